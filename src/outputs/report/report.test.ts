import * as cheerio from "cheerio";
import { mkdtemp, readdir, readFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { escapeHtml, renderReport, writeReport, type FigureStatus, type ReportDocument } from "./report.js";

const report: ReportDocument = {
  title: "Validation report",
  subtitle: "chains",
  generatedAt: new Date("2026-01-02T03:04:05Z"),
  sections: [
    {
      heading: "Targets",
      paragraphs: ["Each target asks for 80 %.", "Two of three are met."],
      figures: [
        { label: "approval", value: "85 %", status: "ok", note: "target 80 %" },
        { label: "suitability", value: "78 %", status: "warn" },
        { label: "completeness", value: "60 %", status: "fail" },
        { label: "chains", value: "120" },
      ],
    },
    {
      heading: "Per category",
      tables: [
        {
          caption: "per category",
          columns: ["category", "chains", "mean score"],
          rows: [
            ["temporal", 3, 0.73333333],
            ["causal", 12, 1],
          ],
        },
      ],
      charts: [
        { kind: "bar", title: "chains", categories: ["temporal", "causal"], series: [{ name: "chains", values: [3, 12] }] },
        { kind: "pie", title: "hops", slices: [{ name: "2", value: 7 }, { name: "3", value: 5 }] },
      ],
    },
  ],
};

describe("renderReport", () => {
  const html = renderReport(report);
  const $ = cheerio.load(html);

  it("is one well-formed page: head with charset, CSP, title and style; each section with its own content, in order", () => {
    expect(html.startsWith("<!doctype html>")).toBe(true);
    expect($("html > head > meta[charset=utf-8]")).toHaveLength(1);
    expect($('html > head > meta[http-equiv="Content-Security-Policy"]').attr("content")).toMatch(/^default-src 'none'; style-src 'unsafe-inline'/);
    expect($("html > head > title").text()).toBe("Validation report");
    expect($("html > head > style").text()).toContain("@media print");
    expect($("body > main > header > h1").text()).toBe("Validation report");
    expect($("body > main > header > p").text()).toBe("chains · generated 2026-01-02T03:04:05.000Z");
    // A tag left open would swallow what follows it: every section must hold exactly its own parts.
    const sections = $("body > main > section").toArray();
    expect(sections.map((section) => $(section).children().first().is("h2") && $(section).children("h2").text())).toEqual(["Targets", "Per category"]);
    const [targets, perCategory] = sections.map((section) => $(section));
    expect(targets!.children("p").map((_, p) => $(p).text()).get()).toEqual(report.sections[0]!.paragraphs);
    expect(targets!.find(".figures > .figure")).toHaveLength(4);
    expect(targets!.find("table, figure")).toHaveLength(0);
    expect(perCategory!.find(".figure, p")).toHaveLength(0);
    expect(perCategory!.find(".table > table")).toHaveLength(1);
    expect(perCategory!.find(".charts > figure.chart > svg")).toHaveLength(2);
    expect($("script")).toHaveLength(0);
  });

  it("shows each key figure with its status as a class and as words", () => {
    const figures = $(".figure")
      .map((_, figure) => ({ class: $(figure).attr("class"), label: $(figure).find(".label").text(), value: $(figure).find(".value").text(), status: $(figure).find(".status").text(), note: $(figure).find(".note").text() }))
      .get();
    expect(figures).toEqual([
      { class: "figure ok", label: "approval", value: "85 %", status: "ok", note: "target 80 %" },
      { class: "figure warn", label: "suitability", value: "78 %", status: "warning", note: "" },
      { class: "figure fail", label: "completeness", value: "60 %", status: "fail", note: "" },
      { class: "figure", label: "chains", value: "120", status: "", note: "" },
    ]);
  });

  it("ignores a status that is not one of ok, warn, fail (from an untyped caller) rather than copying it into the page", () => {
    const page = cheerio.load(renderReport({ ...report, sections: [{ heading: "h", figures: [{ label: "l", value: "v", status: 'x" onmouseover="alert(1)' as FigureStatus }] }] }));
    expect(page(".figure").attr("class")).toBe("figure");
    expect(page("[onmouseover]")).toHaveLength(0);
  });

  it("renders tables with caption, header and rows; numbers right-aligned with at most three decimals", () => {
    const table = $("table");
    expect(table.find("caption").text()).toBe("per category");
    expect(table.find("thead th").map((_, th) => `${$(th).text()}${$(th).hasClass("number") ? " (number)" : ""}`).get()).toEqual(["category", "chains (number)", "mean score (number)"]);
    const rows = table.find("tbody tr").map((_, tr) => [$(tr).find("td").map((_, td) => `${$(td).text()}${$(td).hasClass("number") ? " (number)" : ""}`).get()]).get();
    expect(rows).toEqual([
      ["temporal", "3 (number)", "0.733 (number)"],
      ["causal", "12 (number)", "1 (number)"],
    ]);
  });

  it("labels each chart figure with its title", () => {
    expect($("figure.chart").map((_, figure) => $(figure).attr("aria-label")).get()).toEqual(["chains", "hops"]);
  });
});

describe("escaping: documents and model output are untrusted", () => {
  it("escapes the five HTML characters", () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe("&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;");
  });

  it("keeps markup in every text field inert, and shows it as text", () => {
    const hostile = (field: string) => `${field} "><img src=x onerror=alert(1)><script>window.__pwned=1</script>'`;
    const page = renderReport({
      title: hostile("title"),
      subtitle: hostile("subtitle"),
      generatedAt: new Date(0),
      sections: [
        {
          heading: hostile("heading"),
          paragraphs: [hostile("paragraph")],
          figures: [{ label: hostile("label"), value: hostile("value"), status: "ok", note: hostile("note") }],
          tables: [{ caption: hostile("caption"), columns: [hostile("column")], rows: [[hostile("cell")]] }],
          charts: [
            { kind: "bar", title: hostile("chart title"), categories: [hostile("category")], series: [{ name: hostile("series"), values: [1] }] },
            { kind: "scatter", title: "points", points: [{ x: 1, y: 1, label: hostile("point") }] },
          ],
        },
      ],
    });
    const $ = cheerio.load(page);
    expect($("script, img, iframe, object, foreignObject")).toHaveLength(0);
    const handlers = $("*")
      .toArray()
      .flatMap((element) => Object.keys($(element).attr() ?? {}).filter((name) => name.startsWith("on")));
    expect(handlers).toEqual([]);
    const text = $("body").text();
    for (const field of ["title", "subtitle", "heading", "paragraph", "label", "value", "note", "caption", "column", "cell", "chart title"]) {
      expect(text).toContain(hostile(field));
    }
    expect($("title").text()).toBe(hostile("title"));
    expect($("figure.chart").first().attr("aria-label")).toBe(hostile("chart title"));
    expect(page).not.toMatch(/<script|<img/i);
  });
});

describe("writeReport", () => {
  it("writes the rendered page atomically, leaving no temporary file", async () => {
    const folder = await mkdtemp(join(tmpdir(), "qaforge-report-"));
    const path = join(folder, "nested", "report.html");
    await writeReport(path, report);
    // ECharts numbers its SVG ids and classes per process (unique on a page), so two renderings differ inside the charts.
    const outline = (html: string) => {
      const $ = cheerio.load(html);
      $("svg").empty();
      return $.html();
    };
    expect(outline(await readFile(path, "utf8"))).toBe(outline(renderReport(report)));
    expect(await readdir(join(folder, "nested"))).toEqual(["report.html"]);
  });
});
