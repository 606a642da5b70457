import { createHash } from "node:crypto";
import { readFile, writeFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import { fixturePath } from "../../test/support/fixtures.js";
import { loadDocument } from "../documents/load.js";
import { CONTENT_REVISION, contentOf } from "./ingest.js";

/**
 * What each format adapter makes of the fixtures, as the ingest cache stores it, fingerprinted and recorded with the
 * CONTENT_REVISION it was made under. An adapter whose output changes while CONTENT_REVISION stays would let every
 * user's cache serve the old text after an upgrade: this test fails then. After raising CONTENT_REVISION, record the
 * new fingerprints with `QAFORGE_RECORD_FINGERPRINTS=1 npx vitest run src/corpus/content-revision.test.ts`.
 */
const RECORD = fixturePath("content-fingerprints.json");
const FIXTURES = [
  "docx/sample_docx_2_page_breaks.docx",
  "email/snow-readings-html-attachments.eml",
  "html/field-notes-article.html",
  "html/library-opening-hours.html",
  "jats/elife04490.xml",
  "jats/pone.0046493.nxml",
  "markdown/srd52-monsters_az.md",
  "pdf/sample_pdf_3.pdf",
  "pdf/bmc-hsr-2014.pdf",
  "text/scotus-fisher-opinion.txt",
];

interface Recorded {
  revision: number;
  fingerprints: Record<string, string>;
}

async function fingerprints(): Promise<Record<string, string>> {
  const found: Record<string, string> = {};
  for (const fixture of FIXTURES) {
    const document = await loadDocument(fixturePath(fixture));
    found[fixture] = createHash("sha256").update(JSON.stringify(contentOf(document))).digest("hex").slice(0, 16);
  }
  return found;
}

describe("the ingest cache's content revision", () => {
  it("is raised whenever what an adapter makes of a file changes", async () => {
    const now = await fingerprints();
    if (process.env.QAFORGE_RECORD_FINGERPRINTS === "1") {
      await writeFile(RECORD, `${JSON.stringify({ revision: CONTENT_REVISION, fingerprints: now } satisfies Recorded, null, 2)}\n`);
    }
    const recorded = JSON.parse(await readFile(RECORD, "utf8")) as Recorded;
    const changed = FIXTURES.filter((fixture) => recorded.fingerprints[fixture] !== now[fixture]);
    if (recorded.revision === CONTENT_REVISION) {
      expect(changed, "an adapter's output changed: raise CONTENT_REVISION in src/corpus/ingest.ts, then record the fingerprints (see this test's comment)").toEqual([]);
    } else {
      expect.fail(`fingerprints were recorded under revision ${recorded.revision}, CONTENT_REVISION is ${CONTENT_REVISION}: record them again (see this test's comment)`);
    }
  }, 120_000);
});
