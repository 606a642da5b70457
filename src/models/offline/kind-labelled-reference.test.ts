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
