import type { Document } from "../documents/document.js";
import { isCodeFence, sentenceSpans } from "../documents/sentences.js";
import { QaforgeError } from "../errors.js";
import type { Chunk } from "./chunk.js";

export interface ChunkingOptions {
  /** Largest chunk, in `unit`s. Default 1200 characters (300 tokens). */
  maxSize?: number;
  /**
   * How much of a chunk's end is repeated at the start of the next chunk of the same section and page, in `unit`s;
   * at most half of `maxSize`. Default 150 characters. The overlap starts at a sentence where one fits.
   */
  overlap?: number;
  /** "tokens" counts approximate tokens: one per four characters, the usual rule of thumb for English BPE. */
  unit?: "characters" | "tokens";
}

export const DEFAULT_CHUNKING: Required<ChunkingOptions> = { maxSize: 1200, overlap: 150, unit: "characters" };

export const CHARACTERS_PER_TOKEN = 4;

/** Approximate token count used by the `tokens` unit. */
export function approximateTokens(text: string): number {
  return Math.ceil(text.length / CHARACTERS_PER_TOKEN);
}

/**
 * Splits a document into chunks that follow its structure. A heading starts a new section and a page boundary a new
 * region (a chunk never crosses either); within a region, chunks break preferably between paragraphs (blank-line
 * separated blocks), then at sentence ends, then at line ends, then between words, and only as a last resort inside
 * a word. Heading lines are not part of any chunk's text: they are its `headingPath`. Deterministic.
 */
export function chunkDocument(document: Document, options: ChunkingOptions = {}): Chunk[] {
  const settings = resolveOptions(options);
  const chunks: Chunk[] = [];
  for (const region of documentRegions(document)) {
    for (const span of splitRegion(region.text, settings)) {
      const start = region.position(span.start);
      const end = region.position(span.end - 1);
      chunks.push({
        documentId: document.id,
        chunkNo: chunks.length + 1,
        startLine: start.line,
        startColumn: start.column,
        endLine: end.line,
        endColumn: end.column + 1,
        ...(region.page === undefined ? {} : { page: region.page }),
        headingPath: region.headingPath,
        text: region.text.slice(span.start, span.end),
      });
    }
  }
  return chunks;
}

interface ResolvedOptions {
  maxChars: number;
  overlapChars: number;
}

function resolveOptions(options: ChunkingOptions): ResolvedOptions {
  const unit = options.unit ?? DEFAULT_CHUNKING.unit;
  const scale = unit === "tokens" ? CHARACTERS_PER_TOKEN : 1;
  const maxSize = options.maxSize ?? (unit === "tokens" ? DEFAULT_CHUNKING.maxSize / scale : DEFAULT_CHUNKING.maxSize);
  const overlap = options.overlap ?? (unit === "tokens" ? DEFAULT_CHUNKING.overlap / scale : DEFAULT_CHUNKING.overlap);
  if (!Number.isInteger(maxSize) || maxSize < 1) {
    throw new QaforgeError("invalid_argument", `chunk size must be a positive whole number, got ${maxSize}`);
  }
  if (!Number.isInteger(overlap) || overlap < 0 || overlap > maxSize / 2) {
    throw new QaforgeError("invalid_argument", `chunk overlap must be a whole number from 0 to half the chunk size, got ${overlap}`);
  }
  return { maxChars: maxSize * scale, overlapChars: overlap * scale };
}

// ---------------------------------------------------------------------------------------------------------------
// Regions: runs of lines on one page under one heading.

interface Region {
  text: string;
  page: number | undefined;
  headingPath: readonly string[];
  /** 1-based line and 0-based column of an offset into `text`. */
  position(offset: number): { line: number; column: number };
}

interface Heading {
  level: number;
  text: string;
}

function documentRegions(document: Document): Region[] {
  const lines = document.lines;
  const furniture = runningHeadLines(document);
  const regions: Region[] = [];
  const headings: Heading[] = [];
  let regionStart = 1;
  let inFence = false;

  const closeRegion = (endLine: number): void => {
    const region = makeRegion(document, regionStart, endLine, headings.map((heading) => heading.text));
    if (region) regions.push(region);
  };

  for (let lineNo = 1; lineNo <= lines.length; lineNo++) {
    const line = lines[lineNo - 1]!;
    if (isCodeFence(line)) inFence = !inFence;
    const newPage = document.hasPages && lineNo > 1 && document.pageOfLine(lineNo) !== document.pageOfLine(lineNo - 1);
    const heading = inFence ? undefined : headingOf(document, lineNo);
    const skipped = heading !== undefined || furniture.has(lineNo);
    if (newPage || skipped) {
      closeRegion(lineNo - 1);
      regionStart = skipped ? lineNo + 1 : lineNo;
    }
    // A heading repeated at the top of every page ("Opinion of the Court") keeps the path beneath it.
    if (heading && !headings.some((open) => open.level === heading.level && open.text === heading.text)) {
      while (headings.length > 0 && headings[headings.length - 1]!.level >= heading.level) headings.pop();
      headings.push(heading);
    }
  }
  closeRegion(lines.length);
  return regions;
}

/**
 * Running heads and feet: the first or last non-blank line of a page when, digits aside, the same line opens or
 * closes at least three pages and a quarter of them ("Cite as: 570 U. S. ____ (2013)   3"). They are page
 * furniture, not content, and never become chunks.
 */
function runningHeadLines(document: Document): Set<number> {
  const furniture = new Set<number>();
  if (!document.hasPages || document.pageCount < 3) return furniture;
  const edges = new Map<string, number[]>();
  for (let page = 1; page <= document.pageCount; page++) {
    const first = document.firstLineOfPage(page)!;
    const last = (document.firstLineOfPage(page + 1) ?? document.lines.length + 1) - 1;
    const nonBlank: number[] = [];
    for (let lineNo = first; lineNo <= last; lineNo++) if (document.lines[lineNo - 1]!.trim() !== "") nonBlank.push(lineNo);
    for (const [edge, lineNo] of [["top", nonBlank[0]], ["bottom", nonBlank[nonBlank.length - 1]]] as const) {
      if (lineNo === undefined) continue;
      const key = `${edge}:${document.lines[lineNo - 1]!.replace(/\d+/g, "#").replace(/\s+/g, " ").trim().toLowerCase()}`;
      edges.set(key, [...(edges.get(key) ?? []), lineNo]);
    }
  }
  const threshold = Math.max(3, Math.ceil(document.pageCount / 4));
  for (const lineNos of edges.values()) if (lineNos.length >= threshold) for (const lineNo of lineNos) furniture.add(lineNo);
  return furniture;
}

function makeRegion(document: Document, firstLine: number, lastLine: number, headingPath: string[]): Region | undefined {
  let first = firstLine;
  let last = lastLine;
  while (first <= last && document.lines[first - 1]!.trim() === "") first++;
  while (last >= first && document.lines[last - 1]!.trim() === "") last--;
  if (first > last) return undefined;
  const regionLines = document.lines.slice(first - 1, last);
  const lineOffsets: number[] = [];
  let offset = 0;
  for (const line of regionLines) {
    lineOffsets.push(offset);
    offset += line.length + 1;
  }
  return {
    text: regionLines.join("\n"),
    page: document.hasPages ? document.pageOfLine(first) : undefined,
    headingPath,
    position(target: number) {
      const index = lastAtOrBefore(lineOffsets, target);
      return { line: first + index, column: target - lineOffsets[index]! };
    },
  };
}

/** Index of the last element ≤ target in an ascending array whose first element is ≤ target. */
function lastAtOrBefore(sorted: readonly number[], target: number): number {
  let low = 0;
  let high = sorted.length - 1;
  while (low < high) {
    const mid = (low + high + 1) >>> 1;
    if (sorted[mid]! <= target) low = mid;
    else high = mid - 1;
  }
  return low;
}

const ATX_HEADING = /^\s{0,3}(#{1,6})\s+(.+?)(?:\s+#+)?\s*$/;
const NUMBERED_HEADING = /^(\d{1,2}(?:\.\d{1,2})*)\.?\s+\p{L}/u;
const ROMAN_HEADING = /^[IVXLC]{1,6}\.?$|^[IVXLC]{1,6}\.\s+\p{Lu}/u;
const LETTER_HEADING = /^[A-Z]\.?$|^[A-Z]\.\s+\p{Lu}/u;

/**
 * Heading levels for formats without markup are relative ranks: capitals above title case above Roman numerals
 * above letters above decimal numbers, the usual nesting of legal and scholarly outlines.
 */
const TEXT_HEADING_LEVEL = { capitals: 1, titleCase: 2, roman: 3, letter: 4, numbered: 4 } as const;

/**
 * A heading line: Markdown ATX headings in every format, and in formats other than Markdown also a heading-like
 * line: a lone outline mark ("IV", "B"), or a short line alone between blank lines (or page edges) that does not end
 * like a sentence and is numbered ("2.1 Methods"), in capitals, or in title case. Lines with wide internal gaps
 * are running heads or table rows, not headings.
 */
function headingOf(document: Document, lineNo: number): Heading | undefined {
  const line = document.lines[lineNo - 1]!;
  const atx = ATX_HEADING.exec(line);
  if (atx) return { level: atx[1]!.length, text: atx[2]!.replace(/[*_`]/g, "").trim() };
  if (document.format === "markdown") return undefined;

  const text = line.trim();
  if (/^[IVXLC]{1,6}\.?$/.test(text)) return { level: TEXT_HEADING_LEVEL.roman, text };
  if (/^[A-Z]\.?$/.test(text)) return { level: TEXT_HEADING_LEVEL.letter, text };
  if (text.length === 0 || text.length > 80 || /\S\s{3,}\S/.test(text)) return undefined;
  if (!isBlankOrPageEdge(document, lineNo - 1, lineNo) || !isBlankOrPageEdge(document, lineNo + 1, lineNo)) return undefined;
  if (/[.;,]$/.test(text)) return undefined;
  const numbered = NUMBERED_HEADING.exec(text);
  if (numbered) return { level: TEXT_HEADING_LEVEL.numbered + numbered[1]!.split(".").length, text };
  if (ROMAN_HEADING.test(text)) return { level: TEXT_HEADING_LEVEL.roman, text };
  if (LETTER_HEADING.test(text)) return { level: TEXT_HEADING_LEVEL.letter, text };
  if (/[:!?]$/.test(text)) return undefined;
  const letters = text.replace(/[^\p{L}]/gu, "");
  if (letters.length < 3) return undefined;
  if (letters === letters.toUpperCase()) return { level: TEXT_HEADING_LEVEL.capitals, text };
  const words = text.split(/\s+/);
  const titleCase = words.length <= 8 && words.every((word) => word.length < 4 || /^[\p{Lu}\d("“]/u.test(word));
  return titleCase ? { level: TEXT_HEADING_LEVEL.titleCase, text } : undefined;
}

function isBlankOrPageEdge(document: Document, lineNo: number, from: number): boolean {
  if (lineNo < 1 || lineNo > document.lines.length) return true;
  if (document.hasPages && document.pageOfLine(lineNo) !== document.pageOfLine(from)) return true;
  return document.lines[lineNo - 1]!.trim() === "";
}

// ---------------------------------------------------------------------------------------------------------------
// Splitting one region.

interface Span {
  start: number;
  end: number;
}

/** Break strengths, strongest first; the least fill a chunk must reach before breaking there. */
const BREAK_KINDS = [
  { kind: "paragraph", minFill: 0.3 },
  { kind: "sentence", minFill: 0.4 },
  { kind: "line", minFill: 0.6 },
  { kind: "word", minFill: 0.6 },
] as const;

type BreakKind = (typeof BREAK_KINDS)[number]["kind"];


function splitRegion(text: string, options: ResolvedOptions): Span[] {
  const breaks = findBreaks(text);
  const spans: Span[] = [];
  let start = skipSpace(text, 0);
  while (start < text.length) {
    if (text.length - start <= options.maxChars) {
      spans.push({ start, end: trimEndAt(text, text.length, start) });
      break;
    }
    const limit = avoidSplittingSurrogates(text, start + options.maxChars);
    const end = chooseBreak(breaks, start, limit, options.maxChars) ?? limit;
    const trimmedEnd = trimEndAt(text, end, start);
    spans.push({ start, end: trimmedEnd > start ? trimmedEnd : limit });
    const chunkEnd = spans[spans.length - 1]!.end;
    const next = options.overlapChars > 0 ? overlapStart(text, breaks, start, chunkEnd, options.overlapChars) : chunkEnd;
    start = skipSpace(text, next > start ? next : chunkEnd);
  }
  return spans;
}

interface Breaks {
  /** Offsets where a chunk may end, by kind, ascending. */
  ends: Record<BreakKind, number[]>;
  /** Offsets where a sentence or paragraph starts, ascending. */
  sentenceStarts: number[];
  /** Offsets where a word starts, ascending. */
  wordStarts: number[];
}

function findBreaks(text: string): Breaks {
  const ends: Record<BreakKind, number[]> = { paragraph: [], sentence: [], line: [], word: [] };
  const sentenceStarts: number[] = [];
  const wordStarts: number[] = [];
  for (const match of text.matchAll(/\n[ \t]*\n\s*/g)) {
    ends.paragraph.push(match.index);
    sentenceStarts.push(match.index + match[0].length);
  }
  // Sentence ends by the sentence view's rule (documents/sentences.ts), so chunks and questions agree on sentences.
  const sentences = sentenceSpans(text);
  for (let index = 0; index + 1 < sentences.length; index++) {
    ends.sentence.push(sentences[index]!.end);
    sentenceStarts.push(sentences[index + 1]!.start);
  }
  for (const match of text.matchAll(/\n/g)) ends.line.push(match.index);
  for (const match of text.matchAll(/\s+/g)) {
    ends.word.push(match.index);
    wordStarts.push(match.index + match[0].length);
  }
  sentenceStarts.sort((a, b) => a - b);
  return { ends, sentenceStarts, wordStarts };
}

function chooseBreak(breaks: Breaks, start: number, limit: number, maxChars: number): number | undefined {
  for (const { kind, minFill } of BREAK_KINDS) {
    const candidates = breaks.ends[kind];
    const index = lastIndexAtOrBefore(candidates, limit);
    const candidate = index >= 0 ? candidates[index]! : undefined;
    if (candidate !== undefined && candidate >= start + minFill * maxChars) return candidate;
  }
  return undefined;
}

/** The earliest sentence start (else word start) inside the last `overlapChars` of the chunk [start, end). */
function overlapStart(text: string, breaks: Breaks, start: number, end: number, overlapChars: number): number {
  for (const starts of [breaks.sentenceStarts, breaks.wordStarts]) {
    const index = firstIndexAtOrAfter(starts, end - overlapChars);
    const candidate = index < starts.length ? starts[index]! : undefined;
    if (candidate !== undefined && candidate > start && candidate < end) return candidate;
  }
  return end;
}

function lastIndexAtOrBefore(sorted: readonly number[], target: number): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (sorted[mid]! <= target) low = mid + 1;
    else high = mid;
  }
  return low - 1;
}

function firstIndexAtOrAfter(sorted: readonly number[], target: number): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (sorted[mid]! < target) low = mid + 1;
    else high = mid;
  }
  return low;
}

function avoidSplittingSurrogates(text: string, offset: number): number {
  const code = text.charCodeAt(offset - 1);
  return code >= 0xd800 && code <= 0xdbff ? offset - 1 : offset;
}

function skipSpace(text: string, offset: number): number {
  let position = offset;
  while (position < text.length && /\s/.test(text[position]!)) position++;
  return position;
}

function trimEndAt(text: string, end: number, start: number): number {
  let position = end;
  while (position > start && /\s/.test(text[position - 1]!)) position--;
  return position;
}
