import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pooledSender } from "./http-exchange.js";

let server: Server;
let base: string;
const seen: { url: string; headers: IncomingMessage["headers"]; body: string }[] = [];

function route(request: IncomingMessage, response: ServerResponse, body: string): void {
  seen.push({ url: request.url ?? "", headers: request.headers, body });
  if (request.url === "/gzip") {
    response.writeHead(200, { "content-type": "application/json", "content-encoding": "gzip" });
    response.end(gzipSync(JSON.stringify({ echoed: body })));
  } else if (request.url === "/moved") {
    response.writeHead(307, { location: "/plain" });
    response.end();
  } else if (request.url === "/plain") {
    response.writeHead(200, { "content-type": "application/json", "x-many": ["a", "b"] });
    response.end(JSON.stringify({ method: request.method, body }));
  } else if (request.url === "/events") {
    response.writeHead(200, { "content-type": "text/event-stream", "content-encoding": "gzip" });
    response.end(gzipSync("data: one\n\ndata: two\n\n"));
  } else if (request.url === "/slow") {
    setTimeout(() => response.end("late"), 2_000);
  } else {
    response.writeHead(404);
    response.end();
  }
}

beforeAll(async () => {
  server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => route(request, response, Buffer.concat(chunks).toString()));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const signal = () => new AbortController().signal;

describe("pooledSender (the transport's default HTTP client)", () => {
  it("sends the method, headers and body; asks for no compression, and decodes a compressed reply anyway", async () => {
    const exchange = await pooledSender(`${base}/gzip`, { method: "POST", headers: { "Content-Type": "application/json", "Accept-Encoding": "gzip, br", Authorization: "Bearer k" }, body: '{"q":1}' }, signal());
    expect(exchange.status).toBe(200);
    expect(exchange.headers.get("content-encoding")).toBeNull();
    expect(JSON.parse(Buffer.from(await exchange.bytes()).toString())).toEqual({ echoed: '{"q":1}' });
    const request = seen.at(-1)!;
    expect(request.headers["accept-encoding"]).toBeUndefined();
    expect(request.headers.authorization).toBe("Bearer k");
    expect(request.headers["content-type"]).toBe("application/json");
  });

  it("keeps every value of a repeated response header, and takes Headers objects and byte bodies", async () => {
    const headers = new Headers({ "content-type": "application/json" });
    const exchange = await pooledSender(`${base}/plain`, { method: "PUT", headers, body: new TextEncoder().encode("bytes") }, signal());
    expect(exchange.headers.get("x-many")).toBe("a, b");
    expect(JSON.parse(Buffer.from(await exchange.bytes()).toString())).toEqual({ method: "PUT", body: "bytes" });
  });

  it("follows a redirect as fetch does", async () => {
    const exchange = await pooledSender(`${base}/moved`, { method: "GET" }, signal());
    expect(exchange.status).toBe(200);
    expect(JSON.parse(Buffer.from(await exchange.bytes()).toString())).toMatchObject({ method: "GET" });
  });

  it("streams a compressed event stream decoded", async () => {
    const exchange = await pooledSender(`${base}/events`, { method: "GET" }, signal());
    expect(await exchange.streamed().text()).toBe("data: one\n\ndata: two\n\n");
  });

  it("rejects with the abort's reason when the signal aborts a request in flight", async () => {
    const controller = new AbortController();
    const pending = pooledSender(`${base}/slow`, { method: "GET" }, controller.signal);
    setTimeout(() => controller.abort(new Error("timed out here")), 50);
    await expect(pending).rejects.toThrow("timed out here");
  });
});
