import { AIMessage, HumanMessage, SystemMessage, ToolMessage, type BaseMessage } from "@langchain/core/messages";
import type { ModelRole } from "../../src/config/models.js";
import { createOfflineModel } from "../../src/models/offline/index.js";
import { reply, type MockHandler, type MockReply, type RecordedRequest } from "./mock-openai-server.js";

/**
 * A mock-server handler that answers Chat Completions requests with the offline engine, so that whole runs can go
 * through the real OpenAI provider code over real HTTP (for end-to-end tests and the loop benchmark). The role is
 * told by the tools the request offers: submit_qa → questioner, submit_answer/submit_verdict → reader,
 * dedup_decision → lexical, submit_pairs → chainer, submit_judgement → judge, submit_questions → mcq-writer; by the
 * system prompt for the mcq validator (no tools) → mcq-reader; a request with no tool for a model named after a
 * research engine (planner, synthesizer, fact_extractor, verifier, coverage) → that engine.
 */

interface OpenAIMessage {
  role: "system" | "user" | "assistant" | "tool";
  content: string | { type: string; text?: string; image_url?: { url: string } }[] | null;
  tool_calls?: { id: string; function: { name: string; arguments: string } }[];
  tool_call_id?: string;
}

interface OpenAITool {
  type: "function";
  function: { name: string; description?: string; parameters?: unknown };
}

export function toLangChainMessages(messages: OpenAIMessage[]): BaseMessage[] {
  return messages.map((message) => {
    const content = message.content ?? "";
    switch (message.role) {
      case "system":
        return new SystemMessage(typeof content === "string" ? content : content.map((part) => part.text ?? "").join(""));
      case "user":
        return new HumanMessage({ content: content as never });
      case "tool":
        return new ToolMessage({ tool_call_id: message.tool_call_id ?? "", content: typeof content === "string" ? content : JSON.stringify(content) });
      default:
        return new AIMessage({
          content: typeof content === "string" ? content : "",
          tool_calls: (message.tool_calls ?? []).map((call) => ({
            id: call.id,
            name: call.function.name,
            args: JSON.parse(call.function.arguments || "{}") as Record<string, unknown>,
            type: "tool_call" as const,
          })),
        });
    }
  });
}

/** The research loop's roles call no tool: they are told by the model name (`openai-compatible:verifier@…`). */
const RESEARCH_ENGINES: Readonly<Record<string, ModelRole>> = { planner: "planner", synthesizer: "synthesizer", fact_extractor: "fact_extractor", verifier: "verifier", coverage: "coverage" };

function roleOf(tools: OpenAITool[], model: unknown, messages: OpenAIMessage[]): { role: ModelRole; engine: string } {
  if (tools.length === 0 && typeof model === "string" && Object.hasOwn(RESEARCH_ENGINES, model)) return { role: RESEARCH_ENGINES[model]!, engine: model };
  const names = new Set(tools.map((tool) => tool.function.name));
  if (names.has("submit_qa")) return { role: "generator", engine: "questioner" };
  if (names.has("submit_questions")) return { role: "generator", engine: "mcq-writer" };
  const system = messages.find((message) => message.role === "system")?.content;
  if (typeof system === "string" && system.startsWith("You check multiple-choice questions")) return { role: "validator", engine: "mcq-reader" };
  if (names.has("submit_pairs")) return { role: "generator", engine: "chainer" };
  if (names.has("submit_judgement")) return { role: "judge", engine: "judge" };
  if (names.has("dedup_decision")) return { role: "deduplicator", engine: "lexical" };
  return { role: "validator", engine: "reader" };
}

export interface OfflineHandlerOptions {
  /** Fixed latency of every model call, from the request's arrival to the reply (the engine's time included). */
  latencyMs?: number;
  seed?: number;
}

/** Answers every chat request with the offline engine behind the scenes. */
export function offlineHandler(options: OfflineHandlerOptions = {}): MockHandler {
  return async (request: RecordedRequest): Promise<MockReply | undefined> => {
    if (request.path !== "/v1/chat/completions") return undefined;
    const started = Date.now();
    const tools = (request.body.tools ?? []) as OpenAITool[];
    const { role, engine } = roleOf(tools, request.body.model, request.body.messages as OpenAIMessage[]);
    const model = createOfflineModel(engine, role, { temperature: 0, seed: options.seed ?? 0 });
    const bound = model.bindTools!(tools.map((tool) => ({ type: "function" as const, function: tool.function })) as never);
    const message = (await bound.invoke(toLangChainMessages(request.body.messages as OpenAIMessage[]))) as AIMessage;
    const usage = message.usage_metadata;
    const built = reply.toolCalls(
      (message.tool_calls ?? []).map((call) => ({ id: call.id, name: call.name, args: call.args })),
      {
        content: typeof message.content === "string" ? message.content : "",
        usage: { prompt: usage?.input_tokens ?? 0, completion: usage?.output_tokens ?? 0 },
      },
    );
    // The reply leaves latencyMs after the request arrived, whatever the engine's own time was.
    const remaining = (options.latencyMs ?? 0) - (Date.now() - started);
    return remaining > 0 ? reply.slow(remaining, built) : built;
  };
}
