import { createHash } from "node:crypto";
import { z } from "zod";
import { scoredItemFields } from "./score.js";

/**
 * One question of any qaforge output, in the one shape `eval` and `export` work on: `generate`'s questions (spec 000),
 * `chains`' chain records, raw or judged by `polish` (spec 001), an `eval` result, or a plain list of
 * `{question, answer}` objects (what `mcq` and other tools write). A file that is none of these is refused with the
 * reason; nothing is guessed from a shape that lacks a question and its reference answer.
 */
export interface DatasetEvidence {
  /** The document, as the output names it (relative to the corpus for `generate`). */
  source: string;
  start_line: number;
  end_line: number;
  text: string;
}

export interface DatasetItem {
  /** Stable across runs: the chain's id, or a hash of the question and its document. */
  id: string;
  question: string;
  reference: string;
  source_documents: string[];
  category: string;
  question_type: QuestionType;
  evidence: DatasetEvidence[];
  difficulty: string | null;
  /** Answer options of a multiple-choice question, when it has them. */
  options: string[] | null;
  /** An answer given to the question and the passages it came from: present when the input is an `eval` result. */
  response?: string;
  retrieved_contexts?: string[];
}

export const DATASET_KINDS = ["generate", "chains", "chains_validated", "eval", "generic"] as const;
export type DatasetKind = (typeof DATASET_KINDS)[number];

export interface QaDataset {
  kind: DatasetKind;
  /** A name for cards and reports: the corpus's name, else the file's. */
  name: string;
  /** The corpus folder the documents are relative to, when the output says. */
  corpus_path: string | null;
  items: DatasetItem[];
}

export const QUESTION_TYPES = ["quantity", "date", "person", "place", "reason", "manner", "yes_no", "choice", "definition", "multi_part", "other"] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];

/** What kind of answer a question's form asks for, from its wording alone: the "question type" results are grouped by. */
export function questionType(question: string): QuestionType {
  const text = question.trim().toLowerCase();
  if (/\?.+\?|,? and (what|which|who|when|where|how|in which|why)\b/.test(text)) return "multi_part";
  if (/^(how (many|much)|what (number|percentage|proportion|share|amount)|what is the (number|total|sum|average|mean))\b/.test(text)) return "quantity";
  if (/^(when|(in|on|by) (what|which) (year|date|month|day)|what (year|date|month|day))\b/.test(text)) return "date";
  if (/^(who|whom|whose)\b/.test(text)) return "person";
  if (/^(where|(in|at|from) (what|which) (place|city|country|state|location))\b/.test(text)) return "place";
  if (/^why\b/.test(text)) return "reason";
  if (/^how\b/.test(text)) return "manner";
  if (/^(is|are|was|were|does|do|did|can|could|has|have|had|will|would|should)\b/.test(text)) return "yes_no";
  if (/^(which|(in|on|at|from|of) which)\b/.test(text)) return "choice";
  if (/^what (is|are|was|were|does|do)\b/.test(text)) return "definition";
  return "other";
}

export function itemId(question: string, source: string): string {
  return createHash("sha256").update(`${source}\u0000${question.trim()}`).digest("hex").slice(0, 16);
}

const evidenceSchema = z.object({ start_line: z.number().int(), end_line: z.number().int(), text: z.string().default("") });

const qaPairSchema = z.looseObject({
  question: z.string().trim().min(1),
  answer: z.string(),
  source_document: z.string(),
  category: z.string().default("textual"),
  evidence: z.array(evidenceSchema).default([]),
});

const generateResultSchema = z.looseObject({
  corpus_name: z.string(),
  corpus_path: z.string(),
  scenario: z.string().optional(),
  questions: z.array(z.unknown()),
});

const hopSchema = z.looseObject({ chunk_id: z.string(), chunk_text: z.string().default("") });
const chainSchema = z.looseObject({
  chain_id: z.string().min(1),
  category: z.string(),
  question: z.string().trim().min(1),
  final_answer: z.string(),
  hop_path: z.array(hopSchema),
  source_files: z.array(z.string()).optional(),
  source_file: z.string().optional(),
  difficulty: z.string().optional(),
  approved: z.boolean().optional(),
  polished_answer: z.string().optional(),
});

const evalResultSchema = z.looseObject({
  kind: z.literal("qaforge_eval"),
  dataset: z.looseObject({ name: z.string(), corpus_path: z.string().nullable() }),
  results: z.array(z.unknown()),
});

const scoredItemSchema = z.looseObject({
  id: z.string(),
  question: z.string(),
  reference: z.string(),
  source_documents: z.array(z.string()).default([]),
  category: z.string().default("uncategorised"),
  question_type: z.enum(QUESTION_TYPES).optional(),
  evidence: z.array(evidenceSchema.extend({ source: z.string() })).default([]),
  difficulty: z.string().nullable().default(null),
  options: z.array(z.string()).nullable().default(null),
  answer: z.string().nullable().default(null),
  contexts: z.array(z.looseObject({ text: z.string() })).default([]),
});

const ANSWER_FIELDS = ["answer", "reference", "expected_output", "golden_answer", "final_answer", "correct_answer", "ground_truth"] as const;
const QUESTION_FIELDS = ["question", "input", "user_input", "query"] as const;

/** A generic question: the first question-like and answer-like string fields (an mcq item may give the answer as a letter). */
function genericItem(value: unknown): DatasetItem | string {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return "is not an object";
  const record = value as Record<string, unknown>;
  const question = QUESTION_FIELDS.map((field) => record[field]).find((field): field is string => typeof field === "string" && field.trim() !== "");
  if (!question) return `has no question (one of ${QUESTION_FIELDS.join(", ")})`;
  const options = Array.isArray(record.options) && record.options.every((option) => typeof option === "string") ? (record.options as string[]) : null;
  let reference = ANSWER_FIELDS.map((field) => record[field]).find((field): field is string => typeof field === "string");
  if (options && typeof reference === "string" && /^[A-Za-z]$/.test(reference.trim())) reference = options[reference.trim().toUpperCase().charCodeAt(0) - 65] ?? reference;
  if (options && typeof record.correct_index === "number") reference = options[record.correct_index] ?? reference;
  if (reference === undefined) return `has no reference answer (one of ${ANSWER_FIELDS.join(", ")})`;
  const source = [record.source_document, record.source_file, record.document].find((field): field is string => typeof field === "string") ?? "";
  return {
    id: typeof record.id === "string" && record.id ? record.id : itemId(question, source),
    question: question.trim(),
    reference,
    source_documents: source ? [source] : [],
    category: [record.category, record.topic].find((field): field is string => typeof field === "string") ?? "uncategorised",
    question_type: questionType(question),
    evidence: [],
    difficulty: typeof record.difficulty === "string" ? record.difficulty : null,
    options,
  };
}

function fromQaPair(value: unknown): DatasetItem | string {
  const parsed = qaPairSchema.safeParse(value);
  if (!parsed.success) return issue(parsed.error);
  const qa = parsed.data;
  return {
    id: itemId(qa.question, qa.source_document),
    question: qa.question.trim(),
    reference: qa.answer,
    source_documents: [qa.source_document],
    category: qa.category,
    question_type: questionType(qa.question),
    evidence: qa.evidence.map((evidence) => ({ source: qa.source_document, ...evidence })),
    difficulty: null,
    options: null,
  };
}

function fromChain(value: unknown): DatasetItem | string {
  const parsed = chainSchema.safeParse(value);
  if (!parsed.success) return issue(parsed.error);
  const chain = parsed.data;
  const evidence = chain.hop_path.flatMap((hop): DatasetEvidence[] => {
    const at = /^(.*):(\d+)-(\d+)$/.exec(hop.chunk_id);
    return at ? [{ source: at[1]!, start_line: Number(at[2]), end_line: Number(at[3]), text: hop.chunk_text }] : [];
  });
  const sources = chain.source_files?.length ? chain.source_files : [...new Set(evidence.map((entry) => entry.source))];
  return {
    id: chain.chain_id,
    question: chain.question.trim(),
    reference: chain.polished_answer?.trim() || chain.final_answer,
    source_documents: sources.length ? sources : chain.source_file ? [chain.source_file] : [],
    category: chain.category,
    question_type: questionType(chain.question),
    evidence,
    difficulty: chain.difficulty ?? null,
    options: null,
  };
}

function fromScored(value: unknown): DatasetItem | string {
  const parsed = scoredItemSchema.safeParse(value);
  if (!parsed.success) return issue(parsed.error);
  const item = parsed.data;
  return {
    ...scoredItemFields({ ...item, question_type: item.question_type ?? questionType(item.question) }),
    difficulty: item.difficulty,
    options: item.options,
    ...(item.answer !== null ? { response: item.answer, retrieved_contexts: item.contexts.map((context) => context.text) } : {}),
  };
}

function issue(error: z.ZodError): string {
  const first = error.issues[0];
  return first ? `${first.path.join(".") || "the item"}: ${first.message}` : "has the wrong shape";
}

/** Every item through `convert`; the first bad one names its index and what is wrong. */
function convertAll(values: readonly unknown[], convert: (value: unknown) => DatasetItem | string, what: string): DatasetItem[] | string {
  const items: DatasetItem[] = [];
  for (const [index, value] of values.entries()) {
    const item = convert(value);
    if (typeof item === "string") return `[${index}] ${item} (read as ${what})`;
    items.push(item);
  }
  return items;
}

function looksLike(value: unknown, fields: readonly string[]): boolean {
  return typeof value === "object" && value !== null && fields.every((field) => field in value);
}

/**
 * Recognises a parsed qaforge output (`name` names the file for the dataset's name) and turns it into dataset items;
 * a string is the reason it is not one, naming the item and the field.
 */
export function datasetFromJson(value: unknown, name: string): QaDataset | string {
  let result: { kind: DatasetKind; name: string; corpus_path: string | null; items: DatasetItem[] | string };
  if (evalResultSchema.safeParse(value).success) {
    const evaluation = evalResultSchema.parse(value);
    result = { kind: "eval", name: evaluation.dataset.name, corpus_path: evaluation.dataset.corpus_path, items: convertAll(evaluation.results, fromScored, "eval results") };
  } else if (looksLike(value, ["questions", "corpus_path"])) {
    const parsed = generateResultSchema.safeParse(value);
    if (!parsed.success) return `not a qaforge generate output: ${issue(parsed.error)}`;
    result = { kind: "generate", name: parsed.data.corpus_name, corpus_path: parsed.data.corpus_path, items: convertAll(parsed.data.questions, fromQaPair, "generate questions") };
  } else if (Array.isArray(value)) {
    if (value.length === 0) return "the list is empty: there is no question to read";
    const first = value[0];
    if (looksLike(first, ["chain_id", "hop_path"])) {
      result = { kind: looksLike(first, ["approved"]) ? "chains_validated" : "chains", name, corpus_path: null, items: convertAll(value, fromChain, "chains") };
    } else if (looksLike(first, ["question", "answer", "source_document", "evidence"])) {
      result = { kind: "generate", name, corpus_path: null, items: convertAll(value, fromQaPair, "generate questions") };
    } else {
      result = { kind: "generic", name, corpus_path: null, items: convertAll(value, genericItem, "a list of questions") };
    }
  } else {
    return "not a qaforge output: expected generate's JSON (corpus_name, corpus_path, questions), a JSON or JSONL list of questions or chains, or an eval result";
  }
  if (typeof result.items === "string") return result.items;
  const seen = new Map<string, number>();
  const items = result.items.map((item) => {
    const count = seen.get(item.id) ?? 0;
    seen.set(item.id, count + 1);
    return count === 0 ? item : { ...item, id: `${item.id}-${count + 1}` };
  });
  return { ...result, items };
}
