import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { inspect } from "node:util";
import { describe, expect, it } from "vitest";
import {
  assertCredentials,
  assertDistinctValidator,
  buildRunConfig,
  concurrencyFor,
  parseRunConfigFile,
  resolveRunConfig,
  roleSettings,
  Secret,
} from "./run-config.js";

function tempDir(): string {
  return mkdtempSync(join(tmpdir(), "qaforge-run-config-"));
}

describe("resolveRunConfig", () => {
  it("defaults every required role to the offline engine, with the role temperatures and cache rule", async () => {
    const config = await resolveRunConfig({ cwd: tempDir(), env: {} });
    expect(config.roles.generator).toMatchObject({ spec: { provider: "offline", model: "questioner" }, temperature: 0.7, cache: false });
    expect(config.roles.validator).toMatchObject({ spec: { provider: "offline", model: "reader" }, temperature: 0, cache: true });
    expect(config.roles.deduplicator).toMatchObject({ spec: { provider: "offline", model: "lexical" }, temperature: 0, cache: true });
    expect(config.roles.answerer).toBeUndefined();
    expect(config).toMatchObject({ timeoutMs: 120_000, maxRetries: 4 });
    expect(config.file).toBeUndefined();
    expect(concurrencyFor(config, "openai")).toBe(4);
    expect(concurrencyFor(config, "offline")).toBe(Number.POSITIVE_INFINITY);
    expect(() => roleSettings(config, "judge")).toThrow(/no model is configured for the judge; set roles\.judge\.model/);
  });

  it("merges defaults ← qaforge.config.yaml in cwd ← flags, with keys from the file or the environment", async () => {
    const dir = tempDir();
    writeFileSync(
      join(dir, "qaforge.config.yaml"),
      [
        "roles:",
        "  generator: { model: openai:gpt-4.1, temperature: 0.9, max_tokens: 2048 }",
        "  validator: anthropic:claude-sonnet-4-5",
        "  answerer: { model: ollama:qwen2.5vl, cache: true }",
        "providers:",
        "  anthropic: { api_key: from-file-key }",
        "concurrency: { openai: 8 }",
        "timeout_ms: 30000",
        "prices:",
        "  gpt-4.1: { input: 1, cached_input: 0.25, output: 4 }",
      ].join("\n"),
    );
    const config = await resolveRunConfig({
      cwd: dir,
      env: { OPENAI_API_KEY: "env-key", ANTHROPIC_API_KEY: "env-anthropic", OLLAMA_BASE_URL: "http://gpu-box:11434/" },
      flags: { validator: "openai:gpt-4.1-mini", maxRetries: 1 },
    });
    expect(config.file).toBe(join(dir, "qaforge.config.yaml"));
    expect(config.roles.generator).toMatchObject({ spec: { provider: "openai", model: "gpt-4.1" }, temperature: 0.9, maxTokens: 2048, cache: false });
    expect(config.roles.validator.spec).toMatchObject({ provider: "openai", model: "gpt-4.1-mini" });
    expect(config.roles.answerer).toMatchObject({ temperature: 0.3, cache: true });
    expect(config.providers.openai?.apiKey?.reveal()).toBe("env-key");
    expect(config.providers.anthropic?.apiKey?.reveal()).toBe("from-file-key");
    expect(config.providers.ollama?.baseUrl).toBe("http://gpu-box:11434");
    expect(concurrencyFor(config, "openai")).toBe(8);
    expect(config).toMatchObject({ timeoutMs: 30_000, maxRetries: 1, prices: { "gpt-4.1": { input: 1, cachedInput: 0.25, output: 4 } } });
  });

  it("turns the cache off for every role with cache: false, and a bare offline flag picks the role's engine", () => {
    const config = buildRunConfig({ cache: false }, { validator: "offline" }, {});
    expect(Object.values(config.roles).every((role) => !role.cache)).toBe(true);
    expect(config.roles.validator.spec.model).toBe("reader");
  });

  it("says which flag holds a bad spec", () => {
    expect(() => buildRunConfig({}, { generator: "gpt4" }, {})).toThrow(expect.objectContaining({ code: "config_invalid", subject: "--generator" }));
  });

  it("reports a missing explicit file as config_not_found", async () => {
    await expect(resolveRunConfig({ file: join(tempDir(), "nope.yaml"), env: {} })).rejects.toMatchObject({ code: "config_not_found" });
  });
});

describe("config file errors name the file, the field and what was expected", () => {
  const file = "/project/qaforge.config.yaml";
  it.each([
    ["roles:\n  generator: { model: openai:gpt-4.1, temperature: hot }", /field roles\.generator\.temperature: expected number, got string "hot"/],
    ["roles:\n  generator: { temperature: 3 }", /field roles\.generator\.temperature: must be at most 2/],
    ["roles:\n  generater: openai:gpt-4.1", /field roles: unknown field "generater"/],
    ["timeout_ms: -5", /field timeout_ms: must be greater than 0/],
    ["concurrency: { openai: 1.5 }", /field concurrency\.openai: expected int, got number 1\.5/],
    ["providers:\n  openai: { apikey: x }", /field providers\.openai: unknown field "apikey"/],
    ["prices:\n  gpt-4.1: { input: 1 }", /field prices\.gpt-4\.1\.output: is required/],
    ["roles:\n  validator: { model: 'gpt-4.1' }", /field roles\.validator\.model: model spec "gpt-4\.1" names no provider; expected provider:model/],
    ["roles: [oops", /not valid YAML at line 1/],
  ])("%j", (text, expected) => {
    let thrown: unknown;
    try {
      parseRunConfigFile(text, file);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toMatchObject({ code: "config_invalid", subject: file });
    expect((thrown as Error).message).toMatch(expected);
  });

  it("keeps unknown_provider for an unknown provider in the file, with the field", () => {
    expect(() => parseRunConfigFile("roles:\n  generator: gemini:pro", file)).toThrow(
      expect.objectContaining({ code: "unknown_provider", subject: file, message: expect.stringMatching(/^field roles\.generator: .*known providers: openai/) }),
    );
  });
});

describe("assertDistinctValidator", () => {
  it("refuses a validator that is the generator's model, saying why", () => {
    const config = buildRunConfig({ roles: { generator: "openai:gpt-4.1", validator: "openai:gpt-4.1-2025-04-14" } }, {}, {});
    expect(() => assertDistinctValidator(config)).toThrow(
      expect.objectContaining({ code: "same_model_roles", message: expect.stringContaining("self-confirmation") }),
    );
  });

  it("accepts different models, and the default offline roles", () => {
    expect(() => assertDistinctValidator(buildRunConfig({ roles: { generator: "openai:gpt-4.1", validator: "anthropic:claude-sonnet-4-5" } }, {}, {}))).not.toThrow();
    expect(() => assertDistinctValidator(buildRunConfig({}, {}, {}))).not.toThrow();
  });
});

describe("credentials", () => {
  it("checks every configured role's key at startup, naming the variable", () => {
    const config = buildRunConfig({ roles: { generator: "openai:gpt-4.1", validator: "ollama:qwen2.5vl" } }, {}, {});
    expect(() => assertCredentials(config)).toThrow(expect.objectContaining({ code: "missing_api_key", message: expect.stringMatching(/^OPENAI_API_KEY is not set/) }));
    expect(() => assertCredentials(buildRunConfig({ roles: { generator: "ollama:a", validator: "openai-compatible:b@http://h/v1" } }, {}, {}))).not.toThrow();
  });

  it("never shows a key when a config is printed, serialized or inspected", () => {
    const secret = new Secret("sk-very-secret");
    const config = buildRunConfig({ providers: { openai: { api_key: "sk-very-secret" } } }, {}, {});
    for (const text of [String(secret), JSON.stringify(config), inspect(config, { depth: 10 }), `${secret}`]) {
      expect(text).not.toContain("sk-very-secret");
    }
    expect(config.providers.openai?.apiKey?.reveal()).toBe("sk-very-secret");
  });
});
