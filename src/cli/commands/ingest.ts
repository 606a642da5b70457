import type { Command } from "commander";
import { action, type CliContext } from "../context.js";
import { EXIT, formatTable } from "../io.js";
import { ProgressLine } from "../progress.js";

interface IngestFlags {
  db?: string;
  textDir?: string;
  export: boolean;
  json?: boolean;
  concurrency?: string;
}

export function registerIngest(program: Command, context: CliContext): void {
  program
    .command("ingest")
    .description("load every document of a folder (or one file), cache its text, export corpus_text/*.txt, report each file")
    .argument("<path>", "corpus folder or document")
    .option("--db <file>", "database file (default: .qaforge/qaforge.db in the corpus folder)")
    .option("--text-dir <folder>", "plain-text export folder (default: .qaforge/corpus_text)")
    .option("--no-export", "do not write the plain-text export")
    .option("--concurrency <n>", "documents parsed at once")
    .option("--json", "print one JSON object for machines")
    .addHelpText("after", "\nExample:\n  qaforge ingest examples/srd-and-science\n  qaforge ingest report.pdf --json")
    .action(
      action(context, async (path: string, flags: IngestFlags) => {
      const io = context.output();
      const progress = new ProgressLine(io, !flags.json);
      const { ingest } = await import("../../api/ingest.js");
      const report = await ingest(path, {
        dbPath: flags.db,
        textDir: flags.textDir,
        exportText: flags.export,
        concurrency: flags.concurrency ? Number(flags.concurrency) : undefined,
        onProgress: ({ done, total, entry }) => {
          if (total > 3) progress.update(`ingesting [${done}/${total}] ${entry.path}`);
        },
      });
      progress.clear();
      if (flags.json) {
        io.out(
          JSON.stringify(
            {
              documents: report.entries.map((entry) => ({
                path: entry.path,
                format: entry.format ?? null,
                pages: entry.pages,
                lines: entry.lines,
                visuals: entry.visuals,
                status: entry.status,
                cached: entry.cached,
                error: entry.error ?? null,
                warning: entry.warning ?? null,
              })),
              database: report.dbPath,
              text_dir: report.textDir ?? null,
            },
            null,
            2,
          ),
        );
      } else {
        const rows = report.entries.map((entry) => [
          entry.path,
          entry.format ?? "?",
          entry.pages,
          entry.lines,
          entry.visuals,
          entry.status === "ok" ? (entry.cached ? "ok (cached)" : "ok") : `error: ${entry.error?.code}`,
        ]);
        io.out(formatTable(["file", "format", "pages", "lines", "visuals", "status"], rows));
        for (const entry of report.entries.filter((e) => e.status === "error")) io.err(`qaforge: ${entry.path}: ${entry.error?.message}`);
        for (const entry of report.entries.filter((e) => e.warning)) io.err(`qaforge: warning: ${entry.path}: ${entry.warning}`);
        const ok = report.entries.length - report.failed;
        io.out(
          `\n${ok} of ${report.entries.length} documents ingested${report.failed ? `, ${report.failed} failed` : ""}; ` +
            `database ${report.dbPath}${report.textDir ? `; text in ${report.textDir}` : ""}`,
        );
      }
      return report.failed > 0 ? EXIT.failed : EXIT.ok;
    }),
    );
}
