import { mkdtemp, readFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { runBuiltCli, type CliRun } from "../support/cli.js";
import { fixturePath } from "../support/fixtures.js";

const pdf = fixturePath("pdf/bmc-hsr-2014.pdf");
const opinion = fixturePath("text/scotus-fisher-opinion.txt");

interface Line {
  line: number;
  page: number | null;
  text: string;
}
interface SearchJson {
  pattern: string;
  regex: boolean;
  ignore_case: boolean;
  total: number;
  matches: (Line & { before: { line: number; text: string }[]; after: { line: number; text: string }[] })[];
  truncated: boolean;
  error: { code: string; message: string } | null;
}
interface ReadLinesJson {
  start: number;
  end: number;
  total: number;
  lines: Line[];
  truncated: boolean;
  notes: string[];
  error: { code: string; message: string } | null;
}

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "qaforge-tools-json-"));
});

/** `qaforge tools …` through the built CLI, as a script would call it. */
function tools(args: string[]): Promise<CliRun> {
  return runBuiltCli(["tools", ...args, "--db", join(dir, "qaforge.db")]);
}

async function json<T>(args: string[]): Promise<T> {
  const run = await tools([...args, "--json"]);
  expect(run.code, run.stderr).toBe(0);
  return JSON.parse(run.stdout) as T;
}

describe("qaforge tools --json", () => {
  it("search on form-feed pages: matches with line, page and context lines, the total, and truncated past --max", async () => {
    const result = await json<SearchJson>([opinion, "search", "strict scrutiny", "--context", "1", "--max", "3"]);
    expect(result).toMatchObject({ pattern: "strict scrutiny", regex: false, ignore_case: false, total: 27, truncated: true, error: null });
    expect(result.matches.map((match) => [match.line, match.page])).toEqual([
      [42, 1],
      [63, 2],
      [74, 2],
    ]);
    const [first] = result.matches;
    expect(first!.text).toContain("strict scrutiny");
    expect(first!.before).toEqual([{ line: 41, text: expect.stringContaining("Held: Because the Fifth Circuit") }]);
    expect(first!.after).toEqual([{ line: 43, text: expect.stringContaining("Bakke, 438 U. S. 265") }]);

    const all = await json<SearchJson>([opinion, "search", "strict scrutiny", "--context", "0", "--max", "50"]);
    expect(all).toMatchObject({ total: 27, truncated: false });
    expect(all.matches).toHaveLength(27);
    expect(all.matches[0]).toMatchObject({ before: [], after: [] });
  });

  it("search on a PDF: real pages, and the human output is still the model's text", async () => {
    const result = await json<SearchJson>([pdf, "search", "Kamuzu Central Hospital", "--context", "0"]);
    expect(result.total).toBeGreaterThan(1);
    expect(result.truncated).toBe(false);
    for (const match of result.matches) {
      expect(match.text).toContain("Kamuzu Central Hospital");
      expect(match.page).toBeGreaterThanOrEqual(1);
      expect(match.page).toBeLessThanOrEqual(10);
    }
    const human = await tools([pdf, "search", "Kamuzu Central Hospital", "--context", "0"]);
    expect(human.stdout).toMatch(new RegExp(`^${result.total} matching lines for text "Kamuzu Central Hospital"; showing ${result.matches.length}\\.$`, "m"));
    expect(human.stdout).toContain(`--- line ${result.matches[0]!.line}, page ${result.matches[0]!.page}`);
  });

  it("read_lines: numbered lines with pages across a page break, and truncated at the per-call limit", async () => {
    const opening = await json<ReadLinesJson>([opinion, "read_lines", "49", "50"]);
    expect(opening).toMatchObject({ start: 49, end: 50, total: 1632, truncated: false, notes: [], error: null });
    expect(opening.lines.map(({ line, page }) => [line, page])).toEqual([
      [49, 1],
      [50, 2],
    ]);
    expect(opening.lines[1]!.text).toContain("FISHER v. UNIVERSITY OF TEXAS AT AUSTIN");

    const long = await json<ReadLinesJson>([pdf, "read_lines", "1"]);
    expect(long).toMatchObject({ start: 1, end: 200, total: 784, truncated: true });
    expect(long.lines).toHaveLength(200);
    expect(long.lines.map((line) => line.line)).toEqual(Array.from({ length: 200 }, (_, index) => index + 1));
    const pages = long.lines.map((line) => line.page!);
    expect(pages[0]).toBe(1);
    expect(pages[199]).toBeGreaterThan(1);
    expect([...pages].sort((a, b) => a - b)).toEqual(pages);
    expect(long.notes.join(" ")).toContain("read_lines(start_line=201)");
  });

  it("list_visual_content: the manifest and its count", async () => {
    const result = await json<{ count: number; visuals: Record<string, unknown>[] }>([pdf, "list_visual_content"]);
    expect(result.count).toBe(4);
    expect(result.visuals).toHaveLength(4);
    expect(result.visuals[0]).toEqual({
      type: "table",
      label: "Table 1",
      page: 4,
      line: 250,
      end_line: 250,
      caption: "Table 1 Patient-provider relationship during consultation",
      box: { x: expect.any(Number), y: expect.any(Number), width: expect.any(Number), height: expect.any(Number) },
      source: null,
    });
  });

  it("view_page: the page's metadata and where the PNG went", async () => {
    const out = join(dir, "page3.png");
    const result = await json<Record<string, unknown>>([pdf, "view_page", "3", "--out", out]);
    const png = await readFile(out);
    expect(result).toEqual({ page: 3, status: "rendered", width: expect.any(Number), height: expect.any(Number), bytes: png.length, reason: null, out, error: null });
    expect(png.subarray(1, 4).toString()).toBe("PNG");
    expect(png.readUInt32BE(16)).toBe(result.width);

    const text = await json<Record<string, unknown>>([opinion, "view_page", "2"]);
    expect(text).toMatchObject({ page: 2, status: "not_applicable", width: null, out: null, error: null });
  });

  it("a call the tool refuses is JSON too, with its error code, and exit 1", async () => {
    const badRegex = await tools([opinion, "search", "(", "--regex", "--json"]);
    expect(badRegex.code).toBe(1);
    expect(JSON.parse(badRegex.stdout)).toMatchObject({ total: 0, matches: [], error: { code: "invalid_pattern", message: expect.stringContaining("invalid regular expression") } });
    const pastEnd = await tools([pdf, "view_page", "11", "--json"]);
    expect(pastEnd.code).toBe(1);
    expect(JSON.parse(pastEnd.stdout)).toMatchObject({ page: 11, status: "error", out: null, error: { code: "page_out_of_range" } });
  });
});
