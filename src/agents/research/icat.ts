import type { BaseChatModel } from "@langchain/core/language_models/chat_models";
import type { PromptTemplate } from "../../config/prompt-templates.js";
import type { LlmDecision } from "../run-log.js";
import type { CallContext } from "./call.js";
import { evaluateCoverage } from "./coverage.js";
import { extractFacts } from "./fact-extractor.js";
import { generateInitialPlan } from "./planner.js";
import { countLabels, verifyFacts } from "./verifier.js";
import type { Aspect, AspectRetrieval, FactVerdict } from "./types.js";

/**
 * ICAT (Samarinas et al., 2025): factuality is the share of the answer's atomic claims that the corpus supports;
 * coverage, the share of the query's aspects that the supported claims cover; ICAT, their harmonic mean. The aspects
 * are the user's (ICAT-M) or written by a model from the query (ICAT-A). Claims are checked against passages
 * retrieved from the whole corpus for each claim, not against what the answer's writer saw.
 */

export type IcatMode = "ICAT-M" | "ICAT-A";

export interface IcatModels {
  factExtractor: BaseChatModel;
  /** Must be a different model from the one that wrote the answer (checked by the caller). */
  verifier: BaseChatModel;
  coverage: BaseChatModel;
  /** Writes the aspects for ICAT-A. */
  planner: BaseChatModel;
}

export interface IcatTemplates {
  factExtractor: PromptTemplate;
  verifier: PromptTemplate;
  coverage: PromptTemplate;
  planner: PromptTemplate;
}

export interface IcatInput {
  query: string;
  answer: string;
  /** The user's aspects; none means ICAT-A. */
  aspects?: readonly string[];
}

export interface IcatScores {
  mode: IcatMode;
  claims: number;
  supported: number;
  refuted: number;
  unclear: number;
  /** supported / claims (0 when there are no claims). */
  factuality: number;
  aspects: { aspect: string; covered: boolean }[];
  /** covered aspects / aspects. */
  coverage: number;
  /** The harmonic mean of factuality and coverage. */
  icat: number;
  verdicts: FactVerdict[];
}

export const ICAT_CLAIMS_PER_CHECK = 10;

export function harmonicMean(a: number, b: number): number {
  return a + b === 0 ? 0 : (2 * a * b) / (a + b);
}

export async function evaluateIcat(
  input: IcatInput,
  models: IcatModels,
  templates: IcatTemplates,
  retrieveEvidence: (claims: readonly string[]) => Promise<AspectRetrieval[]>,
  context: CallContext,
): Promise<{ scores: IcatScores; decisions: LlmDecision[] }> {
  const decisions: LlmDecision[] = [];
  const mode: IcatMode = input.aspects && input.aspects.length > 0 ? "ICAT-M" : "ICAT-A";
  const [facts, aspectList] = await Promise.all([
    extractFacts(models.factExtractor, templates.factExtractor, input.answer, context),
    mode === "ICAT-M" ? Promise.resolve(undefined) : generateInitialPlan(models.planner, templates.planner, input.query, context),
  ]);
  decisions.push(facts.decision);
  if (aspectList) decisions.push(aspectList.decision);
  const aspects: Aspect[] = mode === "ICAT-M" ? input.aspects!.map((aspect) => ({ aspect, query: aspect, reason: "given by the user" })) : aspectList!.plan;

  const batches: string[][] = [];
  for (let start = 0; start < facts.facts.length; start += ICAT_CLAIMS_PER_CHECK) batches.push(facts.facts.slice(start, start + ICAT_CLAIMS_PER_CHECK));
  const checked = await Promise.all(
    batches.map(async (claims) => verifyFacts(models.verifier, templates.verifier, { query: input.query, facts: claims, retrieval: await retrieveEvidence(claims) }, context)),
  );
  const verdicts = checked.flatMap((result) => result.feedback.verdicts);
  decisions.push(...checked.map((result) => result.decision));
  const stats = countLabels(verdicts);

  const supportedText = verdicts.filter((verdict) => verdict.label === "supported").map((verdict) => verdict.fact).join("\n");
  const covered = await evaluateCoverage(models.coverage, templates.coverage, { query: input.query, plan: aspects, answer: supportedText === "" ? "(no supported claim)" : supportedText }, context);
  decisions.push(covered.decision);
  const aspectCoverage = covered.feedback.aspect_coverage_details.map((detail) => ({ aspect: detail.aspect, covered: supportedText !== "" && detail.status !== "not-covered" }));

  const factuality = stats.total_facts === 0 ? 0 : stats.supported / stats.total_facts;
  const coverage = aspectCoverage.length === 0 ? 0 : aspectCoverage.filter((aspect) => aspect.covered).length / aspectCoverage.length;
  return {
    scores: {
      mode,
      claims: stats.total_facts,
      supported: stats.supported,
      refuted: stats.refuted,
      unclear: stats.unclear,
      factuality,
      aspects: aspectCoverage,
      coverage,
      icat: harmonicMean(factuality, coverage),
      verdicts,
    },
    decisions,
  };
}
