import type { Command } from "commander";
import { DEFAULT_CHECKPOINT_EVERY, DEFAULT_POLISH_CONCURRENCY } from "../../config/defaults.js";
import { QaforgeError } from "../../errors.js";
import { action, type CliContext } from "../context.js";
import { EXIT, formatTable } from "../io.js";
import { ProgressLine } from "../progress.js";
import { positiveInteger } from "./generate.js";

interface PolishFlags {
  categories?: string;
  judge?: string;
  threshold?: string;
  concurrency: string;
  checkpoint: string;
  template?: string;
  db?: string;
  modelConfig?: string;
  fresh?: boolean;
  json?: boolean;
}

export function registerPolish(program: Command, context: CliContext): void {
  program
    .command("polish")
    .description("score every chain with the judge (category suitability, answer completeness) and approve from the scores (spec 001 step 3; resumable)")
    .argument("<chains>", "output folder of qaforge chains, or its qa_chains_raw.json")
    .option("--categories <file>", "categories.yaml, for the descriptions the judge scores against")
    .option("--judge <spec>", "judge model, e.g. anthropic:claude-sonnet-4-5 (default: offline:judge)")
    .option("--threshold <score>", "score every criterion must reach, 0–1", "0.7")
    .option("--concurrency <n>", "chains judged at once", String(DEFAULT_POLISH_CONCURRENCY))
    .option("--checkpoint <n>", "append the chains judged since to qa_chains_validated.checkpoint.jsonl after this many (qa_chains_validated.json is written when the run stops)", String(DEFAULT_CHECKPOINT_EVERY))
    .option("--template <file>", "your judge prompt template instead of the built-in one")
    .option("--db <file>", "run database (default: .qaforge/qaforge.db in the chains folder)")
    .option("--model-config <file>", "model configuration (default: ./qaforge.config.yaml if present)")
    .option("--fresh", "judge everything again instead of resuming")
    .option("--json", "print one JSON summary at the end instead of progress")
    .addHelpText("after", ["", "Examples:", "  qaforge polish qaforge-chains-california_state_case_law --categories examples/categories/california-case-law.yaml", "  qaforge polish out/qa_chains_raw.json --judge openai:gpt-4.1 --threshold 0.8"].join("\n"))
    .action(
      action(context, async (input: string, flags: PolishFlags) => {
        const io = context.output();
        const progress = new ProgressLine(io, !flags.json);
        const { polish } = await import("../../api/polish.js");
        const summary = await polish(input, {
          categoriesFile: flags.categories,
          judge: flags.judge,
          threshold: score(flags.threshold ?? "0.7", "--threshold"),
          concurrency: positiveInteger(flags.concurrency, "--concurrency"),
          checkpointEvery: positiveInteger(flags.checkpoint, "--checkpoint"),
          template: flags.template,
          dbPath: flags.db,
          runConfigFile: flags.modelConfig,
          fresh: flags.fresh,
          onProgress: (state) => progress.update(`judged ${state.done}/${state.total}: ${state.approved} approved${state.failed ? `, ${state.failed} failed` : ""}`),
        });
        progress.clear();
        if (flags.json) io.out(JSON.stringify(summary, null, 2));
        else {
          io.out(`run ${summary.run_id}${summary.resumed ? " (resumed)" : ""}: ${summary.approved} of ${summary.chains} chains approved, ${summary.rejected} rejected${summary.failed.length ? `, ${summary.failed.length} failed` : ""}; cost $${summary.cost_usd.toFixed(4)}`);
          io.out(`output: ${summary.output}`);
          for (const failure of summary.failed) io.err(`qaforge: chain ${failure.chain_id}: ${failure.message}`);
        }
        return summary.failed.length > 0 ? EXIT.failed : EXIT.ok;
      }),
    );
}

export function registerReport(program: Command, context: CliContext): void {
  program
    .command("report")
    .description("per-category counts, approval, scores, hops and the target assessment, as validation_report.json and an HTML page with charts (spec 001 step 4)")
    .argument("<chains>", "output folder of qaforge chains, or its qa_chains_validated.json")
    .option("--threshold <score>", "score a chain needs on a criterion to count towards its target", "0.7")
    .option("--json", "print the report as JSON")
    .addHelpText("after", ["", "Example:", "  qaforge report qaforge-chains-california_state_case_law"].join("\n"))
    .action(
      action(context, async (input: string, flags: { threshold: string; json?: boolean }) => {
        const io = context.output();
        const { report } = await import("../../api/report.js");
        const result = await report(input, { threshold: score(flags.threshold, "--threshold") });
        if (flags.json) {
          io.out(JSON.stringify(result.report, null, 2));
          return EXIT.ok;
        }
        io.out(formatTable(["category", "chains", "approved", "suitability", "completeness"], result.report.per_category.map((category) => [category.category, category.count, category.approved, category.mean_category_suitability, category.mean_answer_completeness])));
        for (const target of result.report.targets) io.out(`${target.met ? "met    " : "NOT met"}  ${target.description}: ${(target.value * 100).toFixed(1)} % (target ${(target.target * 100).toFixed(0)} %)`);
        io.out(`report: ${result.json}\n        ${result.html}`);
        return EXIT.ok;
      }),
    );
}

function score(value: string, name: string): number {
  const number = Number(value);
  if (value.trim() === "" || !Number.isFinite(number) || number < 0 || number > 1) throw new QaforgeError("invalid_argument", `${name} must be a number from 0 to 1, got "${value}"`);
  return number;
}
