import * as cheerio from "cheerio";
import { describe, expect, it } from "vitest";
import { categoryLabelLayout, renderChart } from "./charts.js";

const WORDS = ["aboleth", "basilisk", "chimera", "dracolich", "ettercap", "flumph", "gorgon", "hydra", "intellect", "jackalwere", "kraken", "lamia"];

/** Names as a corpus has them: a shared folder, a distinct name, an extension. */
function documentNames(count: number): string[] {
  return Array.from({ length: count }, (_, index) => `corpus/monsters/${WORDS[index % WORDS.length]}-stat-block-${Math.floor(index / WORDS.length) + 1}.md`);
}

/** The category labels a per-document chart draws: text, anchor and the sine of its rotation. */
function axisLabels(count: number, names = documentNames(count)) {
  const svg = renderChart({ kind: "bar", title: "Questions per document", categories: names, stacked: true, series: [{ name: "accepted", values: names.map(() => 3) }, { name: "rejected", values: names.map(() => 1) }] });
  const $ = cheerio.load(svg, { xml: true });
  return $("text")
    .toArray()
    .map((element) => ({ text: $(element).text(), transform: $(element).attr("transform") ?? "" }))
    // Everything but the title, the legend and the value axis' numbers.
    .filter((label) => !["Questions per document", "accepted", "rejected"].includes(label.text) && !/^\d+$/.test(label.text))
    .map((label) => {
      const numbers = label.transform.match(/-?\d+(\.\d+)?/g)!.map(Number);
      return label.transform.startsWith("matrix") ? { text: label.text, x: numbers[4]!, sine: Math.abs(numbers[1]!) } : { text: label.text, x: numbers[0]!, sine: 0 };
    });
}

describe("the category labels of a bar chart with many documents", () => {
  it("never overlap: side by side only when they fit, else rotated to leave a line between neighbours, else thinned", () => {
    for (const count of [3, 6, 12, 25, 60]) {
      const labels = axisLabels(count);
      expect(labels.length, `${count} documents`).toBeGreaterThan(0);
      if (labels.length < count) expect(count, "labels are thinned only when even upright ones do not fit").toBeGreaterThan(30);
      for (let index = 1; index < labels.length; index++) {
        const [left, right] = [labels[index - 1]!, labels[index]!];
        const gap = right.x - left.x;
        if (left.sine === 0) expect(gap, `${count} documents: "${left.text}" side by side`).toBeGreaterThanOrEqual(left.text.length * 7);
        else expect(gap * left.sine, `${count} documents: "${left.text}" rotated`).toBeGreaterThanOrEqual(12);
      }
    }
  });

  it("cut in the middle, without the folder every document shares, so that each names its own document", () => {
    const labels = axisLabels(12);
    expect(new Set(labels.map((label) => label.text)).size).toBe(12);
    for (const label of labels) expect(label.text.startsWith("corpus/")).toBe(false);
    expect(labels[0]!.text).toMatch(/^aboleth.*\.md$/);
    // Short names stay whole and upright.
    expect(axisLabels(4, ["a.md", "b.md", "c.md", "d.md"]).map((label) => [label.text, label.sine])).toEqual([["a.md", 0], ["b.md", 0], ["c.md", 0], ["d.md", 0]]);
  });

  it("lays out by slot width: rotation grows as slots narrow, and a label is shown every k-th when slots are narrower than a line", () => {
    const long = documentNames(1)[0]!;
    expect(categoryLabelLayout(["a.md", "b.md"], 400)).toMatchObject({ rotate: 0, interval: 0 });
    expect(categoryLabelLayout(Array(5).fill(long), 460)).toMatchObject({ rotate: 30, interval: 0 });
    expect(categoryLabelLayout(Array(25).fill(long), 460)).toMatchObject({ rotate: 60, interval: 0 });
    expect(categoryLabelLayout(Array(100).fill(long), 460)).toMatchObject({ rotate: 90, interval: 3 });
  });
});
