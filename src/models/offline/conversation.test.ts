import { describe, expect, it } from "vitest";
import { generatorTaskMessage, validatorQuestionMessage, type DocumentBrief } from "../../agents/prompts.js";
import { documentAttributes } from "./conversation.js";

// A Sphinx page without a title of its own is titled "<no title> — Black documentation"; a file name may hold quotes.
const brief: DocumentBrief = {
  path: 'docs/the "triage" & <you>.html',
  format: "html",
  lineCount: 63,
  pageCount: 1,
  hasPages: false,
  title: '<no title> — Frob 2.1 "documentation"',
  visualCount: 0,
};

describe("the document element of a task message, written and read back", () => {
  it("keeps every attribute when a title or a path holds markup characters", () => {
    const generator = generatorTaskMessage({ document: brief, attempt: 1, acceptedQuestions: [], rejected: [], viewedPages: [], mode: "textual" });
    expect(documentAttributes(generator)).toMatchObject({ lines: "63", format: "html", path: brief.path, title: brief.title });
    expect(documentAttributes(validatorQuestionMessage("What is frob?", brief))).toMatchObject({ lines: "63", path: brief.path });
  });

  it("reads every attribute when a writer left angle brackets unescaped in a quoted value (a README title with inline HTML)", () => {
    const message = 'Write one question.\n<document path="README.md" format="markdown" lines="118" pages="1" visuals="0" title="frob <sup>[![Badge][badge-svg]][pkg]</sup>" />\nMore text.';
    const attributes = documentAttributes(message);
    expect(attributes.lines).toBe("118");
    expect(attributes.title).toBe("frob <sup>[![Badge][badge-svg]][pkg]</sup>");
  });

  it("reads a plain element and returns nothing when there is none", () => {
    expect(documentAttributes('<document path="a.txt" format="text" lines="3" pages="1" />').lines).toBe("3");
    expect(documentAttributes("no element here")).toEqual({});
  });
});
