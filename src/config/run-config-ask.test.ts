import { describe, expect, it } from "vitest";
import { buildRunConfig, parseRunConfigFile, roleSettings } from "./run-config.js";

describe("the ask section and the answerer of qaforge.config.yaml", () => {
  it("reads the ask settings", () => {
    const file = parseRunConfigFile(
      ["ask:", "  proxy_url: https://proxy.example.edu/login?url={url}", "  always_allow_proxy: true", "  max_chunks: 8", "  similarity_threshold: 0.5", "  embedder: openai:text-embedding-3-small"].join("\n"),
      "q.yaml",
    );
    expect(buildRunConfig(file, {}, {}).ask).toEqual({
      proxyUrl: "https://proxy.example.edu/login?url={url}",
      alwaysAllowProxy: true,
      maxChunks: 8,
      similarityThreshold: 0.5,
      embedder: "openai:text-embedding-3-small",
    });
    expect(buildRunConfig({}, {}, {}).ask).toBeUndefined();
  });

  it.each([
    ["ask:\n  proxy_url: https://proxy.example.edu/login", /field ask\.proxy_url: expected an http\(s\) URL template holding \{url\}/],
    ["ask:\n  max_chunks: 0", /field ask\.max_chunks: must be greater than 0/],
    ["ask:\n  similarity_threshold: 2", /field ask\.similarity_threshold: must be at most 1/],
    ["ask:\n  use_full_text: true", /field ask: unknown field "use_full_text"/],
  ])("refuses %s", (text, message) => {
    expect(() => parseRunConfigFile(text, "q.yaml")).toThrow(message);
  });

  it("gives the answerer offline:answerer when none is configured, and a bare offline means that engine", () => {
    expect(roleSettings(buildRunConfig({}, {}, {}), "answerer")).toMatchObject({ spec: { provider: "offline", model: "answerer" }, temperature: 0.3 });
    expect(buildRunConfig({}, { answerer: "offline" }, {}).roles.answerer?.spec).toMatchObject({ provider: "offline", model: "answerer" });
    expect(roleSettings(buildRunConfig({ roles: { answerer: "openai:gpt-4.1" } }, {}, {}), "answerer").spec.model).toBe("gpt-4.1");
  });
});
