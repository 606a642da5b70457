import { describe, expect, it } from "vitest";
import { createDocument } from "../documents/document.js";
import { checkGrounding } from "./grounding.js";

const document = createDocument(
  { id: "g", path: "opinion.txt", format: "text" },
  {
    lines: [
      "Texas’ percentage plan was adopted with racially segre-",
      "gated neighborhoods and schools front and center stage.",
      "The plan admitted 10 percent of each class.",
    ],
  },
);

describe("mechanical grounding", () => {
  it("finds an answer that quotes a word hyphenated across the evidence lines", () => {
    const result = checkGrounding(document, "racially segregated", [{ start_line: 1, end_line: 2 }]);
    expect(result.grounded).toBe(true);
  });

  it("still rejects an answer the evidence does not state", () => {
    const result = checkGrounding(document, "racially integrated", [{ start_line: 1, end_line: 2 }]);
    expect(result).toMatchObject({ grounded: false, detail: expect.stringContaining('"integrated"') });
  });

  it("rejects a number missing from the evidence", () => {
    expect(checkGrounding(document, "20 percent", [{ start_line: 3, end_line: 3 }]).grounded).toBe(false);
    expect(checkGrounding(document, "10 percent", [{ start_line: 3, end_line: 3 }]).grounded).toBe(true);
  });
});
