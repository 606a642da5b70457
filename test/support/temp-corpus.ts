import { cp, mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import { basename, join } from "node:path";

/**
 * A temporary corpus folder holding copies of the given documents (files or folders), so that a command run on it
 * writes its `.qaforge/` there and never beside the originals (examples, fixtures, ../shared/corpora).
 */
export async function copyToTempCorpus(sources: readonly string[], prefix = "qaforge-corpus-"): Promise<string> {
  const folder = await mkdtemp(join(tmpdir(), prefix));
  for (const source of sources) await cp(source, join(folder, basename(source)), { recursive: true });
  return folder;
}
