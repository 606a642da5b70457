import { describe, expect, it } from "vitest";
import { numberedLines } from "../../../test/support/lines.js";
import { exampleResultFacts, freeNames, leadInFacts, libraryName, resultValue } from "./example-questions.js";
import { factsIn } from "./facts.js";
import { analyseQuestion } from "./question-analysis.js";
import { findCandidates } from "./reader-extract.js";

const results = (lines: string[], title?: string) =>
  Object.fromEntries(exampleResultFacts(numberedLines(lines), 1, lines.length, title).map((fact) => [fact.question, fact.answer]));
const leads = (lines: string[], title?: string) =>
  Object.fromEntries(leadInFacts(numberedLines(lines), 1, lines.length, title).map((fact) => [fact.question, fact.answer]));

// A README of a small JavaScript library: calls with their results written as comments.
const README = [
  "# dur",
  "",
  "Turn durations into milliseconds and back.",
  "",
  "```js",
  "const dur = require('dur')",
  "",
  "dur('3 days')   // 259200000",
  "dur('1h')       // 3600000",
  "",
  "dur(120000)     // \"2m\"",
  "console.log(dur.parse('1.5h')) //=> 5400000",
  "const parser = dur.make({ strict: true })",
  "parser('2h')    // 7200000",
  "dur('oops')     // throws TypeError",
  "dur.list()      // [ '1h', '2h', ... ]",
  "```",
];

// A Sphinx page of doctests (as the HTML reads: prompts and output, no blank lines).
const DOCTESTS = [
  "Converting values",
  "Frob converts plain values into typed ones:",
  ">>> import frob",
  ">>> frob.convert('7', int)",
  "7",
  ">>> frob.convert(1, str)",
  "'1'",
  ">>> table = frob.Table()",
  ">>> table.add('x')",
  ">>> table.size()",
  "1",
  ">>> frob.registry()",
  "<frob.Registry object at 0x7f3a2c>",
  ">>> frob.convert([1, 2], list)",
  "[1,",
  " 2]",
];

describe("examples with their results", () => {
  it("asks what a call returns when its result is written beside it as a comment", () => {
    const facts = results(README, "dur");
    expect(facts["What does `dur('3 days')` return?"]).toBe("259200000");
    expect(facts["What does `dur(120000)` return?"]).toBe('"2m"');
    // console.log(…) is how a README shows the value: the call inside it is the example.
    expect(facts["What does `dur.parse('1.5h')` return?"]).toBe("5400000");
  });

  it("asks two examples of one block of code: a dozen calls of one function teach one thing", () => {
    const block = ["# dur", "", "```js", ...["1d", "2h", "10h", "5s", "1y"].map((unit) => `dur('${unit}') // ${unit.length}00`), "```", "", "```js", "dur('3m') // 180000", "```"];
    expect(Object.keys(results(block, "dur"))).toEqual(["What does `dur('1d')` return?", "What does `dur('2h')` return?", "What does `dur('3m')` return?"]);
  });

  it("leaves out a call of a variable the page set up, an error and elided output", () => {
    const questions = Object.keys(results(README, "dur")).join("\n");
    expect(questions).not.toMatch(/parser\('2h'\)/);
    expect(questions).not.toMatch(/oops/);
    expect(questions).not.toMatch(/dur\.list/);
  });

  it("asks nothing of a call given nothing, whose result is the writer's machine or session ('psutil.cpu_count()' → 4)", () => {
    const lines = ["Example", "", ">>> import psutil", ">>> psutil.cpu_count()", "4", ">>> psutil.cpu_percent(interval=1)", "3.1", ""];
    const facts = results(lines, "psutil 5.9 documentation");
    expect(Object.keys(facts).some((question) => question.includes("cpu_count()"))).toBe(false);
    expect(facts["What does `psutil.cpu_percent(interval=1)` return?"]).toBe("3.1");
  });

  it("asks a doctest's one-line result of an imported module's call, naming the library from a Sphinx title", () => {
    const facts = results(DOCTESTS, "Converting values — Frob 1.2 documentation");
    expect(facts["In Frob, what does `frob.convert('7', int)` return?"]).toBeUndefined(); // the call names it already
    expect(facts["What does `frob.convert('7', int)` return?"]).toBe("7");
    expect(facts["What does `frob.convert(1, str)` return?"]).toBe("'1'");
  });

  it("refuses a result of an object's state, an object's address and output of several lines", () => {
    const questions = Object.keys(results(DOCTESTS)).join("\n");
    expect(questions).not.toMatch(/table\.size/);
    expect(questions).not.toMatch(/registry/);
    expect(questions).not.toMatch(/\[1, 2\]/);
  });

  it("refuses a call whose object the page set up in a statement before", () => {
    const lines = [">>> from bell import signal", ">>> signal('ready').connect(handler)", ">>> bool(signal('ready').receivers)", "True"];
    expect(results(lines)).toEqual({});
  });

  it("asks with the set-up when the same doctest assigns what the example uses, and never across a statement", () => {
    const lines = [
      ">>> from frob import Registry, when",
      "",
      ">>> reg = Registry(system='si')",
      ">>> reg.default_system",
      "'si'",
      ">>> day = when(2020, 1, 2)",
      ">>> reg.format(day)",
      "'2 Jan 2020'",
      ">>> reg.reset()",
      ">>> reg.format(day)",
      "'02/01/2020'",
      "Prose between examples.",
      ">>> reg.format(day, style='long')",
      "'2 January 2020'",
    ];
    const facts = results(lines);
    expect(facts["What is `reg.default_system` after `reg = Registry(system='si')`?"]).toBe("'si'");
    expect(facts["What does `reg.format(day)` return after `reg = Registry(system='si')` and `day = when(2020, 1, 2)`?"]).toBe("'2 Jan 2020'");
    // After reg.reset() the set-up is no longer all the example depends on; after prose, the set-up is not in the example.
    expect(Object.values(facts)).not.toContain("'02/01/2020'");
    expect(Object.values(facts)).not.toContain("'2 January 2020'");
    const analysis = analyseQuestion("What is `reg.default_system` after `reg = Registry(system='si')`?");
    expect(findCandidates(analysis, numberedLines(lines), new Map())[0]?.answer).toBe("'si'");
  });

  it("reads a value as a literal, and names as the example uses them", () => {
    expect(resultValue("//=> true")).toBeUndefined(); // the comment marks are taken off before
    expect(resultValue("=> true")).toBe("true");
    expect(resultValue("'1.094 yard / second'")).toBe("'1.094 yard / second'");
    expect(resultValue("3 (using the core schema by default)")).toBeUndefined();
    expect(freeNames("format_date(d, locale='en')")).toEqual(["format_date", "d"]);
    expect(freeNames("ms(60000, { long: true })")).toEqual(["ms", "true"]);
  });

  it("is read back by the offline reader from the same lines", () => {
    const seen = numberedLines(README);
    const analysis = analyseQuestion("What does `dur('1h')` return?");
    expect(findCandidates(analysis, seen, new Map())[0]?.answer).toBe("3600000");
  });

  it("reaches the questioner's facts with its evidence", () => {
    const facts = factsIn(numberedLines(README), 1, README.length, { title: "dur", format: "markdown" });
    const fact = facts.find((candidate) => candidate.question === "What does `dur('1h')` return?");
    expect(fact?.evidence).toEqual([{ start_line: 9, end_line: 9 }]);
  });
});

// A reStructuredText page: lead-ins that end in a colon over one line of code.
const LEAD_INS = [
  "Systems",
  "=======",
  "",
  "You can list which output formats are installed:",
  "",
  ".. doctest::",
  "",
  "    >>> sorted(frob.formats)",
  "    ['csv', 'json']",
  "",
  "You can also write the report to standard output like this:",
  "",
  ".. code-block:: bash",
  "",
  "    frob report --stdout",
  "",
  "You can do this too:",
  "",
  "    frob again",
  "",
  "You can configure it with a file:",
  "",
  "    frob --config frob.ini",
  "",
  "You can set up a table and fill it:",
  "",
  "    >>> table = frob.Table()",
  "    >>> table.fill()",
  "",
  "You can help the project in several ways:",
  "",
  "* reporting the bugs you find",
  "",
  "To count the rows of a table, use:",
  "",
  "    frob.count('rows.csv')",
  "",
  ">>> import frob",
];

describe("lead-ins over their code", () => {
  it("asks how to do the task a lead-in names, with the one line of code under it as the answer", () => {
    const facts = leads(LEAD_INS);
    expect(facts["How can you list which output formats are installed in frob?"]).toBe("sorted(frob.formats)");
    // The manner ("like this") is not part of the task; the library is named by the task already.
    expect(facts["How can you also write the report to standard output in frob?"]).toBeUndefined();
    expect(facts["How can you write the report to standard output in frob?"]).toBe("frob report --stdout");
    // "To X, use:" over a call that is no shell command.
    expect(facts["How can you count the rows of a table in frob?"]).toBe("frob.count('rows.csv')");
  });

  it("refuses a task that points back, and code of more than one line", () => {
    const questions = Object.keys(leads(LEAD_INS)).join("\n");
    expect(questions).not.toMatch(/this too|configure it|set up a table|help the project/);
  });

  it("names the library from its one import, and is read back by the reader", () => {
    const lines = numberedLines(LEAD_INS);
    expect(libraryName(lines)).toBe("frob");
    // A Sphinx title's name counts only when the page uses it.
    expect(libraryName(numberedLines(["Frob reads files."]), "Quick Start — Frob - Fast Reader 1.2 documentation")).toBeUndefined();
    expect(libraryName(numberedLines(["Frob reads files."]), "Quick Start — Frob 1.2 documentation")).toBe("Frob");
    const analysis = analyseQuestion("How can you list which output formats are installed in frob?");
    expect(findCandidates(analysis, lines, new Map())[0]?.answer).toBe("sorted(frob.formats)");
  });
});

describe("a lead-in that names its tool over an example of it (the hundred-thirty-ninth held-out set)", () => {
  it("asks nothing of the example line as how to do the task, and still asks a lead-in that names no tool", () => {
    const named = leads(["To remove negations except in literals use literalize():", ">>> (~(x|~y)).literalize()", "~x&y", ""]);
    expect(Object.keys(named)).toEqual([]);
    const unnamed = leads(["To list the frobs of a reel, run:", ">>> reel.frobs()", ""]);
    expect(Object.values(unnamed)).toContain("reel.frobs()");
  });
});

describe("a lead-in over a form to fill in", () => {
  it("asks nothing of 'using the form:' (the form is no code that does the task), and still asks a command's lead-in", () => {
    const lines = ["You can embed a frob specification within a widget specification using the form:", "", "    operator spec", "", "You can write the report to a file with the following command:", "", "    frob report --out report.txt", ""];
    const facts = leads(lines);
    expect(Object.keys(facts).some((question) => question.includes("embed"))).toBe(false);
    expect(facts["How can you write the report to a file in frob?"] ?? facts["How can you write the report to a file?"]).toBe("frob report --out report.txt");
  });
});
