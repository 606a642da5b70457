import { randomBytes } from "node:crypto";
import { QaforgeError } from "../errors.js";
import type { Statement } from "better-sqlite3";
import { ensureSchema, type SqliteDatabase } from "./database.js";

/**
 * The run store every pipeline after `generate` shares (chains, polish, mcq, research, eval): a run with its key,
 * items with a state and their results. Each decision is one transaction, the result written with the state change,
 * so a run killed at any moment resumes from the store: done items keep their results and are not redone, items
 * that were running or had failed go back to pending.
 */
const SCHEMA = {
  name: "pipeline_runs",
  steps: [
    `CREATE TABLE pipeline_runs (
       id TEXT PRIMARY KEY,
       pipeline TEXT NOT NULL,
       run_key TEXT NOT NULL,
       settings TEXT NOT NULL,
       status TEXT NOT NULL CHECK (status IN ('running', 'completed', 'failed', 'interrupted')),
       output_path TEXT,
       pid INTEGER,
       created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
       updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
       finished_at TEXT
     );
     CREATE INDEX pipeline_runs_by_key ON pipeline_runs (pipeline, run_key, created_at);
     CREATE TABLE pipeline_items (
       run_id TEXT NOT NULL REFERENCES pipeline_runs (id) ON DELETE CASCADE,
       item_key TEXT NOT NULL,
       ordinal INTEGER NOT NULL,
       state TEXT NOT NULL CHECK (state IN ('pending', 'running', 'done', 'failed')),
       input TEXT,
       result TEXT,
       error_code TEXT,
       error_message TEXT,
       attempts INTEGER NOT NULL DEFAULT 0,
       updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
       PRIMARY KEY (run_id, item_key)
     );
     CREATE TABLE pipeline_usage (
       run_id TEXT NOT NULL REFERENCES pipeline_runs (id) ON DELETE CASCADE,
       role TEXT NOT NULL,
       model TEXT NOT NULL,
       calls INTEGER NOT NULL DEFAULT 0,
       input_tokens INTEGER NOT NULL DEFAULT 0,
       output_tokens INTEGER NOT NULL DEFAULT 0,
       cost_usd REAL NOT NULL DEFAULT 0,
       PRIMARY KEY (run_id, role, model)
     );`,
    `ALTER TABLE pipeline_items ADD COLUMN started_at TEXT;
     ALTER TABLE pipeline_items ADD COLUMN finished_at TEXT;`,
  ],
};

const NOW = "strftime('%Y-%m-%dT%H:%M:%fZ', 'now')";

export type PipelineRunStatus = "running" | "completed" | "failed" | "interrupted";
export type ItemState = "pending" | "running" | "done" | "failed";

export interface PipelineRun {
  id: string;
  pipeline: string;
  run_key: string;
  settings: Record<string, unknown>;
  status: PipelineRunStatus;
  output_path: string | null;
  pid: number | null;
  created_at: string;
  updated_at: string;
  finished_at: string | null;
}

export interface PipelineItem<Result = unknown, Input = unknown> {
  item_key: string;
  ordinal: number;
  state: ItemState;
  input: Input | undefined;
  result: Result | undefined;
  error: { code: string; message: string } | undefined;
  attempts: number;
  /** When the last attempt was claimed, and when it ended (null while pending or running). */
  started_at: string | null;
  finished_at: string | null;
  updated_at: string;
}

export interface ItemCounts {
  pending: number;
  running: number;
  done: number;
  failed: number;
  total: number;
}

export interface UsageEntryRow {
  role: string;
  model: string;
  calls: number;
  inputTokens: number;
  outputTokens: number;
  costUsd: number;
}

interface RunRow extends Omit<PipelineRun, "settings"> {
  settings: string;
}

interface ItemRow {
  run_id: string;
  item_key: string;
  ordinal: number;
  state: ItemState;
  input: string | null;
  result: string | null;
  error_code: string | null;
  error_message: string | null;
  attempts: number;
  started_at: string | null;
  finished_at: string | null;
  updated_at: string;
}

/** The assignments that make a running item done with its result. */
const COMPLETED = "state = 'done', result = ?, error_code = NULL, error_message = NULL";

/** Least time between two updates of a run's updated_at for its finished items. */
const RUN_TOUCH_INTERVAL_MS = 1_000;

export class PipelineRunStore {
  private readonly statements = new Map<string, Statement>();

  constructor(private readonly db: SqliteDatabase) {
    ensureSchema(db, SCHEMA);
  }

  /** A prepared statement, prepared once per store: a pipeline claims and completes thousands of items. */
  private sql(text: string): Statement {
    let statement = this.statements.get(text);
    if (!statement) this.statements.set(text, (statement = this.db.prepare(text)));
    return statement;
  }

  /**
   * The newest unfinished run of this pipeline and key, resumed (its running items, and the failed ones for another
   * attempt, back to pending; new item keys added), or a new run with every item pending. `fresh` always starts anew.
   */
  startOrResume(pipeline: string, runKey: string, settings: Record<string, unknown>, items: readonly { key: string; input?: unknown }[], options: { fresh?: boolean } = {}): { run: PipelineRun; resumed: boolean } {
    const start = this.db.transaction(() => {
      const existing = options.fresh
        ? undefined
        : (this.sql("SELECT id FROM pipeline_runs WHERE pipeline = ? AND run_key = ? AND status != 'completed' ORDER BY created_at DESC, rowid DESC LIMIT 1").get(pipeline, runKey) as { id: string } | undefined);
      if (existing) {
        this.sql(`UPDATE pipeline_items SET state = 'pending', updated_at = ${NOW} WHERE run_id = ? AND state IN ('running', 'failed')`).run(existing.id);
        this.sql(`UPDATE pipeline_runs SET status = 'running', pid = ?, finished_at = NULL, updated_at = ${NOW} WHERE id = ?`).run(process.pid, existing.id);
        this.insertItems(existing.id, items);
        return { run: this.getRun(existing.id), resumed: true };
      }
      const id = `${new Date().toISOString().slice(0, 10).replace(/-/g, "")}-${randomBytes(4).toString("hex")}`;
      this.sql("INSERT INTO pipeline_runs (id, pipeline, run_key, settings, status, pid) VALUES (?, ?, ?, ?, 'running', ?)").run(id, pipeline, runKey, JSON.stringify(settings), process.pid);
      this.insertItems(id, items);
      return { run: this.getRun(id), resumed: false };
    });
    // Immediate: it reads before it writes, and a deferred transaction that does so fails with SQLITE_BUSY_SNAPSHOT
    // (the busy timeout does not help) when another process writes in between, e.g. two pipelines starting together.
    return start.immediate();
  }

  private insertItems(runId: string, items: readonly { key: string; input?: unknown }[]): void {
    const next = (this.sql("SELECT COALESCE(MAX(ordinal), -1) + 1 AS next FROM pipeline_items WHERE run_id = ?").get(runId) as { next: number }).next;
    const insert = this.sql("INSERT INTO pipeline_items (run_id, item_key, ordinal, state, input) VALUES (?, ?, ?, 'pending', ?) ON CONFLICT DO NOTHING");
    let ordinal = next;
    for (const item of items) if (insert.run(runId, item.key, ordinal, toJson(item.input, runId, item.key, "input")).changes > 0) ordinal++;
  }

  /** A run by id or by an unambiguous prefix of it. */
  getRun(idOrPrefix: string): PipelineRun {
    const exact = this.sql("SELECT * FROM pipeline_runs WHERE id = ?").get(idOrPrefix) as RunRow | undefined;
    if (exact) return parseRun(exact);
    const matches = this.sql("SELECT * FROM pipeline_runs WHERE id LIKE ? ESCAPE '\\' ORDER BY created_at DESC, rowid DESC").all(`${idOrPrefix.replace(/[\\%_]/g, "\\$&")}%`) as RunRow[];
    if (matches.length === 1) return parseRun(matches[0]!);
    if (matches.length === 0) throw new QaforgeError("run_not_found", `no run has the id ${idOrPrefix}`);
    const shown = matches.slice(0, 5).map((run) => run.id).join(", ");
    throw new QaforgeError("run_not_found", `${matches.length} runs begin with ${idOrPrefix} (${shown}${matches.length > 5 ? ", …" : ""}); give more of the id`);
  }

  /** Runs, newest first. */
  runs(filter: { pipeline?: string } = {}): PipelineRun[] {
    const rows = (filter.pipeline
      ? this.sql("SELECT * FROM pipeline_runs WHERE pipeline = ? ORDER BY created_at DESC, rowid DESC").all(filter.pipeline)
      : this.sql("SELECT * FROM pipeline_runs ORDER BY created_at DESC, rowid DESC").all()) as RunRow[];
    return rows.map(parseRun);
  }

  /** pending → running, one attempt more; false when the item was not pending (another worker has it, or it is done). */
  claim(runId: string, itemKey: string): boolean {
    return (
      this.sql(`UPDATE pipeline_items SET state = 'running', attempts = attempts + 1, started_at = ${NOW}, finished_at = NULL, updated_at = ${NOW} WHERE run_id = ? AND item_key = ? AND state = 'pending'`)
        .run(runId, itemKey).changes === 1
    );
  }

  /** running → done with its result, in one transaction: an item is never done without its result. */
  complete(runId: string, itemKey: string, result: unknown): void {
    const json = toJson(result, runId, itemKey, "result");
    this.finishItem(runId, itemKey, COMPLETED, json);
  }

  /**
   * `complete`, then `claim` of the next item, in one transaction: a worker that moves straight on to another item
   * writes once per item instead of twice. Returns whether the next item was claimed.
   */
  completeAndClaim(runId: string, itemKey: string, result: unknown, nextKey: string): boolean {
    const json = toJson(result, runId, itemKey, "result");
    this.completingAndClaiming ??= this.db.transaction((runId: string, itemKey: string, json: string | null, nextKey: string, touchRun: boolean) => {
      this.finishInTransaction(runId, itemKey, COMPLETED, [json], touchRun);
      return this.claim(runId, nextKey);
    });
    const touchRun = this.runTouchDue(runId);
    const claimed = this.completingAndClaiming(runId, itemKey, json, nextKey, touchRun);
    if (touchRun) this.runTouchedAt.set(runId, performance.now());
    return claimed;
  }

  private completingAndClaiming: ((runId: string, itemKey: string, json: string | null, nextKey: string, touchRun: boolean) => boolean) | undefined;

  /** running → failed; the error stays on the item (as its last failure) until it is done. */
  fail(runId: string, itemKey: string, error: { code: string; message: string }): void {
    this.finishItem(runId, itemKey, "state = 'failed', error_code = ?, error_message = ?", error.code, error.message);
  }

  /** failed → pending, for another attempt; false when the item had not failed. */
  retry(runId: string, itemKey: string): boolean {
    return this.sql(`UPDATE pipeline_items SET state = 'pending', updated_at = ${NOW} WHERE run_id = ? AND item_key = ? AND state = 'failed'`).run(runId, itemKey).changes === 1;
  }

  /** One transaction function for every finished item (better-sqlite3 builds a wrapper per `transaction` call). */
  private finishing: ((...args: Parameters<PipelineRunStore["finishInTransaction"]>) => void) | undefined;

  private finishInTransaction(runId: string, itemKey: string, assignments: string, values: unknown[], touchRun: boolean): void {
    const changes = this.sql(`UPDATE pipeline_items SET ${assignments}, finished_at = ${NOW}, updated_at = ${NOW} WHERE run_id = ? AND item_key = ? AND state = 'running'`)
      .run(...values, runId, itemKey).changes;
    if (changes !== 1) {
      const item = this.sql("SELECT state FROM pipeline_items WHERE run_id = ? AND item_key = ?").get(runId, itemKey) as { state: ItemState } | undefined;
      throw new QaforgeError("store_error", item ? `item ${itemKey} of run ${runId} is ${item.state}, not running; claim it first` : `run ${runId} has no item ${itemKey}`);
    }
    if (touchRun) this.sql(`UPDATE pipeline_runs SET updated_at = ${NOW} WHERE id = ?`).run(runId);
  }

  /** When this store last moved each run's updated_at forward, as performance.now(). */
  private readonly runTouchedAt = new Map<string, number>();

  private finishItem(runId: string, itemKey: string, assignments: string, ...values: unknown[]): void {
    // The run's updated_at says it is alive; at hundreds of items a second, once a second says so as well as every
    // time, and spares each item's transaction a write to a second table.
    const touchRun = this.runTouchDue(runId);
    this.finishing ??= this.db.transaction((...args: Parameters<PipelineRunStore["finishInTransaction"]>) => this.finishInTransaction(...args));
    this.finishing(runId, itemKey, assignments, values, touchRun);
    if (touchRun) this.runTouchedAt.set(runId, performance.now());
  }

  private runTouchDue(runId: string): boolean {
    return performance.now() - (this.runTouchedAt.get(runId) ?? Number.NEGATIVE_INFINITY) >= RUN_TOUCH_INTERVAL_MS;
  }

  /** Items in their order; `Result` and `Input` only type what the caller stored, nothing is checked. */
  items<Result = unknown, Input = unknown>(runId: string, filter: { state?: ItemState } = {}): PipelineItem<Result, Input>[] {
    const rows = (filter.state
      ? this.sql("SELECT * FROM pipeline_items WHERE run_id = ? AND state = ? ORDER BY ordinal").all(runId, filter.state)
      : this.sql("SELECT * FROM pipeline_items WHERE run_id = ? ORDER BY ordinal").all(runId)) as ItemRow[];
    return rows.map((row) => ({
      item_key: row.item_key,
      ordinal: row.ordinal,
      state: row.state,
      input: parseCell<Input>(row, "input"),
      result: parseCell<Result>(row, "result"),
      error: row.error_code === null ? undefined : { code: row.error_code, message: row.error_message ?? "" },
      attempts: row.attempts,
      started_at: row.started_at,
      finished_at: row.finished_at,
      updated_at: row.updated_at,
    }));
  }

  pendingItems<Result = unknown, Input = unknown>(runId: string): PipelineItem<Result, Input>[] {
    return this.items<Result, Input>(runId, { state: "pending" });
  }

  counts(runId: string): ItemCounts {
    const counts: ItemCounts = { pending: 0, running: 0, done: 0, failed: 0, total: 0 };
    for (const row of this.sql("SELECT state, COUNT(*) AS n FROM pipeline_items WHERE run_id = ? GROUP BY state").all(runId) as { state: ItemState; n: number }[]) {
      counts[row.state] = row.n;
      counts.total += row.n;
    }
    return counts;
  }

  finish(runId: string, status: Exclude<PipelineRunStatus, "running">): void {
    this.updateRun(runId, `status = ?, finished_at = ${NOW}, updated_at = ${NOW}`, status);
  }

  setOutputPath(runId: string, path: string): void {
    this.updateRun(runId, `output_path = ?, updated_at = ${NOW}`, path);
  }

  /** Adds to the run's totals for this role and model. */
  addUsage(runId: string, entry: UsageEntryRow): void {
    this.sql(
        `INSERT INTO pipeline_usage (run_id, role, model, calls, input_tokens, output_tokens, cost_usd) VALUES (?, ?, ?, ?, ?, ?, ?)
         ON CONFLICT (run_id, role, model) DO UPDATE SET calls = calls + excluded.calls, input_tokens = input_tokens + excluded.input_tokens,
           output_tokens = output_tokens + excluded.output_tokens, cost_usd = cost_usd + excluded.cost_usd`,
      )
      .run(runId, entry.role, entry.model, entry.calls, entry.inputTokens, entry.outputTokens, entry.costUsd);
  }

  usage(runId: string): UsageEntryRow[] {
    return (this.sql("SELECT * FROM pipeline_usage WHERE run_id = ? ORDER BY role, model").all(runId) as { role: string; model: string; calls: number; input_tokens: number; output_tokens: number; cost_usd: number }[]).map((row) => ({
      role: row.role,
      model: row.model,
      calls: row.calls,
      inputTokens: row.input_tokens,
      outputTokens: row.output_tokens,
      costUsd: row.cost_usd,
    }));
  }

  private updateRun(runId: string, assignments: string, ...values: unknown[]): void {
    if (this.sql(`UPDATE pipeline_runs SET ${assignments} WHERE id = ?`).run(...values, runId).changes !== 1) throw new QaforgeError("run_not_found", `no run has the id ${runId}`);
  }
}

function parseRun(row: RunRow): PipelineRun {
  try {
    return { ...row, settings: JSON.parse(row.settings) as Record<string, unknown> };
  } catch {
    throw new QaforgeError("store_error", `run ${row.id}: the settings column is not valid JSON`);
  }
}

function parseCell<T>(row: ItemRow, column: "input" | "result"): T | undefined {
  const text = row[column];
  if (text === null) return undefined;
  try {
    return JSON.parse(text) as T;
  } catch {
    throw new QaforgeError("store_error", `run ${row.run_id}, item ${row.item_key}: the ${column} column is not valid JSON`);
  }
}

/** `undefined` is stored as NULL; a value JSON cannot hold (a BigInt, a cycle) is refused before anything is written. */
function toJson(value: unknown, runId: string, itemKey: string, column: "input" | "result"): string | null {
  try {
    return JSON.stringify(value) ?? null;
  } catch (error) {
    throw new QaforgeError("store_error", `run ${runId}, item ${itemKey}: the ${column} cannot be stored as JSON: ${(error as Error).message}`, { cause: error });
  }
}
