import { mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { QaforgeError } from "../../errors.js";
import { detectFormat, loadDocument } from "../load.js";

async function notebookFile(notebook: unknown, name = "frob.ipynb"): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), "qaforge-nb-"));
  const path = join(dir, name);
  await writeFile(path, typeof notebook === "string" ? notebook : JSON.stringify(notebook, null, 1));
  return path;
}

const NOTEBOOK = {
  nbformat: 4,
  nbformat_minor: 5,
  metadata: { kernelspec: { name: "python3", language: "python", display_name: "Python 3" } },
  cells: [
    { cell_type: "markdown", metadata: {}, source: ["# Frobnicating HDF5 files\n", "\n", "The **frob** filter compresses each chunk with LZ4.\n", "\n", "![logo](data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg== \"Frob logo\")"] },
    { cell_type: "code", metadata: {}, execution_count: 1, source: "import frob\nprint(frob.level)", outputs: [{ output_type: "stream", name: "stdout", text: ["5\n"] }, { output_type: "stream", name: "stderr", text: "\u001b[32mok\u001b[0m\n" }] },
    { cell_type: "code", metadata: {}, execution_count: 2, source: ["frob.ratio(data)"], outputs: [{ output_type: "execute_result", execution_count: 2, metadata: {}, data: { "text/plain": ["0.42"], "image/png": "iVBORw0KGgo=" } }, { output_type: "display_data", metadata: {}, data: { "image/png": "iVBORw0KGgo=" } }] },
    { cell_type: "raw", metadata: {}, source: [".. note:: raw reStructuredText"] },
    { cell_type: "code", metadata: {}, execution_count: 3, source: "frob.open('missing.h5')", outputs: [{ output_type: "error", ename: "FileNotFoundError", evalue: "missing.h5", traceback: ["\u001b[0;31mFileNotFoundError\u001b[0m"] }] },
    { cell_type: "code", metadata: {}, execution_count: 4, source: "doc = \"\"\"\n```\nfenced\n```\n\"\"\"", outputs: [] },
  ],
};

describe("Jupyter notebooks, read as the Markdown they hold", () => {
  it("reads Markdown cells as written, code cells fenced in the notebook's language, text outputs under them", async () => {
    const doc = await loadDocument(await notebookFile(NOTEBOOK));
    expect(doc.format).toBe("markdown");
    expect(doc.title).toBe("Frobnicating HDF5 files");
    const text = doc.lines.join("\n");
    expect(doc.lines[0]).toBe("# Frobnicating HDF5 files");
    expect(text).toContain("The **frob** filter compresses each chunk with LZ4.");
    // A terminal's colour codes are no text.
    expect(text).toContain("```python\nimport frob\nprint(frob.level)\n```\n\n```output\n5\n```\n\n```output\nok\n```");
    expect(text).toContain("```python\nfrob.ratio(data)\n```\n\n```output\n0.42\n```");
    // An error's name and value, without the traceback's colour codes; images and raw cells are left out.
    expect(text).toContain("```output\nFileNotFoundError: missing.h5\n```");
    expect(text).not.toContain("raw reStructuredText");
    expect(text).not.toMatch(/"cell_type"|iVBORw0KGgo=/);
    // An embedded image keeps its place and its title, without its payload.
    expect(text).toContain('![logo](data:image/png;base64,… "Frob logo")');
    expect(doc.visuals().some((visual) => visual.type === "image" && visual.label === "logo")).toBe(true);
    // A code block holding a fence of its own is fenced by a longer one, so it does not end early.
    expect(text).toContain('````python\ndoc = """\n```\nfenced\n```\n"""\n````');
  });

  it("reads Sphinx's copy of a notebook's source (`_sources/frob.ipynb.txt`) as a notebook", async () => {
    expect(detectFormat("site/_sources/frob.ipynb.txt")).toBe("markdown");
    expect(detectFormat("notes.txt")).toBe("text");
    const doc = await loadDocument(await notebookFile(NOTEBOOK, "frob.ipynb.txt"));
    expect(doc.lines[0]).toBe("# Frobnicating HDF5 files");
  });

  it("reads nbformat 3's worksheets, code in `input`", async () => {
    const old = { nbformat: 3, metadata: { language_info: { name: "julia" } }, worksheets: [{ cells: [{ cell_type: "heading", level: 1, source: "# Old frob" }, { cell_type: "code", input: ["x = 1"], outputs: [{ output_type: "pyout", text: ["1"] }] }] }] };
    const doc = await loadDocument(await notebookFile(old));
    expect(doc.lines.join("\n")).toBe("# Old frob\n\n```julia\nx = 1\n```\n\n```output\n1\n```");
  });

  it("caps a long output, naming how many lines are left out", async () => {
    const long = { cells: [{ cell_type: "code", source: "for i in range(100): print(i)", outputs: [{ output_type: "stream", text: Array.from({ length: 100 }, (_, i) => `${i}\n`) }] }] };
    const doc = await loadDocument(await notebookFile(long));
    expect(doc.lines).toContain("… (60 more lines)");
    expect(doc.lines).toContain("39");
    expect(doc.lines).not.toContain("40");
  });

  it("names the file and what is wrong when it is no notebook", async () => {
    const broken = await notebookFile('{"cells": [');
    await expect(loadDocument(broken)).rejects.toMatchObject({ code: "corrupt_document", subject: broken, message: expect.stringMatching(/^is not a Jupyter notebook: its JSON does not parse/) });
    const other = await notebookFile({ name: "frob", version: 2 });
    const error = await loadDocument(other).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(QaforgeError);
    expect((error as QaforgeError).message).toMatch(/^is not a Jupyter notebook: no cells \(expected nbformat's "cells"/);
    const badCell = await notebookFile({ cells: [{ source: "x" }] });
    await expect(loadDocument(badCell)).rejects.toMatchObject({ code: "corrupt_document", message: expect.stringContaining("at cells.0.cell_type") });
  });
});
