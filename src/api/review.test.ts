import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { QAPair } from "../agents/types.js";
import { exportReviewedSet, reviewedQuestions, reviewedSet, reviewQuestion, reviewStateOf } from "./review.js";
import { ReviewRepository } from "../store/reviews.js";
import { storeWithOneRun } from "../../test/support/run-store.js";

function qa(path: string, attempt: number, question: string, answer: string): QAPair {
  return {
    question,
    answer,
    source_document: path,
    category: "textual",
    content_refs: [],
    evidence: [{ start_line: 2, end_line: 2, text: `${question} ${answer}` }],
    generation_metadata: { generator_model: "offline:questioner", validator_model: "offline:reader", attempt_number: attempt, cost_usd: 0 },
  };
}

function storeWithRun(path = ":memory:") {
  const { db, runs, run } = storeWithOneRun(["a.txt", "b.txt"], { path });
  const progress = { attempts: 1, consecutiveFailures: 0, viewedPages: [] };
  runs.recordAccepted(run.id, "a.txt", qa("a.txt", 1, "When was the lighthouse built?", "1874"), progress, []);
  runs.recordAccepted(run.id, "a.txt", qa("a.txt", 2, "How tall is the tower?", "42 metres"), { ...progress, attempts: 2 }, []);
  runs.recordAccepted(run.id, "b.txt", qa("b.txt", 1, "Who built it?", "Margaret Ellison"), progress, []);
  return { db, runs, run, reviews: new ReviewRepository(db) };
}

describe("the review trail", () => {
  it("appends accept, reject and edit rows; the database refuses to change or delete one, and the generated question stays as it was", () => {
    const { db, runs, run, reviews } = storeWithRun();
    const original = db.prepare("SELECT qa FROM run_questions WHERE run_id = ? AND path = 'a.txt' AND attempt_number = 1").get(run.id);
    reviews.record({ runId: run.id, path: "a.txt", attemptNumber: 1, action: "reject", note: "  too easy  ", reviewer: "ana" });
    reviews.record({ runId: run.id, path: "a.txt", attemptNumber: 1, action: "edit", question: " In which year was the Harbor Station lighthouse built? ", answer: "1874", note: "more specific" });
    const history = reviews.history(run.id, { path: "a.txt", attemptNumber: 1 });
    expect(history.map((row) => [row.action, row.note, row.reviewer])).toEqual([
      ["reject", "too easy", "ana"],
      ["edit", "more specific", null],
    ]);
    expect(history[1]!.question).toBe("In which year was the Harbor Station lighthouse built?");
    expect(() => db.prepare("UPDATE question_reviews SET action = 'accept'").run()).toThrow(/append-only/);
    expect(() => db.prepare("DELETE FROM question_reviews").run()).toThrow(/append-only/);
    expect(reviews.history(run.id)).toHaveLength(2);
    expect(db.prepare("SELECT qa FROM run_questions WHERE run_id = ? AND path = 'a.txt' AND attempt_number = 1").get(run.id)).toEqual(original);
    expect(runs.accepted(run.id, "a.txt")[0]!.question).toBe("When was the lighthouse built?");
  });

  it("refuses, writing nothing, a review of a question the run does not have, an unknown action, and an edit without text", () => {
    const { run, reviews } = storeWithRun();
    expect(() => reviews.record({ runId: run.id, path: "a.txt", attemptNumber: 9, action: "accept" })).toThrow(/no accepted question from attempt 9 of a\.txt/);
    expect(() => reviews.record({ runId: "nope", path: "a.txt", attemptNumber: 1, action: "accept" })).toThrow(/run nope/);
    expect(() => reviews.record({ runId: run.id, path: "a.txt", attemptNumber: 1, action: "delete" as never })).toThrow(/accept, reject, edit/);
    expect(() => reviews.record({ runId: run.id, path: "a.txt", attemptNumber: 1, action: "edit", question: "Who?", answer: "  " })).toThrow(/question and an answer/);
    expect(() => reviews.record({ runId: run.id, path: "a.txt", attemptNumber: 1, action: "accept", note: "x".repeat(20_001) })).toThrow(/at most 20000/);
    expect(reviews.history(run.id)).toEqual([]);
  });
});

describe("the reviewed set", () => {
  it("takes the newest verdict, counts an edit as acceptance of the edited text, and exports in generate's format", () => {
    const { runs, run, reviews } = storeWithRun();
    reviews.record({ runId: run.id, path: "a.txt", attemptNumber: 1, action: "edit", question: "In which year was the lighthouse built?", answer: "In 1874" });
    reviews.record({ runId: run.id, path: "a.txt", attemptNumber: 2, action: "accept" });
    reviews.record({ runId: run.id, path: "a.txt", attemptNumber: 2, action: "reject", note: "ambiguous unit" });

    const questions = reviewedQuestions(runs, reviews, run.id);
    expect(questions.map(({ qa, review }) => [qa.source_document, qa.generation_metadata.attempt_number, review.verdict, review.edited])).toEqual([
      ["a.txt", 1, "accepted", true],
      ["a.txt", 2, "rejected", false],
      ["b.txt", 1, "unreviewed", false],
    ]);
    expect(questions[1]!.review.note).toBe("ambiguous unit");

    const accepted = reviewedSet(run, questions, "accepted", new Date("2026-11-23T00:00:00Z"));
    expect(accepted).toMatchObject({ corpus_name: "notes", corpus_path: "/corpus", scenario: "rag_eval", mode: "textual", timestamp: "2026-11-23T00:00:00.000Z" });
    expect(accepted.questions.map((q) => [q.question, q.answer])).toEqual([["In which year was the lighthouse built?", "In 1874"]]);
    // Everything but the reviewed text is the generated question's own.
    expect(accepted.questions[0]!.evidence).toEqual(questions[0]!.qa.evidence);
    expect(reviewedSet(run, questions, "accepted_and_unreviewed").questions.map((q) => q.answer)).toEqual(["In 1874", "Margaret Ellison"]);
  });

  it("with no review, a question is unreviewed with its generated text", () => {
    const state = reviewStateOf(qa("a.txt", 1, "Q?", "A"), []);
    expect(state).toMatchObject({ verdict: "unreviewed", edited: false, question: "Q?", answer: "A", note: null, reviewed_at: null });
  });
});

describe("the library functions", () => {
  it("record a review in a corpus's store and export its reviewed set; a missing store is one clear error", async () => {
    const dir = await mkdtemp(join(tmpdir(), "qaforge-review-"));
    const dbPath = join(dir, "q.db");
    const { db, run } = storeWithRun(dbPath);
    db.close();
    const row = reviewQuestion(dir, { runId: run.id, path: "b.txt", attemptNumber: 1, action: "accept", reviewer: "li" }, { dbPath });
    expect(row).toMatchObject({ action: "accept", reviewer: "li", path: "b.txt" });
    expect(exportReviewedSet(dir, run.id, { dbPath }).questions.map((qa) => qa.answer)).toEqual(["Margaret Ellison"]);
    expect(() => exportReviewedSet(dir, "nope", { dbPath })).toThrow(/no run with id nope/);
    expect(() => exportReviewedSet(dir, run.id)).toThrow(/no qaforge database at .*\.qaforge\/qaforge\.db/);
  });
});

describe("a rejected candidate under review", () => {
  function storeWithRejection(path = ":memory:") {
    const store = storeWithRun(path);
    const progress = { attempts: 3, consecutiveFailures: 1, viewedPages: [] };
    store.runs.recordRejected(store.run.id, "b.txt", { question: "What colour is the lamp?", answer: "red", rejection_reason: "wrong_answer", rejection_detail: "the validator read white", duplicate_of: null, attempt_number: 3 }, progress, []);
    return store;
  }

  it("has an append-only trail of its own, and a review names an existing candidate of the right kind", () => {
    const { db, run, reviews } = storeWithRejection();
    const row = reviews.record({ runId: run.id, path: "b.txt", attemptNumber: 3, rejected: true, action: "accept", reviewer: "ana", note: "the validator misread" });
    expect(row).toMatchObject({ path: "b.txt", attempt_number: 3, action: "accept", reviewer: "ana" });
    expect(reviews.rejectionHistory(run.id)).toEqual([row]);
    expect(reviews.history(run.id)).toEqual([]);
    expect(() => db.prepare("UPDATE rejection_reviews SET action = 'reject'").run()).toThrow(/append-only/);
    expect(() => db.prepare("DELETE FROM rejection_reviews").run()).toThrow(/append-only/);
    expect(() => reviews.record({ runId: run.id, path: "b.txt", attemptNumber: 1, rejected: true, action: "accept" })).toThrow(/no rejected candidate from attempt 1 of b\.txt/);
    expect(() => reviews.record({ runId: run.id, path: "b.txt", attemptNumber: 3, action: "accept" })).toThrow(/no accepted question from attempt 3 of b\.txt/);
  });

  it("joins the reviewed set when a person accepts or edits it, and only then, whatever the scope", async () => {
    const dir = await mkdtemp(join(tmpdir(), "qaforge-review-rejected-"));
    const dbPath = join(dir, "q.db");
    const { db, run } = storeWithRejection(dbPath);
    db.close();
    const answers = (scope: "accepted" | "accepted_and_unreviewed") => exportReviewedSet(dir, run.id, { dbPath, scope }).questions.map((qa) => qa.answer);
    expect(answers("accepted_and_unreviewed")).toEqual(["1874", "42 metres", "Margaret Ellison"]);

    reviewQuestion(dir, { runId: run.id, path: "b.txt", attemptNumber: 3, rejected: true, action: "edit", question: "What colour is the lamp's light?", answer: "white" }, { dbPath });
    const exported = exportReviewedSet(dir, run.id, { dbPath });
    expect(exported.questions).toEqual([
      {
        question: "What colour is the lamp's light?",
        answer: "white",
        source_document: "b.txt",
        category: "textual",
        content_refs: [],
        evidence: [],
        generation_metadata: { generator_model: "", validator_model: "", attempt_number: 3, cost_usd: 0 },
      },
    ]);
    expect(answers("accepted_and_unreviewed")).toEqual(["1874", "42 metres", "Margaret Ellison", "white"]);

    reviewQuestion(dir, { runId: run.id, path: "b.txt", attemptNumber: 3, rejected: true, action: "reject", note: "on second thought" }, { dbPath });
    expect(answers("accepted")).toEqual([]);
  });
});
