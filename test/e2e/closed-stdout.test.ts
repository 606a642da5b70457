import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const bin = fileURLToPath(new URL("../../bin/qaforge.js", import.meta.url));
const monsters = fileURLToPath(new URL("../../examples/srd-and-science/srd-monsters.md", import.meta.url));

/** Runs the built CLI with its stdout closed at once, as `qaforge … | head -1` leaves it when head exits. */
function withClosedStdout(args: string[]): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [bin, ...args], { stdio: ["ignore", "pipe", "pipe"] });
    child.stdout.destroy();
    let stderr = "";
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, stderr }));
  });
}

describe("a reader that goes away (built CLI)", () => {
  it("ends a command quietly with its own exit code, no EPIPE stack trace", async () => {
    for (const args of [["icat", "--help"], ["--help"], ["tools", monsters, "read_lines", "1", "200"]]) {
      const run = await withClosedStdout(args);
      expect(run.stderr, args.join(" ")).not.toMatch(/EPIPE|Error:|at /);
      expect(run.code, args.join(" ")).toBe(0);
    }
  }, 60_000);
});
