/**
 * Figures of `qaforge mcq` (spec 002), printed, never asserted: for topics of real documents (../shared/corpora),
 * with the generator, the judge and the validator all reached over HTTP at the mock OpenAI-compatible server (the
 * offline mcq-writer, judge and mcq-reader behind it, in a process of its own):
 *   1. model calls and tokens per approved question;
 *   2. the share of the wanted questions approved after iterations 1, 2 and 3 (every iteration run: no adaptive stop);
 *   3. the same run with the adaptive stop (the default): iterations used and calls saved.
 * Run: npm run bench:mcq [-- --latency MS]
 */
import { cp, mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import { basename, join } from "node:path";
import { fileURLToPath } from "node:url";
import { mcq, type McqSummary } from "../../src/api/mcq.js";
import type { McqOutput } from "../../src/outputs/mcq.js";
import { readFile } from "node:fs/promises";
import { startServer } from "../loop/server-process.js";

const corpora = fileURLToPath(new URL("../../../shared/corpora/", import.meta.url));
const CASES: { file: string; topics: string[] }[] = [
  { file: "markdown/srd52-monsters_az.md", topics: ["Aboleth", "Vampire", "dragon breath weapon"] },
  { file: "text/scotus-fisher-opinion.txt", topics: ["strict scrutiny", "diversity in higher education"] },
  { file: "jats/elife04490.xml", topics: ["plant volatile emission", "herbivore damage"] },
  { file: "pdf/bmc-hsr-2014.pdf", topics: ["health services research", "hospital"] },
];
const WANTED = 5;
const latencyArgument = process.argv.indexOf("--latency");
const latency = latencyArgument > 0 ? Number(process.argv[latencyArgument + 1]) : 0;

interface Row {
  document: string;
  topic: string;
  approvedAfter: number[];
  approved: number;
  calls: number;
  tokens: number;
  iterations: number;
  stop: string;
}

async function runCase(baseUrl: string, file: string, topics: string[], adaptive: boolean): Promise<Row[]> {
  const dir = await mkdtemp(join(tmpdir(), "qaforge-bench-mcq-"));
  const path = join(dir, basename(file));
  await cp(join(corpora, file), path);
  const rows: Row[] = [];
  for (const topic of topics) {
    // One topic per run, so that calls and tokens are the topic's own.
    const summary: McqSummary = await mcq(path, {
      topics: [topic],
      numQuestions: WANTED,
      maxIterations: 3,
      cwd: dir,
      out: `${topic.replace(/\W+/g, "_")}-${adaptive}.json`,
      generator: `openai-compatible:bench-writer@${baseUrl}`,
      judge: `openai-compatible:bench-judge@${baseUrl}`,
      validator: `openai-compatible:bench-reader@${baseUrl}`,
      runConfigFlags: { cache: false },
      ...(adaptive ? {} : { plateauDelta: null }),
    });
    const output = JSON.parse(await readFile(summary.output, "utf8")) as McqOutput;
    const result = output.topics[0]!;
    const after = result.evaluation_summary.approved_after_iteration;
    rows.push({
      document: basename(file),
      topic,
      approvedAfter: [0, 1, 2].map((index) => after[index] ?? after.at(-1) ?? 0),
      approved: result.questions.length,
      calls: summary.usage.calls,
      tokens: summary.usage.input_tokens + summary.usage.output_tokens,
      iterations: result.iterations_used,
      stop: result.stop_reason,
    });
  }
  return rows;
}

function perApproved(value: number, approved: number): string {
  return approved === 0 ? "—" : (value / approved).toFixed(1);
}

async function main(): Promise<void> {
  const server = await startServer(latency);
  try {
    console.log(`qaforge mcq over HTTP (mock server, offline engines behind it, latency ${latency} ms), ${WANTED} questions wanted per topic, max 3 iterations\n`);
    console.log("1-2. every iteration run (no adaptive stop)");
    console.log("document                      topic                          after 1  after 2  after 3  approved  calls  calls/appr  tokens/appr  ended");
    const full: Row[] = [];
    for (const { file, topics } of CASES) full.push(...(await runCase(server.baseUrl, file, topics, false)));
    for (const row of full) {
      console.log(
        `${row.document.padEnd(28)}  ${row.topic.padEnd(29)}  ${row.approvedAfter.map((share) => `${(share * 100).toFixed(0).padStart(5)} %`).join("  ")}  ${String(row.approved).padStart(8)}  ${String(row.calls).padStart(5)}  ${perApproved(row.calls, row.approved).padStart(10)}  ${perApproved(row.tokens, row.approved).padStart(11)}  ${row.stop}`,
      );
    }
    const total = (rows: Row[], key: "calls" | "tokens" | "approved") => rows.reduce((sum, row) => sum + row[key], 0);
    const mean = (index: number) => full.reduce((sum, row) => sum + row.approvedAfter[index]!, 0) / full.length;
    console.log(`all topics: ${total(full, "approved")} of ${full.length * WANTED} approved; share after 1, 2, 3 iterations ${[0, 1, 2].map((index) => `${(mean(index) * 100).toFixed(1)} %`).join(", ")}; ${perApproved(total(full, "calls"), total(full, "approved"))} calls and ${perApproved(total(full, "tokens"), total(full, "approved"))} tokens per approved question\n`);

    console.log("3. with the adaptive stop (default)");
    const adaptive: Row[] = [];
    for (const { file, topics } of CASES) adaptive.push(...(await runCase(server.baseUrl, file, topics, true)));
    console.log(`iterations used ${total(adaptive, "approved") >= 0 ? adaptive.map((row) => row.iterations).join(" ") : ""} (without: ${full.map((row) => row.iterations).join(" ")}); stops ${adaptive.map((row) => row.stop).join(", ")}`);
    console.log(`${total(adaptive, "approved")} approved with ${total(adaptive, "calls")} calls, against ${total(full, "approved")} with ${total(full, "calls")} calls; ${perApproved(total(adaptive, "calls"), total(adaptive, "approved"))} calls per approved question`);
  } finally {
    await server.stop();
  }
}

await main();
