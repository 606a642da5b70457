import { describe, expect, it } from "vitest";
import { formatModelSpec, isSameModel, parseModelSpec } from "./models.js";

describe("parseModelSpec", () => {
  it.each([
    ["openai:gpt-4.1", { provider: "openai", model: "gpt-4.1" }],
    ["anthropic:claude-sonnet-4-5", { provider: "anthropic", model: "claude-sonnet-4-5" }],
    ["ollama:qwen2.5vl", { provider: "ollama", model: "qwen2.5vl" }],
    ["ollama:qwen2.5vl:7b", { provider: "ollama", model: "qwen2.5vl:7b" }],
    [
      "openai-compatible:Qwen/Qwen2.5-VL-7B-Instruct@http://localhost:8000/v1",
      { provider: "openai-compatible", model: "Qwen/Qwen2.5-VL-7B-Instruct", baseUrl: "http://localhost:8000/v1" },
    ],
    ["openai-compatible:org@tag/model@https://host.example/v1/", { provider: "openai-compatible", model: "org@tag/model", baseUrl: "https://host.example/v1" }],
    ["offline", { provider: "offline", model: "" }],
    ["offline:reader", { provider: "offline", model: "reader" }],
    ["  OpenAI:gpt-4.1 ", { provider: "openai", model: "gpt-4.1" }],
  ])("parses %s", (text, expected) => {
    const spec = parseModelSpec(text);
    expect({ provider: spec.provider, model: spec.model, ...(spec.baseUrl ? { baseUrl: spec.baseUrl } : {}) }).toEqual(expected);
    expect(spec.raw).toBe(text);
  });

  it("formats back to the canonical text", () => {
    expect(formatModelSpec(parseModelSpec("openai-compatible:m@http://h:1/v1"))).toBe("openai-compatible:m@http://h:1/v1");
    expect(formatModelSpec(parseModelSpec("offline"))).toBe("offline");
  });

  it.each([
    ["", "is empty"],
    ["gpt-4.1", "names no provider"],
    ["openai:", 'names no model after "openai:"'],
    ["openai:gpt 4", "contains whitespace"],
    ["offline:", "names no offline engine"],
    ["offline:reader@http://localhost:1", "offline engine, which makes no network calls"],
    ["openai-compatible:m@http://", "not a valid URL"],
  ])("rejects %j as config_invalid naming the value and the expected form", (text, why) => {
    expect(() => parseModelSpec(text)).toThrow(
      expect.objectContaining({ code: "config_invalid", message: expect.stringContaining(why) }),
    );
    expect(() => parseModelSpec(text)).toThrow(/expected provider:model, e\.g\. openai:gpt-4\.1/);
    expect(() => parseModelSpec(text)).toThrow(`"${text}"`);
  });

  it("rejects an unknown provider listing the known ones", () => {
    expect(() => parseModelSpec("gemini:gemini-2.5-pro")).toThrow(
      expect.objectContaining({
        code: "unknown_provider",
        message: 'model spec "gemini:gemini-2.5-pro" names the unknown provider "gemini"; known providers: openai, anthropic, ollama, openai-compatible, offline',
      }),
    );
  });
});

describe("isSameModel", () => {
  it("treats a dated snapshot as its alias and other providers as different", () => {
    expect(isSameModel(parseModelSpec("openai:gpt-4.1"), parseModelSpec("openai:gpt-4.1-2025-04-14"))).toBe(true);
    expect(isSameModel(parseModelSpec("anthropic:claude-sonnet-4-5-20250929"), parseModelSpec("anthropic:claude-sonnet-4-5"))).toBe(true);
    expect(isSameModel(parseModelSpec("openai:gpt-4.1"), parseModelSpec("openai:gpt-4.1-mini"))).toBe(false);
    expect(isSameModel(parseModelSpec("openai:gpt-4.1"), parseModelSpec("openai-compatible:gpt-4.1@http://h/v1"))).toBe(false);
  });
});
