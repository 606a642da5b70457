/**
 * Does a rated question stand on its own? Replays the self-containment check (src/models/offline/self-containment.ts)
 * over every question of bench/generate/ratings.tsv against its whole document, and counts per batch what it refuses:
 * rated-invalid caught against rated-valid lost.
 *
 *   node --import tsx bench/generate/standalone.ts [--rows] [--results DIR]…
 *
 * Answers are read from the review files of runs (bench/.cache/generate/results/dev by default, and any --results
 * folder): a rated question whose answer no run wrote is replayed by the question-only rules.
 */
import { readdir, readFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { loadDocument } from "../../src/documents/load.js";
import { documentSentences } from "../../src/documents/sentences.js";
import { answerNotContent, selfContainment, sentenceIndex } from "../../src/models/offline/self-containment.js";

const root = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
const BATCHES: Record<string, string[]> = {
  b0: ["lme4-paper", "zoo-vignette", "git-tutorial-html", "debian-reference-readme", "git-faq-text"],
  b1: ["sandwich-paper", "strucchange-paper", "git-core-tutorial-html", "mkdocs-getting-started-html", "git-workflows-text", "debian-faq-text", "sandwich-news-markdown"],
  b2: ["lmtest-vignette", "xts-faq-pdf", "requests-quickstart-html", "restic-backup-html", "commander-readme-markdown", "maint-guide-text", "fhs-text"],
  b3: ["mvtnorm-rnews-pdf", "matrix-intro-pdf", "survival-tiedtimes-pdf", "flask-quickstart-html", "borg-quickstart-html", "semver-readme-markdown", "click-arguments-text"],
  b4: ["vcd-shadings", "multcomp-siminf", "quantreg-rq", "bs4-index", "cmd2-settings", "yargs-advanced", "celery-routing"],
  b5: ["partykit-ctree", "pscl-countreg", "sp-intro", "doit-tasks", "configobj-validate", "glob-readme", "debug-readme", "doit-uptodate"],
  b6: ["glmnet-intro", "ape-moran", "coin-intro", "blinker-index", "black-triage", "minimatch-readme", "yaml-options", "bidict-basic"],
};
const batchOf = (doc: string) => Object.entries(BATCHES).find(([, docs]) => docs.includes(doc))?.[0] ?? "?";

async function answersIn(folders: string[]): Promise<Map<string, string>> {
  const answers = new Map<string, string>();
  for (const folder of folders) {
    let files: string[] = [];
    try {
      files = await readdir(folder);
    } catch {
      continue;
    }
    for (const file of files.filter((name) => name.endsWith(".md"))) {
      const doc = file.replace(/\.md$/, "");
      const text = await readFile(join(folder, file), "utf8");
      for (const match of text.matchAll(/^\d+\. \*\*(.+)\*\*\n\s+- answer: (.*)$/gm)) answers.set(`${doc}\t${match[1]}`, match[2]!);
    }
  }
  return answers;
}

const RULES = ["answer", "retrieval"] as const;

async function main(): Promise<void> {
  const showRows = process.argv.includes("--rows");
  const folders = [join(root, "bench", ".cache", "generate", "results", "dev"), ...process.argv.flatMap((arg, at) => (process.argv[at - 1] === "--results" ? [arg] : []))];
  const answers = await answersIn(folders);
  const text = await readFile(join(root, "bench", "generate", "ratings.tsv"), "utf8");
  const seen = new Set<string>();
  const rows = text
    .split("\n")
    .slice(1)
    .map((line) => line.split("\t"))
    .filter(([set, doc, question, valid]) => set === "dev" && doc && question && valid !== undefined)
    .filter(([, doc, question]) => !seen.has(`${doc}\t${question}`) && !!seen.add(`${doc}\t${question}`));
  const indexes = new Map<string, ReturnType<typeof sentenceIndex>>();
  const counts = new Map<string, { caught: number; lost: number; invalid: number; valid: number }>();
  const key = (rule: string, batch: string) => `${rule} ${batch}`;
  for (const [, doc, question, valid, note] of rows) {
    let index = indexes.get(doc!);
    if (!index) {
      const folder = join(root, "bench", ".cache", "generate", "docs", "dev", doc!);
      const [file] = await readdir(folder);
      const document = await loadDocument(join(folder, file!));
      index = sentenceIndex(documentSentences(document), document.lines);
      indexes.set(doc!, index);
    }
    const batch = batchOf(doc!);
    const isValid = valid!.trim() === "1";
    const answer = answers.get(`${doc}\t${question}`);
    const verdict = selfContainment(question!, index);
    const reasons: Record<(typeof RULES)[number], string | undefined> = {
      answer: answer === undefined ? undefined : answerNotContent(question!, answer),
      retrieval: verdict.reason,
    };
    for (const rule of RULES) {
      if (rule === "answer" && answer === undefined) continue;
      const count = counts.get(key(rule, batch)) ?? { caught: 0, lost: 0, invalid: 0, valid: 0 };
      if (isValid) count.valid++;
      else count.invalid++;
      if (reasons[rule]) {
        if (isValid) count.lost++;
        else count.caught++;
        if (showRows) console.log(`${isValid ? "VALID  " : "invalid"} ${rule} ${batch} ${doc}: ${question} → ${answer ?? "?"} — ${reasons[rule]}${rule === "retrieval" ? ` [${verdict.figures}]` : ""}`);
      }
      counts.set(key(rule, batch), count);
    }
  }
  console.log("| rule | batch | rated invalid | caught | rated valid | lost |\n| --- | --- | ---: | ---: | ---: | ---: |");
  for (const rule of RULES) {
    for (const batch of Object.keys(BATCHES)) {
      const c = counts.get(key(rule, batch));
      if (c) console.log(`| ${rule} | ${batch} | ${c.invalid} | ${c.caught} | ${c.valid} | ${c.lost} |`);
    }
  }
}

await main();
