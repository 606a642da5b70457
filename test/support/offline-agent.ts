import type { BaseChatModel } from "@langchain/core/language_models/chat_models";
import { HumanMessage, SystemMessage, ToolMessage, type AIMessage, type BaseMessage, type ToolCall } from "@langchain/core/messages";
import type { StructuredToolInterface } from "@langchain/core/tools";
import { documentBrief, validatorQuestionMessage, verdictMessage } from "../../src/agents/prompts.js";
import type { Document } from "../../src/documents/document.js";
import { documentTools, type DocumentToolName } from "../../src/documents/tools.js";
import { createOfflineModel } from "../../src/models/offline/index.js";
import { analyseQuestion } from "../../src/models/offline/question-analysis.js";
import { findCandidates } from "../../src/models/offline/reader-extract.js";

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

/** What the offline reader answered, as it called `submit_answer`. */
export interface ReaderAnswer {
  answerable: boolean;
  answer: string;
  notes?: string;
}

/** What the offline reader judged, as it called `submit_verdict`. */
export interface ReaderVerdict {
  matches_reference: boolean;
  trivial: boolean;
  ambiguous: boolean;
  relevant: boolean;
  detail: string;
}

/**
 * The validator's two phases as the generate loop runs them, with the offline reader: it answers the question from
 * the document alone with the document tools, then (given a reference) judges its own answer against it. Every test
 * and bench script that puts a question to the reader goes through here.
 */
export async function askOfflineReader(
  document: Document,
  question: string,
  options: { reference?: string; mode?: "textual" | "visual" } = {},
): Promise<{ own: ReaderAnswer; verdict?: ReaderVerdict; messages: BaseMessage[] }> {
  const mode = options.mode ?? "textual";
  const include: DocumentToolName[] = mode === "visual" ? ["search", "read_lines", "list_visual_content", "view_page"] : ["search", "read_lines"];
  const tools = documentTools(document, { include });
  const model = createOfflineModel("reader", "validator", { temperature: 0 });
  const messages: BaseMessage[] = [new SystemMessage("validator"), new HumanMessage(validatorQuestionMessage(question, documentBrief(document)))];
  const answered = await runToolLoop(model, tools, ["submit_answer"], messages);
  const own = answered.call.args as ReaderAnswer;
  if (options.reference === undefined) return { own, messages };
  messages.push(new ToolMessage({ content: "Answer recorded.", tool_call_id: answered.call.id! }));
  messages.push(new HumanMessage(verdictMessage({ question, ownAnswer: own.answer, referenceAnswer: options.reference, mode })));
  const judged = await runToolLoop(model, [], ["submit_verdict"], messages);
  return { own, verdict: judged.call.args as ReaderVerdict, messages };
}

/**
 * The offline reader's first answer to a question over some numbered lines, every term of the question weighted alike:
 * how the unit tests read a question back without a whole document.
 */
export function readBackAnswer(question: string, lines: ReadonlyMap<number, string>): string | undefined {
  const analysis = analyseQuestion(question);
  return findCandidates(analysis, lines, new Map(analysis.terms.map((term) => [term, 1])))[0]?.answer;
}
