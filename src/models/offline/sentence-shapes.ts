import { sentencesOf } from "../../documents/sentences.js";
import type { Fact, ReadText } from "./facts.js";

/** A shape that asks one question of one whole sentence, or nothing. */
export type SentenceShape = (sentence: string) => { question: string; answer: string } | undefined;

/**
 * The facts a one-sentence shape finds in lines `from`–`to`: each complete sentence of the sentence view through
 * `shape`, its lines as the evidence. `trigger`, when given, is a word every sentence the shape reads holds; a region
 * whose lines hold none is skipped without building its sentence view.
 */
export function sentenceShapeFacts(text: ReadText, from: number, to: number, kind: Fact["kind"], shape: SentenceShape, trigger?: RegExp): Fact[] {
  if (trigger && !linesMention(text, from, to, trigger)) return [];
  const facts: Fact[] = [];
  for (const sentence of sentencesOf(text, { from, to })) {
    if (!sentence.complete) continue;
    const built = shape(sentence.text);
    if (built) facts.push({ ...built, evidence: [{ start_line: sentence.startLine, end_line: sentence.endLine }], kind });
  }
  return facts;
}

/** Whether any of lines `from`–`to` matches `pattern`. */
export function linesMention(text: ReadText, from: number, to: number, pattern: RegExp): boolean {
  for (let line = from; line <= to; line++) if (pattern.test(text.get(line) ?? "")) return true;
  return false;
}
