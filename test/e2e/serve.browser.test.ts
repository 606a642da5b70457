import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { chromium, type Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CorpusGenerationResult } from "../../src/agents/types.js";
import { serve, type ServeHandle } from "../../src/api/serve.js";
import { openDatabase } from "../../src/store/database.js";
import { ReviewRepository } from "../../src/store/reviews.js";
import { RunRepository } from "../../src/store/runs.js";
import { chromiumPath, chromiumOrSkip } from "../support/chromium.js";
import { HOSTILE_LINES, makeReviewStore, type ReviewStore } from "../support/review-store.js";
import { inkOf } from "../support/screenshot.js";

let store: ReviewStore;
let server: ServeHandle;
let browser: Browser;

beforeAll(async () => {
  // Without a browser the test skips (or fails under QAFORGE_REQUIRE_CHROMIUM); no need to build a store for it.
  const executablePath = chromiumPath();
  if (!executablePath) return;
  store = await makeReviewStore();
  server = await serve(store.corpus, { port: 0 });
  browser = await chromium.launch({ executablePath, args: ["--no-sandbox"] });
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe("the review UI in headless Chromium", () => {
  it("opens a run, shows a PDF question's evidence and page, reviews questions, exports the reviewed set; the page is drawn and no document markup runs", async (context) => {
    chromiumOrSkip((note) => context.skip(note));
    const page = await browser.newPage({ viewport: { width: 1200, height: 900 }, acceptDownloads: true });
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));

    await page.goto(server.url);
    await page.getByRole("link", { name: store.runId }).click();
    await expect.poll(() => page.locator("h1").textContent()).toBe(`Run ${store.runId}`);
    const charts = page.locator("figure.chart > svg");
    expect(await charts.count()).toBeGreaterThanOrEqual(3);
    for (const chart of await charts.all()) expect(await chart.isVisible()).toBe(true);
    const runShot = await inkOf(await page.screenshot({ fullPage: true }));
    expect(runShot.colours).toBeGreaterThan(30);
    expect(runShot.inked).toBeGreaterThan(0.01);
    expect(runShot.coloured).toBeGreaterThan(1000);

    // A question of the PDF: its evidence line is highlighted and its page is rendered.
    await page.getByRole("link", { name: "In which year was the northern weather station opened by the Meteorological Office?" }).click();
    const evidence = page.locator(".line.evidence");
    expect(await evidence.count()).toBe(1);
    expect(await evidence.locator(".text").textContent()).toContain("1962");
    expect(await evidence.evaluate((line) => (globalThis as unknown as { getComputedStyle(element: unknown): { backgroundColor: string } }).getComputedStyle(line).backgroundColor)).not.toBe("rgba(0, 0, 0, 0)");
    const pageImage = page.locator(".pages img").first();
    await expect.poll(() => pageImage.evaluate((img) => {
      const image = img as unknown as { complete: boolean; naturalWidth: number };
      return image.complete ? image.naturalWidth : 0;
    })).toBeGreaterThan(200);
    const pageShot = await inkOf(await pageImage.screenshot());
    expect(pageShot.inked).toBeGreaterThan(0.001);

    // Edit it through the form: stored, shown, and the original kept beside it.
    const originalQuestion = await page.locator(".question-text").textContent();
    await page.locator("textarea[name=question]").fill("When did the Meteorological Office open the northern weather station?");
    await page.locator("input[name=note]").fill("clearer subject");
    await page.getByRole("button", { name: "Save edit and accept" }).click();
    await expect.poll(() => page.locator("[role=status]").textContent()).toBe("Stored: edit.");
    expect(await page.locator(".question-text").textContent()).toBe("When did the Meteorological Office open the northern weather station?");
    expect(await page.locator("dd", { hasText: originalQuestion! }).count()).toBe(1);
    expect(await page.locator("section", { hasText: "Review" }).locator("tbody tr").count()).toBe(1);

    // Reject the question of the text document.
    await page.getByRole("link", { name: `run ${store.runId}` }).click();
    await page.getByRole("link", { name: "In which year was the keeper's cottage converted into a weather observatory?" }).click();
    await page.locator("input[name=note]").fill("too easy");
    await page.getByRole("button", { name: "Reject" }).click();
    await expect.poll(() => page.locator("[role=status]").textContent()).toBe("Stored: reject.");

    // Export the reviewed set as a download.
    await page.getByRole("link", { name: `run ${store.runId}` }).click();
    const [download] = await Promise.all([page.waitForEvent("download"), page.locator("a.export", { hasText: "json" }).first().click()]);
    const set = JSON.parse(await readFile((await download.path())!, "utf8")) as CorpusGenerationResult;
    expect(set.questions.map((qa) => qa.question)).toEqual(["When did the Meteorological Office open the northern weather station?"]);
    expect(set.questions[0]).toMatchObject({ answer: "1962", source_document: "station-report.pdf" });

    // The document with markup in it: shown as text, nothing of it runs.
    await page.getByRole("link", { name: "notes.txt" }).click();
    expect(await page.locator(".lines").textContent()).toContain(HOSTILE_LINES[0]);
    expect(await page.locator("main script, main img").count()).toBe(0);
    expect(await page.evaluate(() => (globalThis as { __pwned?: string }).__pwned)).toBeUndefined();
    expect(errors).toEqual([]);

    const db = openDatabase(join(store.corpus, ".qaforge", "qaforge.db"));
    try {
      expect(new ReviewRepository(db).history(store.runId).map((row) => [row.action, row.path, row.note])).toEqual([
        ["edit", "station-report.pdf", "clearer subject"],
        ["reject", "notes.txt", "too easy"],
      ]);
      expect(new RunRepository(db).accepted(store.runId).map((qa) => qa.question)).toContain(originalQuestion);
    } finally {
      db.close();
    }
  }, 90_000);
});
