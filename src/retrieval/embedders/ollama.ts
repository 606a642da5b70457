import { OllamaEmbeddings } from "@langchain/ollama";
import { DEFAULT_EMBEDDING_BATCH_SIZE, embedInBatches, embeddingError, toCheckedVectors, type Embedder } from "./embedder.js";

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
export class OllamaEmbedder implements Embedder {
  readonly id: string;
  private knownDimensions: number | undefined;
  private readonly client: OllamaEmbeddings;
  private readonly batchSize: number;

  constructor(options: OllamaEmbedderOptions) {
    this.id = `ollama:${options.model}`;
    this.batchSize = options.batchSize ?? DEFAULT_EMBEDDING_BATCH_SIZE;
    this.client = new OllamaEmbeddings({
      model: options.model,
      baseUrl: options.baseURL,
      maxRetries: options.maxRetries ?? 2,
      maxConcurrency: 1,
    });
  }

  get dimensions(): number | undefined {
    return this.knownDimensions;
  }

  async embed(texts: string[]): Promise<Float32Array[]> {
    return embedInBatches(texts, this.batchSize, async (batch) => {
      let raw: number[][];
      try {
        raw = await this.client.embedDocuments(batch);
      } catch (error) {
        throw embeddingError(this.id, error);
      }
      const vectors = toCheckedVectors(this.id, batch, raw, this.knownDimensions);
      this.knownDimensions ??= vectors[0]?.length;
      return vectors;
    });
  }
}
