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

describe("a table under a Markdown heading with an inline HTML anchor (hundred-fifty-third held-out set)", () => {
  it("names the heading by its words, without the anchor's markup", async () => {
    const { factsIn } = await import("./facts.js");
    const { numberedLines } = await import("../../../test/support/lines.js");
    const lines = [
      '### Types <a id="types"></a>',
      "",
      "Type       | Examples          | Description",
      "-----------|-------------------|------------------------",
      "Number     | 3.7               | A numerical value.",
      "Boolean    | true, false       | A boolean value.",
      "String     | \"hello\"           | A string.",
    ];
    const questions = factsIn(numberedLines(lines), 1, lines.length, { format: "markdown" }).map((fact) => fact.question);
    expect(questions).toContain("What is the description of Boolean for the Types?");
    expect(questions.join(" ")).not.toMatch(/<a|id=/);
  });
});
