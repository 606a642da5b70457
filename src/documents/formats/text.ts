import type { DocumentContent } from "../document.js";
import { decodeText, splitLines } from "../text-utils.js";
import type { AdapterInput, FormatAdapter } from "./adapter.js";

/** Plain text: lines as they are; a form feed starts a new page. */
export const textAdapter: FormatAdapter = {
  format: "text",
  // reStructuredText source reads as plain text: its markup is light enough for the sentence view.
  extensions: [".txt", ".text", ".rst", ".rest"],
  textual: true,
  async load({ path, bytes }: AdapterInput): Promise<DocumentContent> {
    return textContent(decodeText(bytes, path));
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
