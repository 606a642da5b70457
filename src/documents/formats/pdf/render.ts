import { createCanvas } from "@napi-rs/canvas";
import { QaforgeError } from "../../../errors.js";
import type { RenderOptions, RenderResult } from "../../document.js";
import type { PDFPageProxy } from "pdfjs-dist/legacy/build/pdf.mjs";
import { openPdf, type PDFDocumentProxy } from "./pdfjs.js";

/** pdfjs types its canvas parameters with the DOM's types; @napi-rs/canvas implements the same interface. */
type RenderParameters = Parameters<PDFPageProxy["render"]>[0];

/** Pages are never drawn larger than this (144 dpi): more pixels add nothing a vision model can use. */
const MAX_SCALE = 2;
const MAX_ATTEMPTS = 12;
/** How long an idle document stays parsed after a render, so a burst of renders parses it once. */
const DEFAULT_IDLE_MS = 15_000;

/**
 * Renders pages of one PDF. The parsed document is kept while renders keep coming and dropped after a quiet
 * spell, so a corpus of documents does not hold every parsed PDF in memory; `close()` drops it at once.
 */
export class PdfPageRenderer {
  readonly #bytes: Uint8Array;
  readonly #path: string;
  readonly #idleMs: number;
  #document: Promise<PDFDocumentProxy> | undefined;
  #active = 0;
  #idleTimer: NodeJS.Timeout | undefined;
  /** How many times the PDF has been parsed for rendering (for tests and benchmarks). */
  opens = 0;

  constructor(bytes: Uint8Array, path: string, idleMs = DEFAULT_IDLE_MS) {
    this.#bytes = bytes;
    this.#path = path;
    this.#idleMs = idleMs;
  }

  async render(pageNumber: number, options: Required<RenderOptions>): Promise<RenderResult> {
    this.#active++;
    clearTimeout(this.#idleTimer);
    try {
      const document = await this.#open();
      return await renderPage(document, pageNumber, options);
    } catch (error) {
      const detail = error instanceof Error ? error.message : String(error);
      throw new QaforgeError("render_failed", `page ${pageNumber} could not be rendered (${detail}); try another page`, {
        subject: this.#path,
        cause: error,
      });
    } finally {
      this.#active--;
      if (this.#active === 0) {
        this.#idleTimer = setTimeout(() => void this.close(), this.#idleMs);
        this.#idleTimer.unref();
      }
    }
  }

  /** Frees the parsed document; the next render parses it again. */
  async close(): Promise<void> {
    clearTimeout(this.#idleTimer);
    const document = this.#document;
    this.#document = undefined;
    if (document) await (await document.catch(() => undefined))?.destroy();
  }

  #open(): Promise<PDFDocumentProxy> {
    if (!this.#document) {
      this.opens++;
      this.#document = openPdf(this.#bytes, this.#path, "render");
      this.#document.catch(() => {
        this.#document = undefined;
      });
    }
    return this.#document;
  }
}

/**
 * A PNG of the page at the largest scale (up to 144 dpi) whose pixel count fits `maxPixels`; when the PNG is over
 * `maxBytes` the page is drawn again smaller until it fits.
 */
async function renderPage(
  document: PDFDocumentProxy,
  pageNumber: number,
  options: Required<RenderOptions>,
): Promise<RenderResult> {
  const page = await document.getPage(pageNumber);
  try {
    const natural = page.getViewport({ scale: 1 });
    let scale = Math.min(MAX_SCALE, Math.sqrt(options.maxPixels / (natural.width * natural.height)));
    let last: RenderResult | undefined;
    for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
      const viewport = page.getViewport({ scale });
      const width = Math.max(1, Math.floor(viewport.width));
      const height = Math.max(1, Math.floor(viewport.height));
      const canvas = createCanvas(width, height);
      const context = canvas.getContext("2d");
      context.fillStyle = "#ffffff";
      context.fillRect(0, 0, width, height);
      await page.render({
        canvas: canvas as unknown as RenderParameters["canvas"],
        canvasContext: context as unknown as RenderParameters["canvasContext"],
        viewport,
      }).promise;
      const png = await canvas.encode("png");
      last = { kind: "png", png, width, height, scale };
      if (png.length <= options.maxBytes || (width === 1 && height === 1)) return last;
      // PNG size grows about with the pixel count: shrink the area by the overshoot, with a margin.
      scale *= Math.min(0.9, Math.sqrt(options.maxBytes / png.length) * 0.95);
    }
    return last!;
  } finally {
    page.cleanup();
  }
}
