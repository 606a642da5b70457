import { copyFile, mkdir, mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it } from "vitest";
import { research } from "../../src/api/research.js";
import { MockOpenAIServer } from "../support/mock-openai-server.js";
import { offlineHandler } from "../support/offline-over-http.js";

const fixture = fileURLToPath(new URL("../fixtures/text/scotus-fisher-opinion.txt", import.meta.url));
const calm = async () => ({ ramPercent: 30, gpus: [] });
const ROLES = ["planner", "synthesizer", "fact_extractor", "verifier", "coverage"] as const;

describe("qaforge research over HTTP (OpenAI-compatible provider, the mock server answering with the offline engines)", () => {
  let server: MockOpenAIServer | undefined;
  afterEach(async () => {
    await server?.close();
  });

  it("gives the same answer, history and ICAT as the in-process engines, each role calling its own model", async () => {
    const dir = await mkdtemp(join(tmpdir(), "qaforge-research-http-"));
    await mkdir(join(dir, "corpus"));
    await copyFile(fixture, join(dir, "corpus", "opinion.txt"));
    server = await MockOpenAIServer.start();
    server.onRequest(offlineHandler());
    const query = "What did the Court decide about strict scrutiny and race-conscious admissions?";
    const flags = Object.fromEntries(ROLES.map((role) => [role, `openai-compatible:${role}@${server!.baseUrl}`]));
    const overHttp = await research(join(dir, "corpus"), { query, outDir: join(dir, "http"), evaluate: true, maxIterations: 3, memory: calm, runConfigFlags: { ...flags, cache: false } });
    const inProcess = await research(join(dir, "corpus"), { query, outDir: join(dir, "local"), evaluate: true, maxIterations: 3, memory: calm, fresh: true });

    const [http] = overHttp.results;
    const [local] = inProcess.results;
    expect(http!.answer).toBe(local!.answer);
    expect(http!.citations).toEqual(local!.citations);
    expect(http!.history.map((entry) => entry.stats)).toEqual(local!.history.map((entry) => entry.stats));
    expect(http!.termination_reason).toBe(local!.termination_reason);
    expect({ ...http!.icat, verdicts: undefined }).toEqual({ ...local!.icat, verdicts: undefined });
    const models = new Set(server.requests.map((request) => (request.body as { model: string }).model));
    expect(models).toEqual(new Set(ROLES));
    expect(overHttp.model_calls).toBe(server.requests.length);
  });
});
