/**
 * Does a rated question stand on its own? Replays two checks over every question of bench/generate/ratings.tsv against
 * its whole document, and counts per batch what each refuses: rated-invalid caught against rated-valid lost.
 *   - answer: an answer that points elsewhere or appraises (src/models/offline/self-containment.ts, in the engine);
 *   - agent: a "how" question answered by "by" and a person's name (question-quality.ts, in the engine);
 *   - retrieval: self-containment by retrieval, a candidate measured here and NOT in the engine (it loses more valid
 *     questions than it catches invalid ones; see README, 2026-11-23 evening);
 *   - scope: a question that names nothing and has a generic noun, asked in the scope of the thing its section's
 *     heading names (section-scope.ts, in the engine; a "lost" valid question here is one the rule rewrites);
 *   - refuse: a bare relational generic noun ("your name", "current settings") under no naming heading
 *     (section-scope.ts, in the engine);
 *   - back: a noun phrase that points back ("the function", "this option", "the robustbase implementation", "the
 *     first is FALSE") under no naming heading (section-scope.ts `pointsBack`);
 *   - presup: a subject opened by an additive or comparative word ("further modeling options", "other uses", "the
 *     remaining steps") or a discourse idiom ("the full picture") (context-needs.ts `presupposed`);
 *   - set: an answer that counts a set the question does not name ("in all three packages", "both")
 *     (self-containment.ts `countedSet`, part of `answer`; needs the answer of a run);
 *   - also: a what/how question of a statement that adds one thing to others ("also offers", "in addition")
 *     (context-needs.ts `oneOfSeveral`; needs the answer and evidence of a run).
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
import { proseText } from "../../src/documents/sentences.js";
import { answerSentence, oneOfSeveral, presupposed } from "../../src/models/offline/context-needs.js";
import { contentWords } from "../../src/documents/words.js";
import { questionProblems } from "../../src/models/offline/question-quality.js";
import { answerNotContent, countedSet } from "../../src/models/offline/self-containment.js";
import { LIGHT_VERBS } from "../../src/models/offline/specificity.js";
import { headingAbove } from "../../src/models/offline/facts.js";
import { bareGeneric, pointsBack, properNouns, sectionCall, sectionScoped, sectionThing } from "../../src/models/offline/section-scope.js";

const root = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
const BATCHES: Record<string, string[]> = {
  b0: ["lme4-paper", "zoo-vignette", "git-tutorial-html", "debian-reference-readme", "git-faq-text"],
  b1: ["sandwich-paper", "strucchange-paper", "git-core-tutorial-html", "mkdocs-getting-started-html", "git-workflows-text", "debian-faq-text", "sandwich-news-markdown"],
  b2: ["lmtest-vignette", "xts-faq-pdf", "requests-quickstart-html", "restic-backup-html", "commander-readme-markdown", "maint-guide-text", "fhs-text"],
  b3: ["mvtnorm-rnews-pdf", "matrix-intro-pdf", "survival-tiedtimes-pdf", "flask-quickstart-html", "borg-quickstart-html", "semver-readme-markdown", "click-arguments-text"],
  b4: ["vcd-shadings", "multcomp-siminf", "quantreg-rq", "bs4-index", "cmd2-settings", "yargs-advanced", "celery-routing"],
  b5: ["partykit-ctree", "pscl-countreg", "sp-intro", "doit-tasks", "configobj-validate", "glob-readme", "debug-readme", "doit-uptodate"],
  b6: ["glmnet-intro", "ape-moran", "coin-intro", "blinker-index", "black-triage", "minimatch-readme", "yaml-options", "bidict-basic"],
  b7: ["car-embedding", "expm-intro", "ordinal-clmm2", "attr-examples", "tenacity-index", "ws-api", "chokidar-readme", "jinja2-faq"],
  b8: ["desolve-intro", "flexmix-intro", "aer-vignette", "scrapy-autothrottle", "markdown-toc", "lru-cache-readme", "mime-readme", "werkzeug-debug"],
  b9: ["rcpp-faq", "actuar-simulation", "robustbase-psi", "pygments-cmdline", "babel-dates", "rimraf-readme", "js-yaml-readme", "pytest-tmp-path"],
  b10: ["rmpfr-pkg", "rmpfr-log1mexp", "gbm-guide", "mclust-vignette", "structlog-getting-started", "arpeggio-getting-started", "mkdirp-readme", "uuid-readme-html"],
  b11: ["brms-overview", "survey-domain", "brms-families", "jsonschema-faq", "cattrs-structuring", "jsonschema-creating", "minimist-readme", "chalk-readme"],
};
const batchOf = (doc: string) => Object.entries(BATCHES).find(([, docs]) => docs.includes(doc))?.[0] ?? "?";

async function answersIn(folders: string[]): Promise<Map<string, { answer: string; start: number; end: number }>> {
  const answers = new Map<string, { answer: string; start: number; end: number }>();
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
      for (const match of text.matchAll(/^\d+\. \*\*(.+)\*\*\n\s+- answer: (.*)\n\s+- evidence \(lines (\d+)-(\d+)/gm)) {
        answers.set(`${doc}\t${match[1]}`, { answer: match[2]!, start: Number(match[3]), end: Number(match[4]) });
      }
    }
  }
  return answers;
}

const RULES = ["answer", "agent", "retrieval", "scope", "refuse", "back", "also", "presup", "set"] as const;

// ---------------------------------------------------------------------------------------------------------------
// Self-containment by retrieval (measured, not adopted): read the question against every place of the document.

/** Words of a question's form, not of its content. */
const FORM_WORDS = new Set([...LIGHT_VERBS].filter((verb) => !verb.includes(" ")).concat(["called", "mean", "means", "happen", "happens", "used", "uses", "using", "way", "ways", "kind"]));
/** Lines this close to the source line (before or after) are its own place, not a rival. */
const SAME_PLACE = 3;

interface IndexedPlace {
  words: ReadonlySet<string>;
  line: number;
  text: string;
}

interface PlaceIndex {
  places: readonly IndexedPlace[];
  /** Places containing each word. */
  frequency: ReadonlyMap<string, number>;
  /** Places in the whole document (the reader knows the document's line count even when it saw fewer lines). */
  total: number;
}

function stems(word: string): string[] {
  return word.endsWith("s") && word.length > 3 ? [word, word.slice(0, -1)] : [word];
}

/** Lines (or sentences) of a document as places a question may point at, with how many places hold each word. */
function placeIndex(places: readonly { text: string; line: number }[], total = places.length): PlaceIndex {
  const indexed: IndexedPlace[] = [];
  const frequency = new Map<string, number>();
  for (const place of places) {
    const words = new Set(contentWords(place.text).flatMap(stems));
    indexed.push({ words, line: place.line, text: place.text });
    for (const word of words) frequency.set(word, (frequency.get(word) ?? 0) + 1);
  }
  return { places: indexed, frequency, total: Math.max(total, indexed.length) };
}

interface SelfContainment {
  reason?: string;
  /** The figures the decision was made on, for a person reading a bench's rows. */
  figures: string;
}

/** The question's content words: not its form's (wh-words, light verbs). */
function contentTerms(question: string): string[] {
  return [...new Set(contentWords(question))].filter((word) => !FORM_WORDS.has(word) && !FORM_WORDS.has(word.replace(/s$/, "")));
}

/** A table of contents' line ("Introduction . . . . . 3"): it names sections, it says nothing of them. */
const CONTENTS_LINE = /(?:\.\s?){4,}\s*\d*\s*$/;

/**
 * Read the question against every place of the document. `source` is the lines the answer was found on. A place is a
 * line with the one after it (a sentence of a PDF or a wrapped paragraph runs over the line's end). The question
 * needs context when a place elsewhere holds every content word of the question that the source holds, at least two
 * of them (a bare name asks for its definition wherever it is mentioned), and does not state the answer: a reader of
 * the question alone cannot tell which of the two it asks about.
 */
function selfContainment(question: string, answer: string | undefined, index: PlaceIndex, source?: { start: number; end: number }): SelfContainment {
  const terms = contentTerms(question);
  const weight = (term: string) => {
    const df = Math.max(...stems(term).map((stem) => index.frequency.get(stem) ?? 0));
    return df === 0 ? 0 : Math.log((index.total + 1) / (df + 1));
  };
  const weights = new Map(terms.map((term) => [term, weight(term)]));
  const byLine = new Map(index.places.map((place) => [place.line, place]));
  const wordsAt = (from: number, to: number) => {
    const words = new Set<string>();
    for (let line = from; line <= to; line++) for (const word of byLine.get(line)?.words ?? []) words.add(word);
    return words;
  };
  const holds = (words: ReadonlySet<string>, term: string) => stems(term).some((stem) => words.has(stem));
  const scoreOf = (words: ReadonlySet<string>) => terms.reduce((sum, term) => sum + (holds(words, term) ? weights.get(term)! : 0), 0);
  let from = source?.start;
  let to = source?.end;
  if (from === undefined || to === undefined) {
    let best = -1;
    for (const place of index.places) {
      const score = scoreOf(wordsAt(place.line, place.line + 1));
      if (score > best) [best, from, to] = [score, place.line, place.line + 1];
    }
  }
  const sourceWords = wordsAt(from ?? 0, to ?? -1);
  const named = terms.filter((term) => weights.get(term)! > 0 && holds(sourceWords, term));
  const answerWords = answer === undefined ? [] : [...new Set(contentWords(answer))];
  const rivals: IndexedPlace[] = [];
  if (named.length >= 2) {
    for (const place of index.places) {
      if (place.line >= (from ?? 0) - SAME_PLACE && place.line <= (to ?? 0) + SAME_PLACE) continue;
      if (CONTENTS_LINE.test(place.text)) continue;
      const words = wordsAt(place.line, place.line + 1);
      if (!named.every((term) => holds(words, term))) continue;
      const near = wordsAt(place.line - 1, place.line + 2);
      const stated = answerWords.filter((word) => holds(near, word)).length;
      if (answerWords.length > 0 && stated * 2 >= answerWords.length) continue;
      rivals.push(place);
    }
  }
  const rival = rivals[0];
  const figures = `terms ${terms.map((t) => `${t}:${weights.get(t)!.toFixed(1)}`).join(" ")}; source ${from}-${to} holds ${named.join(",")}; rivals ${rivals.length}${rival ? ` (line ${rival.line}: ${rival.text.slice(0, 60)})` : ""}`;
  if (rival) return { reason: `another place of the document (line ${rival.line}) holds the question's words as well and says something else`, figures };
  return { figures };
}

/** The line holding most of the question's content words (for a rated question no run wrote). */
function bestLine(question: string, index: PlaceIndex): number {
  const terms = contentTerms(question);
  let best = { line: 1, score: -1 };
  for (const place of index.places) {
    const score = terms.filter((term) => stems(term).some((stem) => place.words.has(stem))).length;
    if (score > best.score) best = { line: place.line, score };
  }
  return best.line;
}

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
    .filter(([set, doc, question, valid]) => (set === "dev" || set === "heldout") && doc && question && valid !== undefined)
    .filter(([, doc, question]) => !seen.has(`${doc}\t${question}`) && !!seen.add(`${doc}\t${question}`));
  const indexes = new Map<string, ReturnType<typeof placeIndex>>();
  const sections = new Map<string, { lines: Map<number, string>; proper: (word: string) => boolean; hashes: boolean; title?: string }>();
  const counts = new Map<string, { caught: number; lost: number; invalid: number; valid: number }>();
  const key = (rule: string, batch: string) => `${rule} ${batch}`;
  for (const [, doc, question, valid] of rows) {
    let index = indexes.get(doc!);
    if (!index) {
      const folder = join(root, "bench", ".cache", "generate", "docs", "dev", doc!);
      const [file] = await readdir(folder);
      const document = await loadDocument(join(folder, file!));
      index = placeIndex(document.lines.map((text, at) => ({ text, line: at + 1 })));
      indexes.set(doc!, index);
      const lines = new Map(document.lines.map((text, at) => [at + 1, text] as [number, string]));
      sections.set(doc!, { lines, proper: properNouns(document.lines), hashes: !file!.endsWith(".pdf"), ...(document.title ? { title: document.title } : {}) });
    }
    const batch = batchOf(doc!);
    const isValid = valid!.trim() === "1";
    const found = answers.get(`${doc}\t${question}`);
    const answer = found?.answer;
    const verdict = selfContainment(question!, answer, index, found);
    // Section scope (section-scope.ts): the heading over the answer's line (or the line most like the question).
    const section = sections.get(doc!)!;
    const sourceLine = found?.start ?? bestLine(question!, index);
    const heading = headingAbove(section.lines, sourceLine, section.hashes);
    const call = heading !== undefined && sectionCall(heading) !== undefined;
    const thing = sectionThing(section.lines, sourceLine, { hashes: section.hashes, title: section.title, properNoun: section.proper });
    const rescoped = /^In [^,]+, /.test(question!) || call ? undefined : sectionScoped(question!, thing);
    const generic = bareGeneric(question!);
    const back = pointsBack(question!);
    const evidence = found ? proseText(Array.from({ length: found.end - found.start + 1 }, (_, at) => section.lines.get(found.start + at) ?? "")) : undefined;
    const several = answer !== undefined && evidence !== undefined ? oneOfSeveral(question!, answer, answerSentence(evidence, answer)) : undefined;
    const reasons: Record<(typeof RULES)[number], string | undefined> = {
      scope: rescoped ? `→ ${rescoped} [heading: ${heading}]` : undefined,
      refuse: generic && !thing && !call ? `"${generic}" and no naming heading [heading: ${heading ?? "none"}]` : undefined,
      also: several,
      back: back && !thing && !call ? `"${back}" points back, and no naming heading [heading: ${heading ?? "none"}]` : undefined,
      answer: answer === undefined ? undefined : answerNotContent(question!, answer),
      agent: answer === undefined ? undefined : questionProblems(question!, answer).find((problem) => problem.endsWith("names who, not how")),
      retrieval: verdict.reason,
      presup: presupposed(question!),
      set: answer === undefined ? undefined : countedSet(question!, answer),
    };
    for (const rule of RULES) {
      if (rule !== "retrieval" && rule !== "scope" && rule !== "refuse" && rule !== "back" && rule !== "presup" && answer === undefined) continue;
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
