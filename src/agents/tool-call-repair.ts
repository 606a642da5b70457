import type { AIMessage, ToolCall } from "@langchain/core/messages";

/** A tool the model may call: its name and the zod schema of its arguments (LangChain `tool()`s have both). */
export interface ToolArgumentsSchema {
  name: string;
  schema?: unknown;
}

export interface RejectedToolCall {
  name: string;
  id?: string;
  /** Written for the model: what was wrong and what to send instead. */
  reason: string;
}

export interface RepairedToolCalls {
  /** Calls with arguments that parse and match their tool's schema (already parsed by it). */
  toolCalls: ToolCall[];
  rejected: RejectedToolCall[];
}

interface SafeParser {
  safeParse(value: unknown): { success: true; data: unknown } | { success: false; error: { issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }> } };
}

/**
 * Recovers the tool calls of a model turn from any provider. Calls whose JSON arguments LangChain could not parse
 * (`invalid_tool_calls`) are repaired when the fault is a common one (code fences, trailing commas, single quotes,
 * unquoted keys, missing closing brackets, JSON inside a JSON string); every call is then checked against its tool's
 * schema. What cannot be used is rejected with a reason the agent sends back as an error ToolMessage.
 */
export function repairToolCalls(message: AIMessage, tools: readonly ToolArgumentsSchema[]): RepairedToolCalls {
  const byName = new Map(tools.map((tool) => [tool.name, tool]));
  const toolCalls: ToolCall[] = [];
  const rejected: RejectedToolCall[] = [];
  const accept = (name: string, id: string | undefined, rawArgs: unknown): void => {
    const tool = byName.get(name);
    const reject = (reason: string): void => {
      rejected.push({ name, ...(id !== undefined ? { id } : {}), reason });
    };
    if (!tool) return reject(`there is no tool named "${name}"; available tools: ${[...byName.keys()].join(", ") || "none"}`);
    const args = typeof rawArgs === "string" ? parseArguments(rawArgs) : { value: rawArgs };
    if ("error" in args) return reject(args.error);
    const value = unwrapJsonString(args.value);
    if (value === null || typeof value !== "object" || Array.isArray(value)) {
      return reject(`the arguments must be one JSON object, not ${describe(value)}`);
    }
    const checked = validate(tool.schema, value);
    if ("error" in checked) return reject(checked.error);
    toolCalls.push({ name, args: checked.value as Record<string, unknown>, ...(id !== undefined ? { id } : {}), type: "tool_call" });
  };

  for (const call of message.tool_calls ?? []) accept(call.name, call.id, call.args);
  for (const call of message.invalid_tool_calls ?? []) {
    if (!call.name) {
      rejected.push({ name: "", ...(call.id !== undefined ? { id: call.id } : {}), reason: "the tool call names no tool" });
      continue;
    }
    accept(call.name, call.id, call.args ?? "");
  }
  return { toolCalls, rejected };
}

function validate(schema: unknown, value: object): { value: unknown } | { error: string } {
  if (!isSafeParser(schema)) return { value };
  const result = schema.safeParse(value);
  if (result.success) return { value: result.data };
  const problems = result.error.issues.slice(0, 5).map((issue) => {
    const field = issue.path.map(String).join(".");
    return field ? `"${field}": ${issue.message}` : issue.message;
  });
  return { error: `the arguments do not match the tool's schema: ${problems.join("; ")}` };
}

function isSafeParser(schema: unknown): schema is SafeParser {
  return typeof (schema as { safeParse?: unknown } | undefined)?.safeParse === "function";
}

function describe(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "a list";
  return `a ${typeof value}`;
}

/** A JSON string whose content is itself a JSON object or list is unwrapped (some models double-encode). */
function unwrapJsonString(value: unknown): unknown {
  let current = value;
  for (let depth = 0; depth < 2 && typeof current === "string"; depth++) {
    const inner = current.trim();
    if (!/^[[{]/.test(inner)) break;
    try {
      current = JSON.parse(inner);
    } catch {
      break;
    }
  }
  return current;
}

/** Parses tool-call arguments, repairing the common faults of model-written JSON. */
export function parseArguments(text: string): { value: unknown } | { error: string } {
  const stripped = stripFences(text).trim();
  if (stripped === "") return { value: {} };
  try {
    return { value: JSON.parse(stripped) };
  } catch (error) {
    const firstError = (error as Error).message;
    const repaired = repairJson(extractJsonRegion(stripped));
    if ("error" in repaired) return repaired;
    try {
      return { value: JSON.parse(repaired.text) };
    } catch {
      return { error: `the arguments are not valid JSON (${firstError}); send them as one JSON object` };
    }
  }
}

function stripFences(text: string): string {
  const fenced = /```[a-zA-Z]*\s*\n?([\s\S]*?)\n?\s*```/.exec(text);
  return fenced ? fenced[1]! : text;
}

/** Text before the first `{`/`[` (e.g. "Here are the arguments:") is dropped. */
function extractJsonRegion(text: string): string {
  const start = text.search(/[[{]/);
  return start > 0 ? text.slice(start) : text;
}

const PYTHON_LITERALS: Record<string, string> = { True: "true", False: "false", None: "null" };

/**
 * Rewrites near-JSON as JSON: single-quoted strings become double-quoted, bare object keys are quoted, Python's
 * True/False/None become JSON literals, trailing commas are dropped and unclosed brackets are closed. A string cut
 * off in the middle is not guessed at.
 */
export function repairJson(text: string): { text: string } | { error: string } {
  let out = "";
  const open: string[] = [];
  let index = 0;
  const dropTrailingComma = (): void => {
    out = out.replace(/,\s*$/, "");
  };
  while (index < text.length) {
    const char = text[index]!;
    if (char === '"' || char === "'") {
      const end = findStringEnd(text, index + 1, char);
      if (end === -1) return { error: "the arguments were cut off inside a string; send the complete JSON object" };
      const body = text.slice(index + 1, end);
      out += `"${escapeControlCharacters(char === '"' ? body : body.replace(/\\'/g, "'").replace(/(?<!\\)"/g, '\\"'))}"`;
      index = end + 1;
    } else if (char === "{" || char === "[") {
      open.push(char === "{" ? "}" : "]");
      out += char;
      index++;
    } else if (char === "}" || char === "]") {
      dropTrailingComma();
      if (open.at(-1) === char) open.pop();
      out += char;
      index++;
    } else if (/[A-Za-z_$]/.test(char)) {
      const word = /^[A-Za-z_$][\w$-]*/.exec(text.slice(index))![0];
      const next = text.slice(index + word.length).match(/^\s*(.)/)?.[1];
      if (next === ":" && open.at(-1) === "}") out += JSON.stringify(word);
      else out += PYTHON_LITERALS[word] ?? word;
      index += word.length;
    } else {
      out += char;
      index++;
    }
  }
  dropTrailingComma();
  if (/:\s*$/.test(out)) out += "null";
  while (open.length > 0) out += open.pop();
  return { text: out };
}

/** Raw newlines and tabs inside a string are escaped; models often write them in long values. */
function escapeControlCharacters(body: string): string {
  return body.replace(/\n/g, "\\n").replace(/\r/g, "\\r").replace(/\t/g, "\\t");
}

function findStringEnd(text: string, from: number, quote: string): number {
  for (let index = from; index < text.length; index++) {
    const char = text[index];
    if (char === "\\") index++;
    else if (char === quote) return index;
  }
  return -1;
}
