import type { BaseChatModel } from "@langchain/core/language_models/chat_models";
import { DEFAULT_EVAL_CONCURRENCY } from "../config/defaults.js";
import { createHash } from "node:crypto";
import { basename, dirname, extname, isAbsolute, join, resolve } from "node:path";
import { AnswererError, type Answerer, type AnswererReply } from "../agents/eval/answerer.js";
import type { DatasetItem } from "../agents/eval/dataset.js";
import { aggregateScores, correctnessSubject, scoreAnswer, scoredItemFields, type FailedQuestion, type ScoreGroup, type ScoredQuestion } from "../agents/eval/score.js";
import { runJudge } from "../agents/judge.js";
import { formatModelSpec, parseModelSpec } from "../config/models.js";
import { BUILTIN_TEMPLATES, loadTemplate } from "../config/prompt-templates.js";
import { EVAL_CORRECTNESS_RUBRIC, withThreshold } from "../config/rubric.js";
import { assertCredentials, resolveRunConfig, type RunConfigFlags } from "../config/run-config.js";
import { QaforgeError, toQaforgeError } from "../errors.js";
import { createChatModel, roleIdentity, withUsageAccounting } from "../models/create.js";
import { UsageLedger } from "../models/usage.js";
import { EVAL_REPORT_HTML, EVAL_RESULTS_CSV, EVAL_RESULTS_JSON, evalReportDocument, evalResultsCsv, evalResultsJson, type EvalResultFile } from "../outputs/eval.js";
import { writeFileAtomic } from "../outputs/files.js";
import { writeReport } from "../outputs/report/report.js";
import { openDatabase } from "../store/database.js";
import { workThroughPending } from "../store/pending-work.js";
import { PipelineRunStore } from "../store/pipeline-runs.js";
import { readDataset } from "./dataset-input.js";
import { askAnswerer, commandAnswerer, httpAnswerer, parseAnswererSpec, researchAnswerer } from "./eval-answerers.js";

export interface EvalOptions {
  /** `ask`, `ask:<provider:model>`, `research`, an http(s):// URL, `command:"…"`, or a ready Answerer. */
  answerer: string | Answerer;
  /** Output folder; default `<dataset>-eval/` beside the dataset. */
  out?: string;
  /** The folder the dataset's documents are relative to; default the dataset's own `corpus_path`. */
  corpus?: string;
  /** Questions answered at once. Default 4. */
  concurrency?: number;
  /** Per answer, for HTTP, command and research answerers. Default 60 s; 10 minutes for research. */
  timeoutMs?: number;
  /** The judge's spec; default the configured judge, else `offline:judge`; false scores without a judge. */
  judge?: string | false;
  /** Correctness threshold of the judge's score. Default 0.7. */
  threshold?: number;
  /** Your judge prompt instead of prompts/eval-judge.txt (the same {{PLACEHOLDERS}}). */
  template?: string;
  /** Ready models instead of specs (library users, tests). */
  judgeModel?: BaseChatModel;
  answererModel?: BaseChatModel;
  /** Embedder of `ask`'s semantic search. */
  embedder?: string;
  runConfigFile?: string;
  runConfigFlags?: RunConfigFlags;
  /** Run database; default `.qaforge/qaforge.db` in the output folder. */
  dbPath?: string;
  fresh?: boolean;
  signal?: AbortSignal;
  onProgress?: (progress: { done: number; total: number; failed: number; meanF1: number }) => void;
  /** Each question that could not be scored, as it fails. */
  onFailure?: (failure: FailedQuestion) => void;
}

export interface EvalSummary {
  run_id: string;
  resumed: boolean;
  dataset: string;
  answerer: string;
  judge: string | null;
  questions: number;
  scored: number;
  failed: FailedQuestion[];
  overall: ScoreGroup;
  cost_usd: number;
  outputs: { json: string; csv: string; html: string };
}

export { DEFAULT_EVAL_CONCURRENCY };

/**
 * `qaforge eval`: runs an answerer over every question of a qaforge dataset and scores each answer (exact match and
 * token F1 against the reference, correctness by the judge, retrieval recall of the evidence lines when the answerer
 * returns its passages). Each question is one item of a resumable run: a scored answer is stored as it is made, a
 * failure (timeout, HTTP error, bad reply) is recorded with its reason and retried when the same command runs again.
 */
export async function evaluate(datasetPath: string, options: EvalOptions): Promise<EvalSummary> {
  const source = resolve(datasetPath);
  const dataset = await readDataset(source);
  const out = resolve(options.out ?? join(dirname(source), `${basename(source, extname(source))}-eval`));
  const concurrency = options.concurrency ?? DEFAULT_EVAL_CONCURRENCY;
  if (!Number.isInteger(concurrency) || concurrency < 1) throw new QaforgeError("invalid_argument", `--concurrency must be a whole number of at least 1, got ${concurrency}`);
  const timeoutMs = options.timeoutMs;
  if (timeoutMs !== undefined && !(timeoutMs > 0)) throw new QaforgeError("invalid_argument", `--timeout must be above 0, got ${timeoutMs}`);
  const rubric = options.threshold === undefined ? EVAL_CORRECTNESS_RUBRIC : withThreshold(EVAL_CORRECTNESS_RUBRIC, options.threshold);
  const corpusRoot = options.corpus ? resolve(options.corpus) : dataset.corpus_path ? resolve(dirname(source), dataset.corpus_path) : null;

  const useJudge = options.judge !== false;
  const runConfig = await resolveRunConfig({ file: options.runConfigFile, flags: { ...options.runConfigFlags, ...(typeof options.judge === "string" ? { judge: options.judge } : {}) } });
  const judgeSpec = useJudge ? (runConfig.roles.judge ? formatModelSpec(runConfig.roles.judge.spec) : "offline:judge") : null;
  if (!options.judgeModel && !options.answererModel) assertCredentials(runConfig);
  const template = useJudge ? await loadTemplate(BUILTIN_TEMPLATES.evalJudge, options.template ? { override: options.template } : {}) : null;

  const dbPath = options.dbPath ?? join(out, ".qaforge", "qaforge.db");
  const ledger = new UsageLedger(runConfig.prices);
  const answerer = typeof options.answerer === "string" ? await createAnswerer(options.answerer, { timeoutMs, corpusRoot, outDir: out, runConfig, runConfigFile: options.runConfigFile, dbPath, embedder: options.embedder, model: options.answererModel }) : options.answerer;
  // A ready-made judge is counted as a configured one is: its calls go to the same ledger under the judge's spec.
  const judge = !useJudge ? null : options.judgeModel ? withUsageAccounting(options.judgeModel, roleIdentity("judge", parseModelSpec(judgeSpec!)), ledger) : await createChatModel(judgeSpec!, "judge", runConfig, { ledger });

  const db = openDatabase(dbPath);
  try {
    const store = new PipelineRunStore(db);
    const ids = dataset.items.map((item) => item.id);
    const runKey = createHash("sha256").update(JSON.stringify({ source, ids, answerer: answerer.name, judge: judgeSpec, rubric, template: template?.text ?? null, corpusRoot })).digest("hex");
    const { run, resumed } = store.startOrResume("eval", runKey, { dataset: source, answerer: answerer.name, judge: judgeSpec, corpus: corpusRoot }, ids.map((key) => ({ key })), { fresh: options.fresh ?? false });
    const stopUsage = ledger.onRecord((record) => store.addUsage(run.id, { role: String(record.role), model: `${record.provider}:${record.model}`, calls: 1, inputTokens: record.usage.inputTokens, outputTokens: record.usage.outputTokens, costUsd: record.costUsd }));
    const byId = new Map(dataset.items.map((item) => [item.id, item] as const));
    const scored = new Map<string, ScoredQuestion>();
    for (const item of store.items<ScoredQuestion>(run.id, { state: "done" })) if (item.result && byId.has(item.item_key)) scored.set(item.item_key, item.result);
    let failed = 0;
    const report = () => {
      const values = [...scored.values()];
      options.onProgress?.({ done: scored.size, total: dataset.items.length, failed, meanF1: values.length ? values.reduce((sum, question) => sum + question.f1, 0) / values.length : 0 });
    };

    const scoreOne = async (item: DatasetItem): Promise<ScoredQuestion> => {
      const started = Date.now();
      const document = item.source_documents[0] ?? null;
      const reply: AnswererReply = await answerer.answer(
        { id: item.id, question: item.question, document, document_path: document ? documentPath(document, corpusRoot, dirname(source)) : null, category: item.category },
        options.signal,
      );
      if (reply.usage) store.addUsage(run.id, { role: "answerer", model: reply.model ?? answerer.name, calls: reply.usage.calls, inputTokens: reply.usage.inputTokens, outputTokens: reply.usage.outputTokens, costUsd: reply.usage.costUsd });
      const scores = scoreAnswer(item, reply.answer, reply.contexts);
      let verdict: { correct: boolean | null; score: number | null; feedback: string | null } = { correct: null, score: null, feedback: null };
      if (judge && template) {
        const judgement = await runJudge(
          judge,
          { instructions: template.render({ QUESTION: item.question, REFERENCE: item.reference, ANSWER: reply.answer }), subject: correctnessSubject(item, reply.answer), rubric },
          { ...(options.signal ? { signal: options.signal } : {}), metadata: { document: item.id } },
        );
        verdict = { correct: judgement.approved, score: judgement.scores.correctness ?? 0, feedback: judgement.rejection_reason ?? judgement.feedback };
      }
      return {
        ...scoredItemFields(item),
        answer: reply.answer,
        contexts: reply.contexts,
        ...scores,
        correct: verdict.correct,
        correctness_score: verdict.score,
        judge_feedback: verdict.feedback,
        answerer: answerer.name,
        model: reply.model,
        // The judge's calls are tagged with the question; an answerer's, when it reports them.
        cost_usd: Math.round(((ledger.byDocument()[item.id]?.costUsd ?? 0) + (reply.usage?.costUsd ?? 0)) * 1e8) / 1e8,
        duration_ms: Date.now() - started,
      };
    };

    const pending = store.pendingItems(run.id).map((item) => item.item_key).filter((id) => byId.has(id));
    report();
    try {
      await workThroughPending(store, run.id, {
        keys: pending,
        concurrency,
        ...(options.signal ? { signal: options.signal } : {}),
        work: (id) => scoreOne(byId.get(id)!),
        failure: (error) => (error instanceof AnswererError ? { code: error.code, message: error.message } : toQaforgeError(error).toJSON()),
        onDone: (id, result) => {
          scored.set(id, result);
          report();
        },
        onFailed: (id, failure) => {
          failed++;
          options.onFailure?.(failedQuestion(byId.get(id)!, failure));
          report();
        },
      });
    } finally {
      stopUsage();
      await answerer.close?.();
    }

    const failures = store.items(run.id, { state: "failed" }).flatMap((entry) => {
      const item = byId.get(entry.item_key);
      return item ? [failedQuestion(item, entry.error ?? { code: "internal_error", message: "failed without a reason" })] : [];
    });
    const results = ids.flatMap((id) => (scored.has(id) ? [scored.get(id)!] : []));
    const usage = store.usage(run.id);
    const costUsd = Math.round(usage.reduce((sum, entry) => sum + entry.costUsd, 0) * 1e8) / 1e8;
    const file: EvalResultFile = {
      kind: "qaforge_eval",
      run_id: run.id,
      generated_at: new Date().toISOString(),
      dataset: { path: source, kind: dataset.kind, name: dataset.name, corpus_path: corpusRoot },
      answerer: answerer.name,
      judge: judgeSpec,
      summary: aggregateScores(results, failures),
      results,
      failures,
      usage: usage.map((entry) => ({ role: entry.role, model: entry.model, calls: entry.calls, input_tokens: entry.inputTokens, output_tokens: entry.outputTokens, cost_usd: entry.costUsd })),
      cost_usd: costUsd,
    };
    const outputs = { json: join(out, EVAL_RESULTS_JSON), csv: join(out, EVAL_RESULTS_CSV), html: join(out, EVAL_REPORT_HTML) };
    await writeFileAtomic(outputs.json, evalResultsJson(file));
    await writeFileAtomic(outputs.csv, evalResultsCsv(file, ids));
    await writeReport(outputs.html, evalReportDocument(file));
    store.setOutputPath(run.id, outputs.json);
    store.finish(run.id, failures.length > 0 ? "failed" : "completed");
    return { run_id: run.id, resumed, dataset: source, answerer: answerer.name, judge: judgeSpec, questions: dataset.items.length, scored: results.length, failed: failures, overall: file.summary.overall, cost_usd: costUsd, outputs };
  } finally {
    db.close();
  }
}

function failedQuestion(item: DatasetItem, error: { code: string; message: string }): FailedQuestion {
  return { id: item.id, question: item.question, source_documents: item.source_documents, category: item.category, question_type: item.question_type, code: error.code, message: error.message };
}

/** A document named by the dataset: under the corpus folder when there is one, else as written (relative to the dataset). */
function documentPath(document: string, corpusRoot: string | null, datasetDir: string): string {
  if (isAbsolute(document)) return document;
  return resolve(corpusRoot ?? datasetDir, document);
}

interface AnswererServices {
  /** Per answer; each answerer's own default when not given. */
  timeoutMs: number | undefined;
  corpusRoot: string | null;
  outDir: string;
  runConfig: Awaited<ReturnType<typeof resolveRunConfig>>;
  runConfigFile?: string;
  dbPath: string;
  embedder?: string;
  model?: BaseChatModel;
}

async function createAnswerer(spec: string, services: AnswererServices): Promise<Answerer> {
  const parsed = parseAnswererSpec(spec);
  switch (parsed.kind) {
    case "ask":
      return askAnswerer(parsed.model, { runConfig: services.runConfig, dbPath: services.dbPath, ...(services.runConfigFile ? { runConfigFile: services.runConfigFile } : {}), ...(services.embedder ? { embedder: services.embedder } : {}), ...(services.model ? { model: services.model } : {}) });
    case "research":
      return researchAnswerer({ corpusRoot: services.corpusRoot, outDir: services.outDir, dbPath: services.dbPath, ...(services.runConfigFile ? { runConfigFile: services.runConfigFile } : {}), ...(services.timeoutMs !== undefined ? { timeoutMs: services.timeoutMs } : {}) });
    case "http":
      return httpAnswerer(parsed.url, services.timeoutMs !== undefined ? { timeoutMs: services.timeoutMs } : {});
    case "command":
      return commandAnswerer(parsed.argv, services.timeoutMs !== undefined ? { timeoutMs: services.timeoutMs } : {});
  }
}

