import { BaseCallbackHandler } from "@langchain/core/callbacks/base";
import { BaseChatModel } from "@langchain/core/language_models/chat_models";
import { AIMessageChunk, HumanMessage } from "@langchain/core/messages";
import { tool } from "@langchain/core/tools";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { z } from "zod";
import { MockOpenAIServer, reply } from "../../test/support/mock-openai-server.js";
import { scriptedModel, usageMetadata } from "../../test/support/scripted-model.js";
import { buildRunConfig } from "../config/run-config.js";
import { InMemoryCache } from "@langchain/core/caches";
import { createCallerAccountedModel, createChatModel, withUsageAccounting } from "./create.js";
import { UsageLedger, usageFromMessage } from "./usage.js";

const identity = { role: "generator", provider: "openai", model: "gpt-4.1-mini" } as const;
const search = tool(async () => "", { name: "search", description: "search", schema: z.object({ query: z.string() }) });
const question = [new HumanMessage("q")];

/** A caller's own handler: the model calls it has seen end. */
class EndCounter extends BaseCallbackHandler {
  name = "end_counter";
  ends = 0;
  override handleLLMEnd(): void {
    this.ends += 1;
  }
}

describe("withUsageAccounting on a ready-made model", () => {
  it("counts a call on a tool-bound fakeModel once, with the caller's own per-call callbacks still run", async () => {
    const ledger = new UsageLedger();
    const model = scriptedModel({ toolCalls: [{ name: "search", args: { query: "x" } }], usage: { input: 1000, output: 50 } }, { content: "done", usage: { input: 10, output: 5 } });
    const counted = withUsageAccounting(model, identity, ledger);
    const own = new EndCounter();

    // fakeModel's bindTools builds a fresh model (no callbacks of the view): the handler must come with the binding.
    const reply = await counted.bindTools!([search]).invoke(question, { callbacks: [own], metadata: { document: "d1" } });
    expect(reply.tool_calls?.[0]?.name).toBe("search");
    expect(ledger.totals()).toMatchObject({ calls: 1, inputTokens: 1000, outputTokens: 50 });
    expect(ledger.byDocument().d1?.calls).toBe(1);
    expect(own.ends).toBe(1);

    // A direct call with per-call callbacks: counted once, the caller's handler runs too.
    await counted.invoke(question, { callbacks: [own] });
    expect(ledger.totals()).toMatchObject({ calls: 2, inputTokens: 1010 });
    expect(own.ends).toBe(2);
    expect(ledger.byRole().generator?.calls).toBe(2);
  });

  it("keeps counting through withConfig on a bound model, callbacks in it included, and leaves the given model uncounted", async () => {
    const ledger = new UsageLedger();
    const model = scriptedModel({ content: "a", usage: { input: 7, output: 1 } }, { content: "b", usage: { input: 9, output: 1 } }, { content: "c", usage: { input: 100, output: 1 } });
    const counted = withUsageAccounting(model, identity, ledger);
    const own = new EndCounter();

    // RunnableBinding.withConfig spreads the new config over the old one: callbacks given here must not drop the count.
    await counted.bindTools!([search]).withConfig({ callbacks: [own], tags: ["t"] }).invoke(question);
    await counted.withConfig({ runName: "named" }).invoke(question);
    expect(ledger.totals()).toMatchObject({ calls: 2, inputTokens: 16 });
    expect(own.ends).toBe(1);

    await model.invoke(question);
    expect(ledger.totals().calls).toBe(2);
    expect(model.callCount).toBe(3);
  });

  it("counts a model derived by the base withStructuredOutput (through bindTools) once", async () => {
    const ledger = new UsageLedger();
    const model = scriptedModel();
    // The base implementation's parser takes a message chunk.
    model.respond(new AIMessageChunk({ content: "", tool_calls: [{ name: "verdict", args: { ok: true }, id: "v1", type: "tool_call" }], usage_metadata: usageMetadata({ input: 300, output: 20 }) }));
    const counted = withUsageAccounting(model, identity, ledger);
    // fakeModel overrides withStructuredOutput with a model-free stub; the base implementation binds a tool and parses.
    const structured = BaseChatModel.prototype.withStructuredOutput.call(counted, z.object({ ok: z.boolean() }), { name: "verdict" });
    expect(await structured.invoke(question)).toEqual({ ok: true });
    expect(ledger.totals()).toMatchObject({ calls: 1, inputTokens: 300, outputTokens: 20 });
  });

  describe("on a provider model (ChatOpenAI copies itself on withConfig and bindTools)", () => {
    let server: MockOpenAIServer;
    beforeEach(async () => {
      server = await MockOpenAIServer.start();
    });
    afterEach(async () => {
      await server.close();
    });

    it("counts direct, tool-bound and structured calls once each", async () => {
      const runConfig = buildRunConfig({ retry_base_ms: 5 }, {}, {});
      const model = await createChatModel(`openai-compatible:local@${server.baseUrl}`, "generator", runConfig);
      const ledger = new UsageLedger();
      const counted = withUsageAccounting(model, { role: "generator", provider: "openai-compatible", model: "local" }, ledger);
      server.enqueue(
        reply.text("plain", { usage: { prompt: 100, completion: 10 } }),
        reply.toolCalls([{ name: "search", args: { query: "x" } }], { usage: { prompt: 200, completion: 20 } }),
        reply.toolCalls([{ name: "verdict", args: { ok: false } }], { usage: { prompt: 400, completion: 40 } }),
      );

      await counted.invoke(question);
      const bound = await counted.bindTools!([search]).invoke(question);
      expect(bound.tool_calls?.[0]?.name).toBe("search");
      const structured = await counted.withStructuredOutput(z.object({ ok: z.boolean() }), { name: "verdict", method: "functionCalling" }).invoke(question);
      expect(structured).toEqual({ ok: false });

      expect(server.modelRequests).toHaveLength(3);
      expect(ledger.totals()).toMatchObject({ calls: 3, inputTokens: 700, outputTokens: 70 });
    });
  });
});

describe("createCallerAccountedModel", () => {
  let server: MockOpenAIServer;
  beforeEach(async () => {
    server = await MockOpenAIServer.start();
  });
  afterEach(async () => {
    await server.close();
  });
  const prices = { "openai-compatible:judge-model": { input: 2, cached_input: 0.5, output: 8 } };
  const replies = () => [
    reply.toolCalls([{ name: "search", args: { query: "x" } }], { usage: { prompt: 1000, completion: 100, cached: 400, reasoning: 30 } }),
    reply.text("plain", { usage: { prompt: 300, completion: 7 } }),
  ];

  it("makes a model with no callback handler whose calls, accounted from their replies, leave the records the handler leaves", async () => {
    const runConfig = buildRunConfig({ retry_base_ms: 5, prices }, {}, {});
    const spec = `openai-compatible:judge-model@${server.baseUrl}`;
    const byHandler = new UsageLedger(runConfig.prices);
    const handled = (await createChatModel(spec, "judge", runConfig, { ledger: byHandler })).bindTools!([search]);
    server.enqueue(...replies());
    await handled.invoke(question, { metadata: { document: "doc-a" } });
    await handled.invoke(question, { metadata: { document: "doc-b" } });

    const byCaller = new UsageLedger(runConfig.prices);
    const accounted = await createCallerAccountedModel(spec, "judge", runConfig, { ledger: byCaller });
    expect(accounted.model.callbacks).toBeUndefined();
    const bound = accounted.model.bindTools!([search]);
    server.enqueue(...replies());
    const first = await bound.invoke(question, { metadata: { document: "doc-a" } });
    // Nothing reaches the ledger but what the caller accounts.
    expect(byCaller.totals().calls).toBe(0);
    accounted.account(usageFromMessage(first), "doc-a");
    accounted.account(usageFromMessage(await bound.invoke(question, { metadata: { document: "doc-b" } })), "doc-b");

    expect(server.modelRequests).toHaveLength(4);
    expect(byHandler.totals()).toMatchObject({ calls: 2, inputTokens: 1300, outputTokens: 107, cachedInputTokens: 400, reasoningTokens: 30 });
    expect(byHandler.totals().costUsd).toBeCloseTo((600 * 2 + 400 * 0.5 + 300 * 2 + 107 * 8) / 1e6, 12);
    expect(byCaller.records()).toEqual(byHandler.records());
    expect(byCaller.totals()).toEqual(byHandler.totals());
    expect(byCaller.byDocument()).toEqual(byHandler.byDocument());
    expect(byCaller.byRole()).toEqual(byHandler.byRole());
  });

  it("keeps the handler where the role answers from the response cache: a hit is known only to it, and account does nothing", async () => {
    const runConfig = buildRunConfig({ retry_base_ms: 5, prices, roles: { judge: { model: "openai-compatible:judge-model", cache: true } } }, {}, {});
    const ledger = new UsageLedger(runConfig.prices);
    const accounted = await createCallerAccountedModel(`openai-compatible:judge-model@${server.baseUrl}`, "judge", runConfig, { ledger, cache: new InMemoryCache() });
    server.enqueue(replies()[1]!);
    for (let call = 0; call < 2; call++) accounted.account(usageFromMessage(await accounted.model.invoke(question)), "doc");

    expect(server.modelRequests).toHaveLength(1);
    expect(ledger.totals()).toMatchObject({ calls: 2, cachedCalls: 1, inputTokens: 300, outputTokens: 7 });
  });
});
