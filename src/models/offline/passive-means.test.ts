import { describe, expect, it } from "vitest";
import { numberedLines } from "../../../test/support/lines.js";
import { analyseQuestion } from "./question-analysis.js";
import { findCandidates } from "./reader-extract.js";
import { statementFacts } from "./statement-questions.js";

/**
 * Shapes read on the hundred-forty-second held-out set (2026-11-30): a means said of the thing it is done to ("The
 * model name can be set by adding …", shinystan's vignette) and the language a program is written in ("trace2dbest
 * is written in Perl, it requires …", its PDF guide). Each beside the neighbours it must leave alone.
 */
const asked = (lines: string[]) => statementFacts(numberedLines(lines), 1, lines.length).map((fact) => [fact.question, fact.answer]);

describe("a means said of the thing it is done to", () => {
  it("asks how the thing can be done, the means as the answer", () => {
    expect(asked(["# Settings", "", "The number of worker threads can be set by passing the threads option to the server."])).toContainEqual(["How can the number of worker threads be set?", "by passing the threads option to the server"]);
    expect(asked(["# Settings", "", "A new parameter can be added to a frob object by calling add_quantity."])).toContainEqual(["How can a new parameter be added to a frob object?", "by calling add_quantity"]);
  });

  it("takes a means 'via' or 'using' a named tool, a plural subject without its article, and the reader reads it past the participle's phrase", () => {
    // isoband's vignette (the hundred-forty-eighth held-out set).
    const lines = ["# Labeled isolines", "", "Labeled isolines can be drawn in the grid graphics system via the isolines_grob() function."];
    expect(asked(lines)).toContainEqual(["How can labeled isolines be drawn in the grid graphics system?", "via the isolines_grob() function"]);
    const seen = new Map(lines.map((line, index) => [index + 1, line] as const));
    expect(findCandidates(analyseQuestion("How can labeled isolines be drawn in the grid graphics system?"), seen, new Map()).map((candidate) => candidate.answer)).toContain("via the isolines_grob() function");
    // A new method "can be registered using set_method() and then used …": the registration, not the next step.
    expect(asked(["# Methods", "", "A new frob method can be registered using set_frob_method() and then used in the same way as the built-in ones."])).toContainEqual(["How can a new frob method be registered?", "using set_frob_method()"]);
    expect(asked(["# Plots", "", "A finer control of the plots can be obtained by writing a frob script and then setting FROB_PLOTTER to it."])).toContainEqual(["How can a finer control of the plots be obtained?", "by writing a frob script and then setting FROB_PLOTTER to it"]);
    // A relative clause's subject is no subject of the sentence (starlink's "… the range which can be represented using …").
    expect(asked(["# Limits", "", "The range which can be represented using the data type of the out_var array is limited."]).filter(([question]) => question!.startsWith("How can"))).toEqual([]);
    // "using a better model" names no tool.
    expect(asked(["# Tips", "", "Results can be improved using a better model."]).filter(([question]) => question!.startsWith("How can"))).toEqual([]);
  });

  it("keeps the first of two gapped means, and leaves a purpose of use to its own shape", () => {
    expect(asked(["# Geometry", "", "The triangle indices can be specified by setting an index buffer and the triangle vertices by setting a vertex buffer."])).toContainEqual(["How can the triangle indices be specified?", "by setting an index buffer"]);
    expect(asked(["# Models", "", "The posterior probabilities can be used to segment data by assigning each observation to a class."])).toContainEqual(["What can the posterior probabilities be used for?", "to segment data by assigning each observation to a class"]);
  });

  it("refuses a subject that points back, says too little, or compares with what was shown before", () => {
    for (const sentence of [
      "This name can be set by adding the label argument when the server starts.",
      "The default can be changed by setting the jobs option.",
      "An even more detailed investigation can be achieved by applying the frob package.",
      "A less rigorous but more illustrative plot can be obtained by fixing the argument to FALSE.",
    ]) expect(asked(["# Notes", "", sentence]).filter(([question]) => question!.startsWith("How can")), sentence).toEqual([]);
  });
});

describe("the language a program is written in", () => {
  it("asks in which language, a known language's name as the answer, and the reader reads the same name", () => {
    expect(asked(["# About", "", "The frob scheduler is written in Perl, it requires Perl version 5.4 or later."])).toContainEqual(["In which language is the frob scheduler written?", "Perl"]);
    expect(asked(["# About", "", "LibFrob is written in ISO C++ and provides a C API."])).toContainEqual(["In which language is LibFrob written?", "ISO C++"]);
    expect(asked(["# About", "", "LibFrob is written in ISO standard C++ and C and is highly portable."])).toContainEqual(["In which language is LibFrob written?", "ISO standard C++"]);
    const seen = new Map([[1, "# About"], [2, ""], [3, "LibFrob is written in ISO C++ and provides a C API."]]);
    expect(findCandidates(analyseQuestion("In which language is LibFrob written?"), seen, new Map()).map((candidate) => candidate.answer)).toEqual(["ISO C++"]);
  });

  it("asks nothing of a framework or a place after 'written in'", () => {
    expect(asked(["# Tests", "", "Unit tests are written in Mocha."]).filter(([question]) => /language/.test(question!))).toEqual([]);
    expect(asked(["# Logs", "", "The log entries are written in the journal of the host."])).toContainEqual(["Where are the log entries written?", "in the journal of the host"]);
  });
});

describe("the types that implement an interface", () => {
  it("are no way it is implemented (set 215's gtk-doc interface page)", () => {
    expect(asked(["# FrobObject", "", "FrobObject is implemented by FrobSession, FrobChatSession and FrobdDirectory."]).filter(([question]) => question!.startsWith("How is"))).toEqual([]);
    expect(asked(["# FrobObject", "", "FrobObject is implemented by `FrobSession` and `FrobBrowser`."]).filter(([question]) => question!.startsWith("How is"))).toEqual([]);
    // A way of implementing it is a means.
    expect(asked(["# Caches", "", "The frob cache is implemented by keeping a sorted list of entries."])).toContainEqual(["How is the frob cache implemented?", "by keeping a sorted list of entries"]);
  });
});
