import type { RunnableConfig } from "@langchain/core/runnables";

/** Where LangGraph keeps the run's abort signals in a node's configurable (it hands them to subgraphs there). */
export const ABORT_SIGNALS_KEY = "__pregel_abort_signals";

/**
 * The configuration of one of several concurrent calls made inside a node: an abort signal of its own that follows
 * the run's. Every step of a subgraph and every model request adds an abort listener to the run's signal for as long
 * as it runs (LangGraph hands a subgraph the outermost graph's signal through its configurable, not config.signal);
 * concurrent calls sharing it pile up listeners past Node's limit (MaxListenersExceededWarning). AbortSignal.any()
 * follows its sources without adding a listener to them, so each call listens on its own signal.
 */
export function laneConfig(config: RunnableConfig): RunnableConfig {
  const inherited = config.configurable?.[ABORT_SIGNALS_KEY] as { externalAbortSignal?: AbortSignal } | undefined;
  const sources = [inherited?.externalAbortSignal, config.signal].filter((signal): signal is AbortSignal => signal !== undefined);
  if (sources.length === 0) return config;
  const signal = AbortSignal.any(sources);
  return {
    ...config,
    signal,
    configurable: { ...config.configurable, ...(inherited ? { [ABORT_SIGNALS_KEY]: { ...inherited, externalAbortSignal: signal } } : {}) },
  };
}
