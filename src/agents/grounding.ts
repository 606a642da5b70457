import type { Document } from "../documents/document.js";
import { proseText } from "../documents/sentences.js";
import { contentWords, normaliseForMatch } from "../documents/words.js";
import type { Evidence } from "./types.js";

/** Longest evidence range accepted; a range that covers half a document proves nothing. */
export const MAX_EVIDENCE_LINES = 40;

export type GroundingResult = { grounded: true; evidence: Evidence[] } | { grounded: false; detail: string };

/**
 * Mechanical grounding, before any validator call: every evidence range must exist in the document, and the
 * evidence text must contain the answer's content words (normalised). A candidate that fails is `ungrounded`.
 */
export function checkGrounding(
  document: Document,
  answer: string,
  ranges: readonly { start_line: number; end_line: number }[],
): GroundingResult {
  if (ranges.length === 0) return { grounded: false, detail: "no evidence line ranges were given" };
  const total = document.lines.length;
  const evidence: Evidence[] = [];
  for (const range of ranges) {
    const { start_line: start, end_line: end } = range;
    if (!Number.isInteger(start) || !Number.isInteger(end) || start < 1 || end < start || end > total) {
      return { grounded: false, detail: `evidence lines ${start}-${end} do not exist (the document has lines 1-${total})` };
    }
    if (end - start + 1 > MAX_EVIDENCE_LINES) {
      return { grounded: false, detail: `evidence lines ${start}-${end} span more than ${MAX_EVIDENCE_LINES} lines; cite the lines that state the answer` };
    }
    evidence.push({ start_line: start, end_line: end, text: document.lines.slice(start - 1, end).join("\n") });
  }

  // The lines as written and as prose (words hyphenated at a line end mended): an answer may quote either.
  const evidenceText = ` ${normaliseForMatch(evidence.map((e) => e.text).join(" "))} ${normaliseForMatch(evidence.map((e) => proseText(e.text.split("\n"))).join(" "))} `;
  const answerWords = [...new Set(contentWords(answer))];
  if (answerWords.length === 0) {
    const literal = normaliseForMatch(answer);
    if (literal && evidenceText.includes(` ${literal} `)) return { grounded: true, evidence };
    return { grounded: false, detail: "the answer has no content words to find in the evidence" };
  }
  const missing = answerWords.filter((word) => !containsWord(evidenceText, word));
  // Numbers and rare words must all be there; allow one missing ordinary word in answers of five or more words.
  const missingCritical = missing.filter((word) => /\d/.test(word));
  const tolerated = answerWords.length >= 5 ? 1 : 0;
  if (missingCritical.length > 0 || missing.length > tolerated) {
    return {
      grounded: false,
      detail: `the evidence lines do not contain the answer's ${missing.map((w) => `"${w}"`).join(", ")}`,
    };
  }
  return { grounded: true, evidence };
}

function containsWord(haystack: string, word: string): boolean {
  if (haystack.includes(` ${word} `)) return true;
  // Plural and possessive forms: "dragon" in "dragons".
  return haystack.includes(` ${word}s `) || (word.endsWith("s") && haystack.includes(` ${word.slice(0, -1)} `));
}
