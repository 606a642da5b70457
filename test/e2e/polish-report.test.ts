import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { cp, mkdtemp, readdir, readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import * as cheerio from "cheerio";
import { beforeAll, describe, expect, it } from "vitest";
import type { ChainRecord } from "../../src/agents/chains/convert.js";
import type { ValidationReport } from "../../src/agents/chains/report.js";
import { polish, type ValidatedChain } from "../../src/api/polish.js";
import { report as reportChains } from "../../src/api/report.js";
import { resolveRunConfig } from "../../src/config/run-config.js";
import { createChatModel } from "../../src/models/create.js";
import { readJsonLines } from "../../src/outputs/files.js";
import { openDatabase } from "../../src/store/database.js";
import { PipelineRunStore } from "../../src/store/pipeline-runs.js";
import { runCli } from "../support/cli.js";
import { MockOpenAIServer, reply } from "../support/mock-openai-server.js";
import { offlineHandler } from "../support/offline-over-http.js";
import { aiTurn, scriptedModel } from "../support/scripted-model.js";
import { TimedModel } from "../support/timed-model.js";

const example = fileURLToPath(new URL("../../examples/srd-and-science", import.meta.url));
const caseLaw = fileURLToPath(new URL("../../examples/categories/california-case-law.yaml", import.meta.url));
let template: ChainRecord[];
/** The output folder of an offline chains run over the bundled corpus. */
let chainsOut: string;

/** A chains output of `count` chains, made from the chains the offline engine writes on the example corpus. */
async function chainsFolder(count: number): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), "qaforge-polish-"));
  const chains = Array.from({ length: count }, (_, index) => ({ ...template[index % template.length]!, chain_id: `chain-${String(index).padStart(3, "0")}` }));
  await writeFile(join(dir, "qa_chains_raw.json"), JSON.stringify(chains));
  return dir;
}

beforeAll(async () => {
  const dir = await mkdtemp(join(tmpdir(), "qaforge-polish-src-"));
  await cp(example, join(dir, "corpus"), { recursive: true });
  const run = await runCli(["chains", join(dir, "corpus"), "--categories", caseLaw, "--category", "numerical_aggregation,source_prioritization", "--target", "3", "--out", join(dir, "out"), "--json"]);
  expect(run.code, run.stderr).toBe(0);
  chainsOut = join(dir, "out");
  template = JSON.parse(await readFile(join(chainsOut, "qa_chains_raw.json"), "utf8")) as ChainRecord[];
  expect(template.length).toBeGreaterThanOrEqual(2);
}, 60_000);

describe("qaforge polish and report (spec 001 steps 3 and 4)", () => {
  it("judges every chain, approves from the scores, and reports with targets and charts: the five output files of spec 001", async () => {
    const dir = chainsOut;
    const polished = await runCli(["polish", dir, "--categories", caseLaw, "--json"]);
    expect(polished.code, polished.stderr).toBe(0);
    const validated = JSON.parse(await readFile(join(dir, "qa_chains_validated.json"), "utf8")) as ValidatedChain[];
    expect(validated).toHaveLength(template.length);
    for (const chain of validated) {
      expect(chain.approved).toBe(chain.category_suitability_score >= 0.7 && chain.answer_completeness_score >= 0.7);
      expect(chain.rejection_reason === null).toBe(chain.approved);
      expect(chain.polished_answer.length).toBeGreaterThan(0);
      expect(Date.parse(chain.validated_at)).not.toBeNaN();
    }

    const logs = (await readdir(join(dir, "logs"))).filter((file) => file.startsWith("polish_"));
    expect(logs).toEqual([expect.stringMatching(/^polish_.+\.jsonl$/)]);
    const records = (await readFile(join(dir, "logs", logs[0]!), "utf8")).trimEnd().split("\n").map((line) => JSON.parse(line) as { tool_calls: { tool: string }[]; model: string; invocation: number; category: string });
    expect(records).toHaveLength(validated.length);
    expect(new Set(records.map((record) => record.invocation)).size).toBe(validated.length);
    for (const record of records) expect(record).toMatchObject({ model: "offline:judge", category: expect.stringMatching(/^polish_/), tool_calls: [{ tool: "submit_judgement" }] });

    const reported = await runCli(["report", dir, "--json"]);
    expect(reported.code, reported.stderr).toBe(0);
    const report = JSON.parse(await readFile(join(dir, "validation_report.json"), "utf8")) as ValidationReport;
    expect(report.total_chains).toBe(validated.length);
    expect(report.total_approved).toBe(validated.filter((chain) => chain.approved).length);
    expect(report.targets.map((target) => target.name)).toEqual(["approval", "suitability", "completeness", "pass_rate"]);
    expect(report.per_category.reduce((sum, category) => sum + category.count, 0)).toBe(validated.length);
    const files = await readdir(dir);
    for (const file of ["qa_chains_raw.json", "qa_deliverable_grouped.json", "qa_deliverable.csv", "qa_chains_validated.json", "validation_report.json", "validation_report.html"]) expect(files).toContain(file);
    const $ = cheerio.load(await readFile(join(dir, "validation_report.html"), "utf8"));
    expect($("figure.chart svg").length).toBeGreaterThanOrEqual(4);
    expect($(".figure").length).toBe(4);
  });

  it("an unreadable judgement rejects the chain with zero scores and the reason; a failing judge is recorded and retried on resume", async () => {
    const dir = await chainsFolder(2);
    const judge = scriptedModel({ content: "Looks fine to me." }, new Error("503 Service Unavailable"));
    const summary = await polish(dir, { model: judge, concurrency: 1 });
    expect(summary).toMatchObject({ approved: 0, rejected: 1, failed: [{ chain_id: "chain-001" }] });
    const [first] = JSON.parse(await readFile(join(dir, "qa_chains_validated.json"), "utf8")) as ValidatedChain[];
    expect(first).toMatchObject({ approved: false, category_suitability_score: 0, answer_completeness_score: 0, rejection_reason: expect.stringContaining("could not be read") });
    const retried = await polish(dir, { model: scriptedModel({ toolCalls: [{ name: "submit_judgement", args: { scores: { category_suitability: 0.9, answer_completeness: 0.9 }, feedback: "good" } }] }), concurrency: 1 });
    expect(retried).toMatchObject({ resumed: true, approved: 1, rejected: 1, failed: [] });
  });

  it("counts a ready-made judge's calls and tokens under the judge's spec, its calls bound to the judgement tool", async () => {
    const dir = await chainsFolder(2);
    const verdict = { toolCalls: [{ name: "submit_judgement", args: { scores: { category_suitability: 0.9, answer_completeness: 0.9 }, feedback: "good" } }], usage: { input: 1000, output: 100 } };
    const judge = scriptedModel(verdict, verdict);
    const summary = await polish(dir, { model: judge, concurrency: 1, judge: "openai:gpt-4.1-mini" });
    expect(summary).toMatchObject({ approved: 2, failed: [] });
    expect(summary.cost_usd).toBeGreaterThan(0);
    const db = openDatabase(join(dir, ".qaforge", "qaforge.db"));
    try {
      expect(new PipelineRunStore(db).usage(summary.run_id)).toMatchObject([{ role: "judge", model: "openai:gpt-4.1-mini", calls: 2, inputTokens: 2000, outputTokens: 200 }]);
    } finally {
      db.close();
    }
  });

  it("records a configured judge's usage and cost from its replies exactly as the ledger's callback handler records a ready-made one's", async () => {
    const server = await MockOpenAIServer.start();
    try {
      // Each chain's category decides its reply's usage, so the per-call records differ and a lost or doubled call shows.
      server.onRequest((request) => {
        const cached = String(request.body.messages[1].content).includes("numerical") ? 600 : 0;
        return reply.toolCalls([{ name: "submit_judgement", args: { scores: { category_suitability: 0.9, answer_completeness: 0.8 }, feedback: "good" } }], { usage: { prompt: 1200, completion: 90, cached, reasoning: 10 } });
      });
      const spec = `openai-compatible:judge-model@${server.baseUrl}`;
      const configFile = join(await mkdtemp(join(tmpdir(), "qaforge-polish-config-")), "qaforge.config.yaml");
      await writeFile(configFile, "prices:\n  openai-compatible:judge-model: { input: 2, cached_input: 0.5, output: 8 }\nretry_base_ms: 5\n");
      const usageOf = async (dir: string, summary: { run_id: string }) => {
        const db = openDatabase(join(dir, ".qaforge", "qaforge.db"));
        try {
          return new PipelineRunStore(db).usage(summary.run_id);
        } finally {
          db.close();
        }
      };
      const configuredDir = await chainsFolder(6);
      const configured = await polish(configuredDir, { judge: spec, runConfigFile: configFile, concurrency: 3 });
      const readyMadeDir = await chainsFolder(6);
      const readyMade = await polish(readyMadeDir, { judge: spec, runConfigFile: configFile, concurrency: 3, model: await createChatModel(spec, "judge", await resolveRunConfig({ file: configFile, env: {} })) });

      expect(server.modelRequests).toHaveLength(12);
      const cachedCalls = Array.from({ length: 6 }, (_, index) => template[index % template.length]!).filter((chain) => chain.category.includes("numerical")).length;
      expect(cachedCalls).toBeGreaterThan(0);
      expect(cachedCalls).toBeLessThan(6);
      const expectedCost = (6 * 1200 * 2 - cachedCalls * 600 * 1.5 + 6 * 90 * 8) / 1e6;
      // Sums of the same records, perhaps in another order: equal up to floating point.
      expect(configured.cost_usd).toBeCloseTo(expectedCost, 12);
      expect(readyMade.cost_usd).toBeCloseTo(expectedCost, 12);
      const [stored, storedReadyMade] = [await usageOf(configuredDir, configured), await usageOf(readyMadeDir, readyMade)];
      for (const rows of [stored, storedReadyMade]) {
        expect(rows).toMatchObject([{ role: "judge", model: spec, calls: 6, inputTokens: 7200, outputTokens: 540 }]);
        expect(rows[0]!.costUsd).toBeCloseTo(expectedCost, 12);
      }
    } finally {
      await server.close();
    }
  });

  it("resumes after a stop: judged chains are not judged again, and the validated file keeps them", async () => {
    const dir = await chainsFolder(60);
    const controller = new AbortController();
    await expect(polish(dir, { concurrency: 4, checkpointEvery: 50, signal: controller.signal, onProgress: (state) => state.done >= 55 && controller.abort() })).rejects.toBeDefined();
    // Stopped, the run writes what it judged into the validated file, and the checkpoint has served.
    const checkpointed = JSON.parse(await readFile(join(dir, "qa_chains_validated.json"), "utf8")) as ValidatedChain[];
    expect(checkpointed.length).toBeGreaterThanOrEqual(55);
    expect(await readdir(dir)).not.toContain("qa_chains_validated.checkpoint.jsonl");
    let judgedAgain = 0;
    const summary = await polish(dir, { concurrency: 4, onProgress: (state) => (judgedAgain = state.done) });
    expect(summary.resumed).toBe(true);
    expect(judgedAgain).toBe(60);
    const all = JSON.parse(await readFile(join(dir, "qa_chains_validated.json"), "utf8")) as ValidatedChain[];
    expect(all.map((chain) => chain.chain_id)).toEqual(Array.from({ length: 60 }, (_, index) => `chain-${String(index).padStart(3, "0")}`));
    for (const chain of checkpointed) expect(all.find((other) => other.chain_id === chain.chain_id)!.validated_at).toBe(chain.validated_at);
  });

  it("checkpoints while judging goes on by appending the chains judged since, then writes the validated file and drops the checkpoint", async () => {
    const dir = await chainsFolder(30);
    const judgement = { toolCalls: [{ name: "submit_judgement", args: { scores: { category_suitability: 0.9, answer_completeness: 0.9 }, feedback: "good" } }] };
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    // Calls after the twenty-second wait until the test has seen two checkpoints on disk.
    const judge = new TimedModel(() => aiTurn(judgement), 1);
    const generate = judge._generate.bind(judge);
    judge._generate = async (messages) => {
      if (judge.calls.length >= 22) await gate;
      return generate(messages);
    };
    const running = polish(dir, { model: judge, concurrency: 2, checkpointEvery: 10 });
    const checkpointPath = join(dir, "qa_chains_validated.checkpoint.jsonl");
    let seen: ValidatedChain[] = [];
    for (let attempt = 0; attempt < 200 && seen.length < 20; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 25));
      seen = await readJsonLines<ValidatedChain>(checkpointPath);
    }
    const validatedMidRun = await readFile(join(dir, "qa_chains_validated.json"), "utf8").catch(() => undefined);
    // A report can be made from the checkpoint while the run goes on.
    const midRun = await reportChains(checkpointPath);
    release();
    expect(midRun.report.total_chains).toBe(seen.length);
    expect(seen.length).toBeGreaterThanOrEqual(20);
    expect(seen.length).toBeLessThan(30);
    expect(new Set(seen.map((chain) => chain.chain_id)).size).toBe(seen.length);
    expect(seen.every((chain) => chain.approved && chain.judge_model === "offline:judge")).toBe(true);
    expect(validatedMidRun).toBeUndefined();
    const summary = await running;
    expect(summary.approved).toBe(30);
    const validated = JSON.parse(await readFile(join(dir, "qa_chains_validated.json"), "utf8")) as ValidatedChain[];
    expect(validated.map((chain) => chain.chain_id)).toEqual(Array.from({ length: 30 }, (_, index) => `chain-${String(index).padStart(3, "0")}`));
    for (const chain of seen) expect(validated.find((other) => other.chain_id === chain.chain_id)).toEqual(chain);
    expect(await readdir(dir)).not.toContain("qa_chains_validated.checkpoint.jsonl");
  });

  it("after kill -9, the checkpoint holds what was judged, and the same command judges only the rest", async () => {
    const server = await MockOpenAIServer.start();
    const offline = offlineHandler({ latencyMs: 40 });
    server.onRequest((request, index) => offline(request, index));
    try {
      const dir = await chainsFolder(80);
      const bin = fileURLToPath(new URL("../../bin/qaforge.js", import.meta.url));
      const args = [bin, "polish", dir, "--judge", `openai-compatible:judge-model@${server.baseUrl}`, "--concurrency", "2", "--checkpoint", "5", "--json"];
      const first = spawn(process.execPath, args, { stdio: "ignore" });
      const exited = new Promise((resolve) => first.once("exit", (_code, signal) => resolve(signal)));
      const checkpointPath = join(dir, "qa_chains_validated.checkpoint.jsonl");
      const deadline = Date.now() + 30_000;
      while ((await readJsonLines(checkpointPath)).length < 20 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
      first.kill("SIGKILL");
      expect(await exited, "the first run finished before it could be killed").toBe("SIGKILL");
      const checkpointed = await readJsonLines<ValidatedChain>(checkpointPath);
      expect(checkpointed.length).toBeGreaterThanOrEqual(20);
      expect(checkpointed.length).toBeLessThan(80);
      expect(existsSync(join(dir, "qa_chains_validated.json"))).toBe(false);
      const requestsBefore = server.modelRequests.length;

      const second = await runCli(args.slice(1));
      expect(second.code, second.stderr).toBe(0);
      expect(JSON.parse(second.stdout)).toMatchObject({ resumed: true, chains: 80 });
      // Chains in the checkpoint were judged before the kill and were not asked about again.
      const askedAgain = server.modelRequests.slice(requestsBefore).map((request) => JSON.stringify(request.body.messages));
      expect(askedAgain.length).toBeLessThanOrEqual(80 - checkpointed.length);
      for (const chain of checkpointed) expect(askedAgain.some((text) => text.includes(chain.chain_id))).toBe(false);
      const validated = JSON.parse(await readFile(join(dir, "qa_chains_validated.json"), "utf8")) as ValidatedChain[];
      expect(validated).toHaveLength(80);
      for (const chain of checkpointed) expect(validated.find((other) => other.chain_id === chain.chain_id)!.validated_at).toBe(chain.validated_at);
      expect(existsSync(checkpointPath)).toBe(false);
    } finally {
      await server.close();
    }
  }, 90_000);

  it("refuses a file that is not a chains output, in one line", async () => {
    const dir = await mkdtemp(join(tmpdir(), "qaforge-polish-bad-"));
    await writeFile(join(dir, "qa_chains_raw.json"), JSON.stringify([{ question: "q" }]));
    const run = await runCli(["polish", dir]);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/^qaforge: .*qa_chains_raw\.json: \[0\] lacks chain_id, question, final_answer or hop_path: not a qaforge chains output$/);
    const missing = await runCli(["report", dir]);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toMatch(/no validated chains; run qaforge polish first/);
  });
});
