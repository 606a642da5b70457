import type { BaseChatModel } from "@langchain/core/language_models/chat_models";
import { DEFAULT_CHECKPOINT_EVERY, DEFAULT_POLISH_CONCURRENCY } from "../config/defaults.js";
import { createHash } from "node:crypto";
import { dirname, join, resolve } from "node:path";
import type { ChainRecord } from "../agents/chains/convert.js";
import { runJudge, type Judgement } from "../agents/judge.js";
import { loadCategories, type Category } from "../config/categories.js";
import { formatModelSpec, parseModelSpec } from "../config/models.js";
import { BUILTIN_TEMPLATES, loadTemplate } from "../config/prompt-templates.js";
import { CHAINS_POLISH_RUBRIC, withThreshold } from "../config/rubric.js";
import { assertCredentials, resolveRunConfig, type RunConfigFlags } from "../config/run-config.js";
import { QaforgeError } from "../errors.js";
import { callbackAccounted, createCallerAccountedModel, roleIdentity } from "../models/create.js";
import { UsageLedger } from "../models/usage.js";
import { CHAINS_CHECKPOINT_FILE, CHAINS_RAW_FILE, CHAINS_VALIDATED_FILE } from "../outputs/chains.js";
import { JsonArrayFile, JsonLinesJournal } from "../outputs/files.js";
import { RunLogAppender } from "../outputs/run-log.js";
import { openDatabase } from "../store/database.js";
import { workThroughPending } from "../store/pending-work.js";
import { PipelineRunStore } from "../store/pipeline-runs.js";
import { readJsonList } from "./json-input.js";

export interface PolishOptions {
  /** categories.yaml, for the categories' descriptions (the judge scores fit against them). */
  categoriesFile?: string;
  judge?: string;
  runConfigFile?: string;
  runConfigFlags?: RunConfigFlags;
  /** Score every criterion must reach (spec 001: 0.7). */
  threshold?: number;
  /** Chains judged at once (spec 001: 32). */
  concurrency?: number;
  /** Chains judged since the last checkpoint that make the next one (spec 001: every 50 chains). */
  checkpointEvery?: number;
  template?: string;
  dbPath?: string;
  fresh?: boolean;
  model?: BaseChatModel;
  signal?: AbortSignal;
  onProgress?: (progress: { done: number; total: number; approved: number; failed: number }) => void;
}

/** spec 001 step 3's fields, added to each chain. */
export interface ValidatedChain extends ChainRecord {
  approved: boolean;
  category_suitability_score: number;
  answer_completeness_score: number;
  polished_answer: string;
  rejection_reason: string | null;
  validated_at: string;
  judge_feedback: string;
  judge_model: string;
}

export interface PolishSummary {
  run_id: string;
  resumed: boolean;
  chains: number;
  approved: number;
  rejected: number;
  failed: { chain_id: string; code: string; message: string }[];
  output: string;
  cost_usd: number;
}

export { DEFAULT_CHECKPOINT_EVERY, DEFAULT_POLISH_CONCURRENCY };

/**
 * `qaforge polish` (spec 001 step 3): the judge scores every chain of a chains output for category suitability and
 * answer completeness; qaforge approves from the scores. Each judgement is stored as it is made; every
 * `checkpointEvery` chains the chains judged since are appended to the checkpoint file (JSON Lines, so that a
 * checkpoint's cost does not grow with the run); the validated file is written when the run stops, whether it
 * finished or not, and the checkpoint file then removed. A run started again judges only what is left.
 */
export async function polish(input: string, options: PolishOptions = {}): Promise<PolishSummary> {
  const rawPath = resolve(input.endsWith(".json") ? input : join(input, CHAINS_RAW_FILE));
  const chains = await readChains(rawPath);
  const folder = dirname(rawPath);
  const outputPath = join(folder, CHAINS_VALIDATED_FILE);
  const rubric = options.threshold === undefined ? CHAINS_POLISH_RUBRIC : withThreshold(CHAINS_POLISH_RUBRIC, options.threshold);
  const categories = options.categoriesFile ? new Map((await loadCategories(options.categoriesFile)).categories.map((category) => [category.id, category] as const)) : new Map<string, Category>();
  const template = await loadTemplate(BUILTIN_TEMPLATES.chainsJudge, options.template ? { override: options.template } : {});
  const runConfig = await resolveRunConfig({ file: options.runConfigFile, flags: { ...options.runConfigFlags, ...(options.judge ? { judge: options.judge } : {}) } });
  const judgeSpec = runConfig.roles.judge ? formatModelSpec(runConfig.roles.judge.spec) : "offline:judge";
  if (!options.model) assertCredentials(runConfig);
  const concurrency = options.concurrency ?? DEFAULT_POLISH_CONCURRENCY;
  if (!Number.isInteger(concurrency) || concurrency < 1) throw new QaforgeError("invalid_argument", `--concurrency must be a whole number of at least 1, got ${concurrency}`);
  const checkpointEvery = options.checkpointEvery ?? DEFAULT_CHECKPOINT_EVERY;

  const db = openDatabase(options.dbPath ?? join(folder, ".qaforge", "qaforge.db"));
  try {
    const store = new PipelineRunStore(db);
    const runKey = createHash("sha256").update(JSON.stringify({ rawPath, chains: chains.map((chain) => chain.chain_id), judgeSpec, rubric, template: template.text })).digest("hex");
    const { run, resumed } = store.startOrResume("polish", runKey, { raw: rawPath, judge: judgeSpec, threshold: rubric.threshold }, chains.map((chain) => ({ key: chain.chain_id })), { fresh: options.fresh ?? false });
    const ledger = new UsageLedger(runConfig.prices);
    // A ready-made judge is counted as a configured one is: its calls go to the same ledger under the judge's spec.
    // A configured judge carries no callback handler: each judgement's usage is recorded from its reply (`account`).
    const judge = options.model ? callbackAccounted(options.model, roleIdentity("judge", parseModelSpec(judgeSpec)), ledger) : await createCallerAccountedModel(judgeSpec, "judge", runConfig, { ledger });
    const byId = new Map(chains.map((chain) => [chain.chain_id, chain] as const));
    const ordinal = new Map(chains.map((chain, index) => [chain.chain_id, index + 1] as const));

    const judged = new Map<string, ValidatedChain>();
    for (const item of store.items<ValidatedChain>(run.id, { state: "done" })) if (item.result) judged.set(item.item_key, item.result);
    let approvedCount = [...judged.values()].filter((chain) => chain.approved).length;
    const total = chains.length;
    let failed = store.counts(run.id).failed;
    let sinceCheckpoint = 0;
    // Each judged chain is serialised once for the validated file, written in the chains' order when the run stops.
    const validatedFile = new JsonArrayFile<string>(outputPath, () => chains.map((chain) => chain.chain_id));
    for (const chain of judged.values()) validatedFile.set(chain.chain_id, chain);
    const checkpoint = new JsonLinesJournal(join(folder, CHAINS_CHECKPOINT_FILE));
    await checkpoint.start(chains.map((chain) => judged.get(chain.chain_id)).filter((chain) => chain !== undefined));
    const report = () => options.onProgress?.({ done: judged.size, total, approved: approvedCount, failed });
    const runLog = RunLogAppender.forRun(join(folder, "logs"), "polish", run.id);

    const pending = store.pendingItems(run.id).map((item) => item.item_key).filter((id) => byId.has(id));
    report();
    const judgeOne = async (id: string): Promise<ValidatedChain> => {
      const chain = byId.get(id)!;
      const started = Date.now();
      const judgement = await runJudge(judge.model, {
        instructions: template.render(judgeValues(chain, categories.get(chain.category))),
        subject: {
          question: chain.question,
          answer: chain.final_answer,
          evidence: hopPathText(chain),
          category: { name: chain.category, description: categories.get(chain.category)?.description ?? chain.category.replace(/_/g, " ") },
        },
        rubric,
      }, { ...(options.signal ? { signal: options.signal } : {}), metadata: { document: chain.category } });
      judge.account(judgement.usage, chain.category);
      const validated = toValidated(chain, judgement, judgeSpec);
      runLog.append({
        ...judgement.log,
        run_id: run.id,
        invocation: ordinal.get(id)!,
        category: `polish_${chain.category}`,
        timestamp: new Date(started).toISOString(),
        model: judgeSpec,
        duration_ms: Date.now() - started,
        termination_reason: judgement.parse_error ? "unreadable" : "judged",
        errors: judgement.parse_error ? [judgement.parse_error] : [],
      });
      return validated;
    };
    const afterEach = () => {
      report();
      if (++sinceCheckpoint >= checkpointEvery) {
        sinceCheckpoint = 0;
        // Not awaited: the lanes go on judging. A failed append loses nothing: every judgement is in the store, and
        // the validated file written below is made from all of them.
        checkpoint.append().catch(() => undefined);
      }
    };
    // The validated file and the run log are written whatever happens to the lanes; a lane's error comes first.
    const lanes = await workThroughPending(store, run.id, {
      keys: pending,
      concurrency,
      ...(options.signal ? { signal: options.signal } : {}),
      work: judgeOne,
      onDone: (id, validated) => {
        judged.set(id, validated);
        validatedFile.set(id, validated);
        checkpoint.add(validated);
        if (validated.approved) approvedCount++;
        afterEach();
      },
      onFailed: () => {
        failed++;
        afterEach();
      },
    }).then(
      () => undefined,
      (error: unknown) => ({ error }),
    );
    const written = await Promise.allSettled([validatedFile.write(), runLog.flush()]);
    // The checkpoint has served once the validated file holds every judged chain; until then it stays.
    if (written[0].status === "fulfilled") await checkpoint.remove().catch(() => undefined);
    if (lanes) throw lanes.error;
    for (const outcome of written) if (outcome.status === "rejected") throw outcome.reason;
    const counts = store.counts(run.id);
    store.finish(run.id, counts.failed > 0 ? "failed" : "completed");
    const totals = ledger.totals();
    store.addUsage(run.id, { role: "judge", model: judgeSpec, calls: totals.calls, inputTokens: totals.inputTokens, outputTokens: totals.outputTokens, costUsd: totals.costUsd });
    const approved = approvedCount;
    return {
      run_id: run.id,
      resumed,
      chains: total,
      approved,
      rejected: judged.size - approved,
      failed: store.items(run.id, { state: "failed" }).map((item) => ({ chain_id: item.item_key, code: item.error?.code ?? "internal_error", message: item.error?.message ?? "" })),
      output: outputPath,
      cost_usd: totals.costUsd,
    };
  } finally {
    db.close();
  }
}

function judgeValues(chain: ChainRecord, category: Category | undefined): Record<string, string> {
  return {
    CHAIN_ID: chain.chain_id,
    CATEGORY: category?.display_name ?? chain.category,
    CATEGORY_DESCRIPTION: category?.description ?? chain.category.replace(/_/g, " "),
    HOP_COUNT: String(chain.hop_count),
    TERMINATION_REASON: chain.termination_reason,
    QUESTION: chain.question,
    HOP_PATH_TEXT: hopPathText(chain),
    ANSWER: chain.final_answer,
  };
}

/** spec 001's "format hop path": each hop as a human-readable block. */
export function hopPathText(chain: ChainRecord): string {
  return chain.hop_path.map((hop) => `Hop ${hop.hop_index} — ${hop.chunk_id}\n${hop.chunk_text}${hop.partial_answer ? `\nContributes: ${hop.partial_answer}` : ""}`).join("\n\n");
}

function toValidated(chain: ChainRecord, judgement: Judgement, judgeModel: string): ValidatedChain {
  return {
    ...chain,
    approved: judgement.approved,
    category_suitability_score: judgement.scores.category_suitability ?? 0,
    answer_completeness_score: judgement.scores.answer_completeness ?? 0,
    polished_answer: judgement.polished_answer ?? chain.final_answer,
    rejection_reason: judgement.rejection_reason,
    validated_at: new Date().toISOString(),
    judge_feedback: judgement.feedback,
    judge_model: judgeModel,
  };
}

function readChains(path: string): Promise<ChainRecord[]> {
  return readJsonList<ChainRecord>(path, `no chains file; run qaforge chains first, or give the path of ${CHAINS_RAW_FILE}`, (item) => {
    const record = item as Partial<ChainRecord> | null;
    const complete = record && typeof record.chain_id === "string" && typeof record.question === "string" && typeof record.final_answer === "string" && Array.isArray(record.hop_path);
    return complete ? undefined : "lacks chain_id, question, final_answer or hop_path: not a qaforge chains output";
  });
}
