import type { BaseChatModel } from "@langchain/core/language_models/chat_models";
import { MCQ_DEFAULTS } from "../config/defaults.js";
import type { RunnableConfig } from "@langchain/core/runnables";
import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import { basename, dirname, extname, join, resolve } from "node:path";
import { contextChunksOf, mcqRelevanceThreshold } from "../agents/mcq/context.js";
import { evaluateQuestion, mcqJudgeInput } from "../agents/mcq/evaluate.js";
import { runGenerator } from "../agents/mcq/generate.js";
import { MCQ_DIFFICULTY_CHOICES, type McqDifficultyChoice } from "../agents/mcq/question.js";
import type { McqTopicResult } from "../agents/mcq/result.js";
import { validateAnswer, validationPassages } from "../agents/mcq/validate.js";
import { runJudge } from "../agents/judge.js";
import type { InvocationLog } from "../agents/run-log.js";
import { formatModelSpec, isSameModel, parseModelSpec } from "../config/models.js";
import { BUILTIN_TEMPLATES, loadTemplate } from "../config/prompt-templates.js";
import { DEFAULT_MIN_QUESTION_SCORE, mcqRubric } from "../config/rubric.js";
import { assertCredentials, resolveRunConfig, type RunConfig, type RunConfigFlags } from "../config/run-config.js";
import { loadWithCache } from "../corpus/ingest.js";
import type { Document } from "../documents/document.js";
import { detectFormat } from "../documents/load.js";
import { outputFormatOf } from "../outputs/questions.js";
import { QaforgeError } from "../errors.js";
import { runMcqGraph } from "../graphs/mcq.js";
import { createChatModel, roleIdentity, withUsageAccounting } from "../models/create.js";
import { UsageLedger } from "../models/usage.js";
import { writeFileAtomic } from "../outputs/files.js";
import { mcqCsv, mcqJson, type McqOutput } from "../outputs/mcq.js";
import { writeRunLog } from "../outputs/run-log.js";
import { createEmbedder, OFFLINE_EMBEDDER_ID, Retriever, type Embedder } from "../retrieval/index.js";
import { SqliteChunkIndex } from "../store/chunk-index.js";
import { openDatabase } from "../store/database.js";
import { DocumentRepository } from "../store/documents.js";
import { SqliteEmbeddingCache } from "../store/embedding-cache.js";
import { createLlmCache } from "../store/llm-cache.js";
import { workThroughPending } from "../store/pending-work.js";
import { PipelineRunStore } from "../store/pipeline-runs.js";
import { resolveWorkspace } from "./workspace.js";

export interface McqOptions {
  /** One or more topics (spec 002 enhancement 7: several in one run). */
  topics: readonly string[];
  /** Questions per topic (spec 002: num_questions). Default 5. */
  numQuestions?: number;
  difficulty?: McqDifficultyChoice;
  /** spec 002 MAX_ITERATIONS. Default 3. */
  maxIterations?: number;
  /** spec 002 MIN_QUESTION_SCORE. Default 0.75. */
  minQuestionScore?: number;
  /** spec 002 RETRIEVAL_TOP_K. Default 5. */
  topK?: number;
  /** Least cosine similarity of a context chunk (spec 002 MIN_RELEVANCE_THRESHOLD). Default by embedder, as `ask`. */
  relevanceThreshold?: number;
  /** Answer validation by an independent validator (enhancement 6). Default true. */
  validate?: boolean;
  /** Stop a topic when an iteration improves neither the approved count nor the mean score by more than this (enhancement 2); null never stops early. Default 0.02. */
  plateauDelta?: number | null;
  generator?: string;
  judge?: string;
  validator?: string;
  /** Ready models instead of specs (library users, tests). */
  models?: { generator?: BaseChatModel; judge?: BaseChatModel; validator?: BaseChatModel };
  embedder?: string | Embedder;
  runConfigFile?: string;
  runConfigFlags?: RunConfigFlags;
  generatorTemplate?: string;
  evaluatorTemplate?: string;
  validatorTemplate?: string;
  /** `.json` or `.csv`. Default `qaforge-mcq-<document>.json` in `cwd`. */
  out?: string;
  cwd?: string;
  dbPath?: string;
  fresh?: boolean;
  /** Topics worked on at once. Default 2. */
  concurrency?: number;
  signal?: AbortSignal;
  onEvent?: (event: McqEvent) => void;
}

export type McqEvent =
  | { type: "run_started"; runId: string; resumed: boolean; topics: string[] }
  | { type: "question_evaluated"; topic: string; iteration: number; approved: boolean }
  | { type: "topic_finished"; topic: string; status: "done" | "failed"; approved: number; wanted: number; note?: string };

export interface McqSummary {
  run_id: string;
  resumed: boolean;
  document: string;
  topics: { topic: string; status: "done" | "failed"; approved: number; wanted: number; iterations_used: number; stop_reason: string | null; quality_warnings: string[] | null; error?: { code: string; message: string } }[];
  approved: number;
  wanted: number;
  output: string;
  /** This invocation's model use (a resumed run does not count the calls of earlier invocations). */
  usage: { calls: number; input_tokens: number; output_tokens: number; cost_usd: number; by_role: Record<string, { calls: number; input_tokens: number; output_tokens: number }> };
}

export { MCQ_DEFAULTS };

/**
 * `qaforge mcq`: spec 002's multi-agent MCQ generation for one document, per topic: retrieve the topic's context
 * from the document's chunks (the chunk index and embedder of `ask`), generate, evaluate (mechanical checks, the
 * shared judge with the MCQ rubric, the independent validator), regenerate the rejected questions with the feedback,
 * until all are approved, the iterations run out or the scores plateau. Topics are items of a pipeline run: a run
 * started again redoes only the topics not finished. Writes the JSON or CSV output and a run log per topic.
 */
export async function mcq(document: string, options: McqOptions): Promise<McqSummary> {
  const topics = [...new Set(options.topics.map((topic) => topic.trim()))];
  if (topics.length === 0 || topics.some((topic) => topic === "")) throw new QaforgeError("invalid_argument", "give at least one non-empty --topic");
  const numQuestions = wholeNumber(options.numQuestions ?? MCQ_DEFAULTS.numQuestions, "-n/--num-questions", 1, 50);
  const maxIterations = wholeNumber(options.maxIterations ?? MCQ_DEFAULTS.maxIterations, "--max-iterations", 1, 10);
  const topK = wholeNumber(options.topK ?? MCQ_DEFAULTS.topK, "--top-k", 1, 50);
  const concurrency = wholeNumber(options.concurrency ?? MCQ_DEFAULTS.concurrency, "--concurrency", 1, 64);
  const difficulty = options.difficulty ?? MCQ_DEFAULTS.difficulty;
  if (!(MCQ_DIFFICULTY_CHOICES as readonly string[]).includes(difficulty)) throw new QaforgeError("invalid_argument", `--difficulty must be one of ${MCQ_DIFFICULTY_CHOICES.join(", ")}, got "${difficulty}"`);
  const rubric = mcqRubric(options.minQuestionScore ?? DEFAULT_MIN_QUESTION_SCORE);
  const plateauDelta = options.plateauDelta === undefined ? MCQ_DEFAULTS.plateauDelta : (options.plateauDelta ?? undefined);
  const validate = options.validate ?? true;
  if (options.relevanceThreshold !== undefined && !(options.relevanceThreshold >= -1 && options.relevanceThreshold <= 1)) {
    throw new QaforgeError("invalid_argument", `--threshold must be a similarity from -1 to 1, got ${options.relevanceThreshold}`);
  }

  const workspace = resolveWorkspace(document, { dbPath: options.dbPath });
  if (!workspace.isFile) throw new QaforgeError("invalid_argument", "is a folder; qaforge mcq works on one document", { subject: document });
  const outPath = resolve(options.cwd ?? process.cwd(), options.out ?? `qaforge-mcq-${basename(workspace.target, extname(workspace.target)).replace(/[^A-Za-z0-9_.-]+/g, "_")}.json`);
  const outFormat = `.${outputFormatOf(options.out ?? outPath, ["json", "csv"] as const)}`;

  const generatorTemplate = await loadTemplate(BUILTIN_TEMPLATES.mcqGenerator, options.generatorTemplate ? { override: options.generatorTemplate } : {});
  const evaluatorTemplate = await loadTemplate(BUILTIN_TEMPLATES.mcqEvaluator, options.evaluatorTemplate ? { override: options.evaluatorTemplate } : {});
  const validatorTemplate = await loadTemplate(BUILTIN_TEMPLATES.mcqValidator, options.validatorTemplate ? { override: options.validatorTemplate } : {});
  const flags: RunConfigFlags = { ...options.runConfigFlags, ...(options.generator ? { generator: options.generator } : {}), ...(options.judge ? { judge: options.judge } : {}), ...(options.validator ? { validator: options.validator } : {}) };
  const runConfig = await resolveRunConfig({ file: options.runConfigFile, cwd: options.cwd, flags });
  const specs = roleSpecs(runConfig);
  if (validate && isSameModel(parseModelSpec(specs.generator), parseModelSpec(specs.validator)) && !options.models?.validator) {
    throw new QaforgeError("same_model_roles", `the validator (${specs.validator}) is the same model as the generator; an answer checked by the model that wrote it confirms its own mistakes. Choose a different --validator, or --no-validate`);
  }
  if (!options.models) assertCredentials(runConfig);

  const db = openDatabase(workspace.dbPath);
  try {
    const bytes = await readFile(workspace.target);
    const format = detectFormat(workspace.target, bytes);
    if (!format) throw new QaforgeError("unsupported_format", "not a format qaforge reads", { subject: document });
    const doc: Document = await loadWithCache(workspace.target, bytes, format, new DocumentRepository(db));
    const embedder = typeof options.embedder === "object" ? options.embedder : createEmbedder(options.embedder ?? runConfig.ask?.embedder ?? OFFLINE_EMBEDDER_ID, { cache: new SqliteEmbeddingCache(db) });
    const retriever = new Retriever({ index: new SqliteChunkIndex(db), embedder });
    await retriever.ensureIndexed(doc);
    const threshold = options.relevanceThreshold ?? mcqRelevanceThreshold(embedder.id);

    const store = new PipelineRunStore(db);
    const settings = { document: workspace.target, document_id: doc.id, num_questions: numQuestions, max_iterations: maxIterations, min_question_score: rubric.threshold, top_k: topK, threshold, difficulty, validate, plateau_delta: plateauDelta ?? null, embedder: embedder.id, ...specs, seed: runConfig.seed };
    const runKey = createHash("sha256").update(JSON.stringify({ settings, topics, templates: [generatorTemplate.text, evaluatorTemplate.text, validatorTemplate.text] })).digest("hex");
    const { run, resumed } = store.startOrResume("mcq", runKey, settings, topics.map((topic) => ({ key: topic })), { fresh: options.fresh ?? false });
    store.setOutputPath(run.id, outPath);
    options.onEvent?.({ type: "run_started", runId: run.id, resumed, topics });

    const ledger = new UsageLedger(runConfig.prices);
    const cache = createLlmCache(db);
    // A ready-made model is counted as a configured one is: its calls go to the same ledger under its role's spec.
    const model = async (role: "generator" | "judge" | "validator") => {
      const ready = options.models?.[role];
      return ready ? withUsageAccounting(ready, roleIdentity(role, parseModelSpec(specs[role])), ledger) : createChatModel(specs[role], role, runConfig, { ledger, cache });
    };
    const models = { generator: await model("generator"), judge: await model("judge"), validator: validate ? await model("validator") : undefined };
    const logsDir = join(dirname(outPath), "logs");

    const runTopic = async (topic: string, invocation: number): Promise<McqTopicResult> => {
      // Model calls get the node's configuration (its own abort signal per concurrent evaluation), and the topic as
      // the ledger's document.
      const callConfig = (config: RunnableConfig | undefined): RunnableConfig => ({ ...config, metadata: { ...config?.metadata, document: topic } });
      const started = Date.now();
      const generationLogs: InvocationLog[] = [];
      const errors: string[] = [];
      const result = await runMcqGraph(
        {
          retrieve: async (query) => contextChunksOf(await retriever.retrieve(query, { documentId: doc.id, limit: topK }), threshold, query),
          generate: async (request, config) => {
            const outcome = await runGenerator(models.generator, generatorTemplate, request, callConfig(config));
            generationLogs.push(outcome.log);
            for (const item of outcome.items) if ("error" in item) errors.push(item.error);
            return outcome;
          },
          evaluate: async (input, config) => {
            const evaluation = await evaluateQuestion(input, {
              judge: (question) => runJudge(models.judge, mcqJudgeInput(evaluatorTemplate, rubric, topic, question, input.context), callConfig(config)),
              ...(models.validator
                ? {
                    validate: async (question) => {
                      const found = contextChunksOf(await retriever.retrieve(question.question, { documentId: doc.id, limit: topK, threshold }), threshold);
                      return validateAnswer(models.validator!, validatorTemplate, question, validationPassages(input.chunks, found), callConfig(config));
                    },
                  }
                : {}),
            });
            options.onEvent?.({ type: "question_evaluated", topic, iteration: input.iteration, approved: evaluation.approved });
            return evaluation;
          },
        },
        rubric,
        { documentId: doc.id, topic, numQuestions, maxIterations, difficulty, ...(plateauDelta !== undefined ? { plateauDelta } : {}) },
        options.signal ? { signal: options.signal } : {},
      );
      await writeRunLog(logsDir, {
        run_id: run.id,
        invocation,
        category: `mcq_${topic}`,
        timestamp: new Date(started).toISOString(),
        model: specs.generator,
        cost_usd: ledger.byDocument()[topic]?.costUsd ?? 0,
        duration_ms: Date.now() - started,
        termination_reason: result.stop_reason,
        reasoning: generationLogs.flatMap((log) => log.reasoning),
        tool_calls: generationLogs.flatMap((log) => log.tool_calls),
        subagent_calls: [],
        provenance_summary: { unique_files: [workspace.target], grep_queries: [topic], total_content_read_chars: result.context.length },
        pairs_generated: result.evaluation_summary.total_generated,
        pairs_valid: result.evaluation_summary.total_approved,
        errors: [...errors, ...(result.quality_warnings ?? [])],
      });
      return result;
    };

    const pendingTopics = store.pendingItems(run.id).map((item) => item.item_key);
    await workThroughPending(store, run.id, {
      keys: pendingTopics,
      concurrency,
      ...(options.signal ? { signal: options.signal } : {}),
      work: (topic) => runTopic(topic, topics.indexOf(topic) + 1),
      onDone: (topic, result) =>
        options.onEvent?.({ type: "topic_finished", topic, status: "done", approved: result.questions.length, wanted: numQuestions, ...(result.quality_warnings ? { note: result.quality_warnings[0]! } : {}) }),
      onFailed: (topic, failure) => options.onEvent?.({ type: "topic_finished", topic, status: "failed", approved: 0, wanted: numQuestions, note: failure.message }),
    });

    const items = store.items<McqTopicResult>(run.id);
    const byTopic = new Map(items.map((item) => [item.item_key, item] as const));
    const finished = topics.flatMap((topic) => (byTopic.get(topic)?.state === "done" && byTopic.get(topic)!.result ? [byTopic.get(topic)!.result!] : []));
    const output: McqOutput = {
      document: workspace.target,
      generated_at: new Date().toISOString(),
      generator_model: options.models?.generator ? options.models.generator.getName() : specs.generator,
      evaluator_model: options.models?.judge ? options.models.judge.getName() : specs.judge,
      validator_model: validate ? (options.models?.validator ? options.models.validator.getName() : specs.validator) : null,
      topics: finished,
    };
    await writeFileAtomic(outPath, outFormat === ".csv" ? mcqCsv(output) : mcqJson(output));
    const counts = store.counts(run.id);
    store.finish(run.id, counts.failed > 0 ? "failed" : "completed");
    const totals = ledger.totals();
    const byRole = ledger.byRole();
    for (const [role, summary] of Object.entries(byRole)) {
      const model = role === "generator" ? specs.generator : role === "judge" ? specs.judge : specs.validator;
      store.addUsage(run.id, { role, model, calls: summary.calls, inputTokens: summary.inputTokens, outputTokens: summary.outputTokens, costUsd: summary.costUsd });
    }
    const summaries = topics.map((topic) => {
      const item = byTopic.get(topic);
      const result = item?.state === "done" ? item.result : undefined;
      return {
        topic,
        status: result ? ("done" as const) : ("failed" as const),
        approved: result?.questions.length ?? 0,
        wanted: numQuestions,
        iterations_used: result?.iterations_used ?? 0,
        stop_reason: result?.stop_reason ?? null,
        quality_warnings: result?.quality_warnings ?? null,
        ...(item?.error ? { error: item.error } : {}),
      };
    });
    return {
      run_id: run.id,
      resumed,
      document: workspace.target,
      topics: summaries,
      approved: summaries.reduce((sum, topic) => sum + topic.approved, 0),
      wanted: numQuestions * topics.length,
      output: outPath,
      usage: {
        calls: totals.calls,
        input_tokens: totals.inputTokens,
        output_tokens: totals.outputTokens,
        cost_usd: totals.costUsd,
        by_role: Object.fromEntries(Object.entries(byRole).map(([role, summary]) => [role, { calls: summary.calls, input_tokens: summary.inputTokens, output_tokens: summary.outputTokens }])),
      },
    };
  } finally {
    db.close();
  }
}

/** Generator, judge and validator specs: flags, then the configuration, then the offline engines made for mcq. */
function roleSpecs(runConfig: RunConfig): { generator: string; judge: string; validator: string } {
  const configured = (role: "generator" | "validator" | "judge", offlineDefault: string, unsuitable: string) => {
    const settings = runConfig.roles[role];
    if (!settings) return offlineDefault;
    const spec = formatModelSpec(settings.spec);
    // The offline engines of `generate` (questioner, reader) do not play these parts; the mcq ones do.
    return spec === unsuitable ? offlineDefault : spec;
  };
  return {
    generator: configured("generator", "offline:mcq-writer", "offline:questioner"),
    judge: configured("judge", "offline:judge", ""),
    validator: configured("validator", "offline:mcq-reader", "offline:reader"),
  };
}

function wholeNumber(value: number, name: string, min: number, max: number): number {
  if (!Number.isInteger(value) || value < min || value > max) throw new QaforgeError("invalid_argument", `${name} must be a whole number from ${min} to ${max}, got ${value}`);
  return value;
}

