import type { Command } from "commander";
import { DEFAULT_PER_DOCUMENT_CONCURRENCY } from "../../config/defaults.js";
import type { GenerateSummary } from "../../api/generate.js";
import { GENERATION_MODES, type GenerationMode } from "../../agents/types.js";
import { QaforgeError } from "../../errors.js";
import { action, type CliContext } from "../context.js";
import { GenerateProgress, formatTokens } from "../generate-progress.js";
import { EXIT, type Output } from "../io.js";

interface GenerateFlags {
  scenario?: string;
  mode: string;
  target: string;
  generator?: string;
  validator?: string;
  deduplicator?: string;
  embedder?: string;
  validatorMode: string;
  concurrency: string;
  perDocumentConcurrency: string;
  config?: string;
  modelConfig?: string;
  out?: string;
  db?: string;
  exhaustion: string;
  fresh?: boolean;
  seed?: string;
  cache: boolean;
  json?: boolean;
}

export function registerGenerate(program: Command, context: CliContext): void {
  program
    .command("generate")
    .description("generate validated, deduplicated questions for every document of a corpus (resumable)")
    .argument("<path>", "corpus folder or one document")
    .option("--scenario <name>", "scenario of corpus.yaml (default: its first)")
    .option("--mode <mode>", "textual | visual", "textual")
    .option("--target <n>", "accepted questions wanted per document", "5")
    .option("--generator <spec>", "generator model, e.g. openai:gpt-4.1 (default: offline)")
    .option("--validator <spec>", "validator model; must differ from the generator (default: offline:reader)")
    .option("--deduplicator <spec>", "deduplicator model, a cheap one (default: offline:lexical)")
    .option("--validator-mode <mode>", "agent (explores with tools) | retrieval (one call on the passages a search finds)", "agent")
    .option("--embedder <spec>", "embedder for the deduplicator's vector prefilter, e.g. openai:text-embedding-3-small (default: lexical only)")
    .option("--concurrency <n>", "documents processed at once", "2")
    .option(
      "--per-document-concurrency <k>",
      "candidates of one document generated and validated at once; duplicate checks stay one at a time (at most concurrency × k agents run at once, within each provider's limit)",
      String(DEFAULT_PER_DOCUMENT_CONCURRENCY),
    )
    .option("--config <file>", "corpus configuration (default: corpus.yaml beside the data)")
    .option("--model-config <file>", "model configuration (default: ./qaforge.config.yaml if present)")
    .option("--out <file>", "output file: .json (default), .jsonl or .csv")
    .option("--db <file>", "run database (default: .qaforge/qaforge.db in the corpus folder)")
    .option("--exhaustion <n>", "consecutive failures after which a document is exhausted", "8")
    .option("--fresh", "start a new run instead of resuming an unfinished one")
    .option("--seed <n>", "seed of the offline engine's choices (the same seed gives the same questions)")
    .option("--no-cache", "do not answer identical model calls from the response cache")
    .option("--json", "print one JSON summary at the end instead of progress")
    .addHelpText(
      "after",
      [
        "",
        "Examples:",
        "  qaforge generate examples/srd-and-science",
        "  qaforge generate corpus/ --scenario law_school --target 10 --generator openai:gpt-4.1 --validator anthropic:claude-sonnet-4-5 --deduplicator openai:gpt-4.1-mini",
        "  qaforge generate scans/ --mode visual --generator ollama:qwen2.5vl --validator openai-compatible:Qwen/Qwen2.5-VL-7B-Instruct@http://localhost:8000/v1",
        "",
        "A run stopped at any moment resumes when the same command is run again.",
      ].join("\n"),
    )
    .action(
      action(context, async (path: string, flags: GenerateFlags) => {
        const io = context.output();
        if (!(GENERATION_MODES as readonly string[]).includes(flags.mode)) {
          throw new QaforgeError("invalid_argument", `--mode must be textual or visual, got "${flags.mode}"`);
        }
        if (flags.validatorMode !== "agent" && flags.validatorMode !== "retrieval") {
          throw new QaforgeError("invalid_argument", `--validator-mode must be agent or retrieval, got "${flags.validatorMode}"`);
        }
        const progress = new GenerateProgress(io, flags.json);
        // Every decision is already stored when it is made; an interrupted run only needs to be started again.
        const onInterrupt = () => {
          progress.stop();
          io.err("\nqaforge: interrupted; run the same command again to resume where it stopped");
          process.exit(130);
        };
        process.once("SIGINT", onInterrupt);
        process.once("SIGTERM", onInterrupt);
        let summary: GenerateSummary;
        try {
          const { generate } = await import("../../api/generate.js");
          summary = await generate(path, {
            scenario: flags.scenario,
            mode: flags.mode as GenerationMode,
            target: positiveInteger(flags.target, "--target"),
            generator: flags.generator,
            validator: flags.validator,
            deduplicator: flags.deduplicator,
            embedder: flags.embedder,
            validatorMode: flags.validatorMode,
            concurrency: positiveInteger(flags.concurrency, "--concurrency"),
            perDocumentConcurrency: positiveInteger(flags.perDocumentConcurrency, "--per-document-concurrency"),
            corpusConfigFile: flags.config,
            runConfigFile: flags.modelConfig,
            runConfigFlags: {
              ...(flags.cache ? {} : { cache: false }),
              ...(flags.seed === undefined ? {} : { seed: nonNegativeInteger(flags.seed, "--seed") }),
            },
            out: flags.out,
            dbPath: flags.db,
            exhaustionThreshold: positiveInteger(flags.exhaustion, "--exhaustion"),
            fresh: flags.fresh,
            onEvent: (event) => progress.handle(event),
          });
        } finally {
          process.off("SIGINT", onInterrupt);
          process.off("SIGTERM", onInterrupt);
          progress.stop();
        }
        if (flags.json) io.out(JSON.stringify(summary, null, 2));
        else printSummary(io, summary);
        return summary.documents.failed > 0 ? EXIT.failed : EXIT.ok;
      }),
    );
}

function printSummary(io: Output, summary: GenerateSummary): void {
  const reasons = Object.entries(summary.rejected_by_reason)
    .map(([reason, count]) => `${reason} ${count}`)
    .join(", ");
  const { documents: d } = summary;
  io.out(
    [
      `run ${summary.run_id} ${summary.status}: ${summary.accepted} questions accepted, ${summary.rejected} rejected${reasons ? ` (${reasons})` : ""}`,
      `documents: ${d.total} (${d.completed} reached the target, ${d.exhausted} exhausted, ${d.skipped} skipped, ${d.failed} failed)`,
      `tokens: ${formatTokens(summary.tokens.input)} in, ${formatTokens(summary.tokens.output)} out; cost $${summary.cost_usd.toFixed(4)}`,
      `output: ${summary.output}`,
    ].join("\n"),
  );
  for (const failure of summary.failures) io.err(`qaforge: ${failure.path}: ${failure.message}`);
  if (summary.documents.failed > 0) io.err("qaforge: run the same command again to retry the failed documents");
}

function nonNegativeInteger(value: string, name: string): number {
  if (!/^\d+$/.test(value.trim())) throw new QaforgeError("invalid_argument", `${name} must be a whole number, got "${value}"`);
  return Number(value);
}

export function positiveInteger(value: string, name: string): number {
  if (!/^\d+$/.test(value.trim()) || Number(value) < 1) {
    throw new QaforgeError("invalid_argument", `${name} must be a whole number of at least 1, got "${value}"`);
  }
  return Number(value);
}
