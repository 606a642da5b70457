import { mkdtempSync, rmSync } from "node:fs";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { isQaforgeError, type ErrorCode } from "../../errors.js";
import { openDatabase } from "../../store/database.js";
import { SqliteEmbeddingCache } from "../../store/embedding-cache.js";
import { CachedEmbedder, embeddingContentHash, MemoryEmbeddingCache } from "../embedding-cache.js";
import { createEmbedder } from "./create.js";
import { HashedBm25Embedder } from "./offline.js";
import { mockEmbedding, MockOpenAIServer } from "../../../test/support/mock-openai-server.js";

/** The vector the mock server gives a text: a few of its character statistics, so each text gets its own. */
function mockVector(text: string, dimensions = 8): number[] {
  return Array.from({ length: dimensions }, (_, index) => (text.charCodeAt(index % Math.max(text.length, 1)) || 1) / (index + 1) + text.length);
}

interface RecordedRequest {
  path: string;
  authorization: string | undefined;
  body: { model?: string; input?: string | string[]; dimensions?: number; encoding_format?: string };
}

/**
 * What the shared MockOpenAIServer does not offer: Ollama's POST /api/embed, and embeddings requests that fail with
 * an HTTP status (`failWith`) or answer with too few vectors (`shortBy`). The happy paths of the OpenAI API use the
 * shared server.
 */
class MockEmbeddingServer {
  readonly requests: RecordedRequest[] = [];
  failWith: number | undefined;
  shortBy = 0;
  private server: Server | undefined;
  private port = 0;

  async start(): Promise<void> {
    this.server = createServer((request, response) => void this.handle(request, response));
    await new Promise<void>((resolve) => this.server!.listen(0, "127.0.0.1", resolve));
    this.port = (this.server.address() as AddressInfo).port;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server?.close(() => resolve()));
  }

  get root(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  get v1(): string {
    return `${this.root}/v1`;
  }

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    let raw = "";
    for await (const part of request) raw += String(part);
    const body = JSON.parse(raw || "{}") as RecordedRequest["body"];
    this.requests.push({ path: request.url ?? "", authorization: request.headers.authorization, body });
    const send = (status: number, payload: unknown) => {
      response.writeHead(status, { "content-type": "application/json" });
      response.end(JSON.stringify(payload));
    };
    if (this.failWith !== undefined) return send(this.failWith, { error: { message: "mock failure", type: "server_error" } });
    const inputs = (Array.isArray(body.input) ? body.input : [body.input ?? ""]).slice(0, Math.max(0, (Array.isArray(body.input) ? body.input.length : 1) - this.shortBy));
    const dimensions = body.dimensions ?? 8;
    if (request.method === "POST" && request.url === "/v1/embeddings") {
      return send(200, {
        object: "list",
        model: body.model,
        data: inputs.map((text, index) => ({ object: "embedding", index, embedding: mockVector(text, dimensions) })),
        usage: { prompt_tokens: 1, total_tokens: 1 },
      });
    }
    if (request.method === "POST" && request.url === "/api/embed") {
      return send(200, { model: body.model, embeddings: inputs.map((text) => mockVector(text, dimensions)) });
    }
    send(404, { error: { message: `no route ${request.url}` } });
  }
}

async function expectCode(promise: Promise<unknown> | (() => unknown), code: ErrorCode): Promise<Error> {
  let error: unknown;
  try {
    await (typeof promise === "function" ? promise() : promise);
  } catch (caught) {
    error = caught;
  }
  expect(isQaforgeError(error) ? error.code : error).toBe(code);
  return error as Error;
}

const texts = Array.from({ length: 10 }, (_, index) => `Passage number ${index + 1} about the Normans.`);

describe("OpenAI-API embedders against the shared mock server", () => {
  let shared: MockOpenAIServer;
  beforeAll(async () => {
    shared = await MockOpenAIServer.start();
  });
  afterAll(() => shared.close());
  beforeEach(() => {
    shared.requests.length = 0;
  });
  const embeddingRequests = () => shared.requests.filter((request) => request.path === "/v1/embeddings");
  const forgetRequests = () => {
    shared.requests.length = 0;
  };

  it("embeds through an openai-compatible endpoint in batches, in order", async () => {
    const embedder = createEmbedder(`openai-compatible:bge-m3@${shared.baseUrl}`, { batchSize: 4, env: {} });
    expect(embedder.id).toBe(`openai-compatible:bge-m3@${shared.baseUrl}`);
    expect(embedder.dimensions).toBeUndefined();
    const vectors = await embedder.embed(texts);
    expect(embeddingRequests().map((request) => (request.body.input as string[]).length)).toEqual([4, 4, 2]);
    expect(embeddingRequests().every((request) => request.path === "/v1/embeddings" && request.body.model === "bge-m3")).toBe(true);
    expect(embeddingRequests().every((request) => request.body.encoding_format === "float")).toBe(true);
    expect(vectors.map((vector) => Array.from(vector))).toEqual(texts.map((text) => Array.from(Float32Array.from(mockEmbedding(text)))));
    expect(embedder.dimensions).toBe(8);
  });

  it("sends ceil(n / batch size) requests for any n", async () => {
    for (const [count, batchSize] of [[1, 3], [3, 3], [7, 3], [25, 10]] as const) {
      forgetRequests();
      await createEmbedder(`openai-compatible:m@${shared.baseUrl}`, { batchSize, env: {} }).embed(texts.concat(texts, texts).slice(0, count));
      expect(embeddingRequests()).toHaveLength(Math.ceil(count / batchSize));
    }
  });

  it("uses OPENAI_API_KEY and the requested dimensions for openai specs", async () => {
    const embedder = createEmbedder("openai:text-embedding-3-small", {
      env: { OPENAI_API_KEY: "sk-test-key", OPENAI_BASE_URL: shared.baseUrl },
      dimensions: 4,
    });
    expect(embedder.id).toBe("openai:text-embedding-3-small/d4");
    expect(embedder.dimensions).toBe(4);
    const [vector] = await embedder.embed(["one text"]);
    expect(vector).toHaveLength(4);
    expect(embeddingRequests()[0]?.headers.authorization).toBe("Bearer sk-test-key");
    expect(embeddingRequests()[0]?.body.dimensions).toBe(4);
    expect(createEmbedder("openai:text-embedding-3-small", { env: { OPENAI_API_KEY: "k" } }).dimensions).toBe(1536);
  });

  it("caches by text and embedder id: a second run over the same database makes no request", async () => {
    const folder = mkdtempSync(join(tmpdir(), "qaforge-embeddings-"));
    try {
      const path = join(folder, "run.sqlite");
      const spec = `openai-compatible:bge-m3@${shared.baseUrl}`;
      const firstDb = openDatabase(path);
      const first = await createEmbedder(spec, { env: {}, batchSize: 4, cache: new SqliteEmbeddingCache(firstDb) }).embed(texts);
      expect(embeddingRequests()).toHaveLength(3);
      firstDb.close();

      forgetRequests();
      const secondDb = openDatabase(path);
      const cache = new SqliteEmbeddingCache(secondDb);
      const second = await createEmbedder(spec, { env: {}, batchSize: 4, cache }).embed(texts);
      expect(embeddingRequests()).toHaveLength(0);
      expect(second.map((vector) => Array.from(vector))).toEqual(first.map((vector) => Array.from(vector)));

      const changed = [...texts.slice(0, 9), "A new passage.", texts[0]!, "A new passage."];
      await createEmbedder(spec, { env: {}, batchSize: 4, cache }).embed(changed);
      expect(embeddingRequests().map((request) => request.body.input)).toEqual([["A new passage."]]);

      forgetRequests();
      await createEmbedder(`openai-compatible:other-model@${shared.baseUrl}`, { env: {}, cache }).embed(texts.slice(0, 2));
      expect(embeddingRequests()).toHaveLength(1);
      secondDb.close();
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it("stores each batch as it completes, so a failed run resumes after the last good batch", async () => {
    const cache = new MemoryEmbeddingCache();
    const inner = createEmbedder(`openai-compatible:m@${shared.baseUrl}`, { env: {}, maxRetries: 0 });
    let calls = 0;
    const flaky = {
      id: inner.id,
      dimensions: inner.dimensions,
      embed: async (batch: string[]) => {
        if (++calls === 3) throw new Error("interrupted");
        return inner.embed(batch);
      },
    };
    await expect(new CachedEmbedder(flaky, cache, { batchSize: 4 }).embed(texts)).rejects.toThrow("interrupted");
    forgetRequests();
    await new CachedEmbedder(inner, cache, { batchSize: 4 }).embed(texts);
    expect(embeddingRequests().map((request) => request.body.input)).toEqual([texts.slice(8)]);
  });
});

describe("provider failures and Ollama's own API against an in-test server", () => {
  const server = new MockEmbeddingServer();
  beforeAll(() => server.start());
  afterAll(() => server.stop());
  beforeEach(() => {
    server.requests.length = 0;
    server.failWith = undefined;
    server.shortBy = 0;
  });

  it("calls Ollama's own /api/embed", async () => {
    const embedder = createEmbedder("ollama:nomic-embed-text", { env: { OLLAMA_HOST: server.root.replace("http://", "") }, batchSize: 5 });
    expect(embedder.id).toBe("ollama:nomic-embed-text");
    const vectors = await embedder.embed(texts);
    expect(server.requests.map((request) => request.path)).toEqual(["/api/embed", "/api/embed"]);
    expect(server.requests[0]?.body.model).toBe("nomic-embed-text");
    expect(Array.from(vectors[9]!)).toEqual(Array.from(Float32Array.from(mockVector(texts[9]!))));
  });

  it("turns provider failures into embedding_failed", async () => {
    server.failWith = 500;
    const failing = createEmbedder(`openai-compatible:m@${server.v1}`, { env: {}, maxRetries: 0 });
    const error = await expectCode(failing.embed(["x"]), "embedding_failed");
    expect(error.message).toContain(`openai-compatible:m@${server.v1}`);

    server.failWith = 401;
    await expectCode(createEmbedder("openai:text-embedding-3-small", { env: { OPENAI_API_KEY: "bad", OPENAI_BASE_URL: server.v1 }, maxRetries: 0 }).embed(["x"]), "embedding_failed");

    server.failWith = 500;
    await expectCode(createEmbedder("ollama:m", { baseURL: server.root, maxRetries: 0 }).embed(["x"]), "embedding_failed");

    server.failWith = undefined;
    server.shortBy = 1;
    await expectCode(createEmbedder(`openai-compatible:m@${server.v1}`, { env: {} }).embed(["a", "b"]), "embedding_failed");
    const short = await expectCode(createEmbedder("ollama:m", { baseURL: server.root }).embed(["a", "b"]), "embedding_failed");
    expect(short.message).toBe("ollama:m returned 1 vectors for 2 texts");
  });

  it("reports an unreachable server as embedding_failed", async () => {
    const closed = new MockEmbeddingServer();
    await closed.start();
    const address = closed.v1;
    await closed.stop();
    await expectCode(createEmbedder(`openai-compatible:m@${address}`, { env: {}, maxRetries: 0 }).embed(["x"]), "embedding_failed");
  });
});

describe("createEmbedder", () => {
  it("names the missing key", async () => {
    const error = await expectCode(() => createEmbedder("openai:text-embedding-3-small", { env: {} }), "missing_api_key");
    expect(error.message).toContain("OPENAI_API_KEY");
  });

  it("builds the offline embedder from 'offline' and 'offline:hashed-bm25'", () => {
    expect(createEmbedder("offline")).toBeInstanceOf(HashedBm25Embedder);
    expect(createEmbedder("offline:hashed-bm25", { dimensions: 512 }).id).toBe("offline:hashed-bm25/d512");
  });

  it("rejects providers without embeddings and unknown offline engines", async () => {
    await expectCode(() => createEmbedder("anthropic:claude-sonnet-4-5"), "unknown_provider");
    await expectCode(() => createEmbedder("nosuch:model"), "unknown_provider");
    await expectCode(() => createEmbedder("offline:word2vec"), "config_invalid");
    await expectCode(() => createEmbedder("openai-compatible:model", { env: {} }), "config_invalid");
  });

  it("wraps in a cache when given one", async () => {
    const cache = new MemoryEmbeddingCache();
    const embedder = createEmbedder("offline", { cache });
    expect(embedder).toBeInstanceOf(CachedEmbedder);
    expect(embedder.id).toBe("offline:hashed-bm25");
    const [vector] = await embedder.embed(["cached text"]);
    const stored = await cache.getMany("offline:hashed-bm25", [embeddingContentHash("cached text")]);
    expect(Array.from(stored.get(embeddingContentHash("cached text"))!)).toEqual(Array.from(vector!));
  });
});
