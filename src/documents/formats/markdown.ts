import MarkdownIt from "markdown-it";
import type { Token } from "markdown-it";
import type { DocumentContent, VisualElement } from "../document.js";
import { decodeText, normaliseSpace, splitLines } from "../text-utils.js";
import type { AdapterInput, FormatAdapter } from "./adapter.js";
import { isLatexPath, latexMarkdown } from "./latex.js";
import { isNotebookPath, notebookMarkdown } from "./notebook.js";

const parser = new MarkdownIt({ html: true });
const CAPTION_PATTERN = /^(?:\*\*|__|\*|_)?(?:table|tbl\.?)\s*\d+[.:]?/i;

/**
 * Markdown: the source lines are the text (so line numbers are the file's own; a notebook's are those of the Markdown
 * it is read as); images, inline or reference-style, and tables are visual elements located by their source line.
 */
export const markdownAdapter: FormatAdapter = {
  format: "markdown",
  // A Jupyter notebook is read as the Markdown it holds (notebook.ts): its lines are that Markdown's. LaTeX source
  // (latex.ts) as the Markdown it typesets, line for line.
  extensions: [".md", ".markdown", ".mdown", ".mkd", ".ipynb", ".tex", ".ltx", ".rnw", ".snw"],
  textual: true,
  async load({ path, bytes }: AdapterInput): Promise<DocumentContent> {
    const text = decodeText(bytes, path);
    const source = isNotebookPath(path) ? notebookMarkdown(text, path) : isLatexPath(path) ? latexMarkdown(text) : text;
    const lines = splitLines(source);
    const tokens = parser.parse(source, {});
    return { lines, visuals: markdownVisuals(tokens, lines), title: markdownTitle(tokens) };
  },
};

/**
 * The first level-one heading's words: its text and code, without the badges and inline HTML a README puts beside
 * the name ("# minimist <sup>[![Version Badge][npm-version-svg]][package-url]</sup>" is titled "minimist").
 */
function markdownTitle(tokens: Token[]): string | undefined {
  const index = tokens.findIndex((token) => token.type === "heading_open" && token.tag === "h1");
  return headingWords(index >= 0 ? tokens[index + 1] : undefined);
}

/**
 * A heading's words as a reader sees them: its text and code, without inline HTML ("### Types <a id="types"></a>", an
 * anchor for links) or badges; the raw content when nothing else is left.
 */
function headingWords(inline: Token | undefined): string | undefined {
  if (!inline?.content) return undefined;
  const words = normaliseSpace((inline.children ?? []).filter((child) => child.type === "text" || child.type === "code_inline").map((child) => child.content).join(""));
  return words || normaliseSpace(inline.content);
}

function markdownVisuals(tokens: Token[], lines: string[]): VisualElement[] {
  const visuals: VisualElement[] = [];
  let lastHeading: string | undefined;
  let lastParagraph: { text: string; endLine: number } | undefined;
  let tableNumber = 0;

  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!;
    if (token.type === "heading_open") {
      lastHeading = headingWords(tokens[i + 1]);
    } else if (token.type === "inline" && token.map) {
      const blockStart = token.map[0];
      if (tokens[i - 1]?.type === "paragraph_open") {
        lastParagraph = { text: normaliseSpace(token.content), endLine: token.map[1] };
      }
      for (const child of token.children ?? []) {
        if (child.type !== "image") continue;
        const src = String(child.attrGet("src") ?? "");
        const alt = normaliseSpace(child.content);
        const titleAttr = child.attrGet("title");
        const title = titleAttr === null ? undefined : String(titleAttr);
        visuals.push({
          type: "image",
          line: locateImageLine(lines, blockStart, token.map[1], alt, src),
          label: alt || undefined,
          caption: title ?? (alt || undefined),
          source: src,
        });
      }
    } else if (token.type === "table_open" && token.map) {
      tableNumber++;
      const [start, end] = token.map;
      const captionAbove =
        lastParagraph && lastParagraph.endLine >= start - 1 && CAPTION_PATTERN.test(lastParagraph.text)
          ? lastParagraph.text
          : undefined;
      visuals.push({
        type: "table",
        line: start + 1,
        endLine: end,
        label: `Table ${tableNumber}`,
        caption: captionAbove ?? (lastHeading ? `Table under "${lastHeading}"` : undefined),
      });
    } else if (token.type === "html_block" && token.map) {
      for (const match of token.content.matchAll(/<img\b[^>]*>/gi)) {
        const alt = /\balt\s*=\s*"([^"]*)"/i.exec(match[0])?.[1] ?? "";
        const src = /\bsrc\s*=\s*"([^"]*)"/i.exec(match[0])?.[1] ?? "";
        visuals.push({
          type: "image",
          line: locateImageLine(lines, token.map[0], token.map[1], alt, src),
          label: alt || undefined,
          caption: alt || undefined,
          source: src,
        });
      }
    }
  }
  return visuals;
}

/** The 1-based line within a block's source range that mentions the image; the block's first line otherwise. */
function locateImageLine(lines: string[], start: number, end: number, alt: string, src: string): number {
  for (let line = start; line < end && line < lines.length; line++) {
    const text = lines[line]!;
    if ((src && text.includes(src)) || (alt && text.includes(`![${alt}`))) return line + 1;
  }
  // Reference-style images: the reference text is on a line of the block that starts with "![".
  for (let line = start; line < end && line < lines.length; line++) {
    if (lines[line]!.includes("![")) return line + 1;
  }
  return start + 1;
}
