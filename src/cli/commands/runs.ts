import type { Command } from "commander";
import { action, type CliContext } from "../context.js";
import { formatTokens } from "../generate-progress.js";
import { EXIT, formatTable } from "../io.js";

export function registerRuns(program: Command, context: CliContext): void {
  program
    .command("runs")
    .description("list the generation runs of a corpus with their state")
    .argument("[path]", "corpus folder or document", ".")
    .option("--db <file>", "run database (default: .qaforge/qaforge.db in the corpus folder)")
    .option("--json", "print JSON")
    .addHelpText("after", "\nExample:\n  qaforge runs examples/srd-and-science")
    .action(
      action(context, async (path: string, flags: { db?: string; json?: boolean }) => {
        const io = context.output();
        const { listRuns } = await import("../../api/runs.js");
        const runs = listRuns(path, { dbPath: flags.db });
        if (flags.json) {
          io.out(JSON.stringify({ runs }, null, 2));
          return EXIT.ok;
        }
        if (runs.length === 0) {
          io.out("no runs yet");
          return EXIT.ok;
        }
        io.out(
          formatTable(
            ["run", "status", "scenario", "mode", "target", "documents", "accepted", "rejected", "updated"],
            runs.map((run) => [run.id, run.status, run.scenario, run.mode, run.target, `${run.documents_finished}/${run.documents}`, run.accepted, run.rejected, run.updated_at.slice(0, 19).replace("T", " ")]),
          ),
        );
        return EXIT.ok;
      }),
    );
}

export function registerStats(program: Command, context: CliContext): void {
  program
    .command("stats")
    .description("processing statistics of a run: per document, rejection reasons, tokens and cost")
    .argument("[path]", "corpus folder or document", ".")
    .option("--run <id>", "run id or a prefix of it (default: the newest run)")
    .option("--results", "with --json: each document's GenerationResult (accepted and rejected questions with reasons, stats)")
    .option("--db <file>", "run database (default: .qaforge/qaforge.db in the corpus folder)")
    .option("--json", "print JSON")
    .addHelpText(
      "after",
      "\nExamples:\n  qaforge stats examples/srd-and-science\n  qaforge stats examples/srd-and-science --run 20261122-3fa9 --json\n  qaforge stats examples/srd-and-science --json --results   # every rejected question with its reason",
    )
    .action(
      action(context, async (path: string, flags: { run?: string; db?: string; json?: boolean; results?: boolean }) => {
        const io = context.output();
        const { runStatistics } = await import("../../api/runs.js");
        const stats = runStatistics(path, flags.run, { dbPath: flags.db, withResults: flags.results });
        if (flags.json) {
          io.out(JSON.stringify(stats, null, 2));
          return EXIT.ok;
        }
        const { summary } = stats;
        io.out(`run ${summary.run_id} (${summary.status}), scenario ${summary.scenario}, ${summary.mode} mode`);
        io.out(
          formatTable(
            ["document", "status", "accepted", "rejected", "attempts", "pass rate", "dup rate", "cost $"],
            stats.documents.map((d) => [d.document_path, d.status, d.accepted_count, d.rejected_count, d.total_attempts, d.validation_pass_rate, d.dedup_rejection_rate, d.cost_usd]),
          ),
        );
        const reasons = Object.entries(summary.rejected_by_reason);
        if (reasons.length > 0) io.out(`\nrejections: ${reasons.map(([reason, count]) => `${reason} ${count}`).join(", ")}`);
        io.out(
          `\n${formatTable(
            ["role", "model", "calls", "cached", "input", "output", "cost $"],
            stats.usage.map((u) => [u.role, u.model, u.calls, u.cached_calls, formatTokens(u.input_tokens), formatTokens(u.output_tokens), Math.round(u.cost_usd * 1e4) / 1e4]),
          )}`,
        );
        io.out(`\ntotal: ${summary.accepted} accepted, ${summary.rejected} rejected, $${summary.cost_usd.toFixed(4)}; output ${summary.output}`);
        return EXIT.ok;
      }),
    );
}
