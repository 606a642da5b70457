import { createHash } from "node:crypto";
import { QaforgeError } from "../../errors.js";
import { contentTerms } from "../text-features.js";
import type { Embedder } from "./embedder.js";

/**
 * How often each term occurs across a corpus: what turns term counts into BM25 weights. Fit it on the texts that
 * will be searched (`fitTermStatistics(chunkTexts)`) so that rare, telling words outweigh common ones.
 */
export interface TermStatistics {
  /** Number of texts the statistics were fitted on. */
  readonly documentCount: number;
  /** Mean number of content terms per text. */
  readonly averageLength: number;
  /** Number of texts holding each stemmed content term. */
  readonly documentFrequency: ReadonlyMap<string, number>;
}

export interface OfflineEmbedderOptions {
  /** Vector length; a power of two keeps hashing even. Default 1024. */
  dimensions?: number;
  /**
   * Corpus statistics for IDF. Without them every content word weighs the same (IDF 1, stop words already
   * removed), which keeps vectors independent of any corpus; fitted statistics rank rarer words higher and give
   * the embedder an id of its own, since its vectors differ.
   */
  statistics?: TermStatistics;
}

export const OFFLINE_EMBEDDER_ID = "offline:hashed-bm25";
const DEFAULT_DIMENSIONS = 1024;
/** BM25 constants (Robertson's usual values) and the assumed length when no statistics are fitted. */
const K1 = 1.2;
const B = 0.75;
const DEFAULT_AVERAGE_LENGTH = 60;
/** Share of a word's weight given to its adjacent-word pair and to its character trigrams. */
const BIGRAM_WEIGHT = 0.3;
const TRIGRAM_WEIGHT = 0.5;

/** Counts term document frequencies over a corpus of texts (chunk texts, paragraphs). */
export function fitTermStatistics(texts: Iterable<string>): TermStatistics {
  const documentFrequency = new Map<string, number>();
  let documentCount = 0;
  let totalLength = 0;
  for (const text of texts) {
    const terms = contentTerms(text);
    documentCount++;
    totalLength += terms.length;
    for (const term of new Set(terms)) documentFrequency.set(term, (documentFrequency.get(term) ?? 0) + 1);
  }
  return { documentCount, averageLength: documentCount > 0 ? totalLength / documentCount : 0, documentFrequency };
}

/**
 * An embedder that needs no model: a BM25-weighted bag of stemmed words, adjacent word pairs and character
 * trigrams (which let "Normandy" meet "Normans"), feature-hashed with a sign bit into a fixed number of dimensions
 * and L2-normalised, so cosine similarity approximates a BM25-style lexical match. Deterministic: the same text
 * always gives the same vector.
 */
export class HashedBm25Embedder implements Embedder {
  readonly id: string;
  readonly dimensions: number;
  private readonly statistics: TermStatistics | undefined;

  constructor(options: OfflineEmbedderOptions = {}) {
    const dimensions = options.dimensions ?? DEFAULT_DIMENSIONS;
    if (!Number.isInteger(dimensions) || dimensions < 16) {
      throw new QaforgeError("invalid_argument", `offline embedding dimensions must be a whole number ≥ 16, got ${dimensions}`);
    }
    this.dimensions = dimensions;
    this.statistics = options.statistics;
    const suffixes = [
      ...(dimensions === DEFAULT_DIMENSIONS ? [] : [`d${dimensions}`]),
      ...(options.statistics ? [`idf-${statisticsFingerprint(options.statistics)}`] : []),
    ];
    this.id = [OFFLINE_EMBEDDER_ID, ...suffixes].join("/");
  }

  /** A copy whose IDF comes from these texts. */
  static fitted(texts: Iterable<string>, options: Omit<OfflineEmbedderOptions, "statistics"> = {}): HashedBm25Embedder {
    return new HashedBm25Embedder({ ...options, statistics: fitTermStatistics(texts) });
  }

  async embed(texts: string[]): Promise<Float32Array[]> {
    return texts.map((text) => this.embedOne(text));
  }

  embedOne(text: string): Float32Array {
    const vector = new Float32Array(this.dimensions);
    const terms = contentTerms(text);
    const counts = new Map<string, number>();
    for (const term of terms) counts.set(term, (counts.get(term) ?? 0) + 1);
    const averageLength = this.statistics?.averageLength || DEFAULT_AVERAGE_LENGTH;
    const lengthNorm = K1 * (1 - B + (B * terms.length) / averageLength);
    const weights = new Map<string, number>();
    for (const [term, count] of counts) {
      const weight = ((count * (K1 + 1)) / (count + lengthNorm)) * this.idf(term);
      weights.set(term, weight);
      this.add(vector, `w:${term}`, weight);
      const grams = trigrams(term);
      for (const gram of grams) this.add(vector, `c:${gram}`, (TRIGRAM_WEIGHT * weight) / Math.sqrt(grams.length));
    }
    for (let index = 1; index < terms.length; index++) {
      const left = terms[index - 1]!;
      const right = terms[index]!;
      this.add(vector, `b:${left} ${right}`, BIGRAM_WEIGHT * Math.sqrt(weights.get(left)! * weights.get(right)!));
    }
    return normalise(vector);
  }

  private idf(term: string): number {
    if (!this.statistics) return 1;
    const { documentCount } = this.statistics;
    const frequency = this.statistics.documentFrequency.get(term) ?? 0;
    return Math.log(1 + (documentCount - frequency + 0.5) / (frequency + 0.5));
  }

  private add(vector: Float32Array, feature: string, weight: number): void {
    const hash = fnv1a(feature);
    const index = hash % this.dimensions;
    // The top bit picks the sign so that colliding features cancel out on average instead of piling up.
    vector[index]! += hash & 0x80000000 ? -weight : weight;
  }
}

function trigrams(term: string): string[] {
  const padded = `^${term}$`;
  const grams: string[] = [];
  for (let index = 0; index + 3 <= padded.length; index++) grams.push(padded.slice(index, index + 3));
  return grams;
}

/** FNV-1a, 32 bits, over UTF-16 code units: fast, stable across platforms, good enough spread for hashing. */
function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

function normalise(vector: Float32Array): Float32Array {
  let sum = 0;
  for (const value of vector) sum += value * value;
  const norm = Math.sqrt(sum);
  if (norm > 0) for (let index = 0; index < vector.length; index++) vector[index]! /= norm;
  return vector;
}

function statisticsFingerprint(statistics: TermStatistics): string {
  const hash = createHash("sha256");
  hash.update(`${statistics.documentCount}|${statistics.averageLength}|`);
  for (const term of [...statistics.documentFrequency.keys()].sort()) {
    hash.update(`${term}=${statistics.documentFrequency.get(term)};`);
  }
  return hash.digest("hex").slice(0, 12);
}
