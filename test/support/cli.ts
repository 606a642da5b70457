import { main } from "../../src/cli/main.js";
import type { Output } from "../../src/cli/io.js";

export interface CliRun {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs the CLI in-process with captured output, as a user would type `qaforge …args`. */
export async function runCli(args: string[], options: { isTTY?: boolean } = {}): Promise<CliRun> {
  const stdout: string[] = [];
  const stderr: string[] = [];
  const output: Output = {
    out: (text) => stdout.push(text),
    err: (text) => stderr.push(text),
    isTTY: options.isTTY ?? false,
    debug: args.includes("--debug"),
  };
  const code = await main(["node", "qaforge", ...args], output);
  return { code, stdout: stdout.join("\n"), stderr: stderr.join("\n") };
}
