import { createHash } from "node:crypto";
import * as sqliteVec from "sqlite-vec";
import { QaforgeError } from "../errors.js";
import { chunkSetFingerprint, type Chunk } from "../retrieval/chunk.js";
import {
  isZeroVector,
  resolveSearchOptions,
  validateUpsert,
  type ChunkEmbeddings,
  type ChunkIndex,
  type KeywordSearchOptions,
  type SearchHit,
  type VectorSearchOptions,
} from "../retrieval/index-port.js";
import { STOPWORDS, tokenizeWords } from "../retrieval/text-features.js";
import { ensureSchema, type SqliteDatabase } from "./database.js";

/**
 * Chunks are stored once (`chunks`, with line ranges and page) and indexed twice: an FTS5 table over their text and
 * headings for BM25, and for each embedder a sqlite-vec `vec0` table of cosine vectors whose `document_id` is a
 * partition key, so a document-scoped search filters inside the KNN query.
 */
const SCHEMA = {
  name: "chunk_index",
  steps: [
    `CREATE TABLE chunk_documents (
       document_id TEXT PRIMARY KEY,
       fingerprint TEXT NOT NULL,
       indexed_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
     );
     CREATE TABLE chunks (
       id INTEGER PRIMARY KEY,
       document_id TEXT NOT NULL REFERENCES chunk_documents (document_id) ON DELETE CASCADE,
       chunk_no INTEGER NOT NULL,
       start_line INTEGER NOT NULL,
       start_column INTEGER NOT NULL,
       end_line INTEGER NOT NULL,
       end_column INTEGER NOT NULL,
       page INTEGER,
       heading_path TEXT NOT NULL,
       heading TEXT NOT NULL,
       document_token TEXT NOT NULL,
       text TEXT NOT NULL,
       UNIQUE (document_id, chunk_no)
     );
     CREATE VIRTUAL TABLE chunks_fts USING fts5(
       text, heading, document_token,
       content = 'chunks', content_rowid = 'id',
       tokenize = 'porter unicode61 remove_diacritics 2'
     );
     CREATE TRIGGER chunks_fts_insert AFTER INSERT ON chunks BEGIN
       INSERT INTO chunks_fts (rowid, text, heading, document_token) VALUES (new.id, new.text, new.heading, new.document_token);
     END;
     CREATE TRIGGER chunks_fts_delete AFTER DELETE ON chunks BEGIN
       INSERT INTO chunks_fts (chunks_fts, rowid, text, heading, document_token)
       VALUES ('delete', old.id, old.text, old.heading, old.document_token);
     END;
     CREATE TABLE vector_spaces (
       id INTEGER PRIMARY KEY,
       embedder_id TEXT NOT NULL UNIQUE,
       dimensions INTEGER NOT NULL
     );
     CREATE TABLE embedded_documents (
       document_id TEXT NOT NULL REFERENCES chunk_documents (document_id) ON DELETE CASCADE,
       embedder_id TEXT NOT NULL,
       PRIMARY KEY (document_id, embedder_id)
     );`,
  ],
};

/** BM25 column weights: text, headings, and the document filter token (never scored). */
const BM25_WEIGHTS = "1.0, 0.5, 0.0";

interface VectorSpace {
  id: number;
  embedderId: string;
  dimensions: number;
  table: string;
}

interface ChunkRow {
  id: number;
  document_id: string;
  chunk_no: number;
  start_line: number;
  start_column: number;
  end_line: number;
  end_column: number;
  page: number | null;
  heading_path: string;
  text: string;
}

/** The `ChunkIndex` of the run database: SQLite with sqlite-vec and FTS5. */
export class SqliteChunkIndex implements ChunkIndex {
  constructor(private readonly db: SqliteDatabase) {
    loadSqliteVec(db);
    ensureSchema(db, SCHEMA);
  }

  async upsertChunks(documentId: string, chunks: readonly Chunk[], embeddings?: ChunkEmbeddings): Promise<void> {
    validateUpsert(documentId, chunks, embeddings);
    const fingerprint = chunkSetFingerprint(chunks);
    const write = this.db.transaction(() => {
      const stored = this.db.prepare("SELECT fingerprint FROM chunk_documents WHERE document_id = ?").get(documentId) as
        | { fingerprint: string }
        | undefined;
      if (stored?.fingerprint !== fingerprint) {
        if (stored) this.removeDocument(documentId);
        this.insertChunks(documentId, fingerprint, chunks);
      }
      if (embeddings) this.replaceVectors(documentId, embeddings);
    });
    this.run("store_error", `cannot index document ${documentId}`, () => write());
  }

  async hasDocument(documentId: string, embedderId?: string): Promise<boolean> {
    return this.run("store_error", "cannot read the chunk index", () => {
      if (embedderId === undefined) {
        return this.db.prepare("SELECT 1 FROM chunk_documents WHERE document_id = ?").get(documentId) !== undefined;
      }
      const row = this.db.prepare("SELECT 1 FROM embedded_documents WHERE document_id = ? AND embedder_id = ?").get(documentId, embedderId);
      return row !== undefined;
    });
  }

  async documentChunks(documentId: string): Promise<Chunk[]> {
    return this.run("store_error", "cannot read the chunk index", () =>
      (this.db.prepare("SELECT * FROM chunks WHERE document_id = ? ORDER BY chunk_no").all(documentId) as ChunkRow[]).map(toChunk),
    );
  }

  async searchDocument(documentId: string, embedderId: string, queryVector: Float32Array, options?: VectorSearchOptions): Promise<SearchHit[]> {
    return this.searchVectors(embedderId, queryVector, options, documentId);
  }

  async searchCorpus(embedderId: string, queryVector: Float32Array, options?: VectorSearchOptions): Promise<SearchHit[]> {
    return this.searchVectors(embedderId, queryVector, options);
  }

  async keywordSearch(query: string, options: KeywordSearchOptions = {}): Promise<SearchHit[]> {
    const { limit } = resolveSearchOptions(options);
    const words = [...new Set(tokenizeWords(query).filter((word) => !STOPWORDS.has(word)))];
    if (words.length === 0) return [];
    // Every word quoted, so that nothing the user typed is read as FTS5 syntax (AND, NEAR, *, column:).
    const terms = `{text heading} : (${words.map((word) => `"${word}"`).join(" OR ")})`;
    const match = options.documentId === undefined ? terms : `${terms} AND document_token : "${documentToken(options.documentId)}"`;
    return this.run("store_error", "cannot search the chunk index", () => {
      const rows = this.db
        .prepare(
          `SELECT c.*, bm25(chunks_fts, ${BM25_WEIGHTS}) AS rank
           FROM chunks_fts JOIN chunks c ON c.id = chunks_fts.rowid
           WHERE chunks_fts MATCH ?
           ORDER BY rank, c.id
           LIMIT ?`,
        )
        .all(match, limit) as (ChunkRow & { rank: number })[];
      return rows.map((row) => ({ chunk: toChunk(row), score: -row.rank }));
    });
  }

  async deleteDocument(documentId: string): Promise<void> {
    const remove = this.db.transaction(() => this.removeDocument(documentId));
    this.run("store_error", `cannot remove document ${documentId} from the chunk index`, () => remove());
  }

  private searchVectors(embedderId: string, queryVector: Float32Array, options: VectorSearchOptions | undefined, documentId?: string): SearchHit[] {
    const { limit, threshold } = resolveSearchOptions(options);
    const space = this.vectorSpace(embedderId);
    if (!space || isZeroVector(queryVector)) return [];
    if (queryVector.length !== space.dimensions) {
      throw new QaforgeError(
        "semantic_search_failed",
        `${embedderId} vectors have ${space.dimensions} dimensions, but the query vector has ${queryVector.length}`,
      );
    }
    const documentFilter = documentId === undefined ? "" : "AND document_id = ?";
    const parameters: unknown[] = [vectorBlob(queryVector), limit, ...(documentId === undefined ? [] : [documentId])];
    const rows = this.run("semantic_search_failed", `cannot search the ${embedderId} vectors`, () =>
      this.db
        .prepare(
          `WITH nearest AS (
             SELECT chunk_id, distance FROM ${space.table}
             WHERE embedding MATCH ? AND k = ? ${documentFilter}
           )
           SELECT c.*, nearest.distance AS distance FROM nearest JOIN chunks c ON c.id = nearest.chunk_id
           ORDER BY nearest.distance, c.id`,
        )
        .all(...parameters) as (ChunkRow & { distance: number | null })[],
    );
    const hits: SearchHit[] = [];
    for (const row of rows) {
      if (row.distance === null) continue;
      const score = 1 - row.distance;
      if (score >= threshold) hits.push({ chunk: toChunk(row), score });
    }
    return hits;
  }

  private insertChunks(documentId: string, fingerprint: string, chunks: readonly Chunk[]): void {
    this.db.prepare("INSERT INTO chunk_documents (document_id, fingerprint) VALUES (?, ?)").run(documentId, fingerprint);
    const insert = this.db.prepare(
      `INSERT INTO chunks (document_id, chunk_no, start_line, start_column, end_line, end_column, page, heading_path, heading, document_token, text)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    const token = documentToken(documentId);
    for (const chunk of chunks) {
      insert.run(
        documentId,
        chunk.chunkNo,
        chunk.startLine,
        chunk.startColumn,
        chunk.endLine,
        chunk.endColumn,
        chunk.page ?? null,
        JSON.stringify(chunk.headingPath),
        chunk.headingPath.join(" › "),
        token,
        chunk.text,
      );
    }
  }

  private replaceVectors(documentId: string, embeddings: ChunkEmbeddings): void {
    const dimensions = embeddings.vectors[0]?.length;
    // A document without chunks has no vectors, but is still marked embedded so that it is not embedded again.
    const space = dimensions === undefined ? undefined : this.ensureVectorSpace(embeddings.embedderId, dimensions);
    if (space) {
      this.db.prepare(`DELETE FROM ${space.table} WHERE document_id = ?`).run(documentId);
      const ids = this.db.prepare("SELECT id FROM chunks WHERE document_id = ? ORDER BY chunk_no").pluck().all(documentId) as number[];
      const insert = this.db.prepare(`INSERT INTO ${space.table} (chunk_id, document_id, embedding) VALUES (?, ?, ?)`);
      ids.forEach((id, index) => insert.run(BigInt(id), documentId, vectorBlob(embeddings.vectors[index]!)));
    }
    this.db
      .prepare("INSERT INTO embedded_documents (document_id, embedder_id) VALUES (?, ?) ON CONFLICT DO NOTHING")
      .run(documentId, embeddings.embedderId);
  }

  /** Deletes a document's vectors in every space, then its chunks (the FTS rows follow by trigger). */
  private removeDocument(documentId: string): void {
    for (const space of this.vectorSpaces()) this.db.prepare(`DELETE FROM ${space.table} WHERE document_id = ?`).run(documentId);
    this.db.prepare("DELETE FROM chunk_documents WHERE document_id = ?").run(documentId);
  }

  private vectorSpaces(): VectorSpace[] {
    const rows = this.db.prepare("SELECT id, embedder_id, dimensions FROM vector_spaces ORDER BY id").all() as {
      id: number;
      embedder_id: string;
      dimensions: number;
    }[];
    return rows.map((row) => ({ id: row.id, embedderId: row.embedder_id, dimensions: row.dimensions, table: vectorTable(row.id) }));
  }

  private vectorSpace(embedderId: string): VectorSpace | undefined {
    return this.vectorSpaces().find((space) => space.embedderId === embedderId);
  }

  /** One vec0 table per embedder: its vectors share a length and are comparable with each other only. */
  private ensureVectorSpace(embedderId: string, dimensions: number): VectorSpace {
    const existing = this.vectorSpace(embedderId);
    if (existing) {
      if (existing.dimensions !== dimensions) {
        throw new QaforgeError(
          "invalid_argument",
          `${embedderId} vectors in this index have ${existing.dimensions} dimensions, got ${dimensions}`,
        );
      }
      return existing;
    }
    const id = Number(this.db.prepare("INSERT INTO vector_spaces (embedder_id, dimensions) VALUES (?, ?)").run(embedderId, dimensions).lastInsertRowid);
    this.db.exec(
      `CREATE VIRTUAL TABLE ${vectorTable(id)} USING vec0(
         chunk_id INTEGER PRIMARY KEY,
         document_id TEXT PARTITION KEY,
         embedding FLOAT[${dimensions}] distance_metric=cosine
       )`,
    );
    return { id, embedderId, dimensions, table: vectorTable(id) };
  }

  private run<T>(code: "store_error" | "semantic_search_failed", what: string, action: () => T): T {
    try {
      return action();
    } catch (error) {
      if (error instanceof QaforgeError) throw error;
      throw new QaforgeError(code, `${what}: ${(error as Error).message}`, { cause: error });
    }
  }
}

function loadSqliteVec(db: SqliteDatabase): void {
  try {
    db.prepare("SELECT vec_version()").get();
  } catch {
    try {
      sqliteVec.load(db);
    } catch (error) {
      throw new QaforgeError("store_error", `cannot load the sqlite-vec extension: ${(error as Error).message}`, { cause: error });
    }
  }
}

function vectorTable(spaceId: number): string {
  return `chunk_vectors_${spaceId}`;
}

/** A single FTS token standing for a document, so a keyword search can be confined to it inside the MATCH. */
function documentToken(documentId: string): string {
  return `doc${createHash("sha256").update(documentId).digest("hex").slice(0, 24)}`;
}

function vectorBlob(vector: Float32Array): Buffer {
  return Buffer.from(vector.buffer, vector.byteOffset, vector.byteLength);
}

function toChunk(row: ChunkRow): Chunk {
  return {
    documentId: row.document_id,
    chunkNo: row.chunk_no,
    startLine: row.start_line,
    startColumn: row.start_column,
    endLine: row.end_line,
    endColumn: row.end_column,
    ...(row.page === null ? {} : { page: row.page }),
    headingPath: JSON.parse(row.heading_path) as string[],
    text: row.text,
  };
}
