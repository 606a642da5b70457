import { QaforgeError } from "../errors.js";

export const DOCUMENT_FORMATS = ["text", "markdown", "pdf", "jats", "html", "docx", "email"] as const;
export type DocumentFormat = (typeof DOCUMENT_FORMATS)[number];

export type VisualType = "figure" | "table" | "image" | "supplementary";

/** A figure, table or image the document holds, located by page and/or line of the line-based text. */
export interface VisualElement {
  type: VisualType;
  /** 1-based page, where the format has pages. */
  page?: number;
  /** 1-based line of `Document.lines` where the element appears (or its caption begins). */
  line?: number;
  /** Last line of the element, when it spans several (a Markdown table). */
  endLine?: number;
  /** "Figure 2", "Table 1", the image's alt text for an unlabelled image. */
  label?: string;
  caption?: string;
  /** Bounding box on the page in PDF points (origin top-left), where known. */
  box?: { x: number; y: number; width: number; height: number };
  /** Image source (Markdown/HTML) or element id (JATS). */
  source?: string;
}

export interface RenderOptions {
  /** Largest number of pixels (width × height) the PNG may have. */
  maxPixels?: number;
  /** Largest size of the PNG in bytes. */
  maxBytes?: number;
}

export type RenderResult =
  | { kind: "png"; png: Buffer; width: number; height: number; scale: number }
  | { kind: "not_applicable"; reason: string };

export interface Attachment {
  filename: string;
  mimeType: string;
  size: number;
}

/**
 * Every format becomes this. `lines` is the line-based text every tool works on; line numbers shown to models
 * and users are 1-based indexes into it.
 */
export interface Document {
  /** Content hash (sha256 of the file's bytes). */
  readonly id: string;
  readonly path: string;
  readonly format: DocumentFormat;
  readonly title?: string;
  /** The abstract where the format marks one (JATS `<abstract>`). */
  readonly abstract?: string;
  readonly lines: readonly string[];
  /** 1 for formats without pages. */
  readonly pageCount: number;
  /** True when pages are real layout pages (PDF, DOCX breaks, form feeds), false when the document is one page. */
  readonly hasPages: boolean;
  readonly attachments: readonly Attachment[];
  /** 1-based page of a 1-based line; undefined outside the document. */
  pageOfLine(line: number): number | undefined;
  /** 1-based first line of a 1-based page. */
  firstLineOfPage(page: number): number | undefined;
  renderPage(page: number, options?: RenderOptions): Promise<RenderResult>;
  visuals(): readonly VisualElement[];
}

/** What a format adapter extracts; `createDocument` turns it into a `Document`. */
export interface DocumentContent {
  lines: string[];
  /** 1-based line at which each page starts, ascending, first is 1. Omit for a single page. */
  pageStarts?: number[];
  visuals?: VisualElement[];
  title?: string;
  abstract?: string;
  attachments?: Attachment[];
  /** Page renderer for formats with a visual layout. */
  render?: (page: number, options: Required<RenderOptions>) => Promise<RenderResult>;
}

export const DEFAULT_RENDER_OPTIONS: Required<RenderOptions> = {
  maxPixels: 1568 * 1568,
  maxBytes: 4 * 1024 * 1024,
};

export function createDocument(
  meta: { id: string; path: string; format: DocumentFormat },
  content: DocumentContent,
): Document {
  const lines = content.lines;
  const pageStarts = normalisePageStarts(content.pageStarts, lines.length);
  const pageCount = pageStarts.length;
  const visuals = Object.freeze([...(content.visuals ?? [])]);
  const render = content.render;

  return {
    id: meta.id,
    path: meta.path,
    format: meta.format,
    title: content.title,
    abstract: content.abstract,
    lines,
    pageCount,
    hasPages: content.pageStarts !== undefined,
    attachments: content.attachments ?? [],
    pageOfLine(line: number): number | undefined {
      if (!Number.isInteger(line) || line < 1 || line > lines.length) return undefined;
      return upperBound(pageStarts, line);
    },
    firstLineOfPage(page: number): number | undefined {
      if (!Number.isInteger(page) || page < 1 || page > pageCount) return undefined;
      return pageStarts[page - 1];
    },
    async renderPage(page: number, options?: RenderOptions): Promise<RenderResult> {
      if (!render) {
        return { kind: "not_applicable", reason: `${meta.format} documents have no rendered pages` };
      }
      if (!Number.isInteger(page) || page < 1 || page > pageCount) {
        throw new QaforgeError("page_out_of_range", `page ${page} does not exist; the document has ${pageCount} pages`, {
          subject: meta.path,
        });
      }
      return render(page, { ...DEFAULT_RENDER_OPTIONS, ...stripUndefined(options ?? {}) });
    },
    visuals: () => visuals,
  };
}

function normalisePageStarts(pageStarts: number[] | undefined, lineCount: number): number[] {
  if (!pageStarts || pageStarts.length === 0) return [1];
  const starts = pageStarts.map((start) => Math.max(1, Math.min(start, Math.max(lineCount, 1))));
  starts[0] = 1;
  for (let i = 1; i < starts.length; i++) {
    if (starts[i]! < starts[i - 1]!) starts[i] = starts[i - 1]!;
  }
  return starts;
}

/** Number of page starts ≤ line, i.e. the 1-based page holding the line. Empty pages never own a line. */
function upperBound(starts: number[], line: number): number {
  let low = 0;
  let high = starts.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (starts[mid]! <= line) low = mid + 1;
    else high = mid;
  }
  return low;
}

function stripUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}
