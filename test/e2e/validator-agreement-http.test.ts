import { mkdtemp, readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { generate } from "../../src/api/generate.js";
import { MockOpenAIServer, reply, type RecordedRequest } from "../support/mock-openai-server.js";
import { offlineHandler } from "../support/offline-over-http.js";
import { openDatabase } from "../../src/store/database.js";

/**
 * A validator model that contradicts itself over real HTTP: it answers "Not stated in the document." and then calls
 * submit_verdict with matches_reference: true. Its claim must not get a single question accepted.
 */
describe("a validator's claimed match is checked against its own answer", () => {
  let server: MockOpenAIServer | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });

  const offeredTools = (request: RecordedRequest) => new Set(((request.body.tools ?? []) as { function: { name: string } }[]).map((tool) => tool.function.name));

  it("rejects as wrong_answer, naming both answers, every question whose validator refused and claimed a match", async () => {
    server = await MockOpenAIServer.start();
    const offline = offlineHandler();
    let verdicts = 0;
    server.onRequest(async (request, index) => {
      const tools = offeredTools(request);
      if (tools.has("submit_answer")) {
        return reply.toolCalls([{ name: "submit_answer", args: { answerable: true, answer: "Not stated in the document.", evidence: [] } }]);
      }
      if (tools.has("submit_verdict")) {
        verdicts++;
        return reply.toolCalls([{ name: "submit_verdict", args: { matches_reference: true, trivial: false, ambiguous: false, relevant: true, detail: "Both answers match." } }]);
      }
      return offline(request, index);
    });
    const dir = await mkdtemp(join(tmpdir(), "qaforge-agreement-"));
    const monsters = ["Owlbear", "Griffon", "Basilisk", "Chimera", "Manticore"]
      .map((name, index) => `## ${name}\n\n- **Armor Class:** ${12 + index}\n- **Hit Points:** ${50 + index * 7}\n- **Speed:** ${30 + index * 10} ft.\n`)
      .join("\n");
    await writeFile(join(dir, "bestiary.md"), monsters);
    const url = server.baseUrl;
    const summary = await generate(dir, {
      target: 10,
      exhaustionThreshold: 12,
      out: join(dir, "out.json"),
      generator: `openai-compatible:gen@${url}`,
      validator: `openai-compatible:val@${url}`,
      deduplicator: `openai-compatible:dedup@${url}`,
    });

    expect(verdicts).toBeGreaterThanOrEqual(10);
    expect(summary.accepted).toBe(0);
    const result = JSON.parse(await readFile(join(dir, "out.json"), "utf8")) as { questions: unknown[] };
    expect(result.questions).toEqual([]);

    const database = openDatabase(join(dir, ".qaforge", "qaforge.db"));
    const rejections = database.prepare("SELECT reason, rejected AS payload FROM run_rejections").all() as { reason: string; payload: string }[];
    database.close();
    const wrong = rejections.filter((row) => row.reason === "wrong_answer");
    expect(wrong.length).toBeGreaterThanOrEqual(10);
    for (const row of wrong) {
      const payload = JSON.parse(row.payload) as { answer: string; rejection_detail: string };
      expect(payload.rejection_detail).toContain('answered "Not stated in the document."');
      expect(payload.rejection_detail).toContain(`the reference is "${payload.answer}"`);
    }
  }, 120_000);
});
