import { QaforgeError } from "../../errors.js";
import type { DocumentContent } from "../document.js";
import type { AdapterInput, FormatAdapter } from "./adapter.js";
import { analysePages, type PageAnalysis } from "./pdf/page-analysis.js";
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
    title,
    visuals: pdfVisuals(analyses, pageStarts),
    render: (page, renderOptions) => renderer.render(page, renderOptions),
  };
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
