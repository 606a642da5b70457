import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadDocument } from "../../documents/load.js";
import { listFacts, listLeadIns, listQuestion } from "./list-questions.js";
import { numberedLines } from "../../../test/support/lines.js";
import { askOfflineReader } from "../../../test/support/offline-agent.js";

const MARKDOWN = [
  "# Quillmark",
  "",
  "Quillmark turns plain notes into typeset pages.",
  "",
  "Some features of Quillmark:",
  "",
  "* Pages are typeset in a single pass.",
  "* Footnotes float to the bottom of the page.",
  "* Fonts are embedded in the output file.",
  "",
  "Quillmark reads the following files:",
  "",
  "- notes.txt",
  "- [the style sheet](https://quill.example/style)",
  "",
  "It supports these formats:",
  "",
  "- PDF",
  "- PostScript",
  "",
  "Ferrule supports the following backends:",
  "",
  "- SQLite",
  "- PostgreSQL",
  "- an in-memory table",
].join("\n");

const REST = [
  "Tallowdb",
  "========",
  "",
  "The main advantages of Tallowdb are:",
  "",
  "- writes never block readers",
  "- the whole store is one file",
  "",
  "The benefits of using snapshots are:",
  "",
  "* backups take no lock",
  "* a snapshot can be opened read-only",
  "  and shared between processes that each keep a long list of their own open handles",
  "",
].join("\n");

const HTML = `<html><head><title>Brindle</title></head><body><h1>Brindle</h1>
<p>Some limitations of Brindle:</p>
<ul><li>Only one writer at a time.</li><li>Keys are at most 255 bytes.</li></ul>
<p>Other projects:</p>
<ul><li>Alpha</li><li>Beta</li></ul>
</body></html>`;

let folder: string;
beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), "qaforge-lists-"));
  await writeFile(join(folder, "README.md"), MARKDOWN);
  await writeFile(join(folder, "index.rst"), REST);
  await writeFile(join(folder, "page.html"), HTML);
});
afterAll(async () => rm(folder, { recursive: true, force: true }));

const asked = async (file: string) => {
  const document = await loadDocument(join(folder, file));
  const lines = numberedLines(document.lines);
  return listFacts(lines, 1, document.lines.length).map((fact) => [fact.question, fact.answer]);
};

describe("a lead-in that names what the bullet list under it is", () => {
  it("asks what the list sums up in Markdown, with the items joined as the answer", async () => {
    expect(await asked("README.md")).toEqual([
      ["What are some features of Quillmark?", "Pages are typeset in a single pass; Footnotes float to the bottom of the page; Fonts are embedded in the output file"],
      // A list with a link is no answer; "It supports" names no subject.
      ["Which backends does Ferrule support?", "SQLite; PostgreSQL; an in-memory table"],
    ]);
  });

  it("reads reST lists, and skips a list whose item runs on over a second line", async () => {
    expect(await asked("index.rst")).toEqual([["What are the main advantages of Tallowdb?", "writes never block readers; the whole store is one file"]]);
  });

  it("reads HTML lists as the loader renders them", async () => {
    expect(await asked("page.html")).toEqual([["What are some limitations of Brindle?", "Only one writer at a time; Keys are at most 255 bytes"]]);
  });

  it("gives the evidence from the lead-in to the list's last item", async () => {
    const document = await loadDocument(join(folder, "README.md"));
    const found = listLeadIns(numberedLines(document.lines), 1, document.lines.length)[0]!;
    expect([found.leadInLine, found.endLine]).toEqual([5, 9]);
  });

  it("takes only lead-ins that name their subject", () => {
    expect(listQuestion("Some features of these tools:")).toBeUndefined();
    expect(listQuestion("This library supports the following formats:")).toBeUndefined();
    expect(listQuestion("Frob supports the following options:")).toBeUndefined();
    expect(listQuestion("Key features of Frob include:")).toBe("What are the key features of Frob?");
    expect(listQuestion("`frob` provides three commands:")).toBe("Which commands does `frob` provide?");
    expect(listQuestion("Several codecs are included in Ferrule:")).toBe("Which codecs are included in Ferrule?");
    // Items end as a sentence's list does: "one species," … "and".
    expect(listFacts(numberedLines(["Several codecs are included in Ferrule:", "", "- flac for lossless audio,", "- opus for speech, and", "- vorbis"]), 1, 5)[0]!.answer).toBe("flac for lossless audio; opus for speech; vorbis");
  });
});

describe("a lead-in that leaves the page's own package out", () => {
  const LINES = [
    "# pathglob",
    "",
    "## Features",
    "",
    "Supports these wildcard styles:",
    "",
    "- Star patterns",
    "- Brace sets",
    "",
    "The following encodings are supported:",
    "",
    "  - utf8",
    "  - latin1",
    "",
    "### pathglob.stamp",
    "",
    "The stamp of the last match. The available units are:",
    "",
    "- seconds",
    "- milliseconds",
  ];

  it("names the package by the page's title, and only when the lead-in is a paragraph of its own", () => {
    expect(listFacts(numberedLines(LINES), 1, LINES.length, "pathglob").map((fact) => fact.question)).toEqual([
      "Which wildcard styles does pathglob support?",
      "Which encodings are supported by pathglob?",
    ]);
    // With no title to name the package, there is no question.
    expect(listFacts(numberedLines(LINES), 1, LINES.length)).toEqual([]);
  });

  it("lets the reader find the list whatever name the question gives the package", async () => {
    const file = join(folder, "pathglob.md");
    await writeFile(file, LINES.join("\n"));
    const document = await loadDocument(file);
    expect((await askOfflineReader(document, "Which encodings are supported by pathglob?")).own).toMatchObject({ answerable: true, answer: "utf8; latin1" });
  });
});

describe("the reader reads the list back", () => {
  it("answers the lead-in's question with the whole list", async () => {
    const document = await loadDocument(join(folder, "README.md"));
    expect((await askOfflineReader(document, "What are some features of Quillmark?")).own).toMatchObject({
      answerable: true,
      answer: "Pages are typeset in a single pass; Footnotes float to the bottom of the page; Fonts are embedded in the output file",
    });
  });
});
