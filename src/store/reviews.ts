import { QaforgeError } from "../errors.js";
import { ensureSchema, type SqliteDatabase } from "./database.js";
import { RunRepository } from "./runs.js";

/**
 * A person's review of generated questions (`qaforge serve`): an append-only audit trail. Every accept, reject or
 * edit is a new row; no row is ever changed or deleted (triggers refuse it), and the generated question in
 * `run_questions` is never touched. The current state of a question is read from its rows, newest last. The
 * candidates the pipeline rejected (`run_rejections`) have a trail of their own, `rejection_reviews`, alike in every
 * column: a person may accept one the pipeline got wrong.
 */
/** An append-only trail of reviews of the rows of `reviewed` (run, document path, attempt). */
function reviewTrailTable(table: string, reviewed: string): string {
  return `CREATE TABLE ${table} (
       id INTEGER PRIMARY KEY AUTOINCREMENT,
       run_id TEXT NOT NULL,
       path TEXT NOT NULL,
       attempt_number INTEGER NOT NULL,
       action TEXT NOT NULL CHECK (action IN ('accept', 'reject', 'edit')),
       question TEXT,
       answer TEXT,
       note TEXT,
       reviewer TEXT,
       created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
       FOREIGN KEY (run_id, path, attempt_number) REFERENCES ${reviewed} (run_id, path, attempt_number),
       CHECK (action != 'edit' OR (question IS NOT NULL AND answer IS NOT NULL))
     );
     CREATE INDEX ${table}_by_question ON ${table} (run_id, path, attempt_number, id);
     CREATE TRIGGER ${table}_no_update BEFORE UPDATE ON ${table}
       BEGIN SELECT RAISE(ABORT, '${table} is append-only'); END;
     CREATE TRIGGER ${table}_no_delete BEFORE DELETE ON ${table}
       BEGIN SELECT RAISE(ABORT, '${table} is append-only'); END;`;
}

const SCHEMA = {
  name: "question_reviews",
  steps: [reviewTrailTable("question_reviews", "run_questions"), reviewTrailTable("rejection_reviews", "run_rejections")],
};

export const REVIEW_ACTIONS = ["accept", "reject", "edit"] as const;
export type ReviewAction = (typeof REVIEW_ACTIONS)[number];

/** A generated (accepted) question of a run: its document's path and the attempt that produced it. */
export interface QuestionKey {
  runId: string;
  path: string;
  attemptNumber: number;
}

export interface NewReview extends QuestionKey {
  action: ReviewAction;
  /** The question is a candidate the pipeline rejected (`run_rejections`), not an accepted one. */
  rejected?: boolean;
  /** The edited question and answer; both required for `edit`, ignored otherwise. */
  question?: string;
  answer?: string;
  note?: string;
  reviewer?: string;
}

export interface ReviewRow {
  id: number;
  run_id: string;
  path: string;
  attempt_number: number;
  action: ReviewAction;
  question: string | null;
  answer: string | null;
  note: string | null;
  reviewer: string | null;
  created_at: string;
}

/** Longest question, answer or note a review stores, in characters. */
export const MAX_REVIEW_TEXT = 20_000;

export class ReviewRepository {
  constructor(private readonly db: SqliteDatabase) {
    // The foreign key names run_questions: its schema first.
    new RunRepository(db);
    ensureSchema(db, SCHEMA);
  }

  /** Appends one review; refused (nothing written) when the question does not exist or the fields do not fit. */
  record(review: NewReview): ReviewRow {
    if (!(REVIEW_ACTIONS as readonly string[]).includes(review.action)) {
      throw new QaforgeError("invalid_argument", `review action must be one of ${REVIEW_ACTIONS.join(", ")}, got "${review.action}"`);
    }
    const edit = review.action === "edit";
    const question = edit ? review.question?.trim() : undefined;
    const answer = edit ? review.answer?.trim() : undefined;
    if (edit && (!question || !answer)) throw new QaforgeError("invalid_argument", "an edit needs a question and an answer, neither empty");
    for (const [field, value] of [["question", question], ["answer", answer], ["note", review.note], ["reviewer", review.reviewer]] as const) {
      if (value !== undefined && value.length > MAX_REVIEW_TEXT) throw new QaforgeError("invalid_argument", `the ${field} has ${value.length} characters; at most ${MAX_REVIEW_TEXT}`);
    }
    const [table, reviewed] = review.rejected ? ["rejection_reviews", "run_rejections"] : ["question_reviews", "run_questions"];
    const exists = this.db.prepare(`SELECT 1 FROM ${reviewed} WHERE run_id = ? AND path = ? AND attempt_number = ?`).get(review.runId, review.path, review.attemptNumber);
    if (!exists) throw new QaforgeError("run_not_found", `run ${review.runId} has no ${review.rejected ? "rejected candidate" : "accepted question"} from attempt ${review.attemptNumber} of ${review.path}`);
    const note = review.note?.trim() || null;
    const { lastInsertRowid } = this.db
      .prepare(`INSERT INTO ${table} (run_id, path, attempt_number, action, question, answer, note, reviewer) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`)
      .run(review.runId, review.path, review.attemptNumber, review.action, question ?? null, answer ?? null, note, review.reviewer?.trim() || null);
    return this.db.prepare(`SELECT * FROM ${table} WHERE id = ?`).get(lastInsertRowid) as ReviewRow;
  }

  /** Every review of a run's accepted questions (or of one), oldest first. */
  history(runId: string, question?: { path: string; attemptNumber: number }): ReviewRow[] {
    return this.rows("question_reviews", runId, question);
  }

  /** Every review of a run's rejected candidates (or of one), oldest first. */
  rejectionHistory(runId: string, candidate?: { path: string; attemptNumber: number }): ReviewRow[] {
    return this.rows("rejection_reviews", runId, candidate);
  }

  private rows(table: "question_reviews" | "rejection_reviews", runId: string, question?: { path: string; attemptNumber: number }): ReviewRow[] {
    return (
      question
        ? this.db.prepare(`SELECT * FROM ${table} WHERE run_id = ? AND path = ? AND attempt_number = ? ORDER BY id`).all(runId, question.path, question.attemptNumber)
        : this.db.prepare(`SELECT * FROM ${table} WHERE run_id = ? ORDER BY id`).all(runId)
    ) as ReviewRow[];
  }
}
