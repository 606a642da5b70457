import { createHash } from "node:crypto";
import { QaforgeError } from "../errors.js";
import { DEFAULT_EMBEDDING_BATCH_SIZE, embedInBatches, type Embedder } from "./embedders/embedder.js";

/**
 * Where embeddings are kept between runs, keyed by embedder id and the text's content hash. The SQLite
 * implementation lives in the store (`SqliteEmbeddingCache`); `MemoryEmbeddingCache` serves tests and one-off runs.
 */
export interface EmbeddingCache {
  /** The stored vectors among these hashes; hashes with none are absent from the map. */
  getMany(embedderId: string, contentHashes: readonly string[]): Promise<Map<string, Float32Array>>;
  putMany(embedderId: string, entries: readonly { contentHash: string; vector: Float32Array }[]): Promise<void>;
}

/** sha256 of the exact text, hex. */
export function embeddingContentHash(text: string): string {
  return createHash("sha256").update(text, "utf8").digest("hex");
}

export class MemoryEmbeddingCache implements EmbeddingCache {
  private readonly entries = new Map<string, Float32Array>();

  async getMany(embedderId: string, contentHashes: readonly string[]): Promise<Map<string, Float32Array>> {
    const found = new Map<string, Float32Array>();
    for (const hash of contentHashes) {
      const vector = this.entries.get(`${embedderId}\u0000${hash}`);
      if (vector) found.set(hash, vector);
    }
    return found;
  }

  async putMany(embedderId: string, entries: readonly { contentHash: string; vector: Float32Array }[]): Promise<void> {
    for (const { contentHash, vector } of entries) this.entries.set(`${embedderId}\u0000${contentHash}`, vector);
  }
}

export interface CachedEmbedderOptions {
  /** Texts sent to the wrapped embedder at a time; each batch is stored as soon as it returns. Default 64. */
  batchSize?: number;
}

/**
 * Wraps any embedder with a cache: a text already embedded by the same embedder id is never sent again, texts
 * repeated within one call are embedded once, and each batch is stored as it completes, so an interrupted run
 * resumes where it stopped.
 */
export class CachedEmbedder implements Embedder {
  private readonly batchSize: number;

  constructor(
    private readonly inner: Embedder,
    private readonly cache: EmbeddingCache,
    options: CachedEmbedderOptions = {},
  ) {
    this.batchSize = options.batchSize ?? DEFAULT_EMBEDDING_BATCH_SIZE;
  }

  get id(): string {
    return this.inner.id;
  }

  get dimensions(): number | undefined {
    return this.inner.dimensions;
  }

  async embed(texts: string[]): Promise<Float32Array[]> {
    const hashes = texts.map(embeddingContentHash);
    const known = await this.cache.getMany(this.id, [...new Set(hashes)]);
    const missing = new Map<string, string>();
    hashes.forEach((hash, index) => {
      if (!known.has(hash)) missing.set(hash, texts[index]!);
    });
    const missingHashes = [...missing.keys()];
    let done = 0;
    await embedInBatches([...missing.values()], this.batchSize, async (batch) => {
      const vectors = await this.inner.embed(batch);
      if (vectors.length !== batch.length) {
        throw new QaforgeError("embedding_failed", `${this.id} returned ${vectors.length} vectors for ${batch.length} texts`);
      }
      const entries = vectors.map((vector, index) => ({ contentHash: missingHashes[done + index]!, vector }));
      done += batch.length;
      await this.cache.putMany(this.id, entries);
      for (const { contentHash, vector } of entries) known.set(contentHash, vector);
      return vectors;
    });
    return hashes.map((hash) => known.get(hash)!);
  }
}
