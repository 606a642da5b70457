import { copyFile, mkdir, mkdtemp, readFile, symlink, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { fixturePath } from "../../test/support/fixtures.js";
import type { DocumentFormat } from "../documents/document.js";
import { loadDocument } from "../documents/load.js";
import { readLines } from "../documents/tools.js";
import { discoverCorpus } from "./discover.js";
import { exportDocumentText, exportName } from "./export.js";
import { contentCacheKey, ingestCorpus, type CachedContent, type DocumentCache, type IngestEntry } from "./ingest.js";
import { CorpusTools } from "./tools.js";

class MemoryCache implements DocumentCache {
  readonly contents = new Map<string, { format: DocumentFormat; content: CachedContent }>();
  readonly records: IngestEntry[] = [];
  gets = 0;
  getContent(hash: string) {
    this.gets++;
    return this.contents.get(hash);
  }
  putContent(hash: string, format: DocumentFormat, content: CachedContent) {
    this.contents.set(hash, { format, content });
  }
  recordIngest(_root: string, entry: IngestEntry) {
    this.records.push(entry);
  }
}

async function makeCorpus(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), "qaforge-corpus-"));
  await copyFile(fixturePath("text/scotus-fisher-opinion.txt"), join(dir, "opinion.txt"));
  await mkdir(join(dir, "games"));
  await writeFile(join(dir, "games", "notes.md"), "# Notes\n\nThe owlbear has 59 hit points.\n");
  await writeFile(join(dir, "corpus.yaml"), "name: x\n");
  await writeFile(join(dir, ".hidden.txt"), "secret\n");
  await mkdir(join(dir, ".qaforge"));
  await writeFile(join(dir, ".qaforge", "cached.txt"), "not a document\n");
  await writeFile(join(dir, "broken.txt"), Buffer.from([0, 1, 2, 3, 0, 0, 7]));
  await writeFile(join(dir, "empty.md"), "");
  await writeFile(join(dir, "slides.pptx"), "PK");
  return dir;
}

describe("discoverCorpus", () => {
  it("lists documents in a stable order, skipping hidden files, qaforge's folder and config files", async () => {
    const dir = await makeCorpus();
    const discovery = await discoverCorpus(dir);
    expect(discovery.files.map((f) => f.relativePath)).toEqual(["broken.txt", "empty.md", "games/notes.md", "opinion.txt", "slides.pptx"]);
    expect(discovery.files.find((f) => f.relativePath === "slides.pptx")?.format).toBeUndefined();
    expect(discovery.files.find((f) => f.relativePath === "games/notes.md")?.format).toBe("markdown");
  });

  it("finds maildir messages by their headers", async () => {
    const discovery = await discoverCorpus(fixturePath("email/enron_mail"));
    expect(discovery.files).toHaveLength(43);
    expect(discovery.files.every((f) => f.format === "email")).toBe(true);
  });

  it("does not follow a symlink that leaves the corpus", async () => {
    const dir = await makeCorpus();
    const outside = await mkdtemp(join(tmpdir(), "qaforge-outside-"));
    await writeFile(join(outside, "secret.txt"), "outside the corpus\n");
    await symlink(join(outside, "secret.txt"), join(dir, "link.txt"));
    await symlink(join(dir, "opinion.txt"), join(dir, "inside-link.txt"));
    const paths = (await discoverCorpus(dir)).files.map((f) => f.relativePath);
    expect(paths).not.toContain("link.txt");
    expect(paths).toContain("inside-link.txt");
  });
});

describe("ingestCorpus", () => {
  it("ingests the good documents and records a clear error for each bad one", async () => {
    const dir = await makeCorpus();
    const cache = new MemoryCache();
    const result = await ingestCorpus(dir, { cache });
    const byPath = Object.fromEntries(result.entries.map((e) => [e.path, e]));
    expect(byPath["opinion.txt"]).toMatchObject({ status: "ok", format: "text", pages: 41, lines: 1632, visuals: 0 });
    expect(byPath["games/notes.md"]).toMatchObject({ status: "ok", format: "markdown", lines: 3 });
    expect(byPath["broken.txt"]).toMatchObject({ status: "error", error: { code: "binary_document" } });
    expect(byPath["empty.md"]).toMatchObject({ status: "error", error: { code: "empty_document" } });
    expect(byPath["slides.pptx"]).toMatchObject({ status: "error", error: { code: "unsupported_format" } });
    expect(result.failed).toBe(3);
    expect(cache.records).toHaveLength(5);
  });

  it("re-parses only changed files", async () => {
    const dir = await makeCorpus();
    const cache = new MemoryCache();
    await ingestCorpus(dir, { cache });
    expect(cache.contents.size).toBe(2);

    await writeFile(join(dir, "games", "notes.md"), "# Notes\n\nThe owlbear has 60 hit points now.\n");
    const second = await ingestCorpus(dir, { cache });
    const byPath = Object.fromEntries(second.entries.map((e) => [e.path, e]));
    expect(byPath["opinion.txt"]!.cached).toBe(true);
    expect(byPath["games/notes.md"]!.cached).toBe(false);
    expect(cache.contents.size).toBe(3);
  });

  it("extracts again what an earlier revision of the adapters cached: an upgrade never serves stale text", async () => {
    const dir = await makeCorpus();
    const cache = new MemoryCache();
    await ingestCorpus(dir, { cache });
    const [key, entry] = [...cache.contents.entries()].find(([, value]) => value.format === "markdown")!;
    expect(key).toBe(contentCacheKey(key.split("@")[0]!));
    // What an earlier qaforge left under the bare hash, with other lines: not read.
    cache.contents.clear();
    cache.contents.set(key.split("@")[0]!, { ...entry, content: { ...entry.content, lines: ["stale text"] } });
    const second = await ingestCorpus(dir, { cache });
    const notes = second.entries.find((e) => e.path === "games/notes.md")!;
    expect(notes.cached).toBe(false);
    expect(cache.contents.get(key)?.content.lines).toContain("The owlbear has 59 hit points.");
  });

  it("gives a cached document the same lines, pages and visuals as a parsed one", async () => {
    const cache = new MemoryCache();
    const seen: Record<string, { lines: readonly string[]; pages: number[] }> = {};
    const collect = (pass: string) => (document: Awaited<ReturnType<typeof loadDocument>>) => {
      seen[pass] = { lines: document.lines, pages: document.lines.map((_, i) => document.pageOfLine(i + 1)!) };
    };
    await ingestCorpus(fixturePath("text/scotus-fisher-opinion.txt"), { cache, onDocument: collect("first") });
    await ingestCorpus(fixturePath("text/scotus-fisher-opinion.txt"), { cache, onDocument: collect("second") });
    expect(seen.second).toEqual(seen.first);
  });

  it("reports progress for every file", async () => {
    const dir = await makeCorpus();
    const progress: number[] = [];
    await ingestCorpus(dir, { onProgress: ({ done }) => progress.push(done) });
    expect(progress.sort()).toEqual([1, 2, 3, 4, 5]);
  });
});

describe("plain-text export", () => {
  it("keeps read_lines numbering and marks page starts with form feeds", async () => {
    const document = await loadDocument(fixturePath("text/scotus-fisher-opinion.txt"));
    const dir = await mkdtemp(join(tmpdir(), "qaforge-export-"));
    const path = await exportDocumentText(document, "cases/scotus-fisher-opinion.txt", dir);
    expect(path).toBe(join(dir, "cases__scotus-fisher-opinion.txt.txt"));
    const exported = (await readFile(path, "utf8")).split("\n");
    expect(exported[151]).toBe(readLines(document, { start_line: 152, end_line: 152 }).data.lines[0]!.text);
    expect(exported.filter((line) => line.startsWith("\f"))).toHaveLength(40);
    expect(exportName("a/b.md")).toBe("a__b.md.txt");
  });
});

describe("corpus tools", () => {
  async function toolsRoot(): Promise<{ root: string; tools: CorpusTools }> {
    const root = await mkdtemp(join(tmpdir(), "qaforge-ctools-"));
    await writeFile(join(root, "a.txt"), "Enron traded gas.\nThe price was $4.20.\n\fPage two mentions Enron again.\n");
    await mkdir(join(root, "sub"));
    await writeFile(join(root, "sub", "b.txt"), "Nothing here.\nenron in lower case.\n");
    return { root, tools: new CorpusTools(root) };
  }

  it("grep reports file:line across files, with case and glob options", async () => {
    const { tools } = await toolsRoot();
    expect(tools.grep({ pattern: "Enron" }).content).toBe("2 matches:\na.txt:1: Enron traded gas.\na.txt:3: Page two mentions Enron again.");
    expect(tools.grep({ pattern: "enron", ignore_case: true }).content).toContain("sub/b.txt:2: enron in lower case.");
    expect(tools.grep({ pattern: "enron", ignore_case: true, glob: "sub/**" }).content).toBe("1 matches:\nsub/b.txt:2: enron in lower case.");
    expect(tools.grep({ pattern: "\\$\\d+\\.\\d\\d", regex: true }).content).toContain("a.txt:2:");
    expect(tools.grep({ pattern: "(?<=x)", regex: true }).isError).toBe(true);
  });

  it("read, glob, list and count", async () => {
    const { tools } = await toolsRoot();
    expect(tools.read({ file: "sub/b.txt", start_line: 2 }).content).toBe("sub/b.txt lines 2-2 of 2:\n2\tenron in lower case.");
    expect(tools.glob({ pattern: "**/*.txt" }).content).toBe("2 files:\na.txt\nsub/b.txt");
    expect(tools.list({}).content).toMatch(/^\.: 2 entries\na\.txt\t\d+ bytes\nsub\/$/);
    expect(tools.count({ file: "a.txt" }).content).toBe("lines\twords\tfile\n3\t12\ta.txt");
    expect(tools.count({}).content).toContain("5\t18\ttotal");
  });

  it("refuses paths that leave the root: .., absolute paths and symlinks out", async () => {
    const { root, tools } = await toolsRoot();
    const outside = await mkdtemp(join(tmpdir(), "qaforge-secret-"));
    await writeFile(join(outside, "secret.txt"), "TOP SECRET\n");
    await symlink(join(outside, "secret.txt"), join(root, "escape.txt"));
    await symlink(outside, join(root, "escape-dir"));

    for (const attempt of [
      tools.read({ file: "../secret.txt" }),
      tools.read({ file: "sub/../../etc/passwd" }),
      tools.read({ file: "/etc/passwd" }),
      tools.read({ file: "escape.txt" }),
      tools.read({ file: "escape-dir/secret.txt" }),
      tools.list({ path: ".." }),
      tools.count({ file: "/etc/hostname" }),
      tools.glob({ pattern: "../**" }),
    ]) {
      expect(attempt.isError).toBe(true);
      expect(attempt.content).not.toContain("TOP SECRET");
    }
    expect(tools.grep({ pattern: "TOP SECRET" }).content).toContain("No matches");
    expect(tools.read({ file: "escape.txt" }).content).toContain("outside the corpus root");
  });
});
