import type { BaseChatModel } from "@langchain/core/language_models/chat_models";
import { HumanMessage, SystemMessage, type BaseMessage } from "@langchain/core/messages";
import type { RunnableConfig } from "@langchain/core/runnables";
import { tool, type StructuredToolInterface } from "@langchain/core/tools";
import { Annotation, END, Send, START, StateGraph } from "@langchain/langgraph";
import { z } from "zod";
import type { ChainTermination } from "../agents/chains/convert.js";
import { invocationLog, type InvocationLog } from "../agents/run-log.js";
import { corpusToolsOf, type CorpusTools } from "../corpus/tools.js";
import { createToolAgent, runToolAgent } from "./tool-agent.js";

/**
 * spec 001 step 2's agent: it explores the whole corpus with the corpus tools, may fan out parallel sub-searches
 * (search_in_parallel: a LangGraph graph that sends each search to its own sub_search node, the reports gathered in
 * order), and ends by calling submit_pairs, or by writing the JSON as text.
 */

export const MAX_PARALLEL_SEARCHES = 8;
const subSearchSchema = z.object({
  pattern: z.string().min(1).describe("A phrase, or an RE2 regular expression with regex: true"),
  regex: z.boolean().optional(),
  ignore_case: z.boolean().optional(),
  glob: z.string().optional().describe("Only files whose relative path matches this glob"),
  purpose: z.string().optional().describe("What this search is looking for, for the report"),
});
type SubSearch = z.infer<typeof subSearchSchema>;

const FanOutState = Annotation.Root({
  searches: Annotation<SubSearch[]>({ reducer: (_, next) => next, default: () => [] }),
  search: Annotation<SubSearch | undefined>({ reducer: (_, next) => next, default: () => undefined }),
  index: Annotation<number>({ reducer: (_, next) => next, default: () => 0 }),
  reports: Annotation<{ index: number; text: string }[]>({ reducer: (current, next) => [...current, ...next], default: () => [] }),
});

/** The fan-out graph: one sub_search node per search, run concurrently by LangGraph's Send. */
export function createSearchFanOut(corpus: CorpusTools) {
  const subSearch = (state: typeof FanOutState.State) => ({ reports: [{ index: state.index, text: corpus.searchReport(state.search!, state.index + 1) }] });
  return new StateGraph(FanOutState)
    .addNode("sub_search", subSearch)
    .addConditionalEdges(START, (state) => state.searches.map((search, index) => new Send("sub_search", { search, index })), ["sub_search"])
    .addEdge("sub_search", END)
    .compile();
}

export function searchInParallelTool(corpus: CorpusTools): StructuredToolInterface {
  const fanOut = createSearchFanOut(corpus);
  return tool(
    async ({ searches }, config) => {
      const final = await fanOut.invoke({ searches }, config);
      return [...final.reports].sort((a, b) => a.index - b.index).map((report) => report.text).join("\n\n");
    },
    {
      name: "search_in_parallel",
      description: `Run up to ${MAX_PARALLEL_SEARCHES} corpus searches at once, each reported with its matches and the lines around its first mentions. Use it to explore several leads in one step.`,
      schema: z.object({ searches: z.array(subSearchSchema).min(1).max(MAX_PARALLEL_SEARCHES) }),
    },
  );
}

export const SUBMIT_PAIRS = {
  name: "submit_pairs",
  description: "Submit the question/answer pairs as a list of objects in the JSON shape the task describes. Call it once, at the end.",
  schema: z.object({ pairs: z.array(z.record(z.string(), z.unknown())) }),
};

export interface ChainsAgentOptions {
  model: BaseChatModel;
  corpus: CorpusTools;
  systemPrompt: string;
  taskPrompt: string;
  maxSteps: number;
  /** Per-invocation limit (spec 001: 900 s). */
  timeoutMs: number;
  signal?: AbortSignal;
}

export interface ChainsAgentResult {
  /** What the agent returned: the submitted arguments, or its final text. */
  reply: unknown;
  termination: ChainTermination;
  messages: BaseMessage[];
  log: InvocationLog;
  steps: number;
}

export async function runChainsAgent(options: ChainsAgentOptions, config: RunnableConfig = {}): Promise<ChainsAgentResult> {
  const agent = createToolAgent({
    model: options.model,
    tools: [...corpusToolsOf(options.corpus), searchInParallelTool(options.corpus)],
    terminalTools: [SUBMIT_PAIRS],
    maxSteps: options.maxSteps,
    nudge: "Call submit_pairs with the pairs you have found (an empty list if none).",
  });
  const timeout = AbortSignal.timeout(options.timeoutMs);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  const messages = [new SystemMessage(options.systemPrompt), new HumanMessage(options.taskPrompt)];
  let result: Awaited<ReturnType<typeof runToolAgent>>;
  try {
    result = await runToolAgent(agent, messages, { ...config, signal }, options.maxSteps);
  } catch (error) {
    // The invocation's own time limit ends it as "timeout"; the run being cancelled ends everything.
    if (!timeout.aborted || options.signal?.aborted) throw error;
    return { reply: undefined, termination: "timeout", messages, log: invocationLog(messages), steps: 0 };
  }
  const { outcome } = result;
  const reply = outcome.kind === "terminal" ? outcome.args : outcome.kind === "no_tool_call" ? outcome.text : undefined;
  const termination: ChainTermination = outcome.kind === "terminal" ? "submitted" : outcome.kind === "no_tool_call" ? "text_reply" : "step_budget";
  return { reply, termination, messages: result.messages, log: invocationLog(result.messages), steps: result.steps };
}
