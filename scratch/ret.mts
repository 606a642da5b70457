import { readFile } from "node:fs/promises";
import { loadWithCache } from "../src/corpus/ingest.js";
import { detectFormat } from "../src/documents/load.js";
import { createEmbedder, Retriever } from "../src/retrieval/index.js";
import { SqliteChunkIndex } from "../src/store/chunk-index.js";
import { MemoryChunkIndex } from "../src/retrieval/index.js";
import { openDatabase } from "../src/store/database.js";
import { DocumentRepository } from "../src/store/documents.js";
const [path, ...qs] = process.argv.slice(2);
const db = openDatabase("/tmp/mcqtry/.qaforge/qaforge.db");
const bytes = await readFile(path!);
const doc = await loadWithCache(path!, bytes, detectFormat(path!, bytes)!, new DocumentRepository(db));
const r = new Retriever({ index: process.env.MEM ? new MemoryChunkIndex() : new SqliteChunkIndex(db), embedder: createEmbedder("offline") });
await r.ensureIndexed(doc);
for (const q of qs) {
  const hits = await r.retrieve(q, { documentId: doc.id, limit: 5, threshold: 0.08, mode: (process.env.MODE as "hybrid") ?? undefined });
  console.log(q, hits.map((h) => [h.score.toFixed(3), h.chunk.headingPath.join(">"), h.chunk.text.slice(0, 40)]));
}
