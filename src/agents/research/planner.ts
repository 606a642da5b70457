import type { BaseChatModel } from "@langchain/core/language_models/chat_models";
import { z } from "zod";
import type { PromptTemplate } from "../../config/prompt-templates.js";
import { normaliseForMatch } from "../../documents/words.js";
import { extractJson } from "../json-extract.js";
import type { LlmDecision } from "../run-log.js";
import { callModel, clip, decisionOf, type CallContext } from "./call.js";
import { coverageFeedbackText, factualFeedbackText, planText } from "./format.js";
import { MAX_ASPECTS, type Aspect, type CoverageFeedback, type FactualFeedback } from "./types.js";

/** spec 003 Agent 1: the query decomposed into aspects (iteration 0), then refined from the two agents' feedback. */

export const PLANNER_SYSTEM_PROMPT = "You plan research answers: you decompose a query into the aspects a complete answer must cover.";

const aspectSchema = z.union([
  z.string().min(1).transform((text) => ({ aspect: text, query: text, reason: "" })),
  z
    .object({
      aspect: z.string().optional(),
      name: z.string().optional(),
      query: z.string().optional(),
      reason: z.string().optional(),
    })
    .transform((entry) => ({ aspect: (entry.aspect ?? entry.name ?? entry.query ?? "").trim(), query: (entry.query ?? entry.aspect ?? entry.name ?? "").trim(), reason: (entry.reason ?? "").trim() })),
]);
const planSchema = z.union([z.array(aspectSchema), z.object({ aspects: z.array(aspectSchema) }).transform((value) => value.aspects), z.object({ plan: z.array(aspectSchema) }).transform((value) => value.plan)]);

export interface PlanResult {
  plan: Aspect[];
  decision: LlmDecision;
  /** Why the reply was not used as given (unreadable, empty, too many aspects), when it was not. */
  error?: string;
}

/** A plan read from a reply: aspects with a name and a query, duplicates dropped, at most MAX_ASPECTS. */
export function parsePlan(text: string): { plan: Aspect[] } | { error: string } {
  const extracted = extractJson(text, "any");
  if ("error" in extracted) return { error: extracted.error };
  const parsed = planSchema.safeParse(extracted.value);
  if (!parsed.success) return { error: `the plan is not a list of aspects: ${parsed.error.issues[0]?.message ?? "invalid"}` };
  const seen = new Set<string>();
  const plan = parsed.data.filter((aspect) => {
    const key = normaliseForMatch(aspect.aspect);
    if (aspect.aspect === "" || aspect.query === "" || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  if (plan.length === 0) return { error: "the plan has no aspect with a name and a query" };
  return { plan: plan.slice(0, MAX_ASPECTS) };
}

export async function generateInitialPlan(model: BaseChatModel, template: PromptTemplate, query: string, context: CallContext): Promise<PlanResult> {
  const prompt = template.render({ QUERY: query, MAX_ASPECTS: String(MAX_ASPECTS) });
  const reply = await callModel(model, PLANNER_SYSTEM_PROMPT, prompt, context);
  const parsed = parsePlan(reply.text);
  const fallback: Aspect[] = [{ aspect: "the query", query, reason: "the query itself: the planner's reply could not be read" }];
  return finish(parsed, fallback, reply, model, context, `initial plan for: ${clip(query)}`);
}

export interface RefineInput {
  query: string;
  plan: readonly Aspect[];
  factual?: FactualFeedback;
  coverage?: CoverageFeedback;
}

export async function refinePlan(model: BaseChatModel, template: PromptTemplate, input: RefineInput, context: CallContext): Promise<PlanResult> {
  const prompt = template.render({
    QUERY: input.query,
    PLAN: planText(input.plan),
    FACTUAL_FEEDBACK: factualFeedbackText(input.factual),
    COVERAGE_FEEDBACK: coverageFeedbackText(input.coverage),
    MAX_ASPECTS: String(MAX_ASPECTS),
  });
  const reply = await callModel(model, PLANNER_SYSTEM_PROMPT, prompt, context);
  const stats = input.factual?.stats;
  const summary = `refine ${input.plan.length} aspects; facts ${stats ? `${stats.supported}/${stats.total_facts} supported, ${stats.refuted} refuted, ${stats.unclear} unclear` : "unchecked"}; ${input.coverage?.missing_salient_points.length ?? 0} missing points`;
  return finish(parsePlan(reply.text), [...input.plan], reply, model, context, summary);
}

function finish(parsed: ReturnType<typeof parsePlan>, fallback: Aspect[], reply: Awaited<ReturnType<typeof callModel>>, model: BaseChatModel, context: CallContext, summary: string): PlanResult {
  if ("error" in parsed) {
    const error = `${parsed.error}; kept ${fallback.length === 1 ? "one aspect" : `${fallback.length} aspects`} instead`;
    return { plan: fallback, error, decision: decisionOf("planner", model, reply, context, summary, { plan: fallback, raw: clip(reply.text, 400) }, error) };
  }
  return { plan: parsed.plan, decision: decisionOf("planner", model, reply, context, summary, { plan: parsed.plan }) };
}
