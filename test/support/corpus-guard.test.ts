import { existsSync } from "node:fs";
import { mkdir, mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ingest } from "../../src/api/ingest.js";
import { GUARDED_DOCUMENT_FOLDERS, guardDocumentFolders, qaforgeFoldersUnder, qaforgeWrites } from "./corpus-guard.js";
import { fixturePath } from "./fixtures.js";
import { copyToTempCorpus } from "./temp-corpus.js";

describe("the guard against tests writing into document folders", () => {
  it("names a .qaforge folder that appeared and one whose files changed, and nothing else", async () => {
    const root = await mkdtemp(join(tmpdir(), "qaforge-guard-"));
    await mkdir(join(root, "jats", ".qaforge"), { recursive: true });
    await writeFile(join(root, "jats", ".qaforge", "qaforge.db"), "old");
    await mkdir(join(root, "text"), { recursive: true });
    const before = qaforgeFoldersUnder([root]);
    expect(qaforgeWrites(before, qaforgeFoldersUnder([root]))).toEqual([]);

    await mkdir(join(root, "text", ".qaforge", "corpus_text"), { recursive: true });
    await writeFile(join(root, "text", ".qaforge", "corpus_text", "a.txt"), "a");
    await writeFile(join(root, "jats", ".qaforge", "qaforge.db"), "written again");
    const written = qaforgeWrites(before, qaforgeFoldersUnder([root]));
    expect(written).toEqual([`${join(root, "jats", ".qaforge")} (qaforge.db written)`, `${join(root, "text", ".qaforge")} (new)`]);
  });

  it("guards the shared corpora, the examples and the fixtures; its teardown throws when one was written", async () => {
    expect(GUARDED_DOCUMENT_FOLDERS.map((folder) => folder.split("/").slice(-2).join("/"))).toEqual(["shared/corpora", `${GUARDED_DOCUMENT_FOLDERS[1]!.split("/").at(-2)}/examples`, "test/fixtures"]);
    const root = await mkdtemp(join(tmpdir(), "qaforge-guard-"));
    const teardown = guardDocumentFolders([root]);
    expect(teardown).not.toThrow();
    await mkdir(join(root, "jats", ".qaforge"), { recursive: true });
    expect(teardown).toThrow(/jats\/\.qaforge \(new\)[\s\S]*copyToTempCorpus/);
  });

  it("copyToTempCorpus lets a command write its run folder beside the copies, never beside the originals", async () => {
    const original = fixturePath("jats/pone.0046493.nxml");
    const corpus = await copyToTempCorpus([original, fixturePath("text/scotus-fisher-opinion.txt")]);
    const report = await ingest(corpus);
    expect(report.entries).toHaveLength(2);
    expect(report.failed).toBe(0);
    expect(existsSync(join(corpus, ".qaforge", "qaforge.db"))).toBe(true);
    expect(existsSync(join(fixturePath("jats"), ".qaforge"))).toBe(false);
  });
});
