import { mkdir, rename, writeFile } from "node:fs/promises";
import { dirname } from "node:path";

/** Folders this process has made or found, so that writing many files into one folder asks for it once. */
const knownFolders = new Set<string>();
let temporaryCounter = 0;

/** Writes a file so that a reader, or a crash, never leaves half of it: a temporary file, then a rename. */
export async function writeFileAtomic(path: string, content: string | Uint8Array): Promise<void> {
  const folder = dirname(path);
  if (!knownFolders.has(folder)) {
    await mkdir(folder, { recursive: true });
    knownFolders.add(folder);
  }
  // Unique within the process too: two writes of the same file in the same millisecond must not share a temporary.
  const temporary = `${path}.${process.pid}.${++temporaryCounter}.tmp`;
  try {
    await writeFile(temporary, content);
  } catch (error) {
    // The folder was removed since it was first seen: make it again, once.
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
    await mkdir(folder, { recursive: true });
    await writeFile(temporary, content);
  }
  await rename(temporary, path);
}

/**
 * Rewrites one file atomically whenever asked, never two writes at once: requests made while a write runs are merged
 * into one more write, of the content as it is when that write starts. A pipeline that checkpoints often never
 * queues a backlog of stale snapshots.
 */
export class FileRewriter {
  private running: Promise<void> | undefined;
  private again = false;

  constructor(
    readonly path: string,
    private readonly content: () => string,
  ) {}

  /** Resolves once a write that started after this call has finished; rejects when that write failed. */
  request(): Promise<void> {
    if (this.running) this.again = true;
    else this.running = this.writeUntilCurrent();
    return this.running;
  }

  private async writeUntilCurrent(): Promise<void> {
    // First yield, so that `running` is assigned before a synchronous failure could clear it.
    await Promise.resolve();
    try {
      do {
        this.again = false;
        await writeFileAtomic(this.path, this.content());
      } while (this.again);
    } finally {
      this.running = undefined;
    }
  }
}

/**
 * `JSON.stringify(items, null, 2)` from items serialised one by one (`JSON.stringify(item, null, 2)`), so that a file
 * rewritten as it grows serialises each item once, not once per rewrite.
 */
export function joinJsonArray(serialisedItems: readonly string[]): string {
  if (serialisedItems.length === 0) return "[]";
  return `[\n  ${serialisedItems.map((item) => item.replace(/\n/g, "\n  ")).join(",\n  ")}\n]`;
}
