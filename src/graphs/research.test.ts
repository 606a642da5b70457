import { BaseChatModel } from "@langchain/core/language_models/chat_models";
import { AIMessage, type BaseMessage } from "@langchain/core/messages";
import type { ChatResult } from "@langchain/core/outputs";
import { describe, expect, it } from "vitest";
import type { MemoryReading } from "../agents/research/gate.js";
import type { Aspect, AspectRetrieval } from "../agents/research/types.js";
import type { LlmDecision } from "../agents/run-log.js";
import { researchTemplates } from "../api/research.js";
import { messageText } from "../models/offline/conversation.js";
import { runResearchBaseline, runResearchLoop, type ResearchLoopOptions, type ResearchModels } from "./research.js";

/** A model whose reply is computed from the task prompt and the call number; it records every prompt. */
class ScriptModel extends BaseChatModel {
  prompts: string[] = [];
  constructor(
    readonly role: string,
    private readonly reply: (prompt: string, call: number) => string | Promise<string>,
  ) {
    super({});
  }
  _llmType(): string {
    return `script-${this.role}`;
  }
  async _generate(messages: BaseMessage[]): Promise<ChatResult> {
    const prompt = messageText(messages.at(-1)!);
    const call = this.prompts.push(prompt) - 1;
    const text = await this.reply(prompt, call);
    return { generations: [{ text, message: new AIMessage({ content: text, usage_metadata: { input_tokens: 10, output_tokens: 5, total_tokens: 15 } }) }] };
  }
}

const PLAN = [
  { aspect: "origins", query: "origins of the Normans", reason: "history" },
  { aspect: "language", query: "Norman language", reason: "culture" },
];
const FACTS = ["The Normans came from Normandy.", "Rollo founded the duchy in 911.", "Norman French was their language."];

const supported = (count: number) => ({ verdicts: Array.from({ length: count }, (_, index) => ({ fact: index + 1, label: "supported", reason: "stated" })), written_feedback: "", no_improvements_needed: false });
const wellCovered = (plan: readonly { aspect: string }[] = PLAN) => ({ aspects: plan.map((_, index) => ({ aspect: index + 1, status: "well-covered" })), missing_salient_points: [], plan_quality: "good", no_improvements_needed: false });

interface Script {
  planner?: (prompt: string, call: number) => string;
  verifier?: (prompt: string, call: number) => string | Promise<string>;
  coverage?: (prompt: string, call: number) => string | Promise<string>;
}

function models(script: Script = {}): ResearchModels & Record<keyof ResearchModels, ScriptModel> {
  return {
    planner: new ScriptModel("planner", script.planner ?? (() => JSON.stringify(PLAN))),
    synthesizer: new ScriptModel("synthesizer", (_, call) => `Answer ${call}: the Normans came from Normandy [1]. Rollo founded the duchy in 911 [2].`),
    factExtractor: new ScriptModel("fact_extractor", () => JSON.stringify(FACTS)),
    verifier: new ScriptModel("verifier", script.verifier ?? (() => JSON.stringify(supported(FACTS.length)))),
    coverage: new ScriptModel("coverage", script.coverage ?? (() => JSON.stringify(wellCovered()))),
  };
}

const retrieve = async (plan: readonly Aspect[]): Promise<AspectRetrieval[]> =>
  plan.map((aspect, index) => ({ aspect: aspect.aspect, query: aspect.query, passages: [{ id: index + 1, document: "normans.txt", startLine: 10 * index + 1, endLine: 10 * index + 5, text: `Passage about ${aspect.aspect}.`, score: 1 }] }));

const calm = async (): Promise<MemoryReading> => ({ ramPercent: 40, gpus: [] });

async function run(script: Script = {}, overrides: Partial<ResearchLoopOptions> = {}) {
  const scripted = models(script);
  const decisions: LlmDecision[] = [];
  const gates: string[] = [];
  const state = await runResearchLoop(
    { models: scripted, templates: await researchTemplates(), retrieve, memory: calm, maxIterations: 5, onDecision: (decision) => decisions.push(decision), onGate: (summary) => gates.push(summary), ...overrides },
    { queryId: "q1", query: "Who were the Normans?" },
  );
  return { state, models: scripted, decisions, gates };
}

describe("the research loop (spec 003) with scripted models", () => {
  it("ends after one iteration when every quality criterion is met: quality_complete", async () => {
    const { state, models, decisions, gates } = await run();
    expect(state.termination_reason).toBe("quality_complete");
    expect(state.should_continue).toBe(false);
    expect(state.history).toHaveLength(1);
    expect(state.history[0]).toMatchObject({ iteration: 0, stats: { total_facts: 3, supported: 3, refuted: 0, unclear: 0 }, aspects_well_covered: 2, aspects: 2, factuality: 1, coverage: 1 });
    expect(models.planner.prompts).toHaveLength(1);
    expect(state.citations).toEqual([
      { id: 1, document: "normans.txt", startLine: 1, endLine: 5 },
      { id: 2, document: "normans.txt", startLine: 11, endLine: 15 },
    ]);
    expect(decisions.map((decision) => decision.agent).slice(0, 3)).toEqual(["planner", "synthesizer", "fact_extractor"]);
    expect(decisions.map((decision) => decision.agent).slice(3).sort()).toEqual(["coverage", "verifier"]);
    expect(decisions.every((decision) => decision.input_tokens === 10 && decision.output_tokens === 5 && decision.subject === "q1")).toBe(true);
    expect(gates[0]).toContain("[Iteration Gate] ✓ Quality complete - no further improvements needed - TERMINATING");
    for (const node of ["planner", "retriever", "synthesizer", "fact_extractor", "parallel_evaluation", "iteration_gate"]) {
      const stamp = state.timestamps[`${node}:0`];
      expect(stamp, node).toBeDefined();
      expect(stamp!.end).toBeGreaterThanOrEqual(stamp!.start);
    }
  });

  it("loops back to the planner after a refuted fact, feeds it the feedback and keeps the fact out of the next answer", async () => {
    const refutedOnce = (_: string, call: number) =>
      JSON.stringify(call === 0 ? { verdicts: [{ fact: 1, label: "supported" }, { fact: 2, label: "refuted", reason: "the passage says 911, the fact says 912" }, { fact: 3, label: "supported" }], written_feedback: "fact 2 contradicts passage [2]" } : supported(FACTS.length));
    const { state, models } = await run({ verifier: refutedOnce });
    expect(state.termination_reason).toBe("quality_complete");
    expect(state.history.map((entry) => entry.iteration)).toEqual([0, 1]);
    expect(state.history[0]!.stats.refuted).toBe(1);
    expect(models.planner.prompts).toHaveLength(2);
    expect(models.planner.prompts[1]).toContain("the passage says 911, the fact says 912");
    expect(models.planner.prompts[1]).toContain("<factual_feedback>");
    expect(models.synthesizer.prompts[0]).toMatch(/<excluded>\s*\(none\)\s*<\/excluded>/);
    expect(models.synthesizer.prompts[1]).toContain("1. Rollo founded the duchy in 911.");
  });

  it("stops when both agents say nothing needs improving though a criterion is unmet: quality_complete_by_agents", async () => {
    const { state } = await run({
      verifier: () => JSON.stringify({ ...supported(3), no_improvements_needed: true }),
      coverage: () => JSON.stringify({ ...wellCovered(), aspects: [{ aspect: 1, status: "well-covered" }, { aspect: 2, status: "partially-covered" }], no_improvements_needed: true }),
    });
    expect(state.termination_reason).toBe("quality_complete_by_agents");
    expect(state.history).toHaveLength(1);
  });

  it("stops for memory: RAM at or above the threshold", async () => {
    const { state, gates } = await run({ coverage: () => JSON.stringify({ ...wellCovered(), missing_salient_points: ["a", "b"] }) }, { memory: async () => ({ ramPercent: 90, gpus: [] }) });
    expect(state.termination_reason).toBe("memory_exceeded: RAM usage at 90.0%");
    expect(gates[0]).toContain("✗ NOT MET (2 <= 1)");
  });

  it("stops for memory: a GPU at or above its threshold", async () => {
    const { state } = await run(
      { coverage: () => JSON.stringify({ ...wellCovered(), missing_salient_points: ["a", "b"] }) },
      { memory: async () => ({ ramPercent: 10, gpus: [{ index: 0, percent: 20 }, { index: 1, percent: 97.5 }] }), maxGpuPercent: 95 },
    );
    expect(state.termination_reason).toBe("memory_exceeded: GPU 1 memory at 97.5%");
  });

  it("stops at the iteration limit when quality is never met, with one history entry per iteration", async () => {
    const unclear = () => JSON.stringify({ verdicts: [{ fact: 1, label: "supported" }], written_feedback: "facts 2 and 3 have no evidence" });
    const { state, models } = await run({ verifier: unclear }, { maxIterations: 3, thresholds: { maxUnclearPercent: 15, maxUnclearCount: 1, maxMissingPoints: 1 } });
    expect(state.termination_reason).toBe("max_iterations_reached");
    expect(state.history.map((entry) => entry.iteration)).toEqual([0, 1, 2]);
    expect(state.history[0]!.stats).toEqual({ total_facts: 3, supported: 1, refuted: 0, unclear: 2 });
    expect(models.planner.prompts).toHaveLength(3);
    expect(models.planner.prompts[2]).toContain("have no evidence");
  });

  it("keeps going on unreadable replies: the previous plan is kept, facts count unclear, and the error log says so", async () => {
    const planner = (_: string, call: number) => (call === 0 ? JSON.stringify(PLAN) : "I would rather not plan.");
    const verifier = (_: string, call: number) => (call === 0 ? "no JSON here" : JSON.stringify(supported(3)));
    // Three unclear facts of three pass spec 003's "≤ 3" rule; with at most two allowed they do not.
    const { state } = await run({ planner, verifier }, { thresholds: { maxUnclearPercent: 15, maxUnclearCount: 2, maxMissingPoints: 1 } });
    expect(state.history).toHaveLength(2);
    expect(state.history[0]!.stats.unclear).toBe(3);
    expect(state.history[1]!.plan).toEqual(PLAN);
    expect(state.error_log).toEqual([expect.stringMatching(/^parallel_evaluation \(iteration 0\): .*every fact counted unclear/), expect.stringMatching(/^planner \(iteration 1\): .*kept 2 aspects instead/)]);
  });

  it("runs the verifier and the coverage evaluator concurrently: both start before either finishes", async () => {
    const events: string[] = [];
    let release!: () => void;
    const bothStarted = new Promise<void>((resolve) => (release = resolve));
    let started = 0;
    const waitForTheOther = (role: string, reply: string) => async () => {
      events.push(`start ${role}`);
      if (++started === 2) release();
      // Sequential calls would wait here for a start that never comes: the test fails on the timeout below.
      await Promise.race([bothStarted, new Promise((_, reject) => setTimeout(() => reject(new Error(`${role} waited alone: the calls are not concurrent`)), 5000))]);
      events.push(`end ${role}`);
      return reply;
    };
    const { state } = await run({ verifier: waitForTheOther("verifier", JSON.stringify(supported(3))), coverage: waitForTheOther("coverage", JSON.stringify(wellCovered())) });
    expect(state.termination_reason).toBe("quality_complete");
    const firstEnd = events.findIndex((event) => event.startsWith("end"));
    expect(events.slice(0, firstEnd).sort()).toEqual(["start coverage", "start verifier"]);
  });

  it("the baseline retrieves once for the query and synthesizes once, with no plan and no loop", async () => {
    const scripted = models();
    const seen: (readonly Aspect[])[] = [];
    const result = await runResearchBaseline(
      { models: scripted, templates: await researchTemplates(), retrieve: async (plan) => (seen.push(plan), retrieve(plan)) },
      { queryId: "q1", query: "Who were the Normans?" },
    );
    expect(seen).toEqual([[expect.objectContaining({ query: "Who were the Normans?" })]]);
    expect(scripted.planner.prompts).toHaveLength(0);
    expect(scripted.synthesizer.prompts).toHaveLength(1);
    expect(result.citations.map((citation) => citation.id)).toEqual([1]);
  });
});
