import { describe, expect, it } from "vitest";
import { captionFacts } from "./caption-questions.js";
import { analyseQuestion } from "./question-analysis.js";
import { findCandidates } from "./reader-extract.js";
import { numberedLines } from "../../../test/support/lines.js";

const asked = (lines: string[]) => Object.fromEntries(captionFacts(numberedLines(lines), 1, lines.length).map((fact) => [fact.question, fact.answer]));

// A vignette's text layer: body text, figure and table captions, a reference to a figure in the prose.
const VIGNETTE = [
  "The frobnicated residuals are shown in Figure 1 for every group of the sample.",
  "",
  "Figure 1: Frobnicated residuals of the growth model for the orchard data.",
  "",
  "Table 2: Estimated growth rates by orchard and year.",
  "",
  "Figure 3: F statistics",
  "",
  "Figure 4: xyplot(fit, type = \"b\")",
  "",
  "Table 5: Left: the raw counts; right: the fitted counts.",
  "",
  "Figure 6: Smoothed density of the frobnication scores. which is why the",
  "",
  "Figure 7: Profile plot of the variance parameter.",
  "Figure 7: Profile plot of the scale parameter.",
];

describe("questions from the captions of figures and tables", () => {
  it("asks which figure or table shows what its caption says, with the label as the answer", () => {
    const facts = asked(VIGNETTE);
    expect(facts["Which figure shows frobnicated residuals of the growth model for the orchard data?"]).toBe("Figure 1");
    expect(facts["Which table shows estimated growth rates by orchard and year?"]).toBe("Table 2");
  });

  it("reads a bare head noun at a caption's start as a common noun even where the text never writes it in lower case", () => {
    const facts = asked(["Table 3: Comparison of the capabilities of the frob, lme4 and nlme packages.", ""]);
    expect(facts["Which table shows the comparison of the capabilities of the frob, lme4 and nlme packages?"]).toBe("Table 3");
  });

  it("refuses captions too short to name anything, code, two-part captions, run-on text and repeated labels", () => {
    const questions = Object.keys(asked(VIGNETTE));
    expect(questions.some((question) => /F statistics|xyplot|raw counts/.test(question))).toBe(false);
    // The text layer ran the caption into the body text: only the caption is asked.
    expect(questions).toContain("Which figure shows smoothed density of the frobnication scores?");
    expect(questions.some((question) => /profile plot/i.test(question))).toBe(false);
    expect(questions).toHaveLength(3);
  });

  it("keeps a name at the caption's start as written", () => {
    const facts = asked(["Figure 2: Engel curves of food expenditure against household income."]);
    expect(Object.keys(facts)).toEqual(["Which figure shows Engel curves of food expenditure against household income?"]);
  });

  it("is read back by the reader from the caption's line, not from the prose that refers to it", () => {
    const analysis = analyseQuestion("Which figure shows frobnicated residuals of the growth model for the orchard data?");
    const weights = new Map(analysis.terms.map((term) => [term, 1]));
    expect(findCandidates(analysis, numberedLines(VIGNETTE), weights)[0]).toMatchObject({ answer: "Figure 1", line: 3 });
  });
});
