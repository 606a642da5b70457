/**
 * The offline questioner's reading of a document region by region, without its loop: every fact each 80-line region
 * states, read with the 30 lines before it as context, as the questioner's regions read them. Shared by
 * candidates.ts (one document) and dump.ts (every document of a set).
 */
import type { Document } from "../../src/documents/document.js";
import type { factsIn as FactsIn, Fact } from "../../src/models/offline/facts.js";

export const REGION_LINES = 80;
export const LOOKBACK_LINES = 30;

export function* regionFacts(document: Document, factsIn: typeof FactsIn): Generator<Fact> {
  for (let start = 1; start <= document.lines.length; start += REGION_LINES) {
    const end = Math.min(document.lines.length, start + REGION_LINES - 1);
    const read = new Map<number, string>();
    for (let line = Math.max(1, start - LOOKBACK_LINES); line <= end; line++) read.set(line, document.lines[line - 1]!);
    yield* factsIn(read, start, end, { format: document.format, ...(document.title ? { title: document.title } : {}) });
  }
}

/** A fact on one line: "[kind 12-14] question → answer". */
export function factLine(fact: Fact): string {
  return `[${fact.kind} ${fact.evidence.map((e) => `${e.start_line}-${e.end_line}`).join(",")}] ${fact.question} → ${fact.answer}`;
}
