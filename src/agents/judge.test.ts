import type { BaseChatModel } from "@langchain/core/language_models/chat_models";
import { describe, expect, it, vi } from "vitest";
import { CHAINS_POLISH_RUBRIC, withThreshold, type Rubric } from "../config/rubric.js";
import { resolveRunConfig } from "../config/run-config.js";
import { createChatModel } from "../models/create.js";
import { scriptedModel, type ScriptedTurn } from "../../test/support/scripted-model.js";
import { decideApproval, judgeMessages, parseJudgement, runJudge, submitJudgementTool, type JudgeInput } from "./judge.js";

const SUBJECT = {
  question: "Which court disapproved the case whose judgment the Court of Appeal reversed in 2001?",
  answer: "The California Supreme Court disapproved it in 2009.",
  evidence: "[a.txt:1-2] The Court of Appeal reversed the judgment in Smith v. Jones in 2001.\n[b.txt:1-2] Smith v. Jones was disapproved by the California Supreme Court in 2009.",
  category: { name: "hierarchy_comprehension", description: "Which court decided what, and whether a later court affirmed, reversed or disapproved an earlier decision." },
};
const INPUT: JudgeInput = { instructions: "Review this chain.", subject: SUBJECT, rubric: CHAINS_POLISH_RUBRIC };
const judgeCall = (args: Record<string, unknown>): ScriptedTurn => ({ toolCalls: [{ name: "submit_judgement", args }] });
const judgeReply = (turn: ScriptedTurn) => runJudge(scriptedModel(turn), INPUT);

describe("judgeMessages", () => {
  it("asks for scores through submit_judgement and puts the subject and the rubric in tagged sections after the instructions", () => {
    const [system, user] = judgeMessages({ ...INPUT, subject: { ...SUBJECT, extra: { reference_answer: "In 2009." } } });
    expect(system!.content).toMatch(/Score each criterion of the rubric from 0\.0 to 1\.0.*call submit_judgement/s);
    const text = user!.content as string;
    expect(text.startsWith("Review this chain.\n\n<category name=\"hierarchy_comprehension\">\nWhich court decided what")).toBe(true);
    const order = ["<question>\nWhich court", "<answer>\nThe California", "<evidence>\n[a.txt:1-2]", "<reference_answer>\nIn 2009.\n</reference_answer>", "<rubric>\n- category_suitability (weight 1): The question tests"];
    expect(order.map((part) => text.indexOf(part))).toEqual([...order.map((part) => text.indexOf(part))].sort((a, b) => a - b));
    for (const part of order) expect(text).toContain(part);
    expect(text.endsWith("- answer_completeness (weight 1): The golden answer is correct, complete and supported by the cited passages, with nothing invented.\n</rubric>")).toBe(true);
  });

  it("leaves out empty instructions and a missing category, and refuses a section tag that is not snake_case", () => {
    const text = judgeMessages({ ...INPUT, instructions: "", subject: { question: "Q?", answer: "A", evidence: "E" } })[1]!.content as string;
    expect(text.startsWith("<question>\nQ?\n</question>")).toBe(true);
    expect(text).not.toContain("<category");
    expect(() => judgeMessages({ ...INPUT, subject: { ...SUBJECT, extra: { "reference answer": "x" } } })).toThrow(/snake_case, got "reference answer"/);
  });

  it("offers the tool with the rubric's criteria as required scores", () => {
    const tool = submitJudgementTool(CHAINS_POLISH_RUBRIC);
    const scores = (tool.schema as { properties: { scores: { required: string[]; properties: Record<string, { minimum: number; maximum: number }> } } }).properties.scores;
    expect(tool.name).toBe("submit_judgement");
    expect(scores.required).toEqual(["category_suitability", "answer_completeness"]);
    expect(scores.properties.answer_completeness).toMatchObject({ minimum: 0, maximum: 1 });
  });
});

describe("runJudge: the model scores, qaforge decides", () => {
  it("binds submit_judgement, forced, and approves from the scores of the tool call", async () => {
    const model = scriptedModel(judgeCall({ scores: { category_suitability: 0.9, answer_completeness: 0.8 }, feedback: "fine", polished_answer: " The California Supreme Court, in 2009. " }));
    const bindTools = vi.spyOn(model, "bindTools");
    const judgement = await runJudge(model, INPUT);
    expect(bindTools).toHaveBeenCalledWith([expect.objectContaining({ name: "submit_judgement" })], { tool_choice: "submit_judgement" });
    expect(judgement).toMatchObject({ approved: true, weighted_score: 0.85, feedback: "fine", rejection_reason: null, failed_criteria: [], polished_answer: "The California Supreme Court, in 2009." });
    expect(judgement).not.toHaveProperty("parse_error");
    expect(judgement.log.tool_calls.map((call) => call.tool)).toEqual(["submit_judgement"]);
  });

  it("binds the tool once per model and rubric, however many subjects it judges", async () => {
    const call = judgeCall({ scores: { category_suitability: 0.9, answer_completeness: 0.9 }, feedback: "fine" });
    const model = scriptedModel(call, call, call);
    const bindTools = vi.spyOn(model, "bindTools");
    await runJudge(model, INPUT);
    await runJudge(model, { ...INPUT, subject: { ...SUBJECT, question: "Another question?" } });
    expect(bindTools).toHaveBeenCalledTimes(1);
    expect(submitJudgementTool(CHAINS_POLISH_RUBRIC)).toBe(submitJudgementTool(CHAINS_POLISH_RUBRIC));
    const stricter = withThreshold(CHAINS_POLISH_RUBRIC, 0.9);
    const judgement = await runJudge(model, { ...INPUT, rubric: stricter });
    expect(bindTools).toHaveBeenCalledTimes(2);
    expect(judgement.approved).toBe(true);
  });

  it("ignores an approved flag the model returns", async () => {
    const flagged = await judgeReply(judgeCall({ scores: { category_suitability: 0.2, answer_completeness: 0.2 }, feedback: "off-category", approved: true }));
    expect(flagged).toMatchObject({ approved: false, failed_criteria: ["category_suitability", "answer_completeness"], rejection_reason: "category_suitability 0.20, answer_completeness 0.20 below the required score: off-category" });
  });

  it("rejects on the weighted mean when every floor is met", async () => {
    const rubric: Rubric = { name: "r", threshold: 0.8, criteria: [{ id: "a", description: "A", weight: 1, min_score: 0.5 }, { id: "b", description: "B", weight: 1 }] };
    const judgement = await runJudge(scriptedModel(judgeCall({ scores: { a: 0.6, b: 0.9 }, feedback: "" })), { ...INPUT, rubric });
    expect(judgement).toMatchObject({ approved: false, weighted_score: 0.75, failed_criteria: [], rejection_reason: "weighted score 0.75 below the threshold 0.8" });
  });

  it("reads JSON from fenced text, and from the first balanced object in prose", async () => {
    const fenced = await judgeReply({ content: 'My verdict:\n```json\n{"scores": {"category_suitability": 0.8, "answer_completeness": 0.9}, "feedback": "ok"}\n```' });
    expect(fenced).toMatchObject({ approved: true, scores: { category_suitability: 0.8, answer_completeness: 0.9 }, feedback: "ok" });
    const prose = await judgeReply({ content: 'Scores follow {"scores": {"category_suitability": 0.75, "answer_completeness": 0.5}, "feedback": "thin"} as asked.' });
    expect(prose).toMatchObject({ approved: false, scores: { category_suitability: 0.75, answer_completeness: 0.5 }, failed_criteria: ["answer_completeness"] });
  });

  it("reads the text when the tool call's arguments cannot be read, and works with a model that cannot bind tools", async () => {
    const both = await judgeReply({ content: '{"scores": {"category_suitability": 0.9, "answer_completeness": 0.9}, "feedback": "from text"}', toolCalls: [{ name: "submit_judgement", args: { verdict: "good" } }] });
    expect(both).toMatchObject({ approved: true, feedback: "from text" });
    const plain = Object.assign(scriptedModel({ content: '{"scores": {"category_suitability": 1, "answer_completeness": 1}, "feedback": ""}' }), { bindTools: undefined }) as unknown as BaseChatModel;
    expect(await runJudge(plain, INPUT)).toMatchObject({ approved: true, weighted_score: 1 });
  });

  it("repairs scores given as strings or percentages, as a list, or under differently written keys", async () => {
    const repaired = await judgeReply(judgeCall({ scores: { "Category Suitability": "0.8", "answer-completeness": "75%" }, feedback: "ok" }));
    expect(repaired).toMatchObject({ approved: true, scores: { category_suitability: 0.8, answer_completeness: 0.75 } });
    const cases: [unknown, Record<string, number>][] = [
      [{ scores: { category_suitability: 90, answer_completeness: ".7" } }, { category_suitability: 0.9, answer_completeness: 0.7 }],
      [{ scores: [{ criterion: "category_suitability", score: "80 %" }, { criterion: "answer_completeness_score", score: 1 }] }, { category_suitability: 0.8, answer_completeness: 1 }],
      [{ scores: { categorySuitability: { score: 0.6 }, ANSWER_COMPLETENESS: 0 } }, { category_suitability: 0.6, answer_completeness: 0 }],
      [{ category_suitability: 0.5, answer_completeness: 0.4, feedback: "flat" }, { category_suitability: 0.5, answer_completeness: 0.4 }],
    ];
    for (const [reply, scores] of cases) expect(parseJudgement(reply, CHAINS_POLISH_RUBRIC)).toMatchObject({ scores });
  });

  it("rejects with the reason naming the criterion when a score is missing or out of range", async () => {
    const missing = await judgeReply(judgeCall({ scores: { category_suitability: 0.9 }, feedback: "" }));
    expect(missing).toMatchObject({ approved: false, failed_criteria: ["category_suitability", "answer_completeness"], parse_error: "no score for answer_completeness" });
    expect(missing.rejection_reason).toBe("the judge's reply could not be read: no score for answer_completeness");
    const outOfRange = await judgeReply(judgeCall({ scores: { category_suitability: 1.5, answer_completeness: 1 }, feedback: "" }));
    expect(outOfRange).toMatchObject({ approved: false, rejection_reason: "the judge's reply could not be read: the score of category_suitability is not a number from 0 to 1: 1.5" });
    expect(outOfRange.raw).toBe('{"scores":{"category_suitability":1.5,"answer_completeness":1},"feedback":""}');
    for (const score of [-0.1, 150, "high", null]) expect(parseJudgement({ scores: { category_suitability: score, answer_completeness: 1 } }, CHAINS_POLISH_RUBRIC)).toMatchObject({ error: expect.stringContaining("category_suitability") });
  });

  it("rejects an unreadable reply with zero scores and the reason, keeping the reply", async () => {
    const garbage = await judgeReply({ content: "I think it is good." });
    expect(garbage).toEqual(
      expect.objectContaining({
        approved: false,
        scores: { category_suitability: 0, answer_completeness: 0 },
        weighted_score: 0,
        failed_criteria: ["category_suitability", "answer_completeness"],
        rejection_reason: "the judge's reply could not be read: could not read a JSON object from the reply",
        parse_error: "could not read a JSON object from the reply",
        raw: "I think it is good.",
      }),
    );
    expect((await judgeReply({ content: "" })).parse_error).toBe("the reply is empty; expected a JSON object");
  });

  it("lets a model error propagate for the caller to record", async () => {
    await expect(runJudge(scriptedModel(new Error("429 rate limited")), INPUT)).rejects.toThrow("429 rate limited");
  });
});

describe("decideApproval", () => {
  const rubric: Rubric = { name: "r", threshold: 0.6, criteria: [{ id: "a", description: "A", weight: 3 }, { id: "b", description: "B", weight: 1, min_score: 0.5 }] };

  it("passes exactly at the threshold and at a floor", () => {
    expect(decideApproval(rubric, { a: 0.6, b: 0.6 })).toEqual({ approved: true, weighted: 0.6, failed: [] });
    expect(decideApproval(rubric, { a: 0.7, b: 0.5 })).toEqual({ approved: true, weighted: 0.65, failed: [] });
    expect(decideApproval(CHAINS_POLISH_RUBRIC, { category_suitability: 0.7, answer_completeness: 0.7 }).approved).toBe(true);
  });

  it("fails below a floor whatever the mean, below the threshold whatever the floors, and counts a missing score as 0", () => {
    expect(decideApproval(rubric, { a: 1, b: 0.49 })).toEqual({ approved: false, weighted: 0.8725, failed: ["b"] });
    expect(decideApproval(rubric, { a: 0.5, b: 0.6 })).toMatchObject({ approved: false, failed: [] });
    expect(decideApproval(rubric, { a: 1 })).toMatchObject({ approved: false, weighted: 0.75, failed: ["b"] });
    expect(decideApproval(withThreshold(CHAINS_POLISH_RUBRIC, 0.9), { category_suitability: 0.85, answer_completeness: 0.95 })).toMatchObject({ approved: false, failed: ["category_suitability"] });
  });
});

describe("runJudge with the offline judge", () => {
  const offline = async () => createChatModel("offline", "judge", await resolveRunConfig({ env: {} }));

  it("approves a supported answer to a fitting question, the same way every time", async () => {
    const model = await offline();
    const judgement = await runJudge(model, INPUT);
    expect(judgement.approved, judgement.rejection_reason ?? "").toBe(true);
    expect(judgement.polished_answer).toBe("The California Supreme Court disapproved it in 2009.");
    expect(await runJudge(await offline(), INPUT)).toEqual(judgement);
  });

  it("rejects an answer whose words are not in the evidence, on completeness", async () => {
    const invented = await runJudge(await offline(), { ...INPUT, subject: { ...SUBJECT, answer: "The Ninth Circuit overruled it unanimously in 2015." } });
    expect(invented).toMatchObject({ approved: false, failed_criteria: ["answer_completeness"] });
    expect(invented.rejection_reason).toMatch(/^answer_completeness 0\.\d\d below the required score: Weakest: answer_completeness/);
    expect(invented.feedback).toMatch(/Answer words not found in the evidence: ninth, circuit/);
  });
});
