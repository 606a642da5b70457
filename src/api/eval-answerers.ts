import type { BaseChatModel } from "@langchain/core/language_models/chat_models";
import { spawn } from "node:child_process";
import { AnswererError, parseAnswererReply, preview, type Answerer, type AnswererReply, type AnswererRequest } from "../agents/eval/answerer.js";
import { formatModelSpec, parseModelSpec } from "../config/models.js";
import { roleSettings, type RunConfig } from "../config/run-config.js";
import { QaforgeError } from "../errors.js";
import { createChatModel } from "../models/create.js";
import { UsageLedger } from "../models/usage.js";
import { join } from "node:path";
import { answerFromDocument } from "./ask.js";
import { research, type ResearchOptions } from "./research.js";

/**
 * The answerers `qaforge eval` can run, behind the `Answerer` port (agents/eval/answerer.ts):
 * - `ask` (or `ask:<provider:model>`): qaforge's own `ask` on the question's source document;
 * - `research`: qaforge research over the corpus (see `researchAnswerer`);
 * - `http://…` / `https://…`: a service that takes the documented JSON request and returns the documented reply;
 * - `command:<command line>`: a local program, the request on its stdin, the reply on its stdout.
 */
export type AnswererSpec =
  | { kind: "ask"; model: string | null }
  | { kind: "research" }
  | { kind: "http"; url: string }
  | { kind: "command"; argv: string[] };

export const DEFAULT_ANSWERER_TIMEOUT_MS = 60_000;
/** The research loop makes several model calls per iteration, up to five iterations: a question gets longer. */
export const DEFAULT_RESEARCH_TIMEOUT_MS = 600_000;

export function parseAnswererSpec(spec: string): AnswererSpec {
  const text = spec.trim();
  if (text === "ask") return { kind: "ask", model: null };
  if (text.startsWith("ask:")) return { kind: "ask", model: text.slice(4) };
  if (text === "research") return { kind: "research" };
  if (/^https?:\/\//i.test(text)) {
    try {
      return { kind: "http", url: new URL(text).toString() };
    } catch {
      throw new QaforgeError("invalid_argument", `--answerer ${text} is not a valid URL`);
    }
  }
  if (text.startsWith("command:")) return { kind: "command", argv: splitCommandLine(text.slice("command:".length)) };
  throw new QaforgeError("invalid_argument", `--answerer must be ask, ask:<provider:model>, research, an http(s):// URL or command:"<program and arguments>", got "${spec}"`);
}

/**
 * A command line split into arguments as a POSIX shell would quote it ('…' literal, "…" with \" \\ escapes, \ outside
 * quotes), and nothing more: no variables, globs, pipes or `;`. The program is started directly, never through a
 * shell, so a question or a path can never run a command.
 */
export function splitCommandLine(line: string): string[] {
  const args: string[] = [];
  let current = "";
  let started = false;
  let quote: "'" | '"' | null = null;
  for (let index = 0; index < line.length; index++) {
    const char = line[index]!;
    if (quote === "'") {
      if (char === "'") quote = null;
      else current += char;
    } else if (quote === '"') {
      if (char === '"') quote = null;
      else if (char === "\\" && /["\\$`]/.test(line[index + 1] ?? "")) current += line[++index];
      else current += char;
    } else if (char === "'" || char === '"') {
      quote = char;
      started = true;
    } else if (char === "\\" && index + 1 < line.length) {
      current += line[++index];
      started = true;
    } else if (/\s/.test(char)) {
      if (started) args.push(current);
      current = "";
      started = false;
    } else {
      current += char;
      started = true;
    }
  }
  if (quote) throw new QaforgeError("invalid_argument", `the answerer's command line has an unclosed ${quote}: ${line}`);
  if (started) args.push(current);
  if (args.length === 0) throw new QaforgeError("invalid_argument", 'the answerer\'s command line is empty; give command:"program args…"');
  return args;
}

/** The JSON an HTTP or command answerer receives. */
export function answererRequestBody(request: AnswererRequest): string {
  return JSON.stringify({ id: request.id, question: request.question, document: request.document, category: request.category });
}

/** POSTs the request as JSON; a timeout, an HTTP error, an unreachable server or a reply that is not the documented JSON is an `AnswererError`. */
export function httpAnswerer(url: string, options: { timeoutMs?: number; fetch?: typeof fetch } = {}): Answerer {
  const timeoutMs = options.timeoutMs ?? DEFAULT_ANSWERER_TIMEOUT_MS;
  const fetcher = options.fetch ?? fetch;
  return {
    name: url,
    async answer(request, signal) {
      const timeout = AbortSignal.timeout(timeoutMs);
      let response: Response;
      let body: string;
      try {
        response = await fetcher(url, {
          method: "POST",
          headers: { "content-type": "application/json", accept: "application/json" },
          body: answererRequestBody(request),
          signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
        });
        body = await response.text();
      } catch (error) {
        if (signal?.aborted) throw error;
        if (timeout.aborted) throw new AnswererError("answerer_timeout", `no reply from ${url} within ${timeoutMs / 1000} s`);
        const cause = (error as { cause?: { code?: string; message?: string } }).cause;
        throw new AnswererError("answerer_failed", `cannot reach ${url}: ${cause?.code ?? cause?.message ?? (error as Error).message}`);
      }
      if (!response.ok) throw new AnswererError("answerer_http_error", `HTTP ${response.status}${response.statusText ? ` ${response.statusText}` : ""} from ${url}${body.trim() ? `: ${preview(body)}` : ""}`);
      return parseAnswererReply(body);
    },
  };
}

const MAX_OUTPUT_BYTES = 16 * 1024 * 1024;

/**
 * Starts the program for each question (no shell), writes the request as one JSON line on its stdin and reads the
 * reply from its stdout. It is killed when it runs past the timeout; a non-zero exit is an error with the end of its
 * stderr.
 */
export function commandAnswerer(argv: readonly string[], options: { timeoutMs?: number; cwd?: string } = {}): Answerer {
  const timeoutMs = options.timeoutMs ?? DEFAULT_ANSWERER_TIMEOUT_MS;
  const [program, ...args] = argv;
  if (!program) throw new QaforgeError("invalid_argument", "the answerer's command line is empty");
  const name = `command:${argv.join(" ")}`;
  return {
    name,
    answer(request, signal) {
      return new Promise<AnswererReply>((resolve, reject) => {
        const child = spawn(program, args, { cwd: options.cwd, shell: false, stdio: ["pipe", "pipe", "pipe"], windowsHide: true });
        const stdout: Buffer[] = [];
        let stdoutBytes = 0;
        let stderr = "";
        let settled = false;
        const finish = (outcome: () => void) => {
          if (settled) return;
          settled = true;
          clearTimeout(timer);
          signal?.removeEventListener("abort", onAbort);
          outcome();
        };
        // Settled at once: a grandchild that keeps the pipes open must not keep the question waiting.
        const timer = setTimeout(() => {
          child.kill("SIGKILL");
          child.stdout.destroy();
          child.stderr.destroy();
          finish(() => reject(new AnswererError("answerer_timeout", `${program} gave no reply within ${timeoutMs / 1000} s and was killed`)));
        }, timeoutMs);
        const onAbort = () => {
          child.kill("SIGKILL");
          finish(() => reject(signal!.reason));
        };
        signal?.addEventListener("abort", onAbort, { once: true });
        child.stdout.on("data", (chunk: Buffer) => {
          stdoutBytes += chunk.length;
          if (stdoutBytes > MAX_OUTPUT_BYTES) {
            child.kill("SIGKILL");
            finish(() => reject(new AnswererError("answerer_bad_reply", `${program} wrote more than ${MAX_OUTPUT_BYTES / 1024 / 1024} MB to stdout`)));
          } else stdout.push(chunk);
        });
        child.stderr.on("data", (chunk: Buffer) => {
          stderr = (stderr + chunk.toString("utf8")).slice(-2000);
        });
        // A program that exits without reading its stdin must not crash qaforge with EPIPE.
        child.stdin.on("error", () => {});
        child.on("error", (error) => finish(() => reject(new AnswererError("answerer_failed", `cannot start ${program}: ${(error as NodeJS.ErrnoException).code ?? error.message}`))));
        child.on("close", (code, killedBy) => {
          finish(() => {
            if (code !== 0) return reject(new AnswererError("answerer_failed", `${program} exited with ${code === null ? `signal ${killedBy}` : `code ${code}`}${stderr.trim() ? `: ${preview(stderr, 200)}` : ""}`));
            try {
              resolve(parseAnswererReply(Buffer.concat(stdout).toString("utf8")));
            } catch (error) {
              reject(error);
            }
          });
        });
        child.stdin.end(`${answererRequestBody(request)}\n`);
      });
    },
  };
}

export interface AskAnswererOptions {
  runConfig: RunConfig;
  runConfigFile?: string;
  /** The run database: ask keeps its chunk index there, not beside the documents. */
  dbPath: string;
  embedder?: string;
  /** A ready model instead of the configured answerer (tests, library users). */
  model?: BaseChatModel;
}

/**
 * qaforge's own `ask` on the question's source document: the passages it used are the contexts, with their lines,
 * and the usage is the tokens and cost of the answerer's calls for this question (priced from the run configuration).
 */
export async function askAnswerer(spec: string | null, options: AskAnswererOptions): Promise<Answerer> {
  const modelSpec = spec ?? formatModelSpec(roleSettings(options.runConfig, "answerer").spec);
  const { provider, model: modelName } = parseModelSpec(modelSpec);
  const model = options.model ?? (await createChatModel(modelSpec, "answerer", options.runConfig));
  return {
    name: `ask:${modelSpec}`,
    async answer(request, signal) {
      if (!request.document_path) throw new AnswererError("answerer_failed", "the question names no source document, and ask answers from one document");
      // A ledger of this question's own calls: concurrent questions share the model, so a shared ledger cannot tell them apart.
      const ledger = new UsageLedger(options.runConfig.prices);
      const result = await answerFromDocument(request.document_path, request.question, {
        call: { callbacks: [ledger.callbackHandler({ role: "answerer", provider, model: modelName })], ...(signal ? { signal } : {}) },
        model,
        modelName: modelSpec,
        dbPath: options.dbPath,
        ...(options.runConfigFile ? { runConfigFile: options.runConfigFile } : {}),
        ...(options.embedder ? { embedder: options.embedder } : {}),
        downloadMissing: false,
      });
      if (signal?.aborted) throw signal.reason;
      if (result.error) throw new AnswererError("answerer_failed", `ask: ${result.error.code}: ${result.error.message}`);
      const usage = ledger.totals();
      return {
        answer: result.answer,
        contexts: result.chunksUsed.map((chunk) => ({ text: chunk.text, source: request.document, start_line: chunk.startLine, end_line: chunk.endLine })),
        usage: { calls: usage.calls, inputTokens: usage.inputTokens, outputTokens: usage.outputTokens, costUsd: usage.costUsd },
        model: result.model,
      };
    },
  };
}

export interface ResearchAnswererOptions {
  corpusRoot: string | null;
  outDir: string;
  /**
   * The run database (eval's own): research keeps its corpus index and runs there, never in the corpus folder,
   * which eval only reads.
   */
  dbPath: string;
  runConfigFile?: string;
  /** Per question, from the start of its research run; default 10 minutes. */
  timeoutMs?: number;
  /** Ready models and a memory probe instead of the configured ones (library users, tests). */
  research?: Pick<ResearchOptions, "models" | "memory">;
}

/**
 * `--answerer research`: qaforge research (spec 003) answers each question from the whole corpus with its iterative
 * loop, its models from the run configuration. Each question is a batch of one in its own folder under `outDir`
 * (decision log, iteration history); citations become contexts by document and lines, so retrieval recall is
 * computed from them. Questions go through one at a time: each research run opens the corpus index in the run
 * database, and the loop runs its own calls concurrently. A question whose research runs past the timeout fails
 * with `answerer_timeout` at once; its run is stopped, and the next question starts when it has.
 */
export function researchAnswerer(options: ResearchAnswererOptions): Answerer {
  const { corpusRoot } = options;
  if (!corpusRoot) throw new QaforgeError("invalid_argument", "--answerer research needs the corpus folder: give --corpus, or a dataset that names its corpus_path");
  const timeoutMs = options.timeoutMs ?? DEFAULT_RESEARCH_TIMEOUT_MS;
  let queue: Promise<unknown> = Promise.resolve();
  return {
    name: "research",
    answer(request: AnswererRequest, signal?: AbortSignal): Promise<AnswererReply> {
      let stopped: Promise<unknown> = Promise.resolve();
      const run = async (): Promise<AnswererReply> => {
        if (signal?.aborted) throw signal.reason;
        const timeout = new AbortController();
        const researching = research(corpusRoot, {
          query: request.question,
          outDir: join(options.outDir, "research", request.id.replace(/[^A-Za-z0-9_.-]+/g, "_")),
          dbPath: options.dbPath,
          ...(options.runConfigFile ? { runConfigFile: options.runConfigFile } : {}),
          ...options.research,
          signal: signal ? AbortSignal.any([signal, timeout.signal]) : timeout.signal,
        });
        stopped = researching.catch(() => undefined);
        const summary = await withinTimeout(researching, timeoutMs, () => {
          timeout.abort();
          return new AnswererError("answerer_timeout", `research gave no answer within ${timeoutMs / 1000} s and was stopped`);
        });
        const failure = summary.failed[0];
        if (failure) throw new AnswererError("answerer_failed", `research failed: ${failure.message}`);
        const result = summary.results[0];
        if (!result) throw new AnswererError("answerer_bad_reply", "research returned no answer");
        return {
          answer: result.answer,
          contexts: result.citations.map((citation) => ({ text: "", source: citation.document, start_line: citation.startLine, end_line: citation.endLine })),
          usage: { calls: summary.model_calls, inputTokens: 0, outputTokens: 0, costUsd: summary.cost_usd },
          model: null,
        };
      };
      const answered = queue.then(run, run);
      // The next question waits for this one's research run to end, also when its answer gave up at the timeout.
      queue = answered.then(
        () => stopped,
        () => stopped,
      );
      return answered;
    },
  };
}

/** The work's outcome, or at the timeout the error `onTimeout` makes (the work itself is not waited for). */
function withinTimeout<T>(work: Promise<T>, timeoutMs: number, onTimeout: () => Error): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(onTimeout()), timeoutMs);
    work.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}
