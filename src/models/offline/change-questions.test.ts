import { describe, expect, it } from "vitest";
import { BARE_CHANGE, changelogFacts } from "./change-questions.js";
import { factsIn } from "./facts.js";
import { numberedLines } from "../../../test/support/lines.js";
import { readBackAnswer } from "../../../test/support/offline-agent.js";

const facts = (lines: string[]) => changelogFacts(numberedLines(lines), 1, lines.length);

describe("questions from a changelog's entries", () => {
  it("asks which release made a change, from an entry under the release heading, with both as evidence", () => {
    const lines = [
      "# frobnitz 2.1-0",
      "",
      "* Added new argument `keep = TRUE` to `convert()` which is then passed on",
      "  to `verify()`.",
      "",
      "* Fix handling of empty archives in `list()`.",
      "",
      "## [1.4.0] - 2023-01-02",
      "",
      "- Removed the deprecated `frob old` command.",
    ];
    expect(facts(lines)).toEqual([
      {
        question: "Which version of frobnitz added new argument `keep = TRUE` to `convert()`?",
        answer: "2.1-0",
        evidence: [{ start_line: 1, end_line: 1 }, { start_line: 3, end_line: 4 }],
        kind: "entry",
      },
      { question: "Which version of frobnitz fixed handling of empty archives in `list()`?", answer: "2.1-0", evidence: [{ start_line: 1, end_line: 1 }, { start_line: 6, end_line: 6 }], kind: "entry" },
      { question: "Which version removed the deprecated `frob old` command?", answer: "1.4.0", evidence: [{ start_line: 8, end_line: 8 }, { start_line: 10, end_line: 10 }], kind: "entry" },
    ]);
  });

  it("refuses entries under another heading, nouns read as verbs, lists cut at a comma and changes that point elsewhere", () => {
    // A release's own section of changes is read through (see below); another heading is not.
    expect(facts(["# frobnitz 2.1-0", "## Usage notes", "* Fixed a crash in `list()`."])).toEqual([]);
    expect(facts(["# frobnitz 2.1-0", "* Fix of a bug in `list()`."])).toEqual([]);
    expect(facts(["# frobnitz 2.1-0", "* Improved notation in Equations 6, 9, and 22."])).toEqual([]);
    expect(facts(["# frobnitz 2.1-0", "* Added this to the manual."])).toEqual([]);
    expect(facts(["* Added a `--keep` flag."])).toEqual([]);
    // upkeep any release may carry: which one did it has many answers
    expect(facts(["# frobnitz 2.1-0", "* Fix problems with the forthcoming release of the frob framework."])).toEqual([]);
    expect(facts(["# frobnitz 2.1-0", "* Fixed some issues caused by upstream changes in `gadget`."])).toEqual([]);
  });
});

describe("a changelog entry that opens with a participle of its subject", () => {
  it("does not read the participle as the entry's verb, and still asks an entry whose object has a passive clause", () => {
    const asked = (entry: string) => facts(["# frobnitz 2.3-9", "", `* ${entry}`]).map((fact) => fact.question);
    expect(asked("Deprecated option 'fast' was removed from `circlefit()`.")).toEqual([]);
    expect(asked("Updated vignettes are now built with the new engine.")).toEqual([]);
    expect(asked("Improved the way help pages are displayed in the viewer.")).toEqual(["Which version of frobnitz improved the way help pages are displayed in the viewer?"]);
    expect(asked("Improved how large bundles are detected.")).toEqual(["Which version of frobnitz improved how large bundles are detected?"]);
    expect(asked("Removed option 'fast' from `circlefit()`.")).toEqual(["Which version of frobnitz removed option 'fast' from `circlefit()`?"]);
  });
});

describe("a changelog entry in the passive whose subject is written in words", () => {
  it("asks which release did what the entry says was done, keeping a name's capital", () => {
    // pytools' "User-visible changes": "## Version 2020.4" / "- pytools.codegen was added."
    const lines = [
      "## Version 2020.4",
      "Note",
      "This version is currently under development.",
      "- frobtools.codegen was added.",
      "",
      "## Version 2020.3",
      "- Type annotations were added.",
      "- Python 2 support was dropped.",
      "- The legacy frob reader has been removed.",
      "- It was removed.",
      "- Several bugs were fixed.",
      "- Tests were added.",
    ];
    expect(facts(lines).map((fact) => [fact.question, fact.answer])).toEqual([
      ["Which version added frobtools.codegen?", "2020.4"],
      ["Which version added Type annotations?", "2020.3"],
      ["Which version dropped Python 2 support?", "2020.3"],
      ["Which version removed the legacy frob reader?", "2020.3"],
    ]);
  });

  it("lowers a common word that opens the subject, and asks nothing of a subordinate clause or a list after a colon", () => {
    const asked = (entries: string[]) => facts(["# frobnitz 2.3-9", "", ...entries.map((entry) => `* ${entry}`), "", "The array jobs of a frob run in order."]).map((fact) => fact.question);
    expect(asked(["Array jobs have been disabled for SGE.", "Depreciated argument flatten has been removed.", "Plotting functions were moved to frobplot."])).toEqual([
      "Which version of frobnitz disabled array jobs for SGE?",
      "Which version of frobnitz removed depreciated argument flatten?",
      "Which version of frobnitz moved plotting functions to frobplot?",
    ]);
    expect(asked(["When early signaling was enabled, frobs would relay conditions twice.", "Following deprecated functions have been removed:", "The following functions that are now defunct have been deprecated.", "Deprecated functions have been removed: `a()`, `b()`."])).toEqual([]);
  });

  it("asks a one-word change only when the word is a name of code that a release adds or takes away once", () => {
    const asked = (entry: string) => facts(["# frobnitz 2.3-9", "", `* ${entry}`]).map((fact) => fact.question);
    expect(asked("Added frob.codegen.")).toEqual(["Which version of frobnitz added frob.codegen?"]);
    expect(asked("Added `frob_merge`.")).toEqual(["Which version of frobnitz added `frob_merge`?"]);
    expect(asked("Removed `frob_old()`.")).toEqual(["Which version of frobnitz removed `frob_old()`?"]);
    expect(asked("Added tests.")).toEqual([]);
    // A function is fixed in many releases: which one did is no question with one answer.
    expect(asked("Fixed `frob_merge()`.")).toEqual([]);
  });
});

describe("a changelog entry that adds an argument to a call", () => {
  it("asks which release added the argument to the call, and nothing of one added to several calls", () => {
    // Set 214's factoextra NEWS: R packages' "New argument `x` in/for `f()`" entries.
    const lines = [
      "# frobnitz 1.0.5",
      "",
      "## Minor changes",
      "",
      "- New argument `mean.point` in the function `plotFrob()`. logical value. If TRUE, group means are added.",
      "- New argument `fill.ind` and `fill.var` added in `plotPca()` (#27).",
      "- New arguments `geom.ind` and `geom.var` in `plotPca()` and `plotMca()` functions to control the geometry.",
      "- New option `--version`.",
    ];
    const found = facts(lines);
    expect(found.map((fact) => [fact.question, fact.answer])).toEqual([
      ["Which version of frobnitz added the `mean.point` argument to `plotFrob()`?", "1.0.5"],
      ["Which version of frobnitz added the `fill.ind` and `fill.var` arguments to `plotPca()`?", "1.0.5"],
    ]);
    // The validator reads the entry back as the questioner read it.
    expect(readBackAnswer(found[0]!.question, numberedLines(lines))).toBe("1.0.5");
  });
});

describe("a changelog entry whose object many entries share", () => {
  it("keeps the clause that says which bug, or does not ask", () => {
    const kept = facts(["# widgets 2.1.0", "", "* Fixed a bug where `render()` dropped the last row of a table (#88)."]);
    expect(kept.map((fact) => fact.question)).toEqual(["Which version of widgets fixed a bug where `render()` dropped the last row of a table?"]);
    // "that" opening the clause that says which bug points at nothing said before
    const relative = facts(["# widgets 2.1.0", "", "* Fixed a bug that caused `render()` to drop the last row."]);
    expect(relative.map((fact) => fact.question)).toEqual(["Which version of widgets fixed a bug that caused `render()` to drop the last row?"]);
    expect(facts(["# widgets 2.1.0", "", "* Fixed some issues."])).toEqual([]);
    expect(facts(["# widgets 2.1.0", "", "* Fixed a bug, reported by several users, in the parser."])).toEqual([]);
  });
  it("recognises a bare object many entries share", () => {
    expect(BARE_CHANGE.test("a bug")).toBe(true);
    expect(BARE_CHANGE.test("several minor problems")).toBe(true);
    expect(BARE_CHANGE.test("new functions")).toBe(true);
    expect(BARE_CHANGE.test("the documentation and metadata")).toBe(true);
    expect(BARE_CHANGE.test("new functions for reading frob files")).toBe(false);
    expect(BARE_CHANGE.test("a bug in `render()`")).toBe(false);
  });
});

describe("a changelog whose entries open with a tag", () => {
  const NEWS = [
    "# frob 2.1.5 (2020-08-13)",
    "",
    "  * BUG FIX `project_curve()`: Fix pass-by-reference bug, issue #33.",
    "",
    "  * MINOR CHANGE: Removed the `adjust_range()` helper; use `extendrange()` instead.",
    "",
    "  * MINOR CHANGE: Support both `news()` and markdown news on GitHub.",
  ];

  it("asks the entry after its tag, with the code the tag names when the entry does not name it", () => {
    const facts = changelogFacts(numberedLines(NEWS), 1, NEWS.length).map((fact) => [fact.question, fact.answer]);
    expect(facts).toContainEqual(["Which version of frob fixed pass-by-reference bug in `project_curve()`?", "2.1.5"]);
    expect(facts).toContainEqual(["Which version of frob removed the `adjust_range()` helper?", "2.1.5"]);
    expect(facts.map(([question]) => question).join(" ")).not.toMatch(/BUG FIX|MINOR CHANGE/);
  });
});

describe("a changelog whose entries open with their kind in brackets", () => {
  const NEWS = [
    "## 1.2.2 (2022-01-19)",
    "- [NEW] Added Kazakh locale.",
    "- [FIXED] Fixed an OverflowError that could occur when running on a 32-bit OS.",
    "- [INTERNAl] Added Python 3.9 to CI pipeline.",
    "- [NEW] Added a new keyword argument `exact` to span, span_range and interval methods.",
    "- [FIX] Fixed width of CI for Cohen's d when using non-pooled SD.",
    "- [Wayland] Added support for the frob protocol.",
  ];

  it("asks the entry after its kind, not a platform's entry, a list cut at its first comma or upkeep of CI", () => {
    const asked = Object.fromEntries(facts(NEWS).map((fact) => [fact.question, fact.answer]));
    expect(asked).toEqual({
      "Which version added Kazakh locale?": "1.2.2",
      "Which version fixed an OverflowError that could occur when running on a 32-bit OS?": "1.2.2",
      // a confidence interval is no continuous integration
      "Which version fixed width of CI for Cohen's d when using non-pooled SD?": "1.2.2",
    });
  });
});

describe("a changelog's housekeeping", () => {
  it("asks nothing of a package's own upkeep (e-mail, typos, URLs), and still asks what a release changed", () => {
    const lines = ["# frob 3.1.1", "", "* Updated e-mail address", "* Fixed typos in the vignette", "* Updated the maintainer's URL", "* Updated documentation files", "* Updated DESCRIPTION with links", "* Added `frob_bind()` to bind two frobs", ""];
    const questions = facts(lines).map((fact) => fact.question);
    expect(questions.some((question) => /e-mail|typos|URL|documentation|DESCRIPTION/.test(question))).toBe(false);
    expect(questions.some((question) => question.includes("frob_bind()"))).toBe(true);
  });
});

describe("a release heading that names the package in words, and changes that name nothing", () => {
  it("reads a name of up to three words before the version, not a phrase", () => {
    const lines = ["## Frob IO 1.7.0", "", "* Added `frobExists` to test a frob's presence.", "", "## New in 1.6", "", "* Fixed a space leak in `walkFrob`.", ""];
    const asked = Object.fromEntries(facts(lines).map((fact) => [fact.question, fact.answer]));
    expect(asked["Which version of Frob IO added `frobExists` to test a frob's presence?"]).toBe("1.7.0");
    expect(Object.keys(asked).some((question) => /New in|walkFrob/.test(question))).toBe(false);
  });

  it("reads a release's date in square brackets ('# Version 0.16.0 [2022-07-21]')", () => {
    const lines = ["# Version 0.16.0 [2022-07-21]", "", "## New Features", "", " * Added argument `pathname` to `frobSave()`.", "", "# Version 0.15.0 [2021-04-27]", "", " * Added `frobClear()` to empty the frob cache.", "", " * Added `getFrobRoot()` and `setFrobRoot()` to specify", "   where the root of the frob path is.", ""];
    expect(facts(lines).map((fact) => [fact.question, fact.answer])).toEqual([
      ["Which version added argument `pathname` to `frobSave()`?", "0.16.0"],
      ["Which version added `frobClear()` to empty the frob cache?", "0.15.0"],
    ]);
  });

  it("reads entries written in the passive under a heading with the package's name in bold before 'Version'", () => {
    // BDgraph's NEWS.md: every entry says what was done to a named function or option after naming it.
    const lines = [
      "### **Frobgraph** Version 2.72",
      "",
      "* Function `frob.predict()` is added to the package.",
      "* In function `plotroc()`, option `calibrate` is added.",
      "* In functions `frob()` and `frob.mpl()`, option `g.prior` is changed from `0.5` to `0.2`.",
      "* Data set `churn` is removed.",
      "* Functions `ddfrob()`, `pdfrob()`, `qdfrob()`  are added to the package.",
      "* `svy_md()` was renamed to `survey_median()`.",
      "* The performance of `exec()` has been improved.",
      "* Fixed `ATT` bug introduced in 2.70. #194",
      "* Fixed issue #11.",
      "* add boolean for grid.newpage in the frob print method PR#126",
      "* Fix a hang on address sanitized (ASAN) builds of R. Issue #16, PR #17",
      "",
    ];
    expect(facts(lines).map((fact) => [fact.question, fact.answer])).toEqual([
      ["Which version of Frobgraph added function `frob.predict()` to the package?", "2.72"],
      ["Which version of Frobgraph added option `calibrate` in function `plotroc()`?", "2.72"],
      ["Which version of Frobgraph changed option `g.prior` from `0.5` to `0.2` in functions `frob()` and `frob.mpl()`?", "2.72"],
      ["Which version of Frobgraph removed data set `churn`?", "2.72"],
      ["Which version of Frobgraph renamed `svy_md()` to `survey_median()`?", "2.72"],
      ["Which version of Frobgraph fixed `ATT` bug introduced in 2.70?", "2.72"],
      ["Which version of Frobgraph fixed issue #11?", "2.72"],
      ["Which version of Frobgraph added boolean for grid.newpage in the frob print method?", "2.72"],
      ["Which version of Frobgraph fixed a hang on address sanitized builds of R?", "2.72"],
    ]);
  });

  it("asks nothing of a change that names no thing (new functions, some tests, the documentation)", () => {
    const lines = ["# frob 1.5.0", "", "* Added new functions.", "* Added some tests.", "* Improved the documentation and metadata.", "* Added `frobMerge` to merge two frobs.", ""];
    const questions = facts(lines).map((fact) => fact.question);
    expect(questions).toEqual(["Which version of frob added `frobMerge` to merge two frobs?"]);
  });
});

describe("a changelog item's bold tag", () => {
  it("is no key of the release it is listed under, however the release is dated", () => {
    // snakecase's NEWS.md: "What is the random of the snakecase 0.11.0 (25.05.19)?" was asked of the tag "**random**:".
    const news = [
      "# frobcase 0.11.0 (25.05.19)",
      "",
      "New functionality:",
      "",
      "* **random**: New case, which will randomly convert letters into upper or lower case.",
      "* **Vignettes**: The blog article \"Introducing the frobcase package\" was added as a vignette.",
      "",
      "# frobcase 0.10.0.9000",
      "",
      "* **cases**: Title case now builds up on sentence case.",
    ];
    const asked = factsIn(numberedLines(news), 1, news.length, { format: "markdown" }).map((fact) => fact.question);
    expect(asked.filter((question) => /the (?:random|Vignettes|cases) of/.test(question))).toEqual([]);
    // A key of a section that is no release is still one.
    const page = ["# Frob Lighthouse", "", "- **Height:** 44 metres, built in 1897 of Cornish granite."];
    expect(factsIn(numberedLines(page), 1, page.length, { format: "markdown" }).map((fact) => fact.question)).toContain("What is the Height of the Frob Lighthouse?");
  });
});

describe("a changelog written with setext release headings and '+' items", () => {
  // tigger's NEWS.md: "Version 1.0.1:  September 19, 2022" underlined with dashes, entries as "+ Fixed …". Its 195
  // lines gave no question: no release heading was read, and "+ " lines were taken for R's continuation prompt.
  const news = [
    "Version 1.0.1:  September 19, 2022",
    "-------------------------------------------------------------------------------",
    "",
    "Bug Fixes:",
    "",
    "+ Fixed bug in `selectFrob` where `keep_frobs=T` would not keep different frobs",
    "  leading to the same sequence.",
    "",
    "+ Added behavior to the `keep_gene` argument of `reassignFrobs` to provide",
    "  options for maintaining reassignments at the gene (previous `TRUE` behavior),",
    "  family, or repertoire level.",
    "+ Fixed vignette typo and updated frobCalls man page.",
    "+ Updated code to work with the latest version of dplyr (0.5.0).",
    "",
    "Version 0.4.0 July 18, 2019",
    "===========================",
    "",
    "+ Improved memory utilization in `findFrobs`.",
    "",
    "Bug fixes",
    "---------",
    "",
    "+ Fixed a crash in `plotFrobs`.",
  ];

  it("asks which release made a change, reading the underlined title with its date in words", () => {
    expect(facts(news).map((fact) => [fact.question, fact.answer, fact.evidence[0]!.start_line])).toEqual([
      ["Which version fixed bug in `selectFrob`?", "1.0.1", 1],
      ["Which version improved memory utilization in `findFrobs`?", "0.4.0", 15],
      // A release's own underlined section ("Bug fixes" / "---------") stands between an entry and its release, as
      // "### Bug fixes" does in Markdown: the search reads on through it.
      ["Which version fixed a crash in `plotFrobs`?", "0.4.0", 15],
    ]);
  });

  it("asks nothing of a clause cut inside a list, a typo fixed or keeping up with another package's latest version", () => {
    const asked = facts(news).map((fact) => fact.question).join("\n");
    expect(asked).toContain("selectFrob");
    expect(asked).not.toMatch(/keep_gene|typo|latest version/);
  });

  it("reads a clause past an aside inside it, and without the entry's own stop before its references", () => {
    // rsconnect's NEWS.md: "Which version of rsconnect improved how large bundles?", "… contrib URLs.?".
    const entries = ["# frobconnect 0.8.17", "", "* Improve how large bundles (file size and count) are detected (#464)", "* Fix error where frobs couldn't be found with nonstandard contrib URLs. (#451, #457)", "* Added draw_label() function to label plots."];
    expect(facts(entries).map((fact) => fact.question)).toEqual([
      "Which version of frobconnect improved how large bundles are detected?",
      "Which version of frobconnect fixed error where frobs couldn't be found with nonstandard contrib URLs?",
      "Which version of frobconnect added draw_label() function to label plots?",
    ]);
  });

  it("takes no code fence for a heading's underline", () => {
    const fenced = ["# frob 2.2", "", "* It is now possible to include files:", "", "    ```R", "    source(\"common.txt\")", "    ```", "", "* Fixed bug when `deterministic == 1`."];
    expect(facts(fenced).map((fact) => fact.answer)).toEqual(["2.2"]);
  });
});

describe("a changelog whose entries open in lower case", () => {
  it("reads the verb as a capitalised one's and asks nothing of a second sentence run on in lower case", () => {
    // snakecase's NEWS.md: "* removed purrr dependency", "* fixed a bug in to_snake_case_internal(). groups of digits …".
    const lines = [
      "# frobcase 0.9.0",
      "",
      "* removed purrr dependency",
      "* add parsing option 6",
      "* fixed a bug in to_frob_case_internal(). groups of digits are not separated in between anymore",
    ];
    expect(facts(lines).map((fact) => `${fact.question} | ${fact.answer}`)).toEqual([
      "Which version of frobcase removed purrr dependency? | 0.9.0",
      "Which version of frobcase added parsing option 6? | 0.9.0",
    ]);
  });
});

describe("a changelog whose releases have sections of their own (ninety-seventh held-out set)", () => {
  it("reads past a release's section of changes to its heading, and past a credit at the entry's end", () => {
    // crul's NEWS.md: "crul 1.3" / "========" / "### BUG FIXES" / "* improved error message …" gave nothing.
    const lines = [
      "frobul 1.3",
      "==========",
      "",
      "### BUG FIXES",
      "",
      "* fixed a bug in `Async` where the requests were not retried (#166)",
      "",
      "# frobul 1.2",
      "",
      "## New features",
      "",
      "* fix example in `AsyncQueue` docs (#146) thanks @johnbaums !",
    ];
    expect(facts(lines).map((fact) => `${fact.question} | ${fact.answer}`)).toEqual([
      "Which version of frobul fixed a bug in `Async`? | 1.3",
      "Which version of frobul fixed example in `AsyncQueue` docs? | 1.2",
    ]);
  });

  it("stops at a heading that is no section of changes, and asks nothing of a clause cut inside its subordinate clause", () => {
    expect(facts(["# frobul 1.3", "", "## Installation", "", "* fixed a bug in `Async` where the requests were not retried"])).toEqual([]);
    // "improved error message for `Async` when `urls`" of "… when `urls` and `disk` vector lengths do not match".
    expect(facts(["# frobul 1.3", "", "* improved error message for `Async` when `urls` and `disk` vector lengths do not match (#165)"])).toEqual([]);
    expect(facts(["# frobul 1.3", "", "* improved `frob()` behavior when using disk or stream (#103)", "* added `on.failure` hook to run a function when `deploy()` fails"]).map((fact) => fact.question)).toEqual([
      "Which version of frobul improved `frob()` behavior when using disk or stream?",
      "Which version of frobul added `on.failure` hook to run a function when `deploy()` fails?",
    ]);
  });

  it("asks nothing of a release's upkeep of its tests and project, or of a problem it does not name", () => {
    // Read through their sections, bold's and pillar's NEWS gave "Which version of bold fixed odd problem?", "… improved test coverage?".
    const news = ["# frobul 1.3", "", "## MINOR IMPROVEMENTS", "", "* fixed a failing test", "* fixed odd problem", "* improved test coverage", "* added more tests to the test suite", "* added a code of conduct"];
    expect(facts(news)).toEqual([]);
  });
});

describe("a reStructuredText changelog whose releases are bare versions, underlined, over sections of changes", () => {
  it("reads the version through its 'Additions' and 'Changes' sections, and asks no entry cut inside its object", () => {
    // qtconsole's changelog.rst: "5.4.0" / "-----", then "Additions" / "+++++++++" and "Changes" / "+++++++".
    const lines = [
      "Changes in Frob console",
      "=======================",
      "",
      "5.4",
      "~~~",
      "",
      "5.4.0",
      "-----",
      "",
      "`5.4.0 on GitHub <https://example.org/frob/milestones/5.4.0>`__",
      "",
      "Additions",
      "+++++++++",
      "",
      "* Add support for PyFrob6.",
      "",
      "Changes",
      "+++++++",
      "",
      "* Fix mixed input and print statements on macOS.",
      "* Added Tableau 10 palettes and renamed old palettes in `frob_pal()`.",
      "* Drop usage of disutils.",
      // A Sphinx role naming the pull request is no part of the change, and the next release's title after a blank
      // line no part of the entry (nbconvert's changelog).
      "* Add section to customizing showing how to use template inheritance :ghpull:`1719`",
      "",
      "5.3.2",
      "-----",
      "* Remove frob genutils :ghpull:`1727`",
      "",
    ];
    expect(changelogFacts(numberedLines(lines), 1, lines.length).map((fact) => [fact.question, fact.answer])).toEqual([
      ["Which version added support for PyFrob6?", "5.4.0"],
      // A second change in the past ("and renamed …") is cut off rightly.
      ["Which version added Tableau 10 palettes?", "5.4.0"],
      ["Which version dropped usage of disutils?", "5.4.0"],
      ["Which version added section to customizing showing how to use template inheritance?", "5.4.0"],
      ["Which version removed frob genutils?", "5.3.2"],
    ]);
  });
});

describe("a release heading that joins the name to its version (the hundred-twenty-ninth held-out set)", () => {
  it("reads '## frobgraph-1.7' as frobgraph's release 1.7, through a release-date line, and asks its entries", () => {
    const lines = ["# News", "", "## frobgraph-1.7", "Release date: 1 February 2021", "- Drop Python 3.6 support", "- Add Python 3.9 support", "", "## frobgraph-1.6", "Release date: 05 September 2020", "- Add Python 3.8 support"];
    const asked = Object.fromEntries(factsIn(numberedLines(lines), 1, lines.length, { format: "html" }).map((fact) => [fact.question, fact.answer]));
    expect(asked).toMatchObject({
      "Which version of frobgraph dropped Python 3.6 support?": "1.7",
      "Which version of frobgraph added Python 3.9 support?": "1.7",
      "Which version of frobgraph added Python 3.8 support?": "1.6",
    });
  });
});

describe("a release heading with an aside after its version, and entries that end in an address (the hundred-sixty-seventh held-out set)", () => {
  const lines = [
    "# Version 1.6-4 (development, rev. 1188-)",
    "",
    "* Update GridsDatums data set",
    "",
    "# Version 1.6-3 (2022-12-14, rev. 1184-1187)",
    "",
    "* Update src/Makevars.win to GDAL 3.4.1 for R < 4.2 https://github.com/frob/frob/pull/1919",
    "",
    "* added new vignette https://frob.example.org/vignettes/projections.html",
    "",
    "* Fixed https://github.com/frob/frob/issues/52 in `readFrob()`",
    "",
    "* remove suggested packages **frobgdal**, **frobgeos**, **frobtools**",
    "",
    "* Fix assert failure that may happen when `elitistNewInstances` is larger than",
    "  `firstTest`. Reported by a user.",
    "",
    " * Fix assert failure that may happen when `elitistNewSeeds` is larger than",
    "   `firstTest`. Reported by Jo Frob.                (Frob Frobson)",
    "",
    " * Added vignette 'Frobs in R: Common issues with solutions'.",
    "",
    " * Added vignette on 'Outputting Frobs'.",
    "",
    "  - added support for some low level feature: the *_magic* private attribute",
    "",
    "  - added support for frob archives: tar and zip",
  ];

  it("reads the version before the aside, and asks a change without the address after it, nor a list cut at its first comma or a comparison left open", () => {
    expect(Object.fromEntries(facts(lines).map((fact) => [fact.question, fact.answer]))).toEqual({
      "Which version updated GridsDatums data set?": "1.6-4",
      "Which version updated src/Makevars.win to GDAL 3.4.1 for R < 4.2?": "1.6-3",
      "Which version fixed assert failure that may happen when `elitistNewInstances` is larger than `firstTest`?": "1.6-3",
      // A quoted title whole; one cut at its colon is not asked (set 166's future NEWS).
      "Which version added vignette on 'Outputting Frobs'?": "1.6-3",
      // A change whose colon names what "some feature" is, is not asked without it (set 170's PyEPR notes); one that
      // names its change before the colon is.
      "Which version added support for frob archives?": "1.6-3",
    });
  });
});

describe("a change's noun coordinated with another noun", () => {
  it("is no verb with its object: \"Support and vignette for …\" is not asked, \"Fixed and improved …\" is", () => {
    const lines = ["# frob 0.5.4", "", "* Support and [vignette for left truncated data](https://x.org/a.html)", "* Fixed and improved the frob cache for large inputs"];
    const asked = changelogFacts(numberedLines(lines), 1, lines.length).map((fact) => fact.question);
    expect(asked).toEqual(["Which version of frob fixed and improved the frob cache for large inputs?"]);
  });
});
