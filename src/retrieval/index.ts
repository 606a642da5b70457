export { chunkEmbeddingText, chunkSetFingerprint, chunkTextFromLines, describeChunkLocation, type Chunk, type ChunkSpan } from "./chunk.js";
export { approximateTokens, chunkDocument, DEFAULT_CHUNKING, type ChunkingOptions } from "./chunking.js";
export { createEmbedder, EMBEDDER_SPEC_EXAMPLES, type CreateEmbedderOptions } from "./embedders/create.js";
export { DEFAULT_EMBEDDING_BATCH_SIZE, type Embedder } from "./embedders/embedder.js";
export { fitTermStatistics, HashedBm25Embedder, OFFLINE_EMBEDDER_ID, type OfflineEmbedderOptions, type TermStatistics } from "./embedders/offline.js";
export { OllamaEmbedder, type OllamaEmbedderOptions } from "./embedders/ollama.js";
export { OpenAIEmbedder, type OpenAIEmbedderOptions } from "./embedders/openai.js";
export { CachedEmbedder, embeddingContentHash, MemoryEmbeddingCache, type CachedEmbedderOptions, type EmbeddingCache } from "./embedding-cache.js";
export { hybridSearch, reciprocalRankFusion, RRF_K, type HybridQuery, type HybridSearchOptions } from "./hybrid.js";
export {
  cosineSimilarity,
  DEFAULT_SEARCH_LIMIT,
  type ChunkEmbeddings,
  type ChunkIndex,
  type KeywordSearchOptions,
  type SearchHit,
  type VectorSearchOptions,
} from "./index-port.js";
export { MemoryChunkIndex } from "./memory-index.js";
export { Retriever, type RetrievalMode, type RetrieveOptions, type RetrieverOptions } from "./retriever.js";
