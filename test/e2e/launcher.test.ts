import { spawn } from "node:child_process";
import { cp, mkdtemp, readFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const bin = fileURLToPath(new URL("../../bin/qaforge.js", import.meta.url));
const example = fileURLToPath(new URL("../../examples/srd-and-science", import.meta.url));
const caseLaw = fileURLToPath(new URL("../../examples/categories/california-case-law.yaml", import.meta.url));

/**
 * `qaforge` with no arguments, in a pseudo-terminal (util-linux `script` gives the process a real tty), answered as a
 * user types: the menu, the command it shows, and the run it starts.
 */
describe("the guided launcher on a terminal", () => {
  it("builds a chains command from the answers, shows it and runs it", async () => {
    const dir = await mkdtemp(join(tmpdir(), "qaforge-launcher-"));
    await cp(example, join(dir, "corpus"), { recursive: true });
    const child = spawn("script", ["-qfec", `${process.execPath} ${bin}`, "/dev/null"], { cwd: dir, env: { ...process.env, COLUMNS: "120", TERM: "dumb" } });
    let screen = "";
    let everything = "";
    child.stdout.on("data", (chunk: Buffer) => {
      screen += chunk.toString();
      everything += chunk.toString();
    });
    const exited = new Promise<number | null>((resolve) => child.once("exit", resolve));
    const answer = async (prompt: RegExp, text: string) => {
      const deadline = Date.now() + 20_000;
      while (!prompt.test(screen)) {
        if (Date.now() > deadline) throw new Error(`no prompt ${prompt} on the screen:\n${screen}`);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      screen = screen.slice(screen.search(prompt) + 1);
      child.stdin.write(`${text}\r`);
    };
    await answer(/Which step\?[\s\S]*choose 1-10: /, "3");
    await answer(/corpus folder \[examples\/srd-and-science\]: /, "corpus");
    await answer(/categories file \[[^\]]+\]: /, caseLaw);
    await answer(/only these categories, comma-separated \(empty: all\): /, "numerical_aggregation");
    await answer(/chains per category \[5\]: /, "1");
    await answer(/generator model \(empty: offline\): /, "");
    await answer(/output folder \(empty: qaforge-chains-<domain>\): /, "out");
    await answer(/run it now\? \[Y\/n\] /, "y");
    expect(await exited).toBe(0);
    expect(everything).toContain(`The command:\r\n  qaforge chains corpus --categories ${caseLaw} --category numerical_aggregation --target 1 --out out`);
    const raw = JSON.parse(await readFile(join(dir, "out", "qa_chains_raw.json"), "utf8")) as unknown[];
    expect(raw).toHaveLength(1);
  }, 60_000);
});
