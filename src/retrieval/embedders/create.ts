import { parseModelSpec } from "../../config/models.js";
import { QaforgeError } from "../../errors.js";
import { CachedEmbedder, type EmbeddingCache } from "../embedding-cache.js";
import type { Embedder } from "./embedder.js";
import { HashedBm25Embedder, type TermStatistics } from "./offline.js";
import { OllamaEmbedder } from "./ollama.js";
import { OpenAIEmbedder } from "./openai.js";

export interface CreateEmbedderOptions {
  /** Where API keys and addresses are read from. Default `process.env`. */
  env?: Readonly<Record<string, string | undefined>>;
  /** Overrides the key from the environment. */
  apiKey?: string;
  /** Overrides the base URL from the spec or the environment. */
  baseURL?: string;
  /** Requested vector length (OpenAI text-embedding-3-*, the offline embedder). */
  dimensions?: number;
  /** Texts per provider request. Default 64. */
  batchSize?: number;
  maxRetries?: number;
  timeoutMs?: number;
  /** IDF statistics for the offline embedder. */
  statistics?: TermStatistics;
  /** When given, the embedder is wrapped in a `CachedEmbedder` over this cache. */
  cache?: EmbeddingCache;
}

export const EMBEDDER_SPEC_EXAMPLES =
  "openai:text-embedding-3-small, openai-compatible:bge-m3@http://127.0.0.1:8080/v1, ollama:nomic-embed-text, offline";

const OPENAI_BASE_URL = "https://api.openai.com/v1";
const OLLAMA_BASE_URL = "http://127.0.0.1:11434";

/**
 * An embedder from a spec string:
 * - `openai:MODEL`: key from OPENAI_API_KEY, base URL from OPENAI_BASE_URL or api.openai.com;
 * - `openai-compatible:MODEL@URL`: any OpenAI-style /v1/embeddings server; key from OPENAI_COMPATIBLE_API_KEY when the
 *   server wants one;
 * - `ollama:MODEL`: Ollama's own API at OLLAMA_BASE_URL (as for chat models), else OLLAMA_HOST, else 127.0.0.1:11434;
 * - `offline` (or `offline:hashed-bm25`): the model-free hashed BM25 embedder.
 */
export function createEmbedder(spec: string, options: CreateEmbedderOptions = {}): Embedder {
  const embedder = createUncachedEmbedder(spec, options);
  return options.cache ? new CachedEmbedder(embedder, options.cache, { batchSize: options.batchSize }) : embedder;
}

function createUncachedEmbedder(specText: string, options: CreateEmbedderOptions): Embedder {
  const env = options.env ?? process.env;
  const spec = parseModelSpec(specText);
  const common = { batchSize: options.batchSize, maxRetries: options.maxRetries };
  switch (spec.provider) {
    case "offline":
      if (spec.model !== "" && spec.model !== "hashed-bm25") {
        throw new QaforgeError("config_invalid", `unknown offline embedder "${spec.model}"; the offline embedder is "offline:hashed-bm25"`);
      }
      return new HashedBm25Embedder({ dimensions: options.dimensions, statistics: options.statistics });
    case "openai": {
      const apiKey = options.apiKey ?? nonEmpty(env.OPENAI_API_KEY);
      if (!apiKey) {
        throw new QaforgeError("missing_api_key", `set OPENAI_API_KEY to use the embedder ${specText}`, { subject: "OPENAI_API_KEY" });
      }
      const baseURL = options.baseURL ?? spec.baseUrl ?? nonEmpty(env.OPENAI_BASE_URL) ?? OPENAI_BASE_URL;
      return new OpenAIEmbedder({ provider: "openai", model: spec.model, apiKey, baseURL, dimensions: options.dimensions, timeoutMs: options.timeoutMs, ...common });
    }
    case "openai-compatible": {
      const baseURL = options.baseURL ?? spec.baseUrl;
      if (!baseURL) {
        throw new QaforgeError("config_invalid", `embedder spec "${specText}" needs a base URL, e.g. openai-compatible:${spec.model}@http://127.0.0.1:8080/v1`);
      }
      // Most local servers ignore the key, but the client refuses to run without one.
      const apiKey = options.apiKey ?? nonEmpty(env.OPENAI_COMPATIBLE_API_KEY) ?? "not-needed";
      return new OpenAIEmbedder({ provider: "openai-compatible", model: spec.model, apiKey, baseURL, dimensions: options.dimensions, timeoutMs: options.timeoutMs, ...common });
    }
    case "ollama": {
      const baseURL = options.baseURL ?? spec.baseUrl ?? nonEmpty(env.OLLAMA_BASE_URL) ?? withScheme(nonEmpty(env.OLLAMA_HOST)) ?? OLLAMA_BASE_URL;
      return new OllamaEmbedder({ model: spec.model, baseURL, ...common });
    }
    default:
      throw new QaforgeError(
        "unknown_provider",
        `${spec.provider} offers no embedding models; embedder specs look like ${EMBEDDER_SPEC_EXAMPLES}`,
      );
  }
}

function nonEmpty(value: string | undefined): string | undefined {
  return value && value.trim() !== "" ? value.trim() : undefined;
}

/** OLLAMA_HOST is often written without a scheme ("0.0.0.0:11434"). */
function withScheme(host: string | undefined): string | undefined {
  if (!host) return undefined;
  return /^https?:\/\//i.test(host) ? host : `http://${host}`;
}
