/**
 * spec 003's data: what each agent of the research loop produces and the next one reads. Field names follow the
 * spec's RAGState so that a run's JSON reads like the spec.
 */

/** One aspect of the query: what to look for, under which name, and why it is in the plan. */
export interface Aspect {
  aspect: string;
  query: string;
  reason: string;
}

/** A passage of the corpus found for an aspect, citable by document and lines. */
export interface Passage {
  /** 1-based number the synthesizer cites as [n]. */
  id: number;
  /** The document's path relative to the corpus. */
  document: string;
  startLine: number;
  endLine: number;
  text: string;
  score: number;
  /** The heading path of the passage's place in its document, "Monsters › Aboleth", when the document has headings. */
  section?: string;
}

export interface AspectRetrieval {
  aspect: string;
  query: string;
  passages: Passage[];
}

export type FactLabel = "supported" | "refuted" | "unclear";

export interface FactVerdict {
  fact: string;
  label: FactLabel;
  reason: string;
}

export interface FactStats {
  total_facts: number;
  supported: number;
  refuted: number;
  unclear: number;
}

/** The verifier's feedback (spec 003 Agent 5); `stats` are counted by qaforge from the verdicts. */
export interface FactualFeedback {
  stats: FactStats;
  verdicts: FactVerdict[];
  written_feedback: string;
  no_improvements_needed: boolean;
}

export type CoverageStatus = "well-covered" | "partially-covered" | "not-covered";

export interface AspectCoverage {
  aspect: string;
  status: CoverageStatus;
  note?: string;
}

/** The coverage evaluator's feedback (spec 003 Agent 6). */
export interface CoverageFeedback {
  missing_salient_points: string[];
  aspect_coverage_details: AspectCoverage[];
  plan_quality: string;
  no_improvements_needed: boolean;
}

/** A citation of the answer: the passage [n] it names, resolved to its document and lines. */
export interface Citation {
  id: number;
  document: string;
  startLine: number;
  endLine: number;
  /** The headings above the cited lines, when the document has headings. */
  section?: string;
}

/** spec 003 "Iteration History": one entry per iteration, appended by the gate. */
export interface IterationRecord {
  iteration: number;
  plan: Aspect[];
  answer: string;
  timestamp: number;
  stats: FactStats;
  missing_salient_points: number;
  aspects_well_covered: number;
  aspects: number;
  /** Supported facts among all facts (0 when there are none). */
  factuality: number;
  /** Well-covered aspects among all aspects. */
  coverage: number;
}

export const MAX_ASPECTS = 7;
