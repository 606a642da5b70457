import { cp, mkdtemp, readFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it } from "vitest";
import { mcq } from "../../src/api/mcq.js";
import type { McqOutput } from "../../src/outputs/mcq.js";
import { MockOpenAIServer, reply, type RecordedRequest } from "../support/mock-openai-server.js";
import { offlineHandler } from "../support/offline-over-http.js";

const example = fileURLToPath(new URL("../../examples/srd-and-science/srd-monsters.md", import.meta.url));

const isGenerator = (request: RecordedRequest) => ((request.body.tools ?? []) as { function: { name: string } }[]).some((tool) => tool.function.name === "submit_questions");

const ABOLETH = { question: "What is the Armor Class of the Aboleth?", explanation: "stated", source_section: "Aboleth" };

/**
 * qaforge mcq through the real OpenAI provider code over real HTTP: the mock server plays the generator, the judge and
 * the validator with the offline engines, after the generator has sent malformed JSON, unreadable tool arguments,
 * three options, a duplicate option and an out-of-range index.
 */
describe("qaforge mcq over HTTP with an OpenAI-compatible server", () => {
  let server: MockOpenAIServer | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });

  it("gives every malformed generator reply feedback and regenerates, without crashing the run", async () => {
    server = await MockOpenAIServer.start();
    const offline = offlineHandler();
    let generatorCalls = 0;
    server.onRequest(async (request, index) => {
      if (request.path !== "/v1/chat/completions") return undefined;
      if (isGenerator(request)) {
        generatorCalls++;
        if (generatorCalls === 1) return reply.rateLimited({ retryAfterMs: 30 });
        if (generatorCalls === 2) return reply.text('Here are the questions: {"questions": [{"question": "What is');
        if (generatorCalls === 3) return reply.toolCalls([{ name: "submit_questions", args: '{"questions": [{"question": "What",,, ' }]);
        if (generatorCalls === 4) {
          return reply.toolCalls([
            {
              name: "submit_questions",
              args: {
                questions: [
                  { ...ABOLETH, options: ["17", "15", "19"], correct_answer: 0 },
                  { ...ABOLETH, options: ["17", "15", "17", "19"], correct_answer: 0 },
                  { ...ABOLETH, options: ["17", "15", "18", "19"], correct_answer: 4 },
                ],
              },
            },
          ]);
        }
      }
      return offline(request, index);
    });
    const dir = await mkdtemp(join(tmpdir(), "qaforge-mcq-http-"));
    await cp(example, join(dir, "srd-monsters.md"));
    const url = server.baseUrl;
    const summary = await mcq(join(dir, "srd-monsters.md"), {
      topics: ["Aboleth"],
      numQuestions: 3,
      maxIterations: 5,
      cwd: dir,
      generator: `openai-compatible:writer@${url}`,
      judge: `openai-compatible:judge@${url}`,
      validator: `openai-compatible:reader@${url}`,
      runConfigFlags: { retryBaseMs: 10 },
    });
    expect(summary.topics[0]).toMatchObject({ status: "done", approved: 3, stop_reason: "all_approved", iterations_used: 4 });
    const output = JSON.parse(await readFile(summary.output, "utf8")) as McqOutput;
    const feedback = output.topics[0]!.feedback_history.join("\n");
    expect(feedback).toMatch(/could not read JSON from the reply/);
    expect(feedback).toMatch(/the reply is empty|could not be read/);
    expect(feedback).toMatch(/it has 3 options; exactly 4 are required/);
    expect(feedback).toMatch(/options A and C are the same \("17"\)/);
    expect(feedback).toMatch(/correct_answer 4 is not the index of an option \(0 to 3\)/);
    expect(output).toMatchObject({ generator_model: `openai-compatible:writer@${url}`, evaluator_model: `openai-compatible:judge@${url}`, validator_model: `openai-compatible:reader@${url}` });

    // The feedback of the faulty rounds reached the generator over the wire.
    const generatorRequests = server.modelRequests.filter(isGenerator);
    const lastPrompt = JSON.stringify(generatorRequests.at(-1)!.body.messages);
    expect(lastPrompt).toMatch(/exactly 4 are required/);
    // The judge was made to call its tool; the validator was shown the options but never the key.
    const judgeRequest = server.modelRequests.find((request) => JSON.stringify(request.body.tools ?? []).includes("submit_judgement"))!;
    expect(JSON.stringify(judgeRequest.body.tool_choice)).toContain("submit_judgement");
    const validatorRequest = server.modelRequests.find((request) => JSON.stringify(request.body.messages).includes("You check multiple-choice questions"))!;
    const validatorPrompt = JSON.stringify(validatorRequest.body.messages);
    expect(validatorPrompt).toMatch(/<options>/);
    expect(validatorPrompt).not.toMatch(/correct_answer|Keyed correct option|explanation/i);
    expect(summary.usage.calls).toBeGreaterThan(generatorRequests.length);
  }, 60_000);

  it("evaluates many questions at once without piling listeners on the run's abort signal (no Node warning)", async () => {
    server = await MockOpenAIServer.start();
    server.onRequest(offlineHandler());
    const dir = await mkdtemp(join(tmpdir(), "qaforge-mcq-http-"));
    await cp(example, join(dir, "srd-monsters.md"));
    const warnings: string[] = [];
    const listener = (warning: Error) => warnings.push(`${warning.name}: ${warning.message}`);
    process.on("warning", listener);
    try {
      const summary = await mcq(join(dir, "srd-monsters.md"), {
        topics: ["Aboleth"],
        numQuestions: 8,
        maxIterations: 1,
        cwd: dir,
        generator: `openai-compatible:writer@${server.baseUrl}`,
        judge: `openai-compatible:judge@${server.baseUrl}`,
        validator: `openai-compatible:reader@${server.baseUrl}`,
        runConfigFlags: { cache: false },
      });
      await new Promise((resolve) => setTimeout(resolve, 50)); // warnings are emitted on the next tick
      expect(summary.usage.by_role.judge!.calls).toBeGreaterThanOrEqual(6);
    } finally {
      process.off("warning", listener);
    }
    expect(warnings).toEqual([]);
  }, 60_000);
});
