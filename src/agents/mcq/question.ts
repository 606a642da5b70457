import { z } from "zod";
import { extractJson } from "../json-extract.js";

/**
 * spec 002's question format and how a generator's reply is read. A reply is untrusted: each item is read on its
 * own, the usual faults are repaired (a letter for the index, options as an {A: …} object, `answer` for
 * `correct_answer`), and an item that cannot be read becomes a reason, never a crash. Whether a read question is
 * any good (four distinct options, an index in range…) is for the mechanical checks (checks.ts).
 */

export const MCQ_DIFFICULTIES = ["easy", "medium", "hard"] as const;
export type McqDifficulty = (typeof MCQ_DIFFICULTIES)[number];
/** What a run asks for: one level, or `mixed` (easy, medium and hard in turn). */
export const MCQ_DIFFICULTY_CHOICES = [...MCQ_DIFFICULTIES, "mixed"] as const;
export type McqDifficultyChoice = (typeof MCQ_DIFFICULTY_CHOICES)[number];

export interface McqQuestion {
  question: string;
  /** As the model gave them; spec 002 wants exactly four (the checks say so when there are not). */
  options: string[];
  /** Index of the correct option, 0-based; may be out of range (the checks say so). */
  correct_answer: number;
  explanation: string;
  source_section: string;
  difficulty?: McqDifficulty;
}

/** One item of a reply: a question, or why it could not be read. */
export type ReadItem = { question: McqQuestion } | { error: string };

export const SUBMIT_QUESTIONS_TOOL_NAME = "submit_questions";

const questionItemSchema = z.object({
  question: z.string(),
  options: z.array(z.string()),
  correct_answer: z.number().int(),
  explanation: z.string(),
  source_section: z.string(),
  difficulty: z.enum(MCQ_DIFFICULTIES).optional(),
});

/** The tool a generator is offered (JSON schema for `bindTools`). */
export function submitQuestionsTool(): { name: string; description: string; schema: Record<string, unknown> } {
  const schema = z.object({ questions: z.array(questionItemSchema.extend({ options: z.array(z.string()).length(4), correct_answer: z.number().int().min(0).max(3) })) });
  return {
    name: SUBMIT_QUESTIONS_TOOL_NAME,
    description: "Submit the multiple-choice questions, each with exactly four options and the index (0-3) of the correct one.",
    schema: z.toJSONSchema(schema) as Record<string, unknown>,
  };
}

/** The items of a reply: tool arguments (`{questions: […]}`), a bare list, or JSON somewhere in a text. */
export function readGeneratedQuestions(raw: unknown): { items: ReadItem[] } | { error: string } {
  let value = raw;
  if (typeof raw === "string") {
    const found = extractJson(raw, "any");
    if ("error" in found) return found;
    value = found.value;
  }
  const list = Array.isArray(value) ? value : isRecord(value) && Array.isArray(value.questions) ? value.questions : isRecord(value) && typeof value.question === "string" ? [value] : undefined;
  if (!list) return { error: "the reply holds no list of questions (expected {\"questions\": [...]})" };
  return { items: list.map(readItem) };
}

const LETTERS = "ABCD";

function readItem(item: unknown, index: number): ReadItem {
  const where = `item ${index + 1}`;
  if (!isRecord(item)) return { error: `${where} is not an object` };
  const question = text(item.question ?? item.stem);
  if (!question) return { error: `${where} has no question text` };
  const options = readOptions(item.options ?? item.choices);
  if (!options) return { error: `${where} ("${clip(question)}") has no list of options` };
  const correct = readIndex(item.correct_answer ?? item.correct_index ?? item.answer_index ?? item.answer, options);
  if (correct === undefined) return { error: `${where} ("${clip(question)}") has no readable correct_answer index (${JSON.stringify(item.correct_answer ?? item.answer ?? null)})` };
  const difficulty = text(item.difficulty)?.toLowerCase();
  return {
    question: {
      question,
      options,
      correct_answer: correct,
      explanation: text(item.explanation) ?? "",
      source_section: text(item.source_section ?? item.section) ?? "",
      ...(difficulty && (MCQ_DIFFICULTIES as readonly string[]).includes(difficulty) ? { difficulty: difficulty as McqDifficulty } : {}),
    },
  };
}

/** ["a", …], [{text: "a"}, …] or {A: "a", B: …}; options keep a leading "A) " off. */
function readOptions(value: unknown): string[] | undefined {
  let list: unknown[] | undefined;
  if (Array.isArray(value)) list = value;
  else if (isRecord(value)) list = Object.keys(value).sort().map((key) => value[key]);
  if (!list) return undefined;
  return list.map((option) => (isRecord(option) ? (text(option.text ?? option.option) ?? "") : typeof option === "number" ? String(option) : (text(option) ?? ""))).map((option) => option.replace(/^\(?[A-Da-d][).:]\s+/, "").trim());
}

/** 1, "1", "B", "B)", or the correct option's text → its 0-based index. Out-of-range numbers are kept for the checks. */
function readIndex(value: unknown, options: readonly string[]): number | undefined {
  if (typeof value === "number" && Number.isInteger(value)) return value;
  if (typeof value !== "string") return undefined;
  const trimmed = value.trim();
  if (/^-?\d+$/.test(trimmed)) return Number(trimmed);
  const letter = /^\(?([A-Da-d])\)?[).:]?$/.exec(trimmed)?.[1];
  if (letter) return LETTERS.indexOf(letter.toUpperCase());
  const byText = options.findIndex((option) => option.toLowerCase() === trimmed.toLowerCase());
  return byText >= 0 ? byText : undefined;
}

function text(value: unknown): string | undefined {
  if (typeof value !== "string") return undefined;
  const trimmed = value.replace(/\s+/g, " ").trim();
  return trimmed === "" ? undefined : trimmed;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

export function clip(value: string, length = 60): string {
  return value.length > length ? `${value.slice(0, length - 1)}…` : value;
}

/** "A) …\nB) …" as the evaluator and the run log show the options. */
export function letteredOptions(options: readonly string[]): string {
  return options.map((option, index) => `${LETTERS[index] ?? String(index + 1)}) ${option}`).join("\n");
}

export function optionLetter(index: number): string {
  return LETTERS[index] ?? `#${index + 1}`;
}
