/**
 * `answerFromDocument` and `qaforge ask` through every branch of spec 004's workflow: scripted and offline
 * answerers, the offline embedder, a local HTTP server for downloads and the proxy, and the mock OpenAI server
 * for thinking models and failing embedders.
 */
import { AIMessage, type BaseMessage } from "@langchain/core/messages";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { answerFromDocument, documentTextStatus, type AskOptions } from "../../src/api/ask.js";
import { QA_ERROR_CODES, type QAErrorCode } from "../../src/agents/answerer.js";
import { AnswererModel } from "../../src/models/offline/answerer.js";
import { contentHash } from "../../src/documents/load.js";
import { SqliteChunkIndex } from "../../src/store/chunk-index.js";
import { openDatabase } from "../../src/store/database.js";
import { createEmbedder, HashedBm25Embedder, type Embedder } from "../../src/retrieval/index.js";
import { runCli } from "../support/cli.js";
import { MockOpenAIServer, reply } from "../support/mock-openai-server.js";
import { scriptedModel } from "../support/scripted-model.js";

const LIGHTHOUSE = [
  "Harbor Lighthouse Report",
  "",
  "The Harbor Lighthouse was built in 1874 by the engineer Margaret Ellison on the northern breakwater.",
  "The tower is 42 metres tall, and its lamp was first lit on a winter evening.",
  "",
  "Keepers and records",
  "",
  "In 1921 the keepers recorded 312 foggy days, about 85 percent of the year, and sounded the horn through each of them.",
  "Three families kept the light between 1874 and 1960, when the lamp was automated.",
  "",
  "The garden",
  "",
  "Behind the keepers' cottage grew potatoes, kale and onions in raised beds sheltered by a dry stone wall.",
  "Goats grazed the slope below the wall and were milked twice a day by the keepers' children.",
  "",
  "Shipwrecks",
  "",
  "The schooner Mary Belle ran aground on the outer reef in 1889; all eleven of her crew were rescued by the keepers.",
  "After the wreck the reef was marked with an iron beacon painted red and white.",
].join("\n");

const QUESTION = "In which year was the Harbor Lighthouse built?";

let dir: string;
let documentPath: string;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "qaforge-ask-"));
  documentPath = join(dir, "lighthouse.txt");
  writeFileSync(documentPath, LIGHTHOUSE);
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** Options every test shares: no config file from the working directory, the database in the temp folder. */
function base(extra: AskOptions = {}): AskOptions {
  return { cwd: dir, ...extra };
}

/** An embedder that counts the texts it embeds and can be told to fail. */
class CountingEmbedder implements Embedder {
  readonly inner = new HashedBm25Embedder();
  readonly id = this.inner.id;
  readonly dimensions = this.inner.dimensions;
  embedded = 0;
  async embed(texts: string[]): Promise<Float32Array[]> {
    this.embedded += texts.length;
    return this.inner.embed(texts);
  }
}

function humanText(messages: BaseMessage[] | undefined): string {
  const human = messages?.find((message) => message.getType() === "human");
  return typeof human?.content === "string" ? human.content : "";
}

describe("answering from the full text", () => {
  it("embeds the full text on first use, searches it inside the document and answers from the passages", async () => {
    const embedder = new CountingEmbedder();
    const before = await documentTextStatus(documentPath, base({ embedder }));
    expect(before).toMatchObject({ hasFulltext: true, hasFulltextChunks: false, hasAbstract: true });

    const result = await answerFromDocument(documentPath, QUESTION, base({ embedder, model: new AnswererModel(), modelName: "offline:answerer" }));
    expect(result.error).toBeNull();
    expect(result.source).toBe("fulltext_semantic");
    expect(result.answer).toBe("1874");
    expect(result.declined).toBe(false);
    expect(result.model).toBe("offline:answerer");
    expect(result.confidence).toBeGreaterThan(0.5);
    expect(result.reasoning).toMatch(/Harbor Lighthouse was built in 1874/);
    const best = result.chunksUsed[0]!;
    expect(best.startLine).toBeLessThanOrEqual(3);
    expect(best.endLine).toBeGreaterThanOrEqual(3);
    expect(best.text).toContain("built in 1874");
    expect(result.chunksUsed.map((chunk) => chunk.score)).toEqual([...result.chunksUsed.map((chunk) => chunk.score)].sort((a, b) => b - a));

    const after = await documentTextStatus(documentPath, base({ embedder }));
    expect(after.hasFulltextChunks).toBe(true);
    const embeddedOnce = embedder.embedded;
    await answerFromDocument(documentPath, "How many foggy days did the keepers record in 1921?", base({ embedder, model: new AnswererModel() }));
    expect(embedder.embedded).toBe(embeddedOnce + 1); // only the question: the chunks are not embedded again
  });

  it("re-indexes a document whose stored chunks are not what its text gives now (an earlier extraction), before searching", async () => {
    const embedder = new CountingEmbedder();
    const dbPath = join(dir, "ask.db");
    await answerFromDocument(documentPath, QUESTION, base({ embedder, dbPath, model: new AnswererModel() }));
    // The index as an earlier qaforge left it: the same document, other text.
    const db = openDatabase(dbPath);
    const index = new SqliteChunkIndex(db);
    const id = contentHash(readFileSync(documentPath));
    const stale = (await index.documentChunks(id)).map((chunk) => ({ ...chunk, text: chunk.text.replace("1874", "1999") }));
    await index.upsertChunks(id, stale, { embedderId: embedder.id, vectors: await embedder.embed(stale.map((chunk) => chunk.text)) });
    db.close();

    const result = await answerFromDocument(documentPath, QUESTION, base({ embedder, dbPath, model: new AnswererModel() }));
    expect(result.answer).toBe("1874");
    expect(result.chunksUsed.map((chunk) => chunk.text).join(" ")).not.toContain("1999");
  });

  it("gives the answerer the passages in <context> and the question in <question>, with their line ranges", async () => {
    const model = scriptedModel({ content: "It was built in 1874 (lines 3–3).\nConfidence: 0.9" });
    const result = await answerFromDocument(documentPath, QUESTION, base({ model, maxChunks: 2 }));
    expect(result).toMatchObject({ answer: "It was built in 1874 (lines 3–3).", confidence: 0.9, source: "fulltext_semantic" });
    expect(result.chunksUsed.length).toBeLessThanOrEqual(2);
    const prompt = humanText(model.calls[0]?.messages);
    expect(prompt).toMatch(/<context source="fulltext_semantic">/);
    expect(prompt).toMatch(/<passage n="1" lines="\d+-\d+"[^>]*score="0\.\d{3}">/);
    expect(prompt).toContain(`<question>${QUESTION}</question>`);
  });

  it("offline answerer: extracts the span the question asks for, and declines what the document does not say", async () => {
    const ask = (question: string) => answerFromDocument(documentPath, question, base({ model: new AnswererModel() }));
    expect((await ask("How many crew members of the schooner Mary Belle were rescued?")).answer).toBe("eleven");
    expect((await ask("What percentage of the year 1921 was foggy at the lighthouse?")).answer).toBe("85 percent");
    expect((await ask("Who built the Harbor Lighthouse?")).answer).toBe("Margaret Ellison");
    const unanswerable = await ask("What is the capital city of Mongolia?");
    expect(unanswerable).toMatchObject({ answer: "The document does not say.", declined: true, error: null });
  });

  it("falls back to the abstract when no passage reaches the threshold", async () => {
    const model = scriptedModel({ content: "The document does not say." });
    const result = await answerFromDocument(documentPath, QUESTION, base({ model, threshold: 0.99 }));
    expect(result).toMatchObject({ source: "abstract", chunksUsed: [], declined: true, error: null });
    const prompt = humanText(model.calls[0]?.messages);
    expect(prompt).toContain('<context source="abstract">');
    expect(prompt).toContain("<abstract>\nHarbor Lighthouse Report");
    expect(prompt).not.toContain("<passage");
  });

  it("answers from the abstract only with useFulltext false, never touching the index", async () => {
    const embedder = new CountingEmbedder();
    const model = scriptedModel({ content: "1874" });
    const result = await answerFromDocument(documentPath, QUESTION, base({ model, embedder, useFulltext: false }));
    expect(result).toMatchObject({ source: "abstract", answer: "1874" });
    expect(embedder.embedded).toBe(0);
  });
});

describe("thinking models", () => {
  it("takes the reasoning from the provider's reasoning_content field", async () => {
    const model = scriptedModel(new AIMessage({ content: "1874\nConfidence: 0.8", additional_kwargs: { reasoning_content: "Line 3 says built in 1874." } }));
    const result = await answerFromDocument(documentPath, QUESTION, base({ model }));
    expect(result).toMatchObject({ answer: "1874", reasoning: "Line 3 says built in 1874.", confidence: 0.8 });
  });

  it("takes <think> blocks out of the answer, over real HTTP from an OpenAI-compatible server", async () => {
    const server = await MockOpenAIServer.start();
    try {
      server.enqueue(reply.text("<think>The passage on line 3 gives the year.\nIt is 1874.</think>\n\nThe lighthouse was built in 1874."));
      const result = await answerFromDocument(documentPath, QUESTION, base({ answerer: `openai-compatible:deepseek-r1@${server.baseUrl}` }));
      expect(result.error).toBeNull();
      expect(result.answer).toBe("The lighthouse was built in 1874.");
      expect(result.reasoning).toBe("The passage on line 3 gives the year.\nIt is 1874.");
      expect(result.model).toBe(`openai-compatible:deepseek-r1@${server.baseUrl}`);
      const sent = server.modelRequests[0]!.body as { model: string; messages: { role: string; content: string }[] };
      expect(sent.model).toBe("deepseek-r1");
      expect(sent.messages.map((message) => message.role)).toEqual(["system", "user"]);
      expect(sent.messages[1]!.content).toContain("<question>");
    } finally {
      await server.close();
    }
  });
});

describe("errors", () => {
  it("empty question → configuration_error, before anything is opened", async () => {
    const result = await answerFromDocument(join(dir, "missing.txt"), "   ", base());
    expect(result.error).toEqual({ code: "configuration_error", message: "the question is empty" });
    expect(readdirSync(dir)).toEqual(["lighthouse.txt"]);
  });

  it("unknown document → document_not_found, as a file and as a manifest id", async () => {
    expect((await answerFromDocument(join(dir, "missing.txt"), QUESTION, base())).error?.code).toBe("document_not_found");
    const manifest = join(dir, "docs.jsonl");
    writeFileSync(manifest, `${JSON.stringify({ id: "known", abstract: "Something." })}\n`);
    const result = await answerFromDocument("unknown", QUESTION, base({ manifest }));
    expect(result.error).toMatchObject({ code: "document_not_found", message: expect.stringContaining('no document with id "unknown"') });
  });

  it("a document with no text at all → no_text_available", async () => {
    const manifest = join(dir, "docs.jsonl");
    writeFileSync(manifest, `${JSON.stringify({ id: "bare", title: "Nothing here" })}\n`);
    const result = await answerFromDocument("bare", QUESTION, base({ manifest, model: scriptedModel() }));
    expect(result.error?.code).toBe("no_text_available");
  });

  it("model failure → llm_error, with the context already chosen", async () => {
    const result = await answerFromDocument(documentPath, QUESTION, base({ model: scriptedModel(new Error("connection reset by peer")) }));
    expect(result.error).toMatchObject({ code: "llm_error", message: expect.stringContaining("connection reset by peer") });
    expect(result.source).toBe("fulltext_semantic");
  });

  it("an empty reply → llm_error", async () => {
    const result = await answerFromDocument(documentPath, QUESTION, base({ model: scriptedModel({ content: "<think>hmm</think>" }) }));
    expect(result.error).toMatchObject({ code: "llm_error", message: expect.stringContaining("no answer (only reasoning)") });
  });

  it("an embedder that fails while indexing → embedding_failed; one that fails on the question → semantic_search_failed", async () => {
    const embeddings = await startServer((request, body, response) => {
      const input = (JSON.parse(body) as { input: string[] }).input;
      if (input.length === 1 && input[0] === QUESTION) return send(response, 500, { error: { message: "embedding backend down" } }, "application/json");
      if (request.url === "/fail/v1/embeddings") return send(response, 500, { error: { message: "embedding backend down" } }, "application/json");
      const data = input.map((_, index) => ({ object: "embedding", index, embedding: [1, index + 1, 0.5, 0.25] }));
      return send(response, 200, { object: "list", data, model: "e", usage: { prompt_tokens: 1, total_tokens: 1 } }, "application/json");
    });
    try {
      const failing = createEmbedder(`openai-compatible:e@${embeddings.url}/fail/v1`, { maxRetries: 0 });
      const indexing = await answerFromDocument(documentPath, QUESTION, base({ embedder: failing, model: scriptedModel() }));
      expect(indexing.error).toMatchObject({ code: "embedding_failed", message: expect.stringContaining("embedding backend down") });

      const working = createEmbedder(`openai-compatible:e@${embeddings.url}/ok/v1`, { maxRetries: 0 });
      const searching = await answerFromDocument(documentPath, QUESTION, base({ embedder: working, model: scriptedModel() }));
      expect(searching.error).toMatchObject({ code: "semantic_search_failed", message: expect.stringContaining("embedding backend down") });
    } finally {
      await embeddings.close();
    }
  });

  it("a database that cannot be opened → database_error", async () => {
    const result = await answerFromDocument(documentPath, QUESTION, base({ dbPath: dir, model: scriptedModel() }));
    expect(result.error).toMatchObject({ code: "database_error", message: expect.stringContaining("cannot open the run database") });
  });

  it("bad options and configuration → configuration_error naming them", async () => {
    expect((await answerFromDocument(documentPath, QUESTION, base({ maxChunks: 0 }))).error).toMatchObject({
      code: "configuration_error",
      message: expect.stringContaining("--max-chunks"),
    });
    expect((await answerFromDocument(documentPath, QUESTION, base({ embedder: "offline:word2vec" }))).error?.code).toBe("configuration_error");
    writeFileSync(join(dir, "qaforge.config.yaml"), "ask:\n  proxy_url: https://proxy.example.edu/login\n");
    expect((await answerFromDocument(documentPath, QUESTION, base())).error).toMatchObject({
      code: "configuration_error",
      message: expect.stringMatching(/field ask\.proxy_url: expected an http\(s\) URL template holding \{url\}/),
    });
  });

  it("every spec 004 code is reachable (the tests above and the download tests cover them)", () => {
    const covered: QAErrorCode[] = [
      "document_not_found", "no_text_available", "no_fulltext", "download_failed", "embedding_failed", "semantic_search_failed",
      "llm_error", "database_error", "configuration_error", "proxy_required", "user_cancelled",
    ];
    expect([...covered].sort()).toEqual([...QA_ERROR_CODES].sort());
  });
});

// ---------------------------------------------------------------------------------------------------------------
// Downloads: a local server plays the publisher (open access or 404) and the institutional proxy.

interface LocalServer {
  url: string;
  requests: string[];
  close(): Promise<void>;
}

type Route = (request: IncomingMessage, body: string, response: ServerResponse) => void;

async function startServer(route: Route): Promise<LocalServer> {
  const requests: string[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      requests.push(request.url ?? "/");
      route(request, Buffer.concat(chunks).toString("utf8"), response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () => {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

function send(response: ServerResponse, status: number, body: unknown, type: string): void {
  response.writeHead(status, { "content-type": type });
  response.end(typeof body === "string" ? body : JSON.stringify(body));
}

describe("documents registered by URL", () => {
  let publisher: LocalServer;

  beforeAll(async () => {
    publisher = await startServer((request, _body, response) => {
      const url = new URL(request.url ?? "/", "http://localhost");
      if (url.pathname === "/open/lighthouse.txt") return send(response, 200, LIGHTHOUSE, "text/plain; charset=utf-8");
      if (url.pathname === "/proxy/login") {
        const target = url.searchParams.get("url") ?? "";
        if (target.endsWith("/paywalled/lighthouse")) return send(response, 200, LIGHTHOUSE, "text/plain");
        return send(response, 502, "upstream failed", "text/plain");
      }
      return send(response, 404, "not found", "text/plain");
    });
  });
  afterAll(() => publisher.close());

  function manifestWith(entries: Record<string, unknown>[]): string {
    const file = join(dir, "docs.jsonl");
    writeFileSync(file, entries.map((entry) => JSON.stringify(entry)).join("\n"));
    return file;
  }

  function proxyConfig(extra = ""): string {
    const file = join(dir, "ask.config.yaml");
    writeFileSync(file, `ask:\n  proxy_url: "${publisher.url}/proxy/login?url={url}"\n${extra}`);
    return file;
  }

  const ABSTRACT = "A history of the Harbor Lighthouse, its keepers and the wrecks on its reef.";

  it("downloads an open-access full text once, keeps it under .qaforge/downloads and answers from it", async () => {
    const manifest = manifestWith([{ id: "lh-1", title: "Harbor Lighthouse", abstract: ABSTRACT, url: `${publisher.url}/open/lighthouse.txt` }]);
    const first = await answerFromDocument("lh-1", QUESTION, base({ manifest, model: new AnswererModel() }));
    expect(first).toMatchObject({ error: null, source: "fulltext_semantic", answer: "1874", warnings: [] });
    expect(readdirSync(join(dir, ".qaforge", "downloads"))).toEqual(["lh-1.txt"]);

    const downloads = publisher.requests.length;
    const second = await answerFromDocument("lh-1", "Who built the Harbor Lighthouse?", base({ manifest, model: new AnswererModel() }));
    expect(second.answer).toBe("Margaret Ellison");
    expect(publisher.requests.length).toBe(downloads);
  });

  it("open access 404, then the proxy with the user's consent from the callback", async () => {
    const manifest = manifestWith([{ id: "lh-2", title: "Harbor Lighthouse", abstract: ABSTRACT, url: `${publisher.url}/paywalled/lighthouse` }]);
    const asked: [string, string | undefined][] = [];
    const result = await answerFromDocument(
      "lh-2",
      QUESTION,
      base({
        manifest,
        runConfigFile: proxyConfig(),
        model: new AnswererModel(),
        proxyCallback: (id, title) => {
          asked.push([id, title]);
          return { pdfMadeAvailable: false, allowProxy: true };
        },
      }),
    );
    expect(asked).toEqual([["lh-2", "Harbor Lighthouse"]]);
    expect(result).toMatchObject({ error: null, source: "fulltext_semantic", answer: "1874" });
    expect(result.warnings).toEqual([{ code: "download_failed", message: expect.stringContaining("HTTP 404") }]);
    expect(publisher.requests).toContain(`/proxy/login?url=${encodeURIComponent(`${publisher.url}/paywalled/lighthouse`)}`);
  });

  it("uses the proxy without asking given --allow-proxy or always_allow_proxy", async () => {
    const manifest = manifestWith([{ id: "lh-3", url: `${publisher.url}/paywalled/lighthouse` }]);
    const refuse = () => {
      throw new Error("must not be asked");
    };
    const flag = await answerFromDocument("lh-3", QUESTION, base({ manifest, runConfigFile: proxyConfig(), allowProxy: true, proxyCallback: refuse, model: new AnswererModel() }));
    expect(flag).toMatchObject({ error: null, source: "fulltext_semantic" });
    rmSync(join(dir, ".qaforge"), { recursive: true });
    const config = await answerFromDocument("lh-3", QUESTION, base({ manifest, runConfigFile: proxyConfig("  always_allow_proxy: true\n"), proxyCallback: refuse, model: new AnswererModel() }));
    expect(config).toMatchObject({ error: null, source: "fulltext_semantic" });
  });

  it("declined → the abstract, with the failed download and the refusal as warnings", async () => {
    const manifest = manifestWith([{ id: "lh-4", title: "Harbor Lighthouse", abstract: ABSTRACT, url: `${publisher.url}/paywalled/lighthouse` }]);
    const model = scriptedModel({ content: "The document does not say." });
    const requestsBefore = publisher.requests.length;
    const result = await answerFromDocument(
      "lh-4",
      QUESTION,
      base({ manifest, runConfigFile: proxyConfig(), model, proxyCallback: () => ({ pdfMadeAvailable: false, allowProxy: false }) }),
    );
    expect(result).toMatchObject({ error: null, source: "abstract", chunksUsed: [] });
    expect(result.warnings.map((warning) => warning.code)).toEqual(["download_failed", "user_cancelled"]);
    expect(humanText(model.calls[0]?.messages)).toContain(ABSTRACT);
    expect(publisher.requests.slice(requestsBefore)).toEqual(["/paywalled/lighthouse"]);
  });

  it("declined with no abstract → user_cancelled; nobody to ask → proxy_required", async () => {
    const manifest = manifestWith([{ id: "lh-5", url: `${publisher.url}/paywalled/lighthouse` }]);
    const declined = await answerFromDocument("lh-5", QUESTION, base({ manifest, runConfigFile: proxyConfig(), model: scriptedModel(), proxyCallback: () => ({ pdfMadeAvailable: false, allowProxy: false }) }));
    expect(declined.error?.code).toBe("user_cancelled");
    const unasked = await answerFromDocument("lh-5", QUESTION, base({ manifest, runConfigFile: proxyConfig(), model: scriptedModel() }));
    expect(unasked.error).toMatchObject({ code: "proxy_required", message: expect.stringContaining("--allow-proxy") });
  });

  it("the user provides the file themselves (pdfMadeAvailable) → the status is refreshed and the full text used", async () => {
    const manifest = manifestWith([{ id: "lh-6", url: `${publisher.url}/paywalled/lighthouse` }]);
    const result = await answerFromDocument(
      "lh-6",
      QUESTION,
      base({
        manifest,
        runConfigFile: proxyConfig(),
        model: new AnswererModel(),
        proxyCallback: () => {
          mkdirSync(join(dir, ".qaforge", "downloads"), { recursive: true });
          writeFileSync(join(dir, ".qaforge", "downloads", "lh-6.txt"), LIGHTHOUSE);
          return { pdfMadeAvailable: true, allowProxy: false };
        },
      }),
    );
    expect(result).toMatchObject({ error: null, source: "fulltext_semantic", answer: "1874" });
  });

  it("download failure → download_failed when there is no abstract, a warning beside the abstract otherwise", async () => {
    const manifest = manifestWith([
      { id: "gone", url: `${publisher.url}/missing/paper.pdf` },
      { id: "gone-with-abstract", abstract: ABSTRACT, url: `${publisher.url}/missing/paper.pdf` },
    ]);
    const failed = await answerFromDocument("gone", QUESTION, base({ manifest, runConfigFile: proxyConfig(), allowProxy: true, model: scriptedModel() }));
    expect(failed.error).toMatchObject({ code: "download_failed", message: expect.stringContaining("proxy download") });
    expect(failed.warnings.map((warning) => warning.message)).toEqual([expect.stringContaining("HTTP 404"), expect.stringContaining("HTTP 502")]);

    const fallback = await answerFromDocument("gone-with-abstract", QUESTION, base({ manifest, model: scriptedModel({ content: "Not stated." }) }));
    expect(fallback).toMatchObject({ error: null, source: "abstract", warnings: [{ code: "download_failed", message: expect.stringContaining("HTTP 404") }] });
  });

  it("downloading switched off and no abstract → no_fulltext", async () => {
    const manifest = manifestWith([{ id: "lh-7", url: `${publisher.url}/open/lighthouse.txt` }]);
    const result = await answerFromDocument("lh-7", QUESTION, base({ manifest, downloadMissing: false, model: scriptedModel() }));
    expect(result.error).toMatchObject({ code: "no_fulltext", message: expect.stringContaining("downloading is off") });
  });
});

describe("qaforge ask", () => {
  it("--json prints one object with the answer, source, chunks, model and a null error; exit 0", async () => {
    const server = await MockOpenAIServer.start();
    try {
      server.enqueue(reply.text("<think>Line 3.</think>Built in 1874.\nConfidence: 0.95"));
      const run = await runCli(["ask", documentPath, QUESTION, "--answerer", `openai-compatible:qwq@${server.baseUrl}`, "--json", "--max-chunks", "3"]);
      expect(run.code).toBe(0);
      const printed = JSON.parse(run.stdout) as Record<string, unknown>;
      expect(printed).toMatchObject({ answer: "Built in 1874.", reasoning: "Line 3.", source: "fulltext_semantic", confidence: 0.95, error: null });
      expect(printed.model).toBe(`openai-compatible:qwq@${server.baseUrl}`);
      const chunks = printed.chunks_used as Record<string, unknown>[];
      expect(chunks.length).toBeGreaterThan(0);
      expect(chunks.length).toBeLessThanOrEqual(3);
      expect(Object.keys(chunks[0]!)).toEqual(expect.arrayContaining(["text", "score", "start_line", "end_line"]));
    } finally {
      await server.close();
    }
  });

  it("--json with an error: the error object and a non-zero exit code", async () => {
    const missing = await runCli(["ask", join(dir, "missing.txt"), QUESTION, "--json"]);
    expect(missing.code).toBe(2);
    expect(JSON.parse(missing.stdout)).toMatchObject({ answer: "", source: null, error: { code: "document_not_found", message: expect.any(String) } });
    const badFlag = await runCli(["ask", documentPath, QUESTION, "--json", "--threshold", "high"]);
    expect(badFlag.code).toBe(2);
    expect(JSON.parse(badFlag.stdout).error).toMatchObject({ code: "configuration_error", message: expect.stringContaining("--threshold") });
  });

  it("prints the answer, then the source and passages with line ranges and scores; reasoning only with --show-reasoning", async () => {
    const plain = await runCli(["ask", documentPath, "Who built the Harbor Lighthouse?"]);
    expect(plain.code).toBe(0);
    const lines = plain.stdout.split("\n");
    expect(lines[0]).toBe("Margaret Ellison");
    expect(plain.stdout).toMatch(/source: full text, \d passages? \(model offline:answerer, confidence \d\.\d\d\)/);
    expect(plain.stdout).toMatch(/ {2}lines? \d+(–\d+)?\s+score 0\.\d{3}/);
    expect(plain.stdout).not.toMatch(/Reasoning/);

    const reasoning = await runCli(["ask", documentPath, "Who built the Harbor Lighthouse?", "--show-reasoning"]);
    expect(reasoning.stdout).toMatch(/^Reasoning:\n {2}The question asks for a name/);
  });

  it("--no-fulltext answers from the abstract; a failure prints one line and exits 1", async () => {
    const abstractOnly = await runCli(["ask", documentPath, QUESTION, "--no-fulltext", "--json"]);
    expect(JSON.parse(abstractOnly.stdout)).toMatchObject({ source: "abstract", chunks_used: [] });

    const server = await MockOpenAIServer.start();
    try {
      server.onRequest(() => reply.error(400, "model not loaded"));
      const failed = await runCli(["ask", documentPath, QUESTION, "--answerer", `openai-compatible:m@${server.baseUrl}`]);
      expect(failed.code).toBe(1);
      expect(failed.stderr).toMatch(/^qaforge: llm_error: .*model not loaded/);
      expect(failed.stdout).toBe("");
    } finally {
      await server.close();
    }
  });
});
