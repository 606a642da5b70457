import { dirname, join, resolve } from "node:path";
import { validationReport, type JudgedChain, type ValidationReport } from "../agents/chains/report.js";
import { CHAINS_POLISH_RUBRIC } from "../config/rubric.js";
import { CHAINS_VALIDATED_FILE, VALIDATION_REPORT_FILE, VALIDATION_REPORT_HTML } from "../outputs/chains.js";
import { writeFileAtomic } from "../outputs/files.js";
import { writeReport, type ReportDocument } from "../outputs/report/report.js";
import { readJsonList } from "./json-input.js";

export interface ReportOptions {
  /** Score a chain needs on a criterion to count towards its target (default: the polish rubric's 0.7). */
  threshold?: number;
}

export interface ReportSummary {
  report: ValidationReport;
  json: string;
  html: string;
}

/** `qaforge report` (spec 001 step 4): validation_report.json and a readable HTML page with charts, beside the chains. */
export async function report(input: string, options: ReportOptions = {}): Promise<ReportSummary> {
  const validatedPath = resolve(/\.jsonl?$/i.test(input) ? input : join(input, CHAINS_VALIDATED_FILE));
  const chains = await readValidatedChains(validatedPath);
  const threshold = options.threshold ?? CHAINS_POLISH_RUBRIC.threshold;
  const result = validationReport(chains, threshold, new Date());
  const folder = dirname(validatedPath);
  const json = join(folder, VALIDATION_REPORT_FILE);
  const html = join(folder, VALIDATION_REPORT_HTML);
  await writeFileAtomic(json, `${JSON.stringify(result, null, 2)}\n`);
  await writeReport(html, validationReportPage(result, validatedPath));
  return { report: result, json, html };
}

function percent(value: number): string {
  return `${Math.round(value * 1000) / 10} %`;
}

/** The HTML page of a validation report (also shown by `qaforge serve`). */
export function validationReportPage(result: ValidationReport, source: string): ReportDocument {
  const categories = result.per_category.map((category) => category.category);
  return {
    title: "Chains validation report",
    subtitle: source,
    generatedAt: new Date(result.generated_at),
    sections: [
      {
        heading: "Targets",
        paragraphs: [`${result.total_chains} chains, ${result.total_approved} approved by the judge. Each target asks for at least ${percent(result.targets[0]?.target ?? 0.8)}.`],
        figures: result.targets.map((target) => ({ label: target.description, value: percent(target.value), status: target.met ? "ok" : "fail", note: target.met ? "target met" : `target ${percent(target.target)} not met` })),
      },
      {
        heading: "Per category",
        tables: [
          {
            columns: ["category", "chains", "approved", "approval rate", "mean suitability", "mean completeness"],
            rows: result.per_category.map((category) => [category.category, category.count, category.approved, percent(category.approval_rate), category.mean_category_suitability, category.mean_answer_completeness]),
          },
        ],
        charts: [
          {
            kind: "bar",
            title: "Chains per category",
            categories,
            stacked: true,
            series: [
              { name: "approved", values: result.per_category.map((category) => category.approved) },
              { name: "rejected", values: result.per_category.map((category) => category.count - category.approved) },
            ],
          },
          {
            kind: "bar",
            title: "Mean judge scores",
            categories,
            series: [
              { name: "category suitability", values: result.per_category.map((category) => category.mean_category_suitability) },
              { name: "answer completeness", values: result.per_category.map((category) => category.mean_answer_completeness) },
            ],
          },
        ],
      },
      {
        heading: "Hops, endings and rejections",
        charts: [
          { kind: "histogram", title: "Hop count", bins: Object.keys(result.hop_distribution), counts: Object.values(result.hop_distribution), xLabel: "hops" },
          { kind: "pie", title: "How the generating agent ended", slices: Object.entries(result.termination_reasons).map(([name, value]) => ({ name, value })), donut: true },
          ...(Object.keys(result.rejection_reasons).length > 0
            ? [{ kind: "bar" as const, title: "Rejection reasons", horizontal: true, categories: Object.keys(result.rejection_reasons), series: [{ name: "chains", values: Object.values(result.rejection_reasons) }] }]
            : []),
        ],
      },
    ],
  };
}

/** The judged chains of a `qaforge polish` output, checked item by item. */
export function readValidatedChains(path: string): Promise<JudgedChain[]> {
  return readJsonList<JudgedChain>(path, `no validated chains; run qaforge polish first, or give the path of ${CHAINS_VALIDATED_FILE}`, (item) => {
    const record = item as Partial<JudgedChain> | null;
    const judged = record && typeof record.approved === "boolean" && typeof record.category_suitability_score === "number" && typeof record.answer_completeness_score === "number" && typeof record.category === "string";
    return judged ? undefined : "has no judgement (approved, category_suitability_score, answer_completeness_score): not a qaforge polish output";
  });
}
