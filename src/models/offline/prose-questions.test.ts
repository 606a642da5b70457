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

describe("a measure a thing costs, stated in the present tense", () => {
  it("asks 'How many <unit> do(es) X <verb>?' with the measure's scope and without a purpose or a second verb", () => {
    expect(ask("The packed flag arrays cost 2 bits per entry.")).toEqual([["How many bits do the packed flag arrays cost per entry?", "2 bits"]]);
    expect(ask("The frob index uses 8 bytes per record and keeps the records sorted by key.")).toEqual([["How many bytes does the frob index use per record?", "8 bytes"]]);
    expect(ask("By contrast sparse frob tables need only 4 bytes per row in order to store the offsets.")).toEqual([["How many bytes do sparse frob tables need per row?", "4 bytes"]]);
    expect(ask("The nightly frob build takes about 3 hours on a small server.")).toEqual([["How many hours does the nightly frob build take on a small server?", "about 3 hours"]]);
    // What the count is of stays with it, not after the verb ("… take of data?").
    expect(ask("Each frob sector takes 4096 bytes of data.")).toEqual([["How many bytes of data does each frob sector take?", "4096 bytes"]]);
  });

  it("asks nothing of a pronoun, a gerund subject or a subject with a comma in it", () => {
    expect(ask("It costs 2 bits per entry.")).toEqual([]);
    expect(ask("Rebuilding every index for 40 tables takes about 3 hours on a small server.")).toEqual([]);
    expect(ask("The index, once built, uses 8 bytes per record.")).toEqual([]);
  });
});

describe("a past tense turned back into its base form", () => {
  it("restores the e the -ed swallowed after -ut, and keeps a base the lexicon knows", () => {
    expect(ask("The team computed 45 estimates for the survey.")).toEqual([["How many estimates did the team compute for the survey?", "45"]]);
    expect(ask("The committee listed 12 samples for the survey.")).toEqual([["How many samples did the committee list for the survey?", "12"]]);
  });
});
