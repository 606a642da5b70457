import { execFile } from "node:child_process";
import { freemem, totalmem } from "node:os";
import { retrieveForPlan, type CorpusSearch } from "../agents/research/retriever.js";
import type { MemoryReading } from "../agents/research/gate.js";
import type { Aspect, AspectRetrieval } from "../agents/research/types.js";
import { ingestCorpus } from "../corpus/ingest.js";
import type { Document } from "../documents/document.js";
import { QaforgeError } from "../errors.js";
import { createEmbedder, OFFLINE_EMBEDDER_ID, Retriever, type Embedder } from "../retrieval/index.js";
import { SqliteChunkIndex } from "../store/chunk-index.js";
import type { SqliteDatabase } from "../store/database.js";
import { DocumentRepository } from "../store/documents.js";
import { SqliteEmbeddingCache } from "../store/embedding-cache.js";

/**
 * The corpus as the research loop sees it: every document ingested (cached by content hash), chunked and embedded
 * once into the run database's chunk index, and a search over all of it that cites documents by their path.
 */
export interface ResearchCorpus {
  search: CorpusSearch;
  documents: number;
  chunks: number;
  /** Top-k passages per aspect over the whole corpus. */
  retrieve: (plan: readonly Aspect[], topK: number) => Promise<AspectRetrieval[]>;
}

export async function openResearchCorpus(db: SqliteDatabase, root: string, options: { embedder?: string | Embedder; exclude: string[]; onProgress?: (done: number, total: number) => void }): Promise<ResearchCorpus> {
  const embedder = typeof options.embedder === "object" ? options.embedder : createEmbedder(options.embedder ?? OFFLINE_EMBEDDER_ID, { cache: new SqliteEmbeddingCache(db) });
  const index = new SqliteChunkIndex(db);
  const retriever = new Retriever({ index, embedder });
  const loaded: { document: Document; path: string }[] = [];
  const result = await ingestCorpus(root, {
    cache: new DocumentRepository(db),
    exclude: options.exclude,
    onDocument: (document, entry) => void loaded.push({ document, path: entry.path }),
    ...(options.onProgress ? { onProgress: (progress) => options.onProgress!(progress.done, progress.total) } : {}),
  });
  if (loaded.length === 0) {
    const failed = result.entries.find((entry) => entry.error)?.error?.message;
    throw new QaforgeError("document_not_found", `no document qaforge can read is in the corpus${failed ? ` (${failed})` : ""}`, { subject: root });
  }
  const paths = new Map<string, string>();
  let chunks = 0;
  for (const { document, path } of loaded.sort((a, b) => a.path.localeCompare(b.path))) {
    if (paths.has(document.id)) continue;
    paths.set(document.id, path);
    chunks += (await retriever.ensureIndexed(document)).length;
  }
  const search: CorpusSearch = { index, embedder, documentPath: (id) => paths.get(id) ?? id };
  return { search, documents: paths.size, chunks, retrieve: (plan, topK) => retrieveForPlan(plan, search, topK) };
}

/**
 * RAM in use from the operating system, and each GPU's memory from `nvidia-smi` when it is on the PATH (asked once;
 * a machine without it reports no GPU).
 */
export function systemMemoryProbe(): () => Promise<MemoryReading> {
  let hasNvidiaSmi: boolean | undefined;
  return async () => {
    const ramPercent = ((totalmem() - freemem()) / totalmem()) * 100;
    if (hasNvidiaSmi === false) return { ramPercent, gpus: [] };
    const gpus = await nvidiaSmiReading();
    hasNvidiaSmi = gpus !== undefined;
    return { ramPercent, gpus: gpus ?? [] };
  };
}

function nvidiaSmiReading(): Promise<{ index: number; percent: number }[] | undefined> {
  return new Promise((resolve) => {
    execFile("nvidia-smi", ["--query-gpu=index,memory.used,memory.total", "--format=csv,noheader,nounits"], { timeout: 5000 }, (error, stdout) => {
      if (error) return resolve(undefined);
      resolve(parseNvidiaSmi(stdout));
    });
  });
}

/** `0, 1234, 8192` lines → GPU 0 at 15.1 %. */
export function parseNvidiaSmi(text: string): { index: number; percent: number }[] {
  return text
    .split("\n")
    .map((line) => line.split(",").map((cell) => Number(cell.trim())))
    .filter((cells) => cells.length === 3 && cells.every(Number.isFinite) && cells[2]! > 0)
    .map(([index, used, total]) => ({ index: index!, percent: (used! / total!) * 100 }));
}
