import { describe, expect, it } from "vitest";
import { bareGeneric, briefEntryAbove, callAbove, declarationAbove, declaredFunction, sectionCall, genericNoun, headingCall, headingThing, pointsBack, properNouns, resolveSelfReferences, sectionScoped, sectionThing, signatureLine, sharedSentence, signatureScoped, titleName } from "./section-scope.js";
import { factsIn } from "./facts.js";
import { analyseQuestion } from "./question-analysis.js";
import { numberedLines } from "../../../test/support/lines.js";


describe("section scope: a question that names nothing says its section's thing", () => {
  it("finds the generic noun of a question that has no name of its own", () => {
    expect(genericNoun("How is the priority support implemented?")).toBe("support");
    expect(genericNoun("What is the character `:`?")).toBe("character");
    // a name of its own: code, a path, a proper noun, a quoted term
    expect(genericNoun("What does the `sparse` option return?")).toBeUndefined();
    expect(genericNoun("What does the Redis transport support?")).toBeUndefined();
    expect(genericNoun('What is a "configuration file"?')).toBeUndefined();
    // a verb, not a noun; a noun said which by what follows
    expect(genericNoun("Which command do you run to list all packages?")).toBeUndefined();
    expect(genericNoun("Which command updates the list of packages?")).toBeUndefined();
  });

  it("reads a heading as naming a thing only when it holds a name", () => {
    const proper = properNouns(["While the Celery Redis transport honours it, Redis itself has no notion of order."]);
    expect(headingThing("Redis Message Priorities", proper)).toBe("Redis message priorities");
    expect(headingThing("IPC connections")).toBe("IPC connections");
    expect(headingThing("/usr/lib : Libraries for programming and packages")).toBe("/usr/lib");
    expect(headingThing("`websocket.binaryType`")).toBe("`websocket.binaryType`");
    expect(headingThing("9.3.41.39: `set path'")).toBe("`set path`");
    // Sphinx autodoc's entries, as the HTML adapter heads them: the entry named as code, a call with its parentheses.
    expect(headingThing("method select(**kwargs)")).toBe("`select()`");
    expect(headingThing("abstract method frob.Tree.walk(visitor, depth=None)")).toBe("`frob.Tree.walk()`");
    expect(headingThing("class pygrib.open(filename)")).toBe("`pygrib.open`");
    expect(headingThing("attribute frob.Tree.size: int")).toBe("`frob.Tree.size`");
    // no name, a task, a question, a kind after an article, a plural acronym, a name only after a preposition
    expect(headingThing("Specific Options", proper)).toBeUndefined();
    expect(headingThing("Conventions", proper)).toBeUndefined();
    expect(headingThing("Installing a parser", proper)).toBeUndefined();
    expect(headingThing("How do I use Redis?", proper)).toBeUndefined();
    expect(headingThing("Hands-on with the API")).toBeUndefined();
    expect(headingThing("APIs with JSON")).toBeUndefined();
    // R's printed output, marked "##" by knitr (adegraphics' vignette: "In [6] "stats" "s.misc" "Call", how …?").
    expect(headingThing('[6] "stats"        "s.misc"       "Call"')).toBeUndefined();
    expect(headingThing("[report] precision")).toBe("[report] precision");
  });

  it("takes a word as a proper noun when running text writes it with its capital more often than without", () => {
    const proper = properNouns(["Redis Message Priorities", "------------------------", "The Celery Redis transport keeps a message in order.", "A message waits."]);
    expect(proper("Redis")).toBe(true);
    expect(proper("Message")).toBe(false); // the title's capital does not count
  });

  it("says the thing in front, unless the question already says it", () => {
    expect(sectionScoped("How is the priority support implemented?", "Redis message priorities")).toBe("In Redis message priorities, how is the priority support implemented?");
    expect(sectionScoped("What happens if an application uses a subdirectory?", "/usr/lib")).toBe("In `/usr/lib`, what happens if an application uses a subdirectory?");
    // A reStructuredText heading's emphasis is no part of its name.
    expect(sectionScoped("What does the field type affect?", "**ca_field.h** -- extension fields")).toBe("In ca_field.h -- extension fields, what does the field type affect?");
    expect(sectionScoped("How may the root account's home directory be determined?", "/root")).toBeUndefined();
    expect(sectionScoped("What does the Redis transport do?", "Redis message priorities")).toBeUndefined();
    expect(sectionScoped("How is the priority support implemented?", undefined)).toBeUndefined();
  });

  it("finds the section's thing over a plain-text standard's 'Purpose' sub-heading, never the top heading", () => {
    const fhs = numberedLines([
      "4. The /usr Hierarchy",
      "",
      "4.6. /var/lib : Libraries for programs",
      "",
      "4.6.1. Purpose",
      "",
      "   Programs may use a single subdirectory under /var/lib.",
    ]);
    expect(sectionThing(fhs, 7)).toBe("/var/lib");
    const top = numberedLines(["# widget", "", "## Conventions", "", "Give your name a prefix."]);
    expect(sectionThing(top, 5)).toBeUndefined();
    expect(sectionThing(numberedLines(["# widget", "", "Give your name a prefix."]), 3)).toBeUndefined();
  });

  it("takes no changelog section of changes ('New features', 'Bug fixes') for the thing a line is about", () => {
    const news = numberedLines(["# frobwot 0.1.11", "", "## New features", "", "* If the data is too spread out, reduce the value of `dens_weight`."]);
    // uwot's NEWS.md writes "New" capitalised inside its text ("New function: …", "New parameter: …"), so the word
    // reads as a name there; a section of changes is still no thing.
    const newIsAName = { properNoun: (word: string) => word === "New" };
    expect(sectionThing(news, 5, newIsAName)).toBeUndefined();
    const gadgets = numberedLines(["# frobwot", "", "## FROB widgets", "", "* If the data is too spread out, reduce the value of `dens_weight`."]);
    expect(sectionThing(gadgets, 5, newIsAName)).toBe("FROB widgets");
  });

  it("reads a reStructuredText role in a heading as the name it shows", () => {
    const rst = numberedLines(["Widgets", "=======", "", ":py:mod:`gadget` API", "--------------------", "", "The builder makes frames."]);
    expect(sectionThing(rst, 7)).toBe("gadget API");
  });

  it("finds a bare generic noun: a determiner, at most a situating adjective, the noun, then its verb, a symbol or the end", () => {
    expect(bareGeneric('What happens if you append a "*" to the end of your name?')).toBe("your name");
    expect(bareGeneric("How can you view current settings?")).toBe("current settings");
    expect(bareGeneric("What happens if an error occurs?")).toBe("an error");
    // a check is of some value, a response to some request: which one, only the section says
    expect(bareGeneric("What happens if the check succeeds?")).toBe("the check");
    expect(bareGeneric("What happens when the response is empty?")).toBe("the response");
    // data downloaded by which call, options of which command
    expect(bareGeneric("What happens if some data was downloaded?")).toBe("some data");
    expect(bareGeneric("What happens if no options are specified?")).toBe("no options");
    // a name before the noun, an indefinite object (any message), an ordinal that says which
    expect(bareGeneric("What does the echo setting do?")).toBeUndefined();
    expect(bareGeneric("How can you flash a message?")).toBeUndefined();
    // a noun that can be any one of its kind (not relational): said of every file
    expect(bareGeneric("What happens if a file is re-added within 100 ms?")).toBeUndefined();
    expect(bareGeneric("What happens if the file is opened lazily?")).toBeUndefined();
    expect(bareGeneric("What happens if a path portion has a `.` as the first character?")).toBeUndefined();
  });
});

describe("section scope in the questioner (facts.ts) and the reader (question-analysis.ts)", () => {
  const redis = [
    "Queue Priorities",
    "================",
    "",
    "The Celery Redis transport honours the priority field, but Redis itself keeps no order.",
    "",
    "Redis Message Priorities",
    "------------------------",
    "",
    "The priority support is implemented by creating four lists for each queue.",
  ];

  it("asks a generic question of a named section in its scope, and the reader reads the scope off", () => {
    const questions = factsIn(numberedLines(redis), 1, redis.length, { format: "text" }).map((fact) => fact.question);
    const scopedQuestion = questions.find((question) => /priority support/.test(question));
    expect(scopedQuestion).toBe("In Redis message priorities, how is the priority support implemented?");
    expect(analyseQuestion(scopedQuestion!).question).toBe("How is the priority support implemented?");
    // a path in backticks: the condition is read as the question proper's
    expect(analyseQuestion("In `/usr/lib`, what happens if an application uses a subdirectory?").condition?.clause).toBe("an application uses a subdirectory");
  });

  it("scopes a question to a call named in bold over the indented text it stands in, as a reStructuredText reference lists calls", () => {
    const lines = [
      "frob Functions",
      "--------------",
      "",
      "**root(...)**",
      "    root(x) returns the square root of x. If complex mode is enabled, negative values of x",
      "    will return a complex number.",
      "",
      "**depth()**",
      "    Returns the depth of the tree.",
    ];
    const questions = factsIn(numberedLines(lines), 1, lines.length, { format: "text" }).map((fact) => fact.question);
    expect(questions).toContain("In `root()`, what happens if complex mode is enabled?");
  });

  it("refuses a bare generic question under a heading that names nothing", () => {
    const lines = ["# widget", "", "## Conventions", "", "If you append a star to the end of your name, the logger is always enabled."];
    const questions = factsIn(numberedLines(lines), 1, lines.length, { format: "markdown" }).map((fact) => fact.question);
    expect(questions.some((question) => /your name/.test(question))).toBe(false);
    // the same sentence under a heading that names the thing is asked in its scope
    const named = ["# widget", "", "## The `DEBUG_NAME` variable", "", "If you append a star to the end of your name, the logger is always enabled."];
    const scopedQuestions = factsIn(numberedLines(named), 1, named.length, { format: "markdown" }).map((fact) => fact.question);
    expect(scopedQuestions).toContain("In the DEBUG_NAME variable, what happens if you append a star to the end of your name?");
  });
});

describe("subjects that point back at a thing named before their sentence", () => {
  it("finds a bare kind, a relational noun without its 'of', an ordinal alone and a demonstrative", () => {
    expect(pointsBack("What does the member function return?")).toBe("the member function");
    expect(pointsBack("Why can the object be seen as a list of vectors?")).toBe("the object");
    expect(pointsBack("Who described the models supported by the function in detail?")).toBe("the function");
    expect(pointsBack("What is passed to the function?")).toBe("the function");
    expect(pointsBack("What does the standard library include?")).toBe("the standard library");
    expect(pointsBack("What does the frobbase implementation use?")).toBe("the frobbase implementation");
    expect(pointsBack("Which command do you run to load the lite version?")).toBe("the lite version");
    expect(pointsBack("Why is the alternate recommendation to use a wrapper?")).toBe("the alternate recommendation");
    expect(pointsBack("What happens when the first is FALSE?")).toBe("the first");
    expect(pointsBack("What does this option change?")).toBe("this option");
  });

  it("leaves a kind that a name, a complement or a noun after it says which", () => {
    expect(pointsBack("What does the frob function return?")).toBeUndefined(); // a name before it
    expect(pointsBack("What does the package zoo provide?")).toBeUndefined(); // a name in apposition
    expect(pointsBack("What does the function `frob` return?")).toBeUndefined();
    expect(pointsBack("What does the method of aggregate return?")).toBeUndefined(); // "of …"
    expect(pointsBack("What do the methods for dense matrices use?")).toBeUndefined();
    expect(pointsBack("What is the object database?")).toBeUndefined(); // "object" modifies "database"
    expect(pointsBack("What is the variable benefit?")).toBeUndefined(); // a kind, then its name
    expect(pointsBack("What is the implementation of frob based on?")).toBeUndefined();
    expect(pointsBack("What happens if a path portion has a `.` as the first character?")).toBeUndefined();
    expect(pointsBack("In `frob()`, what does the callback receive?")).toBeUndefined();
  });

  it("refuses such a question under no naming heading, and scopes it under one", () => {
    const pdf = ["Sorting", "", "Lists are sorted with the .sort() member function.", "The member function applies the comparison given as its argument."];
    const asked = factsIn(numberedLines(pdf), 1, pdf.length, { format: "text" }).map((fact) => fact.question);
    expect(asked.some((question) => /the member function/.test(question))).toBe(false);
    const named = ["# widget", "", "## The `frob_sort` helper", "", "The member function applies the comparison given as its argument."];
    const scopedQuestions = factsIn(numberedLines(named), 1, named.length, { format: "markdown" }).map((fact) => fact.question);
    expect(scopedQuestions.some((question) => /the member function/.test(question))).toBe(true);
    expect(scopedQuestions.filter((question) => /the member function/.test(question)).every((question) => question.startsWith("In the frob_sort helper, "))).toBe(true);
  });
});

describe("'this module', 'this method': said by the name the title or the call heading gives", () => {
  it("reads one name off a title, and none off a title of words", () => {
    expect(titleName("frobnik")).toBe("frobnik");
    expect(titleName("frob-cache <sup>[![Version Badge][npm-svg]][pkg-url]</sup>")).toBe("frob-cache");
    expect(titleName("Frob.js")).toBe("Frob.js");
    expect(titleName("frobr: An R Package for Frobbing")).toBe("frobr");
    // A title that names its package by its kind names it too.
    expect(titleName("The frobr Package")).toBe("frobr");
    expect(titleName("The CGDS-R library")).toBe("CGDS-R");
    expect(titleName("The frob macro package")).toBeUndefined();
    expect(titleName("An Introduction to frobr")).toBeUndefined();
    expect(titleName("Quick Start — Frob 1.2 documentation")).toBeUndefined();
    expect(titleName("README")).toBeUndefined();
  });

  it("reads the call or the class a heading names", () => {
    expect(headingCall("frob(dir, [opts]) -> Promise<String | undefined>")).toEqual({ name: "`frob()`", kind: "function" });
    expect(headingCall("socket.pause()")).toEqual({ name: "`socket.pause()`", kind: "method" });
    expect(headingCall("Class: FrobServer")).toEqual({ name: "`FrobServer`", kind: "class" });
    expect(headingCall("Platform support")).toBeUndefined();
  });

  it("resolves a sentence's 'This module' by the title and 'This method' by the nearest call heading, and nothing else", () => {
    const text = numberedLines([
      "# frobnik",
      "",
      "This module is a small parser of frob files.",
      "",
      "## socket.pause()",
      "",
      "Pause the socket. This method is safe to call twice.",
      "",
      "## Notes",
      "",
      "This method is never called by the parser.",
      "This document describes version 2.",
    ]);
    const resolved = resolveSelfReferences(text, { title: "frobnik" });
    expect(resolved.get(3)).toBe("The frobnik module is a small parser of frob files.");
    expect(resolved.get(7)).toBe("Pause the socket. The `socket.pause()` method is safe to call twice.");
    expect(resolved.get(11)).toBe("This method is never called by the parser."); // the nearest heading names no call
    expect(resolved.get(12)).toBe("This document describes version 2.");
    // No title that is one name: the same text, untouched.
    expect(resolveSelfReferences(numberedLines(["This module is a small parser."]), { title: "An Introduction" })).toBeInstanceOf(Map);
    expect(resolveSelfReferences(numberedLines(["This module is a small parser."]), { title: "An Introduction" }).get(1)).toBe("This module is a small parser.");
  });

  it("asks the resolved sentence in the fact finder, and the reader reads it back", () => {
    const lines = numberedLines(["# frobnik", "", "parse frob files", "", "This module is the core of the frob toolkit without its command line."]);
    const asked = factsIn(lines, 1, 5, { title: "frobnik" }).map((fact) => `${fact.question} → ${fact.answer}`);
    expect(asked).toContain("What is the frobnik module? → the core of the frob toolkit without its command line");
    expect(factsIn(lines, 1, 5, {}).map((fact) => fact.question)).not.toContain("What is the frobnik module?");
  });
});

describe("a parameter asked under a signature line (PDF and Rd manuals)", () => {
  const text = new Map([
    [1, "smooth.series (y, span=0.5, kernel='gauss')"],
    [2, "Smooths a series with a moving kernel."],
    [3, "The argument y must be a numeric vector without gaps."],
    [4, "smooth.grid (y, kernel='box', edge=NULL)"],
    [5, "The argument y is a matrix of heights on a regular grid."],
    [6, "The specified kernel weights the neighbours of each cell."],
    [7, "3 Choosing a kernel"],
    [8, "The argument y is always copied first."],
  ]);
  it("reads a line that is only a signature, not a formula or a call with literal or nested arguments", () => {
    expect(signatureLine("smooth.series (y, span=0.5, kernel='gauss')")).toEqual({ name: "smooth.series", parameters: ["y", "span", "kernel"] });
    expect(signatureLine("d(A, B) = min d(a, b)")).toBeUndefined();
    expect(signatureLine("library('smoothie')")).toBeUndefined();
    expect(signatureLine("smooth.series(diff(y), span=[...])")).toBeUndefined();
  });

  it("names the nearest signature's call for a parameter it takes, and nothing past a section heading", () => {
    expect(signatureScoped(text, 3, "What must the argument y be?")).toBe("In `smooth.series()`, what must the argument y be?");
    expect(signatureScoped(text, 5, "What is the argument y?")).toBe("In `smooth.grid()`, what is the argument y?");
    expect(signatureScoped(text, 6, "What does the specified kernel weight?")).toBe("In `smooth.grid()`, what does the specified kernel weight?");
    expect(signatureScoped(text, 8, "What is always copied first?")).toBeUndefined();
    expect(signatureScoped(text, 8, "What happens to the argument y?")).toBeUndefined();
  });

  it("leaves a question that names the call already, or names no parameter as one", () => {
    expect(signatureScoped(text, 5, "What does smooth.grid do with the argument y?")).toBeUndefined();
    expect(signatureScoped(text, 2, "What does the function smooth with?")).toBeUndefined();
    expect(signatureScoped(text, 6, "How are the neighbours of a kernel weighted?")).toBeUndefined();
  });
});

describe("a sentence the document repeats under several functions", () => {
  const doc = [
    "int BufAppend(Buf *dst, const char *src);",
    "Appends src to dst. If the buffer cannot grow any further, the call returns -1 and leaves dst unchanged.",
    "",
    "int BufPrepend(Buf *dst, const char *src);",
    "Prepends src to dst. If the buffer cannot grow any further, the call returns -1 and leaves dst unchanged.",
  ];
  it("finds the shared sentence and the prototype above each", () => {
    const text = numberedLines(doc);
    const owner = (line: number) => callAbove(text, line);
    expect(sharedSentence(text, "If the buffer cannot grow any further, the call returns -1 and leaves dst unchanged.", owner)).toBe(true);
    // Said twice under one function: one owner's.
    const once = numberedLines(["int BufAppend(Buf *dst, const char *src);", "The call never blocks the caller.", "", "The call never blocks the caller."]);
    expect(sharedSentence(once, "The call never blocks the caller.", (line) => callAbove(once, line))).toBe(false);
    expect(sharedSentence(text, "Appends src to dst.")).toBe(false);
    expect(callAbove(text, 5)).toBe("BufPrepend");
    expect(callAbove(numberedLines([".. function:: grow(buf, *, hard=False)", "", "   If *hard* is true, fail loudly."]), 3)).toBe("grow");
    expect(callAbove(numberedLines(["Plain prose about grow(x) in a sentence.", "If it fails, nothing happens."]), 2)).toBeUndefined();
    expect(callAbove(numberedLines(["## grow.sync(buf, opts) -> Buf", "", "If it fails, nothing happens."]), 3)).toBe("grow.sync");
    expect(callAbove(numberedLines(["## Growing buffers", "", "If it fails, nothing happens."]), 3)).toBeUndefined();
  });
  it("names the function in front of a question made from the shared sentence", () => {
    const questions = factsIn(numberedLines(doc), 1, doc.length, { format: "text" }).map((fact) => fact.question);
    const shared = questions.filter((question) => /cannot grow/.test(question));
    expect(shared.length).toBeGreaterThan(0);
    expect(shared.filter((question) => !/^In `Buf(?:Append|Prepend)\(\)`, /.test(question))).toEqual([]);
  });
  it("reads a configuration file's option heading as the setting it names", () => {
    expect(headingThing("[output] verbosity")).toBe("[output] verbosity");
  });
});

describe("a heading that leads into its section with a colon", () => {
  it("names its thing without the colon", () => {
    expect(headingThing("Internal FROB pipeline statistics summary:")).toBe("internal FROB pipeline statistics summary");
  });
});

describe("a paragraph under a heading that names a file", () => {
  it("reads the file as the subject of its opening 'This is …' or 'Used to …', and an identifier's heading not", () => {
    // django-contact-form's quick start: "### django_contact_form/contact_form.html" / "This is used to display the contact form."
    const lines = ["### frob_form/contact_form.html", "This is used to display the contact form. It has a RequestContext.", "", "### frob_form/subject.txt", "Used to render the subject of the email.", "", "### frob_cookie_list", "This is an extended version of frob_list()."];
    const resolved = resolveSelfReferences(numberedLines(lines));
    expect(resolved.get(2)).toBe("`frob_form/contact_form.html` is used to display the contact form. It has a RequestContext.");
    expect(resolved.get(5)).toBe("`frob_form/subject.txt` is used to render the subject of the email.");
    expect(resolved.get(8)).toBe("This is an extended version of frob_list().");
  });
});

describe("a member's description under its declaration (BoostBook's class reference)", () => {
  const lines = [
    "### frob_allocator friend functions",
    "void swap(self_t & alloc1, self_t & alloc2);",
    "Swaps allocators. Does not throw. If each allocator is placed in a different memory segment, the result is undefined.",
    "",
    "If each pool is placed in a different memory segment, the result is undefined.",
  ];

  it("finds the declaration right above the paragraph, and none past a blank line or in prose", () => {
    expect(declarationAbove(numberedLines(lines), 3)).toBe("swap");
    expect(declarationAbove(numberedLines(lines), 5)).toBeUndefined();
    expect(declarationAbove(numberedLines(["Call swap(a, b) to swap.", "If a is empty, nothing happens."]), 2)).toBeUndefined();
    // SWIG's manual (the hundred-forty-first held-out set): a member of an example's class body, the block closed
    // between it and the sentence, is no declaration the sentence describes.
    const example = ["class List {", "  int length();", "  int get(int n);", "};", "The argument to %template() is the name of the instantiation in the target language."];
    expect(declarationAbove(numberedLines(example), 5)).toBeUndefined();
  });

  it("takes the paragraph after a run of declarations, each over its brief, for the group's (LifeLines' report manual, set 189)", () => {
    const group = ["VOID writeindi(INDI);", "write a person back to the database", "VOID writefam(FAM);", "write a family back to the database", "The node functions change data in memory only; writeindi writes an individual record back to the database."];
    expect(declarationAbove(numberedLines(group), 5)).toBeUndefined();
    // Each brief is still its own declaration's.
    expect(declarationAbove(numberedLines(group), 4)).toBe("writefam");
    expect(declarationAbove(numberedLines(group), 2)).toBe("writeindi");
    // One declaration and the paragraph under it: the member's description, as before.
    expect(declarationAbove(numberedLines(["int frob_level(int);", "Returns the level.", "The level is kept per thread."]), 3)).toBe("frob_level");
  });

  it("takes no object constructed in a listing for a declaration", () => {
    // ClanLib's overview: "In `window()`, how can you set target specific parameters?" of the sentence under
    // "CL_DisplayWindow window(desc);".
    const listing = ["    CL_DisplayWindow window(desc);", "If you need to set target specific parameters, you can create a CL_OpenGLWindowDescription."];
    expect(declarationAbove(numberedLines(listing), 2)).toBeUndefined();
    expect(declarationAbove(numberedLines(['    Frob frob("My Window", 640, 480);', "It opens at once."]), 2)).toBeUndefined();
    expect(declarationAbove(numberedLines(["int frob_level(int);", "Returns the level."]), 2)).toBe("frob_level");
  });

  it("stops at a prototype a PDF manual prints without its ';', not at the declaration above it", () => {
    const printed = [
      "int frob_is_square(const frob_int *arg, int *ret);",
      "int frob_prime_is_prime (frob_int * a, int t, int *result)",
      "This will perform a trial division followed by two rounds of Miller-Rabin. The Lucas test is replaced",
      "with a Frobenius test for 8-bit digits.",
    ];
    expect(declarationAbove(numberedLines(printed), 3)).toBe("frob_prime_is_prime");
    // Prose in the shape of a call, a title and its abbreviation, declares nothing.
    expect(declarationAbove(numberedLines(["int frob_is_square(const frob_int *arg, int *ret);", "Physical Volume (PV)", "A PV is a block device."]), 3)).toBe("frob_is_square");
  });

  it("asks a sentence of the description in the member's scope, and the reader takes the scope off", () => {
    const questions = factsIn(numberedLines(lines), 1, lines.length, { format: "html" }).map((fact) => fact.question);
    expect(questions).toContain("In `swap()`, what happens if each allocator is placed in a different memory segment?");
    expect(questions).not.toContain("What happens if each allocator is placed in a different memory segment?");
    expect(analyseQuestion("In `swap()`, what happens if each allocator is placed in a different memory segment?").condition?.clause).toBe("each allocator is placed in a different memory segment");
  });
});

describe("Lua's manual: a call heading with a space before its parameters, a prototype with a C qualifier", () => {
  it("reads a parameter list with optional or elided parts as a call's, and an aside as none", () => {
    expect(sectionCall("assert (v [, message])")).toEqual({ name: "assert" });
    expect(sectionCall("select (index, ···)")).toEqual({ name: "select" });
    expect(sectionCall("os.setlocale (locale [, category])")).toEqual({ name: "os.setlocale" });
    expect(sectionCall("Usage (advanced)")).toBeUndefined();
    expect(sectionCall("Setup (Linux, macOS)")).toBeUndefined();
  });

  it("reads a declaration whose type opens with const, and no JavaScript statement", () => {
    expect(declaredFunction("const char *lua_tolstring (lua_State *L, int index, size_t *len);")?.name).toBe("lua_tolstring");
    expect(declaredFunction("const total = sum(a, b);")).toBeUndefined();
  });

  it("asks a parameter's sentence in its call's scope", () => {
    const lines = ["### os.setlocale (locale [, category])", "Sets the current locale of the program. locale is a string specifying a locale; category is an optional string.", "", "### lua_tolstring", "[-0, +0, m]", "const char *lua_tolstring (lua_State *L, int index, size_t *len);", "Converts the Lua value at the given acceptable index to a C string. The Lua value must be a string or a number; otherwise, the function returns NULL.", ""];
    const questions = factsIn(numberedLines(lines), 1, lines.length, { format: "html" }).map((fact) => fact.question);
    expect(questions).toContain("In `os.setlocale()`, what is locale?");
    expect(questions).toContain("In `lua_tolstring()`, what must the Lua value be?");
    expect(questions).not.toContain("What is locale?");
  });
});

describe("a heading that is one name in code, as Texinfo quotes it", () => {
  it("scopes its section's questions by that name", () => {
    const lines = ["# Gri", "", "#### 9.3.41.39: `set path'", "set path to \"\\path\"|default for data|commands", "Set the directory path that `open' will search for data files.", "If you need to know where the file was eventually found, save the `\\.return_value.' just after the `open' command was executed. For example, the following defines the synonym.", "", "### `transform`", "If the data is not a string, the transform is skipped.", ""];
    const questions = factsIn(numberedLines(lines), 1, lines.length, { format: "html" }).map((fact) => fact.question);
    expect(questions).toContain("In `set path`, how can you know where the file was eventually found?");
    expect(questions).toContain("In `transform`, what happens if the data is not a string?");
    expect(questions.some((question) => question.includes("``"))).toBe(false);
  });
});

describe("an entry named by a compiler attribute (Doxygen's '### __attribute__()', hundred-fiftieth held-out set)", () => {
  const lines = [
    "### __attribute__()",
    'class ost::__attribute__((visibility("default")))',
    "The slog class is used to stream messages to the system's logging facility (syslogd).",
    "The shared mempager uses a mutex to protect key access methods.",
    "The Mutex Counter is a counter variable which can safely be incremented or decremented by multiple threads.",
  ];

  it("scopes no question to the attribute, under any of its spellings", () => {
    const questions = factsIn(numberedLines(lines), 1, lines.length, { format: "markdown" }).map((fact) => fact.question);
    expect(questions).toContain("What is the slog class used for?");
    expect(questions.join(" ")).not.toMatch(/attribute/);
    expect(sectionCall("__attribute__()")).toBeUndefined();
    expect(sectionThing(numberedLines(lines), 3)).toBeUndefined();
  });

  it("keeps a Python dunder method's entry as its call, underscores and all", () => {
    const python = ["### __init__()", "", "If an error occurs, the callback is called with the error."];
    expect(sectionCall("__init__()")).toEqual({ name: "__init__" });
    const questions = factsIn(numberedLines(python), 1, python.length, { format: "markdown" }).map((fact) => fact.question);
    expect(questions).toContain("In `__init__()`, what happens if an error occurs?");
  });
});

describe("a PDF API reference's function entry (Kerberos's developer guide, set 185)", () => {
  const ENTRY = [
    "krb5_read_password - Read a password from keyboard input.",
    "krb5_error_code krb5_read_password(krb5_context context, const char *prompt, const char *prompt2, char",
    "*return_pwd, unsigned int *size_return)",
    "param",
    "[in] prompt2 - Second user prompt (NULL to prompt only once)",
    "retval",
    "• 0 Success",
    "If prompt2 is NULL, the password is read only once. Echoing is turned off when the password is read.",
    "krb5_salttype_to_string - Convert a salt type to a string.",
    "krb5_error_code krb5_salttype_to_string(krb5_int32 salttype, char *buffer, size_t buflen)",
    "If buflen is too small, ENOMEM is returned.",
    "krb5_get_fallback_host_realm",
    "krb5_error_code krb5_get_fallback_host_realm(krb5_context context, krb5_data *hdata, char ***realmsp)",
    "If host is NULL, the local host's realms are determined.",
    "Some text of the chapter.",
    "krb5_error_code krb5_frob(krb5_context context)",
    "If frob is NULL, nothing is done.",
  ];

  it("names the function whose entry a sentence is in, the nearest above", () => {
    const lines = numberedLines(ENTRY);
    expect(briefEntryAbove(lines, 8)).toBe("krb5_read_password");
    expect(briefEntryAbove(lines, 11)).toBe("krb5_salttype_to_string");
    // An entry titled by its name alone; the nearest prototype decides, not a titled entry further up.
    expect(briefEntryAbove(lines, 14)).toBe("krb5_get_fallback_host_realm");
    // A prototype with no title above it (an example's) is no entry, and no entry above it reaches past it.
    expect(briefEntryAbove(lines, 17)).toBeUndefined();
    // A "name - description" line with no prototype under it (a manual page's NAME line) names no entry.
    expect(briefEntryAbove(numberedLines(["frob - frobnicate files", "", "If the file is missing, frob exits."]), 3)).toBeUndefined();
  });

  it("scopes the questions of the entry's sentences by the function", () => {
    const asked = factsIn(numberedLines(ENTRY), 1, ENTRY.length, { format: "pdf" }).map((fact) => fact.question);
    expect(asked).toContain("In `krb5_read_password()`, what happens if prompt2 is NULL?");
    expect(asked).not.toContain("What happens if prompt2 is NULL?");
  });
});
