import { openDatabase, type SqliteDatabase } from "../../src/store/database.js";
import { RunRepository, type RunRow } from "../../src/store/runs.js";

/**
 * A run store (in memory unless `path` is given) holding one textual rag_eval run of the corpus "notes" at /corpus,
 * with one row per document path, as `generate` creates it before its first decision.
 */
export function storeWithOneRun(documents: readonly string[], options: { path?: string; targetCount?: number } = {}): { db: SqliteDatabase; runs: RunRepository; run: RunRow } {
  const db = openDatabase(options.path ?? ":memory:");
  const runs = new RunRepository(db);
  const run = runs.create({
    runKey: "k",
    corpusName: "notes",
    corpusPath: "/corpus",
    scenario: "rag_eval",
    mode: "textual",
    targetCount: options.targetCount ?? 2,
    settings: {},
    documents: documents.map((path) => ({ path, absolutePath: `/corpus/${path}` })),
  });
  return { db, runs, run };
}
