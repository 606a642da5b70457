import type { BaseChatModel } from "@langchain/core/language_models/chat_models";
import { z } from "zod";
import type { PromptTemplate } from "../../config/prompt-templates.js";
import { normaliseForMatch } from "../../documents/words.js";
import { extractJson } from "../json-extract.js";
import type { LlmDecision } from "../run-log.js";
import { callModel, clip, decisionOf, type CallContext } from "./call.js";
import { planText } from "./format.js";
import type { Aspect, AspectCoverage, CoverageFeedback, CoverageStatus } from "./types.js";

/** spec 003 Agent 6: how well the answer covers each aspect, what salient points it misses, how good the plan is. */

export const COVERAGE_SYSTEM_PROMPT = "You evaluate how completely an answer covers a research query and its planned aspects.";

const aspectSchema = z.object({
  aspect: z.union([z.number(), z.string()]),
  status: z.string(),
  note: z.string().optional(),
});
const replySchema = z.object({
  aspects: z.array(aspectSchema).optional(),
  aspect_coverage_details: z.array(aspectSchema).optional(),
  missing_salient_points: z.array(z.union([z.string(), z.object({ point: z.string() }).transform((entry) => entry.point)])).optional(),
  plan_quality: z.string().optional(),
  no_improvements_needed: z.boolean().optional(),
});

export interface CoverageResult {
  feedback: CoverageFeedback;
  decision: LlmDecision;
  error?: string;
}

export function statusOf(text: string): CoverageStatus | undefined {
  const word = text.trim().toLowerCase().replace(/[\s_]+/g, "-");
  if (/^(well|fully|complete|covered$)/.test(word)) return "well-covered";
  if (/^(partial|some|partly)/.test(word)) return "partially-covered";
  if (/^(not|un|missing|none|absent)/.test(word)) return "not-covered";
  return undefined;
}

/** A reply matched to the plan's aspects by number or name; an aspect the reply leaves out is not covered. */
export function parseCoverage(text: string, plan: readonly Aspect[]): { feedback: CoverageFeedback } | { error: string } {
  const extracted = extractJson(text, "object");
  if ("error" in extracted) return { error: extracted.error };
  const parsed = replySchema.safeParse(extracted.value);
  if (!parsed.success) return { error: "the reply is not a coverage evaluation" };
  const byIndex = new Map<number, AspectCoverage>();
  for (const entry of parsed.data.aspects ?? parsed.data.aspect_coverage_details ?? []) {
    const index =
      typeof entry.aspect === "number"
        ? entry.aspect - 1
        : /^\d+$/.test(entry.aspect.trim())
          ? Number(entry.aspect) - 1
          : plan.findIndex((aspect) => normaliseForMatch(aspect.aspect) === normaliseForMatch(String(entry.aspect)));
    const status = statusOf(entry.status);
    if (index < 0 || index >= plan.length || !status || byIndex.has(index)) continue;
    byIndex.set(index, { aspect: plan[index]!.aspect, status, ...(entry.note ? { note: entry.note } : {}) });
  }
  return {
    feedback: {
      missing_salient_points: (parsed.data.missing_salient_points ?? []).map((point) => point.trim()).filter(Boolean),
      aspect_coverage_details: plan.map((aspect, index) => byIndex.get(index) ?? { aspect: aspect.aspect, status: "not-covered", note: "the evaluator gave no status" }),
      plan_quality: (parsed.data.plan_quality ?? "").trim(),
      no_improvements_needed: parsed.data.no_improvements_needed ?? false,
    },
  };
}

export interface CoverageInput {
  query: string;
  plan: readonly Aspect[];
  answer: string;
}

export async function evaluateCoverage(model: BaseChatModel, template: PromptTemplate, input: CoverageInput, context: CallContext): Promise<CoverageResult> {
  const summary = `${input.plan.length} aspects, answer of ${input.answer.length} characters`;
  const reply = await callModel(model, COVERAGE_SYSTEM_PROMPT, template.render({ QUERY: input.query, PLAN: planText(input.plan), ANSWER: input.answer }), context);
  const parsed = parseCoverage(reply.text, input.plan);
  if ("error" in parsed) {
    const feedback: CoverageFeedback = {
      missing_salient_points: [],
      aspect_coverage_details: input.plan.map((aspect) => ({ aspect: aspect.aspect, status: "not-covered", note: "the evaluator's reply could not be read" })),
      plan_quality: "",
      no_improvements_needed: false,
    };
    const error = `${parsed.error}; every aspect counted not covered`;
    return { feedback, error, decision: decisionOf("coverage", model, reply, context, summary, { raw: clip(reply.text, 400) }, error) };
  }
  const { feedback } = parsed;
  return { feedback, decision: decisionOf("coverage", model, reply, context, summary, feedback) };
}
