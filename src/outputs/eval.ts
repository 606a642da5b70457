import type { EvalAggregate, FailedQuestion, ScoreGroup, ScoredQuestion } from "../agents/eval/score.js";
import { csvTable } from "./csv.js";
import type { ReportDocument, ReportSection } from "./report/report.js";

/** Where `qaforge eval` writes, inside its output folder. */
export const EVAL_RESULTS_JSON = "eval_results.json";
export const EVAL_RESULTS_CSV = "eval_results.csv";
export const EVAL_REPORT_HTML = "eval_report.html";

/** The JSON result of an eval; `kind` lets `qaforge export` recognise it. */
export interface EvalResultFile {
  kind: "qaforge_eval";
  run_id: string;
  generated_at: string;
  dataset: { path: string; kind: string; name: string; corpus_path: string | null };
  answerer: string;
  judge: string | null;
  summary: EvalAggregate;
  results: ScoredQuestion[];
  failures: FailedQuestion[];
  usage: { role: string; model: string; calls: number; input_tokens: number; output_tokens: number; cost_usd: number }[];
  cost_usd: number;
}

export function evalResultsJson(result: EvalResultFile): string {
  return `${JSON.stringify(result, null, 2)}\n`;
}

const CSV_COLUMNS = ["id", "status", "question", "reference", "answer", "source_documents", "category", "question_type", "exact_match", "f1", "correct", "correctness_score", "retrieval_recall", "contexts", "error", "cost_usd"] as const;

/** One row per question, scored or failed (with its reason), in the dataset's order. */
export function evalResultsCsv(result: EvalResultFile, order: readonly string[]): string {
  const scored = new Map(result.results.map((question) => [question.id, question] as const));
  const failed = new Map(result.failures.map((question) => [question.id, question] as const));
  const number = (value: number | null) => (value === null ? "" : String(value));
  const rows = order.flatMap((id) => {
    const question = scored.get(id);
    if (question) {
      return [[question.id, "scored", question.question, question.reference, question.answer, question.source_documents.join("; "), question.category, question.question_type, number(question.exact_match), number(question.f1), question.correct === null ? "" : String(question.correct), number(question.correctness_score), number(question.retrieval_recall), question.contexts.map((context) => (context.source ? `${context.source}:${context.start_line ?? "?"}-${context.end_line ?? "?"}` : "(text)")).join("; "), "", number(question.cost_usd)]];
    }
    const failure = failed.get(id);
    return failure ? [[failure.id, "failed", failure.question, "", "", failure.source_documents.join("; "), failure.category, failure.question_type, "", "", "", "", "", "", `${failure.code}: ${failure.message}`, ""]] : [];
  });
  return csvTable(CSV_COLUMNS, rows);
}

function percent(value: number | null): string {
  return value === null ? "n/a" : `${Math.round(value * 1000) / 10} %`;
}

function groupTable(caption: string, groups: readonly ScoreGroup[]) {
  return {
    caption,
    columns: [caption.split(" ")[1] ?? "group", "questions", "failed", "exact match", "F1", "correct (judge)", "retrieval recall"],
    rows: groups.map((group) => [group.key, group.questions, group.failed, group.exact_match, group.f1, group.correct_rate === null ? "n/a" : group.correct_rate, group.retrieval_recall === null ? "n/a" : group.retrieval_recall]),
  };
}

function groupChart(title: string, groups: readonly ScoreGroup[]) {
  const judged = groups.some((group) => group.correct_rate !== null);
  return {
    kind: "bar" as const,
    title,
    horizontal: true,
    categories: groups.map((group) => group.key),
    series: [
      { name: "exact match", values: groups.map((group) => group.exact_match) },
      { name: "F1", values: groups.map((group) => group.f1) },
      ...(judged ? [{ name: "correct (judge)", values: groups.map((group) => group.correct_rate ?? 0) }] : []),
    ],
  };
}

/** The HTML report: key figures, score distribution, per document, category and type, retrieval recall, failures. */
export function evalReportDocument(result: EvalResultFile): ReportDocument {
  const { summary } = result;
  const overall = summary.overall;
  const withRecall = summary.per_document.filter((group) => group.retrieval_recall !== null);
  const sections: ReportSection[] = [
    {
      heading: "Summary",
      paragraphs: [`${overall.questions} questions of ${result.dataset.name} (${result.dataset.kind} output) answered by ${result.answerer}${result.judge ? `, judged by ${result.judge}` : ", without a judge"}; cost $${result.cost_usd.toFixed(4)}.`],
      figures: [
        { label: "questions scored", value: `${overall.scored} of ${overall.questions}`, status: overall.failed === 0 ? "ok" : "fail", note: overall.failed === 0 ? "every question answered" : `${overall.failed} failed (below)` },
        { label: "exact match", value: percent(overall.exact_match) },
        { label: "token F1", value: percent(overall.f1) },
        { label: "correct (judge)", value: percent(overall.correct_rate), ...(overall.correct_rate === null ? { note: "no judge ran" } : {}) },
        { label: "retrieval recall", value: percent(overall.retrieval_recall), ...(overall.retrieval_recall === null ? { note: "the answerer returned no passages" } : {}) },
      ],
      charts: [{ kind: "histogram", title: "Token F1 of the answers", bins: summary.f1_histogram.map((_, index) => `${(index / 10).toFixed(1)}–${((index + 1) / 10).toFixed(1)}`), counts: summary.f1_histogram, xLabel: "F1" }],
    },
    { heading: "Per document", tables: [groupTable("per document", summary.per_document)], charts: [groupChart("Scores per document", summary.per_document)] },
    { heading: "Per category", tables: [groupTable("per category", summary.per_category)], charts: [groupChart("Scores per category", summary.per_category)] },
    { heading: "Per question type", tables: [groupTable("per type", summary.per_question_type)], charts: [groupChart("Scores per question type", summary.per_question_type)] },
  ];
  if (withRecall.length > 0) {
    sections.push({
      heading: "Retrieval recall",
      paragraphs: ["The share of each question's evidence lines that the passages the answerer returned cover, averaged over the answers that returned passages."],
      charts: [{ kind: "bar", title: "Retrieval recall per document", horizontal: true, categories: withRecall.map((group) => group.key), series: [{ name: "recall", values: withRecall.map((group) => group.retrieval_recall ?? 0) }] }],
    });
  }
  if (result.failures.length > 0) {
    sections.push({ heading: "Failed questions", paragraphs: ["Not scored; the same command started again retries them."], tables: [{ columns: ["id", "question", "code", "reason"], rows: result.failures.map((failure) => [failure.id, failure.question, failure.code, failure.message]) }] });
  }
  const worst = [...result.results].sort((a, b) => a.f1 - b.f1).slice(0, 25);
  if (worst.length > 0) {
    sections.push({ heading: "Lowest-scoring answers", tables: [{ columns: ["question", "reference", "answer", "F1", "correct"], rows: worst.map((question) => [question.question, question.reference, question.answer, question.f1, question.correct === null ? "n/a" : question.correct ? "yes" : "no"]) }] });
  }
  return { title: "Evaluation report", subtitle: `${result.dataset.path} — ${result.answerer}`, generatedAt: new Date(result.generated_at), sections };
}
