import { describe, expect, it } from "vitest";
import { numberedLines } from "../../../test/support/lines.js";
import { innerStop, withoutRstRoles } from "../../documents/sentences.js";
import { changelogFacts } from "./change-questions.js";
import { answersKind } from "./entry-questions.js";
import { analyseQuestion } from "./question-analysis.js";
import { innerSentenceEnd, questionProblems } from "./question-quality.js";
import { findCandidates } from "./reader-extract.js";
import { personAgent, statementFacts } from "./statement-questions.js";

describe("a sentence end kept inside a question", () => {
  it("finds a full stop before a quote, a placeholder, a code span or a capital, but not after an abbreviation, an initial or a version", () => {
    expect(innerSentenceEnd('Which version added "frob" helpers for tables. "frob" returns a tibble?')).toMatch(/tables\. "frob"/);
    expect(innerSentenceEnd("What does frobcheck use to pick the layout of the DB. <infile> can be a pipe?")).toMatch(/DB\. <infile>/);
    expect(innerSentenceEnd("What does the tool read first. `frob.cfg` is read next?")).toMatch(/first\. `frob/);
    expect(innerSentenceEnd("How do you list the jobs in e.g. Windows?")).toBeUndefined();
    expect(innerSentenceEnd("Who derived the rule given by J.K. Moreau?")).toBeUndefined();
    expect(innerSentenceEnd("What changed in release 3.2. Frob?")).toBeUndefined();
    expect(questionProblems("What does frobcheck use to pick the layout of the DB. <infile> can be a pipe?", "the header row")).toContainEqual(expect.stringMatching(/sentence end inside/));
  });

  it("cuts a changelog entry at its first sentence end when the second opens with a quoted name", () => {
    expect(innerStop('Added "frob" helpers for tables. "frob" returns a tibble.')).toBe('Added "frob" helpers for tables'.length);
    const asked = changelogFacts(numberedLines(["# frobkit 1.3", "", '* Added "frob" helpers for grouped tables. "frob" returns one row per group.']), 1, 3);
    expect(asked.map((fact) => fact.question)).toEqual(['Which version of frobkit added "frob" helpers for grouped tables?']);
  });
});

describe("a fronted purpose clause read as a subject", () => {
  it("refuses a subject that opens with \"To <verb>\" and an answer that opens with an object and a subject pronoun", () => {
    expect(questionProblems("What do To enable it set to true?", "the frob flag")).toContainEqual(expect.stringMatching(/fronted purpose clause/));
    expect(questionProblems("What does the hook call?", "them we define")).toContainEqual(expect.stringMatching(/object pronoun/));
    expect(questionProblems("What happens if the cache is full?", "it evicts the oldest entry")).toEqual([]);
  });
});

describe("an FAQ heading with two questions in it", () => {
  it("is not answered by the first sentence under it", () => {
    expect(answersKind("What does 'make check' run, and when?", "The frob suite follows the usual conventions of autotools.")).toBe(false);
    expect(answersKind("What is frob and how does it work?", "Frob is a checker for lock files.")).toBe(false);
    expect(answersKind("What does 'make check' run?", "It runs the unit tests in tests/.")).toBe(true);
  });
});

describe("a passive whose \"by\" names a person", () => {
  it("reads the person, not a means", () => {
    expect(personAgent("by K.L. Varga in 1971")).toBe("K.L. Varga");
    expect(personAgent("by Moreau (1902)")).toBe("Moreau");
    expect(personAgent("by Hobbs et al.")).toBe("Hobbs et al.");
    // A citation's authors joined by "&", its year an aside the questioner reads without.
    expect(personAgent("by Cortes & Vapnik for binary classification")).toBe("Cortes & Vapnik");
    expect(personAgent("by Python and R for analysis")).toBeUndefined();
    expect(personAgent("by Horner's method")).toBeUndefined();
    expect(personAgent("by calling frob()")).toBeUndefined();
    // A paper's citation key between the names and the year, or in place of the year (crcutil's paper, set 149).
    expect(personAgent("by Peterson and Brown [PB61] in 1961")).toBe("Peterson and Brown");
    expect(personAgent("by Ji and Killian [JK02]")).toBe("Ji and Killian");
    expect(personAgent("by Knuth [Knu98, p. 12]")).toBe("Knuth");
    expect(personAgent("by Python [1] in most setups")).toBeUndefined();
    // A title before a surname (lp_solve's README, hundred-fifty-fourth held-out set).
    expect(personAgent("by Prof. Saunders at Stanford")).toBe("Prof. Saunders");
    expect(personAgent("by Dr. Smith")).toBe("Dr. Smith");
  });

  it("asks of a Title Case name as written, by whom, with the names alone", () => {
    // "cyclic" is a common word the text writes in lower case: the capital is the name's.
    const lines = ["Cyclic Redundancy Checks (CRCs) were proposed by Peterson and Brown [PB61] in 1961. A cyclic check is cheap to compute."];
    const asked = statementFacts(numberedLines(lines), 1, 1).map((fact) => `${fact.question} | ${fact.answer}`);
    expect(asked).toContain("By whom were Cyclic Redundancy Checks proposed? | Peterson and Brown");
    expect(asked.join()).not.toMatch(/How were/);
    const analysis = analyseQuestion("By whom were Cyclic Redundancy Checks proposed?");
    expect(findCandidates(analysis, numberedLines(lines), new Map()).map((candidate) => candidate.answer)).toContain("Peterson and Brown");
  });

  it("asks \"By whom …?\" with the name alone, and the reader finds the agent", () => {
    const lines = ["The Frobenius test was published by K.L. Varga in 1971, although it has been known for longer."];
    const asked = statementFacts(numberedLines(lines), 1, 1);
    expect(asked.map((fact) => [fact.question, fact.answer])).toContainEqual(["By whom was the Frobenius test published?", "K.L. Varga"]);
    expect(asked.some((fact) => /^How was/.test(fact.question))).toBe(false);
    const analysis = analyseQuestion("By whom was the Frobenius test published?");
    expect(analysis).toMatchObject({ kind: "person", verb: "published", passive: true });
    expect(findCandidates(analysis, numberedLines(lines), new Map()).map((candidate) => candidate.answer)).toContain("K.L. Varga");
  });
});

describe("markup a PDF's or reStructuredText's text leaves in a question", () => {
  it("drops a bare reST reference's underscore from a capitalised name, and keeps an identifier's", () => {
    expect(withoutRstRoles("X-Frob-Options_ is a header that frob sets.")).toBe("X-Frob-Options is a header that frob sets.");
    expect(withoutRstRoles("See Frobnication__, then pass class_ to it.")).toBe("See Frobnication, then pass class_ to it.");
  });

  it("refuses an answer whose power lost its superscript", () => {
    expect(questionProblems("What will frob(y) return?", "a value formally equal to ey")).toContainEqual(expect.stringMatching(/superscript/));
    expect(questionProblems("What will frob(y) return?", "a value equal to exp(y)")).toEqual([]);
  });

  it("refuses a PDF's run-in heading of two words repeated by its sentence", () => {
    expect(questionProblems("How are lock files Lock files parsed?", "by a streaming reader")).toContainEqual(expect.stringMatching(/heading run into/));
  });
});
