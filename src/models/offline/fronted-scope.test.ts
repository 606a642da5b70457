import { describe, expect, it } from "vitest";
import { answerAgreement } from "../../documents/answer-agreement.js";
import { numberedLines } from "../../../test/support/lines.js";
import { commandFacts } from "./entry-questions.js";
import { factsIn } from "./facts.js";
import { analyseQuestion } from "./question-analysis.js";
import { questionProblems } from "./question-quality.js";
import { findCandidates } from "./reader-extract.js";
import { statementFacts } from "./statement-questions.js";
import { termFacts } from "./term-questions.js";

/**
 * Shapes read on the hundred-sixth held-out set (2026-11-29): a statement with a named scope fronted before its subject, an
 * answer cut on a word that introduces more, a verb's gerund read as its object, a one-word goal over code, and a
 * description that is a field label or a remark. Each is checked on sentences written for it beside a sound neighbour.
 */
describe("a statement whose scope is fronted before its subject", () => {
  const questions = (lines: string[]) => statementFacts(numberedLines(lines), 1, lines.length).map((fact) => [fact.question, fact.answer]);

  it("asks with the scope in front, as the sentence has it, and the question checks keep it", () => {
    const asked = questions(["# Backends", "", "On Windows, the frob_pick() function is used to choose the default backend."]);
    expect(asked).toContainEqual(["On Windows, what is the frob_pick() function used for?", "to choose the default backend"]);
    expect(questionProblems("On Windows, what is the frob_pick() function used for?", "to choose the default backend")).toEqual([]);
    expect(questionProblems("In Python 2, where is the frob cache kept?", "in the user's home directory")).toEqual([]);
    expect(questionProblems("In `frob.conf`, what does the cache setting control?", "the size of the cache")).toEqual([]);
    // The whole pipeline keeps it: the scope is no longer dropped as "does not open with a question word".
    const lines = ["# Backends", "", "On Windows, the frob_pick() function is used to choose the default backend."];
    expect(factsIn(numberedLines(lines), 1, lines.length, { format: "markdown" }).map((fact) => fact.question)).toContain("On Windows, what is the frob_pick() function used for?");
  });

  it("refuses a fronted scope that points at other text or is a phrase of words, not a name", () => {
    expect(questionProblems("In this case, what is the frob_pick() function used for?", "to choose the default backend").join("; ")).toMatch(/question word/);
    expect(questionProblems("With these options, what does frobd write?", "a log file").join("; ")).toMatch(/question word/);
    expect(questionProblems("In particular, what does frobd write?", "a log file").join("; ")).toMatch(/question word/);
    expect(questionProblems("On the other hand, what does frobd write?", "a log file").join("; ")).toMatch(/question word/);
    expect(questionProblems("In the absence of a config file, what does frobd write?", "a log file").join("; ")).toMatch(/question word/);
    expect(questionProblems("In all other cases, what does frobd write?", "a log file").join("; ")).toMatch(/question word/);
    expect(questionProblems("In most situations, what does frobd write?", "a log file").join("; ")).toMatch(/question word/);
    expect(questionProblems("In recent versions, what does frobd write?", "a log file").join("; ")).toMatch(/question word/);
    expect(questionProblems("In such cases, what does frobd write?", "a log file").join("; ")).toMatch(/question word/);
    expect(questionProblems("In common practice, what does frobd write?", "a log file").join("; ")).toMatch(/question word/);
    expect(questionProblems("For historical reasons, what does frobd write?", "a log file").join("; ")).toMatch(/question word/);
  });

  it("keeps a field named by two or three lower-case words ('In natural language processing, …'), and the reader reads it", () => {
    expect(questionProblems("In natural language processing, what is tokenization?", "the process of breaking text into tokens")).toEqual([]);
    expect(questionProblems("In survival analysis, what does the frob estimator estimate?", "the hazard ratio")).toEqual([]);
    const lines = [
      "# Frob tokens",
      "",
      "In natural language processing, frobization is the process of breaking text into frob tokens.",
      "Each frob token is kept; frobization never drops one.",
    ];
    const fact = factsIn(numberedLines(lines), 1, lines.length, { format: "markdown" }).find((candidate) => /frobization/.test(candidate.question));
    expect(fact).toMatchObject({ question: "In natural language processing, what is frobization?", answer: "the process of breaking text into frob tokens" });
    expect(findCandidates(analyseQuestion(fact!.question), numberedLines(lines), new Map())[0]?.answer).toBe("the process of breaking text into frob tokens");
  });
});

describe("answers cut on a word that introduces more, and a verb's aspect read as its object", () => {
  it("refuses an answer that ends on 'using', 'such as' or an article", () => {
    expect(questionProblems("What is the `Lift` class?", "Convert a type into a value using").join("; ")).toMatch(/ends on "using"/);
    expect(questionProblems("What does frobd support?", "several back ends such as").join("; ")).toMatch(/ends on "such as"/);
    expect(questionProblems("What does frobd write?", "the log to the").join("; ")).toMatch(/ends on "the"/);
    expect(questionProblems("Where can the licence be found?", "at /usr/share/common-").join("; ")).toMatch(/broken at a line's end/);
    expect(questionProblems("What does frobd write?", "a well-known log format")).toEqual([]);
    expect(questionProblems('For C, what should the supplied " value" parameter be?', "a pointer to a character string").join("; ")).toMatch(/quote mark set apart/);
    expect(questionProblems('What does a "composite" widget contain?', "other widgets")).toEqual([]);
    // A relative clause's stranded word ends a phrase well.
    expect(questionProblems("What is the `logger` field?", "The underlying logger implementation we are using.")).toEqual([]);
    expect(questionProblems("What is the `buf` parameter of `frob_read()`?", "the buffer to read into")).toEqual([]);
    expect(questionProblems("What is the `Lift` class?", "Convert a type into a value using a witness")).toEqual([]);
  });

  it("refuses a gerund after a verb of beginning or ending as what the verb acts on", () => {
    expect(questionProblems("What does the usual login flow stop?", "working for people on a remote server").join("; ")).toMatch(/gerund/);
    expect(questionProblems("What does frobd start?", "logging to the console").join("; ")).toMatch(/gerund/);
    expect(questionProblems("What does the special argument `--` stop?", "option processing")).toEqual([]);
    expect(questionProblems("What does frobd start?", "a worker process for each core")).toEqual([]);
    expect(questionProblems("On Unix, what do `frobCores()` now queries control?", "groups fields for a CPU quota").join("; ")).toMatch(/own verb in its subject/);
    expect(questionProblems("What does `frobCores()` now query?", "control groups fields for a CPU quota")).toEqual([]);
  });
});

describe("a goal of one word over code, and descriptions that are a field label or a remark", () => {
  it("asks no command of a one-word goal", () => {
    const facts = (lines: string[]) => commandFacts(numberedLines(lines), 1, lines.length).map((fact) => fact.question);
    expect(facts(["To update:", "", "    strict = TRUE -> strict = \"always\"", ""])).toEqual([]);
    expect(facts(["To update the frob index, run:", "", "    frob reindex", ""])).toEqual(["Which command do you run to update the frob index?"]);
  });

  it("takes neither a field label nor an 'Observe that' remark for what a call does", () => {
    const lines = [
      "# API",
      "",
      "### method frob.Runner.is_done()",
      "Rtype bool",
      "whether the job has finished or not.",
      "",
      "### method frob.Runner.stop()",
      "Stops the job and frees its worker.",
      "",
      "### function frob.digest(x)",
      "Observe that, unlike the other functions, digest is machine-dependent.",
      "",
    ];
    const asked = termFacts(numberedLines(lines), 1, lines.length).map((fact) => [fact.question, fact.answer]);
    expect(asked.some(([, answer]) => /^(?:Rtype|Observe)\b/.test(answer!)), JSON.stringify(asked)).toBe(false);
    expect(asked).toContainEqual(["What does the `frob.Runner.stop()` method do?", "Stops the job and frees its worker."]);
  });
});

// Shapes read on the hundred-eighth held-out set (2026-11-29).
describe("a tool used 'when you want to' do something, and a call described by when it is made", () => {
  it("asks what you can use, without the clause of wanting in the answer", () => {
    const asked = statementFacts(numberedLines(["# Usage", "", "Use the `frob tidy` command when you want to rewrite a file in the frob standard layout."]), 1, 3).map((fact) => [fact.question, fact.answer]);
    expect(asked).toContainEqual(["What can you use to rewrite a file in the frob standard layout?", "the `frob tidy` command"]);
  });

  it("reads a vignette's 'We can use X to …' as the tool it gives the reader, a name with '::' in it whole (set 137)", () => {
    const asked = statementFacts(numberedLines(["# Inference", "", "We can use frob::Anova() to get traditional variance tables from frob model fits."]), 1, 3).map((fact) => [fact.question, fact.answer]);
    expect(asked).toContainEqual(["What can you use to get traditional variance tables from frob model fits?", "frob::Anova()"]);
    // "when we need to" is the vignette's "when you want to"; "our factor levels" are its running example's.
    const needed = statementFacts(numberedLines(["# Levels", "", "We can use the function frob_relevel() when we need to reorder the levels of a factor by hand."]), 1, 3).map((fact) => [fact.question, fact.answer]);
    expect(needed).toContainEqual(["What can you use to reorder the levels of a factor by hand?", "the function frob_relevel()"]);
    expect(statementFacts(numberedLines(["# Levels", "", "We can use the function frob_relevel() when we need to manually reorder our factor levels."]), 1, 3)).toEqual([]);
  });

  it("takes no 'Invoked by …' or 'Called at …' for what a call does, and keeps 'Called to …'", () => {
    const lines = [
      "# API",
      "",
      "### method frob.Command.run(parsed_args)",
      "Invoked by the application when the command is run.",
      "",
      "### method frob.Plugin.activate()",
      "Called at plugin activation, right before the frob is written.",
      "",
      "### method frob.Plugin.install()",
      "Called to make the frob drive bootable.",
      "",
    ];
    const asked = termFacts(numberedLines(lines), 1, lines.length).map((fact) => [fact.question, fact.answer]);
    expect(asked.some(([, answer]) => /^(?:Invoked by|Called at)\b/.test(answer!)), JSON.stringify(asked)).toBe(false);
    expect(asked).toContainEqual(["What does the `frob.Plugin.install()` method do?", "Called to make the frob drive bootable."]);
  });
});

describe("a one-word term defined at a sentence's start, capitalised only there", () => {
  it("asks what the term is, in the case the text writes it inside its sentences", () => {
    const lines = ["# Diagnostics", "", "Overfrobbing is a technique for judging the fit of the frob model.", "", "We run overfrobbing on every variable in turn."];
    expect(statementFacts(numberedLines(lines), 1, lines.length).map((fact) => [fact.question, fact.answer])).toContainEqual(["What is overfrobbing?", "a technique for judging the fit of the frob model"]);
    // Named only once, or a common verb, it is not a term the text defines.
    const once = ["# Diagnostics", "", "Overfrobbing is a technique for judging the fit of the frob model."];
    expect(statementFacts(numberedLines(once), 1, once.length).map((fact) => fact.question)).not.toContain("What is overfrobbing?");
    // A word every text uses is no term ("Users are a mixed blessing", "users" named again).
    const generic = ["# Support", "", "Users are a mixed blessing for a small project.", "", "We thank our users for their reports."];
    expect(statementFacts(numberedLines(generic), 1, generic.length).map((fact) => fact.question)).not.toContain("What are users?");
  });

  it("asks a hyphenated term however much of the text around it was read", () => {
    // QCoro's announcement: "What is clang-cl?" was found when only its section was read and lost once the page's
    // opening was read too, which names clang (one part of the term) often enough that no part of it was rare.
    const section = ["## Clang-frob support", "", "The clang compiler is supported. This version adds clang-frob.", "", "Clang-frob is a compiler-driver that provides MSVC-compatible options."];
    const opening = ["# Frob 0.6", "", "Frob builds with clang. The clang builds are tested.", "", "* Clang-frob support", ""];
    const ask = (lines: string[]) => statementFacts(numberedLines(lines), 1, lines.length).map((fact) => fact.question);
    expect(ask(section)).toContain("What is clang-frob?");
    expect(ask([...opening, ...section])).toContain("What is clang-frob?");
  });

  it("keeps the capital of a term written nowhere but at a sentence's start: it may be a name", () => {
    const lines = ["# Optifrob", "", "Optifrob is a library for parsing frob options.", "", "Optifrob reads the options of every frob."];
    expect(statementFacts(numberedLines(lines), 1, lines.length).map((fact) => [fact.question, fact.answer])).toContainEqual(["What is Optifrob?", "a library for parsing frob options"]);
  });
});

// Shapes read on the hundred-ninth held-out set (2026-11-29).
describe("a definition whose answer is an appraisal of a choice, and one whose subject holds a page foot's footnote", () => {
  it("refuses them, and keeps a definition that says what the thing is", () => {
    expect(questionProblems("What is GTF?", "the recommended option").join("; ")).toMatch(/appraisal/);
    expect(questionProblems("What is the frob index?", "the preferred choice").join("; ")).toMatch(/appraisal/);
    expect(questionProblems("What is 6 http://www.example.org/frob.html 7 FrobSet?", "the base class for frob data").join("; ")).toMatch(/footnote/);
    expect(questionProblems("What is Kompass [http://www.kompass.at]?", "a publishing company from Austria")).toEqual([]);
    expect(questionProblems("What is GTF?", "a file format for gene annotations")).toEqual([]);
    expect(questionProblems("Which version fixed the bug reported at https://example.org/issues/722?", "0.5.3")).toEqual([]);
  });
});

// A shape read on the hundred-fifteenth held-out set (2026-11-29): os-faults' configuration page says what each driver
// parameter is "responsible for".
describe("a duty: 'X is responsible for Y'", () => {
  it("asks what the subject is responsible for, and the reader answers it from the sentence", () => {
    const lines = ["## frob_discover", "", "frob_discover is responsible for fetching the list of hosts for the cloud.", "", "The frob scheduler is solely responsible for ordering the jobs of a queue."];
    const seen = numberedLines(lines);
    const facts = factsIn(seen, 1, lines.length, { format: "markdown" });
    const asked = Object.fromEntries(facts.map((fact) => [fact.question, fact.answer]));
    expect(asked["What is frob_discover responsible for?"]).toBe("fetching the list of hosts for the cloud");
    expect(asked["What is the frob scheduler solely responsible for?"]).toBe("ordering the jobs of a queue");
    for (const fact of facts.filter((entry) => / responsible for\?$/.test(entry.question))) {
      const own = findCandidates(analyseQuestion(fact.question), seen, new Map())[0]?.answer ?? "";
      expect(answerAgreement(own, fact.answer).agrees, `${fact.question} → "${own}"`).toBe(true);
    }
    // Said of the reader, it names no thing of the document.
    const you = ["You are responsible for closing the frob before the program exits."];
    expect(factsIn(numberedLines(you), 1, 1, { format: "markdown" }).map((fact) => fact.question).filter((question) => /responsible/.test(question))).toEqual([]);
  });
});

describe("a question two sentences answer differently", () => {
  it("is not asked, while one answer said again in other words still is", () => {
    // gnome-software's worker thread: two duties of one callback, two sentences apart.
    const two = ["## Frob queue", "", "frob_func is responsible for calling frob_return() once the task is complete.", "", "If a task is cancelled, frob_func is still executed.", "frob_func is responsible for checking whether the task has been cancelled."];
    expect(factsIn(numberedLines(two), 1, two.length, { format: "markdown" }).map((fact) => fact.question)).not.toContain("What is frob_func responsible for?");
    const again = ["## Frob queue", "", "frob_func is responsible for calling frob_return() once the task is complete.", "", "As said, frob_func is responsible for calling frob_return() once the task is complete."];
    expect(factsIn(numberedLines(again), 1, again.length, { format: "markdown" }).map((fact) => fact.question)).toContain("What is frob_func responsible for?");
  });
});

// The hundred-thirty-ninth held-out set: "An IndexError is raised if the index cannot be found." under BTrees'
// "### method BTrees.Interfaces.IReadSequence.__getitem__(index)".
describe("an exception raised, said under a method's entry", () => {
  it("is asked in the method's scope, its name with its own underscores, and refused where no entry says whose", () => {
    const lines = ["### method frob.Seq.__getitem__(index)", "Return the value at the given index.", "A KeyError is raised if the key cannot be found.", ""];
    const asked = factsIn(numberedLines(lines), 1, lines.length, { format: "html" }).map((fact) => fact.question);
    expect(asked).toContain("In `frob.Seq.__getitem__()`, when is a KeyError raised?");
    expect(asked).not.toContain("When is a KeyError raised?");
    const bare = ["A KeyError is raised if the key cannot be found in the frob table.", ""];
    expect(factsIn(numberedLines(bare), 1, bare.length, { format: "html" }).map((fact) => fact.question)).not.toContain("When is a KeyError raised?");
  });
});
