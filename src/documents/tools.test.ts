import { describe, expect, it } from "vitest";
import { ToolMessage } from "@langchain/core/messages";
import { fixturePath } from "../../test/support/fixtures.js";
import { createDocument, type Document } from "./document.js";
import { loadDocument } from "./load.js";
import { DEFAULT_TOOL_LIMITS, documentTools, listVisualContent, readLines, searchDocument, viewPage } from "./tools.js";

function syntheticDocument(lines: string[], pageStarts?: number[]): Document {
  return createDocument({ id: "0".repeat(64), path: "synthetic.txt", format: "text" }, { lines, pageStarts });
}

const hundred = Array.from({ length: 100 }, (_, i) => `line number ${i + 1}`);

describe("read_lines", () => {
  it("numbers lines and gives the total", () => {
    const out = readLines(syntheticDocument(hundred), { start_line: 10, end_line: 12 });
    expect(out.data.lines.map((l) => l.line)).toEqual([10, 11, 12]);
    expect(out.content).toContain("Lines 10-12 of 100");
    expect(out.content).toMatch(/^ 11\tline number 11$/m);
  });

  it("clamps out-of-range requests and says so", () => {
    const out = readLines(syntheticDocument(hundred), { start_line: -5, end_line: 500 });
    expect(out.data.start).toBe(1);
    expect(out.data.end).toBe(100);
    expect(out.content).toContain("before the first line");
    expect(out.content).toContain("past the end");
  });

  it("reports a start past the end as an error the model can act on", () => {
    const out = readLines(syntheticDocument(hundred), { start_line: 150 });
    expect(out.error?.code).toBe("line_out_of_range");
    expect(out.data).toMatchObject({ total: 100, lines: [], truncated: false });
    expect(out.content).toContain("between 1 and 100");
  });

  it("limits lines per call and says how to read on", () => {
    const out = readLines(syntheticDocument(hundred), { start_line: 1 }, { ...DEFAULT_TOOL_LIMITS, maxLines: 30 });
    expect(out.data.lines).toHaveLength(30);
    expect(out.data).toMatchObject({ start: 1, end: 30, total: 100, truncated: true });
    expect(out.content).toContain("read_lines(start_line=31)");
  });

  it("limits characters per call", () => {
    const long = Array.from({ length: 50 }, () => "x".repeat(1000));
    const out = readLines(syntheticDocument(long), { start_line: 1, end_line: 50 }, { ...DEFAULT_TOOL_LIMITS, maxChars: 5000 });
    expect(out.data.lines.length).toBeLessThanOrEqual(5);
    expect(out.content).toContain("read_lines(start_line=");
    expect(out.content).toContain("end_line=50");
  });

  it("shows pages for paged documents", async () => {
    const doc = await loadDocument(fixturePath("text/scotus-fisher-opinion.txt"));
    const out = readLines(doc, { start_line: 48, end_line: 52 });
    expect(out.content).toContain("pages 1-2");
    expect(out.data.lines.find((l) => l.line === 50)?.page).toBe(2);
  });

  it("gives structured data beside the model's text: numbered lines with pages, the range shown, whether it was cut", async () => {
    const doc = await loadDocument(fixturePath("text/scotus-fisher-opinion.txt"));
    const out = readLines(doc, { start_line: 49, end_line: 50 });
    expect(out.data).toEqual({
      start: 49,
      end: 50,
      total: 1632,
      lines: [
        { line: 49, page: 1, text: doc.lines[48] },
        { line: 50, page: 2, text: doc.lines[49] },
      ],
      truncated: false,
      notes: [],
    });
    expect(out.error).toBeUndefined();
    expect(readLines(syntheticDocument(hundred), { start_line: 1, end_line: 1 }).data.lines).toEqual([{ line: 1, page: null, text: "line number 1" }]);
  });
});

describe("search", () => {
  const doc = syntheticDocument(["Alpha beta", "gamma DELTA", "alpha again", "nothing", "delta end"], [1, 3]);

  it("finds literal text with line, page and context", () => {
    const out = searchDocument(doc, { pattern: "alpha", context_lines: 1 });
    expect(out.data.matches.map((m) => m.line)).toEqual([3]);
    expect(out.data.matches[0]!.page).toBe(2);
    expect(out.data.matches[0]!.before).toEqual([{ line: 2, text: "gamma DELTA" }]);
    expect(out.data.matches[0]!.after).toEqual([{ line: 4, text: "nothing" }]);
  });

  it("gives structured data beside the model's text: matches with pages and context, the total, whether some were left out", () => {
    const out = searchDocument(doc, { pattern: "delta", ignore_case: true, context_lines: 1, max_results: 1 });
    expect(out.data).toEqual({
      pattern: "delta",
      regex: false,
      ignore_case: true,
      total: 2,
      matches: [{ line: 2, page: 1, text: "gamma DELTA", before: [{ line: 1, text: "Alpha beta" }], after: [{ line: 3, text: "alpha again" }] }],
      truncated: true,
    });
    const unpaged = searchDocument(syntheticDocument(hundred), { pattern: "number 7", context_lines: 0 });
    expect(unpaged.data.matches[0]).toEqual({ line: 7, page: null, text: "line number 7", before: [], after: [] });
    expect(unpaged.data).toMatchObject({ total: 11, truncated: false });
  });

  it("keeps the model's text as it was", () => {
    const out = searchDocument(doc, { pattern: "delta", ignore_case: true, context_lines: 1, max_results: 1 });
    expect(out.content).toBe(
      [
        '2 matching lines for text "delta" (ignoring case); showing 1.',
        "--- line 2, page 1",
        "1  Alpha beta",
        "2> gamma DELTA",
        "3  alpha again",
        "[1 more matches not shown (limit 1 results or output size); narrow the pattern, or read on from line 3 with read_lines.]",
      ].join("\n"),
    );
  });

  it("can ignore case", () => {
    const out = searchDocument(doc, { pattern: "delta", ignore_case: true });
    expect(out.data.matches.map((m) => m.line)).toEqual([2, 5]);
  });

  it("treats regex metacharacters literally unless regex is set", () => {
    expect(searchDocument(doc, { pattern: "a.*n" }).data.total).toBe(0);
    expect(searchDocument(doc, { pattern: "a.*n", regex: true }).data.matches.map((m) => m.line)).toEqual([3, 5]);
  });

  it("rejects an invalid regex with a message the model can act on", () => {
    const out = searchDocument(doc, { pattern: "(unclosed", regex: true });
    expect(out.error?.code).toBe("invalid_pattern");
    expect(out.error?.message).toContain("invalid regular expression");
    expect(out.content).toContain("invalid regular expression");
    expect(out.content).toContain("regex=false");
    const lookahead = searchDocument(doc, { pattern: "a(?=b)", regex: true });
    expect(lookahead.content).toContain("no lookaround");
  });

  it("returns promptly on a catastrophic-backtracking pattern", () => {
    // (a+)+$ against "aaaa…!" takes exponential time in a backtracking engine; RE2 is linear.
    const evil = syntheticDocument([`${"a".repeat(40_000)}!`, "b"]);
    const started = process.hrtime.bigint();
    const out = searchDocument(evil, { pattern: "(a+)+$", regex: true });
    const elapsedMs = Number(process.hrtime.bigint() - started) / 1e6;
    expect(out.data.total).toBe(0);
    // A backtracking engine would not finish this within the test timeout at all; this bound is generous.
    expect(elapsedMs).toBeLessThan(5_000);
  });

  it("bounds output by result count and size", () => {
    const many = syntheticDocument(Array.from({ length: 500 }, (_, i) => `needle ${i} ${"pad ".repeat(50)}`));
    const out = searchDocument(many, { pattern: "needle", max_results: 1000, context_lines: 50 });
    expect(out.data.total).toBe(500);
    expect(out.data.matches.length).toBeLessThanOrEqual(DEFAULT_TOOL_LIMITS.maxResults);
    expect(out.data.matches[0]!.before.length + out.data.matches[0]!.after.length).toBeLessThanOrEqual(
      DEFAULT_TOOL_LIMITS.maxContextLines * 2,
    );
    expect(out.content.length).toBeLessThan(DEFAULT_TOOL_LIMITS.maxChars + 5_000);
    expect(out.content).toContain("more matches not shown");
  });

  it("says clearly when nothing matches", () => {
    const out = searchDocument(doc, { pattern: "zeta" });
    expect(out.data.total).toBe(0);
    expect(out.content).toContain("No matches");
  });

  it("rejects an empty pattern", () => {
    expect(searchDocument(doc, { pattern: "" }).error?.code).toBe("invalid_pattern");
  });
});

describe("view_page and list_visual_content on text formats", () => {
  it("view_page is not applicable for a single-page text document", async () => {
    const out = await viewPage(syntheticDocument(hundred), { page_number: 1 });
    expect(out.data.status).toBe("not_applicable");
    expect(out.artifact).toBeUndefined();
  });

  it("view_page is not applicable for form-feed pages of plain text, and names the page's first line", async () => {
    const doc = await loadDocument(fixturePath("text/scotus-fisher-opinion.txt"));
    const out = await viewPage(doc, { page_number: 2 });
    expect(out.data.status).toBe("not_applicable");
    expect(out.content).toContain("starts at line 50");
  });

  it("view_page reports a page out of range as an error", async () => {
    const doc = await loadDocument(fixturePath("text/scotus-fisher-opinion.txt"));
    const out = await viewPage(doc, { page_number: 999 });
    expect(out.error?.code).toBe("page_out_of_range");
    expect(out.data).toMatchObject({ page: 999, status: "error", width: null, height: null, bytes: null });
    expect(out.content).toContain(`the document has ${doc.pageCount} pages`);
  });

  it("list_visual_content is empty for plain text", async () => {
    const doc = await loadDocument(fixturePath("text/scotus-fisher-opinion.txt"));
    const out = listVisualContent(doc);
    expect(out.data).toEqual({ count: 0, visuals: [] });
    expect(out.content).toContain("no figures");
  });

  it("list_visual_content lists Markdown tables with lines", async () => {
    const doc = await loadDocument(fixturePath("markdown/srd52-monsters_az.md"));
    const out = listVisualContent(doc);
    expect(out.data.visuals.length).toBeGreaterThan(100);
    expect(out.content).toMatch(/^1\. table "Table 1" \(line \d+-\d+\)/m);
  });

  it("list_visual_content gives the manifest as data, every field present, null where unknown", () => {
    const doc = createDocument(
      { id: "2".repeat(64), path: "atlas.pdf", format: "pdf" },
      {
        lines: ["Figure 1. Rainfall by month.", "Table 1. Rivers.", "Danube | 2850"],
        pageStarts: [1, 2],
        visuals: [
          { type: "figure", page: 1, line: 1, label: "Figure 1", caption: "Rainfall by month.", box: { x: 1, y: 2, width: 3, height: 4 } },
          { type: "table", page: 2, line: 2, endLine: 3 },
        ],
      },
    );
    const out = listVisualContent(doc);
    expect(out.data).toEqual({
      count: 2,
      visuals: [
        { type: "figure", label: "Figure 1", page: 1, line: 1, end_line: 1, caption: "Rainfall by month.", box: { x: 1, y: 2, width: 3, height: 4 }, source: null },
        { type: "table", label: null, page: 2, line: 2, end_line: 3, caption: null, box: null, source: null },
      ],
    });
    expect(out.content).toBe('2 visual elements (1 figure, 1 table):\n1. figure "Figure 1" (page 1, line 1): Rainfall by month.\n2. table (page 2, line 2-3)');
  });
});

describe("view_page with a renderer", () => {
  const png = Buffer.from("89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a5f0c1f20000000049454e44ae426082", "hex");
  const paged = createDocument(
    { id: "1".repeat(64), path: "paged.pdf", format: "pdf" },
    {
      lines: ["page one", "page two", "page three"],
      pageStarts: [1, 2, 3],
      render: async (page) => {
        if (page === 2) throw new Error("operator list is damaged");
        return { kind: "png", png, width: 1, height: 1, scale: 1 };
      },
    },
  );

  it("returns the image as an artifact and a short text for the model", async () => {
    const out = await viewPage(paged, { page_number: 1 });
    expect(out.data).toEqual({ page: 1, status: "rendered", width: 1, height: 1, bytes: png.length, reason: null });
    expect(out.artifact?.base64).toBe(png.toString("base64"));
    expect(out.content).toContain("Page 1 of 3");
    expect(out.content).not.toContain(png.toString("base64"));
  });

  it("tells the agent to try a different page when a page cannot be rendered", async () => {
    const out = await viewPage(paged, { page_number: 2 });
    expect(out.error?.code).toBe("render_failed");
    expect(out.data).toMatchObject({ page: 2, status: "error", width: null });
    expect(out.content).toContain("try a different page");
  });

  it("the LangChain tool carries the image as a ToolMessage artifact", async () => {
    const viewTool = documentTools(paged).find((t) => t.name === "view_page")!;
    const message = await viewTool.invoke({ id: "call_1", name: "view_page", args: { page_number: 3 }, type: "tool_call" });
    expect(message).toBeInstanceOf(ToolMessage);
    expect((message as ToolMessage).artifact).toMatchObject({ type: "image", page: 3, mimeType: "image/png" });
    expect(String((message as ToolMessage).content)).toContain("Page 3 of 3");
  });
});

describe("documentTools", () => {
  it("builds the four tools of spec 000 with schemas", async () => {
    const tools = documentTools(syntheticDocument(hundred));
    expect(tools.map((t) => t.name)).toEqual(["read_lines", "search", "view_page", "list_visual_content"]);
    const read = tools[0]!;
    expect(await read.invoke({ start_line: 2, end_line: 3 })).toContain("line number 3");
    await expect(read.invoke({ start_line: "two" } as never)).rejects.toThrow();
  });

  it("can leave tools out", () => {
    const tools = documentTools(syntheticDocument(hundred), { include: ["read_lines", "search"] });
    expect(tools.map((t) => t.name)).toEqual(["read_lines", "search"]);
  });
});
