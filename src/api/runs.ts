import { existsSync } from "node:fs";
import type { GenerationResult, GenerationStats, RejectionReason } from "../agents/types.js";
import { QaforgeError } from "../errors.js";
import { openDatabase } from "../store/database.js";
import { RunRepository, type RunRow, type UsageTotalsRow } from "../store/runs.js";
import { summarise, type GenerateSummary } from "./generate.js";
import { resolveWorkspace, type WorkspaceOptions } from "./workspace.js";

export interface RunListing {
  id: string;
  /** running, completed, failed, or interrupted (marked running but its process is gone: `generate` resumes it). */
  status: RunRow["status"] | "interrupted";
  scenario: string;
  mode: string;
  target: number;
  documents: number;
  documents_finished: number;
  accepted: number;
  rejected: number;
  created_at: string;
  updated_at: string;
  output: string | null;
}

export interface RunStatistics {
  summary: GenerateSummary;
  documents: (GenerationStats & { status: string; cost_usd: number })[];
  usage: UsageTotalsRow[];
  /** spec 000's GenerationResult of each document (accepted, rejected, stats), when asked for. */
  results?: GenerationResult[];
}

function openRuns<T>(target: string, options: WorkspaceOptions, use: (runs: RunRepository, database: string) => T): T {
  const workspace = resolveWorkspace(target, options);
  if (!existsSync(workspace.dbPath)) {
    throw new QaforgeError("run_not_found", `no qaforge database at ${workspace.dbPath}; run \`qaforge generate\` first`, { subject: target });
  }
  const db = openDatabase(workspace.dbPath);
  try {
    return use(new RunRepository(db), workspace.dbPath);
  } finally {
    db.close();
  }
}

/** `qaforge runs`: the runs recorded for a corpus, newest first, with their state. */
export function listRuns(target: string, options: WorkspaceOptions = {}): RunListing[] {
  return openRuns(target, options, (runs) => runs.list().map((run) => runListingOf(runs, run)));
}

/** One run's line of `qaforge runs`, from a store already open. */
export function runListingOf(runs: RunRepository, run: RunRow): RunListing {
  const documents = runs.documents(run.id);
  return {
    id: run.id,
    status: run.status === "running" && !processAlive(run.pid) ? ("interrupted" as const) : run.status,
    scenario: run.scenario,
    mode: run.mode,
    target: run.target_count,
    documents: documents.length,
    documents_finished: documents.filter((d) => !["pending", "running", "failed"].includes(d.status)).length,
    accepted: documents.reduce((sum, d) => sum + d.accepted, 0),
    rejected: documents.reduce((sum, d) => sum + d.rejected, 0),
    created_at: run.created_at,
    updated_at: run.updated_at,
    output: run.output_path,
  };
}

function processAlive(pid: number | null): boolean {
  if (!pid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** `qaforge stats`: processing statistics of one run (the newest when no id is given), per document and in total. */
export function runStatistics(
  target: string,
  runId: string | undefined,
  options: WorkspaceOptions & { withResults?: boolean } = {},
): RunStatistics {
  return openRuns(target, options, (runs, database) => {
    const candidates = runs.list(runId);
    const run = candidates[0];
    if (!run) throw new QaforgeError("run_not_found", runId ? `no run with id ${runId}` : "no runs recorded yet", { subject: target });
    if (runId && candidates.length > 1 && candidates[0]!.id !== runId) {
      throw new QaforgeError("run_not_found", `run id prefix ${runId} matches ${candidates.length} runs; give more of it`);
    }
    return statisticsOf(runs, run, database, options.withResults ?? false);
  });
}

/** The statistics of one run, from a store already open (`qaforge serve` keeps one). */
export function statisticsOf(runs: RunRepository, run: RunRow, database: string, withResults = false): RunStatistics {
  const rows = runs.documents(run.id);
  const documents = rows.map((row) => {
    const reasons = runs.rejectionCounts(run.id, row.path) as Partial<Record<RejectionReason, number>>;
    const duplicates = reasons.duplicate ?? 0;
    const validated = row.attempts - duplicates - (reasons.ungrounded ?? 0);
    return {
      document_path: row.path,
      mode: run.mode,
      target_count: run.target_count,
      accepted_count: row.accepted,
      rejected_count: row.rejected,
      total_attempts: row.attempts,
      validation_pass_rate: validated > 0 ? round(row.accepted / validated) : 0,
      dedup_rejection_rate: row.attempts > 0 ? round(duplicates / row.attempts) : 0,
      exhausted: row.status === "exhausted",
      ...(row.status === "exhausted" && row.note ? { exhausted_reason: row.note } : {}),
      ...(row.status === "skipped" && row.note ? { skipped_reason: row.note } : {}),
      rejection_reasons: reasons,
      status: row.status,
      cost_usd: round(runs.usage(run.id, row.path).reduce((sum, u) => sum + u.cost_usd, 0), 6),
    };
  });
  const summary = summarise(runs, run, rows, false, run.output_path ?? "", database);
  const statistics: RunStatistics = { summary, documents, usage: runs.usage(run.id) };
  if (withResults) {
    statistics.results = documents.map(({ status: _status, cost_usd: _cost, ...stats }) => ({
      accepted: runs.accepted(run.id, stats.document_path),
      rejected: runs.rejected(run.id, stats.document_path),
      stats,
    }));
  }
  return statistics;
}

function round(value: number, digits = 3): number {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}
