import type { EmbeddingsInterface } from "@langchain/core/embeddings";
import { DEFAULT_EMBEDDING_BATCH_SIZE, LangChainEmbedder } from "./embedder.js";

export interface OllamaEmbedderOptions {
  model: string;
  /** Ollama's address, e.g. http://127.0.0.1:11434. */
  baseURL: string;
  /** Texts per request. Default 64. */
  batchSize?: number;
  /** Retries of a failed request. Default 2. */
  maxRetries?: number;
}

/** Ollama's native /api/embed through LangChain's `OllamaEmbeddings`. */
export class OllamaEmbedder extends LangChainEmbedder {
  readonly id: string;
  protected readonly batchSize: number;

  constructor(private readonly options: OllamaEmbedderOptions) {
    super();
    this.id = `ollama:${options.model}`;
    this.batchSize = options.batchSize ?? DEFAULT_EMBEDDING_BATCH_SIZE;
  }

  protected async createClient(): Promise<EmbeddingsInterface> {
    const { OllamaEmbeddings } = await import("@langchain/ollama");
    const options = this.options;
    return new OllamaEmbeddings({
      model: options.model,
      baseUrl: options.baseURL,
      maxRetries: options.maxRetries ?? 2,
      maxConcurrency: 1,
    });
  }
}
