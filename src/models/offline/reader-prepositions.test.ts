import { describe, expect, it } from "vitest";
import { answerAgreement } from "../../documents/answer-agreement.js";
import { analyseQuestion } from "./question-analysis.js";
import { findCandidates } from "./reader-extract.js";
import { statementFacts } from "./statement-questions.js";
import { judge } from "./verdict.js";
import { numberedLines } from "../../../test/support/lines.js";

// Verbs with their own preposition, as a manual states them: the questioner asks "What does X apply to?", "What do
// braced sections start with?"; the reader must read the same verb and stop at the same object, or the validator
// refuses what the questioner built.
const MANUAL = [
  "# Frob",
  "",
  "Braced frob sections start with `{` and end with `}`.",
  "Implicit frob substitution applies only to the string form of the value.",
  "The frob resolver depends on the system resolver library.",
];
const lines = numberedLines(MANUAL);

describe("the reader on questions whose verb keeps its preposition", () => {
  it("reads the verb with its preposition, past a limiting adverb, and stops at the verb's object", () => {
    const facts = statementFacts(lines, 1, MANUAL.length);
    expect(Object.fromEntries(facts.map((fact) => [fact.question, fact.answer]))).toEqual({
      "What do braced frob sections start with?": "`{`",
      "What does implicit frob substitution apply to?": "the string form of the value",
      "What does the frob resolver depend on?": "the system resolver library",
    });
    for (const fact of facts) {
      const own = findCandidates(analyseQuestion(fact.question), lines, new Map())[0]?.answer ?? "";
      expect(own, fact.question).toBe(fact.answer);
      expect(judge({ question: fact.question, ownAnswer: own, referenceAnswer: fact.answer, answerable: true, notes: "" }).matches_reference).toBe(true);
      expect(answerAgreement(own, fact.answer).agrees).toBe(true);
    }
  });

  it("takes the subject without the verb when the preposition is not of, on or to", () => {
    // A plural subject is read in the third person too: a writer's slip of agreement ("Square brackets denotes …").
    expect(analyseQuestion("What do braced frob sections start with?").anchor).toEqual({ subject: "braced frob sections", verbs: ["start with", "starts with"] });
    expect(analyseQuestion("What does the frob cache look for?").anchor).toEqual({ subject: "the frob cache", verbs: ["looks for", "also looks for"] });
  });

  it("reads a possessive name's definition ('Moran's coefficient is …'), past an aside", () => {
    const text = new Map([[1, "# Frob"], [2, ""], [3, "Moran's frob coefficient (often denoted as I) is an extension of the Pearson frob coefficient to a univariate series."]] as const);
    expect(findCandidates(analyseQuestion("What is Moran's frob coefficient?"), text, new Map())[0]?.answer).toBe("an extension of the Pearson frob coefficient to a univariate series");
  });

  it("answers a 'Why is/are …?' question from the sentence's reason after 'because' or 'since' (before a clause)", () => {
    const text = new Map([
      [1, "# Frob"],
      [2, ""],
      [3, "Parametric frob routines are not affected by the problem since they do not treat ties differently."],
      [4, "Sparse frob matrices are stored compactly because most of their entries are zero."],
      [5, "The frob routines are unchanged since 2010 by the core team."],
    ] as const);
    const facts = statementFacts(text, 1, 5);
    expect(Object.fromEntries(facts.map((fact) => [fact.question, fact.answer]))).toEqual({
      "Why are parametric frob routines not affected by the problem?": "they do not treat ties differently",
      "Why are sparse frob matrices stored compactly?": "most of their entries are zero",
    });
    for (const fact of facts) {
      const own = findCandidates(analyseQuestion(fact.question), text, new Map())[0]?.answer;
      expect(own, fact.question).toBe(fact.answer);
    }
  });
});

