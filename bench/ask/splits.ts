/**
 * bench/ask's SQuAD 2.0 splits, fixed on 2026-11-23 before any tuning of that day by a rule, not by looking at results:
 * - development (what the offline answerer may be tuned on): the "Normans" sample shipped with the tests, "Rhine" and
 *   "Computational_complexity_theory" (the held-out article until 2026-11-22: reported, so no longer held out), and
 *   "Huguenot", "1973_oil_crisis", "European_Union_law" (a history, an economic history, a legal text);
 * - held-out (measured only to report, per-question output never read while tuning): of the 16 articles of SQuAD 2.0's
 *   dev set in the order of CS224n's distribution of it (the official dev set's first articles), every third from the
 *   4th: "Steam_engine", "Packet_switching", "Immune_system", "Imperialism", "Force" (engineering history, networking,
 *   biology, political history, physics).
 * Articles other than Normans come from SQuAD 2.0's dev set (CC BY-SA 4.0) in bench/.cache/squad/ (see
 * bench/ask/fetch.sh), never committed; QAFORGE_SQUAD names another file or directory.
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

export const DEV_TITLES = ["Normans", "Rhine", "Computational_complexity_theory", "Huguenot", "1973_oil_crisis", "European_Union_law"];
export const HELDOUT_TITLES = ["Steam_engine", "Packet_switching", "Immune_system", "Imperialism", "Force"];

const HERE = dirname(fileURLToPath(import.meta.url));
const SAMPLE = join(HERE, "..", "..", "test", "fixtures", "qa", "squad2-normans.json");
const CACHE = process.env.QAFORGE_SQUAD ?? join(HERE, "..", ".cache", "squad");

export interface SquadQuestion {
  question: string;
  answers: { text: string }[];
  is_impossible?: boolean;
}
export interface SquadParagraph {
  context: string;
  qas: SquadQuestion[];
}
export interface Article {
  title: string;
  paragraphs: SquadParagraph[];
}

/** Every article of the shipped sample and of the SQuAD files found, by title (the first seen wins). */
export function loadArticles(): Map<string, Article> {
  const articles = new Map<string, Article>();
  const add = (file: string) => {
    const data = JSON.parse(readFileSync(file, "utf8")) as { data: Article[] };
    for (const article of data.data) if (!articles.has(article.title)) articles.set(article.title, article);
  };
  add(SAMPLE);
  const files = existsSync(CACHE) ? (statSync(CACHE).isDirectory() ? readdirSync(CACHE).filter((name) => name.endsWith(".json")).map((name) => join(CACHE, name)) : [CACHE]) : [];
  for (const file of files) add(file);
  return articles;
}
