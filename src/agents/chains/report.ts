import { MIN_ANSWER_CHARS } from "./pairs.js";
import type { ChainRecord } from "./convert.js";

/** The fields polish adds that the report reads. */
export interface JudgedChain extends ChainRecord {
  approved: boolean;
  category_suitability_score: number;
  answer_completeness_score: number;
  rejection_reason: string | null;
}

export interface CategoryReport {
  category: string;
  count: number;
  approved: number;
  approval_rate: number;
  mean_category_suitability: number;
  mean_answer_completeness: number;
  hop_distribution: Record<string, number>;
  termination_reasons: Record<string, number>;
}

export interface TargetCheck {
  name: "approval" | "suitability" | "completeness" | "pass_rate";
  description: string;
  value: number;
  target: number;
  met: boolean;
}

export interface ValidationReport {
  generated_at: string;
  total_chains: number;
  total_approved: number;
  approval_rate: number;
  per_category: CategoryReport[];
  hop_distribution: Record<string, number>;
  termination_reasons: Record<string, number>;
  difficulty_distribution: Record<string, number>;
  rejection_reasons: Record<string, number>;
  targets: TargetCheck[];
  all_targets_met: boolean;
}

/** spec 001 step 4's targets: each at least 80 %. */
export const REPORT_TARGET = 0.8;

/**
 * spec 001 step 4: per-category counts, approval, mean scores, hop and termination distributions, and the target
 * assessment. Suitability and completeness are the shares of chains scoring at least `scoreThreshold` on each; the
 * pass rate is the share that still passes the structural checks (a question, an answer of 20 characters, a hop
 * path whose passages have text).
 */
export function validationReport(chains: readonly JudgedChain[], scoreThreshold: number, generatedAt: Date): ValidationReport {
  const categories = [...new Set(chains.map((chain) => chain.category))];
  const approved = chains.filter((chain) => chain.approved).length;
  const share = (count: number) => (chains.length === 0 ? 0 : round(count / chains.length));
  const targets: TargetCheck[] = [
    { name: "approval", description: "chains the judge approved", value: share(approved), target: REPORT_TARGET, met: false },
    { name: "suitability", description: `chains with category suitability ≥ ${scoreThreshold}`, value: share(chains.filter((chain) => chain.category_suitability_score >= scoreThreshold).length), target: REPORT_TARGET, met: false },
    { name: "completeness", description: `chains with answer completeness ≥ ${scoreThreshold}`, value: share(chains.filter((chain) => chain.answer_completeness_score >= scoreThreshold).length), target: REPORT_TARGET, met: false },
    { name: "pass_rate", description: "chains passing the structural checks", value: share(chains.filter(passesStructure).length), target: REPORT_TARGET, met: false },
  ].map((check) => ({ ...check, met: chains.length > 0 && check.value >= check.target }) as TargetCheck);
  return {
    generated_at: generatedAt.toISOString(),
    total_chains: chains.length,
    total_approved: approved,
    approval_rate: share(approved),
    per_category: categories.map((category) => {
      const members = chains.filter((chain) => chain.category === category);
      const accepted = members.filter((chain) => chain.approved).length;
      return {
        category,
        count: members.length,
        approved: accepted,
        approval_rate: round(accepted / members.length),
        mean_category_suitability: round(mean(members.map((chain) => chain.category_suitability_score))),
        mean_answer_completeness: round(mean(members.map((chain) => chain.answer_completeness_score))),
        hop_distribution: tally(members.map((chain) => String(chain.hop_count))),
        termination_reasons: tally(members.map((chain) => chain.termination_reason)),
      };
    }),
    hop_distribution: tally(chains.map((chain) => String(chain.hop_count))),
    termination_reasons: tally(chains.map((chain) => chain.termination_reason)),
    difficulty_distribution: tally(chains.map((chain) => chain.difficulty)),
    rejection_reasons: tally(chains.filter((chain) => !chain.approved).map((chain) => rejectionKind(chain.rejection_reason))),
    targets,
    all_targets_met: targets.every((target) => target.met),
  };
}

function passesStructure(chain: ChainRecord): boolean {
  return chain.question.trim().endsWith("?") && chain.final_answer.trim().length >= MIN_ANSWER_CHARS && chain.hop_path.length > 0 && chain.hop_path.every((hop) => hop.chunk_text.trim() !== "");
}

/** "category_suitability 0.40 below …" → "category_suitability"; an unreadable reply → "unreadable judgement". */
function rejectionKind(reason: string | null): string {
  if (!reason) return "unknown";
  if (reason.startsWith("the judge's reply could not be read")) return "unreadable judgement";
  const criteria = [...reason.matchAll(/([a-z_]+) \d\.\d\d(?=[, ])/g)].map((match) => match[1]!);
  if (criteria.length > 0) return `low ${criteria.join(" and ")}`;
  return reason.startsWith("weighted score") ? "low weighted score" : "other";
}

function tally(values: readonly string[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const value of [...values].sort((a, b) => a.localeCompare(b, undefined, { numeric: true }))) counts[value] = (counts[value] ?? 0) + 1;
  return counts;
}

function mean(values: readonly number[]): number {
  return values.length === 0 ? 0 : values.reduce((sum, value) => sum + value, 0) / values.length;
}

function round(value: number): number {
  return Math.round(value * 1000) / 1000;
}
