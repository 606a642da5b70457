import { readFileSync } from "node:fs";
import { RE2JS } from "re2js";
import { describe, expect, it } from "vitest";
import { fixturePath } from "../../test/support/fixtures.js";
import { mayMatch, requiredLiterals } from "./regex-prefilter.js";

describe("requiredLiterals", () => {
  it.each([
    ["strict scrutiny", false, ["strict scrutiny"]],
    ["[Cc]onditional (?:mode|mean)s?|\\b[A-Z][a-z]+ \\([0-9]{4}\\)", false, ["onditional ", " ("]],
    ["Armor Class:\\*\\* 1[0-9]", false, ["Armor Class:** 1"]],
    ["colou?r scheme", false, ["r scheme"]],
    ["ab+cd", false, ["ab"]],
    ["x{2}yz", false, ["yz"]],
    ["STRICT", true, ["strict"]],
  ] as const)("%s", (pattern, ignoreCase, expected) => {
    expect(requiredLiterals(pattern, ignoreCase)).toEqual(expected);
  });

  it.each(["(a+)+$", "\\d+", "a|bc", "(?i)word", "\\Qa.b\\E", "(?P<x>abc)", ".*"])("gives no prefilter for %s", (pattern) => {
    expect(requiredLiterals(pattern, false)).toBeUndefined();
  });
});

describe("the prefilter never drops a line RE2 would match", () => {
  const lines = [
    ...readFileSync(fixturePath("text/scotus-fisher-opinion.txt"), "utf8").split("\n"),
    ...readFileSync(fixturePath("markdown/srd52-monsters_az.md"), "utf8").split("\n"),
    "ſtrict ſcrutiny with a long s",
    "KELVIN \u212aelvin sign",
  ];
  const patterns = [
    "strict scrutiny",
    "[Ss]trict (?:scrutiny|review)s?|\\b[A-Z][a-z]+ v\\. [A-Z]",
    "Armor Class:\\*\\* 1[0-9]",
    "colou?r|hit points",
    "U\\. S\\. \\d+",
    "\\(\\d+d\\d+ \\+ \\d+\\)",
    "Fifth Circuit|Grutter",
    "ab+c|de{2,}f|Dragon",
    "kelvin",
    "race-consc[a-z]+",
  ];
  it.each(patterns.flatMap((pattern) => [[pattern, false], [pattern, true]] as const))("%s (ignore case %s)", (pattern, ignoreCase) => {
    const engine = RE2JS.compile(pattern, ignoreCase ? RE2JS.CASE_INSENSITIVE : 0);
    const literals = requiredLiterals(pattern, ignoreCase);
    const matching = lines.filter((line) => engine.matcher(line).find());
    const kept = literals ? lines.filter((line) => mayMatch(line, literals, ignoreCase)) : lines;
    for (const line of matching) expect(kept).toContain(line);
    if (literals && matching.length > 0) expect(kept.length).toBeLessThan(lines.length);
  });
});
