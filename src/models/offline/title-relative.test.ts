import { describe, expect, it } from "vitest";
import { numberedLines } from "../../../test/support/lines.js";
import { analyseQuestion } from "./question-analysis.js";
import { findCandidates } from "./reader-extract.js";
import { secondPredicateCut, statementFacts } from "./statement-questions.js";

/**
 * Shapes read on the hundred-forty-third held-out set (2026-11-30): a relative clause after a title of several words
 * (cvar's "Conditional Value at Risk (CVaR), which is …"), a second predicate whose verb is made again with "re-"
 * (netfilter's "updates the IPv4 and UDP lengths and recalculates their checksums"), and the values a text gives as
 * typical for a named thing (cvar's "Typical values for α are 0.05 and 0.01.").
 */
const asked = (lines: string[]) => statementFacts(numberedLines(lines), 1, lines.length).map((fact) => [fact.question, fact.answer]);

describe("a relative clause after a title of several words", () => {
  it("asks of the whole title, not its last word, and the reader finds the same answer", () => {
    const lines = ["# Introduction", "", 'The name of this package, "frob", comes from Conditional Value at Risk (CVaR), which is an alternative term for expected shortfall.'];
    expect(asked(lines)).toContainEqual(["What is Conditional Value at Risk?", "an alternative term for expected shortfall"]);
    expect(asked(lines).map(([question]) => question)).not.toContain("What is Risk?");
    const seen = new Map(lines.map((line, index) => [index + 1, line]));
    expect(findCandidates(analyseQuestion("What is Conditional Value at Risk?"), seen, new Map()).map((candidate) => candidate.answer)).toContain("an alternative term for expected shortfall");
  });

  it("reads no title across 'and', and asks nothing of names matched to their parts 'respectively'", () => {
    const lines = ["# Data", "", "Package frob contains the data sets Cassini and CKME, which are an instance of a 1000-point Cassini data set, and a cluster ensemble of 50 partitions, respectively."];
    expect(asked(lines).filter(([question]) => /Cassini|CKME/.test(question!))).toEqual([]);
  });

  it("leaves a name after a lower-case phrase as it was", () => {
    expect(asked(["# Tools", "", "The archive is read by Frobnitz, which is a tool for reading archives."])).toContainEqual(["What is Frobnitz?", "a tool for reading archives"]);
  });
});

describe("a second predicate whose verb is made again with re-", () => {
  it("cuts the object before it", () => {
    expect(secondPredicateCut("the IPv4 and UDP lengths and recalculates their checksums for you")).toBe("the IPv4 and UDP lengths");
    // "and records" is no "re-" verb of "cord"; the list of nouns stays whole.
    expect(secondPredicateCut("the tables and records")).toBe("the tables and records");
  });
});

describe("the values a text gives as typical, possible or valid for a named thing", () => {
  it("asks for them, and the reader reads them back", () => {
    expect(asked(["# Options", "", "Possible values of the mode option are fast, safe and off."])).toContainEqual(["What are the possible values of the mode option?", "fast, safe and off"]);
    expect(asked(["# Options", "", "Valid choices for --format are json and csv."])).toContainEqual(["What are valid choices for --format?", "json and csv"]);
    const seen = new Map([[1, "# Options"], [2, ""], [3, "Possible values of the mode option are fast, safe and off."]]);
    expect(findCandidates(analyseQuestion("What are the possible values of the mode option?"), seen, new Map()).map((candidate) => candidate.answer)).toContain("fast, safe and off");
  });

  it("asks nothing of values for a thing the sentence before named", () => {
    expect(asked(["# Options", "", "Typical values for this parameter are 0.05 and 0.01."])).toEqual([]);
  });
});
