import type { BaseChatModel } from "@langchain/core/language_models/chat_models";
import { HumanMessage, SystemMessage, type AIMessage, type BaseMessage } from "@langchain/core/messages";
import type { RunnableConfig } from "@langchain/core/runnables";
import { z } from "zod";
import type { Rubric } from "../config/rubric.js";
import { QaforgeError } from "../errors.js";
import { messageText } from "../models/offline/conversation.js";
import { usageFromMessage, type TokenUsage } from "../models/usage.js";
import { extractJson } from "./json-extract.js";
import { invocationLog, type InvocationLog } from "./run-log.js";

/**
 * The judge role shared by every pipeline (chains polish, mcq evaluation, eval correctness): a rubric in, scores and
 * feedback out. The model scores; qaforge decides. A reply that cannot be read is a rejection with zero scores and
 * the reason (spec 001's fallback), never a crash; a model error propagates for the caller to record.
 */

export interface JudgeSubject {
  question: string;
  answer: string;
  /** The passages the answer should rest on, with where they come from. */
  evidence: string;
  category?: { name: string; description: string };
  /** More tagged sections, after the evidence: tag name (snake_case) → text, e.g. `reference_answer`. */
  extra?: Record<string, string>;
}

export interface JudgeInput {
  /** A pipeline's rendered prompt template (may be empty). */
  instructions: string;
  subject: JudgeSubject;
  rubric: Rubric;
}

export interface Judgement {
  approved: boolean;
  /** Every criterion of the rubric → its score from 0 to 1 (all 0 when the reply could not be read). */
  scores: Record<string, number>;
  weighted_score: number;
  feedback: string;
  polished_answer?: string;
  rejection_reason: string | null;
  failed_criteria: string[];
  parse_error?: string;
  /** The reply as the model gave it, kept when it could not be read. */
  raw?: string;
  /** What the call did, for the run log. */
  log: InvocationLog;
  /** The tokens the call's reply reports (`usage_metadata`), for a caller that accounts its calls itself. */
  usage: TokenUsage;
}

export const SUBMIT_JUDGEMENT_TOOL_NAME = "submit_judgement";

/** What the model submits. Approval is not part of it: qaforge computes it from the scores. */
export const submitJudgementSchema = z.object({
  scores: z.record(z.string(), z.number().min(0).max(1)).describe("criterion id → score from 0.0 to 1.0"),
  feedback: z.string().describe("what is wrong or missing, and where"),
  polished_answer: z.string().optional().describe("the answer corrected and made complete from the evidence"),
});
export type SubmittedJudgement = z.infer<typeof submitJudgementSchema>;

const SUBMIT_JUDGEMENT_DESCRIPTION =
  "Submit a score from 0.0 to 1.0 for every criterion of the rubric, specific feedback and, when asked, a polished answer.";

/**
 * The tool in JSON-schema form for `bindTools`, the same for every provider; `scores` names the rubric's criteria
 * as required properties so that a model fills exactly those.
 */
export function submitJudgementTool(rubric: Rubric): JudgementTool {
  const cached = toolsByRubric.get(rubric);
  if (cached) return cached;
  const scores = z
    .object(Object.fromEntries(rubric.criteria.map((criterion) => [criterion.id, z.number().min(0).max(1).describe(criterion.description)])))
    .describe("criterion id → score from 0.0 to 1.0");
  const schema = submitJudgementSchema.extend({ scores });
  const tool = { name: SUBMIT_JUDGEMENT_TOOL_NAME, description: SUBMIT_JUDGEMENT_DESCRIPTION, schema: z.toJSONSchema(schema) as Record<string, unknown> };
  toolsByRubric.set(rubric, tool);
  return tool;
}

type JudgementTool = { name: string; description: string; schema: Record<string, unknown> };
type JudgeRunnable = Pick<BaseChatModel, "invoke">;

// A pipeline judges thousands of subjects with one model and one rubric: the tool's JSON schema and the model bound
// to it are built once for each pair (both were a large share of a judge call's CPU).
const toolsByRubric = new WeakMap<Rubric, JudgementTool>();
const boundModels = new WeakMap<BaseChatModel, WeakMap<Rubric, JudgeRunnable>>();

function judgeRunnable(model: BaseChatModel, rubric: Rubric): JudgeRunnable {
  if (!model.bindTools) return model;
  let byRubric = boundModels.get(model);
  if (!byRubric) boundModels.set(model, (byRubric = new WeakMap()));
  let bound = byRubric.get(rubric);
  if (!bound) byRubric.set(rubric, (bound = model.bindTools([submitJudgementTool(rubric)], { tool_choice: SUBMIT_JUDGEMENT_TOOL_NAME })));
  return bound;
}

const JUDGE_SYSTEM_PROMPT = [
  "You are a strict, fair reviewer of evaluation data.",
  "Score each criterion of the rubric from 0.0 to 1.0 against its description, using only the evidence given.",
  "Give specific feedback: what is wrong or missing, and where.",
  `Then call ${SUBMIT_JUDGEMENT_TOOL_NAME}; if you cannot call tools, reply with only its arguments as one JSON object.`,
  "Do not approve or reject: approval is computed from your scores.",
].join(" ");

const TAG_NAME = /^[a-z][a-z0-9_]*$/;

export function judgeMessages(input: JudgeInput): BaseMessage[] {
  const { subject, rubric } = input;
  const extra = Object.entries(subject.extra ?? {});
  const badTag = extra.find(([tag]) => !TAG_NAME.test(tag));
  if (badTag) throw new QaforgeError("invalid_argument", `a judge section's tag must be snake_case, got "${badTag[0]}"`);
  const section = (tag: string, text: string) => `<${tag}>\n${text.trim()}\n</${tag}>`;
  const sections = [
    input.instructions.trim(),
    subject.category ? `<category name="${subject.category.name.replace(/"/g, "'")}">\n${subject.category.description.trim()}\n</category>` : "",
    section("question", subject.question),
    section("answer", subject.answer),
    section("evidence", subject.evidence),
    ...extra.map(([tag, text]) => section(tag, text)),
    section("rubric", rubric.criteria.map((criterion) => `- ${criterion.id} (weight ${criterion.weight}): ${criterion.description.replace(/\s+/g, " ").trim()}`).join("\n")),
  ].filter(Boolean);
  return [new SystemMessage(JUDGE_SYSTEM_PROMPT), new HumanMessage(sections.join("\n\n"))];
}

/** Approval from the scores alone: every criterion at or above its floor and the weighted mean at or above the threshold. */
export function decideApproval(rubric: Rubric, scores: Readonly<Record<string, number>>): { approved: boolean; weighted: number; failed: string[] } {
  const totalWeight = rubric.criteria.reduce((sum, criterion) => sum + criterion.weight, 0);
  const weighted = rubric.criteria.reduce((sum, criterion) => sum + criterion.weight * (scores[criterion.id] ?? 0), 0) / totalWeight;
  const failed = rubric.criteria.filter((criterion) => (scores[criterion.id] ?? 0) < (criterion.min_score ?? 0)).map((criterion) => criterion.id);
  // Rounded so that a mean exactly at the threshold is not lost to floating point (0.6 × 3 + 0.6) / 4.
  const rounded = Math.round(weighted * 1e9) / 1e9;
  return { approved: failed.length === 0 && rounded >= rubric.threshold, weighted: rounded, failed };
}

/** The outer shape of a reply: fields of the wrong type are dropped, not fatal. */
const judgementEnvelope = z.looseObject({
  scores: z.unknown().optional(),
  feedback: z.string().optional().catch(undefined),
  reason: z.string().optional().catch(undefined),
  polished_answer: z.string().optional().catch(undefined),
});

/**
 * Reads a judgement from tool arguments or text (fenced JSON, bare JSON, or the first balanced `{…}`), repairing the
 * usual faults: scores as strings or percentages, as a `[{criterion, score}]` list, keys spelt differently from the
 * rubric's ids. A missing criterion or a score outside 0–1 is an error naming it; an `approved` field is ignored.
 */
export function parseJudgement(raw: unknown, rubric: Rubric): SubmittedJudgement | { error: string } {
  let value = raw;
  if (typeof raw === "string") {
    const found = extractJson(raw, "object");
    if ("error" in found) return found;
    value = found.value;
  }
  const envelope = judgementEnvelope.safeParse(value);
  if (!envelope.success) return { error: "the judgement is not a JSON object" };
  const record = envelope.data;
  const byKey = new Map(scoreEntries(record.scores ?? record).map(([key, score]) => [normaliseKey(key), score] as const));
  const scores: Record<string, number> = {};
  for (const criterion of rubric.criteria) {
    const score = byKey.get(normaliseKey(criterion.id));
    if (score === undefined) return { error: `no score for ${criterion.id}` };
    const number = toScore(score);
    if (number === undefined) return { error: `the score of ${criterion.id} is not a number from 0 to 1: ${JSON.stringify(score)}` };
    scores[criterion.id] = number;
  }
  const polished = record.polished_answer?.trim();
  return { scores, feedback: record.feedback ?? record.reason ?? "", ...(polished ? { polished_answer: polished } : {}) };
}

/** `{a: 0.8}`, `[{criterion: "a", score: 0.8}]` or `{a: {score: 0.8}}`. */
function scoreEntries(value: unknown): [string, unknown][] {
  if (Array.isArray(value)) {
    return value.flatMap((entry) => {
      const item = (typeof entry === "object" && entry !== null ? entry : {}) as Record<string, unknown>;
      const key = item.criterion ?? item.id ?? item.name;
      return typeof key === "string" ? [[key, item.score ?? item.value] as [string, unknown]] : [];
    });
  }
  if (typeof value !== "object" || value === null) return [];
  return Object.entries(value as Record<string, unknown>).map(([key, score]) => [key, typeof score === "object" && score !== null && "score" in score ? (score as { score: unknown }).score : score]);
}

/** "Category Suitability", "category-suitability", "categorySuitability", "category_suitability_score" → "category_suitability". */
function normaliseKey(key: string): string {
  return key
    .trim()
    .replace(/([a-z0-9])([A-Z])/g, "$1_$2")
    .toLowerCase()
    .replace(/[\s-]+/g, "_")
    .replace(/_score$/, "");
}

/** 0.8, "0.8", 80, "80%" → 0.8; anything else (or outside 0–1 after that) is not a score. */
function toScore(value: unknown): number | undefined {
  let number: number;
  const percent = typeof value === "string" && value.includes("%");
  if (typeof value === "number") number = value;
  else if (typeof value === "string" && /^\s*(\d+(\.\d+)?|\.\d+)\s*%?\s*$/.test(value)) number = Number(value.replace("%", "").trim());
  else return undefined;
  // A whole number above 1 is a percentage without its sign: 80 → 0.8.
  if (percent || (number > 1 && number <= 100 && Number.isInteger(number))) number /= 100;
  return Number.isFinite(number) && number >= 0 && number <= 1 ? number : undefined;
}

/** One judge call: the tool's arguments or, failing that, JSON in the text. A model error propagates. */
export async function runJudge(model: BaseChatModel, input: JudgeInput, config: RunnableConfig = {}): Promise<Judgement> {
  const bound = judgeRunnable(model, input.rubric);
  const messages = judgeMessages(input);
  const reply = (await bound.invoke(messages, config)) as AIMessage;
  const log = invocationLog([...messages, reply]);
  const usage = usageFromMessage(reply);
  const call = reply.tool_calls?.find((toolCall) => toolCall.name === SUBMIT_JUDGEMENT_TOOL_NAME);
  const text = messageText(reply);
  let parsed = parseJudgement(call ? call.args : text, input.rubric);
  if ("error" in parsed && call && text.trim() !== "") {
    const fromText = parseJudgement(text, input.rubric);
    if (!("error" in fromText)) parsed = fromText;
  }
  const { rubric } = input;
  if ("error" in parsed) {
    const ids = rubric.criteria.map((criterion) => criterion.id);
    return {
      approved: false,
      scores: Object.fromEntries(ids.map((id) => [id, 0])),
      weighted_score: 0,
      feedback: "",
      rejection_reason: `the judge's reply could not be read: ${parsed.error}`,
      failed_criteria: ids,
      parse_error: parsed.error,
      raw: call ? JSON.stringify(call.args) : text,
      log,
      usage,
    };
  }
  const { scores, feedback } = parsed;
  const decision = decideApproval(rubric, scores);
  const because = feedback ? `: ${feedback}` : "";
  const reason = decision.approved
    ? null
    : decision.failed.length > 0
      ? `${decision.failed.map((id) => `${id} ${scores[id]!.toFixed(2)}`).join(", ")} below the required score${because}`
      : `weighted score ${decision.weighted.toFixed(2)} below the threshold ${rubric.threshold}${because}`;
  return {
    approved: decision.approved,
    scores,
    weighted_score: decision.weighted,
    feedback,
    ...(parsed.polished_answer ? { polished_answer: parsed.polished_answer } : {}),
    rejection_reason: reason,
    failed_criteria: decision.failed,
    log,
    usage,
  };
}
