import { describe, expect, it } from "vitest";
import { QaforgeError } from "../errors.js";
import { CHAINS_POLISH_RUBRIC, parseRubric, withThreshold } from "./rubric.js";

const criterion = (fields: Record<string, unknown> = {}) => ({ id: "answer_support", description: "Supported by the evidence.", weight: 1, ...fields });
const rubric = (fields: Record<string, unknown> = {}) => ({ name: "r", threshold: 0.5, criteria: [criterion()], ...fields });

function parseError(value: unknown): QaforgeError {
  try {
    parseRubric(value, "rubric.yaml");
  } catch (error) {
    return error as QaforgeError;
  }
  throw new Error("parsed");
}

describe("rubrics", () => {
  it("parses criteria with weights, optional floors and a threshold", () => {
    expect(parseRubric(rubric({ criteria: [criterion({ min_score: 0.6 }), criterion({ id: "clarity", weight: 0.5 })] }), "rubric.yaml").criteria).toEqual([
      { id: "answer_support", description: "Supported by the evidence.", weight: 1, min_score: 0.6 },
      { id: "clarity", description: "Supported by the evidence.", weight: 0.5 },
    ]);
    expect(parseRubric(CHAINS_POLISH_RUBRIC, "builtin")).toEqual(CHAINS_POLISH_RUBRIC);
  });

  it("names the source and the field of every problem", () => {
    const cases: [unknown, RegExp][] = [
      [rubric({ criteria: [criterion({ weight: 0 })] }), /^field criteria\[0\]\.weight: must be above 0$/],
      [rubric({ criteria: [criterion({ id: "Answer Support" })] }), /^field criteria\[0\]\.id: criterion ids are snake_case$/],
      [rubric({ criteria: [criterion({ min_score: 1.2 })] }), /^field criteria\[0\]\.min_score: /],
      [rubric({ threshold: -0.1 }), /^field threshold: /],
      [rubric({ criteria: [] }), /^field criteria: needs at least one criterion$/],
      [rubric({ name: undefined }), /^field name: is required/],
      [rubric({ criteria: [criterion({ weigth: 2 })] }), /^field criteria\[0\]: unknown field "weigth"$/],
      [rubric({ criteria: [criterion(), criterion({ description: "Again." })] }), /^field criteria\[1\]\.id: duplicate criterion id "answer_support"$/],
    ];
    for (const [value, message] of cases) {
      const error = parseError(value);
      expect(error).toBeInstanceOf(QaforgeError);
      expect(error).toMatchObject({ code: "config_invalid", subject: "rubric.yaml" });
      expect(error.message).toMatch(message);
    }
  });

  it("holds spec 001's polish rule: both criteria at least 0.7", () => {
    expect(CHAINS_POLISH_RUBRIC.threshold).toBe(0.7);
    expect(CHAINS_POLISH_RUBRIC.criteria.map(({ id, weight, min_score }) => ({ id, weight, min_score }))).toEqual([
      { id: "category_suitability", weight: 1, min_score: 0.7 },
      { id: "answer_completeness", weight: 1, min_score: 0.7 },
    ]);
  });

  it("overrides the threshold and every floor at once, leaving the original alone", () => {
    const strict = withThreshold(CHAINS_POLISH_RUBRIC, 0.9);
    expect(strict.threshold).toBe(0.9);
    expect(strict.criteria.map((item) => item.min_score)).toEqual([0.9, 0.9]);
    expect(CHAINS_POLISH_RUBRIC.criteria[0]!.min_score).toBe(0.7);
    expect(withThreshold(CHAINS_POLISH_RUBRIC, 0).criteria.map((item) => item.min_score)).toEqual([0, 0]);
    for (const bad of [1.5, -0.1, Number.NaN]) expect(() => withThreshold(CHAINS_POLISH_RUBRIC, bad)).toThrow(expect.objectContaining({ code: "invalid_argument" }));
  });
});
