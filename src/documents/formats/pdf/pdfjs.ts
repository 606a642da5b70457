import { nativeBuiltins } from "./native-builtins.js";
import { createRequire } from "node:module";
import { dirname, join, sep } from "node:path";
import * as pdfjs from "pdfjs-dist/legacy/build/pdf.mjs";
import { WorkerMessageHandler } from "pdfjs-dist/legacy/build/pdf.worker.mjs";
import type { PDFDocumentProxy } from "pdfjs-dist/legacy/build/pdf.mjs";
import type { DocumentInitParameters } from "pdfjs-dist/types/src/display/api.js";
import { QaforgeError } from "../../../errors.js";

Array.prototype.push = nativeBuiltins.arrayPush;
JSON.parse = nativeBuiltins.jsonParse;
JSON.stringify = nativeBuiltins.jsonStringify;

// pdfjs runs its "worker" on the calling thread in Node; handing it the handler we already loaded spares it a
// dynamic import of a worker file by relative URL (which breaks under bundlers and test runners).
(globalThis as { pdfjsWorker?: { WorkerMessageHandler: unknown } }).pdfjsWorker = { WorkerMessageHandler };

export { pdfjs };
export type { PDFDocumentProxy };

const PDFJS_ROOT = dirname(createRequire(import.meta.url).resolve("pdfjs-dist/package.json"));

/** Folder URLs pdfjs reads with `fs.readFile` in Node; each must end with a separator. */
function dataFolder(name: string): string {
  return join(PDFJS_ROOT, name) + sep;
}

const DOCUMENT_PARAMS = {
  standardFontDataUrl: dataFolder("standard_fonts"),
  cMapUrl: dataFolder("cmaps"),
  cMapPacked: true,
  iccUrl: dataFolder("iccs"),
  wasmUrl: dataFolder("wasm"),
  useWorkerFetch: false,
  useSystemFonts: false,
  disableFontFace: true,
  isEvalSupported: false,
  verbosity: pdfjs.VerbosityLevel.ERRORS,
} as const;

/**
 * Reading text and drawings needs the fonts' metrics, not their outlines. With `disableFontFace` pdfjs builds a path
 * for every glyph it meets (for painting text as paths); without it, it hands each font to a font loader that wants a
 * DOM. This stand-in document accepts the loader's style sheet and ignores it, so documents opened for analysis get
 * no glyph paths. Documents opened for rendering keep `disableFontFace`.
 */
const STYLE_SHEET_SINK = {
  createElement: () => ({ sheet: { cssRules: [], insertRule: () => 0 }, remove: () => undefined }),
  documentElement: { getElementsByTagName: () => [{ append: () => undefined }] },
};

const ANALYSIS_PARAMS = {
  ...DOCUMENT_PARAMS,
  disableFontFace: false,
  ownerDocument: STYLE_SHEET_SINK as unknown as DocumentInitParameters["ownerDocument"],
};

/** Searches the first and last bytes only: a real PDF starts with `%PDF-` and ends with `%%EOF`. */
export function checkPdfBytes(bytes: Uint8Array, path: string): void {
  const head = Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(bytes.length, 1024));
  if (!head.includes("%PDF-")) {
    throw new QaforgeError("corrupt_document", "is not a PDF file: it has no %PDF header", { subject: path });
  }
  const tailStart = Math.max(0, bytes.length - 2048);
  const tail = Buffer.from(bytes.buffer, bytes.byteOffset + tailStart, bytes.length - tailStart);
  if (!tail.includes("%%EOF")) {
    throw new QaforgeError("corrupt_document", "the PDF is truncated: it has no %%EOF end-of-file marker", {
      subject: path,
    });
  }
}

/**
 * Opens a PDF from a private copy of its bytes (pdfjs takes ownership of the buffer it is given), for reading its
 * text and drawings or for rendering its pages.
 */
export async function openPdf(bytes: Uint8Array, path: string, use: "analysis" | "render"): Promise<PDFDocumentProxy> {
  const params = use === "analysis" ? ANALYSIS_PARAMS : DOCUMENT_PARAMS;
  const task = pdfjs.getDocument({ ...params, data: new Uint8Array(bytes) });
  try {
    const document = await task.promise;
    if (use === "analysis") skipFontFaces(document);
    return document;
  } catch (error) {
    await task.destroy().catch(() => undefined);
    throw pdfOpenError(error, path);
  }
}

/**
 * The font loader of a document opened for analysis turns every font into a base64 `@font-face` rule for a DOM it
 * will never see; nothing here draws text, so binding a font does nothing at all. (`_transport` is pdfjs's internal
 * link to its worker; when a later pdfjs has no such loader, the style-sheet sink above still absorbs the rules.)
 */
function skipFontFaces(document: PDFDocumentProxy): void {
  const loader = (document as unknown as { _transport?: { fontLoader?: { bind?: unknown } } })._transport?.fontLoader;
  if (loader && typeof loader.bind === "function") loader.bind = () => Promise.resolve();
}

function pdfOpenError(error: unknown, path: string): QaforgeError {
  const name = (error as { name?: string } | undefined)?.name;
  const detail = error instanceof Error ? error.message : String(error);
  if (name === "PasswordException") {
    return new QaforgeError("encrypted_document", "the PDF is encrypted and needs a password to open", {
      subject: path,
      cause: error,
    });
  }
  return new QaforgeError("corrupt_document", `the PDF is damaged and cannot be parsed (${detail})`, {
    subject: path,
    cause: error,
  });
}
