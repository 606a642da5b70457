/**
 * The provider models over real HTTP against the local mock server: the same LangChain clients and the same
 * transport a user with a key runs, pointed at 127.0.0.1.
 */
import { HumanMessage, type AIMessage } from "@langchain/core/messages";
import { tool } from "@langchain/core/tools";
import { END, MessagesAnnotation, START, StateGraph } from "@langchain/langgraph";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { repairToolCalls } from "../../src/agents/tool-call-repair.js";
import { buildRunConfig, type RunConfigFileInput } from "../../src/config/run-config.js";
import { QaforgeError } from "../../src/errors.js";
import { createChatModel, type ModelServices } from "../../src/models/create.js";
import { UsageLedger } from "../../src/models/usage.js";
import { createMemoryLlmCache } from "../../src/store/llm-cache.js";
import { MockOpenAIServer, reply } from "../support/mock-openai-server.js";

const OPENAI_KEY = "sk-test-0123456789abcdefSECRET";
const ANTHROPIC_KEY = "sk-ant-test-9876543210SECRET";
const ENV = { OPENAI_API_KEY: OPENAI_KEY, ANTHROPIC_API_KEY: ANTHROPIC_KEY };
const PNG_DATA_URL =
  "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==";

const searchTool = tool(async ({ query }) => `results for ${query}`, {
  name: "search",
  description: "Search the document for lines containing the query",
  schema: z.object({ query: z.string().describe("words to look for"), limit: z.number().int().optional() }),
});
const readLinesTool = tool(async () => "", {
  name: "read_lines",
  description: "Read a range of lines",
  schema: z.object({ start: z.number().int(), end: z.number().int() }),
});

let server: MockOpenAIServer;

beforeEach(async () => {
  server = await MockOpenAIServer.start();
});
afterEach(async () => {
  await server.close();
  vi.unstubAllEnvs();
});

function config(file: RunConfigFileInput = {}, env: Record<string, string> = ENV) {
  return buildRunConfig({ retry_base_ms: 5, ...file }, {}, env);
}

function openai(role: "generator" | "validator" = "validator", file: RunConfigFileInput = {}, services: ModelServices = {}) {
  return createChatModel(`openai:gpt-4.1@${server.baseUrl}`, role, config(file), services);
}

async function rejection(promise: Promise<unknown>): Promise<QaforgeError> {
  const error = await promise.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(QaforgeError);
  return error as QaforgeError;
}

describe("tool calls and content over the OpenAI API", () => {
  it("sends the tool schemas and parses several tool calls from one turn", async () => {
    server.enqueue(
      reply.toolCalls([
        { name: "search", args: { query: "boiling point" }, id: "call_a" },
        { name: "read_lines", args: { start: 10, end: 20 }, id: "call_b" },
      ]),
    );
    const model = (await openai()).bindTools!([searchTool, readLinesTool]);
    const answer = await model.invoke([new HumanMessage("Find the boiling point")]);

    const sent = server.modelRequests[0]!.body;
    expect(sent.model).toBe("gpt-4.1");
    expect(sent.tools.map((entry: { function: { name: string } }) => entry.function.name)).toEqual(["search", "read_lines"]);
    expect(sent.tools[0].function.parameters.properties.query.type).toBe("string");
    expect(sent.tools[1].function.parameters.required).toEqual(["start", "end"]);
    expect(answer.tool_calls).toEqual([
      expect.objectContaining({ name: "search", args: { query: "boiling point" }, id: "call_a" }),
      expect.objectContaining({ name: "read_lines", args: { start: 10, end: 20 }, id: "call_b" }),
    ]);
  });

  it("sends an image in a HumanMessage as an image_url part with the data URL", async () => {
    await (await openai()).invoke([
      new HumanMessage({
        content: [
          { type: "text", text: "What does page 3 show?" },
          { type: "image_url", image_url: { url: PNG_DATA_URL } },
        ],
      }),
    ]);
    const content = server.modelRequests[0]!.body.messages[0].content;
    expect(content).toEqual([
      { type: "text", text: "What does page 3 show?" },
      { type: "image_url", image_url: { url: PNG_DATA_URL } },
    ]);
  });

  it("streams over SSE and still reports usage", async () => {
    const ledger = new UsageLedger();
    server.enqueue(reply.text("streamed answer", { usage: { prompt: 30, completion: 3 } }));
    const chunks: string[] = [];
    for await (const chunk of await (await openai("validator", {}, { ledger })).stream("hello")) chunks.push(String(chunk.content));
    expect(server.modelRequests[0]!.body.stream).toBe(true);
    expect(chunks.join("")).toBe("streamed answer");
    expect(ledger.totals()).toMatchObject({ calls: 1, inputTokens: 30, outputTokens: 3 });
  });
});

describe("retries, timeouts and concurrency", () => {
  it("honours Retry-After: 1 (seconds) on a 429 before retrying", async () => {
    server.enqueue(reply.rateLimited({ retryAfter: 1 }), reply.text("after the wait"));
    const answer = await (await openai()).invoke("hello");
    expect(answer.content).toBe("after the wait");
    const [first, second] = server.modelRequests;
    expect(server.modelRequests).toHaveLength(2);
    expect(second!.receivedAt - first!.receivedAt).toBeGreaterThanOrEqual(950);
  });

  it("honours Retry-After as an HTTP date and retry-after-ms", async () => {
    server.enqueue(
      reply.rateLimited({ retryAfter: new Date(Date.now() + 1500).toUTCString() }),
      reply.rateLimited({ retryAfterMs: 300 }),
      reply.text("third time"),
    );
    await expect((await openai()).invoke("hello")).resolves.toMatchObject({ content: "third time" });
    const [first, second, third] = server.modelRequests;
    // An HTTP date has whole seconds: 1.5 s ahead is at least 0.5 s away.
    expect(second!.receivedAt - first!.receivedAt).toBeGreaterThanOrEqual(450);
    expect(third!.receivedAt - second!.receivedAt).toBeGreaterThanOrEqual(290);
  });

  it("retries a 500 and a 503 with backoff, then succeeds", async () => {
    server.enqueue(reply.serverError(500), reply.serverError(503), reply.text("recovered"));
    await expect((await openai()).invoke("hello")).resolves.toMatchObject({ content: "recovered" });
    expect(server.modelRequests).toHaveLength(3);
  });

  it("gives up after max_retries with one llm_error naming the status and the attempts", async () => {
    server.onRequest(() => reply.serverError(502, "bad gateway upstream"));
    const error = await rejection((await openai("validator", { max_retries: 2 })).invoke("hello"));
    expect(error.code).toBe("llm_error");
    expect(error.message).toContain("HTTP 502");
    expect(error.message).toContain("after 3 attempts");
    expect(error.message).toContain(`openai:gpt-4.1@${server.baseUrl}`);
    expect(server.modelRequests).toHaveLength(3);
  });

  it("does not retry a 400: the request itself is wrong", async () => {
    server.enqueue(reply.error(400, "Invalid schema for function 'search'"));
    const error = await rejection((await openai()).invoke("hello"));
    expect(error.message).toMatch(/HTTP 400.*Invalid schema/);
    expect(server.modelRequests).toHaveLength(1);
  });

  it("aborts a response slower than timeout_ms, retries, then reports a timeout", async () => {
    server.onRequest(() => reply.slow(2_000, reply.text("too late")));
    const started = Date.now();
    const error = await rejection((await openai("validator", { timeout_ms: 150, max_retries: 1 })).invoke("hello"));
    expect(error.code).toBe("llm_error");
    expect(error.message).toContain("no complete response within 150 ms");
    expect(error.message).toContain("gave up after 2 attempts");
    expect(server.modelRequests).toHaveLength(2);
    expect(Date.now() - started).toBeLessThan(1_500);
  });

  it("reports a refused connection as one clear line after the retries", async () => {
    const closed = await MockOpenAIServer.start();
    const url = closed.baseUrl;
    await closed.close();
    const model = await createChatModel(`openai:gpt-4.1@${url}`, "validator", config({ max_retries: 1 }));
    const error = await rejection(model.invoke("hello"));
    expect(error.message).toMatch(/connection failed \(ECONNREFUSED\); gave up after 2 attempts/);
  });

  it("lets no more than concurrency.<provider> calls run at once, across model instances", async () => {
    let inFlight = 0;
    let most = 0;
    server.onRequest(async () => {
      inFlight++;
      most = Math.max(most, inFlight);
      await new Promise((resolve) => setTimeout(resolve, 80));
      inFlight--;
      return reply.text("ok");
    });
    const settings: RunConfigFileInput = { concurrency: { openai: 2 } };
    const generator = await openai("generator", settings);
    const validator = await openai("validator", settings);
    await Promise.all([1, 2, 3].flatMap((n) => [generator.invoke(`g${n}`), validator.invoke(`v${n}`)]));
    expect(server.modelRequests).toHaveLength(6);
    expect(most).toBe(2);
  });

  it("passes a caller's abort through without retrying", async () => {
    server.onRequest(() => reply.slow(2_000, reply.text("never")));
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 100);
    const started = Date.now();
    await expect((await openai()).invoke("hello", { signal: controller.signal })).rejects.toThrow(/abort/i);
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(server.modelRequests).toHaveLength(1);
  });
});

describe("inside a LangGraph graph streaming messages", () => {
  it("streams over SSE, retries, tags usage with the graph's document metadata, and times out as llm_error", async () => {
    const ledger = new UsageLedger();
    const model = await openai("validator", { timeout_ms: 200, max_retries: 1 }, { ledger });
    const graph = new StateGraph(MessagesAnnotation)
      .addNode("validate", async (state) => ({ messages: [await model.invoke(state.messages)] }))
      .addEdge(START, "validate")
      .addEdge("validate", END)
      .compile();
    server.enqueue(reply.serverError(500), reply.text("supported", { usage: { prompt: 5, completion: 2 } }));
    const streamed: string[] = [];
    const stream = await graph.stream({ messages: [new HumanMessage("check")] }, { streamMode: "messages", metadata: { document: "doc-7" } });
    for await (const [chunk] of stream) streamed.push(String(chunk.content));
    expect(streamed.join("")).toBe("supported");
    expect(server.modelRequests.map((request) => request.body.stream)).toEqual([true, true]);
    expect(ledger.byDocument()["doc-7"]).toMatchObject({ calls: 1, inputTokens: 5, outputTokens: 2 });

    server.onRequest(() => reply.slow(2_000, reply.text("late")));
    const drain = async () => {
      for await (const _ of await graph.stream({ messages: [new HumanMessage("again")] }, { streamMode: "messages" })) void _;
    };
    const error = await rejection(drain());
    expect(error.message).toContain("no complete response within 200 ms; gave up after 2 attempts");
  });
});

describe("every provider goes through the same transport", () => {
  it("Anthropic: retries a 429 with Retry-After, sends the key header, reports usage with cache reads", async () => {
    const ledger = new UsageLedger();
    server.enqueue(reply.rateLimited({ retryAfterMs: 200 }), reply.text("Claude here", { usage: { prompt: 1000, completion: 100, cached: 400 } }));
    const model = await createChatModel(`anthropic:claude-sonnet-4-5@${server.origin}`, "validator", config(), { ledger });
    const answer = await model.invoke("hello");
    expect(answer.content).toBe("Claude here");
    const [first, second] = server.modelRequests;
    expect(second!.path).toBe("/v1/messages");
    expect(second!.headers["x-api-key"]).toBe(ANTHROPIC_KEY);
    expect(second!.receivedAt - first!.receivedAt).toBeGreaterThanOrEqual(190);
    expect(ledger.totals()).toMatchObject({ inputTokens: 1000, cachedInputTokens: 400, outputTokens: 100 });
    // claude-sonnet-4-5: 600 × $3 + 400 × $0.30 + 100 × $15 per million
    expect(ledger.totals().costUsd).toBeCloseTo((600 * 3 + 400 * 0.3 + 100 * 15) / 1e6, 10);
  });

  it("Anthropic: a slow answer times out like any other", async () => {
    server.onRequest(() => reply.slow(2_000, reply.text("late")));
    const model = await createChatModel(`anthropic:claude-sonnet-4-5@${server.origin}`, "validator", config({ timeout_ms: 100, max_retries: 0 }));
    const error = await rejection(model.invoke("hello"));
    expect(error.message).toContain("no complete response within 100 ms");
  });

  it("Ollama: retries a 503, then parses tool calls from the streamed NDJSON", async () => {
    server.enqueue(reply.serverError(503), reply.toolCalls([{ name: "search", args: { query: "ions" } }]));
    const model = await createChatModel(`ollama:qwen2.5vl@${server.origin}`, "generator", config());
    const answer = await model.bindTools!([searchTool]).invoke("hello");
    expect(server.modelRequests.map((request) => request.path)).toEqual(["/api/chat", "/api/chat"]);
    expect(server.modelRequests[1]!.body.tools[0].function.name).toBe("search");
    expect(answer.tool_calls?.[0]).toMatchObject({ name: "search", args: { query: "ions" } });
  });

  it("openai-compatible: calls the spec's base URL and never sends OPENAI_API_KEY there", async () => {
    vi.stubEnv("OPENAI_API_KEY", OPENAI_KEY);
    const model = await createChatModel(`openai-compatible:Qwen/Qwen2.5-VL-7B-Instruct@${server.baseUrl}`, "generator", config({}, {}));
    await model.invoke("hello");
    const request = server.modelRequests[0]!;
    expect(request.path).toBe("/v1/chat/completions");
    expect(request.body.model).toBe("Qwen/Qwen2.5-VL-7B-Instruct");
    expect(request.headers.authorization).not.toContain(OPENAI_KEY);
  });
});

describe("what callbacks see of a model", () => {
  it("serialises the model once for every call's callbacks, with the API key left out", async () => {
    const seen: unknown[] = [];
    const handler = { handleChatModelStart: (llm: unknown) => void seen.push(llm) };
    const model = await openai();
    const toJSON = vi.spyOn(Object.getPrototypeOf(Object.getPrototypeOf(Object.getPrototypeOf(model))) as { toJSON(): unknown }, "toJSON");
    await model.invoke("one", { callbacks: [handler] });
    await model.invoke("two", { callbacks: [handler] });
    expect(seen).toHaveLength(2);
    expect(seen[1]).toBe(seen[0]);
    expect(toJSON).toHaveBeenCalledTimes(1);
    expect(JSON.stringify(seen[0])).toContain("gpt-4.1");
    expect(JSON.stringify(seen[0])).not.toContain(OPENAI_KEY);
    toJSON.mockRestore();
  });
});

describe("usage and cost", () => {
  it("sums input, cached, output and reasoning tokens per role, per document and per run", async () => {
    const ledger = new UsageLedger();
    const heard: number[] = [];
    ledger.onRecord((_record, totals) => heard.push(totals.inputTokens));
    server.enqueue(
      reply.text("one", { usage: { prompt: 1200, completion: 300, cached: 1000, reasoning: 120 } }),
      reply.text("two", { usage: { prompt: 800, completion: 50 } }),
      reply.text("three", { usage: { prompt: 100, completion: 10, cached: 0, reasoning: 5 } }),
    );
    const generator = await openai("generator", {}, { ledger });
    const validator = await openai("validator", {}, { ledger });
    await generator.invoke("a", { metadata: { document: "doc-a" } });
    await validator.invoke("b", { metadata: { document: "doc-a" } });
    await validator.invoke("c", { tags: ["document:doc-b"] });

    expect(ledger.totals()).toMatchObject({
      calls: 3,
      inputTokens: 2100,
      cachedInputTokens: 1000,
      outputTokens: 360,
      reasoningTokens: 125,
      unpricedModels: [],
    });
    // gpt-4.1: $2 input, $0.50 cached input, $8 output per million
    const expected = ((2100 - 1000) * 2 + 1000 * 0.5 + 360 * 8) / 1e6;
    expect(ledger.totals().costUsd).toBeCloseTo(expected, 10);
    expect(ledger.byRole().generator).toMatchObject({ calls: 1, inputTokens: 1200, reasoningTokens: 120 });
    expect(ledger.byRole().validator).toMatchObject({ calls: 2, inputTokens: 900, outputTokens: 60 });
    expect(ledger.byDocument()["doc-a"]).toMatchObject({ calls: 2, inputTokens: 2000 });
    expect(ledger.byDocument()["doc-b"]).toMatchObject({ calls: 1, inputTokens: 100 });
    expect(heard).toEqual([1200, 2000, 2100]);
  });

  it("prices an unknown model at 0 and flags it, unless the config prices it", async () => {
    const ledger = new UsageLedger(config({ prices: { "Qwen/Qwen2.5-VL-7B-Instruct": { input: 0.1, output: 0.2 } } }).prices);
    const unpricedLedger = new UsageLedger();
    server.enqueue(reply.text("x", { usage: { prompt: 1_000_000, completion: 1_000_000 } }));
    server.enqueue(reply.text("y", { usage: { prompt: 1_000_000, completion: 1_000_000 } }));
    const spec = `openai-compatible:Qwen/Qwen2.5-VL-7B-Instruct@${server.baseUrl}`;
    await (await createChatModel(spec, "generator", config(), { ledger })).invoke("a");
    await (await createChatModel(spec, "generator", config(), { ledger: unpricedLedger })).invoke("a");
    expect(ledger.totals()).toMatchObject({ costUsd: expect.closeTo(0.3, 10), unpricedModels: [] });
    expect(unpricedLedger.totals()).toMatchObject({ costUsd: 0, unpricedModels: ["openai-compatible:Qwen/Qwen2.5-VL-7B-Instruct"] });
  });
});

describe("response cache", () => {
  it("answers a second identical temperature-0 call from the cache and misses on another temperature or tool set", async () => {
    const cache = createMemoryLlmCache();
    const ledger = new UsageLedger();
    server.onRequest((_request, index) => reply.text(`answer ${index}`, { usage: { prompt: 10, completion: 2 } }));
    const validator = await openai("validator", {}, { cache, ledger });
    const question = [new HumanMessage("Is the answer supported?")];

    const first = await validator.invoke(question);
    const second = await validator.invoke(question);
    expect(server.modelRequests).toHaveLength(1);
    expect(second.content).toBe(first.content);
    expect(ledger.totals()).toMatchObject({ calls: 2, cachedCalls: 1, inputTokens: 10 });

    const warmer = await openai("validator", { roles: { validator: { temperature: 0.5, cache: true } } }, { cache });
    await warmer.invoke(question);
    expect(server.modelRequests).toHaveLength(2);
    expect(server.modelRequests[1]!.body.temperature).toBe(0.5);

    await validator.bindTools!([searchTool]).invoke(question);
    await validator.bindTools!([searchTool, readLinesTool]).invoke(question);
    expect(server.modelRequests).toHaveLength(4);
    await validator.bindTools!([searchTool]).invoke(question);
    expect(server.modelRequests).toHaveLength(4);
  });

  it("misses when only an image differs, though LangChain's prompt text is the same", async () => {
    const cache = createMemoryLlmCache();
    const validator = await openai("validator", {}, { cache });
    const withImage = (url: string) => [new HumanMessage({ content: [{ type: "text", text: "Read this page" }, { type: "image_url", image_url: { url } }] })];
    await validator.invoke(withImage(PNG_DATA_URL));
    await validator.invoke(withImage(PNG_DATA_URL.replace("AAAAB", "AAAAC")));
    expect(server.modelRequests).toHaveLength(2);
  });

  it("is off for a role with a temperature above 0 unless configured", async () => {
    const cache = createMemoryLlmCache();
    const generator = await openai("generator", {}, { cache });
    await generator.invoke("write a question");
    await generator.invoke("write a question");
    expect(server.modelRequests).toHaveLength(2);
  });
});

describe("malformed tool-call arguments", () => {
  it("repairs single quotes and a trailing comma, and rejects a cut-off call with a reason", async () => {
    server.enqueue(
      reply.toolCalls([
        { name: "search", args: "{'query': 'melting point', 'limit': 3,}", id: "call_fixable" },
        { name: "read_lines", args: '{"start": 1, "end": "ten', id: "call_cut" },
      ]),
    );
    const answer = (await (await openai()).bindTools!([searchTool, readLinesTool]).invoke("go")) as AIMessage;
    expect(answer.invalid_tool_calls).toHaveLength(2);

    const { toolCalls, rejected } = repairToolCalls(answer, [searchTool, readLinesTool]);
    expect(toolCalls).toEqual([{ name: "search", args: { query: "melting point", limit: 3 }, id: "call_fixable", type: "tool_call" }]);
    expect(rejected).toEqual([{ name: "read_lines", id: "call_cut", reason: expect.stringContaining("cut off") }]);
  });
});

describe("credentials", () => {
  it("names the environment variable when the OpenAI or Anthropic key is missing", async () => {
    const noKeys = config({}, {});
    await expect(createChatModel("openai:gpt-4.1", "generator", noKeys)).rejects.toThrow(
      expect.objectContaining({
        code: "missing_api_key",
        message: "OPENAI_API_KEY is not set; export it or set providers.openai.api_key in qaforge.config.yaml",
      }),
    );
    await expect(createChatModel("anthropic:claude-sonnet-4-5", "validator", noKeys)).rejects.toThrow(
      expect.objectContaining({
        code: "missing_api_key",
        message: "ANTHROPIC_API_KEY is not set; export it or set providers.anthropic.api_key in qaforge.config.yaml",
      }),
    );
  });

  it("keeps the key out of the error of a failing call, even when the server echoes it", async () => {
    server.onRequest((request) => reply.error(401, `Incorrect API key provided: ${String(request.headers.authorization)}`));
    const error = await rejection((await openai()).invoke("hello"));
    expect(server.modelRequests[0]!.headers.authorization).toBe(`Bearer ${OPENAI_KEY}`);
    expect(error.message).toContain("refused the API key (HTTP 401)");
    const everything = [error.message, error.describe(), JSON.stringify(error), String(error.stack), String((error.cause as Error)?.message)];
    for (const text of everything) expect(text).not.toContain(OPENAI_KEY);
  });

  it("keeps the key out of a serialized run config", () => {
    const serialized = JSON.stringify(config());
    expect(serialized).not.toContain(OPENAI_KEY);
    expect(serialized).not.toContain(ANTHROPIC_KEY);
  });
});
