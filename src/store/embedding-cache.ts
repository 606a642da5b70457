import { QaforgeError } from "../errors.js";
import type { EmbeddingCache } from "../retrieval/embedding-cache.js";
import { ensureSchema, type SqliteDatabase } from "./database.js";

const SCHEMA = {
  name: "embeddings",
  steps: [
    `CREATE TABLE embeddings (
       embedder_id TEXT NOT NULL,
       content_hash TEXT NOT NULL,
       dimensions INTEGER NOT NULL,
       vector BLOB NOT NULL,
       created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
       PRIMARY KEY (embedder_id, content_hash)
     ) WITHOUT ROWID;`,
  ],
};

/** SQLite keeps at most 32766 bound parameters; stay far below it. */
const LOOKUP_BATCH = 500;

/** Embeddings kept in the run database as little-endian float32 blobs, keyed by embedder id and text hash. */
export class SqliteEmbeddingCache implements EmbeddingCache {
  constructor(private readonly db: SqliteDatabase) {
    ensureSchema(db, SCHEMA);
  }

  async getMany(embedderId: string, contentHashes: readonly string[]): Promise<Map<string, Float32Array>> {
    const found = new Map<string, Float32Array>();
    try {
      for (let start = 0; start < contentHashes.length; start += LOOKUP_BATCH) {
        const batch = contentHashes.slice(start, start + LOOKUP_BATCH);
        const rows = this.db
          .prepare(
            `SELECT content_hash, dimensions, vector FROM embeddings
             WHERE embedder_id = ? AND content_hash IN (${batch.map(() => "?").join(", ")})`,
          )
          .all(embedderId, ...batch) as { content_hash: string; dimensions: number; vector: Buffer }[];
        for (const row of rows) {
          // Copy into a fresh, aligned buffer: the driver's Buffer may be a view at any offset.
          const vector = new Float32Array(Uint8Array.from(row.vector).buffer);
          if (vector.length === row.dimensions) found.set(row.content_hash, vector);
        }
      }
    } catch (error) {
      throw new QaforgeError("store_error", `cannot read cached embeddings: ${(error as Error).message}`, { cause: error });
    }
    return found;
  }

  async putMany(embedderId: string, entries: readonly { contentHash: string; vector: Float32Array }[]): Promise<void> {
    const insert = this.db.prepare(
      `INSERT INTO embeddings (embedder_id, content_hash, dimensions, vector) VALUES (?, ?, ?, ?)
       ON CONFLICT (embedder_id, content_hash) DO UPDATE SET dimensions = excluded.dimensions, vector = excluded.vector`,
    );
    const write = this.db.transaction(() => {
      for (const { contentHash, vector } of entries) {
        insert.run(embedderId, contentHash, vector.length, Buffer.from(vector.buffer, vector.byteOffset, vector.byteLength));
      }
    });
    try {
      write();
    } catch (error) {
      throw new QaforgeError("store_error", `cannot store embeddings: ${(error as Error).message}`, { cause: error });
    }
  }
}
