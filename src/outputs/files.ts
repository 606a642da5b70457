import { mkdir, open, readFile, rename, rm, writeFile, type FileHandle } from "node:fs/promises";
import { dirname } from "node:path";
import { parseJsonLines } from "../json-lines.js";

/** Folders this process has made or found, so that writing many files into one folder asks for it once. */
const knownFolders = new Set<string>();
let temporaryCounter = 0;

/** What a file is written from: text, bytes, or pieces of bytes written one after another (never joined in memory). */
export type FileContent = string | Uint8Array | readonly Uint8Array[];

/** Writes a file so that a reader, or a crash, never leaves half of it: a temporary file, then a rename. */
export async function writeFileAtomic(path: string, content: FileContent): Promise<void> {
  const folder = dirname(path);
  if (!knownFolders.has(folder)) {
    await mkdir(folder, { recursive: true });
    knownFolders.add(folder);
  }
  // Unique within the process too: two writes of the same file in the same millisecond must not share a temporary.
  const temporary = `${path}.${process.pid}.${++temporaryCounter}.tmp`;
  try {
    await writeContent(temporary, content);
  } catch (error) {
    // The folder was removed since it was first seen: make it again, once.
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
    await mkdir(folder, { recursive: true });
    await writeContent(temporary, content);
  }
  await rename(temporary, path);
}

async function writeContent(path: string, content: FileContent): Promise<void> {
  if (typeof content === "string" || content instanceof Uint8Array) return writeFile(path, content);
  await writePieces(path, "w", content);
}

/** Writes (flags "w") or appends (flags "a") pieces of bytes to a file, without joining them in memory. */
async function writePieces(path: string, flags: "w" | "a", content: readonly Uint8Array[]): Promise<void> {
  const handle: FileHandle = await open(path, flags);
  try {
    // One gathered write (libuv splits it at the system's limit of pieces per call); short writes go on from there.
    let pieces = content.filter((piece) => piece.byteLength > 0);
    while (pieces.length > 0) {
      let { bytesWritten } = await handle.writev(pieces as Uint8Array[]);
      let first = 0;
      while (first < pieces.length && bytesWritten >= pieces[first]!.byteLength) bytesWritten -= pieces[first++]!.byteLength;
      pieces = pieces.slice(first);
      if (bytesWritten > 0) pieces[0] = pieces[0]!.subarray(bytesWritten);
    }
  } finally {
    await handle.close();
  }
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
    private readonly content: () => FileContent,
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

const ARRAY_OPEN = Buffer.from("[\n  ");
const ARRAY_SEPARATOR = Buffer.from(",\n  ");
const ARRAY_CLOSE = Buffer.from("\n]\n");
const EMPTY_ARRAY = Buffer.from("[]\n");

/**
 * A JSON array file (`JSON.stringify(items, null, 2)` and a newline) that grows as items are done and is rewritten
 * often, as a checkpoint: each item is serialised and encoded once, and a rewrite writes the stored pieces in the
 * order given, so that a checkpoint costs a gathered write, not a new serialisation of everything done so far.
 */
export class JsonArrayFile<Key> {
  private readonly pieces = new Map<Key, Buffer>();
  private readonly rewriter: FileRewriter;

  constructor(path: string, order: () => Iterable<Key>) {
    this.rewriter = new FileRewriter(path, () => {
      const content: Buffer[] = [];
      for (const key of order()) {
        const piece = this.pieces.get(key);
        if (piece) content.push(content.length === 0 ? ARRAY_OPEN : ARRAY_SEPARATOR, piece);
      }
      if (content.length === 0) return EMPTY_ARRAY;
      content.push(ARRAY_CLOSE);
      return content;
    });
  }

  get path(): string {
    return this.rewriter.path;
  }

  /** Stores an item (replacing the one stored under its key); it is written with the next rewrite. */
  set(key: Key, item: unknown): void {
    this.pieces.set(key, Buffer.from(JSON.stringify(item, null, 2).replace(/\n/g, "\n  ")));
  }

  /** Rewrites the file with every stored item, as FileRewriter.request does. */
  write(): Promise<void> {
    return this.rewriter.request();
  }
}

/**
 * A JSON Lines file that a long run appends to as its checkpoint: one item per line, and each append writes only the
 * items added since the one before, so that a checkpoint costs what it adds, not what the run has done so far (a
 * whole-file rewrite every n items costs O(N²) bytes over a run of N). Appends never overlap and keep the order they
 * were asked in; a crash in the middle of one leaves at most a torn last line, which `readJsonLines` leaves out.
 */
export class JsonLinesJournal {
  private added: Buffer[] = [];
  private tail: Promise<void> = Promise.resolve();

  constructor(readonly path: string) {}

  /** Starts the file anew, atomically, with these items (what an earlier process had done, at a resume). */
  start(items: Iterable<unknown>): Promise<void> {
    const lines = [...items].map(jsonLine);
    this.added = [];
    return this.enqueue(() => writeFileAtomic(this.path, lines));
  }

  /** Keeps an item for the next append. */
  add(item: unknown): void {
    this.added.push(jsonLine(item));
  }

  /** Appends the items added since the last append; resolves once they are written, rejects if that failed. */
  append(): Promise<void> {
    const lines = this.added;
    this.added = [];
    return this.enqueue(() => (lines.length > 0 ? writePieces(this.path, "a", lines) : Promise.resolve()));
  }

  /** Removes the file once every append asked for has finished (the run's complete output is written elsewhere). */
  remove(): Promise<void> {
    return this.enqueue(() => rm(this.path, { force: true }));
  }

  private enqueue(step: () => Promise<void>): Promise<void> {
    const next = this.tail.then(step);
    this.tail = next.catch(() => undefined);
    return next;
  }
}

function jsonLine(item: unknown): Buffer {
  return Buffer.from(`${JSON.stringify(item)}\n`);
}

/** The items of a JSON Lines file a run appends to; a torn last line (a write cut short) is left out. Missing file: []. */
export async function readJsonLines<T>(path: string): Promise<T[]> {
  const text = await readFile(path, "utf8").catch((error: NodeJS.ErrnoException) => {
    if (error.code === "ENOENT") return "";
    throw error;
  });
  return parseJsonLines(text, path, { tornTail: true }).map((entry) => entry.value as T);
}
