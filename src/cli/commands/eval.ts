import type { Command } from "commander";
import { DEFAULT_EVAL_CONCURRENCY } from "../../config/defaults.js";
import { preview } from "../../agents/eval/answerer.js";
import { QaforgeError } from "../../errors.js";
import { EXPORT_FORMATS } from "../../outputs/export/formats.js";
import { action, type CliContext } from "../context.js";
import { EXIT, formatTable } from "../io.js";
import { ProgressLine } from "../progress.js";
import { positiveInteger } from "./generate.js";

interface EvalFlags {
  answerer: string;
  out?: string;
  corpus?: string;
  concurrency: string;
  timeout?: string;
  judge: string | boolean;
  threshold?: string;
  template?: string;
  embedder?: string;
  db?: string;
  modelConfig?: string;
  fresh?: boolean;
  json?: boolean;
}

export function registerEval(program: Command, context: CliContext): void {
  program
    .command("eval")
    .description("run an answerer (qaforge ask, an HTTP service, a command) over every question of a qaforge dataset and score the answers (resumable)")
    .argument("<dataset>", "a qaforge output: generate's .json/.jsonl, qa_chains_raw.json, qa_chains_validated.json, or a list of {question, answer}")
    .requiredOption("--answerer <spec>", 'ask, ask:<provider:model>, research, http://host/endpoint, or command:"program args"')
    .option("--out <dir>", "output folder (default: <dataset>-eval beside the dataset)")
    .option("--corpus <dir>", "the folder the dataset's documents are in (default: the dataset's corpus_path)")
    .option("--concurrency <n>", "questions answered at once", String(DEFAULT_EVAL_CONCURRENCY))
    .option("--timeout <seconds>", "per answer, for HTTP, command and research answerers (default 60; 600 for research)")
    .option("--judge <spec>", "the judge of correctness (default: the configured judge, else offline:judge)")
    .option("--no-judge", "score exact match, F1 and recall only")
    .option("--threshold <score>", "correctness score the judge must give, 0–1", "0.7")
    .option("--template <file>", "your judge prompt template instead of the built-in one (placeholders QUESTION, REFERENCE, ANSWER)")
    .option("--embedder <spec>", "embedder of the ask answerer's semantic search (default offline)")
    .option("--db <file>", "run database (default: .qaforge/qaforge.db in the output folder)")
    .option("--model-config <file>", "model configuration (default: ./qaforge.config.yaml if present)")
    .option("--fresh", "answer everything again instead of resuming")
    .option("--json", "print one JSON summary at the end instead of progress")
    .addHelpText(
      "after",
      [
        "",
        "Examples:",
        "  qaforge eval qaforge-srd-rag_eval-textual.json --answerer ask",
        "  qaforge eval questions.jsonl --answerer http://localhost:8080/answer --concurrency 8 --judge openai:gpt-4.1",
        '  qaforge eval chains-out/qa_chains_validated.json --answerer command:"python my_rag.py --index docs" --timeout 120',
        "",
        "HTTP answerer: POST {\"id\", \"question\", \"document\", \"category\"} as JSON; reply",
        '{"answer": "…", "contexts": [{"text", "source", "start_line", "end_line"}]} (contexts optional).',
        "A command answerer gets the same JSON on stdin and writes the reply on stdout; it runs without a shell.",
        "Writes eval_results.json, eval_results.csv and eval_report.html in the output folder.",
      ].join("\n"),
    )
    .action(
      action(context, async (dataset: string, flags: EvalFlags) => {
        const io = context.output();
        const progress = new ProgressLine(io, !flags.json);
        const timeout = flags.timeout === undefined ? undefined : Number(flags.timeout);
        if (timeout !== undefined && !(timeout > 0)) throw new QaforgeError("invalid_argument", `--timeout must be a number of seconds above 0, got "${flags.timeout}"`);
        const { evaluate } = await import("../../api/eval.js");
        const summary = await evaluate(dataset, {
          answerer: flags.answerer,
          out: flags.out,
          corpus: flags.corpus,
          concurrency: positiveInteger(flags.concurrency, "--concurrency"),
          ...(timeout !== undefined ? { timeoutMs: timeout * 1000 } : {}),
          judge: flags.judge === false ? false : typeof flags.judge === "string" ? flags.judge : undefined,
          threshold: score(flags.threshold ?? "0.7", "--threshold"),
          template: flags.template,
          embedder: flags.embedder,
          dbPath: flags.db,
          runConfigFile: flags.modelConfig,
          fresh: flags.fresh,
          onProgress: (state) => progress.update(`answered ${state.done}/${state.total}${state.failed ? `, ${state.failed} failed` : ""}; mean F1 ${state.meanF1.toFixed(3)}`),
          onFailure: (failure) => progress.log(`qaforge: question ${failure.id} ("${preview(failure.question, 60)}"): ${failure.code}: ${failure.message}`),
        });
        progress.clear();
        if (flags.json) io.out(JSON.stringify(summary, null, 2));
        else {
          const overall = summary.overall;
          io.out(`run ${summary.run_id}${summary.resumed ? " (resumed)" : ""}: ${summary.scored} of ${summary.questions} questions scored by ${summary.answerer}${summary.failed.length ? `, ${summary.failed.length} failed` : ""}; cost $${summary.cost_usd.toFixed(4)}`);
          const show = (value: number | null) => (value === null ? "n/a" : value.toFixed(3));
          io.out(formatTable(["exact match", "F1", "correct (judge)", "retrieval recall"], [[show(overall.exact_match), show(overall.f1), show(overall.correct_rate), show(overall.retrieval_recall)]]));
          io.out(`results: ${summary.outputs.json}\n         ${summary.outputs.csv}\n         ${summary.outputs.html}`);
        }
        return summary.failed.length > 0 ? EXIT.failed : EXIT.ok;
      }),
    );
}

export function registerExport(program: Command, context: CliContext): void {
  program
    .command("export")
    .description("convert a qaforge output (generate, chains, polish, eval) for RAGAS, DeepEval, promptfoo, JSONL, CSV or Hugging Face datasets")
    .argument("<result>", "a qaforge output file")
    .requiredOption("--format <format>", EXPORT_FORMATS.join("|"))
    .option("--out <path>", "target file (a folder for hf); default beside the input, e.g. <name>.ragas.jsonl, <name>-hf/")
    .option("--json", "print one JSON summary")
    .addHelpText(
      "after",
      [
        "",
        "Examples:",
        "  qaforge export qaforge-srd-rag_eval-textual.json --format ragas        # EvaluationDataset.from_jsonl",
        "  qaforge export chains-out/qa_chains_validated.json --format deepeval   # add_goldens_from_json_file",
        "  qaforge export questions.json --format promptfoo --out tests.yaml      # tests: file://tests.yaml",
        "  qaforge export questions.json --format hf --out my-eval-set            # load_dataset(\"my-eval-set\")",
        "  qaforge export questions-eval/eval_results.json --format ragas         # with response and retrieved_contexts",
      ].join("\n"),
    )
    .action(
      action(context, async (input: string, flags: { format: string; out?: string; json?: boolean }) => {
        const io = context.output();
        const { exportDataset } = await import("../../api/export.js");
        const summary = await exportDataset(input, { format: flags.format, out: flags.out });
        if (flags.json) io.out(JSON.stringify(summary, null, 2));
        else io.out(`${summary.questions} questions (${summary.kind} output) exported as ${summary.format}: ${summary.out}`);
        return EXIT.ok;
      }),
    );
}

function score(value: string, name: string): number {
  const number = Number(value);
  if (value.trim() === "" || !Number.isFinite(number) || number < 0 || number > 1) throw new QaforgeError("invalid_argument", `${name} must be a number from 0 to 1, got "${value}"`);
  return number;
}
