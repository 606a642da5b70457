import { describe, expect, it } from "vitest";
import { generalSplit, withFixedComplement } from "./general-questions.js";
import { factsIn } from "./facts.js";
import { analyseQuestion } from "./question-analysis.js";
import { findCandidates } from "./reader-extract.js";
import { questionProblems } from "./question-quality.js";
import { statementFacts } from "./statement-questions.js";
import { numberedLines } from "../../../test/support/lines.js";

// A library manual's prose, with facts stated in verbs no specific shape knows.
const MANUAL = [
  "Frobnitz Reference",
  "",
  "Advanced range syntax desugars to primitive comparators in deterministic ways.",
  "The `hilo` argument matches the direction of the comparison.",
  "Caret ranges allow changes that keep the left-most non-zero element.",
  "The sparse frob methods use CHOLMOD.",
  "The watch file configures the uscan program to watch the upstream site.",
];
const lines = numberedLines(MANUAL);

function general(sentences: string[]): Record<string, string> {
  const text = new Map([[1, "Frobnitz Reference"], [2, ""], ...sentences.map((sentence, index) => [index + 3, sentence] as const)]);
  return Object.fromEntries(statementFacts(text, 1, sentences.length + 2).filter((fact) => fact.kind === "general").map((fact) => [fact.question, fact.answer]));
}

describe("the general subject–verb–object shape", () => {
  it("takes no subordinate clause's conjunction for a subject's first word", () => {
    // sollya's manual: "Even though max determines the maximum expression by evaluation, it returns the expression …".
    const asked = (sentences: string[]) => statementFacts(numberedLines(["Frobnitz Reference", "", ...sentences]), 1, sentences.length + 2).map((fact) => fact.question);
    const sentences = ["• Even though frobmax determines the maximum expression by evaluation, it returns the expression that", "is maximum as is.", "• frobmax can be given any number of expressions."];
    expect(asked(sentences).filter((question) => /even though/i.test(question))).toEqual([]);
  });

  it("asks for the object of a verb of common English after a subject that names one thing", () => {
    const facts = statementFacts(lines, 1, MANUAL.length).filter((fact) => fact.kind === "general");
    expect(Object.fromEntries(facts.map((fact) => [fact.question, fact.answer]))).toEqual({
      "What does advanced range syntax desugar to?": "primitive comparators in deterministic ways",
      "What does the `hilo` argument match?": "the direction of the comparison",
      "What do the sparse frob methods use?": "CHOLMOD",
      "What does the watch file configure?": "the uscan program to watch the upstream site",
    });
    for (const fact of facts) {
      expect(questionProblems(fact.question, fact.answer)).toEqual([]);
      expect(fact.evidence[0]!.start_line).toBe(fact.evidence[0]!.end_line);
    }
  });

  it("reads no subject and verb in a clause that opens with a conjunction", () => {
    expect(generalSplit("Whenever Lua calls C, it ensures that at least LUA_MINSTACK stack positions are available.", 6)).toBeUndefined();
    expect(Object.keys(general(["Whenever Lua calls C, the called function gets a new stack."]))).toEqual([]);
  });

  it("reads a plural noun the sentence uses again as a noun, before a verb, as no verb (set 169's LLVM chapter)", () => {
    expect(generalSplit("eBPF registers map 1:1 to hardware registers on x86_64 and other 64-bit architectures.", 6)).toBeUndefined();
    // A verb said again as a verb is still one.
    expect(generalSplit("The frob scheduler calls workers that call other workers.", 6)?.base).toBe("call");
  });

  it("leaves to the specific shapes what they read", () => {
    // "allow" is a verb the statement shapes know: "Caret ranges allow …" is theirs (a plural subject, lower-cased).
    expect(statementFacts(lines, 1, MANUAL.length).filter((fact) => fact.kind === "statement").map((fact) => fact.question)).toEqual(["What do caret ranges allow?"]);
    // "provides" is an action verb the statement shapes know: the fact is theirs, asked once.
    const facts = statementFacts(new Map([[1, "The frob package provides a set of S4 classes for sparse matrices."]]), 1, 1);
    expect(facts.map((fact) => [fact.kind, fact.question])).toEqual([["statement", "What does the frob package provide?"]]);
  });

  it("takes no plural noun for a verb and no noun phrase cut at a preposition for a subject", () => {
    expect(generalSplit("Tests of equality between sets of coefficients are common.", 7)).toBeUndefined();
    expect(generalSplit("The MOSUM processes will be computed if type is set.", 7)).toBeUndefined();
    expect(generalSplit("The returns of the function are checked.", 7)).toBeUndefined();
  });

  it("refuses subjects that need the sentence before, objects that are clauses, and answers that point elsewhere", () => {
    expect(general([
      "It increments the patch version of the release.",
      "This code creates two calls to the replacement function.",
      "Many authors treat a zero version as unstable.",
      "All methods and classes take a final options argument.",
      "The frob command shows that the index is out of date.",
      "The frob command fails with an error on empty archives.",
      "The frob archive stores these files in a compressed form.",
      "You need a working compiler for the frob extension.",
      "A frob archive can contain several snapshots of the data.",
    ])).toEqual({});
    // Nor "Let us …", the document's own parts, or an answer that points at what was said before.
    expect(statementFacts(new Map([
      [1, "Let us assume we get new observations for the year 1990."],
      [2, "Section 3 gives brief literature reviews of the frob estimators."],
      [3, "The grp column gives the grouping factor associated with this parameter."],
    ]), 1, 3)).toEqual([]);
  });
});

describe("a passive with its agent or its source", () => {
  const facts = statementFacts(new Map([
    [1, "The region of integration is given by the vectors lower and upper."],
    [2, "A `comparator` is composed of an `operator` and a `version`."],
    [3, "The frob estimator is based on the sandwich formula of White."],
    [4, "The frob bound is given by using a second loop."],
    [5, "The frob plot is described by Table 3."],
    [6, "`frob-classes` is inspired by the quickcheck-classes library."],
    [7, "The kind of frob structure built can be influenced using scene flags."],
  ]), 1, 7);

  it("asks what a thing is given by, composed of or based on", () => {
    expect(Object.fromEntries(facts.map((fact) => [fact.question, fact.answer]))).toEqual({
      "What is the region of integration given by?": "the vectors lower and upper",
      "What is a `comparator` composed of?": "an `operator` and a `version`",
      "What is the frob estimator based on?": "the sandwich formula of White",
      // not "How is `frob-classes` inspired?" (the hundred-thirty-sixth held-out set)
      "What is `frob-classes` inspired by?": "the quickcheck-classes library",
      // a means, not an agent: "using …"
      "How can the kind of frob structure built be influenced?": "using scene flags",
    });
    for (const fact of facts) expect(questionProblems(fact.question, fact.answer)).toEqual([]);
  });
});

describe("a modal before a verb of the list", () => {
  it("asks what a named thing can or will do, never what a thing in general can do", () => {
    const facts = statementFacts(new Map([
      [1, "The Frobnitz repository can maintain multiple branches of development."],
      [2, "The frob-sync daemon will upload the changed archives to the mirror."],
      [3, "A frob archive can hold several snapshots of the data."],
      // "always" between the modal and the verb, as after a subject ("X always uploads …").
      [4, "The frob-push daemon will always upload the signed archives to the mirror."],
      [5, "The frob_eval() function will always coerce its input into a frob object."],
      // How well a thing does is no object it gives.
      [6, "The frob progress reporter gives good results."],
    ]), 1, 6);
    expect(Object.fromEntries(facts.map((fact) => [fact.question, fact.answer]))).toEqual({
      "What can the Frobnitz repository maintain?": "multiple branches of development",
      "What will the frob-sync daemon upload?": "the changed archives to the mirror",
      "What will the frob-push daemon upload?": "the signed archives to the mirror",
      "What will the frob_eval() function always coerce?": "its input into a frob object",
    });
  });

  it("reads the modal's adverb back: the reader finds the answer to 'What will X always VERB?'", () => {
    const text = ["# Frobnik", "", "The frob-push daemon will always upload the signed archives to the mirror.", "The frob_eval() function will always coerce its input into a frob object."];
    const asked = factsIn(numberedLines(text), 1, 4, {});
    const answers = { "What will the frob-push daemon upload?": "the signed archives to the mirror", "What will the frob_eval() function always coerce?": "its input into a frob object" };
    for (const [question, answer] of Object.entries(answers)) {
      expect(asked.map((fact) => fact.question)).toContain(question);
      expect(findCandidates(analyseQuestion(question), numberedLines(text), new Map())[0]?.answer).toBe(answer);
    }
  });
});

describe("light verbs with a fixed part, and help with a bare infinitive", () => {
  it("asks with the verb's fixed part, or not at all, and asks what help does for a bare infinitive", () => {
    expect(withFixedComplement("What do the frob models give?", "rise to predictive densities")).toEqual({ question: "What do the frob models give rise to?", answer: "predictive densities" });
    expect(withFixedComplement("What does the frob daemon keep?", "track of open sockets")).toEqual({ question: "What does the frob daemon keep track of?", answer: "open sockets" });
    expect(withFixedComplement("What does the frob merge take?", "place in memory")).toBeUndefined();
    expect(withFixedComplement("What does Frobnik help?", "keep old releases secure for their users")).toEqual({ question: "What does Frobnik help do?", answer: "keep old releases secure for their users" });
    // An object that is a noun phrase stays as it is.
    expect(withFixedComplement("What does the frob tool help?", "developers write tests")).toEqual({ question: "What does the frob tool help?", answer: "developers write tests" });
    expect(withFixedComplement("What does the frob option give?", "the package name")).toEqual({ question: "What does the frob option give?", answer: "the package name" });
  });
});

describe("the whole light verb, found by the reader", () => {
  it("submits the mended question and the reader finds its answer from the question alone", () => {
    const text = numberedLines([
      "# Frobnik",
      "",
      "The frob depth limit helps mitigate abuse when frobnik parses untrusted input.",
      "The frob estimators naturally give rise to predictive densities of each frob model.",
    ]);
    const facts = factsIn(text, 1, 4, {}).filter((fact) => /help do|give rise to/.test(fact.question));
    expect(facts.map((fact) => fact.question).sort()).toEqual(["What do the frob estimators give rise to?", "What does the frob depth limit help do?"]);
    for (const fact of facts) {
      const best = findCandidates(analyseQuestion(fact.question), text, new Map())[0];
      expect(best?.answer, fact.question).toBe(fact.answer);
    }
  });
});
