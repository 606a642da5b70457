import type { McqTopicResult } from "../agents/mcq/result.js";
import { optionLetter } from "../agents/mcq/question.js";
import { csvTable } from "./csv.js";

/** `qaforge mcq` outputs: the whole result as JSON, or one CSV row per approved question. */

export interface McqOutput {
  document: string;
  generated_at: string;
  generator_model: string;
  evaluator_model: string;
  validator_model: string | null;
  topics: McqTopicResult[];
}

export function mcqJson(output: McqOutput): string {
  return `${JSON.stringify(output, null, 2)}\n`;
}

export const MCQ_CSV_HEADER = ["topic", "question", "option_a", "option_b", "option_c", "option_d", "correct_answer", "correct_option", "explanation", "source_section", "difficulty", "score", "iteration"] as const;

export function mcqCsv(output: McqOutput): string {
  const rows = output.topics.flatMap((topic) =>
    topic.questions.map((question) => [
      topic.topic,
      question.question,
      ...[0, 1, 2, 3].map((index) => question.options[index] ?? ""),
      optionLetter(question.correct_answer),
      question.options[question.correct_answer] ?? "",
      question.explanation,
      question.source_section,
      question.difficulty ?? "",
      question.score.toFixed(3),
      String(question.iteration),
    ]),
  );
  return csvTable(MCQ_CSV_HEADER, rows);
}
