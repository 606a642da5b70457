import { copyFile, mkdir, mkdtemp, readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { icat } from "../../src/api/icat.js";
import { DEFAULT_TEMPERATURES } from "../../src/config/run-config.js";
import type { ResearchModels } from "../../src/graphs/research.js";
import { createOfflineModel } from "../../src/models/offline/index.js";
import { openDatabase } from "../../src/store/database.js";
import { PipelineRunStore } from "../../src/store/pipeline-runs.js";

const fixtures = fileURLToPath(new URL("../fixtures/", import.meta.url));

async function workspace(): Promise<{ corpus: string; answers: string; out: string }> {
  const dir = await mkdtemp(join(tmpdir(), "qaforge-icat-"));
  await mkdir(join(dir, "corpus"));
  await copyFile(join(fixtures, "text/scotus-fisher-opinion.txt"), join(dir, "corpus", "scotus-fisher-opinion.txt"));
  const answers = join(dir, "answers.jsonl");
  await writeFile(
    answers,
    [
      { id: "a", query: "What standard of review applies to race-conscious admissions?", answer: "The Court held that strict scrutiny applies to race-conscious admissions. The Court of Appeals was reversed.", aspects: ["strict scrutiny", "Court of Appeals"] },
      { id: "b", query: "Who wrote the opinion?", answer: "Justice Kennedy delivered the opinion of the Court.", aspects: ["author"] },
    ]
      .map((entry) => JSON.stringify(entry))
      .join("\n"),
  );
  return { corpus: join(dir, "corpus"), answers, out: join(dir, "out") };
}

/** A library caller's own instances of the offline engines: nothing attached to them reports usage. */
function readyModels(): Partial<ResearchModels> {
  const ready = (role: Parameters<typeof createOfflineModel>[1]) => createOfflineModel(undefined, role, { temperature: DEFAULT_TEMPERATURES[role], seed: 0 });
  return { planner: ready("planner"), factExtractor: ready("fact_extractor"), verifier: ready("verifier"), coverage: ready("coverage") };
}

describe("qaforge icat records its usage as the other pipelines do", () => {
  it("stores each role's calls and cost with the run, and writes the cost per answer and in total", async () => {
    const { corpus, answers, out } = await workspace();
    // The verifier's calls are recorded under its configured (priced) spec, so they cost something.
    const summary = await icat(corpus, { answersFile: answers, outDir: out, models: readyModels(), runConfigFlags: { verifier: "openai:gpt-4.1-mini" } });

    expect(summary.results.map((row) => row.id)).toEqual(["a", "b"]);
    expect(summary.model_calls).toBeGreaterThan(0);
    expect(summary.cost_usd).toBeGreaterThan(0);
    expect(summary.results.every((row) => row.cost_usd > 0)).toBe(true);
    expect(summary.results.reduce((sum, row) => sum + row.cost_usd, 0)).toBeCloseTo(summary.cost_usd, 7);

    const db = openDatabase(join(corpus, ".qaforge", "qaforge.db"));
    try {
      const store = new PipelineRunStore(db);
      expect(store.getRun(summary.run_id)).toMatchObject({ pipeline: "icat", status: "completed" });
      const usage = store.usage(summary.run_id);
      expect(usage.reduce((sum, entry) => sum + entry.calls, 0)).toBe(summary.model_calls);
      expect(usage.find((entry) => entry.role === "verifier")).toMatchObject({ model: "openai:gpt-4.1-mini", calls: expect.any(Number) as number });
      expect(usage.find((entry) => entry.role === "verifier")!.costUsd).toBeGreaterThan(0);
      expect(usage.find((entry) => entry.role === "fact_extractor")!.inputTokens).toBeGreaterThan(0);
    } finally {
      db.close();
    }

    const written = JSON.parse(await readFile(join(out, "icat_results.json"), "utf8")) as { run_id: string; model_calls: number; cost_usd: number; results: { cost_usd: number }[] };
    expect(written).toMatchObject({ run_id: summary.run_id, model_calls: summary.model_calls, cost_usd: summary.cost_usd });
    const csv = (await readFile(join(out, "icat_results.csv"), "utf8")).trim().split("\r\n");
    expect(csv[0]!.endsWith(",cost_usd")).toBe(true);
    expect(csv).toHaveLength(3);
  }, 60_000);

  it("resumes a run that stopped midway: the answer scored before is not scored again, its cost stays with the run", async () => {
    const { corpus, answers, out } = await workspace();
    const models = readyModels();
    const verifier = models.verifier!;
    const verified: string[] = [];
    let failOn: string | undefined = "Kennedy";
    const flaky = new Proxy(verifier, {
      get: (target, property, receiver) =>
        property === "invoke"
          ? async (...args: Parameters<typeof verifier.invoke>) => {
              verified.push(JSON.stringify(args[0]));
              if (failOn && verified.at(-1)!.includes(failOn)) throw new Error("scripted outage");
              return target.invoke(...args);
            }
          : (Reflect.get(target, property, receiver) as unknown),
    });
    await expect(icat(corpus, { answersFile: answers, outDir: out, models: { ...models, verifier: flaky } })).rejects.toThrow("scripted outage");
    failOn = undefined;
    const db = openDatabase(join(corpus, ".qaforge", "qaforge.db"));
    let callsOfFirstAttempt: number;
    try {
      const store = new PipelineRunStore(db);
      const [run] = store.runs({ pipeline: "icat" });
      expect(run).toMatchObject({ status: "failed" });
      callsOfFirstAttempt = store.usage(run!.id).reduce((sum, entry) => sum + entry.calls, 0);
    } finally {
      db.close();
    }
    expect(callsOfFirstAttempt).toBeGreaterThan(0);
    const before = verified.length;
    expect(verified.some((prompt) => prompt.includes("strict scrutiny"))).toBe(true);
    const second = await icat(corpus, { answersFile: answers, outDir: out, models: { ...models, verifier: flaky } });
    expect(second.resumed).toBe(true);
    expect(second.results.map((row) => row.id)).toEqual(["a", "b"]);
    // Only answer b's claims were checked again.
    const again = verified.slice(before);
    expect(again.length).toBeGreaterThan(0);
    expect(again.every((prompt) => prompt.includes("Kennedy") && !prompt.includes("strict scrutiny"))).toBe(true);
    expect(second.model_calls).toBeGreaterThan(callsOfFirstAttempt);
  }, 60_000);
});
