import { execFile } from "node:child_process";
import { fileURLToPath } from "node:url";
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

const bin = fileURLToPath(new URL("../../bin/qaforge.js", import.meta.url));

/**
 * Runs the built CLI (`bin/qaforge.js` on `dist/`, made by `npm run build`) in a process of its own: what a user or a
 * script gets, Node's own warnings on stderr included.
 */
export function runBuiltCli(args: string[], options: { cwd?: string } = {}): Promise<CliRun> {
  return new Promise((resolve) => {
    execFile(process.execPath, [bin, ...args], { cwd: options.cwd, maxBuffer: 64 * 1024 * 1024 }, (error, stdout, stderr) => {
      resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr });
    });
  });
}
