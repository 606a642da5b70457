import type { EmbeddingsInterface } from "@langchain/core/embeddings";
import { QaforgeError } from "../../errors.js";

/**
 * Turns texts into vectors. The id names the model and everything that changes its vectors
 * ("openai:text-embedding-3-small", "offline:hashed-bm25"): vectors from different ids are never compared, and the
 * embedding cache and the vector index are keyed by it.
 */
export interface Embedder {
  readonly id: string;
  /** Length of every vector, when known before the first call. */
  readonly dimensions: number | undefined;
  /** One vector per text, in order. Failures are `QaforgeError`s with code `embedding_failed`. */
  embed(texts: string[]): Promise<Float32Array[]>;
}

export const DEFAULT_EMBEDDING_BATCH_SIZE = 64;

/** Runs `embedBatch` on consecutive slices of at most `batchSize` texts, one slice at a time. */
export async function embedInBatches(
  texts: readonly string[],
  batchSize: number,
  embedBatch: (batch: string[]) => Promise<Float32Array[]>,
): Promise<Float32Array[]> {
  if (!Number.isInteger(batchSize) || batchSize < 1) {
    throw new QaforgeError("invalid_argument", `embedding batch size must be a positive whole number, got ${batchSize}`);
  }
  const vectors: Float32Array[] = [];
  for (let start = 0; start < texts.length; start += batchSize) {
    vectors.push(...(await embedBatch(texts.slice(start, start + batchSize))));
  }
  return vectors;
}

/**
 * Checks what a provider returned: one vector per text, all of one length (the expected one when known), all finite.
 * A provider that answers with the wrong shape fails here with a clear message instead of corrupting the index.
 */
export function toCheckedVectors(
  embedderId: string,
  texts: readonly string[],
  raw: readonly (readonly number[])[],
  expectedDimensions?: number,
): Float32Array[] {
  if (raw.length !== texts.length) {
    throw new QaforgeError("embedding_failed", `${embedderId} returned ${raw.length} vectors for ${texts.length} texts`);
  }
  const dimensions = expectedDimensions ?? raw[0]?.length;
  return raw.map((values, index) => {
    if (!Array.isArray(values) || values.length === 0 || values.length !== dimensions) {
      throw new QaforgeError(
        "embedding_failed",
        `${embedderId} returned a vector of length ${Array.isArray(values) ? values.length : "?"} for text ${index + 1}, expected ${dimensions}`,
      );
    }
    const vector = Float32Array.from(values);
    if (!vector.every(Number.isFinite)) {
      throw new QaforgeError("embedding_failed", `${embedderId} returned a vector with non-finite values for text ${index + 1}`);
    }
    return vector;
  });
}

/** Wraps a provider failure as `embedding_failed`, naming the embedder; QaforgeErrors pass through. */
export function embeddingError(embedderId: string, error: unknown): QaforgeError {
  if (error instanceof QaforgeError) return error;
  const message = error instanceof Error ? error.message : String(error);
  return new QaforgeError("embedding_failed", `${embedderId}: ${message}`, { cause: error });
}

/**
 * An embedder backed by a LangChain `Embeddings` client (OpenAI, compatible servers, Ollama): batching, checks of
 * what comes back, and one error code for every provider failure.
 */
export abstract class LangChainEmbedder implements Embedder {
  abstract readonly id: string;
  protected knownDimensions: number | undefined;
  protected abstract readonly batchSize: number;
  #client: Promise<EmbeddingsInterface> | undefined;

  /**
   * The LangChain client, made on the first embedding: its provider package is loaded then, not when qaforge starts
   * (each costs a tenth of a second or more).
   */
  protected abstract createClient(): Promise<EmbeddingsInterface>;

  get dimensions(): number | undefined {
    return this.knownDimensions;
  }

  async embed(texts: string[]): Promise<Float32Array[]> {
    return embedInBatches(texts, this.batchSize, async (batch) => {
      let raw: number[][];
      try {
        raw = await (await (this.#client ??= this.createClient())).embedDocuments(batch);
      } catch (error) {
        throw embeddingError(this.id, error);
      }
      const vectors = toCheckedVectors(this.id, batch, raw, this.knownDimensions);
      this.knownDimensions ??= vectors[0]?.length;
      return vectors;
    });
  }
}
