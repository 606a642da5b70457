import { existsSync } from "node:fs";
import { readFile, stat } from "node:fs/promises";
import type { IncomingMessage, ServerResponse } from "node:http";
import { dirname, join } from "node:path";
import { validationReport, type JudgedChain } from "../agents/chains/report.js";
import type { QAPair } from "../agents/types.js";
import { readValidatedChains, validationReportPage } from "../api/report.js";
import { questionKeyOf, reviewedQuestions, reviewedRejections, reviewedSet, type ReviewedSetScope } from "../api/review.js";
import { runListingOf, statisticsOf } from "../api/runs.js";
import { CHAINS_POLISH_RUBRIC } from "../config/rubric.js";
import { loadWithCache } from "../corpus/ingest.js";
import type { Document } from "../documents/document.js";
import { detectFormat } from "../documents/load.js";
import { isQaforgeError, QaforgeError } from "../errors.js";
import { CHAINS_CHECKPOINT_FILE, CHAINS_VALIDATED_FILE } from "../outputs/chains.js";
import { outputFormatOf, serialiseQuestions, OUTPUT_FORMATS, type OutputFormat } from "../outputs/questions.js";
import { renderReport } from "../outputs/report/report.js";
import type { SqliteDatabase } from "../store/database.js";
import { DocumentRepository } from "../store/documents.js";
import { PipelineRunStore, type PipelineRun } from "../store/pipeline-runs.js";
import { REVIEW_ACTIONS, ReviewRepository, type ReviewAction } from "../store/reviews.js";
import { RunRepository, type RunDocumentRow, type RunRow } from "../store/runs.js";
import { checkAccess, checkCsrf, TOKEN_COOKIE, type AccessPolicy } from "./auth.js";
import { CONTENT_SECURITY_POLICY, STYLESHEET } from "./html.js";
import { chainsPage, documentPage, errorPage, pipelineChainsHref, questionHref, questionPage, rejectedHref, runPage, runsPage, type DocumentView, type PipelineListing } from "./pages.js";

/** Largest form body read, in bytes. */
const MAX_BODY = 256 * 1024;
/** Documents kept parsed between requests. */
const DOCUMENT_CACHE_SIZE = 6;

interface Reply {
  status: number;
  type: string;
  body: string | Buffer;
  headers?: Record<string, string>;
}

class HttpError extends Error {
  constructor(readonly status: 400 | 404 | 405 | 413, message: string) {
    super(message);
  }
}

const htmlReply = (body: string, status = 200): Reply => ({ status, type: "text/html; charset=utf-8", body });
const redirect = (location: string): Reply => ({ status: 303, type: "text/plain; charset=utf-8", body: "", headers: { location } });

function wholeNumber(text: string | undefined | null, what: string): number {
  if (!text || !/^\d{1,9}$/.test(text)) throw new HttpError(400, `${what} must be a whole number`);
  return Number(text);
}

/**
 * The review server's request handler over one open store. It reads runs, questions, reviews and documents only
 * through the store's repositories: a document is opened only when the run names it (by its position in the run,
 * never by a path from the request), and the one thing it writes is a review row.
 */
export class ReviewApp {
  private readonly runs: RunRepository;
  private readonly reviews: ReviewRepository;
  private readonly pipelines: PipelineRunStore;
  private readonly documentCache: DocumentRepository;
  private readonly parsed = new Map<string, Document>();

  constructor(
    private readonly db: SqliteDatabase,
    private readonly database: string,
    private readonly policy: AccessPolicy,
  ) {
    this.runs = new RunRepository(db);
    this.reviews = new ReviewRepository(db);
    this.pipelines = new PipelineRunStore(db);
    this.documentCache = new DocumentRepository(db);
  }

  /** For `http.createServer`. Never throws: every failure becomes an error page. */
  readonly handle = async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    let reply: Reply;
    try {
      reply = await this.route(request);
    } catch (error) {
      reply = this.errorReply(error);
    }
    this.send(response, reply, request.method === "HEAD");
  };

  private errorReply(error: unknown): Reply {
    if (error instanceof HttpError) return htmlReply(errorPage(error.status, error.message), error.status);
    if (isQaforgeError(error)) {
      const status = error.code === "run_not_found" || error.code === "document_not_found" ? 404 : error.code === "invalid_argument" || error.code === "page_out_of_range" ? 400 : 500;
      return htmlReply(errorPage(status, error.describe()), status);
    }
    return htmlReply(errorPage(500, `internal error: ${error instanceof Error ? error.message : String(error)}`), 500);
  }

  private send(response: ServerResponse, reply: Reply, head: boolean): void {
    response.writeHead(reply.status, {
      "content-type": reply.type,
      "content-security-policy": CONTENT_SECURITY_POLICY,
      "x-content-type-options": "nosniff",
      // same-origin, not no-referrer: with no-referrer a browser posts a form with "Origin: null", which is refused.
      "referrer-policy": "same-origin",
      "x-frame-options": "DENY",
      "cache-control": "no-store",
      ...reply.headers,
    });
    response.end(head ? undefined : reply.body);
  }

  private async route(request: IncomingMessage): Promise<Reply> {
    const method = request.method ?? "GET";
    const url = new URL(request.url ?? "/", "http://qaforge.invalid");
    const access = checkAccess({ method, headers: request.headers, url }, this.policy);
    if (!access.allowed) return htmlReply(errorPage(access.status, access.reason), access.status);
    // Only a page visit is redirected: a form post keeps its body, and the token in its address is enough.
    if (access.tokenFromQuery && (method === "GET" || method === "HEAD")) {
      url.searchParams.delete("token");
      const reply = redirect(`${url.pathname}${url.search}`);
      reply.headers!["set-cookie"] = `${TOKEN_COOKIE}=${this.policy.token}; HttpOnly; SameSite=Strict; Path=/`;
      return reply;
    }
    const parts = url.pathname.split("/").filter(Boolean).map((part) => {
      try {
        return decodeURIComponent(part);
      } catch {
        throw new HttpError(400, "the address is not valid");
      }
    });
    const isGet = method === "GET" || method === "HEAD";

    if (parts.length === 0 && isGet) return htmlReply(this.runsPage());
    if (parts.length === 1 && parts[0] === "style.css" && isGet) return { status: 200, type: "text/css; charset=utf-8", body: STYLESHEET };
    if (parts[0] === "runs" && parts.length >= 2) {
      const run = this.run(parts[1]!);
      const rest = parts.slice(2);
      if (rest.length === 0 && isGet) return htmlReply(this.runPage(run));
      if (rest[0] === "export" && rest.length === 1 && isGet) return this.exportReply(run, url);
      if ((rest[0] === "questions" || rest[0] === "rejected") && rest.length === 3) {
        const document = this.documentRow(run, rest[1]);
        const attempt = wholeNumber(rest[2], "the attempt number");
        const rejected = rest[0] === "rejected";
        if (isGet) return htmlReply(await this.questionPage(run, document, attempt, url.searchParams.get("saved") ?? undefined, rejected));
        if (method === "POST") return this.review(request, run, document, attempt, rejected);
      }
      if (rest[0] === "documents" && rest.length === 2 && isGet) {
        const document = this.documentRow(run, rest[1]);
        const view = await this.view(run, document);
        const from = url.searchParams.has("from") ? wholeNumber(url.searchParams.get("from"), "from") : 1;
        const markMatch = /^(\d{1,9})-(\d{1,9})$/.exec(url.searchParams.get("mark") ?? "");
        return htmlReply(documentPage(run, document, view, from, markMatch ? { start: Number(markMatch[1]), end: Number(markMatch[2]) } : undefined));
      }
      if (rest[0] === "documents" && rest[2] === "pages" && rest.length === 4 && isGet) {
        const page = /^(\d{1,6})\.png$/.exec(rest[3]!);
        if (!page) throw new HttpError(404, "no such page image");
        return this.pageImage(run, this.documentRow(run, rest[1]), Number(page[1]));
      }
    }
    if (parts[0] === "pipelines" && parts.length === 3 && parts[2] === "report" && isGet) return this.pipelineReport(parts[1]!);
    if (parts[0] === "pipelines" && parts.length === 3 && parts[2] === "chains" && isGet) return this.pipelineChains(parts[1]!);
    if (!isGet && method !== "POST") throw new HttpError(405, `${method} is not served here`);
    throw new HttpError(404, `nothing at ${url.pathname}`);
  }

  private run(id: string): RunRow {
    const run = this.runs.get(id);
    if (!run) throw new HttpError(404, `no run with id ${id}`);
    return run;
  }

  private documentRow(run: RunRow, ordinalText: string | undefined): RunDocumentRow {
    const ordinal = wholeNumber(ordinalText, "the document number");
    const row = this.runs.documents(run.id).find((document) => document.ordinal === ordinal);
    if (!row) throw new HttpError(404, `run ${run.id} has no document number ${ordinal}`);
    return row;
  }

  private runsPage(): string {
    const runs = this.runs.list().map((run) => {
      const listing = runListingOf(this.runs, run);
      const reviewed = new Set(this.reviews.history(run.id).map((row) => `${row.attempt_number}\u0000${row.path}`)).size;
      return { ...listing, reviewed, cost_usd: this.runs.usage(run.id).reduce((sum, usage) => sum + usage.cost_usd, 0) };
    });
    const pipelines: PipelineListing[] = this.pipelines.runs().map((run) => {
      const counts = this.pipelines.counts(run.id);
      return { run, done: counts.done, total: counts.total, costUsd: this.pipelines.usage(run.id).reduce((sum, usage) => sum + usage.costUsd, 0), hasReport: existsSync(validatedFileOf(run) ?? "") };
    });
    return runsPage(this.database, runs, pipelines);
  }

  private runPage(run: RunRow): string {
    const listing = runListingOf(this.runs, run);
    return runPage({
      run,
      status: listing.status,
      statistics: statisticsOf(this.runs, run, this.database),
      documents: this.runs.documents(run.id),
      questions: reviewedQuestions(this.runs, this.reviews, run.id),
      rejected: reviewedRejections(this.runs, this.reviews, run),
    });
  }

  /** An accepted question, or (`rejected`) a rejected candidate, of a run's document, with the next unreviewed question. */
  private question(run: RunRow, document: RunDocumentRow, attempt: number, rejected = false) {
    const questions = rejected ? reviewedRejections(this.runs, this.reviews, run) : reviewedQuestions(this.runs, this.reviews, run.id);
    const index = questions.findIndex(({ qa }) => {
      const key = questionKeyOf(qa);
      return key.path === document.path && key.attemptNumber === attempt;
    });
    if (index < 0) throw new HttpError(404, `${document.path} has no ${rejected ? "rejected candidate" : "accepted question"} from attempt ${attempt} in run ${run.id}`);
    // After this one in the run's order, then from the start.
    const next = [...questions.slice(index + 1), ...questions.slice(0, index)].find(({ review }) => review.verdict === "unreviewed");
    return { ...questions[index]!, next };
  }

  private async questionPage(run: RunRow, document: RunDocumentRow, attempt: number, saved: string | undefined, rejected: boolean): Promise<string> {
    const { qa, review, next, rejection } = this.question(run, document, attempt, rejected);
    const flash = saved && (REVIEW_ACTIONS as readonly string[]).includes(saved) ? `Stored: ${saved}.` : undefined;
    const nextUnreviewed = next && !rejection ? this.questionHrefOf(run, next.qa) : undefined;
    return questionPage({ run, document, qa, review, view: await this.view(run, document), csrf: this.policy.csrf, ...(flash ? { flash } : {}), ...(nextUnreviewed ? { nextUnreviewed } : {}), ...(rejection ? { rejection } : {}) });
  }

  private questionHrefOf(run: RunRow, qa: QAPair): string | undefined {
    const { path, attemptNumber } = questionKeyOf(qa);
    const row = this.runs.documents(run.id).find((document) => document.path === path);
    return row ? questionHref(run.id, row.ordinal, attemptNumber) : undefined;
  }

  private async review(request: IncomingMessage, run: RunRow, document: RunDocumentRow, attempt: number, rejected: boolean): Promise<Reply> {
    const form = await readForm(request);
    if (!checkCsrf(form.get("csrf") ?? undefined, this.policy)) return htmlReply(errorPage(403, "the form is stale or from elsewhere; reload the page and try again"), 403);
    const action = form.get("action") ?? "";
    if (!(REVIEW_ACTIONS as readonly string[]).includes(action)) throw new HttpError(400, `action must be one of ${REVIEW_ACTIONS.join(", ")}`);
    this.question(run, document, attempt, rejected);
    this.reviews.record({
      runId: run.id,
      path: document.path,
      attemptNumber: attempt,
      rejected,
      action: action as ReviewAction,
      question: form.get("question") ?? undefined,
      answer: form.get("answer") ?? undefined,
      note: form.get("note") ?? undefined,
      reviewer: form.get("reviewer") ?? undefined,
    });
    return redirect(`${(rejected ? rejectedHref : questionHref)(run.id, document.ordinal, attempt)}?saved=${action}`);
  }

  private exportReply(run: RunRow, url: URL): Reply {
    const format = (url.searchParams.get("format") ?? "json") as OutputFormat;
    if (!OUTPUT_FORMATS.includes(format)) throw new HttpError(400, `format must be one of ${OUTPUT_FORMATS.join(", ")}`);
    const scope = (url.searchParams.get("scope") ?? "accepted") as ReviewedSetScope;
    if (scope !== "accepted" && scope !== "accepted_and_unreviewed") throw new HttpError(400, "scope must be accepted or accepted_and_unreviewed");
    const file = `qaforge-${run.id}-reviewed.${format}`;
    const reviewed = [...reviewedQuestions(this.runs, this.reviews, run.id), ...reviewedRejections(this.runs, this.reviews, run)];
    const body = serialiseQuestions(outputFormatOf(file), reviewedSet(run, reviewed, scope));
    const type = format === "csv" ? "text/csv; charset=utf-8" : format === "jsonl" ? "application/x-ndjson; charset=utf-8" : "application/json; charset=utf-8";
    return { status: 200, type, body, headers: { "content-disposition": `attachment; filename="${file}"` } };
  }

  /** The document a run names, parsed once (through the store's ingest cache) and kept for a few requests. */
  private async document(run: RunRow, row: RunDocumentRow): Promise<Document> {
    const unreadable = (error: NodeJS.ErrnoException) => {
      throw new QaforgeError("document_not_found", `cannot read ${row.absolute_path} (${error.code ?? error.message})`);
    };
    // Keyed by the file's size and time too: a document changed while the server runs is read again.
    const { size, mtimeMs } = await stat(row.absolute_path).catch(unreadable);
    const key = `${run.id}\u0000${row.ordinal}\u0000${size}\u0000${mtimeMs}`;
    const cached = this.parsed.get(key);
    if (cached) return cached;
    const bytes = await readFile(row.absolute_path).catch(unreadable);
    const format = detectFormat(row.absolute_path, bytes);
    if (!format) throw new QaforgeError("document_not_found", `${row.absolute_path} is no longer a format qaforge reads`);
    const document = await loadWithCache(row.absolute_path, bytes, format, this.documentCache);
    this.parsed.set(key, document);
    if (this.parsed.size > DOCUMENT_CACHE_SIZE) this.parsed.delete(this.parsed.keys().next().value!);
    return document;
  }

  private async view(run: RunRow, row: RunDocumentRow): Promise<DocumentView> {
    try {
      const document = await this.document(run, row);
      const changed = row.hash !== null && row.hash !== document.id;
      return {
        lines: document.lines,
        format: document.format,
        pageOfLine: (line) => document.pageOfLine(line),
        renderable: document.format === "pdf" && document.hasPages,
        ...(changed ? { notice: "The document has changed since this run read it: the line numbers of its evidence may no longer match." } : {}),
      };
    } catch (error) {
      if (!isQaforgeError(error)) throw error;
      return { lines: [], format: "unknown", renderable: false, notice: `The document cannot be shown: ${error.describe()}. The evidence below is the text stored with the question.` };
    }
  }

  private async pageImage(run: RunRow, row: RunDocumentRow, pageNumber: number): Promise<Reply> {
    const document = await this.document(run, row);
    if (pageNumber < 1 || pageNumber > document.pageCount) throw new HttpError(404, `${row.path} has no page ${pageNumber}`);
    const rendered = await document.renderPage(pageNumber);
    if (rendered.kind !== "png") throw new HttpError(404, rendered.reason);
    return { status: 200, type: "image/png", body: rendered.png };
  }

  /** A chains or polish run and its judged chains. */
  private async judgedChains(id: string): Promise<{ run: PipelineRun; file: string; chains: JudgedChain[] }> {
    let run: PipelineRun;
    try {
      run = this.pipelines.getRun(id);
    } catch {
      throw new HttpError(404, `no chains or polish run with id ${id}`);
    }
    const validated = validatedFileOf(run);
    // While polish runs (or after it was killed) its checkpoint holds the chains judged so far, and is the newer.
    const checkpoint = validated && join(dirname(validated), CHAINS_CHECKPOINT_FILE);
    const file = checkpoint && existsSync(checkpoint) ? checkpoint : validated;
    if (!file || !existsSync(file)) throw new HttpError(404, `run ${run.id} has no judged chains yet; run qaforge polish on its output`);
    return { run, file, chains: await readValidatedChains(file) };
  }

  private async pipelineReport(id: string): Promise<Reply> {
    const { run, file, chains } = await this.judgedChains(id);
    const threshold = typeof run.settings.threshold === "number" ? run.settings.threshold : CHAINS_POLISH_RUBRIC.threshold;
    const page = renderReport(validationReportPage(validationReport(chains, threshold, new Date()), file));
    const navigation = `<nav class="top" style="padding:10px 24px"><a href="/">back to the runs</a> · <a href="${pipelineChainsHref(run.id)}">every judged chain</a></nav>`;
    return htmlReply(page.replace("<main>", `${navigation}\n<main>`));
  }

  private async pipelineChains(id: string): Promise<Reply> {
    const { run, file, chains } = await this.judgedChains(id);
    return htmlReply(chainsPage(run, file, chains));
  }
}

/** Where a chains or polish run's judged chains are, from the settings the run stored. */
function validatedFileOf(run: PipelineRun): string | undefined {
  if (run.pipeline === "chains" && typeof run.settings.out_dir === "string") return join(run.settings.out_dir, CHAINS_VALIDATED_FILE);
  if (run.pipeline === "polish" && typeof run.settings.raw === "string") return join(dirname(run.settings.raw), CHAINS_VALIDATED_FILE);
  return undefined;
}

async function readForm(request: IncomingMessage): Promise<URLSearchParams> {
  const type = request.headers["content-type"] ?? "";
  if (!type.startsWith("application/x-www-form-urlencoded")) throw new HttpError(400, "a review is posted as a form (application/x-www-form-urlencoded)");
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY) throw new HttpError(413, `the form is larger than ${MAX_BODY} bytes`);
    chunks.push(chunk as Buffer);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString("utf8"));
}
