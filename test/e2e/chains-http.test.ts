import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { cp, mkdtemp, readFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it } from "vitest";
import type { ChainRecord } from "../../src/agents/chains/convert.js";
import { chains } from "../../src/api/chains.js";
import { polish, type ValidatedChain } from "../../src/api/polish.js";
import { MockOpenAIServer, reply } from "../support/mock-openai-server.js";
import { offlineHandler } from "../support/offline-over-http.js";

const example = fileURLToPath(new URL("../../examples/srd-and-science", import.meta.url));
const caseLaw = fileURLToPath(new URL("../../examples/categories/california-case-law.yaml", import.meta.url));

/**
 * chains and polish through the real OpenAI provider code over real HTTP: the mock server answers with the offline
 * chainer and judge, after scripted faults (a rate limit, malformed tool arguments, a reply with no JSON).
 */
describe("chains and polish over HTTP with an OpenAI-compatible server", () => {
  let server: MockOpenAIServer | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });

  it("generates chains through tool calls and the fan-out tool, survives a 429 and malformed arguments, and polishes them", async () => {
    server = await MockOpenAIServer.start();
    const offline = offlineHandler();
    let calls = 0;
    server.onRequest(async (request, index) => {
      if (request.path !== "/v1/chat/completions") return undefined;
      calls++;
      if (calls === 1) return reply.rateLimited({ retryAfterMs: 50 });
      if (calls === 3) return reply.toolCalls([{ name: "grep", args: '{"pattern": "Aboleth",,,' }]);
      return offline(request, index);
    });
    const dir = await mkdtemp(join(tmpdir(), "qaforge-chains-http-"));
    await cp(example, join(dir, "corpus"), { recursive: true });
    const out = join(dir, "out");
    const summary = await chains(join(dir, "corpus"), { categoriesFile: caseLaw, categories: ["numerical_aggregation", "source_prioritization"], target: 1, outDir: out, generator: `openai-compatible:chain-model@${server.baseUrl}` });
    expect(summary.chains).toBe(2);
    const raw = JSON.parse(await readFile(join(out, "qa_chains_raw.json"), "utf8")) as ChainRecord[];
    expect(raw.every((chain) => chain.generator_model === `openai-compatible:chain-model@${server!.baseUrl}`)).toBe(true);
    const toolsOffered = (server.modelRequests.at(-1)!.body.tools as { function: { name: string } }[]).map((tool) => tool.function.name);
    expect(toolsOffered).toEqual(["grep", "read", "glob", "list", "count", "search_in_parallel", "submit_pairs"]);
    // The malformed call was answered with an error the model could act on, not a crash.
    const conversation = JSON.stringify(server.modelRequests.map((request) => request.body.messages));
    expect(conversation).toMatch(/not valid JSON/);

    let judgeCalls = 0;
    server.onRequest(async (request, index) => {
      if (request.path !== "/v1/chat/completions") return undefined;
      judgeCalls++;
      if (judgeCalls === 1) return reply.text("I would approve this one, it looks fine.");
      return offline(request, index);
    });
    const polished = await polish(out, { judge: `openai-compatible:judge-model@${server.baseUrl}`, categoriesFile: caseLaw, concurrency: 1 });
    expect(polished.chains).toBe(2);
    const validated = JSON.parse(await readFile(join(out, "qa_chains_validated.json"), "utf8")) as ValidatedChain[];
    expect(validated[0]).toMatchObject({ approved: false, category_suitability_score: 0, rejection_reason: expect.stringContaining("could not be read") });
    expect(validated[1]!.judge_model).toBe(`openai-compatible:judge-model@${server.baseUrl}`);
    expect(validated[1]!.category_suitability_score).toBeGreaterThan(0);
  }, 60_000);
});

describe("kill -9 in the middle of a chains run", () => {
  it("resumes with the same command: the saved chains are kept, the finished category is not redone, nothing is repeated", async () => {
    const mock = await MockOpenAIServer.start();
    const offline = offlineHandler({ latencyMs: 150 });
    mock.onRequest((request, index) => offline(request, index));
    try {
      const dir = await mkdtemp(join(tmpdir(), "qaforge-chains-kill-"));
      await cp(example, join(dir, "corpus"), { recursive: true });
      const out = join(dir, "out");
      const bin = fileURLToPath(new URL("../../bin/qaforge.js", import.meta.url));
      const args = [bin, "chains", join(dir, "corpus"), "--categories", caseLaw, "--category", "source_prioritization,numerical_aggregation", "--target", "1", "--concurrency", "1", "--out", out, "--generator", `openai-compatible:chain-model@${mock.baseUrl}`, "--json"];
      const first = spawn(process.execPath, args, { stdio: "ignore" });
      const exited = new Promise((resolve) => first.once("exit", resolve));
      const raw = join(out, "qa_chains_raw.json");
      const deadline = Date.now() + 30_000;
      while (!existsSync(raw) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
      first.kill("SIGKILL");
      await exited;
      const before = JSON.parse(await readFile(raw, "utf8")) as ChainRecord[];
      expect(before.map((chain) => chain.category)).toEqual(["source_prioritization"]);
      const callsBefore = mock.modelRequests.length;

      const second = spawn(process.execPath, args, { stdio: ["ignore", "pipe", "inherit"] });
      let stdout = "";
      second.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
      expect(await new Promise((resolve) => second.once("exit", resolve))).toBe(0);
      const summary = JSON.parse(stdout) as { resumed: boolean; chains: number };
      expect(summary).toMatchObject({ resumed: true, chains: 2 });
      const after = JSON.parse(await readFile(raw, "utf8")) as ChainRecord[];
      expect(after[0]).toEqual(before[0]);
      expect(after.map((chain) => chain.category)).toEqual(["source_prioritization", "numerical_aggregation"]);
      // The resumed run asked the model only about the category left.
      const resumedPrompts = mock.modelRequests.slice(callsBefore).map((request) => JSON.stringify(request.body.messages[1]));
      expect(resumedPrompts.every((prompt) => !prompt.includes("<category_name>Source prioritization</category_name>"))).toBe(true);
    } finally {
      await mock.close();
    }
  }, 90_000);
});
