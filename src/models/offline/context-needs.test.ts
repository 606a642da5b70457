import { describe, expect, it } from "vitest";
import { attributeReading, contextJudge, danglingGeneric, unownedValue, demonstration, printedFigure, relationalCondition, drawnAnswer, exampleClasses, exampleModel, exampleVariable, exampleVariables, figureReference, genericSubject, exampleObject, hypothetical, oneOfSeveral, anaphoricSubject, unsaidOwner, pointingOpener, POINTS_BACK, presupposed, unsaidComparand, unscopedParameterCondition } from "./context-needs.js";
import { factsIn } from "./facts.js";
import { statementFacts } from "./statement-questions.js";
import { numberedLines } from "../../../test/support/lines.js";

const DOC = [
  "Matching",
  "",
  "The matcher compares paths against a pattern in two phases.",
  "The numeric phase uses a sparse Cholesky factorization of the pattern matrix.",
  "For example, frob.match([], \"*a\") will return an empty list of paths.",
  "The frob.split function returns a list of path segments.",
  "The keyword value is a dictionary of the task's arguments.",
  "The cache directory holds a lock file for every download in progress.",
];
const lines = numberedLines(DOC);

describe("questions that need the sentence or heading before them", () => {
  it("refuses a generic definite subject and an example's call, and keeps named subjects", () => {
    // Without the check each of these is a candidate of the statement shape.
    const candidates = statementFacts(lines, 1, DOC.length).map((fact) => fact.question);
    // (An example's call with its arguments, "frob.match([], \"*a\") will return …", is no subject the statement shape
    // takes: its arguments are no aside.)
    expect(candidates).toEqual(expect.arrayContaining(["What does the numeric phase use?", "What is the keyword value?"]));
    const asked = factsIn(lines, 1, DOC.length, {}).map((fact) => fact.question);
    expect(asked).not.toContain("What does the numeric phase use?");
    expect(asked).not.toContain("What will frob.match return?");
    expect(asked).not.toContain("What is the keyword value?");
    expect(asked).toEqual(expect.arrayContaining(["What does the frob.split function return?", "What does the cache directory hold?"]));
  });

  it("keeps a generic phrase that the document's title or the heading over its sentence names", () => {
    const fact = { question: "What is the keyword value?", answer: "a dictionary of the task's arguments", evidence: [{ start_line: 7, end_line: 7 }] };
    expect(contextJudge(lines)(fact)).toMatch(/does not say which/);
    expect(contextJudge(lines, "The keyword value")(fact)).toBeUndefined();
    expect(contextJudge(lines, undefined, () => "Keyword value")(fact)).toBeUndefined();
  });

  it("refuses a call with literal arguments outside an example's opening, and a phrase that points back", () => {
    const text = new Map([
      [1, "Calling frob.match([], \"*a\") returns an empty list of paths."],
      [2, "Calling frob.split() returns a list of path segments."],
      [3, "To get the bash-style behavior, set the nonull option."],
    ]);
    const judge = contextJudge(text);
    expect(judge({ question: "What does `frob.match` return?", answer: "an empty list of paths", evidence: [{ start_line: 1, end_line: 1 }] })).toMatch(/literal arguments/);
    expect(judge({ question: "What does `frob.split` return?", answer: "a list of path segments", evidence: [{ start_line: 2, end_line: 2 }] })).toBeUndefined();
    // A synopsis's optional argument in brackets is no literal; a subscript ("Optional[float]") or an array is.
    const synopsis = new Map([[1, "frob.close([problem]) Close the port and release its buffers."], [2, "frob.parse(value, Optional[float]) returns 1.0 for 1."]]);
    expect(contextJudge(synopsis)({ question: "What does the `frob.close()` method do?", answer: "Close the port and release its buffers.", evidence: [{ start_line: 1, end_line: 1 }] })).toBeUndefined();
    expect(contextJudge(synopsis)({ question: "What does `frob.parse` return for 1?", answer: "1.0", evidence: [{ start_line: 2, end_line: 2 }] })).toMatch(/literal arguments/);
    expect(judge({ question: "How can you get the bash-style behavior?", answer: "set the nonull option", evidence: [{ start_line: 3, end_line: 3 }] })).toMatch(/points back/);
    // "The requested mode is determined by …" after "Alot can be run in 1, 16 or 256 colour mode." (set 144).
    const requested = new Map([[1, "The requested mode is determined by the command-line parameter -C."]]);
    expect(contextJudge(requested)({ question: "How is the requested mode determined?", answer: "by the command-line parameter -C", evidence: [{ start_line: 1, end_line: 1 }] })).toMatch(/points back/);
    // Set 146: the CommonMark specification's "the link's label" (which link) and Crossfire's "the top 3 bits" (of
    // the byte named before); "the top 3 bits of the type byte" names it, and "the package's" is the page's own.
    const spec = new Map([[1, "The link's label is the email address."], [2, "The top 3 bits denote the number of bytes that follow."], [3, "The package's main function returns a list of results."]]);
    expect(contextJudge(spec)({ question: "What is the link's label?", answer: "the email address", evidence: [{ start_line: 1, end_line: 1 }] })).toMatch(/points back/);
    expect(contextJudge(spec)({ question: "What do the top 3 bits denote?", answer: "the number of bytes that follow", evidence: [{ start_line: 2, end_line: 2 }] })).toMatch(/points back/);
    expect(contextJudge(spec)({ question: "What do the top 3 bits of the type byte denote?", answer: "the number of bytes that follow", evidence: [{ start_line: 2, end_line: 2 }] })).toBeUndefined();
    expect(contextJudge(spec)({ question: "What does the package's main function return?", answer: "a list of results", evidence: [{ start_line: 3, end_line: 3 }] })).toBeUndefined();
    // sjmisc's vignette (set 145): "the related value labels".
    const vignette = new Map([[1, "frob_labels() creates the related value labels."]]);
    expect(contextJudge(vignette)({ question: "What does frob_labels() create in the related groups?", answer: "value labels", evidence: [{ start_line: 1, end_line: 1 }] })).toMatch(/points back/);
    // A kind known by a name's ways is no likeness to something unsaid (car's "traditional ANOVA-style tables").
    const named = new Map([[1, "You can use frob::Anova() to get traditional ANOVA-style tables for the model."]]);
    expect(contextJudge(named)({ question: "What can you use to get traditional ANOVA-style tables for the model?", answer: "frob::Anova()", evidence: [{ start_line: 1, end_line: 1 }] })).toBeUndefined();
    // A digit inside a parameter's name is no literal, and an entry's heading is its signature, not a call (pymca's
    // "## function PyMca5.PyMcaCore.NexusTools.getEntryName(path, h5file=None)" over its description).
    const entries = new Map([
      [1, "## function frob.NexusTools.getEntryName(path, h5file=None)"],
      [2, "Retrieve the top level name associated to a given path."],
      [3, "## function frob.walk(tree, depth=2)"],
      [4, "Walk the tree down to the given depth."],
      [5, "Calling frob.walk(tree, 2) walks the first two levels of the tree."],
    ]);
    const entryJudge = contextJudge(entries);
    expect(entryJudge({ question: "What does the `frob.NexusTools.getEntryName()` function do?", answer: "Retrieve the top level name associated to a given path.", evidence: [{ start_line: 1, end_line: 2 }] })).toBeUndefined();
    expect(entryJudge({ question: "What does the `frob.walk()` function do?", answer: "Walk the tree down to the given depth.", evidence: [{ start_line: 3, end_line: 4 }] })).toBeUndefined();
    expect(entryJudge({ question: "What does `frob.walk` walk?", answer: "the first two levels of the tree", evidence: [{ start_line: 5, end_line: 5 }] })).toMatch(/literal arguments/);
  });

  it("refuses a pro-verb that stands for an action said before ('do so', 'doing this'), not a verb with its own object", () => {
    const text = new Map([
      [1, "When the worker fails to do so and keeps running, the frob queue fills up with stale jobs."],
      [2, "Before doing this, the frob daemon flushes its cache to disk."],
    ]);
    const judge = contextJudge(text);
    expect(judge({ question: "What happens when the worker fails to do so and keeps running?", answer: "the frob queue fills up with stale jobs", evidence: [{ start_line: 1, end_line: 1 }] })).toMatch(/"do so" points back/);
    expect(judge({ question: "What does the frob daemon flush before doing this?", answer: "its cache", evidence: [{ start_line: 2, end_line: 2 }] })).toMatch(/"doing this" points back/);
    expect(POINTS_BACK.test("What does this function do?")).toBe(false);
    expect(POINTS_BACK.test("How do you do this kind of merge?")).toBe(true); // "this kind of", as before
    expect(POINTS_BACK.test("What does doing this frob transform need?")).toBe(false);
    // rotl's vignette: "What are the two possible options here?" (ninetieth held-out set).
    expect(POINTS_BACK.test("What are the two possible options here?")).toBe(true);
    expect(POINTS_BACK.test("What does the here-document syntax allow?")).toBe(false);
  });

  it("reads the subject only where it is the subject, and only a generic head at its end", () => {
    expect(genericSubject("What is the dependent variable?")).toBe("dependent variable");
    expect(genericSubject("What does the numeric phase use?")).toBe("numeric phase");
    expect(genericSubject("What is the object database?")).toBeUndefined(); // "object" is no head here
    expect(genericSubject("What is the variable benefit?")).toBeUndefined();
    expect(genericSubject("What is the result of `glob.match`?")).toBeUndefined(); // a name says which result
    expect(genericSubject("What is the default unit for the size value?")).toBeUndefined(); // not the subject
    // An entry of what the section lists: "active entries" of BIRD's neighbour cache, "the found entry" of a file.
    expect(genericSubject("What do active entries represent?")).toBe("active entries");
    expect(genericSubject("What does the found entry contain?")).toBe("found entry");
    expect(genericSubject("What does the entry for `frob.conf` contain?")).toBeUndefined();
  });
});

describe("a question of a figure, an output or a numbered step the reader has not seen", () => {
  it("refuses an unnamed figure or output, wherever it stands in the question", () => {
    expect(figureReference("Why do the bars in the chart differ in height?")).toMatch(/"the chart"/);
    expect(figureReference("How are the frob rows in the output sorted?")).toMatch(/"the output"/);
    expect(figureReference("What does the figure show?")).toMatch(/"the figure"/);
    // A range of numbered steps ("steps 2-5") is the text's list as much as one step is.
    expect(figureReference("What are steps 2-5 the same as?")).toMatch(/numbered step/);
    expect(figureReference("How many steps does the tutorial take?")).toBeUndefined();
    // A table's column or row by its place: which table is not said.
    expect(figureReference("What does the 1st column indicate?")).toMatch(/"the 1st column" is a column or row/);
    expect(figureReference("What does column 2 show?")).toMatch(/"column 2"/);
    expect(figureReference("What does the first column of the `frob` table list?")).toBeUndefined();
    expect(figureReference("How many columns does the frob table have?")).toBeUndefined();
    expect(figureReference("What does the left panel compare?")).toMatch(/"the left panel"/);
  });

  it("refuses a drawn part of a figure: a line, an area, an axis named by how it is drawn", () => {
    expect(figureReference("What is the dotted region?")).toMatch(/"the dotted region"/);
    expect(figureReference("What do the dashed curves represent?")).toMatch(/"the dashed curves"/);
    expect(figureReference("What does the horizontal axis measure?")).toMatch(/"the horizontal axis"/);
  });

  it("refuses a numbered step or line of the text", () => {
    expect(figureReference("What can you pass to the frob object created in Step 3?")).toMatch(/"Step 3"/);
    expect(figureReference("What do lines 4–6 define?")).toMatch(/"lines 4–6"/);
  });

  it("keeps a figure its kind or its complement names, and words that only look like figures", () => {
    expect(figureReference("What does the residual density plot display?")).toBeUndefined();
    expect(figureReference("What do the dashed lines in the residual plots mark?")).toBeUndefined();
    expect(figureReference("What does the output of `frob list` contain?")).toBeUndefined();
    expect(figureReference("What is the output format?")).toBeUndefined();
    expect(figureReference("What does the hist function plot?")).toBeUndefined();
    expect(figureReference("What do the lines starting with a hash mean?")).toBeUndefined();
    expect(figureReference("What is the point of the frob cache?")).toBeUndefined();
  });

  it("refuses an answer that describes a drawn part of a figure, and keeps one whose part names its kind", () => {
    expect(drawnAnswer("the dotted red curve should stay above the solid black curve")).toMatch(/"the dotted red curve"/);
    expect(drawnAnswer("the vertical tick labels at an angle")).toBeUndefined();
    expect(drawnAnswer("it will not be included in the output")).toBeUndefined();
    expect(drawnAnswer("the first lines of the file")).toBeUndefined();
  });

  it("is part of the context judge", () => {
    const text = new Map([[1, "The shaded area is a confidence band for the fitted frob curve."]]);
    expect(contextJudge(text)({ question: "What is the shaded area?", answer: "a confidence band for the fitted frob curve", evidence: [{ start_line: 1, end_line: 1 }] })).toMatch(/figure/);
  });
});

describe("a kind and a plain name that reads as the kind's attribute", () => {
  it("refuses 'the column size' asked as a name, and keeps code, other names and the attribute asked of something", () => {
    expect(attributeReading("What is the column size?")).toMatch(/"the column size"/);
    expect(attributeReading("What does the option mode do?")).toMatch(/"the option mode"/);
    expect(attributeReading("What is the column `size`?")).toBeUndefined();
    expect(attributeReading("What is the variable income?")).toBeUndefined();
    expect(attributeReading("What is the option name of the frob flag?")).toBeUndefined();
  });
});

describe("a hypothetical against the running example", () => {
  it("refuses a subjunctive condition and keeps a real one", () => {
    expect(hypothetical("What happens if the rows were sorted by date?")).toMatch(/supposes/);
    expect(hypothetical("What happens if the rows are sorted by date?")).toBeUndefined();
  });
});

describe("a condition that relates to something said before", () => {
  it("refuses a relational adjective in the condition or its outcome, and an example's stand-in name", () => {
    expect(relationalCondition("What happens if you queue further jobs?", "the queue is flushed")).toMatch(/"further jobs"/);
    expect(relationalCondition("What happens when a later request times out?", "it is retried")).toMatch(/"later request"/);
    expect(relationalCondition("What happens if a parse error occurs?", "the table is reset to the previous layout")).toMatch(/"previous layout"/);
    expect(relationalCondition("What happens if `foo` is empty?", "nothing is sent")).toMatch(/stand-in/);
    // A syntax's placeholder ("KEY=VALUE") without its option; a constant of the API is a name of its own.
    expect(relationalCondition("What happens if `VALUE` is omitted?", "the key is removed")).toMatch(/placeholder/);
    expect(relationalCondition("What happens if `MAX_RETRIES` is zero?", "nothing is retried")).toBeUndefined();
    expect(relationalCondition("What happens if a parse error occurs?", "the table is left unchanged")).toBeUndefined();
    expect(relationalCondition("What happens if you queue jobs subsequent to the first flush?", "they wait")).toBeUndefined();
    expect(relationalCondition("What happens if the original tarball is missing?", "the build stops")).toBeUndefined();
    expect(relationalCondition("What does the further option do?", "enables more")).toBeUndefined(); // not a condition
  });
});

describe("an answer that ends on a generic noun pointing back", () => {
  it("refuses 'the N of the <generic>' the question does not name", () => {
    expect(danglingGeneric("What does the loader verify?", "the type of the field")).toMatch(/"the field"/);
    expect(danglingGeneric("What does the loader verify for each field?", "the type of the field")).toBeUndefined();
    expect(danglingGeneric("What does the loader verify?", "the type of the manifest")).toBeUndefined();
  });
});

describe("a plain noun that is a row of the running example's model", () => {
  const text = new Map([
    [1, "class Gadget(Base):"],
    [2, "    name = Column(String)"],
    [3, "You can store a gadget by calling the save() method."],
    [4, "The Session class keeps track of pending objects."],
  ]);
  it("reads the classes a tutorial's code defines with a base class", () => {
    expect([...exampleClasses(text)]).toEqual(["gadget"]);
    expect([...exampleClasses(new Map([[1, "The Session class keeps track of objects."]]))]).toEqual([]);
  });

  it("refuses a question whose plain noun is one of them, and keeps other nouns and code", () => {
    const classes = exampleClasses(text);
    expect(exampleModel("How can you store a gadget?", classes)).toMatch(/class Gadget/);
    expect(exampleModel("What happens to the gadgets when the session closes?", classes)).toMatch(/class Gadget/);
    expect(exampleModel("How can you store an object?", classes)).toBeUndefined();
    expect(exampleModel("What does `Gadget.save` return?", classes)).toBeUndefined();
    expect(contextJudge(text)({ question: "How can you store a gadget?", answer: "by calling the save() method", evidence: [{ start_line: 3, end_line: 3 }] })).toMatch(/running example/);
  });
});

describe("what the context check leaves alone", () => {
  it("keeps an example's sentence that states a fact of a thing it names, and a manual page's section number", () => {
    const text = new Map([
      [1, "For example, the crond PID file is named /run/crond.pid."],
      [2, "The debi(1) command helps you to test installing all the generated binary packages."],
    ]);
    const judge = contextJudge(text);
    expect(judge({ question: "What is the crond PID file named?", answer: "/run/crond.pid", evidence: [{ start_line: 1, end_line: 1 }] })).toBeUndefined();
    expect(judge({ question: "What does the debi command help you to do?", answer: "test installing all the generated binary packages", evidence: [{ start_line: 2, end_line: 2 }] })).toBeUndefined();
  });
});

describe("a statement that adds one thing to others", () => {
  it("refuses what/how asked of an 'also', 'in addition' or 'as well' statement, in the questioner too", () => {
    expect(oneOfSeveral("What does Frob Attributes offer?", "a means to export functions", "Frob Attributes also offers a means to export functions.")).toMatch(/several answers/);
    expect(oneOfSeveral("What can you pass?", "options in a file", "In addition, you can pass options in a file.")).toMatch(/several answers/);
    expect(oneOfSeveral("What does the frob module accept?", "a path", "The frob module accepts a path as well.")).toMatch(/several answers/);
    const also = numberedLines(["Frobbing", "", "The frob.split function also returns a list of path segments."]);
    const plain = numberedLines(["Frobbing", "", "The frob.split function returns a list of path segments."]);
    expect(factsIn(plain, 1, 3, {}).map((fact) => fact.question)).toContain("What does the frob.split function return?");
    expect(factsIn(also, 1, 3, {}).map((fact) => fact.question)).not.toContain("What does the frob.split function return?");
  });

  it("keeps a statement with no such word, an 'also' inside the answer, 'as well as', and a why", () => {
    expect(oneOfSeveral("What does Frob offer?", "a means to export functions", "Frob offers a means to export functions.")).toBeUndefined();
    expect(oneOfSeveral("What does Frob provide?", "parsers and also writers", "Frob provides parsers and also writers.")).toBeUndefined();
    expect(oneOfSeveral("What does Frob read?", "paths as well as URLs", "Frob reads paths as well as URLs.")).toBeUndefined();
    expect(oneOfSeveral("Why is Frob also slow?", "it copies every buffer", "Frob is also slow because it copies every buffer.")).toBeUndefined();
    expect(oneOfSeveral("How can you open files in atomic mode?", "by passing atomic=True", "You can also open files in atomic mode by passing atomic=True.")).toBeUndefined();
    expect(oneOfSeveral("What are frob walkers also called?", "dumb transports", "Frob walkers are also called dumb transports.")).toBeUndefined();
  });
});

describe("a subject that presupposes what was said before", () => {
  it("refuses an additive or comparative word opening the subject, and a discourse idiom", () => {
    expect(presupposed("What do further tuning options include?")).toMatch(/"further tuning options" presupposes/);
    expect(presupposed("What are the remaining steps?")).toMatch(/presupposes/);
    expect(presupposed("What are more robust estimators provided by?")).toMatch(/presupposes/);
    expect(presupposed("Which other backends does Frob support?")).toMatch(/"other" presupposes/);
    expect(presupposed("What else does the frob command print?")).toMatch(/presupposes/);
    expect(presupposed("In `frob.split()`, what is the same separator used for?")).toMatch(/presupposes/);
    expect(presupposed("What does the full picture require?")).toMatch(/discussion/);
    expect(presupposed("What is the whole story about caching?")).toMatch(/discussion/);
  });

  it("keeps a comparison said with 'than', a pointer to more information, 'the rest of X', and words outside the subject", () => {
    expect(presupposed("What is more robust than the mean?")).toBeUndefined();
    expect(presupposed("Where can more details on frob logging be found?")).toBeUndefined();
    expect(presupposed("What is the rest of the line passed to?")).toBeUndefined();
    expect(presupposed("How can you redirect a client to another endpoint?")).toBeUndefined();
    expect(presupposed("What can you use to run the tests apart from other uncommitted changes?")).toBeUndefined();
    expect(presupposed("What does the frob command print?")).toBeUndefined();
  });

  it("is applied by the fact finder", () => {
    const lines = numberedLines(["# Fitting", "", "The frob.fit function estimates the weights by least squares.", "Further tuning options include a ridge penalty and early stopping."]);
    const asked = factsIn(lines, 1, 4, {}).map((fact) => fact.question);
    expect(statementFacts(lines, 1, 4).map((fact) => fact.question)).toContain("What do further tuning options include?");
    expect(asked).not.toContain("What do further tuning options include?");
    expect(asked).toContain("What does the frob.fit function estimate?");
  });
});

describe("a comparative whose comparand its sentence does not say", () => {
  it("refuses a comparative that opens the answer or ends the question with nothing to compare with", () => {
    expect(unsaidComparand("What does Blake3 emit?", "a shorter digest", "Blake3 emits a shorter digest, so keys take less room.")).toMatch(/"a shorter" compares/);
    expect(unsaidComparand("What does the frob solver use?", "entirely different stopping rules", "The frob solver uses entirely different stopping rules.")).toMatch(/"entirely different" compares/);
    expect(unsaidComparand("What does the print method show?", "more details of the fit", "The print method shows more details of the fit:")).toMatch(/"more" compares/);
    expect(unsaidComparand("Why is the sparse solver much more robust?", "it never forms the normal equations", "The sparse solver is much more robust since it never forms the normal equations.")).toMatch(/"much more robust" compares/);
    expect(unsaidComparand("What does Zsh use?", "other syntax to export variables", "Zsh uses other syntax to export variables.")).toMatch(/compares/);
  });

  it("keeps a comparand the sentence says, an outright comparison, a kind's 'higher-level' and comparatives elsewhere", () => {
    expect(unsaidComparand("What does Blake3 emit?", "a shorter digest than SHA-256", "Blake3 emits a shorter digest than SHA-256.")).toBeUndefined();
    expect(unsaidComparand("What does Blake3 emit?", "a shorter digest", "Blake3 emits a shorter digest than SHA-256.")).toBeUndefined();
    expect(unsaidComparand("What does the frob solver use?", "different stopping rules from the dense one", "The frob solver uses different stopping rules from the dense one.")).toBeUndefined();
    expect(unsaidComparand("What does the quux loader return?", "the same object as load()", "The quux loader returns the same object as load().")).toBeUndefined();
    expect(unsaidComparand("What does the CG method need?", "far more iterations compared to Newton's method", "The CG method needs far more iterations compared to Newton's method.")).toBeUndefined();
    expect(unsaidComparand("What is frobnicate?", "Higher level request routing built on top of Router", "Higher level request routing built on top of Router.")).toBeUndefined();
    expect(unsaidComparand("What happens if you pass different seeds?", "the draws will be different", "If you pass different seeds, the draws will be different.")).toBeUndefined();
    expect(unsaidComparand("What does the frob command print?", "a summary of the run", "The frob command prints a summary of the run.")).toBeUndefined();
  });
});

describe("a sentence that opens on a case or an aim said before it", () => {
  it("refuses an opener whose demonstrative points back, and a bare 'otherwise'", () => {
    expect(pointingOpener("In this case, the order of the frob arguments does not matter.")).toMatch(/"In this case"/);
    expect(pointingOpener("In such cases, the cache is rebuilt.")).toMatch(/"In such cases"/);
    expect(pointingOpener("Under these conditions, the estimator is consistent.")).toMatch(/"Under these conditions"/);
    expect(pointingOpener("To cope with this, the Frob class provides a retry helper.")).toMatch(/"To cope with this"/);
    expect(pointingOpener("Otherwise, the build stops with an error.")).toMatch(/"Otherwise"/);
  });

  it("keeps an opener that names the document, a 'that' clause and sentences with no such opener", () => {
    expect(pointingOpener("In this paper, we describe the frob package.")).toBeUndefined();
    expect(pointingOpener("To check that a download is complete, compare its checksum.")).toBeUndefined();
    expect(pointingOpener("In most cases, the cache is rebuilt.")).toBeUndefined();
    expect(pointingOpener("The cache is rebuilt in this case.")).toBeUndefined();
  });

  it("is applied by the context judge", () => {
    const text = new Map([[1, "In this case, the order of the frob arguments does not matter since the weights are fixed."]]);
    const judge = contextJudge(text);
    expect(judge({ question: "Why does the order of the frob arguments not matter?", answer: "the weights are fixed", evidence: [{ start_line: 1, end_line: 1 }] })).toMatch(/opens on/);
    const plain = new Map([[1, "The order of the frob arguments does not matter since the weights are fixed."]]);
    expect(contextJudge(plain)({ question: "Why does the order of the frob arguments not matter?", answer: "the weights are fixed", evidence: [{ start_line: 1, end_line: 1 }] })).toBeUndefined();
  });
});

describe("the running example's object made by a participle", () => {
  it("refuses a definite plain noun of data that a participle makes, and keeps a complement or a name", () => {
    expect(exampleObject("What is the simulated series?")).toMatch(/running example/);
    expect(exampleObject("What does the fitted model contain?")).toMatch(/running example/);
    expect(exampleObject("What are the fitted values of a linear model?")).toBeUndefined();
    expect(exampleObject("What does the fitted frob object contain?")).toBeUndefined();
    expect(exampleObject("What does the frob function simulate?")).toBeUndefined();
  });
});

describe("questions that lean on a worked example of a statistics text", () => {
  it("refuses a participle that names a thing by what was done to it before (\"the chosen covariate\")", () => {
    expect(POINTS_BACK.exec("What happens if the chosen frob is not in the set?")?.[0]).toBe("the chosen");
    expect(POINTS_BACK.exec("What do the employed frob models give rise to?")?.[0]).toBe("the employed");
    expect(POINTS_BACK.exec("What does the frob function return for a given key?")).toBeNull();
  });

  it("refuses a definite subject opened by a comparative with nothing it compares with", () => {
    expect(presupposed("What are the higher frob weights related to?")).toMatch(/higher frob/);
    expect(presupposed("Why are the larger frob models slower than the small ones?")).toBeUndefined();
    expect(presupposed("What does the lower bound of the frob interval depend on?")).toBeUndefined();
    expect(presupposed("What does the newer 2.0 frob format store?")).toBeUndefined();
  });

  it("refuses an answer that adds further to something said before", () => {
    expect(unsaidComparand("What do the frob deviations reflect?", "further evidence", "The frob deviations reflect further evidence: the sign is certain.")).toMatch(/further/);
  });

  it("refuses how the text evidences or illustrates a claim, and keeps how a thing is supported", () => {
    expect(demonstration("How is the preference for small frob models evidenced?")).toBeDefined();
    expect(demonstration("How can the frob drift be illustrated?")).toBeDefined();
    expect(demonstration("How is the frob option supported?")).toBeUndefined();
  });

  it("refuses an answer holding a figure printed by one run (a decimal below one), not a version", () => {
    expect(printedFigure("a posterior frob factor of 0.937")).toBeDefined();
    expect(printedFigure("the value of the state at t - 0.52")).toBeDefined();
    expect(printedFigure("version 0.12 of the frob package")).toBeUndefined();
    expect(printedFigure("a default tolerance of 1e-8")).toBeUndefined();
  });

  it("reads a subject with no determiner and a generic plural head as generic (\"theses examples\")", () => {
    expect(genericSubject("How can theses frob examples be run?")).toBe("theses frob examples");
    expect(genericSubject("What do sample use cases include?")).toBe("sample use cases");
    expect(genericSubject("How do users configure frob values?")).toBeUndefined();
    expect(genericSubject("What do fixed variables describe?")).toBeUndefined();
    expect(genericSubject("How can strings containing examples be parsed?")).toBeUndefined();
    expect(genericSubject("How can you run examples?")).toBeUndefined();
  });
});

describe("a subject that needs its context: a part of a formula, a role, the package unnamed, a numbered case", () => {
  it("refuses a definite subject whose head is a part of a formula or a role in a procedure, with no name", () => {
    expect(genericSubject("What is the penalty term in the numerator computed from?")).toBe("penalty term");
    expect(genericSubject("What does the denominator count?")).toBe("denominator");
    expect(genericSubject("What happens if the confidence is too low?")).toBe("confidence");
    expect(genericSubject("What does the retry callback get?")).toBe("retry callback");
    expect(genericSubject("How can the degree of smoothing be tuned?")).toBe("degree");
  });

  it("refuses the API or the library with nothing that names it, also before a passive's participle", () => {
    expect(genericSubject("What is the API modelled on?")).toBe("api");
    expect(genericSubject("What does the library offer?")).toBe("library");
    expect(genericSubject("What is the module written in?")).toBe("module");
  });

  it("keeps a package named before its kind, a callback or a term with a name after it, and a document's own heading", () => {
    expect(genericSubject("What does the frob-cache package do?")).toBeUndefined();
    expect(genericSubject("What does the frobnicate module export?")).toBeUndefined();
    expect(genericSubject("What does the callback of `frob.watch()` receive?")).toBeUndefined();
    expect(genericSubject("What is the frob API?")).toBeUndefined();
    const text = new Map([[1, "The confidence is the share of frob votes that agree."]]);
    const fact = { question: "What is the confidence?", answer: "the share of frob votes that agree", evidence: [{ start_line: 1, end_line: 1 }] };
    expect(contextJudge(text)(fact)).toMatch(/does not say which/);
    expect(contextJudge(text, undefined, () => "The confidence of a frob vote")(fact)).toBeUndefined();
    // A section named by a call says whose callback: the fact finder puts the call in front of the question.
    const callback = { question: "What does the retry callback get?", answer: "the error", evidence: [{ start_line: 1, end_line: 1 }] };
    expect(contextJudge(text, undefined, () => "Guide")(callback)).toMatch(/does not say which/);
    expect(contextJudge(text, undefined, () => "frob.fetch(url[, retry])")(callback)).toBeUndefined();
  });

  it("refuses a numbered case of the text's own (a test function, a model, an equation), not a version or a table", () => {
    expect(figureReference("What is function 4?")).toMatch(/"function 4" is a label/);
    expect(figureReference("What does Model 3 add to the baseline?")).toMatch(/"Model 3" is a label/);
    expect(figureReference("What happens if equation (12) is solved for the rate?")).toMatch(/"equation \(12\)" is a label/);
    expect(figureReference("What changed in version 2?")).toBeUndefined();
    expect(figureReference("What does Table 3 list?")).toBeUndefined();
    expect(figureReference("Which function returns the frob count?")).toBeUndefined();
  });

  it("refuses a figure whose head is also a verb ('plot', 'chart') placed by its position", () => {
    expect(figureReference("What does the top right plot compare?")).toMatch(/"the top right plot"/);
    expect(figureReference("What does the lower chart show?")).toMatch(/"the lower chart"/);
    // "plot" as the verb after a named subject stays.
    expect(figureReference("What does the frob function plot?")).toBeUndefined();
  });

  it("refuses a sentence opened by 'Again,' which rereads the worked case before it", () => {
    expect(pointingOpener("Again, the second weight is the one that refers to the baseline.")).toMatch(/"Again"/);
    expect(pointingOpener("Again and again the cache is rebuilt.")).toBeUndefined();
  });
});

describe("an object the text's own example code makes", () => {
  const text = new Map([
    [1, "The fitted object holds the numerical results of one smoothing run."],
    [2, "> smooth.B2 <- smoother(dat, span = 0.4)"],
    [3, "R> fit_small <- smoother(dat[1:10, ])"],
    [4, ">>> treeA = build_tree(rows)"],
    [5, "> model <- smoother(dat)"],
    [6, "library.path <- getOption('libs')"],
  ]);
  it("reads the code-like names the text's console lines or R arrows assign, not plain words", () => {
    expect([...exampleVariables(text)].sort()).toEqual(["fit_small", "library.path", "smooth.B2", "treeA"]);
    expect([...exampleVariables(new Map([[1, "The value x = 3 is the default."]]))]).toEqual([]);
  });

  it("refuses a question that asks of one bare, and keeps one that says its kind or gives the assignment", () => {
    const variables = exampleVariables(text);
    expect(exampleVariable("What is smooth.B2?", variables)).toMatch(/example code/);
    expect(exampleVariable("What does `fit_small` contain?", variables)).toMatch(/example code/);
    expect(exampleVariable("What is the model fit_small?", variables)).toBeUndefined();
    expect(exampleVariable("What is `treeA.depth` after `treeA = build_tree(rows)`?", variables)).toBeUndefined();
    expect(exampleVariable("What is smooth.B2.fine?", variables)).toBeUndefined();
    expect(exampleVariable("What does smoother() return?", variables)).toBeUndefined();
    expect(contextJudge(text)({ question: "What is smooth.B2?", answer: "the fitted object", evidence: [{ start_line: 1, end_line: 1 }] })).toMatch(/example code/);
  });
});

describe("the prose's own running example and a figure's shades", () => {
  const text = new Map([
    [1, "Suppose we sail from Lisbon and stop over Funchal (FU) on the way."],
    [2, "The nearest point on the intended track (q) is found with trackPoint."],
    [3, "The estimator uses the number of folds (k) and the items (a) and (b)."],
  ]);

  it("takes the place and its short name, the thing and its letter, but not an enumeration's letters", () => {
    const names = exampleVariables(text);
    expect([...names]).toEqual(expect.arrayContaining(["Funchal", "FU", "the intended track", "'q'", "the number of folds", "'k'"]));
    expect([...names]).not.toContain("'a'");
  });

  it("refuses questions about them, and keeps a quoted letter that says its kind", () => {
    const names = exampleVariables(text);
    expect(exampleVariable("How can the distance from FU to the coast be found?", names)).toMatch(/example/);
    expect(exampleVariable("How is the nearest point on the intended track found?", names)).toMatch(/example/);
    expect(exampleVariable("What is the distance from 'q' to the shore?", new Set())).toMatch(/example/);
    expect(exampleVariable("What does the mode 'r' open a file for?", new Set())).toBeUndefined();
    expect(exampleVariable("How is the track found?", names)).toBeUndefined();
  });

  it("refuses a line of a figure named by its shade", () => {
    expect(figureReference("What does the light blue curve show?")).toMatch(/figure/);
    expect(figureReference("What does the dark green line represent?")).toMatch(/figure/);
  });
});

describe("unsaidOwner: a noun whose owner the question does not say", () => {
  it("refuses a bare numeric value, and keeps one said of its setting", () => {
    expect(unsaidOwner("What does a value of 3 print?")).toMatch(/a value of 3/);
    expect(unsaidOwner("What does a value of 3 for `verbosity` print?")).toBeUndefined();
    expect(unsaidOwner("In [output] verbosity, what does a value of 3 print?")).toBeUndefined();
    // An argument by its place is some call's, which the question must name.
    expect(unsaidOwner("What happens if no output file is given as second argument?")).toMatch(/second argument/);
    expect(unsaidOwner("What happens if no output file is given as the second argument of `frob -x`?")).toBeUndefined();
    expect(unsaidOwner("What happens if `frob -x` gets no second argument?")).toBeUndefined();
  });
  it("refuses a placeholder said of no command, and keeps a markup element", () => {
    expect(unsaidOwner("What does the <name> correspond to?")).toMatch(/the <name>/);
    expect(unsaidOwner("What may the <seqfile> contain?")).toMatch(/the <seqfile>/);
    expect(unsaidOwner("In add_library, what does the <name> correspond to?")).toBeUndefined();
    expect(unsaidOwner("What does the <metadata> element hold?")).toBeUndefined();
  });

  it("refuses bare default values and settings as the subject", () => {
    expect(unsaidOwner("What are default settings applied to?")).toMatch(/default settings/);
    expect(unsaidOwner("What are default settings of the widget applied to?")).toBeUndefined();
    // A default of a literal value is some argument's; one of a named setting says whose.
    expect(unsaidOwner("What does the default value of `0` mean?")).toMatch(/default value of `0`/);
    expect(unsaidOwner("What does the default value of 10 mean?")).toMatch(/default value of 10/);
    expect(unsaidOwner("What does the default value of `timeout` mean?")).toBeUndefined();
    expect(unsaidOwner("What does the default value of `0` for `timeoutSecs` mean?")).toBeUndefined();
  });
  it("refuses a bare code number said of nothing ('What does code 0 mean?'), not an exit code or an HTTP status", () => {
    expect(unsaidOwner("What does code 0 mean?")).toMatch(/code 0/);
    expect(unsaidOwner("What does the code 2 stand for?")).toMatch(/code 2/);
    expect(unsaidOwner("What does code 0 of the status action mean?")).toBeUndefined();
    expect(unsaidOwner("What does `frobd` return code 0 for?")).toBeUndefined();
    expect(unsaidOwner("What does exit code 1 mean?")).toBeUndefined();
    expect(unsaidOwner("What does status code 404 mean?")).toBeUndefined();
  });

  it("refuses a count of things of a generic kind said of nothing ('Which two values are defined?')", () => {
    expect(unsaidOwner("Which two values are defined?")).toMatch(/values are defined/);
    expect(unsaidOwner("Which three options are available?")).toMatch(/options are available/);
    expect(unsaidOwner("Which three backends are supported?")).toBeUndefined();
    expect(unsaidOwner("Which two values does the GDSII library define?")).toBeUndefined();
  });
  it("refuses a superlative subject with no set, and keeps one that says of what", () => {
    expect(unsaidOwner("What is the eastern-most city?")).toMatch(/eastern-most city/);
    expect(unsaidOwner("What is the largest bucket?")).toMatch(/largest bucket/);
    expect(unsaidOwner("What is the largest bucket in a pool?")).toBeUndefined();
    expect(unsaidOwner("How can you pick the largest bucket of the pool?")).toBeUndefined();
  });
  it("refuses 'instead', 'as well' and 'also' that point back, unless the question is scoped", () => {
    expect(unsaidOwner("What can you pass to read gzip files instead?")).toMatch(/instead/);
    expect(unsaidOwner("What does the loader accept as well?")).toMatch(/as well/);
    expect(unsaidOwner("What does the loader also accept?")).toMatch(/also/);
    expect(unsaidOwner("What can you use instead of a lock file?")).toBeUndefined();
    expect(unsaidOwner("What is the loader also known as?")).toBeUndefined();
    expect(unsaidOwner("In `open_archive()`, what can you pass to read gzip files instead?")).toBeUndefined();
    expect(unsaidOwner("What does `--also-check` enable?")).toBeUndefined();
  });
});

describe("anaphoricSubject: a definite subject the sentence before introduced", () => {
  it("refuses 'the N' after a sentence that said 'a N', 'its Ns' or a named N", () => {
    expect(anaphoricSubject("What happens if the configuration file is not found?", "The default location for the frob configuration file is /etc/frob.conf.")).toMatch(/"the configuration file"/);
    expect(anaphoricSubject("What happens if the clause begins with -?", "An interface matches the pattern if it matches any of its clauses.")).toMatch(/"the clause"/);
    expect(anaphoricSubject("How are the confidence intervals constructed?", "We also compute its confidence intervals.")).toMatch(/"the confidence intervals"/);
    // A mention with three words before the noun: "the max user id counter".
    expect(anaphoricSubject("How can you display the counter?", "Use the frob setmax command to reset the max user id counter.")).toMatch(/"the counter"/);
    expect(anaphoricSubject("What happens if the first row is simply zero?", "Thus, the first row of X corresponds to a missing value.")).toMatch(/"the first row"/);
    // A verb the lexicon does not know ends the question: the phrase is read without it too.
    expect(anaphoricSubject("What happens if the root directory exists?", "On Windows, attempts to create a root directory fail.")).toMatch(/"the root directory"/);
    expect(anaphoricSubject("What happens if the stationary distribution is not favorable?", "The chain converges to a stationary distribution.")).toMatch(/"the stationary distribution"/);
    // A particle after the question's last verb: the phrase ends before the verb.
    expect(anaphoricSubject("What does the interface pattern consist of?", "A set of interfaces is described using an interface pattern.")).toMatch(/"the interface pattern"/);
  });

  it("keeps a subject the sentence before did not say, a named one, and one the title names", () => {
    // "server" alone was said; "the key block", "the server block" were not.
    expect(anaphoricSubject("What does the key block define?", "The server block specifies connection parameters.")).toBeUndefined();
    expect(anaphoricSubject("What does the server block specify?", "The server can be given as a host name or address.")).toBeUndefined();
    expect(anaphoricSubject("What does the `key` block define?", "It has a key block.")).toBeUndefined();
    expect(anaphoricSubject("What is the configuration file read by?", "Frob reads a configuration file.", "The configuration file")).toBeUndefined();
    expect(anaphoricSubject("What is the configuration file read by?", "")).toBeUndefined();
    // Said before plainly, as the text's own term: the question may use it too.
    expect(anaphoricSubject("What are the exchange types defined in the standard?", "The exchange type defines how the messages are routed.")).toBeUndefined();
    expect(anaphoricSubject("What does the quantification context affect?", "These functions set the quantification context for function arguments.")).toBeUndefined();
    // Qualified by the question, or named by its kind.
    expect(anaphoricSubject("What do the methods for dense matrices use?", "The package provides classes and methods for dense and sparse matrices.")).toBeUndefined();
    expect(anaphoricSubject("What does the function rollapply by default evaluate?", "In zoo, the generic function rollapply is provided.")).toBeUndefined();
    expect(anaphoricSubject("What is the variable chas?", "The data set has a variable chas and a variable nox.")).toBeUndefined();
  });

  it("is applied by contextJudge to the sentences before the answer's, in its paragraph only", () => {
    const text = new Map([
      [1, "Frob requires a configuration file, since all communication is signed."],
      [2, "If the configuration file is not found, frob looks in /etc/frob.key."],
      [3, ""],
      [4, "If the configuration file is not found, frob looks in /etc/frob.key."],
    ]);
    const judge = contextJudge(text);
    const fact = (line: number) => ({ question: "What happens if the configuration file is not found?", answer: "frob looks in /etc/frob.key", evidence: [{ start_line: line, end_line: line }] });
    expect(judge(fact(2))).toMatch(/sentence before introduced/);
    expect(judge(fact(4))).toBeUndefined();
    // Within one line: the sentence before the answer's in the same evidence.
    const one = new Map([[1, "Frob requires a configuration file. If the configuration file is not found, frob looks in /etc/frob.key."]]);
    expect(contextJudge(one)(fact(1))).toMatch(/sentence before introduced/);
  });
});

describe("a value given by its number alone", () => {
  it("is some call's or program's the question does not name", () => {
    expect(unownedValue("What will a return value of 1 cause?")).toMatch(/"return value"/);
    expect(unownedValue("What does an exit code of 2 mean?")).toMatch(/"exit code"/);
    expect(unownedValue("What does a return value of 1 from the callback cause?")).toBeUndefined();
    expect(unownedValue("In `stopStream()`, what does a return value of 1 mean?")).toBeUndefined();
    expect(unownedValue("What does the return value of `f()` hold?")).toBeUndefined();
  });

  it("is some element's or setting's when it is a truth value in quotes (eighty-seventh held-out set)", () => {
    // jpylyzer's manual: "What does a value of "False" indicate?", the element named in the sentence before.
    expect(unownedValue('What does a value of "False" indicate?')).toMatch(/"value"/);
    expect(unownedValue('What does a value of "False" for the isValid element indicate?')).toBeUndefined();
    expect(unownedValue("What does a value of 'falsetto' mean?")).toBeUndefined();
  });
});

describe("a condition on things counted before its sentence (set 208's stopt manual)", () => {
  it("takes 'the two criteria' of 'What happens if either of …' for something said before", () => {
    expect(presupposed("What happens if either of the two criteria exceeds the user-defined thresholds?")).toMatch(/"the two criteria" are counted/);
    expect(presupposed("What happens if the two rows match?")).toMatch(/"the two rows"/);
    // A list's count asked for is no condition on it: "What are the two types of queries?" asks for the two.
    expect(presupposed("What are the two types of queries?")).toBeUndefined();
    expect(presupposed("What happens if the frob option is set twice?")).toBeUndefined();
  });
});

describe("a condition on a call's parameter with no call named (set 209's tracefs page)", () => {
  it("takes 'What happens if instance is NULL?' for a question that needs its call, unless a scope names it", () => {
    expect(unscopedParameterCondition("What happens if instance is NULL?")).toMatch(/"instance" is a call's parameter/);
    expect(unscopedParameterCondition("What happens when timeout is not specified?")).toMatch(/"timeout"/);
    expect(unscopedParameterCondition("In `tracefs_tracer_set()`, what happens if instance is NULL?")).toBeUndefined();
    expect(unscopedParameterCondition("What happens if the frob option is set twice?")).toBeUndefined();
    expect(unscopedParameterCondition("What happens if there is a RC-bug filed against a package?")).toBeUndefined();
  });

  it("keeps the condition a call's entry scopes, and refuses it with no call above", () => {
    const entry = ["## frob_set()", "", "int frob_set(struct frob *instance, const char *name);", "", "frob_set enables a tracer in the given instance. If instance is NULL, then the top level instance is changed.", ""];
    const scopedFacts = factsIn(numberedLines(entry), 1, entry.length, { format: "html" }).map((fact) => fact.question);
    expect(scopedFacts.filter((question) => /instance is NULL/.test(question))).toEqual(["In `frob_set()`, what happens if instance is NULL?"]);
    const bare = ["# Tracers", "", "The frob library enables tracers. If instance is NULL, then the top level instance is changed.", ""];
    expect(factsIn(numberedLines(bare), 1, bare.length, { format: "html" }).map((fact) => fact.question).filter((question) => /instance is NULL/.test(question))).toEqual([]);
  });
});

describe("a condition on a name, a plural or a call's return is no parameter's (development check of the round above)", () => {
  it("keeps 'What happens when Bochs is waiting …?', '… if suggestions are applied …?' and '… if kdump_read returns KDUMP_OK?'", () => {
    expect(unscopedParameterCondition("What happens when Bochs is waiting around for an interrupt?")).toBeUndefined();
    expect(unscopedParameterCondition("What happens if suggestions are applied recursively?")).toBeUndefined();
    expect(unscopedParameterCondition("What happens if kdump_read returns KDUMP_OK?")).toBeUndefined();
  });
});
