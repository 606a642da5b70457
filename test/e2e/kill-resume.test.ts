import Database from "better-sqlite3";
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { copyFile, mkdtemp, readFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import type { CorpusGenerationResult } from "../../src/agents/types.js";
import { fixturePath } from "../support/fixtures.js";

const bin = fileURLToPath(new URL("../../bin/qaforge.js", import.meta.url));

function startGenerate(args: string[]) {
  const child = spawn(process.execPath, [bin, "generate", ...args], { stdio: ["ignore", "pipe", "pipe"] });
  let stderr = "";
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const exit = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on("exit", (code, signal) => resolve({ code, signal })),
  );
  return { child, exit, stderr: () => stderr };
}

function acceptedRows(dbPath: string): { run_id: string; path: string; question: string }[] {
  if (!existsSync(dbPath)) return [];
  const db = new Database(dbPath, { readonly: true, fileMustExist: true });
  try {
    const table = db.prepare("SELECT name FROM sqlite_master WHERE name = 'run_questions'").get();
    return table ? (db.prepare("SELECT run_id, path, question FROM run_questions ORDER BY path, attempt_number").all() as never) : [];
  } catch {
    return [];
  } finally {
    db.close();
  }
}

describe("kill -9 in the middle of a corpus run", () => {
  it("resumes with the same command: nothing accepted is lost or duplicated, finished documents are not redone", async () => {
    const dir = await mkdtemp(join(tmpdir(), "qaforge-kill-"));
    await copyFile(fixturePath("markdown/srd52-monsters_az.md"), join(dir, "monsters.md"));
    await copyFile(fixturePath("text/scotus-fisher-opinion.txt"), join(dir, "opinion.txt"));
    const dbPath = join(dir, ".qaforge", "qaforge.db");
    const out = join(dir, "questions.json");
    const args = [dir, "--target", "30", "--concurrency", "2", "--out", out];

    const first = startGenerate(args);
    let before: ReturnType<typeof acceptedRows> = [];
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline) {
      before = acceptedRows(dbPath);
      if (before.length >= 3) break;
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    first.child.kill("SIGKILL");
    const killed = await first.exit;
    expect(killed.signal, `the first run finished before it could be killed: ${first.stderr()}`).toBe("SIGKILL");
    before = acceptedRows(dbPath);
    expect(before.length).toBeGreaterThanOrEqual(3);

    const second = startGenerate(args);
    const finished = await second.exit;
    expect(finished.code, second.stderr()).toBe(0);
    expect(second.stderr()).toContain("resuming run");

    const after = acceptedRows(dbPath);
    const runIds = new Set(after.map((row) => row.run_id));
    expect(runIds.size).toBe(1);
    for (const row of before) expect(after).toContainEqual(row);
    const keys = after.map((row) => `${row.path}\n${row.question.toLowerCase()}`);
    expect(new Set(keys).size).toBe(keys.length);

    const result = JSON.parse(await readFile(out, "utf8")) as CorpusGenerationResult;
    expect(result.questions.map((q) => `${q.source_document}\n${q.question}`).sort()).toEqual(after.map((row) => `${row.path}\n${row.question}`).sort());
    for (const path of ["monsters.md", "opinion.txt"]) {
      expect(result.questions.filter((q) => q.source_document === path).length).toBeLessThanOrEqual(30);
    }
  }, 240_000);

  it("Ctrl-C stops a run with one line saying how to resume, and the same command resumes it", async () => {
    const dir = await mkdtemp(join(tmpdir(), "qaforge-sigint-"));
    await copyFile(fixturePath("markdown/srd52-monsters_az.md"), join(dir, "monsters.md"));
    const dbPath = join(dir, ".qaforge", "qaforge.db");
    const args = [dir, "--target", "40", "--out", join(dir, "q.json")];
    const first = startGenerate(args);
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline && acceptedRows(dbPath).length < 2) await new Promise((resolve) => setTimeout(resolve, 5));
    first.child.kill("SIGINT");
    const stopped = await first.exit;
    expect(stopped.code).toBe(130);
    expect(first.stderr()).toContain("qaforge: interrupted; run the same command again to resume where it stopped");
    const before = acceptedRows(dbPath);

    const second = startGenerate(args);
    expect((await second.exit).code, second.stderr()).toBe(0);
    expect(second.stderr()).toContain("resuming run");
    const after = acceptedRows(dbPath);
    for (const row of before) expect(after).toContainEqual(row);
  }, 240_000);
});
