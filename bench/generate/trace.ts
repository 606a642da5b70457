/**
 * The raw candidates of each shape of fact finder in a document, before factsIn's filters, next to what factsIn keeps:
 * shows which shape found a sentence's fact and that a filter refused it.
 *
 *   node --import tsx bench/generate/trace.ts FILE [--from N --to M]
 */
import { loadDocument } from "../../src/documents/load.js";
import { factsIn } from "../../src/models/offline/facts.js";
import { proseFacts } from "../../src/models/offline/prose-questions.js";
import { statementFacts } from "../../src/models/offline/statement-questions.js";
import { conditionFacts } from "../../src/models/offline/condition-questions.js";
import { usageFacts } from "../../src/models/offline/usage-questions.js";
import { causeFacts } from "../../src/models/offline/cause-questions.js";
import { termFacts } from "../../src/models/offline/term-questions.js";
import { entryFacts } from "../../src/models/offline/entry-questions.js";

async function main(): Promise<void> {
  const [path, ...rest] = process.argv.slice(2);
  if (!path) throw new Error("usage: trace.ts FILE [--from N --to M]");
  const document = await loadDocument(path);
  const arg = (name: string) => (rest.includes(name) ? Number(rest[rest.indexOf(name) + 1]) : undefined);
  const from = arg("--from") ?? 1;
  const to = arg("--to") ?? document.lines.length;
  const read = new Map<number, string>();
  for (let line = 1; line <= document.lines.length; line++) read.set(line, document.lines[line - 1]!);
  const kept = new Set(factsIn(read, from, to, { format: document.format, ...(document.title ? { title: document.title } : {}) }).map((fact) => fact.question));
  const shapes: [string, (text: Map<number, string>, from: number, to: number) => { question: string; answer: string; evidence: { start_line: number }[] }[]][] = [
    ["statement", statementFacts],
    ["condition", conditionFacts],
    ["usage", usageFacts],
    ["cause", causeFacts],
    ["term", termFacts],
    ["entry", entryFacts],
  ];
  for (const [name, find] of shapes) {
    for (const fact of find(read, from, to)) {
      console.log(`${kept.has(fact.question) ? "KEPT   " : "refused"} [${name} ${fact.evidence[0]?.start_line}] ${fact.question}\n        → ${fact.answer}`);
    }
  }
  void proseFacts;
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
});
