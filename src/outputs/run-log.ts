import { appendFile, mkdir } from "node:fs/promises";
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

/** `logs/{category}_{run_id}_{invocation}.json` (polish: `polish_{category}_…`, one per chain), written atomically. */
export async function writeRunLog(folder: string, record: RunLogRecord): Promise<string> {
  const path = join(folder, `${record.category.replace(/[^A-Za-z0-9_.-]+/g, "_")}_${record.run_id}_${record.invocation}.json`);
  await writeFileAtomic(path, `${JSON.stringify(record, null, 2)}\n`);
  return path;
}

/** spec 003 `llm_decisions.jsonl`: decisions appended one JSON line each, in the order the calls ended. */
export const LLM_DECISIONS_FILE = "llm_decisions.jsonl";

export async function appendDecisions(path: string, decisions: readonly LlmDecision[]): Promise<void> {
  if (decisions.length === 0) return;
  await mkdir(dirname(path), { recursive: true });
  await appendFile(path, decisions.map((decision) => `${JSON.stringify(decision)}\n`).join(""));
}
