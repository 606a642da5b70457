import { mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { describeDocumentConformance } from "../../../test/support/document-conformance.js";
import { fixturePath } from "../../../test/support/fixtures.js";
import { loadDocument } from "../load.js";

const monsters = fixturePath("markdown/srd52-monsters_az.md");

describeDocumentConformance("markdown (SRD monsters)", () => loadDocument(monsters), {
  renders: false,
  minVisuals: 235,
  containsText: "## Adult Red Dragon",
});

async function markdownFile(text: string): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), "qaforge-md-"));
  const path = join(dir, "doc.md");
  await writeFile(path, text);
  return path;
}

describe("markdown adapter", () => {
  it("names a table by the heading above it in words, without the heading's inline HTML anchor", async () => {
    const doc = await loadDocument(await markdownFile('### Types <a id="types"></a>\n\nType | Example\n--- | ---\nNumber | 3.7\n'));
    const table = doc.visuals().find((visual) => visual.type === "table");
    expect(table?.caption).toBe('Table under "Types"');
  });

  it("titles a README by its heading's words, without the badges and inline HTML beside them", async () => {
    const doc = await loadDocument(await markdownFile("# frobnik <sup>[![Version Badge][badge]][pkg]</sup>\n\nParses `frob` options.\n\n[badge]: https://example.org/b.svg\n[pkg]: https://example.org/frobnik\n"));
    expect(doc.title).toBe("frobnik");
    const coded = await loadDocument(await markdownFile("# The `frob` *tool*\n\nText.\n"));
    expect(coded.title).toBe("The frob tool");
  });

  it("keeps source lines and numbers, and finds every table with its line range", async () => {
    const doc = await loadDocument(monsters);
    expect(doc.lines[423]).toBe("## Adult Red Dragon");
    expect(doc.title).toBe("Monsters A–Z");
    const tables = doc.visuals().filter((v) => v.type === "table");
    expect(tables).toHaveLength(235);
    const first = tables[0]!;
    expect(doc.lines[first.line! - 1]).toBe("|STAT|SCORE|MOD|SAVE|");
    expect(doc.lines[first.endLine! - 1]).toBe("| CHA | 18 | +4 | +4 |");
    expect(first.caption).toContain("Aboleth");
  });

  it("finds inline, reference-style and HTML images with their own line", async () => {
    const path = await markdownFile(
      [
        "# Field guide",
        "",
        "Some text before.",
        "A paragraph with an inline ![Map of the valley](img/map.png \"The valley\") image.",
        "",
        "Reference style:",
        "![Owl in flight][owl]",
        "",
        '<p><img src="a.png" alt="HTML image"></p>',
        "",
        "[owl]: img/owl.jpg",
      ].join("\n"),
    );
    const images = (await loadDocument(path)).visuals();
    expect(images).toEqual([
      expect.objectContaining({ type: "image", line: 4, label: "Map of the valley", caption: "The valley", source: "img/map.png" }),
      expect.objectContaining({ type: "image", line: 7, label: "Owl in flight", source: "img/owl.jpg" }),
      expect.objectContaining({ type: "image", line: 9, label: "HTML image", source: "a.png" }),
    ]);
  });

  it("takes a table's caption from a 'Table N' paragraph above it", async () => {
    const path = await markdownFile(["## Results", "", "**Table 2.** Yields by plot", "", "| a | b |", "|---|---|", "| 1 | 2 |"].join("\n"));
    const [table] = (await loadDocument(path)).visuals();
    expect(table).toMatchObject({ type: "table", line: 5, endLine: 7, caption: "**Table 2.** Yields by plot" });
  });
});
