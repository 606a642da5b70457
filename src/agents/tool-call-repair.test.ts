import { AIMessage } from "@langchain/core/messages";
import { tool } from "@langchain/core/tools";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { parseArguments, repairToolCalls } from "./tool-call-repair.js";

const search = tool(async () => "", {
  name: "search",
  description: "search",
  schema: z.object({ query: z.string(), limit: z.number().int().default(10) }),
});

function invalid(args: string, name = "search", id = "call_1"): AIMessage {
  return new AIMessage({ content: "", invalid_tool_calls: [{ name, args, id, error: "bad json", type: "invalid_tool_call" }] });
}

describe("parseArguments repairs common faults", () => {
  it.each([
    ["code fence", '```json\n{"query": "x"}\n```', { query: "x" }],
    ["trailing comma", '{"query": "x", "tags": ["a", "b",],}', { query: "x", tags: ["a", "b"] }],
    ["single quotes", "{'query': 'it\\'s \"quoted\"'}", { query: `it's "quoted"` }],
    ["unquoted keys", "{query: \"x\", limit: 3}", { query: "x", limit: 3 }],
    ["python literals", "{'flag': True, 'other': None}", { flag: true, other: null }],
    ["missing closing braces", '{"query": "x", "filter": {"page": 2', { query: "x", filter: { page: 2 } }],
    ["raw newline in a string", '{"query": "line one\nline two"', { query: "line one\nline two" }],
    ["leading prose", 'Here you go: {"query": "x"}', { query: "x" }],
    ["empty", "", {}],
  ])("%s", (_fault, text, expected) => {
    expect(parseArguments(text)).toEqual({ value: expected });
  });

  it("refuses to guess a string cut off in the middle", () => {
    expect(parseArguments('{"query": "unfinis')).toEqual({ error: expect.stringContaining("cut off inside a string") });
  });
});

describe("repairToolCalls", () => {
  it("recovers invalid tool calls and applies the schema (defaults included)", () => {
    const { toolCalls, rejected } = repairToolCalls(invalid("{query: 'boiling point',}"), [search]);
    expect(rejected).toEqual([]);
    expect(toolCalls).toEqual([{ name: "search", args: { query: "boiling point", limit: 10 }, id: "call_1", type: "tool_call" }]);
  });

  it("unwraps arguments double-encoded as a JSON string", () => {
    const { toolCalls } = repairToolCalls(invalid(JSON.stringify(JSON.stringify({ query: "x", limit: 2 }))), [search]);
    expect(toolCalls[0]?.args).toEqual({ query: "x", limit: 2 });
  });

  it("rejects schema mismatches, unknown tools and non-objects with reasons the model can act on", () => {
    const message = new AIMessage({
      content: "",
      tool_calls: [
        { name: "search", args: { query: 42 }, id: "a", type: "tool_call" },
        { name: "browse", args: {}, id: "b", type: "tool_call" },
      ],
      invalid_tool_calls: [{ name: "search", args: "[1, 2]", id: "c", type: "invalid_tool_call" }],
    });
    const { toolCalls, rejected } = repairToolCalls(message, [search]);
    expect(toolCalls).toEqual([]);
    expect(rejected).toEqual([
      { name: "search", id: "a", reason: expect.stringMatching(/do not match the tool's schema: "query": .*string/i) },
      { name: "browse", id: "b", reason: 'there is no tool named "browse"; available tools: search' },
      { name: "search", id: "c", reason: "the arguments must be one JSON object, not a list" },
    ]);
  });

  it("passes valid calls through unchanged", () => {
    const message = new AIMessage({ content: "", tool_calls: [{ name: "search", args: { query: "q", limit: 1 }, id: "z", type: "tool_call" }] });
    expect(repairToolCalls(message, [search])).toEqual({ toolCalls: [{ name: "search", args: { query: "q", limit: 1 }, id: "z", type: "tool_call" }], rejected: [] });
  });
});
