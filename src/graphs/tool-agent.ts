import type { BaseChatModel } from "@langchain/core/language_models/chat_models";
import { AIMessage, HumanMessage, ToolMessage, type BaseMessage, type MessageContent, type ToolCall } from "@langchain/core/messages";
import type { RunnableConfig } from "@langchain/core/runnables";
import { tool, type StructuredToolInterface } from "@langchain/core/tools";
import { Annotation, END, messagesStateReducer, START, StateGraph } from "@langchain/langgraph";
import { ToolNode } from "@langchain/langgraph/prebuilt";
import type { z } from "zod";
import type { ImageArtifact } from "../documents/tools.js";
import { repairToolCalls, type RejectedToolCall } from "../agents/tool-call-repair.js";
import { QaforgeError } from "../errors.js";

const REJECTED_CALLS_KEY = "qaforgeRejectedToolCalls";

/**
 * spec 000 "Tool Integration": the ReAct agent as a graph — model → tools (ToolNode) → attach-images → model — until
 * the model calls one of its terminal tools (submit_qa, submit_answer, …), stops calling tools, or runs out of steps.
 *
 * The attach-images node adds every image that this turn's view_page calls returned as artifacts, as ONE user
 * message after ALL tool results: Chat Completions drops images inside tool messages and requires the tool results
 * to follow the assistant message directly.
 */

export interface TerminalToolDefinition {
  name: string;
  description: string;
  schema: z.ZodObject;
}

export interface ToolAgentOptions {
  model: BaseChatModel;
  tools: StructuredToolInterface[];
  terminalTools: TerminalToolDefinition[];
  /** Most model turns before the attempt is abandoned. */
  maxSteps?: number;
  /** Said to a model that answers without calling a tool, once, before the attempt is abandoned. */
  nudge?: string;
}

export type ToolAgentOutcome =
  | { kind: "terminal"; name: string; args: Record<string, unknown>; callId: string }
  | { kind: "no_tool_call"; text: string }
  | { kind: "step_budget"; steps: number };

export interface ToolAgentResult {
  outcome: ToolAgentOutcome;
  messages: BaseMessage[];
  steps: number;
  /** Pages whose images were attached, in order of viewing (visual mode). */
  viewedPages: number[];
}

const AgentState = Annotation.Root({
  messages: Annotation<BaseMessage[]>({ reducer: messagesStateReducer, default: () => [] }),
  steps: Annotation<number>({ reducer: (_, next) => next, default: () => 0 }),
  nudged: Annotation<boolean>({ reducer: (_, next) => next, default: () => false }),
  viewedPages: Annotation<number[]>({ reducer: (current, next) => [...current, ...next], default: () => [] }),
  outcome: Annotation<ToolAgentOutcome | undefined>({ reducer: (_, next) => next, default: () => undefined }),
});
type AgentStateType = typeof AgentState.State;

/** Terminal tools are bound to the model like any tool but never executed: the graph ends on them. */
export function terminalToolStub(definition: TerminalToolDefinition): StructuredToolInterface {
  return tool(
    async () => {
      throw new Error(`${definition.name} is handled by the agent graph`);
    },
    { name: definition.name, description: definition.description, schema: definition.schema },
  );
}

export function createToolAgent(options: ToolAgentOptions) {
  const maxSteps = options.maxSteps ?? 12;
  const terminalNames = new Set(options.terminalTools.map((t) => t.name));
  const toolNames = new Set(options.tools.map((t) => t.name));
  const boundTools = [...options.tools, ...options.terminalTools.map(terminalToolStub)];
  if (!options.model.bindTools) {
    throw new QaforgeError("llm_error", `the model ${options.model._llmType()} cannot call tools`);
  }
  const model = options.model.bindTools(boundTools);
  const toolNode = new ToolNode(options.tools, { handleToolErrors: true });

  const callModel = async (state: AgentStateType, config: RunnableConfig): Promise<Partial<AgentStateType>> => {
    const response = (await model.invoke(state.messages, config)) as AIMessage;
    const message = repairMessage(response, boundTools);
    const steps = state.steps + 1;
    const rejectedIds = new Set(rejectedCalls(message).map((call) => call.id));
    const terminal = message.tool_calls?.find((call) => terminalNames.has(call.name) && !rejectedIds.has(call.id));
    if (terminal) {
      return {
        messages: [message],
        steps,
        outcome: { kind: "terminal", name: terminal.name, args: terminal.args as Record<string, unknown>, callId: terminal.id ?? "" },
      };
    }
    return { messages: [message], steps };
  };

  /** Error tool messages for the calls that cannot run: unknown tools, arguments that neither parse nor repair. */
  const answerBadCalls = (message: AIMessage): ToolMessage[] =>
    rejectedCalls(message).map(
      (call) => new ToolMessage({ tool_call_id: call.id ?? "", name: call.name, status: "error", content: `Error: ${call.reason}` }),
    );

  const runTools = async (state: AgentStateType, config: RunnableConfig): Promise<Partial<AgentStateType>> => {
    const last = state.messages[state.messages.length - 1] as AIMessage;
    const rejectedIds = new Set(rejectedCalls(last).map((call) => call.id));
    const runnable = (last.tool_calls ?? []).filter((call) => toolNames.has(call.name) && !rejectedIds.has(call.id));
    const answers = await Promise.all(runnable.map((call) => runTool(last, call, config)));
    return { messages: [...answers.flat(), ...answerBadCalls(last)] };
  };

  /**
   * Runs one call of the message, with an abort signal of its own that follows the step's. LangChain's tool() adds an
   * abort listener to the signal it is given for as long as the call runs, so a model asking for ten or more calls at
   * once would pile them on the one step signal (Node's MaxListenersExceededWarning); AbortSignal.any() follows its
   * source without adding a listener to it.
   */
  const runTool = async (message: AIMessage, call: ToolCall, config: RunnableConfig): Promise<BaseMessage[]> => {
    const signal = config.signal ? AbortSignal.any([config.signal]) : undefined;
    const output = (await toolNode.invoke([new AIMessage({ content: message.content, tool_calls: [call], id: message.id })], { ...config, signal })) as
      | BaseMessage[]
      | { messages: BaseMessage[] };
    return Array.isArray(output) ? output : output.messages;
  };

  const attachImages = (state: AgentStateType): Partial<AgentStateType> => {
    const images: ImageArtifact[] = [];
    for (let index = state.messages.length - 1; index >= 0; index--) {
      const message = state.messages[index]!;
      if (!(message instanceof ToolMessage)) break;
      const artifact = message.artifact as ImageArtifact | undefined;
      if (artifact?.type === "image") images.unshift(artifact);
    }
    if (images.length === 0) return {};
    const content: MessageContent = [
      { type: "text", text: `Rendered page${images.length > 1 ? "s" : ""} ${images.map((image) => image.page).join(", ")}, in the order requested:` },
      ...images.map((image) => ({ type: "image_url" as const, image_url: { url: `data:${image.mimeType};base64,${image.base64}` } })),
    ];
    return { messages: [new HumanMessage({ content })], viewedPages: images.map((image) => image.page) };
  };

  const nudge = (): Partial<AgentStateType> => ({
    nudged: true,
    messages: [new HumanMessage(options.nudge ?? `Call one of ${[...terminalNames].join(", ")} to finish.`)],
  });

  const routeAfterModel = (state: AgentStateType): "tools" | "nudge" | typeof END => {
    if (state.outcome) return END;
    const last = state.messages[state.messages.length - 1] as AIMessage;
    const hasCalls = (last.tool_calls?.length ?? 0) > 0;
    if (state.steps >= maxSteps) return END;
    if (hasCalls) return "tools";
    return state.nudged ? END : "nudge";
  };

  return new StateGraph(AgentState)
    .addNode("agent", callModel)
    .addNode("tools", runTools)
    .addNode("attach_images", attachImages)
    .addNode("nudge", nudge)
    .addEdge(START, "agent")
    .addConditionalEdges("agent", routeAfterModel, { tools: "tools", nudge: "nudge", [END]: END })
    .addEdge("tools", "attach_images")
    .addEdge("attach_images", "agent")
    .addEdge("nudge", "agent")
    .compile();
}

/** Runs the agent on a conversation and says how it ended. */
export async function runToolAgent(
  agent: ReturnType<typeof createToolAgent>,
  messages: BaseMessage[],
  config: RunnableConfig = {},
  maxSteps = 12,
): Promise<ToolAgentResult> {
  const final = (await agent.invoke({ messages }, { ...config, recursionLimit: maxSteps * 4 + 10 })) as AgentStateType;
  let outcome = final.outcome;
  if (!outcome) {
    const last = final.messages[final.messages.length - 1];
    outcome =
      final.steps >= maxSteps && last instanceof AIMessage && (last.tool_calls?.length ?? 0) > 0
        ? { kind: "step_budget", steps: final.steps }
        : { kind: "no_tool_call", text: textOf(last?.content) };
  }
  return { outcome, messages: final.messages, steps: final.steps, viewedPages: final.viewedPages };
}

/**
 * Checks every tool call against its tool's schema and repairs malformed JSON arguments (from any provider). Calls
 * that cannot be used stay in `tool_calls` with empty arguments, so that the conversation sent back to the provider
 * still holds the call the error message answers; they are listed under response_metadata and never executed.
 */
function repairMessage(message: AIMessage, tools: readonly StructuredToolInterface[]): AIMessage {
  if ((message.tool_calls?.length ?? 0) === 0 && (message.invalid_tool_calls?.length ?? 0) === 0) return message;
  const repaired = repairToolCalls(message, tools);
  const rejected = repaired.rejected.map((call, index) => ({ ...call, id: call.id ?? `rejected_call_${index}` }));
  return new AIMessage({
    id: message.id,
    content: message.content,
    tool_calls: [
      ...repaired.toolCalls,
      ...rejected.map((call) => ({ id: call.id, name: call.name, args: {}, type: "tool_call" as const })),
    ],
    invalid_tool_calls: [],
    usage_metadata: message.usage_metadata,
    response_metadata: { ...message.response_metadata, [REJECTED_CALLS_KEY]: rejected },
  });
}

function rejectedCalls(message: AIMessage): RejectedToolCall[] {
  return (message.response_metadata?.[REJECTED_CALLS_KEY] ?? []) as RejectedToolCall[];
}

export function textOf(content: MessageContent | undefined): string {
  if (content === undefined) return "";
  if (typeof content === "string") return content;
  return content.map((part) => (typeof part === "string" ? part : part.type === "text" ? String((part as { text?: string }).text ?? "") : "")).join("");
}
