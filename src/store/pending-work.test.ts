import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { QaforgeError } from "../errors.js";
import { openDatabase } from "./database.js";
import { workThroughPending } from "./pending-work.js";
import { PipelineRunStore } from "./pipeline-runs.js";

async function storeWith(keys: string[]) {
  const store = new PipelineRunStore(openDatabase(join(await mkdtemp(join(tmpdir(), "qaforge-work-")), "q.db")));
  const { run } = store.startOrResume("test", "key", {}, keys.map((key) => ({ key })));
  return { store, runId: run.id };
}

describe("workThroughPending", () => {
  it("works C items at once, stores each result or failure, and a failing item fails alone", async () => {
    const { store, runId } = await storeWith(["a", "b", "c", "d", "e"]);
    let inFlight = 0;
    let most = 0;
    const done: string[] = [];
    const failed: string[] = [];
    await workThroughPending(store, runId, {
      keys: ["a", "b", "c", "d", "e"],
      concurrency: 2,
      work: async (key) => {
        most = Math.max(most, ++inFlight);
        await new Promise((resolve) => setTimeout(resolve, 10));
        inFlight--;
        if (key === "c") throw new QaforgeError("llm_error", "the model failed");
        return { upper: key.toUpperCase() };
      },
      onDone: (key) => done.push(key),
      onFailed: (key, failure) => failed.push(`${key}:${failure.code}:${failure.message}`),
    });
    expect(most).toBe(2);
    expect(done.sort()).toEqual(["a", "b", "d", "e"]);
    expect(failed).toEqual(["c:llm_error:the model failed"]);
    expect(store.items(runId, { state: "done" }).map((item) => item.result)).toEqual([{ upper: "A" }, { upper: "B" }, { upper: "D" }, { upper: "E" }]);
    expect(store.items(runId, { state: "failed" })[0]!.error).toEqual({ code: "llm_error", message: "the model failed" });
  });

  it("skips an item another worker holds, and on abort leaves the item in hand to be retried on resume", async () => {
    const { store, runId } = await storeWith(["a", "b", "c"]);
    expect(store.claim(runId, "a")).toBe(true);
    const controller = new AbortController();
    const worked: string[] = [];
    await expect(
      workThroughPending(store, runId, {
        keys: ["a", "b", "c"],
        concurrency: 1,
        signal: controller.signal,
        work: async (key) => {
          worked.push(key);
          controller.abort(new Error("stopped"));
          throw new Error("aborted mid-call");
        },
      }),
    ).rejects.toThrow("aborted mid-call");
    expect(worked).toEqual(["b"]);
    expect(store.counts(runId)).toMatchObject({ running: 2, pending: 1, failed: 0 });
    const { resumed } = store.startOrResume("test", "key", {}, []);
    expect(resumed).toBe(true);
    expect(store.counts(runId)).toMatchObject({ pending: 3, running: 0 });
  });

  it("stores an item as done and claims the lane's next one in the same transaction, skipping one another worker holds", async () => {
    const { store, runId } = await storeWith(["a", "b", "c", "d"]);
    expect(store.claim(runId, "c")).toBe(true);
    const completes: string[] = [];
    const completeAndClaim = store.completeAndClaim.bind(store);
    const complete = store.complete.bind(store);
    store.completeAndClaim = (run, key, result, nextKey) => {
      completes.push(`${key}+${nextKey}`);
      return completeAndClaim(run, key, result, nextKey);
    };
    store.complete = (run, key, result) => {
      completes.push(key);
      complete(run, key, result);
    };
    const states: string[] = [];
    await workThroughPending(store, runId, {
      keys: ["a", "b", "c", "d"],
      concurrency: 1,
      work: async (key) => {
        states.push(`${key}:${store.items(runId).find((item) => item.item_key === key)!.state}`);
        return key;
      },
    });
    // c is held elsewhere: the claim that came with b's completion fails and the lane moves on to d.
    expect(completes).toEqual(["a+b", "b+c", "d"]);
    expect(states).toEqual(["a:running", "b:running", "d:running"]);
    expect(store.items(runId).map((item) => `${item.item_key}:${item.state}`)).toEqual(["a:done", "b:done", "c:running", "d:done"]);
  });

  it("claims nothing when the completion fails: unstorable result, or an item that is not running", async () => {
    const { store, runId } = await storeWith(["a", "b", "c"]);
    expect(store.claim(runId, "a")).toBe(true);
    expect(() => store.completeAndClaim(runId, "a", { big: 1n }, "b")).toThrow(/cannot be stored as JSON/);
    expect(store.counts(runId)).toMatchObject({ running: 1, pending: 2 });
    expect(store.completeAndClaim(runId, "a", "A", "b")).toBe(true);
    expect(() => store.completeAndClaim(runId, "a", "again", "c")).toThrow(/is done, not running/);
    expect(store.items(runId).map((item) => `${item.item_key}:${item.state}:${String(item.result)}`)).toEqual(["a:done:A", "b:running:undefined", "c:pending:undefined"]);
  });
});
