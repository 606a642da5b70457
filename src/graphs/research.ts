import type { BaseChatModel } from "@langchain/core/language_models/chat_models";
import type { RunnableConfig } from "@langchain/core/runnables";
import { Annotation, END, START, StateGraph } from "@langchain/langgraph";
import type { CallContext } from "../agents/research/call.js";
import { evaluateCoverage } from "../agents/research/coverage.js";
import { extractFacts } from "../agents/research/fact-extractor.js";
import { decideGate, type MemoryReading, type QualityThresholds } from "../agents/research/gate.js";
import { generateInitialPlan, refinePlan } from "../agents/research/planner.js";
import { synthesizeAnswer } from "../agents/research/synthesizer.js";
import type { Aspect, AspectRetrieval, Citation, CoverageFeedback, FactualFeedback, IterationRecord } from "../agents/research/types.js";
import { verifyFacts } from "../agents/research/verifier.js";
import type { LlmDecision } from "../agents/run-log.js";
import type { PromptTemplate } from "../config/prompt-templates.js";

/**
 * spec 003's research loop as a LangGraph StateGraph: planner → retriever → synthesizer → fact_extractor →
 * parallel_evaluation (verifier and coverage evaluator at once) → iteration_gate → planner or the end. Every field of
 * the state is replaced by the node that writes it (no accumulating reducers); the gate appends the history entry
 * itself. Nodes only read the state, call an agent and return the update.
 */

export interface ResearchModels {
  planner: BaseChatModel;
  synthesizer: BaseChatModel;
  factExtractor: BaseChatModel;
  verifier: BaseChatModel;
  coverage: BaseChatModel;
}

export interface ResearchTemplates {
  planner: PromptTemplate;
  refine: PromptTemplate;
  synthesizer: PromptTemplate;
  factExtractor: PromptTemplate;
  verifier: PromptTemplate;
  coverage: PromptTemplate;
}

export interface ResearchLoopOptions {
  models: ResearchModels;
  templates: ResearchTemplates;
  /** The retriever agent bound to the corpus: top-k passages per aspect. */
  retrieve: (plan: readonly Aspect[]) => Promise<AspectRetrieval[]>;
  /** Memory in use now (injectable: tests script it). */
  memory: () => Promise<MemoryReading>;
  maxIterations: number;
  thresholds?: QualityThresholds;
  maxRamPercent?: number;
  maxGpuPercent?: number;
  onDecision?: (decision: LlmDecision) => void;
  /** The gate's console summary, once per iteration. */
  onGate?: (summary: string, iteration: number) => void;
  onNode?: (node: string, iteration: number) => void;
}

const replace = <T>(initial: () => T) => Annotation<T>({ reducer: (_, next) => next, default: initial });

export const RAGState = Annotation.Root({
  query_id: replace<string>(() => ""),
  query: replace<string>(() => ""),
  iteration: replace<number>(() => 0),
  budget: replace<Record<string, unknown>>(() => ({})),
  plan: replace<Aspect[]>(() => []),
  retrieval: replace<AspectRetrieval[]>(() => []),
  answer: replace<string>(() => ""),
  citations: replace<Citation[]>(() => []),
  atomic_facts: replace<string[]>(() => []),
  factual_feedback: replace<FactualFeedback | null>(() => null),
  coverage_feedback: replace<CoverageFeedback | null>(() => null),
  history: replace<IterationRecord[]>(() => []),
  should_continue: replace<boolean>(() => true),
  termination_reason: replace<string | null>(() => null),
  /** `node:iteration` → its start and end (ms since the epoch). */
  timestamps: replace<Record<string, { start: number; end: number }>>(() => ({})),
  error_log: replace<string[]>(() => []),
});
export type RAGStateType = typeof RAGState.State;
type Update = Partial<RAGStateType>;

export const RESEARCH_NODES = ["planner", "retriever", "synthesizer", "fact_extractor", "parallel_evaluation", "iteration_gate"] as const;

export function createResearchGraph(options: ResearchLoopOptions) {
  const { models, templates } = options;
  const callContext = (state: RAGStateType, config: RunnableConfig): CallContext => ({ subject: state.query_id, iteration: state.iteration, config });
  const record = (...decisions: LlmDecision[]) => decisions.forEach((decision) => options.onDecision?.(decision));
  const errors = (state: RAGStateType, node: string, ...found: (string | undefined)[]) => {
    const added = found.filter((error): error is string => error !== undefined).map((error) => `${node} (iteration ${state.iteration}): ${error}`);
    return added.length === 0 ? {} : { error_log: [...state.error_log, ...added] };
  };
  /** Each node timed: its start and end under `node:iteration`, merged into the state's timestamps. */
  const timed =
    (node: string, body: (state: RAGStateType, config: RunnableConfig) => Promise<Update>) =>
    async (state: RAGStateType, config: RunnableConfig): Promise<Update> => {
      options.onNode?.(node, state.iteration);
      const start = Date.now();
      const update = await body(state, config);
      return { ...update, timestamps: { ...state.timestamps, [`${node}:${state.iteration}`]: { start, end: Date.now() } } };
    };

  const planner = timed("planner", async (state, config) => {
    const result =
      state.iteration === 0 || state.plan.length === 0
        ? await generateInitialPlan(models.planner, templates.planner, state.query, callContext(state, config))
        : await refinePlan(models.planner, templates.refine, { query: state.query, plan: state.plan, ...(state.factual_feedback ? { factual: state.factual_feedback } : {}), ...(state.coverage_feedback ? { coverage: state.coverage_feedback } : {}) }, callContext(state, config));
    record(result.decision);
    return { plan: result.plan, ...errors(state, "planner", result.error) };
  });

  const retriever = timed("retriever", async (state) => ({ retrieval: await options.retrieve(state.plan) }));

  const synthesizer = timed("synthesizer", async (state, config) => {
    const excluded = (state.factual_feedback?.verdicts ?? []).filter((verdict) => verdict.label === "refuted").map((verdict) => verdict.fact);
    const result = await synthesizeAnswer(models.synthesizer, templates.synthesizer, { query: state.query, plan: state.plan, retrieval: state.retrieval, excluded }, callContext(state, config));
    record(result.decision);
    return { answer: result.answer, citations: result.citations, ...errors(state, "synthesizer", result.error) };
  });

  const factExtractor = timed("fact_extractor", async (state, config) => {
    const result = await extractFacts(models.factExtractor, templates.factExtractor, state.answer, callContext(state, config));
    record(result.decision);
    return { atomic_facts: result.facts, ...errors(state, "fact_extractor", result.error) };
  });

  const parallelEvaluation = timed("parallel_evaluation", async (state, config) => {
    const context = callContext(state, config);
    const [verified, covered] = await Promise.all([
      verifyFacts(models.verifier, templates.verifier, { query: state.query, facts: state.atomic_facts, retrieval: state.retrieval }, context),
      evaluateCoverage(models.coverage, templates.coverage, { query: state.query, plan: state.plan, answer: state.answer }, context),
    ]);
    record(verified.decision, covered.decision);
    return { factual_feedback: verified.feedback, coverage_feedback: covered.feedback, ...errors(state, "parallel_evaluation", verified.error, covered.error) };
  });

  const iterationGate = timed("iteration_gate", async (state) => {
    const factual = state.factual_feedback!;
    const coverage = state.coverage_feedback!;
    const memory = await options.memory();
    const decision = decideGate({
      iteration: state.iteration,
      maxIterations: options.maxIterations,
      factual,
      coverage,
      memory,
      ...(options.thresholds ? { thresholds: options.thresholds } : {}),
      ...(options.maxRamPercent !== undefined ? { maxRamPercent: options.maxRamPercent } : {}),
      ...(options.maxGpuPercent !== undefined ? { maxGpuPercent: options.maxGpuPercent } : {}),
    });
    options.onGate?.(decision.summary, state.iteration);
    const wellCovered = coverage.aspect_coverage_details.filter((aspect) => aspect.status === "well-covered").length;
    const entry: IterationRecord = {
      iteration: state.iteration,
      plan: state.plan,
      answer: state.answer,
      timestamp: Date.now() / 1000,
      stats: factual.stats,
      missing_salient_points: coverage.missing_salient_points.length,
      aspects_well_covered: wellCovered,
      aspects: coverage.aspect_coverage_details.length,
      factuality: factual.stats.total_facts === 0 ? 0 : factual.stats.supported / factual.stats.total_facts,
      coverage: coverage.aspect_coverage_details.length === 0 ? 0 : wellCovered / coverage.aspect_coverage_details.length,
    };
    return {
      history: [...state.history, entry],
      should_continue: decision.shouldContinue,
      termination_reason: decision.terminationReason,
      iteration: decision.shouldContinue ? state.iteration + 1 : state.iteration,
      budget: { ...state.budget, memory },
    };
  });

  return new StateGraph(RAGState)
    .addNode("planner", planner)
    .addNode("retriever", retriever)
    .addNode("synthesizer", synthesizer)
    .addNode("fact_extractor", factExtractor)
    .addNode("parallel_evaluation", parallelEvaluation)
    .addNode("iteration_gate", iterationGate)
    .addEdge(START, "planner")
    .addEdge("planner", "retriever")
    .addEdge("retriever", "synthesizer")
    .addEdge("synthesizer", "fact_extractor")
    .addEdge("fact_extractor", "parallel_evaluation")
    .addEdge("parallel_evaluation", "iteration_gate")
    .addConditionalEdges("iteration_gate", (state) => (state.should_continue ? "continue" : "end"), { continue: "planner", end: END })
    .compile();
}

export async function runResearchLoop(options: ResearchLoopOptions, input: { queryId: string; query: string }, config: RunnableConfig = {}): Promise<RAGStateType> {
  const graph = createResearchGraph(options);
  return (await graph.invoke({ query_id: input.queryId, query: input.query }, { ...config, recursionLimit: options.maxIterations * RESEARCH_NODES.length + 10 })) as RAGStateType;
}

/**
 * spec 003's baseline: one retrieval for the query itself and one synthesis, no plan, no loop. The same retriever
 * and synthesizer nodes' agents, so the comparison isolates what the loop adds.
 */
export async function runResearchBaseline(
  options: Pick<ResearchLoopOptions, "models" | "templates" | "retrieve" | "onDecision">,
  input: { queryId: string; query: string },
  config: RunnableConfig = {},
): Promise<{ plan: Aspect[]; retrieval: AspectRetrieval[]; answer: string; citations: Citation[]; error_log: string[] }> {
  const plan: Aspect[] = [{ aspect: "the query", query: input.query, reason: "baseline: the query itself, no plan" }];
  const retrieval = await options.retrieve(plan);
  const result = await synthesizeAnswer(options.models.synthesizer, options.templates.synthesizer, { query: input.query, plan, retrieval, excluded: [] }, { subject: input.queryId, iteration: 0, config });
  options.onDecision?.(result.decision);
  return { plan, retrieval, answer: result.answer, citations: result.citations, error_log: result.error ? [`synthesizer (baseline): ${result.error}`] : [] };
}
