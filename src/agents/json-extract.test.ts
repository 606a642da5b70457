import { describe, expect, it } from "vitest";
import { extractJson } from "./json-extract.js";

describe("extractJson: JSON out of a model's free text", () => {
  it("reads a fenced block, the bare text and a region inside prose", () => {
    expect(extractJson('Here:\n```json\n[{"a": 1}]\n```\nDone.', "array")).toEqual({ value: [{ a: 1 }] });
    expect(extractJson(' {"a": 1} ', "object")).toEqual({ value: { a: 1 } });
    expect(extractJson('I found these pairs: [{"q": "x]"}] and nothing else [sic].', "array")).toEqual({ value: [{ q: "x]" }] });
  });

  it("skips regions of the wrong shape or that are not JSON, and a mismatched bracket before the JSON", () => {
    expect(extractJson('Notes {draft} then (see [1) and [{"a": 2}]', "array")).toEqual({ value: [{ a: 2 }] });
    expect(extractJson('[1, 2] then {"pairs": []}', "object")).toEqual({ value: { pairs: [] } });
  });

  it("repairs near-JSON: single quotes, trailing commas, Python literals, a cut-off end", () => {
    expect(extractJson("[{'a': True, 'b': None,},]", "array")).toEqual({ value: [{ a: true, b: null }] });
    expect(extractJson('Answer: [{"a": 1}, {"b": 2}', "array")).toEqual({ value: [{ a: 1 }, { b: 2 }] });
  });

  it("says what it could not find", () => {
    expect(extractJson("", "array")).toEqual({ error: "the reply is empty; expected a JSON array" });
    expect(extractJson("no json here", "object")).toEqual({ error: "could not read a JSON object from the reply" });
  });
});
