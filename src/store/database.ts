import Database from "better-sqlite3";
import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import { QaforgeError } from "../errors.js";

export type SqliteDatabase = Database.Database;

/**
 * Opens (creating if needed) the embedded SQLite store. WAL mode so that a reader (`qaforge stats`) never blocks a
 * running generation, and a busy timeout so that concurrent writers in one process wait instead of failing.
 */
export function openDatabase(path: string): SqliteDatabase {
  try {
    if (path !== ":memory:") mkdirSync(dirname(path), { recursive: true });
    const db = new Database(path);
    db.pragma("journal_mode = WAL");
    db.pragma("synchronous = NORMAL");
    db.pragma("busy_timeout = 5000");
    db.pragma("foreign_keys = ON");
    return db;
  } catch (error) {
    throw new QaforgeError("store_error", `cannot open the run database: ${(error as Error).message}`, {
      subject: path,
      cause: error,
    });
  }
}

/**
 * A named part of the schema, applied once per database and upgraded step by step. Each repository owns its part,
 * so that modules can be added without a central migration list.
 */
export interface SchemaPart {
  /** Stable name, e.g. "documents". */
  name: string;
  /** SQL for each version in order; `steps[0]` creates version 1. Never edit a released step: append one. */
  steps: readonly string[];
}

export function ensureSchema(db: SqliteDatabase, part: SchemaPart): void {
  db.exec("CREATE TABLE IF NOT EXISTS schema_parts (name TEXT PRIMARY KEY, version INTEGER NOT NULL)");
  const row = db.prepare("SELECT version FROM schema_parts WHERE name = ?").get(part.name) as
    | { version: number }
    | undefined;
  const current = row?.version ?? 0;
  if (current > part.steps.length) {
    throw new QaforgeError(
      "store_error",
      `the database's "${part.name}" schema is version ${current}, newer than this qaforge knows (${part.steps.length}); upgrade qaforge`,
    );
  }
  if (current === part.steps.length) return;
  const upgrade = db.transaction(() => {
    for (let version = current + 1; version <= part.steps.length; version++) db.exec(part.steps[version - 1]!);
    db.prepare(
      "INSERT INTO schema_parts (name, version) VALUES (?, ?) ON CONFLICT(name) DO UPDATE SET version = excluded.version",
    ).run(part.name, part.steps.length);
  });
  upgrade();
}
