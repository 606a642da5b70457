import { tool, type StructuredToolInterface } from "@langchain/core/tools";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import picomatch from "picomatch";
import { RE2JS } from "re2js";
import { z } from "zod";
import { mayMatch, requiredLiterals } from "../documents/regex-prefilter.js";
import { splitLines } from "../documents/text-utils.js";
import { isQaforgeError } from "../errors.js";
import { isInside, resolveInsideRoot, toCorpusRelative } from "./paths.js";

/**
 * The corpus tools of the multi-hop pipeline (spec 001's Grep, Read, Glob, ls, wc), in-process and confined to one
 * root folder: absolute paths, `..` and symlinks that leave the root are refused.
 */

export interface CorpusToolLimits {
  maxResults: number;
  maxChars: number;
  maxLines: number;
  maxLineChars: number;
  maxEntries: number;
}

export const DEFAULT_CORPUS_TOOL_LIMITS: CorpusToolLimits = {
  maxResults: 50,
  maxChars: 24_000,
  maxLines: 200,
  maxLineChars: 1_000,
  maxEntries: 500,
};

/** Mentions a search report shows with the lines around them. */
const REPORT_CONTEXT_HITS = 3;
const REPORT_CONTEXT_LINES = 2;

export interface CorpusToolResult {
  content: string;
  isError?: boolean;
}

export class CorpusTools {
  readonly root: string;
  private readonly limits: CorpusToolLimits;
  private readonly lineCache = new Map<string, { mtimeMs: number; lines: string[] }>();

  constructor(root: string, limits: Partial<CorpusToolLimits> = {}) {
    this.root = resolveInsideRoot(root, ".");
    this.limits = { ...DEFAULT_CORPUS_TOOL_LIMITS, ...limits };
  }

  /** Every file under the root (relative paths, sorted), never leaving it. */
  files(): string[] {
    const out: string[] = [];
    const visit = (folder: string) => {
      for (const entry of readdirSync(folder, { withFileTypes: true })) {
        if (entry.name.startsWith(".")) continue;
        const path = join(folder, entry.name);
        if (entry.isDirectory()) visit(path);
        else if (entry.isFile()) out.push(toCorpusRelative(this.root, path));
      }
    };
    visit(this.root);
    return out.sort();
  }

  grep(args: { pattern: string; regex?: boolean; ignore_case?: boolean; glob?: string; max_results?: number }): CorpusToolResult {
    return this.guard(() => {
      const test = compileLineTest(args.pattern, args.regex ?? false, args.ignore_case ?? false);
      if (typeof test === "string") return { content: `Error: ${test}`, isError: true };
      const maxResults = Math.min(Math.max(1, args.max_results ?? 30), this.limits.maxResults);
      const matchesGlob = args.glob ? picomatch(args.glob, { dot: false }) : () => true;
      const hits: string[] = [];
      let total = 0;
      let chars = 0;
      for (const file of this.files()) {
        if (!matchesGlob(file)) continue;
        const lines = this.lines(file);
        for (let index = 0; index < lines.length; index++) {
          if (!test(lines[index]!)) continue;
          total++;
          const hit = `${file}:${index + 1}: ${clip(lines[index]!, this.limits.maxLineChars)}`;
          if (hits.length < maxResults && chars + hit.length <= this.limits.maxChars) {
            hits.push(hit);
            chars += hit.length;
          }
        }
      }
      if (total === 0) return { content: `No matches for ${JSON.stringify(args.pattern)}.` };
      const more = total > hits.length ? `\n[${total - hits.length} more matches not shown; narrow the pattern or the glob.]` : "";
      return { content: `${total} matches:\n${hits.join("\n")}${more}` };
    });
  }

  read(args: { file: string; start_line?: number; end_line?: number }): CorpusToolResult {
    return this.guard(() => {
      const relativePath = toCorpusRelative(this.root, resolveInsideRoot(this.root, args.file));
      const lines = this.lines(relativePath);
      const start = Math.max(1, Math.trunc(args.start_line ?? 1));
      const end = Math.min(lines.length, Math.trunc(args.end_line ?? lines.length));
      if (start > lines.length) {
        return { content: `Error: start_line ${start} is past the end of ${relativePath} (${lines.length} lines).`, isError: true };
      }
      const out: string[] = [];
      let chars = 0;
      let line = start;
      for (; line <= end && out.length < this.limits.maxLines; line++) {
        const text = `${line}\t${clip(lines[line - 1]!, this.limits.maxLineChars)}`;
        if (out.length > 0 && chars + text.length > this.limits.maxChars) break;
        out.push(text);
        chars += text.length;
      }
      const more = line <= end ? `\n[Output limited; continue with read(file="${relativePath}", start_line=${line}).]` : "";
      return { content: `${relativePath} lines ${start}-${line - 1} of ${lines.length}:\n${out.join("\n")}${more}` };
    });
  }

  glob(args: { pattern: string }): CorpusToolResult {
    return this.guard(() => {
      if (args.pattern.startsWith("/") || args.pattern.split("/").includes("..")) {
        return { content: "Error: glob patterns are relative to the corpus root and may not contain '..'.", isError: true };
      }
      const matcher = picomatch(args.pattern);
      const found = this.files().filter((file) => matcher(file));
      const shown = found.slice(0, this.limits.maxEntries);
      const more = found.length > shown.length ? `\n[${found.length - shown.length} more not shown]` : "";
      return { content: found.length === 0 ? `No files match ${args.pattern}.` : `${found.length} files:\n${shown.join("\n")}${more}` };
    });
  }

  list(args: { path?: string }): CorpusToolResult {
    return this.guard(() => {
      const folder = resolveInsideRoot(this.root, args.path ?? ".");
      if (!statSync(folder).isDirectory()) return { content: `Error: ${args.path} is a file; use read to read it.`, isError: true };
      const entries = readdirSync(folder, { withFileTypes: true })
        .filter((entry) => !entry.name.startsWith("."))
        .map((entry) => {
          const path = join(folder, entry.name);
          if (entry.isDirectory()) return `${entry.name}/`;
          if (entry.isSymbolicLink()) return isInside(this.root, safeRealpath(this.root, path)) ? `${entry.name} (link)` : undefined;
          return `${entry.name}\t${statSync(path).size} bytes`;
        })
        .filter((entry): entry is string => entry !== undefined)
        .sort();
      const shown = entries.slice(0, this.limits.maxEntries);
      const where = toCorpusRelative(this.root, folder) || ".";
      return { content: `${where}: ${entries.length} entries\n${shown.join("\n")}` };
    });
  }

  count(args: { file?: string }): CorpusToolResult {
    return this.guard(() => {
      const files = args.file ? [toCorpusRelative(this.root, resolveInsideRoot(this.root, args.file))] : this.files();
      let totalLines = 0;
      let totalWords = 0;
      const rows = files.map((file) => {
        const lines = this.lines(file);
        const words = lines.reduce((sum, line) => sum + (line.match(/\S+/g)?.length ?? 0), 0);
        totalLines += lines.length;
        totalWords += words;
        return `${lines.length}\t${words}\t${file}`;
      });
      const shown = rows.slice(0, this.limits.maxEntries);
      const total = files.length > 1 ? `\n${totalLines}\t${totalWords}\ttotal` : "";
      return { content: `lines\twords\tfile\n${shown.join("\n")}${total}` };
    });
  }

  /**
   * One search reported for an agent: its matches, then the lines around the first few (what a sub-agent sent to
   * explore a lead would bring back), under a heading that names the search.
   */
  searchReport(search: { pattern: string; regex?: boolean; ignore_case?: boolean; glob?: string; purpose?: string }, number: number): string {
    const { purpose, ...grepArgs } = search;
    const grep = this.grep({ ...grepArgs, max_results: 20 });
    const hits = grep.isError ? [] : [...grep.content.matchAll(/^(\S[^:\n]*):(\d+): /gm)].slice(0, REPORT_CONTEXT_HITS);
    const contexts = hits.map((hit) => this.read({ file: hit[1]!, start_line: Math.max(1, Number(hit[2]) - REPORT_CONTEXT_LINES), end_line: Number(hit[2]) + REPORT_CONTEXT_LINES }).content);
    const heading = `## Search ${number}: "${search.pattern}"${purpose ? ` (${purpose})` : ""}`;
    const context = contexts.length > 0 ? `\nAround the first ${contexts.length} mention${contexts.length > 1 ? "s" : ""}:\n${contexts.join("\n")}` : "";
    return `${heading}\n${grep.content}${context}`;
  }

  private lines(relativePath: string): string[] {
    const path = resolveInsideRoot(this.root, relativePath);
    const { mtimeMs } = statSync(path);
    const cached = this.lineCache.get(path);
    if (cached && cached.mtimeMs === mtimeMs) return cached.lines;
    const lines = splitLines(readFileSync(path, "utf8").replace(/\f/g, ""));
    this.lineCache.set(path, { mtimeMs, lines });
    return lines;
  }

  private guard(run: () => CorpusToolResult): CorpusToolResult {
    try {
      return run();
    } catch (error) {
      if (isQaforgeError(error)) return { content: `Error: ${error.describe()}`, isError: true };
      throw error;
    }
  }
}

function safeRealpath(root: string, path: string): string {
  try {
    return resolveInsideRoot(root, toCorpusRelative(root, path));
  } catch {
    return "/";
  }
}

function compileLineTest(pattern: string, regex: boolean, ignoreCase: boolean): ((line: string) => boolean) | string {
  if (!pattern) return "the pattern is empty";
  if (!regex) {
    const needle = ignoreCase ? pattern.toLowerCase() : pattern;
    return ignoreCase ? (line) => line.toLowerCase().includes(needle) : (line) => line.includes(needle);
  }
  try {
    const compiled = RE2JS.compile(pattern, ignoreCase ? RE2JS.CASE_INSENSITIVE : 0);
    const literals = requiredLiterals(pattern, ignoreCase);
    return (line) => (!literals || mayMatch(line, literals, ignoreCase)) && compiled.matcher(line).find();
  } catch (error) {
    return `invalid regular expression (RE2 syntax, no lookaround or backreferences): ${(error as Error).message}`;
  }
}

function clip(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max)} …`;
}

/** The corpus tools as LangChain tools for an agent. */
export function corpusTools(root: string, limits?: Partial<CorpusToolLimits>): StructuredToolInterface[] {
  return corpusToolsOf(new CorpusTools(root, limits));
}

/** The LangChain tools over one CorpusTools (whose line cache they then share with other users of it). */
export function corpusToolsOf(tools: CorpusTools): StructuredToolInterface[] {
  return [
    tool(async (args) => tools.grep(args).content, {
      name: "grep",
      description: "Search every file of the corpus for a phrase or RE2 regular expression; returns file:line: text.",
      schema: z.object({
        pattern: z.string(),
        regex: z.boolean().optional(),
        ignore_case: z.boolean().optional(),
        glob: z.string().optional().describe("Only files whose relative path matches this glob"),
        max_results: z.number().int().optional(),
      }),
    }),
    tool(async (args) => tools.read(args).content, {
      name: "read",
      description: "Read numbered lines of one corpus file.",
      schema: z.object({ file: z.string(), start_line: z.number().int().optional(), end_line: z.number().int().optional() }),
    }),
    tool(async (args) => tools.glob(args).content, {
      name: "glob",
      description: "List corpus files whose relative path matches a glob such as **/*.txt.",
      schema: z.object({ pattern: z.string() }),
    }),
    tool(async (args) => tools.list(args).content, {
      name: "list",
      description: "List a folder of the corpus (default: the root).",
      schema: z.object({ path: z.string().optional() }),
    }),
    tool(async (args) => tools.count(args).content, {
      name: "count",
      description: "Count lines and words of one file, or of every file.",
      schema: z.object({ file: z.string().optional() }),
    }),
  ];
}
