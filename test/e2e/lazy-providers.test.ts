import { execFile } from "node:child_process";
import { mkdir, mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

/**
 * A LangChain provider package costs a tenth of a second or more to load; qaforge loads one only when a model (or
 * embedder) of that provider is made. Checked on the built CLI (`npm run build`), in processes of their own, with a
 * resolution hook that names every provider package the process loads.
 */
const register = fileURLToPath(new URL("../support/provider-imports/register.mjs", import.meta.url));
const bin = fileURLToPath(new URL("../../bin/qaforge.js", import.meta.url));
const dist = new URL("../../dist/", import.meta.url).href;

function node(args: string[], cwd?: string): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, ["--import", register, ...args], { cwd, maxBuffer: 16 * 1024 * 1024 }, (error, stdout, stderr) => {
      resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr });
    });
  });
}

const loaded = (stderr: string) => [...stderr.matchAll(/^provider package loaded: (\S+)$/gm)].map((match) => match[1]);

/** Makes one chat model from a spec in a fresh process, with the built library. */
const makeModel = (spec: string) =>
  node([
    "--input-type=module",
    "-e",
    `const { buildRunConfig } = await import("${dist}config/run-config.js");
     const { createChatModel } = await import("${dist}models/create.js");
     const model = await createChatModel(process.argv[1], "generator", buildRunConfig({}, {}, {}));
     console.log(model._llmType());`,
    spec,
  ]);

describe("provider packages load only for a model of their provider", () => {
  it("an offline generate and ask load none, and print no warning", async () => {
    const dir = await mkdtemp(join(tmpdir(), "qaforge-lazy-"));
    await mkdir(join(dir, "corpus"));
    await writeFile(join(dir, "corpus", "river.txt"), "The Danube is 2,850 km long.\nIt flows into the Black Sea in 1 delta.\n");
    const generate = await node([bin, "generate", "corpus", "--target", "1", "--out", "questions.json"], dir);
    expect(generate.code, generate.stderr).toBe(0);
    const ask = await node([bin, "ask", "corpus/river.txt", "How long is the Danube?"], dir);
    expect(ask.code, ask.stderr).toBe(0);
    for (const run of [generate, ask]) {
      expect(loaded(run.stderr)).toEqual([]);
      expect(run.stderr).not.toMatch(/Warning/);
    }
  }, 60_000);

  it("a model of one provider loads that provider's package and no other", async () => {
    const offline = await makeModel("offline:questioner");
    expect(offline.code, offline.stderr).toBe(0);
    expect(loaded(offline.stderr)).toEqual([]);
    const openai = await makeModel("openai-compatible:local@http://127.0.0.1:9/v1");
    expect(openai.code, openai.stderr).toBe(0);
    expect(loaded(openai.stderr)).toEqual(["@langchain/openai"]);
    const ollama = await makeModel("ollama:qwen2.5@http://127.0.0.1:9");
    expect(ollama.code, ollama.stderr).toBe(0);
    expect(loaded(ollama.stderr)).toEqual(["@langchain/ollama"]);
    expect(ollama.stderr).not.toMatch(/Warning/);
  }, 60_000);
});
