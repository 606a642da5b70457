import { createHash } from "node:crypto";
import { BaseCache, deserializeStoredGeneration, serializeGeneration } from "@langchain/core/caches";
import type { StoredGeneration } from "@langchain/core/messages";
import type { Generation } from "@langchain/core/outputs";
import { openDatabase, ensureSchema, type SchemaPart, type SqliteDatabase } from "./database.js";

export const LLM_CACHE_SCHEMA: SchemaPart = {
  name: "llm_cache",
  steps: [
    `CREATE TABLE llm_cache (
      key TEXT PRIMARY KEY,
      generations TEXT NOT NULL,
      created_at INTEGER NOT NULL,
      hits INTEGER NOT NULL DEFAULT 0
    )`,
  ],
};

/**
 * LangChain's response cache, kept in the run database so that a rerun does not pay twice for a deterministic
 * (temperature 0) call. The key is a SHA-256 of LangChain's prompt text and the model's call key; qaforge's provider
 * models make that call key cover the full messages (images, tool-call ids), temperature, bound tools and endpoint,
 * and never credentials. Only the hash is stored.
 */
export class SqliteLlmCache extends BaseCache<Generation[]> {
  readonly #lookup;
  readonly #update;
  readonly #hit;

  constructor(db: SqliteDatabase) {
    super();
    ensureSchema(db, LLM_CACHE_SCHEMA);
    this.#lookup = db.prepare<[string], { generations: string }>("SELECT generations FROM llm_cache WHERE key = ?");
    this.#update = db.prepare<[string, string, number]>(
      "INSERT INTO llm_cache (key, generations, created_at) VALUES (?, ?, ?) ON CONFLICT(key) DO UPDATE SET generations = excluded.generations",
    );
    this.#hit = db.prepare<[string]>("UPDATE llm_cache SET hits = hits + 1 WHERE key = ?");
  }

  async lookup(prompt: string, llmKey: string): Promise<Generation[] | null> {
    const key = cacheKey(prompt, llmKey);
    const row = this.#lookup.get(key);
    if (!row) return null;
    this.#hit.run(key);
    const stored = JSON.parse(row.generations) as StoredGeneration[];
    return stored.map((generation) => deserializeStoredGeneration(generation));
  }

  async update(prompt: string, llmKey: string, generations: Generation[]): Promise<void> {
    const stored = generations.map((generation) => serializeGeneration(generation));
    this.#update.run(cacheKey(prompt, llmKey), JSON.stringify(stored), Date.now());
  }
}

function cacheKey(prompt: string, llmKey: string): string {
  return createHash("sha256").update(prompt).update("\u0000").update(llmKey).digest("hex");
}

/** The cache in the run database. */
export function createLlmCache(db: SqliteDatabase): SqliteLlmCache {
  return new SqliteLlmCache(db);
}

/** The same cache in an in-memory database, for tests and one-off runs. */
export function createMemoryLlmCache(): SqliteLlmCache {
  return new SqliteLlmCache(openDatabase(":memory:"));
}
