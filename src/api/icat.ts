import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import { z } from "zod";
import { evaluateIcat, type IcatScores } from "../agents/research/icat.js";
import type { LlmDecision } from "../agents/run-log.js";
import { formatModelSpec } from "../config/models.js";
import { assertCredentials, resolveRunConfig, roleSettings, type RunConfigFlags } from "../config/run-config.js";
import { QaforgeError, toQaforgeError } from "../errors.js";
import { parseJsonLines } from "../json-lines.js";
import type { ResearchModels } from "../graphs/research.js";
import { DOCUMENT_METADATA_KEY, UsageLedger } from "../models/usage.js";
import { csvTable } from "../outputs/csv.js";
import { writeFileAtomic } from "../outputs/files.js";
import { appendDecisions, LLM_DECISIONS_FILE } from "../outputs/run-log.js";
import type { Embedder } from "../retrieval/index.js";
import { openDatabase } from "../store/database.js";
import { PipelineRunStore } from "../store/pipeline-runs.js";
import { assertIcatVerifier, buildModels, researchTemplates } from "./research.js";
import { openResearchCorpus } from "./research-corpus.js";
import { resolveWorkspace, type WorkspaceOptions } from "./workspace.js";

/** One answer to score: what `qaforge research` writes (research_results.json) or any JSONL of query and answer. */
export interface IcatItem {
  id: string;
  query: string;
  answer: string;
  aspects?: string[];
}

export interface IcatOptions extends WorkspaceOptions {
  /** research_results.json of a research run, or a JSONL file of {"id", "query", "answer", "aspects"?}. */
  answersFile: string;
  /** Folder of icat_results.json/.csv (default: beside the answers file). */
  outDir?: string;
  embedder?: string | Embedder;
  /** A folder of the user's prompt templates (research-*.txt), as for research. */
  promptsDir?: string;
  runConfigFile?: string;
  runConfigFlags?: RunConfigFlags;
  models?: Partial<ResearchModels>;
  /** Start a new run even when one of the same command stopped midway. */
  fresh?: boolean;
  onScored?: (item: IcatItem, scores: IcatScores) => void;
}

export interface IcatRow extends IcatScores {
  id: string;
  query: string;
  /** USD spent on this answer's model calls. */
  cost_usd: number;
}

export interface IcatSummary {
  /** The pipeline run in the store (`qaforge runs`), resumed by the same command when it stopped midway. */
  run_id: string;
  resumed: boolean;
  results: IcatRow[];
  mean: { factuality: number; coverage: number; icat: number };
  /** Model calls and USD of the whole run, earlier attempts of a resumed run included. */
  model_calls: number;
  cost_usd: number;
  files: string[];
}

export const ICAT_RESULTS_JSON = "icat_results.json";
export const ICAT_RESULTS_CSV = "icat_results.csv";

/**
 * `qaforge icat`: ICAT scores of answers over a corpus — the share of each answer's atomic claims that the corpus
 * supports, the share of the query's aspects (the user's, or written by the planner: ICAT-A) that supported claims
 * cover, and their harmonic mean. The verifier must be a different model from the synthesizer that wrote the answers.
 */
export async function icat(corpusPath: string, options: IcatOptions): Promise<IcatSummary> {
  const workspace = resolveWorkspace(corpusPath, options);
  if (workspace.isFile) throw new QaforgeError("invalid_argument", "icat checks claims across a corpus: give a folder of documents", { subject: corpusPath });
  const items = await readAnswers(options.answersFile);
  const runConfig = await resolveRunConfig({ file: options.runConfigFile, flags: options.runConfigFlags ?? {} });
  const specs = {
    planner: roleSettings(runConfig, "planner").spec,
    synthesizer: roleSettings(runConfig, "synthesizer").spec,
    factExtractor: roleSettings(runConfig, "fact_extractor").spec,
    verifier: roleSettings(runConfig, "verifier").spec,
    coverage: roleSettings(runConfig, "coverage").spec,
  };
  assertIcatVerifier(specs, options.models);
  if (!options.models) assertCredentials(runConfig);
  const templates = await researchTemplates(options.promptsDir);
  const outDir = resolve(options.outDir ?? join(options.answersFile, ".."));
  const db = openDatabase(workspace.dbPath);
  try {
    const corpus = await openResearchCorpus(db, workspace.target, { ...(options.embedder ? { embedder: options.embedder } : {}), exclude: [workspace.dbPath, workspace.dataDir, outDir] });
    const ledger = new UsageLedger(runConfig.prices);
    const models = await buildModels(specs, runConfig, ledger, options.models);
    const store = new PipelineRunStore(db);
    const settings = {
      corpus: workspace.target,
      answers: resolve(options.answersFile),
      models: Object.fromEntries(Object.entries(specs).map(([name, spec]) => [name, formatModelSpec(spec)])),
      embedder: corpus.search.embedder.id,
      out_dir: outDir,
    };
    // Keyed by position: answers files may repeat an id.
    const keyed = items.map((item, index) => ({ key: `${index + 1}`, item }));
    const runKey = createHash("sha256").update(JSON.stringify({ settings, items, templates: Object.values(templates.icat).map((template) => template.text) })).digest("hex");
    const { run, resumed } = store.startOrResume("icat", runKey, settings, keyed.map(({ key, item }) => ({ key, input: item })), { fresh: options.fresh ?? false });
    // Each call is stored as it ends, so the cost of a run stopped midway is kept with it.
    const stopUsage = ledger.onRecord((record) => store.addUsage(run.id, { role: String(record.role), model: `${record.provider}:${record.model}`, calls: 1, inputTokens: record.usage.inputTokens, outputTokens: record.usage.outputTokens, costUsd: record.costUsd }));
    const decisions: LlmDecision[] = [];
    try {
      const pending = new Set(store.pendingItems(run.id).map((item) => item.item_key));
      for (const { key, item } of keyed) {
        if (!pending.has(key) || !store.claim(run.id, key)) continue;
        try {
          const evidence = (claims: readonly string[]) => corpus.retrieve(claims.map((claim) => ({ aspect: claim, query: claim, reason: "claim" })), 3);
          const context = { subject: `${item.id}/icat`, iteration: 0, config: { metadata: { [DOCUMENT_METADATA_KEY]: key } } };
          const { scores, decisions: made } = await evaluateIcat(item, { factExtractor: models.factExtractor, verifier: models.verifier, coverage: models.coverage, planner: models.planner }, templates.icat, evidence, context);
          decisions.push(...made);
          const row: IcatRow = { id: item.id, query: item.query, ...scores, cost_usd: roundUsd(ledger.byDocument()[key]?.costUsd ?? 0) };
          store.complete(run.id, key, row);
          options.onScored?.(item, scores);
        } catch (error) {
          // The run stays resumable: the same command scores the answers not yet done.
          const failure = toQaforgeError(error);
          store.fail(run.id, key, { code: failure.code, message: failure.message });
          store.finish(run.id, "failed");
          throw error;
        }
      }
    } finally {
      stopUsage();
    }
    store.finish(run.id, "completed");
    const results = store.items<IcatRow>(run.id, { state: "done" }).map((item) => item.result!);
    const usage = store.usage(run.id);
    const modelCalls = usage.reduce((sum, entry) => sum + entry.calls, 0);
    const costUsd = roundUsd(usage.reduce((sum, entry) => sum + entry.costUsd, 0));
    const mean = (pick: (row: IcatRow) => number) => (results.length === 0 ? 0 : results.reduce((sum, row) => sum + pick(row), 0) / results.length);
    const files = [join(outDir, ICAT_RESULTS_JSON), join(outDir, ICAT_RESULTS_CSV), join(outDir, LLM_DECISIONS_FILE)];
    await writeFileAtomic(files[0]!, `${JSON.stringify({ run_id: run.id, verifier: formatModelSpec(specs.verifier), model_calls: modelCalls, cost_usd: costUsd, results }, null, 2)}\n`);
    await writeFileAtomic(
      files[1]!,
      csvTable(
        ["id", "query", "mode", "claims", "supported", "refuted", "unclear", "factuality", "aspects", "covered", "coverage", "icat", "cost_usd"],
        results.map((row) => [row.id, row.query, row.mode, String(row.claims), String(row.supported), String(row.refuted), String(row.unclear), row.factuality.toFixed(3), String(row.aspects.length), String(row.aspects.filter((aspect) => aspect.covered).length), row.coverage.toFixed(3), row.icat.toFixed(3), String(row.cost_usd)]),
      ),
    );
    await appendDecisions(files[2]!, decisions);
    return {
      run_id: run.id,
      resumed,
      results,
      mean: { factuality: mean((row) => row.factuality), coverage: mean((row) => row.coverage), icat: mean((row) => row.icat) },
      model_calls: modelCalls,
      cost_usd: costUsd,
      files,
    };
  } finally {
    db.close();
  }
}

function roundUsd(value: number): number {
  return Math.round(value * 1e8) / 1e8;
}

const answerSchema = z.object({
  id: z.union([z.string().min(1), z.number()]).optional(),
  query: z.string().trim().min(1, "must be a non-empty string"),
  answer: z.string(),
  aspects: z.array(z.string().trim().min(1)).optional(),
});

/** research_results.json (an array) or JSONL, each entry checked; errors name the file, the line or entry and the field. */
export async function readAnswers(file: string): Promise<IcatItem[]> {
  let text: string;
  try {
    text = await readFile(file, "utf8");
  } catch {
    throw new QaforgeError("document_not_found", "no such answers file", { subject: file });
  }
  const trimmed = text.trim();
  let entries: { value: unknown; where: string }[];
  if (trimmed.startsWith("[")) {
    let array: unknown[];
    try {
      array = JSON.parse(trimmed) as unknown[];
    } catch {
      throw new QaforgeError("invalid_argument", "is not valid JSON", { subject: file });
    }
    entries = array.map((value, index) => ({ value, where: `${file} entry ${index + 1}` }));
  } else {
    entries = parseJsonLines(text, file, { invalid: () => 'is not a JSON object; expected {"id": "...", "query": "...", "answer": "..."}' });
  }
  const items = entries.map(({ value, where }, index) => {
    const parsed = answerSchema.safeParse(value);
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      throw new QaforgeError("invalid_argument", `field ${issue.path.join(".") || "(entry)"} ${issue.message}; expected {"id": "...", "query": "...", "answer": "...", "aspects": ["..."]}`, { subject: where });
    }
    return { id: String(parsed.data.id ?? `q${index + 1}`), query: parsed.data.query, answer: parsed.data.answer, ...(parsed.data.aspects ? { aspects: parsed.data.aspects } : {}) };
  });
  if (items.length === 0) throw new QaforgeError("invalid_argument", "holds no answer", { subject: file });
  return items;
}
