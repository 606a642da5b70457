import { z } from "zod";
import type { Category } from "../../config/categories.js";
import { normaliseForMatch } from "../../documents/words.js";
import { extractJson } from "../json-extract.js";

/**
 * spec 001 step 2's post-processing: the rich pairs a chains agent returns, read leniently (models vary in what they
 * nest and name), then checked by the pair validator and, beyond spec 001, against the corpus itself.
 */

export const evidenceLocationSchema = z.object({
  file: z.string().trim().min(1),
  start_line: z.coerce.number().int().min(1),
  end_line: z.coerce.number().int().min(1),
});
export type EvidenceLocation = z.infer<typeof evidenceLocationSchema>;

export const entitySchema = z.object({
  label: z.string().trim().min(1),
  description: z.string().default(""),
  evidence_snippet: z.string().default(""),
  evidence_location: evidenceLocationSchema.optional().catch(undefined),
});
export type ChainEntity = z.infer<typeof entitySchema>;

export const DIFFICULTIES = ["easy", "medium", "hard"] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];

export const chainPairSchema = z.object({
  question: z.string().trim().min(1),
  golden_answer: z.string().trim().min(1),
  difficulty: z.preprocess((value) => (typeof value === "string" ? value.trim().toLowerCase() : value), z.enum(DIFFICULTIES)).catch("medium"),
  entities: z.array(entitySchema).default([]),
  disambiguation_statement: z.string().default(""),
  evidence_snippets: z.array(z.string()).default([]),
  source_files: z.array(z.string()).default([]),
  evidence_locations: z.array(evidenceLocationSchema).default([]),
});
export type ChainPair = z.infer<typeof chainPairSchema>;

/** Why a pair was dropped: the check that failed and what it found. */
export interface DroppedPair {
  check: PairCheck;
  detail: string;
  pair: unknown;
}

export const PAIR_CHECKS = ["unparseable", "schema", "question_form", "answer_length", "evidence_length", "hop_count", "evidence_not_found", "duplicate"] as const;
export type PairCheck = (typeof PAIR_CHECKS)[number];

export const MIN_ANSWER_CHARS = 20;
export const MIN_EVIDENCE_CHARS = 20;

/** Synonyms models use for the fields of spec 001's shape. */
const FIELD_ALIASES: Record<string, string> = {
  answer: "golden_answer",
  golden_response: "golden_answer",
  final_answer: "golden_answer",
  evidence: "evidence_snippets",
  snippets: "evidence_snippets",
  locations: "evidence_locations",
  sources: "source_files",
  files: "source_files",
};

/** The pairs of a reply: `{pairs: […]}`, a bare array, or either inside prose and code fences. */
export function readPairs(reply: unknown): { pairs: unknown[] } | { error: string } {
  let value = reply;
  if (typeof reply === "string") {
    const found = extractJson(reply, "any");
    if ("error" in found) return found;
    value = found.value;
  }
  if (Array.isArray(value)) return { pairs: value };
  if (typeof value === "object" && value !== null) {
    const record = value as Record<string, unknown>;
    for (const key of ["pairs", "qa_pairs", "questions", "items"]) if (Array.isArray(record[key])) return { pairs: record[key] as unknown[] };
    if ("question" in record) return { pairs: [record] };
  }
  return { error: "the reply holds no list of pairs" };
}

/** One pair as spec 001 shapes it, or why it cannot be read. Field synonyms are renamed and a lone string listed. */
export function parsePair(raw: unknown): { pair: ChainPair } | { error: string } {
  if (typeof raw !== "object" || raw === null || Array.isArray(raw)) return { error: "a pair must be a JSON object" };
  const renamed: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(raw as Record<string, unknown>)) {
    const name = FIELD_ALIASES[key] ?? key;
    if (!(name in renamed)) renamed[name] = value;
  }
  for (const key of ["evidence_snippets", "source_files"]) if (typeof renamed[key] === "string") renamed[key] = [renamed[key]];
  if (renamed.evidence_locations && !Array.isArray(renamed.evidence_locations)) renamed.evidence_locations = [renamed.evidence_locations];
  const parsed = chainPairSchema.safeParse(renamed);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    return { error: `${issue.path.join(".") || "pair"}: ${issue.message}` };
  }
  return { pair: parsed.data };
}

/**
 * spec 001's entity evidence fallback: a pair whose evidence lists are empty takes its entities' snippets and
 * locations instead.
 */
export function withEntityEvidence(pair: ChainPair): ChainPair {
  const snippets = pair.evidence_snippets.filter((snippet) => snippet.trim() !== "");
  if (snippets.length > 0 && pair.evidence_locations.length > 0) return { ...pair, evidence_snippets: snippets };
  const fromEntities = pair.entities.filter((entity) => entity.evidence_snippet.trim() !== "");
  return {
    ...pair,
    evidence_snippets: snippets.length > 0 ? snippets : fromEntities.map((entity) => entity.evidence_snippet),
    evidence_locations:
      pair.evidence_locations.length > 0 ? pair.evidence_locations : fromEntities.flatMap((entity) => (entity.evidence_location ? [entity.evidence_location] : [])),
  };
}

/** The hops of a pair: its distinct evidence locations (a passage cited twice is one hop). */
export function hopCount(pair: ChainPair): number {
  return new Set(pair.evidence_locations.map((location) => `${location.file}:${location.start_line}-${location.end_line}`)).size;
}

/** spec 001's pair validator: question form, answer and evidence length, hops in the category's range. */
export function validatePair(pair: ChainPair, category: Category): { check: PairCheck; detail: string } | undefined {
  if (!pair.question.trim().endsWith("?")) return { check: "question_form", detail: `the question does not end with "?": "${clip(pair.question)}"` };
  if (pair.golden_answer.trim().length < MIN_ANSWER_CHARS) {
    return { check: "answer_length", detail: `the answer has ${pair.golden_answer.trim().length} characters, fewer than ${MIN_ANSWER_CHARS}: "${pair.golden_answer.trim()}"` };
  }
  const evidence = pair.evidence_snippets.join(" ").trim();
  if (evidence.length < MIN_EVIDENCE_CHARS) return { check: "evidence_length", detail: `the evidence has ${evidence.length} characters, fewer than ${MIN_EVIDENCE_CHARS}` };
  const hops = hopCount(pair);
  if (hops < category.min_hops || hops > category.max_hops) {
    return { check: "hop_count", detail: `${hops} evidence location${hops === 1 ? "" : "s"}, outside ${category.id}'s range of ${category.min_hops}–${category.max_hops} hops` };
  }
  return undefined;
}

/** Reads lines `start..end` of a corpus file; undefined when the file or the lines do not exist. */
export type LineReader = (file: string, startLine: number, endLine: number) => string | undefined;

/** How far around a cited range a snippet may sit and still count as found there (models miscount by a line or two). */
export const LOCATION_SLACK_LINES = 2;

/**
 * Beyond spec 001: every evidence snippet must really occur at its evidence location (case, whitespace and
 * punctuation normalised, within LOCATION_SLACK_LINES of the cited lines). Snippets and locations pair by position
 * when their counts agree; otherwise each snippet must occur at one of the locations. Entities' own snippets are
 * checked against their own locations.
 */
export function checkEvidence(pair: ChainPair, readLines: LineReader): { check: PairCheck; detail: string } | undefined {
  const textAt = (location: EvidenceLocation): string | undefined => {
    const start = Math.max(1, Math.min(location.start_line, location.end_line) - LOCATION_SLACK_LINES);
    const end = Math.max(location.start_line, location.end_line) + LOCATION_SLACK_LINES;
    const text = readLines(location.file, start, end);
    return text === undefined ? undefined : normaliseForMatch(text);
  };
  const where = (location: EvidenceLocation) => `${location.file}:${location.start_line}-${location.end_line}`;
  for (const location of pair.evidence_locations) {
    if (textAt(location) === undefined) return { check: "evidence_not_found", detail: `${where(location)} does not exist in the corpus` };
  }
  const paired = pair.evidence_snippets.length === pair.evidence_locations.length;
  for (const [index, snippet] of pair.evidence_snippets.entries()) {
    const needle = normaliseForMatch(snippet);
    if (needle === "") continue;
    const candidates = paired ? [pair.evidence_locations[index]!] : pair.evidence_locations;
    if (!candidates.some((location) => textAt(location)!.includes(needle))) {
      const cited = paired ? where(candidates[0]!) : "any cited location";
      return { check: "evidence_not_found", detail: `the snippet "${clip(snippet)}" is not at ${cited}` };
    }
  }
  for (const entity of pair.entities) {
    if (!entity.evidence_location || entity.evidence_snippet.trim() === "") continue;
    const text = textAt(entity.evidence_location);
    if (text === undefined || !text.includes(normaliseForMatch(entity.evidence_snippet))) {
      return { check: "evidence_not_found", detail: `the evidence of entity "${entity.label}", "${clip(entity.evidence_snippet)}", is not at ${where(entity.evidence_location)}` };
    }
  }
  return undefined;
}

export interface PostProcessed {
  valid: ChainPair[];
  dropped: DroppedPair[];
}

/** The whole of step 2's post-processing for one reply: read, parse, fall back, validate, check against the corpus. */
export function postProcessPairs(reply: unknown, category: Category, readLines: LineReader): PostProcessed {
  const read = readPairs(reply);
  if ("error" in read) return { valid: [], dropped: [{ check: "unparseable", detail: read.error, pair: typeof reply === "string" ? clip(reply, 500) : reply }] };
  const valid: ChainPair[] = [];
  const dropped: DroppedPair[] = [];
  for (const raw of read.pairs) {
    const parsed = parsePair(raw);
    if ("error" in parsed) {
      dropped.push({ check: "schema", detail: parsed.error, pair: raw });
      continue;
    }
    const pair = withEntityEvidence(parsed.pair);
    const failure = validatePair(pair, category) ?? checkEvidence(pair, readLines);
    if (failure) dropped.push({ ...failure, pair: raw });
    else valid.push(pair);
  }
  return { valid, dropped };
}

function clip(text: string, max = 120): string {
  return text.length > max ? `${text.slice(0, max)}…` : text;
}
