import { createCanvas, loadImage } from "@napi-rs/canvas";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { describeDocumentConformance } from "../../../test/support/document-conformance.js";
import { fixturePath } from "../../../test/support/fixtures.js";
import { QaforgeError } from "../../errors.js";
import { createDocument, type Document, type RenderResult } from "../document.js";
import { documentFromBytes, loadDocument } from "../load.js";
import { createPdfAdapter, typesetTitle } from "./pdf.js";
import type { PageAnalysis } from "./pdf/page-analysis.js";
import { PdfPageRenderer } from "./pdf/render.js";
import { closePageWorkers } from "./pdf/worker-pool.js";

const BMC = fixturePath("pdf/bmc-hsr-2014.pdf");
const SAMPLE = fixturePath("pdf/sample_pdf_3.pdf");
const ENCRYPTED = fixturePath("pdf/encrypted.pdf");

describeDocumentConformance("pdf (two-column article)", () => loadDocument(BMC), {
  renders: true,
  minPages: 10,
  // Table 1, Table 2 and its continuation, Figure 1.
  minVisuals: 4,
  containsText: "Healthcare in Malawi, as in other developing countries",
});

describeDocumentConformance("pdf (table)", () => loadDocument(SAMPLE), {
  renders: true,
  minPages: 1,
  minVisuals: 1,
  containsText: "This is an example table with two multicolumn headers",
});

function lineIndex(doc: Document, text: string): number {
  const index = doc.lines.findIndex((line) => line === text);
  if (index < 0) throw new Error(`no line is exactly "${text}"`);
  return index;
}

function lineWith(doc: Document, fragment: string): { index: number; text: string } {
  const index = doc.lines.findIndex((line) => line.includes(fragment));
  if (index < 0) throw new Error(`no line contains "${fragment}"`);
  return { index, text: doc.lines[index]! };
}

function expectPng(result: RenderResult): Extract<RenderResult, { kind: "png" }> {
  expect(result.kind).toBe("png");
  if (result.kind !== "png") throw new Error("not a PNG");
  return result;
}

/** Share of pixels darker than mid-grey: proves text and drawings were painted, not just a white page. */
async function inkShare(png: Buffer): Promise<number> {
  const image = await loadImage(png);
  const canvas = createCanvas(image.width, image.height);
  const context = canvas.getContext("2d");
  context.drawImage(image, 0, 0);
  const { data } = context.getImageData(0, 0, image.width, image.height);
  let dark = 0;
  for (let i = 0; i < data.length; i += 4) if (data[i]! + data[i + 1]! + data[i + 2]! < 384) dark++;
  return dark / (image.width * image.height);
}

describe("pdf text of a two-column article", () => {
  let doc: Document;
  beforeAll(async () => {
    doc = await loadDocument(BMC);
  });

  it("keeps whole sentences on one line, with justified word gaps read as single spaces", () => {
    expect(doc.lines).toContain("The desire to improve on health systems and healthcare");
    expect(doc.lines).toContain("their implementation are often lacking among health");
    expect(doc.lines).toContain("Medical Department to define and prioritize its quality improvement activities.");
  });

  it("never puts text of both columns on one line", () => {
    // Each pair sits on the same baseline, one in each column.
    const pairs = [
      ["The desire to improve on health systems", "revenue through the paying services"],
      ["their implementation are often lacking", "department has four main sub units"],
    ] as const;
    for (const [left, right] of pairs) {
      const leftLine = lineWith(doc, left);
      const rightLine = lineWith(doc, right);
      expect(leftLine.index).not.toBe(rightLine.index);
      expect(leftLine.text).not.toContain(right);
    }
  });

  it("reads the left column to its end before the right column", () => {
    const leftFirst = lineIndex(doc, "The desire to improve on health systems and healthcare");
    const leftLast = lineWith(doc, "of the Ministry of Health which provides the hospital").index;
    const rightFirst = lineIndex(doc, "budget. Even though the hospital generates some of its");
    expect(leftFirst).toBeLessThan(leftLast);
    expect(leftLast).toBeLessThan(rightFirst);
    expect(rightFirst - leftLast).toBeLessThanOrEqual(2);
  });

  it("keeps superscript markers on their line, numbered ones as superscripts, others spaced off the names they mark, and quotes inside their words", () => {
    expect(lineWith(doc, "Josephine Nana Afrakoma").text).toContain(
      "Agyeman-Duah 1*, Antje Theurer²,³, Charles Munthali³, Noor Alide⁴ and Florian Neuhann⁵",
    );
    // The footnotes those marks point to open with the same mark, spaced off their first word.
    expect(doc.lines).toContain("1 Project Officer, Project Fives Alive! Health Directorate, National Catholic");
    expect(doc.lines).toContain("often remains more of a ‘verbal expression’, rather than a");
  });

  it("knows the page of every line", () => {
    expect(doc.pageCount).toBe(10);
    expect(doc.pageOfLine(lineIndex(doc, "Healthcare in Malawi, as in other developing countries") + 1)).toBe(2);
    expect(doc.pageOfLine(lineWith(doc, "Figure 1 Patient flow pattern").index + 1)).toBe(7);
    expect(doc.pageOfLine(lineWith(doc, "Submit your next manuscript to BioMed Central").index + 1)).toBe(10);
  });

  it("reads a table set sideways on the page row by row", () => {
    const caption = lineIndex(doc, "Table 2 Overview of themes on quality emerging from in-depth interviews by various stakeholders");
    expect(doc.pageOfLine(caption + 1)).toBe(5);
    expect(doc.lines[caption + 1]).toMatch(/^Respondent group Strengths\/existing quality model/);
    expect(lineWith(doc, "‘very good’ (1 view)").text).toContain("- Weak adherence to treatment protocol");
  });
});

describe("pdf visuals of a two-column article", () => {
  let doc: Document;
  beforeAll(async () => {
    doc = await loadDocument(BMC);
  });

  it("finds the figure and table captions with their page, label, line and box", () => {
    const visuals = doc.visuals();
    const summary = visuals.map(({ type, page, label }) => ({ type, page, label }));
    expect(summary).toEqual([
      { type: "table", page: 4, label: "Table 1" },
      { type: "table", page: 5, label: "Table 2" },
      { type: "table", page: 6, label: "Table 2" },
      { type: "figure", page: 7, label: "Figure 1" },
    ]);
    for (const visual of visuals) {
      expect(doc.lines[visual.line! - 1]!.startsWith(visual.label!)).toBe(true);
      expect(doc.pageOfLine(visual.line!)).toBe(visual.page);
    }
    const figure = visuals[3]!;
    expect(figure.caption).toBe("Figure 1 Patient flow pattern at the medical department, June 2010.");
    // The flow chart sits in the top of the left column, above its caption.
    expect(figure.box).toBeDefined();
    const box = figure.box!;
    expect(box.x).toBeGreaterThanOrEqual(50);
    expect(box.x + box.width).toBeLessThan(300);
    expect(box.y).toBeGreaterThan(80);
    expect(box.height).toBeGreaterThan(100);
    const table = visuals[0]!;
    expect(table.caption).toBe("Table 1 Patient-provider relationship during consultation");
    expect(table.box!.height).toBeGreaterThan(100);
    expect(visuals[2]!.caption).toMatch(/\(Continued\)$/);
  });

  it("leaves out the banner, the advertisement box and thin rules", () => {
    expect(doc.visuals().every((visual) => visual.label !== undefined)).toBe(true);
  });
});

/**
 * A Type 3 font the way pdfTeX writes TeX's bitmap fonts (dvips, EC fonts in the T1 encoding): glyphs named /a<code>,
 * a FontMatrix of 0.01, no ascent or descent. Each glyph is a box half an em wide. `codes` are the character codes.
 */
function texType3Font(add: (body: string) => number, codes: readonly number[]): number {
  const procs = codes.map((code) => {
    const glyph = "50 0 d0\n5 0 40 60 re f";
    return `/a${code} ${add(`<< /Length ${glyph.length} >>\nstream\n${glyph}\nendstream`)} 0 R`;
  });
  const first = Math.min(...codes);
  const last = Math.max(...codes);
  const widths = Array.from({ length: last - first + 1 }, (_, i) => (codes.includes(first + i) ? 50 : 0));
  return add(
    "<< /Type /Font /Subtype /Type3 /FontMatrix [0.01 0 0 0.01 0 0] /FontBBox [0 -20 50 70] " +
      `/Resources << >> /FirstChar ${first} /LastChar ${last} /Widths [${widths.join(" ")}] ` +
      `/Encoding << /Type /Encoding /Differences [${codes.map((code) => `${code} /a${code}`).join(" ")}] >> ` +
      `/CharProcs << ${procs.join(" ")} >> >>`,
  );
}

/** The Type 3 font's characters: lower-case letters and T1's ligatures ff, fi, fl, ffi, ffl (codes 27 to 31). */
const TYPE3_CODES = [27, 28, 29, 30, 31, ...Array.from({ length: 26 }, (_, i) => 97 + i)];

/**
 * A hand-written PDF: Helvetica (/F1), Courier (/F2) and TeX's math symbols (/F4, cmsy10) not embedded, a TeX-style
 * Type 3 font (/F3), one 2×2
 * grey image XObject (/Im1), form XObjects /Fm1… with the given contents, the given page contents.
 */
function buildPdf(pageContents: string[], formContents: { matrix: string; content: string }[] = []): Buffer {
  const objects: string[] = ["", ""];
  const add = (body: string) => objects.push(body);
  const font = add("<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>");
  const courier = add("<< /Type /Font /Subtype /Type1 /BaseFont /Courier /Encoding /WinAnsiEncoding >>");
  const type3 = texType3Font(add, TYPE3_CODES);
  const symbols = add("<< /Type /Font /Subtype /Type1 /BaseFont /CMSY10 >>");
  const fonts = `/Font << /F1 ${font} 0 R /F2 ${courier} 0 R /F3 ${type3} 0 R /F4 ${symbols} 0 R >>`;
  const image = add(
    "<< /Type /XObject /Subtype /Image /Width 2 /Height 2 /ColorSpace /DeviceGray /BitsPerComponent 8 /Length 4 >>\n" +
      "stream\n\x00\x40\x80\xff\nendstream",
  );
  const forms = formContents.map(({ matrix, content }, index) => {
    const form = add(
      `<< /Type /XObject /Subtype /Form /BBox [0 0 300 100] /Matrix [${matrix}] ` +
        `/Resources << /Font << /F1 ${font} 0 R >> >> ` +
        `/Length ${Buffer.byteLength(content, "latin1")} >>\nstream\n${content}\nendstream`,
    );
    return ` /Fm${index + 1} ${form} 0 R`;
  });
  const kids = pageContents.map((content) => {
    const stream = add(`<< /Length ${Buffer.byteLength(content, "latin1")} >>\nstream\n${content}\nendstream`);
    return add(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents ${stream} 0 R ` +
        `/Resources << ${fonts} /XObject << /Im1 ${image} 0 R${forms.join("")} >> >> >>`,
    );
  });
  objects[0] = "<< /Type /Catalog /Pages 2 0 R >>";
  objects[1] = `<< /Type /Pages /Kids [${kids.map((kid) => `${kid} 0 R`).join(" ")}] /Count ${kids.length} >>`;
  let out = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(Buffer.byteLength(out, "latin1"));
    out += `${index + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, "latin1");
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  out += offsets.map((offset) => `${String(offset).padStart(10, "0")} 00000 n \n`).join("");
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, "latin1");
}

const text = (x: number, y: number, size: number, body: string) => `BT /F1 ${size} Tf ${x} ${y} Td ${body} ET`;
const logo = "q 40 0 0 20 30 750 cm /Im1 Do Q";

function syntheticPdf(): Buffer {
  const left = Array.from({ length: 8 }, (_, i) => text(50, 600 - 14 * i, 11, `(Left column line ${i + 1} of the essay here) Tj`));
  // The right column's baselines sit 5 points lower than the left column's.
  const right = Array.from({ length: 8 }, (_, i) => text(320, 595 - 14 * i, 11, `(Right column line ${i + 1} of the essay too) Tj`));
  const page1 = [
    logo,
    text(50, 700, 12, "(Water is H) Tj /F1 7 Tf -3 Ts (2) Tj 0 Ts /F1 12 Tf (O and E = mc) Tj /F1 7 Tf 5 Ts (2) Tj 0 Ts /F1 12 Tf ( holds.) Tj"),
    text(50, 670, 12, "(Split) Tj (word) Tj ( ) Tj [(Ker) -20 (ned)] TJ ( and ) Tj [(two) -400 (words)] TJ"),
    ...left,
    ...right,
  ].join("\n");
  const page3 = [
    logo,
    "q 200 0 0 150 100 400 cm /Im1 Do Q",
    text(100, 380, 10, "(Figure 2. A synthetic chart of values.) Tj"),
    text(100, 200, 10, "(Body text after the figure.) Tj"),
    text(100, 180, 10, "(Table 9 provides no caption: this line is prose.) Tj"),
  ].join("\n");
  const bars = Array.from({ length: 6 }, (_, i) => `${320 + 30 * i} 450 20 ${40 + 15 * i} re f`).join("\n");
  const page4 = [
    logo,
    text(320, 560, 10, "(Fig. 3: Bars drawn as paths) Tj"),
    bars,
    "0.5 w 315 450 m 495 450 l S",
    "0.5 w 50 300 m 550 300 l S",
    "50 100 3 3 re f",
    text(50, 250, 10, "(Closing words of the page.) Tj"),
  ].join("\n");
  return buildPdf([page1, "", page3, page4]);
}

describe("pdf text and visuals of a synthetic page", () => {
  let doc: Document;
  beforeAll(async () => {
    doc = await documentFromBytes("synthetic.pdf", syntheticPdf(), "pdf");
  });

  it("keeps subscripts and superscripts on their line, without spaces, a raised number as the power it is", () => {
    // "mc2" would read as a name, "op2" (MPFI's manual: "Sets rop to op2.") as another parameter.
    expect(doc.lines[0]).toBe("Water is H2O and E = mc² holds.");
  });

  it("joins a word split into several items and spaces words by their gap", () => {
    expect(doc.lines[1]).toBe("Splitword Kerned and two words");
  });

  it("reads two columns whose baselines do not line up one after the other", () => {
    const columnLines = doc.lines.slice(2, 18);
    expect(columnLines).toEqual([
      ...Array.from({ length: 8 }, (_, i) => `Left column line ${i + 1} of the essay here`),
      ...Array.from({ length: 8 }, (_, i) => `Right column line ${i + 1} of the essay too`),
    ]);
  });

  it("counts a blank page as a page that owns one empty line", () => {
    expect(doc.pageCount).toBe(4);
    const blankLine = doc.firstLineOfPage(2)!;
    expect(doc.lines[blankLine - 1]).toBe("");
    expect(doc.pageOfLine(blankLine)).toBe(2);
    expect(doc.pageOfLine(lineIndex(doc, "Body text after the figure.") + 1)).toBe(3);
  });

  it("pairs captions with the image or drawing next to them, drops the repeated logo and ignores prose", () => {
    const visuals = doc.visuals();
    expect(visuals.map(({ type, page, label }) => ({ type, page, label }))).toEqual([
      { type: "figure", page: 3, label: "Figure 2" },
      { type: "figure", page: 4, label: "Figure 3" },
    ]);
    const [image, bars] = visuals as [(typeof visuals)[number], (typeof visuals)[number]];
    expect(image.caption).toBe("Figure 2. A synthetic chart of values.");
    expect(image.line).toBe(lineIndex(doc, "Figure 2. A synthetic chart of values.") + 1);
    // Image drawn at x 100..300, y 400..550 in PDF space: 792 - 550 = 242 from the top.
    expect(image.box).toEqual({ x: 100, y: 242, width: 200, height: 150 });
    expect(bars.caption).toBe("Fig. 3: Bars drawn as paths");
    // Six bars from x 320 to 490, y 450 up to 450 + 115, held together by their axis (x 315..495); the
    // separating rule lower down and the 3-point square are left out.
    expect(bars.box).toEqual({ x: 315, y: 792 - 565, width: 180, height: 115 });
  });

  it("renders text in the standard fonts it does not embed", async () => {
    const result = expectPng(await doc.renderPage(1));
    expect(await inkShare(result.png)).toBeGreaterThan(0.002);
    const blank = expectPng(await doc.renderPage(2));
    expect(await inkShare(blank.png)).toBe(0);
  });
});

describe("pdf captions and references to them", () => {
  it("takes the caption under the figure, not the prose line that ends on the figure's label", async () => {
    const page = [
      text(50, 700, 10, "(It is convenient to plot the process with its boundaries, as demonstrated in) Tj"),
      text(50, 688, 10, "(Figure 3.) Tj"),
      "q 200 0 0 150 100 500 cm /Im1 Do Q",
      text(100, 485, 10, "(Figure 3: The process and its boundaries) Tj"),
    ].join("\n");
    const doc = await documentFromBytes("reference.pdf", buildPdf([page]), "pdf");
    const caption = lineIndex(doc, "Figure 3: The process and its boundaries") + 1;
    expect(doc.visuals()).toEqual([
      {
        type: "figure",
        page: 1,
        line: caption,
        label: "Figure 3",
        caption: "Figure 3: The process and its boundaries",
        box: { x: 100, y: 792 - 650, width: 200, height: 150 },
      },
    ]);
  });
});

describe("pdf tables captioned under their rules", () => {
  it("boxes the table from its top rule down to its caption, leaving out rules of another width above", async () => {
    const rule = (y: number, x0: number, x1: number) => `0.5 w ${x0} ${y} m ${x1} ${y} l S`;
    const page = [
      text(100, 700, 10, "(A paragraph of prose above the table, with a short rule under it.) Tj"),
      rule(690, 100, 200),
      rule(640, 120, 480),
      text(125, 628, 10, "(Symbol     Size     Description) Tj"),
      rule(622, 120, 480),
      text(125, 610, 10, "(n     1     Length of the response vector) Tj"),
      text(125, 596, 10, "(p     2     Number of columns of the matrix) Tj"),
      rule(588, 120, 480),
      text(150, 572, 10, "(Table 4: Symbols used to describe the structure of the model.) Tj"),
    ].join("\n");
    const doc = await documentFromBytes("booktabs.pdf", buildPdf([page]), "pdf");
    const [table, ...others] = doc.visuals();
    expect(others).toEqual([]);
    expect(table).toMatchObject({ type: "table", label: "Table 4", line: lineWith(doc, "Table 4:").index + 1 });
    const box = table!.box!;
    expect(box.x).toBeCloseTo(120, 0);
    expect(box.x + box.width).toBeCloseTo(480, 0);
    // From the top rule (y 640, 792 - 640 = 152 from the top) to below the caption's baseline (792 - 572 = 220).
    expect(box.y).toBeCloseTo(152, 0);
    expect(box.y + box.height).toBeGreaterThan(220);
    expect(box.y + box.height).toBeLessThan(225);
  });
});

describe("pdf text set with the other text operators", () => {
  it("follows leading, next-line quotes, spacing, scaling and text drawn inside form XObjects", async () => {
    const page = [
      "BT /F1 10 Tf 14 TL 50 700 Td (First line) Tj T* (Second line) Tj (Third line) ' 0 0.5 (Fourth line) \" ET",
      // A form XObject moved 300 points up the page by `cm` and 250 more by its own /Matrix: its text must land at
      // 550, between the lines above and below.
      "q 1 0 0 1 300 300 cm /Fm1 Do Q",
      // Letter-spaced and horizontally squeezed; the TJ gap of a third of an em is a word space either way.
      "BT /F1 10 Tf 50 Tz 0.2 Tc 50 400 Td [(Squeezed) -333 (words)] TJ ET",
      "BT /F1 10 Tf 3 Tw 50 380 Td (Word spaced line) Tj ET",
    ].join("\n");
    const form = { matrix: "1 0 0 1 0 250", content: "BT /F1 10 Tf 0 0 Td (Inside a form) Tj ET" };
    const doc = await documentFromBytes("operators.pdf", buildPdf([page], [form]), "pdf");
    expect(doc.lines).toEqual([
      "First line",
      "Second line",
      "Third line",
      "Fourth line",
      "Inside a form",
      "Squeezed words",
      "Word spaced line",
    ]);
  });
});

describe("pdf lines whose words change font", () => {
  // Helvetica at 10 points: "How can I replace the zeros in an " ends near x 208; each Type 3 glyph is 5 points wide.
  const line = (y: number, body: string) => `BT /F1 10 Tf 72 ${y} Td ${body} ET`;
  let doc: Document;
  beforeAll(async () => {
    const page = [
      // A code word in the Type 3 font between prose in Helvetica, each piece after a word space.
      line(700, "(How can I replace the zeros in an ) Tj /F3 10 Tf (xts) Tj /F1 10 Tf ( object with a value?) Tj"),
      // A code word in Courier that the comma touches, and words placed by their own Td, a word-wide gap apart.
      line(680, "(I set ) Tj /F2 10 Tf (digits) Tj /F1 10 Tf (, but ) Tj /F2 10 Tf (R) Tj /F1 10 Tf ( shows more.) Tj"),
      "BT /F1 10 Tf 72 660 Td (Call) Tj ET BT /F2 10 Tf 95 660 Td (apply) Tj ET BT /F1 10 Tf 128 660 Td (on it.) Tj ET",
      // T1's ligatures in the Type 3 font: \036 is ffi, \034 fi, \035 fl, \033 ff, \037 ffl.
      "BT /F3 10 Tf 72 640 Td (e\\036cient \\034les \\035ow di\\033er wa\\037e) Tj ET",
      // TeX's \\accent: "¨" (WinAnsi 250 octal) in an operator of its own, then "at" drawn back under it; then "¨" and
      // "u" in one TJ, the letter moved back under the accent (Helvetica's "Universit" is 38.89 points wide, "at f" 13.9).
      "BT /F1 10 Tf 72 630 Td (Universit) Tj ET BT /F1 10 Tf 111.5 630 Td (\\250) Tj ET " +
        "BT /F1 10 Tf 110.89 630 Td (at f) Tj ET BT /F1 10 Tf 124.79 630 Td [(\\250) 333 (ur)] TJ ET",
      // An accent drawn after a word, back over its first letter: not the last letter's.
      "BT /F1 10 Tf 72 610 Td (at) Tj ET BT /F1 10 Tf 73.1 610 Td (\\250) Tj ET",
      // cmsy's "|" (code 106, "j") and its "⊤" (code 62, ">").
      "BT /F1 10 Tf 72 620 Td (\\(Y) Tj /F4 10 Tf (j) Tj /F1 10 Tf (B = b\\) and X) Tj /F4 10 Tf 3 Ts (>) Tj ET",
    ].join("\n");
    doc = await documentFromBytes("fonts.pdf", buildPdf([page]), "pdf");
  });

  it("keeps a word in a Type 3 font on the line of the prose around it", () => {
    expect(doc.lines[0]).toBe("How can I replace the zeros in an xts object with a value?");
  });

  it("spaces words in another font by their gap: none where they touch, one at a word space", () => {
    expect(doc.lines[1]).toBe("I set digits, but R shows more.");
    expect(doc.lines[2]).toBe("Call apply on it.");
  });

  it("reads TeX's T1 ligatures in a Type 3 font as their letters", () => {
    expect(doc.lines[3]).toBe("efficient files flow differ waffle");
  });

  it("reads an accent drawn over a letter as the accented letter, and only over that letter", () => {
    expect(doc.lines[4]).toBe("Universität für");
    expect(doc.lines[6]).toBe("at¨");
  });

  it("reads TeX's math symbols by their code", () => {
    expect(doc.lines[5]).toBe("(Y|B = b) and X⊤");
    expect(doc.lines).toHaveLength(7);
  });
});

describe("a pdf's title typeset on its first page", () => {
  // A title page as the layout reads it: lines top to bottom, each as tall as its type.
  const page = (...lines: [text: string, height: number][]): PageAnalysis => {
    let top = 60;
    return {
      page: 1, width: 595, height: 842, rotation: 0, graphics: { rules: [], images: [] } as unknown as PageAnalysis["graphics"],
      lines: lines.map(([text, height]) => {
        const line = { text, x0: 72, x1: 500, top, bottom: top + height };
        top += height + 6;
        return line;
      }),
    };
  };
  const body = (count: number): [string, number][] => Array.from({ length: count }, (_, index) => [`Body text of the vignette, line ${index + 1}.`, 10]);

  it("reads the first lines set well above the body's type, two lines as one title", () => {
    expect(typesetTitle([page(["The CGDS-R library", 17], ["Anders Jacobsen and Augustin Luna", 12], ["June 25, 2019", 12], ...body(20))])).toBe("The CGDS-R library");
    expect(typesetTitle([page(["Bradley-Terry Models in R:", 17], ["The BradleyTerry2 Package", 17], ["Heather Turner", 12], ...body(20))])).toBe("Bradley-Terry Models in R: The BradleyTerry2 Package");
    // A first line a little shorter (a word in another font) and the authors' lines under it, a size smaller.
    expect(typesetTitle([page(["tgp: an R package for Bayesian nonstationary,", 13.5], ["semiparametric nonlinear regression", 15.6], ["Robert B. Gramacy", 10.9], ...body(20))])).toBe("tgp: an R package for Bayesian nonstationary, semiparametric nonlinear regression");
    expect(typesetTitle([page(["Using frob in packages", 15.4], ["Christophe Dutang", 12.7], ["ENSIMAG, Grenoble INP", 12.7], ...body(20))])).toBe("Using frob in packages");
    // A title page of nothing but the title, its author and date: the body's type is the next page's.
    expect(typesetTitle([page(["Implementation of Exchange-Correlation Energy", 18.4], ["in Frobinit", 18.4], ["Jane Doe", 12.7], ["January 2, 2022", 12.7]), page(...body(20))])).toBe("Implementation of Exchange-Correlation Energy in Frobinit");
    // A footnote's mark after the title is no part of it.
    expect(typesetTitle([page(["Support Vector Machines ∗", 17], ...body(20))])).toBe("Support Vector Machines");
  });

  it("is the document's title when its metadata gives none", async () => {
    const body = Array.from({ length: 12 }, (_, index) => text(72, 640 - 14 * index, 10, `(Body text of the vignette, line ${index + 1}.) Tj`));
    const titled = buildPdf([[text(72, 760, 18, "(The frobr Package) Tj"), text(72, 730, 12, "(Jane Doe) Tj"), ...body].join("\n")]);
    expect((await documentFromBytes("frobr.pdf", titled, "pdf")).title).toBe("The frobr Package");
    const untitled = buildPdf([body.join("\n")]);
    expect((await documentFromBytes("plain.pdf", untitled, "pdf")).title).toBeUndefined();
  });

  it("reads none off a page whose type is all alike, a numbered section's heading, or authors with their marks", () => {
    expect(typesetTitle([page(...body(20))])).toBeUndefined();
    expect(typesetTitle([page(["1 Functions to calculate Numerical Derivatives", 17], ...body(20))])).toBeUndefined();
    expect(typesetTitle([page(["T.K. Ralphs² M. Guzelsoy³ A. Mahajan⁴", 17], ...body(20))])).toBeUndefined();
    expect(typesetTitle([])).toBeUndefined();
  });
});

describe("pdf worker settings from the environment", () => {
  const saved = { ...process.env };
  afterAll(async () => {
    process.env = saved;
    await closePageWorkers();
  });

  it("refuses a worker count that is not a whole number", async () => {
    process.env.QAFORGE_PDF_WORKERS = "two";
    const bytes = await readFile(SAMPLE);
    const error = await createPdfAdapter()
      .load({ path: SAMPLE, bytes })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(QaforgeError);
    expect((error as QaforgeError).code).toBe("config_invalid");
    expect((error as QaforgeError).message).toMatch(/QAFORGE_PDF_WORKERS/);
  });

  it("reads small PDFs on worker threads when told to, with the same result", async () => {
    const bytes = await readFile(SAMPLE);
    process.env.QAFORGE_PDF_WORKERS = "1";
    const single = await createPdfAdapter().load({ path: SAMPLE, bytes });
    process.env.QAFORGE_PDF_WORKERS = "2";
    process.env.QAFORGE_PDF_WORKER_PAGES = "1";
    const threaded = await createPdfAdapter().load({ path: SAMPLE, bytes });
    expect(threaded.lines).toEqual(single.lines);
    expect(threaded.visuals).toEqual(single.visuals);
  });
});

describe("pdf page rendering", () => {
  let doc: Document;
  beforeAll(async () => {
    doc = await loadDocument(BMC);
  });

  it("renders a page at up to 144 dpi within the default budget, with its text painted", async () => {
    const result = expectPng(await doc.renderPage(2));
    expect(result.scale).toBe(2);
    expect(result.width).toBe(Math.floor(595.276 * 2));
    expect(await inkShare(result.png)).toBeGreaterThan(0.01);
  });

  it("downscales to fit a small pixel budget and stays decodable", async () => {
    const result = expectPng(await doc.renderPage(7, { maxPixels: 200_000 }));
    expect(result.width * result.height).toBeLessThanOrEqual(200_000);
    expect(result.width * result.height).toBeGreaterThan(150_000);
    expect(result.scale).toBeLessThan(1);
    const image = await loadImage(result.png);
    expect([image.width, image.height]).toEqual([result.width, result.height]);
  });

  it("renders smaller again to fit a byte budget rather than refusing", async () => {
    const unconstrained = expectPng(await doc.renderPage(2));
    const maxBytes = Math.floor(unconstrained.png.length / 4);
    const result = expectPng(await doc.renderPage(2, { maxBytes }));
    expect(result.png.length).toBeLessThanOrEqual(maxBytes);
    expect(result.width).toBeLessThan(unconstrained.width);
    const image = await loadImage(result.png);
    expect([image.width, image.height]).toEqual([result.width, result.height]);
  });

  it("refuses pages that do not exist", async () => {
    await expect(doc.renderPage(11)).rejects.toMatchObject({ code: "page_out_of_range" });
  });

  it("parses the PDF once for a burst of renders and again after it was closed", async () => {
    const renderer = new PdfPageRenderer(await readFile(SAMPLE), SAMPLE);
    const options = { maxPixels: 100_000, maxBytes: 1_000_000 };
    await renderer.render(1, options);
    await renderer.render(1, options);
    expect(renderer.opens).toBe(1);
    await renderer.close();
    await renderer.render(1, options);
    expect(renderer.opens).toBe(2);
    await renderer.close();
  });

  it("drops the parsed PDF after an idle spell", async () => {
    const renderer = new PdfPageRenderer(await readFile(SAMPLE), SAMPLE, 20);
    const options = { maxPixels: 100_000, maxBytes: 1_000_000 };
    await renderer.render(1, options);
    await new Promise((resolve) => setTimeout(resolve, 100));
    await renderer.render(1, options);
    expect(renderer.opens).toBe(2);
    await renderer.close();
  });

  it("reports a page that cannot be rendered as render_failed", async () => {
    const broken = Buffer.from("%PDF-1.4\nnot really a pdf\n%%EOF\n", "latin1");
    const document = createDocument(
      { id: "0".repeat(64), path: "broken.pdf", format: "pdf" },
      { lines: ["x"], render: (page, options) => new PdfPageRenderer(broken, "broken.pdf").render(page, options) },
    );
    const error = await document.renderPage(1).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(QaforgeError);
    expect((error as QaforgeError).code).toBe("render_failed");
    expect((error as QaforgeError).message).toMatch(/page 1 could not be rendered/);
  });
});

describe("pdf errors", () => {
  let folder: string;
  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), "qaforge-pdf-"));
  });
  afterAll(async () => {
    await rm(folder, { recursive: true, force: true });
  });

  async function loadError(path: string): Promise<QaforgeError> {
    const error = await loadDocument(path).then(
      () => undefined,
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(QaforgeError);
    return error as QaforgeError;
  }

  it("says a password-protected PDF is encrypted", async () => {
    const error = await loadError(ENCRYPTED);
    expect(error.code).toBe("encrypted_document");
    expect(error.describe()).toBe(`${ENCRYPTED}: the PDF is encrypted and needs a password to open`);
  });

  it("says a truncated PDF is corrupt", async () => {
    const bytes = await readFile(BMC);
    const path = join(folder, "truncated.pdf");
    await writeFile(path, bytes.subarray(0, Math.floor(bytes.length * 0.6)));
    const error = await loadError(path);
    expect(error.code).toBe("corrupt_document");
    expect(error.message).toMatch(/truncated/);
  });

  it("says random bytes named .pdf are not a PDF", async () => {
    const path = join(folder, "x.pdf");
    const random = Buffer.alloc(4096);
    for (let i = 0; i < random.length; i++) random[i] = (i * 7919 + 13) % 251;
    await writeFile(path, random);
    const error = await loadError(path);
    expect(error.code).toBe("corrupt_document");
    expect(error.message).toBe("is not a PDF file: it has no %PDF header");
  });

  it("says a PDF whose structure is damaged is corrupt", async () => {
    const path = join(folder, "damaged.pdf");
    await writeFile(path, "%PDF-1.7\n1 0 obj\n<< /Type /Catalog\nendobj\ntrailer\n<< >>\n%%EOF\n");
    const error = await loadError(path);
    expect(error.code).toBe("corrupt_document");
    expect(error.message).toMatch(/damaged/);
  });
});

describe("pdf text on worker threads", () => {
  afterAll(closePageWorkers);

  it("gives the same lines, pages and visuals as the single-thread path", async () => {
    const bytes = await readFile(BMC);
    const single = await createPdfAdapter({ workers: 1 }).load({ path: BMC, bytes });
    const threaded = await createPdfAdapter({ workerPageThreshold: 1, workers: 2 }).load({ path: BMC, bytes });
    expect(threaded.lines.length).toBeGreaterThan(700);
    expect(threaded.lines).toEqual(single.lines);
    expect(threaded.pageStarts).toEqual(single.pageStarts);
    expect(threaded.visuals).toEqual(single.visuals);
    // The threads stay up for the next document, which they read the same way.
    const again = await createPdfAdapter({ workerPageThreshold: 1, workers: 2 }).load({ path: BMC, bytes });
    expect(again.lines).toEqual(single.lines);
  });
});
