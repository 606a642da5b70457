import { basename } from "node:path";
import { stringify } from "yaml";
import type { DatasetItem, QaDataset } from "../../agents/eval/dataset.js";
import { csvTable } from "../csv.js";

/**
 * Serializers of a qaforge dataset for the evaluation tools that consume it: each returns the files to write (paths
 * relative to the export's target) and holds no rule beyond the mapping of fields. The field names are the consumers'
 * own, checked against their schemas in export.test.ts.
 */
export const EXPORT_FORMATS = ["ragas", "deepeval", "promptfoo", "jsonl", "csv", "hf"] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

export interface ExportFile {
  /** Relative to the export's target: "" is the target file itself; a folder export names its files. */
  path: string;
  content: string;
}

/** The evidence passages of an item as text, in order. */
function contextsOf(item: DatasetItem): string[] {
  return item.evidence.map((range) => range.text).filter((text) => text.trim() !== "");
}

function jsonl(records: readonly unknown[]): string {
  return records.map((record) => JSON.stringify(record)).join("\n") + (records.length > 0 ? "\n" : "");
}

/**
 * RAGAS `SingleTurnSample`s (ragas ≥ 0.2): `user_input`, `reference`, `reference_contexts`, and, for an eval result,
 * the system's `response` and `retrieved_contexts`. JSONL for `EvaluationDataset.from_jsonl`.
 */
export function ragasSamples(dataset: QaDataset): Record<string, unknown>[] {
  return dataset.items.map((item) => ({
    user_input: item.question,
    reference: item.reference,
    reference_contexts: contextsOf(item),
    ...(item.response !== undefined ? { response: item.response, retrieved_contexts: item.retrieved_contexts ?? [] } : {}),
  }));
}

/**
 * DeepEval `Golden`s: `input`, `expected_output`, `context`, `source_file`, and `additional_metadata` with qaforge's
 * id, category, question type and evidence lines; for an eval result also `actual_output` and `retrieval_context`.
 * A JSON list for `EvaluationDataset.add_goldens_from_json_file`.
 */
export function deepevalGoldens(dataset: QaDataset): Record<string, unknown>[] {
  return dataset.items.map((item) => ({
    input: item.question,
    expected_output: item.reference,
    context: contextsOf(item),
    ...(item.source_documents[0] ? { source_file: item.source_documents[0] } : {}),
    ...(item.response !== undefined ? { actual_output: item.response, retrieval_context: item.retrieved_contexts ?? [] } : {}),
    additional_metadata: {
      id: item.id,
      category: item.category,
      question_type: item.question_type,
      source_documents: item.source_documents,
      evidence_lines: item.evidence.map((range) => `${range.source}:${range.start_line}-${range.end_line}`),
      ...(item.difficulty ? { difficulty: item.difficulty } : {}),
    },
  }));
}

/**
 * promptfoo test cases: `vars` (question, the evidence as context, the source document), a model-graded
 * `factuality` assertion against the reference answer, and `metadata`. YAML, for `tests: file://…` in a
 * promptfooconfig.
 */
export function promptfooTests(dataset: QaDataset): Record<string, unknown>[] {
  return dataset.items.map((item) => ({
    description: `${item.id}: ${item.question.length > 80 ? `${item.question.slice(0, 79)}…` : item.question}`,
    vars: {
      question: item.question,
      context: contextsOf(item).join("\n\n"),
      source_document: item.source_documents.join(", "),
    },
    assert: [{ type: "factuality", value: item.reference }],
    metadata: { id: item.id, category: item.category, question_type: item.question_type },
  }));
}

/** One row per question of the Hugging Face export (and the JSONL export): qaforge's own fields, flat where they can be. */
export function datasetRows(dataset: QaDataset): Record<string, unknown>[] {
  return dataset.items.map((item) => ({
    id: item.id,
    question: item.question,
    answer: item.reference,
    source_documents: item.source_documents,
    category: item.category,
    question_type: item.question_type,
    difficulty: item.difficulty ?? "",
    evidence: item.evidence.map((range) => ({ source: range.source, start_line: range.start_line, end_line: range.end_line, text: range.text })),
    ...(item.response !== undefined ? { response: item.response, retrieved_contexts: item.retrieved_contexts ?? [] } : {}),
  }));
}

/** The `features` of the Hugging Face dataset card, matching `datasetRows`. */
export function hfFeatures(withResponses: boolean): Record<string, unknown>[] {
  const text = (name: string) => ({ name, dtype: "string" });
  return [
    text("id"),
    text("question"),
    text("answer"),
    { name: "source_documents", sequence: "string" },
    text("category"),
    text("question_type"),
    text("difficulty"),
    { name: "evidence", list: [text("source"), { name: "start_line", dtype: "int64" }, { name: "end_line", dtype: "int64" }, text("text")] },
    ...(withResponses ? [text("response"), { name: "retrieved_contexts", sequence: "string" }] : []),
  ];
}

export const HF_DATA_FILE = "data/test.jsonl";

function sizeCategory(count: number): string {
  return count < 1000 ? "n<1K" : count < 10_000 ? "1K<n<10K" : count < 100_000 ? "10K<n<100K" : "100K<n<1M";
}

/** A folder `datasets.load_dataset(path)` reads: the rows as JSONL and a README.md dataset card whose YAML names them. */
export function hfDatasetFolder(dataset: QaDataset): ExportFile[] {
  const rows = datasetRows(dataset);
  const withResponses = dataset.items.some((item) => item.response !== undefined);
  const header = {
    pretty_name: `${dataset.name} (qaforge)`,
    task_categories: ["question-answering"],
    tags: ["qaforge", "rag-evaluation"],
    size_categories: [sizeCategory(rows.length)],
    configs: [{ config_name: "default", data_files: [{ split: "test", path: HF_DATA_FILE }] }],
    dataset_info: { features: hfFeatures(withResponses), splits: [{ name: "test", num_examples: rows.length }] },
  };
  const categories = [...new Set(dataset.items.map((item) => item.category))].sort();
  const card = [
    "---",
    stringify(header).trimEnd(),
    "---",
    "",
    `# ${dataset.name}`,
    "",
    `${rows.length} questions with reference answers${dataset.items.some((item) => item.evidence.length) ? " and the document lines that state them" : ""}, made with qaforge (${dataset.kind} output)` +
      `${dataset.corpus_path ? ` from the documents of \`${basename(dataset.corpus_path)}\`` : ""}.`,
    "",
    `Categories: ${categories.join(", ") || "none"}.`,
    "",
    "```python",
    "from datasets import load_dataset",
    'dataset = load_dataset("path/to/this/folder", split="test")',
    "```",
    "",
    "Fields: `id`, `question`, `answer` (the reference), `source_documents`, `category`, `question_type`, `difficulty`,",
    "`evidence` (`source`, `start_line`, `end_line` (1-based, inclusive), `text`)" + (withResponses ? ", `response` and `retrieved_contexts` (the evaluated system's)." : "."),
    "",
  ].join("\n");
  return [
    { path: HF_DATA_FILE, content: jsonl(rows) },
    { path: "README.md", content: card },
  ];
}

const CSV_COLUMNS = ["id", "question", "answer", "source_documents", "category", "question_type", "difficulty", "evidence_lines", "evidence_text"] as const;

export function datasetCsv(dataset: QaDataset): string {
  const withResponses = dataset.items.some((item) => item.response !== undefined);
  const rows = dataset.items.map((item) => [
    item.id,
    item.question,
    item.reference,
    item.source_documents.join("; "),
    item.category,
    item.question_type,
    item.difficulty ?? "",
    item.evidence.map((range) => `${range.source}:${range.start_line}-${range.end_line}`).join("; "),
    item.evidence.map((range) => range.text).join("\n…\n"),
    ...(withResponses ? [item.response ?? ""] : []),
  ]);
  return csvTable(withResponses ? [...CSV_COLUMNS, "response"] : CSV_COLUMNS, rows);
}

/** The files of one export: a single file (path "") for every format but `hf`, a folder for `hf`. */
export function exportFiles(format: ExportFormat, dataset: QaDataset): ExportFile[] {
  switch (format) {
    case "ragas":
      return [{ path: "", content: jsonl(ragasSamples(dataset)) }];
    case "deepeval":
      return [{ path: "", content: `${JSON.stringify(deepevalGoldens(dataset), null, 2)}\n` }];
    case "promptfoo":
      return [{ path: "", content: stringify(promptfooTests(dataset)) }];
    case "jsonl":
      return [{ path: "", content: jsonl(datasetRows(dataset)) }];
    case "csv":
      return [{ path: "", content: datasetCsv(dataset) }];
    case "hf":
      return hfDatasetFolder(dataset);
  }
}

/** The default name of an export beside its input: `<stem>.ragas.jsonl`, `<stem>-hf/`, … */
export function defaultExportName(stem: string, format: ExportFormat): string {
  const extension = { ragas: ".ragas.jsonl", deepeval: ".deepeval.json", promptfoo: ".promptfoo.yaml", jsonl: ".export.jsonl", csv: ".export.csv", hf: "-hf" }[format];
  return `${stem}${extension}`;
}
