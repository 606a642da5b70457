import { cp, mkdir, mkdtemp, readdir, readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { chains } from "../../src/api/chains.js";
import type { ChainRecord } from "../../src/agents/chains/convert.js";
import type { GroupedDeliverable } from "../../src/outputs/chains.js";
import { normaliseForMatch } from "../../src/documents/words.js";
import { runCli } from "../support/cli.js";
import { aiTurn } from "../support/scripted-model.js";
import { TimedModel } from "../support/timed-model.js";

const example = fileURLToPath(new URL("../../examples/srd-and-science", import.meta.url));
const caseLaw = fileURLToPath(new URL("../../examples/categories/california-case-law.yaml", import.meta.url));

async function corpusCopy(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), "qaforge-chains-e2e-"));
  await cp(example, join(dir, "corpus"), { recursive: true });
  return dir;
}

describe("qaforge chains with the offline engine on the example corpus", () => {
  it("writes the raw chains, the grouped deliverable, the CSV and a log per invocation, every chain's evidence in the corpus text", async () => {
    const dir = await corpusCopy();
    const out = join(dir, "out");
    const run = await runCli(["chains", join(dir, "corpus"), "--categories", caseLaw, "--category", "numerical_aggregation,source_prioritization", "--target", "2", "--out", out, "--json"]);
    expect(run.code, run.stderr).toBe(0);
    const summary = JSON.parse(run.stdout) as { chains: number; categories: { id: string; chains: number; status: string }[] };
    expect(summary.categories.map((category) => category.id)).toEqual(["source_prioritization", "numerical_aggregation"]);
    expect(summary.chains).toBeGreaterThanOrEqual(2);

    const raw = JSON.parse(await readFile(join(out, "qa_chains_raw.json"), "utf8")) as ChainRecord[];
    expect(raw).toHaveLength(summary.chains);
    const textDir = join(dir, "corpus", ".qaforge", "corpus_text");
    for (const chain of raw) {
      expect(chain.question).toMatch(/\?$/);
      expect(chain.final_answer.length).toBeGreaterThanOrEqual(20);
      expect(chain.hop_count).toBeGreaterThanOrEqual(2);
      for (const hop of chain.hop_path) {
        const [file, range] = hop.chunk_id.split(/:(?=\d+-\d+$)/);
        const [start, end] = range!.split("-").map(Number);
        const lines = (await readFile(join(textDir, file!), "utf8")).replace(/\f/g, "").split("\n");
        expect(normaliseForMatch(lines.slice(start! - 1, end).join(" "))).toContain(normaliseForMatch(hop.partial_answer.split(" … ")[0]!));
      }
    }
    expect(new Set(raw.map((chain) => normaliseForMatch(chain.question))).size).toBe(raw.length);

    const grouped = JSON.parse(await readFile(join(out, "qa_deliverable_grouped.json"), "utf8")) as GroupedDeliverable;
    expect(grouped.domain_scope).toBe("california_state_case_law");
    expect(grouped.categories.flatMap((category) => category.samples)).toHaveLength(raw.length);
    const csv = await readFile(join(out, "qa_deliverable.csv"), "utf8");
    expect(csv.startsWith("chain_id,category,")).toBe(true);
    const logs = await readdir(join(out, "logs"));
    expect(logs.length).toBeGreaterThanOrEqual(2);
    const log = JSON.parse(await readFile(join(out, "logs", logs[0]!), "utf8")) as Record<string, unknown>;
    expect(Object.keys(log)).toEqual(expect.arrayContaining(["run_id", "category", "model", "cost_usd", "duration_ms", "reasoning", "tool_calls", "subagent_calls", "provenance_summary", "pairs_generated", "pairs_valid", "errors"]));
  });

  it("resumes after the run is stopped: finished categories are not redone and no chain is lost or repeated", async () => {
    const dir = await corpusCopy();
    const out = join(dir, "out");
    const options = { categoriesFile: caseLaw, categories: ["source_prioritization", "numerical_aggregation", "conflicting_information_synthesis"], target: 2, concurrency: 1, outDir: out };
    const controller = new AbortController();
    await expect(
      chains(join(dir, "corpus"), {
        ...options,
        signal: controller.signal,
        onEvent: (event) => {
          if (event.type === "category_finished") controller.abort();
        },
      }),
    ).rejects.toThrow();
    const before = JSON.parse(await readFile(join(out, "qa_chains_raw.json"), "utf8")) as ChainRecord[];
    expect(new Set(before.map((chain) => chain.category))).toEqual(new Set(["source_prioritization"]));

    const started: string[] = [];
    const summary = await chains(join(dir, "corpus"), { ...options, onEvent: (event) => event.type === "round_finished" && started.push(event.category) });
    expect(summary.resumed).toBe(true);
    expect(started).not.toContain("source_prioritization");
    const after = JSON.parse(await readFile(join(out, "qa_chains_raw.json"), "utf8")) as ChainRecord[];
    expect(after.slice(0, before.length)).toEqual(before);
    expect(new Set(after.map((chain) => chain.chain_id)).size).toBe(after.length);
  });

  it("names a bad categories file and an unknown category in one line, exit 2", async () => {
    const dir = await corpusCopy();
    const missing = await runCli(["chains", join(dir, "corpus"), "--categories", join(dir, "nope.yaml")]);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toMatch(/^qaforge: .*nope\.yaml.*no such file/);
    const unknown = await runCli(["chains", join(dir, "corpus"), "--categories", caseLaw, "--category", "trivia"]);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr.split("\n")).toHaveLength(1);
    expect(unknown.stderr).toMatch(/unknown category "trivia"/);
    const shard = await runCli(["chains", join(dir, "corpus"), "--categories", caseLaw, "--shard", "2/2"]);
    expect(shard.code).toBe(2);
    expect(shard.stderr).toMatch(/--shard must be i\/n with 0 ≤ i < n, got 2\/2/);
  });
});

describe("chains' retries and giving up, with a scripted model", () => {
  const pair = {
    question: "In which year was the Riverside Water Authority founded, and when did it merge with the Eastside District?",
    golden_answer: "It was founded in 1952 and merged with the Eastside District in 1998.",
    evidence_snippets: ["The Riverside Water Authority was founded in 1952", "In 1998 the Riverside Water Authority merged with the Eastside District"],
    evidence_locations: [
      { file: "a.txt.txt", start_line: 3, end_line: 3 },
      { file: "b.txt.txt", start_line: 3, end_line: 3 },
    ],
  };
  async function smallCorpus(): Promise<string> {
    const dir = await mkdtemp(join(tmpdir(), "qaforge-chains-scripted-"));
    await mkdir(join(dir, "corpus"));
    const prose = "Water quality in the valley was tested every week by the engineers of the authority, who kept careful records.";
    await writeFile(join(dir, "corpus", "a.txt"), `Annual report.\n\nThe Riverside Water Authority was founded in 1952 by the county board.\n${prose}\n${prose}\n`);
    await writeFile(join(dir, "corpus", "b.txt"), `History.\n\nIn 1998 the Riverside Water Authority merged with the Eastside District.\n${prose}\n${prose}\n`);
    return dir;
  }
  const options = (dir: string) => ({ categoriesFile: caseLaw, categories: ["multi_hop_reasoning"], target: 1, outDir: join(dir, "out") });

  it("retries an invocation whose reply holds no readable pairs, and keeps the pairs of the retry", async () => {
    const dir = await smallCorpus();
    const model = new TimedModel((_, call) => (call < 2 ? aiTurn({ content: "I looked around but I will describe it in words." }) : aiTurn({ toolCalls: [{ name: "submit_pairs", args: { pairs: [pair] } }] })), 0);
    const summary = await chains(join(dir, "corpus"), { ...options(dir), model });
    expect(summary).toMatchObject({ chains: 1, invocations: 2, dropped_by_check: { unparseable: 1 } });
    expect(model.calls).toHaveLength(3); // the text reply, its nudge, then the retry that submits
  });

  it("gives a category up after three rounds in a row that add no chain", async () => {
    const dir = await smallCorpus();
    const model = new TimedModel(() => aiTurn({ toolCalls: [{ name: "submit_pairs", args: { pairs: [] } }] }), 0);
    const summary = await chains(join(dir, "corpus"), { ...options(dir), model });
    expect(summary.chains).toBe(0);
    expect(summary.invocations).toBe(3);
    expect(summary.categories[0]).toMatchObject({ id: "multi_hop_reasoning", status: "done", note: "gave up after 3 rounds in a row added no chain (0 of 1)" });
  });

  it("records a failing model per category and carries on with the others; the same command retries it", async () => {
    const dir = await smallCorpus();
    let failing = true;
    const model = new TimedModel((messages) => {
      if (failing && JSON.stringify(messages.at(-1)?.content).includes("Multi-hop reasoning")) throw new Error("503 upstream unavailable");
      return aiTurn({ toolCalls: [{ name: "submit_pairs", args: { pairs: [pair] } }] });
    }, 0);
    const run = { ...options(dir), categories: ["multi_hop_reasoning", "temporal_ordering"] };
    const first = await chains(join(dir, "corpus"), { ...run, model });
    expect(first.categories.map((category) => [category.id, category.status])).toEqual([["multi_hop_reasoning", "failed"], ["temporal_ordering", "done"]]);
    expect(first.categories[0]!.note).toMatch(/503 upstream unavailable/);
    failing = false;
    const before = model.calls.length;
    const second = await chains(join(dir, "corpus"), { ...run, model });
    expect(second.resumed).toBe(true);
    expect(second.categories.map((category) => category.status)).toEqual(["done", "done"]);
    // Only the failed category was asked again.
    expect(model.calls.slice(before).every((messages) => JSON.stringify(messages).includes("Multi-hop reasoning"))).toBe(true);
  });
});
