/**
 * Every candidate question the offline questioner finds in a document, region by region, without running the loop:
 * a quick look at what the fact finder makes of a text while working on the development set.
 *
 *   node --import tsx bench/generate/candidates.ts FILE [--kind statement|prose|…] [--text]
 *
 * --text prints the sentence view of the document instead (one sentence per line, with its line range).
 */
import { loadDocument } from "../../src/documents/load.js";
import { documentSentences } from "../../src/documents/sentences.js";
import { factsIn } from "../../src/models/offline/facts.js";
import { regionFacts } from "./regions.js";

async function main(): Promise<void> {
  const [path, ...rest] = process.argv.slice(2);
  if (!path) throw new Error("usage: candidates.ts FILE [--kind KIND] [--text]");
  const kindAt = rest.indexOf("--kind");
  const kind = kindAt >= 0 ? rest[kindAt + 1] : undefined;
  const document = await loadDocument(path);
  if (rest.includes("--text")) {
    for (const sentence of documentSentences(document)) console.log(`${sentence.startLine}-${sentence.endLine}${sentence.complete ? "" : " (fragment)"}: ${sentence.text}`);
    return;
  }
  let count = 0;
  for (const fact of regionFacts(document, factsIn)) {
    if (kind && fact.kind !== kind) continue;
    count++;
    const range = fact.evidence.map((e) => `${e.start_line}-${e.end_line}`).join(",");
    console.log(`[${fact.kind} ${range}] ${fact.question}\n    → ${fact.answer}`);
  }
  console.log(`\n${count} candidates in ${document.lines.length} lines`);
}

await main();
