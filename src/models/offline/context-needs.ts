import { proseText, splitSentences } from "../../documents/sentences.js";
import { normaliseForMatch } from "../../documents/words.js";
import { isKnownVerb } from "./verb-lexicon.js";
import { ANY_DEGREE } from "./comparatives.js";
import { GENERIC_NOUNS, sectionCall } from "./section-scope.js";
import { perText } from "../../documents/per-text.js";

/**
 * Does a question need the sentence or heading before it? The largest class of invalid questions on every held-out
 * set: a subject or predicate whose referent the text gave just before, which the question, read alone, does not
 * carry. Three generic signals, each refused (precision first: a question skipped costs less than one a person cannot
 * answer without the page):
 *   - a definite subject with a generic head and no name ("What is the keyword value?", "What is the application
 *     considered?"): which keyword, which application, is said in the section; kept when the phrase is in the
 *     document's title or in the heading over its sentence, where the document itself names it;
 *   - a sentence whose call, named by the question, has literal arguments ("For example, glob.match([], "\\*a\\?") will
 *     return …"): its answer holds for those arguments only;
 *   - a phrase that points back ("the bash-style behavior", "such files", "this kind of error", "the same option",
 *     "the latter", a pro-verb "fails to do so", "before doing this"): what it points at is before the sentence;
 *   - a figure, an output or a numbered step the reader has not seen ("the graph", "the output", "the shaded area",
 *     "Step 2"), a hypothetical against the running example ("if the columns were …"), a plain noun that is a row of
 *     the example's model ("a person" beside `class Person(Model)`), an answer that describes a drawing ("the dashed
 *     magenta line …").
 */

/**
 * Heads that stand for the package a text is about when nothing comes before them ("the API", "the library"); a word
 * before them is the package's name ("the chalk-pipe package"), which says which.
 */
const SELF_HEADS = ["api", "apis", "library", "package", "module"];

/** Heads of a noun phrase that say what kind of thing, not which one: the section names which. */
export const GENERIC_HEADS = new Set([
  "content", "contents", "value", "values", "result", "results", "behavior", "behaviour", "output", "outputs", "input",
  "variable", "variables", "phase", "phases", "step", "steps", "approach", "procedure", "comparison", "case", "cases",
  "example", "examples", "item", "items", "thing", "things", "reasons", "reason", "part", "parts", "problem", "problems",
  "issue", "issues", "solution", "answer", "idea",
  // An entry of a table, an index, a cache or a file the section is about: "the found entry", "active entries" (set
  // 212's BIRD guide, of the neighbour cache), "later entries" (of a configuration file).
  "entry", "entries",
  // A part of a formula or a procedure, and a role a thing plays in one: "the denominator", "the variance term", "the
  // confidence", "the degrees of model violation", "the hook callback" are of the formula, the prober, the hook the
  // section works through; "the API", "the library" of the package a README is about, which the question does not name.
  "denominator", "numerator", "term", "terms", "degree", "degrees", "confidence", "callback", "callbacks", ...SELF_HEADS,
]);

/** Modifiers that make a generic head generic still ("the keyword value", "the dependent variable"). */
const GENERIC_MODIFIER = /^[a-z][a-z-]*$/;
/**
 * Generic heads that stay generic with no determiner ("theses examples", "example use cases"); a bare "fixed variables"
 * or "output values" is a term of its own.
 */
const BARE_GENERIC_HEADS = new Set(["examples", "cases", "items", "things", "reasons", "results", "issues", "problems", "parts", "steps", "entries"]);
/** Words that open a subject as a determiner or a pronoun would: no bare noun phrase then. */
const BARE_OPENERS = /^(?:you|we|i|they|it|he|she|one|these|those|this|that|some|many|most|all|any|each|both|several|other|such|no|your|our|their|its|my|his|her)$/i;
/** Words a definite noun phrase of the question does not run across. */
const NP_STOP = new Set([
  "of", "for", "in", "on", "at", "by", "with", "from", "to", "into", "as", "and", "or", "is", "are", "was", "were", "be", "been",
  "do", "does", "did", "can", "will", "would", "should", "may", "must", "that", "which", "when", "where", "if",
]);

/** "What does/will the X <verb>?": the question's last word is its verb, never a word of its subject. */
const VERB_LAST_QUESTION = /^what (?:does|do|did|will|can|should|must|may)\b/i;
/** "What is/are the X <participle>?": a passive, whose participle ends the subject. */
const PASSIVE_QUESTION = /^(?:what|how|why|where|when|which)\s+(?:is|are|was|were)\b/i;
const PARTICIPLE = /^[a-z]{2,}(?:ed|en)$/;

/**
 * The question's subject when it is a definite noun phrase with a generic head and no name: "What is the keyword
 * value?", "What does the numeric phase use?" (not "What is the object database?", "the result of `f`"). Only the
 * first "the" of the question, in subject position, is read: "the hat values" deep in a clause is not the subject.
 */
export function genericSubject(question: string): string | undefined {
  // "the API" is the generic noun in capitals: lower-cased, it reads as "the library" does.
  const tokens = question.replace(/\?$/, "").split(/\s+/).map((token) => (/^APIs?$/.test(token) ? token.toLowerCase() : token));
  const definite = tokens.findIndex((token) => token.toLowerCase() === "the");
  // "How can theses examples be tested?", "What do example use cases include?": a subject with no determiner at all
  // right after a plural auxiliary, of plain words ending on a generic plural head, says which no more than "the"
  // does. (The auxiliary stands where "the" would; pronouns and quantifiers are determiners of their own.)
  const bare = definite < 0 && /^(?:what|how|why|which|when|where)\s+(?:do|can|are|were|will|should|must|may)\s+[a-z]/i.test(question) && !BARE_OPENERS.test(tokens[2] ?? "");
  const index = definite >= 0 ? definite : bare ? 1 : -1;
  if (index < 0 || index > 4) return undefined;
  const verbLast = VERB_LAST_QUESTION.test(question);
  // "What is the API designed for?": after "is"/"are" a participle is the passive's verb, not a word of the subject.
  const passive = PASSIVE_QUESTION.test(question);
  const participle = (token: string | undefined) => passive && token !== undefined && PARTICIPLE.test(token);
  const phrase: string[] = [];
  for (let at = index + 1; at < tokens.length - (verbLast ? 1 : 0) && phrase.length < 3 && GENERIC_MODIFIER.test(tokens[at]!) && !NP_STOP.has(tokens[at]!); at++) {
    if (phrase.length > 0 && participle(tokens[at])) break;
    phrase.push(tokens[at]!);
  }
  for (let length = phrase.length; length >= 1; length--) {
    const next = tokens[index + 1 + length];
    // The phrase ends here only when nothing, a preposition or the question's last verb ("What does the X use?") follows.
    const ends = (next === undefined && !bare) || (next !== undefined && NP_STOP.has(next)) || (verbLast && index + 1 + length === tokens.length - 1) || (length === phrase.length && participle(next));
    if (!ends) continue;
    if (!GENERIC_HEADS.has(phrase[length - 1]!) || (length > 1 && SELF_HEADS.includes(phrase[length - 1]!)) || (bare && (!BARE_GENERIC_HEADS.has(phrase[length - 1]!) || phrase.some((word) => /ing$/.test(word))))) return undefined;
    // "the result of `match`", "the value for python-action": a name after it says which.
    if (next !== undefined && NP_STOP.has(next) && /[`_.()A-Z0-9]|\w-\w/.test(tokens.slice(index + 2 + length).join(" "))) return undefined;
    return phrase.slice(0, length).join(" ");
  }
  return undefined;
}

/**
 * A phrase that points back at something said before: "the top 3 bits" (of a byte named before), "such", "this kind
 * of", "the same", "the latter", "a
 * similar approach" (not "What is X similar to?", which names both), and
 * a participle that names a thing by what was done to it before the sentence ("the chosen covariate", "the employed
 * models", "the requested mode", "the related value labels": chosen where, employed by whom, which mode, related to
 * what), and "here" at the question's end ("What are the two possible options
 * here?": where the running example is).
 */
export const POINTS_BACK =
  /\bthe (?:top|bottom|first|last|lower|upper|high|low|leading|trailing|remaining) (?:\d+|two|three|four|five|six|seven|eight) [a-z]+s\b(?! of\b)|\bsuch\b|\b(?:this|that|these|those) (?:kind|kinds|sort|sorts|type|types) of\b|\bthe (?:latter|former|above|previous|preceding|aforementioned|remaining|alternative|corresponding|resulting|respective|chosen|employed|selected|considered|requested|desired|related)\b|\bsimilar\b(?! (?:to|with)\?$)|\b(?:likewise|otherwise)\b|\b(?:do|does|did|doing|done) so\b|\bhere\?$|\b(?:do|doing|done) (?:this|that|it)\b(?=\s*(?:\?|,|$|(?:and|or|by|in|with|when|if|for)\b))/i;

/**
 * "the bash-style behavior": a likeness to a lower-case word's ways, which the sentence before describes. A name's
 * ("ANOVA-style tables", "C-style strings", "Unix-style paths") is a kind known by its name.
 */
const LIKE_UNSAID = /\b[a-z][\w]*-style\b/;

/**
 * "What is the link's label?", "What is the author's bias for?": a question whose subject is the own thing of a
 * common noun with "the" asks of the one the text was just describing (which link). Not the page's own ("the
 * package's", "the document's"), not further in the question ("What happens if the device's state …?").
 */
const OWNED_BY_UNSAID = /^(?:What|How|Where|When|Why) (?:is|are|was|were|does|do|did|can|will) the (?!(?:document|page|manual|guide|program|package|library|module|project|system|user|reader)['’])[a-z]+['’]s\b/;

/**
 * A call with literal arguments: quotes, brackets or numbers inside its parentheses ("glob.match([], "*a")"); not a
 * manual page's section ("debi(1)", "dpkg(8)"), nor a digit inside a parameter's name ("getEntryName(path, h5file=None)"). A sentence that only opens with "For example," is not refused: "For
 * example, the crond PID file is named /run/crond.pid" states a fact of a thing it names (three valid dev questions).
 */
const LITERAL_CALL = /[\w.$]+\((?!\d[a-z]?\))(?=[^)]*(?:["'[\]{}]|(?<![\w.$])\d))[^)]*\)/;
/**
 * An optional argument as a synopsis brackets it ("cockpit.transport.close([problem])", "decode(data, [options])"):
 * a name in brackets is the notation of a signature, not a literal array.
 */
const OPTIONAL_ARGUMENT = /(?<=[(,]\s*)\[\s*,?\s*[A-Za-z_$][\w$]*\s*\]/g;

/** The lines a fact's evidence ranges cover, in order (a line not read is empty). */
export function evidenceLines(text: ReadonlyMap<number, string>, evidence: readonly { start_line: number; end_line: number }[]): string[] {
  const lines: string[] = [];
  for (const range of evidence) for (let line = range.start_line; line <= range.end_line; line++) lines.push(text.get(line) ?? "");
  return lines;
}

/** The sentence of the evidence that holds the answer (the whole evidence when none does). */
export function answerSentence(evidence: string, answer: string): string {
  const wanted = normaliseForMatch(answer).split(" ").slice(0, 4).join(" ");
  const sentences = splitSentences(evidence);
  return sentences.find((sentence) => normaliseForMatch(sentence).includes(wanted)) ?? evidence;
}

/**
 * "Rcpp Attributes also offers a means to …", "The standard library also includes …", "Requests will also use …": a
 * statement with "also", "in addition", "additionally" or "as well" adds one thing to others said before it, so "What
 * does X offer?" asked of it has several answers and the sentence gives one. A rule of English. Kept: how, why, who,
 * when, where ("You can also open files in atomic mode by passing …": "also" adds the whole statement to others, the
 * means of that one is one), "also called/known as" (another name of the subject), and an "also" that comes after the
 * answer has begun ("X provides A and also B": the answer has both).
 */
const ADDS_ONE = /\b(?:also(?! (?:called|known|named|referred|termed|denoted|abbreviated|spelled|written)\b)|additionally|in addition|furthermore|moreover)\b|\bas well(?! as)\b/i;
export function oneOfSeveral(question: string, answer: string, sentence: string): string | undefined {
  if (!/^(?:what|which)\b/i.test(question.trim())) return undefined;
  const wanted = normaliseForMatch(answer).split(" ").slice(0, 3).join(" ");
  const plain = normaliseForMatch(sentence);
  const at = wanted ? plain.indexOf(wanted) : -1;
  if (at < 0) return undefined;
  const before = plain.slice(0, at);
  const after = plain.slice(at + normaliseForMatch(answer).length);
  const added = ADDS_ONE.exec(before) ?? /^\s*(?:as well|too)\s*$/.exec(after);
  return added ? `the sentence adds one thing to others ("${added[0].trim()}"): the question has several answers` : undefined;
}

/** Numbers in words a text counts a set it named with ("the two methods", "all three packages"). */
export const COUNT_WORDS = "two|three|four|five|six|seven|eight|nine|ten|twelve";

/** "What happens if either of the two criteria …": a condition on things counted before (presupposed). */
const COUNTED_CONDITION = new RegExp(`^what happens (?:if|when|whenever|once) (?:(?:either|both|one|neither|each|any) of )?(the (?:${COUNT_WORDS}) [a-z]+)\\b`, "i");

/**
 * A question whose subject presupposes something said before it, or undefined. Rules of English:
 *   - an additive or comparative word opens the subject ("What do further modeling options include?", "What are other
 *     uses?", "What are the remaining steps?", "What is the same value?", "What are more accurate tests provided by?",
 *     "What else …", "Which other …"): further, other, more than what the text just said; with "than" in the question
 *     the comparison is said ("more accurate than the Wald test"), and "more information on X" is a pointer to a
 *     reference, not a comparison;
 *   - a discourse idiom ("the full picture", "the whole story", "the big picture"): the picture of the discussion
 *     around the sentence.
 * Only the subject is read: "How can you redirect a user to another endpoint?" asks of any other endpoint.
 */
export function presupposed(question: string): string | undefined {
  const q = question.trim().replace(/^In [^,]+, /, "");
  const idiom = /\bthe (?:full|whole|big|bigger|broader|complete|overall|entire) (?:picture|story)\b/i.exec(q);
  if (idiom) return `"${idiom[0]}" stands for the discussion around its sentence`;
  // "What happens if either of the two criteria exceeds the user-defined thresholds?" (set 208's stopt manual), "… if
  // the two rows match?": a condition on things counted before its sentence, which it does not name.
  const counted = COUNTED_CONDITION.exec(q);
  if (counted) return `"${counted[1]}" are counted in the sentences before the question's`;
  const determiner = /^(?:what|which)\s+(else|other|further|additional|more)\b/i.exec(q);
  const subject = determiner ? determiner[1]! : /^(?:what|which|who|whom|where|when|why|how)\b(?:\s+[a-z]+)?\s+(?:is|are|was|were|do|does|did|can|could|will|would|should|may|might|must|has|have|had)\s+(.+)$/i.exec(q)?.[1];
  if (subject === undefined) return undefined;
  const opening = /^(?:the\s+)?(further|additional|other|others|another|remaining|same|similar|more|rest|else)\b(\s+\S+)?(\s+\S+)?/i.exec(subject);
  if (!opening) return definiteComparative(subject, q);
  const word = opening[1]!.toLowerCase();
  if (/\bthan\b/i.test(q) && /^(?:more|other|others|another|further)$/.test(word)) return undefined;
  if (word === "rest" && /^\s+of$/i.test(opening[2] ?? "")) return undefined; // "the rest of the file" says of what
  if (word === "more" && /^\s+(?:information|details?|documentation|help|examples?)$/i.test(opening[2] ?? "") && /^\s+(?:on|about|of|for|in)$/i.test(opening[3] ?? "")) return undefined;
  return `"${opening[0].trim().replace(/\s+(?:of|in|on|for|to|with|by)$|[?,.;:]+$/g, "")}" presupposes something said before the question's sentence`;
}

/**
 * "What happens if instance is NULL?", "What happens if dir is omitted?" (set 209's tracefs page): a condition on a bare
 * word, with no article, is a condition on a call's parameter; asked as the scoping left it, with no call in front
 * ("In `tracefs_tracer_set()`, what happens if instance is NULL?" names it), the question does not say whose. Read
 * after the scope is said (facts.ts), or undefined.
 */
export function unscopedParameterCondition(question: string): string | undefined {
  // A parameter is one value, in lower case and in the singular ("if suggestions are applied …" says of any; "Bochs",
  // "SB" are names), and what a call returns is said of the call ("if kdump_read returns KDUMP_OK").
  const bare = /^[Ww]hat happens (?:if|when|whenever|unless) ([a-z][a-z\d_]*) (?:is|was|has|equals|contains|does)\b/.exec(question.trim());
  if (!bare || /^(?:there|it|this|that|you|we|one|he|she|everything|nothing|something|anything|anyone|someone|everyone|nobody|somebody|everybody)$/.test(bare[1]!)) return undefined;
  return `"${bare[1]}" is a call's parameter, and the question names no call`;
}

/** Nouns a comparative in -er names a kind of, not a comparison with: "the lower bound", "the upper tail". */
const COMPARATIVE_TERMS = /^(?:bounds?|limits?|tails?|triangles?|triangular|levels?|half|end|ends|case|order|part|parts|rank)\b|^-/i;

/**
 * "What are the higher PIPs related to?": a definite subject opened by a comparative in -er ("the higher PIPs", "the
 * larger models") compares with a case the text gave before (higher than under which prior); with no "than" in the
 * question it does not say which. Kept: a name or number after it ("the newer 3.0 source format") and a kind ("the
 * lower bound", "higher-level").
 */
function definiteComparative(subject: string, question: string): string | undefined {
  const read = new RegExp(`^the\\s+(${COMPARATIVE_ER})\\s+(\\S+)`, "i").exec(subject);
  if (!read || /\bthan\b/i.test(question) || /[\d`_.]/.test(read[2]!) || COMPARATIVE_TERMS.test(read[2]!)) return undefined;
  return `"${read[0]}" compares with a case the question does not give`;
}

/** Comparatives in -er that compare (not nouns in -er: "user", "number", "order"), and "fewer". */
const COMPARATIVE_ER =
  "better|worse|faster|slower|longer|shorter|larger|smaller|bigger|higher|lower|greater|easier|simpler|harder|stronger|weaker|safer|newer|older|cheaper|quicker|wider|narrower|clearer|cleaner|heavier|lighter|smoother|tighter|richer|fewer";
/** Degree words a comparative may carry: "much more flexible", "completely different". */
const DEGREE = `(?:${ANY_DEGREE.join("|")})`;
/** An answer that opens with a comparative: "a longer hash", "completely different criteria", "more results …". */
// "further evidence": further than what the sentence before gave (an answer that adds to something unsaid).
const ANSWER_COMPARATIVE = new RegExp(`^(?:(?:a|an|the|some)\\s+)?(?:${DEGREE}\\s+)?(more|less|${COMPARATIVE_ER}|different|other|another|further|similar|same)\\b`, "i");
/** A question whose predicate ends on a comparative: "Why is X much more flexible?", "Why is Y faster?". */
const QUESTION_COMPARATIVE = new RegExp(`\\s(?:${DEGREE}\\s+)?((?:more|less)\\s+[a-z]+|${COMPARATIVE_ER}|different|similar|the same)\\?$`, "i");
/** What says the comparand after each kind of comparative word: "than SHA-1", "different from", "similar to", "the same as". */
const COMPARAND: Record<string, RegExp> = {
  different: /\b(?:from|than)\b|\bdifferent to\b/i,
  similar: /\b(?:to|with)\b/i,
  same: /\bas\b/i,
  other: /\b(?:than|besides|except|apart from)\b/i,
};
/** A comparison said anywhere in the sentence: "compared to X", "unlike X", "relative to X", "X versus Y". */
const COMPARISON_SAID = /\b(?:compared (?:to|with)|in comparison (?:to|with)|relative to|unlike|versus|vs\.?|over)\b/i;

/**
 * A question or answer whose key word is a comparative with no comparand in its sentence, or undefined. A rule of
 * English: "more", "less", "longer", "different", "other", "the same" compare with something; "SHA-512 produces a
 * longer hash" (than SHA-1, said before) → "What does SHA-512 produce?" — "a longer hash" and "GMM is much more
 * flexible since …" (than ML) → "Why is GMM much more flexible?" lean on the sentence before. Read: the answer's
 * opening and the question's last word, where the comparative is what is asked; kept when the sentence says the
 * comparand after it ("than", "from", "to", "as", "besides") or compares outright ("compared to", "unlike"), and
 * "higher-level"/"lower-level", which name a kind.
 */
export function unsaidComparand(question: string, answer: string, sentence: string): string | undefined {
  const read = ANSWER_COMPARATIVE.exec(answer.trim()) ?? QUESTION_COMPARATIVE.exec(question.trim());
  if (!read) return undefined;
  const word = read[1]!.toLowerCase().replace(/^the\s+/, "");
  const rest = answer.trim().slice((read.index ?? 0) + read[0].length);
  if (/^(?:higher|lower)$/.test(word) && /^[\s-]+level\b/i.test(rest)) return undefined;
  const kind = word === "another" || word === "further" ? "other" : word.split(/\s+/)[0]!;
  const marker = COMPARAND[kind] ?? /\bthan\b/i;
  // The comparand follows the comparative word in the sentence ("a longer hash than SHA-1").
  const at = sentence.toLowerCase().indexOf(word.split(/\s+/).pop()!);
  const after = at < 0 ? sentence : sentence.slice(at);
  if (marker.test(after) || COMPARISON_SAID.test(sentence) || /\bthan\b/i.test(question)) return undefined;
  return `"${read[0].trim().replace(/\?$/, "")}" compares with something its sentence does not say`;
}

/** Document nouns: "In this paper, …" places the sentence in the document, not in a case said before. */
const DOCUMENT_NOUNS = /^(?:paper|article|document|section|chapter|tutorial|guide|vignette|manual|page|book|note|report|post|document|text|README|package|library|project|release|version)\b/i;
/**
 * A sentence that opens on a case or an aim said before it, or undefined: "In this case, …", "In such cases, …",
 * "Under these conditions, …", "To help with this, …", "With that, …", "Otherwise, …", "If so, …". A rule of
 * English: the demonstrative of the opener points at the sentence before, and the sentence's facts hold only under
 * it; a question asked of the sentence drops the opener ("Why is the choice irrelevant?") or keeps a "this" it cannot
 * carry ("What does X implement to help with this?"). Kept: an opener that names the document ("In this paper, …").
 */
export function pointingOpener(sentence: string): string | undefined {
  const plain = sentence.trim().replace(/^(?:and|but|so|then)\s+/i, "");
  // "Again, ηk+1 is the parameter …": "again" repeats a reading of the worked case before the sentence.
  const bare = /^(?:otherwise|if so|if not|in that event|in either case|again)\s*,/i.exec(plain);
  if (bare) return `the sentence opens on a case said before it ("${bare[0].replace(/,$/, "")}")`;
  const opener = /^((?:in|for|under|with|given|at|by|in addition to|apart from|besides|unlike|like|to\s+[a-z]+(?:\s+[a-z]+)?\s+(?:with|for|around|against)?\s*)\s*(?:all\s+|both\s+)?(?:this|that|these|those|such)(?:\s+an?)?)\b\s*([^,]{0,40}),/i.exec(plain);
  if (!opener) return undefined;
  const rest = opener[2]!.trim();
  if (DOCUMENT_NOUNS.test(rest)) return undefined;
  // "To verify that 'master' is a superset, …": "that" opens a clause there, no demonstrative; a demonstrative's noun
  // is a word or three ("In such a case", "To avoid this problem").
  if (rest.split(/\s+/).filter(Boolean).length > 3 || /['"`‘“]|\b(?:is|are|was|were|has|have|had|can|will|does|do|did)\b/i.test(rest)) return undefined;
  return `the sentence opens on something said before it ("${opener[0].replace(/,$/, "")}")`;
}

/**
 * Nouns a text numbers its own cases by: "function 6", "model 2", "equation 3", "scenario 1". ("Table 2", "Figure 3"
 * name a part of the document a reader can look up: two valid development questions ask "What does Table 2 provide?".)
 */
const NUMBERED_LABEL = /\b(?:[Ff]unction|[Mm]odel|[Ee]quation|[Ee]xample|[Pp]roblem|[Ee]xperiment|[Ss]cenario|[Ss]pecification|[Dd]esign)s? \(?\d+(?:\.\d+)*\)?(?![\w.])/;

/** Heads that name a figure or a program's printed output: a reader of the question alone has not seen it. */
const FIGURE_HEADS = new Set([
  "graph", "graphs", "plot", "plots", "figure", "figures", "chart", "charts", "diagram", "diagrams", "picture", "image",
  "screenshot", "panel", "panels", "legend", "axis", "axes", "x-axis", "y-axis", "output", "printout",
]);
/** Parts of a drawing: a line, an area, a band exist as a figure's only when a drawn quality names them so. */
const FIGURE_PARTS = new Set([
  "line", "lines", "curve", "curves", "area", "areas", "region", "regions", "bar", "bars", "point", "points", "dot",
  "dots", "band", "bands", "circle", "circles", "arrow", "arrows", "box", "boxes", "label", "labels",
]);
/** Qualities only a drawn thing has: "the shaded area", "the fitted lines", "the vertical axis". */
const DRAWN = new Set([
  "shaded", "fitted", "dashed", "dotted", "solid", "grey", "gray", "red", "blue", "green", "black", "orange", "purple",
  "vertical", "horizontal", "thick", "thin", "coloured", "colored", "stacked", "upper", "lower", "left", "right", "top",
  "bottom", "leftmost", "rightmost", "diagonal", "filled", "hollow", "bold", "smooth", "smoothed", "magenta", "cyan",
  // A shade: "the light green line", "the dark blue curve".
  "light", "dark", "pale", "bright", "yellow", "pink", "brown", "violet", "white",
]);
/** Words before a figure's head that place it without naming it: "the first plot", "the resulting output". */
const PLACING = new Set(["first", "second", "third", "last", "final", "next", "previous", "above", "following", "resulting", "same", "whole", "new", "bottom", "top", "left", "right", "upper", "lower"]);
/** What may follow a noun phrase of the question that ends it: a verb, a preposition, a negation. */
const FIGURE_NP_ENDS = /^(?:is|are|was|were|be|been|can|could|will|would|should|may|might|must|has|have|had|does|do|did|not|of|in|on|at|by|with|from|to|for|into|as|and|or|when|if|that|which|than|after|before)$/i;

/**
 * A question that asks of a figure, a program's output or a numbered step of the text as if the reader saw it, or
 * undefined. Rules of English: "the graph", "the output", "the shaded area", "the vertical axis" with nothing that
 * says which figure or whose output refer to a drawing or a printout next to the sentence ("Why are the lines in the
 * graph not parallel?", "How are the year columns in the output disambiguated?"), and "Step 2", "lines 8 and 9" to a
 * numbered list or listing; the question alone does not carry them. Kept: a figure named by its kind ("the profile
 * pairs plot", "the horizontal lines in the coefficient plots") or by what it is of ("the output of `git log`").
 */
export function figureReference(question: string): string | undefined {
  const numbered = /\b(?:[Ss]teps?|[Ll]ines?) \d+(?:\s*(?:[-–]|to|and)\s*\d+)?\b/.exec(question);
  if (numbered) return `"${numbered[0]}" is a numbered step or line of the text, which the question does not give`;
  // "What is function 6?", "What does model 2 add?": a plain noun numbered by the text labels one of its own test
  // functions, models or equations, which the question does not give ("version 2", "Python 3" are names).
  const label = NUMBERED_LABEL.exec(question);
  if (label) return `"${label[0]}" is a label the text numbers its own cases by, which the question does not give`;
  // "What does the 1st column indicate?", "What does column 2 show?": a table's column or row by its place, with no
  // table named after it ("the 2nd column of the `frob` table" says which).
  const place = /\b(?:the (?:\d+(?:st|nd|rd|th)|first|second|third|fourth|fifth|last|next) (?:column|row)s?|(?:columns?|rows?) \d+(?:\s*(?:[-–]|to|and)\s*\d+)?)\b(?! (?:of|in) (?:the )?(?:`[^`]+`|[A-Z][\w.-]*|\S+ table))/i.exec(question);
  if (place) return `"${place[0]}" is a column or row of a table the question does not name`;
  const text = question.replace(/`[^`]*`/g, " CODE ").replace(/"[^"]*"|“[^”]*”/g, " CODE ");
  const tokens = text.replace(/\?$/, "").split(/\s+/).filter(Boolean);
  // "What does the vertical axis plot?": the last word is the verb; "How are the … disambiguated?": its participle.
  const verbLast = /^(?:what|which|who|how|where|when|why)\s+(?:does|do|did|can|will|could|should|would|may|must)\b/i.test(text);
  const passive = /^(?:what|which|who|how|where|when|why)\s+(?:is|are|was|were)\b/i.test(text) && /[a-z](?:ed|en)$/.test(tokens[tokens.length - 1] ?? "");
  for (let at = 0; at < tokens.length; at++) {
    if (tokens[at]!.toLowerCase() !== "the") continue;
    const phrase: string[] = [];
    for (let end = at + 1; end < tokens.length - (verbLast || passive ? 1 : 0) && phrase.length < 3 && /^[a-z][a-z-]*$/.test(tokens[end]!) && !FIGURE_NP_ENDS.test(tokens[end]!); end++) {
      // "Why do the bars in the chart differ …?": with do-support the subject ends before the main verb.
      // "What does the bottom left plot evaluate?": a figure's head that is also a verb ("plot", "chart") right before
      // the question's last verb is the head, not the verb.
      const headBeforeVerb = FIGURE_HEADS.has(tokens[end]!) && end === tokens.length - 2;
      if (verbLast && phrase.length > 0 && isKnownVerb(tokens[end]!) && !headBeforeVerb) break;
      phrase.push(tokens[end]!);
    }
    for (let length = phrase.length; length >= 1; length--) {
      const after = tokens[at + 1 + length];
      const ends = after === undefined || FIGURE_NP_ENDS.test(after) || ((verbLast || passive) && at + 1 + length === tokens.length - 1) || (verbLast && length === phrase.length && isKnownVerb(after));
      if (!ends) continue;
      const head = phrase[length - 1]!;
      const modifiers = phrase.slice(0, length - 1);
      // "the output of `git log`", "the plot from plot(fit)": a complement with a name says which.
      const named = after !== undefined && /^(?:of|from|for|by)$/i.test(after) && /CODE|[A-Z_.()\d]/.test(tokens.slice(at + 2 + length).join(" "));
      const figure = FIGURE_HEADS.has(head) && modifiers.every((word) => PLACING.has(word) || DRAWN.has(word));
      // "the horizontal lines in the coefficient plots": the part of a figure its complement names.
      const part = FIGURE_PARTS.has(head) && modifiers.length > 0 && modifiers.every((word) => DRAWN.has(word) || PLACING.has(word)) && modifiers.some((word) => DRAWN.has(word));
      const ofNamedFigure = after !== undefined && /^(?:in|on|of)$/i.test(after) && tokens[at + 2 + length]?.toLowerCase() === "the" && !figureReference(tokens.slice(at + 2 + length).join(" "));
      if (!named && (figure || (part && !ofNamedFigure))) return `"the ${phrase.slice(0, length).join(" ")}" is of a figure or an output the question does not give`;
      break;
    }
  }
  return undefined;
}

/**
 * An answer that describes a drawing: "the dashed magenta line should approximately match the solid blue line". A part
 * named only by how it is drawn is of one figure next to the sentence; the answer holds for that figure, not for what
 * the question asks in general. A part with a word that names its kind ("the horizontal tick labels") is left alone.
 */
export function drawnAnswer(answer: string): string | undefined {
  for (const match of answer.matchAll(/\bthe((?:\s+[a-z-]+){1,3})\b/gi)) {
    const words = match[1]!.trim().split(/\s+/);
    for (let length = words.length; length >= 2; length--) {
      const head = words[length - 1]!;
      const modifiers = words.slice(0, length - 1);
      if (FIGURE_PARTS.has(head) && modifiers.every((word) => DRAWN.has(word)) && modifiers.some((word) => DRAWN.has(word) && !PLACING.has(word))) {
        return `"the ${words.slice(0, length).join(" ")}" in the answer is a part of a figure the question does not give`;
      }
    }
  }
  return undefined;
}

/**
 * "What happens if the columns were height and width?": a conditional in the subjunctive ("if … were") supposes
 * something against the text's running example; read alone, the question does not say which example it departs from.
 */
export function hypothetical(question: string): string | undefined {
  const supposed = /\bif\b[^?]*\bwere\b/i.exec(question);
  return supposed ? `"${supposed[0]}" supposes against an example the question does not give` : undefined;
}

/** Adjectives that relate a thing to another said before it: subsequent to what, the initial state of what. */
const RELATIONAL = "subsequent|further|additional|remaining|previous|preceding|later|earlier|prior|initial|former|latter";
/** A condition clause of the question: "if you add subsequent events", "when a later call fails". */
const CONDITION_CLAUSE = /\b(?:if|when|whenever|unless|once)\b([^?]*)\?$/i;
const RELATIONAL_WORD = new RegExp(`\\b(${RELATIONAL}) (?!(?:of|to|than|from)\\b)[a-z]+`, "i");
/** Placeholders a syntax line writes in capitals: "KEY=VALUE", "--output FILE", "NAME [ARGS…]". */
const METAVARIABLES = /^(?:VALUE|VALUES|KEY|NAME|PATH|FILE|FILES|DIR|DIRECTORY|ARG|ARGS|ARGUMENT|OPTION|OPTIONS|STRING|NUMBER|NUM|N|X|EXPR|PATTERN|CMD|COMMAND|URL|HOST|PORT|ID|TYPE|FORMAT|LEVEL|SIZE|TEXT|WORD|LIST|SPEC|TARGET|SOURCE|DEST)$/;
/** Code names that are stand-ins of an example, not names of the API: `variable`, `foo`, `bar`. */
const PLACEHOLDER_CODE = /`(?:variable|var|foo|bar|baz|qux|quux|something|thing|whatever|myVar|my_var)`/;

/**
 * "What happens if you add subsequent events?" (subsequent to events deferred in the sentence before), "What happens
 * if an error occurs?" → "changes are rolled back to the initial state" (the state before the block the sentence
 * before opened), "What happens if `variable` is sometimes a number?" (the example's stand-in): a condition whose
 * clause or outcome relates to something said before ("subsequent", "further", "remaining", "the initial state"), or
 * that names the example's placeholder, does not say what it hangs on. Kept: a complement that says of what
 * ("subsequent to the first call", "the initial state of the buffer"), and "original" (the original source, a term).
 */
export function relationalCondition(question: string, answer: string): string | undefined {
  const placeholder = PLACEHOLDER_CODE.exec(question);
  if (placeholder) return `"${placeholder[0]}" is an example's stand-in name, not a name of the document's API`;
  // "What happens if `VALUE` is omitted?": a syntax's metavariable (of "KEY=VALUE", "--file FILE") stands for what
  // its option takes; without the option, which value is not said.
  const metavariable = /^What happens (?:if|when) `([A-Z][A-Z_]*)`/.exec(question);
  if (metavariable && METAVARIABLES.test(metavariable[1]!)) return `"${metavariable[1]}" is a syntax's placeholder; the question does not say of which option`;
  const clause = CONDITION_CLAUSE.exec(question.replace(/^In [^,]+, /, ""));
  if (!clause) return undefined;
  const read = RELATIONAL_WORD.exec(clause[1]!) ?? RELATIONAL_WORD.exec(answer);
  return read ? `"${read[0]}" relates the condition to something said before its sentence` : undefined;
}

/**
 * "What does maxLik check?" — "the presence of the attribute": an answer that is a noun "of" a definite generic noun
 * ("the attribute", "the option", "the field") the question does not name points back at the one the sentence before
 * named; read alone, it says of which nothing.
 */
export function danglingGeneric(question: string, answer: string): string | undefined {
  const read = /^(?:the|a|an) [a-z-]+ of the ([a-z]+)$/.exec(answer.trim());
  if (!read || !GENERIC_NOUNS.has(read[1]!) || new RegExp(`\\b${read[1]!}\\b`, "i").test(question)) return undefined;
  return `"the ${read[1]!}" of the answer points back at one the question does not name`;
}

/**
 * "What will a return value of 1 cause?", "What does an exit code of 2 mean?", "What does a value of "False" indicate?":
 * a value given by its number or truth alone is
 * some call's or program's, named in the sentence before ("returning a non-zero value from the callback function");
 * read alone, the question says of which nothing. Kept: a question that names whose ("of 1 from the callback", a name
 * in code).
 */
export function unownedValue(question: string): string | undefined {
  // "What does a value of "False" indicate?" (jpylyzer's manual): a truth value in quotes is some element's or
  // setting's, named in the sentence before.
  const read = /\b(?:a|an|the) ((?:return|exit|error|status) (?:value|code|status)) of -?\d+(?:\.\d+)?\b/i.exec(question)
    ?? /\b(?:a|the) (value) of ["'“‘](?:true|false|yes|no|none|null|nil|on|off)["'”’](?![\w])/i.exec(question);
  if (!read || question.includes("`") || /\b(?:from|returned by|of the|of a|of an|for|in)\b/.test(question.slice(read.index + read[0].length))) return undefined;
  return `"${read[1]}" of no call or program: the sentence before says whose`;
}

/** Participles that make a thing out of the running example's data: "the transformed series", "the fitted model". */
const EXAMPLE_RESULT = "transformed|simulated|generated|estimated|fitted|sampled|smoothed|filtered|predicted|differenced|aggregated|standardi[sz]ed|rescaled|reshaped|subsetted|imputed|resampled|detrended|lagged";
/** Plain nouns of data and models, which only the example says which of. */
const EXAMPLE_DATA = "series|data|dataset|data set|process|processes|model|models|values|sample|samples|object|objects|matrix|matrices|vector|vectors|coefficients|parameters|residuals|table|frame|variables?|distribution|observations";
const EXAMPLE_OBJECT = new RegExp(`\\bthe (?:${EXAMPLE_RESULT}) (?:${EXAMPLE_DATA})\\b(?!\\s+(?:of|from|for|by|returned|produced)\\b)`, "i");
/**
 * "What is the transformed series?", "What does the simulated process follow?": a definite plain noun of data or a
 * model that a participle makes out of something ("transformed", "simulated", "fitted", "estimated") is the running
 * example's object, which the question, read alone, does not name. Kept: a complement that says of what ("the fitted
 * values of a linear model") and a name in place of the plain noun ("the fitted scus object").
 */
export function exampleObject(question: string): string | undefined {
  const read = EXAMPLE_OBJECT.exec(question);
  return read ? `"${read[0]}" is the running example's object, which the question does not name` : undefined;
}

/**
 * "What is the variable type?" of a data set's variable `type`: a kind followed by a plain word that is also an
 * attribute every such thing has (type, name, value, size …) reads as that attribute ("the type of the variable"), not
 * as the thing named so. Kept: the name marked as code ("the variable `type`") and other names ("the variable benefit").
 */
const ATTRIBUTE_READING =
  /\bthe (?:variable|column|field|argument|parameter|option|attribute|setting) (?:type|name|value|size|length|class|mode|format|level|order|kind|index|key|id)\b(?=\s*(?:\?|$|(?:is|are|was|does|do|can|will)\b))/i;
export function attributeReading(question: string): string | undefined {
  const read = ATTRIBUTE_READING.exec(question);
  return read ? `"${read[0]}" reads as an attribute of the thing, not the thing named so` : undefined;
}

/**
 * The example classes a text defines in its code: "class Person(Model):", "class Order(Base):" (a one-word name with a
 * base class: a tutorial's own model, not its library's API). Lower-cased: the prose calls their rows "a person".
 */
export const exampleClasses = perText((text: ReadonlyMap<number, string>): ReadonlySet<string> => {
  const names = new Set<string>();
  for (const line of text.values()) for (const match of line.matchAll(/\bclass ([A-Z][a-z]+)\s*\(\s*[A-Za-z]/g)) names.add(match[1]!.toLowerCase());
  return names;
});

/**
 * The objects a text's running example makes in its own code: "> fit.lm <- lm(y ~ x)", "R> res2 <- calibrate(…)",
 * ">>> tree_a = build()" (an assignment at a console prompt, or by R's arrow). Only names that read as code (a dot, an
 * underscore, a digit or an inner capital) are kept: "model <- lm(…)" names a plain word the prose uses of anything.
 */
export const exampleVariables = perText((text: ReadonlyMap<number, string>): ReadonlySet<string> => {
  const names = new Set<string>();
  for (const raw of text.values()) {
    const prompted = /^\s*(?:>>>|R>|>)\s*([A-Za-z][\w.]*)\s*(?:<-|=(?![=>]))/.exec(raw);
    const arrow = /^\s*([A-Za-z][\w.]*)\s*<-\s*\S/.exec(raw);
    const name = (prompted ?? arrow)?.[1];
    if (name && /[._\d]|[a-z][A-Z]/.test(name.slice(1))) names.add(name);
  }
  // The prose's own example names its things and gives them short names in parentheses: "were flying over Minneapolis
  // (MS)", "the closest point on the planned route (p)". The place, its short name, the thing ("the planned route")
  // and its letter (asked as 'p') are the example's; read alone, a question does not say which flight they are of.
  const prose = [...text.values()].join(" ").replace(/(\p{Ll})- (\p{Ll})/gu, "$1$2").replace(/\s+/g, " ");
  for (const match of prose.matchAll(/(?<=\b[a-z]+ )(\p{Lu}\p{Ll}{2,}) \((\p{Lu}{1,2})\)/gu)) {
    names.add(match[1]!);
    names.add(match[2]!);
  }
  // Not the letters of an enumeration inside a sentence ("(a) …, (b) …", "(i) …").
  for (const match of prose.matchAll(/\b(the (?:[a-z-]+ ){1,2}[a-z-]+) \(([e-hj-uw-z])\)/g)) {
    names.add(match[1]!);
    names.add(`'${match[2]!}'`);
  }
  return names;
});

/** Kind words that say what a quoted letter is: "the mode 'r'", "the flag 'x'". */
const LETTER_KINDS = /\b(?:mode|modes|flag|flags|option|options|letter|letters|character|characters|format|key|keys|code|codes|type|specifier|switch|command|value|argument|parameter|suffix|prefix|unit)\s*$/i;

/**
 * "What is Calibrate.X3?" beside "> Calibrate.X3 <- calibrate(…)": the name is the running example's object, made by
 * the text's own code, not a name of the package; what it holds is that one run's. Kept: a question that says what
 * kind of thing the name is ("What is the model lm1?" — the text's sentence defines the model), or that gives the
 * assignment itself ("What is `r.status` after `r = get(…)`?").
 */
export function exampleVariable(question: string, variables: ReadonlySet<string>): string | undefined {
  if (/`[^`]*(?:<-|[^=!<>]=[^=])[^`]*`/.test(question)) return undefined;
  // "the distance from 'p' to MS": a quoted single letter with no kind word before it is a name the text's example
  // gives a thing of its own ("the point (p)"), not a name of the document's subject.
  const prose = question.replace(/`[^`]*`/g, " CODE ");
  for (const letter of prose.matchAll(/['‘"“]([A-Za-z])['’"”]/g)) {
    if (!LETTER_KINDS.test(prose.slice(0, letter.index))) return `"${letter[0]}" is a name the text's example gives a thing of its own`;
  }
  for (const name of variables) {
    // "the planned route" (a phrase of the example's), "'p'" (its letter, matched above when quoted).
    if (name.startsWith("'")) continue;
    if (name.includes(" ")) {
      if (` ${question.toLowerCase()} `.includes(` ${name} `)) return `"${name}" is a thing of the text's own example`;
      continue;
    }
    const escaped = name.replace(/[.$]/g, "\\$&");
    const named = new RegExp(`(?<![\\w.])(\\w+\\s+)?\`?${escaped}(?![\\w.]*\\()(?!\\w|\\.\\w)`).exec(question);
    if (!named) continue;
    if (named[1] && EXAMPLE_KINDS.test(named[1].trim())) continue;
    return `"${name}" is an object the text's own example code makes`;
  }
  return undefined;
}

/** Kind nouns that introduce a name as what it is: "the model lm1", "the data frame df_2", "the object fit.a". */
const EXAMPLE_KINDS = /^(?:model|fit|frame|object|table|matrix|vector|list|variable|dataset|data|tree|function|class|array|graph|series)$/i;

/**
 * "How can you add a person?" in a tutorial whose code defines `class Person(Model)`: the question's plain noun is a
 * row of the running example's model, which the question, read alone, does not name; "a person" reads as anyone.
 */
export function exampleModel(question: string, classes: ReadonlySet<string>): string | undefined {
  const plain = question.replace(/`[^`]*`/g, " ");
  for (const match of plain.matchAll(/\b(?:a|an|the|new|each|every|another)\s+(?:new\s+)?([a-z]+)\b/g)) {
    const word = match[1]!;
    // "a person", "the persons", "new boxes": the class's name, or its plural.
    const name = [word, word.replace(/s$/, ""), word.replace(/es$/, "")].find((form) => classes.has(form));
    if (name) return `"${match[0]}" is a row of the running example's class ${name.charAt(0).toUpperCase()}${name.slice(1)}`;
  }
  return undefined;
}

/**
 * "How is the focus on smaller models evidenced?" — "by charting the best 1,000 models": how a claim is evidenced,
 * illustrated or shown asks how the text argues it, and its answer is the text's own example or figure, not a fact of
 * the thing. ("How is the option supported?" asks of the thing and stays.)
 */
const DEMONSTRATED = /^how (?:is|are|was|were|can|could) .+ (?:be )?(?:evidenced|illustrated|demonstrated|shown|visuali[sz]ed|confirmed|highlighted|depicted|exemplified|underlined|corroborated)\?$/i;
export function demonstration(question: string): string | undefined {
  return DEMONSTRATED.test(question.trim()) ? "it asks how the text shows a claim: the answer is the text's own example" : undefined;
}

/**
 * "What does the result Shrinkage-Stats report?" — "a shrinkage factor of 0.961": a figure below one with two decimals
 * or more is an estimate, a probability or a statistic printed by one run of the text's example, which the question
 * does not give; read alone, it asks what holds for that run only. Kept: a version ("version 0.12").
 */
const PRINTED_FIGURE = /(?<![\w.])0\.\d{2,}(?![\d.])/;
/** "What does the `pxunit` key default to?" → "`'0.75bp'`": a default is declared by the text, not printed by a run. */
const DEFAULT_ASKED = /\bdefaults? to\?$|\bdefault value of\b/i;
export function printedFigure(answer: string): string | undefined {
  const read = PRINTED_FIGURE.exec(answer);
  if (!read || /\b(?:version|release|v|r)\s*$/i.test(answer.slice(0, read.index))) return undefined;
  return `the answer's figure ("${read[0]}") is printed by one run of an example the question does not give`;
}

/** Superlatives that pick one out of a set: "the southern-most point", "the largest value", "the most useful option". */
const SUPERLATIVE =
  "[a-z]+-most|(?:north|south|east|west|upper|lower|inner|outer|top|bottom|left|right|utter)most|(?:most|least)\\s+[a-z]{3,}|largest|smallest|highest|lowest|greatest|longest|shortest|nearest|closest|farthest|furthest|biggest|widest|narrowest|deepest|fastest|slowest|earliest|oldest|newest|cheapest|simplest|easiest|hardest|strongest|weakest";
/** What, after a superlative's noun, says of which set: "of the route", "in a vector", "among them", "to use", "possible". */
const SUPERLATIVE_SET = /^\s*(?:of|in|among|for|on|from|to|that|which|than|possible|between|along|within|across|at|by|with|under|over|per|ever|available|supported)\b/i;

/**
 * A noun whose owner the question does not say, or undefined. Rules of English:
 *   - "What will a value of 2 display?": a bare number as "a value of N" is a value of a setting or argument the sentence
 *     before named; without "for X" the question does not say whose;
 *   - "What are default values used for?": bare "default values", "default settings" are of the thing the section is
 *     about (an alarm's attributes), which the question does not name;
 *   - "What is the southern-most point?", "What is the largest value?": a superlative picks one out of a set, and with
 *     no "of …", "in …" the question does not say which set;
 *   - "What can you use to generate random sequence instead?", "… as well?", "What does X also need?": "instead" (of
 *     what the sentence before did), "as well", "also" point back at something said before.
 * Code spans and quotations are read as names, never as these words. Applied after a question is said in its section's
 * scope (facts.ts): a question scoped to its function or section ("In `f()`, how can you use a server instead?") says.
 */
export function unsaidOwner(question: string): string | undefined {
  // A question said in its section's scope ("In [report] precision, what will a value of 2 display?") says whose.
  if (/^In [^,]+, /.test(question.trim())) return undefined;
  const q = question.trim().replace(/`[^`]*`|"[^"]*"|“[^”]*”|'[^'\s][^']*'/g, "CODE");
  const value = /\b(?:a|the) value of -?\d[\d.]*(?![\w.])/i.exec(q);
  if (value && !/^\s*(?:for|in|of|to|with|on)\s/i.test(q.slice(value.index + value[0].length))) return `"${value[0]}" does not say of which setting or argument`;
  const defaults = /^(?:what|how|why|when|where|which)\s+(?:is|are|was|were|do|does|can|will|should)\s+(default\s+(?:values|settings|options|parameters|arguments))\b(?!\s+(?:of|for|in)\b)/i.exec(q);
  if (defaults) return `"${defaults[1]}" does not say of what`;
  // "What does code 0 mean?" (of "… returns code 0 if the firewall is loaded"): a return or exit code is some
  // command's or action's, which the question must name.
  // Not "exit code 1" on a command's own page, which is that command's.
  const code = /(?<!\b(?:return|exit|status|error|HTTP)\s+)\b(?:(?:a|the)\s+)?code\s+-?\d+(?![\w.])/i.exec(q);
  if (code && !/^\s*(?:for|in|of|from|to|with|on)\s/i.test(q.slice(code.index + code[0].length)) && !/\bCODE\b/.test(q) && !/\b(?:action|command|function|script|program|call|method|tool)\b/i.test(q)) return `"${code[0]}" does not say of which command or action`;
  // "What does the default value of `0` mean?": a default is some setting's or argument's, which the question must name.
  // A default "of `timeout`" names its owner; one "of `0`" or "of TRUE" is a literal value.
  const defaultOf = /\bthe default value (?:of )?(?:`(?:-?\d[\d.]*|TRUE|FALSE|true|false|NULL|null|None|nil|NA)`|-?\d[\d.]*|TRUE|FALSE)(?![\w.])/.exec(question.trim());
  if (defaultOf && !/^\s*(?:for|in|of|to|with|on)\s/i.test(question.trim().slice(defaultOf.index + defaultOf[0].length))) return `"${defaultOf[0]}" does not say of which setting or argument`;
  // "Which two values are defined?" (of "Two values are defined: unit and precision."): a count of things of a generic
  // kind, said of nothing, is some part's of the text, which the question must name.
  const counted = new RegExp(`^which\\s+(?:${COUNT_WORDS})\\s+((?:values|settings|options|parameters|arguments|fields|properties|items|elements|things|parts|components|types|kinds|variables|attributes|keys|entries|modes|levels|steps)\\s+(?:are|were)\\s+(?:defined|specified|given|needed|required|set|used|available|accepted|supported|provided))\\?$`, "i").exec(q);
  if (counted) return `"${counted[1]}" does not say of what`;
  // Only as the subject ("What is the southern-most point?", "What does the largest value mean?"): a superlative later in
  // the question ("to find the shortest Hamiltonian path") is of the set its verb's object names.
  const superlative = new RegExp(`^(?:what|which|how|why|where|when)\\s+(?:is|are|was|were|does|do|did|can|will|should|must)\\s+(the\\s+(?:${SUPERLATIVE})(?:\\s+[a-z][a-z-]*){1,2})(?=\\s*\\?$|\\s+(?:[a-z]+)\\?$)`, "i").exec(q);
  if (superlative && !SUPERLATIVE_SET.test(q.slice(superlative.index + superlative[0].length))) return `"${superlative[1]}" does not say of which set`;
  // "What does the <name> correspond to?" (of CMake's add_library, whose several signatures each take a <name>), "What
  // may the <seqfile> contain?": a placeholder is some command's or signature's, which the question must name. Not a
  // markup element ("the <metadata> element").
  const placeholder = /\bthe <[a-z][\w-]*>(?!\s+(?:element|tag|attribute|directive|block|node|section)s?\b)/i.exec(question);
  if (placeholder) return `"${placeholder[0]}" does not say of which command or signature`;
  // "What happens if no output file is given as second argument?": an argument by its place is some call's.
  const ordinal = /\b(?:first|second|third|fourth|last)\s+(?:argument|parameter|operand)\b(?!\s+(?:of|to|for|in)\b)/i.exec(q);
  if (ordinal && !/\bCODE\b/.test(q)) return `"${ordinal[0]}" does not say of which call`;
  // "When is an IndexError raised?" (of "An IndexError is raised if the index cannot be found." under a method's
  // entry): an exception is some call's, which the question must name.
  const raised = /^[Ww]hen (?:is|are|will) (?:an? |the )?([A-Z]\w*(?:Error|Exception|Warning))(?: be)? (?:raised|thrown)\?$/.exec(q);
  if (raised) return `"${raised[1]}" is raised by some call the question does not name`;
  const back = /\binstead\b(?!\s+of\b)|\bas well\b(?!\s+as\b)|\balso\b(?!\s+(?:called|known|named|referred|termed|spelled|written)\b)/i.exec(q);
  if (back) return `"${back[0]}" points back at something said before the question's sentence`;
  return undefined;
}

/** How many sentences before the answer's own a definite subject may point back to. */
const ANAPHORA_REACH = 2;

/**
 * The sentences just before `sentence` in its paragraph: those of the evidence before it, and before them those of the
 * lines above the evidence up to a blank line or a heading (at most four lines).
 */
function sentencesBefore(text: ReadonlyMap<number, string>, start: number, evidence: string, sentence: string): string {
  const above: string[] = [];
  for (let line = start - 1; line >= 1 && above.length < 4; line--) {
    const raw = text.get(line);
    if (raw === undefined || !raw.trim() || /^\s*(?:#|[=\-~^*]{3,}\s*$)/.test(raw)) break;
    above.unshift(raw);
  }
  const at = evidence.indexOf(sentence);
  const prose = `${proseText(above)} ${at > 0 ? evidence.slice(0, at) : ""}`.trim();
  return splitSentences(prose).slice(-ANAPHORA_REACH).join(" ");
}

/**
 * Kinds of a named thing: "the function rollapply", "the rgenoud package", "the check function", "the variable chas"
 * name which one.
 */
const NAMED_KINDS = /^(?:package|packages|function|functions|method|methods|variable|variables|class|classes|argument|arguments|option|options|parameter|parameters|command|commands|module|modules|attribute|attributes|field|fields|macro|macros|operator|operators|keyword|keywords|flag|flags|property|properties)$/;
/** What, after the subject's noun, says which one: "the first row of X", "the methods for dense matrices". */
const QUALIFIER = /^(?:of|for|in|on|from|with|at|between|among|within|under|per)$/;

/**
 * The question's definite subject when the sentence just before its own introduced it as one of a kind, or
 * undefined. A rule of English: "the N" right after a sentence that said "a N", "its Ns", "a borg N" or "the rndc N"
 * refers to that one N ("rndc requires … the rndc configuration file. … If the configuration file is not found, …";
 * "it matches any of its clauses. If the clause begins with -, …"; "Thus, the first row of X …. If the first row is
 * simply zero, …"), and the question, read without that sentence, does not say which. A sentence before that already
 * said "the N" plainly ("The exchange type defines …", "the dispatcher looks for …") used it as the text's own term, and
 * so may the question. Only plain words are read (a code span, a capital, a digit names the thing); a subject the
 * question qualifies ("the methods for dense matrices"), one that names its thing by kind ("the function rollapply",
 * "the check function") and a phrase of the document's title are kept. The phrase ends before the question's last verb
 * ("What does the key block define?"), a passive's participle ("How are the confidence intervals constructed?") or a
 * verb after it ("… if the clause begins with -?").
 */
export function anaphoricSubject(question: string, before: string, title?: string): string | undefined {
  const tokens = question.trim().replace(/\?$/, "").split(/\s+/);
  const definite = tokens.findIndex((token) => token.toLowerCase() === "the");
  if (definite < 0 || definite > 4 || !before.trim()) return undefined;
  const verbLast = VERB_LAST_QUESTION.test(question.trim()) && definite === 2;
  const passive = PASSIVE_QUESTION.test(question.trim());
  const words: string[] = [];
  // "What does the interface pattern consist of?": a verb's particle comes after the verb.
  const end = verbLast ? tokens.length - (NP_STOP.has(tokens[tokens.length - 1]!) ? 2 : 1) : tokens.length;
  for (let at = definite + 1; at < end && words.length < 4; at++) {
    const token = tokens[at]!;
    if (!/^[a-z][a-z-]*$/.test(token) || NP_STOP.has(token)) break;
    if (words.length > 0 && !verbLast && ((passive && PARTICIPLE.test(token)) || isKnownVerb(token))) break;
    words.push(token);
  }
  const after = definite + 1 + words.length;
  const next = tokens[after];
  // Stopped on a word the phrase does not end before (a name, a number): the subject is more than plain words.
  if (words.length === 0 || (next !== undefined && after < end && !/^[a-z][a-z-]*$/.test(next))) return undefined;
  if (next !== undefined && QUALIFIER.test(next) && after + 1 < tokens.length) return undefined;
  if (words.length > 1 && words.some((word) => NAMED_KINDS.test(word))) return undefined;
  // "… if the root directory exists?": a verb the lexicon does not know ends the question after the phrase; read
  // either way.
  const readings = words.length > 1 && after === tokens.length && /[^s]s$|ed$/.test(words[words.length - 1]!) ? [words, words.slice(0, -1)] : [words];
  const extra = "(?:[\\w'’-]+\\s+)";
  for (const reading of readings) {
    const head = reading[reading.length - 1]!.replace(/(?<=ch|sh|x|ss)es$|(?<!s)s$/, "");
    const phrase = `${[...reading.slice(0, -1), head].map((word) => word.replace(/[-]/g, "\\-")).join("\\s+")}(?:es|s)?`;
    if (title !== undefined && new RegExp(`\\b${phrase}\\b`, "i").test(title)) return undefined;
    const introduced = [
      // One of a kind: "a configuration file", "an interface pattern", "its clauses", "a borg backup repository".
      new RegExp(`\\b(?:a|an|its|their|his|her|your|each|every|any|one|[\\w-]+['’]s)\\s+${extra}{0,2}${phrase}\\b`, "i"),
      // A definite mention more specific than the question's: "the rndc configuration file", "the first row of X".
      new RegExp(`\\bthe\\s+${extra}{1,3}${phrase}\\b`, "i"),
      new RegExp(`\\bthe\\s+${phrase}\\s+of\\s+\\S`, "i"),
    ];
    if (introduced.some((pattern) => pattern.test(before))) return `"the ${reading.join(" ")}" is the one the sentence before introduced, which the question does not say`;
  }
  return undefined;
}

/**
 * A reusable judge for one read text. Returns a reason when the question needs the text before its sentence,
 * undefined when it stands alone. `title` and the heading over the evidence may name a generic phrase.
 */
export function contextJudge(
  text: ReadonlyMap<number, string>,
  title?: string,
  headingOf: (line: number) => string | undefined = () => undefined,
): (fact: { question: string; answer: string; evidence: { start_line: number; end_line: number }[] }) => string | undefined {
  const classes = exampleClasses(text);
  const variables = exampleVariables(text);
  return (fact) => {
    const evidence = proseText(evidenceLines(text, fact.evidence));
    const sentence = answerSentence(evidence, fact.answer);
    // An entry's heading is its signature, not a sentence that calls it: "## function frob.walk(tree, depth=2)" over
    // the description.
    const prose = answerSentence(proseText(evidenceLines(text, fact.evidence).filter((line) => !/^\s*#{1,6}\s/.test(line))), fact.answer);
    const call = LITERAL_CALL.exec(prose.replace(OPTIONAL_ARGUMENT, "x"));
    const callee = call?.[0].slice(0, call[0].indexOf("(")).split(".").pop();
    // A question that quotes the whole call with its arguments ("What does `ms('1d')` return?") asks of those.
    if (callee && callee.length > 1 && new RegExp(`\\b${callee.replace(/[$]/g, "\\$")}\\b`).test(fact.question) && !fact.question.replace(/\s+/g, "").includes(call![0].replace(/\s+/g, ""))) {
      return "its sentence calls with literal arguments: the answer holds for those arguments only";
    }
    const several = oneOfSeveral(fact.question, fact.answer, sentence);
    if (several) return several;
    const comparative = unsaidComparand(fact.question, fact.answer, sentence) ?? pointingOpener(sentence);
    if (comparative) return comparative;
    const presupposes = presupposed(fact.question);
    if (presupposes) return presupposes;
    const figure = figureReference(fact.question) ?? hypothetical(fact.question) ?? relationalCondition(fact.question, fact.answer) ?? danglingGeneric(fact.question, fact.answer) ?? unownedValue(fact.question) ?? exampleObject(fact.question) ?? exampleModel(fact.question, classes) ?? exampleVariable(fact.question, variables) ?? attributeReading(fact.question) ?? drawnAnswer(fact.answer) ?? demonstration(fact.question) ?? (DEFAULT_ASKED.test(fact.question) ? undefined : printedFigure(fact.answer));
    if (figure) return figure;
    const back = POINTS_BACK.exec(fact.question) ?? LIKE_UNSAID.exec(fact.question) ?? OWNED_BY_UNSAID.exec(fact.question);
    if (back) return `"${back[0]}" points back at something said before the sentence`;
    const introduced = anaphoricSubject(fact.question, sentencesBefore(text, fact.evidence[0]?.start_line ?? 0, evidence, sentence), title);
    if (introduced) return introduced;
    const generic = genericSubject(fact.question);
    if (generic) {
      const heading = headingOf(fact.evidence[0]?.start_line ?? 0);
      const named = [title, heading].some((name) => name !== undefined && ` ${normaliseForMatch(name)} `.includes(` ${normaliseForMatch(generic)} `));
      // "When is the optional callback called?" under "### server.close([callback])": a section named by a call says
      // whose, and the fact finder puts the call in front ("In `server.close()`, …", facts.ts `scoped`).
      const callSection = heading !== undefined && sectionCall(heading) !== undefined;
      if (!named && !callSection) return `"the ${generic}" does not say which one: the section before it does`;
    }
    return undefined;
  };
}
