import type { CoverageFeedback, FactualFeedback } from "./types.js";

/**
 * spec 003 "Termination Logic": the iteration gate's decision, in priority order — quality (all four criteria met),
 * then both agents saying nothing needs improving, then memory safety (RAM or a GPU at or above its threshold), then
 * the iteration limit.
 */

export interface QualityThresholds {
  /** Unclear facts allowed as a share of all facts, in percent (spec 003: 15). */
  maxUnclearPercent: number;
  /** …or as a count (spec 003: 3); either one suffices. */
  maxUnclearCount: number;
  /** Missing salient points allowed (spec 003: 1). */
  maxMissingPoints: number;
}

export const DEFAULT_QUALITY_THRESHOLDS: QualityThresholds = { maxUnclearPercent: 15, maxUnclearCount: 3, maxMissingPoints: 1 };
export const DEFAULT_MAX_MEMORY_PERCENT = 90;
export const DEFAULT_MAX_ITERATIONS = 5;

export interface QualityCheck {
  met: boolean;
  refutedOk: boolean;
  unclearOk: boolean;
  missingOk: boolean;
  aspectsOk: boolean;
  unclearPercent: number;
}

export function checkQuality(factual: FactualFeedback, coverage: CoverageFeedback, thresholds: QualityThresholds = DEFAULT_QUALITY_THRESHOLDS): QualityCheck {
  const { total_facts: total, refuted, unclear } = factual.stats;
  const unclearPercent = total === 0 ? 0 : (unclear / total) * 100;
  const refutedOk = refuted === 0;
  const unclearOk = unclearPercent <= thresholds.maxUnclearPercent || unclear <= thresholds.maxUnclearCount;
  const missingOk = coverage.missing_salient_points.length <= thresholds.maxMissingPoints;
  const aspectsOk = coverage.aspect_coverage_details.every((aspect) => aspect.status === "well-covered");
  return { met: refutedOk && unclearOk && missingOk && aspectsOk, refutedOk, unclearOk, missingOk, aspectsOk, unclearPercent };
}

/** Memory in use, in percent: RAM, and each GPU's when `nvidia-smi` is there. */
export interface MemoryReading {
  ramPercent: number;
  gpus: { index: number; percent: number }[];
}

export function checkMemory(reading: MemoryReading, maxRamPercent = DEFAULT_MAX_MEMORY_PERCENT, maxGpuPercent = DEFAULT_MAX_MEMORY_PERCENT): { ok: true } | { ok: false; reason: string } {
  if (reading.ramPercent >= maxRamPercent) return { ok: false, reason: `RAM usage at ${reading.ramPercent.toFixed(1)}%` };
  for (const gpu of reading.gpus) if (gpu.percent >= maxGpuPercent) return { ok: false, reason: `GPU ${gpu.index} memory at ${gpu.percent.toFixed(1)}%` };
  return { ok: true };
}

export type TerminationReason = "quality_complete" | "quality_complete_by_agents" | `memory_exceeded: ${string}` | "max_iterations_reached";

export interface GateInput {
  /** The iteration just evaluated (0-based). */
  iteration: number;
  maxIterations: number;
  factual: FactualFeedback;
  coverage: CoverageFeedback;
  memory: MemoryReading;
  thresholds?: QualityThresholds;
  maxRamPercent?: number;
  maxGpuPercent?: number;
}

export interface GateDecision {
  shouldContinue: boolean;
  terminationReason: TerminationReason | null;
  quality: QualityCheck;
  /** The console summary of spec 003 "Iteration Gate". */
  summary: string;
}

export function decideGate(input: GateInput): GateDecision {
  const thresholds = input.thresholds ?? DEFAULT_QUALITY_THRESHOLDS;
  const quality = checkQuality(input.factual, input.coverage, thresholds);
  const memory = checkMemory(input.memory, input.maxRamPercent, input.maxGpuPercent);
  const reason: TerminationReason | null = quality.met
    ? "quality_complete"
    : input.factual.no_improvements_needed && input.coverage.no_improvements_needed
      ? "quality_complete_by_agents"
      : !memory.ok
        ? `memory_exceeded: ${memory.reason}`
        : input.iteration + 1 >= input.maxIterations
          ? "max_iterations_reached"
          : null;
  return { shouldContinue: reason === null, terminationReason: reason, quality, summary: gateSummary(input, quality, thresholds, reason) };
}

const VERDICT_TEXT: Record<"quality_complete" | "quality_complete_by_agents" | "max_iterations_reached", string> = {
  quality_complete: "✓ Quality complete - no further improvements needed - TERMINATING",
  quality_complete_by_agents: "✓ Both agents report no improvements needed - TERMINATING",
  max_iterations_reached: "⚠ Maximum iterations reached - TERMINATING",
};

export function gateSummary(input: GateInput, quality: QualityCheck, thresholds: QualityThresholds, reason: TerminationReason | null): string {
  const { total_facts: total, supported, refuted, unclear } = input.factual.stats;
  const mark = (ok: boolean) => (ok ? "✓ OK" : "✗ NOT MET");
  const wellCovered = input.coverage.aspect_coverage_details.filter((aspect) => aspect.status === "well-covered").length;
  const missing = input.coverage.missing_salient_points.length;
  const verdict =
    reason === null
      ? "→ Continuing to refine the plan"
      : reason.startsWith("memory_exceeded")
        ? `⚠ ${reason} - TERMINATING`
        : VERDICT_TEXT[reason as keyof typeof VERDICT_TEXT];
  return [
    "[Iteration Gate] EVALUATION",
    `  Current iteration: ${input.iteration}`,
    `  Mode: Quality-controlled (memory-bounded, at most ${input.maxIterations} iterations)`,
    "",
    "  Quality Check:",
    `    Facts: ${supported}/${total} supported, ${refuted} refuted, ${unclear} unclear (${Math.round(quality.unclearPercent)}%)`,
    `      → Refuted: ${mark(quality.refutedOk)} (must be 0)`,
    `      → Unclear: ${mark(quality.unclearOk)} (${unclear} <= ${thresholds.maxUnclearPercent}% OR ${unclear} <= ${thresholds.maxUnclearCount})`,
    `    Coverage: ${missing} missing salient points, ${wellCovered}/${input.coverage.aspect_coverage_details.length} aspects well-covered`,
    `      → Missing points: ${mark(quality.missingOk)} (${missing} <= ${thresholds.maxMissingPoints})`,
    `      → Aspects: ${mark(quality.aspectsOk)} (all well-covered)`,
    "",
    `[Iteration Gate] ${verdict}`,
  ].join("\n");
}
