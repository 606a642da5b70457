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
});
