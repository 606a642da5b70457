import { contentWords } from "../../documents/words.js";
import type { Fact, ReadText } from "./facts.js";
import { FORMULA_MARKS } from "./question-quality.js";
import { closeUpMarks, finish, withoutAsides, withoutReferences } from "./prose-questions.js";
import { pointsElsewhere } from "./statement-questions.js";
import { sentenceShapeFacts } from "./sentence-shapes.js";

/**
 * What a thing uses, and what for: technical writing states a means and its purpose in one clause, "X uses Y to Z" or
 * "X uses Y for Z". The purpose makes the question specific even when X is the document's own subject, and the means
 * is its answer:
 *   "Celery uses headers to store the content type of the message." → "What does Celery use to store the content type
 *   of the message?" — "headers";
 *   "Jinja uses MarkupSafe for escaping." → "What does Jinja use for escaping?" — "MarkupSafe";
 *   "We can use the history property of the Response object to track redirection." (a manual's "we" is its reader) →
 *   "What can you use to track redirection?" — "the history property of the Response object".
 * Guards, each a rule of English or of technical writing: the subject names its thing on its own (a name, code, or a
 * noun phrase of at least two content words; no pronoun, no "these methods", no "the former"); the means is a noun
 * phrase of its own (no pronoun, no "different"/"other"/"same", which compare with something unsaid; no list cut); the
 * purpose holds at least two content words (one for "for …") and points at nothing said before; no code or formula in
 * the clause. Ranks with the general shape, after every specific shape.
 */

const MAX_SUBJECT_WORDS = 6;
const MAX_MEANS_WORDS = 8;
const MIN_PURPOSE_WORDS = 2;
const MAX_PURPOSE_WORDS = 18;

/** "X uses Y to Z.", "X use Y for Z.", "X can also use Y to Z.", "We can use Y to Z." */
const USES = /^(.+?) (uses|use|can (?:also )?use|employs|employ) (.+?) (to|for) (.+)$/;
/** A call named by its empty parentheses, package-qualified or dotted: "fct_lump()", "withr::defer()", "df.head()". */
const NAMED_CALL = /`?\b[A-Za-z_][\w.]*(?:::[A-Za-z_][\w.]*)?\(\)`?/g;
/** Words that make a subject point at what was said before, or at nobody in particular. */
const POINTING_SUBJECT =
  /^(?:it|its|this|that|these|those|they|them|their|he|she|i|one|you|your|our|here|there|such|each|both|all|some|many|most of them|which|who)$|\b(?:former|latter|above|below|same|previous|following|other|another|new|said|aforementioned|respective|corresponding|latter|this|these|those|such|it|its|they|them|their|our|my|his|her)\b/i;
/** A means that compares with something unsaid ("different syntax", "the same method") or points back. */
const VAGUE_MEANS =
  /\b(?:it|its|this|that|these|those|they|them|their|such|different|other|another|same|similar|former|latter|above|below|following|something|anything|things?|ways?|one|e\.g|i\.e|etc)\b|^(?:a|an|the)$/i;
/** A purpose that points at what was said before or sends the reader elsewhere. */
const POINTING_PURPOSE =
  /\b(?:it|this|that|these|those|they|them|such|above|below|former|latter|same|previous|following|here|there|so|do so|another|e\.g|i\.e|etc)\b/i;
/** "that" after a verb of saying or making sure opens a clause ("to signify that a message has been received"). */
const THAT_CLAUSE = /\b(signify|signal|indicate|ensure|show|make sure|check|verify|tell|mean|state|assert|confirm|guarantee) that\b/g;
/** Verbs of a "to" purpose that say nothing a reader would ask about ("to be", "to do", "to see"). */
const EMPTY_PURPOSE = /^(?:be|do|see|get|have|make|go|show|illustrate|demonstrate|compare|test|check|try|fit|help)\b/i;

export function usageFacts(text: ReadText, from: number, to: number): Fact[] {
  return sentenceShapeFacts(text, from, to, "usage", usageQuestion, /\b(?:uses?|employs?)\b/);
}

/** The question and answer of one "X uses Y to/for Z" sentence, or undefined when this shape cannot ask it safely. */
export function usageQuestion(raw: string): { question: string; answer: string } | undefined {
  const sentence = cleaned(raw); // "_Black_", "**Celery**": emphasis only
  // A call named with its empty parentheses ("fct_lump()", "withr::local_options()") is a name, not code or a formula:
  // it does not count against the clause; any other bracket, colon or operator still does.
  const unnamed = sentence.replace(NAMED_CALL, "call");
  if (!/[.!]$/.test(sentence) || /[?([\]{}<>=|$;:]/.test(unnamed) || FORMULA_MARKS.test(unnamed)) return undefined;
  const match = USES.exec(sentence.replace(/[.!]$/, ""));
  if (!match) return undefined;
  const [, subjectText, verb, means, link, rest] = match as unknown as [string, string, string, string, string, string];
  // The subject is the sentence's first phrase: no comma, no verb of its own, a name or a specific noun phrase.
  // "Do not use X …", "Never use …": an imperative has no subject to ask about.
  if (/,/.test(subjectText) || /\b(?:is|are|was|were|has|have|had|will|would|should|must|may|might|can|could|if|when|because|and then|do|does|did|not|never|don['’]t|always|please)\b/i.test(subjectText)) return undefined;
  // "The template loading itself uses …": the reader looks for the subject next to its verb, and a question without
  // the reflexive would not be read back from such a sentence.
  if (/\b(?:itself|themselves)$/.test(subjectText)) return undefined;
  // "I know several people that use Yosys …": the writer's own clause with a relative pronoun, not a subject.
  if (/\s/.test(subjectText) && (/\b(?:I|we|We|my|My|our|Our|me|us)\b/.test(subjectText) || /\b(?:that|who|which)$/i.test(subjectText))) return undefined;
  // "To build the index use the make_index function to …": a purpose clause before an imperative, no subject.
  if (/^(?:to|in order to)\s/i.test(subjectText)) return undefined;
  // "The first way to use the R2HTML library is to generate …": "use" after "to" is an infinitive inside the subject,
  // not the sentence's verb.
  if (/\bto$/i.test(subjectText)) return undefined;
  const subjectWords = subjectText.split(" ");
  // "The main intended use case is for …": "use" after a singular subject is no verb of it ("uses" would be) but a noun,
  // a "use case". The plural verb takes a plural subject, or the writer and reader.
  if (/^(?:use|employ)$/.test(verb) && !/^(?:We|Users|Developers|Administrators)$/.test(subjectText) && !/(?:[^s]s|people|children|data|media)$/i.test(subjectWords.at(-1)!)) return undefined;
  // "You can use X to Y" is the instruction shape's (statement-questions.ts); a manual's "we can use" is its reader's.
  if (/^(?:you|one)$/i.test(subjectText)) return undefined;
  const weCan = /^We$/.test(subjectText) && /^can /.test(verb);
  const usersCan = /^(?:Users|Developers|Administrators)$/.test(subjectText) && /^can /.test(verb);
  if (!weCan && !usersCan) {
    if (subjectWords.length > MAX_SUBJECT_WORDS || POINTING_SUBJECT.test(subjectText) || /^(?:we|users?|people)$/i.test(subjectText)) return undefined;
    const named = subjectWords.some((word, index) => /[A-Z]/.test(index === 0 ? word.slice(1) : word) || /\d|[._`'()"“-]/.test(word) || (index === 0 && /^[A-Z][a-z]+$/.test(word) && subjectWords.length === 1));
    // "The template loading", "Modern web applications", "Most hosting providers": two content words name a kind.
    if (!named && contentWords(subjectText).length < 2) return undefined;
  }
  // The means: a noun phrase of its own, not a clause ("that …") and not cut inside a list.
  const meansWords = means.split(" ");
  if (meansWords.length > MAX_MEANS_WORDS || VAGUE_MEANS.test(means) || /,|\b(?:and|or|but|that|which|who|when|if|because|is|are|was|were)\b/i.test(means)) return undefined;
  if (/^(?:to|for|of|in|on|at|by|with|from|as|not|only|also|[a-z]+ly)\b/i.test(means) || contentWords(means).length === 0) return undefined;
  // "the result of the function": a thing owned by a bare definite noun needs its section to say which one.
  if (/\bof the [a-z]+$/.test(means)) return undefined;
  // The purpose runs to the end of its clause: no second clause, no list of further steps.
  // "for bugs, feature requests, and general user support": a list of purposes is kept whole.
  const list = link === "for" && /^[^,]+(?:, [^,]+)+,? (?:and|or) [^,]+$/.test(rest) && !/\b(?:is|are|was|were|has|have|can|will|which|who)\b/.test(rest);
  let purpose = list ? rest : rest.replace(/,\s+(?:and|but|which|while|whereas|so|as|then|though|although)\b.*$/, "").replace(/\s+(?:but|while|whereas|because|since|unless|although|though)\s.*$/, "");
  if (/,/.test(purpose) && !list) return undefined;
  purpose = purpose.trim();
  // "its content encoding", "their keys" inside the purpose refer to a noun the purpose names before them.
  const ownNouns = /^(?:\S+\s+){2,}(?:its|their)\b/.test(purpose) ? purpose : purpose.replace(/\b(?:its|their)\b/g, "it");
  const purposeWords = purpose.split(" ");
  if (purposeWords.length > MAX_PURPOSE_WORDS || POINTING_PURPOSE.test(ownNouns.replace(THAT_CLAUSE, "$1")) || pointsElsewhere(purpose)) return undefined;
  if (link === "to" && (purposeWords.length < MIN_PURPOSE_WORDS || contentWords(purpose).length < 2 || EMPTY_PURPOSE.test(purpose) || !/^[a-z]+$/.test(purposeWords[0]!))) return undefined;
  if (link === "for" && (contentWords(purpose).length < 1 || /^(?:a|an|the|example|instance|more|details|information|now|all|each|both|that|this|some|any)$/i.test(purpose) || /^(?:example|instance)\b/i.test(purpose))) return undefined;
  if (/\b(?:the|a|an|of|to|in|for|with|and|or|by|as|on|at|from|that|is|are)$/i.test(purpose)) return undefined;
  // The answer is not in the question: a means that repeats the purpose's words asks nothing.
  const purposeSet = new Set(contentWords(purpose).concat(contentWords(subjectText)));
  if (contentWords(means).every((word) => purposeSet.has(word))) return undefined;
  const answer = means;
  const subject = weCan ? "you" : usersCan ? subjectText.toLowerCase() : subjectWords[0] === "The" ? ["the", ...subjectWords.slice(1)].join(" ") : subjectWords.join(" ");
  const question = /^can /.test(verb)
    ? `What can ${subject} use ${link} ${purpose}`
    : `What ${/^(?:uses|employs)$/.test(verb) ? "does" : "do"} ${subject} use ${link} ${purpose}`;
  return { question: finish(question), answer };
}

/** The sentence without references, asides and emphasis marks, and without a leading adverb of frequency or time. */
function cleaned(raw: string): string {
  return closeUpMarks(withoutAsides(withoutReferences(raw))
    .replace(/(^|\s)[_*]{1,2}([^_*\s][^_*]*?)[_*]{1,2}(?=[\s,.;:]|$)/g, "$1$2"))
    .replace(/^(?:Currently|Internally|Generally|Typically|Usually|Normally|In practice|In addition|Also|Instead|Often),?\s+/i, "")
    .trim();
}
