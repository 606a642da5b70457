import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import * as qaforge from "../../src/index.js";
import { fixturePath } from "../support/fixtures.js";

describe("the library entry point", () => {
  it("exports every command as a function", () => {
    for (const name of ["generate", "ingest", "listRuns", "runStatistics", "answerFromDocument", "loadDocument", "documentTools", "corpusTools", "createChatModel", "runQuestionLoop", "serve", "reviewQuestion", "exportReviewedSet"] as const) {
      expect(typeof qaforge[name], name).toBe("function");
    }
  });

  it("answers a question from a document with the offline answerer, as the README shows", async () => {
    const dir = await mkdtemp(join(tmpdir(), "qaforge-library-"));
    const answer = await qaforge.answerFromDocument(fixturePath("text/scotus-fisher-opinion.txt"), "Who delivered the opinion of the Court?", {
      dbPath: join(dir, "qaforge.db"),
    });
    expect(answer.error).toBeNull();
    expect(answer.answer.toLowerCase()).toContain("kennedy");
    expect(answer.source).toBe("fulltext_semantic");
  });
});
