import type { SearchHit } from "../../retrieval/index.js";

/**
 * spec 002's retrieve_context, the part that is a rule: the top-k chunks that reach the relevance threshold, each
 * with its section (the chunk's heading path, else its lines), combined as "[Section]\ntext" blocks.
 */

export interface ContextChunk {
  section: string;
  text: string;
  score: number;
  start_line: number;
  end_line: number;
  page?: number;
}

/**
 * The hits that reach the threshold, or that name every word of the query (three letters or more) as a word: a
 * one-word topic such as "heteroskedasticity" that a chunk states outright is relevant whatever its similarity.
 */
export function contextChunksOf(hits: readonly SearchHit[], threshold: number, query?: string): ContextChunk[] {
  const words = query ? (query.toLowerCase().match(/\p{L}[\p{L}\p{N}]{2,}/gu) ?? []) : [];
  const namesEveryWord = (text: string) => {
    if (words.length === 0) return false;
    const found = new Set(text.toLowerCase().match(/\p{L}[\p{L}\p{N}]*/gu) ?? []);
    return words.every((word) => found.has(word));
  };
  return hits
    .filter((hit) => hit.score >= threshold || namesEveryWord(hit.chunk.text))
    .map(({ chunk, score }) => ({
      section: chunk.headingPath.length > 0 ? chunk.headingPath.join(" › ") : chunk.startLine === chunk.endLine ? `line ${chunk.startLine}` : `lines ${chunk.startLine}–${chunk.endLine}`,
      text: chunk.text,
      score,
      start_line: chunk.startLine,
      end_line: chunk.endLine,
      ...(chunk.page !== undefined ? { page: chunk.page } : {}),
    }));
}

export function combineContext(chunks: readonly ContextChunk[]): string {
  return chunks.map((chunk) => `[${chunk.section}]\n${chunk.text.trim()}`).join("\n\n");
}

/** The distinct sections of the context, in order of relevance. */
export function sectionsOf(chunks: readonly ContextChunk[]): string[] {
  return [...new Set(chunks.map((chunk) => chunk.section))];
}

/** spec 002 "No Context Found". */
export function noContextWarnings(topic: string): string[] {
  return [
    `No relevant content found for topic: '${topic}'`,
    "This topic does not appear to exist in the document.",
    "Please try a different topic or upload a relevant document.",
  ];
}

/**
 * The default relevance threshold of a topic's chunks. For the offline embedder it is stricter than `ask`'s 0.08: a
 * topic is two or three words, and on the shared corpora topics absent from a document ("quantum computing",
 * "machine learning algorithms") still reach 0.08–0.14 through shared character trigrams, while topics a document
 * treats reach 0.2–0.4. Provider embedders keep `ask`'s 0.3.
 */
export function mcqRelevanceThreshold(embedderId: string): number {
  return embedderId.startsWith("offline") ? 0.15 : 0.3;
}
