import { HumanMessage } from "@langchain/core/messages";
import { tool } from "@langchain/core/tools";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { scriptedModel } from "../../test/support/scripted-model.js";
import { costOf, lookupPrice } from "./pricing.js";
import { UsageLedger, ZERO_USAGE } from "./usage.js";

describe("pricing", () => {
  it("finds dated snapshots, prefers configured prices, and flags unknown models", () => {
    expect(lookupPrice("openai", "gpt-4.1-2025-04-14")).toMatchObject({ priced: true, price: { input: 2, output: 8 } });
    expect(lookupPrice("openai", "gpt-4.1", { "gpt-4.1": { input: 1, output: 1 } }).price).toEqual({ input: 1, output: 1 });
    expect(lookupPrice("ollama", "gpt-4.1")).toEqual({ priced: false });
    expect(lookupPrice("openai", "gpt-99")).toEqual({ priced: false });
    expect(lookupPrice("offline", "reader")).toMatchObject({ priced: true });
  });

  it("prices cached reads and cache writes at their own rates", () => {
    const usage = { ...ZERO_USAGE, inputTokens: 1000, cachedInputTokens: 600, cacheWriteTokens: 100, outputTokens: 50 };
    const price = { input: 3, cachedInput: 0.3, cacheWrite: 3.75, output: 15 };
    expect(costOf(usage, price)).toBeCloseTo((300 * 3 + 600 * 0.3 + 100 * 3.75 + 50 * 15) / 1e6, 12);
    expect(costOf(usage, undefined)).toBe(0);
  });
});

describe("UsageLedger with a scripted model", () => {
  it("records every call through the callback handler, per role and per document", async () => {
    const ledger = new UsageLedger();
    const search = tool(async () => "", { name: "search", description: "search", schema: z.object({ query: z.string() }) });
    const model = scriptedModel(
      { toolCalls: [{ name: "search", args: { query: "x" } }], usage: { input: 100, output: 10, cached: 50 } },
      { content: "done", usage: { input: 200, output: 20, reasoning: 7 } },
    );
    const handler = ledger.callbackHandler({ role: "generator", provider: "openai", model: "gpt-4.1-mini" });
    const first = await model.bindTools([search]).invoke([new HumanMessage("q")], { callbacks: [handler], metadata: { document: "d1" } });
    expect(first.tool_calls?.[0]).toMatchObject({ name: "search", args: { query: "x" } });
    await model.invoke([new HumanMessage("q")], { callbacks: [handler], metadata: { document: "d2" } });

    expect(ledger.totals()).toMatchObject({ calls: 2, inputTokens: 300, cachedInputTokens: 50, outputTokens: 30, reasoningTokens: 7 });
    expect(ledger.totals().costUsd).toBeCloseTo((250 * 0.4 + 50 * 0.1 + 30 * 1.6) / 1e6, 12);
    expect(Object.keys(ledger.byDocument())).toEqual(["d1", "d2"]);
    expect(ledger.byRole().generator?.calls).toBe(2);
  });

  it("tells listeners of each record until they unsubscribe", () => {
    const ledger = new UsageLedger();
    const seen: number[] = [];
    const stop = ledger.onRecord((record, totals) => seen.push(record.usage.outputTokens, totals.calls));
    ledger.record({ role: "validator", provider: "anthropic", model: "claude-haiku-4-5", usage: { ...ZERO_USAGE, outputTokens: 5 } });
    stop();
    ledger.record({ role: "validator", provider: "anthropic", model: "claude-haiku-4-5", usage: { ...ZERO_USAGE, outputTokens: 9 } });
    expect(seen).toEqual([5, 1]);
    expect(ledger.totals().calls).toBe(2);
  });
});
