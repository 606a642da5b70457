import { AIMessage, HumanMessage, type BaseMessage } from "@langchain/core/messages";
import { existsSync } from "node:fs";
import { mkdtemp, readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { generate } from "../../src/api/generate.js";
import { listRuns, runStatistics } from "../../src/api/runs.js";
import type { CorpusGenerationResult } from "../../src/agents/types.js";
import { runCli } from "../support/cli.js";
import { fakeModel, type FakeBuiltModel } from "../support/scripted-model.js";

/** Facts per document: question, answer, and the 1-based line that states it. */
const FACTS: Record<string, [string, string, number][]> = {
  "owlbear.md": [
    ["What is the Armor Class of the Owlbear?", "13", 3],
    ["How many hit points does the Owlbear have?", "59", 4],
    ["What is the Owlbear's walking speed?", "40 ft.", 5],
  ],
  "river.txt": [
    ["How long is the Danube?", "2,850 km", 1],
    ["Into which sea does the Danube flow?", "the Black Sea", 2],
  ],
};

async function corpus(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), "qaforge-gen-"));
  await writeFile(join(dir, "owlbear.md"), "## Owlbear\n\n- **Armor Class:** 13\n- **Hit Points:** 59\n- **Speed:** 40 ft.\n");
  await writeFile(join(dir, "river.txt"), "The Danube is 2,850 km long.\nIt flows into the Black Sea.\n");
  await writeFile(
    join(dir, "corpus.yaml"),
    "name: Test corpus\ncorpus_context: Bestiary entries and geography notes.\nscenarios:\n  facts:\n    name: Facts\n    description: Short factual questions.\n",
  );
  return dir;
}

const textOf = (message: BaseMessage) => (typeof message.content === "string" ? message.content : JSON.stringify(message.content));
const task = (messages: BaseMessage[]) => textOf(messages.find((m) => m instanceof HumanMessage)!);

/** A generator that submits the next fact of its document not yet accepted or rejected. */
function factGenerator(calls: string[] = []): FakeBuiltModel {
  const model = fakeModel();
  for (let i = 0; i < 200; i++) {
    model.respond((messages) => {
      const text = task(messages);
      const path = /<document path="([^"]+)"/.exec(text)![1]!;
      calls.push(path);
      const fact = FACTS[path]!.find(([question]) => !text.includes(`- ${question}`));
      if (!fact) return new AIMessage({ content: "", tool_calls: [{ id: `x${i}`, name: "report_exhausted", args: { reason: "all facts used" } }] });
      const [question, answer, line] = fact;
      return new AIMessage({
        content: "",
        tool_calls: [{ id: `g${i}`, name: "submit_qa", args: { question, answer, evidence: [{ start_line: line, end_line: line }] } }],
        usage_metadata: { input_tokens: 1000, output_tokens: 50, total_tokens: 1050 },
      });
    });
  }
  return model;
}

/** What an agreeing validator says: the fact's answer in the answer phase, agreement in the verdict phase. */
function validatorReply(messages: BaseMessage[], i: number): AIMessage {
  const last = textOf(messages[messages.length - 1]!);
  if (last.includes("<reference_answer>")) {
    return new AIMessage({
      content: "",
      tool_calls: [{ id: `v${i}`, name: "submit_verdict", args: { matches_reference: true, trivial: false, ambiguous: false, relevant: true, detail: "same" } }],
    });
  }
  const question = /<question>(.*)<\/question>/.exec(task(messages))![1]!;
  const answer = Object.values(FACTS).flat().find(([q]) => q === question)![1];
  return new AIMessage({ content: "", tool_calls: [{ id: `a${i}`, name: "submit_answer", args: { answerable: true, answer, evidence: [{ start_line: 1, end_line: 1 }] } }] });
}

function agreeingValidator(): FakeBuiltModel {
  const model = fakeModel();
  for (let i = 0; i < 400; i++) model.respond((messages) => validatorReply(messages, i));
  return model;
}

function uniqueDeduplicator(): FakeBuiltModel {
  const model = fakeModel();
  for (let i = 0; i < 400; i++) model.respond(new AIMessage({ content: "", tool_calls: [{ id: `d${i}`, name: "dedup_decision", args: { duplicate: false } }] }));
  return model;
}

describe("generate over a corpus", () => {
  it("processes every document and writes the CorpusGenerationResult JSON of spec 000", async () => {
    const dir = await corpus();
    const out = join(dir, "out", "questions.json");
    const [generator, validator, deduplicator] = [factGenerator(), agreeingValidator(), uniqueDeduplicator()];
    const summary = await generate(dir, {
      target: 2,
      out,
      // One candidate at a time: this scripted generator writes the first fact not yet accepted, so candidates
      // written together would repeat each other (the concurrency tests cover that).
      perDocumentConcurrency: 1,
      models: { generator, validator, deduplicator },
    });
    expect(summary).toMatchObject({ status: "completed", accepted: 4, rejected: 0, documents: { total: 2, completed: 2, failed: 0 } });
    expect(summary.tokens.input).toBe(4000);

    const result = JSON.parse(await readFile(out, "utf8")) as CorpusGenerationResult;
    expect(Object.keys(result).sort()).toEqual(["corpus_name", "corpus_path", "mode", "questions", "scenario", "timestamp"]);
    expect(result).toMatchObject({ corpus_name: "Test corpus", corpus_path: dir, scenario: "facts", mode: "textual" });
    expect(result.questions.map((q) => q.question)).toEqual([
      "What is the Armor Class of the Owlbear?",
      "How many hit points does the Owlbear have?",
      "How long is the Danube?",
      "Into which sea does the Danube flow?",
    ]);
    expect(result.questions[2]).toMatchObject({
      answer: "2,850 km",
      source_document: "river.txt",
      category: "textual",
      content_refs: [],
      evidence: [{ start_line: 1, end_line: 1, text: "The Danube is 2,850 km long." }],
      generation_metadata: { generator_model: "offline:questioner", validator_model: "offline:reader", attempt_number: 1 },
    });

    const stats = runStatistics(dir, undefined);
    expect(stats.documents.map((d) => [d.document_path, d.accepted_count, d.status])).toEqual([
      ["owlbear.md", 2, "completed"],
      ["river.txt", 2, "completed"],
    ]);
    expect(stats.usage.find((u) => u.role === "generator")).toMatchObject({ calls: 4, input_tokens: 4000 });
    // The injected models are bound to tools before every call: each call is recorded once, under its role.
    expect(stats.usage.find((u) => u.role === "validator")?.calls).toBe(validator.callCount);
    expect(stats.usage.find((u) => u.role === "deduplicator")?.calls).toBe(deduplicator.callCount);
    expect(validator.callCount).toBeGreaterThan(0);
    expect(listRuns(dir)).toMatchObject([{ id: summary.run_id, status: "completed", accepted: 4 }]);
  });

  it("resumes a failed run: finished documents are not redone and nothing is duplicated", async () => {
    const dir = await corpus();
    const out = join(dir, "q.json");
    // First run: the validator's provider fails for the river document after retries.
    const failingValidator = fakeModel();
    for (let i = 0; i < 50; i++) {
      failingValidator.respond((messages) =>
        task(messages).includes("Danube") ? new Error("503 from provider after 4 retries") : validatorReply(messages, i),
      );
    }
    const first = await generate(dir, { target: 3, out, concurrency: 1, perDocumentConcurrency: 1, models: { generator: factGenerator(), validator: failingValidator, deduplicator: uniqueDeduplicator() } });
    expect(first.status).toBe("failed");
    expect(first.documents).toMatchObject({ completed: 1, failed: 1 });
    expect(first.failures[0]).toMatchObject({ path: "river.txt", message: expect.stringContaining("503") });
    const firstOutput = JSON.parse(await readFile(out, "utf8")) as CorpusGenerationResult;
    expect(firstOutput.questions).toHaveLength(3);

    const generatorCalls: string[] = [];
    const second = await generate(dir, { target: 3, out, concurrency: 1, perDocumentConcurrency: 1, models: { generator: factGenerator(generatorCalls), validator: agreeingValidator(), deduplicator: uniqueDeduplicator() } });
    expect(second).toMatchObject({ run_id: first.run_id, resumed: true, status: "completed" });
    expect(new Set(generatorCalls)).toEqual(new Set(["river.txt"]));
    const result = JSON.parse(await readFile(out, "utf8")) as CorpusGenerationResult;
    const questions = result.questions.map((q) => q.question);
    expect(questions).toHaveLength(5);
    expect(new Set(questions).size).toBe(5);
    for (const question of firstOutput.questions) expect(questions).toContain(question.question);
  });

  it("a completed run is not resumed: the same command starts a new run and says so", async () => {
    const dir = await corpus();
    const events: string[] = [];
    const models = () => ({ generator: factGenerator(), validator: agreeingValidator(), deduplicator: uniqueDeduplicator() });
    const first = await generate(dir, { target: 1, out: join(dir, "a.json"), models: models() });
    const second = await generate(dir, { target: 1, out: join(dir, "a.json"), models: models(), onEvent: (e) => e.type === "run_started" && events.push(...e.notes) });
    expect(second.run_id).not.toBe(first.run_id);
    expect(events[0]).toContain(`run ${first.run_id} of this command already completed`);
  });
});

describe("generate: refused before any document is touched", () => {
  it("refuses the same model as generator and validator", async () => {
    const dir = await corpus();
    const run = await runCli(["generate", dir, "--generator", "openai:gpt-4.1", "--validator", "openai:gpt-4.1"]);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/^qaforge: the validator \(openai:gpt-4\.1\) is the same model as the generator/);
    expect(run.stderr).toContain("self-confirmation");
    expect(existsSync(join(dir, ".qaforge"))).toBe(false);
  });

  it("names the missing API key", async () => {
    const dir = await corpus();
    const saved = process.env.OPENAI_API_KEY;
    delete process.env.OPENAI_API_KEY;
    try {
      const run = await runCli(["generate", dir, "--generator", "openai:gpt-4.1"]);
      expect(run.code).toBe(2);
      expect(run.stderr.split("\n")).toHaveLength(1);
      expect(run.stderr).toContain("OPENAI_API_KEY is not set");
      expect(existsSync(join(dir, ".qaforge"))).toBe(false);
    } finally {
      if (saved !== undefined) process.env.OPENAI_API_KEY = saved;
    }
  });

  it("rejects an unknown scenario and a bad --target with one line", async () => {
    const dir = await corpus();
    expect((await runCli(["generate", dir, "--scenario", "nope"])).stderr).toBe(`qaforge: ${join(dir, "corpus.yaml")}: no scenario "nope"; the scenarios are facts`);
    const bad = await runCli(["generate", dir, "--target", "zero"]);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toBe('qaforge: --target must be a whole number of at least 1, got "zero"');
    const lanes = await runCli(["generate", dir, "--per-document-concurrency", "0"]);
    expect(lanes.code).toBe(2);
    expect(lanes.stderr).toBe('qaforge: --per-document-concurrency must be a whole number of at least 1, got "0"');
    // An output name whose extension is no format qaforge writes (a typo, .txt) is refused before any work, not
    // silently written as JSON under that name.
    for (const out of ["results.cvs", "results.txt", "results"]) {
      const named = await runCli(["generate", dir, "--out", join(dir, out)]);
      expect(named.code, out).toBe(2);
      expect(named.stderr).toBe(`qaforge: --out must end in .json, .jsonl or .csv, got "${join(dir, out)}"`);
      expect(existsSync(join(dir, out))).toBe(false);
    }
    expect(existsSync(join(dir, ".qaforge"))).toBe(false);
  });
});
