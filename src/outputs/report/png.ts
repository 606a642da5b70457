import { createCanvas, loadImage } from "@napi-rs/canvas";
import { renderChart, type ChartSpec } from "./charts.js";

/**
 * A chart as a PNG: ECharts' SSR SVG (the report's own drawing) rasterised by @napi-rs/canvas, which decodes SVG in
 * `loadImage`. A white background is painted first, as SVG charts are transparent.
 */
export async function chartPng(spec: ChartSpec, size: { width?: number; height?: number; scale?: number } = {}): Promise<Buffer> {
  // Skia draws a zero-width stroke as a hairline, where browsers draw nothing (ECharts' hidden title and legend boxes).
  const svg = renderChart(spec, size).replace(/stroke-width="0"/g, 'stroke-width="0" stroke-opacity="0"');
  const image = await loadImage(Buffer.from(svg));
  const scale = size.scale ?? 2;
  const canvas = createCanvas(Math.round(image.width * scale), Math.round(image.height * scale));
  const context = canvas.getContext("2d");
  context.fillStyle = "#ffffff";
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.drawImage(image, 0, 0, canvas.width, canvas.height);
  return canvas.encode("png");
}
