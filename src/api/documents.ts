import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { loadWithCache } from "../corpus/ingest.js";
import type { Document } from "../documents/document.js";
import { loadDocument } from "../documents/load.js";
import { detectFormat } from "../documents/load.js";
import { QaforgeError } from "../errors.js";
import { SUPPORTED_EXTENSIONS } from "../documents/formats/index.js";
import { openDatabase } from "../store/database.js";
import { DocumentRepository } from "../store/documents.js";
import { resolveWorkspace, type WorkspaceOptions } from "./workspace.js";

/**
 * One document, from the ingest cache of its workspace when it was ingested before (no parsing), otherwise parsed.
 * Never creates a database just to read a document.
 */
export async function openDocument(path: string, options: WorkspaceOptions = {}): Promise<Document> {
  const workspace = resolveWorkspace(path, options);
  if (!workspace.isFile) throw new QaforgeError("invalid_argument", "is a folder; give one document", { subject: path });
  if (!existsSync(workspace.dbPath)) return loadDocument(path);
  const bytes = await readFile(workspace.target);
  const format = detectFormat(path, bytes);
  if (!format) {
    throw new QaforgeError("unsupported_format", `not a format qaforge reads (supported: ${SUPPORTED_EXTENSIONS.join(" ")})`, {
      subject: path,
    });
  }
  const db = openDatabase(workspace.dbPath);
  try {
    return await loadWithCache(path, bytes, format, new DocumentRepository(db));
  } finally {
    db.close();
  }
}
