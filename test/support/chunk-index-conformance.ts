import { beforeEach, describe, expect, it } from "vitest";
import { isQaforgeError, type ErrorCode } from "../../src/errors.js";
import type { Chunk } from "../../src/retrieval/chunk.js";
import type { ChunkIndex } from "../../src/retrieval/index-port.js";

/**
 * The behaviour every `ChunkIndex` must have, so that a server database can replace SQLite without touching a
 * caller. Run it with a factory that gives a fresh, empty index:
 *
 *   describeChunkIndexConformance("SqliteChunkIndex", () => new SqliteChunkIndex(openDatabase(":memory:")));
 */
export function describeChunkIndexConformance(name: string, createIndex: () => ChunkIndex | Promise<ChunkIndex>): void {
  describe(`${name} conforms to ChunkIndex`, () => {
    let index: ChunkIndex;
    beforeEach(async () => {
      index = await createIndex();
    });

    it("stores chunks once with their positions, page and headings, and reports what is indexed", async () => {
      const chunks = makeChunks("doc-a", ["alpha text", "beta text", "gamma text"], { page: 2 });
      expect(await index.hasDocument("doc-a")).toBe(false);
      await index.upsertChunks("doc-a", chunks, { embedderId: "e1", vectors: [axis(4, 0), axis(4, 1), axis(4, 2)] });
      expect(await index.hasDocument("doc-a")).toBe(true);
      expect(await index.hasDocument("doc-a", "e1")).toBe(true);
      expect(await index.hasDocument("doc-a", "e2")).toBe(false);
      expect(await index.hasDocument("doc-b", "e1")).toBe(false);
      expect(await index.documentChunks("doc-a")).toEqual(chunks);
      expect(await index.documentChunks("doc-b")).toEqual([]);
    });

    it("keeps an absent page absent and heading paths exact", async () => {
      const chunks = makeChunks("doc-a", ["one", "two"], { headingPath: ["Monsters A–Z", "Aboleth", "Traits"] });
      await index.upsertChunks("doc-a", chunks);
      const stored = await index.documentChunks("doc-a");
      expect(stored).toEqual(chunks);
      expect("page" in stored[0]!).toBe(false);
    });

    it("ranks a document's chunks by cosine similarity, with limit and threshold", async () => {
      await index.upsertChunks("doc-a", makeChunks("doc-a", ["a", "b", "c", "d"]), {
        embedderId: "e1",
        vectors: [vec([1, 0, 0, 0]), vec([0.8, 0.6, 0, 0]), vec([0, 1, 0, 0]), vec([-1, 0, 0, 0])],
      });
      const query = vec([2, 0, 0, 0]);
      const all = await index.searchDocument("doc-a", "e1", query, { limit: 10 });
      expect(all.map((hit) => hit.chunk.text)).toEqual(["a", "b", "c", "d"]);
      expect(all.map((hit) => hit.score)).toEqual([
        expect.closeTo(1, 5),
        expect.closeTo(0.8, 5),
        expect.closeTo(0, 5),
        expect.closeTo(-1, 5),
      ]);
      expect((await index.searchDocument("doc-a", "e1", query, { limit: 2 })).map((hit) => hit.chunk.text)).toEqual(["a", "b"]);
      expect((await index.searchDocument("doc-a", "e1", query, { limit: 10, threshold: 0.5 })).map((hit) => hit.chunk.text)).toEqual(["a", "b"]);
      expect((await index.searchDocument("doc-a", "e1", query, { threshold: 0.99 })).map((hit) => hit.chunk.text)).toEqual(["a"]);
      expect(await index.searchDocument("doc-a", "e1", query)).toHaveLength(4);
    });

    it("never returns another document's chunks from a document-scoped search, even closer ones", async () => {
      await index.upsertChunks("doc-a", makeChunks("doc-a", ["far a1", "far a2"]), {
        embedderId: "e1",
        vectors: [vec([0, 1, 0]), vec([0, 0, 1])],
      });
      await index.upsertChunks("doc-b", makeChunks("doc-b", ["exact b1", "close b2", "close b3"]), {
        embedderId: "e1",
        vectors: [vec([1, 0, 0]), vec([0.9, 0.1, 0]), vec([0.9, 0, 0.1])],
      });
      const query = vec([1, 0, 0]);
      const scoped = await index.searchDocument("doc-a", "e1", query, { limit: 2 });
      expect(scoped.map((hit) => hit.chunk.text).sort()).toEqual(["far a1", "far a2"]);
      expect(scoped.every((hit) => hit.chunk.documentId === "doc-a")).toBe(true);
      const corpus = await index.searchCorpus("e1", query, { limit: 3 });
      expect(corpus.map((hit) => hit.chunk.text)).toEqual(["exact b1", "close b2", "close b3"]);
      expect(await index.searchDocument("doc-c", "e1", query)).toEqual([]);
    });

    it("keeps each embedder's vectors apart, even of different lengths, and reuses identical chunks", async () => {
      const chunks = makeChunks("doc-a", ["first", "second"]);
      await index.upsertChunks("doc-a", chunks, { embedderId: "small", vectors: [vec([1, 0]), vec([0, 1])] });
      await index.upsertChunks("doc-a", chunks, { embedderId: "large", vectors: [vec([0, 0, 1]), vec([1, 0, 0])] });
      expect(await index.hasDocument("doc-a", "small")).toBe(true);
      expect(await index.hasDocument("doc-a", "large")).toBe(true);
      expect((await index.searchCorpus("small", vec([1, 0]), { limit: 1 }))[0]?.chunk.text).toBe("first");
      expect((await index.searchCorpus("large", vec([1, 0, 0]), { limit: 1 }))[0]?.chunk.text).toBe("second");
      expect(await index.searchCorpus("unknown", vec([1, 0]))).toEqual([]);
    });

    it("replaces an embedder's vectors on a second upsert", async () => {
      const chunks = makeChunks("doc-a", ["first", "second"]);
      await index.upsertChunks("doc-a", chunks, { embedderId: "e1", vectors: [vec([1, 0]), vec([0, 1])] });
      await index.upsertChunks("doc-a", chunks, { embedderId: "e1", vectors: [vec([0, 1]), vec([1, 0])] });
      const hits = await index.searchCorpus("e1", vec([1, 0]), { limit: 5 });
      expect(hits.map((hit) => hit.chunk.text)).toEqual(["second", "first"]);
    });

    it("drops every embedder's vectors when a document's chunks change", async () => {
      await index.upsertChunks("doc-a", makeChunks("doc-a", ["old one", "old two"]), { embedderId: "e1", vectors: [vec([1, 0]), vec([0, 1])] });
      await index.upsertChunks("doc-a", makeChunks("doc-a", ["new one", "new two", "new three"]), {
        embedderId: "e2",
        vectors: [vec([1, 0, 0]), vec([0, 1, 0]), vec([0, 0, 1])],
      });
      expect(await index.hasDocument("doc-a", "e1")).toBe(false);
      expect(await index.hasDocument("doc-a", "e2")).toBe(true);
      expect(await index.searchCorpus("e1", vec([1, 0]))).toEqual([]);
      expect((await index.documentChunks("doc-a")).map((chunk) => chunk.text)).toEqual(["new one", "new two", "new three"]);
      expect(await index.keywordSearch("old")).toEqual([]);
    });

    it("deletes a document's chunks, vectors and keyword entries", async () => {
      await index.upsertChunks("doc-a", makeChunks("doc-a", ["aboleth tentacle"]), { embedderId: "e1", vectors: [vec([1, 0])] });
      await index.upsertChunks("doc-b", makeChunks("doc-b", ["dragon breath"]), { embedderId: "e1", vectors: [vec([0.9, 0.1])] });
      await index.deleteDocument("doc-a");
      expect(await index.hasDocument("doc-a")).toBe(false);
      expect(await index.hasDocument("doc-a", "e1")).toBe(false);
      expect(await index.documentChunks("doc-a")).toEqual([]);
      expect((await index.searchCorpus("e1", vec([1, 0]))).map((hit) => hit.chunk.documentId)).toEqual(["doc-b"]);
      expect(await index.keywordSearch("aboleth")).toEqual([]);
      await index.deleteDocument("doc-never-indexed");
    });

    it("ranks by BM25: rare matching words first, headings count, stop words ignored", async () => {
      await index.upsertChunks(
        "doc-a",
        makeChunks("doc-a", [
          "The Normans were a people in the north of France.",
          "Rollo was the leader of the Norse who settled in Normandy, and Normandy grew.",
          "The duchy of Normandy paid homage to the French king.",
          "Nothing relevant is written in this chunk about anything.",
        ]),
      );
      await index.upsertChunks("doc-b", makeChunks("doc-b", ["A chunk whose heading names the leader."], { headingPath: ["Rollo"] }));
      const hits = await index.keywordSearch("Who was Rollo?", { limit: 10 });
      expect(hits.map((hit) => hit.chunk.text)).toEqual([
        "Rollo was the leader of the Norse who settled in Normandy, and Normandy grew.",
        "A chunk whose heading names the leader.",
      ]);
      expect(hits[0]!.score).toBeGreaterThan(hits[1]!.score);
      const normandy = await index.keywordSearch("normandy", { limit: 10 });
      expect(normandy.map((hit) => hit.chunk.chunkNo)).toEqual([2, 3]);
      expect(await index.keywordSearch("the of and was")).toEqual([]);
    });

    it("confines a keyword search to one document and honours the limit", async () => {
      await index.upsertChunks("doc-a", makeChunks("doc-a", ["dragon fire", "dragon scale", "dragon wing"]));
      await index.upsertChunks("doc-b", makeChunks("doc-b", ["dragon dragon dragon"]));
      const scoped = await index.keywordSearch("dragon", { documentId: "doc-a", limit: 10 });
      expect(scoped).toHaveLength(3);
      expect(scoped.every((hit) => hit.chunk.documentId === "doc-a")).toBe(true);
      expect(await index.keywordSearch("dragon", { limit: 2 })).toHaveLength(2);
      expect((await index.keywordSearch("dragon", { limit: 1 }))[0]?.chunk.documentId).toBe("doc-b");
    });

    it("treats query punctuation and operators as plain words", async () => {
      await index.upsertChunks("doc-a", makeChunks("doc-a", ["NEAR the AND gate, column: value"]));
      for (const query of ['"unbalanced', "gate*", "column:value", "NEAR(gate)", "AND OR NOT", "-gate", "(", "*", "gate^2"]) {
        await expect(index.keywordSearch(query)).resolves.toBeInstanceOf(Array);
      }
      expect((await index.keywordSearch("gate*"))[0]?.chunk.chunkNo).toBe(1);
    });

    it("fails with semantic_search_failed on a query vector of the wrong length", async () => {
      await index.upsertChunks("doc-a", makeChunks("doc-a", ["x"]), { embedderId: "e1", vectors: [vec([1, 0, 0])] });
      await expectCode(index.searchCorpus("e1", vec([1, 0])), "semantic_search_failed");
      await expectCode(index.searchDocument("doc-a", "e1", vec([1, 0])), "semantic_search_failed");
    });

    it("rejects inconsistent upserts without changing what is stored", async () => {
      const chunks = makeChunks("doc-a", ["x", "y"]);
      await expectCode(index.upsertChunks("doc-a", chunks, { embedderId: "e1", vectors: [vec([1, 0])] }), "invalid_argument");
      await expectCode(index.upsertChunks("doc-b", chunks), "invalid_argument");
      await expectCode(index.upsertChunks("doc-a", chunks, { embedderId: "e1", vectors: [vec([1, 0]), vec([1, 0, 0])] }), "invalid_argument");
      await expectCode(index.upsertChunks("doc-a", chunks, { embedderId: "e1", vectors: [vec([1, NaN]), vec([1, 0])] }), "invalid_argument");
      expect(await index.hasDocument("doc-a")).toBe(false);
      await index.upsertChunks("doc-a", chunks, { embedderId: "e1", vectors: [vec([1, 0]), vec([0, 1])] });
      await expectCode(
        index.upsertChunks("doc-c", makeChunks("doc-c", ["z"]), { embedderId: "e1", vectors: [vec([1, 0, 0])] }),
        "invalid_argument",
      );
      expect(await index.hasDocument("doc-c")).toBe(false);
    });

    it("rejects a limit outside 1…1000", async () => {
      await expectCode(index.searchCorpus("e1", vec([1]), { limit: 0 }), "invalid_argument");
      await expectCode(index.keywordSearch("x", { limit: 1001 }), "invalid_argument");
    });

    it("returns nothing for an all-zero query vector and skips all-zero chunk vectors", async () => {
      await index.upsertChunks("doc-a", makeChunks("doc-a", ["x", "punctuation only"]), { embedderId: "e1", vectors: [vec([1, 0]), vec([0, 0])] });
      expect(await index.searchCorpus("e1", vec([0, 0]))).toEqual([]);
      expect((await index.searchCorpus("e1", vec([1, 1]), { limit: 5 })).map((hit) => hit.chunk.text)).toEqual(["x"]);
    });

    it("marks a document without chunks as indexed for an embedder", async () => {
      await index.upsertChunks("doc-empty", [], { embedderId: "e1", vectors: [] });
      expect(await index.hasDocument("doc-empty", "e1")).toBe(true);
      expect(await index.documentChunks("doc-empty")).toEqual([]);
    });
  });
}

export function makeChunks(
  documentId: string,
  texts: readonly string[],
  extra: { page?: number; headingPath?: string[] } = {},
): Chunk[] {
  return texts.map((text, index) => ({
    documentId,
    chunkNo: index + 1,
    startLine: index * 3 + 1,
    startColumn: index,
    endLine: index * 3 + 2,
    endColumn: text.length,
    ...(extra.page === undefined ? {} : { page: extra.page }),
    headingPath: extra.headingPath ?? ["Section"],
    text,
  }));
}

function vec(values: number[]): Float32Array {
  return Float32Array.from(values);
}

function axis(dimensions: number, hot: number): Float32Array {
  const vector = new Float32Array(dimensions);
  vector[hot] = 1;
  return vector;
}

async function expectCode(promise: Promise<unknown>, code: ErrorCode): Promise<void> {
  let error: unknown;
  try {
    await promise;
  } catch (caught) {
    error = caught;
  }
  expect(isQaforgeError(error) ? error.code : error).toBe(code);
}
