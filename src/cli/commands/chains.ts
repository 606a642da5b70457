import type { Command } from "commander";
import type { ChainsSummary } from "../../api/chains.js";
import { DEFAULT_CATEGORY_CONCURRENCY, DEFAULT_CHAINS_TARGET, DEFAULT_INVOCATION_TIMEOUT_S, DEFAULT_MAX_RETRIES } from "../../config/defaults.js";
import { QaforgeError } from "../../errors.js";
import { action, type CliContext } from "../context.js";
import { formatTable, EXIT, type Output } from "../io.js";
import { ProgressLine } from "../progress.js";
import { examplesHelp, nonNegativeInteger, runOptions, seedFlag, type RunFlags } from "../run-options.js";
import { positiveInteger } from "./generate.js";

interface ChainsFlags extends RunFlags {
  categories: string;
  category?: string;
  target: string;
  pairs?: string;
  generator?: string;
  template?: string;
  concurrency: string;
  timeout: string;
  retries: string;
  shard?: string;
  out?: string;
  samples?: string;
}

export function registerChains(program: Command, context: CliContext): void {
  const command = program
    .command("chains")
    .description("multi-hop question/answer chains across a whole corpus, by category (spec 001; resumable)")
    .argument("<folder>", "corpus folder")
    .requiredOption("--categories <file>", "categories.yaml: domain and categories (see examples/categories/)")
    .option("--category <ids>", "only these categories, comma-separated")
    .option("--target <n>", "chains wanted per category", String(DEFAULT_CHAINS_TARGET))
    .option("--pairs <n>", "pairs asked of one agent invocation (default: the target)")
    .option("--generator <spec>", "generator model, e.g. anthropic:claude-sonnet-4-5 (default: offline:chainer)")
    .option("--template <file>", "your prompt template instead of the built-in one (same {{PLACEHOLDERS}})")
    .option("--concurrency <n>", "categories worked on at once", String(DEFAULT_CATEGORY_CONCURRENCY))
    .option("--timeout <seconds>", "limit of one agent invocation", String(DEFAULT_INVOCATION_TIMEOUT_S))
    .option("--retries <n>", "retries of an invocation whose reply holds no readable pairs", String(DEFAULT_MAX_RETRIES))
    .option("--shard <i/n>", "take the categories whose position modulo n is i (split a run between processes)")
    .option("--out <folder>", "output folder (default: ./qaforge-chains-<domain>)")
    .option("--samples <n>", "samples per category in the grouped deliverable (default: all)");
  runOptions(command, { database: "in the corpus folder", seed: "seed of the seed passages and the offline engine" })
    .addHelpText(
      "after",
      examplesHelp(
        [
          "qaforge chains examples/srd-and-science --categories examples/categories/california-case-law.yaml --category multi_hop_reasoning --target 3",
          "qaforge chains opinions/ --categories examples/categories/california-case-law.yaml --generator anthropic:claude-sonnet-4-5 --shard 0/2",
        ],
        ["Writes qa_chains_raw.json, qa_deliverable_grouped.json, qa_deliverable.csv and logs/ to the output folder.", "A run stopped at any moment resumes when the same command is run again."],
      ),
    )
    .action(
      action(context, async (folder: string, flags: ChainsFlags) => {
        const io = context.output();
        const progress = new ProgressLine(io, !flags.json);
        const { chains } = await import("../../api/chains.js");
        const summary = await chains(folder, {
          categoriesFile: flags.categories,
          ...(flags.category ? { categories: flags.category.split(",").map((id) => id.trim()).filter(Boolean) } : {}),
          target: positiveInteger(flags.target, "--target"),
          ...(flags.pairs ? { pairsPerInvocation: positiveInteger(flags.pairs, "--pairs") } : {}),
          generator: flags.generator,
          template: flags.template,
          concurrency: positiveInteger(flags.concurrency, "--concurrency"),
          timeoutSeconds: positiveInteger(flags.timeout, "--timeout"),
          maxRetries: nonNegativeInteger(flags.retries, "--retries"),
          ...(flags.shard ? { shard: parseShard(flags.shard) } : {}),
          outDir: flags.out,
          ...(flags.samples ? { samplesPerCategory: positiveInteger(flags.samples, "--samples") } : {}),
          dbPath: flags.db,
          runConfigFile: flags.modelConfig,
          runConfigFlags: seedFlag(flags),
          fresh: flags.fresh,
          onEvent: (event) => {
            if (flags.json) return;
            if (event.type === "run_started") progress.log(`${event.resumed ? "resuming" : "started"} run ${event.runId}: ${event.categories.length} categories → ${event.outDir}`);
            if (event.type === "round_finished") progress.update(`${event.category}: round ${event.round}, ${event.total}/${event.target} chains (+${event.added}, ${event.termination})`);
            if (event.type === "category_finished") progress.log(`${event.category}: ${event.chains} chains${event.status === "failed" ? " — failed" : ""}${event.note ? ` (${event.note})` : ""}`);
          },
        });
        progress.clear();
        if (flags.json) io.out(JSON.stringify(summary, null, 2));
        else printSummary(io, summary);
        return summary.categories.some((category) => category.status === "failed") ? EXIT.failed : EXIT.ok;
      }),
    );
}

function printSummary(io: Output, summary: ChainsSummary): void {
  const dropped = Object.entries(summary.dropped_by_check).map(([check, count]) => `${check} ${count}`).join(", ");
  io.out(formatTable(["category", "chains", "status"], summary.categories.map((category) => [category.id, category.chains, category.status])));
  io.out(
    [
      `run ${summary.run_id}: ${summary.chains} chains from ${summary.invocations} agent invocations${dropped ? `; pairs dropped: ${dropped}` : ""}; cost $${summary.cost_usd.toFixed(4)}`,
      `output: ${summary.out_dir}`,
    ].join("\n"),
  );
  if (summary.categories.some((category) => category.status === "failed")) io.err("qaforge: run the same command again to retry the failed categories");
}

function parseShard(text: string): { index: number; count: number } {
  const match = /^(\d+)\/(\d+)$/.exec(text.trim());
  if (!match) throw new QaforgeError("invalid_argument", `--shard must be i/n, e.g. 0/2, got "${text}"`);
  return { index: Number(match[1]), count: Number(match[2]) };
}
