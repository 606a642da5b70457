import { describe, expect, it } from "vitest";
import { contentWords, normaliseForMatch, squadExactMatch, squadF1, squadNormalise, tokenF1 } from "./words.js";

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

describe("SQuAD exact match and F1", () => {
  it("normalises as the official script: case, punctuation, articles, spaces", () => {
    expect(squadNormalise("The  Armor-Class, of a Dragon!")).toBe("armorclass of dragon");
  });

  it("matches exactly after normalisation, against any of the references", () => {
    expect(squadExactMatch("the Normans.", ["Normans"])).toBe(1);
    expect(squadExactMatch("Normandy", ["Normans", "France"])).toBe(0);
    expect(squadExactMatch("France", ["Normans", "France"])).toBe(1);
  });

  it("takes the best F1 over the references, with repeated tokens counted once each", () => {
    expect(squadF1("in the 10th century", ["10th century"])).toBeCloseTo(0.8, 5);
    expect(squadF1("17 17", ["17"])).toBeCloseTo(2 / 3, 5);
    expect(squadF1("blue", ["red", "a blue sky"])).toBeCloseTo(2 / 3, 5);
    expect(squadF1("", [""])).toBe(1);
    expect(squadF1("something", [""])).toBe(0);
  });
});
