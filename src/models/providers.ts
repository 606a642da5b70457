import { AsyncLocalStorage } from "node:async_hooks";
import { createHash } from "node:crypto";
import type { Callbacks } from "@langchain/core/callbacks/manager";
import type { CallbackManagerForLLMRun } from "@langchain/core/callbacks/manager";
import type { BaseChatModel } from "@langchain/core/language_models/chat_models";
import { AIMessage, coerceMessageLikeToMessage, ToolMessage, type BaseMessage, type BaseMessageLike } from "@langchain/core/messages";
import type { Serialized } from "@langchain/core/load/serializable";
import type { ChatGenerationChunk, ChatResult, LLMResult } from "@langchain/core/outputs";
import { QaforgeError } from "../errors.js";
import { inCallRecord, withCallRecord, type CallRecord } from "./transport.js";

/** What a provider model needs to explain its failures and key its cache entries without leaking secrets. */
export interface ModelCallPolicy {
  /** `provider:model[@baseUrl]`. */
  label: string;
  /** Values (API keys) removed from every error message. */
  secrets: readonly string[];
}

const promptDigests = new AsyncLocalStorage<string>();
const serializedModels = new WeakMap<object, Serialized>();

// A mixin's base constructor must take `any[]` (TS2545).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type ChatModelClass = abstract new (...args: any[]) => BaseChatModel;
/** What the mixin adds to a provider class, named so that the provider modules can extend it. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type PolicedChatModelClass = abstract new (...args: any[]) => { callPolicy: ModelCallPolicy };

/**
 * Gives a LangChain provider class qaforge's call behaviour:
 * - every failure leaves the model as one QaforgeError (llm_error) that names the model, the HTTP status or the
 *   transport's reason (timeout, connection), the number of attempts, and never an API key;
 * - the response-cache key covers everything that decides the answer: the full messages (images and tool-call ids
 *   included, which LangChain's own prompt key drops), the request parameters (temperature, bound tools, tool
 *   choice, response format) and the endpoint, and no credentials.
 * Each provider's class is in a module of its own (`chat-openai.ts`, …), which `createChatModel` loads on the first
 * model of that provider: a LangChain provider package costs a tenth of a second or more to load.
 */
export function withModelCallPolicy<TBase extends ChatModelClass>(Base: TBase): TBase & PolicedChatModelClass {
  const parent = Base.prototype as BaseChatModel;
  abstract class PolicedChatModel extends Base {
    callPolicy: ModelCallPolicy = { label: "model", secrets: [] };

    /**
     * LangChain serialises the model for its callbacks on every call (walking the prototype chain for aliases and
     * secrets); a provider model's construction fields never change after it is made, so once is enough. (Kept
     * outside the instance, not in a `#field`: `withUsageAccounting`'s view of the model is a Proxy, which has none.)
     */
    override toJSON(): Serialized {
      let serialized = serializedModels.get(this);
      if (!serialized) {
        serialized = super.toJSON();
        serializedModels.set(this, serialized);
      }
      return serialized;
    }

    override async generate(messages: BaseMessageLike[][], options?: string[] | Record<string, unknown>, callbacks?: Callbacks): Promise<LLMResult> {
      // The digest is only read for a cache key: a model without a cache does not pay for it on every call.
      if (!this.cache) return super.generate(messages, options as never, callbacks);
      return promptDigests.run(digestMessages(messages), () => super.generate(messages, options as never, callbacks));
    }

    override _getSerializedCacheKeyParametersForCall(options: Record<string, unknown>): string {
      const { config: _config, signal: _signal, callbacks: _callbacks, timeout: _timeout, ...callOptions } = options;
      return stableJson({
        endpoint: this.callPolicy.label,
        request: this.invocationParams(callOptions as never),
        options: callOptions,
        messages: promptDigests.getStore() ?? null,
      });
    }

    override async _generate(messages: BaseMessage[], options: this["ParsedCallOptions"], runManager?: CallbackManagerForLLMRun): Promise<ChatResult> {
      const { record, result } = withCallRecord(() => parent._generate.call(this, messages, options, runManager));
      try {
        return await result;
      } catch (error) {
        throw modelCallError(error, record, this.callPolicy);
      }
    }

    override async *_streamResponseChunks(
      messages: BaseMessage[],
      options: this["ParsedCallOptions"],
      runManager?: CallbackManagerForLLMRun,
    ): AsyncGenerator<ChatGenerationChunk> {
      yield* guardStream(parent._streamResponseChunks.call(this, messages, options, runManager), this.callPolicy);
    }

    override async *_streamChatModelEvents(
      messages: BaseMessage[],
      options: this["ParsedCallOptions"],
      runManager?: CallbackManagerForLLMRun,
    ): ReturnType<BaseChatModel["_streamChatModelEvents"]> {
      yield* guardStream(parent._streamChatModelEvents.call(this, messages, options, runManager), this.callPolicy);
    }
  }
  return PolicedChatModel;
}

async function* guardStream<T>(stream: AsyncGenerator<T>, policy: ModelCallPolicy): AsyncGenerator<T> {
  const record: CallRecord = { attempts: 0 };
  for (;;) {
    let step: IteratorResult<T>;
    try {
      step = await inCallRecord(record, () => stream.next());
    } catch (error) {
      throw modelCallError(error, record, policy);
    }
    if (step.done) return;
    yield step.value;
  }
}

/** Turns whatever a provider client threw into one clear QaforgeError; an abort by the caller passes through. */
export function modelCallError(error: unknown, record: CallRecord, policy: ModelCallPolicy): unknown {
  if (record.failure) return record.failure;
  if (isAbort(error)) return error;
  const inner = findQaforgeError(error);
  if (inner) return inner;
  const status = statusOf(error) ?? (record.lastStatus !== undefined && record.lastStatus >= 400 ? record.lastStatus : undefined);
  const detail = redact(error instanceof Error ? error.message : String(error), policy.secrets).split("\n")[0] ?? "";
  const attempts = record.attempts > 1 ? ` after ${record.attempts} attempts` : "";
  const what =
    status === 401 || status === 403
      ? `the provider refused the API key (HTTP ${status})`
      : status !== undefined
        ? `the call failed with HTTP ${status}${attempts}`
        : `the call failed${attempts}`;
  return new QaforgeError("llm_error", `${policy.label}: ${what}: ${detail}`, { cause: new Error(detail) });
}

function isAbort(error: unknown): boolean {
  const name = (error as { name?: string } | undefined)?.name;
  return name === "AbortError" || name === "APIUserAbortError" || name === "ModelAbortError";
}

function findQaforgeError(error: unknown): QaforgeError | undefined {
  let current: unknown = error;
  for (let depth = 0; current !== undefined && current !== null && depth < 8; depth++) {
    if (current instanceof QaforgeError) return current;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

function statusOf(error: unknown): number | undefined {
  const candidate = error as { status?: unknown; status_code?: unknown; response?: { status?: unknown } };
  for (const value of [candidate?.status, candidate?.status_code, candidate?.response?.status]) {
    if (typeof value === "number" && value >= 100) return value;
  }
  return undefined;
}

export function redact(text: string, secrets: readonly string[]): string {
  let result = text;
  for (const secret of secrets) if (secret.length >= 4) result = result.split(secret).join("[redacted]");
  return result;
}

/** A digest of everything in the messages a provider sees, including images and tool-call ids. */
export function digestMessages(batches: BaseMessageLike[][]): string {
  const canonical = batches.map((messages) =>
    messages.map((like) => {
      const message = coerceMessageLikeToMessage(like);
      return {
        type: message.type,
        name: message.name ?? null,
        content: message.content,
        toolCalls: AIMessage.isInstance(message) ? (message.tool_calls ?? []).map(({ name, args, id }) => ({ name, args, id })) : null,
        toolCallId: ToolMessage.isInstance(message) ? message.tool_call_id : null,
      };
    }),
  );
  return createHash("sha256").update(stableJson(canonical)).digest("hex");
}

/** JSON with object keys sorted, functions dropped and cycles cut, so equal requests give equal text. */
export function stableJson(value: unknown): string {
  const ancestors = new Set<object>();
  const normalize = (item: unknown): unknown => {
    if (typeof item === "function" || typeof item === "symbol") return undefined;
    if (typeof item === "bigint") return item.toString();
    if (item === null || typeof item !== "object") return item;
    if (ancestors.has(item)) return "[cycle]";
    ancestors.add(item);
    try {
      const toJSON = (item as { toJSON?: () => unknown }).toJSON;
      if (typeof toJSON === "function" && !Array.isArray(item)) return normalize(toJSON.call(item));
      if (Array.isArray(item)) return item.map(normalize);
      const entries = Object.keys(item)
        .sort()
        .map((key) => [key, normalize((item as Record<string, unknown>)[key])] as const)
        .filter(([, entry]) => entry !== undefined);
      return Object.fromEntries(entries);
    } finally {
      ancestors.delete(item);
    }
  };
  return JSON.stringify(normalize(value)) ?? "null";
}
