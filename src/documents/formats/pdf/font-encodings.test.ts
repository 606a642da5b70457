import { describe, expect, it } from "vitest";
import { glyphText, texEncoding } from "./font-encodings.js";

describe("texEncoding", () => {
  it("knows TeX's math fonts by name, subset prefix or not, and Type 3 fonts as T1 text", () => {
    expect(texEncoding("XJREES+LMMathSymbols10-Regular", false)).toBe("OMS");
    expect(texEncoding("HTDLRA+CMSY10", false)).toBe("OMS");
    expect(texEncoding("WXNBLU+CMEX10", false)).toBe("OMX");
    expect(texEncoding("TFIPRF+LMMathExtension10-Regular", false)).toBe("OMX");
    expect(texEncoding("NDLMSU+CMMI10", false)).toBe("OML");
    expect(texEncoding("OGCMBX+LMMathItalic10-Regular", false)).toBe("OML");
    expect(texEncoding("Type3", true)).toBe("T1");
    expect(texEncoding("ABCDEF+SFRM1000", false)).toBe("T1");
    expect(texEncoding("OXIYCO+LMRoman10-Regular", false)).toBeUndefined();
    expect(texEncoding("Helvetica", false)).toBeUndefined();
    expect(texEncoding(undefined, false)).toBeUndefined();
  });
});

describe("glyphText", () => {
  it("reads a T1 font's control codes as ligatures, quotes and dashes", () => {
    expect(["\u001b", "\u001c", "\u001d", "\u001e", "\u001f"].map((u) => glyphText(u, u.charCodeAt(0), "T1"))).toEqual(
      ["ff", "fi", "fl", "ffi", "ffl"],
    );
    expect(glyphText("\u0010", 16, "T1") + "dating" + glyphText("\u0011", 17, "T1")).toBe("“dating”");
    expect(glyphText("\u0015", 21, "T1")).toBe("–");
    expect(glyphText("a", 97, "T1")).toBe("a");
  });

  it("reads math fonts by their code, whatever the PDF maps the code to", () => {
    expect(glyphText("♣", 106, "OMS")).toBe("|");
    expect(glyphText("¦", 62, "OMS")).toBe("⊤");
    expect(glyphText("´", 12, "OML")).toBe("β");
    expect(glyphText("x", 120, "OML")).toBe("x");
    expect(glyphText("\u0000", 80, "OMX")).toBe("∑");
    expect(glyphText("\u0000", 16, "OMX")).toBe("(");
    // The middle pieces of a tall delimiter are not text.
    expect(glyphText("\ue000", 0x42, "OMX")).toBe("");
  });

  it("reads the text companion font's bullet, passed on as the control code U+0088, as a bullet", () => {
    expect(glyphText("\u0088", 136, undefined)).toBe("•");
    expect(glyphText("\u0088", 136, "T1")).toBe("•");
  });

  it("leaves out control codes of other fonts but keeps their white space and every other character", () => {
    expect(glyphText("\u000f", 15, undefined)).toBe("");
    expect(glyphText("\u0000", 0, undefined)).toBe("");
    expect(glyphText("\t", 9, undefined)).toBe("\t");
    expect(glyphText(" ", 32, undefined)).toBe(" ");
    expect(glyphText("é", 233, undefined)).toBe("é");
    expect(glyphText("ffi", 14, undefined)).toBe("ffi");
  });
});
