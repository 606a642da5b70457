import { BaseCallbackHandler } from "@langchain/core/callbacks/base";
import { AIMessage, type BaseMessage, type UsageMetadata } from "@langchain/core/messages";
import type { ChatGeneration, LLMResult } from "@langchain/core/outputs";
import type { ModelProvider, ModelRole } from "../config/models.js";
import type { PriceTable } from "../config/run-config.js";
import { costOf, lookupPrice } from "./pricing.js";

/** Token counts of one call or a sum of calls. Cached, cache-write and reasoning tokens are parts of input and output. */
export interface TokenUsage {
  inputTokens: number;
  outputTokens: number;
  /** Input tokens served from the provider's prompt cache. */
  cachedInputTokens: number;
  /** Input tokens written to the provider's prompt cache (Anthropic). */
  cacheWriteTokens: number;
  /** Output tokens spent on hidden reasoning. */
  reasoningTokens: number;
}

export const ZERO_USAGE: Readonly<TokenUsage> = {
  inputTokens: 0,
  outputTokens: 0,
  cachedInputTokens: 0,
  cacheWriteTokens: 0,
  reasoningTokens: 0,
};

/** Who made a call: the role, the model, and the document it was about. */
export interface CallIdentity {
  role: ModelRole | string;
  provider: ModelProvider;
  model: string;
}

export interface UsageEntry extends CallIdentity {
  document?: string;
  usage: TokenUsage;
  /** Answered from qaforge's response cache: no tokens were spent. */
  cached?: boolean;
}

export interface UsageRecord extends UsageEntry {
  costUsd: number;
  priced: boolean;
  cached: boolean;
}

export interface UsageSummary extends TokenUsage {
  calls: number;
  cachedCalls: number;
  costUsd: number;
  /** `provider:model` of calls that had no price, so `costUsd` leaves them out. */
  unpricedModels: string[];
}

export type UsageListener = (record: UsageRecord, totals: UsageSummary) => void;

/** The usage LangChain reports on an AIMessage (`usage_metadata`), in qaforge's terms. */
export function usageFromMetadata(metadata: UsageMetadata | undefined): TokenUsage {
  if (!metadata) return { ...ZERO_USAGE };
  return {
    inputTokens: metadata.input_tokens ?? 0,
    outputTokens: metadata.output_tokens ?? 0,
    cachedInputTokens: metadata.input_token_details?.cache_read ?? 0,
    cacheWriteTokens: metadata.input_token_details?.cache_creation ?? 0,
    reasoningTokens: metadata.output_token_details?.reasoning ?? 0,
  };
}

export function usageFromMessage(message: BaseMessage): TokenUsage {
  return usageFromMetadata(AIMessage.isInstance(message) ? message.usage_metadata : undefined);
}

function emptySummary(): UsageSummary {
  return { ...ZERO_USAGE, calls: 0, cachedCalls: 0, costUsd: 0, unpricedModels: [] };
}

function addTo(summary: UsageSummary, record: UsageRecord): void {
  summary.calls += 1;
  if (record.cached) summary.cachedCalls += 1;
  summary.inputTokens += record.usage.inputTokens;
  summary.outputTokens += record.usage.outputTokens;
  summary.cachedInputTokens += record.usage.cachedInputTokens;
  summary.cacheWriteTokens += record.usage.cacheWriteTokens;
  summary.reasoningTokens += record.usage.reasoningTokens;
  summary.costUsd += record.costUsd;
  const label = `${record.provider}:${record.model}`;
  if (!record.priced && !summary.unpricedModels.includes(label)) summary.unpricedModels.push(label);
}

function cloneSummary(summary: UsageSummary): UsageSummary {
  return { ...summary, unpricedModels: [...summary.unpricedModels] };
}

/**
 * Token usage and cost of a run, summed per role, per document and in total. Calls reach it through the callback
 * handler that `createChatModel` attaches (or `callbackHandler()` for any other chat model), so it works the same for
 * every provider and for scripted test models, or, for a model made by `createCallerAccountedModel`, from the caller
 * with each reply's usage (`record`). Listeners hear each call as it ends, for a live progress display.
 */
export class UsageLedger {
  readonly #prices: PriceTable;
  readonly #records: UsageRecord[] = [];
  readonly #totals = emptySummary();
  readonly #byRole = new Map<string, UsageSummary>();
  readonly #byDocument = new Map<string, UsageSummary>();
  readonly #listeners = new Set<UsageListener>();

  constructor(prices: PriceTable = {}) {
    this.#prices = prices;
  }

  record(entry: UsageEntry): UsageRecord {
    const { price, priced } = lookupPrice(entry.provider, entry.model, this.#prices);
    const cached = entry.cached ?? false;
    const record: UsageRecord = { ...entry, usage: { ...entry.usage }, cached, priced, costUsd: costOf(entry.usage, price) };
    this.#records.push(record);
    addTo(this.#totals, record);
    addTo(summaryIn(this.#byRole, record.role), record);
    if (record.document !== undefined) addTo(summaryIn(this.#byDocument, record.document), record);
    const totals = this.totals();
    for (const listener of this.#listeners) listener(record, totals);
    return record;
  }

  totals(): UsageSummary {
    return cloneSummary(this.#totals);
  }

  byRole(): Record<string, UsageSummary> {
    return Object.fromEntries([...this.#byRole].map(([role, summary]) => [role, cloneSummary(summary)]));
  }

  byDocument(): Record<string, UsageSummary> {
    return Object.fromEntries([...this.#byDocument].map(([document, summary]) => [document, cloneSummary(summary)]));
  }

  records(): readonly UsageRecord[] {
    return [...this.#records];
  }

  /** Calls `listener` after every recorded call; returns the function that stops it. */
  onRecord(listener: UsageListener): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  /** A LangChain callback handler that records every call of a chat model under `identity`. */
  callbackHandler(identity: CallIdentity): UsageCallbackHandler {
    return new UsageCallbackHandler(this, identity);
  }
}

function summaryIn(map: Map<string, UsageSummary>, key: string): UsageSummary {
  let summary = map.get(key);
  if (!summary) {
    summary = emptySummary();
    map.set(key, summary);
  }
  return summary;
}

/** The metadata key (or `document:<id>` tag) that tells the ledger which document a call was about. */
export const DOCUMENT_METADATA_KEY = "document";

/**
 * Records the usage of each chat-model call in a ledger. The document comes from the call's metadata
 * (`{ metadata: { document: id } }`, which LangGraph passes down to nested calls) or a `document:<id>` tag.
 */
export class UsageCallbackHandler extends BaseCallbackHandler {
  name = "qaforge_usage";
  /** Record before `invoke` returns, so totals are exact when a caller reads them. */
  override awaitHandlers = true;
  readonly #ledger: UsageLedger;
  readonly #identity: CallIdentity;
  readonly #documentsByRun = new Map<string, string | undefined>();

  constructor(ledger: UsageLedger, identity: CallIdentity) {
    super();
    this.#ledger = ledger;
    this.#identity = identity;
  }

  override handleChatModelStart(
    _llm: unknown,
    _messages: BaseMessage[][],
    runId: string,
    _parentRunId?: string,
    _extraParams?: Record<string, unknown>,
    tags?: string[],
    metadata?: Record<string, unknown>,
  ): void {
    this.#documentsByRun.set(runId, documentOf(tags, metadata));
  }

  override handleLLMEnd(output: LLMResult, runId: string, _parentRunId?: string, _tags?: string[], extraParams?: Record<string, unknown>): void {
    const document = this.#documentsByRun.get(runId);
    this.#documentsByRun.delete(runId);
    const cached = extraParams?.cached === true;
    for (const generations of output.generations) {
      const message = (generations[0] as ChatGeneration | undefined)?.message;
      const usage = message ? usageFromMessage(message) : { ...ZERO_USAGE };
      this.#ledger.record({ ...this.#identity, ...(document !== undefined ? { document } : {}), usage, cached });
    }
  }

  override handleLLMError(_error: unknown, runId: string): void {
    this.#documentsByRun.delete(runId);
  }
}

function documentOf(tags: string[] | undefined, metadata: Record<string, unknown> | undefined): string | undefined {
  const fromMetadata = metadata?.[DOCUMENT_METADATA_KEY];
  if (typeof fromMetadata === "string" && fromMetadata !== "") return fromMetadata;
  const tag = tags?.find((candidate) => candidate.startsWith(`${DOCUMENT_METADATA_KEY}:`));
  return tag?.slice(DOCUMENT_METADATA_KEY.length + 1);
}
