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

  it("keeps a superscript on its line, glued to the word before it, and the line's box that of its text", () => {
    const word = item("spherical", 72, 700);
    const mark = item("4", word.x1, 696, 7);
    const rest = item("random effects", mark.x1 + 3, 700);
    const lines = layoutPage([word, mark, rest, item("Next line here", 72, 712)]);
    expect(lines.map((line) => line.text)).toEqual(["spherical4 random effects", "Next line here"]);
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
