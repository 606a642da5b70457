import type { PromptTemplate } from "../../config/prompt-templates.js";
import type { Rubric } from "../../config/rubric.js";
import type { JudgeInput, Judgement } from "../judge.js";
import type { ContextChunk } from "./context.js";
import { duplicateOf, mechanicalProblems } from "./checks.js";
import { letteredOptions, optionLetter, type McqQuestion } from "./question.js";
import type { McqValidation } from "./validate.js";

/**
 * spec 002's evaluate_questions for one question: the mechanical checks first (a failure is feedback and costs no
 * model call), then the shared judge with the MCQ rubric (approval computed from its scores), then, for a question
 * the judge approves, the independent validator. Feedback is specific and goes back to the generator.
 */

export interface McqEvaluation {
  /** Position of the question in the set. */
  question_index: number;
  /** The judge's weighted score (0 when the question failed a check or the reply could not be read). */
  score: number;
  approved: boolean;
  feedback: string;
  criteria_scores: Record<string, number>;
  /** Mechanical check failures; empty when it passed them. */
  check_failures: string[];
  validation?: McqValidation;
  /** The iteration (1, 2, …) that wrote the question evaluated. */
  iteration: number;
}

export interface EvaluationServices {
  judge(question: McqQuestion): Promise<Judgement>;
  /** Absent when answer validation is off. */
  validate?(question: McqQuestion): Promise<McqValidation>;
}

export interface EvaluationInput {
  index: number;
  iteration: number;
  /** The question, or why the generator's reply held none for this slot. */
  candidate: { question: McqQuestion } | { error: string };
  /** Questions of the set before it (kept ones and this round's earlier ones), for repeats. */
  earlier: readonly McqQuestion[];
  rubric: Rubric;
  /** The topic's retrieved context, the judge's evidence, and its chunks. */
  context: string;
  chunks: readonly ContextChunk[];
}

export async function evaluateQuestion(input: EvaluationInput, services: EvaluationServices): Promise<McqEvaluation> {
  const zeros = Object.fromEntries(input.rubric.criteria.map((criterion) => [criterion.id, 0]));
  const rejected = (failures: string[]): McqEvaluation => ({
    question_index: input.index,
    score: 0,
    approved: false,
    feedback: failures.join("; "),
    criteria_scores: zeros,
    check_failures: failures,
    iteration: input.iteration,
  });
  if ("error" in input.candidate) return rejected([input.candidate.error]);
  const question = input.candidate.question;
  const problems = mechanicalProblems(question);
  const repeat = duplicateOf(question, input.earlier);
  if (repeat !== undefined) problems.push(`it asks the same as another question of the set ("${input.earlier[repeat]!.question}"); ask about something else`);
  if (problems.length > 0) return rejected(problems);

  const judgement = await services.judge(question);
  const evaluation: McqEvaluation = {
    question_index: input.index,
    score: judgement.weighted_score,
    approved: judgement.approved,
    feedback: judgement.rejection_reason ?? judgement.feedback,
    criteria_scores: judgement.scores,
    check_failures: [],
    iteration: input.iteration,
  };
  if (!judgement.approved || !services.validate) return evaluation;
  const validation = await services.validate(question);
  return validation.agrees
    ? { ...evaluation, validation }
    : { ...evaluation, approved: false, validation, feedback: [validation.feedback, judgement.feedback].filter(Boolean).join("; ") };
}

/** The judge's input for one question: the evaluator template, the question, the keyed option, the context as evidence. */
export function mcqJudgeInput(template: PromptTemplate, rubric: Rubric, topic: string, question: McqQuestion, context: string): JudgeInput {
  const correct = question.options[question.correct_answer] ?? "";
  const options = letteredOptions(question.options);
  return {
    instructions: template.render({
      TOPIC: topic,
      QUESTION: question.question,
      OPTIONS: options,
      CORRECT_OPTION: `${optionLetter(question.correct_answer)}) ${correct}`,
      EXPLANATION: question.explanation || "(none)",
      SOURCE_SECTION: question.source_section || "(not given)",
      DIFFICULTY: question.difficulty ?? "unspecified",
      MIN_QUESTION_SCORE: String(rubric.threshold),
    }),
    subject: { question: question.question, answer: correct, evidence: context, extra: { options, explanation: question.explanation || "(none)" } },
    rubric,
  };
}
