import type { PDFPageProxy } from "pdfjs-dist/legacy/build/pdf.mjs";
import { texEncoding } from "./font-encodings.js";
import { pageGraphics, type Matrix, type PageGraphics } from "./graphics.js";
import { layoutPage, type LayoutLine, type PositionedText } from "./layout.js";
import { pdfjs, type PDFDocumentProxy } from "./pdfjs.js";
import { pageTextRuns, type FontMetrics, type TextOperatorCodes, type TextRun } from "./text-operators.js";

/** Everything the adapter needs from one page; plain data, so worker threads can send it back. */
export interface PageAnalysis {
  page: number;
  /** Unrotated page size in points; all boxes here use its top-left origin. */
  width: number;
  height: number;
  /** The page's /Rotate, applied when boxes are reported. */
  rotation: number;
  lines: LayoutLine[];
  graphics: PageGraphics;
}

const OPERATOR_CODES = {
  save: pdfjs.OPS.save,
  restore: pdfjs.OPS.restore,
  transform: pdfjs.OPS.transform,
  constructPath: pdfjs.OPS.constructPath,
  endPath: pdfjs.OPS.endPath,
  paintFormXObjectBegin: pdfjs.OPS.paintFormXObjectBegin,
  paintFormXObjectEnd: pdfjs.OPS.paintFormXObjectEnd,
  paintImageXObject: pdfjs.OPS.paintImageXObject,
  paintInlineImageXObject: pdfjs.OPS.paintInlineImageXObject,
  paintImageMaskXObject: pdfjs.OPS.paintImageMaskXObject,
  paintImageXObjectRepeat: pdfjs.OPS.paintImageXObjectRepeat,
};

const TEXT_CODES: TextOperatorCodes = {
  save: pdfjs.OPS.save,
  restore: pdfjs.OPS.restore,
  transform: pdfjs.OPS.transform,
  paintFormXObjectBegin: pdfjs.OPS.paintFormXObjectBegin,
  paintFormXObjectEnd: pdfjs.OPS.paintFormXObjectEnd,
  beginText: pdfjs.OPS.beginText,
  setFont: pdfjs.OPS.setFont,
  setTextMatrix: pdfjs.OPS.setTextMatrix,
  moveText: pdfjs.OPS.moveText,
  setLeadingMoveText: pdfjs.OPS.setLeadingMoveText,
  nextLine: pdfjs.OPS.nextLine,
  setLeading: pdfjs.OPS.setLeading,
  setCharSpacing: pdfjs.OPS.setCharSpacing,
  setWordSpacing: pdfjs.OPS.setWordSpacing,
  setHScale: pdfjs.OPS.setHScale,
  setTextRise: pdfjs.OPS.setTextRise,
  showText: pdfjs.OPS.showText,
  showSpacedText: pdfjs.OPS.showSpacedText,
};

export async function analysePages(doc: PDFDocumentProxy, pages: readonly number[]): Promise<PageAnalysis[]> {
  const analyses: PageAnalysis[] = [];
  for (const pageNumber of pages) analyses.push(await analysePage(doc, pageNumber));
  return analyses;
}

/**
 * One page from one pass over its content: the operator list gives the drawings and, glyph by glyph, the text
 * (pdfjs's `getTextContent` would parse the content stream a second time).
 */
export async function analysePage(doc: PDFDocumentProxy, pageNumber: number): Promise<PageAnalysis> {
  const page = await doc.getPage(pageNumber);
  try {
    const viewport = page.getViewport({ scale: 1, rotation: 0 });
    const transform = viewport.transform as Matrix;
    const operators = await page.getOperatorList({ annotationMode: pdfjs.AnnotationMode.DISABLE });
    const fonts = await pageFonts(page, operators);
    const runs = pageTextRuns(
      operators,
      TEXT_CODES,
      fonts,
      transform,
      viewport.width,
      viewport.height,
      pdfjs.normalizeUnicode,
    );
    return {
      page: pageNumber,
      width: viewport.width,
      height: viewport.height,
      rotation: ((page.rotate % 360) + 360) % 360,
      lines: pageLines(runs),
      graphics: pageGraphics(operators, OPERATOR_CODES, transform, viewport.width, viewport.height),
    };
  } finally {
    page.cleanup();
  }
}

/** pdfjs sends each font to `commonObjs` before the operators that use it; a font that failed to load is an Error. */
async function pageFonts(
  page: PDFPageProxy,
  operators: { fnArray: number[]; argsArray: unknown[] },
): Promise<Map<string, FontMetrics>> {
  const names = new Set<string>();
  for (let i = 0; i < operators.fnArray.length; i++) {
    if (operators.fnArray[i] === pdfjs.OPS.setFont) names.add(String((operators.argsArray[i] as unknown[])[0]));
  }
  const fonts = new Map<string, FontMetrics>();
  for (const name of names) {
    const font: unknown = page.commonObjs.has(name)
      ? page.commonObjs.get(name)
      : await new Promise((resolve) => page.commonObjs.get(name, resolve));
    if (font && typeof font === "object" && !(font instanceof Error)) fonts.set(name, fontMetrics(font));
  }
  return fonts;
}

/** Font objects live as long as their document; their getters decode pdfjs's packed font info on every read. */
const METRICS = new WeakMap<object, FontMetrics>();

function fontMetrics(font: object): FontMetrics {
  let metrics = METRICS.get(font);
  if (!metrics) {
    metrics = readFontMetrics(font);
    METRICS.set(font, metrics);
  }
  return metrics;
}

/** What the text walk needs of a pdfjs font object (exported for tests). */
export function readFontMetrics(font: object): FontMetrics {
  const f = font as Partial<Record<keyof FontMetrics, unknown>>;
  const numbers = (value: unknown) =>
    Array.isArray(value) || ArrayBuffer.isView(value) ? Array.from(value as ArrayLike<number>) : undefined;
  const fontMatrix = numbers(f.fontMatrix) ?? [0.001, 0, 0, 0.001, 0, 0];
  const name = typeof f.name === "string" ? f.name : undefined;
  const bbox = numbers(f.bbox);
  // Type 3 fonts (TeX's bitmap fonts) have no ascent or descent: pdfjs's getters give NaN, which would make every
  // box they touch NaN and every run a line of its own. Their glyph box, in em, stands in.
  const fromBox = (index: 1 | 3) =>
    bbox && bbox.length === 4 && Number.isFinite(bbox[index]) && bbox[1]! < bbox[3]!
      ? bbox[index]! * (fontMatrix[3] || 0.001)
      : undefined;
  return {
    fontMatrix,
    ascent: finite(f.ascent) ?? fromBox(3),
    descent: finite(f.descent) ?? fromBox(1),
    vertical: f.vertical === true,
    isType3Font: f.isType3Font === true,
    bbox,
    name,
    encoding: texEncoding(name, f.isType3Font === true),
  };
}

/**
 * Lines of the page. Items are grouped by reading direction (rotated tables and margin stamps read up or down the
 * page); each group is laid out in a frame where its text runs left to right, and its line boxes are mapped back to
 * the page. The direction with the most text comes first.
 */
function pageLines(runs: readonly TextRun[]): LayoutLine[] {
  const byDirection = new Map<number, PositionedText[]>();
  for (const run of runs) {
    const m = run.matrix;
    const quarterTurns = (((Math.round(Math.atan2(m[1], m[0]) / (Math.PI / 2)) % 4) + 4) % 4) as 0 | 1 | 2 | 3;
    const group = byDirection.get(quarterTurns) ?? [];
    group.push(positioned(run, FRAMES[quarterTurns]));
    byDirection.set(quarterTurns, group);
  }
  const groups = [...byDirection].sort(([, a], [, b]) => characters(b) - characters(a));
  return groups.flatMap(([quarterTurns, group]) =>
    layoutPage(group).map((line) => toPage(line, FRAMES[quarterTurns as 0 | 1 | 2 | 3])),
  );
}

function characters(items: readonly PositionedText[]): number {
  return items.reduce((sum, item) => sum + item.text.length, 0);
}

/**
 * A reading frame: `along` is the direction text runs on the page, `down` the direction lines advance (both unit
 * vectors in top-left page coordinates, y downwards). Frame coordinates are (p·along, p·down).
 */
export interface Frame {
  along: [number, number];
  down: [number, number];
}

const FRAMES: Record<0 | 1 | 2 | 3, Frame> = {
  0: { along: [1, 0], down: [0, 1] },
  1: { along: [0, 1], down: [-1, 0] },
  2: { along: [-1, 0], down: [0, -1] },
  3: { along: [0, -1], down: [1, 0] },
};

/** A run as a box in a reading frame (exported for tests). */
export function positioned(run: TextRun, frame: Frame = FRAMES[0]): PositionedText {
  const m = run.matrix;
  const size = Math.hypot(m[2], m[3]) || 1;
  const ascent = clamp(finite(run.ascent) || 0.8, 0.5, 1.1);
  const descent = clamp(finite(run.descent) ?? -0.2, -0.5, 0);
  const start = m[4] * frame.along[0] + m[5] * frame.along[1];
  const end = run.endX * frame.along[0] + run.endY * frame.along[1];
  const baseline = m[4] * frame.down[0] + m[5] * frame.down[1];
  return {
    text: run.text,
    x0: Math.min(start, end),
    x1: Math.max(start, end),
    top: baseline - ascent * size,
    bottom: baseline - descent * size,
    size,
    spaceAfter: run.spaceAfter,
  };
}

/** A line's box, laid out in a reading frame, as a box of the page. */
function toPage(line: LayoutLine, frame: Frame): LayoutLine {
  const xs: number[] = [];
  const ys: number[] = [];
  for (const u of [line.x0, line.x1]) {
    for (const v of [line.top, line.bottom]) {
      xs.push(u * frame.along[0] + v * frame.down[0]);
      ys.push(u * frame.along[1] + v * frame.down[1]);
    }
  }
  return { text: line.text, x0: Math.min(...xs), x1: Math.max(...xs), top: Math.min(...ys), bottom: Math.max(...ys) };
}

function finite(value: unknown): number | undefined {
  return typeof value === "number" && Number.isFinite(value) ? value : undefined;
}

function clamp(value: number, low: number, high: number): number {
  return Math.min(high, Math.max(low, value));
}
