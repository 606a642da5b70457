/**
 * The built CLI's start-up, printed, never asserted: `qaforge polish` on one chain, in a process of its own as a user
 * runs it, with the offline judge (no provider package needed) and with an openai-compatible judge over HTTP (the mock
 * server answering at once). Medians of N runs of each, wall time and the process's CPU (user + system).
 * Run: npm run build && node --import tsx bench/chains/startup.ts [--runs 9] [--cli OTHER/bin/qaforge.js ...]
 * Several --cli (another checkout's built CLI, say) are measured in turn, round by round, so that the machine's load
 * at the time weighs alike on each.
 */
import { cp, mkdtemp, readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { ChainRecord } from "../../src/agents/chains/convert.js";
import { chains } from "../../src/api/chains.js";
import { startServer } from "../loop/server-process.js";
import { polishProcess } from "./polish-process.js";

const example = fileURLToPath(new URL("../../examples/srd-and-science", import.meta.url));
const caseLaw = fileURLToPath(new URL("../../examples/categories/california-case-law.yaml", import.meta.url));
const clis = process.argv.flatMap((arg, index) => (process.argv[index - 1] === "--cli" ? [arg] : []));
if (clis.length === 0) clis.push(fileURLToPath(new URL("../../bin/qaforge.js", import.meta.url)));
const runsFlag = process.argv.indexOf("--runs");
const runs = runsFlag > 0 ? Math.max(1, Number(process.argv[runsFlag + 1])) : 9;

async function oneChain(): Promise<ChainRecord> {
  const dir = await mkdtemp(join(tmpdir(), "qaforge-bench-startup-"));
  await cp(example, join(dir, "corpus"), { recursive: true });
  await chains(join(dir, "corpus"), { categoriesFile: caseLaw, categories: ["numerical_aggregation"], target: 1, outDir: join(dir, "out") });
  return (JSON.parse(await readFile(join(dir, "out", "qa_chains_raw.json"), "utf8")) as ChainRecord[])[0]!;
}

/** One `qaforge polish` process: its wall time and CPU time; it must succeed. */
async function polishOnce(cli: string, chain: ChainRecord, judge: string): Promise<{ seconds: number; cpuMs: number }> {
  const dir = await mkdtemp(join(tmpdir(), "qaforge-bench-startup-"));
  await writeFile(join(dir, "qa_chains_raw.json"), JSON.stringify([chain]));
  return polishProcess(cli, [dir, "--judge", judge, "--json"]);
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

const chain = await oneChain();
const server = await startServer(0);
const judges = { offline: "offline", "openai-compatible (HTTP)": `openai-compatible:bench-judge@${server.baseUrl}` };
console.log(`qaforge polish on one chain, median of ${runs} runs (the built CLI)`);
console.log("cli  judge                        wall s   CPU ms");
try {
  for (const [name, judge] of Object.entries(judges)) {
    for (const cli of clis) await polishOnce(cli, chain, judge); // warms the file cache
    const measured = clis.map(() => [] as { seconds: number; cpuMs: number }[]);
    for (let run = 0; run < runs; run++) for (const [index, cli] of clis.entries()) measured[index]!.push(await polishOnce(cli, chain, judge));
    for (const [index, cli] of clis.entries()) {
      const of = measured[index]!;
      console.log(`${String(index + 1).padEnd(3)}  ${name.padEnd(27)}  ${median(of.map((m) => m.seconds)).toFixed(2).padStart(6)}  ${median(of.map((m) => m.cpuMs)).toFixed(0).padStart(7)}   ${cli}`);
    }
  }
} finally {
  await server.stop();
}
