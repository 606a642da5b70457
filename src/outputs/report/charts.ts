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
    chart.setOption({ animation: false, color: PALETTE, title: { text: spec.title, left: "center", textStyle: { fontSize: 14 } }, ...optionsOf(spec, size.width ?? CHART_WIDTH) });
    return chart.renderToSVGString();
  } finally {
    chart.dispose();
  }
}

const GRID = { left: 56, right: 24, top: 48, bottom: 48, containLabel: true };
const LABEL_WIDTH = 140;
/** Axis labels are 12 px: parallel labels closer than this overlap. */
const LABEL_LINE = 14;
/** A generous width of one character of a 12 px label, for deciding whether labels fit side by side. */
const LABEL_CHAR_WIDTH = 7;
/** How far below the axis a rotated label may reach. */
const LABEL_DEPTH = 100;

export interface CategoryLabelLayout {
  /** Degrees; 0 for labels side by side. */
  rotate: number;
  /** Labels skipped between two shown ones (ECharts' axisLabel.interval); 0 shows every label. */
  interval: number;
  /** Longest label, in pixels along its own direction. */
  width: number;
}

/**
 * How the labels of a category axis `axisWidth` pixels long are laid out so that no two overlap: side by side when
 * every label fits in its slot, else rotated by the least of 30°, 45°, 60° and 90° that leaves a line's height
 * between neighbours, and when even upright labels are too close, only every k-th is shown.
 */
export function categoryLabelLayout(categories: readonly string[], axisWidth: number): CategoryLabelLayout {
  const slot = axisWidth / Math.max(1, categories.length);
  const longest = Math.max(0, ...categories.map((category) => category.length)) * LABEL_CHAR_WIDTH;
  if (longest <= slot - 8) return { rotate: 0, interval: 0, width: Math.max(slot - 8, 8) };
  const rotate = [30, 45, 60, 90].find((angle) => slot * Math.sin((angle * Math.PI) / 180) >= LABEL_LINE) ?? 90;
  const interval = slot >= LABEL_LINE ? 0 : Math.ceil(LABEL_LINE / slot) - 1;
  return { rotate, interval, width: Math.min(LABEL_WIDTH, Math.floor(LABEL_DEPTH / Math.sin((rotate * Math.PI) / 180))) };
}

/** A label cut in the middle to `characters`, so that both the start of a name and its end (a file's extension) stay. */
function middleTruncated(label: string, characters: number): string {
  if (label.length <= characters) return label;
  const head = Math.ceil((characters - 1) / 2);
  return `${label.slice(0, head)}…${label.slice(label.length - (characters - 1 - head))}`;
}

/** The folder every label starts with ("docs/guides/"), which says nothing about one label: left out when labels are cut. */
function sharedFolder(labels: readonly string[]): string {
  if (labels.length < 2) return "";
  let shared = labels[0]!.slice(0, labels[0]!.lastIndexOf("/") + 1);
  for (const label of labels) while (shared && !label.startsWith(shared)) shared = shared.slice(0, shared.slice(0, -1).lastIndexOf("/") + 1);
  return shared;
}

function legendOf(series: Series[]) {
  return series.length > 1 ? { legend: { bottom: 0, type: "scroll", data: series.map((one) => one.name) } } : {};
}

function optionsOf(spec: ChartSpec, chartWidth: number): Record<string, unknown> {
  switch (spec.kind) {
    case "bar": {
      // The plot takes the chart's width less the grid's margins and the value axis' labels (about 16 px).
      const layout = spec.horizontal ? { rotate: 0, interval: 0, width: LABEL_WIDTH } : categoryLabelLayout(spec.categories, chartWidth - GRID.left - GRID.right - 16);
      const characters = Math.max(4, Math.floor(layout.width / LABEL_CHAR_WIDTH));
      const folder = spec.categories.some((label) => label.length > characters) ? sharedFolder(spec.categories) : "";
      // inverse: a horizontal chart lists the first category at the top, as a table would.
      const category = {
        type: "category",
        data: spec.categories,
        inverse: spec.horizontal,
        axisLabel: { interval: layout.interval, rotate: layout.rotate, width: layout.width, overflow: "truncate", formatter: (label: string) => middleTruncated(label.slice(folder.length), characters) },
      };
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
