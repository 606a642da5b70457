import type { Command } from "commander";
import { MCQ_DEFAULTS } from "../../config/defaults.js";
import { MCQ_DIFFICULTY_CHOICES, type McqDifficultyChoice } from "../../agents/mcq/question.js";
import { DEFAULT_MIN_QUESTION_SCORE } from "../../config/rubric.js";
import { QaforgeError } from "../../errors.js";
import { action, type CliContext } from "../context.js";
import { EXIT, formatTable } from "../io.js";
import { ProgressLine } from "../progress.js";
import { examplesHelp, runOptions, seedFlag, type RunFlags } from "../run-options.js";
import { positiveInteger } from "./generate.js";

interface McqFlags extends RunFlags {
  topic: string[];
  numQuestions: string;
  difficulty: string;
  maxIterations: string;
  minScore: string;
  topK: string;
  threshold?: string;
  validate: boolean;
  adaptive: boolean;
  generator?: string;
  judge?: string;
  evaluator?: string;
  validator?: string;
  embedder?: string;
  template?: string;
  evaluatorTemplate?: string;
  validatorTemplate?: string;
  concurrency: string;
  out?: string;
  cache: boolean;
}

export function registerMcq(program: Command, context: CliContext): void {
  const command = program
    .command("mcq")
    .description("multiple-choice questions on a topic of one document: generate, evaluate, regenerate the rejected ones with feedback (spec 002; resumable)")
    .argument("<document>", "the document (any format qaforge reads)")
    .requiredOption("--topic <text>", "topic to ask about; repeat for several topics in one run", collect, [])
    .option("-n, --num-questions <n>", "questions wanted per topic", String(MCQ_DEFAULTS.numQuestions))
    .option("--difficulty <level>", `${MCQ_DIFFICULTY_CHOICES.join(", ")} (mixed: easy, medium, hard in turn)`, MCQ_DEFAULTS.difficulty)
    .option("--max-iterations <n>", "generation rounds per topic (the first and the regenerations)", String(MCQ_DEFAULTS.maxIterations))
    .option("--min-score <x>", "weighted score a question needs to be approved, 0–1", String(DEFAULT_MIN_QUESTION_SCORE))
    .option("--top-k <n>", "context chunks retrieved per topic", String(MCQ_DEFAULTS.topK))
    .option("--threshold <x>", "least similarity of a context chunk (default: 0.15 offline, 0.3 provider embedders)")
    .option("--no-validate", "skip answer validation by the independent validator")
    .option("--no-adaptive", "run every iteration even when the scores plateau")
    .option("--generator <spec>", "question writer (default: offline:mcq-writer)")
    .option("--judge <spec>", "evaluator, the shared judge role (default: offline:judge)")
    .option("--evaluator <spec>", "the same as --judge (spec 002's name for the role)")
    .option("--validator <spec>", "answer validator, a model other than the generator (default: offline:mcq-reader)")
    .option("--embedder <spec>", "embedder of the retrieval (default: offline)")
    .option("--template <file>", "your generator prompt template (same {{PLACEHOLDERS}} as prompts/mcq-generator.txt)")
    .option("--evaluator-template <file>", "your evaluator prompt template (prompts/mcq-evaluator.txt)")
    .option("--validator-template <file>", "your validator prompt template (prompts/mcq-validator.txt)")
    .option("--concurrency <n>", "topics worked on at once", String(MCQ_DEFAULTS.concurrency))
    .option("--out <file>", "output, .json or .csv (default: ./qaforge-mcq-<document>.json)")
    .option("--no-cache", "do not answer identical model calls from the response cache");
  runOptions(command, { database: "beside the document" })
    .addHelpText(
      "after",
      examplesHelp(
        [
          'qaforge mcq examples/srd-and-science/scotus-fisher-opinion.txt --topic "strict scrutiny" -n 5',
          'qaforge mcq manual.pdf --topic "installation" --topic "troubleshooting" --difficulty mixed --out mcq.csv',
          'qaforge mcq paper.xml --topic "study design" --generator openai:gpt-4.1 --judge anthropic:claude-sonnet-4-5 --validator anthropic:claude-haiku-4-5',
        ],
        [
          "Writes the questions (approved ones, and the rejected ones with their feedback in JSON) and logs/ beside the output.",
          "A topic with no relevant passage ends at once with a warning. The same command started again resumes the run.",
        ],
      ),
    )
    .action(
      action(context, async (document: string, flags: McqFlags) => {
        const io = context.output();
        const progress = new ProgressLine(io, !flags.json);
        const difficulty = flags.difficulty as McqDifficultyChoice;
        if (!(MCQ_DIFFICULTY_CHOICES as readonly string[]).includes(difficulty)) throw new QaforgeError("invalid_argument", `--difficulty must be one of ${MCQ_DIFFICULTY_CHOICES.join(", ")}, got "${flags.difficulty}"`);
        const evaluated = new Map<string, { approved: number; iteration: number }>();
        const { mcq } = await import("../../api/mcq.js");
        const summary = await mcq(document, {
          topics: flags.topic,
          numQuestions: positiveInteger(flags.numQuestions, "--num-questions"),
          difficulty,
          maxIterations: positiveInteger(flags.maxIterations, "--max-iterations"),
          minQuestionScore: unitNumber(flags.minScore, "--min-score", 0),
          topK: positiveInteger(flags.topK, "--top-k"),
          ...(flags.threshold !== undefined ? { relevanceThreshold: unitNumber(flags.threshold, "--threshold", -1) } : {}),
          validate: flags.validate,
          ...(flags.adaptive ? {} : { plateauDelta: null }),
          generator: flags.generator,
          judge: flags.judge ?? flags.evaluator,
          validator: flags.validator,
          embedder: flags.embedder,
          generatorTemplate: flags.template,
          evaluatorTemplate: flags.evaluatorTemplate,
          validatorTemplate: flags.validatorTemplate,
          concurrency: positiveInteger(flags.concurrency, "--concurrency"),
          out: flags.out,
          dbPath: flags.db,
          runConfigFile: flags.modelConfig,
          runConfigFlags: { ...seedFlag(flags), ...(flags.cache ? {} : { cache: false }) },
          fresh: flags.fresh,
          onEvent: (event) => {
            if (event.type === "question_evaluated") {
              const state = evaluated.get(event.topic) ?? { approved: 0, iteration: 0 };
              evaluated.set(event.topic, { approved: state.approved + (event.approved ? 1 : 0), iteration: event.iteration });
              progress.update([...evaluated].map(([topic, entry]) => `${topic}: iteration ${entry.iteration}, ${entry.approved} approved`).join(" | "));
            } else if (event.type === "topic_finished" && !flags.json) {
              progress.log(`${event.topic}: ${event.status === "done" ? `${event.approved}/${event.wanted} approved` : "failed"}${event.note ? ` (${event.note})` : ""}`);
            }
          },
        });
        progress.clear();
        if (flags.json) io.out(JSON.stringify(summary, null, 2));
        else {
          io.out(formatTable(["topic", "approved", "iterations", "ended"], summary.topics.map((topic) => [topic.topic, `${topic.approved}/${topic.wanted}`, topic.iterations_used, topic.stop_reason ?? topic.error?.code ?? ""])));
          io.out(`run ${summary.run_id}${summary.resumed ? " (resumed)" : ""}: ${summary.approved} of ${summary.wanted} questions approved; ${summary.usage.calls} model calls, ${summary.usage.input_tokens + summary.usage.output_tokens} tokens, $${summary.usage.cost_usd.toFixed(4)}`);
          for (const topic of summary.topics) for (const warning of topic.quality_warnings ?? []) io.err(`qaforge: ${topic.topic}: ${warning}`);
          io.out(`output: ${summary.output}`);
          for (const topic of summary.topics) if (topic.error) io.err(`qaforge: ${topic.topic}: ${topic.error.message}; run the same command again to retry it`);
        }
        return summary.topics.some((topic) => topic.status === "failed") ? EXIT.failed : EXIT.ok;
      }),
    );
}

function collect(value: string, previous: string[]): string[] {
  return [...previous, value];
}

function unitNumber(value: string, name: string, min: number): number {
  const number = Number(value);
  if (value.trim() === "" || !Number.isFinite(number) || number < min || number > 1) throw new QaforgeError("invalid_argument", `${name} must be a number from ${min} to 1, got "${value}"`);
  return number;
}
