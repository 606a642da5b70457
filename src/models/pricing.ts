import { canonicalModelName, type ModelProvider } from "../config/models.js";
import type { ModelPrice, PriceTable } from "../config/run-config.js";
import type { TokenUsage } from "./usage.js";

/**
 * List prices in USD per one million tokens, as published by OpenAI and Anthropic (checked 2025-11). Prices change:
 * override them with `prices:` in qaforge.config.yaml. Models not listed are priced at 0 and reported as unpriced.
 */
export const DEFAULT_PRICES: PriceTable = {
  "gpt-5.1": { input: 1.25, cachedInput: 0.125, output: 10 },
  "gpt-5": { input: 1.25, cachedInput: 0.125, output: 10 },
  "gpt-5-mini": { input: 0.25, cachedInput: 0.025, output: 2 },
  "gpt-5-nano": { input: 0.05, cachedInput: 0.005, output: 0.4 },
  "gpt-4.1": { input: 2, cachedInput: 0.5, output: 8 },
  "gpt-4.1-mini": { input: 0.4, cachedInput: 0.1, output: 1.6 },
  "gpt-4.1-nano": { input: 0.1, cachedInput: 0.025, output: 0.4 },
  "gpt-4o": { input: 2.5, cachedInput: 1.25, output: 10 },
  "gpt-4o-mini": { input: 0.15, cachedInput: 0.075, output: 0.6 },
  "o4-mini": { input: 1.1, cachedInput: 0.275, output: 4.4 },
  "text-embedding-3-small": { input: 0.02, output: 0 },
  "text-embedding-3-large": { input: 0.13, output: 0 },
  "claude-opus-4-5": { input: 5, cachedInput: 0.5, cacheWrite: 6.25, output: 25 },
  "claude-opus-4-1": { input: 15, cachedInput: 1.5, cacheWrite: 18.75, output: 75 },
  "claude-sonnet-4-5": { input: 3, cachedInput: 0.3, cacheWrite: 3.75, output: 15 },
  "claude-sonnet-4": { input: 3, cachedInput: 0.3, cacheWrite: 3.75, output: 15 },
  "claude-haiku-4-5": { input: 1, cachedInput: 0.1, cacheWrite: 1.25, output: 5 },
};

export interface PriceLookup {
  price?: ModelPrice;
  /** False when the model is in no table: its cost counts as 0 and the report flags it. */
  priced: boolean;
}

/**
 * The price of a model: configured overrides first (by `provider:model`, then model name), then the default table,
 * each also tried with a dated snapshot suffix removed. The offline engine is free, and so priced.
 */
export function lookupPrice(provider: ModelProvider, model: string, overrides: PriceTable = {}): PriceLookup {
  if (provider === "offline") return { price: { input: 0, output: 0 }, priced: true };
  const names = [`${provider}:${model}`, model, `${provider}:${canonicalModelName(model)}`, canonicalModelName(model)];
  const tables = provider === "openai" || provider === "anthropic" ? [overrides, DEFAULT_PRICES] : [overrides];
  for (const table of tables) {
    for (const name of names) {
      const price = table[name];
      if (price) return { price, priced: true };
    }
  }
  return { priced: false };
}

/** Cost in USD. Cached and cache-write tokens are part of `inputTokens` and are priced at their own rates. */
export function costOf(usage: TokenUsage, price: ModelPrice | undefined): number {
  if (!price) return 0;
  const cachedRead = Math.min(usage.cachedInputTokens, usage.inputTokens);
  const cacheWrite = Math.min(usage.cacheWriteTokens, usage.inputTokens - cachedRead);
  const plainInput = usage.inputTokens - cachedRead - cacheWrite;
  const perToken =
    plainInput * price.input +
    cachedRead * (price.cachedInput ?? price.input) +
    cacheWrite * (price.cacheWrite ?? price.input) +
    usage.outputTokens * price.output;
  return perToken / 1_000_000;
}
