import { z } from "zod";

/** spec 000 "Outputs", with qaforge's additions (evidence, cost, `ungrounded`). */

export const GENERATION_MODES = ["textual", "visual"] as const;
export type GenerationMode = (typeof GENERATION_MODES)[number];

export const REJECTION_REASONS = [
  "validation_failed",
  "duplicate",
  "unanswerable",
  "wrong_answer",
  "ambiguous",
  "trivial",
  "ungrounded",
] as const;
export type RejectionReason = (typeof REJECTION_REASONS)[number];

export interface Evidence {
  /** 1-based, inclusive, into the document's line-based text as read_lines shows it. */
  start_line: number;
  end_line: number;
  text: string;
}

export interface GenerationMetadata {
  generator_model: string;
  validator_model: string;
  /** How many attempts (candidates) this document had taken when this one was accepted. */
  attempt_number: number;
  /** USD spent on all model calls for this candidate (generation, dedup, validation). */
  cost_usd: number;
  /** The validator's own answer. */
  validator_answer?: string;
}

export interface QAPair {
  question: string;
  answer: string;
  source_document: string;
  category: GenerationMode;
  content_refs: string[];
  evidence: Evidence[];
  generation_metadata: GenerationMetadata;
}

export interface RejectedQA {
  question: string;
  answer: string;
  rejection_reason: RejectionReason;
  rejection_detail: string;
  duplicate_of: string | null;
  attempt_number: number;
}

export interface GenerationStats {
  document_path: string;
  mode: GenerationMode;
  target_count: number;
  accepted_count: number;
  rejected_count: number;
  total_attempts: number;
  validation_pass_rate: number;
  dedup_rejection_rate: number;
  exhausted: boolean;
  exhausted_reason?: string;
  skipped_reason?: string;
  rejection_reasons: Partial<Record<RejectionReason, number>>;
}

export interface GenerationResult {
  accepted: QAPair[];
  rejected: RejectedQA[];
  stats: GenerationStats;
}

export interface CorpusGenerationResult {
  corpus_name: string;
  corpus_path: string;
  scenario: string;
  mode: GenerationMode;
  questions: QAPair[];
  timestamp: string;
}

// ---------------------------------------------------------------------------------------------------------------
// The terminal tools through which the roles give their results. Models call them like any tool; the graph stops
// the agent when one is called and hands the arguments to the role's parser.

const lineRange = z.object({
  start_line: z.number().int().describe("First line of the evidence, 1-based as read_lines shows it"),
  end_line: z.number().int().describe("Last line of the evidence, inclusive"),
});

export const submitQaSchema = z.object({
  question: z.string().describe("The question, self-contained, as a user of the scenario would ask it"),
  answer: z.string().describe("The correct answer, short and exactly as the document states it"),
  evidence: z.array(lineRange).min(1).describe("The line ranges that state the answer"),
  content_refs: z.array(z.string()).optional().describe("Visual mode: the figures or tables the question needs, e.g. 'Figure 2'"),
});
export type SubmitQaArgs = z.infer<typeof submitQaSchema>;

export const reportExhaustedSchema = z.object({
  reason: z.string().describe("Why no further unique, non-trivial question can be asked of this document"),
});

export const submitAnswerSchema = z.object({
  answerable: z.boolean().describe("false when the document does not answer the question"),
  answer: z.string().describe("Your answer from the document alone; empty when not answerable"),
  evidence: z.array(lineRange).describe("The line ranges your answer comes from"),
  notes: z.string().optional().describe("Anything that made the question hard or unclear to answer"),
});
export type SubmitAnswerArgs = z.infer<typeof submitAnswerSchema>;

export const submitVerdictSchema = z.object({
  matches_reference: z.boolean().describe("Your answer and the reference answer say the same thing"),
  trivial: z.boolean().describe("The question can be answered without reading the document (general knowledge, or the answer is in the question)"),
  ambiguous: z.boolean().describe("The question has more than one defensible answer in the document"),
  relevant: z.boolean().describe("The question fits the corpus context and the scenario (visual mode: not about blank pages, stamps, foxing, watermarks)"),
  detail: z.string().describe("One or two sentences explaining the verdict"),
});
export type SubmitVerdictArgs = z.infer<typeof submitVerdictSchema>;

export const dedupDecisionSchema = z.object({
  duplicate: z.boolean().describe("The new question asks the same thing as one of the accepted questions"),
  duplicate_of: z.string().nullable().optional().describe("The accepted question it duplicates, verbatim; null when unique"),
  reason: z.string().optional(),
});
export type DedupDecisionArgs = z.infer<typeof dedupDecisionSchema>;

export const TERMINAL_TOOLS = {
  submit_qa: { schema: submitQaSchema, description: "Submit one question with its answer and the evidence line ranges. Ends this attempt." },
  report_exhausted: { schema: reportExhaustedSchema, description: "Report that this document cannot yield another unique, non-trivial question. Ends generation for the document." },
  submit_answer: { schema: submitAnswerSchema, description: "Give your answer to the question from the document, with evidence line ranges." },
  submit_verdict: { schema: submitVerdictSchema, description: "Give your verdict on the question and the reference answer." },
  dedup_decision: { schema: dedupDecisionSchema, description: "Say whether the new question duplicates an accepted question." },
} as const;
export type TerminalToolName = keyof typeof TERMINAL_TOOLS;
