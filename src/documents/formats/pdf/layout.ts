/**
 * Reading order for the text of one PDF page: text items become lines by vertical overlap, words are spaced by
 * horizontal gaps, and column gutters split the page so that two columns are read one after the other.
 * Coordinates are page points with the origin at the top left (y grows downwards).
 */
import { superscriptDigits } from "../../text-utils.js";

export interface Box {
  x0: number;
  x1: number;
  top: number;
  bottom: number;
}

/** One horizontal text item of the page, in stream order. */
export interface PositionedText extends Box {
  text: string;
  /** Font size in points. */
  size: number;
  /** A whitespace item followed this one in the content stream. */
  spaceAfter: boolean;
}

export interface LayoutLine extends Box {
  text: string;
}

/** Items closer than this fraction of the font size are parts of one word; further apart, words. */
const WORD_GAP = 0.2;
/** Gaps wider than this fraction of the font size break a line into separate runs (cells, columns). */
const RUN_GAP = 0.8;
/** Two boxes are on one line when they overlap vertically by at least this fraction of the shorter one. */
const LINE_OVERLAP = 0.5;
/** A gutter needs this many full-width lines on each side, in one stretch of the page. */
const GUTTER_MIN_LINES = 4;
/** A line is "full width" for its column when it spans this fraction of the space between margin and gutter. */
const COLUMN_LINE_WIDTH = 0.35;
const MAX_COLUMN_DEPTH = 4;

interface Banded extends Box {
  /** Vertical band of the tallest item: superscripts and subscripts do not widen it. */
  bandTop: number;
  bandBottom: number;
  size: number;
}

/** Consecutive items of one line with no wide gap between them: a column's line, a table cell. */
interface Run extends Banded {
  items: PositionedText[];
}

export function layoutPage(items: readonly PositionedText[]): LayoutLine[] {
  const runs = buildRuns(withoutShadows(items));
  return orderRuns(runs, 0).map(lineFromRuns);
}

/**
 * A copy of a text drawn this close to it (a fraction of its font size, both ways) is its shadow; a single character's
 * copy must be closer, as a word's next letter may be the same and narrow ("ll").
 */
const SHADOW_OFFSET = 0.25;
const SHADOW_OFFSET_CHARACTER = 0.1;

/**
 * The items without the copies a page draws as a text's shadow: slide decks draw a title twice, the second copy a
 * point or two off the first ("Tokyo ProductsTokyo Products" when both are read). A copy is the same text in the same
 * size, offset by less than a quarter of that size across and down (a tenth for one character); a text the page
 * repeats elsewhere stays.
 */
export function withoutShadows(items: readonly PositionedText[]): PositionedText[] {
  const seen = new Map<string, PositionedText[]>();
  const kept: PositionedText[] = [];
  for (const item of items) {
    const key = item.text.trim();
    if (key.length === 0) {
      kept.push(item);
      continue;
    }
    const offset = (key.length === 1 ? SHADOW_OFFSET_CHARACTER : SHADOW_OFFSET) * item.size;
    const near = (other: PositionedText) => Math.abs(other.size - item.size) < 0.01 * item.size
      && Math.abs(other.x0 - item.x0) < offset && Math.abs(other.top - item.top) < offset;
    const earlier = seen.get(key) ?? [];
    if (earlier.some(near)) continue;
    earlier.push(item);
    seen.set(key, earlier);
    kept.push(item);
  }
  return kept;
}

/** Groups elements into lines by vertical overlap with each line's band; lines come back top to bottom. */
function groupByOverlap<T extends Banded>(elements: readonly T[]): T[][] {
  const sorted = [...elements].sort((a, b) => a.bandTop - b.bandTop || a.x0 - b.x0);
  const lines: { band: { top: number; bottom: number; size: number }; members: T[] }[] = [];
  for (const element of sorted) {
    let best: (typeof lines)[number] | undefined;
    let bestOverlap = 0;
    for (let i = lines.length - 1; i >= Math.max(0, lines.length - 8); i--) {
      const line = lines[i]!;
      const overlap = verticalOverlap(line.band.top, line.band.bottom, element.bandTop, element.bandBottom);
      if (overlap > bestOverlap) {
        bestOverlap = overlap;
        best = line;
      }
    }
    if (best && bestOverlap >= LINE_OVERLAP) {
      best.members.push(element);
      if (element.size > best.band.size) {
        best.band = { top: element.bandTop, bottom: element.bandBottom, size: element.size };
      }
    } else {
      lines.push({ band: { top: element.bandTop, bottom: element.bandBottom, size: element.size }, members: [element] });
    }
  }
  return lines.sort((a, b) => a.band.top - b.band.top).map((line) => line.members);
}

/** Overlap of two vertical intervals as a fraction of the shorter one. */
function verticalOverlap(topA: number, bottomA: number, topB: number, bottomB: number): number {
  const overlap = Math.min(bottomA, bottomB) - Math.max(topA, topB);
  const shorter = Math.min(bottomA - topA, bottomB - topB);
  if (shorter <= 0) return overlap >= 0 ? 1 : 0;
  return overlap / shorter;
}

function byX(a: Box, b: Box): number {
  return a.x0 - b.x0;
}

function buildRuns(items: readonly PositionedText[]): Run[] {
  const banded = items.map((item, order) => ({
    x0: item.x0,
    x1: item.x1,
    top: item.top,
    bottom: item.bottom,
    bandTop: item.top,
    bandBottom: item.bottom,
    size: item.size,
    item,
    order,
  }));
  const runs: Run[] = [];
  for (const line of groupByOverlap(banded)) {
    // Items starting at the same x (a closing quote and the comma after it) keep their stream order.
    const sorted = line.sort((a, b) => a.x0 - b.x0 || a.order - b.order).map((entry) => entry.item);
    let current: PositionedText[] = [];
    let reach = -Infinity;
    for (const item of sorted) {
      if (current.length > 0 && item.x0 - reach > RUN_GAP * Math.min(item.size, current.at(-1)!.size)) {
        runs.push(makeRun(current));
        current = [];
      }
      current.push(item);
      reach = Math.max(current.length === 1 ? item.x1 : reach, item.x1);
    }
    if (current.length > 0) runs.push(makeRun(current));
  }
  return runs;
}

function makeRun(items: PositionedText[]): Run {
  let tallest = items[0]!;
  let x0 = Infinity;
  let x1 = -Infinity;
  let top = Infinity;
  let bottom = -Infinity;
  for (const item of items) {
    if (item.size > tallest.size) tallest = item;
    x0 = Math.min(x0, item.x0);
    x1 = Math.max(x1, item.x1);
    top = Math.min(top, item.top);
    bottom = Math.max(bottom, item.bottom);
  }
  return { items, x0, x1, top, bottom, bandTop: tallest.top, bandBottom: tallest.bottom, size: tallest.size };
}

/** Lines of runs in reading order: column stretches are read column by column, the rest top to bottom. */
function orderRuns(runs: Run[], depth: number): Run[][] {
  const gutter = depth < MAX_COLUMN_DEPTH ? findGutter(runs) : undefined;
  if (!gutter) return groupByOverlap(runs);

  const stretches = gutter.stretches;
  const outside: Run[][] = stretches.map(() => []);
  outside.push([]);
  const left: Run[][] = stretches.map(() => []);
  const right: Run[][] = stretches.map(() => []);
  for (const run of runs) {
    const centre = (run.bandTop + run.bandBottom) / 2;
    const index = stretches.findIndex((stretch) => centre > stretch.top && centre < stretch.bottom);
    const crosses = run.x0 < gutter.x && run.x1 > gutter.x;
    if (index >= 0 && !crosses) {
      (run.x1 <= gutter.x ? left : right)[index]!.push(run);
    } else {
      const slot = stretches.findIndex((stretch) => centre <= stretch.top);
      outside[slot < 0 ? stretches.length : slot]!.push(run);
    }
  }
  const ordered: Run[][] = [];
  for (let i = 0; i <= stretches.length; i++) {
    ordered.push(...orderRuns(outside[i]!, depth + 1));
    if (i < stretches.length) {
      ordered.push(...orderRuns(left[i]!, depth + 1), ...orderRuns(right[i]!, depth + 1));
    }
  }
  return ordered;
}

interface Gutter {
  x: number;
  /** Vertical stretches of the page where the gutter separates two columns, top to bottom. */
  stretches: { top: number; bottom: number }[];
}

/**
 * A column gutter: an x position that no run crosses over a stretch of the page, with at least a few lines on each
 * side that fill their column (prose, not table cells). Candidates are the left edges of runs; the best is the one
 * with the most column lines on both sides.
 */
function findGutter(runs: Run[]): Gutter | undefined {
  if (runs.length < 2 * GUTTER_MIN_LINES) return undefined;
  const minX = Math.min(...runs.map((run) => run.x0));
  const maxX = Math.max(...runs.map((run) => run.x1));
  const sizes = runs.map((run) => run.size).sort((a, b) => a - b);
  const typicalSize = sizes[sizes.length >> 1]!;
  const candidates = new Set<number>();
  for (const run of runs) {
    if (run.x0 > minX + 3 * typicalSize && run.x0 < maxX - 3 * typicalSize) candidates.add(Math.round(run.x0) - 0.5);
  }

  let best: (Gutter & { score: number }) | undefined;
  for (const x of candidates) {
    const found = gutterAt(runs, x, x - minX, maxX - x);
    if (found && (!best || found.score > best.score)) best = found;
  }
  return best;
}

function gutterAt(runs: Run[], x: number, leftSpan: number, rightSpan: number): (Gutter & { score: number }) | undefined {
  // Most candidates fail for want of full-width lines on one side; counting those first spares the stretch search.
  let leftWide = 0;
  let rightWide = 0;
  for (const run of runs) {
    if (run.x1 <= x) {
      if (run.x1 - run.x0 >= COLUMN_LINE_WIDTH * leftSpan) leftWide++;
    } else if (run.x0 >= x && run.x1 - run.x0 >= COLUMN_LINE_WIDTH * rightSpan) {
      rightWide++;
    }
  }
  if (leftWide < GUTTER_MIN_LINES || rightWide < GUTTER_MIN_LINES) return undefined;
  const crossing = runs
    .filter((run) => run.x0 < x && run.x1 > x)
    .map((run) => ({ top: run.bandTop, bottom: run.bandBottom }))
    .sort((a, b) => a.top - b.top);
  // Free stretches: the gaps between the vertical extents of the runs that cross x.
  const free: { top: number; bottom: number }[] = [];
  let cursor = -Infinity;
  for (const span of crossing) {
    if (span.top > cursor) free.push({ top: cursor, bottom: span.top });
    cursor = Math.max(cursor, span.bottom);
  }
  free.push({ top: cursor, bottom: Infinity });

  const tallies = free.map(() => ({ leftWide: 0, leftAll: 0, rightWide: 0, rightAll: 0 }));
  for (const run of runs) {
    if (run.x0 < x && run.x1 > x) continue;
    const centre = (run.bandTop + run.bandBottom) / 2;
    const index = free.findIndex((stretch) => centre > stretch.top && centre < stretch.bottom);
    if (index < 0) continue;
    const tally = tallies[index]!;
    const width = run.x1 - run.x0;
    if (run.x1 <= x) {
      tally.leftAll++;
      if (width >= COLUMN_LINE_WIDTH * leftSpan) tally.leftWide++;
    } else {
      tally.rightAll++;
      if (width >= COLUMN_LINE_WIDTH * rightSpan) tally.rightWide++;
    }
  }

  const stretches: { top: number; bottom: number }[] = [];
  let score = 0;
  free.forEach((stretch, index) => {
    const tally = tallies[index]!;
    const columnar =
      tally.leftWide >= GUTTER_MIN_LINES &&
      tally.rightWide >= GUTTER_MIN_LINES &&
      tally.leftWide * 2 >= tally.leftAll &&
      tally.rightWide * 2 >= tally.rightAll;
    if (columnar) {
      stretches.push(stretch);
      score += Math.min(tally.leftWide, tally.rightWide);
    }
  });
  return stretches.length > 0 ? { x, stretches, score } : undefined;
}

function lineFromRuns(runs: Run[]): LayoutLine {
  const items = runs.flatMap((run) => run.items).sort(byX);
  return {
    text: joinItems(items),
    x0: Math.min(...runs.map((run) => run.x0)),
    x1: Math.max(...runs.map((run) => run.x1)),
    top: Math.min(...runs.map((run) => run.bandTop)),
    bottom: Math.max(...runs.map((run) => run.bandBottom)),
  };
}

/**
 * Joins the items of one line, left to right, with a space where the gap between them is wider than a letter's.
 * A spacing accent drawn over a letter of another item (a math accent: "β" then a raised "ˆ") becomes that letter's
 * combining mark ("β̂"); a footnote mark raised against the word it follows ("Team" then a small raised "*") is kept
 * but spaced off the word, so that the word reads as itself ("Team *", not "Team*"), and a numbered one is written
 * as a superscript ("index²", not "index2" or "index 2", which would read as the text's own number).
 */
export function joinItems(items: readonly PositionedText[]): string {
  let text = "";
  let reach = -Infinity;
  let previous: PositionedText | undefined;
  for (const item of placeAccents(items)) {
    if (previous && (isFootnoteMark(item, previous) || isExponent(item, previous)) && item.x0 >= previous.x0 && /^\d[\d,]*$/.test(markText(item))) {
      // A numbered mark after the word it annotates is written as the superscript it is ("index²"): the word keeps
      // its footnote, and a reader of the sentence can tell the mark from a number of the text ("index 2").
      text = text.replace(/\s+$/, "") + superscriptDigits(markText(item));
      reach = Math.max(reach, item.x1);
      previous = { ...previous, x1: Math.max(previous.x1, item.x1), spaceAfter: item.spaceAfter };
      continue;
    }
    if (previous) {
      const gap = item.x0 - reach;
      const spaced = previous.spaceAfter || gap > WORD_GAP * Math.min(item.size, previous.size) || isFootnoteMark(item, previous) || isFootnoteMark(previous, item);
      if (spaced && !/\s$/.test(text) && !/^\s/.test(item.text)) text += " ";
    }
    text += item.text;
    reach = Math.max(reach, item.x1);
    previous = item;
  }
  return text.replace(/\s+/g, " ").trim();
}

/** Spacing accents and the combining marks they stand for (as in the text walk's \accent joining). */
const COMBINING_FOR: Readonly<Record<string, string>> = {
  "`": "\u0300",
  "´": "\u0301",
  "ˆ": "\u0302",
  "^": "\u0302",
  "˜": "\u0303",
  "~": "\u0303",
  "¯": "\u0304",
  "˘": "\u0306",
  "˙": "\u0307",
  "¨": "\u0308",
  "˚": "\u030a",
  "ˇ": "\u030c",
  "→": "\u20d7",
};
/** Spacing accents that are also plain characters ("^", "~", "→") are accents only when raised over a letter. */
const PLAIN_TOO = new Set(["^", "~", "→"]);

/**
 * Items that are a lone spacing accent centred over the last letter of the item before them or the first letter of
 * the item after them, put on that letter as its combining mark. TeX sets a math accent in another font, raised off
 * the letter's baseline, so the text walk cannot join them; here the accent's centre says which letter it is over.
 */
function placeAccents(items: readonly PositionedText[]): readonly PositionedText[] {
  if (!items.some((item) => COMBINING_FOR[item.text] !== undefined)) return items;
  const placed: PositionedText[] = items.map((item) => ({ ...item }));
  for (let i = 0; i < placed.length; i++) {
    const accent = placed[i]!;
    const mark = COMBINING_FOR[accent.text];
    if (mark === undefined) continue;
    const centre = (accent.x0 + accent.x1) / 2;
    const before = placed[i - 1];
    const after = placed[i + 1];
    const raisedOver = (letter: PositionedText) => !PLAIN_TOO.has(accent.text) || accent.bottom <= letter.bottom - 0.3 * letter.size;
    if (before && /\p{L}$/u.test(before.text) && raisedOver(before)) {
      const width = letterWidth(before);
      if (centre >= before.x1 - width && centre <= before.x1 + 0.25 * before.size) {
        before.text = withMark(before.text, before.text.length - lastLength(before.text), mark);
        before.spaceAfter ||= accent.spaceAfter;
        placed.splice(i--, 1);
        continue;
      }
    }
    if (after && /^\p{L}/u.test(after.text) && raisedOver(after)) {
      const width = letterWidth(after);
      if (centre >= after.x0 - 0.15 * after.size && centre <= after.x0 + width) {
        after.text = withMark(after.text, 0, mark);
        after.x0 = Math.min(after.x0, accent.x0);
        placed.splice(i--, 1);
      }
    }
  }
  return placed;
}

/** The letter at `index` with `mark` on it (after any marks it already has), composed where Unicode has one character. */
function withMark(text: string, index: number, mark: string): string {
  const letter = [...text.slice(index)][0]!;
  let end = index + letter.length;
  while (end < text.length && /\p{M}/u.test(text[end]!)) end++;
  return text.slice(0, index) + (text.slice(index, end) + mark).normalize("NFC") + text.slice(end);
}

function lastLength(text: string): number {
  return [...text].at(-1)!.length;
}

/** The width of one letter of an item: its mean advance, at least a third of an em. */
function letterWidth(item: PositionedText): number {
  return Math.max((item.x1 - item.x0) / Math.max(1, [...item.text].length), 0.35 * item.size);
}


/** A mark's text without the control codes some fonts' encodings give with it. */
function markText(mark: PositionedText): string {
  return mark.text.replace(/\p{Cc}/gu, "");
}

const FOOTNOTE_MARK = /^(?:[*†‡§¶]+|\d{1,2}(?:[,–-]\d{1,2})*[*†‡§¶]*|[a-z])$/u;

/**
 * A footnote mark: a short item of digits or footnote symbols set smaller than `word` and raised against it, next to
 * a word of prose (three letters at least for digits and letters, so that an exponent on a symbol, "x2", "σ2", stays a
 * formula's). Affiliation marks ("Theurer2,3"), author notes ("Team*", "Zeileis†") and the mark that opens a footnote
 * ("1Project Officer") are all of this kind.
 */
/**
 * A number set small and raised right against what it follows: an exponent or a power ("op²" of "Sets rop to op²",
 * "mc²", "10³", "(x+1)²"). Written as the plain digit it would read as another thing of the text: "op2" is a
 * parameter's name, "103" another number.
 */
function isExponent(item: PositionedText, base: PositionedText): boolean {
  if (!/^\d{1,3}$/.test(markText(item)) || !/[\p{L}\d)\]]$/u.test(base.text)) return false;
  if (!(item.size <= 0.85 * base.size) || base.bottom - item.bottom < 0.15 * base.size) return false;
  return item.x0 - base.x1 <= WORD_GAP * base.size;
}

function isFootnoteMark(mark: PositionedText, word: PositionedText): boolean {
  // A mark's glyph may come with a control code from its font's encoding ("*" and U+0084 in pdfTeX's T1 fonts).
  const text = markText(mark);
  if (!FOOTNOTE_MARK.test(text)) return false;
  if (!(mark.size <= 0.85 * word.size)) return false;
  // Raised: its box ends well above the word's (a smaller font on the same baseline ends only a little above it).
  if (word.bottom - mark.bottom < 0.15 * word.size) return false;
  const symbol = /^[*†‡§¶]+$/u.test(text);
  const prose = symbol ? /\p{L}/u : /\p{L}{3}/u;
  return mark.x0 >= word.x0 ? prose.test(word.text.slice(-3)) && /\p{L}$/u.test(word.text) : /^\p{L}/u.test(word.text) && prose.test(word.text.slice(0, 3));
}
