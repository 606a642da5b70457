import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { createDocument } from "../documents/document.js";
import { loadDocument } from "../documents/load.js";
import { fixturePath } from "../../test/support/fixtures.js";
import { makeChunks } from "../../test/support/chunk-index-conformance.js";
import { SqliteChunkIndex } from "../store/chunk-index.js";
import { openDatabase } from "../store/database.js";
import { chunkEmbeddingText, chunkTextFromLines } from "./chunk.js";
import { chunkDocument } from "./chunking.js";
import type { Embedder } from "./embedders/embedder.js";
import { HashedBm25Embedder } from "./embedders/offline.js";
import { reciprocalRankFusion } from "./hybrid.js";
import { MemoryChunkIndex } from "./memory-index.js";
import { Retriever, type RetrievalMode } from "./retriever.js";

/** Counts the texts an embedder is asked for. */
function counting(inner: Embedder): Embedder & { texts: number } {
  const wrapper = {
    id: inner.id,
    dimensions: inner.dimensions,
    texts: 0,
    async embed(texts: string[]) {
      wrapper.texts += texts.length;
      return inner.embed(texts);
    },
  };
  return wrapper;
}

describe("Retriever", async () => {
  const opinion = await loadDocument(fixturePath("text/scotus-fisher-opinion.txt"));
  const monsters = await loadDocument(fixturePath("markdown/srd52-monsters_az.md"));

  it("indexes a document once per embedder and answers from the right document", async () => {
    // IDF fitted on the corpus, so that "aboleth" outweighs "armor class", which every stat block has.
    const corpusTexts = [opinion, monsters].flatMap((document) => chunkDocument(document).map(chunkEmbeddingText));
    const embedder = counting(HashedBm25Embedder.fitted(corpusTexts));
    const retriever = new Retriever({ index: new SqliteChunkIndex(openDatabase(":memory:")), embedder });
    const chunks = await retriever.ensureIndexed(opinion);
    await retriever.ensureIndexed(monsters);
    const embedded = embedder.texts;
    expect(await retriever.ensureIndexed(opinion)).toEqual(chunks);
    expect(embedder.texts).toBe(embedded);

    const question = "What armor class and hit points does the aboleth have?";
    for (const mode of ["semantic", "keyword", "hybrid"] as const) {
      const [best] = await retriever.retrieve(question, { mode });
      expect(best?.chunk.documentId).toBe(monsters.id);
      expect(best?.chunk.headingPath.slice(0, 2)).toEqual(["Monsters A–Z", "Aboleth"]);
    }
    const hits = await retriever.retrieve(question, { mode: "keyword" });
    expect(hits.some((hit) => hit.chunk.headingPath.join(" > ") === "Monsters A–Z > Aboleth" && /Armor Class:\*\* 17/.test(hit.chunk.text))).toBe(true);
    const best = hits[0];
    expect(chunkTextFromLines(monsters.lines, best!.chunk)).toBe(best!.chunk.text);

    for (const mode of ["semantic", "keyword", "hybrid"] as const) {
      const scoped = await retriever.retrieve(question, { documentId: opinion.id, mode, limit: 3 });
      expect(scoped.every((hit) => hit.chunk.documentId === opinion.id)).toBe(true);
    }
    const holding = await retriever.retrieve("Was the Fifth Circuit's grant of summary judgment correct under strict scrutiny?", {
      documentId: opinion.id,
    });
    expect(holding.length).toBeGreaterThan(0);
    expect(holding[0]!.chunk.page).toBe(opinion.pageOfLine(holding[0]!.chunk.startLine));
  });

  it("re-embeds a document when the chunking changes, and only then", async () => {
    const embedder = counting(new HashedBm25Embedder());
    const index = new MemoryChunkIndex();
    const coarse = await new Retriever({ index, embedder, chunking: { maxSize: 1200 } }).ensureIndexed(opinion);
    const afterFirst = embedder.texts;
    expect(afterFirst).toBe(coarse.length);
    const fine = await new Retriever({ index, embedder, chunking: { maxSize: 400, overlap: 50 } }).ensureIndexed(opinion);
    expect(fine.length).toBeGreaterThan(coarse.length);
    expect(embedder.texts).toBe(afterFirst + fine.length);
    expect(await index.documentChunks(opinion.id)).toEqual(fine);
    await new Retriever({ index, embedder, chunking: { maxSize: 400, overlap: 50 } }).ensureIndexed(opinion);
    expect(embedder.texts).toBe(afterFirst + fine.length);
  });

  it("applies the similarity threshold", async () => {
    const retriever = new Retriever({ index: new MemoryChunkIndex(), embedder: new HashedBm25Embedder() });
    await retriever.ensureIndexed(monsters);
    const hits = await retriever.retrieve("aboleth tentacle", { mode: "semantic", limit: 50, threshold: 0.2 });
    expect(hits.length).toBeGreaterThan(0);
    expect(hits.every((hit) => hit.score >= 0.2)).toBe(true);
    expect(await retriever.retrieve("aboleth tentacle", { mode: "semantic", threshold: 0.999 })).toEqual([]);
  });

  it("rejects an empty question", async () => {
    const retriever = new Retriever({ index: new MemoryChunkIndex(), embedder: new HashedBm25Embedder() });
    await expect(retriever.retrieve("  ")).rejects.toMatchObject({ code: "invalid_argument" });
  });

  // Each SQuAD paragraph is one page, hence one chunk. Measured recall@5: semantic 0.969, keyword 0.948, hybrid 0.958.
  it.each<[RetrievalMode, number]>([
    ["semantic", 0.92],
    ["keyword", 0.9],
    ["hybrid", 0.92],
  ])("finds the SQuAD paragraph of a question in the SQLite index (%s, recall@5 ≥ %d)", async (mode, floor) => {
    const squad = JSON.parse(readFileSync(fixturePath("qa/squad2-normans.json"), "utf8")) as {
      data: { paragraphs: { context: string; qas: { question: string; is_impossible: boolean }[] }[] }[];
    };
    const paragraphs = squad.data[0]!.paragraphs;
    const lines = paragraphs.map((paragraph) => paragraph.context);
    const document = createDocument({ id: "normans", path: "normans.txt", format: "text" }, { lines, pageStarts: lines.map((_, n) => n + 1) });
    const retriever = new Retriever({
      index: new SqliteChunkIndex(openDatabase(":memory:")),
      embedder: new HashedBm25Embedder(),
      chunking: { maxSize: 3000, overlap: 0 },
    });
    expect(await retriever.ensureIndexed(document)).toHaveLength(paragraphs.length);
    let asked = 0;
    let found = 0;
    for (const [paragraph, { qas }] of paragraphs.entries()) {
      for (const qa of qas.filter((item) => !item.is_impossible)) {
        const hits = await retriever.retrieve(qa.question, { mode, limit: 5, documentId: "normans" });
        asked++;
        if (hits.some((hit) => hit.chunk.page === paragraph + 1)) found++;
      }
    }
    expect(asked).toBe(96);
    expect(found / asked).toBeGreaterThanOrEqual(floor);
  });
});

describe("reciprocalRankFusion", () => {
  it("ranks a chunk found by both searches above one ranked first by only one", () => {
    const [a, b, c] = makeChunks("doc", ["a", "b", "c"]);
    const fused = reciprocalRankFusion(
      [
        [
          { chunk: a!, score: 0.9 },
          { chunk: b!, score: 0.8 },
        ],
        [
          { chunk: c!, score: 12 },
          { chunk: b!, score: 3 },
        ],
      ],
      3,
    );
    expect(fused.map((hit) => hit.chunk.text)).toEqual(["b", "a", "c"]);
    expect(fused[0]!.score).toBeCloseTo(2 / 62, 10);
    expect(reciprocalRankFusion([[{ chunk: a!, score: 1 }]], 0)).toEqual([]);
  });
});
