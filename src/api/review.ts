import { existsSync } from "node:fs";
import type { CorpusGenerationResult, QAPair, RejectedQA } from "../agents/types.js";
import { QaforgeError } from "../errors.js";
import { openDatabase, type SqliteDatabase } from "../store/database.js";
import { ReviewRepository, type NewReview, type ReviewRow } from "../store/reviews.js";
import { RunRepository, type RunRow } from "../store/runs.js";
import { resolveWorkspace, type WorkspaceOptions } from "./workspace.js";

/**
 * A person's verdict on a generated question, read from its review trail: the newest accept or reject decides, and
 * an edit counts as an acceptance of the edited text. The text is the newest edit's, or the generated original.
 */
export type ReviewVerdict = "unreviewed" | "accepted" | "rejected";

export interface ReviewState {
  verdict: ReviewVerdict;
  edited: boolean;
  question: string;
  answer: string;
  /** The newest review's note and time. */
  note: string | null;
  reviewed_at: string | null;
  history: ReviewRow[];
}

export function reviewStateOf(qa: QAPair, history: readonly ReviewRow[]): ReviewState {
  let verdict: ReviewVerdict = "unreviewed";
  let question = qa.question;
  let answer = qa.answer;
  let edited = false;
  for (const row of history) {
    verdict = row.action === "reject" ? "rejected" : "accepted";
    if (row.action === "edit" && row.question !== null && row.answer !== null) {
      question = row.question;
      answer = row.answer;
      edited = true;
    }
  }
  const last = history.at(-1);
  return { verdict, edited, question, answer, note: last?.note ?? null, reviewed_at: last?.created_at ?? null, history: [...history] };
}

/** The key of a generated question in the store: its document (as the run names it) and its attempt number. */
export function questionKeyOf(qa: QAPair): { path: string; attemptNumber: number } {
  return { path: qa.source_document, attemptNumber: qa.generation_metadata.attempt_number };
}

export interface ReviewedQuestion {
  qa: QAPair;
  review: ReviewState;
  /** Set for a candidate the pipeline rejected: why it did. */
  rejection?: RejectedQA;
}

function rowsByQuestion(rows: readonly ReviewRow[]): Map<string, ReviewRow[]> {
  const byQuestion = new Map<string, ReviewRow[]>();
  for (const row of rows) {
    const key = `${row.attempt_number}\u0000${row.path}`;
    byQuestion.set(key, [...(byQuestion.get(key) ?? []), row]);
  }
  return byQuestion;
}

/** Every accepted question of a run with its review state, in the run's order. */
export function reviewedQuestions(runs: RunRepository, reviews: ReviewRepository, runId: string): ReviewedQuestion[] {
  const byQuestion = rowsByQuestion(reviews.history(runId));
  return runs.accepted(runId).map((qa) => {
    const { path, attemptNumber } = questionKeyOf(qa);
    return { qa, review: reviewStateOf(qa, byQuestion.get(`${attemptNumber}\u0000${path}`) ?? []) };
  });
}

/**
 * Every candidate the pipeline rejected, with its review state, in the run's order. Its question reads as a
 * generated one (the run's models and mode, its document and attempt), without evidence: a rejected candidate keeps
 * none. Unreviewed, it stays rejected; a person's accept or edit brings it into the reviewed set.
 */
export function reviewedRejections(runs: RunRepository, reviews: ReviewRepository, run: RunRow): ReviewedQuestion[] {
  const byCandidate = rowsByQuestion(reviews.rejectionHistory(run.id));
  const models = (JSON.parse(run.settings) as { models?: Record<string, unknown> }).models ?? {};
  const modelName = (role: string) => (typeof models[role] === "string" ? models[role] : "");
  return runs.rejectedCandidates(run.id).map(({ path, rejected }) => {
    const qa: QAPair = {
      question: rejected.question,
      answer: rejected.answer,
      source_document: path,
      category: run.mode,
      content_refs: [],
      evidence: [],
      generation_metadata: { generator_model: modelName("generator"), validator_model: modelName("validator"), attempt_number: rejected.attempt_number, cost_usd: 0 },
    };
    return { qa, review: reviewStateOf(qa, byCandidate.get(`${rejected.attempt_number}\u0000${path}`) ?? []), rejection: rejected };
  });
}

export type ReviewedSetScope = "accepted" | "accepted_and_unreviewed";

/**
 * The reviewed set in `generate`'s output format: the questions a person accepted (and, with
 * `accepted_and_unreviewed`, those nobody has reviewed yet), with their edited text where they were edited. A
 * rejected candidate is kept only when a person accepted it.
 */
export function reviewedSet(run: RunRow, questions: readonly ReviewedQuestion[], scope: ReviewedSetScope = "accepted", now = new Date()): CorpusGenerationResult {
  const kept = questions.filter(({ review, rejection }) => review.verdict === "accepted" || (scope === "accepted_and_unreviewed" && review.verdict === "unreviewed" && !rejection));
  return {
    corpus_name: run.corpus_name,
    corpus_path: run.corpus_path,
    scenario: run.scenario,
    mode: run.mode,
    questions: kept.map(({ qa, review }) => ({ ...qa, question: review.question, answer: review.answer })),
    timestamp: now.toISOString(),
  };
}

function withReviews<T>(target: string, options: WorkspaceOptions, use: (runs: RunRepository, reviews: ReviewRepository, db: SqliteDatabase) => T): T {
  const workspace = resolveWorkspace(target, options);
  if (!existsSync(workspace.dbPath)) throw new QaforgeError("run_not_found", `no qaforge database at ${workspace.dbPath}; run \`qaforge generate\` first`, { subject: target });
  const db = openDatabase(workspace.dbPath);
  try {
    return use(new RunRepository(db), new ReviewRepository(db), db);
  } finally {
    db.close();
  }
}

function runOf(runs: RunRepository, runId: string): RunRow {
  const run = runs.get(runId);
  if (!run) throw new QaforgeError("run_not_found", `no run with id ${runId}`);
  return run;
}

/** Records a person's accept, reject or edit of a generated question or (`rejected: true`) a rejected candidate (the library side of `qaforge serve`). */
export function reviewQuestion(target: string, review: NewReview, options: WorkspaceOptions = {}): ReviewRow {
  return withReviews(target, options, (_runs, reviews) => reviews.record(review));
}

/** The reviewed set of a run, ready for the serializers of `src/outputs/questions.ts`. */
export function exportReviewedSet(target: string, runId: string, options: WorkspaceOptions & { scope?: ReviewedSetScope } = {}): CorpusGenerationResult {
  return withReviews(target, options, (runs, reviews) => {
    const run = runOf(runs, runId);
    return reviewedSet(run, [...reviewedQuestions(runs, reviews, runId), ...reviewedRejections(runs, reviews, run)], options.scope);
  });
}
