import type { DocumentContent } from "../document.js";
import { decodeText, splitLines } from "../text-utils.js";
import type { AdapterInput, FormatAdapter } from "./adapter.js";
import { latexMarkdown, looksLikeLatex } from "./latex.js";

/**
 * Plain text: lines as they are; a form feed starts a new page. A text file that holds LaTeX source (an R package's
 * `doc/guide.txt`) is read as the Markdown it typesets, line for line (latex.ts).
 */
export const textAdapter: FormatAdapter = {
  format: "text",
  // reStructuredText source reads as plain text: its markup is light enough for the sentence view.
  extensions: [".txt", ".text", ".rst", ".rest"],
  textual: true,
  async load({ path, bytes }: AdapterInput): Promise<DocumentContent> {
    const text = decodeText(bytes, path);
    return textContent(looksLikeLatex(text) ? latexMarkdown(text) : text);
  },
};

export function textContent(text: string): DocumentContent {
  const pages = text.split("\f");
  if (pages.length > 1 && pages[pages.length - 1]!.trim() === "") pages.pop();
  const lines: string[] = [];
  const pageStarts: number[] = [];
  for (const page of pages) {
    pageStarts.push(lines.length + 1);
    lines.push(...splitLines(page));
  }
  return pages.length > 1 ? { lines, pageStarts } : { lines };
}
