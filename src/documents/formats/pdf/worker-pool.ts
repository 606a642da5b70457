import { createRequire } from "node:module";
import { availableParallelism } from "node:os";
import { dirname, extname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { Worker } from "node:worker_threads";
import { QaforgeError } from "../../../errors.js";
import type { PageAnalysis } from "./page-analysis.js";

export type WorkerRequest =
  | { type: "open"; job: number; bytes: Uint8Array; path: string }
  | { type: "pages"; job: number; pages: number[] }
  | { type: "close"; job: number };
export type WorkerReply = { job: number; pages: PageAnalysis[]; error?: undefined } | { job: number; error: string };

/** Pages per request: small enough to balance uneven pages across workers, large enough to keep messages few. */
const BATCH_PAGES = 2;
/** Requests queued at each worker, so that it starts its next batch without waiting for this thread to answer. */
const IN_FLIGHT = 2;
/** Threads stay up this long after their last job, so a folder of large PDFs starts them once. */
const IDLE_MS = 10_000;

export function defaultWorkerCount(): number {
  return Math.max(1, Math.min(4, availableParallelism()));
}

/**
 * Starts the worker entry beside this file, with this file's own extension: `.js` when running from `dist/`, `.ts`
 * when running from source (vitest, tsx). Node 20 does not pass `--import tsx` hooks on to worker threads, so a
 * TypeScript entry is loaded through tsx's API from a small bootstrap script.
 */
function startWorker(): Worker {
  const extension = extname(fileURLToPath(import.meta.url));
  const entry = new URL(`./page-worker${extension}`, import.meta.url);
  if (extension !== ".ts") return new Worker(entry);
  const bootstrap = `import(${JSON.stringify(tsxEsmApi())}).then(({ tsImport }) => tsImport(${JSON.stringify(entry.href)}, ${JSON.stringify(import.meta.url)}));`;
  return new Worker(bootstrap, { eval: true });
}

/** tsx's ESM API (its CommonJS build cannot be imported from a worker's eval script). */
function tsxEsmApi(): string {
  const require = createRequire(import.meta.url);
  const manifest = require("tsx/package.json") as { exports: Record<string, { import: { default: string } }> };
  const root = dirname(require.resolve("tsx/package.json"));
  return pathToFileURL(join(root, manifest.exports["./esm/api"]!.import.default)).href;
}

/**
 * Worker threads shared by every PDF load. They start on first use, hold the process open only while a job runs,
 * and stop after a quiet spell.
 */
class PageWorkerPool {
  #workers: Worker[] = [];
  #activeJobs = 0;
  #nextJob = 1;
  #idleTimer: NodeJS.Timeout | undefined;

  async analyse(bytes: Uint8Array, path: string, pageCount: number, workerCount: number): Promise<PageAnalysis[]> {
    clearTimeout(this.#idleTimer);
    this.#activeJobs++;
    const workers = this.#take(Math.max(1, Math.min(workerCount, Math.ceil(pageCount / BATCH_PAGES))));
    const job = this.#nextJob++;
    const results: PageAnalysis[] = new Array(pageCount);
    const pending = Array.from({ length: pageCount }, (_, index) => index + 1);
    try {
      for (const worker of workers) worker.postMessage({ type: "open", job, bytes, path } satisfies WorkerRequest);
      await Promise.all(workers.map((worker) => drain(worker, job, pending, results)));
      return results;
    } finally {
      for (const worker of workers) worker.postMessage({ type: "close", job } satisfies WorkerRequest);
      this.#activeJobs--;
      if (this.#activeJobs === 0) {
        for (const worker of this.#workers) worker.unref();
        this.#idleTimer = setTimeout(() => void this.close(), IDLE_MS);
        this.#idleTimer.unref();
      }
    }
  }

  /** Stops every thread; the next job starts new ones. */
  async close(): Promise<void> {
    clearTimeout(this.#idleTimer);
    const workers = this.#workers;
    this.#workers = [];
    await Promise.all(workers.map((worker) => worker.terminate()));
  }

  #take(count: number): Worker[] {
    while (this.#workers.length < count) {
      const worker = startWorker();
      // A thread that dies takes itself out of the pool; its job fails through its exit listener.
      worker.on("exit", () => {
        this.#workers = this.#workers.filter((other) => other !== worker);
      });
      worker.on("error", () => undefined);
      this.#workers.push(worker);
    }
    const taken = this.#workers.slice(0, count);
    for (const worker of taken) worker.ref();
    return taken;
  }
}

const pool = new PageWorkerPool();

/** Analyses every page of a PDF on worker threads, each parsing the file once and taking batches of pages. */
export function analyseInWorkers(
  bytes: Uint8Array,
  path: string,
  pageCount: number,
  workerCount: number,
): Promise<PageAnalysis[]> {
  return pool.analyse(bytes, path, pageCount, workerCount);
}

/** Stops the worker threads now rather than after their idle spell. */
export function closePageWorkers(): Promise<void> {
  return pool.close();
}

function drain(worker: Worker, job: number, pending: number[], results: PageAnalysis[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const finish = (error?: unknown) => {
      worker.off("message", onMessage);
      worker.off("error", onError);
      worker.off("exit", onExit);
      if (error === undefined) return resolve();
      const detail = error instanceof Error ? error.message : String(error);
      reject(new QaforgeError("corrupt_document", `a page of the PDF could not be read (${detail})`, { cause: error }));
    };
    let inFlight = 0;
    const next = () => {
      const pages = pending.splice(0, BATCH_PAGES);
      if (pages.length > 0) {
        inFlight++;
        worker.postMessage({ type: "pages", job, pages } satisfies WorkerRequest);
      } else if (inFlight === 0) {
        finish();
      }
    };
    const onMessage = (reply: WorkerReply) => {
      if (reply.job !== job) return;
      if (reply.error !== undefined) return finish(new Error(reply.error));
      inFlight--;
      for (const analysis of reply.pages) results[analysis.page - 1] = analysis;
      next();
    };
    const onError = (error: Error) => finish(error);
    const onExit = (code: number) => finish(new Error(`the worker thread stopped with exit code ${code}`));
    worker.on("message", onMessage);
    worker.on("error", onError);
    worker.on("exit", onExit);
    for (let request = 0; request < IN_FLIGHT; request++) next();
  });
}
