import type { Output } from "./io.js";

/** What every command needs from the program: where to print, and where to leave its exit code. */
export interface CliContext {
  output(): Output;
  setExitCode(code: number): void;
}

/** Wraps a command's action so that its returned exit code reaches the process. */
export function action<Args extends unknown[]>(
  context: CliContext,
  handler: (...args: Args) => Promise<number>,
): (...args: Args) => Promise<void> {
  return async (...args: Args) => {
    context.setExitCode(await handler(...args));
  };
}
