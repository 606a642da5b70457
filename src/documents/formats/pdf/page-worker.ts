import { parentPort } from "node:worker_threads";
import { analysePages } from "./page-analysis.js";
import { openPdf, type PDFDocumentProxy } from "./pdfjs.js";
import type { WorkerReply, WorkerRequest } from "./worker-pool.js";

/**
 * Worker-thread entry. The thread outlives one document: for each job it parses the PDF once, analyses the batches
 * of pages the pool sends, and frees the document when the job closes.
 */
const port = parentPort!;
const documents = new Map<number, Promise<PDFDocumentProxy>>();

port.on("message", (request: WorkerRequest) => {
  if (request.type === "open") {
    const opened = openPdf(request.bytes, request.path);
    opened.catch(() => undefined);
    documents.set(request.job, opened);
  } else if (request.type === "close") {
    const opened = documents.get(request.job);
    documents.delete(request.job);
    void opened?.then((document) => document.destroy()).catch(() => undefined);
  } else {
    void answer(request.job, request.pages).then((reply) => port.postMessage(reply));
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
