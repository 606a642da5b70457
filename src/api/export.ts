import { rm } from "node:fs/promises";
import { basename, dirname, extname, join, resolve } from "node:path";
import type { DatasetKind } from "../agents/eval/dataset.js";
import { QaforgeError } from "../errors.js";
import { writeFileAtomic } from "../outputs/files.js";
import { defaultExportName, EXPORT_FORMATS, exportFiles, type ExportFormat } from "../outputs/export/formats.js";
import { readDataset } from "./dataset-input.js";

export interface ExportOptions {
  format: ExportFormat | string;
  /** Target file (a folder for `hf`); default beside the input: `<stem>.ragas.jsonl`, `<stem>-hf/`, … */
  out?: string;
}

export interface ExportSummary {
  format: ExportFormat;
  input: string;
  kind: DatasetKind;
  questions: number;
  /** The file written, or the folder for `hf`. */
  out: string;
  files: string[];
}

/** `qaforge export`: a qaforge output (generate, chains, polish or eval) as RAGAS, DeepEval, promptfoo, JSONL, CSV or a Hugging Face folder. */
export async function exportDataset(input: string, options: ExportOptions): Promise<ExportSummary> {
  const format = options.format as ExportFormat;
  if (!EXPORT_FORMATS.includes(format)) throw new QaforgeError("invalid_argument", `--format must be one of ${EXPORT_FORMATS.join(", ")}, got "${options.format}"`);
  const source = resolve(input);
  const dataset = await readDataset(source);
  const out = resolve(options.out ?? join(dirname(source), defaultExportName(basename(source, extname(source)), format)));
  if (out === source) throw new QaforgeError("invalid_argument", "--out is the input file; give another path", { subject: out });
  const files = exportFiles(format, dataset);
  if (format === "hf") await rm(join(out, "data"), { recursive: true, force: true });
  const written: string[] = [];
  for (const file of files) {
    const path = file.path === "" ? out : join(out, file.path);
    await writeFileAtomic(path, file.content);
    written.push(path);
  }
  return { format, input: source, kind: dataset.kind, questions: dataset.items.length, out, files: written };
}
