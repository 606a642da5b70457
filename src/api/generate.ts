import { DEFAULT_PER_DOCUMENT_CONCURRENCY } from "../config/defaults.js";
import type { BaseChatModel } from "@langchain/core/language_models/chat_models";
import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import { basename, resolve } from "node:path";
import { type CorpusGenerationResult, type GenerationMode, type QAPair, type RejectionReason } from "../agents/types.js";
import { CORPUS_CONFIG_FILE, resolveCorpusConfig, selectScenario, type CorpusConfig } from "../config/corpus-config.js";
import { formatModelSpec, isSameModel, type ModelRole, type ModelSpec } from "../config/models.js";
import { assertCredentials, assertDistinctValidator, resolveRunConfig, type RequiredRole, type RunConfig, type RunConfigFlags } from "../config/run-config.js";
import { discoverCorpus } from "../corpus/discover.js";
import { loadWithCache } from "../corpus/ingest.js";
import { documentWarning } from "../documents/readability.js";
import { QaforgeError, toQaforgeError } from "../errors.js";
import { runQuestionLoop, type LoopEvent } from "../graphs/question-loop.js";
import { createChatModel, roleIdentity, withUsageAccounting } from "../models/create.js";
import { UsageLedger, type UsageRecord, type UsageSummary } from "../models/usage.js";
import { writeFileAtomic } from "../outputs/files.js";
import { outputFormatOf, serialiseQuestions } from "../outputs/questions.js";
import { answerByRetrieval } from "../agents/retrieval-validator.js";
import { createEmbedder } from "../retrieval/embedders/create.js";
import { Retriever } from "../retrieval/retriever.js";
import { SqliteChunkIndex } from "../store/chunk-index.js";
import { openDatabase } from "../store/database.js";
import { SqliteEmbeddingCache } from "../store/embedding-cache.js";
import { DocumentRepository } from "../store/documents.js";
import { createLlmCache } from "../store/llm-cache.js";
import { RunRepository, type RunDocumentRow, type RunRow } from "../store/runs.js";
import { resolveWorkspace, type WorkspaceOptions } from "./workspace.js";

export interface GenerateOptions extends WorkspaceOptions {
  scenario?: string;
  mode?: GenerationMode;
  /** Accepted questions wanted per document. */
  target?: number;
  generator?: string;
  validator?: string;
  deduplicator?: string;
  /** Embedder for the deduplicator's vector prefilter, e.g. openai:text-embedding-3-small (default: lexical only). */
  embedder?: string;
  /**
   * How the validator answers: `agent` (default) explores the document with tools like the generator; `retrieval`
   * answers in one call from the passages a document-scoped search finds (cheaper; only as good as the search).
   */
  validatorMode?: ValidatorMode;
  /** Documents processed at once. */
  concurrency?: number;
  /**
   * Candidates of one document in flight at once: generated and validated concurrently, decided one at a time
   * (default DEFAULT_PER_DOCUMENT_CONCURRENCY). A performance setting: it is not part of a run's identity.
   */
  perDocumentConcurrency?: number;
  /** corpus.yaml to use instead of the one beside the data. */
  corpusConfigFile?: string;
  /** qaforge.config.yaml (models, providers, prices). */
  runConfigFile?: string;
  runConfigFlags?: RunConfigFlags;
  /** Output file (.json, .jsonl or .csv); default `qaforge-<corpus>-<scenario>-<mode>.json` in the working directory. */
  out?: string;
  exhaustionThreshold?: number;
  maxAgentSteps?: number;
  /** Start a new run even when an unfinished or finished run of the same command exists. */
  fresh?: boolean;
  /** Models to use instead of building them from the configuration (library users and tests). */
  models?: Partial<Record<RequiredRole, BaseChatModel>>;
  onEvent?: (event: GenerateEvent) => void;
}

export type GenerateEvent =
  | { type: "run_started"; runId: string; resumed: boolean; documents: number; finished: number; outputPath: string; notes: string[] }
  | { type: "document_started"; path: string; accepted: number; target: number; warning?: string }
  | ({ path: string } & LoopEvent)
  | { type: "document_finished"; path: string; status: RunDocumentRow["status"]; accepted: number; note?: string }
  | { type: "usage"; totals: UsageSummary }
  | { type: "run_finished"; summary: GenerateSummary };

export type ValidatorMode = "agent" | "retrieval";

export interface GenerateSummary {
  run_id: string;
  status: RunRow["status"];
  resumed: boolean;
  corpus: string;
  scenario: string;
  mode: GenerationMode;
  documents: { total: number; completed: number; exhausted: number; skipped: number; failed: number };
  accepted: number;
  rejected: number;
  rejected_by_reason: Partial<Record<RejectionReason, number>>;
  tokens: { input: number; output: number; cached_input: number; reasoning: number };
  cost_usd: number;
  output: string;
  database: string;
  failures: { path: string; code: string; message: string }[];
}

/**
 * Candidates of one document in flight by default. Three overlap the model latency of generation and validation
 * (the slow calls) about threefold while wasting little: a round never asks for more than the target still needs,
 * and a candidate that turns out to duplicate one accepted earlier in its round costs one validation.
 */
export { DEFAULT_PER_DOCUMENT_CONCURRENCY };

/**
 * `qaforge generate`: every document of a corpus through the question loop, C at a time, with every decision
 * stored as it is made. The same command started again resumes the unfinished run: finished documents are not
 * redone, and no accepted question is lost or duplicated. The output file is rewritten atomically after each
 * document and at the end.
 */
export async function generate(target: string, options: GenerateOptions = {}): Promise<GenerateSummary> {
  const workspace = resolveWorkspace(target, options);
  const { config: corpusConfig, file: corpusConfigFile } = await resolveCorpusConfig(workspace.target, workspace.isFile, options.corpusConfigFile);
  const { key: scenarioKey, scenario } = selectScenario(corpusConfig, options.scenario, corpusConfigFile);
  const mode: GenerationMode = options.mode ?? "textual";
  const targetCount = options.target ?? 5;
  if (!Number.isInteger(targetCount) || targetCount < 1) throw new QaforgeError("invalid_argument", `--target must be a whole number of at least 1, got ${targetCount}`);

  if (options.out !== undefined) outputFormatOf(options.out);

  const runConfig = await resolveRunConfig({
    file: options.runConfigFile,
    flags: { ...options.runConfigFlags, generator: options.generator, validator: options.validator, deduplicator: options.deduplicator, embedder: options.embedder },
  });
  // Refused before any document is touched.
  assertDistinctValidator(runConfig);
  if (options.validatorMode === "retrieval") assertDistinctRetrievalAnswerer(runConfig);
  if (!options.models) assertCredentials(runConfig);

  const discovery = await discoverCorpus(workspace.target, { exclude: [workspace.dbPath, workspace.textDir, resolve(options.out ?? "/nonexistent")] });
  const documents = discovery.files.filter((file) => file.format).map((file) => ({ path: file.relativePath, absolutePath: file.path }));
  if (documents.length === 0) throw new QaforgeError("document_not_found", "no documents qaforge can read were found", { subject: target });

  const modelNames = Object.fromEntries(
    (["generator", "validator", "deduplicator"] as const).map((role) => [role, formatModelSpec(runConfig.roles[role].spec)]),
  ) as Record<RequiredRole, string>;
  const runKey = createHash("sha256")
    .update(JSON.stringify({ root: workspace.target, scenarioKey, mode, targetCount, models: modelNames, seed: runConfig.seed, validatorMode: options.validatorMode ?? "agent" }))
    .digest("hex");

  const db = openDatabase(workspace.dbPath);
  try {
    const runs = new RunRepository(db);
    const documentCache = new DocumentRepository(db);
    const outputPath = resolve(options.out ?? `qaforge-${slug(corpusConfigFile ? corpusConfig.name : basename(workspace.root))}-${scenarioKey}-${mode}.json`);

    let run = options.fresh ? undefined : runs.findResumable(runKey);
    const resumed = run !== undefined;
    const notes: string[] = [];
    if (!corpusConfigFile) {
      notes.push(
        `no ${CORPUS_CONFIG_FILE} beside the documents: using a generic corpus context and the "${scenarioKey}" scenario; describe your corpus in ${CORPUS_CONFIG_FILE} (see the README) for questions in its style`,
      );
    }
    if (run) {
      runs.addDocuments(run.id, documents);
      runs.setStatus(run.id, "running");
    } else {
      const finished = options.fresh ? undefined : runs.latestWithKey(runKey);
      if (finished) notes.push(`run ${finished.id} of this command already completed; started a new run (use \`qaforge stats ${finished.id}\` for the old one)`);
      run = runs.create({
        runKey,
        corpusName: corpusConfig.name,
        corpusPath: workspace.target,
        scenario: scenarioKey,
        mode,
        targetCount,
        settings: { models: modelNames, exhaustion_threshold: options.exhaustionThreshold ?? 8, corpus_config: corpusConfigFile ?? null },
        outputPath,
        documents,
      });
    }
    if (options.out || !run.output_path) runs.setOutputPath(run.id, outputPath);
    const finalOutput = options.out ? outputPath : (run.output_path ?? outputPath);
    const runId = run.id;

    const ledger = new UsageLedger(runConfig.prices);
    const models = await buildModels(runConfig, ledger, db, options.models);
    const embedderSpec = runConfig.roles.embedder?.spec;
    const embedder = embedderSpec ? createEmbedder(formatModelSpec(embedderSpec), { cache: new SqliteEmbeddingCache(db) }) : undefined;
    const retrievalValidator =
      options.validatorMode === "retrieval"
        ? {
            retriever: new Retriever({
              index: new SqliteChunkIndex(db),
              embedder: embedder ?? createEmbedder("offline", { cache: new SqliteEmbeddingCache(db) }),
            }),
            model: options.models?.validator ? models.validator : await createChatModel(retrievalAnswererSpec(runConfig), "answerer", runConfig, { ledger, cache: createLlmCache(db) }),
          }
        : undefined;
    const pendingUsage = new Map<string, UsageRecord[]>();
    ledger.onRecord((record, totals) => {
      const path = record.document ?? "";
      const list = pendingUsage.get(path) ?? [];
      list.push(record);
      pendingUsage.set(path, list);
      options.onEvent?.({ type: "usage", totals });
    });
    const takeUsage = (path: string) => {
      const records = pendingUsage.get(path) ?? [];
      pendingUsage.delete(path);
      return records;
    };

    const rows = runs.documents(runId);
    const todo = rows.filter((row) => row.status === "pending" || row.status === "running" || row.status === "failed");
    options.onEvent?.({ type: "run_started", runId, resumed, documents: rows.length, finished: rows.length - todo.length, outputPath: finalOutput, notes });

    const writeOutput = serialised(async () => {
      const result: CorpusGenerationResult = {
        corpus_name: corpusConfig.name,
        corpus_path: workspace.target,
        scenario: scenarioKey,
        mode,
        questions: runs.accepted(runId),
        timestamp: new Date().toISOString(),
      };
      await writeFileAtomic(finalOutput, serialiseQuestions(outputFormatOf(finalOutput), result));
    });

    const processDocument = async (row: RunDocumentRow) => {
      const emit = (event: LoopEvent) => options.onEvent?.({ ...event, path: row.path });
      try {
        const bytes = await readFile(row.absolute_path);
        const file = discovery.files.find((f) => f.relativePath === row.path);
        const document = await loadWithCache(row.absolute_path, bytes, file?.format ?? "text", documentCache);
        runs.startDocument(runId, row.path, document.id);
        const accepted = runs.accepted(runId, row.path);
        const warning = documentWarning(document);
        options.onEvent?.({ type: "document_started", path: row.path, accepted: accepted.length, target: targetCount, ...(warning ? { warning } : {}) });
        const final = await runQuestionLoop(
          {
            document,
            sourcePath: row.path,
            corpus: { config: corpusConfig, scenarioKey, scenario },
            mode,
            targetCount,
            models: { ...models, generatorName: modelNames.generator, validatorName: modelNames.validator },
            embedQuestions: embedder ? (texts) => embedder.embed(texts) : undefined,
            answerByRetrieval: retrievalValidator ? (question, config) => answerByRetrieval(document, question, retrievalValidator, config) : undefined,
            exhaustionThreshold: options.exhaustionThreshold,
            maxAgentSteps: options.maxAgentSteps,
            perDocumentConcurrency: options.perDocumentConcurrency ?? DEFAULT_PER_DOCUMENT_CONCURRENCY,
            costSoFar: () => ledger.byDocument()[row.path]?.costUsd ?? 0,
            hooks: {
              onAccepted: (qa, progress) => runs.recordAccepted(runId, row.path, qa, progress, takeUsage(row.path)),
              onRejected: (rejected, progress) => runs.recordRejected(runId, row.path, rejected, progress, takeUsage(row.path)),
              onEvent: emit,
            },
          },
          {
            accepted,
            rejected: runs.rejected(runId, row.path),
            attempts: row.attempts,
            consecutiveFailures: row.consecutive_failures,
            viewedPages: JSON.parse(row.viewed_pages) as number[],
          },
          { metadata: { run: runId } },
        );
        runs.recordUsage(runId, row.path, takeUsage(row.path));
        const status = final.skipped_reason ? "skipped" : final.exhausted ? "exhausted" : "completed";
        const documentNote = final.skipped_reason ?? final.exhausted_reason ?? undefined;
        runs.finishDocument(runId, row.path, status, documentNote);
        options.onEvent?.({ type: "document_finished", path: row.path, status, accepted: final.accepted_questions.length, note: documentNote });
      } catch (error) {
        const failure = toQaforgeError(error, "internal_error", row.path);
        runs.recordUsage(runId, row.path, takeUsage(row.path));
        runs.finishDocument(runId, row.path, "failed", failure.message, failure.code);
        options.onEvent?.({ type: "document_finished", path: row.path, status: "failed", accepted: runs.accepted(runId, row.path).length, note: failure.message });
      }
      await writeOutput();
    };

    await pool(todo, Math.max(1, options.concurrency ?? 2), processDocument);
    const finalRows = runs.documents(runId);
    const failed = finalRows.filter((row) => row.status === "failed");
    runs.setStatus(runId, failed.length > 0 ? "failed" : "completed");
    await writeOutput();

    const summary = summarise(runs, runs.get(runId)!, finalRows, resumed, finalOutput, workspace.dbPath);
    options.onEvent?.({ type: "run_finished", summary });
    return summary;
  } finally {
    db.close();
  }
}

/**
 * Who answers in retrieval mode: the configured answerer, else the validator's model; the offline validator's
 * retrieval counterpart is the offline answerer.
 */
function retrievalAnswererSpec(runConfig: RunConfig): ModelSpec {
  const answerer = runConfig.roles.answerer?.spec;
  if (answerer) return answerer;
  const validator = runConfig.roles.validator.spec;
  return validator.provider === "offline" ? { ...validator, model: "answerer", raw: "offline:answerer" } : validator;
}

function assertDistinctRetrievalAnswerer(runConfig: RunConfig): void {
  const answerer = retrievalAnswererSpec(runConfig);
  if (isSameModel(answerer, runConfig.roles.generator.spec)) {
    throw new QaforgeError(
      "same_model_roles",
      `in retrieval mode the answering model (${formatModelSpec(answerer)}) is the same as the generator; a model that checks its own questions confirms its own mistakes (self-confirmation)`,
    );
  }
}

/**
 * The three role models from the run configuration, each reporting its usage to the ledger; an injected model (a
 * library user's own) reports under its role's configured spec, as a configured one does.
 */
async function buildModels(runConfig: RunConfig, ledger: UsageLedger, db: ReturnType<typeof openDatabase>, injected: GenerateOptions["models"]) {
  const cache = createLlmCache(db);
  const build = async (role: RequiredRole): Promise<BaseChatModel> => {
    const spec = runConfig.roles[role].spec;
    const model = injected?.[role];
    return model ? withUsageAccounting(model, roleIdentity(role, spec), ledger) : createChatModel(spec, role as ModelRole, runConfig, { ledger, cache });
  };
  return { generator: await build("generator"), validator: await build("validator"), deduplicator: await build("deduplicator") };
}

export function summarise(runs: RunRepository, run: RunRow, rows: RunDocumentRow[], resumed: boolean, output: string, database: string): GenerateSummary {
  const usage = runs.usage(run.id);
  const count = (status: RunDocumentRow["status"]) => rows.filter((row) => row.status === status).length;
  return {
    run_id: run.id,
    status: run.status,
    resumed,
    corpus: run.corpus_path,
    scenario: run.scenario,
    mode: run.mode,
    documents: { total: rows.length, completed: count("completed"), exhausted: count("exhausted"), skipped: count("skipped"), failed: count("failed") },
    accepted: rows.reduce((sum, row) => sum + row.accepted, 0),
    rejected: rows.reduce((sum, row) => sum + row.rejected, 0),
    rejected_by_reason: runs.rejectionCounts(run.id),
    tokens: {
      input: usage.reduce((sum, row) => sum + row.input_tokens, 0),
      output: usage.reduce((sum, row) => sum + row.output_tokens, 0),
      cached_input: usage.reduce((sum, row) => sum + row.cached_input_tokens, 0),
      reasoning: usage.reduce((sum, row) => sum + row.reasoning_tokens, 0),
    },
    cost_usd: Math.round(usage.reduce((sum, row) => sum + row.cost_usd, 0) * 1e6) / 1e6,
    output,
    database,
    failures: rows.filter((row) => row.status === "failed").map((row) => ({ path: row.path, code: row.error_code ?? "internal_error", message: row.note ?? "" })),
  };
}

async function pool<T>(items: readonly T[], concurrency: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
}

/** Runs an async function one call at a time; a call made while one runs waits for it, then runs once more. */
function serialised(task: () => Promise<void>): () => Promise<void> {
  let chain = Promise.resolve();
  return () => (chain = chain.then(task, task));
}

function slug(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9]+/g, "-").slice(0, 40).replace(/^-+|-+$/g, "") || "corpus";
}

export type { CorpusConfig, QAPair };
