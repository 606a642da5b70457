import { existsSync } from "node:fs";
import { relative } from "node:path";
import { createInterface } from "node:readline/promises";
import { fileURLToPath } from "node:url";
import type { Output } from "./io.js";

/**
 * `qaforge` with no arguments on a terminal: a guided menu over the pipeline steps, as spec 001's run.sh offers. It
 * asks for a corpus, a step and the step's main options, shows the command it builds (so the user learns it), and
 * runs it on confirmation. Nothing here does work of its own: it only writes a command line.
 */

export interface LauncherIO {
  ask(question: string): Promise<string>;
  print(text: string): void;
}

interface Field {
  /** The flag it sets, or undefined for the positional argument. */
  flag?: string;
  prompt: string;
  fallback?: string;
  required?: boolean;
  /** A yes/no question that adds the flag alone. */
  toggle?: boolean;
}

/** The positional argument of a step: what it is and the answer an empty reply takes. */
interface Target {
  prompt: string;
  fallback: string;
}

interface Step {
  command: string;
  summary: string;
  target: Target;
  fields: Field[];
}

const CORPUS: Target = { prompt: "corpus folder", fallback: "examples/srd-and-science" };
const CHAINS_OUTPUT: Target = { prompt: "chains output folder", fallback: "qaforge-chains-california_state_case_law" };

/** The example categories shipped with the package, as a path from here when it is short. */
function exampleCategories(): string {
  const shipped = fileURLToPath(new URL("../../examples/categories/california-case-law.yaml", import.meta.url));
  const near = relative(process.cwd(), shipped);
  return existsSync(shipped) && !near.startsWith("../..") ? near : shipped;
}

const STEPS: Step[] = [
  { command: "ingest", summary: "load every document, cache its text, export plain text for the corpus tools", target: CORPUS, fields: [] },
  {
    command: "generate",
    target: CORPUS,
    summary: "validated, deduplicated questions for every document",
    fields: [
      { flag: "--target", prompt: "accepted questions per document", fallback: "5" },
      { flag: "--generator", prompt: "generator model (empty: offline)" },
      { flag: "--validator", prompt: "validator model, different from the generator (empty: offline)" },
      { flag: "--out", prompt: "output file (.json, .jsonl, .csv; empty: default name)" },
    ],
  },
  {
    command: "chains",
    target: CORPUS,
    summary: "multi-hop question/answer chains across the corpus, by category (spec 001)",
    fields: [
      { flag: "--categories", prompt: "categories file", fallback: exampleCategories(), required: true },
      { flag: "--category", prompt: "only these categories, comma-separated (empty: all)" },
      { flag: "--target", prompt: "chains per category", fallback: "5" },
      { flag: "--generator", prompt: "generator model (empty: offline)" },
      { flag: "--out", prompt: "output folder (empty: qaforge-chains-<domain>)" },
    ],
  },
  {
    command: "polish",
    summary: "the judge scores every chain; approval from the scores (spec 001 step 3)",
    target: CHAINS_OUTPUT,
    fields: [
      { flag: "--categories", prompt: "categories file (for the descriptions)", fallback: exampleCategories() },
      { flag: "--judge", prompt: "judge model (empty: offline)" },
      { flag: "--threshold", prompt: "score every criterion must reach", fallback: "0.7" },
    ],
  },
  { command: "report", summary: "validation report with charts (spec 001 step 4)", target: CHAINS_OUTPUT, fields: [] },
  {
    command: "research",
    summary: "answer a query from the whole corpus: plan, retrieve, write, verify, refine (spec 003)",
    target: { prompt: "research query", fallback: "How are aboleths and beholders alike?" },
    fields: [
      { flag: "--corpus", prompt: "corpus folder", fallback: CORPUS.fallback, required: true },
      { flag: "--synthesizer", prompt: "synthesizer model (empty: offline)" },
      { flag: "--verifier", prompt: "verifier model, different from the synthesizer (empty: offline)" },
      { flag: "--evaluate", prompt: "score the answer with ICAT (factuality, coverage)?", toggle: true },
    ],
  },
  {
    command: "serve",
    summary: "review questions in the browser: evidence, accept/reject/edit, export, charts",
    target: CORPUS,
    fields: [{ flag: "--port", prompt: "port", fallback: "4173" }],
  },
  {
    command: "eval",
    summary: "score an answerer (ask, research, an HTTP service, a command) on a generated set",
    target: { prompt: "generated set (a generate, chains or polish output)", fallback: "qaforge-mixed-reference-corpus-monsters-case-law-rag_eval-textual.json" },
    fields: [
      { flag: "--answerer", prompt: "answerer: ask, research, http://… or command:\"…\"", fallback: "ask", required: true },
      { flag: "--judge", prompt: "judge model (empty: offline)" },
    ],
  },
  {
    command: "mcq",
    summary: "multiple-choice questions on a topic of one document, evaluated and regenerated (spec 002)",
    target: { prompt: "document", fallback: "examples/srd-and-science/srd-monsters.md" },
    fields: [
      { flag: "--topic", prompt: "topic (e.g. Aboleth)", required: true },
      { flag: "-n", prompt: "questions", fallback: "5" },
      { flag: "--difficulty", prompt: "difficulty (easy, medium, hard, mixed)", fallback: "medium" },
      { flag: "--generator", prompt: "generator model (empty: offline)" },
      { flag: "--out", prompt: "output file (.json, .csv; empty: default name)" },
    ],
  },
];

/** A shell word: quoted when it holds anything a shell would read differently. */
export function shellQuote(word: string): string {
  return /^[\w@%+=:,./-]+$/.test(word) ? word : `'${word.replace(/'/g, "'\\''")}'`;
}

async function choose(io: LauncherIO, title: string, options: string[]): Promise<number> {
  io.print(title);
  options.forEach((option, index) => io.print(`  ${index + 1}) ${option}`));
  for (;;) {
    const answer = (await io.ask(`choose 1-${options.length}: `)).trim();
    const number = Number(answer);
    if (Number.isInteger(number) && number >= 1 && number <= options.length) return number - 1;
    io.print(`"${answer}" is not one of 1-${options.length}`);
  }
}

/** Asks its questions and returns the argument list of the command it built, or undefined when the user quits. */
export async function buildCommand(io: LauncherIO): Promise<string[] | undefined> {
  io.print("qaforge: build an evaluation set step by step (Ctrl-C to leave; every step is also a command you can type)\n");
  const index = await choose(io, "Which step?", [...STEPS.map((step) => `${step.command.padEnd(9)} ${step.summary}`), "quit"]);
  if (index === STEPS.length) return undefined;
  const step = STEPS[index]!;
  const target = (await io.ask(`${step.target.prompt} [${step.target.fallback}]: `)).trim() || step.target.fallback;
  const args = [step.command, target];
  for (const field of step.fields) {
    if (field.toggle) {
      const answer = (await io.ask(`${field.prompt} [y/N] `)).trim().toLowerCase();
      if (answer === "y" || answer === "yes") args.push(field.flag!);
      continue;
    }
    for (;;) {
      const answer = (await io.ask(`${field.prompt}${field.fallback ? ` [${field.fallback}]` : ""}: `)).trim() || field.fallback || "";
      if (answer === "" && field.required) {
        io.print(`${field.flag} is required`);
        continue;
      }
      if (answer !== "") args.push(field.flag!, answer);
      break;
    }
  }
  return args;
}

/** The whole launcher: build, show, confirm, run. Returns the command's exit code (0 when nothing was run). */
export async function launch(io: LauncherIO, run: (args: string[]) => Promise<number>): Promise<number> {
  const args = await buildCommand(io);
  if (!args) return 0;
  io.print(`\nThe command:\n  qaforge ${args.map(shellQuote).join(" ")}\n`);
  const confirm = (await io.ask("run it now? [Y/n] ")).trim().toLowerCase();
  if (confirm !== "" && confirm !== "y" && confirm !== "yes") {
    io.print("not run; type the command above when you want it");
    return 0;
  }
  return run(args);
}

/** The launcher on the process's terminal. */
export async function launchOnTerminal(output: Output, run: (args: string[]) => Promise<number>): Promise<number> {
  const terminal = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
  try {
    return await launch({ ask: (question) => terminal.question(question), print: (text) => output.out(text) }, async (args) => {
      terminal.close();
      return run(args);
    });
  } finally {
    terminal.close();
  }
}
