/**
 * Figures of `qaforge eval`, printed, never asserted:
 *   1. throughput against an HTTP answerer with a fixed latency L per answer: N questions, C at a time, against the
 *      limit C/L (no judge, so the figure is the runner's own overhead);
 *   2. the offline `ask` answerer scored on the bundled generate output (exact match, F1, judge correctness with the
 *      offline judge, retrieval recall), per document.
 * Run: npm run bench:eval [-- --no-throughput] [--no-ask]
 */
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { mkdir, mkdtemp, readFile, writeFile, cp } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { performance } from "node:perf_hooks";
import { evaluate } from "../../src/api/eval.js";

const FIXTURE = fileURLToPath(new URL("../../test/fixtures/eval/srd-and-science-generate.json", import.meta.url));
const EXAMPLE = fileURLToPath(new URL("../../examples/srd-and-science", import.meta.url));
const QUESTIONS = 96;
const LATENCY_MS = 200;

async function throughput(): Promise<void> {
  const server = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk: Buffer) => (body += chunk.toString("utf8")));
    request.on("end", () => {
      const { question } = JSON.parse(body) as { question: string };
      setTimeout(() => response.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ answer: question.split(" ").at(-1) })), LATENCY_MS);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/answer`;
  const dir = await mkdtemp(join(tmpdir(), "qaforge-bench-eval-"));
  const list = Array.from({ length: QUESTIONS }, (_, index) => ({ id: `q${index}`, question: `What is item ${index}?`, answer: `${index}?` }));
  await writeFile(join(dir, "list.json"), JSON.stringify(list));
  console.log(`1. ${QUESTIONS} questions, HTTP answerer with ${LATENCY_MS} ms latency, no judge`);
  console.log("   C    seconds   questions/s   limit C/L");
  for (const concurrency of [1, 4, 16, 32]) {
    const started = performance.now();
    await evaluate(join(dir, "list.json"), { answerer: url, concurrency, judge: false, out: join(dir, `out-${concurrency}`), fresh: true });
    const seconds = (performance.now() - started) / 1000;
    console.log(`   ${String(concurrency).padEnd(4)} ${seconds.toFixed(2).padStart(7)}   ${(QUESTIONS / seconds).toFixed(1).padStart(11)}   ${((concurrency * 1000) / LATENCY_MS).toFixed(1).padStart(9)}`);
  }
  server.close();
}

async function askOffline(): Promise<void> {
  const dir = await mkdtemp(join(tmpdir(), "qaforge-bench-eval-ask-"));
  await mkdir(join(dir, "corpus"));
  await cp(EXAMPLE, join(dir, "corpus"), { recursive: true });
  const fixture = JSON.parse(await readFile(FIXTURE, "utf8")) as Record<string, unknown>;
  await writeFile(join(dir, "set.json"), JSON.stringify({ ...fixture, corpus_path: "corpus" }));
  const started = performance.now();
  const summary = await evaluate(join(dir, "set.json"), { answerer: "ask", fresh: true });
  const seconds = (performance.now() - started) / 1000;
  const results = JSON.parse(await readFile(summary.outputs.json, "utf8")) as { summary: { per_document: { key: string; questions: number; exact_match: number; f1: number; correct_rate: number | null; retrieval_recall: number | null }[] } };
  console.log(`\n2. offline ask on the bundled generate output (${summary.questions} questions, ${seconds.toFixed(1)} s, first embedding included)`);
  console.log("   document                     n   EM     F1     correct  recall");
  const show = (value: number | null) => (value === null ? "  n/a " : value.toFixed(3));
  for (const group of [...results.summary.per_document, { ...summary.overall, key: "all" }]) {
    console.log(`   ${group.key.padEnd(27)} ${String(group.questions).padStart(2)}   ${show(group.exact_match)}  ${show(group.f1)}  ${show(group.correct_rate)}    ${show(group.retrieval_recall)}`);
  }
}

const args = process.argv.slice(2);
if (!args.includes("--no-throughput")) await throughput();
if (!args.includes("--no-ask")) await askOffline();
