import { contentWords, normaliseForMatch } from "../../documents/words.js";
import { stem } from "../../models/offline/answerer.js";
import { clip, optionLetter, type McqQuestion } from "./question.js";

/**
 * Mechanical checks made before any model is paid to evaluate a question (spec 002's requirements that need no
 * judgement): four distinct non-empty options, an index in range, no "all/none of the above", and a correct option
 * that does not give itself away by its length or by repeating the question's words more than any distractor does.
 * Each failure is a sentence the generator can act on.
 */

export const OPTION_COUNT = 4;
/** The correct option may be at most this many times as long as the longest distractor… */
export const LENGTH_RATIO = 1.8;
/** …unless it is this short anyway (in characters). */
const SHORT_OPTION_CHARS = 25;

const CATCH_ALL = /\b(?:all|none|both|neither)\s+of\s+(?:the\s+)?(?:above|these|them|the\s+options)\b|^(?:all|none)\s+(?:are\s+)?correct\b/i;

export function mechanicalProblems(candidate: McqQuestion): string[] {
  const problems: string[] = [];
  const { options } = candidate;
  if (candidate.question.trim().length < 10) problems.push("the question is missing or too short to be self-contained");
  if (options.length !== OPTION_COUNT) problems.push(`it has ${options.length} option${options.length === 1 ? "" : "s"}; exactly ${OPTION_COUNT} are required`);
  const empty = options.flatMap((option, index) => (option.trim() === "" ? [optionLetter(index)] : []));
  if (empty.length > 0) problems.push(`option${empty.length > 1 ? "s" : ""} ${empty.join(", ")} ${empty.length > 1 ? "are" : "is"} empty`);
  const seen = new Map<string, number>();
  options.forEach((option, index) => {
    const key = normaliseForMatch(option);
    if (key === "") return;
    const first = seen.get(key);
    if (first !== undefined) problems.push(`options ${optionLetter(first)} and ${optionLetter(index)} are the same ("${clip(option, 40)}"); all four must differ`);
    else seen.set(key, index);
  });
  const catchAll = options.flatMap((option, index) => (CATCH_ALL.test(option) ? [optionLetter(index)] : []));
  if (catchAll.length > 0) problems.push(`option ${catchAll.join(", ")} is "all/none of the above", which is not allowed`);
  const inRange = Number.isInteger(candidate.correct_answer) && candidate.correct_answer >= 0 && candidate.correct_answer < options.length;
  if (!inRange) problems.push(`correct_answer ${candidate.correct_answer} is not the index of an option (0 to ${Math.max(0, options.length - 1)})`);
  if (problems.length === 0) problems.push(...giveaways(candidate));
  return problems;
}

/** The correct option stands out: by its length, or by sharing the question's words when no distractor does. */
function giveaways(candidate: McqQuestion): string[] {
  const problems: string[] = [];
  const correct = candidate.options[candidate.correct_answer]!;
  const distractors = candidate.options.filter((_, index) => index !== candidate.correct_answer);
  const longestDistractor = Math.max(...distractors.map((option) => option.trim().length));
  if (correct.trim().length > SHORT_OPTION_CHARS && correct.trim().length > LENGTH_RATIO * longestDistractor) {
    problems.push(`the correct option ${optionLetter(candidate.correct_answer)} is much longer than every distractor (${correct.trim().length} against at most ${longestDistractor} characters), which gives it away`);
  }
  const questionStems = new Set(contentWords(candidate.question).map(stem));
  const overlap = (option: string) => contentWords(option).filter((word) => questionStems.has(stem(word))).length;
  const correctOverlap = overlap(correct);
  const distractorOverlap = Math.max(...distractors.map(overlap));
  if (correctOverlap >= 2 && distractorOverlap === 0) {
    problems.push(`the correct option ${optionLetter(candidate.correct_answer)} repeats ${correctOverlap} words of the question and no distractor repeats any, which gives it away`);
  }
  return problems;
}

/** Questions of the set asking the same thing (normalised text equal, or 80 % of content words shared). */
export function duplicateOf(candidate: McqQuestion, others: readonly McqQuestion[]): number | undefined {
  const words = new Set(contentWords(candidate.question).map(stem));
  for (const [index, other] of others.entries()) {
    if (normaliseForMatch(other.question) === normaliseForMatch(candidate.question)) return index;
    const otherWords = new Set(contentWords(other.question).map(stem));
    const shared = [...words].filter((word) => otherWords.has(word)).length;
    if (words.size >= 3 && shared / Math.max(words.size, otherWords.size) >= 0.8) return index;
  }
  return undefined;
}
