import { describe, expect, it } from "vitest";
import { analyseQuestion } from "./question-analysis.js";
import { findCandidates } from "./reader-extract.js";
import { numberedLines } from "../../../test/support/lines.js";

// Valid questions the reader refused on real pages, each class with sentences of its own shape: a rival "definition"
// that is no definition, an FAQ answer opening with a lower-case name, a cited name after a sentence adverb, a
// parameter named "to" its function, an adverb after a modal.
const answersOf = (question: string, page: readonly string[]) => findCandidates(analyseQuestion(question), numberedLines(page), new Map());

describe("the reader's answer to 'What is X?' among sentences that use X otherwise", () => {
  it("does not read X after a preposition or a relative pronoun as the verb's subject", () => {
    const page = [
      "frobber is a small library for parsing frob files.",
      "The main strength of frobber is its speed on large archives.",
      "Writing plugins with frobber is much like writing them for the standard parser.",
      "The simplest input for which frobber is suitable is a single flat frob file.",
    ];
    expect(answersOf("What is frobber?", page).map((candidate) => candidate.answer)).toEqual(["a small library for parsing frob files"]);
    // A relative clause after the name still describes it.
    expect(answersOf("What is Frobnet?", ["For larger jobs, keep an eye on Frobnet, which is an experimental frob scheduler."])[0]?.answer).toBe("an experimental frob scheduler");
  });

  it("does not read X inside an embedded question ('know what X is all about') as the verb's subject", () => {
    const page = [
      "Frobnix Jr. is an internal project to make frob tools that children will want to use.",
      "Now that you know what Frobnix Jr. is all about, you are probably dying to get it installed.",
      "We wonder how Frobnix Jr. is received at schools, and whether Frobnix Jr. is ready for them.",
    ];
    expect(answersOf("What is Frobnix Jr.?", page).map((candidate) => candidate.answer)).toEqual(["an internal project to make frob tools that children will want to use"]);
  });

  it("prefers the noun phrase that says what X is to predicates that only say how it is", () => {
    const page = [
      "The frobnik package is unusual in that its manual consists almost entirely of links.",
      "Frob servers are too big to deal with in this short guide.",
      "The frobnik package is a thin R wrapper for the Frob C library.",
      "Frob servers are the daemons that answer frob queries.",
    ];
    expect(answersOf("What is the frobnik package?", page).map((candidate) => candidate.answer)).toEqual(["a thin R wrapper for the Frob C library"]);
    expect(answersOf("What are frob servers?", page).map((candidate) => candidate.answer)).toEqual(["the daemons that answer frob queries"]);
    // Two noun phrases stay two answers: "basically a …" is a definition too.
    const two = ["defrob() is the main function of frobtools.", "defrob() is basically a faster unfrob()."];
    expect(answersOf("What is defrob()?", two)).toHaveLength(2);
  });
});

describe("the reader's answer under an FAQ entry", () => {
  it("reads a first sentence that opens with a lower-case name as a whole sentence", () => {
    const page = ["What is frobkit?", "frobkit is an R package for reading frob archives. It extends", "zipkit."];
    expect(answersOf("What is frobkit?", page)[0]?.answer).toBe("frobkit is an R package for reading frob archives.");
  });

  it("does not take the next question of a table of contents for the answer", () => {
    const page = ["    2.1. What is Frobnix?", "    2.2. OK, so what is a frob then?!", "    2.3. Where do I get Frobnix?", "", "2.1. What is Frobnix?", "", "    Frobnix is a distribution of frob tools."];
    expect(answersOf("What is Frobnix?", page).map((candidate) => candidate.answer)).toEqual(["Frobnix is a distribution of frob tools."]);
  });
});

describe("the reader's reading of questions and sentences", () => {
  it("takes a cited name after a sentence adverb without the adverb", () => {
    const page = ["The prior is rather tight. Therefore, Mendel and Ostrowski (2011) propose to put a hyperprior on the frob rate."];
    expect(answersOf("Who proposed to put a hyperprior on the frob rate?", page)[0]?.answer).toBe("Mendel and Ostrowski");
  });

  it("reads 'the X argument to f' as the subject when the question ends with its verb", () => {
    expect(analyseQuestion("What does the depth argument to frob() accept?").anchor?.subject).toBe("the depth argument to frob()");
    expect(analyseQuestion("What does frobber need to install?").anchor).toEqual({ subject: "frobber", verbs: ["needs"] });
    const page = ["The depth argument to frob() accepts a positive integer giving the nesting limit."];
    expect(answersOf("What does the depth argument to frob() accept?", page)[0]?.answer).toBe("a positive integer giving the nesting limit");
  });

  it("reads an adverb between a modal and its verb", () => {
    const page = ["The release script will automatically sign the frob archives. You only need to tag the commit."];
    expect(answersOf("What will the release script sign?", page)[0]?.answer).toBe("the frob archives");
  });
});
