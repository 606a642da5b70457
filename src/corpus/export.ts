import { mkdir, rename, writeFile } from "node:fs/promises";
import { join } from "node:path";
import type { Document } from "../documents/document.js";

/**
 * spec 001 step 1: the plain text of each document as `corpus_text/<name>.txt`, for the corpus tools. Lines keep the
 * document's own numbering (line N of the export is line N of `read_lines`); a page after the first starts with a
 * form feed, as in plain-text page breaks.
 */
export function exportName(relativePath: string): string {
  return `${relativePath.replace(/[\\/]/g, "__")}.txt`;
}

export function plainText(document: Document): string {
  const out: string[] = [];
  for (let line = 1; line <= document.lines.length; line++) {
    const text = document.lines[line - 1]!;
    const page = document.pageOfLine(line)!;
    const startsPage = document.hasPages && page > 1 && document.firstLineOfPage(page) === line;
    out.push(startsPage ? `\f${text}` : text);
  }
  return `${out.join("\n")}\n`;
}

/** Writes atomically (temp file, then rename) so a reader never sees half a file. */
export async function exportDocumentText(document: Document, relativePath: string, folder: string): Promise<string> {
  await mkdir(folder, { recursive: true });
  const target = join(folder, exportName(relativePath));
  const temporary = `${target}.${process.pid}.tmp`;
  await writeFile(temporary, plainText(document));
  await rename(temporary, target);
  return target;
}
