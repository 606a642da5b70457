import { describe, expect, it } from "vitest";
import { documentAttributes } from "./conversation.js";
import { readerOfReadme } from "../../../test/support/readme-fixture.js";

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

const readerAnswer = readerOfReadme("qaforge-self-ref-", README);

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
