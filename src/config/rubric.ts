import { z } from "zod";
import { QaforgeError } from "../errors.js";
import { checkConfig, uniqueIds } from "./errors.js";

/**
 * A judge's rubric: named criteria scored 0–1, each with a weight and an optional floor, and a threshold on the
 * weighted mean. Approval is computed by qaforge from the scores (agents/judge.ts), never taken from the model.
 */
export const criterionSchema = z
  .object({
    id: z.string().regex(/^[a-z][a-z0-9_]*$/, "criterion ids are snake_case"),
    description: z.string().trim().min(1),
    weight: z.number().positive("must be above 0"),
    min_score: z.number().min(0).max(1).optional(),
  })
  .strict();

export const rubricSchema = z
  .object({
    name: z.string().trim().min(1),
    criteria: z.array(criterionSchema).min(1, "needs at least one criterion"),
    threshold: z.number().min(0).max(1),
  })
  .strict()
  .superRefine(uniqueIds("criteria", "criterion"));

export type Criterion = z.infer<typeof criterionSchema>;
export type Rubric = z.infer<typeof rubricSchema>;

export function parseRubric(value: unknown, source: string): Rubric {
  return checkConfig(rubricSchema, value, source);
}

/** spec 001 step 3: approve when category suitability and answer completeness are both at least 0.7. */
export const CHAINS_POLISH_RUBRIC: Rubric = {
  name: "chains polish",
  criteria: [
    { id: "category_suitability", description: "The question tests what its category describes and needs its hops to be answered.", weight: 1, min_score: 0.7 },
    { id: "answer_completeness", description: "The golden answer is correct, complete and supported by the cited passages, with nothing invented.", weight: 1, min_score: 0.7 },
  ],
  threshold: 0.7,
};

/** The rubric with one threshold for every criterion's floor and the mean (a `--threshold` option). */
export function withThreshold(rubric: Rubric, threshold: number): Rubric {
  if (!(threshold >= 0 && threshold <= 1)) throw new QaforgeError("invalid_argument", `the threshold must be between 0 and 1, got ${threshold}`);
  return { ...rubric, threshold, criteria: rubric.criteria.map((criterion) => ({ ...criterion, min_score: threshold })) };
}

/** spec 002's MIN_QUESTION_SCORE. */
export const DEFAULT_MIN_QUESTION_SCORE = 0.75;

/**
 * spec 002's evaluator: four weighted criteria (correctness 40 %, clarity 25 %, distractor quality 25 %, coverage
 * 10 %); a question is approved when the weighted score reaches `min_question_score`. No criterion has a floor of its
 * own, as in the spec.
 */
export function mcqRubric(minQuestionScore: number = DEFAULT_MIN_QUESTION_SCORE): Rubric {
  if (!(minQuestionScore >= 0 && minQuestionScore <= 1)) throw new QaforgeError("invalid_argument", `min_question_score must be between 0 and 1, got ${minQuestionScore}`);
  return {
    name: "mcq evaluation",
    criteria: [
      { id: "correctness", description: "The keyed answer is correct and derivable from the context; no other option is also correct.", weight: 0.4 },
      { id: "clarity", description: "The question is unambiguous, self-contained and well worded.", weight: 0.25 },
      { id: "distractor_quality", description: "The wrong options are plausible, of the same kind as the answer, and clearly wrong by the context.", weight: 0.25 },
      { id: "coverage", description: "The question tests an important concept of the topic, understanding rather than trivia.", weight: 0.1 },
    ],
    threshold: minQuestionScore,
  };
}

/** `qaforge eval`: an answer is correct when it states what the reference answer states, nothing contradicting it. */
export const EVAL_CORRECTNESS_RUBRIC: Rubric = {
  name: "eval correctness",
  criteria: [{ id: "correctness", description: "The answer states the same facts as the reference answer (paraphrase, units and formatting aside) and contradicts nothing in it; a refusal or an answer to another question scores 0.", weight: 1, min_score: 0.7 }],
  threshold: 0.7,
};
