import * as cheerio from "cheerio";
import { describe, expect, it } from "vitest";
import { CHART_HEIGHT, CHART_WIDTH, renderChart, type ChartSpec } from "./charts.js";

// ECharts' SSR marks every data element (bar, slice, point) with ecmeta_ssr_type="chart" and its series index;
// legend keys and axes are marked differently or not at all, so counting these counts the data drawn.
function marks(svg: string, series?: number) {
  const $ = cheerio.load(svg, { xml: true });
  const selector = `[ecmeta_ssr_type="chart"]${series === undefined ? "" : `[ecmeta_series_index="${series}"]`}`;
  return $(selector)
    .toArray()
    .map((element) => $(element).attr() ?? {});
}

/** The rectangle of a bar path as ECharts writes it: `M x y l w 0 l 0 h l -w 0 Z`. */
function bar(attributes: Record<string, string>) {
  const [x, y, width, , , height] = (attributes.d ?? "").match(/-?\d+(\.\d+)?/g)!.map(Number);
  return { x: x!, y: y!, width: Math.abs(width!), height: Math.abs(height!) };
}

/** The centre of a point symbol, from its transform matrix(a,b,c,d,x,y). */
function centre(attributes: Record<string, string>) {
  const numbers = (attributes.transform ?? "").match(/-?\d+(\.\d+)?/g)!.map(Number);
  return { x: numbers[4]!, y: numbers[5]! };
}

describe("renderChart: typed specs drawn by ECharts as static SVG", () => {
  it("draws one bar per category and series, side by side or stacked", () => {
    const spec: ChartSpec = { kind: "bar", title: "t", categories: ["a", "b", "c"], series: [{ name: "s", values: [1, 2, 3] }, { name: "u", values: [3, 2, 1] }] };
    const sideBySide = renderChart(spec);
    expect(marks(sideBySide)).toHaveLength(6);
    expect(marks(sideBySide, 1)).toHaveLength(3);
    expect(bar(marks(sideBySide, 0)[0]!).x).not.toBe(bar(marks(sideBySide, 1)[0]!).x);

    const stacked = renderChart({ ...spec, stacked: true });
    const [lower, upper] = [bar(marks(stacked, 0)[0]!), bar(marks(stacked, 1)[0]!)];
    expect(upper.x).toBe(lower.x);
    expect(upper.y).toBeCloseTo(lower.y - lower.height, 0);
  });

  it("draws horizontal bars as long as their values, the first category on top", () => {
    const svg = renderChart({ kind: "bar", title: "t", horizontal: true, categories: ["first", "second"], series: [{ name: "s", values: [1, 2] }] });
    const [first, second] = marks(svg).map(bar);
    expect(second!.width / first!.width).toBeCloseTo(2, 1);
    expect(first!.y).toBeLessThan(second!.y);
  });

  it("draws a histogram with one bar per bin, as tall as its count", () => {
    const bars = marks(renderChart({ kind: "histogram", title: "t", bins: ["0-1", "1-2", "2-3", "3-4"], counts: [1, 4, 2, 0] })).map(bar);
    expect(bars).toHaveLength(4);
    expect(bars[1]!.height / bars[0]!.height).toBeCloseTo(4, 1);
    expect(bars[3]!.height).toBe(0);
  });

  it("draws one slice per share; a donut's slices have a hole", () => {
    const slices = [{ name: "x", value: 1 }, { name: "y", value: 2 }, { name: "z", value: 3 }];
    const arcs = (d: string) => (d.match(/A/g) ?? []).length;
    const pie = marks(renderChart({ kind: "pie", title: "t", slices }));
    const donut = marks(renderChart({ kind: "pie", title: "t", slices, donut: true }));
    expect(pie).toHaveLength(3);
    expect(donut).toHaveLength(3);
    expect(arcs(pie[0]!.d!)).toBe(1);
    expect(arcs(donut[0]!.d!)).toBe(2);
  });

  it("draws one point per value and series on a line; numeric x is to scale, text x evenly spaced", () => {
    const series = [{ name: "a", values: [0.2, 0.5, 0.7] }, { name: "b", values: [0.1, 0.3, 0.4] }];
    const numeric = marks(renderChart({ kind: "line", title: "t", x: [1, 2, 10], series }), 0).map(centre);
    expect(numeric).toHaveLength(3);
    expect((numeric[2]!.x - numeric[1]!.x) / (numeric[1]!.x - numeric[0]!.x)).toBeCloseTo(8, 1);

    const categorical = renderChart({ kind: "line", title: "t", x: ["one", "two", "ten"], series });
    expect(marks(categorical)).toHaveLength(6);
    const points = marks(categorical, 1).map(centre);
    expect(points[2]!.x - points[1]!.x).toBeCloseTo(points[1]!.x - points[0]!.x, 1);
  });

  it("draws one point per scatter point, with its label", () => {
    const svg = renderChart({ kind: "scatter", title: "t", points: [1, 2, 3, 4, 5].map((x) => ({ x, y: x * 2, label: `p${x}` })) });
    expect(marks(svg)).toHaveLength(5);
    const $ = cheerio.load(svg, { xml: true });
    const texts = $("text").map((_, text) => $(text).text()).get();
    expect(texts).toEqual(expect.arrayContaining(["p1", "p5"]));
  });

  it("renders a sized SVG, by default the report's size", () => {
    expect(renderChart({ kind: "pie", title: "t", slices: [] })).toMatch(new RegExp(`^<svg[^>]+width="${CHART_WIDTH}" height="${CHART_HEIGHT}"`));
    expect(renderChart({ kind: "pie", title: "t", slices: [] }, { width: 300, height: 200 })).toMatch(/^<svg[^>]+width="300" height="200"/);
  });

  it("keeps every label text: markup in a title, category, series, slice or point label creates no element", () => {
    const hostile = (where: string) => `<script>window.__pwned="${where}"</script><img src=x onerror=alert(1)>`;
    const specs: ChartSpec[] = [
      { kind: "bar", title: hostile("title"), yLabel: hostile("y"), categories: [hostile("category"), "b"], series: [{ name: hostile("series"), values: [1, 2] }, { name: "other", values: [2, 1] }] },
      { kind: "histogram", title: "t", bins: [hostile("bin")], counts: [1], xLabel: hostile("x") },
      { kind: "pie", title: "t", slices: [{ name: hostile("slice"), value: 1 }] },
      { kind: "line", title: "t", x: [hostile("x")], series: [{ name: hostile("line"), values: [1] }, { name: "other", values: [2] }] },
      { kind: "scatter", title: "t", points: [{ x: 1, y: 1, label: hostile("point") }] },
    ];
    for (const spec of specs) {
      const svg = renderChart(spec);
      const $ = cheerio.load(svg, { xml: true });
      expect($("script, img, foreignObject")).toHaveLength(0);
      expect(svg).not.toMatch(/<script|<img/i);
      expect($.text()).toContain("<script>");
    }
  });
});
