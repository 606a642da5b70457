import type { Command } from "commander";
import { QaforgeError } from "../errors.js";

/** The flags of the options every command over a run database shares (`runOptions`). */
export interface RunFlags {
  db?: string;
  modelConfig?: string;
  seed?: string;
  fresh?: boolean;
  json?: boolean;
}

export interface RunOptionTexts {
  /** Where the run database is by default: "in the corpus folder", "beside the document". */
  database: string;
  /** What the seed decides; default the offline engine. */
  seed?: string;
  /** The command resumes unfinished runs (`--fresh` starts a new one); default true. */
  resumable?: boolean;
  json?: string;
}

/** Adds `--db`, `--model-config`, `--seed`, `--fresh` (for a resumable command) and `--json`, worded alike everywhere. */
export function runOptions(command: Command, texts: RunOptionTexts): Command {
  command
    .option("--db <file>", `run database (default: .qaforge/qaforge.db ${texts.database})`)
    .option("--model-config <file>", "model configuration (default: ./qaforge.config.yaml if present)")
    .option("--seed <n>", texts.seed ?? "seed of the offline engine");
  if (texts.resumable ?? true) command.option("--fresh", "start a new run instead of resuming an unfinished one");
  return command.option("--json", texts.json ?? "print one JSON summary at the end instead of progress");
}

/** `--seed` as the run configuration takes it, when given. */
export function seedFlag(flags: Pick<RunFlags, "seed">): { seed?: number } {
  return flags.seed === undefined ? {} : { seed: nonNegativeInteger(flags.seed, "--seed") };
}

export function nonNegativeInteger(value: string, name: string): number {
  if (!/^\d+$/.test(value.trim())) throw new QaforgeError("invalid_argument", `${name} must be a whole number, got "${value}"`);
  return Number(value);
}

/** The help text after the options: "Examples:" with each example indented, then notes, one a line. */
export function examplesHelp(examples: readonly string[], notes: readonly string[] = []): string {
  return ["", "Examples:", ...examples.map((example) => `  ${example}`), ...(notes.length ? ["", ...notes] : [])].join("\n");
}
