import { describe, expect, it } from "vitest";
import { commandFacts, entryFacts, faqQuestion, glossaryFacts, optionQuestion } from "./entry-questions.js";
import { analyseQuestion } from "./question-analysis.js";
import { findCandidates } from "./reader-extract.js";
import { numberedLines } from "../../../test/support/lines.js";
import { readBackAnswer } from "../../../test/support/offline-agent.js";
import { documentFromBytes } from "../../documents/load.js";


// An FAQ as plain text and AsciiDoc write it: a table of contents, numbered questions, "Q:" and "::" entries.
const FAQ = [
  "Contents",
  "  1.1. What is Frobnitz?",
  "  1.2. Where is the configuration file kept?",
  "",
  "1.1. What is Frobnitz?",
  "",
  "    Frobnitz is a small tool that converts legacy",
  "    archives into plain directories.",
  "",
  "1.2. Where is the configuration file kept?",
  "",
  "    The configuration file is kept in /etc/frobnitz.conf on every system.",
  "",
  "Q: What does `frob.cache` really do?::",
  "\tThis option sets the size of the cache that Frobnitz uses when converting archives.",
  "+",
  "Q: How do I change my password?",
  "Usually, if the password is invalid, Frobnitz asks for a new one.",
  "",
  "How should I undo it?",
  "Run frobnitz --undo to restore the archive.",
  "",
  "--dry-run::",
  "\tShows what would be converted without writing anything.",
  "",
  "-v, --verbose",
  "    Prints every file as it is converted.",
];

describe("questions from FAQ entries and option descriptions", () => {
  const facts = entryFacts(numberedLines(FAQ), 1, FAQ.length);
  const asked = Object.fromEntries(facts.map((fact) => [fact.question, fact.answer]));

  it("asks an FAQ's own questions with the first sentence under each as the answer", () => {
    expect(asked).toMatchObject({
      "What is Frobnitz?": "Frobnitz is a small tool that converts legacy archives into plain directories.",
      "Where is the configuration file kept?": "The configuration file is kept in /etc/frobnitz.conf on every system.",
      "What does frob.cache really do?": "This option sets the size of the cache that Frobnitz uses when converting archives.",
    });
    // The evidence runs from the question's line to the end of the answer's sentence.
    expect(facts.find((fact) => fact.question === "What is Frobnitz?")!.evidence).toEqual([{ start_line: 5, end_line: 8 }]);
  });

  it("asks what an option does, naming its longest spelling", () => {
    expect(asked).toMatchObject({
      "What does the --dry-run option do?": "Shows what would be converted without writing anything.",
      "What does the --verbose option do?": "Prints every file as it is converted.",
    });
  });

  it("ends an option's answer at the next option's heading when no blank line stands between them", () => {
    // A command reference's option list (qinling's, the hundred-forty-fifth held-out set).
    const lines = ["# frob execution show", "", "--execution <EXECUTION>", "ID of function execution(s).", "--function <FUNCTION>", "ID of function(s) to show."];
    const options = Object.fromEntries(entryFacts(numberedLines(lines), 1, lines.length).map((fact) => [fact.question, fact.answer]));
    expect(options["What does the --execution option do?"]).toBe("ID of function execution(s).");
  });

  it("skips a table of contents, hedged answers and questions that point elsewhere", () => {
    expect(facts.filter((fact) => fact.evidence[0]!.start_line <= 3)).toEqual([]);
    expect(Object.keys(asked)).not.toContain("How do I change my password?");
    expect(Object.keys(asked)).not.toContain("How should I undo it?");
    expect(facts).toHaveLength(5);
  });

  it("reads headings, not sentences, as entries", () => {
    expect(faqQuestion("2.3. How do I install Frobnitz from source?")).toBe("How do I install Frobnitz from source?");
    expect(faqQuestion("What is the reason? We do not know.")).toBeUndefined();
    // A heading question whose only noun is generic names nothing: out of the page it asks about nothing.
    expect(faqQuestion("### What is the answer?")).toBeUndefined();
    expect(faqQuestion("### What's the best workaround?")).toBeUndefined();
    expect(faqQuestion("### What is the real long-term fix?")).toBeUndefined();
    expect(faqQuestion("### What is the difference between Frob and Blarg?")).toBe("What is the difference between Frob and Blarg?");
    expect(faqQuestion("### What is the solution for `frob` timeouts?")).toBe("What is the solution for frob timeouts?");
    expect(faqQuestion("    do I know which version I run?")).toBeUndefined(); // the second line of a wrapped heading
    expect(faqQuestion("### What about joins and subqueries?")).toBeUndefined(); // a topic opened, not a question
    expect(faqQuestion("How about Frob on Windows?")).toBeUndefined();
    // A participle or "new" alone names no subject: tgp's PDF section "1 What is implemented?".
    expect(faqQuestion("1 What is implemented?")).toBeUndefined();
    expect(faqQuestion("## What is new?")).toBeUndefined();
    expect(faqQuestion("## What is implemented in Frobnitz 2?")).toBe("What is implemented in Frobnitz 2?");
    expect(faqQuestion("What is Frob about?")).toBe("What is Frob about?");
    expect(optionQuestion("--format=<format>")).toBe("What does the --format option do?");
    expect(optionQuestion("-n")).toBeUndefined();
    // Several options of one kind share the description: the first names it, and a short one is not asked.
    expect(optionQuestion("--color, --colour")).toBe("What does the --color option do?");
    expect(optionQuestion("-O, -Oi, -Or, -Os")).toBeUndefined();
    expect(optionQuestion("-d, --debug")).toBe("What does the --debug option do?");
    expect(optionQuestion("--force is dangerous.")).toBeUndefined();
  });
});

// A manual page's OPTIONS, as the HTML adapter writes a page formatted by man(1) (psnotch's, the hundred-thirty-fifth
// held-out set): each option's tag on its own line, a letter alone or with its value's placeholder in lower case.
const MANUAL_OPTIONS = [
  "## OPTIONS",
  "-c",
  "Display comma delimited output on stderr showing only carriers in the range set by options -L and -U. Data columns are separated by commas.",
  "",
  "-l carrier",
  "The lowest carrier to be notched. No carriers below this one will be notched.",
  "",
  "-L carrier",
  "The lowest carrier displayed when option -v is present. The default is 0.",
  "",
  "## EXAMPLES",
  "-x",
  "Some text that follows a dash and a letter in another section.",
];

describe("a manual page's short options", () => {
  it("are asked under the page's OPTIONS heading, and nowhere else", () => {
    const asked = Object.fromEntries(entryFacts(numberedLines(MANUAL_OPTIONS), 1, MANUAL_OPTIONS.length).map((fact) => [fact.question, fact.answer]));
    expect(asked).toEqual({
      "What does the -c option do?": "Display comma delimited output on stderr showing only carriers in the range set by options -L and -U.",
      "What does the -l option do?": "The lowest carrier to be notched.",
      "What does the -L option do?": "The lowest carrier displayed when option -v is present.",
    });
    expect(optionQuestion("-f tonemap")).toBeUndefined();
    expect(optionQuestion("-f tonemap", { inOptions: true })).toBe("What does the -f option do?");
    expect(optionQuestion("-f tonemap more", { inOptions: true })).toBeUndefined();
  });

  it("are read back by their case: -l and -L are two options", () => {
    const lines = numberedLines(MANUAL_OPTIONS);
    expect(readBackAnswer("What does the -l option do?", lines)).toBe("The lowest carrier to be notched.");
    expect(readBackAnswer("What does the -L option do?", lines)).toBe("The lowest carrier displayed when option -v is present.");
  });
});

describe("a list of questions for the reader to answer", () => {
  it("asks none of a checklist's questions, and still asks an FAQ written as a list with its answers under each item", () => {
    const checklist = numberedLines([
      "### Gathering Information",
      "Please provide details like the following:",
      "- What error messages do you see in the server's window?",
      "- How did you install Frobnitz on your machine?",
      "- What have you tried already?",
      "The frob doctor command collects a lot of information about your installation, which can also be useful.",
    ]);
    expect(entryFacts(checklist, 1, 6)).toEqual([]);
    const faq = numberedLines([
      "- How do I reset the frob cache on my machine?",
      "  Run frob cache --clear and restart the frob service afterwards.",
      "- What does the frob doctor command collect?",
      "  It collects the versions of every frob plugin installed on the machine.",
    ]);
    expect(entryFacts(faq, 1, 4).map((fact) => fact.question)).toEqual(["How do I reset the frob cache on my machine?", "What does the frob doctor command collect?"]);
  });

  it("asks none of a troubleshooting guide's questions written as paragraphs, nor takes the page's footer for an answer", () => {
    // HPLIP's troubleshooting page (the hundred-thirty-seventh held-out set).
    const guide = numberedLines([
      "Is the phone line connected to the multifunction frob printer?",
      "",
      "Can you fax a different document from the frob printer?",
      "",
      "Is the receiving fax machine or device on-line and able to accept faxes?",
      "",
      "Privacy Statement | Legal Notices | © 2017 Frob Development Company, L.P.",
    ]);
    expect(entryFacts(guide, 1, 7)).toEqual([]);
  });
});

describe("an options table that a PDF's text layer gives column by column", () => {
  it("asks nothing of a run of option names whose descriptions follow in a block, and keeps one option's spellings", () => {
    const table = numberedLines([
      "Options for Writing",
      "--outfile <f>",
      "--quiet",
      "--tabular <f>",
      "Other Options",
      "--nocolour",
      "Write the report to the file <f> instead of the terminal.",
      "Print nothing but errors.",
      "",
      "-q",
      "--quieter",
      "    Prints only the summary line of every run.",
      "",
      "-x::",
      "--exact::",
      "\tMatches names exactly instead of by prefix.",
    ]);
    const asked = Object.fromEntries(entryFacts(table, 1, 16).map((fact) => [fact.question, fact.answer]));
    // "--nocolour" sits last in its run (past the group title): the line under it describes "--outfile".
    expect(Object.keys(asked)).not.toContain("What does the --nocolour option do?");
    expect(Object.keys(asked)).not.toContain("What does the --tabular option do?");
    expect(asked).toMatchObject({
      "What does the --quieter option do?": "Prints only the summary line of every run.",
      "What does the --exact option do?": "Matches names exactly instead of by prefix.",
    });
  });
});

describe("commands shown under an instruction", () => {
  const facts = (lines: string[]) => commandFacts(numberedLines(lines), 1, lines.length);

  it("asks which command reaches the instruction's goal when one command stands alone under it", () => {
    expect(facts(["To update the list of known packages, you can run:", "", "  apt update", "", "More text."])).toEqual([
      { question: "Which command do you run to update the list of known packages?", answer: "apt update", evidence: [{ start_line: 1, end_line: 3 }], kind: "entry" },
    ]);
    expect(facts(["To find out what the package needs run the command:", "```", "$ dpkg-depcheck -d ./configure", "```"]).map((fact) => fact.answer)).toEqual(["dpkg-depcheck -d ./configure"]);
  });

  it("refuses a block of several commands, a goal that points elsewhere, and prose under the instruction", () => {
    expect(facts(["To create a new project, run:", "mkdocs new my-project", "cd my-project"])).toEqual([]);
    expect(facts(["To do this, run:", "make all"])).toEqual([]);
    expect(facts(["To install the foo package and all its dependencies, run:", "apt install foo"])).toEqual([]);
    expect(facts(["To get started, run:", "the installer from the menu."])).toEqual([]);
  });
});

describe("commands in reStructuredText", () => {
  it("reads the command of a literal block after '::' and after a code-block directive", () => {
    const lines = ["To install frobnitz, run::", "", "    $ pip install frobnitz", "", "To check the version, run:", "", ".. code-block:: console", "", "   $ frob --version", ""];
    expect(commandFacts(numberedLines(lines), 1, lines.length).map((fact) => [fact.question, fact.answer])).toEqual([
      ["Which command do you run to install frobnitz?", "pip install frobnitz"],
      ["Which command do you run to check the version?", "frob --version"],
    ]);
  });
});

describe("a program's --help listing quoted on its own page", () => {
  const page = [
    "# attach",
    "",
    "```markdown",
    "Usage: frobctl attach [OPTIONS] CONTAINER",
    "",
    "Attach local standard input, output, and error streams to a running container",
    "",
    "Options:",
    "      --detach-keys string   Override the key sequence for detaching a container",
    "      --help                 Print usage",
    "      --no-stdin             Do not attach STDIN",
    "      --tail int             Number of lines to show from the end of the logs,",
    "                             counted from the last line written",
    "      --sig-proxy            Proxy all received signals to the process (default true)",
    "```",
  ];

  it("asks each option's description, wrapped lines joined, without --help and without the default's note", () => {
    const asked = Object.fromEntries(entryFacts(numberedLines(page), 1, page.length).map((fact) => [fact.question, fact.answer]));
    expect(asked["What does the --detach-keys option do?"]).toBe("Override the key sequence for detaching a container");
    expect(asked["What does the --no-stdin option do?"]).toBe("Do not attach STDIN");
    expect(asked["What does the --tail option do?"]).toBe("Number of lines to show from the end of the logs, counted from the last line written");
    expect(asked["What does the --sig-proxy option do?"]).toBe("Proxy all received signals to the process");
    expect(asked["What does the --help option do?"]).toBeUndefined();
  });

  it("asks nothing of an example program's help in a library's README, and the reader answers from the option's line", () => {
    const example = ["# Commander.js", "", "```console", "$ pizza-options --help", "Usage: pizza-options [options]", "", "Options:", "  -d, --debug        output extra debugging", "  -s, --small        small pizza size", "```"];
    expect(entryFacts(numberedLines(example), 1, example.length)).toEqual([]);
    expect(readBackAnswer("What does the --no-stdin option do?", numberedLines(page))).toBe("Do not attach STDIN");
  });
});

describe("an options table's rows", () => {
  // A command reference as HTML tables come out: the header, then one row per option, cells joined by " | ".
  const TABLE = [
    "Supported options:",
    "Option | Description",
    "-q, --quiet | Print nothing but errors to standard error. Warnings are dropped.",
    "--width=COLUMNS | Wrap the report at COLUMNS characters instead of the terminal's width.",
    "-x | Exclude hidden files from the count.",
    "--mode | If given twice, the mode is strict.",
    "--size | MB | 1000000",
    "Quiet | Print nothing.",
  ];
  const lines = numberedLines(TABLE);

  it("asks what each option does, its description's first sentence as the answer, and the reader reads it back", () => {
    const facts = entryFacts(lines, 1, TABLE.length);
    expect(facts.map((fact) => [fact.question, fact.answer, fact.evidence[0]!.start_line])).toEqual([
      ["What does the --quiet option do?", "Print nothing but errors to standard error.", 3],
      ["What does the --width option do?", "Wrap the report at COLUMNS characters instead of the terminal's width.", 4],
    ]);
    const analysis = analyseQuestion(facts[1]!.question);
    expect(findCandidates(analysis, lines, new Map(analysis.terms.map((term) => [term, 1])))[0]?.answer).toBe("Wrap the report at COLUMNS characters instead of the terminal's width.");
  });
});

// The same entries as Markdown, reStructuredText, HTML and a PDF page write their questions: a heading that is the
// question, or a line of its own (wrapped over two lines in a PDF), with the answer in the paragraph under it.
describe("questions a page asks itself, in every heading markup", () => {
  const ask = (lines: string[]) => Object.fromEntries(entryFacts(numberedLines(lines), 1, lines.length).map((fact) => [fact.question, fact.answer]));

  it("asks a Markdown heading's question (as HTML's <h2> also comes out), numbered or not", () => {
    expect(ask([
      "# Questions",
      "",
      "## 2.1 How do I rotate the Quillmark logs ?",
      "You can rotate the logs by sending the daemon a HUP signal after moving the files.",
      "",
      "## Why does Quillmark refuse symbolic links?",
      "Quillmark refuses symbolic links because a link could point outside the archive root.",
    ])).toEqual({
      "How do I rotate the Quillmark logs?": "You can rotate the logs by sending the daemon a HUP signal after moving the files.",
      "Why does Quillmark refuse symbolic links?": "Quillmark refuses symbolic links because a link could point outside the archive root.",
    });
  });

  it("refuses a How question answered by a verdict on the way rather than a way", () => {
    expect(ask([
      "## How to do bulk loading?",
      "Bulk loading using the Quillmark object layer is rather slow.",
      "",
      "## How do I load rows in bulk?",
      "You can load rows in bulk by using the raw connection's copy command.",
    ])).toEqual({ "How do I load rows in bulk?": "You can load rows in bulk by using the raw connection's copy command." });
  });

  it("reads a reStructuredText title over its underline, and asks a measure with How fast/many", () => {
    expect(ask([
      "How fast is the Quillmark parser?",
      "---------------------------------",
      "",
      "The Quillmark parser reads about forty megabytes a second on one core.",
    ])).toEqual({ "How fast is the Quillmark parser?": "The Quillmark parser reads about forty megabytes a second on one core." });
  });

  it("joins a PDF's question wrapped over two lines, a hyphenated word made whole", () => {
    const lines = [
      "Quillmark also keeps a journal.",
      "Why does Quillmark write a journal before every archive up-",
      "date?",
      "It writes the journal first so that an interrupted update can be rolled back.",
    ];
    expect(ask(lines)).toEqual({ "Why does Quillmark write a journal before every archive update?": "It writes the journal first so that an interrupted update can be rolled back." });
    // The reader finds the wrapped heading and reads the answer under its second line.
    const analysis = analyseQuestion("Why does Quillmark write a journal before every archive update?");
    expect(findCandidates(analysis, numberedLines(lines), new Map()).map((candidate) => candidate.answer)).toContain("It writes the journal first so that an interrupted update can be rolled back.");
  });

  it("keeps a yes/no answer only with its clause, or a denial of what is asked", () => {
    expect(ask([
      "Is there a chat room for Quillmark?",
      "Yes, the Quillmark chat room is on the Libera network under the name quillmark.",
      "",
      "Is Quillmark safe to share between processes?",
      "Quillmark does not lock its archive, so each process needs its own copy.",
      "",
      "Can Quillmark read tape archives?",
      "Yes.",
      "",
      "Can Quillmark compress archives in parallel?",
      "Compression in Quillmark is delegated to zstd since the early versions.",
      "",
      "Is it possible to run Quillmark without a configuration file?",
      "Yes, Quillmark falls back to its built-in defaults when no file is found.",
      "",
      "Are Quillmark indexes kept in memory or on disk?",
      "The place of the index depends on the size of the archive being converted.",
    ])).toEqual({
      "Are Quillmark indexes kept in memory or on disk?": "The place of the index depends on the size of the archive being converted.",
      "Is there a chat room for Quillmark?": "Yes, the Quillmark chat room is on the Libera network under the name quillmark.",
      "Is Quillmark safe to share between processes?": "Quillmark does not lock its archive, so each process needs its own copy.",
      "Is it possible to run Quillmark without a configuration file?": "Yes, Quillmark falls back to its built-in defaults when no file is found.",
    });
  });

  it("leaves out a Why whose first sentence gives no reason, an answer that only introduces an example or announces one", () => {
    expect(ask([
      "## Why is compression not the default?",
      "Quillmark offers a compression mode that can be switched on per archive.",
      "",
      "## How can I write my own Quillmark filter?",
      "Here is an example which shows how to do it with a small Python module.",
      "",
      "## Which Quillmark release is best for a server?",
      "The answer is a bit complicated for most server set-ups.",
    ])).toEqual({});
  });
});

describe("the reader's FAQ entry", () => {
  it("does not read a table of contents' next item as the answer under a listed question", () => {
    const lines = [
      "- 1.1 How do I rotate the Quillmark logs?",
      "- 1.2 How do I stop the Quillmark daemon?",
      "",
      "## 1.1 How do I rotate the Quillmark logs?",
      "You can rotate the logs by sending the daemon a HUP signal after moving the files.",
    ];
    const found = findCandidates(analyseQuestion("How do I rotate the Quillmark logs?"), numberedLines(lines), new Map()).map((candidate) => candidate.answer);
    expect(found).toEqual(["You can rotate the logs by sending the daemon a HUP signal after moving the files."]);
  });
});

describe("a page's question in HTML", () => {
  it("asks an <h2> question with the paragraph under it as the answer", async () => {
    const html = "<html><body><h1>Quillmark FAQ</h1><h2>How do I rotate the Quillmark logs?</h2><p>You can rotate the logs by sending the daemon a HUP signal after moving the files.</p></body></html>";
    const document = await documentFromBytes("faq.html", Buffer.from(html), "html");
    const lines = numberedLines(document.lines);
    expect(entryFacts(lines, 1, lines.size).map((fact) => [fact.question, fact.answer])).toEqual([["How do I rotate the Quillmark logs?", "You can rotate the logs by sending the daemon a HUP signal after moving the files."]]);
  });
});

describe("an FAQ written as a list of questions over their answers", () => {
  it("reads each item's question and the paragraph under it, and asks nothing of a list of questions alone", () => {
    // pika's FAQ (docutils: `<li><p>Is Pika thread safe?</p><blockquote>…`), now that the HTML adapter keeps the "- ".
    const lines = [
      "# Frequently Asked Questions",
      "- Is Frobka thread safe?",
      "Frobka does not have any notion of threading in the code.",
      "- How can I contribute to Frobka?",
      "You can fork the project on Github and issue Pull Requests when you have something solid to add.",
      "",
      "## Contents",
      "- How do I install frob?",
      "- Why is frob slow?",
      "",
      "## Testing a firewall",
      "- Do we want to check an allowed, or a forbidden flow?",
      "In the first case, we send a valid packet.",
      "- How to simulate a testing computer?",
      "Using only these 3 key points, an administrator can test a network.",
      "- What does the --no-frob option do?",
      "With this option, frobka will not measure and account for sequence-specific biases.",
    ];
    expect(entryFacts(numberedLines(lines), 1, lines.length).map((fact) => `${fact.question} | ${fact.answer}`)).toEqual([
      "Is Frobka thread safe? | Frobka does not have any notion of threading in the code.",
      "How can I contribute to Frobka? | You can fork the project on Github and issue Pull Requests when you have something solid to add.",
      "What does the --no-frob option do? | With this option, frobka will not measure and account for sequence-specific biases.",
    ]);
  });
});

describe("a reStructuredText glossary's terms (Octavia's glossary, the hundred-forty-seventh held-out set)", () => {
  const GLOSSARY = [
    "Frob Glossary",
    "=============",
    "The terms used across these pages.",
    "",
    ".. glossary:: :sorted:",
    "",
    "    Amphora",
    "        Virtual machine, container or device that performs the task of load",
    "        balancing in the frob system. More specifically, an amphora takes requests.",
    "",
    "    Health Monitor",
    "        An object that defines a check method for each member of the pool.",
    "",
    "Outside the glossary again.",
    "",
    "    Indented",
    "        Lines indented under a paragraph are a block quote, not a term.",
  ];

  it("asks what each term means, the definition's first sentence as the answer, and nothing outside the directive", () => {
    const facts = glossaryFacts(numberedLines(GLOSSARY), 1, GLOSSARY.length);
    expect(facts.map((fact) => [fact.question, fact.answer])).toEqual([
      ["What does the term “Amphora” mean?", "Virtual machine, container or device that performs the task of load balancing in the frob system."],
      ["What does the term “Health Monitor” mean?", "An object that defines a check method for each member of the pool."],
    ]);
    expect(facts[0]!.evidence).toEqual([{ start_line: 7, end_line: 9 }]);
  });

  it("is read back by the reader from the term's line, whether or not the directive was read", () => {
    const seen = new Map(GLOSSARY.map((line, index) => [index + 1, line] as const).filter(([line]) => line >= 10));
    const candidates = findCandidates(analyseQuestion("What does the term “Health Monitor” mean?"), seen, new Map());
    expect(candidates.map((candidate) => candidate.answer)).toEqual(["An object that defines a check method for each member of the pool."]);
  });
});


describe("an option inside a fenced example", () => {
  it("is code, no option's entry: the text after the fence describes no option", () => {
    const lines = [
      "To build without the applications:",
      "",
      "```",
      "cmake ..",
      "-DENABLE_APPS=0",
      "```",
      "Note also that there are several other options that, when enabled, need the C++11 standard.",
      "",
      "-DENABLE_LOGGING=1",
      "    Turns the library's logging on, for every functional area.",
    ];
    const asked = entryFacts(numberedLines(lines), 1, lines.length).map((fact) => fact.question);
    expect(asked.some((question) => question.includes("ENABLE_APPS"))).toBe(false);
    expect(asked).toContain("What does the -DENABLE_LOGGING option do?");
  });

  it("takes a reStructuredText title's underline of tildes for no fence", () => {
    const lines = ["``--always-write-cache``", "~~~~~~~~~~~~~~~~~~~~~~~~", "", "Always write all packaged dependencies within the PEX to disk prior to invocation."];
    expect(entryFacts(numberedLines(lines), 1, lines.length).map((fact) => fact.question)).toEqual(["What does the --always-write-cache option do?"]);
  });
});
