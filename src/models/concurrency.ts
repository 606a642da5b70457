/** A counting semaphore: at most `limit` holders at once, waiters served in arrival order. */
export class Semaphore {
  #limit: number;
  #active = 0;
  readonly #waiting: Array<{ grant: () => void; reject: (reason: unknown) => void }> = [];

  constructor(limit: number) {
    this.#limit = Math.max(1, limit);
  }

  get active(): number {
    return this.#active;
  }

  get limit(): number {
    return this.#limit;
  }

  set limit(limit: number) {
    this.#limit = Math.max(1, limit);
    this.#drain();
  }

  /** Waits for a slot; resolves to the function that frees it. Rejects if `signal` aborts while waiting. */
  acquire(signal?: AbortSignal): Promise<() => void> {
    signal?.throwIfAborted();
    return new Promise((resolve, reject) => {
      let released = false;
      const release = (): void => {
        if (released) return;
        released = true;
        this.#active -= 1;
        this.#drain();
      };
      const waiter = {
        grant: () => {
          signal?.removeEventListener("abort", onAbort);
          this.#active += 1;
          resolve(release);
        },
        reject,
      };
      const onAbort = (): void => {
        const index = this.#waiting.indexOf(waiter);
        if (index !== -1) this.#waiting.splice(index, 1);
        reject(signal?.reason);
      };
      signal?.addEventListener("abort", onAbort, { once: true });
      this.#waiting.push(waiter);
      this.#drain();
    });
  }

  #drain(): void {
    while (this.#active < this.#limit && this.#waiting.length > 0) this.#waiting.shift()!.grant();
  }
}

const sharedLimiters = new Map<string, Semaphore>();

/**
 * The one semaphore for a provider endpoint in this process, shared by every model instance that calls it, so that
 * `concurrency.openai: 4` holds however many roles and graphs use OpenAI at once. The latest limit asked for applies.
 */
export function providerLimiter(provider: string, baseUrl: string | undefined, limit: number): Semaphore {
  const key = `${provider} ${baseUrl ?? "default"}`;
  let limiter = sharedLimiters.get(key);
  if (!limiter) {
    limiter = new Semaphore(limit);
    sharedLimiters.set(key, limiter);
  } else if (limiter.limit !== limit) {
    limiter.limit = limit;
  }
  return limiter;
}
