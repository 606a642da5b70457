import { toQaforgeError } from "../errors.js";
import type { PipelineRunStore } from "./pipeline-runs.js";

/** How one item of a run failed, as the store records it. */
export interface ItemFailure {
  code: string;
  message: string;
}

export interface PendingWork<Result> {
  /** The pending items' keys, in the order to take them. */
  keys: readonly string[];
  /** Items worked on at once. */
  concurrency: number;
  signal?: AbortSignal;
  /** Does one item; its result is stored with the item's done state, in one transaction. */
  work(key: string): Promise<Result>;
  /** How a failure is recorded (default: the error's qaforge code and message). */
  failure?(error: unknown): ItemFailure;
  /** After an item is stored as done. */
  onDone?(key: string, result: Result): void;
  /** After an item is stored as failed. */
  onFailed?(key: string, failure: ItemFailure): void;
}

/**
 * The item protocol every pipeline shares (polish, eval, mcq): `concurrency` lanes take the pending items in order,
 * claim each (an item another process holds is skipped), work on it, and store it as done with its result or as
 * failed with the reason, so that a run stopped at any moment resumes from the store. A failing item fails alone; an
 * abort stops the lanes and leaves the item in hand to be retried on resume.
 */
export async function workThroughPending<Result>(store: PipelineRunStore, runId: string, pending: PendingWork<Result>): Promise<void> {
  const { keys, signal } = pending;
  let next = 0;
  /** The next key this process can claim, claimed; undefined when none is left. */
  const claimNext = (): string | undefined => {
    while (next < keys.length) {
      const key = keys[next++]!;
      if (store.claim(runId, key)) return key;
    }
    return undefined;
  };
  const lane = async () => {
    if (signal?.aborted) throw signal.reason;
    let key = claimNext();
    while (key !== undefined) {
      let result: Result;
      try {
        result = await pending.work(key);
      } catch (error) {
        if (signal?.aborted) throw error;
        const failure = pending.failure ? pending.failure(error) : defaultFailure(error);
        store.fail(runId, key, failure);
        pending.onFailed?.(key, failure);
        if (signal?.aborted) throw signal.reason;
        key = claimNext();
        continue;
      }
      // Stored as done and the next item claimed in one transaction (an item claimed but not begun when the process
      // stops is running in the store, and resume takes it up again as it does any interrupted item).
      const following = next < keys.length && !signal?.aborted ? keys[next++]! : undefined;
      const claimedFollowing = following === undefined ? (store.complete(runId, key, result), false) : store.completeAndClaim(runId, key, result, following);
      pending.onDone?.(key, result);
      if (signal?.aborted) throw signal.reason;
      key = claimedFollowing ? following : claimNext();
    }
  };
  await Promise.all(Array.from({ length: Math.min(pending.concurrency, keys.length) }, lane));
}

function defaultFailure(error: unknown): ItemFailure {
  const failure = toQaforgeError(error);
  return { code: failure.code, message: failure.message };
}
