import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { AIMessage } from "@langchain/core/messages";
import type { ChatGeneration } from "@langchain/core/outputs";
import { describe, expect, it } from "vitest";
import { openDatabase } from "./database.js";
import { createLlmCache, createMemoryLlmCache } from "./llm-cache.js";

const generation: ChatGeneration = {
  text: "",
  message: new AIMessage({
    content: "",
    tool_calls: [{ name: "search", args: { query: "x" }, id: "call_1", type: "tool_call" }],
    usage_metadata: { input_tokens: 10, output_tokens: 2, total_tokens: 12 },
  }),
};

describe("SqliteLlmCache", () => {
  it("keeps generations with their tool calls across database connections, keyed by prompt and call key", async () => {
    const path = join(mkdtempSync(join(tmpdir(), "qaforge-llm-cache-")), "run.sqlite");
    const writer = openDatabase(path);
    await createLlmCache(writer).update("Human: hi", "model:a", [generation]);
    writer.close();

    const reader = createLlmCache(openDatabase(path));
    const found = (await reader.lookup("Human: hi", "model:a")) as ChatGeneration[] | null;
    expect(found).toHaveLength(1);
    expect(AIMessage.isInstance(found![0]!.message)).toBe(true);
    expect((found![0]!.message as AIMessage).tool_calls).toEqual([expect.objectContaining({ name: "search", args: { query: "x" }, id: "call_1" })]);
    expect(await reader.lookup("Human: hi", "model:b")).toBeNull();
    expect(await reader.lookup("Human: hello", "model:a")).toBeNull();
  });

  it("stores only a hash of the key, never the key text", async () => {
    const db = openDatabase(":memory:");
    await createLlmCache(db).update("secret prompt", "llm key with sk-abc", [generation]);
    const rows = db.prepare("SELECT key FROM llm_cache").all() as Array<{ key: string }>;
    expect(rows).toHaveLength(1);
    expect(rows[0]!.key).toMatch(/^[0-9a-f]{64}$/);
  });

  it("has an in-memory variant", async () => {
    const cache = createMemoryLlmCache();
    await cache.update("p", "k", [{ text: "plain" }]);
    expect(await cache.lookup("p", "k")).toEqual([{ text: "plain" }]);
  });
});
