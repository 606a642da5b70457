/**
 * What the PDF adapter's lines look like on real PDFs: per document, lines, mean words per line, share of one-word
 * lines, one-word lines between lines of prose, lines holding control characters (text from a font without a usable
 * Unicode mapping), lines with an accent read apart from its letter, captions with a box, and a sample. Prints figures; never fails.
 *
 *   node --import tsx bench/ingest/pdf-lines.ts                 (the generate bench's PDFs and ../shared/corpora's)
 *   node --import tsx bench/ingest/pdf-lines.ts FILE.pdf …      (those files)
 *   … --dump DIR      every document's lines, numbered, to DIR/<name>.txt (to diff two checkouts)
 *   … --sample N      lines in the sample (default 12), from the document's busiest page
 *
 * The documents come from `bash bench/generate/fetch.sh` (bench/.cache/generate/docs/) and /work/shared/corpora/;
 * the ones missing are skipped with a note.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { basename, dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { createPdfAdapter } from "../../src/documents/formats/pdf.js";

const HERE = dirname(fileURLToPath(import.meta.url));
const GENERATE_DOCS = join(HERE, "..", ".cache", "generate", "docs");
const SHARED_CORPORA = join(HERE, "..", "..", "..", "shared", "corpora");

function option(name: string): string | undefined {
  const index = process.argv.indexOf(name);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

function pdfsUnder(root: string): string[] {
  if (!existsSync(root)) return [];
  return readdirSync(root, { recursive: true, encoding: "utf8" })
    .filter((entry) => entry.toLowerCase().endsWith(".pdf"))
    .map((entry) => join(root, entry))
    .sort();
}

const WORD = /[\p{L}\p{N}]/u;
const SPLIT_ACCENT = /\p{L}[¨´`ˆ˜¯˘˙˚ˇ¸˝]|[¨´`ˆ˜¯˘˙˚ˇ¸˝]\p{L}/u;
// eslint-disable-next-line no-control-regex
const UNREADABLE = /[\u0000-\u0008\u000e-\u001f\u007f\ue000-\uf8ff]/u;

interface Figures {
  lines: number;
  meanWords: number;
  oneWordShare: number;
  /** A one-word line between two lines of prose (at least four words each): the font-change fault's signature. */
  loneWords: number;
  /** Lines with a C0 control character or a private-use character: glyphs the adapter could not read. */
  unreadable: number;
  /** Lines with an accent standing next to a letter ("Universit¨at"): an accent drawn over a letter, read apart. */
  splitAccents: number;
}

function figures(lines: readonly string[]): Figures {
  const texts = lines.filter((line) => line.trim() !== "");
  const words = texts.map((line) => line.split(/\s+/).filter((word) => WORD.test(word)).length);
  const total = words.reduce((sum, count) => sum + count, 0);
  let loneWords = 0;
  for (let i = 1; i + 1 < words.length; i++) {
    if (words[i] === 1 && words[i - 1]! >= 4 && words[i + 1]! >= 4) loneWords++;
  }
  return {
    lines: texts.length,
    meanWords: texts.length > 0 ? total / texts.length : 0,
    oneWordShare: texts.length > 0 ? words.filter((count) => count === 1).length / texts.length : 0,
    loneWords,
    unreadable: texts.filter((line) => UNREADABLE.test(line)).length,
    splitAccents: texts.filter((line) => SPLIT_ACCENT.test(line)).length,
  };
}

async function main(): Promise<void> {
  const named = process.argv.slice(2).filter((arg, index, all) => {
    const previous = all[index - 1];
    return arg.toLowerCase().endsWith(".pdf") && previous !== "--dump" && previous !== "--sample";
  });
  const files = named.length > 0 ? named : [...pdfsUnder(GENERATE_DOCS), ...pdfsUnder(SHARED_CORPORA)];
  const dump = option("--dump");
  const sampleSize = Number(option("--sample") ?? 12);
  if (files.length === 0) {
    console.log(`no PDFs: run bash bench/generate/fetch.sh (for ${GENERATE_DOCS}) or name files`);
    return;
  }
  if (dump) mkdirSync(dump, { recursive: true });
  const adapter = createPdfAdapter({ workers: 1 });
  const rows: string[] = [];
  for (const file of files) {
    const content = await adapter.load({ path: file, bytes: readFileSync(file) });
    const lines = content.lines;
    const result = figures(lines);
    const name = basename(file);
    const visuals = content.visuals ?? [];
    const boxed = visuals.filter((visual) => visual.label !== undefined && visual.box !== undefined).length;
    const labelled = visuals.filter((visual) => visual.label !== undefined).length;
    rows.push(
      `| ${name} | ${content.pageStarts?.length ?? "?"} | ${result.lines} | ${result.meanWords.toFixed(2)} | ` +
        `${(100 * result.oneWordShare).toFixed(1)} % | ${result.loneWords} | ${result.unreadable} | ${result.splitAccents} | ` +
        `${boxed} of ${labelled} |`,
    );
    if (dump) {
      writeFileSync(join(dump, `${name}.txt`), lines.map((line, index) => `${index + 1}\t${line}`).join("\n") + "\n");
    }
    console.log(`\n## ${name} (${file})`);
    console.log(
      `${result.lines} lines, ${result.meanWords.toFixed(2)} words per line, ` +
        `${(100 * result.oneWordShare).toFixed(1)} % one-word lines, ${result.loneWords} lone words between prose, ` +
        `${result.unreadable} lines with unreadable characters, ${result.splitAccents} with split accents, ` +
        `${boxed} of ${labelled} captions with a box`,
    );
    // The sample: the page with the most lone words (else the second page), its first lines.
    const starts = content.pageStarts ?? [1];
    let page = Math.min(1, starts.length - 1);
    let most = -1;
    starts.forEach((start, index) => {
      const end = starts[index + 1] ?? lines.length + 1;
      const score = figures(lines.slice(start - 1, end - 1)).loneWords;
      if (score > most) {
        most = score;
        page = index;
      }
    });
    const from = starts[page]!;
    console.log(`sample, page ${page + 1}:`);
    for (const [offset, line] of lines.slice(from - 1, from - 1 + sampleSize).entries()) {
      console.log(`  ${String(from + offset).padStart(5)}  ${line}`);
    }
  }
  console.log(
    "\n| document | pages | lines | words per line | one-word lines | lone words | unreadable lines | split accents | " +
      "captions with a box |",
  );
  console.log("| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |");
  for (const row of rows) console.log(row);
}

await main();
