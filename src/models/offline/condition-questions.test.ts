import { describe, expect, it } from "vitest";
import { answerAgreement } from "../../documents/answer-agreement.js";
import { conditionFacts, conditionQuestion } from "./condition-questions.js";
import { factsIn } from "./facts.js";
import { analyseQuestion } from "./question-analysis.js";
import { questionProblems } from "./question-quality.js";
import { findCandidates } from "./reader-extract.js";
import { numberedLines } from "../../../test/support/lines.js";

// A tool's manual, written in the style of such pages: conditions with what follows from them, and advice.
const MANUAL = [
  "# Frobnitz",
  "",
  "If no frob type is provided, the type of the default value is used.",
  "If a request to the frob server times out, a `FrobTimeout` exception is raised.",
  "If the archive was created with `--sparse`, frobnitz restores the holes on extraction.",
  "If the frob cache grows past the size limit, run `frob prune` to remove the oldest entries.",
  "If you get the error `no frob found`, you should check the `FROBPATH` variable.",
  "When a single frob variable is given, an object of class `frobgram` is returned.",
];
const lines = numberedLines(MANUAL);

describe("a condition whose main clause asks the reader (the hundred-thirty-seventh held-out set)", () => {
  it("asks nothing of a troubleshooting guide's question, and still asks a stated consequence", () => {
    const asked = conditionFacts(numberedLines(["If you run frob-check -v, is the printer detected?", "", "If the frob backend does not detect the printer, Frobnik will not function."]), 1, 3);
    expect(asked.map((fact) => [fact.question, fact.answer])).toEqual([["What happens if the frob backend does not detect the printer?", "Frobnik will not function"]]);
  });
});

describe("the condition shape", () => {
  it("reads a condition whose comma opens a list of its own to the list's last item, not to its first comma", () => {
    expect(conditionQuestion("If the frob name starts with a digit and holds only digits, dashes, colons, and spaces, then the quotes may be left out.")).toEqual({
      question: "What happens if the frob name starts with a digit and holds only digits, dashes, colons, and spaces?",
      answer: "the quotes may be left out",
    });
    expect(conditionQuestion("If the frob key holds tabs, commas or newlines, the parser rejects the key.")?.question).toBe("What happens if the frob key holds tabs, commas or newlines?");
    // A main clause after the comma is no list: "the cache is read" has its own subject and verb.
    expect(conditionQuestion("If the frob file exists, the cache is read, and the index is rebuilt.")?.question ?? "").not.toMatch(/cache is read/);
    expect(conditionQuestion("If the frob file is missing, frobnik writes a new one.")).toEqual({ question: "What happens if the frob file is missing?", answer: "frobnik writes a new one" });
  });

  it("asks nothing when the condition's list of names runs past its comma with no comma of its own after it", () => {
    // mmap's module page: the consequence starts somewhere after "WriteCopy", which no comma marks.
    expect(conditionQuestion("If mode is FrobWrite, FrobWriteEx or FrobCopy the returned memory region may be written to with poke.")).toBeUndefined();
    expect(conditionQuestion("If the frob mode is `shared`, `private` or `copy` the region is mapped lazily.")).toBeUndefined();
    // A main clause whose subject is a list of names after a condition that ends in a word still is one.
    expect(conditionQuestion("If the frob cache is enabled, Frobnik and Frobnak share the entries.")?.answer).toBe("Frobnik and Frobnak share the entries");
  });

  it("asks nothing whose condition or answer has a bare kind of named thing (\"the method\") as its subject", () => {
    const text = [
      "Frob.rollback() rolls back the current frob, if any. When there is no frob in place, the method passes silently.",
      "The frob hook is called with each unknown name. If the function returns `false`, the name is not added to the registry.",
      "When there is no frob cache in place, the frob server starts without a cache.",
    ];
    const asked = conditionFacts(numberedLines(text), 1, text.length).map((fact) => fact.question);
    expect(asked).toEqual(["What happens when there is no frob cache in place?"]);
  });

  it("reads an imperative main clause as advice, with the idiom of advice left out, and a noun subject with its verb as a statement", () => {
    const ask = (sentence: string) => conditionQuestion(sentence);
    expect(ask("If you're on Frobix, do yourself a favor and use Frob Terminal instead of `frob.exe`.")).toEqual({
      question: "What should be done if you're on Frobix?",
      answer: "use Frob Terminal instead of `frob.exe`",
    });
    expect(ask("If a frob is missing from the branch 'other', merge 'other' to 'topic'.")?.question).toBe("What should be done if a frob is missing from the branch 'other'?");
    // The writer's own advice ("my advice is to …") is no statement of what happens.
    expect(ask("If you’re not using frobxml as the underlying parser, my advice is to start.")).toBeUndefined();
    expect(ask("If at least one of the merged frob objects was a \"frobreg\" object, merge tries to return a \"frobreg\" object.")?.question).toBe(
      'What happens if at least one of the merged frob objects was a "frobreg" object?',
    );
  });

  it("keeps a relative clause after the condition's comma with the condition, out of the answer", () => {
    const asked = conditionQuestion("When a frob archive holds signed entries, where each entry has a key id, a `FrobVerifier` object is created for each key.");
    expect(asked).toEqual({
      question: "What happens when a frob archive holds signed entries, where each entry has a key id?",
      answer: "a `FrobVerifier` object is created for each key",
    });
  });

  it("asks no condition whose definite phrase is the named list item's, and keeps the item's own opening and indefinite ones", () => {
    const list = [
      "Options:",
      "",
      "- `frobMode` - how frobs are kept. If the frob is an object, it will be shared by every caller.",
      '  - `"cached"` (deprecated) - keep frobs by reference. If you modify the stored frob in the result, it will be modified in the cache as well.',
      "* _kind_: an optional kind of frob that the rule applies to.",
      "  If the kind of frob is a string, the rule will be skipped.",
      "* `onMissing` - a function which is invoked with a frob name not known to",
      "the registry. If the function returns `false`, the frob is not added to the registry.",
      "* `retry` - how often to retry. If an error occurs, the call is retried three times.",
      "- If the frob cache is full, the oldest frob is dropped.",
    ];
    const asked = conditionFacts(numberedLines(list), 1, list.length).map((fact) => fact.question);
    // An indefinite condition of a named item holds of any error; an item opened by its condition names no option.
    expect(asked).toEqual(["What happens if an error occurs?", "What happens if the frob cache is full?"]);
  });

  it("asks nothing of a main clause cut before its exception or its second consequence", () => {
    const cut = [
      "If a frob is found, then the scan will be stopped, unless a frob handler is defined.",
      "If the frob limit is set to zero, then some speed is lost, and the frob count is unbounded.",
    ];
    // A second verb of the same subject, or a "but" that only narrows, leaves the answer true as far as it goes.
    const kept = ["If a frob is found, the scan will be stopped.", "If a frob name starts with `#`, it is treated as a comment, and will not match anything."];
    const asked = (text: string[]) => conditionFacts(numberedLines(text), 1, text.length).map((fact) => fact.answer);
    expect(asked(cut)).toEqual([]);
    expect(asked(kept)).toEqual(["the scan will be stopped", "it is treated as a comment"]);
  });

  it("asks what happens under a condition, and what should be done under one, with the main clause as the answer", () => {
    const facts = conditionFacts(lines, 1, MANUAL.length);
    expect(Object.fromEntries(facts.map((fact) => [fact.question, fact.answer]))).toEqual({
      "What happens if no frob type is provided?": "the type of the default value is used",
      "What happens if a request to the frob server times out?": "a `FrobTimeout` exception is raised",
      "What happens if the archive was created with `--sparse`?": "frobnitz restores the holes on extraction",
      "What should be done if the frob cache grows past the size limit?": "run `frob prune` to remove the oldest entries",
      "What should be done if you get the error `no frob found`?": "check the `FROBPATH` variable",
      "What happens when a single frob variable is given?": "an object of class `frobgram` is returned",
    });
    for (const fact of facts) {
      expect(fact.kind).toBe("condition");
      expect(questionProblems(fact.question, fact.answer)).toEqual([]);
      const line = MANUAL.findIndex((text) => text.includes(fact.answer)) + 1;
      expect(fact.evidence).toEqual([{ start_line: line, end_line: line }]);
    }
  });

  it("is submitted by the fact finder, and the reader finds the same answer from the question alone", () => {
    const facts = factsIn(lines, 1, MANUAL.length, {}).filter((fact) => fact.kind === "condition");
    expect(facts.length).toBe(6);
    const weights = new Map<string, number>();
    for (const fact of facts) {
      const analysis = analyseQuestion(fact.question);
      expect(analysis.condition).toBeDefined();
      const best = findCandidates(analysis, lines, weights)[0];
      expect(best?.answer, fact.question).toBe(fact.answer);
      expect(answerAgreement(best!.answer, fact.answer).agrees).toBe(true);
    }
  });

  it("refuses conditions that point back, state a goal, are elliptical or leave their subject to the sentence before", () => {
    for (const sentence of [
      "If it is set to `-1`, then an unlimited number of frobs is accepted.",
      "If this happens, the frob server restarts the worker.",
      "If you want to frob a file, use the `frob` command.",
      "If not specified, the frob level defaults to three.",
      "If so, the frob server restarts the worker.",
      "If all else fails, the frob license allows bundling the library.",
      "If you then convert the frob to bytes, the characters are encoded as UTF-8.",
      "If the specified file does not exist, an exception will be raised.",
      "If you followed the last paragraph, you will have many frob branches.",
      "If we could pull tuples out of arguments, it would be easier to specify them.",
      "If one looks more carefully at the fit, one sees departures from symmetry.",
      "If you pass in a list, the frob matches any item.",
      "If you pass in a byte string, frobnitz assumes the string is encoded as UTF-8.",
      "If you leave out the commit name, frob grep searches every tracked file.",
      "If weights is a vector with less than n elements, the remaining weights are assumed to be zero.",
      "If the output value is empty, frobnitz prints a warning.",
      "If there were more commits on the main branch after the merge, the frob commit would not be shown.",
      "If the structure of the data is not exposed to consumers, the frob state should go in /var/lib/frob.",
      "If you set up the frob file as described in Section 5.21, the frob check is skipped.",
      "When used with `--sparse`, the frob holes are kept.",
      "When we fitted the frob model, the residuals were large.",
    ]) {
      expect(conditionQuestion(sentence), sentence).toBeUndefined();
    }
  });

  it("refuses main clauses that judge, point elsewhere, offer one option, tell a past event or hold a second condition", () => {
    for (const sentence of [
      "If you have more than one frob machine, it is useful to run a frob cache.",
      "If the frob parser fails on a document, the best solution is to try another parser.",
      "If you are curious about frob internals, see the frob design notes.",
      "If the frob server is down, you can retry the request later.",
      "If frob levels were nested, their totals were not computed correctly.",
      "If you are interested in the frob tools, skip to Chapter 8.",
      "If the frob model is fitted, x = y + 1 holds for the residuals.",
      "If the frob server is busy (see below), the request waits.",
      "If you only back up your own files, you neither need nor want to run frob as root.",
      "When native frob drivers are not available, the frob.pool.Worker class can be used to run the slow calls on a thread.",
      "If the frob cache is full, an external store may also be used for the overflow entries.",
      "If frob_guard is set, the frob server will log every client and refuse all GET, HEAD, and OPTIONS requests that do not carry a token.",
    ]) {
      expect(conditionQuestion(sentence), sentence).toBeUndefined();
    }
  });

  it("keeps a statement whose modal says what a thing can do, not that a tool can be used", () => {
    expect(conditionQuestion("If the frob cache is full, the oldest entries can be evicted by the pruning thread.")).toEqual({
      question: "What happens if the frob cache is full?",
      answer: "the oldest entries can be evicted by the pruning thread",
    });
  });

  it("stops the answer before a second condition joined with \"and if\"", () => {
    expect(conditionQuestion("If no frob type is provided, the default type is used, and if no default is given, the type is a string.")).toEqual({
      question: "What happens if no frob type is provided?",
      answer: "the default type is used",
    });
  });

  it("keeps an option or a one-letter name written in capitals as a name", () => {
    expect(conditionQuestion("If you don't pass the --verbose option, frobnitz prints less data.")?.answer).toBe("frobnitz prints less data");
    expect(conditionQuestion("If a C preprocessor is installed, /lib/frob must be a reference to it.")?.answer).toBe("/lib/frob must be a reference to it");
  });

  it("reads a noun that is also a verb, followed by its own verb, as the subject of a statement", () => {
    expect(conditionQuestion("If `po/frob.add` cannot locate a matching string, build fails.")).toEqual({
      question: "What happens if `po/frob.add` cannot locate a matching string?",
      answer: "build fails",
    });
  });

  it("reads \"then\" as the start of the main clause when no comma closes the condition, and the reader finds it", () => {
    expect(conditionQuestion("If a frob hook is not registered then the default frob handler is used.")).toEqual({
      question: "What happens if a frob hook is not registered?",
      answer: "the default frob handler is used",
    });
    expect(conditionQuestion("When the frob cache is full then the oldest entry is dropped.")).toBeUndefined();
    const text = numberedLines(["# Frobs", "", "If a frob hook is not registered then the default frob handler is used."]);
    const analysis = analyseQuestion("What happens if a frob hook is not registered?");
    expect(findCandidates(analysis, text, new Map())[0]?.answer).toBe("the default frob handler is used");
  });

  it("takes a call's empty parentheses as part of its name, not as an aside", () => {
    expect(conditionQuestion("If frob_open() cannot find the frob file, it returns an empty frob list.")).toEqual({
      question: "What happens if frob_open() cannot find the frob file?",
      answer: "it returns an empty frob list",
    });
    expect(conditionQuestion("If frob_open(path) cannot find the frob file, it returns an empty frob list.")).toBeUndefined();
  });

  it("reads a capital letter counting a plural as a symbol defined elsewhere", () => {
    expect(conditionQuestion("If a frob archive holds N entries, frobnitz prints a summary line for each entry.")).toBeUndefined();
    expect(conditionQuestion("If a frob archive holds many entries, frobnitz prints a summary line for each entry.")?.answer).toBe("frobnitz prints a summary line for each entry");
  });

  it("refuses an answer that opens with a pointing determiner or runs on into the next sentence, and a condition of not liking", () => {
    expect(conditionQuestion("If the frob file has no header then this method raises a FrobError.")).toBeUndefined();
    expect(conditionQuestion("If a frob file has no header then this raises a FrobError.")?.answer).toBe("this raises a FrobError");
    expect(conditionQuestion("If your frob files are large, start with frob_scan() or frob_peek(). frob_scan() never reads the whole file.")).toBeUndefined();
    expect(conditionQuestion("If you don't like the default frob colours, another option is the frob_theme() palette.")).toBeUndefined();
  });
});

describe("a condition whose main clause names what to use", () => {
  it("asks nothing of 'X is the function to use' (advice, not an event), and still asks what happens", () => {
    const lines = [
      "When CSS comes as Unicode strings, frobcss.parse_stylesheet() is the function to use.",
      "",
      "When the stylesheet holds a syntax error, the parser returns a ParseError node in its place.",
    ];
    const facts = conditionFacts(new Map(lines.map((line, index) => [index + 1, line])), 1, lines.length).map((fact) => [fact.question, fact.answer]);
    expect(facts.some(([question]) => /Unicode strings/.test(question!))).toBe(false);
    expect(facts).toContainEqual(["What happens when the stylesheet holds a syntax error?", "the parser returns a ParseError node in its place"]);
  });
});

describe("a condition whose main clause points back", () => {
  it("asks nothing when a demonstrative subject stands for what the sentence before said", () => {
    // proftpd's SQL howto: "If you are using Postgres, then this will happen automatically, by default, …".
    const text = new Map([[1, "# SSL"], [2, ""], [3, "If you are using Frobgres, then this will happen automatically, by default, as long as your client library has SSL support."], [4, ""], [5, "If no frob type is provided, the type of the default value is used."]]);
    expect(conditionFacts(text, 1, 5).map((fact) => fact.question)).toEqual(["What happens if no frob type is provided?"]);
  });

  it("asks nothing when 'this' alone, before its verb, is the subject (ninety-eighth held-out set)", () => {
    // diffutils: "If you are using patch to track a software distribution, this can cause make to incorrectly conclude …".
    const lines = ["When frobpatch updates a file, it normally sets the file's timestamp to the current time.", "If you are using frobpatch to track a software distribution, this can cause make to incorrectly conclude that a patched file is out of date.", "If the frob file is missing, frobpatch creates an empty frob file.", "If a frob path cannot be solved, this will return None for that path."];
    expect(conditionFacts(new Map(lines.map((line, index) => [index + 1, line])), 1, 4).map((fact) => fact.question)).toEqual([
      "What happens when frobpatch updates a file?",
      "What happens if the frob file is missing?",
      "What happens if a frob path cannot be solved?",
    ]);
  });
});

describe("a condition whose last noun has a symbol set off by commas", () => {
  it("keeps the symbol with the condition and answers with what follows 'then', and the reader finds it", () => {
    const lines = ["## Frob options", "", "If `frob-block-size` is a negative number, -*n*, then frobd will use nearly-equal blocks close to *n*."];
    const facts = conditionFacts(numberedLines(lines), 1, lines.length);
    expect(facts.map((fact) => [fact.question, fact.answer])).toEqual([["What happens if `frob-block-size` is a negative number, -n?", "frobd will use nearly-equal blocks close to n"]]);
    const own = findCandidates(analyseQuestion(facts[0]!.question), numberedLines(lines), new Map())[0]?.answer ?? "";
    expect(answerAgreement(own, facts[0]!.answer).agrees).toBe(true);
  });
});

describe("a condition whose main clause offers an option", () => {
  it("asks nothing of what one may do then, and still asks what happens", () => {
    const lines = [
      "When images are combined using Frobzle, a weight map can be specified for each input image.",
      "",
      "If no initialisation is required, a zero-length string may be supplied.",
      "",
      "If you have a line with marks which are repositioned, the marks may be cropped.",
    ];
    const asked = conditionFacts(numberedLines(lines), 1, lines.length).map((fact) => fact.question);
    expect(asked).toEqual(["What happens if you have a line with marks which are repositioned?"]);
  });
});
