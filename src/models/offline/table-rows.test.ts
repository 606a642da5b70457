import { describe, expect, it } from "vitest";
import { rowCells } from "./table-rows.js";

describe("rowCells", () => {
  it("splits a Markdown row and an HTML row (cells joined by ' | ') the same way, outer pipes off, cells trimmed", () => {
    expect(rowCells("| `--fast` | Skip the checks |  |")).toEqual(["`--fast`", "Skip the checks", ""]);
    expect(rowCells("  -q, --quiet | Print nothing  ")).toEqual(["-q, --quiet", "Print nothing"]);
    expect(rowCells("|---|:--:|")).toEqual(["---", ":--:"]);
  });

  it("is no row without a pipe", () => {
    expect(rowCells("Print nothing at all.")).toBeUndefined();
  });
});
