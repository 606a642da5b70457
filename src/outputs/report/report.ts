import { writeFileAtomic } from "../files.js";
import { renderChart, type ChartSpec } from "./charts.js";

/**
 * The HTML report every pipeline writes: one self-contained page (inline CSS and SVG charts, no script, nothing
 * fetched), every text from data escaped, since documents and model output are untrusted.
 */

export interface KeyFigure {
  label: string;
  value: string;
  status?: "ok" | "warn" | "fail";
  note?: string;
}

export interface ReportTable {
  caption?: string;
  columns: string[];
  rows: (string | number)[][];
}

export interface ReportSection {
  heading: string;
  paragraphs?: string[];
  figures?: KeyFigure[];
  tables?: ReportTable[];
  charts?: ChartSpec[];
}

export interface ReportDocument {
  title: string;
  subtitle?: string;
  generatedAt: Date;
  sections: ReportSection[];
}

export function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;");
}

const STYLE = `
:root { color-scheme: light; --ink: #1d2330; --muted: #5b6474; --line: #dde2ea; --ok: #2e7d4f; --warn: #b7791f; --fail: #b3261e; }
* { box-sizing: border-box; }
body { margin: 0; font: 15px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: var(--ink); background: #f6f7f9; }
main { max-width: 1180px; margin: 0 auto; padding: 32px 24px 64px; }
header h1 { margin: 0 0 4px; font-size: 26px; }
header p { margin: 0; color: var(--muted); }
section { background: #fff; border: 1px solid var(--line); border-radius: 10px; padding: 20px 24px; margin-top: 24px; }
section h2 { margin: 0 0 12px; font-size: 19px; }
.figures { display: grid; grid-template-columns: repeat(auto-fill, minmax(180px, 1fr)); gap: 12px; margin: 12px 0; }
.figure { border: 1px solid var(--line); border-radius: 8px; padding: 10px 14px; border-left-width: 5px; }
.figure .value { font-size: 22px; font-weight: 600; }
.figure .label, .figure .note { color: var(--muted); font-size: 13px; }
.figure.ok { border-left-color: var(--ok); } .figure.warn { border-left-color: var(--warn); } .figure.fail { border-left-color: var(--fail); }
table { border-collapse: collapse; width: 100%; margin: 12px 0; font-size: 14px; }
caption { text-align: left; color: var(--muted); padding-bottom: 6px; }
th, td { border-bottom: 1px solid var(--line); padding: 6px 8px; text-align: left; vertical-align: top; }
td.number { text-align: right; font-variant-numeric: tabular-nums; }
.charts { display: grid; grid-template-columns: repeat(auto-fill, minmax(520px, 1fr)); gap: 16px; margin-top: 12px; }
.chart svg { width: 100%; height: auto; display: block; }
@media print { body { background: #fff; } section { break-inside: avoid; border: none; } }
`;

export function renderReport(report: ReportDocument): string {
  const sections = report.sections.map(renderSection).join("\n");
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; img-src data:">
<title>${escapeHtml(report.title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<header><h1>${escapeHtml(report.title)}</h1><p>${report.subtitle ? `${escapeHtml(report.subtitle)} · ` : ""}generated ${escapeHtml(report.generatedAt.toISOString())}</p></header>
${sections}
</main>
</body>
</html>
`;
}

function renderSection(section: ReportSection): string {
  const paragraphs = (section.paragraphs ?? []).map((text) => `<p>${escapeHtml(text)}</p>`).join("\n");
  const figures = section.figures?.length
    ? `<div class="figures">${section.figures
        .map((figure) => `<div class="figure ${figure.status ?? ""}"><div class="label">${escapeHtml(figure.label)}</div><div class="value">${escapeHtml(figure.value)}</div>${figure.note ? `<div class="note">${escapeHtml(figure.note)}</div>` : ""}</div>`)
        .join("")}</div>`
    : "";
  const tables = (section.tables ?? []).map(renderTable).join("\n");
  const charts = section.charts?.length ? `<div class="charts">${section.charts.map((chart) => `<figure class="chart">${renderChart(chart)}</figure>`).join("")}</div>` : "";
  return `<section>\n<h2>${escapeHtml(section.heading)}</h2>\n${paragraphs}${figures}${tables}${charts}\n</section>`;
}

function renderTable(table: ReportTable): string {
  const head = `<tr>${table.columns.map((column) => `<th>${escapeHtml(column)}</th>`).join("")}</tr>`;
  const rows = table.rows.map((row) => `<tr>${row.map((cell) => (typeof cell === "number" ? `<td class="number">${escapeHtml(String(cell))}</td>` : `<td>${escapeHtml(cell)}</td>`)).join("")}</tr>`).join("\n");
  return `<table>${table.caption ? `<caption>${escapeHtml(table.caption)}</caption>` : ""}<thead>${head}</thead><tbody>${rows}</tbody></table>`;
}

export async function writeReport(path: string, report: ReportDocument): Promise<void> {
  await writeFileAtomic(path, renderReport(report));
}
