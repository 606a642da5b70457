import { describe, expect, it } from "vitest";
import { sentencesOf } from "../../documents/sentences.js";
import { conditionQuestion } from "./condition-questions.js";
import { withoutAsides } from "./prose-questions.js";
import { analyseQuestion } from "./question-analysis.js";
import { questionProblems } from "./question-quality.js";
import { findCandidates } from "./reader-extract.js";
import { conditionalObject, pointsElsewhere, statementFacts } from "./statement-questions.js";
import { numberedLines } from "../../../test/support/lines.js";

/**
 * Prose whose subjects are code, as R Markdown vignettes and PDF manuals write it: calls without code marks ("tidy()",
 * "merge_rows(a, b)"), asked by the call they name. Sentences written for these tests in the shape of that prose.
 */
const VIGNETTE = [
  "## Shapes",
  "squash() is size-stable because it always returns a vector of length 1.",
  "q() is unpredictable because q(a, b) doesn’t always give the same class as q(b, a).",
  "tidy_all() is a careful version of tidy() because it checks every column first.",
  "stack_rows() is type-unstable because you can’t predict the output class from the input classes alone:",
  "stack_rows() throws an error if the inputs have different column names:",
  "stack_rows() keeps row names:",
  "merge_rows() drops the row names of both tables:",
  "A sentence ends here (with an aside). glue_all() returns a single string.",
  "When you combine factors and strings, the package returns a factor and adds the strings as new levels (in their order).",
  "Each helper has a companion with_temp() function, which is a nod to with(), the base function.",
];
const lines = numberedLines(VIGNETTE);
const facts = statementFacts(lines, 1, VIGNETTE.length);
const asked = Object.fromEntries(facts.map((fact) => [fact.question, fact.answer]));

describe("statements whose subject is a call", () => {
  it("keeps a call's parentheses: they are no aside", () => {
    expect(withoutAsides("squash() is size-stable (mostly).")).toBe("squash() is size-stable.");
    expect(withoutAsides("q(a, b) differs from q(b, a) (see below)")).toBe("q(a, b) differs from q(b, a)");
  });

  it("asks why a call is what it is, with the reason as the answer", () => {
    expect(asked).toMatchObject({
      "Why is squash() size-stable?": "it always returns a vector of length 1",
      "Why is q() unpredictable?": "q(a, b) doesn’t always give the same class as q(b, a)",
      "Why is tidy_all() a careful version of tidy()?": "it checks every column first",
      "Why is stack_rows() type-unstable?": "you can’t predict the output class from the input classes alone",
    });
  });

  it("asks what a call does in a sentence that introduces its example with a colon", () => {
    expect(asked).toMatchObject({ "What does merge_rows() drop?": "the row names of both tables" });
  });

  it("asks under which condition a call does something, not what it does with the condition in the answer", () => {
    expect(asked["When does stack_rows() throw an error?"]).toBe("if the inputs have different column names");
    expect(Object.keys(asked).some((question) => /What does stack_rows\(\) throw\?/.test(question))).toBe(false);
    expect(conditionalObject("an error if the inputs differ in length")).toEqual({ object: "an error", condition: "if the inputs differ in length" });
    expect(conditionalObject("a copy of the table")).toBeUndefined();
    // "that the file exists …": the object is a clause, not a noun phrase that a condition follows.
    expect(conditionalObject("it is empty if the file is missing")).toBeUndefined();
    expect(questionProblems("When does stack_rows() throw an error?", "if the inputs have different column names")).toEqual([]);
    expect(questionProblems("When does stack_rows() throw an error?", "the inputs")).not.toEqual([]);
    // A name's parts hold the answer as well as its words: "QueryBoolAttribute" says "the attribute".
    expect(questionProblems("What does QueryBoolAttribute examine?", "the attribute")).toContain("contains its answer");
    expect(questionProblems("What does QueryBoolAttribute examine?", "the text of the named element")).toEqual([]);
  });

  it("refuses a name with its kind after it and no article: the noun phrase began before it", () => {
    expect(Object.keys(asked).some((question) => /with_temp/.test(question))).toBe(false);
  });
});

describe("answers that name what they compare with", () => {
  it("reads 'the same X as Y' as self-contained and 'the same X' alone as pointing back", () => {
    expect(pointsElsewhere("q(a, b) doesn’t give the same class as q(b, a)")).toBe(false);
    expect(pointsElsewhere("the same class")).toBe(true);
    expect(pointsElsewhere("the same class as before")).toBe(true);
  });

  it("reads 'you can’t …' as a clause's subject, and 'you' alone as a verb's object cut from its verb", () => {
    expect(pointsElsewhere("you can’t predict the class")).toBe(false);
    expect(pointsElsewhere("you the list of options")).toBe(true);
  });

  it("sees a second sentence after a call's closing parenthesis", () => {
    expect(pointsElsewhere("always length(x). squash() is type-stable")).toBe(true);
  });
});

describe("a sentence that opens with a call", () => {
  it("is split from the sentence before it", () => {
    const split = sentencesOf(numberedLines(["A sentence ends here (with an aside). glue_all() returns a single string."]));
    expect(split.map((sentence) => sentence.text)).toEqual(["A sentence ends here (with an aside).", "glue_all() returns a single string."]);
    // A lower-case word that is no call does not start a sentence: "etc. and more".
    expect(sentencesOf(numberedLines(["Combine vectors, lists etc. and more things."])).length).toBe(1);
  });
});

describe("a condition with an aside at its end", () => {
  it("is asked without the aside", () => {
    expect(conditionQuestion(VIGNETTE[9]!)).toEqual({
      question: "What happens when you combine factors and strings?",
      answer: "the package returns a factor",
    });
    // An aside inside the sentence still keeps it out.
    expect(conditionQuestion("When you combine factors (of any kind) and strings, the package returns a factor.")).toBeUndefined();
  });
});

describe("the reader", () => {
  it("answers 'When does X do Y?' with the condition after 'X does Y'", () => {
    const analysis = analyseQuestion("When does stack_rows() throw an error?");
    expect(analysis.kind).toBe("statement");
    expect(findCandidates(analysis, lines, new Map())[0]?.answer).toBe("if the inputs have different column names");
  });

  it("reads a one-letter call's name as a term: 'Why is q() …?' is not answered by another call's sentence", () => {
    const text = numberedLines(["r() is unpredictable because it reads the clock.", "q() is unpredictable because q(a, b) differs from q(b, a)."]);
    expect(findCandidates(analyseQuestion("Why is q() unpredictable?"), text, new Map()).map((candidate) => candidate.answer)).toEqual(["q(a, b) differs from q(b, a)"]);
  });
});

describe("an enumeration of options", () => {
  it("is asked only when the kind says what the options are for", () => {
    const text = numberedLines([
      "There are two choices in plain shell: xargs() or parallel().",
      "There are two ways to rotate a log file: logrotate or savelog.",
    ]);
    const questions = statementFacts(text, 1, 2).map((fact) => fact.question);
    expect(questions).toContain("What are the two ways to rotate a log file?");
    expect(questions.some((question) => /two choices/.test(question))).toBe(false);
  });
});

describe("subjects and goals that lean on the text around them", () => {
  it("refuses code with its kind after it and no article as a subject", () => {
    const text = numberedLines(["`knead()` method for `dough` objects now calls `fold()` explicitly so that it also works with `batter` objects."]);
    expect(statementFacts(text, 1, 1).map((fact) => fact.question)).toEqual([]);
  });

  it("refuses an instruction whose goal is a state said before ('the old behaviour')", () => {
    const text = numberedLines(["You can revert to the old behaviour to keep legacy scripts working by using `.legacyMode()`.", "To list every plugin, run `frob plugins --all`."]);
    const questions = statementFacts(text, 1, 2).map((fact) => fact.question);
    expect(questions.some((question) => /old behaviour/.test(question))).toBe(false);
  });

  it("refuses a condition that names an equation of the document", () => {
    expect(conditionQuestion("If Equation 12 is used to update the weights, the fit converges to the maximum likelihood estimate.")).toBeUndefined();
    expect(conditionQuestion("If the weights are updated by least squares, the fit converges to the maximum likelihood estimate.")).toBeDefined();
  });
});

describe("a formula's padded parentheses", () => {
  it("are an aside, as before: 'J(f )' of a PDF is no call", () => {
    expect(withoutAsides("The gradient of J(f ) points downhill.")).toBe("The gradient of J points downhill.");
  });
});

describe("a tool written as a call with its arguments", () => {
  it("is the answer whole: the commas between its arguments are no list", () => {
    const facts = statementFacts(numberedLines(['Use frob.check(...,mode="strict") to obtain the strict validation report.']), 1, 1);
    expect(facts.map((fact) => [fact.question, fact.answer])).toContainEqual(["What can you use to obtain the strict validation report?", 'frob.check(...,mode="strict")']);
  });
});
