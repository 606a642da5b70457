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
});
