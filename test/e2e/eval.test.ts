import { copyFile, mkdir, mkdtemp, readdir, readFile, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import * as cheerio from "cheerio";
import { afterEach, describe, expect, it } from "vitest";
import type { QaDataset } from "../../src/agents/eval/dataset.js";
import { readDataset } from "../../src/api/dataset-input.js";
import { evaluate, type EvalSummary } from "../../src/api/eval.js";
import type { EvalResultFile } from "../../src/outputs/eval.js";
import type { Answerer } from "../../src/agents/eval/answerer.js";
import { createOfflineModel } from "../../src/models/offline/index.js";
import { runCli } from "../support/cli.js";
import { startAnswererServer, writeAnswererScript, type AnswererServer } from "../support/eval-answerer.js";

const FIXTURE = fileURLToPath(new URL("../fixtures/eval/srd-and-science-generate.json", import.meta.url));
const EXAMPLE = fileURLToPath(new URL("../../examples/srd-and-science", import.meta.url));

async function datasetCopy(): Promise<{ dir: string; file: string; dataset: QaDataset }> {
  const dir = await mkdtemp(join(tmpdir(), "qaforge-eval-"));
  const file = join(dir, "set.json");
  await copyFile(FIXTURE, file);
  return { dir, file, dataset: await readDataset(file) };
}

async function results(dir: string): Promise<EvalResultFile> {
  return JSON.parse(await readFile(join(dir, "eval_results.json"), "utf8")) as EvalResultFile;
}

describe("qaforge eval", () => {
  let server: AnswererServer | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });

  it("scores an HTTP answerer, records a timeout, a non-JSON reply and a 500 with their reasons, and resumes only those", async () => {
    const { dir, file, dataset } = await datasetCopy();
    const items = dataset.items;
    const [first, slow, garbled, broken] = items;
    const evidence = first!.evidence[0]!;
    server = await startAnswererServer(
      {
        [first!.id]: { answer: first!.reference, contexts: [{ text: evidence.text, source: first!.source_documents[0], start_line: evidence.start_line, end_line: evidence.end_line }] },
        [slow!.id]: "timeout",
        [garbled!.id]: "not_json",
        [broken!.id]: "http_500",
      },
      { answer: "The document does not say." },
    );
    const out = join(dir, "out");
    const args = ["eval", file, "--answerer", server.url, "--timeout", "1", "--out", out, "--concurrency", "3"];
    const partial = await runCli(args);
    expect(partial.code, partial.stderr).toBe(1);
    const failureLines = partial.stderr.split("\n").filter((line) => line.startsWith("qaforge: question"));
    expect(failureLines).toHaveLength(3);
    expect(failureLines.find((line) => line.includes(slow!.id))).toMatch(/answerer_timeout: no reply from .* within 1 s/);
    expect(failureLines.find((line) => line.includes(garbled!.id))).toMatch(/answerer_bad_reply: the reply is not JSON/);
    expect(failureLines.find((line) => line.includes(broken!.id))).toMatch(/answerer_http_error: HTTP 500/);

    const first_run = await results(out);
    expect(first_run.results).toHaveLength(items.length - 3);
    expect(first_run.failures.map((failure) => [failure.id, failure.code]).sort()).toEqual([[slow!.id, "answerer_timeout"], [garbled!.id, "answerer_bad_reply"], [broken!.id, "answerer_http_error"]].sort());
    const good = first_run.results.find((result) => result.id === first!.id)!;
    expect(good).toMatchObject({ exact_match: 1, f1: 1, retrieval_recall: 1, correct: true });
    const declined = first_run.results.find((result) => result.id === items[5]!.id)!;
    expect(declined).toMatchObject({ exact_match: 0, f1: 0, retrieval_recall: null, correct: false });
    const csv = (await readFile(join(out, "eval_results.csv"), "utf8")).trim().split("\r\n");
    expect(csv).toHaveLength(items.length + 1);
    expect(csv.filter((row) => row.includes(",failed,"))).toHaveLength(3);

    // The service is fixed; the same command answers only what had failed.
    for (const item of [slow!, garbled!, broken!]) server.set(item.id, { answer: item.reference });
    const asked = server.requests.length;
    const resumed = await runCli([...args, "--json"]);
    expect(resumed.code, resumed.stderr).toBe(0);
    const summary = JSON.parse(resumed.stdout) as EvalSummary;
    expect(summary).toMatchObject({ resumed: true, questions: items.length, scored: items.length, failed: [] });
    expect(server.requests.slice(asked).map((request) => request.id).sort()).toEqual([slow!.id, garbled!.id, broken!.id].sort());
    const final = await results(out);
    expect(final.results.map((result) => result.id)).toEqual(items.map((item) => item.id));
    expect(final.summary.overall).toMatchObject({ questions: items.length, scored: items.length, failed: 0, exact_match: 0.5, retrieval_recall: 1 });
    expect(final.summary.per_document.map((group) => group.key)).toEqual(["bmc-hsr-2014.pdf", "pone.0046493.nxml", "scotus-fisher-opinion.txt", "srd-monsters.md"]);

    const html = cheerio.load(await readFile(join(out, "eval_report.html"), "utf8"));
    expect(html("h1").text()).toBe("Evaluation report");
    expect(html("svg").length).toBeGreaterThanOrEqual(5);

    // The eval result exports with the system's answers.
    const exported = await runCli(["export", join(out, "eval_results.json"), "--format", "ragas", "--json"]);
    expect(exported.code, exported.stderr).toBe(0);
    const samples = (await readFile((JSON.parse(exported.stdout) as { out: string }).out, "utf8")).trim().split("\n").map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(samples[0]).toMatchObject({ user_input: first!.question, reference: first!.reference, response: first!.reference, retrieved_contexts: [evidence.text] });
  }, 60_000);

  it("resumes a run stopped in the middle: answers kept, the rest answered, none twice", async () => {
    const { dir, file, dataset } = await datasetCopy();
    server = await startAnswererServer({}, { answer: "June 2010" });
    const stop = new AbortController();
    const out = join(dir, "out");
    const stopped = await evaluate(file, { answerer: server.url, out, concurrency: 1, judge: false, signal: stop.signal, onProgress: (state) => state.done >= 3 && stop.abort(new Error("stopped")) }).catch((error: unknown) => error);
    expect(stopped).toMatchObject({ message: "stopped" });
    const before = server.requests.map((request) => request.id);
    expect(before).toHaveLength(3);
    const summary = await evaluate(file, { answerer: server.url, out, concurrency: 2, judge: false });
    expect(summary).toMatchObject({ resumed: true, scored: dataset.items.length, failed: [] });
    const after = server.requests.slice(3).map((request) => request.id);
    expect([...before, ...after].sort()).toEqual(dataset.items.map((item) => item.id).sort());
    const final = await results(out);
    expect(final.results.filter((result) => result.exact_match === 1).map((result) => result.reference)).toEqual(["June 2010"]);
  }, 60_000);

  it("answers with qaforge ask on each question's source document, offline, and judges correctness", async () => {
    const dir = await mkdtemp(join(tmpdir(), "qaforge-eval-ask-"));
    const corpus = join(dir, "corpus");
    await mkdir(corpus);
    for (const name of ["scotus-fisher-opinion.txt", "srd-monsters.md"]) await copyFile(join(EXAMPLE, name), join(corpus, name));
    const fixture = JSON.parse(await readFile(FIXTURE, "utf8")) as { corpus_path: string; questions: { source_document: string }[] };
    const subset = { ...fixture, corpus_path: "corpus", questions: fixture.questions.filter((qa) => qa.source_document === "scotus-fisher-opinion.txt") };
    await writeFile(join(dir, "set.json"), JSON.stringify(subset));
    const run = await runCli(["eval", join(dir, "set.json"), "--answerer", "ask", "--json"]);
    expect(run.code, run.stderr).toBe(0);
    const summary = JSON.parse(run.stdout) as EvalSummary;
    expect(summary).toMatchObject({ answerer: "ask:offline:answerer", judge: "offline:judge", scored: 2 });
    const file = await results(join(dir, "set-eval"));
    const kagan = file.results.find((result) => result.reference === "Justice Kagan")!;
    // The offline answerer finds the sentence and its name; the contexts are the passages it read, with their lines.
    expect(kagan).toMatchObject({ exact_match: 1, correct: true, retrieval_recall: 1 });
    expect(kagan.contexts.every((context) => context.source === "scotus-fisher-opinion.txt" && context.start_line !== null)).toBe(true);
    expect(file.usage.map((entry) => entry.role).sort()).toEqual(["answerer", "judge"]);
  }, 60_000);

  it("runs a command answerer per question, records its failure, and escapes questions in the report", async () => {
    const dir = await mkdtemp(join(tmpdir(), "qaforge-eval-cmd-"));
    const list = [
      { id: "q1", question: "What is <script>alert(1)</script> the answer?", answer: "42", category: "odd" },
      { id: "q2", question: "Will you crash?", answer: "no", category: "odd" },
    ];
    await writeFile(join(dir, "list.json"), JSON.stringify(list));
    const { script } = writeAnswererScript({ q1: "42" });
    const run = await runCli(["eval", join(dir, "list.json"), "--answerer", `command:"${process.execPath}" "${script}"`, "--no-judge", "--out", join(dir, "out")]);
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/question q2 \("Will you crash\?"\): answerer_failed: .* exited with code 3: Traceback: index not found/);
    const file = await results(join(dir, "out"));
    expect(file.results).toMatchObject([{ id: "q1", answer: "42", exact_match: 1, correct: null }]);
    expect(file.judge).toBeNull();
    const html = await readFile(join(dir, "out", "eval_report.html"), "utf8");
    expect(html).not.toContain("<script>alert(1)</script>");
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
  }, 60_000);

  it("refuses a file that is not a qaforge output, and an answerer it does not know, with one line and exit 2", async () => {
    const dir = await mkdtemp(join(tmpdir(), "qaforge-eval-bad-"));
    await writeFile(join(dir, "notes.json"), JSON.stringify({ title: "my notes" }));
    const bad = await runCli(["eval", join(dir, "notes.json"), "--answerer", "ask"]);
    expect(bad.code).toBe(2);
    expect(bad.stderr.trim().split("\n")).toHaveLength(1);
    expect(bad.stderr).toMatch(/notes\.json: not a qaforge output/);
    const { file } = await datasetCopy();
    const unknown = await runCli(["eval", file, "--answerer", "magic"]);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toMatch(/--answerer must be ask, ask:<provider:model>, research/);
    // A plain list of questions names no corpus.
    await writeFile(file, JSON.stringify((JSON.parse(await readFile(file, "utf8")) as { questions: unknown[] }).questions));
    const research = await runCli(["eval", file, "--answerer", "research"]);
    expect(research.code).toBe(2);
    expect(research.stderr).toMatch(/--answerer research needs the corpus folder/);
  });

  it("answers with qaforge research over the whole corpus, its citations giving the retrieval recall", async () => {
    const { dir, file } = await datasetCopy();
    const corpus = join(dir, "corpus");
    await mkdir(corpus);
    for (const name of ["bmc-hsr-2014.pdf", "srd-monsters.md"]) await copyFile(join(EXAMPLE, name), join(corpus, name));
    const set = JSON.parse(await readFile(file, "utf8")) as { questions: { source_document: string }[] };
    set.questions = [set.questions.find((question) => question.source_document === "bmc-hsr-2014.pdf")!, set.questions.find((question) => question.source_document === "srd-monsters.md")!];
    await writeFile(file, JSON.stringify(set));
    const before = await readdir(corpus, { recursive: true });
    const run = await runCli(["eval", file, "--answerer", "research", "--corpus", corpus, "--out", join(dir, "out"), "--no-judge"]);
    expect(run.code, run.stderr).toBe(0);
    // The corpus is only read: research's index and runs are in eval's own run database, under --out.
    expect((await readdir(corpus, { recursive: true })).sort()).toEqual(before.sort());
    expect((await stat(join(dir, "out", ".qaforge", "qaforge.db"))).isFile()).toBe(true);
    const file_ = await results(join(dir, "out"));
    expect(file_.results).toHaveLength(2);
    for (const result of file_.results) {
      expect(result.answer.length).toBeGreaterThan(0);
      expect(result.contexts.length).toBeGreaterThan(0);
      expect(result.contexts.every((context) => typeof context.start_line === "number")).toBe(true);
      expect(result.retrieval_recall).not.toBeNull();
    }
    // Each question's research run keeps its own folder (decision log, iteration history).
    expect(JSON.parse(await readFile(join(dir, "out", "research", file_.results[0]!.id, "research_results.json"), "utf8"))).toBeTruthy();
  }, 120_000);

  it("counts a ready-made judge's calls and tokens as it counts a judge made from its spec", async () => {
    const { dir, file } = await datasetCopy();
    const answerer: Answerer = { name: "fixed", answer: async () => ({ answer: "Justice Kagan", contexts: [], usage: null, model: null }) };
    const bySpec = await evaluate(file, { answerer, out: join(dir, "spec") });
    // A library caller's own model instance: nothing attached to it reports usage.
    const judgeModel = createOfflineModel(undefined, "judge", { temperature: 0 });
    const ready = await evaluate(file, { answerer, out: join(dir, "ready"), judgeModel });
    const judgeUsage = async (out: string) => (await results(out)).usage.find((entry) => entry.role === "judge");
    const expected = await judgeUsage(join(dir, "spec"));
    expect(expected?.calls).toBe(bySpec.scored);
    expect(expected?.input_tokens).toBeGreaterThan(0);
    expect(await judgeUsage(join(dir, "ready"))).toEqual(expected);
    expect(ready.scored).toBe(bySpec.scored);
    // The caller's model is left as it was given.
    expect(judgeModel.callbacks ?? []).toHaveLength(0);
  }, 60_000);
});
