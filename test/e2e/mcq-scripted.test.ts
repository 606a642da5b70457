import { mkdtemp, cp, readFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { mcq } from "../../src/api/mcq.js";
import type { McqOutput } from "../../src/outputs/mcq.js";
import { createOfflineModel } from "../../src/models/offline/index.js";
import { scriptedModel } from "../support/scripted-model.js";
import { HumanMessage, type BaseMessage } from "@langchain/core/messages";

const fixture = fileURLToPath(new URL("../fixtures/mcq/lighthouses.md", import.meta.url));

export const FRESNEL = {
  question: "Who invented the Fresnel lens in 1822?",
  options: ["Thomas Stevenson", "Augustin Fresnel", "Robert Stevenson", "David Stevenson"],
  correct_answer: 1,
  explanation: "The section says the lens was invented by Augustin Fresnel in 1822.",
  source_section: "The Fresnel lens",
};
export const BELL_ROCK = {
  question: "Who built the Bell Rock Lighthouse between 1807 and 1810?",
  options: ["Augustin Fresnel", "Thomas Stevenson", "David Stevenson", "Robert Stevenson"],
  correct_answer: 3,
  explanation: "Robert Stevenson built it.",
  source_section: "Keepers",
};

function humanText(messages: BaseMessage[] | undefined): string {
  return (messages ?? []).filter((message) => HumanMessage.isInstance(message)).map((message) => String(message.content)).join("\n");
}

async function workspace(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), "qaforge-mcq-scripted-"));
  await cp(fixture, join(dir, "lighthouses.md"));
  return dir;
}

describe("qaforge mcq with a scripted generator", () => {
  it("feeds back malformed JSON, three options, a duplicate option and an out-of-range index, and regenerates only those", async () => {
    const dir = await workspace();
    const generator = scriptedModel(
      { content: "Sure! Here are your questions: {\"questions\": [{\"question\": \"Who" },
      { toolCalls: [{ name: "submit_questions", args: { questions: [{ ...FRESNEL, options: FRESNEL.options.slice(0, 3) }, { ...BELL_ROCK, options: ["Robert Stevenson", "Thomas Stevenson", "Robert Stevenson", "David Stevenson"] }] } }] },
      { toolCalls: [{ name: "submit_questions", args: { questions: [{ ...FRESNEL, correct_answer: 7 }, BELL_ROCK] } }] },
      { toolCalls: [{ name: "submit_questions", args: { questions: [FRESNEL] } }] },
    );
    const summary = await mcq(join(dir, "lighthouses.md"), {
      topics: ["lighthouses"],
      numQuestions: 2,
      maxIterations: 4,
      cwd: dir,
      models: { generator, judge: createOfflineModel("judge", "judge", { temperature: 0 }), validator: createOfflineModel("mcq-reader", "validator", { temperature: 0 }) },
    });
    expect(summary.topics[0]).toMatchObject({ status: "done", approved: 2, iterations_used: 4, stop_reason: "all_approved" });
    expect(generator.calls).toHaveLength(4);
    // Each regeneration asks only for the rejected questions and is told why they were rejected.
    expect(humanText(generator.calls[1]?.messages)).toMatch(/Write 2 question/);
    expect(humanText(generator.calls[1]?.messages)).toMatch(/could not be read/);
    expect(humanText(generator.calls[2]?.messages)).toMatch(/it has 3 options; exactly 4 are required/);
    expect(humanText(generator.calls[2]?.messages)).toMatch(/options A and C are the same/);
    expect(humanText(generator.calls[3]?.messages)).toMatch(/Write 1 question/);
    expect(humanText(generator.calls[3]?.messages)).toMatch(/correct_answer 7 is not the index of an option/);
    // The approved question of the third call is kept, not asked for again.
    expect(humanText(generator.calls[3]?.messages)).toContain(`<keep>\n- ${BELL_ROCK.question}\n</keep>`);

    const output = JSON.parse(await readFile(summary.output, "utf8")) as McqOutput;
    const topic = output.topics[0]!;
    expect(topic.questions.map((question) => question.question).sort()).toEqual([BELL_ROCK.question, FRESNEL.question].sort());
    expect(topic.questions.every((question) => question.validator_answer?.startsWith("Answer:"))).toBe(true);
    expect(topic.evaluation_summary.approved_after_iteration).toEqual([0, 0, 0.5, 1]);
    expect(topic.feedback_history.length).toBeGreaterThanOrEqual(5);
  });

  it("rejects a question whose key the validator does not confirm, and says which option it picked", async () => {
    const dir = await workspace();
    const wrongKey = { ...FRESNEL, correct_answer: 0 };
    const generator = scriptedModel({ toolCalls: [{ name: "submit_questions", args: { questions: [wrongKey] } }] });
    const summary = await mcq(join(dir, "lighthouses.md"), {
      topics: ["Fresnel lens"],
      numQuestions: 1,
      maxIterations: 1,
      cwd: dir,
      models: { generator, judge: createOfflineModel("judge", "judge", { temperature: 0 }), validator: createOfflineModel("mcq-reader", "validator", { temperature: 0 }) },
    });
    expect(summary.topics[0]).toMatchObject({ approved: 0, stop_reason: "max_iterations" });
    const output = JSON.parse(await readFile(summary.output, "utf8")) as McqOutput;
    expect(output.topics[0]!.rejected_questions[0]!.feedback).toMatch(/picked option B, not the keyed option A/);
    // Without answer validation the same question passes on the judge's scores alone.
    const unchecked = await mcq(join(dir, "lighthouses.md"), {
      topics: ["Fresnel lens"],
      numQuestions: 1,
      maxIterations: 1,
      cwd: dir,
      validate: false,
      models: { generator: scriptedModel({ toolCalls: [{ name: "submit_questions", args: { questions: [wrongKey] } }] }), judge: createOfflineModel("judge", "judge", { temperature: 0 }) },
    });
    expect(unchecked.approved).toBe(1);
  });

  it("records a failing model call per topic, completes the other topics, and retries only the failed one on resume", async () => {
    const dir = await workspace();
    const offline = { judge: createOfflineModel("judge", "judge", { temperature: 0 }), validator: createOfflineModel("mcq-reader", "validator", { temperature: 0 }) };
    const first = await mcq(join(dir, "lighthouses.md"), {
      topics: ["Fresnel lens", "lighthouse keepers"],
      numQuestions: 1,
      maxIterations: 1,
      concurrency: 1,
      cwd: dir,
      models: { generator: scriptedModel({ toolCalls: [{ name: "submit_questions", args: { questions: [FRESNEL] } }] }, new Error("provider unavailable")), ...offline },
    });
    expect(first.topics.map((topic) => topic.status)).toEqual(["done", "failed"]);
    expect(first.topics[1]!.error?.message).toMatch(/provider unavailable/);
    const generator = scriptedModel({ toolCalls: [{ name: "submit_questions", args: { questions: [BELL_ROCK] } }] });
    const second = await mcq(join(dir, "lighthouses.md"), { topics: ["Fresnel lens", "lighthouse keepers"], numQuestions: 1, maxIterations: 1, concurrency: 1, cwd: dir, models: { generator, ...offline } });
    expect(second.resumed).toBe(true);
    expect(generator.calls).toHaveLength(1);
    expect(humanText(generator.calls[0]?.messages)).toContain("Topic: lighthouse keepers");
    expect(second.topics.map((topic) => [topic.status, topic.approved])).toEqual([["done", 1], ["done", 1]]);
  });
});
