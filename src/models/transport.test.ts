import { describe, expect, it } from "vitest";
import { providerLimiter, Semaphore } from "./concurrency.js";
import { backoffMs, bufferedResponse, isRetryableStatus, retryAfterMs } from "./transport.js";

describe("retryAfterMs", () => {
  const now = Date.parse("2025-06-01T12:00:00Z");
  it("reads seconds, an HTTP date, and retry-after-ms (which wins)", () => {
    expect(retryAfterMs(new Headers({ "retry-after": "1" }), now)).toBe(1000);
    expect(retryAfterMs(new Headers({ "retry-after": "2.5" }), now)).toBe(2500);
    expect(retryAfterMs(new Headers({ "retry-after": "Sun, 01 Jun 2025 12:00:03 GMT" }), now)).toBe(3000);
    expect(retryAfterMs(new Headers({ "retry-after": "Sun, 01 Jun 2025 11:00:00 GMT" }), now)).toBe(0);
    expect(retryAfterMs(new Headers({ "retry-after": "7", "retry-after-ms": "250" }), now)).toBe(250);
  });

  it("ignores absent or unreadable values", () => {
    expect(retryAfterMs(new Headers(), now)).toBeUndefined();
    expect(retryAfterMs(new Headers({ "retry-after": "soon" }), now)).toBeUndefined();
  });
});

describe("backoff and retryable statuses", () => {
  it("doubles from the base, capped, with at most 25% jitter off", () => {
    expect(backoffMs(0, 100, 10_000, () => 0)).toBe(100);
    expect(backoffMs(3, 100, 10_000, () => 0)).toBe(800);
    expect(backoffMs(10, 100, 10_000, () => 0)).toBe(10_000);
    expect(backoffMs(2, 100, 10_000, () => 1)).toBe(300);
  });

  it("retries 408, 409, 429 and 5xx, not other 4xx, and obeys x-should-retry", () => {
    for (const status of [408, 409, 429, 500, 502, 503, 529]) expect(isRetryableStatus(status)).toBe(true);
    for (const status of [400, 401, 403, 404, 422]) expect(isRetryableStatus(status)).toBe(false);
    expect(isRetryableStatus(500, new Headers({ "x-should-retry": "false" }))).toBe(false);
    expect(isRetryableStatus(400, new Headers({ "x-should-retry": "true" }))).toBe(true);
  });
});

describe("Semaphore", () => {
  it("admits at most the limit, in arrival order", async () => {
    const semaphore = new Semaphore(2);
    const order: number[] = [];
    const releases = await Promise.all([semaphore.acquire(), semaphore.acquire()]);
    const third = semaphore.acquire().then((release) => (order.push(3), release));
    const fourth = semaphore.acquire().then((release) => (order.push(4), release));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(semaphore.active).toBe(2);
    expect(order).toEqual([]);
    releases[0]!();
    releases[0]!();
    await third;
    expect(order).toEqual([3]);
    expect(semaphore.active).toBe(2);
    releases[1]!();
    (await fourth)();
    (await third)();
    expect(order).toEqual([3, 4]);
    expect(semaphore.active).toBe(0);
  });

  it("stops waiting when the signal aborts", async () => {
    const semaphore = new Semaphore(1);
    const release = await semaphore.acquire();
    const controller = new AbortController();
    const waiting = semaphore.acquire(controller.signal);
    controller.abort(new Error("cancelled"));
    await expect(waiting).rejects.toThrow("cancelled");
    release();
    expect(semaphore.active).toBe(0);
  });

  it("is one per provider endpoint across the process", () => {
    expect(providerLimiter("openai", "http://a/v1", 3)).toBe(providerLimiter("openai", "http://a/v1", 3));
    expect(providerLimiter("openai", "http://a/v1", 3)).not.toBe(providerLimiter("openai", "http://b/v1", 3));
    expect(providerLimiter("openai", "http://a/v1", 5).limit).toBe(5);
  });
});

describe("bufferedResponse (a model reply read whole)", () => {
  const reply = { choices: [{ message: { content: "é ✓" } }] };
  const bytes = (): Uint8Array => new TextEncoder().encode(JSON.stringify(reply));
  const init = { status: 200, statusText: "OK", headers: { "content-type": "application/json" } };

  it("is a Response whose body reads as JSON, text or bytes, once", async () => {
    const response = bufferedResponse(bytes(), init);
    expect(response).toBeInstanceOf(Response);
    expect([response.status, response.ok, response.statusText, response.headers.get("content-type")]).toEqual([200, true, "OK", "application/json"]);
    expect(response.bodyUsed).toBe(false);
    expect(await response.json()).toEqual(reply);
    expect(response.bodyUsed).toBe(true);
    await expect(response.text()).rejects.toThrow(/already been read/);
    await expect(response.blob()).rejects.toThrow(/already been read/);
    expect(() => response.clone()).toThrow(/consumed/);
    expect(new TextDecoder().decode(await bufferedResponse(bytes(), init).arrayBuffer())).toBe(JSON.stringify(reply));
  });

  it("gives its body as a stream to a caller that reads it so, and clones before a read", async () => {
    const response = bufferedResponse(bytes(), init);
    const copy = response.clone();
    const streamed = await new Response(response.body).text();
    expect(JSON.parse(streamed)).toEqual(reply);
    expect(response.bodyUsed).toBe(true);
    await expect(response.json()).rejects.toThrow();
    expect(await copy.text()).toBe(JSON.stringify(reply));
    expect(bufferedResponse(null, { status: 204 }).body).toBeNull();
    expect(await bufferedResponse(null, { status: 204 }).text()).toBe("");
  });
});
