import { sentencesOf } from "../../documents/sentences.js";
import type { Fact, ReadText } from "./facts.js";

/**
 * Questions from the captions of figures and tables, as a paper's or vignette's text layer has them:
 *   "Figure 1: Kernel functions for kernel-based HAC estimation."  → "Which figure shows kernel functions for kernel-based HAC estimation?" / "Figure 1"
 *   "Table 1: The high-level modular structure of lmer."            → "Which table shows the high-level modular structure of lmer?" / "Table 1"
 * The textual counterpart of the visual mode's question (questioner.ts): the caption says what the element shows, and
 * the reader finds the label at the start of the caption's line. Only a caption of one whole sentence that names
 * something of its own (four words or more, no formula, no code, no second part after a colon) and whose label
 * captions nothing else in what was read.
 */

const LABEL = /^\s*(Figure|Fig\.|Table)\s+(\d+)\s*[:.]\s+(\S.*)$/;
const MIN_WORDS = 4;
const MAX_WORDS = 18;
/** Caption openings that point elsewhere or continue another caption. */
const POINTING = /^(?:this|these|that|those|same|continued|cont|as|see|left|right|top|bottom|upper|lower|above|below|an? example|example)\b/i;
/** A bare noun at a caption's start reads with an article in a question: "List of methods" → "the list of methods". */
const BARE_HEAD = /^(?:List|Overview|Summary|Comparison|Illustration|Distribution|Structure|Number|Outline|Schematic|Sketch|Plot|Graph|Map|Histogram)\s+of\b/;

export function captionFacts(text: ReadText, from: number, to: number): Fact[] {
  const facts: Fact[] = [];
  for (let line = from; line <= to; line++) {
    const raw = text.get(line);
    const label = raw === undefined ? null : LABEL.exec(raw);
    if (!label) continue;
    const kind = label[1] === "Table" ? "table" : "figure";
    const name = `${label[1] === "Fig." ? "Figure" : label[1]} ${label[2]}`;
    if (captionsOf(text, label[1]!, label[2]!) !== 1) continue;
    const caption = captionText(text, line, label[3]!);
    if (!caption) continue;
    facts.push({ question: `Which ${kind} shows ${asObject(caption, text)}?`, answer: name, evidence: [{ start_line: line, end_line: line }], kind: "caption" });
  }
  return facts;
}

/** How many lines of what was read caption the same label: a label that captions two things names neither. */
function captionsOf(text: ReadText, kind: string, number: string): number {
  let count = 0;
  for (const raw of text.values()) {
    const label = LABEL.exec(raw);
    if (label && label[1] === kind && label[2] === number) count++;
  }
  return count;
}

/** The caption's first sentence, when it is one whole sentence of a caption's length with nothing a question cannot carry. */
function captionText(text: ReadText, line: number, first: string): string | undefined {
  const block = new Map<number, string>([[line, first]]);
  for (let at = line + 1; at <= line + 3 && text.get(at) !== undefined && text.get(at)!.trim() !== "" && !LABEL.test(text.get(at)!); at++) block.set(at, text.get(at)!);
  const sentence = sentencesOf(block)[0];
  let caption: string | undefined;
  if (sentence && sentence.startLine === line && sentence.complete) caption = sentence.text;
  // A caption of one line without a full stop, with nothing after it on the next line.
  else if (!/[.,;:]$/.test(first.trim()) && (text.get(line + 1) ?? "").trim() === "") caption = first.trim();
  if (!caption) return undefined;
  // A full stop inside, before lower case: the text layer ran the caption into the body text beside it.
  caption = caption.replace(/\s+/g, " ").replace(/\.\s+[a-z].*$/, "").replace(/\.$/, "").trim();
  const count = caption.split(" ").length;
  if (count < MIN_WORDS || count > MAX_WORDS) return undefined;
  if (POINTING.test(caption) || /[:;=<>|\\{}^ˆ´¦˜¯$]|\?|\.\.\.|\.\s\.|\b\w+\([^)]*\)|\(\s*(?:left|right|top|bottom|a|b)\s*\)/i.test(caption)) return undefined;
  // A caption that is mostly symbols or numbers (a formula, a data label) names nothing in words.
  const wordsOnly = caption.split(" ").filter((word) => /^[A-Za-z][a-z’'-]+[,.]?$/.test(word)).length;
  if (wordsOnly < Math.ceil(count * 0.6)) return undefined;
  return caption;
}

/** The caption as the object of "shows": a common word at its start in lower case, a bare head noun with its article. */
function asObject(caption: string, text: ReadText): string {
  const first = caption.split(" ")[0]!;
  let object = caption;
  if (/^[A-Z][a-z]+$/.test(first)) {
    const lower = first.toLowerCase();
    const writtenLower = [...text.values()].some((line) => new RegExp(`(?<![\\w-])${lower}(?![\\w-])`).test(line));
    // A common noun by its ending ("Dimensions", "Expenditure", "Estimated"), not a name ("Engel"); a bare head noun
    // ("Comparison of …") is one by its list.
    if (writtenLower || BARE_HEAD.test(caption) || /^(?:the|a|an)$/.test(lower) || /(?:[^s]s|ion|ity|ment|ure|ing|al|ant|ance|ence|ness|ics|ed)$/.test(lower)) object = `${lower}${caption.slice(first.length)}`;
  }
  return BARE_HEAD.test(caption) ? `the ${object}` : object;
}
