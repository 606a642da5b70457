/**
 * Scripted chat models for graph tests. LangChain's `fakeModel()` already is one: a BaseChatModel that returns
 * queued messages in order, supports `bindTools`, and records each call's messages. These helpers build the
 * AIMessages to queue, with tool calls and token usage, so graph tests exercise the usage ledger too.
 */
import { AIMessage, type UsageMetadata } from "@langchain/core/messages";
import { fakeModel, type FakeBuiltModel } from "@langchain/core/testing";

export { fakeModel, type FakeBuiltModel };

export interface ScriptedUsage {
  input: number;
  output: number;
  cached?: number;
  reasoning?: number;
}

export interface ScriptedTurn {
  content?: string;
  toolCalls?: Array<{ name: string; args: Record<string, unknown>; id?: string }>;
  usage?: ScriptedUsage;
}

let nextToolCallId = 0;

/** An AIMessage as a provider would return it: content, tool calls with ids, and usage_metadata. */
export function aiTurn(turn: ScriptedTurn): AIMessage {
  return new AIMessage({
    content: turn.content ?? "",
    tool_calls: (turn.toolCalls ?? []).map((call) => ({
      name: call.name,
      args: call.args,
      id: call.id ?? `scripted_call_${nextToolCallId++}`,
      type: "tool_call" as const,
    })),
    ...(turn.usage ? { usage_metadata: usageMetadata(turn.usage) } : {}),
  });
}

export function usageMetadata(usage: ScriptedUsage): UsageMetadata {
  return {
    input_tokens: usage.input,
    output_tokens: usage.output,
    total_tokens: usage.input + usage.output,
    input_token_details: { cache_read: usage.cached ?? 0 },
    output_token_details: { reasoning: usage.reasoning ?? 0 },
  };
}

/** A fake model that answers each call with the next turn; a call beyond the script throws. */
export function scriptedModel(...turns: Array<ScriptedTurn | AIMessage | Error>): FakeBuiltModel {
  const model = fakeModel();
  for (const turn of turns) model.respond(turn instanceof AIMessage || turn instanceof Error ? turn : aiTurn(turn));
  return model;
}
