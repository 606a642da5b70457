import { describe, expect, it } from "vitest";
import { embeddingContentHash } from "../retrieval/embedding-cache.js";
import { openDatabase } from "./database.js";
import { SqliteEmbeddingCache } from "./embedding-cache.js";

describe("SqliteEmbeddingCache", () => {
  it("returns stored vectors exactly, per embedder id, for any number of hashes", async () => {
    const cache = new SqliteEmbeddingCache(openDatabase(":memory:"));
    const entries = Array.from({ length: 1200 }, (_, n) => ({
      contentHash: embeddingContentHash(`text ${n}`),
      vector: Float32Array.from([n, -n / 3, Math.PI * n]),
    }));
    await cache.putMany("e1", entries);
    const wanted = [...entries.map((entry) => entry.contentHash), embeddingContentHash("never stored")];
    const found = await cache.getMany("e1", wanted);
    expect(found.size).toBe(1200);
    for (const { contentHash, vector } of entries) expect(Array.from(found.get(contentHash)!)).toEqual(Array.from(vector));
    expect((await cache.getMany("e2", wanted)).size).toBe(0);
  });

  it("stores a view into a larger buffer as just the view, and overwrites on a second put", async () => {
    const cache = new SqliteEmbeddingCache(openDatabase(":memory:"));
    const backing = Float32Array.from([9, 1, 2, 3, 9]);
    await cache.putMany("e", [{ contentHash: "h", vector: backing.subarray(1, 4) }]);
    expect(Array.from((await cache.getMany("e", ["h"])).get("h")!)).toEqual([1, 2, 3]);
    await cache.putMany("e", [{ contentHash: "h", vector: Float32Array.from([4, 5]) }]);
    expect(Array.from((await cache.getMany("e", ["h"])).get("h")!)).toEqual([4, 5]);
  });
});
