import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { describeDocumentConformance } from "../../../test/support/document-conformance.js";
import { fixturePath } from "../../../test/support/fixtures.js";
import { QaforgeError } from "../../errors.js";
import { loadDocument } from "../load.js";
import { textContent } from "./text.js";

const opinion = fixturePath("text/scotus-fisher-opinion.txt");

describeDocumentConformance("plain text (court opinion)", () => loadDocument(opinion), {
  minPages: 41,
  renders: false,
  containsText: "JUSTICE KENNEDY delivered the opinion of the Court.",
});

describe("plain text adapter", () => {
  it("keeps the file's own line numbers and turns its 40 form feeds into 41 pages", async () => {
    const doc = await loadDocument(opinion);
    expect(doc.format).toBe("text");
    expect(doc.pageCount).toBe(41);
    expect(doc.lines[151]).toBe("   JUSTICE KENNEDY delivered the opinion of the Court.");
    expect(doc.pageOfLine(49)).toBe(1);
    expect(doc.pageOfLine(50)).toBe(2);
    expect(doc.lines[49]).toMatch(/^2\s+FISHER v. UNIVERSITY OF TEXAS AT AUSTIN$/);
    expect(doc.visuals()).toEqual([]);
  });

  it("has one page without form feeds, and keeps an empty page between two form feeds", () => {
    expect(textContent("a\nb\n").pageStarts).toBeUndefined();
    const content = textContent("one\n\f\ftwo\n");
    expect(content.lines).toEqual(["one", "", "two"]);
    expect(content.pageStarts).toEqual([1, 2, 3]);
  });

  it("reads reStructuredText source as plain text", async () => {
    const dir = await mkdtemp(join(tmpdir(), "qaforge-rst-"));
    const path = join(dir, "install.rst");
    await writeFile(path, "Installation\n============\n\nTo install frobnitz, run::\n\n    $ pip install frobnitz\n");
    const doc = await loadDocument(path);
    expect(doc.format).toBe("text");
    expect(doc.lines[5]).toBe("    $ pip install frobnitz");
    await rm(dir, { recursive: true, force: true });
  });

  it("handles CRLF line ends", () => {
    expect(textContent("a\r\nb\r\n").lines).toEqual(["a", "b"]);
  });

  describe("bad input", () => {
    async function badFile(name: string, bytes: Buffer | string): Promise<string> {
      const dir = await mkdtemp(join(tmpdir(), "qaforge-text-"));
      const path = join(dir, name);
      await writeFile(path, bytes);
      return path;
    }

    it("refuses an empty file", async () => {
      await expect(loadDocument(await badFile("empty.txt", ""))).rejects.toMatchObject({ code: "empty_document" });
    });

    it("refuses a whitespace-only file", async () => {
      await expect(loadDocument(await badFile("blank.txt", "  \n\n \t\n"))).rejects.toMatchObject({ code: "empty_document" });
    });

    it("refuses binary data with a text extension", async () => {
      const bytes = Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x01, 0x00, 0x00, 0x00, 0x00, 0x00]);
      const error = await loadDocument(await badFile("program.txt", bytes)).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(QaforgeError);
      expect((error as QaforgeError).code).toBe("binary_document");
      expect((error as QaforgeError).describe()).toContain("program.txt");
    });

    it("reads Latin-1 text rather than refusing it", async () => {
      const doc = await loadDocument(await badFile("latin.txt", Buffer.from("caf\xe9 cr\xe8me br\xfbl\xe9e\n".repeat(20), "latin1")));
      expect(doc.lines[0]).toBe("café crème brûlée");
    });

    it("reads a few Latin-1 bytes as Latin-1, a page in the charset it declares, and valid UTF-8 as UTF-8 whatever it declares", async () => {
      // A no-break space as byte A0 in otherwise plain ASCII: below any share of invalid bytes, still not UTF-8.
      const sparse = Buffer.from(`Chapter\xa02. Issues in Cell Configuration\n${"plain ascii prose\n".repeat(200)}`, "latin1");
      expect((await loadDocument(await badFile("sparse.txt", sparse))).lines[0]).toBe("Chapter\u00a02. Issues in Cell Configuration");
      // A page that declares windows-1251 is read in it (0xE4 0xE0 is "да").
      const cyrillic = Buffer.concat([Buffer.from('<html><head><meta charset="windows-1251"><title>t</title></head><body><p>Answer: '), Buffer.from([0xe4, 0xe0]), Buffer.from(" means yes.</p></body></html>")]);
      expect((await loadDocument(await badFile("page.html", cyrillic))).lines.join("\n")).toContain("Answer: да means yes.");
      // Valid UTF-8 that declares Latin-1 (a common mistake) stays UTF-8.
      const misdeclared = Buffer.from('<html><head><meta http-equiv="Content-Type" content="text/html; charset=ISO-8859-1"></head><body><p>Crème brûlée is a dessert.</p></body></html>', "utf8");
      expect((await loadDocument(await badFile("utf8.html", misdeclared))).lines.join("\n")).toContain("Crème brûlée is a dessert.");
    });

    it("refuses an unknown extension naming the supported ones", async () => {
      const error = (await loadDocument(await badFile("slides.pptx", "x")).catch((e: unknown) => e)) as QaforgeError;
      expect(error.code).toBe("unsupported_format");
      expect(error.message).toContain(".pptx");
      expect(error.message).toContain(".md");
    });

    it("reports a missing file", async () => {
      await expect(loadDocument("/nonexistent/file.txt")).rejects.toMatchObject({ code: "document_not_found" });
    });
  });
});
