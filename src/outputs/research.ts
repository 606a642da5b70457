import { passageHeader } from "../agents/research/format.js";
import type { IcatScores } from "../agents/research/icat.js";
import type { Aspect, Citation, IterationRecord } from "../agents/research/types.js";
import { csvTable } from "./csv.js";
import type { ChartSpec } from "./report/charts.js";
import type { ReportDocument, ReportSection } from "./report/report.js";

/** What `qaforge research` keeps of one query: the loop's final state that matters, and its evaluation. */
export interface ResearchQueryResult {
  id: string;
  query: string;
  /** The user's aspects of the query, when given (ICAT then scores coverage of them). */
  aspects?: string[];
  answer: string;
  citations: Citation[];
  plan: Aspect[];
  /** Iterations run (the gate's last iteration + 1). */
  iterations: number;
  termination_reason: string;
  history: IterationRecord[];
  error_log: string[];
  /** `node:iteration` → start and end, ms since the epoch. */
  timestamps: Record<string, { start: number; end: number }>;
  duration_ms: number;
  icat?: IcatScores;
  baseline?: { answer: string; citations: Citation[]; duration_ms: number; icat?: IcatScores };
}

export const RESEARCH_RESULTS_CSV = "research_results.csv";
export const RESEARCH_RESULTS_JSON = "research_results.json";
export const RESEARCH_REPORT_HTML = "research_report.html";
export const RESEARCH_PLOTS = {
  qualityPerIteration: "quality_per_iteration.png",
  factualityVsCoverage: "factuality_vs_coverage.png",
  iterationsToConvergence: "iterations_to_convergence.png",
} as const;

/** The answer followed by its sources: `[n] document lines a-b (section)`, the form the CLI prints. */
export function answerWithSources(result: Pick<ResearchQueryResult, "answer" | "citations">): string {
  const sources = result.citations.map((citation) => `${passageHeader(citation)}${citation.section ? ` (${citation.section})` : ""}`);
  return sources.length === 0 ? result.answer : `${result.answer}\n\nSources:\n${sources.map((line) => `  ${line}`).join("\n")}`;
}

export function historyLines(result: Pick<ResearchQueryResult, "history">): string[] {
  return result.history.map(
    (entry) =>
      `iteration ${entry.iteration}: ${entry.plan.length} aspects; facts ${entry.stats.supported}/${entry.stats.total_facts} supported, ${entry.stats.refuted} refuted, ${entry.stats.unclear} unclear; ${entry.aspects_well_covered}/${entry.aspects} aspects well covered; ${entry.missing_salient_points} missing points`,
  );
}

const fixed = (value: number | undefined) => (value === undefined ? "" : value.toFixed(3));

export function researchResultsCsv(results: readonly ResearchQueryResult[]): string {
  const header = ["id", "query", "iterations", "termination_reason", "facts", "supported", "refuted", "unclear", "aspects_well_covered", "aspects", "icat_mode", "factuality", "coverage", "icat", "baseline_factuality", "baseline_coverage", "baseline_icat", "duration_ms", "errors"];
  const rows = results.map((result) => {
    const last = result.history.at(-1);
    return [
      result.id,
      result.query,
      String(result.iterations),
      result.termination_reason,
      String(last?.stats.total_facts ?? 0),
      String(last?.stats.supported ?? 0),
      String(last?.stats.refuted ?? 0),
      String(last?.stats.unclear ?? 0),
      String(last?.aspects_well_covered ?? 0),
      String(last?.aspects ?? 0),
      result.icat?.mode ?? "",
      fixed(result.icat?.factuality),
      fixed(result.icat?.coverage),
      fixed(result.icat?.icat),
      fixed(result.baseline?.icat?.factuality),
      fixed(result.baseline?.icat?.coverage),
      fixed(result.baseline?.icat?.icat),
      String(Math.round(result.duration_ms)),
      String(result.error_log.length),
    ];
  });
  return csvTable(header, rows);
}

const mean = (values: readonly number[]) => (values.length === 0 ? 0 : values.reduce((sum, value) => sum + value, 0) / values.length);

/** The three figures of spec 003's experiments, as chart specs (the report draws them as SVG, the CLI as PNG). */
export function researchCharts(results: readonly ResearchQueryResult[]): Record<keyof typeof RESEARCH_PLOTS, ChartSpec> {
  const longest = Math.max(1, ...results.map((result) => result.history.length));
  const iterations = Array.from({ length: longest }, (_, index) => index);
  // A query that stopped earlier keeps its last values in later iterations: the mean is over every query throughout.
  const at = (result: ResearchQueryResult, index: number) => result.history[Math.min(index, result.history.length - 1)];
  const withHistory = results.filter((result) => result.history.length > 0);
  const counts = new Map<number, number>();
  for (const result of results) counts.set(result.iterations, (counts.get(result.iterations) ?? 0) + 1);
  const bins = Array.from({ length: longest }, (_, index) => index + 1);
  const useIcat = results.some((result) => result.icat);
  return {
    qualityPerIteration: {
      kind: "line",
      title: "Quality per iteration (mean over queries)",
      x: iterations,
      xLabel: "iteration",
      yLabel: "share",
      series: [
        { name: "supported facts", values: iterations.map((index) => mean(withHistory.map((result) => at(result, index)!.factuality))) },
        { name: "well-covered aspects", values: iterations.map((index) => mean(withHistory.map((result) => at(result, index)!.coverage))) },
      ],
    },
    factualityVsCoverage: {
      kind: "scatter",
      title: useIcat ? "ICAT factuality vs coverage per query" : "Factuality vs coverage per query (final iteration)",
      xLabel: "coverage",
      yLabel: "factuality",
      points: results.flatMap((result) => {
        const loop = useIcat ? (result.icat ? { x: result.icat.coverage, y: result.icat.factuality } : undefined) : result.history.at(-1) ? { x: result.history.at(-1)!.coverage, y: result.history.at(-1)!.factuality } : undefined;
        const baseline = result.baseline?.icat ? { x: result.baseline.icat.coverage, y: result.baseline.icat.factuality, label: `${result.id} baseline` } : undefined;
        return [...(loop ? [{ ...loop, label: result.id }] : []), ...(baseline ? [baseline] : [])];
      }),
    },
    iterationsToConvergence: { kind: "histogram", title: "Iterations to convergence", bins: bins.map(String), counts: bins.map((bin) => counts.get(bin) ?? 0), xLabel: "iterations" },
  };
}

export function researchReport(results: readonly ResearchQueryResult[], context: { runId: string; corpus: string; generatedAt: Date }): ReportDocument {
  const reasons = new Map<string, number>();
  for (const result of results) reasons.set(result.termination_reason, (reasons.get(result.termination_reason) ?? 0) + 1);
  const evaluated = results.filter((result) => result.icat);
  const withBaseline = results.filter((result) => result.baseline?.icat && result.icat);
  const charts = researchCharts(results);
  const figures = [
    { label: "queries", value: String(results.length) },
    { label: "mean iterations", value: mean(results.map((result) => result.iterations)).toFixed(2) },
    { label: "stopped on quality", value: `${results.filter((result) => result.termination_reason.startsWith("quality_complete")).length}/${results.length}` },
    ...(evaluated.length > 0 ? [{ label: "mean ICAT (loop)", value: mean(evaluated.map((result) => result.icat!.icat)).toFixed(3) }] : []),
    ...(withBaseline.length > 0 ? [{ label: "mean ICAT (baseline)", value: mean(withBaseline.map((result) => result.baseline!.icat!.icat)).toFixed(3) }] : []),
  ];
  const sections: ReportSection[] = [
    {
      heading: "Summary",
      paragraphs: [`${results.length} queries over ${context.corpus}. Termination: ${[...reasons].map(([reason, count]) => `${reason} ${count}`).join(", ") || "none"}.`],
      figures,
    },
    {
      heading: "Per query",
      tables: [
        {
          columns: ["id", "query", "iterations", "termination", "supported/facts", "well-covered/aspects", "factuality", "coverage", "ICAT", "baseline ICAT"],
          rows: results.map((result) => {
            const last = result.history.at(-1);
            return [
              result.id,
              result.query,
              result.iterations,
              result.termination_reason,
              last ? `${last.stats.supported}/${last.stats.total_facts}` : "",
              last ? `${last.aspects_well_covered}/${last.aspects}` : "",
              result.icat ? result.icat.factuality : "",
              result.icat ? result.icat.coverage : "",
              result.icat ? result.icat.icat : "",
              result.baseline?.icat ? result.baseline.icat.icat : "",
            ];
          }),
        },
      ],
    },
    { heading: "Figures", charts: [charts.qualityPerIteration, charts.factualityVsCoverage, charts.iterationsToConvergence] },
  ];
  return { title: "qaforge research", subtitle: `run ${context.runId}`, generatedAt: context.generatedAt, sections };
}
