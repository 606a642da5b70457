/**
 * The question loop's figures, printed, never asserted:
 *   1. documents/second against the mock server with a fixed latency L per call and concurrency C, beside the limit
 *      (C calls in flight at most, so C/L calls per second);
 *   2. model calls and tokens per accepted question;
 *   3. the deduplicator's prompt tokens per candidate as the accepted set grows from 10 to 500 questions, with the
 *      lexical shortlist against showing every accepted question;
 *   4. one large document at target 50 with K candidates in flight (--per-document-concurrency K), against the
 *      limit K/L.
 *
 * The models are the offline engine answering over real HTTP through the OpenAI provider code.
 * Run: npm run build && npm run bench:loop -- [--latency 100] [--docs 32] [--target 2] [--concurrency C] [--src]
 *      [--no-throughput] [--no-dedup] [--no-single] [--single-target 50] [--lanes K]
 */
import { spawn } from "node:child_process";
import { mkdtemp, readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { AcceptedQuestionIndex, DEDUP_SHORTLIST_SIZE } from "../../src/agents/dedup.js";
import { dedupMessage, dedupSystemPrompt } from "../../src/agents/prompts.js";
import { generate } from "../../src/api/generate.js";
import { listRuns, runStatistics } from "../../src/api/runs.js";
import { startServer } from "./server-process.js";
import type { GenerateOptions, GenerateSummary } from "../../src/api/generate.js";

const args = process.argv.slice(2);
const option = (name: string, fallback: number) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? Number(args[index + 1]) : fallback;
};
const latencyMs = option("latency", 100);
const documentCount = option("docs", 32);
const target = option("target", 2);
const concurrencies = args.includes("--concurrency") ? [option("concurrency", 1)] : [1, 2, 4, 8];
const skipDedup = args.includes("--no-dedup");
const singleTarget = option("single-target", 50);
const laneCounts = args.includes("--lanes") ? [option("lanes", 1)] : [1, 2, 4, 8];
/** Run the built CLI (`npm run build`) in a child process, as a user does; `--src` runs the TypeScript in-process. */
const useDist = !args.includes("--src");
const cli = fileURLToPath(new URL("../../bin/qaforge.js", import.meta.url));

const monstersPath = fileURLToPath(new URL("../../test/fixtures/markdown/srd52-monsters_az.md", import.meta.url));

/** One small Markdown document per monster stat block, from the real SRD file. */
async function makeCorpus(count: number): Promise<string> {
  const text = await readFile(monstersPath, "utf8");
  const blocks = text.split(/\n(?=## )/).slice(1, count + 1);
  const dir = await mkdtemp(join(tmpdir(), "qaforge-bench-loop-"));
  await Promise.all(blocks.map((block, index) => writeFile(join(dir, `monster-${String(index).padStart(3, "0")}.md`), `${block}\n`)));
  return dir;
}

const approxTokens = (text: string) => Math.ceil(text.length / 4);

/** `qaforge generate … --json` from the built package, in a process of its own. */
async function generateWithBuiltCli(dir: string, options: GenerateOptions & { target: number; concurrency: number }): Promise<GenerateSummary> {
  const flags = [
    "generate", dir, "--json", "--target", String(options.target), "--concurrency", String(options.concurrency),
    ...(options.perDocumentConcurrency ? ["--per-document-concurrency", String(options.perDocumentConcurrency)] : []),
    "--out", options.out!, "--model-config", options.runConfigFile!,
    "--generator", options.generator!, "--validator", options.validator!, "--deduplicator", options.deduplicator!,
  ];
  const child = spawn(process.execPath, [cli, ...flags], { stdio: ["ignore", "pipe", "inherit"] });
  let stdout = "";
  child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.once("exit", resolve));
  if (code !== 0) throw new Error(`qaforge generate exited with ${code}; run \`npm run build\` first`);
  return JSON.parse(stdout) as GenerateSummary;
}

async function throughput(): Promise<void> {
  console.log(`\n1-2. Corpus runs over HTTP: ${documentCount} documents, target ${target} per document, latency L = ${latencyMs} ms per call`);
  console.log("C   seconds  docs/s  calls/s  limit C/L  of limit  calls/accepted  tokens/accepted  accepted");
  for (const concurrency of concurrencies) {
    const server = await startServer(latencyMs);
    const dir = await makeCorpus(documentCount);
    const config = join(dir, "bench.config.yaml");
    await writeFile(config, `concurrency: { openai-compatible: ${concurrency * 4} }\nmax_retries: 0\ncache: false\n`);
    const runArgs = {
      target,
      concurrency,
      // One candidate per document at a time: this figure is about documents in parallel (section 4 is about K).
      perDocumentConcurrency: 1,
      out: join(dir, "out.json"),
      runConfigFile: config,
      generator: `openai-compatible:bench-generator@${server.baseUrl}`,
      validator: `openai-compatible:bench-validator@${server.baseUrl}`,
      deduplicator: `openai-compatible:bench-deduplicator@${server.baseUrl}`,
    };
    const summary = useDist ? await generateWithBuiltCli(dir, runArgs) : await generate(dir, runArgs);
    await server.stop();
    // The run's own span in the store: from its creation to its last decision, without process start-up.
    const run = listRuns(dir).find((entry) => entry.id === summary.run_id)!;
    const seconds = (Date.parse(run.updated_at) - Date.parse(run.created_at)) / 1000;
    const calls = runStatistics(dir, summary.run_id).usage.reduce((sum, row) => sum + row.calls, 0);
    const limit = concurrency / (latencyMs / 1000);
    const callsPerSecond = calls / seconds;
    const tokens = summary.tokens.input + summary.tokens.output;
    console.log(
      [
        String(concurrency).padEnd(3),
        seconds.toFixed(2).padStart(7),
        (summary.documents.total / seconds).toFixed(2).padStart(7),
        callsPerSecond.toFixed(1).padStart(8),
        limit.toFixed(1).padStart(10),
        `${((callsPerSecond / limit) * 100).toFixed(0)}%`.padStart(9),
        (calls / Math.max(1, summary.accepted)).toFixed(1).padStart(15),
        Math.round(tokens / Math.max(1, summary.accepted)).toString().padStart(16),
        String(summary.accepted).padStart(9),
      ].join(" "),
    );
  }
  console.log("Each document's calls are sequential (generate → dedupe → validate), so C documents keep at most C calls in flight.");
}

async function dedupGrowth(): Promise<void> {
  const text = await readFile(monstersPath, "utf8");
  const monsters = [...text.matchAll(/^## (.+)$/gm)].map((match) => match[1]!.trim());
  const stats = ["Armor Class", "Hit Points", "Speed", "Challenge Rating", "Initiative", "passive Perception", "Strength score", "Dexterity saving throw"];
  const questions = monsters.flatMap((monster) => stats.map((stat) => `What is the ${stat} of the ${monster}?`));
  const candidates = monsters.slice(0, 50).map((monster) => `How fast can the ${monster} fly or swim?`);

  console.log(`\n3. Deduplicator prompt tokens per candidate (≈ characters/4), shortlist of ${DEDUP_SHORTLIST_SIZE} vs every accepted question`);
  console.log("accepted  shortlist tokens  all-questions tokens");
  for (const size of [10, 50, 100, 250, 500]) {
    const accepted = questions.filter((_, index) => index % 3 === 0).slice(0, size);
    if (accepted.length < size) throw new Error(`only ${accepted.length} questions to accept; need ${size}`);
    const index = new AcceptedQuestionIndex(accepted);
    let shortlistTokens = 0;
    let fullTokens = 0;
    for (const candidate of candidates) {
      const shortlist = index.nearest(candidate).map((entry) => entry.question);
      shortlistTokens += approxTokens(dedupSystemPrompt() + dedupMessage(candidate, shortlist));
      fullTokens += approxTokens(dedupSystemPrompt() + dedupMessage(candidate, accepted));
    }
    console.log(
      `${String(size).padStart(8)}  ${Math.round(shortlistTokens / candidates.length).toString().padStart(16)}  ${Math.round(fullTokens / candidates.length).toString().padStart(20)}`,
    );
  }
}

/** One document holding many stat blocks, enough for well over `singleTarget` questions. */
async function makeLargeDocument(blocks: number): Promise<string> {
  const text = await readFile(monstersPath, "utf8");
  const dir = await mkdtemp(join(tmpdir(), "qaforge-bench-single-"));
  await writeFile(join(dir, "monsters.md"), `# Monsters\n\n${text.split(/\n(?=## )/).slice(1, blocks + 1).join("\n")}\n`);
  return dir;
}

async function singleDocument(): Promise<void> {
  console.log(`\n4. One document (40 SRD stat blocks), target ${singleTarget}, K candidates in flight, latency L = ${latencyMs} ms per call`);
  console.log("K   seconds  questions/s  calls/s  limit K/L  of limit  speed-up  calls/accepted  accepted  rejected (duplicate)");
  let baseline: number | undefined;
  for (const lanes of laneCounts) {
    const server = await startServer(latencyMs);
    const dir = await makeLargeDocument(40);
    const config = join(dir, "bench.config.yaml");
    await writeFile(config, `concurrency: { openai-compatible: ${lanes * 4} }\nmax_retries: 0\ncache: false\n`);
    const runArgs = {
      target: singleTarget,
      concurrency: 1,
      perDocumentConcurrency: lanes,
      out: join(dir, "out.json"),
      runConfigFile: config,
      generator: `openai-compatible:bench-generator@${server.baseUrl}`,
      validator: `openai-compatible:bench-validator@${server.baseUrl}`,
      deduplicator: `openai-compatible:bench-deduplicator@${server.baseUrl}`,
    };
    const summary = useDist ? await generateWithBuiltCli(join(dir, "monsters.md"), runArgs) : await generate(join(dir, "monsters.md"), runArgs);
    await server.stop();
    const run = listRuns(join(dir, "monsters.md")).find((entry) => entry.id === summary.run_id)!;
    const seconds = (Date.parse(run.updated_at) - Date.parse(run.created_at)) / 1000;
    const calls = runStatistics(join(dir, "monsters.md"), summary.run_id).usage.reduce((sum, row) => sum + row.calls, 0);
    const limit = lanes / (latencyMs / 1000);
    const callsPerSecond = calls / seconds;
    baseline ??= seconds;
    console.log(
      [
        String(lanes).padEnd(3),
        seconds.toFixed(1).padStart(7),
        (summary.accepted / seconds).toFixed(2).padStart(12),
        callsPerSecond.toFixed(1).padStart(8),
        limit.toFixed(1).padStart(10),
        `${((callsPerSecond / limit) * 100).toFixed(0)}%`.padStart(9),
        `${(baseline / seconds).toFixed(2)}×`.padStart(9),
        (calls / Math.max(1, summary.accepted)).toFixed(1).padStart(15),
        String(summary.accepted).padStart(9),
        `${summary.rejected} (${summary.rejected_by_reason.duplicate ?? 0})`.padStart(21),
      ].join(" "),
    );
  }
  console.log("Generation and validation of a round's K candidates overlap; duplicate checks and decisions are one at a time.");
}

if (!args.includes("--no-throughput")) await throughput();
if (!skipDedup) await dedupGrowth();
if (!args.includes("--no-single")) await singleDocument();
