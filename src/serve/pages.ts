import type { JudgedChain } from "../agents/chains/report.js";
import type { QAPair, RejectedQA } from "../agents/types.js";
import type { ReviewedQuestion, ReviewState } from "../api/review.js";
import type { RunListing, RunStatistics } from "../api/runs.js";
import type { PipelineRun } from "../store/pipeline-runs.js";
import type { ReviewRow } from "../store/reviews.js";
import type { RunDocumentRow, RunRow } from "../store/runs.js";
import { chart, figures, html, Html, link, page, section, table } from "./html.js";

/** The review server's pages: plain functions from data to HTML, every text escaped by `html`. */

export const runHref = (runId: string) => `/runs/${encodeURIComponent(runId)}`;
export const questionHref = (runId: string, ordinal: number, attempt: number) => `${runHref(runId)}/questions/${ordinal}/${attempt}`;
export const rejectedHref = (runId: string, ordinal: number, attempt: number) => `${runHref(runId)}/rejected/${ordinal}/${attempt}`;
export const documentHref = (runId: string, ordinal: number, from?: number, mark?: { start: number; end: number }) =>
  `${runHref(runId)}/documents/${ordinal}${from || mark ? `?${new URLSearchParams({ ...(from ? { from: String(from) } : {}), ...(mark ? { mark: `${mark.start}-${mark.end}` } : {}) })}` : ""}`;
export const pageImageHref = (runId: string, ordinal: number, pageNumber: number) => `${runHref(runId)}/documents/${ordinal}/pages/${pageNumber}.png`;
export const exportHref = (runId: string, format: string, scope: string) => `${runHref(runId)}/export?${new URLSearchParams({ format, scope })}`;
export const pipelineReportHref = (runId: string) => `/pipelines/${encodeURIComponent(runId)}/report`;
export const pipelineChainsHref = (runId: string) => `/pipelines/${encodeURIComponent(runId)}/chains`;

function usd(value: number): string {
  return `$${value.toFixed(4)}`;
}

function verdictBadge(review: ReviewState): Html {
  return html`<span class="badge ${review.verdict}">${review.verdict}</span>${review.edited ? html` <span class="badge edited">edited</span>` : ""}`;
}

export interface PipelineListing {
  run: PipelineRun;
  done: number;
  total: number;
  costUsd: number;
  /** Whether judged chains exist to report on. */
  hasReport: boolean;
}

export function runsPage(database: string, runs: readonly (RunListing & { cost_usd: number; reviewed: number })[], pipelines: readonly PipelineListing[]): string {
  const generateRuns = runs.length
    ? table(
        ["run", "status", "scenario", "mode", "documents", "accepted", "rejected", "reviewed", "cost"],
        runs.map((run) => [link(runHref(run.id), run.id), run.status, run.scenario, run.mode, `${run.documents_finished}/${run.documents}`, run.accepted, run.rejected, run.reviewed, usd(run.cost_usd)]),
      )
    : html`<p class="muted">No generate runs yet: run <code>qaforge generate</code> on this corpus.</p>`;
  const pipelineRuns = pipelines.length
    ? table(
        ["run", "pipeline", "status", "items done", "cost", "report"],
        pipelines.map(({ run, done, total, costUsd, hasReport }) => [run.id, run.pipeline, run.status, `${done}/${total}`, usd(costUsd), hasReport ? html`${link(pipelineReportHref(run.id), "validation report")} · ${link(pipelineChainsHref(run.id), "judged chains")}` : html`<span class="muted">not judged yet (qaforge polish)</span>`]),
      )
    : html`<p class="muted">No chains or polish runs in this store.</p>`;
  return page({ title: "Runs", subtitle: `store ${database}`, body: [section("Question generation (qaforge generate)", generateRuns), section("Chains pipeline (qaforge chains, polish)", pipelineRuns)] });
}

export interface RunPageData {
  run: RunRow;
  status: string;
  statistics: RunStatistics;
  documents: readonly RunDocumentRow[];
  questions: readonly ReviewedQuestion[];
  /** The candidates the pipeline rejected, with a person's review (`reviewedRejections`). */
  rejected: readonly ReviewedQuestion[];
}

export function runPage({ run, status, statistics, documents, questions, rejected }: RunPageData): string {
  const { summary } = statistics;
  const ordinalOf = new Map(documents.map((row) => [row.path, row.ordinal]));
  const count = (verdict: ReviewState["verdict"]) => questions.filter((question) => question.review.verdict === verdict).length;
  const reasons = Object.entries(summary.rejected_by_reason).sort((a, b) => b[1] - a[1]);
  const evidenceCounts = new Map<number, number>();
  for (const { qa } of questions) evidenceCounts.set(qa.evidence.length, (evidenceCounts.get(qa.evidence.length) ?? 0) + 1);
  const bins = [...evidenceCounts.keys()].sort((a, b) => a - b);
  const costByRole = new Map<string, number>();
  for (const usage of statistics.usage) costByRole.set(usage.role, (costByRole.get(usage.role) ?? 0) + usage.cost_usd);
  const categories = new Map<string, number>();
  for (const { qa } of questions) categories.set(qa.category, (categories.get(qa.category) ?? 0) + 1);

  const overview = section(
    "Overview",
    figures([
      { label: "status", value: status },
      { label: "documents", value: `${summary.documents.total - summary.documents.failed}/${summary.documents.total}` },
      { label: "accepted by the pipeline", value: summary.accepted },
      { label: "rejected by the pipeline", value: summary.rejected },
      { label: "accepted by a person", value: count("accepted") },
      { label: "rejected by a person", value: count("rejected") },
      { label: "not reviewed", value: count("unreviewed") },
      { label: "tokens in / out", value: `${summary.tokens.input} / ${summary.tokens.output}` },
      { label: "cost", value: usd(summary.cost_usd) },
    ]),
    html`<p class="muted">scenario ${run.scenario}, ${run.mode} mode, target ${run.target_count} per document; corpus ${run.corpus_path}; started ${run.created_at}</p>`,
  );
  const charts = section(
    "Charts",
    html`<div class="charts">${[
      reasons.length ? chart({ kind: "bar", title: "Rejection reasons", horizontal: true, categories: reasons.map(([reason]) => reason), series: [{ name: "candidates", values: reasons.map(([, n]) => n) }] }) : "",
      chart({ kind: "pie", title: "Review of accepted questions", donut: true, slices: (["accepted", "rejected", "unreviewed"] as const).map((verdict) => ({ name: verdict, value: count(verdict) })).filter((slice) => slice.value > 0) }),
      chart({ kind: "bar", title: "Questions per document", categories: statistics.documents.map((d) => d.document_path), stacked: true, series: [{ name: "accepted", values: statistics.documents.map((d) => d.accepted_count) }, { name: "rejected", values: statistics.documents.map((d) => d.rejected_count) }] }),
      bins.length ? chart({ kind: "histogram", title: "Evidence passages per question (hops)", bins: bins.map(String), counts: bins.map((bin) => evidenceCounts.get(bin) ?? 0), xLabel: "passages" }) : "",
      categories.size ? chart({ kind: "pie", title: "Question categories", slices: [...categories].map(([name, value]) => ({ name, value })) }) : "",
      costByRole.size ? chart({ kind: "bar", title: "Cost by role (USD)", categories: [...costByRole.keys()], series: [{ name: "USD", values: [...costByRole.values()].map((value) => Math.round(value * 1e6) / 1e6) }] }) : "",
    ]}</div>`,
  );
  const perDocument = section(
    "Documents",
    table(
      ["document", "status", "accepted", "rejected", "attempts", "pass rate", "dup rate", "cost"],
      statistics.documents.map((d) => [link(documentHref(run.id, ordinalOf.get(d.document_path) ?? 0), d.document_path), d.status, d.accepted_count, d.rejected_count, d.total_attempts, d.validation_pass_rate, d.dedup_rejection_rate, usd(d.cost_usd)]),
    ),
    table(["role", "model", "calls", "cached", "input tokens", "output tokens", "cost"], statistics.usage.map((u) => [u.role, u.model, u.calls, u.cached_calls, u.input_tokens, u.output_tokens, usd(u.cost_usd)]), "Tokens and cost by role and model"),
  );
  const accepted = section(
    `Accepted questions (${questions.length})`,
    questions.length
      ? table(
          ["document", "question", "answer", "review"],
          questions.map(({ qa, review }) => [qa.source_document, link(questionHref(run.id, ordinalOf.get(qa.source_document) ?? 0, qa.generation_metadata.attempt_number), review.question), review.answer, verdictBadge(review)]),
        )
      : html`<p class="muted">No question was accepted in this run.</p>`,
  );
  const rejectedSection = section(
    `Rejected candidates (${rejected.length})`,
    "A person may accept a candidate the pipeline got wrong: it then joins the reviewed set.",
    rejected.length
      ? table(
          ["question", "answer", "reason", "detail", "review"],
          rejected.map(({ qa, review, rejection }) => [link(rejectedHref(run.id, ordinalOf.get(qa.source_document) ?? 0, qa.generation_metadata.attempt_number), review.question), review.answer, rejection!.rejection_reason, rejectionDetail(rejection!), verdictBadge(review)]),
        )
      : html`<p class="muted">None.</p>`,
  );
  const exports = section(
    "Export the reviewed set",
    "The questions a person accepted, with their edits, in the format of qaforge generate. The generated originals stay in the store unchanged.",
    html`<p>accepted by a person: ${["json", "jsonl", "csv"].map((format) => html`<a class="export" href="${exportHref(run.id, format, "accepted")}">${format}</a> `)}</p>
<p>accepted, and not yet reviewed: ${["json", "jsonl", "csv"].map((format) => html`<a href="${exportHref(run.id, format, "accepted_and_unreviewed")}">${format}</a> `)}</p>`,
  );
  return page({ title: `Run ${run.id}`, subtitle: run.corpus_name, body: [overview, charts, accepted, rejectedSection, perDocument, exports] });
}

export interface DocumentView {
  lines: readonly string[];
  format: string;
  /** Why the lines cannot be shown, or a warning about them. */
  notice?: string;
  pageOfLine?: (line: number) => number | undefined;
  renderable: boolean;
}

/** Lines around each range (`context` each side), merged where they overlap, evidence lines marked. */
function lineWindows(lines: readonly string[], ranges: readonly { start: number; end: number }[], context: number): Html {
  const marked = (line: number) => ranges.some((range) => line >= range.start && line <= range.end);
  const windows = ranges
    .map((range) => ({ start: Math.max(1, range.start - context), end: Math.min(lines.length, range.end + context) }))
    .filter((window) => window.start <= window.end)
    .sort((a, b) => a.start - b.start);
  const merged: { start: number; end: number }[] = [];
  for (const window of windows) {
    const last = merged.at(-1);
    if (last && window.start <= last.end + 1) last.end = Math.max(last.end, window.end);
    else merged.push({ ...window });
  }
  const parts: Html[] = [];
  merged.forEach((window, index) => {
    if (index > 0) parts.push(html`<div class="line gap"><span class="number">…</span><span></span></div>`);
    for (let line = window.start; line <= window.end; line++) {
      parts.push(html`<div class="line${marked(line) ? new Html(" evidence") : ""}" id="L${line}"><span class="number">${line}</span><span class="text">${lines[line - 1] ?? ""}</span></div>`);
    }
  });
  return html`<div class="lines">${parts}</div>`;
}

export interface QuestionPageData {
  run: RunRow;
  document: RunDocumentRow;
  qa: QAPair;
  review: ReviewState;
  view: DocumentView;
  csrf: string;
  /** A message after a review was stored. */
  flash?: string;
  /** The next question nobody has reviewed yet, in the run's order. */
  nextUnreviewed?: string;
  /** Set when the question is a candidate the pipeline rejected. */
  rejection?: RejectedQA;
}

function rejectionDetail(rejection: RejectedQA): string {
  return rejection.rejection_detail + (rejection.duplicate_of ? ` (duplicate of: ${rejection.duplicate_of})` : "");
}

function historyTable(history: readonly ReviewRow[]): Html {
  if (!history.length) return html`<p class="muted">Not reviewed yet.</p>`;
  return table(
    ["when", "action", "reviewer", "note", "question", "answer"],
    history.map((row) => [row.created_at, row.action, row.reviewer ?? "", row.note ?? "", row.question ?? "", row.answer ?? ""]),
  );
}

export function questionPage({ run, document, qa, review, view, csrf, flash, nextUnreviewed, rejection }: QuestionPageData): string {
  const ranges = qa.evidence.map((e) => ({ start: e.start_line, end: e.end_line }));
  const action = (rejection ? rejectedHref : questionHref)(run.id, document.ordinal, qa.generation_metadata.attempt_number);
  const pages = view.renderable && view.pageOfLine ? [...new Set(ranges.flatMap((range) => [view.pageOfLine!(range.start), view.pageOfLine!(range.end)]).filter((n): n is number => n !== undefined))].sort((a, b) => a - b) : [];
  const body = [
    flash ? html`<p class="notice" role="status">${flash}</p>` : html``,
    rejection
      ? html`<p class="notice">Rejected by the pipeline: ${rejection.rejection_reason}. ${rejectionDetail(rejection)} Accept it, or edit and accept it, to bring it into the reviewed set.</p>`
      : html`<p>${nextUnreviewed ? link(nextUnreviewed, "next question not reviewed yet") : html`<span class="muted">Every other question of this run has been reviewed.</span>`}</p>`,
    section(
      "Question",
      html`<p>${verdictBadge(review)}</p>
<dl class="qa">
<dt>question</dt><dd class="question-text">${review.question}</dd>
<dt>answer</dt><dd class="answer-text">${review.answer}</dd>
${review.edited ? html`<dt>generated question</dt><dd>${qa.question}</dd><dt>generated answer</dt><dd>${qa.answer}</dd>` : ""}
<dt>validator's answer</dt><dd>${qa.generation_metadata.validator_answer ?? ""}</dd>
<dt>models</dt><dd>generator ${qa.generation_metadata.generator_model}, validator ${qa.generation_metadata.validator_model}; attempt ${qa.generation_metadata.attempt_number}; ${usd(qa.generation_metadata.cost_usd)}</dd>
${qa.content_refs.length ? html`<dt>content references</dt><dd>${qa.content_refs.join(", ")}</dd>` : ""}
</dl>`,
    ),
    section(
      `Evidence in ${document.path}`,
      view.notice ? html`<p class="notice">${view.notice}</p>` : html``,
      view.lines.length
        ? lineWindows(view.lines, ranges, 3)
        : html`<div class="lines">${qa.evidence.map((e) => html`<div class="line evidence"><span class="number">${e.start_line}–${e.end_line}</span><span class="text">${e.text}</span></div>`)}</div>`,
      html`<p>${ranges.map((range) => html`${link(documentHref(run.id, document.ordinal, Math.max(1, range.start - 20), range), `lines ${range.start}–${range.end} in the document`)} `)}</p>`,
      pages.length ? html`<div class="pages">${pages.map((n) => html`<figure><figcaption>page ${n}</figcaption><img src="${pageImageHref(run.id, document.ordinal, n)}" alt="page ${n} of ${document.path}"></figure>`)}</div>` : "",
    ),
    section(
      "Review",
      html`<form class="review" method="post" action="${action}">
<input type="hidden" name="csrf" value="${csrf}">
<label>question<textarea name="question" rows="3">${review.question}</textarea></label>
<label>answer<textarea name="answer" rows="2">${review.answer}</textarea></label>
<label>note<input type="text" name="note" value=""></label>
<label>reviewer<input type="text" name="reviewer" value=""></label>
<div class="actions"><button class="accept" type="submit" name="action" value="accept">Accept</button><button class="reject" type="submit" name="action" value="reject">Reject</button><button type="submit" name="action" value="edit">Save edit and accept</button></div>
<p class="muted">Accept and reject ignore the text fields. Every action is added to the trail below; the generated question is never changed.</p>
</form>`,
      historyTable(review.history),
    ),
  ];
  return page({ title: review.question, subtitle: html`${link(runHref(run.id), `run ${run.id}`)} · ${document.path}`, body });
}

export const DOCUMENT_WINDOW = 400;

export function documentPage(run: RunRow, document: RunDocumentRow, view: DocumentView, from: number, mark: { start: number; end: number } | undefined): string {
  const total = view.lines.length;
  const start = Math.min(Math.max(1, from), Math.max(1, total));
  const end = Math.min(total, start + DOCUMENT_WINDOW - 1);
  const lines: Html[] = [];
  for (let line = start; line <= end; line++) {
    const marked = mark !== undefined && line >= mark.start && line <= mark.end;
    lines.push(html`<div class="line${marked ? new Html(" evidence") : ""}" id="L${line}"><span class="number">${line}</span><span class="text">${view.lines[line - 1] ?? ""}</span></div>`);
  }
  const markQuery = mark;
  const navigation = html`<p>${start > 1 ? link(documentHref(run.id, document.ordinal, Math.max(1, start - DOCUMENT_WINDOW), markQuery), "previous lines") : ""} lines ${start}–${end} of ${total} ${end < total ? link(documentHref(run.id, document.ordinal, end + 1, markQuery), "next lines") : ""}</p>`;
  const pageCount = view.renderable && view.pageOfLine ? view.pageOfLine(total) ?? 0 : 0;
  const pages = pageCount > 0 && view.pageOfLine ? [...new Set([view.pageOfLine(start), view.pageOfLine(end)].filter((n): n is number => n !== undefined))] : [];
  return page({
    title: document.path,
    subtitle: html`${link(runHref(run.id), `run ${run.id}`)} · ${view.format} · ${document.status}`,
    body: [
      section("Text", view.notice ? html`<p class="notice">${view.notice}</p>` : html``, navigation, total ? html`<div class="lines">${lines}</div>` : html`<p class="muted">No text.</p>`, navigation),
      pages.length ? section("Rendered pages", html`<div class="pages">${pages.map((n) => html`<figure><figcaption>page ${n}</figcaption><img src="${pageImageHref(run.id, document.ordinal, n)}" alt="page ${n}"></figure>`)}</div>`) : html``,
    ],
  });
}

/** How much of a hop's passage is shown; the whole passage is in the chains file. */
const PASSAGE_CHARS = 800;

export function chainsPage(run: PipelineRun, file: string, chains: readonly JudgedChain[]): string {
  const approved = chains.filter((chain) => chain.approved).length;
  const rows = chains.map((chain) => [
    chain.category,
    html`<details><summary>${chain.question}</summary>${chain.hop_path.map(
      (hop) => html`<p><strong>hop ${hop.hop_index}</strong> ${hop.chunk_id}: ${hop.partial_answer}</p><div class="lines"><div class="line"><span class="text">${hop.chunk_text.length > PASSAGE_CHARS ? `${hop.chunk_text.slice(0, PASSAGE_CHARS)} …` : hop.chunk_text}</span></div></div>`,
    )}</details>`,
    chain.final_answer,
    chain.hop_count,
    html`<span class="badge ${chain.approved ? "accepted" : "rejected"}">${chain.approved ? "approved" : "rejected"}</span>`,
    chain.category_suitability_score,
    chain.answer_completeness_score,
    chain.rejection_reason ?? "",
  ]);
  return page({
    title: `Judged chains of run ${run.id}`,
    subtitle: html`${run.pipeline} · ${file} · ${link(pipelineReportHref(run.id), "validation report")}`,
    body: [
      section("Chains", figures([{ label: "chains", value: chains.length }, { label: "approved by the judge", value: approved }, { label: "rejected", value: chains.length - approved }])),
      section("Every chain", "Open a question to see its hops: the passage each one cites and what it contributes.", table(["category", "question", "answer", "hops", "judge", "suitability", "completeness", "rejection reason"], rows)),
    ],
  });
}

export function errorPage(status: number, message: string): string {
  return page({ title: status === 404 ? "Not found" : status === 400 ? "Bad request" : status === 401 || status === 403 ? "Not allowed" : "Error", body: section("What happened", message, html`<p>${link("/", "back to the runs")}</p>`) });
}
