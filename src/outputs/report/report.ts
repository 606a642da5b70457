import { writeFileAtomic } from "../files.js";
import { renderChart, type ChartSpec } from "./charts.js";

/**
 * The HTML report every pipeline writes: one self-contained page (inline CSS and SVG charts, no script, nothing
 * fetched), every text from data escaped, since documents and model output are untrusted.
 */

export type FigureStatus = "ok" | "warn" | "fail";

/** A headline number; `status` says whether it meets its target (ok), is close (warn) or misses it (fail). */
export interface KeyFigure {
  label: string;
  value: string;
  status?: FigureStatus;
  note?: string;
}

/** Numbers are right-aligned and shown with at most three decimals. */
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
header h1 { margin: 0 0 4px; font-size: 26px; overflow-wrap: anywhere; }
header p { margin: 0; color: var(--muted); overflow-wrap: anywhere; }
section { background: #fff; border: 1px solid var(--line); border-radius: 10px; padding: 20px 24px; margin-top: 24px; }
section h2 { margin: 0 0 12px; font-size: 19px; }
.figures { display: grid; grid-template-columns: repeat(auto-fill, minmax(180px, 1fr)); gap: 12px; margin: 12px 0; }
.figure { border: 1px solid var(--line); border-left-width: 5px; border-radius: 8px; padding: 10px 14px; }
.figure .value { font-size: 22px; font-weight: 600; }
.figure .label, .figure .note { color: var(--muted); font-size: 13px; }
.figure .status { font-size: 12px; font-weight: 600; text-transform: uppercase; letter-spacing: 0.04em; }
.figure.ok { border-left-color: var(--ok); } .figure.ok .status { color: var(--ok); }
.figure.warn { border-left-color: var(--warn); } .figure.warn .status { color: var(--warn); }
.figure.fail { border-left-color: var(--fail); } .figure.fail .status { color: var(--fail); }
.table { overflow-x: auto; margin: 12px 0; }
table { border-collapse: collapse; width: 100%; font-size: 14px; }
caption { text-align: left; color: var(--muted); padding-bottom: 6px; }
th, td { border-bottom: 1px solid var(--line); padding: 6px 8px; text-align: left; vertical-align: top; }
th { background: #f0f2f5; }
td.number, th.number { text-align: right; font-variant-numeric: tabular-nums; white-space: nowrap; }
.charts { display: grid; grid-template-columns: repeat(auto-fill, minmax(min(100%, 480px), 1fr)); gap: 16px; margin-top: 12px; }
figure.chart { margin: 0; }
figure.chart svg { width: 100%; height: auto; display: block; }
@media print {
  body { background: #fff; font-size: 12px; }
  main { padding: 0; max-width: none; }
  section { border: none; padding: 0; }
  figure.chart, .figure, tr { break-inside: avoid; }
}
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

const STATUS_TEXT: Record<FigureStatus, string> = { ok: "ok", warn: "warning", fail: "fail" };

function renderSection(section: ReportSection): string {
  const paragraphs = (section.paragraphs ?? []).map((text) => `<p>${escapeHtml(text)}</p>`).join("\n");
  const figures = section.figures?.length ? `<div class="figures">${section.figures.map(renderFigure).join("")}</div>` : "";
  const tables = (section.tables ?? []).map(renderTable).join("\n");
  const charts = section.charts?.length ? `<div class="charts">${section.charts.map(renderChartFigure).join("")}</div>` : "";
  return `<section>\n<h2>${escapeHtml(section.heading)}</h2>\n${paragraphs}${figures}${tables}${charts}\n</section>`;
}

// The status is also spelled out, so it survives a black-and-white print; the class is looked up, never copied from data.
function renderFigure(figure: KeyFigure): string {
  const status = figure.status && Object.hasOwn(STATUS_TEXT, figure.status) ? figure.status : undefined;
  return [
    `<div class="figure${status ? ` ${status}` : ""}">`,
    `<div class="label">${escapeHtml(figure.label)}</div>`,
    `<div class="value">${escapeHtml(figure.value)}</div>`,
    status ? `<div class="status">${STATUS_TEXT[status]}</div>` : "",
    figure.note ? `<div class="note">${escapeHtml(figure.note)}</div>` : "",
    "</div>",
  ].join("");
}

const NUMBER_FORMAT = new Intl.NumberFormat("en", { maximumFractionDigits: 3, useGrouping: false });

function renderTable(table: ReportTable): string {
  const numeric = table.columns.map((_, column) => table.rows.length > 0 && table.rows.every((row) => typeof row[column] === "number"));
  const head = `<tr>${table.columns.map((column, index) => `<th${numeric[index] ? ' class="number"' : ""}>${escapeHtml(column)}</th>`).join("")}</tr>`;
  const rows = table.rows
    .map((row) => `<tr>${row.map((cell) => (typeof cell === "number" ? `<td class="number">${escapeHtml(NUMBER_FORMAT.format(cell))}</td>` : `<td>${escapeHtml(cell)}</td>`)).join("")}</tr>`)
    .join("\n");
  const caption = table.caption ? `<caption>${escapeHtml(table.caption)}</caption>` : "";
  return `<div class="table"><table>${caption}<thead>${head}</thead><tbody>${rows}</tbody></table></div>`;
}

function renderChartFigure(chart: ChartSpec): string {
  return `<figure class="chart" aria-label="${escapeHtml(chart.title)}">${renderChart(chart)}</figure>`;
}

export async function writeReport(path: string, report: ReportDocument): Promise<void> {
  await writeFileAtomic(path, renderReport(report));
}
