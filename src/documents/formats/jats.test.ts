import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { describeDocumentConformance } from "../../../test/support/document-conformance.js";
import { fixturePath } from "../../../test/support/fixtures.js";
import type { Document, VisualElement } from "../document.js";
import { loadDocument } from "../load.js";

const ELIFE = fixturePath("jats/elife04490.xml");
const PLOS = fixturePath("jats/pone.0046493.nxml");

describeDocumentConformance("JATS eLife article (one physical line)", () => loadDocument(ELIFE), {
  renders: false,
  minVisuals: 38,
  containsText: "Plant defense phenotypes determine the consequences of volatile emission",
});
describeDocumentConformance("JATS PLOS ONE article", () => loadDocument(PLOS), {
  renders: false,
  minVisuals: 11,
  containsText: "Lipid metabolism plays an important role",
});

function ofType(document: Document, type: VisualElement["type"]): VisualElement[] {
  return document.visuals().filter((visual) => visual.type === type);
}

function lineOf(document: Document, text: string): number {
  const index = document.lines.findIndex((line) => line.includes(text));
  if (index < 0) throw new Error(`no line contains ${JSON.stringify(text)}`);
  return index + 1;
}

describe("jats adapter on the eLife article", () => {
  let document: Document;
  beforeAll(async () => {
    document = await loadDocument(ELIFE);
  });

  it("maps by rendered text although the source is a single physical line", async () => {
    const source = await readFile(ELIFE, "utf8");
    expect(source.trim().split("\n")).toHaveLength(1);
    expect(document.format).toBe("jats");
    expect(document.lines.length).toBeGreaterThan(400);
    for (const line of document.lines) expect(line).not.toMatch(/<\/?[a-z][\w:-]*[\s>/]/);
  });

  it("sets the title and the main abstract, not the eLife digest", () => {
    expect(document.title).toBe(
      "Plant defense phenotypes determine the consequences of volatile emission for individuals and neighbors",
    );
    expect(document.lines[0]).toBe(document.title);
    expect(document.abstract).toMatch(/^Plants are at the trophic base of terrestrial ecosystems/);
    expect(document.abstract).not.toContain("DOI:");
    expect(document.abstract).not.toContain("Plants are at the base of many food webs");
  });

  it("puts headings on their own lines, after a blank line, marked with their level as the HTML reader marks them", () => {
    for (const heading of ["## Abstract", "## eLife digest", "## Introduction", "## Results", "## Discussion", "## References"]) {
      const line = document.lines.indexOf(heading) + 1;
      expect(line, heading).toBeGreaterThan(1);
      expect(document.lines[line - 2]).toBe("");
    }
    // A section inside a section is a level deeper, however long its title (eLife's results are stated as titles).
    expect(document.lines).toContain("### LOX2/3 expression has large direct effects on plants, while TPS10 expression has large indirect effects");
    expect(document.lines).toContain("# Decision letter");
    expect(document.lines).toContain("# Author response");
  });

  it("finds 17 figures, 12 tables and 9 supplementary files, labelled and located by their line", () => {
    const figures = ofType(document, "figure");
    const tables = ofType(document, "table");
    const supplements = ofType(document, "supplementary");
    expect(figures).toHaveLength(17);
    expect(tables).toHaveLength(12);
    expect(supplements).toHaveLength(9);
    expect(figures.map((figure) => figure.label).slice(0, 3)).toEqual([
      "Figure 1",
      "Figure 2",
      "Figure 2—figure supplement 1",
    ]);
    expect(figures.at(-1)).toMatchObject({ label: "Appendix Figure 2", source: "fig13" });
    expect(tables[0]).toMatchObject({ label: "Appendix Table 1", source: "tbl1" });
    expect(supplements[0]).toMatchObject({ label: "Figure 1—source data 1", source: "SD1-data" });
    for (const visual of document.visuals()) {
      expect(document.lines[visual.line! - 1]).toMatch(new RegExp(`^\\[${visual.label ?? "Table"}\\]`));
    }
  });

  it("keeps a figure's source data out of its caption and lists it on the following lines", () => {
    const figure = ofType(document, "figure")[0]!;
    expect(figure.caption).toMatch(/^The lox2\/3 and TPS10 transgenic constructs/);
    expect(figure.caption).not.toContain("Absolute values for JA and GLVs");
    const sourceData = ofType(document, "supplementary").filter((visual) => visual.label?.startsWith("Figure 1—"));
    expect(sourceData.map((visual) => visual.line)).toEqual([figure.line! + 1, figure.line! + 2, figure.line! + 3]);
  });

  it("renders unlabelled tables of the author response with their rows", () => {
    const table = ofType(document, "table").find((visual) => visual.source === "tblu1")!;
    expect(table.label).toBeUndefined();
    expect(document.lines[table.line! - 1]).toBe("[Table]");
    expect(document.lines[table.line!]).toBe(" | Df | Sum sq | Mean sq | F | p");
    expect(table.endLine).toBeGreaterThan(table.line!);
  });
});

describe("jats adapter on the PLOS ONE article", () => {
  let document: Document;
  beforeAll(async () => {
    document = await loadDocument(PLOS);
  });

  it("finds figures 1–4, tables 1–3 and supplementary tables S1–S4", () => {
    expect(ofType(document, "figure").map((visual) => visual.label)).toEqual(["Figure 1", "Figure 2", "Figure 3", "Figure 4"]);
    expect(ofType(document, "table").map((visual) => visual.label)).toEqual(["Table 1", "Table 2", "Table 3"]);
    expect(ofType(document, "supplementary").map((visual) => visual.label)).toEqual([
      "Table S1",
      "Table S2",
      "Table S3",
      "Table S4",
    ]);
    expect(ofType(document, "figure")[0]).toMatchObject({
      source: "pone-0046493-g001",
      caption: expect.stringMatching(/^Chemical structure of inhibitors\. Chemical structures of A, THL and B, MmPPOX\./),
    });
  });

  it("places a figure line after the paragraph that precedes it and before the next section", () => {
    const figure = ofType(document, "figure")[0]!;
    expect(figure.line).toBe(lineOf(document, "This family of enzymes, referred to as the") + 1);
    expect(document.lines[figure.line! - 1]).toMatch(/^\[Figure 1\] Chemical structure of inhibitors\./);
    expect(document.lines[figure.line! + 1]).toBe("## Materials and Methods");
  });

  it("renders a table's rows, cells joined by ' | ', and its footnotes within the table's line range", () => {
    const table = ofType(document, "table")[0]!;
    expect(document.lines[table.line! - 1]).toBe("[Table 1] Substrate specificity of recombinant Lip-HSL proteins.");
    const rows = document.lines.slice(table.line!, table.endLine);
    expect(rows).toContain("LipY | C4/46.3 | C14/5.2 | C4/300 | C8/35 | C4/208 | C18:3/4.0");
    expect(rows).toContain("c Chain lengths tested include C4, C6 and C8.");
    expect(document.lines[table.endLine!]).toMatch(/^Purified proteins were concentrated/);
  });

  it("reads one paragraph per line, with authors and references", () => {
    expect(document.lines[1]).toMatch(/^Authors: Vincent Delorme, Sadia V\. Diomandé, /);
    expect(document.lines[lineOf(document, "## Introduction") - 1]).toBe("## Introduction");
    expect(document.lines[lineOf(document, "## Introduction")]).toMatch(/^According to the World Health Organization \(2011;/);
    expect(document.lines).toContain("## Supporting Information");
    expect(document.lines.find((line) => line.startsWith("[9] "))).toBe(
      "[9] Cole ST, Brosch R, Parkhill J, Garnier T, Churcher C, et al (1998) Deciphering the biology of Mycobacterium tuberculosis from the complete genome sequence. Nature 393: 537–544",
    );
    expect(document.pageCount).toBe(1);
    expect(document.hasPages).toBe(false);
  });

  it("gives the same lines and visuals on every load", async () => {
    const again = await loadDocument(PLOS);
    expect(again.lines).toEqual(document.lines);
    expect(again.visuals()).toEqual(document.visuals());
  });
});

describe("jats adapter errors and the DTD", () => {
  let folder: string;
  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), "qaforge-jats-"));
  });
  afterAll(async () => {
    await rm(folder, { recursive: true, force: true });
  });

  it("reports a truncated file as malformed_xml", async () => {
    const source = await readFile(ELIFE, "utf8");
    const truncated = join(folder, "truncated.xml");
    await writeFile(truncated, source.slice(0, Math.floor(source.length / 2)));
    await expect(loadDocument(truncated)).rejects.toMatchObject({
      code: "malformed_xml",
      subject: truncated,
      message: expect.stringMatching(/^is not well-formed XML: unclosed xml tag/),
    });
  });

  it("reports mismatched tags as malformed_xml with the position", async () => {
    const path = join(folder, "mismatched.nxml");
    await writeFile(path, "<article>\n<body><p>Text</sec></body></article>");
    await expect(loadDocument(path)).rejects.toMatchObject({
      code: "malformed_xml",
      message: expect.stringMatching(/mismatch.*line 2/),
    });
  });

  it("says a well-formed XML file that is not a JATS article is unsupported", async () => {
    const path = join(folder, "catalog.xml");
    await writeFile(path, '<?xml version="1.0"?>\n<catalog><book id="b1"><title>XML Basics</title></book></catalog>\n');
    await expect(loadDocument(path)).rejects.toMatchObject({
      code: "unsupported_format",
      message: expect.stringContaining("is XML but not a JATS article (the root element is <catalog>"),
    });
  });

  it("lists a labelled fig-group as a figure of its own, followed by its panels", async () => {
    const path = join(folder, "fig-group.xml");
    await writeFile(
      path,
      `<article><body><p>Results.</p>
        <fig-group id="g3"><label>Figure 3.</label><caption><title>Growth over time.</title></caption>
          <fig id="g3a"><label>Figure 3A</label><caption><p>Day 1.</p></caption></fig>
          <fig id="g3b"><label>Figure 3B</label><caption><p>Day 7.</p></caption></fig>
        </fig-group></body></article>`,
    );
    const document = await loadDocument(path);
    expect(document.lines).toEqual(["Results.", "[Figure 3] Growth over time.", "[Figure 3A] Day 1.", "[Figure 3B] Day 7."]);
    expect(document.visuals().map((visual) => [visual.type, visual.label, visual.line, visual.source])).toEqual([
      ["figure", "Figure 3", 2, "g3"],
      ["figure", "Figure 3A", 3, "g3a"],
      ["figure", "Figure 3B", 4, "g3b"],
    ]);
  });

  it("never fetches the external DTD and decodes the entities it would have declared", async () => {
    const fetchSpy = vi.spyOn(globalThis, "fetch");
    const path = join(folder, "entities.xml");
    await writeFile(
      path,
      `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE article PUBLIC "-//NLM//DTD JATS (Z39.96) Journal Publishing DTD v1.2 20190208//EN" "https://jats.nlm.nih.gov/publishing/1.2/JATS-journalpublishing1.dtd">
<article article-type="research-article">
  <front><article-meta><title-group><article-title>Tides&nbsp;and&nbsp;moons</article-title></title-group>
    <abstract><p>Tides rise twice a day&mdash;roughly.</p></abstract></article-meta></front>
  <body>
    <sec><title>Observations</title>
      <p>Before the figure.
        <fig id="f1"><label>Figure 1</label><caption><p>Tide gauge at Brest.</p></caption><graphic href="f1.tif"/></fig>
        After the figure &amp; more.</p>
      <list list-type="bullet"><list-item><p>High water at 06:12.</p></list-item></list>
    </sec>
  </body>
</article>`,
    );
    try {
      const document = await loadDocument(path);
      expect(fetchSpy).not.toHaveBeenCalled();
      expect(document.title).toBe("Tides and moons");
      expect(document.abstract).toBe("Tides rise twice a day—roughly.");
      const figureLine = lineOf(document, "[Figure 1] Tide gauge at Brest.");
      expect(document.lines[figureLine - 2]).toBe("Before the figure.");
      expect(document.lines[figureLine]).toBe("After the figure & more.");
      expect(document.lines[figureLine + 1]).toBe("- High water at 06:12.");
      expect(document.visuals()).toEqual([
        { type: "figure", line: figureLine, label: "Figure 1", caption: "Tide gauge at Brest.", source: "f1" },
      ]);
    } finally {
      fetchSpy.mockRestore();
    }
  });
});
