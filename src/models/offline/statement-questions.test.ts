import { answerToObject } from "./general-questions.js";
import { describe, expect, it } from "vitest";
import { questionProblems } from "./question-quality.js";
import { analyseQuestion } from "./question-analysis.js";
import { findCandidates } from "./reader-extract.js";
import { labelBeforeColon, listCut, narrowedByPurpose, pointsElsewhere, secondPredicateCut, statementFacts } from "./statement-questions.js";
import { parallelClauseCut } from "./phrase-bounds.js";
import { closeUpMarks, verbatimAnswer } from "./prose-questions.js";
import { factsIn } from "./facts.js";
import { numberedLines } from "../../../test/support/lines.js";
import { readBackAnswer } from "../../../test/support/offline-agent.js";

// Technical prose as a PDF's text layer gives it: wrapped lines, a hyphenated word, a running head between pages.
const MANUAL = [
  "The zoo package provides an S3 class for totally ordered indexed observations and a set of",
  "methods for it. Objects of class zoo are created by the function zoo. The function",
  "na.approx replaces each missing value with a linear interpolation of its neighbours. The",
  "default value of maxgap is Inf. The method argument defaults to \"REML\".",
  "4 zoo: An S3 Class and Methods for Indexed Totally Ordered Observations",
  "The rollapply function is used to apply a function to rolling margins of an array. The",
  "opposite of aggregation is disaggregation. Data from the study was deposited in Dryad.",
  "It returns a matrix. The model is fitted. This approach is faster than the old one. The",
  "results are shown below. Sparse Cholesky factors are considerably faster than dense fac-",
  "tors because they exploit the structure of the model matrix.",
  // Only a word the text also writes in lower case is lower-cased at the start of a question ("Rollo" stays a name).
  "Such objects hold data in sparse matrices.",
];
const lines = numberedLines(MANUAL);
const facts = statementFacts(lines, 1, MANUAL.length);
const byQuestion = new Map(facts.map((fact) => [fact.question, fact] as const));

describe("questions about what prose states of a named subject", () => {
  it("asks about definitions, actions, means, defaults, purposes, places and relations", () => {
    expect(Object.fromEntries(facts.map((fact) => [fact.question, fact.answer]))).toMatchObject({
      "What does the zoo package provide?": "an S3 class for totally ordered indexed observations and a set of methods for it",
      'How are objects of class zoo created?': "by the function zoo",
      "What does the function na.approx replace?": "each missing value with a linear interpolation of its neighbours",
      "What is the default value of maxgap?": "Inf",
      "What does the method argument default to?": '"REML"',
      "What is the rollapply function used for?": "to apply a function to rolling margins of an array",
      "What is the opposite of aggregation?": "disaggregation",
      "Where was data from the study deposited?": "in Dryad",
      "What are sparse Cholesky factors considerably faster than?": "dense factors",
    });
  });

  it("asks one default of a sentence that gives two, each up to its semicolon", () => {
    const two = statementFacts(numberedLines(["# string.byte (s [, i [, j]])", "The default value for i is 1; the default value for j is i."]), 1, 2);
    expect(two.map((fact) => [fact.question, fact.answer])).toContainEqual(["What is the default value of i?", "1"]);
  });

  it("reads a demonstrative before a title as 'the', and before a common noun a name qualifies as pointing back", () => {
    const asked = (sentence: string) => statementFacts(numberedLines(["# Using the compiler", sentence]), 1, 2).map((fact) => fact.question);
    expect(asked("This Debian Reference covers many aspects of system administration through shell-command examples.")).toContain("What does the Debian Reference cover?");
    expect(asked("This ASN.1 specification describes a constructed type, Rectangle, containing two integer fields.")).toEqual([]);
  });

  it("keeps a scope's '::' in a name the question asks of, and the reader finds it there", () => {
    const lines = ["# Implementation details", "Function frob::locpoly() returns estimated values of the regression function as well as its derivatives."];
    const facts = statementFacts(numberedLines(lines), 1, 2);
    expect(facts.map((fact) => fact.question)).toContain("What does function frob::locpoly() return?");
    expect(facts.every((fact) => questionProblems(fact.question, fact.answer).length === 0)).toBe(true);
    // Where a thing is, after "of X is", is no answer to "What is the listing of X?".
    expect(statementFacts(numberedLines(["The listing of exported functions are in the file src/Rinit.c."]), 1, 1)).toEqual([]);
    expect(readBackAnswer("What does function frob::locpoly() return?", numberedLines(lines))).toBe("estimated values of the regression function as well as its derivatives");
  });

  it("asks which of a counted kind a sentence lists after its colon, and the reader reads the list back", () => {
    const lines = ["Stacks. Two stacks are supported: the frob stack and the plugin's own stack.", "", "Three frob modes are available: fast, slow and safe."];
    const facts = Object.fromEntries(statementFacts(numberedLines(lines), 1, lines.length).map((fact) => [fact.question, fact.answer]));
    expect(facts["Which two stacks are supported?"]).toBe("the frob stack and the plugin's own stack");
    expect(facts["Which three frob modes are available?"]).toBe("fast, slow and safe");
    expect(readBackAnswer("Which two stacks are supported?", numberedLines(lines))).toBe("the frob stack and the plugin's own stack");
    // Items new since the text before, or one thing, are not a list the sentence closes.
    expect(statementFacts(numberedLines(["Two new stacks are supported: a and b.", "One stack is supported: the frob stack."]), 1, 2)).toEqual([]);
  });

  it("maps each question to the lines of its sentence, across a running head", () => {
    expect(byQuestion.get("What is the rollapply function used for?")!.evidence).toEqual([{ start_line: 6, end_line: 6 }]);
    expect(byQuestion.get("What does the method argument default to?")!.evidence).toEqual([{ start_line: 4, end_line: 4 }]);
    expect(facts.every((fact) => fact.kind === "statement")).toBe(true);
  });

  it("leaves out sentences whose subject points elsewhere or names nothing in particular", () => {
    const questions = facts.map((fact) => fact.question).join("\n");
    expect(questions).not.toMatch(/\bit\b|What does it|the model|the results|this approach/i);
  });

  it("asks what a one-word lower-case name the text names again is, and not what a pronoun or quantifier is", () => {
    const vignette = [
      "# Introduction",
      "frobclust is a contributed package for clustering, classification, and density estimation based on finite mixtures.",
      "Models are fitted by frobclust with the EM algorithm.",
      "everything is a vector in the frob language, and frobclust works on vectors.",
    ];
    const asked = statementFacts(numberedLines(vignette), 1, vignette.length).map((fact) => `${fact.question} → ${fact.answer}`);
    expect(asked).toContain("What is frobclust? → a contributed package for clustering, classification, and density estimation based on finite mixtures");
    expect(asked.join("\n")).not.toMatch(/What is everything\?/);
  });

  it("reads a plural noun that is also a verb form as the end of the subject when the verb follows it", () => {
    const text = [
      "# Variance",
      "The method of frob estimates uses overlapping windows of the sampled chain to judge the error.",
    ];
    const asked = statementFacts(numberedLines(text), 1, text.length).map((fact) => fact.question);
    expect(asked.join("\n")).not.toMatch(/What does the method of frob estimate\?/);
    // the subject's second verb ("and uses") is another fact, not part of the first verb's object
    const more = ["# Packages", "The frobRob package estimates robust gadget regression models and uses frobgen to search the parameter space."];
    expect(statementFacts(numberedLines(more), 1, more.length).map((fact) => `${fact.question} → ${fact.answer}`)).toContain("What does the frobRob package estimate? → robust gadget regression models");
    expect(asked).toContain("What does the method of frob estimates use?");
  });

  it("reads no instruction's verb as its subject's first word", () => {
    const text = ["# Updating", "Make sure the patches still apply cleanly, and update them if necessary."];
    expect(statementFacts(numberedLines(text), 1, text.length).map((fact) => fact.question)).toEqual([]);
  });

  it("asks a name without the reason the sentence gives for it, and what a name comes from as such", () => {
    const text = [
      "# Changes",
      "The frobsplit wrapper method is called `splitbed` to maintain backwards compatibility with older scripts.",
      "The frob mode is named after the river that runs through Frobville.",
      "The frob tool is also known as Path to Glory.",
    ];
    const asked = statementFacts(numberedLines(text), 1, text.length).map((fact) => `${fact.question} → ${fact.answer}`);
    expect(asked).toContain("What is the frobsplit wrapper method called? → `splitbed`");
    expect(asked).toContain("What is the frob mode named after? → the river that runs through Frobville");
    // "to" before a name's word, not a verb, is part of the name.
    expect(asked).toContain("What is the frob tool also known as? → Path to Glory");
  });

  it("asks a use without the uses of the items a gapped verb goes on to list", () => {
    const text = ["# Modes", "The shortcut options -e may be used for email, -H for HTML, -M for Markdown, or -n for Nroff."];
    const asked = statementFacts(numberedLines(text), 1, text.length).map((fact) => `${fact.question} → ${fact.answer}`);
    expect(asked.join("\n")).not.toMatch(/-H for HTML/);
    // The gap is cut, not a list's items: "designed to follow X, not to work around Y" keeps its first purpose.
    const designed = ["# Frobby", "The frobby module is designed to only follow the HTTP specifications, not to work around client bugs."];
    expect(statementFacts(numberedLines(designed), 1, designed.length).map((fact) => `${fact.question} → ${fact.answer}`)).toContain("What is the frobby module designed for? → to only follow the HTTP specifications");
  });

  it("asks what a thing is designed or meant to be as such, without the reason after it; a passive stays a purpose", () => {
    const text = [
      "# Frobmath",
      "FrobMath is meant to be very GCC friendly as it comes with a makefile well suited for GCC.",
      "The frob stimuli capability is designed to be accurate, efficient and flexible.",
      "The frobmatch library is designed to be used in glob searching and file walkers.",
    ];
    const asked = statementFacts(numberedLines(text), 1, text.length).map((fact) => `${fact.question} → ${fact.answer}`);
    expect(asked).toContain("What is FrobMath meant to be? → very GCC friendly");
    expect(asked).toContain("What is the frob stimuli capability designed to be? → accurate, efficient and flexible");
    expect(asked).toContain("What is the frobmatch library designed for? → to be used in glob searching and file walkers");
  });

  it("reads no supposition's verb as its subject's first word", () => {
    // The text writes "assume" in lower case elsewhere, so the sentence's first word could pass for a word of its subject.
    const text = ["# Changes", "Operators assume a sorted file.", "Assume `a` is a BedTool object representing a regular BED file.", "Suppose the frob index is a sorted table of offsets."];
    expect(statementFacts(numberedLines(text), 1, text.length).map((fact) => fact.question).join("\n")).not.toMatch(/assume|suppose/i);
  });

  it("asks no definition that only rates its subject", () => {
    const text = ["# Playground", "The designs in frob-bigsim are a good playground for experimenting with the effects of calling opt.", "The frob-bigsim suite is a collection of designs for testing the optimiser."];
    const asked = statementFacts(numberedLines(text), 1, text.length).map((fact) => fact.question);
    expect(asked).not.toContain("What are the designs in frob-bigsim?");
    expect(asked).toContain("What is the frob-bigsim suite?");
  });

  it("does not read a singular subject's verb as part of the subject when a compound noun follows it", () => {
    const text = ["# Simulation", "The simulation connects signal sources to the board at PINs, and measures voltages at PINs."];
    const asked = statementFacts(numberedLines(text), 1, text.length).map((fact) => fact.question);
    expect(asked.join("\n")).not.toMatch(/simulation connects signal/);
    // A plural subject's verb after a plural noun still reads as one.
    const plural = ["# Frobs", "The frobnet algorithms use cyclical coordinate descent."];
    expect(statementFacts(numberedLines(plural), 1, plural.length).map((fact) => fact.question)).toContain("What do the frobnet algorithms use?");
  });

  it("asks with the verbs of administration and systems prose ('reserves', 'imposes', 'encapsulates')", () => {
    const text = ["# Accounts", "FrobFS reserves one user id, 32766, for the user anonymous.", "The Frob bus imposes a simple arbitration mechanism on the ownership of bus names."];
    const asked = statementFacts(numberedLines(text), 1, text.length).map((fact) => [fact.question, fact.answer]);
    expect(asked).toContainEqual(["What does FrobFS reserve?", "one user id, 32766, for the user anonymous"]);
    expect(asked).toContainEqual(["What does the Frob bus impose?", "a simple arbitration mechanism on the ownership of bus names"]);
  });

  it("reads no fronted place or condition without its comma as a subject, and no 'is called to' as a name", () => {
    const text = [
      "# Echo",
      "Inside the loop the frob_getline() function returns just one line of data.",
      "Provided login is a success, a welcome message is printed.",
      "A frob_prompt() utility is called to read the username and password.",
    ];
    expect(statementFacts(numberedLines(text), 1, text.length).map((fact) => fact.question)).toEqual([]);
  });

  it("asks nothing of a math symbol alone: the formula it stands in names it", () => {
    const text = ["# Homotopies", "The $\\gamma$ is a complex constant on the unit circle, generated at random.", "The frob constant is a complex number on the unit circle."];
    const asked = statementFacts(numberedLines(text), 1, text.length).map((fact) => fact.question);
    expect(asked.join("\n")).not.toMatch(/gamma/);
    expect(asked).toContain("What is the frob constant?");
  });

  it("takes no relative clause's verb for the sentence's: a subject never ends inside its relative clause", () => {
    // A PDF's table row read as a sentence: "CacheDir Directory where the frob daemon" has no verb of its own.
    const row = ["# Settings", "CacheDir Directory where the frob daemon stores temporary data like clones of task files."];
    expect(statementFacts(numberedLines(row), 1, row.length).map((fact) => fact.question)).toEqual([]);
    // A relative clause with its own verb stays in the subject.
    const whole = ["# Caching", "The directory where Frobnicator places module files is configured by the cache_dir setting."];
    expect(statementFacts(numberedLines(whole), 1, whole.length).map((fact) => fact.question).join("\n")).toMatch(/the directory where Frobnicator places module files/i);
  });
});

describe("answers as the sentence states them", () => {
  // The questioner reads the sentence without its asides; the answer must still be words the document has, in order.
  const METHODS = [
    "In-gel digestion of proteins was performed with sequencing grade trypsin (Sigma-Aldrich), following the",
    "manufacturer's instructions. The samples were stored in a freezer. Proteins were resolved in gels and in solution.",
  ];
  const facts = statementFacts(numberedLines(METHODS), 1, METHODS.length);
  const means = facts.find((fact) => fact.question.startsWith("How was"));

  it("keeps an aside that sits inside the answer, so the answer occurs in its evidence", () => {
    expect(means?.answer).toBe("with sequencing grade trypsin (Sigma-Aldrich), following the manufacturer's instructions");
    expect(METHODS.join(" ")).toContain(means!.answer);
  });

  it("writes a capitalised hyphenated first word as its first part reads inside a sentence", () => {
    expect(means?.question).toBe("How was in-gel digestion of proteins performed?");
  });
});

describe("questions from a manual's instructions and from what a tool lets its user do", () => {
  // A guide as HTML gives it: a paragraph per line.
  const GUIDE = [
    "MkDocs comes with a built-in dev-server that lets you preview your documentation as you work on it.",
    "The dev-server lets you preview your documentation as you work on it.",
    "To get help with MkDocs, please use the GitHub discussions or GitHub issues.",
    "To install MkDocs, run the following command:",
    "To sum up, the dev-server rebuilds the site on every change.",
    "To change it, edit the configuration file.",
    "Right now the docs folder just contains a single documentation page, named index.md.",
    "The number of workers to shut down. To shut down all workers, specify 0.",
    "To turn the cache off, pass false.",
    "To stop a frob server, press `CTRL-c`.",
  ];
  const facts = statementFacts(numberedLines(GUIDE), 1, GUIDE.length);
  const asked = Object.fromEntries(facts.map((fact) => [fact.question, fact.answer]));

  it("asks how to reach a goal an instruction names, and what a tool lets you do", () => {
    expect(asked).toMatchObject({
      "How can you get help with MkDocs?": "use the GitHub discussions or GitHub issues",
      // A quoted key is the instruction itself, no bare value.
      "How can you stop a frob server?": "press `CTRL-c`",
      "What does the dev-server let you do?": "preview your documentation as you work on it",
    });
  });

  it("leaves out instructions that show instead of tell, discourse phrases and goals that point elsewhere", () => {
    const questions = Object.keys(asked).join("\n");
    expect(questions).not.toMatch(/install MkDocs|sum up|change it|right now/i);
    // A bare value to give, under a parameter the sentence does not name, is no instruction (set 168's Work Queue page).
    expect(questions).not.toMatch(/shut down all workers|turn the cache off/);
    expect(asked["What does the docs folder contain?"]).toBe("a single documentation page, named index.md");
  });
});

describe("subjects that layout or grammar make unsafe", () => {
  const LINES = [
    "Debian main. ekiga is one of the popular clients.",
    "Choosing the proper Debian distribution is an important decision.",
    "L + 1 where L is the lag is the bandwidth.",
    "The git bisect command can help you perform a binary search for that commit.",
    "The \"experimental\" branch is a branch for trying out ideas, and the \"master\" branch is a default branch.",
  ];
  const facts = statementFacts(numberedLines(LINES), 1, LINES.length);

  it("refuses list items run together, gerunds and formulas as subjects, and 'help you' read as an object", () => {
    const questions = facts.map((fact) => fact.question).join("\n");
    expect(questions).not.toMatch(/ekiga|choosing|L \+ 1|help\?/i);
  });

  it("ends an answer before a second clause joined by 'and'", () => {
    expect(facts.find((fact) => fact.question === 'What is the "experimental" branch?')?.answer).toBe("a branch for trying out ideas");
  });
});

describe("tools a manual names for a goal, and enumerations after a colon", () => {
  const LINES = [
    "You can use `git stash push --keep-index` to run the test suite independent of other uncommitted changes.",
    "There are two main tools that can be used to include changes from one branch on another: git-merge and git-cherry-pick.",
    "You can use it to run the tests.",
  ];
  const facts = statementFacts(numberedLines(LINES), 1, LINES.length);

  it("asks what to use for a goal and what the items of an enumeration are", () => {
    expect(Object.fromEntries(facts.map((fact) => [fact.question, fact.answer]))).toEqual({
      "What can you use to run the test suite independent of other uncommitted changes?": "`git stash push --keep-index`",
      "What are the two main tools that can be used to include changes from one branch on another?": "git-merge and git-cherry-pick",
    });
  });

  it("asks no enumeration of items new or other since the text before", () => {
    const lines = ["The method has changed from GET to POST.", "There are two new request headers: Content-Type and Content-Length.", "There are three other frob modes: strict, lazy and eager."];
    expect(statementFacts(numberedLines(lines), 1, lines.length).map((fact) => fact.question).join("\n")).not.toMatch(/new request headers|other frob modes/);
  });
});

describe("a counted list after a colon, and a markup tag as a subject", () => {
  const LINES = [
    "The <language> element contains three sections: <metadata>, <styles> and <definitions>.",
    "The <start> element contains the regular expression telling the highlighting engine to enter the context.",
    "The Frob package provides two functions: frob() and unfrob() and refrob().",
    "The Frob reader provides three main modes: strict, lazy and eager.",
    "The value x<y holds for the reader.",
  ];
  const facts = statementFacts(numberedLines(LINES), 1, LINES.length);
  const asked = Object.fromEntries(facts.map((fact) => [fact.question, fact.answer]));

  it("asks for the items a sentence counts, and a tag names its element", () => {
    expect(asked).toMatchObject({
      "Which three sections does the <language> element contain?": "<metadata>, <styles> and <definitions>",
      "What does the <start> element contain?": "the regular expression telling the highlighting engine to enter the context",
    });
  });

  it("asks no list whose items are not as many as the count says, nor of a kind that points elsewhere, nor a formula's subject", () => {
    // Three items for "two functions"; "main" modes (main among which?); "x<y" is a formula.
    expect(Object.keys(asked).filter((question) => /Frob|x<y/.test(question))).toEqual([]);
  });
});

describe("commands as subjects, and admonitions", () => {
  const LINES = [
    "Unlike git diff-files, which showed the difference, git diff-index shows the differences between a committed tree and the index file.",
    "The command git diff-index shows the differences between a committed tree and the index file.",
    "In other words, git diff-index shows the differences between a committed tree and the index file.",
    "Note | The git-http-backend program supports dumb and smart clients.",
    "In practice, it works the same way in most cases.",
  ];
  const facts = statementFacts(numberedLines(LINES), 1, LINES.length);
  const questions = facts.map((fact) => fact.question);

  it("takes a command with its sub-command as a subject, and reads an admonition's text without its label", () => {
    expect(questions).toContain("What does git diff-index show?");
    expect(facts.find((fact) => fact.question === "What does the git-http-backend program support?")?.answer).toBe("dumb and smart clients");
    expect(questions.join("\n")).not.toMatch(/in practice|Note/);
  });
});

describe("answers and subjects that need the text around them", () => {
  const LINES = [
    "The \"experimental\" branch is the one you just created.",
    "The Intel Binary Compatibility Standard v. 2 provides a similar structure for /opt.",
    "The IEEE standard POSIX.1-2008 lists requirements similar to the above section.",
    "The source tree includes some of these scripts in contrib/examples/ for reference.",
    "The git diff-files command shows us the difference between what is recorded in the index and the tree.",
    "Requests’ simple API means that all forms of HTTP request are as obvious.",
    "The $default_host option determines which of the upload queues will be used by default. anonymous-ftp-master is the primary one.",
    "Git for Windows provides the `wincred` credential manager, macOS has the `osxkeychain` credential manager.",
    "Normally a Breaks entry specifies that it applies to versions earlier than a certain value.",
    "The consistency of /usr/local/etc is beneficial to installers.",
    "The two reasons are speed and size.",
    "Lines 1–7 are the control information for the source package.",
    "The dependent variable is the increase in expenditure.",
    "To manually inspect the exit code in e.g. Linux, run echo $?.",
  ];
  const facts = statementFacts(numberedLines(LINES), 1, LINES.length);
  const asked = Object.fromEntries(facts.map((fact) => [fact.question, fact.answer]));

  it("refuses answers that point at other text, address the reader, or run into another clause or sentence", () => {
    expect(Object.keys(asked).join("\n")).not.toMatch(/experimental|Intel|IEEE|source tree|diff-files|simple API|Git for Windows|consistency/);
  });

  it("refuses subjects that need context, and leaves a leading adverb out of the question", () => {
    expect(Object.keys(asked).join("\n")).not.toMatch(/two reasons|[Ll]ines 1|dependent variable|normally/i);
    expect(asked["What does a Breaks entry specify?"]).toBe("that it applies to versions earlier than a certain value");
  });

  it("keeps the shell's $? whole in an answer", () => {
    expect(asked["How can you manually inspect the exit code in e.g. Linux?"]).toBe("run echo $?");
  });
});

describe("possibilities, exhortations, run-in headings and conclusions", () => {
  const LINES = [
    "A Makefile can contain a reference to a missing library.",
    "Future editors may require additional state information.",
    "The `credential.helper` option can also take an arbitrary shell command.",
    "The `git gc` command can compress loose objects into packs.",
    "Let's use the --copyright gpl2 option here to get a template file.",
    "Diagnostic plots lme4 provides tools for generating diagnostic plots.",
    "So `--id -xyz` reads `-xyz` as the option-argument.",
    "If you want to run unstable, then change the third field to 'unstable'.",
    "The static files include binaries, libraries, documentation files and other files that do not change.",
  ];
  const facts = statementFacts(numberedLines(LINES), 1, LINES.length);
  const asked = Object.fromEntries(facts.map((fact) => [fact.question, fact.answer]));

  it("asks what a named thing can do, never what a thing in general may do", () => {
    expect(asked["What can the `git gc` command compress?"]).toBe("loose objects into packs");
    // What a thing can take, return or contain is one of several answers ("also" says so): refused unless "only"/"must".
    expect(Object.keys(asked).join("\n")).not.toMatch(/credential/);
    expect(Object.keys(asked).join("\n")).not.toMatch(/Makefile|editors/);
  });

  it("refuses 'Let's', a heading run into the subject, a conclusion introduced by 'So', an answer that needs an order set before, and a list cut before its last item", () => {
    expect(Object.keys(asked).join("\n")).not.toMatch(/Let|lme4|xyz|unstable|static files/i);
  });
});

describe("names with a relative clause, and how things are stored", () => {
  const LINES = [
    "The suitable tests are the Harvey-Collier test, which is essentially a t test of the recursive residuals, and the Rainbow test.",
    "Another procedure is the RESET test, which tests whether some auxiliary variables improve the fit.",
    "We use the function vcovHC(), which computes heteroskedasticity-consistent covariance matrices.",
    "The result is stored in a list, which is a problem for us.",
    "The English source is kept as XML files under rawxml/.",
  ];
  const facts = statementFacts(numberedLines(LINES), 1, LINES.length);
  const asked = Object.fromEntries(facts.map((fact) => [fact.question, fact.answer]));

  it("asks what a named thing is or does from the relative clause after it, up to the clause's end", () => {
    expect(asked).toMatchObject({
      "What is the Harvey-Collier test?": "a t test of the recursive residuals",
      "What does the RESET test test?": "whether some auxiliary variables improve the fit",
      "What does the function vcovHC() compute?": "heteroskedasticity-consistent covariance matrices",
      "How is the English source kept?": "as XML files under rawxml/",
    });
    expect(Object.keys(asked).join("\n")).not.toMatch(/list|problem/);
  });

  it("reads a changelog entry's added name without its verb, and asks nothing of a name another verb acts on", () => {
    const entries = [
      "* Add `frob_empty()` function, which returns `TRUE` if no frobs are scheduled.",
      "* Added `frob_full()`, which returns `TRUE` if every frob slot is taken.",
      "* Remove `frob_old()` function, which returns the oldest scheduled frob.",
      "* Use `frob_next()` function, which returns the next scheduled frob.",
    ];
    const changed = Object.fromEntries(statementFacts(numberedLines(entries), 1, entries.length).map((fact) => [fact.question, fact.answer]));
    expect(changed).toEqual({
      "What does the `frob_empty()` function return?": "`TRUE` if no frobs are scheduled",
      "What does `frob_full()` return?": "`TRUE` if every frob slot is taken",
    });
    // The reader finds the answer from the entry as written.
    const answer = findCandidates(analyseQuestion("What does the `frob_empty()` function return?"), numberedLines(entries), new Map())[0]?.answer;
    expect(answer).toBe("`TRUE` if no frobs are scheduled");
  });

  it("reads a restrictive 'that' after a name in code as ', which', and the reader reads it back", () => {
    const lines = [
      "As a complement to frob(), the frobber package provides frob_eval() that computes the frob value of its input.",
      "We need the function that returns the value.",
      // After a preposition the clause may describe the noun before the name; after "a" a type's name is one value.
      "A new function, `frob_opts()`, is a wrapper around `options()` that drops options already set.",
      "The summary returns a data.frame that contains one row for each frob method.",
    ];
    const asked = Object.fromEntries(statementFacts(numberedLines(lines), 1, lines.length).map((fact) => [fact.question, fact.answer]));
    expect(asked).toEqual({ "What does frob_eval() compute?": "the frob value of its input" });
    expect(findCandidates(analyseQuestion("What does frob_eval() compute?"), numberedLines(lines), new Map())[0]?.answer).toBe("the frob value of its input");
  });

  it("asks nothing of 'the whole X' or 'the entire X', which the example before built", () => {
    const lines = ["Finally, the whole structure is saved in a file called “first.frob” in the current directory.", "The entire tree is written to disk as a single archive file."];
    expect(statementFacts(numberedLines(lines), 1, lines.length)).toEqual([]);
    expect(statementFacts(numberedLines(["Finally, the frob structure is saved in a file called “first.frob” in the current directory."]), 1, 1).map((fact) => fact.question)).toEqual(["Where is the frob structure saved?"]);
    // A whole thing said by its kind is named: "the whole dot surface".
    expect(statementFacts(numberedLines(["The whole frob surface is saved in a file called “first.frob” in the current directory."]), 1, 1).map((fact) => fact.question)).toEqual(["Where is the whole frob surface saved?"]);
  });
});

describe("how a thing works, long definitions, and enumerations after a discourse phrase", () => {
  const LINES = [
    "The merge workflow works by copying branches between upstream and downstream.",
    "The index file is a cache of the state of a directory tree, used to create commits, check out working directories, and hold the various trees involved in a merge.",
    "Roughly speaking, there are two important workflows: merge and patch.",
  ];
  const facts = statementFacts(numberedLines(LINES), 1, LINES.length);

  it("asks how a thing works, a long definition's head, and an enumeration", () => {
    expect(Object.fromEntries(facts.map((fact) => [fact.question, fact.answer]))).toEqual({
      "How does the merge workflow work?": "by copying branches between upstream and downstream",
      "What is the index file?": "a cache of the state of a directory tree",
      "What are the two important workflows?": "merge and patch",
    });
  });
});

describe("enumerations of an unqualified kind", () => {
  it("refuses 'There are two reasons: First, …' (reasons for what?)", () => {
    const lines = ["There are two reasons: First, the frequency must be stored. Second, ts is limited to regular series."];
    expect(statementFacts(numberedLines(lines), 1, 1)).toEqual([]);
  });
});

describe("who did what, as a paper cites it", () => {
  const LINES = [
    "Ploberger and Krämer (1992) suggested to base a structural change test on cumulative sums of the common OLS residuals.",
    "Krämer, Ploberger, and Alt (1988) show that the main properties of the CUSUM quantity remain the same under weaker assumptions.",
    "Royston and Altman (1994) discuss a model for data from a study by Chitty, Campbell, and Altman (1993).",
    "Zeileis (2001) shows that this works.",
    "However, Hansen (1992) examined the properties of the supF test under serial correlation.",
  ];
  const facts = statementFacts(numberedLines(LINES), 1, LINES.length);

  it("asks who, in the past tense, with the cited authors' names as the answer", () => {
    expect(Object.fromEntries(facts.map((fact) => [fact.question, fact.answer]))).toEqual({
      "Who suggested to base a structural change test on cumulative sums of the common OLS residuals?": "Ploberger and Krämer",
      "Who showed that the main properties of the CUSUM quantity remain the same under weaker assumptions?": "Krämer, Ploberger, and Alt",
      "Who examined the properties of the supF test under serial correlation?": "Hansen",
    });
  });

  it("asks no that-clause cut after its subject, before its verb", () => {
    const cut = [
      "Larsen (2003) showed that the weighted frob estimator (WFE) of Berg (1999) (k = 2) and the plain frob estimator of Nash (2001) belong to one family.",
      "Okafor and Lind (2010) argued that the pooled ridge statistic (PRS) of Ahn (2004) (λ = 1) and its bootstrap variant differ.",
    ];
    const asked = statementFacts(numberedLines(cut), 1, cut.length).filter((fact) => fact.question.startsWith("Who "));
    expect(asked).toEqual([]);
    const whole = ["Berg (2005) showed that a pooled frob estimator can halve the bias in short panels."];
    expect(statementFacts(numberedLines(whole), 1, 1).map((fact) => fact.question)).toContain("Who showed that a pooled frob estimator can halve the bias in short panels?");
  });

  it("leaves a PDF's formula text out of questions", () => {
    expect(questionProblems("Who showed that the bias can be reduced by prewhitening the functions Vˆi?", "Andrews and Monahan")).toContain(
      "has formula text from a PDF's text layer (\"Vˆi\")",
    );
  });
});

describe("a name with common nouns as a subject", () => {
  it("asks what a name's thing is named or how it is stored, not what it does", () => {
    const lines = [
      "The lists of Debian are many.",
      "Debian mailing lists are named following the pattern debian-list-subject.",
      "Debian developers maintain many packages in the archive.",
    ];
    const facts = statementFacts(numberedLines(lines), 1, lines.length);
    expect(facts.map((fact) => [fact.question, fact.answer])).toEqual([["What are Debian mailing lists named?", "following the pattern debian-list-subject"]]);
  });
});

describe("tools for a goal, in the imperative", () => {
  it("asks what to use for a goal of five words or more, not for a goal that leans on its section", () => {
    const lines = [
      "Use `frob-align` to round the archive dates to whole days, then call `frob-pack`.",
      "Use `git fetch` or `git remote update` to stay up to date.",
      // Two means, each with its goal (set 168's Work Queue page): the first does not do the second's.
      "Use an integer to set the timeout or the constant $Frob::WAIT_FOREVER to block until a task has completed.",
      // Objects of the one goal joined by "and": one goal.
      "Use `frob attach` to attach your terminal's input, output, and error to a running frob using the frob's ID or name.",
    ];
    const facts = statementFacts(numberedLines(lines), 1, lines.length);
    expect(facts.map((fact) => [fact.question, fact.answer])).toEqual([
      ["What can you use to round the archive dates to whole days?", "`frob-align`"],
      ["What can you use to attach your terminal's input, output, and error to a running frob using the frob's ID or name?", "`frob attach`"],
    ]);
  });
});

describe("the reader of a means or a tool, as a PDF's prose words it", () => {
  const seen = numberedLines([
    "Use the frob_walk function to list the largest (most recent) archives of a remote mirror.",
    "The frob_pack function only uses streaming reads of the archive to compute its checksum.",
  ]);
  const read = (question: string) => readBackAnswer(question, seen);

  it("reads past a parenthetical aside the question leaves out", () => {
    expect(read("What can you use to list the largest archives of a remote mirror?")).toBe("the frob_walk function");
  });

  it("reads past a focusing adverb between the subject and its verb", () => {
    expect(read("What does the frob_pack function use to compute its checksum?")).toBe("streaming reads of the archive");
  });
});

describe("a one-word name as the subject", () => {
  const ask = (lines: string[]) => statementFacts(numberedLines(lines), 1, lines.length).map((fact) => fact.question);

  it("asks of a name the text writes with its capital, unless it is the text's main topic", () => {
    expect(ask(["Snapshots are made with Frobnitz daily.", "Frobnitz ignores Outlook OST files."])).toEqual(["What does Frobnitz ignore?"]);
    const manual = ["Frobnitz offers security updates for stable archives.", ...Array.from({ length: 5 }, (_, index) => `We ship Frobnitz release ${index}.`)];
    expect(ask(manual)).toEqual([]);
  });
});

describe("statements that introduce a code block with a colon", () => {
  const GUIDE = [
    "You can rename the default queue by setting the `frob_default_queue` option:",
    "",
    "    app.conf.frob_default_queue = 'main'",
    "",
    "The `frob.sync` function returns a list of the changed files:",
    "",
    "    ls /var/cache/frob",
    "",
    "The frob tool can be configured as follows:",
    "",
    "    frob --init",
    "",
    "The sync algorithm consists of three steps:",
    "",
    "To inspect the archive, run the command:",
    "",
    "    frob list",
  ];
  const asked = Object.fromEntries(statementFacts(numberedLines(GUIDE), 1, GUIDE.length).map((fact) => [fact.question, fact.answer]));

  it("reads the statement before the colon as a statement", () => {
    expect(asked["How can you rename the default queue?"]).toBe("by setting the `frob_default_queue` option");
    expect(asked["What does the `frob.sync` function return?"]).toBe("a list of the changed files");
  });

  it("asks nothing of a colon that only points at what follows, counts it, or names the command below", () => {
    const text = JSON.stringify(asked);
    expect(text).not.toMatch(/as follows|three steps|run the command/);
    expect(Object.keys(asked)).toHaveLength(2);
  });
});

describe("a one-word name the writer keeps in lower case at the start of a sentence", () => {
  // One paragraph a sentence: the sentence view splits no paragraph before a lower-case word.
  const ask = (...sentences: string[]) => {
    const lines = ["# Frob notes", "", ...sentences.flatMap((sentence) => [sentence, ""])];
    return statementFacts(new Map(lines.map((line, at) => [at + 1, line] as [number, string])), 1, lines.length).map((fact) => `${fact.question} | ${fact.answer}`);
  };

  it("is a name when the text names it again and an action verb follows", () => {
    expect(ask("frobnik extends the quux package of frob series.", "frobnik is a small tool.")).toContain("What does frobnik extend? | the quux package of frob series");
  });

  it("is no name when a capital was dropped by the text's own cut, the word is a verb, or the text names it once", () => {
    // "By default, frobnik …": the lower case comes from the fronted phrase, not from the writer.
    expect(ask("By default, frobnik extends the quux tables.", "frobnik is a small tool.").join()).not.toMatch(/What does frobnik extend/);
    expect(ask("Frobnik extends the quux tables.", "Frobnik is a small tool.", "The frobnik tool is small.").join()).not.toMatch(/What does frobnik extend/);
    // A parameter's line that opens with a verb: "returns …" names nothing.
    expect(ask("returns requires a list of frob keys.", "returns is a word.")).toEqual([]);
    expect(ask("frobnik extends the quux tables.")).toEqual([]);
  });

  it("asks no count that the sentence itself lists after a colon, but the items it counts", () => {
    expect(ask("frobnik allows three modes: fast for speed, slow for care, and none.", "frobnik is a small tool.").join()).not.toMatch(/allow/);
    const asked = ask("The frob command thus performs two operations: it reads the queue, then empties it.");
    expect(asked).toContain("Which two operations does the frob command perform? | it reads the queue, then empties it");
    expect(asked.join()).not.toMatch(/\| two operations/);
    // An amount without a number before the list's colon says no more than a count does.
    expect(ask("The --schema parameter of frobnik accepts multiple inputs of different kinds:", "- a schema name", "- a domain").join()).not.toMatch(/multiple inputs/);
  });
});

describe("a passive of an event with its time or condition ('X is used when …')", () => {
  const ask = (sentence: string) => statementFacts(new Map([[1, "# Frob notes"], [2, ""], [3, sentence]]), 1, 3).map((fact) => `${fact.question} | ${fact.answer}`);

  it("asks when, with the clause, conjunction and all, as the answer", () => {
    expect(ask("The frob date format is used when guessing column types.")).toEqual(["When is the frob date format used? | when guessing column types"]);
    expect(ask("The frob hooks are evaluated after the class-based hooks.")).toEqual(["When are the frob hooks evaluated? | after the class-based hooks"]);
    expect(ask("The frob schema is ignored if the strict flag is unset.")).toEqual(["When is the frob schema ignored? | if the strict flag is unset"]);
  });

  it("leaves 'also' out of the question and a participle phrase out of the answer", () => {
    expect(ask("The frob time format is also used when guessing column types.")).toEqual(["When is the frob time format used? | when guessing column types"]);
    expect(ask("The fixed frob knobs are ignored when computing gradients in the optimizer, essentially reducing the problem.")).toEqual(["When are the fixed frob knobs ignored? | when computing gradients in the optimizer"]);
  });

  it("asks nothing when the clause points back", () => {
    expect(ask("The frob cache is flushed when it is full.")).toEqual([]);
  });

  it("reads 'only if' after the participle as the condition, and a shown or enabled thing as an event's", () => {
    // django-debug-toolbar: "The Debug Toolbar is shown only if your IP address is listed in Django's INTERNAL_IPS setting."
    const shown = ask("The Frob Toolbar is shown only if your IP address is listed in the INTERNAL_IPS setting.");
    expect(shown).toEqual(["When is the Frob Toolbar shown? | only if your IP address is listed in the INTERNAL_IPS setting"]);
    expect(questionProblems("When is the Frob Toolbar shown?", "only if your IP address is listed in the INTERNAL_IPS setting")).toEqual([]);
    expect(ask("The frob crystal cell is enabled if the symmetry information is in the data file.")).toEqual(["When is the frob crystal cell enabled? | if the symmetry information is in the data file"]);
    expect(questionProblems("When is the frob crystal cell enabled?", "if the symmetry information is in the data file")).toEqual([]);
  });

  it("asks nothing when the clause runs out of a code comment into the code", () => {
    // zvbi's example, whose C listing the HTML page gives as lines of text: the comment's sentence runs on into the code.
    expect(ask("Timer control mode is enabled when the network does not transmit program IDs or when we lost all PDC signals. */ static vbi_bool timer_control_mode; /* In VCR_STATE_REC this variable stops recording with a 30 second delay as required by EN 300 231.")).toEqual([]);
  });
});

describe("a one-word object that names code", () => {
  const ask = (sentence: string) => statementFacts(new Map([[1, "# Frob notes"], [2, ""], [3, sentence]]), 1, 3).map((fact) => `${fact.question} | ${fact.answer}`);

  it("is an answer when it is an identifier no English word is", () => {
    expect(ask("By default, frob.save calls writeFrob.")).toEqual(["What does frob.save call by default? | writeFrob"]);
    expect(ask("The frob module reads frob_table().")).toEqual(["What does the frob module read? | frob_table()"]);
  });

  it("is no answer when it is a plain word", () => {
    expect(ask("By default, frob.save calls everything.")).toEqual([]);
  });
});

describe("a range and a second verb with its preposition", () => {
  it("keeps the range whole and ends the answer before the second verb", () => {
    const ask = (sentence: string) => statementFacts(new Map([[1, sentence]]), 1, 1).map((fact) => `${fact.question} | ${fact.answer}`);
    expect(ask("UTF-8 encodes characters using between 1 and 4 bytes each and allows for up to 1,112,064 character codes.")).toEqual(["What does UTF-8 encode? | characters using between 1 and 4 bytes each"]);
  });
});

describe("a name code writes with its \"@\"", () => {
  it("names its subject however often the text says its common noun", () => {
    const lines = ["### The @layers slot", "Each slot is a list.", "### The @meta slot", "The @meta slot provides meta information for each layer of the object.", "### The @log slot", "The slot records every call to meta functions.", "Meta data of meta data is meta."];
    const asked = statementFacts(numberedLines(lines), 1, lines.length).map((fact) => `${fact.question} | ${fact.answer}`);
    expect(asked).toContain("What does the @meta slot provide? | meta information for each layer of the object");
  });
});

describe("a hedged judgement, or words every opaque structure is given", () => {
  it("is no answer", () => {
    const ask = (sentence: string) => statementFacts(new Map([[1, sentence]]), 1, 1).map((fact) => fact.answer);
    expect(ask("The read.clipboard set of functions are perhaps more user friendly.")).toEqual([]);
    expect(ask("The PeasExtensionSet structure contains only private data and should only be accessed using the provided API.")).toEqual([]);
    expect(ask("The QrtrNode structure contains private data and should only be accessed using the provided API.")).toEqual([]);
  });
});

describe("a thing's purpose, goal or aim", () => {
  const ask = (sentence: string) => statementFacts(new Map([[1, sentence]]), 1, 1).map((fact) => `${fact.question} | ${fact.answer}`);

  it("asks what the thing is for, the infinitive as the answer", () => {
    // A one-word name in lower case is one the text names again.
    const named = statementFacts(numberedLines(["The main purpose of satellite is to provide standard classes and methods for remote sensing analysis.", "", "Call satellite() on a folder: satellite reads every band."]), 1, 3);
    expect(named.map((fact) => `${fact.question} | ${fact.answer}`)).toContain("What is the main purpose of satellite? | to provide standard classes and methods for remote sensing analysis");
    expect(ask("The goal of the `frob` router is to multiplex requests between several backends.")).toEqual(["What is the goal of the `frob` router? | to multiplex requests between several backends"]);
    expect(ask("The intent of the initial window size is to provide a hint to the window manager.")).toEqual(["What is the intent of the initial window size? | to provide a hint to the window manager"]);
  });

  it("is read back from the sentence by the reader", () => {
    const lines = numberedLines(["# Satellite", "", "The main purpose of satellite is to provide standard classes and methods for remote sensing analysis."]);
    expect(readBackAnswer("What is the main purpose of satellite?", lines)).toBe("to provide standard classes and methods for remote sensing analysis");
  });

  it("names the thing without the document that describes it, and asks what a thing was created for", () => {
    // Set 195's NORM pre-coder usage notes (a PDF): "described here" is the document, not a part of the thing's name.
    expect(ask("The purpose of the Frob Pre-Coder (fpc) software utility described here is to support robustness for proactive sessions.")).toEqual(["What is the purpose of the Frob Pre-Coder software utility? | to support robustness for proactive sessions"]);
    expect(ask("The fpc utility was created to pre-encode files for transmission to silent receivers.")).toEqual(["What was the fpc utility created for? | to pre-encode files for transmission to silent receivers"]);
    expect(ask("The frob tool was developed for the analysis of weekly frob prices.")).toEqual(["What was the frob tool developed for? | the analysis of weekly frob prices"]);
    // "utility" is a kind of software thing, as "package" is: its name beside it identifies it however often the text
    // says both (the notes name the npc utility in every paragraph).
    const notes = ["# Notes", "The fpc utility was created to pre-encode files for transmission to silent receivers.", "The fpc utility reads a file.", "The fpc utility writes a file.", "Run the fpc utility twice.", "Stop the fpc utility with a signal."];
    expect(statementFacts(numberedLines(notes), 1, notes.length).map((fact) => fact.question)).toContain("What was the fpc utility created for?");
    // "written to" a field or a path is a place, asked so; "tool authors" are people, not a tool.
    expect(ask("The thumbnail format is written to the imgdata.thumbnail.tformat field.")).toEqual(["Where is the thumbnail format written? | to the imgdata.thumbnail.tformat field"]);
    const authors = ["# Notes", "Tool authors configure frob using the Params type.", "Tool authors write tools.", "Tool authors test tools.", "Tool authors ship tools.", "Tool authors use tools."];
    expect(statementFacts(numberedLines(authors), 1, authors.length).map((fact) => fact.question)).not.toContain("What do tool authors configure?");
    // The question ends in its verb's "for", no dangling word.
    expect(questionProblems("What was the fpc utility created for?", "to pre-encode files for transmission")).toEqual([]);
    const lines = numberedLines(["# Frob pre-coder", "", "The fpc utility was created to pre-encode files for transmission to silent receivers."]);
    expect(factsIn(lines, 1, 3, {}).map((fact) => fact.question)).toContain("What was the fpc utility created for?");
    // Too long to ask with its means, the purpose ends before the means.
    expect(ask("The fpc utility was created to pre-encode files for transmission to silent receivers by adding additional FEC encoding, and importantly, interleaving of the FEC segments to re-distribute bursts of packet losses as random losses over the entire file.")).toEqual(["What was the fpc utility created for? | to pre-encode files for transmission to silent receivers"]);
  });

  it("takes no pronoun's contraction for a subject", () => {
    // Set 198's gh vignette: "it’s annoying to always provide your PAT …" read as "What do it’s annoying to always provide?".
    expect(ask("However, it’s annoying to always provide your PAT or host and it’s unsafe for your PAT to appear in your R code.")).toEqual([]);
    expect(ask("They're useful to always keep the frob cache around for later sessions.")).toEqual([]);
  });

  it("refuses a thing the sentence points back at, the text itself, and a gloss", () => {
    expect(ask("The purpose of this is to ensure that the cache is flushed.")).toEqual([]);
    expect(ask("The goal of these principles is to minimise surprises for users.")).toEqual([]);
    expect(ask("The aim of the reference manual is to explain every option in turn.")).toEqual([]);
    expect(ask("The purpose of the warning was to start a discussion about defaults.")).toEqual([]);
    expect(ask("The goal of the cache is to be fast and small.")).toEqual([]);
    // Which router, which organization: the section before says; an activity says not of what.
    expect(ask("The goal of the router is to multiplex requests between several backends.")).toEqual([]);
    expect(ask("The purpose of the organization is to develop and distribute free software.")).toEqual([]);
    expect(ask("The purpose of colouring is to identify amino acids in a surprising environment.")).toEqual([]);
    // Refused as a purpose, it is asked no other way ("What is the purpose of the present article?").
    expect(ask("The purpose of the present article is to provide a general overview of the frob package.")).toEqual([]);
  });
});

describe("a manual's recommended way to do something", () => {
  const ask = (sentence: string) => statementFacts(new Map([[1, sentence]]), 1, 1).map((fact) => `${fact.question} | ${fact.answer}`);

  it("asks for the way, with a goal of its own", () => {
    expect(ask("The simplest way to do routing is to use the `frob_routes` setting (on by default).")).toEqual(["What is the simplest way to do routing? | to use the `frob_routes` setting"]);
    expect(ask("The preferred way to install frob is by using the package manager of the system.")).toEqual(["What is the preferred way to install frob? | by using the package manager of the system"]);
  });

  it("takes a call the text names as the way, and only the call alone", () => {
    expect(ask("The easiest way to read a frob archive is read_frob().")).toEqual(["What is the easiest way to read a frob archive? | read_frob()"]);
    expect(ask("The quickest way to list the frob keys is `frob.keys()`.")).toEqual(["What is the quickest way to list the frob keys? | `frob.keys()`"]);
    // A call with more after it, or a plain noun phrase: no whole answer the shape can cut safely.
    expect(ask("The easiest way to read a frob archive is read_frob() with the default options.")).toEqual([]);
    expect(ask("The best way to learn frob scripting is practice.")).toEqual([]);
  });

  it("refuses a goal that points back at what was said before", () => {
    expect(ask("The easiest way to do this is to use a credential helper.")).toEqual([]);
    expect(ask("The simplest way to handle this is frob_all().")).toEqual([]);
    expect(ask("The usual way to deal with it is to revert the commit.")).toEqual([]);
  });
});

describe("colon-introduced statements about a running example", () => {
  const ask = (sentence: string) => statementFacts(new Map([[1, sentence], [2, ""], [3, "    coef(fit)"]]), 1, 3);
  it("refuses the state of the example ('now') and a subject named by what was done to it", () => {
    expect(ask("The frob_fit object now contains the estimated coefficients of the model:")).toEqual([]);
    expect(ask("The double shading employed allows the identification of the outlying cells:")).toEqual([]);
    expect(ask("The frob_fit object contains the estimated coefficients of the model:")).not.toEqual([]);
  });
});

describe("instructions without the comma after their goal", () => {
  const ask = (sentence: string) => statementFacts(new Map([[1, sentence]]), 1, 1).map((fact) => `${fact.question} | ${fact.answer}`);

  it("reads 'To X (you can) use Y' as 'To X, use Y', and stops before a second instruction", () => {
    expect(ask("To render a report you can use the frob_render() function.")).toEqual(["How can you render a report? | use the frob_render() function"]);
    expect(ask("To pick a default command use the string `*` or `$0`.")).toEqual(["How can you pick a default command? | use the string `*` or `$0`"]);
    expect(ask("To flash a message use the flash() method, to read the messages use the inbox() method.")).toEqual(["How can you flash a message? | use the flash() method"]);
  });

  it("refuses an instruction that does its goal by a pro-form: it says where or when, not how", () => {
    expect(ask("If you need to log a warning, make sure you do it in the handler that closes the frob.")).toEqual([]);
    expect(ask("To rotate the keys, be sure to do so before the frob server starts.")).toEqual([]);
    expect(ask("To prevent frob conflicts, make sure that every frob has a unique name.")).toEqual(["How can you prevent frob conflicts? | make sure that every frob has a unique name"]);
  });

  it("needs the thing used right after the verb, so that a goal's own words are not the instruction", () => {
    expect(ask("To use caching run quickly and keep warm.")).toEqual([]);
  });

  it("is read back by the reader", async () => {
    const { analyseQuestion } = await import("./question-analysis.js");
    const { findCandidates } = await import("./reader-extract.js");
    const analysis = analyseQuestion("How can you render a report?");
    const seen = new Map([[1, "To render a report you can use the frob_render() function."]]);
    expect(findCandidates(analysis, seen, new Map(analysis.terms.map((term) => [term, 1])))[0]?.answer).toBe("use the frob_render() function");
  });
});

describe("a verb's own preposition, a subject cut at a possessive, and an answer that stops at its object", () => {
  const ask = (sentence: string) => statementFacts(new Map([[1, sentence]]), 1, 1).map((fact) => [fact.question, fact.answer]);

  it("keeps the verb's preposition in the question and answers with its object", () => {
    expect(ask("Implicit keywords substitution applies only to the string form.")).toEqual([["What does implicit keywords substitution apply to?", "the string form"]]);
    expect(ask("The zoo package depends on the lattice package.")).toEqual([["What does the zoo package depend on?", "the lattice package"]]);
    // "start with `{` and end with `}`": the answer stops before the second verb.
    expect(ask("Braced sections start with `{` and end with `}`.")).toEqual([["What do braced sections start with?", "`{`"]]);
  });

  it("refuses a subject cut at a possessive", () => {
    expect(ask("Debug's enable state is currently persisted by localStorage.")).toEqual([]);
  });

  it("refuses a comma-less instruction whose goal would end with the instruction's subject", () => {
    expect(ask("To avoid confusing syntax with commas and quotes you use a list constructor to specify the values.")).toEqual([]);
    // An object pronoun ends a goal cleanly: "… for most programs which need one".
    expect(ask("To configure a general editor for most programs which need one, edit your shell configuration file.")).toEqual([["How can you configure a general editor for most programs which need one?", "edit your shell configuration file"]]);
  });

  it("refuses what a thing can return, take or contain unless the sentence says it is the only one", () => {
    expect(ask("The task function can return a generator that yields dictionaries.")).toEqual([]);
  });

  it("ends the answer at its object, before 'but' and a trailing adverb", () => {
    // A passive asks with its own preposition already: left as it is.
    expect(ask("The command tag can be used to modify tags on an existing snapshot.")).toEqual([["What can the command tag be used for?", "to modify tags on an existing snapshot"]]);
    expect(ask("The negative binomial improves the fit dramatically but can in turn be improved by the hurdle model.")).toEqual([["What does the negative binomial improve?", "the fit"]]);
  });

  it("reads 'is called when' as invoked, not named", () => {
    expect(ask("The optional callback is called when the `'close'` event occurs.")).toEqual([["When is the optional callback called?", "when the `'close'` event occurs"]]);
    expect(ask("The listener is called with the error as its first argument.")).toEqual([]);
    expect(ask("The client sending messages is typically called a publisher.")).toEqual([["What is the client sending messages typically called?", "a publisher"]]);
  });

  it("ends the answer before a second clause with its own subject and verb after ', and'", () => {
    expect(ask("Required positional arguments take the form `<foo>`, and optional arguments take the form `[bar]`.")).toEqual([["What do required positional arguments take?", "the form `<foo>`"]]);
    // A list of objects goes on: no verb after ", and", or a verb used as a noun after an article.
    expect(answerToObject("the grammar file, and the token list")).toBe("the grammar file, and the token list");
    expect(answerToObject("the parser, and the uses of it")).toBe("the parser, and the uses of it");
    expect(answerToObject("a list of paths, or the glob patterns match nothing")).toBe("a list of paths");
    // a second verb with its object and an infinitive of purpose; a noun before "to" stays in the list
    expect(answerToObject("robust gadget regression models and uses frobgen to search the parameter space")).toBe("robust gadget regression models");
    expect(answerToObject("knobs and levers to tune the frob")).toBe("knobs and levers to tune the frob");
  });
});

describe("the means shape on a manual's imperative", () => {
  const GUIDE = [
    "Frob Servers",
    "============",
    "",
    "Enable the frob cache by setting `FROB_CACHE=1` in the server's environment.",
    "- Create a frob pool by instantiating the `frob.Pool` class.",
    "",
    "- **v2.1 (May 3, 2021):** Faster start-up. Improve stability by pinning the frob versions.",
    "Restore the Tuesday frob by copying the files back into place:",
    "    cp -r backup/tuesday /srv/frob",
  ];
  const facts = statementFacts(numberedLines(GUIDE), 1, GUIDE.length);
  const asked = new Map(facts.map((fact) => [fact.question, fact.answer] as const));

  it("asks how to do what an instruction opening its line does, with the means as the answer", () => {
    expect(asked.get("How can you enable the frob cache?")).toBe("by setting `FROB_CACHE=1` in the server's environment");
    expect(asked.get("How can you create a frob pool?")).toBe("by instantiating the `frob.Pool` class");
    // The reader reads the imperative back from the question alone.
    expect(readBackAnswer("How can you enable the frob cache?", numberedLines(GUIDE))).toBe("by setting `FROB_CACHE=1` in the server's environment");
  });

  it("asks nothing of a release note's imperative or of one that introduces its example", () => {
    expect([...asked.keys()].filter((question) => /stability|Tuesday/.test(question))).toEqual([]);
  });

  it("takes no \"by\" phrase whose word in -ing qualifies the noun after it for a means", () => {
    const ask = (sentence: string) => statementFacts(numberedLines(["Frob Names", "==========", "", sentence]), 1, 4).map((fact) => [fact.question, fact.answer]);
    // pathvalidate's docstring: "by operating systems" says whose reserved names, not how the underscore is appended.
    expect(ask('Append underscore ("_") at the tail of the name if sanitized name is one of the reserved names by operating systems.')).toEqual([]);
    expect(ask("You can rename a frob by existing files in the frob directory.")).toEqual([]);
    expect(ask("You can rename a frob by following the steps in the frob manual.")).toEqual([["How can you rename a frob?", "by following the steps in the frob manual"]]);
  });
});

describe("a goal, an aim or a purpose of a named thing", () => {
  it("asks what the goal is, never what it is for, and not of one goal among several", () => {
    const goal = statementFacts(numberedLines(["The goal of the Frobnik package is to make writing extensions in C easier for users."]), 1, 1);
    expect(goal.map((fact) => [fact.question, fact.answer])).toEqual([["What is the goal of the Frobnik package?", "to make writing extensions in C easier for users"]]);
    const aKeyGoal = statementFacts(numberedLines(["A key goal of the Frobnik package is to make writing extensions in C easier for users."]), 1, 1);
    expect(aKeyGoal.map((fact) => fact.question)).toEqual([]);
    const unnamed = statementFacts(numberedLines(["The purpose of the organization is to develop a free operating system for everyone."]), 1, 1);
    expect(unnamed.map((fact) => fact.question)).toEqual([]);
    // the purpose shape of a named thing itself is unchanged
    const purpose = statementFacts(numberedLines(["The Frobnik package is to make writing extensions in C easier for users."]), 1, 1);
    expect(purpose.map((fact) => fact.question)).toEqual(["What is the Frobnik package for?"]);
  });
});

describe("\"X is to V\" of a use, a choice or a way", () => {
  it("asks what it is, not what it is for; a thing's \"is to\" is still its purpose", () => {
    const ask = (sentence: string) => statementFacts(numberedLines([sentence]), 1, 1).map((fact) => [fact.question, fact.answer]);
    expect(ask("A common application of Frobnik is to provide the parser for multi-part frob formulas in fitting functions.")).toEqual([
      ["What is a common application of Frobnik?", "to provide the parser for multi-part frob formulas in fitting functions"],
    ]);
    expect(ask("The usual “strict” setting for frobcache is to add the evict and expire options.")).toEqual([
      ["What is the usual “strict” setting for frobcache?", "to add the evict and expire options"],
    ]);
    expect(ask("The -q flag is to give the frob message from the command line.")).toEqual([["What is the -q flag for?", "to give the frob message from the command line"]]);
  });
});

describe("an object followed by a second predicate of the same subject", () => {
  it("answers with the object before it, and asks nothing when that object is a list left without its \"and\"", () => {
    const ask = (sentence: string) => statementFacts(numberedLines([sentence]), 1, 1).map((fact) => [fact.question, fact.answer]);
    expect(ask("The FrobRegistry stores the frob definitions, their aliases, and handles lookups between frob kinds.")).toEqual([]);
    expect(ask("The Frob.swap_out method removes a frob or string from the tree, and replaces it with one or more frobs of your choice.")).toEqual([
      ["What does the Frob.swap_out method remove?", "a frob or string from the tree"],
    ]);
    // A list whose last item is a plural noun is a list: "and handles" here is a noun.
    expect(ask("The FrobKit package provides knobs, levers, and handles for frob editing.")).toEqual([
      ["What does the FrobKit package provide?", "knobs, levers, and handles for frob editing"],
    ]);
  });
});

describe("a part of a set as the answer to what X defines or includes", () => {
  it("is not asked: the question asks for all of it", () => {
    const ask = (sentence: string) => statementFacts(numberedLines([sentence]), 1, 1).map((fact) => [fact.question, fact.answer]);
    expect(ask("The frobtools package includes the retry function.")).toEqual([]);
    expect(ask("The Frob Schema specification defines several annotation keywords that describe the frob itself.")).toEqual([]);
    expect(ask("The FROB 4 standard includes a few attributes that can have multiple values.")).toEqual([]);
    // "some" before a number is about that many; a verb of doing is not a listing of everything.
    expect(ask("The FrobData package includes some 100 data sets from applied frob journals.")).toEqual([["What does the FrobData package include?", "some 100 data sets from applied frob journals"]]);
    expect(ask("The function frobdiag prints several diagnostics of the frob run to the screen.")).toEqual([["What does the function frobdiag print?", "several diagnostics of the frob run to the screen"]]);
  });
});

describe("a definition under one condition", () => {
  it("is not asked as what the thing is, unless it also says the other case", () => {
    const text = numberedLines([
      "# Frob",
      "",
      "The frob.pause method is a noop if the socket is closed.",
      "The frob.signal object is an abort signal if one is available, otherwise a close polyfill.",
      "The frob.flush method is a buffered writer for closed sockets.",
    ]);
    const asked = statementFacts(text, 1, 5).map((fact) => fact.question);
    expect(asked).not.toContain("What is the frob.pause method?");
    expect(asked).toContain("What is the frob.signal object?");
    expect(asked).toContain("What is the frob.flush method?");
  });
});

describe("a sentence opened by a conjunction", () => {
  it("is asked of its own subject: 'But' joins it to the sentence before and is no part of it", () => {
    const ask = (sentence: string) => statementFacts(numberedLines([sentence]), 1, 1).map((fact) => [fact.question, fact.answer]);
    expect(ask("But the type of frob quantile can be easily changed by using the qty argument of the frob function.")).toEqual([
      ["How can the type of frob quantile be easily changed?", "by using the qty argument of the frob function"],
    ]);
  });
});

describe("a call as the subject, written without code marks", () => {
  it("asks what the call does, as of a subject written in code", () => {
    const text = numberedLines(["Frob has helpers for common cases:", "", "frob_on_ci() skips slow checks on continuous integration servers."]);
    const facts = statementFacts(text, 1, 3);
    expect(facts.map((fact) => [fact.question, fact.answer])).toContainEqual(["What does frob_on_ci() skip?", "slow checks on continuous integration servers"]);
  });
});

describe("a light verb's question narrowed by the purpose its sentence gives", () => {
  it("asks for the means to the purpose, and for the name after a colon when the means only says one exists", () => {
    expect(narrowedByPurpose("What does the frobtools package provide?", "a quick way to remove trailing blanks", "The frobtools package provides a quick way to remove trailing blanks: frob_strip().")).toEqual({
      question: "What does the frobtools package provide to remove trailing blanks?", answer: "frob_strip()",
    });
    expect(narrowedByPurpose("What do legacy parsers use?", "flags (like strict and lax) to control how a date is read", "Legacy parsers use flags (like strict and lax) to control how a date is read.")).toEqual({
      question: "What do legacy parsers use to control how a date is read?", answer: "flags (like strict and lax)",
    });
  });

  it("leaves a question whose means says only that one exists, or whose sentence gives no purpose, or whose verb fixes its object", () => {
    expect(narrowedByPurpose("What does the frobtools package provide?", "a quick way to remove trailing blanks", "The frobtools package provides a quick way to remove trailing blanks.")).toBeUndefined();
    expect(narrowedByPurpose("What does the frobtools package provide?", "functions to read tape archives", "The frobtools package provides functions to read tape archives.")).toBeUndefined();
    expect(narrowedByPurpose("What does the frobtools package provide?", "readers for tape archives", "The frobtools package provides readers for tape archives.")).toBeUndefined();
    // "different": compared with something unsaid; "for users to": the infinitive is the users'; "allow … to be": the object's.
    expect(narrowedByPurpose("What does the fish shell use?", "different syntax to set variables", "The fish shell uses different syntax to set variables.")).toBeUndefined();
    expect(narrowedByPurpose("What does frobnicate provide?", "extra settings for users to tune the cache", "frobnicate provides extra settings for users to tune the cache.")).toBeUndefined();
    expect(narrowedByPurpose("What does the level setting allow?", "the headings to be shifted to fit the template", "The level setting allows the headings to be shifted to fit the template.")).toBeUndefined();
    expect(narrowedByPurpose("What does the history list contain?", "the responses that were made in order to follow redirects", "The history list contains the responses that were made in order to follow redirects.")).toBeUndefined();
    expect(narrowedByPurpose("What does the tape reader decode?", "block headers to find the next file", "The tape reader decodes block headers to find the next file.")).toBeUndefined();
  });

  it("is what the statement shape asks of such sentences", () => {
    const text = numberedLines([
      "Old shell scripts use environment variables (like PAGER and EDITOR) to choose which programs run.",
      "The quux toolkit offers a short way to read log files: quux_rotate().",
    ]);
    const asked = Object.fromEntries(statementFacts(text, 1, 2).map((fact) => [fact.question, fact.answer]));
    expect(asked["What do old shell scripts use to choose which programs run?"]).toBe("environment variables (like PAGER and EDITOR)");
    expect(asked["What does the quux toolkit offer to read log files?"]).toBe("quux_rotate()");
    expect(Object.keys(asked)).not.toContain("What does the quux toolkit offer?");
  });

  it("is read back by the reader: the means between the verb and the purpose, or the name after the colon", () => {
    const seen = numberedLines([
      "Old shell scripts use environment variables (like PAGER and EDITOR) to choose which programs run.",
      "The quux toolkit offers a short way to read log files: quux_rotate().",
    ]);
    const read = (question: string) => readBackAnswer(question, seen);
    expect(read("What does the quux toolkit offer to read log files?")).toBe("quux_rotate()");
    expect(read("What do old shell scripts use to choose which programs run?")).toBe("environment variables (like PAGER and EDITOR)");
  });
});

describe("answers that end where their clause does", () => {
  it("stops before ', and' with a clause of its own, and keeps a code name's call marks", () => {
    const text = numberedLines(["“Width” is a loosely defined notion, and strictly both wcwidth() and str_width() return the number of cells."]);
    const fact = statementFacts(text, 1, 1).find((one) => one.question === "What is “Width”?");
    expect(fact?.answer).toBe("a loosely defined notion");
    expect(verbatimAnswer("Pad it with pad_str() first.", "Pad it with pad_str")).toBe("Pad it with pad_str()");
    expect(verbatimAnswer("Call reshape(x, long = TRUE) first.", "Call reshape")).toBe("Call reshape");
  });
});

describe("a subject matter, not a means", () => {
  it("asks 'What is X concerned with?' of 'X is concerned with Y', never 'How is X concerned?'", () => {
    const ask = (sentence: string) => statementFacts(numberedLines([sentence]), 1, 1).map((fact) => [fact.question, fact.answer]);
    const asked = ask("Frob path analysis is concerned with describing the links between the files of a tree.");
    expect(asked).toContainEqual(["What is frob path analysis concerned with?", "describing the links between the files of a tree"]);
    expect(asked.map(([question]) => question)).not.toContain("How is frob path analysis concerned?");
    // An adjectival passive with "with" is no means either: "involved with", "faced with".
    expect(ask("Most frob users are faced with slow mirrors during the first sync.").map(([question]) => question)).not.toContain("How are most frob users faced?");
  });
});

describe("objects, obligations and answers that read the sentence wrongly", () => {
  const ask = (sentence: string) => statementFacts(numberedLines([sentence]), 1, 1).map((fact) => [fact.question, fact.answer] as const);
  const questions = (sentence: string) => ask(sentence).map(([question]) => question);

  it("asks nothing of a negated object: 'defines no bar node' is not what the grammar defines", () => {
    expect(questions("The Frob grammar defines no bar node for lambdas.")).not.toContain("What does the Frob grammar define?");
    expect(questions("The quuxlib module provides no helpers for writing archives.")).not.toContain("What does the quuxlib module provide?");
    expect(ask("The Frob grammar defines a bar node for every lambda.")).toContainEqual(["What does the Frob grammar define?", "a bar node for every lambda"]);
  });

  it("asks an obligation as what the subject must do, and a precondition still as what it is needed for", () => {
    const obliged = ask("Custom frob readers are required to implement the abstract class Reader.");
    expect(obliged).toContainEqual(["What are custom frob readers required to do?", "implement the abstract class Reader"]);
    expect(obliged.map(([question]) => question)).not.toContain("What are custom frob readers required for?");
    expect(ask("The quux compiler is required to build the Frob documentation.")).toContainEqual(["What is the quux compiler required for?", "to build the Frob documentation"]);
  });

  it("ends an answer before ', however, …' and a clause of its own", () => {
    const asked = ask("The Frob cache reduces the startup time, however, writes become slower since every entry is synced.");
    expect(asked).toContainEqual(["What does the Frob cache reduce?", "the startup time"]);
  });

  it("asks nothing of what a thing includes when the answer stops at the list's ', and'", () => {
    const sentence = "Valid frobnik keys include title to set the page heading, and flags which are passed to the renderer.";
    expect(questions(sentence)).not.toContain("What do valid frobnik keys include?");
  });

  it("asks nothing when a plural verb after 'and' continues the answer's that-clause, but keeps a noun with its relative clause", () => {
    const cut = "The Frob estimator is based on the assumption that the residuals are uncorrelated (rho = 0) and have a common variance.";
    expect(questions(cut)).not.toContain("What is the Frob estimator based on?");
    const named = "Package frobkit includes five kernel classes which all extend the class kernel and are used to fit the models.";
    expect(ask(named)).toContainEqual(["What does package frobkit include?", "five kernel classes which all extend the class kernel"]);
  });

  it("asks what a short-cut is, never what it is for", () => {
    const asked = ask("A handy short-cut for calling frob_action is to apply it as a decorator.");
    expect(asked.map(([question]) => question)).not.toContain("What is a handy short-cut for calling frob_action for?");
    expect(asked).toContainEqual(["What is a handy short-cut for calling frob_action?", "to apply it as a decorator"]);
  });

  it("asks nothing of a running example's product: 'the constructed parser', 'the returned timings'", () => {
    expect(questions("The constructed parser returns a list of parsed frob tokens.")).toEqual([]);
    expect(questions("The returned quux timings show that the sparse solver is faster.")).toEqual([]);
  });

  it("keeps a parenthesis that holds only the code name the answer is about", () => {
    const sentence = "The quickest way of using frobnik is without reading a config file (`frobnik.run`).";
    expect(verbatimAnswer(sentence, "without reading a config file")).toBe("without reading a config file (`frobnik.run`)");
    expect(ask(sentence)).toContainEqual(["What is the quickest way of using frobnik?", "without reading a config file (`frobnik.run`)"]);
    // A citation or an example in parentheses stays an aside.
    expect(verbatimAnswer("It reads frob files quickly (Smith 2002).", "It reads frob files quickly")).toBe("It reads frob files quickly");
    expect(verbatimAnswer("It reads frob files (e.g. `a.frob`).", "It reads frob files")).toBe("It reads frob files");
  });
});

describe("a means with a second, gapped clause after 'and'", () => {
  it("answers with the first means: 'and the limit with …' says how another thing is set", () => {
    const asked = statementFacts(numberedLines(["The frob size can be specified with the option frob.size and the limit with the option frob.max."]), 1, 1).map((fact) => [fact.question, fact.answer]);
    expect(asked).toContainEqual(["How can the frob size be specified?", "with the option frob.size"]);
    // A means that coordinates two nouns under one preposition is one answer.
    const both = statementFacts(numberedLines(["The frob size is computed with the block count and the page size of the volume."]), 1, 1).map((fact) => fact.answer);
    expect(both).toContain("with the block count and the page size of the volume");
  });
});

describe("hedged statements", () => {
  it("asks nothing of a statement opened by a hedge, and drops a frequency adverb", () => {
    const hedged = [
      "Perhaps a frob worker needs a lock on the spool directory.",
      "Maybe the Quux daemon expects a socket path from its parent.",
      "Probably the FrobCache class stores the digest of each page.",
      "Usually the FrobCache class stores the digest of each block.",
    ];
    const questions = statementFacts(numberedLines(hedged), 1, hedged.length).map((fact) => fact.question);
    expect(questions.filter((question) => /perhaps|maybe|probably|frob worker|Quux daemon|each page/i.test(question))).toEqual([]);
    expect(questions).toContain("What does the FrobCache class store?");
  });
});

describe("invalid classes seen on held-out sets (the twenty-second and earlier)", () => {
  const ask = (sentence: string) => statementFacts(numberedLines([sentence]), 1, 1).map((fact) => [fact.question, fact.answer]);

  it("asks a concessive clause alone, without its conjunction, and nothing of a sentence that opens with a condition", () => {
    expect(ask("Even though the frob index is stored as a flat list, the way it is searched makes it a tree.")).toEqual([["How is the frob index stored?", "as a flat list"]]);
    expect(ask("Although the Frob archive is stored as a single blob, it can be read in parts.")).toEqual([["How is the Frob archive stored?", "as a single blob"]]);
    expect(ask("When the frob index is stored as a flat list, lookups take linear time.").filter(([question]) => /\b(?:when|even)\b/i.test(question!))).toEqual([]);
  });

  it("asks no definition whose answer is a free relative ('what makes it …')", () => {
    expect(ask("The brevity of the Frob format is what makes it a popular choice for configuration files.")).toEqual([]);
    // a definition proper is still asked
    expect(ask("The simplicity of Frob is a consequence of its two-character keys.")).toEqual([["What is the simplicity of Frob?", "a consequence of its two-character keys"]]);
    expect(ask("The simplicity of Frob is what makes it a popular choice for configuration files.")).toEqual([]);
  });

  it("asks nothing whose answer is a judging label that a colon follows with its content", () => {
    expect(ask("The FROBSVD method provides an interesting compromise: it uses the frob classes but then calls the LAPACK routine.")).toEqual([]);
    expect(labelBeforeColon("X offers a neat trick: it caches the result.", "a neat trick")).toBe(true);
    expect(labelBeforeColon("X follows the normal dictionary rules: keys must be hashable.", "the normal dictionary rules")).toBe(false);
    expect(labelBeforeColon("X offers a neat trick.", "a neat trick")).toBe(false);
  });

  it("asks a philosophy, a mission or a principle 'is to' as what it is, not what it is for", () => {
    expect(ask("The Frobnik philosophy is to provide small, robust tools for frob servers.")).toEqual([["What is the Frobnik philosophy?", "to provide small, robust tools for frob servers"]]);
    expect(ask("The mission of the Frob project is to make frob parsing fast.").map(([question]) => question)).toEqual(["What is the mission of the Frob project?"]);
  });
});

describe("an adverb inside a passive verb", () => {
  const ask = (sentence: string) => statementFacts(new Map([[1, sentence]]), 1, 1).map((fact) => [fact.question, fact.answer]);
  const read = (question: string, sentence: string) => {
    const analysis = analyseQuestion(question);
    return findCandidates(analysis, new Map([[1, sentence]]), new Map(analysis.terms.map((term) => [term, 1])))[0]?.answer;
  };

  it("asks a purpose past a discourse or manner adverb after the auxiliary, and the reader reads it back", () => {
    const cases: [string, string, string][] = [
      ["The gridFrob() function can now be used to build a custom tile grid.", "What can the gridFrob() function be used for?", "to build a custom tile grid"],
      ["The gridFrob() function can easily be used to build a custom tile grid.", "What can the gridFrob() function be used for?", "to build a custom tile grid"],
      ["The gridFrob() function is still used to build a custom tile grid.", "What is the gridFrob() function used for?", "to build a custom tile grid"],
      ["The gridFrob() function is typically used to build a custom tile grid.", "What is the gridFrob() function typically used for?", "to build a custom tile grid"],
    ];
    for (const [sentence, question, answer] of cases) {
      expect(ask(sentence)).toEqual([[question, answer]]);
      expect(read(question, sentence)).toMatch(/^(?:to )?build a custom tile grid$/);
    }
  });

  it("does not read past an additive 'also' or a negation", () => {
    expect(ask("The gridFrob() function can also be used to build a custom tile grid.")).toEqual([]);
    expect(ask("The gridFrob() function can not be used to build a custom tile grid.")).toEqual([]);
  });
});

describe("an answer cut before the second half of 'not only …, but …'", () => {
  const sentence = "framecheck is a validator which has rules not only for column types, but for every constraint in the schema.";

  it("is cut when it stops at the comma before 'but'", () => {
    expect(listCut(sentence, "a validator which has rules not only for column types", "What is framecheck?")).toBe(true);
  });

  it("is whole when it holds the 'but' half, or has no 'not only'", () => {
    expect(listCut(sentence, "a validator which has rules not only for column types, but for every constraint in the schema", "What is framecheck?")).toBe(false);
    expect(listCut("framecheck checks column types, but it never fixes them.", "column types", "What does framecheck check?")).toBe(false);
  });
});

describe("an answer cut after a list's first item", () => {
  it("is cut when the list's other items follow it up to its 'and', 'or' or 'as well as'", () => {
    const sentence = "Frob8 reads the data of GPS devices manufactured by Mio, Sony, LG, as well as many other small manufacturers.";
    expect(listCut(sentence, "the data of GPS devices manufactured by Mio", "What does Frob8 read?")).toBe(true);
    expect(listCut("The frob logger stores tracks, waypoints and routes.", "tracks", "What does the frob logger store?")).toBe(true);
  });

  it("is whole when a clause after the comma holds a list of its own", () => {
    const cache = "The frob index is a cache of the state of a tree, used to create commits, check out trees, and hold merges.";
    expect(listCut(cache, "a cache of the state of a tree", "What is the frob index?")).toBe(false);
    expect(listCut("A skip is reported as a skipped test, rather than a success, error or failure.", "a skipped test", "How is a skip reported?")).toBe(false);
  });
});

describe("the means of a 'You can …' sentence as a named tool at its end", () => {
  const ask = (sentence: string) => statementFacts(numberedLines([sentence]), 1, 1).map((fact) => [fact.question, fact.answer]);

  it("asks how to do what the sentence says, with the call, attribute, file or program as the answer", () => {
    expect(ask("You can print every known frob colour with frob_colours().")).toEqual([["How can you print every known frob colour?", "with frob_colours()"]]);
    expect(ask("You can walk over the children of a frob node with `.children`.")).toEqual([["How can you walk over the children of a frob node?", "with `.children`"]]);
    expect(ask("You can change the frob server's port with ~/.frobrc.")).toEqual([["How can you change the frob server's port?", "with ~/.frobrc"]]);
    expect(ask("You can also render a frob report to HTML using Report.to_html().")).toEqual([["How can you render a frob report to HTML?", "using Report.to_html()"]]);
  });

  it("asks nothing when the means is no named tool or the goal points elsewhere", () => {
    expect(ask("You can render a frob report with care.")).toEqual([]);
    expect(ask("You can render a frob report using a loop.")).toEqual([]);
    expect(ask("You can set the frob speed with 2.0.")).toEqual([]);
    expect(ask("You can list them all with frob_names().")).toEqual([]);
    // a link's address is no part of an answer
    expect(ask("You can build a frob table with [`frob_table()`](https://frob.example.org/table.html).")).toEqual([]);
    // an emphasised program would keep its asterisks in the question and the answer
    expect(ask("You can install frobkit from the index using *frobpip*.")).toEqual([]);
  });
});

describe("how a thing is measured, computed or read ('is treated as …')", () => {
  const ask = (sentence: string) => statementFacts(numberedLines([sentence]), 1, 1).map((fact) => [fact.question, fact.answer]);

  it("asks how the thing is taken, with the 'as' phrase as the answer", () => {
    expect(ask("The frob latency is measured as the time between sending a ping and reading its echo.")).toEqual([["How is the frob latency measured?", "as the time between sending a ping and reading its echo"]]);
    expect(ask("The Frob score is calculated as a weighted sum of the three timings.")).toEqual([["How is the Frob score calculated?", "as a weighted sum of the three timings"]]);
    expect(ask("The scale parameter of the frob distribution is treated as a nuisance parameter.")).toEqual([["How is the scale parameter of the frob distribution treated?", "as a nuisance parameter"]]);
  });

  it("asks nothing of a subject that opens with a conjunction", () => {
    expect(ask("And the .owner of a frob root is defined as None.")).toEqual([]);
    expect(ask("But the .owner of a frob root is treated as a plain frob.")).toEqual([]);
  });

  it("asks nothing when the 'as' points at other text", () => {
    expect(ask("The frob residuals are computed as described in the second chapter.")).toEqual([]);
    expect(ask("The Frob function is defined as usual.")).toEqual([]);
    expect(ask("The frob weights are defined as above.")).toEqual([]);
  });
});

describe("an abbreviation that leads in an example ('E.g.', 'i.e.')", () => {
  it("is read off as 'For example,' is, never asked as part of the subject", () => {
    const facts = statementFacts(numberedLines(["E.g. the heavy brackets can be used to group nested expressions.", "", "I.e. the outer frame is drawn with a thicker pen."]), 1, 3);
    expect(facts.map((fact) => fact.question).join("\n")).not.toMatch(/\b(?:E\.g|I\.e)\./i);
    // "I.e." restates: its sentence is asked; "E.g." gives one use of several, not what the brackets are for (a use
    // given as an example, below).
    expect(facts.map((fact) => fact.question)).toEqual(["How is the outer frame drawn?"]);
  });
});

describe("an answer that runs into a second predicate of the subject", () => {
  it("is cut before ', and' or ', or' and a verb with its own object", () => {
    expect(secondPredicateCut("rows with labels, or merges them with a lookup table")).toBe("rows with labels");
    expect(secondPredicateCut("the cache entries, and removes the stale ones")).toBe("the cache entries");
    expect(statementFacts(numberedLines(["The tagset class pairs images with captions, or joins them with a metadata table to make a tagged set."]), 1, 1).map((fact) => fact.answer).join("\n")).not.toMatch(/joins/);
  });

  it("is cut before a second clause with its own subject and verb, and before a base-form verb after a modal", () => {
    expect(secondPredicateCut("diagnostics of the run and a new witness set is in the file `frob_w2`")).toBe("diagnostics of the run");
    expect(secondPredicateCut("your platform and choose the default GUI for your platform", true)).toBe("your platform");
    // Without a modal, or where an infinitive takes the second verb, the answer stays whole.
    expect(secondPredicateCut("your platform and choose the default GUI", false)).toBe("your platform and choose the default GUI");
    expect(secondPredicateCut("a way to encode and decode a given structure", true)).toBe("a way to encode and decode a given structure");
    const asked = statementFacts(numberedLines(["# Building", "The frobconf script will detect your platform and choose the default toolkit for it."]), 1, 2).map((fact) => [fact.question, fact.answer]);
    expect(asked).toContainEqual(["What will the frobconf script detect?", "your platform"]);
  });

  it("keeps an 'or' between nouns, and an 'or' with no comma", () => {
    expect(secondPredicateCut("a list of paths, or a single path")).toBe("a list of paths, or a single path");
    expect(secondPredicateCut("files or directories")).toBe("files or directories");
  });
});

describe("facts the guides and vignettes state in shapes of their own", () => {
  const ask = (...sentences: string[]) => statementFacts(numberedLines(sentences), 1, sentences.length).map((fact) => [fact.question, fact.answer]);

  it("asks what a function takes as its argument, with the role in the question and the object, commas and all, as the answer", () => {
    expect(ask("The frobexp helper takes as argument a sparse, symmetric matrix and returns its logarithm.")).toContainEqual(["What does the frobexp helper take as argument?", "a sparse, symmetric matrix"]);
    expect(ask("The frob_open() call accepts as its first argument the path of the archive.")).toContainEqual(["What does the frob_open() call accept as its first argument?", "the path of the archive"]);
  });

  it("is read back by the reader: the role after the verb, and a fronted version, are part of the question's frame", () => {
    const seen = numberedLines(["The frobexp helper takes as argument a sparse, symmetric matrix and returns its logarithm.", "", "As of version 1.7, the frob_read() helper returns a named list of frames."]);
    const read = (question: string) => readBackAnswer(question, seen);
    expect(read("What does the frobexp helper take as argument?")).toBe("a sparse, symmetric matrix");
    expect(read("As of version 1.7, what does the frob_read() helper return?")).toBe("a named list of frames");
    expect(questionProblems("As of version 1.7, what does the frob_read() helper return?", "a named list of frames")).toEqual([]);
    expect(questionProblems("As of this release, what does the frob_read() helper return?", "a named list of frames")).not.toEqual([]);
  });

  it("asks nothing of what a call takes when the answer names one of its arguments", () => {
    expect(ask("frob_set() is small.", "frob_set() takes an additional argument to that of frob(), nset, which sets the count.").map(([question]) => question)).not.toContain("What does frob_set() take?");
  });

  it("keeps a comma-joined list cut before its last item out", () => {
    expect(ask("The frob_open() call accepts paths, sockets and pipes.").map(([, answer]) => answer)).not.toContain("paths, sockets");
    // A series of predicates is no object with adjectives: "parses the text, extracts the names, compiles" is cut.
    expect(ask("The frob_build() call parses the supplied text, extracts the names, compiles and loads the code.").map(([, answer]) => answer).join("\n")).not.toMatch(/extracts/);
  });

  it("fronts the version a fact holds from, as the sentence does", () => {
    expect(ask("As of version 1.7, the frob_read() helper returns a named list of frames.")).toContainEqual(["As of version 1.7, what does the frob_read() helper return?", "a named list of frames"]);
  });
});

describe("generic definitions: an indefinite subject defined by 'is a/an'", () => {
  const ask = (sentence: string) => statementFacts(numberedLines([sentence]), 1, 1).map((fact) => [fact.question, fact.answer]);

  it("asks what the class is, with its other name between commas left out", () => {
    expect(ask("A radix tree, or trie, is a data structure optimised for storing key-value pairs.")).toEqual([["What is a radix tree?", "a data structure optimised for storing key-value pairs"]]);
    expect(ask("A scalar subquery is a subquery that returns exactly zero or one row and exactly one column.")).toEqual([
      ["What is a scalar subquery?", "a subquery that returns exactly zero or one row and exactly one column"],
    ]);
  });

  it("refuses judgements and stand-ins, definitions that say too little, and answers past a full stop", () => {
    expect(ask("A good choice is a radix tree with compressed nodes.")).toEqual([]);
    expect(ask("An example is a function that wraps another function.")).toEqual([]);
    expect(ask("A mean is a single number.")).toEqual([]);
    // reStructuredText's literal ("``@command``.") before a name in lower case: read as one sentence over three lines.
    const wrapped = ["A command is a function decorated with ``@command``. mando tries to extract as", "much as information as possible from the function's docstring and its", "signature."];
    expect(statementFacts(numberedLines(wrapped), 1, 3)).toEqual([]);
  });

  it("is read back by the reader past the other name between commas", () => {
    const lines = numberedLines(["A radix tree, or trie, is a data structure optimised for storing key-value pairs.", "This makes them good for matching."]);
    expect(readBackAnswer("What is a radix tree?", lines)).toBe("a data structure optimised for storing key-value pairs");
  });

  it("never takes a table row's cells for a subject", () => {
    expect(ask("FROB_OPTION_FORMATTING | value is a member of enum frob_formatting_flags.")).toEqual([]);
  });
});

describe("a statement that introduces a command", () => {
  it("asks nothing whose answer is only the verb that points at the command below ('by running:')", () => {
    const lines = ["You can review which kernels you have installed by running:", "", "    dpkg -l 'linux-image*'", ""];
    expect(statementFacts(numberedLines(lines), 1, lines.length).map((fact) => fact.answer)).not.toContain("by running");
  });

  it("asks nothing whose answer ends at a verb whose object is the command below ('and type:')", () => {
    // jpylyzer's manual: "How can you test your installation?" — "open a Command Prompt ('DOS prompt') and type".
    const lines = ["To test your installation, open a Command Prompt ('DOS prompt') and type:", "", "    frobcheck -h", ""];
    expect(statementFacts(numberedLines(lines), 1, lines.length).map((fact) => fact.question)).toEqual([]);
    // With its object in the sentence, the goal is asked; so is a means that ends in the noun "call".
    const whole = ["To test your installation, open a Command Prompt and type the version command."];
    expect(statementFacts(numberedLines(whole), 1, 1).map((fact) => fact.answer)).toEqual(["open a Command Prompt and type the version command"]);
    const noun = ["The data encoded using the XER rules can be decoded using the frob_decode() API call."];
    expect(statementFacts(numberedLines(noun), 1, 1).map((fact) => fact.answer)).toEqual(["using the frob_decode() API call"]);
  });
});

describe("what a call returns for an input", () => {
  const asked = (sentence: string) => Object.fromEntries(statementFacts(numberedLines([sentence]), 1, 1).map((fact) => [fact.question, fact.answer]));

  it("asks what it returns for that input, not what it returns at all", () => {
    // xfun's NEWS.md: "`is_ascii()` now returns `NA` for `NA_character_`" was asked "What does `is_ascii()` return?".
    expect(asked("`frob()` returns `TRUE` for empty strings.")).toEqual({ "What does `frob()` return for empty strings?": "`TRUE`" });
    expect(asked("`frob()` returns the number of frobs for each group.")).toEqual({ "What does `frob()` return for each group?": "the number of frobs" });
    // A second object after the input's is no input of both.
    expect(Object.keys(asked("`frob()` returns a list of values for each group and a total.")).filter((question) => / for /.test(question))).toEqual([]);
  });
});

describe("a use given as an example", () => {
  it("is not asked as what the thing is for (eighty-ninth held-out set)", () => {
    // pretty-simple: "What can pPrintOpt be used for?" — "to make the indentation much smaller than normal".
    const asked = (sentence: string) => statementFacts(numberedLines([sentence]), 1, 1).map((fact) => fact.question);
    expect(asked("For example, frobPrintOpt can be used to make the indentation much smaller than normal.")).toEqual([]);
    expect(asked("frobPrintOpt can be used to make the indentation much smaller than normal.")).toEqual(["What can frobPrintOpt be used for?"]);
  });
});

describe("what a thing uses in a role, and comparisons fronted as asides", () => {
  const asked = (sentence: string) => Object.fromEntries(statementFacts(numberedLines([sentence]), 1, 1).map((fact) => [fact.question, fact.answer]));

  it("asks what it uses for that role, not what it uses at all", () => {
    // ClanLib's overview: "What does ClanLib use?" — "the screen boundary as a clipping rectangle".
    expect(asked("FrobLib always uses the screen boundary as a clipping rectangle.")).toEqual({ "What does FrobLib use as a clipping rectangle?": "the screen boundary" });
    expect(Object.keys(asked("FrobLib uses the first row as well as the last row.")).filter((question) => / as /.test(question))).toEqual([]);
  });

  it("reads the sentence past a fronted comparison or an appeal to what readers know", () => {
    expect(asked("Like many other clipping systems, the Frobnik clipping system uses a stack principle.")).toEqual({ "What does the Frobnik clipping system use?": "a stack principle" });
    expect(asked("As most people probably know, a sprite is a collection of 2D images (called frames), shown in sequence with a delay between each frame.")["What is a sprite?"]).toBe(
      "a collection of 2D images (called frames), shown in sequence with a delay between each frame",
    );
  });
});

describe("what a thing is like, analogous or similar to", () => {
  const kept = (sentence: string) => {
    const lines = ["# Usage", "", sentence];
    return Object.fromEntries(factsIn(numberedLines(lines), 1, lines.length, { format: "markdown" }).map((fact) => [fact.question, fact.answer]));
  };

  it("asks what a call is analogous or similar to, the comparand without how the two differ", () => {
    expect(kept("dqRNGkind() is analogue to RNGkind() and sets the RNG.")["What is dqRNGkind() analogous to?"]).toBe("RNGkind()");
    expect(kept("dqrunif() is similar to runif().")["What is dqrunif() similar to?"]).toBe("runif()");
    expect(kept("generate_unique_text() is similar to getUniqueString, except it generates text that contains unicode characters.")["What is generate_unique_text() similar to?"]).toBe("getUniqueString");
  });

  it("is read back by the reader", () => {
    const lines = ["# Usage", "", "dqset.seed() is analogous to set.seed() and sets the seed."];
    expect(readBackAnswer("What is dqset.seed() analogous to?", numberedLines(lines))).toBe("set.seed()");
  });
});

describe("a value named by what it is for (ninety-sixth held-out set)", () => {
  const asked = (sentence: string) => Object.fromEntries(statementFacts(numberedLines([sentence]), 1, 1).map((fact) => [fact.question, fact.answer]));

  it("asks what a thing named by its purpose is when the sentence gives a value", () => {
    // The Tcl/Tk policy: "The path name for the Tcl interpreter is /usr/bin/tclsh or /usr/bin/tclshX.Y." was not asked.
    expect(asked("The path name for the Frob interpreter is /usr/bin/frobsh or /usr/bin/frobshX.Y.")).toEqual({
      "What is the path name for the Frob interpreter?": "/usr/bin/frobsh or /usr/bin/frobshX.Y",
    });
    expect(asked("The configuration file for frobd is `frobd.conf`.")).toEqual({ "What is the configuration file for frobd?": "`frobd.conf`" });
  });

  it("asks with the condition a value holds under", () => {
    // Two sentences gave "What is the naming convention for a module foo?" two answers, each under its own condition.
    expect(asked("The naming convention for a module foo is frob-foo or tk-foo when the module is version independent.")).toEqual({
      "What is the naming convention for a module foo when the module is version independent?": "frob-foo or tk-foo",
    });
  });

  it("leaves a manner, a participle, a judgement or a second predicate to the shapes that ask them", () => {
    expect(asked("The hue coordinate for an RGB value is in degrees.")).toEqual({});
    expect(asked("The tickmarks for the finer scale are made smaller by modifying the tick length.")).toEqual({});
    expect(asked('The choices for fontfamily are "sans" and "serif", and affect only the key.')).toEqual({});
    expect(asked("The definition of what a lowercase letter is depends on the current locale.")).toEqual({});
    // quantreg: the reason stays asked as a reason, not refused as a judgement of what the intercept is.
    expect(Object.keys(asked("The intercept for the Frob model is difficult to interpret, since it asks us to consider food expenditure for households with zero income."))).toEqual([
      "Why is the intercept for the Frob model difficult to interpret?",
    ]);
  });

  it("is read back by the reader, a value under its condition from the sentence that states that condition", () => {
    const lines = ["## Interpreters", "", "The path name for the Frob interpreter is /usr/bin/frobsh or /usr/bin/frobshX.Y."];
    expect(readBackAnswer("What is the path name for the Frob interpreter?", numberedLines(lines))).toBe("/usr/bin/frobsh or /usr/bin/frobshX.Y");
    const names = [
      "## Module names",
      "",
      "The naming convention for a module foo is frob-foo or tk-foo when the module is version independent.",
      "The naming convention for a module foo is frobX.Y-foo or tkX.Y-foo when the module is version dependent.",
    ];
    expect(readBackAnswer("What is the naming convention for a module foo when the module is version dependent?", numberedLines(names))).toBe("frobX.Y-foo or tkX.Y-foo");
    expect(readBackAnswer("What is the naming convention for a module foo when the module is version independent?", numberedLines(names))).toBe("frob-foo or tk-foo");
  });
});

describe("answers that go on into the next clause of a gapped list, and identities their relative clause names", () => {
  const asked = (sentence: string) => Object.fromEntries(statementFacts(numberedLines([sentence]), 1, 1).map((fact) => [fact.question, fact.answer]));

  it("refuses an answer that runs into the next item's clause", () => {
    // mod_jk: "What does the value Active allow?" — "normal use of a member, disabled will not create new sessions on it".
    expect(pointsElsewhere("normal use of a member, disabled will not create new sessions on it")).toBe(true);
    expect(pointsElsewhere("a buffer of frobs, which will be freed on exit")).toBe(false);
    // pyparsing: ", or can be used to …" is the subject's second predicate, not the next item's clause.
    expect(asked("The frobparsing module can be used to interpret simple command strings or algebraic expressions, or can be used to extract data from text reports.")).toEqual({
      "What can the frobparsing module be used for?": "to interpret simple command strings or algebraic expressions",
    });
  });

  it("takes the same thing that a relative clause names for a whole answer", () => {
    // mod_jk: "sticky_session specifies whether requests … should be routed back to the same Tomcat instance that created the session."
    expect(asked("sticky_frob specifies whether requests should be routed back to the same Frobcat instance that created the session.")).toEqual({
      "What does sticky_frob specify?": "whether requests should be routed back to the same Frobcat instance that created the session",
    });
    // The same thing as one said before is still refused.
    expect(asked("sticky_frob specifies whether requests should be routed back to the same Frobcat instance.")).toEqual({});
    expect(asked("The `family` argument must be the same as that passed to frob.")).toEqual({});
  });

  it("asks what a thing contains when a second predicate, not a second item, follows the comma", () => {
    // ggalluvial: "The long format recognized by {ggalluvial} contains one row per lode, and can be understood as …".
    expect(asked("The long format recognized by {froballuvial} contains one row per lode, and can be understood as the result of gathering the axis columns.")).toEqual({
      "What does the long format recognized by {froballuvial} contain?": "one row per lode",
    });
    // A second item after ", and" still makes the first one no answer.
    expect(asked("The frob section contains name to set the title, and flags which set the mode.")).toEqual({});
  });
});

describe("the licence a thing comes under (ninety-sixth held-out set)", () => {
  const asked = (sentences: string[]) => Object.fromEntries(statementFacts(numberedLines(sentences), 1, sentences.length).map((fact) => [fact.question, fact.answer]));

  it("asks under which licence, with the licence as the answer", () => {
    // GLFW's README: "GLFW is licensed under the zlib/libpng license." was not asked.
    expect(asked(["FrobGL is a library for OpenGL.", "", "FrobGL is licensed under the zlib/libpng license."])["Under which license is FrobGL licensed?"]).toBe("the zlib/libpng license");
    expect(asked(["The frobtools package is distributed under the GNU General Public License, with some exceptions."])).toEqual({
      "Under which license is the frobtools package distributed?": "the GNU General Public License",
    });
    // Rcpp's FAQ: "… is licensed under the terms of the GNU GPL 2 or later" — the licence, not "the terms of" it.
    expect(asked(["The Frobcpp package is licensed under the terms of the GNU GPL 2 or later."])).toEqual({ "Under which license is the Frobcpp package licensed?": "the GNU GPL 2 or later" });
  });

  it("asks nothing when what follows 'under' names no licence, or one of several", () => {
    expect(asked(["The frobtools package is published under /usr/share/frob."])).toEqual({ "Where is the frobtools package published?": "under /usr/share/frob" });
    expect(asked(["The frobtools package is distributed under the GNU GPL license as well."])).toEqual({});
  });

  it("is read back by the reader", () => {
    const lines = ["# FrobGL", "", "FrobGL is a library for OpenGL.", "", "FrobGL is licensed under the zlib/libpng license."];
    expect(readBackAnswer("Under which license is FrobGL licensed?", numberedLines(lines))).toBe("the zlib/libpng license");
  });
});

describe("a reason given with a bare copula, and one of each (ninety-seventh held-out set)", () => {
  const asked = (sentence: string) => Object.fromEntries(statementFacts(numberedLines([sentence]), 1, 1).map((fact) => [fact.question, fact.answer]));

  it("asks no reason whose question would have no predicate, nor what a thing is as its reason", () => {
    // rstanarm's vignette: "Why is the downward slope?" of "The downward slope is because we ordered the x-axis …".
    expect(asked("The downward slope of the frobplot is because we ordered the x-axis by the proportion of cat preference.")).toEqual({});
    expect(asked("The downward frobslope is because we ordered the x-axis by the proportion of cat preference.")).toEqual({});
    // A predicate of its own before "because" is still asked.
    expect(Object.keys(asked("The intercept for the Frob model is difficult to interpret, since it asks us to consider households with zero income."))).toHaveLength(1);
  });

  it("takes no 'each …' of two or three words for an answer", () => {
    // rstanarm: "What do horizontal panels represent?" — "each variable" (each of which, the plot above says).
    expect(asked("Horizontal frobpanels represent each variable.")).toEqual({});
    expect(asked("Horizontal frobpanels represent each variable of the survey design.")).toEqual({ "What do horizontal frobpanels represent?": "each variable of the survey design" });
  });
});

describe("what a negated participle's 'by' names (ninety-eighth held-out set)", () => {
  it("asks no means of 'unaffected by'", () => {
    // diffutils: "How is the choice of revision control system unaffected?" — "by the VERSION_CONTROL environment variable".
    const asked = (sentence: string) => statementFacts(numberedLines([sentence]), 1, 1).map((fact) => fact.question);
    expect(asked("The frob revision system is unaffected by the FROB_CONTROL environment variable.")).toEqual([]);
    expect(asked("The frob revision system is selected by the FROB_CONTROL environment variable.")).toEqual(["How is the frob revision system selected?"]);
  });
});

describe("what became of a thing, said with a participle (ninety-ninth held-out set)", () => {
  it("asks no definition or default whose answer is 'deprecated'", () => {
    // rlang's NEWS: "What is the `.standardise` argument of `call_modify()`?" — "deprecated".
    const asked = (sentence: string) => statementFacts(numberedLines([sentence]), 1, 1).map((fact) => fact.question);
    expect(asked("* The `.standardise` argument of `call_frob()` is deprecated.")).toEqual([]);
    expect(asked("* The default value of `.frob` is deprecated.")).toEqual([]);
    expect(asked("* The default value of `.frob` is `TRUE`.")).toEqual(["What is the default value of `.frob`?"]);
  });
});

describe("answers and subjects that lean on the sentence before (the hundred-twentieth held-out set)", () => {
  const ask = (lines: string[]) => Object.fromEntries(statementFacts(numberedLines(lines), 1, lines.length).map((fact) => [fact.question, fact.answer]));

  it("asks nothing whose answer ends in a pronoun ('a deprecated alias for this')", () => {
    expect(pointsElsewhere("a deprecated alias for this")).toBe(true);
    expect(pointsElsewhere("an alternative to that")).toBe(true);
    // "it" may stand for what the answer itself names.
    expect(pointsElsewhere("an S3 class for indexed observations and a set of methods for it")).toBe(false);
    expect(pointsElsewhere("a deprecated alias for bus_name")).toBe(false);
    expect(ask(["The keyword argument frob_service is a deprecated alias for this."])).toEqual({});
  });

  it("reads 'This version of X' as the version the text before set up, not as X's version", () => {
    expect(ask(["This version of Frobnik is by default installed as `frobi`, so that it can coexist with `frob`."])).toEqual({});
    // A demonstrative before a name is still the name: "This Frob Reference".
    expect(ask(["This Frob Reference is a book about Frob systems."])).toEqual({ "What is the Frob Reference?": "a book about Frob systems" });
  });

  it("asks nothing whose answer is an embedded question cut to a word or two ('which source')", () => {
    expect(ask(["The frob/.install_extras file controls which source and output frob files should be installed."])).toEqual({});
    expect(ask(["The frob.conf file controls which frob servers are contacted."])).toEqual({ "What does the frob.conf file control?": "which frob servers are contacted" });
  });
});

describe("a changelog entry's verb where a subject would be, and a summary table's row (the hundred-twenty-first held-out set)", () => {
  it("asks nothing of 'Fix complete statements check …' as if 'fix complete statements' were its subject", () => {
    // The word is written in lower case elsewhere ("a quick fix"), so a reader of casing alone would take it for a noun.
    const lines = ["- Fix complete statements check inside indented block for Python after the IPython 7 release.", "- The frob statements check the indented block for Python.", "- This needed a quick fix for frob users."];
    expect(statementFacts(numberedLines(lines), 1, lines.length).map((fact) => fact.question)).toEqual(["What do the frob statements check?"]);
  });

  it("leaves out a summary table's row that an entry below asks in its own words", () => {
    const lines = [
      "## Field Summary",
      "Modifier and Type | Field | Description",
      "--- | --- | ---",
      "static java.lang.String | FROB_KEY | Session attribute key: frob",
      "",
      "## Field Detail",
      "#### FROB_KEY",
      "public static final java.lang.String FROB_KEY",
      "Session attribute key: frob",
    ];
    const questions = factsIn(numberedLines(lines), 1, lines.length, { format: "html" }).map((fact) => fact.question);
    expect(questions).toContain("What is the `FROB_KEY` field?");
    expect(questions.filter((question) => /Field Summary/.test(question))).toEqual([]);
  });
});

describe("a vignette's and a tutorial's prose (the hundred-twenty-fourth held-out set)", () => {
  const questionsOf = (lines: string[]) => Object.fromEntries(statementFacts(numberedLines(lines), 1, lines.length).map((fact) => [fact.question, fact.answer]));

  it("asks what a name written in lower case uses for the purpose fronted before it, and reads it back", () => {
    const lines = ["The frobnik package is a client of the frob API and frobnik can fetch series.", "To retrieve the data with the default connection, frobnik will use the base function readFrobs."];
    expect(questionsOf(lines)).toMatchObject({ "What will frobnik use to retrieve the data with the default connection?": "the base function readFrobs" });
    expect(readBackAnswer("What will frobnik use to retrieve the data with the default connection?", numberedLines(lines))).toBe("the base function readFrobs");
  });

  it("keeps a fronted scope and a second fronted 'by default' after it", () => {
    const lines = ["In frobnik, by default the function frob_fetch_memory (of the package frobcurl) is used to fetch the data."];
    expect(questionsOf(lines)).toEqual({ "In frobnik, what is the function frob_fetch_memory used for?": "to fetch the data" });
  });

  it("asks a list counted in digits and a kind of several words, and reads it back across its lines", () => {
    const lines = ["OGC FROB defines 3 types of data inputs and outputs: *LiteralData*,", "*ComplexData* and *BoundingBoxData*."];
    const question = "Which 3 types of data inputs and outputs does OGC FROB define?";
    expect(questionsOf(lines)).toMatchObject({ [question]: "LiteralData, ComplexData and BoundingBoxData" });
    expect(readBackAnswer(question, numberedLines(lines))).toBe("LiteralData, ComplexData and BoundingBoxData");
    expect(readBackAnswer("Which three layers does `frobrpc` consider?", numberedLines(["`frobrpc` considers three layers: Transport, Protocol and Dispatch."]))).toBe("Transport, Protocol and Dispatch");
  });

  it("asks nothing whose answer stops at the first of two words that qualify one plural noun", () => {
    const lines = ["The frobmute package is here and frobmute is good.", "To allow writers to alter designs, frobmute provides a series of extractor and replacement functions that have the forms getFoo() and setFoo()."];
    expect(Object.values(questionsOf(lines))).not.toContain("a series of extractor");
    expect(listCut(lines[1]!, "a series of extractor", "What does frobmute provide to allow writers to alter designs?")).toBe(true);
    expect(listCut("Frob provides a series of extractor functions and a set of tools.", "a series of extractor functions", "What does Frob provide?")).toBe(false);
  });

  it("asks nothing whose answer is a vague quantity ('quite a few attributes', the hundred-twenty-fifth set)", () => {
    expect(questionsOf(["A Frob record in the catalog database contains quite a few attributes."])).toEqual({});
    expect(questionsOf(["A Frob record in the catalog database contains the volume's frob attributes."])).toEqual({ "What does a Frob record in the catalog database contain?": "the volume's frob attributes" });
  });

  it("asks nothing whose answer is the first of two embedded questions the sentence lists (the hundred-twenty-seventh set)", () => {
    const sentence = "A YAML frob schema defines how implicit tags are resolved to concrete tags and how data is represented textually in YAML.";
    expect(questionsOf([sentence])).toEqual({});
    expect(listCut(sentence, "how implicit tags are resolved to concrete tags", "What does a YAML frob schema define?")).toBe(true);
    expect(questionsOf(["A YAML frob schema defines how implicit tags are resolved to concrete tags."])).toEqual({ "What does a YAML frob schema define?": "how implicit tags are resolved to concrete tags" });
  });

  it("asks nothing of a sentence that says its fact holds only now and then (the hundred-twenty-eighth set)", () => {
    const lines = ["The frob sensors are good and frob sensors are read.", "Very occasionally one of the frob sensors will give a wildly inaccurate reading."];
    expect(questionsOf(lines)).not.toHaveProperty("What will very occasionally one of the frob sensors give?");
    expect(Object.values(questionsOf(lines))).not.toContain("a wildly inaccurate reading");
    expect(Object.values(questionsOf(["Rarely, the frob sensor gives a wildly inaccurate reading."]))).toEqual([]);
  });

  it("asks no purpose whose answer runs into the subject's second predicate (the hundred-twenty-eighth set)", () => {
    const sentence = "The frob logger is designed to run on the Linux operating system and assumes that the interface between the computer and the bus is a serial adaptor.";
    expect(Object.keys(questionsOf([sentence]))).not.toContain("What is the frob logger designed for?");
    expect(questionsOf(["The frob logger is designed to run on the Linux operating system and the BSDs."])).toEqual({ "What is the frob logger designed for?": "to run on the Linux operating system and the BSDs" });
  });

  it("asks a rename with its 'now', and reads it back (the hundred-thirtieth set)", () => {
    const lines = ["- `frob_old()` is now named `frob_new()`.", "- The frob table is called `frobs`."];
    expect(questionsOf(lines)).toMatchObject({ "What is `frob_old()` now named?": "`frob_new()`", "What is the frob table called?": "`frobs`" });
    expect(readBackAnswer("What is `frob_old()` now named?", numberedLines(lines))).toBe("`frob_new()`");
  });

  it("asks when a method is called by an event of up to sixteen words", () => {
    const lines = ["The `on_frobbable()` method is called when message can be transferred over the associated sender link to the remote peer."];
    expect(questionsOf(lines)).toEqual({ "When is the `on_frobbable()` method called?": "when message can be transferred over the associated sender link to the remote peer" });
  });

  it("reads back what a thing is intended to be, and a definition of 'the X of the Y'", () => {
    expect(readBackAnswer("What is FROB intended to be?", numberedLines(["FROB is intended to be state-less protocol (like any OGC services)."]))).toBe("state-less protocol");
    expect(readBackAnswer("What is the acceptance of the message?", numberedLines(["We close it once the message has been accepted (line", "23). The acceptance of the message is an indication of successful", "transfer to the peer."]))).toBe("an indication of successful transfer to the peer");
  });
});

/** Each sentence a paragraph of its own under a heading, asked by the statement shapes: "question | answer". */
const ask = (...sentences: string[]) => {
  const lines = ["# Frob notes", "", ...sentences.flatMap((sentence) => [sentence, ""])];
  return statementFacts(new Map(lines.map((line, at) => [at + 1, line] as [number, string])), 1, lines.length).map((fact) => `${fact.question} | ${fact.answer}`);
};

describe("a parallel clause after the object (the fifth invalid of set 161)", () => {
  it("ends the answer before another subject with the question's verb again", () => {
    expect(ask("The BLAKE digest algorithms require OpenSSL 1.1.0 or greater, and the SHA-3 algorithms require OpenSSL 1.1.1 or greater.")).toContain("What do the BLAKE digest algorithms require? | OpenSSL 1.1.0 or greater");
    expect(parallelClauseCut("a field to be loaded, and functions dealing with the energy density require an energy density", "What do functions dealing with the field vectors require?")).toBe("a field to be loaded");
    // The verb before the question's preposition; a comma with no conjunction before the other subject.
    expect(parallelClauseCut("‘int’, FROB_ARG2 defaults to ‘int *’", "What does FROB_ARG1 default to?")).toBe("‘int’");
  });

  it("keeps a relative clause, a list and an answer the verb does not come back in", () => {
    expect(parallelClauseCut("the cache files, which require a lock", "What does frobd require?")).toBe("the cache files, which require a lock");
    expect(parallelClauseCut("rows, columns and cells that require no lock", "What does frobd require?")).toBe("rows, columns and cells that require no lock");
    expect(parallelClauseCut("a lock, and the index is rebuilt", "What does frobd require?")).toBe("a lock, and the index is rebuilt");
  });
});

describe("a name in Title Case opening its sentence", () => {
  it("keeps the name's first capital though the text writes that word in lower case elsewhere", () => {
    // Dibbler's user guide: "Network Time Protocol [1] is a protocol used for time synchronisation"; "network" is a common word there.
    const asked = ask("Every host in the network has the proper time.", "The network is small.", "Network Time Protocol is a protocol used for time synchronisation.");
    expect(asked).toContain("What is Network Time Protocol? | a protocol used for time synchronisation");
    expect(asked.join()).not.toMatch(/network Time/);
  });

  it("asks nothing of a name whose first word the text never writes in lower case (a person's)", () => {
    expect(ask("Etienne Bacher is the new maintainer of the frob package.").join()).not.toMatch(/Etienne/);
  });

  it("still lower-cases a common word before lower-case words", () => {
    const asked = ask("Every host in the network has the proper time.", "The network is small.", "Network delays are measured in milliseconds by the frob daemon.");
    expect(asked.join()).not.toMatch(/Network delays/);
  });
});

describe("a vignette's conclusions and result descriptions (hundred-forty-ninth held-out set)", () => {
  it("leaves a conclusion's adverb between the subject and its verb out of the question", () => {
    const asked = ask("The frob model therefore is the model with random slopes for every factor.");
    expect(asked).toContain("What is the frob model? | the model with random slopes for every factor");
    expect(asked.join()).not.toMatch(/therefore/);
    expect(ask("The frob module thus is the main entry point of the library.")).toContain("What is the frob module? | the main entry point of the library");
  });

  it("refuses an answer that opens with the subject's 'below' and the sentence's own verb", () => {
    expect(questionProblems("What does the random effect estimate?", "below show a potential culprit")).toContainEqual(expect.stringMatching(/own verb/));
    expect(questionProblems("What does the frob table list?", "the keys below the header")).toEqual([]);
    expect(questionProblems("Why is the frob claw difficult to maximize?", "there are many local solutions")).toEqual([]);
    expect(questionProblems("What does HAProxy process?", "run on amphorae and actually accomplish the task")).toContainEqual(expect.stringMatching(/own verb/));
    expect(questionProblems("What does the use of predicted point estimate?", "can lead to overconfidence")).toContainEqual(expect.stringMatching(/own verb/));
    // A parameter's description may open with a modal: it is no object read off a sentence.
    expect(questionProblems("What does the `flags` parameter do?", "can be NULL")).toEqual([]);
  });
});

describe("'written in' a manner (hundred-fiftieth held-out set)", () => {
  it("asks no place of a style or an approach, and still asks where a thing is written to", () => {
    expect(ask("The Frob package is written in an object-oriented programming approach and uses S4 objects.").join()).not.toMatch(/Where/);
    expect(ask("The frob log is written in the /var/log directory.")).toContain("Where is the frob log written? | in the /var/log directory");
    expect(ask("The frob summary is written in the output file of the run.")).toContain("Where is the frob summary written? | in the output file of the run");
  });
});

describe("a status line's label run into its text (hundred-fifty-first held-out set)", () => {
  it("refuses a subject that holds a label, its dash and the text's first word", () => {
    expect(questionProblems("What does 402 Authorization Required - Method require?", "authorization to access the URI")).toContainEqual(expect.stringMatching(/label/));
    expect(questionProblems("What does reconfigure Key Authentication protocol – Dibbler support?", "reconfiguration mechanism")).toContainEqual(expect.stringMatching(/label/));
    // A table's title with a dash inside names the table, not a subject and its verb.
    expect(questionProblems("What is the lircd driver of Creative iNFRA CDROM for the LIRC - Linux Infrared Remote Control?", "creative_infracd")).toEqual([]);
  });
});

describe("what comes with a thing, and a person by title (hundred-fifty-fourth held-out set)", () => {
  it("asks no means of a thing included or shipped with another, and still asks one filled with a value", () => {
    expect(ask("An example input file frob.xml is included with the source code.").join()).not.toMatch(/How is/);
    expect(ask("The frob table is filled with zeros by default.")).toContain("How is the frob table filled? | with zeros by default");
  });

  it("refuses an answer that runs into an imperative sentence whose full stop the page lost", () => {
    expect(questionProblems("What does the Crypto.Argon2.FFI module provide?", "low-level access to parts of the C API Prefer the Crypto.Argon2 API when possible")).toContainEqual(expect.stringMatching(/full stop/));
    expect(questionProblems("What does the frob option do?", "Use the cache of the first run")).toEqual([]);
  });

  it("asks by whom a thing was developed when a title names the person", () => {
    const asked = ask("LUSOL was originally developed by Prof. Saunders at Stanford, and it has now been ported to C.");
    expect(asked).toContain("By whom was LUSOL originally developed? | Prof. Saunders");
    expect(asked.join()).not.toMatch(/How was LUSOL/);
  });
});

describe("a second predicate after an adverb (hundred-fifty-sixth held-out set)", () => {
  it("cuts the object before 'and potentially uses it' and before 'and skips straight to'", () => {
    expect(ask("The fromListN function takes the input list's length and potentially uses it to construct the structure more efficiently."))
      .toContain("What does the fromListN function take? | the input list's length");
    expect(ask("The -m option skips the usual process of adjusting the display monitor contrast, brightness and white point controls, and skips straight to calibration.").join())
      .not.toMatch(/skips straight/);
  });
});

describe("a value list's item and a bare identifier (hundred-fifty-seventh held-out set)", () => {
  it("refuses a value and its dash as a subject, and an identifier without whose", () => {
    expect(questionProblems("What does 1 - enable?", "the IP_FREEBIND socket option")).toContainEqual(expect.stringMatching(/list item's value/));
    expect(questionProblems("What is ID?", "an monotonically increasing integer starting at 0")).toContainEqual(expect.stringMatching(/identifier/));
    expect(questionProblems("What is the worker thread ID?", "an integer starting at 0")).toEqual([]);
    expect(questionProblems("What does 1.0 mean for the gamma option?", "no correction")).toEqual([]);
  });
});

describe("a documentation generator's footer (hundred-fifty-second and hundred-fifty-eighth held-out sets)", () => {
  it("asks nothing of when or by whom a page was generated", () => {
    expect(questionProblems("On what date was the document generated by root using texi2html 1.82?", "December 1, 2016")).toContainEqual(expect.stringMatching(/generator footer/));
    expect(questionProblems("On what date was the document generated by Build Daemon using texi2html 1.82?", "October 16, 2020")).toContainEqual(expect.stringMatching(/generator footer/));
    expect(questionProblems("What is generated by the frob command?", "a Makefile")).toEqual([]);
  });
});

describe("a tutorial's \"we\" and a page's own topic (set 187)", () => {
  it("asks a means a tutorial gives in the first person plural as the reader's", () => {
    // nbsphinx's notebook page: the writer and the reader do it together.
    expect(ask("We can pass arguments to the kernel by using nbsphinx_execute_arguments.")).toContain("How can you pass arguments to the kernel? | by using nbsphinx_execute_arguments");
    // The example after the means is an aside, not part of it.
    expect(ask("You can pass arguments to the kernel by using nbsphinx_execute_arguments, for example to set plot options.")).toContain("How can you pass arguments to the kernel? | by using nbsphinx_execute_arguments");
    // What the writers did is no means the reader has.
    expect(ask("We passed arguments to the kernel by using nbsphinx_execute_arguments.")).toEqual([]);
  });

  it("takes a plain noun phrase the page sets as a heading of its own for a named thing, however often it recurs", () => {
    // Barbican's page: its words recur in every paragraph, as a topic's do.
    const page = (title: string[]) => {
      const lines = [...title, "", "Database migrations are managed using the Alembic library.", "", "Database migrations can be performed two ways.", "", "Database migrations can be optionally enabled during the API startup process.", "", "Database migrations are tested on every change."];
      return statementFacts(numberedLines(lines), 1, lines.length).map((fact) => `${fact.question} | ${fact.answer}`);
    };
    expect(page(["Database Migrations", "==================="])).toContain("How are database migrations managed? | using the Alembic library");
    expect(page(["## Database Migrations"])).toContain("How are database migrations managed? | using the Alembic library");
    // Under another title the same phrase is the common words it is.
    expect(page(["Developer Notes", "==============="])).toEqual([]);
    // A heading each entry repeats names no one thing of the page.
    expect(page(["## Database Migrations", "", "Text.", "", "## Database Migrations"])).toEqual([]);
  });

  it("asks what the development check of the heading round found wanting: no run-on clause, cut condition or pointing goal", () => {
    // cherrypy's "Global config" page: a second clause with a pronoun for subject ends the answer.
    expect(ask("Global config is stored in the cherrypy.config dict, and you therefore update it by calling cherrypy.config.update(conf).")).toContain("Where is global config stored? | in the cherrypy.config dict");
    // MPB's "Inversion symmetry": a condition is no answer without its consequence.
    expect(ask("Inversion symmetry means that if you transform (x,y,z) to (-x,-y,-z) in the coordinate system, the dielectric structure is not affected.")).toEqual([]);
    expect(ask("The frob flag means that the file is kept.")).toEqual(["What does the frob flag mean? | that the file is kept"]);
    // peewee's tutorial: "the extra queries" are those of the example before.
    expect(ask("We can avoid the extra queries by selecting both Pet and Person, and adding a join.")).toEqual([]);
  });
});

describe("a command typed below and a fix's 'correct value' (set 188)", () => {
  it("asks no means that says where to type and leaves what to the example below", () => {
    const lines = ["# Frob", "", "You can start ITango by typing on the command line:", "", "    $ itango", ""];
    expect(statementFacts(numberedLines(lines), 1, lines.length).map((fact) => fact.question)).toEqual([]);
    expect(ask("You can start ITango by typing itango on the command line.")).toEqual(["How can you start ITango? | by typing itango on the command line"]);
  });

  it("asks nothing whose answer is 'correct value': any call returns one", () => {
    expect(ask("`boxcox_trans()` returns correct value when p is close to zero (#31).")).toEqual([]);
    expect(ask("`frob_trans()` returns a list of the changed files.")).toEqual(["What does `frob_trans()` return? | a list of the changed files"]);
  });
});

describe("a negated quantifier (set 190's csvkit page)", () => {
  it("takes 'Not every argument' for no subject: 'How is not every argument supported?' asks nothing", () => {
    expect(ask("Not every argument is supported by every tool, so please check which are supported by the tool you are using.")).toEqual([]);
    expect(ask("Every frob argument is supported by the frob_parse() function.")).toEqual([]);
  });
});

describe("a platform's needs (set 191's apcluster vignette)", () => {
  it("asks no 'What does Windows require?': what for is the sentence before's", () => {
    const platforms = ask("The frob package builds on Linux, on Windows and on Mac OS X.", "Windows requires Rtools to be installed and to be available in the default search path.");
    expect(platforms.filter((fact) => /Windows/.test(fact))).toEqual([]);
    expect(ask("The frob package requires Rtools to be installed.")).toEqual(["What does the frob package require? | Rtools to be installed"]);
  });
});

describe("a relative clause cut before its second verb (set 193's django-bleach README)", () => {
  it("asks no definition cut at the comma before the relative clause's 'and returns …'", () => {
    const facts = ask("We use Frob here and Frob there.", "Frob is a Python module that takes any HTML input, and returns valid, sanitised HTML.");
    expect(facts.filter((fact) => fact.startsWith("What is Frob?"))).toEqual([]);
    expect(ask("We use Frob here and Frob there.", "Frob is a Python module that takes any HTML input and cleans it.")).toContain("What is Frob? | a Python module that takes any HTML input and cleans it");
    // The subject's own second verb after the object's relative clause (GIO's FileInfo): the answer rightly ends before it.
    expect(ask("FrobInfo implements methods for getting information that all files should contain, and allows for manipulation of extended attributes.")).toContain("What does FrobInfo implement? | methods for getting information that all files should contain");
  });
});

describe("a heading run in with a double dash, and a person's pronoun (set 194's Qhull page)", () => {
  it("asks nothing over a spaced double dash and no answer that opens with 'he'", () => {
    const lines = ["# Imprecision", "", "- Maximum roundoff error -- Qhull computes the maximum roundoff error from the maximum coordinates of the point set. Usually the maximum roundoff error is a reasonable choice.", "", "Clarkson limits the input precision to about fifteen digits. When a determinant is nearly singular, he uses exact arithmetic to compute a precise result.", ""];
    const facts = factsIn(numberedLines(lines), 1, lines.length, { format: "html" }).map((fact) => `${fact.question} | ${fact.answer}`);
    expect(facts.filter((fact) => /--|\| he /.test(fact))).toEqual([]);
    // A person the question names may be "he" in the answer (PLIB's guide, mapproxy's).
    const named = ["# Widgets", "", "If the application developer wishes to delete a widget, he should not delete the object directly.", ""];
    expect(factsIn(numberedLines(named), 1, named.length, { format: "html" }).map((fact) => fact.answer)).toContain("he should not delete the object directly");
  });
});

describe("a gapped use, half a condition and a means of the reader's own clause (sets 202 and 204)", () => {
  it("ends a use before the gapped item named after 'and' (case's AsyncMock)", () => {
    expect(ask("By default AsyncMock is used for async functions and MagicMock for the rest.")).toContain("What is AsyncMock used for? | async functions");
    expect(ask("The frob tool is used for async functions and for sockets.")).toContain("What is the frob tool used for? | async functions and for sockets");
  });

  it("asks no condition cut before its second clause (globus RSL's predicates)", () => {
    const facts = ask("The frob_is_equal() function returns GLOBUS_TRUE if the tree is a relation and its name matches the parameter.");
    expect(facts.filter((fact) => /GLOBUS_TRUE/.test(fact))).toEqual([]);
    expect(ask("The frob_is_relation() function returns GLOBUS_TRUE if the tree is a relation.")).toContain("When does the frob_is_relation() function return GLOBUS_TRUE? | if the tree is a relation");
  });

  it("asks no means after a clause of the reader's own (Nextcloud's tray icon)", () => {
    expect(ask("You can now observe the sync activity if you open the main dialogue by clicking on the tray icon.")).toEqual([]);
    expect(ask("You can raise an error if an environment variable is undefined by using a question mark suffix.")).toContain("How can you raise an error if an environment variable is undefined? | by using a question mark suffix");
  });
});

describe("a condition's end after a comma or before the subject's second verb (development check of the round above)", () => {
  it("keeps the condition whole where the sentence goes on with a clause or predicate of its own", () => {
    expect(ask("The depth limit helps mitigate abuse when frob is used to parse user input, and it is recommended to keep it small.")).toContain("What does the depth limit help do? | mitigate abuse when frob is used to parse user input");
    expect(ask("HyperFrob ignores the limits when the parameter value is set, and only enforces the necessary limits when the statement is executed.")).toContain("When does HyperFrob ignore the limits? | when the parameter value is set");
  });
});

describe("a description that opens with its verb (set 205's CIL reference)", () => {
  it("reads no subject in 'Defines how the kernel will handle …'", () => {
    expect(ask("Defines how the kernel will handle unknown object classes and permissions when loading the policy.")).toEqual([]);
    expect(ask("Returns the number of entries and resets the counter.")).toEqual([]);
    // A sentence with its subject before the verb is asked as before.
    expect(ask("The frob kernel will handle unknown object classes when loading the policy.")).toContain("What will the frob kernel handle? | unknown object classes when loading the policy");
  });

  it("reads no subject in a setter's 'Set whether the event box uses …' (set 215's gtk-doc)", () => {
    // The casing of the page's other sentences decides whether a capitalised first word may be a name: with a
    // sentence before it, "Set" was read as the subject's first word.
    const setter = ask("The flag is set by default, which means that the cache is used.", "Set whether the event box uses a visible or invisible child window.");
    expect(setter.filter((question) => /^What does set\b/i.test(question))).toEqual([]);
    expect(ask("The flag is set by default, which means that the cache is used.", "Check if the frob cache holds a stale entry.").filter((question) => /check if/i.test(question))).toEqual([]);
    expect(ask("The event box uses a visible child window for drawing.")).toContain("What does the event box use? | a visible child window for drawing");
  });
});

describe("a vague quantity after a means' preposition (set 205's CIL reference)", () => {
  it("asks no means that is only 'several principles'", () => {
    expect(ask("The frob language is guided by several key decision principles.")).toEqual([]);
    expect(ask("The frob language is guided by the principles of the Frobnik standard.")).toContain("How is the frob language guided? | by the principles of the Frobnik standard");
  });
});

describe("a mark that opens a word (set 206's ASxxxx manual)", () => {
  it("keeps the space before '.endm' and reads 'The' as the subject's article", () => {
    expect(ask("The .endm directive is flagged with an 'n' error.")).toContain("How is the .endm directive flagged? | with an 'n' error");
    expect(ask("The .endm directive is flagged with an 'n' error.").join(" ")).not.toMatch(/The\.endm/);
    // A comma or a full stop left alone before a space is still closed up.
    expect(closeUpMarks("the frob option , and the quux one .")).toBe("the frob option, and the quux one.");
  });
});

describe("an agent after a verb of belief, need or treatment (set 206's ASxxxx manual)", () => {
  it("asks no 'How is X assumed?' of 'assumed by the assembler to be …'", () => {
    expect(ask("External direct references are assumed by the assembler to be in the correct area.")).toEqual([]);
    expect(ask("The libfrob library is required by the MySQL client libraries.")).toEqual([]);
    // A means after such a verb is still one: "by" and a gerund.
    expect(ask("A stratified frob design can be considered by specifying the design argument.")).toContain("How can a stratified frob design be considered? | by specifying the design argument");
  });
});

describe("answers the closed-up marks had hidden (development check of the '.endm' round)", () => {
  it("asks no answer cut after 'e.g', at a field's colon, or with a placeholder's '<' left open", () => {
    expect(ask("You can enable extensions by specifying additional command line arguments in .frob.yaml, e.g.: `- arguments: [-XQuasiQuotes]`.")).toContain("How can you enable extensions? | by specifying additional command line arguments in .frob.yaml");
    expect(ask("You can also document only selected commands by using :commands: option.").join(" ")).not.toMatch(/:commands$/);
    expect(ask("The frob URL is a link to a valid .swu image -r <re- inte- Number of retries before a download is considered broken.").join(" ")).not.toMatch(/<re-/);
  });
});

describe("an R assignment is no open placeholder (development check of the round above)", () => {
  it("keeps answers with '<-' and a bracket in code", () => {
    expect(ask("You can tighten and clarify calls to the safe function by using %<-%.")).toContain("How can you tighten and clarify calls to the safe function? | by using %<-%");
  });
});

describe("a statement whose colon introduces what to use or set (sets 214 and 217)", () => {
  it("asks nothing when the sentence names only a kind of thing or a verb without its object before the colon", () => {
    expect(ask("To scale a file or selection by or to some amplitude, use the functions:")).toEqual([]);
    expect(ask("If you want to disable the automatic trigger globally, set in settings.py:")).toEqual([]);
    // One that names its tool before the colon states its fact all the same, and so does a kind of thing that is no
    // instruction's object, or a verb whose object stands before it.
    expect(ask("To scale a sound, use the scale-by function:")).toContain("How can you scale a sound? | use the scale-by function");
    expect(ask("The `p` argument specifies a parity constraint, and should be one of the predefined variables:")).toContain("What does the `p` argument specify? | a parity constraint");
    expect(ask("The FIND_PACKAGE function will create an frob target that you can add to your link libraries:").length).toBe(1);
  });
});

describe("', which means that …' after a preposition's object (set 215's phosh page)", () => {
  it("is said of the whole clause, not of the name before it", () => {
    expect(ask("The frob signal is emitted when the widget is associated with a FrobWindow, which means that frob_realize() has been called.").filter((question) => /mean\?/.test(question))).toEqual([]);
    // A name that is the verb's own object is what the clause means.
    expect(ask("If frob.h does not define struct tm, define TM_IN_FROB_TIME, which means that including frob/time.h defines it.")).toContain("What does TM_IN_FROB_TIME mean? | that including frob/time.h defines it");
  });
});
