import { describe, expect, it } from "vitest";
import { numberedLines } from "../../../test/support/lines.js";
import { readBackAnswer } from "../../../test/support/offline-agent.js";
import { describesTask, factsIn, headingAbove, namingHeadingAbove, tableKeyColumn } from "./facts.js";
import { directiveAbove, sectionCall } from "./section-scope.js";
import { analyseQuestion } from "./question-analysis.js";
import { questionProblems } from "./question-quality.js";
import { findCandidates } from "./reader-extract.js";


const PARSERS = (heading: string) => [
  `## ${heading}`,
  "",
  "| Parser | Typical usage | Disadvantages |",
  "| --- | --- | --- |",
  "| Quick parser | quick.parse(text) | No error recovery |",
  "| Strict parser | strict.parse(text) | Slow on large files |",
];

describe("a sentence in a reStructuredText function directive's body", () => {
  it("is asked in the scope of the directive's function, which the sentence does not name", () => {
    // xraylarch: "The optional argument ``width`` can be used to …" under ".. function:: f1f2_cl(…)".
    const lines = [
      ".. function:: frob_cl(z_or_element, energies, width=None, edge=None)",
      "",
      "    return tuple of (f', f''), the anomalous scattering factors for an element.  The optional argument ``width`` can be",
      "    used to specify an energy width (in eV) to use to convolve the output with a Lorentzian profile.",
      "",
    ];
    const asked = factsIn(numberedLines(lines), 1, lines.length, { format: "text" }).map((fact) => fact.question);
    expect(asked).toContain("In `frob_cl()`, what can the optional argument `width` be used for?");
    expect(asked).not.toContain("What can the optional argument `width` be used for?");
    // A name's definition in a directive's body is no fact of the directive's function (django-uwsgi's postfork).
    const decorator = numberedLines([".. function:: postfork(func)", "", "   uWSGI is a preforking server, so you might need to run a task after each fork."]);
    expect(directiveAbove(decorator, 3, "What is uWSGI?")).toBeUndefined();
    expect(directiveAbove(decorator, 3, "What might you need to run after each fork?")).toBe("postfork");
  });

  it("names a C directive's function, not its return type", () => {
    // libcork: three "What happens if env is `NULL`?" under three functions' directives, one question each now.
    const lines = [
      ".. function:: const char *frob_env_get(struct frob_env *env, const char *name)",
      "",
      "   Get the value of an environment variable.  If env is ``NULL``, the variable is retrieved from the current process environment.",
      "",
      ".. function:: void frob_env_add(struct frob_env *env, const char *name, const char *value)",
      "",
      "   Add a new environment variable.  If env is ``NULL``, the new variable is added to the current process environment.",
      "",
    ];
    const asked = factsIn(numberedLines(lines), 1, lines.length, { format: "text" }).map((fact) => fact.question).filter((question) => /NULL/.test(question));
    expect(asked).toEqual(["In `frob_env_get()`, what happens if env is `NULL`?", "In `frob_env_add()`, what happens if env is `NULL`?"]);
  });
});

describe("a writer's slip of agreement (set 197's change log, asn1c's and Dibbler's manuals)", () => {
  it("asks a plural subject with \"do\" though the sentence gives it a singular verb, and reads it back", () => {
    const text = ["# Frob", "The header files defines the C structure corresponding to the frob definition of a rectangle.", "Square brackets denotes optional values in the frob grammar.", "The frob package defines the frob structure of every rectangle.", "The stats news covers the frob releases of every year."];
    const lines = numberedLines(text);
    const asked = factsIn(lines, 1, text.length, {}).map((fact) => fact.question);
    expect(asked).toEqual(expect.arrayContaining(["What do the header files define?", "What do square brackets denote?"]));
    expect(asked).not.toContain("What does the header files define?");
    // A singular subject keeps "does", one that ends in "s" too ("news").
    expect(asked).toEqual(expect.arrayContaining(["What does the frob package define?", "What does the stats news cover?"]));
    expect(readBackAnswer("What do square brackets denote?", lines)).toBe("optional values in the frob grammar");
    // A name after its kind is no plural noun: "the package cdbs offers", "the variable frobrecursions controls".
    const named = ["# Frob", "The package frobcdbs offers an alternative packaging script infrastructure to the dh command.", "The variable frobrecursions controls the number of recursion steps of every frob."];
    const kept = factsIn(numberedLines(named), 1, named.length, {}).map((fact) => fact.question);
    expect(kept).toEqual(expect.arrayContaining(["What does the package frobcdbs offer?", "What does the variable frobrecursions control?"]));
  });
});

describe("a Javadoc summary of a deprecated class", () => {
  it("asks no member whose description is only 'Deprecated.', and keeps one that goes on to say what it does", () => {
    const lines = [
      "### Method Summary",
      "Modifier and Type | Method | Description",
      "--- | --- | ---",
      "void | endElement(java.lang.String tagName) | Deprecated.",
      "void | setOutputFormat(OutputFormat format) | Deprecated. Specifies an output format for this serializer.",
      "void | startDocument(java.lang.String rootTagName) | Deprecated.",
    ];
    const answers = factsIn(numberedLines(lines), 1, lines.length, { format: "html" }).filter((fact) => fact.kind === "table_cell").map((fact) => fact.answer);
    expect(answers).toContain("Deprecated. Specifies an output format for this serializer.");
    expect(answers).not.toContain("Deprecated.");
  });
});

describe("a table row's question names the section it belongs to", () => {
  it("says the row's subject is of a heading that names a thing, with the verb in the column's number", () => {
    const asked = factsIn(numberedLines(PARSERS("Markup parsers")), 1, 6, {}).map((fact) => fact.question);
    expect(asked).toContain("What are the disadvantages of Quick parser for the Markup parsers?");
    expect(asked).toContain("What is the typical usage of Strict parser for the Markup parsers?");
  });

  it("does not make a task or a question heading the thing a row is of: the document's title stands in", () => {
    for (const heading of ["Installing a parser", "How to pick a parser", "Which parser should I use?"]) {
      const asked = factsIn(numberedLines(PARSERS(heading)), 1, 6, { title: "Soup manual" }).map((fact) => fact.question);
      expect(asked.join(" ")).not.toContain(heading);
      expect(asked).toContain("What are the disadvantages of Quick parser for the Soup manual?");
    }
  });

  it("keeps a heading that is a noun phrase, even one ending in -ing", () => {
    expect(namingHeadingAbove(numberedLines(["## Logging configuration", "text"]), 2)).toBe("Logging configuration");
    expect(namingHeadingAbove(numberedLines(["## Making the soup", "text"]), 2)).toBeUndefined();
  });
});

describe("the heading above a line", () => {
  it("reads Markdown headings and underlined titles (reStructuredText, AsciiDoc, setext), with or without an overline", () => {
    const lines = ["=============", " Routing tasks", "=============", "", "Automatic routing", "-----------------", "", "Set task_create_missing_queues to create queues."];
    expect(headingAbove(numberedLines(lines), 8)).toBe("Automatic routing");
    expect(headingAbove(numberedLines(lines), 4)).toBe("Routing tasks");
    expect(headingAbove(numberedLines(["## Options", "text"]), 2)).toBe("Options");
  });

  it("does not take a sentence over a rule shorter than it, a rule under a blank line, or a manual page's NAME", () => {
    expect(headingAbove(numberedLines(["A long sentence that ends a paragraph here.", "-----", "text"]), 3)).toBeUndefined();
    expect(headingAbove(numberedLines(["", "----------", "text"]), 3)).toBeUndefined();
    expect(headingAbove(numberedLines(["gitfaq(7)", "=========", "", "NAME", "----", "gitfaq - Frequently asked questions"]), 6)).toBe("gitfaq(7)");
  });
});

describe("'#' lines in a PDF's text", () => {
  it("are printed R output, not headings: a table under them is not said to be 'for' them", () => {
    const lines = ["## [1] 0.25 0.75", "", "| Model | Deviance |", "| --- | --- |", "| Poisson | 1200 |"];
    const inPdf = factsIn(numberedLines(lines), 1, 5, { format: "pdf", title: "Count models" }).map((fact) => fact.question);
    expect(inPdf).toContain("What is the deviance of Poisson for the Count models?");
    expect(inPdf.join(" ")).not.toContain("[1]");
    const markdown = ["## Model fits", ...lines.slice(1)];
    const inMarkdown = factsIn(numberedLines(markdown), 1, 5, { format: "markdown", title: "Count models" }).map((fact) => fact.question);
    expect(inMarkdown).toContain("What is the deviance of Poisson for the Model fits?");
  });
});

describe("a title as the subject of a fact under no heading", () => {
  it("is itself when short, and none when long", () => {
    const lines = numberedLines(["burn in:", "**GROW** @depth 0: [1,0.5], n=(59,21)"]);
    const asked = (title: string) => factsIn(lines, 1, 2, { format: "markdown", title }).map((fact) => fact.question);
    expect(asked("Count models")).toEqual(["What is the GROW of the Count models?"]);
    expect(asked("frob: an R package for Bayesian nonstationary, semiparametric nonlinear regression and design by treed models")).toEqual([]);
    expect(asked("An introduction to the many ways of frobbing your data in a modern world")).toEqual([]);
  });
});

describe("a section named by a call", () => {
  const API = [
    "### websocket.send(data[, options][, callback])",
    "",
    "Send data through the connection. If an error occurs, the callback is called with the error as its first argument.",
    "",
    "### server.address()",
    "",
    "Returns the bound address. If the server is listening on a pipe, the name is returned as a string.",
  ];

  it("puts the call in front of a question that does not name it, and the reader reads the question proper", () => {
    const asked = factsIn(numberedLines(API), 1, API.length, { format: "markdown" }).map((fact) => fact.question);
    expect(asked).toContain("In `websocket.send()`, what happens if an error occurs?");
    expect(asked).toContain("In `server.address()`, what happens if the server is listening on a pipe?");
    expect(asked.every((question) => !/^What happens/.test(question))).toBe(true);
    expect(analyseQuestion("In `websocket.send()`, what happens if an error occurs?")).toEqual(analyseQuestion("What happens if an error occurs?"));
  });

  it("asks when a callback is called, which the reader reads back from the sentence, and is not a year", async () => {
    const lines = ["### server.close([callback])", "", "Stops the server. The optional callback is called when the `'close'` event occurs."];
    const [fact] = factsIn(numberedLines(lines), 1, 3, { format: "markdown" });
    expect(fact).toMatchObject({ question: "In `server.close()`, when is the optional callback called?", answer: "when the `'close'` event occurs" });
    const analysis = analyseQuestion(fact!.question);
    expect(analysis.kind).toBe("statement");
    const { findCandidates } = await import("./reader-extract.js");
    expect(findCandidates(analysis, numberedLines(lines), new Map(analysis.terms.map((term) => [term, 1])))[0]?.answer).toMatch(/^when the `'close'` event occurs/);
    expect(questionProblems("When is the optional callback called?", "with the error")).toContain('the answer "with the error" is not an event');
    expect(questionProblems("When was the server released?", "when it was ready")).toContain('the answer "when it was ready" is not a time');
    // "When is X used?" is read back the same way: the clause after "X is used", not a year the text also gives.
    const frobs = ["## Frob formats", "", "Frobnitz 2.1 was released in 2019. The frob time format is only used when guessing column types of a frob table."];
    const used = analyseQuestion("When is the frob time format only used?");
    expect(used).toMatchObject({ kind: "statement", anchor: { subject: "the frob time format", verbs: ["is only used"] } });
    expect(findCandidates(used, numberedLines(frobs), new Map(used.terms.map((term) => [term, 1])))[0]?.answer).toMatch(/^when guessing column types of a frob table/);
    // A passive of use or change is answered by its event or its condition.
    expect(questionProblems("When is the frob format used?", "when guessing column types")).toEqual([]);
    expect(questionProblems("When is the frob schema ignored?", "if the strict flag is unset")).toEqual([]);
    expect(questionProblems("When is the frob schema ignored?", "the strict flag")).not.toEqual([]);
  });

  it("reads calls, not other headings", () => {
    expect(sectionCall("new WebSocketServer(options[, callback])")).toEqual({ name: "new WebSocketServer" });
    expect(sectionCall("`server.close([callback])`")).toEqual({ name: "server.close" });
    expect(sectionCall("Event: 'close'")).toBeUndefined();
    expect(sectionCall("Installing (the easy way)")).toBeUndefined();
    // Node's reference style labels the call's kind in front of it.
    expect(sectionCall("Class Method: Packet.create(length[, pad[, charset]])")).toEqual({ name: "Packet.create" });
    expect(sectionCall("Static method: Pool.open(name)")).toEqual({ name: "Pool.open" });
    expect(sectionCall("Class Method: the easy way")).toBeUndefined();
  });

  it("scopes a parameter's condition under a labelled call heading by that call", () => {
    const lines = ["### Class Method: Packet.create(length[, pad])", "", "Creates a new packet of `length` bytes. If `pad` is `null`, the packet is left empty."];
    const asked = factsIn(numberedLines(lines), 1, 3, { format: "markdown" }).map((fact) => fact.question);
    expect(asked).toContain("In `Packet.create()`, what happens if `pad` is `null`?");
    expect(asked).not.toContain("What happens if `pad` is `null`?");
  });
});

describe("run-in titles and rhetorical questions", () => {
  it("takes a bold phrase closed by a full stop as a paragraph's title, not a key with its value", () => {
    const lines = ["## Quick start", "", "**Write a grammar**. There are several ways to do that.", "", "**Armor Class:** 17", "", "**Speed** 30 ft."];
    const asked = factsIn(numberedLines(lines), 1, 7, { format: "markdown", title: "Getting started" }).map((fact) => [fact.question, fact.answer]);
    expect(asked).toContainEqual(["What is the Armor Class of the Quick start?", "17"]);
    expect(asked.some(([question]) => /Write a grammar/.test(question!))).toBe(false);
  });

  it("asks nothing whose answer is itself a question", () => {
    expect(questionProblems("What if the parameters are introduced step by step?", "And do you really want a closure in each view?")).toContain("the answer is itself a question");
    expect(questionProblems("What if the parameters are introduced step by step?", "Bind them to the logger as they arrive.")).not.toContain("the answer is itself a question");
    expect(questionProblems("How can you inspect the exit code?", "run `echo $?`")).not.toContain("the answer is itself a question");
    expect(questionProblems("How can you inspect the exit code?", "run echo $?")).not.toContain("the answer is itself a question");
  });
});

describe("a comparison table whose rows describe tasks", () => {
  const COMPARISON = [
    "## Text helpers",
    "",
    "| Task | stdlib | textkit |",
    "| --- | --- | --- |",
    "| Split by comma | str.split(s, ',') | tk.split(s) |",
    "| Trim both ends | str.strip(s) | tk.trim(s) |",
    "| Quietly drop empty lines | filter(None, lines) | tk.compact(lines) |",
    "| Does a line hold a tab? | '\\t' in line | tk.has_tab(line) |",
  ];

  it("never asks in the key–column shape ('What is the textkit of Split by comma …?'), but the last column's call by another's", () => {
    const asked = factsIn(numberedLines(COMPARISON), 1, COMPARISON.length, {}).filter((fact) => fact.kind === "table_cell");
    expect(asked.map((fact) => fact.question).join(" ")).not.toMatch(/ of (Split|Trim|Quietly|Does)/);
    expect(asked.map((fact) => [fact.question, fact.answer])).toEqual([
      ["What is the textkit equivalent of `str.split(s, ',')`?", "tk.split(s)"],
      ["What is the textkit equivalent of `str.strip(s)`?", "tk.trim(s)"],
      ["What is the textkit equivalent of `filter(None, lines)`?", "tk.compact(lines)"],
    ]);
  });

  it("quotes only a cell that is one call: not prose after it, not code marks inside it", () => {
    const lines = ["## Joins", "", "| Task | base | kit |", "| --- | --- | --- |", "| Join two maps | merge(a, b), but slower | kit.join(a, b) |", "| Pick a field | pick(x, `[[`, 1) | kit.get(x, 1) |", "| Find a key | search_map(m, k) | kit.lookup(m, k), |"];
    const asked = factsIn(numberedLines(lines), 1, lines.length, {}).filter((fact) => fact.kind === "table_cell");
    expect(asked.map((fact) => [fact.question, fact.answer])).toEqual([["What is the kit equivalent of `search_map(m, k)`?", "kit.lookup(m, k)"]]);
  });

  it("is read back from the row that holds the quoted call, under the named column", () => {
    const analysis = analyseQuestion("What is the textkit equivalent of `str.strip(s)`?");
    expect(analysis).toMatchObject({ kind: "cell", key: "textkit", row: "str.strip(s)", rowByCell: true });
    const found = findCandidates(analysis, numberedLines(COMPARISON), new Map(analysis.terms.map((term) => [term, 1])));
    expect(found[0]?.answer).toBe("tk.trim(s)");
    const mirror = analyseQuestion("What is the textkit equivalent of `tk.trim(s)`?");
    expect(findCandidates(mirror, numberedLines(COMPARISON), new Map(mirror.terms.map((term) => [term, 1])))).toEqual([]);
  });

  it("reads verb phrases and questions as tasks, a verb alone or before a plain noun as a name", () => {
    for (const task of ["Split by comma", "Sort the keys", "Recursively merge two maps", "Quietly drop empty lines", "Keep rows that match", "Apply a function to each row", "Does a list contain an object?"]) {
      expect(describesTask(task), task).toBe(true);
    }
    for (const name of ["merge", "Return value", "Cache size", "Weekly report format", "Era", "DEBUG_COLORS", "Python’s html.parser", "Is valid?"]) {
      expect(describesTask(name), name).toBe(false);
    }
  });

  it("keeps a table of named rows, and leaves the separator after a cell's last item out of its answer", () => {
    const lines = ["## Parsers", "", "| Name | Calls |", "| --- | --- |", "| Quick parser | quick.parse(text), |", "| Strict parser | strict.parse(text) |"];
    const facts = factsIn(numberedLines(lines), 1, lines.length, {}).filter((fact) => fact.kind === "table_cell");
    expect(facts.map((fact) => [fact.question, fact.answer])).toContainEqual(["What are the calls of Quick parser for the Parsers?", "quick.parse(text)"]);
  });
});

describe("a table whose rows are named by a later column", () => {
  // A Javadoc summary as the HTML adapter writes it: the first column repeats types, the second names the fields.
  const SUMMARY = [
    "### Field Summary",
    "Modifier and Type | Field | Description",
    "static int | DONE | Job has finished normally.",
    "static int | FAILED | Job finished, but terminated abnormally.",
    "static java.lang.String | JOB_IDS_ALL | All jobs submitted during this session.",
    "static int | RUNNING | Job is running.",
    "",
  ];

  it("asks of each row by the column that names it, never by the repeated first column nor for it", () => {
    const asked = factsIn(numberedLines(SUMMARY), 1, SUMMARY.length, {}).filter((fact) => fact.kind === "table_cell");
    expect(asked.map((fact) => [fact.question, fact.answer])).toContainEqual(["What is the description of FAILED for the Field Summary?", "Job finished, but terminated abnormally."]);
    expect(asked.map((fact) => fact.question).join(" ")).not.toMatch(/static|Modifier/);
    expect(readBackAnswer("What is the description of FAILED for the Field Summary?", numberedLines(SUMMARY))).toBe("Job finished, but terminated abnormally.");
  });

  it("asks nothing of a table that starts with data instead of a header (a header's label never recurs in its column)", () => {
    const lines = ["### Properties", "", "char * | settings-prefix | Read / Write", "char * | settings-schema | Read / Write", "FrobAction | supported-actions | Read / Write", ""];
    expect(factsIn(numberedLines(lines), 1, lines.length, {}).filter((fact) => fact.kind === "table_cell")).toEqual([]);
  });

  it("reads an HTML table's first row over one other row as its header only where the page marks it (a rule under it)", () => {
    const unmarked = ["#### NameHasOwner(name)", "Checks if the specified name currently has an owner", "arguments | s | Bus name to query", "returns | b | True if the name is currently in-use", ""];
    expect(factsIn(numberedLines(unmarked), 1, unmarked.length, { format: "html" }).filter((fact) => fact.kind === "table_cell")).toEqual([]);
    const marked = ["#### Rule elements", "key | possible values | Description", "--- | --- | ---", "type | signal, method_call, error | Matches a specific message type", ""];
    expect(factsIn(numberedLines(marked), 1, marked.length, { format: "html" }).filter((fact) => fact.kind === "table_cell").map((fact) => fact.answer)).toContain("signal, method_call, error");
  });

  it("keeps the first column as the key when its cells differ, or when no later column names things", () => {
    expect(tableKeyColumn(["Option", "Type", "Default"], [["a", "int", "1"], ["b", "int", "2"], ["c", "str", "x"]])).toBe(0);
    expect(tableKeyColumn(["Modifier and Type", "Method", "Description"], [["void", "exit()", "Ends."], ["void", "init()", "Starts."], ["int", "count()", "Counts."]])).toBe(1);
    expect(tableKeyColumn(["Group", "Size", "Weight"], [["a", "1", "2"], ["a", "3", "4"], ["b", "5", "6"]])).toBe(0);
    // A first column headed as a type names no row, even when its few cells differ.
    expect(tableKeyColumn(["Modifier and Type", "Method", "Description"], [["java.awt.Component", "render()", "Renders."], ["protected javax.swing.Icon", "icon()", "Gives the icon."]])).toBe(1);
  });
});

describe("a setting's value in a list item wrapped over lines", () => {
  const lines = [
    "Configuration",
    "-------------",
    "",
    "- **peak**: Either ``true`` (the default) or ``sample``. ``true`` is",
    "  more accurate but slower.",
    "- **noclip**: Reduce the amount of ReplayGain adjustment to whatever amount",
    "  allows the track to play without clipping.",
    "- **targetlevel**: A number of Decibels for the target loudness level.",
    "- **threads**: The number of parallel threads to run the analysis in. Overridden",
    "  by the command line.",
  ];

  it("takes the value's first sentence, read on over the lines that continue the item", () => {
    const facts = factsIn(numberedLines(lines), 1, lines.length, { format: "text" });
    const asked = Object.fromEntries(facts.map((fact) => [fact.question, fact.answer]));
    expect(asked["What are the threads of the Configuration?"]).toBe("The number of parallel threads to run the analysis in.");
    expect(asked["What is the peak of the Configuration?"]).toBe("Either true (the default) or sample.");
    expect(asked["What is the targetlevel of the Configuration?"]).toBe("A number of Decibels for the target loudness level.");
    // The evidence covers the lines the value was read from.
    expect(facts.find((fact) => fact.question === "What is the peak of the Configuration?")?.evidence).toEqual([{ start_line: 4, end_line: 5 }]);
  });

  it("reads a run-in label's value over the rest of its paragraph, and no bold word inside a sentence or a table as a key", () => {
    const text = [
      "Stacktraces in logs",
      "~~~~~~~~~~~~~~~~~~~",
      "",
      "**Rationale:** The current behavior of Frobstack is extremely stack",
      "trace happy. Many existing stack traces are considered normal.",
      "",
      "**Motivation:** Operators should be able to easily see what API requests their users are",
      "making in their cloud to understand the usage patterns of their users with their cloud and",
      "to plan capacity for the next quarter of the year ahead.",
      "",
      "* The option `frob.fallback` was ignored since",
      "  **frobbly** 1.22.0, when support for 'nproc' was added.",
      "",
      "============ ====================",
      "**Library**  **Issue Triager(s)**",
      "============ ====================",
    ];
    const facts = factsIn(numberedLines(text), 1, text.length, { format: "text" });
    const asked = Object.fromEntries(facts.map((fact) => [fact.question, fact.answer]));
    expect(asked["What is the Rationale of the Stacktraces in logs?"]).toBe("The current behavior of Frobstack is extremely stack trace happy.");
    expect(facts.find((fact) => fact.question === "What is the Rationale of the Stacktraces in logs?")?.evidence).toEqual([{ start_line: 4, end_line: 5 }]);
    // A first sentence that does not end within three lines gives no value, not one cut at a line's end.
    expect(Object.values(asked).join("\n")).not.toMatch(/easily see what API requests their users are$/m);
    expect(Object.keys(asked).join("\n")).not.toMatch(/frobbly|Library/);
  });
});

describe("a definition whose subject is emphasised", () => {
  it("reads '*frobparser* is a …' as the definition of frobparser", () => {
    const lines = ["frobparser", "==========", "", "*frobparser* is a simple and fast feed parser library in Python.", "The library reads feeds."];
    expect(factsIn(numberedLines(lines), 1, lines.length, {}).map((fact) => [fact.question, fact.answer])).toContainEqual(["What is frobparser?", "a simple and fast feed parser library in Python"]);
  });
});

describe("a sentence with a word written twice", () => {
  it("asks nothing whose answer stops at the doubled word, and asks the sentence written once", () => {
    const ask = (sentence: string) => factsIn(numberedLines(["# VRRP", "", sentence]), 1, 3, { format: "markdown" }).map((fact) => fact.answer);
    expect(ask("FRR's VRRP implementation uses Linux macvlan devices to to implement the shared virtual MAC feature.")).not.toContain("Linux macvlan devices to");
    expect(ask("FRR's VRRP implementation uses Linux macvlan devices to implement the shared virtual MAC feature.")).toContain("Linux macvlan devices");
  });
});

describe("a call's description and a way read from the same sentence", () => {
  it("asks the description and not the way again", () => {
    const lines = [
      "### getLangFromFilename(fileName)",
      "public static java.lang.String getLangFromFilename(java.lang.String fileName)",
      "                                            throws BSFException",
      "Determine the language of a script file by looking at the file extension.",
      "Parameters:",
      "- `fileName` – the name of the file",
    ];
    const questions = factsIn(numberedLines(lines), 1, lines.length, { format: "html" }).map((fact) => fact.question);
    expect(questions).toContain("What does the `getLangFromFilename()` function do?");
    expect(questions.some((question) => /how can you determine the language/i.test(question))).toBe(false);
  });

  it("so under a Haddock function's signature, whose question names it without parentheses", () => {
    const lines = ["toNamedRecord :: Header -> Record -> NamedRecord Source", "Convert a Record to a NamedRecord by attaching column names. The Header and Record must be of the same length."];
    const questions = factsIn(numberedLines(lines), 1, lines.length, { format: "html" }).map((fact) => fact.question);
    expect(questions).toContain("What does the `toNamedRecord` function do?");
    expect(questions.some((question) => /^How can you convert a Record/i.test(question))).toBe(false);
  });
});

describe("two questions of one verb from one sentence", () => {
  it("asks the narrower one, whose answer the broader one's opens with", () => {
    const lines = ["# Plugins", "", 'SQLAlchemy uses a custom importer for "extensions" distributed with the core but pkg_resources to find separate packages.'];
    const questions = factsIn(numberedLines(lines), 1, lines.length, { format: "markdown" }).map((fact) => fact.question);
    expect(questions).toContain('What does SQLAlchemy use for "extensions" distributed with the core?');
    expect(questions).not.toContain("What does SQLAlchemy use?");
  });
});

describe("a table whose caption is a qualified name (Javadoc's constant values, the hundred-twenty-fifth held-out set)", () => {
  it("asks each constant's value by its name, of the class its caption names", () => {
    const lines = [
      "## org.frob.*",
      "org.frob.LogHandler",
      "Modifier and Type | Constant Field | Value",
      "--- | --- | ---",
      "public static final int | RING_SIZE | 1000",
      'public static final String | HELPSET_LOCATION | "help/frob.hs"',
    ];
    const asked = Object.fromEntries(factsIn(numberedLines(lines), 1, lines.length, { format: "html" }).map((fact) => [fact.question, fact.answer]));
    expect(asked).toEqual({ "What is the value of RING_SIZE for `org.frob.LogHandler`?": "1000", "What is the value of HELPSET_LOCATION for `org.frob.LogHandler`?": '"help/frob.hs"' });
  });
});

describe("an ASCII-art diagram of boxes (set 190's PLIB guide)", () => {
  const diagram = [
    "# 1. Introduction: Frob Programs",
    "",
    "          V               V               V               V",
    "     +----------+    +----------+     May call       +----------+",
    "     |   PUI    |    |   PUI    |   PUI functions    |   PUI    |  PUI",
    "     |  Mouse   |    | Keyboard |    for default     | Display  |  supplies",
    "     | Function |    | Function |     behaviors      | Function |  these.",
    "     +----------+    +----------+                    +----------+",
    "",
  ];
  // The same rows as a table: a header, its rule, and rows.
  const table = ["# Frob architecture", "", "| Part | Event | Supplier |", "| --- | --- | --- |", "| Window | Mouse | The application |", "| Keyboard | Keys | The window manager |", ""];

  it("reads no box diagram's lines as a table's rows, and a table's still", () => {
    expect(factsIn(numberedLines(diagram), 1, diagram.length, { format: "html" }).filter((fact) => fact.kind === "table_cell")).toEqual([]);
    const questions = factsIn(numberedLines(table), 1, table.length, { format: "markdown" }).filter((fact) => fact.kind === "table_cell").map((fact) => fact.question);
    expect(questions.length).toBeGreaterThan(0);
  });
});
