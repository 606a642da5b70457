import { appendFile, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { FileRewriter, JsonArrayFile, JsonLinesJournal, readJsonLines, writeFileAtomic } from "./files.js";

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

describe("JsonLinesJournal", () => {
  it("appends only what was added since the last append: the lines written before are not written again", async () => {
    const dir = await mkdtemp(join(tmpdir(), "qaforge-files-"));
    const journal = new JsonLinesJournal(join(dir, "run.checkpoint.jsonl"));
    await journal.start([{ id: 1 }, { id: 2, text: "two\nlines" }]);
    expect(await readJsonLines(journal.path)).toEqual([{ id: 1 }, { id: 2, text: "two\nlines" }]);
    // Mark the lines on disk: a journal that rewrote the whole file at each append would put them back.
    await writeFile(journal.path, "\"marked\"\n");
    journal.add({ id: 3 });
    journal.add({ id: 4 });
    await journal.append();
    await journal.append(); // nothing added: nothing written
    expect(await readFile(journal.path, "utf8")).toBe('"marked"\n{"id":3}\n{"id":4}\n');
  });

  it("keeps the order appends were asked in when they are not awaited, and removes the file after the last of them", async () => {
    const dir = await mkdtemp(join(tmpdir(), "qaforge-files-"));
    const journal = new JsonLinesJournal(join(dir, "order.jsonl"));
    await journal.start([]);
    const appends: Promise<void>[] = [];
    for (let batch = 0; batch < 20; batch++) {
      for (let index = 0; index < 50; index++) journal.add({ id: batch * 50 + index, text: "x".repeat(index * 40) });
      appends.push(journal.append());
    }
    await Promise.all(appends);
    expect((await readJsonLines<{ id: number }>(journal.path)).map((item) => item.id)).toEqual(Array.from({ length: 1000 }, (_, index) => index));
    journal.add({ id: 1000 });
    const last = journal.append();
    await journal.remove();
    await last;
    expect(await readdir(dir)).toEqual([]);
  });

  it("starts anew at a resume, and a failed append does not stop the ones after it", async () => {
    const dir = await mkdtemp(join(tmpdir(), "qaforge-files-"));
    const journal = new JsonLinesJournal(join(dir, "gone", "j.jsonl"));
    journal.add({ id: 0 });
    await expect(journal.append()).rejects.toThrow(/ENOENT/);
    await journal.start([{ id: 1 }]);
    journal.add({ id: 2 });
    await journal.append();
    expect(await readJsonLines(journal.path)).toEqual([{ id: 1 }, { id: 2 }]);
  });
});

describe("readJsonLines", () => {
  it("leaves out a last line cut short by a crash, and reads a missing file as empty", async () => {
    const dir = await mkdtemp(join(tmpdir(), "qaforge-files-"));
    const path = join(dir, "torn.jsonl");
    await writeFile(path, '{"id":1}\n{"id":2}\n');
    await appendFile(path, '{"id":3,"te');
    expect(await readJsonLines(path)).toEqual([{ id: 1 }, { id: 2 }]);
    expect(await readJsonLines(join(dir, "missing.jsonl"))).toEqual([]);
  });
});
