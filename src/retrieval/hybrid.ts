import { resolveSearchOptions, type ChunkIndex, type SearchHit } from "./index-port.js";

/** The constant of reciprocal rank fusion (Cormack et al., 2009): damps the lead of the very first ranks. */
export const RRF_K = 60;

/**
 * Reciprocal rank fusion: each hit scores Σ 1 / (k + rank) over the rankings it appears in (rank from 1), so a
 * chunk ranked well by both vector and keyword search beats one ranked first by only one. Scores of the inputs are
 * not compared, which is why it fuses cosine similarities and BM25 without calibration.
 */
export function reciprocalRankFusion(rankings: readonly (readonly SearchHit[])[], limit: number, k = RRF_K): SearchHit[] {
  const fused = new Map<string, SearchHit>();
  for (const ranking of rankings) {
    ranking.forEach((hit, index) => {
      const key = `${hit.chunk.documentId}\u0000${hit.chunk.chunkNo}`;
      const previous = fused.get(key);
      fused.set(key, { chunk: hit.chunk, score: (previous?.score ?? 0) + 1 / (k + index + 1) });
    });
  }
  return [...fused.values()]
    .sort((a, b) => b.score - a.score || a.chunk.documentId.localeCompare(b.chunk.documentId) || a.chunk.chunkNo - b.chunk.chunkNo)
    .slice(0, limit);
}

export interface HybridQuery {
  text: string;
  vector: Float32Array;
  embedderId: string;
  /** Confine both searches to one document. */
  documentId?: string;
}

export interface HybridSearchOptions {
  limit?: number;
  /** Least cosine similarity for the vector side; keyword hits are not thresholded. */
  threshold?: number;
  /** Hits taken from each side before fusing. Default four times the limit, at least 20. */
  candidates?: number;
}

/** Vector and BM25 search over any `ChunkIndex`, fused by reciprocal rank. */
export async function hybridSearch(index: ChunkIndex, query: HybridQuery, options: HybridSearchOptions = {}): Promise<SearchHit[]> {
  const { limit } = resolveSearchOptions(options);
  const candidates = Math.min(options.candidates ?? Math.max(limit * 4, 20), 1000);
  const vectorOptions = { limit: candidates, threshold: options.threshold };
  const [semantic, keyword] = await Promise.all([
    query.documentId === undefined
      ? index.searchCorpus(query.embedderId, query.vector, vectorOptions)
      : index.searchDocument(query.documentId, query.embedderId, query.vector, vectorOptions),
    index.keywordSearch(query.text, { documentId: query.documentId, limit: candidates }),
  ]);
  return reciprocalRankFusion([semantic, keyword], limit);
}
