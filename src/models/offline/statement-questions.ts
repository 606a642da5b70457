import { clauseFrom, headingText, innerStop, sentencesOf, type Sentence } from "../../documents/sentences.js";
import { answerPhrase, conditionCut, parallelClauseCut, subjectHoldsVerb } from "./phrase-bounds.js";
import { contentWords } from "../../documents/words.js";
import { usageQuestion } from "./usage-questions.js";
import type { Fact, ReadText } from "./facts.js";
import { answerToObject, generalSplit, opensWithItsVerb, vagueSubject, withFixedComplement, withVerbPreposition, type GeneralSplit } from "./general-questions.js";
import { COUNT_WORDS } from "./context-needs.js";
import { EVENT_ADVERBS, EVENT_PARTICIPLES, holdsFiniteVerb, isKnownVerb, isVerbBase, OFFERED_PARTICIPLES, PASSIVE_PARTICIPLE, PLACED_PARTICIPLES, SENT_TO_PARTICIPLES } from "./verb-lexicon.js";
import { VAGUE_AMOUNT_NOUNS } from "./question-quality.js";
import { LIGHT_VERBS } from "./specificity.js";
import { caseInside, closeUpMarks, finish, LOWERED_STARTS, verbatimAnswer, withoutAsides, withoutReferences, wordCasing, type Casing } from "./prose-questions.js";
import { identifyingFact, LY_NOUNS, namedRelativeFact } from "./identifying-questions.js";
import { beforeDisplayMath, beforeMathClause, holdsMath, shieldMath, SHIELDED, unshieldMath } from "./inline-math.js";
import { ASKED_COMPARATIVE } from "./comparatives.js";
import { perText } from "../../documents/per-text.js";
import { CHANGE_BASE_VERBS } from "./change-questions.js";
import { GTK_DOC_PRIVATE_CONTENT } from "./table-rows.js";

/**
 * Questions about what prose sentences state of a named thing, for text whose facts are not numbers: technical
 * manuals, papers, READMEs. Each shape asks for the part of one sentence that follows a named subject and its verb:
 *   definition:  "The zoo package is an S3 class for …"          → "What is the zoo package?"
 *   purpose:     "The lmer function is used to fit …"             → "What is the lmer function used for?"
 *   action:      "na.approx() replaces each NA with …"            → "What does na.approx() replace?"
 *   default:     "The default value of maxit is 100."             → "What is the default value of maxit?"
 *   defaults to: "The method argument defaults to "REML"."        → "What does the method argument default to?"
 *   comparison:  "Sparse methods are faster than dense ones …"    → "What are sparse methods faster than?"
 *   cause:       "X fails because the matrix is singular."        → "Why does X fail?"
 *   list:        "The main features of lme4 are (1) …, (2) …"     → "What are the main features of lme4?"
 * A subject qualifies only when it names something the reader can find without the sentence: a name, a code
 * identifier, or a noun phrase with a word the document uses rarely. Pronouns, "this", "it" and bare generic nouns
 * ("the model", "the results") never do.
 */

const ACTION_VERBS: Record<string, string> = {
  provides: "provide", returns: "return", computes: "compute", contains: "contain", supports: "support", implements: "implement",
  requires: "require", includes: "include", creates: "create", generates: "generate", converts: "convert",
  produces: "produce", takes: "take", accepts: "accept", stores: "store", defines: "define", specifies: "specify",
  controls: "control", determines: "determine", describes: "describe", represents: "represent", extends: "extend",
  fits: "fit", estimates: "estimate", calculates: "calculate", displays: "display", prints: "print", reads: "read",
  writes: "write", handles: "handle", performs: "perform", offers: "offer", replaces: "replace", removes: "remove",
  adds: "add", applies: "apply", evaluates: "evaluate", selects: "select", measures: "measure", denotes: "denote",
  indicates: "indicate", encodes: "encode", exports: "export", loads: "load", builds: "build", checks: "check",
  combines: "combine", allows: "allow", enables: "enable", covers: "cover", lists: "list", shows: "show",
  "consists of": "consist of", "depends on": "depend on", "relies on": "rely on", "refers to": "refer to",
  comprises: "comprise", involves: "involve", affects: "affect", reduces: "reduce", increases: "increase", decreases: "decrease",
  attracts: "attract", causes: "cause", prevents: "prevent", regulates: "regulate", mediates: "mediate", inhibits: "inhibit",
  activates: "activate", improves: "improve", reflects: "reflect", explains: "explain", predicts: "predict", influences: "influence",
  identifies: "identify", summarizes: "summarize", summarises: "summarise", simplifies: "simplify", emits: "emit", releases: "release",
  means: "mean", maintains: "maintain", lets: "let", helps: "help", permits: "permit", records: "record", tracks: "track", merges: "merge", fetches: "fetch",
  "corresponds to": "correspond to", "is based on": "", "are based on": "",
  uses: "use", ignores: "ignore", raises: "raise", decodes: "decode", downloads: "download", saves: "save",
  expects: "expect", assumes: "assume", modifies: "modify", updates: "update", deletes: "delete", outputs: "output",
  invokes: "invoke", wraps: "wrap", skips: "skip", sends: "send", receives: "receive", parses: "parse", validates: "validate",
  installs: "install", detects: "detect", launches: "launch", excludes: "exclude", ensures: "ensure", encrypts: "encrypt",
  compresses: "compress", restarts: "restart", starts: "start", stops: "stop", rebuilds: "rebuild", reloads: "reload", restores: "restore",
  retries: "retry", throws: "throw", strips: "strip", drops: "drop", preserves: "preserve", coerces: "coerce", signals: "signal",
  "searches for": "search for", "looks for": "look for", "points to": "point to", "stands for": "stand for",
};
const PLURAL_ACTIONS = new Map(Object.entries(ACTION_VERBS).filter(([, base]) => base !== "").map(([, base]) => [base, base]));

/**
 * A predicate that opens with one of the action verbs, as "uses …"; `modal`: or with "will"/"can" ("will use …"), as
 * after a fronted purpose, which the question keeps ("What will rdbnomics use to retrieve the data?"): without one,
 * "cattrs will convert the input data into the type you want, or throw an exception" is a promise, not an object.
 */
function actsOnObject(predicate: string, modal: boolean): boolean {
  const modalVerb = /^(?:will|can) ([a-z]+) /.exec(predicate);
  if (modalVerb) return modal && PLURAL_ACTIONS.has(modalVerb[1]!);
  return Object.keys(ACTION_VERBS).some((form) => /s$/.test(form.split(" ")[0]!) && predicate.startsWith(`${form} `));
}
/**
 * "X is used to Y", "X is typically used for Y": the manner adverb stays in the question ("What is X typically used for?").
 * So what a thing was made for: "The npc utility was created to pre-encode files …" → "What was the npc utility created for?".
 */
const PURPOSE = /^(is|are|was|were|can be|may be) ((?:[a-z]{3,}ly )?(?:used|designed|intended|needed|required|meant|created|developed|written|built)) (to|for) /;
/** "X is computed using Y", "X can be fitted with Y": asked as "How is X computed?" with the means as the answer. */
const MEANS = /^(is|are|was|were|can be|may be) ((?:[a-z]+ly )?[a-z]{3,}(?:ed|en|lt|wn)) ((?:by|using|with|via|through) )/;
/**
 * The person a "by" phrase names as an agent, or undefined: initials and a surname ("by R.W. Sinnott", "by J. Smith"),
 * or surnames with "et al." or a year after them ("by Vincenty (1975)", "by Bates and Maechler in 2010"). "by Newton's
 * method", "by calling fit()" name a means.
 */
/** A person's title before a surname ("Prof. Saunders", "JUSTICE KENNEDY"): for the questioner's agents and the reader's persons. */
export const PERSON_TITLE = String.raw`CHIEF\s+JUSTICE|JUSTICE|Chief\s+Justice|Justice|Judge|Dr\.|Mr\.|Mrs\.|Ms\.|Professor|Prof\.|President|Senator|Governor|Sir`;
/** A paper's citation key after its authors' names: "[PB61]", "[Knu98, p. 12]". */
export const CITATION_KEY = String.raw`\[\p{Lu}[\p{L}+]{0,7}\d{2,4}[a-z]?(?:, [^\]]{1,20})?\]`;

export function personAgent(answer: string): string | undefined {
  // "developed by Prof. Saunders at Stanford": a title before a surname names a person.
  const titled = new RegExp(String.raw`^by ((?:${PERSON_TITLE}) \p{Lu}[\p{Ll}'-]+)(?=$|[\s,;(])(?!\s*['’]s\b)`, "u").exec(answer);
  if (titled) return titled[1]!;
  const initials = /^by ((?:\p{Lu}\.\s?)+\p{Lu}[\p{Ll}'-]+)(?=$|[\s,;(])(?!\s*['’]s\b)/u.exec(answer);
  if (initials) return initials[1]!;
  const cited = /^by (\p{Lu}[\p{Ll}'-]+ et al\.?)/u.exec(answer);
  if (cited) return cited[1]!;
  // A paper's citation key ("[PB61]", "[Knu98, p. 12]") after the names, with or without the year after it.
  const dated = new RegExp(String.raw`^by (\p{Lu}[\p{Ll}'-]+(?: (?:and|&) \p{Lu}[\p{Ll}'-]+)?)(?=(?:\s*${CITATION_KEY})?\s+(?:in|\()\s*\d{4}\b|\s*${CITATION_KEY})`, "u").exec(answer);
  if (dated) return dated[1];
  // "by Cortes & Vapnik for binary classification" (its year an aside, read without it): two surnames joined by "&"
  // are a citation's authors.
  return /^by (\p{Lu}[\p{Ll}'-]+ & \p{Lu}[\p{Ll}'-]+)(?=$|[\s,;(])/u.exec(answer)?.[1];
}

/** "Data from the study was deposited in Dryad" → "Where was data from the study deposited?" */
/**
 * "Milliseconds are stored as decimal values" → "How are milliseconds stored?" with "as decimal values" as the answer.
 * So is how a thing is measured, computed or read: "The frob latency is measured as the time between …", "A blank line
 * is treated as a separator", "The frob index is defined as the ratio of …" say what the thing is taken to be.
 */
const STORED_AS = /^(is|are|was|were) ((?:[a-z]+ly )?(?:stored|kept|saved|written|represented|encoded|distributed|shipped|implemented|recorded|expressed|measured|calculated|computed|defined|treated|interpreted|evaluated|parsed|counted|rendered)) as /;
/** "computed as described in …", "defined as usual", "treated as above": the "as" points at other text, not at a form. */
const AS_POINTING = /^(?:described|shown|given|explained|defined|above|below|before|usual|follows|such|well|much|many|long|soon|far|opposed|noted|mentioned|discussed|in|per|part|if|though|it|this|that|these|those|they)\b/i;
/**
 * A passive with its agent or its source: "X is given by Y", "X is composed of Y", "X is derived from Y", "X is based on
 * Y" → "What is X given by?" (a means in "-ing", "by introducing …", is MEANS's "How is X obtained?").
 */
const AGENT = /^(is|are|was|were) ((?:[a-z]+ly )?([a-z]+(?: up)?)) (by|of|from|on) /;
const AGENT_PARTICIPLES: Record<string, RegExp> = {
  by: /^(?:given|defined|determined|controlled|described|specified|implemented|provided|generated|computed|estimated|represented|denoted|returned|created|handled|maintained|developed|written|passed|replaced|followed|preceded|triggered|caused|affected|limited|bounded|parameterized|parametrized|indexed|identified|signed|owned|managed|inspired|influenced|motivated|funded|sponsored|powered)$/,
  of: /^(?:composed|comprised|made up)$/,
  from: /^(?:derived|obtained|inherited|imported|copied|taken)$/,
  on: /^(?:based|built|founded|modelled|modeled)$/,
};
/**
 * "X is used when …", "X are evaluated after …", "X is ignored if …": a passive of an event (a use, a call, a run) with
 * a clause of its time or condition. Not "is called" (named or invoked: NAMED_AS asks that) and no participle of a
 * state ("is set when", "is true if"), whose clause may say what the state means rather than when it comes about.
 * "also" and "then" stay out of the question: they tie the sentence to the one before.
 */
const PASSIVE_WHEN = new RegExp(`^(is|are) (?:also |then )?((?:(?:${EVENT_ADVERBS}) )?(?:${EVENT_PARTICIPLES})) ((?:only )?(?:when|whenever|if|once|after|before|unless)) `);
/**
 * "GLFW is licensed under the zlib/libpng license.", "Maxima is distributed under the GNU General Public License": the
 * licence a thing comes under, asked as such ("Under which license is GLFW licensed?"). The answer must name a licence.
 */
const LICENSED_UNDER = /^(is|are) ((?:(?:also|currently|now|dual|freely) )?(?:licensed|released|distributed|available|dual-licensed|published|provided|copyrighted)) under /;
const LICENCE_NAME = /\b(?:licen[cs]es?|GPL|LGPL|AGPL|MIT|BSD|Apache|MPL|ISC|Creative Commons|CC[- ]BY|zlib|Artistic|public domain|copyleft)\b/i;
const PLACED_IN = new RegExp(`^(is|are|was|were|can be|should be|must be) ((?:${PLACED_PARTICIPLES.join("|")}) (?:in|at|on|under)|(?:${SENT_TO_PARTICIPLES.join("|")}) to) `);
/**
 * A programming language by its name, as a text says what a program is written in: "Perl", "ISO C++", "pure
 * Python", "Common Lisp". Only known languages: "unit tests are written in Mocha" names a test framework.
 */
export const LANGUAGE_NAME =
  /^((?:(?:ISO|ANSI|standard|pure|modern|portable|plain) ){0,2}(?:C\+\+|C#|C|Objective-C|Java|JavaScript|TypeScript|CoffeeScript|LiveScript|Python|Cython|Perl|Ruby|Rust|Go|Haskell|OCaml|Standard ML|Common Lisp|Emacs Lisp|Lisp|Scheme|Racket|Clojure|Erlang|Elixir|Lua|R|Fortran(?: \d+)?|Julia|Scala|Kotlin|Swift|PHP|Tcl|F#|Ada|Pascal|Prolog|Smalltalk|Dart|Groovy|Vala|Nim|Zig|D|Bash|Shell|POSIX shell|MATLAB|Octave|Assembly|assembly|Assembler|SQL|PL\/SQL|Visual Basic|Eiffel|Forth|Crystal|Elm|PureScript|Idris|Agda|Coq|Mercury|Oberon|Modula-\d|COBOL|Awk|awk|sed))(?=$|[\s,;.])/;
/** What a place after "to" starts with: "sent to the mailing list", "written to /var/log" (not "written to be read"). */
const PLACE_START = /^(?:the|a|an|your|their|its|our|each|every|\p{Lu}|\/|~|`|<|https?:)/u;
/** "Translators are encouraged to use PO editors" → "What are translators encouraged to do?" */
const EXPECTED = /^(is|are) ((?:strongly )?(?:encouraged|expected|required|recommended|advised|supposed|allowed|permitted|obliged|needed)) to /;
/**
 * Verbs of conforming to a contract: "X is required to inherit from Y / implement Z / return a list" says what X must do.
 * Verbs of a task stay a purpose: "Python 3.8 is required to build the documentation" says what Python 3.8 is for.
 */
const OBLIGATION_VERBS = /^(?:inherit|implement|provide|return|define|have|contain|accept|support|extend|override|register|follow|satisfy|comply|conform|match|declare|subclass|expose|raise|yield|call|specify|pass|take)$/;
const NAMED_AS = /^(is|are) ((?:(?:often|usually|commonly|sometimes|also|generally|typically|simply) ){0,2})(called|known as|named|referred to as|denoted by|abbreviated as|available (?:from|in|on|at)) /;
/** "The -m flag is to give the commit log message" → "What is the -m flag for?" */
const IS_TO = /^(is|are) to ([a-z]+) /;
const DEFINITION = /^(is|are) (a|an|the|one of the) /;
/** "is the process of …": a definite definition that says what kind of activity or study its subject is. */
const DEFINING_THE = /^is the (?:process|practice|act|task|art|study|science|technique|method|procedure|operation) of /;
const LIST_COPULA = /^(are|include) /;
// "is concerned with" names a subject matter, as "is related to" does: "What is X concerned with?", not a means's "How".
const RELATION = /^(is|are) ((?:synonymous|similar|equivalent|identical|analogous|analogue|related|proportional|comparable|orthogonal|complementary) (?:with|to)|concerned with|different from|independent of|specific to|limited to|restricted to) /;
const COMPARATIVE = new RegExp(`^(is|are) (${ASKED_COMPARATIVE}) than `);
/** A pronoun, a determiner that points back, or a pronoun's contraction ("it’s annoying to …", set 198's gh vignette). */
const REFERRING = /^(it|its|they|their|this|that|these|those|he|she|we|our|you|your|i|there|here|such|which|who|each|both|all|some|many|most|one|other|another|the former|the latter|(?:it|that|there|here|what|who|let)['’]s|(?:they|we|you)['’](?:re|ve|ll|d)|i['’](?:m|ve|ll|d))$/i;
const GENERIC = new Set([
  "model", "models", "method", "methods", "result", "results", "function", "functions", "data", "approach", "paper", "article",
  "section", "figure", "table", "value", "values", "case", "example", "examples", "user", "users", "way", "problem", "system",
  "package", "argument", "arguments", "option", "options", "following", "first", "second", "last", "same", "above", "below",
  "output", "input", "code", "step", "steps", "time", "number", "set", "type", "form", "part", "term", "terms", "object",
  "author", "authors", "response", "reviewer", "reviewers", "manuscript", "study", "studies", "chapter", "appendix", "editor",
  "work", "analysis", "approach", "discussion", "conclusion", "introduction", "summary", "reader", "readers",
]);
/** Adjectives that judge or rank rather than classify: "a good choice", "a common mistake", "a better way". */
const JUDGING_ADJECTIVES = /^(?:good|better|best|bad|worse|worst|common|typical|usual|simple|simpler|easy|easier|nice|great|key|major|minor|important|useful|possible|potential|obvious|natural|reasonable|sensible|quick|handy|popular|frequent|recommended|preferred|safer|safe|cleaner|clean|general|classic|classical|standard)$/;
/** Heads that stand in for one of several things: "an example", "a case", "a way", "an option". */
const STAND_IN_HEADS = /^(?:example|examples|case|cases|way|ways|thing|things|idea|option|alternative|problem|solution|approach|choice|step|issue|reason|result|consequence|lot|number|kind|sort|bit|note|tip|rule|question|answer|exception|variant|version|workaround|use|usage|feature|pattern)$/;
const POINTING = /^(first|second|third|fourth|fifth|sixth|last|remainder|rest|next|previous|following|former|latter|same|other|above|below|largest|smallest|main|new|current|resulting|corresponding|respective|final|latter|also|just|aforementioned|said|dependent|independent|suitable|appropriate|relevant|sequential|preceding|subsequent|given|specific|particular|actual|original|underlying|remaining|additional|proposed|respective|two|three|four|five|six|seven|eight|nine|ten|both)$/i;
/** What "to" opens when it is a place or a target, not an infinitive: a determiner, a number, a path, code or a name. */
const PLACE_AFTER_TO = /^(?:(?:the|a|an|this|that|these|those|its|their|his|her|our|your|my|each|every|all|some|any|one|two|three|disk|memory|stdout|stderr)\b|[\d/`<$~\p{Lu}]|["'“‘][^"'”’]*[/.][^"'”’]*["'”’])/u;
/** "the npc utility", "the apt tool": a kind of program named by the word before it, as the head of its phrase only ("tool authors" are people). */
export const HEAD_KINDS = /^(?:utility|utilities|tool|tools)$/i;
/** Kinds of software thing a name stands beside ("the zoo package", "the method argument"); also read by facts.ts. */
export const KINDS = /^(package|function|argument|option|parameter|method|class|command|module|library|file|field|variable|column|dataset|operator|flag|setting|attribute|property|interface|keyword|macro|directive|subcommand|endpoint|format)s?$/i;
/**
 * Nouns of a use, a choice or a way of doing: "X is to V" of them says what X is ("the usual approach is to add …"),
 * where of a thing ("the -m flag is to give …") it says what the thing is for.
 */
const ROLE_NOUNS = /^(?:applications?|uses?|usage|settings?|choices?|alternatives?|solutions?|approach(?:es)?|strateg(?:y|ies)|practices?|conventions?|ideas?|plans?|ways?|rules?|tasks?|steps?|jobs?|roles?|recommendations?|techniques?|tricks?|patterns?|workarounds?|remed(?:y|ies)|idioms?|habits?|short-?cuts?|philosoph(?:y|ies)|missions?|visions?|goals?|aims?|purposes?|objectives?|intentions?|principles?|polic(?:y|ies)|mottos?)$/i;

/** The head noun of a subject: its last word before a preposition ("the typical setting for cascade" → "setting"). */
function subjectHead(subjectWords: string[]): string {
  const stop = subjectWords.findIndex((word, at) => at > 0 && /^(?:of|for|in|on|with|from|to|by|at)$/i.test(word));
  return (stop < 0 ? subjectWords : subjectWords.slice(0, stop)).at(-1)!.replace(/^["“‘'`(]+|["”’'`),.]+$/g, "");
}

/** A word followed by one of these is a noun, not the verb: "the fixed-effects estimates can be obtained". */
const AUXILIARY_NEXT = /^(?:can|may|is|are|was|were|will|has|have|had|must|should|would|could|do|does|did)\b/;

/**
 * Verb forms that are plural nouns too ("the method of batch means", "mailing lists", "change records"). Before another
 * verb of the list ("the method of batch means uses batches") such a word ends the subject: it is no verb. A verb
 * that is also such a noun after it ("records updates") leaves the reading open, and the first word stays the verb.
 */
const NOUN_PLURAL_VERBS = new Set(["means", "lists", "records", "outputs", "updates", "measures", "estimates", "signals", "releases", "checks", "loads", "exports", "displays", "builds", "fits"]);

/** Whether the verb form at the start of `rest` is a plural noun followed by the subject's verb ("batch means uses …"). */
function nounBeforeVerb(form: string, rest: string): boolean {
  const next = rest.slice(form.length + 1).split(" ")[0] ?? "";
  return NOUN_PLURAL_VERBS.has(form) && Object.hasOwn(ACTION_VERBS, next) && !NOUN_PLURAL_VERBS.has(next);
}
/** An adjective that judges rather than names: "beneficial", "important", "useful". */
const JUDGEMENT = /^(?:[a-z]+(?:ble|ful|ous|ive|ic|al|ant|ent|ary|less)|good|bad|better|best|worse|worst|easy|hard|difficult|likely|unlikely|true|false|simple|clear|obvious|fine|safe|wise|free|due|able|unable|ready|sure|aware)$/i;
/** A free relative ("what makes it …", "how it is read"): a clause in place of a noun phrase, no definition. */
const FREE_RELATIVE = /^(?:what|how|why|where|whatever|whoever|whichever)\s/i;
/** Adjectives of a label that judges ("an interesting hybrid", "a neat trick") besides JUDGEMENT's. */
/** Adjectives that rate a thing rather than say what it is: "an interesting hybrid", "a good playground for …". */
const LABEL_JUDGEMENT = /^(?:interesting|nice|neat|great|handy|clever|cool|important|surprising|striking|welcome|good|better|best|bad|worse|worst|useful|reasonable|sensible|safe|safer)$/i;
/**
 * Whether the answer is a judging label ("an interesting hybrid", "a useful trick") that a colon in the sentence
 * follows with what it labels: the label names nothing of its own, the content after the colon does.
 */
export function labelBeforeColon(sentence: string, answer: string): boolean {
  const label = /^(?:a|an)\s+(?:(?:very|rather|quite|particularly|really|most)\s+)?([a-z]+)\s+[a-z-]+$/i.exec(answer);
  if (!label || !(JUDGEMENT.test(label[1]!) || LABEL_JUDGEMENT.test(label[1]!))) return false;
  const text = sentence.replace(/\s+/g, " ");
  const at = text.indexOf(`${answer}:`);
  return at >= 0 && /\S/.test(text.slice(at + answer.length + 1));
}
/** How a value opens: a determiner or a number, code, quotes, a path, a capital, or an identifier with its marks. */
const VALUE_START = /^(?:(?:the|a|an|one|two|three|four|five|six|seven|eight|nine|ten)\s|\d|[`"“'</~$]|\p{Lu}|[a-z_]\w*(?:[._-]\w+)+|[a-z_]\w*\(\))/u;
const MAX_SUBJECT_WORDS = 7;
const MIN_ANSWER_WORDS = 2;
const MAX_ANSWER_WORDS = 22;

export function statementFacts(text: ReadText, from: number, to: number): Fact[] {
  const casing = wordCasing(text);
  const rarity = wordRarity(text);
  const facts: Fact[] = [];
  for (const read of sentencesOf(text, { from, to })) {
    // A statement that introduces a code block or a list ends in a colon: it states its fact all the same, unless
    // what it says is only a pointer to what follows ("… as follows:", "… like this:").
    const sentence = read.complete ? read : introducedStatement(read);
    if (!sentence) continue;
    // Inline math ("\\(\\phi \\rightarrow \\infty\\)") is one unit, not an aside in parentheses; display math ends what the
    // sentence states in words (see shieldMath).
    const cleaned = closeUpMarks(withoutAsides(withoutReferences(shieldMath(beforeDisplayMath(sentence.text))))).trim();
    if (cleaned.split(" ").length > 50 || /^[^A-Za-z]*$/.test(cleaned)) continue;
    // A short fronted phrase ("In lme4, …", "By default, …") stays in front of the question: it scopes the fact.
    // "So X does Y", "Then X …": a conclusion or a next step of what was said before, not a fact that stands alone.
    if (/^(?:So|Then)\b,?\s/.test(cleaned)) continue;
    // "Perhaps a test needs a connection to the database": a hedge at the start says the statement may not hold; asked
    // without it ("What does a test need?") the question states as fact what the sentence only supposes.
    if (HEDGE.test(cleaned.replace(DISCOURSE, ""))) continue;
    const unled = cleaned.replace(DISCOURSE, "");
    // What followed a discourse word starts the sentence now: "Normally a Breaks entry …" → "A Breaks entry …".
    const plain = unled === cleaned || !/^(?:a|an|the|there)\s/.test(unled) ? unled : `${unled.charAt(0).toUpperCase()}${unled.slice(1)}`;
    // "From version 2.4, Frob includes …": the version a fact holds from scopes it like any other fronted phrase.
    const intro = /^((?:In|For|With|Within|Under|On|By default|In R|In practice|In particular)(?: [^,]{1,40})?), (?=\S)/.exec(plain) ?? /^(By default) (?=\S)/.exec(plain)
      ?? /^((?:From|As of|Since|Starting (?:with|from)) (?:[A-Z][\w.-]* )?(?:version|release) \d[\w.-]*), (?=\S)/.exec(plain);
    // "In rdbnomics, by default the function curl_fetch_memory … is used to …": a second fronted phrase, "by default",
    // after the first scopes the fact as well.
    const afterIntro = intro ? plain.slice(intro[0].length) : plain;
    const secondDefault = intro && !/^By default$/.test(intro[1]!) ? /^by default,? (?=\S)/.exec(afterIntro) : null;
    const main = beforeMathClause(secondDefault ? afterIntro.slice(secondDefault[0].length) : afterIntro);
    // "The purpose of the present article is to …": a purpose of what the aim shape refuses is asked no other way.
    const aim = aimFact(main, rarity);
    if (aim === "refused") continue;
    const specific = citationFact(withoutReferences(sentence.text).replace(/\s+/g, " ").trim()) ?? defaultFact(main) ?? wayFact(main) ?? aim ?? identifyingFact(main) ?? relativeFact(main) ?? instructionFact(main) ?? byMeansFact(main, read.complete && opensItsLine(text, sentence)) ?? toolFact(main) ?? enumerationFact(main) ?? countedParticipleFact(main) ?? countedListFact(main, casing, rarity) ?? purposeFronted(main, casing, rarity) ?? shapedFact(main, casing, rarity, main === cleaned && /^[a-z]/.test(cleaned)) ?? namedRelativeFact(main) ?? relativeFact(main, true);
    // Only where no specific shape reads the sentence: the general subject–verb–object shape (general-questions.ts).
    // "X uses Y to Z" is asked by its purpose instead (usage-questions.ts): "What does X use?" would take the purpose in.
    const general = specific || usageQuestion(sentence.text) ? undefined : generalFact(main, casing, rarity);
    const found = verbAndObject(specific ?? general, main);
    // "By default, MkDocs uses …" → "What does MkDocs use by default?": what a thing does unless told otherwise.
    const byDefault = intro && /^By default$/.test(intro[1]!);
    const defaulted = (built: Built): Built => (/^What (?:does|do|will|can) /.test(built.question) && !/ by default\?$/.test(built.question) ? { ...built, question: built.question.replace(/\?$/, " by default?") } : built);
    const asBuilt = !found || !intro ? found
      : byDefault ? defaulted(found)
      : (({ question, ...rest }: Built) => ({ ...rest, question: `${intro[1]}, ${question.charAt(0).toLowerCase()}${question.slice(1)}` }))(secondDefault ? defaulted(found) : found);
    // Math may stay in a fronted condition ("For \\(\\phi \\rightarrow \\infty\\), what does …"), never in what the
    // question asks of or in the answer: a question and its answer are in words.
    if (found && (SHIELDED.test(found.question) || holdsMath(found.answer))) continue;
    // The answer was read without the sentence's asides: give it as the sentence states it, or not at all.
    const stated = asBuilt && verbatimAnswer(sentence.text, asBuilt.answer);
    // "What does stringr provide?" of "stringr provides an easy way to truncate a string: str_trunc()": narrowed by the
    // purpose the sentence gives, or left as it was.
    const narrowed = asBuilt && stated ? narrowedByPurpose(asBuilt.question, stated, sentence.text) : undefined;
    const built = narrowed ?? asBuilt;
    const answer = built && (narrowed ? narrowed.answer : stated);
    if (answer && listCut(sentence.text, answer, built.question)) continue;
    // "controls which source and output vignette files should be installed" cut to "which source": an embedded
    // question of a word or two has lost its verb.
    if (answer && /^(?:which|what|whether|how|where|who)(?:\s+\S+)?$/i.test(answer)) continue;
    // "Inversion symmetry means that if you transform (x,y,z) to (-x,-y,-z) …, the dielectric structure is not
    // affected": an answer that is a condition cut before its consequence says nothing yet.
    // (Of "When is … ignored?" the condition is the answer: "when computing gradients …, essentially reducing …".)
    if (answer && built && /^What\b/.test(built.question) && /^(?:that\s+)?(?:if|when|whenever|unless|once)\s/i.test(answer) && conditionCutBeforeConsequence(sentence.text, answer)) continue;
    // "`boxcox_trans()` returns correct value when p is close to zero" (a change log's fix): "the correct value" is what
    // any call returns; the fix, not the value, is what the sentence says.
    if (answer && /^(?:the\s+|a\s+)?(?:correct|right|proper|expected|wrong|incorrect|invalid|sensible)\s+(?:values?|results?|outputs?|answers?|types?|numbers?)\b/i.test(answer)) continue;
    // "The read.clipboard set of functions are perhaps more user friendly": a hedged judgement is no answer.
    if (answer && HEDGE.test(answer)) continue;
    // "The PeasExtensionSet structure contains (only) private data …": gtk-doc's words for every opaque structure.
    if (answer && new RegExp(`^${GTK_DOC_PRIVATE_CONTENT}$`, "i").test(answer)) continue;
    // "For example, pPrintOpt can be used to make the indentation much smaller than normal": a use given as an example
    // is one of several; "What can pPrintOpt be used for?" asks for what it is for.
    if (answer && /^(?:for example|for instance|e\.g\.),?\s/i.test(cleaned) && /\bused (?:for|to)\b|\bbe used\?$|\bused\?$/.test(built.question)) continue;
    // "The simplicity of JSON is what makes it accessible": a free relative ("what makes …", "how it works") is no
    // definition of the subject; "What is the simplicity of JSON?" asks nothing the answer tells.
    if (answer && /^What (?:is|are|was|were) [^?]+\?$/.test(built.question) && FREE_RELATIVE.test(answer)) continue;
    // "The GESDD method provides an interesting hybrid: it uses …": a judging label before a colon names nothing; what
    // the method provides is what follows the colon.
    if (answer && labelBeforeColon(sentence.text, answer)) continue;
    // "The Frob grammar defines no bar node": a negated object says what the subject does not do or have, and "What does
    // the Frob grammar define?" asks what it does. "What happens …?" is answered by a clause, which may well be negated.
    if (answer && !/^What happens\b/.test(built.question) && NEGATED.test(answer)) continue;
    // "The frob estimator rests on the assumption that the errors are independent (…) and have equal variance": "and
    // have" cannot be a second verb of a singular subject ("What is the frob estimator based on?"), so it goes on the
    // clause inside the answer, which was cut before its second half.
    if (answer && cutBeforeItsOwnVerb(sentence.text, answer, built.question)) continue;
    // "The PLS algorithm consists of four main steps:": a count of what the colon introduces is no answer.
    // So is one the sentence itself goes on to list after a colon: "xfrob allows three modes: “fast” for …" (of "What
    // does xfrob allow?", the modes are the answer, not their count). A clause after the colon ("performs two
    // operations: it fetches …, then merges …") tells what the count sums up; the count is the answer there.
    const listedAfter = sentence.text.replace(/\s+/g, " ").split(`${answer}: `)[1];
    // So is "multiple inputs of different kinds" before the colon that lists them ("The --schema parameter accepts
    // multiple inputs of different kinds:"): an amount without a number says no more than a count does.
    if (answer && (!read.complete || (listedAfter !== undefined && !/^(?:it|they|this|these|he|she|we|you)\s/i.test(listedAfter))) && /^(?:two|three|four|five|six|seven|eight|nine|ten|several|a few|many|some|multiple|various|numerous|different|\d+)\b/i.test(answer)) continue;
    // "To learn X, run the command:": the answer is the code below, which the sentence only points at; "To start up,
    // …:" names no goal of its own.
    // "You can review which kernels you have installed by running:": "by running" points at the command below too.
    // So does "by typing on the command line" (ITango's "You can start ITango by typing on the command line:"): where
    // it is typed, not what.
    // "To test your installation, open a Command Prompt and type:": so does a verb left without its object (not a noun:
    // "using the xer_decode() API call").
    if (answer && !read.complete && (/\b(?:the|this|a|an) (?:command|code|snippet|configuration|line|call|example|syntax|form|commands)$/i.test(answer) || /^(?:by|with|after|before)?\s*(?:running|using|typing|calling|executing|invoking|entering|issuing|adding|writing|doing)(?:\s+(?:on|in|at|into|inside|from)\s+(?:the|a|your)\s+(?:command[- ]line|terminal|shell|prompt|console|command prompt))?$/i.test(answer) || /(?:^|\b(?:and|then|or|to)\s)(?:type|run|enter|execute|issue|use|call|add|write|paste|invoke|specify)$/i.test(answer) || contentWords(/^How can you (.+)\?$/.exec(built.question)?.[1] ?? "frob sync").length < 2)) continue;
    // "`opts` is an options object.", "`directory` is a relative directory path": a parameter named by a plain word is
    // defined for the call it belongs to, which the sentence leaves to its section; a name with a mark of its own
    // (`tmp_path`, `task_queues`) is one thing of the document.
    if (built && /^What (?:is|are) `[a-z]+`\?$/.test(built.question)) continue;
    // "What does shuffleSet() take?" → "an additional argument to that of shuffle(), nset": a call takes several
    // arguments, and an answer that names one of them ("an additional argument", "a second parameter") is one of several.
    if (built && answer && /^What (?:does|do) .+ (?:take|accept)\?$/.test(built.question) && /^(?:an?|one|the) (?:(?:additional|extra|optional|further|second|third|new|other) )?(?:argument|parameter|option)\b/i.test(answer)) continue;
    // "Word (WordCompleter m) | Completion function takes single word.", "B64_F_STOP_ON_NOTHING | Decoding ignore …": a
    // table row read as one sentence runs its cells together, and a question over the cells' border ("What does word |
    // Completion function take?") asks of neither.
    if (built && / \| /.test(built.question.replace(/`[^`]*`/g, ""))) continue;
    // "maximum roundoff error -- Qhull computes …" (Qhull's page, set 194): a heading run into its sentence with a
    // spaced double dash reads as one subject.
    if (built && /\s--\s/.test(built.question.replace(/`[^`]*`/g, ""))) continue;
    // "Windows requires Rtools to be installed …" after "this might require additional software on some platforms"
    // (apcluster's vignette, set 191): what a platform needs is needed for something the sentence leaves to the one
    // before; "What does Windows require?" does not say what for.
    if (built && /^What (?:does|do) (?:Windows|Linux|macOS|Mac ?OS(?: X)?|OS X|FreeBSD|Unix|Solaris|Android|iOS) (?:require|need)\?$/.test(built.question)) continue;
    if (built && answer) facts.push({ ...built, question: unshieldMath(built.question), answer, evidence: [{ start_line: sentence.startLine, end_line: sentence.endLine }], kind: general ? "general" : "statement" });
  }
  return facts;
}

/**
 * "What does X VERB?" asks for the verb's object and only that: the verb keeps its own preposition ("apply to", "start
 * with"), the answer stops at its object (before "but …", a second verb, a trailing adverb), and what a thing *can*
 * return, take or contain is one of several answers unless the sentence says it is the only one.
 */
function verbAndObject(built: Built | undefined, sentence: string): Built | undefined {
  if (!built || !/\bWhat (?:does|do|can|will) /.test(built.question)) return built;
  // "The task function can return a generator": one thing it can return, not what it returns.
  if (/\bWhat can .+ (?:also )?(?:return|take|accept|contain|hold|include|produce|yield|output|receive|store|emit|generate|be|have|use)\?$/.test(built.question) && !/\b(?:only|must)\b/i.test(sentence)) return undefined;
  // "give rise to", "take care of", "helps make …": the verb with its fixed part, or not at all (general-questions.ts).
  const whole = withFixedComplement(built.question, built.answer);
  if (!whole) return undefined;
  const kept = withVerbPreposition(whole.question, whole.answer);
  if (!kept) return undefined;
  const cut = secondPredicateCut(answerToObject(kept.answer), /^What (?:can|will|do|does|should|must|may) /.test(kept.question));
  if (cut === undefined) return undefined;
  const answer = parallelClauseCut(cut, kept.question);
  // "JSON Schema specification defines several annotation keywords that …": "What does X define?" asks for all X
  // defines, and "several", "a few", "some" name a part of it (the sentence's relative clause says which part).
  if (/ (?:define|include|contain|specify|list|cover|support|have)\?$/.test(kept.question) && PARTIAL_SET.test(answer)) return undefined;
  // "The frobtools package includes the retry function": one member the text names, while the package includes many;
  // "What does the frobtools package include?" asks for all of them.
  if (/ (?:include|contain|provide|offer)\?$/.test(kept.question) && /^the \S+ (?:function|method|operator|class|macro|verb)$/.test(answer)) return undefined;
  // A cut that leaves one word is an answer only when it is code or a name ("`{`", "CHOLMOD").
  if (answer !== kept.answer && answer.split(" ").length < 2 && !/^(?:\p{Lu}[\p{L}\d]*\p{Lu}[\p{L}\d]*|`[^`]+`)$/u.test(answer)) return undefined;
  if (/\b(?:the|a|an|of|to|in|for|with|and|or|by|as|on|at|from|that|is|are)$/i.test(answer)) return undefined;
  return { question: kept.question, answer };
}

/** Head nouns that say only that some means exists: "an easy way to …", "a wide array of functions to …", "support for …". */
const MEANS_ONLY = /(?:^|\s)(?:ways?|means|methods?|mechanisms?|functions?|tools?|facilit(?:y|ies)|options?|abilit(?:y|ies)|possibilit(?:y|ies)|opportunit(?:y|ies)|interfaces?|support|helpers?|utilit(?:y|ies)|features?|approach(?:es)?|routines?|commands?|arguments?|parameters?|syntax|code)$/i;
/** A means that compares with something unsaid ("different syntax") or names an unsaid part ("various arguments"). */
const VAGUE_MEANS = /\b(?:different|other|another|same|similar|various|several|some|many|certain|such|this|these|those|it|them)\b/i;
/** Verbs whose object takes its own "to"-infinitive ("allows the levels to be adjusted"): no purpose follows them. */
const OBJECT_INFINITIVE = /^(?:allow|enable|permit|let|help|require|need|expect|cause|get|make)$/;
/** Words before "to" that take it themselves: "access to", "similar to", "easy to use", "in order to". */
const TAKES_TO = /^(?:access|reference|references|pointer|pointers|link|links|similar|equal|close|due|according|prior|next|up|addition|respect|contrast|relative|related|order|easy|easier|simple|simpler|hard|harder|difficult|able|unable|ready|free|possible|likely|necessary|safe|convenient|straightforward|quick|fast|enough|used|designed|meant|intended|needed|required|going)$/i;

/**
 * "What does X <light verb>?" (provide, use, offer, have, …: specificity.ts) has as many right answers as X does
 * things. When the sentence gives the object's purpose, the question asks for the means to that purpose instead:
 *   "X provides an easy way to truncate a string: trunc()." → "What does X provide to truncate a string?" — "trunc()";
 *   "X uses arguments (like a, b) to control the match." → "What does X use to control the match?" — "arguments (like a, b)".
 * The means must say more than that a means exists ("a function", "a wide array of tools", "an easy way" without the
 * name after the colon), be a noun phrase of its own (no clause: "objects that were created in order to …"; no "for
 * users to …") and compare with nothing unsaid ("different syntax"); the purpose's verb is one the verb lexicon knows.
 * Otherwise the question is left as it was. Returns undefined when the question is not of that form or the sentence
 * gives no purpose.
 */
export function narrowedByPurpose(question: string, answer: string, sentence: string): Built | undefined {
  const asked = /^(.*\bWhat (?:does|do|can|will) .+ ([a-z]+))\?$/.exec(question);
  if (!asked || !LIGHT_VERBS.has(asked[2]!) || OBJECT_INFINITIVE.test(asked[2]!)) return undefined;
  const purposeAt = topLevelPurpose(answer);
  if (purposeAt === undefined) return undefined;
  const means = answer.slice(0, purposeAt).trim();
  const purpose = answer.slice(purposeAt).trim();
  if (contentWords(purpose).length < 2 || pointsElsewhere(purpose)) return undefined;
  const plain = withoutAsides(means);
  if (/\b(?:that|which|who|whom|whose|when|where|while|if|because|as|for)\b/i.test(plain) || VAGUE_MEANS.test(plain)) return undefined;
  const text = sentence.replace(/\s+/g, " ");
  // "an easy way to truncate a character string: str_trunc()": the name after the colon is the means.
  const after = text.includes(answer) ? text.slice(text.indexOf(answer) + answer.length) : "";
  const named = /^:\s+(`[^`]+`|[\w.$]+\(\)|[\w.$]*[._$A-Z][\w.$]*)[.!]?\s*$/u.exec(after);
  if (named) return { question: `${asked[1]} ${purpose}?`, answer: named[1]! };
  if (MEANS_ONLY.test(plain) && plain === means) return undefined;
  if (contentWords(means).length < 2 && !/[`()_.]|\p{Lu}/u.test(means)) return undefined;
  return { question: `${asked[1]} ${purpose}?`, answer: means };
}

/** Where "to <verb> …" starts in an answer, outside parentheses, after at least one word of the means. */
function topLevelPurpose(answer: string): number | undefined {
  let depth = 0;
  for (let index = 0; index < answer.length; index++) {
    const char = answer[index]!;
    if (char === "(") depth++;
    else if (char === ")") depth = Math.max(0, depth - 1);
    else if (depth === 0 && index > 0 && answer.startsWith(" to ", index)) {
      const verb = /^ to ([a-z]+)\b/.exec(answer.slice(index))?.[1];
      const before = /(\S+)$/.exec(answer.slice(0, index))?.[1] ?? "";
      if (verb && !/^(?:be|do)$/.test(verb) && !TAKES_TO.test(before) && isVerbBase(verb)) return index;
    }
  }
  return undefined;
}

/** A vague quantifier that names a part of a set: "several", "a few", "some" (not "some 100", a number). */
const PARTIAL_SET = /^(?:several|a few|some(?!\s+\d)|various|certain|a number of|a variety of|a couple of|a handful of)\s/i;

/**
 * The object without a second predicate of the same subject: "stores the unit definitions, their relationships, and
 * handles conversions between units", "removes a tag from the tree, and replaces it with …". A rule of English: after
 * ", and" a verb in the third person with its own object ("handles conversions", "replaces it") is a second verb of
 * the subject, not an item of the object's list. The object is what comes before; when that is a list left without its
 * "and" ("the unit definitions, their relationships"), the sentence gives no object of the verb alone: undefined.
 */
/** A verb and the preposition its object follows: "allows for", "depends on", "refers to", "consists of". */
const PHRASAL_VERBS = /^(?:allows for|accounts for|looks for|waits for|searches for|asks for|calls for|depends on|relies on|operates on|acts on|refers to|points to|belongs to|applies to|listens (?:on|to)|responds to|results in|consists of|deals with|works with|comes with|ships with)$/;
export function secondPredicateCut(answer: string, baseVerb = false): string | undefined {
  // "diagnostics of the run and a new witness set is in the file …": a second clause with a subject and a verb of its
  // own after "and" says something else.
  const clause = /,?\s+(?:and|but)\s+(?:the|a|an|its|their|this|these|those)\s+(?:[\w-]+\s+){0,3}?(?:is|are|was|were|has|have|can|will|may|must|should)\s/.exec(answer);
  if (clause) return answer.slice(0, clause.index).trim();
  // "codons and translate variants …" of "iVar can identify codons and translate …": after a modal the subject's
  // second verb is a base form, with an object of its own.
  const second = baseVerb ? /\s+and\s+(?:also\s+|then\s+)?([a-z]{3,})\s+(?:the|a|an|its|their|them|it|[a-z]{3,}s)\b/.exec(answer) : null;
  // An infinitive before it takes the second verb: "a way to encode and decode a given structure", "to detect a
  // document's encoding and convert it".
  if (second && isVerbBase(second[1]!) && !/(?:ing|ed|s)$/.test(second[1]!) && !/\bto\s+[a-z]+\b/.test(answer.slice(0, second.index))) return answer.slice(0, second.index).trim();
  // ", or combines them with …" joins a second predicate as ", and" does: the alternative is another verb of the subject.
  // "takes the input list's length and potentially uses it …": an adverb in "-ly" may stand before that verb.
  const match = /(?:,?\s+and|,\s+or)\s+(?:also\s+|then\s+|else\s+|[a-z]{3,}ly\s+)?([a-z]{3,}(?:es|s))\s+(\S+)/.exec(answer);
  if (!match) return answer;
  const verb = match[1]!;
  // A verb made again with "re-" ("recalculates their checksums") is the verb's own kind of word.
  const base = [verb.slice(0, -1), verb.slice(0, -2), verb.replace(/ies$/, "y")].find((stem) => isVerbBase(stem) || PLURAL_ACTIONS.has(stem) || (/^re[a-z]{4,}$/.test(stem) && isVerbBase(stem.slice(2))));
  // Its own object: a determiner, a pronoun, a plural noun (a noun "handles" is not followed by another plural), or a
  // that-clause ("and assumes that the interface …").
  // "… controls, and skips straight to calibration": or an adverb of where the action goes.
  // "… between 1 and 4 bytes each and allows for up to 1,112,064 character codes": a verb whose object comes after its
  // own preposition ("allows for", "depends on", "refers to") has one too.
  const phrasal = base !== undefined && PHRASAL_VERBS.test(`${verb} ${match[2]!}`);
  if (base === undefined || (!phrasal && !/^(?:the|a|an|it|them|its|their|this|these|those|one|each|all|any|some|every|that|straight|directly|immediately|back|[a-z]{3,}s)$/.test(match[2]!.replace(/[,.;:]+$/, "")))) return answer;
  const before = answer.slice(0, match.index).trim();
  if (/,\s/.test(before) && !/\b(?:and|or)\b/.test(before)) return undefined;
  return before;
}

function introducedStatement(sentence: Sentence): Sentence | undefined {
  const text = sentence.text.trim();
  // A sentence may open with the call it is about: "vec_c() preserves time zones:" introduces its example as "The
  // vec_c() function …" would.
  if (!/^(?:["“‘'(]?[A-Z]|`|[a-z_][\w.$]*\(\)\s)/.test(text) || !/[^:]:$/.test(text) || text.slice(0, -1).includes(":")) return undefined;
  if (/\b(?:as follows|following|like (?:this|so|these)|below|this|these|those|here|e\.g|for example|for instance|such as|examples?|namely)\b/i.test(text)) return undefined;
  if (/\b(?:include|includes|including|are|is|was|were|consists? of|steps?|parts?)\s*:$/i.test(text)) return undefined;
  // "To scale a file by some amplitude, use the functions:" (Snd's manual, set 217), "If you want to disable the
  // trigger globally, set in settings.py:" (set 214): what to use or set is what the colon introduces; the sentence
  // names a kind of thing, or a verb without its object, and the answer would stop before it.
  // Only where the verb is the instruction's ("use the functions:", not "… should be one of the predefined variables:"
  // nor "using the algebra functions:", which names them), and the verb opens its clause ("…, set in settings.py:",
  // not "an embree target that you can add to your target link libraries:").
  if (/\b(?:use|using|call|run|try|apply|invoke)\s+(?:the|these|some|two|three|four|several)\s+(?:functions|commands|methods|options|settings|statements|calls|macros|variables|keys|parameters|lines)\s*:$/i.test(text)) return undefined;
  if (/(?:^|,\s+|\bthen\s+)(?:set|add|put|include|specify|define|write|insert|place|append)\s+(?:in|into|to|inside|within)\s+[^,:]{1,40}:$/i.test(text)) return undefined;
  // "The amod_glht object now contains …:", "The double maximum shading employed allows …:": the state of a running
  // example, or a subject that names the thing by what was done to it before.
  if (/\bnow\b/i.test(text) || /^The (?:[a-z]+ ){1,3}[a-z]{3,}ed (?:allows|shows|gives|contains|yields|provides|makes)\b/.test(text)) return undefined;
  return { ...sentence, text: `${text.slice(0, -1)}.`, complete: true };
}

interface Built {
  question: string;
  answer: string;
}

/** Whether the sentence goes on after the answer with a comma and more: the consequence the condition was cut from. */
function conditionCutBeforeConsequence(sentence: string, answer: string): boolean {
  const flat = sentence.replace(/\s+/g, " ");
  const at = flat.indexOf(answer);
  return at >= 0 && /^\s*,\s*\S/.test(flat.slice(at + answer.length));
}

// "E.g. larger tick marks can be used to …": the abbreviation leads in as "For example," does; kept, it would be asked
// as the subject ("What can E.g. larger tick marks be used for?").
const DISCOURSE = /^(?:e\.g\.|i\.e\.|for example|for instance|in other words|in short|in this case|in practice|however|moreover|furthermore|additionally|in addition|in fact|indeed|also|thus|therefore|hence|consequently|finally|similarly|likewise|alternatively|in contrast|in general|generally|typically|currently|right now|now|at the moment|at this point|so far|note that|normally|usually|often|sometimes|otherwise|instead|of course|again|roughly speaking|broadly speaking|in summary|basically|essentially|like (?:many|most|all|some) (?:other )?[a-z][\w-]*(?: [a-z][\w-]*){0,3},|as (?:most|many) (?:people|users|readers) (?:probably |may |might )?(?:know|have noticed)),?\s+(?=\S)/i;

/**
 * Sentence adverbs that hedge what follows: the statement holds only perhaps, so no question states it as fact. So do
 * those that say it holds only now and then ("Very occasionally one of the author's sensors will give a wildly
 * inaccurate reading": asked without them, the question states a rarity as what the sensors do).
 */
export const HEDGE = /^(?:perhaps|maybe|probably|possibly|presumably|arguably|conceivably|potentially|hopefully|(?:very |only )?(?:occasionally|rarely|seldom))\b/i;

/** "If you (really) want to", "If you'd like to": a conditional that states a goal, as "To" does. */
export const WANTING = "If you(?: (?:really |only |just )?(?:want|wish|need|would like)|['’]d like)";

/** Verbs that give an instruction in a manual: "To X, run …", "To X, use …". */
const IMPERATIVES = "use|run|set|add|call|pass|type|install|edit|create|open|select|click|specify|enable|disable|remove|delete|press|choose|write|put|invoke|execute|apply|visit|change|append|copy|move|give|start|configure|download|upload|enter|define|mark|provide|supply|insert|merge|commit|make|check|try|split|build|keep|save|update|upgrade|restart|reload|export|import|load|register|send|submit|include|exclude|replace|rename|list|print|display|query|search|look up|read";

/** "revert to the old behaviour": an old, previous or former state of a goal is the one the text described before. */
function goalPointsBack(goal: string): boolean {
  // "We can avoid the extra queries by …": extra beyond what the example before needed.
  return /\bthe (?:old|previous|former|latter|same|above|extra|additional|remaining|resulting|new)\b/i.test(goal);
}

/**
 * "To get help with MkDocs, please use the GitHub discussions." → "How can you get help with MkDocs?" The purpose
 * must name its goal itself (no "it", "this"), and the instruction must be whole (not "run the following command:").
 */
function instructionFact(sentence: string): Built | undefined {
  // "If you want to X, (you can) Y" states the same instruction as "To X, Y".
  // Without the comma ("To render a template you can use the render_template() method.") only before a verb of use
  // and the thing used, so that the goal's own words are not taken for the instruction.
  const match = new RegExp(`^(?:To|${WANTING} to) ([a-z][^,]{5,80}), (?:please |simply |just |you can |you should |you need to |you must |you can simply |then )?(${IMPERATIVES}) (.+)$`).exec(sentence)
    ?? /^To ([a-z][^,]{5,60}?) (?:you can |you should |you need to |simply |just )?(use|run|call|pass|type) ((?:the|a|an)\s.+|[`'"].+)$/.exec(sentence);
  if (!match) return undefined;
  const goal = match[1]!;
  // "To avoid confusing syntax with commas and quotes you use …": a goal that ends in the instruction's subject was
  // not split at its end.
  if (/\b(?:you|we|i)$/i.test(goal)) return undefined;
  // "check that a request is successful": "that" after a verb of checking opens a clause, it points at nothing.
  if (goalPointsBack(goal)) return undefined;
  if (/\b(?:it|its|this|that|these|those|they|them|such|above|below)\b/i.test(goal.replace(/\b(check|ensure|verify|make sure|confirm|test) that\b/g, "$1")) || /\bthat\s*$/.test(goal) || /^(?:sum up|summari[sz]e|conclude|illustrate|be |see |do so|do this|this end|that end)/.test(goal)) return undefined;
  const answer = answerSpan(`${match[2]} ${answerPhrase(`${match[2]} ${match[3]}`, 0).slice(match[2]!.length + 1)}`, MIN_ANSWER_WORDS);
  if (!answer || /\bthe following\b|:$/.test(answer)) return undefined;
  // "To shut down all workers, specify 0." under a call's parameter: a bare value to give names no parameter, and
  // "How can you shut down all workers?" — "specify 0" says nothing without the call and its argument.
  // A quoted key or value ("type 'q'", "use `CTRL-c`") is the instruction itself.
  if (/^(?:specify|pass|give|set|use|enter|supply|provide)\s+(?:-?\d+(?:\.\d+)?|true|false|null|none|nil|zero)\.?$/i.test(answer)) return undefined;
  // "If you need to issue an error message, make sure you do it in the production …": an instruction that does the
  // goal by a pro-form ("do it", "do so") says where or when to do it, not how; the means is not in the sentence.
  if (/\b(?:do|does|doing) (?:it|so|this|that)\b/i.test(answer)) return undefined;
  // "To flash a message use the flash() method, to get hold of the messages …": a second instruction is not this one's.
  const own = answer.replace(/,\s+(?:to|and to)\s.*$/, "");
  return { question: finish(`How can you ${goal}`), answer: own };
}

/**
 * Who did what, as a paper cites it: "Ploberger and Krämer (1992) suggested to base a test on cumulative sums of OLS
 * residuals." → "Who suggested to base a test on cumulative sums of OLS residuals?" — "Ploberger and Krämer".
 */
export const CITED_AUTHORS = String.raw`\p{Lu}[\p{L}'-]+(?:(?:,\s+|,?\s+and\s+)\p{Lu}[\p{L}'-]+)*(?:\s+et\s+al\.)?\s+\(\d{4}[a-z]?\)`;
/** What authors do in a paper's account of them, with the past tense a question asks with. */
export const CITING_VERBS: Record<string, string> = {
  show: "showed", shows: "showed", showed: "showed", suggest: "suggested", suggests: "suggested", suggested: "suggested",
  propose: "proposed", proposes: "proposed", proposed: "proposed", argue: "argued", argues: "argued", argued: "argued",
  discuss: "discussed", discusses: "discussed", discussed: "discussed", investigate: "investigated", investigates: "investigated",
  investigated: "investigated", examine: "examined", examines: "examined", examined: "examined", derive: "derived", derives: "derived",
  derived: "derived", introduce: "introduced", introduces: "introduced", introduced: "introduced", develop: "developed",
  develops: "developed", developed: "developed", study: "studied", studies: "studied", studied: "studied", describe: "described",
  describes: "described", described: "described", demonstrate: "demonstrated", demonstrates: "demonstrated", demonstrated: "demonstrated",
};
/** Sentence-initial words that a list of names would otherwise take in: "However, Zeileis (2000b) examined …". */
export const NOT_A_NAME = /^(?:However|Moreover|Thus|Also|Furthermore|Finally|Therefore|Similarly|Hence|Recently|Later|Indeed|Then|But|And|So|First|Second|Next|Here|Instead|Consequently|Nevertheless|Alternatively|Additionally|Specifically|Notably|In|On|For|As)\b/;
const CITATION = new RegExp(String.raw`^(${CITED_AUTHORS})\s+(?:[a-z]+ly\s+)?([a-z]+)\s+(.+)$`, "u");
function citationFact(sentence: string): Built | undefined {
  const match = CITATION.exec(sentence.replace(DISCOURSE, ""));
  if (!match || NOT_A_NAME.test(match[1]!)) return undefined;
  const past = CITING_VERBS[match[2]!];
  if (!past) return undefined;
  const names = match[1]!.replace(/\s+\(\d{4}[a-z]?\)$/, "");
  const clause = clauseFrom(match[3]!, 0);
  // "… by Chitty, Campbell, and Altman": a list of names cut at its first comma.
  if (/,\s+(?:\p{Lu}|and\b)/u.test(clause)) return undefined;
  const rest = clause.replace(/,\s.*$/, "");
  // "Smith (1997) showed that the EL method of Owen (2001) (γ = 0) and … belong to …", cut at the second citation: a
  // that-clause that kept its subject and lost its verb asks nothing ("Who showed that the EL method of Owen?").
  if (/^that\s/.test(rest) && !holdsFiniteVerb(rest.slice(5))) return undefined;
  const words = rest.split(" ");
  if (words.length < 3 || words.length > 20 || /\b(?:it|its|this|these|those|they|them|such|we|our|here|above|below|former|latter)\b/i.test(rest)) return undefined;
  if (/\b(?:the|a|an|of|to|in|for|with|and|or|by|as|on|at|from|that)$/i.test(rest) || /^that\s+\S+$/.test(rest)) return undefined;
  return { question: finish(`Who ${past} ${rest}`), answer: names };
}

/**
 * A name with a non-restrictive relative clause states a fact of it wherever it stands in the sentence:
 *   "… is the RESET test, which tests whether some auxiliary variables improve the fit." → "What does the RESET test test?"
 *   "The Harvey-Collier test, which is essentially a t test of the recursive residuals, …" → "What is the Harvey-Collier test?"
 * The name must be written as one (capitals, code, an identifier), optionally with the kind of thing it is.
 */
/** The words of a title before its last capitalised word: "Conditional Value at ", "Bank of ". */
const TITLE_BEFORE = /(?:^|\s)((?:[A-Z][\w-]*\s+)+(?:at|of|in|for|on)\s+(?:(?:[A-Z][\w-]*|at|of|in|for|on)\s+)*)$/;
const RELATIVE = new RegExp(
  String.raw`(?:^|\s)((?:[Tt]he )?(?:(?:function|package|command|option|method|class|argument|variable|file|program|tool) )?(?:[A-Z][\w.-]*\w(?:\(\))?|\x60[^\x60]+\x60|[a-z]\w*[._][\w.]*\w(?:\(\))?|[a-z]\w*\(\)|[a-z]+[A-Z]\w*)(?: (?:[A-Z][\w.-]*\w|\x60[^\x60]+\x60))*(?: (?:test|function|package|command|option|method|class|file|variable|argument|model|format|protocol|algorithm|library|module|program|tool|service|estimator|statistic|object|field|setting|flag))?), which (?:(?:[a-z]{3,}ly) )?(?:(is|are) (?:[a-z]{3,}ly )?(a|an|one of the) |([a-z]{3,}s) )`,
);
/**
 * "the lazy package provides lazy_eval() that uses the environment …": a restrictive "that" after a name in code
 * describes it as ", which" does. Only after code (a call, a dotted or underscored name, backticks): "the function that
 * returns …" names no particular function.
 */
const RELATIVE_THAT = new RegExp(RELATIVE.source.replace(", which ", " that "));
function codeThat(sentence: string): RegExpExecArray | null {
  const match = RELATIVE_THAT.exec(sentence);
  if (!match || !/[()`_.]/.test(match[1]!.split(" ").at(-1)!.replace(/\.$/, ""))) return null;
  // "a wrapper around `options()` that drops …", "a new variant of `enexpr()` that expects …": after a preposition the
  // clause may describe the noun before it. "returns a data.frame that contains …": after an indefinite article a
  // type's name is one value of it, not the type ("a class `Welford` that …" names its class).
  const before = sentence.slice(0, match.index + (match[0].startsWith(" ") ? 1 : 0));
  if (/(?:^|\s)(?:of|for|to|with|in|on|from|by|around|about|over|under|into|than|like|as)\s*$/i.test(before)) return null;
  if (/(?:^|\s)(?:a|an|some|any|each|every|another|one)\s*$/i.test(before) && match[1]!.split(" ").length === 1) return null;
  return match;
}

/** A changelog's verb of addition before a new name: "Add `f()` function, which …", "Added `g`, which …". */
const ADDED = /^(?:Add|Adds|Added|Introduce|Introduces|Introduced|New)$/;
/**
 * "Frobnik, which returns …": what a named thing is or does, from the relative clause after its name; with `that`, from a
 * restrictive "that" after a name in code, read only where no other shape reads the sentence.
 */
function relativeFact(sentence: string, that = false): Built | undefined {
  const match = that ? codeThat(sentence) : RELATIVE.exec(sentence);
  // "Cassini and CKME, which are an instance of …, and a cluster ensemble …, respectively": each name has its own part.
  if (!match || /\brespectively\b/i.test(sentence)) return undefined;
  // "… comes from Conditional Value at Risk, which is …": a title's words joined by "at", "of", … run on to the left
  // of the capitalised word the pattern found; the name is the whole title, not its last word.
  const titleStart = that ? null : TITLE_BEFORE.exec(sentence.slice(0, match.index + (match[0].startsWith(" ") ? 1 : 0)));
  if (titleStart) match[1] = `${titleStart[1]}${match[1]}`;
  let subjectWords = match[1]!.split(" ");
  // "* Add `loop_empty()` function, which returns `TRUE` if …" (a changelog's entry): the verb that adds the name is no
  // part of it, and the name with its kind is "the `loop_empty()` function". Another verb in front ("Remove `f()`,
  // which …", "Use `g()`, which …") says what was done to the thing or what to do with it, not what it is.
  if (subjectWords.length > 1 && ADDED.test(subjectWords[0]!)) subjectWords = /^[a-z]+$/.test(subjectWords.at(-1)!) ? ["the", ...subjectWords.slice(1)] : subjectWords.slice(1);
  else if (subjectWords.length > 1 && /^[A-Z][a-z]+$/.test(subjectWords[0]!) && (isVerbBase(subjectWords[0]!) || isVerbBase(subjectWords[0]!.replace(/e?d$/, "")))) return undefined;
  if (subjectWords.length > 6 || /^(?:The|This|These|It|In|On|For|If|When)$/.test(match[1]!) || literalValue(subjectWords)) return undefined;
  if (!titleStart && !/^(?:the|The)$/.test(subjectWords[0]!) && subjectWords.length > 1 && !/[\d_.`()]|[a-z][A-Z]/.test(match[1]!)) return undefined;
  // "a companion with_() function, which is …": a name with its kind after it and no "the" in front is the end of a
  // noun phrase that began before it ("What is with_() function?" is not English, and which companion is unsaid).
  // A class name ("TableValuedAlias object") reads as a name; a call or identifier in lower case does not.
  if (subjectWords.length > 1 && !/^(?:the|The)$/.test(subjectWords[0]!) && /^[a-z_]/.test(subjectWords[0]!) && /^[a-z]+$/.test(subjectWords.at(-1)!)) return undefined;
  const subject = subjectWords[0] === "The" ? ["the", ...subjectWords.slice(1)].join(" ") : subjectWords.join(" ");
  const start = match.index + match[0].length;
  if (match[2]) {
    // The relative clause ends at the next comma: ", which is a t test of …, and the Rainbow test".
    const answer = answerSpan(`${match[3]} ${answerPhrase(sentence, start).replace(/,\s.*$/, "")}`, MIN_ANSWER_WORDS + 1);
    return answer ? { question: finish(`What ${match[2]} ${subject}`), answer } : undefined;
  }
  const verb = match[4]!;
  const base = ACTION_VERBS[verb] || (verb === "tests" ? "test" : undefined);
  if (!base) return undefined;
  // "… is emitted when widget is associated with a GdkWindow, which means that gtk_widget_realize() has been called"
  // (set 215's phosh page): after a preposition's object, ", which means that …" says what the whole clause means,
  // not the name ("What does GdkWindow mean?"). "Define TM_IN_SYS_TIME, which means that …" says it of the name.
  if (/^(?:mean|imply|indicate|suggest)$/.test(base) && /\b(?:with|to|of|in|on|by|for|from|into|onto|at)\s+(?:(?:a|an|the|its|their|this|that)\s+)?$/i.test(sentence.slice(0, match.index + (match[0].startsWith(" ") ? 1 : 0)))) return undefined;
  const answer = answerSpan(answerPhrase(sentence, start).replace(/,\s.*$/, ""), MIN_ANSWER_WORDS);
  return answer ? { question: finish(`What does ${subject} ${base}`), answer } : undefined;
}

/**
 * "Advanced range syntax desugars to primitive comparators." → "What does advanced range syntax desugar to?": a subject
 * that names one thing, a verb of common English, its object as the answer (general-questions.ts).
 */
function generalFact(sentence: string, casing: Casing, rarity: ReadonlyMap<string, number>): Built | undefined {
  const subjected = generalSubject(sentence, casing, rarity);
  if (!subjected) return undefined;
  const { split, subject } = subjected;
  // "The sparse matrix methods use CHOLMOD": a one-word object is an answer when it is a name or code; so is an
  // identifier in lower camel case, with a call's parentheses, or joined by a dot or an underscore ("writeData",
  // "frob_read()", "frob.read"), which no English word is.
  const answer = answerSpan(split.object, ONE_WORD_NAME.test(split.object.replace(/[.!]$/, "")) ? 1 : MIN_ANSWER_WORDS, 16);
  if (!answer) return undefined;
  return { question: finish(`What ${split.auxiliary} ${subject} ${split.hedge ? `${split.hedge} ` : ""}${split.base}`), answer };
}

/** "three sections: <metadata>, <styles> and <definitions>" (of … ): a count of a kind, then its items after a colon. */
/** "three sections: …", "3 types of data inputs and outputs: …": a count in words or digits (2–12), the kind, the list. */
const COUNTED_LIST = new RegExp(`^(of )?(${COUNT_WORDS}|[2-9]|1[0-2]) ([a-z][\\w-]*(?: [a-z][\\w-]*){0,5}): (.+?)[.]?$`);

/**
 * "The <language> element contains three sections: <metadata>, <styles> and <definitions>." → "Which three sections
 * does the <language> element contain?": a named subject's verb, a count of a kind, and after the colon as many items
 * as it counts, which are the answer.
 */
function countedListFact(sentence: string, casing: Casing, rarity: ReadonlyMap<string, number>): Built | undefined {
  const subjected = generalSubject(sentence, casing, rarity);
  // The object as the split reads it ends at the colon: the list is the rest of the sentence.
  const at = subjected ? sentence.indexOf(` ${subjected.split.object}`, subjected.split.subjectWords.join(" ").length) : -1;
  const counted = subjected && at >= 0 ? COUNTED_LIST.exec(sentence.slice(at + 1)) : null;
  if (!subjected || !counted) return undefined;
  const [, of, count, kind, list] = counted;
  if (kind!.split(" ").some((word) => POINTING.test(word) || /^(?:following|these|those|such)$/.test(word))) return undefined;
  const items = list!.split(/,\s*(?:and\s+|or\s+)?|\s+(?:and|or)\s+/).map((item) => item.trim());
  const number = /^\d+$/.test(count!) ? Number(count) : count === "twelve" ? 12 : COUNT_WORDS.split("|").indexOf(count!) + 2;
  if (items.length !== number || items.some((item) => item.length === 0 || item.split(" ").length > 8)) return undefined;
  const answer = answerSpan(list!, 2, 30);
  if (!answer) return undefined;
  const { split, subject } = subjected;
  return { question: finish(`Which ${count} ${kind} ${split.auxiliary} ${subject} ${split.hedge ? `${split.hedge} ` : ""}${split.base}${of ? " of" : ""}`), answer };
}

/** The subject of a general subject–verb–object sentence as a question names it, when it names one thing. */
/**
 * A changelog entry's verb of what was done, which opens the entry where a sentence's subject would be: the changelog
 * reader's own verbs (change-questions.ts), but those that open a noun phrase as often ("Support for …", "Update
 * notifications …", "Issue #3 …", "Document classes …", "Change sets …").
 */
const CHANGE_IMPERATIVE = new RegExp(`^(?:${CHANGE_BASE_VERBS.filter((verb) => !/^(?:Support|Update|Issue|Document|Change|Switch|Catch|Export|Move)$/.test(verb)).join("|")}|Avoid|Prevent|Refactor|Bump|Skip|Expose|Migrate|Restore|Revert|Speed|Tweak)$`);

function generalSubject(sentence: string, casing: Casing, rarity: ReadonlyMap<string, number>): { split: GeneralSplit; subject: string } | undefined {
  const split = generalSplit(sentence, MAX_SUBJECT_WORDS);
  if (!split || vagueSubject(split.subjectWords) || literalValue(split.subjectWords) || subjectHoldsVerb(split.subjectWords)) return undefined;
  if (split.subjectWords.length > 1 && CHANGE_IMPERATIVE.test(split.subjectWords[0]!)) return undefined;
  // "Even though max determines …, it returns …" (sollya's manual): a subordinate clause opens the sentence, its
  // conjunction no word of a subject ("What does even though max determine?").
  if (SUBORDINATOR.test(split.subjectWords[0] ?? "")) return undefined;
  const { subjectWords } = split;
  // What a thing in general can do is a possibility, not a fact ("A Makefile can contain …"): only of a named thing.
  const generic = /^(?:a|an)$/i.test(subjectWords[0]!) || (!/^the$/i.test(subjectWords[0]!) && !subjectWords.some((word, index) => /[A-Z]/.test(word.slice(index === 0 ? 1 : 0)) || /\d|[._$`()"“‘'-]/.test(word)));
  if (split.auxiliary === "can" && generic) return undefined;
  const name = subjectWords.length === 1 && /^[A-Z][a-z]{2,}$/.test(subjectWords[0]!) && caseInside(subjectWords[0]!, casing) === subjectWords[0] && (rarity.get(subjectWords[0]!.toLowerCase()) ?? 0) <= 4;
  // "The version range accepts …": a definite noun phrase of two content words names one thing of the document even when
  // its words are common in it, as long as none of them points at what was said before (identifiable's checks).
  const definite = /^The$/.test(subjectWords[0]!) && subjectWords.length >= 3 && subjectWords.length <= 4 && subjectWords.slice(1).every((word) => /^[a-z][a-z-]{2,}$/.test(word))
    && contentWords(subjectWords.join(" ")).filter((word) => !GENERIC.has(word)).length >= 2 && identifiable(subjectWords, new Map());
  if (!name && !definite && !identifiable(subjectWords, rarity)) return undefined;
  const first = subjectStart(subjectWords, casing);
  if (first === undefined) return undefined;
  return { split, subject: [first, ...subjectWords.slice(1)].join(" ") };
}

/** A one-word answer that names code or a thing: "CHOLMOD", "`frob`", "writeData", "frob_read()", "frob.read". */
const ONE_WORD_NAME = /^(?:\p{Lu}[\p{L}\d]*\p{Lu}[\p{L}\d]*|`[^`]+`|[a-z]+\d*[A-Z][A-Za-z\d]*(?:\(\))?|[A-Za-z][\w.:]*\(\)|[a-z][a-z\d]*(?:[._][a-z\d]+)+)$/u;

/**
 * How the subject's first word reads inside the question: as the text writes it inside sentences, or, for a
 * capitalised word the text never writes elsewhere, in lower case when only lower-case words follow it ("Robust
 * integration error bounds are …" → "robust integration error bounds"); undefined when that cannot be told.
 */
function subjectStart(subjectWords: string[], casing: Casing): string | undefined {
  const word = subjectWords[0]!;
  // "Network Time Protocol is …": a name in Title Case keeps its first capital, though "network" is a common word the
  // text writes in lower case. A first word the text never writes so ("Etienne Bacher is the new maintainer") is
  // left to the reading below, which asks nothing of it: a person, or a word it cannot tell.
  if (subjectWords.length >= 2 && /^[A-Z][a-z]+$/.test(word) && !LOWERED_STARTS.test(word) && caseInside(word, casing) === word.toLowerCase() && subjectWords.slice(1).every((next) => /^[A-Z][a-z]+$/.test(next))) return word;
  return caseInside(word, casing) ?? (subjectWords.length >= 2 && /^[A-Z][a-z]+$/.test(word) && !isVerbBase(word) && subjectWords.slice(1).every((next) => /^[a-z]+$/.test(next)) ? word.toLowerCase() : undefined);
}

/**
 * "The simplest way to do routing is to use the `task_create_missing_queues` setting." → "What is the simplest way to
 * do routing?": a manual's recommendation, with a goal of its own (not "to do this") and the way as the answer.
 */
const WAY = /^The ((?:simplest|easiest|best|recommended|preferred|usual|standard|quickest|fastest|safest|most common|common|normal|only|cleanest|most reliable|most efficient) (?:way|method)) to ([a-z][^,]{4,80}?) is ((?:to|by|as) [a-z].*|.+)$/;
/**
 * The way may be a call the text names instead of a phrase: "The easiest way to read a frob file is read_frob()." The
 * call is the whole answer, one word though it is: a name with a call's parentheses (backticks or not), alone before
 * the full stop, so nothing of a clause is cut ("is frob() with …" is left unasked).
 */
const NAMED_CALL_WAY = /^(`?[A-Za-z_][\w.:$]*\(\)`?)[.!]?$/;
function wayFact(sentence: string): Built | undefined {
  const match = WAY.exec(sentence);
  if (!match || /\b(?:it|its|this|that|these|those|they|them|such|above|below|same|following)\b/i.test(match[2]!) || contentWords(match[2]!).length === 0 || match[2]!.split(" ").length < 2) return undefined;
  const question = `What is the ${match[1]} to ${match[2]}?`;
  const call = NAMED_CALL_WAY.exec(match[3]!);
  if (call) return { question, answer: call[1]! };
  if (!/^(?:to|by|as) [a-z]/.test(match[3]!)) return undefined;
  const answer = answerSpan(answerPhrase(match[3]!, 0), MIN_ANSWER_WORDS);
  return answer ? { question, answer } : undefined;
}

/**
 * "The main purpose of satellite is to provide standard classes and methods …" → "What is the main purpose of
 * satellite?", "The goal of the router is to multiplex requests …" → "What is the goal of the router?": what a thing is
 * for, said as its purpose, goal or aim, the infinitive as the answer. Not of what the sentence points at ("of this",
 * "of these principles": the text before says which) or of the text itself ("of this vignette" is left as written when
 * no title names it).
 */
/** "described here", "presented in this document": the text itself, which names nothing more of the thing. */
const DESCRIBED_HERE = /\s+(?:described|presented|discussed|documented|introduced|explained)\s+(?:here|in this (?:document|note|manual|guide|paper|article|chapter|section))$/i;
const AIM = /^The ((?:(?:main|primary|principal|chief|sole|only|overall|ultimate|original|stated|central) )?(?:purpose|goal|aim|objective|intent|intention|mission)) of ((?:the )?[^,;:()]{2,60}?) (?:is|was) (to [a-z]+\b.*)$/;
/**
 * The purpose the sentence states, or "refused" when it is one of what the sentence points back at, of the text itself,
 * or a gloss (the sentence is asked no other way then), or undefined when it is no such sentence or its answer cannot
 * be cut whole (other shapes may read it: "… is to support multi-simulations where each …").
 */
function aimFact(sentence: string, rarity: ReadonlyMap<string, number>): Built | "refused" | undefined {
  const match = AIM.exec(sentence);
  if (!match) return undefined;
  // "The purpose of the NORM Pre-Coder (npc) software utility described here is to …" (set 195's usage notes): the
  // document describing it is where the reader is; the thing is named without it.
  match[2] = match[2]!.replace(DESCRIBED_HERE, "");
  if (/\b(?:it|its|this|that|these|those|they|them|such|above|below|same|following|our|your|my|we)\b/i.test(match[2]!) || contentWords(match[2]!).length === 0) return "refused";
  // A thing the text names: "satellite", `t_ignore`, "the initial window size"; not "the organization" or "the router"
  // (which one, the section before says) nor an activity ("colouring", of what?).
  const thing = match[2]!.split(" ");
  const named = identifiable(thing, rarity) || (thing.length === 1 && !/ing$/.test(thing[0]!) && (/[A-Z\d_.`@-]/.test(thing[0]!) || namedAgain(thing[0]!, rarity)));
  if (!named) return "refused";
  // "The aim of the reference manual is to explain …", "The purpose of the warning was to …": the text itself or a
  // thing of the moment it tells of.
  if (/(?:^|\s)(?:document|vignette|article|tutorial|guide|manual|chapter|section|paper|book|license|warning|exercise|example)s?$/i.test(match[2]!)) return "refused";
  // "is to be used …", "is to say …": an obligation or a gloss, not a purpose.
  if (/^to (?:be|say|note|mention)\b/.test(match[3]!)) return "refused";
  const answer = answerSpan(answerPhrase(match[3]!, 0), MIN_ANSWER_WORDS);
  return answer ? { question: `What is the ${match[1]} of ${match[2]}?`, answer } : undefined;
}

/**
 * "You can have the correct strings by adding proper PO strings." → "How can you have the correct strings?"; so does
 * a manual's imperative, "Enable the debugger by wrapping the application with …" → "How can you enable the
 * debugger?", the means ("by wrapping …") as the answer.
 */
function byMeansFact(sentence: string, imperativeAllowed: boolean): Built | undefined {
  // "It is also possible to open files in atomic mode by passing …" states the same means, after a short lead or none.
  // "We can pass arguments to the kernel by using …" (a tutorial's "we": the reader and the writer) says it alike.
  const match = /^(?:You|One|We) can (?:also )?([a-z][^,]{5,80}?) (by [a-z]+ing\b.+?)[.!]?$/.exec(sentence)
    ?? /^(?:[A-Z][^,]{0,40}, )?[Ii]t is (?:also )?possible to ([a-z][^,]{5,80}?) (by [a-z]+ing\b.+?)[.!]?$/.exec(sentence)
    ?? namedToolMeans(sentence);
  const [goal, means] = match ? [match[1]!, match[2]!] : imperativeAllowed ? (imperativeByMeans(sentence) ?? []) : [];
  if (goal === undefined || means === undefined) return passiveByMeans(sentence);
  if (ADJECTIVAL_PARTICIPLE.test(means)) return undefined;
  if (/\b(?:it|its|this|that|these|those|they|them|such|above|below)\b/i.test(goal!) || /^(?:use|see|do|be)\b/.test(goal!) || goalPointsBack(goal!)) return undefined;
  // "You can now observe the sync activity if you open the main dialogue by clicking on the tray icon" (set 202): the
  // means after a clause of the reader's own ("if you open …") is that clause's, not the goal's. "verify if you have
  // …" asks whether; no means is done there.
  if (/(?<!\b(?:verify|check|know|see|determine|test|find out|ask))\s(?:if|when|whenever|once|after|before|until|unless|while)\s+(?:you|we|one|the user)\s+[a-z]/.test(goal!)) return undefined;
  // "… by using nbsphinx_execute_arguments, for example to set plot options:": the example after the means is an aside.
  // So is one announced at the sentence's end ("… in .hlint.yaml, e.g.:", its example in the code below).
  const answer = answerSpan(answerPhrase(means!.replace(/,\s+(?:for example|for instance|e\.g\.?)(?:[,:]?\s.*)?$/, ""), 0), MIN_ANSWER_WORDS);
  return answer ? { question: finish(`How can you ${goal}`), answer } : undefined;
}

/**
 * "The number of worker threads can be set by passing `--threads`." → "How can the number of worker threads be set?":
 * the same means said of the thing it is done to. The subject is a noun phrase with its article that points at nothing
 * said before ("This name can be set by …" is the sentence before's), the verb a past participle.
 */
function passiveByMeans(sentence: string): Built | undefined {
  // "Labeled isolines can be drawn in the grid graphics system via the isolines_grob() function.": a means "via" or
  // "using" a named tool (code: a call, a dotted or underscored name) says the same; a plural noun phrase needs no article.
  const match = new RegExp(String.raw`^((?:The|A|An) [a-z][^,;:]{3,60}?|[A-Z][a-z]+(?: [a-z][\w-]*){0,3} [a-z][\w-]*s) can (?:also )?be ((?:${PASSIVE_PARTICIPLE})(?: (?:in|into|on|from|to|for|with|at|as) [^,;:]{1,40}?)?) ((?:by [a-z]+ing|via|using)\b.+?)[.!]?$`).exec(sentence);
  // "The posterior probabilities can be used to segment data by assigning …" says what they are used for (USED_FOR).
  if (!match || ADJECTIVAL_PARTICIPLE.test(match[3]!) || /^used\b/.test(match[2]!)) return undefined;
  if (/^(?:via|using)\b/.test(match[3]!) && !new RegExp(NAMED_TOOL).test(match[3]!)) return undefined;
  // "… if the variance value lies outside the range which can be represented using …": a clause's own subject.
  if (/\b(?:which|that|who|where|when|if|whether)\b/i.test(match[1]!)) return undefined;
  const [subject, done, means] = [match[1]!, match[2]!, match[3]!];
  if (/\b(?:it|its|this|that|these|those|they|them|such|above|below|same|former|latter|previous|following|other|one)\b/i.test(`${subject} ${done}`) || goalPointsBack(subject) || contentWords(subject).length < 2) return undefined;
  // "An even more detailed investigation can be achieved by …", "a less rigorous … plot": more than what was shown.
  if (/\b(?:even|more|less|further|better|simpler|easier|faster)\b/i.test(subject)) return undefined;
  // "… by setting an index buffer and the triangle vertices by setting a vertex buffer": a second means, of another
  // thing, gapped after "and" — the answer is the first.
  // "using set_seriation_method() and then used in the same way …": "and then" with the passive's second participle
  // says what is done after; with a gerund ("by writing a script … and then setting CPL_PLOTTER …") it is the means.
  const answer = answerSpan(answerPhrase(means, 0).replace(/\s+and\s+(?:the|a|an)\s+[^,]*?\s+by\s+[a-z]+ing\b.*$/, "").replace(/,?\s+and then\s+(?![a-z]+ing\b).*$/, ""), MIN_ANSWER_WORDS);
  return answer ? { question: finish(`How can ${subject.charAt(0).toLowerCase()}${subject.slice(1)} be ${done}`), answer } : undefined;
}

/**
 * "… one of the reserved names by operating systems": a word in "-ing" after "by" that qualifies the noun after it
 * ("operating systems", "existing files") makes no means; the "by" phrase is an agent of what comes before it.
 */
const ADJECTIVAL_PARTICIPLE = /^by (?:operating|existing|remaining|corresponding|underlying|leading|trailing|surrounding|preceding|pending|incoming|outgoing|missing|enclosing|neighbouring|neighboring|competing|participating|conflicting|overlapping|dangling|floating)\s+[a-z]/i;

/**
 * "You can list the time zones with `zones()`.", "You can configure frob with ~/.frobrc": the means is a named tool
 * at the end of the sentence, the call, attribute, file or program that does what the sentence says. Only a name that
 * reads as code (backticks, a call's parentheses, a dotted or underscored identifier, a path) is a means; "with care",
 * "with the option below", "using a loop" are manners or point elsewhere. An emphasised program ("using *pip*") is left
 * out: its asterisks would stand in the question and the answer, and the page's code block usually asks it better.
 */
const NAMED_TOOL = String.raw`(?:\x60[^\x60]{1,40}\x60|~?[\w.]*[._/][\w./]*\w(?:\(\))?|[A-Za-z_][\w.]*\(\))`;
const TOOL_MEANS = new RegExp(String.raw`^(?:You|One) can (?:also )?([a-z][^,;:]{5,80}?) ((?:with|using) ${NAMED_TOOL})[.!]?$`);
function namedToolMeans(sentence: string): RegExpExecArray | null {
  const match = TOOL_MEANS.exec(sentence);
  // "with .parents" names an attribute; "with 2.0" or "with e.g." names nothing.
  const tool = match?.[2]!.replace(/^(?:with|using) /, "");
  if (!match || !/[A-Za-z_]{2}/.test(tool!) || /\b(?:e\.g|i\.e|etc)\b/.test(tool!)) return null;
  return match;
}

/**
 * Whether a sentence opens its line (after a list marker): an instruction does. An imperative in the middle of a line is
 * a release note's ("- **v3.2:** … Improve stability by using …"), which reports a change, and one that ends in a colon
 * introduces its example ("Restore the Monday archive by extracting …:"), which it is about.
 */
function opensItsLine(text: ReadText, sentence: Sentence): boolean {
  const line = (text.get(sentence.startLine) ?? "").trim().replace(/^(?:[-*+]|\d+[.)])\s+/, "");
  return line.startsWith(sentence.text.trim().split(/\s+/).slice(0, 3).join(" "));
}

/** "Enable X by wrapping …": a base-form verb opening the sentence, its object, then "by" and a gerund. */
function imperativeByMeans(sentence: string): [goal: string, means: string] | undefined {
  const match = /^([A-Z][a-z]+) ([a-z`][^,]{3,80}?) (by [a-z]+ing\b.+?)[.!]?$/.exec(sentence);
  if (!match || !isVerbBase(match[1]!) || /^(?:that|how|what|whether|which|if|it|this|these|those|them)\b/.test(match[2]!)) return undefined;
  return [`${match[1]!.toLowerCase()} ${match[2]}`, match[3]!];
}

/** "You can use `git stash` to run the tests on a clean tree." → "What can you use to run the tests on a clean tree?" */
function toolFact(sentence: string): Built | undefined {
  // "You can use X to Y", or the imperative "Use X to Y"; "Use X when you want to Y" says the same.
  // A vignette's "We can use car::Anova() to get …" gives the reader the same tool.
  const match = /^(?:(?:You|One|We) can (?:also )?use|Use) (\S(?:(?! to )(?! (?:when|if|whenever) (?:you|we) )(?! (?:when|if) one ).){0,60}?)(?: (?:when|if|whenever) (?:you|one|we) (?:want|need|wish|would like))? to ([a-z].{8,200}?)[.!]?$/.exec(sentence);
  if (!match) return undefined;
  const [, tool, goal] = match;
  // "Use of gene-expression profiling to identify …" (a reference's title): "use" before a preposition is a noun.
  if (/^(?:of|in|for|with|by|as|on|at|from)\b/i.test(tool!)) return undefined;
  // "…, then call period.apply to …": the next step is not part of the goal.
  const purpose = clauseFrom(goal!, 0).replace(/,\s+(?:then|and then)\b.*$/, "");
  // "to stay up to date" (with what?): a goal of a few words leans on the section around it.
  // "to manually reorder our factor levels": a vignette's own example ("our", "we", "us") is no goal of the reader's.
  if (purpose.split(" ").length < 5 || /\b(?:it|its|this|that|these|those|they|them|such|above|below|our|we|us)\b/i.test(purpose)) return undefined;
  // "Use an integer to set the timeout or the constant $WAITFORTASK to block until …": two means, each with its own
  // goal; the first tool does not do the second goal.
  // "… input, output, and error to a running container" joins objects of the one goal: a determiner after "to" opens
  // its object, no second goal.
  if (/\b(?:or|and) (?:the |a |an )?\S+(?: \S+){0,3} to (?!(?:a|an|the|your|my|our|its|their|this|that|these|those|each|every|any|all|some|one|it|them|him|her|me|us|you)\b)[a-z]+\b/.test(purpose)) return undefined;
  if (/\b(?:it|this|that|them|these|those|the following)\b/i.test(tool!) || tool!.split(" ").length > 8 || /[,;:]/.test(tool!.replace(/\([^()]*\)/g, "()").replace(/(?<=\w)::(?=\w)/g, ""))) return undefined;
  return { question: finish(`What can you use to ${purpose}`), answer: tool! };
}

/**
 * "There are two main tools that can be used to include changes: git-merge and git-cherry-pick." → "What are the two
 * main tools that can be used to include changes?" The list after the colon is the answer.
 */
function enumerationFact(sentence: string): Built | undefined {
  const match = /^There (are|were) ((?:two|three|four|five|six|seven|eight|nine|ten|several|\d+) [^:]{3,100}?): (.+?)[.]?$/.exec(sentence);
  if (!match) return undefined;
  const [, verb, what, list] = match;
  if (/\b(?:it|its|this|these|those|they|them|such|above|below|following)\b/i.test(what!)) return undefined;
  // "There are two new headers: Content-Type and Content-Length": new since the example before, as "other", "more",
  // "remaining" or "added" items are of a set named before.
  if (/^\S+ (?:new|other|more|further|additional|extra|remaining|missing|changed|added|removed|different)\b/i.test(what!)) return undefined;
  // "two reasons": reasons for what? The kind must be qualified ("two main tools that …", "two important workflows").
  if (contentWords(what!).filter((word) => !/^(?:two|three|four|five|six|seven|eight|nine|ten|several|\d+)$/.test(word)).length < 2) return undefined;
  // "two options in base R": options, ways or approaches are for something, and a kind that does not say what for
  // ("for …", "to …", "of …", "that …") leans on the goal the text set before ("two explicit methods that …" says it).
  const head = what!.split(" ")[1] ?? "";
  if (/^(?:options?|ways?|choices?|alternatives?|approach(?:es)?|solutions?|possibilit(?:y|ies)|methods?|strateg(?:y|ies))$/i.test(head) && !/\b(?:for|to|of|that|which|who)\b/i.test(what!)) return undefined;
  if (/^(?:first|firstly|one)\b/i.test(list!)) return undefined; // the items are sentences of their own
  const answer = answerSpan(list!, 2, 30);
  if (!answer || !/,|\band\b|\bor\b/.test(answer)) return undefined;
  return { question: finish(`What ${verb} the ${what}`), answer };
}

/**
 * "Two stacks are supported: NSIS stack and plugin's own stack." → "Which two stacks are supported?" The things counted,
 * what is said of them (a participle, "available"), and the list after the colon as the answer.
 */
function countedParticipleFact(sentence: string): Built | undefined {
  const match = new RegExp(`^(${COUNT_WORDS.replace(/\b([a-z])/g, (letter: string) => `[${letter.toUpperCase()}${letter}]`)}) ([a-z][\\w-]*(?: [a-z][\\w-]*){0,2}) (are|were) ((?:(?:also|currently|now) )?(?:${OFFERED_PARTICIPLES})): (.+?)[.]?$`).exec(sentence);
  if (!match) return undefined;
  const [, count, kind, verb, said, list] = match;
  if (/^(?:one|several|many|some|few)$/i.test(count!) || /\b(?:new|other|more|further|additional|remaining|following)\b/i.test(kind!)) return undefined;
  // "<cmfile>.i1m, …, and <cmfile>.i1p. The <cmfile>.i1m file contains …": the list ends at its stop.
  const stop = innerStop(list!);
  const answer = answerSpan(stop === undefined ? list! : list!.slice(0, stop), 2, 30);
  if (!answer || !/,|\band\b|\bor\b/.test(answer) || /^(?:first|firstly|one)\b/i.test(answer)) return undefined;
  return { question: finish(`Which ${count!.toLowerCase()} ${kind} ${verb} ${said}`), answer };
}

/** "To work on both data and index, zoo provides window methods." → "What does zoo provide to work on both data and index?" */
function purposeFronted(sentence: string, casing: Casing, rarity: ReadonlyMap<string, number>): Built | undefined {
  const match = /^(To [a-z][^,]{5,80}), (?=\S)/.exec(sentence);
  if (!match || /^To (?:sum up|summari[sz]e|conclude|illustrate|be |see |do so|do this|this end|that end)/.test(match[1]!)) return undefined;
  // "To retrieve the data …, rdbnomics will use the base function readLines": the subject after the purpose opens its
  // clause, written in lower case as the name it is (shapedFact's writtenLower).
  const rest = sentence.slice(match[0].length);
  const built = shapedFact(rest, casing, rarity, /^[a-z]/.test(rest) ? "after purpose" : false);
  if (!built || !/^What (?:does|do|will|can) /.test(built.question)) return undefined;
  return { ...built, question: `${built.question.replace(/\?$/, "")} ${match[1]!.charAt(0).toLowerCase()}${match[1]!.slice(1)}?` };
}

/** "The default value of maxit is 100." / "The method argument defaults to "REML"." */
function defaultFact(sentence: string): Built | undefined {
  const valueOf = /^(?:By default, )?[Tt]he default(?: value)? (?:of|for) (the [\w.$`'"-]+ (?:argument|option|parameter|setting)|[\w.$`'"()-]+) is (.+)$/.exec(sentence);
  if (valueOf) {
    // "The default value for i is 1; the default value for j is i.": the clause after ";" is another default's.
    const answer = answerSpan(valueOf[2]!.replace(/\s*;.*$/, ""), 1);
    // "The default value of `.frob` is deprecated": what became of the default, not its value.
    if (answer && /^(?:now\s+)?(?:deprecated|ignored|removed|unused|obsolete|defunct)$/i.test(answer)) return undefined;
    return answer ? { question: finish(`What is the default value of ${valueOf[1]}`), answer } : undefined;
  }
  // "The default unit for the size value is bytes, so …" → "What is the default unit for the size value?"
  const kindOf = /^[Tt]he default ([a-z]+(?: [a-z]+)?) (of|for) ((?:the )?(?:[\w.$`'"-]+ ){0,2}[\w.$`'"()-]+) is (.+)$/.exec(sentence);
  if (kindOf && kindOf[1] !== "value" && identifiable(kindOf[3]!.split(" "), new Map([...contentWords(kindOf[3]!)].map((word) => [word, 1])))) {
    const answer = answerSpan(answerPhrase(kindOf[4]!, 0).replace(/,\s+so\b.*$/, ""), 1, 12);
    return answer ? { question: finish(`What is the default ${kindOf[1]} ${kindOf[2]} ${kindOf[3]}`), answer } : undefined;
  }
  // "Typical values for α are 0.05 and 0.01." → "What are typical values for α?": the values a text recommends or
  // allows for a named thing (cvar's guide, the hundred-forty-third held-out set).
  const typical = /^(Typical|Common|Usual|Possible|Valid|Allowed|Accepted|Recommended|Supported|Reasonable|Sensible) (values?|choices|settings|sizes|ranges?) (of|for) ((?:the )?(?:[\p{L}\d.$`'"()_-]+ ){0,3}[\p{L}\d.$`'"()_-]+) (is|are) (.+)$/u.exec(sentence);
  if (typical && !/\b(?:it|its|this|that|these|those|they|them|such|same|above|below)\b/i.test(typical[4]!)) {
    const answer = answerSpan(answerPhrase(typical[6]!, 0), 1, 12);
    // "of" with its article, as a thing's value is asked ("What are the possible values of the mode option?").
    const article = typical[3] === "of" ? "the " : "";
    return answer ? { question: finish(`What ${typical[5]} ${article}${typical[1]!.toLowerCase()} ${typical[2]} ${typical[3]} ${typical[4]}`), answer } : undefined;
  }
  const defaultsTo = /^((?:[Tt]he )?[\w.$`'"()-]+(?: (?:argument|option|parameter|setting))?) defaults to (.+)$/.exec(sentence);
  if (defaultsTo && identifiable(defaultsTo[1]!.split(" "), new Map())) {
    const answer = answerSpan(defaultsTo[2]!, 1);
    const subject = defaultsTo[1]!.replace(/^The /, "the ");
    return answer ? { question: finish(`What does ${subject} default to`), answer } : undefined;
  }
  return undefined;
}

/**
 * `writtenLower`: the sentence, as the text writes it, opens with its first word in lower case. English capitalises a
 * sentence's first word; a writer who does not is writing a name that is lower case everywhere ("polib requires …",
 * "yarl requires …"), a package's or a program's. "after purpose": the clause after a fronted purpose opens so ("To
 * retrieve the data, rdbnomics will use …"), where the name may take "will" or "can" before its verb (actsOnObject).
 */
function shapedFact(sentence: string, casing: Casing, rarity: ReadonlyMap<string, number>, writtenLower: boolean | "after purpose" = false): Built | undefined {
  // "Even though the matrix is stored as a single vector, the way it is printed …": a concessive clause states its
  // fact as true, so it is asked alone, up to the comma that ends it ("How is the matrix stored?").
  const conceded = /^(?:Even though|Although|Though|Whereas) ((?:the|a|an) [^,;:]+), \S/.exec(sentence);
  if (conceded) return shapedFact(`${conceded[1]!.charAt(0).toUpperCase()}${conceded[1]!.slice(1)}.`, casing, rarity);
  // A conjunction that opens the sentence joins it to the one before and is no part of its subject: "But the type of
  // quantile can be easily changed by …" is asked of "the type of quantile".
  const joined = /^(?:But|And|Yet) ((?:the|a|an) [a-z].*)$/.exec(sentence);
  // "A radix tree, or trie, is a data structure …": the other name between commas is an aside of the subject; the
  // definition is asked of the first name ("What is a radix tree?").
  const aside = /^((?:An?|The) [a-z][a-z -]{1,40}), or [a-z][a-z -]{1,30}, (?=(?:is|are) )/.exec(sentence);
  const unaside = aside ? `${aside[1]} ${sentence.slice(aside[0].length)}` : sentence;
  // "The ‘maximal model’ therefore is the model with …": a conclusion's adverb between the subject and its verb ties
  // the sentence to the reasoning before it and is no part of the subject ("What is the ‘maximal model’ therefore?").
  const concluded = /^((?:The|A|An) [^,;:]{2,80}?) (?:therefore|thus|hence|consequently|accordingly) (?=(?:is|are|was|were|has|have|can|will|may|must) )/.exec(unaside);
  if (concluded) return shapedFact(`${concluded[1]} ${unaside.slice(concluded[0].length)}`, casing, rarity, writtenLower);
  const split = subjectAndPredicate(joined ? joined[1]!.charAt(0).toUpperCase() + joined[1]!.slice(1) : unaside);
  if (!split) return undefined;
  const { subjectWords, predicate, body } = split;
  if (literalValue(subjectWords)) return undefined; // "False is …": a one-word name would let it through below
  // "Make sure the patches still apply cleanly": an instruction, its verb read as the subject's first word. So is a
  // supposition: "Assume `a` is a BedTool object …" states no fact of `a`, it sets up an example.
  if (/^(?:Make|Be|Do|Don't|Get|Go|Let|Note|Ensure|Remember|Please|Check|Verify|Assume|Suppose|Imagine|Consider|Recall|Notice|Pretend)$/.test(subjectWords[0] ?? "")) return undefined;
  // "Fix complete statements check inside indented block …" (a changelog's entry): the verb of what was done, not a
  // subject's first word.
  if (subjectWords.length > 1 && CHANGE_IMPERATIVE.test(subjectWords[0]!)) return undefined;
  // A one-word name the text writes with its capital inside sentences ("Restic", "Frobnitz") is as good as "MkDocs".
  // Not the text's main topic, though: "Debian offers …", "Git assumes …" in a Debian or Git manual is one of many.
  const name = subjectWords.length === 1 && /^[A-Z][a-z]{2,}$/.test(subjectWords[0]!) && caseInside(subjectWords[0]!, casing) === subjectWords[0] && (rarity.get(subjectWords[0]!.toLowerCase()) ?? 0) <= 4;
  // "Git history is represented as …": a name the text writes with its capital, then common nouns, named by what it is.
  const namedHead = subjectWords.length >= 2 && subjectWords.length <= 3 && /^[A-Z][a-z]{2,}$/.test(subjectWords[0]!) && caseInside(subjectWords[0]!, casing) === subjectWords[0]
    && subjectWords.slice(1).every((word) => /^[a-z]{3,}$/.test(word)) && /^(?:is|are) /.test(predicate);
  // "mclust is a contributed R package …", "clustering is a technique …": a one-word subject in lower case defined by
  // "is a/an", which the text names again (a package, a command, a term), is what the definition defines; a pronoun
  // or a quantifier ("everything is a …") names nothing.
  // So is one capitalised only as a sentence's first word ("Overimputing is a technique …", where the text writes it in
  // lower case inside its sentences or nowhere but at their start).
  const inside = subjectWords.length === 1 ? caseInside(subjectWords[0]!, casing) : "";
  const sentenceCased = subjectWords.length === 1 && /^[A-Z][a-z\d_.-]{2,}$/.test(subjectWords[0]!) && (inside === undefined || inside === subjectWords[0]!.toLowerCase());
  const word = sentenceCased ? subjectWords[0]!.toLowerCase() : subjectWords[0];
  // Not a word every text uses ("Input is a …", "Users are a …"): a generic noun names nothing of this text.
  // "Tokenization is the process of breaking …": "the process (practice, act, …) of" defines the word as "is a" does.
  const definedWord = subjectWords.length === 1 && /^[a-z][a-z\d_.-]{2,}$/.test(word!) && (/^(?:is|are) (?:a|an) /.test(predicate) || DEFINING_THE.test(predicate))
    && !LOWER_NON_SUBJECTS.test(word!) && !(sentenceCased && (isKnownVerb(word!) || GENERIC.has(word!))) && namedAgain(word!, rarity)
    // "Cross-validation is a computationally demanding procedure": a hyphenated term whose case the text does not
    // show inside its sentences may be a common compound as well as a name; only one written in lower case is asked.
    && !(sentenceCased && word!.includes("-") && inside === undefined);
  // "A radix tree is a data structure optimised for …", "A hook is a function that …": an indefinite subject of common
  // words defined by "is a/an" is a generic definition, the class the text goes on to use. Not a judgement or a stand-in
  // ("A good choice is a …", "A common case is an …", "An example is a …"): those name one of several things.
  const genericDefined = subjectWords.length >= 2 && subjectWords.length <= 4 && /^an?$/i.test(subjectWords[0]!) && /^is (?:a|an) /.test(predicate)
    && subjectWords.slice(1).every((word) => /^[a-z][a-z-]+$/.test(word) && !POINTING.test(word) && !REFERRING.test(word) && !JUDGING_ADJECTIVES.test(word))
    && !STAND_IN_HEADS.test(subjectWords.at(-1)!);
  // "yarl requires the multidict library", "polib supports …": a one-word subject the writer keeps in lower case at the
  // start of the sentence (see writtenLower), named again in the text, is a name; asked only with one of the action
  // verbs ("What does yarl require?"), not a verb of its own ("returns …" opening a parameter's line is no name).
  const lowerName = writtenLower && subjectWords.length === 1 && /^[a-z][a-z\d_-]{2,}$/.test(subjectWords[0]!) && !LOWER_NON_SUBJECTS.test(subjectWords[0]!)
    && !isKnownVerb(subjectWords[0]!) && (rarity.get(subjectWords[0]!) ?? 0) >= 2 && actsOnObject(predicate, writtenLower === "after purpose");
  if (!name && !namedHead && !definedWord && !genericDefined && !lowerName && !identifiable(subjectWords, rarity)) return undefined;
  // Written in lower case inside the text's sentences, the term is asked so; written nowhere but at a sentence's start,
  // it may be a name ("Optionator is a …") and keeps its capital.
  const first = sentenceCased && definedWord ? (inside === undefined ? subjectWords[0]! : word!) : subjectStart(subjectWords, casing);
  if (first === undefined) return undefined;
  const subject = [first, ...subjectWords.slice(1)].join(" ");
  const predicateStart = body.length - predicate.length;

  // "The thumbnail format is written to the imgdata.thumbnail.tformat field": "written to" a place, "created to" a
  // standard; a purpose of making is "to" and a verb.
  const made = PURPOSE.exec(predicate);
  const purpose = made && /(?:created|developed|written|built)$/.test(made[2]!) && made[3] === "to" && PLACE_AFTER_TO.test(predicate.slice(made[0].length)) ? null : made;
  // "Custom readers are required to implement the read method": an obligation of the subject, not what it is needed
  // for ("What are custom readers required for?" is garbled); asked as what the subject must do (EXPECTED below).
  const obliged = purpose && /^(?:required|needed)$/.test(purpose[2]!.split(" ").pop()!) && purpose[3] === "to" && OBLIGATION_VERBS.test(predicate.slice(purpose[0].length).split(" ")[0]!);
  if (purpose && !obliged) {
    // "-e may be used for email, -H for HTML, -M for Markdown": the verb gapped in the items after the first gives each
    // its own use; the subject's is the first.
    // So without the comma when the other item is a name: "By default AsyncMock is used for async functions and
    // MagicMock for the rest" (set 204).
    const rest = answerPhrase(body, predicateStart + purpose[0].length).replace(new RegExp(`,\\s+(?:and\\s+|or\\s+)?\\S+\\s+${purpose[3]}\\s.*$`), "").replace(new RegExp(`\\s+(?:and|or)\\s+(?:\x60[^\x60]+\x60|[A-Z][\\w.]*|[a-z_][\\w.]*\\(\\))\\s+${purpose[3]}\\s.*$`), "");
    const [aux, be] = purpose[1]!.includes(" ") ? purpose[1]!.split(" ") : [purpose[1]!, ""];
    // "LibTomMath is meant to be very GCC friendly as it comes with a makefile …": what the thing is meant to be (a
    // quality), asked as such and without the reason after it; "is designed to be used in …" stays a purpose.
    const quality = purpose[3] === "to" && /^be\s+(?!used\b|run\b|read\b|called\b|[a-z]+ed\b|[a-z]+en\b)\S/.test(rest) ? rest.replace(/^be\s+/, "").replace(/,?\s+(?:as|because|since|so that)\s.*$/, "") : undefined;
    if (quality !== undefined) {
      const answer = answerSpan(quality, 1, 12);
      return answer ? { question: finish(`What ${aux} ${subject} ${be ? `${be} ` : ""}${purpose[2]} to be`), answer } : undefined;
    }
    // "The npc utility was created to "pre-encode" files for NORM transmission … by adding additional FEC encoding, and
    // importantly, interleaving …" (set 195): a purpose too long to ask with its means ends before the means.
    const answer = answerSpan(rest, MIN_ANSWER_WORDS) ?? answerSpan(rest.replace(/\s+by [a-z]+ing\b.*$/, ""), MIN_ANSWER_WORDS);
    if (!answer) return undefined;
    // "w1retap is designed to run on Linux and assumes that the interface …": a verb in the third person after "and" is
    // the subject's second predicate (secondPredicateCut), not a second purpose; the answer would run into it.
    if (secondPredicateCut(answer) !== answer) return undefined;
    return { question: finish(`What ${aux} ${subject} ${be ? `${be} ` : ""}${purpose[2]} for`), answer: purpose[3] === "to" ? `to ${answer}` : answer };
  }
  const expected = EXPECTED.exec(predicate);
  if (expected) {
    const answer = answerSpan(answerPhrase(body, predicateStart + expected[0].length), MIN_ANSWER_WORDS);
    return answer ? { question: finish(`What ${expected[1]} ${subject} ${expected[2]} to do`), answer } : undefined;
  }
  // "node_discover is responsible for fetching list of hosts for the cloud." → "What is node_discover responsible for?":
  // a duty, asked as one.
  const responsible = /^(is|are|was|were) ((?:also|solely|primarily|mainly|chiefly|entirely|only) )?responsible for (?=\S)/.exec(predicate);
  if (responsible) {
    const answer = answerSpan(answerPhrase(body, predicateStart + responsible[0].length), MIN_ANSWER_WORDS);
    return answer ? { question: finish(`What ${responsible[1]} ${subject} ${responsible[2] ?? ""}responsible for`), answer } : undefined;
  }
  // "The goal of X is to Y" → "What is the goal of X?": a goal, aim or purpose is what is asked, never "… for?". "A key
  // goal of X is to Y" is one of several goals: not asked.
  const aimOf = /^(?:(the)|a|an|one)\s+(?:(?:[a-z]+)\s+)?(goal|goals|aim|aims|purpose|objective|objectives|idea|intention|task|role|point)\s+of\s+(\S.*)$/i.exec(subject);
  if (/^(?:is|are) to [a-z]+ /.test(predicate) && aimOf) {
    // Only the goal of a named thing ("of prettify()", "of the Frobnik package"): "the purpose of the organization" is
    // of one said before.
    const owner = aimOf[3]!.split(" ");
    if (!aimOf[1] || !owner.some((word) => /[A-Z]/.test(word) || /\d|[._$`()"“‘']|^-/.test(word))) return undefined;
    const answer = answerSpan(clauseFrom(body, predicateStart + predicate.indexOf(" to ") + 4), MIN_ANSWER_WORDS);
    return answer ? { question: finish(`What ${predicate.split(" ")[0]} ${subject}`), answer: `to ${answer}` } : undefined;
  }
  const isTo = IS_TO.exec(predicate);
  // Only of a named thing ("the -m flag is to give …"): "the first step is to compute …" is a step of something said before.
  const namedThing = subjectWords.some((word, index) => /[A-Z]/.test(word.slice(index === 0 ? 1 : 0)) || /\d|[._$`()"“‘']|^-/.test(word));
  if (isTo && namedThing && (PLURAL_ACTIONS.has(isTo[2]!) || /^(?:give|make|get|keep|let|put|tell|show|mark|say)$/.test(isTo[2]!))) {
    const answer = answerSpan(answerPhrase(body, predicateStart + isTo![1]!.length + 4), MIN_ANSWER_WORDS);
    // "A typical application of Formula is to provide …", "The typical setting for cascade is to add …": of a use, a
    // choice or a way, "is to" says what it is, not what it is for (a flag or a format is for something).
    const role = ROLE_NOUNS.test(subjectHead(subjectWords));
    return answer ? { question: finish(role ? `What ${isTo![1]} ${subject}` : `What ${isTo![1]} ${subject} for`), answer: `to ${answer}` } : undefined;
  }
  const named = NAMED_AS.exec(predicate);
  if (named) {
    // A name ends at a comma: '"plumbing", with the prettier user interfaces …' names "plumbing".
    const phrase = answerPhrase(body, predicateStart + named[0].length).replace(/,\s.*$/, "");
    // "The callback is called when the server closes": called as in invoked, not named. "When is it called?" asks
    // that; a means or a place after "called" ("with the error", "on every tick") asks nothing "What" can. The event
    // may take a clause of its own ("when message can be transferred over the associated sender link to the remote peer").
    const event = named[3] === "called" && /^(?:when|whenever|once|after|before|as soon as)\b/i.test(phrase) ? withoutReason(answerSpan(phrase, 1, 16)) : undefined;
    if (event) return { question: finish(`When ${named[1]} ${subject} ${named[2]}called`), answer: event };
    const answer = withoutReason(answerSpan(phrase, 1, 12));
    if (!answer) return undefined;
    // "The frob mode is named after the river": what the name comes from, asked as such.
    if (named[3] === "named" && /^after\s+\S/.test(answer)) return { question: finish(`What ${named[1]} ${subject} ${named[2]}named after`), answer: answer.slice("after ".length) };
    // "A prompt() utility is called to read the username": invoked for a purpose, not named.
    if (named[3] === "called" && /^(?:with|by|on|from|if|for|in|at|to|during|only|again|twice|once|each|every|asynchronously|synchronously|immediately)\b/i.test(answer)) return undefined;
    const [verb, preposition] = named[3]!.startsWith("available") ? ["available", named[3]!.split(" ")[1]] : [named[3], ""];
    // "`sjt.xtab()` is now named `tab_xtab()`": a rename (the split reads "is now named" as "is named"), asked with its
    // "now"; without it the question asks the old name's name.
    const now = /^(?:called|named)$/.test(verb!) && new RegExp(`\\b${named[1]} now (?:called|named)\\b`).test(sentence) ? "now " : "";
    const question = preposition ? `Where ${named[1]} ${subject} ${named[2]}${verb}` : `What ${named[1]} ${subject} ${now}${named[2]}${verb}`;
    return { question: finish(question), answer: preposition ? `${preposition} ${answer}` : answer };
  }
  const licensed = LICENSED_UNDER.exec(predicate);
  if (licensed) {
    // "… under the GNU General Public License, with some parts under …": the licence up to the comma that qualifies it.
    const answer = answerSpan(answerPhrase(body, predicateStart + licensed[0].length).replace(/,\s.*$/, "").replace(/\s+\(the "License"\)$/i, "").replace(/^the terms of (?=\S)/i, ""), 1, 12);
    // "… under the GNU GPL license as well": one of the licences; "published under /usr/share/frob": a place (below).
    if (answer && LICENCE_NAME.test(answer)) return /\b(?:as well|too|also)$/i.test(answer) ? undefined : { question: finish(`Under which license ${licensed[1]} ${subject} ${licensed[2]}`), answer };
  }
  const placed = PLACED_IN.exec(predicate);
  if (placed) {
    const answer = answerSpan(answerPhrase(body, predicateStart + placed[0].length), 1, 12);
    if (!answer || /^(section|table|figure|fig|appendix|chapter|eq|equation|the following|this|these)\b/i.test(answer)) return undefined;
    const [participle, preposition] = placed[2]!.split(" ");
    if (preposition === "to" && !PLACE_START.test(answer)) return undefined;
    // "trace2dbest is written in Perl, it requires …": a name without an article after "written in" is the language
    // it is written in, not a place ("written in the log file", "written in /var/log").
    const language = participle === "written" && preposition === "in" ? LANGUAGE_NAME.exec(answer) : null;
    if (language) return { question: finish(`In which language ${placed[1]} ${subject} written`), answer: language[1]! };
    // "MALDIquant is written in an object-oriented programming approach": a manner or a style, no place to write to.
    if (participle === "written" && preposition === "in" && !/[/`\\]|\b(?:files?|logs?|director(?:y|ies)|folders?|databases?|registers?|memory|buffers?|tables?|columns?|fields?|streams?|headers?|journals?|caches?|disks?|outputs?|configuration|registry|archives?|records?|cells?|blocks?|pages?|sections?|slots?)\b/i.test(answer)) return undefined;
    // "The full references can be found on the help pages" → "Where can the full references be found?"; "Bugs should be
    // filed on Launchpad, not GitHub" → "Where should bugs be filed?"
    const modal = /^(can|should|must) be$/.exec(placed[1]!)?.[1];
    const question = modal ? `Where ${modal} ${subject} be ${participle}` : `Where ${placed[1]} ${subject} ${participle}`;
    return { question: finish(question), answer: `${preposition} ${answer}` };
  }
  // "The merge workflow works by copying branches …" → "How does the merge workflow work?"
  const worksBy = /^works (by [a-z]+ing\b)/.exec(predicate);
  if (worksBy) {
    const answer = answerSpan(answerPhrase(body, predicateStart + "works ".length), MIN_ANSWER_WORDS + 1);
    return answer ? { question: finish(`How does ${subject} work`), answer } : undefined;
  }
  const storedAs = STORED_AS.exec(predicate);
  if (storedAs) {
    const answer = answerSpan(answerPhrase(body, predicateStart + storedAs[0].length), 1, 14);
    if (answer && AS_POINTING.test(answer)) return undefined;
    return answer ? { question: finish(`How ${storedAs[1]} ${subject} ${storedAs[2]}`), answer: `as ${answer}` } : undefined;
  }
  const means = MEANS.exec(predicate);
  // "The choice of … is unaffected by the VERSION_CONTROL environment variable": a negated participle's "by" names what
  // does not act on the subject, no means ("How is the choice … unaffected?").
  if (means && !/^un[a-z]+ed$/.test(means[2]!.replace(/^[a-z]+ly /, "")) && !/^(used|based|given|shown|described|defined|discussed|presented|illustrated|listed|provided|followed|associated|related|linked|correlated|compared|accompanied|affected|driven|explained|characterized|characterised|concerned|interested|involved|occupied|preoccupied|acquainted|satisfied|faced|confronted)$/.test(means[2]!.replace(/^[a-z]+ly /, "")) && !(means[3] === "by " && /^(?:inspired|influenced|motivated|funded|sponsored|powered)$/.test(means[2]!.replace(/^[a-z]+ly /, "")))
    // "An example input file is included with the source code": what comes with a thing, not how it is done.
    && !(means[3] === "with " && /^(?:included|shipped|bundled|distributed|packaged|provided|supplied|delivered|installed)$/.test(means[2]!.replace(/^[a-z]+ly /, "")))) {
    const answer = answerSpan(withoutGappedClause(answerPhrase(body, predicateStart + means[1]!.length + means[2]!.length + 2)), MIN_ANSWER_WORDS + 1);
    const [aux, rest] = /^(is|are|was|were)$/.test(means[1]!) ? [means[1], ""] : [means[1]!.split(" ")[0], "be "];
    // "The formula was published by R.W. Sinnott in 1984": a person after "by" is the agent, not a means; "How was it
    // published?" — "by R.W. Sinnott in 1984" answers who and when. Asked "By whom …?" with the name alone.
    const agent = answer ? personAgent(answer) : undefined;
    if (agent) return { question: finish(`By whom ${aux} ${subject} ${rest}${means[2]}`), answer: agent };
    // "External direct references are assumed by the assembler to be in the correct area" (set 206's ASxxxx manual),
    // "The libz library is required by the MySQL client libraries", "… is treated by system as open file": after a
    // verb of belief, need or treatment, or before the complement it gives ("to be …", "as …"), "by" and a noun phrase
    // name who holds it, an agent, not a means.
    if (answer && /^by (?![a-z]+ing\b)/.test(answer) && (/^(?:assumed|expected|believed|thought|supposed|required|needed|said|deemed|regarded|treated)$/.test(means[2]!.replace(/^[a-z]+ly /, "")) || /^by (?:(?:the|a|an|its|their)\s+)?[\w-]+(?:\s+[\w-]+){0,3}\s+(?:to\s+(?:be|have)|as)\s/.test(answer))) return undefined;
    // "InfCommunicationObject is implemented by InfAdoptedSession, InfChatSession, …" (gtk-doc's known implementations,
    // set 215): the types that implement an interface or extend a class are who does it, no way it is done ("How is
    // InfCommunicationObject implemented?").
    if (answer && /^(?:implemented|subclassed|extended|inherited|derived|overridden|overriden|realized|realised)$/.test(means[2]!.replace(/^[a-z]+ly /, "")) && /^by (?:`[^`]+`|\p{Lu}[\p{L}\d_]*\p{Lu}[\p{L}\d_]*)(?:,? (?:and |or )?(?:`[^`]+`|\p{Lu}[\p{L}\d_]*\p{Lu}[\p{L}\d_]*))*$/u.test(answer)) return undefined;
    return answer ? { question: finish(`How ${aux} ${subject} ${rest}${means[2]}`), answer } : undefined;
  }
  // "The time format is used when guessing column types." → "When is the time format used?": a passive with the time
  // or condition of its event, which is the answer, conjunction and all.
  const passiveWhen = PASSIVE_WHEN.exec(predicate);
  if (passiveWhen) {
    // The clause ends before a participle phrase that comments on it: "…, essentially reducing the problem to …".
    const clause = answerPhrase(body, predicateStart + passiveWhen[0].length - passiveWhen[3]!.length - 1).replace(/,\s+(?:[a-z]+ly\s+)?[a-z]+ing\b.*$/, "");
    const answer = answerSpan(clause, MIN_ANSWER_WORDS + 1);
    // A comment's close or a statement's punctuation: the clause ran out of a code comment into the code below it.
    if (!answer || !answer.startsWith(`${passiveWhen[3]} `) || /\b(?:it|this|that|these|those|they|them|such|above|below|former|latter)\b/i.test(answer) || /\*\/|\/\*|[{};]/.test(answer)) return undefined;
    return { question: finish(`When ${passiveWhen[1]} ${subject} ${passiveWhen[2]}`), answer };
  }
  // "The region of integration is given by the vectors lower and upper." → "What is the region of integration given by?"
  const agent = AGENT.exec(predicate);
  if (agent && AGENT_PARTICIPLES[agent[4]!]!.test(agent[3]!) && !/^[a-z]{2,}ing\b/.test(predicate.slice(agent[0].length))) {
    const answer = answerSpan(answerPhrase(body, predicateStart + agent[0].length), 1, 14);
    return answer ? { question: finish(`What ${agent[1]} ${subject} ${agent[2]} ${agent[4]}`), answer } : undefined;
  }
  const relation = RELATION.exec(predicate);
  if (relation) {
    // "… is similar to getUniqueString, except it generates …": the comparand, without how the two differ.
    const answer = answerSpan(answerPhrase(body, predicateStart + relation[0].length).replace(/,\s+(?:except|but|although|though|whereas|while)\b.*$/, ""), 1, 14);
    // "dqRNGkind() is analogue to RNGkind()": the noun used as the adjective is asked as the adjective.
    return answer ? { question: finish(`What ${relation[1]} ${subject} ${relation[2]!.replace(/^analogue\b/, "analogous")}`), answer } : undefined;
  }
  // "The `.standardise` argument of `call_modify()` is deprecated.": a participle that ends the sentence says what
  // became of the thing, not what it is.
  const ofCopula = /^(is|are) (?!a |an |the |not |also |used |only |often |still |then |now |because |since |due to |(?:[a-z]+ly|[a-z]+ed|[a-z]+en)(?: |$))/.exec(predicate);
  const ofSubject = /^the \S+(?: \S+)? of \S/i.test(subject) && subjectWords.length <= 6;
  // "The path name for the Tcl interpreter is /usr/bin/tclsh or /usr/bin/tclshX.Y": a thing named by what it is for
  // (or by an "of" phrase of seven words) is asked so only when what it is reads as a value: a name, code, a path, a
  // number or a noun phrase with its determiner. "… is in degrees", "… is used …", "… is difficult to interpret since …"
  // say how or why, which other shapes ask.
  const forSubject = !ofSubject && /^the \S+(?: \S+)? (?:of|for) \S/i.test(subject) && subjectWords.length <= 7 && !subjectWords.some((word) => /^(?:what|how|why|where|which|who|whether)$/i.test(word));
  if (ofCopula && (ofSubject || forSubject)) {
    const answer = answerSpan(answerPhrase(body, predicateStart + ofCopula[0].length), 1, 14);
    // '"sans" and "serif", and affect only the key': a second predicate after the list is no part of the value.
    const valueLike = answer !== undefined && VALUE_START.test(answer) && ![...answer.matchAll(/,\s+(?:and|or)\s+(?:only\s+|also\s+)?([a-z]{3,})\b/g)].some((match) => isVerbBase(match[1]!));
    if (ofSubject || valueLike) {
      // "The consistency of X is beneficial to installers": a judgement, not what the thing is.
      if (answer && JUDGEMENT.test(answer.split(" ")[0]!)) return undefined;
      // "The listing of exported functions are in the file src/Rinit.c": where the thing is, which "What" does not ask.
      if (answer && /^(?:in|at|on|under|inside|within|from|into|onto)\s/i.test(answer)) return undefined;
      // "The naming convention for a module foo is tcl-foo … when the module is version independent" (and tclX.Y-foo
      // when it is version dependent, the next sentence says): what the thing is under that condition, asked with it.
      const conditioned = answer && /^(.+?),? ((?:when|if|whenever) .+)$/.exec(answer);
      if (conditioned) return contentWords(conditioned[2]!).length >= 2 ? { question: finish(`What ${ofCopula[1]} ${subject} ${conditioned[2]}`), answer: conditioned[1]! } : undefined;
      return answer ? { question: finish(`What ${ofCopula[1]} ${subject}`), answer } : undefined;
    }
  }
  const comparison = COMPARATIVE.exec(predicate);
  if (comparison) {
    const answer = answerSpan(answerPhrase(body, predicateStart + comparison[0].length), 1);
    return answer ? { question: finish(`What ${comparison[1]} ${subject} ${comparison[2]} than`), answer } : undefined;
  }
  // "since" gives a reason when a clause follows it ("since they serve no purpose"), not a time ("since 2010").
  const because = /,? (?:because (?:of )?|since (?=(?:the|a|an|it|they|this|these|there|we|you|its|their|\S+ (?:is|are|was|were|do|does|did|has|have|can|will)) ))/.exec(predicate);
  if (because && /^(is|are|was|were|can|cannot|does|do|did|has|have|must|should|fails?|works?|[a-z]+s)\b/.test(predicate)) {
    const clause = predicate.slice(0, because.index);
    // "is perhaps the hurdle model preferable": a hedge has no place between the inverted verb and its subject.
    if (/^\S+ (?:perhaps|probably|possibly|maybe)\b/i.test(clause) || /^(?:perhaps|probably|possibly|maybe)\b/i.test(subject)) return undefined;
    // "The downward slope is because we ordered the x-axis …": a bare copula before "because" leaves the question
    // without a predicate ("Why is the downward slope?").
    if (/^(?:is|are|was|were)$/.test(clause.trim())) return undefined;
    const inverted = invertPredicate(subject, clause);
    const answer = answerSpan(answerPhrase(body, predicateStart + because.index + because[0].length), MIN_ANSWER_WORDS);
    return inverted && answer ? { question: finish(`Why ${inverted}`), answer } : undefined;
  }
  // "The argument passed to --files-from must be the name of a text file …" → "What must the argument passed to --files-from be?"
  const required = /^(must|should) be (?=(?:a|an|the) )/.exec(predicate);
  if (required && namedThing) {
    const answer = answerSpan(answerPhrase(body, predicateStart + required[0].length), MIN_ANSWER_WORDS + 1);
    return answer ? { question: finish(`What ${required[1]} ${subject} be`), answer } : undefined;
  }
  const definition = DEFINITION.exec(predicate);
  if (definition && subjectWords.length <= 5) {
    // "a cache of the state of a directory tree, used to create commits, check out …": a long definition's head is its answer.
    const clause = answerPhrase(body, predicateStart + definition[1]!.length + 1);
    // "X is a noop if the ready state is CLOSED": what X is under one condition, not what X is ("an `AbortSignal` if
    // that's available, otherwise a polyfill" says it for every case).
    if (/^(?:an?|the)(?:\s+[\w`-]+){1,2}\s+(?:if|when|whenever|unless)\s/i.test(clause) && !/\b(?:otherwise|else)\b/i.test(clause)) return undefined;
    const head = /^([^,]+),\s/.exec(clause)?.[1];
    const long = clause.split(" ").length > MAX_ANSWER_WORDS && head && head.split(" ").length >= 4;
    const answer = answerSpan(long ? head : clause, MIN_ANSWER_WORDS + 1);
    // A generic definition says what kind of thing the class is and what sets it apart ("a function that wraps another
    // function"): "a single number", "an abstract concept" say too little to check, and an answer that runs past a
    // full stop ("a function decorated with `@command`. mando tries …") is two sentences.
    if (answer && genericDefined && (contentWords(answer).length < 3 || /[.!?]\s+\S/.test(answer.replace(/`[^`]*`/g, "x")))) return undefined;
    // "The designs in yosys-bigsim are a good playground for experimenting …": a judgement of the subject, not what it
    // is; "What are the designs in yosys-bigsim?" is not answered by how good they are.
    const judged = /^(?:a|an|the|one of the)\s+(?:(?:very|really|quite|particularly|most)\s+)?(\w+)\s/i.exec(answer ?? "")?.[1];
    if (judged && LABEL_JUDGEMENT.test(judged)) return undefined;
    return answer ? { question: finish(`What ${definition[1]} ${subject}`), answer } : undefined;
  }
  const list = LIST_COPULA.exec(predicate);
  if (list && /^the\b/i.test(subject) && /,.*\band\b/.test(predicate) && !/^(?:are|include) (?:now|then|also|not|still|in|on|at|to|by|as|[a-z]+ly|[a-z]+ed|[a-z]+en)\b/.test(predicate)) {
    const answer = answerSpan(answerPhrase(body, predicateStart + list[0].length), 3, 30);
    // "binaries, libraries, documentation files": a list cut before its last item is no answer.
    if (!answer || answer.split(",").length < 3 || !/\b(?:and|or)\b/.test(answer)) return undefined;
    // "include" without its "-s" agrees with a plural subject: "What do the static files include?"
    return { question: finish(list[1] === "are" ? `What are ${subject}` : `What do ${subject} include`), answer };
  }
  // "MkDocs lets you preview your documentation" → "What does MkDocs let you do?"
  const enabling = /^(lets|allows|enables|helps|permits) (you|users|the user) (to )?/.exec(predicate);
  if (enabling) {
    const answer = answerSpan(answerPhrase(body, predicateStart + enabling[0].length), MIN_ANSWER_WORDS);
    const base = enabling[1]!.replace(/s$/, "");
    return answer ? { question: finish(`What does ${subject} ${base} ${enabling[2]} ${enabling[3] ?? ""}do`), answer } : undefined;
  }
  // "The R function frobexp takes as argument a square matrix and returns …": the role the verb names comes before its
  // object, which is the answer ("What does the R function frobexp take as argument?"); asked without it, "What does
  // frobexp take?" would take "as argument" into the answer.
  const takesAs = /^(takes|accepts|expects) as ((?:(?:its|an|a) )?(?:first |second |only |sole )?(?:argument|input|parameter)s?) (?!(?:is|are|and|or|in|of|to|for|by|well)\b)/.exec(predicate);
  if (takesAs) {
    const answer = answerSpan(answerPhrase(body, predicateStart + takesAs[0].length), MIN_ANSWER_WORDS, 14);
    return answer ? { question: finish(`What does ${subject} ${ACTION_VERBS[takesAs[1]!]} as ${takesAs[2]}`), answer } : undefined;
  }
  for (const [form, base] of Object.entries(ACTION_VERBS)) {
    if (!base || !predicate.startsWith(`${form} `)) continue;
    // "decreases by an amount": an intransitive use has no object to ask for.
    if (/^(by|to|from|with|in|on|at|over|under|when|if|as)\b/.test(predicate.slice(form.length + 1))) return undefined;
    const phrase = answerPhrase(body, predicateStart + form.length + 1);
    // "vec_c() throws an error if the inputs are not vectors": a short object under a condition is asked by the
    // condition ("When does vec_c() throw an error?"); "What does vec_c() throw?" would take the condition into its answer.
    // "GLOBUS_TRUE if the RSL parse tree … is a relation and its attribute name matches the attribute parameter" (set
    // 202): a condition's second clause is part of it, and a phrase that ends before it ends inside the condition.
    if (conditionCut(body, predicateStart + form.length + 1, phrase)) return undefined;
    const conditional = conditionalObject(phrase);
    if (conditional) return { question: finish(`When does ${subject} ${base} ${conditional.object}`), answer: conditional.condition };
    const answer = answerSpan(phrase, MIN_ANSWER_WORDS);
    if (!answer) return undefined;
    // "`is_ascii()` now returns `NA` for `NA_character_`": what a call returns for an input is asked for that input
    // ("What does `is_ascii()` return for `NA_character_`?"); asked of the call alone, the input's case reads as all it returns.
    const forInput = base === "return" ? /^(\S+(?: \S+){0,3}) for (\S.*)$/.exec(answer) : null;
    // "ClanLib always uses the screen boundary as a clipping rectangle": what a thing uses in a role is asked for that
    // role ("What does ClanLib use as a clipping rectangle?"); "What does ClanLib use?" has as many answers as it uses things.
    const asRole = /^(use|take|accept|treat|choose|select)$/.test(base) ? /^(\S+(?: \S+){0,4}) as ((?:a|an|the|its|their) [a-z][\w-]*(?: [a-z][\w-]*){0,3})$/.exec(answer) : null;
    if (asRole && !/\b(?:well|long|soon|follows|such|much|many)\b/.test(asRole[2]!)) return { question: finish(`What does ${subject} ${base} as ${asRole[2]}`), answer: asRole[1]! };
    // "a list of values for each group and a total": a second object after the input's, no input of both.
    if (forInput && /\b(?:and|or) (?:a|an|the)\b/.test(forInput[2]!)) return undefined;
    if (forInput && !/\b(?:and|or|each|every|all)$/.test(forInput[1]!)) return { question: finish(`What does ${subject} return for ${forInput[2]}`), answer: forInput[1]! };
    return { question: finish(`What does ${subject} ${base}`), answer };
  }
  // "Requests will automatically decode content from the server." → "What will Requests automatically decode?"; so "will
  // always coerce" → "What will lazy_eval() always coerce?"
  const modal = /^(can|may|will) (?:((?:[a-z]{3,}ly|also|always) )?)([a-z]+) /.exec(predicate);
  // "A Makefile can contain …", "Future editors may require …": what a thing in general may do is a possibility, not a fact.
  const generic = /^(?:a|an)$/i.test(subjectWords[0]!) || (!/^(?:the)$/i.test(subjectWords[0]!) && !subjectWords.some((word, index) => /[A-Z]/.test(word.slice(index === 0 ? 1 : 0)) || /\d|[._$`()"“‘'-]/.test(word)));
  if (modal && modal[1] !== "will" && generic) return undefined;
  if (modal && PLURAL_ACTIONS.has(modal[3]!) && !/^(?:help|let|allow|enable|permit) (?:you|users|the user)\b/.test(predicate.slice(modal[0].length - modal[3]!.length - 1))) {
    const answer = answerSpan(answerPhrase(body, predicateStart + modal[0].length), MIN_ANSWER_WORDS);
    return answer ? { question: finish(`What ${modal[1]} ${subject} ${modal[2] ?? ""}${modal[3]}`), answer } : undefined;
  }
  const plural = /^([a-z]+)(?: (of|on|to))? /.exec(predicate);
  if (plural && PLURAL_ACTIONS.has(plural[2] ? `${plural[1]} ${plural[2]}` : plural[1]!) && /s$/.test(subjectWords.at(-1)!)) {
    const verb = plural[2] ? `${plural[1]} ${plural[2]}` : plural[1]!;
    const answer = answerSpan(answerPhrase(body, predicateStart + verb.length + 1), MIN_ANSWER_WORDS);
    return answer ? { question: finish(`What do ${subject} ${verb}`), answer } : undefined;
  }
  return undefined;
}

/**
 * A verb's object of one to four words followed by the condition it holds under: "an error if the inputs are not
 * vectors", "`NULL` when the file is missing". The object must be a noun phrase of its own (an article, code or a name
 * first; no verb, no comma) and the condition a clause of at least two content words that points nowhere else.
 */
export function conditionalObject(phrase: string): { object: string; condition: string } | undefined {
  const match = /^((?:an?|the|no) [a-z-]+(?: [a-z-]+){0,2}|`[^`]+`|[A-Z][A-Za-z_]*|[a-z_][\w.]*\(\)) ((?:if|when|whenever) .+)$/.exec(phrase.replace(/[.:!]+$/, ""));
  if (!match || /[,;]/.test(match[1]!) || /\b(?:is|are|was|were|be|it|this|that)\b/.test(match[1]!)) return undefined;
  const condition = answerSpan(match[2]!, MIN_ANSWER_WORDS + 1, 18);
  if (!condition || contentWords(condition).length < 2 || /,\s/.test(condition)) return undefined;
  return { object: match[1]!, condition };
}

/**
 * Discourse adverbs inside a verb ("X can now be used to …", "X is still used to …"): they place the statement in the
 * text's account of things, and the fact reads the same without them. Not "also", which adds the fact to one said
 * before (the context judge's ADDS_ONE).
 */
const AUXILIARY_DISCOURSE = /^(?:now|still|thus|therefore|already)$/;

/** An adverb of manner in "-ly" ("easily", "typically"), not a noun that ends like one ("family", "assembly"). */
function mannerAdverb(word: string): boolean {
  return /^[a-z]{3,}ly$/.test(word) && !LY_NOUNS.test(word) && !/^(?:only|early|likely|daily|weekly|monthly|yearly|friendly|costly)$/.test(word);
}

/** The subject noun phrase at the start of a sentence and the predicate after it, split at the first verb form. */
/** Conjunctions that open a subordinate clause, never a subject ("even" only as in "even though", "even if"). */
const SUBORDINATOR = /^(?:although|though|even|whereas|while|whilst|because|since|if|unless|when|whenever|once|until|till|before|after|whether|as)$/i;
function subjectAndPredicate(sentence: string): { subjectWords: string[]; predicate: string; body: string } | undefined {
  const body = sentence.replace(/[.!?]["”’')]*$/, "");
  const tokens = body.split(" ");
  // "Even though the matrix is stored as …, the way …", "When the cache is full, …": a subordinate clause first is no
  // subject; its conjunction would be asked as part of one ("How is even though the matrix stored?").
  if (SUBORDINATOR.test(tokens[0] ?? "") || opensWithItsVerb(tokens)) return undefined;
  // "VKD3D_SHADER_COMPILE_OPTION_FORMATTING | value is a member of …": a table row's cells, not a sentence's subject
  // (the row is read as a table's: term-questions.ts).
  const cell = tokens.indexOf("|");
  for (let index = 1; index <= Math.min(MAX_SUBJECT_WORDS, tokens.length - 2); index++) {
    const token = tokens[index]!;
    const previous = tokens[index - 1]!;
    if (/[,;:]$/.test(previous)) return undefined; // an introductory phrase, not a subject
    if (cell >= 0 && cell < index) return undefined;
    // An adverb between subject and verb ("N. attenuata also produces …") belongs to neither: leave it out.
    // "family", "assembly", "supply" end like an adverb and are nouns: "The binomial family implements …".
    const adverb = /^(also|then|now|only|often|further|thus|therefore|again|still|always|just|even|already|first|[a-z]{3,}ly)$/.test(token) && !LY_NOUNS.test(token) && index + 1 < tokens.length;
    const rest = tokens.slice(adverb ? index + 1 : index).join(" ");
    const isVerb =
      /^(is|are|was|were)$/.test(token) ||
      (/^(can|may)$/.test(token) && (tokens[index + 1] === "be" || PLURAL_ACTIONS.has(tokens[index + 1] ?? ""))) ||
      (/^(can|may)$/.test(token) && (AUXILIARY_DISCOURSE.test(tokens[index + 1] ?? "") || mannerAdverb(tokens[index + 1] ?? "")) && tokens[index + 2] === "be") ||
      (/^(can|may|will)$/.test(token) && /^(?:[a-z]{3,}ly|also|always)$/.test(tokens[index + 1] ?? "") && PLURAL_ACTIONS.has(tokens[index + 2] ?? "")) ||
      (token === "will" && PLURAL_ACTIONS.has(tokens[index + 1] ?? "")) ||
      Object.keys(ACTION_VERBS).some((form) => rest.startsWith(`${form} `) && !AUXILIARY_NEXT.test(rest.slice(form.length + 1)) && !nounBeforeVerb(form, rest)) ||
      // A plural verb after a plural noun, unless an auxiliary follows it: "the fixed-effects estimate can be …" is a noun.
      // Not after a verb of the singular subject before it when a noun follows: "The simulation connects signal
      // sources …" is "connects" and its object, not "simulation connects" that "signal".
      (PLURAL_ACTIONS.has(adverb ? tokens[index + 1]! : token) && /s$/.test(previous) && !AUXILIARY_NEXT.test(tokens.slice(index + 1).join(" ")) && !verbBeforeCompound(tokens, index)) ||
      (token === "defaults" && tokens[index + 1] === "to") ||
      (token === "works" && tokens[index + 1] === "by") ||
      (/^(?:must|should)$/.test(token) && tokens[index + 1] === "be" && /^(?:a|an|the)$/.test(tokens[index + 2] ?? "")) ||
      // "Bugs should be filed on Launchpad": where a thing is to be put (PLACED_IN).
      (/^(?:must|should)$/.test(token) && PLACED_IN.test(tokens.slice(index).join(" ")));
    if (isVerb) {
      const words = tokens.filter((_, at) => !adverb || at !== index);
      // The verb's own words without an adverb inside them: "can now be used" and "can easily be used" read as "can be
      // used", "is now used" as "is used", so the shapes below meet the auxiliary and its participle side by side (the
      // reader allows the adverb back: reader-extract.ts).
      const [auxiliary, next, after] = [words[index]!, words[index + 1] ?? "", words[index + 2] ?? ""];
      const passive = (/^(?:can|may)$/.test(auxiliary) && after === "be") || (/^(?:is|are|was|were)$/.test(auxiliary) && /^[a-z]{2,}(?:ed|en)$/.test(after));
      if (passive && (AUXILIARY_DISCOURSE.test(next) || (after === "be" && mannerAdverb(next)))) words.splice(index + 1, 1);
      return { subjectWords: tokens.slice(0, index), predicate: words.slice(index).join(" "), body: words.join(" ") };
    }
    if (/^(that|which|who|when|if|because|although|while|can|could|may|might|must|should|will|would|has|have|had|does|do|did|not)$/i.test(token)) return undefined;
  }
  return undefined;
}

/**
 * Whether the word before `index` is the verb of a singular subject and the word at `index` opens a compound noun, its
 * object: "The simulation connects signal sources to the board" (a known verb's third-person form after a singular
 * noun, and a plural noun after the plural-verb reading's word rather than what a verb takes: an article, a pronoun,
 * a preposition).
 */
function verbBeforeCompound(tokens: readonly string[], index: number): boolean {
  const previous = tokens[index - 1]!;
  const subject = tokens[index - 2] ?? "";
  if (!isKnownVerb(previous) || isVerbBase(previous) || /s$/.test(subject) || !/^[a-z]+$/.test(subject)) return false;
  return /^[a-z]{3,}s$/.test(tokens[index + 1] ?? "") && !isKnownVerb(tokens[index + 1]!);
}

/** A participle that ends a subject with no complement after it: the thing was considered, used or given elsewhere. */
const PARTICIPLE_ALONE = /^(?:considered|used|described|discussed|mentioned|presented|proposed|shown|given|studied|analy[sz]ed|examined|introduced|defined|obtained|chosen|selected|employed|applied|adopted|fitted|estimated|reported|listed|above|below|involved|concerned|required|needed)$/i;

/** Literal values: booleans, null-like words, numbers, and quoted or code-marked literals ("`False`", "'yes'"). */
const LITERAL = /^(?:true|false|none|null|nil|undefined|nan|inf|yes|no|on|off|-?\d[\d.,]*%?)$/i;

/** A subject that is only a literal value, with an article or "value" before it at most: "False", "the value `None`". */
export function literalValue(subjectWords: string[]): boolean {
  const words = subjectWords.filter((word) => !/^(?:the|a|an|value|values|default)$/i.test(word)).map((word) => word.replace(/^["“‘'`(]+|["”’'`),.]+$/g, ""));
  return words.length > 0 && words.every((word) => LITERAL.test(word));
}

/**
 * "binaries, libraries, documentation files" of "… include binaries, libraries, documentation files and other files
 * that do not change …": a list whose answer ends before the sentence's "and"/"or" and its last item.
 */
export function listCut(sentence: string, answer: string, question: string): boolean {
  const text = sentence.replace(/\s+/g, " ");
  const at = text.indexOf(answer);
  if (at < 0) return false;
  const after = text.slice(at + answer.length);
  // "Valid keys include name to set the title, and flags which …": what a thing includes, contains or consists of is
  // every item, and an answer that stops at ", and" or ", or" gives the first one only. Not before an auxiliary: "contains
  // one row per lode, and can be understood as …" goes on with a second predicate of the subject's, not a second item.
  if (/ (?:include|contain|comprise|consist of)\?$/.test(question) && /^, (?:and|or|as well as)\s(?!(?:can|could|may|might|must|should|will|would|is|are|was|were|has|have|does|do)\s)/.test(after)) return true;
  // "GPS devices manufactured by Mio" of "… by Mio, Sony, LG, as well as many other small manufacturers": the answer
  // stops after a list's first item, the others follow it up to the list's "and", "or" or "as well as". Not a clause
  // after the comma that holds a list of its own ("…, used to create commits, check out …, and hold …", "…, rather
  // than a success, error or failure").
  if (/^, (?:[^,.;:()]{1,30}, )*[^,.;:()]{1,30},? (?:and|or|as well as)\s/.test(after) && !/^, (?:and|or|but|which|who|where|while|whereas|so|as|if|when|rather|not|including|such|e\.g|i\.e|[a-z]+(?:ed|ing))\b/.test(after)) return true;
  // "how implicit tags are resolved to concrete tags" of "… and how data is represented textually in YAML": an embedded
  // question that the sentence lists with another of the same kind ("and how …") gives the first only.
  const embedded = /^(how|what|which|whether|when|where|why)\s/i.exec(answer)?.[1];
  if (embedded && new RegExp(`^,? (?:and|or|as well as) ${embedded}\\s`, "i").test(after)) return true;
  // "a series of extractor" of "a series of extractor and replacement functions that have …": the answer stopped inside
  // two words that both qualify the plural noun after them, at the first.
  if (/\bof (?:the )?[a-z]{3,}[^s\W]$/.test(answer) && /^ and [a-z]{3,} [a-z]{3,}s\b/.test(after)) return true;
  // "a helper which has methods not only for parsing" of "… not only for parsing, but for every format …": a correlative
  // "not only" promises its "but (also)" half, and an answer that stops before it says the lesser half only.
  if (/\bnot only\b/i.test(answer) && !/\bbut\b/i.test(answer.slice(answer.search(/\bnot only\b/i))) && /^,?\s+but\b/.test(after)) return true;
  // "… set the cookie for all users and reject all POST, PUT" of "… POST, PUT, and DELETE requests": the list is the
  // answer's last conjunct, after its own "and"; an "and" before it joins two predicates, not the list's items.
  const lastConjunct = answer.split(/\s(?:and|or)\s/).at(-1)!;
  if (!lastConjunct.includes(", ")) return false;
  // "a real, square matrix and returns its exponential": a verb of the subject's after "and", with its own object
  // after it, starts a second predicate; the comma was inside the object ("real, square"), not between items.
  const predicateAfter = /^ and ([a-z]+s) (?:a|an|the|its|their|it|them|this|these|that|those)\b/.exec(after);
  if (predicateAfter && isKnownVerb(predicateAfter[1]!) && !lastConjunct.split(", ").slice(1).some((part) => /^[a-z]+s\b/.test(part) && isKnownVerb(part.split(" ")[0]!))) return false;
  return /^,? (?:and|or|as well as)\b/.test(after);
}

/**
 * "with the option frob.size and the limit with the option frob.max" of "The size can be set with … and the limit with
 * …": after "and", a noun phrase and the means' own preposition again make a second clause with its verb left out
 * (gapping), which says how *another* thing is done; the answer is the first means.
 */
function withoutGappedClause(phrase: string): string {
  const preposition = /^(by|with|using|via|through)\s/.exec(phrase)?.[1];
  if (!preposition) return phrase;
  const gap = new RegExp(String.raw`\s+and\s+(?:the|a|an|its|their)\s+(?:[^\s,]+\s+){1,3}${preposition}\s`).exec(phrase);
  return gap ? phrase.slice(0, gap.index) : phrase;
}

/**
 * A name without the reason or purpose the sentence gives for it: "is called `splitbed` to maintain backwards
 * compatibility" names `splitbed`; "because …", "so that …" and "to" before a verb's base form say why, not what.
 */
function withoutReason(answer: string | undefined): string | undefined {
  if (!answer) return undefined;
  const reason = /\s+(?:(?:in order |so as )?to\s+([a-z]+)|(?:so that|because|since)\s)/.exec(answer);
  if (!reason || (reason[1] !== undefined && !isVerbBase(reason[1])) || answer.slice(reason.index).includes("`")) return answer;
  return answer.slice(0, reason.index) || undefined;
}

/** A negated object or complement: "no param node", "not a number", "never the default", "nothing". */
const NEGATED = /^(?:no|not|never|nothing|none|neither|nor|nobody|nowhere)\b/i;

/**
 * Whether the sentence goes on after the answer (past any parenthesis) with "and" and a verb in the plural ("and have
 * the same variance", "and are dropped") while the question asks of a singular subject ("What is X based on?", "What
 * does X define?") and the answer holds a "that"-clause: that verb is the clause's second predicate, which the cut
 * left out, so the answer states half of what the clause says. (A relative clause cut so, "classes which all contain
 * a slot", still names its noun.)
 */
function cutBeforeItsOwnVerb(sentence: string, answer: string, question: string): boolean {
  if (!/^(?:What|How|Where|Why|Who) (?:is|was|does|has)\b/.test(question) || !/\sthat\s/.test(answer)) return false;
  const text = sentence.replace(/\s+/g, " ");
  const at = text.indexOf(answer);
  if (at < 0) return false;
  const after = text.slice(at + answer.length);
  if (/^(?:\s*\([^()]*\))*,?\s+(?:and|or)\s+(?:(?:also|then|not|still|often|usually|always)\s+)?(?:have|are|were|do)\s/.test(after)) return true;
  // "Bleach is a Python module that takes any HTML input, and returns valid, sanitised HTML …" (set 193): of a "What is
  // X?", the relative clause's second verb, in the singular, after the comma the answer was cut at. (Of "What does
  // FileInfo implement?", ", and allows for …" is FileInfo's own second verb, which the answer rightly leaves out.)
  const second = /^,\s+(?:and|or)\s+(?:(?:also|then|still|often|usually|always)\s+)?([a-z]{3,})s\s/.exec(after);
  return /^What (?:is|was)\b/.test(question) && second !== null && !/s$/.test(second[1]!) && isKnownVerb(second[1]!);
}

/** A subject the reader can find and that names one thing: a name, an identifier or a rare noun phrase. */
/** Lower-case words that open a sentence without naming its subject. */
const LOWER_NON_SUBJECTS = /^(?:it|this|that|these|those|there|here|which|what|who|whom|whose|each|every|everything|something|anything|nothing|one|all|both|either|neither|none|such|so|then|thus|hence|also|only|now|and|or|but|if|when|where|while|since|because)$/;

/** An XML or HTML tag as a word of prose names it: "<metadata>", "</context>", "<br/>". */
const MARKUP_TAG = /^<\/?[A-Za-z][\w:.-]*\/?>$/;

function identifiable(subjectWords: string[], rarity: Rarity): boolean {
  const first = subjectWords[0]!.toLowerCase().replace(/^["“‘'(]+/, "");
  // "False causes …", "`None` means …": a value a setting takes is no subject; the setting it belongs to is elsewhere.
  if (literalValue(subjectWords)) return false;
  // "Debug's enable state is …" split before "enable": a possessive ends no noun phrase, its head noun was cut off.
  if (/['’]s?$/.test(subjectWords.at(-1)!)) return false;
  // "This illustrates the Rcpp Attributes" of "… adds …": a subject holds no finite verb, it was not cut where it ends.
  if (subjectHoldsVerb(subjectWords)) return false;
  // "The $\gamma$ is a complex constant …": a symbol alone is named by the formula it stands in, not by the sentence.
  const symbol = subjectWords.filter((word) => !/^(?:the|a|an)$/i.test(word));
  if (symbol.length === 1 && /^(?:\$[^$]+\$|\\\(.*\\\)|[\u27E6].*[\u27E7])[.,]?$/.test(symbol[0]!)) return false;
  // "DataDir Directory where the rendering code" of "… stores temporary data …" (a PDF's table row read as a
  // sentence): a subject that ends inside its relative clause, the clause without a verb of its own, took the clause's
  // verb for the sentence's.
  const relative = subjectWords.findIndex((word, index) => index > 0 && /^(?:where|which|who|whom|whose)$/i.test(word));
  const clause = subjectWords.slice(relative + 1);
  if (relative > 0 && clause.length > 0 && !clause.some((word, index) => isKnownVerb(word.toLowerCase()) || /^(?:is|are|was|were|has|have|had|can|may|must|will|would|should|could|do|does|did)$/i.test(word) || (index > 0 && /^[a-z]{3,}(?:s|ed)$/.test(word) && !/(?:ss|us|is)$/.test(word)))) return false;
  // "The application considered is …", "the kernel functions used": a participle with nothing after it points at the
  // text around the sentence (considered where, used by what).
  if (subjectWords.length >= 2 && /^(?:the|these|those)$/i.test(first) && PARTICIPLE_ALONE.test(subjectWords.at(-1)!)) return false;
  // "This Debian Reference": a demonstrative before a name reads as "the" (caseInside turns it so). Not before a common
  // noun that a name only qualifies ("This ASN.1 specification describes …": the example's, shown before).
  // Nor before a common noun the name follows after "of": "This version of MPB" is the one the sentence before set up.
  if (/^(this|these)$/.test(first) && subjectWords.length > 1 && /^\p{Lu}/u.test(subjectWords.at(-1)!)) return !subjectWords.some((word) => /^(?:of|for|in|on|from|with)$/i.test(word)) && identifiable(["the", ...subjectWords.slice(1)], rarity);
  // "`bread()` method for `lm` objects now calls …" (a changelog's line): code with its kind after it and no article is
  // a noun phrase without its determiner; "What does `bread()` method … call?" is not English.
  if (/^(?:`[^`]+`|[a-z_][\w.$]*\(\))$/.test(subjectWords[0]!) && KINDS.test(subjectWords[1] ?? "")) return false;
  if (REFERRING.test(first) || subjectWords.some((word, index) => index > 0 && REFERRING.test(word) && !/^(other|one)$/i.test(word))) return false;
  // Indefinite subjects name no particular thing ("a study", "some users"), unless a name follows ("a single Git repository").
  // "Not every argument is supported by every tool": a negated quantifier names no thing either.
  if (/^(some|any|many|several|most|each|every|no|not|lots|plenty|few|much|all|both|either|neither|none|numerous|various|certain)$/i.test(first) || /^(?:a|the)$/i.test(first) && new RegExp(`^(?:${VAGUE_AMOUNT_NOUNS})$`, "i").test(subjectWords[1] ?? "") && /^of$/i.test(subjectWords[2] ?? "")) return false;
  if (/^(a|an)$/i.test(first) && !subjectWords.slice(1).some((word) => /^\p{Lu}/u.test(word) || /[._$`()"“]|\d/.test(word))) return false;
  // A command with its sub-command names one thing though it starts in lower case: "git diff-index", "apt-get update".
  const command = subjectWords.length === 2 && /^[a-z][a-z0-9]{1,15}(?:-[a-z]+)?$/.test(subjectWords[0]!) && /^[a-z][a-z0-9]*[-_.][a-z0-9][\w.-]*$/.test(subjectWords[1]!);
  if (command && (rarity.get(subjectWords[0]!) ?? 0) >= 1 && !/^(the|a|an|if|in|on|for|with|by|to|at|from|and|or|but|as)$/.test(subjectWords[0]!)) return true;
  if (/^[a-z]+$/.test(subjectWords[0]!) && !/^(the|these|those)$/.test(first)) return false; // "if X", "in R": not a noun phrase
  // "Inside the loop the getline() function …", "Provided login is a success, …": a fronted place or condition
  // without its comma, not a subject.
  if (/^(if|when|while|although|because|since|as|in|on|for|with|by|to|at|from|after|before|where|whether|unlike|like|using|given|provided|providing|assuming|supposing|here|then|thus|hence|however|note|under|over|within|without|inside|outside|behind|below|above|beneath|along|alongside|across|during|through|throughout|among|between|besides|despite|except|upon|via|per|against|toward|towards|around|beyond|into|onto|once|until|unless|whereas|compared)$/.test(first)) return false;
  // "the attached logger", "the mentioned options": a participle before the noun points at the text around it. So does
  // one that says the thing came out of a step of a running example: "the constructed parser", "the returned timings"
  // (constructed, returned by which call?).
  if (/^(?:the|these|those)$/.test(first) && subjectWords.length >= 3 && /^(?:attached|mentioned|described|discussed|aforesaid|quoted|cited|listed|shown|enclosed|included|accompanying|associated|corresponding|resulting|constructed|returned|created|computed|obtained|produced|printed|plotted|simulated)$/i.test(subjectWords[1]!)) return false;
  // "Let's use …" is an exhortation, not a subject.
  if (/^let['’]?s$|^let$/i.test(first) || subjectWords.some((word) => /^(?:us|me|them|him|her)$/i.test(word))) return false;
  // "Section 3 gives …", "Table 2 shows …": the document's own parts are where facts are, not facts.
  if (subjectWords.some((word, index) => /^(?:section|chapter|figure|fig\.|table|appendix|equation|eq\.|page|part)$/i.test(word) && /^[\dA-Z]/.test(subjectWords[index + 1] ?? ""))) return false;
  // A heading run into the sentence: "Diagnostic plots lme4 provides …" (common words, no article, then a name).
  if (subjectWords.length >= 3 && !/^(?:the|a|an)$/i.test(first) && /[\d_.]|[a-z][A-Z]/.test(subjectWords.at(-1)!) && subjectWords.slice(1, -1).every((word) => /^[a-z]+$/.test(word) && !/^(?:of|for|in|on|with|from|and|or|to)$/.test(word))) return false;
  // Lines of an example shown above: "lines 1–7".
  if (subjectWords.some((word, index) => /^lines?$/i.test(word) && /^\d/.test(subjectWords[index + 1] ?? ""))) return false;
  // Words that point at something said before: "the largest change", "the second piece", "the same model",
  // "the two reasons", "the dependent variable" (of which model?), "the suitable tests" (suitable for what?).
  if (subjectWords.some((word) => POINTING.test(word))) return false;
  // "the whole structure", "the entire tree": all of a thing the example before built ("the whole dot surface" says which).
  if (subjectWords.length === 3 && /^the$/i.test(first) && /^(?:whole|entire)$/i.test(subjectWords[1]!)) return false;
  // "And the .parent of a node is …": a conjunction opening the sentence (kept when "And" is not followed by an article
  // and a lower-case word, see shapedFact) joins it to the one before and is no part of a subject.
  if (subjectWords.some((word, index) => /[,;:]$/.test(word) || /^(and|or|but)$/.test(word) || (index === 0 && /^(?:and|or|but)$/i.test(word)))) return false;
  // A full stop inside the subject: list items or a heading run together ("Debian main. ekiga").
  if (subjectWords.slice(0, -1).some((word) => /\p{L}{2,}\.$/u.test(word) && !/^(?:e\.g|i\.e|etc|vs|al|no|fig)\.$/i.test(word))) return false;
  // A gerund names an activity, not a thing to define ("choosing the proper distribution").
  if (/^[a-z]{3,}ing$/i.test(subjectWords[0]!) && !/^(?:string|something|nothing|everything|anything|spring|ceiling|morning|evening)$/i.test(subjectWords[0]!)) return false;
  // A formula is not a name: "L + 1 where L", "x = y". A markup tag is: "The <metadata> element provides …".
  if (subjectWords.some((word) => !MARKUP_TAG.test(word) && /^[=+*/<>^]$|[=<>^]/.test(word))) return false;
  const joined = subjectWords.join(" ");
  if (/^[([{]/.test(joined) || (joined.match(/\(/g) ?? []).length !== (joined.match(/\)/g) ?? []).length) return false;
  const body = subjectWords.filter((word) => !/^(the|this|these|those)$/i.test(word));
  if (body.length === 0) return false;
  // "The @meta slot" (an R object's slot, a decorator, an annotation): a name code writes with its "@".
  const named = body.some((word, index) => /[A-Z]/.test(word.slice(index === 0 && subjectWords.length === body.length ? 1 : 0)) || /\d|[._$`()"“‘']/.test(word.replace(/\.$/, "")) || /^@[A-Za-z_]\w*$/.test(word) || /^-{1,2}[A-Za-z]/.test(word) || MARKUP_TAG.test(word));
  if (named) return true;
  const content = contentWords(body.join(" "));
  // "the zoo package", "the method argument", "class zoo": a kind of software thing with its name beside it.
  const kindAt = body.findIndex((word) => KINDS.test(word));
  if (kindAt >= 0 && body.length >= 2 && body.length <= 4 && content.length >= 2) return true;
  if (HEAD_KINDS.test(body.at(-1)!) && body.length >= 2 && body.length <= 4 && content.length >= 2) return true;
  if (content.length === 0 || content.every((word) => GENERIC.has(word))) return false;
  // "Database migrations are managed using the Alembic library" on a page titled "Database Migrations": a plain noun
  // phrase the text sets as a heading of its own is the thing it is about, however often its words recur.
  if (content.length >= 2 && rarity.headings?.has(body.join(" ").toLowerCase())) return true;
  // A plain noun phrase qualifies when one of its words is rare in what was read: "the Cholesky factor", "sparse matrices".
  return content.length >= 2 && content.some((word) => !GENERIC.has(word) && (rarity.get(word) ?? 0) <= 3);
}

/** Quantities that name no amount in particular: "many packages", "a bunch of new features". */
const VAGUE_QUANTITY = "many|some|several|various|numerous|lots of|a lot of|a few|few|certain|quite a few|quite a lot of|quite some|a number of|a bunch of";
const VAGUE_AMOUNT = new RegExp(`^(?:${VAGUE_QUANTITY})\\b`, "i");
const VAGUE_MEANS_AMOUNT = new RegExp(`^(?:by|with|using|through|via|in|on|for|from|to|into) (?:${VAGUE_QUANTITY}|multiple)\\b`, "i");

/** A span to ask for: whole words, a sensible length, not a dangling fragment. */
function answerSpan(text: string, minWords: number, maxWords = MAX_ANSWER_WORDS): string | undefined {
  // "$?" is the shell's exit status, not a question mark.
  const answer = text.replace(/(?<!\$)[.!?]["”’')]*$/, (end) => end.replace(/^[.!?]/, "")).replace(/^[\s,]+|[\s,]+$/g, "").replace(/\s+/g, " ");
  const count = answer.split(" ").filter(Boolean).length;
  if (count < minWords || count > maxWords) return undefined;
  if (pointsElsewhere(answer)) return undefined;
  // "the “progress” reporter gives good results": a judgement of how well something does is no object it gives.
  if (/^(?:very )?(?:good|better|best|bad|worse|poor|excellent|great|nice|reasonable|satisfactory|acceptable|decent|fine) (?:results?|performance|output|accuracy|quality)$/i.test(answer)) return undefined;
  // "many packages in the archive": a vague quantity answers nothing in particular.
  // So does "quite a few attributes" (a Volume record "contains quite a few attributes").
  if (VAGUE_AMOUNT.test(answer) && count <= 5) return undefined;
  // So after a means' or a place's preposition: "by several key decision principles" (set 205's CIL guide, whose list
  // follows a colon), "by a number of vendors", "with a bunch of new features".
  if (VAGUE_MEANS_AMOUNT.test(answer) && count <= 6) return undefined;
  // "each variable" (of "Horizontal panels represent each variable"): one of each of a set the text around names.
  if (/^(?:each|every)\s/i.test(answer) && count <= 3) return undefined;
  if (/\b(?:the|a|an|of|to|in|for|with|and|or|by|as|on|at|from|that|is|are)$/i.test(answer)) return undefined;
  if ((answer.match(/\(/g) ?? []).length !== (answer.match(/\)/g) ?? []).length) return undefined;
  // "a link to a valid .swu image -r <re- inte- Number of retries …" (a table's cells run together): an angle bracket
  // that opens a placeholder and never closes it; and an example marker the answer was cut after ("…, e.g").
  // So is a field name cut at its closing colon ("by using :commands" of "by using :commands: option").
  // (An R assignment, "window<-", "%<-%", or a bracket in code, "`<`", opens no placeholder.)
  if ((answer.replace(/`[^`]*`/g, "").match(/<(?=\p{L})/gu) ?? []).length > (answer.replace(/`[^`]*`/g, "").match(/>/g) ?? []).length || /\b(?:e\.g|i\.e)\.?$/i.test(answer) || /(?:^|\s):[a-z][\w-]*$/.test(answer)) return undefined;
  if (/\b(it|they|them|this|these|those|above|below|here)\b/i.test(answer) && count <= 4) return undefined; // points elsewhere
  if (contentWords(answer).length === 0) return undefined;
  // Formula text from a PDF ("Vˆi = Vi(´ˆ)") is not an answer a reader can state.
  // Code in backticks ("`atomic=True`") is not a formula.
  if (/[=ˆ´¦]|\s[+*/<>]\s/.test(answer.replace(/`[^`]+`/g, "code"))) return undefined;
  // "the objects described in Table 5": an answer that sends the reader elsewhere answers nothing.
  if (/\b(?:table|figure|fig\.|section|appendix|equation|eq\.|chapter)\s+[\dA-Z]/i.test(answer) || /\b(?:above|below|as follows|equation|table|figure|section|appendix|chapter)$/i.test(answer)) return undefined;
  return answer;
}

/**
 * An answer that needs the text around it: "a similar structure for /opt" (similar to what?), "requirements similar to
 * the above section", "the one you just created", "some of these scripts", "as obvious" (as what?), "us the
 * difference …" (a verb's indirect object, cut from its verb), "… by default. anonymous-ftp-master is …" (a second
 * sentence the splitter did not see), "the `wincred` manager, macOS has …" (a second clause after a comma).
 */
export function pointsElsewhere(answer: string): boolean {
  if (/\b(?:such|these|those|aforementioned|the above|above-mentioned|the former|the latter|the ones?|in this case|in that case|as follows)\b/i.test(answer)) return true;
  // "the grouping factor associated with this parameter": which parameter is said before.
  if (/\bthis\s+[a-z]/i.test(answer)) return true;
  // "a deprecated alias for this": a demonstrative that ends the answer stands for what the sentence before named
  // ("a set of methods for it" may mean a thing the answer itself names).
  if (/\b(?:for|of|to|like|than|with|from|about|on|in|as|by)\s+(?:this|that)[.!]?$/i.test(answer)) return true;
  if (/\bsimilar\b(?! to\s+(?!the above|this|that|these|those)\S)/i.test(answer)) return true;
  if (/\bas [a-z]+$/i.test(answer) && !/\bas (?:well|needed|required|expected|usual|appropriate|necessary|possible|described)$/i.test(answer)) return true;
  // "you can't predict the output type …" of a "because" clause is a clause with "you" as its subject, not an object.
  if (/^(?:us|you|me|them|him|her)\b/i.test(answer) && !/^you\s+(?:can|cannot|can['’]t|could|couldn['’]t|must|need|should|will|won['’]t|may|might|do|don['’]t|have)\b/i.test(answer)) return true;
  // "change the third field" (of which file?), "the same way": an order or identity set up by the text before. "the
  // same type as c(y, x)" names what it is the same as; so does a relative clause, "the same Tomcat instance that
  // created the session".
  if (/\bthe (?:first|second|third|fourth|fifth|next|previous|last|same|other|latter|former)\b/i.test(answer.replace(/\bthe same(?: [a-z-]+){0,2} as (?!(?:the )?(?:above|before|this|that|these|those|it|them|previous|earlier|following|below)\b)\S/gi, "SAME").replace(/\bthe same(?: (?!as\b)[a-z-]+){1,2} (?:that|which|who) (?!(?:is|are|was|were) (?:above|below|before|mentioned|described|shown)\b)[a-z]{2,}\b/gi, "SAME"))) return true;
  // "ten other methods for searching the tree": other than the ones named before ("any other fixture" is every one).
  if (/\b(?:\d+|two|three|four|five|six|seven|eight|nine|ten|several|many|some|few|no) other\b/i.test(answer)) return true;
  // "that certain file": a clause cut before its verb.
  if (/^that\s/i.test(answer) && answer.split(/\s+/).length <= 4) return true;
  // "detect and use that file": the verb's object is after a second verb.
  if (/^(?:and|or|but|nor|then)\b/i.test(answer)) return true;
  // "… is always length(cond). ifelse() is …": so does a call's closing parenthesis before the full stop.
  if ([...answer.matchAll(/(?:^|\s)(\S*(?:[a-z]{2,}|[\w\]]\)))\.\s+[a-z]/g)].some((match) => !/^(?:e\.g|i\.e|etc|vs|cf|al|approx|resp|incl|esp)$/i.test(match[1]!))) return true;
  if (/,\s+(?:\p{L}[\p{L}\d-]*|`[^`]+`)\s+(?:has|have|is|are|was|were|provides|uses|supports|offers|does|gives)\s/u.test(answer)) return true;
  // "normal use of a member, disabled will not create new sessions on it": after a comma, a word and a modal are the
  // next clause of a list whose verb is gapped ("The value Active allows …, disabled will …, and stopped will …").
  if (/,\s+(?!(?:which|who|that|where|when|and|or|but|nor)\s)(?:\p{L}[\p{L}\d-]*|`[^`]+`)\s+(?:will|would|can|cannot|must|should|may|might)\s/u.test(answer)) return true;
  return false;
}

/** "fails" → "does X fail"; "is singular" → "is X singular"; "cannot be inverted" → "can X not be inverted". */
function invertPredicate(subject: string, predicate: string): string | undefined {
  const tokens = predicate.trim().split(" ");
  const head = tokens[0]!;
  const rest = tokens.slice(1).join(" ");
  if (/^(is|are|was|were|can|must|should|has|have|does|do|did)$/.test(head)) return `${head} ${subject} ${rest}`.trim();
  if (head === "cannot") return `can ${subject} not ${rest}`.trim();
  if (/^[a-z]{3,}s$/.test(head) && !/ss$/.test(head)) return `does ${subject} ${head.replace(/ies$/, "y").replace(/(ch|sh|x|ss)es$/, "$1").replace(/s$/, "")} ${rest}`.trim();
  return undefined;
}

/**
 * Whether the text names a one-word term again: each of its words occurs twice or more in what was read. A hyphenated
 * term ("clang-cl") is counted by its parts, as the counts are kept; not by whether one part is rare, which it stops
 * being as more of the text is read.
 */
function namedAgain(word: string, rarity: ReadonlyMap<string, number>): boolean {
  const parts = contentWords(word);
  return parts.length > 0 && parts.every((part) => (rarity.get(part) ?? 0) >= 2);
}

/** How often each word occurs in what was read. */
const wordRarity = perText((text: ReadText): Rarity => {
  const counts = new Map<string, number>();
  for (const line of text.values()) for (const word of contentWords(line)) counts.set(word, (counts.get(word) ?? 0) + 1);
  const headed = new Map<string, number>();
  for (const [line, value] of text) {
    const heading = headingText(value, text.get(line + 1));
    if (heading) headed.set(heading.trim().toLowerCase(), (headed.get(heading.trim().toLowerCase()) ?? 0) + 1);
  }
  return Object.assign(counts, { headings: new Set([...headed].filter(([, count]) => count === 1).map(([heading]) => heading)) });
});

/**
 * How often each content word occurs in one text, and (from `wordRarity`) the phrases the text sets as a heading of
 * its own once, in lower case: "database migrations" of a page titled "Database Migrations". A heading every entry
 * repeats ("Return Value" under each function) is none of them.
 */
type Rarity = ReadonlyMap<string, number> & { readonly headings?: ReadonlySet<string> };
