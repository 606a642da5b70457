import { mkdir, mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { runBuiltCli } from "../support/cli.js";
import { textPdf } from "../support/text-pdf.js";

/**
 * 40 pages of 55 lines with no number, date or key–value line: the offline questioner finds nothing to ask and reads
 * ever more regions per turn, up to 16 read_lines calls in one message, all run at once. Before the tool agent gave
 * each call its own abort signal, those calls put one listener each on the step's signal and Node printed
 * "MaxListenersExceededWarning: Possible EventTarget memory leak detected" to the user. 40 pages also take the PDF
 * worker pool (from 30 pages).
 */
function minutesPdf(): Buffer {
  const subjects = ["the committee", "a visiting reader", "the archive", "our survey team", "the local council", "each volunteer"];
  const verbs = ["reviewed", "described", "questioned", "collected", "summarised", "revisited", "compared"];
  const objects = ["the old letters", "several field notes", "the river maps", "a set of photographs", "the parish records"];
  return textPdf(
    Array.from({ length: 40 }, (_, page) =>
      Array.from({ length: 55 }, (_, line) => {
        const n = page * 55 + line;
        return `${subjects[n % subjects.length]} ${verbs[(n >> 1) % verbs.length]} ${objects[(n >> 2) % objects.length]} with care.`;
      }),
    ),
  );
}

describe("no Node warnings reach the user", () => {
  it("ingest, generate, ask and tools on a multi-page PDF print no warning", async () => {
    const dir = await mkdtemp(join(tmpdir(), "qaforge-warnings-"));
    const corpus = join(dir, "corpus");
    await mkdir(corpus);
    await writeFile(join(corpus, "minutes.pdf"), minutesPdf());

    const ingest = await runBuiltCli(["ingest", "corpus"], { cwd: dir });
    expect(ingest.code, ingest.stderr).toBe(0);
    expect(ingest.stdout).toMatch(/^minutes\.pdf\s+pdf\s+40\s+2200\s+0\s+ok$/m);

    const generate = await runBuiltCli(["generate", "corpus", "--target", "5", "--out", "questions.json"], { cwd: dir });
    expect(generate.code, generate.stderr).toBe(0);
    expect(generate.stderr).toContain("[minutes.pdf] exhausted");

    const ask = await runBuiltCli(["ask", "corpus/minutes.pdf", "What did the committee review?"], { cwd: dir });
    expect(ask.code, ask.stderr).toBe(0);

    const view = await runBuiltCli(["tools", "corpus/minutes.pdf", "view_page", "12", "--out", "page12.png"], { cwd: dir });
    expect(view.code, view.stderr).toBe(0);

    for (const run of [ingest, generate, ask, view]) expect(run.stderr).not.toMatch(/Warning/);
  }, 120_000);
});
