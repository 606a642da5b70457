import type { ChainRecord } from "../agents/chains/convert.js";
import { locationId } from "../agents/chains/convert.js";
import type { CategoriesConfig } from "../config/categories.js";
import { csvTable } from "./csv.js";

/** spec 001's output files of a chains run, in the order a user reads them. */
export const CHAINS_RAW_FILE = "qa_chains_raw.json";
export const CHAINS_GROUPED_FILE = "qa_deliverable_grouped.json";
export const CHAINS_CSV_FILE = "qa_deliverable.csv";
export const CHAINS_VALIDATED_FILE = "qa_chains_validated.json";
/** polish's checkpoint while it runs: the chains judged so far, one per line, appended every n chains. */
export const CHAINS_CHECKPOINT_FILE = "qa_chains_validated.checkpoint.jsonl";
export const VALIDATION_REPORT_FILE = "validation_report.json";
export const VALIDATION_REPORT_HTML = "validation_report.html";

export function chainsRawJson(chains: readonly ChainRecord[]): string {
  return `${JSON.stringify(chains, null, 2)}\n`;
}

export interface DeliverableSample {
  chain_id: string;
  relevant_context: string;
  context_location_in_file: string;
  suggested_prompt: string;
  golden_response: string;
}

export interface GroupedDeliverable {
  generated_at: string;
  domain_scope: string;
  categories: { category_id: string; category_display_name: string; samples: DeliverableSample[] }[];
}

/** The passages of a chain in hop order, each under its location, as a reader of the deliverable sees the context. */
function relevantContext(chain: ChainRecord): string {
  return chain.hop_path.map((hop) => `[${hop.chunk_id}]\n${hop.chunk_text}`).join("\n\n");
}

/**
 * spec 001's grouped deliverable: every category of the configuration in its order, with up to `samplesPerCategory`
 * of its chains (in generation order). A category with no chains is listed with no samples, so a gap shows.
 */
export function groupedDeliverable(chains: readonly ChainRecord[], config: CategoriesConfig, samplesPerCategory: number, generatedAt: Date): GroupedDeliverable {
  return {
    generated_at: generatedAt.toISOString(),
    domain_scope: config.domain,
    categories: config.categories.map((category) => ({
      category_id: category.id,
      category_display_name: category.display_name,
      samples: chains
        .filter((chain) => chain.category === category.id)
        .slice(0, samplesPerCategory)
        .map((chain) => ({
          chain_id: chain.chain_id,
          relevant_context: relevantContext(chain),
          context_location_in_file: chain.evidence_locations.map(locationId).join("; "),
          suggested_prompt: chain.question,
          golden_response: chain.final_answer,
        })),
    })),
  };
}

const CSV_COLUMNS = ["chain_id", "category", "difficulty", "hop_count", "question", "golden_answer", "source_files", "evidence_locations", "relevant_context", "generated_at", "generator_model"] as const;

export function chainsCsv(chains: readonly ChainRecord[]): string {
  return csvTable(
    CSV_COLUMNS,
    chains.map((chain) => [
      chain.chain_id,
      chain.category,
      chain.difficulty,
      String(chain.hop_count),
      chain.question,
      chain.final_answer,
      chain.source_files.join("; "),
      chain.evidence_locations.map(locationId).join("; "),
      relevantContext(chain),
      chain.generated_at,
      chain.generator_model,
    ]),
  );
}
