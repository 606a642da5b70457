import { describe, expect, it } from "vitest";
import { parseCoverage, statusOf } from "./coverage.js";
import { parseFacts, sentencesAsFacts } from "./fact-extractor.js";
import { checkMemory, checkQuality, decideGate } from "./gate.js";
import { harmonicMean } from "./icat.js";
import { parsePlan } from "./planner.js";
import { citationsOf } from "./synthesizer.js";
import type { CoverageFeedback, FactualFeedback } from "./types.js";
import { labelOf, parseVerification } from "./verifier.js";

const plan = [
  { aspect: "origins", query: "origins", reason: "" },
  { aspect: "language", query: "language", reason: "" },
];

describe("the planner's reply", () => {
  it("reads an array, an {aspects} object or bare strings; drops duplicates and nameless aspects; keeps at most 7", () => {
    expect(parsePlan('```json\n[{"aspect": "A", "query": "qa", "reason": "r"}, {"aspect": "a", "query": "again"}, {"aspect": "", "query": ""}]\n```')).toEqual({ plan: [{ aspect: "A", query: "qa", reason: "r" }] });
    expect(parsePlan('{"aspects": ["history", {"name": "law", "query": "statutes"}]}')).toEqual({
      plan: [
        { aspect: "history", query: "history", reason: "" },
        { aspect: "law", query: "statutes", reason: "" },
      ],
    });
    const many = JSON.stringify(Array.from({ length: 10 }, (_, index) => ({ aspect: `aspect ${index}`, query: `q${index}` })));
    expect((parsePlan(many) as { plan: unknown[] }).plan).toHaveLength(7);
    expect(parsePlan("no plan today")).toEqual({ error: expect.stringContaining("could not read") });
    expect(parsePlan("[]")).toEqual({ error: "the plan has no aspect with a name and a query" });
  });
});

describe("the synthesizer's citations", () => {
  it("resolves [n], [n, m] and [n-m] to passages once each, ignoring numbers no passage has", () => {
    const retrieval = [{ aspect: "a", query: "a", passages: [1, 2, 3].map((id) => ({ id, document: `d${id}.txt`, startLine: id, endLine: id + 2, text: "", score: 1 })) }];
    expect(citationsOf("One [3]. Two [1, 2]. Three [1-3]. Four [9].", retrieval).map((citation) => [citation.id, citation.document, citation.startLine, citation.endLine])).toEqual([
      [1, "d1.txt", 1, 3],
      [2, "d2.txt", 2, 4],
      [3, "d3.txt", 3, 5],
    ]);
  });
});

describe("the fact extractor's reply", () => {
  it("takes strings or {fact} objects, removes citations and repeats; the answer's sentences are the fallback", () => {
    expect(parseFacts('{"facts": ["Rollo led the Normans [2].", {"fact": "Rollo led the Normans."}, "ok"]}')).toEqual({ facts: ["Rollo led the Normans."] });
    expect(parseFacts("nothing")).toEqual({ error: expect.any(String) });
    expect(sentencesAsFacts("The Normans settled in Normandy [1]. They spoke Norman French [2].")).toEqual(["The Normans settled in Normandy.", "They spoke Norman French."]);
  });
});

describe("the verifier's reply", () => {
  const facts = ["Rollo founded Normandy.", "The duchy began in 911.", "Normans spoke Latin."];
  it("matches verdicts by number or text, reads label synonyms, and counts a fact with no verdict as unclear", () => {
    const reply = JSON.stringify({ verdicts: [{ fact: 1, verdict: "SUPPORTED" }, { fact: "Normans spoke Latin.", label: "contradicted", reason: "French" }, { fact: 7, label: "supported" }], no_improvements_needed: false });
    const parsed = parseVerification(reply, facts);
    expect("feedback" in parsed && parsed.feedback.stats).toEqual({ total_facts: 3, supported: 1, refuted: 1, unclear: 1 });
    expect("feedback" in parsed && parsed.feedback.verdicts[1]).toEqual({ fact: "The duchy began in 911.", label: "unclear", reason: "the verifier gave no verdict" });
    expect(labelOf("Not enough evidence")).toBe("unclear");
    expect(labelOf("maybe")).toBeUndefined();
  });
});

describe("the coverage evaluator's reply", () => {
  it("matches aspects by number or name; an aspect left out is not covered", () => {
    const parsed = parseCoverage(JSON.stringify({ aspects: [{ aspect: "Origins", status: "Well covered" }], missing_salient_points: ["conquest of England", " "] }), plan);
    expect("feedback" in parsed && parsed.feedback).toMatchObject({
      missing_salient_points: ["conquest of England"],
      aspect_coverage_details: [
        { aspect: "origins", status: "well-covered" },
        { aspect: "language", status: "not-covered", note: "the evaluator gave no status" },
      ],
    });
    expect(statusOf("partially_covered")).toBe("partially-covered");
  });
});

const factual = (total: number, refuted: number, unclear: number, agentsDone = false): FactualFeedback => ({
  stats: { total_facts: total, supported: total - refuted - unclear, refuted, unclear },
  verdicts: [],
  written_feedback: "",
  no_improvements_needed: agentsDone,
});
const coverage = (statuses: CoverageFeedback["aspect_coverage_details"][number]["status"][], missing = 0, agentsDone = false): CoverageFeedback => ({
  missing_salient_points: Array.from({ length: missing }, (_, index) => `point ${index}`),
  aspect_coverage_details: statuses.map((status, index) => ({ aspect: `a${index}`, status })),
  plan_quality: "",
  no_improvements_needed: agentsDone,
});

describe("the iteration gate (spec 003 Termination Logic)", () => {
  it("applies the four quality criteria: no refuted fact, unclear ≤ 15 % or ≤ 3, missing points ≤ 1, every aspect well covered", () => {
    expect(checkQuality(factual(50, 0, 5), coverage(["well-covered"], 1)).met).toBe(true);
    expect(checkQuality(factual(50, 1, 0), coverage(["well-covered"])).refutedOk).toBe(false);
    expect(checkQuality(factual(10, 0, 3), coverage(["well-covered"])).unclearOk).toBe(true);
    expect(checkQuality(factual(20, 0, 4), coverage(["well-covered"])).unclearOk).toBe(false);
    expect(checkQuality(factual(40, 0, 6), coverage(["well-covered"])).unclearOk).toBe(true);
    expect(checkQuality(factual(5, 0, 0), coverage(["well-covered"], 2)).missingOk).toBe(false);
    expect(checkQuality(factual(5, 0, 0), coverage(["well-covered", "partially-covered"])).aspectsOk).toBe(false);
  });

  it("decides in priority order: quality, both agents, memory, iteration limit", () => {
    const memory = { ramPercent: 95, gpus: [] };
    const base = { iteration: 4, maxIterations: 5, memory };
    expect(decideGate({ ...base, factual: factual(5, 0, 0), coverage: coverage(["well-covered"]) }).terminationReason).toBe("quality_complete");
    expect(decideGate({ ...base, factual: factual(5, 1, 0, true), coverage: coverage(["not-covered"], 0, true) }).terminationReason).toBe("quality_complete_by_agents");
    expect(decideGate({ ...base, factual: factual(5, 1, 0), coverage: coverage(["not-covered"]) }).terminationReason).toBe("memory_exceeded: RAM usage at 95.0%");
    expect(decideGate({ ...base, memory: { ramPercent: 10, gpus: [] }, factual: factual(5, 1, 0), coverage: coverage(["not-covered"]) }).terminationReason).toBe("max_iterations_reached");
    const going = decideGate({ ...base, iteration: 1, memory: { ramPercent: 10, gpus: [] }, factual: factual(5, 1, 0), coverage: coverage(["not-covered"]) });
    expect(going).toMatchObject({ shouldContinue: true, terminationReason: null });
    expect(going.summary).toContain("→ Refuted: ✗ NOT MET (must be 0)");
    expect(going.summary).toContain("Current iteration: 1");
  });

  it("checks RAM first, then each GPU, against thresholds reached inclusively", () => {
    expect(checkMemory({ ramPercent: 89.9, gpus: [{ index: 0, percent: 89.9 }] })).toEqual({ ok: true });
    expect(checkMemory({ ramPercent: 50, gpus: [{ index: 0, percent: 10 }, { index: 1, percent: 90 }] })).toEqual({ ok: false, reason: "GPU 1 memory at 90.0%" });
    expect(checkMemory({ ramPercent: 80, gpus: [] }, 80)).toEqual({ ok: false, reason: "RAM usage at 80.0%" });
  });
});

describe("ICAT's combination", () => {
  it("is the harmonic mean of factuality and coverage, 0 when both are 0", () => {
    expect(harmonicMean(1, 0.5)).toBeCloseTo(2 / 3, 10);
    expect(harmonicMean(0, 0)).toBe(0);
    expect(harmonicMean(0.8, 0.8)).toBeCloseTo(0.8, 10);
  });
});
