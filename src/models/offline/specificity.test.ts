import { describe, expect, it } from "vitest";
import { factsIn } from "./facts.js";
import { isPlace, questionProblems } from "./question-quality.js";
import { lightVerbQuestion, salient, specificityJudge, subjectSalience, wholeSubject } from "./specificity.js";
import { commandFacts } from "./entry-questions.js";
import { literalValue, statementFacts } from "./statement-questions.js";
import { numberedLines } from "../../../test/support/lines.js";

// A library manual whose main subject, Frob Soup, is the subject of many sentences; the fetch cache is named once.
const MANUAL = [
  "Documentation",
  "",
  "You can install Frob Soup with the pip tool.",
  "Frob Soup provides a few simple methods for walking a parse tree.",
  "Frob Soup supports the XML parser included in the standard library.",
  "Frob Soup transforms a complex document into a tree of objects.",
  "Frob Soup will pick a parser for the markup automatically.",
  "Frob Soup finds the title tag of a page among all descendants of its root.",
  "The fetch cache provides a lock file for every download in progress.",
];
const lines = numberedLines(MANUAL);
const questions = (text: ReadonlyMap<number, string>, title?: string) =>
  factsIn(text, 1, text.size, title ? { title } : {}).map((fact) => fact.question);

describe("the specificity of a question with a light verb", () => {
  it("refuses a light verb of a subject the text says many things of, and keeps a specific verb or a rarely named subject", () => {
    const asked = questions(lines);
    // Without the check each of these is a candidate (the statement and general shapes read them).
    const candidates = statementFacts(lines, 1, MANUAL.length).map((fact) => fact.question);
    expect(candidates).toEqual(expect.arrayContaining(["What does Frob Soup provide?", "What does Frob Soup support?", "What will Frob Soup pick?", "What does Frob Soup find?"]));
    expect(asked).not.toContain("What does Frob Soup find?");
    expect(asked).not.toContain("What does Frob Soup provide?");
    expect(asked).not.toContain("What does Frob Soup support?");
    expect(asked).not.toContain("What will Frob Soup pick?");
    // A verb that fixes its object is asked of the main subject; a subject named once is asked with a light verb.
    expect(asked).toEqual(expect.arrayContaining(["What does Frob Soup transform?", "What does the fetch cache provide?"]));
  });

  it("counts a subject in the title as the text's main subject, even when the text names it once", () => {
    const once = new Map([[1, "Introduction"], [2, "You can install Frob Soup with the pip tool."], [3, "Frob Soup provides a few simple methods for walking a parse tree."]]);
    expect(questions(once)).toContain("What does Frob Soup provide?");
    expect(questions(once, "Frob Soup 4.2 documentation")).not.toContain("What does Frob Soup provide?");
    // A version of the main subject is the main subject.
    const judge = specificityJudge(new Map([[1, "Frob Soup 4 uses html.parser by default."]]), "Frob Soup documentation");
    expect(judge("What does Frob Soup 4 use?")).toMatch(/title/);
  });

  it("keeps a question whose other words pick out one sentence of the subject's", () => {
    const judge = specificityJudge(new Map([
      [1, "Frobnitz uses the lxml parser by default."],
      [2, "Frobnitz uses a tree builder for each parser."],
      [3, "Frobnitz supports several output encodings."],
    ]));
    expect(judge("What does Frobnitz use?")).toMatch(/subject of 3 sentences/);
    expect(judge("What does Frobnitz use by default?")).toBeUndefined();
    // A scope in front counts as such content only when it is not the subject again.
    expect(judge("In Frobnitz, what does Frobnitz use?")).toBeDefined();
  });

  it("reads the question's subject, verb and other content, and only light verbs", () => {
    expect(lightVerbQuestion("What do the sparse frob methods use?")).toEqual({ subject: "the sparse frob methods", verb: "use", extra: [] });
    expect(lightVerbQuestion("What will Requests also use?")).toMatchObject({ subject: "Requests", verb: "use" });
    expect(lightVerbQuestion("What does MkDocs use by default?")).toMatchObject({ subject: "MkDocs", extra: ["default"] });
    expect(lightVerbQuestion("What does the debi command help you to do?")).toMatchObject({ subject: "the debi command", verb: "help" });
    expect(lightVerbQuestion("What does the watch file configure?")).toBeUndefined();
    expect(lightVerbQuestion("What is the lmer function used for?")).toBeUndefined();
  });

  it("reads \"supply\" as light, and \"define\" as light of a tool or a standard but not of a part of code", () => {
    // Set 194's ANTLR run-time manual: one token class among the many the tool defines and supplies.
    const judge = specificityJudge(new Map([
      [1, "ANTLR defines a token object called CommonHiddenStreamToken."],
      [2, "ANTLR supplies a common token class that it uses by default."],
      [3, "The frob.h header defines all the public interfaces."],
      [4, "The FrobMem type defines the memory functions of the frob library."],
    ]), "Frob and ANTLR: run-time");
    expect(judge("What does ANTLR define?")).toMatch(/title and "define" does not say which of the things it defines is meant/);
    expect(judge("What does ANTLR supply?")).toMatch(/which of the things it supplies is meant/);
    // A header, a type or a struct defines its own content: asked of its own page.
    expect(lightVerbQuestion("What does frob.h define?")).toBeUndefined();
    expect(lightVerbQuestion("What does FrobMem define?")).toBeUndefined();
    expect(lightVerbQuestion("What does the RTCRay structure define?")).toBeUndefined();
    expect(lightVerbQuestion("What does the `required` validator define?")).toBeUndefined();
    expect(judge("What does frob.h define?")).toBeUndefined();
  });

  it("refuses, in a change log, any verb of a subject the text says it does two different things with", () => {
    // Set 195's ggplot2 NEWS: two releases say what `alpha` affects, differently.
    const news = [
      "# frobplot 2.2.0",
      "",
      "* For geoms with both `colour` and `fill`, `alpha` once again only affects fill.",
      "",
      "# frobplot 2.0.0",
      "",
      "* `alpha` now affects both fill and colour aesthetics (#1371).",
      "* `frob()` now draws a border around each panel.",
      "* `grob()` computes the margins; see also: `grob()` computes the margins.",
    ];
    const judge = specificityJudge(numberedLines(news));
    expect(judge("What does `alpha` affect?")).toMatch(/affects 2 different things/);
    // Outside a change log two sentences may say one thing in two wordings: not refused by this rule.
    expect(specificityJudge(numberedLines(news.filter((line) => !line.startsWith("#"))))("What does `alpha` affect?")).toBeUndefined();
    // Said once, or twice alike, it has one answer; a scope or a qualifier may say which.
    expect(judge("What does `frob()` draw?")).toBeUndefined();
    expect(judge("What does `grob()` compute?")).toBeUndefined();
    expect(judge("In version 2.0, what does `alpha` affect?")).toBeUndefined();
  });

  it("measures salience in sentences, not lines, and by the whole subject phrase", () => {
    const sentences = ["The zoo package provides an S3 class.", "Objects of class zoo are indexed.", "Methods for zoo objects exist."];
    expect(subjectSalience("zoo", sentences)).toEqual({ asSubject: 0, mentions: 3, inTitle: false, sentences: 3 });
    expect(subjectSalience("the zoo package", sentences)).toEqual({ asSubject: 1, mentions: 1, inTitle: false, sentences: 3 });
    expect(salient(subjectSalience("zoo", sentences))).toBe(true);
    expect(salient(subjectSalience("the zoo package", sentences))).toBe(false);
    // Three mentions in a long text are a thing named in passing, not its topic; a file name is no mention.
    const long = [...sentences, ...Array.from({ length: 80 }, (_, index) => `Sentence ${index} says nothing of it.`)];
    expect(salient(subjectSalience("zoo", long))).toBe(false);
    expect(subjectSalience("MkDocs", ["Edit the mkdocs.yml file.", "MkDocs uses a theme."]).mentions).toBe(1);
  });
});

describe("subjects that are values or need their context", () => {
  it("refuses a literal value as a subject, in the relative, statement and general shapes", () => {
    expect(literalValue(["False"])).toBe(true);
    expect(literalValue(["the", "value", "`None`"])).toBe(true);
    expect(literalValue(["42"])).toBe(true);
    expect(literalValue(["the", "`debug`", "setting"])).toBe(false);
    const facts = statementFacts(new Map([
      [1, "The default value of this setting is False, which causes the frob() method to only display the message."],
      [2, "True enables the full stack trace of the frob() method."],
      [3, "None disables the frob cache for the whole session."],
      [4, "The `debug` setting, which controls the stack traces printed by frob(), is off by default."],
    ]), 1, 4);
    expect(facts.map((fact) => fact.question)).toEqual(["What does the `debug` setting control?"]);
  });

  it("refuses a subject that ends in a participle with nothing after it", () => {
    const facts = statementFacts(new Map([
      [1, "The application considered is the frob autoregression model for weekly frob prices."],
      [2, "The kernel functions used are the Bartlett and Parzen kernels of the frob package."],
      [3, "The URL used for the initial cloning is stored in the remote.origin.url variable."],
    ]), 1, 3);
    expect(facts.map((fact) => fact.question)).toEqual(["Where is the URL used for the initial cloning stored?"]);
  });

  it("refuses a quantity as a subject", () => {
    expect(statementFacts(new Map([[1, "Lots of software uses FrobLib 3 for parsing."], [2, "A number of frob packages use FrobLib 3 for parsing."]]), 1, 2)).toEqual([]);
  });

  it("refuses a participle before the noun and a preposition that opens the subject", () => {
    const facts = statementFacts(new Map([
      [1, "The attached logger is a standard logging Logger of the frob application."],
      [2, "Under a single shift alternative the recursive estimates processes have a shape with a peak."],
      [3, "The frob logger is a standard logging Logger of the frob application."],
    ]), 1, 3);
    expect(facts.map((fact) => fact.question)).toEqual(["What is the frob logger?"]);
  });

  it("takes no line of a program's source for the command an instruction names", () => {
    const text = (line: string) => new Map([[1, "If you want to customize the error page, you can run:"], [2, ""], [3, line], [4, ""], [5, "Then restart it."]]);
    expect(commandFacts(text("from frob import abort"), 1, 5)).toEqual([]);
    expect(commandFacts(text("import frob as fb"), 1, 5)).toEqual([]);
    expect(commandFacts(text("frob config --error-page 404.html"), 1, 5).map((fact) => fact.answer)).toEqual(["frob config --error-page 404.html"]);
  });

  it("reads 'Use of X to Y' (a reference's title) as no instruction", () => {
    const facts = statementFacts(new Map([
      [1, "Use of gene-expression profiling to identify prognostic subclasses in adult frob disease."],
      [2, "Use the frob-check tool to verify the signatures of every downloaded archive."],
    ]), 1, 2);
    expect(facts.map((fact) => [fact.question, fact.answer])).toEqual([["What can you use to verify the signatures of every downloaded archive?", "the frob-check tool"]]);
  });
});

describe("answers: a place for 'where', no formula text, no list cut short", () => {
  it("takes a place, a path or an address, and not a manner or a count", () => {
    for (const place of ["in the dpkg(1) manual page", "on the help pages of the respective function", "at <frob-discuss@lists.example.org>", "in the remote.origin.url configuration variable", "in memory or at a temporary location on the filesystem", "/var/lib/frob"]) {
      expect(isPlace(place), place).toBe(true);
    }
    for (const manner of ["in encrypted form", "in two modalities", "on one host and used on several others", "in this way", "in detail", "with care", "by the frob daemon", "at the location of archives"]) {
      expect(isPlace(manner), manner).toBe(false);
    }
    expect(questionProblems("Where are online help facilities available?", "in two modalities")).toContain('the answer "in two modalities" is not a place');
    expect(questionProblems("Where is the FHS mailing list located?", "at <fhs-discuss@lists.example.org>")).toEqual([]);
  });

  it("refuses a question cut with an ellipsis and an answer of 'other' things", () => {
    expect(questionProblems("What is the typical usage of the frob parser for the ...?", "frob(markup)").join()).toMatch(/ellipsis/);
    expect(statementFacts(new Map([[1, "The Frob Soup API defines ten other methods for searching the tree."]]), 1, 1)).toEqual([]);
    expect(statementFacts(new Map([[1, "The Frob Soup API defines ten methods for searching the tree."]]), 1, 1).map((fact) => fact.answer)).toEqual(["ten methods for searching the tree"]);
  });

  it("refuses a list cut before its last item and Greek letters standing as symbols", () => {
    expect(statementFacts(new Map([[1, '"Frozen" archives include binaries, libraries, manual pages and other files that do not change without an explicit request of the administrator.']]), 1, 1)).toEqual([]);
    expect(statementFacts(new Map([[1, "Frob archives include binaries, libraries, manual pages and other files that never change."]]), 1, 1).map((fact) => fact.answer)).toEqual(["binaries, libraries, manual pages and other files that never change"]);
    expect(questionProblems("What does the frob phase use?", "θ to determine the values of the nonzeros in Lθ").join()).toMatch(/formula/);
    expect(questionProblems("What does the frob phase use?", "the values of the nonzeros")).toEqual([]);
  });

  it("refuses formula text of a PDF's text layer with combining marks, in a question or its answer", () => {
    expect(questionProblems("Who showed that the bias can be reduced by prewhitening the functions V\u0302i?", "Andrews and Monahan").join()).toMatch(/formula/);
    expect(questionProblems("How can confidence intervals be obtained?", "by cjβ\u0302 ± wασ\u0302 cjV").join()).toMatch(/formula/);
    expect(questionProblems("Who suggested the frob test?", "Ploberger and Kr\u00e4mer")).toEqual([]);
  });
});

describe("wholeSubject: a light verb of a whole release, package or installation", () => {
  it("refuses a version, a release or the installation as the subject of a light verb", () => {
    expect(wholeSubject("What does version 2.3 use?")).toMatch(/version 2.3/);
    expect(wholeSubject("What does the default installation rely on?")).toMatch(/default installation/);
    expect(wholeSubject("What does the package provide?")).toMatch(/the package/);
    expect(wholeSubject("What does release 4 fix?")).toMatch(/release 4/);
  });
  it("keeps a named package (its tagline), a part of a release and a specific verb", () => {
    expect(wholeSubject("What does the quux package provide?")).toBeUndefined();
    expect(wholeSubject("What does the parser in version 2.3 use?")).toBeUndefined();
    expect(wholeSubject("What does version 2.3 deprecate?")).toBeUndefined();
  });
});

describe("a light verb asked of a call the text says it with once", () => {
  const GUIDE = numberedLines([
    "frob_set() is the main helper of the frobs vignette.",
    "frob_set() returns a matrix whose rows are the drawn frobs.",
    "frob_set() draws its frobs with the seed the user gives.",
    "frob_walk() returns a list of steps.",
    "frob_walk() returns the last step when asked for one.",
    "frob_walk() keeps its state between calls.",
  ]);
  const judge = specificityJudge(GUIDE);

  it("asks what a call returns when one sentence says what it returns", () => {
    expect(judge("What does frob_set() return?")).toBeUndefined();
  });

  it("still refuses it when two sentences say what the call returns, or the subject is no code", () => {
    expect(judge("What does frob_walk() return?")).toBeDefined();
    const prose = specificityJudge(numberedLines(["The walker is a helper.", "The walker returns a list of steps.", "The walker keeps its state."]));
    expect(prose("What does the walker return?")).toBeDefined();
  });

  it("never relaxes a broad verb such as provide", () => {
    const provider = specificityJudge(numberedLines(["frob_set() is a helper.", "frob_set() provides a matrix of frobs.", "frob_set() draws frobs."]));
    expect(provider("What does frob_set() provide?")).toBeDefined();
    const taker = specificityJudge(numberedLines(["frob_set() is a helper.", "frob_set() takes an extra argument, nset.", "frob_set() draws frobs."]));
    expect(taker("What does frob_set() take?")).toBeDefined();
  });
});
