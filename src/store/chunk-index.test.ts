import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { describeChunkIndexConformance, makeChunks } from "../../test/support/chunk-index-conformance.js";
import { cosineSimilarity } from "../retrieval/index-port.js";
import { SqliteChunkIndex } from "./chunk-index.js";
import { openDatabase } from "./database.js";

describeChunkIndexConformance("SqliteChunkIndex", () => new SqliteChunkIndex(openDatabase(":memory:")));

/** Deterministic pseudo-random vectors (a linear congruential generator), so the test never varies. */
function randomVectors(count: number, dimensions: number, seed: number, bias: number[] = []): Float32Array[] {
  let state = seed;
  const next = () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32 - 0.5;
  };
  return Array.from({ length: count }, () => Float32Array.from({ length: dimensions }, (_, index) => next() + (bias[index] ?? 0)));
}

describe("SqliteChunkIndex", () => {
  const folder = mkdtempSync(join(tmpdir(), "qaforge-chunk-index-"));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it("filters by document inside the KNN query: a scoped search finds the document's true nearest chunks", async () => {
    const index = new SqliteChunkIndex(openDatabase(":memory:"));
    const query = Float32Array.from({ length: 16 }, (_, index) => (index === 0 ? 1 : 0));
    const near = randomVectors(300, 16, 7, [3]);
    const far = randomVectors(300, 16, 11);
    await index.upsertChunks("near-doc", makeChunks("near-doc", near.map((_, n) => `near ${n}`)), { embedderId: "e", vectors: near });
    await index.upsertChunks("far-doc", makeChunks("far-doc", far.map((_, n) => `far ${n}`)), { embedderId: "e", vectors: far });

    const scoped = await index.searchDocument("far-doc", "e", query, { limit: 10 });
    const expected = far
      .map((vector, n) => ({ text: `far ${n}`, score: cosineSimilarity(query, vector) }))
      .sort((a, b) => b.score - a.score)
      .slice(0, 10);
    expect(scoped.map((hit) => hit.chunk.text)).toEqual(expected.map((hit) => hit.text));
    scoped.forEach((hit, n) => expect(hit.score).toBeCloseTo(expected[n]!.score, 5));

    const corpus = await index.searchCorpus("e", query, { limit: 10 });
    expect(corpus.every((hit) => hit.chunk.documentId === "near-doc")).toBe(true);
  });

  it("persists chunks, vectors and the keyword index across reopening the database file", async () => {
    const path = join(folder, "run.sqlite");
    const first = openDatabase(path);
    await new SqliteChunkIndex(first).upsertChunks("doc-a", makeChunks("doc-a", ["the aboleth's tentacle", "a dragon's breath"], { page: 3 }), {
      embedderId: "e",
      vectors: [Float32Array.from([1, 0]), Float32Array.from([0, 1])],
    });
    first.close();

    const reopened = new SqliteChunkIndex(openDatabase(path));
    expect(await reopened.hasDocument("doc-a", "e")).toBe(true);
    expect((await reopened.searchDocument("doc-a", "e", Float32Array.from([0, 1]), { limit: 1 }))[0]?.chunk).toMatchObject({
      text: "a dragon's breath",
      page: 3,
      chunkNo: 2,
    });
    expect((await reopened.keywordSearch("tentacles"))[0]?.chunk.chunkNo).toBe(1);
  });
});
