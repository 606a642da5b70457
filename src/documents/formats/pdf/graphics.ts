import type { Box } from "./layout.js";

/** A raster image painted on the page. `key` names the image object when pdfjs gives one. */
export interface ImageMark extends Box {
  key: string;
}

/** What the page draws besides text, in page points with the origin at the top left. */
export interface PageGraphics {
  images: ImageMark[];
  /** Clusters of painted paths, not made of rules alone: charts, diagrams, shaded tables. */
  figures: Box[];
  /** Thin horizontal or vertical paths: table rules, separators. */
  rules: Box[];
}

/** pdfjs operator codes (`pdfjs.OPS`) this module reads, passed in so that it needs no pdfjs import. */
export interface OperatorCodes {
  save: number;
  restore: number;
  transform: number;
  constructPath: number;
  endPath: number;
  paintFormXObjectBegin: number;
  paintFormXObjectEnd: number;
  paintImageXObject: number;
  paintInlineImageXObject: number;
  paintImageMaskXObject: number;
  paintImageXObjectRepeat: number;
}

export type Matrix = [number, number, number, number, number, number];

/** Paths thinner than this are rules, not figures. */
const RULE_THICKNESS = 1.5;
/** Paths closer than this belong to one figure. */
const CLUSTER_MARGIN = 6;
const MIN_FIGURE_SIDE = 16;
const MIN_FIGURE_AREA = 1200;
const MIN_IMAGE_SIDE = 12;
/** Beyond this many paths a page is a plot with thousands of marks; the rest add nothing to its clusters. */
const MAX_PATHS = 20_000;

/**
 * Walks a page's operator list tracking the current transformation matrix, and collects the boxes of images and
 * painted paths. `viewport` maps PDF user space to top-left page points.
 */
export function pageGraphics(
  operators: { fnArray: number[]; argsArray: unknown[] },
  codes: OperatorCodes,
  viewport: Matrix,
  pageWidth: number,
  pageHeight: number,
): PageGraphics {
  const images: ImageMark[] = [];
  const paths: ClusterBox[] = [];
  const rules: Box[] = [];
  const stack: Matrix[] = [];
  let ctm: Matrix = [1, 0, 0, 1, 0, 0];
  const pageArea = pageWidth * pageHeight;

  const addImage = (matrix: Matrix, key: string) => {
    const box = transformBox(multiply(viewport, matrix), 0, 0, 1, 1);
    if (box.x1 - box.x0 >= MIN_IMAGE_SIDE && box.bottom - box.top >= MIN_IMAGE_SIDE) images.push({ ...box, key });
  };

  for (let i = 0; i < operators.fnArray.length; i++) {
    const fn = operators.fnArray[i]!;
    const args = operators.argsArray[i] as unknown[] | null;
    if (fn === codes.save) {
      stack.push(ctm);
    } else if (fn === codes.restore) {
      ctm = stack.pop() ?? ctm;
    } else if (fn === codes.transform) {
      ctm = multiply(ctm, args as Matrix);
    } else if (fn === codes.paintFormXObjectBegin) {
      stack.push(ctm);
      const matrix = args?.[0] as Matrix | null | undefined;
      if (matrix) ctm = multiply(ctm, matrix);
    } else if (fn === codes.paintFormXObjectEnd) {
      ctm = stack.pop() ?? ctm;
    } else if (fn === codes.constructPath) {
      const paintOp = args?.[0] as number;
      const minMax = args?.[2] as ArrayLike<number> | null | undefined;
      if (paintOp === codes.endPath || !minMax || paths.length >= MAX_PATHS) continue;
      const box = transformBox(multiply(viewport, ctm), minMax[0]!, minMax[1]!, minMax[2]!, minMax[3]!);
      const width = box.x1 - box.x0;
      const height = box.bottom - box.top;
      if (!Number.isFinite(width) || !Number.isFinite(height)) continue;
      if (Math.min(width, height) <= RULE_THICKNESS) {
        if (Math.max(width, height) >= 10) rules.push(box);
        paths.push({ ...box, solid: false });
      } else if (width * height < 0.8 * pageArea) {
        paths.push({ ...box, solid: true });
      }
    } else if (fn === codes.paintImageXObject) {
      addImage(ctm, `${String(args?.[0])}:${String(args?.[1])}x${String(args?.[2])}`);
    } else if (fn === codes.paintInlineImageXObject || fn === codes.paintImageMaskXObject) {
      const image = args?.[0] as { width?: number; height?: number } | undefined;
      addImage(ctm, `inline:${image?.width}x${image?.height}`);
    } else if (fn === codes.paintImageXObjectRepeat) {
      const [objId, scaleX, scaleY, positions] = (args ?? []) as [string, number, number, ArrayLike<number>];
      for (let p = 0; p + 1 < (positions?.length ?? 0); p += 2) {
        addImage(multiply(ctm, [scaleX, 0, 0, scaleY, positions[p]!, positions[p + 1]!]), `${objId}:repeat`);
      }
    }
  }
  const figures = clusterBoxes(paths)
    .filter((box) => {
      const width = box.x1 - box.x0;
      const height = box.bottom - box.top;
      return box.solid && width >= MIN_FIGURE_SIDE && height >= MIN_FIGURE_SIDE && width * height >= MIN_FIGURE_AREA;
    })
    .map(({ x0, x1, top, bottom }) => ({ x0, x1, top, bottom }));
  return { images, figures, rules };
}

export function multiply(m: Matrix, n: Matrix): Matrix {
  return [
    m[0] * n[0] + m[2] * n[1],
    m[1] * n[0] + m[3] * n[1],
    m[0] * n[2] + m[2] * n[3],
    m[1] * n[2] + m[3] * n[3],
    m[0] * n[4] + m[2] * n[5] + m[4],
    m[1] * n[4] + m[3] * n[5] + m[5],
  ];
}

/** The axis-aligned box of a user-space rectangle after a transform. */
function transformBox(m: Matrix, minX: number, minY: number, maxX: number, maxY: number): Box {
  const xs: number[] = [];
  const ys: number[] = [];
  for (const [x, y] of [
    [minX, minY],
    [minX, maxY],
    [maxX, minY],
    [maxX, maxY],
  ] as const) {
    xs.push(m[0] * x + m[2] * y + m[4]);
    ys.push(m[1] * x + m[3] * y + m[5]);
  }
  return { x0: Math.min(...xs), x1: Math.max(...xs), top: Math.min(...ys), bottom: Math.max(...ys) };
}

/** A painted path's box; `solid` when it is more than a thin rule. */
interface ClusterBox extends Box {
  solid: boolean;
}

function near(a: Box, b: Box, margin: number): boolean {
  return a.x0 - margin <= b.x1 && b.x0 - margin <= a.x1 && a.top - margin <= b.bottom && b.top - margin <= a.bottom;
}

function union(a: ClusterBox, b: ClusterBox): ClusterBox {
  return {
    x0: Math.min(a.x0, b.x0),
    x1: Math.max(a.x1, b.x1),
    top: Math.min(a.top, b.top),
    bottom: Math.max(a.bottom, b.bottom),
    solid: a.solid || b.solid,
  };
}

/**
 * Merges boxes that touch (within the margin) until no two clusters touch. Rules take part, so the axes of a chart
 * hold its bars together, but a cluster of rules alone is not solid.
 */
export function clusterBoxes(boxes: readonly ClusterBox[]): ClusterBox[] {
  let clusters: ClusterBox[] = [];
  for (const box of boxes) {
    const hit = clusters.findIndex((cluster) => near(cluster, box, CLUSTER_MARGIN));
    if (hit >= 0) clusters[hit] = union(clusters[hit]!, box);
    else clusters.push({ ...box });
  }
  for (let merged = true; merged; ) {
    merged = false;
    const next: ClusterBox[] = [];
    for (const cluster of clusters) {
      const hit = next.findIndex((other) => near(other, cluster, CLUSTER_MARGIN));
      if (hit >= 0) {
        next[hit] = union(next[hit]!, cluster);
        merged = true;
      } else {
        next.push(cluster);
      }
    }
    clusters = next;
  }
  return clusters;
}
