/**
 * Figures of the research loop (spec 003), printed, never asserted. Every role is an OpenAI-compatible model served
 * by the mock server in a process of its own, which answers each call with the role's offline engine after a fixed
 * latency L:
 *   1. the loop's own time per iteration (retrieval, prompts, parsing, the graph) against the model time, for several
 *      L (target: at most 5 % of model time at L = 1 s);
 *   2. the time the verifier and the coverage evaluator save by running concurrently, on the evaluation step and on a
 *      whole iteration (spec 003 claims 40–50 %).
 * Run: npm run bench:research [-- CORPUS_DIR]
 */
import { cp, mkdir, mkdtemp, readdir, readFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { evaluateCoverage } from "../../src/agents/research/coverage.js";
import { extractFacts } from "../../src/agents/research/fact-extractor.js";
import { verifyFacts } from "../../src/agents/research/verifier.js";
import type { LlmDecision } from "../../src/agents/run-log.js";
import { buildModels, research, researchTemplates } from "../../src/api/research.js";
import { openResearchCorpus } from "../../src/api/research-corpus.js";
import { resolveRunConfig } from "../../src/config/run-config.js";
import { parseModelSpec } from "../../src/config/models.js";
import { UsageLedger } from "../../src/models/usage.js";
import { openDatabase } from "../../src/store/database.js";
import { startServer } from "../loop/server-process.js";

const sharedCorpora = fileURLToPath(new URL("../../../shared/corpora", import.meta.url));
const ROLES = ["planner", "synthesizer", "fact_extractor", "verifier", "coverage"] as const;
const QUERIES = [
  "What did the Court decide about strict scrutiny and race-conscious admissions?",
  "How were patients sampled and what outcomes were measured in the study?",
];
const calm = async () => ({ ramPercent: 30, gpus: [] });

async function corpusFolder(argument: string | undefined): Promise<string> {
  if (argument) return argument;
  const dir = await mkdtemp(join(tmpdir(), "qaforge-bench-research-"));
  await mkdir(join(dir, "corpus"));
  for (const folder of ["text", "jats", "pdf", "markdown"]) {
    for (const name of (await readdir(join(sharedCorpora, folder))).filter((entry) => !entry.startsWith("."))) await cp(join(sharedCorpora, folder, name), join(dir, "corpus", `${folder}-${name}`));
  }
  return join(dir, "corpus");
}

const flagsFor = (baseUrl: string) => Object.fromEntries(ROLES.map((role) => [role, `openai-compatible:${role}@${baseUrl}`]));

async function loopOverhead(corpus: string): Promise<void> {
  console.log("1. loop overhead per iteration against model time (mock server, latency L per call; model time counts the");
  console.log("   verifier and coverage calls of an iteration once, as the longer of the two, since they overlap)");
  console.log("L ms   query  iterations  loop s/iter  model s/iter  overhead ms/iter  overhead / model");
  for (const latency of [0, 200, 1000]) {
    const server = await startServer(latency);
    const out = await mkdtemp(join(tmpdir(), "qaforge-bench-research-out-"));
    // Index the corpus first, so that no query pays for it.
    await research(corpus, { query: "warm up", outDir: out, maxIterations: 1, memory: calm, runConfigFlags: { ...flagsFor(server.baseUrl), cache: false }, fresh: true });
    for (const [index, query] of QUERIES.entries()) {
      const summary = await research(corpus, { query, outDir: out, maxIterations: 3, memory: calm, runConfigFlags: { ...flagsFor(server.baseUrl), cache: false }, fresh: true });
      const result = summary.results[0]!;
      const decisions = (await readFile(join(out, "llm_decisions.jsonl"), "utf8"))
        .trim()
        .split("\n")
        .map((line) => JSON.parse(line) as LlmDecision)
        .filter((decision) => decision.subject === `${summary.run_id}/q1`);
      const spans = Object.values(result.timestamps);
      const loopMs = Math.max(...spans.map((span) => span.end)) - Math.min(...spans.map((span) => span.start));
      let modelMs = 0;
      for (let iteration = 0; iteration < result.iterations; iteration++) {
        const of = (agent: string) => decisions.filter((decision) => decision.iteration === iteration && decision.agent === agent).reduce((sum, decision) => sum + decision.duration_ms, 0);
        modelMs += of("planner") + of("synthesizer") + of("fact_extractor") + Math.max(of("verifier"), of("coverage"));
      }
      const overhead = (loopMs - modelMs) / result.iterations;
      console.log(
        `${String(latency).padEnd(5)}  q${index + 1}     ${String(result.iterations).padStart(10)}  ${(loopMs / result.iterations / 1000).toFixed(3).padStart(11)}  ${(modelMs / result.iterations / 1000).toFixed(3).padStart(12)}  ${overhead.toFixed(1).padStart(16)}  ${((overhead / (modelMs / result.iterations)) * 100).toFixed(2).padStart(14)} %`,
      );
    }
    await server.stop();
  }
}

async function parallelSaving(corpus: string): Promise<void> {
  console.log("\n2. verifier and coverage evaluator: one after the other vs at once (3 repetitions each, mean)");
  console.log("L ms   sequential s  concurrent s  saved on the step  iteration s (seq → conc)  saved on the iteration");
  const templates = await researchTemplates();
  for (const latency of [200, 1000]) {
    const server = await startServer(latency);
    const runConfig = await resolveRunConfig({ flags: { ...flagsFor(server.baseUrl), cache: false } });
    const specs = { planner: "planner", synthesizer: "synthesizer", factExtractor: "fact_extractor", verifier: "verifier", coverage: "coverage" } as const;
    const models = await buildModels(
      Object.fromEntries(Object.entries(specs).map(([name, engine]) => [name, parseModelSpec(`openai-compatible:${engine}@${server.baseUrl}`)])) as never,
      runConfig,
      new UsageLedger(),
    );
    const db = openDatabase(join(corpus, ".qaforge", "qaforge.db"));
    const index = await openResearchCorpus(db, corpus, { exclude: [join(corpus, ".qaforge")] });
    const plan = [
      { aspect: "strict scrutiny", query: "strict scrutiny", reason: "" },
      { aspect: "race-conscious admissions", query: "race-conscious admissions", reason: "" },
    ];
    const retrieval = await index.retrieve(plan, 5);
    const context = { subject: "bench", iteration: 0 };
    const answer = "The Court held that strict scrutiny applies to race-conscious admissions [1]. The Court of Appeals did not apply strict scrutiny [2].";
    const { facts } = await extractFacts(models.factExtractor, templates.factExtractor, answer, context);
    const verify = () => verifyFacts(models.verifier, templates.verifier, { query: "strict scrutiny", facts, retrieval }, context);
    const cover = () => evaluateCoverage(models.coverage, templates.coverage, { query: "strict scrutiny", plan, answer }, context);
    let sequential = 0;
    let concurrent = 0;
    for (let repetition = 0; repetition < 3; repetition++) {
      let started = performance.now();
      await verify();
      await cover();
      sequential += performance.now() - started;
      started = performance.now();
      await Promise.all([verify(), cover()]);
      concurrent += performance.now() - started;
    }
    sequential /= 3000;
    concurrent /= 3000;
    db.close();
    await server.stop();
    // An iteration makes three more calls one after the other (planner, synthesizer, fact extractor).
    const others = (3 * latency) / 1000;
    console.log(
      `${String(latency).padEnd(5)}  ${sequential.toFixed(3).padStart(12)}  ${concurrent.toFixed(3).padStart(12)}  ${((1 - concurrent / sequential) * 100).toFixed(1).padStart(15)} %  ${`${(others + sequential).toFixed(2)} → ${(others + concurrent).toFixed(2)}`.padStart(24)}  ${((1 - (others + concurrent) / (others + sequential)) * 100).toFixed(1).padStart(20)} %`,
    );
  }
}

const corpus = await corpusFolder(process.argv.slice(2).find((argument) => !argument.startsWith("--")));
if (!process.argv.includes("--no-overhead")) await loopOverhead(corpus);
if (!process.argv.includes("--no-parallel")) await parallelSaving(corpus);
