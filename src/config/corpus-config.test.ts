import { mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import type { QaforgeError } from "../errors.js";
import { GENERIC_CORPUS_CONFIG, loadCorpusConfig, parseCorpusConfig, resolveCorpusConfig, selectScenario } from "./corpus-config.js";

const exampleDir = fileURLToPath(new URL("../../examples/srd-and-science", import.meta.url));

function parseError(yaml: string): QaforgeError {
  try {
    parseCorpusConfig(yaml, "corpus.yaml");
  } catch (error) {
    return error as QaforgeError;
  }
  throw new Error("expected the config to be refused");
}

describe("corpus.yaml", () => {
  it("loads the bundled example", async () => {
    const config = await loadCorpusConfig(join(exampleDir, "corpus.yaml"));
    expect(config.name).toContain("Mixed reference corpus");
    expect(Object.keys(config.scenarios)).toEqual(["rag_eval", "domain_expert"]);
    expect(config.scenarios.rag_eval!.description).toContain("Aboleth");
  });

  it("names the file, the field path and the expectation for a missing field", () => {
    const error = parseError("name: X\ncorpus_context: Y\nscenarios:\n  rag:\n    name: R\n");
    expect(error.code).toBe("config_invalid");
    expect(error.describe()).toBe("corpus.yaml: field scenarios.rag.description: is required (expected string)");
  });

  it("reports a wrong type", () => {
    expect(parseError("name: [1, 2]\ncorpus_context: Y\nscenarios: {a: {name: A, description: D}}").describe()).toBe(
      "corpus.yaml: field name: expected string, got a list",
    );
  });

  it("reports unknown fields (catching typos)", () => {
    expect(parseError("name: X\ncorpus_contxt: Y\ncorpus_context: Y\nscenarios: {a: {name: A, description: D}}").message).toContain(
      'unknown field "corpus_contxt"',
    );
  });

  it("requires at least one scenario", () => {
    expect(parseError("name: X\ncorpus_context: Y\nscenarios: {}").message).toContain("needs at least one scenario");
  });

  it("reports broken YAML with its line", () => {
    expect(parseError("name: X\n  bad: indent: here\n").message).toMatch(/not valid YAML at line \d/);
  });

  it("falls back to the generic configuration when a corpus has no corpus.yaml", async () => {
    const dir = await mkdtemp(join(tmpdir(), "qaforge-config-"));
    const resolved = await resolveCorpusConfig(dir, false);
    expect(resolved.file).toBeUndefined();
    expect(resolved.config).toBe(GENERIC_CORPUS_CONFIG);
    expect(selectScenario(resolved.config, undefined).key).toBe("rag_eval");
  });

  it("uses corpus.yaml beside a single file, and an explicit --config over it", async () => {
    const dir = await mkdtemp(join(tmpdir(), "qaforge-config-"));
    await writeFile(join(dir, "corpus.yaml"), "name: Beside\ncorpus_context: C\nscenarios: {s1: {name: S, description: D}}\n");
    await writeFile(join(dir, "other.yaml"), "name: Explicit\ncorpus_context: C\nscenarios: {s2: {name: S, description: D}}\n");
    expect((await resolveCorpusConfig(join(dir, "doc.txt"), true)).config.name).toBe("Beside");
    expect((await resolveCorpusConfig(dir, false, join(dir, "other.yaml"))).config.name).toBe("Explicit");
    await expect(resolveCorpusConfig(dir, false, join(dir, "missing.yaml"))).rejects.toMatchObject({ code: "config_not_found" });
  });

  it("selects the first scenario by default and refuses an unknown one, listing the known", async () => {
    const config = await loadCorpusConfig(join(exampleDir, "corpus.yaml"));
    expect(selectScenario(config, undefined).key).toBe("rag_eval");
    expect(selectScenario(config, "domain_expert").scenario.name).toBe("Domain Expert Review");
    expect(() => selectScenario(config, "nope", "corpus.yaml")).toThrow('no scenario "nope"; the scenarios are rag_eval, domain_expert');
  });
});
