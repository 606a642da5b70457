import { execFile } from "node:child_process";
import { mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
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
    expect(run).toMatchObject({ pipeline: "chains", run_key: "key1", settings: { target: 2 }, status: "running", pid: process.pid, output_path: null, finished_at: null });
    expect(store.counts(run.id)).toEqual({ pending: 3, running: 0, done: 0, failed: 0, total: 3 });
    expect(store.claim(run.id, "a")).toBe(true);
    expect(store.claim(run.id, "a")).toBe(false);
    expect(store.counts(run.id)).toMatchObject({ pending: 2, running: 1 });
    store.complete(run.id, "a", { chains: 3 });
    expect(store.claim(run.id, "b")).toBe(true);
    store.fail(run.id, "b", { code: "llm_error", message: "503" });
    expect(store.counts(run.id)).toEqual({ pending: 1, running: 0, done: 1, failed: 1, total: 3 });
    const [a, b, c] = store.items<{ chains: number }, { n: number }>(run.id);
    expect(a).toMatchObject({ item_key: "a", ordinal: 0, state: "done", input: { n: 1 }, result: { chains: 3 }, error: undefined, attempts: 1 });
    expect(a!.started_at).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(a!.finished_at! >= a!.started_at!).toBe(true);
    expect(b).toMatchObject({ state: "failed", result: undefined, error: { code: "llm_error", message: "503" }, attempts: 1 });
    expect(c).toMatchObject({ state: "pending", input: undefined, attempts: 0, started_at: null, finished_at: null });
    expect(store.items(run.id, { state: "done" }).map((item) => item.item_key)).toEqual(["a"]);

    store.finish(run.id, "completed");
    expect(store.getRun(run.id)).toMatchObject({ status: "completed", finished_at: expect.any(String) });
    store.setOutputPath(run.id, "/out/chains.json");
    expect(store.getRun(run.id).output_path).toBe("/out/chains.json");
    expect(() => store.finish("nope", "failed")).toThrow(expect.objectContaining({ code: "run_not_found" }));
  });

  it("completes or fails only a running item, so a result is never written twice or without a claim", async () => {
    const store = new PipelineRunStore(openDatabase(await dbFile()));
    const { run } = store.startOrResume("mcq", "k", {}, ITEMS);
    expect(() => store.complete(run.id, "a", 1)).toThrow(`item a of run ${run.id} is pending, not running; claim it first`);
    store.claim(run.id, "a");
    store.complete(run.id, "a", 1);
    expect(() => store.complete(run.id, "a", 2)).toThrow(/is done, not running/);
    expect(() => store.fail(run.id, "a", { code: "llm_error", message: "late" })).toThrow(/is done, not running/);
    expect(store.items(run.id)[0]).toMatchObject({ state: "done", result: 1, error: undefined });
    expect(() => store.complete(run.id, "zzz", {})).toThrow(expect.objectContaining({ code: "store_error", message: `run ${run.id} has no item zzz` }));
  });

  it("retries a failed item: failed → pending, claimed again with one attempt more, the last error kept until it is done", async () => {
    const store = new PipelineRunStore(openDatabase(await dbFile()));
    const { run } = store.startOrResume("research", "k", {}, ITEMS);
    expect(store.retry(run.id, "b")).toBe(false);
    store.claim(run.id, "b");
    store.fail(run.id, "b", { code: "llm_error", message: "503" });
    expect(store.retry(run.id, "b")).toBe(true);
    expect(store.pendingItems(run.id).map((item) => item.item_key)).toEqual(["a", "b", "c"]);
    expect(store.claim(run.id, "b")).toBe(true);
    expect(store.items(run.id)[1]).toMatchObject({ state: "running", attempts: 2, error: { code: "llm_error" }, finished_at: null });
    store.complete(run.id, "b", "ok");
    expect(store.items(run.id)[1]).toMatchObject({ state: "done", result: "ok", error: undefined, attempts: 2 });
  });

  it("resumes after a crash from a second connection: running and failed items go back to pending, done ones keep their results, new items are added", async () => {
    const file = await dbFile();
    const first = new PipelineRunStore(openDatabase(file));
    const { run } = first.startOrResume("chains", "key1", {}, ITEMS);
    first.claim(run.id, "a");
    first.complete(run.id, "a", { chains: 2 });
    first.claim(run.id, "c");
    first.fail(run.id, "c", { code: "llm_error", message: "503" });
    first.claim(run.id, "b"); // the process dies here

    const second = new PipelineRunStore(openDatabase(file));
    const again = second.startOrResume("chains", "key1", {}, [{ key: "d", input: "new" }, ...ITEMS.map((item) => ({ ...item, input: "changed" }))]);
    expect(again).toMatchObject({ resumed: true, run: { id: run.id, status: "running" } });
    const items = second.items(run.id);
    expect(items.map((item) => [item.item_key, item.state, item.ordinal, item.input])).toEqual([
      ["a", "done", 0, { n: 1 }],
      ["b", "pending", 1, undefined],
      ["c", "pending", 2, undefined],
      ["d", "pending", 3, "new"],
    ]);
    expect(items[0]).toMatchObject({ result: { chains: 2 }, attempts: 1 });
    expect(second.claim(run.id, "a")).toBe(false);
    expect(second.pendingItems(run.id).map((item) => item.item_key)).toEqual(["b", "c", "d"]);
  });

  it("resumes the newest unfinished run of the same pipeline and key; fresh, completed and other pipelines start new runs", async () => {
    const store = new PipelineRunStore(openDatabase(await dbFile()));
    const { run } = store.startOrResume("chains", "key1", {}, ITEMS);
    store.finish(run.id, "interrupted");
    expect(store.startOrResume("chains", "key1", {}, ITEMS)).toMatchObject({ resumed: true, run: { id: run.id, status: "running", finished_at: null } });

    const fresh = store.startOrResume("chains", "key1", {}, ITEMS, { fresh: true });
    expect(fresh.resumed).toBe(false);
    expect(fresh.run.id).not.toBe(run.id);
    expect(store.counts(fresh.run.id)).toMatchObject({ pending: 3, total: 3 });
    expect(store.startOrResume("chains", "key1", {}, ITEMS).run.id).toBe(fresh.run.id);

    store.finish(fresh.run.id, "completed");
    expect(store.startOrResume("chains", "key1", {}, ITEMS).run.id).toBe(run.id);
    store.finish(run.id, "completed");
    expect(store.startOrResume("chains", "key1", {}, ITEMS).resumed).toBe(false);

    const polish = store.startOrResume("polish", "key1", {}, ITEMS);
    expect(polish.resumed).toBe(false);
    expect(store.runs({ pipeline: "polish" }).map((listed) => listed.id)).toEqual([polish.run.id]);
    expect(store.runs({ pipeline: "chains" })).toHaveLength(3);
    expect(store.runs()[0]!.id).toBe(polish.run.id);
  });

  it("writes nothing when a result cannot be stored as JSON", async () => {
    const store = new PipelineRunStore(openDatabase(await dbFile()));
    const { run } = store.startOrResume("chains", "k", {}, ITEMS);
    store.claim(run.id, "a");
    expect(() => store.complete(run.id, "a", { big: 1n })).toThrow(expect.objectContaining({ code: "store_error", message: expect.stringContaining(`run ${run.id}, item a: the result cannot be stored as JSON`) }));
    expect(store.items(run.id)[0]).toMatchObject({ state: "running", result: undefined, finished_at: null });
    expect(() => store.startOrResume("chains", "k2", {}, [{ key: "x" }, { key: "y", input: 2n }])).toThrow(/item y: the input cannot be stored/);
    expect(store.runs().map((listed) => listed.run_key)).toEqual(["k"]);
  });

  it("rolls back the item's state and result together when a later write of the same decision fails", async () => {
    const db = openDatabase(await dbFile());
    const store = new PipelineRunStore(db);
    const { run } = store.startOrResume("chains", "k", {}, ITEMS);
    store.claim(run.id, "a");
    db.exec("CREATE TRIGGER disk_full BEFORE UPDATE ON pipeline_runs BEGIN SELECT RAISE(ABORT, 'disk full'); END");
    expect(() => store.complete(run.id, "a", { chains: 1 })).toThrow("disk full");
    expect(store.items(run.id)[0]).toMatchObject({ state: "running", result: undefined });
    db.exec("DROP TRIGGER disk_full");
    store.complete(run.id, "a", { chains: 1 });
    expect(store.items(run.id)[0]).toMatchObject({ state: "done", result: { chains: 1 } });
  });

  it("names the run, item and column of a corrupt JSON cell", async () => {
    const db = openDatabase(await dbFile());
    const store = new PipelineRunStore(db);
    const { run } = store.startOrResume("chains", "k", {}, ITEMS);
    store.claim(run.id, "a");
    store.complete(run.id, "a", { chains: 1 });
    db.prepare("UPDATE pipeline_items SET result = '{broken' WHERE item_key = 'a'").run();
    expect(() => store.items(run.id)).toThrow(expect.objectContaining({ code: "store_error", message: `run ${run.id}, item a: the result column is not valid JSON` }));
    db.prepare("UPDATE pipeline_items SET result = NULL, input = '[' WHERE item_key = 'a'").run();
    expect(() => store.items(run.id)).toThrow(`run ${run.id}, item a: the input column is not valid JSON`);
    db.prepare("UPDATE pipeline_runs SET settings = 'x'").run();
    expect(() => store.getRun(run.id)).toThrow(`run ${run.id}: the settings column is not valid JSON`);
  });

  it("finds a run by a unique prefix and says when a prefix is unknown or ambiguous", async () => {
    const store = new PipelineRunStore(openDatabase(await dbFile()));
    const { run } = store.startOrResume("chains", "k1", {}, []);
    const other = store.startOrResume("eval", "k2", {}, []).run;
    expect(run.id).toMatch(/^\d{8}-[0-9a-f]{8}$/);
    expect(store.getRun(run.id.slice(0, -2)).id).toBe(run.id);
    expect(store.getRun(run.id).id).toBe(run.id);
    expect(() => store.getRun("nope")).toThrow(expect.objectContaining({ code: "run_not_found", message: "no run has the id nope" }));
    expect(() => store.getRun(run.id.slice(0, 9))).toThrow(expect.objectContaining({ code: "run_not_found", message: `2 runs begin with ${run.id.slice(0, 9)} (${other.id}, ${run.id}); give more of the id` }));
    // LIKE wildcards in a prefix are taken literally.
    expect(() => store.getRun("%")).toThrow("no run has the id %");
    expect(() => store.getRun("________")).toThrow("no run has the id ________");
  });

  it("adds usage up per role and model, per run", async () => {
    const store = new PipelineRunStore(openDatabase(await dbFile()));
    const { run } = store.startOrResume("chains", "k", {}, []);
    const other = store.startOrResume("chains", "k2", {}, []).run;
    store.addUsage(run.id, { role: "generator", model: "m", calls: 2, inputTokens: 100, outputTokens: 10, costUsd: 0.5 });
    store.addUsage(run.id, { role: "generator", model: "m", calls: 1, inputTokens: 50, outputTokens: 5, costUsd: 0.25 });
    store.addUsage(run.id, { role: "judge", model: "j", calls: 1, inputTokens: 7, outputTokens: 1, costUsd: 0 });
    store.addUsage(other.id, { role: "generator", model: "m", calls: 9, inputTokens: 9, outputTokens: 9, costUsd: 9 });
    expect(store.usage(run.id)).toEqual([
      { role: "generator", model: "m", calls: 3, inputTokens: 150, outputTokens: 15, costUsd: 0.75 },
      { role: "judge", model: "j", calls: 1, inputTokens: 7, outputTokens: 1, costUsd: 0 },
    ]);
  });

  it("lets only one of two stores on the same file claim an item", async () => {
    const file = await dbFile();
    const one = new PipelineRunStore(openDatabase(file));
    const two = new PipelineRunStore(openDatabase(file));
    const { run } = one.startOrResume("polish", "k", {}, ITEMS);
    expect([one.claim(run.id, "c"), two.claim(run.id, "c")]).toEqual([true, false]);
    expect(two.items(run.id)[2]).toMatchObject({ state: "running", attempts: 1 });
  });

  it("gives each item to exactly one of several processes racing for it, and starts one run when they start together", async () => {
    const file = await dbFile();
    const keys = Array.from({ length: 300 }, (_, index) => `item-${index}`);
    const script = join(file, "..", "racer.mjs");
    const storeUrl = new URL("./pipeline-runs.ts", import.meta.url).href;
    const databaseUrl = new URL("./database.ts", import.meta.url).href;
    await writeFile(
      script,
      `import { openDatabase } from ${JSON.stringify(databaseUrl)};
       import { PipelineRunStore } from ${JSON.stringify(storeUrl)};
       const [file, mode, startAt, runId] = process.argv.slice(2);
       const keys = ${JSON.stringify(keys)};
       const store = new PipelineRunStore(openDatabase(file));
       while (Date.now() < Number(startAt));
       const out = mode === "start" ? store.startOrResume("mcq", "k", {}, keys.map((key) => ({ key }))).run.id : keys.filter((key) => store.claim(runId, key));
       process.stdout.write(JSON.stringify(out));`,
    );
    new PipelineRunStore(openDatabase(file)); // the schema exists before the racers open the file
    const race = async (mode: string, runId = ""): Promise<unknown[]> => {
      const startAt = Date.now() + 1500; // after every racer has loaded
      const racers = Array.from({ length: 4 }, () =>
        promisify(execFile)(process.execPath, ["--import", "tsx", script, file, mode, String(startAt), runId], { cwd: fileURLToPath(new URL("../..", import.meta.url)) }),
      );
      return (await Promise.all(racers)).map(({ stdout }) => JSON.parse(stdout) as unknown);
    };

    const runIds = (await race("start")) as string[];
    expect(new Set(runIds).size).toBe(1);
    const store = new PipelineRunStore(openDatabase(file));
    expect(store.runs()).toHaveLength(1);

    const claimed = ((await race("claim", runIds[0])) as string[][]).flat();
    expect(claimed.sort()).toEqual([...keys].sort());
    expect(store.counts(runIds[0]!)).toMatchObject({ running: 300, total: 300 });
    expect(store.items(runIds[0]!).every((item) => item.attempts === 1)).toBe(true);
  }, 30_000);
});
