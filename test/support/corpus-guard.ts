import { existsSync, readdirSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";

/**
 * Document folders no test may write into: the team's shared corpora (../shared/corpora beside the repository) and
 * the repository's own examples and fixtures. A command run on one of them directly leaves its `.qaforge/` run
 * folder there; tests copy the documents into a temporary folder first (`copyToTempCorpus` in temp-corpus.ts).
 */
export const GUARDED_DOCUMENT_FOLDERS = [
  fileURLToPath(new URL("../../../shared/corpora", import.meta.url)),
  fileURLToPath(new URL("../../examples", import.meta.url)),
  fileURLToPath(new URL("../fixtures", import.meta.url)),
];

/** Every `.qaforge` folder under the roots, each with the size and time of each file it holds. */
export type QaforgeFolders = Map<string, Map<string, string>>;

export function qaforgeFoldersUnder(roots: readonly string[]): QaforgeFolders {
  const found: QaforgeFolders = new Map();
  const visit = (folder: string) => {
    let entries;
    try {
      entries = readdirSync(folder, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      if (!entry.isDirectory() || entry.name === "node_modules" || entry.name === ".git") continue;
      const path = join(folder, entry.name);
      if (entry.name === ".qaforge") found.set(path, filesOf(path));
      else visit(path);
    }
  };
  for (const root of roots) if (existsSync(root)) visit(root);
  return found;
}

function filesOf(folder: string): Map<string, string> {
  const files = new Map<string, string>();
  const visit = (current: string) => {
    for (const entry of readdirSync(current, { withFileTypes: true })) {
      const path = join(current, entry.name);
      if (entry.isDirectory()) visit(path);
      else {
        const stat = statSync(path);
        files.set(relative(folder, path), `${stat.size}:${stat.mtimeMs}`);
      }
    }
  };
  visit(folder);
  return files;
}

/** The `.qaforge` folders that appeared, or whose files appeared or changed, between two looks. */
export function qaforgeWrites(before: QaforgeFolders, after: QaforgeFolders): string[] {
  const written: string[] = [];
  for (const [folder, files] of after) {
    const earlier = before.get(folder);
    if (!earlier) {
      written.push(`${folder} (new)`);
      continue;
    }
    const changed = [...files].filter(([file, stamp]) => earlier.get(file) !== stamp).map(([file]) => file);
    if (changed.length > 0) written.push(`${folder} (${changed.join(", ")} written)`);
  }
  return written;
}

/** Looks now; the function returned looks again and throws when a `.qaforge` folder under the roots was written. */
export function guardDocumentFolders(roots: readonly string[]): () => void {
  const before = qaforgeFoldersUnder(roots);
  return () => {
    const written = qaforgeWrites(before, qaforgeFoldersUnder(roots));
    if (written.length === 0) return;
    throw new Error(
      `A test wrote qaforge's run folder into a document folder no test may write into:\n  ${written.join("\n  ")}\n` +
        "Copy the documents into a temporary folder first (copyToTempCorpus in test/support/temp-corpus.ts), or pass a dbPath.",
    );
  };
}

/** vitest globalSetup (vitest.config.ts): fails the run loudly when a test wrote into a guarded document folder. */
export default function setup(): () => void {
  return guardDocumentFolders(GUARDED_DOCUMENT_FOLDERS);
}
