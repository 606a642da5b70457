import { execFile } from "node:child_process";
import { copyFile, cp, mkdtemp, readdir, readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { runCli } from "../support/cli.js";
import { fixturePath } from "../support/fixtures.js";
import { textPdf } from "../support/text-pdf.js";

const repoRoot = fileURLToPath(new URL("../..", import.meta.url));

async function corpusWithOneCorruptFile(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), "qaforge-e2e-"));
  await copyFile(fixturePath("text/scotus-fisher-opinion.txt"), join(dir, "opinion.txt"));
  await copyFile(fixturePath("markdown/srd52-monsters_az.md"), join(dir, "monsters.md"));
  await writeFile(join(dir, "corrupt.pdf"), "%PDF-1.7\nthis is not really a pdf\n");
  return dir;
}

describe("qaforge ingest", () => {
  it("prints a table, ingests every good file, and exits non-zero when one failed", async () => {
    const dir = await corpusWithOneCorruptFile();
    const run = await runCli(["ingest", dir]);
    expect(run.code).toBe(1);
    expect(run.stdout).toMatch(/^file\s+format\s+pages\s+lines\s+visuals\s+status$/m);
    expect(run.stdout).toMatch(/^opinion\.txt\s+text\s+41\s+1632\s+0\s+ok$/m);
    expect(run.stdout).toMatch(/^monsters\.md\s+markdown\s+1\s+9088\s+235\s+ok$/m);
    expect(run.stdout).toMatch(/^corrupt\.pdf\s+pdf .*error: corrupt_document$/m);
    expect(run.stderr).toMatch(/^qaforge: corrupt\.pdf: /m);
    expect(run.stderr).not.toMatch(/\bat .*\.ts:\d+/);
    expect((await readdir(join(dir, ".qaforge", "corpus_text"))).sort()).toEqual(["monsters.md.txt", "opinion.txt.txt"]);
  });

  it("--json gives the documented shape, and a rerun comes from the cache", async () => {
    const dir = await corpusWithOneCorruptFile();
    await runCli(["ingest", dir]);
    const run = await runCli(["ingest", dir, "--json"]);
    expect(run.code).toBe(1);
    const report = JSON.parse(run.stdout) as { documents: Record<string, unknown>[] };
    expect(report.documents.map((d) => d.path)).toEqual(["corrupt.pdf", "monsters.md", "opinion.txt"]);
    expect(report.documents[2]).toEqual({
      path: "opinion.txt", format: "text", pages: 41, lines: 1632, visuals: 0, status: "ok", cached: true, error: null, warning: null,
    });
    expect(report.documents[0]).toMatchObject({ status: "error", error: { code: "corrupt_document", message: expect.any(String) } });
  });

  it("warns, naming the file, of a PDF whose text is glyph codes and of a scan with a few words, and still ingests both; a PDF without text is an error that says why", async () => {
    const dir = await mkdtemp(join(tmpdir(), "qaforge-e2e-"));
    const glyphCodes = Array.from({ length: 40 }, (_, i) => `Â³ÝÏ¼Í»¾Ä¾ ÑÒÂ³Ë-Ä] ÃÐÀÚßÄ6 ¼NÄ¾μ·¶ ¾Ä¾μ·Ê³ ¶6å×+Ëg ${i}`);
    await writeFile(join(dir, "glyphs.pdf"), textPdf([glyphCodes.slice(0, 20), glyphCodes.slice(20)]));
    // A scan with a running header its producer left as text: three pages, six words.
    await writeFile(join(dir, "scan.pdf"), textPdf([["Page 1"], ["Page 2"], ["Page 3"]]));
    await writeFile(join(dir, "blank.pdf"), textPdf([[], [], []]));
    await copyFile(fixturePath("text/scotus-fisher-opinion.txt"), join(dir, "opinion.txt"));
    const run = await runCli(["ingest", dir]);
    // A PDF with no text at all is no document: an error that says why; the others are ingested with a warning.
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/^qaforge: blank\.pdf: no text could be extracted from the document \(3 pages without a text layer: a scanned document\?/m);
    expect(run.stdout).toMatch(/^glyphs\.pdf\s+pdf\s+2\s+\d+\s+0\s+ok$/m);
    expect(run.stderr).toMatch(/^qaforge: warning: glyphs\.pdf: its text does not read as words \(\d+ % of \d+ tokens are words\)/m);
    expect(run.stderr).toMatch(/^qaforge: warning: scan\.pdf: 3 pages with only 6 words of text: a scanned document without a text layer\?/m);
    expect(run.stderr).not.toMatch(/opinion\.txt/);
    const json = JSON.parse((await runCli(["ingest", dir, "--json"])).stdout) as { documents: { path: string; warning: string | null }[] };
    expect(json.documents.find((d) => d.path === "scan.pdf")?.warning).toMatch(/only 6 words/);
    expect(json.documents.find((d) => d.path === "opinion.txt")?.warning).toBeNull();
  });

  it("exits 0 when every document is ingested, with --db elsewhere", async () => {
    const dir = await mkdtemp(join(tmpdir(), "qaforge-e2e-"));
    await cp(fixturePath("email/enron_mail/allen-p"), join(dir, "mail"), { recursive: true });
    const db = join(dir, "elsewhere.db");
    const run = await runCli(["ingest", dir, "--db", db, "--json"]);
    expect(run.code).toBe(0);
    const report = JSON.parse(run.stdout) as { documents: { format: string }[]; database: string };
    expect(report.documents.length).toBeGreaterThan(5);
    expect(report.documents.every((d) => d.format === "email")).toBe(true);
    expect(report.database).toBe(db);
  });

  it("a missing path is one line and exit 2", async () => {
    const run = await runCli(["ingest", "/no/such/folder"]);
    expect(run.code).toBe(2);
    expect(run.stderr).toBe("qaforge: /no/such/folder: no such file or folder");
  });
});

describe("qaforge tools", () => {
  const monsters = fixturePath("markdown/srd52-monsters_az.md");

  it("read_lines prints numbered lines as the model sees them", async () => {
    const run = await runCli(["tools", monsters, "read_lines", "3", "5"]);
    expect(run.code).toBe(0);
    expect(run.stdout).toBe("Lines 3-5 of 9088\n   3\t## Aboleth\n   4\t\n   5\t*Large Aberration, Lawful Evil*");
  });

  it("search with --regex, --ignore-case, --context and --max, and --json", async () => {
    const run = await runCli(["tools", monsters, "search", "armor class:\\*\\* 1[0-2]\\b", "--regex", "--ignore-case", "--context", "0", "--max", "2", "--json"]);
    expect(run.code).toBe(0);
    const result = JSON.parse(run.stdout) as { matches: { line: number; text: string }[]; total: number; truncated: boolean };
    expect(result.matches).toHaveLength(2);
    expect(result.total).toBeGreaterThan(2);
    expect(result.truncated).toBe(true);
    for (const match of result.matches) expect(match.text).toMatch(/Armor Class:\*\* 1[0-2]\b/);
  });

  it("an invalid regex is reported as the model would see it, with exit 1", async () => {
    const run = await runCli(["tools", monsters, "search", "(", "--regex"]);
    expect(run.code).toBe(1);
    expect(run.stdout).toContain("invalid regular expression");
  });

  it("view_page on a text document is not applicable; list_visual_content lists tables", async () => {
    expect((await runCli(["tools", monsters, "view_page", "1"])).stdout).toContain("not applicable");
    const visuals = await runCli(["tools", monsters, "list_visual_content", "--json"]);
    expect(JSON.parse(visuals.stdout)).toMatchObject({ count: 235, visuals: expect.any(Array) });
  });

  it("bad arguments are one clear line with exit 2", async () => {
    const unknown = await runCli(["tools", monsters, "summarise"]);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toBe('qaforge: unknown tool "summarise"; the tools are read_lines, search, view_page, list_visual_content');
    const notNumber = await runCli(["tools", monsters, "read_lines", "ten"]);
    expect(notNumber.stderr).toBe('qaforge: read_lines <start> [end]: start must be a whole number, got "ten"');
  });
});

describe("a document from the ingest cache", () => {
  it("still renders its pages: view_page on an ingested PDF writes a PNG", async () => {
    const dir = await mkdtemp(join(tmpdir(), "qaforge-e2e-"));
    await copyFile(fixturePath("pdf/sample_pdf_3.pdf"), join(dir, "sample.pdf"));
    expect((await runCli(["ingest", dir])).code).toBe(0);
    const png = join(dir, "page1.png");
    const run = await runCli(["tools", join(dir, "sample.pdf"), "view_page", "1", "--out", png]);
    expect(run.code, run.stdout).toBe(0);
    expect(run.stdout).toMatch(/^Page 1 of \d+ rendered as a \d+x\d+ image/);
    expect((await readFile(png)).subarray(1, 4).toString()).toBe("PNG");
  });
});

describe("the installed bin", () => {
  it("runs from dist/ as `qaforge` (built by npm install)", async () => {
    const { stdout } = await promisify(execFile)("node", [join(repoRoot, "bin/qaforge.js"), "tools", monsters(), "read_lines", "1", "1"]);
    expect(stdout.trim()).toBe("Lines 1-1 of 9088\n   1\t# Monsters A–Z");
  });
});

function monsters(): string {
  return fixturePath("markdown/srd52-monsters_az.md");
}
