import type { BaseChatModel } from "@langchain/core/language_models/chat_models";
import { z } from "zod";
import type { PromptTemplate } from "../../config/prompt-templates.js";
import { splitSentences } from "../../documents/sentences.js";
import { normaliseForMatch } from "../../documents/words.js";
import { extractJson } from "../json-extract.js";
import type { LlmDecision } from "../run-log.js";
import { callModel, clip, decisionOf, type CallContext } from "./call.js";

/** spec 003 Agent 4: the answer broken into atomic facts, each checkable on its own. */

export const FACT_EXTRACTOR_SYSTEM_PROMPT = "You break texts into atomic, independently verifiable facts.";
export const MAX_FACTS = 60;

const factsSchema = z.union([
  z.array(z.union([z.string(), z.object({ fact: z.string() }).transform((entry) => entry.fact)])),
  z.object({ facts: z.array(z.union([z.string(), z.object({ fact: z.string() }).transform((entry) => entry.fact)])) }).transform((value) => value.facts),
]);

export interface FactsResult {
  facts: string[];
  decision: LlmDecision;
  error?: string;
}

/** Facts read from a reply: citations removed, blank and repeated ones dropped, at most MAX_FACTS. */
export function parseFacts(text: string): { facts: string[] } | { error: string } {
  const extracted = extractJson(text, "any");
  if ("error" in extracted) return { error: extracted.error };
  const parsed = factsSchema.safeParse(extracted.value);
  if (!parsed.success) return { error: "the facts are not a list of strings" };
  return { facts: cleanFacts(parsed.data) };
}

/** The answer's sentences as facts: the fallback when the extractor's reply cannot be read. */
export function sentencesAsFacts(answer: string): string[] {
  return cleanFacts(splitSentences(answer.replace(/\n+/g, " ")));
}

function cleanFacts(facts: readonly string[]): string[] {
  const seen = new Set<string>();
  const clean: string[] = [];
  for (const fact of facts) {
    const text = fact.replace(/\s*\[\d+(?:\s*[,;–-]\s*\d+)*\]/g, "").replace(/\s+/g, " ").trim();
    const key = normaliseForMatch(text);
    if (key.split(" ").length < 3 || seen.has(key)) continue;
    seen.add(key);
    clean.push(text);
  }
  return clean.slice(0, MAX_FACTS);
}

export async function extractFacts(model: BaseChatModel, template: PromptTemplate, answer: string, context: CallContext): Promise<FactsResult> {
  const reply = await callModel(model, FACT_EXTRACTOR_SYSTEM_PROMPT, template.render({ ANSWER: answer }), context);
  const parsed = parseFacts(reply.text);
  const summary = `answer of ${answer.length} characters`;
  if ("error" in parsed) {
    const facts = sentencesAsFacts(answer);
    const error = `${parsed.error}; the answer's ${facts.length} sentences were taken as facts`;
    return { facts, error, decision: decisionOf("fact_extractor", model, reply, context, summary, { facts, raw: clip(reply.text, 400) }, error) };
  }
  return { facts: parsed.facts, decision: decisionOf("fact_extractor", model, reply, context, summary, { facts: parsed.facts }) };
}
