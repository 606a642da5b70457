import { mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { postProcessPairs, type LineReader } from "../agents/chains/pairs.js";
import { alreadyAsked } from "../agents/chains/prompt.js";
import { CorpusTools } from "../corpus/tools.js";
import { ChainerModel } from "../models/offline/chainer.js";
import { aiTurn, scriptedModel } from "../../test/support/scripted-model.js";
import { TimedModel } from "../../test/support/timed-model.js";
import { createSearchFanOut, runChainsAgent, searchInParallelTool } from "./chains.js";

let corpus: CorpusTools;
const CATEGORY = { id: "multi_hop_reasoning", display_name: "Multi-hop", description: "joins facts", min_hops: 2, max_hops: 3 };
const TASK = [
  "<category_name>multi_hop_reasoning</category_name>",
  "<hop_range>2–3</hop_range>",
  "<n_pairs>3</n_pairs>",
  "<seed_context>From a.txt, lines 3–5:\nThe Riverside Water Authority was founded in 1952 by the county board.</seed_context>",
].join("\n");

beforeAll(async () => {
  const root = await mkdtemp(join(tmpdir(), "qaforge-chains-"));
  await writeFile(
    join(root, "a.txt"),
    "Annual report of the valley utilities.\n\nThe Riverside Water Authority was founded in 1952 by the county board.\nIts engineers built the first treatment plant at Millbrook.\nThe Riverside Water Authority operated 14 pumping stations in 1990.\nWater quality was tested every week.\n",
  );
  await writeFile(
    join(root, "b.txt"),
    "History of the district.\n\nIn 1998 the Riverside Water Authority merged with the Eastside District.\nThe merged utility served 230,000 customers in three counties by 2005.\nThe Eastside District had been created in 1961 to supply farms.\n",
  );
  corpus = new CorpusTools(root);
});

const readLines: LineReader = (file, start, end) => {
  const result = corpus.read({ file, start_line: start, end_line: end });
  return result.isError ? undefined : result.content.split("\n").slice(1).map((line) => line.replace(/^\d+\t/, "")).join("\n");
};

describe("search_in_parallel: sub-searches fanned out with LangGraph's Send", () => {
  it("sends each search to its own sub_search node and reports them in the order asked, with the lines around mentions", async () => {
    const fanOut = createSearchFanOut(corpus);
    const tasks: string[] = [];
    for await (const chunk of await fanOut.stream({ searches: [{ pattern: "Eastside" }, { pattern: "founded" }, { pattern: "nowhere to be found" }] }, { streamMode: "updates" })) {
      tasks.push(...Object.keys(chunk as Record<string, unknown>));
    }
    expect(tasks).toEqual(["sub_search", "sub_search", "sub_search"]);
    const report = (await searchInParallelTool(corpus).invoke({ searches: [{ pattern: "Eastside", purpose: "the merger" }, { pattern: "founded" }, { pattern: "nowhere to be found" }] })) as string;
    const headings = [...report.matchAll(/^## Search (\d+): "([^"]+)"/gm)].map((match) => `${match[1]} ${match[2]}`);
    expect(headings).toEqual(["1 Eastside", "2 founded", "3 nowhere to be found"]);
    expect(report).toContain('## Search 1: "Eastside" (the merger)\n2 matches:\nb.txt:3: ');
    expect(report).toContain("Around the first 2 mentions:\nb.txt lines 1-5 of 5:");
    expect(report).toContain('No matches for "nowhere to be found".');
  });

  it("refuses more searches than it runs at once", async () => {
    const searches = Array.from({ length: 9 }, (_, index) => ({ pattern: `p${index}` }));
    await expect(searchInParallelTool(corpus).invoke({ searches })).rejects.toThrow();
  });
});

describe("the chains agent", () => {
  it("with the offline chainer: searches, reads two files and submits pairs whose evidence is at its cited lines", async () => {
    const result = await runChainsAgent({ model: new ChainerModel({}), corpus, systemPrompt: "Write multi-hop pairs.", taskPrompt: TASK, maxSteps: 8, timeoutMs: 20_000 });
    expect(result.termination).toBe("submitted");
    expect(result.log.tool_calls.map((call) => call.tool)).toEqual(["search_in_parallel", "read", "read", "submit_pairs"]);
    expect(result.log.provenance_summary.unique_files).toEqual(["a.txt", "b.txt"]);
    const { valid, dropped } = postProcessPairs(result.reply, CATEGORY, readLines);
    expect(dropped).toEqual([]);
    expect(valid.length).toBeGreaterThanOrEqual(1);
    for (const pair of valid) {
      expect(new Set(pair.evidence_locations.map((location) => location.file))).toEqual(new Set(["a.txt", "b.txt"]));
      expect(pair.question).toMatch(/, and .*\?$/);
    }
    expect(valid[0]!.question).toBe("In which year was the Riverside Water Authority founded by the county board, and in which year did the Riverside Water Authority merge with the Eastside District?");
    expect(valid[0]!.golden_answer).toBe("First part: 1952. Second part: 1998.");
  });

  it("does not write again a question the run already has (the <already_asked> list after the template)", async () => {
    const first = await runChainsAgent({ model: new ChainerModel({}), corpus, systemPrompt: "", taskPrompt: TASK, maxSteps: 8, timeoutMs: 20_000 });
    const question = (first.reply as { pairs: { question: string }[] }).pairs[0]!.question;
    const again = await runChainsAgent({ model: new ChainerModel({}), corpus, systemPrompt: "", taskPrompt: `${TASK}${alreadyAsked([question])}`, maxSteps: 8, timeoutMs: 20_000 });
    expect((again.reply as { pairs: { question: string }[] }).pairs.map((pair) => pair.question)).not.toContain(question);
    expect(alreadyAsked([])).toBe("");
    expect(alreadyAsked(["Q1?", "Q2?"])).toContain("<already_asked>\n- Q1?\n- Q2?\n</already_asked>");
  });

  it("submits no pairs, saying why, when the seed names nothing found in two places", async () => {
    const lonely = TASK.replace(/<seed_context>[\s\S]*<\/seed_context>/, "<seed_context>From a.txt, lines 6–6:\nWater quality was tested every week.</seed_context>");
    const result = await runChainsAgent({ model: new ChainerModel({}), corpus, systemPrompt: "", taskPrompt: lonely, maxSteps: 8, timeoutMs: 20_000 });
    expect(result.reply).toEqual({ pairs: [] });
    expect(result.log.reasoning.at(-1)).toMatch(/No term of the seed passage is mentioned in two places/);
  });

  it("takes JSON written as text, ends on the step budget, and ends on its own time limit as timeout", async () => {
    const text = await runChainsAgent({ model: scriptedModel({ content: "I have the pairs." }, { content: 'Here: ```json\n[{"question": "Q?"}]\n```' }), corpus, systemPrompt: "", taskPrompt: TASK, maxSteps: 4, timeoutMs: 20_000 });
    expect(text).toMatchObject({ termination: "text_reply", reply: expect.stringContaining('"question": "Q?"') });
    const grep = { toolCalls: [{ name: "grep", args: { pattern: "Riverside" } }] };
    const budget = await runChainsAgent({ model: scriptedModel(grep, grep), corpus, systemPrompt: "", taskPrompt: TASK, maxSteps: 2, timeoutMs: 20_000 });
    expect(budget.termination).toBe("step_budget");
    const slow = new TimedModel(() => aiTurn({ toolCalls: [{ name: "grep", args: { pattern: "x" } }] }), 2_000);
    const timedOut = await runChainsAgent({ model: slow, corpus, systemPrompt: "", taskPrompt: TASK, maxSteps: 4, timeoutMs: 100 });
    expect(timedOut.termination).toBe("timeout");
  });

  it("a run cancelled from outside is not a timeout: the cancellation propagates", async () => {
    const controller = new AbortController();
    const slow = new TimedModel(() => aiTurn({ content: "thinking" }), 2_000);
    const pending = runChainsAgent({ model: slow, corpus, systemPrompt: "", taskPrompt: TASK, maxSteps: 4, timeoutMs: 10_000, signal: controller.signal });
    setTimeout(() => controller.abort(), 50);
    await expect(pending).rejects.toThrow();
  });
});
