/**
 * Figures of the chains pipeline (spec 001), printed, never asserted:
 *   1. polish throughput against the limit C/L: N chains judged over HTTP by the mock server (the offline judge
 *      behind a fixed latency L per call, in a process of its own), C at a time;
 *   2. chains per model call and 3. the share of pairs dropped by each post-processing check, from an offline chains
 *      run on a real corpus (the documents of ../shared/corpora, or a folder given as the first argument).
 * Run: npm run build && npm run bench:chains [-- CORPUS_DIR] [--no-polish] [--no-chains] [--latencies 100,500,1000]
 *      [--concurrencies 8,32] [--repeat 5] [--seconds 60] [--checkpoint-every 50]
 */
import { cp, mkdir, mkdtemp, readdir, readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { request } from "undici";
import type { ChainRecord } from "../../src/agents/chains/convert.js";
import { judgeMessages, submitJudgementTool } from "../../src/agents/judge.js";
import { chains } from "../../src/api/chains.js";
import { hopPathText } from "../../src/api/polish.js";
import { CHAINS_POLISH_RUBRIC } from "../../src/config/rubric.js";
import { startServer } from "../loop/server-process.js";
import { polishProcess } from "./polish-process.js";

const example = fileURLToPath(new URL("../../examples/srd-and-science", import.meta.url));
const caseLaw = fileURLToPath(new URL("../../examples/categories/california-case-law.yaml", import.meta.url));
const sharedCorpora = fileURLToPath(new URL("../../../shared/corpora", import.meta.url));
/** Chains judged per setting: enough for ten seconds at the limit C/L, and at least 192, so start-up weighs little. */
const chainsToJudge = (latency: number, concurrency: number) => Math.max(192, Math.round((callSeconds * concurrency) / (latency / 1000)));

async function sampleChains(): Promise<ChainRecord[]> {
  const dir = await mkdtemp(join(tmpdir(), "qaforge-bench-chains-"));
  await cp(example, join(dir, "corpus"), { recursive: true });
  await chains(join(dir, "corpus"), { categoriesFile: caseLaw, categories: ["numerical_aggregation", "multi_hop_reasoning"], target: 3, outDir: join(dir, "out") });
  return JSON.parse(await readFile(join(dir, "out", "qa_chains_raw.json"), "utf8")) as ChainRecord[];
}

/** The built CLI (`npm run build`), as a user runs it: its own process, no TypeScript loader. */
const cli = fileURLToPath(new URL("../../bin/qaforge.js", import.meta.url));

/** Runs `qaforge polish` in a child process; resolves with its wall time and its own CPU time (user + system). */

/**
 * The harness's own ceiling: the judge requests polish sends (one per sample chain, as OpenAI JSON), C at a time, by
 * a bare HTTP client (undici's request, nothing else in its process) against the same server. What the mock server
 * and the machine allow at L and C, whatever the client: polish's figure is read against it.
 */
async function harnessCeiling(baseUrl: string, sample: ChainRecord[], concurrency: number, count: number): Promise<number> {
  const tool = submitJudgementTool(CHAINS_POLISH_RUBRIC);
  const bodies = sample.map((chain) => {
    const messages = judgeMessages({
      instructions: "",
      subject: { question: chain.question, answer: chain.final_answer, evidence: hopPathText(chain), category: { name: chain.category, description: chain.category.replace(/_/g, " ") } },
      rubric: CHAINS_POLISH_RUBRIC,
    });
    return JSON.stringify({
      model: "bench-judge",
      temperature: 0,
      messages: messages.map((message) => ({ role: message.type === "system" ? "system" : "user", content: message.content })),
      tools: [{ type: "function", function: { name: tool.name, description: tool.description, parameters: tool.schema } }],
    });
  });
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) {
        const body = bodies[next++ % bodies.length]!;
        const response = await request(`${baseUrl}/chat/completions`, { method: "POST", headers: { "content-type": "application/json", authorization: "Bearer bench" }, body });
        await response.body.json();
      }
    }),
  );
  return count / ((performance.now() - started) / 1000);
}

/**
 * The span of the judging itself, from the run log polish writes (`logs/polish_<run>.jsonl`: each judgement's start
 * and duration): from the first call's start to the last call's end, start-up and final writes left out.
 */
async function judgingSeconds(dir: string): Promise<number> {
  const logs = (await readdir(join(dir, "logs"))).filter((name) => name.startsWith("polish_") && name.endsWith(".jsonl"));
  let first = Infinity;
  let last = -Infinity;
  for (const name of logs) {
    for (const line of (await readFile(join(dir, "logs", name), "utf8")).split("\n")) {
      if (!line.trim()) continue;
      const record = JSON.parse(line) as { timestamp: string; duration_ms: number };
      const start = Date.parse(record.timestamp);
      first = Math.min(first, start);
      last = Math.max(last, start + record.duration_ms);
    }
  }
  return Math.max(0.001, (last - first) / 1000);
}

/** `--latencies 100,500` measures only those latencies (milliseconds); default 100, 500 and 1000. */
const latencyFlag = process.argv.indexOf("--latencies");
const latencies = (latencyFlag > 0 ? process.argv[latencyFlag + 1]! : "100,500,1000").split(",").map(Number);
/** `--concurrencies 32` measures only those concurrency limits; default 8 and 32. */
const concurrencyFlag = process.argv.indexOf("--concurrencies");
const concurrencies = (concurrencyFlag > 0 ? process.argv[concurrencyFlag + 1]! : "8,32").split(",").map(Number);
/**
 * `--repeat 5` runs each setting five times and prints the median of its steady share beside the rows: on a shared
 * two-core machine one run of a setting moves by 10 to 20 points from the next.
 */
const repeatFlag = process.argv.indexOf("--repeat");
const repeat = repeatFlag > 0 ? Math.max(1, Number(process.argv[repeatFlag + 1])) : 1;
/**
 * `--seconds 60` sizes each run to 60 seconds of calls at the limit C/L (default 10): the longer the run, the smaller
 * the share of the process's start-up in "of limit", which then comes to the steady share.
 */
const secondsFlag = process.argv.indexOf("--seconds");
const callSeconds = secondsFlag > 0 ? Math.max(1, Number(process.argv[secondsFlag + 1])) : 10;
/** `--checkpoint-every 1000000` spaces the polish run's checkpoints (default 50, the CLI's default). */
const checkpointFlag = process.argv.indexOf("--checkpoint-every");
const checkpointEvery = checkpointFlag > 0 ? Math.max(1, Number(process.argv[checkpointFlag + 1])) : 50;
const flagValues = new Set([latencyFlag, concurrencyFlag, repeatFlag, secondsFlag, checkpointFlag].filter((index) => index > 0).map((index) => index + 1));

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

async function polishThroughput(): Promise<void> {
  const sample = await sampleChains();
  // The process's start-up (loading modules, opening the store): a run of one chain, at no latency.
  const startup = await (async () => {
    const server = await startServer(0);
    const dir = await mkdtemp(join(tmpdir(), "qaforge-bench-polish-"));
    await writeFile(join(dir, "qa_chains_raw.json"), JSON.stringify([{ ...sample[0]!, chain_id: "bench-startup" }]));
    const measured = await polishProcess(cli, [dir, "--judge", `openai-compatible:bench-judge@${server.baseUrl}`, "--json"]);
    await server.stop();
    return measured;
  })();
  console.log(`1. polish over HTTP (the built CLI): N chains, one judge call each, latency L per call`);
  console.log(`   start-up (a run of one chain): ${startup.seconds.toFixed(2)} s, ${startup.cpuMs.toFixed(0)} ms of CPU; "steady" leaves it out of the time`);
  console.log("   client CPU: the polish process's CPU per chain, start-up left out; server CPU: the mock server's per call");
  console.log("   ceiling: a bare HTTP client sending the same requests to the same server, C at a time, as a share of C/L");
  console.log("L ms   C      N   seconds  chains/s  limit C/L  of limit  steady  judging  client ms/chain  server ms/call  ceiling");
  for (const latency of latencies) {
    for (const concurrency of concurrencies) {
      const steadyShares: number[] = [];
      const judgingShares: number[] = [];
      const ceilingShares: number[] = [];
      for (let run = 0; run < repeat; run++) {
      const server = await startServer(latency, { reportCpu: true });
      const dir = await mkdtemp(join(tmpdir(), "qaforge-bench-polish-"));
      const count = chainsToJudge(latency, concurrency);
      const many = Array.from({ length: count }, (_, index) => ({ ...sample[index % sample.length]!, chain_id: `bench-${index}` }));
      await writeFile(join(dir, "qa_chains_raw.json"), JSON.stringify(many));
      const config = join(dir, "bench.config.yaml");
      await writeFile(config, `concurrency: { openai-compatible: ${concurrency} }\nmax_retries: 0\ncache: false\n`);
      const { seconds, cpuMs } = await polishProcess(cli, [dir, "--judge", `openai-compatible:bench-judge@${server.baseUrl}`, "--concurrency", String(concurrency), "--model-config", config, "--checkpoint", String(checkpointEvery), "--json"]);
      const serverCpuMs = await server.stop();
      const ceilingServer = await startServer(latency);
      const ceiling = await harnessCeiling(ceilingServer.baseUrl, sample, concurrency, count);
      await ceilingServer.stop();
      const rate = count / seconds;
      const steady = count / Math.max(0.001, seconds - startup.seconds);
      const limit = concurrency / (latency / 1000);
      const perCall = serverCpuMs === undefined ? "–" : (serverCpuMs / count).toFixed(2);
      const judging = count / (await judgingSeconds(dir));
      steadyShares.push((steady / limit) * 100);
      judgingShares.push((judging / limit) * 100);
      ceilingShares.push((ceiling / limit) * 100);
      console.log(
        `${String(latency).padEnd(5)}  ${String(concurrency).padEnd(2)}  ${String(count).padStart(5)}  ${seconds.toFixed(2).padStart(7)}  ${rate.toFixed(1).padStart(8)}  ${limit.toFixed(1).padStart(9)}  ${((rate / limit) * 100).toFixed(1).padStart(7)} %  ${((steady / limit) * 100).toFixed(1).padStart(5)} %  ${((judging / limit) * 100).toFixed(1).padStart(6)} %  ${((cpuMs - startup.cpuMs) / count).toFixed(2).padStart(15)}  ${perCall.padStart(14)}  ${((ceiling / limit) * 100).toFixed(1).padStart(5)} %`,
      );
      }
      if (repeat > 1) {
        console.log(`      L = ${latency} ms, C = ${concurrency}: median of ${repeat} runs: steady ${median(steadyShares).toFixed(1)} % (${steadyShares.map((share) => share.toFixed(1)).join(", ")}), judging ${median(judgingShares).toFixed(1)} % (${judgingShares.map((share) => share.toFixed(1)).join(", ")}), ceiling ${median(ceilingShares).toFixed(1)} %`);
      }
    }
  }
}

async function realCorpus(argument: string | undefined): Promise<string> {
  if (argument) return argument;
  // The shared corpora: one document of each format, copied into one folder (a corpus nobody here wrote).
  const dir = await mkdtemp(join(tmpdir(), "qaforge-bench-corpus-"));
  await mkdir(join(dir, "corpus"));
  const visit = async (folder: string): Promise<void> => {
    for (const entry of await readdir(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) await visit(path);
      else if (/\.(pdf|md|txt|html|htm|xml|nxml|docx|eml)$/i.test(entry.name) && !/licen[cs]e|readme/i.test(entry.name)) await cp(path, join(dir, "corpus", `${folder.split("/").pop()}-${entry.name}`));
    }
  };
  await visit(sharedCorpora);
  return join(dir, "corpus");
}

async function postProcessingShares(corpus: string): Promise<void> {
  const out = await mkdtemp(join(tmpdir(), "qaforge-bench-chains-out-"));
  const summary = await chains(corpus, { categoriesFile: caseLaw, target: 3, outDir: out });
  const logs = await readdir(join(out, "logs"));
  let returned = 0;
  for (const file of logs) returned += (JSON.parse(await readFile(join(out, "logs", file), "utf8")) as { pairs_generated: number }).pairs_generated;
  const dropped = Object.values(summary.dropped_by_check).reduce((sum, count) => sum + count, 0);
  console.log(`\n2-3. offline chains on ${corpus} (${summary.categories.length} categories, target 3 each)`);
  console.log(`chains ${summary.chains} from ${summary.invocations} agent invocations and ${summary.model_calls} model calls: ${(summary.chains / Math.max(1, summary.model_calls)).toFixed(3)} chains per model call`);
  console.log(`pairs returned ${returned}, kept ${summary.chains}, dropped ${dropped} (the rest were beyond a category's target)`);
  for (const [check, count] of Object.entries(summary.dropped_by_check)) console.log(`  ${check.padEnd(20)} ${count}  (${((count / Math.max(1, returned)) * 100).toFixed(1)} % of pairs returned)`);
  for (const category of summary.categories) console.log(`  ${category.id.padEnd(34)} ${category.chains}${category.note ? `  ${category.note}` : ""}`);
}

if (!process.argv.includes("--no-polish")) await polishThroughput();
if (!process.argv.includes("--no-chains")) await postProcessingShares(await realCorpus(process.argv.slice(2).find((argument, index) => !argument.startsWith("--") && !flagValues.has(index + 2))));
