import { Command } from "commander";
import { describe, expect, it } from "vitest";
import { examplesHelp, runOptions, seedFlag } from "./run-options.js";

describe("the options every command over a run database shares", () => {
  it("adds --db, --model-config, --seed, --fresh and --json, with --fresh only where runs resume", () => {
    const resumable = runOptions(new Command("x"), { database: "in the corpus folder" });
    expect(resumable.options.map((option) => option.long)).toEqual(["--db", "--model-config", "--seed", "--fresh", "--json"]);
    expect(resumable.options[0]!.description).toBe("run database (default: .qaforge/qaforge.db in the corpus folder)");
    const once = runOptions(new Command("y"), { database: "beside the document", resumable: false, json: "print JSON" });
    expect(once.options.map((option) => [option.long, option.description])).toEqual([
      ["--db", "run database (default: .qaforge/qaforge.db beside the document)"],
      ["--model-config", "model configuration (default: ./qaforge.config.yaml if present)"],
      ["--seed", "seed of the offline engine"],
      ["--json", "print JSON"],
    ]);
    const parsed = runOptions(new Command("z"), { database: "here" }).parse(["--seed", "7", "--fresh", "--db", "q.db"], { from: "user" }).opts();
    expect(parsed).toEqual({ seed: "7", fresh: true, db: "q.db" });
  });

  it("reads --seed as a whole number, naming the flag and value otherwise", () => {
    expect(seedFlag({ seed: "7" })).toEqual({ seed: 7 });
    expect(seedFlag({})).toEqual({});
    expect(() => seedFlag({ seed: "-1" })).toThrow('--seed must be a whole number, got "-1"');
  });

  it("writes the examples indented under their heading, then the notes", () => {
    expect(examplesHelp(["qaforge a", "qaforge b"], ["Writes x."])).toBe("\nExamples:\n  qaforge a\n  qaforge b\n\nWrites x.");
    expect(examplesHelp(["qaforge a"])).toBe("\nExamples:\n  qaforge a");
  });
});
