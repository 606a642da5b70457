import { HumanMessage, SystemMessage, type BaseMessage } from "@langchain/core/messages";
import type { Document } from "../documents/document.js";
import { ERROR_CODES, isQaforgeError, type ErrorCode } from "../errors.js";
import type { SearchHit } from "../retrieval/index-port.js";
import { xmlAttribute } from "../models/xml-attribute.js";

/**
 * The answerer of `qaforge ask` (spec 004): what it is told, how its reply is read, and the decisions around it
 * (which text to answer from, what an error means to the user). No I/O: `src/api/ask.ts` does the fetching,
 * indexing and searching and calls these.
 */

/** Where the context of an answer came from (spec 004 `AnswerSource`). */
export const ANSWER_SOURCES = ["fulltext_semantic", "abstract"] as const;
export type AnswerSource = (typeof ANSWER_SOURCES)[number];

/** spec 004 `QAError`: every way `answerFromDocument` can fail; descriptions are `ERROR_CODES[code]`. */
export const QA_ERROR_CODES = [
  "document_not_found",
  "no_text_available",
  "no_fulltext",
  "download_failed",
  "embedding_failed",
  "semantic_search_failed",
  "llm_error",
  "database_error",
  "configuration_error",
  "proxy_required",
  "user_cancelled",
] as const satisfies readonly ErrorCode[];
export type QAErrorCode = (typeof QA_ERROR_CODES)[number];

export interface QAError {
  code: QAErrorCode;
  message: string;
}

/** The human-readable description of a code (spec 004 `QAError.description`). */
export function describeQAError(code: QAErrorCode): string {
  return ERROR_CODES[code];
}

/** A passage of the full text given to the answerer (spec 004 `ChunkContext`), located by line and page. */
export interface ChunkContext {
  chunkNo: number;
  text: string;
  /** Cosine similarity to the question. */
  score: number;
  startLine: number;
  endLine: number;
  page?: number;
  headingPath: readonly string[];
}

/** What text a document has (spec 004 `DocumentTextStatus`). */
export interface DocumentTextStatus {
  /** The id asked for: a manifest id, or the document's path. */
  documentId: string;
  title?: string;
  hasAbstract: boolean;
  hasFulltext: boolean;
  /** The full text is chunked and embedded by the embedder in use. */
  hasFulltextChunks: boolean;
  abstractLength: number;
  fulltextLength: number;
}

export function hasAnyText(status: DocumentTextStatus): boolean {
  return status.hasAbstract || status.hasFulltext;
}

export function canUseFulltextSemantic(status: DocumentTextStatus): boolean {
  return status.hasFulltext && status.hasFulltextChunks;
}

/** spec 004 `ProxyCallbackResult`. */
export interface ProxyCallbackResult {
  /** The user put the full text in place themselves (`.qaforge/downloads/<id>.<ext>`): look again. */
  pdfMadeAvailable: boolean;
  /** The user consents to downloading through the institutional proxy. */
  allowProxy: boolean;
}

/** Asked when open access fails and a proxy is configured: (document id, title) → consent. */
export type ProxyCallback = (documentId: string, title: string | undefined) => ProxyCallbackResult | Promise<ProxyCallbackResult>;

/** spec 004 `SemanticSearchAnswer`. */
export interface SemanticSearchAnswer {
  /** The answer without any reasoning; "" when `error` is set. */
  answer: string;
  /** The model's thinking, kept apart from the answer; null when it gave none. */
  reasoning: string | null;
  /** null only when the workflow failed before a context was chosen. */
  source: AnswerSource | null;
  /** The passages the answer was given, best first; empty for abstract answers. */
  chunksUsed: ChunkContext[];
  /** `provider:model` of the answerer. */
  model: string;
  document: string;
  question: string;
  /** The confidence the answerer stated, 0–1; null when it stated none. */
  confidence: number | null;
  /** The answerer said the context does not hold the answer. */
  declined: boolean;
  error: QAError | null;
  /** Failures the workflow recovered from (a download that failed before the abstract fallback). */
  warnings: QAError[];
}

export function answerSucceeded(answer: SemanticSearchAnswer): boolean {
  return answer.error === null;
}

export function usedFulltext(answer: SemanticSearchAnswer): boolean {
  return answer.source === "fulltext_semantic";
}

/** The JSON form (spec 004 `to_dict`), as `qaforge ask --json` prints it. */
export function answerToJSON(answer: SemanticSearchAnswer): Record<string, unknown> {
  return {
    answer: answer.answer,
    reasoning: answer.reasoning,
    source: answer.source,
    chunks_used: answer.chunksUsed.map((chunk) => ({
      chunk_no: chunk.chunkNo,
      text: chunk.text,
      score: round(chunk.score, 4),
      start_line: chunk.startLine,
      end_line: chunk.endLine,
      page: chunk.page ?? null,
    })),
    model: answer.model,
    document: answer.document,
    question: answer.question,
    confidence: answer.confidence,
    declined: answer.declined,
    warnings: answer.warnings,
    error: answer.error,
  };
}

/** Maps any failure to a spec 004 code: codes of the toolkit keep their meaning, anything else is `fallback`. */
export function qaErrorFrom(error: unknown, fallback: QAErrorCode): QAError {
  const message = isQaforgeError(error) ? error.describe() : error instanceof Error ? error.message : String(error);
  if (!isQaforgeError(error)) return { code: fallback, message };
  if ((QA_ERROR_CODES as readonly string[]).includes(error.code)) return { code: error.code as QAErrorCode, message };
  switch (error.code) {
    case "config_invalid":
    case "config_not_found":
    case "invalid_argument":
    case "missing_api_key":
    case "unknown_provider":
      return { code: "configuration_error", message };
    case "store_error":
      return { code: "database_error", message };
    case "unsupported_format":
    case "binary_document":
    case "corrupt_document":
    case "encrypted_document":
    case "malformed_xml":
      return { code: "document_not_found", message: `${message} (${ERROR_CODES[error.code]})` };
    case "empty_document":
      return { code: "no_text_available", message };
    default:
      return { code: fallback, message };
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Which text to answer from.

/** The least cosine similarity a passage needs, by embedder: the offline embedder's lexical vectors score lower. */
/** A search hit as the context the answerer is given. */
export function chunkContextOf({ chunk, score }: SearchHit): ChunkContext {
  return {
    chunkNo: chunk.chunkNo,
    text: chunk.text,
    score,
    startLine: chunk.startLine,
    endLine: chunk.endLine,
    ...(chunk.page === undefined ? {} : { page: chunk.page }),
    headingPath: chunk.headingPath,
  };
}

export function defaultSimilarityThreshold(embedderId: string): number {
  return embedderId.startsWith("offline:") ? 0.08 : 0.3;
}

export const DEFAULT_MAX_CHUNKS = 5;

export interface AbstractText {
  text: string;
  /** Where the abstract was found: the format marks it (JATS), a section headed Abstract, the first page, the opening. */
  origin: "marked" | "section" | "first_page" | "opening" | "manifest";
  startLine?: number;
  endLine?: number;
}

const OPENING_CHARACTERS = 2000;
const LONGEST_ABSTRACT = 5000;
const ABSTRACT_HEADING = /^\s*(?:#{1,6}\s*)?(?:abstract|summary)\s*[:.—–-]?\s*(.*)$/i;
/** Lines that end an abstract: keywords, correspondence and licence lines, the first main section. */
const AFTER_ABSTRACT =
  /^\s*(?:#{1,6}\s*)?(?:key\s*words?|keywords|index terms|\*\s*correspondence|correspondence|©|copyright|(?:\d+\.?\s+)?introduction|background|1\.?\s+\p{L})\s*[:.]?\s*$|^\s*(?:key\s*words?|keywords|\*\s*correspondence|©)/iu;

/**
 * The abstract of a document for the abstract fallback (spec 004 step 7): the one the format marks (JATS
 * `<abstract>`), else a section headed "Abstract" near the start, else the first page of a paged document,
 * else the opening of the document. Undefined when the document has no text.
 */
export function abstractOf(document: Document): AbstractText | undefined {
  if (document.abstract?.trim()) return { text: document.abstract.trim(), origin: "marked" };
  const lines = document.lines;
  const searchEnd = Math.min(lines.length, document.hasPages ? (document.firstLineOfPage(3) ?? lines.length + 1) - 1 : 400);
  for (let lineNo = 1; lineNo <= searchEnd; lineNo++) {
    const heading = ABSTRACT_HEADING.exec(lines[lineNo - 1]!);
    if (!heading) continue;
    const section = abstractSection(document, lineNo, heading[1]!.trim());
    if (section) return section;
  }
  if (document.hasPages && document.pageCount > 1) {
    const end = (document.firstLineOfPage(2) ?? lines.length + 1) - 1;
    const firstPage = spanText(lines, 1, end, LONGEST_ABSTRACT);
    if (firstPage) return { ...firstPage, origin: "first_page" };
  }
  const opening = spanText(lines, 1, lines.length, OPENING_CHARACTERS);
  return opening ? { ...opening, origin: "opening" } : undefined;
}

function abstractSection(document: Document, headingLine: number, sameLineText: string): AbstractText | undefined {
  const lines = document.lines;
  const page = document.pageOfLine(headingLine);
  const taken: string[] = sameLineText ? [sameLineText] : [];
  let length = sameLineText.length;
  let startLine = sameLineText ? headingLine : headingLine + 1;
  let endLine = headingLine;
  for (let lineNo = headingLine + 1; lineNo <= lines.length; lineNo++) {
    const text = lines[lineNo - 1]!.trim();
    if (document.hasPages && document.pageOfLine(lineNo) !== page) break;
    if (text === "") {
      if (length >= 300) break;
      if (taken.length === 0) startLine = lineNo + 1;
      continue;
    }
    if (AFTER_ABSTRACT.test(text) || length + text.length > LONGEST_ABSTRACT) break;
    taken.push(text);
    length += text.length + 1;
    endLine = lineNo;
  }
  if (length < 80) return undefined;
  return { text: taken.join(" ").replace(/(\p{L})- (\p{Ll})/gu, "$1$2"), origin: "section", startLine, endLine };
}

function spanText(lines: readonly string[], first: number, last: number, maxCharacters: number): Omit<AbstractText, "origin"> | undefined {
  const taken: string[] = [];
  let length = 0;
  let startLine: number | undefined;
  let endLine = first;
  for (let lineNo = first; lineNo <= last && length < maxCharacters; lineNo++) {
    const text = lines[lineNo - 1]!.trim();
    if (text === "") continue;
    startLine ??= lineNo;
    taken.push(text);
    length += text.length + 1;
    endLine = lineNo;
  }
  if (startLine === undefined) return undefined;
  return { text: taken.join("\n").slice(0, maxCharacters), startLine, endLine };
}

// ---------------------------------------------------------------------------------------------------------------
// The prompt. Sections the answerer must read exactly are tagged; the offline answerer reads the same tags.

/** What the answerer says when the context does not hold the answer. */
export const DECLINE_ANSWER = "The document does not say.";

export interface AnswerContext {
  source: AnswerSource;
  /** The passages, for `fulltext_semantic`. */
  chunks: readonly ChunkContext[];
  /** The abstract, for `abstract`. */
  abstract?: string;
  title?: string;
}

export function answererSystemPrompt(): string {
  return [
    "You answer a question about one document, using only the context given from that document.",
    "",
    "Rules:",
    "- Answer from the context alone, never from general knowledge. Numbers, names and dates must be as the context states them.",
    `- If the context does not contain the answer, reply exactly: ${DECLINE_ANSWER}`,
    "- Be concise: the answer first (a short phrase or one or two sentences), then, if useful, the passage it rests on (as lines N–M).",
    "- On the last line write `Confidence: X`, X from 0 (a guess) to 1 (stated verbatim in the context).",
  ].join("\n");
}

/** The task message: the document's title, the context in `<context>` (passages or the abstract), the `<question>`. */
export function answererTaskMessage(question: string, context: AnswerContext): string {
  const title = context.title ? `<document title="${attribute(context.title)}"/>\n` : "";
  const body =
    context.source === "abstract"
      ? `<abstract>\n${tagSafe(context.abstract ?? "")}\n</abstract>`
      : context.chunks
          .map((chunk, index) => {
            const lines = chunk.startLine === chunk.endLine ? `${chunk.startLine}` : `${chunk.startLine}-${chunk.endLine}`;
            const page = chunk.page === undefined ? "" : ` page="${chunk.page}"`;
            const section = chunk.headingPath.length > 0 ? ` section="${attribute(chunk.headingPath.join(" › "))}"` : "";
            return `<passage n="${index + 1}" lines="${lines}"${page}${section} score="${chunk.score.toFixed(3)}">\n${tagSafe(chunk.text)}\n</passage>`;
          })
          .join("\n");
  return `${title}<context source="${context.source}">\n${body}\n</context>\n\n<question>${tagSafe(question.trim())}</question>`;
}

export function buildAnswerMessages(question: string, context: AnswerContext): BaseMessage[] {
  return [new SystemMessage(answererSystemPrompt()), new HumanMessage(answererTaskMessage(question, context))];
}

/** A title or section path as one line, written as an XML attribute value (`src/models/xml-attribute.ts`). */
function attribute(text: string): string {
  return xmlAttribute(text.replace(/\s+/g, " ").trim());
}

/** Document text cannot close the prompt's own tags. */
function tagSafe(text: string): string {
  return text.replace(/<\/?(?:context|passage|abstract|question|document)\b/gi, (tag) => tag.replace("<", "‹"));
}

// ---------------------------------------------------------------------------------------------------------------
// Reading the reply.

export interface ThinkingSplit {
  /** The reply without its reasoning. */
  answer: string;
  reasoning: string | null;
}

const THINK_BLOCK = /<think(?:ing)?>([\s\S]*?)<\/think(?:ing)?>/gi;

/**
 * Separates a thinking model's reasoning from its answer (spec 004 "Thinking Model Support"): from the provider's
 * own field where there is one (`additional_kwargs.reasoning_content` of DeepSeek, vLLM and Ollama; content blocks
 * of type "reasoning" or "thinking" of OpenAI and Anthropic), and from `<think>…</think>` blocks in the text (also
 * a reply whose opening `<think>` the server's chat template swallowed, leaving only `</think>`).
 */
export function extractThinking(reply: BaseMessage | string): ThinkingSplit {
  const reasoningParts: string[] = [];
  let text: string;
  if (typeof reply === "string") {
    text = reply;
  } else {
    const fromKwargs = reasoningFromKwargs(reply.additional_kwargs);
    if (fromKwargs) reasoningParts.push(fromKwargs);
    text = "";
    if (typeof reply.content === "string") {
      text = reply.content;
    } else {
      for (const block of reply.content as unknown[]) {
        if (typeof block === "string") text += block;
        else if (isRecord(block)) {
          if (block.type === "text" && typeof block.text === "string") text += block.text;
          else if (block.type === "thinking" || block.type === "reasoning") {
            const thought = blockReasoning(block);
            if (thought) reasoningParts.push(thought);
          }
        }
      }
    }
  }
  const orphanClose = /^([\s\S]*?)<\/think(?:ing)?>/i.exec(text);
  if (orphanClose && !/<think(?:ing)?>/i.test(orphanClose[1]!)) {
    if (orphanClose[1]!.trim()) reasoningParts.push(orphanClose[1]!.trim());
    text = text.slice(orphanClose[0].length);
  }
  text = text.replace(THINK_BLOCK, (_, thought: string) => {
    if (thought.trim()) reasoningParts.push(thought.trim());
    return "";
  });
  // An unclosed <think> (the reply was cut off while thinking) is reasoning, not answer.
  const unclosed = /<think(?:ing)?>([\s\S]*)$/i.exec(text);
  if (unclosed) {
    if (unclosed[1]!.trim()) reasoningParts.push(unclosed[1]!.trim());
    text = text.slice(0, unclosed.index);
  }
  const reasoning = [...new Set(reasoningParts)].join("\n\n");
  return { answer: text.trim(), reasoning: reasoning === "" ? null : reasoning };
}

function reasoningFromKwargs(kwargs: Record<string, unknown> | undefined): string | undefined {
  if (!kwargs) return undefined;
  if (typeof kwargs.reasoning_content === "string" && kwargs.reasoning_content.trim()) return kwargs.reasoning_content.trim();
  if (typeof kwargs.thinking === "string" && kwargs.thinking.trim()) return kwargs.thinking.trim();
  const reasoning = kwargs.reasoning;
  if (isRecord(reasoning)) return blockReasoning(reasoning);
  return undefined;
}

/** Anthropic `{type: "thinking", thinking}`, LangChain `{type: "reasoning", reasoning}`, OpenAI `{summary: [{text}]}`. */
function blockReasoning(block: Record<string, unknown>): string | undefined {
  for (const key of ["thinking", "reasoning", "text"]) {
    const value = block[key];
    if (typeof value === "string" && value.trim()) return value.trim();
  }
  if (Array.isArray(block.summary)) {
    const text = block.summary
      .map((part: unknown) => (isRecord(part) && typeof part.text === "string" ? part.text : ""))
      .filter(Boolean)
      .join("\n");
    if (text.trim()) return text.trim();
  }
  return undefined;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null;
}

export interface ParsedAnswer {
  answer: string;
  confidence: number | null;
  declined: boolean;
}

const CONFIDENCE_LINE = /^\s*\**confidence\**\s*[:=]\s*\**\s*([01](?:\.\d+)?|\.\d+|\d{1,3}\s*%)\**\s*$/im;

/** The answer text of a reply (reasoning already removed): its stated confidence taken off, a decline recognised. */
export function parseAnswerReply(text: string): ParsedAnswer {
  let answer = text.trim();
  let confidence: number | null = null;
  const stated = CONFIDENCE_LINE.exec(answer);
  if (stated) {
    const raw = stated[1]!.replace(/\s/g, "");
    const value = raw.endsWith("%") ? Number(raw.slice(0, -1)) / 100 : Number(raw);
    if (Number.isFinite(value) && value >= 0 && value <= 1) confidence = value;
    answer = (answer.slice(0, stated.index) + answer.slice(stated.index + stated[0].length)).trim();
  }
  const declined = isDecline(answer);
  return { answer: declined ? DECLINE_ANSWER : answer, confidence, declined };
}

function isDecline(answer: string): boolean {
  const normalised = answer.toLowerCase().replace(/[^a-z ]/g, "").replace(/\s+/g, " ").trim();
  if (normalised === "the document does not say") return true;
  return answer.length <= 160 && /^the (?:context|document|text) does not (?:say|contain|state|mention|give)\b/.test(normalised) && !/[.;]\s+\S/.test(answer.trim());
}

function round(value: number, digits: number): number {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}
