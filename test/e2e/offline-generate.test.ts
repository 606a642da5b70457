import { cp, mkdtemp, readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import type { CorpusGenerationResult, GenerationResult } from "../../src/agents/types.js";
import { proseText } from "../../src/documents/sentences.js";
import { contentWordSet, jaccard, normaliseForMatch } from "../../src/documents/words.js";
import { runCli } from "../support/cli.js";
import { textPdf } from "../support/text-pdf.js";

const example = fileURLToPath(new URL("../../examples/srd-and-science", import.meta.url));

/**
 * The quickstart, as a new user runs it: the offline engine over the bundled example corpus of four formats.
 */
describe("qaforge generate with the offline engine on the example corpus", () => {
  it("accepts real, grounded, distinct questions from every document and records every rejection", async () => {
    const dir = await mkdtemp(join(tmpdir(), "qaforge-quickstart-"));
    await cp(example, dir, { recursive: true });
    const out = join(dir, "questions.json");
    const run = await runCli(["generate", dir, "--target", "4", "--out", out, "--json"]);
    expect(run.code, run.stderr).toBe(0);
    const summary = JSON.parse(run.stdout) as { accepted: number; documents: { total: number; failed: number }; run_id: string };
    expect(summary.documents).toMatchObject({ total: 4, failed: 0 });

    const result = JSON.parse(await readFile(out, "utf8")) as CorpusGenerationResult;
    expect(result.scenario).toBe("rag_eval");
    const sources = new Set(result.questions.map((qa) => qa.source_document));
    expect([...sources].sort()).toEqual(["bmc-hsr-2014.pdf", "pone.0046493.nxml", "scotus-fisher-opinion.txt", "srd-monsters.md"]);
    expect(result.questions.length).toBe(summary.accepted);

    for (const qa of result.questions) {
      expect(qa.question).toMatch(/^(What|Which|Who|Whom|When|Where|How|In|On|At|By|For|According|Is|Are|Was|Were|Did|Does|Do)\b.*\?$/);
      expect(qa.question).not.toContain("____");
      expect(normaliseForMatch(qa.question)).not.toContain(` ${normaliseForMatch(qa.answer)} `);
      // The answer is stated in its evidence lines, which are the document's own lines, read as prose (a word
      // hyphenated at a line end, "segre-" / "gated", reads as one word, as the sentence view reads it).
      const evidence = normaliseForMatch(proseText(qa.evidence.flatMap((e) => e.text.split("\n"))));
      expect(evidence).toContain(normaliseForMatch(qa.answer));
      expect(qa.generation_metadata).toMatchObject({ generator_model: "offline:questioner", validator_model: "offline:reader" });
    }

    // No two accepted questions of a document ask the same thing.
    for (const source of sources) {
      const questions = result.questions.filter((qa) => qa.source_document === source);
      for (let i = 0; i < questions.length; i++) {
        for (let j = i + 1; j < questions.length; j++) {
          const same = normaliseForMatch(questions[i]!.question) === normaliseForMatch(questions[j]!.question);
          const overlap = jaccard(contentWordSet(questions[i]!.question), contentWordSet(questions[j]!.question));
          expect(same || (overlap === 1 && questions[i]!.answer === questions[j]!.answer), `${questions[i]!.question} ~ ${questions[j]!.question}`).toBe(false);
        }
      }
    }

    // stats --results gives each document's GenerationResult, rejected questions with their reasons included.
    const stats = await runCli(["stats", dir, "--json", "--results"]);
    const { results } = JSON.parse(stats.stdout) as { results: GenerationResult[] };
    expect(results).toHaveLength(4);
    expect(results.reduce((sum, r) => sum + r.accepted.length, 0)).toBe(summary.accepted);
    for (const document of results) {
      expect(document.stats.accepted_count).toBe(document.accepted.length);
      expect(document.stats.rejected_count).toBe(document.rejected.length);
      for (const rejected of document.rejected) expect(rejected.rejection_detail.length).toBeGreaterThan(0);
    }
  }, 120_000);

  it("validates by retrieval with --validator-mode retrieval", async () => {
    const dir = await mkdtemp(join(tmpdir(), "qaforge-retrieval-"));
    await cp(join(example, "scotus-fisher-opinion.txt"), join(dir, "scotus-fisher-opinion.txt"));
    const out = join(dir, "questions.json");
    const run = await runCli(["generate", dir, "--target", "3", "--validator-mode", "retrieval", "--out", out, "--json"]);
    expect(run.code, run.stderr).toBe(0);
    const result = JSON.parse(await readFile(out, "utf8")) as CorpusGenerationResult;
    expect(result.questions.length).toBeGreaterThan(0);
    for (const qa of result.questions) expect(normaliseForMatch(qa.generation_metadata.validator_answer ?? "")).toContain(normaliseForMatch(qa.answer));
    const stats = JSON.parse((await runCli(["stats", dir, "--json"])).stdout) as { usage: { role: string; model: string }[] };
    expect(stats.usage.map((u) => `${u.role} ${u.model}`)).toContain("answerer offline:answerer");
  }, 120_000);

  it("names the default output after the corpus, the scenario and the mode, in the working directory", async () => {
    const dir = await mkdtemp(join(tmpdir(), "qaforge-default-out-"));
    await cp(join(example, "srd-monsters.md"), join(dir, "srd-monsters.md"));
    await cp(join(example, "corpus.yaml"), join(dir, "corpus.yaml"));
    const cwd = process.cwd();
    process.chdir(dir);
    try {
      const run = await runCli(["generate", dir, "--target", "1", "--json"]);
      expect(run.code, run.stderr).toBe(0);
      const expected = join(dir, "qaforge-mixed-reference-corpus-monsters-case-law-rag_eval-textual.json");
      expect((JSON.parse(run.stdout) as { output: string }).output).toBe(expected);
      expect((JSON.parse(await readFile(expected, "utf8")) as CorpusGenerationResult).questions).toHaveLength(1);
    } finally {
      process.chdir(cwd);
    }
  }, 120_000);

  it("refuses an unknown validator mode", async () => {
    const run = await runCli(["generate", example, "--validator-mode", "oracle"]);
    expect(run.code).toBe(2);
    expect(run.stderr).toBe('qaforge: --validator-mode must be agent or retrieval, got "oracle"');
  });

  it("is deterministic for a seed (--seed), and a different seed asks differently", async () => {
    const dir = await mkdtemp(join(tmpdir(), "qaforge-seed-"));
    await cp(join(example, "srd-monsters.md"), join(dir, "srd-monsters.md"));
    const questions = async (seed: string, name: string) => {
      const out = join(dir, name);
      const run = await runCli(["generate", dir, "--target", "3", "--seed", seed, "--out", out, "--fresh", "--json"]);
      expect(run.code, run.stderr).toBe(0);
      return (JSON.parse(await readFile(out, "utf8")) as CorpusGenerationResult).questions.map((qa) => qa.question);
    };
    const first = await questions("1", "a.json");
    expect(await questions("1", "b.json")).toEqual(first);
    expect(await questions("2", "c.json")).not.toEqual(first);
  }, 120_000);

  it("says why a PDF whose text layer is glyph codes gives nothing, when it starts and when it ends", async () => {
    const dir = await mkdtemp(join(tmpdir(), "qaforge-glyphs-"));
    const glyphCodes = Array.from({ length: 60 }, (_, i) => `Â³ÝÏ¼Í»¾Ä¾ ÑÒÂ³Ë-Ä] ÃÐÀÚßÄ6 ¼NÄ¾μ·¶ ¾Ä¾μ·Ê³ ¶6å×+Ëg ${i}`);
    await writeFile(join(dir, "vignette.pdf"), textPdf([glyphCodes.slice(0, 30), glyphCodes.slice(30)]));
    const run = await runCli(["generate", dir, "--target", "3", "--out", join(dir, "q.json")]);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stderr).toMatch(/^\[vignette\.pdf\] warning: its text does not read as words \(\d+ % of \d+ tokens are words\)/m);
    expect(run.stderr).toMatch(/^\[vignette\.pdf\] exhausted: 0 accepted \(generator: read all (?:\d+ regions )?of the document; its text does not read as words/m);
  }, 60_000);
});
