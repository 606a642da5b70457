import { describe, expect, it } from "vitest";
import type { AnswererContext } from "./answerer.js";
import { parseAnswererReply } from "./answerer.js";
import { datasetFromJson, questionType, type DatasetItem } from "./dataset.js";
import { aggregateScores, retrievalRecall, scoreAnswer, type ScoredQuestion } from "./score.js";

const context = (source: string | null, start: number | null, end: number | null, text = ""): AnswererContext => ({ text, source, start_line: start, end_line: end });

const evidence = [
  { source: "docs/opinion.txt", start_line: 10, end_line: 13, text: "The Court of Appeals affirmed the judgment." },
  { source: "docs/opinion.txt", start_line: 40, end_line: 41, text: "JUSTICE KAGAN took no part in the decision." },
];

describe("retrievalRecall", () => {
  it("counts the evidence lines the returned passages span, in the same document only", () => {
    expect(retrievalRecall(evidence, [context("opinion.txt", 1, 12)])).toBeCloseTo(3 / 6, 4);
    expect(retrievalRecall(evidence, [context("opinion.txt", 1, 12), context("docs/opinion.txt", 41, 90)])).toBeCloseTo(4 / 6, 4);
    expect(retrievalRecall(evidence, [context("other.txt", 1, 100)])).toBe(0);
    expect(retrievalRecall(evidence, [context("opinion.txt", 5, 50)])).toBe(1);
  });

  it("counts a range as retrieved when passages without lines hold most of its words", () => {
    expect(retrievalRecall(evidence, [context(null, null, null, "… the Court of Appeals affirmed the judgment of the District Court …")])).toBeCloseTo(4 / 6, 4);
    expect(retrievalRecall(evidence, [context(null, null, null, "Kagan")])).toBe(0);
  });

  it("is null when nothing was returned or there is no evidence to cover", () => {
    expect(retrievalRecall(evidence, [])).toBeNull();
    expect(retrievalRecall([], [context("a", 1, 2)])).toBeNull();
  });
});

describe("questionType", () => {
  it("reads the kind of answer from the question's form", () => {
    expect(questionType("How many patients were enrolled?")).toBe("quantity");
    expect(questionType("In which year was the study published?")).toBe("date");
    expect(questionType("When was it signed?")).toBe("date");
    expect(questionType("Who delivered the opinion?")).toBe("person");
    expect(questionType("Where was the data deposited?")).toBe("place");
    expect(questionType("Why was the case remanded?")).toBe("reason");
    expect(questionType("How are zoo objects created?")).toBe("manner");
    expect(questionType("Did the court affirm?")).toBe("yes_no");
    expect(questionType("Which gas do plants take in?")).toBe("choice");
    expect(questionType("What is the zoo package?")).toBe("definition");
    expect(questionType("In which year was X founded, and in which year did X merge with Y?")).toBe("multi_part");
    expect(questionType("Name the author.")).toBe("other");
  });
});

describe("scores and their aggregation", () => {
  const item = (id: string, reference: string, source: string, category: string): DatasetItem => ({ id, question: `What about ${id}?`, reference, source_documents: [source], category, question_type: "definition", evidence: [], difficulty: null, options: null });
  const scored = (base: DatasetItem, answer: string, correct: boolean | null, recall: number | null): ScoredQuestion => ({
    ...base,
    answer,
    contexts: [],
    ...scoreAnswer(base, answer, []),
    retrieval_recall: recall,
    correct,
    correctness_score: correct === null ? null : correct ? 1 : 0,
    judge_feedback: null,
    answerer: "test",
    model: null,
    cost_usd: 0,
    duration_ms: 1,
  });

  it("scores SQuAD exact match and F1 against the reference", () => {
    expect(scoreAnswer(item("a", "Justice Kagan", "x", "c"), "JUSTICE KAGAN.", [])).toEqual({ exact_match: 1, f1: 1, retrieval_recall: null });
    expect(scoreAnswer(item("a", "16 hrs", "x", "c"), "16", [])).toEqual({ exact_match: 0, f1: 0.6667, retrieval_recall: null });
  });

  it("averages per document and category, with failed questions counted apart and judge rates over judged answers only", () => {
    const a = item("a", "17", "srd.md", "monsters");
    const b = item("b", "June 2010", "paper.pdf", "papers");
    const c = item("c", "Kagan", "paper.pdf", "papers");
    const results = [scored(a, "17", true, 1), scored(b, "June", false, 0.5), scored(c, "Kagan", null, null)];
    const failed = [{ id: "d", question: "?", source_documents: ["srd.md"], category: "monsters", question_type: "other" as const, code: "answerer_timeout", message: "slow" }];
    const summary = aggregateScores(results, failed);
    expect(summary.overall).toMatchObject({ questions: 4, scored: 3, failed: 1, exact_match: 0.6667, correct_rate: 0.5, retrieval_recall: 0.75 });
    expect(summary.per_document.map((group) => [group.key, group.questions, group.failed, group.f1])).toEqual([
      ["paper.pdf", 2, 0, 0.8334],
      ["srd.md", 2, 1, 1],
    ]);
    expect(summary.per_category.find((group) => group.key === "papers")!.correct_rate).toBe(0);
    expect(summary.per_question_type.map((group) => group.key)).toEqual(["definition", "other"]);
    expect(summary.f1_histogram[9]).toBe(2);
    expect(summary.f1_histogram[6]).toBe(1);
  });
});

describe("parseAnswererReply", () => {
  it("takes a JSON object from a reply with log lines around it", () => {
    expect(parseAnswererReply('loading index…\n{"answer": "17"}\n').answer).toBe("17");
  });

  it("keeps a passage's single line as its range", () => {
    expect(parseAnswererReply('{"answer": "x", "contexts": [{"text": "t", "start_line": 4}]}').contexts[0]).toEqual({ text: "t", source: null, start_line: 4, end_line: 4 });
  });
});

describe("datasetFromJson", () => {
  it("reads an eval result back with the system's answers, for export", () => {
    const dataset = datasetFromJson(
      {
        kind: "qaforge_eval",
        dataset: { name: "set", corpus_path: null },
        results: [{ id: "a", question: "Who?", reference: "Kagan", source_documents: ["o.txt"], category: "textual", question_type: "person", evidence: [], answer: "Justice Kagan", contexts: [{ text: "Kagan took no part", source: "o.txt", start_line: 1, end_line: 1 }] }],
      },
      "eval_results",
    );
    expect(typeof dataset).not.toBe("string");
    const [first] = (dataset as Exclude<typeof dataset, string>).items;
    expect(first).toMatchObject({ id: "a", response: "Justice Kagan", retrieved_contexts: ["Kagan took no part"] });
  });

  it("gives repeated questions of one document distinct ids", () => {
    const qa = { question: "What is X?", answer: "y", source_document: "a.md", category: "textual", content_refs: [], evidence: [], generation_metadata: {} };
    const dataset = datasetFromJson([qa, qa], "list") as Exclude<ReturnType<typeof datasetFromJson>, string>;
    expect(new Set(dataset.items.map((entry) => entry.id)).size).toBe(2);
  });
});
