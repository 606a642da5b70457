import { tool, type StructuredToolInterface } from "@langchain/core/tools";
import { TOOL_NAMES, type DocumentToolName } from "./tool-names.js";
import { RE2JS } from "re2js";
import { z } from "zod";
import { isQaforgeError, type ErrorCode } from "../errors.js";
import type { Document, RenderOptions, VisualElement } from "./document.js";
import { mayMatch, requiredLiterals } from "./regex-prefilter.js";

/**
 * The four single-document tools of spec 000. Each is a plain function returning what the model sees (`content`),
 * what a person sees (`display`), machine-readable `data` (what `qaforge tools … --json` prints, so its fields are
 * snake_case like the tools' arguments, and a field with no value is null rather than absent), and for `view_page`
 * an image artifact; `documentTools()` wraps them as LangChain tools for one document.
 */

export interface ToolLimits {
  /** Most lines one read_lines call returns. */
  maxLines: number;
  /** Most characters one read_lines or search call returns. */
  maxChars: number;
  /** Longest line shown before it is cut (search context and read_lines alike). */
  maxLineChars: number;
  /** Most matches one search call returns. */
  maxResults: number;
  /** Most context lines before and after a match. */
  maxContextLines: number;
  /** Longest pattern accepted. */
  maxPatternLength: number;
}

export const DEFAULT_TOOL_LIMITS: ToolLimits = {
  maxLines: 200,
  maxChars: 24_000,
  maxLineChars: 4_000,
  maxResults: 50,
  maxContextLines: 10,
  maxPatternLength: 500,
};

export interface ImageArtifact {
  type: "image";
  mimeType: "image/png";
  page: number;
  width: number;
  height: number;
  /** Base64-encoded PNG bytes. */
  base64: string;
}

/** Why a call failed: a stable code, and what a person reads (the model reads `content`). */
export interface ToolError {
  code: ErrorCode;
  message: string;
}

export interface ToolOutput<Data> {
  /** What the model sees. */
  content: string;
  /** What a person sees in a terminal. */
  display: string;
  data: Data;
  artifact?: ImageArtifact;
  /** Set when the call failed in a way the model should correct (bad pattern, page out of range). */
  error?: ToolError;
}

// ---------------------------------------------------------------------------------------------------------------
// read_lines

export interface ReadLinesData {
  /** First line shown. */
  start: number;
  /** Last line shown (start - 1 when none is). */
  end: number;
  /** Lines in the document. */
  total: number;
  lines: { line: number; page: number | null; text: string }[];
  /** True when the per-call limit stopped the read before the requested end; a note says where to continue. */
  truncated: boolean;
  /** What was clamped or cut, as the model is told. */
  notes: string[];
}

export function readLines(
  document: Document,
  args: { start_line: number; end_line?: number },
  limits: ToolLimits = DEFAULT_TOOL_LIMITS,
): ToolOutput<ReadLinesData> {
  const total = document.lines.length;
  const notes: string[] = [];
  let start = Math.trunc(args.start_line);
  let end = args.end_line === undefined ? total : Math.trunc(args.end_line);

  if (start < 1) {
    notes.push(`start_line ${args.start_line} is before the first line; reading from line 1`);
    start = 1;
  }
  if (start > total) {
    const message = `start_line ${args.start_line} is past the end: the document has ${total} lines. Use a start_line between 1 and ${total}.`;
    return {
      content: `Error: ${message}`,
      display: message,
      data: { start, end: start - 1, total, lines: [], truncated: false, notes: [message] },
      error: { code: "line_out_of_range", message },
    };
  }
  if (end > total) {
    if (args.end_line !== undefined) notes.push(`end_line ${args.end_line} is past the end; the document has ${total} lines`);
    end = total;
  }
  if (end < start) {
    notes.push(`end_line ${args.end_line} is before start_line; reading line ${start} only`);
    end = start;
  }

  const lines: ReadLinesData["lines"] = [];
  let chars = 0;
  let stoppedBy: "lines" | "chars" | undefined;
  for (let line = start; line <= end; line++) {
    if (lines.length >= limits.maxLines) {
      stoppedBy = "lines";
      break;
    }
    const text = clipLine(document.lines[line - 1]!, limits.maxLineChars);
    if (lines.length > 0 && chars + text.length > limits.maxChars) {
      stoppedBy = "chars";
      break;
    }
    chars += text.length + 1;
    lines.push({ line, page: pageOf(document, line), text });
  }
  const lastShown = lines.length > 0 ? lines[lines.length - 1]!.line : start - 1;
  if (stoppedBy) {
    const limit = stoppedBy === "lines" ? `${limits.maxLines} lines` : `${limits.maxChars} characters`;
    notes.push(
      `output limited to ${limit} per call; lines ${lastShown + 1}-${end} not shown. ` +
        `Continue with read_lines(start_line=${lastShown + 1}${args.end_line === undefined ? "" : `, end_line=${end}`}).`,
    );
  }

  const header = `Lines ${start}-${lastShown} of ${total}${document.hasPages ? ` (${pageSpan(document, start, lastShown)})` : ""}`;
  const body = formatNumberedLines(lines, total);
  const content = [header, body, ...notes.map((note) => `[${note}]`)].filter(Boolean).join("\n");
  return {
    content,
    display: content,
    data: { start, end: lastShown, total, lines, truncated: stoppedBy !== undefined, notes },
  };
}

/** The line's page, or null for a format without pages. */
function pageOf(document: Document, line: number): number | null {
  return (document.hasPages ? document.pageOfLine(line) : undefined) ?? null;
}

function pageSpan(document: Document, start: number, end: number): string {
  const first = document.pageOfLine(start);
  const last = document.pageOfLine(Math.max(start, end));
  return first === last ? `page ${first}` : `pages ${first}-${last}`;
}

function formatNumberedLines(lines: { line: number; text: string }[], total: number): string {
  const width = String(total).length;
  return lines.map(({ line, text }) => `${String(line).padStart(width)}\t${text}`).join("\n");
}

function clipLine(text: string, maxChars: number): string {
  if (text.length <= maxChars) return text;
  return `${text.slice(0, maxChars)} … [line cut: ${text.length - maxChars} more characters]`;
}

// ---------------------------------------------------------------------------------------------------------------
// search

export interface SearchArgs {
  pattern: string;
  regex?: boolean;
  ignore_case?: boolean;
  context_lines?: number;
  max_results?: number;
}

export interface SearchMatch {
  line: number;
  page: number | null;
  text: string;
  before: { line: number; text: string }[];
  after: { line: number; text: string }[];
}

export interface SearchData {
  pattern: string;
  regex: boolean;
  ignore_case: boolean;
  /** Matching lines in the whole document; `matches` holds the first of them. */
  total: number;
  matches: SearchMatch[];
  /** True when `max_results` or the output limit left matches out. */
  truncated: boolean;
}

/** A compiled matcher that runs in time linear in the line's length, whatever the pattern. */
type LineMatcher = (line: string) => number;

function compileMatcher(args: SearchArgs, limits: ToolLimits): LineMatcher | { error: string } {
  const pattern = args.pattern;
  if (pattern.length === 0) return { error: "the pattern is empty; give a word, phrase or regular expression" };
  if (pattern.length > limits.maxPatternLength) {
    return { error: `the pattern is ${pattern.length} characters; the limit is ${limits.maxPatternLength}` };
  }
  if (args.regex) {
    try {
      const ignoreCase = args.ignore_case ?? false;
      const compiled = RE2JS.compile(pattern, ignoreCase ? RE2JS.CASE_INSENSITIVE : 0);
      const literals = requiredLiterals(pattern, ignoreCase);
      return (line) => {
        if (literals && !mayMatch(line, literals, ignoreCase)) return -1;
        const matcher = compiled.matcher(line);
        return matcher.find() ? matcher.start() : -1;
      };
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      return {
        error:
          `invalid regular expression: ${reason}. The engine is RE2 (no lookaround or backreferences); ` +
          `fix the pattern, or search for a literal phrase with regex=false`,
      };
    }
  }
  if (args.ignore_case) {
    const needle = pattern.toLowerCase();
    return (line) => line.toLowerCase().indexOf(needle);
  }
  return (line) => line.indexOf(pattern);
}

export function searchDocument(
  document: Document,
  args: SearchArgs,
  limits: ToolLimits = DEFAULT_TOOL_LIMITS,
): ToolOutput<SearchData> {
  const regex = args.regex ?? false;
  const ignoreCase = args.ignore_case ?? false;
  const contextLines = clamp(Math.trunc(args.context_lines ?? 2), 0, limits.maxContextLines);
  const maxResults = clamp(Math.trunc(args.max_results ?? 20), 1, limits.maxResults);
  const emptyData: SearchData = { pattern: args.pattern, regex, ignore_case: ignoreCase, total: 0, matches: [], truncated: false };

  const matcher = compileMatcher(args, limits);
  if (typeof matcher !== "function") {
    return {
      content: `Error: ${matcher.error}.`,
      display: matcher.error,
      data: emptyData,
      error: { code: "invalid_pattern", message: matcher.error },
    };
  }

  const lines = document.lines;
  const matchingLines: number[] = [];
  for (let index = 0; index < lines.length; index++) {
    if (matcher(lines[index]!) >= 0) matchingLines.push(index + 1);
  }

  const matches: SearchMatch[] = [];
  let chars = 0;
  let truncated = false;
  const lineText = (line: number) => clipAround(lines[line - 1]!, matcher, Math.min(limits.maxLineChars, 600));
  for (const line of matchingLines) {
    if (matches.length >= maxResults) {
      truncated = true;
      break;
    }
    const match: SearchMatch = {
      line,
      page: pageOf(document, line),
      text: lineText(line),
      before: range(Math.max(1, line - contextLines), line - 1).map((n) => ({ line: n, text: clipLine(lines[n - 1]!, 300) })),
      after: range(line + 1, Math.min(lines.length, line + contextLines)).map((n) => ({ line: n, text: clipLine(lines[n - 1]!, 300) })),
    };
    const size = match.text.length + [...match.before, ...match.after].reduce((sum, entry) => sum + entry.text.length, 0);
    if (matches.length > 0 && chars + size > limits.maxChars) {
      truncated = true;
      break;
    }
    chars += size;
    matches.push(match);
  }

  const data: SearchData = { ...emptyData, total: matchingLines.length, matches, truncated };
  const content = formatSearch(data, document.lines.length, maxResults);
  return { content, display: content, data };
}

function formatSearch(data: SearchData, totalLines: number, maxResults: number): string {
  const kind = data.regex ? "regex" : "text";
  if (data.total === 0) {
    return `No matches for ${kind} ${JSON.stringify(data.pattern)}${data.ignore_case ? " (ignoring case)" : ""} in ${totalLines} lines.` +
      (data.ignore_case ? "" : " Try ignore_case=true, a shorter phrase, or a synonym.");
  }
  const width = String(totalLines).length;
  const out = [
    `${data.total} matching line${data.total === 1 ? "" : "s"} for ${kind} ${JSON.stringify(data.pattern)}` +
      `${data.ignore_case ? " (ignoring case)" : ""}; showing ${data.matches.length}.`,
  ];
  for (const match of data.matches) {
    out.push(`--- line ${match.line}${match.page === null ? "" : `, page ${match.page}`}`);
    for (const entry of match.before) out.push(`${String(entry.line).padStart(width)}  ${entry.text}`);
    out.push(`${String(match.line).padStart(width)}> ${match.text}`);
    for (const entry of match.after) out.push(`${String(entry.line).padStart(width)}  ${entry.text}`);
  }
  if (data.truncated) {
    const shownLast = data.matches[data.matches.length - 1]?.line ?? 0;
    out.push(
      `[${data.total - data.matches.length} more matches not shown (limit ${maxResults} results or output size); ` +
        `narrow the pattern, or read on from line ${shownLast + 1} with read_lines.]`,
    );
  }
  return out.join("\n");
}

/** Shows a long line around its first match rather than its beginning. */
function clipAround(text: string, matcher: LineMatcher, maxChars: number): string {
  if (text.length <= maxChars) return text;
  const at = Math.max(0, matcher(text));
  const start = Math.max(0, Math.min(at - Math.floor(maxChars / 3), text.length - maxChars));
  const end = start + maxChars;
  return `${start > 0 ? "… " : ""}${text.slice(start, end)}${end < text.length ? " …" : ""}`;
}

function range(from: number, to: number): number[] {
  const out: number[] = [];
  for (let n = from; n <= to; n++) out.push(n);
  return out;
}

function clamp(value: number, min: number, max: number): number {
  return Number.isFinite(value) ? Math.min(max, Math.max(min, value)) : min;
}

// ---------------------------------------------------------------------------------------------------------------
// view_page

export interface ViewPageData {
  page: number;
  status: "rendered" | "not_applicable" | "error";
  /** Size of the PNG in pixels and bytes, when rendered. */
  width: number | null;
  height: number | null;
  bytes: number | null;
  /** Why the page was not rendered. */
  reason: string | null;
}

export async function viewPage(
  document: Document,
  args: { page_number: number },
  renderOptions?: RenderOptions,
): Promise<ToolOutput<ViewPageData>> {
  const page = Math.trunc(args.page_number);
  const unrendered = (status: "not_applicable" | "error", reason: string): ViewPageData =>
    ({ page, status, width: null, height: null, bytes: null, reason });
  if (!document.hasPages) {
    const reason = `view_page is not applicable: this is a ${document.format} document with no rendered pages. Use read_lines and search to read it.`;
    return { content: reason, display: reason, data: unrendered("not_applicable", reason) };
  }
  if (page < 1 || page > document.pageCount) {
    const reason = `page ${args.page_number} does not exist; the document has ${document.pageCount} pages (1-${document.pageCount}). Try a page in that range.`;
    return { content: `Error: ${reason}`, display: reason, data: unrendered("error", reason), error: { code: "page_out_of_range", message: reason } };
  }
  try {
    const result = await document.renderPage(page, renderOptions);
    if (result.kind === "not_applicable") {
      const reason = `view_page is not applicable: ${result.reason}. Use read_lines and search to read page ${page}` +
        (document.firstLineOfPage(page) ? ` (it starts at line ${document.firstLineOfPage(page)}).` : ".");
      return { content: reason, display: reason, data: unrendered("not_applicable", reason) };
    }
    const artifact: ImageArtifact = {
      type: "image",
      mimeType: "image/png",
      page,
      width: result.width,
      height: result.height,
      base64: result.png.toString("base64"),
    };
    const content = `Page ${page} of ${document.pageCount} rendered as a ${result.width}x${result.height} image; it is attached after the tool results.`;
    return {
      content,
      display: `page ${page}: PNG ${result.width}x${result.height}, ${result.png.length} bytes`,
      data: { page, status: "rendered", width: result.width, height: result.height, bytes: result.png.length, reason: null },
      artifact,
    };
  } catch (error) {
    const detail = isQaforgeError(error) ? error.message : error instanceof Error ? error.message : String(error);
    const reason = `page ${page} could not be rendered (${detail}). Do not retry this page; try a different page, or read its text with read_lines.`;
    return { content: `Error: ${reason}`, display: reason, data: unrendered("error", reason), error: { code: "render_failed", message: reason } };
  }
}

// ---------------------------------------------------------------------------------------------------------------
// list_visual_content

export interface VisualManifestEntry {
  type: VisualElement["type"];
  label: string | null;
  page: number | null;
  line: number | null;
  end_line: number | null;
  caption: string | null;
  box: VisualElement["box"] | null;
  source: string | null;
}

export interface VisualManifestData {
  count: number;
  visuals: VisualManifestEntry[];
}

export function listVisualContent(document: Document): ToolOutput<VisualManifestData> {
  const visuals = [...document.visuals()];
  const data: VisualManifestData = { count: visuals.length, visuals: visuals.map(manifestEntry) };
  if (visuals.length === 0) {
    const content = "This document has no figures, tables or images.";
    return { content, display: content, data };
  }
  const counts = new Map<string, number>();
  for (const visual of visuals) counts.set(visual.type, (counts.get(visual.type) ?? 0) + 1);
  const summary = [...counts].map(([type, count]) => `${count} ${type}${count === 1 ? "" : "s"}`).join(", ");
  const lines = visuals.map((visual, index) => {
    const where = [
      visual.page !== undefined ? `page ${visual.page}` : undefined,
      visual.line !== undefined ? `line ${visual.line}${visual.endLine && visual.endLine !== visual.line ? `-${visual.endLine}` : ""}` : undefined,
    ]
      .filter(Boolean)
      .join(", ");
    const caption = visual.caption ? `: ${clipLine(visual.caption.replace(/\s+/g, " "), 240)}` : "";
    return `${index + 1}. ${visual.type}${visual.label ? ` "${visual.label}"` : ""} (${where})${caption}`;
  });
  const content = [`${visuals.length} visual elements (${summary}):`, ...lines].join("\n");
  return { content, display: content, data };
}

function manifestEntry(visual: VisualElement): VisualManifestEntry {
  return {
    type: visual.type,
    label: visual.label ?? null,
    page: visual.page ?? null,
    line: visual.line ?? null,
    end_line: visual.endLine ?? visual.line ?? null,
    caption: visual.caption ?? null,
    box: visual.box ?? null,
    source: visual.source ?? null,
  };
}

// ---------------------------------------------------------------------------------------------------------------
// LangChain tools

export { TOOL_NAMES, type DocumentToolName };

export const readLinesSchema = z.object({
  start_line: z.number().int().describe("First line to read, 1-based"),
  end_line: z.number().int().optional().describe("Last line to read, inclusive; omit to read on to the end (output is limited per call)"),
});

export const searchSchema = z.object({
  pattern: z.string().describe("Text to find, or a regular expression when regex is true"),
  regex: z.boolean().optional().describe("Treat pattern as an RE2 regular expression (no lookaround or backreferences). Default false"),
  ignore_case: z.boolean().optional().describe("Match regardless of case. Default false"),
  context_lines: z.number().int().optional().describe("Lines of context before and after each match. Default 2"),
  max_results: z.number().int().optional().describe("Most matches to return. Default 20"),
});

export const viewPageSchema = z.object({
  page_number: z.number().int().describe("1-based page to render as an image"),
});

export interface DocumentToolsOptions {
  limits?: Partial<ToolLimits>;
  renderOptions?: RenderOptions;
  /** Restrict to some tools (textual mode leaves view_page out where it cannot help). */
  include?: readonly DocumentToolName[];
  /** Called after every call with what a person would see; for logs and progress. */
  onCall?: (name: DocumentToolName, args: unknown, output: ToolOutput<unknown>) => void;
}

/** The four tools as LangChain tools bound to one document. `view_page` returns its image as an artifact. */
export function documentTools(document: Document, options: DocumentToolsOptions = {}): StructuredToolInterface[] {
  const limits = { ...DEFAULT_TOOL_LIMITS, ...options.limits };
  const report = <T>(name: DocumentToolName, args: unknown, output: ToolOutput<T>): ToolOutput<T> => {
    options.onCall?.(name, args, output as ToolOutput<unknown>);
    return output;
  };
  const tools: Record<DocumentToolName, StructuredToolInterface> = {
    read_lines: tool(async (args) => report("read_lines", args, readLines(document, args, limits)).content, {
      name: "read_lines",
      description: `Read numbered lines of the document (${document.lines.length} lines in all). Returns at most ${limits.maxLines} lines per call and says how to continue.`,
      schema: readLinesSchema,
    }),
    search: tool(async (args) => report("search", args, searchDocument(document, args, limits)).content, {
      name: "search",
      description: "Find lines containing a phrase or matching a regular expression; returns line numbers, pages where the document has them, and context lines.",
      schema: searchSchema,
    }),
    view_page: tool(
      async (args) => {
        const output = report("view_page", args, await viewPage(document, args, options.renderOptions));
        return [output.content, output.artifact ?? null];
      },
      {
        name: "view_page",
        description: "Render a page of the document as an image to see its figures, tables and layout. Not applicable to text-only formats.",
        schema: viewPageSchema,
        responseFormat: "content_and_artifact",
      },
    ),
    list_visual_content: tool(async () => report("list_visual_content", {}, listVisualContent(document)).content, {
      name: "list_visual_content",
      description: "List the figures, tables and images in the document with their page, line, label and caption.",
      schema: z.object({}),
    }),
  };
  const include = options.include ?? TOOL_NAMES;
  return include.map((name) => tools[name]);
}
