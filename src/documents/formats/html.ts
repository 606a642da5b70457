import { createRequire } from "node:module";
import type { CheerioAPI } from "cheerio";
import type * as Cheerio from "cheerio";

// Loaded with the first HTML or Word document, not by every command.
const requireFromHere = createRequire(import.meta.url);
let cheerioLibrary: typeof Cheerio | undefined;
const load = (html: string): CheerioAPI => (cheerioLibrary ??= requireFromHere("cheerio") as typeof Cheerio).load(html);
import type { DocumentContent, VisualElement } from "../document.js";
import { proseText } from "../sentences.js";
import { decodeText, normaliseSpace } from "../text-utils.js";
import type { AdapterInput, FormatAdapter } from "./adapter.js";

/** HTML: the readable text of the main content, one block per line; images, figures and tables are visuals. */
export const htmlAdapter: FormatAdapter = {
  format: "html",
  extensions: [".html", ".htm", ".xhtml"],
  textual: true,
  async load({ path, bytes }: AdapterInput): Promise<DocumentContent> {
    return htmlContent(decodeText(bytes, path));
  },
};

export interface HtmlContentOptions {
  /**
   * A character that marks a page break inside the text (the DOCX adapter inserts one where Word broke the page).
   * Each occurrence ends the current line and starts a new page at the next line.
   */
  pageBreakMarker?: string;
}

/** A manual page's section name as man(1) formats it, at the margin in capitals: "NAME", "OPTIONS", "SEE ALSO". */
const MANUAL_SECTION = /^[A-Z][A-Z0-9]+(?: [A-Z0-9]+){0,3}$/;
const MANUAL_SECTIONS = /^(?:NAME|SYNOPSIS|DESCRIPTION|OPTIONS)$/;
/** The running head or foot of a formatted manual page: the page's name and section at an end, columns apart. */
const MANUAL_HEAD_OR_FOOT = /^(?:\S+\(\d\w*\)\s{3,}.*|.*\s{3,}\S+\(\d\w*\))$/;

/**
 * The margin of a formatted manual page's text, when `lines` are one: section names at column 0, among them NAME,
 * SYNOPSIS, DESCRIPTION or OPTIONS, and (but for the running head and foot, "psnotch(1)   …   psnotch(1)") every other
 * line indented by at least that margin. Undefined for any other preformatted text.
 */
function manualPageIndent(lines: readonly string[]): number | undefined {
  const sections = lines.filter((line) => MANUAL_SECTION.test(line));
  if (sections.length < 2 || !sections.some((line) => MANUAL_SECTIONS.test(line))) return undefined;
  const body = lines.filter((line) => line.trim() !== "" && !MANUAL_SECTION.test(line) && !MANUAL_HEAD_OR_FOOT.test(line.trim()));
  if (body.length < 3) return undefined;
  const indent = Math.min(...body.map((line) => line.length - line.trimStart().length));
  return indent >= 3 ? indent : undefined;
}

/**
 * The margin of one section's text of a formatted manual page that man2html splits into a `<pre>` per section, each
 * under its heading as an `<h2>` ("DESCRIPTION", "RETURN VALUE"; ncurses' pages), or undefined when the `<pre>` is
 * not such a section's (an example under an ordinary heading).
 */
function manualSectionIndent(node: HtmlNode, lines: readonly string[]): number | undefined {
  let before = node.prev;
  while (before && before.type !== "tag") before = before.prev;
  if (!before?.name || !/^h[1-6]$/.test(before.name) || !MANUAL_SECTION.test(textOf(before).trim())) return undefined;
  const body = lines.filter((line) => line.trim() !== "" && !MANUAL_HEAD_OR_FOOT.test(line.trim()));
  if (body.length === 0) return undefined;
  const indent = Math.min(...body.map((line) => line.length - line.trimStart().length));
  return indent >= 3 ? indent : undefined;
}

/**
 * A formatted manual page's lines (at its margin) as the lines a page of HTML gives: a paragraph at the margin, wrapped
 * by the formatter, as one line; a tagged paragraph ("-c     Display comma delimited output …", or "-f tonemap" over
 * its indented text) as its tag's line and its text's line; a blank line kept; any other indented line (an example,
 * its output) as it is. Runs of spaces the formatter put in to justify a line are one space.
 */
function manualParagraphs(lines: readonly string[]): string[] {
  const out: string[] = [];
  const indent = (line: string) => line.length - line.trimStart().length;
  // A word hyphenated at a line end ("ampli‐" / "tude") is mended as the sentence view mends one, by the page's words.
  const join = (parts: string[]) => proseText(parts.map((part) => part.replace(/ {2,}/g, " ")), lines);
  let at = 0;
  while (at < lines.length) {
    const line = lines[at]!;
    if (line.trim() === "" || indent(line) > 0 || MANUAL_SECTION.test(line) || MANUAL_HEAD_OR_FOOT.test(line.trim())) {
      out.push(line);
      at++;
      continue;
    }
    // The tag and the text beside it ("-c     Display …"): the text's column is where its continuation lines stand.
    // Not two words a justified line spaced apart ("Read  an  amplitude map …"): a tag is an option's, or its text's
    // next line stands at the text's column.
    const spaced = /^(\S+(?: \S+)?)( {2,})(\S.*)$/.exec(line);
    const tagged = spaced && (/^[-+]/.test(spaced[1]!) || indent(lines[at + 1] ?? "") === spaced[1]!.length + spaced[2]!.length) ? spaced : null;
    const body = tagged ? tagged[1]!.length + tagged[2]!.length : undefined;
    const parts = [tagged ? tagged[3]! : line.trim()];
    let next = at + 1;
    const hanging = !tagged && next < lines.length && lines[next]!.trim() !== "" && indent(lines[next]!) > 0;
    const column = body ?? (hanging ? indent(lines[next]!) : 0);
    if (hanging) parts.length = 0;
    while (next < lines.length && lines[next]!.trim() !== "" && indent(lines[next]!) === column && !MANUAL_SECTION.test(lines[next]!)) parts.push(lines[next++]!.trim());
    if (tagged || hanging) out.push(tagged ? tagged[1]! : line.trim());
    if (parts.length > 0) out.push(join(parts));
    at = next;
  }
  return out;
}

/** The parts of a domhandler node the walk reads; cheerio's nodes are of this shape. */
interface HtmlNode {
  type: string;
  name?: string;
  data?: string;
  attribs?: Record<string, string>;
  children?: HtmlNode[];
  next?: HtmlNode | null;
  prev?: HtmlNode | null;
}

/** Never content: code, styling, interactive controls and embedded media without text. */
const SKIPPED_ELEMENTS = new Set([
  "script", "style", "noscript", "template", "head", "title", "meta", "link", "nav", "form", "button", "select",
  "input", "textarea", "option", "iframe", "object", "embed", "svg", "canvas", "video", "audio", "map", "dialog",
]);

const BLOCK_ELEMENTS = new Set([
  "address", "article", "aside", "blockquote", "body", "center", "dd", "details", "div", "dl", "dt", "fieldset",
  "figcaption", "footer", "header", "hgroup", "html", "legend", "main", "ol", "p", "section", "summary", "ul",
  "caption", "thead", "tbody", "tfoot",
]);

const HEADINGS = new Set(["h1", "h2", "h3", "h4", "h5", "h6"]);

/**
 * Sphinx autodoc's entries (`<dl class="py method">`) by the kind their heading line names: a classmethod is a method,
 * a decorator a function. Module-level data is a variable.
 */
const AUTODOC_KINDS: Readonly<Record<string, string>> = {
  class: "class", exception: "exception", method: "method", classmethod: "method", staticmethod: "method",
  function: "function", decorator: "function", attribute: "attribute", property: "property", data: "data",
};
/** Words Sphinx writes before an entry's name: modifiers ("abstract", "async") and kinds ("class", "property"). */
const AUTODOC_MODIFIERS = new Set(["abstract", "async", "static", "final", "await", "coroutine", "virtual"]);
const AUTODOC_KIND_WORDS = new Set(["class", "exception", "method", "classmethod", "staticmethod", "function", "attribute", "property", "data", "decorator"]);
/**
 * Sphinx's C, C++ and JavaScript domains (`<dl class="c function">`, `<dl class="cpp class">`, `<dl class="js data">`):
 * the kind an entry is written under, by the domain's object type.
 */
const DOMAIN_KINDS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  c: { function: "function", macro: "macro", member: "member", var: "variable", type: "type", struct: "struct", union: "union", enum: "enum", enumerator: "enumerator" },
  cpp: {
    class: "class", struct: "struct", union: "union", function: "function", member: "member", var: "variable", type: "type", enum: "enum",
    "enum-class": "enum", "enum-struct": "enum", enumerator: "enumerator", concept: "concept",
  },
  js: { function: "function", class: "class", method: "method", attribute: "attribute", data: "data" },
};
/** The keywords a domain's signature opens with that say the kind it is written under ("type version", "class Nutshell"). */
const DOMAIN_KEYWORDS: Readonly<Record<string, string>> = {
  type: "type", struct: "struct", union: "union", enum: "enum", enumerator: "enumerator", class: "class", concept: "concept", macro: "macro", function: "function",
};
/** A field list's label over the parameters of an autodoc entry ("Parameters", "Keyword Arguments"). */
const PARAMETER_FIELD = /^(?:parameters|params|arguments|args|keyword arguments|other parameters):?$/i;
const LABEL_PATTERN = /^(figure|fig\.|table|image|chart|exhibit)\s*([0-9]+[a-z]?)/i;

/**
 * Turns an HTML page into line-based content: the main content (`<main>`, a single `<article>` or `[role=main]`,
 * else the body) without scripts, navigation, site headers and footers, menus and forms. Headings, paragraphs,
 * list items and table rows (cells joined by " | ") each become a line; `img` alt text, `figure`s and data tables
 * become visuals located by their line. The DOCX and email adapters reuse this on HTML they produce or receive.
 */
export function htmlContent(html: string, options: HtmlContentOptions = {}): DocumentContent {
  const $ = load(html);
  const headTitle = normaliseSpace($("title").first().text());
  const root = mainContent($);
  const writer = new LineWriter(options.pageBreakMarker);
  writer.walkChildren(root);
  writer.endBlock();
  // Sphinx titles a page without a title of its own "<no title> — Frob 2.1 documentation": the first heading of its
  // main content names it (not the site's name in a sidebar's h1).
  const placeholder = /^<no title>/i.test(headTitle);
  const firstHeading = placeholder ? writer.lines.find((line) => /^#{1,2} \S/.test(line))?.replace(/^#+ /, "") : undefined;
  const title = (placeholder ? firstHeading : headTitle) || normaliseSpace($("h1").first().text()) || headTitle || undefined;
  const content: DocumentContent = { lines: writer.lines, visuals: writer.visuals, title };
  const pageStarts = writer.pageStarts();
  if (pageStarts) content.pageStarts = pageStarts;
  return content;
}

function mainContent($: CheerioAPI): HtmlNode {
  const articles = $("article");
  const main = $("main, [role=main]").first();
  // cheerio parses a whole document, so there is always a body.
  const root = main.length > 0 ? main : articles.length === 1 ? articles.first() : $("body").first();
  // Site chrome: page-level headers and footers, landmarks and menus. Headers inside the chosen content (an
  // article's own header with its h1) stay.
  root.find("[role=navigation], [role=banner], [role=contentinfo], [role=search], [role=menu], [hidden]").remove();
  root.find("[aria-hidden=true]").remove();
  // A footnote's marks (pandoc's, as R Markdown vignettes have them): the number glued after a sentence's stop ("those
  // showcased here.6 In these cases …") and the "↩︎" that ends each note ("… from Crayola's crayons.↩︎"). Neither is a
  // word of the text; the notes themselves stay, numbered as their list numbers them.
  // Only the marks: docutils also gives a heading's link back to the contents `role="doc-backlink"`, and its words are
  // the heading's.
  root.find("a.footnote-ref, a.footnote-back, a[role=doc-noteref], a[role=doc-backlink]").each((_, element) => {
    if (/^\s*(?:↩\uFE0E?|\[?\d{1,3}\]?|[*†‡§])\s*$/u.test($(element).text())) $(element).remove();
  });
  // So does a section's own header (gi-docgen's `<section id="main"><header><h3>Method</h3><h1>Fwupd.Client.activate`).
  root.find("header, footer").each((_, element) => {
    if ($(element).parents("article, main, [role=main], section").length === 0) $(element).remove();
  });
  root.find("aside").each((_, element) => {
    if (isLinkList($, element as unknown as HtmlNode)) $(element).remove();
  });
  return root[0] as unknown as HtmlNode;
}

/** An aside made mostly of links is a menu, not content. */
function isLinkList($: CheerioAPI, aside: HtmlNode): boolean {
  const wrapped = $(aside as never);
  const text = normaliseSpace(wrapped.text()).length;
  const linkText = normaliseSpace(wrapped.find("a").text()).length;
  return text === 0 || linkText / text > 0.5;
}

function isHidden(node: HtmlNode): boolean {
  const style = node.attribs?.style?.replace(/\s+/g, "").toLowerCase() ?? "";
  return style.includes("display:none") || style.includes("visibility:hidden");
}

/**
 * A documentation generator's permalink beside a heading or an API entry: an in-page link whose whole text is a
 * marker ("¶" from Sphinx and MkDocs, "#", "§", "🔗"), or Sphinx's `headerlink`. Not content: "Emitting Signals¶".
 */
function isPermalink(node: HtmlNode): boolean {
  const attribs = node.attribs ?? {};
  if (/(?:^|\s)headerlink(?:\s|$)/.test(attribs.class ?? "")) return true;
  if (!(attribs.href ?? "").startsWith("#")) return false;
  // Doxygen marks a member's permalink with a diamond ("◆ LITL_READ_GET_CODE").
  return /^\s*(?:¶|#|§|◆|🔗|\u{1F517})\s*$/u.test(textOf(node));
}

/**
 * The kind of a Sphinx autodoc entry (`<dl class="py method">`) or of a pydoc one, or undefined for any other list.
 * pydoc (Python's own `pydoc -w`) writes an entry as a list of one call: `<dt><a name="-connect"><strong>connect</strong>
 * </a>(receiver, signal=_Any)</dt>`, its anchor "-name" for a module's function and "Class-name" for a class's method.
 */
function autodocKind(node: HtmlNode): string | undefined {
  const classes = (node.attribs?.class ?? "").split(/\s+/);
  if (!classes.includes("py")) {
    if (pydocAnchor(node)) return pydocAnchor(node)!.owner ? "method" : "function";
    // Sphinx 1.x writes a Python entry as `<dl class="method">` without the domain's class, its name in
    // `<code class="descname">` (not a span): an entry all the same when its signature marks a name so.
    const signature = (node.children ?? []).find((child) => child.name === "dt");
    if (classes.length !== 1 || !signature || !tagsWithClass(signature, "descname").length) return undefined;
  }
  return classes.map((name) => AUTODOC_KINDS[name]).find((kind) => kind !== undefined);
}

/**
 * A Sphinx autodoc entry's heading: its signature without the "[source]" link and the permalink, its kind named first
 * when Sphinx writes no kind word (methods, functions, attributes), so that the heading says what it names ("method
 * get_code(include_prefix=True)").
 */
function autodocHeading(dt: HtmlNode, kind: string): string | undefined {
  const signature = qualifiedSignature(dt, normaliseSpace(signatureText(dt)));
  if (!signature) return undefined;
  const words = signature.split(" ");
  let at = 0;
  while (at < words.length - 1 && (AUTODOC_MODIFIERS.has(words[at]!) || AUTODOC_KIND_WORDS.has(words[at]!))) at++;
  const named = words.slice(0, at).some((word) => AUTODOC_KIND_WORDS.has(word));
  const modifiers = words.slice(0, at).filter((word) => AUTODOC_MODIFIERS.has(word));
  return named ? signature : [...modifiers, kind, ...words.slice(modifiers.length)].join(" ");
}

/**
 * The heading of an entry of Sphinx's C, C++ or JavaScript domain: its kind, then its signature as the page writes it
 * with the entry's name in code ("type `version`", "function int `yr_compiler_create`(YR_COMPILER **compiler)",
 * "member YR_RULE *`rules`"). The name is the one the signature marks (`descname`); the kind is not written twice when
 * the signature opens with it ("class Nutshell").
 */
function domainHeading(dt: HtmlNode, kind: string): string | undefined {
  const signature = normaliseSpace(signatureText(dt));
  if (!signature) return undefined;
  // A template's parameters are marked as names too ("template<typename T> class TemplateClass"): the entry's is the last.
  const name = normaliseSpace(textOf(descendants(dt, "span").filter((span) => hasClass(span, "descname")).at(-1) ?? { type: "text" }));
  const at = name ? signature.search(new RegExp(`(?<![\\w:.~])${name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?![\\w])`)) : -1;
  const marked = at >= 0 ? `${signature.slice(0, at)}\`${name}\`${signature.slice(at + name.length)}` : signature;
  const opening = /^(?:template\s*<[^>]*>\s*)?([a-z]+)\s/.exec(marked)?.[1];
  return opening && DOMAIN_KEYWORDS[opening] === kind ? marked : `${kind} ${marked}`;
}

/** The kind of an entry of Sphinx's C, C++ or JavaScript domain (`<dl class="c type">`), or undefined. */
function domainKind(node: HtmlNode): string | undefined {
  const classes = (node.attribs?.class ?? "").split(/\s+/);
  const domain = classes.find((name) => DOMAIN_KINDS[name] !== undefined);
  return domain ? classes.map((name) => DOMAIN_KINDS[domain]![name]).find((kind) => kind !== undefined) : undefined;
}

/** The anchor of a pydoc entry (`<dl><dt><a name="Class-name"><strong>name</strong></a>(…)</dt>`): owner and name. */
function pydocAnchor(dl: HtmlNode): { owner?: string; name: string } | undefined {
  const dts = (dl.children ?? []).filter((child) => child.name === "dt");
  if (dts.length !== 1) return undefined;
  const anchor = dts[0]!.children?.find((child) => child.type === "tag");
  const match = anchor?.name === "a" ? /^([A-Za-z_]\w*)?-([A-Za-z_]\w*)$/.exec(anchor.attribs?.name ?? "") : null;
  if (!anchor || !match || normaliseSpace(textOf(anchor)) !== match[2]) return undefined;
  if (!descendants(anchor, "strong").length || !/^\(.*\)$/.test(normaliseSpace(textOf(dts[0]!)).slice(match[2]!.length))) return undefined;
  return { ...(match[1] ? { owner: match[1] } : {}), name: match[2]! };
}

function hasClass(node: HtmlNode, name: string): boolean {
  return (node.attribs?.class ?? "").split(/\s+/).includes(name);
}

/**
 * The elements under `node` that carry a class, in document order: a signature's `descname` is a `<span>` in later
 * Sphinx versions and a `<code>` in 1.x.
 */
function tagsWithClass(node: HtmlNode, name: string): HtmlNode[] {
  return (node.children ?? []).flatMap((child) => [...(child.type === "tag" && hasClass(child, name) ? [child] : []), ...tagsWithClass(child, name)]);
}

/** Every element named `name` under `node`, in document order. */
function descendants(node: HtmlNode, name: string): HtmlNode[] {
  return (node.children ?? []).flatMap((child) => [...(child.name === name ? [child] : []), ...descendants(child, name)]);
}

/**
 * A member's signature with the name its permalink gives it: Sphinx writes "get_code(include_prefix=True)" under its
 * class, and the `<dt>`'s id says whose ("parso.tree.BaseNode.get_code"). A line read on its own (a search's hit, a
 * question's entry) then names which class's method it is, as older Sphinx versions write it themselves
 * ("mako.cache.Cache.get(key, **kw)").
 */
function qualifiedSignature(dt: HtmlNode, signature: string): string {
  // pydoc names the class in the anchor only ("Dispatcher-send"): "send(self, signal)" is "Dispatcher.send(self, signal)".
  const pydoc = pydocAnchor({ type: "tag", name: "dl", children: [dt] });
  if (pydoc?.owner && signature.startsWith(`${pydoc.name}(`)) return `${pydoc.owner}.${signature}`;
  const id = undoubled(dt.attribs?.id ?? "");
  const part = (name: string) => normaliseSpace(tagsWithClass(dt, name).map(textOf).join(""));
  const written = `${part("descclassname")}${part("descname")}`;
  if (!written || !/^[A-Za-z_][\w.]*$/.test(id) || !id.endsWith(`.${written}`)) return signature;
  // Written whole already (a link to the class before the name: "mako.cache.Cache.id = None").
  const whole = (name: string) => new RegExp(`(?<![\\w.])${name.replace(/\./g, "\\.")}(?![\\w.])`);
  if (whole(id).test(signature)) return signature;
  return signature.replace(whole(written), id);
}

/**
 * A permalink id whose module path is written twice ("pglast.enums.primnodes.pglast.enums.primnodes.XmlOptionType",
 * when a `.. class::` inside `.. module::` names its module again) with the path once, as the page shows the name.
 */
function undoubled(id: string): string {
  const parts = id.split(".");
  for (let size = Math.floor((parts.length - 1) / 2); size >= 1; size--) {
    if (parts.slice(0, size).join(".") === parts.slice(size, 2 * size).join(".")) return parts.slice(size).join(".");
  }
  return id;
}

/** An autodoc signature's text: without the permalink and the "[source]" link to the highlighted source. */
function signatureText(node: HtmlNode): string {
  if (node.name === "a" && (isPermalink(node) || descendants(node, "span").some((span) => hasClass(span, "viewcode-link")))) return "";
  if (node.type !== "tag") return textOf(node);
  // A line break inside a signature (after a C++ template's parameters) separates words.
  if (node.name === "br") return " ";
  return (node.children ?? []).map(signatureText).join("");
}

/**
 * Characters a browser does not show: zero-width spaces (Javadoc puts one between a method's name and its "("), word
 * joiners, byte-order marks and soft hyphens. Left in, a search for "init(" would miss the name.
 */
const INVISIBLE = /[\u00ad\u200b\u2060\ufeff]/g;

function textOf(node: HtmlNode): string {
  if (node.type === "text") return (node.data ?? "").replace(INVISIBLE, "");
  if (node.type === "comment" || (node.name && SKIPPED_ELEMENTS.has(node.name))) return "";
  // Pygments' line numbers in a listing (`<span class="linenos">`, or a column of them) are no part of its text.
  if (hasClass(node, "linenos")) return "";
  if (node.name === "img") return imageText(node) ?? "";
  const text = (node.children ?? []).map(textOf).join(node.name === "br" ? "\n" : "");
  // A paragraph's words end at its end: "File info for the root metadata</p><p>We list …" in a table's cell (Haddock's
  // record fields) is two sentences, not "metadataWe".
  return node.name === "p" ? ` ${text} ` : text;
}

/** "[Image: alt]" for an image with content; undefined for decorative images (empty alt, 1-pixel trackers). */
function imageText(node: HtmlNode): string | undefined {
  if (!isContentImage(node)) return undefined;
  const alt = normaliseSpace(node.attribs?.alt ?? "");
  return alt ? `[Image: ${alt}]` : "[Image]";
}

function isContentImage(node: HtmlNode): boolean {
  const attribs = node.attribs ?? {};
  if (attribs.alt !== undefined && attribs.alt.trim() === "") return false;
  if (attribs.role === "presentation" || attribs.role === "none") return false;
  const tiny = (value: string | undefined) => value !== undefined && Number.parseInt(value, 10) <= 1;
  return !(tiny(attribs.width) || tiny(attribs.height));
}

/** "Table 4" from a caption that starts "Table 4: …", else the kind numbered in document order. */
function captionLabel(caption: string | undefined, kind: "Figure" | "Table", ordinal: number): string {
  const match = caption ? LABEL_PATTERN.exec(caption) : null;
  if (!match) return `${kind} ${ordinal}`;
  const word = match[1]!.toLowerCase() === "fig." ? "Figure" : match[1]!;
  return `${word.charAt(0).toUpperCase()}${word.slice(1).toLowerCase()} ${match[2]}`;
}

class LineWriter {
  readonly lines: string[] = [];
  readonly visuals: VisualElement[] = [];
  private inline: string[] = [];
  private readonly breakLines: number[] = [];
  private pendingBreaks = 0;
  private figureCount = 0;
  private tableCount = 0;
  /** The level of the last section heading, and how deep inside autodoc entries the walk is. */
  private sectionLevel = 1;
  /** The level of the last heading the page wrote itself (not one written for a Doxygen member). */
  private headingLevel = 1;
  private autodocDepth = 0;
  /** Whether the last thing read was a `<br>` (white space aside). */
  private afterBreak = false;

  constructor(private readonly pageBreakMarker?: string) {}

  walkChildren(node: HtmlNode): void {
    for (const child of node.children ?? []) this.walk(child);
  }

  /** 1-based line each page starts at, or undefined when no page break was marked. */
  pageStarts(): number[] | undefined {
    const starts = this.breakLines.filter((line) => line <= this.lines.length);
    return starts.length > 0 ? [1, ...starts] : undefined;
  }

  endBlock(): void {
    const text = normaliseSpace(this.inline.join(""));
    this.inline = [];
    if (text) this.push(text);
  }

  /**
   * A line break ends the line; two with nothing but white space between them (`<br>&nbsp;<br>`, as pydoc writes a
   * docstring's blank line) are an empty line, where a paragraph ends.
   */
  private lineBreak(br: boolean): void {
    const empty = normaliseSpace(this.inline.join("")) === "";
    if (br && empty && this.afterBreak) this.blankLine();
    this.endBlock();
    this.afterBreak = br;
  }

  private push(line: string): void {
    this.afterBreak = false;
    if (this.pendingBreaks > 0 && this.lines.length > 0) {
      for (let i = 0; i < this.pendingBreaks; i++) this.breakLines.push(this.lines.length + 1);
    }
    this.pendingBreaks = 0;
    this.lines.push(line);
  }

  private addText(text: string): void {
    if (normaliseSpace(text) !== "") this.afterBreak = false;
    const marker = this.pageBreakMarker;
    if (!marker || !text.includes(marker)) {
      this.inline.push(text);
      return;
    }
    const parts = text.split(marker);
    parts.forEach((part, index) => {
      if (index > 0) {
        this.endBlock();
        this.pendingBreaks++;
      }
      this.inline.push(part);
    });
  }

  private walk(node: HtmlNode): void {
    if (node.type === "text") {
      this.addText((node.data ?? "").replace(INVISIBLE, ""));
      return;
    }
    if (node.type === "cdata") {
      this.walkChildren(node);
      return;
    }
    const name = node.name;
    if (!name || node.type === "comment" || node.type === "directive" || SKIPPED_ELEMENTS.has(name) || isHidden(node)) {
      return;
    }
    if (name === "br" || name === "hr") return this.lineBreak(name === "br");
    if (name === "img") return this.image(node);
    if (name === "a" && isPermalink(node)) return;
    // gi-docgen's separator between the parts of a name in its page title ("Fwupd▸Client▸activate", drawn by the
    // stylesheet into an empty `<span class="sep">`): the name's own dot, as the page's `<title>` writes it.
    if (name === "span" && hasClass(node, "sep") && textOf(node).trim() === "") return this.addText(".");
    // RDoc's method entry (darkfish): the heading names the method ("address()", "new(string = nil)") over its
    // description; the "click to toggle source" advice and the source itself, which the page shows only when clicked,
    // are not text of the page.
    if (name === "div" && hasClass(node, "method-heading")) return this.rdocMethodHeading(node);
    if (name === "div" && hasClass(node, "method-source-code")) return;
    if (name === "pre") return this.preformatted(node);
    if (name === "figure") return this.figure(node);
    if (name === "table") return this.table(node);
    if (name === "div" && hasClass(node, "summary-table")) return this.gridTable(node);
    if (HEADINGS.has(name) && hasClass(node, "memtitle")) return this.doxygenTitle(node);
    if (HEADINGS.has(name)) return this.heading(node);
    if (name === "div" && hasClass(node, "memitem") && !isTitledMember(node)) this.doxygenUntitledMember(node);
    if (name === "div" && hasClass(node, "memproto")) return this.doxygenPrototype(node);
    // Doxygen's tooltip over a name in a code fragment (`<div class="ttc">`: its declaration, brief and file line) is
    // shown on hover only, as the page's stylesheet hides it: not text of the page.
    if (name === "div" && hasClass(node, "ttc")) return;
    // So is Natural Docs' (`<div class=CToolTip>`: a linked function's prototype and summary, hidden until hovered).
    if (name === "div" && hasClass(node, "CToolTip")) return;
    if (name === "dl" && hasClass(node, "params")) return this.doxygenParameters(node);
    if (name === "p" && hasClass(node, "src") && haddockArguments(node)) return this.haddockSignature(node, haddockArguments(node)!);
    if (name === "div" && hasClass(node, "subs") && hasClass(node, "arguments")) return this.haddockArgumentNotes(node);
    // Haddock's documentation chunk between entries ("Convert between List types", a group's words in the export list)
    // is no entry's description: a paragraph of its own, apart from the entry above it, which may have none.
    if (name === "div" && hasClass(node, "doc") && isHaddockEntry(previousElement(node))) {
      this.endBlock();
      this.blankLine();
      this.walkChildren(node);
      this.endBlock();
      return;
    }
    if (name === "li") return this.listItem(node);
    if (name === "dl" && autodocKind(node)) return this.autodocEntry(node, autodocKind(node)!);
    if (name === "dl" && domainKind(node)) return this.domainEntry(node, domainKind(node)!);
    if (name === "dl" && this.autodocDepth > 0 && hasClass(node, "field-list")) return this.fieldList(node);
    if (name === "dl" && isJavadocNotes(node)) return this.javadocNotes(node);
    if (BLOCK_ELEMENTS.has(name)) {
      this.endBlock();
      this.walkChildren(node);
      this.endBlock();
      return;
    }
    this.walkChildren(node);
  }

  /**
   * A heading keeps its level as Markdown marks ("## Emitting Signals"), as a Markdown source shows it: the reader of
   * the lines (a model, or the offline engine) sees where a section starts and what it is called, in every format.
   */
  /** A blank line before a heading, unless the text so far ends in one. */
  private blankLine(): void {
    if (this.lines.length > 0 && this.lines[this.lines.length - 1] !== "") this.push("");
  }

  private heading(node: HtmlNode): void {
    this.endBlock();
    this.blankLine();
    this.walkChildren(node);
    const text = normaliseSpace(this.inline.join(""));
    this.inline = [];
    if (!text) return;
    this.sectionLevel = Number(node.name!.slice(1));
    this.headingLevel = this.sectionLevel;
    const parameters = javadocMemberParameters(node, text);
    this.push(`${"#".repeat(this.sectionLevel)} ${parameters ? `${text}(${parameters.join(", ")})` : text}`);
  }

  /**
   * Haddock writes a function whose arguments are documented as its name alone ("inputEmail Source") over a table that
   * splits its signature into parts (":: (Monad m, …)", "=> String", "-> Form … String"), each beside its note: the
   * name is written with the whole signature, as Haddock writes every other function ("inputEmail :: (Monad m, …) =>
   * String -> Form … String Source"), so that one reading serves both layouts.
   */
  private haddockSignature(node: HtmlNode, table: HtmlNode): void {
    this.endBlock();
    this.walkChildren(node);
    const head = normaliseSpace(this.inline.join(""));
    this.inline = [];
    const name = /^(\S+)(?:\s+(Source))?$/.exec(head);
    const parts = tableRows(table).map((row) => normaliseSpace(textOf(row[0]!)));
    if (!name || !parts[0]?.startsWith("::")) {
      if (head) this.push(head);
      return;
    }
    this.push(normaliseSpace([name[1], ...parts, name[2] ?? ""].join(" ")));
  }

  /**
   * Haddock's table of a function's arguments (see haddockSignature): its caption, then the documented parts only,
   * each beside its note ("=> String | initial value"); the signature is on the function's line already.
   */
  private haddockArgumentNotes(node: HtmlNode): void {
    this.endBlock();
    const table = descendants(node, "table")[0];
    const rows = table ? tableRows(table).map((row) => row.map((cell) => normaliseSpace(textOf(cell)))).filter((row) => row.length === 2 && row[1] !== "") : [];
    if (rows.length === 0) return;
    this.push("Arguments");
    const first = this.lines.length + 1;
    for (const row of rows) this.push(row.join(" | "));
    this.recordTable(first);
  }

  /** A table written from line `first` to the last line so far, listed among the page's visuals. */
  private recordTable(first: number, caption?: string): void {
    this.tableCount++;
    this.visuals.push({ type: "table", line: first, endLine: this.lines.length, label: captionLabel(caption, "Table", this.tableCount), caption });
  }

  /**
   * A Javadoc member's notes (`<dl>`: "Parameters:" over "<code>contact</code> - implementation-dependent string …",
   * then "Returns:", "Throws:", "See Also:"): the parameters are written as an autodoc entry's are, "Parameters:" over
   * "- `contact` – implementation-dependent string …", so that one reading serves every API reference; the other
   * notes stay blocks.
   */
  private javadocNotes(node: HtmlNode): void {
    this.endBlock();
    let parameters = false;
    for (const child of node.children ?? []) {
      if (child.name === "dt") {
        if (parameters) this.push("");
        parameters = JAVADOC_PARAMETERS.test(normaliseSpace(textOf(child)));
        if (parameters) this.push(normaliseSpace(textOf(child)));
        else this.walk(child);
      } else if (child.name === "dd" && parameters) {
        const text = normaliseSpace(textOf(child));
        const item = /^([A-Za-z_$<][\w$<>]*)\s+-\s+(\S.*)$/.exec(text);
        if (item) this.push(parameterItem(item[1]!, ` – ${item[2]!}`));
        else if (text) this.push(`- ${text}`);
      } else {
        this.walk(child);
      }
    }
    // The list ends here: what follows continues no item.
    if (parameters) this.push("");
    this.endBlock();
  }

  /**
   * A Sphinx autodoc entry: its signature (`<dt>`) becomes a heading one level under the section it is in (a class's
   * members one more), as an API heading of a Markdown page ("#### method get_code(include_prefix=True)"), without the
   * "[source]" link and the permalink; its kind is named first when Sphinx writes no kind word (methods, functions,
   * attributes), so that the heading says what it names. The docstring (`<dd>`) follows as the entry's text.
   */
  private autodocEntry(node: HtmlNode, kind: string): void {
    this.entry(node, (dt) => autodocHeading(dt, kind));
  }

  /**
   * An entry of Sphinx's C, C++ or JavaScript domain, written as a heading like an autodoc entry's (domainHeading).
   */
  private domainEntry(node: HtmlNode, kind: string): void {
    this.entry(node, (dt) => domainHeading(dt, kind));
  }

  /** An API entry's list: each signature (`<dt>`) a heading one level under the section, as `headingOf` writes it. */
  private entry(node: HtmlNode, headingOf: (dt: HtmlNode) => string | undefined): void {
    this.endBlock();
    this.autodocDepth++;
    for (const child of node.children ?? []) {
      if (child.name !== "dt") {
        this.walk(child);
        continue;
      }
      const heading = headingOf(child);
      if (!heading) continue;
      this.endBlock();
      this.blankLine();
      this.push(`${"#".repeat(Math.min(6, this.sectionLevel + this.autodocDepth))} ${heading}`);
    }
    this.endBlock();
    this.autodocDepth--;
  }

  /**
   * An autodoc entry's field list: "Parameters" over one item per parameter ("include_prefix – Removes …") is written
   * as a Markdown parameter list, "Parameters:" over "- `include_prefix` – Removes …", the name in code as the
   * docstring marks it (bold); other fields ("Returns", "Raises") stay blocks.
   */
  private fieldList(node: HtmlNode): void {
    this.endBlock();
    let parameters = false;
    for (const child of node.children ?? []) {
      if (child.name === "dt") {
        // Newer Sphinx writes the field's colon inside its label ("Parameters:"): one colon, not two.
        const label = normaliseSpace(textOf(child)).replace(/:$/, "");
        parameters = PARAMETER_FIELD.test(label);
        if (parameters) this.push(`${label}:`);
        else this.walk(child);
      } else if (child.name === "dd" && definitionItems(child)) {
        // numpydoc's fields (Sphinx's numpydoc and napoleon extensions): a list of definitions, the name in bold and its
        // type in a classifier over the description. Parameters become a parameter list as above; the items of
        // another field ("Returns": "w (W) – instance Weights object") one line each, name and type apart.
        for (const [name, type, description] of definitionItems(child)!) {
          const rest = `${type ? ` (${type})` : ""}${description ? ` – ${description}` : ""}`;
          if (!rest) continue;
          this.push(parameters ? parameterItem(name, rest) : `${name}${rest}`);
        }
        this.push("");
      } else if (child.name === "dd" && parameters) {
        const items = descendants(child, "li");
        for (const item of items.length > 0 ? items : (child.children ?? []).filter((part) => part.name === "p")) {
          const text = normaliseSpace(textOf(item));
          const name = normaliseSpace(textOf(descendants(item, "strong")[0] ?? { type: "text" }));
          if (!text) continue;
          this.push(name && text.startsWith(name) ? parameterItem(name, text.slice(name.length)) : `- ${text}`);
        }
        // The list ends here: the next field's label ("Returns", "Return type") continues no item.
        this.push("");
      } else {
        this.walk(child);
      }
    }
    this.endBlock();
  }

  /**
   * A Doxygen member's title ("◆ LITL_READ_GET_CODE", "◆ litl_read_open_trace()") is written as an API heading one
   * level under its section, with the parameter names its prototype gives when it is a call ("###
   * LITL_READ_GET_CODE(read_event)", "### Parse(str, length)" for "◆ Parse() [2/3]"), as a Markdown API reference heads
   * an entry: the heading says what it names.
   */
  private doxygenTitle(node: HtmlNode): void {
    this.endBlock();
    const title = normaliseSpace(signatureText(node));
    if (!title) return;
    let item = node.next;
    while (item && item.type !== "tag") item = item.next;
    this.memberHeading(title, item && hasClass(item, "memitem") ? item : undefined, Number(node.name!.slice(1)) + 1);
  }

  /**
   * A member Doxygen wrote without a title (before 1.8.x its entries are only an anchor and the prototype table,
   * "const char* TiXmlElement::Attribute | ( | const char * | name, …"): headed by the name its prototype declares, one
   * level under the section it documents, as a titled member is, so its text is said of it and not of "Member
   * Function Documentation".
   */
  private doxygenUntitledMember(item: HtmlNode): void {
    const cells = prototypeCells(item);
    const declared = cells?.find((cell) => hasClass(cell, "memname")) ?? cells?.[0];
    const name = declared ? /([A-Za-z_]\w*)\s*$/.exec(normaliseSpace(textOf(declared)).replace(/\s*\(.*$/, ""))?.[1] : undefined;
    if (!name) return;
    this.endBlock();
    this.memberHeading(name, item, this.headingLevel + 1);
  }

  /**
   * RDoc's method heading (`<div class="method-heading">` with the method's name and arguments in spans) is written as
   * an API heading one level under its section ("#### address()", "#### new(string = nil)"), as a Doxygen member's is:
   * its description is said of it, not of "Public Instance Methods". An attribute's access ("[RW]") stays beside it.
   */
  private rdocMethodHeading(node: HtmlNode): void {
    const parts = descendants(node, "span").filter((span) => !hasClass(span, "method-click-advice"));
    const named = parts.find((span) => hasClass(span, "method-name"));
    const sequence = named ? undefined : parts.find((span) => hasClass(span, "method-callseq"));
    if (sequence) {
      this.rdocCallSequence(node, normaliseSpace(textOf(sequence)));
      return;
    }
    const text = normaliseSpace(parts.filter((span) => hasClass(span, "method-name") || hasClass(span, "method-args") || hasClass(span, "attribute-access-type")).map((span) => (hasClass(span, "attribute-access-type") ? ` ${textOf(span)}` : textOf(span))).join(""));
    if (!named || !text) {
      this.walkChildren(node);
      return;
    }
    this.endBlock();
    // "address" without arguments is a call all the same: "address()", as a Markdown API reference heads it.
    this.memberHeading(hasClass(node, "attribute-method-heading") || /[([]/.test(text) || !/^[\w?!=]+$/.test(text) ? text : `${text}()`, undefined, this.headingLevel + 1);
  }

  /**
   * A method RDoc heads with the call sequences its author wrote (`<span class="method-callseq">`: "figure_name(num) →
   * a_string", "autocleanup", "def_figure(name) do ... end") in place of its name and arguments: the first heads the
   * entry as a name and arguments do ("#### figure_name(num)", "#### autocleanup()"), the whole sequence on the line
   * under it when it says more (the result, a block); a further sequence of the same method (a heading right after
   * another: the setter "autocleanup = a_boolean", another arity) is a line of its own under them.
   */
  private rdocCallSequence(node: HtmlNode, sequence: string): void {
    this.endBlock();
    let before = node.prev;
    while (before && before.type === "text" && !before.data?.trim()) before = before.prev;
    if (before?.name === "div" && hasClass(before, "method-heading")) {
      this.push(sequence);
      this.endBlock();
      return;
    }
    const call = sequence.split(/\s+(?:→|->|=>)\s+/)[0]!.replace(/\s*(?:\{[^{}]*\}|\bdo\b.*\bend)$/, "").trim();
    this.memberHeading(/^[\w?!]+$/.test(call) ? `${call}()` : call, undefined, this.headingLevel + 1);
    if (call !== sequence && `${call}()` !== sequence) this.push(sequence);
    this.endBlock();
  }

  /**
   * A table laid out as a grid of `<div>`s (Javadoc 17's summaries and constant values, gridCells) is written as a
   * `<table>` is, its header, a rule row and a row of cells a line ("public static final int | RING_SIZE | 1000"),
   * as Javadoc before 17 writes the same summaries; the caption above it is a line of its own already.
   */
  private gridTable(node: HtmlNode): void {
    const grid = gridCells(node);
    if (!grid) {
      this.endBlock();
      this.walkChildren(node);
      this.endBlock();
      return;
    }
    this.endBlock();
    const first = this.lines.length + 1;
    this.push(grid.header.join(" | "));
    this.push(grid.header.map(() => "---").join(" | "));
    for (const row of grid.rows) if (row.some((cell) => cell !== "")) this.push(row.join(" | "));
    this.tableCount++;
    this.visuals.push({ type: "table", line: first, endLine: this.lines.length, label: captionLabel(undefined, "Table", this.tableCount) });
  }

  /** A Doxygen member's heading: its name, with the parameter names of its prototype when it is a call. */
  private memberHeading(title: string, item: HtmlNode | undefined, level: number): void {
    const prototype = item ? doxygenPrototypeOf(item) : undefined;
    // An overloaded member is titled with its place among the overloads ("GetString() [1/2]"): each heading names its
    // own parameters instead.
    const name = title.replace(/\s*\[\d+\/\d+\]$/, "").replace(/\(\s*\)$/, "");
    const heading = prototype?.parameters && /^[A-Za-z_]\w*$/.test(name) ? `${name}(${prototype.parameters.join(", ")})` : title;
    this.blankLine();
    this.sectionLevel = Math.min(6, level);
    this.push(`${"#".repeat(this.sectionLevel)} ${heading}`);
  }

  /** A Doxygen member's prototype, its table of cells read as the one declaration it is (doxygenPrototypeText). */
  private doxygenPrototype(node: HtmlNode): void {
    this.endBlock();
    const text = doxygenPrototypeText(node);
    if (text) this.push(text);
  }

  /**
   * A Doxygen member's parameters (`<dl class="params">`: "Parameters" over a table of names and descriptions) are
   * written as an autodoc entry's are, "Parameters:" over "- `read_event` – An event", so that one reading serves both.
   */
  private doxygenParameters(node: HtmlNode): void {
    this.endBlock();
    // Older Doxygen writes the label with its colon ("Parameters:"): one colon, not two.
    const label = normaliseSpace(textOf(descendants(node, "dt")[0] ?? { type: "text" })).replace(/:$/, "") || "Parameters";
    this.push(`${label}:`);
    for (const row of descendants(node, "tr")) {
      const cells = (row.children ?? []).filter((cell) => cell.name === "td");
      const nameCell = cells.find((cell) => hasClass(cell, "paramname"));
      const name = nameCell ? normaliseSpace(textOf(nameCell)) : "";
      const description = normaliseSpace(cells.filter((cell) => cell !== nameCell && !hasClass(cell, "paramdir")).map(textOf).join(" "));
      if (name && description) this.push(parameterItem(name, ` – ${description}`));
    }
    // The list ends here: what follows ("Definition at line 243 of file litl_read.h.") continues no item.
    this.push("");
  }

  private listItem(node: HtmlNode): void {
    this.endBlock();
    this.inline.push("- ");
    const before = this.lines.length;
    // An item whose text is a paragraph (`<li><p>New C parser …</p></li>`, as docutils and DocBook write every item)
    // keeps its marker on that paragraph's line; a paragraph block would end the marker's line first.
    const children = (node.children ?? []).filter((child) => child.type !== "text" || /\S/.test(child.data ?? ""));
    const first = children[0];
    if (first?.name === "p") {
      this.walkChildren(first);
      this.endBlock();
      for (const child of children.slice(1)) this.walk(child);
    } else this.walkChildren(node);
    this.endBlock();
    // An item whose content was all blocks leaves a bare "-": nothing to keep.
    if (this.lines.length > before && /^\s*-$/.test(this.lines[before] ?? "")) this.lines.splice(before, 1);
  }

  private preformatted(node: HtmlNode): void {
    this.endBlock();
    // A no-break space (Javadoc's "void&nbsp;init") is a space to whoever reads or searches the line.
    const text = textOf(node).replace(/\r\n?/g, "\n").replace(/\u00a0/g, " ").replace(/^\n/, "").replace(/\s+$/, "");
    const lines = text.split("\n").map((line) => line.replace(/\t/g, "    ").trimEnd());
    const manual = manualPageIndent(lines) ?? manualSectionIndent(node, lines);
    if (manual === undefined) {
      for (const line of lines) this.push(line);
      return;
    }
    // A manual page formatted by man(1) and wrapped in a <pre> (man2html's, groff's HTML of a page): its sections'
    // names are headings, and its text is prose at the page's margin, not code indented under them, a paragraph a
    // line as a <p> is written (manualParagraphs); an option's tag stands on its own line over its description.
    const dedented = lines.map((line) => line.slice(Math.min(manual, line.length - line.trimStart().length)));
    for (const paragraph of manualParagraphs(dedented)) {
      if (MANUAL_SECTION.test(paragraph)) {
        this.blankLine();
        this.push(`${"#".repeat(Math.min(6, this.headingLevel + 1))} ${paragraph.trim()}`);
      } else this.push(paragraph);
    }
  }

  private image(node: HtmlNode): void {
    const text = imageText(node);
    if (text === undefined) return;
    const alt = normaliseSpace(node.attribs?.alt ?? "");
    const source = node.attribs?.src;
    this.inline.push(` ${text} `);
    // The image's line is the one the current inline text will become.
    this.visuals.push({
      type: "image",
      line: this.lines.length + 1,
      label: alt || source?.split("/").pop() || undefined,
      caption: alt || undefined,
      source,
    });
  }

  private figure(node: HtmlNode): void {
    this.endBlock();
    const first = this.lines.length + 1;
    const visualsBefore = this.visuals.length;
    this.walkChildren(node);
    this.endBlock();
    if (this.lines.length < first) return;
    // Images inside a figure are the figure itself, not separate visuals.
    const inside = this.visuals.splice(visualsBefore);
    const images = inside.filter((visual) => visual.type === "image");
    const tables = inside.filter((visual) => visual.type === "table");
    const figcaption = node.children?.find((child) => child.name === "figcaption");
    const caption = figcaption ? normaliseSpace(textOf(figcaption)) || undefined : images[0]?.caption;
    // A figure holding just a table is that table, captioned by the figcaption.
    if (images.length === 0 && tables.length === 1) {
      const table = tables[0]!;
      if (caption && !table.caption) {
        table.caption = caption;
        table.label = captionLabel(caption, "Table", this.tableCount);
      }
      table.line = first;
      table.endLine = this.lines.length;
      this.visuals.push(table);
      return;
    }
    this.visuals.push(...tables);
    this.figureCount++;
    this.visuals.push({
      type: "figure",
      line: first,
      endLine: this.lines.length,
      label: captionLabel(caption, "Figure", this.figureCount),
      caption,
      source: images[0]?.source,
    });
  }

  private table(node: HtmlNode): void {
    this.endBlock();
    // A listing Pygments sets beside a column of line numbers (`table.highlighttable`): the listing alone.
    if (hasClass(node, "highlighttable")) {
      for (const cell of descendants(node, "td").filter((td) => !hasClass(td, "linenos"))) this.walkChildren(cell);
      this.endBlock();
      return;
    }
    // Natural Docs lays a function's prototype out in a table (`table.Prototype`: the return type and name, then a row
    // per parameter split into type, pointer and name cells): read as the one declaration it is, "ALURE_API ALboolean
    // ALURE_APIENTRY alureStopSource(ALuint source, ALboolean run_callback)".
    if (hasClass(node, "Prototype")) {
      // A parameter's pointer marks ("*", "**") stand in a cell of their own before its name: joined to it.
      const parts = descendants(node, "td").filter((cell) => !descendants(cell, "td").length)
        .map((cell) => `${normaliseSpace(textOf(cell))}${hasClass(cell, "PParameterPrefix") ? "" : " "}`);
      const declaration = normaliseSpace(parts.join("")).replace(/\(\s+/g, "(").replace(/\s+([,)])/g, "$1");
      if (declaration) this.push(declaration);
      return;
    }
    const rows = tableRows(node);
    if (isLayoutTable(node, rows)) {
      this.walkChildren(node);
      this.endBlock();
      return;
    }
    const first = this.lines.length + 1;
    const captionNode = node.children?.find((child) => child.name === "caption");
    const caption = captionNode ? normaliseSpace(textOf(captionNode)) || undefined : undefined;
    if (caption) this.push(caption);
    const width = Math.max(...rows.map((row) => row.length));
    // The header rows the page marks as such (all cells `<th>`, or the rows of `<thead>`), at the top of a table with
    // rows under them: a rule row follows them ("--- | ---"), as a Markdown table's header has one, so that a reader of
    // the lines tells a header from a first row of data ("arguments | s | Bus name to query" heads nothing).
    let headerRows = 0;
    while (headerRows < rows.length - 1 && isHeaderRow(node, rows[headerRows]!)) headerRows++;
    for (const [index, row] of rows.entries()) {
      if (index === headerRows && headerRows > 0 && width > 1 && this.lines.length >= first && this.lines.at(-1)!.includes(" | ")) this.push(Array<string>(width).fill("---").join(" | "));
      // A Haddock record's fields, in a row of their own under its constructor: a field a row, as the page lists them.
      const fields = row.length === 1 ? haddockFields(row[0]!) : undefined;
      if (fields) {
        this.push("Fields");
        for (const field of fields) this.push(`${field.signature} | ${field.note}`);
        continue;
      }
      const cells = row.map((cell) => normaliseSpace(textOf(cell)));
      // A group row ("<th colspan=5>USB devices</th>") spans the table: it is written as a row whose other cells are
      // empty, so that the table goes on under its header instead of ending there and starting again with a data row
      // read as a header.
      const span = Number.parseInt(row[0]?.attribs?.colspan ?? "1", 10);
      if (row.length === 1 && width > 1 && span >= width) cells.push(...Array<string>(width - 1).fill(""));
      if (cells.some((cell) => cell !== "")) this.push(cells.join(" | "));
    }
    if (this.lines.length < first) return;
    this.recordTable(first, caption);
  }
}

/**
 * The cells of a table laid out as a grid of `<div>`s, as Javadoc 17 on writes its summaries and its constant values
 * (`<div class="summary-table three-column-summary">`: the header cells, `div.table-header`, then each row's cells in
 * turn): the header's texts and the rows, as many cells a row as the header has; undefined when the cells do not fill
 * whole rows.
 */
function gridCells(grid: HtmlNode): { header: string[]; rows: string[][] } | undefined {
  const cells = (grid.children ?? []).filter((child) => child.type === "tag" && child.name === "div");
  const header = cells.filter((cell) => hasClass(cell, "table-header")).map((cell) => normaliseSpace(textOf(cell)));
  const body = cells.filter((cell) => !hasClass(cell, "table-header")).map((cell) => normaliseSpace(textOf(cell)));
  if (header.length < 2 || body.length === 0 || body.length % header.length !== 0) return undefined;
  const rows: string[][] = [];
  for (let at = 0; at < body.length; at += header.length) rows.push(body.slice(at, at + header.length));
  return { header, rows };
}

/**
 * The declaration a Doxygen prototype table lays out in cells ("#define LITL_READ_GET_CODE | ( | | read_event | ) |
 * (read_event)->event->code"), read as one line: "#define LITL_READ_GET_CODE(read_event) (read_event)->event->code",
 * "litl_read_trace_t * litl_read_open_trace(const char *filename, int *error)". Its template line comes first.
 */
function doxygenPrototypeText(memproto: HtmlNode): string {
  const template = descendants(memproto, "div").filter((div) => hasClass(div, "memtemplate")).map((div) => normaliseSpace(textOf(div)));
  const prototype = prototypeCells(memproto);
  if (!prototype) return normaliseSpace(textOf(memproto));
  const cells = prototype.map((cell) => normaliseSpace(textOf(cell))).filter(Boolean);
  const declaration = cells.join(" ").replace(/\s*\(\s*/, "(").replace(/\s+\)/g, ")").replace(/\s+,/g, ",").replace(/\(\s+/g, "(");
  return normaliseSpace([...template, declaration].join(" "));
}

/**
 * The prototype of a Doxygen member (the `memproto` of its `memitem`), and the names of its parameters when it is a
 * call (a cell "(" in its table): undefined parameters for a variable, a type or an enum.
 */
function doxygenPrototypeOf(item: HtmlNode): { parameters?: string[] } | undefined {
  const cells = prototypeCells(item);
  if (!cells) return undefined;
  if (!cells.some((cell) => normaliseSpace(textOf(cell)) === "(")) return {};
  const parameters = cells.filter((cell) => hasClass(cell, "paramname")).map((cell) => normaliseSpace(textOf(cell)).replace(/[,\s]+$/, "")).filter((name) => /^[A-Za-z_]\w*$/.test(name));
  return { parameters };
}

/** The label of a Javadoc member's parameter notes: "Parameters:", and a generic type's "Type Parameters:". */
const JAVADOC_PARAMETERS = /^(?:Type )?Parameters:$/;

/** A Javadoc member's notes: a `<dl>` with a "Parameters:" label over items that open with the name in code. */
function isJavadocNotes(node: HtmlNode): boolean {
  const children = (node.children ?? []).filter((child) => child.type === "tag");
  return children.some((child, index) => child.name === "dt" && JAVADOC_PARAMETERS.test(normaliseSpace(textOf(child))) && children[index + 1]?.name === "dd" && children[index + 1]!.children?.find((part) => part.type === "tag")?.name === "code");
}

/**
 * The parameter names of the Javadoc member a heading names ("init" over `<pre class="methodSignature">void
 * init(java.lang.String contact)</pre>`, as Javadoc 9–16 writes a member; `<div class="member-signature">` from 17 on;
 * a plain `<pre>` before 9), or undefined when the heading is not a method's or a constructor's: its heading then
 * says "init(contact)", as a Doxygen member's and a Markdown API reference's do.
 */
function javadocMemberParameters(heading: HtmlNode, name: string): string[] | undefined {
  if (!/^[A-Za-z_$][\w$]*$/.test(name)) return undefined;
  let next = heading.next;
  while (next && next.type !== "tag") next = next.next;
  if (!next || !(hasClass(next, "methodSignature") || hasClass(next, "member-signature") || next.name === "pre")) return undefined;
  return signatureParameters(textOf(next), name);
}

/**
 * The parameter names a Java declaration of `name` gives ("public static String concat(String basePath, String
 * fullFileNameToAdd)" → basePath, fullFileNameToAdd): the last word of each parameter, commas inside a generic type's
 * angle brackets ("Map<String, Object> values") kept in it; undefined when the text declares no call of that name.
 */
export function signatureParameters(declaration: string, name: string): string[] | undefined {
  const text = normaliseSpace(declaration.replace(INVISIBLE, ""));
  const open = new RegExp(`(?:^|[\\s.>])${name.replace(/\$/g, "\\$")}\\s*\\(`).exec(text);
  if (!open) return undefined;
  const parameters: string[] = [];
  let depth = 0;
  let current = "";
  for (const character of text.slice(open.index + open[0].length)) {
    if (depth === 0 && (character === "," || character === ")")) {
      if (current.trim()) parameters.push(current.trim());
      current = "";
      if (character === ")") {
        const names = parameters.map((parameter) => /([A-Za-z_$][\w$]*)(?:\s*\[\s*\])*$/.exec(parameter.replace(/\.\.\./g, " "))?.[1]);
        return names.every((part) => part !== undefined) ? (names as string[]) : undefined;
      }
      continue;
    }
    if (character === "<" || character === "(") depth++;
    if (character === ">" || character === ")") depth--;
    current += character;
  }
  return undefined;
}

/** Whether a Doxygen `memitem` follows its title (`<h2 class="memtitle">`), as Doxygen writes members from 1.8.x on. */
function isTitledMember(item: HtmlNode): boolean {
  let before = item.prev;
  while (before && before.type !== "tag") before = before.prev;
  return before !== null && before !== undefined && hasClass(before, "memtitle");
}

/** A parameter list's item, "- `include_prefix` – Removes …": the name in code when it is one ("*args" too). */
/**
 * The definitions of a numpydoc field's description (`<dd><dl><dt><strong>k</strong><span class="classifier">int</span>
 * </dt><dd><p>number of nearest neighbors</p></dd>…</dl></dd>`) as name, type and description; undefined when the field
 * holds no such list.
 */
function definitionItems(field: HtmlNode): [name: string, type: string, description: string][] | undefined {
  const list = (field.children ?? []).find((part) => part.name === "dl");
  if (!list || (field.children ?? []).some((part) => part.type === "tag" && part !== list)) return undefined;
  const items: [string, string, string][] = [];
  for (const term of (list.children ?? []).filter((part) => part.name === "dt")) {
    const classifier = descendants(term, "span").find((span) => hasClass(span, "classifier"));
    const type = classifier ? normaliseSpace(textOf(classifier)) : "";
    const whole = normaliseSpace(textOf(term));
    const name = classifier && whole.endsWith(type) ? normaliseSpace(whole.slice(0, whole.length - type.length)) : whole;
    let next = term.next;
    while (next && next.type !== "tag") next = next.next;
    const description = next?.name === "dd" ? normaliseSpace(textOf(next)) : "";
    if (name) items.push([name, type, description]);
  }
  return items.length > 0 ? items : undefined;
}

function parameterItem(name: string, rest: string): string {
  return /^[A-Za-z_*][\w*]*$/.test(name) ? `- \`${name}\`${rest}` : `- ${name}${rest}`;
}

/** The cells of the Doxygen prototype table (`table.memname`) under `node`, row after row. */
function prototypeCells(node: HtmlNode): HtmlNode[] | undefined {
  const table = descendants(node, "table").find((candidate) => hasClass(candidate, "memname"));
  return table ? tableRows(table).flat() : undefined;
}

/** The element before `node` among its siblings, past text and comments. */
function previousElement(node: HtmlNode): HtmlNode | undefined {
  let before = node.prev;
  while (before && before.type !== "tag") before = before.prev;
  return before ?? undefined;
}

/** A Haddock entry: `<div class="top">` holding its signature (`p.src`) and, when it has one, its description. */
function isHaddockEntry(node: HtmlNode | undefined): boolean {
  return node !== undefined && node.name === "div" && hasClass(node, "top") && (node.children ?? []).some((child) => child.name === "p" && hasClass(child, "src"));
}

/**
 * The table of a Haddock function's argument notes (`div.subs.arguments`) that follows its name (`p.src`), when there
 * is one.
 */
function haddockArguments(src: HtmlNode): HtmlNode | undefined {
  let next = src.next;
  while (next && next.type !== "tag") next = next.next;
  if (!next || !hasClass(next, "subs") || !hasClass(next, "arguments")) return undefined;
  return descendants(next, "table")[0];
}

/**
 * The fields of a Haddock record (`div.subs.fields` in a row of its constructors' table: "Fields" over a list of
 * `<dfn>objectPath :: ObjectPath</dfn>` and each one's note): each field's signature and note, apart. Read as the
 * cell's text they run together ("FieldsobjectPath :: ObjectPath objectInterfaces :: [Interface] …", "… :: !Int64Total
 * number of bytes allocated").
 */
function haddockFields(cell: HtmlNode): { signature: string; note: string }[] | undefined {
  const block = descendants(cell, "div").find((div) => hasClass(div, "subs") && hasClass(div, "fields"));
  if (!block) return undefined;
  const fields = descendants(block, "li").map((item) => {
    const definition = (item.children ?? []).find((child) => child.name === "dfn");
    const note = (item.children ?? []).find((child) => child.name === "div" && hasClass(child, "doc"));
    return { signature: definition ? normaliseSpace(textOf(definition)) : "", note: note ? normaliseSpace(textOf(note)) : "" };
  });
  return fields.length > 0 && fields.every((field) => / :: /.test(field.signature)) ? fields : undefined;
}

/** A row the page marks as a header: every cell a `<th>`, or a row of the table's `<thead>`. */
function isHeaderRow(table: HtmlNode, row: HtmlNode[]): boolean {
  // A row of one cell across the table ("<th colspan=3>Serial devices</th>") heads a group of rows, not the columns.
  if (row.length < 2) return false;
  if (row.every((cell) => cell.name === "th")) return true;
  const head = (table.children ?? []).find((child) => child.name === "thead");
  return head !== undefined && (head.children ?? []).some((tr) => tr.name === "tr" && (tr.children ?? []).includes(row[0]!));
}

/** The rows of a table (through thead/tbody/tfoot, not into nested tables), each a list of its cells. */
function tableRows(table: HtmlNode): HtmlNode[][] {
  const rows: HtmlNode[][] = [];
  const visit = (node: HtmlNode) => {
    for (const child of node.children ?? []) {
      if (child.name === "tr") rows.push((child.children ?? []).filter((cell) => cell.name === "td" || cell.name === "th"));
      else if (child.name === "thead" || child.name === "tbody" || child.name === "tfoot") visit(child);
    }
  };
  visit(table);
  return rows;
}

/**
 * Tables used for page layout (common in email, and pydoc's pages, which set a module's functions in one cell as a
 * definition list) are read as blocks, not as data: a table with a table or a definition list in a cell.
 */
function isLayoutTable(table: HtmlNode, rows: HtmlNode[][]): boolean {
  const role = table.attribs?.role;
  if (role === "presentation" || role === "none") return true;
  if (rows.length === 0 || rows.every((row) => row.length <= 1)) return true;
  const hasBlockStructure = (node: HtmlNode): boolean =>
    (node.children ?? []).some((child) => LAYOUT_CELL_CONTENT.has(child.name ?? "") || hasBlockStructure(child));
  return rows.some((row) => row.some(hasBlockStructure));
}
const LAYOUT_CELL_CONTENT = new Set(["table", "dl"]);
