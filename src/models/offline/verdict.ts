import { contentWords, normaliseForMatch, tokenF1, words } from "../../documents/words.js";

/**
 * The reader's verdict: does the reference answer say what the reader found, and is the question fair?
 *
 * Answers match when, after normalisation, they are equal; or when every number of the shorter is in the longer with
 * the same leading number and the words agree by containment or token F1 ≥ MATCH_F1. Numbers decide on their own:
 * "10 ft., Swim 40 ft." against "10 ft., Swim 30 ft." has F1 0.8 and must not match. 0.75 lets one extra or missing
 * word through in answers of four words or more ("University of Texas" / "the University of Texas at Austin") but not
 * a changed word in a short answer ("Adult Black Dragon" / "Adult Blue Dragon", F1 0.67).
 */
export const MATCH_F1 = 0.75;

const FURNITURE = /\b(blank|empty) page\b|\bstamps?\b|\bwatermarks?\b|\bfoxing\b|\blogos?\b|\bstains?\b|\bbookplates?\b|\bcatalog(ue)? numbers?\b/i;

export interface VerdictInput {
  question: string;
  ownAnswer: string;
  referenceAnswer: string;
  answerable: boolean;
  notes: string;
}

export interface Verdict {
  matches_reference: boolean;
  trivial: boolean;
  ambiguous: boolean;
  relevant: boolean;
  detail: string;
}

export function judge(input: VerdictInput): Verdict {
  const matches = input.answerable && input.ownAnswer.trim() !== "" && answersMatch(input.ownAnswer, input.referenceAnswer);
  const trivial = givesAwayAnswer(input.question, input.referenceAnswer);
  const ambiguous = /^ambiguous:/i.test(input.notes.trim());
  const relevant = !FURNITURE.test(input.question);
  const parts = [
    !input.answerable || input.ownAnswer.trim() === ""
      ? "I could not find an answer in the document."
      : matches
        ? `My answer "${input.ownAnswer}" states the same fact as the reference.`
        : `My answer "${input.ownAnswer}" differs from the reference "${input.referenceAnswer}".`,
    trivial ? "The question contains its own answer." : "",
    ambiguous ? `The document supports more than one answer (${input.notes.replace(/^ambiguous:\s*/i, "")}).` : "",
    relevant ? "" : "The question is about page furniture, not content.",
  ];
  return { matches_reference: matches, trivial, ambiguous, relevant, detail: parts.filter(Boolean).join(" ") };
}

export function answersMatch(own: string, reference: string): boolean {
  const a = normaliseForMatch(own);
  const b = normaliseForMatch(reference);
  // "`{`": code of symbols only has no words to compare; the same symbols are the same answer.
  if (a === "" && b === "" && own.trim() !== "" && own.replace(/[\s`'"]/g, "") === reference.replace(/[\s`'"]/g, "")) return true;
  if (a === "" || b === "") return false;
  if (a === b) return true;
  const numbersA = numbers(own);
  const numbersB = numbers(reference);
  if (numbersA.length > 0 || numbersB.length > 0) {
    if (numbersA.length === 0 || numbersB.length === 0) return false;
    const [shorter, longer] = numbersA.length <= numbersB.length ? [numbersA, numbersB] : [numbersB, numbersA];
    if (shorter[0] !== longer[0] || !shorter.every((n) => longer.includes(n))) return false;
    const lettersA = contentWords(own).filter((w) => !/\d/.test(w));
    const lettersB = contentWords(reference).filter((w) => !/\d/.test(w));
    // Same numbers: the words around them may be units or the longer answer's extra detail.
    return lettersA.length === 0 || lettersB.length === 0 || contains(lettersA, lettersB) || tokenF1(own, reference) >= MATCH_F1;
  }
  return contains(words(a), words(b)) || tokenF1(own, reference) >= MATCH_F1;
}

/** The shorter answer's words all appear in the longer one, and the longer is not a whole passage. */
function contains(a: string[], b: string[]): boolean {
  const [shorter, longer] = a.length <= b.length ? [a, b] : [b, a];
  if (shorter.length === 0 || longer.length > Math.max(4, shorter.length * 3)) return false;
  const set = new Set(longer);
  return shorter.every((word) => set.has(word));
}

function numbers(text: string): number[] {
  return [...normaliseForMatch(text).matchAll(/[-+]?\d+(?:\.\d+)?/g)].map((match) => Number(match[0]));
}

/** The reference answer's content words all appear in the question. */
export function givesAwayAnswer(question: string, reference: string): boolean {
  const answerWords = contentWords(reference);
  if (answerWords.length === 0) return false;
  const questionWords = new Set(contentWords(question));
  return answerWords.every((word) => questionWords.has(word));
}
