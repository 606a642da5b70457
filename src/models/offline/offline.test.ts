import { AIMessage, HumanMessage, SystemMessage } from "@langchain/core/messages";
import { describe, expect, it } from "vitest";
import { fixturePath } from "../../../test/support/fixtures.js";
import { askOfflineReader, runToolLoop, type AgentRun } from "../../../test/support/offline-agent.js";
// The tests speak the lead's protocol exactly, so they build the messages with the graph's own prompt builders.
import { documentBrief, dedupMessage, dedupSystemPrompt, generatorTaskMessage } from "../../agents/prompts.js";
import { createDocument, type Document } from "../../documents/document.js";
import { loadDocument } from "../../documents/load.js";
import { documentTools, type DocumentToolName } from "../../documents/tools.js";
import { proseText } from "../../documents/sentences.js";
import { normaliseForMatch } from "../../documents/words.js";
import { isQaforgeError } from "../../errors.js";
import { UsageLedger } from "../usage.js";
import { createOfflineModel } from "./index.js";
import { isFirstChoice } from "./questioner.js";

const GENERATOR_TERMINALS = ["submit_qa", "report_exhausted"];



interface Generated {
  question: string;
  answer: string;
  evidence: { start_line: number; end_line: number }[];
  content_refs?: string[];
}

async function generate(
  document: Document,
  options: { count: number; seed?: number; accepted?: string[]; mode?: "textual" | "visual" },
): Promise<{ generated: Generated[]; exhausted?: string; agents: AgentRun[] }> {
  const mode = options.mode ?? "textual";
  const include: DocumentToolName[] = mode === "visual" ? ["read_lines", "search", "list_visual_content", "view_page"] : ["read_lines", "search"];
  const tools = documentTools(document, { include });
  const model = createOfflineModel("questioner", "generator", { temperature: 0, seed: options.seed ?? 0 });
  const accepted = [...(options.accepted ?? [])];
  const generated: Generated[] = [];
  const agents: AgentRun[] = [];
  for (let attempt = 1; generated.length < options.count; attempt++) {
    const task = generatorTaskMessage({ document: documentBrief(document), attempt, acceptedQuestions: accepted, rejected: [], viewedPages: [], mode });
    const agent = await runToolLoop(model, tools, GENERATOR_TERMINALS, [new SystemMessage("generator"), new HumanMessage(task)]);
    agents.push(agent);
    if (agent.call.name === "report_exhausted") return { generated, exhausted: String(agent.call.args.reason), agents };
    const qa = agent.call.args as Generated;
    generated.push(qa);
    accepted.push(qa.question);
  }
  return { generated, agents };
}

async function validate(document: Document, question: string, reference: string, mode: "textual" | "visual" = "textual") {
  const { own, verdict, messages } = await askOfflineReader(document, question, { reference, mode });
  return { own, verdict: verdict!, messages };
}

function expectRealQuestion({ question, answer }: Generated): void {
  expect(question).toMatch(/\?$/);
  expect(question).toMatch(/^(What|Which|Who|Whom|When|Where|How|In|On|At|For|By|Since|Until|To|Is|Are|Was|Were|Does|Do|Did|Has|Have|Had)\b/);
  expect(question).not.toContain("__");
  expect(question).not.toMatch(/\bline \d+/i);
  expect(` ${normaliseForMatch(question)} `).not.toContain(` ${normaliseForMatch(answer)} `);
}

function expectAnswerInEvidence(document: Document, { answer, evidence }: Generated): void {
  // As prose: a word hyphenated at a line end reads as one word.
  const text = evidence.map((range) => proseText(document.lines.slice(range.start_line - 1, range.end_line))).join(" ");
  expect(` ${normaliseForMatch(text)} `, `"${answer}" in lines ${JSON.stringify(evidence)}`).toContain(` ${normaliseForMatch(answer)} `);
}

async function loadOptional(path: string): Promise<Document | undefined> {
  try {
    return await loadDocument(fixturePath(path));
  } catch (error) {
    if (isQaforgeError(error) && error.code === "unsupported_format") return undefined;
    throw error;
  }
}

const monsters = await loadDocument(fixturePath("markdown/srd52-monsters_az.md"));
const opinion = await loadDocument(fixturePath("text/scotus-fisher-opinion.txt"));

/** Over three seeds, the document's ten questions ask of the thing `about` picks exactly once. */
async function expectAskedOnce(document: Parameters<typeof generate>[0], about: (question: string) => boolean): Promise<void> {
  for (const seed of [1, 2, 3]) {
    const { generated } = await generate(document, { count: 10, seed });
    const asked = generated.filter((qa) => about(qa.question));
    expect(asked, `seed ${seed}: ${asked.map((qa) => qa.question).join(" | ")}`).toHaveLength(1);
  }
}

describe("the offline questioner and reader on real documents", () => {
  it("asks real questions whose answers are in their evidence, and the reader finds the same answers", async () => {
    const fromMonsters = await generate(monsters, { count: 30 });
    const fromOpinion = await generate(opinion, { count: 30 });
    expect(fromMonsters.generated).toHaveLength(30);
    expect(fromOpinion.generated.length).toBeGreaterThanOrEqual(3);
    expect(fromOpinion.exhausted).toBeDefined();

    let agreed = 0;
    const all = [...fromMonsters.generated.map((qa) => [monsters, qa] as const), ...fromOpinion.generated.map((qa) => [opinion, qa] as const)];
    for (const [document, qa] of all) {
      expectRealQuestion(qa);
      expectAnswerInEvidence(document, qa);
      const { verdict } = await validate(document, qa.question, qa.answer);
      if (verdict.matches_reference) agreed++;
      else if (process.env.QAFORGE_DEBUG_AGREEMENT) console.log("DISAGREE", qa.question, "=>", qa.answer, "|", verdict.detail);
    }
    expect(all.length).toBeGreaterThanOrEqual(30);
    // Measured: 33 of 33 on these two documents (seed 0); the floor leaves room for harmless changes.
    expect(agreed / all.length).toBeGreaterThanOrEqual(0.85);
  }, 120_000);

  it("asks about what the prose of a PDF-like text states, and the reader answers from its own reading", async () => {
    // Wrapped lines, a hyphenated word and running heads between pages, as a PDF's text layer gives them; no numbers.
    const lines = [
      "1. Introduction",
      "The zoo package provides an S3 class for totally ordered indexed observations. Such objects hold",
      "data in sparse matrices. Objects of class zoo are created by the function zoo. The func-",
      "2 zoo: An S3 Class and Methods for Indexed Totally Ordered Observations",
      "tion na.approx replaces each missing value with a linear interpolation of its neighbours. The",
      "rollapply function is used to apply a function to rolling margins of an array. The opposite",
      "of aggregation is disaggregation. Data from the study was deposited in Dryad. The method",
      "argument defaults to the restricted likelihood. It returns a matrix.",
      "Achim Zeileis, Gabor Grothendieck 3",
      "The summary method for zoo objects provides information about the index and the data.",
    ];
    const document = createDocument({ id: "prose", path: "zoo-like.pdf", format: "pdf" }, { lines, pageStarts: [1, 4, 9] });
    const { generated, exhausted } = await generate(document, { count: 20 });
    expect(exhausted).toBeDefined();
    expect(generated.length).toBeGreaterThanOrEqual(6);
    for (const qa of generated) {
      expectRealQuestion(qa);
      expectAnswerInEvidence(document, qa);
      const { own, verdict } = await validate(document, qa.question, qa.answer);
      expect(verdict.matches_reference, `${qa.question} → "${own.answer}" vs "${qa.answer}"`).toBe(true);
    }
    expect(generated.map((qa) => qa.question)).toContain("What does the function na.approx replace?");
  }, 60_000);

  it("asks an FAQ's questions and what a manual's options do, and the reader finds the entry and its answer", async () => {
    const lines = [
      "Frobnitz FAQ",
      "",
      "1.1. What is Frobnitz?",
      "  1.2. Where is the configuration file kept?",
      "",
      "1.1. What is Frobnitz?",
      "",
      "    Frobnitz is a small tool that converts legacy",
      "    archives into plain directories. It runs on any system.",
      "",
      "1.2. Where is the configuration file kept?",
      "",
      "    The configuration file is kept in /etc/frobnitz.conf on every system.",
      "",
      "Options",
      "",
      "--dry-run::",
      "\tShows what would be converted without writing anything.",
      "",
      "-v, --verbose",
      "    Prints every file as it is converted.",
    ];
    const document = createDocument({ id: "faq", path: "faq.txt", format: "text" }, { lines });
    const { generated } = await generate(document, { count: 20 });
    expect(generated.map((qa) => qa.question).sort()).toEqual([
      "What does the --dry-run option do?",
      "What does the --verbose option do?",
      "What is Frobnitz?",
      "Where is the configuration file kept?",
    ]);
    for (const qa of generated) {
      expectAnswerInEvidence(document, qa);
      const { own, verdict } = await validate(document, qa.question, qa.answer);
      expect(verdict.matches_reference, `${qa.question} → "${own.answer}" vs "${qa.answer}"`).toBe(true);
    }
    // The table of contents holds the question too, with no answer under it: the reader reads the entry that has one.
    const { own } = await validate(document, "What is Frobnitz?", "a tool");
    expect(own.answer).toBe("Frobnitz is a small tool that converts legacy archives into plain directories.");
  }, 60_000);

  it("asks a fact once though a summary table and a member's entry both state it", async () => {
    const lines = [
      "## Enum CompassPoint.Cardinal",
      "public static enum CompassPoint.Cardinal",
      "extends java.lang.Enum<CompassPoint.Cardinal>",
      "Enum defining the compass cardinal points.",
      "",
      "### Method Summary",
      "Modifier and Type | Method | Description",
      "CompassPoint.Cardinal | nextClockwise() | Returns the next cardinal point in the clockwise direction.",
      "",
      "### Method Detail",
      "",
      "#### nextClockwise()",
      "public CompassPoint.Cardinal nextClockwise()",
      "Returns the next cardinal point in the clockwise direction.",
      "",
    ];
    const document = createDocument({ id: "cardinal", path: "CompassPoint.Cardinal.html", format: "html" }, { lines });
    const { generated } = await generate(document, { count: 10 });
    const answers = generated.map((qa) => normaliseForMatch(qa.answer));
    expect(answers.filter((answer) => answer === normaliseForMatch("Returns the next cardinal point in the clockwise direction."))).toHaveLength(1);
    expect(generated.map((qa) => qa.question)).toContain("What is the `CompassPoint.Cardinal` enum?");
  }, 60_000);

  it("asks what a getter does or what it returns, not both (set 165's SidewaysPrint)", async () => {
    const lines = [
      "## Class FrobPrint",
      "public class FrobPrint",
      "extends Object",
      "A decorator print that frobs its target.",
      "",
      "### Method Detail",
      "",
      "#### getTarget()",
      "public Print getTarget()",
      "Returns the print to be frobbed.",
      "Returns:",
      "the print to be frobbed",
      "",
      "#### getAngle()",
      "public int getAngle()",
      "Returns the angle by which the target will be frobbed.",
      "Returns:",
      "the angle by which the target will be frobbed",
      "",
    ];
    const document = createDocument({ id: "frobprint", path: "FrobPrint.html", format: "html" }, { lines });
    // Its declared type ("What type does `getTarget()` return?", "Print") is another fact.
    for (const name of ["getTarget", "getAngle"]) await expectAskedOnce(document, (question) => question.includes(name) && !/^What type does/.test(question));
  }, 60_000);

  it("asks a member once though its summary row and its entry are far apart and read at different times", async () => {
    const filler = Array.from({ length: 160 }, (_, index) => (index % 2 === 0 ? "" : `Frob note ${index}.`));
    const lines = [
      "## Class Frobber",
      "public class Frobber",
      "extends Object",
      "",
      "### Method Summary",
      "Modifier and Type | Method | Description",
      "void | setPrefix(String prefix) | Sets the prefix to be added at the beginning of every frob result.",
      "",
      ...filler,
      "### Method Detail",
      "",
      "#### setPrefix(prefix)",
      "public void setPrefix(String prefix)",
      "Sets the prefix to be added at the beginning of every frob result.",
      "",
    ];
    const document = createDocument({ id: "frobber", path: "Frobber.html", format: "html" }, { lines });
    await expectAskedOnce(document, (question) => /setPrefix/.test(question));
  }, 60_000);

  it("asks two things that share an answer when the questions are about two names", async () => {
    const lines = [
      "## module frob.cli",
      "",
      "### class frob.cli.ShowCommand(app)",
      "Bases: osc_lib.command.command.Command",
      "Show a frob.",
      "",
      "### class frob.cli.DeleteCommand(app)",
      "Bases: osc_lib.command.command.Command",
      "Delete a frob.",
      "",
    ];
    const document = createDocument({ id: "cli", path: "frob.cli.html", format: "html" }, { lines });
    const { generated } = await generate(document, { count: 10 });
    expect(generated.map((qa) => qa.question)).toEqual(expect.arrayContaining(["What is the base class of `frob.cli.ShowCommand`?", "What is the base class of `frob.cli.DeleteCommand`?"]));
  }, 60_000);

  it("asks a method every class inherits, its description repeated under each class, once (the hundred-sixty-seventh held-out set)", async () => {
    const lines: string[] = ["## module frob.styles", ""];
    for (const name of ["GridParam", "AxesParam", "FontParam", "SymbolParam", "LineParam"]) {
      lines.push(`### class frob.styles.${name}`, `Bases: frob.DataSet`, `Parameters of a ${name.replace("Param", "").toLowerCase()} style.`, "");
      lines.push(`#### method frob.styles.${name}.get_title()`, "Return data set title", "");
      lines.push(`#### method frob.styles.${name}.check()`, "Check the dataset item values", "");
    }
    const document = createDocument({ id: "styles", path: "styles.html", format: "html" }, { lines });
    const { generated } = await generate(document, { count: 10 });
    const questions = generated.map((qa) => qa.question);
    expect(questions.filter((question) => /get_title\(\)/.test(question))).toHaveLength(1);
    expect(questions.filter((question) => /check\(\)/.test(question))).toHaveLength(1);
    // The classes are still asked apart, though they share their base class.
    expect(questions.filter((question) => /^What is the base class of `frob\.styles\.\w+Param`\?$/.test(question)).length).toBeGreaterThanOrEqual(3);
  }, 60_000);

  it("asks about a guide's instructions and what its tool lets you do, and the reader finds the same answers", async () => {
    const lines = [
      "Getting Started with Frobnitz",
      "The built-in dev-server lets you preview your documentation as you work on it, and it rebuilds the site whenever anything changes.",
      "To install Frobnitz, run the following command:",
      "pip install frobnitz",
      "To get help with Frobnitz, please use the mailing list or the issue tracker.",
      "Right now the docs folder just contains a single documentation page, named index.md.",
      "You can use `frob check` to validate the configuration before a build.",
      "There are two main commands that can be used to build the site: frob build and frob serve.",
      "You can get the correct translation strings by adding proper PO strings to the catalog.",
      // The same means said of the thing it is done to (shinystan's vignette, the hundred-forty-second held-out set);
      // "This name" is the sentence before's, and "the default" alone says nothing of which.
      "The number of worker threads can be set by passing the threads option to the server.",
      "This name can be set by adding the label argument when the server starts.",
      "The default can be changed by setting the jobs option.",
    ];
    const document = createDocument({ id: "guide", path: "guide.html", format: "html" }, { lines });
    const { generated } = await generate(document, { count: 10 });
    expect(generated.map((qa) => qa.question).sort()).toEqual([
      "How can the number of worker threads be set?",
      "How can you get help with Frobnitz?",
      "How can you get the correct translation strings?",
      "What are the two main commands that can be used to build the site?",
      "What can you use to validate the configuration before a build?",
      "What does the built-in dev-server let you do?",
      "What does the docs folder contain?",
      "Which command do you run to install Frobnitz?",
    ]);
    for (const qa of generated) {
      const { own, verdict } = await validate(document, qa.question, qa.answer);
      expect(verdict.matches_reference, `${qa.question} → "${own.answer}" vs "${qa.answer}"`).toBe(true);
    }
  }, 60_000);

  it("asks for the object of a general subject–verb–object sentence, and the reader finds the same answer", async () => {
    const lines = [
      "Frobnitz Reference",
      "",
      "Advanced range syntax desugars to primitive comparators in deterministic ways.",
      "",
      "The watch file configures the uscan program to watch the upstream site.",
      "",
      "Caret ranges allow changes that keep the left-most non-zero element.",
      "",
      "The region of integration is given by the vectors lower and upper.",
      "",
      "Starting with Frobnitz 2.0, it is also possible to open archives in atomic mode by passing `atomic=True`.",
      "",
      "The Frobnitz repository can maintain multiple branches of development.",
      "",
      "The full references for the frob tests can be found on the help pages of each function.",
      "",
      "Bug reports for frobnitz should be filed on Launchpad, not GitHub.",
      "",
      "Crash dumps of the frob daemon are written to /var/crash.",
      "",
      // A name without its article after "written in" is a language (trace2dbest's guide, the hundred-forty-second set).
      "The frob scheduler is written in Perl, it requires Perl version 5.4 or later.",
      "",
      "The frob value is written to be read later.",
    ];
    const document = createDocument({ id: "ref", path: "reference.md", format: "markdown" }, { lines });
    const { generated } = await generate(document, { count: 10 });
    expect(Object.fromEntries(generated.map((qa) => [qa.question, qa.answer]))).toEqual({
      "What does advanced range syntax desugar to?": "primitive comparators in deterministic ways",
      "What does the watch file configure?": "the uscan program to watch the upstream site",
      "What do caret ranges allow?": "changes that keep the left-most non-zero element",
      "What is the region of integration given by?": "the vectors lower and upper",
      "How can you open archives in atomic mode?": "by passing `atomic=True`",
      "What can the Frobnitz repository maintain?": "multiple branches of development",
      "Where can the full references for the frob tests be found?": "on the help pages of each function",
      "Where should bug reports for frobnitz be filed?": "on Launchpad, not GitHub",
      "Where are crash dumps of the frob daemon written?": "to /var/crash",
      "In which language is the frob scheduler written?": "Perl",
    });
    for (const qa of generated) {
      expectAnswerInEvidence(document, qa);
      const { own, verdict } = await validate(document, qa.question, qa.answer);
      expect(verdict.matches_reference, `${qa.question} → "${own.answer}" vs "${qa.answer}"`).toBe(true);
    }
  }, 60_000);

  it("asks which release of a changelog made a change, and the reader finds the release heading above the entry", async () => {
    const lines = ["# frobnitz 2.1-0", "", "* Added new argument `keep = TRUE` to `convert()` which is then passed on", "  to `verify()`.", ""];
    for (let index = 0; index < 40; index++) lines.push(`* Tweaked internal helper number ${index}.`);
    lines.push("", "# frobnitz 2.0-0", "", "* Fixed handling of empty archives in `list()`.");
    const document = createDocument({ id: "news", path: "NEWS.md", format: "markdown" }, { lines });
    const { generated } = await generate(document, { count: 10 });
    expect(Object.fromEntries(generated.map((qa) => [qa.question, qa.answer]))).toEqual({
      "Which version of frobnitz added new argument `keep = TRUE` to `convert()`?": "2.1-0",
      "Which version of frobnitz fixed handling of empty archives in `list()`?": "2.0-0",
    });
    for (const qa of generated) {
      expectAnswerInEvidence(document, qa);
      const { own, verdict } = await validate(document, qa.question, qa.answer);
      expect(verdict.matches_reference, `${qa.question} → "${own.answer}" vs "${qa.answer}"`).toBe(true);
    }
  }, 60_000);

  it("asks which release added what a changelog entry names by its code alone ('New `x()` for …'), and the reader agrees", async () => {
    const lines = ["# frobnitz 2.1-0", "", "* New `frob_table()` for generating a weighted table of frobs (#191).", "", "* New `frob_start()` and `frob_end()` functions for the ends of a run.", ""];
    for (let index = 0; index < 40; index++) lines.push(`* Tweaked internal helper number ${index}.`);
    lines.push("", "# frobnitz 2.0-0", "", "* New `keep` argument to `convert()`.", "", "* New `frob_sum()` for adding frobs.");
    const document = createDocument({ id: "news", path: "NEWS.md", format: "markdown" }, { lines });
    const { generated } = await generate(document, { count: 10 });
    expect(Object.fromEntries(generated.map((qa) => [qa.question, qa.answer]))).toEqual({
      "Which version of frobnitz added `frob_table()`?": "2.1-0",
      "Which version of frobnitz added the `frob_start()` and `frob_end()` functions?": "2.1-0",
      "Which version of frobnitz added `frob_sum()`?": "2.0-0",
    });
    for (const qa of generated) {
      expectAnswerInEvidence(document, qa);
      const { own, verdict } = await validate(document, qa.question, qa.answer);
      expect(verdict.matches_reference, `${qa.question} → "${own.answer}" vs "${qa.answer}"`).toBe(true);
    }
  }, 60_000);

  it("asks what a Sphinx option directive's option does in reStructuredText, and the reader finds the directive", async () => {
    const lines = [
      "Options",
      "=======",
      "",
      ".. option:: --dry-run",
      "",
      "   Shows what would be converted without writing anything.",
      "",
      ".. option:: -k, --keep",
      "",
      "   Keeps the original archives after a conversion.",
    ];
    const document = createDocument({ id: "rst", path: "options.rst", format: "text" }, { lines });
    const { generated } = await generate(document, { count: 5 });
    expect(Object.fromEntries(generated.map((qa) => [qa.question, qa.answer]))).toEqual({
      "What does the --dry-run option do?": "Shows what would be converted without writing anything.",
      "What does the --keep option do?": "Keeps the original archives after a conversion.",
    });
    for (const qa of generated) {
      const { own, verdict } = await validate(document, qa.question, qa.answer);
      expect(verdict.matches_reference, `${qa.question} → "${own.answer}" vs "${qa.answer}"`).toBe(true);
    }
  }, 60_000);

  it("asks who did what a paper cites, and the reader finds the authors before the verb in either tense", async () => {
    const lines = [
      "2. Tests for structural change",
      "Ploberger and Krämer (1992) suggested to base a structural change test on cumulative sums of the common OLS residuals.",
      "Krämer, Ploberger, and Alt (1988) show that the main properties of the CUSUM quantity remain the same under weaker assumptions.",
    ];
    const document = createDocument({ id: "paper", path: "paper.pdf", format: "pdf" }, { lines, pageStarts: [1] });
    const { generated } = await generate(document, { count: 5 });
    expect(generated.map((qa) => qa.answer).sort()).toEqual(["Krämer, Ploberger, and Alt", "Ploberger and Krämer"]);
    for (const qa of generated) {
      const { own, verdict } = await validate(document, qa.question, qa.answer);
      expect(verdict.matches_reference, `${qa.question} → "${own.answer}" vs "${qa.answer}"`).toBe(true);
    }
  }, 60_000);

  it("asks a manual's commands, conditional instructions, defaults and what its tools will do, and the reader agrees", async () => {
    const lines = [
      "Frobnitz user guide",
      "",
      "To list the archives in a repository, run:",
      "",
      "```sh",
      "$ frob list --all",
      "```",
      "",
      "To convert every archive, run the following command:",
      "frob convert .",
      "frob verify .",
      "If you'd like to keep the original archives, simply pass the --keep flag to the convert command.",
      "By default, Frobnitz uses the zstd compressor for new archives.",
      "The default block size for the convert command is 4 MiB, so large archives are split.",
      "The frob-daemon service will automatically restart crashed workers after a short delay.",
      "The --dry-run flag is to show what would be converted without writing anything.",
      "The low-level commands are often called \"plumbing\", with the friendlier commands called \"porcelain\".",
      "A Makefile can contain a reference to a missing library.",
      "The suitable checks are the Harvey-Collier test, which is essentially a t test of the recursive residuals, and the Rainbow test.",
      "The English source is kept as XML files under rawxml/.",
      "The merge workflow works by copying branches between upstream and downstream.",
      "Use frob-align to round the archive dates to whole days, then call frob-pack to pack them.",
      "The argument passed to --from-list must be the name of a text file that contains one pattern per line.",
      "The archive index is a cache of the state of a directory tree, used to create snapshots, check out working directories, and hold the various trees involved in a merge.",
    ];
    const document = createDocument({ id: "manual", path: "manual.md", format: "markdown" }, { lines });
    const { generated } = await generate(document, { count: 20 });
    expect(Object.fromEntries(generated.map((qa) => [qa.question, qa.answer]))).toEqual({
      "Which command do you run to list the archives in a repository?": "frob list --all",
      "How can you keep the original archives?": "pass the --keep flag to the convert command",
      "What does Frobnitz use by default?": "the zstd compressor for new archives",
      "What is the default block size for the convert command?": "4 MiB",
      "What will the frob-daemon service automatically restart?": "crashed workers after a short delay",
      "What is the --dry-run flag for?": "to show what would be converted without writing anything",
      "What are the low-level commands often called?": '"plumbing"',
      "What is the Harvey-Collier test?": "a t test of the recursive residuals",
      "How is the English source kept?": "as XML files under rawxml/",
      "How does the merge workflow work?": "by copying branches between upstream and downstream",
      "What can you use to round the archive dates to whole days?": "frob-align",
      "What must the argument passed to --from-list be?": "the name of a text file that contains one pattern per line",
      "What is the archive index?": "a cache of the state of a directory tree",
    });
    for (const qa of generated) {
      expectAnswerInEvidence(document, qa);
      const { own, verdict } = await validate(document, qa.question, qa.answer);
      expect(verdict.matches_reference, `${qa.question} → "${own.answer}" vs "${qa.answer}"`).toBe(true);
    }
  }, 60_000);

  it("asks structured questions: key–value lines and table cells under their heading", async () => {
    const { generated } = await generate(monsters, { count: 12 });
    expect(generated.some((qa) => /^What (is|are) the [\w ]+ of the [\w ]+\?$/.test(qa.question))).toBe(true);
    expect(generated.some((qa) => /^What is the [\w ]+'s? (Strength|Dexterity|Constitution|Intelligence|Wisdom|Charisma) (score|modifier|saving throw bonus)\?$/.test(qa.question))).toBe(true);
  }, 60_000);

  it("works on email and JATS documents", async () => {
    const email = await loadDocument(fixturePath("email/enron_mail/arnold-j/active_international/1_"));
    const fromEmail = await generate(email, { count: 3 });
    expect(fromEmail.generated.length).toBeGreaterThan(0);
    for (const qa of fromEmail.generated) {
      expectRealQuestion(qa);
      expectAnswerInEvidence(email, qa);
      expect((await validate(email, qa.question, qa.answer)).verdict.matches_reference).toBe(true);
    }
    expect(fromEmail.generated[0]!.question).toMatch(/email with the subject "Active International - Action Items" on 30 Nov 2000\?$|^When was the email with the subject "Active International - Action Items" sent\?$/);

    const jats = await loadOptional("jats/pone.0046493.nxml");
    if (!jats) return;
    const fromJats = await generate(jats, { count: 5 });
    expect(fromJats.generated.length).toBeGreaterThan(0);
    for (const qa of fromJats.generated) {
      expectRealQuestion(qa);
      expectAnswerInEvidence(jats, qa);
    }
  }, 60_000);

  it("asks about captioned figures in visual mode and reports documents without visual content", async () => {
    const jats = await loadOptional("jats/pone.0046493.nxml");
    if (jats) {
      const { generated, agents } = await generate(jats, { count: 2, mode: "visual" });
      expect(generated).toHaveLength(2);
      for (const [index, qa] of generated.entries()) {
        expect(qa.question).toMatch(/^Which (figure|table) /);
        expect(qa.content_refs).toEqual([qa.answer]);
        expectAnswerInEvidence(jats, qa);
        const viewed = agents[index]!.messages.flatMap((message) => (AIMessage.isInstance(message) ? message.tool_calls ?? [] : [])).filter((call) => call.name === "view_page");
        expect(viewed.length).toBeGreaterThan(0);
        expect((await validate(jats, qa.question, qa.answer, "visual")).verdict.matches_reference).toBe(true);
      }
    }
    const { exhausted } = await generate(opinion, { count: 1, mode: "visual" });
    expect(exhausted).toMatch(/no visual content/);
  }, 60_000);
});

describe("the offline reader's verdict", () => {
  it("rejects a wrong reference answer", async () => {
    const { own, verdict } = await validate(monsters, "What is the Armor Class of the Aboleth?", "19");
    expect(own.answer).toBe("17");
    expect(verdict.matches_reference).toBe(false);
    expect((await validate(monsters, "What is the Armor Class of the Aboleth?", "17")).verdict.matches_reference).toBe(true);
    const wrongYear = await validate(opinion, "In which year was the system held unconstitutional by the United States Court of Appeals for the Fifth Circuit?", "1997");
    expect(wrongYear.own.answer).toBe("1996");
    expect(wrongYear.verdict.matches_reference).toBe(false);
  });

  it("flags a question that contains its answer as trivial, and page furniture as irrelevant", async () => {
    const { verdict } = await validate(monsters, "Which speed, 10 ft., Swim 40 ft., does the Aboleth have?", "10 ft., Swim 40 ft.");
    expect(verdict.trivial).toBe(true);
    const stamp = await validate(monsters, "What does the library stamp on the Aboleth page say?", "17");
    expect(stamp.verdict.relevant).toBe(false);
  });

  it("says when the document does not answer the question", async () => {
    const { own, verdict } = await validate(monsters, "What is the Armor Class of the Tarrasque Overlord?", "25");
    expect(own.answerable).toBe(false);
    expect(verdict.matches_reference).toBe(false);
  });
});

describe("the offline lexical deduplicator", () => {
  const dedup = async (candidate: string, accepted: string[]) => {
    const model = createOfflineModel(undefined, "deduplicator", { temperature: 0 });
    const bound = model.bindTools!([{ name: "dedup_decision", description: "", schema: { type: "object", properties: {} } }]);
    const reply = (await bound.invoke([new SystemMessage(dedupSystemPrompt()), new HumanMessage(dedupMessage(candidate, accepted))])) as AIMessage;
    expect(reply.tool_calls?.[0]?.name).toBe("dedup_decision");
    return reply.tool_calls![0]!.args as { duplicate: boolean; duplicate_of?: string | null };
  };

  it("flags a reworded duplicate with the accepted question verbatim", async () => {
    const accepted = ["What is the Hit Points of the Aboleth?", "What is the Armor Class of the Aboleth?"];
    const decision = await dedup("What Armor Class does the Aboleth have?", accepted);
    expect(decision).toMatchObject({ duplicate: true, duplicate_of: "What is the Armor Class of the Aboleth?" });
    const reordered = await dedup("In which year did the Iowa Supreme Court hold that schools may not discriminate by skin color?", [
      "Which year saw the Iowa Supreme Court hold that schools may not discriminate by skin color?",
    ]);
    expect(reordered.duplicate).toBe(true);
  });

  it("passes a different question, even about the same subject or a near-identical name", async () => {
    expect((await dedup("What is the Speed of the Aboleth?", ["What is the Armor Class of the Aboleth?"])).duplicate).toBe(false);
    expect((await dedup("What is the Armor Class of the Adult Blue Dragon?", ["What is the Armor Class of the Adult Black Dragon?"])).duplicate).toBe(false);
    expect((await dedup("What is the Speed of the Aboleth?", [])).duplicate).toBe(false);
    // Names in code are names too: two identifiers that share a prefix are two things.
    expect((await dedup("What is `tmp_path`?", ["What is the `tmp_path_factory`?"])).duplicate).toBe(false);
    expect((await dedup("What does the `indent` option do?", ["What does the indent option do?"])).duplicate).toBe(true);
    // A manual page's options of one letter: another letter, or the same in the other case, is another option.
    expect((await dedup("What does the -c option do?", ["What does the -f option do?"])).duplicate).toBe(false);
    expect((await dedup("What does the -L option do?", ["What does the -l option do?"])).duplicate).toBe(false);
    expect((await dedup("What does the -l option do?", ["What does the -l option do?"])).duplicate).toBe(true);
    // Two identifiers made of the same words in another order are two things; a call's parentheses are not a name.
    const transfer = "What does the `transfer_widgets_to_variables()` function do?";
    expect((await dedup("What does the `transfer_variables_to_widgets()` function do?", [transfer])).duplicate).toBe(false);
    expect((await dedup("What does the `transfer_widgets_to_variables` function do?", [transfer])).duplicate).toBe(true);
    // A code name of several words is one term: two questions asking different things of one class are two.
    expect((await dedup("Why is the `FileUploadBase.IOFileUploadException` class thrown?", ["Which class does `FileUploadBase.IOFileUploadException` extend?"])).duplicate).toBe(false);
    expect((await dedup("Which class does the `FileUploadBase.IOFileUploadException` class extend?", ["Which class does `FileUploadBase.IOFileUploadException` extend?"])).duplicate).toBe(true);
  });

  it("flags a question that repeats an accepted one narrowed to a call in front, either way round", async () => {
    // RNeXML's vignette: a sentence read once before its repeat was read, once after and then scoped to the call above it.
    const plain = "What is the present tree based on?";
    const scoped = "In `data()`, what is the present tree based on?";
    expect(await dedup(scoped, [plain])).toMatchObject({ duplicate: true, duplicate_of: plain });
    expect(await dedup(plain, [scoped])).toMatchObject({ duplicate: true, duplicate_of: scoped });
    // Two calls' scopes are two questions; so is a scope that is a case of the document's, not a call.
    expect((await dedup("In `leave()`, what is the time argument?", ["In `key()`, what is the time argument?"])).duplicate).toBe(false);
    expect((await dedup("On Windows, where is the frob cache kept?", ["Where is the frob cache kept?"])).duplicate).toBe(false);
  });

  it("passes a question that asks the opposite case of an accepted one", async () => {
    // RNeXML's vignette: what happens on a unique match, and on none.
    expect((await dedup("What happens if no perfect match is found?", ["What happens if a unique match is found?"])).duplicate).toBe(false);
    expect((await dedup("What happens if the frob file does not exist?", ["What happens if the frob file exists?"])).duplicate).toBe(false);
    // A negation on both sides is the same question reworded.
    expect((await dedup("What happens if no frob file is found?", ["What happens if no frob file could be found?"])).duplicate).toBe(true);
  });

  it("flags what one named thing is, asked again under another kind, and passes another name's", async () => {
    // LibreOffice's IDL page: a member table's row ("variable") and its entry below ("field") describe one service.
    const first = "What does the `AccessibleShape` field do?";
    expect(await dedup("What is the `AccessibleShape` variable?", [first])).toMatchObject({ duplicate: true, duplicate_of: first });
    expect((await dedup("What is the `AccessibleText` variable?", [first])).duplicate).toBe(false);
    expect((await dedup("What is the `AccessibleText` variable?", ["What does the `AccessibleShape` field do?", "What is the `AccessibleShapes` class?"])).duplicate).toBe(false);
    // One name under two owners is two entries.
    expect((await dedup("What is the `frob` field of `Alpha`?", ["What does the `frob` method of `Beta` do?"])).duplicate).toBe(false);
    // A Doxygen struct page read in order (set 162's ENetPeer): the summary table's row is asked before the reader has
    // seen the member's entry and its owner, then the entry with its owner; one member, asked twice.
    const row = "What is the `address` variable?";
    expect(await dedup("What is the `address` field of `ENetPeer`?", [row])).toMatchObject({ duplicate: true, duplicate_of: row });
    expect(await dedup(row, ["What is the `address` field of `ENetPeer`?"])).toMatchObject({ duplicate: true });
  });

  it("passes what a thing is beside what it does with something, and flags the same meaning asked with 'do'", async () => {
    // Set 212's lighttpd page: "What is mod_magnet?" shares all its words but the verb with "What can mod_magnet attract?".
    expect((await dedup("What is mod_magnet?", ["What can mod_magnet attract?"])).duplicate).toBe(false);
    expect((await dedup("What can mod_magnet attract?", ["What is mod_magnet?"])).duplicate).toBe(false);
    expect((await dedup("What is a Gst::Pipeline?", ["What does a Gst::Pipeline maintain?"])).duplicate).toBe(false);
    // A GObject property's description and its default are two facts; its description and what it holds are one.
    const property = "What is the `icon-name` property of `AppIndicator`?";
    expect((await dedup("What does the `icon-name` property of `AppIndicator` default to?", [property])).duplicate).toBe(false);
    expect((await dedup("What does the `icon-name` property of `AppIndicator` hold?", [property])).duplicate).toBe(true);
    expect((await dedup("What does the `clfftLayout` enumeration do?", ["What is the `clfftLayout` enumeration?"])).duplicate).toBe(true);
    expect((await dedup("What does the frob package mean?", ["What is the frob package?"])).duplicate).toBe(true);
    // What a class does (its description) beside the class it extends (set 218's Javadoc page).
    expect((await dedup("Which class does `XMLEventReaderInputProcessor` extend?", ["What does the `XMLEventReaderInputProcessor` class do?"])).duplicate).toBe(false);
    // What a call does and what it does to its object are one fact ("Releases the blob." / "the blob").
    expect((await dedup("What does the `blob_unpin()` function release?", ["What does the `blob_unpin()` function do?"])).duplicate).toBe(true);
    expect((await dedup("What does the limit option default to?", ["What does the limit option do?"])).duplicate).toBe(false);
  });

  it("flags what a getter does beside what it returns, and passes a call that does more than return", async () => {
    // Set 225's py_stringmatching page: "Get gap continuation cost." and "gap continuation cost (float)", one fact.
    const does = "What does the `frob.Affine.get_gap_continuation()` method do?";
    expect(await dedup("What does `frob.Affine.get_gap_continuation()` return?", [does])).toMatchObject({ duplicate: true, duplicate_of: does });
    expect((await dedup("What does `isEmpty()` return?", ["What does the `isEmpty()` method do?"])).duplicate).toBe(true);
    // Another getter, or a call that is no getter ("gather" does work before it returns), stays apart.
    expect((await dedup("What does `frob.Affine.get_gap_start()` return?", [does])).duplicate).toBe(false);
    expect((await dedup("What does `frob.gather()` return?", ["What does the `frob.gather()` method do?"])).duplicate).toBe(false);
  });

  it("flags one class's parent asked in another shape, and passes another class's", async () => {
    // Set 181's BCEL Module page: its hierarchy ("extend") and its description ("derived from") name one parent.
    const first = "What is the `Module` class derived from?";
    expect(await dedup("Which class does `Module` extend?", [first])).toMatchObject({ duplicate: true, duplicate_of: first });
    expect(await dedup("What is the base class of `Module`?", ["Which class does `Module` extend?"])).toMatchObject({ duplicate: true });
    expect((await dedup("Which class does `Method` extend?", [first])).duplicate).toBe(false);
    expect((await dedup("What does `Module.dump()` do?", [first])).duplicate).toBe(false);
  });
});

describe("the offline engine as a provider", () => {
  it("lets the event loop run before each turn, so a long run never starves timers, signals or a test runner's worker", async () => {
    const model = createOfflineModel(undefined, "deduplicator", { temperature: 0 });
    let ran = 0;
    setImmediate(() => ran++);
    // A turn computed in a chain of resolved promises alone would end before the immediate callback had its turn.
    await model.invoke([new HumanMessage("<new_question>What is the frob limit?</new_question>")]);
    expect(ran).toBe(1);
  });

  it("is deterministic for a seed and orders the document differently for another", async () => {
    const first = await generate(monsters, { count: 5, seed: 1 });
    const again = await generate(monsters, { count: 5, seed: 1 });
    const other = await generate(monsters, { count: 5, seed: 2 });
    expect(again.generated).toEqual(first.generated);
    expect(other.generated.map((qa) => qa.question)).not.toEqual(first.generated.map((qa) => qa.question));
  }, 60_000);

  it("reports a tiny document exhausted once its facts are asked", async () => {
    const tiny = createDocument(
      { id: "1".repeat(64), path: "tiny.md", format: "markdown" },
      { lines: ["# Lighthouse", "", "- **Height:** 42 m", "- **Built:** 1874", ""], title: "Lighthouse" },
    );
    const { generated, exhausted } = await generate(tiny, { count: 10 });
    expect(generated.map((qa) => qa.answer).sort()).toEqual(["1874", "42 m"]);
    expect(exhausted).toMatch(/read all of the document; every statement the offline engine can make a question of .* is already asked/);
    const again = await generate(tiny, { count: 1, accepted: generated.map((qa) => qa.question) });
    expect(again.generated).toHaveLength(0);
    expect(again.exhausted).toBeDefined();
  });

  it("asks first what a question can name, and the rest only once the whole document is read", async () => {
    const harbour = createDocument(
      { id: "3".repeat(64), path: "harbour.md", format: "markdown" },
      {
        lines: [
          "# Harbour lights",
          "",
          "The pilot boat is used to guide ships through the narrow channel.",
          "",
          ...Array.from({ length: 90 }, (_, index) => (index % 2 === 0 ? "" : `Pier ${index} is painted white.`)),
          "",
          "The `harbour_light()` function returns the colour of the beacon at a given hour.",
          "",
        ],
        title: "Harbour lights",
      },
    );
    for (const seed of [1, 2, 3, 4]) {
      const { generated } = await generate(harbour, { count: 2, seed });
      // Whichever region the seed reads first, the question that names its subject comes first …
      expect(generated[0]!.question).toBe("What does the `harbour_light()` function return?");
      // … and the one that names nothing in code is still asked after it.
      expect(generated[1]!.question).toBe("What is the pilot boat used for?");
    }
    expect(isFirstChoice({ kind: "statement", question: "What is the southern-most point?" })).toBe(false);
    expect(isFirstChoice({ kind: "statement", question: "What does gcIntermediate return?" })).toBe(true);
    expect(isFirstChoice({ kind: "statement", question: "Which function computes the distance to a line?" })).toBe(true);
    expect(isFirstChoice({ kind: "statement", question: "What is, e.g., the default unit?" })).toBe(false);
    expect(isFirstChoice({ kind: "key_value", question: "What is the height of the lighthouse?" })).toBe(true);
  }, 60_000);

  it("gives each candidate of a round a different fact, and a lane with none left reports so", async () => {
    const model = createOfflineModel("questioner", "generator", { temperature: 0, seed: 3 });
    const lane = async (document: Document, index: number, of: number) => {
      const tools = documentTools(document, { include: ["read_lines", "search"] });
      const task = generatorTaskMessage({ document: documentBrief(document), attempt: 1 + index, acceptedQuestions: [], rejected: [], viewedPages: [], mode: "textual", lane: { index, of } });
      return (await runToolLoop(model, tools, GENERATOR_TERMINALS, [new SystemMessage("generator"), new HumanMessage(task)])).call;
    };
    const calls = await Promise.all([0, 1, 2].map((index) => lane(monsters, index, 3)));
    expect(calls.map((call) => call.name)).toEqual(["submit_qa", "submit_qa", "submit_qa"]);
    const questions = calls.map((call) => call.args as Generated);
    expect(new Set(questions.map((qa) => normaliseForMatch(qa.question))).size).toBe(3);
    expect(new Set(questions.map((qa) => normaliseForMatch(qa.answer))).size).toBe(3);

    const tiny = createDocument(
      { id: "2".repeat(64), path: "tiny.md", format: "markdown" },
      { lines: ["# Lighthouse", "", "- **Height:** 42 m", "- **Built:** 1874", ""], title: "Lighthouse" },
    );
    const tinyCalls = await Promise.all([0, 1, 2].map((index) => lane(tiny, index, 3)));
    expect(tinyCalls.slice(0, 2).map((call) => String(call.args.answer)).sort()).toEqual(["1874", "42 m"]);
    expect(tinyCalls[2]).toMatchObject({ name: "report_exhausted", args: { reason: expect.stringContaining("asked by the other questions written at once") } });
  }, 60_000);

  it("reports token usage on every reply", async () => {
    const { agents } = await generate(monsters, { count: 1 });
    const replies = agents[0]!.messages.filter((message): message is AIMessage => AIMessage.isInstance(message));
    expect(replies.length).toBeGreaterThan(1);
    for (const reply of replies) {
      expect(reply.usage_metadata?.input_tokens).toBeGreaterThan(0);
      expect(reply.usage_metadata?.output_tokens).toBeGreaterThan(0);
      expect(reply.usage_metadata?.total_tokens).toBe(reply.usage_metadata!.input_tokens + reply.usage_metadata!.output_tokens);
    }
    // Input grows with the conversation: the read_lines results are counted.
    expect(replies.at(-1)!.usage_metadata!.input_tokens).toBeGreaterThan(replies[0]!.usage_metadata!.input_tokens + 100);
  });

  it("reports its usage to the ledger through the callbacks it is given", async () => {
    const ledger = new UsageLedger();
    const model = createOfflineModel("lexical", "deduplicator", {
      temperature: 0,
      callbacks: [ledger.callbackHandler({ role: "deduplicator", provider: "offline", model: "lexical" })],
    });
    await model.invoke([new SystemMessage(dedupSystemPrompt()), new HumanMessage(dedupMessage("What is the Speed of the Aboleth?", []))]);
    expect(ledger.totals()).toMatchObject({ calls: 1 });
    expect(ledger.totals().inputTokens).toBeGreaterThan(50);
  });

  it("names its engines and refuses unknown ones", () => {
    const questioner = createOfflineModel("questioner", "generator", { temperature: 0 });
    const reader = createOfflineModel("reader", "validator", { temperature: 0 });
    expect(questioner._llmType()).toBe("offline-questioner");
    expect(reader._llmType()).toBe("offline-reader");
    expect(questioner._identifyingParams()).not.toEqual(reader._identifyingParams());
    expect(createOfflineModel(undefined, "generator", { temperature: 0 })._llmType()).toBe("offline-questioner");
    expect(createOfflineModel(undefined, "validator", { temperature: 0 })._llmType()).toBe("offline-reader");
    expect(createOfflineModel(undefined, "deduplicator", { temperature: 0 })._llmType()).toBe("offline-lexical");
    expect(() => createOfflineModel("oracle", "generator", { temperature: 0 })).toThrow(expect.objectContaining({ code: "unknown_provider" }));
    expect(() => createOfflineModel(undefined, "embedder", { temperature: 0 })).toThrow(expect.objectContaining({ code: "unknown_provider" }));
  });
});
