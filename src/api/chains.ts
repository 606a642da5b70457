import type { BaseChatModel } from "@langchain/core/language_models/chat_models";
import { DEFAULT_CATEGORY_CONCURRENCY, DEFAULT_CHAINS_TARGET, DEFAULT_INVOCATION_TIMEOUT_S, DEFAULT_MAX_RETRIES } from "../config/defaults.js";
import { createHash } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import { pairToChain, type ChainRecord } from "../agents/chains/convert.js";
import { postProcessPairs, type DroppedPair, type LineReader, type PairCheck } from "../agents/chains/pairs.js";
import { alreadyAsked, CHAINS_SYSTEM_PROMPT } from "../agents/chains/prompt.js";
import { pickSeedPassage, seedContext, seedSalt } from "../agents/chains/seed.js";
import { hopRange, loadCategories, selectCategories, type CategoriesConfig, type Category } from "../config/categories.js";
import { formatModelSpec, parseModelSpec } from "../config/models.js";
import { BUILTIN_TEMPLATES, loadTemplate, type PromptTemplate } from "../config/prompt-templates.js";
import { assertCredentials, resolveRunConfig, type RunConfig, type RunConfigFlags } from "../config/run-config.js";
import { CorpusTools } from "../corpus/tools.js";
import { normaliseForMatch } from "../documents/words.js";
import { QaforgeError, toQaforgeError } from "../errors.js";
import { runChainsAgent } from "../graphs/chains.js";
import { createChatModel, roleIdentity, withUsageAccounting } from "../models/create.js";
import { UsageLedger, type UsageSummary } from "../models/usage.js";
import { CHAINS_CSV_FILE, CHAINS_GROUPED_FILE, CHAINS_RAW_FILE, chainsCsv, chainsRawJson, groupedDeliverable } from "../outputs/chains.js";
import { writeFileAtomic } from "../outputs/files.js";
import { writeRunLog } from "../outputs/run-log.js";
import { openDatabase } from "../store/database.js";
import { PipelineRunStore } from "../store/pipeline-runs.js";
import { ingest } from "./ingest.js";
import { resolveWorkspace, type WorkspaceOptions } from "./workspace.js";

export interface ChainsOptions extends WorkspaceOptions {
  /** categories.yaml (see examples/categories/). */
  categoriesFile: string;
  /** Only these category ids (default: every category of the file). */
  categories?: string[];
  /** Chains wanted per category (default 5). */
  target?: number;
  /** N_PAIRS asked of one agent invocation (default: the target). */
  pairsPerInvocation?: number;
  generator?: string;
  runConfigFile?: string;
  runConfigFlags?: RunConfigFlags;
  /** A user's prompt template for the generator, with the placeholders of the built-in one. */
  template?: string;
  /** Categories worked on at once (spec 001: 3). */
  concurrency?: number;
  /** Limit of one agent invocation in seconds (spec 001: 900). */
  timeoutSeconds?: number;
  /** Invocations retried after a reply with no readable pairs (spec 001: 2). */
  maxRetries?: number;
  /** Rounds in a row that add no chain before a category is given up (spec 001: 3). */
  maxZeroProgressRounds?: number;
  maxAgentSteps?: number;
  /** `{ index, count }`: this process takes the categories whose position modulo count is index. */
  shard?: { index: number; count: number };
  /** Folder of the output files and logs/ (default `qaforge-chains-<domain>` in the working directory). */
  outDir?: string;
  /** Samples per category in the grouped deliverable (default: all). */
  samplesPerCategory?: number;
  fresh?: boolean;
  /** A generator model to use instead of building one from the configuration (library users and tests). */
  model?: BaseChatModel;
  signal?: AbortSignal;
  onEvent?: (event: ChainsEvent) => void;
}

export type ChainsEvent =
  | { type: "run_started"; runId: string; resumed: boolean; categories: string[]; outDir: string }
  | { type: "round_finished"; category: string; round: number; added: number; total: number; target: number; dropped: Partial<Record<PairCheck, number>>; termination: string }
  | { type: "category_finished"; category: string; chains: number; status: "done" | "failed"; note?: string }
  | { type: "usage"; totals: UsageSummary };

export interface ChainsSummary {
  run_id: string;
  resumed: boolean;
  domain: string;
  categories: { id: string; chains: number; status: string; note?: string }[];
  chains: number;
  dropped_by_check: Partial<Record<PairCheck, number>>;
  invocations: number;
  /** Model calls of this process (a resumed run counts only its own). */
  model_calls: number;
  cost_usd: number;
  out_dir: string;
  files: string[];
  database: string;
}

interface CategoryResult {
  chains: number;
  rounds: number;
  invocations: number;
  dropped: Partial<Record<PairCheck, number>>;
  note?: string;
}

export { DEFAULT_CATEGORY_CONCURRENCY, DEFAULT_CHAINS_TARGET, DEFAULT_INVOCATION_TIMEOUT_S, DEFAULT_MAX_RETRIES };
export const DEFAULT_ZERO_PROGRESS_ROUNDS = 3;
const DEFAULT_MAX_AGENT_STEPS = 30;

/**
 * `qaforge chains` (spec 001 step 2): multi-hop question/answer chains across a whole corpus, by category. Each
 * category is one item of a pipeline run; its chains are saved after every round, so a run started again resumes
 * each category from the chains it already has.
 */
export async function chains(target: string, options: ChainsOptions): Promise<ChainsSummary> {
  const workspace = resolveWorkspace(target, options);
  if (workspace.isFile) throw new QaforgeError("invalid_argument", "chains works across a corpus: give a folder of documents", { subject: target });
  const config = await loadCategories(options.categoriesFile);
  const selected = shardOf(selectCategories(config, options.categories, options.categoriesFile), options.shard);
  const wanted = positiveInteger(options.target ?? DEFAULT_CHAINS_TARGET, "--target");
  const pairsPerInvocation = positiveInteger(options.pairsPerInvocation ?? wanted, "--pairs");
  const concurrency = positiveInteger(options.concurrency ?? DEFAULT_CATEGORY_CONCURRENCY, "--concurrency");
  const template = await loadTemplate(BUILTIN_TEMPLATES.chainsGenerator, options.template ? { override: options.template } : {});
  const runConfig = await resolveRunConfig({ file: options.runConfigFile, flags: { ...options.runConfigFlags, generator: options.generator } });
  const generatorSpec = chainsGeneratorSpec(runConfig);
  if (!options.model) assertCredentials(runConfig);

  // Step 1 first: the plain-text export the corpus tools read (cached by content hash, so cheap when done).
  await ingest(workspace.target, { dbPath: workspace.dbPath, textDir: workspace.textDir });
  const corpus = new CorpusTools(workspace.textDir);
  const textFiles = await corpusTextFiles(workspace.textDir);
  if (textFiles.length === 0) throw new QaforgeError("document_not_found", "no documents qaforge can read were found", { subject: target });

  const outDir = resolve(options.outDir ?? `qaforge-chains-${config.domain}`);
  const runKey = createHash("sha256")
    .update(JSON.stringify({ root: workspace.target, config, categories: selected.map((category) => category.id), wanted, pairsPerInvocation, generator: generatorSpec, seed: runConfig.seed, template: template.text }))
    .digest("hex");
  const db = openDatabase(workspace.dbPath);
  try {
    const store = new PipelineRunStore(db);
    const settings = { categories_file: resolve(options.categoriesFile), domain: config.domain, target: wanted, pairs_per_invocation: pairsPerInvocation, generator: generatorSpec, seed: runConfig.seed, out_dir: outDir };
    const { run, resumed } = store.startOrResume("chains", runKey, settings, selected.map((category) => ({ key: category.id })), { fresh: options.fresh ?? false });
    options.onEvent?.({ type: "run_started", runId: run.id, resumed, categories: selected.map((category) => category.id), outDir });

    const ledger = new UsageLedger(runConfig.prices);
    ledger.onRecord((_, totals) => options.onEvent?.({ type: "usage", totals }));
    // A ready-made model is counted as a configured one is: its calls go to the same ledger under the generator's spec.
    const model = options.model ? withUsageAccounting(options.model, roleIdentity("generator", parseModelSpec(generatorSpec)), ledger) : await createChatModel(generatorSpec, "generator", runConfig, { ledger });
    const readLines = lineReader(corpus);
    // Chains already saved by this run (a resumed run continues each category from them).
    const saved = resumed ? await readSavedChains(join(outDir, CHAINS_RAW_FILE), run.id) : [];
    const allChains: ChainRecord[] = [...saved];
    const asked = new Set(allChains.map((chain) => normaliseForMatch(chain.question)));
    const askedQuestions = allChains.map((chain) => chain.question);
    let writes = Promise.resolve();
    const save = () => {
      writes = writes.then(() => writeOutputs(outDir, allChains, config, options.samplesPerCategory));
      return writes;
    };

    const work = async (category: Category): Promise<void> => {
      if (!store.claim(run.id, category.id)) return;
      try {
        const result = await runCategory({
          category,
          domain: config.domain,
          model,
          corpus,
          readLines,
          template,
          textFiles,
          runId: run.id,
          seed: runConfig.seed,
          generatorModel: formatModelSpec(parseModelSpec(generatorSpec)),
          wanted,
          pairsPerInvocation,
          existing: allChains.filter((chain) => chain.category === category.id),
          asked,
          askedQuestions,
          outDir,
          options,
          costOf: () => ledger.byDocument()[category.id]?.costUsd ?? 0,
          onChains: async (added) => {
            allChains.push(...added);
            await save();
          },
        });
        store.complete(run.id, category.id, result);
        options.onEvent?.({ type: "category_finished", category: category.id, chains: result.chains, status: "done", ...(result.note ? { note: result.note } : {}) });
      } catch (error) {
        if (options.signal?.aborted) throw error;
        const failure = toQaforgeError(error);
        store.fail(run.id, category.id, { code: failure.code, message: failure.message });
        options.onEvent?.({ type: "category_finished", category: category.id, chains: allChains.filter((chain) => chain.category === category.id).length, status: "failed", note: failure.message });
      }
    };
    await runLimited(selected.filter((category) => store.items(run.id).some((item) => item.item_key === category.id && item.state === "pending")), concurrency, work);
    await save();
    const counts = store.counts(run.id);
    store.finish(run.id, counts.failed > 0 ? "failed" : "completed");
    const totals = ledger.totals();
    store.addUsage(run.id, { role: "generator", model: generatorSpec, calls: totals.calls, inputTokens: totals.inputTokens, outputTokens: totals.outputTokens, costUsd: totals.costUsd });

    const items = store.items<CategoryResult>(run.id);
    const dropped: Partial<Record<PairCheck, number>> = {};
    for (const item of items) for (const [check, count] of Object.entries(item.result?.dropped ?? {}) as [PairCheck, number][]) dropped[check] = (dropped[check] ?? 0) + count;
    return {
      run_id: run.id,
      resumed,
      domain: config.domain,
      categories: items.map((item) => ({
        id: item.item_key,
        chains: allChains.filter((chain) => chain.category === item.item_key).length,
        status: item.state,
        ...(item.result?.note ? { note: item.result.note } : item.error ? { note: item.error.message } : {}),
      })),
      chains: allChains.length,
      dropped_by_check: dropped,
      invocations: items.reduce((sum, item) => sum + (item.result?.invocations ?? 0), 0),
      model_calls: totals.calls,
      cost_usd: totals.costUsd,
      out_dir: outDir,
      files: [CHAINS_RAW_FILE, CHAINS_GROUPED_FILE, CHAINS_CSV_FILE].map((file) => join(outDir, file)),
      database: workspace.dbPath,
    };
  } finally {
    db.close();
  }
}

interface CategoryRun {
  category: Category;
  domain: string;
  model: BaseChatModel;
  corpus: CorpusTools;
  readLines: LineReader;
  template: PromptTemplate;
  textFiles: { file: string; lines: string[] }[];
  runId: string;
  seed: number;
  generatorModel: string;
  wanted: number;
  pairsPerInvocation: number;
  existing: ChainRecord[];
  /** Questions of every category of the run so far, normalised: no question is asked twice in one run. */
  asked: Set<string>;
  /** The same questions as written, in order, for the prompt. */
  askedQuestions: string[];
  outDir: string;
  options: ChainsOptions;
  onChains: (chains: ChainRecord[]) => Promise<void>;
  /** Cost so far of this category's calls (the ledger's per-category sum; one category's calls never overlap). */
  costOf: () => number;
}

/**
 * Rounds of one category until it has the chains wanted: each round seeds the agent with a new passage, reads what it
 * returns, keeps the valid pairs that are not already asked, and saves them. A reply with no readable pairs is retried
 * (maxRetries); rounds that add nothing count towards giving the category up (maxZeroProgressRounds).
 */
async function runCategory(job: CategoryRun): Promise<CategoryResult> {
  const { category, options } = job;
  const maxRetries = options.maxRetries ?? DEFAULT_MAX_RETRIES;
  const maxIdle = options.maxZeroProgressRounds ?? DEFAULT_ZERO_PROGRESS_ROUNDS;
  const asked = job.asked;
  let total = job.existing.length;
  let idle = 0;
  let round = 0;
  let invocations = 0;
  const dropped: Partial<Record<PairCheck, number>> = {};
  while (total < job.wanted && idle < maxIdle) {
    round++;
    const passage = pickSeedPassage(job.textFiles, job.seed, seedSalt(category.id, round + job.existing.length));
    if (!passage) return { chains: total, rounds: round, invocations, dropped, note: "no passage of the corpus has enough text to seed a question" };
    const rendered = job.template.render({
      DOMAIN: job.domain,
      FILE_LIST: job.textFiles.map((entry) => `- ${entry.file} (${entry.lines.length} lines)`).join("\n"),
      CATEGORY_NAME: category.display_name,
      CATEGORY_DESCRIPTION: category.description,
      HOP_RANGE: hopRange(category),
      N_PAIRS: String(Math.min(job.pairsPerInvocation, job.wanted - total)),
      SEED_CONTEXT: seedContext(passage),
      SEED_ENTITY: "",
    });
    const prompt = `${rendered}${alreadyAsked(job.askedQuestions)}`;
    let added: ChainRecord[] = [];
    let termination = "";
    for (let attempt = 0; attempt <= maxRetries; attempt++) {
      invocations++;
      const started = Date.now();
      const costBefore = job.costOf();
      const result = await runChainsAgent(
        {
          model: job.model,
          corpus: job.corpus,
          systemPrompt: CHAINS_SYSTEM_PROMPT,
          taskPrompt: prompt,
          maxSteps: options.maxAgentSteps ?? DEFAULT_MAX_AGENT_STEPS,
          timeoutMs: (options.timeoutSeconds ?? DEFAULT_INVOCATION_TIMEOUT_S) * 1000,
          ...(options.signal ? { signal: options.signal } : {}),
        },
        { metadata: { document: category.id } },
      );
      termination = result.termination;
      const processed = postProcessPairs(result.reply ?? "", category, job.readLines);
      for (const drop of processed.dropped) dropped[drop.check] = (dropped[drop.check] ?? 0) + 1;
      const fresh = processed.valid.filter((pair) => {
        const key = normaliseForMatch(pair.question);
        if (!asked.has(key)) return asked.add(key);
        dropped.duplicate = (dropped.duplicate ?? 0) + 1;
        return false;
      });
      added = fresh.slice(0, job.wanted - total).map((pair) =>
        pairToChain(pair, job.readLines, { runId: job.runId, category, seedFile: passage.file, termination: result.termination, provenance: result.log.provenance_summary, generatorModel: job.generatorModel }),
      );
      await writeRunLog(join(job.outDir, "logs"), {
        run_id: job.runId,
        invocation: invocations,
        category: category.id,
        timestamp: new Date(started).toISOString(),
        model: job.generatorModel,
        cost_usd: job.costOf() - costBefore,
        duration_ms: Date.now() - started,
        prompt_seed_file: passage.file,
        termination_reason: result.termination,
        ...result.log,
        pairs_generated: processed.valid.length + processed.dropped.filter((drop) => drop.check !== "unparseable").length,
        pairs_valid: processed.valid.length,
        errors: processed.dropped.map((drop: DroppedPair) => `${drop.check}: ${drop.detail}`),
      });
      const unreadable = processed.dropped.some((drop) => drop.check === "unparseable") || result.termination === "timeout";
      if (!unreadable) break;
    }
    if (added.length > 0) {
      job.askedQuestions.push(...added.map((chain) => chain.question));
      total += added.length;
      idle = 0;
      await job.onChains(added);
    } else {
      idle++;
    }
    options.onEvent?.({ type: "round_finished", category: category.id, round, added: added.length, total, target: job.wanted, dropped: { ...dropped }, termination });
  }
  const note = total < job.wanted ? `gave up after ${idle} rounds in a row added no chain (${total} of ${job.wanted})` : undefined;
  return { chains: total, rounds: round, invocations, dropped, ...(note ? { note } : {}) };
}

/** With the built-in engine, the chains generator is the offline chainer unless another engine was named. */
function chainsGeneratorSpec(runConfig: RunConfig): string {
  const spec = runConfig.roles.generator.spec;
  if (spec.provider === "offline" && (spec.model === "" || spec.model === "questioner")) return "offline:chainer";
  return formatModelSpec(spec);
}

function shardOf(categories: Category[], shard: ChainsOptions["shard"]): Category[] {
  if (!shard) return categories;
  if (!Number.isInteger(shard.count) || shard.count < 1 || !Number.isInteger(shard.index) || shard.index < 0 || shard.index >= shard.count) {
    throw new QaforgeError("invalid_argument", `--shard must be i/n with 0 ≤ i < n, got ${shard.index}/${shard.count}`);
  }
  return categories.filter((_, position) => position % shard.count === shard.index);
}

function positiveInteger(value: number, flag: string): number {
  if (!Number.isInteger(value) || value < 1) throw new QaforgeError("invalid_argument", `${flag} must be a whole number of at least 1, got ${value}`);
  return value;
}

async function corpusTextFiles(textDir: string): Promise<{ file: string; lines: string[] }[]> {
  const names = (await readdir(textDir)).filter((name) => name.endsWith(".txt") && !name.startsWith(".")).sort();
  return Promise.all(names.map(async (file) => ({ file, lines: (await readFile(join(textDir, file), "utf8")).replace(/\f/g, "").split("\n") })));
}

function lineReader(corpus: CorpusTools): LineReader {
  return (file, start, end) => {
    const result = corpus.read({ file, start_line: start, end_line: end });
    if (result.isError) return undefined;
    return result.content
      .split("\n")
      .slice(1)
      .filter((line) => /^\d+\t/.test(line))
      .map((line) => line.replace(/^\d+\t/, ""))
      .join("\n");
  };
}

async function readSavedChains(path: string, runId: string): Promise<ChainRecord[]> {
  try {
    const saved = JSON.parse(await readFile(path, "utf8")) as ChainRecord[];
    return Array.isArray(saved) ? saved.filter((chain) => chain.run_id === runId) : [];
  } catch {
    return [];
  }
}

async function writeOutputs(outDir: string, chains: readonly ChainRecord[], config: CategoriesConfig, samples: number | undefined): Promise<void> {
  await writeFileAtomic(join(outDir, CHAINS_RAW_FILE), chainsRawJson(chains));
  await writeFileAtomic(join(outDir, CHAINS_GROUPED_FILE), `${JSON.stringify(groupedDeliverable(chains, config, samples ?? Number.MAX_SAFE_INTEGER, new Date()), null, 2)}\n`);
  await writeFileAtomic(join(outDir, CHAINS_CSV_FILE), chainsCsv(chains));
}

async function runLimited<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const lanes = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) await work(items[next++]!);
  });
  await Promise.all(lanes);
}
