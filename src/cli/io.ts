import { isQaforgeError, type ErrorCode } from "../errors.js";

/** Exit codes: 0 success, 1 the work ran but something failed, 2 bad input or configuration. */
export const EXIT = { ok: 0, failed: 1, usage: 2 } as const;

const USAGE_CODES: ReadonlySet<ErrorCode> = new Set([
  "config_invalid",
  "config_not_found",
  "invalid_argument",
  "same_model_roles",
  "missing_api_key",
  "unknown_provider",
  "document_not_found",
  "unsupported_format",
]);

export interface Output {
  out: (text: string) => void;
  err: (text: string) => void;
  /** Whether stderr is a terminal (live progress) or a log (one line per event). */
  isTTY: boolean;
  debug: boolean;
}

export function processOutput(debug = false): Output {
  guardStdout();
  return {
    out: (text) => process.stdout.write(`${text}\n`),
    err: (text) => process.stderr.write(`${text}\n`),
    isTTY: Boolean(process.stderr.isTTY),
    debug,
  };
}

let stdoutGuarded = false;

/**
 * A reader that goes away before qaforge has written everything (`qaforge icat --help | head -2`) ends stdout with
 * EPIPE; later writes meet a destroyed stream. Output nobody reads is dropped, and the command goes on to its end
 * (its work is stored as it goes), instead of dying with a stack trace.
 */
function guardStdout(): void {
  if (stdoutGuarded) return;
  stdoutGuarded = true;
  process.stdout.on("error", (error: NodeJS.ErrnoException) => {
    if (error.code === "EPIPE" || error.code === "ERR_STREAM_DESTROYED") return;
    throw error;
  });
}

/** One clear line for any error, a stack trace only with --debug; returns the exit code. */
export function reportError(error: unknown, output: Output): number {
  if (isQaforgeError(error)) {
    output.err(`qaforge: ${error.describe()}`);
    if (output.debug && error.stack) output.err(error.stack);
    return USAGE_CODES.has(error.code) ? EXIT.usage : EXIT.failed;
  }
  const message = error instanceof Error ? error.message : String(error);
  output.err(`qaforge: internal error: ${message}${output.debug ? "" : " (run with --debug for details)"}`);
  if (output.debug && error instanceof Error && error.stack) output.err(error.stack);
  return EXIT.failed;
}

/** Left-aligned text columns, right-aligned numbers. */
export function formatTable(header: string[], rows: (string | number)[][]): string {
  const cells = [header, ...rows.map((row) => row.map(String))];
  const widths = header.map((_, column) => Math.max(...cells.map((row) => (row[column] ?? "").length)));
  const numeric = header.map((_, column) => rows.length > 0 && rows.every((row) => typeof row[column] === "number"));
  return cells
    .map((row) =>
      row
        .map((cell, column) => (numeric[column] ? cell.padStart(widths[column]!) : cell.padEnd(widths[column]!)))
        .join("  ")
        .trimEnd(),
    )
    .join("\n");
}
