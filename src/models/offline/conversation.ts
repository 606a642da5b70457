import { AIMessage, HumanMessage, ToolMessage, type BaseMessage } from "@langchain/core/messages";
import { fromXmlAttribute } from "../xml-attribute.js";

/**
 * Reading the conversation the graphs hold with a model: the tagged sections of the prompts, the tool calls the
 * engine made and the text the document tools returned (in the formats of src/documents/tools.ts).
 */

export function messageText(message: BaseMessage): string {
  const content = message.content;
  if (typeof content === "string") return content;
  return content
    .map((part) => (typeof part === "string" ? part : part.type === "text" && typeof part.text === "string" ? part.text : ""))
    .join("");
}

/** The text between `<tag>` and `</tag>` (the same reading as the prompts' own `taggedSection`). */
export function taggedSection(text: string, tag: string): string | undefined {
  const start = text.indexOf(`<${tag}>`);
  if (start < 0) return undefined;
  const end = text.indexOf(`</${tag}>`, start);
  return end < 0 ? undefined : text.slice(start + tag.length + 2, end).trim();
}

/** Attributes of the self-closing `<document …/>` element of a task message. */
export function documentAttributes(text: string): Record<string, string> {
  // prompts.ts escapes "<" and ">" in values; a writer that does not (a title with its badges: "minimist <sup>…</sup>")
  // still ends the element only outside quotes.
  const element = /<document\s((?:[^>"]|"[^"]*")*?)\/>/.exec(text)?.[1] ?? "";
  const attributes: Record<string, string> = {};
  for (const match of element.matchAll(/([\w-]+)="([^"]*)"/g)) attributes[match[1]!] = fromXmlAttribute(match[2]!);
  return attributes;
}


export function humanTexts(messages: readonly BaseMessage[]): string[] {
  return messages.filter((message) => HumanMessage.isInstance(message)).map(messageText);
}

/** Items of a "- item" list (the accepted and rejected questions of a task message). */
export function bulletItems(section: string | undefined): string[] {
  if (!section) return [];
  return section
    .split("\n")
    .map((line) => /^- (.*)$/.exec(line.trim())?.[1]?.trim())
    .filter((item): item is string => item !== undefined && item !== "");
}

export interface ToolExchange {
  name: string;
  args: Record<string, unknown>;
  /** The tool's text; undefined while the result has not come back. */
  result?: string;
}

/** Every tool call the model made in this conversation, in order, with its result. */
export function toolExchanges(messages: readonly BaseMessage[]): ToolExchange[] {
  const results = new Map<string, string>();
  for (const message of messages) {
    if (ToolMessage.isInstance(message)) results.set(message.tool_call_id, messageText(message));
  }
  const exchanges: ToolExchange[] = [];
  for (const message of messages) {
    if (!AIMessage.isInstance(message)) continue;
    for (const call of message.tool_calls ?? []) {
      const result = call.id === undefined ? undefined : results.get(call.id);
      exchanges.push({ name: call.name, args: call.args, ...(result !== undefined ? { result } : {}) });
    }
  }
  return exchanges;
}

/** Number of model turns so far (AIMessages in the conversation). */
export function turnsTaken(messages: readonly BaseMessage[]): number {
  return messages.filter((message) => AIMessage.isInstance(message)).length;
}

export interface ReadLinesResult {
  start: number;
  /** Last line shown (output limits may stop before the requested end). */
  end: number;
  total: number;
  lines: Map<number, string>;
}

/** Parses read_lines output: "Lines a-b of N (pages …)" then "<number>\t<text>" lines. */
export function parseReadLines(text: string): ReadLinesResult | undefined {
  const header = /^Lines (\d+)-(\d+) of (\d+)/.exec(text);
  if (!header) return undefined;
  const lines = new Map<number, string>();
  for (const line of text.split("\n").slice(1)) {
    const match = /^\s*(\d+)\t(.*)$/.exec(line);
    if (match) lines.set(Number(match[1]), match[2]!);
  }
  return { start: Number(header[1]), end: Number(header[2]), total: Number(header[3]), lines };
}

export interface SearchResult {
  totalMatches: number;
  /** Matching lines with their text (possibly clipped around the match). */
  matches: Map<number, string>;
  /** Context lines shown around matches. */
  context: Map<number, string>;
}

/** Parses search output: a count line, then "--- line N" blocks of "N> match" and "N  context" lines. */
export function parseSearch(text: string): SearchResult {
  const result: SearchResult = { totalMatches: 0, matches: new Map(), context: new Map() };
  const count = /^(\d+) matching lines?/.exec(text);
  if (!count) return result;
  result.totalMatches = Number(count[1]);
  for (const line of text.split("\n").slice(1)) {
    const match = /^\s*(\d+)(>| ) (.*)$/.exec(line);
    if (!match) continue;
    const target = match[2] === ">" ? result.matches : result.context;
    target.set(Number(match[1]), match[3]!.replace(/^ /, ""));
  }
  return result;
}

export interface VisualEntry {
  type: string;
  label?: string;
  page?: number;
  line?: number;
  endLine?: number;
  caption: string;
}

/** Parses list_visual_content output: `1. figure "Figure 2" (page 3, line 40-42): caption`. */
export function parseVisualManifest(text: string): VisualEntry[] {
  const entries: VisualEntry[] = [];
  for (const line of text.split("\n")) {
    const match = /^\d+\. (\w+)(?: "([^"]*)")? \(([^)]*)\)(?:: (.*))?$/.exec(line.trim());
    if (!match) continue;
    const where = match[3]!;
    const page = /page (\d+)/.exec(where);
    const lines = /line (\d+)(?:-(\d+))?/.exec(where);
    entries.push({
      type: match[1]!,
      ...(match[2] ? { label: match[2] } : {}),
      ...(page ? { page: Number(page[1]) } : {}),
      ...(lines ? { line: Number(lines[1]), endLine: Number(lines[2] ?? lines[1]) } : {}),
      caption: match[4] ?? "",
    });
  }
  return entries;
}
