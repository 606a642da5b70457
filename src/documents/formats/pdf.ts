import { QaforgeError } from "../../errors.js";
import type { DocumentContent } from "../document.js";
import type { AdapterInput, FormatAdapter } from "./adapter.js";
import { analysePages, type PageAnalysis } from "./pdf/page-analysis.js";
import type { LayoutLine } from "./pdf/layout.js";
import { checkPdfBytes, openPdf, type PDFDocumentProxy } from "./pdf/pdfjs.js";
import { PdfPageRenderer } from "./pdf/render.js";
import { pdfVisuals } from "./pdf/visuals.js";
import { analyseInWorkers, defaultWorkerCount } from "./pdf/worker-pool.js";

export interface PdfAdapterOptions {
  /**
   * PDFs with at least this many pages are read on worker threads. Default: `QAFORGE_PDF_WORKER_PAGES` from the
   * environment, else 30.
   */
  workerPageThreshold?: number;
  /**
   * Worker threads for large PDFs; 1 keeps everything on this thread. Default: `QAFORGE_PDF_WORKERS` from the
   * environment, else the number of CPUs, at most 4.
   */
  workers?: number;
}

const DEFAULT_WORKER_PAGE_THRESHOLD = 30;

/**
 * PDF: the text of each page in reading order (lines by vertical overlap, columns one after the other), pages
 * rendered to PNG, and figures, tables and images located by caption and drawing.
 */
export function createPdfAdapter(options: PdfAdapterOptions = {}): FormatAdapter {
  return {
    format: "pdf",
    extensions: [".pdf"],
    textual: false,
    async load({ path, bytes }: AdapterInput): Promise<DocumentContent> {
      checkPdfBytes(bytes, path);
      const threshold =
        options.workerPageThreshold ?? environmentCount("QAFORGE_PDF_WORKER_PAGES") ?? DEFAULT_WORKER_PAGE_THRESHOLD;
      const workers = options.workers ?? environmentCount("QAFORGE_PDF_WORKERS") ?? defaultWorkerCount();
      const document = await openPdf(bytes, path, "analysis");
      let analyses: PageAnalysis[];
      let title: string | undefined;
      try {
        const pageCount = document.numPages;
        if (pageCount >= threshold && workers > 1) {
          // The threads parse the file themselves; the title is read here meanwhile.
          const threaded = analyseInWorkers(bytes, path, pageCount, workers);
          threaded.catch(() => undefined);
          title = await metadataTitle(document);
          analyses = await threaded;
        } else {
          title = await metadataTitle(document);
          analyses = await analysePages(document, pageNumbers(pageCount));
        }
      } finally {
        await document.destroy();
      }
      return pdfContent(analyses, title, new PdfPageRenderer(new Uint8Array(bytes), path));
    },
    createRenderer({ path, bytes }: AdapterInput): DocumentContent["render"] {
      const renderer = new PdfPageRenderer(new Uint8Array(bytes), path);
      return (page, renderOptions) => renderer.render(page, renderOptions);
    },
  };
}

/** A whole number of at least 1 from the environment, or undefined when the variable is unset or empty. */
function environmentCount(name: string): number | undefined {
  const value = process.env[name]?.trim();
  if (!value) return undefined;
  const count = Number(value);
  if (!Number.isInteger(count) || count < 1) {
    throw new QaforgeError("config_invalid", `${name} must be a whole number of at least 1, not "${value}"`);
  }
  return count;
}

export const pdfAdapter: FormatAdapter = createPdfAdapter();

function pageNumbers(count: number): number[] {
  return Array.from({ length: count }, (_, index) => index + 1);
}

/** Lines page by page; a page without text still gets one empty line, so every page owns a line. */
function pdfContent(analyses: PageAnalysis[], title: string | undefined, renderer: PdfPageRenderer): DocumentContent {
  const lines: string[] = [];
  const pageStarts: number[] = [];
  for (const analysis of analyses) {
    pageStarts.push(lines.length + 1);
    if (analysis.lines.length === 0) lines.push("");
    for (const line of analysis.lines) lines.push(line.text);
  }
  return {
    lines,
    pageStarts,
    title: title ?? typesetTitle(analyses),
    visuals: pdfVisuals(analyses, pageStarts),
    render: (page, renderOptions) => renderer.render(page, renderOptions),
  };
}

/** Title lines are set at least this many times the height of the first page's body lines. */
const TITLE_SCALE = 1.3;

/**
 * The title a PDF without one in its metadata typesets on its first page: the first lines, among the page's first
 * few, set in its largest type and well above its body's ("The CGDS-R library" over its authors and date), two lines
 * read as one title. Undefined when no line stands out so (a page of body text, a form) or what stands out is no title
 * (a number, a sentence).
 */
export function typesetTitle(pages: readonly PageAnalysis[]): string | undefined {
  const worded = (page: PageAnalysis | undefined) => (page?.lines ?? []).filter((line) => /\p{L}{2}/u.test(line.text));
  const lines = worded(pages[0]);
  // The body's type is read off the first pages: a title page may hold nothing but the title, its authors and date.
  const bodyLines = pages.slice(0, 3).flatMap(worded);
  if (lines.length === 0 || bodyLines.length < 3) return undefined;
  const height = (line: LayoutLine) => line.bottom - line.top;
  const heights = bodyLines.map(height).sort((one, other) => one - other);
  const body = heights[Math.floor(heights.length / 2)]!;
  const largest = Math.max(...lines.map(height));
  if (!(body > 0) || largest < body * TITLE_SCALE) return undefined;
  // A title's lines may differ a little in height (a word in another font: "tgp: an R package for …" over its rest).
  const titleHeight = Math.max(largest * 0.8, body * 1.15);
  const first = lines.findIndex((line, index) => index < 8 && height(line) >= titleHeight);
  if (first < 0) return undefined;
  const parts = [lines[first]!.text];
  // Its next lines are set as large as it (not its authors under it, a size or two smaller).
  let tallest = height(lines[first]!);
  for (let index = first + 1; index < Math.min(lines.length, first + 3) && height(lines[index]!) >= Math.max(titleHeight, tallest * 0.9); index++) {
    parts.push(lines[index]!.text);
    tallest = Math.max(tallest, height(lines[index]!));
  }
  // A footnote's mark after the title ("Support Vector Machines ∗") is no part of it.
  const title = parts.join(" ").replace(/\s+/g, " ").trim().replace(/\s*[*∗†‡]+$/u, "");
  // "1 Functions to calculate …": a numbered section's heading is set large on a page without a title.
  // "T.K. Ralphs² M. Guzelsoy³": authors with their affiliations' marks, set as large as a title on a title page
  // whose title is a picture.
  if (/^\d+(?:\.\d+)*\s/.test(title) || /[¹²³⁴⁵⁶⁷⁸⁹⁰]/u.test(title)) return undefined;
  const words = title.split(" ").length;
  const letters = title.replace(/[^\p{L}]/gu, "").length;
  return words <= 20 && letters >= 4 && letters >= title.length / 2 && !/[.:;,]$/.test(title) ? title : undefined;
}

async function metadataTitle(document: PDFDocumentProxy): Promise<string | undefined> {
  const metadata = await document.getMetadata().catch(() => undefined);
  const title = (metadata?.info as { Title?: unknown } | undefined)?.Title;
  if (typeof title !== "string") return undefined;
  const clean = title.replace(/\s+/g, " ").trim();
  const letters = clean.replace(/[^\p{L}]/gu, "").length;
  const meaningful = letters >= 4 && letters >= clean.length / 2 && !/^untitled/i.test(clean);
  return meaningful && !/\.(?:docx?|pdf|tex|dvi|indd)$/i.test(clean) ? clean : undefined;
}
