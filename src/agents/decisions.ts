import type { z } from "zod";
import { answerAgreement } from "../documents/answer-agreement.js";
import type { RejectionReason, SubmitAnswerArgs, SubmitVerdictArgs } from "./types.js";

export type ValidationDecision = { pass: true; detail: string } | { pass: false; reason: RejectionReason; detail: string };

/** The validator's answer phase alone can already fail a question. */
export function answerPhaseDecision(answer: SubmitAnswerArgs): ValidationDecision | undefined {
  if (!answer.answerable || answer.answer.trim() === "") {
    return { pass: false, reason: "unanswerable", detail: `the validator could not answer it from the document${answer.notes ? `: ${answer.notes}` : ""}` };
  }
  return undefined;
}

/**
 * spec 000's validation checks, in order of severity, mapped to RejectedQA reasons. A verdict of
 * `matches_reference: true` counts only when the mechanical agreement check (documents/answer-agreement.ts) finds
 * the validator's own answer stating the reference's key content: a model that answers "not stated" and then
 * claims a match does not get its question accepted.
 */
export function verdictDecision(answer: SubmitAnswerArgs, verdict: SubmitVerdictArgs, referenceAnswer: string): ValidationDecision {
  const early = answerPhaseDecision(answer);
  if (early) return early;
  if (!verdict.matches_reference) {
    return { pass: false, reason: "wrong_answer", detail: `the validator answered "${clip(answer.answer)}": ${verdict.detail}` };
  }
  const agreement = answerAgreement(answer.answer, referenceAnswer);
  if (!agreement.agrees) {
    return {
      pass: false,
      reason: "wrong_answer",
      detail: `the validator claimed a match, but it answered "${clip(answer.answer)}" and the reference is "${clip(referenceAnswer)}": ${agreement.why}`,
    };
  }
  if (verdict.ambiguous) return { pass: false, reason: "ambiguous", detail: verdict.detail };
  if (verdict.trivial) return { pass: false, reason: "trivial", detail: verdict.detail };
  if (!verdict.relevant) return { pass: false, reason: "validation_failed", detail: `not relevant to the corpus or scenario: ${verdict.detail}` };
  return { pass: true, detail: verdict.detail };
}

/** Parses a terminal tool's arguments; a failure names the field, so it can be told to the model or recorded. */
export function parseToolArguments<Schema extends z.ZodType>(
  schema: Schema,
  args: unknown,
): { ok: true; value: z.infer<Schema> } | { ok: false; error: string } {
  const parsed = schema.safeParse(args);
  if (parsed.success) return { ok: true, value: parsed.data };
  const issue = parsed.error.issues[0]!;
  return { ok: false, error: `${issue.path.join(".") || "arguments"}: ${issue.message}` };
}

function clip(text: string, max = 200): string {
  return text.length > max ? `${text.slice(0, max)}…` : text;
}
