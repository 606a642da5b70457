import { COUNT_WORDS } from "./context-needs.js";
/**
 * Does a question stand on its own, as its answer reads? An answer must state content: one that points at another
 * place of the text ("move on to later sections", "the following", "in the environment of that function") or only
 * appraises its subject ("quite small") answers nothing a reader of the question alone can use. Rules of English,
 * measured over every rated question by bench/generate/standalone.ts.
 */

/**
 * An answer that points at another place of the text instead of stating content: "move on to later sections", "as
 * follows", "the following", "in the environment of that function", "the list defined in lines 8 and 9" (a listing's
 * numbered lines, "in step 3" a numbered list's step, "an alternate mechanism described later"). A rule of English: a place word, or a
 * demonstrative whose noun neither the question nor the answer has named before it, stands for text outside the
 * answer, which the reader of the question never saw. A demonstrative that opens the answer ("This option changes
 * …") stands for the question's subject; one whose noun was named before ("the docs directory … that directory")
 * stands for that.
 */
const POINTS_ELSEWHERE =
  /\b(?:later|earlier|next|previous|following|preceding|above|below|other|subsequent) (?:sections?|chapters?|examples?|pages?|paragraphs?|parts?|steps?)\b|\bas (?:follows|above|below|shown|described|explained|mentioned|discussed)\b|\b(?:described|explained|discussed|shown|covered|introduced) (?:later|below|above|earlier|elsewhere)\b|\bthe (?:following|above|preceding|previous)\b|\bsee (?:also )?(?:below|above|section|chapter)\b|\b(?:below|above)$|\b(?:in|on|at|from) (?:lines? \d+|steps? \d+)\b/i;
/**
 * A cross-reference, not content: the answer only sends the reader to documentation it does not name ("in the
 * specification", "check out some official Unicode documentation", "see the guide"). One that names what it points
 * to ("check out mkdirp", "in the documentation for GUserDirectory, at http://…") says something.
 */
const FURTHER_READING =
  /^(?:(?:check out|see|refer to|consult|read|visit|look at)\s+|(?:in|on|at)\s+)(?:(?:the|some|our|its|their|a|an)\s+)?(?:(?:official|relevant|appropriate|online|full|complete|detailed|corresponding|[A-Z][\w-]*)\s+){0,2}(?:documentation|docs|specifications?|specs?|manuals?|guides?|tutorials?|wiki|FAQ|websites?|site|pages?|apps?|examples?)$/;
/** Kinds of thing a technical text refers back to with a demonstrative ("that function", "these arguments"). */
const REFERENT_KINDS =
  "functions?|methods?|options?|arguments?|parameters?|variables?|values?|examples?|cases?|files?|objects?|settings?|classes|class|packages?|commands?|models?|tests?|versions?|features?|steps?|sections?|tables?|figures?|approach(?:es)?|calls?|results?|data|codes?|keys?|fields?|types?|modes?|flags?";
const DEMONSTRATIVE = new RegExp(`\\b(this|that|these|those) (${REFERENT_KINDS})\\b`, "gi");
/** An adverb of frequency standing alone, with nothing it qualifies. */
const FREQUENCY_ONLY = /^(?:not\s+)?(?:usually|often|always|sometimes|never|generally|typically|rarely|seldom|normally|mostly|frequently|occasionally)[.,;]?$/i;
/** Degree adverbs that grade an adjective ("quite small", "a really powerful tool"). */
const GRADING = "quite|very|rather|fairly|pretty|extremely|relatively|really|too|so|somewhat|remarkably|surprisingly|incredibly|reasonably|truly|particularly";
/** A degree adverb before an adjective: an appraisal ("quite small", "very easy"), not what a thing is. */
const APPRAISAL = new RegExp(`^(?:${GRADING})\\s+[a-z]+`, "i");
/** Adjectives that rate a thing rather than say what it is ("good", "ideal", "poor"); each judgement below adds its own. */
const RATING = "good|great|nice|useful|perfect|ideal|excellent|bad|poor";
/**
 * A judgement of a thing's fitness for the text's argument, not what it is: "a good example" (of what the sentence
 * before was saying), "a natural candidate", "an ideal choice".
 */
const JUDGEMENT = new RegExp(`^(?:a|an)\\s+(?:${RATING}|typical|classic|prime|natural|obvious)\\s+(?:example|illustration|idea|choice|start|starting point|candidate|case|fit)s?\\b`, "i");
/**
 * An answer that is only a rating adjective and its noun ("a really powerful tool, as we've seen", "a good source
 * name") or a state of work ("a work in progress"): how the text rates the thing, with nothing of what it is.
 */
const ONLY_JUDGED = new RegExp(
  `^(?:(?:a|an)\\s+(?:(?:${GRADING})\\s+)?(?:${RATING}|powerful|handy|convenient|neat|cool|interesting|important|simple|easy|valuable|helpful)\\s+[a-z-]+(?:\\s+[a-z-]+)?|a work in progress)(?:\\s*,\\s*as\\s[^,]*)?$`,
  "i",
);
/** "a little extra information", "more detail": a comparison with what the text showed before, not content. */
const MORE_THAN_BEFORE = /^(?:(?:a little|a bit of|a bit|some|much|slightly)\s+)?(?:extra|more|additional|further)\s+(?:information|details?|output)\b/i;

/**
 * A set the text counted before, named by its count: "in all three packages", "the two methods", "both", "in both
 * cases". A rule of English: "the/all N Xs" and "both" refer to a set of that size already named; when neither the
 * question nor the answer before it names the Xs, the reader of the question cannot tell which. "both A and B" names
 * its two; "What are the two main tools …?" names the set in the question.
 */
export function countedSet(question: string, answer: string): string | undefined {
  const text = answer.trim();
  const known = (word: string, at: number) => {
    const stem = word.toLowerCase().replace(/(?:es|s)$/, "");
    return new RegExp(`\\b${stem.replace(/[^a-z0-9-]/g, "")}`, "i").test(`${question} ${text.slice(0, at)}`);
  };
  const counted = new RegExp(`\\b(?:(?:all|the|these|those)\\s+(?:${COUNT_WORDS})|all\\s+\\d+)\\b((?:\\s+[A-Za-z][\\w-]*){0,3})`, "gi");
  for (const match of text.matchAll(counted)) {
    // The set's noun: the phrase's last plural word before a preposition or the end ("all three packages").
    const words = (match[1] ?? "").trim().split(/\s+/).filter(Boolean);
    const stop = words.findIndex((word) => /^(?:of|in|on|at|for|with|by|from|to|and|or|that|which|are|is|were|was|can|have|has)$/i.test(word));
    const phrase = stop < 0 ? words : words.slice(0, stop);
    const noun = [...phrase].reverse().find((word) => /[a-z]{2,}s$/i.test(word));
    if (stop >= 0 && /^of$/i.test(words[stop]!)) continue; // "the two components of the model" says which set
    if (phrase.length === 0 && !/^all\b/i.test(match[0])) return `"${match[0].trim()}" in the answer counts a set named before it`; // "the two"
    if (noun === undefined) continue; // "the 10 most recent": no set of things
    if (!known(noun, match.index ?? 0)) return `"${match[0].trim()}" in the answer counts a set the question does not name`;
  }
  // "both", "in both cases", "both of them": not "both A and B", which names the two.
  for (const match of text.matchAll(/\bboth\b((?:\s+[A-Za-z][\w-]*){0,2})/gi)) {
    const rest = text.slice((match.index ?? 0) + match[0].length - (match[1] ?? "").length);
    // "both A and B" names its two; so does "A and B, both can …" before it.
    if (/\sand\s/i.test(rest) && !/^\s+of\s+(?:them|these|those)\b/i.test(rest)) continue;
    if (/\S\s+and\s+\S/i.test(text.slice(0, match.index ?? 0))) continue;
    const next = (match[1] ?? "").trim().split(/\s+/).filter(Boolean);
    const noun = next[0] === undefined || /^(?:of|are|is|were|was|can|have|has|in|on)$/i.test(next[0]) ? undefined : next.find((word) => /[a-z]{2,}s$/i.test(word));
    if (noun === undefined || !known(noun, match.index ?? 0)) return `"${match[0].trim()}" in the answer points back at two things the question does not name`;
  }
  return undefined;
}

/**
 * Words an answer that restates a name may add around the name's words: function words, and a class's word for
 * standing in for what it is named after ("Corresponds to the XmlOptionType enum.", pglast's classes).
 */
const RESTATING_FILLER = new Set(["a", "an", "the", "of", "to", "for", "in", "on", "and", "or", "its", "it", "their", "given", "new", "one", "each", "corresponds", "corresponding"]);

/**
 * The words of a code name: "XSyncCreateAlarm" → x, sync, create, alarm; "instr_offset" → instr, offset; "str_pad" →
 * str, pad; "fs.readFile" → fs, read, file; digits stay in their word ("utf8Encode" → utf8, encode).
 */
export function nameWords(name: string): string[] {
  return name
    .replace(/([a-z\d])([A-Z])/g, "$1 $2")
    .replace(/([A-Z]+)([A-Z][a-z])/g, "$1 $2")
    .split(/[^A-Za-z\d]+/)
    .map((word) => word.toLowerCase())
    .filter((word) => word.length > 0);
}

/**
 * "What does XSyncCreateAlarm create?" — "an alarm"; "What is the *instr_offset* parameter?" — "the offset of the
 * instruction": an answer whose every word is a word of a name the question asks of (split at capitals, underscores,
 * dots) restates the name and tells the reader nothing the question did not. Words match when one begins the other
 * ("instr", "instruction") or they differ by a plural. Only code-like names are split: a name marked as code or
 * emphasis, or one with an inner capital or an underscore.
 */
export function restatesName(question: string, answer: string): string | undefined {
  // The name must be what is asked: "What is (the) NAME (parameter)?", or "What does NAME VERB?" whose verb is itself a
  // word of the name ("What does XSyncCreateAlarm create?"); "What does CacheRegion.configure() return?" — "the region"
  // says what it returns, and "What is the type of trueStr?" asks of another thing than the name.
  const asked = /^(?:In [^,]+, )?what\s+(?:is|are|does|do|did|will|can)\s+(?:the\s+)?(`[^`]+`|\*[^*\s][^*]*\*|[A-Za-z][\w.]*(?:\(\))?)\s*(.*?)\?$/i.exec(question.trim());
  if (!asked) return undefined;
  const name = asked[1]!.replace(/^[`*]|[`*]$/g, "");
  if (!/[`*]/.test(asked[1]!) && !/[a-z\d][A-Z]|_/.test(name)) return undefined;
  const every = nameWords(name);
  const words = every.filter((word) => word.length >= 3);
  const rest = asked[2]!.trim().toLowerCase();
  const singular = (word: string) => word.replace(/(?:es|s)$/, "");
  // A short word of the name ("Op" of "XmlExprOp") matches only itself.
  const matches = (word: string) => every.some((part) => part === word) || words.some((part) => singular(part) === singular(word) || (Math.min(part.length, word.length) >= 4 && (part.startsWith(word) || word.startsWith(part))));
  // What follows the name is nothing, a kind ("parameter", "argument", "option", "field"), or a verb of the name.
  const verb = rest.split(/\s+/).pop() ?? "";
  if (rest !== "" && !/^(?:parameter|argument|option|field|attribute|flag|variable|setting|member|property|function|method|class)$/.test(rest) && !matches(verb.replace(/(?:e?s)$/, "")) && !matches(verb)) return undefined;
  if (words.length === 0) return undefined;
  // A code name in the answer is its words too ("XmlOptionType": xml, option, type).
  const said = answer.split(/[^A-Za-z\d]+/).flatMap(nameWords).filter((word) => !RESTATING_FILLER.has(word));
  if (said.length === 0) return undefined;
  return said.every(matches) ? `the answer ("${answer.trim()}") only restates the words of the name it asks of` : undefined;
}

/** Why an answer states no content of its own, or undefined when it does. */
export function answerNotContent(question: string, answer: string): string | undefined {
  const text = answer.trim();
  const pointer = POINTS_ELSEWHERE.exec(text);
  if (pointer) return `the answer points elsewhere ("${pointer[0]}") instead of stating content`;
  if (FURTHER_READING.test(text)) return `the answer only sends the reader to other documentation ("${text}")`;
  for (const match of text.matchAll(DEMONSTRATIVE)) {
    if (match.index === 0) continue; // "This option changes …": the question's subject
    const noun = match[2]!.toLowerCase().replace(/(?:es|s)$/, "");
    const before = `${question} ${text.slice(0, match.index)}`.toLowerCase();
    if (!new RegExp(`\\b${noun}`).test(before)) return `"${match[0]}" in the answer points back at something the question does not name`;
  }
  // "anonymous-ftp-master is the primary one" → "the primary one": "one" stands for a noun of the sentence before (one
  // of the upload queues), so the answer says nothing the question's reader can place.
  if (/^(?:the|a|an)\s+(?:[\w-]+\s+){0,2}ones?$/i.test(text)) return `"${text}" stands for a noun the question does not name`;
  // "group_labels() creates the related value labels": related to the groups of the sentence before, which the
  // question does not name ("the corresponding value", "the respective columns" alike).
  if (/^the (?:related|corresponding|respective)\s+[\w-]+(?:\s+[\w-]+){0,2}$/i.test(text)) return `"${text}" relates to something the question does not name`;
  // "-a ambient: … a way of doing this": "this" stands for the task the sentence before describes.
  if (/\b(?:doing|do|does|did|achieving|achieve|handling|handle|accomplishing|accomplish)\s+(?:this|that|so|it)$/i.test(text)) return `"${text}" points back at a task the question does not name`;
  // "a function of the same name which does the necessary work": necessary for the task the sentence before sets.
  const needed = /\bthe (?:necessary|required|needed|requisite) (?:work|steps?|changes?|things?|job|computations?|calculations?)$/i.exec(text);
  if (needed) return `"${needed[0]}" is needed for a task the question does not name`;
  // "--long_names It would be useful to implement the GNU long option names": a manual's to-do list read as an
  // option's description; a wish says what the thing does not do yet.
  if (WISH.test(text)) return `the answer is a wish ("${WISH.exec(text)![0]}"), not what the thing is or does`;
  // "What does the `readIORef` function do?" — "Generalized version of readIORef." (lifted-base): the function named
  // as a version of itself, which says only that a same-named one exists elsewhere.
  const code = /`([^`]+?)(?:\(\))?`/.exec(question)?.[1];
  if (code && new RegExp(`^(?:an?\\s+|the\\s+)?(?:generali[sz]ed|lifted|monadic|polymorphic|overloaded|speciali[sz]ed|wrapped)\\s+(?:version|variant)\\s+of\\s+\`?${code.split(".").pop()!.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\`?(?:\\(\\))?\\.?$`, "i").test(text)) {
    return `the answer ("${text}") names the function as a version of itself`;
  }
  // "What does `geom_point()` use?" → "shape 19 instead of 16", "What does `predict.refmodel()` use?" → "a default of
  // `newdata = NULL`" (sets 195 and 196's NEWS items): what changed, or a default, asked with a light verb that names
  // neither; the question does not say it asks for a shape or a default.
  if (/^What (?:does|do|will) .+ (?:use|have|take|get|need)\?$/.test(question) && (/^(?:a|the|its) (?:new )?default (?:of\b|`)/i.test(text) || /\binstead of\b/i.test(text))) {
    return `the answer ("${text}") is a change or a default that "${/ (\w+)\?$/.exec(question)![1]}" does not ask for`;
  }
  // "What does the -norc option do?" — "Normally CLISP loads the user RC file on startup": a description that opens
  // with how things go without the entry (its background) says what the entry changes only in a later sentence.
  if (/\bdo(?: when given [^?]+)?\?$/.test(question.trim()) && /^(?:Normally|Usually|Ordinarily|Traditionally|By default|In general|Generally),?\s/.test(text)) {
    return `the answer ("${text}") is the background of the entry, how things go without it`;
  }
  // "What does the AsmPrinter base class provide?" — "a number of useful methods and routines": an amount of things of a
  // kind, none named, is nothing a reader could check.
  if (UNNAMED_AMOUNT.test(text)) return `the answer ("${text}") is an amount of unnamed things`;
  // "What is the `user_fonts` argument of `expect_doppelganger()`?" — "defunct" (a change log's "The `user_fonts` argument
  // of … is defunct"): the thing's status, not what it is.
  if (/^what (?:is|are)\b/i.test(question.trim()) && /^(?:now\s+)?(?:defunct|(?:soft-|hard-)?deprecated|obsolete|removed|experimental|superseded|unsupported)\.?$/i.test(text)) return `the answer ("${text}") is a status, not what it is`;
  // "What does the 1.0 release of vdiffr include?" — "two major changes": a count of things the text goes on to name, no
  // answer to what is included (a "How many …?" question asks for the count, and has it).
  if (!/^how many\b/i.test(question.trim()) && COUNTED_KINDS.test(text)) return `the answer ("${text}") counts things it does not name`;
  const restating = restatesName(question, text);
  if (restating) return restating;
  const counted = countedSet(question, text);
  if (counted) return counted;
  // "What is X?" asks what X is: an appraisal, a judgement of fitness or a rating says how the text regards it.
  const definition = /^what (?:is|are|was|were)\b/i.test(question.trim());
  if (definition && APPRAISAL.test(text)) return 'the answer appraises ("quite small") instead of saying what it is';
  if (definition && JUDGEMENT.test(text)) return `the answer judges ("${JUDGEMENT.exec(text)![0]}") instead of saying what it is`;
  if (definition && ONLY_JUDGED.test(text)) return `the answer ("${text}") rates the thing instead of saying what it is`;
  if (MORE_THAN_BEFORE.test(text)) return `the answer ("${MORE_THAN_BEFORE.exec(text)![0]}") compares with what the text showed before`;
  // "The default choice of z.var is usually, but not always, appropriate" → "usually": an adverb of frequency alone is
  // how often the (cut) predicate holds, not what the subject is.
  if (FREQUENCY_ONLY.test(text)) return `the answer is only how often ("${text}"), its predicate cut`;
  // "The validate function will return successfully if the object is valid" → "What will the validate function
  // return?" — "successfully if …": a verb used without an object, then how it goes; no object to ask for.
  const manner = MANNER_AFTER_INTRANSITIVE.exec(`${/(\w+)\?$/.exec(question.trim())?.[1] ?? ""} ${text}`);
  if (manner) return `the answer ("${text}") says how the verb goes ("${manner[0]}"), not what it acts on`;
  return undefined;
}

/** Generic kinds of thing a piece of software offers, which say nothing until named. */
const GENERIC_KINDS = "methods|routines|functions|features|things|tools|options|utilities|helpers|classes|ways|improvements|changes|enhancements|capabilities|facilities|services|operations|commands|interfaces|mechanisms|extensions|additions|fixes";
/** "a number of useful methods and routines", "various helpers", "several new features": an amount of unnamed things. */
const UNNAMED_AMOUNT = new RegExp(
  `^(?:a (?:number|variety|range|set|lot|bunch|couple|handful|host|collection) of|various|several|many|numerous|some|a few|lots of|multiple|plenty of)\\s+(?:(?:useful|helpful|handy|other|different|additional|important|new|various|convenient|common|basic|simple|advanced|related|extra|more)\\s+)*(?:${GENERIC_KINDS})(?:\\s+(?:and|or)\\s+(?:(?:useful|helpful|other|additional|related)\\s+)*(?:${GENERIC_KINDS}))?\\.?$`,
  "i",
);

/** "two major changes", "three new features", "4 bug fixes": a number of things of a generic kind, none named. */
const COUNTED_KINDS = new RegExp(
  `^(?:two|three|four|five|six|seven|eight|nine|ten|\\d+)\\s+(?:(?:major|minor|main|key|important|significant|notable|big|small|new|other|additional|bug)\\s+)*(?:${GENERIC_KINDS})\\.?$`,
  "i",
);

/** A wish or a to-do note opening an answer. */
const WISH = /^(?:it would be (?:useful|nice|good|great|better|desirable|helpful) to|it might be (?:useful|nice|good|better) to|would be nice|(?:todo|fixme|xxx)\b:?|we (?:should|plan to|intend to|hope to) (?:implement|add|support))/i;

/** A verb that may go without an object, then an adverb of manner: "return successfully", "perform adequately". */
const MANNER_AFTER_INTRANSITIVE = /^(?:return|perform|work|run|behave|succeed|fail|complete|finish|exit|terminate|execute|proceed|respond)\s+(?:successfully|adequately|correctly|properly|normally|cleanly|gracefully|silently|quickly|slowly|well|badly|poorly|fine)\b/i;
