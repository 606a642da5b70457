import { copyFile, mkdir, mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { expect } from "vitest";
import { runCli } from "./cli.js";
import { fixturePath } from "./fixtures.js";
import { textPdf } from "./text-pdf.js";

/** Lines of markup in a document: the review UI must show them as text, never run them. */
export const HOSTILE_LINES = [`<script>window.__pwned = "script"</script>`, `<img src=x onerror="window.__pwned = 'img'">`];

export interface ReviewStore {
  /** The corpus folder; its store is `.qaforge/qaforge.db`. */
  corpus: string;
  runId: string;
  chainsOut: string;
}

/**
 * A run store as a user gets it: a small corpus (a text file with markup in it, a two-page PDF, an HTML fixture) put
 * through a real offline `qaforge generate`, then `chains` and `polish`, all in-process.
 */
export async function makeReviewStore(): Promise<ReviewStore> {
  const root = await mkdtemp(join(tmpdir(), "qaforge-serve-"));
  const corpus = join(root, "corpus");
  await mkdir(corpus);
  await writeFile(
    join(corpus, "notes.txt"),
    [
      "Field notes from the Harbor Station survey.",
      "The Harbor Station lighthouse was built in 1874 by the coastal engineer Margaret Ellison.",
      ...HOSTILE_LINES,
      "The lighthouse tower is 42 metres tall and its lamp is visible for 18 nautical miles.",
      "In 1921 the keeper's cottage was converted into a weather observatory.",
      "The observatory recorded an average annual rainfall of 1,240 millimetres between 1921 and 1950.",
      "The Meteorological Office took over the Harbor Station observatory in 1962.",
      "",
    ].join("\n"),
  );
  await writeFile(
    join(corpus, "station-report.pdf"),
    textPdf([
      ["Station Report", "The northern weather station was opened in 1962 by the Meteorological Office.", "Its anemometer mast is 18 metres high."],
      ["Operations", "The station records temperature every 10 minutes.", "In 1998 the station was automated and the last observer retired."],
    ]),
  );
  await copyFile(fixturePath("html/field-notes-article.html"), join(corpus, "field-notes-article.html"));

  const generated = await runCli(["generate", corpus, "--target", "2", "--out", join(root, "questions.json"), "--json"]);
  expect(generated.code, generated.stderr).toBe(0);
  const runId = (JSON.parse(generated.stdout) as { run_id: string }).run_id;

  const chainsOut = join(root, "chains-out");
  const categories = fileURLToPath(new URL("../../examples/categories/california-case-law.yaml", import.meta.url));
  const chained = await runCli(["chains", corpus, "--categories", categories, "--category", "multi_hop_reasoning", "--target", "1", "--out", chainsOut, "--json"]);
  expect(chained.code, chained.stderr).toBe(0);
  const polished = await runCli(["polish", chainsOut, "--categories", categories, "--json"]);
  expect(polished.code, polished.stderr).toBe(0);
  return { corpus, runId, chainsOut };
}
