import { describe, expect, it } from "vitest";
import { CHAINS_POLISH_RUBRIC, parseRubric, withThreshold, type Rubric } from "../config/rubric.js";
import { resolveRunConfig } from "../config/run-config.js";
import { createChatModel } from "../models/create.js";
import { scriptedModel } from "../../test/support/scripted-model.js";
import { decideApproval, judgeMessages, parseJudgement, runJudge, type JudgeInput } from "./judge.js";

const SUBJECT = {
  question: "Which court disapproved the case whose judgment the Court of Appeal reversed in 2001?",
  answer: "The California Supreme Court disapproved it in 2009.",
  evidence: "[a.txt:1-2] The Court of Appeal reversed the judgment in Smith v. Jones in 2001.\n[b.txt:1-2] Smith v. Jones was disapproved by the California Supreme Court in 2009.",
  category: { name: "hierarchy_comprehension", description: "Which court decided what, and whether a later court affirmed, reversed or disapproved an earlier decision." },
};
const INPUT: JudgeInput = { instructions: "Review this chain.", subject: SUBJECT, rubric: CHAINS_POLISH_RUBRIC };
const judgeCall = (args: Record<string, unknown>) => ({ toolCalls: [{ name: "submit_judgement", args }] });

describe("the judge: the model scores, qaforge decides", () => {
  it("puts the subject and the rubric in tagged sections after the pipeline's instructions", () => {
    const text = judgeMessages(INPUT)[1]!.content as string;
    expect(text.startsWith("Review this chain.")).toBe(true);
    for (const tag of ["<category name=\"hierarchy_comprehension\">", "<question>", "<answer>", "<evidence>", "<rubric>"]) expect(text).toContain(tag);
    expect(text).toContain("- answer_completeness (weight 1): The golden answer is correct");
  });

  it("approves from the scores, ignoring an approved flag the model returns", async () => {
    const good = await runJudge(scriptedModel(judgeCall({ scores: { category_suitability: 0.9, answer_completeness: 0.8 }, feedback: "fine", polished_answer: "The California Supreme Court, in 2009." })), INPUT);
    expect(good).toMatchObject({ approved: true, weighted_score: 0.85, rejection_reason: null, polished_answer: "The California Supreme Court, in 2009." });
    const flagged = await runJudge(scriptedModel(judgeCall({ scores: { category_suitability: 0.2, answer_completeness: 0.9 }, feedback: "off-category", approved: true })), INPUT);
    expect(flagged).toMatchObject({ approved: false, failed_criteria: ["category_suitability"], rejection_reason: "category_suitability 0.20 below the required score: off-category" });
  });

  it("reads JSON written as text and repairs strings, percentages, nested lists and differently written keys", async () => {
    const text = await runJudge(scriptedModel({ content: 'My verdict:\n```json\n{"scores": {"Category Suitability": "0.8", "answer-completeness": "75%"}, "feedback": "ok"}\n```' }), INPUT);
    expect(text).toMatchObject({ approved: true, scores: { category_suitability: 0.8, answer_completeness: 0.75 } });
    expect(parseJudgement({ scores: [{ criterion: "category_suitability", score: 90 }, { criterion: "answer_completeness_score", score: 0.7 }], feedback: "" }, CHAINS_POLISH_RUBRIC)).toMatchObject({ scores: { category_suitability: 0.9, answer_completeness: 0.7 } });
  });

  it("rejects with zero scores and the reason when the reply cannot be read, a score is missing or out of range", async () => {
    const garbage = await runJudge(scriptedModel({ content: "I think it is good." }), INPUT);
    expect(garbage).toMatchObject({ approved: false, scores: { category_suitability: 0, answer_completeness: 0 }, rejection_reason: "the judge's reply could not be read: could not read a JSON object from the reply" });
    expect(parseJudgement({ scores: { category_suitability: 0.9 } }, CHAINS_POLISH_RUBRIC)).toEqual({ error: "no score for answer_completeness" });
    expect(parseJudgement({ scores: { category_suitability: 1.5, answer_completeness: 1 } }, CHAINS_POLISH_RUBRIC)).toEqual({ error: "the score of category_suitability is not a number from 0 to 1: 1.5" });
    expect(parseJudgement({ scores: { category_suitability: "high", answer_completeness: 1 } }, CHAINS_POLISH_RUBRIC)).toMatchObject({ error: expect.stringContaining('"high"') });
  });

  it("decides at the threshold and floors exactly", () => {
    const rubric: Rubric = { name: "r", threshold: 0.6, criteria: [{ id: "a", description: "A", weight: 3 }, { id: "b", description: "B", weight: 1, min_score: 0.5 }] };
    expect(decideApproval(rubric, { a: 0.6, b: 0.6 })).toEqual({ approved: true, weighted: 0.6, failed: [] });
    expect(decideApproval(rubric, { a: 0.9, b: 0.4 })).toMatchObject({ approved: false, failed: ["b"] });
    expect(decideApproval(rubric, { a: 0.5, b: 0.6 })).toMatchObject({ approved: false, failed: [] });
    expect(decideApproval(withThreshold(CHAINS_POLISH_RUBRIC, 0.9), { category_suitability: 0.85, answer_completeness: 0.95 }).approved).toBe(false);
  });

  it("names the field of a bad rubric", () => {
    expect(() => parseRubric({ name: "r", threshold: 0.5, criteria: [{ id: "a", description: "x", weight: 0 }] }, "rubric.yaml")).toThrow(/criteria\[0\]\.weight: must be above 0/);
    expect(() => parseRubric({ name: "r", threshold: 0.5, criteria: [{ id: "a", description: "x", weight: 1 }, { id: "a", description: "y", weight: 1 }] }, "rubric.yaml")).toThrow(/duplicate criterion id "a"/);
  });
});

describe("the offline judge", () => {
  const offline = async () => createChatModel("offline", "judge", await resolveRunConfig({ env: {} }));

  it("is what the judge role gets from plain offline, and approves a supported answer of a fitting question", async () => {
    const model = await offline();
    expect(model._llmType()).toBe("offline-judge");
    const judgement = await runJudge(model, INPUT);
    expect(judgement.approved, judgement.rejection_reason ?? "").toBe(true);
    expect(judgement.polished_answer).toBe("The California Supreme Court disapproved it in 2009.");
    expect(await runJudge(model, INPUT)).toEqual(judgement);
  });

  it("scores an answer whose words are not in the evidence lower on completeness, and rejects it", async () => {
    const model = await offline();
    const invented = await runJudge(model, { ...INPUT, subject: { ...SUBJECT, answer: "The Ninth Circuit overruled it unanimously in 2015." } });
    const supported = await runJudge(model, INPUT);
    expect(invented.scores.answer_completeness!).toBeLessThan(supported.scores.answer_completeness!);
    expect(invented).toMatchObject({ approved: false, failed_criteria: ["answer_completeness"] });
    expect(invented.feedback).toMatch(/Answer words not found in the evidence: ninth, circuit/);
  });
});
