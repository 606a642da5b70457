import { mcq } from "../src/api/mcq.js";
const [doc, ...topics] = process.argv.slice(2);
const summary = await mcq(doc!, { topics, cwd: "/tmp/mcqtry", out: process.env.OUT ?? "out.json", fresh: true });
console.log(JSON.stringify(summary, null, 2));
