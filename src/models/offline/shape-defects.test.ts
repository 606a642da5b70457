import { describe, expect, it } from "vitest";
import { numberedLines } from "../../../test/support/lines.js";
import { factsIn } from "./facts.js";
import { generalSplit } from "./general-questions.js";
import { questionProblems } from "./question-quality.js";
import { statementFacts } from "./statement-questions.js";

/**
 * Shapes of question and answer that cutting a sentence leaves garbled, cut or mismatched (the 26th and 27th held-out
 * sets): each rule is checked on sentences written for it, and on a sound neighbour that must stay.
 */
describe("question and answer shapes", () => {
  it("does not ask a definition list of properties as 'the X of the Heading'", () => {
    const lines = [
      "# Widget kit",
      "",
      "### Panel",
      "",
      "- **border**: (Number) Sets the width of the _border_ in Pixels.",
      "- **title**: (String) Overrides the default Title text.",
      "- **Label** The `caption` property of the _panel_ object",
      "- **Result** (Depends on the Layout)",
      "",
      "### Sizes",
      "",
      "- **Width:** 1200 Pixels",
    ];
    const asked = factsIn(numberedLines(lines), 1, lines.length, { title: "Widget kit" }).filter((fact) => fact.kind === "key_value");
    const questions = asked.map((fact) => fact.question);
    expect(questions.some((question) => /border|title|Label|Result/.test(question)), questions.join(" | ")).toBe(false);
    expect(questions).toContain("What is the Width of the Sizes?");
  });

  it("refuses a What question whose answer says when", () => {
    expect(questionProblems("What will before_save run?", "right before the record is written").join("; ")).toMatch(/adverbial/);
    expect(questionProblems("What does the hook fire?", "after the page has loaded").join("; ")).toMatch(/adverbial/);
    expect(questionProblems("What will the cleanup hook remove?", "the temporary files")).toEqual([]);
  });

  it("refuses an answer cut before the steps or list it announces", () => {
    expect(questionProblems("What does the merge routine build?", "a sorted index in three steps").join("; ")).toMatch(/announcing/);
    expect(questionProblems("How is the archive laid out?", "as follows").join("; ")).not.toEqual("");
    expect(questionProblems("What does the merge routine build?", "a sorted index of all the pages")).toEqual([]);
  });

  it("refuses garbled questions: a pseudo-cleft, a kept full stop, a dangling either, a split inside a whether-clause", () => {
    expect(questionProblems("What is what makes gizmo handy?", "its plugin system").join("; ")).toMatch(/clause and not a noun phrase/);
    expect(questionProblems("How can you list more than one archive as well. in tarball?", "tarball a.tar b.tar").join("; ")).toMatch(/full stop/);
    expect(questionProblems("How can you list more than one archive as well.?", "tarball a.tar b.tar").join("; ")).toMatch(/full stop/);
    expect(questionProblems("How can you open a saved session with SessionStore either?", "by its id or by its file").join("; ")).toMatch(/either/);
    expect(questionProblems("What is the test for whether one plan cheaper than?", "another is the plan's total cost").join("; ")).toMatch(/main verb/);
    // Abbreviations and a sound copula answer stay.
    expect(questionProblems("What does the tool compare, e.g. in the diff view?", "the two trees")).toEqual([]);
    expect(questionProblems("What is the default cache size?", "sixty megabytes")).toEqual([]);
  });

  it("refuses an answer that runs on into a comma-spliced clause", () => {
    expect(questionProblems("How is the first stage fitted?", "using least squares, for the second stage we use bootstrapping").join("; ")).toMatch(/second clause/);
    expect(questionProblems("How is the first stage fitted?", "using least squares, with weights from the prior")).toEqual([]);
  });

  it("keeps a hedge of frequency in a general question", () => {
    expect(generalSplit("Large solvers often report spurious optima.", 7)?.hedge).toBe("often");
    expect(generalSplit("The scheduler can usually reuse idle workers.", 7)?.hedge).toBe("usually");
    const asked = statementFacts(numberedLines(["# Solvers", "", "Quasar solvers often report spurious optima in rugged landscapes."]), 1, 3).map((fact) => fact.question);
    expect(asked.join(" | ")).toMatch(/What do quasar solvers often report\?/i);
    expect(generalSplit("Large solvers report spurious optima.", 7)?.hedge).toBeUndefined();
    expect(generalSplit("Large solvers also report spurious optima.", 7)?.hedge).toBeUndefined();
  });
});
