import { existsSync } from "node:fs";
import type { CorpusGenerationResult, QAPair } from "../agents/types.js";
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
}

/** Every accepted question of a run with its review state, in the run's order. */
export function reviewedQuestions(runs: RunRepository, reviews: ReviewRepository, runId: string): ReviewedQuestion[] {
  const byQuestion = new Map<string, ReviewRow[]>();
  for (const row of reviews.history(runId)) {
    const key = `${row.attempt_number}\u0000${row.path}`;
    byQuestion.set(key, [...(byQuestion.get(key) ?? []), row]);
  }
  return runs.accepted(runId).map((qa) => {
    const { path, attemptNumber } = questionKeyOf(qa);
    return { qa, review: reviewStateOf(qa, byQuestion.get(`${attemptNumber}\u0000${path}`) ?? []) };
  });
}

export type ReviewedSetScope = "accepted" | "accepted_and_unreviewed";

/**
 * The reviewed set in `generate`'s output format: the questions a person accepted (and, with
 * `accepted_and_unreviewed`, those nobody has reviewed yet), with their edited text where they were edited.
 */
export function reviewedSet(run: RunRow, questions: readonly ReviewedQuestion[], scope: ReviewedSetScope = "accepted", now = new Date()): CorpusGenerationResult {
  const kept = questions.filter(({ review }) => review.verdict === "accepted" || (scope === "accepted_and_unreviewed" && review.verdict === "unreviewed"));
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

/** Records a person's accept, reject or edit of a generated question (the library side of `qaforge serve`). */
export function reviewQuestion(target: string, review: NewReview, options: WorkspaceOptions = {}): ReviewRow {
  return withReviews(target, options, (_runs, reviews) => reviews.record(review));
}

/** The reviewed set of a run, ready for the serializers of `src/outputs/questions.ts`. */
export function exportReviewedSet(target: string, runId: string, options: WorkspaceOptions & { scope?: ReviewedSetScope } = {}): CorpusGenerationResult {
  return withReviews(target, options, (runs, reviews) => reviewedSet(runOf(runs, runId), reviewedQuestions(runs, reviews, runId), options.scope));
}
