import type { BaseChatModel } from "@langchain/core/language_models/chat_models";
import type { RunnableConfig } from "@langchain/core/runnables";
import { statSync } from "node:fs";
import { mkdir, readdir, readFile, rename, writeFile } from "node:fs/promises";
import { dirname, extname, join, resolve } from "node:path";
import {
  abstractOf,
  buildAnswerMessages,
  chunkContextOf,
  defaultSimilarityThreshold,
  DEFAULT_MAX_CHUNKS,
  extractThinking,
  hasAnyText,
  parseAnswerReply,
  qaErrorFrom,
  type AbstractText,
  type AnswerContext,
  type ChunkContext,
  type DocumentTextStatus,
  type ProxyCallback,
  type QAError,
  type QAErrorCode,
  type SemanticSearchAnswer,
} from "../agents/answerer.js";
import { loadManifest, type ManifestEntry } from "../config/manifest.js";
import { formatModelSpec } from "../config/models.js";
import { resolveRunConfig, roleSettings, type AskSettings, type RunConfig } from "../config/run-config.js";
import { loadWithCache } from "../corpus/ingest.js";
import type { Document } from "../documents/document.js";
import { detectFormat } from "../documents/load.js";
import { QaforgeError } from "../errors.js";
import { createChatModel } from "../models/create.js";
import { createEmbedder, OFFLINE_EMBEDDER_ID, Retriever, type Embedder } from "../retrieval/index.js";
import { SqliteChunkIndex } from "../store/chunk-index.js";
import { openDatabase, type SqliteDatabase } from "../store/database.js";
import { DocumentRepository } from "../store/documents.js";
import { SqliteEmbeddingCache } from "../store/embedding-cache.js";
import { createLlmCache } from "../store/llm-cache.js";
import { resolveWorkspace } from "./workspace.js";

export {
  answerToJSON,
  describeQAError,
  QA_ERROR_CODES,
  type AnswerSource,
  type ChunkContext,
  type DocumentTextStatus,
  type ProxyCallback,
  type ProxyCallbackResult,
  type QAError,
  type QAErrorCode,
  type SemanticSearchAnswer,
} from "../agents/answerer.js";

export interface AskOptions {
  /** A JSONL manifest of documents registered by URL; `document` is then an id in it (or still a file path). */
  manifest?: string;
  /** Database file; default `.qaforge/qaforge.db` beside the document (or the manifest). */
  dbPath?: string;
  /** qaforge.config.yaml; default the one in `cwd`, if any. */
  runConfigFile?: string;
  cwd?: string;
  /** The answerer's spec (`provider:model`); default the configured answerer, else `offline:answerer`. */
  answerer?: string;
  /** A ready model instead of `answerer` (library users, tests). */
  model?: BaseChatModel;
  /** Name of `model` in the result; default the model's own name. */
  modelName?: string;
  /** Embedder spec or instance for the semantic search; default the config's `ask.embedder`, else `offline`. */
  embedder?: string | Embedder;
  /** Most passages given to the answerer. Default 5. */
  maxChunks?: number;
  /** Least cosine similarity of a passage. Default by embedder (0.08 offline, 0.3 others). */
  threshold?: number;
  /** false answers from the abstract only. */
  useFulltext?: boolean;
  /** false never downloads a missing full text. */
  downloadMissing?: boolean;
  /** Consent to the institutional proxy given up front (`--allow-proxy`). */
  allowProxy?: boolean;
  /** Asked for consent when open access fails and a proxy is configured (spec 004 6a). */
  proxyCallback?: ProxyCallback;
  /** The fetch used for downloads; the global fetch by default. */
  fetch?: typeof fetch;
  /** Per download. Default 60 s. */
  downloadTimeoutMs?: number;
  /** Given to the answerer's call: callbacks (a caller's own usage ledger), metadata, an abort signal. */
  call?: Pick<RunnableConfig, "callbacks" | "metadata" | "signal">;
}

const DOWNLOAD_TIMEOUT_MS = 60_000;

/**
 * `qaforge ask`: answers a question from one document, following spec 004's workflow: check the question; read the
 * configuration and open the database; find the document (a file, or a manifest entry) and what text it has; fetch a
 * missing full text (open access first, the proxy only with consent); chunk and embed the full text if it is not
 * indexed yet; search it, inside the document only, for the passages most like the question; fall back to the
 * abstract when there is no usable full text or no passage reaches the threshold; ask the answerer. Never throws:
 * every failure is the result's `error`, with a spec 004 code.
 */
export async function answerFromDocument(document: string, question: string, options: AskOptions = {}): Promise<SemanticSearchAnswer> {
  const answer: SemanticSearchAnswer = {
    answer: "",
    reasoning: null,
    source: null,
    chunksUsed: [],
    model: options.modelName ?? options.answerer ?? "",
    document,
    question,
    confidence: null,
    declined: false,
    error: null,
    warnings: [],
  };
  const fail = (error: QAError): SemanticSearchAnswer => ({ ...answer, error });

  // 1. Inputs.
  if (question.trim() === "") return fail({ code: "configuration_error", message: "the question is empty" });

  // 3. Configuration (before the database, so that a bad option touches nothing).
  let settings: ResolvedSettings;
  try {
    settings = await resolveSettings(options);
  } catch (error) {
    return fail(qaErrorFrom(error, "configuration_error"));
  }
  if (!options.model) answer.model = formatModelSpec(roleSettings(settings.runConfig, "answerer").spec);

  // 4 (first half). Which document: a manifest entry or a file.
  let target: Target;
  try {
    target = await locate(document, options);
  } catch (error) {
    return fail(qaErrorFrom(error, "document_not_found"));
  }

  // 2. The database.
  let db: SqliteDatabase;
  try {
    db = openDatabase(target.dbPath);
  } catch (error) {
    return fail(qaErrorFrom(error, "database_error"));
  }
  try {
    return await answerWithDatabase(db, target, question, settings, options, answer);
  } finally {
    db.close();
  }
}

/** spec 004 `get_document_text_status`, for library users: what text the document has for this embedder. */
export async function documentTextStatus(document: string, options: AskOptions = {}): Promise<DocumentTextStatus> {
  const settings = await resolveSettings(options);
  const target = await locate(document, options);
  const db = openDatabase(target.dbPath);
  try {
    const store = openStore(db, settings, options);
    return (await readText(target, store)).status;
  } finally {
    db.close();
  }
}

// ---------------------------------------------------------------------------------------------------------------

interface ResolvedSettings {
  runConfig: RunConfig;
  embedderSpec: string;
  maxChunks: number;
  threshold: number | undefined;
  useFulltext: boolean;
  downloadMissing: boolean;
  alwaysAllowProxy: boolean;
  proxyUrl: string | undefined;
}

async function resolveSettings(options: AskOptions): Promise<ResolvedSettings> {
  const runConfig = await resolveRunConfig({
    file: options.runConfigFile,
    cwd: options.cwd,
    flags: options.answerer === undefined ? {} : { answerer: options.answerer },
  });
  const ask: AskSettings = runConfig.ask ?? {};
  const maxChunks = options.maxChunks ?? ask.maxChunks ?? DEFAULT_MAX_CHUNKS;
  if (!Number.isInteger(maxChunks) || maxChunks < 1 || maxChunks > 100) {
    throw new QaforgeError("invalid_argument", `--max-chunks must be a whole number from 1 to 100, got ${maxChunks}`);
  }
  const threshold = options.threshold ?? ask.similarityThreshold;
  if (threshold !== undefined && !(threshold >= -1 && threshold <= 1)) {
    throw new QaforgeError("invalid_argument", `--threshold must be a similarity from -1 to 1, got ${threshold}`);
  }
  return {
    runConfig,
    embedderSpec: typeof options.embedder === "string" ? options.embedder : (ask.embedder ?? OFFLINE_EMBEDDER_ID),
    maxChunks,
    threshold,
    useFulltext: options.useFulltext ?? ask.useFulltext ?? true,
    downloadMissing: options.downloadMissing ?? ask.downloadMissing ?? true,
    alwaysAllowProxy: ask.alwaysAllowProxy ?? false,
    proxyUrl: ask.proxyUrl,
  };
}

interface Target {
  /** The manifest entry, when the document is registered by URL. */
  entry?: ManifestEntry;
  /** The file, when the document is local. */
  path?: string;
  dbPath: string;
  downloadsDir: string;
}

async function locate(document: string, options: AskOptions): Promise<Target> {
  if (options.manifest !== undefined) {
    const entries = await loadManifest(options.manifest);
    const entry = entries.find((candidate) => candidate.id === document);
    if (entry) {
      const dataDir = join(dirname(resolve(options.manifest)), ".qaforge");
      return { entry, dbPath: options.dbPath ? resolve(options.dbPath) : join(dataDir, "qaforge.db"), downloadsDir: join(dataDir, "downloads") };
    }
    if (!isFile(document)) {
      throw new QaforgeError("document_not_found", `no document with id "${document}" in ${options.manifest}, and no such file`, { subject: document });
    }
  }
  const workspace = resolveWorkspace(document, { dbPath: options.dbPath });
  if (!workspace.isFile) throw new QaforgeError("document_not_found", "is a folder; give one document", { subject: document });
  return { path: workspace.target, dbPath: workspace.dbPath, downloadsDir: join(workspace.dataDir, "downloads") };
}

function isFile(path: string): boolean {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

interface Store {
  documents: DocumentRepository;
  retriever: Retriever;
}

function openStore(db: SqliteDatabase, settings: ResolvedSettings, options: AskOptions): Store {
  const index = new SqliteChunkIndex(db);
  const embedder =
    typeof options.embedder === "object" ? options.embedder : createEmbedder(settings.embedderSpec, { cache: new SqliteEmbeddingCache(db) });
  return { documents: new DocumentRepository(db), retriever: new Retriever({ index, embedder }) };
}

interface DocumentText {
  status: DocumentTextStatus;
  fullText?: Document;
  abstract?: AbstractText;
}

/** spec 004 step 4: the document's text and its status. */
async function readText(target: Target, store: Store): Promise<DocumentText> {
  const fullText = target.path ? await loadFile(target.path, store.documents) : await findDownloaded(target, store.documents);
  const documentAbstract = target.entry?.abstract ? { text: target.entry.abstract, origin: "manifest" as const } : fullText ? abstractOf(fullText) : undefined;
  const fulltextLength = fullText ? fullText.lines.reduce((sum, line) => sum + line.trim().length, 0) : 0;
  const hasFulltext = fulltextLength > 0;
  const status: DocumentTextStatus = {
    documentId: target.entry?.id ?? target.path!,
    ...(target.entry?.title ?? fullText?.title ? { title: target.entry?.title ?? fullText?.title } : {}),
    hasAbstract: documentAbstract !== undefined,
    hasFulltext,
    hasFulltextChunks: hasFulltext && (await store.retriever.index.hasDocument(fullText!.id, store.retriever.embedder.id)),
    abstractLength: documentAbstract?.text.length ?? 0,
    fulltextLength,
  };
  return { status, ...(hasFulltext ? { fullText } : {}), ...(documentAbstract ? { abstract: documentAbstract } : {}) };
}

async function loadFile(path: string, documents: DocumentRepository): Promise<Document> {
  const bytes = await readFile(path);
  const format = detectFormat(path, bytes);
  if (!format) throw new QaforgeError("unsupported_format", "not a format qaforge reads", { subject: path });
  return loadWithCache(path, bytes, format, documents);
}

/** A full text downloaded earlier (or put in place by the user): `.qaforge/downloads/<id>.<ext>`. */
async function findDownloaded(target: Target, documents: DocumentRepository): Promise<Document | undefined> {
  const id = target.entry!.id;
  let names: string[];
  try {
    names = await readdir(target.downloadsDir);
  } catch {
    return undefined;
  }
  for (const name of names.sort()) {
    if (!name.startsWith(`${id}.`) || name.endsWith(".tmp")) continue;
    const path = join(target.downloadsDir, name);
    if (detectFormat(path) !== undefined) return loadFile(path, documents);
  }
  return undefined;
}

// ---------------------------------------------------------------------------------------------------------------

async function answerWithDatabase(
  db: SqliteDatabase,
  target: Target,
  question: string,
  settings: ResolvedSettings,
  options: AskOptions,
  answer: SemanticSearchAnswer,
): Promise<SemanticSearchAnswer> {
  const fail = (error: QAError): SemanticSearchAnswer => ({ ...answer, error });
  let store: Store;
  let model: BaseChatModel;
  try {
    store = openStore(db, settings, options);
  } catch (error) {
    return fail(qaErrorFrom(error, "database_error"));
  }
  try {
    model = options.model ?? (await createChatModel(roleSettings(settings.runConfig, "answerer").spec, "answerer", settings.runConfig, { cache: createLlmCache(db) }));
  } catch (error) {
    return fail(qaErrorFrom(error, "configuration_error"));
  }
  if (options.model && options.modelName === undefined) answer.model = options.model.getName();

  // 4. Text status.
  let text: DocumentText;
  try {
    text = await readText(target, store);
  } catch (error) {
    return fail(qaErrorFrom(error, "document_not_found"));
  }

  // 5. Any text, or a way to get some.
  const url = target.entry?.url;
  const canDownload = url !== undefined && settings.useFulltext && settings.downloadMissing;
  if (!hasAnyText(text.status) && !canDownload) {
    return fail(
      url !== undefined
        ? { code: "no_fulltext", message: `${text.status.documentId} has no abstract, and its full text is not downloaded (${settings.useFulltext ? "downloading is off" : "the full text is not used"})` }
        : { code: "no_text_available", message: `${text.status.documentId} has neither full text nor an abstract` },
    );
  }

  let downloadOutcome: DownloadOutcome | undefined;
  let chunks: ChunkContext[] = [];
  let note: string | undefined;
  if (settings.useFulltext) {
    // 6a. Fetch a missing full text.
    if (!text.status.hasFulltext && canDownload) {
      downloadOutcome = await fetchFullText(target, settings, options, store.documents);
      answer.warnings.push(...downloadOutcome.warnings);
      if (downloadOutcome.document) {
        try {
          text = await readText(target, store);
        } catch (error) {
          return fail(qaErrorFrom(error, "download_failed"));
        }
      }
    }
    if (text.fullText) {
      // 6b. Chunk and embed on demand. Also when the document is indexed: its chunks are compared with what the text
      // gives now (cheap), so an index built from an earlier extraction or other chunking options is not served.
      try {
        await store.retriever.ensureIndexed(text.fullText);
      } catch (error) {
        return fail(qaErrorFrom(error, "embedding_failed"));
      }
      // 6c. Document-scoped semantic search.
      const threshold = settings.threshold ?? defaultSimilarityThreshold(store.retriever.embedder.id);
      try {
        const hits = await store.retriever.retrieve(question, { documentId: text.fullText.id, limit: settings.maxChunks, threshold, mode: "semantic" });
        chunks = hits.map(chunkContextOf);
      } catch (error) {
        const failure = qaErrorFrom(error, "semantic_search_failed");
        return fail({ code: "semantic_search_failed", message: failure.message });
      }
      if (chunks.length === 0) note = `no passage of the full text reached similarity ${threshold}`;
    } else {
      note = "the full text is not available";
    }
  }

  // 7–8. The context: the passages, else the abstract.
  let context: AnswerContext;
  if (chunks.length > 0) {
    context = { source: "fulltext_semantic", chunks, ...(text.status.title ? { title: text.status.title } : {}) };
  } else if (text.abstract) {
    context = { source: "abstract", chunks: [], abstract: text.abstract.text, ...(text.status.title ? { title: text.status.title } : {}) };
  } else {
    return fail(missingTextError(text.status, downloadOutcome, note));
  }
  answer.source = context.source;
  answer.chunksUsed = chunks;

  // 9. The answer.
  let reply;
  try {
    reply = await model.invoke(buildAnswerMessages(question, context), options.call);
  } catch (error) {
    const failure = qaErrorFrom(error, "llm_error");
    return fail(failure.code === "configuration_error" ? failure : { code: "llm_error", message: failure.message });
  }
  const { answer: replyText, reasoning } = extractThinking(reply);
  if (replyText === "") return fail({ code: "llm_error", message: `${answer.model} returned no answer${reasoning ? " (only reasoning)" : ""}` });
  const parsed = parseAnswerReply(replyText);
  return { ...answer, answer: parsed.answer, reasoning, confidence: parsed.confidence, declined: parsed.declined };
}

/** Why there is no text to answer from, after every way to get some was tried. */
function missingTextError(status: DocumentTextStatus, download: DownloadOutcome | undefined, note: string | undefined): QAError {
  const id = status.documentId;
  if (download) {
    const last = download.warnings[download.warnings.length - 1];
    const codes: Record<DownloadOutcome["outcome"], QAErrorCode> = {
      ok: "no_fulltext",
      failed: "download_failed",
      declined: "user_cancelled",
      no_consent: "proxy_required",
    };
    return { code: codes[download.outcome], message: `${id} has no abstract, and ${last?.message ?? "the downloaded full text holds no text"}` };
  }
  if (status.hasFulltext) return { code: "no_fulltext", message: `${id}: ${note ?? "no usable passage"}, and it has no abstract to fall back to` };
  return { code: "no_fulltext", message: `${id} has no abstract, and ${note ?? "its full text is not available"}` };
}

// ---------------------------------------------------------------------------------------------------------------
// spec 004 6a: open access first; the proxy only with consent.

interface DownloadOutcome {
  outcome: "ok" | "failed" | "declined" | "no_consent";
  document?: Document;
  warnings: QAError[];
}

async function fetchFullText(target: Target, settings: ResolvedSettings, options: AskOptions, documents: DocumentRepository): Promise<DownloadOutcome> {
  const entry = target.entry!;
  const url = entry.url!;
  const warnings: QAError[] = [];
  try {
    return { outcome: "ok", document: await download(url, target, options, documents), warnings };
  } catch (error) {
    warnings.push({ code: "download_failed", message: `open access download of ${url} failed: ${messageOf(error)}` });
  }
  if (settings.proxyUrl === undefined) return { outcome: "failed", warnings };

  let consent = settings.alwaysAllowProxy || options.allowProxy === true;
  if (!consent && options.proxyCallback) {
    let decision;
    try {
      decision = await options.proxyCallback(entry.id, entry.title);
    } catch (error) {
      warnings.push({ code: "user_cancelled", message: `asking for proxy consent failed: ${messageOf(error)}` });
      return { outcome: "declined", warnings };
    }
    if (decision.pdfMadeAvailable) {
      const provided = await findDownloaded(target, documents).catch(() => undefined);
      if (provided) return { outcome: "ok", document: provided, warnings };
      warnings.push({ code: "download_failed", message: `no readable full text was found at ${join(target.downloadsDir, `${entry.id}.pdf`)}` });
    }
    if (!decision.allowProxy) {
      warnings.push({ code: "user_cancelled", message: "the proxy download was declined" });
      return { outcome: "declined", warnings };
    }
    consent = true;
  }
  if (!consent) {
    warnings.push({
      code: "proxy_required",
      message: "the full text needs the institutional proxy; allow it with --allow-proxy, ask.always_allow_proxy, or answer y on a terminal",
    });
    return { outcome: "no_consent", warnings };
  }
  const proxied = settings.proxyUrl.replace("{url}", encodeURIComponent(url));
  try {
    return { outcome: "ok", document: await download(proxied, target, options, documents), warnings };
  } catch (error) {
    warnings.push({ code: "download_failed", message: `proxy download of ${url} failed: ${messageOf(error)}` });
    return { outcome: "failed", warnings };
  }
}

const EXTENSION_BY_TYPE: [RegExp, string][] = [
  [/application\/pdf/i, ".pdf"],
  [/application\/vnd\.openxmlformats-officedocument\.wordprocessingml/i, ".docx"],
  [/(?:application|text)\/(?:jats\+)?xml/i, ".xml"],
  [/text\/html|application\/xhtml/i, ".html"],
  [/text\/markdown/i, ".md"],
  [/text\/plain/i, ".txt"],
];

/** Downloads a full text, keeps it as `.qaforge/downloads/<id>.<ext>` and ingests it. */
async function download(url: string, target: Target, options: AskOptions, documents: DocumentRepository): Promise<Document> {
  const fetcher = options.fetch ?? fetch;
  const response = await fetcher(url, { redirect: "follow", signal: AbortSignal.timeout(options.downloadTimeoutMs ?? DOWNLOAD_TIMEOUT_MS) });
  if (!response.ok) throw new QaforgeError("download_failed", `HTTP ${response.status}${response.statusText ? ` ${response.statusText}` : ""}`);
  const bytes = Buffer.from(await response.arrayBuffer());
  if (bytes.length === 0) throw new QaforgeError("download_failed", "the server sent an empty file");
  const extension = extensionOf(response.headers.get("content-type") ?? "", url, bytes);
  if (!extension) {
    throw new QaforgeError("download_failed", `the server sent ${response.headers.get("content-type") ?? "an unknown type"}, not a document qaforge reads`);
  }
  const path = join(target.downloadsDir, `${target.entry!.id}${extension}`);
  const format = detectFormat(path, bytes)!;
  let document: Document;
  try {
    document = await loadWithCache(path, bytes, format, documents);
  } catch (error) {
    throw new QaforgeError("download_failed", `the downloaded file cannot be read: ${messageOf(error)}`, { cause: error });
  }
  await mkdir(target.downloadsDir, { recursive: true });
  const temporary = `${path}.${process.pid}.tmp`;
  await writeFile(temporary, bytes);
  await rename(temporary, path);
  return document;
}

function extensionOf(contentType: string, url: string, bytes: Buffer): string | undefined {
  const head = bytes.subarray(0, 512).toString("latin1").trimStart();
  if (head.startsWith("%PDF")) return ".pdf";
  for (const [pattern, extension] of EXTENSION_BY_TYPE) if (pattern.test(contentType)) return extension;
  const fromUrl = extname(new URL(url).pathname).toLowerCase();
  if (fromUrl && detectFormat(`file${fromUrl}`)) return fromUrl;
  if (/^<\?xml|^<!DOCTYPE article|^<article\b/i.test(head)) return ".xml";
  if (/^<!DOCTYPE html|^<html\b/i.test(head)) return ".html";
  return undefined;
}

function messageOf(error: unknown): string {
  if (error instanceof QaforgeError) return error.describe();
  if (error instanceof Error) {
    const cause = error.cause instanceof Error ? `: ${error.cause.message}` : "";
    return error.name === "TimeoutError" ? "timed out" : `${error.message}${cause}`;
  }
  return String(error);
}
