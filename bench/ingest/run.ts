/**
 * PDF ingest benchmark: text extraction (one thread and worker threads), page rendering, pdftotext on the same file,
 * and linear-time (re2js) search over 100 MB of extracted text. Prints figures; never fails on time.
 *
 *   npm run bench:ingest            (or: npx tsx bench/ingest/run.ts)
 *   npx tsx bench/ingest/run.ts --dist   (the text phases use the compiled adapter in dist/: run `npm run build` first)
 *
 * Each measurement runs in a child process of its own so that its peak RSS is its own.
 */
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { createDocument } from "../../src/documents/document.js";
import { loadDocument } from "../../src/documents/load.js";
import { searchDocument, type SearchArgs } from "../../src/documents/tools.js";
import { createPdfAdapter } from "../../src/documents/formats/pdf.js";
import { defaultWorkerCount } from "../../src/documents/formats/pdf/worker-pool.js";

const HERE = dirname(fileURLToPath(import.meta.url));
const CACHE = join(HERE, "..", ".cache");
const PACKAGE = "r-cran-lme4";
/** Timed rounds of the text phases and of pdftotext (best of), and of the slower render phase. */
const TEXT_ROUNDS = 5;
const RENDER_ROUNDS = 3;
const DIST = process.argv.includes("--dist");
const SEARCH_BYTES = 100 * 1024 * 1024;

interface PhaseResult {
  pagesPerSecond?: number;
  megabytesPerSecond?: Record<string, number>;
  matches?: Record<string, number>;
  peakRssMb: number;
  note?: string;
}

function run(command: string, args: string[]): void {
  console.log(`$ ${command} ${args.join(" ")}`);
  execFileSync(command, args, { stdio: "inherit", cwd: CACHE });
}

function findPdf(root: string): string | undefined {
  if (!existsSync(root)) return undefined;
  for (const entry of readdirSync(root, { recursive: true, encoding: "utf8" })) {
    if (entry.endsWith("/lmer.pdf") || entry === "lmer.pdf") return join(root, entry);
  }
  return undefined;
}

/** Debian's r-cran-lme4 ships the lme4 paper (lmer.pdf, 51 pages); downloaded and unpacked once into bench/.cache. */
function ensureLmerPdf(): string {
  const unpacked = join(CACHE, "lme4");
  const found = findPdf(unpacked);
  if (found) return found;
  mkdirSync(CACHE, { recursive: true });
  console.log(`lmer.pdf is not in ${unpacked}: fetching the ${PACKAGE} Debian package`);
  run("apt-get", ["download", PACKAGE]);
  const deb = readdirSync(CACHE).find((name) => name.startsWith(`${PACKAGE}_`) && name.endsWith(".deb"));
  if (!deb) throw new Error(`apt-get download ${PACKAGE} left no .deb in ${CACHE}`);
  run("dpkg", ["-x", deb, unpacked]);
  const pdf = findPdf(unpacked);
  if (!pdf) throw new Error(`${deb} holds no lmer.pdf`);
  return pdf;
}

function hasCommand(name: string): boolean {
  return spawnSync("sh", ["-c", `command -v ${name}`], { stdio: "ignore" }).status === 0;
}

function ensurePdftotext(): boolean {
  if (hasCommand("pdftotext")) return true;
  console.log("pdftotext is missing: installing poppler-utils with apt-get");
  try {
    run("apt-get", ["install", "-y", "poppler-utils"]);
  } catch {
    console.log("could not install poppler-utils; the pdftotext comparison is skipped");
  }
  return hasCommand("pdftotext");
}

function peakRssMb(): number {
  return Math.round(process.resourceUsage().maxRSS / 1024);
}

/** Best of a few timed rounds after one warm-up round, in pages per second. */
async function pagesPerSecond(pages: number, once: () => Promise<unknown>, rounds: number): Promise<number> {
  await once();
  let best = Infinity;
  for (let round = 0; round < rounds; round++) {
    const start = performance.now();
    await once();
    best = Math.min(best, performance.now() - start);
  }
  return pages / (best / 1000);
}

async function phase(name: string, pdf: string): Promise<PhaseResult> {
  const bytes = readFileSync(pdf);
  if (name === "text-single" || name === "text-workers") {
    const pdfModule = DIST
      ? await importDist<{ createPdfAdapter: typeof createPdfAdapter }>("documents/formats/pdf.js")
      : { createPdfAdapter };
    const pool = DIST
      ? await importDist<{ defaultWorkerCount: typeof defaultWorkerCount }>("documents/formats/pdf/worker-pool.js")
      : { defaultWorkerCount };
    const workers = Number(process.env.QAFORGE_PDF_WORKERS) || pool.defaultWorkerCount();
    const adapter =
      name === "text-single"
        ? pdfModule.createPdfAdapter({ workers: 1 })
        : pdfModule.createPdfAdapter({ workerPageThreshold: 1, workers });
    const pages = (await adapter.load({ path: pdf, bytes })).pageStarts?.length ?? 1;
    const speed = await pagesPerSecond(pages, () => adapter.load({ path: pdf, bytes }), TEXT_ROUNDS);
    const note = name === "text-workers" ? `${workers} threads` : undefined;
    return { pagesPerSecond: speed, peakRssMb: peakRssMb(), note };
  }
  if (name === "render") {
    const document = await loadDocument(pdf);
    const renderAll = async () => {
      for (let page = 1; page <= document.pageCount; page++) await document.renderPage(page);
    };
    return { pagesPerSecond: await pagesPerSecond(document.pageCount, renderAll, RENDER_ROUNDS), peakRssMb: peakRssMb() };
  }
  if (name === "search") return searchPhase(pdf);
  throw new Error(`unknown phase ${name}`);
}

/**
 * 100 MB of lines (the extracted text repeated) in one Document, searched with the `search` tool itself: a literal
 * phrase, a regex (RE2 behind the literal prefilter) and the same regex ignoring case.
 */
async function searchPhase(pdf: string): Promise<PhaseResult> {
  const document = await loadDocument(pdf);
  const lines: string[] = [];
  let size = 0;
  while (size < SEARCH_BYTES) {
    for (const line of document.lines) {
      lines.push(line);
      size += Buffer.byteLength(line) + 1;
    }
  }
  const big = createDocument({ id: "0".repeat(64), path: "100mb.txt", format: "text" }, { lines });
  const searches: Record<string, SearchArgs> = {
    literal: { pattern: "random-effects" },
    regex: { pattern: "[Cc]onditional (?:mode|mean)s?|\\b[A-Z][a-z]+ \\([0-9]{4}\\)", regex: true },
    "regex -i": { pattern: "conditional (?:mode|mean)s?|\\b[A-Z][a-z]+ \\([0-9]{4}\\)", regex: true, ignore_case: true },
  };
  const megabytesPerSecond: Record<string, number> = {};
  const matches: Record<string, number> = {};
  for (const [name, args] of Object.entries(searches)) {
    const start = performance.now();
    const result = searchDocument(big, args);
    const seconds = (performance.now() - start) / 1000;
    megabytesPerSecond[name] = size / (1024 * 1024) / seconds;
    matches[name] = result.data.total;
  }
  return { megabytesPerSecond, matches, peakRssMb: peakRssMb(), note: `${lines.length} lines, ${(size / 2 ** 20).toFixed(0)} MB` };
}

/** A module of the compiled package (`npm run build`), for measuring what production runs. */
async function importDist<T>(path: string): Promise<T> {
  const file = join(HERE, "..", "..", "dist", path);
  if (!existsSync(file)) throw new Error(`${file} is missing: run \`npm run build\` before --dist`);
  return (await import(pathToFileURL(file).href)) as T;
}

function runPhase(name: string, pdf: string): PhaseResult {
  const args = [...process.execArgv, fileURLToPath(import.meta.url), "--phase", name, pdf, ...(DIST ? ["--dist"] : [])];
  const child = spawnSync(process.execPath, args, {
    encoding: "utf8",
    stdio: ["ignore", "pipe", "inherit"],
    maxBuffer: 16 * 1024 * 1024,
  });
  const last = child.stdout.trim().split("\n").at(-1) ?? "";
  if (child.status !== 0 || !last.startsWith("{")) throw new Error(`phase ${name} failed:\n${child.stdout}`);
  return JSON.parse(last) as PhaseResult;
}

function pdftotextPagesPerSecond(pdf: string, pages: number): number {
  spawnSync("pdftotext", [pdf, "-"], { stdio: "ignore" });
  let best = Infinity;
  for (let round = 0; round < TEXT_ROUNDS; round++) {
    const start = performance.now();
    const result = spawnSync("pdftotext", [pdf, "-"], { stdio: ["ignore", "ignore", "inherit"] });
    if (result.status !== 0) throw new Error("pdftotext failed");
    best = Math.min(best, performance.now() - start);
  }
  return pages / (best / 1000);
}

const fixed = (value: number | undefined, digits = 1) => (value === undefined ? "-" : value.toFixed(digits));

async function main(): Promise<void> {
  const phaseIndex = process.argv.indexOf("--phase");
  if (phaseIndex >= 0) {
    const result = await phase(process.argv[phaseIndex + 1]!, process.argv[phaseIndex + 2]!);
    console.log(JSON.stringify(result));
    return;
  }

  const pdf = ensureLmerPdf();
  const withPdftotext = ensurePdftotext();
  const pages = (await loadDocument(pdf)).pageCount;
  console.log(
    `\nfile: ${pdf} (${pages} pages), node ${process.version}, adapter from ${DIST ? "dist/ (compiled)" : "src/ (tsx)"}`,
  );

  // pdftotext right before and right after the text phases; the faster of the two is the reference, so that a busy
  // spell on a shared machine cannot flatter the ratios.
  const before = withPdftotext ? pdftotextPagesPerSecond(pdf, pages) : undefined;
  const single = runPhase("text-single", pdf);
  const workers = runPhase("text-workers", pdf);
  const after = withPdftotext ? pdftotextPagesPerSecond(pdf, pages) : undefined;
  const reference = before && after ? Math.max(before, after) : undefined;
  const render = runPhase("render", pdf);
  const search = runPhase("search", pdf);
  const ratio = (value: number | undefined) =>
    reference && value ? `${((100 * value) / reference).toFixed(0)}% of pdftotext` : "";

  console.log("\nmeasure                           pages/s   peak RSS MB");
  console.log(`text, one thread (qaforge)       ${fixed(single.pagesPerSecond).padStart(8)}   ${String(single.peakRssMb).padStart(6)}   ${ratio(single.pagesPerSecond)} (target ≥ 40%)`);
  console.log(`text, ${(workers.note ?? "").padEnd(11)}(qaforge)       ${fixed(workers.pagesPerSecond).padStart(8)}   ${String(workers.peakRssMb).padStart(6)}   ${ratio(workers.pagesPerSecond)} (target ≥ 75%)`);
  console.log(`render PNG, default budget       ${fixed(render.pagesPerSecond).padStart(8)}   ${String(render.peakRssMb).padStart(6)}`);
  console.log(`pdftotext (poppler)              ${fixed(reference).padStart(8)}        -   (best of ${fixed(before)} before, ${fixed(after)} after)`);
  console.log(`\nsearch tool over ${search.note}, peak RSS ${search.peakRssMb} MB`);
  for (const [name, speed] of Object.entries(search.megabytesPerSecond ?? {})) {
    console.log(`  ${name.padEnd(8)} ${fixed(speed).padStart(8)} MB/s   (${search.matches?.[name]} matching lines)`);
  }
}

await main();
