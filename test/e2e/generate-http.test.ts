import { copyFile, mkdtemp, readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { generate } from "../../src/api/generate.js";
import type { CorpusGenerationResult } from "../../src/agents/types.js";
import { fixturePath } from "../support/fixtures.js";
import { MockOpenAIServer } from "../support/mock-openai-server.js";
import { offlineHandler } from "../support/offline-over-http.js";

/**
 * Whole runs through the real OpenAI provider code over real HTTP: the mock server answers every call with the
 * offline engine, so the questions are real and the transport is the one a user with a key runs.
 */
describe("generate over HTTP with an OpenAI-compatible server", () => {
  let server: MockOpenAIServer | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });

  /** Token usage the server reported in its responses, summed. */
  const servedUsage = { prompt: 0, completion: 0 };

  async function startServer(): Promise<MockOpenAIServer> {
    server = await MockOpenAIServer.start();
    const handler = offlineHandler();
    servedUsage.prompt = 0;
    servedUsage.completion = 0;
    server.onRequest(async (request, index) => {
      const answer = await handler(request, index);
      if (answer?.kind === "completion" && answer.usage) {
        servedUsage.prompt += answer.usage.prompt;
        servedUsage.completion += answer.usage.completion;
      }
      return answer;
    });
    return server;
  }

  const models = (url: string) => ({
    generator: `openai-compatible:gen-model@${url}`,
    validator: `openai-compatible:val-model@${url}`,
    deduplicator: `openai-compatible:dedup-model@${url}`,
  });

  it("runs the textual loop: tools round-trip, usage is summed from the responses, questions are grounded", async () => {
    const mock = await startServer();
    const dir = await mkdtemp(join(tmpdir(), "qaforge-http-"));
    await writeFile(join(dir, "owlbear.md"), "## Owlbear\n\n- **Armor Class:** 13\n- **Hit Points:** 59 (7d10 + 21)\n- **Speed:** 40 ft.\n");
    const out = join(dir, "out.json");
    const summary = await generate(dir, { target: 2, out, ...models(mock.baseUrl) });

    expect(summary.accepted).toBe(2);
    const requests = mock.modelRequests;
    const toolNames = (index: number) => (requests[index]!.body.tools as { function: { name: string } }[]).map((t) => t.function.name);
    expect(toolNames(0)).toEqual(["read_lines", "search", "submit_qa", "report_exhausted"]);
    expect(requests.some((r) => r.body.model === "val-model" && (r.body.messages as { role: string }[]).some((m) => m.role === "tool"))).toBe(true);

    const result = JSON.parse(await readFile(out, "utf8")) as CorpusGenerationResult;
    for (const qa of result.questions) {
      const evidenceText = qa.evidence.map((e) => e.text).join("\n");
      expect(evidenceText).toContain(qa.answer);
    }
    expect(summary.tokens.input).toBe(servedUsage.prompt);
    expect(summary.tokens.output).toBe(servedUsage.completion);
    expect(servedUsage.prompt).toBeGreaterThan(0);
  });

  it("sends rendered pages to the server as image_url parts in visual mode", async () => {
    const mock = await startServer();
    const dir = await mkdtemp(join(tmpdir(), "qaforge-http-visual-"));
    await copyFile(fixturePath("pdf/bmc-hsr-2014.pdf"), join(dir, "paper.pdf"));
    const summary = await generate(dir, { target: 1, mode: "visual", out: join(dir, "out.json"), ...models(mock.baseUrl) });

    const imageParts = mock.modelRequests.flatMap((r) =>
      (r.body.messages as { role: string; content: unknown }[])
        .filter((m) => m.role === "user" && Array.isArray(m.content))
        .flatMap((m) => (m.content as { type: string; image_url?: { url: string } }[]).filter((part) => part.type === "image_url")),
    );
    expect(imageParts.length).toBeGreaterThan(0);
    expect(imageParts[0]!.image_url!.url).toMatch(/^data:image\/png;base64,iVBORw0KGgo/);
    // No image ever travels inside a tool message.
    for (const request of mock.modelRequests) {
      for (const message of request.body.messages as { role: string; content: unknown }[]) {
        if (message.role === "tool") expect(JSON.stringify(message.content)).not.toContain("base64");
      }
    }
    expect(summary.accepted).toBe(1);
  });
});
