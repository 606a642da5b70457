import { extname } from "node:path";
import type { CorpusGenerationResult, QAPair } from "../agents/types.js";
import { QaforgeError } from "../errors.js";
import { csvTable } from "./csv.js";

export const OUTPUT_FORMATS = ["json", "jsonl", "csv"] as const;
export type OutputFormat = (typeof OUTPUT_FORMATS)[number];

/**
 * The format of an output file from its extension, one of `allowed`. Anything else ("results.txt", a typo such as
 * ".cvs", no extension) is refused with the flag's name before any work, never written as JSON under a name that
 * says otherwise.
 */
export function outputFormatOf<F extends string = OutputFormat>(path: string, allowed: readonly F[] = OUTPUT_FORMATS as unknown as readonly F[], flag = "--out"): F {
  const extension = extname(path).toLowerCase().slice(1) as F;
  if (allowed.includes(extension)) return extension;
  const names = allowed.map((format) => `.${format}`);
  const expected = names.length > 1 ? `${names.slice(0, -1).join(", ")} or ${names[names.length - 1]}` : names[0];
  throw new QaforgeError("invalid_argument", `${flag} must end in ${expected}, got "${path}"`);
}

/** spec 000 "Output Format": the corpus-level JSON holds only what an evaluation needs. */
export function corpusResultJson(result: CorpusGenerationResult): string {
  return `${JSON.stringify(result, null, 2)}\n`;
}

/** One QAPair per line. */
export function questionsJsonl(questions: readonly QAPair[]): string {
  return questions.map((qa) => JSON.stringify(qa)).join("\n") + (questions.length > 0 ? "\n" : "");
}

const CSV_COLUMNS = ["question", "answer", "source_document", "category", "content_refs", "evidence_lines", "evidence_text", "generator_model", "validator_model", "attempt_number", "cost_usd"] as const;

/** RFC 4180 CSV, one row per question, for spreadsheets. */
export function questionsCsv(questions: readonly QAPair[]): string {
  const rows = questions.map((qa) => [
    qa.question,
    qa.answer,
    qa.source_document,
    qa.category,
    qa.content_refs.join("; "),
    qa.evidence.map((e) => `${e.start_line}-${e.end_line}`).join("; "),
    qa.evidence.map((e) => e.text).join("\n…\n"),
    qa.generation_metadata.generator_model,
    qa.generation_metadata.validator_model,
    String(qa.generation_metadata.attempt_number),
    String(qa.generation_metadata.cost_usd),
  ]);
  return csvTable(CSV_COLUMNS, rows);
}

export function serialiseQuestions(format: OutputFormat, result: CorpusGenerationResult): string {
  if (format === "jsonl") return questionsJsonl(result.questions);
  if (format === "csv") return questionsCsv(result.questions);
  return corpusResultJson(result);
}
