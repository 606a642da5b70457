import { describe, expect, it } from "vitest";
import { perText } from "./per-text.js";

describe("a statistic of a whole text", () => {
  it("is computed once for the same lines, and again when the map holds other lines", () => {
    let computed = 0;
    const longest = perText((lines) => {
      computed++;
      return Math.max(...[...lines.values()].map((line) => line.length));
    });
    const lines = new Map([[1, "one"], [2, "three"]]);
    expect(longest(lines)).toBe(5);
    expect(longest(lines)).toBe(5);
    expect(computed).toBe(1);
    // A reader's map grows as it reads: the added line is counted.
    lines.set(3, "seventeen");
    expect(longest(lines)).toBe(9);
    // A line replaced by one of another length is seen too.
    lines.set(1, "eleven words");
    expect(longest(lines)).toBe(12);
    expect(computed).toBe(3);
    // Another map with the same lines is another text.
    expect(longest(new Map(lines))).toBe(12);
    expect(computed).toBe(4);
  });
});
