import { z } from "zod";
import { extractJson } from "../json-extract.js";

/**
 * The port between `qaforge eval` and whatever answers its questions: qaforge's own `ask`, a RAG service over HTTP,
 * a local command. A question goes in; an answer, the passages it was drawn from (with file and lines where the
 * answerer knows them) and what it cost come out. An answerer that fails throws an `AnswererError`, whose code and
 * message are recorded on the question; the other questions are still answered.
 */
export interface AnswererRequest {
  id: string;
  question: string;
  /** The question's source document as the dataset names it, and as an absolute path when the corpus is known. */
  document: string | null;
  document_path: string | null;
  category: string;
}

export interface AnswererContext {
  text: string;
  source: string | null;
  start_line: number | null;
  end_line: number | null;
}

export interface AnswererUsage {
  calls: number;
  inputTokens: number;
  outputTokens: number;
  costUsd: number;
}

export interface AnswererReply {
  answer: string;
  contexts: AnswererContext[];
  /** What the answer cost, when the answerer reports it (ask always does; an HTTP service may). */
  usage: AnswererUsage | null;
  model: string | null;
}

export interface Answerer {
  /** How results and the run key name it: `ask:offline:answerer`, `http://…`, `command:…`. */
  readonly name: string;
  answer(request: AnswererRequest, signal?: AbortSignal): Promise<AnswererReply>;
  close?(): Promise<void>;
}

export const ANSWERER_ERROR_CODES = ["answerer_timeout", "answerer_http_error", "answerer_bad_reply", "answerer_failed"] as const;
export type AnswererErrorCode = (typeof ANSWERER_ERROR_CODES)[number];

export class AnswererError extends Error {
  constructor(
    readonly code: AnswererErrorCode,
    message: string,
  ) {
    super(message);
    this.name = "AnswererError";
  }
}

/**
 * The documented reply of an HTTP or command answerer: `answer` (a string; required), `contexts` (optional list of
 * `{text, source?, start_line?, end_line?}`), `usage` (optional `{input_tokens?, output_tokens?, cost_usd?}`), `model`.
 */
export const answererReplySchema = z.looseObject({
  answer: z.string(),
  contexts: z
    .array(
      z.looseObject({
        text: z.string(),
        source: z.string().nullish(),
        start_line: z.number().int().positive().nullish(),
        end_line: z.number().int().positive().nullish(),
      }),
    )
    .nullish(),
  usage: z.looseObject({ input_tokens: z.number().nonnegative().optional(), output_tokens: z.number().nonnegative().optional(), cost_usd: z.number().nonnegative().optional() }).nullish(),
  model: z.string().nullish(),
});

/** Reads an answerer's reply body; anything that is not the documented JSON is an `answerer_bad_reply` naming the fault. */
export function parseAnswererReply(body: string): AnswererReply {
  const trimmed = body.trim();
  if (trimmed === "") throw new AnswererError("answerer_bad_reply", "the reply is empty; expected a JSON object with an answer");
  let value: unknown;
  try {
    value = JSON.parse(trimmed);
  } catch {
    const found = extractJson(trimmed, "object");
    if ("error" in found) throw new AnswererError("answerer_bad_reply", `the reply is not JSON: ${preview(trimmed)}`);
    value = found.value;
  }
  const parsed = answererReplySchema.safeParse(value);
  if (!parsed.success) {
    const first = parsed.error.issues[0];
    throw new AnswererError("answerer_bad_reply", `the reply's ${first?.path.join(".") || "body"} is wrong: ${first?.message ?? "unexpected shape"}; expected {"answer": string, "contexts"?: [...]}`);
  }
  const reply = parsed.data;
  return {
    answer: reply.answer,
    contexts: (reply.contexts ?? []).map((context) => ({ text: context.text, source: context.source ?? null, start_line: context.start_line ?? null, end_line: context.end_line ?? context.start_line ?? null })),
    usage: reply.usage ? { calls: 1, inputTokens: reply.usage.input_tokens ?? 0, outputTokens: reply.usage.output_tokens ?? 0, costUsd: reply.usage.cost_usd ?? 0 } : null,
    model: reply.model ?? null,
  };
}

export function preview(text: string, length = 120): string {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length > length ? `${flat.slice(0, length)}…` : flat;
}
