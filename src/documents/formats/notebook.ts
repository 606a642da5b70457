import { z } from "zod";
import { QaforgeError } from "../../errors.js";

/**
 * A Jupyter notebook read as the Markdown it holds: its Markdown cells as written, each code cell as a fenced block in
 * the notebook's language, and a code cell's text output (a stream, a result's or a display's `text/plain`, an error's
 * name and value) as a fenced `output` block under it. Raw cells and image outputs are left out: there is no page to
 * render them on. nbformat 4 (`cells`) and 3 (`worksheets[].cells`, code in `input`) are read.
 */

/** A cell's text, as nbformat stores it: one string, or a list of lines that keep their line ends. */
const MultilineText = z.union([z.string(), z.array(z.string())]);

const Output = z
  .object({
    output_type: z.string(),
    text: MultilineText.optional(),
    data: z.record(z.string(), z.unknown()).optional(),
    ename: z.string().optional(),
    evalue: z.string().optional(),
  })
  .passthrough();

const Cell = z
  .object({
    cell_type: z.string(),
    source: MultilineText.optional(),
    input: MultilineText.optional(),
    outputs: z.array(Output).optional(),
  })
  .passthrough();

const Notebook = z
  .object({
    cells: z.array(Cell).optional(),
    worksheets: z.array(z.object({ cells: z.array(Cell) }).passthrough()).optional(),
    metadata: z
      .object({
        kernelspec: z.object({ language: z.string().optional() }).passthrough().optional(),
        language_info: z.object({ name: z.string().optional() }).passthrough().optional(),
      })
      .passthrough()
      .optional(),
  })
  .passthrough()
  .refine((notebook) => notebook.cells !== undefined || notebook.worksheets !== undefined, { message: "no cells" });

/** A data URI's payload, after its media type: "data:image/png;base64,iVBOR…". */
const DATA_URI = /(data:[\w.+-]+\/[\w.+-]+(?:;[\w-]+=[\w-]+)*;base64,)[A-Za-z0-9+/=]{16,}/g;

/** A terminal's colour code ("ESC[0;31m"), built from its escape character so that no control character is in a literal. */
const ANSI_COLOUR = new RegExp(`${String.fromCharCode(27)}\\[[\\d;]*m`, "g");

/** Most lines of one output shown; the rest is named by its count. */
const MAX_OUTPUT_LINES = 40;

/** Whether a file is a notebook by its name: `.ipynb`, or Sphinx's copy of one among a site's sources (`.ipynb.txt`). */
export function isNotebookPath(path: string): boolean {
  return /\.ipynb(?:\.txt)?$/i.test(path);
}

/** The Markdown source of a notebook's text; a `corrupt_document` error naming what is wrong when it is not one. */
export function notebookMarkdown(source: string, path: string): string {
  let json: unknown;
  try {
    json = JSON.parse(source);
  } catch (error) {
    throw new QaforgeError("corrupt_document", `is not a Jupyter notebook: its JSON does not parse (${(error as Error).message})`, { subject: path });
  }
  const parsed = Notebook.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const where = issue.path.length > 0 ? ` at ${issue.path.join(".")}` : "";
    throw new QaforgeError("corrupt_document", `is not a Jupyter notebook${where}: ${issue.message} (expected nbformat's "cells" of "cell_type" and "source")`, { subject: path });
  }
  const notebook = parsed.data;
  const language = notebook.metadata?.kernelspec?.language ?? notebook.metadata?.language_info?.name ?? "";
  const cells = notebook.cells ?? notebook.worksheets!.flatMap((sheet) => sheet.cells);
  const blocks: string[] = [];
  for (const cell of cells) {
    const text = joined(cell.source ?? cell.input).replace(/\s+$/, "");
    if (cell.cell_type === "markdown" || cell.cell_type === "heading") {
      // An image embedded as a data URI ("![ESRF logo](data:image/png;base64,iVBOR…)") is kilobytes of no text.
      if (text.trim() !== "") blocks.push(text.replace(DATA_URI, "$1…"));
    } else if (cell.cell_type === "code") {
      if (text.trim() !== "") blocks.push(fenced(text, language));
      for (const output of cell.outputs ?? []) {
        const shown = outputText(output);
        if (shown) blocks.push(fenced(shown, "output"));
      }
    }
  }
  return `${blocks.join("\n\n")}\n`;
}

function joined(text: z.infer<typeof MultilineText> | undefined): string {
  if (text === undefined) return "";
  return (typeof text === "string" ? text : text.join("")).replace(/\r\n?/g, "\n");
}

/** An output's text, its lines capped; undefined for an output with no text (an image, a widget). */
function outputText(output: z.infer<typeof Output>): string | undefined {
  let text: string | undefined;
  if (output.output_type === "stream") text = joined(output.text);
  else if (output.output_type === "error") text = [output.ename, output.evalue].filter(Boolean).join(": ");
  else {
    const plain = output.data?.["text/plain"];
    if (typeof plain === "string" || (Array.isArray(plain) && plain.every((line) => typeof line === "string"))) text = joined(plain as string | string[]);
    // nbformat 3 keeps a result's text in the output itself.
    else if (output.text !== undefined) text = joined(output.text);
  }
  // A terminal's colour codes in a traceback or a progress bar are no text.
  const lines = (text ?? "").replace(ANSI_COLOUR, "").replace(/\s+$/, "").split("\n");
  if (lines.every((line) => line.trim() === "")) return undefined;
  if (lines.length <= MAX_OUTPUT_LINES) return lines.join("\n");
  return [...lines.slice(0, MAX_OUTPUT_LINES), `… (${lines.length - MAX_OUTPUT_LINES} more lines)`].join("\n");
}

/** A fenced block that no line of its text can close: the fence is longer than any run of backticks in it. */
function fenced(text: string, info: string): string {
  const longest = Math.max(0, ...[...text.matchAll(/`{3,}/g)].map((run) => run[0].length));
  const fence = "`".repeat(Math.max(3, longest + 1));
  return `${fence}${info}\n${text}\n${fence}`;
}
