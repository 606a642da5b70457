import { createRequire } from "node:module";
import { DOMParser } from "@xmldom/xmldom";
import type { Element, Node } from "@xmldom/xmldom";
import { QaforgeError } from "../../errors.js";
import type { DocumentContent, VisualElement, VisualType } from "../document.js";
import { decodeText, normaliseSpace } from "../text-utils.js";
import type { AdapterInput, FormatAdapter } from "./adapter.js";

/**
 * JATS XML (journal articles): title, authors, abstracts, sections, references and sub-articles become readable
 * lines, one paragraph per line; each figure, table and supplementary file gets a line of its own ("[Figure 1]
 * caption") that its visual element points at. Lines are built from the parsed tree, so the mapping holds whatever
 * the source's physical lines (eLife files are one line). The external DTD is never fetched: xmldom does not load
 * DTDs, and named entities it would have declared are decoded as HTML entities.
 */
export const jatsAdapter: FormatAdapter = {
  format: "jats",
  extensions: [".xml", ".nxml", ".jats"],
  textual: true,
  async load({ path, bytes }: AdapterInput): Promise<DocumentContent> {
    const article = parseArticle(decodeText(bytes, path), path);
    return renderArticle(article);
  },
};

const ELEMENT_NODE = 1;
const TEXT_NODE = 3;
const CDATA_SECTION_NODE = 4;

function parseArticle(xml: string, path: string): Element {
  let firstError: string | undefined;
  const parser = new DOMParser({
    onError(level, message, context) {
      if (level === "warning") return;
      // Entities declared by the (unfetched) DTD, such as &nbsp;, stay in the text and are decoded later.
      if (level === "error" && message.startsWith("entity not found")) return;
      const locator = (context as { locator?: { lineNumber?: number; columnNumber?: number } } | undefined)?.locator;
      const where = locator?.lineNumber ? ` (line ${locator.lineNumber}, column ${locator.columnNumber ?? 0})` : "";
      firstError ??= `${message}${where}`;
      throw new Error(firstError);
    },
  });
  let root: Element | null;
  try {
    root = parser.parseFromString(xml, "text/xml").documentElement;
  } catch (error) {
    const detail = firstError ?? (error instanceof Error ? error.message : String(error));
    throw new QaforgeError("malformed_xml", `is not well-formed XML: ${detail}`, { subject: path, cause: error });
  }
  if (!root) throw new QaforgeError("malformed_xml", "is not well-formed XML: no root element", { subject: path });
  if (root.localName !== "article") {
    throw new QaforgeError(
      "unsupported_format",
      `is XML but not a JATS article (the root element is <${root.nodeName}>, expected <article>)`,
      { subject: path },
    );
  }
  return root;
}

/** Elements with no reading text: identifiers, image references, layout hints. */
const SKIPPED = new Set([
  "object-id", "graphic", "inline-graphic", "media", "alt-text", "long-desc", "processing-meta", "counts",
  "custom-meta-group", "self-uri", "pub-id", "colgroup", "col",
]);

/** Containers whose label and title make a heading and whose children are blocks. */
const SECTIONS = new Set([
  "sec", "app", "ack", "boxed-text", "ref-list", "fn-group", "glossary", "app-group", "notes", "bio",
  "abstract", "trans-abstract", "statement",
]);

/** Elements that start a new line wherever they appear, even inside a paragraph. */
const BLOCKS = new Set([
  ...SECTIONS, "p", "list", "list-item", "def-list", "def-item", "disp-quote", "disp-formula", "fig", "fig-group",
  "table-wrap", "table-wrap-group", "supplementary-material", "ref", "fn", "title", "label", "caption",
  "attrib", "speech", "verse-group", "verse-line", "preformat", "table", "body", "back", "front", "front-stub",
  "sub-article", "response", "floats-group", "article-meta", "title-group", "kwd-group", "article",
]);

const FIGURE_TYPES: Record<string, VisualType> = {
  fig: "figure",
  "fig-group": "figure",
  "table-wrap": "table",
  "table-wrap-group": "table",
  "supplementary-material": "supplementary",
};

const DEFAULT_LABELS: Record<VisualType, string> = {
  figure: "Figure",
  table: "Table",
  image: "Image",
  supplementary: "Supplementary material",
};

function childElements(node: Node, name?: string): Element[] {
  const result: Element[] = [];
  for (let child = node.firstChild; child; child = child.nextSibling) {
    if (child.nodeType === ELEMENT_NODE && (!name || (child as Element).localName === name)) {
      result.push(child as Element);
    }
  }
  return result;
}

function firstChild(node: Node, name: string): Element | undefined {
  return childElements(node, name)[0];
}

function descendants(node: Node, name: string): Element[] {
  const found: Element[] = [];
  for (const child of childElements(node)) {
    if (child.localName === name) found.push(child);
    found.push(...descendants(child, name));
  }
  return found;
}

let htmlEntities: Record<string, string> | undefined;

/** Decodes named entities left in the text because their DTD was not read (`&nbsp;`, `&mdash;`). */
function decodeNamedEntities(text: string): string {
  if (!text.includes("&")) return text;
  htmlEntities ??= (createRequire(import.meta.url)("@xmldom/xmldom/lib/entities.js") as {
    HTML_ENTITIES: Record<string, string>;
  }).HTML_ENTITIES;
  const entities = htmlEntities;
  return text.replace(/&([A-Za-z][A-Za-z0-9]*);/g, (whole, name: string) =>
    Object.hasOwn(entities, name) ? entities[name]! : whole,
  );
}

/** The reading text of an element as one line, skipping identifiers and image references. */
function plainText(node: Node, exclude: ReadonlySet<string> = SKIPPED): string {
  if (node.nodeType === TEXT_NODE || node.nodeType === CDATA_SECTION_NODE) {
    return decodeNamedEntities(node.nodeValue ?? "");
  }
  if (node.nodeType !== ELEMENT_NODE) return "";
  const element = node as Element;
  if (exclude.has(element.localName ?? "")) return "";
  if (element.localName === "name") return ` ${nameText(element, "citation")} `;
  // A citation's journal runs into its volume in the source ("<source>Nature</source><volume>393</volume>").
  if (element.localName === "source") return ` ${(element.textContent ?? "").trim()} `;
  const parts: string[] = [];
  for (let child = node.firstChild; child; child = child.nextSibling) {
    const text = plainText(child, exclude);
    // Adjacent block children (two <p> in a caption) need a space between them.
    const isBlock =
      child.nodeType === ELEMENT_NODE &&
      (BLOCKS.has((child as Element).localName ?? "") || element.localName === "element-citation");
    parts.push(isBlock ? ` ${text} ` : text);
  }
  return parts.join("");
}

function line(node: Node | undefined, exclude?: ReadonlySet<string>): string {
  return node ? normaliseSpace(plainText(node, exclude)) : "";
}

/** "Figure 1." → "Figure 1". */
function cleanLabel(label: string): string {
  return label.replace(/[.:]\s*$/, "").trim();
}

function renderArticle(article: Element): DocumentContent {
  const writer = new JatsWriter();
  const front = firstChild(article, "front");
  const meta = front ? firstChild(front, "article-meta") : undefined;
  const titleGroup = meta ? firstChild(meta, "title-group") : undefined;
  const title = line(titleGroup ? firstChild(titleGroup, "article-title") : undefined) || undefined;
  const abstracts = meta ? childElements(meta, "abstract") : [];
  const mainAbstract = abstracts.find((abstract) => !abstract.getAttribute("abstract-type")) ?? abstracts[0];

  if (title) writer.push(title);
  if (meta) writer.frontMatter(meta);
  for (const child of childElements(article)) {
    if (child.localName !== "front") writer.walk(child);
  }
  writer.endBlock();
  return {
    lines: writer.lines,
    visuals: writer.visuals,
    title,
    abstract: mainAbstract ? abstractText(mainAbstract) : undefined,
  };
}

/** The abstract as one paragraph, without its heading, DOI object id or the eLife "DOI: …" line. */
function abstractText(abstract: Element): string | undefined {
  const paragraphs = descendants(abstract, "p")
    .map((paragraph) => line(paragraph))
    .filter((text) => text && !/^DOI:\s*\S+$/.test(text));
  return paragraphs.join(" ") || undefined;
}

class JatsWriter {
  readonly lines: string[] = [];
  readonly visuals: VisualElement[] = [];
  private inline: string[] = [];

  push(text: string): void {
    this.lines.push(text);
  }

  endBlock(): void {
    const text = normaliseSpace(this.inline.join(""));
    this.inline = [];
    if (text) this.push(text);
  }

  /** Authors, abstracts and keywords; the rest of the front matter is bibliographic metadata. */
  frontMatter(meta: Element): void {
    const authors = descendants(meta, "contrib")
      .filter((contrib) => contrib.getAttribute("contrib-type") === "author")
      .map((contrib) => authorName(contrib))
      .filter((name) => name);
    if (authors.length > 0) this.push(`Authors: ${authors.join(", ")}`);
    for (const abstract of childElements(meta, "abstract")) this.section(abstract, abstractHeading(abstract));
    for (const keywords of childElements(meta, "kwd-group")) {
      const words = childElements(keywords, "kwd").map((kwd) => line(kwd)).filter((word) => word);
      const heading = line(firstChild(keywords, "title")) || "Keywords";
      if (words.length > 0) this.push(`${heading.replace(/:$/, "")}: ${words.join(", ")}`);
    }
  }

  walk(node: Node): void {
    if (node.nodeType === TEXT_NODE || node.nodeType === CDATA_SECTION_NODE) {
      this.inline.push(decodeNamedEntities(node.nodeValue ?? ""));
      return;
    }
    if (node.nodeType !== ELEMENT_NODE) return;
    const element = node as Element;
    const name = element.localName ?? "";
    if (SKIPPED.has(name)) return;
    if (name in FIGURE_TYPES) return this.float(element);
    if (SECTIONS.has(name)) return this.section(element);
    switch (name) {
      case "sub-article":
      case "response":
        return this.subArticle(element);
      case "table":
        return this.tableRows(element);
      case "list-item":
        return this.listItem(element);
      case "ref":
      case "fn":
        return this.block(() => this.inline.push(labelledText(element)));
      case "def-item":
        return this.block(() =>
          this.inline.push([line(firstChild(element, "term")), line(firstChild(element, "def"))].join(": ")),
        );
      case "disp-formula":
        return this.block(() => this.inline.push(formulaText(element)));
      case "inline-formula":
        this.inline.push(formulaText(element));
        return;
      case "title":
      case "label":
        // A title outside a section (a list's, a boxed text's) is a line of its own.
        return this.block(() => this.inline.push(line(element)));
    }
    if (BLOCKS.has(name)) return this.block(() => this.children(element));
    this.children(element);
  }

  private children(element: Element): void {
    for (let child = element.firstChild; child; child = child.nextSibling) this.walk(child);
  }

  private block(fill: () => void): void {
    this.endBlock();
    fill();
    this.endBlock();
  }

  /** How deep the section being written is: 1 for a section of the article, 2 for one inside it, … */
  private depth = 0;

  /**
   * A heading keeps its level as Markdown marks ("## Results", "### LOX2/3 expression has large direct effects …"),
   * as the HTML and Word readers write theirs: the article's title is the document's first line, its sections start
   * at "##". Every reader of the lines (the chunker's section paths, the offline engines, a model) sees where a section
   * starts and what it is called, however long its title.
   */
  private heading(text: string): void {
    this.endBlock();
    if (!text) return;
    if (this.lines.length > 0 && this.lines[this.lines.length - 1] !== "") this.push("");
    this.push(`${"#".repeat(Math.min(6, this.depth + 1))} ${text}`);
  }

  private section(element: Element, heading?: string): void {
    const label = line(firstChild(element, "label"));
    const title = line(firstChild(element, "title"));
    const fallback = element.localName === "ref-list" ? "References" : element.localName === "ack" ? "Acknowledgements" : "";
    this.depth++;
    try {
      this.heading(heading ?? ([label, title].filter((part) => part).join(" ") || fallback));
      for (const child of childElements(element)) {
        if (child.localName !== "label" && child.localName !== "title") this.walk(child);
      }
      this.endBlock();
    } finally {
      this.depth--;
    }
  }

  private subArticle(element: Element): void {
    const front = firstChild(element, "front-stub") ?? firstChild(element, "front");
    const titleGroup = front ? descendants(front, "title-group")[0] : undefined;
    this.heading(line(titleGroup ? firstChild(titleGroup, "article-title") : undefined) || "Sub-article");
    for (const child of childElements(element)) {
      if (child !== front) this.walk(child);
    }
    this.endBlock();
  }

  private listItem(element: Element): void {
    this.endBlock();
    const label = line(firstChild(element, "label"));
    this.inline.push(label ? `${label} ` : "- ");
    for (const child of childElements(element)) {
      if (child.localName === "label") continue;
      // The item's own paragraph continues the "- " line; later blocks get their own lines.
      if (child.localName === "p" && this.inline.length === 1) this.children(child);
      else this.walk(child);
    }
    this.endBlock();
  }

  /** A figure, table or supplementary file: one "[Label] caption" line, then a table's rows and footnotes. */
  private float(element: Element): void {
    this.endBlock();
    const type = FIGURE_TYPES[element.localName ?? ""]!;
    const isGroup = element.localName === "fig-group" || element.localName === "table-wrap-group";
    const labelNode = firstChild(element, "label");
    const captionNode = firstChild(element, "caption");
    const label = labelNode ? cleanLabel(line(labelNode)) : "";
    const nested = captionNode ? descendants(captionNode, "supplementary-material") : [];
    const caption = captionNode ? line(captionNode, new Set([...SKIPPED, "supplementary-material"])) : "";

    // A group without a label or caption of its own is only a wrapper around its figures or tables.
    if (!isGroup || label || caption) {
      this.push(`[${label || DEFAULT_LABELS[type]}]${caption ? ` ${caption}` : ""}`);
      const visual: VisualElement = { type, line: this.lines.length, label: label || undefined };
      if (caption) visual.caption = caption;
      const id = element.getAttribute("id");
      if (id) visual.source = id;
      this.visuals.push(visual);
      if (type === "table" && !isGroup) {
        for (const table of descendants(element, "table")) this.tableRows(table);
        for (const foot of childElements(element, "table-wrap-foot")) this.walk(foot);
        this.endBlock();
        if (this.lines.length > visual.line!) visual.endLine = this.lines.length;
      }
    }
    for (const supplement of nested) this.float(supplement);
    if (isGroup) {
      for (const child of childElements(element)) {
        if (child.localName !== "label" && child.localName !== "caption") this.walk(child);
      }
    }
  }

  private tableRows(table: Element): void {
    this.endBlock();
    for (const row of descendants(table, "tr")) {
      const cells = childElements(row).filter((cell) => cell.localName === "td" || cell.localName === "th");
      const texts = cells.map((cell) => line(cell));
      if (texts.some((text) => text)) this.push(texts.join(" | "));
    }
  }
}

function abstractHeading(abstract: Element): string {
  const title = line(firstChild(abstract, "title"));
  if (title) return title;
  const type = abstract.getAttribute("abstract-type");
  return type ? `Abstract (${type})` : "Abstract";
}

function authorName(contrib: Element): string {
  const name = firstChild(contrib, "name");
  if (name) return nameText(name, "author");
  return line(firstChild(contrib, "collab") ?? firstChild(contrib, "string-name"));
}

/** "Meredith C Schuman" for an author line, "Schuman MC" in a citation. */
function nameText(name: Element, style: "author" | "citation"): string {
  const surname = line(firstChild(name, "surname"));
  const given = line(firstChild(name, "given-names"));
  return normaliseSpace(style === "author" ? `${given} ${surname}` : `${surname} ${given}`);
}

/** A reference or footnote on one line: "[12] Author (2001) Title…", "a Apparent Km on pNPC4." */
function labelledText(element: Element): string {
  const label = line(firstChild(element, "label"));
  const text = childElements(element)
    .filter((child) => child.localName !== "label")
    .map((child) => line(child))
    .filter((text) => text)
    .join(" ")
    // Names are padded with spaces so they never run together; no space belongs before punctuation.
    .replace(/\s+([,.;:])/g, "$1");
  if (!label) return text;
  return element.localName === "ref" ? `[${label}] ${text}` : `${label} ${text}`;
}

/** A formula's TeX when it has one, otherwise the text of its MathML. */
function formulaText(formula: Element): string {
  const tex = descendants(formula, "tex-math")[0];
  const label = line(firstChild(formula, "label"));
  const body = tex ? line(tex) : line(formula, new Set([...SKIPPED, "label"]));
  return label ? `${body} ${label}` : body;
}
