import { parentPort } from "node:worker_threads";
import { analysePages } from "./page-analysis.js";
import { openPdf, type PDFDocumentProxy } from "./pdfjs.js";
import type { WorkerReply, WorkerRequest } from "./worker-pool.js";

/**
 * Worker-thread entry. The thread outlives one document: for each job it parses the PDF once, analyses the batches
 * of pages the pool sends, and frees the document when the job closes.
 */
const port = parentPort!;

// pdfjs inflates every Flate stream through the web `DecompressionStream` when the global exists: in Node that is a
// web-streams pipeline onto the zlib thread pool per stream, and the page waits for each one. Without it pdfjs
// inflates in JavaScript on this thread, which reads lmer.pdf about a fifth faster (the main thread keeps the global:
// it belongs to the whole process there). This thread runs nothing but pdfjs.
delete (globalThis as { DecompressionStream?: unknown }).DecompressionStream;
const documents = new Map<number, Promise<PDFDocumentProxy>>();
let queue: Promise<void> = Promise.resolve();

port.on("message", (request: WorkerRequest) => {
  if (request.type === "open") {
    const opened = openPdf(request.bytes, request.path, "analysis");
    opened.catch(() => undefined);
    documents.set(request.job, opened);
  } else if (request.type === "close") {
    const opened = documents.get(request.job);
    documents.delete(request.job);
    void opened?.then((document) => document.destroy()).catch(() => undefined);
  } else {
    // One batch at a time, in the order they came: the pool keeps the next one queued here.
    queue = queue
      .then(() => answer(request.job, request.pages))
      .then((reply) => port.postMessage(reply))
      .catch(() => undefined);
  }
});

async function answer(job: number, pages: number[]): Promise<WorkerReply> {
  try {
    const document = documents.get(job);
    if (!document) throw new Error(`job ${job} is not open`);
    return { job, pages: await analysePages(await document, pages) };
  } catch (error) {
    return { job, error: error instanceof Error ? error.message : String(error) };
  }
}
