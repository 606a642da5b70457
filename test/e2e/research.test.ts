import { BaseChatModel } from "@langchain/core/language_models/chat_models";
import { AIMessage, type BaseMessage } from "@langchain/core/messages";
import type { ChatResult } from "@langchain/core/outputs";
import { copyFile, mkdir, mkdtemp, readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { research } from "../../src/api/research.js";
import { normaliseForMatch } from "../../src/documents/words.js";
import { createOfflineModel } from "../../src/models/offline/index.js";
import { DEFAULT_TEMPERATURES } from "../../src/config/run-config.js";
import type { ResearchModels } from "../../src/graphs/research.js";
import { openDatabase } from "../../src/store/database.js";
import { PipelineRunStore } from "../../src/store/pipeline-runs.js";
import { runCli } from "../support/cli.js";

const fixtures = fileURLToPath(new URL("../fixtures/", import.meta.url));
const calm = async () => ({ ramPercent: 30, gpus: [] });

async function corpus(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), "qaforge-research-"));
  await mkdir(join(dir, "corpus"));
  await copyFile(join(fixtures, "text/scotus-fisher-opinion.txt"), join(dir, "corpus", "scotus-fisher-opinion.txt"));
  await copyFile(join(fixtures, "jats/pone.0046493.nxml"), join(dir, "corpus", "pone.0046493.nxml"));
  return dir;
}

describe("qaforge research with the offline engine over real documents", () => {
  it("answers with citations whose lines hold the cited sentence, logs every decision, and keeps the history", async () => {
    const dir = await corpus();
    const out = join(dir, "out");
    const summary = await research(join(dir, "corpus"), { query: "What did the Court decide about strict scrutiny and race-conscious admissions?", outDir: out, memory: calm });
    expect(summary.failed).toEqual([]);
    const [result] = summary.results;
    expect(result!.termination_reason).toMatch(/^quality_complete|^max_iterations_reached$/);
    expect(result!.history).toHaveLength(result!.iterations);
    expect(result!.citations.length).toBeGreaterThan(0);

    const lines = (await readFile(join(dir, "corpus", "scotus-fisher-opinion.txt"), "utf8")).split("\n");
    const cited = [...result!.answer.matchAll(/([^[\]]+?) \[(\d+)\]\./g)];
    expect(cited.length).toBeGreaterThan(0);
    for (const match of cited) {
      const citation = result!.citations.find((candidate) => candidate.id === Number(match[2]))!;
      expect(citation.document).toBe("scotus-fisher-opinion.txt");
      const passage = normaliseForMatch(lines.slice(citation.startLine - 1, citation.endLine).join(" "));
      expect(passage).toContain(normaliseForMatch(match[1]!).split(" ").slice(0, 6).join(" "));
    }

    const decisions = (await readFile(join(out, "llm_decisions.jsonl"), "utf8")).trim().split("\n").map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(new Set(decisions.map((decision) => decision.agent))).toEqual(new Set(["planner", "synthesizer", "fact_extractor", "verifier", "coverage"]));
    expect(decisions.filter((decision) => decision.agent === "planner")).toHaveLength(result!.iterations);
    for (const decision of decisions) expect(decision).toMatchObject({ subject: `${summary.run_id}/q1`, input_summary: expect.any(String), input_tokens: expect.any(Number), output_tokens: expect.any(Number), duration_ms: expect.any(Number) });
    const saved = JSON.parse(await readFile(join(out, "queries", "q1.json"), "utf8")) as { timestamps: Record<string, unknown> };
    expect(Object.keys(saved.timestamps)).toContain("parallel_evaluation:0");
  });

  it("answers a stat block's value from its key–value line, said of the heading the passage stands under", async () => {
    const dir = await mkdtemp(join(tmpdir(), "qaforge-research-"));
    await mkdir(join(dir, "corpus"));
    await copyFile(fileURLToPath(new URL("../../examples/srd-and-science/srd-monsters.md", import.meta.url)), join(dir, "corpus", "srd-monsters.md"));
    const summary = await research(join(dir, "corpus"), { query: "What is the Armor Class of the Aboleth?", outDir: join(dir, "out"), memory: calm });
    const [result] = summary.results;
    const match = /The Armor Class of Aboleth is 17 \[(\d+)\]/.exec(result!.answer);
    expect(match, result!.answer).not.toBeNull();
    // The cited passage is the one whose lines say it, and the prompt gave the models its section.
    const citation = result!.citations.find((candidate) => candidate.id === Number(match![1]))!;
    expect(citation.section).toMatch(/› Aboleth$/);
    const lines = (await readFile(join(dir, "corpus", "srd-monsters.md"), "utf8")).split("\n").slice(citation.startLine - 1, citation.endLine);
    expect(lines).toContain("- **Armor Class:** 17");
  });

  it("a batch with --evaluate and --baseline writes the results table, the report and three PNG plots; a bad queries file is named with its line", async () => {
    const dir = await corpus();
    const queries = join(dir, "queries.jsonl");
    await writeFile(queries, [JSON.stringify({ id: "scrutiny", query: "What is strict scrutiny in university admissions?", aspects: ["strict scrutiny", "admissions"] }), JSON.stringify({ query: "How was the study population sampled?" })].join("\n"));
    const out = join(dir, "out");
    const run = await runCli(["research", "--corpus", join(dir, "corpus"), "--queries", queries, "--evaluate", "--baseline", "--max-iterations", "3", "--out", out, "--json"]);
    expect(run.code, run.stderr).toBe(0);
    const summary = JSON.parse(run.stdout) as { results: { id: string; icat: { mode: string; icat: number }; baseline: { icat: { icat: number } } }[] };
    expect(summary.results.map((result) => [result.id, result.icat.mode])).toEqual([
      ["scrutiny", "ICAT-M"],
      ["q2", "ICAT-A"],
    ]);
    for (const result of summary.results) expect(result.baseline.icat.icat).toBeGreaterThanOrEqual(0);
    const csv = (await readFile(join(out, "research_results.csv"), "utf8")).trim().split("\r\n");
    expect(csv).toHaveLength(3);
    expect(csv[0]).toContain("icat,baseline_factuality");
    const html = await readFile(join(out, "research_report.html"), "utf8");
    expect(html).toContain("Quality per iteration");
    expect((html.match(/<svg/g) ?? []).length).toBeGreaterThanOrEqual(3);
    for (const plot of ["quality_per_iteration", "factuality_vs_coverage", "iterations_to_convergence"]) {
      const png = await readFile(join(out, "plots", `${plot}.png`));
      expect(png.subarray(0, 8).toString("hex")).toBe("89504e470d0a1a0a");
      expect(png.length).toBeGreaterThan(5000);
    }

    await writeFile(queries, `${JSON.stringify({ query: "fine" })}\n{"query": ""}\n`);
    const bad = await runCli(["research", "--corpus", join(dir, "corpus"), "--queries", queries]);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toBe(`qaforge: ${queries}:2: field query must be a non-empty string; expected {"id": "...", "query": "...", "aspects": ["..."]}`);
  });

  it("qaforge icat on a run's research_results.json gives the scores research --evaluate gave", async () => {
    const dir = await corpus();
    const out = join(dir, "out");
    const run = await runCli(["research", "What did the Court decide about strict scrutiny?", "--corpus", join(dir, "corpus"), "--evaluate", "--aspects", "strict scrutiny; Court of Appeals", "--out", out, "--quiet"]);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toMatch(/\nSources:\n {2}\[\d+\] scotus-fisher-opinion\.txt lines? \d+/);
    expect(run.stdout).toMatch(/History \(\d+ iterations, \w+/);
    const saved = JSON.parse(await readFile(join(out, "research_results.json"), "utf8")) as { icat: { mode: string; factuality: number; coverage: number; icat: number } }[];
    expect(saved[0]!.icat.mode).toBe("ICAT-M");
    const scored = await runCli(["icat", join(out, "research_results.json"), "--corpus", join(dir, "corpus"), "--json"]);
    expect(scored.code, scored.stderr).toBe(0);
    const summary = JSON.parse(scored.stdout) as { results: { mode: string; factuality: number; coverage: number; icat: number }[] };
    expect(summary.results[0]).toMatchObject({ mode: "ICAT-M", factuality: saved[0]!.icat.factuality, coverage: saved[0]!.icat.coverage, icat: saved[0]!.icat.icat });
    const csv = (await readFile(join(out, "icat_results.csv"), "utf8")).trim().split("\r\n");
    expect(csv).toHaveLength(2);
  });

  it("refuses ICAT when the verifier is the synthesizer's model, before any work", async () => {
    const dir = await corpus();
    const run = await runCli(["research", "anything", "--corpus", join(dir, "corpus"), "--evaluate", "--verifier", "offline:synthesizer"]);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/^qaforge: ICAT's verifier \(offline:synthesizer\) is the same model as the synthesizer/);
  });

  it("counts ready-made models' calls and tokens as it counts models made from their specs", async () => {
    const dir = await corpus();
    const query = "What did the Court decide about strict scrutiny and race-conscious admissions?";
    const bySpec = await research(join(dir, "corpus"), { query, outDir: join(dir, "spec"), memory: calm, fresh: true });
    // A library caller's own instances of the same engines: nothing attached to them reports usage.
    const ready = (role: Parameters<typeof createOfflineModel>[1]) => createOfflineModel(undefined, role, { temperature: DEFAULT_TEMPERATURES[role], seed: 0 });
    const models: ResearchModels = { planner: ready("planner"), synthesizer: ready("synthesizer"), factExtractor: ready("fact_extractor"), verifier: ready("verifier"), coverage: ready("coverage") };
    const byModels = await research(join(dir, "corpus"), { query, outDir: join(dir, "ready"), memory: calm, fresh: true, models });
    expect(bySpec.model_calls).toBeGreaterThan(0);
    expect(byModels.model_calls).toBe(bySpec.model_calls);
    expect(byModels.cost_usd).toBe(bySpec.cost_usd);
    const db = openDatabase(bySpec.database);
    try {
      const store = new PipelineRunStore(db);
      const rows = (runId: string) => store.usage(runId).map(({ role, model, calls, inputTokens, outputTokens }) => ({ role, model, calls, inputTokens, outputTokens })).sort((a, b) => a.role.localeCompare(b.role));
      expect(rows(bySpec.run_id).length).toBeGreaterThan(1);
      expect(rows(byModels.run_id)).toEqual(rows(bySpec.run_id));
    } finally {
      db.close();
    }
  }, 120_000);

  it("resumes a batch: a query that failed is done on the next run, the finished one is not redone", async () => {
    const dir = await corpus();
    const queries = join(dir, "queries.jsonl");
    await writeFile(queries, [JSON.stringify({ id: "a", query: "strict scrutiny" }), JSON.stringify({ id: "b", query: "study sample size" })].join("\n"));
    const planner = new CountingPlanner();
    const first = await research(join(dir, "corpus"), { queriesFile: queries, outDir: join(dir, "out"), memory: calm, models: { planner: new FailingFor("study sample size", planner) } });
    expect(first.results.map((result) => result.id)).toEqual(["a"]);
    expect(first.failed).toEqual([{ id: "b", message: expect.stringContaining("scripted outage") }]);
    const asked = planner.queries.length;
    const second = await research(join(dir, "corpus"), { queriesFile: queries, outDir: join(dir, "out"), memory: calm, models: { planner } });
    expect(second.resumed).toBe(true);
    expect(second.run_id).toBe(first.run_id);
    expect(second.results.map((result) => result.id)).toEqual(["a", "b"]);
    expect(planner.queries.slice(asked).every((query) => query === "study sample size")).toBe(true);
  });
});

/** The offline planner, counting the queries it is asked about. */
class CountingPlanner extends BaseChatModel {
  queries: string[] = [];
  private readonly engine = createOfflineModel(undefined, "planner", { temperature: 0 });
  constructor() {
    super({});
  }
  _llmType(): string {
    return "counting-planner";
  }
  async _generate(messages: BaseMessage[]): Promise<ChatResult> {
    const text = String(messages.at(-1)!.content);
    this.queries.push(/<query>\s*([\s\S]*?)\s*<\/query>/.exec(text)![1]!);
    const reply = await this.engine.invoke(messages);
    return { generations: [{ text: String(reply.content), message: new AIMessage(String(reply.content)) }] };
  }
}

/** Fails every call about one query, passes the others to a planner. */
class FailingFor extends BaseChatModel {
  constructor(
    private readonly query: string,
    private readonly planner: CountingPlanner,
  ) {
    super({ maxRetries: 0 });
  }
  _llmType(): string {
    return "failing-planner";
  }
  async _generate(messages: BaseMessage[]): Promise<ChatResult> {
    if (String(messages.at(-1)!.content).includes(`<query>\n${this.query}\n</query>`)) throw new Error("scripted outage");
    const reply = await this.planner.invoke(messages);
    return { generations: [{ text: String(reply.content), message: new AIMessage(String(reply.content)) }] };
  }
}
