import type { Sentence } from "../../documents/sentences.js";
import { contentWords } from "../../documents/words.js";
import { LIGHT_VERBS } from "./specificity.js";

/**
 * Does a question stand on its own? Read it as a reader who does not know where it came from: the question's content
 * words, each weighted by how rare it is among the document's sentences (inverse document frequency; words of the
 * question's form — wh-words, light verbs — carry nothing), must single out one place of the document. A question
 * needs the sentence, example or heading before it when
 *   - another place of the document holds its words about as well as the best one (RIVAL_SHARE): the reader cannot
 *     tell which of them it asks about;
 *   - or its words are few and common (MIN_DISTINCT): nothing in it names which thing of the document it asks about.
 */

/** Words of a question's form, not of its content. */
const FORM_WORDS = new Set([...LIGHT_VERBS].filter((verb) => !verb.includes(" ")).concat(["called", "mean", "means", "happen", "happens", "used", "uses", "using", "way", "ways", "kind"]));

/** A rival place holds at least this share of the best place's weight: the question does not say which it means. */
export const RIVAL_SHARE = 0.9;
/** Sentences this close to the best one (before or after) are its own place, not a rival. */
export const SAME_PLACE = 2;

export interface IndexedSentence {
  words: ReadonlySet<string>;
  startLine: number;
}

export interface SentenceIndex {
  sentences: readonly IndexedSentence[];
  /** Sentences containing each word. */
  frequency: ReadonlyMap<string, number>;
}

function stems(word: string): string[] {
  return word.endsWith("s") && word.length > 3 ? [word, word.slice(0, -1)] : [word];
}

export function sentenceIndex(sentences: readonly Pick<Sentence, "text" | "startLine">[], _lines?: readonly string[]): SentenceIndex {
  const indexed: IndexedSentence[] = [];
  const frequency = new Map<string, number>();
  for (const sentence of sentences) {
    const words = new Set(contentWords(sentence.text).flatMap(stems));
    indexed.push({ words, startLine: sentence.startLine });
    for (const word of words) frequency.set(word, (frequency.get(word) ?? 0) + 1);
  }
  return { sentences: indexed, frequency };
}

/**
 * An answer that points at another place of the text instead of stating content: "move on to later sections", "as
 * follows", "the following", "in the environment of that function". A rule of English: a place word, or a
 * demonstrative whose noun neither the question nor the answer has named before it, stands for text outside the
 * answer, which the reader of the question never saw. A demonstrative that opens the answer ("This option changes
 * …") stands for the question's subject; one whose noun was named before ("the docs directory … that directory")
 * stands for that.
 */
const POINTS_ELSEWHERE =
  /\b(?:later|earlier|next|previous|following|preceding|above|below|other|subsequent) (?:sections?|chapters?|examples?|pages?|paragraphs?|parts?|steps?)\b|\bas (?:follows|above|below|shown|described|explained|mentioned|discussed)\b|\bthe (?:following|above|preceding|previous)\b|\bsee (?:also )?(?:below|above|section|chapter)\b|\b(?:below|above)$/i;
/** Kinds of thing a technical text refers back to with a demonstrative ("that function", "these arguments"). */
const REFERENT_KINDS =
  "functions?|methods?|options?|arguments?|parameters?|variables?|values?|examples?|cases?|files?|objects?|settings?|classes|class|packages?|commands?|models?|tests?|versions?|features?|steps?|sections?|tables?|figures?|approach(?:es)?|calls?|results?|data|codes?|keys?|fields?|types?|modes?|flags?";
const DEMONSTRATIVE = new RegExp(`\\b(this|that|these|those) (${REFERENT_KINDS})\\b`, "gi");
/** A degree adverb before an adjective: an appraisal ("quite small", "very easy"), not what a thing is. */
const APPRAISAL = /^(?:quite|very|rather|fairly|pretty|extremely|relatively|really|too|so|somewhat|remarkably|surprisingly|incredibly|reasonably)\s+[a-z]+/i;

/** Why an answer states no content of its own, or undefined when it does. */
export function answerNotContent(question: string, answer: string): string | undefined {
  const text = answer.trim();
  const pointer = POINTS_ELSEWHERE.exec(text);
  if (pointer) return `the answer points elsewhere ("${pointer[0]}") instead of stating content`;
  for (const match of text.matchAll(DEMONSTRATIVE)) {
    if (match.index === 0) continue; // "This option changes …": the question's subject
    const noun = match[2]!.toLowerCase().replace(/(?:es|s)$/, "");
    const before = `${question} ${text.slice(0, match.index)}`.toLowerCase();
    if (!new RegExp(`\\b${noun}`).test(before)) return `"${match[0]}" in the answer points back at something the question does not name`;
  }
  if (/^what (?:is|are|was|were)\b/i.test(question.trim()) && APPRAISAL.test(text)) return 'the answer appraises ("quite small") instead of saying what it is';
  return undefined;
}

export interface SelfContainment {
  reason?: string;
  /** The figures the decision was made on, for a person reading a bench's rows. */
  figures: string;
}

export function selfContainment(question: string, index: SentenceIndex): SelfContainment {
  const total = index.sentences.length;
  const terms = [...new Set(contentWords(question))].filter((word) => !FORM_WORDS.has(word) && !FORM_WORDS.has(word.replace(/s$/, "")));
  const weight = (term: string) => {
    const df = Math.max(...stems(term).map((stem) => index.frequency.get(stem) ?? 0));
    return df === 0 ? 0 : Math.log((total + 1) / (df + 1));
  };
  const weights = new Map(terms.map((term) => [term, weight(term)]));
  const scoreOf = (sentence: IndexedSentence) => terms.reduce((sum, term) => sum + (stems(term).some((stem) => sentence.words.has(stem)) ? weights.get(term)! : 0), 0);
  const scores = index.sentences.map(scoreOf);
  let best = 0;
  scores.forEach((score, at) => {
    if (score > scores[best]!) best = at;
  });
  const top = scores[best] ?? 0;
  let rival = 0;
  scores.forEach((score, at) => {
    if (Math.abs(at - best) > SAME_PLACE && score > rival) rival = score;
  });
  const mass = [...weights.values()].reduce((a, b) => a + b, 0);
  const figures = `terms ${terms.map((t) => `${t}:${weights.get(t)!.toFixed(1)}`).join(" ")}; best ${top.toFixed(1)} of ${mass.toFixed(1)}; rival ${rival.toFixed(1)}`;
  if (top > 0 && rival >= RIVAL_SHARE * top) return { reason: "another place of the document holds the question's words as well", figures };
  return { figures };
}
