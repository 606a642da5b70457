import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { FileRewriter, joinJsonArray, writeFileAtomic } from "./files.js";

describe("writeFileAtomic", () => {
  it("writes the same file many times at once without a lost or leftover temporary file", async () => {
    const dir = await mkdtemp(join(tmpdir(), "qaforge-files-"));
    const path = join(dir, "out", "same.json");
    await Promise.all(Array.from({ length: 20 }, (_, index) => writeFileAtomic(path, `${index}`)));
    expect(Number(await readFile(path, "utf8"))).toBeGreaterThanOrEqual(0);
    expect(await readdir(join(dir, "out"))).toEqual(["same.json"]);
  });

  it("makes the folder again when it was removed after a first write", async () => {
    const dir = await mkdtemp(join(tmpdir(), "qaforge-files-"));
    await writeFileAtomic(join(dir, "logs", "a.json"), "a");
    await rm(join(dir, "logs"), { recursive: true });
    await writeFileAtomic(join(dir, "logs", "b.json"), "b");
    expect(await readFile(join(dir, "logs", "b.json"), "utf8")).toBe("b");
  });
});

describe("joinJsonArray", () => {
  it("gives exactly JSON.stringify(items, null, 2), strings with line breaks and nested values included", () => {
    const items = [{ a: 1, nested: { list: [1, { b: "x\ny" }], empty: [] } }, "text", [1, 2], { text: "line one\nline two" }];
    expect(joinJsonArray(items.map((item) => JSON.stringify(item, null, 2)))).toBe(JSON.stringify(items, null, 2));
    expect(joinJsonArray([])).toBe(JSON.stringify([], null, 2));
  });
});

describe("FileRewriter", () => {
  it("merges requests made during a write into one more write of the latest content", async () => {
    const dir = await mkdtemp(join(tmpdir(), "qaforge-files-"));
    let state = 0;
    let writes = 0;
    let started!: () => void;
    const firstWriteStarted = new Promise<void>((resolve) => (started = resolve));
    const rewriter = new FileRewriter(join(dir, "snapshot.txt"), () => {
      writes++;
      started();
      return String(state);
    });
    state = 1;
    const first = rewriter.request();
    await firstWriteStarted;
    state = 2;
    const second = rewriter.request();
    state = 3;
    const third = rewriter.request();
    await Promise.all([first, second, third]);
    expect(writes).toBe(2);
    expect(await readFile(join(dir, "snapshot.txt"), "utf8")).toBe("3");
    state = 4;
    await rewriter.request();
    expect(writes).toBe(3);
    expect(await readFile(join(dir, "snapshot.txt"), "utf8")).toBe("4");
  });

  it("rejects the request whose write failed, and writes again on the next request", async () => {
    const dir = await mkdtemp(join(tmpdir(), "qaforge-files-"));
    let fail = true;
    const rewriter = new FileRewriter(join(dir, "x.txt"), () => {
      if (fail) throw new Error("cannot serialise");
      return "ok";
    });
    await expect(rewriter.request()).rejects.toThrow("cannot serialise");
    fail = false;
    await rewriter.request();
    expect(await readFile(join(dir, "x.txt"), "utf8")).toBe("ok");
  });
});
