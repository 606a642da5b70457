import { readFile } from "node:fs/promises";
import { extname } from "node:path";
import { QaforgeError } from "../errors.js";
import { parseJsonLines } from "../json-lines.js";

/** The text of a file another qaforge command wrote; a missing file says which command makes it (`missing`). */
export async function readOutputText(path: string, missing: string): Promise<string> {
  try {
    return await readFile(path, "utf8");
  } catch {
    throw new QaforgeError("document_not_found", missing, { subject: path });
  }
}

/** A JSON value from such a file; bad JSON is one line naming the file. */
export async function readJsonValue(path: string, missing: string): Promise<unknown> {
  const text = await readOutputText(path, missing);
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new QaforgeError("invalid_argument", `not valid JSON: ${(error as Error).message}`, { subject: path });
  }
}

/**
 * A JSON list another qaforge command wrote, read for the next step: a missing file says which command makes it, bad
 * JSON or a wrong shape is one line naming the file and, for an item, its index and what it lacks. A `.jsonl` file is
 * read as one item a line (a checkpoint a run is appending to: a torn last line is left out).
 */
export async function readJsonList<T>(path: string, missing: string, check: (item: unknown) => string | undefined): Promise<T[]> {
  const value = extname(path).toLowerCase() === ".jsonl" ? parseJsonLines(await readOutputText(path, missing), path, { tornTail: true }).map((entry) => entry.value) : await readJsonValue(path, missing);
  if (!Array.isArray(value)) throw new QaforgeError("invalid_argument", `expected a list, got ${typeof value}`, { subject: path });
  value.forEach((item: unknown, index) => {
    const problem = check(item);
    if (problem) throw new QaforgeError("invalid_argument", `[${index}] ${problem}`, { subject: path });
  });
  return value as T[];
}
