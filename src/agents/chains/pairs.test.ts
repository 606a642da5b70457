import { describe, expect, it } from "vitest";
import type { Category } from "../../config/categories.js";
import { pairToChain, singleAnswer } from "./convert.js";
import { checkEvidence, hopCount, parsePair, postProcessPairs, readPairs, validatePair, withEntityEvidence, type ChainPair, type LineReader } from "./pairs.js";

const CORPUS: Record<string, string[]> = {
  "a.txt": ["The Court of Appeal reversed the judgment", "in Smith v. Jones on March 3, 2001.", "Nothing else."],
  "b.txt": ["Smith v. Jones was later disapproved by", "the California Supreme Court in 2009.", ""],
};
const readLines: LineReader = (file, start, end) => {
  const lines = CORPUS[file];
  if (!lines || start > lines.length) return undefined;
  return lines.slice(start - 1, Math.min(end, lines.length)).join("\n");
};
const CATEGORY: Category = { id: "hierarchy_comprehension", display_name: "H", description: "courts", min_hops: 2, max_hops: 3 };

const GOOD = {
  question: "Which court disapproved the case whose judgment the Court of Appeal reversed on March 3, 2001?",
  golden_answer: "The California Supreme Court, in 2009.",
  difficulty: "Hard",
  entities: [{ label: "Smith v. Jones", description: "the case", evidence_snippet: "in Smith v. Jones on March 3, 2001", evidence_location: { file: "a.txt", start_line: 2, end_line: 2 } }],
  disambiguation_statement: "",
  evidence_snippets: ["reversed the judgment in Smith v. Jones", "disapproved by the California Supreme Court"],
  source_files: ["a.txt", "b.txt"],
  evidence_locations: [
    { file: "a.txt", start_line: 1, end_line: 2 },
    { file: "b.txt", start_line: 1, end_line: 2 },
  ],
};

function pair(overrides: Record<string, unknown> = {}): ChainPair {
  const parsed = parsePair({ ...GOOD, ...overrides });
  if ("error" in parsed) throw new Error(parsed.error);
  return parsed.pair;
}

describe("chains post-processing (spec 001 step 2)", () => {
  it("reads pairs from a tool's object, a bare array and prose with fences", () => {
    expect(readPairs({ pairs: [GOOD] })).toEqual({ pairs: [GOOD] });
    expect(readPairs(`Here they are:\n\`\`\`json\n${JSON.stringify([GOOD])}\n\`\`\``)).toEqual({ pairs: [GOOD] });
    expect(readPairs("I could not find anything.")).toEqual({ error: "could not read JSON from the reply" });
  });

  it("renames field synonyms, lower-cases difficulty and names a missing field", () => {
    const renamed = parsePair({ question: "Q?", answer: "an answer of some length", evidence: "one snippet", difficulty: "HARD" });
    expect(renamed).toMatchObject({ pair: { golden_answer: "an answer of some length", evidence_snippets: ["one snippet"], difficulty: "hard" } });
    expect(parsePair({ golden_answer: "x" })).toEqual({ error: "question: Invalid input: expected string, received undefined" });
    expect(parsePair("text")).toEqual({ error: "a pair must be a JSON object" });
  });

  it("takes the entities' evidence when the pair has none of its own", () => {
    const fallback = withEntityEvidence(pair({ evidence_snippets: [], evidence_locations: [] }));
    expect(fallback.evidence_snippets).toEqual(["in Smith v. Jones on March 3, 2001"]);
    expect(fallback.evidence_locations).toEqual([{ file: "a.txt", start_line: 2, end_line: 2 }]);
  });

  it("validates form, lengths and hop count in the category's range", () => {
    expect(validatePair(pair(), CATEGORY)).toBeUndefined();
    expect(validatePair(pair({ question: "Which court" }), CATEGORY)?.check).toBe("question_form");
    expect(validatePair(pair({ golden_answer: "The Supreme Court" }), CATEGORY)).toMatchObject({ check: "answer_length", detail: expect.stringContaining("17 characters") });
    expect(validatePair(pair({ evidence_snippets: ["short"] }), CATEGORY)?.check).toBe("evidence_length");
    const oneHop = pair({ evidence_locations: [GOOD.evidence_locations[0], GOOD.evidence_locations[0]] });
    expect(hopCount(oneHop)).toBe(1);
    expect(validatePair(oneHop, CATEGORY)).toMatchObject({ check: "hop_count", detail: "1 evidence location, outside hierarchy_comprehension's range of 2–3 hops" });
  });

  it("drops a pair whose snippet is not at its cited lines, or that cites lines that do not exist", () => {
    expect(checkEvidence(pair(), readLines)).toBeUndefined();
    // Case, spacing and punctuation do not matter; a line or two of miscounting does not either.
    expect(checkEvidence(pair({ evidence_snippets: ["REVERSED  the judgment, in smith v jones", "Disapproved by the california supreme court"] }), readLines)).toBeUndefined();
    expect(checkEvidence(pair({ evidence_snippets: ["reversed the judgment in Smith v. Jones", "affirmed by the California Supreme Court"] }), readLines)).toMatchObject({
      check: "evidence_not_found",
      detail: 'the snippet "affirmed by the California Supreme Court" is not at b.txt:1-2',
    });
    // Paired by position: the first snippet is in b.txt, not at the location listed first.
    expect(checkEvidence(pair({ evidence_snippets: [GOOD.evidence_snippets[1], GOOD.evidence_snippets[0]] }), readLines)?.check).toBe("evidence_not_found");
    expect(checkEvidence(pair({ evidence_locations: [{ file: "c.txt", start_line: 1, end_line: 1 }, GOOD.evidence_locations[1]] }), readLines)).toMatchObject({ detail: "c.txt:1-1 does not exist in the corpus" });
    const entity = { ...GOOD.entities[0], evidence_snippet: "in Brown v. Board" };
    expect(checkEvidence(pair({ entities: [entity] }), readLines)).toMatchObject({ detail: expect.stringContaining('entity "Smith v. Jones"') });
  });

  it("post-processes a reply into valid pairs and dropped ones with the check that failed", () => {
    const reply = JSON.stringify({ pairs: [GOOD, { ...GOOD, question: "No question mark" }, { nothing: true }, { ...GOOD, evidence_snippets: ["made up text that is nowhere", GOOD.evidence_snippets[1]] }] });
    const result = postProcessPairs(reply, CATEGORY, readLines);
    expect(result.valid).toHaveLength(1);
    expect(result.dropped.map((dropped) => dropped.check)).toEqual(["question_form", "schema", "evidence_not_found"]);
    expect(postProcessPairs("no pairs", CATEGORY, readLines).dropped[0]).toMatchObject({ check: "unparseable" });
  });

  it("converts a pair to a chain with a UUID and a hop path built from the corpus", () => {
    const chain = pairToChain(pair(), readLines, {
      runId: "r1",
      category: CATEGORY,
      seedFile: "a.txt",
      termination: "submitted",
      provenance: { unique_files: ["a.txt", "b.txt"], grep_queries: ["Smith"], total_content_read_chars: 120 },
      generatorModel: "offline:chainer",
      now: () => new Date("2026-01-01T00:00:00Z"),
    });
    expect(chain.chain_id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(chain).toMatchObject({ category: "hierarchy_comprehension", hop_count: 2, difficulty: "hard", source_file: "a.txt", context_span_lines: 4, single_answer_heuristic: true, generated_at: "2026-01-01T00:00:00.000Z" });
    expect(chain.hop_path).toEqual([
      { hop_index: 1, chunk_id: "a.txt:1-2", chunk_text: "The Court of Appeal reversed the judgment\nin Smith v. Jones on March 3, 2001.", partial_answer: "reversed the judgment in Smith v. Jones", retrieval_score: null },
      { hop_index: 2, chunk_id: "b.txt:1-2", chunk_text: "Smith v. Jones was later disapproved by\nthe California Supreme Court in 2009.", partial_answer: "disapproved by the California Supreme Court", retrieval_score: null },
    ]);
  });

  it("tells a single answer from a hedge", () => {
    expect(singleAnswer("The California Supreme Court, in 2009.")).toBe(true);
    expect(singleAnswer("It depends on which opinion is meant.")).toBe(false);
    expect(singleAnswer("Either the trial court or the Court of Appeal.")).toBe(false);
  });
});
