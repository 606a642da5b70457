import type { ContextChunk } from "./context.js";
import { evaluationSummary, qualityWarnings, type EvaluationSummary, type StopReason } from "./decisions.js";
import type { McqEvaluation } from "./evaluate.js";
import type { McqQuestion } from "./question.js";

/** spec 002's output for one topic, with the evaluation of every question kept beside it. */

export interface ApprovedMcq extends McqQuestion {
  score: number;
  criteria_scores: Record<string, number>;
  /** The validator's own answer, when answer validation ran. */
  validator_answer?: string;
  iteration: number;
}

export interface RejectedMcq {
  question: McqQuestion | null;
  score: number;
  feedback: string;
  iteration: number;
}

export interface McqTopicResult {
  topic: string;
  questions: ApprovedMcq[];
  /** The best available rejected questions, with why (graceful degradation). */
  rejected_questions: RejectedMcq[];
  context: string;
  context_sections: string[];
  evaluation_summary: EvaluationSummary;
  quality_warnings: string[] | null;
  iterations_used: number;
  stop_reason: StopReason;
  feedback_history: string[];
}

export interface FinalState {
  query: string;
  num_questions: number;
  max_iterations: number;
  context: string;
  context_chunks: readonly ContextChunk[];
  questions: readonly (McqQuestion | null)[];
  evaluation_results: readonly McqEvaluation[];
  iteration: number;
  feedback_history: readonly string[];
  quality_warnings: readonly string[];
  approved_history: readonly number[];
  stop_reason: StopReason;
}

export function topicResult(state: FinalState): McqTopicResult {
  const sections = [...new Set(state.context_chunks.map((chunk) => chunk.section))];
  const questions: ApprovedMcq[] = [];
  const rejected: RejectedMcq[] = [];
  state.evaluation_results.forEach((evaluation, index) => {
    const question = state.questions[index] ?? null;
    if (evaluation.approved && question) {
      questions.push({ ...question, score: evaluation.score, criteria_scores: evaluation.criteria_scores, ...(evaluation.validation ? { validator_answer: evaluation.validation.answer } : {}), iteration: evaluation.iteration });
    } else rejected.push({ question, score: evaluation.score, feedback: evaluation.feedback, iteration: evaluation.iteration });
  });
  rejected.sort((a, b) => b.score - a.score);
  const summary = evaluationSummary(questions, state.evaluation_results, state.approved_history, state.num_questions);
  const warnings =
    state.stop_reason === "no_context"
      ? [...state.quality_warnings]
      : [...state.quality_warnings, ...qualityWarnings(state.stop_reason, questions.length, state.num_questions, state.max_iterations, state.iteration, summary.sections_covered, sections.length)];
  return {
    topic: state.query,
    questions,
    rejected_questions: rejected,
    context: state.context,
    context_sections: sections,
    evaluation_summary: summary,
    quality_warnings: warnings.length > 0 ? warnings : null,
    iterations_used: state.iteration,
    stop_reason: state.stop_reason,
    feedback_history: [...state.feedback_history],
  };
}
