import type { BaseCache } from "@langchain/core/caches";
import { CallbackManager } from "@langchain/core/callbacks/manager";
import type { BaseChatModel } from "@langchain/core/language_models/chat_models";
import { formatModelSpec, parseModelSpec, type ModelRole, type ModelSpec } from "../config/models.js";
import {
  concurrencyFor,
  DEFAULT_TEMPERATURES,
  requireApiKey,
  RUN_CONFIG_FILE,
  type RunConfig,
} from "../config/run-config.js";
import { QaforgeError } from "../errors.js";
import { providerLimiter } from "./concurrency.js";
import { createOfflineModel } from "./offline/index.js";
import { policedChatAnthropic, policedChatOllama, policedChatOpenAI, type ModelCallPolicy } from "./providers.js";
import { createResilientFetch } from "./transport.js";
import type { CallIdentity, UsageLedger } from "./usage.js";

export interface ModelServices {
  /** Receives the token usage of every call. */
  ledger?: UsageLedger;
  /** The response cache (`createLlmCache(db)`), used for roles whose settings enable it. */
  cache?: BaseCache;
  /** The fetch that reaches the network; the global fetch by default. */
  fetch?: typeof fetch;
}

const DEFAULT_OLLAMA_URL = "http://127.0.0.1:11434";
/** OpenAI-compatible servers rarely check keys, but the OpenAI client needs one; never fall back to OPENAI_API_KEY. */
const PLACEHOLDER_KEY = "not-needed";
const LONGEST_TIMER_MS = 2_000_000_000;

/**
 * The chat model for a role: ChatOpenAI, ChatAnthropic or ChatOllama talking through qaforge's transport (retries
 * honouring Retry-After, per-call timeout, a concurrency limit per provider endpoint shared by the whole process),
 * reporting usage to the ledger and, for cached roles, answering repeated calls from the response cache; or the
 * offline engine. Throws missing_api_key naming the environment variable when a key is needed and not set.
 */
export function createChatModel(spec: ModelSpec | string, role: ModelRole, runConfig: RunConfig, services: ModelServices = {}): BaseChatModel {
  const modelSpec = typeof spec === "string" ? parseModelSpec(spec) : spec;
  const settings = runConfig.roles[role];
  const temperature = settings?.temperature ?? DEFAULT_TEMPERATURES[role];
  const maxTokens = settings?.maxTokens;
  const callbacks = services.ledger ? [services.ledger.callbackHandler({ role, provider: modelSpec.provider, model: modelSpec.model })] : [];

  if (modelSpec.provider === "offline") {
    return createOfflineModel(modelSpec.model === "" ? undefined : modelSpec.model, role, {
      temperature,
      seed: runConfig.seed,
      ...(maxTokens !== undefined ? { maxTokens } : {}),
      callbacks,
    });
  }

  const provider = modelSpec.provider;
  const apiKey = requireApiKey(runConfig, provider)?.reveal();
  const baseUrl = modelSpec.baseUrl ?? runConfig.providers[provider]?.baseUrl;
  if (provider === "openai-compatible" && baseUrl === undefined) {
    throw new QaforgeError(
      "config_invalid",
      `${formatModelSpec(modelSpec)} has no server URL; write openai-compatible:MODEL@http://host:port/v1 or set providers.openai-compatible.base_url in ${RUN_CONFIG_FILE}`,
    );
  }
  const label = formatModelSpec({ provider, model: modelSpec.model, baseUrl });
  const policy: ModelCallPolicy = { label, secrets: apiKey ? [apiKey] : [] };
  const transport = createResilientFetch({
    label,
    limiter: providerLimiter(provider, baseUrl, concurrencyFor(runConfig, provider)),
    timeoutMs: runConfig.timeoutMs,
    maxRetries: runConfig.maxRetries,
    retryBaseMs: runConfig.retryBaseMs,
    maxRetryWaitMs: runConfig.maxRetryWaitMs,
    ...(services.fetch ? { fetch: services.fetch } : {}),
  });
  // The provider clients' own timers must outlast all of qaforge's attempts and waits.
  const clientTimeoutMs = Math.min(
    LONGEST_TIMER_MS,
    (runConfig.timeoutMs + runConfig.maxRetryWaitMs) * (runConfig.maxRetries + 1) + 60_000,
  );
  const common = {
    model: modelSpec.model,
    temperature,
    callbacks,
    ...(settings?.cache && services.cache ? { cache: services.cache } : {}),
  };

  switch (provider) {
    case "openai":
    case "openai-compatible":
      return policedChatOpenAI(
        {
          ...common,
          ...(maxTokens !== undefined ? { maxTokens } : {}),
          apiKey: apiKey ?? PLACEHOLDER_KEY,
          maxRetries: 0,
          timeout: clientTimeoutMs,
          ...(provider === "openai-compatible" ? { useResponsesApi: false } : {}),
          configuration: { ...(baseUrl !== undefined ? { baseURL: baseUrl } : {}), fetch: transport },
        },
        policy,
      );
    case "anthropic":
      return policedChatAnthropic(
        {
          ...common,
          ...(maxTokens !== undefined ? { maxTokens } : {}),
          apiKey,
          maxRetries: 0,
          ...(baseUrl !== undefined ? { anthropicApiUrl: baseUrl } : {}),
          clientOptions: { fetch: transport, timeout: clientTimeoutMs },
        },
        policy,
      );
    case "ollama":
      return policedChatOllama(
        {
          ...common,
          ...(maxTokens !== undefined ? { numPredict: maxTokens } : {}),
          maxRetries: 0,
          baseUrl: baseUrl ?? DEFAULT_OLLAMA_URL,
          fetch: transport,
        },
        policy,
      );
  }
}

/**
 * A ready-made chat model (a library user's own, or a test's) reporting its calls to the ledger exactly as
 * `createChatModel`'s do: the ledger's own callback handler, attached to the model under the role's identity. The
 * given model is not changed (a caller may share it); the returned one is a view of it that differs only in its
 * callbacks, so tool binding and structured output work as before, its state stays the caller's, and its calls are
 * counted whether it is invoked directly or bound.
 */
export function withUsageAccounting(model: BaseChatModel, identity: CallIdentity, ledger: UsageLedger | undefined): BaseChatModel {
  if (!ledger) return model;
  const handler = ledger.callbackHandler(identity);
  const own = model.callbacks;
  let callbacks: BaseChatModel["callbacks"];
  if (own instanceof CallbackManager) {
    const manager = own.copy();
    manager.addHandler(handler, false);
    callbacks = manager;
  } else {
    callbacks = [...(own ?? []), handler];
  }
  // A view of the model whose own callbacks include the handler: every read but `callbacks` and every write go to
  // the model itself, so its state (counters, caches) stays one.
  return new Proxy(model, {
    get: (target, property, receiver) => (property === "callbacks" ? callbacks : Reflect.get(target, property, receiver) as unknown),
    set: (target, property, value) => Reflect.set(target, property, value),
  });
}

/** The identity a ready-made model's calls are recorded under: the role's configured spec, as a spec-built model's are. */
export function roleIdentity(role: ModelRole, spec: ModelSpec): CallIdentity {
  return { role, provider: spec.provider, model: spec.model || role };
}
