import type { JudgeSubject } from "../judge.js";
import { contentWords, squadExactMatch, squadF1 } from "../../documents/words.js";
import type { AnswererContext } from "./answerer.js";
import type { DatasetEvidence, DatasetItem, QuestionType } from "./dataset.js";

/**
 * How one answer scores against its question's reference: SQuAD exact match and token F1, and, when the answerer
 * returned the passages it used, retrieval recall: the share of the question's evidence lines those passages cover.
 * Correctness by the judge is added by the caller (it needs a model).
 */
export interface AnswerScores {
  exact_match: number;
  f1: number;
  /** null when the answerer returned no passages or the question has no evidence lines. */
  retrieval_recall: number | null;
}

export function scoreAnswer(item: DatasetItem, answer: string, contexts: readonly AnswererContext[]): AnswerScores {
  return {
    exact_match: squadExactMatch(answer, [item.reference]),
    f1: round(squadF1(answer, [item.reference])),
    retrieval_recall: retrievalRecall(item.evidence, contexts),
  };
}

/** Two names of one document agree when one is the other, or ends with it as a path (`docs/a.md` and `a.md`). */
export function sameSource(a: string, b: string): boolean {
  const x = a.replace(/\\/g, "/").replace(/^\.\//, "");
  const y = b.replace(/\\/g, "/").replace(/^\.\//, "");
  return x === y || x.endsWith(`/${y}`) || y.endsWith(`/${x}`);
}

/** Share of a passage's content words that a text holds. */
function wordCover(passage: string, words: ReadonlySet<string>): number {
  const needed = contentWords(passage);
  if (needed.length === 0) return 1;
  return needed.filter((word) => words.has(word)).length / needed.length;
}

/** A passage's text counts as retrieved when the returned passages hold this share of its content words. */
export const TEXT_COVER = 0.8;

/**
 * Retrieval recall of one question. Each evidence line counts once: it is covered when a returned passage of the
 * same document spans it; a passage without lines covers an evidence range when the returned texts hold
 * `TEXT_COVER` of that range's content words (then all its lines count).
 */
export function retrievalRecall(evidence: readonly DatasetEvidence[], contexts: readonly AnswererContext[]): number | null {
  if (contexts.length === 0) return null;
  const lines = new Map<string, { source: string; line: number; range: DatasetEvidence }>();
  for (const range of evidence) {
    for (let line = Math.min(range.start_line, range.end_line); line <= Math.max(range.start_line, range.end_line); line++) lines.set(`${range.source}\u0000${line}`, { source: range.source, line, range });
  }
  if (lines.size === 0) return null;
  const located = contexts.filter((context) => context.start_line !== null);
  const returnedWords = new Set(contexts.flatMap((context) => contentWords(context.text)));
  const textCovered = new Set(evidence.filter((range) => range.text.trim() !== "" && wordCover(range.text, returnedWords) >= TEXT_COVER));
  let covered = 0;
  for (const { source, line, range } of lines.values()) {
    const spanned = located.some((context) => (context.source === null || sameSource(context.source, source)) && context.start_line! <= line && line <= (context.end_line ?? context.start_line!));
    if (spanned || textCovered.has(range)) covered++;
  }
  return round(covered / lines.size);
}

/** What the judge is shown: the answer, the reference answer as the evidence it is held to, and the passages that state it. */
export function correctnessSubject(item: DatasetItem, answer: string): JudgeSubject {
  const passages = item.evidence.map((range) => `${range.source}, lines ${range.start_line}–${range.end_line}:\n${range.text}`).join("\n\n");
  return {
    question: item.question,
    answer,
    evidence: item.reference,
    ...(passages ? { extra: { source_passages: passages } } : {}),
  };
}

/** The fields of a dataset item that a scored question repeats: its identity and its reference. */
export const SCORED_ITEM_FIELDS = ["id", "question", "reference", "source_documents", "category", "question_type", "evidence"] as const;
export type ScoredItemFields = Pick<DatasetItem, (typeof SCORED_ITEM_FIELDS)[number]>;

/** Those fields of an item, and no others; the one place both directions (item → result, result → item) read them. */
export function scoredItemFields(item: ScoredItemFields): ScoredItemFields {
  return Object.fromEntries(SCORED_ITEM_FIELDS.map((field) => [field, item[field]])) as unknown as ScoredItemFields;
}

/** A dataset item's identity and reference, as the results repeat them, with what the answerer and the scores said. */
export interface ScoredQuestion extends ScoredItemFields {
  answer: string;
  contexts: AnswererContext[];
  exact_match: number;
  f1: number;
  retrieval_recall: number | null;
  /** The judge's verdict: null when no judge ran. */
  correct: boolean | null;
  correctness_score: number | null;
  judge_feedback: string | null;
  answerer: string;
  model: string | null;
  cost_usd: number;
  duration_ms: number;
}

export interface FailedQuestion {
  id: string;
  question: string;
  source_documents: string[];
  category: string;
  question_type: QuestionType;
  code: string;
  message: string;
}

export interface ScoreGroup {
  key: string;
  questions: number;
  scored: number;
  failed: number;
  exact_match: number;
  f1: number;
  /** Share of judged answers the judge found correct; null when none was judged. */
  correct_rate: number | null;
  /** Mean recall over the answers with passages; null when none had any. */
  retrieval_recall: number | null;
}

export interface EvalAggregate {
  overall: ScoreGroup;
  per_document: ScoreGroup[];
  per_category: ScoreGroup[];
  per_question_type: ScoreGroup[];
  /** Count of answers per F1 tenth: [0, 0.1), …, [0.9, 1.0]. */
  f1_histogram: number[];
}

function group(key: string, scored: readonly ScoredQuestion[], failed: number): ScoreGroup {
  const mean = (values: readonly number[]) => (values.length === 0 ? 0 : round(values.reduce((sum, value) => sum + value, 0) / values.length));
  const judged = scored.filter((question) => question.correct !== null);
  const recalls = scored.flatMap((question) => (question.retrieval_recall === null ? [] : [question.retrieval_recall]));
  return {
    key,
    questions: scored.length + failed,
    scored: scored.length,
    failed,
    exact_match: mean(scored.map((question) => question.exact_match)),
    f1: mean(scored.map((question) => question.f1)),
    correct_rate: judged.length === 0 ? null : round(judged.filter((question) => question.correct).length / judged.length),
    retrieval_recall: recalls.length === 0 ? null : mean(recalls),
  };
}

function groupBy(scored: readonly ScoredQuestion[], failed: readonly FailedQuestion[], keysOf: (question: { source_documents: string[]; category: string; question_type: string }) => string[]): ScoreGroup[] {
  const keys = new Set([...scored, ...failed].flatMap(keysOf));
  return [...keys].sort().map((key) =>
    group(
      key,
      scored.filter((question) => keysOf(question).includes(key)),
      failed.filter((question) => keysOf(question).includes(key)).length,
    ),
  );
}

/** Means overall and per document, category and question type; failed questions count in `questions` and `failed` only. */
export function aggregateScores(scored: readonly ScoredQuestion[], failed: readonly FailedQuestion[]): EvalAggregate {
  const histogram = Array.from({ length: 10 }, () => 0);
  for (const question of scored) histogram[Math.min(9, Math.floor(question.f1 * 10))]!++;
  return {
    overall: group("all", scored, failed.length),
    per_document: groupBy(scored, failed, (question) => (question.source_documents.length ? question.source_documents : ["(no document)"])),
    per_category: groupBy(scored, failed, (question) => [question.category]),
    per_question_type: groupBy(scored, failed, (question) => [question.question_type]),
    f1_histogram: histogram,
  };
}

function round(value: number): number {
  return Math.round(value * 1e4) / 1e4;
}
