import { describe, expect, it } from "vitest";
import { proseFacts } from "./prose-questions.js";
import { numberedLines } from "../../../test/support/lines.js";

const ask = (sentence: string) => proseFacts(numberedLines([sentence]), 1, 1, undefined).map((fact) => [fact.question, fact.answer]);

describe("dates asked of a clause", () => {
  it("asks nothing when the date's predicate is the second of two joined by 'and': the words before it are no subject", () => {
    // Inverted at "was", "This manual corresponds to … and was typeset" would read "On what date was the manual
    // corresponds to Frobnik version 2.1.4 and typeset?".
    expect(ask("This manual corresponds to Frobnik version 2.1.4 and was typeset on March 3, 2021.")).toEqual([]);
    expect(ask("The Frobnik handbook describes release 4.2 and is dated on June 9, 2020.")).toEqual([]);
  });

  it("still asks a date of a subject with its own auxiliary", () => {
    expect(ask("The Frobnik manual was typeset on March 3, 2021.")).toEqual([["On what date was the Frobnik manual typeset?", "March 3, 2021"]]);
  });
});
