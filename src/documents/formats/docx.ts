import { DOMParser } from "@xmldom/xmldom";
import type { Element, Node } from "@xmldom/xmldom";
import { QaforgeError } from "../../errors.js";
import type { DocumentContent } from "../document.js";
import { normaliseSpace } from "../text-utils.js";
import type { AdapterInput, FormatAdapter } from "./adapter.js";
import { htmlContent } from "./html.js";
import { looksLikeZip, readZipEntry } from "./zip.js";

/** A private-use character mammoth carries into its HTML where a page break was; never text of the document. */
const PAGE_BREAK_MARKER = "\uE000";

/**
 * Word documents: mammoth turns the document into HTML, read like any HTML page. mammoth drops page breaks, so the
 * breaks are read from word/document.xml (hard breaks `w:br w:type="page"`, `w:pageBreakBefore`, and the soft
 * breaks Word recorded as `w:lastRenderedPageBreak`) and put back into mammoth's document as a marker character at
 * the same place in the same paragraph; the HTML reader starts a new page at each marker.
 */
export const docxAdapter: FormatAdapter = {
  format: "docx",
  extensions: [".docx"],
  textual: false,
  async load({ path, bytes }: AdapterInput): Promise<DocumentContent> {
    if (!looksLikeZip(bytes)) {
      throw new QaforgeError("corrupt_document", "is not a Word document: a .docx file is a zip archive and this is not", {
        subject: path,
      });
    }
    let documentXml: Buffer | undefined;
    let coreXml: Buffer | undefined;
    try {
      documentXml = readZipEntry(bytes, "word/document.xml");
      coreXml = readZipEntry(bytes, "docProps/core.xml");
    } catch (error) {
      throw new QaforgeError("corrupt_document", `is a damaged zip archive: ${messageOf(error)}`, { subject: path, cause: error });
    }
    if (!documentXml) {
      throw new QaforgeError("corrupt_document", "is a zip archive without word/document.xml, so not a Word document", {
        subject: path,
      });
    }
    const breaks = paragraphPageBreaks(documentXml.toString("utf8"));
    // Loaded with the first Word document, not by every command.
    const { default: mammoth } = await import("mammoth");
    let html: string;
    try {
      const result = await mammoth.convertToHtml(
        { buffer: bytes },
        {
          transformDocument: (document: MammothElement) => insertPageBreakMarkers(document, breaks),
          // Image bytes are not needed for text; a name keeps the HTML small and the source readable.
          convertImage: mammoth.images.imgElement(async (image) => ({ src: `image.${image.contentType.split("/")[1] ?? "bin"}` })),
        },
      );
      html = result.value;
    } catch (error) {
      throw new QaforgeError("corrupt_document", `could not be read as a Word document: ${messageOf(error)}`, {
        subject: path,
        cause: error,
      });
    }
    const content = htmlContent(html, { pageBreakMarker: PAGE_BREAK_MARKER });
    content.title ??= coreXml ? coreTitle(coreXml.toString("utf8")) : undefined;
    return content;
  },
};

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** A paragraph of word/document.xml: its text (from `w:t`) and the text offsets at which a new page starts. */
interface XmlParagraph {
  text: string;
  breaks: number[];
}

const ELEMENT_NODE = 1;

/** Parses word/document.xml and lists its paragraphs in document order with their page-break offsets. */
export function paragraphPageBreaks(xml: string): XmlParagraph[] {
  const root = new DOMParser({ onError: () => undefined }).parseFromString(xml, "text/xml").documentElement;
  const paragraphs: XmlParagraph[] = [];
  // A break counts only after some text: Word records a lastRenderedPageBreak right after a hard break, and
  // both mark the same page boundary.
  let textSinceBreak = false;
  let current: XmlParagraph | undefined;

  const pageBreak = () => {
    if (!current || !textSinceBreak) return;
    current.breaks.push(current.text.length);
    textSinceBreak = false;
  };
  const addText = (text: string) => {
    if (!current) return;
    current.text += text;
    if (text.trim()) textSinceBreak = true;
  };
  const visit = (node: Node) => {
    if (node.nodeType !== ELEMENT_NODE) return;
    const element = node as Element;
    switch (element.nodeName) {
      case "w:p": {
        const outer = current;
        current = { text: "", breaks: [] };
        paragraphs.push(current);
        visitChildren(element);
        current = outer;
        return;
      }
      case "w:pageBreakBefore":
        if (!/^(0|false|off)$/.test(element.getAttribute("w:val") ?? "")) pageBreak();
        return;
      case "w:br":
        if (element.getAttribute("w:type") === "page") pageBreak();
        return;
      case "w:lastRenderedPageBreak":
        pageBreak();
        return;
      case "w:t":
        addText(element.textContent ?? "");
        return;
      case "w:noBreakHyphen":
        addText("\u2011");
        return;
      case "w:softHyphen":
        addText("\u00AD");
        return;
      case "w:del":
        return;
      case "mc:AlternateContent": {
        // mammoth reads the fallback of alternate content; so do we, to keep paragraphs in step.
        const fallback = childElements(element).find((child) => child.nodeName === "mc:Fallback");
        if (fallback) visitChildren(fallback);
        return;
      }
      default:
        visitChildren(element);
    }
  };
  const visitChildren = (element: Element) => {
    for (const child of childElements(element)) visit(child);
  };
  if (root) visit(root);
  return paragraphs;
}

function childElements(element: Element): Element[] {
  const children: Element[] = [];
  for (let child = element.firstChild; child; child = child.nextSibling) {
    if (child.nodeType === ELEMENT_NODE) children.push(child as Element);
  }
  return children;
}

/** The parts of mammoth's document tree this adapter touches. */
interface MammothElement {
  type: string;
  children?: MammothElement[];
  value?: string;
}

/** How far ahead to look for the XML paragraph matching one of mammoth's, when the two are out of step. */
const ALIGNMENT_WINDOW = 25;

/**
 * Puts a marker at each page break of word/document.xml into the matching paragraph of mammoth's document.
 * Paragraphs are matched in order, by text where it agrees, so a paragraph mammoth skips does not shift the rest.
 */
export function insertPageBreakMarkers(document: MammothElement, xmlParagraphs: readonly XmlParagraph[]): MammothElement {
  if (!xmlParagraphs.some((paragraph) => paragraph.breaks.length > 0)) return document;
  let next = 0;
  for (const paragraph of mammothParagraphs(document)) {
    const texts = ownTextElements(paragraph);
    const text = texts.map((element) => element.value ?? "").join("");
    let match = next;
    const limit = Math.min(xmlParagraphs.length, next + ALIGNMENT_WINDOW);
    for (let candidate = next; candidate < limit; candidate++) {
      if (xmlParagraphs[candidate]!.text === text) {
        match = candidate;
        break;
      }
    }
    if (match >= xmlParagraphs.length) break;
    // Breaks of XML paragraphs mammoth has no counterpart for move to the start of this one.
    const breaks = xmlParagraphs.slice(next, match).flatMap((skipped) => skipped.breaks.map(() => 0));
    breaks.push(...xmlParagraphs[match]!.breaks);
    next = match + 1;
    if (breaks.length > 0) markBreaks(paragraph, texts, breaks);
  }
  return document;
}

function mammothParagraphs(element: MammothElement): MammothElement[] {
  const found: MammothElement[] = [];
  for (const child of element.children ?? []) {
    if (child.type === "paragraph") found.push(child);
    found.push(...mammothParagraphs(child));
  }
  return found;
}

/** Text elements of a paragraph, not those of paragraphs nested in it (text boxes). */
function ownTextElements(element: MammothElement): MammothElement[] {
  const found: MammothElement[] = [];
  for (const child of element.children ?? []) {
    if (child.type === "text") found.push(child);
    else if (child.type !== "paragraph") found.push(...ownTextElements(child));
  }
  return found;
}

function markBreaks(paragraph: MammothElement, texts: MammothElement[], offsets: number[]): void {
  if (texts.length === 0) {
    paragraph.children = [...(paragraph.children ?? []), { type: "text", value: PAGE_BREAK_MARKER.repeat(offsets.length) }];
    return;
  }
  // Later offsets first, so earlier insertions do not move them.
  for (const offset of [...offsets].sort((a, b) => b - a)) {
    let start = 0;
    for (let i = 0; i < texts.length; i++) {
      const element = texts[i]!;
      const value = element.value ?? "";
      const isLast = i === texts.length - 1;
      if (offset < start + value.length || isLast) {
        const at = Math.max(0, Math.min(offset - start, value.length));
        element.value = value.slice(0, at) + PAGE_BREAK_MARKER + value.slice(at);
        break;
      }
      start += value.length;
    }
  }
}

function coreTitle(xml: string): string | undefined {
  const root = new DOMParser({ onError: () => undefined }).parseFromString(xml, "text/xml").documentElement;
  const title = root?.getElementsByTagName("dc:title")[0];
  return normaliseSpace(title?.textContent ?? "") || undefined;
}
