import { statSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { QaforgeError } from "../errors.js";

/** Where qaforge keeps its database and exports for a corpus folder or a single document. */
export interface Workspace {
  /** The corpus folder, or the folder holding a single file. */
  root: string;
  target: string;
  isFile: boolean;
  dataDir: string;
  dbPath: string;
  textDir: string;
}

export interface WorkspaceOptions {
  /** Database file; default `.qaforge/qaforge.db` in the corpus folder. */
  dbPath?: string;
  /** Plain-text export folder; default `.qaforge/corpus_text` in the corpus folder. */
  textDir?: string;
}

export function resolveWorkspace(target: string, options: WorkspaceOptions = {}): Workspace {
  const absolute = resolve(target);
  let isFile: boolean;
  try {
    isFile = statSync(absolute).isFile();
  } catch {
    throw new QaforgeError("document_not_found", "no such file or folder", { subject: target });
  }
  const root = isFile ? dirname(absolute) : absolute;
  const dataDir = join(root, ".qaforge");
  return {
    root,
    target: absolute,
    isFile,
    dataDir,
    dbPath: options.dbPath ? resolve(options.dbPath) : join(dataDir, "qaforge.db"),
    textDir: options.textDir ? resolve(options.textDir) : join(dataDir, "corpus_text"),
  };
}
