import type { EmbeddingsInterface } from "@langchain/core/embeddings";
import { DEFAULT_EMBEDDING_BATCH_SIZE, LangChainEmbedder } from "./embedder.js";

export interface OpenAIEmbedderOptions {
  /** Id prefix: "openai" for api.openai.com, "openai-compatible" for any server speaking its embeddings API. */
  provider: "openai" | "openai-compatible";
  model: string;
  apiKey: string;
  /** Base URL up to and including `/v1`. */
  baseURL: string;
  /** Shorter vectors, for models that support it (text-embedding-3-*). */
  dimensions?: number;
  /** Texts per request. Default 64. */
  batchSize?: number;
  /** Retries of a failed request (rate limits, 5xx), with exponential backoff. Default 2. */
  maxRetries?: number;
  timeoutMs?: number;
}

/** Output lengths of OpenAI's embedding models, so the index can be prepared before the first call. */
const OPENAI_DIMENSIONS: Record<string, number> = {
  "text-embedding-3-small": 1536,
  "text-embedding-3-large": 3072,
  "text-embedding-ada-002": 1536,
};

/**
 * OpenAI's embeddings API, or any server that speaks it (vLLM, Ollama's /v1, TEI, LM Studio), through LangChain's
 * `OpenAIEmbeddings`. The id names the model, requested dimensions and, for compatible servers, the base URL, since
 * two servers may serve different models under one name.
 */
export class OpenAIEmbedder extends LangChainEmbedder {
  readonly id: string;
  protected readonly batchSize: number;

  constructor(private readonly options: OpenAIEmbedderOptions) {
    super();
    this.batchSize = options.batchSize ?? DEFAULT_EMBEDDING_BATCH_SIZE;
    const dimensionsSuffix = options.dimensions === undefined ? "" : `/d${options.dimensions}`;
    this.id =
      options.provider === "openai"
        ? `openai:${options.model}${dimensionsSuffix}`
        : `openai-compatible:${options.model}${dimensionsSuffix}@${options.baseURL}`;
    this.knownDimensions = options.dimensions ?? (options.provider === "openai" ? OPENAI_DIMENSIONS[options.model] : undefined);
  }

  protected async createClient(): Promise<EmbeddingsInterface> {
    const { OpenAIEmbeddings } = await import("@langchain/openai");
    const options = this.options;
    return new OpenAIEmbeddings({
      model: options.model,
      apiKey: options.apiKey,
      configuration: { baseURL: options.baseURL },
      dimensions: options.dimensions,
      batchSize: this.batchSize,
      // Newlines carry structure for current models; "float" because not every compatible server speaks base64.
      stripNewLines: false,
      encodingFormat: "float",
      maxRetries: options.maxRetries ?? 2,
      maxConcurrency: 1,
      timeout: options.timeoutMs,
    });
  }
}
