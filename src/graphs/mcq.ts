import type { RunnableConfig } from "@langchain/core/runnables";
import { Annotation, END, START, StateGraph } from "@langchain/langgraph";
import { laneConfig } from "./lane-config.js";
import { combineContext, noContextWarnings, sectionsOf, type ContextChunk } from "../agents/mcq/context.js";
import { difficultiesFor, feedbackLines, meanScore, shouldContinue, stopReason, type LoopStatus, type StopReason } from "../agents/mcq/decisions.js";
import type { EvaluationInput, McqEvaluation } from "../agents/mcq/evaluate.js";
import type { GenerationOutcome, GenerationRequest } from "../agents/mcq/generate.js";
import type { McqDifficultyChoice, McqQuestion } from "../agents/mcq/question.js";
import { topicResult, type McqTopicResult } from "../agents/mcq/result.js";
import type { Rubric } from "../config/rubric.js";

/**
 * spec 002's StateGraph: retrieve_context → generate_questions → evaluate_questions → (regenerate_questions →
 * evaluate_questions)* → END, with retrieve_context going straight to END when no context is found. Each node reads
 * the state, calls what the services give it (agents bound to models), and returns an update; the rules are in
 * src/agents/mcq/.
 */

/** What the nodes call; `config` is the node's (for evaluate, one of its own per question: lane-config.ts). */
export interface McqGraphServices {
  retrieve(topic: string, config?: RunnableConfig): Promise<ContextChunk[]>;
  generate(request: GenerationRequest, config?: RunnableConfig): Promise<GenerationOutcome>;
  evaluate(input: EvaluationInput, config?: RunnableConfig): Promise<McqEvaluation>;
}

type Candidate = { question: McqQuestion } | { error: string };
const replace = <T>(_: T, next: T): T => next;

/** spec 002's QuestionGenerationState, and what the loop needs besides (slots, histories, why it stopped). */
export const QuestionGenerationState = Annotation.Root({
  document_id: Annotation<string>({ reducer: replace, default: () => "" }),
  query: Annotation<string>({ reducer: replace, default: () => "" }),
  num_questions: Annotation<number>({ reducer: replace, default: () => 5 }),
  difficulty: Annotation<McqDifficultyChoice>({ reducer: replace, default: () => "medium" }),
  context: Annotation<string>({ reducer: replace, default: () => "" }),
  context_chunks: Annotation<ContextChunk[]>({ reducer: replace, default: () => [] }),
  no_context_found: Annotation<boolean>({ reducer: replace, default: () => false }),
  /** One slot per question wanted: what the generator last wrote for it. */
  candidates: Annotation<Candidate[]>({ reducer: replace, default: () => [] }),
  /** The slots written in the last generation, to be evaluated. */
  pending: Annotation<number[]>({ reducer: replace, default: () => [] }),
  generated_questions: Annotation<(McqQuestion | null)[]>({ reducer: replace, default: () => [] }),
  evaluation_results: Annotation<McqEvaluation[]>({ reducer: replace, default: () => [] }),
  iteration: Annotation<number>({ reducer: replace, default: () => 0 }),
  max_iterations: Annotation<number>({ reducer: replace, default: () => 3 }),
  feedback_history: Annotation<string[]>({ reducer: replace, default: () => [] }),
  approved: Annotation<boolean>({ reducer: replace, default: () => false }),
  quality_warnings: Annotation<string[]>({ reducer: replace, default: () => [] }),
  score_history: Annotation<number[]>({ reducer: replace, default: () => [] }),
  approved_history: Annotation<number[]>({ reducer: replace, default: () => [] }),
  plateau_delta: Annotation<number | undefined>({ reducer: replace, default: () => undefined }),
  stop_reason: Annotation<StopReason | undefined>({ reducer: replace, default: () => undefined }),
});
export type McqState = typeof QuestionGenerationState.State;

function loopStatus(state: McqState): LoopStatus {
  return {
    no_context_found: state.no_context_found,
    evaluations: state.evaluation_results,
    num_questions: state.num_questions,
    iteration: state.iteration,
    max_iterations: state.max_iterations,
    score_history: state.score_history,
    approved_history: state.approved_history,
    ...(state.plateau_delta !== undefined ? { plateau_delta: state.plateau_delta } : {}),
  };
}

const questionOf = (candidate: Candidate | undefined): McqQuestion | null => (candidate && "question" in candidate ? candidate.question : null);

export function createMcqGraph(services: McqGraphServices, rubric: Rubric) {
  const retrieveContext = async (state: McqState, config: RunnableConfig) => {
    const chunks = await services.retrieve(state.query, config);
    if (chunks.length === 0) return { context: "", context_chunks: [], no_context_found: true, quality_warnings: noContextWarnings(state.query), stop_reason: "no_context" as const };
    return { context: combineContext(chunks), context_chunks: chunks, no_context_found: false };
  };

  const generateFor = async (state: McqState, config: RunnableConfig, slots: number[], keep: McqQuestion[], feedback: string[]) => {
    const difficulties = difficultiesFor(state.difficulty, state.num_questions);
    const outcome = await services.generate({
      topic: state.query,
      count: slots.length,
      difficulties: slots.map((slot) => difficulties[slot]!),
      context: state.context,
      sections: sectionsOf(state.context_chunks),
      keep,
      feedback,
    }, config);
    const candidates = [...state.candidates];
    slots.forEach((slot, position) => {
      const item = outcome.items[position]!;
      candidates[slot] = "question" in item && !item.question.difficulty ? { question: { ...item.question, difficulty: difficulties[slot]! } } : item;
    });
    return { candidates, generated_questions: candidates.map(questionOf), pending: slots, iteration: state.iteration + 1 };
  };

  const generateQuestions = (state: McqState, config: RunnableConfig) => generateFor(state, config, Array.from({ length: state.num_questions }, (_, slot) => slot), [], []);

  const evaluateQuestions = async (state: McqState, config: RunnableConfig) => {
    const pending = new Set(state.pending);
    const kept = state.candidates.flatMap((candidate, slot) => (!pending.has(slot) && state.evaluation_results[slot]?.approved && "question" in candidate ? [candidate.question] : []));
    // spec 002 enhancement 1: the new questions are evaluated at once; each is compared with the ones before it.
    const evaluated = await Promise.all(
      state.pending.map((slot, position) => {
        const earlier = [...kept, ...state.pending.slice(0, position).flatMap((before) => (questionOf(state.candidates[before]) ? [questionOf(state.candidates[before])!] : []))];
        return services.evaluate({ index: slot, iteration: state.iteration, candidate: state.candidates[slot]!, earlier, rubric, context: state.context, chunks: state.context_chunks }, laneConfig(config));
      }),
    );
    const results = [...state.evaluation_results];
    state.pending.forEach((slot, position) => (results[slot] = evaluated[position]!));
    const approvedCount = results.filter((evaluation) => evaluation.approved).length;
    const next = { ...state, evaluation_results: results, score_history: [...state.score_history, meanScore(results)], approved_history: [...state.approved_history, approvedCount] };
    return {
      evaluation_results: results,
      approved: approvedCount === state.num_questions,
      score_history: next.score_history,
      approved_history: next.approved_history,
      stop_reason: stopReason(loopStatus(next)),
    };
  };

  const regenerateQuestions = (state: McqState, config: RunnableConfig) => {
    const feedback = [...state.feedback_history, ...feedbackLines(state.evaluation_results, state.generated_questions, state.iteration)];
    const rejected = state.evaluation_results.flatMap((evaluation, slot) => (evaluation.approved ? [] : [slot]));
    const keep = state.evaluation_results.flatMap((evaluation, slot) => (evaluation.approved && questionOf(state.candidates[slot]) ? [questionOf(state.candidates[slot])!] : []));
    return generateFor({ ...state, feedback_history: feedback }, config, rejected, keep, feedback).then((update) => ({ ...update, feedback_history: feedback }));
  };

  return new StateGraph(QuestionGenerationState)
    .addNode("retrieve_context", retrieveContext)
    .addNode("generate_questions", generateQuestions)
    .addNode("evaluate_questions", evaluateQuestions)
    .addNode("regenerate_questions", regenerateQuestions)
    .addEdge(START, "retrieve_context")
    .addConditionalEdges("retrieve_context", (state) => (state.no_context_found ? "end" : "generate"), { generate: "generate_questions", end: END })
    .addEdge("generate_questions", "evaluate_questions")
    .addConditionalEdges("evaluate_questions", (state) => shouldContinue(loopStatus(state)), { regenerate: "regenerate_questions", end: END })
    .addEdge("regenerate_questions", "evaluate_questions")
    .compile();
}

export interface McqGraphInput {
  documentId: string;
  topic: string;
  numQuestions: number;
  maxIterations: number;
  difficulty: McqDifficultyChoice;
  /** Adaptive stop (spec 002 enhancement 2); undefined runs every iteration allowed. */
  plateauDelta?: number;
}

/** Runs the graph for one topic and shapes spec 002's output. */
export async function runMcqGraph(services: McqGraphServices, rubric: Rubric, input: McqGraphInput, config: RunnableConfig = {}): Promise<McqTopicResult> {
  const graph = createMcqGraph(services, rubric);
  const final = (await graph.invoke(
    {
      document_id: input.documentId,
      query: input.topic,
      num_questions: input.numQuestions,
      max_iterations: input.maxIterations,
      difficulty: input.difficulty,
      plateau_delta: input.plateauDelta,
    },
    { ...config, recursionLimit: 4 + 2 * input.maxIterations + 4 },
  )) as McqState;
  return topicResult({
    query: final.query,
    num_questions: final.num_questions,
    max_iterations: final.max_iterations,
    context: final.context,
    context_chunks: final.context_chunks,
    questions: final.generated_questions,
    evaluation_results: final.evaluation_results,
    iteration: final.iteration,
    feedback_history: final.feedback_history,
    quality_warnings: final.quality_warnings,
    approved_history: final.approved_history,
    stop_reason: final.stop_reason ?? "max_iterations",
  });
}
