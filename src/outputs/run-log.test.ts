import { mkdir, mkdtemp, readFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { RunLogAppender, type RunLogRecord } from "./run-log.js";

const record = (invocation: number): RunLogRecord => ({
  run_id: "r1",
  invocation,
  category: "polish_numerical aggregation",
  timestamp: new Date(0).toISOString(),
  model: "offline:judge",
  duration_ms: 1,
  termination_reason: "judged",
  errors: [],
  reasoning: `line one\nline ${invocation}`,
  tool_calls: [],
  sub_searches: [],
  provenance: { unique_files: [], grep_queries: [], characters_read: 0 },
  usage: { input_tokens: 0, output_tokens: 0 },
} as unknown as RunLogRecord);

describe("RunLogAppender", () => {
  it("writes every record appended, as one JSON line each, however many arrive while a write runs", async () => {
    const dir = await mkdtemp(join(tmpdir(), "qaforge-runlog-"));
    const log = RunLogAppender.forRun(join(dir, "logs"), "polish", "r1");
    expect(log.path).toBe(join(dir, "logs", "polish_r1.jsonl"));
    for (let invocation = 1; invocation <= 500; invocation++) log.append(record(invocation));
    await log.flush();
    for (let invocation = 501; invocation <= 520; invocation++) log.append(record(invocation));
    await log.flush();
    const lines = (await readFile(log.path, "utf8")).split("\n");
    expect(lines.pop()).toBe("");
    expect(lines.map((line) => (JSON.parse(line) as RunLogRecord).invocation)).toEqual(Array.from({ length: 520 }, (_, index) => index + 1));
  });

  it("reports a failed write on flush", async () => {
    const dir = await mkdtemp(join(tmpdir(), "qaforge-runlog-"));
    const log = RunLogAppender.forRun(dir, "polish", "r1");
    await mkdir(log.path); // a folder where the file should be
    log.append(record(1));
    await expect(log.flush()).rejects.toThrow(/EISDIR/);
  });
});
