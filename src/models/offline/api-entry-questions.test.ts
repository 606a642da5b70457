import { describe, expect, it } from "vitest";
import { statementFacts } from "./statement-questions.js";
import { termDefaultFacts, termDefaultQuestion, termFacts, termQuestion } from "./term-questions.js";
import { numberedLines } from "../../../test/support/lines.js";
import { readBackAnswer } from "../../../test/support/offline-agent.js";

// A short README's API section, as such READMEs are written: a call signature as a heading, what it does below it.
const API = [
  "# frob",
  "",
  "## API",
  "",
  "### frob.parse(source[, options])",
  "",
  "Parses `source` as one frob document and returns its tree.",
  "",
  "### frob.walk(tree, visitor)",
  "",
  "- `tree` {Object} The tree to walk.",
  "- `visitor` {Function} Called for every node.",
  "",
  "Visit every node of the tree in document order.",
  "",
  "### `render(tree, { indent } = {}) => string`",
  "",
  "Same as `frob.print()`, but returns the text instead of writing it.",
  "",
  "### frob.reset()",
  "",
  "A new cache is created by default when the module loads.",
  "",
  "### frob.flush()",
  "",
  "```js",
  "frob.flush();",
  "```",
  "",
  "### Stand-alone (sub)commands",
  "",
  "Frob runs each subcommand as its own process.",
  "",
  "### Windows (command prompt)",
  "",
  "Set the variable before you start the program.",
];

const asked = (lines: string[]) =>
  Object.fromEntries([...termFacts(numberedLines(lines), 1, lines.length), ...termDefaultFacts(numberedLines(lines), 1, lines.length)].map((fact) => [fact.question, fact.answer]));

const readBack = (lines: string[], question: string) => readBackAnswer(question, numberedLines(lines));

describe("an API reference's call headings as named entries", () => {
  it("asks what a call does, with the first sentence of prose under its signature", () => {
    const facts = asked(API);
    expect(facts["What does the `frob.parse()` method do?"]).toBe("Parses `source` as one frob document and returns its tree.");
    // A parameter list first: the paragraph after it says what the call does.
    expect(facts["What does the `frob.walk()` method do?"]).toBe("Visit every node of the tree in document order.");
    // A call in backticks with its return type; not dotted, so a function.
    expect(facts["What does the `render()` function do?"]).toBe("Same as `frob.print()`, but returns the text instead of writing it.");
  });

  it("refuses a sentence with a subject of its own, a code block, and a heading that is not a call", () => {
    const facts = asked(API);
    expect(facts["What does the `frob.reset()` method do?"]).toBeUndefined();
    expect(facts["What does the `frob.flush()` method do?"]).toBeUndefined();
    expect(Object.keys(facts).some((question) => /subcommands|Stand-alone|Windows/.test(question))).toBe(false);
    expect(Object.keys(facts)).toHaveLength(3);
  });

  it("is read back by the reader from the signature's heading", () => {
    expect(termQuestion("What does the `frob.parse()` method do?")).toBe("frob.parse");
    expect(termQuestion("What does the `render()` function do?")).toBe("render");
    expect(readBack(API, "What does the `frob.walk()` method do?")).toBe("Visit every node of the tree in document order.");
    expect(readBack(API, "What does the `render()` function do?")).toBe("Same as `frob.print()`, but returns the text instead of writing it.");
  });
});

// An option list as READMEs write it: the name in backticks, its default in an emphasised parenthetical, a phrase.
const OPTIONS = [
  "### dump (object [ , options ])",
  "",
  "Writes `object` out as a frob document.",
  "",
  "options:",
  "",
  "- `indent` _(default: 2)_ - sets the indentation width, in spaces.",
  "- `sortKeys` _(default: `false`)_ - if `true`, sort the keys of every mapping when writing.",
  "- `schema` _(default: `CORE`)_ - specifies the schema to use.",
  "  - `CORE` - all supported frob types.",
  "- `comment` _(default: null)_ - string to put before the document.",
  "- `width` - do not wrap lines longer than this. Defaults to `80`.",
  "- `mode` _(default: the mode of the parent)_ - reuses the parent's mode.",
];

describe("option items with their default", () => {
  it("reads a description that opens in lower case as a phrase: what the option does or what it is, and of which call", () => {
    const facts = asked(OPTIONS);
    // "options:" under the call's heading: the options are the call's `options` argument.
    expect(facts["What does the `indent` option of `dump()` do?"]).toBe("sets the indentation width, in spaces");
    expect(facts["What does the `sortKeys` option of `dump()` do?"]).toBe("if `true`, sort the keys of every mapping when writing");
    expect(facts["What is the `comment` option of `dump()`?"]).toBe("string to put before the document");
    // "specifies the schema to use" of `schema` says nothing the name does not; a nested item is a value, not an option.
    expect(Object.keys(facts).filter((question) => /`(?:schema|CORE)`/.test(question) && !/default to/.test(question))).toEqual([]);
  });

  it("asks each option's default, stated in its parenthetical or its own sentence", () => {
    const facts = asked(OPTIONS);
    expect(facts["What does the `indent` option default to?"]).toBe("2");
    expect(facts["What does the `sortKeys` option default to?"]).toBe("`false`");
    expect(facts["What does the `width` option default to?"]).toBe("`80`");
    // A default that depends on something else is not a value to ask for.
    expect(facts["What does the `mode` option default to?"]).toBeUndefined();
    expect(facts["What does the `CORE` option default to?"]).toBeUndefined();
  });

  it("reads a default under an entry's own heading, from its paragraphs", () => {
    const section = ["## Options", "", "### `ttlResolution`", "", "Minimum time in ms between two checks for staleness.", "Defaults to `1`, which means at most once per millisecond.", "", "### `max`", "", "The most items kept in the cache."];
    const facts = asked(section);
    expect(facts["What does the `ttlResolution` option default to?"]).toBe("`1`");
    expect(facts["What does the `max` option default to?"]).toBeUndefined();
  });

  it("is read back by the reader from the option's line", () => {
    expect(termDefaultQuestion("What does the `indent` option default to?")).toBe("indent");
    expect(termDefaultQuestion("What does the `indent` option do?")).toBeUndefined();
    expect(readBack(OPTIONS, "What does the `indent` option default to?")).toBe("2");
    expect(readBack(OPTIONS, "What does the `width` option default to?")).toBe("`80`");
  });
});

describe("sentences whose subject is a code span", () => {
  it("asks what a marked name is, but not a parameter named by a plain word", () => {
    const lines = ["`tmp_path` is a `pathlib.Path` object. Here is an example:", "", "`opts` is an options object.", "", "`check_stamp` is used to check if the stamp of a file is unchanged."];
    const facts = Object.fromEntries(statementFacts(numberedLines(lines), 1, lines.length).map((fact) => [fact.question, fact.answer]));
    expect(facts["What is `tmp_path`?"]).toBe("a `pathlib.Path` object");
    expect(facts["What is `check_stamp` used for?"]).toBe("to check if the stamp of a file is unchanged");
    expect(facts["What is `opts`?"]).toBeUndefined();
  });
});

// A README's option list: a lead-in, each option a member of the call's argument in backticks, " - ", a phrase.
const MEMBERS = [
  "## var tree = frob(source, opts={})",
  "",
  "Return a tree `tree` built from `source`.",
  "",
  "options can be:",
  "",
  "* `opts.strict` - when true, throw on the first unknown node",
  "* `opts.names` - an object mapping node kinds to the names printed",
  "for them",
  "* `opts['//']` - when true, keep comments in the tree as nodes of",
  "their own",
  "* `opts.tab` - sets the tab width",
  "* `opts.depth` - number, default `3`",
  "* `opts.style` - nodes will be printed using this style",
];

describe("option lists whose items are members of a call's argument", () => {
  it("asks what each option does or is, naming the call it belongs to", () => {
    const facts = asked(MEMBERS);
    expect(facts["What does the `opts.strict` option of `frob()` do?"]).toBe("when true, throw on the first unknown node");
    // Markdown runs an item's text on without indenting it: the lead-in is still found above it.
    expect(facts["What is the `opts.names` option of `frob()`?"]).toBe("an object mapping node kinds to the names printed for them");
    expect(facts["What does the `opts['//']` option of `frob()` do?"]).toBe("when true, keep comments in the tree as nodes of their own");
  });

  it("refuses a phrase that restates the name, a type with its default, and a clause that points back", () => {
    const questions = Object.keys(asked(MEMBERS)).filter((question) => !/default to\?$/.test(question));
    expect(questions.some((question) => /opts\.(?:tab|depth|style)/.test(question))).toBe(false);
    expect(questions).toHaveLength(3);
  });

  it("is read back by the reader from the item's line", () => {
    expect(termQuestion("What is the `opts.names` option of `frob()`?")).toBe("opts.names");
    expect(termQuestion("What does the `opts['//']` option of `frob()` do?")).toBe("opts['//']");
    expect(readBack(MEMBERS, "What is the `opts.names` option of `frob()`?")).toBe("an object mapping node kinds to the names printed for them");
    expect(readBack(MEMBERS, "What does the `opts['//']` option of `frob()` do?")).toBe("when true, keep comments in the tree as nodes of their own");
  });
});

// A list of calls, each with its argument list in backticks and a sentence after a colon.
const CALLS = [
  "## Functions",
  "",
  "* `tidy(tree)`: Return a copy of the tree without empty nodes.",
  "* `walk(tree, visitor)`: Visit every node in document order.",
  "* `s.tidy('<a/>')`: `'<a/>'`",
  "",
  "Methods of `Walker`:",
  "",
  "* `.skip(node / nodes)`: Skip the given nodes on the next walk.",
  "",
  "The data properties are:",
  "",
  "- `wrapAt`: wrap lines longer than the given column",
];

describe("list items named by a call", () => {
  it("asks what each function or method does, and whose method it is when the lead-in says", () => {
    const facts = asked(CALLS);
    expect(facts["What does the `tidy()` function do?"]).toBe("Return a copy of the tree without empty nodes.");
    expect(facts["What does the `walk()` function do?"]).toBe("Visit every node in document order.");
    expect(facts["What does the `.skip()` method of `Walker` do?"]).toBe("Skip the given nodes on the next walk.");
    // "properties" names the kind as "options" does.
    expect(facts["What does the `wrapAt` property do?"]).toBe("wrap lines longer than the given column");
    // A call with literal arguments is an example, not an entry.
    expect(Object.keys(facts)).toHaveLength(4);
  });

  it("is read back by the reader from the item's line", () => {
    expect(termQuestion("What does the `.skip()` method of `Walker` do?")).toBe("skip");
    expect(readBack(CALLS, "What does the `.skip()` method of `Walker` do?")).toBe("Skip the given nodes on the next walk.");
    expect(readBack(CALLS, "What does the `tidy()` function do?")).toBe("Return a copy of the tree without empty nodes.");
  });
});

describe("a list of arguments under a heading that names their call", () => {
  // reprex's NEWS.md: "## New arguments to `reprex()`:" over items "* `render`: determines if …".
  const lines = [
    "## New arguments to `frob()`:",
    "",
    "  * `render`: determines if the frob is actually rendered or just returned as a template.",
    "  * `quiet`: silences the startup message of the frob server. Defaults to `TRUE`.",
    "",
    "## Other changes",
    "",
    "  * `verbose`: prints every step of the frob pipeline.",
  ];

  it("asks each argument as that call's, and is read back so", () => {
    const facts = asked(lines);
    expect(facts["What does the `render` argument of `frob()` do?"]).toBe("determines if the frob is actually rendered or just returned as a template");
    expect(readBack(lines, "What does the `render` argument of `frob()` do?")).toBe("determines if the frob is actually rendered or just returned as a template");
    // Under a heading that names no call, an item keeps no owner.
    expect(Object.keys(facts).filter((question) => question.includes("`verbose`") && question.includes("`frob()`"))).toEqual([]);
  });
});

describe("a call's list item with no separator before its description", () => {
  const lines = [
    "### Internal methods",
    "",
    "Do not call these from your own code.",
    "",
    "* `trim(size)` Drop the oldest entries until the cache holds `size` items.",
    "* `slots()` An iterator over the free slots, oldest first.",
    "* `negate` True if the pattern is negated.",
  ];

  it("reads the sentence after the signature, names a call under methods a method, and refuses a noun phrase or a plain name", () => {
    const facts = asked(lines);
    expect(facts["What does the `trim()` method do?"]).toBe("Drop the oldest entries until the cache holds `size` items.");
    expect(Object.keys(facts)).toHaveLength(1);
    expect(readBack(lines, "What does the `trim()` method do?")).toBe("Drop the oldest entries until the cache holds `size` items.");
  });
});

describe("a list right under a heading that names its kind", () => {
  const lines = [
    "### Properties",
    "",
    "* `source` The text the parser was given.",
    "* `cache` Cache of parsed nodes, to avoid reading a file twice.",
    "* `tree` Created by the `parse` method.",
    "* `settings` The settings object passed in.",
    "",
    "### Methods",
    "",
    "* `rewind` Move the parser back to the first token.",
    "",
    "### Modifiers",
    "",
    "- `strict` - Refuse every unknown token.",
    "",
    "### Notes on the parser",
    "",
    "* `lazy` Parse on first use.",
  ];

  it("asks what a property is and what a method or modifier does, and nothing under a heading that names no kind", () => {
    const facts = asked(lines);
    expect(facts["What is the `source` property?"]).toBe("The text the parser was given.");
    expect(facts["What is the `cache` property?"]).toBe("Cache of parsed nodes, to avoid reading a file twice.");
    expect(facts["What does the `rewind` method do?"]).toBe("Move the parser back to the first token.");
    expect(facts["What does the `strict` modifier do?"]).toBe("Refuse every unknown token.");
    // A participle says neither what the property is nor what it does; "Notes on the parser" names no kind.
    expect(Object.keys(facts)).toHaveLength(4);
    expect(readBack(lines, "What is the `source` property?")).toBe("The text the parser was given.");
  });
});

describe("a call heading that says what the call does", () => {
  // An R vignette's section per function: the call, a colon and what it does, then prose and examples.
  const VIGNETTE = [
    "# Frobbing text",
    "",
    "## frob_trim(): Remove padding from both ends of a text",
    "Suppose you have texts with spaces around them.",
    "",
    "## frob_dup(): duplicate texts within a vector",
    "Base R has strrep() for this.",
    "",
    "## frob_count() – Count the frobs in each text",
    "",
    "## frob_length(): The length of a text",
    "",
    "## frob_glue(): Why this matters",
    "",
    "## frob_walk(): Visit every node of the tree in order, then return it, with all the options given above, the defaults and their effects",
  ];
  const lines = numberedLines(VIGNETTE);

  it("asks what the function does, the heading's gloss as the answer, and the reader finds it again", () => {
    const facts = termFacts(lines, 1, VIGNETTE.length);
    expect(facts.map((fact) => [fact.question, fact.answer, fact.evidence[0]!.start_line])).toEqual([
      ["What does the `frob_trim()` function do?", "Remove padding from both ends of a text", 3],
      ["What does the `frob_dup()` function do?", "duplicate texts within a vector", 6],
      ["What does the `frob_count()` function do?", "Count the frobs in each text", 9],
    ]);
    expect(readBack(VIGNETTE, facts[0]!.question)).toBe("Remove padding from both ends of a text");
  });

  it("asks nothing of a gloss that names a thing or titles a section, or one too long for an answer", () => {
    const questions = termFacts(lines, 1, VIGNETTE.length).map((fact) => fact.question);
    expect(questions.some((question) => /frob_length|frob_glue|frob_walk/.test(question))).toBe(false);
  });
});

// An API reference page from Sphinx autodoc, as the HTML adapter writes it: each entry's signature a heading that names
// its kind and its qualified name, the docstring under it, a parameter list as "Parameters:" over one item each.
const AUTODOC = [
  "# API",
  "",
  "## class frob.Tree(root: Node)",
  "Bases: object",
  "The rooted tree that frob parses a document into.",
  "",
  "### method frob.Tree.walk(visitor, depth=None) → int",
  "Calls the visitor on every node in document order.",
  "Parameters:",
  "- `visitor` (callable) – A function called with each node and its depth in the tree.",
  "- `depth` (int) – Stops the walk below this many levels of the tree. Defaults to None.",
  "",
  "### abstract property frob.Tree.size: int",
  "Returns the number of nodes in the tree.",
  "",
  "### attribute frob.Tree.root",
  "The node at the top of the tree.",
  "",
  "### attribute frob.Tree.stamp(float)",
  "Time of the last change to the tree",
  "",
  "### method frob.Tree.find(name)",
  "Returns None if no node has that name.",
  "",
  "## class frob.Leaf(value: str)",
  "Bases: frob.Node",
  "Leaves are nodes without children.",
  "",
  "### attribute frob.Leaf.parent",
  "Set by the tree when the leaf is added.",
  "",
  "### method frob.Leaf.walk(visitor, depth=None)",
  "Calls the visitor on the leaf alone.",
  "Parameters:",
  "- `depth` – Ignored: a leaf has no levels below it.",
  "- `bool` (visitor) – Whether the visitor is called at all.",
  "",
  "## function frob.parse(source)",
  "Parse the source text into a tree.",
  "",
  "## class frob.Cipher(secret, encoder)",
  "The Cipher class seals and opens frob messages with the given secret.",
  "Parameters:",
  "- `secret` (bytes) – The shared secret that seals and opens the messages.",
];

describe("a Sphinx API reference's entries (autodoc headings)", () => {
  it("asks what a class is, what a method does, what a property or attribute is or does", () => {
    const facts = asked(AUTODOC);
    expect(facts["What is the `frob.Tree` class?"]).toBe("The rooted tree that frob parses a document into.");
    expect(facts["What does the `frob.Tree.walk()` method do?"]).toBe("Calls the visitor on every node in document order.");
    expect(facts["What does the `frob.Tree.size` property do?"]).toBe("Returns the number of nodes in the tree.");
    expect(facts["What is the `frob.Tree.root` attribute?"]).toBe("The node at the top of the tree.");
    // A one-line docstring without a full stop, a noun phrase.
    expect(facts["What is the `frob.Tree.stamp` attribute?"]).toBe("Time of the last change to the tree");
    expect(facts["What does the `frob.parse()` function do?"]).toBe("Parse the source text into a tree.");
  });

  it("asks of a parameter with the call it belongs to, when the signature names it", () => {
    const facts = asked(AUTODOC);
    expect(facts["What is the `visitor` parameter of `frob.Tree.walk()`?"]).toBe("A function called with each node and its depth in the tree.");
    expect(facts["What does the `depth` parameter of `frob.Tree.walk()` do?"]).toBe("Stops the walk below this many levels of the tree.");
    // "- `bool` (visitor)": the type where the name should be; `frob.Leaf.walk()` has no parameter `bool`.
    expect(Object.keys(facts).some((question) => question.includes("`bool`"))).toBe(false);
    // Whose default it would be the question does not say.
    expect(Object.keys(facts).some((question) => /default to/.test(question))).toBe(false);
    // A class's signature is its constructor's: its parameters are asked with the class named.
    expect(facts["What is the `secret` parameter of `frob.Cipher`?"]).toBe("The shared secret that seals and opens the messages.");
    expect(Object.keys(facts)).not.toContain("What is the `secret` parameter?");
  });

  it("refuses a docstring with a subject of its own, a participle, and a call's failure case", () => {
    const facts = asked(AUTODOC);
    expect(Object.keys(facts).some((question) => /frob\.Leaf`|frob\.Leaf\.parent|frob\.Tree\.find/.test(question))).toBe(false);
    // "Bases: object" and the signature's annotations are in neither questions nor answers.
    expect(Object.entries(facts).some(([question, answer]) => /Bases|→|: int|Node\)/.test(`${question} ${answer}`))).toBe(false);
  });

  it("is read back by the reader, the parameter from its own call's list", () => {
    expect(readBack(AUTODOC, "What is the `frob.Tree` class?")).toBe("The rooted tree that frob parses a document into.");
    expect(readBack(AUTODOC, "What does the `frob.Tree.walk()` method do?")).toBe("Calls the visitor on every node in document order.");
    expect(readBack(AUTODOC, "What does the `depth` parameter of `frob.Tree.walk()` do?")).toBe("Stops the walk below this many levels of the tree.");
    // The same name in another call's list is that call's parameter: each question reads its own.
    expect(readBack(AUTODOC, "What does the `depth` parameter of `frob.Leaf.walk()` do?")).toBe("Ignored: a leaf has no levels below it.");
    expect(readBack(AUTODOC, "What is the `secret` parameter of `frob.Cipher`?")).toBe("The shared secret that seals and opens the messages.");
  });
});

// The same entries in reStructuredText source (Sphinx's "_sources/*.rst.txt", read as plain text): a directive over its
// indented body, by three spaces or four.
const DIRECTIVES = [
  ":mod:`frob.graph` --- Directed graphs",
  "======================================",
  "",
  ".. class:: Graph([edges])",
  "",
  "  Constructs a new empty :class:`Graph` object.",
  "",
  ".. method:: Graph.add_node(node[, node_data])",
  "",
  "   Adds a new node to the graph if it is not already present.",
  "",
  "   .. note:: the node is not added when it is hidden.",
  "",
  ".. py:method:: Graph.number_of_nodes()",
  "",
  "    Return the number of visible nodes in the graph.",
  "",
  ".. function:: frob.graph.load(path)",
  "",
  "   The graph stored at *path*.",
  "",
  ".. function:: frob.graph.dump(graph)",
  "",
  "   Dump a graph to the standard output. :class:`Graph` and :class:`Walker`",
  "   are accepted for *graph*.",
  "",
  ".. function:: postfork(func)",
  "",
  "   uWSGI is a preforking server, so you might need to run a fixup task after each fork.",
  "",
  ".. function:: spoolforever(func)",
  "",
  "   Use ``spoolforever`` when you want to continuously execute a spool task.",
  "",
  ".. function:: harakiri(time, func)",
  "",
  "   Starting from uWSGI 1.3-dev, a secondary harakiri subsystem has been added.",
  "",
  ".. attribute:: Graph.name",
  "",
  "   The name given to the graph when it was made.",
  "",
  ".. note:: Not an entry.",
  "",
  ".. class:: Walker",
  "",
  "   Walks a graph.",
  "",
  "   .. method:: copy()",
  "",
  "      Create a copy of the walker.",
  "",
  "    .. method:: reset()",
  "",
  "      Start the walk again from the first node.",
  "",
  ".. class:: Path",
  "",
  "   .. method:: copy()",
  "",
  "      Create a copy of the path.",
];

describe("a Python API's entries in reStructuredText source (directives)", () => {
  it("asks what a method does and what an attribute is from the directive's indented body", () => {
    const facts = asked(DIRECTIVES);
    expect(facts["What does the `Graph.add_node()` method do?"]).toBe("Adds a new node to the graph if it is not already present.");
    expect(facts["What does the `Graph.number_of_nodes()` method do?"]).toBe("Return the number of visible nodes in the graph.");
    expect(facts["What is the `Graph.name` attribute?"]).toBe("The name given to the graph when it was made.");
    // The description's first sentence ends at its stop, though the next opens with code.
    expect(facts["What does the `frob.graph.dump()` function do?"]).toBe("Dump a graph to the standard output.");
    // A call described by a noun phrase says what it gives, not what it does; a sentence with a subject of its own, a
    // time or advice on the entry say something around it; an admonition is no entry.
    expect(Object.keys(facts).some((question) => /load|postfork|spoolforever|harakiri|note|Not an entry/i.test(question))).toBe(false);
    expect(readBack(DIRECTIVES, "What does the `Graph.number_of_nodes()` method do?")).toBe("Return the number of visible nodes in the graph.");
  });

  it("names an entry nested in a class's body by its class, and asks none whose class is not among the lines read", () => {
    const facts = asked(DIRECTIVES);
    expect(facts["What does the `copy()` method of `Walker` do?"]).toBe("Create a copy of the walker.");
    expect(facts["What does the `copy()` method of `Path` do?"]).toBe("Create a copy of the path.");
    // Indented one space more than its sibling, as hand-written source slips: still the class's.
    expect(facts["What does the `reset()` method of `Walker` do?"]).toBe("Start the walk again from the first node.");
    expect(facts["What does the `copy()` method do?"]).toBeUndefined();
    const lines = numberedLines(DIRECTIVES);
    const bodyOnly = new Map([...lines].filter(([line]) => line > DIRECTIVES.indexOf(".. class:: Path") + 1));
    expect(termFacts(bodyOnly, 1, DIRECTIVES.length)).toEqual([]);
    expect(readBack(DIRECTIVES, "What does the `copy()` method of `Path` do?")).toBe("Create a copy of the path.");
  });
});

// A README's options with long descriptions, and the types one option's value may take listed under it.
const LONG_OPTIONS = [
  "## Options",
  "",
  "- `timeout`: Sets how long the client waits for the server to answer before it gives up and reports an error to the caller, in milliseconds.",
  "- `target`: Configures the host the client connects to. Possible values:",
  "  - `String` - set `target` to one host name, used for every request the client makes.",
  "  - `Function` - set `target` to a function that picks a host for each request.",
];

describe("option items with long descriptions, and the value types under an option", () => {
  it("is read back by the reader from an item longer than a heading", () => {
    const question = "What does the `timeout` option do?";
    expect(asked(LONG_OPTIONS)[question]).toBe("Sets how long the client waits for the server to answer before it gives up and reports an error to the caller, in milliseconds.");
    expect(readBack(LONG_OPTIONS, question)).toBe("Sets how long the client waits for the server to answer before it gives up and reports an error to the caller, in milliseconds.");
  });

  it("asks nothing of a value type listed under an option", () => {
    expect(Object.keys(asked(LONG_OPTIONS)).some((question) => /`String`|`Function`/.test(question))).toBe(false);
  });
});
