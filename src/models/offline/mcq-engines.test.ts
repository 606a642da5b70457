import type { AIMessage } from "@langchain/core/messages";
import { describe, expect, it } from "vitest";
import { mechanicalProblems } from "../../agents/mcq/checks.js";
import { combineContext, type ContextChunk } from "../../agents/mcq/context.js";
import { generatorMessages } from "../../agents/mcq/generate.js";
import { readGeneratedQuestions, submitQuestionsTool, type McqQuestion } from "../../agents/mcq/question.js";
import { pickedOption, validatorMessages } from "../../agents/mcq/validate.js";
import { BUILTIN_TEMPLATES, loadTemplate } from "../../config/prompt-templates.js";
import { normaliseForMatch } from "../../documents/words.js";
import { McqReaderModel } from "./mcq-reader.js";
import { McqWriterModel } from "./mcq-writer.js";

const chunks: ContextChunk[] = [
  {
    section: "Bestiary › Vampire › Traits",
    text: [
      "***Forbiddance.*** The vampire can't enter a residence without an invitation from an occupant.",
      "***Running Water.*** The vampire takes 20 Acid damage if it ends its turn in running water.",
      "***Sunlight.*** The vampire takes 20 Radiant damage if it starts its turn in sunlight.",
      "***Spider Climb.*** The vampire can climb difficult surfaces, including along ceilings, without needing to make an ability check.",
    ].join("\n"),
    score: 0.4,
    start_line: 10,
    end_line: 13,
  },
  {
    section: "History",
    text: "The legend was first written down by John Polidori in 1819. Bram Stoker published his novel in 1897, and Sheridan Le Fanu wrote about a female vampire in 1872. Later, Anne Rice revived the genre in 1976.",
    score: 0.3,
    start_line: 20,
    end_line: 20,
  },
];

async function written(count: number, options: { seed?: number; feedback?: string[]; keep?: McqQuestion[] } = {}): Promise<McqQuestion[]> {
  const template = await loadTemplate(BUILTIN_TEMPLATES.mcqGenerator);
  const messages = generatorMessages(template, { topic: "vampires", count, difficulties: Array(count).fill("medium"), context: combineContext(chunks), sections: chunks.map((chunk) => chunk.section), keep: options.keep ?? [], feedback: options.feedback ?? [] });
  const reply = (await new McqWriterModel({ seed: options.seed ?? 0 }).bindTools([submitQuestionsTool()]).invoke(messages)) as AIMessage;
  const read = readGeneratedQuestions(reply.tool_calls![0]!.args);
  if ("error" in read) throw new Error(read.error);
  return read.items.flatMap((item) => ("question" in item ? [item.question] : []));
}

describe("offline mcq-writer", () => {
  it("writes questions in spec 002's format that pass the mechanical checks, keyed to a span of the context", async () => {
    const questions = await written(4);
    expect(questions).toHaveLength(4);
    const context = normaliseForMatch(combineContext(chunks));
    for (const question of questions) {
      expect(mechanicalProblems(question)).toEqual([]);
      expect(context).toContain(normaliseForMatch(question.options[question.correct_answer]!));
      expect(chunks.map((chunk) => chunk.section)).toContain(question.source_section);
    }
    // Spread over the sections in turn.
    expect(new Set(questions.map((question) => question.source_section)).size).toBe(2);
  });

  it("takes distractors of the answer's type from the context: names for a name, years for a year, entries for an entry", async () => {
    for (const question of await written(6)) {
      const correct = question.options[question.correct_answer]!;
      const distractors = question.options.filter((_, index) => index !== question.correct_answer);
      if (/^\d{4}$/.test(correct)) expect(distractors.every((option) => /^\d{4}$/.test(option))).toBe(true);
      else if (question.question.startsWith("Which entry")) expect(distractors.every((option) => ["Forbiddance", "Running Water", "Sunlight", "Spider Climb"].includes(option))).toBe(true);
      else expect(distractors.every((option) => /^[A-Z]/.test(option) && combineContext(chunks).includes(option))).toBe(true);
    }
  });

  it("is deterministic for a seed, and does not write again a question named in the feedback or kept", async () => {
    const first = await written(2);
    expect(await written(2)).toEqual(first);
    const next = await written(2, { feedback: [`Iteration 1, question 1 ("${first[0]!.question}"): weak`], keep: [first[1]!] });
    expect(next.map((question) => question.question)).not.toContain(first[0]!.question);
    expect(next.map((question) => question.question)).not.toContain(first[1]!.question);
  });
});

describe("offline mcq-reader", () => {
  it("picks the keyed option of the writer's questions from the passages, seeing no key", async () => {
    const template = await loadTemplate(BUILTIN_TEMPLATES.mcqValidator);
    const questions = await written(4);
    for (const question of questions) {
      const reply = (await new McqReaderModel().invoke(validatorMessages(template, question, chunks))) as AIMessage;
      expect(pickedOption(String(reply.content), question.options), `${JSON.stringify(question)} ${String(reply.content)}`).toBe(question.correct_answer);
    }
  });

  it("answers none when the passages do not decide between the options", async () => {
    const template = await loadTemplate(BUILTIN_TEMPLATES.mcqValidator);
    const question: McqQuestion = { question: "Which damage does the vampire take in running water?", options: ["Fire", "Cold", "Lightning", "Thunder"], correct_answer: 0, explanation: "", source_section: "" };
    const reply = (await new McqReaderModel().invoke(validatorMessages(template, question, chunks))) as AIMessage;
    expect(String(reply.content)).toMatch(/^Answer: none/);
  });
});

describe("offline judge on a multiple-choice question", () => {
  it("scores distractor quality by the wrong options of the answer's kind and length", async () => {
    const { runJudge } = await import("../../agents/judge.js");
    const { mcqJudgeInput } = await import("../../agents/mcq/evaluate.js");
    const { mcqRubric } = await import("../../config/rubric.js");
    const { JudgeModel } = await import("./judge.js");
    const template = await loadTemplate(BUILTIN_TEMPLATES.mcqEvaluator);
    const base: McqQuestion = { question: "In which year did Bram Stoker publish his novel?", options: ["1819", "1897", "1872", "1976"], correct_answer: 1, explanation: "", source_section: "History" };
    const judge = (question: McqQuestion) => runJudge(new JudgeModel(), mcqJudgeInput(template, mcqRubric(), "vampires", question, combineContext(chunks)));
    expect((await judge(base)).scores.distractor_quality).toBe(1);
    const poor = await judge({ ...base, options: ["1819", "1897", "a castle", "nobody knows when exactly"] });
    expect(poor.scores.distractor_quality).toBeCloseTo(1 / 3, 2);
    expect(poor.weighted_score).toBeLessThan((await judge(base)).weighted_score);
  });
});
