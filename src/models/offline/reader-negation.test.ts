import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadDocument } from "../../documents/load.js";
import { askOfflineReader } from "../../../test/support/offline-agent.js";

// A README that defines its package and, two sentences on, says what it is not: "Quillet is not built on the
// legacy engine". The negation is no rival definition, so "What is Quillet?" is not ambiguous.
const README = [
  "# Quillet",
  "",
  "Quillet is a small templating library for shell scripts, and is a faster alternative to the stock macro tools.",
  "",
  "In contrast to the stock macro tools, Quillet is not built on the legacy engine, so it needs no compiler.",
  "",
];

let folder: string;
beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), "qaforge-negation-"));
  await writeFile(join(folder, "README.md"), README.join("\n"));
});
afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

async function readerAnswer(question: string): Promise<{ answerable: boolean; answer: string; notes?: string }> {
  return (await askOfflineReader(await loadDocument(join(folder, "README.md")), question)).own;
}

describe("the reader does not take 'X is not …' as a rival answer to 'What is X?'", () => {
  it("reads the definition alone", async () => {
    const own = await readerAnswer("What is Quillet?");
    expect(own.answer).toBe("a small templating library for shell scripts");
    expect(own.notes ?? "").not.toMatch(/ambiguous/);
  });
});
