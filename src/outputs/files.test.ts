import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { FileRewriter, JsonArrayFile, writeFileAtomic } from "./files.js";

describe("writeFileAtomic", () => {
  it("writes the same file many times at once without a lost or leftover temporary file", async () => {
    const dir = await mkdtemp(join(tmpdir(), "qaforge-files-"));
    const path = join(dir, "out", "same.json");
    await Promise.all(Array.from({ length: 20 }, (_, index) => writeFileAtomic(path, `${index}`)));
    expect(Number(await readFile(path, "utf8"))).toBeGreaterThanOrEqual(0);
    expect(await readdir(join(dir, "out"))).toEqual(["same.json"]);
  });

  it("writes content given in pieces, empty pieces included, as one file", async () => {
    const dir = await mkdtemp(join(tmpdir(), "qaforge-files-"));
    const path = join(dir, "pieces.txt");
    await writeFileAtomic(path, [Buffer.from("one "), new Uint8Array(0), Buffer.from("two ✓"), Buffer.from("")]);
    expect(await readFile(path, "utf8")).toBe("one two ✓");
  });

  it("makes the folder again when it was removed after a first write", async () => {
    const dir = await mkdtemp(join(tmpdir(), "qaforge-files-"));
    await writeFileAtomic(join(dir, "logs", "a.json"), "a");
    await rm(join(dir, "logs"), { recursive: true });
    await writeFileAtomic(join(dir, "logs", "b.json"), "b");
    expect(await readFile(join(dir, "logs", "b.json"), "utf8")).toBe("b");
  });
});

describe("JsonArrayFile", () => {
  it("writes exactly JSON.stringify(items, null, 2) in the order given, whatever the order items were set in", async () => {
    const dir = await mkdtemp(join(tmpdir(), "qaforge-files-"));
    const items = [{ a: 1, nested: { list: [1, { b: "x\ny" }], empty: [] } }, "text", [1, 2], { text: "line one\nline two" }, { é: "ünïcode ✓" }];
    let order = [0, 1, 2, 3, 4];
    const file = new JsonArrayFile<number>(join(dir, "out.json"), () => order);
    await file.write();
    expect(await readFile(file.path, "utf8")).toBe("[]\n");
    for (const index of [3, 0, 4]) file.set(index, items[index]);
    await file.write();
    expect(await readFile(file.path, "utf8")).toBe(`${JSON.stringify([items[0], items[3], items[4]], null, 2)}\n`);
    file.set(1, items[1]);
    file.set(2, items[2]);
    file.set(0, { replaced: true });
    order = [4, 3, 2, 1, 0];
    await file.write();
    expect(JSON.parse(await readFile(file.path, "utf8"))).toEqual([items[4], items[3], items[2], items[1], { replaced: true }]);
  });

  it("writes more pieces than one gathered write takes (the system's limit is 1,024)", async () => {
    const dir = await mkdtemp(join(tmpdir(), "qaforge-files-"));
    const ids = Array.from({ length: 3000 }, (_, index) => index);
    const file = new JsonArrayFile<number>(join(dir, "many.json"), () => ids);
    for (const id of ids) file.set(id, { id, text: "x".repeat(id % 50) });
    await file.write();
    expect(await readFile(file.path, "utf8")).toBe(`${JSON.stringify(ids.map((id) => ({ id, text: "x".repeat(id % 50) })), null, 2)}\n`);
    expect(await readdir(dir)).toEqual(["many.json"]);
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
