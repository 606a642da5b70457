import { basename, extname, resolve } from "node:path";
import { datasetFromJson, type QaDataset } from "../agents/eval/dataset.js";
import { QaforgeError } from "../errors.js";
import { parseJsonLines } from "../json-lines.js";
import { readJsonValue, readOutputText } from "./json-input.js";

const MISSING = "no such dataset; give a qaforge output: generate's .json or .jsonl, a chains folder's qa_chains_raw.json or qa_chains_validated.json, or an eval result";

/**
 * Any qaforge output as a dataset (`eval` and `export` read through this): JSON, or JSONL with one question per line
 * (a bad line is named by its number). A file that is not one of qaforge's outputs is one line saying why.
 */
export async function readDataset(path: string): Promise<QaDataset> {
  const file = resolve(path);
  const name = basename(file, extname(file));
  let value: unknown;
  if (extname(file).toLowerCase() === ".jsonl") {
    value = parseJsonLines(await readOutputText(file, MISSING), file).map((entry) => entry.value);
  } else {
    value = await readJsonValue(file, MISSING);
  }
  const dataset = datasetFromJson(value, name);
  if (typeof dataset === "string") throw new QaforgeError("invalid_argument", dataset, { subject: file });
  return dataset;
}
