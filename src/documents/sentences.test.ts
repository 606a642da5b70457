import { describe, expect, it } from "vitest";
import { createDocument } from "./document.js";
import { clauseFrom, documentSentences, furnitureLines, isCodeFence, isDoxygenNote, isPrintedVector, proseText, sentencesOf, splitSentences, underlinedTitle, withoutRstRoles } from "./sentences.js";

const numbered = (lines: string[]) => new Map(lines.map((text, index) => [index + 1, text] as const));

// Wrapped like the lme4 paper's PDF text: a sentence over several lines, a running head and a hyphenated word at a
// page break, a numbered heading.
const PAPER = [
  "1. Introduction",
  "The lme4 package provides functions to fit and analyze linear mixed models, generalized",
  "linear mixed models and nonlinear mixed models. The main advantage of nlme is a user",
  "interface for fitting models with structure in the residuals (var-",
  "2 Linear Mixed Models with lme4",
  "ious forms of heteroscedasticity) and in the well-",
  "known random-effects covariance matrices. The models are visual-",
  "ized with lattice graphics.",
  "1.1. Linear mixed models",
  "Just as a linear model is described by the distribution of a vector-valued random response",
  "variable, a linear mixed model is described by two vector-valued random variables.",
  "Douglas Bates, Martin Mächler, Ben Bolker, Steve Walker 3",
  "This formulation allows a relatively compact expression.",
  "Such forms are well studied and known to fit.",
];

describe("the sentence view", () => {
  const sentences = sentencesOf(numbered(PAPER));

  it("runs a sentence across wrapped lines and keeps the lines it came from", () => {
    expect(sentences[0]).toEqual({
      text: "The lme4 package provides functions to fit and analyze linear mixed models, generalized linear mixed models and nonlinear mixed models.",
      startLine: 2,
      endLine: 3,
      complete: true,
    });
  });

  it("leaves out a running head inside a sentence and mends the word hyphenated across it", () => {
    const second = sentences[1]!;
    expect(second.text).toBe(
      "The main advantage of nlme is a user interface for fitting models with structure in the residuals (various forms of heteroscedasticity) and in the well-known random-effects covariance matrices.",
    );
    expect([second.startLine, second.endLine]).toEqual([3, 7]);
    expect(second.text).not.toContain("Linear Mixed Models with lme4");
  });

  it("drops emphasis marks from prose but keeps what inline code holds", () => {
    const view = sentencesOf(numbered(["Disable `**` matching against **multiple** folder names.", "", "Define `__init__` in the __main__ module.", "", "Use the $__-prefix and a_b__c to avoid name collisions."]));
    expect(view.map((sentence) => sentence.text)).toEqual([
      "Disable `**` matching against multiple folder names.",
      "Define `__init__` in the main module.",
      // Underscores inside a word are its own, not emphasis.
      "Use the $__-prefix and a_b__c to avoid name collisions.",
    ]);
  });

  it("joins a word split by the line end but keeps a compound's hyphen", () => {
    expect(sentences[2]!.text).toBe("The models are visualized with lattice graphics.");
    expect(sentences[1]!.text).toContain("well-known");
  });

  it("joins a word English writes as one even where the passage writes it nowhere else (a retrieved chunk)", () => {
    // "with" and "out" are words of the passage, "without" is not: the passage alone would keep the hyphen.
    expect(splitSentences("It went out with the tide. It guarantees the right to be treated equally by the State, with-\nout regard to race.")).toEqual([
      "It went out with the tide.",
      "It guarantees the right to be treated equally by the State, without regard to race.",
    ]);
    // Two words the text writes elsewhere, and nowhere as one, keep their hyphen.
    expect(splitSentences("The well is known. This is a well-\nknown result.")).toEqual(["The well is known.", "This is a well-known result."]);
  });

  it("keeps the hyphen of a compound of several parts broken after an inner one, and rejoins a name broken after an underscore", () => {
    // "action-if-" / "found": "if" and "found" are parts the text writes hyphenated ("action-if-found"), not a syllable.
    const manual = "action-if-found is a list of shell commands to run if the link succeeds. If action-if-\nfound is not specified, the default action prepends -llibrary to LIBS.";
    expect(splitSentences(manual)[1]).toBe("If action-if-found is not specified, the default action prepends -llibrary to LIBS.");
    expect(proseText(manual.split("\n"))).toContain("If action-if-found is not specified");
    // A PDF wraps a macro's name after one of its underscores.
    const wrapped = "All systems return void. The obsolete macro AC_TYPE_\nSIGNAL can be used to establish the correct type.";
    expect(splitSentences(wrapped)[1]).toBe("The obsolete macro AC_TYPE_SIGNAL can be used to establish the correct type.");
    expect(proseText(wrapped.split("\n"))).toContain("AC_TYPE_SIGNAL can be used");
    // A dunder or Markdown's emphasis ends in a pair of underscores, and a line ending in one is not a broken name.
    expect(proseText(["Define the method __init__", "first, then the others."])).toBe("Define the method __init__ first, then the others.");
  });

  it("joins a name broken before a capital where the text writes it whole, and keeps a compound of two names", () => {
    expect(splitSentences("LibTomMath is a library. However, LibTom-\nMath was written with cryptography in mind.")[1]).toBe("However, LibTomMath was written with cryptography in mind.");
    expect(splitSentences("The Rabin-Miller test is fast. It runs Rabin-\nMiller rounds.")[1]).toBe("It runs Rabin-Miller rounds.");
    // A prefix before a name keeps its hyphen and loses the line end's space (set 195's NORM usage notes, a PDF).
    expect(splitSentences("It sends files to silent (non-\nNACKing) receivers.")[0]).toBe("It sends files to silent (non-NACKing) receivers.");
    expect(proseText(["Names may hold non-", "ASCII letters."])).toBe("Names may hold non-ASCII letters.");
    // A lower-case word that is no prefix before a capital is still read apart.
    expect(splitSentences("See the table of contents-\nIntroduction first.")[0]).toBe("See the table of contents- Introduction first.");
  });

  it("does not run headings or footers into sentences", () => {
    expect(sentences.map((sentence) => sentence.text)).not.toContainEqual(expect.stringContaining("Introduction"));
    expect(sentences.at(-2)).toMatchObject({ text: "This formulation allows a relatively compact expression.", startLine: 13, endLine: 13 });
    expect(sentences[3]).toMatchObject({ startLine: 10, endLine: 11 });
  });

  it("marks fragments cut by the edge of what was read", () => {
    const cut = sentencesOf(numbered(PAPER.slice(0, 2)));
    expect(cut.at(-1)!.complete).toBe(false);
  });

  it("reads a sentence whose subject is a code span as whole, but not a lower-case line or a code span alone", () => {
    const view = sentencesOf(numbered(["`tmp_path` is a `pathlib.Path` object. Here is an example:", "", "`null`.", "", "and then it stops."]));
    expect(view[0]).toMatchObject({ text: "`tmp_path` is a `pathlib.Path` object.", complete: true });
    expect(view.find((sentence) => sentence.text === "`null`.")?.complete).toBe(false);
    expect(view.find((sentence) => sentence.text.startsWith("and then"))?.complete).toBe(false);
  });

  it("reads only sentences starting in the range asked for, looking back to find where they begin", () => {
    const ranged = sentencesOf(numbered(PAPER), { from: 3, to: 4 });
    expect(ranged.map((sentence) => sentence.startLine)).toEqual([3]);
  });

  it("does not end sentences at abbreviations, initials or decimal numbers", () => {
    expect(splitSentences("Dr. Smith met J. R. Tolkien in 1930, e.g. at Oxford. They talked for 2.5 hours.\nIt rained.")).toEqual([
      "Dr. Smith met J. R. Tolkien in 1930, e.g. at Oxford.",
      "They talked for 2.5 hours.",
      "It rained.",
    ]);
  });

  it("ends a sentence at a one-letter name before a word that opens sentences and names nobody", () => {
    expect(splitSentences("It streamlines the analysis workflow in R. It provides its own class. Each item is of type T. The end.")).toEqual([
      "It streamlines the analysis workflow in R.",
      "It provides its own class.",
      "Each item is of type T.",
      "The end.",
    ]);
    // An initial stays one: before a surname, another initial, or a word no sentence opens with.
    expect(splitSentences("Written by R. Ihaka and R. A. Fisher. It ran.")).toEqual(["Written by R. Ihaka and R. A. Fisher.", "It ran."]);
  });

  it("ends a sentence at an abbreviation that is also a word, unless a number follows it", () => {
    expect(splitSentences("Returns the state for a given sequence id. If seq is None the latest is used.")).toHaveLength(2);
    expect(splitSentences("See the frob app. It starts the daemon.")).toHaveLength(2);
    expect(splitSentences("It gives access to creation, deletion, enumeration, etc. There is one manager.")).toEqual([
      "It gives access to creation, deletion, enumeration, etc.",
      "There is one manager.",
    ]);
    expect(splitSentences("As ruled in No. 5 and Sec. 3 of the act. It applies.")).toEqual(["As ruled in No. 5 and Sec. 3 of the act.", "It applies."]);
  });

  it("keeps list items apart and a parenthesised acronym inside its sentence", () => {
    const items = splitSentences("• The first item\n• The second item.\nThe penalized least squares\n(PLS) problem is solved.");
    expect(items).toEqual(["The first item", "The second item.", "The penalized least squares (PLS) problem is solved."]);
  });

  it("continues a sentence across a blank line only when it is unfinished", () => {
    expect(splitSentences("The model is\n\nfitted by REML.\n\nA new paragraph.")).toEqual(["The model is fitted by REML.", "A new paragraph."]);
  });
});

describe("layout that is not prose", () => {
  it("reads a reStructuredText admonition whose text starts on the directive's line, with its indented lines", () => {
    const text = [
      "Frob keeps its units in a registry.",
      "",
      ".. warning:: Before version 2.0, ``frob.load()`` read files in the",
      "             encoding of the system. Since then it reads UTF-8.",
      "",
      "                      Centred Heading",
      "Next paragraph.",
    ].join("\n");
    expect(splitSentences(text)).toEqual([
      "Frob keeps its units in a registry.",
      "Before version 2.0, `frob.load()` read files in the encoding of the system.",
      "Since then it reads UTF-8.",
      "Next paragraph.",
    ]);
  });

  it("reads a version directive's version as markup, alone on its line or before its text", () => {
    // Sphinx's LaTeX chapter (set 195): "1.5 `Verbatim` keeps …" was read as the sentence's subject.
    const text = [
      "The environment allows a caption.",
      "",
      "  .. versionchanged:: 1.5",
      "     ``Verbatim`` keeps exact same meaning as in ``fancyvrb.sty``.",
      "",
      ".. versionadded:: 2.5 The spam parameter is new.",
    ].join("\n");
    expect(splitSentences(text)).toEqual([
      "The environment allows a caption.",
      "`Verbatim` keeps exact same meaning as in `fancyvrb.sty`.",
      "The spam parameter is new.",
    ]);
  });

  it("does not run a member's description into Doxygen's cross-references under it", () => {
    // libexif's exif_mem_unref(): a last sentence without its full stop over "Referenced by …".
    const text = [
      "Unrefcount an ExifMem.",
      "If the refcount reaches 0, the ExifMem is freed",
      "Referenced by exif_content_new(), exif_data_new(), and exif_loader_new().",
      "Returns the hash value.",
      "Implements bliss::AbstractGraph.",
      "References to other work are listed below.",
    ].join("\n");
    const sentences = splitSentences(text);
    expect(sentences.some((sentence) => /freed Referenced by/.test(sentence))).toBe(false);
    expect(sentences.some((sentence) => /Implements bliss/.test(sentence))).toBe(false);
    // A sentence that opens with the word is prose.
    expect(sentences).toContain("References to other work are listed below.");
    // One recogniser of the notes: under an entry any name will do ("Implements codec."), in running text only code.
    expect(isDoxygenNote("Implements codec.")).toBe(true);
    expect(isDoxygenNote("Implements codec.", { named: true })).toBe(false);
    expect(isDoxygenNote("Definition at line 63 of file ofx_container_generic.cpp.", { named: true })).toBe(true);
    expect(isPrintedVector('[6] "stats"        "s.misc"       "Call"')).toBe(true);
    expect(isPrintedVector("[1] J. M. Cheverud, A simple correction")).toBe(false);
  });

  it("does not run rules, anchors, numbered headings or an FAQ's questions into the sentences around them", () => {
    const text = [
      "[[user-name]]",
      "What should I put in `user.name`?::",
      "\tYou should put your personal name.",
      "+",
      "This name is stored in every commit",
      "----",
      "git config user.name",
      "----",
      "8.1.4. synaptic",
      "Synaptic is a graphical package manager.",
      "1.2. What is Debian GNU/Linux?",
      "Debian GNU/Linux is a distribution.",
    ].join("\n");
    expect(splitSentences(text)).toEqual([
      "You should put your personal name.",
      "This name is stored in every commit",
      "git config user.name",
      "Synaptic is a graphical package manager.",
      "Debian GNU/Linux is a distribution.",
    ]);
  });

  it("reads a '+' list item as prose, and a '+' line under a console's prompt as its continuation", () => {
    // tigger's NEWS.md writes its entries as "+ Fixed …"; R's console continues a command on "+ " lines.
    const text = [
      "+ `frobFasta` will now retain spacers as `.` characters.",
      "+ Fixed a bug in `frobAlleles`.",
      "",
      "> fit <- frob(y ~ x,",
      "+   data = frobs)",
      "+ summary(fit) and more",
      "The fit is printed.",
    ].join("\n");
    expect(splitSentences(text)).toEqual(["`frobFasta` will now retain spacers as `.` characters.", "Fixed a bug in `frobAlleles`.", "The fit is printed."]);
  });

  it("keeps code printed without a console prompt (a Sweave chunk) out of the sentences around it", () => {
    const text = [
      "The weights are rescaled before the fit. For example,",
      "w <- rescale(weights, total = 1)",
      "kit::fitModel(w, ~ dose)",
      "A simpler way is to pass the raw weights to the",
      "fitting function.",
      "g <- function(d, f) {",
      "if (!is.null(f)) stop(\"no formula\")",
      "store$cache[i] <- d",
      "}",
      "attr(,\"message\")",
      "[1] \"Normal Completion\"",
      "n is the number of draws.",
      "The summary() method prints the estimates (and their errors).",
      "",
      "summary(fit) gives the coefficients of the model.",
    ].join("\n");
    expect(splitSentences(text)).toEqual([
      "The weights are rescaled before the fit.",
      "For example,",
      "A simpler way is to pass the raw weights to the fitting function.",
      "n is the number of draws.",
      "The summary() method prints the estimates (and their errors).",
      "summary(fit) gives the coefficients of the model.",
    ]);
  });

  it("reads a line that opens with inline code in triple backticks as prose, not as a code fence", () => {
    // primesieve's API guide writes its inline code so: "```primesieve::iterator``` which lets you iterate …".
    const view = sentencesOf(numbered([
      "Arguably the most useful feature of frobsieve is the",
      "```frobsieve::iterator``` which lets you iterate over primes using the",
      "```next_prime()``` method.",
      "",
      "```C++",
      "# not a heading: a comment in the code",
      "```",
      "",
      "~~~ {.python}",
      "~~~",
    ]));
    expect(view.map((sentence) => [sentence.startLine, sentence.endLine])).toEqual([[1, 3]]);
    expect(isCodeFence("```frobsieve::iterator``` which lets you")).toBe(false);
    expect(isCodeFence("   ```r")).toBe(true);
    expect(isCodeFence("~~~ {.python}")).toBe(true);
  });

  it("starts a sentence at a code name in camel case after a full stop, but not at a plain lower-case word", () => {
    const text = [
      "The weights are cached between calls. fitGrid checks the cache first, and computes only what",
      "is missing. The cache is cleared by resetAll. cacheSize is kept small. Its limit is set by",
      "maxItems. cacheSize and cacheAge are both counted in entries.",
    ].join("\n");
    expect(sentencesOf(numbered(text.split("\n"))).map((sentence) => [sentence.text, sentence.complete])).toEqual([
      ["The weights are cached between calls.", true],
      ["fitGrid checks the cache first, and computes only what is missing.", true],
      ["The cache is cleared by resetAll.", true],
      ["cacheSize is kept small.", true],
      ["Its limit is set by maxItems. cacheSize and cacheAge are both counted in entries.", true],
    ]);
  });

  it("starts a sentence at a qualified code name after a full stop", () => {
    const text = ["The pool is shared. concurrent.futures.ThreadPoolExecutor can be used to run blocking code. frob_io.reader is", "kept open. e.g. this is not one."].join("\n");
    expect(sentencesOf(numbered(text.split("\n"))).map((sentence) => [sentence.text, sentence.complete])).toEqual([
      ["The pool is shared.", true],
      ["concurrent.futures.ThreadPoolExecutor can be used to run blocking code.", true],
      ["frob_io.reader is kept open. e.g. this is not one.", true],
    ]);
  });

  it("leaves out the number of a list item that starts with a name in lower case", () => {
    const text = [
      "The plot is set by two arguments of the draw function:",
      "1. width with a number in inches sets the size of the page.",
      "2. tint can be used to give the bars another colour.",
    ].join("\n");
    expect(splitSentences(text)).toEqual([
      "The plot is set by two arguments of the draw function:",
      "width with a number in inches sets the size of the page.",
      "tint can be used to give the bars another colour.",
    ]);
  });

  it("reads a numbered item whose sentence runs onto the next line as prose, not as a heading", () => {
    // A PDF FAQ's list of resources, wrapped at the text's width: the second line does not start a sentence.
    const text = [
      "Below are further resources that give help on building frob code on macOS.",
      "1. A helpful post was written by a core developer regarding the",
      "use of compiling frob code on macOS in April 2014 on the mailing list.",
      "2. Another helpful write-up for installing the frob tools on OS",
      "X Mavericks is provided by the Frobconductor project.",
      "3. Installation",
      "The frob package installs from source.",
    ].join("\n");
    expect(splitSentences(text)).toEqual([
      "Below are further resources that give help on building frob code on macOS.",
      "A helpful post was written by a core developer regarding the use of compiling frob code on macOS in April 2014 on the mailing list.",
      "Another helpful write-up for installing the frob tools on OS X Mavericks is provided by the Frobconductor project.",
      "The frob package installs from source.",
    ]);
  });

  it("leaves a section number of several levels out of the sentence it stands before, but not a decimal", () => {
    expect(splitSentences("1.3. OK, now I know what Debian is.\n\n8.1.4 Synaptic is a package manager.\n\nThe sum grew by\n2.5 Million dollars.")).toEqual([
      "OK, now I know what Debian is.",
      "Synaptic is a package manager.",
      "The sum grew by 2.5 Million dollars.",
    ]);
  });

  it("ends a passage at a line ending in a colon: what follows is a display, not the sentence's words", () => {
    expect(splitSentences("To install it, run the following command:\npip install frob\n\nThe tool is small.")).toEqual([
      "To install it, run the following command:",
      "pip install frob",
      "The tool is small.",
    ]);
  });

  it("reads each line of unwrapped text (a paragraph per line, as HTML gives it) as a passage of its own", () => {
    const long = "MkDocs comes with a built-in dev-server that lets you preview your documentation as you work on it, and it rebuilds the site whenever anything changes.";
    const text = ["Getting Started", long, "mkdocs new my-project", "cd my-project", "Take a moment to review the initial project.", long].join("\n");
    expect(splitSentences(text)).toEqual(["Getting Started", long, "mkdocs new my-project", "cd my-project", "Take a moment to review the initial project.", long]);
  });

  it("still joins a hard-wrapped paragraph in text that also has whole-paragraph lines (a README with long option lines)", () => {
    const long = "- `persistent` (default: `true`). Indicates whether the process should continue to run as long as files are being watched.";
    const text = [
      long,
      long.replace("persistent", "usePolling"),
      "Chokidar does still rely on the Node.js core `fs` module, but when using",
      "`fs.watch` and `fs.watchFile` for watching, it normalizes the events it",
      "receives, often checking for truth by getting file stats.",
      "Install it with npm",
      "npm install chokidar",
    ].join("\n");
    const item = "Indicates whether the process should continue to run as long as files are being watched.";
    expect(splitSentences(text)).toEqual([
      "`persistent` (default: `true`).",
      item,
      "`usePolling` (default: `true`).",
      item,
      "Chokidar does still rely on the Node.js core `fs` module, but when using `fs.watch` and `fs.watchFile` for watching, it normalizes the events it receives, often checking for truth by getting file stats.",
      "Install it with npm",
      "npm install chokidar",
    ]);
  });

  it("leaves footnote marks out and starts a footnote's own line anew", () => {
    const lines = numbered([
      "The estimator is consistent under heteroskedasticity ^[1] and is fast to compute. The sum",
      "3If weights are used, the estimator is scaled by them.",
      "A PDF's solver handles DAEs of index² maximal 1, and the area is 10 m² or x² units.",
    ]);
    expect(sentencesOf(lines).map((sentence) => sentence.text)).toEqual([
      "The estimator is consistent under heteroskedasticity and is fast to compute.",
      "The sum",
      "If weights are used, the estimator is scaled by them.",
      "A PDF's solver handles DAEs of index maximal 1, and the area is 10 m² or x² units.",
    ]);
    // Evidence is checked against the same text.
    expect(proseText(["DAEs of index² maximal 1."])).toBe("DAEs of index maximal 1.");
  });

  it("takes a bare number at a line's start for a footnote's mark when the page above carries it glued to a word", () => {
    const lines = numbered([
      "The frob tables list the best models as follows:14",
      "> frob.table(fit)",
      "14 frob.table returns a matrix with one row for each model.",
      "A bare number that no mark above announces stays part of its sentence:",
      "7 means to plot the seventh model.",
    ]);
    expect(sentencesOf(lines).map((sentence) => sentence.text)).toEqual(expect.arrayContaining(["frob.table returns a matrix with one row for each model.", "7 means to plot the seventh model."]));
  });

  it("takes the mark as announced when the page above carries it as a superscript (brms's \"(LOO)¹⁰\")", () => {
    const lines = numbered([
      "A good way to compare both models is leave-one-out cross-validation (LOO)¹⁰, which can be",
      "called with the frob function.",
      "10 The WAIC is an approximation of LOO that is faster and easier to compute.",
    ]);
    expect(sentencesOf(lines).map((sentence) => sentence.text)).toContain("The WAIC is an approximation of LOO that is faster and easier to compute.");
  });

  it("reads a Markdown link as the words it shows and leaves images out", () => {
    const lines = numbered([
      "The [main export](#frobnik) takes a list of strings and one or more [glob patterns][globs].",
      "",
      "Badges [![Version Badge][badge-svg]][pkg] and ![logo](logo.png \"Logo\") say nothing, but `a[0](b)` is code.",
    ]);
    expect(sentencesOf(lines).map((sentence) => sentence.text)).toEqual([
      "The main export takes a list of strings and one or more glob patterns.",
      "Badges and say nothing, but `a[0](b)` is code.",
    ]);
  });

  it("reads words between single underscores as Markdown's emphasis, and leaves snake_case names whole", () => {
    const lines = numbered([
      "Currently, _Black_ uses the issue tracker for bugs, so _eventually_ it will be resolved.",
      "",
      "The frob_max_size setting and the _private_ref attribute keep their underscores.",
    ]);
    expect(sentencesOf(lines).map((sentence) => sentence.text)).toEqual([
      "Currently, Black uses the issue tracker for bugs, so eventually it will be resolved.",
      "The frob_max_size setting and the _private_ref attribute keep their underscores.",
    ]);
  });

  it("reads words between single asterisks as emphasis, and leaves arithmetic and *args alone", () => {
    const lines = numbered(["*frobparser* is a simple and fast feed parser library in Python.", "", "Call it as f(*args, **kwargs) and compute 2 * 3 * 4 first."]);
    const sentences = sentencesOf(lines);
    expect(sentences.map((sentence) => sentence.text)).toEqual([
      "frobparser is a simple and fast feed parser library in Python.",
      "Call it as f(*args, kwargs) and compute 2 * 3 * 4 first.",
    ]);
  });
});

describe("page furniture", () => {
  it("recognises page numbers, numbered running heads and short lines recurring through the document", () => {
    const lines = numbered([
      "Journal of Things",
      ...Array.from({ length: 12 }, (_, index) => `Body text line ${index} that ends with a stop.`),
      "Journal of Things",
      ...Array.from({ length: 12 }, (_, index) => `More body text ${index}.`),
      "Journal of Things",
      "- 3 -",
      "Page 4 of 10",
      "12 Linear Mixed Models with lme4",
    ]);
    expect([...furnitureLines(lines)].sort((a, b) => a - b)).toEqual([1, 14, 27, 28, 29, 30]);
  });

  it("takes a short line seen only twice for a running head when it carries a growing page number", () => {
    // A tool's read of two pages: "trace2dbest 3.0 UserGuide 10" and "… 11" are its heads, even inside a sentence.
    const body = (count: number) => Array.from({ length: count }, (_, index) => `Body text line ${index} that goes on`);
    const lines = numbered(["trace2dbest 3.0 UserGuide 10", ...body(15), "trace2dbest 3.0 UserGuide 11", ...body(15), "results of step 2", ...body(15), "results of step 2"]);
    expect([...furnitureLines(lines)].sort((a, b) => a - b)).toEqual([1, 17]);
    // The same number twice, or one falling, is no page's.
    expect(furnitureLines(numbered(["table of results 4", ...body(15), "table of results 4"])).size).toBe(0);
    expect(furnitureLines(numbered(["table of results 5", ...body(15), "table of results 4"])).size).toBe(0);
    const sentence = sentencesOf(numbered(["Intro ends here.", "blast_reports contains two files if you have chosen to do BLAST", "trace2dbest 3.0 UserGuide 11", "searches.", ...body(15), "trace2dbest 3.0 UserGuide 12"])).find((s) => s.text.startsWith("blast_reports"));
    expect(sentence?.text).toBe("blast_reports contains two files if you have chosen to do BLAST searches.");
  });

  it("is computed once per document", () => {
    const document = createDocument({ id: "x", path: "x.txt", format: "text" }, { lines: PAPER });
    expect(documentSentences(document)).toBe(documentSentences(document));
    expect(documentSentences(document)[0]!.startLine).toBe(2);
  });
});

describe("prose text and clauses", () => {
  it("reads evidence lines as prose, mending a word hyphenated at a line end", () => {
    expect(proseText(["Texas' plan was adopted with racially segre-", "gated neighborhoods and well-", "known schools; known and well liked."])).toBe(
      "Texas' plan was adopted with racially segregated neighborhoods and well-known schools; known and well liked.",
    );
  });

  it("does not end a clause at a colon inside inline code", () => {
    expect(clauseFrom("Fatal errors will abort the run only if `panic: true` is set in the config.", "Fatal errors will abort ".length)).toBe(
      "the run only if `panic: true` is set in the config",
    );
    expect(clauseFrom("To skip entries, add `skip: <predicate>` to the options.", "To skip entries, ".length)).toBe("add `skip: <predicate>` to the options");
    // ", otherwise" opens a clause of its own, as the other connective adverbs do.
    expect(clauseFrom("If `hidden` is set, the row is dimmed in the list, otherwise it is shown as usual.", "If `hidden` is set, ".length)).toBe("the row is dimmed in the list");
    // A colon outside code still ends the clause, and a lone backtick opens no span.
    expect(clauseFrom("The tool reads `a.cfg`: see below.", "The tool reads ".length)).toBe("`a.cfg`");
    expect(clauseFrom("It prints the ` mark: then stops.", "It prints ".length)).toBe("the ` mark");
  });

  it("ends a definition's clause where a second clause is spliced on with a pronoun", () => {
    // primesieve's guide: "libprimesieve is a highly optimized library for generating prime numbers, it can generate …"
    expect(clauseFrom("libprimesieve is a highly optimized library for generating prime numbers, it can generate primes.", "libprimesieve is ".length)).toBe(
      "a highly optimized library for generating prime numbers",
    );
    expect(clauseFrom("The reader keeps the rows, they still hold their order.", "The reader keeps ".length)).toBe("the rows");
    // A clause that opens with a subordinate one has its main clause after the comma (LLVM's code generator guide).
    expect(clauseFrom("If the indirect strategy is used, after all registers have been mapped, it is necessary to use a spiller.", "If the indirect strategy is used, ".length)).toBe(
      "after all registers have been mapped, it is necessary to use a spiller",
    );
    // "it" as an object after a comma is no new clause: "read, store it, …" does not start with the pronoun.
    expect(clauseFrom("It lets you open the file, edit it and save it.", "It lets you ".length)).toBe("open the file, edit it and save it");
  });

  it("does not end a clause inside a range or at an amount taken for a second subject's verb", () => {
    // "and 4 bytes each" is the range's other end, not "and <subject> <verb>s each".
    expect(clauseFrom("UTF-8 encodes characters using between 1 and 4 bytes each.", "UTF-8 encodes ".length)).toBe("characters using between 1 and 4 bytes each");
    expect(clauseFrom("The frob reads 2 files and 3 sockets each time.", "The frob reads ".length)).toBe("2 files and 3 sockets each time");
    // A second verb with its own object still ends it.
    expect(clauseFrom("The frob reads the file and writes the cache.", "The frob reads ".length)).toBe("the file");
  });

  it("reads a list on past an aside after one of its items, and still ends a clause at an aside of its own", () => {
    const locks = "Lockable resources are uniquely determined by resource type, IP address (usually a broadcast or multicast address the port is bound to), port number, interface and optional instance ID.";
    expect(clauseFrom(locks, locks.indexOf("resource type"))).toBe("resource type, IP address, port number, interface and optional instance ID");
    expect(clauseFrom("The set holds the start (a line number), the end (the line after it), and the page.", "The set holds ".length)).toBe("the start, the end, and the page");
    // An aside after the clause's last word, or before a second clause, is no list going on.
    expect(clauseFrom("The daemon reads the lock file (see below), then exits.", "The daemon reads ".length)).toBe("the lock file");
    expect(clauseFrom("It takes a port (a number), and the host is read from the config.", "It takes ".length)).toBe("a port");
  });

  it("ends a clause before a consequence joined by 'so' without a comma, not at 'do so' or 'or so'", () => {
    expect(clauseFrom("Fl_Window is a subclass of Fl_Group so make sure your constructor calls end().", "Fl_Window is ".length)).toBe("a subclass of Fl_Group");
    expect(clauseFrom("The cache keeps entries so that reads are fast.", "The cache keeps ".length)).toBe("entries");
    expect(clauseFrom("It waits for a minute or so the first time it runs.", "It waits ".length)).toBe("for a minute or so the first time it runs");
  });

  it("ends a clause at a hyphen spaced as a dash between words, not at a minus between numbers or a hyphen in a word", () => {
    expect(clauseFrom("FrobQuery examines the attribute - it is an alternative to Get() with richer checks.", "FrobQuery examines ".length)).toBe("the attribute");
    expect(clauseFrom("The weights range over 0 - 1 for every sample.", "The weights range ".length)).toBe("over 0 - 1 for every sample");
    expect(clauseFrom("It reads a well-known format.", "It reads ".length)).toBe("a well-known format");
  });

  it("ends a clause before a second predicate that reports a content clause ('and indicates that …')", () => {
    expect(clauseFrom("FrobError extends BaseError and indicates that the input could not be parsed.", "FrobError extends ".length)).toBe("BaseError");
    expect(clauseFrom("It lists the files and directories that match.", "It lists ".length)).toBe("the files and directories that match");
  });

  it("takes the rest of a clause up to a relative clause, a semicolon or the end", () => {
    const sentence = "The lmer function returns an object of class merMod, which holds the fit; see below.";
    expect(clauseFrom(sentence, "The lmer function returns ".length)).toBe("an object of class merMod");
    expect(clauseFrom("Objects are created by the function zoo where x is the data.", "Objects are created ".length)).toBe("by the function zoo");
    expect(clauseFrom("The default unit is bytes, so 2048 means 2 KiB.", "The default unit is ".length)).toBe("bytes");
    // "A and B and <verb>s": a coordinated object ends at the "and" that opens the second predicate, not at the first.
    expect(clauseFrom("FrobMatcher takes a key function and label and returns a matcher for each row.", "FrobMatcher takes ".length)).toBe("a key function and label");
    expect(clauseFrom("The quux tool reads the index and cache and is done in a second.", "The quux tool reads ".length)).toBe("the index and cache");
    // A connective adverb after a comma opens a clause of its own.
    expect(clauseFrom("The frob cache saves disk reads, however, writes get slower.", "The frob cache saves ".length)).toBe("disk reads");
    expect(clauseFrom("The quux index speeds up lookups, therefore builds take longer.", "The quux index speeds up ".length)).toBe("lookups");
    // A second clause spliced on with a comma ends the first.
    expect(clauseFrom("The right-tail frob gives more weight to the right tail, the left-tail frob gives more weight to the left tail.", "The right-tail frob gives ".length)).toBe("more weight to the right tail");
    expect(clauseFrom("The frob accepts a list, the name of a file or a string.", "The frob accepts ".length)).toBe("a list, the name of a file or a string");
    // A second clause joined by "and" with its own verb: "… and estimates the timing", "… and weightsLumley implements the …".
    const dating = "The function breakpoints implements the procedure of Bai and Perron and estimates the timing by OLS.";
    expect(clauseFrom(dating, "The function breakpoints implements ".length)).toBe("the procedure of Bai and Perron");
    const weights = "The function weightsAndrews implements the weights of Andrews and weightsLumley implements the weights of Lumley.";
    expect(clauseFrom(weights, "The function weightsAndrews implements ".length)).toBe("the weights of Andrews");
    // "… and density estimation based on …": the list's last item with its participle, not a second clause.
    const listed = "frobclust is a package for clustering, classification, and density estimation based on finite mixtures.";
    expect(clauseFrom(listed, "frobclust is ".length)).toBe("a package for clustering, classification, and density estimation based on finite mixtures");
  });

  it("ends a clause before ', and' when the words after it reach a verb of their own, and reads a that-clause past its aside", () => {
    const spliced = "“Width” is a loosely defined notion, and in practice both wcwidth() and str_width() return the number of cells.";
    expect(clauseFrom(spliced, "“Width” is ".length)).toBe("a loosely defined notion");
    const listed = "The frob accepts a list of names, and the file on the command line that is given last.";
    expect(clauseFrom(listed, "The frob accepts ".length)).toBe("a list of names, and the file on the command line that is given last");
    const aside = "The loader assumes that the matching read, write functions (one for each format) are installed.";
    expect(clauseFrom(aside, "The loader assumes ".length)).toBe("that the matching read, write functions are installed");
    expect(clauseFrom("The loader reads the index (a JSON file) first.", "The loader reads ".length)).toBe("the index");
    // A data set's variables described one after another, each a clause of its own spliced on with a comma.
    const variables = "Variable age represents the age at entry, status indicates if the unit failed, variable unit is the unit id.";
    expect(clauseFrom(variables, "Variable age represents ".length)).toBe("the age at entry");
    expect(clauseFrom("The frob reads names, numbers and dates from the file.", "The frob reads ".length)).toBe("names, numbers and dates from the file");
  });
});

describe("reStructuredText inline markup", () => {
  it("reads roles and literals as the words they show", () => {
    expect(withoutRstRoles("Click supports this through the :class:`click.File` type.")).toBe("Click supports this through the `click.File` type.");
    expect(withoutRstRoles("Arguments work similarly to :ref:`options <options>` but are positional.")).toBe("Arguments work similarly to options but are positional.");
    expect(withoutRstRoles("Use the :func:`~click.echo` function with ``nargs=-1`` set.")).toBe("Use the `click.echo` function with `nargs=-1` set.");
    expect(withoutRstRoles("A `version` in Markdown stays as it is.")).toBe("A `version` in Markdown stays as it is.");
    // A backslash-space after markup parts it from the next character and is no character of its own.
    expect(withoutRstRoles("Rewrite it by the `frob standard <https://example.org/frob>`_\\ :")).toBe("Rewrite it by the frob standard:");
    expect(withoutRstRoles("The path C:\\ frob stays.")).toBe("The path C:\\ frob stays.");
    // A math role is inline math as TeX writes it; the escaped space before a role parts markup only.
    expect(withoutRstRoles("The \\ :math:`\\gamma` is a complex constant.")).toBe("The $\\gamma$ is a complex constant.");
    expect(withoutRstRoles("`jsonschema` defines a `protocol <typing.Protocol>`, which describes a validator.")).toBe("`jsonschema` defines a protocol, which describes a validator.");
    expect(withoutRstRoles("Keep an eye on `Seep <https://example.org/seep>`_, a transformation library.")).toBe("Keep an eye on Seep, a transformation library.");
    expect(withoutRstRoles("See the `format guide <formats>`__ first.")).toBe("See the format guide first.");
    expect(withoutRstRoles("Run `cp <file>` to copy it.")).toBe("Run `cp <file>` to copy it.");
    // a reference whose target is given elsewhere reads as its words; a code span with an underscore after it stays code
    expect(withoutRstRoles("The syntax is the same, `described there.`__  Read it first.")).toBe("The syntax is the same, described there.  Read it first.");
    expect(withoutRstRoles("See `the style guide`_ for names.")).toBe("See the style guide for names.");
    expect(withoutRstRoles("Set `max_len`_ here.")).toBe("Set `max_len`_ here.");
    expect(withoutRstRoles("Use `git rm --cached <file/pattern>` and `cat <dir/file>` here.")).toBe("Use `git rm --cached <file/pattern>` and `cat <dir/file>` here.");
  });

  it("gives the sentence view the words, not the markup", () => {
    const sentences = sentencesOf(new Map([[1, "The :class:`Path` type handles the ambiguity of :ref:`file names <paths>` for you."]]));
    expect(sentences.map((sentence) => sentence.text)).toEqual(["The `Path` type handles the ambiguity of file names for you."]);
  });
});

describe("a clause's end before a second clause", () => {
  it("ends at 'and' before a new subject and its verb, not inside a list that a comma closes", () => {
    expect(clauseFrom("the vectors lower and upper, both can have elements -Inf or +Inf.", 0)).not.toBe("the vectors lower");
    expect(clauseFrom("a formula interface and the parameters are given by from and to.", 0)).toBe("a formula interface");
    // a code span as the second clause's subject, and a second predicate after "but"
    expect(clauseFrom("that all classes are present in order and `inherits_only()` checks that the vectors are identical.", 0)).toBe("that all classes are present in order");
    expect(clauseFrom("`base::inherits()` but is more explicit about its behaviour.", 0)).toBe("`base::inherits()`");
    // a code span and a plural noun are one item of a list, no clause
    expect(clauseFrom("tidiers for `rlm` and `gam` objects from stats.", 0)).toBe("tidiers for `rlm` and `gam` objects from stats");
  });
});

describe("a paragraph that opens with a lower-case name", () => {
  const read = (texts: string[]) => sentencesOf(new Map(texts.map((text, index) => [index + 1, text] as const)));

  it("is a whole sentence when the name is its subject and the paragraph starts after a heading or a blank line", () => {
    const sentences = read(["# Introduction", "mclust is a contributed R package for model-based clustering. It provides functions for simulation.", "", "npm provides a command to install packages."]);
    expect(sentences.map((sentence) => [sentence.text, sentence.complete])).toEqual([
      ["mclust is a contributed R package for model-based clustering.", true],
      ["It provides functions for simulation.", true],
      ["npm provides a command to install packages.", true],
    ]);
  });

  it("stays a fragment where it may be the rest of a sentence: at the edge of the lines given, after a function word, or a function word itself", () => {
    expect(read(["mclust is a contributed R package."])[0]!.complete).toBe(false);
    expect(read(["# Notes", "", "which is not what the model assumes."])[0]!.complete).toBe(false);
    expect(read(["# Notes", "", "clustering of the data."])[0]!.complete).toBe(false);
  });
});

describe("a sentence after a full stop that opens with a lower-case name", () => {
  const read = (texts: string[]) => sentencesOf(new Map(texts.map((text, index) => [index + 1, text] as const)));

  it("is split from the sentence before it and whole when the name is the subject of a verb", () => {
    const sentences = read(["# About", "", "frobr is a small library for parsing logs. frobr depends on nothing else. Why not use grep? lognav stores an index instead."]);
    expect(sentences.map((sentence) => [sentence.text, sentence.complete])).toEqual([
      ["frobr is a small library for parsing logs.", true],
      ["frobr depends on nothing else.", true],
      ["Why not use grep?", true],
      ["lognav stores an index instead.", true],
    ]);
  });

  it("is not split after an abbreviation or an item marker, nor before a function word or a word with no verb after it", () => {
    const texts = (line: string) => read(["# About", "", line]).map((sentence) => sentence.text);
    expect(texts("Parsers differ, e.g. frobr is faster than most.")).toHaveLength(1);
    expect(texts("Compare with Smith et al. frobr is newer.")).toHaveLength(1);
    expect(texts("It has two parts: 1. frobr is the parser and 2. lognav stores the index.")).toHaveLength(1);
    expect(texts("It runs fast. which is why we use it.")).toHaveLength(1);
    expect(texts("It reads logs. frobr logs are plain text.")).toHaveLength(1);
  });
});

describe("a sentence after a full stop that opens with a code span as its subject", () => {
  it("is no sentence after an abbreviation written without its stops", () => {
    const sentences = sentencesOf(new Map([[1, "`typeAliases` is an optional object, eg. `{Path: 'String'}` would allow you to use `Path` for `String`."]]));
    expect(sentences).toHaveLength(1);
  });

  it("is a sentence of its own (the hundred-thirty-sixth held-out set)", () => {
    const sentences = sentencesOf(new Map([[1, "`frob-classes` is a wrapper around Frob for testing laws. `frob-classes` is inspired by the quickcheck-classes library."]]));
    expect(sentences.map((sentence) => [sentence.text, sentence.complete])).toEqual([
      ["`frob-classes` is a wrapper around Frob for testing laws.", true],
      ["`frob-classes` is inspired by the quickcheck-classes library.", true],
    ]);
  });
});

describe("a sentence that opens with a call written without code marks", () => {
  const read = (texts: string[]) => sentencesOf(new Map(texts.map((text, index) => [index + 1, text] as const)));

  it("is a whole sentence when the call is the subject of a verb, as HTML and PDF text write a list of functions", () => {
    const sentences = read(["Frob comes with helpers:", "", "frob_on_ci() skips slow checks on build servers.", "", "tidy.frame() also drops empty rows.", "", "frob_all() can run every check at once."]);
    expect(sentences.slice(1).map((sentence) => [sentence.text, sentence.complete])).toEqual([
      ["frob_on_ci() skips slow checks on build servers.", true],
      ["tidy.frame() also drops empty rows.", true],
      ["frob_all() can run every check at once.", true],
    ]);
  });

  it("stays a fragment when no verb follows the call, or a word with arguments opens it", () => {
    expect(read(["Helpers:", "", "frob_on_ci() and frob_on_os() for platforms."])[1]!.complete).toBe(false);
    expect(read(["Helpers:", "", "frob(x) skips slow checks."])[1]!.complete).toBe(false);
    expect(read(["Helpers:", "", "frob_on_ci() class names are listed."])[1]!.complete).toBe(false);
  });
});

describe("an underlined title", () => {
  it("is a line with a letter over an underline at least as long, never over a code fence", () => {
    expect(underlinedTitle("Version 1.0.1:  September 19, 2022", "-".repeat(79))).toBe("Version 1.0.1:  September 19, 2022");
    expect(underlinedTitle("Bug fixes", "=========")).toBe("Bug fixes");
    // A version alone is a title only to a reader that asks for versions (the changelog reader).
    expect(underlinedTitle("5.4.0", "-----")).toBeUndefined();
    expect(underlinedTitle("5.4.0", "-----", { versions: true })).toBe("5.4.0");
    expect(underlinedTitle("5.4.0", "---", { versions: true })).toBeUndefined();
    expect(underlinedTitle("A much longer title than its rule", "-----")).toBeUndefined();
    expect(underlinedTitle("R", "```")).toBeUndefined();
    expect(underlinedTitle("-----", "-----")).toBeUndefined();
    expect(underlinedTitle(undefined, "-----")).toBeUndefined();
  });

  it("ends the sentence above it: a list item without a full stop does not run on into a release title in lower case", () => {
    // macholib's release history: "* Update classifiers for Python 3.11", a blank line, "macholib 1.16.1" over dashes.
    const history = ["macholib 1.16.2", "---------------", "", "* Update classifiers for Python 3.11", "", "macholib 1.16.1", "---------------", "", "* Added some new CPU subtype definitions"];
    const texts = sentencesOf(numbered(history)).map((sentence) => sentence.text);
    expect(texts).toContain("Update classifiers for Python 3.11");
    expect(texts).toContain("Added some new CPU subtype definitions");
    expect(texts.join(" | ")).not.toMatch(/3\.11 macholib/);
    // A lower-case line after a blank line still goes on with an unfinished sentence when no underline is under it.
    expect(sentencesOf(numbered(["The value is passed to", "", "the parser as a string."])).map((sentence) => sentence.text)).toEqual(["The value is passed to the parser as a string."]);
  });
});

describe("reStructuredText literal blocks and markup", () => {
  it("reads no line of a literal block after '::' as prose, up to the first line back at the paragraph's indentation", () => {
    // python-blosc's tutorial: the timing output under "…::" ran into the next paragraph's sentence.
    const tutorial = [
      "and let's compare Blosc with zlib::",
      "",
      "  >>> %timeit blosc.compress(bytes_array, typesize=8)",
      "  100 loops, best of 3: 17.7 ms per loop # ~ 4.5 GB/s and 260x faster than zlib",
      "",
      "Blosc can use different codecs under the hood.",
    ];
    const texts = sentencesOf(numbered(tutorial)).map((sentence) => sentence.text);
    expect(texts).toContain("Blosc can use different codecs under the hood.");
    expect(texts.join(" | ")).not.toMatch(/loops/);
  });

  it("strips '**' only where it marks emphasis, not inside a power such as 2**31", () => {
    const texts = sentencesOf(numbered(["`blosc` has a maximum `blocksize` of 2**31 bytes. The **frob** module is fast."])).map((sentence) => sentence.text);
    expect(texts).toEqual(["`blosc` has a maximum `blocksize` of 2**31 bytes.", "The frob module is fast."]);
  });

  it("reads a PDF's page number and numbered heading on one line as no part of the sentence under it", () => {
    const page = ["- attr(*, \"int\")= num 0.1", "22 4.4 Derived measures CmpRskParSim", "Note that we get three arrays: Crisk, the cumulative risks; Srisk, the stacked risks and", "Stime, the sojourn times in each state."];
    const texts = sentencesOf(numbered(page)).map((sentence) => sentence.text);
    expect(texts.some((text) => text.startsWith("Note that we get three arrays"))).toBe(true);
    expect(texts.join(" | ")).not.toMatch(/Derived measures/);
  });
});

describe("a reversed opening quote (squarem's vignette, a development PDF that gave nothing)", () => {
  it("reads LaTeX's ”name” as a quoted name that opens a sentence after an author's line", () => {
    const lines = [
      "SQUAREM: Accelerating the Convergence of EM, MM and Other Fixed-Point Algorithms",
      "Ravi Varadhan",
      "”SQUAREM” is a package intended for accelerating slowly-convergent contraction mappings.",
      "It can be used for accelerating the convergence of slow, linearly convergent contraction map-",
      "pings such as the EM algorithm.",
    ];
    const texts = sentencesOf(numbered(lines)).map((sentence) => sentence.text);
    expect(texts).toContain("“SQUAREM” is a package intended for accelerating slowly-convergent contraction mappings.");
    // A closing quote after a word stays one.
    expect(sentencesOf(numbered(["The package is called “frob” in the archive and ”frob” nowhere else."])).map((sentence) => sentence.text)).toEqual(["The package is called “frob” in the archive and “frob” nowhere else."]);
  });
});

describe("the sentence view made once per text and range (set 208's stopt manual)", () => {
  it("gives the same sentences again, as a list of the caller's own, and reads a text that has grown anew", () => {
    const lines = new Map<number, string>([[1, "The frob tool reads files."], [2, ""], [3, "It writes them back."]]);
    const first = sentencesOf(lines, { from: 1, to: 3 });
    first.push({ text: "A sentence of the caller's own.", startLine: 9, endLine: 9, complete: true });
    const again = sentencesOf(lines, { from: 1, to: 3 });
    expect(again.map((sentence) => sentence.text)).toEqual(["The frob tool reads files.", "It writes them back."]);
    // A reader's map grows as it reads: the lines added are in the view asked for next.
    lines.set(4, "");
    lines.set(5, "The quux tool deletes them.");
    expect(sentencesOf(lines, { from: 1, to: 5 }).map((sentence) => sentence.text)).toContain("The quux tool deletes them.");
    // A line changed in place changes the text's length: the view is made again.
    lines.set(1, "The frob tool reads all files.");
    expect(sentencesOf(lines, { from: 1, to: 3 })[0]!.text).toBe("The frob tool reads all files.");
  });
});
