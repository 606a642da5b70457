import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { loadManifest, parseManifest } from "./manifest.js";

describe("document manifests", () => {
  it("reads one entry per line, skipping blank lines", () => {
    const text = [
      JSON.stringify({ id: "pmid-1", title: "Tides", abstract: "They rise.", url: "https://example.org/tides.pdf" }),
      "",
      JSON.stringify({ id: "pmid-2", abstract: "  " }),
    ].join("\n");
    expect(parseManifest(text, "docs.jsonl")).toEqual([
      { id: "pmid-1", title: "Tides", abstract: "They rise.", url: "https://example.org/tides.pdf", line: 1 },
      { id: "pmid-2", line: 3 },
    ]);
  });

  it.each([
    ['{"id": "a", "url": "ftp://example.org/a.pdf"}', /^docs\.jsonl:1: field url: expected an http\(s\) URL/],
    ['{"title": "no id"}', /^docs\.jsonl:1: field id: is required/],
    ['{"id": "a b"}', /^docs\.jsonl:1: field id: must not contain spaces or slashes/],
    ['{"id": "a", "titel": "typo"}', /^docs\.jsonl:1: field \(top level\): unknown field "titel"/],
    ['{"id": "a", "abstract": 3}', /^docs\.jsonl:1: field abstract: expected string, got number 3/],
    ["[1, 2]", /^docs\.jsonl:1: expected one JSON object per line/],
    ['{"id": ', /^docs\.jsonl:1: not a JSON object/],
  ])("refuses %s naming the file, line and field", (line, message) => {
    let thrown: unknown;
    try {
      parseManifest(line, "docs.jsonl");
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toMatchObject({ code: "config_invalid" });
    expect((thrown as { describe(): string }).describe()).toMatch(message);
  });

  it("refuses a repeated id on the line that repeats it", () => {
    const text = ['{"id": "a"}', '{"id": "b"}', '{"id": "a"}'].join("\n");
    expect(() => parseManifest(text, "m.jsonl")).toThrow(/"a" is already registered on line 1/);
    try {
      parseManifest(text, "m.jsonl");
    } catch (error) {
      expect((error as { subject: string }).subject).toBe("m.jsonl:3");
    }
  });

  it("loads a file, and says when there is none", async () => {
    const dir = mkdtempSync(join(tmpdir(), "qaforge-manifest-"));
    writeFileSync(join(dir, "docs.jsonl"), '{"id": "x"}\n');
    await expect(loadManifest(join(dir, "docs.jsonl"))).resolves.toEqual([{ id: "x", line: 1 }]);
    await expect(loadManifest(join(dir, "none.jsonl"))).rejects.toMatchObject({ code: "config_not_found", message: "no such manifest" });
  });
});
