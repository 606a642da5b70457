import { QaforgeError } from "../../errors.js";
import { DEFAULT_TOP_K } from "../../config/defaults.js";
import { OFFLINE_EMBEDDER_ID, type ChunkIndex, type Embedder, type RetrievalMode, type SearchHit } from "../../retrieval/index.js";
import { hybridSearch } from "../../retrieval/hybrid.js";
import type { Aspect, AspectRetrieval, Passage } from "./types.js";

/**
 * spec 003 Agent 2: the top-k passages of the corpus for each aspect. The aspects' queries are embedded in one
 * batch (the embedder caches what it has embedded before), then each is searched over the whole chunk index.
 * A passage found for several aspects keeps one number, so the answer cites it the same way everywhere.
 */

export { DEFAULT_TOP_K };

export interface CorpusSearch {
  index: ChunkIndex;
  embedder: Embedder;
  /** The document's path for a citation, from its id. */
  documentPath: (documentId: string) => string;
  /** Default: semantic for the offline embedder (its vectors are lexical already), hybrid otherwise. */
  mode?: RetrievalMode;
}

export async function retrieveForPlan(plan: readonly Aspect[], search: CorpusSearch, topK = DEFAULT_TOP_K): Promise<AspectRetrieval[]> {
  const queries = plan.map((aspect) => aspect.query);
  const hits = await searchMany(queries, search, topK);
  const numbers = new Map<string, number>();
  return plan.map((aspect, index) => ({
    aspect: aspect.aspect,
    query: aspect.query,
    passages: (hits[index] ?? []).map((hit): Passage => {
      const key = `${hit.chunk.documentId}\u0000${hit.chunk.chunkNo}`;
      if (!numbers.has(key)) numbers.set(key, numbers.size + 1);
      const section = hit.chunk.headingPath.length > 0 ? { section: hit.chunk.headingPath.join(" › ") } : {};
      return { id: numbers.get(key)!, document: search.documentPath(hit.chunk.documentId), startLine: hit.chunk.startLine, endLine: hit.chunk.endLine, text: hit.chunk.text, score: hit.score, ...section };
    }),
  }));
}

/** Every query's hits over the whole corpus, the queries embedded in one call. */
export async function searchMany(queries: readonly string[], search: CorpusSearch, topK: number): Promise<SearchHit[][]> {
  const mode = search.mode ?? (search.embedder.id.startsWith(OFFLINE_EMBEDDER_ID) ? "semantic" : "hybrid");
  if (mode === "keyword") return Promise.all(queries.map((query) => search.index.keywordSearch(query, { limit: topK })));
  const vectors = queries.length === 0 ? [] : await search.embedder.embed([...queries]);
  if (vectors.length !== queries.length) throw new QaforgeError("embedding_failed", `${search.embedder.id} returned ${vectors.length} vectors for ${queries.length} queries`);
  return Promise.all(
    queries.map((query, index) =>
      mode === "hybrid"
        ? hybridSearch(search.index, { text: query, vector: vectors[index]!, embedderId: search.embedder.id }, { limit: topK })
        : search.index.searchCorpus(search.embedder.id, vectors[index]!, { limit: topK }),
    ),
  );
}
