import type { McqEvaluation } from "./evaluate.js";
import { MCQ_DIFFICULTIES, type McqDifficulty, type McqDifficultyChoice, type McqQuestion } from "./question.js";

/** spec 002's decisions: should_continue, the feedback carried to the next iteration, the warnings and the summary. */

export type ContinueDecision = "regenerate" | "end";
export type StopReason = "no_context" | "all_approved" | "max_iterations" | "plateau";

export interface LoopStatus {
  no_context_found: boolean;
  evaluations: readonly McqEvaluation[];
  num_questions: number;
  iteration: number;
  max_iterations: number;
  /** Mean score of the set after each iteration, for the adaptive stop. */
  score_history: readonly number[];
  /** Approved count after each iteration. */
  approved_history: readonly number[];
  /**
   * Stop when an iteration raises neither the approved count nor the mean score by more than this (and the questions
   * reached the judge); undefined: never.
   */
  plateau_delta?: number;
}

/** Why the loop ends, or undefined to regenerate: spec 002's three conditions, then the plateau (enhancement 2). */
export function stopReason(status: LoopStatus): StopReason | undefined {
  if (status.no_context_found) return "no_context";
  const approved = status.evaluations.filter((evaluation) => evaluation.approved).length;
  if (status.evaluations.length >= status.num_questions && approved === status.num_questions) return "all_approved";
  if (status.iteration >= status.max_iterations) return "max_iterations";
  const scores = status.score_history;
  const counts = status.approved_history;
  // A round whose questions all failed before the judge (unreadable, mechanical faults) has no scores to plateau.
  if (status.plateau_delta !== undefined && scores.length >= 2 && scores[scores.length - 1]! > 0) {
    const gained = scores[scores.length - 1]! - scores[scores.length - 2]!;
    const newlyApproved = counts[counts.length - 1]! - counts[counts.length - 2]!;
    if (newlyApproved <= 0 && gained <= status.plateau_delta) return "plateau";
  }
  return undefined;
}

export function shouldContinue(status: LoopStatus): ContinueDecision {
  return stopReason(status) === undefined ? "regenerate" : "end";
}

/**
 * "Question 2 ("…?"): …" for every rejected question, as spec 002's regenerate_questions collects them; the question
 * is quoted so that the generator knows what not to write again.
 */
export function feedbackLines(evaluations: readonly McqEvaluation[], questions: readonly (McqQuestion | null)[], iteration: number): string[] {
  return evaluations
    .filter((evaluation) => !evaluation.approved)
    .map((evaluation) => {
      const question = questions[evaluation.question_index];
      const quoted = question ? ` ("${question.question}")` : "";
      return `Iteration ${iteration}, question ${evaluation.question_index + 1}${quoted}: ${evaluation.feedback || "rejected without a reason; write a better question"}`;
    });
}

export function meanScore(evaluations: readonly McqEvaluation[]): number {
  if (evaluations.length === 0) return 0;
  return round(evaluations.reduce((sum, evaluation) => sum + evaluation.score, 0) / evaluations.length);
}

/** The difficulty of each of `count` questions: one level, or easy, medium, hard in turn. */
export function difficultiesFor(choice: McqDifficultyChoice, count: number): McqDifficulty[] {
  return Array.from({ length: count }, (_, index) => (choice === "mixed" ? MCQ_DIFFICULTIES[index % MCQ_DIFFICULTIES.length]! : choice));
}

export interface EvaluationSummary {
  total_generated: number;
  total_approved: number;
  average_score: number;
  /** Distinct source sections of the approved questions (enhancement 3). */
  sections_covered: number;
  /** Share approved after iteration 1, 2, … */
  approved_after_iteration: number[];
}

export function evaluationSummary(approved: readonly McqQuestion[], evaluations: readonly McqEvaluation[], approvedHistory: readonly number[], numQuestions: number): EvaluationSummary {
  return {
    total_generated: evaluations.length,
    total_approved: approved.length,
    average_score: meanScore(evaluations),
    sections_covered: new Set(approved.map((question) => question.source_section.toLowerCase()).filter(Boolean)).size,
    approved_after_iteration: approvedHistory.map((count) => round(count / Math.max(1, numQuestions))),
  };
}

/** spec 002's quality warnings for a loop that ended short, and a warning when the set covers one section of several. */
export function qualityWarnings(reason: StopReason, approved: number, numQuestions: number, maxIterations: number, iterations: number, sectionsCovered: number, sectionsAvailable: number): string[] {
  const warnings: string[] = [];
  if (reason === "max_iterations" && approved < numQuestions) warnings.push(`Reached maximum iterations (${maxIterations})`);
  if (reason === "plateau") warnings.push(`Scores plateaued after ${iterations} iterations; stopped early`);
  if (approved < numQuestions) warnings.push(`Only ${approved}/${numQuestions} questions approved`, "Returning best available questions with warnings");
  if (approved > 1 && sectionsCovered === 1 && sectionsAvailable > 1) warnings.push(`All approved questions come from one section of the ${sectionsAvailable} retrieved`);
  return warnings;
}

function round(value: number): number {
  return Math.round(value * 1000) / 1000;
}
