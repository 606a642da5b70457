import { describe, expect, it } from "vitest";
import { pdfjs } from "./pdfjs.js";
import { cleanText } from "./text-operators.js";

describe("cleanText", () => {
  it("reads mathematical italic, bold and double-struck letters and digits as the plain ones", () => {
    expect(cleanText("𝑓(𝑥) = 𝛽𝑥 + ℎ", pdfjs.normalizeUnicode)).toBe("f(x) = βx + h");
    expect(cleanText("𝐗 has 𝟏𝟎 rows in ℝ", pdfjs.normalizeUnicode)).toBe("X has 10 rows in ℝ");
  });

  it("splits ligature characters into their letters and leaves other text alone", () => {
    expect(cleanText("e\ufb03cient \ufb01les", pdfjs.normalizeUnicode)).toBe("efficient files");
    expect(cleanText("plain ascii", pdfjs.normalizeUnicode)).toBe("plain ascii");
    expect(cleanText("σ² ≤ ∑ ‖u‖", pdfjs.normalizeUnicode)).toBe("σ² ≤ ∑ ‖u‖");
  });
});
