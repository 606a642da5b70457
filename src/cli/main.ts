import { Command, CommanderError } from "commander";
import { registerAsk } from "./commands/ask.js";
import { registerChains } from "./commands/chains.js";
import { registerEval, registerExport } from "./commands/eval.js";
import { registerPolish, registerReport } from "./commands/polish.js";
import { registerIcat, registerResearch } from "./commands/research.js";
import { registerGenerate } from "./commands/generate.js";
import { registerIngest } from "./commands/ingest.js";
import { registerMcq } from "./commands/mcq.js";
import { registerRuns, registerStats } from "./commands/runs.js";
import { registerServe } from "./commands/serve.js";
import { registerTools } from "./commands/tools.js";
import type { CliContext } from "./context.js";
import { launchOnTerminal } from "./launcher.js";
import { EXIT, processOutput, reportError, type Output } from "./io.js";

export function buildProgram(context: CliContext): Command {
  const program = new Command("qaforge")
    .description("Validated, deduplicated question/answer sets for evaluating RAG systems, grounded in your documents")
    .version("0.1.0")
    .option("--debug", "show stack traces and internal details")
    .showHelpAfterError("(run with --help for usage)")
    .exitOverride();
  registerGenerate(program, context);
  registerIngest(program, context);
  registerRuns(program, context);
  registerStats(program, context);
  registerTools(program, context);
  registerAsk(program, context);
  registerChains(program, context);
  registerPolish(program, context);
  registerReport(program, context);
  registerServe(program, context);
  registerResearch(program, context);
  registerIcat(program, context);
  registerMcq(program, context);
  registerEval(program, context);
  registerExport(program, context);
  return program;
}

/** Runs the CLI; returns the exit code instead of exiting so that tests can call it in-process. */
export async function main(argv: string[], output?: Output): Promise<number> {
  let exitCode: number = EXIT.ok;
  const debug = argv.includes("--debug");
  const io = output ?? processOutput(debug);
  const context: CliContext = { output: () => io, setExitCode: (code) => (exitCode = code) };
  // `qaforge` alone on a terminal: the guided menu, which builds a command line and runs it here.
  if (argv.length <= 2 && !output && process.stdin.isTTY && process.stdout.isTTY) {
    return launchOnTerminal(io, (args) => main([...argv.slice(0, 2), ...args], io));
  }
  const program = buildProgram(context);
  program.configureOutput({
    writeOut: (text) => io.out(text.replace(/\n$/, "")),
    writeErr: (text) => io.err(text.replace(/\n$/, "")),
  });
  try {
    await program.parseAsync(argv);
    return exitCode;
  } catch (error) {
    if (error instanceof CommanderError) {
      return error.exitCode === 0 ? EXIT.ok : EXIT.usage;
    }
    return reportError(error, io);
  }
}
