import type { CallbackManagerForLLMRun } from "@langchain/core/callbacks/manager";
import type { BaseLanguageModelInput } from "@langchain/core/language_models/base";
import {
  BaseChatModel,
  type BaseChatModelCallOptions,
  type BaseChatModelParams,
  type BindToolsInput,
} from "@langchain/core/language_models/chat_models";
import { AIMessage, type AIMessageChunk, type BaseMessage, type ToolCall } from "@langchain/core/messages";
import type { ChatResult } from "@langchain/core/outputs";
import type { Runnable } from "@langchain/core/runnables";
import { messageText } from "./conversation.js";

export interface OfflineCallOptions extends BaseChatModelCallOptions {
  /** Names of the tools bound with `bindTools`; the engine only calls tools it was given. */
  offlineTools?: string[];
}

/** What an engine decides on one turn: some words for the transcript and the tool calls to make. */
export interface OfflineTurn {
  content: string;
  toolCalls: { name: string; args: Record<string, unknown> }[];
}

export interface OfflineEngineContext {
  /** The tools bound to the model; undefined when none were bound (then every tool is assumed). */
  tools: ReadonlySet<string> | undefined;
  seed: number;
}

export interface OfflineChatModelFields extends BaseChatModelParams {
  seed?: number;
}

/**
 * The port every offline engine implements: a LangChain chat model whose replies are computed from the
 * conversation alone (no hidden state between calls, so one instance serves any number of documents and attempts
 * at once) and that acts only through tool calls, reporting estimated token usage like a provider would.
 */
export abstract class OfflineChatModel extends BaseChatModel<OfflineCallOptions, AIMessageChunk> {
  readonly seed: number;

  constructor(fields: OfflineChatModelFields = {}) {
    super(fields);
    this.seed = fields.seed ?? 0;
  }

  /** The engine's name as written after `offline:`. */
  abstract readonly engine: string;

  protected abstract respond(messages: readonly BaseMessage[], context: OfflineEngineContext): OfflineTurn;

  override _llmType(): string {
    return `offline-${this.engine}`;
  }

  override _identifyingParams(): Record<string, unknown> {
    return { model_name: `offline:${this.engine}`, engine: this.engine, seed: this.seed };
  }

  override getLsParams(options: this["ParsedCallOptions"]) {
    return { ...super.getLsParams(options), ls_provider: "offline", ls_model_name: this.engine };
  }

  override bindTools(
    tools: BindToolsInput[],
    kwargs?: Partial<OfflineCallOptions>,
  ): Runnable<BaseLanguageModelInput, AIMessageChunk, OfflineCallOptions> {
    return this.withConfig({ ...kwargs, offlineTools: tools.map(toolName).filter((name): name is string => name !== undefined) });
  }

  override async _generate(
    messages: BaseMessage[],
    options: this["ParsedCallOptions"],
    _runManager?: CallbackManagerForLLMRun,
  ): Promise<ChatResult> {
    const tools = options.offlineTools ? new Set(options.offlineTools) : undefined;
    // A turn is computed synchronously, and a chain of resolved promises never lets the event loop poll: a long offline
    // run would hold off signals, progress output and timers (a test runner's worker answers its host only between
    // turns, and times out after 60 s). A model over HTTP yields on its own I/O; this one yields before each turn.
    await new Promise<void>((resolve) => setImmediate(resolve));
    const turn = this.respond(messages, { tools, seed: this.seed });
    const toolCalls: ToolCall[] = turn.toolCalls.map((call, index) => ({
      name: call.name,
      args: call.args,
      id: `offline_${this.engine}_${messages.length}_${index}`,
      type: "tool_call",
    }));
    const inputTokens = estimateTokens(messages.map(messageCharacters).reduce((sum, n) => sum + n, 0));
    const outputTokens = estimateTokens(turn.content.length + JSON.stringify(turn.toolCalls).length);
    const message = new AIMessage({
      content: turn.content,
      tool_calls: toolCalls,
      usage_metadata: { input_tokens: inputTokens, output_tokens: outputTokens, total_tokens: inputTokens + outputTokens },
      response_metadata: { model_name: `offline:${this.engine}` },
    });
    return { generations: [{ text: turn.content, message }], llmOutput: { tokenUsage: { promptTokens: inputTokens, completionTokens: outputTokens, totalTokens: inputTokens + outputTokens } } };
  }
}

/** The usual rule of thumb for English text: about four characters per token. */
export function estimateTokens(characters: number): number {
  return Math.ceil(characters / 4);
}

function messageCharacters(message: BaseMessage): number {
  const calls = AIMessage.isInstance(message) && message.tool_calls?.length ? JSON.stringify(message.tool_calls).length : 0;
  return messageText(message).length + calls;
}

function toolName(tool: BindToolsInput): string | undefined {
  if (typeof tool !== "object" || tool === null) return undefined;
  const record = tool as { name?: unknown; function?: { name?: unknown } };
  if (typeof record.name === "string") return record.name;
  if (typeof record.function?.name === "string") return record.function.name;
  return undefined;
}
