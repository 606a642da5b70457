import type { BaseCache } from "@langchain/core/caches";
import { CallbackManager, type Callbacks } from "@langchain/core/callbacks/manager";
import { BaseChatModel } from "@langchain/core/language_models/chat_models";
import { mergeConfigs, Runnable, RunnableBinding, type RunnableConfig } from "@langchain/core/runnables";
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
import type { ModelCallPolicy } from "./providers.js";
import { createResilientFetch } from "./transport.js";
import type { CallIdentity, TokenUsage, UsageCallbackHandler, UsageLedger } from "./usage.js";

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
 *
 * Asynchronous because a provider's LangChain package is loaded only when a model of that provider is made (each
 * costs a tenth of a second or more at start-up); the offline engine loads none.
 */
export async function createChatModel(spec: ModelSpec | string, role: ModelRole, runConfig: RunConfig, services: ModelServices = {}): Promise<BaseChatModel> {
  const modelSpec = typeof spec === "string" ? parseModelSpec(spec) : spec;
  const settings = runConfig.roles[role];
  const temperature = settings?.temperature ?? DEFAULT_TEMPERATURES[role];
  const maxTokens = settings?.maxTokens;
  // No handler at all (not an empty list) without a ledger: LangChain then skips its callback manager on every call.
  const callbacks = services.ledger ? [services.ledger.callbackHandler(specIdentity(modelSpec, role))] : undefined;

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
    case "openai-compatible": {
      const { policedChatOpenAI } = await import("./chat-openai.js");
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
    }
    case "anthropic": {
      const { policedChatAnthropic } = await import("./chat-anthropic.js");
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
    }
    case "ollama": {
      const { policedChatOllama } = await import("./chat-ollama.js");
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
}

/** Who a spec-built model's calls are recorded as. */
function specIdentity(spec: ModelSpec, role: ModelRole): CallIdentity {
  return { role, provider: spec.provider, model: spec.model };
}

/**
 * A chat model and the one way its calls reach the usage ledger. `account` is called by the caller with each call's
 * reply (its `usage_metadata`, read by `usageFromMessage`) and the document the call was about; it records the call
 * where the model carries no callback handler, and does nothing where the ledger's handler already counts it.
 */
export interface CallerAccountedModel {
  model: BaseChatModel;
  account(usage: TokenUsage, document?: string): void;
}

/**
 * `createChatModel` for a caller that makes one model call at a time and accounts each from its reply: the model
 * carries no callback handler, so LangChain skips its callback manager, run ids and tracing parameters on every call
 * (a tenth of a millisecond of CPU a call, which counts at hundreds of judge calls a second), and `account` writes
 * the same record to the same ledger that the handler would have written (`handleLLMEnd`: the reply's usage, under
 * the model's identity and the call's document, not cached). Where the role answers from the response cache, a hit
 * is known only to the handler, so that model keeps the handler and `account` does nothing.
 */
export async function createCallerAccountedModel(
  spec: ModelSpec | string,
  role: ModelRole,
  runConfig: RunConfig,
  services: ModelServices & { ledger: UsageLedger },
): Promise<CallerAccountedModel> {
  const modelSpec = typeof spec === "string" ? parseModelSpec(spec) : spec;
  if (runConfig.roles[role]?.cache && services.cache) return { model: await createChatModel(modelSpec, role, runConfig, services), account: () => undefined };
  const { ledger, ...rest } = services;
  const identity = specIdentity(modelSpec, role);
  return {
    model: await createChatModel(modelSpec, role, runConfig, rest),
    account: (usage, document) => void ledger.record({ ...identity, ...(document !== undefined ? { document } : {}), usage, cached: false }),
  };
}

/**
 * A ready-made chat model (a library user's own, or a test's) reporting its calls to the ledger exactly as
 * `createChatModel`'s do: the ledger's own callback handler, attached to the model under the role's identity. The
 * given model is not changed (a caller may share it); the returned one is a view of it that differs only in its
 * callbacks, so its state (counters, caches, queued replies) stays the caller's.
 *
 * Every call is counted once, however it is made: directly with the caller's own per-call `callbacks` (which still
 * run), or on what `bindTools`, `withStructuredOutput` and `withConfig` derive from the view. Deriving is where a
 * view's callbacks alone are lost: those methods may build a new model from the old one's construction fields
 * (ChatOpenAI's `withConfig`, and so its `bindTools`) or a fresh instance (`fakeModel()`'s `bindTools`), and the
 * new model never reads the view's `callbacks`. So whatever they return is counted in turn: a derived chat model
 * becomes a view of its own, any other runnable passes the handler with the config of each of its calls.
 */
export function withUsageAccounting(model: BaseChatModel, identity: CallIdentity, ledger: UsageLedger | undefined): BaseChatModel {
  if (!ledger) return model;
  return countedView(model, ledger.callbackHandler(identity));
}

/**
 * A ready-made model counted as `withUsageAccounting` counts it, in the shape of `createCallerAccountedModel`'s: its
 * calls (whatever its derived runnables make of them) reach the ledger through the handler, so `account` does nothing.
 */
export function callbackAccounted(model: BaseChatModel, identity: CallIdentity, ledger: UsageLedger): CallerAccountedModel {
  return { model: withUsageAccounting(model, identity, ledger), account: () => undefined };
}

/** The methods that return a new runnable made from the model (which may no longer call through the view). */
const DERIVING_METHODS = new Set<PropertyKey>(["bindTools", "withStructuredOutput", "withConfig"]);
const handlerOfView = new WeakMap<BaseChatModel, UsageCallbackHandler>();

function countedView(model: BaseChatModel, handler: UsageCallbackHandler): BaseChatModel {
  if (handlerOfView.get(model) === handler) return model;
  // Every read but `callbacks` and the deriving methods, and every write, go to the model itself.
  const view: BaseChatModel = new Proxy(model, {
    get: (target, property, receiver) => {
      if (property === "callbacks") return withHandler(target.callbacks, handler);
      const value = Reflect.get(target, property, receiver) as unknown;
      if (typeof value !== "function" || !DERIVING_METHODS.has(property)) return value;
      return (...args: unknown[]) => counted(Reflect.apply(value, receiver, args), handler, receiver as BaseChatModel);
    },
    set: (target, property, value) => Reflect.set(target, property, value),
  });
  handlerOfView.set(view, handler);
  return view;
}

function counted(derived: unknown, handler: UsageCallbackHandler, view: BaseChatModel): unknown {
  if (derived === view || !Runnable.isRunnable(derived)) return derived;
  if (derived instanceof BaseChatModel) return countedView(derived, handler);
  return new UsageCountingBinding({ bound: derived as Runnable, config: { callbacks: [handler] }, kwargs: {} });
}

/** A model's own callbacks with the handler added once; a callback manager is copied, never changed. */
function withHandler(own: Callbacks | undefined, handler: UsageCallbackHandler): Callbacks {
  if (own instanceof CallbackManager) {
    if (own.handlers.includes(handler)) return own;
    const manager = own.copy();
    manager.addHandler(handler, false);
    return manager;
  }
  const handlers = own ?? [];
  return handlers.includes(handler) ? handlers : [...handlers, handler];
}

/**
 * A runnable derived from a counted model, with the usage handler in its bound config, so every call (invoke, batch,
 * stream, streamEvents) merges it with the caller's own callbacks, and `withRetry` and `withListeners` keep it.
 * Where the derived runnable still calls through the view (`Runnable.withConfig` binds the view itself), the call
 * meets the handler twice, in its config and in the view's callbacks; LangChain's `CallbackManager.configure` keeps
 * one of each handler, so it is counted once.
 */
class UsageCountingBinding<RunInput, RunOutput> extends RunnableBinding<RunInput, RunOutput> {
  /** RunnableBinding spreads the new config over its own, which would drop the handler: callbacks are merged instead. */
  override withConfig(config: Partial<RunnableConfig>): UsageCountingBinding<RunInput, RunOutput> {
    const callbacks = mergeConfigs({ callbacks: this.config.callbacks }, { callbacks: config.callbacks }).callbacks;
    return new UsageCountingBinding({ bound: this.bound, kwargs: this.kwargs, config: { ...this.config, ...config, callbacks } });
  }
}

/** The identity a ready-made model's calls are recorded under: the role's configured spec, as a spec-built model's are. */
export function roleIdentity(role: ModelRole, spec: ModelSpec): CallIdentity {
  return { role, provider: spec.provider, model: spec.model || role };
}
