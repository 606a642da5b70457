import { loadImage, createCanvas } from "@napi-rs/canvas";
import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { chromium } from "playwright-core";
import { describe, expect, it } from "vitest";
import { chromiumPath } from "../../../test/support/chromium.js";
import { writeReport } from "./report.js";

const executablePath = chromiumPath();

describe.skipIf(!executablePath)("the HTML report in headless Chromium", () => {
  it("renders its charts visibly, runs no script from the data, and is not blank", async () => {
    const path = join(await mkdtemp(join(tmpdir(), "qaforge-report-")), "report.html");
    await writeReport(path, {
      title: "Validation report <script>window.__pwned = 1</script>",
      generatedAt: new Date(),
      sections: [
        {
          heading: "Per category",
          figures: [{ label: "approval", value: "82 %", status: "ok" }],
          charts: [
            { kind: "bar", title: "chains per category", categories: ["multi_hop_reasoning", "temporal_ordering", "<img src=x onerror=window.__pwned=2>"], series: [{ name: "chains", values: [5, 3, 4] }] },
            { kind: "pie", title: "hops", slices: [{ name: "2 hops", value: 7 }, { name: "3 hops", value: 5 }] },
          ],
        },
      ],
    });
    const browser = await chromium.launch({ executablePath: executablePath!, args: ["--no-sandbox"] });
    try {
      const page = await browser.newPage({ viewport: { width: 1200, height: 900 } });
      await page.goto(pathToFileURL(path).href);
      const sizes = await page.$$eval("figure.chart svg", (svgs) => svgs.map((svg) => svg.getBoundingClientRect()).map((box) => [box.width, box.height]));
      expect(sizes).toHaveLength(2);
      for (const [width, height] of sizes) expect(width! * height!).toBeGreaterThan(100 * 100);
      expect(await page.evaluate(() => (globalThis as { __pwned?: number }).__pwned)).toBeUndefined();
      expect(await page.$$("script")).toHaveLength(0);
      const image = await loadImage(await page.screenshot({ fullPage: true }));
      const canvas = createCanvas(image.width, image.height);
      const context = canvas.getContext("2d");
      context.drawImage(image, 0, 0);
      const { data } = context.getImageData(0, 0, image.width, image.height);
      const colours = new Set<number>();
      let inked = 0;
      for (let index = 0; index < data.length; index += 4 * 7) {
        const [r, g, b] = [data[index]!, data[index + 1]!, data[index + 2]!];
        colours.add((r >> 4) * 256 + (g >> 4) * 16 + (b >> 4));
        if (r + g + b < 600) inked++;
      }
      expect(colours.size).toBeGreaterThan(20);
      expect(inked / (data.length / 28)).toBeGreaterThan(0.005);
    } finally {
      await browser.close();
    }
  }, 60_000);
});
