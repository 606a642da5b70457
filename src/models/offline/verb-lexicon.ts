/**
 * The verbs the offline engine knows, in one place: the general shape asks with them (general-questions.ts), the answer
 * boundary tells a second verb from a noun conjunct with them (phrase-bounds.ts), the mcq writer keeps verbs out of its
 * noun phrases. A module of its own so that none of those imports another for a word list.
 */

/**
 * Verbs of technical prose in their base form. Not: be, have, do, say, make, get, go, see (too vague to ask with);
 * not include (a list's verb: the list shape asks it, and refuses a list cut before its last item).
 */
export const VERBS = [
  "accept", "access", "add", "adjust", "affect", "allocate", "allow", "alter", "append", "apply", "approximate", "assign", "assume",
  "attach", "avoid", "build", "cache", "calculate", "call", "capture", "carry", "cause", "check", "choose", "collect", "combine",
  "compare", "compile", "complete", "compress", "compute", "configure", "connect", "consider", "construct", "consume", "contain", "control",
  "convert", "copy", "correct", "count", "cover", "create", "declare", "decode", "decrypt", "define", "delete", "deliver", "denote",
  "belong to", "depend on", "deploy", "describe", "desugar to", "expand to", "resolve to", "detect", "determine", "disable", "discard", "display", "distribute", "divide",
  "download", "drop", "emit", "enable", "encode", "encrypt", "enforce", "estimate", "evaluate", "examine", "exclude", "execute",
  "expand", "expect", "export", "expose", "extend", "extract", "fetch", "fill", "filter", "find", "fit", "fix", "follow", "format",
  "generate", "give", "handle", "hide", "hold", "identify", "ignore", "implement", "import", "improve", "increase",
  "decrease", "increment", "indicate", "inherit", "initialise", "initialize", "insert", "inspect", "install", "invoke", "keep", "launch",
  "limit", "list", "load", "lock", "maintain", "manage", "map", "mark", "match", "measure", "merge", "minimise", "minimize", "maximise",
  "maximize", "modify", "monitor", "mount", "move", "need", "offer", "open", "optimise", "optimize", "override", "parse", "pass",
  "perform", "permit", "pick", "plot", "point to", "preserve", "prevent", "print", "process", "produce", "protect", "provide", "prune",
  "publish", "read", "receive", "record", "reduce", "refer to", "register", "reject", "release", "reload", "remove", "rename",
  "render", "replace", "report", "represent", "require", "reset", "resolve", "restore", "restrict", "retain", "retrieve", "return",
  "reuse", "run", "save", "scan", "schedule", "search", "select", "send", "serve", "set", "share", "show", "simplify", "skip", "solve",
  "sort", "specify", "split", "start", "stop", "store", "summarise", "summarize", "supply", "support", "suppress", "take", "test",
  "track", "transfer", "transform", "translate", "treat", "trigger", "truncate", "update", "upload", "use", "validate", "verify",
  "wrap", "write",
  "annotate", "assemble", "associate", "authenticate", "authorize", "derive", "embed", "encapsulate", "enumerate",
  "guarantee", "impose", "inject", "invalidate", "overwrite", "populate", "prepend", "propagate", "reserve", "spawn",
  "synchronize", "terminate", "unpack",
];

/**
 * Participles of an event (a use, a call, a run): "X is used when …" is asked "When is X used?" with the clause as its
 * answer (statement-questions.ts), and the reader reads that question back as the clause after "X is used", not as a
 * year (question-analysis.ts). Not "called" (named or invoked: each module says which it means).
 */
export const EVENT_PARTICIPLES = "used|invoked|triggered|raised|ignored|applied|evaluated|executed|emitted|required|needed|created|removed|deleted|closed|updated|cleared|flushed|displayed|printed|logged|loaded|rebuilt|recomputed|skipped|fired|shown|hidden|enabled|disabled|activated|rendered|sent|generated|included";
/** Adverbs of frequency the passive keeps between its auxiliary and participle ("is only used when …"). */
export const EVENT_ADVERBS = "only|always|typically|usually";

export const BASE = new Map<string, string>(); // a verb form in the sentence → its base form (with its particle)
for (const verb of VERBS) {
  const [head, particle] = verb.split(" ") as [string, string | undefined];
  const third = /(?:s|x|z|ch|sh)$/.test(head) ? `${head}es` : /[^aeiou]y$/.test(head) ? `${head.slice(0, -1)}ies` : `${head}s`;
  BASE.set(particle ? `${third} ${particle}` : third, verb);
}
export const BASE_FORMS = new Set(VERBS);

/** A word that is one of the verbs' base forms: "Identify …" at a sentence's start is an instruction, not a subject. */
export function isVerbBase(word: string): boolean {
  return BASE_FORMS.has(word.toLowerCase()) || VERBS.some((verb) => verb.startsWith(`${word.toLowerCase()} `));
}

/**
 * Verbs whose object follows their own preposition: "applies to the string form", "start with `{`", "depends on X".
 * Asked without it the question loses its sense ("What does X apply?"), so the question keeps the preposition and the
 * answer is the preposition's object.
 */
export const PREPOSITIONAL: Record<string, string> = {
  apply: "to", start: "with", begin: "with", end: "with", depend: "on", rely: "on", refer: "to", belong: "to", consist: "of",
  result: "in", point: "to", correspond: "to", lead: "to", conform: "to", respond: "to", contribute: "to", listen: "to",
  look: "for", search: "for", wait: "for", account: "for", stand: "for", deal: "with", interact: "with", communicate: "with",
  comply: "with", differ: "from", derive: "from", inherit: "from", benefit: "from", default: "to", resolve: "to", expand: "to",
  desugar: "to", switch: "to", fall: "back", subscribe: "to", attach: "to", connect: "to", map: "to", compare: "with",
};

/**
 * Verbs left out of VERBS as too vague to ask with ("What does X get?") that still say what a call does when its
 * description opens with them ("Get the default xlink detection routine", "Gets the name of a frob").
 */
const DESCRIBING_ONLY = new Set(["get", "gets"]);

/** A word a call's description may open with to say what the call does: a known verb, or one of DESCRIBING_ONLY. */
export function opensCallDescription(word: string): boolean {
  return isKnownVerb(word) || DESCRIBING_ONLY.has(word.toLowerCase());
}

/**
 * A verb, or a verb phrase's first word, in the third person singular: "supplies", "pushes", "deals with". The one
 * inflection of the questioner's judges (specificity.ts) and the reader's question analysis (question-analysis.ts).
 */
export function thirdPerson(verb: string): string {
  const [head, ...rest] = verb.split(" ");
  const third = /(?:s|x|z|ch|sh)$|^(?:do|go|undo|redo|echo|veto)$/.test(head!) ? `${head}es` : /[^aeiou]y$/.test(head!) ? `${head!.slice(0, -1)}ies` : `${head}s`;
  return [third, ...rest].join(" ");
}

/** A word that is a known verb in its base or third-person form: "end", "ends", "applies". */
export function isKnownVerb(word: string): boolean {
  const lower = word.toLowerCase();
  return BASE_FORMS.has(lower) || BASE.has(lower) || lower in PREPOSITIONAL || lower.replace(/ies$/, "y").replace(/(?:ch|sh|x|ss)es$/, (end) => end.slice(0, -2)).replace(/s$/, "") in PREPOSITIONAL;
}

/**
 * Whether a clause holds a finite verb after its first word: an auxiliary or modal ("can greatly improve"), a verb the
 * lexicon knows ("remain", "improves"), a contracted auxiliary ("we're"), a past tense in "-ed", or a third-person "-s" word right before a determiner
 * ("belongs to the", "gives a"). Generous on purpose: it tells a clause from a bare noun phrase, nothing finer.
 */
export function holdsFiniteVerb(clause: string): boolean {
  const words = clause.split(/\s+/).map((word) => word.replace(/[^\p{L}'’-]+/gu, ""));
  return words.some((word, index) => index > 0 && (
    /^(?:is|are|was|were|be|been|can|cannot|could|will|would|should|shall|may|might|must|has|have|had|does|do|did|remains?|holds?|lies|lie|becomes?|exists?|depends?)$/i.test(word)
    // a contracted auxiliary: "we're", "they've", "it'll"
    || /^\p{L}+['’](?:re|ve|ll|d)$/u.test(word)
    || (/^[a-z]{3,}ed$/.test(word) && !/^(?:the|a|an)$/i.test(words[index - 1]!))
    || (isKnownVerb(word) && !/^(?:the|a|an|of|for|in|on|to|with|by|from|this|these|its|their)$/i.test(words[index - 1]!))
    || (/^[a-z]{3,}s$/.test(word) && !/(?:ss|us|is)$/.test(word) && /^(?:the|a|an|its|their|to|that|no)$/i.test(words[index + 1] ?? ""))));
}

/**
 * Participles that say where a thing is put, before "in", "at", "on" or "under": "stored in ~/.frob", "filed on
 * Launchpad" (statement-questions.ts PLACED_IN, and the reader's "Where is X stored?": question-analysis.ts).
 */
export const PLACED_PARTICIPLES = ["deposited", "stored", "located", "kept", "held", "archived", "hosted", "published", "installed", "saved", "written", "found", "filed", "reported", "posted"] as const;
/** Participles that say where a thing is put before "to": "sent to the mailing list", "written to /var/crash". */
export const SENT_TO_PARTICIPLES = ["sent", "submitted", "reported", "posted", "uploaded", "saved", "written"] as const;
/** What a text says is offered of a counted kind: "Two stacks are supported: …" (not "Four files are created:", by what?). */
export const OFFERED_PARTICIPLES = "supported|available|provided|offered|included|implemented|accepted|recogni[sz]ed|allowed|distinguished|defined";

/**
 * A passive's past participle, as a sentence states a means of it and a question asks it back ("The number of threads
 * can be set by passing …" → "How can the number of threads be set?"): a regular one, or an irregular one of the verbs
 * a manual uses so (statement-questions.ts passiveByMeans, question-analysis.ts).
 */
export const PASSIVE_PARTICIPLE = String.raw`[a-z]+(?:ed|en|wn)|set|put|run|read|built|made|found|kept|shown|sent|split|cut|held|left|done|told|bound`;
