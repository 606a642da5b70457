import { seededRandom } from "../../models/offline/random.js";

/** spec 001 "Runtime Seeding": a random passage of the corpus text as SEED_CONTEXT, reproducible for a seed. */
export interface SeedPassage {
  file: string;
  startLine: number;
  endLine: number;
  text: string;
}

export const SEED_LINES = 12;
const MIN_SEED_WORDS = 25;

/**
 * A passage of about SEED_LINES lines with real prose in it (at least MIN_SEED_WORDS words), from a file chosen in
 * proportion to its length; the same (seed, salt) gives the same passage. Undefined when no file has such a passage.
 */
export function pickSeedPassage(files: readonly { file: string; lines: readonly string[] }[], seed: number, salt: number): SeedPassage | undefined {
  const random = seededRandom(seed, salt);
  const candidates = files.filter((entry) => entry.lines.join(" ").split(/\s+/).length >= MIN_SEED_WORDS);
  for (let attempt = 0; attempt < 20 && candidates.length > 0; attempt++) {
    const total = candidates.reduce((sum, entry) => sum + entry.lines.length, 0);
    let pick = random() * total;
    const entry = candidates.find((candidate) => (pick -= candidate.lines.length) < 0) ?? candidates.at(-1)!;
    const start = Math.floor(random() * Math.max(1, entry.lines.length - SEED_LINES + 1));
    const window = entry.lines.slice(start, start + SEED_LINES);
    const text = window.join("\n").replace(/\f/g, "").trim();
    if (text.split(/\s+/).length < MIN_SEED_WORDS) continue;
    return { file: entry.file, startLine: start + 1, endLine: start + window.length, text };
  }
  return undefined;
}

export function seedContext(passage: SeedPassage): string {
  return `From ${passage.file}, lines ${passage.startLine}–${passage.endLine}:\n${passage.text}`;
}

/** A stable number for a category and round, to salt the seed (the same run picks the same passages again). */
export function seedSalt(categoryId: string, round: number): number {
  let hash = 2166136261;
  for (const char of `${categoryId}#${round}`) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619);
  return hash >>> 0;
}
