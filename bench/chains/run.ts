/**
 * Figures of the chains pipeline (spec 001), printed, never asserted:
 *   1. polish throughput against the limit C/L: N chains judged over HTTP by the mock server (the offline judge
 *      behind a fixed latency L per call, in a process of its own), C at a time;
 *   2. chains per model call and 3. the share of pairs dropped by each post-processing check, from an offline chains
 *      run on a real corpus (the documents of ../shared/corpora, or a folder given as the first argument).
 * Run: npm run bench:chains [-- CORPUS_DIR] [--no-polish] [--no-chains]
 */
import { cp, mkdir, mkdtemp, readdir, readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { ChainRecord } from "../../src/agents/chains/convert.js";
import { chains } from "../../src/api/chains.js";
import { polish } from "../../src/api/polish.js";
import { startServer } from "../loop/server-process.js";

const example = fileURLToPath(new URL("../../examples/srd-and-science", import.meta.url));
const caseLaw = fileURLToPath(new URL("../../examples/categories/california-case-law.yaml", import.meta.url));
const sharedCorpora = fileURLToPath(new URL("../../../shared/corpora", import.meta.url));
const CHAINS_TO_JUDGE = 192;

async function sampleChains(): Promise<ChainRecord[]> {
  const dir = await mkdtemp(join(tmpdir(), "qaforge-bench-chains-"));
  await cp(example, join(dir, "corpus"), { recursive: true });
  await chains(join(dir, "corpus"), { categoriesFile: caseLaw, categories: ["numerical_aggregation", "multi_hop_reasoning"], target: 3, outDir: join(dir, "out") });
  return JSON.parse(await readFile(join(dir, "out", "qa_chains_raw.json"), "utf8")) as ChainRecord[];
}

async function polishThroughput(): Promise<void> {
  const sample = await sampleChains();
  console.log(`1. polish over HTTP: ${CHAINS_TO_JUDGE} chains, one judge call each, latency L per call`);
  console.log("L ms   C   seconds  chains/s  limit C/L  of limit");
  for (const latency of [100, 500, 1000]) {
    for (const concurrency of [8, 32]) {
      const server = await startServer(latency);
      const dir = await mkdtemp(join(tmpdir(), "qaforge-bench-polish-"));
      const many = Array.from({ length: CHAINS_TO_JUDGE }, (_, index) => ({ ...sample[index % sample.length]!, chain_id: `bench-${index}` }));
      await writeFile(join(dir, "qa_chains_raw.json"), JSON.stringify(many));
      const config = join(dir, "bench.config.yaml");
      await writeFile(config, `concurrency: { openai-compatible: ${concurrency} }\nmax_retries: 0\ncache: false\n`);
      const started = performance.now();
      await polish(dir, { judge: `openai-compatible:bench-judge@${server.baseUrl}`, concurrency, runConfigFile: config, checkpointEvery: 50 });
      const seconds = (performance.now() - started) / 1000;
      await server.stop();
      const rate = CHAINS_TO_JUDGE / seconds;
      const limit = concurrency / (latency / 1000);
      console.log(`${String(latency).padEnd(5)}  ${String(concurrency).padEnd(2)}  ${seconds.toFixed(2).padStart(7)}  ${rate.toFixed(1).padStart(8)}  ${limit.toFixed(1).padStart(9)}  ${((rate / limit) * 100).toFixed(1).padStart(7)} %`);
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
if (!process.argv.includes("--no-chains")) await postProcessingShares(await realCorpus(process.argv.slice(2).find((argument) => !argument.startsWith("--"))));
