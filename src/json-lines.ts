import { QaforgeError, type ErrorCode } from "./errors.js";

/** One value of a JSON Lines text, with where it is. */
export interface JsonLine {
  value: unknown;
  /** 1-based. */
  line: number;
  /** `file:line`, the subject of an error about it. */
  where: string;
}

export interface JsonLinesOptions {
  /** The error code of a line that is not JSON (default invalid_argument). */
  code?: ErrorCode;
  /** The message for a line that is not JSON, from the parser's reason (default "is not valid JSON: <reason>"). */
  invalid?: (reason: string) => string;
  /**
   * Leave out a last line that has no newline and is not JSON: a write cut short by a crash, as in a checkpoint that
   * is appended to. Without it, that line is an error like any other.
   */
  tornTail?: boolean;
}

/**
 * The values of a JSON Lines text (one JSON value a line; blank lines and CRLF endings allowed), each with its line.
 * Every reader of JSONL input goes through here, so that a bad line is reported the same way everywhere: one error
 * whose subject is `file:line`.
 */
export function parseJsonLines(text: string, file: string, options: JsonLinesOptions = {}): JsonLine[] {
  const lines = text.split(/\r?\n/);
  const values: JsonLine[] = [];
  lines.forEach((raw, index) => {
    if (raw.trim() === "") return;
    const where = `${file}:${index + 1}`;
    try {
      values.push({ value: JSON.parse(raw) as unknown, line: index + 1, where });
    } catch (error) {
      if (options.tornTail && index === lines.length - 1) return;
      const reason = (error as Error).message;
      throw new QaforgeError(options.code ?? "invalid_argument", options.invalid ? options.invalid(reason) : `is not valid JSON: ${reason}`, { subject: where });
    }
  });
  return values;
}
