/**
 * Every fact the offline questioner finds in every document of a set, one per line ("name\t[kind lines] question →
 * answer"), to compare two engines on the development set before a change is kept:
 *
 *   node --import tsx bench/generate/dump.ts --out /tmp/after.dump [--set dev] [--engine ../other-checkout]
 *   diff /tmp/before.dump /tmp/after.dump
 *
 * --engine reads the engine's source from another checkout (a `git worktree` of the commit before the change), so
 * one tree dumps both. Prints figures and never fails; a document that cannot be read is a line of its own.
 */
import { readdir, stat, writeFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import type * as Load from "../../src/documents/load.js";
import type * as Facts from "../../src/models/offline/facts.js";
import { factLine, regionFacts } from "./regions.js";

const root = resolve(fileURLToPath(new URL(".", import.meta.url)), "..", "..");

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const value = (name: string, fallback?: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback);
  const out = value("--out");
  if (!out) throw new Error("usage: dump.ts --out FILE [--set dev] [--engine CHECKOUT]");
  const engine = resolve(value("--engine", root)!);
  const docs = join(root, "bench", ".cache", "generate", "docs", value("--set", "dev")!);
  const { loadDocument } = (await import(join(engine, "src", "documents", "load.ts"))) as typeof Load;
  const { factsIn } = (await import(join(engine, "src", "models", "offline", "facts.ts"))) as typeof Facts;
  const names = (await readdir(docs)).sort();
  const lines: string[] = [];
  for (const name of names) {
    const file = (await readdir(join(docs, name))).filter((entry) => !entry.startsWith("."))[0];
    if (!file || !(await stat(join(docs, name, file))).isFile()) continue;
    try {
      const document = await loadDocument(join(docs, name, file));
      for (const fact of regionFacts(document, factsIn)) lines.push(`${name}\t${factLine(fact)}`);
    } catch (error) {
      lines.push(`${name}\tcannot be read: ${(error as Error).message}`);
    }
  }
  await writeFile(out, `${lines.join("\n")}\n`);
  console.log(`${names.length} documents, ${lines.length} facts (engine ${engine}) → ${out}`);
}

await main();
