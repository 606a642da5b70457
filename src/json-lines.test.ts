import { describe, expect, it } from "vitest";
import { QaforgeError } from "./errors.js";
import { parseJsonLines } from "./json-lines.js";

describe("parseJsonLines", () => {
  it("reads one value a line with its line number, skipping blank lines and CRLF endings", () => {
    expect(parseJsonLines('{"a":1}\r\n\r\n  \n[2]\n"three"\n', "x.jsonl")).toEqual([
      { value: { a: 1 }, line: 1, where: "x.jsonl:1" },
      { value: [2], line: 3 + 1, where: "x.jsonl:4" },
      { value: "three", line: 5, where: "x.jsonl:5" },
    ]);
  });

  it("names the file and line of a line that is not JSON, with the caller's code and message", () => {
    const error = (() => {
      try {
        parseJsonLines('{"a":1}\n{oops\n{"b":2}\n', "q.jsonl", { code: "config_invalid", invalid: (reason) => `not a JSON object: ${reason}` });
      } catch (caught) {
        return caught;
      }
    })() as QaforgeError;
    expect(error).toBeInstanceOf(QaforgeError);
    expect(error.code).toBe("config_invalid");
    expect(error.subject).toBe("q.jsonl:2");
    expect(error.message).toMatch(/^not a JSON object: /);
    expect(() => parseJsonLines("{oops", "d.jsonl")).toThrow(/is not valid JSON/);
  });

  it("leaves out a torn last line only when asked, and only the last one", () => {
    expect(parseJsonLines('{"a":1}\n{"b":2,"c', "c.jsonl", { tornTail: true }).map((entry) => entry.value)).toEqual([{ a: 1 }]);
    expect(() => parseJsonLines('{"a":1}\n{"b":2,"c', "c.jsonl")).toThrow(/c\.jsonl:2|is not valid JSON/);
    expect(() => parseJsonLines('{"b":2,"c\n{"a":1}\n', "c.jsonl", { tornTail: true })).toThrow(QaforgeError);
  });
});
