import * as cheerio from "cheerio";
import { describe, expect, it } from "vitest";
import { renderChart } from "./charts.js";
import { escapeHtml, renderReport, type ReportDocument } from "./report.js";

const fills = (svg: string, color: string) => (svg.match(new RegExp(`fill="${color}"`, "g")) ?? []).length;
const FIRST = "#3b6fb6";
const SECOND = "#e07b39";

describe("charts, drawn by ECharts as static SVG", () => {
  it("draws one bar per value, one slice per share, one point per point", () => {
    expect(fills(renderChart({ kind: "bar", title: "t", categories: ["a", "b", "c"], series: [{ name: "s", values: [1, 2, 3] }] }), FIRST)).toBe(3);
    // Two series: three bars each, plus each series' legend key.
    const stacked = renderChart({ kind: "bar", title: "t", categories: ["a", "b", "c"], series: [{ name: "s", values: [1, 2, 3] }, { name: "u", values: [3, 2, 1] }], stacked: true });
    expect([fills(stacked, FIRST), fills(stacked, SECOND)]).toEqual([4, 4]);
    const pie = renderChart({ kind: "pie", title: "t", slices: [{ name: "x", value: 1 }, { name: "y", value: 2 }] });
    expect([fills(pie, FIRST), fills(pie, SECOND)]).toEqual([2, 2]); // slice and legend key
    expect(fills(renderChart({ kind: "scatter", title: "t", points: [1, 2, 3, 4, 5].map((x) => ({ x, y: x * 2 })) }), FIRST)).toBe(5);
    expect(fills(renderChart({ kind: "histogram", title: "t", bins: ["1", "2", "3", "4"], counts: [1, 4, 2, 5] }), FIRST)).toBe(4);
    expect(renderChart({ kind: "line", title: "quality per iteration", x: [1, 2, 3], series: [{ name: "a", values: [0.2, 0.5, 0.7] }] })).toMatch(/^<svg[^>]+width="560" height="320"/);
  });

  it("escapes labels: a script in a category name stays text", () => {
    const svg = renderChart({ kind: "bar", title: "<b>t</b>", categories: ["<script>alert(1)</script>"], series: [{ name: "s", values: [1] }] });
    expect(svg).not.toContain("<script>");
    expect(svg).not.toContain("<b>");
  });
});

describe("the HTML report", () => {
  const hostile = '"><img src=x onerror=alert(1)><script>window.__pwned=1</script>';
  const report: ReportDocument = {
    title: `Validation report ${hostile}`,
    subtitle: "chains",
    generatedAt: new Date("2026-01-02T03:04:05Z"),
    sections: [
      {
        heading: `Targets ${hostile}`,
        paragraphs: [`A paragraph ${hostile}`],
        figures: [
          { label: "approval", value: "85 %", status: "ok", note: `target 80 % ${hostile}` },
          { label: "completeness", value: "60 %", status: "fail" },
        ],
        tables: [{ caption: "per category", columns: ["category", "chains"], rows: [[hostile, 3], ["b", 12]] }],
        charts: [{ kind: "bar", title: "chains", categories: [hostile, "b"], series: [{ name: "chains", values: [3, 12] }] }],
      },
    ],
  };
  const html = renderReport(report);
  const $ = cheerio.load(html);

  it("is one well-formed page with its sections, figures, tables and charts, and no script", () => {
    expect($("h1").text()).toContain("Validation report");
    expect($("section h2").first().text()).toContain("Targets");
    expect($(".figure.ok .value").text()).toBe("85 %");
    expect($(".figure.fail .label").text()).toBe("completeness");
    expect($("table caption").text()).toBe("per category");
    expect($("td.number").map((_, cell) => $(cell).text()).get()).toEqual(["3", "12"]);
    expect($("figure.chart svg")).toHaveLength(1);
    expect($("script")).toHaveLength(0);
    expect($("img")).toHaveLength(0);
    expect($('meta[http-equiv="Content-Security-Policy"]').attr("content")).toContain("default-src 'none'");
    expect(html).toContain("generated 2026-01-02T03:04:05.000Z");
  });

  it("escapes every text from data", () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe("&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;");
    expect(html).not.toContain("<script>window");
    expect(html).not.toContain("<img src=x");
    expect($("td").first().text()).toBe(hostile);
  });
});
