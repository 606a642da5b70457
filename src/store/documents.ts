import type { CachedContent, DocumentCache, IngestEntry } from "../corpus/ingest.js";
import type { DocumentFormat } from "../documents/document.js";
import { ensureSchema, type SqliteDatabase } from "./database.js";

const SCHEMA = {
  name: "documents",
  steps: [
    `CREATE TABLE document_content (
       hash TEXT PRIMARY KEY,
       format TEXT NOT NULL,
       content TEXT NOT NULL,
       created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
     );
     CREATE TABLE ingested_files (
       root TEXT NOT NULL,
       path TEXT NOT NULL,
       format TEXT,
       hash TEXT,
       pages INTEGER NOT NULL,
       lines INTEGER NOT NULL,
       visuals INTEGER NOT NULL,
       status TEXT NOT NULL CHECK (status IN ('ok', 'error')),
       error_code TEXT,
       error_message TEXT,
       ingested_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
       PRIMARY KEY (root, path)
     );`,
  ],
};

export interface IngestedFileRow {
  root: string;
  path: string;
  format: DocumentFormat | null;
  hash: string | null;
  pages: number;
  lines: number;
  visuals: number;
  status: "ok" | "error";
  error_code: string | null;
  error_message: string | null;
  ingested_at: string;
}

/** The ingest cache and the record of what was ingested, in SQLite. */
export class DocumentRepository implements DocumentCache {
  constructor(private readonly db: SqliteDatabase) {
    ensureSchema(db, SCHEMA);
  }

  getContent(hash: string): { format: DocumentFormat; content: CachedContent } | undefined {
    const row = this.db.prepare("SELECT format, content FROM document_content WHERE hash = ?").get(hash) as
      | { format: DocumentFormat; content: string }
      | undefined;
    return row ? { format: row.format, content: JSON.parse(row.content) as CachedContent } : undefined;
  }

  putContent(hash: string, format: DocumentFormat, content: CachedContent): void {
    this.db
      .prepare("INSERT INTO document_content (hash, format, content) VALUES (?, ?, ?) ON CONFLICT(hash) DO NOTHING")
      .run(hash, format, JSON.stringify(content));
  }

  recordIngest(root: string, entry: IngestEntry): void {
    this.db
      .prepare(
        `INSERT INTO ingested_files (root, path, format, hash, pages, lines, visuals, status, error_code, error_message, ingested_at)
         VALUES (@root, @path, @format, @hash, @pages, @lines, @visuals, @status, @errorCode, @errorMessage, strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
         ON CONFLICT(root, path) DO UPDATE SET format = excluded.format, hash = excluded.hash, pages = excluded.pages,
           lines = excluded.lines, visuals = excluded.visuals, status = excluded.status, error_code = excluded.error_code,
           error_message = excluded.error_message, ingested_at = excluded.ingested_at`,
      )
      .run({
        root,
        path: entry.path,
        format: entry.format ?? null,
        hash: entry.hash ?? null,
        pages: entry.pages,
        lines: entry.lines,
        visuals: entry.visuals,
        status: entry.status,
        errorCode: entry.error?.code ?? null,
        errorMessage: entry.error?.message ?? null,
      });
  }

  ingestedFiles(root: string): IngestedFileRow[] {
    return this.db.prepare("SELECT * FROM ingested_files WHERE root = ? ORDER BY path").all(root) as IngestedFileRow[];
  }
}
