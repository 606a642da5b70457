import { codeNamesDiffer, contentWordSet, jaccard, normaliseForMatch, optionNamesDiffer } from "../documents/words.js";

/** At or above this word overlap two questions are the same question: rejected without a model call. */
export const NEAR_VERBATIM_JACCARD = 0.9;
/** How many accepted questions the deduplicator model is shown, whatever the size of the accepted set. */
export const DEDUP_SHORTLIST_SIZE = 8;

export interface AcceptedIndexEntry {
  question: string;
  /** Content words, for finding the nearest questions. */
  words: Set<string>;
  /** Every word, stopwords included: "who beat A" and "whom did A beat" share content words but not these. */
  allWords: Set<string>;
  normalised: string;
}

/**
 * The lexical prefilter: an inverted index over accepted questions' content words, so that the nearest few are
 * found without comparing against all of them and the model sees a short list whose size does not grow.
 */
export class AcceptedQuestionIndex {
  private readonly entries: AcceptedIndexEntry[] = [];
  private readonly postings = new Map<string, number[]>();

  constructor(questions: readonly string[] = []) {
    for (const question of questions) this.add(question);
  }

  get size(): number {
    return this.entries.length;
  }

  add(question: string): void {
    const normalised = normaliseForMatch(question);
    const entry = { question, words: contentWordSet(question), allWords: new Set(normalised.split(" ")), normalised };
    const index = this.entries.push(entry) - 1;
    for (const word of entry.words) {
      const list = this.postings.get(word);
      if (list) list.push(index);
      else this.postings.set(word, [index]);
    }
  }

  /** The accepted questions sharing the most content words with the candidate, best first, with their overlap. */
  nearest(candidate: string, limit = DEDUP_SHORTLIST_SIZE): { question: string; similarity: number }[] {
    const words = contentWordSet(candidate);
    const shared = new Map<number, number>();
    for (const word of words) for (const index of this.postings.get(word) ?? []) shared.set(index, (shared.get(index) ?? 0) + 1);
    return [...shared.keys()]
      .map((index) => ({ index, similarity: jaccard(words, this.entries[index]!.words) }))
      .sort((a, b) => b.similarity - a.similarity || a.index - b.index)
      .slice(0, limit)
      .map(({ index, similarity }) => ({ question: this.entries[index]!.question, similarity }));
  }

  /** An accepted question that the candidate repeats nearly word for word, if any. */
  nearVerbatim(candidate: string): string | undefined {
    const normalised = normaliseForMatch(candidate);
    // "-l" and "-L" are two options, though the two questions differ in a letter's case alone.
    const exact = this.entries.find((entry) => entry.normalised === normalised && !optionNamesDiffer(candidate, entry.question));
    if (exact) return exact.question;
    const allWords = new Set(normalised.split(" "));
    for (const { question } of this.nearest(candidate, 3)) {
      const entry = this.entries.find((e) => e.question === question)!;
      if (jaccard(allWords, entry.allWords) >= NEAR_VERBATIM_JACCARD && !codeNamesDiffer(candidate, question)) return question;
    }
    return undefined;
  }
}

/**
 * The vector half of the prefilter, used where an embedder is configured: accepted questions' embeddings kept in
 * memory, the nearest by cosine similarity. Catches rewordings that share few words.
 */
export class AcceptedQuestionVectors {
  private readonly questions: string[] = [];
  private readonly vectors: Float32Array[] = [];
  private syncing: Promise<void> = Promise.resolve();

  constructor(private readonly embed: (texts: string[]) => Promise<Float32Array[]>) {}

  /** Embeds the accepted questions not embedded yet, in order. Calls made at once run one after the other. */
  sync(accepted: readonly string[]): Promise<void> {
    const run = this.syncing.then(async () => {
      const missing = accepted.slice(this.questions.length);
      if (missing.length === 0) return;
      const vectors = await this.embed(missing);
      this.questions.push(...missing);
      this.vectors.push(...vectors);
    });
    this.syncing = run.catch(() => undefined);
    return run;
  }

  nearest(vector: Float32Array, limit = DEDUP_SHORTLIST_SIZE): { question: string; similarity: number }[] {
    return this.vectors
      .map((candidate, index) => ({ question: this.questions[index]!, similarity: cosine(vector, candidate) }))
      .sort((a, b) => b.similarity - a.similarity)
      .slice(0, limit);
  }
}

/** The shortlist the deduplicator model sees: lexical and vector neighbours interleaved by rank, without repeats. */
export function fuseShortlists(lists: readonly (readonly string[])[], limit = DEDUP_SHORTLIST_SIZE): string[] {
  const fused: string[] = [];
  for (let rank = 0; fused.length < limit && lists.some((list) => rank < list.length); rank++) {
    for (const list of lists) {
      const question = list[rank];
      if (question !== undefined && !fused.includes(question) && fused.length < limit) fused.push(question);
    }
  }
  return fused;
}

function cosine(a: Float32Array, b: Float32Array): number {
  let dot = 0;
  let normA = 0;
  let normB = 0;
  for (let index = 0; index < a.length; index++) {
    dot += a[index]! * b[index]!;
    normA += a[index]! * a[index]!;
    normB += b[index]! * b[index]!;
  }
  return normA === 0 || normB === 0 ? 0 : dot / Math.sqrt(normA * normB);
}
