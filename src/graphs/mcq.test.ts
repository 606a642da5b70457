import { describe, expect, it } from "vitest";
import type { ContextChunk } from "../agents/mcq/context.js";
import type { EvaluationInput, McqEvaluation } from "../agents/mcq/evaluate.js";
import type { GenerationOutcome, GenerationRequest } from "../agents/mcq/generate.js";
import type { McqQuestion } from "../agents/mcq/question.js";
import { mcqRubric } from "../config/rubric.js";
import { createMcqGraph, runMcqGraph, type McqGraphServices } from "./mcq.js";

const rubric = mcqRubric(0.75);
const chunks: ContextChunk[] = [
  { section: "Intro", text: "Alpha is the first letter.", score: 0.4, start_line: 1, end_line: 1 },
  { section: "Body", text: "Beta is the second letter.", score: 0.3, start_line: 3, end_line: 3 },
];

function question(n: number): McqQuestion {
  return { question: `Which letter is number ${n} in the list?`, options: [`L${n}a`, `L${n}b`, `L${n}c`, `L${n}d`], correct_answer: 1, explanation: "stated", source_section: n % 2 ? "Intro" : "Body" };
}

/** Services that record their calls: the generator writes numbered questions, the evaluator decides by `approve`. */
function scripted(approve: (input: EvaluationInput, question: McqQuestion | undefined) => number, options: { context?: ContextChunk[] } = {}) {
  const calls = { retrieve: 0, generate: [] as GenerationRequest[], evaluate: [] as EvaluationInput[] };
  let written = 0;
  const services: McqGraphServices = {
    retrieve: async () => {
      calls.retrieve++;
      return options.context ?? chunks;
    },
    generate: async (request): Promise<GenerationOutcome> => {
      calls.generate.push(request);
      return { items: Array.from({ length: request.count }, () => ({ question: question(++written) })), log: { reasoning: [], tool_calls: [], subagent_calls: [], provenance_summary: { unique_files: [], grep_queries: [], total_content_read_chars: 0 } } };
    },
    evaluate: async (input): Promise<McqEvaluation> => {
      calls.evaluate.push(input);
      const current = "question" in input.candidate ? input.candidate.question : undefined;
      const score = approve(input, current);
      return { question_index: input.index, score, approved: score >= rubric.threshold, feedback: score >= rubric.threshold ? "" : `weak distractors in ${current?.question}`, criteria_scores: {}, check_failures: [], iteration: input.iteration };
    },
  };
  return { services, calls };
}

const base = { documentId: "doc", topic: "letters", numQuestions: 4, maxIterations: 3, difficulty: "medium" as const };

describe("the mcq StateGraph (spec 002)", () => {
  it("ends right after retrieve_context when no context is found, with spec 002's warnings and nothing generated", async () => {
    const { services, calls } = scripted(() => 1, { context: [] });
    const result = await runMcqGraph(services, rubric, { ...base, topic: "quantum computing" });
    expect(calls.generate).toHaveLength(0);
    expect(calls.evaluate).toHaveLength(0);
    expect(result).toMatchObject({
      questions: [],
      context: "",
      iterations_used: 0,
      stop_reason: "no_context",
      evaluation_summary: { total_generated: 0, total_approved: 0, average_score: 0 },
      quality_warnings: ["No relevant content found for topic: 'quantum computing'", "This topic does not appear to exist in the document.", "Please try a different topic or upload a relevant document."],
    });
  });

  it("ends after one iteration when every question is approved, the context combined with its sections", async () => {
    const { services, calls } = scripted(() => 0.9);
    const result = await runMcqGraph(services, rubric, base);
    expect(calls.generate).toHaveLength(1);
    expect(calls.generate[0]).toMatchObject({ count: 4, keep: [], feedback: [], sections: ["Intro", "Body"] });
    expect(calls.evaluate).toHaveLength(4);
    expect(result.stop_reason).toBe("all_approved");
    expect(result.iterations_used).toBe(1);
    expect(result.questions.map((q) => q.question)).toEqual([1, 2, 3, 4].map((n) => question(n).question));
    expect(result.quality_warnings).toBeNull();
    expect(result.context).toBe("[Intro]\nAlpha is the first letter.\n\n[Body]\nBeta is the second letter.");
    expect(result.evaluation_summary).toMatchObject({ total_generated: 4, total_approved: 4, average_score: 0.9, approved_after_iteration: [1] });
  });

  it("regenerates only the rejected questions, with the accumulated feedback, and keeps the approved ones", async () => {
    // Questions 2 and 4 of the first batch are rejected; every later one is approved.
    const { services, calls } = scripted((input) => (input.iteration === 1 && (input.index === 1 || input.index === 3) ? 0.5 : 0.9));
    const nodes: string[] = [];
    const graph = createMcqGraph(services, rubric);
    for await (const update of await graph.stream({ query: "letters", num_questions: 4, max_iterations: 3, difficulty: "medium" }, { streamMode: "updates" })) nodes.push(...Object.keys(update));
    expect(nodes).toEqual(["retrieve_context", "generate_questions", "evaluate_questions", "regenerate_questions", "evaluate_questions"]);

    const second = calls.generate[1]!;
    expect(second.count).toBe(2);
    expect(second.keep.map((q) => q.question)).toEqual([question(1).question, question(3).question]);
    expect(second.feedback).toEqual([`Iteration 1, question 2 ("${question(2).question}"): weak distractors in ${question(2).question}`, `Iteration 1, question 4 ("${question(4).question}"): weak distractors in ${question(4).question}`]);
    // The second evaluation covers only the two new questions, in the slots of the rejected ones.
    expect(calls.evaluate.slice(4).map((input) => input.index)).toEqual([1, 3]);

    const result = await runMcqGraph(scripted((input) => (input.iteration === 1 && (input.index === 1 || input.index === 3) ? 0.5 : 0.9)).services, rubric, base);
    expect(result.stop_reason).toBe("all_approved");
    expect(result.iterations_used).toBe(2);
    expect(result.questions.map((q) => q.question)).toEqual([question(1).question, question(5).question, question(3).question, question(6).question]);
    expect(result.evaluation_summary.approved_after_iteration).toEqual([0.5, 1]);
  });

  it("stops at max_iterations and returns the best available questions with spec 002's warnings", async () => {
    const { services, calls } = scripted((input) => (input.index === 0 ? 0.8 : 0.4 + input.iteration * 0.1));
    const result = await runMcqGraph(services, rubric, { ...base, maxIterations: 3 });
    expect(calls.generate.map((request) => request.count)).toEqual([4, 3, 3]);
    expect(result.stop_reason).toBe("max_iterations");
    expect(result.iterations_used).toBe(3);
    expect(result.questions).toHaveLength(1);
    expect(result.rejected_questions).toHaveLength(3);
    expect(result.quality_warnings).toEqual(["Reached maximum iterations (3)", "Only 1/4 questions approved", "Returning best available questions with warnings"]);
    // The feedback accumulates over the iterations: the third call sees the first two's.
    expect(calls.generate[2]!.feedback.filter((line) => line.startsWith("Iteration 1"))).toHaveLength(3);
    expect(calls.generate[2]!.feedback.filter((line) => line.startsWith("Iteration 2"))).toHaveLength(3);
  });

  it("stops early when an iteration raises neither the approved count nor the mean score (adaptive stop), and not without it", async () => {
    const flat = () => 0.5;
    const adaptive = await runMcqGraph(scripted(flat).services, rubric, { ...base, maxIterations: 5, plateauDelta: 0.02 });
    expect(adaptive.stop_reason).toBe("plateau");
    expect(adaptive.iterations_used).toBe(2);
    expect(adaptive.quality_warnings).toContain("Scores plateaued after 2 iterations; stopped early");
    const full = await runMcqGraph(scripted(flat).services, rubric, { ...base, maxIterations: 5 });
    expect(full.stop_reason).toBe("max_iterations");
    expect(full.iterations_used).toBe(5);
    // Rising scores are no plateau.
    const rising = await runMcqGraph(scripted((input) => 0.3 + input.iteration * 0.1).services, rubric, { ...base, maxIterations: 4, plateauDelta: 0.02 });
    expect(rising.iterations_used).toBe(4);
  });

  it("evaluates the questions of an iteration at once", async () => {
    let inFlight = 0;
    let most = 0;
    const { services } = scripted(() => 0.9);
    const evaluate = services.evaluate;
    services.evaluate = async (input) => {
      inFlight++;
      most = Math.max(most, inFlight);
      await new Promise((resolve) => setImmediate(resolve));
      inFlight--;
      return evaluate(input);
    };
    await runMcqGraph(services, rubric, base);
    expect(most).toBe(4);
  });

  it("gives each slot its difficulty (mixed: easy, medium, hard in turn) and a later question sees the earlier ones for repeats", async () => {
    const { services, calls } = scripted(() => 0.9);
    const result = await runMcqGraph(services, rubric, { ...base, difficulty: "mixed" });
    expect(calls.generate[0]!.difficulties).toEqual(["easy", "medium", "hard", "easy"]);
    expect(result.questions.map((q) => q.difficulty)).toEqual(["easy", "medium", "hard", "easy"]);
    expect(calls.evaluate.map((input) => input.earlier.length)).toEqual([0, 1, 2, 3]);
  });
});
