import { mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { readAnswers } from "./icat.js";
import { researchQueries, researchTemplates } from "./research.js";
import { parseNvidiaSmi, systemMemoryProbe } from "./research-corpus.js";

describe("research's inputs", () => {
  it("takes one query (id q1, with the user's aspects) or a JSONL file whose ids default to their position", async () => {
    expect(await researchQueries({ query: "  Who were the Normans? ", aspects: ["origins"] })).toEqual([{ id: "q1", query: "Who were the Normans?", aspects: ["origins"] }]);
    const dir = await mkdtemp(join(tmpdir(), "qaforge-research-input-"));
    const file = join(dir, "queries.jsonl");
    await writeFile(file, `${JSON.stringify({ id: 7, query: "a" })}\n\n${JSON.stringify({ query: "b", aspects: ["x"] })}\n`);
    expect(await researchQueries({ queriesFile: file })).toEqual([
      { id: "7", query: "a" },
      { id: "q2", query: "b", aspects: ["x"] },
    ]);
  });

  it("rejects with one line naming the place: both inputs, an empty query, a repeated id, a line that is not JSON", async () => {
    const dir = await mkdtemp(join(tmpdir(), "qaforge-research-input-"));
    const file = join(dir, "queries.jsonl");
    await expect(researchQueries({ query: "a", queriesFile: file })).rejects.toMatchObject({ code: "invalid_argument", message: "give either a query or --queries FILE, not both" });
    await expect(researchQueries({ query: " " })).rejects.toMatchObject({ code: "invalid_argument" });
    await writeFile(file, `${JSON.stringify({ id: "a", query: "x" })}\n${JSON.stringify({ id: "a", query: "y" })}\n`);
    await expect(researchQueries({ queriesFile: file })).rejects.toMatchObject({ subject: `${file}:2`, message: 'the id "a" is used twice' });
    await writeFile(file, "{nope\n");
    await expect(researchQueries({ queriesFile: file })).rejects.toMatchObject({ subject: `${file}:1` });
  });

  it("icat reads research_results.json (an array) and JSONL answers alike, naming a bad entry", async () => {
    const dir = await mkdtemp(join(tmpdir(), "qaforge-icat-input-"));
    const array = join(dir, "research_results.json");
    await writeFile(array, JSON.stringify([{ id: "q1", query: "a", answer: "b", aspects: ["c"], citations: [] }]));
    expect(await readAnswers(array)).toEqual([{ id: "q1", query: "a", answer: "b", aspects: ["c"] }]);
    const lines = join(dir, "answers.jsonl");
    await writeFile(lines, `${JSON.stringify({ query: "a", answer: "b" })}\n${JSON.stringify({ query: "a" })}\n`);
    await expect(readAnswers(lines)).rejects.toMatchObject({ subject: `${lines}:2`, message: expect.stringContaining("field answer") });
    await writeFile(lines, `${JSON.stringify({ query: "a", answer: "b" })}\n\n{oops\n`);
    await expect(readAnswers(lines)).rejects.toMatchObject({ subject: `${lines}:3`, message: expect.stringMatching(/^is not a JSON object; expected/) });
  });
});

describe("research's prompt templates", () => {
  it("takes the user's file where the folder has one, the built-in one elsewhere, and names a file missing a placeholder", async () => {
    const dir = await mkdtemp(join(tmpdir(), "qaforge-research-prompts-"));
    await writeFile(join(dir, "research-fact-extractor.txt"), "List the facts of:\n<answer>{{ANSWER}}</answer>\n");
    const templates = await researchTemplates(dir);
    expect(templates.factExtractor.render({ ANSWER: "x" })).toBe("List the facts of:\n<answer>x</answer>\n");
    expect(templates.icat.factExtractor.source).toBe(join(dir, "research-fact-extractor.txt"));
    expect(templates.verifier.source).toMatch(/prompts\/research-verifier\.txt$/);
    await writeFile(join(dir, "research-coverage.txt"), "{{QUERY}} {{ANSWER}}");
    await expect(researchTemplates(dir)).rejects.toMatchObject({ code: "config_invalid", subject: join(dir, "research-coverage.txt"), message: "the research-coverage template must use {{PLAN}}" });
    await expect(researchTemplates(join(dir, "missing"))).rejects.toMatchObject({ code: "config_not_found" });
  });
});

describe("the memory probe", () => {
  it("reads nvidia-smi's CSV as percentages per GPU, skipping lines it cannot read", () => {
    expect(parseNvidiaSmi("0, 4096, 16384\n1, 15000, 16000\nN/A, 1, 2\n")).toEqual([
      { index: 0, percent: 25 },
      { index: 1, percent: 93.75 },
    ]);
  });

  it("reports the RAM in use as a percentage", async () => {
    const reading = await systemMemoryProbe()();
    expect(reading.ramPercent).toBeGreaterThan(0);
    expect(reading.ramPercent).toBeLessThan(100);
  });
});
