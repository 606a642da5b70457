import { Readable } from "node:stream";
import { createBrotliDecompress, createGunzip, createInflate, brotliDecompressSync, gunzipSync, inflateSync } from "node:zlib";
import type * as Undici from "undici";
import type { Agent, Dispatcher } from "undici";

/**
 * One HTTP request and its response, as the transport needs it: the status and headers first, then either the whole
 * body (a model's reply) or a stream (a streamed reply). Made either from a `fetch` (a caller's own) or, by default,
 * from undici's `request` on a keep-alive pool: for the small JSON requests of model calls it spends about half the
 * CPU of the global `fetch`, whose WHATWG streams dominate the client's cost when a run makes hundreds of calls a
 * second.
 */
export interface HttpExchange {
  status: number;
  statusText: string;
  headers: Headers;
  /** The whole body, decoded. */
  bytes(): Promise<Uint8Array>;
  /** The body as a stream, in a Response, for streamed replies. */
  streamed(): Response;
  /** Drops the body unread (before a retry). */
  discard(): Promise<void>;
}

export type Send = (url: string | URL | Request, init: RequestInit | undefined, signal: AbortSignal) => Promise<HttpExchange>;

export function fetchSender(fetchImplementation: typeof fetch): Send {
  return async (url, init, signal) => {
    const request = url instanceof Request ? url.clone() : url;
    const response = await fetchImplementation(request, { ...init, signal });
    return {
      status: response.status,
      statusText: response.statusText,
      headers: response.headers,
      bytes: async () => new Uint8Array(await response.arrayBuffer()),
      streamed: () => response,
      discard: async () => {
        await response.body?.cancel().catch(() => undefined);
      },
    };
  };
}

const DECODED = new Set(["gzip", "x-gzip", "deflate", "br"]);

/** Statuses whose Location a `fetch` would follow: such responses are passed to the global fetch instead. */
const REDIRECTS = new Set([301, 302, 303, 307, 308]);

let pool: Agent | undefined;
let undiciModule: Promise<typeof Undici> | undefined;

/** The default sender: undici's `request` on one keep-alive pool per process, loaded on the first model call. */
export const pooledSender: Send = async (url, init, signal) => {
  const body = init?.body;
  // What the request API cannot send as it is (forms, blobs, streams) and Request objects go through fetch.
  if (url instanceof Request || (body != null && typeof body !== "string" && !(body instanceof Uint8Array) && !(body instanceof ArrayBuffer))) {
    return fetchSender(globalThis.fetch)(url, init, signal);
  }
  const undici = await (undiciModule ??= import("undici"));
  // qaforge times each attempt itself (the transport's timer), so the pool's own timeouts are off.
  pool ??= new undici.Agent({ keepAliveTimeout: 30_000, headersTimeout: 0, bodyTimeout: 0 });
  const headers = requestHeaders(init?.headers);
  const response = await undici.request(String(url), {
    method: (init?.method ?? "GET") as Dispatcher.HttpMethod,
    headers,
    body: body instanceof ArrayBuffer ? new Uint8Array(body) : (body as string | Uint8Array | null | undefined) ?? null,
    signal,
    dispatcher: pool,
  });
  // Failures reach the caller through the reads below; a body dropped or aborted later must not be an uncaught error.
  response.body.on("error", () => undefined);
  if (REDIRECTS.has(response.statusCode) && response.headers.location) {
    response.body.destroy();
    return fetchSender(globalThis.fetch)(url, init, signal);
  }
  const responseHeaders = new Headers();
  for (const [name, value] of Object.entries(response.headers)) {
    if (value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) responseHeaders.append(name, one);
  }
  const encoding = (responseHeaders.get("content-encoding") ?? "").trim().toLowerCase();
  if (DECODED.has(encoding)) {
    // What the caller sees is the decoded body.
    responseHeaders.delete("content-encoding");
    responseHeaders.delete("content-length");
  }
  return {
    status: response.statusCode,
    statusText: response.statusText ?? "",
    headers: responseHeaders,
    bytes: async () => decode(new Uint8Array(await response.body.arrayBuffer()), encoding),
    streamed: () =>
      new Response(Readable.toWeb(decodingStream(response.body, encoding)) as ReadableStream<Uint8Array>, { status: response.statusCode, headers: responseHeaders }),
    discard: async () => {
      await response.body.dump().catch(() => undefined);
    },
  };
};

/**
 * The request's headers as undici takes them. `accept-encoding` is left out, so that a server answers in plain bytes
 * (a compressed answer is still decoded); undici computes `content-length` itself.
 */
function requestHeaders(headers: RequestInit["headers"]): Record<string, string> {
  const result: Record<string, string> = {};
  if (!headers) return result;
  const entries = headers instanceof Headers ? headers.entries() : Array.isArray(headers) ? headers : Object.entries(headers);
  for (const [name, value] of entries) {
    const lower = name.toLowerCase();
    if (lower === "accept-encoding" || lower === "content-length" || value === undefined) continue;
    result[lower] = result[lower] === undefined ? String(value) : `${result[lower]}, ${String(value)}`;
  }
  return result;
}

function decode(bytes: Uint8Array, encoding: string): Uint8Array {
  if (encoding === "" || encoding === "identity") return bytes;
  if (encoding === "gzip" || encoding === "x-gzip") return gunzipSync(bytes);
  if (encoding === "deflate") return inflateSync(bytes);
  if (encoding === "br") return brotliDecompressSync(bytes);
  return bytes;
}

function decodingStream(body: Readable, encoding: string): Readable {
  if (encoding === "gzip" || encoding === "x-gzip") return body.pipe(createGunzip());
  if (encoding === "deflate") return body.pipe(createInflate());
  if (encoding === "br") return body.pipe(createBrotliDecompress());
  return body;
}
