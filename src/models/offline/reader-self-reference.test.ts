import { describe, expect, it } from "vitest";
import { documentAttributes } from "./conversation.js";
import { readerOfReadme } from "../../../test/support/readme-fixture.js";
import { numberedLines } from "../../../test/support/lines.js";
import { factsIn } from "./facts.js";
import { resolveSelfReferences } from "./section-scope.js";

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

// "`hedgehog-classes` is a wrapper around Hedgehog … It is inspired by the quickcheck-classes library." (the
// hundred-thirty-sixth held-out set): "It" right after a definition of a name is that name, to the questioner and the
// reader alike; the "it" of "It is important to …" stands for nothing said before.
const DEFINED = [
  "# frob-classes",
  "",
  "`frob-classes` is a wrapper around Frob that provides a small API for testing typeclass laws. It is inspired by the quickcheck-classes library.",
  "",
  "Reels wind slowly. It is inspired by nothing in particular.",
  "",
  "Frobnitz is a tool for winding reels. It is recommended to wind them slowly.",
  "",
  "GTC is the successor to the Frob logbook. It is a free upgrade.",
  "",
  "frob-progress is an example of how to connect to the frob daemon. It shows a simple bar on stdout.",
  "",
];

const definedAnswer = readerOfReadme("qaforge-it-", DEFINED);

describe("'It' after a sentence that defines a name", () => {
  it("is the name, in the text both the questioner and the reader read", () => {
    const resolved = resolveSelfReferences(new Map(DEFINED.map((line, index) => [index + 1, line] as const)));
    expect(resolved.get(3)).toBe("`frob-classes` is a wrapper around Frob that provides a small API for testing typeclass laws. `frob-classes` is inspired by the quickcheck-classes library.");
    expect(resolved.get(5)).toBe(DEFINED[4]);
    expect(resolved.get(7)).toBe(DEFINED[6]);
    // a second account of what the name is would be asked as "What is GTC?" again
    expect(resolved.get(9)).toBe(DEFINED[8]);
    // a name in lower case put for "It" would run the two sentences into one
    expect(resolved.get(11)).toBe(DEFINED[10]);
    const facts = factsIn(numberedLines(DEFINED), 1, DEFINED.length, { format: "markdown" });
    expect(facts.map((fact) => [fact.question, fact.answer])).toContainEqual(["What is `frob-classes` inspired by?", "the quickcheck-classes library"]);
  });

  it("is read so by the reader", async () => {
    expect((await definedAnswer("What is `frob-classes` inspired by?")).answer).toBe("the quickcheck-classes library");
  });
});

// A definition list as the HTML adapter writes DocBook's: the term alone on its line, its description opening "This …"
// for it (idzebra's record filters, the hundred-thirty-seventh held-out set).
describe("'This' under a definition list's term", () => {
  it("is the term, with the kind the description names", () => {
    const lines = ["frob.xml", "This filter reads XML records and converts them into the frob record model.", "frob.marc.type", "This allows Frob to read records in the MARC encoding standard.", "Overview", "This is the overview of the filters."];
    const resolved = resolveSelfReferences(new Map(lines.map((line, index) => [index + 1, line] as const)));
    expect(resolved.get(2)).toBe("The `frob.xml` filter reads XML records and converts them into the frob record model.");
    expect(resolved.get(4)).toBe("`frob.marc.type` allows Frob to read records in the MARC encoding standard.");
    // a plain word is no name
    expect(resolved.get(6)).toBe(lines[5]);
  });
});
