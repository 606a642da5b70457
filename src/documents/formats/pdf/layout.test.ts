import { describe, expect, it } from "vitest";
import { joinItems, layoutPage, type PositionedText } from "./layout.js";

/** An item on the baseline `y` (top-left origin), `size` points, 0.5 em per character unless `width` says. */
function item(text: string, x0: number, y: number, size = 10, extra: Partial<PositionedText> = {}): PositionedText {
  const width = extra.x1 !== undefined ? extra.x1 - x0 : 0.5 * size * text.length;
  return { text, x0, x1: x0 + width, top: y - 0.75 * size, bottom: y + 0.25 * size, size, spaceAfter: false, ...extra };
}

describe("joinItems", () => {
  it("puts no space between items that touch and one where the gap is a word space", () => {
    const how = item("replace the zeros in an", 72, 700);
    const code = item("xts", how.x1 + 3, 700);
    const rest = item("object", code.x1 + 3, 700);
    const comma = item(",", rest.x1, 700);
    expect(joinItems([how, code, rest, comma])).toBe("replace the zeros in an xts object,");
  });

  it("spaces items when the stream had a space after the first, however narrow the gap", () => {
    expect(joinItems([item("end", 0, 10, 10, { spaceAfter: true }), item("next", 15, 10)])).toBe("end next");
  });
});

describe("joinItems: math accents and footnote marks", () => {
  /** A raised item `size` points on the line at `y`: its box `raise` points above the baseline's. */
  const raised = (text: string, x0: number, y: number, size: number, raise: number, x1?: number) => item(text, x0, y - raise, size, x1 !== undefined ? { x1 } : {});

  it("puts a math accent drawn over a letter of another item on that letter (β then a raised ˆ: β̂)", () => {
    const beta = item("β", 100, 700, 10, { x1: 106 });
    const hat = raised("ˆ", 101, 700, 10, 3, 105);
    const rest = item("= X⊤X", 109, 700);
    expect(joinItems([beta, hat, rest])).toBe("β̂ = X⊤X");
    // Over the first letter of the item after it ("ˆ" then "pi": p̂i), and after a word space (the accent's box off to the right).
    expect(joinItems([item("estimate", 40, 700, 10, { x1: 80 }), raised("ˆ", 84.5, 700, 10, 3, 88.5), item("pi", 84, 700, 10, { x1: 92 })])).toBe("estimate p̂i");
    expect(joinItems([item("OLS", 40, 700, 10, { x1: 60 }), item("β", 63, 700, 10, { x1: 69 }), raised("ˆ", 68, 700, 10, 3, 72)])).toBe("OLS β̂");
    // A caret on the baseline between words is a caret.
    expect(joinItems([item("x", 0, 700, 10, { x1: 5 }), item("^", 5.5, 700, 10, { x1: 9 }), item("2", 9, 700, 10, { x1: 14 })])).toBe("x^2");
  });

  it("spaces a raised footnote mark off the word it follows or opens, and writes an exponent on a symbol as a power", () => {
    expect(joinItems([item("xts Development Team", 100, 700, 10, { x1: 200 }), raised("*", 200.2, 700, 7, 3.5, 203)])).toBe("xts Development Team *");
    // A numbered mark after its word is the superscript it is, so that it reads as no number of the text.
    expect(joinItems([item("Antje Theurer", 0, 700, 10, { x1: 60 }), raised("2,3", 60.1, 700, 7, 3.5, 67), item(", Charles", 67, 700, 10, { x1: 100 })])).toBe("Antje Theurer²,³, Charles");
    expect(joinItems([item("DAEs of index", 0, 700, 10, { x1: 60 }), raised("2", 60.1, 700, 7, 3.5, 63.6), item("maximal 1.", 66, 700, 10, { x1: 100 })])).toBe("DAEs of index² maximal 1.");
    expect(joinItems([raised("1", 50, 700, 7, 3.5, 53.5), item("Project Officer, Project Fives Alive!", 53.6, 700, 10, { x1: 200 })])).toBe("1 Project Officer, Project Fives Alive!");
    // lmtest's title page as the adapter reads it: a dagger 8 pt high against 12 pt names, boxes from two fonts' metrics.
    const name = (text: string, x0: number, x1: number) => ({ text, x0, x1, top: 181.02, bottom: 189.68, size: 11.9552, spaceAfter: false });
    const mark = (text: string, x0: number) => ({ text, x0, x1: x0 + 3.76, top: 179.61, bottom: 186.93, size: 7.9701, spaceAfter: false });
    expect(joinItems([name("Achim Zeileis", 179.65, 248.56), mark("†", 248.56), name("Torsten Hothorn", 340.39, 425.55), mark("‡", 425.55)])).toBe("Achim Zeileis † Torsten Hothorn ‡");
    // pdfTeX's T1 fonts give the asterisk with a control code after it: still a mark.
    expect(joinItems([name("xts Development Team", 246.94, 361.6), mark("*\u0084", 361.6)])).toBe("xts Development Team *\u0084");
    // Exponents: on a one-letter symbol, a name of two letters or a number, raised against it, are powers ("σ2" would read
    // as a name of its own, "103" as another number); a number on the baseline after a word is no exponent.
    expect(joinItems([item("= σ", 0, 700, 10, { x1: 14 }), raised("2", 14.1, 700, 7, 3.5, 17.6), item("RX", 17.7, 700, 10, { x1: 30 })])).toBe("= σ²RX");
    expect(joinItems([item("Sets rop to op", 0, 700, 10, { x1: 60 }), raised("2", 60.1, 700, 7, 3.5, 63.6), item(".", 63.7, 700, 10, { x1: 66 })])).toBe("Sets rop to op².");
    expect(joinItems([item("a tolerance of 10", 0, 700, 10, { x1: 70 }), raised("12", 70.1, 700, 7, 3.5, 77), item("bytes", 80, 700, 10, { x1: 100 })])).toBe("a tolerance of 10¹² bytes");
    // Set apart by a word's gap, a raised number is not the power of what it follows.
    expect(joinItems([item("Sets rop to op", 0, 700, 10, { x1: 60 }), raised("2", 64, 700, 7, 3.5, 67.5)])).toBe("Sets rop to op 2");
    expect(joinItems([item("Table", 0, 700, 10, { x1: 25 }), item("2", 25.1, 700, 10, { x1: 30 })])).toBe("Table2");
  });
});

describe("layoutPage", () => {
  it("joins items in fonts of other heights on one baseline into one line", () => {
    // A typewriter word whose box sits higher and is taller than the prose around it (another font's metrics).
    const prose = item("How can I replace the zeros in an", 72, 700);
    const code = item("xts", prose.x1 + 3, 700, 10, { top: 690, bottom: 703.5 });
    const rest = item("object with a value?", code.x1 + 3, 700);
    const lines = layoutPage([prose, code, rest]);
    expect(lines.map((line) => line.text)).toEqual(["How can I replace the zeros in an xts object with a value?"]);
    // The line's band is its first tallest item's: the prose's, 7.5 points above the baseline and 2.5 below.
    expect(lines[0]).toMatchObject({ x0: 72, x1: rest.x1, top: 692.5, bottom: 702.5 });
  });

  it("keeps a superscript on its line, spaced off the word before it as a footnote mark, and the line's box that of its text", () => {
    const word = item("spherical", 72, 700);
    const mark = item("4", word.x1, 696, 7);
    const rest = item("random effects", mark.x1 + 3, 700);
    const lines = layoutPage([word, mark, rest, item("Next line here", 72, 712)]);
    // The mark is kept (it ties the word to its footnote) as a superscript: "spherical4" is no word, and
    // "spherical 4" would read as a number of the text.
    expect(lines.map((line) => line.text)).toEqual(["spherical⁴ random effects", "Next line here"]);
    // The band of a line is its tallest item's, so the raised mark does not widen it.
    expect(lines[0]).toMatchObject({ top: 692.5, bottom: 702.5 });
  });

  it("reads two columns one after the other, each line with its own box", () => {
    const left = Array.from({ length: 6 }, (_, i) => item(`Left column line ${i + 1} of prose`, 50, 100 + 12 * i));
    const right = Array.from({ length: 6 }, (_, i) => item(`Right column line ${i + 1} of prose`, 320, 103 + 12 * i));
    const lines = layoutPage([...left, ...right].sort((a, b) => a.top - b.top));
    expect(lines.map((line) => line.text)).toEqual([
      ...left.map((entry) => entry.text),
      ...right.map((entry) => entry.text),
    ]);
    expect(lines[6]).toMatchObject({ x0: 320, x1: right[0]!.x1, top: right[0]!.top, bottom: right[0]!.bottom });
  });
});

describe("layoutPage: a text drawn twice as its shadow", () => {
  it("reads a copy drawn a point or two off its text once, and keeps a text the page repeats elsewhere", () => {
    const title = item("Tokyo Products", 100, 80, 40);
    const shadow = item("Tokyo Products", 102, 82, 40);
    const bullet = item("•", 60, 200, 20);
    const bulletShadow = item("•", 61, 201, 20);
    const text = item("database library", 80, 200, 20);
    const again = item("Tokyo Products", 100, 400, 40);
    expect(layoutPage([title, shadow, bullet, bulletShadow, text, again]).map((line) => line.text)).toEqual(["Tokyo Products", "• database library", "Tokyo Products"]);
  });

  it("keeps a word's next letter that is the same and narrow, drawn as an item of its own", () => {
    const letters = [item("he", 100, 100, 10, { x1: 110 }), item("l", 110, 100, 10, { x1: 112.2 }), item("l", 112.2, 100, 10, { x1: 114.4 }), item("o", 114.4, 100, 10)];
    expect(layoutPage(letters).map((line) => line.text)).toEqual(["hello"]);
  });
});
