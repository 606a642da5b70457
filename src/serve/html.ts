import { renderChart, type ChartSpec } from "../outputs/report/charts.js";
import { escapeHtml } from "../outputs/report/report.js";

/**
 * The review server's pages are built from tagged templates: every interpolated value is escaped unless it is
 * itself a `Html` fragment made here. Documents and model output are untrusted, so nothing reaches a page raw.
 */
export class Html {
  constructor(readonly text: string) {}
  toString(): string {
    return this.text;
  }
}

type Interpolated = Html | string | number | boolean | null | undefined | readonly Interpolated[];

function piece(value: Interpolated): string {
  if (value === null || value === undefined || value === false) return "";
  if (value instanceof Html) return value.text;
  if (Array.isArray(value)) return value.map(piece).join("");
  return escapeHtml(String(value));
}

export function html(strings: TemplateStringsArray, ...values: Interpolated[]): Html {
  let text = strings[0]!;
  values.forEach((value, index) => (text += piece(value) + strings[index + 1]!));
  return new Html(text);
}

/** A chart drawn by the report module (ECharts SSR SVG, its text escaped by ECharts). */
export function chart(spec: ChartSpec): Html {
  return html`<figure class="chart" aria-label="${spec.title}">${new Html(renderChart(spec))}</figure>`;
}

/**
 * The Content-Security-Policy of every response: no script of any origin, nothing fetched from elsewhere, forms
 * post only here. Inline styles stay allowed because ECharts' SVG carries style attributes; with no script they
 * cannot run code.
 */
export const CONTENT_SECURITY_POLICY =
  "default-src 'none'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; form-action 'self'; frame-ancestors 'none'; base-uri 'none'";

export const STYLESHEET = `
:root { color-scheme: light; --ink: #1d2330; --muted: #5b6474; --line: #dde2ea; --ok: #2e7d4f; --warn: #b7791f; --fail: #b3261e; --mark: #fff1a8; }
* { box-sizing: border-box; }
body { margin: 0; font: 15px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: var(--ink); background: #f6f7f9; }
nav.top { background: #1d2330; color: #fff; padding: 10px 24px; display: flex; gap: 20px; align-items: baseline; }
nav.top a { color: #fff; text-decoration: none; } nav.top a.brand { font-weight: 700; }
main { max-width: 1180px; margin: 0 auto; padding: 24px 24px 64px; }
h1 { margin: 0 0 4px; font-size: 24px; overflow-wrap: anywhere; }
.subtitle { margin: 0; color: var(--muted); overflow-wrap: anywhere; }
section { background: #fff; border: 1px solid var(--line); border-radius: 10px; padding: 18px 22px; margin-top: 20px; }
section h2 { margin: 0 0 12px; font-size: 18px; }
.figures { display: grid; grid-template-columns: repeat(auto-fill, minmax(160px, 1fr)); gap: 12px; }
.figure { border: 1px solid var(--line); border-left: 5px solid #3b6fb6; border-radius: 8px; padding: 8px 12px; }
.figure .value { font-size: 21px; font-weight: 600; } .figure .label { color: var(--muted); font-size: 13px; }
.table { overflow-x: auto; }
table { border-collapse: collapse; width: 100%; font-size: 14px; }
th, td { border-bottom: 1px solid var(--line); padding: 6px 8px; text-align: left; vertical-align: top; overflow-wrap: anywhere; }
th { background: #f0f2f5; } td.number, th.number { text-align: right; font-variant-numeric: tabular-nums; white-space: nowrap; }
.charts { display: grid; grid-template-columns: repeat(auto-fill, minmax(min(100%, 480px), 1fr)); gap: 16px; }
figure.chart { margin: 0; } figure.chart svg { width: 100%; height: auto; display: block; }
.badge { display: inline-block; border-radius: 10px; padding: 0 8px; font-size: 12px; font-weight: 600; border: 1px solid currentColor; white-space: nowrap; }
.badge.accepted { color: var(--ok); } .badge.rejected { color: var(--fail); } .badge.unreviewed { color: var(--muted); } .badge.edited { color: var(--warn); }
.qa dt { font-weight: 600; color: var(--muted); font-size: 13px; } .qa dd { margin: 0 0 10px; white-space: pre-wrap; overflow-wrap: anywhere; }
.lines { font: 13px/1.45 ui-monospace, "SFMono-Regular", Menlo, Consolas, monospace; border: 1px solid var(--line); border-radius: 6px; overflow-x: auto; background: #fbfbfc; }
.line { display: flex; white-space: pre-wrap; overflow-wrap: anywhere; }
.line .number { flex: 0 0 5.5em; text-align: right; padding-right: 12px; color: var(--muted); user-select: none; }
.line.evidence { background: var(--mark); } .line.evidence .number { color: var(--ink); font-weight: 600; }
.line.gap { color: var(--muted); font-style: italic; }
.pages img { max-width: 100%; border: 1px solid var(--line); margin-top: 8px; }
form.review { display: grid; gap: 8px; margin-top: 12px; }
form.review textarea, form.review input[type=text] { width: 100%; font: inherit; padding: 6px 8px; border: 1px solid var(--line); border-radius: 6px; }
.actions { display: flex; gap: 8px; flex-wrap: wrap; }
button { font: inherit; padding: 6px 14px; border-radius: 6px; border: 1px solid #8a94a6; background: #fff; cursor: pointer; }
button.accept { border-color: var(--ok); color: var(--ok); } button.reject { border-color: var(--fail); color: var(--fail); }
.notice { border-left: 4px solid var(--warn); padding: 6px 12px; background: #fff8e6; }
.muted { color: var(--muted); }
`;

export interface PageShell {
  title: string;
  subtitle?: string | Html;
  body: Html | Html[];
}

export function page({ title, subtitle, body }: PageShell): string {
  return `<!doctype html>\n${html`<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title} · qaforge review</title>
<link rel="stylesheet" href="/style.css">
</head>
<body>
<nav class="top"><a class="brand" href="/">qaforge review</a><a href="/">runs</a></nav>
<main>
<header><h1>${title}</h1>${subtitle ? html`<p class="subtitle">${subtitle}</p>` : ""}</header>
${body}
</main>
</body>
</html>
`.text}`;
}

export interface Figure {
  label: string;
  value: string | number;
}

export function figures(items: readonly Figure[]): Html {
  return html`<div class="figures">${items.map((item) => html`<div class="figure"><div class="label">${item.label}</div><div class="value">${item.value}</div></div>`)}</div>`;
}

const NUMBER_FORMAT = new Intl.NumberFormat("en", { maximumFractionDigits: 4, useGrouping: false });

/** A table; numbers right-aligned, a cell may be an `Html` fragment (a link, a badge). */
export function table(columns: readonly string[], rows: readonly (readonly (string | number | Html)[])[], caption?: string): Html {
  const numeric = columns.map((_, column) => rows.length > 0 && rows.every((row) => typeof row[column] === "number"));
  return html`<div class="table"><table>${caption ? html`<caption>${caption}</caption>` : ""}<thead><tr>${columns.map((column, index) => html`<th${numeric[index] ? new Html(' class="number"') : ""}>${column}</th>`)}</tr></thead><tbody>${rows.map(
    (row) => html`<tr>${row.map((cell) => (typeof cell === "number" ? html`<td class="number">${NUMBER_FORMAT.format(cell)}</td>` : html`<td>${cell}</td>`))}</tr>`,
  )}</tbody></table></div>`;
}

export function section(heading: string, ...content: (Html | string | undefined | false)[]): Html {
  return html`<section><h2>${heading}</h2>${content.map((part) => (typeof part === "string" ? html`<p>${part}</p>` : part))}</section>`;
}

export function link(href: string, text: string | Html): Html {
  return html`<a href="${href}">${text}</a>`;
}
