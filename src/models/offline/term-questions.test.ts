import { describe, expect, it } from "vitest";
import { analyseQuestion } from "./question-analysis.js";
import { findCandidates } from "./reader-extract.js";
import { memberDeclaration, sharedMemberCall, termFacts, termQuestion } from "./term-questions.js";
import { factsIn } from "./facts.js";
import { isFirstChoice } from "./questioner.js";
import { sectionCall } from "./section-scope.js";
import { numberedLines } from "../../../test/support/lines.js";
import { askOfflineReader, readBackAnswer } from "../../../test/support/offline-agent.js";
import { createDocument } from "../../documents/document.js";

const asked = (lines: string[]) => Object.fromEntries(termFacts(numberedLines(lines), 1, lines.length).map((fact) => [fact.question, fact.answer]));

// A reference page as Sphinx HTML reads: a section of settings, each under its own name with "¶".
const SETTINGS = [
  "Global Settings¶",
  "Frobnitz reads a few global settings at start-up.",
  "",
  "color_mode¶",
  "Controls whether the report uses colour when it is written to a terminal.",
  "",
  "verbose¶",
  "If True, every converted file is listed as it is written.",
  "",
  "cache_dir¶",
  "Frobnitz keeps its work in a folder. The cache_dir setting names that folder.",
  "",
  "retries¶",
  "See the network section.",
];

describe("questions from a reference page's named entries", () => {
  it("asks what a setting under its own heading does, with its description's first sentence", () => {
    const facts = asked(SETTINGS);
    expect(facts["What does the color_mode setting do?"]).toBe("Controls whether the report uses colour when it is written to a terminal.");
    // A condition on the setting's own value is its description.
    expect(facts["What does the verbose setting do?"]).toBe("If True, every converted file is listed as it is written.");
  });

  it("refuses a description that only sets the scene or points elsewhere", () => {
    const facts = asked(SETTINGS);
    // The paragraph names the setting again after its first sentence: that sentence is not the description.
    expect(facts["What does the cache_dir setting do?"]).toBeUndefined();
    expect(facts["What does the retries setting do?"]).toBeUndefined();
  });

  it("needs the kind named by the section, the list's lead-in or the description", () => {
    // The same headings under a section that names no kind: "verbose" could be anything.
    const untyped = ["Tips¶", "Some words.", "", ...SETTINGS.slice(3, 9)];
    expect(termFacts(numberedLines(untyped), 1, untyped.length)).toEqual([]);
    // The description names its kind itself.
    const own = ["Tips¶", "", "editor¶", "Like the EDITOR variable, this setting names the program the edit command runs."];
    expect(asked(own)["What does the editor setting do?"]).toBe("Like the EDITOR variable, this setting names the program the edit command runs.");
  });

  it("reads Markdown list items in backticks under a lead-in that names the kind", () => {
    const list = [
      "`opts` is an options object. The following options are valid:",
      "",
      "- `recurse`: boolean, default `false`",
      "",
      "    Look for modules in every subdirectory and load them as one flat list.",
      "",
      "- `prefix`: a string that is put before the name of every generated file.",
      "- `dirs`: array",
    ];
    const facts = asked(list);
    expect(facts["What does the `recurse` option do?"]).toBe("Look for modules in every subdirectory and load them as one flat list.");
    // A description written as a noun phrase (lower case, no verb of its own) says what the entry is.
    expect(facts["What does the `prefix` option do?"]).toBeUndefined();
    expect(facts["What is the `prefix` option?"]).toBe("a string that is put before the name of every generated file");
    // "array" alone is a type, not a description.
    expect(Object.keys(facts)).toHaveLength(2);
    // A list with a lead-in that names no kind asks nothing.
    expect(termFacts(numberedLines(["A module needs to export:", "", ...list.slice(2)]), 1, list.length)).toEqual([]);
  });

  it("takes no plain word a PDF put on a line of its own for an entry", () => {
    const pdf = ["The options are described below.", "How can I replace the zeros in an", "xts_obj", "object with the last value?"];
    expect(termFacts(numberedLines(pdf), 1, pdf.length)).toEqual([]);
  });

  it("reads a README's option items with their default in parentheses, whose text runs on unindented", () => {
    const README = [
      "#### Persistence",
      "",
      "* `persistent` (default: `true`). Indicates whether the process",
      "should continue to run as long as files are being watched.",
      "* `awaitWriteFinish` (default: `false`).",
      "By default, the `add` event will fire when a file first appears on disk.",
      "* `depth` (default: `undefined`). If set, limits how many levels of subdirectories will be traversed.",
      "* `label` (a string). Names the watcher in its messages.",
    ];
    expect(asked(README)).toEqual({
      "What does the `persistent` option do?": "Indicates whether the process should continue to run as long as files are being watched.",
      "What does the `depth` option do?": "If set, limits how many levels of subdirectories will be traversed.",
    });
    const seen = numberedLines(README);
    const analysis = analyseQuestion("What does the `persistent` option do?");
    expect(findCandidates(analysis, seen, new Map(analysis.terms.map((term) => [term, 1])))[0]?.answer).toBe(
      "Indicates whether the process should continue to run as long as files are being watched.",
    );
  });

  it("is read back by the reader from the entry's heading", () => {
    expect(termQuestion("What does the `recurse` option do?")).toBe("recurse");
    expect(termQuestion("What does the color_mode setting do?")).toBe("color_mode");
    expect(termQuestion("What does the lmer function do?")).toBeUndefined();
    const analysis = analyseQuestion("What does the verbose setting do?");
    expect(analysis.entry?.kind).toBe("term");
    const seen = numberedLines(SETTINGS);
    const weights = new Map(analysis.terms.map((term) => [term, 1]));
    expect(findCandidates(analysis, seen, weights)[0]?.answer).toBe("If True, every converted file is listed as it is written.");
  });
});

describe("entries of an API reference whose headings overload one call, and descriptions with reference links", () => {
  const OVERLOADED = [
    "### Picking a codec",
    "",
    "##### codec()",
    "",
    "Returns the codec the peer prefers most.",
    "",
    "##### codec(offered)",
    "",
    "Returns the codec the peer prefers most among the offered ones.",
    "",
    "##### flush()",
    "",
    "Writes every pending frame to the socket.",
  ];

  it("names what each overload is given, so that each question has one answer, and the reader finds that one", () => {
    const facts = Object.fromEntries(termFacts(numberedLines(OVERLOADED), 1, OVERLOADED.length).map((fact) => [fact.question, fact.answer]));
    expect(facts).toEqual({
      "What does the `codec()` function do when called without arguments?": "Returns the codec the peer prefers most.",
      "What does the `codec()` function do when given `offered`?": "Returns the codec the peer prefers most among the offered ones.",
      "What does the `flush()` function do?": "Writes every pending frame to the socket.",
    });
    const seen = numberedLines(OVERLOADED);
    for (const [question, answer] of Object.entries(facts)) {
      const analysis = analyseQuestion(question);
      const found = findCandidates(analysis, seen, new Map(analysis.terms.map((term) => [term, 1])));
      expect(found.map((candidate) => candidate.answer), question).toEqual([answer]);
    }
  });

  it("asks no call heading that several classes each have: `constructor()` alone names none of them", () => {
    const CLASSES = [
      "### class frob.Reader",
      "",
      "Reads frob archives.",
      "",
      "#### constructor(options)",
      "",
      "Creates a reader that pulls entries out of a frob archive.",
      "",
      "#### rewind()",
      "",
      "Moves the reader back to the first entry.",
      "",
      "### class frob.Writer",
      "",
      "#### constructor(path, options)",
      "",
      "Creates a writer that appends entries to the archive at path.",
    ];
    const facts = Object.fromEntries(termFacts(numberedLines(CLASSES), 1, CLASSES.length).map((fact) => [fact.question, fact.answer]));
    expect(facts).toEqual({ "What does the `rewind()` function do?": "Moves the reader back to the first entry." });
    expect(sharedMemberCall(numberedLines(CLASSES), "constructor")).toBe(true);
    expect(sharedMemberCall(numberedLines(CLASSES), "rewind")).toBe(false);
    // Overloads share one parent heading: they stay one call asked with what it is given.
    expect(sharedMemberCall(numberedLines(OVERLOADED), "codec")).toBe(false);
  });

  it("reads a Markdown reference link in a description as its words", () => {
    const lines = [
      "### Options",
      "",
      "##### sameSite",
      "",
      "Specifies the value for the [`SameSite` header attribute][spec-4.1.2.7].",
    ];
    const facts = termFacts(numberedLines(lines), 1, lines.length);
    expect(facts.map((fact) => fact.answer)).toEqual(["Specifies the value for the `SameSite` header attribute."]);
  });

  it("does not take a nested list of an option's values for options, but asks a nested list of named entries", () => {
    const lines = [
      "## Options",
      "",
      "* `cache`: Chooses where the frobber keeps its results. Possible values:",
      "  - `Boolean` - set `cache` to `true` to keep them in memory.",
      "  - `String` - set `cache` to a folder to keep them on disk.",
      "* `limits`: an object with the following properties:",
      "  - `depth`: Stops the walk below this many folders.",
      "* _Network settings_ (only with `remote: true`)",
      "  * `host`: Names the server the frobber sends its results to.",
      "* _strict_: Controls how unknown keys are treated. Option values:",
      "  - `true` (default) - unknown keys are an error.",
      "* `retries`: Sets how often a failed frob is tried again.",
    ];
    expect(asked(lines)).toEqual({
      "What does the `cache` option do?": "Chooses where the frobber keeps its results.",
      // The outer item's lead-in names the kind of its nested list.
      "What does the `depth` property do?": "Stops the walk below this many folders.",
      // A nested list under a plain label groups entries of the outer list's kind.
      "What does the `host` option do?": "Names the server the frobber sends its results to.",
      "What does the `retries` option do?": "Sets how often a failed frob is tried again.",
    });
  });
});

describe("an entry whose description only gives its default", () => {
  // A README's options, each under its own heading, as compression-style middleware documents them.
  const OPTIONS = [
    "### Options",
    "",
    "##### frobSize",
    "",
    "The default value is `frob.DEFAULT_SIZE`, or `4096`.",
    "",
    "##### frobLevel",
    "",
    "Sets how hard the frob encoder works on each block, from `1` (fastest) to `9` (smallest).",
  ];

  it("asks nothing of what the entry does from its default, and keeps a description that says what it does", () => {
    const facts = asked(OPTIONS);
    expect(Object.keys(facts).filter((question) => question.includes("frobSize"))).toEqual([]);
    expect(facts["What does the frobLevel option do?"]).toBe("Sets how hard the frob encoder works on each block, from `1` (fastest) to `9` (smallest).");
  });
});

describe("a reStructuredText definition list of a dictionary's keys", () => {
  // Sphinx's LaTeX chapter (set 195): string keys in double backticks, each over its indented description and default,
  // under a line that names their kind.
  const KEYS = [
    "The ``frob_elements`` configuration setting",
    "--------------------------------------------",
    "",
    "A dictionary that contains snippets overriding those Frob usually puts into its files.",
    "",
    "Keys that you may want to override include:",
    "",
    "``'papersize'``",
    "   Paper size option of the document class (``'a4paper'`` or",
    "   ``'letterpaper'``)",
    "",
    "   Default: ``'letterpaper'``",
    "",
    "``'pxunit'``",
    "   The value of the ``px`` when used in image attributes ``width`` and ``height``.",
    "",
    "   Default: ``'0.75bp'``",
  ];

  it("names each term's kind by the line that introduces the list, asks what it does and what it defaults to", () => {
    const lines = numberedLines(KEYS);
    const facts = Object.fromEntries(factsIn(lines, 1, KEYS.length, {}).map((fact) => [fact.question, fact.answer]));
    expect(facts["What does the `pxunit` key do?"]).toBe("The value of the `px` when used in image attributes `width` and `height`.");
    expect(facts["What does the `papersize` key default to?"]).toBe("`'letterpaper'`");
    expect(facts["What does the `pxunit` key default to?"]).toBe("`'0.75bp'`");
    // The reader finds the same entry by its name and reads the same default.
    expect(readBackAnswer("What does the `papersize` key default to?", lines)).toBe("`'letterpaper'`");
    expect(readBackAnswer("What does the `pxunit` key do?", lines)).toBe("The value of the `px` when used in image attributes `width` and `height`.");
  });

  it("reads a section heading's kind before the lead-in's", () => {
    // body-parser's README: "#### Options" over "… may contain any of the following keys:" and its terms.
    const readme = ["#### Options", "", "The `json` function takes an `options` object that may contain any of the following keys:", "", "##### inflate", "", "When set to `true`, then deflated bodies will be inflated. Defaults to `true`."];
    expect(Object.keys(asked(readme))).toContain("What does the inflate option do?");
  });

  it("takes no kind from a lead-in above a paragraph of prose between it and the term", () => {
    const prose = ["Keys that you may want to override include:", "", "Frob reads them at start-up.", "", "``'papersize'``", "   Paper size option of the document class, used by every page.", "", "   Default: ``'letterpaper'``"];
    expect(Object.keys(asked(prose))).toEqual([]);
  });
});

// A C API reference as the HTML adapter reads gtk-doc's pages: the call's heading with a space before "()", its
// prototype, a description, then a "Parameters" table with no header row.
const GTK_DOC = [
  "### frob_buffer_set_data ()",
  "FrobBool",
  "frob_buffer_set_data (FrobBuffer *buffer,",
  "                      size_t offset,",
  "                      const void *data);",
  "Updates part of the buffer with new data from data.",
  "",
  "#### Parameters",
  "buffer | a buffer object | ",
  "offset | destination offset (in bytes) in the buffer | ",
  "data | a pointer to the data to be copied into the buffer | ",
  "",
  "### frob_pixel_buffer_new ()",
  "FrobPixelBuffer *",
  "frob_pixel_buffer_new (size_t size, const void *data);",
  "Declares a new FrobPixelBuffer of size bytes to contain arrays of pixels.",
  "If data isn't NULL then size bytes will be read from data and immediately copied into the new buffer.",
  "",
  "#### Parameters",
  "size | The number of bytes to allocate for the pixel data. | ",
  "data | An optional pointer to vertex data to upload immediately | [nullable]",
  "",
  "### frob_pixel_buffer_fill ()",
  "void",
  "frob_pixel_buffer_fill (FrobPixelBuffer *buffer, int value);",
  "Fills the buffer with one value.",
  "",
  "#### Parameters",
  "value | the value written to every pixel of the buffer | [in] | extra",
];

describe("a C API reference's entries as gtk-doc writes them", () => {
  it("asks a parameter table's rows as parameters of the call above, each answered by its own cell", () => {
    const facts = asked(GTK_DOC);
    expect(facts["What is the `data` parameter of `frob_buffer_set_data()`?"]).toBe("a pointer to the data to be copied into the buffer");
    expect(facts["What is the `size` parameter of `frob_pixel_buffer_new()`?"]).toBe("The number of bytes to allocate for the pixel data.");
    // gtk-doc's third cell holds the parameter's annotations, no part of what it is; a third cell of any other kind
    // makes the row no parameter's.
    expect(facts["What is the `data` parameter of `frob_pixel_buffer_new()`?"]).toBe("An optional pointer to vertex data to upload immediately");
    expect(facts["What is the `value` parameter of `frob_pixel_buffer_fill()`?"]).toBeUndefined();
    // "a buffer object" of `buffer` says nothing but its name.
    expect(facts["What is the `buffer` parameter of `frob_buffer_set_data()`?"]).toBeUndefined();
    const seen = numberedLines(GTK_DOC);
    const analysis = analyseQuestion("What is the `data` parameter of `frob_buffer_set_data()`?");
    expect(findCandidates(analysis, seen, new Map(analysis.terms.map((term) => [term, 1])))[0]?.answer).toBe("a pointer to the data to be copied into the buffer");
  });

  it("asks nothing of a parameter described by an example of its value", () => {
    // gtkmm's AccelKey: Doxygen's parameter list gives each parameter an example, once with a usage note after it.
    const page = [
      "## Constructor & Destructor Documentation",
      "",
      "### FrobKey(accelerator, frob_path)",
      "Frob::FrobKey::FrobKey(const Glib::ustring & accelerator, const Glib::ustring & frob_path = {})",
      "FrobKey constructor.",
      "Parameters:",
      '- `accelerator` – For instance, "<control>q" - Use <control>, <shift>, <alt> and <release>. Use F1, F2, etc, for function keys.',
      "- `frob_path` – The path of the frob in the menu tree.",
    ];
    const facts = asked(page);
    expect(Object.keys(facts).filter((question) => question.includes("`accelerator`"))).toEqual([]);
    expect(facts["What is the `frob_path` parameter of `FrobKey()`?"]).toBe("The path of the frob in the menu tree.");
  });

  it("describes a call by the sentence after its prototype, not by the prototype", () => {
    const facts = asked(GTK_DOC);
    expect(facts["What does the `frob_buffer_set_data()` function do?"]).toBe("Updates part of the buffer with new data from data.");
    expect(facts["What does the `frob_pixel_buffer_new()` function do?"]).toBe("Declares a new FrobPixelBuffer of size bytes to contain arrays of pixels.");
  });

  it("reads the call's heading as the section's scope, and never a parameter table's first row as its header", () => {
    expect(sectionCall("frob_pixel_buffer_new ()")).toEqual({ name: "frob_pixel_buffer_new" });
    expect(sectionCall("Usage (advanced)")).toBeUndefined();
    expect(sectionCall("Usage ()")).toBeUndefined();
    const questions = factsIn(numberedLines(GTK_DOC), 1, GTK_DOC.length, {}).map((fact) => fact.question);
    expect(questions).toContain("In `frob_pixel_buffer_new()`, what happens if data isn't NULL?");
    expect(questions.filter((question) => /for the Parameters\?$/.test(question))).toEqual([]);
  });
});

// A C API reference as the HTML adapter reads Doxygen's member documentation: the member's heading with its parameter
// names, its prototype on one line (a macro's body after "Value:"), a description, and the parameters as a lead-in.
const DOXYGEN = [
  "## Macro Definition Documentation",
  "",
  "### FROB_GET_CODE(event)",
  "#define FROB_GET_CODE(event) (event)->code",
  "Returns the code of a given event.",
  "Parameters:",
  "- `event` – the event whose code is read from its header",
  "",
  "Definition at line 243 of file frob.h.",
  "",
  "### frob_get_first(event, first)",
  "#define frob_get_first(event, first)",
  "Value:",
  "do { \\",
  "  first = (event)->parameters[0]; \\",
  "} while(0)",
  "Copies the first parameter of an event into a variable.",
  "Parameters:",
  "- `event` – A pointer",
  "",
  "Definition at line 276 of file frob.h.",
  "",
  "### frob_open(path, error)",
  "frob_t * frob_open(const char * path, int * error)",
  "Opens a trace file for reading.",
  "",
  "### frob_read(handle, buffer, len)",
  "int frob_read(frob_t * handle, char * buffer, int len)",
  "Reads the next event of a trace into a buffer.",
  ...Array.from({ length: 14 }, (_, index) => `Note ${index + 1} on reading: the buffer is filled from the start each time.`),
  "Parameters:",
  "- `handle` – Trace to read from",
  "- `len` – Number of characters available in the buffer",
];

describe("a C API reference's entries as Doxygen writes them", () => {
  it("describes a call by the sentence after its one-line prototype and a macro's body, not by either", () => {
    const facts = asked(DOXYGEN);
    expect(facts["What does the `FROB_GET_CODE()` function do?"]).toBe("Returns the code of a given event.");
    expect(facts["What does the `frob_get_first()` function do?"]).toBe("Copies the first parameter of an event into a variable.");
    expect(facts["What does the `frob_open()` function do?"]).toBe("Opens a trace file for reading.");
  });

  it("takes no description that mentions the call's name before a parenthesis for a prototype", () => {
    const facts = asked(["#### .type(types)", "", "Return the first accepted type (and it is returned as the same text as what", "appears in the `types` array). If nothing in `types` is accepted, then `false`", "is returned."]);
    expect(facts["What does the `.type()` method do?"]).toBe("Return the first accepted type (and it is returned as the same text as what appears in the `types` array).");
    expect(asked(["#### .kind(value)", "", "Return the kind (a string) of the value given."])["What does the `.kind()` method do?"]).toBe("Return the kind (a string) of the value given.");
  });

  it("asks a parameter as one of the call the heading names, and never takes the paragraph after the list as its description", () => {
    const facts = asked(DOXYGEN);
    expect(facts["What is the `event` parameter of `FROB_GET_CODE()`?"]).toBe("the event whose code is read from its header");
    // A description written as a capitalised noun phrase, under a member whose notes hold its heading far above.
    expect(facts["What is the `len` parameter of `frob_read()`?"]).toBe("Number of characters available in the buffer");
    // "A pointer" is too short a description; "Definition at line 276 …" stands after the list, not under the item.
    expect(Object.entries(facts).filter(([, answer]) => /Definition at line/.test(answer))).toEqual([]);
  });
});

describe("a Haddock function's cost before its description (set 202's fingertree, Haskell's vector)", () => {
  const PAGE = [
    "Data.Frob.Vector",
    "",
    "# Documentation",
    "frobMaximum :: Ord a => Vector a -> a Source",
    "O(n) Yield the maximum element of the frob vector.",
    "",
    "frobMinView :: Ord k => PQueue k v -> Maybe (v, PQueue k v) Source",
    "O(1) for the element, O(log(n)) for the reduced queue. Returns Nothing for an empty map, or the minimal element.",
  ];

  it("asks what the function does without its cost, and nothing of a description that is only costs", () => {
    const lines = numberedLines(PAGE);
    const facts = Object.fromEntries(factsIn(lines, 1, PAGE.length, {}).map((fact) => [fact.question, fact.answer]));
    expect(facts["What does the `frobMaximum` function do?"]).toBe("Yield the maximum element of the frob vector.");
    expect(facts["What does the `frobMinView` function do?"]).toBeUndefined();
    expect(readBackAnswer("What does the `frobMaximum` function do?", lines)).toBe("Yield the maximum element of the frob vector.");
  });
});

describe("a Doxygen file page's members with a brief and no detailed description", () => {
  // Shibboleth's SAMLConstants.h (set 196): namespace variables whose briefs have no "More..." after them.
  const CONSTANTS = [
    "frobnicator-3.4.1",
    "Namespaces | Variables",
    "FrobConstants.h File Reference",
    "Variables | ",
    "const XMLCh | frobconstants::PAOS_NS []",
    ' | Liberty PAOS XML Namespace ("urn:liberty:paos:2003-08")',
    "const XMLCh | frobconstants::SAML1_NS []",
    ' | SAML 1.X Assertion XML namespace ("urn:oasis:names:tc:SAML:1.0:assertion")',
  ];

  it("asks each member by its own name, its brief as what it is, and reads it back", () => {
    const facts = asked(CONSTANTS);
    expect(facts["What is the `PAOS_NS` variable?"]).toBe('Liberty PAOS XML Namespace ("urn:liberty:paos:2003-08")');
    // A brief may open with an acronym.
    expect(facts["What is the `SAML1_NS` variable?"]).toBe('SAML 1.X Assertion XML namespace ("urn:oasis:names:tc:SAML:1.0:assertion")');
    expect(readBackAnswer("What is the `SAML1_NS` variable?", numberedLines(CONSTANTS))).toBe('SAML 1.X Assertion XML namespace ("urn:oasis:names:tc:SAML:1.0:assertion")');
  });

  it("reads a brief without \"More...\" on a Doxygen page only", () => {
    const table = ["Frob settings", "", "const XMLCh | frobconstants::PAOS_NS []", ' | Liberty PAOS XML Namespace ("urn:liberty:paos:2003-08")'];
    expect(asked(table)).toEqual({});
  });
});

describe("a script API's entries as DocBook writes them: a heading over the call's synopsis", () => {
  // The synopsis is the call as it is written, its result assigned or not, optional arguments in brackets.
  const SYNOPSIS = [
    "## frob.open()",
    "port = frob.open(options)",
    "Open a new port to the frob daemon. The options argument is a plain object.",
    "",
    "## port.send()",
    "port.send(data)",
    "Send a message over the port.",
    "",
    "## port.close()",
    "port.close([problem])",
    "Close the port and release its buffers.",
    "",
    "## frob.decode()",
    "data = frob.decode(string, [constructor])",
    "Decode binary data from a frob-encoded string.",
  ];

  it("describes each call by the sentence after its synopsis, never by the synopsis", () => {
    const facts = asked(SYNOPSIS);
    expect(facts["What does the `frob.open()` method do?"]).toBe("Open a new port to the frob daemon.");
    expect(facts["What does the `port.send()` method do?"]).toBe("Send a message over the port.");
    expect(facts["What does the `port.close()` method do?"]).toBe("Close the port and release its buffers.");
    expect(Object.values(facts).filter((answer) => /=|\(/.test(answer))).toEqual([]);
  });

  it("describes an alias by the sentence under its 'Alias for …' line, never by both run together", () => {
    const facts = asked(["## function frob.set_tag()", "Alias for frob.Scope.set_tag()", "Sets a tag for a key to a specific value.", "Return type:"]);
    expect(facts["What does the `frob.set_tag()` function do?"]).toBe("Sets a tag for a key to a specific value.");
  });

  it("keeps the questions when the synopsis brackets an optional argument: a name in brackets is no literal", () => {
    const lines = numberedLines(SYNOPSIS);
    const questions = factsIn(lines, 1, SYNOPSIS.length, { format: "html" }).map((fact) => fact.question);
    expect(questions).toContain("What does the `port.close()` method do?");
    expect(questions).toContain("What does the `frob.decode()` method do?");
  });
});

describe("entries of Sphinx's C, C++ and JavaScript domains as the HTML adapter writes them", () => {
  const DOMAIN = [
    "# frob module",
    "## type `streams`",
    "A zero-based array of frob stream objects, one for each stream in the file.",
    "",
    "### member `offset`",
    "Offset of the stream data in the file.",
    "",
    "## function int `frob_open`(FROB *frob, const char *path)",
    "Opens a frob file for reading.",
    "",
    "## macro `FROB_MAX`(a, b)",
    "Computes the larger of two frob levels.",
    "",
    "## enum `Level`",
    "The levels a frob can be opened at.",
    "",
    "### enumerator `kHigh`",
    "Reads every frame of the file.",
  ];

  it("asks each entry by its kind, a nested entry of the entry it is under, and reads the answers back", () => {
    const lines = numberedLines(DOMAIN);
    const facts = Object.fromEntries(factsIn(lines, 1, DOMAIN.length, { format: "html" }).map((fact) => [fact.question, fact.answer]));
    expect(facts["What is the `streams` type?"]).toBe("A zero-based array of frob stream objects, one for each stream in the file.");
    expect(facts["What is the `offset` field of `streams`?"]).toBe("Offset of the stream data in the file.");
    expect(facts["What does the `frob_open()` function do?"]).toBe("Opens a frob file for reading.");
    expect(facts["What does the `FROB_MAX()` macro do?"]).toBe("Computes the larger of two frob levels.");
    expect(facts["What does the `kHigh` enumerator of `Level` mean?"]).toBe("Reads every frame of the file.");
    for (const [question, answer] of Object.entries(facts).filter(([question]) => /`(?:streams|offset|frob_open\(\))`/.test(question))) {
      expect(readBackAnswer(question, lines)).toBe(answer);
    }
  });
});

describe("an entry whose description only points to another manual", () => {
  it("asks nothing of a description in brackets that sends the reader elsewhere", () => {
    const lines = ["Methods", "=======", "", "fullinfo", "--------", "", "[See *pcre_fullinfo* in the PCRE docs.]", "", "dfa_exec", "--------", "", "[PCRE 6.0 and later. See *pcre_dfa_exec* in the PCRE docs.]", "", "refcount", "--------", "", "Returns the number of references the Lua code holds on the pattern."];
    const facts = asked(lines);
    expect(Object.values(facts).filter((answer) => /See \*pcre|PCRE 6\.0/.test(answer))).toEqual([]);
    expect(facts["What does the refcount method do?"]).toBe("Returns the number of references the Lua code holds on the pattern.");
  });

  it("asks nothing of a description whose sentence sends the reader to another entry after a dash", () => {
    const facts = asked(["Methods", "=======", "", "query_bool", "----------", "", "Examines the attribute - see query_int.", "", "query_int", "---------", "", "Examines the attribute and stores it as an integer."]);
    expect(facts["What does the query_bool method do?"]).toBeUndefined();
    expect(facts["What does the query_int method do?"]).toBe("Examines the attribute and stores it as an integer.");
  });
});

describe("a Javadoc method as the HTML adapter writes it", () => {
  const METHOD = [
    "### Method Detail",
    "",
    "#### init(contact)",
    "void init(java.lang.String contact)",
    "   throws FrobException",
    "Description copied from interface: FrobSession",
    "Initialize the frob session.",
    "Parameters:",
    "- `contact` – the name of the server to reach.",
    "",
  ];

  it("asks what the method does from the description after its signature, its throws clause and the copy note", () => {
    const facts = Object.fromEntries(factsIn(numberedLines(METHOD), 1, METHOD.length, {}).map((fact) => [fact.question, fact.answer]));
    expect(facts["What does the `init()` method do?"]).toBe("Initialize the frob session.");
    expect(facts["What is the `contact` parameter of `init()`?"]).toBe("the name of the server to reach");
  });

  it("reads past a signature whose type is qualified or an array", () => {
    const lines = ["### Method Detail", "", "#### nextClockwise()", "public CompassPoint.Cardinal nextClockwise()", "Returns the next cardinal point in the clockwise direction.", "", "#### values()", "public static CompassPoint.Cardinal[] values()", "Returns an array containing the constants of this enum type.", ""];
    const facts = Object.fromEntries(factsIn(numberedLines(lines), 1, lines.length, {}).map((fact) => [fact.question, fact.answer]));
    expect(facts["What does the `nextClockwise()` method do?"]).toBe("Returns the next cardinal point in the clockwise direction.");
    expect(facts["What does the `values()` method do?"]).toBe("Returns an array containing the constants of this enum type.");
  });
});

describe("an autodoc attribute's or datum's value on its heading", () => {
  const ENTRIES = [
    "## frob.errors",
    "",
    "### exception frob.errors.NotFound(msg=None)",
    "",
    "#### attribute frob.errors.NotFound.status = 404",
    "",
    "#### attribute frob.errors.NotFound.msg = 'Resource not found.'",
    "",
    "#### attribute frob.errors.NotFound.extra = None",
    "",
    "### data frob.DEFAULT_PORT: int = 8080",
  ];

  it("asks each value the entry declares, not one that says nothing, and the reader answers it from the heading", () => {
    const facts = factsIn(numberedLines(ENTRIES), 1, ENTRIES.length, {}).filter((fact) => /value of/.test(fact.question));
    expect(facts.map((fact) => [fact.question, fact.answer, fact.evidence[0]!.start_line])).toEqual([
      ["What is the value of the `frob.errors.NotFound.status` attribute?", "404", 5],
      ["What is the value of the `frob.errors.NotFound.msg` attribute?", "'Resource not found.'", 7],
      ["What is the value of `frob.DEFAULT_PORT`?", "8080", 11],
    ]);
    expect(readBackAnswer("What is the value of the `frob.errors.NotFound.status` attribute?", numberedLines(ENTRIES))).toBe("404");
    expect(readBackAnswer("What is the value of `frob.DEFAULT_PORT`?", numberedLines(ENTRIES))).toBe("8080");
  });
});

describe("a C macro's value under its own heading", () => {
  // A Doxygen file page as the HTML adapter writes it: a summary table of macros, then each macro under its heading.
  const MACROS = [
    "Macros | ",
    "#define | FROB_LEFT_S 0xd000",
    "",
    "## Macro Definition Documentation",
    "",
    "### FROB_LEFT(raw)",
    "#define FROB_LEFT(raw) (raw >= FROB_LEFT_S && raw <= FROB_LEFT_E)",
    "Definition at line 45 of file frob.h.",
    "",
    "### FROB_LEFT_S",
    "#define FROB_LEFT_S 0xd000",
    "Definition at line 27 of file frob.h.",
    "",
    "### FROB_TRACE",
    "#define FROB_TRACE /* set by configure */ 1",
    "",
    "Example:",
    "",
    "    #define FROB_DEBUG 1",
  ];

  it("asks the value an object-like macro is defined as, and the reader answers it from the `#define` line", () => {
    const facts = factsIn(numberedLines(MACROS), 1, MACROS.length, {}).filter((fact) => /macro/.test(fact.question));
    // Not a macro with parameters (its body repeats them), not one with a comment, not a `#define` of a code example
    // or of the summary table, which stand under no heading of their own.
    expect(facts.map((fact) => [fact.question, fact.answer, fact.evidence[0]!.start_line])).toEqual([["What is the `FROB_LEFT_S` macro defined as?", "0xd000", 11]]);
    const analysis = analyseQuestion("What is the `FROB_LEFT_S` macro defined as?");
    expect(findCandidates(analysis, numberedLines(MACROS), new Map(analysis.terms.map((term) => [term, 1])))[0]).toMatchObject({ answer: "0xd000", line: 11 });
  });
});

describe("a data member under its heading and declaration", () => {
  // A Doxygen struct page's "Member Data Documentation" as the HTML adapter writes it.
  const FIELDS = [
    "## Member Data Documentation",
    "",
    "### time",
    "uint64_t frob_pipeline_stats::time",
    "Total time spent inside this pipeline (in nanoseconds)",
    "Definition at line 1754 of file frob.h.",
    "",
    "### runs",
    "int frob_pipeline_stats::runs",
    "The number of times this pipeline has been run.",
  ];

  it("asks what the field is, of the type that declares it, and the reader answers it", () => {
    const facts = termFacts(numberedLines(FIELDS), 1, FIELDS.length).map((fact) => [fact.question, fact.answer]);
    expect(facts).toEqual([
      ["What is the `time` field of `frob_pipeline_stats`?", "Total time spent inside this pipeline (in nanoseconds)"],
      ["What is the `runs` field of `frob_pipeline_stats`?", "The number of times this pipeline has been run."],
    ]);
    expect(readBackAnswer("What is the `runs` field of `frob_pipeline_stats`?", numberedLines(FIELDS))).toBe("The number of times this pipeline has been run.");
  });

  it("reads a declaration of the member's name only: not a call, not another name", () => {
    expect(memberDeclaration("uint64_t frob_stats::time", "time")).toEqual({ owner: "frob_stats" });
    expect(memberDeclaration("static final int SUSPEND", "SUSPEND")).toEqual({});
    expect(memberDeclaration("const char* frob::name", "name")).toEqual({ owner: "frob" });
    expect(memberDeclaration("int counts[4];", "counts")).toEqual({});
    expect(memberDeclaration("void frob::time()", "time")).toBeUndefined();
    expect(memberDeclaration("uint64_t frob_stats::timeout", "time")).toBeUndefined();
    expect(memberDeclaration("The time it took.", "time")).toBeUndefined();
  });
});

describe("a call's description over its parameter table", () => {
  it("ends before the table's first row (gtk-doc 1.x writes the parameters right under the description)", () => {
    const lines = ["### frob_swap_buffers ()", "void        frob_swap_buffers    (FrobDrawable *drawable);", "Exchange front and back buffers.", "drawable : | a FrobDrawable.", ""];
    const facts = termFacts(numberedLines(lines), 1, lines.length).map((fact) => [fact.question, fact.answer]);
    expect(facts).toContainEqual(["What does the `frob_swap_buffers()` function do?", "Exchange front and back buffers."]);
  });
});

describe("a Doxygen member with no description but where it is used", () => {
  it("asks nothing from 'Referenced by …'", () => {
    const lines = ["## Member Function Documentation", "", "### parse()", "bool StarObjectText::parse()", "Referenced by StarFileManager::checkUnparsed(), and SDXParser::createZones().", ""];
    expect(termFacts(numberedLines(lines), 1, lines.length)).toEqual([]);
  });
});

// Doxygen's enumeration as the HTML adapter writes it: heading, declaration, description, then the values' table.
const ENUMERATION = [
  "## Enumeration Type Documentation",
  "",
  "### frob_log_level",
  "enum frob_log_level",
  "Describes the minimum severity of messages returned by frob_compile() and similar functions.",
  "Enumerator | ",
  "FROB_LOG_NONE | No messages will be returned.",
  "FROB_LOG_ERROR | Only fatal errors which prevent compilation will be returned.",
  "FROB_LOG_BOOL | Boolean.",
  "FROB_LOG_INFO | All messages will be returned. This is the default level.",
  "",
  "### frob_flags",
  "Enumerator | ",
  "FROB_FLAG_A | Flags of the first kind of frob.",
  "",
];

describe("an enumeration and its values, as Doxygen documents them", () => {
  it("asks what each described value means, with its enumeration, and what the enumeration is", () => {
    const facts = asked(ENUMERATION);
    expect(facts["What does the `FROB_LOG_NONE` enumerator of `frob_log_level` mean?"]).toBe("No messages will be returned.");
    expect(facts["What does the `FROB_LOG_INFO` enumerator of `frob_log_level` mean?"]).toBe("All messages will be returned.");
    expect(facts["What does the `frob_log_level` enumeration do?"]).toBe("Describes the minimum severity of messages returned by frob_compile() and similar functions.");
    // Not a data member: "enum frob_log_level" declares a type.
    expect(Object.keys(facts).some((question) => / field\b/.test(question))).toBe(false);
    expect(memberDeclaration("enum frob_log_level", "frob_log_level")).toBeUndefined();
  });

  it("never reads the next row as a value's description, nor a table without the enumeration's declaration", () => {
    const facts = asked(ENUMERATION);
    // "Boolean." is too short to be a description; the row below it is another value's.
    expect(Object.keys(facts).some((question) => question.includes("FROB_LOG_BOOL"))).toBe(false);
    expect(Object.values(facts).some((answer) => answer.includes("|"))).toBe(false);
    expect(Object.keys(facts).some((question) => question.includes("FROB_FLAG_A"))).toBe(false);
  });

  it("is read back from the value's row by the reader", () => {
    const lines = numberedLines(ENUMERATION);
    expect(termQuestion("What does the `FROB_LOG_ERROR` enumerator of `frob_log_level` mean?")).toBe("FROB_LOG_ERROR");
    expect(readBackAnswer("What does the `FROB_LOG_ERROR` enumerator of `frob_log_level` mean?", lines)).toBe("Only fatal errors which prevent compilation will be returned.");
  });
});

describe("a Haddock entry without a description", () => {
  it("takes no paragraph after a blank line for its description: the page's words between entries", () => {
    const facts = asked(["sortOn :: Ord b => (a -> b) -> [a] -> [a] Source", "", "Convert between List types", "fromList :: [a] -> l a Source", "Convert a list to a MonadPlus", ""]);
    expect(facts["What does the `fromList` function do?"]).toBe("Convert a list to a MonadPlus");
    expect(Object.values(facts)).not.toContain("Convert between List types");
  });
});

// Doxygen's typedefs as the HTML adapter writes them: heading, declaration, description, "See also".
const TYPEDEFS = [
  "## Typedef Documentation",
  "",
  "### frob_close_fp",
  "typedef void(* frob_close_fp) (void *socket)",
  "A function pointer to a technology specific close function.",
  "See also",
  "frob_close",
  "",
  "### frob_level_t",
  "typedef unsigned int frob_level_t;",
  "The severity of a message, from 0 (none) to 7 (debug).",
  "",
  "### frob_state",
  "typedef struct _FrobState frob_state_other",
  "An opaque handle of the state of a frob.",
  "",
];

describe("a C type, as Doxygen documents its typedef", () => {
  it("asks what the type is, a function pointer's and an alias's, from the description under the declaration", () => {
    const facts = asked(TYPEDEFS);
    expect(facts["What is the `frob_close_fp` type?"]).toBe("A function pointer to a technology specific close function.");
    expect(facts["What is the `frob_level_t` type?"]).toBe("The severity of a message, from 0 (none) to 7 (debug).");
    // gtk-doc's words for every opaque structure say nothing of this one.
    const opaque = asked(["### FrobControl", "typedef struct _FrobControl FrobControl;", "The FrobControl structure contains only private data and should only be accessed using the provided API.", ""]);
    expect(opaque).toEqual({});
    expect(asked(["### FrobNode", "typedef struct _FrobNode FrobNode;", "The FrobNode structure contains private data and should only be accessed using the provided API.", ""])).toEqual({});
    // A heading over a typedef of another name is no declaration of it.
    expect(Object.keys(facts).some((question) => question.includes("frob_state"))).toBe(false);
  });

  it("is read back from the description by the reader", () => {
    expect(readBackAnswer("What is the `frob_close_fp` type?", numberedLines(TYPEDEFS))).toBe("A function pointer to a technology specific close function.");
  });
});

describe("a stub where a description would be", () => {
  it("asks nothing of 'Override to do something useful.' or a TODO", () => {
    const lines = [
      "#### method frob.cli.DeleteCommand.take_action(parsed_args)",
      "Override to do something useful.",
      "",
      "#### method frob.cli.ShowCommand.take_action(parsed_args)",
      "Return a two-part tuple with a tuple of column names and a tuple of values.",
      "",
      "#### method frob.cli.ListCommand.take_action(parsed_args)",
      "TODO: describe the listing.",
      "",
    ];
    const questions = Object.keys(asked(lines));
    expect(questions).toEqual(["What does the `frob.cli.ShowCommand.take_action()` method do?"]);
  });

  it("asks what a hook is overridden to do when its description says so", () => {
    const lines = [
      "### validate_widgets()",
      "virtual bool Gnome::Glade::VariablesMap::validate_widgets() [protected, virtual]",
      "Override this to validate the data that the user enters into the widgets.",
      "",
      "### on_idle()",
      "virtual void on_idle() [virtual]",
      "Override this to do something useful.",
      "",
    ];
    expect(asked(lines)).toEqual({ "What is the `validate_widgets()` function overridden to do?": "validate the data that the user enters into the widgets" });
    expect(readBackAnswer("What is the `validate_widgets()` function overridden to do?", numberedLines(lines))).toBe("validate the data that the user enters into the widgets");
  });
});

// BoostBook's class reference: a synopsis of declarations, then each member's declaration over its description.
const SYNOPSIS = [
  "## Synopsis",
  "void deallocate_one(const pointer & p);",
  "pointer address(reference value) const;",
  "const_pointer address(const_reference value) const;",
  "",
  "## Description",
  "void deallocate_one(const pointer & p);",
  "Deallocates memory previously allocated with allocate_one(). Never throws",
  "pointer address(reference value) const;",
  "Returns address of mutable object. Never throws",
  "const_pointer address(const_reference value) const;",
  "Returns address of non mutable object. Never throws",
  "size_type max_size() const;",
  "Returns the number of elements that could be allocated. Never throws",
  "",
];

describe("a member declared on a line of its own over its description", () => {
  it("asks what the member does, the description's first sentence", () => {
    const facts = asked(SYNOPSIS);
    expect(facts["What does the `deallocate_one()` function do?"]).toBe("Deallocates memory previously allocated with allocate_one().");
    expect(facts["What does the `max_size()` function do?"]).toBe("Returns the number of elements that could be allocated.");
  });

  it("asks nothing of an overloaded name, and never runs a description into the next declaration", () => {
    const facts = asked(SYNOPSIS);
    expect(Object.keys(facts).some((question) => question.includes("address()"))).toBe(false);
    expect(Object.values(facts).some((answer) => /;/.test(answer))).toBe(false);
  });
});

// Haddock's module page: the synopsis's list of signatures, then each function's signature with the link to its source.
const HADDOCK = [
  "Synopsis",
  "- curlGet :: URLString -> [CurlOption] -> IO ()",
  "- tokens' :: LString -> [Token]",
  "",
  "# Documentation",
  "curlGet :: URLString -> [CurlOption] -> IO () Source",
  "tokens' :: LString -> [Token] Source",
  "Instance detailsDefined in Text.XML.Light.Lexer Methodsuncons :: Text -> Maybe (Char, Text) Source # | ",
  "uncons :: Scanner s -> Maybe (Char, Scanner s) Source # | ",
];

describe("a Haskell function's type signature, as Haddock documents it", () => {
  it("asks each documented function's type signature, from the line with the link to its source", () => {
    const facts = Object.fromEntries(factsIn(numberedLines(HADDOCK), 1, HADDOCK.length, { format: "html" }).map((fact) => [fact.question, [fact.answer, fact.evidence[0]!.start_line]]));
    expect(facts["What is the type signature of `curlGet`?"]).toEqual(["URLString -> [CurlOption] -> IO ()", 6]);
    expect(facts["What is the type signature of `tokens'`?"]).toEqual(["LString -> [Token]", 7]);
    // An instance's method ("… Source #") is not an entry of its own.
    expect(Object.keys(facts).some((question) => question.includes("uncons"))).toBe(false);
  });

  it("leaves an operator's fixity after the type out of its signature", () => {
    const lines = ["# Documentation", "zoom :: Zoom m n s t => LensLike' (Zoomed m c) t s -> m c -> n c infixr 2 Source", "When you're in a state monad, this function lets you operate on a part of your state.", ""];
    const facts = Object.fromEntries(factsIn(numberedLines(lines), 1, lines.length, { format: "html" }).map((fact) => [fact.question, fact.answer]));
    expect(facts["What is the type signature of `zoom`?"]).toBe("Zoom m n s t => LensLike' (Zoomed m c) t s -> m c -> n c");
    expect(readBackAnswer("What is the type signature of `zoom`?", numberedLines(lines))).toBe("Zoom m n s t => LensLike' (Zoomed m c) t s -> m c -> n c");
  });

  it("is read back from the documentation's line, not the synopsis", () => {
    expect(readBackAnswer("What is the type signature of `curlGet`?", numberedLines(HADDOCK))).toBe("URLString -> [CurlOption] -> IO ()");
  });

  it("asks an OCaml signature as ocamldoc shows a module's or a class's type, on one line only", () => {
    const lines = ["sig", "type +!'a t", "val cardinal : 'a t -> int", "val update :", "Frob.path ->", "('a option -> 'a option) -> 'a t -> 'a t", "method append : unit -> Gtk.tree_iter", "end"];
    const facts = Object.fromEntries(factsIn(numberedLines(lines), 1, lines.length, { format: "html" }).map((fact) => [fact.question, fact.answer]));
    expect(facts["What is the type signature of `cardinal`?"]).toBe("'a t -> int");
    expect(facts["What is the type signature of `append`?"]).toBe("unit -> Gtk.tree_iter");
    expect(Object.keys(facts).some((question) => question.includes("update"))).toBe(false);
    expect(readBackAnswer("What is the type signature of `cardinal`?", numberedLines(lines))).toBe("'a t -> int");
  });

  it("waits behind what the page's prose says: a fill-in, never a first choice", () => {
    expect(isFirstChoice({ kind: "term", question: "What is the type signature of `curlGet`?" })).toBe(false);
    expect(isFirstChoice({ kind: "term", question: "What does the `curlGet` function do?" })).toBe(true);
  });
});

describe("Doxygen's notes and calls documented for one constant", () => {
  it("ends a member's description at its notes, and reads a brief description without a full stop", () => {
    const lines = ["### name()", "const char* name() const", 'Returns the name of the codec ("Quoted-Printable")', "Implements codec.", "", "### flush(out)", "void flush(OutIt & out)", "Write to out any buffered decoded char.", "Reimplemented from codec.", ""];
    const facts = asked(lines);
    expect(facts["What does the `name()` function do?"]).toBe('Returns the name of the codec ("Quoted-Printable")');
    expect(facts["What does the `flush()` function do?"]).toBe("Write to out any buffered decoded char.");
  });

  it("asks nothing of a call heading that passes a constant: it documents that one use", () => {
    const lines = ["#### Fl_Widget.set_flag(SHORTCUT_LABEL)", "Modifies draw_label() so that '&' characters cause an underscore to be printed.", "", "#### Fl_Widget.set_label(text)", "Sets the label text of the widget.", ""];
    const questions = Object.keys(asked(lines));
    expect(questions.some((question) => question.includes("set_flag"))).toBe(false);
    expect(questions).toContain("What does the `Fl_Widget.set_label()` method do?");
  });
});

describe("a Haskell function's description under its signature, as Haddock documents it", () => {
  const lines = [
    "## Operations on supplies",
    "uniqFromMask :: Char -> IO Unique Source",
    "mkSplitUniqSupply :: Char -> IO UniqSupply Source",
    "Create a unique supply out of thin air. The character given must be distinct from those of all other calls.",
    "listSplitUniqSupply :: UniqSupply -> [UniqSupply] Source",
    "Create an infinite list of UniqSupply from a single one",
    "data UniqSM result Source",
    "A monad which just gives the ability to obtain Uniques",
    "monadic :: Testable m a => m a -> Property m Source",
    "Execute a monadic test.",
    "(==>) :: (Testable m c, Testable m a) => c -> a -> Property m infixr 0 Source",
    "The ==> operator can be used to express a restricting condition.",
    "",
  ];

  it("asks what the function does: the first sentence, or the one line without a full stop", () => {
    const facts = asked(lines);
    expect(facts["What does the `mkSplitUniqSupply` function do?"]).toBe("Create a unique supply out of thin air.");
    expect(facts["What does the `listSplitUniqSupply` function do?"]).toBe("Create an infinite list of UniqSupply from a single one");
    // The next declaration, an operator's too, ends a description.
    expect(facts["What does the `monadic` function do?"]).toBe("Execute a monadic test.");
    // No description, no question; the next signature is no description.
    expect(Object.keys(facts).some((question) => question.includes("uniqFromMask") && question.endsWith("do?"))).toBe(false);
  });

  it("asks nothing of a description that advises instead of saying what the function does", () => {
    const advice = ["viewL :: [a] -> Maybe (a, [a]) Source", "Should be prefered to head and tail.", "chop :: (a -> Bool) -> [a] -> [[a]] Source", "Split the list at the occurrences of a separator into sub-lists.", ""];
    const facts = asked(advice);
    expect(facts["What does the `viewL` function do?"]).toBeUndefined();
    expect(facts["What does the `chop` function do?"]).toBe("Split the list at the occurrences of a separator into sub-lists.");
  });

  it("asks what a function is when a noun phrase describes it, never of a sentence about something else", () => {
    const nouns = [
      "plate :: from -> Type from to Source",
      "The main combinator used to start the chain.",
      "genericToJSON :: Options -> a -> Value Source",
      "A configurable generic JSON creator.",
      "lookup :: Routable k => AddrRange k -> IPRTable k a -> Maybe a Source",
      "The lookup function looks up IPRTable with a key of AddrRange.",
      "hsep :: [Doc] -> Doc Source",
      "The document (hsep xs) concatenates all documents xs horizontally.",
      "",
    ];
    const facts = asked(nouns);
    expect(facts["What is the `plate` function?"]).toBe("The main combinator used to start the chain.");
    expect(facts["What is the `genericToJSON` function?"]).toBe("A configurable generic JSON creator.");
    expect(Object.keys(facts).filter((question) => /`(?:lookup|hsep)`/.test(question))).toEqual([]);
    // The reader answers it from the signature's entry.
    expect(termQuestion("What is the `plate` function?")).toBe("plate");
    // A Haskell name may end in primes.
    expect(termQuestion("What is the `sum'` function?")).toBe("sum'");
    expect(termQuestion("What does the `foldl'` function do?")).toBe("foldl'");
    expect(readBackAnswer("What is the `plate` function?", numberedLines(nouns))).toBe("The main combinator used to start the chain.");
  });

  it("is read back by the reader from the signature's line", () => {
    expect(termQuestion("What does the `listSplitUniqSupply` function do?")).toBe("listSplitUniqSupply");
    expect(readBackAnswer("What does the `listSplitUniqSupply` function do?", numberedLines(lines))).toBe("Create an infinite list of UniqSupply from a single one");
  });
});

describe("a Haskell function whose arguments Haddock documents one by one", () => {
  // As the HTML adapter writes it: the whole signature on the function's line, its argument notes under "Arguments".
  const lines = [
    'inputText :: (Monad m, FormInput input) => String -> Form m input error [XMLGenT x (XMLType x)] () String Source',
    "Arguments",
    "=> String | initial value",
    'Create an <input type="text"> element',
    "inputReset :: (Monad m, FormInput input) => String -> Form m input error [XMLGenT x (XMLType x)] () () Source",
    "Arguments",
    "=> String | value attribute. Used only to label the button.",
    'Create an <input type="reset"> element',
    "This element does not add any data to the form data set.",
    "",
  ];

  it("asks what the function does from the description after the notes, one paragraph only", () => {
    const facts = asked(lines);
    expect(facts["What does the `inputText` function do?"]).toBe('Create an <input type="text"> element');
    // The next paragraph is no part of the first: each is a line of its own.
    expect(facts["What does the `inputReset` function do?"]).toBe('Create an <input type="reset"> element');
  });
});

describe("an Erlang/OTP module page's functions, their arguments typed under \"Types\"", () => {
  // wxErlang's wxEvent page (set 221), as the HTML adapter writes it.
  const lines = [
    "## Exports",
    "",
    "#### getId(This) -> integer()",
    "",
    "### Types",
    "This = wxFrob()",
    "Returns the identifier associated with this frob, such as a button command id.",
    "",
    "#### resumePropagation(This, PropagationLevel) -> ok",
    "",
    "### Types",
    "This = wxFrob()",
    "PropagationLevel = integer()",
    "Sets the propagation level to the given value.",
    "",
    "#### skip(This, Options :: [Option]) -> ok",
    "",
    "### Types",
    "This = wxFrob()",
    "Option = {skip, boolean()}",
    "Controls whether further handlers bound to this frob will be called.",
    "",
  ];

  it("asks what each function does from the description after its types", () => {
    expect(asked(lines)).toMatchObject({
      "What does the `getId()` function do?": "Returns the identifier associated with this frob, such as a button command id.",
      "What does the `resumePropagation()` function do?": "Sets the propagation level to the given value.",
      "What does the `skip()` function do?": "Controls whether further handlers bound to this frob will be called.",
    });
  });
});

describe("a Doxygen summary table's types, variables and macros, with their briefs on the row below", () => {
  const lines = [
    "## Macros",
    "#define | NC_PORT_SSH 830",
    " | Default NETCONF over SSH port. More...",
    "Enumerations | ",
    "enum | NC_DATASTORE_TYPE { NC_DATASTORE_ERROR = 0 , NC_DATASTORE_CONFIG }",
    " | Enumeration of the supported types of datastores defined by NETCONF. More...",
    "enum class | NC_STATE { ready , active , done }",
    " | The states a NETCONF request can be in while the server handles it. More...",
    "Functions | ",
    "int | nc_session_get_id (const struct nc_session *session)",
    " | Get session ID. More...",
    "CORE_POSIX_DLL_PUBLIC void | core::posix::this_process::env::for_each (const std::function< void(const std::string &, const std::string &)> &functor) noexcept(true)",
    " | for_each invokes a functor for every key-value pair in the environment. More...",
    "",
    "## Function Documentation",
    "",
    "### nc_session_get_id()",
    "int nc_session_get_id(const struct nc_session * session)",
    "Get the identifier the server gave a NETCONF session.",
    "",
  ];

  it("asks what each is, with evidence down to its brief, and leaves functions to their own entries", () => {
    const facts = Object.fromEntries(factsIn(numberedLines(lines), 1, lines.length, { format: "html" }).map((fact) => [fact.question, [fact.answer, fact.evidence[0]!.start_line, fact.evidence[0]!.end_line]]));
    expect(facts["What is the `NC_DATASTORE_TYPE` enumeration?"]).toEqual(["Enumeration of the supported types of datastores defined by NETCONF.", 5, 6]);
    expect(facts["What is the `NC_PORT_SSH` macro?"]?.[0]).toBe("Default NETCONF over SSH port.");
    // C++11's scoped enumeration is an enumeration too, not a variable.
    expect(facts["What is the `NC_STATE` enumeration?"]?.[0]).toBe("The states a NETCONF request can be in while the server handles it.");
    expect(facts["What is the `NC_STATE` variable?"]).toBeUndefined();
    // A function with an entry of its own further down is asked there, from its entry's lines, not the table's row.
    expect(facts["What does the `nc_session_get_id()` function do?"]?.slice(0, 2)).toEqual(["Get the identifier the server gave a NETCONF session.", 17]);
  });

  it("ends a member's brief without its stop at Doxygen's \"Definition at line\" note", () => {
    // libofx's getparent(): the note ran into the description, which was then refused.
    const page = ["### getparent()", "OfxGenericContainer * OfxGenericContainer::getparent()", "Returns the parent container object (the one representing the containing OFX SGML element)", "Definition at line 63 of file ofx_container_generic.cpp.", "Referenced by OFCApplication::endElement().", ""];
    const facts = Object.fromEntries(factsIn(numberedLines(page), 1, page.length, { format: "html" }).map((fact) => [fact.question, fact.answer]));
    expect(facts["What does the `getparent()` function do?"]).toBe("Returns the parent container object (the one representing the containing OFX SGML element)");
  });

  it("asks what a function does from its row when the page has no entry of its own for it (a header's file page)", () => {
    const facts = Object.fromEntries(factsIn(numberedLines(lines), 1, lines.length, { format: "html" }).map((fact) => [fact.question, fact.answer]));
    // Its brief names it as its subject: the answer is what it does.
    expect(facts["What does the `for_each()` function do?"]).toBe("Invokes a functor for every key-value pair in the environment.");
    // Read back from the row, however long its declaration.
    expect(readBackAnswer("What does the `for_each()` function do?", numberedLines(lines))).toBe("Invokes a functor for every key-value pair in the environment.");
  });

  it("ends a brief where Doxygen runs it into its deprecation note, and the reader reads it so", () => {
    const page = ["Functions | ", "void | frob_set_pool (void *pool)", " | Set the memory pool for frob_alloc Deprecated, use frob_pool_init() instead. More...", ""];
    const facts = Object.fromEntries(factsIn(numberedLines(page), 1, page.length, { format: "html" }).map((fact) => [fact.question, fact.answer]));
    expect(facts["What does the `frob_set_pool()` function do?"]).toBe("Set the memory pool for frob_alloc");
    expect(readBackAnswer("What does the `frob_set_pool()` function do?", numberedLines(page))).toBe("Set the memory pool for frob_alloc");
  });

  it("leaves a member the page documents under its own heading to that entry", () => {
    const page = ["Data Fields | ", "uint64_t | time", " | Total time spent inside this pipeline. More...", "", "## Field Documentation", "", "### time", "uint64_t halide_profiler_pipeline_stats::time", "Total time spent inside this pipeline.", ""];
    const questions = factsIn(numberedLines(page), 1, page.length, { format: "html" }).map((fact) => fact.question);
    expect(questions).not.toContain("What is the `time` variable?");
    expect(questions).toContain("What is the `time` field of `halide_profiler_pipeline_stats`?");
  });

  it("is read back by the reader", () => {
    expect(readBackAnswer("What is the `NC_DATASTORE_TYPE` enumeration?", numberedLines(lines))).toBe("Enumeration of the supported types of datastores defined by NETCONF.");
    expect(readBackAnswer("What is the `NC_PORT_SSH` macro?", numberedLines(lines))).toBe("Default NETCONF over SSH port.");
  });
});

describe("a Sphinx attribute's description and its labelled note", () => {
  it("ends the description before a note such as 'Deprecated:'", () => {
    const lines = ["#### attribute frob.Field.supported_values = <frob.Field object>", "The types of apply times that the client is allowed", "Deprecated: Use `mapped_supported_values`.", ""];
    expect(Object.values(asked(lines)).some((answer) => /Deprecated/.test(answer))).toBe(false);
  });

  it("asks nothing of an entry whose description only says it is deprecated", () => {
    const lines = ["### frob_read_stream ()", "frob_read_stream is deprecated and should not be used in newly-written code.", "", "### frob_read_file ()", "Reads a frob table from a file.", ""];
    const answers = Object.values(asked(lines));
    expect(answers).toContain("Reads a frob table from a file.");
    expect(answers.some((answer) => /deprecated/.test(answer))).toBe(false);
  });

  it("does not take a caveat that the entry has no effect for what it does", () => {
    // gtk-layer-shell: "Has no effect unless the surface is anchored to an edge. Requests that the compositor …".
    const lines = ["### frob_set_exclusive_zone ()", "void frob_set_exclusive_zone (FrobWindow *window, int zone);", "Has no effect unless the surface is anchored to an edge.", "", "### frob_set_margin ()", "void frob_set_margin (FrobWindow *window, int margin);", "Set the margin for a specific edge of a window.", ""];
    const answers = Object.values(asked(lines));
    expect(answers).toContain("Set the margin for a specific edge of a window.");
    expect(answers.some((answer) => /no effect/.test(answer))).toBe(false);
  });
});

describe("a Haskell value, as Haddock documents it", () => {
  const lines = [
    "safeAlignment :: Alignment Source",
    "4MiB alignment is optimal for inexpensive flash drives and is a good safe default for all drives.",
    "installed :: Property (DebianLike + ArchLinux) Source",
    "Installs the parted package on the host.",
    "defSz :: PartSize Source",
    "Default partition size when not otherwise specified.",
    "fudgeSz :: PartSize -> PartSize Source",
    "Add an additional 200 mb to the size of a partition.",
    "",
  ];

  it("asks nothing of a function whose description only names the kind it is, and keeps a likeness", () => {
    const facts = asked(["drawFrobi :: FrobIndex -> IO Mode Source", "drawFrobi is a fast query function.", "maskFrobi :: Mask -> IO () Source", "maskFrobi is a version of maskFrob that only applies to one buffer.", ""]);
    expect(Object.keys(facts).some((question) => question.includes("drawFrobi"))).toBe(false);
    expect(facts["What does the `maskFrobi` function do?"]).toBe("maskFrobi is a version of maskFrob that only applies to one buffer.");
  });

  it("asks a value (a type without an arrow outside brackets) as a value, never as a function", () => {
    const facts = asked(lines);
    expect(facts["What is the `defSz` value?"]).toBe("Default partition size when not otherwise specified.");
    expect(facts["What does the `installed` value do?"]).toBe("Installs the parted package on the host.");
    expect(facts["What does the `fudgeSz` function do?"]).toBe("Add an additional 200 mb to the size of a partition.");
    // A sentence with a subject of its own says something about the value, not what it is.
    expect(Object.keys(facts).some((question) => question.includes("safeAlignment"))).toBe(false);
    expect(Object.keys(facts).some((question) => /`(?:defSz|installed)` function/.test(question))).toBe(false);
  });

  it("is read back by the reader", () => {
    expect(termQuestion("What is the `defSz` value?")).toBe("defSz");
    expect(readBackAnswer("What is the `defSz` value?", numberedLines(lines))).toBe("Default partition size when not otherwise specified.");
  });
});

describe("an entry's status instead of its description", () => {
  it("asks nothing of a change log's item that says something under the entry is deprecated, nor of \"Do not use\"", () => {
    const news = ["# frobthemes 2.0.0", "", "-   `theme_frob()`: Options `ff` and `fs` are deprecated; use", "    `base_family` and `base_size` options instead.", "", "-   `theme_plain()`: Removes every grid line from the plot.", ""];
    const facts = asked(news);
    expect(Object.keys(facts).some((question) => question.includes("theme_frob"))).toBe(false);
    expect(facts["What does the `theme_plain()` function do?"]).toBe("Removes every grid line from the plot.");
    const api = ["### frob.io.save_shapefile(G, filepath=None)", "Do not use: deprecated.", "", "### frob.io.save_graph(G, filepath=None)", "Save a graph to disk as a GeoPackage file.", ""];
    const apiFacts = asked(api);
    expect(Object.keys(apiFacts).some((question) => question.includes("save_shapefile"))).toBe(false);
    expect(Object.keys(apiFacts).some((question) => question.includes("save_graph"))).toBe(true);
  });
});

describe("a Haskell pattern synonym, as Haddock documents it", () => {
  // haskell-gi's constants module: each constant a pattern synonym over its description, or over a placeholder.
  const lines = [
    "# Documentation",
    "pattern FROB_VERSION :: Text Source",
    "No description available in the introspection data.",
    "pattern FROB_MAX_LAYERS :: Int32 Source",
    "Largest valid number of layers in a frobnicator stack.",
    "Since: 1.9.0",
    "pattern FROB_NO_LAYER_INDEX :: Word32 Source",
    "Deprecated: (Since version 2.0.0)",
    "Do not use.",
    "pattern Frobbed :: AsFrob s => Frob -> s Source",
    "",
  ];

  it("asks what a described pattern synonym is, by that name, and nothing of a placeholder or a deprecation", () => {
    const facts = asked(lines);
    expect(facts["What is the `FROB_MAX_LAYERS` pattern synonym?"]).toBe("Largest valid number of layers in a frobnicator stack.");
    expect(Object.keys(facts).some((question) => /FROB_VERSION|FROB_NO_LAYER_INDEX|Frobbed/.test(question))).toBe(false);
    expect(termQuestion("What is the `FROB_MAX_LAYERS` pattern synonym?")).toBe("FROB_MAX_LAYERS");
    expect(readBackAnswer("What is the `FROB_MAX_LAYERS` pattern synonym?", numberedLines(lines))).toBe("Largest valid number of layers in a frobnicator stack.");
  });

  it("asks its type signature and reads it back", () => {
    const facts = Object.fromEntries(factsIn(numberedLines(lines), 1, lines.length, { format: "html" }).map((fact) => [fact.question, fact.answer]));
    expect(facts["What is the type signature of `FROB_MAX_LAYERS`?"]).toBe("Int32");
    expect(facts["What is the type signature of `Frobbed`?"]).toBe("AsFrob s => Frob -> s");
    expect(readBackAnswer("What is the type signature of `Frobbed`?", numberedLines(lines))).toBe("AsFrob s => Frob -> s");
  });
});

describe("a Haskell type, type class and constructors, as Haddock documents them", () => {
  const lines = [
    "data FrobLength Source",
    "Length of a frob record in all its forms.",
    "Constructors",
    "ShortLen Int | Short form with only one byte. length has to be < 127.",
    "LongLen Int Int | Long form of N bytes",
    "Unknown | ",
    "WrappedLen Int | Wrapped lengths are caught and rethrown as this.",
    "Word (FrobCompleter m) | Completion function takes single word.",
    "Prefix (FrobFunc m) [(String, FrobFunc m)] | Conditional completion based on prefix.",
    "",
    "#### Instances",
    "Show FrobLength Source # | ",
    "type FrobTag = Int Source",
    "A frob record's tag.",
    "class Monad m => MonadFrob m where Source",
    "Class of monads that can read frob records.",
    "newtype Wrapped Source",
    "4MiB wrappers are the common case.",
    "class Frobbable f where Source",
    "Any * -> * type parametric in the argument permits an instance of Frobbable.",
    // unliftio-core's page (set 226): a kinded type variable; the class is the one after the context's "=>".
    "class Monad m => MonadFrobIO (m :: Type -> Type) where Source",
    "Monads in which frob computations may be embedded.",
    "type FrobSender = Int Source",
    "Any object or ANY, defaults to ANY.",
    "",
  ];

  it("asks what each type and class is, and what each described constructor is, of its type", () => {
    const facts = asked(lines);
    expect(facts).toMatchObject({
      "What is the `FrobLength` type?": "Length of a frob record in all its forms.",
      "What is the `FrobTag` type?": "A frob record's tag.",
      "What is the `MonadFrob` class?": "Class of monads that can read frob records.",
      "What is the `MonadFrobIO` class?": "Monads in which frob computations may be embedded.",
      "What is the `ShortLen` constructor of `FrobLength`?": "Short form with only one byte.",
      "What is the `LongLen` constructor of `FrobLength`?": "Long form of N bytes",
      // A constructor with fields in parentheses is no call of a summary table (repline's "Word (WordCompleter m)").
      "What is the `Prefix` constructor of `FrobLength`?": "Conditional completion based on prefix.",
    });
    expect(Object.keys(facts).some((question) => /`(?:Word|Prefix)\(\)`/.test(question))).toBe(false);
    // Nor is a row read as one sentence over its cells' border ("What does word | Completion function take?").
    const all = factsIn(numberedLines(lines), 1, lines.length, { format: "html" });
    expect(all.filter((fact) => /\|/.test(fact.question)).map((fact) => fact.question)).toEqual([]);
    // A constructor without a description, one whose sentence has a subject of its own, a type described by one.
    expect(Object.keys(facts).some((question) => /Unknown|WrappedLen|`Wrapped`/.test(question))).toBe(false);
    expect(Object.keys(facts).some((question) => /`Monad` class/.test(question))).toBe(false);
    // A rule about any type ("Any * -> * type … permits an instance of …", data-invariant) is no answer to what the class is.
    expect(facts["What is the `Frobbable` class?"]).toBeUndefined();
    // A quantifier that opens a noun phrase ("Any object or ANY", blinker's `sender`) still says what the entry is.
    expect(facts["What is the `FrobSender` type?"]).toBe("Any object or ANY, defaults to ANY.");
  });

  it("is read back by the reader", () => {
    expect(readBackAnswer("What is the `ShortLen` constructor of `FrobLength`?", numberedLines(lines))).toBe("Short form with only one byte.");
    expect(readBackAnswer("What is the `FrobLength` type?", numberedLines(lines))).toBe("Length of a frob record in all its forms.");
  });
});

describe("a Haskell record's fields, as the HTML adapter writes Haddock's list of them", () => {
  // criterion's GCStatistics: sixteen fields, their notes up to two sentences; dbus's Object: fields without notes.
  const notes = Array.from({ length: 14 }, (_, index) => `frobStat${index} :: !Int64 | Count number ${index} of the frobs seen so far`);
  const lines = [
    "data FrobStatistics Source",
    "Statistics about frobbing, cumulative since the program started.",
    "Constructors",
    "FrobStatistics | ",
    "Fields",
    ...notes,
    "frobMutatorCpuSeconds :: !Double | CPU time spent running mutator threads. This does not include any profiling overhead or the time the runtime spends in initialization.",
    "",
    "data Object Source",
    "Constructors",
    "Object | ",
    "Fields",
    "objectInterfaces :: [Interface] | ",
    "objectChildren :: [Object] | ",
  ];

  it("asks what a described field is, of its record type, and the type of one without a note", () => {
    const facts = asked(lines);
    expect(facts["What is the `frobStat3` field of `FrobStatistics`?"]).toBe("Count number 3 of the frobs seen so far");
    expect(facts["What is the `frobMutatorCpuSeconds` field of `FrobStatistics`?"]).toBe("CPU time spent running mutator threads.");
    const typed = Object.fromEntries(factsIn(numberedLines(lines), 1, lines.length, { format: "html" }).map((fact) => [fact.question, fact.answer]));
    expect(typed["What is the type of the `objectInterfaces` field of `Object`?"]).toBe("[Interface]");
    // A strict field's "!" is no part of its type.
    expect(typed["What is the type of the `frobStat0` field of `FrobStatistics`?"]).toBe("Int64");
  });

  it("is read back by the reader, far below the table's caption and on a row longer than a heading", () => {
    expect(readBackAnswer("What is the `frobStat12` field of `FrobStatistics`?", numberedLines(lines))).toBe("Count number 12 of the frobs seen so far");
    expect(readBackAnswer("What is the `frobMutatorCpuSeconds` field of `FrobStatistics`?", numberedLines(lines))).toBe("CPU time spent running mutator threads.");
    expect(readBackAnswer("What is the type of the `objectInterfaces` field of `Object`?", numberedLines(lines))).toBe("[Interface]");
  });
});

describe("a GObject class's properties and enumerations, as gtk-doc documents them", () => {
  const lines = [
    "### enum DzlShortcutType",
    "DzlShortcutType specifies the kind of shortcut that is being described.",
    "",
    "#### Members",
    "DZL_SHORTCUT_ACCELERATOR | The shortcut is a keyboard accelerator. The “accelerator” property will be used. | ",
    "DZL_SHORTCUT_GESTURE_PINCH | Pinching two fingers together on a touchpad. | ",
    "",
    "## Property Details",
    "",
    "### The “direction” property",
    "  “direction”                GtkTextDirection",
    "The text direction for which this shortcut is active. If the shortcut is used regardless of the text direction, set this property to GTK_TEXT_DIR_NONE.",
    "Owner: DzlShortcutsShortcut",
    "Flags: Read / Write",
    "Default value: GTK_TEXT_DIR_NONE",
    "",
    "### The “title” property",
    "  “title”                    char *",
    "A short string that can fit in a single line",
    "This should be the textual description of the shortcut.",
    "Owner: DzlShortcutsShortcut",
    "Flags: Read / Write",
    'Default value: ""',
    "",
  ];
  const facts = Object.fromEntries(factsIn(numberedLines(lines), 1, lines.length, { format: "html" }).map((fact) => [fact.question, [fact.answer, fact.evidence[0]!.start_line, fact.evidence[0]!.end_line]]));

  it("asks what a property is, of the class its entry names as owner", () => {
    expect(facts["What is the `direction` property of `DzlShortcutsShortcut`?"]?.[0]).toBe("The text direction for which this shortcut is active.");
    // A description without a full stop is its first line alone: the next paragraph is another.
    expect(facts["What is the `title` property of `DzlShortcutsShortcut`?"]?.[0]).toBe("A short string that can fit in a single line");
  });

  it("asks a property's default from its note, with evidence that ends on the note, and no empty string's", () => {
    expect(facts["What does the `direction` property of `DzlShortcutsShortcut` default to?"]).toEqual(["GTK_TEXT_DIR_NONE", 10, 15]);
    expect(Object.keys(facts).some((question) => question.includes("`title`") && question.includes("default"))).toBe(false);
  });

  it("is read back through the reader's own search: curly-quoted, hyphenated names and a name prose uses everywhere", async () => {
    // libcloudproviders' account page: "path" is in most lines of the page before the property's entry.
    const prose = Array.from({ length: 60 }, (_, index) => `Set the path ${index} of the account with cloud_providers_account_set_path().`);
    const page = [
      "## Functions",
      ...prose,
      "## Property Details",
      "",
      "### The “menu-model” property",
      "  “menu-model”               GMenuModel *",
      "The menu model associated with the account.",
      "Owner: CloudProvidersAccount",
      "Flags: Read",
      "",
      "### The “path” property",
      "  “path”                     char *",
      "The path of the directory where files are located.",
      "Owner: CloudProvidersAccount",
      "Flags: Read",
      "Default value: NULL",
    ];
    const asked = factsIn(numberedLines(page), 1, page.length, { format: "html" }).map((fact) => fact.question);
    expect(asked).toEqual(expect.arrayContaining(["What is the `menu-model` property of `CloudProvidersAccount`?", "What does the `path` property of `CloudProvidersAccount` default to?"]));
    const document = createDocument({ id: "account", path: "CloudProvidersAccount.html", format: "html" }, { lines: page });
    const answer = async (question: string) => (await askOfflineReader(document, question)).own.answer;
    expect(await answer("What is the `menu-model` property of `CloudProvidersAccount`?")).toBe("The menu model associated with the account.");
    expect(await answer("What is the `path` property of `CloudProvidersAccount`?")).toBe("The path of the directory where files are located.");
    expect(await answer("What does the `path` property of `CloudProvidersAccount` default to?")).toBe("NULL");
  });

  it("asks an enumeration's values as its enumerators, never its first row as a table's header", () => {
    expect(facts["What does the `DZL_SHORTCUT_GESTURE_PINCH` enumerator of `DzlShortcutType` mean?"]?.[0]).toBe("Pinching two fingers together on a touchpad.");
    expect(Object.keys(facts).some((question) => question.includes("for the Members") || question.includes("DZL_SHORTCUT_ACCELERATOR of"))).toBe(false);
  });
});

// A Doxygen class page without a description of any member, and a Javadoc field: each member's declaration under its
// entry's heading.
const UNDESCRIBED_MEMBERS = [
  "## Member Function Documentation",
  "",
  "### get_buffersize()",
  "unsigned int frob::Convolver::get_buffersize()",
  "Definition at line 111 of file convolver.h.",
  "",
  "### set_sync(val)",
  "void frob::Convolver::set_sync(bool val)",
  "",
  "### start(policy) [1/2]",
  "bool frob::Convolver::start(int policy)",
  "",
  "### start(policy, priority) [2/2]",
  "bool frob::Convolver::start(int policy, int priority)",
  "",
  "### Convolver()",
  "frob::Convolver::Convolver()",
  "",
  "## Member Data Documentation",
  "",
  "### ready",
  "volatile bool frob::Convolver::ready",
  "",
  "### label",
  "char frob::Convolver::label[100]",
  "",
  "#### EXTENSION_SEPARATOR",
  "public static final char EXTENSION_SEPARATOR",
  "",
  "### vkd3d_shader_source_type",
  "enum vkd3d_shader_source_type",
  "",
  "### mass()",
  "FROB_FORCE_INLINE double frob::Convolver::mass() const",
  "",
  "bool frob::Convolver::checkstate()",
];

describe("a C++ or Java member's type, read off its declaration under its entry", () => {
  const facts = () => Object.fromEntries(factsIn(numberedLines(UNDESCRIBED_MEMBERS), 1, UNDESCRIBED_MEMBERS.length, { format: "html" }).map((fact) => [fact.question, fact.answer]));

  it("asks what a call returns and what a data member's type is, the name qualified by its class as Doxygen declares it", () => {
    expect(facts()["What type does `Convolver::get_buffersize()` return?"]).toBe("unsigned int");
    expect(facts()["What is the type of `Convolver::ready`?"]).toBe("volatile bool");
    expect(facts()["What is the type of `EXTENSION_SEPARATOR`?"]).toBe("char");
    // An array's dimension is part of its type; an inlining or export macro before the type is not.
    expect(facts()["What is the type of `Convolver::label`?"]).toBe("char[100]");
    expect(facts()["What type does `Convolver::mass()` return?"]).toBe("double");
  });

  it("asks nothing of a void call, an overloaded one, a constructor, a type's own declaration or a declaration without its entry's heading", () => {
    const questions = Object.keys(facts()).join("\n");
    expect(questions).not.toMatch(/set_sync|start\(\)|Convolver::Convolver|vkd3d_shader_source_type|checkstate/);
  });

  it("is read back from the declaration, and waits behind what the page's prose says", () => {
    expect(readBackAnswer("What type does `Convolver::get_buffersize()` return?", numberedLines(UNDESCRIBED_MEMBERS))).toBe("unsigned int");
    expect(readBackAnswer("What is the type of `Convolver::ready`?", numberedLines(UNDESCRIBED_MEMBERS))).toBe("volatile bool");
    expect(isFirstChoice({ kind: "term", question: "What type does `Convolver::get_buffersize()` return?" })).toBe(false);
  });
});

describe("entries of pydoc and Natural Docs pages", () => {
  it("reads a docstring's summary line without a full stop over a blank line as what the function does", () => {
    const lines = ["## function connect(receiver, signal=_Any, weak=True)", "Connect receiver to sender for signal", "", "receiver -- a callable object that receives signals."];
    expect(asked(lines)["What does the `connect()` function do?"]).toBe("Connect receiver to sender for signal");
    // With no blank line under it the line is no summary of its own: it runs on into the next.
    expect(asked([lines[0]!, lines[1]!, lines[3]!])["What does the `connect()` function do?"]).not.toBe("Connect receiver to sender for signal");
  });

  it("reads a heading that names a function without parentheses over its prototype as the call's entry, and scopes what its description says", () => {
    const lines = [
      "### frobGetSampleFormat",
      "FROB_API FRenum FROB_APIENTRY frobGetSampleFormat(FRuint channels, FRuint bits, FRuint floatbits)",
      "Retrieves a format for the given sample format. If bits is non-0, floatbits must be 0.",
    ];
    const facts = Object.fromEntries(factsIn(numberedLines(lines), 1, lines.length, { format: "html" }).map((fact) => [fact.question, fact.answer]));
    expect(facts["What does the `frobGetSampleFormat()` function do?"]).toBe("Retrieves a format for the given sample format.");
    expect(facts["In `frobGetSampleFormat()`, what happens if bits is non-0?"]).toBe("floatbits must be 0");
    expect(Object.keys(facts)).not.toContain("What happens if bits is non-0?");
  });
});

describe("a parameter whose call the page does not say", () => {
  it("is not asked without its call, and is asked of the call a heading names", () => {
    const orphan = ["Parameters:", "- `level` – The second parameter to lua_getstack.", ""];
    expect(Object.keys(asked(orphan)).some((question) => question.includes("`level`"))).toBe(false);
    const entry = ["### get_stack(s, level)", "void lutok::debug::get_stack(state & s, const int level)", "Wrapper around lua_getstack.", ...orphan];
    expect(asked(entry)["What is the `level` parameter of `get_stack()`?"]).toBe("The second parameter to lua_getstack.");
  });
});

describe("a summary table without a header (ninety-seventh held-out set)", () => {
  // The awesome window manager's LDoc page: "## Object properties" over "border_width | The outer (unchecked area)
  // border width." gave no question; nor did its methods' rows, nor a Sphinx autosummary's.
  const page = [
    "# Class frob.widget.checkbox",
    "A boolean display widget.",
    "",
    "## Object properties",
    "border_width | The outer (unchecked area) border width.",
    "check_color | The checked part filling color.",
    "forced_height | Force a widget height.",
    "",
    "## Theme variables",
    "beautiful.checkbox_bg | The outer (unchecked area) background color, pattern or gradient.",
    "beautiful.checkbox_shape | The outer (unchecked area) shape.",
    "",
    "## Signals",
    "widget::layout_changed | When the layout (size) change.",
    "button::press | When a mouse button is pressed over the widget.",
    "",
    "## Methods",
    "frob.widget.checkbox:get_all_children () | Get all direct and indirect children widgets.",
    "frob.widget.checkbox:setup (args) | Set a declarative widget hierarchy description.",
  ];

  it("asks what each row's entry is or does, of the kind its section's heading names", () => {
    expect(asked(page)).toEqual({
      "What is the `border_width` property?": "The outer (unchecked area) border width.",
      "What is the `check_color` property?": "The checked part filling color.",
      "What does the `forced_height` property do?": "Force a widget height.",
      "What is the `checkbox_bg` variable?": "The outer (unchecked area) background color, pattern or gradient.",
      "What is the `checkbox_shape` variable?": "The outer (unchecked area) shape.",
      "What does the `get_all_children()` method do?": "Get all direct and indirect children widgets.",
      "What does the `setup()` method do?": "Set a declarative widget hierarchy description.",
    });
  });

  it("leaves a table with a header row, a single row, and an entry documented under its own heading to their readers", () => {
    expect(asked(["## Object properties", "Name | Description", "--- | ---", "border_width | The outer border width.", "check_color | The checked part color."])).toEqual({});
    expect(asked(["## Object properties", "border_width | The outer (unchecked area) border width."])).toEqual({});
    const autosummary = ["cdtype_to_frob(cdtype) | Map a C data type string to a Frob type string.", "compute_signature(objects, tag) | Compute the signature hash.", "", "#### function frob.naming.cdtype_to_frob(cdtype: str)", "Map a C data type string to a Frob type string."];
    expect(Object.keys(asked(autosummary))).toEqual(["What does the `compute_signature()` function do?", "What does the `frob.naming.cdtype_to_frob()` function do?"]);
  });

  it("is read back by the reader", () => {
    expect(readBackAnswer("What is the `check_color` property?", numberedLines(page))).toBe("The checked part filling color.");
    expect(readBackAnswer("What does the `setup()` method do?", numberedLines(page))).toBe("Set a declarative widget hierarchy description.");
  });
});

describe("an entry's description that tells how to find a value (ninety-eighth held-out set)", () => {
  it("asks nothing of an instruction", () => {
    // xlwt: "What is the `num_format_str` parameter of `xlwt.Style.easyxf()`?" — "To get the “number format string” of an
    // existing cell …, select the cell and click on Format/Cells/Number/Custom."
    const lines = [
      "### function frob.Style.easyxf(strg_to_parse='', num_format_str=None, field_sep=',')",
      "This function is used to create and configure FrobStyle objects.",
      "Parameters:",
      "- `num_format_str` –",
      "- To get the “number format string” of an existing cell whose format you want to reproduce, select the cell and click on Format/Cells/Number/Custom. Otherwise, refer to Frob help.",
      "- `field_sep` – The separator between fields of the string to parse.",
    ];
    expect(Object.keys(asked(lines)).filter((question) => /num_format_str/.test(question))).toEqual([]);
    expect(Object.keys(asked(lines)).filter((question) => /field_sep/.test(question))).toHaveLength(1);
  });
});

describe("a parameter list right under a list of what the call does", () => {
  it("reads 'Parameters:' as the list's lead-in, not as the last item's text", () => {
    // pathvalidate: docutils' items, as the HTML adapter writes them, have no blank line before "Parameters:".
    const lines = [
      "### function frob.sanitize_filename(filename, replacement_text='', max_len=255)",
      "Make a valid filename from a string.",
      "To make a valid filename the function does:",
      "- Replace invalid characters with the replacement_text.",
      "- Append an underscore at the tail of a reserved name.",
      "Parameters:",
      "- `replacement_text` – Replacement text for invalid characters.",
      "- `max_len` – Maximum length of the filename.",
    ];
    expect(Object.keys(asked(lines))).toEqual(expect.arrayContaining([
      "What is the `replacement_text` parameter of `frob.sanitize_filename()`?",
      "What is the `max_len` parameter of `frob.sanitize_filename()`?",
    ]));
  });
});

// An RDoc class page whose methods are headed by their authors' call sequences, restated under each heading.
const RDOC_CALL_SEQUENCES = [
  "### Public Instance Methods",
  "",
  "#### autoclean()",
  "autoclean = a_boolean",
  "Whether or not to remove the temporary files after each figure (default is true).",
  "",
  "#### figure_name(num)",
  "figure_name(num) → a_string",
  "Returns the name of the figure from the figure_names array.",
  "",
  "#### def_figure(name)",
  "def_figure(name) do ... end",
  "Saves the block of code to be executed later when the figure is made.",
];

describe("an RDoc page whose methods are headed by call sequences", () => {
  it("reads a method's description under the call sequences that restate it, and no 'Whether …' as what a call does", () => {
    const found = asked(RDOC_CALL_SEQUENCES);
    expect(found["What does the `figure_name()` method do?"]).toBe("Returns the name of the figure from the figure_names array.");
    expect(found["What does the `def_figure()` method do?"]).toBe("Saves the block of code to be executed later when the figure is made.");
    expect(Object.keys(found).some((question) => question.includes("autoclean"))).toBe(false);
    expect(readBackAnswer("What does the `figure_name()` method do?", numberedLines(RDOC_CALL_SEQUENCES))).toBe("Returns the name of the figure from the figure_names array.");
  });
});

// A gi-docgen page of one call (GNOME's API references), as the HTML adapter reads it: the kind, the page's heading
// (namespace, type, method), the C declaration, then the description, the parameters and the return value as parts
// headed one level below.
const GI_DOCGEN_METHOD = [
  "### Method",
  "",
  "# Frob.Reel.get_span_bounds",
  "since: 0.8.0",
  "",
  "#### Declaration [src]",
  "gboolean",
  "frob_reel_get_span_bounds (",
  "  FrobReel* reel,",
  "  gint* min,",
  "  const gchar* label,",
  "  GCancellable* cancellable,",
  "  GError** error",
  ")",
  "",
  "#### Description [src]",
  "Retrieves the valid range of spans the reel can wind in one turn.",
  "Available since: 0.8.0",
  "",
  "#### Parameters",
  "min",
  "Type: gint*",
  "Minimum span.",
  "The argument will be set by the function.",
  "label",
  "Type: const gchar*",
  "A custom label text to use instead of the reel's own name.",
  "The data is owned by the caller of the function.",
  "cancellable",
  "Type: GCancellable",
  "A GCancellable or NULL to ignore the request entirely.",
  "The argument can be NULL.",
  "error",
  "Type: GError **",
  "The return location for a recoverable error.",
  "The argument can be NULL.",
  "",
  "#### Return value",
  "Type: gboolean",
  "TRUE if the reel can wind at all, FALSE otherwise.",
];

const GI_DOCGEN_UNDESCRIBED = [
  "### Virtual Method",
  "",
  "# Frob.Reel.control_lost",
  "",
  "#### Declaration [src]",
  "const char*",
  "control_lost (",
  "  FrobReel* reel",
  ")",
  "",
  "#### Description",
  "No description available.",
  "",
  "#### Return value",
  "Type: const char*",
  "No description available.",
];

describe("a gi-docgen page of one call", () => {
  const title = "Frob.Reel.get_span_bounds";
  const facts = (lines: string[], pageTitle?: string) => Object.fromEntries(factsIn(numberedLines(lines), 1, lines.length, { format: "html", ...(pageTitle ? { title: pageTitle } : {}) }).map((fact) => [fact.question, fact.answer]));

  it("asks what the call does, what a described parameter is and what it returns, named as the page names it", () => {
    const found = facts(GI_DOCGEN_METHOD, title);
    expect(found["What does the `Frob.Reel.get_span_bounds()` method do?"]).toBe("Retrieves the valid range of spans the reel can wind in one turn.");
    expect(found["What is the `label` parameter of `Frob.Reel.get_span_bounds()`?"]).toBe("A custom label text to use instead of the reel's own name.");
    // The page is titled with the call, and still its one result is asked: the page says it once, under its label.
    expect(found["What does `Frob.Reel.get_span_bounds()` return?"]).toBe("TRUE if the reel can wind at all, FALSE otherwise");
    // GIO's conventional parameters, described alike on every page, are not asked.
    expect(Object.keys(found).filter((question) => /`(?:cancellable|error)`/.test(question))).toEqual([]);
  });

  it("reads the answers back, the return value from below the parameter list", () => {
    const lines = numberedLines(GI_DOCGEN_METHOD);
    expect(readBackAnswer("What does the `Frob.Reel.get_span_bounds()` method do?", lines)).toBe("Retrieves the valid range of spans the reel can wind in one turn.");
    expect(readBackAnswer("What is the `label` parameter of `Frob.Reel.get_span_bounds()`?", lines)).toBe("A custom label text to use instead of the reel's own name.");
    expect(readBackAnswer("What does `Frob.Reel.get_span_bounds()` return?", lines)).toBe("TRUE if the reel can wind at all, FALSE otherwise");
  });

  it("has the reader, working with the tools, read down to the return value under the parameter list", async () => {
    const document = createDocument({ id: "page", path: "method.Reel.get_span_bounds.html", format: "html" }, { lines: GI_DOCGEN_METHOD });
    const { own } = await askOfflineReader(document, "What does `Frob.Reel.get_span_bounds()` return?", { reference: "TRUE if the reel can wind at all, FALSE otherwise" });
    expect(own.answer).toBe("TRUE if the reel can wind at all, FALSE otherwise");
  });

  it("has the reader, working with the tools, find a parameter's call above a long description (the hundred-thirty-sixth held-out set)", async () => {
    // librsvg's get_intrinsic_dimensions: thirty lines of description push the later parameters more than forty lines
    // below the page's title.
    const at = GI_DOCGEN_METHOD.indexOf("Available since: 0.8.0");
    const long = [...GI_DOCGEN_METHOD.slice(0, at), ...Array.from({ length: 40 }, (_, index) => `Note ${index + 1} on winding: a reel winds its spans in turn.`), ...GI_DOCGEN_METHOD.slice(at)];
    expect(facts(long, title)["What is the `label` parameter of `Frob.Reel.get_span_bounds()`?"]).toBe("A custom label text to use instead of the reel's own name.");
    const document = createDocument({ id: "page", path: "method.Reel.get_span_bounds.html", format: "html" }, { lines: long });
    const { own } = await askOfflineReader(document, "What is the `label` parameter of `Frob.Reel.get_span_bounds()`?", { reference: "A custom label text to use instead of the reel's own name." });
    expect(own.answer).toBe("A custom label text to use instead of the reel's own name.");
  });

  it("asks what a call does past a lead that says how plainly it is put, and reads it back below a long declaration", async () => {
    // librsvg's "In simple terms, queries the width, height, and viewBox attributes …" under seven arguments.
    const arguments_ = Array.from({ length: 12 }, (_, index) => `  gint* extent_${index + 1},`);
    const plain = GI_DOCGEN_METHOD.flatMap((line) =>
      line.startsWith("Retrieves the valid range") ? ["In simple terms, retrieves the valid range of spans the reel can wind in one turn."] : line === "  gint* min," ? [line, ...arguments_] : [line],
    );
    expect(facts(plain, title)["What does the `Frob.Reel.get_span_bounds()` method do?"]).toBe("retrieves the valid range of spans the reel can wind in one turn.");
    const document = createDocument({ id: "page", path: "method.Reel.get_span_bounds.html", format: "html" }, { lines: plain });
    const { own } = await askOfflineReader(document, "What does the `Frob.Reel.get_span_bounds()` method do?", { reference: "retrieves the valid range of spans the reel can wind in one turn." });
    expect(own.answer).toBe("retrieves the valid range of spans the reel can wind in one turn.");
  });

  it("asks nothing of a page gi-docgen wrote without a description, nor a description that is no account of the call", () => {
    expect(facts(GI_DOCGEN_UNDESCRIBED)).toEqual({});
    const explained = GI_DOCGEN_METHOD.map((line) => (line.startsWith("Retrieves the valid range") ? "Regular expression patterns must follow certain rules." : line));
    expect(facts(explained, title)["What does the `Frob.Reel.get_span_bounds()` method do?"]).toBeUndefined();
    // A clause of the verb's object may hold a finite verb: the description still says what the call does.
    const clause = GI_DOCGEN_METHOD.map((line) => (line.startsWith("Retrieves the valid range") ? "Commit transaction which is currently in progress on the reel." : line));
    expect(facts(clause, title)["What does the `Frob.Reel.get_span_bounds()` method do?"]).toBe("Commit transaction which is currently in progress on the reel.");
    const negated = GI_DOCGEN_METHOD.map((line) => (line.startsWith("Retrieves the valid range") ? "Not all reels have evenly distributed spans, so the bounds may not be exact." : line));
    expect(facts(negated, title)["What does the `Frob.Reel.get_span_bounds()` method do?"]).toBeUndefined();
  });

  it("does not take a page without its kind over the heading, or without a declaration, for a call's", () => {
    expect(Object.keys(facts(GI_DOCGEN_METHOD.slice(2), title)).filter((question) => question.includes("Frob.Reel"))).toEqual([]);
    const undeclared = [...GI_DOCGEN_METHOD.slice(0, 5), ...GI_DOCGEN_METHOD.slice(15)];
    expect(Object.keys(facts(undeclared, title)).filter((question) => question.includes("Frob.Reel"))).toEqual([]);
  });
});

// A Texinfo manual's function definitions: its PDF (the category after the declaration, the arguments wrapped onto the
// next line, each parameter on a line of its own, the result after its label on one line, no blank line between
// entries, and the index entry's caption over each), and its HTML (the category before the declaration).
const TEXINFO_PDF = [
  "2.2 Core Functions",
  "frob to ascii 8z",
  "int frob_to_ascii_8z (const char * input, char ** output, int [Function]",
  "flags)",
  "input: zero terminated input UTF-8 string.",
  "output: pointer to newly allocated output string.",
  "flags: optional frob_flags to modify behaviour.",
  "Convert UTF-8 domain name to ASCII string using the frob rules. The output buffer must be",
  "deallocated by the caller.",
  "Return value: Returns FROB_OK on success, or the error code of the first",
  "label that failed.",
  "Since: 2.0.0",
  "frob strerror",
  "const char * frob_strerror (int rc) [Function]",
  "rc: is a return code from another frob function.",
  "Convert internal frob error code to a humanly readable string.",
  "Return value: A humanly readable string describing error.",
  "frob check version",
  "const char * frob_check_version (const char * [Function]",
  "req_version)",
  "req version: version string to compare with, or NULL.",
  "Check frob library version.",
  "Return value: Check that the version of the library is at minimum the one given as a string in req_version and",
  "return the actual version string of the library; return NULL if the condition is not met. If NULL is passed to",
  "this function no check is done and only the version string is returned.",
];

const TEXINFO_HTML = [
  "### 5.3 Working with frob handles",
  "To use a frob algorithm, you must first allocate an according handle:",
  "Function: frob_error_t frob_cipher_open (frob_hd_t *hd, int algo, int mode, unsigned int flags)",
  "This function creates the context handle required for most of the other frob functions.",
  "Function: void frob_cipher_close (frob_hd_t h)",
  "Release the context created by frob_cipher_open.",
  "Function: car cons-cell",
  "Return the first element of the cons cell.",
  "Function: void frob_cipher_reopen (frob_hd_t h)",
  "This function differs from frob_cipher_open in that it reuses the handle h.",
];

describe("a Texinfo manual's function definitions", () => {
  it("asks what a function does, what its parameters are and what it returns, from the PDF's lines", () => {
    const facts = Object.fromEntries(factsIn(numberedLines(TEXINFO_PDF), 1, TEXINFO_PDF.length, { format: "pdf" }).map((fact) => [fact.question, fact.answer]));
    expect(facts["What does the `frob_to_ascii_8z()` function do?"]).toBe("Convert UTF-8 domain name to ASCII string using the frob rules.");
    expect(facts["What is the `input` parameter of `frob_to_ascii_8z()`?"]).toBe("zero terminated input UTF-8 string");
    // The last parameter, named on the wrapped line of the declaration.
    expect(facts["What is the `flags` parameter of `frob_to_ascii_8z()`?"]).toBe("optional frob_flags to modify behaviour");
    // The result's sentence wraps onto the next line; the label said again is left out.
    expect(facts["What does `frob_to_ascii_8z()` return?"]).toBe("FROB_OK on success, or the error code of the first label that failed");
    expect(facts["What does `frob_strerror()` return?"]).toBe("A humanly readable string describing error");
    // A description that opens with the copula is asked without it.
    expect(facts["What is the `rc` parameter of `frob_strerror()`?"]).toBe("a return code from another frob function");
    expect(facts["What does the `frob_strerror()` function do?"]).toBe("Convert internal frob error code to a humanly readable string.");
    // A result that lists every case at length is no answer; a parameter the PDF names without its underscore
    // ("req version") is not the declaration's.
    expect(facts["What does `frob_check_version()` return?"]).toBeUndefined();
    expect(Object.keys(facts).some((question) => /req.version/.test(question))).toBe(false);
    const lines = numberedLines(TEXINFO_PDF);
    expect(readBackAnswer("What is the `input` parameter of `frob_to_ascii_8z()`?", lines)).toBe("zero terminated input UTF-8 string");
    expect(readBackAnswer("What does `frob_to_ascii_8z()` return?", lines)).toBe("FROB_OK on success, or the error code of the first label that failed");
  });

  it("reads the HTML's definitions, and a Lisp definition as Lisp, not as a C declaration", () => {
    const facts = asked(TEXINFO_HTML);
    expect(facts["What does the `frob_cipher_close()` function do?"]).toBe("Release the context created by frob_cipher_open.");
    // "This function creates …": what the function does, from its verb.
    expect(facts["What does the `frob_cipher_open()` function do?"]).toBe("creates the context handle required for most of the other frob functions.");
    expect(readBackAnswer("What does the `frob_cipher_open()` function do?", numberedLines(TEXINFO_HTML))).toBe("creates the context handle required for most of the other frob functions.");
    // Emacs Lisp's manual: the name, then its arguments bare. No call parentheses in the question.
    expect(Object.keys(facts).filter((question) => /car|cons/.test(question))).toEqual(["What does the `car` function do?"]);
    expect(facts["What does the `car` function do?"]).toBe("Return the first element of the cons cell.");
    // A comparison with another call is no answer to what this one does (set 172's Yesod page).
    expect(Object.keys(facts).filter((question) => question.includes("frob_cipher_reopen"))).toEqual([]);
    expect(readBackAnswer("What does the `frob_cipher_close()` function do?", numberedLines(TEXINFO_HTML))).toBe("Release the context created by frob_cipher_open.");
  });

  // GCL's manual, as the HTML adapter reads it: each definition's category and name, its package, then what it does;
  // a macro's and a special form's syntax before that.
  const GCL = [
    "## 4 Lists",
    "Function: NTH (n list)",
    "Package:LISP",
    "Returns the N-th element of LIST, where the car of LIST is the zeroth element.",
    "Function: NINTERSECTION (list1 list2 &key (test #'eql) test-not (key #'identity))",
    "Package:LISP",
    "Returns the intersection of LIST1 and LIST2. LIST1 may be destroyed.",
    "Special Form: POP",
    "Package:LISP",
    "Syntax:",
    "(pop place)",
    "Pops one item off the front of the list in PLACE and returns it.",
    "Function: COPY-ALIST (alist)",
    "Package:LISP Returns a new copy of ALIST.",
    "Function: void frob_free",
    "Releases everything.",
    "Macro: PUSHNEW",
    "Package:LISP",
    "Syntax:",
    "(pushnew item place {keyword value}*)",
    "If ITEM is already in the list stored in PLACE, does nothing. Else, conses ITEM onto the list. Returns NIL. If no KEYWORDs are supplied, each element in the list is compared with ITEM by EQL.",
  ];

  it("reads a Lisp manual's definitions: a function's, a special form's after its syntax, by the category's kind", () => {
    const facts = asked(GCL);
    expect(facts["What does the `NTH` function do?"]).toBe("Returns the N-th element of LIST, where the car of LIST is the zeroth element.");
    expect(facts["What does the `NINTERSECTION` function do?"]).toBe("Returns the intersection of LIST1 and LIST2.");
    expect(facts["What does the `POP` special form do?"]).toBe("Pops one item off the front of the list in PLACE and returns it.");
    expect(readBackAnswer("What does the `POP` special form do?", numberedLines(GCL))).toBe("Pops one item off the front of the list in PLACE and returns it.");
    expect(readBackAnswer("What does the `NTH` function do?", numberedLines(GCL))).toBe("Returns the N-th element of LIST, where the car of LIST is the zeroth element.");
    // A description run into the package's line starts no answer; a C word is no Lisp name.
    expect(Object.keys(facts).filter((question) => /COPY-ALIST|void|frob_free/.test(question))).toEqual([]);
  });

  it("says which definition a sentence of its entry is about (set 167's 'What happens if no KEYWORDs are supplied?')", () => {
    const lines = numberedLines(GCL);
    const questions = factsIn(lines, 1, GCL.length, { format: "html" }).map((fact) => fact.question);
    expect(questions).toContain("In `PUSHNEW`, what happens if no KEYWORDs are supplied?");
    expect(questions).not.toContain("What happens if no KEYWORDs are supplied?");
    expect(readBackAnswer("In `PUSHNEW`, what happens if no KEYWORDs are supplied?", lines)).toBe("each element in the list is compared with ITEM by EQL");
  });

  it("asks no parameter whose description the page gives alike for three calls", () => {
    const entry = (name: string) => [`### ${name} ()`, "gboolean", `${name} (FrobMeta *self, GError **error);`, "Opens the metadata.", "", "#### Parameters", "self | the frob metadata object | ", "error | A return location for a GError or NULL. | ", ""];
    const page = [...entry("frob_open_path"), ...entry("frob_open_buf"), ...entry("frob_open_stream")];
    expect(Object.keys(asked(page)).filter((question) => question.includes("`error`"))).toEqual([]);
    expect(Object.keys(asked(page.slice(0, 18))).filter((question) => question.includes("`error`"))).toHaveLength(2);
  });
});

// GNUstep's autogsdoc class page: each method's selector as a heading, its declaration, its availability, then what it does.
const AUTOGSDOC = [
  "## FrobPanel : NSPanel",
  "Declared in:",
  "AppKit/FrobPanel.h",
  "",
  "### sharedFrobPanel",
  "+ (FrobPanel*) sharedFrobPanel;",
  "Availability: OpenStep",
  "Creates (if needed) and returns the shared FrobPanel.",
  "",
  "### setPickerMask:",
  "+ (void) setPickerMask: (int)mask;",
  "Availability: OpenStep",
  "Sets the mask of the pickers the panel shows.",
  "",
  "### alpha",
  "- (CGFloat) alpha;",
  "Availability: OpenStep",
  "Description forthcoming.",
  "",
  "### overview",
  "A heading over prose, not over a declaration.",
  "",
  "## FrobLock : NSObject",
  "",
  "### name",
  "- (NSString*) name;",
  "Availability: OpenStep",
  "Return the name of the receiver or nil of none has been set.",
  "",
  "## FrobCondition : NSObject",
  "",
  "### name",
  "- (NSString*) name;",
  "Availability: OpenStep",
  "Returns the name used for debugging messages.",
];

describe("an Objective-C class page as GNUstep's autogsdoc writes it", () => {
  it("asks what a method without arguments does, from the line after its availability, and the reader finds it", () => {
    const facts = asked(AUTOGSDOC);
    expect(facts["What does the `sharedFrobPanel` method of `FrobPanel` do?"]).toBe("Creates (if needed) and returns the shared FrobPanel.");
    // A placeholder says nothing; a heading over no declaration is no method's.
    expect(Object.keys(facts).some((question) => /alpha|overview/.test(question))).toBe(false);
    expect(readBackAnswer("What does the `sharedFrobPanel` method of `FrobPanel` do?", numberedLines(AUTOGSDOC))).toBe("Creates (if needed) and returns the shared FrobPanel.");
  });

  it("names each method by its class, so that two classes' methods of one name are two questions", () => {
    const facts = asked(AUTOGSDOC);
    expect(facts["What does the `name` method of `FrobLock` do?"]).toBe("Return the name of the receiver or nil of none has been set.");
    expect(facts["What does the `name` method of `FrobCondition` do?"]).toBe("Returns the name used for debugging messages.");
    expect(facts["What does the `name` method do?"]).toBeUndefined();
    expect(readBackAnswer("What does the `name` method of `FrobCondition` do?", numberedLines(AUTOGSDOC))).toBe("Returns the name used for debugging messages.");
    // Without the class's heading among the lines read, the method is not asked.
    const body = new Map([...numberedLines(AUTOGSDOC)].filter(([line]) => line > AUTOGSDOC.indexOf("## FrobCondition : NSObject") + 1));
    expect(termFacts(body, 1, AUTOGSDOC.length)).toEqual([]);
  });
});

describe("a docstring written with Javadoc's tags (the hundred-twenty-ninth held-out set)", () => {
  it("ends a method's description where its first @-tag starts, and the reader reads it so", () => {
    const lines = [
      "#### method frob.rpc.FrobInterface.getAllProcessInfo()",
      "Get info about all processes @return array result An array of process status results Each element contains a struct.",
      "",
      "#### method frob.rpc.FrobInterface.listMethods()",
      "Return an array listing the available method names @return array result An array of method names.",
    ];
    const asked = Object.fromEntries(factsIn(numberedLines(lines), 1, lines.length, { format: "html" }).map((fact) => [fact.question, fact.answer]));
    expect(asked).toMatchObject({
      "What does the `frob.rpc.FrobInterface.getAllProcessInfo()` method do?": "Get info about all processes.",
      "What does the `frob.rpc.FrobInterface.listMethods()` method do?": "Return an array listing the available method names.",
    });
    const analysis = analyseQuestion("What does the `frob.rpc.FrobInterface.getAllProcessInfo()` method do?");
    expect(findCandidates(analysis, numberedLines(lines), new Map(analysis.terms.map((term) => [term, 1])))[0]?.answer).toBe("Get info about all processes.");
  });
});

describe("a C API reference as gtk-doc 1.x writes it (set 190's Flickcurl manual)", () => {
  const lines = [
    "## Details",
    "",
    "### frob_people_add ()",
    "int                 frob_people_add         (frob *fc,",
    "                                             const char *photo_id,",
    "                                             int person_x);",
    "Add a person to a photo. Coordinates are optional.",
    "Implements frob.people.add (1.17)",
    "fc : | frob context",
    "photo_id : | The id of the photo to add a person to.",
    "person_x : | The left-most pixel co-ordinate of the box around the person.",
    "Returns : | a list of the people on the photo",
    "",
    "### frob_people_deleteCoords ()",
    "int                 frob_people_deleteCoords",
    "                                            (frob *fc,",
    "                                             const char *user_id);",
    "Remove the bounding box from a person in a photo.",
    "fc : | frob context",
    "user_id : | The NSID of the person to remove the box of.",
    "",
  ];

  it("reads the description after a prototype wrapped a parameter a line, and the parameter and result rows with their spaced colons", () => {
    const facts = asked(lines);
    expect(facts).toMatchObject({
      "What does the `frob_people_add()` function do?": "Add a person to a photo.",
      "What is the `photo_id` parameter of `frob_people_add()`?": "The id of the photo to add a person to.",
      "What is the `person_x` parameter of `frob_people_add()`?": "The left-most pixel co-ordinate of the box around the person.",
      // A long name's parameters on the next line.
      "What does the `frob_people_deleteCoords()` function do?": "Remove the bounding box from a person in a photo.",
      "What is the `user_id` parameter of `frob_people_deleteCoords()`?": "The NSID of the person to remove the box of.",
    });
    const all = factsIn(numberedLines(lines), 1, lines.length, { format: "html" }).map((fact) => `${fact.question} | ${fact.answer}`);
    expect(all).toContain("What does `frob_people_add()` return? | a list of the people on the photo");
  });
});

describe("descriptions that are no answer to what an entry does, and a prototype without its ';' (set 192)", () => {
  it("reads hotdoc's prototype, its return type on the line above, to its closing parenthesis", () => {
    const lines = ["### Functions", "", "#### frob_resource_deserialize(variant)", "FrobResource *", "frob_resource_deserialize (GVariant* variant)", "Deserializes a FrobResource previously serialized with frob_resource_serialize.", "Parameters:", ""];
    expect(asked(lines)["What does the `frob_resource_deserialize()` function do?"]).toBe("Deserializes a FrobResource previously serialized with frob_resource_serialize.");
  });

  it("asks nothing of a Haddock function described by a warning or by a clause of another subject", () => {
    const lines = [
      "frobUTF8' :: [Word32] -> [[Word8]] Source",
      "Word32s not representing valid UTF8 chars are dropped.",
      "hGetFrob :: Handle -> Int -> IO a Source",
      "Be careful that you're sure you're not chopping a UTF8 char in two!",
      "frobLines :: Handle -> IO [a] Source",
      "Reads the lines of a handle as UTF8.",
      "",
    ];
    const facts = asked(lines);
    expect(Object.keys(facts).filter((question) => /do\?$/.test(question))).toEqual(["What does the `frobLines` function do?"]);
  });

  it("keeps what the development check showed these rules must not take: a verb's own clause, a call sequence, an example", () => {
    const haddock = ["frobBtnState :: Frob -> IO Int Source", "Returns a mask with the buttons that are currently pushed.", ""];
    expect(asked(haddock)["What does the `frobBtnState` function do?"]).toBe("Returns a mask with the buttons that are currently pushed.");
    // RDoc's call sequence under the heading, and the next entry's heading after a blank line, are no prototype's end.
    const rdoc = ["#### figure_name(num)", "figure_name(num) → a_string", "Returns the name from the figure_names array.", "", "#### figure_names()", "An array of names for the currently defined figures.", ""];
    expect(asked(rdoc)["What does the `figure_name()` function do?"]).toBe("Returns the name from the figure_names array.");
    // An example call after a Haddock description is no prototype either.
    const example = ["frobTo :: Point v n -> t -> t Source", "Translate the object to the given point. Note that this is dual to frobOriginTo:", "  frobTo (origin .^+ v)", ""];
    expect(asked(example)["What does the `frobTo` function do?"]).toBe("Translate the object to the given point.");
  });
});

describe("a gi-docgen class page's constructors", () => {
  it("asks what a constructor under 'Constructors' does, as it asks an instance method", () => {
    // Set 213's libadwaita page: the class's one constructor was not asked, "Constructors" naming no kind.
    const page = [
      "### Class",
      "",
      "# Frob.ReelRow",
      "",
      "#### Constructors",
      "",
      "###### frob_reel_row_new",
      "Creates a new FrobReelRow with no reel attached.",
      "since: 1.2",
      "",
      "#### Instance methods",
      "",
      "###### frob_reel_row_attach",
      "Attaches a reel to the row and winds it to its start.",
      "",
    ];
    const found = asked(page);
    expect(found["What does the frob_reel_row_new constructor do?"]).toBe("Creates a new FrobReelRow with no reel attached.");
    expect(found["What does the frob_reel_row_attach method do?"]).toBe("Attaches a reel to the row and winds it to its start.");
    // The validator reads the same entry back by its name and kind.
    expect(readBackAnswer("What does the frob_reel_row_new constructor do?", numberedLines(page))).toBe("Creates a new FrobReelRow with no reel attached.");
  });
});

describe("an entry's note of where it can be used", () => {
  it("is no description of what the entry does (set 215's pyopencl page)", () => {
    const page = ["### class frob.Kernel", "", "#### method frob.Kernel.clone()", "Only available with CL 2.1.", "", "#### method frob.Kernel.set_args(self, *args)", "Invoke set_arg() on each element of args in turn.", "", "#### method frob.Kernel.rename_header(name)", "Defined in the module header_rename.mfl.", ""];
    const found = asked(page);
    expect(Object.keys(found).filter((question) => question.includes("clone"))).toEqual([]);
    // Nor where it is defined (set 216's mailfromd library).
    expect(Object.keys(found).filter((question) => question.includes("rename_header"))).toEqual([]);
    expect(found["What does the `frob.Kernel.set_args()` method do?"]).toBe("Invoke set_arg() on each element of args in turn.");
  });
});
