import type { VisualElement, VisualType } from "../../document.js";
import type { Box, LayoutLine } from "./layout.js";
import type { PageAnalysis } from "./page-analysis.js";

/**
 * "Figure 3.", "Fig. 2:", "Table 1 Patient…" (a capital after the number), "TABLE S2 -", a label alone on its line;
 * not "Table 2 provides…", which is prose that happens to start a line. (No `i` flag: it would make \p{Lu} match
 * lower case too.)
 */
const CAPTION =
  /^([Ff]ig(?:ure)?\.?|FIG(?:URE)?\.?|[Tt]able|TABLE|[Tt]ab\.|[Cc]hart|[Pp]late|[Ss]cheme|[Ee]xhibit)\s*((?:S|A)?\d+[a-z]?|[IVXL]+)\b(?:\s*[.:|\u2013\u2014-]|\s+(?=[\p{Lu}(])|\s*$)/u;
const CONTINUED = /\(?\bcontinued\b\)?/i;
/** A shape or image repeated at one place on this many pages is page furniture (a logo, a footer rule). */
const MIN_REPEATS = 3;
const MAX_CAPTION_LINES = 6;
/** Unlabelled vector clusters smaller than this (in points²) are decoration, not figures worth listing. */
const MIN_UNLABELLED_FIGURE_AREA = 5000;
const MIN_UNLABELLED_FIGURE_SIDE = 40;
/** Above this share of its area covered by text lines, an uncaptioned drawing is a text box. */
const MAX_TEXT_SHARE = 0.15;

interface Graphic extends Box {
  kind: "image" | "figure";
}

interface Caption {
  type: VisualType;
  label: string;
  text: string;
  /** 1-based line of the document. */
  line: number;
  box: Box;
  continued: boolean;
  /** Nothing but the label ("Figure 3."): a caption whose text is on the next line, or prose ending in a reference. */
  bare: boolean;
}

/**
 * Figures and tables from their captions, each with the box of the drawing nearest to its caption, then the
 * remaining images and large drawings without a caption. Page furniture that repeats across pages is dropped.
 */
export function pdfVisuals(analyses: readonly PageAnalysis[], firstLines: readonly number[]): VisualElement[] {
  const repeated = repeatedKeys(analyses);
  const visuals: VisualElement[] = [];
  const seenLabels = new Set<string>();

  analyses.forEach((analysis, index) => {
    const firstLine = firstLines[index]!;
    const graphics: Graphic[] = [
      ...analysis.graphics.images
        .filter((image) => !repeated.has(positionKey("image", image)) && !repeated.has(`object:${image.key}`))
        .map((image) => ({ ...image, kind: "image" as const })),
      ...analysis.graphics.figures
        .filter((figure) => !repeated.has(positionKey("figure", figure)))
        .map((figure) => ({ ...figure, kind: "figure" as const })),
    ];
    const used = new Set<Graphic>();
    for (const caption of preferWorded(pageCaptions(analysis.lines, firstLine))) {
      const key = `${caption.label}${caption.continued ? " (continued)" : ""}`;
      if (seenLabels.has(key)) continue;
      seenLabels.add(key);
      const box =
        caption.type === "table"
          ? tableBox(caption, analysis, graphics, used)
          : figureBox(caption, analysis, graphics, used);
      visuals.push({
        type: caption.type,
        page: analysis.page,
        line: caption.line,
        label: caption.label,
        caption: caption.text,
        box: box && displayBox(box, analysis),
      });
    }
    for (const graphic of graphics) {
      if (used.has(graphic)) continue;
      if (graphic.kind === "figure" && !looksLikeFigure(graphic, analysis.lines)) continue;
      visuals.push({
        type: graphic.kind,
        page: analysis.page,
        line: nearestLine(analysis.lines, graphic, firstLine),
        box: displayBox(graphic, analysis),
      });
    }
  });
  return visuals;
}

function positionKey(kind: string, box: Box): string {
  const r = (value: number) => Math.round(value / 4);
  return `${kind}:${r(box.x0)}:${r(box.top)}:${r(box.x1 - box.x0)}:${r(box.bottom - box.top)}`;
}

function repeatedKeys(analyses: readonly PageAnalysis[]): Set<string> {
  const pagesByKey = new Map<string, Set<number>>();
  const note = (key: string, page: number) => {
    const pages = pagesByKey.get(key) ?? new Set<number>();
    pages.add(page);
    pagesByKey.set(key, pages);
  };
  for (const analysis of analyses) {
    for (const image of analysis.graphics.images) {
      note(positionKey("image", image), analysis.page);
      if (!image.key.startsWith("inline:")) note(`object:${image.key}`, analysis.page);
    }
    for (const figure of analysis.graphics.figures) note(positionKey("figure", figure), analysis.page);
  }
  const everyPage = analyses.length;
  return new Set(
    [...pagesByKey]
      .filter(([, pages]) => pages.size >= MIN_REPEATS || (everyPage >= 2 && pages.size === everyPage))
      .map(([key]) => key),
  );
}

function pageCaptions(lines: readonly LayoutLine[], firstLine: number): Caption[] {
  const captions: Caption[] = [];
  lines.forEach((line, index) => {
    const match = CAPTION.exec(line.text);
    if (!match) return;
    const word = match[1]!.toLowerCase();
    const type: VisualType = word.startsWith("tab") ? "table" : "figure";
    const name = type === "table" ? "Table" : word.startsWith("fig") ? "Figure" : capitalise(word);
    let text = line.text;
    let box: Box = line;
    let previous = line;
    for (let next = index + 1; next < lines.length && next <= index + MAX_CAPTION_LINES; next++) {
      const candidate = lines[next]!;
      if (!continuesCaption(previous, candidate)) break;
      text += ` ${candidate.text}`;
      box = { ...box, bottom: candidate.bottom, x1: Math.max(box.x1, candidate.x1) };
      previous = candidate;
    }
    captions.push({
      type,
      label: `${name} ${match[2]}`,
      text,
      line: firstLine + index,
      box,
      continued: CONTINUED.test(line.text),
      bare: !/[\p{L}\p{N}]/u.test(text.slice(match[0].length)),
    });
  });
  return captions;
}

/**
 * A bare label is dropped when the page also has the same label with words after it: "… This is demonstrated in" /
 * "Figure 3." is the prose's reference, "Figure 3: OLS-based CUSUM process" under the plot the caption.
 */
function preferWorded(captions: Caption[]): Caption[] {
  const worded = new Set(captions.filter((caption) => !caption.bare).map((caption) => caption.label));
  return captions.filter((caption) => !caption.bare || !worded.has(caption.label));
}

/** The next line carries on the caption's sentence: close below it, in the same column, and not a new sentence. */
function continuesCaption(previous: LayoutLine, next: LayoutLine): boolean {
  const height = previous.bottom - previous.top;
  const close = next.top >= previous.top && next.top - previous.bottom < 0.6 * height;
  const sameColumn = next.x0 < previous.x1 && next.x1 > previous.x0 && Math.abs(next.x0 - previous.x0) < 2 * height;
  const carriesOn = /[,;:\u2013\u2014-]$/.test(previous.text) || /^[\p{Ll}\d(]/u.test(next.text);
  return close && sameColumn && carriesOn && !CAPTION.test(next.text);
}

function capitalise(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

function horizontalOverlap(a: Box, b: Box): boolean {
  return a.x0 < b.x1 && b.x0 < a.x1;
}

/** Gap from the caption to a box: drawings above a figure caption come first, below it count double. */
function distance(caption: Box, box: Box, preferBelow: boolean): number {
  const above = caption.top - box.bottom;
  const below = box.top - caption.bottom;
  if (above >= -2) return preferBelow ? 2 * above : above;
  if (below >= -2) return preferBelow ? below : 2 * below;
  return 0;
}

function closestGraphic(caption: Caption, graphics: Graphic[], used: Set<Graphic>, preferBelow: boolean, limit: number) {
  let best: Graphic | undefined;
  let bestDistance = limit;
  for (const graphic of graphics) {
    if (used.has(graphic) || !horizontalOverlap(graphic, caption.box)) continue;
    const gap = distance(caption.box, graphic, preferBelow);
    if (gap < bestDistance) {
      best = graphic;
      bestDistance = gap;
    }
  }
  if (best) used.add(best);
  return best;
}

function figureBox(caption: Caption, analysis: PageAnalysis, graphics: Graphic[], used: Set<Graphic>): Box | undefined {
  return closestGraphic(caption, graphics, used, false, analysis.height / 2);
}

/**
 * A table's box: a drawing right below or above its caption (shaded rows, a table set as an image), else the
 * caption together with the rules drawn under it before the next caption, else (a caption set under its table,
 * as many journals do) the caption with the horizontal rules right above it.
 */
function tableBox(caption: Caption, analysis: PageAnalysis, graphics: Graphic[], used: Set<Graphic>): Box | undefined {
  const graphic = closestGraphic(caption, graphics, used, true, 3 * (caption.box.bottom - caption.box.top));
  if (graphic) return graphic;
  const nextCaption = analysis.lines.find(
    (line) => line.top > caption.box.bottom && horizontalOverlap(line, caption.box) && CAPTION.test(line.text),
  );
  const limit = nextCaption?.top ?? Infinity;
  const rules = analysis.graphics.rules.filter(
    (rule) => rule.top >= caption.box.top && rule.bottom < limit && horizontalOverlap(rule, caption.box),
  );
  if (rules.length === 0) return rulesAbove(caption, analysis);
  return rules.reduce(
    (box, rule) => ({
      x0: Math.min(box.x0, rule.x0),
      x1: Math.max(box.x1, rule.x1),
      top: box.top,
      bottom: Math.max(box.bottom, rule.bottom),
    }),
    caption.box,
  );
}

/**
 * The rules of a table whose caption is under it: the horizontal rule closest above the caption (within three of
 * its lines) is the table's bottom rule; the table reaches up through the rules of the same width above it, no
 * further than the caption above. Rules of another width (a figure's axis, a footnote rule) are not the table's.
 */
function rulesAbove(caption: Caption, analysis: PageAnalysis): Box | undefined {
  const height = caption.box.bottom - caption.box.top;
  const horizontal = analysis.graphics.rules.filter(
    (rule) => rule.bottom - rule.top < rule.x1 - rule.x0 && horizontalOverlap(rule, caption.box),
  );
  let bottomRule: Box | undefined;
  for (const rule of horizontal) {
    const gap = caption.box.top - rule.bottom;
    if (gap >= -1 && gap <= 3 * height && (!bottomRule || rule.bottom > bottomRule.bottom)) bottomRule = rule;
  }
  if (!bottomRule) return undefined;
  const tolerance = Math.max(2, height / 2);
  const captionAbove = analysis.lines.filter(
    (line) => line.bottom <= bottomRule.top && horizontalOverlap(line, caption.box) && CAPTION.test(line.text),
  );
  const ceiling = Math.max(-Infinity, ...captionAbove.map((line) => line.bottom));
  let top = bottomRule.top;
  for (const rule of horizontal) {
    const sameWidth =
      Math.abs(rule.x0 - bottomRule.x0) <= tolerance && Math.abs(rule.x1 - bottomRule.x1) <= tolerance;
    if (sameWidth && rule.top > ceiling && rule.top < top) top = rule.top;
  }
  return {
    x0: Math.min(caption.box.x0, bottomRule.x0),
    x1: Math.max(caption.box.x1, bottomRule.x1),
    top,
    bottom: caption.box.bottom,
  };
}

function area(box: Box): number {
  return (box.x1 - box.x0) * (box.bottom - box.top);
}

/**
 * An uncaptioned cluster of paths is listed when it is large and not mostly text: banners, shaded boxes and
 * advertisements behind text are drawings too, but nothing a reader would call a figure.
 */
function looksLikeFigure(box: Box, lines: readonly LayoutLine[]): boolean {
  if (Math.min(box.x1 - box.x0, box.bottom - box.top) < MIN_UNLABELLED_FIGURE_SIDE) return false;
  if (area(box) < MIN_UNLABELLED_FIGURE_AREA) return false;
  let textArea = 0;
  for (const line of lines) {
    const width = Math.min(line.x1, box.x1) - Math.max(line.x0, box.x0);
    const height = Math.min(line.bottom, box.bottom) - Math.max(line.top, box.top);
    if (width > 0 && height > 0) textArea += width * height;
  }
  return textArea < MAX_TEXT_SHARE * area(box);
}

/** The 1-based document line nearest below a graphic (or the page's last line above it). */
function nearestLine(lines: readonly LayoutLine[], box: Box, firstLine: number): number {
  let best = 0;
  let bestGap = Infinity;
  lines.forEach((line, index) => {
    if (!Number.isFinite(line.top)) return;
    const below = line.top - box.bottom;
    const gap = below >= 0 ? below : 2 * (box.top - line.bottom);
    if (gap >= 0 && gap < bestGap) {
      bestGap = gap;
      best = index;
    }
  });
  return firstLine + best;
}

/** A box in the page's displayed orientation, as { x, y, width, height } in points from the top left. */
function displayBox(box: Box, analysis: PageAnalysis): NonNullable<VisualElement["box"]> {
  const { width: w, height: h } = analysis;
  let x0 = box.x0;
  let y0 = box.top;
  let x1 = box.x1;
  let y1 = box.bottom;
  if (analysis.rotation === 90) [x0, y0, x1, y1] = [h - box.bottom, box.x0, h - box.top, box.x1];
  else if (analysis.rotation === 180) [x0, y0, x1, y1] = [w - box.x1, h - box.bottom, w - box.x0, h - box.top];
  else if (analysis.rotation === 270) [x0, y0, x1, y1] = [box.top, w - box.x1, box.bottom, w - box.x0];
  const round = (value: number) => Math.round(value * 10) / 10;
  return { x: round(x0), y: round(y0), width: round(x1 - x0), height: round(y1 - y0) };
}
