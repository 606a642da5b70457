import { describe, expect, it } from "vitest";
import { numberedLines } from "../../../test/support/lines.js";
import { analyseQuestion } from "./question-analysis.js";
import { statementFacts } from "./statement-questions.js";

// The questioner's "than" questions and the reader's reading of them come from one pattern (comparatives.ts): a degree
// word the questioner keeps must be one the reader reads back, or the question is asked and then refused.
const TEXT = [
  "The frobnik parser is considerably faster than the reference parser.",
  "Sparse frob tables are far smaller than dense frob tables.",
];

describe("comparatives are asked and read back with the same degree words", () => {
  const facts = statementFacts(numberedLines(TEXT), 1, TEXT.length);
  it.each([
    ["What is the frobnik parser considerably faster than?", "the reference parser", "is considerably faster than"],
    ["What are sparse frob tables far smaller than?", "dense frob tables", "are far smaller than"],
  ])("%s", (question, answer, verb) => {
    expect(facts.find((fact) => fact.question === question)?.answer).toBe(answer);
    expect(analyseQuestion(question).anchor?.verbs).toContain(verb);
  });
});
