import { describe, expect, it } from "vitest";
import { pointingWords } from "./pointing.js";

describe("pointing words", () => {
  it("match the core words and a shape's extra words as whole words only, in any case", () => {
    const pattern = pointingWords("here", "you");
    for (const text of ["It is used", "as shown above", "the latter option", "Here is how", "if you want"]) expect(pattern.test(text), text).toBe(true);
    for (const text of ["itself matters", "thesis", "hereafter", "youth", "the storage backend"]) expect(pattern.test(text), text).toBe(false);
    expect(pointingWords().test("Here is how")).toBe(false);
  });
});
