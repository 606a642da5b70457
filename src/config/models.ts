import { QaforgeError } from "../errors.js";

/** The providers a model spec can name. `offline` is the built-in engine that needs no model and no network. */
export const MODEL_PROVIDERS = ["openai", "anthropic", "ollama", "openai-compatible", "offline"] as const;
export type ModelProvider = (typeof MODEL_PROVIDERS)[number];

/** The roles a run gives a model to. `embedder` is configured here too, though retrieval builds it. */
export const MODEL_ROLES = [
  "generator",
  "validator",
  "deduplicator",
  "answerer",
  "judge",
  "planner",
  "embedder",
  // The research loop's roles (spec 003); the planner above decomposes its query.
  "synthesizer",
  "fact_extractor",
  "verifier",
  "coverage",
] as const;
export type ModelRole = (typeof MODEL_ROLES)[number];

/** A parsed `provider:model[@baseUrl]` string. */
export interface ModelSpec {
  provider: ModelProvider;
  /** The provider's model name; for `offline`, the engine name, or "" to let the role choose the engine. */
  model: string;
  /** Given with `@http(s)://…` after the model name. */
  baseUrl?: string;
  /** The text the spec was parsed from. */
  raw: string;
}

const SPEC_EXAMPLES =
  "openai:gpt-4.1, anthropic:claude-sonnet-4-5, ollama:qwen2.5vl, openai-compatible:MODEL@http://localhost:8000/v1, offline or offline:ENGINE";

export function isModelProvider(value: string): value is ModelProvider {
  return (MODEL_PROVIDERS as readonly string[]).includes(value);
}

/**
 * Parses `provider:model`, with an optional base URL after the last `@` that starts an http(s) URL
 * (`openai-compatible:Qwen/Qwen2.5-VL-7B-Instruct@http://localhost:8000/v1`), or `offline` / `offline:<engine>`.
 * The model name keeps any further colons (`ollama:qwen2.5vl:7b`).
 */
export function parseModelSpec(text: string): ModelSpec {
  const raw = text;
  const trimmed = text.trim();
  const invalid = (why: string): QaforgeError =>
    new QaforgeError("config_invalid", `model spec "${raw}" ${why}; expected provider:model, e.g. ${SPEC_EXAMPLES}`);
  if (trimmed === "") throw invalid("is empty");
  if (/\s/.test(trimmed)) throw invalid("contains whitespace");

  const { rest, baseUrl } = splitBaseUrl(trimmed, invalid);
  const colon = rest.indexOf(":");
  const providerText = (colon === -1 ? rest : rest.slice(0, colon)).toLowerCase();
  const model = colon === -1 ? "" : rest.slice(colon + 1);

  if (!isModelProvider(providerText)) {
    if (colon === -1) throw invalid("names no provider");
    throw new QaforgeError(
      "unknown_provider",
      `model spec "${raw}" names the unknown provider "${providerText}"; known providers: ${MODEL_PROVIDERS.join(", ")}`,
    );
  }
  if (providerText === "offline") {
    if (baseUrl !== undefined) throw invalid("gives a base URL to the offline engine, which makes no network calls");
    if (colon !== -1 && model === "") throw invalid("names no offline engine after the colon");
    return { provider: "offline", model, raw };
  }
  if (model === "") throw invalid(`names no model after "${providerText}:"`);
  return baseUrl === undefined ? { provider: providerText, model, raw } : { provider: providerText, model, baseUrl, raw };
}

function splitBaseUrl(text: string, invalid: (why: string) => QaforgeError): { rest: string; baseUrl?: string } {
  const at = text.search(/@https?:\/\/[^@]*$/i);
  if (at === -1) return { rest: text };
  const baseUrl = text.slice(at + 1);
  try {
    new URL(baseUrl);
  } catch {
    throw invalid(`has a base URL "${baseUrl}" that is not a valid URL`);
  }
  return { rest: text.slice(0, at), baseUrl: baseUrl.replace(/\/+$/, "") };
}

/** The canonical text of a spec: what a user would write to get it again. */
export function formatModelSpec(spec: Pick<ModelSpec, "provider" | "model" | "baseUrl">): string {
  const head = spec.model === "" ? spec.provider : `${spec.provider}:${spec.model}`;
  return spec.baseUrl ? `${head}@${spec.baseUrl}` : head;
}

/** Dated snapshots (`gpt-4.1-2025-04-14`, `claude-sonnet-4-5-20250929`) are the same model as their alias. */
export function canonicalModelName(model: string): string {
  return model
    .trim()
    .toLowerCase()
    .replace(/-(?:\d{4}-\d{2}-\d{2}|\d{8})$/, "");
}

/** True when two specs name the same model of the same provider (ignoring dated-snapshot suffixes). */
export function isSameModel(a: Pick<ModelSpec, "provider" | "model">, b: Pick<ModelSpec, "provider" | "model">): boolean {
  return a.provider === b.provider && canonicalModelName(a.model) === canonicalModelName(b.model);
}
