import type { BaseChatModel } from "@langchain/core/language_models/chat_models";
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import { z } from "zod";
import { DEFAULT_MAX_ITERATIONS, DEFAULT_QUALITY_THRESHOLDS, type MemoryReading, type QualityThresholds } from "../agents/research/gate.js";
import { evaluateIcat, type IcatModels, type IcatScores, type IcatTemplates } from "../agents/research/icat.js";
import { DEFAULT_TOP_K } from "../agents/research/retriever.js";
import type { LlmDecision } from "../agents/run-log.js";
import { formatModelSpec, isSameModel, type ModelRole } from "../config/models.js";
import { BUILTIN_TEMPLATES, loadTemplate, type TemplateDefinition } from "../config/prompt-templates.js";
import { assertCredentials, resolveRunConfig, roleSettings, type RunConfig, type RunConfigFlags } from "../config/run-config.js";
import { QaforgeError, toQaforgeError } from "../errors.js";
import { parseJsonLines } from "../json-lines.js";
import { runResearchBaseline, runResearchLoop, type ResearchModels, type ResearchTemplates } from "../graphs/research.js";
import { createChatModel, roleIdentity, withUsageAccounting } from "../models/create.js";
import { UsageLedger } from "../models/usage.js";
import type { Embedder } from "../retrieval/index.js";
import { writeFileAtomic } from "../outputs/files.js";
import { chartPng } from "../outputs/report/png.js";
import { writeReport } from "../outputs/report/report.js";
import {
  RESEARCH_PLOTS,
  RESEARCH_REPORT_HTML,
  RESEARCH_RESULTS_CSV,
  RESEARCH_RESULTS_JSON,
  researchCharts,
  researchReport,
  researchResultsCsv,
  type ResearchQueryResult,
} from "../outputs/research.js";
import { JsonlAppender, LLM_DECISIONS_FILE } from "../outputs/run-log.js";
import { openDatabase } from "../store/database.js";
import { PipelineRunStore } from "../store/pipeline-runs.js";
import { openResearchCorpus, systemMemoryProbe, type ResearchCorpus } from "./research-corpus.js";
import { resolveWorkspace, type WorkspaceOptions } from "./workspace.js";

export type { ResearchQueryResult } from "../outputs/research.js";

/** One query of a batch: spec 003's corpus of queries, one JSON object per line. */
export interface ResearchQuery {
  id: string;
  query: string;
  /** Aspects a complete answer must cover, for ICAT with the user's aspects. */
  aspects?: string[];
}

export interface ResearchOptions extends WorkspaceOptions {
  /** One query (a batch of one, id "q1"). */
  query?: string;
  /** A JSONL file of queries: `{"id": "...", "query": "...", "aspects": [...]}` per line (id and aspects optional). */
  queriesFile?: string;
  /** The user's aspects of the single query (ICAT with given aspects). */
  aspects?: string[];
  maxIterations?: number;
  /** Passages per aspect (spec 003: 5). */
  topK?: number;
  /** Embedder spec or instance; default the offline embedder. */
  embedder?: string | Embedder;
  /** Score every answer with ICAT. */
  evaluate?: boolean;
  /** Also run spec 003's baseline (one retrieval, one synthesis) for each query. */
  baseline?: boolean;
  /** Output folder (default ./qaforge-research). */
  outDir?: string;
  /** A folder of the user's prompt templates (research-planner.txt, …), used instead of the built-in ones it names. */
  promptsDir?: string;
  runConfigFile?: string;
  runConfigFlags?: RunConfigFlags;
  /** Ready models instead of the configured ones (library users, tests). */
  models?: Partial<ResearchModels>;
  /** The memory in use; default the operating system's (and nvidia-smi's). */
  memory?: () => Promise<MemoryReading>;
  maxRamPercent?: number;
  maxGpuPercent?: number;
  thresholds?: Partial<QualityThresholds>;
  fresh?: boolean;
  signal?: AbortSignal;
  onEvent?: (event: ResearchEvent) => void;
}

export type ResearchEvent =
  | { type: "corpus_ready"; documents: number; chunks: number }
  | { type: "run_started"; runId: string; resumed: boolean; queries: number; pending: number; outDir: string }
  | { type: "node"; queryId: string; node: string; iteration: number }
  | { type: "gate"; queryId: string; iteration: number; summary: string }
  | { type: "query_finished"; queryId: string; status: "done" | "failed"; iterations?: number; termination?: string; note?: string };

export interface ResearchSummary {
  run_id: string;
  resumed: boolean;
  out_dir: string;
  database: string;
  documents: number;
  chunks: number;
  /** Every query of the run with its result (done now or earlier), in the order given. */
  results: ResearchQueryResult[];
  failed: { id: string; message: string }[];
  files: string[];
  model_calls: number;
  cost_usd: number;
}

const ROLE_OF: Record<keyof ResearchModels, ModelRole> = {
  planner: "planner",
  synthesizer: "synthesizer",
  factExtractor: "fact_extractor",
  verifier: "verifier",
  coverage: "coverage",
};
const ICAT_EVIDENCE_K = 3;

/**
 * `qaforge research` (spec 003): each query answered by the iterative multi-agent loop over the whole corpus, with
 * citations and the iteration history; optionally scored with ICAT and compared with the baseline. Queries are the
 * items of a pipeline run, so a batch stopped at any point resumes with the queries not yet done.
 */
export async function research(corpusPath: string, options: ResearchOptions): Promise<ResearchSummary> {
  const workspace = resolveWorkspace(corpusPath, options);
  if (workspace.isFile) throw new QaforgeError("invalid_argument", "research works across a corpus: give a folder of documents", { subject: corpusPath });
  const queries = await researchQueries(options);
  const maxIterations = wholeNumber(options.maxIterations ?? DEFAULT_MAX_ITERATIONS, "--max-iterations");
  const topK = wholeNumber(options.topK ?? DEFAULT_TOP_K, "--top-k");
  const runConfig = await resolveRunConfig({ file: options.runConfigFile, flags: options.runConfigFlags ?? {} });
  const specs = Object.fromEntries(Object.entries(ROLE_OF).map(([name, role]) => [name, roleSettings(runConfig, role).spec])) as Record<keyof ResearchModels, ReturnType<typeof roleSettings>["spec"]>;
  if (options.evaluate) assertIcatVerifier(specs, options.models);
  if (!options.models || Object.keys(ROLE_OF).some((name) => !options.models![name as keyof ResearchModels])) assertCredentials(runConfig);
  const templates = await researchTemplates(options.promptsDir);
  const outDir = resolve(options.outDir ?? "qaforge-research");
  const thresholds = { ...DEFAULT_QUALITY_THRESHOLDS, ...options.thresholds };

  const db = openDatabase(workspace.dbPath);
  let decisionLog: JsonlAppender<LlmDecision> | undefined;
  try {
    const corpus = await openResearchCorpus(db, workspace.target, { ...(options.embedder ? { embedder: options.embedder } : {}), exclude: [workspace.dbPath, workspace.dataDir, outDir] });
    options.onEvent?.({ type: "corpus_ready", documents: corpus.documents, chunks: corpus.chunks });
    const ledger = new UsageLedger(runConfig.prices);
    const models = await buildModels(specs, runConfig, ledger, options.models);
    const store = new PipelineRunStore(db);
    const settings = {
      corpus: workspace.target,
      max_iterations: maxIterations,
      top_k: topK,
      evaluate: options.evaluate ?? false,
      baseline: options.baseline ?? false,
      models: Object.fromEntries(Object.entries(specs).map(([name, spec]) => [name, formatModelSpec(spec)])),
      embedder: corpus.search.embedder.id,
      thresholds,
      out_dir: outDir,
    };
    const runKey = createHash("sha256").update(JSON.stringify({ settings, queries, templates: Object.values(templates).map((template) => template.text) })).digest("hex");
    const { run, resumed } = store.startOrResume("research", runKey, settings, queries.map((query) => ({ key: query.id, input: query })), { fresh: options.fresh ?? false });
    const pending = store.items(run.id).filter((item) => item.state === "pending");
    options.onEvent?.({ type: "run_started", runId: run.id, resumed, queries: queries.length, pending: pending.length, outDir });

    const decisionsPath = join(outDir, LLM_DECISIONS_FILE);
    const log = (decisionLog = new JsonlAppender<LlmDecision>(decisionsPath));
    const logDecision = (decision: LlmDecision) => log.append({ ...decision, subject: `${run.id}/${decision.subject}` });
    const memory = options.memory ?? systemMemoryProbe();

    for (const query of queries) {
      if (!pending.some((item) => item.item_key === query.id) || !store.claim(run.id, query.id)) continue;
      try {
        const result = await researchOne(query, { models, templates, corpus, topK, maxIterations, thresholds, memory, options, logDecision });
        await log.written();
        await writeFileAtomic(join(outDir, "queries", `${safeName(query.id)}.json`), `${JSON.stringify(result, null, 2)}\n`);
        store.complete(run.id, query.id, result);
        options.onEvent?.({ type: "query_finished", queryId: query.id, status: "done", iterations: result.iterations, termination: result.termination_reason });
      } catch (error) {
        if (options.signal?.aborted) throw error;
        const failure = toQaforgeError(error);
        store.fail(run.id, query.id, { code: failure.code, message: failure.message });
        options.onEvent?.({ type: "query_finished", queryId: query.id, status: "failed", note: failure.message });
      }
    }
    await log.flush();

    const items = store.items<ResearchQueryResult>(run.id);
    const results = items.filter((item) => item.state === "done" && item.result).map((item) => item.result!);
    const failed = items.filter((item) => item.state === "failed").map((item) => ({ id: item.item_key, message: item.error?.message ?? "failed" }));
    const files = await writeResults(outDir, results, { runId: run.id, corpus: workspace.target, batch: queries.length > 1 || options.queriesFile !== undefined || options.baseline === true });
    store.finish(run.id, failed.length > 0 ? "failed" : "completed");
    const totals = ledger.totals();
    for (const [role, usage] of Object.entries(ledger.byRole())) {
      store.addUsage(run.id, { role, model: formatModelSpec(specs[(Object.keys(ROLE_OF) as (keyof ResearchModels)[]).find((name) => ROLE_OF[name] === role) ?? "planner"]), calls: usage.calls, inputTokens: usage.inputTokens, outputTokens: usage.outputTokens, costUsd: usage.costUsd });
    }
    return {
      run_id: run.id,
      resumed,
      out_dir: outDir,
      database: workspace.dbPath,
      documents: corpus.documents,
      chunks: corpus.chunks,
      results,
      failed,
      files: [decisionsPath, ...files],
      model_calls: totals.calls,
      cost_usd: totals.costUsd,
    };
  } finally {
    // A run stopped midway still closes its decision log (its write error, if any, was already thrown or is moot).
    await decisionLog?.flush().catch(() => undefined);
    db.close();
  }
}

interface QueryRun {
  models: ResearchModels;
  templates: ResearchTemplates & { icat: IcatTemplates };
  corpus: ResearchCorpus;
  topK: number;
  maxIterations: number;
  thresholds: QualityThresholds;
  memory: () => Promise<MemoryReading>;
  options: ResearchOptions;
  logDecision: (decision: LlmDecision) => void;
}

async function researchOne(query: ResearchQuery, job: QueryRun): Promise<ResearchQueryResult> {
  const { options } = job;
  const retrieve = (plan: Parameters<ResearchCorpus["retrieve"]>[0]) => job.corpus.retrieve(plan, job.topK);
  const config = options.signal ? { signal: options.signal } : {};
  const started = performance.now();
  const state = await runResearchLoop(
    {
      models: job.models,
      templates: job.templates,
      retrieve,
      memory: job.memory,
      maxIterations: job.maxIterations,
      thresholds: job.thresholds,
      ...(options.maxRamPercent !== undefined ? { maxRamPercent: options.maxRamPercent } : {}),
      ...(options.maxGpuPercent !== undefined ? { maxGpuPercent: options.maxGpuPercent } : {}),
      onDecision: job.logDecision,
      onGate: (summary, iteration) => options.onEvent?.({ type: "gate", queryId: query.id, iteration, summary }),
      onNode: (node, iteration) => options.onEvent?.({ type: "node", queryId: query.id, node, iteration }),
    },
    { queryId: query.id, query: query.query },
    config,
  );
  const result: ResearchQueryResult = {
    id: query.id,
    query: query.query,
    ...(query.aspects ? { aspects: query.aspects } : {}),
    answer: state.answer,
    citations: state.citations,
    plan: state.plan,
    iterations: state.history.length,
    termination_reason: state.termination_reason ?? "unknown",
    history: state.history,
    error_log: state.error_log,
    timestamps: state.timestamps,
    duration_ms: performance.now() - started,
  };
  const icatModels: IcatModels = { factExtractor: job.models.factExtractor, verifier: job.models.verifier, coverage: job.models.coverage, planner: job.models.planner };
  const score = async (answer: string, iteration: number): Promise<IcatScores> => {
    const evidence = (claims: readonly string[]) => job.corpus.retrieve(claims.map((claim) => ({ aspect: claim, query: claim, reason: "claim" })), ICAT_EVIDENCE_K);
    const { scores, decisions } = await evaluateIcat({ query: query.query, answer, ...(query.aspects ? { aspects: query.aspects } : {}) }, icatModels, job.templates.icat, evidence, { subject: `${query.id}/icat`, iteration, config });
    decisions.forEach(job.logDecision);
    return scores;
  };
  if (options.evaluate) result.icat = await score(result.answer, result.iterations - 1);
  if (options.baseline) {
    const baselineStarted = performance.now();
    const baseline = await runResearchBaseline({ models: job.models, templates: job.templates, retrieve, onDecision: job.logDecision }, { queryId: `${query.id}/baseline`, query: query.query }, config);
    result.baseline = { answer: baseline.answer, citations: baseline.citations, duration_ms: performance.now() - baselineStarted };
    result.error_log.push(...baseline.error_log);
    if (options.evaluate) result.baseline.icat = await score(baseline.answer, 0);
  }
  return result;
}

async function writeResults(outDir: string, results: readonly ResearchQueryResult[], context: { runId: string; corpus: string; batch: boolean }): Promise<string[]> {
  const files = [join(outDir, RESEARCH_RESULTS_JSON), join(outDir, RESEARCH_RESULTS_CSV)];
  await writeFileAtomic(files[0]!, `${JSON.stringify(results, null, 2)}\n`);
  await writeFileAtomic(files[1]!, researchResultsCsv(results));
  if (!context.batch || results.length === 0) return files;
  const reportPath = join(outDir, RESEARCH_REPORT_HTML);
  await writeReport(reportPath, researchReport(results, { runId: context.runId, corpus: context.corpus, generatedAt: new Date() }));
  files.push(reportPath);
  const charts = researchCharts(results);
  for (const [name, file] of Object.entries(RESEARCH_PLOTS) as [keyof typeof RESEARCH_PLOTS, string][]) {
    const path = join(outDir, "plots", file);
    await writeFileAtomic(path, await chartPng(charts[name]));
    files.push(path);
  }
  return files;
}

/**
 * The research loop's prompt templates: the built-in ones, or the user's where `promptsDir` holds a file of the same
 * name (research-planner.txt, …), each checked for its placeholders.
 */
export async function researchTemplates(promptsDir?: string): Promise<ResearchTemplates & { icat: IcatTemplates }> {
  const load = (definition: TemplateDefinition) => {
    const override = promptsDir === undefined ? undefined : join(promptsDir, definition.file);
    return loadTemplate(definition, override !== undefined && existsSync(override) ? { override } : {});
  };
  if (promptsDir !== undefined && !existsSync(promptsDir)) throw new QaforgeError("config_not_found", "no such prompts folder", { subject: promptsDir });
  const [planner, refine, synthesizer, factExtractor, verifier, coverage] = await Promise.all([
    load(BUILTIN_TEMPLATES.researchPlanner),
    load(BUILTIN_TEMPLATES.researchRefine),
    load(BUILTIN_TEMPLATES.researchSynthesizer),
    load(BUILTIN_TEMPLATES.researchFactExtractor),
    load(BUILTIN_TEMPLATES.researchVerifier),
    load(BUILTIN_TEMPLATES.researchCoverage),
  ]);
  return { planner, refine, synthesizer, factExtractor, verifier, coverage, icat: { planner, factExtractor, verifier, coverage } };
}

export async function buildModels(specs: Record<keyof ResearchModels, ReturnType<typeof roleSettings>["spec"]>, runConfig: RunConfig, ledger: UsageLedger, given: Partial<ResearchModels> = {}): Promise<ResearchModels> {
  // A ready-made model is counted as a configured one is: its calls go to the same ledger under its role's spec.
  const model = async (name: keyof ResearchModels): Promise<BaseChatModel> => {
    const ready = given[name];
    return ready ? withUsageAccounting(ready, roleIdentity(ROLE_OF[name], specs[name]), ledger) : createChatModel(specs[name], ROLE_OF[name], runConfig, { ledger });
  };
  return { planner: await model("planner"), synthesizer: await model("synthesizer"), factExtractor: await model("factExtractor"), verifier: await model("verifier"), coverage: await model("coverage") };
}

/** ICAT's verifier checks the synthesizer's claims: the same model would confirm its own mistakes. */
export function assertIcatVerifier(specs: Pick<Record<keyof ResearchModels, ReturnType<typeof roleSettings>["spec"]>, "verifier" | "synthesizer">, given: Partial<ResearchModels> = {}): void {
  const sameInstance = given.verifier !== undefined && given.verifier === given.synthesizer;
  const sameSpec = given.verifier === undefined && given.synthesizer === undefined && isSameModel(specs.verifier, specs.synthesizer);
  if (!sameInstance && !sameSpec) return;
  throw new QaforgeError(
    "same_model_roles",
    `ICAT's verifier (${formatModelSpec(specs.verifier)}) is the same model as the synthesizer (${formatModelSpec(specs.synthesizer)}); a model that checks its own claims confirms its own mistakes. Choose a verifier from a different model, e.g. --verifier anthropic:claude-sonnet-4-5`,
  );
}

const queryLineSchema = z.object({
  id: z.union([z.string().min(1), z.number()]).optional(),
  query_id: z.union([z.string().min(1), z.number()]).optional(),
  query: z.string().trim().min(1, "must be a non-empty string"),
  aspects: z.array(z.string().trim().min(1)).optional(),
});

/** The queries of a run: the single query, or the JSONL file's, each checked (file, line and field named). */
export async function researchQueries(options: Pick<ResearchOptions, "query" | "queriesFile" | "aspects">): Promise<ResearchQuery[]> {
  if (options.query !== undefined && options.queriesFile !== undefined) throw new QaforgeError("invalid_argument", "give either a query or --queries FILE, not both");
  if (options.queriesFile === undefined) {
    if (options.query === undefined || options.query.trim() === "") throw new QaforgeError("invalid_argument", "the query is empty; give a query or --queries FILE");
    return [{ id: "q1", query: options.query.trim(), ...(options.aspects && options.aspects.length > 0 ? { aspects: options.aspects } : {}) }];
  }
  let text: string;
  try {
    text = await readFile(options.queriesFile, "utf8");
  } catch {
    throw new QaforgeError("document_not_found", "no such queries file", { subject: options.queriesFile });
  }
  const queries: ResearchQuery[] = [];
  const ids = new Set<string>();
  for (const { value, where } of parseJsonLines(text, options.queriesFile, { invalid: () => 'is not a JSON object; expected {"id": "...", "query": "..."}' })) {
    const parsed = queryLineSchema.safeParse(value);
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      throw new QaforgeError("invalid_argument", `field ${issue.path.join(".") || "(line)"} ${issue.message}; expected {"id": "...", "query": "...", "aspects": ["..."]}`, { subject: where });
    }
    const id = String(parsed.data.id ?? parsed.data.query_id ?? `q${queries.length + 1}`);
    if (ids.has(id)) throw new QaforgeError("invalid_argument", `the id "${id}" is used twice`, { subject: where });
    ids.add(id);
    queries.push({ id, query: parsed.data.query, ...(parsed.data.aspects ? { aspects: parsed.data.aspects } : {}) });
  }
  if (queries.length === 0) throw new QaforgeError("invalid_argument", "holds no query", { subject: options.queriesFile });
  return queries;
}

function wholeNumber(value: number, flag: string): number {
  if (!Number.isInteger(value) || value < 1) throw new QaforgeError("invalid_argument", `${flag} must be a whole number of at least 1, got ${value}`);
  return value;
}

function safeName(id: string): string {
  return id.replace(/[^A-Za-z0-9_.-]+/g, "_");
}
