import { nativeBuiltins } from "./native-builtins.js";
import { createRequire } from "node:module";
import { dirname, join, sep } from "node:path";
import * as pdfjs from "pdfjs-dist/legacy/build/pdf.mjs";
import { WorkerMessageHandler } from "pdfjs-dist/legacy/build/pdf.worker.mjs";
import type { PDFDocumentProxy } from "pdfjs-dist/legacy/build/pdf.mjs";
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

/** Opens a PDF from a private copy of its bytes (pdfjs takes ownership of the buffer it is given). */
export async function openPdf(bytes: Uint8Array, path: string): Promise<PDFDocumentProxy> {
  const task = pdfjs.getDocument({ ...DOCUMENT_PARAMS, data: new Uint8Array(bytes) });
  try {
    return await task.promise;
  } catch (error) {
    await task.destroy().catch(() => undefined);
    throw pdfOpenError(error, path);
  }
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
