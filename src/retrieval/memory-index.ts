import { QaforgeError } from "../errors.js";
import { chunkSetFingerprint, type Chunk } from "./chunk.js";
import {
  cosineSimilarity,
  isZeroVector,
  resolveSearchOptions,
  validateUpsert,
  type ChunkEmbeddings,
  type ChunkIndex,
  type KeywordSearchOptions,
  type SearchHit,
  type VectorSearchOptions,
} from "./index-port.js";
import { contentTerms, STOPWORDS, tokenizeWords } from "./text-features.js";

interface StoredDocument {
  fingerprint: string;
  chunks: readonly Chunk[];
  /** Vectors by embedder id, one per chunk. */
  vectors: Map<string, readonly Float32Array[]>;
  /** Stemmed terms of each chunk's text and headings, for BM25. */
  terms: readonly { text: string[]; heading: string[] }[];
}

const BM25_K1 = 1.2;
const BM25_B = 0.75;
/** A heading word counts half a text word, as in the SQLite index's FTS5 column weights. */
const HEADING_WEIGHT = 0.5;

/**
 * The reference `ChunkIndex`: everything in memory, exact cosine search by scanning, BM25 over stemmed words.
 * Right for tests and small one-off runs; the store's `SqliteChunkIndex` is the one that persists and scales.
 */
export class MemoryChunkIndex implements ChunkIndex {
  private readonly documents = new Map<string, StoredDocument>();
  private readonly dimensionsByEmbedder = new Map<string, number>();

  async upsertChunks(documentId: string, chunks: readonly Chunk[], embeddings?: ChunkEmbeddings): Promise<void> {
    validateUpsert(documentId, chunks, embeddings);
    if (embeddings) this.checkDimensions(embeddings.embedderId, embeddings.vectors[0]?.length, "invalid_argument");
    const fingerprint = chunkSetFingerprint(chunks);
    let stored = this.documents.get(documentId);
    if (!stored || stored.fingerprint !== fingerprint) {
      stored = {
        fingerprint,
        chunks: chunks.map(copyChunk),
        vectors: new Map(),
        terms: chunks.map((chunk) => ({ text: contentTerms(chunk.text), heading: contentTerms(chunk.headingPath.join(" ")) })),
      };
      this.documents.set(documentId, stored);
    }
    if (embeddings) {
      const dimensions = embeddings.vectors[0]?.length;
      if (dimensions !== undefined) this.dimensionsByEmbedder.set(embeddings.embedderId, dimensions);
      stored.vectors.set(embeddings.embedderId, embeddings.vectors.map((vector) => Float32Array.from(vector)));
    }
  }

  async hasDocument(documentId: string, embedderId?: string): Promise<boolean> {
    const stored = this.documents.get(documentId);
    if (!stored) return false;
    return embedderId === undefined || stored.vectors.has(embedderId);
  }

  async documentChunks(documentId: string): Promise<Chunk[]> {
    return (this.documents.get(documentId)?.chunks ?? []).map(copyChunk);
  }

  async searchDocument(documentId: string, embedderId: string, queryVector: Float32Array, options?: VectorSearchOptions): Promise<SearchHit[]> {
    const settings = resolveSearchOptions(options);
    this.checkDimensions(embedderId, queryVector.length, "semantic_search_failed");
    const stored = this.documents.get(documentId);
    return stored ? rankByVector([stored], embedderId, queryVector, settings) : [];
  }

  async searchCorpus(embedderId: string, queryVector: Float32Array, options?: VectorSearchOptions): Promise<SearchHit[]> {
    const settings = resolveSearchOptions(options);
    this.checkDimensions(embedderId, queryVector.length, "semantic_search_failed");
    return rankByVector([...this.documents.values()], embedderId, queryVector, settings);
  }

  async keywordSearch(query: string, options: KeywordSearchOptions = {}): Promise<SearchHit[]> {
    const { limit } = resolveSearchOptions(options);
    const queryTerms = [...new Set(tokenizeWords(query).filter((word) => !STOPWORDS.has(word)))].map((word) => contentTerms(word)[0]!);
    if (queryTerms.length === 0) return [];
    const all = [...this.documents.values()].flatMap((stored) => stored.chunks.map((chunk, index) => ({ chunk, terms: stored.terms[index]! })));
    if (all.length === 0) return [];
    // BM25F in its simplest form: term frequency and length add the fields with their weights.
    const frequencyIn = (terms: { text: string[]; heading: string[] }, term: string) =>
      count(terms.text, term) + HEADING_WEIGHT * count(terms.heading, term);
    const lengthOf = (terms: { text: string[]; heading: string[] }) => terms.text.length + HEADING_WEIGHT * terms.heading.length;
    const averageLength = all.reduce((sum, entry) => sum + lengthOf(entry.terms), 0) / all.length;
    const uniqueTerms = [...new Set(queryTerms)];
    const documentFrequency = new Map(uniqueTerms.map((term) => [term, all.filter((entry) => frequencyIn(entry.terms, term) > 0).length]));
    const hits: SearchHit[] = [];
    for (const { chunk, terms } of all) {
      if (options.documentId !== undefined && chunk.documentId !== options.documentId) continue;
      let score = 0;
      for (const term of uniqueTerms) {
        const frequency = frequencyIn(terms, term);
        if (frequency === 0) continue;
        const df = documentFrequency.get(term)!;
        const idf = Math.log(1 + (all.length - df + 0.5) / (df + 0.5));
        score += (idf * frequency * (BM25_K1 + 1)) / (frequency + BM25_K1 * (1 - BM25_B + (BM25_B * lengthOf(terms)) / averageLength));
      }
      if (score > 0) hits.push({ chunk: copyChunk(chunk), score });
    }
    return hits.sort(byScoreThenPosition).slice(0, limit);
  }

  async deleteDocument(documentId: string): Promise<void> {
    this.documents.delete(documentId);
  }

  private checkDimensions(embedderId: string, dimensions: number | undefined, code: "invalid_argument" | "semantic_search_failed"): void {
    const known = this.dimensionsByEmbedder.get(embedderId);
    if (known !== undefined && dimensions !== undefined && dimensions !== known) {
      throw new QaforgeError(code, `${embedderId} vectors have ${known} dimensions, got a vector of ${dimensions}`);
    }
  }
}

function rankByVector(
  documents: readonly StoredDocument[],
  embedderId: string,
  queryVector: Float32Array,
  { limit, threshold }: { limit: number; threshold: number },
): SearchHit[] {
  if (isZeroVector(queryVector)) return [];
  const hits: SearchHit[] = [];
  for (const stored of documents) {
    const vectors = stored.vectors.get(embedderId);
    if (!vectors) continue;
    stored.chunks.forEach((chunk, index) => {
      // A zero vector (a chunk of punctuation alone) has no direction: no similarity, as in sqlite-vec.
      if (isZeroVector(vectors[index]!)) return;
      const score = cosineSimilarity(queryVector, vectors[index]!);
      if (score >= threshold) hits.push({ chunk: copyChunk(chunk), score });
    });
  }
  return hits.sort(byScoreThenPosition).slice(0, limit);
}

function count(items: readonly string[], item: string): number {
  let total = 0;
  for (const candidate of items) if (candidate === item) total++;
  return total;
}

function byScoreThenPosition(a: SearchHit, b: SearchHit): number {
  return b.score - a.score || a.chunk.documentId.localeCompare(b.chunk.documentId) || a.chunk.chunkNo - b.chunk.chunkNo;
}

function copyChunk(chunk: Chunk): Chunk {
  return { ...chunk, headingPath: [...chunk.headingPath] };
}
