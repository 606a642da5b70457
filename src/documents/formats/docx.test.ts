import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { describeDocumentConformance } from "../../../test/support/document-conformance.js";
import { fixturePath } from "../../../test/support/fixtures.js";
import type { Document } from "../document.js";
import { loadDocument } from "../load.js";
import { insertPageBreakMarkers, paragraphPageBreaks } from "./docx.js";
import { readZipEntry } from "./zip.js";

const SAMPLE = fixturePath("docx/sample_docx_2_page_breaks.docx");

describeDocumentConformance("DOCX with hard and soft page breaks", () => loadDocument(SAMPLE), {
  renders: false,
  minPages: 5,
  containsText: "Hard page break coming up",
});

describe("docx adapter on a document with page breaks", () => {
  let document: Document;
  beforeAll(async () => {
    document = await loadDocument(SAMPLE);
  });

  function pageOf(text: string): number | undefined {
    const index = document.lines.findIndex((line) => line.includes(text));
    expect(index, text).toBeGreaterThanOrEqual(0);
    return document.pageOfLine(index + 1);
  }

  it("has the five pages Word laid out (docProps/app.xml says 5)", async () => {
    const app = readZipEntry(await readFile(SAMPLE), "docProps/app.xml")!.toString("utf8");
    expect(app).toContain("<Pages>5</Pages>");
    expect(document.format).toBe("docx");
    expect(document.hasPages).toBe(true);
    expect(document.pageCount).toBe(5);
  });

  it("puts known phrases on the pages Word put them", () => {
    expect(document.lines.slice(0, 3)).toEqual(["Text here", "Text here", "Text here"]);
    expect(pageOf("This paragraph has a soft page break.")).toBe(1);
    expect(pageOf("Hard page break coming up")).toBe(2);
    expect(pageOf("Page break right here =>")).toBe(2);
    expect(pageOf("Now this is a new paragraph on a new page.")).toBe(3);
    expect(pageOf("End page 1 right here")).toBe(3);
    expect(pageOf("End page 2 right here")).toBe(4);
    expect(document.pageOfLine(document.lines.length)).toBe(5);
  });

  it("splits a paragraph where Word broke the page inside it", () => {
    const soft = document.lines.findIndex((line) => line.startsWith("This paragraph has a soft page break."));
    expect(document.firstLineOfPage(2)).toBe(soft + 2);
    expect(document.lines[soft + 1]).toMatch(/^page, so it’s a soft page break\./);
    const endOfPage3 = document.lines.findIndex((line) => line.includes("End page 1 right here"));
    expect(document.lines[endOfPage3]).toMatch(/End page 1 right here -+\.$/);
    expect(document.firstLineOfPage(4)).toBe(endOfPage3 + 2);
  });

  it("keeps the marker character out of the text", () => {
    for (const line of document.lines) expect(line).not.toContain("\uE000");
  });
});

describe("reading page breaks from word/document.xml", () => {
  const W = 'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"';

  it("counts a hard break and the rendered break Word records after it once", () => {
    const xml = `<w:document ${W}><w:body>
      <w:p><w:r><w:t>Before</w:t></w:r><w:r><w:br w:type="page"/></w:r></w:p>
      <w:p><w:r><w:lastRenderedPageBreak/><w:t>After</w:t></w:r></w:p>
      <w:p><w:r><w:t>Long </w:t></w:r><w:r><w:lastRenderedPageBreak/><w:t>paragraph</w:t><w:br/></w:r></w:p>
      <w:p><w:pPr><w:pageBreakBefore/></w:pPr><w:r><w:t>Chapter</w:t></w:r></w:p>
    </w:body></w:document>`;
    expect(paragraphPageBreaks(xml)).toEqual([
      { text: "Before", breaks: [6] },
      { text: "After", breaks: [] },
      { text: "Long paragraph", breaks: [5] },
      { text: "Chapter", breaks: [0] },
    ]);
  });

  it("ignores a break before any text and text in deletions", () => {
    const xml = `<w:document ${W}><w:body>
      <w:p><w:r><w:br w:type="page"/><w:t>First</w:t></w:r><w:del><w:r><w:t>gone</w:t></w:r></w:del></w:p>
    </w:body></w:document>`;
    expect(paragraphPageBreaks(xml)).toEqual([{ text: "First", breaks: [] }]);
  });

  it("puts markers at the same offsets in mammoth's paragraphs, skipping paragraphs mammoth lacks", () => {
    const text = (value: string) => ({ type: "text", value });
    const document = {
      type: "document",
      children: [
        { type: "paragraph", children: [{ type: "run", children: [text("Long ")] }, { type: "run", children: [text("paragraph")] }] },
        { type: "paragraph", children: [{ type: "run", children: [text("Next")] }] },
      ],
    };
    insertPageBreakMarkers(document, [
      { text: "Long paragraph", breaks: [5, 14] },
      { text: "only in the XML", breaks: [3] },
      { text: "Next", breaks: [] },
    ]);
    const values = document.children.map((paragraph) =>
      paragraph.children.flatMap((run) => run.children.map((element) => element.value)),
    );
    expect(values).toEqual([["Long ", "\uE000paragraph\uE000"], ["\uE000Next"]]);
  });
});

describe("docx adapter errors", () => {
  let folder: string;
  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), "qaforge-docx-"));
  });
  afterAll(async () => {
    await rm(folder, { recursive: true, force: true });
  });

  it("reports a .docx that is not a zip archive as corrupt_document", async () => {
    const path = join(folder, "letter.docx");
    await writeFile(path, "Dear Sir, this is plain text saved with the wrong extension.\n");
    await expect(loadDocument(path)).rejects.toMatchObject({
      code: "corrupt_document",
      subject: path,
      message: expect.stringContaining("not a Word document"),
    });
  });

  it("reports a truncated .docx as corrupt_document", async () => {
    const bytes = await readFile(SAMPLE);
    const path = join(folder, "truncated.docx");
    await writeFile(path, bytes.subarray(0, Math.floor(bytes.length / 2)));
    await expect(loadDocument(path)).rejects.toMatchObject({ code: "corrupt_document", subject: path });
  });
});
