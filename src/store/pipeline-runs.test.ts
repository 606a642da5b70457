import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { openDatabase } from "./database.js";
import { PipelineRunStore } from "./pipeline-runs.js";

async function dbFile(): Promise<string> {
  return join(await mkdtemp(join(tmpdir(), "qaforge-pipeline-store-")), "q.db");
}

const ITEMS = [{ key: "a", input: { n: 1 } }, { key: "b" }, { key: "c" }];

describe("the pipeline-run store", () => {
  it("claims, completes and fails items, one state change each, and counts them", async () => {
    const store = new PipelineRunStore(openDatabase(await dbFile()));
    const { run, resumed } = store.startOrResume("chains", "key1", { target: 2 }, ITEMS);
    expect(resumed).toBe(false);
    expect(run).toMatchObject({ pipeline: "chains", run_key: "key1", settings: { target: 2 }, status: "running", pid: process.pid });
    expect(store.claim(run.id, "a")).toBe(true);
    expect(store.claim(run.id, "a")).toBe(false);
    store.complete(run.id, "a", { chains: 3 });
    expect(store.claim(run.id, "b")).toBe(true);
    store.fail(run.id, "b", { code: "llm_error", message: "503" });
    expect(store.counts(run.id)).toEqual({ pending: 1, running: 0, done: 1, failed: 1, total: 3 });
    const [a, b] = store.items<{ chains: number }, { n: number }>(run.id);
    expect(a).toMatchObject({ item_key: "a", state: "done", input: { n: 1 }, result: { chains: 3 }, attempts: 1 });
    expect(b).toMatchObject({ state: "failed", error: { code: "llm_error", message: "503" } });
    expect(store.retry(run.id, "b")).toBe(true);
    expect(store.pendingItems(run.id).map((item) => item.item_key)).toEqual(["b", "c"]);
    expect(() => store.complete(run.id, "zzz", {})).toThrow(/has no item zzz/);
  });

  it("resumes after a crash: running and failed items go back to pending, done items keep their results, new items are added", async () => {
    const file = await dbFile();
    const first = new PipelineRunStore(openDatabase(file));
    const { run } = first.startOrResume("chains", "key1", {}, ITEMS);
    first.claim(run.id, "a");
    first.complete(run.id, "a", { chains: 2 });
    first.claim(run.id, "c");
    first.fail(run.id, "c", { code: "llm_error", message: "503" });
    first.claim(run.id, "b"); // the process dies here
    const second = new PipelineRunStore(openDatabase(file));
    const again = second.startOrResume("chains", "key1", {}, [...ITEMS, { key: "d" }]);
    expect(again).toMatchObject({ resumed: true, run: { id: run.id } });
    expect(second.items(run.id).map((item) => [item.item_key, item.state, item.ordinal])).toEqual([["a", "done", 0], ["b", "pending", 1], ["c", "pending", 2], ["d", "pending", 3]]);
    expect(second.items(run.id)[0]!.result).toEqual({ chains: 2 });
    // A finished run is not resumed; fresh always starts a new one; another pipeline with the same key is another run.
    expect(second.startOrResume("chains", "key1", {}, ITEMS, { fresh: true }).run.id).not.toBe(run.id);
    second.finish(run.id, "completed");
    expect(second.startOrResume("chains", "key1", {}, ITEMS).resumed).toBe(true); // the fresh one, still running
    expect(second.startOrResume("polish", "key1", {}, ITEMS).resumed).toBe(false);
  });

  it("only one of two stores on the same file wins a claim", async () => {
    const file = await dbFile();
    const one = new PipelineRunStore(openDatabase(file));
    const two = new PipelineRunStore(openDatabase(file));
    const { run } = one.startOrResume("polish", "k", {}, ITEMS);
    expect([one.claim(run.id, "c"), two.claim(run.id, "c")]).toEqual([true, false]);
  });

  it("writes nothing when a result cannot be stored, and names a corrupt cell", async () => {
    const db = openDatabase(await dbFile());
    const store = new PipelineRunStore(db);
    const { run } = store.startOrResume("chains", "k", {}, ITEMS);
    store.claim(run.id, "a");
    expect(() => store.complete(run.id, "a", { big: 1n })).toThrow();
    expect(store.items(run.id)[0]).toMatchObject({ state: "running", result: undefined });
    db.prepare("UPDATE pipeline_items SET result = '{broken' WHERE item_key = 'a'").run();
    expect(() => store.items(run.id)).toThrow(`run ${run.id}, item a: the result column is not valid JSON`);
  });

  it("finds a run by a unique prefix and says when a prefix is unknown or ambiguous", async () => {
    const store = new PipelineRunStore(openDatabase(await dbFile()));
    const { run } = store.startOrResume("chains", "k1", {}, []);
    store.startOrResume("chains", "k2", {}, []);
    expect(store.getRun(run.id.slice(0, -2)).id).toBe(run.id);
    expect(() => store.getRun("nope")).toThrow("no run has the id nope");
    expect(() => store.getRun(run.id.slice(0, 9))).toThrow(/2 runs begin with/);
    expect(store.runs({ pipeline: "chains" })).toHaveLength(2);
  });

  it("adds usage up per role and model", async () => {
    const store = new PipelineRunStore(openDatabase(await dbFile()));
    const { run } = store.startOrResume("chains", "k", {}, []);
    store.addUsage(run.id, { role: "generator", model: "m", calls: 2, inputTokens: 100, outputTokens: 10, costUsd: 0.5 });
    store.addUsage(run.id, { role: "generator", model: "m", calls: 1, inputTokens: 50, outputTokens: 5, costUsd: 0.25 });
    expect(store.usage(run.id)).toEqual([{ role: "generator", model: "m", calls: 3, inputTokens: 150, outputTokens: 15, costUsd: 0.75 }]);
  });
});
