import { mkdtempSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** What the local answerer server does for a question: reply with this answer, or misbehave. */
export type AnswerBehaviour = { answer: string; contexts?: unknown[]; usage?: unknown } | "timeout" | "not_json" | "http_500" | "wrong_shape";

export interface AnswererServer {
  url: string;
  /** The request bodies it received, in order. */
  requests: { id: string; question: string; document: string | null; category: string }[];
  /** Changes what it does for a question id from now on. */
  set(id: string, behaviour: AnswerBehaviour): void;
  close(): Promise<void>;
}

/**
 * A RAG service on 127.0.0.1 speaking qaforge's documented answerer contract, for tests: each question id has a
 * behaviour (a good answer with passages, or a hang, a non-JSON body, a 500, a reply without an answer).
 */
export async function startAnswererServer(behaviours: Record<string, AnswerBehaviour>, fallback: AnswerBehaviour = { answer: "" }): Promise<AnswererServer> {
  const table = new Map(Object.entries(behaviours));
  const requests: AnswererServer["requests"] = [];
  const hanging = new Set<() => void>();
  const server: Server = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk: Buffer) => (body += chunk.toString("utf8")));
    request.on("end", () => {
      const parsed = JSON.parse(body) as AnswererServer["requests"][number];
      requests.push(parsed);
      const behaviour = table.get(parsed.id) ?? fallback;
      if (behaviour === "timeout") {
        const release = () => response.destroy();
        hanging.add(release);
        return;
      }
      if (behaviour === "not_json") {
        response.writeHead(200, { "content-type": "text/html" }).end("<html><body>Gateway says hello</body></html>");
      } else if (behaviour === "http_500") {
        response.writeHead(500, { "content-type": "text/plain" }).end("index unavailable");
      } else if (behaviour === "wrong_shape") {
        response.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ text: "no answer field" }));
      } else {
        response.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(behaviour));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/answer`,
    requests,
    set: (id, behaviour) => table.set(id, behaviour),
    close: async () => {
      for (const release of hanging) release();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/**
 * A command answerer as a small Node script: reads the request from stdin; by the question's wording it answers,
 * hangs, prints text that is not JSON, or exits with an error. Each call appends the question id to `calls.log`.
 */
export function writeAnswererScript(answers: Record<string, string>): { dir: string; script: string; log: string } {
  const dir = mkdtempSync(join(tmpdir(), "qaforge-answerer-"));
  const script = join(dir, "answerer.mjs");
  const log = join(dir, "calls.log");
  writeFileSync(
    script,
    `import { appendFileSync } from "node:fs";
const answers = ${JSON.stringify(answers)};
let input = "";
process.stdin.on("data", (chunk) => (input += chunk));
process.stdin.on("end", () => {
  const request = JSON.parse(input);
  appendFileSync(${JSON.stringify(log)}, request.id + "\\n");
  if (/hang/.test(request.question)) setTimeout(() => {}, 60000);
  else if (/garble/.test(request.question)) process.stdout.write("Sure! Here is my answer: 42");
  else if (/crash/.test(request.question)) { process.stderr.write("Traceback: index not found\\n"); process.exit(3); }
  else process.stdout.write(JSON.stringify({ answer: answers[request.id] ?? "", contexts: [{ text: "argv: " + process.argv.slice(2).join("|"), source: request.document }] }));
});
`,
  );
  return { dir, script, log };
}
