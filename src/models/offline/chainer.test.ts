import { mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { CorpusTools } from "../../corpus/tools.js";
import { runChainsAgent } from "../../graphs/chains.js";
import { ChainerModel, leadTerms } from "./chainer.js";

describe("the offline chainer's second round: following what a stated fact is about", () => {
  it("takes identifiers, options and names before long words, and never a verb form or a word every text uses", () => {
    expect(leadTerms("What does the `credential.helper` option take?")[0]).toBe("credential.helper");
    expect(leadTerms("What does the --cached flag really determine?")).toEqual(["--cached"]);
    expect(leadTerms("In which year was the Millbrook reservoir completed?")).toEqual(["Millbrook", "reservoir"]);
    expect(leadTerms("Which court heard the appeal of the Court of Appeal ruling?")).toContain("Court of Appeal");
    for (const generic of ["completed", "determine", "following", "information"]) expect(leadTerms(`What is following the information that was completed to determine?`)).not.toContain(generic);
  });

  it("when no seed term joins two stated facts, follows a fact of a passage read to another file and joins the two", async () => {
    const root = await mkdtemp(join(tmpdir(), "qaforge-chainer-"));
    await writeFile(join(root, "a.txt"), "Engineering notes of the valley utilities.\n\nThe Millbrook reservoir was completed in 1952.\nIt holds water for the eastern towns.\n");
    await writeFile(join(root, "b.txt"), "History of the district.\n\nThe Millbrook reservoir was enlarged in 1988.\n");
    await writeFile(join(root, "c.txt"), "Engineering standards apply to every project.\n");
    const task = [
      "<category_name>multi_hop_reasoning</category_name>",
      "<hop_range>2–2</hop_range>",
      "<n_pairs>1</n_pairs>",
      "<seed_context>From c.txt, lines 1–1:\nEngineering standards apply to every project.</seed_context>",
    ].join("\n");
    const result = await runChainsAgent({ model: new ChainerModel({}), corpus: new CorpusTools(root), systemPrompt: "", taskPrompt: task, maxSteps: 8, timeoutMs: 20_000 });
    // Round 1 bridges on "engineering" (a.txt and c.txt) but c.txt states no fact; round 2 follows "Millbrook".
    expect(result.log.tool_calls.map((call) => call.tool)).toEqual(["search_in_parallel", "read", "read", "search_in_parallel", "read", "submit_pairs"]);
    expect(result.log.reasoning).toContain('"Millbrook" is also mentioned in b.txt:3; reading around each mention.');
    const pairs = (result.reply as { pairs: { question: string; golden_answer: string; evidence_locations: { file: string; start_line: number }[] }[] }).pairs;
    expect(pairs).toHaveLength(1);
    expect(pairs[0]!.question).toBe("In which year was the Millbrook reservoir completed, and in which year was the Millbrook reservoir enlarged?");
    expect(pairs[0]!.golden_answer).toBe("First part: 1952. Second part: 1988.");
    expect(pairs[0]!.evidence_locations.map((location) => `${location.file}:${location.start_line}`)).toEqual(["a.txt:3", "b.txt:3"]);
  });

  it("says so and submits nothing when what the facts are about is mentioned nowhere else", async () => {
    const root = await mkdtemp(join(tmpdir(), "qaforge-chainer-"));
    await writeFile(join(root, "a.txt"), "Engineering notes of the valley utilities.\n\nThe Millbrook reservoir was completed in 1952.\n");
    await writeFile(join(root, "c.txt"), "Engineering standards apply to every project.\n");
    const task = ["<n_pairs>1</n_pairs>", "<seed_context>From c.txt, lines 1–1:\nEngineering standards apply to every project.</seed_context>"].join("\n");
    const result = await runChainsAgent({ model: new ChainerModel({}), corpus: new CorpusTools(root), systemPrompt: "", taskPrompt: task, maxSteps: 8, timeoutMs: 20_000 });
    expect(result.reply).toEqual({ pairs: [] });
    expect(result.log.reasoning.at(-1)).toBe("What the facts read are about is mentioned nowhere else in the corpus.");
  });
});
