import { glyphText, type TexEncoding } from "./font-encodings.js";
import { multiply, type Matrix } from "./graphics.js";

/**
 * Text from a page's operator list. pdfjs's `getTextContent` parses the content stream a second time and spends
 * most of its time merging glyphs into items; the operator list, which the adapter reads anyway for the drawings,
 * already holds every glyph with its Unicode text and width. This walk follows the PDF text state (the way pdfjs's
 * canvas does when it paints text) and turns each text-showing operator into runs of glyphs with their position.
 */

/** What the walk needs of a font: pdfjs's font objects (`page.commonObjs`) have these getters. */
export interface FontMetrics {
  fontMatrix: readonly number[];
  /** Above and below the baseline, in em (descent negative); undefined when the font does not say. */
  ascent: number | undefined;
  descent: number | undefined;
  vertical: boolean;
  isType3Font: boolean;
  bbox: readonly number[] | undefined;
  /** The font's PostScript name ("ABCDEF+CMSY10"), "Type3" for Type 3 fonts; it tells TeX's encodings apart. */
  name?: string;
  /** TeX's encoding of the font, when its name (or its being a Type 3 font) tells it: see font-encodings.ts. */
  encoding?: TexEncoding;
}

/** A glyph of a showText operator as pdfjs sends it; the numbers between glyphs are TJ shifts in 1/1000 em. */
interface Glyph {
  unicode?: string;
  /** The glyph's character code in its font. */
  originalCharCode?: number;
  width?: number;
  isSpace?: boolean;
}

/** A run of glyphs on one baseline with no wide gap inside. */
export interface TextRun {
  text: string;
  /** The run's font; runs in one font may be joined. */
  font: FontMetrics | undefined;
  /**
   * Text space at the run's start mapped to top-left page points: (m[4], m[5]) is the start on the baseline,
   * (m[0], m[1]) the direction of writing scaled by the font size, (m[2], m[3]) the font's size upwards.
   */
  matrix: Matrix;
  /** The end of the run on the baseline, in page points. */
  endX: number;
  endY: number;
  ascent: number | undefined;
  descent: number | undefined;
  /** A space glyph or a word-wide gap followed the run. */
  spaceAfter: boolean;
}

/** pdfjs operator codes (`pdfjs.OPS`) the walk reads, passed in so that this module needs no pdfjs import. */
export interface TextOperatorCodes {
  save: number;
  restore: number;
  transform: number;
  paintFormXObjectBegin: number;
  paintFormXObjectEnd: number;
  beginText: number;
  setFont: number;
  setTextMatrix: number;
  moveText: number;
  setLeadingMoveText: number;
  nextLine: number;
  setLeading: number;
  setCharSpacing: number;
  setWordSpacing: number;
  setHScale: number;
  setTextRise: number;
  showText: number;
  showSpacedText: number;
}

const IDENTITY: Matrix = [1, 0, 0, 1, 0, 0];
const DEFAULT_FONT_MATRIX = [0.001, 0, 0, 0.001, 0, 0] as const;
/**
 * Gaps inside one showText, in em: narrower than SPACE_MIN they are kerning, up to SPLIT_MIN they are a word space
 * kept inside the run, wider they end the run (the layout then decides between a space, a cell and a column). These
 * are pdfjs's own text-content thresholds (`SPACE_IN_FLOW_MIN_FACTOR`, `SPACE_IN_FLOW_MAX_FACTOR`).
 */
const SPACE_MIN = 0.102;
const SPLIT_MIN = 0.6;
/** Glyphs pdfjs's text content leaves out (invisible format marks) or gives no advance (combining marks). */
const FORMAT_MARK = /^\p{Cf}$/u;
const COMBINING_MARK = /^\p{Mn}$/u;
const WHITESPACE = /^\s/;
const NOT_ASCII = /[^\x20-\x7e]/;
/** Unicode's Mathematical Alphanumeric Symbols block and the Planck constant, which stands in for italic h there. */
const MATH_LETTER = /[\u{1d400}-\u{1d7ff}\u210e]/gu;
const RTL = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefc]/gu;

interface TextState {
  ctm: Matrix;
  textMatrix: Matrix;
  x: number;
  y: number;
  lineX: number;
  lineY: number;
  charSpacing: number;
  wordSpacing: number;
  hScale: number;
  leading: number;
  rise: number;
  font: FontMetrics | undefined;
  fontSize: number;
  direction: 1 | -1;
}

/**
 * Runs of text in stream order, in top-left page points. `viewport` maps PDF user space to page points; runs whose
 * start and end both lie off the page (width × height) are left out, as pdfjs's text content does.
 */
export function pageTextRuns(
  operators: { fnArray: number[]; argsArray: unknown[] },
  codes: TextOperatorCodes,
  fonts: ReadonlyMap<string, FontMetrics>,
  viewport: Matrix,
  pageWidth: number,
  pageHeight: number,
  normalize: (text: string) => string,
): TextRun[] {
  const runs: TextRun[] = [];
  const stack: TextState[] = [];
  let state: TextState = {
    ctm: IDENTITY,
    textMatrix: IDENTITY,
    x: 0,
    y: 0,
    lineX: 0,
    lineY: 0,
    charSpacing: 0,
    wordSpacing: 0,
    hScale: 1,
    leading: 0,
    rise: 0,
    font: undefined,
    fontSize: 0,
    direction: 1,
  };
  const moveText = (tx: number, ty: number) => {
    state.x = state.lineX += tx;
    state.y = state.lineY += ty;
  };

  const { fnArray, argsArray } = operators;
  for (let i = 0; i < fnArray.length; i++) {
    const fn = fnArray[i]!;
    const args = argsArray[i] as unknown[] | null;
    switch (fn) {
      case codes.save:
        stack.push({ ...state });
        break;
      case codes.restore:
        state = stack.pop() ?? state;
        break;
      case codes.transform:
        state.ctm = multiply(state.ctm, args as Matrix);
        break;
      case codes.paintFormXObjectBegin: {
        stack.push({ ...state });
        const matrix = args?.[0] as Matrix | null | undefined;
        if (matrix) state.ctm = multiply(state.ctm, matrix);
        break;
      }
      case codes.paintFormXObjectEnd:
        state = stack.pop() ?? state;
        break;
      case codes.beginText:
        state.textMatrix = IDENTITY;
        state.x = state.lineX = state.y = state.lineY = 0;
        break;
      case codes.setFont: {
        const size = Number(args?.[1]) || 0;
        state.font = fonts.get(String(args?.[0]));
        state.fontSize = Math.abs(size);
        state.direction = size < 0 ? -1 : 1;
        break;
      }
      case codes.setTextMatrix: {
        // pdfjs sends the matrix as one Float32Array argument.
        const matrix = ArrayBuffer.isView(args?.[0]) || Array.isArray(args?.[0]) ? args[0] : args;
        state.textMatrix = Array.from(matrix as ArrayLike<number>).slice(0, 6) as Matrix;
        state.x = state.lineX = state.y = state.lineY = 0;
        break;
      }
      case codes.moveText:
        moveText(Number(args?.[0]) || 0, Number(args?.[1]) || 0);
        break;
      case codes.setLeadingMoveText:
        state.leading = Number(args?.[1]) || 0;
        moveText(Number(args?.[0]) || 0, Number(args?.[1]) || 0);
        break;
      case codes.nextLine:
        moveText(0, state.leading);
        break;
      case codes.setLeading:
        state.leading = -(Number(args?.[0]) || 0);
        break;
      case codes.setCharSpacing:
        state.charSpacing = Number(args?.[0]) || 0;
        break;
      case codes.setWordSpacing:
        state.wordSpacing = Number(args?.[0]) || 0;
        break;
      case codes.setHScale:
        state.hScale = (Number(args?.[0]) || 0) / 100;
        break;
      case codes.setTextRise:
        state.rise = Number(args?.[0]) || 0;
        break;
      case codes.showText:
      case codes.showSpacedText:
        showText(state, (args?.[0] ?? []) as readonly (Glyph | number)[], viewport, runs, normalize);
        break;
    }
  }
  return runs.filter((run) => onPage(run, pageWidth, pageHeight));
}

function onPage(run: TextRun, width: number, height: number): boolean {
  const [x, y] = [run.matrix[4], run.matrix[5]];
  const margin = 1;
  return !(
    Math.max(x, run.endX) < -margin ||
    Math.min(x, run.endX) > width + margin ||
    Math.max(y, run.endY) < -margin ||
    Math.min(y, run.endY) > height + margin
  );
}

/** How a glyph's text takes part in a run (pdfjs's text content treats these four kinds apart). */
const LETTER = 0;
const SPACE = 1;
/** Invisible format marks are left out, with no advance. */
const FORMAT = 2;
/** Combining marks are kept but take no room. */
const COMBINING = 3;
const KINDS = new Map<string, number>();

function glyphKind(unicode: string): number {
  if (unicode.length === 1) {
    const code = unicode.charCodeAt(0);
    if (code > 0x20 && code < 0x7f) return LETTER;
  }
  let kind = KINDS.get(unicode);
  if (kind === undefined) {
    if (WHITESPACE.test(unicode)) kind = SPACE;
    else if (FORMAT_MARK.test(unicode)) kind = FORMAT;
    else if (COMBINING_MARK.test(unicode)) kind = COMBINING;
    else kind = LETTER;
    KINDS.set(unicode, kind);
  }
  return kind;
}

/** One showText operator: its glyphs become runs, and the text position moves past them. */
function showText(
  state: TextState,
  glyphs: readonly (Glyph | number)[],
  viewport: Matrix,
  runs: TextRun[],
  normalize: (text: string) => string,
): void {
  const font = state.font;
  const fontSize = state.fontSize;
  if (fontSize === 0 || glyphs.length === 0) return;
  const fontMatrix = font?.fontMatrix ?? DEFAULT_FONT_MATRIX;
  const widthScale = fontSize * (fontMatrix[0] || 0.001);
  const hScale = state.hScale * state.direction;
  let heightScale = 1;
  if (font?.isType3Font && fontSize <= 1 && font.bbox && !isIdentity(fontMatrix)) {
    const glyphHeight = font.bbox[3]! - font.bbox[1]!;
    if (glyphHeight > 0) heightScale = glyphHeight * (fontMatrix[3] ?? 1);
  }
  // Text space (after the text matrix) to page points; the run matrices scale it by the font size.
  const shape: RunShape = {
    toPage: multiply(viewport, multiply(state.ctm, state.textMatrix)),
    width: fontSize * hScale,
    height: fontSize * heightScale,
    font,
    normalize,
  };
  if (font?.vertical) {
    verticalText(state, glyphs, shape, widthScale, runs);
    return;
  }
  const encoding = font?.encoding;
  const y = state.y + state.rise;
  const spaceMin = SPACE_MIN * fontSize;
  const splitMin = SPLIT_MIN * fontSize;
  let x = 0;
  let runStart = 0;
  let runEnd = 0;
  let text = "";
  let open = false;
  for (let i = 0; i < glyphs.length; i++) {
    const glyph = glyphs[i]!;
    if (typeof glyph === "number") {
      x -= (glyph * fontSize) / 1000;
      continue;
    }
    const unicode = glyphText(glyph.unicode ?? "", glyph.originalCharCode, encoding);
    const spacing = (glyph.isSpace ? state.wordSpacing : 0) + state.charSpacing;
    const kind = glyphKind(unicode);
    if (kind === FORMAT) continue;
    if (kind === SPACE) {
      if (open) addRun(runs, makeRun(shape, text, state.x + runStart * hScale, state.x + runEnd * hScale, y));
      open = false;
      text = "";
      const last = runs.at(-1);
      if (last) last.spaceAfter = true;
      x += (glyph.width ?? 0) * widthScale + spacing * state.direction;
      continue;
    }
    if (open) {
      // The gap from the previous glyph: TJ shifts, character and word spacing together.
      const gap = x - runEnd;
      if (gap >= splitMin || gap <= -splitMin) {
        addRun(runs, makeRun(shape, text, state.x + runStart * hScale, state.x + runEnd * hScale, y));
        open = false;
        text = "";
        const last = runs.at(-1);
        if (gap > 0 && last) last.spaceAfter = true;
      } else if (gap >= spaceMin) {
        text += " ";
      }
    }
    if (!open) {
      open = true;
      runStart = x;
    }
    // An accent drawn over the glyph before it, or a glyph drawn back under the accent before it (TeX's \accent).
    const back = (x - runEnd) / fontSize;
    const accented = back < -0.05 ? withAccent(text.at(-1) ?? "", unicode, back) : undefined;
    text = accented === undefined ? text + unicode : text.slice(0, -1) + accented;
    if (kind !== COMBINING) x += (glyph.width ?? 0) * widthScale;
    runEnd = x;
    x += spacing * state.direction;
  }
  if (open) addRun(runs, makeRun(shape, text, state.x + runStart * hScale, state.x + runEnd * hScale, y));
  state.x += x * hScale;
}

/** Vertical writing: each glyph on its own, one em wide, stacked down the page. */
function verticalText(
  state: TextState,
  glyphs: readonly (Glyph | number)[],
  shape: RunShape,
  widthScale: number,
  runs: TextRun[],
): void {
  let advance = 0;
  for (const glyph of glyphs) {
    if (typeof glyph === "number") {
      advance += (glyph * state.fontSize) / 1000;
      continue;
    }
    const unicode = glyphText(glyph.unicode ?? "", glyph.originalCharCode, shape.font?.encoding);
    const kind = glyphKind(unicode);
    if (unicode !== "" && kind !== SPACE && kind !== FORMAT) {
      runs.push(makeRun(shape, unicode, state.x, state.x + shape.width, state.y - advance));
    }
    const spacing = (glyph.isSpace ? state.wordSpacing : 0) + state.charSpacing;
    advance += (glyph.width ?? 0) * widthScale - spacing * state.direction;
  }
  state.y -= advance;
}

/** What the runs of one showText share: where its text space lies on the page and the font's size there. */
interface RunShape {
  toPage: Matrix;
  /** The font size along and across the baseline, in text space. */
  width: number;
  height: number;
  font: FontMetrics | undefined;
  normalize: (text: string) => string;
}

/** A run from `startX` to `endX` on the baseline at `y`, all in text space. */
function makeRun(shape: RunShape, raw: string, startX: number, endX: number, y: number): TextRun {
  const m = shape.toPage;
  return {
    text: cleanText(raw, shape.normalize),
    font: shape.font,
    matrix: [
      m[0] * shape.width,
      m[1] * shape.width,
      m[2] * shape.height,
      m[3] * shape.height,
      m[0] * startX + m[2] * y + m[4],
      m[1] * startX + m[3] * y + m[5],
    ],
    endX: m[0] * endX + m[2] * y + m[4],
    endY: m[1] * endX + m[3] * y + m[5],
    ascent: shape.font?.ascent,
    descent: shape.font?.descent,
    spaceAfter: false,
  };
}

function addRun(runs: TextRun[], run: TextRun): void {
  if (run.text === "") return;
  const last = runs.at(-1);
  if (!last || !continueRun(last, run)) runs.push(run);
}

/**
 * Appends a run to the previous one when it carries on the same baseline, in the same font, size and direction,
 * after a gap narrower than a wide word space: text set in pieces (a word per operator) reads as one run, spaced the
 * way pdfjs spaces its text items.
 */
function continueRun(last: TextRun, run: TextRun): boolean {
  const size = Math.hypot(run.matrix[2], run.matrix[3]);
  if (!(size > 0) || Math.abs(Math.hypot(last.matrix[2], last.matrix[3]) - size) > 0.01 * size) return false;
  const length = Math.hypot(run.matrix[0], run.matrix[1]);
  const lastLength = Math.hypot(last.matrix[0], last.matrix[1]);
  const ux = run.matrix[0] / length;
  const uy = run.matrix[1] / length;
  if (ux * (last.matrix[0] / lastLength) + uy * (last.matrix[1] / lastLength) < 0.999) return false;
  const dx = run.matrix[4] - last.endX;
  const dy = run.matrix[5] - last.endY;
  const along = (dx * ux + dy * uy) / size;
  const across = (dy * ux - dx * uy) / size;
  if (Math.abs(across) > 0.05) return false;
  if (along < -0.05 && joinAccent(last, run, along)) return true;
  if (last.font !== run.font || along <= -SPACE_MIN || along >= SPLIT_MIN) {
    // Another font (a quote, a symbol) starts a run of its own, spaced off when the gap is a word space.
    if (along >= SPACE_MIN) last.spaceAfter = true;
    return false;
  }
  last.text += along >= SPACE_MIN || last.spaceAfter ? ` ${run.text}` : run.text;
  last.endX = run.endX;
  last.endY = run.endY;
  last.spaceAfter = run.spaceAfter;
  return true;
}

/** Spacing accents and the combining marks they stand for. */
const COMBINING_FOR: Record<string, string> = {
  "`": "\u0300",
  "´": "\u0301",
  "ˆ": "\u0302",
  "˜": "\u0303",
  "¯": "\u0304",
  "˘": "\u0306",
  "˙": "\u0307",
  "¨": "\u0308",
  "˚": "\u030a",
  "˝": "\u030b",
  "ˇ": "\u030c",
  "¸": "\u0327",
  "˛": "\u0328",
};

/**
 * TeX's \accent (fonts in the OT1 encoding, which has no "ü") draws the accent and then moves back to draw the letter
 * under it, or the other way round: "Universit¨at" read as it is drawn. When the run carries on back under the
 * previous run's final accent, or its leading accent lies back over the previous run's final letter, the two are
 * one accented letter, where Unicode has it as one character.
 */
function joinAccent(last: TextRun, run: TextRun, back: number): boolean {
  const joined = withAccent(last.text.at(-1) ?? "", run.text[0] ?? "", back);
  if (joined === undefined) return false;
  last.text = last.text.slice(0, -1) + joined + run.text.slice(1);
  const length = Math.hypot(run.matrix[0], run.matrix[1]);
  const ux = run.matrix[0] / length;
  const uy = run.matrix[1] / length;
  // The run may end short of the accent (a lone letter under it): the joined run ends at the further of the two.
  if ((run.endX - last.endX) * ux + (run.endY - last.endY) * uy > 0) {
    last.endX = run.endX;
    last.endY = run.endY;
  }
  last.spaceAfter = run.spaceAfter;
  return true;
}

/**
 * Two overlapping glyphs, an accent and a letter in either order, as one accented letter; undefined when they are
 * not an accent and a letter or when Unicode has no such character. `back` is how far (in em, negative) the second
 * starts before the first ends: a letter under an accent starts within the accent's width; an accent drawn after
 * its letter starts within the last 0.6 em, so that an accent over the letter before the last ("at" then "¨" over
 * the "a") is not put on the last.
 */
function withAccent(before: string, after: string, back: number): string | undefined {
  let joined: string | undefined;
  if (COMBINING_FOR[before] && LETTER_ONLY.test(after) && back > -1) joined = after + COMBINING_FOR[before];
  else if (COMBINING_FOR[after] && LETTER_ONLY.test(before) && back > -0.6) joined = before + COMBINING_FOR[after];
  if (joined === undefined) return undefined;
  joined = joined.normalize("NFC");
  return [...joined].length === 1 ? joined : undefined;
}

const LETTER_ONLY = /^\p{L}$/u;

function isIdentity(matrix: readonly number[]): boolean {
  return matrix[0] === 1 && matrix[1] === 0 && matrix[2] === 0 && matrix[3] === 1;
}

/**
 * pdfjs's text content normalises compatibility characters (ligatures such as "ﬁ") and puts right-to-left text in
 * reading order; runs that are mostly right-to-left letters are reversed here, which covers single-direction runs.
 * Mathematical letters and digits ("𝑥", "𝛽", "𝟏", from Word's and LuaTeX's math fonts) read as the plain ones, so that
 * a search for "x" finds them (exported for tests).
 */
export function cleanText(text: string, normalize: (text: string) => string): string {
  if (!NOT_ASCII.test(text)) return text;
  let clean = normalize(text).replace(MATH_LETTER, (letter) => letter.normalize("NFKC"));
  const rtl = clean.match(RTL)?.length ?? 0;
  if (rtl > 0 && rtl >= 0.3 * clean.length) clean = [...clean].reverse().join("");
  return clean;
}
