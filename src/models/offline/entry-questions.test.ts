import { describe, expect, it } from "vitest";
import { commandFacts, entryFacts, faqQuestion, optionQuestion } from "./entry-questions.js";
import { analyseQuestion } from "./question-analysis.js";
import { findCandidates } from "./reader-extract.js";
import { numberedLines } from "../../../test/support/lines.js";


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

  it("skips a table of contents, hedged answers and questions that point elsewhere", () => {
    expect(facts.filter((fact) => fact.evidence[0]!.start_line <= 3)).toEqual([]);
    expect(Object.keys(asked)).not.toContain("How do I change my password?");
    expect(Object.keys(asked)).not.toContain("How should I undo it?");
    expect(facts).toHaveLength(5);
  });

  it("reads headings, not sentences, as entries", () => {
    expect(faqQuestion("2.3. How do I install Frobnitz from source?")).toBe("How do I install Frobnitz from source?");
    expect(faqQuestion("What is the reason? We do not know.")).toBeUndefined();
    expect(faqQuestion("    do I know which version I run?")).toBeUndefined(); // the second line of a wrapped heading
    expect(optionQuestion("--format=<format>")).toBe("What does the --format option do?");
    expect(optionQuestion("-n")).toBeUndefined();
    expect(optionQuestion("--force is dangerous.")).toBeUndefined();
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
