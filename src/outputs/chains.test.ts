import { describe, expect, it } from "vitest";
import type { ChainRecord } from "../agents/chains/convert.js";
import type { CategoriesConfig } from "../config/categories.js";
import { chainsCsv, groupedDeliverable } from "./chains.js";

const config: CategoriesConfig = {
  domain: "utilities",
  categories: [
    { id: "multi_hop_reasoning", display_name: "Multi-hop reasoning", description: "d", min_hops: 2, max_hops: 3 },
    { id: "temporal_ordering", display_name: "Temporal ordering", description: "d", min_hops: 2, max_hops: 3 },
  ],
};

function chain(id: string, category: string): ChainRecord {
  return {
    chain_id: id,
    run_id: "r",
    category,
    question: `Question ${id}, with "quotes"?`,
    final_answer: "First part: 1952. Second part: 1998.",
    hop_count: 2,
    hop_path: [
      { hop_index: 1, chunk_id: "a.txt:3-3", chunk_text: "Founded in 1952.", partial_answer: "Founded in 1952", retrieval_score: null },
      { hop_index: 2, chunk_id: "b.txt:3-3", chunk_text: "Merged in 1998.", partial_answer: "Merged in 1998", retrieval_score: null },
    ],
    source_file: "a.txt",
    source_files: ["a.txt", "b.txt"],
    prompt_seed_file: "a.txt",
    termination_reason: "submitted",
    generated_at: "2026-01-01T00:00:00.000Z",
    difficulty: "hard",
    entities: [],
    disambiguation_statement: "",
    evidence_locations: [
      { file: "a.txt", start_line: 3, end_line: 3 },
      { file: "b.txt", start_line: 3, end_line: 3 },
    ],
    single_answer_heuristic: true,
    context_span_lines: 2,
    provenance_report: { unique_files: [], grep_queries: [], total_content_read_chars: 0 },
    generator_model: "offline:chainer",
  };
}

describe("chains outputs (spec 001)", () => {
  const chains = [chain("1", "multi_hop_reasoning"), chain("2", "multi_hop_reasoning"), chain("3", "multi_hop_reasoning")];

  it("groups N samples per category in the configuration's order, listing empty categories", () => {
    const grouped = groupedDeliverable(chains, config, 2, new Date("2026-02-02T00:00:00Z"));
    expect(grouped).toMatchObject({ generated_at: "2026-02-02T00:00:00.000Z", domain_scope: "utilities" });
    expect(grouped.categories.map((category) => [category.category_id, category.samples.length])).toEqual([["multi_hop_reasoning", 2], ["temporal_ordering", 0]]);
    expect(grouped.categories[0]!.samples[0]).toEqual({
      chain_id: "1",
      relevant_context: "[a.txt:3-3]\nFounded in 1952.\n\n[b.txt:3-3]\nMerged in 1998.",
      context_location_in_file: "a.txt:3-3; b.txt:3-3",
      suggested_prompt: 'Question 1, with "quotes"?',
      golden_response: "First part: 1952. Second part: 1998.",
    });
  });

  it("writes one CSV row per chain, quoting commas, quotes and line breaks", () => {
    const csv = chainsCsv(chains.slice(0, 1));
    const [header, row] = csv.split("\r\n");
    expect(header).toBe("chain_id,category,difficulty,hop_count,question,golden_answer,source_files,evidence_locations,relevant_context,generated_at,generator_model");
    expect(row).toBe('1,multi_hop_reasoning,hard,2,"Question 1, with ""quotes""?",First part: 1952. Second part: 1998.,a.txt; b.txt,a.txt:3-3; b.txt:3-3,"[a.txt:3-3]\nFounded in 1952.\n\n[b.txt:3-3]\nMerged in 1998.",2026-01-01T00:00:00.000Z,offline:chainer');
  });
});
