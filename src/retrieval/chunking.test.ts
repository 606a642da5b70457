import { describe, expect, it } from "vitest";
import { createDocument, type Document } from "../documents/document.js";
import { loadDocument } from "../documents/load.js";
import { isQaforgeError } from "../errors.js";
import { fixturePath } from "../../test/support/fixtures.js";
import { chunkTextFromLines, type Chunk } from "./chunk.js";
import { approximateTokens, chunkDocument } from "./chunking.js";

function expectFaithfulChunks(document: Document, chunks: Chunk[], maxChars: number): void {
  expect(chunks.length).toBeGreaterThan(0);
  chunks.forEach((chunk, index) => {
    expect(chunk.documentId).toBe(document.id);
    expect(chunk.chunkNo).toBe(index + 1);
    expect(chunkTextFromLines(document.lines, chunk)).toBe(chunk.text);
    expect(chunk.text.length).toBeLessThanOrEqual(maxChars);
    expect(chunk.text).toBe(chunk.text.trim());
    expect(chunk.text.length).toBeGreaterThan(0);
  });
}

/** Length of the longest suffix of `previous` that is a prefix of `next`. */
function sharedEdge(previous: string, next: string): number {
  for (let length = Math.min(previous.length, next.length); length > 0; length--) {
    if (next.startsWith(previous.slice(previous.length - length))) return length;
  }
  return 0;
}

describe("chunkDocument on the Supreme Court opinion (form-feed pages)", async () => {
  const document = await loadDocument(fixturePath("text/scotus-fisher-opinion.txt"));
  const chunks = chunkDocument(document, { maxSize: 800, overlap: 120 });

  it("reproduces every chunk's text from its line range and respects the size budget", () => {
    expect(document.hasPages).toBe(true);
    expectFaithfulChunks(document, chunks, 800);
  });

  it("never lets a chunk cross a page and gives each chunk its page", () => {
    for (const chunk of chunks) {
      expect(chunk.page).toBe(document.pageOfLine(chunk.startLine));
      expect(document.pageOfLine(chunk.endLine)).toBe(chunk.page);
    }
    const pagesWithText = new Set(chunks.map((chunk) => chunk.page));
    expect(pagesWithText.size).toBe(document.pageCount);
  });

  it("leaves running heads out and finds the outline headings", () => {
    expect(chunks.some((chunk) => /^Cite as: 570 U\. S\./.test(chunk.text))).toBe(false);
    expect(chunks.some((chunk) => /^\d+\s+FISHER v\. UNIVERSITY/.test(chunk.text))).toBe(false);
    const locatedIn = (phrase: string) => chunks.find((chunk) => chunk.text.replace(/\s+/g, " ").includes(phrase));
    expect(locatedIn("Located in Austin, Texas, on the most renowned campus")?.headingPath).toEqual([
      "SUPREME COURT OF THE UNITED STATES",
      "Opinion of the Court",
      "I",
      "A",
    ]);
  });

  it("overlaps consecutive chunks of one section and page, and never overlaps across a page", () => {
    let overlapping = 0;
    for (let index = 1; index < chunks.length; index++) {
      const previous = chunks[index - 1]!;
      const next = chunks[index]!;
      const samePlace = previous.page === next.page && previous.headingPath.join("/") === next.headingPath.join("/");
      const startsBeforePreviousEnds =
        next.startLine < previous.endLine || (next.startLine === previous.endLine && next.startColumn < previous.endColumn);
      if (startsBeforePreviousEnds) {
        expect(samePlace).toBe(true);
        const shared = sharedEdge(previous.text, next.text);
        expect(shared).toBeGreaterThan(0);
        expect(shared).toBeLessThanOrEqual(120);
        overlapping++;
      }
    }
    expect(overlapping).toBeGreaterThan(10);
  });

  it("is deterministic", async () => {
    const again = chunkDocument(await loadDocument(fixturePath("text/scotus-fisher-opinion.txt")), { maxSize: 800, overlap: 120 });
    expect(again).toEqual(chunks);
  });
});

describe("chunkDocument on the Markdown monster manual", async () => {
  const document = await loadDocument(fixturePath("markdown/srd52-monsters_az.md"));
  const chunks = chunkDocument(document, { maxSize: 300, overlap: 40, unit: "tokens" });

  it("reproduces every chunk from its lines and keeps within the token budget", () => {
    expectFaithfulChunks(document, chunks, 1200);
    for (const chunk of chunks) expect(approximateTokens(chunk.text)).toBeLessThanOrEqual(300);
    expect(chunks.every((chunk) => chunk.page === undefined)).toBe(true);
  });

  it("follows the heading tree and keeps heading lines out of chunk text", () => {
    const aboleth = chunks.filter((chunk) => chunk.headingPath[1] === "Aboleth");
    expect(aboleth.map((chunk) => chunk.headingPath.join(" > "))).toEqual(
      expect.arrayContaining([
        "Monsters A–Z > Aboleth",
        "Monsters A–Z > Aboleth > Traits",
        "Monsters A–Z > Aboleth > Actions",
      ]),
    );
    expect(chunks.some((chunk) => /^#{1,6} /m.test(chunk.text))).toBe(false);
    const traits = aboleth.find((chunk) => chunk.headingPath[2] === "Traits")!;
    expect(traits.text).toMatch(/^\*\*\*Amphibious\.\*\*\* The aboleth can breathe air and water\./);
  });

  it("breaks between paragraphs when a section has several that fit", () => {
    const ends = chunks.filter((chunk, index) => chunks[index + 1]?.headingPath.join() === chunk.headingPath.join());
    const atParagraphEnd = ends.filter((chunk) => {
      const line = document.lines[chunk.endLine - 1]!;
      return chunk.endColumn === line.length && (document.lines[chunk.endLine] ?? "").trim() === "";
    });
    expect(atParagraphEnd.length / ends.length).toBeGreaterThan(0.5);
  });
});

describe("chunkDocument on constructed documents", () => {
  const make = (lines: string[], pageStarts?: number[]) =>
    createDocument({ id: "doc", path: "x.txt", format: "text" }, pageStarts ? { lines, pageStarts } : { lines });

  it("splits a long paragraph at sentence ends", () => {
    const sentence = (n: number) => `Sentence number ${n} says something plain about topic ${n}.`;
    const paragraph = Array.from({ length: 40 }, (_, n) => sentence(n + 1)).join(" ");
    const document = make([paragraph]);
    const chunks = chunkDocument(document, { maxSize: 300, overlap: 80 });
    expect(chunks.length).toBeGreaterThan(5);
    for (const chunk of chunks) {
      expect(chunk.text).toMatch(/^Sentence number \d+/);
      expect(chunk.text).toMatch(/\.$/);
      expect(chunk.startLine).toBe(1);
      expect(chunkTextFromLines(document.lines, chunk)).toBe(chunk.text);
    }
    for (let index = 1; index < chunks.length; index++) {
      const shared = sharedEdge(chunks[index - 1]!.text, chunks[index]!.text);
      expect(shared).toBeGreaterThan(0);
      expect(shared).toBeLessThanOrEqual(80);
    }
  });

  it("does not end sentences at abbreviations or initials", () => {
    const text = "See Richmond v. J. A. Croson Co., 488 U. S. 469, 505, for the rule. ".repeat(12).trim();
    const chunks = chunkDocument(make([text]), { maxSize: 200, overlap: 0 });
    for (const chunk of chunks) expect(chunk.text).toMatch(/^See Richmond/);
  });

  it("cuts a text with no spaces at the budget, keeping every character once without overlap", () => {
    const document = make(["x".repeat(1000)]);
    const chunks = chunkDocument(document, { maxSize: 300, overlap: 0 });
    expect(chunks.map((chunk) => chunk.text.length)).toEqual([300, 300, 300, 100]);
    expect(chunks.map((chunk) => chunk.text).join("")).toBe("x".repeat(1000));
  });

  it("takes a line that opens with inline code in triple backticks for prose, so a fence's comment is no heading", () => {
    // primesieve's guide: "```primesieve::iterator``` which lets you …" had flipped the fence state, so the "# …"
    // comment inside the code block after it was read as a section heading.
    const document = createDocument({ id: "doc", path: "x.md", format: "markdown" }, {
      lines: ["# Iterator", "", "The most useful feature is the", "```frob::iterator``` which lets you iterate.", "", "```python", "# Iterate over primes", "x = 1", "```", "", "Closing words."],
    });
    const chunks = chunkDocument(document);
    expect(chunks.every((chunk) => chunk.headingPath.join(" > ") === "Iterator")).toBe(true);
    expect(chunks.map((chunk) => chunk.text).join("\n")).toContain("# Iterate over primes");
  });

  it("starts a new chunk at a page boundary even when both pages fit the budget", () => {
    const document = make(["First page text.", "More first page.", "Second page text."], [1, 3]);
    const chunks = chunkDocument(document);
    expect(chunks.map((chunk) => [chunk.page, chunk.startLine, chunk.endLine])).toEqual([
      [1, 1, 2],
      [2, 3, 3],
    ]);
  });

  it("rejects a size it cannot honour", () => {
    const document = make(["text"]);
    for (const options of [{ maxSize: 0 }, { maxSize: 100, overlap: 60 }, { maxSize: 1.5 }]) {
      let error: unknown;
      try {
        chunkDocument(document, options);
      } catch (caught) {
        error = caught;
      }
      expect(isQaforgeError(error) && error.code).toBe("invalid_argument");
    }
  });
});

describe("chunkDocument on a JATS article", async () => {
  const document = await loadDocument(fixturePath("jats/elife04490.xml"));
  const chunks = chunkDocument(document);

  it("gives each chunk the path of its sections, a long sentence-like title too", () => {
    const stated = chunks.find((chunk) => chunk.text.replace(/\s+/g, " ").includes("LOX2/3 deficiency significantly increased damage from foliar herbivores"));
    expect(stated?.headingPath).toEqual(["Discussion", "LOX2/3 expression has large direct effects on plants, while TPS10 expression has large indirect effects"]);
    expect(chunks.some((chunk) => /^#+ /m.test(chunk.text))).toBe(false);
  });
});
