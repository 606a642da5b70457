import { describe, expect, it } from "vitest";
import { numberedLines } from "../../../test/support/lines.js";
import { answerPhrase, subjectHoldsVerb } from "./phrase-bounds.js";
import { statementFacts } from "./statement-questions.js";
import { analyseQuestion } from "./question-analysis.js";
import { findCandidates } from "./reader-extract.js";

/** The phrase that follows `after` in `sentence`. */
function phraseAfter(sentence: string, after: string): string {
  return answerPhrase(sentence, sentence.indexOf(after) + after.length);
}

function asked(sentences: string[]): Record<string, string> {
  const lines = numberedLines(["Frobnitz Manual", "", ...sentences]);
  return Object.fromEntries(statementFacts(lines, 1, lines.size).map((fact) => [fact.question, fact.answer]));
}

describe("where an answer phrase ends", () => {
  it("keeps a relative clause that restricts its noun (no comma before it)", () => {
    expect(phraseAfter("Function frobgeo is a shortcut for the usual case where N has a geometric distribution.", "is ")).toBe(
      "a shortcut for the usual case where N has a geometric distribution",
    );
    expect(phraseAfter("The cache keeps the entries which were read last.", "keeps ")).toBe("the entries which were read last");
  });

  it("keeps a relative clause whose preposition stands before its pronoun, not the preposition alone (set 163's botch)", () => {
    expect(phraseAfter("The --output-order option specifies a file into which to write the deduced build order.", "specifies ")).toBe("a file into which to write the deduced build order");
    expect(phraseAfter("The frob option names a directory in which the cache is kept, and the mode.", "names ")).toBe("a directory in which the cache is kept");
    const sentence = "The --output-order option specifies a file into which to write the deduced build order.";
    expect(asked([sentence])["What does the --output-order option specify?"]).toBe("a file into which to write the deduced build order");
    // An embedded question after a participle, and ", in which case …", are no relative clause of the noun.
    expect(phraseAfter("The frob option selects the line ending, depending on which system frob was built.", "selects ")).not.toMatch(/which/);
    expect(phraseAfter("The file may contain a library of models, in which case each model is used in turn.", "contain ")).toBe("a library of models");
    const question = analyseQuestion("What does the --output-order option specify?");
    expect(findCandidates(question, numberedLines(["Frobnitz Manual", "", sentence]), new Map(question.terms.map((term) => [term, 1])))[0]?.answer).toBe("a file into which to write the deduced build order");
  });

  it("ends a phrase that announces its example with the example, not before its parenthesis (set 164's PySDL2)", () => {
    const sentence = "The frob option takes a date in the form (YYYY-MM-DD) of the release.";
    expect(asked([sentence])["What does the frob option take?"]).toBe("a date in the form (YYYY-MM-DD)");
    const question = analyseQuestion("What does the frob option take?");
    expect(findCandidates(question, numberedLines(["Frobnitz Manual", "", sentence]), new Map(question.terms.map((term) => [term, 1])))[0]?.answer).toBe("a date in the form (YYYY-MM-DD)");
    // Never an answer that ends on the words announcing what it dropped.
    const points = asked(["The points argument contains the x and y values of the points as simple sequence in the form (point1_x, point1_y, point2_x, point2_y, ...)."]);
    expect(Object.values(points).some((answer) => /in the form$/.test(answer))).toBe(false);
  });

  it("ends a restrictive relative clause at its comma, without the conjunction that opens what follows", () => {
    expect(phraseAfter("Function frobgeo is a shortcut for the usual case where N has a geometric distribution and, therefore, S is compound.", "is ")).toBe(
      "a shortcut for the usual case where N has a geometric distribution",
    );
    expect(phraseAfter("The option sets the path which the daemon reads, and the port.", "sets ")).toBe("the path which the daemon reads");
  });

  it("keeps a second conjunct that is a noun with its 'to be' infinitive, and stops before a second predicate", () => {
    expect(phraseAfter("The -p flag enables custom parsers and renderers to be loaded from files in the current directory.", "enables ")).toBe(
      "custom parsers and renderers to be loaded from files in the current directory",
    );
    expect(phraseAfter("The flag enables plugins and needs to be set before the first run.", "enables ")).toBe("plugins");
    expect(phraseAfter("The cache keeps items and returns the oldest one.", "keeps ")).toBe("items");
    // "and destination files in a links file": a noun with its prepositional phrase, not "and VERBs in …".
    expect(phraseAfter("You can frob them by listing their paths of source and destination files in a package.links file.", "listing ")).toBe(
      "their paths of source and destination files in a package.links file",
    );
    expect(phraseAfter("The daemon reads the queue and runs in the background.", "reads ")).toBe("the queue");
  });

  it("does not take a non-restrictive clause (after a comma) or an adverbial clause into the answer", () => {
    expect(phraseAfter("The cache keeps the entries, which are read last.", "keeps ")).toBe("the entries");
    expect(phraseAfter("The cache drops old entries because the memory is full.", "drops ")).toBe("old entries");
  });

  it("ends before a second clause spliced on with 'and' and no comma, and keeps a second noun conjunct", () => {
    expect(phraseAfter("The R bit specifies bit 4 of the register number and the X bit specifies bit 3 of it.", "specifies ")).toBe("bit 4 of the register number");
    expect(phraseAfter("The frob module handles the parsing and the printing of frob files.", "handles ")).toBe("the parsing and the printing of frob files");
    expect(phraseAfter("The frob table holds the keys and the values used by the parser.", "holds ")).toBe("the keys and the values used by the parser");
    // A second clause whose subject is a gerund's phrase (the hundred-twenty-fifth held-out set); a gerund object stays.
    expect(phraseAfter("$FROBDIR points to a RAMDISK and storing files there reduces the amount of memory available.", "points to ")).toBe("a RAMDISK");
    expect(phraseAfter("The frob module supports reading and writing files as streams.", "supports ")).toBe("reading and writing files as streams");
    // A clause's second consequence is part of what happens.
    const sentence = "When more bandwidth becomes available, replication resumes and a background synchronization takes place.";
    expect(answerPhrase(sentence, sentence.indexOf("replication"), true)).toBe("replication resumes and a background synchronization takes place");
    const lines = numberedLines(["Frobnitz Manual", "", "The R bit specifies bit 4 of the register number and the X bit specifies bit 3 of it."]);
    const analysis = analyseQuestion("What does the R bit specify?");
    expect(findCandidates(analysis, lines, new Map(analysis.terms.map((term) => [term, 1])))[0]?.answer).toBe("bit 4 of the register number");
  });

  it("is what the statement shapes ask, and the reader reads the same whole phrase back", () => {
    const sentences = [
      "The -p flag enables custom parsers and renderers to be loaded from files in the current directory.",
      "Function frobgeo is a shortcut for the usual case where N has a geometric distribution.",
    ];
    expect(asked(sentences)).toEqual({
      "What does the -p flag enable?": "custom parsers and renderers to be loaded from files in the current directory",
      "What is function frobgeo?": "a shortcut for the usual case where N has a geometric distribution",
    });
    const lines = numberedLines(["Frobnitz Manual", "", ...sentences]);
    for (const [question, answer] of Object.entries(asked(sentences))) {
      const analysis = analyseQuestion(question);
      expect(findCandidates(analysis, lines, new Map(analysis.terms.map((term) => [term, 1])))[0]?.answer).toBe(answer);
    }
  });

  it("gives no phrase when a relative clause's comma opens a list inside it, and keeps a name without a clause", () => {
    expect(phraseAfter("The frob filesystem is the place where information about devices, drivers, and some kernel features is shown.", "is ")).toBe("");
    expect(phraseAfter("The tool uses FrobCC where `cp -r` is used.", "uses ")).toBe("FrobCC");
    expect(phraseAfter("Frob objects are created by the function frob where x is the vector of observations.", "created ")).toBe("by the function frob");
  });

  it("does not ask when the whole phrase is too long for an answer", () => {
    expect(asked(["Function frobgeo is a shortcut for the case where N has a geometric distribution with a parameter that the user sets in the options of the call to the function."])).toEqual({});
  });
});

describe("a subject holds no finite verb", () => {
  it("refuses words that run a verb and its object into the subject", () => {
    expect(subjectHoldsVerb("This illustrates the Frob Attributes".split(" "))).toBe(true);
    expect(subjectHoldsVerb("Throttle extension adjusts download".split(" "))).toBe(true);
    expect(asked(["This illustrates the Frob Attributes adds the required scope object for us."])).toEqual({});
    // A Doxygen brief that opens with its verb: "Returns the maximum time predictors are allowed to …".
    expect(subjectHoldsVerb("Returns the maximum time predictors".split(" "))).toBe(true);
    expect(asked(["Returns the maximum time frob predictors are allowed to execute before returning."])).toEqual({});
    expect(subjectHoldsVerb("Options the user".split(" "))).toBe(false);
  });

  it("keeps noun phrases whose plural head is spelled like a verb", () => {
    expect(subjectHoldsVerb("The test results".split(" "))).toBe(false);
    expect(subjectHoldsVerb("The frob package".split(" "))).toBe(false);
    expect(subjectHoldsVerb("Sparse matrix methods".split(" "))).toBe(false);
    expect(asked(["The test results show the difference between the two frob methods."])).toEqual({ "What do the test results show?": "the difference between the two frob methods" });
  });

  it("asks the verb the subject was cut before instead", () => {
    expect(asked(["Throttle extension adjusts download delays to make the spider send fewer requests."])).toEqual({
      "What does throttle extension adjust?": "download delays to make the spider send fewer requests",
    });
  });
});
