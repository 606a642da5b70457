import { QaforgeError } from "../errors.js";
import type { Chunk } from "./chunk.js";

/** Vectors for a document's chunks from one embedder, `vectors[i]` belonging to `chunks[i]`. */
export interface ChunkEmbeddings {
  embedderId: string;
  vectors: readonly Float32Array[];
}

export interface SearchHit {
  chunk: Chunk;
  /** Cosine similarity for vector searches, BM25 for keyword search (higher is better in both). */
  score: number;
}

export interface VectorSearchOptions {
  /** Most hits to return. Default 5. */
  limit?: number;
  /** Least cosine similarity a hit must reach, from -1 to 1. Default: none. */
  threshold?: number;
}

export interface KeywordSearchOptions {
  /** Search only this document's chunks. */
  documentId?: string;
  /** Most hits to return. Default 5. */
  limit?: number;
}

/**
 * The vector and keyword index over document chunks: the port between retrieval and storage. A document's chunks
 * are stored once, with their line ranges and page; each embedder adds its own vectors for them. A
 * document-scoped search filters by document inside the nearest-neighbour query, never by post-filtering a corpus
 * search. Every implementation must pass `test/support/chunk-index-conformance.ts`.
 */
export interface ChunkIndex {
  /**
   * Stores a document's chunks and, when given, one embedder's vectors for them (replacing that embedder's earlier
   * vectors). Chunks that differ from the stored ones replace them, and every embedder's vectors for the old
   * chunks are dropped; identical chunks are kept with their vectors.
   */
  upsertChunks(documentId: string, chunks: readonly Chunk[], embeddings?: ChunkEmbeddings): Promise<void>;
  /** True when the document's chunks are stored and, if an embedder is named, that embedder's vectors too. */
  hasDocument(documentId: string, embedderId?: string): Promise<boolean>;
  /** The document's chunks in order; empty when it is not indexed. */
  documentChunks(documentId: string): Promise<Chunk[]>;
  /** Nearest chunks of one document to the query vector, best first. */
  searchDocument(documentId: string, embedderId: string, queryVector: Float32Array, options?: VectorSearchOptions): Promise<SearchHit[]>;
  /** Nearest chunks of every document embedded by this embedder, best first. */
  searchCorpus(embedderId: string, queryVector: Float32Array, options?: VectorSearchOptions): Promise<SearchHit[]>;
  /** BM25 ranking of chunks (their text and headings) against the query's words, best first. */
  keywordSearch(query: string, options?: KeywordSearchOptions): Promise<SearchHit[]>;
  /** Removes the document's chunks and all vectors for them. */
  deleteDocument(documentId: string): Promise<void>;
}

export const DEFAULT_SEARCH_LIMIT = 5;
export const MAX_SEARCH_LIMIT = 1000;

/** The limit and threshold of a search, checked. */
export function resolveSearchOptions(options: VectorSearchOptions | KeywordSearchOptions = {}): { limit: number; threshold: number } {
  const limit = options.limit ?? DEFAULT_SEARCH_LIMIT;
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_SEARCH_LIMIT) {
    throw new QaforgeError("invalid_argument", `search limit must be a whole number from 1 to ${MAX_SEARCH_LIMIT}, got ${limit}`);
  }
  const threshold = "threshold" in options && options.threshold !== undefined ? options.threshold : -Infinity;
  if (Number.isNaN(threshold) || threshold > 1) {
    throw new QaforgeError("invalid_argument", `similarity threshold must be at most 1, got ${threshold}`);
  }
  return { limit, threshold };
}

/** Checks an upsert before anything is written: chunks of this document, numbered 1…n, one finite vector each. */
export function validateUpsert(documentId: string, chunks: readonly Chunk[], embeddings?: ChunkEmbeddings): void {
  chunks.forEach((chunk, index) => {
    if (chunk.documentId !== documentId) {
      throw new QaforgeError("invalid_argument", `chunk ${chunk.chunkNo} belongs to document ${chunk.documentId}, not ${documentId}`);
    }
    if (chunk.chunkNo !== index + 1) {
      throw new QaforgeError("invalid_argument", `chunks must be numbered 1…n in order; position ${index + 1} holds chunk ${chunk.chunkNo}`);
    }
  });
  if (!embeddings) return;
  if (embeddings.vectors.length !== chunks.length) {
    throw new QaforgeError("invalid_argument", `${embeddings.vectors.length} vectors for ${chunks.length} chunks`);
  }
  const dimensions = embeddings.vectors[0]?.length ?? 0;
  for (const vector of embeddings.vectors) {
    if (vector.length !== dimensions || dimensions === 0) {
      throw new QaforgeError("invalid_argument", `vectors of ${embeddings.embedderId} must all have one non-zero length`);
    }
    if (!vector.every(Number.isFinite)) {
      throw new QaforgeError("invalid_argument", `a vector of ${embeddings.embedderId} holds a non-finite value`);
    }
  }
}

/** Cosine similarity; 0 when either vector is all zeros. */
export function cosineSimilarity(a: Float32Array, b: Float32Array): number {
  let dot = 0;
  let normA = 0;
  let normB = 0;
  for (let index = 0; index < a.length; index++) {
    const x = a[index]!;
    const y = b[index]!;
    dot += x * y;
    normA += x * x;
    normB += y * y;
  }
  return normA === 0 || normB === 0 ? 0 : dot / Math.sqrt(normA * normB);
}

export function isZeroVector(vector: Float32Array): boolean {
  return vector.every((value) => value === 0);
}
