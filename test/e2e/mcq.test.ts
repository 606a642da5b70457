import { cp, mkdtemp, readFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { mechanicalProblems } from "../../src/agents/mcq/checks.js";
import type { McqSummary } from "../../src/api/mcq.js";
import { normaliseForMatch } from "../../src/documents/words.js";
import { MCQ_CSV_HEADER, type McqOutput } from "../../src/outputs/mcq.js";
import { runBuiltCli, runCli } from "../support/cli.js";

const examples = fileURLToPath(new URL("../../examples/srd-and-science/", import.meta.url));

async function copyOf(name: string): Promise<{ dir: string; path: string }> {
  const dir = await mkdtemp(join(tmpdir(), "qaforge-mcq-e2e-"));
  await cp(join(examples, name), join(dir, name));
  return { dir, path: join(dir, name) };
}

/** The CSV's rows as cells (the writer quotes cells with commas, quotes or line breaks). */
function csvRows(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ",") {
      row.push(cell);
      cell = "";
    } else if (char === "\n") {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
    } else if (char !== "\r") cell += char;
  }
  return rows;
}

describe("qaforge mcq on real documents with the offline engine", () => {
  it("writes approved questions grounded in the document for topics it treats, and spec 002's warnings for one it does not", async () => {
    const { dir, path } = await copyOf("srd-monsters.md");
    const out = join(dir, "mcq.json");
    const run = await runCli(["mcq", path, "--topic", "Aboleth", "--topic", "quantum computing", "-n", "4", "--difficulty", "mixed", "--out", out, "--json"]);
    expect(run.code).toBe(0);
    const summary = JSON.parse(run.stdout) as McqSummary;
    expect(summary.topics.map((topic) => [topic.topic, topic.status, topic.stop_reason])).toEqual([
      ["Aboleth", "done", "all_approved"],
      ["quantum computing", "done", "no_context"],
    ]);
    expect(summary.usage.by_role).toHaveProperty("generator");
    expect(summary.usage.by_role).toHaveProperty("judge");
    expect(summary.usage.by_role).toHaveProperty("validator");

    const output = JSON.parse(await readFile(out, "utf8")) as McqOutput;
    expect(output).toMatchObject({ generator_model: "offline:mcq-writer", evaluator_model: "offline:judge", validator_model: "offline:mcq-reader" });
    const [aboleth, quantum] = output.topics;
    const documentText = normaliseForMatch(await readFile(path, "utf8"));
    expect(aboleth!.questions).toHaveLength(4);
    for (const question of aboleth!.questions) {
      expect(mechanicalProblems(question)).toEqual([]);
      // The keyed option is a span of the document, and the validator picked it from the passages.
      expect(documentText).toContain(normaliseForMatch(question.options[question.correct_answer]!));
      expect(question.validator_answer).toMatch(new RegExp(`^Answer: ${"ABCD"[question.correct_answer]}`));
      expect(aboleth!.context_sections).toContain(question.source_section);
      expect(question.score).toBeGreaterThanOrEqual(0.75);
    }
    expect(aboleth!.questions.map((question) => question.difficulty)).toEqual(["easy", "medium", "hard", "easy"]);
    expect(aboleth!.context.startsWith("[")).toBe(true);
    expect(quantum).toMatchObject({ questions: [], context: "", iterations_used: 0, quality_warnings: ["No relevant content found for topic: 'quantum computing'", "This topic does not appear to exist in the document.", "Please try a different topic or upload a relevant document."] });
    // One run log per topic.
    const log = JSON.parse(await readFile(join(dir, "logs", `mcq_Aboleth_${summary.run_id}_1.json`), "utf8")) as { termination_reason: string; pairs_valid: number; tool_calls: { tool: string }[] };
    expect(log).toMatchObject({ termination_reason: "all_approved", pairs_valid: 4 });
    expect(log.tool_calls[0]!.tool).toBe("submit_questions");

  }, 60_000);

  it("writes CSV rows with four options and the keyed letter, on a court opinion", async () => {
    const { dir, path } = await copyOf("scotus-fisher-opinion.txt");
    const out = join(dir, "fisher.csv");
    const run = await runCli(["mcq", path, "--topic", "diversity in higher education", "-n", "3", "--out", out]);
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/output: .*fisher\.csv/);
    const rows = csvRows(await readFile(out, "utf8"));
    expect(rows[0]).toEqual([...MCQ_CSV_HEADER]);
    expect(rows.length).toBeGreaterThan(1);
    for (const row of rows.slice(1)) {
      const options = row.slice(2, 6);
      expect(new Set(options).size).toBe(4);
      expect(row[7]).toBe(options["ABCD".indexOf(row[6]!)]);
    }
  }, 60_000);

  it("refuses bad input with one line and exit 2, before any work", async () => {
    const { dir, path } = await copyOf("srd-monsters.md");
    const checks: [string[], RegExp][] = [
      [["mcq", join(dir, "missing.md"), "--topic", "x"], /missing\.md: no such file or folder/],
      [["mcq", dir, "--topic", "x"], /is a folder; qaforge mcq works on one document/],
      [["mcq", path, "--topic", "x", "-n", "0"], /--num-questions must be a whole number of at least 1, got "0"/],
      [["mcq", path, "--topic", "x", "--difficulty", "brutal"], /--difficulty must be one of easy, medium, hard, mixed, got "brutal"/],
      [["mcq", path, "--topic", "x", "--out", join(dir, "q.xlsx")], /--out must end in .json or .csv/],
      [["mcq", path, "--topic", "x", "--generator", "offline:mcq-writer", "--validator", "offline:mcq-writer"], /same model as the generator/],
    ];
    for (const [args, message] of checks) {
      const run = await runCli(args);
      expect(run.code, args.join(" ")).toBe(2);
      expect(run.stderr.split("\n").filter(Boolean)).toHaveLength(1);
      expect(run.stderr).toMatch(message);
    }
  }, 60_000);

  it("prints help with examples (built CLI)", async () => {
    const run = await runBuiltCli(["mcq", "--help"]);
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/--topic <text>/);
    expect(run.stdout).toMatch(/Examples:\n {2}qaforge mcq /);
  });
});
