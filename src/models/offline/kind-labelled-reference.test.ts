import { describe, expect, it } from "vitest";
import { answerAgreement } from "../../documents/answer-agreement.js";
import { numberedLines } from "../../../test/support/lines.js";
import { factsIn } from "./facts.js";
import { analyseQuestion } from "./question-analysis.js";
import { questionProblems } from "./question-quality.js";
import { findCandidates } from "./reader-extract.js";

// A C API reference as libxml2's generator writes it and the HTML adapter reads it (the hundred-seventh held-out set,
// 2026-11-29): the entry's kind before its name in the heading, the prototype on the next line without its ";", a
// description with or without its stop, then one row per parameter ("name: | …") and the result's row ("Returns: | …"),
// with no "Parameters" heading and no blank line inside the entry.
const REFERENCE = [
  "## Module frobcache from libfrob",
  "",
  "### Function: frobCacheLookup",
  "frobEntryPtr    frobCacheLookup    (frobCachePtr cache,                      const char * key)",
  "Look up the entry stored under a key in the given frob cache.",
  "cache: | the cache to search in",
  "key: | the zero-terminated key of the entry",
  "Returns: | the entry found, or NULL if the cache holds no such key;",
  "",
  "### Function: frobCacheGetLimit",
  "int    frobCacheGetLimit    (frobCachePtr cache)",
  "Get the most entries the cache keeps before it evicts one",
  "cache: | the cache to ask about",
  "Returns: | the limit in entries, or -1 on error (see frobCacheSetLimit;",
  "",
  "### Function: frobCacheClear",
  "void    frobCacheClear    (frobCachePtr cache)",
  "Drop every entry of the cache and free their memory.",
  "flags: | a row the prototype does not name",
  "",
];

describe("a C reference whose headings name the entry's kind ('### Function: name') over its prototype", () => {
  const lines = numberedLines(REFERENCE);
  const facts = factsIn(lines, 1, REFERENCE.length, { format: "html" });
  const asked = Object.fromEntries(facts.map((fact) => [fact.question, fact.answer]));

  it("asks what each call does, from its description with or without a stop", () => {
    expect(asked["What does the `frobCacheLookup()` function do?"]).toBe("Look up the entry stored under a key in the given frob cache.");
    expect(asked["What does the `frobCacheGetLimit()` function do?"]).toBe("Get the most entries the cache keeps before it evicts one");
    expect(asked["What does the `frobCacheClear()` function do?"]).toBe("Drop every entry of the cache and free their memory.");
  });

  it("asks of a parameter row its prototype names, with its call, and of the result row", () => {
    expect(asked["What is the `key` parameter of `frobCacheLookup()`?"]).toBe("the zero-terminated key of the entry");
    expect(asked["What does `frobCacheLookup()` return?"]).toBe("the entry found, or NULL if the cache holds no such key");
    // A row the prototype does not name is no parameter of the call.
    expect(Object.keys(asked).some((question) => question.includes("`flags`")), Object.keys(asked).join(" | ")).toBe(false);
    // A result whose parenthesis the document never closes is not asked.
    expect(Object.keys(asked)).not.toContain("What does `frobCacheGetLimit()` return?");
    expect(questionProblems("What does `frobCacheGetLimit()` return?", "the limit in entries, or -1 on error (see frobCacheSetLimit").join("; ")).toMatch(/parenthesis/);
  });

  it("the reader finds each answer where the questioner found it", () => {
    const checked = facts.filter((fact) => /frobCache/.test(fact.question));
    expect(checked.length).toBeGreaterThanOrEqual(5);
    for (const fact of checked) {
      const own = findCandidates(analyseQuestion(fact.question), lines, new Map())[0]?.answer ?? "";
      expect(answerAgreement(own, fact.answer).agrees, `${fact.question} → "${own}" vs "${fact.answer}"`).toBe(true);
    }
  });
});

// Two reference layouts of the hundred-fourteenth held-out set (2026-11-29): YARD's Ruby method headings, "### #name(args)
// ⇒ Type" (no parentheses when the method takes no argument), and Sphinx's C domain when Sphinx did not parse the
// signature, so that no name in it is marked ("### function struct frob_map \*frob_map_new(int default_value)", with
// reStructuredText's "\*" left in).
const YARD = [
  "## Instance Method Details",
  "",
  "### #quux_of(*matchers) ⇒ QuuxOf",
  "Matches when each matcher given matches the value.",
  "Examples:",
  "object.expects(:method_1).with(quux_of(includes(1)))",
  "",
  "### #frobbing ⇒ Frobbing",
  "Matches any object that was frobbed before the call.",
  "",
];
const UNMARKED_C = [
  "## Creating maps",
  "",
  "### type struct frob_map",
  "Maps frob addresses to integer values.",
  "",
  "### function struct frob_map \\*frob_map_new(int default_value)",
  "Creates a new frob map.",
  "",
  "### function void frob_map_free(struct frob_map \\*map)",
  "Finalizes a frob map.",
  "",
  "### type conversions",
  "Frob values are converted to integers before they are stored.",
];

describe("YARD's method headings and Sphinx's unparsed C signatures", () => {
  const ask = (source: string[]) => {
    const lines = numberedLines(source);
    const facts = factsIn(lines, 1, source.length, { format: "html" });
    return { lines, facts, asked: Object.fromEntries(facts.map((fact) => [fact.question, fact.answer])) };
  };

  it("asks what each method or function does, named without its sigil, and the reader finds the same answer", () => {
    const yard = ask(YARD);
    expect(yard.asked["What does the `quux_of()` method do?"]).toBe("Matches when each matcher given matches the value.");
    expect(yard.asked["What does the `frobbing()` method do?"]).toBe("Matches any object that was frobbed before the call.");
    const c = ask(UNMARKED_C);
    expect(c.asked["What does the `frob_map_new()` function do?"]).toBe("Creates a new frob map.");
    expect(c.asked["What does the `frob_map_free()` function do?"]).toBe("Finalizes a frob map.");
    expect(c.asked["What does the `frob_map` type do?"]).toBe("Maps frob addresses to integer values.");
    // "type conversions" names no C type: a section of prose, not an entry.
    expect(Object.keys(c.asked).some((question) => question.includes("`conversions`"))).toBe(false);
    for (const { lines, facts } of [yard, c]) {
      for (const fact of facts.filter((entry) => /frob_|frobbing|quux_of/.test(entry.question))) {
        const own = findCandidates(analyseQuestion(fact.question), lines, new Map())[0]?.answer ?? "";
        expect(answerAgreement(own, fact.answer).agrees, `${fact.question} → "${own}" vs "${fact.answer}"`).toBe(true);
      }
    }
  });
});

// Haddock's operator entries (the hundred-sixteenth held-out set, 2026-11-29): the operator named in its parentheses,
// its fixity after the type.
describe("a Haskell operator's entry", () => {
  const MODULE = [
    "# Documentation",
    "class Eq a => FrobEq a where Source",
    "Types with frobbed and exact equality comparisons.",
    "Methods",
    "(===) :: a -> a -> Bool infix 4 Source",
    "An exact frob equality comparison.",
    "(~==) :: a -> a -> Bool infix 4 Source",
    "An approximate frob equality comparison operator.",
  ];

  it("is asked by the operator's name in parentheses and read back by the reader", () => {
    const lines = numberedLines(MODULE);
    const facts = factsIn(lines, 1, MODULE.length, { format: "html" });
    const asked = Object.fromEntries(facts.map((fact) => [fact.question, fact.answer]));
    expect(asked["What is the `(===)` function?"]).toBe("An exact frob equality comparison.");
    expect(asked["What is the `(~==)` function?"]).toBe("An approximate frob equality comparison operator.");
    for (const question of ["What is the `(===)` function?", "What is the `(~==)` function?"]) {
      const own = findCandidates(analyseQuestion(question), lines, new Map())[0]?.answer ?? "";
      expect(answerAgreement(own, asked[question]!).agrees, `${question} → "${own}"`).toBe(true);
    }
  });
});
