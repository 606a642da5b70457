import { mcq } from "../src/api/mcq.js";
import { readFileSync, writeFileSync } from "node:fs";
const [doc, topic] = process.argv.slice(2);
await mcq(doc!, { topics: [topic!], cwd: "/tmp/mcqtry", out: "ctx.json", fresh: true, maxIterations: 1 });
const d = JSON.parse(readFileSync("/tmp/mcqtry/ctx.json", "utf8"));
writeFileSync("/tmp/mcqtry/ctx.txt", d.topics[0].context);
