import { describe, expect, it } from "vitest";
import { positioned, readFontMetrics } from "./page-analysis.js";
import type { TextRun } from "./text-operators.js";

/** pdfjs's font object for one of pdfTeX's Type 3 bitmap fonts (xts-faq.pdf): ascent and descent read NaN. */
const TYPE3_FONT = {
  name: "Type3",
  isType3Font: true,
  ascent: Number.NaN,
  descent: Number.NaN,
  bbox: [-4, -20, 83, 62],
  fontMatrix: [0.01204, 0, 0, 0.01204, 0, 0],
};

function run(ascent: number | undefined, descent: number | undefined): TextRun {
  return {
    text: "xts",
    font: undefined,
    matrix: [10, 0, 0, 10, 100, 700],
    endX: 115,
    endY: 700,
    ascent,
    descent,
    spaceAfter: false,
  };
}

describe("readFontMetrics", () => {
  it("takes a Type 3 font's ascent and descent from its glyph box when pdfjs has none, and reads it as T1", () => {
    const metrics = readFontMetrics(TYPE3_FONT);
    expect(metrics.ascent).toBeCloseTo(62 * 0.01204, 6);
    expect(metrics.descent).toBeCloseTo(-20 * 0.01204, 6);
    expect(metrics.encoding).toBe("T1");
    expect(metrics.isType3Font).toBe(true);
  });

  it("keeps a font's own finite ascent and descent, and names TeX's math fonts", () => {
    const metrics = readFontMetrics({ name: "XJREES+LMMathSymbols10-Regular", ascent: 0.75, descent: -0.25 });
    expect(metrics).toMatchObject({ ascent: 0.75, descent: -0.25, encoding: "OMS", isType3Font: false });
    expect(readFontMetrics({ name: "Helvetica", ascent: Number.NaN }).ascent).toBeUndefined();
  });
});

describe("positioned", () => {
  it("gives a run whose font has no usable metrics a finite box around its baseline", () => {
    for (const [ascent, descent] of [
      [Number.NaN, Number.NaN],
      [undefined, undefined],
    ] as const) {
      const box = positioned(run(ascent, descent));
      expect(box).toMatchObject({ text: "xts", x0: 100, x1: 115, size: 10 });
      expect(box.top).toBeCloseTo(692, 6);
      expect(box.bottom).toBeCloseTo(702, 6);
    }
  });
});
