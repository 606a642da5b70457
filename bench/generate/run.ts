/**
 * The offline generator on real documents it was not written for: yield at a target, rejections by reason, time, and
 * the accepted questions written out for a person to rate. Prints figures; never fails on them.
 *
 *   bash bench/generate/fetch.sh                      # once: the documents, from Debian's archive
 *   npm run build && npm run bench:generate -- [--set dev|heldout|all] [--target 10] [--seed 1] [--jobs 2] [--bin other/bin/qaforge.js]
 *
 * Each document runs alone (a copy in a temporary folder) through the built CLI, as a user runs it. Ratings a person
 * made are read from bench/generate/ratings.tsv (set, document, question, valid 1/0, note) and matched by question.
 */
import { execFile } from "node:child_process";
import { cp, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";

const root = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
const docsRoot = join(root, "bench", ".cache", "generate", "docs");
const reviewRoot = join(root, "bench", ".cache", "generate", "results");
const ratingsFile = join(root, "bench", "generate", "ratings.tsv");

interface Options {
  /** The qaforge bin to run (another checkout's, to compare engines). */
  bin: string;
  sets: string[];
  /** Only these documents (comma-separated names), to look at a few while working on the development set. */
  only?: string[];
  target: number;
  seed: number;
  /** Documents run at once (each is its own process); rows are still printed in name order. */
  jobs: number;
}

function parseOptions(argv: string[]): Options {
  const value = (flag: string, fallback: string) => {
    const at = argv.indexOf(flag);
    return at >= 0 && argv[at + 1] ? argv[at + 1]! : fallback;
  };
  const set = value("--set", "all");
  const only = value("--only", "");
  return { bin: value("--bin", join(root, "bin", "qaforge.js")), sets: set === "all" ? ["dev", "heldout"] : [set], ...(only ? { only: only.split(",") } : {}), target: Number(value("--target", "10")), seed: Number(value("--seed", "1")), jobs: Math.max(1, Number(value("--jobs", "1")) || 1) };
}

interface Question {
  question: string;
  answer: string;
  evidence: { start_line: number; end_line: number; text: string }[];
}

interface Row {
  set: string;
  document: string;
  file: string;
  lines: number;
  accepted: number;
  rejected: Record<string, number>;
  ended: string;
  seconds: number;
  rated: number;
  valid: number;
}

async function readRatings(): Promise<Map<string, { valid: boolean; note: string }>> {
  const ratings = new Map<string, { valid: boolean; note: string }>();
  let text: string;
  try {
    text = await readFile(ratingsFile, "utf8");
  } catch {
    return ratings;
  }
  for (const line of text.split("\n").slice(1)) {
    const [set, document, question, valid, note] = line.split("\t");
    if (!set || !document || !question || valid === undefined) continue;
    // A document keeps its name when its set moves from held out to development: a rating made while it was held out
    // still rates the same question. A later row overrides an earlier one.
    ratings.set(`${document}\t${question}`, { valid: valid.trim() === "1", note: note ?? "" });
  }
  return ratings;
}

async function runDocument(set: string, name: string, options: Options, ratings: Map<string, { valid: boolean; note: string }>): Promise<Row> {
  const source = join(docsRoot, set, name);
  const [file] = await readdir(source);
  const work = await mkdtemp(join(tmpdir(), `qaforge-bench-${name}-`));
  await cp(source, work, { recursive: true });
  const out = join(work, "questions.json");
  const started = Date.now();
  const result = await promisify(execFile)(
    "node",
    [options.bin, "generate", work, "--target", String(options.target), "--seed", String(options.seed), "--out", out, "--json"],
    { timeout: 10 * 60_000, maxBuffer: 64 * 1024 * 1024 },
  ).catch((error: { stdout?: string; stderr?: string; message: string }) => ({ stdout: error.stdout ?? "", stderr: `${error.stderr ?? ""}${error.message}` }));
  const seconds = (Date.now() - started) / 1000;
  const questions = ((JSON.parse(await readFile(out, "utf8").catch(() => '{"questions":[]}')) as { questions: Question[] }).questions ?? []);
  const summary = JSON.parse(result.stdout || "{}") as { rejected_by_reason?: Record<string, number>; documents?: { exhausted?: number } };
  // The document's lines as qaforge reads them (the numbered lines its tools show), not the file's: an HTML page's
  // markup may be one line or thousands.
  const ingested = await promisify(execFile)("node", [options.bin, "ingest", join(work, file!), "--json", "--no-export"], { maxBuffer: 16 * 1024 * 1024 })
    .then(({ stdout }) => JSON.parse(stdout) as { documents: { lines: number }[] })
    .catch(() => undefined);
  const lines = ingested?.documents[0]?.lines ?? Number.NaN;

  // Review file: the accepted questions with their evidence, for a person to rate.
  await mkdir(join(reviewRoot, set), { recursive: true });
  const review = [
    `# ${set}/${name} (${file}): ${questions.length} accepted at target ${options.target}, seed ${options.seed}`,
    "",
    "Rate each: valid = clear, answerable from the document alone, sensible (YourBench rubric).",
    "",
    ...questions.slice(0, 20).flatMap((qa, index) => [
      `${index + 1}. **${qa.question}**`,
      `   - answer: ${qa.answer}`,
      `   - evidence (lines ${qa.evidence.map((e) => `${e.start_line}-${e.end_line}`).join(", ")}): ${qa.evidence.map((e) => e.text.replace(/\s+/g, " ")).join(" … ").slice(0, 500)}`,
      "",
    ]),
  ];
  await writeFile(join(reviewRoot, set, `${name}.md`), review.join("\n"));
  await rm(work, { recursive: true, force: true });

  const rated = questions.slice(0, 20).map((qa) => ratings.get(`${name}\t${qa.question}`)).filter((rating) => rating !== undefined);
  return {
    set,
    document: name,
    file: file!,
    lines,
    accepted: questions.length,
    rejected: summary.rejected_by_reason ?? {},
    ended: questions.length >= options.target ? "target" : summary.documents?.exhausted ? "exhausted" : "stopped",
    seconds,
    rated: rated.length,
    valid: rated.filter((rating) => rating.valid).length,
  };
}

async function main(): Promise<void> {
  const options = parseOptions(process.argv.slice(2));
  const ratings = await readRatings();
  for (const set of options.sets) {
    let names: string[];
    try {
      names = (await readdir(join(docsRoot, set))).sort().filter((name) => !options.only || options.only.includes(name));
    } catch {
      console.log(`no documents in ${join(docsRoot, set)}: run bash bench/generate/fetch.sh first`);
      continue;
    }
    console.log(`\n## ${set} set: offline engine, target ${options.target}, seed ${options.seed}\n`);
    console.log("| document | file | lines | accepted | rejected | ended | time | rated valid |");
    console.log("| --- | --- | ---: | ---: | --- | --- | ---: | ---: |");
    const rows: Row[] = [];
    const pending = new Map<number, Promise<Row>>();
    let next = 0;
    let running = 0;
    const start = () => {
      while (next < names.length && running < options.jobs) {
        const index = next++;
        running++;
        pending.set(index, runDocument(set, names[index]!, options, ratings).finally(() => {
          running--;
          start();
        }));
      }
    };
    for (let index = 0; index < names.length; index++) {
      start();
      const row = await pending.get(index)!;
      pending.delete(index);
      rows.push(row);
      const rejected = Object.entries(row.rejected).filter(([, count]) => count > 0).map(([reason, count]) => `${reason} ${count}`).join(", ") || "0";
      const valid = row.rated === 0 ? "not rated" : `${row.valid}/${row.rated} (${Math.round((100 * row.valid) / row.rated)} %)`;
      console.log(`| ${row.document} | ${row.file} | ${Number.isNaN(row.lines) ? "–" : row.lines} | ${row.accepted}/${options.target} | ${rejected} | ${row.ended} | ${row.seconds.toFixed(1)} s | ${valid} |`);
    }
    const accepted = rows.reduce((sum, row) => sum + row.accepted, 0);
    const rated = rows.reduce((sum, row) => sum + row.rated, 0);
    const valid = rows.reduce((sum, row) => sum + row.valid, 0);
    const atLeastFive = rows.filter((row) => row.accepted >= 5).length;
    console.log(
      `\n${set}: ${accepted} accepted over ${rows.length} documents; ${atLeastFive}/${rows.length} with at least 5; ` +
        `rated valid ${rated === 0 ? "n/a" : `${valid}/${rated} (${Math.round((100 * valid) / rated)} %)`}; review files in ${join(reviewRoot, set)}`,
    );
  }
}

await main();
