import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { readdir } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parse as parseYaml } from "yaml";
import { z } from "zod";
import { exportDataset } from "../../api/export.js";
import { QaforgeError } from "../../errors.js";

/*
 * Each export is checked against its consumer's schema, written here from the consumer's documented model:
 * - RAGAS ≥ 0.2 `SingleTurnSample` (pydantic): user_input, retrieved_contexts, reference_contexts, response,
 *   multi_responses, reference, rubrics; `EvaluationDataset.from_jsonl` reads one sample per line.
 * - DeepEval `Golden` (pydantic): input (required), actual_output, expected_output, context, retrieval_context,
 *   additional_metadata, comments, tools_called, expected_tools, source_file, name, custom_column_key_values;
 *   `EvaluationDataset.add_goldens_from_json_file` reads a JSON list.
 * - promptfoo `TestCase`: description, vars, provider, assert (each with a known `type`, `value`, `threshold`,
 *   `weight`, `metric`), options, threshold, metadata; `tests: file://tests.yaml` reads a YAML list.
 * - Hugging Face `datasets`: a README.md whose YAML header names the data files under `configs`, and features under
 *   `dataset_info` matching the rows.
 */
const ragasSample = z.strictObject({
  user_input: z.string().min(1).optional(),
  retrieved_contexts: z.array(z.string()).optional(),
  reference_contexts: z.array(z.string()).optional(),
  response: z.string().optional(),
  multi_responses: z.array(z.string()).optional(),
  reference: z.string().optional(),
  rubrics: z.record(z.string(), z.string()).optional(),
});

const deepevalGolden = z.strictObject({
  input: z.string().min(1),
  actual_output: z.string().optional(),
  expected_output: z.string().optional(),
  context: z.array(z.string()).optional(),
  retrieval_context: z.array(z.string()).optional(),
  additional_metadata: z.record(z.string(), z.unknown()).optional(),
  comments: z.string().optional(),
  tools_called: z.array(z.unknown()).optional(),
  expected_tools: z.array(z.unknown()).optional(),
  source_file: z.string().optional(),
  name: z.string().optional(),
  custom_column_key_values: z.record(z.string(), z.string()).optional(),
});

const PROMPTFOO_ASSERTION_TYPES = ["equals", "contains", "icontains", "contains-all", "contains-any", "regex", "similar", "llm-rubric", "factuality", "model-graded-closedqa", "answer-relevance", "context-faithfulness", "context-recall", "context-relevance", "javascript", "python"] as const;
const promptfooAssertion = z.strictObject({
  type: z.enum(PROMPTFOO_ASSERTION_TYPES),
  value: z.union([z.string(), z.array(z.string()), z.record(z.string(), z.unknown())]).optional(),
  threshold: z.number().optional(),
  weight: z.number().optional(),
  metric: z.string().optional(),
  provider: z.unknown().optional(),
});
const promptfooTestCase = z.strictObject({
  description: z.string().optional(),
  vars: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.array(z.string()), z.record(z.string(), z.unknown())])).optional(),
  provider: z.unknown().optional(),
  assert: z.array(promptfooAssertion).optional(),
  options: z.record(z.string(), z.unknown()).optional(),
  threshold: z.number().optional(),
  metadata: z.record(z.string(), z.unknown()).optional(),
});

const hfFeature: z.ZodType<unknown> = z.lazy(() =>
  z.union([z.strictObject({ name: z.string(), dtype: z.enum(["string", "int64", "float64", "bool"]) }), z.strictObject({ name: z.string(), sequence: z.string() }), z.strictObject({ name: z.string(), list: z.array(hfFeature) })]),
);
const hfCardHeader = z.looseObject({
  pretty_name: z.string(),
  task_categories: z.array(z.string()),
  configs: z.array(z.strictObject({ config_name: z.string(), data_files: z.array(z.strictObject({ split: z.string(), path: z.string() })) })).min(1),
  dataset_info: z.looseObject({ features: z.array(hfFeature), splits: z.array(z.strictObject({ name: z.string(), num_examples: z.number().int() })) }),
});

const FIXTURE = new URL("../../../test/fixtures/eval/srd-and-science-generate.json", import.meta.url);
const generated = JSON.parse(readFileSync(FIXTURE, "utf8")) as { questions: { question: string; answer: string; source_document: string; evidence: { start_line: number; end_line: number; text: string }[] }[] };

function workdir(): string {
  const dir = mkdtempSync(join(tmpdir(), "qaforge-export-"));
  writeFileSync(join(dir, "set.json"), JSON.stringify(generated));
  return dir;
}

function chainRecord(id: string, question: string, answer: string, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    chain_id: id,
    run_id: "r",
    category: "multi_hop_reasoning",
    question,
    final_answer: answer,
    hop_count: 2,
    hop_path: [
      { hop_index: 1, chunk_id: "a.txt:3-4", chunk_text: "Acme was founded in 1990.", partial_answer: "1990", retrieval_score: null },
      { hop_index: 2, chunk_id: "docs/b:c.txt:10-10", chunk_text: "Acme merged with Beta in 2001.", partial_answer: "2001", retrieval_score: null },
    ],
    source_file: "a.txt",
    source_files: ["a.txt", "docs/b:c.txt"],
    difficulty: "medium",
    ...extra,
  };
}

describe("qaforge export", () => {
  it("writes RAGAS samples, one per line, with the question, reference and the evidence as reference contexts", async () => {
    const dir = workdir();
    const summary = await exportDataset(join(dir, "set.json"), { format: "ragas" });
    expect(summary.out).toBe(join(dir, "set.ragas.jsonl"));
    const lines = readFileSync(summary.out, "utf8").trim().split("\n");
    expect(lines).toHaveLength(generated.questions.length);
    lines.forEach((line, index) => {
      const sample = ragasSample.parse(JSON.parse(line));
      expect(sample.user_input).toBe(generated.questions[index]!.question);
      expect(sample.reference).toBe(generated.questions[index]!.answer);
      expect(sample.reference_contexts).toEqual(generated.questions[index]!.evidence.map((range) => range.text));
    });
  });

  it("writes DeepEval goldens with the source file and qaforge's evidence lines in the metadata", async () => {
    const dir = workdir();
    const summary = await exportDataset(join(dir, "set.json"), { format: "deepeval", out: join(dir, "goldens.json") });
    const goldens = z.array(deepevalGolden).parse(JSON.parse(readFileSync(summary.out, "utf8")));
    expect(goldens).toHaveLength(generated.questions.length);
    const first = generated.questions[0]!;
    expect(goldens[0]).toMatchObject({ input: first.question, expected_output: first.answer, source_file: first.source_document, context: first.evidence.map((range) => range.text) });
    expect(goldens[0]!.additional_metadata!.evidence_lines).toEqual(first.evidence.map((range) => `${first.source_document}:${range.start_line}-${range.end_line}`));
  });

  it("writes promptfoo test cases (YAML) with the question as a var and a factuality assertion on the reference", async () => {
    const dir = workdir();
    const summary = await exportDataset(join(dir, "set.json"), { format: "promptfoo" });
    expect(summary.out.endsWith("set.promptfoo.yaml")).toBe(true);
    const tests = z.array(promptfooTestCase).parse(parseYaml(readFileSync(summary.out, "utf8")));
    expect(tests.map((test) => test.vars!.question)).toEqual(generated.questions.map((qa) => qa.question));
    expect(tests.map((test) => test.assert)).toEqual(generated.questions.map((qa) => [{ type: "factuality", value: qa.answer }]));
    // As a promptfooconfig would use them: a tests list beside prompts and providers.
    const config = z.strictObject({ prompts: z.array(z.string()), providers: z.array(z.string()), tests: z.array(promptfooTestCase) });
    expect(() => config.parse({ prompts: ["Answer from the documents: {{question}}"], providers: ["echo"], tests })).not.toThrow();
  });

  it("writes a Hugging Face datasets folder: the rows as JSONL and a card whose YAML header names them and their features", async () => {
    const dir = workdir();
    const summary = await exportDataset(join(dir, "set.json"), { format: "hf", out: join(dir, "hf") });
    expect((await readdir(join(dir, "hf"))).sort()).toEqual(["README.md", "data"]);
    const card = readFileSync(join(dir, "hf", "README.md"), "utf8");
    const header = /^---\n([\s\S]*?)\n---\n/.exec(card);
    expect(header).not.toBeNull();
    const meta = hfCardHeader.parse(parseYaml(header![1]!));
    const dataFile = meta.configs[0]!.data_files[0]!;
    expect(dataFile.split).toBe("test");
    const rows = readFileSync(join(dir, "hf", dataFile.path), "utf8").trim().split("\n").map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(rows).toHaveLength(generated.questions.length);
    expect(meta.dataset_info.splits[0]!.num_examples).toBe(rows.length);
    const features = meta.dataset_info.features as { name: string; dtype?: string; sequence?: string; list?: { name: string; dtype: string }[] }[];
    const typeOk = (value: unknown, dtype: string) => (dtype === "string" ? typeof value === "string" : dtype === "int64" ? Number.isInteger(value) : typeof value === dtype);
    for (const row of rows) {
      expect(Object.keys(row).sort()).toEqual(features.map((feature) => feature.name).sort());
      for (const feature of features) {
        const value = row[feature.name];
        if (feature.dtype) expect(typeOk(value, feature.dtype), `${feature.name}: ${JSON.stringify(value)}`).toBe(true);
        if (feature.sequence) expect(Array.isArray(value) && value.every((entry) => typeOk(entry, feature.sequence!))).toBe(true);
        if (feature.list) for (const entry of value as Record<string, unknown>[]) for (const sub of feature.list) expect(typeOk(entry[sub.name], sub.dtype), `${feature.name}.${sub.name}`).toBe(true);
      }
    }
    expect(summary.files).toHaveLength(2);
  });

  it("writes JSONL and CSV with one row per question", async () => {
    const dir = workdir();
    const jsonl = await exportDataset(join(dir, "set.json"), { format: "jsonl" });
    const rows = readFileSync(jsonl.out, "utf8").trim().split("\n").map((line) => JSON.parse(line) as { question: string; answer: string });
    expect(rows.map((row) => row.answer)).toEqual(generated.questions.map((qa) => qa.answer));
    const csv = await exportDataset(join(dir, "set.json"), { format: "csv" });
    const text = readFileSync(csv.out, "utf8");
    expect(text.split("\r\n")[0]).toBe("id,question,answer,source_documents,category,question_type,difficulty,evidence_lines,evidence_text");
    expect(text).toContain(`${generated.questions[7]!.source_document}:${generated.questions[7]!.evidence[0]!.start_line}-`);
  });

  it("reads chains (file:lines hop ids, a colon in the path too) and polish's answer over the raw one", async () => {
    const dir = mkdtempSync(join(tmpdir(), "qaforge-export-"));
    writeFileSync(join(dir, "qa_chains_validated.json"), JSON.stringify([chainRecord("c1", "When was Acme founded, and when did it merge with Beta?", "1990; 2001", { approved: true, polished_answer: "Acme was founded in 1990 and merged with Beta in 2001." })]));
    const summary = await exportDataset(join(dir, "qa_chains_validated.json"), { format: "deepeval" });
    expect(summary.kind).toBe("chains_validated");
    const [golden] = z.array(deepevalGolden).parse(JSON.parse(readFileSync(summary.out, "utf8")));
    expect(golden).toMatchObject({ expected_output: "Acme was founded in 1990 and merged with Beta in 2001.", source_file: "a.txt" });
    expect(golden!.additional_metadata).toMatchObject({ id: "c1", category: "multi_hop_reasoning", question_type: "multi_part", difficulty: "medium", evidence_lines: ["a.txt:3-4", "docs/b:c.txt:10-10"] });
  });

  it("reads a plain list of multiple-choice questions, taking a letter answer as the option it names", async () => {
    const dir = mkdtempSync(join(tmpdir(), "qaforge-export-"));
    writeFileSync(join(dir, "mcq.jsonl"), [{ question: "Which gas do plants take in?", options: ["Oxygen", "Carbon dioxide"], answer: "B", topic: "biology" }].map((item) => JSON.stringify(item)).join("\n") + "\n");
    const summary = await exportDataset(join(dir, "mcq.jsonl"), { format: "ragas" });
    expect(summary.kind).toBe("generic");
    expect(ragasSample.parse(JSON.parse(readFileSync(summary.out, "utf8")))).toEqual({ user_input: "Which gas do plants take in?", reference: "Carbon dioxide", reference_contexts: [] });
  });

  it("refuses what is not a qaforge output with one line naming the file and the fault", async () => {
    const dir = mkdtempSync(join(tmpdir(), "qaforge-export-"));
    const cases: [string, string, RegExp][] = [
      ["object.json", JSON.stringify({ hello: "world" }), /not a qaforge output/],
      ["no-answer.json", JSON.stringify([{ question: "Why?" }]), /\[0\] has no reference answer/],
      ["bad-question.json", JSON.stringify({ corpus_name: "c", corpus_path: "/c", questions: [{ question: "", answer: "a", source_document: "d", evidence: [] }] }), /\[0\] question: .*read as generate questions/],
      ["broken.jsonl", '{"question": "a", "answer": "b"}\n{oops\n', /broken\.jsonl:2: is not valid JSON/],
      ["empty.json", "[]", /the list is empty/],
    ];
    for (const [name, content, message] of cases) {
      writeFileSync(join(dir, name), content);
      const error = await exportDataset(join(dir, name), { format: "jsonl" }).catch((caught: unknown) => caught);
      expect(error, name).toBeInstanceOf(QaforgeError);
      expect((error as QaforgeError).code).toBe("invalid_argument");
      expect((error as QaforgeError).describe()).toMatch(message);
      expect((error as QaforgeError).describe()).toContain(name);
    }
    await expect(exportDataset(join(dir, "missing.json"), { format: "ragas" })).rejects.toMatchObject({ code: "document_not_found" });
    await expect(exportDataset(join(dir, "object.json"), { format: "parquet" })).rejects.toThrow(/--format must be one of ragas, deepeval, promptfoo, jsonl, csv, hf/);
  });
});
