import { loadImage } from "@napi-rs/canvas";
import { describe, expect, it } from "vitest";
import type { Document } from "../../src/documents/document.js";

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Width and height from a PNG's IHDR chunk; throws when the bytes are not a PNG. */
export function pngSize(png: Buffer): { width: number; height: number } {
  if (!png.subarray(0, 8).equals(PNG_SIGNATURE) || png.toString("ascii", 12, 16) !== "IHDR") {
    throw new Error("not a PNG");
  }
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

export interface ConformanceExpectations {
  /** The document is expected to have at least this many pages. */
  minPages?: number;
  /** At least this many visual elements. */
  minVisuals?: number;
  /** Whether `renderPage` gives PNGs (true) or not-applicable (false). */
  renders: boolean;
  /** A phrase that must appear in the text. */
  containsText?: string;
}

/**
 * The contract every format adapter keeps, run over a real fixture. `load` is called once per suite; two loads of
 * the same bytes must give the same lines (line numbers are stable).
 */
export function describeDocumentConformance(
  name: string,
  load: () => Promise<Document>,
  expectations: ConformanceExpectations,
): void {
  describe(`document conformance: ${name}`, () => {
    let document: Document;
    const loaded = async () => (document ??= await load());

    it("has non-empty line-based text and a content-hash id", async () => {
      const doc = await loaded();
      expect(doc.lines.length).toBeGreaterThan(0);
      expect(doc.lines.some((line) => line.trim().length > 0)).toBe(true);
      expect(doc.id).toMatch(/^[0-9a-f]{64}$/);
      for (const line of doc.lines) expect(line).not.toMatch(/[\r\n]/);
      if (expectations.containsText) expect(doc.lines.join("\n")).toContain(expectations.containsText);
    });

    it("gives the same lines when loaded twice", async () => {
      const doc = await loaded();
      const again = await load();
      expect(again.id).toBe(doc.id);
      expect(again.lines).toEqual(doc.lines);
    });

    it("maps every line to a page in range, in non-decreasing order", async () => {
      const doc = await loaded();
      expect(doc.pageCount).toBeGreaterThanOrEqual(expectations.minPages ?? 1);
      let previous = 1;
      for (let line = 1; line <= doc.lines.length; line++) {
        const page = doc.pageOfLine(line);
        expect(page).toBeDefined();
        expect(page!).toBeGreaterThanOrEqual(previous);
        expect(page!).toBeLessThanOrEqual(doc.pageCount);
        previous = page!;
      }
      expect(doc.pageOfLine(0)).toBeUndefined();
      expect(doc.pageOfLine(doc.lines.length + 1)).toBeUndefined();
      for (let page = 1; page <= doc.pageCount; page++) {
        const first = doc.firstLineOfPage(page)!;
        expect(first).toBeGreaterThanOrEqual(1);
        expect(first).toBeLessThanOrEqual(Math.max(doc.lines.length, 1));
      }
    });

    it("points every visual element at an existing page and line", async () => {
      const doc = await loaded();
      const visuals = doc.visuals();
      expect(visuals.length).toBeGreaterThanOrEqual(expectations.minVisuals ?? 0);
      for (const visual of visuals) {
        expect(visual.page !== undefined || visual.line !== undefined).toBe(true);
        if (visual.page !== undefined) {
          expect(visual.page).toBeGreaterThanOrEqual(1);
          expect(visual.page).toBeLessThanOrEqual(doc.pageCount);
        }
        if (visual.line !== undefined) {
          expect(visual.line).toBeGreaterThanOrEqual(1);
          expect(visual.line).toBeLessThanOrEqual(doc.lines.length);
          if (visual.page !== undefined && doc.hasPages) expect(doc.pageOfLine(visual.line)).toBe(visual.page);
        }
        if (visual.endLine !== undefined) {
          expect(visual.endLine).toBeGreaterThanOrEqual(visual.line ?? 1);
          expect(visual.endLine).toBeLessThanOrEqual(doc.lines.length);
        }
      }
    });

    it(expectations.renders ? "renders a page as a decodable PNG" : "says rendering is not applicable", async () => {
      const doc = await loaded();
      const result = await doc.renderPage(1);
      if (expectations.renders) {
        expect(result.kind).toBe("png");
        if (result.kind === "png") {
          const size = pngSize(result.png);
          expect(size).toEqual({ width: result.width, height: result.height });
          expect(size.width * size.height).toBeGreaterThan(0);
          const image = await loadImage(result.png);
          expect({ width: image.width, height: image.height }).toEqual(size);
        }
      } else {
        expect(result.kind).toBe("not_applicable");
      }
    });
  });
}
