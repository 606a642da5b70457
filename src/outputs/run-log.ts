import { mkdir, open, type FileHandle } from "node:fs/promises";
import { dirname, join } from "node:path";
import type { InvocationLog, LlmDecision } from "../agents/run-log.js";
import { writeFileAtomic } from "./files.js";

/** spec 001 "Structured Run Logs": one JSON file per agent invocation, the same record for every pipeline. */
export interface RunLogRecord extends InvocationLog {
  run_id: string;
  /** 1, 2, … within the run: several invocations of one category never overwrite each other. */
  invocation: number;
  /** What the invocation worked on: a category, a document, a query. */
  category: string;
  timestamp: string;
  model: string;
  cost_usd?: number;
  duration_ms: number;
  prompt_seed_file?: string;
  termination_reason: string;
  pairs_generated?: number;
  pairs_valid?: number;
  errors: string[];
}

/** `logs/{category}_{run_id}_{invocation}.json`, written atomically (polish's one-per-chain logs: RunLogAppender). */
export async function writeRunLog(folder: string, record: RunLogRecord): Promise<string> {
  const path = join(folder, `${record.category.replace(/[^A-Za-z0-9_.-]+/g, "_")}_${record.run_id}_${record.invocation}.json`);
  await writeFileAtomic(path, `${JSON.stringify(record, null, 2)}\n`);
  return path;
}

/**
 * A JSONL file appended to: one JSON line per record, in the order they are appended. Lines that arrive while a write
 * runs go out together in the next one, through one file handle kept open until `flush`, so that hundreds of records
 * a second cost a few writes, not a file open each. A crash can cut at most the last line. Every JSONL log of qaforge
 * goes through it: run logs (`RunLogAppender`) and decision logs (`llm_decisions.jsonl`).
 */
export class JsonlAppender<T> {
  private queued: string[] = [];
  private running: Promise<void> | undefined;
  private handle: FileHandle | undefined;
  private failure: unknown;

  constructor(readonly path: string) {}

  /** Queues one record; it is written soon, without waiting for the caller. */
  append(record: T): void {
    this.queued.push(`${JSON.stringify(record)}\n`);
    this.running ??= this.drain();
  }

  /** Resolves when every record appended so far is written (the file stays open); rejects if a write failed. */
  async written(): Promise<void> {
    while (this.running) await this.running;
    if (this.failure !== undefined) throw this.failure;
  }

  /** Resolves when every record appended so far is written and the file closed; rejects if a write failed. */
  async flush(): Promise<void> {
    while (this.running) await this.running;
    const handle = this.handle;
    this.handle = undefined;
    await handle?.close().catch((error: unknown) => (this.failure ??= error));
    if (this.failure !== undefined) throw this.failure;
  }

  private async drain(): Promise<void> {
    try {
      // The file stays open between writes: one system call a batch.
      if (!this.handle) {
        await mkdir(dirname(this.path), { recursive: true });
        this.handle = await open(this.path, "a");
      }
      while (this.queued.length > 0) {
        const lines = this.queued.join("");
        this.queued = [];
        await this.handle.write(lines);
      }
    } catch (error) {
      this.failure ??= error;
      this.queued = [];
    } finally {
      this.running = undefined;
    }
  }
}

/**
 * Run logs of a pipeline that makes one short invocation per item (polish judges each chain once): one JSON line per
 * invocation in `logs/{name}_{run_id}.jsonl`, the same record as `writeRunLog`'s, in the order the invocations end.
 */
export class RunLogAppender extends JsonlAppender<RunLogRecord> {
  static forRun(folder: string, name: string, runId: string): RunLogAppender {
    return new RunLogAppender(join(folder, `${name.replace(/[^A-Za-z0-9_.-]+/g, "_")}_${runId}.jsonl`));
  }
}

/** spec 003 `llm_decisions.jsonl`: decisions appended one JSON line each, in the order the calls ended. */
export const LLM_DECISIONS_FILE = "llm_decisions.jsonl";

/** The decisions appended to a decision log at once (icat's batch); research appends as calls end (`JsonlAppender`). */
export async function appendDecisions(path: string, decisions: readonly LlmDecision[]): Promise<void> {
  if (decisions.length === 0) return;
  const log = new JsonlAppender<LlmDecision>(path);
  for (const decision of decisions) log.append(decision);
  await log.flush();
}
