/**
 * Paired CPU figures of two builds of `qaforge polish`, printed, never asserted: the same N chains judged over HTTP
 * by the mock server (latency L, C at a time), the builds' runs alternating A, B, A, B, … so that a shared machine's
 * load falls on both alike. Each run's CPU (user + system, start-up included) is divided by N.
 * Run: npm run build, copy the old build (bin/, dist/, prompts/, package.json, a node_modules link) elsewhere, then
 *   node --import tsx bench/chains/paired.ts --cli OLD/bin/qaforge.js --cli bin/qaforge.js [--pairs 4] [--n 3200]
 *        [--latency 100] [--concurrency 32] [--prof DIR]   (--prof: each run writes a V8 CPU profile into DIR)
 */
import { cp, mkdtemp, readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { ChainRecord } from "../../src/agents/chains/convert.js";
import { chains } from "../../src/api/chains.js";
import { startServer } from "../loop/server-process.js";
import { polishProcess } from "./polish-process.js";

const flag = (name: string): string | undefined => {
  const index = process.argv.indexOf(name);
  return index > 0 ? process.argv[index + 1] : undefined;
};
const clis = process.argv.flatMap((arg, index) => (process.argv[index - 1] === "--cli" ? [arg] : []));
if (clis.length !== 2) throw new Error("give two builds: --cli OLD/bin/qaforge.js --cli NEW/bin/qaforge.js");
const pairs = Number(flag("--pairs") ?? 4);
const count = Number(flag("--n") ?? 3200);
const latency = Number(flag("--latency") ?? 100);
const concurrency = Number(flag("--concurrency") ?? 32);
const profDir = flag("--prof");

const example = fileURLToPath(new URL("../../examples/srd-and-science", import.meta.url));
const caseLaw = fileURLToPath(new URL("../../examples/categories/california-case-law.yaml", import.meta.url));

const sampleDir = await mkdtemp(join(tmpdir(), "qaforge-bench-paired-"));
await cp(example, join(sampleDir, "corpus"), { recursive: true });
await chains(join(sampleDir, "corpus"), { categoriesFile: caseLaw, categories: ["numerical_aggregation", "multi_hop_reasoning"], target: 3, outDir: join(sampleDir, "out") });
const sample = JSON.parse(await readFile(join(sampleDir, "out", "qa_chains_raw.json"), "utf8")) as ChainRecord[];
const many = JSON.stringify(Array.from({ length: count }, (_, index) => ({ ...sample[index % sample.length]!, chain_id: `bench-${index}` })));

console.log(`paired polish runs: N = ${count}, L = ${latency} ms, C = ${concurrency}; CPU ms per chain (start-up included), wall s`);
const perChain: number[][] = clis.map(() => []);
for (let pair = 0; pair < pairs; pair++) {
  const row: string[] = [];
  for (const [which, cli] of clis.entries()) {
    const server = await startServer(latency);
    const dir = await mkdtemp(join(tmpdir(), "qaforge-bench-paired-run-"));
    await writeFile(join(dir, "qa_chains_raw.json"), many);
    const config = join(dir, "bench.config.yaml");
    await writeFile(config, `concurrency: { openai-compatible: ${concurrency} }\nmax_retries: 0\ncache: false\n`);
    const args = [dir, "--judge", `openai-compatible:bench-judge@${server.baseUrl}`, "--concurrency", String(concurrency), "--model-config", config, "--checkpoint", "50", "--json"];
    const nodeArgs = profDir ? ["--cpu-prof", "--cpu-prof-dir", join(profDir, String(which))] : [];
    const { seconds, cpuMs } = await polishProcess(cli, args, nodeArgs);
    await server.stop();
    perChain[which]!.push(cpuMs / count);
    row.push(`${String.fromCharCode(65 + which)} ${(cpuMs / count).toFixed(2)} ms ${seconds.toFixed(2)} s`);
  }
  console.log(`pair ${pair + 1}: ${row.join("   ")}`);
}
for (const [which, values] of perChain.entries()) {
  const sorted = [...values].sort((a, b) => a - b);
  console.log(`${String.fromCharCode(65 + which)} ${clis[which]}: ${sorted.map((value) => value.toFixed(2)).join(", ")} ms a chain`);
}
