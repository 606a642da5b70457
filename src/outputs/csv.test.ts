import { describe, expect, it } from "vitest";
import { csvCell, csvTable } from "./csv.js";

describe("csvCell", () => {
  it("quotes cells with commas, quotes and line breaks (RFC 4180)", () => {
    expect(csvCell("plain")).toBe("plain");
    expect(csvCell('say "hi", then')).toBe('"say ""hi"", then"');
    expect(csvCell("two\nlines")).toBe('"two\nlines"');
  });

  it("defuses text a spreadsheet would run as a formula, and leaves signed numbers alone", () => {
    expect(csvCell("=HYPERLINK(\"http://x\",\"click\")")).toBe('"\'=HYPERLINK(""http://x"",""click"")"');
    expect(csvCell("+cmd|' /C calc'!A0")).toBe("'+cmd|' /C calc'!A0");
    expect(csvCell("@SUM(A1:A2)")).toBe("'@SUM(A1:A2)");
    expect(csvCell("-2+3")).toBe("'-2+3");
    expect(csvCell("\t=1")).toBe("'\t=1");
    expect(csvCell("-2.5")).toBe("-2.5");
    expect(csvCell("+1")).toBe("+1");
    expect(csvTable(["q"], [["=1+1"]])).toBe("q\r\n'=1+1\r\n");
  });
});
