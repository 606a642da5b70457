import { createRequire } from "node:module";
import type * as Echarts from "echarts";

// ECharts takes about as long to load as the rest of the CLI: loaded on the first chart, not by every command.
const requireFromHere = createRequire(import.meta.url);
let echartsLibrary: typeof Echarts | undefined;
const echarts = (): typeof Echarts => (echartsLibrary ??= requireFromHere("echarts") as typeof Echarts);

/**
 * Charts for every report, drawn by Apache ECharts' server-side SVG renderer: the page stays static (no script, no
 * network) and a chart is plain SVG whose text ECharts escapes. Pipelines give typed specs, never raw options.
 */

export interface Series {
  name: string;
  values: number[];
}

/** Bars per category, one bar per series in each (side by side, or stacked); `horizontal` for long category names. */
export interface BarChartSpec {
  kind: "bar";
  title: string;
  categories: string[];
  series: Series[];
  stacked?: boolean;
  horizontal?: boolean;
  yLabel?: string;
}

/** Counts already binned by the caller, one bar per bin. */
export interface HistogramSpec {
  kind: "histogram";
  title: string;
  bins: string[];
  counts: number[];
  xLabel?: string;
}

export interface PieChartSpec {
  kind: "pie";
  title: string;
  slices: { name: string; value: number }[];
  donut?: boolean;
}

/** Lines over x: numbers are placed to scale on a value axis, strings evenly on a category axis. */
export interface LineChartSpec {
  kind: "line";
  title: string;
  x: number[] | string[];
  series: Series[];
  xLabel?: string;
  yLabel?: string;
}

export interface ScatterChartSpec {
  kind: "scatter";
  title: string;
  points: { x: number; y: number; label?: string }[];
  xLabel?: string;
  yLabel?: string;
}

export type ChartSpec = BarChartSpec | HistogramSpec | PieChartSpec | LineChartSpec | ScatterChartSpec;

export const CHART_WIDTH = 560;
export const CHART_HEIGHT = 320;
const PALETTE = ["#3b6fb6", "#e07b39", "#3a9d5d", "#c0392b", "#8e6bbf", "#8c6d3f", "#d35fa0", "#7f8c8d"];

export function renderChart(spec: ChartSpec, size: { width?: number; height?: number } = {}): string {
  const chart = echarts().init(null, null, { renderer: "svg", ssr: true, width: size.width ?? CHART_WIDTH, height: size.height ?? CHART_HEIGHT });
  // Without dispose() the chart keeps a timer alive and the process never exits.
  try {
    chart.setOption({ animation: false, color: PALETTE, title: { text: spec.title, left: "center", textStyle: { fontSize: 14 } }, ...optionsOf(spec) });
    return chart.renderToSVGString();
  } finally {
    chart.dispose();
  }
}

const GRID = { left: 56, right: 24, top: 48, bottom: 48, containLabel: true };
const LABEL_WIDTH = 140;

function legendOf(series: Series[]) {
  return series.length > 1 ? { legend: { bottom: 0, type: "scroll", data: series.map((one) => one.name) } } : {};
}

function optionsOf(spec: ChartSpec): Record<string, unknown> {
  switch (spec.kind) {
    case "bar": {
      const rotate = !spec.horizontal && spec.categories.length > 6 ? 30 : 0;
      // inverse: a horizontal chart lists the first category at the top, as a table would.
      const category = { type: "category", data: spec.categories, inverse: spec.horizontal, axisLabel: { interval: 0, rotate, width: LABEL_WIDTH, overflow: "truncate" } };
      const value = { type: "value", name: spec.yLabel ?? "" };
      return {
        grid: GRID,
        ...legendOf(spec.series),
        xAxis: spec.horizontal ? value : category,
        yAxis: spec.horizontal ? category : value,
        series: spec.series.map((series) => ({
          type: "bar",
          name: series.name,
          data: series.values,
          ...(spec.stacked ? { stack: "total" } : {}),
          label: { show: spec.series.length === 1, position: spec.horizontal ? "right" : "top" },
        })),
      };
    }
    case "histogram":
      return {
        grid: GRID,
        xAxis: { type: "category", data: spec.bins, name: spec.xLabel ?? "", nameLocation: "middle", nameGap: 28 },
        yAxis: { type: "value", minInterval: 1 },
        series: [{ type: "bar", data: spec.counts, barCategoryGap: "4%", label: { show: true, position: "top" } }],
      };
    case "pie":
      return {
        legend: { bottom: 0, type: "scroll" },
        series: [{ type: "pie", radius: spec.donut ? ["40%", "65%"] : "65%", center: ["50%", "52%"], data: spec.slices, label: { formatter: "{b}: {c}", width: LABEL_WIDTH, overflow: "truncate" } }],
      };
    case "line": {
      const numeric = spec.x.every((x) => typeof x === "number");
      const xAxis = numeric ? { type: "value", scale: true, minInterval: spec.x.every(Number.isInteger) ? 1 : 0 } : { type: "category", data: spec.x };
      return {
        grid: GRID,
        ...legendOf(spec.series),
        xAxis: { ...xAxis, name: spec.xLabel ?? "", nameLocation: "middle", nameGap: 28 },
        yAxis: { type: "value", name: spec.yLabel ?? "" },
        series: spec.series.map((series) => ({
          type: "line",
          name: series.name,
          data: numeric ? series.values.map((y, index) => [spec.x[index], y]) : series.values,
          symbolSize: 7,
        })),
      };
    }
    case "scatter":
      return {
        grid: GRID,
        xAxis: { type: "value", scale: true, boundaryGap: ["5%", "5%"], name: spec.xLabel ?? "", nameLocation: "middle", nameGap: 28 },
        yAxis: { type: "value", scale: true, boundaryGap: ["5%", "5%"], name: spec.yLabel ?? "" },
        series: [
          {
            type: "scatter",
            symbolSize: 10,
            data: spec.points.map((point) => ({ value: [point.x, point.y], name: point.label ?? "" })),
            label: { show: spec.points.some((point) => point.label), formatter: "{b}", position: "top", width: LABEL_WIDTH, overflow: "truncate" },
          },
        ],
      };
  }
}
