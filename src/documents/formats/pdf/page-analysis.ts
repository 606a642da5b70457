import type { TextItem, TextStyle } from "pdfjs-dist/types/src/display/api.js";
import { multiply, pageGraphics, type Matrix, type PageGraphics } from "./graphics.js";
import { layoutPage, type LayoutLine, type PositionedText } from "./layout.js";
import { pdfjs, type PDFDocumentProxy } from "./pdfjs.js";

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

export async function analysePages(doc: PDFDocumentProxy, pages: readonly number[]): Promise<PageAnalysis[]> {
  const analyses: PageAnalysis[] = [];
  for (const pageNumber of pages) analyses.push(await analysePage(doc, pageNumber));
  return analyses;
}

export async function analysePage(doc: PDFDocumentProxy, pageNumber: number): Promise<PageAnalysis> {
  const page = await doc.getPage(pageNumber);
  try {
    const viewport = page.getViewport({ scale: 1, rotation: 0 });
    const transform = viewport.transform as Matrix;
    const [text, operators] = [
      await page.getTextContent(),
      await page.getOperatorList({ annotationMode: pdfjs.AnnotationMode.DISABLE }),
    ];
    return {
      page: pageNumber,
      width: viewport.width,
      height: viewport.height,
      rotation: ((page.rotate % 360) + 360) % 360,
      lines: pageLines(text.items, text.styles, transform),
      graphics: pageGraphics(operators, OPERATOR_CODES, transform, viewport.width, viewport.height),
    };
  } finally {
    page.cleanup();
  }
}

/**
 * Lines of the page. Items are grouped by reading direction (rotated tables and margin stamps read up or down the
 * page); each group is laid out in a frame where its text runs left to right, and its line boxes are mapped back to
 * the page. The direction with the most text comes first.
 */
function pageLines(
  items: readonly (TextItem | { type: string })[],
  styles: Record<string, TextStyle>,
  viewport: Matrix,
): LayoutLine[] {
  const byDirection = new Map<number, PositionedText[]>();
  let previous: PositionedText | undefined;
  for (const item of items) {
    if (!("str" in item)) continue;
    if (item.str.trim() === "") {
      if (previous && item.str.length > 0) previous.spaceAfter = true;
      continue;
    }
    const m = multiply(viewport, item.transform as Matrix);
    const quarterTurns = (((Math.round(Math.atan2(m[1], m[0]) / (Math.PI / 2)) % 4) + 4) % 4) as 0 | 1 | 2 | 3;
    previous = positioned(item, m, styles[item.fontName], FRAMES[quarterTurns]);
    const group = byDirection.get(quarterTurns) ?? [];
    group.push(previous);
    byDirection.set(quarterTurns, group);
  }
  const groups = [...byDirection].sort(
    ([, a], [, b]) => characters(b) - characters(a),
  );
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
interface Frame {
  along: [number, number];
  down: [number, number];
}

const FRAMES: Record<0 | 1 | 2 | 3, Frame> = {
  0: { along: [1, 0], down: [0, 1] },
  1: { along: [0, 1], down: [-1, 0] },
  2: { along: [-1, 0], down: [0, -1] },
  3: { along: [0, -1], down: [1, 0] },
};

function positioned(item: TextItem, m: Matrix, style: TextStyle | undefined, frame: Frame): PositionedText {
  const size = Math.hypot(m[2], m[3]) || item.height || 1;
  const ascent = clamp(style?.ascent || 0.8, 0.5, 1.1);
  const descent = clamp(style?.descent ?? -0.2, -0.5, 0);
  const x0 = m[4] * frame.along[0] + m[5] * frame.along[1];
  const baseline = m[4] * frame.down[0] + m[5] * frame.down[1];
  return {
    text: item.str,
    x0,
    x1: x0 + item.width,
    top: baseline - ascent * size,
    bottom: baseline - descent * size,
    size,
    spaceAfter: false,
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

function clamp(value: number, low: number, high: number): number {
  return Math.min(high, Math.max(low, value));
}
