import * as echarts from "echarts";

/**
 * Charts for every report, drawn by Apache ECharts' server-side SVG renderer: the page is static (no script, no
 * network) and a chart is plain SVG whose text ECharts escapes. Pipelines give typed specs, never raw options.
 */

export type ChartSpec =
  | { kind: "bar"; title: string; categories: string[]; series: { name: string; values: number[] }[]; stacked?: boolean; horizontal?: boolean; yLabel?: string }
  | { kind: "histogram"; title: string; bins: string[]; counts: number[]; xLabel?: string }
  | { kind: "pie"; title: string; slices: { name: string; value: number }[]; donut?: boolean }
  | { kind: "line"; title: string; x: (string | number)[]; series: { name: string; values: number[] }[]; yLabel?: string }
  | { kind: "scatter"; title: string; points: { x: number; y: number; label?: string }[]; xLabel?: string; yLabel?: string };

export const CHART_WIDTH = 560;
export const CHART_HEIGHT = 320;
const PALETTE = ["#3b6fb6", "#e07b39", "#3a9d5d", "#c0392b", "#8e6bbf", "#8c6d3f", "#d35fa0", "#7f8c8d"];

export function renderChart(spec: ChartSpec, size: { width?: number; height?: number } = {}): string {
  const chart = echarts.init(null, null, { renderer: "svg", ssr: true, width: size.width ?? CHART_WIDTH, height: size.height ?? CHART_HEIGHT });
  try {
    chart.setOption({ animation: false, color: PALETTE, title: { text: spec.title, left: "center", textStyle: { fontSize: 14 } }, ...optionsOf(spec) });
    return chart.renderToSVGString();
  } finally {
    chart.dispose();
  }
}

function optionsOf(spec: ChartSpec): Record<string, unknown> {
  const grid = { left: 56, right: 24, top: 48, bottom: 48, containLabel: true };
  const legend = (names: string[]) => (names.length > 1 ? { legend: { bottom: 0, data: names } } : {});
  switch (spec.kind) {
    case "bar": {
      const category = { type: "category", data: spec.categories, axisLabel: { interval: 0, rotate: spec.horizontal ? 0 : spec.categories.length > 6 ? 30 : 0 } };
      const value = { type: "value", name: spec.yLabel ?? "" };
      return {
        grid,
        ...legend(spec.series.map((series) => series.name)),
        xAxis: spec.horizontal ? value : category,
        yAxis: spec.horizontal ? category : value,
        series: spec.series.map((series) => ({ type: "bar", name: series.name, data: series.values, ...(spec.stacked ? { stack: "total" } : {}), label: { show: spec.series.length === 1, position: spec.horizontal ? "right" : "top" } })),
      };
    }
    case "histogram":
      return {
        grid,
        xAxis: { type: "category", data: spec.bins, name: spec.xLabel ?? "", nameLocation: "middle", nameGap: 28 },
        yAxis: { type: "value", minInterval: 1 },
        series: [{ type: "bar", data: spec.counts, barCategoryGap: "4%", label: { show: true, position: "top" } }],
      };
    case "pie":
      return {
        legend: { bottom: 0, type: "scroll" },
        series: [{ type: "pie", radius: spec.donut ? ["40%", "65%"] : "65%", center: ["50%", "52%"], data: spec.slices, label: { formatter: "{b}: {c}" } }],
      };
    case "line":
      return {
        grid,
        ...legend(spec.series.map((series) => series.name)),
        xAxis: { type: "category", data: spec.x },
        yAxis: { type: "value", name: spec.yLabel ?? "" },
        series: spec.series.map((series) => ({ type: "line", name: series.name, data: series.values, symbolSize: 7 })),
      };
    case "scatter":
      return {
        grid,
        xAxis: { type: "value", name: spec.xLabel ?? "", nameLocation: "middle", nameGap: 28 },
        yAxis: { type: "value", name: spec.yLabel ?? "" },
        series: [{ type: "scatter", symbolSize: 10, data: spec.points.map((point) => ({ value: [point.x, point.y], name: point.label ?? "" })), label: { show: spec.points.some((point) => point.label), formatter: "{b}", position: "right" } }],
      };
  }
}
