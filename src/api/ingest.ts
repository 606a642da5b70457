import { exportDocumentText } from "../corpus/export.js";
import { ingestCorpus, type IngestEntry, type IngestProgress, type IngestResult } from "../corpus/ingest.js";
import { openDatabase } from "../store/database.js";
import { DocumentRepository } from "../store/documents.js";
import { resolveWorkspace, type WorkspaceOptions } from "./workspace.js";

export interface IngestCommandOptions extends WorkspaceOptions {
  /** Write corpus_text/*.txt (default true). */
  exportText?: boolean;
  concurrency?: number;
  onProgress?: (progress: IngestProgress) => void;
}

export interface IngestReport extends IngestResult {
  dbPath: string;
  textDir?: string;
}

/**
 * `qaforge ingest`: loads every document of a folder (or one file) once, caches the extracted text by content hash
 * in the store, exports plain text for the corpus tools, and reports each file. A file that fails is reported and
 * the rest are still ingested.
 */
export async function ingest(target: string, options: IngestCommandOptions = {}): Promise<IngestReport> {
  const workspace = resolveWorkspace(target, options);
  const db = openDatabase(workspace.dbPath);
  try {
    const repository = new DocumentRepository(db);
    const exportText = options.exportText ?? true;
    const result = await ingestCorpus(workspace.target, {
      cache: repository,
      exclude: [workspace.dbPath, workspace.textDir],
      concurrency: options.concurrency,
      onProgress: options.onProgress,
      onDocument: exportText
        ? async (document, entry: IngestEntry) => {
            await exportDocumentText(document, entry.path, workspace.textDir);
          }
        : undefined,
    });
    return { ...result, dbPath: workspace.dbPath, textDir: exportText ? workspace.textDir : undefined };
  } finally {
    db.close();
  }
}
