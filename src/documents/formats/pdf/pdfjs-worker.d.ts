declare module "pdfjs-dist/legacy/build/pdf.worker.mjs" {
  /** The handler pdfjs runs on the calling thread when `globalThis.pdfjsWorker` provides it. */
  export const WorkerMessageHandler: unknown;
}
