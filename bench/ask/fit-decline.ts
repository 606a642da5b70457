/**
 * Fits the offline answerer's doubt score (`declineScore` in src/models/offline/answerer.ts) on bench/ask's
 * development split, and prints the weights, the bias and the threshold to paste there. Never reads the held-out
 * split. Each development question counts twice: given the gold paragraph, and with the passages `ask` retrieves.
 * Target: 1 for an unanswerable question, 1 − F1 of the engine's candidate for an answerable one (declining costs
 * least where the candidate is poor anyway). The threshold declines TARGET_DECLINED of the unanswerable questions.
 *
 *   npx tsx bench/ask/fit-decline.ts [share of unanswerable questions to decline, default 0.58]
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DEFAULT_MAX_CHUNKS, defaultSimilarityThreshold } from "../../src/agents/answerer.js";
import { createDocument } from "../../src/documents/document.js";
import { answerFromPassages, type AnswerSignals, type AnswerType } from "../../src/models/offline/answerer.js";
import { HashedBm25Embedder, Retriever } from "../../src/retrieval/index.js";
import { SqliteChunkIndex } from "../../src/store/chunk-index.js";
import { openDatabase } from "../../src/store/database.js";
import { squadF1 as f1 } from "../../src/documents/words.js";
import { DEV_TITLES, loadArticles } from "./splits.js";

const TARGET_DECLINED = Number(process.argv[2] ?? 0.58);
const TYPES: AnswerType[] = ["number", "date", "name", "percent", "place", "entity", "clause"];
const NAMES = ["coverage", "unmentioned", "absentName", "negated", "spanRank", "margin", "terms", "lowCoverage", "missingTop", "namesMissing", ...TYPES];

/** The features as `declineScore` reads them, in NAMES' order. */
function features(signals: AnswerSignals, type: AnswerType): number[] {
  return [
    signals.coverage,
    signals.unmentioned,
    Math.min(1, signals.absentNames),
    signals.negated,
    Math.min(3, signals.spanRank) / 3,
    signals.margin,
    Math.min(12, signals.terms) / 12,
    signals.coverage < 0.3 ? 1 : 0,
    signals.missingTop,
    Math.min(1, signals.namesMissing),
    ...TYPES.map((candidate) => (candidate === type ? 1 : 0)),
  ];
}

interface Row {
  x: number[];
  target: number;
  unanswerable: boolean;
  /** Declined whatever the score (a name the context lacks, no span of the asked type). */
  forced: boolean;
  f1: number;
}

const rows: Row[] = [];
const articles = loadArticles();
for (const title of DEV_TITLES) {
  const article = articles.get(title);
  if (!article) {
    console.log(`missing ${title}: run bench/ask/fetch.sh`);
    continue;
  }
  const lines: string[] = [];
  for (const paragraph of article.paragraphs) lines.push(...paragraph.context.split("\n"), "");
  const document = createDocument({ id: `squad-${title}`, path: `${title}.txt`, format: "text" }, { lines });
  const dir = mkdtempSync(join(tmpdir(), "qaforge-bench-fit-"));
  const db = openDatabase(join(dir, "fit.db"));
  try {
    const retriever = new Retriever({ index: new SqliteChunkIndex(db), embedder: new HashedBm25Embedder() });
    await retriever.ensureIndexed(document);
    const threshold = defaultSimilarityThreshold(retriever.embedder.id);
    for (const paragraph of article.paragraphs) {
      for (const qa of paragraph.qas) {
        const found = await retriever.retrieve(qa.question, { documentId: document.id, limit: DEFAULT_MAX_CHUNKS, mode: "semantic" });
        const retrieved = found.filter((hit) => hit.score >= threshold).map((hit) => ({ text: hit.chunk.text }));
        for (const passages of [[{ text: paragraph.context }], retrieved]) {
          // Threshold above 1: the engine never declines on doubt, so every candidate is seen.
          const result = answerFromPassages(qa.question, passages, { declineThreshold: 2 });
          const candidate = result.declined ? result.candidate : result.answer;
          const score = qa.is_impossible || candidate === undefined ? 0 : f1(candidate, qa.answers.map((gold) => gold.text));
          if (!result.signals) continue;
          rows.push({ x: features(result.signals, result.type), target: qa.is_impossible ? 1 : 1 - score, unanswerable: qa.is_impossible === true, forced: result.declined, f1: score });
        }
      }
    }
  } finally {
    db.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

// Logistic regression by gradient descent, a little L2 on the weights.
const width = NAMES.length;
const weights = new Array<number>(width).fill(0);
let bias = 0;
const sigmoid = (z: number) => 1 / (1 + Math.exp(-z));
const predict = (x: number[]) => sigmoid(bias + x.reduce((sum, value, index) => sum + value * weights[index]!, 0));
for (let step = 0; step < 6000; step++) {
  const gradient = new Array<number>(width).fill(0);
  let gradientBias = 0;
  for (const row of rows) {
    const error = predict(row.x) - row.target;
    for (let index = 0; index < width; index++) gradient[index]! += error * row.x[index]!;
    gradientBias += error;
  }
  for (let index = 0; index < width; index++) weights[index]! -= 0.5 * (gradient[index]! / rows.length + 1e-3 * weights[index]!);
  bias -= (0.5 * gradientBias) / rows.length;
}

const doubt = rows.map((row) => (row.forced ? 1 : predict(row.x)));
const unanswerable = doubt.filter((_, index) => rows[index]!.unanswerable).sort((a, b) => a - b);
const cut = unanswerable[Math.floor((1 - TARGET_DECLINED) * unanswerable.length)]!;
const answerable = rows.filter((row) => !row.unanswerable);
const kept = rows.reduce((sum, row, index) => sum + (!row.unanswerable && doubt[index]! < cut ? row.f1 : 0), 0);
console.log(`${rows.length} rows (development questions twice: gold paragraph, retrieved passages)`);
console.log(`F1 ${((100 * kept) / answerable.length).toFixed(1)}, unanswerable declined ${((100 * unanswerable.filter((value) => value >= cut).length) / unanswerable.length).toFixed(1)} %`);
console.log(`const DECLINE_WEIGHTS = { ${NAMES.map((name, index) => `${name}: ${weights[index]!.toFixed(3)}`).join(", ")} };`);
console.log(`const DECLINE_BIAS = ${bias.toFixed(3)};\nexport const DECLINE_THRESHOLD = ${cut.toFixed(3)};`);
