import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadDocument } from "../../documents/load.js";
import { documentAttributes } from "./conversation.js";
import { askOfflineReader } from "../../../test/support/offline-agent.js";

// A README that calls its module "this module" and a reference section that calls its method "this method": the
// questioner asks them by name (section-scope.ts), so the reader must read them by name too, or every such question
// is refused as unanswerable.
const README = [
  "# frobnik <sup>[![Version Badge][npm-svg]][pkg-url]</sup>",
  "",
  "parse frob files",
  "",
  "This module is the core of the frob toolkit without its command line.",
  "",
  "## socket.flush()",
  "",
  "Flush the socket. This method returns the number of frames written.",
  "",
];

let folder: string;
beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), "qaforge-self-ref-"));
  await writeFile(join(folder, "README.md"), README.join("\n"));
});
afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

async function readerAnswer(question: string): Promise<{ answerable: boolean; answer: string }> {
  return (await askOfflineReader(await loadDocument(join(folder, "README.md")), question)).own;
}

describe("the reader reads 'this module' and 'this method' by the name the title or the heading gives", () => {
  it("answers the questions the questioner writes of them", async () => {
    expect((await readerAnswer("What is the frobnik module?")).answer).toBe("the core of the frob toolkit without its command line");
    expect((await readerAnswer("What does the `socket.flush()` method return?")).answer).toBe("the number of frames written");
  });

  it("reads a document element whose quoted title holds markup", () => {
    const attributes = documentAttributes('<document path="README.md" lines="10" title="frobnik <sup>[![v][a]][b]</sup>" />\n<question>Q?</question>');
    expect(attributes).toMatchObject({ lines: "10", title: "frobnik <sup>[![v][a]][b]</sup>" });
  });
});
