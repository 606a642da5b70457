import { describe, expect, it } from "vitest";
import { contentWords, normaliseForMatch, tokenF1 } from "./words.js";

describe("normaliseForMatch", () => {
  it("drops sentence full stops, also after a number, but keeps decimal points", () => {
    expect(normaliseForMatch("Data collection was carried out in June 2010.")).toBe("data collection was carried out in june 2010");
    expect(normaliseForMatch("It rose 4.5% in 2.0 years.")).toBe("it rose 4.5% in 2.0 years");
  });

  it("folds case, accents, thousands separators and punctuation", () => {
    expect(normaliseForMatch("Café, 2,850 km; “quoted”")).toBe("cafe 2850 km quoted");
  });
});

describe("contentWords and tokenF1", () => {
  it("keeps the words that carry content", () => {
    expect(contentWords("What is the Armor Class of the Aboleth?")).toEqual(["armor", "class", "aboleth"]);
  });

  it("scores answers as SQuAD does", () => {
    expect(tokenF1("the Black Sea", "Black Sea")).toBe(1);
    expect(tokenF1("17", "Armor Class 17")).toBe(0.5);
    expect(tokenF1("blue", "red")).toBe(0);
  });
});
