import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { chromium } from "playwright-core";
import { describe, expect, it } from "vitest";
import { chromiumOrSkip } from "../../../test/support/chromium.js";
import { inkOf } from "../../../test/support/screenshot.js";
import { writeReport } from "./report.js";

const PAYLOAD = `<script>window.__pwned = "script"</script><img src=x onerror="window.__pwned = 'img'">`;


describe("the HTML report in headless Chromium", () => {
  it("is a readable page: charts drawn and visible, nothing from the data executed, the screenshot not blank", async (context) => {
    const executablePath = chromiumOrSkip((note) => context.skip(note));
    const path = join(await mkdtemp(join(tmpdir(), "qaforge-report-")), "report.html");
    await writeReport(path, {
      title: `Validation report ${PAYLOAD}`,
      subtitle: "chains",
      generatedAt: new Date(),
      sections: [
        {
          heading: "Targets",
          paragraphs: ["Three of four targets are met."],
          figures: [
            { label: "approval", value: "82 %", status: "ok" },
            { label: "completeness", value: "61 %", status: "fail", note: PAYLOAD },
          ],
          tables: [{ columns: ["category", "chains"], rows: [[PAYLOAD, 4], ["temporal_ordering", 3]] }],
        },
        {
          heading: "Distributions",
          charts: [
            { kind: "bar", title: "chains per category", categories: ["multi_hop_reasoning", "temporal_ordering", PAYLOAD], series: [{ name: "chains", values: [5, 3, 4] }] },
            { kind: "pie", title: "hops", slices: [{ name: "2 hops", value: 7 }, { name: "3 hops", value: 5 }], donut: true },
            { kind: "line", title: "approval per round", x: [1, 2, 3, 4], series: [{ name: "approval", values: [0.5, 0.7, 0.75, 0.82] }] },
            { kind: "scatter", title: "score and length", points: [{ x: 12, y: 0.4 }, { x: 30, y: 0.8, label: PAYLOAD }, { x: 22, y: 0.6 }] },
          ],
        },
      ],
    });

    const browser = await chromium.launch({ executablePath, args: ["--no-sandbox"] });
    try {
      const page = await browser.newPage({ viewport: { width: 1200, height: 900 } });
      await page.goto(pathToFileURL(path).href);

      expect(await page.evaluate(() => (globalThis as { __pwned?: string }).__pwned)).toBeUndefined();
      expect(await page.locator("script, img").count()).toBe(0);
      expect(await page.locator("h1").textContent()).toContain("<script>");

      const charts = page.locator("figure.chart > svg");
      expect(await charts.count()).toBe(4);
      for (const chart of await charts.all()) {
        expect(await chart.isVisible()).toBe(true);
        const box = (await chart.boundingBox())!;
        expect(box.width).toBeGreaterThan(300);
        expect(box.height).toBeGreaterThan(150);
        // Painted, not only laid out: axes and text are grey, the data marks are coloured.
        expect((await inkOf(await chart.screenshot())).coloured).toBeGreaterThan(100);
      }

      const whole = await inkOf(await page.screenshot({ fullPage: true }));
      expect(whole.colours).toBeGreaterThan(30);
      expect(whole.inked).toBeGreaterThan(0.01);
    } finally {
      await browser.close();
    }
  }, 60_000);
});
