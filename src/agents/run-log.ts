import { AIMessage, ToolMessage, type BaseMessage } from "@langchain/core/messages";
import { messageText } from "../models/offline/conversation.js";

/**
 * spec 001 "Structured Run Logs": what one agent invocation did, read from its conversation. Every pipeline writes
 * these through the same record, so `reasoning`, `tool_calls` and `provenance_summary` mean the same everywhere.
 */

export interface ToolCallLog {
  tool: string;
  input: Record<string, unknown>;
  result_preview: string;
  result_length: number;
  is_error: boolean;
}

export interface SubSearchLog {
  subagent_type: string;
  description: string;
  result_preview: string;
}

export interface ProvenanceReport {
  /** Files the agent read or whose lines a search showed it. */
  unique_files: string[];
  /** Patterns and queries it searched for, in order. */
  grep_queries: string[];
  /** Characters of corpus content the tools returned to it. */
  total_content_read_chars: number;
}

export interface InvocationLog {
  reasoning: string[];
  tool_calls: ToolCallLog[];
  subagent_calls: SubSearchLog[];
  provenance_summary: ProvenanceReport;
}

/** Which tools read content and which search, by name; the corpus tools' names by default. */
export interface RunLogVocabulary {
  readTools: readonly string[];
  searchTools: readonly string[];
  /** Tools that fan out to sub-searches; their calls are also logged as subagent_calls. */
  subagentTools: readonly string[];
}

export const CORPUS_TOOL_VOCABULARY: RunLogVocabulary = {
  readTools: ["read", "read_lines"],
  searchTools: ["grep", "search"],
  subagentTools: ["search_in_parallel"],
};

export const RESULT_PREVIEW_CHARS = 300;

export function invocationLog(messages: readonly BaseMessage[], vocabulary: RunLogVocabulary = CORPUS_TOOL_VOCABULARY): InvocationLog {
  const results = new Map<string, ToolMessage>();
  for (const message of messages) if (message instanceof ToolMessage) results.set(message.tool_call_id, message);
  const reasoning: string[] = [];
  const toolCalls: ToolCallLog[] = [];
  const subagentCalls: SubSearchLog[] = [];
  const files = new Set<string>();
  const queries: string[] = [];
  let contentChars = 0;

  for (const message of messages) {
    if (!(message instanceof AIMessage)) continue;
    const text = messageText(message).trim();
    if (text !== "") reasoning.push(text);
    for (const call of message.tool_calls ?? []) {
      const result = call.id ? results.get(call.id) : undefined;
      const output = result ? messageText(result) : "";
      const isError = result?.status === "error" || /^Error:/.test(output);
      const input = call.args as Record<string, unknown>;
      toolCalls.push({ tool: call.name, input, result_preview: preview(output), result_length: output.length, is_error: isError });
      const reads = vocabulary.readTools.includes(call.name);
      const searches = vocabulary.searchTools.includes(call.name);
      const fansOut = vocabulary.subagentTools.includes(call.name);
      if (reads && !isError && typeof input.file === "string") files.add(input.file);
      if (searches && typeof input.pattern === "string") queries.push(input.pattern);
      if (searches && typeof input.query === "string") queries.push(input.query);
      if (fansOut) {
        const searchesAsked = Array.isArray(input.searches) ? (input.searches as Record<string, unknown>[]) : [];
        for (const search of searchesAsked) if (typeof search?.pattern === "string") queries.push(search.pattern);
        subagentCalls.push({ subagent_type: call.name, description: searchesAsked.map((search) => String(search?.purpose ?? search?.pattern ?? "")).join("; "), result_preview: preview(output) });
      }
      if ((reads || searches || fansOut) && !isError) {
        contentChars += output.length;
        for (const file of filesNamedIn(output)) files.add(file);
      }
    }
  }
  return {
    reasoning,
    tool_calls: toolCalls,
    subagent_calls: subagentCalls,
    provenance_summary: { unique_files: [...files].sort(), grep_queries: queries, total_content_read_chars: contentChars },
  };
}

/** `file:12: text` lines of search output and `file lines 3-9 of 40:` headers of read output. */
function filesNamedIn(output: string): string[] {
  const found: string[] = [];
  for (const match of output.matchAll(/^(\S[^\n:]*?):(\d+): /gm)) found.push(match[1]!);
  for (const match of output.matchAll(/^(\S[^\n]*?) lines \d+-\d+ of \d+:/gm)) found.push(match[1]!);
  return found;
}

function preview(text: string): string {
  return text.length > RESULT_PREVIEW_CHARS ? `${text.slice(0, RESULT_PREVIEW_CHARS)}…` : text;
}

/**
 * spec 003 "LLM decision tracking": one line of `llm_decisions.jsonl` per model call of a loop's agent — what it was
 * given (a summary, not the whole prompt), what it decided, its tokens and its time — so a run can be read after the
 * fact to see why the loop went where it went.
 */
export interface LlmDecision {
  /** The agent's role: planner, synthesizer, fact_extractor, verifier, coverage. */
  agent: string;
  /** What the call worked on: a query id. */
  subject: string;
  iteration: number;
  model: string;
  input_summary: string;
  /** The decision as qaforge read it (parsed and repaired), or the reason it could not be read. */
  output: unknown;
  input_tokens: number;
  output_tokens: number;
  started_at: string;
  duration_ms: number;
  /** Set when the reply could not be read and a fallback was used. */
  error?: string;
}
