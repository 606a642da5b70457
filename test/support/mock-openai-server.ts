/**
 * A local model server for tests: speaks the OpenAI API (chat completions, JSON and SSE streaming; embeddings;
 * models), and, so that every provider can be driven over real HTTP, Anthropic's Messages API and Ollama's chat API.
 * Replies come from a queue (and then a handler); every request is recorded with its parsed body, headers and
 * arrival time.
 */
import { createHash } from "node:crypto";
import { createServer, type IncomingHttpHeaders, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export interface RecordedRequest {
  method: string;
  /** Path without the query, e.g. "/v1/chat/completions". */
  path: string;
  headers: IncomingHttpHeaders;
  /** The parsed JSON body, or undefined. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read provider payloads freely
  body: any;
  /** Date.now() when the request arrived. */
  receivedAt: number;
}

export interface MockToolCall {
  name: string;
  /** An object is sent as JSON; a string is sent verbatim, so malformed arguments can be scripted. */
  args: Record<string, unknown> | string;
  id?: string;
}

export interface MockUsage {
  /** All input tokens, cached ones included (as OpenAI counts them). */
  prompt: number;
  completion: number;
  cached?: number;
  reasoning?: number;
}

export type MockReply =
  | {
      kind: "completion";
      content?: string;
      toolCalls?: MockToolCall[];
      usage?: MockUsage;
      delayMs?: number;
    }
  | {
      kind: "http";
      status: number;
      headers?: Record<string, string>;
      body?: unknown;
      delayMs?: number;
    };

export type MockHandler = (request: RecordedRequest, index: number) => MockReply | undefined | Promise<MockReply | undefined>;

/** Builders for scripted replies. */
export const reply = {
  text(content: string, options: { usage?: MockUsage; delayMs?: number } = {}): MockReply {
    return { kind: "completion", content, ...options };
  },
  toolCalls(toolCalls: MockToolCall[], options: { content?: string; usage?: MockUsage; delayMs?: number } = {}): MockReply {
    return { kind: "completion", toolCalls, ...options };
  },
  /** 429 with `Retry-After` (seconds or an HTTP date) and/or `retry-after-ms`. */
  rateLimited(options: { retryAfter?: number | string; retryAfterMs?: number } = {}): MockReply {
    const headers: Record<string, string> = {};
    if (options.retryAfter !== undefined) headers["retry-after"] = String(options.retryAfter);
    if (options.retryAfterMs !== undefined) headers["retry-after-ms"] = String(options.retryAfterMs);
    return reply.error(429, "Rate limit reached for requests", headers, "rate_limit_exceeded");
  },
  serverError(status = 500, message = "The server had an error while processing your request"): MockReply {
    return reply.error(status, message, {}, "server_error");
  },
  error(status: number, message: string, headers: Record<string, string> = {}, code = "error"): MockReply {
    return { kind: "http", status, headers, body: { error: { message, type: code, code } } };
  },
  /** The same reply, sent only after `delayMs`. */
  slow(delayMs: number, inner: MockReply): MockReply {
    return { ...inner, delayMs };
  },
};

const MODEL_ENDPOINTS = new Set(["/v1/chat/completions", "/v1/messages", "/api/chat"]);

export class MockOpenAIServer {
  readonly requests: RecordedRequest[] = [];
  readonly #server: Server;
  readonly #queue: MockReply[] = [];
  #handler: MockHandler | undefined;
  readonly #timers = new Set<NodeJS.Timeout>();
  #modelCalls = 0;

  private constructor(server: Server) {
    this.#server = server;
  }

  /** Starts on 127.0.0.1 with a free port. */
  static async start(): Promise<MockOpenAIServer> {
    const server = createServer();
    const instance = new MockOpenAIServer(server);
    server.on("request", (request: IncomingMessage, response: ServerResponse) => {
      void instance.#serve(request, response).catch((error: unknown) => {
        if (!response.headersSent) response.writeHead(500, { "content-type": "application/json" });
        response.end(JSON.stringify({ error: { message: String(error) } }));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    return instance;
  }

  /** `http://127.0.0.1:PORT` — the Anthropic and Ollama base URL. */
  get origin(): string {
    const { port } = this.#server.address() as AddressInfo;
    return `http://127.0.0.1:${port}`;
  }

  /** `http://127.0.0.1:PORT/v1` — the OpenAI base URL. */
  get baseUrl(): string {
    return `${this.origin}/v1`;
  }

  /** Requests to the chat endpoints (OpenAI, Anthropic, Ollama), in arrival order. */
  get modelRequests(): RecordedRequest[] {
    return this.requests.filter((request) => MODEL_ENDPOINTS.has(request.path));
  }

  /** Replies for the next model calls, in order. */
  enqueue(...replies: MockReply[]): this {
    this.#queue.push(...replies);
    return this;
  }

  /** Answers model calls once the queue is empty; return undefined for the default text reply. */
  onRequest(handler: MockHandler): this {
    this.#handler = handler;
    return this;
  }

  async close(): Promise<void> {
    for (const timer of this.#timers) clearTimeout(timer);
    this.#server.closeAllConnections();
    await new Promise<void>((resolve) => this.#server.close(() => resolve()));
  }

  async #serve(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const raw = await readBody(request);
    const path = (request.url ?? "/").split("?")[0]!;
    const recorded: RecordedRequest = {
      method: request.method ?? "GET",
      path,
      headers: request.headers,
      body: raw.length > 0 ? safeJson(raw) : undefined,
      receivedAt: Date.now(),
    };
    this.requests.push(recorded);

    if (request.method === "GET" && path === "/v1/models") {
      return sendJson(response, 200, { object: "list", data: [{ id: "mock-model", object: "model", created: 0, owned_by: "qaforge-tests" }] });
    }
    if (request.method === "POST" && path === "/v1/embeddings") return sendJson(response, 200, embeddings(recorded.body));
    if (request.method !== "POST" || !MODEL_ENDPOINTS.has(path)) {
      return sendJson(response, 404, { error: { message: `no route ${request.method} ${path}` } });
    }

    const index = this.#modelCalls++;
    const scripted = this.#queue.shift() ?? (await this.#handler?.(recorded, index)) ?? reply.text("ok");
    if (scripted.delayMs) await this.#wait(scripted.delayMs);
    if (response.destroyed) return;
    if (scripted.kind === "http") {
      response.writeHead(scripted.status, { "content-type": "application/json", ...scripted.headers });
      response.end(scripted.body === undefined ? "" : JSON.stringify(scripted.body));
      return;
    }
    if (path === "/v1/messages") return sendJson(response, 200, anthropicMessage(scripted, recorded.body, index));
    if (path === "/api/chat") return sendOllama(response, scripted, recorded.body);
    if (recorded.body?.stream === true) return sendSse(response, scripted, recorded.body, index);
    return sendJson(response, 200, chatCompletion(scripted, recorded.body, index));
  }

  #wait(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.#timers.delete(timer);
        resolve();
      }, ms);
      this.#timers.add(timer);
    });
  }
}

type Completion = Extract<MockReply, { kind: "completion" }>;

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    request.on("error", reject);
  });
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function sendJson(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { "content-type": "application/json" });
  response.end(JSON.stringify(body));
}

function argumentsText(call: MockToolCall): string {
  return typeof call.args === "string" ? call.args : JSON.stringify(call.args);
}

function toolCallId(call: MockToolCall, index: number): string {
  return call.id ?? `call_mock_${index}`;
}

/** Rough token counts when a reply gives no usage: words in, words out. */
function usageOf(scripted: Completion, body: unknown): MockUsage {
  if (scripted.usage) return scripted.usage;
  const prompt = JSON.stringify(body ?? "").split(/\s+/).length;
  const completion = (scripted.content ?? "").split(/\s+/).filter(Boolean).length + (scripted.toolCalls?.length ?? 0) * 8;
  return { prompt, completion };
}

function openAiUsage(usage: MockUsage): Record<string, unknown> {
  return {
    prompt_tokens: usage.prompt,
    completion_tokens: usage.completion,
    total_tokens: usage.prompt + usage.completion,
    prompt_tokens_details: { cached_tokens: usage.cached ?? 0, audio_tokens: 0 },
    completion_tokens_details: { reasoning_tokens: usage.reasoning ?? 0, audio_tokens: 0 },
  };
}

function chatCompletion(scripted: Completion, body: { model?: string } | undefined, index: number): unknown {
  const toolCalls = scripted.toolCalls ?? [];
  return {
    id: `chatcmpl-mock-${index}`,
    object: "chat.completion",
    created: 1_700_000_000 + index,
    model: body?.model ?? "mock-model",
    choices: [
      {
        index: 0,
        message: {
          role: "assistant",
          content: scripted.content ?? (toolCalls.length > 0 ? null : ""),
          ...(toolCalls.length > 0
            ? {
                tool_calls: toolCalls.map((call, callIndex) => ({
                  id: toolCallId(call, callIndex),
                  type: "function",
                  function: { name: call.name, arguments: argumentsText(call) },
                })),
              }
            : {}),
        },
        finish_reason: toolCalls.length > 0 ? "tool_calls" : "stop",
        logprobs: null,
      },
    ],
    usage: openAiUsage(usageOf(scripted, body)),
  };
}

function sendSse(
  response: ServerResponse,
  scripted: Completion,
  body: { model?: string; stream_options?: { include_usage?: boolean } },
  index: number,
): void {
  response.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache" });
  const base = { id: `chatcmpl-mock-${index}`, object: "chat.completion.chunk", created: 1_700_000_000 + index, model: body.model ?? "mock-model" };
  const send = (payload: unknown): boolean => response.write(`data: ${JSON.stringify(payload)}\n\n`);
  const toolCalls = scripted.toolCalls ?? [];
  send({ ...base, choices: [{ index: 0, delta: { role: "assistant", content: "" }, finish_reason: null }] });
  if (scripted.content) send({ ...base, choices: [{ index: 0, delta: { content: scripted.content }, finish_reason: null }] });
  toolCalls.forEach((call, callIndex) => {
    send({
      ...base,
      choices: [
        {
          index: 0,
          delta: {
            tool_calls: [{ index: callIndex, id: toolCallId(call, callIndex), type: "function", function: { name: call.name, arguments: argumentsText(call) } }],
          },
          finish_reason: null,
        },
      ],
    });
  });
  send({ ...base, choices: [{ index: 0, delta: {}, finish_reason: toolCalls.length > 0 ? "tool_calls" : "stop" }] });
  if (body.stream_options?.include_usage) send({ ...base, choices: [], usage: openAiUsage(usageOf(scripted, body)) });
  response.end("data: [DONE]\n\n");
}

function anthropicMessage(scripted: Completion, body: { model?: string } | undefined, index: number): unknown {
  const usage = usageOf(scripted, body);
  const toolCalls = scripted.toolCalls ?? [];
  return {
    id: `msg_mock_${index}`,
    type: "message",
    role: "assistant",
    model: body?.model ?? "mock-model",
    content: [
      ...(scripted.content ? [{ type: "text", text: scripted.content }] : []),
      ...toolCalls.map((call, callIndex) => ({
        type: "tool_use",
        id: call.id ?? `toolu_mock_${callIndex}`,
        name: call.name,
        input: typeof call.args === "string" ? safeJson(call.args) : call.args,
      })),
    ],
    stop_reason: toolCalls.length > 0 ? "tool_use" : "end_turn",
    stop_sequence: null,
    usage: {
      input_tokens: usage.prompt - (usage.cached ?? 0),
      output_tokens: usage.completion,
      cache_read_input_tokens: usage.cached ?? 0,
      cache_creation_input_tokens: 0,
    },
  };
}

function sendOllama(response: ServerResponse, scripted: Completion, body: { model?: string } | undefined): void {
  const usage = usageOf(scripted, body);
  const model = body?.model ?? "mock-model";
  const createdAt = new Date(1_700_000_000_000).toISOString();
  response.writeHead(200, { "content-type": "application/x-ndjson" });
  const toolCalls = scripted.toolCalls ?? [];
  const message = {
    role: "assistant",
    content: scripted.content ?? "",
    ...(toolCalls.length > 0
      ? { tool_calls: toolCalls.map((call) => ({ function: { name: call.name, arguments: typeof call.args === "string" ? safeJson(call.args) : call.args } })) }
      : {}),
  };
  response.write(`${JSON.stringify({ model, created_at: createdAt, message, done: false })}\n`);
  response.end(
    `${JSON.stringify({
      model,
      created_at: createdAt,
      message: { role: "assistant", content: "" },
      done: true,
      done_reason: "stop",
      total_duration: 1,
      prompt_eval_count: usage.prompt,
      eval_count: usage.completion,
    })}\n`,
  );
}

/** A deterministic unit vector per text, so retrieval tests can rely on equal texts embedding equally. */
export function mockEmbedding(text: string, dimensions = 8): number[] {
  const values: number[] = [];
  for (let block = 0; values.length < dimensions; block++) {
    const digest = createHash("sha256").update(`${block}:${text}`).digest();
    for (let offset = 0; offset + 4 <= digest.length && values.length < dimensions; offset += 4) {
      values.push(digest.readUInt32LE(offset) / 0xffffffff - 0.5);
    }
  }
  const norm = Math.hypot(...values) || 1;
  return values.map((value) => value / norm);
}

function embeddings(body: { input?: string | string[]; model?: string; dimensions?: number; encoding_format?: string } | undefined): unknown {
  const inputs = Array.isArray(body?.input) ? body.input : [body?.input ?? ""];
  const data = inputs.map((text, index) => {
    const vector = mockEmbedding(String(text), body?.dimensions ?? 8);
    const embedding = body?.encoding_format === "base64" ? Buffer.from(new Float32Array(vector).buffer).toString("base64") : vector;
    return { object: "embedding", index, embedding };
  });
  const tokens = inputs.reduce((sum, text) => sum + String(text).split(/\s+/).length, 0);
  return { object: "list", data, model: body?.model ?? "mock-embedding", usage: { prompt_tokens: tokens, total_tokens: tokens } };
}
