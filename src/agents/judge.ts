import type { BaseChatModel } from "@langchain/core/language_models/chat_models";
import type { AIMessage} from "@langchain/core/messages";
import { HumanMessage, SystemMessage, type BaseMessage } from "@langchain/core/messages";
import type { RunnableConfig } from "@langchain/core/runnables";
import { z } from "zod";
import type { Rubric } from "../config/rubric.js";
import { extractJson } from "./json-extract.js";
import { invocationLog, type InvocationLog } from "./run-log.js";

/**
 * The judge role shared by every pipeline (chains polish, mcq evaluation, eval correctness): a rubric in, scores and
 * feedback out. The model scores; qaforge decides. A reply that cannot be read is a rejection with zero scores and
 * the reason (spec 001's fallback), never a crash.
 */

export interface JudgeSubject {
  question: string;
  answer: string;
  /** The passages the answer should rest on, with where they come from. */
  evidence: string;
  category?: { name: string; description: string };
}

export interface JudgeInput {
  /** A pipeline's rendered prompt template (may be empty). */
  instructions: string;
  subject: JudgeSubject;
  rubric: Rubric;
}

export interface Judgement {
  approved: boolean;
  scores: Record<string, number>;
  weighted_score: number;
  feedback: string;
  polished_answer?: string;
  rejection_reason: string | null;
  failed_criteria: string[];
  parse_error?: string;
  /** What the call did, for the run log. */
  log: InvocationLog;
}

export const SUBMIT_JUDGEMENT = {
  name: "submit_judgement",
  description: "Submit a score from 0.0 to 1.0 for every criterion of the rubric, specific feedback and, when asked, a polished answer.",
  schema: z.object({
    scores: z.record(z.string(), z.number()).describe("criterion id → score from 0.0 to 1.0"),
    feedback: z.string(),
    polished_answer: z.string().optional(),
  }),
};

const JUDGE_SYSTEM_PROMPT =
  "You are a strict, fair reviewer of evaluation data. Score each criterion of the rubric from 0.0 to 1.0 against its description and the evidence given, explain what is wrong or missing, and call submit_judgement. Do not approve or reject: approval is computed from your scores.";

export function judgeMessages(input: JudgeInput): BaseMessage[] {
  const { subject, rubric } = input;
  const sections = [
    input.instructions.trim(),
    subject.category ? `<category name="${subject.category.name.replace(/"/g, "'")}">\n${subject.category.description}\n</category>` : "",
    `<question>\n${subject.question}\n</question>`,
    `<answer>\n${subject.answer}\n</answer>`,
    `<evidence>\n${subject.evidence}\n</evidence>`,
    `<rubric>\n${rubric.criteria.map((criterion) => `- ${criterion.id} (weight ${criterion.weight}): ${criterion.description}`).join("\n")}\n</rubric>`,
  ].filter(Boolean);
  return [new SystemMessage(JUDGE_SYSTEM_PROMPT), new HumanMessage(sections.join("\n\n"))];
}

/** Approval from the scores alone: every criterion at or above its floor and the weighted mean at or above the threshold. */
export function decideApproval(rubric: Rubric, scores: Readonly<Record<string, number>>): { approved: boolean; weighted: number; failed: string[] } {
  const totalWeight = rubric.criteria.reduce((sum, criterion) => sum + criterion.weight, 0);
  const weighted = rubric.criteria.reduce((sum, criterion) => sum + criterion.weight * (scores[criterion.id] ?? 0), 0) / totalWeight;
  const failed = rubric.criteria.filter((criterion) => (scores[criterion.id] ?? 0) < (criterion.min_score ?? 0)).map((criterion) => criterion.id);
  const rounded = Math.round(weighted * 1e9) / 1e9;
  return { approved: failed.length === 0 && rounded >= rubric.threshold, weighted: rounded, failed };
}

/** Reads a judgement from tool arguments or text, repairing the usual faults; an error names what was wrong. */
export function parseJudgement(raw: unknown, rubric: Rubric): { scores: Record<string, number>; feedback: string; polished_answer?: string } | { error: string } {
  let value = raw;
  if (typeof raw === "string") {
    const found = extractJson(raw, "object");
    if ("error" in found) return found;
    value = found.value;
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) return { error: "the judgement is not a JSON object" };
  const record = value as Record<string, unknown>;
  const given = scoreEntries(record.scores ?? record);
  const byKey = new Map(given.map(([key, score]) => [normaliseKey(key), score] as const));
  const scores: Record<string, number> = {};
  for (const criterion of rubric.criteria) {
    const score = byKey.get(normaliseKey(criterion.id));
    if (score === undefined) return { error: `no score for ${criterion.id}` };
    const number = toScore(score);
    if (number === undefined) return { error: `the score of ${criterion.id} is not a number from 0 to 1: ${JSON.stringify(score)}` };
    scores[criterion.id] = number;
  }
  const feedback = typeof record.feedback === "string" ? record.feedback : typeof record.reason === "string" ? record.reason : "";
  const polished = typeof record.polished_answer === "string" && record.polished_answer.trim() !== "" ? record.polished_answer.trim() : undefined;
  return { scores, feedback, ...(polished ? { polished_answer: polished } : {}) };
}

/** `{a: 0.8}`, `[{criterion: "a", score: 0.8}]` or `{a: {score: 0.8}}`. */
function scoreEntries(value: unknown): [string, unknown][] {
  if (Array.isArray(value)) {
    return value.flatMap((entry) => {
      const item = entry as Record<string, unknown>;
      const key = item?.criterion ?? item?.id ?? item?.name;
      return typeof key === "string" ? [[key, item.score ?? item.value] as [string, unknown]] : [];
    });
  }
  if (typeof value !== "object" || value === null) return [];
  return Object.entries(value as Record<string, unknown>).map(([key, score]) => [key, typeof score === "object" && score !== null && "score" in score ? (score as { score: unknown }).score : score]);
}

function normaliseKey(key: string): string {
  return key.toLowerCase().replace(/[\s-]+/g, "_").replace(/_score$/, "");
}

/** 0.8, "0.8", 80, "80%" → 0.8; anything else (or outside 0–1 after that) is not a score. */
function toScore(value: unknown): number | undefined {
  let number: number;
  if (typeof value === "number") number = value;
  else if (typeof value === "string" && /^\s*\d+(\.\d+)?\s*%?\s*$/.test(value)) number = Number(value.replace("%", "")) / (value.includes("%") ? 100 : 1);
  else return undefined;
  // A whole number above 1 is a percentage without its sign: 80 → 0.8.
  if (!String(value).includes("%") && number > 1 && number <= 100 && Number.isInteger(number)) number /= 100;
  return Number.isFinite(number) && number >= 0 && number <= 1 ? number : undefined;
}

/** One judge call: the tool's arguments or, failing that, JSON in the text. A model error propagates. */
export async function runJudge(model: BaseChatModel, input: JudgeInput, config: RunnableConfig = {}): Promise<Judgement> {
  const bound = model.bindTools ? model.bindTools([SUBMIT_JUDGEMENT]) : model;
  const messages = judgeMessages(input);
  const reply = (await bound.invoke(messages, config)) as AIMessage;
  const log = invocationLog([...messages, reply]);
  const call = reply.tool_calls?.find((toolCall) => toolCall.name === SUBMIT_JUDGEMENT.name);
  const text = typeof reply.content === "string" ? reply.content : reply.content.map((part) => ("text" in part && typeof part.text === "string" ? part.text : "")).join("");
  const parsed = parseJudgement(call ? call.args : text, input.rubric);
  if ("error" in parsed) {
    const scores = Object.fromEntries(input.rubric.criteria.map((criterion) => [criterion.id, 0]));
    return { approved: false, scores, weighted_score: 0, feedback: "", rejection_reason: `the judge's reply could not be read: ${parsed.error}`, failed_criteria: input.rubric.criteria.map((criterion) => criterion.id), parse_error: parsed.error, log };
  }
  const decision = decideApproval(input.rubric, parsed.scores);
  const reason = decision.approved
    ? null
    : decision.failed.length > 0
      ? `${decision.failed.map((id) => `${id} ${parsed.scores[id]!.toFixed(2)}`).join(", ")} below the required score${parsed.feedback ? `: ${parsed.feedback}` : ""}`
      : `weighted score ${decision.weighted.toFixed(2)} below the threshold ${input.rubric.threshold}${parsed.feedback ? `: ${parsed.feedback}` : ""}`;
  return {
    approved: decision.approved,
    scores: parsed.scores,
    weighted_score: decision.weighted,
    feedback: parsed.feedback,
    ...(parsed.polished_answer ? { polished_answer: parsed.polished_answer } : {}),
    rejection_reason: reason,
    failed_criteria: decision.failed,
    log,
  };
}
