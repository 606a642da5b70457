import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { isQaforgeError } from "../errors.js";
import { hopRange, loadCategories, parseCategories, selectCategories } from "./categories.js";

const example = (name: string) => fileURLToPath(new URL(`../../examples/categories/${name}`, import.meta.url));

const CASE_LAW_IDS = [
  "cross_context_synthesis", "long_context_citation", "hierarchy_comprehension", "entity_state_tracking", "entity_disambiguation",
  "multi_hop_reasoning", "semantic_deduplication", "temporal_ordering", "domain_scoping", "source_prioritization",
  "numerical_aggregation", "conflicting_information_synthesis",
];

function errorOf(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    if (isQaforgeError(error)) return error.describe();
    throw error;
  }
  throw new Error("expected an error");
}

describe("categories.yaml", () => {
  it("ships spec 001's twelve case-law categories and the email set without cross_context_synthesis", async () => {
    const caseLaw = await loadCategories(example("california-case-law.yaml"));
    expect(caseLaw.domain).toBe("california_state_case_law");
    expect(caseLaw.categories.map((category) => category.id)).toEqual(CASE_LAW_IDS);
    const email = await loadCategories(example("enron-email.yaml"));
    expect(email.domain).toBe("enron_email_corpus");
    expect(email.categories.map((category) => category.id)).toEqual(CASE_LAW_IDS.filter((id) => id !== "cross_context_synthesis"));
    for (const category of [...caseLaw.categories, ...email.categories]) expect(category.description.length).toBeGreaterThan(60);
  });

  it("names the file, the field and what was expected", () => {
    const base = "domain: d\ncategories:\n";
    const entry = (fields: string) => `  - id: a\n    display_name: A\n    description: x\n${fields}`;
    expect(errorOf(() => parseCategories(`${base}${entry("    min_hops: 3\n    max_hops: 2\n")}`, "c.yaml"))).toMatch(/c\.yaml.*categories\[0\]\.max_hops: min_hops must not exceed max_hops/);
    expect(errorOf(() => parseCategories(`${base}${entry("    min_hops: 1\n")}`, "c.yaml"))).toMatch(/categories\[0\]\.max_hops: is required/);
    expect(errorOf(() => parseCategories(`${base}${entry("    min_hops: 1\n    max_hops: 2\n")}${entry("    min_hops: 1\n    max_hops: 2\n")}`, "c.yaml"))).toMatch(/categories\[1\]\.id: duplicate category id "a"/);
    expect(errorOf(() => parseCategories(`${base}  - id: Bad-Id\n    display_name: A\n    description: x\n    min_hops: 1\n    max_hops: 1\n`, "c.yaml"))).toMatch(/categories\[0\]\.id: category ids are snake_case/);
    expect(errorOf(() => parseCategories("domain: d\ncategories: []\n", "c.yaml"))).toMatch(/needs at least one category/);
    expect(errorOf(() => parseCategories(`${base}${entry("    min_hops: 1\n    max_hops: 2\n    hops: 3\n")}`, "c.yaml"))).toMatch(/unknown field "hops"/);
  });

  it("selects categories by id, naming the known ones for an unknown id", async () => {
    const config = await loadCategories(example("enron-email.yaml"));
    expect(selectCategories(config, ["temporal_ordering", "domain_scoping"], "e.yaml").map((category) => category.id)).toEqual(["temporal_ordering", "domain_scoping"]);
    expect(selectCategories(config, undefined, "e.yaml")).toHaveLength(11);
    expect(errorOf(() => selectCategories(config, ["cross_context_synthesis"], "e.yaml"))).toMatch(/unknown category "cross_context_synthesis"; e\.yaml has long_context_citation, /);
    expect(hopRange(config.categories[0]!)).toBe("1–3");
  });

  it("a missing file is config_not_found naming it", async () => {
    await expect(loadCategories("/nonexistent/categories.yaml")).rejects.toMatchObject({ code: "config_not_found", subject: "/nonexistent/categories.yaml" });
  });
});
