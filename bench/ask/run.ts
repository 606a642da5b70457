/**
 * `qaforge ask` benchmark: the offline answerer on SQuAD 2.0's development and held-out splits (bench/ask/splits.ts;
 * exact match and F1 over the answerable questions, correct declines of the unanswerable ones), recall@k of the gold paragraph for the
 * document-scoped semantic search, and the latency of that search on a 300-page document. Prints figures; never
 * fails on time or score.
 *
 *   npm run bench:ask            (or: npx tsx bench/ask/run.ts)   [--no-latency]
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { performance } from "node:perf_hooks";
import { buildAnswerMessages, DEFAULT_MAX_CHUNKS, defaultSimilarityThreshold, extractThinking, parseAnswerReply, type ChunkContext } from "../../src/agents/answerer.js";
import { answerFromDocument } from "../../src/api/ask.js";
import { createDocument } from "../../src/documents/document.js";
import { loadDocument } from "../../src/documents/load.js";
import { squadExactMatch, squadF1 } from "../../src/documents/words.js";
import { AnswererModel, answerFromPassages } from "../../src/models/offline/answerer.js";
import { HashedBm25Embedder, Retriever } from "../../src/retrieval/index.js";
import { SqliteChunkIndex } from "../../src/store/chunk-index.js";
import { openDatabase } from "../../src/store/database.js";
import { DEV_TITLES, HELDOUT_TITLES, loadArticles, type Article, type SquadQuestion } from "./splits.js";

const HERE = dirname(fileURLToPath(import.meta.url));
const ROOT = join(HERE, "..", "..");
const OPINION = join(ROOT, "test", "fixtures", "text", "scotus-fisher-opinion.txt");
const TARGET_PAGES = 300;

interface Scores {
  answerable: number;
  exact: number;
  f1: number;
  wronglyDeclined: number;
  unanswerable: number;
  declined: number;
}

function emptyScores(): Scores {
  return { answerable: 0, exact: 0, f1: 0, wronglyDeclined: 0, unanswerable: 0, declined: 0 };
}

function score(scores: Scores, question: SquadQuestion, answer: string, declined: boolean): void {
  if (question.is_impossible) {
    scores.unanswerable++;
    if (declined) scores.declined++;
    return;
  }
  scores.answerable++;
  if (declined) scores.wronglyDeclined++;
  const golds = question.answers.map((gold) => gold.text);
  scores.exact += declined ? 0 : squadExactMatch(answer, golds);
  scores.f1 += declined ? 0 : squadF1(answer, golds);
}

function pct(part: number, whole: number): string {
  return whole === 0 ? "–" : (100 * part / whole).toFixed(1);
}

function printScores(label: string, scores: Scores): void {
  console.log(
    `${label.padEnd(50)} EM ${pct(scores.exact, scores.answerable).padStart(5)}  F1 ${pct(scores.f1, scores.answerable).padStart(5)}  ` +
      `declined ${scores.wronglyDeclined}/${scores.answerable} answerable, ${scores.declined}/${scores.unanswerable} unanswerable (${pct(scores.declined, scores.unanswerable)}%)`,
  );
}

function quantile(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
}

interface ArticleScores {
  oracle: Scores;
  pipeline: Scores;
  recall: Map<number, number>;
  answerable: number;
}

async function evaluateArticle(article: Article): Promise<ArticleScores> {
  const paragraphs = article.paragraphs;
  const questions = paragraphs.flatMap((paragraph, index) => paragraph.qas.map((qa) => ({ qa, paragraph: index })));
  // The article as one document, a paragraph per block of lines: the document-scoped search must find the paragraph.
  const lines: string[] = [];
  const paragraphLines: { start: number; end: number }[] = [];
  for (const paragraph of paragraphs) {
    const start = lines.length + 1;
    lines.push(...paragraph.context.split("\n"));
    paragraphLines.push({ start, end: lines.length });
    lines.push("");
  }
  const document = createDocument({ id: `squad-${article.title}`, path: `${article.title}.txt`, format: "text" }, { lines });
  const dir = mkdtempSync(join(tmpdir(), "qaforge-bench-ask-"));
  const db = openDatabase(join(dir, "bench.db"));
  try {
    const retriever = new Retriever({ index: new SqliteChunkIndex(db), embedder: new HashedBm25Embedder() });
    await retriever.ensureIndexed(document);
    const ks = [1, 3, 5, 10];
    const recall = new Map(ks.map((k) => [k, 0]));
    const answerable = questions.filter((q) => !q.qa.is_impossible).length;
    const oracle = emptyScores();
    const pipeline = emptyScores();
    const model = new AnswererModel();
    const threshold = defaultSimilarityThreshold(retriever.embedder.id);
    for (const { qa, paragraph } of questions) {
      const found = await retriever.retrieve(qa.question, { documentId: document.id, limit: 10, mode: "semantic" });
      if (!qa.is_impossible) {
        const gold = paragraphLines[paragraph]!;
        for (const k of ks) {
          if (found.slice(0, k).some(({ chunk }) => chunk.startLine <= gold.end && chunk.endLine >= gold.start)) recall.set(k, recall.get(k)! + 1);
        }
      }
      const given = answerFromPassages(qa.question, [{ text: paragraphs[paragraph]!.context }]);
      score(oracle, qa, given.answer, given.declined);

      const passages: ChunkContext[] = found
        .filter((hit) => hit.score >= threshold)
        .slice(0, DEFAULT_MAX_CHUNKS)
        .map(({ chunk, score: similarity }) => ({ chunkNo: chunk.chunkNo, text: chunk.text, score: similarity, startLine: chunk.startLine, endLine: chunk.endLine, headingPath: chunk.headingPath }));
      const reply = await model.invoke(buildAnswerMessages(qa.question, { source: "fulltext_semantic", chunks: passages }));
      const parsed = parseAnswerReply(extractThinking(reply).answer);
      score(pipeline, qa, parsed.answer, parsed.declined);
    }
    return { oracle, pipeline, recall, answerable };
  } finally {
    db.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

function addScores(into: Scores, from: Scores): void {
  for (const key of Object.keys(into) as (keyof Scores)[]) into[key] += from[key];
}

async function squad(): Promise<void> {
  const articles = loadArticles();
  for (const [split, titles] of [["development", DEV_TITLES], ["held-out", HELDOUT_TITLES]] as const) {
    const present = titles.filter((title) => articles.has(title));
    const missing = titles.filter((title) => !articles.has(title));
    console.log(`SQuAD 2.0, ${split} split: ${present.join(", ") || "none"}${missing.length > 0 ? ` (missing: ${missing.join(", ")}; run bench/ask/fetch.sh)` : ""}`);
    const oracle = emptyScores();
    const pipeline = emptyScores();
    for (const title of present) {
      const article = articles.get(title)!;
      const result = await evaluateArticle(article);
      const count = result.oracle.answerable + result.oracle.unanswerable;
      console.log(`  ${title}: ${article.paragraphs.length} paragraphs, ${count} questions (${result.answerable} answerable); recall of the gold paragraph ${[...result.recall].map(([k, hits]) => `@${k} ${(hits / Math.max(1, result.answerable)).toFixed(3)}`).join("  ")}`);
      printScores("    gold paragraph given", result.oracle);
      printScores(`    top-${DEFAULT_MAX_CHUNKS} retrieved passages (ask)`, result.pipeline);
      addScores(oracle, result.oracle);
      addScores(pipeline, result.pipeline);
    }
    if (present.length > 1) {
      printScores(`  ${split}, gold paragraph given`, oracle);
      printScores(`  ${split}, top-${DEFAULT_MAX_CHUNKS} retrieved passages (ask)`, pipeline);
    }
    const all = pipeline.answerable + pipeline.unanswerable;
    if (all > 0) console.log(`  SQuAD 2.0 overall F1 of the ask pipeline (a correct decline scores 1): ${pct(pipeline.f1 + pipeline.declined, all)}; always declining: ${pct(pipeline.unanswerable, all)}\n`);
  }
  console.log("published baselines (Rajpurkar et al. 2016, SQuAD 1.1 dev, answerable questions only, whole dev set):");
  console.log("  sliding window                              F1 ~20     (EM ~13)");
  console.log("  logistic regression                         F1  51.0   (EM  40.4)");
  console.log("  human                                       F1  90.5   (EM  80.3)\n");
}

async function latency(): Promise<void> {
  const opinion = readFileSync(OPINION, "utf8");
  const pages = opinion.split("\f").length;
  const copies = Math.ceil(TARGET_PAGES / pages);
  const dir = mkdtempSync(join(tmpdir(), "qaforge-bench-ask-"));
  try {
    const path = join(dir, "opinion-x.txt");
    writeFileSync(path, Array.from({ length: copies }, () => opinion.replace(/\f?$/, "")).join("\f"));
    const document = await loadDocument(path);
    console.log(`latency: ${document.pageCount} pages, ${document.lines.length} lines (the Fisher opinion repeated ${copies} times)`);
    const questions = [
      "What standard of review applies to racial classifications in university admissions?",
      "Which university's admissions program was challenged?",
      "What did the Court of Appeals decide?",
      "Who delivered the opinion of the Court?",
      "What percentage of the entering class was African-American?",
      "What is the Top Ten Percent Law?",
      "Which earlier case held that diversity can be a compelling interest?",
      "What did Justice Ginsburg write in dissent?",
      "How many students were admitted under the Top Ten Percent Plan?",
      "What must a university prove under strict scrutiny?",
    ];
    const options = { dbPath: join(dir, "bench.db"), cwd: dir };
    let started = performance.now();
    const cold = await answerFromDocument(path, questions[0]!, options);
    const coldMs = performance.now() - started;
    console.log(`first ask (load, chunk, embed and index, search, answer): ${coldMs.toFixed(0)} ms; ${cold.chunksUsed.length} passages, error ${cold.error?.code ?? "none"}`);

    const db = openDatabase(options.dbPath);
    try {
      const retriever = new Retriever({ index: new SqliteChunkIndex(db), embedder: new HashedBm25Embedder() });
      const chunks = await retriever.index.documentChunks(document.id);
      const searchMs: number[] = [];
      for (let round = 0; round < 5; round++) {
        for (const question of questions) {
          started = performance.now();
          await retriever.retrieve(question, { documentId: document.id, limit: DEFAULT_MAX_CHUNKS, mode: "semantic" });
          searchMs.push(performance.now() - started);
        }
      }
      console.log(`document-scoped semantic search over ${chunks.length} chunks: median ${quantile(searchMs, 0.5).toFixed(2)} ms, p95 ${quantile(searchMs, 0.95).toFixed(2)} ms (${searchMs.length} queries)`);
    } finally {
      db.close();
    }
    const askMs: number[] = [];
    for (const question of questions) {
      started = performance.now();
      await answerFromDocument(path, question, options);
      askMs.push(performance.now() - started);
    }
    console.log(`warm ask, whole call (open the database, read the cached text, search, offline answer): median ${quantile(askMs, 0.5).toFixed(0)} ms, p95 ${quantile(askMs, 0.95).toFixed(0)} ms`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

await squad();
if (!process.argv.includes("--no-latency")) await latency();
