import { randomBytes } from "node:crypto";
import type { GenerationMode, QAPair, RejectedQA, RejectionReason } from "../agents/types.js";
import type { UsageRecord } from "../models/usage.js";
import { ensureSchema, type SqliteDatabase } from "./database.js";

const SCHEMA = {
  name: "runs",
  steps: [
    `CREATE TABLE runs (
       id TEXT PRIMARY KEY,
       run_key TEXT NOT NULL,
       kind TEXT NOT NULL DEFAULT 'generate',
       corpus_name TEXT NOT NULL,
       corpus_path TEXT NOT NULL,
       scenario TEXT NOT NULL,
       mode TEXT NOT NULL,
       target_count INTEGER NOT NULL,
       settings TEXT NOT NULL,
       output_path TEXT,
       status TEXT NOT NULL CHECK (status IN ('running', 'completed', 'failed')),
       pid INTEGER,
       created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
       updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
       finished_at TEXT
     );
     CREATE INDEX runs_by_key ON runs (run_key, created_at);
     CREATE TABLE run_documents (
       run_id TEXT NOT NULL REFERENCES runs (id) ON DELETE CASCADE,
       path TEXT NOT NULL,
       absolute_path TEXT NOT NULL,
       ordinal INTEGER NOT NULL,
       status TEXT NOT NULL CHECK (status IN ('pending', 'running', 'completed', 'exhausted', 'skipped', 'failed')),
       hash TEXT,
       accepted INTEGER NOT NULL DEFAULT 0,
       rejected INTEGER NOT NULL DEFAULT 0,
       attempts INTEGER NOT NULL DEFAULT 0,
       consecutive_failures INTEGER NOT NULL DEFAULT 0,
       viewed_pages TEXT NOT NULL DEFAULT '[]',
       note TEXT,
       error_code TEXT,
       started_at TEXT,
       finished_at TEXT,
       PRIMARY KEY (run_id, path)
     );
     CREATE TABLE run_questions (
       run_id TEXT NOT NULL REFERENCES runs (id) ON DELETE CASCADE,
       path TEXT NOT NULL,
       attempt_number INTEGER NOT NULL,
       question TEXT NOT NULL,
       qa TEXT NOT NULL,
       created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
       PRIMARY KEY (run_id, path, attempt_number)
     );
     CREATE TABLE run_rejections (
       run_id TEXT NOT NULL REFERENCES runs (id) ON DELETE CASCADE,
       path TEXT NOT NULL,
       attempt_number INTEGER NOT NULL,
       reason TEXT NOT NULL,
       rejected TEXT NOT NULL,
       created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
       PRIMARY KEY (run_id, path, attempt_number)
     );
     CREATE TABLE run_usage (
       run_id TEXT NOT NULL REFERENCES runs (id) ON DELETE CASCADE,
       path TEXT NOT NULL,
       role TEXT NOT NULL,
       model TEXT NOT NULL,
       calls INTEGER NOT NULL DEFAULT 0,
       cached_calls INTEGER NOT NULL DEFAULT 0,
       input_tokens INTEGER NOT NULL DEFAULT 0,
       output_tokens INTEGER NOT NULL DEFAULT 0,
       cached_input_tokens INTEGER NOT NULL DEFAULT 0,
       reasoning_tokens INTEGER NOT NULL DEFAULT 0,
       cost_usd REAL NOT NULL DEFAULT 0,
       PRIMARY KEY (run_id, path, role, model)
     );`,
  ],
};

export type RunStatus = "running" | "completed" | "failed";
export type RunDocumentStatus = "pending" | "running" | "completed" | "exhausted" | "skipped" | "failed";

export interface RunRow {
  id: string;
  run_key: string;
  kind: string;
  corpus_name: string;
  corpus_path: string;
  scenario: string;
  mode: GenerationMode;
  target_count: number;
  settings: string;
  output_path: string | null;
  status: RunStatus;
  /** The process that runs (or last ran) it. */
  pid: number | null;
  created_at: string;
  updated_at: string;
  finished_at: string | null;
}

export interface RunDocumentRow {
  run_id: string;
  path: string;
  absolute_path: string;
  ordinal: number;
  status: RunDocumentStatus;
  hash: string | null;
  accepted: number;
  rejected: number;
  attempts: number;
  consecutive_failures: number;
  viewed_pages: string;
  note: string | null;
  error_code: string | null;
  started_at: string | null;
  finished_at: string | null;
}

export interface NewRun {
  runKey: string;
  corpusName: string;
  corpusPath: string;
  scenario: string;
  mode: GenerationMode;
  targetCount: number;
  settings: Record<string, unknown>;
  outputPath?: string;
  documents: { path: string; absolutePath: string }[];
}

export interface DocumentProgress {
  attempts: number;
  consecutiveFailures: number;
  viewedPages: number[];
}

export interface UsageTotalsRow {
  role: string;
  model: string;
  calls: number;
  cached_calls: number;
  input_tokens: number;
  output_tokens: number;
  cached_input_tokens: number;
  reasoning_tokens: number;
  cost_usd: number;
}

/**
 * Runs of `qaforge generate` and everything they decided. Each accepted or rejected candidate is written in one
 * transaction together with the document's counters, so a run killed at any moment resumes exactly after its last
 * decision: nothing accepted is lost, and nothing is written twice (the attempt number is part of the key).
 */
export class RunRepository {
  constructor(private readonly db: SqliteDatabase) {
    ensureSchema(db, SCHEMA);
  }

  /** The newest run with this identity that has not completed. */
  findResumable(runKey: string): RunRow | undefined {
    return this.db
      .prepare("SELECT * FROM runs WHERE run_key = ? AND status != 'completed' ORDER BY created_at DESC LIMIT 1")
      .get(runKey) as RunRow | undefined;
  }

  latestWithKey(runKey: string): RunRow | undefined {
    return this.db.prepare("SELECT * FROM runs WHERE run_key = ? ORDER BY created_at DESC LIMIT 1").get(runKey) as RunRow | undefined;
  }

  create(run: NewRun): RunRow {
    const id = `${new Date().toISOString().slice(0, 10).replace(/-/g, "")}-${randomBytes(3).toString("hex")}`;
    this.db.transaction(() => {
      this.db
        .prepare(
          `INSERT INTO runs (id, run_key, corpus_name, corpus_path, scenario, mode, target_count, settings, output_path, status, pid)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 'running', ?)`,
        )
        .run(id, run.runKey, run.corpusName, run.corpusPath, run.scenario, run.mode, run.targetCount, JSON.stringify(run.settings), run.outputPath ?? null, process.pid);
      const insert = this.db.prepare("INSERT INTO run_documents (run_id, path, absolute_path, ordinal, status) VALUES (?, ?, ?, ?, 'pending')");
      run.documents.forEach((document, ordinal) => insert.run(id, document.path, document.absolutePath, ordinal));
    })();
    return this.get(id)!;
  }

  /** Adds documents that appeared in the corpus since the run started (a resumed run processes them too). */
  addDocuments(runId: string, documents: { path: string; absolutePath: string }[]): void {
    const next = (this.db.prepare("SELECT COALESCE(MAX(ordinal), -1) + 1 AS next FROM run_documents WHERE run_id = ?").get(runId) as { next: number }).next;
    const insert = this.db.prepare(
      "INSERT INTO run_documents (run_id, path, absolute_path, ordinal, status) VALUES (?, ?, ?, ?, 'pending') ON CONFLICT DO NOTHING",
    );
    this.db.transaction(() => documents.forEach((document, index) => insert.run(runId, document.path, document.absolutePath, next + index)))();
  }

  get(id: string): RunRow | undefined {
    return this.db.prepare("SELECT * FROM runs WHERE id = ?").get(id) as RunRow | undefined;
  }

  /** Runs, newest first; an id prefix narrows them. */
  list(idPrefix?: string): RunRow[] {
    return idPrefix
      ? (this.db.prepare("SELECT * FROM runs WHERE id LIKE ? ORDER BY created_at DESC").all(`${idPrefix}%`) as RunRow[])
      : (this.db.prepare("SELECT * FROM runs ORDER BY created_at DESC").all() as RunRow[]);
  }

  setStatus(runId: string, status: RunStatus): void {
    this.db
      .prepare(
        `UPDATE runs SET status = ?, pid = ${process.pid}, updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now'),
           finished_at = CASE WHEN ? = 'running' THEN NULL ELSE strftime('%Y-%m-%dT%H:%M:%fZ', 'now') END WHERE id = ?`,
      )
      .run(status, status, runId);
  }

  setOutputPath(runId: string, outputPath: string): void {
    this.db.prepare("UPDATE runs SET output_path = ? WHERE id = ?").run(outputPath, runId);
  }

  documents(runId: string): RunDocumentRow[] {
    return this.db.prepare("SELECT * FROM run_documents WHERE run_id = ? ORDER BY ordinal").all(runId) as RunDocumentRow[];
  }

  startDocument(runId: string, path: string, hash: string): void {
    this.db
      .prepare(
        `UPDATE run_documents SET status = 'running', hash = ?, error_code = NULL,
           started_at = COALESCE(started_at, strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) WHERE run_id = ? AND path = ?`,
      )
      .run(hash, runId, path);
  }

  finishDocument(runId: string, path: string, status: Exclude<RunDocumentStatus, "pending" | "running">, note?: string, errorCode?: string): void {
    this.db
      .prepare(
        `UPDATE run_documents SET status = ?, note = ?, error_code = ?, finished_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
         WHERE run_id = ? AND path = ?`,
      )
      .run(status, note ?? null, errorCode ?? null, runId, path);
    this.touch(runId);
  }

  recordAccepted(runId: string, path: string, qa: QAPair, progress: DocumentProgress, usage: readonly UsageRecord[]): void {
    this.db.transaction(() => {
      this.db
        .prepare("INSERT INTO run_questions (run_id, path, attempt_number, question, qa) VALUES (?, ?, ?, ?, ?) ON CONFLICT DO NOTHING")
        .run(runId, path, qa.generation_metadata.attempt_number, qa.question, JSON.stringify(qa));
      this.updateProgress(runId, path, progress, { accepted: 1 });
      this.addUsage(runId, path, usage);
    })();
  }

  recordRejected(runId: string, path: string, rejected: RejectedQA, progress: DocumentProgress, usage: readonly UsageRecord[]): void {
    this.db.transaction(() => {
      this.db
        .prepare("INSERT INTO run_rejections (run_id, path, attempt_number, reason, rejected) VALUES (?, ?, ?, ?, ?) ON CONFLICT DO NOTHING")
        .run(runId, path, rejected.attempt_number, rejected.rejection_reason, JSON.stringify(rejected));
      this.updateProgress(runId, path, progress, { rejected: 1 });
      this.addUsage(runId, path, usage);
    })();
  }

  /** Usage not tied to a decision (an attempt that ended the document, a failed call). */
  recordUsage(runId: string, path: string, usage: readonly UsageRecord[]): void {
    this.db.transaction(() => this.addUsage(runId, path, usage))();
  }

  accepted(runId: string, path?: string): QAPair[] {
    const rows = (
      path
        ? this.db.prepare("SELECT qa FROM run_questions WHERE run_id = ? AND path = ? ORDER BY attempt_number").all(runId, path)
        : this.db
            .prepare(
              `SELECT q.qa FROM run_questions q JOIN run_documents d ON d.run_id = q.run_id AND d.path = q.path
               WHERE q.run_id = ? ORDER BY d.ordinal, q.attempt_number`,
            )
            .all(runId)
    ) as { qa: string }[];
    return rows.map((row) => JSON.parse(row.qa) as QAPair);
  }

  rejected(runId: string, path?: string): RejectedQA[] {
    const rows = (
      path
        ? this.db.prepare("SELECT rejected FROM run_rejections WHERE run_id = ? AND path = ? ORDER BY attempt_number").all(runId, path)
        : this.db.prepare("SELECT rejected FROM run_rejections WHERE run_id = ? ORDER BY path, attempt_number").all(runId)
    ) as { rejected: string }[];
    return rows.map((row) => JSON.parse(row.rejected) as RejectedQA);
  }

  /** The rejected candidates of a run with their documents, in the run's order of documents and attempts. */
  rejectedCandidates(runId: string): { path: string; rejected: RejectedQA }[] {
    const rows = this.db
      .prepare(
        `SELECT r.path, r.rejected FROM run_rejections r JOIN run_documents d ON d.run_id = r.run_id AND d.path = r.path
         WHERE r.run_id = ? ORDER BY d.ordinal, r.attempt_number`,
      )
      .all(runId) as { path: string; rejected: string }[];
    return rows.map((row) => ({ path: row.path, rejected: JSON.parse(row.rejected) as RejectedQA }));
  }

  rejectionCounts(runId: string, path?: string): Partial<Record<RejectionReason, number>> {
    const rows = (
      path
        ? this.db.prepare("SELECT reason, COUNT(*) AS n FROM run_rejections WHERE run_id = ? AND path = ? GROUP BY reason").all(runId, path)
        : this.db.prepare("SELECT reason, COUNT(*) AS n FROM run_rejections WHERE run_id = ? GROUP BY reason").all(runId)
    ) as { reason: RejectionReason; n: number }[];
    return Object.fromEntries(rows.map((row) => [row.reason, row.n]));
  }

  usage(runId: string, path?: string): UsageTotalsRow[] {
    const where = path ? "run_id = ? AND path = ?" : "run_id = ?";
    return this.db
      .prepare(
        `SELECT role, model, SUM(calls) AS calls, SUM(cached_calls) AS cached_calls, SUM(input_tokens) AS input_tokens,
                SUM(output_tokens) AS output_tokens, SUM(cached_input_tokens) AS cached_input_tokens,
                SUM(reasoning_tokens) AS reasoning_tokens, SUM(cost_usd) AS cost_usd
         FROM run_usage WHERE ${where} GROUP BY role, model ORDER BY role, model`,
      )
      .all(...(path ? [runId, path] : [runId])) as UsageTotalsRow[];
  }

  private updateProgress(runId: string, path: string, progress: DocumentProgress, add: { accepted?: number; rejected?: number }): void {
    this.db
      .prepare(
        `UPDATE run_documents SET accepted = accepted + ?, rejected = rejected + ?, attempts = MAX(attempts, ?),
           consecutive_failures = ?, viewed_pages = ? WHERE run_id = ? AND path = ?`,
      )
      .run(add.accepted ?? 0, add.rejected ?? 0, progress.attempts, progress.consecutiveFailures, JSON.stringify(progress.viewedPages), runId, path);
    this.touch(runId);
  }

  private addUsage(runId: string, path: string, usage: readonly UsageRecord[]): void {
    const upsert = this.db.prepare(
      `INSERT INTO run_usage (run_id, path, role, model, calls, cached_calls, input_tokens, output_tokens, cached_input_tokens, reasoning_tokens, cost_usd)
       VALUES (@runId, @path, @role, @model, 1, @cachedCalls, @input, @output, @cachedInput, @reasoning, @cost)
       ON CONFLICT (run_id, path, role, model) DO UPDATE SET calls = calls + 1, cached_calls = cached_calls + excluded.cached_calls,
         input_tokens = input_tokens + excluded.input_tokens, output_tokens = output_tokens + excluded.output_tokens,
         cached_input_tokens = cached_input_tokens + excluded.cached_input_tokens,
         reasoning_tokens = reasoning_tokens + excluded.reasoning_tokens, cost_usd = cost_usd + excluded.cost_usd`,
    );
    for (const record of usage) {
      upsert.run({
        runId,
        path,
        role: String(record.role),
        model: `${record.provider}:${record.model}`,
        cachedCalls: record.cached ? 1 : 0,
        input: record.usage.inputTokens,
        output: record.usage.outputTokens,
        cachedInput: record.usage.cachedInputTokens,
        reasoning: record.usage.reasoningTokens,
        cost: record.costUsd,
      });
    }
  }

  private touch(runId: string): void {
    this.db.prepare("UPDATE runs SET updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = ?").run(runId);
  }
}
