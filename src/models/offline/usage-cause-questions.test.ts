import { describe, expect, it } from "vitest";
import { answerAgreement } from "../../documents/answer-agreement.js";
import { causeFacts, frontedCauseQuestion } from "./cause-questions.js";
import { factsIn } from "./facts.js";
import { analyseQuestion } from "./question-analysis.js";
import { questionProblems } from "./question-quality.js";
import { findCandidates } from "./reader-extract.js";
import { statementFacts } from "./statement-questions.js";
import { usageFacts, usageQuestion } from "./usage-questions.js";
import { numberedLines } from "../../../test/support/lines.js";

// A library's manual in the style of such pages: what a thing uses and what for, and reasons put first.
const MANUAL = [
  "# Frobnitz",
  "",
  "Frobnitz uses message headers to store the content type of the frob and its encoding.",
  "The frob loader itself uses a bytecode cache to avoid repeated compiling.",
  "Frobnitz uses FrobSafe for escaping.",
  "Currently, _Frobnitz_ uses the frob tracker for bugs, feature requests, and user support.",
  "We can use the history property of the Frob object to track redirection.",
  "",
  "Because frob tags are case-insensitive, all three frob parsers convert tag names to lowercase.",
  "Perhaps the frob model is slightly preferable because it has the nicer interpretation.",
  "Since the frob archive aims to be reachable from every continent, mirrors are needed.",
  "Because inverse frobs are kept alongside forward frobs, looking up a frob by value is a constant-time operation.",
];
const lines = numberedLines(MANUAL);

function readBack(question: string): string | undefined {
  return findCandidates(analyseQuestion(question), lines, new Map())[0]?.answer;
}

describe("the usage shape ('X uses Y to/for Z')", () => {
  it("asks what a thing uses for a purpose, with the means as the answer", () => {
    const facts = usageFacts(lines, 1, MANUAL.length);
    expect(Object.fromEntries(facts.map((fact) => [fact.question, fact.answer]))).toEqual({
      "What does Frobnitz use to store the content type of the frob and its encoding?": "message headers",
      "What does Frobnitz use for escaping?": "FrobSafe",
      "What does Frobnitz use for bugs, feature requests, and user support?": "the frob tracker",
      "What can you use to track redirection?": "the history property of the Frob object",
    });
    for (const fact of facts) expect(questionProblems(fact.question, fact.answer), fact.question).toEqual([]);
  });

  it("is read back by the offline reader, and the agreement check agrees", () => {
    for (const fact of usageFacts(lines, 1, MANUAL.length)) {
      const own = readBack(fact.question);
      expect(own, fact.question).toBeDefined();
      expect(answerAgreement(own!, fact.answer).agrees, `${fact.question} → ${own}`).toBe(true);
    }
  });

  it("keeps the general shape off a sentence it reads, so the purpose is not taken for the object", () => {
    const questions = statementFacts(lines, 3, 3).map((fact) => fact.question);
    expect(questions).not.toContain("What does Frobnitz use?");
  });

  it("refuses pronoun and pointing subjects, vague or comparative means, pointing purposes and imperatives", () => {
    for (const sentence of [
      "It uses the `frob` library to do its matching.", // a pronoun subject
      "These methods use .next_frobs to iterate over the rest of the frobs.", // "these methods": which?
      "The new code uses a single routine to deal with frob ties.", // "new": the text says new against what
      "PowerShell uses different syntax to set environment variables.", // "different" compares with something unsaid
      "Frobnitz uses the result of the function to alter the retry policy.", // which function?
      "Frobnitz uses frob headers to do this.", // a purpose that points back
      "Do not use `frob pull` to merge the remote branch.", // an imperative, no subject
      "You can use `frob stash` to run the tests on a clean tree.", // the instruction shape's
      "Frobnitz uses MarkupSafe for example.", // "for example" is no purpose
      "Frobnitz uses (x = 1) to seed the generator.", // code and formula
      "The frob loader itself uses a bytecode cache to avoid repeated compiling.", // the reader finds no subject next to "uses"
      "To build the `Frob` index use the `make_frob` helper to join the tables.", // a purpose clause before an imperative
      "Frobnitz uses frob_read(path) to load the archive.", // a call with arguments is code
      "We can use frob::local_knobs() to write yet another version of the helper.", // "another" compares with one said before
      "I know several people that use Frobnitz simply as a parser for other flows.", // the writer's clause, not a subject
      "The first way to use the frob library is to generate an automatic report during a session.", // an infinitive in the subject
      "The main intended use case is for enumerating the names of frobs reachable from an initial frob.", // "use case", a noun (set 168)
      "The typical frob use pattern is for scripts that run once.", // "use" after a singular subject is no verb
    ]) expect(usageQuestion(sentence), sentence).toBeUndefined();
    // The plural verb with a plural subject is still read.
    expect(usageQuestion("Modern frob servers use cookies to store session state.")).toEqual({ question: "What do Modern frob servers use to store session state?", answer: "cookies" });
  });

  it("reads a call named by its empty parentheses as a name, not as code", () => {
    expect(usageQuestion("We can use fct_squash() to merge the rare frob levels into one level.")).toEqual({
      question: "What can you use to merge the rare frob levels into one level?",
      answer: "fct_squash()",
    });
    expect(usageQuestion("We can use frob::local_knobs() to keep changes of the knob settings inside a function.")).toEqual({
      question: "What can you use to keep changes of the knob settings inside a function?",
      answer: "frob::local_knobs()",
    });
  });
});

describe("the fronted cause shape ('Because X, Y.')", () => {
  it("asks why the main clause holds, with the reason before the comma as the answer", () => {
    const facts = causeFacts(lines, 1, MANUAL.length);
    expect(Object.fromEntries(facts.map((fact) => [fact.question, fact.answer]))).toEqual({
      "Why do all three frob parsers convert tag names to lowercase?": "frob tags are case-insensitive",
      "Why are mirrors needed?": "the frob archive aims to be reachable from every continent",
      "Why is looking up a frob by value a constant-time operation?": "inverse frobs are kept alongside forward frobs",
    });
    for (const fact of facts) expect(questionProblems(fact.question, fact.answer), fact.question).toEqual([]);
  });

  it("is read back by the offline reader from the clause before the comma, and the agreement check agrees", () => {
    for (const fact of causeFacts(lines, 1, MANUAL.length)) {
      const own = readBack(fact.question);
      expect(own, fact.question).toBe(fact.answer);
      expect(answerAgreement(own!, fact.answer).agrees).toBe(true);
    }
  });

  it("inverts the finite verb, not a verb's base after 'to' in the subject ('arguments to plot are specified')", () => {
    expect(frontedCauseQuestion("Because of the large number of frob points in the graphs, optional arguments to plot are specified to shrink the points.")).toEqual({
      question: "Why are optional arguments to plot specified to shrink the points?",
      answer: "the large number of frob points in the graphs",
    });
  });

  it("refuses a time after 'Since', pointing reasons, pronoun or personal subjects, and code or references", () => {
    for (const sentence of [
      "Since the first release, most frob additions were provided by the second author.", // a time, no clause
      "Because of this behavior, frob walkers are sometimes called commit walkers.", // points back
      "Since those two are valid, frob matching proceeds.", // points back
      "Because the frob is large, it is split into chunks.", // a pronoun subject
      "Since the frob format is simple, we parse it by hand.", // the writers' choice
      "Since this is a tutorial, I explain each step.", // about the text itself
      "Because frob objects are immutable, there is a way to pack them together.", // "there is"
      "Because mixed frobs involve random terms (see Section 2), one must always clarify the prediction.", // a reference
    ]) expect(frontedCauseQuestion(sentence), sentence).toBeUndefined();
  });

  it("leaves a hedged subject out of the reason-after shape ('Perhaps the frob model is … because …')", () => {
    expect(statementFacts(lines, 1, MANUAL.length).filter((fact) => /^Why/.test(fact.question))).toEqual([]);
  });

  it("comes out of the fact finder whole (question quality, grounding), ranked after the specific shapes", () => {
    const facts = factsIn(lines, 1, MANUAL.length, { format: "markdown" });
    expect(facts.some((fact) => fact.kind === "cause" && fact.question === "Why are mirrors needed?")).toBe(true);
    expect(facts.some((fact) => fact.kind === "usage" && fact.question === "What does Frobnitz use for escaping?")).toBe(true);
  });
});
