import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { startAnswererServer, writeAnswererScript, type AnswererServer } from "../../test/support/eval-answerer.js";
import { AnswererError, type AnswererRequest } from "../agents/eval/answerer.js";
import { QaforgeError } from "../errors.js";
import { commandAnswerer, httpAnswerer, parseAnswererSpec, splitCommandLine } from "./eval-answerers.js";

const request = (id: string, question = "What is the Armor Class of the Aboleth?"): AnswererRequest => ({ id, question, document: "srd-monsters.md", document_path: "/corpus/srd-monsters.md", category: "textual" });

async function failure(promise: Promise<unknown>): Promise<AnswererError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(AnswererError);
  return error as AnswererError;
}

describe("parseAnswererSpec and splitCommandLine", () => {
  it("tells the answerers apart", () => {
    expect(parseAnswererSpec("ask")).toEqual({ kind: "ask", model: null });
    expect(parseAnswererSpec("ask:openai:gpt-4.1")).toEqual({ kind: "ask", model: "openai:gpt-4.1" });
    expect(parseAnswererSpec("research")).toEqual({ kind: "research" });
    expect(parseAnswererSpec("http://localhost:8080/answer")).toEqual({ kind: "http", url: "http://localhost:8080/answer" });
    expect(parseAnswererSpec('command:python "my rag.py" --k 5')).toEqual({ kind: "command", argv: ["python", "my rag.py", "--k", "5"] });
    expect(() => parseAnswererSpec("ftp://x")).toThrow(QaforgeError);
  });

  it("quotes as a shell does, and leaves ; | $() and globs as plain text", () => {
    expect(splitCommandLine(`node 'a b.js' "c \\"d\\"" e\\ f`)).toEqual(["node", "a b.js", 'c "d"', "e f"]);
    expect(splitCommandLine("node x.js; rm -rf / | cat $(whoami) *")).toEqual(["node", "x.js;", "rm", "-rf", "/", "|", "cat", "$(whoami)", "*"]);
    expect(splitCommandLine(`node ""`)).toEqual(["node", ""]);
    expect(() => splitCommandLine(`node "open`)).toThrow(/unclosed "/);
    expect(() => splitCommandLine("   ")).toThrow(/empty/);
  });
});

describe("httpAnswerer against a local service", () => {
  let server: AnswererServer | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });

  it("posts the documented request and reads the answer, passages with lines, and usage", async () => {
    server = await startAnswererServer({
      q1: { answer: "17", contexts: [{ text: "- **Armor Class:** 17", source: "srd-monsters.md", start_line: 7, end_line: 7 }, { text: "no lines" }], usage: { input_tokens: 120, output_tokens: 4, cost_usd: 0.001 } },
    });
    const reply = await httpAnswerer(server.url).answer(request("q1"));
    expect(server.requests).toEqual([{ id: "q1", question: "What is the Armor Class of the Aboleth?", document: "srd-monsters.md", category: "textual" }]);
    expect(reply.answer).toBe("17");
    expect(reply.contexts).toEqual([
      { text: "- **Armor Class:** 17", source: "srd-monsters.md", start_line: 7, end_line: 7 },
      { text: "no lines", source: null, start_line: null, end_line: null },
    ]);
    expect(reply.usage).toEqual({ calls: 1, inputTokens: 120, outputTokens: 4, costUsd: 0.001 });
  });

  it("names a timeout, a 500, a body that is not JSON and a reply without an answer", async () => {
    server = await startAnswererServer({ slow: "timeout", broken: "http_500", html: "not_json", shape: "wrong_shape" });
    // The short timeout only where it is the point: a loaded machine may take longer than 0.3 s to answer at all.
    const slow = await failure(httpAnswerer(server.url, { timeoutMs: 300 }).answer(request("slow")));
    expect(slow.code).toBe("answerer_timeout");
    expect(slow.message).toMatch(/no reply from http:\/\/127\.0\.0\.1:\d+\/answer within 0\.3 s/);
    const answerer = httpAnswerer(server.url, { timeoutMs: 20_000 });
    const broken = await failure(answerer.answer(request("broken")));
    expect(broken).toMatchObject({ code: "answerer_http_error", message: expect.stringMatching(/HTTP 500 Internal Server Error .*: index unavailable$/) });
    const html = await failure(answerer.answer(request("html")));
    expect(html).toMatchObject({ code: "answerer_bad_reply", message: expect.stringContaining("not JSON: <html><body>Gateway says hello") });
    const shape = await failure(answerer.answer(request("shape")));
    expect(shape).toMatchObject({ code: "answerer_bad_reply", message: expect.stringContaining("answer is wrong") });
  });

  it("says when the service cannot be reached", async () => {
    server = await startAnswererServer({});
    const url = server.url;
    await server.close();
    server = undefined;
    const error = await failure(httpAnswerer(url).answer(request("q")));
    expect(error.code).toBe("answerer_failed");
    expect(error.message).toMatch(/cannot reach .*ECONNREFUSED/);
  });
});

describe("commandAnswerer", () => {
  it("starts the program without a shell, gives it the request on stdin and reads its reply", async () => {
    const { dir, script, log } = writeAnswererScript({ q1: "17" });
    const marker = join(dir, "injected");
    const answerer = commandAnswerer(splitCommandLine(`${process.execPath} ${script} "; touch ${marker}" '$(touch ${marker})'`));
    const reply = await answerer.answer(request("q1"));
    expect(reply.answer).toBe("17");
    // The arguments reached the program as text; nothing ran them.
    expect(reply.contexts[0]!.text).toBe(`argv: ; touch ${marker}|$(touch ${marker})`);
    expect(reply.contexts[0]!.source).toBe("srd-monsters.md");
    expect(existsSync(marker)).toBe(false);
    expect(readFileSync(log, "utf8")).toBe("q1\n");
  });

  it("kills a program that runs past the timeout, and names a non-JSON reply, a failed exit and a missing program", async () => {
    const { script } = writeAnswererScript({});
    const hang = await failure(commandAnswerer([process.execPath, script], { timeoutMs: 1500 }).answer(request("h", "Please hang?")));
    expect(hang).toMatchObject({ code: "answerer_timeout", message: expect.stringContaining("was killed") });
    const answerer = commandAnswerer([process.execPath, script], { timeoutMs: 30_000 });
    const garbled = await failure(answerer.answer(request("g", "Will you garble?")));
    expect(garbled).toMatchObject({ code: "answerer_bad_reply", message: expect.stringContaining("not JSON: Sure! Here is my answer: 42") });
    const crash = await failure(answerer.answer(request("c", "Will you crash?")));
    expect(crash).toMatchObject({ code: "answerer_failed", message: expect.stringMatching(/exited with code 3: Traceback: index not found/) });
    const missing = await failure(commandAnswerer(["/nonexistent/qaforge-answerer"]).answer(request("m")));
    expect(missing).toMatchObject({ code: "answerer_failed", message: expect.stringContaining("cannot start /nonexistent/qaforge-answerer: ENOENT") });
  });

  it("gives up at the timeout even when a process the command started keeps its output open", async () => {
    // `sh` starts `sleep` in the background: killing sh leaves sleep holding stdout until it ends, 20 s later.
    const error = await failure(commandAnswerer(["sh", "-c", "sleep 20 & sleep 20"], { timeoutMs: 1000 }).answer(request("bg")));
    expect(error.code).toBe("answerer_timeout");
  }, 10_000);
});
