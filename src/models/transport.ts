import { AsyncLocalStorage } from "node:async_hooks";
import { QaforgeError } from "../errors.js";
import type { Semaphore } from "./concurrency.js";
import { fetchSender, pooledSender } from "./http-exchange.js";

/**
 * How qaforge talks HTTP to a model provider. Every provider client (OpenAI, Anthropic, Ollama) is given the `fetch`
 * made here, with the client's own retries turned off, so that retries, Retry-After, the per-call timeout and the
 * per-provider concurrency limit behave identically whichever provider is configured.
 */
export interface TransportPolicy {
  /** `provider:model`, for messages. */
  label: string;
  /** Shared by all models of the provider endpoint; held for each attempt until its body is read. */
  limiter: Semaphore;
  /** Per attempt, until the whole response body has arrived. */
  timeoutMs: number;
  /** Retries after the first attempt. */
  maxRetries: number;
  /** First backoff delay when the server gives no Retry-After; doubles each retry, with up to 25% jitter. */
  retryBaseMs: number;
  /** Longest wait between attempts; a Retry-After asking for more ends the retries. */
  maxRetryWaitMs: number;
  /** The fetch that reaches the network; by default undici's request on a keep-alive pool (see http-exchange.ts). */
  fetch?: typeof fetch;
}

/** What the transport saw during one model call, read by the model to explain a failure. */
export interface CallRecord {
  attempts: number;
  lastStatus?: number;
  /** Set when the transport gave up for a reason the provider client cannot report well (timeouts, resets). */
  failure?: QaforgeError;
}

const callRecords = new AsyncLocalStorage<CallRecord>();

/** Runs `body` with a fresh call record that the transport fills in. */
export function withCallRecord<T>(body: () => Promise<T>): { record: CallRecord; result: Promise<T> } {
  const record: CallRecord = { attempts: 0 };
  return { record, result: callRecords.run(record, body) };
}

/** Runs `body` inside an existing call record, for the steps of one streamed call. */
export function inCallRecord<T>(record: CallRecord, body: () => Promise<T>): Promise<T> {
  return callRecords.run(record, body);
}

const RETRYABLE_STATUS = new Set([408, 409, 425, 429]);

export function isRetryableStatus(status: number, headers?: Headers): boolean {
  const hint = headers?.get("x-should-retry");
  if (hint === "true") return true;
  if (hint === "false") return false;
  return RETRYABLE_STATUS.has(status) || status >= 500;
}

/** The wait a server asks for: `retry-after-ms`, or `Retry-After` as seconds or an HTTP date. */
export function retryAfterMs(headers: Headers, now: number = Date.now()): number | undefined {
  const milliseconds = headers.get("retry-after-ms");
  if (milliseconds !== null && milliseconds.trim() !== "") {
    const value = Number(milliseconds);
    if (Number.isFinite(value) && value >= 0) return value;
  }
  const retryAfter = headers.get("retry-after")?.trim();
  if (!retryAfter) return undefined;
  if (/^\d+(?:\.\d+)?$/.test(retryAfter)) return Number(retryAfter) * 1000;
  const date = Date.parse(retryAfter);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

export function backoffMs(retry: number, baseMs: number, maxMs: number, random: () => number = Math.random): number {
  const exponential = Math.min(baseMs * 2 ** retry, maxMs);
  return exponential * (1 - random() * 0.25);
}

function sleep(ms: number, signal?: AbortSignal | null): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const onAbort = (): void => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener("abort", onAbort);
      resolve();
    }, ms);
    signal?.addEventListener("abort", onAbort, { once: true });
  });
}

const NULL_BODY_STATUS = new Set([101, 204, 205, 304]);
const STREAMING_TYPES = /text\/event-stream|application\/x-ndjson/i;

/** A `fetch` that retries, honours Retry-After, times out each attempt and holds the provider's concurrency slot. */
export function createResilientFetch(policy: TransportPolicy): typeof fetch {
  const send = policy.fetch ? fetchSender(policy.fetch) : pooledSender;

  return async function resilientFetch(input: string | URL | Request, init?: RequestInit): Promise<Response> {
    const record = callRecords.getStore();
    const callerSignal = init?.signal ?? undefined;
    for (let attempt = 0; ; attempt++) {
      const lastAttempt = attempt >= policy.maxRetries;
      if (record) record.attempts = attempt + 1;
      const release = await policy.limiter.acquire(callerSignal);
      const controller = new AbortController();
      const onCallerAbort = (): void => controller.abort(callerSignal?.reason);
      callerSignal?.addEventListener("abort", onCallerAbort, { once: true });
      let timedOut = false;
      const timer = setTimeout(() => {
        timedOut = true;
        controller.abort(new QaforgeError("llm_error", `${policy.label}: no complete response within ${policy.timeoutMs} ms`));
      }, policy.timeoutMs);
      let settled = false;
      const settle = (): void => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        callerSignal?.removeEventListener("abort", onCallerAbort);
        release();
      };

      let waitMs: number | undefined;
      try {
        const response = await send(input, init, controller.signal);
        if (record) record.lastStatus = response.status;
        if (!lastAttempt && isRetryableStatus(response.status, response.headers)) {
          const asked = retryAfterMs(response.headers);
          if (asked === undefined || asked <= policy.maxRetryWaitMs) {
            waitMs = asked ?? backoffMs(attempt, policy.retryBaseMs, policy.maxRetryWaitMs);
            await response.discard();
          }
        }
        if (waitMs === undefined) {
          const nullBody = NULL_BODY_STATUS.has(response.status);
          if (!nullBody && STREAMING_TYPES.test(response.headers.get("content-type") ?? "")) {
            const streamed = response.streamed();
            if (streamed.body) return streamingResponse(streamed, settle, () => timedOut, policy, record);
          }
          const body = nullBody ? null : await response.bytes();
          settle();
          return bufferedResponse(body, { status: response.status, statusText: response.statusText, headers: response.headers });
        }
      } catch (error) {
        settle();
        if (callerSignal?.aborted) throw error;
        const reason = timedOut ? `no complete response within ${policy.timeoutMs} ms` : `connection failed (${describeNetworkError(error)})`;
        if (lastAttempt) {
          const attempts = attempt + 1;
          const failure = new QaforgeError(
            "llm_error",
            `${policy.label}: ${reason}; gave up after ${attempts} attempt${attempts === 1 ? "" : "s"}`,
          );
          if (record) record.failure = failure;
          throw failure;
        }
        waitMs = backoffMs(attempt, policy.retryBaseMs, policy.maxRetryWaitMs);
      }
      settle();
      await sleep(waitMs, callerSignal);
    }
  };
}

/** Passes a streamed body through, keeping the slot and the timer until it ends, fails or is cancelled. */
function streamingResponse(
  response: Response,
  settle: () => void,
  timedOut: () => boolean,
  policy: TransportPolicy,
  record: CallRecord | undefined,
): Response {
  const reader = response.body!.getReader();
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const { done, value } = await reader.read();
        if (done) {
          settle();
          controller.close();
        } else {
          controller.enqueue(value);
        }
      } catch (error) {
        settle();
        if (timedOut() && record) {
          record.failure = new QaforgeError("llm_error", `${policy.label}: the streamed response did not finish within ${policy.timeoutMs} ms`);
        }
        controller.error(error);
      }
    },
    async cancel(reason) {
      settle();
      await reader.cancel(reason);
    },
  });
  return new Response(body, { status: response.status, statusText: response.statusText, headers: response.headers });
}

const utf8 = new TextDecoder();

const ResponseBase = Response as unknown as new (body: Uint8Array | null, init: ResponseInit) => object;

/**
 * A Response over a body already read whole, as every non-streamed model reply is. `json()`, `text()` and
 * `arrayBuffer()` read the bytes directly: a plain Response would wrap them in a WHATWG stream only for the provider
 * client to read it back, a cost paid on every model call. Anything else a caller asks of the body (`body`,
 * `formData()`, `blob()`, `clone()` after a read) goes to an ordinary Response over the same bytes, so the object
 * behaves as fetch's would, including "already read" errors.
 */
class BufferedResponseImpl extends ResponseBase {
  readonly #bytes: Uint8Array | null;
  readonly #init: ResponseInit;
  #read = false;
  #plain: Response | undefined;

  constructor(bytes: Uint8Array | null, init: ResponseInit) {
    super(null, init);
    this.#bytes = bytes;
    this.#init = init;
  }

  /** The ordinary Response the body's other readers use, made once, on first need. */
  #delegate(): Response {
    this.#plain ??= new Response(this.#bytes, this.#init);
    return this.#plain;
  }

  #take(): Uint8Array {
    if (this.#read || this.#plain) throw alreadyRead();
    this.#read = true;
    return this.#bytes ?? new Uint8Array(0);
  }

  get body(): ReadableStream<Uint8Array> | null {
    if (this.#bytes === null) return null;
    if (this.#read && !this.#plain) {
      // Read already: the stream a fetch Response shows then is a used, empty one.
      const used = new Response(new Uint8Array(0));
      void used.arrayBuffer();
      this.#plain = used;
    }
    return this.#delegate().body;
  }

  get bodyUsed(): boolean {
    return this.#read || (this.#plain?.bodyUsed ?? false);
  }

  async text(): Promise<string> {
    if (this.#plain) return this.#plain.text();
    return utf8.decode(this.#take());
  }

  async json(): Promise<unknown> {
    return JSON.parse(await this.text()) as unknown;
  }

  async arrayBuffer(): Promise<ArrayBuffer> {
    if (this.#plain) return this.#plain.arrayBuffer();
    const bytes = this.#take();
    return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
  }

  async blob(): Promise<Blob> {
    if (this.#read) throw alreadyRead();
    return this.#delegate().blob();
  }

  async formData(): Promise<FormData> {
    if (this.#read) throw alreadyRead();
    return this.#delegate().formData();
  }

  async bytes(): Promise<Uint8Array> {
    return new Uint8Array(await this.arrayBuffer());
  }

  clone(): Response {
    if (this.bodyUsed) throw new TypeError("Response.clone: Body has already been consumed.");
    if (this.#plain) return this.#plain.clone();
    return bufferedResponse(this.#bytes, this.#init);
  }
}

function alreadyRead(): TypeError {
  return new TypeError("Body is unusable: Body has already been read");
}

/** A Response over bytes already read whole (see BufferedResponseImpl). */
export function bufferedResponse(bytes: Uint8Array | null, init: ResponseInit): Response {
  return new BufferedResponseImpl(bytes, init) as unknown as Response;
}

function describeNetworkError(error: unknown): string {
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  if (cause?.code) return cause.code;
  const code = (error as { code?: unknown }).code;
  if (typeof code === "string" && /^E[A-Z]+$/.test(code)) return code;
  return error instanceof Error ? error.message : String(error);
}
