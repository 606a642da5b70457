import { mkdir, mkdtemp, readFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { LlmDecision } from "../agents/run-log.js";
import { appendDecisions, JsonlAppender, RunLogAppender, type RunLogRecord } from "./run-log.js";

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

describe("JsonlAppender: the one appender of every JSONL log", () => {
  const decision = (subject: string) => ({ subject, agent: "planner", decision: "plan" }) as unknown as LlmDecision;

  it("appends decisions as research does (as calls end, written before a query's result) and as icat does (a batch), never overwriting", async () => {
    const dir = await mkdtemp(join(tmpdir(), "qaforge-decisions-"));
    const path = join(dir, "out", "llm_decisions.jsonl");
    await appendDecisions(path, [decision("icat/1"), decision("icat/2")]);
    const log = new JsonlAppender<LlmDecision>(path);
    log.append(decision("q1/plan"));
    log.append(decision("q1/synthesize"));
    await log.written();
    // Written, though the file is still open for the next query's decisions.
    expect((await readFile(path, "utf8")).trim().split("\n")).toHaveLength(4);
    log.append(decision("q2/plan"));
    await log.flush();
    await appendDecisions(path, []);
    const subjects = (await readFile(path, "utf8")).trim().split("\n").map((line) => (JSON.parse(line) as LlmDecision).subject);
    expect(subjects).toEqual(["icat/1", "icat/2", "q1/plan", "q1/synthesize", "q2/plan"]);
  });

  it("a polish run log is the same appender", () => {
    expect(RunLogAppender.forRun("/tmp", "polish", "r1")).toBeInstanceOf(JsonlAppender);
  });

  it("reports a failed write when waited for, and again on flush", async () => {
    const dir = await mkdtemp(join(tmpdir(), "qaforge-decisions-"));
    const log = new JsonlAppender<LlmDecision>(dir); // a folder where the file should be
    log.append(decision("q1/plan"));
    await expect(log.written()).rejects.toThrow(/EISDIR/);
    await expect(log.flush()).rejects.toThrow(/EISDIR/);
  });
});
