import type { BaseChatModel } from "@langchain/core/language_models/chat_models";
import type { PromptTemplate } from "../../config/prompt-templates.js";
import type { LlmDecision } from "../run-log.js";
import { callModel, clip, decisionOf, type CallContext } from "./call.js";
import { evidenceText, numberedList, passagesOf, planText } from "./format.js";
import type { Aspect, AspectRetrieval, Citation } from "./types.js";

/** spec 003 Agent 3: the answer written from the plan and the passages, citing them as [n]. */

export const SYNTHESIZER_SYSTEM_PROMPT = "You write comprehensive, factually careful answers from evidence, citing every statement.";

export interface SynthesisInput {
  query: string;
  plan: readonly Aspect[];
  retrieval: readonly AspectRetrieval[];
  /** Statements found to contradict the evidence in an earlier iteration: not to be repeated. */
  excluded: readonly string[];
}

export interface SynthesisResult {
  answer: string;
  citations: Citation[];
  decision: LlmDecision;
  error?: string;
}

export async function synthesizeAnswer(model: BaseChatModel, template: PromptTemplate, input: SynthesisInput, context: CallContext): Promise<SynthesisResult> {
  const prompt = template.render({
    QUERY: input.query,
    PLAN: planText(input.plan),
    EXCLUDED: numberedList(input.excluded),
    EVIDENCE: evidenceText(input.retrieval),
  });
  const reply = await callModel(model, SYNTHESIZER_SYSTEM_PROMPT, prompt, context);
  const answer = reply.text.trim();
  const citations = citationsOf(answer, input.retrieval);
  const passages = passagesOf(input.retrieval).length;
  const summary = `${input.plan.length} aspects, ${passages} passages, ${input.excluded.length} excluded statements`;
  const error = answer === "" ? "the synthesizer's reply is empty" : undefined;
  return { answer, citations, ...(error ? { error } : {}), decision: decisionOf("synthesizer", model, reply, context, summary, { answer: clip(answer, 600), citations: citations.map((citation) => citation.id) }, error) };
}

/** The passages an answer cites as [n] (also [n, m] and [n-m]), each once, resolved to document and lines. */
export function citationsOf(answer: string, retrieval: readonly AspectRetrieval[]): Citation[] {
  const passages = new Map(passagesOf(retrieval).map((passage) => [passage.id, passage]));
  const ids = new Set<number>();
  for (const match of answer.matchAll(/\[(\d+(?:\s*[,;–-]\s*\d+)*)\]/g)) {
    const parts = match[1]!.split(/\s*[,;]\s*/);
    for (const part of parts) {
      const range = /^(\d+)\s*[–-]\s*(\d+)$/.exec(part);
      if (range) for (let id = Number(range[1]); id <= Number(range[2]) && id - Number(range[1]) < 50; id++) ids.add(id);
      else ids.add(Number(part));
    }
  }
  return [...ids]
    .filter((id) => passages.has(id))
    .sort((a, b) => a - b)
    .map((id) => {
      const passage = passages.get(id)!;
      return { id, document: passage.document, startLine: passage.startLine, endLine: passage.endLine, ...(passage.section ? { section: passage.section } : {}) };
    });
}
