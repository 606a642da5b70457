import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll } from "vitest";
import { loadDocument } from "../../src/documents/load.js";
import { askOfflineReader } from "./offline-agent.js";

/**
 * A README written to a temporary folder before a test file's tests and removed after them. Returns the file's path
 * (valid once the tests run).
 */
export function temporaryReadme(prefix: string, lines: readonly string[]): () => string {
  let folder: string | undefined;
  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), prefix));
    await writeFile(join(folder, "README.md"), lines.join("\n"));
  });
  afterAll(async () => {
    if (folder) await rm(folder, { recursive: true, force: true });
  });
  return () => {
    if (!folder) throw new Error("the temporary README exists only while the tests run");
    return join(folder, "README.md");
  };
}

/** The offline reader's own answer to `question` from the temporary README of {@link temporaryReadme}. */
export function readerOfReadme(prefix: string, lines: readonly string[]) {
  const path = temporaryReadme(prefix, lines);
  return async (question: string) => (await askOfflineReader(await loadDocument(path()), question)).own;
}
