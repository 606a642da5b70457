import { describe, expect, it } from "vitest";
import { pickSeedPassage, seedContext, seedSalt, SEED_LINES } from "./seed.js";

const prose = (file: string, count: number) => ({ file, lines: Array.from({ length: count }, (_, index) => `${file} line ${index + 1} says something about the river and the dam built there.`) });

describe("runtime seeding (spec 001)", () => {
  const files = [prose("a.txt", 200), prose("b.txt", 40), { file: "empty.txt", lines: ["", "x"] }];

  it("picks a passage of the corpus with enough text, the same one for the same seed and salt", () => {
    const passage = pickSeedPassage(files, 7, seedSalt("temporal_ordering", 1))!;
    expect(passage).toEqual(pickSeedPassage(files, 7, seedSalt("temporal_ordering", 1)));
    expect(["a.txt", "b.txt"]).toContain(passage.file);
    expect(passage.endLine - passage.startLine + 1).toBe(SEED_LINES);
    expect(passage.text.split("\n")[0]).toBe(`${passage.file} line ${passage.startLine} says something about the river and the dam built there.`);
    expect(seedContext(passage)).toMatch(new RegExp(`^From ${passage.file}, lines ${passage.startLine}–${passage.endLine}:\\n`));
  });

  it("varies with the category and the round, and finds nothing in a corpus without text", () => {
    const picks = new Set([1, 2, 3, 4, 5, 6].map((round) => JSON.stringify(pickSeedPassage(files, 0, seedSalt("multi_hop_reasoning", round)))));
    expect(picks.size).toBeGreaterThan(3);
    expect(seedSalt("a", 1)).not.toBe(seedSalt("b", 1));
    expect(pickSeedPassage([{ file: "empty.txt", lines: ["", "x"] }], 0, 1)).toBeUndefined();
  });
});
