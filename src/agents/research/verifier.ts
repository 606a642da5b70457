import type { BaseChatModel } from "@langchain/core/language_models/chat_models";
import { z } from "zod";
import type { PromptTemplate } from "../../config/prompt-templates.js";
import { normaliseForMatch } from "../../documents/words.js";
import { extractJson } from "../json-extract.js";
import type { LlmDecision } from "../run-log.js";
import { callModel, clip, decisionOf, type CallContext } from "./call.js";
import { evidenceText, numberedList } from "./format.js";
import type { AspectRetrieval, FactLabel, FactStats, FactualFeedback, FactVerdict } from "./types.js";

/**
 * spec 003 Agent 5: every fact checked against the passages as supported, refuted or unclear, with written feedback.
 * The counts are qaforge's, from the verdicts; a fact the reply gives no verdict for is unclear.
 */

export const VERIFIER_SYSTEM_PROMPT = "You are a strict fact-checker: you judge facts against the evidence given and nothing else.";

const verdictSchema = z.object({
  fact: z.union([z.number(), z.string()]),
  label: z.string().optional(),
  verdict: z.string().optional(),
  status: z.string().optional(),
  reason: z.string().optional(),
});
const replySchema = z.object({
  verdicts: z.array(verdictSchema).optional(),
  results: z.array(verdictSchema).optional(),
  written_feedback: z.string().optional(),
  feedback: z.string().optional(),
  no_improvements_needed: z.boolean().optional(),
});

export interface VerificationResult {
  feedback: FactualFeedback;
  decision: LlmDecision;
  error?: string;
}

export function labelOf(text: string | undefined): FactLabel | undefined {
  const word = (text ?? "").trim().toLowerCase();
  if (/^(supported|support|true|correct|verified|entailed)/.test(word)) return "supported";
  if (/^(refuted|refute|false|incorrect|contradict|wrong)/.test(word)) return "refuted";
  if (/^(unclear|unknown|unverifiable|insufficient|not enough|neutral|uncertain)/.test(word)) return "unclear";
  return undefined;
}

export function countLabels(verdicts: readonly FactVerdict[]): FactStats {
  return {
    total_facts: verdicts.length,
    supported: verdicts.filter((verdict) => verdict.label === "supported").length,
    refuted: verdicts.filter((verdict) => verdict.label === "refuted").length,
    unclear: verdicts.filter((verdict) => verdict.label === "unclear").length,
  };
}

/** The verdicts of a reply matched to the facts by number (or by text); every fact gets exactly one. */
export function parseVerification(text: string, facts: readonly string[]): { feedback: FactualFeedback } | { error: string } {
  const extracted = extractJson(text, "any");
  if ("error" in extracted) return { error: extracted.error };
  const value = Array.isArray(extracted.value) ? { verdicts: extracted.value } : extracted.value;
  const parsed = replySchema.safeParse(value);
  if (!parsed.success) return { error: "the reply is not a verdict list" };
  const given = parsed.data.verdicts ?? parsed.data.results ?? [];
  const byIndex = new Map<number, FactVerdict>();
  for (const entry of given) {
    const index = typeof entry.fact === "number" ? entry.fact - 1 : /^\d+$/.test(entry.fact.trim()) ? Number(entry.fact) - 1 : facts.findIndex((fact) => normaliseForMatch(fact) === normaliseForMatch(String(entry.fact)));
    const label = labelOf(entry.label ?? entry.verdict ?? entry.status);
    if (index < 0 || index >= facts.length || !label || byIndex.has(index)) continue;
    byIndex.set(index, { fact: facts[index]!, label, reason: (entry.reason ?? "").trim() });
  }
  const verdicts = facts.map((fact, index) => byIndex.get(index) ?? { fact, label: "unclear" as const, reason: "the verifier gave no verdict" });
  return {
    feedback: {
      stats: countLabels(verdicts),
      verdicts,
      written_feedback: (parsed.data.written_feedback ?? parsed.data.feedback ?? "").trim(),
      no_improvements_needed: parsed.data.no_improvements_needed ?? false,
    },
  };
}

export interface VerificationInput {
  query: string;
  facts: readonly string[];
  retrieval: readonly AspectRetrieval[];
}

export async function verifyFacts(model: BaseChatModel, template: PromptTemplate, input: VerificationInput, context: CallContext): Promise<VerificationResult> {
  const summary = `${input.facts.length} facts against ${new Set(input.retrieval.flatMap((entry) => entry.passages.map((passage) => passage.id))).size} passages`;
  const reply = await callModel(model, VERIFIER_SYSTEM_PROMPT, template.render({ QUERY: input.query, FACTS: numberedList(input.facts), EVIDENCE: evidenceText(input.retrieval) }), context);
  const parsed = parseVerification(reply.text, input.facts);
  if ("error" in parsed) {
    const verdicts = input.facts.map((fact) => ({ fact, label: "unclear" as const, reason: "the verifier's reply could not be read" }));
    const feedback: FactualFeedback = { stats: countLabels(verdicts), verdicts, written_feedback: "", no_improvements_needed: false };
    const error = `${parsed.error}; every fact counted unclear`;
    return { feedback, error, decision: decisionOf("verifier", model, reply, context, summary, { stats: feedback.stats, raw: clip(reply.text, 400) }, error) };
  }
  const { feedback } = parsed;
  return { feedback, decision: decisionOf("verifier", model, reply, context, summary, { stats: feedback.stats, verdicts: feedback.verdicts.map((verdict) => verdict.label), written_feedback: clip(feedback.written_feedback, 400), no_improvements_needed: feedback.no_improvements_needed }) };
}
