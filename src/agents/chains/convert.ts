import { randomUUID } from "node:crypto";
import type { Category } from "../../config/categories.js";
import type { ProvenanceReport } from "../run-log.js";
import type { ChainEntity, ChainPair, Difficulty, EvidenceLocation, LineReader } from "./pairs.js";

/** One hop of a chain: a passage of the corpus and what it contributes to the answer. */
export interface HopStep {
  hop_index: number;
  /** `file:start-end`, stable across runs. */
  chunk_id: string;
  chunk_text: string;
  /** The evidence snippet(s) the pair cites from this passage. */
  partial_answer: string;
  /** The agent read the passage itself; no retrieval ranked it, so there is no score (null), as spec 001 allows. */
  retrieval_score: number | null;
}

/** How the agent's invocation ended: it submitted through the tool, wrote JSON as text, or ran out of steps. */
export type ChainTermination = "submitted" | "text_reply" | "step_budget" | "timeout";

/** spec 001's chain record (step 2), before polish adds its fields. */
export interface ChainRecord {
  chain_id: string;
  run_id: string;
  category: string;
  question: string;
  final_answer: string;
  hop_count: number;
  hop_path: HopStep[];
  source_file: string;
  source_files: string[];
  prompt_seed_file: string;
  termination_reason: ChainTermination;
  generated_at: string;
  difficulty: Difficulty;
  entities: ChainEntity[];
  disambiguation_statement: string;
  evidence_locations: EvidenceLocation[];
  single_answer_heuristic: boolean;
  context_span_lines: number;
  provenance_report: ProvenanceReport;
  generator_model: string;
}

export interface ChainContext {
  runId: string;
  category: Category;
  seedFile: string;
  termination: ChainTermination;
  provenance: ProvenanceReport;
  generatorModel: string;
  now?: () => Date;
  newId?: () => string;
}

/** spec 001's chain converter: a UUID, the hop path built from the evidence locations, the pair's own fields kept. */
export function pairToChain(pair: ChainPair, readLines: LineReader, context: ChainContext): ChainRecord {
  const locations = distinctLocations(pair.evidence_locations);
  const paired = pair.evidence_snippets.length === pair.evidence_locations.length;
  const hopPath = locations.map((location, index): HopStep => {
    const snippets = paired
      ? pair.evidence_snippets.filter((_, at) => sameLocation(pair.evidence_locations[at]!, location))
      : pair.evidence_snippets;
    return {
      hop_index: index + 1,
      chunk_id: locationId(location),
      chunk_text: readLines(location.file, location.start_line, location.end_line) ?? "",
      partial_answer: [...new Set(snippets)].join(" … "),
      retrieval_score: null,
    };
  });
  const files = [...new Set([...locations.map((location) => location.file), ...pair.source_files])];
  return {
    chain_id: (context.newId ?? randomUUID)(),
    run_id: context.runId,
    category: context.category.id,
    question: pair.question.trim(),
    final_answer: pair.golden_answer.trim(),
    hop_count: hopPath.length,
    hop_path: hopPath,
    source_file: files[0] ?? "",
    source_files: files,
    prompt_seed_file: context.seedFile,
    termination_reason: context.termination,
    generated_at: (context.now?.() ?? new Date()).toISOString(),
    difficulty: pair.difficulty,
    entities: pair.entities,
    disambiguation_statement: pair.disambiguation_statement.trim(),
    evidence_locations: locations,
    single_answer_heuristic: singleAnswer(pair.golden_answer),
    context_span_lines: locations.reduce((sum, location) => sum + Math.abs(location.end_line - location.start_line) + 1, 0),
    provenance_report: context.provenance,
    generator_model: context.generatorModel,
  };
}

export function locationId(location: EvidenceLocation): string {
  return `${location.file}:${location.start_line}-${location.end_line}`;
}

function sameLocation(a: EvidenceLocation, b: EvidenceLocation): boolean {
  return locationId(a) === locationId(b);
}

function distinctLocations(locations: readonly EvidenceLocation[]): EvidenceLocation[] {
  const seen = new Map<string, EvidenceLocation>();
  for (const location of locations) {
    const ordered = { ...location, start_line: Math.min(location.start_line, location.end_line), end_line: Math.max(location.start_line, location.end_line) };
    if (!seen.has(locationId(ordered))) seen.set(locationId(ordered), ordered);
  }
  return [...seen.values()];
}

/**
 * Whether the answer reads as one answer rather than a hedge or a menu: at most three sentences and no "it depends",
 * "either … or", "one of several" or "cannot be determined".
 */
export function singleAnswer(answer: string): boolean {
  const sentences = answer.split(/(?<=[.!?])\s+(?=[A-Z])/).filter((sentence) => sentence.trim() !== "");
  if (sentences.length > 3) return false;
  return !/\b(it depends|depending on|either\b.+\bor\b|one of (several|many|the following)|cannot be determined|not (stated|specified|clear)|unclear|varies)\b/i.test(answer);
}
