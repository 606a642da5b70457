import { contentWords } from "../../documents/words.js";
import type { Fact, ReadText } from "./facts.js";
import { isVerbBase } from "./verb-lexicon.js";
import { FORMULA_MARKS } from "./question-quality.js";
import { closeUpMarks, finish, withoutAsides, withoutReferences } from "./prose-questions.js";
import { pointsElsewhere } from "./statement-questions.js";
import { sentenceShapeFacts } from "./sentence-shapes.js";
import { pointingWords } from "./pointing.js";

/**
 * A reason put first: English fronts a cause with "Because …," or "Since …," before the clause it explains, as in
 * "Because HTML tags and attributes are case-insensitive, all three HTML parsers convert tag and attribute names to
 * lowercase." → "Why do all three HTML parsers convert tag and attribute names to lowercase?" — "HTML tags and
 * attributes are case-insensitive". (The cause shape of statement-questions.ts reads the reason after the clause.)
 * Guards, each a rule of English or technical writing:
 *   - "Since" gives a reason only before a clause (a finite verb): "Since the first release, …" is a time;
 *   - the reason ends at the first comma (the reader cuts it there too), holds two content words, and does not point
 *     back ("Because of this behavior", "Since those two are valid");
 *   - the main clause has a subject of its own, not a pronoun, "there", "we", "you" or "one" (a person's choice, not
 *     a fact of the thing), with no relative clause, and a finite verb the question can invert ("is", "must", "may",
 *     a present-tense verb);
 *   - no code, formula, parenthesis or reference in the sentence.
 * Ranks with the general shape, after every specific shape.
 */

const MAX_SUBJECT_WORDS = 8;
const MAX_PREDICATE_WORDS = 18;
const FRONTED = /^(Because(?: of)?|Since) ([^,]+), (.+)$/;
const POINTING = pointingWords("their", "following", "here", "there", "so", "then", "we", "our", "us", "you", "your", "i", "me", "my", "one");
const AUXILIARY = /^(?:is|are|was|were|can|cannot|must|should|may|might|will|would|has|have|had|does|do|did|need)$/;
/** A finite verb in a "Since" clause: an auxiliary, or a word in the third person or the past. */
const FINITE = /\b(?:is|are|was|were|be|been|has|have|had|does|do|did|can|cannot|could|will|would|should|must|may|might|[a-z]{3,}(?:s|ed))\b/;

export function causeFacts(text: ReadText, from: number, to: number): Fact[] {
  return sentenceShapeFacts(text, from, to, "cause", frontedCauseQuestion, /\b(?:Because|Since)\b/);
}

/** The question and answer of one "Because X, Y." sentence, or undefined when this shape cannot ask it safely. */
export function frontedCauseQuestion(raw: string): { question: string; answer: string } | undefined {
  const sentence = closeUpMarks(withoutAsides(withoutReferences(raw))).trim();
  if (!/[.!]$/.test(sentence) || /[?()[\]{}<>=|$;:]/.test(sentence) || FORMULA_MARKS.test(sentence)) return undefined;
  const match = FRONTED.exec(sentence.replace(/[.!]$/, ""));
  if (!match) return undefined;
  const [, lead, reason, main] = match as unknown as [string, string, string, string];
  // The reason: a clause of its own after "Since", a noun phrase or a clause after "Because (of)".
  if (lead === "Since" && !FINITE.test(reason)) return undefined;
  if (POINTING.test(reason) || contentWords(reason).length < 2 || reason.split(" ").length > 20 || pointsElsewhere(reason)) return undefined;
  if (/\b(?:the|a|an|of|to|in|for|with|and|or|by|as|on|at|from|that)$/i.test(reason)) return undefined;
  // The main clause: subject, then a finite verb the question can put before it.
  const tokens = main.split(" ");
  // A verb's base after "to" is an infinitive ("optional arguments to plot are specified"), not the finite verb.
  const verbAt = tokens.findIndex((token, index) => index > 0 && tokens[index - 1] !== "to" && (AUXILIARY.test(token) || /^[a-z]{3,}s$/.test(token) && !/ss$/.test(token) && isVerbBase(token.replace(/ies$/, "y").replace(/(ch|sh|x|ss)es$/, "$1").replace(/s$/, "")) || isVerbBase(token) && !/s$/.test(token)));
  if (verbAt < 1 || verbAt > MAX_SUBJECT_WORDS) return undefined;
  const subjectWords = tokens.slice(0, verbAt);
  const subject = subjectWords.join(" ");
  if (POINTING.test(subject) || /\b(?:that|which|who|whom|whose|where|when|if|and then)\b/i.test(subject) || contentWords(subject).length === 0) return undefined;
  // A capital that only opens the clause: "Mirrors are needed" → "are mirrors needed".
  const asked = /^[A-Z][a-z]+$/.test(subjectWords[0]!) && subjectWords.length >= 1 && !/^[A-Z][a-z]+[A-Z]/.test(subjectWords[0]!) && /^(?:The|A|An|All|Some|Many|Most|Each|Every|No)$|^[A-Z][a-z]+s$/.test(subjectWords[0]!) ? [subjectWords[0]!.toLowerCase(), ...subjectWords.slice(1)].join(" ") : subject;
  const predicate = tokens.slice(verbAt);
  if (predicate.length < 2 || predicate.length > MAX_PREDICATE_WORDS || POINTING.test(predicate.join(" ")) || /,|\b(?:but|so|because|since|whereas|while|if|unless)\b/.test(predicate.join(" "))) return undefined;
  const verb = predicate[0]!;
  const rest = predicate.slice(1).join(" ");
  let inverted: string;
  if (AUXILIARY.test(verb)) inverted = verb === "cannot" ? `can ${asked} not ${rest}` : `${verb} ${asked} ${rest}`;
  else if (/s$/.test(verb)) inverted = `does ${asked} ${verb.replace(/ies$/, "y").replace(/(ch|sh|x|ss)es$/, "$1").replace(/s$/, "")} ${rest}`;
  else inverted = `do ${asked} ${verb} ${rest}`;
  if (/\b(?:the|a|an|of|to|in|for|with|and|or|by|as|on|at|from|that)$/i.test(rest)) return undefined;
  return { question: finish(`Why ${inverted.trim()}`), answer: reason };
}
