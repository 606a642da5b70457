/**
 * Every candidate the offline questioner finds in a document, each put to the offline reader (validator) and the
 * mechanical agreement check as the generate loop does: shows which candidates are built but refused downstream, and
 * why (the reader's own answer, its notes, the verdict's detail).
 *
 *   node --import tsx bench/generate/diagnose.ts FILE [--failed] [--kind KIND]
 */
import { askOfflineReader } from "../../test/support/offline-agent.js";
import { answerAgreement } from "../../src/documents/answer-agreement.js";
import { loadDocument } from "../../src/documents/load.js";
import { factsIn, type Fact } from "../../src/models/offline/facts.js";

const REGION_LINES = 80;
const LOOKBACK_LINES = 30;

async function main(): Promise<void> {
  const [path, ...rest] = process.argv.slice(2);
  if (!path) throw new Error("usage: diagnose.ts FILE [--failed]");
  const document = await loadDocument(path);
  const kindAt = rest.indexOf("--kind");
  const kind = kindAt >= 0 ? rest[kindAt + 1] : undefined;
  const facts: Fact[] = [];
  for (let start = 1; start <= document.lines.length; start += REGION_LINES) {
    const end = Math.min(document.lines.length, start + REGION_LINES - 1);
    const read = new Map<number, string>();
    for (let line = Math.max(1, start - LOOKBACK_LINES); line <= end; line++) read.set(line, document.lines[line - 1]!);
    facts.push(...factsIn(read, start, end, { format: document.format, ...(document.title ? { title: document.title } : {}) }).filter((fact) => !kind || fact.kind === kind));
  }
  let passed = 0;
  for (const fact of facts) {
    const { own, verdict } = await askOfflineReader(document, fact.question, { reference: fact.answer });
    const agreement = own.answerable ? answerAgreement(own.answer, fact.answer) : { agrees: false as const, why: "unanswerable" };
    const ok = verdict!.matches_reference && !verdict!.ambiguous && agreement.agrees;
    if (ok) passed++;
    if (ok && rest.includes("--failed")) continue;
    const range = fact.evidence.map((e) => `${e.start_line}-${e.end_line}`).join(",");
    console.log(`${ok ? "OK  " : "FAIL"} [${fact.kind} ${range}] ${fact.question}\n    ref → ${fact.answer}`);
    if (!ok) console.log(`    own → ${own.answerable ? own.answer : "(unanswerable)"} ${own.notes ? `[${own.notes}]` : ""}\n    ${verdict!.detail}${agreement.agrees ? "" : ` | agreement: ${agreement.why}`}`);
  }
  console.log(`\n${passed}/${facts.length} candidates pass the reader and the agreement check`);
}

await main();
