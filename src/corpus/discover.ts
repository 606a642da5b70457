import { open, readdir, realpath, stat } from "node:fs/promises";
import { basename, join, resolve } from "node:path";
import { CORPUS_CONFIG_FILE } from "../config/corpus-config.js";
import type { DocumentFormat } from "../documents/document.js";
import { detectFormat } from "../documents/load.js";
import { QaforgeError } from "../errors.js";
import { isInside, toCorpusRelative } from "./paths.js";

/** Folders qaforge writes or that never hold documents. */
const SKIPPED_FOLDERS = new Set([".qaforge", "corpus_text", "node_modules", ".git"]);
/** Files in a corpus folder that are configuration, not documents. */
const SKIPPED_FILES = new Set([CORPUS_CONFIG_FILE, "categories.yaml", "qaforge.config.yaml", ".DS_Store"]);

export interface DiscoveredFile {
  /** Absolute path. */
  path: string;
  /** Path relative to the corpus root, with forward slashes. */
  relativePath: string;
  /** Detected format; undefined when the file is not one qaforge reads (it is still listed, to be reported). */
  format?: DocumentFormat;
  size: number;
  mtimeMs: number;
}

export interface Discovery {
  /** The corpus root: the folder, or the folder holding a single file. */
  root: string;
  isFile: boolean;
  files: DiscoveredFile[];
}

/**
 * Lists the documents of a corpus folder (recursively, in a stable order) or a single file. Hidden files and
 * folders, qaforge's own folders and config files are skipped; symlinks are followed only when they stay inside
 * the root. Files with an unknown extension are listed without a format so that ingest can report them.
 */
export interface DiscoverOptions {
  /** Absolute paths to leave out (qaforge's own database and exports when they live inside the corpus). */
  exclude?: readonly string[];
}

export async function discoverCorpus(target: string, options: DiscoverOptions = {}): Promise<Discovery> {
  let info;
  try {
    info = await stat(target);
  } catch {
    throw new QaforgeError("document_not_found", "no such file or folder", { subject: target });
  }
  if (info.isFile()) {
    const root = await realpath(join(target, ".."));
    const path = await realpath(target);
    return { root, isFile: true, files: [await describeFile(root, path)] };
  }
  const root = await realpath(target);
  const files: DiscoveredFile[] = [];
  const excluded = (options.exclude ?? []).map((path) => resolve(path));
  await walk(root, root, files, (path) => excluded.some((prefix) => path === prefix || path.startsWith(`${prefix}-`) || path.startsWith(`${prefix}/`)));
  files.sort((a, b) => (a.relativePath < b.relativePath ? -1 : a.relativePath > b.relativePath ? 1 : 0));
  return { root, isFile: false, files };
}

async function walk(root: string, folder: string, out: DiscoveredFile[], isExcluded: (path: string) => boolean): Promise<void> {
  const entries = await readdir(folder, { withFileTypes: true });
  for (const entry of entries) {
    if (entry.name.startsWith(".") || SKIPPED_FOLDERS.has(entry.name)) continue;
    const path = join(folder, entry.name);
    if (isExcluded(path)) continue;
    let real = path;
    let isDirectory = entry.isDirectory();
    let isFile = entry.isFile();
    if (entry.isSymbolicLink()) {
      try {
        real = await realpath(path);
      } catch {
        continue;
      }
      if (!isInside(root, real)) continue;
      const target = await stat(real);
      isDirectory = target.isDirectory();
      isFile = target.isFile();
      if (isDirectory) continue; // never follow folder links: they can loop
    }
    if (isDirectory) await walk(root, path, out, isExcluded);
    else if (isFile && !SKIPPED_FILES.has(entry.name)) out.push(await describeFile(root, path));
  }
}

async function describeFile(root: string, path: string): Promise<DiscoveredFile> {
  const info = await stat(path);
  return {
    path,
    relativePath: toCorpusRelative(root, path) || basename(path),
    format: detectFormat(path, await readHead(path)),
    size: info.size,
    mtimeMs: info.mtimeMs,
  };
}

async function readHead(path: string): Promise<Buffer> {
  const handle = await open(path, "r");
  try {
    const buffer = Buffer.alloc(512);
    const { bytesRead } = await handle.read(buffer, 0, 512, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}
