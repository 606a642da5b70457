import type { Command } from "commander";
import { DEFAULT_MAX_ITERATIONS, DEFAULT_MAX_MEMORY_PERCENT } from "../../agents/research/gate.js";
import type { IcatSummary } from "../../api/icat.js";
import type { ResearchSummary } from "../../api/research.js";
import { DEFAULT_TOP_K } from "../../config/defaults.js";
import type { RunConfigFlags } from "../../config/run-config.js";
import { QaforgeError } from "../../errors.js";
import { answerWithSources, historyLines } from "../../outputs/research.js";
import { action, type CliContext } from "../context.js";
import { EXIT, formatTable, type Output } from "../io.js";
import { ProgressLine } from "../progress.js";
import { examplesHelp, runOptions, seedFlag, type RunFlags } from "../run-options.js";
import { positiveInteger } from "./generate.js";

interface ModelFlags extends RunFlags {
  planner?: string;
  synthesizer?: string;
  factExtractor?: string;
  verifier?: string;
  coverage?: string;
  embedder?: string;
  prompts?: string;
}

interface ResearchFlags extends ModelFlags {
  corpus: string;
  queries?: string;
  aspects?: string;
  maxIterations: string;
  topK: string;
  maxRam: string;
  maxGpu: string;
  evaluate?: boolean;
  baseline?: boolean;
  out?: string;
  quiet?: boolean;
}

interface IcatFlags extends ModelFlags {
  corpus: string;
  out?: string;
}

function modelOptions(command: Command, resumable: boolean): Command {
  command
    .option("--planner <spec>", "planner model (default: offline:planner)")
    .option("--synthesizer <spec>", "synthesizer model (default: offline:synthesizer)")
    .option("--fact-extractor <spec>", "fact extractor model (default: offline:fact_extractor)")
    .option("--verifier <spec>", "verifier model; for ICAT it must differ from the synthesizer (default: offline:verifier)")
    .option("--coverage <spec>", "coverage evaluator model (default: offline:coverage)")
    .option("--embedder <spec>", "embedder for the corpus index, e.g. openai:text-embedding-3-small (default: offline)")
    .option("--prompts <folder>", "your prompt templates (research-planner.txt, research-synthesizer.txt, …) instead of the built-in ones (same {{PLACEHOLDERS}})");
  return runOptions(command, { database: "in the corpus folder", resumable, json: "print one JSON summary instead of text" });
}

function runConfigFlags(flags: ModelFlags): RunConfigFlags {
  return {
    ...(flags.planner ? { planner: flags.planner } : {}),
    ...(flags.synthesizer ? { synthesizer: flags.synthesizer } : {}),
    ...(flags.factExtractor ? { fact_extractor: flags.factExtractor } : {}),
    ...(flags.verifier ? { verifier: flags.verifier } : {}),
    ...(flags.coverage ? { coverage: flags.coverage } : {}),
    ...seedFlag(flags),
  };
}

export function registerResearch(program: Command, context: CliContext): void {
  modelOptions(
    program
      .command("research")
      .description("answer a query from a whole corpus with spec 003's iterative multi-agent loop (plan, retrieve, write, check, refine)")
      .argument("[query]", "the research query (or --queries FILE)")
      .requiredOption("--corpus <folder>", "corpus folder")
      .option("--queries <file>", 'JSONL of queries, one {"id": "...", "query": "...", "aspects": ["..."]} per line: a resumable batch experiment')
      .option("--aspects <list>", "aspects the answer must cover, separated by ';' (ICAT with your aspects instead of the model's)")
      .option("--max-iterations <n>", "iterations at most", String(DEFAULT_MAX_ITERATIONS))
      .option("--top-k <n>", "passages retrieved per aspect", String(DEFAULT_TOP_K))
      .option("--max-ram <percent>", "stop when RAM in use reaches this share", String(DEFAULT_MAX_MEMORY_PERCENT))
      .option("--max-gpu <percent>", "stop when a GPU's memory in use reaches this share (with nvidia-smi)", String(DEFAULT_MAX_MEMORY_PERCENT))
      .option("--evaluate", "score every answer with ICAT (factuality, coverage, their harmonic mean)")
      .option("--baseline", "also run the baseline (one retrieval, one synthesis, no loop) for comparison")
      .option("--out <folder>", "output folder (default: ./qaforge-research)")
      .option("--quiet", "do not print the iteration gate's evaluation"),
    true,
  )
    .addHelpText(
      "after",
      examplesHelp(
        [
          'qaforge research "How are aboleths and beholders alike?" --corpus examples/srd-and-science',
          'qaforge research "What did the Court decide about strict scrutiny?" --corpus opinions/ --evaluate --baseline',
          "qaforge research --queries queries.jsonl --corpus opinions/ --evaluate --baseline --synthesizer openai:gpt-4.1 --verifier anthropic:claude-sonnet-4-5",
        ],
        [
          "Writes llm_decisions.jsonl, research_results.json/.csv and queries/<id>.json to the output folder; a batch",
          "(--queries or --baseline) adds research_report.html and plots/*.png. A stopped batch resumes when run again.",
        ],
      ),
    )
    .action(
      action(context, async (query: string | undefined, flags: ResearchFlags) => {
        const io = context.output();
        const progress = new ProgressLine(io, !flags.json);
        const { research } = await import("../../api/research.js");
        const summary = await research(flags.corpus, {
          ...(query !== undefined ? { query } : {}),
          ...(flags.queries ? { queriesFile: flags.queries } : {}),
          ...(flags.aspects ? { aspects: flags.aspects.split(";").map((aspect) => aspect.trim()).filter(Boolean) } : {}),
          maxIterations: positiveInteger(flags.maxIterations, "--max-iterations"),
          topK: positiveInteger(flags.topK, "--top-k"),
          maxRamPercent: percent(flags.maxRam, "--max-ram"),
          maxGpuPercent: percent(flags.maxGpu, "--max-gpu"),
          evaluate: flags.evaluate ?? false,
          baseline: flags.baseline ?? false,
          ...(flags.embedder ? { embedder: flags.embedder } : {}),
          ...(flags.out ? { outDir: flags.out } : {}),
          ...(flags.prompts ? { promptsDir: flags.prompts } : {}),
          dbPath: flags.db,
          runConfigFile: flags.modelConfig,
          runConfigFlags: runConfigFlags(flags),
          fresh: flags.fresh ?? false,
          onEvent: (event) => {
            if (flags.json) return;
            if (event.type === "corpus_ready") progress.log(`corpus: ${event.documents} documents, ${event.chunks} passages indexed`);
            if (event.type === "run_started") progress.log(`${event.resumed ? "resuming" : "started"} run ${event.runId}: ${event.pending} of ${event.queries} queries to do → ${event.outDir}`);
            if (event.type === "node") progress.update(`${event.queryId}: iteration ${event.iteration}, ${event.node}`);
            if (event.type === "gate" && !flags.quiet) progress.log(event.summary);
            if (event.type === "query_finished") progress.log(`${event.queryId}: ${event.status === "done" ? `${event.iterations} iterations, ${event.termination}` : `failed (${event.note})`}`);
          },
        });
        progress.clear();
        if (flags.json) io.out(JSON.stringify(summary, null, 2));
        else printResearch(io, summary, flags.queries === undefined);
        return summary.failed.length > 0 ? EXIT.failed : EXIT.ok;
      }),
    );
}

export function registerIcat(program: Command, context: CliContext): void {
  modelOptions(
    program
      .command("icat")
      .description("ICAT scores of answers over a corpus: supported claims, covered aspects, their harmonic mean")
      .argument("<answers>", 'research_results.json of a research run, or JSONL of {"id", "query", "answer", "aspects"?}')
      .requiredOption("--corpus <folder>", "corpus folder the claims are checked against")
      .option("--out <folder>", "folder of icat_results.json/.csv (default: beside the answers)"),
    true,
  )
    .addHelpText(
      "after",
      examplesHelp(
        ["qaforge icat qaforge-research/research_results.json --corpus opinions/", "qaforge icat answers.jsonl --corpus opinions/ --verifier anthropic:claude-sonnet-4-5 --synthesizer openai:gpt-4.1"],
        ["Without aspects in the input, the planner writes them from the query (ICAT-A). --synthesizer names the model", "that wrote the answers: the verifier must be a different one."],
      ),
    )
    .action(
      action(context, async (answers: string, flags: IcatFlags) => {
        const io = context.output();
        const { icat } = await import("../../api/icat.js");
        const summary = await icat(flags.corpus, {
          answersFile: answers,
          ...(flags.out ? { outDir: flags.out } : {}),
          ...(flags.embedder ? { embedder: flags.embedder } : {}),
          ...(flags.prompts ? { promptsDir: flags.prompts } : {}),
          dbPath: flags.db,
          runConfigFile: flags.modelConfig,
          runConfigFlags: runConfigFlags(flags),
          fresh: flags.fresh ?? false,
        });
        if (flags.json) io.out(JSON.stringify(summary, null, 2));
        else printIcat(io, summary);
        return EXIT.ok;
      }),
    );
}

function printResearch(io: Output, summary: ResearchSummary, single: boolean): void {
  if (single && summary.results.length === 1) {
    const result = summary.results[0]!;
    io.out(answerWithSources(result));
    io.out(["", `History (${result.iterations} iterations, ${result.termination_reason}):`, ...historyLines(result).map((line) => `  ${line}`)].join("\n"));
    if (result.icat) io.out(`ICAT (${result.icat.mode}): factuality ${result.icat.factuality.toFixed(3)}, coverage ${result.icat.coverage.toFixed(3)}, ICAT ${result.icat.icat.toFixed(3)}`);
    if (result.baseline) io.out(`baseline: ${result.baseline.icat ? `ICAT ${result.baseline.icat.icat.toFixed(3)} (factuality ${result.baseline.icat.factuality.toFixed(3)}, coverage ${result.baseline.icat.coverage.toFixed(3)})` : `${result.baseline.citations.length} passages cited`}`);
    if (result.error_log.length > 0) io.err(`qaforge: ${result.error_log.length} agent replies could not be read as given (see ${summary.out_dir}/queries/)`);
  } else {
    io.out(
      formatTable(
        ["id", "iterations", "termination", "ICAT", "baseline ICAT"],
        summary.results.map((result) => [result.id, result.iterations, result.termination_reason, result.icat ? result.icat.icat.toFixed(3) : "", result.baseline?.icat ? result.baseline.icat.icat.toFixed(3) : ""]),
      ),
    );
  }
  io.out(`run ${summary.run_id}: ${summary.results.length} queries answered, ${summary.model_calls} model calls, cost $${summary.cost_usd.toFixed(4)}; output: ${summary.out_dir}`);
  for (const failure of summary.failed) io.err(`qaforge: ${failure.id} failed: ${failure.message} (run the same command again to retry)`);
}

function printIcat(io: Output, summary: IcatSummary): void {
  io.out(
    formatTable(
      ["id", "mode", "claims", "supported", "factuality", "coverage", "ICAT"],
      summary.results.map((row) => [row.id, row.mode, row.claims, row.supported, row.factuality.toFixed(3), row.coverage.toFixed(3), row.icat.toFixed(3)]),
    ),
  );
  io.out(`mean: factuality ${summary.mean.factuality.toFixed(3)}, coverage ${summary.mean.coverage.toFixed(3)}, ICAT ${summary.mean.icat.toFixed(3)}; written: ${summary.files.join(", ")}`);
  io.out(`run ${summary.run_id}${summary.resumed ? " (resumed)" : ""}: ${summary.results.length} answers scored, ${summary.model_calls} model calls, cost $${summary.cost_usd.toFixed(4)}`);
}

function percent(value: string, name: string): number {
  const number = Number(value);
  if (value.trim() === "" || !Number.isFinite(number) || number <= 0 || number > 100) throw new QaforgeError("invalid_argument", `${name} must be a percentage above 0 and at most 100, got "${value}"`);
  return number;
}
