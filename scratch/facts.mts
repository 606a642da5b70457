import { readFileSync } from "node:fs";
import { factsIn } from "../src/models/offline/facts.js";
const text = readFileSync(process.argv[2]!, "utf8").split("\n");
const map = new Map(text.map((l, i) => [i + 1, /^\[(.+)\]$/.test(l) ? `# ${l.slice(1, -1).split(" › ").at(-1)}` : l] as [number, string]));
for (const f of factsIn(map, 1, text.length, {})) console.log(f.kind, "|", f.question, "|", f.answer);
