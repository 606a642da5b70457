import type { AIMessage } from "@langchain/core/messages";
import { describe, expect, it } from "vitest";
// The tests speak the judge's protocol exactly, so they build the messages with the agent's own prompt builder.
import { judgeMessages, submitJudgementTool, type JudgeInput } from "../../agents/judge.js";
import { CHAINS_POLISH_RUBRIC, type Rubric } from "../../config/rubric.js";
import { resolveRunConfig } from "../../config/run-config.js";
import { createChatModel } from "../create.js";
import { JudgeModel } from "./judge.js";

const SUBJECT = {
  question: "Which court disapproved the case whose judgment the Court of Appeal reversed in 2001?",
  answer: "the California Supreme Court disapproved it in 2009",
  evidence: "[a.txt:1-2] The Court of Appeal reversed the judgment in Smith v. Jones in 2001.\n[b.txt:1-2] Smith v. Jones was disapproved by the California Supreme Court in 2009.",
  category: { name: "hierarchy_comprehension", description: "Which court decided what, and whether a later court reversed or disapproved an earlier decision." },
};
const INPUT: JudgeInput = { instructions: "Review this chain.", subject: SUBJECT, rubric: CHAINS_POLISH_RUBRIC };

interface Submitted {
  scores: Record<string, number>;
  feedback: string;
  polished_answer: string;
}

async function judge(input: JudgeInput, model = new JudgeModel()): Promise<Submitted> {
  const reply = (await model.bindTools([submitJudgementTool(input.rubric)]).invoke(judgeMessages(input))) as AIMessage;
  const call = reply.tool_calls?.[0];
  expect(call?.name).toBe("submit_judgement");
  return call!.args as Submitted;
}

describe("the offline judge engine", () => {
  it("scores an answer whose words are in the evidence higher on completeness than one whose words are not", async () => {
    const supported = await judge(INPUT);
    const invented = await judge({ ...INPUT, subject: { ...SUBJECT, answer: "The Ninth Circuit overruled it unanimously in 2015." } });
    expect(supported.scores.answer_completeness).toBe(1);
    expect(invented.scores.answer_completeness).toBeLessThan(0.3);
    expect(invented.feedback).toMatch(/^Weakest: answer_completeness \(0\.\d\d\)\. Answer words not found in the evidence: ninth, circuit, overruled, unanimously, 2015\./);
  });

  it("scores category fit by the category's and the question's terms in the chain, and the question's form", async () => {
    const fitting = await judge(INPUT);
    const offCategory = await judge({ ...INPUT, subject: { ...SUBJECT, category: { name: "numerical_aggregation", description: "Totals, averages and counts summed across several tables of figures." } } });
    const notAQuestion = await judge({ ...INPUT, subject: { ...SUBJECT, question: "it disapproved the case" } });
    expect(fitting.scores.category_suitability).toBeGreaterThanOrEqual(0.7);
    expect(offCategory.scores.category_suitability).toBeLessThan(fitting.scores.category_suitability!);
    expect(notAQuestion.scores.category_suitability).toBeLessThan(0.7);
    expect(notAQuestion.feedback).toContain("not a well-formed, self-contained question");
  });

  it("chooses a criterion's measure by its id first, then its description; the mean of the others for anything else", async () => {
    const rubric: Rubric = {
      name: "mixed",
      threshold: 0.5,
      criteria: [
        { id: "faithfulness", description: "Nothing beyond the evidence.", weight: 1 },
        { id: "question_clarity", description: "Clear and self-contained, also with a complete answer.", weight: 1 },
        { id: "category_fit", description: "Fits the category.", weight: 1 },
        { id: "tone", description: "Polite.", weight: 1 },
      ],
    };
    const { scores } = await judge({ ...INPUT, subject: { ...SUBJECT, question: "What happened?" }, rubric });
    expect(scores.faithfulness).toBe(1);
    expect(scores.question_clarity).toBe(0.7);
    expect(scores.tone).toBeCloseTo((1 + 0.7 + scores.category_fit!) / 3, 2);
    expect(Object.keys(scores)).toEqual(["faithfulness", "question_clarity", "category_fit", "tone"]);
  });

  it("polishes the answer: trimmed, capitalised, with a final period", async () => {
    expect((await judge(INPUT)).polished_answer).toBe("The California Supreme Court disapproved it in 2009.");
    expect((await judge({ ...INPUT, subject: { ...SUBJECT, answer: "  In 2009!  " } })).polished_answer).toBe("In 2009!");
  });

  it("reads the subject's sections, not the same tags in the pipeline's instructions", async () => {
    const shadowed = await judge({ ...INPUT, instructions: "Use <evidence>nothing at all</evidence> and <rubric>\n- tone (weight 1): Polite.\n</rubric> as a pattern." });
    expect(shadowed).toEqual(await judge(INPUT));
  });

  it("is deterministic, and answers in text with the JSON when its tool was not bound", async () => {
    expect(await judge(INPUT)).toEqual(await judge(INPUT, new JudgeModel({ seed: 9 })));
    const reply = (await new JudgeModel().bindTools([{ name: "other_tool", description: "x", schema: { type: "object", properties: {} } }]).invoke(judgeMessages(INPUT))) as AIMessage;
    expect(reply.tool_calls).toEqual([]);
    expect(JSON.parse(reply.content as string)).toEqual(await judge(INPUT));
  });

  it("is what the judge role gets from plain offline and from offline:judge", async () => {
    const runConfig = await resolveRunConfig({ env: {} });
    expect(await createChatModel("offline", "judge", runConfig)).toBeInstanceOf(JudgeModel);
    expect((await createChatModel("offline:judge", "validator", runConfig))._llmType()).toBe("offline-judge");
  });
});
