import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { fixturePath } from "../../../test/support/fixtures.js";
import { cosineSimilarity } from "../index-port.js";
import { fitTermStatistics, HashedBm25Embedder, OFFLINE_EMBEDDER_ID } from "./offline.js";

interface SquadParagraph {
  context: string;
  qas: { question: string; is_impossible: boolean }[];
}

const squad = JSON.parse(readFileSync(fixturePath("qa/squad2-normans.json"), "utf8")) as { data: { paragraphs: SquadParagraph[] }[] };
const paragraphs = squad.data[0]!.paragraphs;
const answerable = paragraphs.flatMap((paragraph, index) =>
  paragraph.qas.filter((qa) => !qa.is_impossible).map((qa) => ({ question: qa.question, paragraph: index })),
);

async function recallAt(embedder: HashedBm25Embedder, k: number): Promise<number> {
  const paragraphVectors = await embedder.embed(paragraphs.map((paragraph) => paragraph.context));
  const questionVectors = await embedder.embed(answerable.map((item) => item.question));
  let found = 0;
  answerable.forEach((item, index) => {
    const ranked = paragraphVectors
      .map((vector, paragraph) => ({ paragraph, score: cosineSimilarity(questionVectors[index]!, vector) }))
      .sort((a, b) => b.score - a.score || a.paragraph - b.paragraph);
    if (ranked.slice(0, k).some((entry) => entry.paragraph === item.paragraph)) found++;
  });
  return found / answerable.length;
}

describe("HashedBm25Embedder", () => {
  it("is deterministic and L2-normalised with a fixed dimension", async () => {
    const text = "The Normans were the people who in the 10th and 11th centuries gave their name to Normandy.";
    const [first] = await new HashedBm25Embedder().embed([text]);
    const [second] = await new HashedBm25Embedder().embed([text]);
    expect(first).toHaveLength(1024);
    expect(Array.from(first!)).toEqual(Array.from(second!));
    expect(Math.hypot(...first!)).toBeCloseTo(1, 5);
    expect(new HashedBm25Embedder().id).toBe(OFFLINE_EMBEDDER_ID);
  });

  it("puts similar texts closer than dissimilar ones", async () => {
    const [anchor, paraphrase, unrelated] = await new HashedBm25Embedder().embed([
      "Rollo, the Viking leader, agreed to swear fealty to King Charles III of West Francia.",
      "The Viking leader Rollo swore fealty to Charles III, king of West Francia.",
      "Photosynthesis converts light energy into chemical energy stored in glucose.",
    ]);
    const close = cosineSimilarity(anchor!, paraphrase!);
    const far = cosineSimilarity(anchor!, unrelated!);
    expect(close).toBeGreaterThan(0.5);
    expect(far).toBeLessThan(0.1);
  });

  it("meets inflected forms through stems and character trigrams", async () => {
    const [question, inflected, other] = await new HashedBm25Embedder().embed([
      "Who ruled Normandy?",
      "The Norman rulers of the duchy",
      "The price of wheat in Egypt",
    ]);
    expect(cosineSimilarity(question!, inflected!)).toBeGreaterThan(cosineSimilarity(question!, other!));
  });

  it("gives fitted statistics and other dimensions an id of their own", () => {
    const fitted = HashedBm25Embedder.fitted(["a normans text", "another text"]);
    expect(fitted.id).toMatch(/^offline:hashed-bm25\/idf-[0-9a-f]{12}$/);
    expect(HashedBm25Embedder.fitted(["a normans text", "another text"]).id).toBe(fitted.id);
    expect(HashedBm25Embedder.fitted(["different corpus"]).id).not.toBe(fitted.id);
    expect(new HashedBm25Embedder({ dimensions: 256 }).id).toBe("offline:hashed-bm25/d256");
  });

  it("weighs rare words above common ones once fitted", async () => {
    const corpus = ["the duke ruled", "the duke fought", "the duke prayed", "the abbot ruled"];
    const statistics = fitTermStatistics(corpus);
    expect(statistics.documentCount).toBe(4);
    expect(statistics.documentFrequency.get("duke")).toBe(3);
    const embedder = new HashedBm25Embedder({ statistics });
    const [query, sharesRare, sharesCommon] = await embedder.embed(["abbot duke", "abbot", "duke"]);
    expect(cosineSimilarity(query!, sharesRare!)).toBeGreaterThan(cosineSimilarity(query!, sharesCommon!));
  });

  it("embeds text without words as a zero vector", async () => {
    const [vector] = await new HashedBm25Embedder().embed(["— … !"]);
    expect(vector!.every((value) => value === 0)).toBe(true);
  });

  // Measured: recall@5 0.969 with default and with fitted IDF; recall@1 0.833 default, 0.771 fitted.
  it(`retrieves the paragraph a SQuAD question was written from (${answerable.length} answerable questions, recall@5 ≥ 0.92)`, async () => {
    expect(answerable.length).toBe(96);
    expect(await recallAt(new HashedBm25Embedder(), 5)).toBeGreaterThanOrEqual(0.92);
    expect(await recallAt(new HashedBm25Embedder(), 1)).toBeGreaterThanOrEqual(0.75);
    expect(await recallAt(HashedBm25Embedder.fitted(paragraphs.map((paragraph) => paragraph.context)), 5)).toBeGreaterThanOrEqual(0.92);
  });
});
