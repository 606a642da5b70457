import { mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { runCli } from "../support/cli.js";

/** Node warnings emitted while `run` runs (MaxListenersExceededWarning and the like reach the user's terminal). */
async function warningsDuring(run: () => Promise<unknown>): Promise<string[]> {
  const warnings: string[] = [];
  const listener = (warning: Error) => warnings.push(`${warning.name}: ${warning.message}`);
  process.on("warning", listener);
  try {
    await run();
    await new Promise((resolve) => setTimeout(resolve, 50)); // warnings are emitted on the next tick
  } finally {
    process.off("warning", listener);
  }
  return warnings;
}

describe("no stray Node warnings in a generate run", () => {
  it("a turn that reads many parts of a long document at once adds no listener per call to the run's signal", async () => {
    // 3000 lines without a fact to ask: the offline questioner reads ever larger batches of regions in one turn.
    const words = ["alpha", "beta", "gamma", "delta", "epsilon", "zeta", "eta", "theta"];
    const lines = Array.from({ length: 3000 }, (_, line) => Array.from({ length: 9 }, (_, word) => words[(line * 7 + word * 3) % words.length]).join(" "));
    const dir = await mkdtemp(join(tmpdir(), "qaforge-warnings-"));
    await writeFile(join(dir, "noise.txt"), `${lines.join("\n")}\n`);
    let code = -1;
    const warnings = await warningsDuring(async () => {
      code = (await runCli(["generate", dir, "--target", "2", "--out", join(dir, "out.json")])).code;
    });
    expect(code).toBe(0);
    expect(warnings).toEqual([]);
  }, 120_000);
});
