import type { BaseChatModel } from "@langchain/core/language_models/chat_models";
import type { AIMessage, BaseMessage, ToolCall, ToolMessage } from "@langchain/core/messages";
import type { StructuredToolInterface } from "@langchain/core/tools";

export interface AgentRun {
  call: ToolCall;
  messages: BaseMessage[];
  turns: number;
}

/**
 * The ReAct loop the graph runs, without the graph: call the model, run the document tools it calls, stop at a
 * terminal tool. For testing a model's behaviour (the offline engine) on its own.
 */
export async function runToolLoop(
  model: BaseChatModel,
  tools: StructuredToolInterface[],
  terminals: string[],
  messages: BaseMessage[],
  budget = 14,
): Promise<AgentRun> {
  const bound = model.bindTools!([...tools, ...terminals.map((name) => ({ name, description: name, schema: { type: "object", properties: {} } }))]);
  for (let turn = 1; turn <= budget; turn++) {
    const reply = (await bound.invoke(messages)) as AIMessage;
    messages.push(reply);
    const terminal = reply.tool_calls?.find((call) => terminals.includes(call.name));
    if (terminal) return { call: terminal, messages, turns: turn };
    if ((reply.tool_calls?.length ?? 0) === 0) throw new Error("the model stopped without calling a tool");
    for (const call of reply.tool_calls ?? []) {
      const tool = tools.find((candidate) => candidate.name === call.name);
      if (!tool) throw new Error(`the model called ${call.name}, which it was not given`);
      messages.push((await tool.invoke(call)) as ToolMessage);
    }
  }
  throw new Error("the step budget ran out");
}
