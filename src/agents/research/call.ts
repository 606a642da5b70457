import type { BaseChatModel } from "@langchain/core/language_models/chat_models";
import { HumanMessage, SystemMessage, type AIMessage } from "@langchain/core/messages";
import type { RunnableConfig } from "@langchain/core/runnables";
import { messageText } from "../../models/offline/conversation.js";
import { usageFromMessage } from "../../models/usage.js";
import type { LlmDecision } from "../run-log.js";

/** Who calls a model and for what, for the decision log. */
export interface CallContext {
  subject: string;
  iteration: number;
  /** Options of the call (an abort signal, callbacks). */
  config?: RunnableConfig;
}

export interface ModelReply {
  text: string;
  inputTokens: number;
  outputTokens: number;
  startedAt: Date;
  durationMs: number;
}

/** One plain chat call: a system prompt and the rendered task; the reply's text with its usage and time. */
export async function callModel(model: BaseChatModel, system: string, prompt: string, context: CallContext): Promise<ModelReply> {
  const startedAt = new Date();
  const started = performance.now();
  const reply = (await model.invoke([new SystemMessage(system), new HumanMessage(prompt)], context.config)) as AIMessage;
  const usage = usageFromMessage(reply);
  return { text: stripThinking(messageText(reply)), inputTokens: usage.inputTokens, outputTokens: usage.outputTokens, startedAt, durationMs: performance.now() - started };
}

/** Reasoning models may prefix their reply with `<think>…</think>`; the decision is what follows. */
export function stripThinking(text: string): string {
  return text.replace(/<think>[\s\S]*?<\/think>/gi, "").trim();
}

export function decisionOf(agent: string, model: BaseChatModel, reply: ModelReply, context: CallContext, inputSummary: string, output: unknown, error?: string): LlmDecision {
  return {
    agent,
    subject: context.subject,
    iteration: context.iteration,
    model: modelName(model),
    input_summary: inputSummary,
    output,
    input_tokens: reply.inputTokens,
    output_tokens: reply.outputTokens,
    started_at: reply.startedAt.toISOString(),
    duration_ms: Math.round(reply.durationMs),
    ...(error !== undefined ? { error } : {}),
  };
}

export function modelName(model: BaseChatModel): string {
  const params = model._identifyingParams() as { model_name?: unknown; model?: unknown };
  const name = params.model_name ?? params.model;
  return typeof name === "string" ? name : model._llmType();
}

/** A text cut to `max` characters for a log line. */
export function clip(text: string, max = 160): string {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}
