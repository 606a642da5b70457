import { isUnderline } from "../../documents/sentences.js";
import { leadSentence, MIN_ANSWER_WORDS } from "./entry-questions.js";
import type { Fact, ReadText } from "./facts.js";

/**
 * Questions from a reference page's named entries: a setting, option, parameter or field written under its own name
 * (a heading, a reStructuredText or Markdown definition term, a list item "`name`: …") with a description after it.
 *   "Builtin Settings" / "timing¶" / "If True, the elapsed time is reported for each command executed."
 *     → "What does the timing setting do?", the description's first sentence
 *   "The following options are valid:" / "- `recurse`: boolean, default `false`" / "    Look for command modules …"
 *     → "What does the `recurse` option do?"
 * The kind of thing ("setting", "option") must be named by the section's heading, the lead-in line of the list, or the
 * description itself ("this setting …"): a name with no kind asks nothing, so that a short heading in prose ("echo")
 * or a code word a PDF put on a line of its own is never taken for an entry. The reader finds the same entry by the
 * name (reader-extract.ts) and reads the same sentence, through termDescription below.
 */

const KINDS = "setting|option|parameter|argument|variable|field|attribute|property|key|flag";
const PLURAL_KIND = new RegExp(`\\b(${KINDS})s\\b`, "i");
const SINGULAR_KIND = new RegExp(`\\bthis (${KINDS})\\b`, "i");
/** A name as code writes it: lower-case identifier, dotted or with underscores ("allow_style", "exports.command"). */
const IDENTIFIER = /^[a-z_][a-z0-9_]*(?:\.[a-z_][a-z0-9_]*)*$/i;
/** Most lines between an entry's name and its description, and most lines above it searched for its kind. */
const MAX_GAP = 3;
const KIND_LOOKBACK = 60;

export interface TermHeading {
  /** The name as the question writes it: in backticks when the document writes it so. */
  term: string;
  /** Plain name, for matching. */
  name: string;
  /** The description that follows the name on its own line ("- `name`: a string used as …"), when there is one. */
  inline?: string;
  /** A list item, whose kind is named by the line that introduces the list. */
  listItem: boolean;
  /** The item gives its default ("`persistent` (default: `true`)"): a setting of something, an option. */
  hasDefault?: boolean;
  /** A call heading ("### mime.getType(pathOrExtension)"): the entry is a function, or a method when it is dotted. */
  call?: "function" | "method";
}

/**
 * The entry's name on line `line`, or undefined. The forms: a Sphinx HTML heading ("timing¶"), a Markdown heading
 * ("### `debug`"), a reStructuredText heading (the name over a line of "-" or "~"), a definition term in backticks or
 * with an underscore alone on its line over indented text, and a list item that starts with a name in backticks.
 * A plain word (no underscore, dot or backticks) only counts as a heading marked as one (¶, #, an underline).
 */
export function termHeading(text: ReadonlyMap<number, string>, line: number): TermHeading | undefined {
  const raw = text.get(line);
  if (raw === undefined) return undefined;
  const trimmed = raw.trim();
  // "- `name`: …", "- `name` (boolean) – …", and "* `name` (default: `true`). Indicates …" (a full stop after the
  // parenthetical only: "`name`." alone is a sentence about code).
  // The parenthetical may be in emphasis: "- `indent` _(default: 2)_ - indentation width to use".
  const item = /^[-*+]\s+(`{1,2})([^`\s]+)\1\s*(?:(?:[_*]?\(([^)]{1,30})\)[_*]?)?\s*(?::|—|–|\s-)|[_*]?\(([^)]{1,30})\)[_*]?\.)\s*(.*)$/.exec(trimmed);
  if (item && IDENTIFIER.test(item[2]!)) {
    const inline = item[5]!.trim();
    const parenthetical = item[3] ?? item[4];
    return {
      term: `\`${item[2]}\``,
      name: item[2]!,
      ...(inline ? { inline } : {}),
      listItem: true,
      ...(parenthetical && /\bdefaults?\b/i.test(parenthetical) ? { hasDefault: true } : {}),
    };
  }
  const call = callHeading(trimmed);
  if (call) return call;
  const sphinx = /^([a-z_][\w.]*)¶$/.exec(trimmed);
  if (sphinx && IDENTIFIER.test(sphinx[1]!)) return named(sphinx[1]!, false);
  const markdown = /^#{2,6}\s+(`?)([A-Za-z_][\w.]*)\1\s*#*$/.exec(trimmed);
  if (markdown && IDENTIFIER.test(markdown[2]!) && (markdown[1] || /^[a-z]/.test(markdown[2]!))) return named(markdown[2]!, !!markdown[1]);
  const bare = /^(`{0,2})([a-z_][\w.]*)\1$/.exec(trimmed);
  if (!bare || !IDENTIFIER.test(bare[2]!) || raw !== raw.trimStart()) return undefined;
  const underline = text.get(line + 1)?.trim() ?? "";
  if (isUnderline(underline) && underline.length >= trimmed.length) return named(bare[2]!, !!bare[1]);
  // A definition term: marked as code, over an indented description, after a blank line (not a word a PDF cut off).
  const marked = !!bare[1] || /[_.]/.test(bare[2]!);
  const before = text.get(line - 1);
  const after = text.get(line + 1);
  if (marked && (before === undefined || before.trim() === "") && after !== undefined && /^\s+\S/.test(after)) return named(bare[2]!, !!bare[1]);
  return undefined;
}

/**
 * An API reference's entry is named by its call signature as a Markdown heading: "### mime.getType(pathOrExtension)",
 * "### load (string [ , options ])", "### `get(key, options = {}) => value`", "### .helpOption(flags)". The name is
 * the call without its arguments; a dotted name is a method of the object before the dot. A constructor ("new X(…)")
 * and a heading with words besides the call ("Stand-alone executable (sub)commands") are not entries.
 */
function callHeading(trimmed: string): TermHeading | undefined {
  const match = /^#{2,6}\s+(`?)(?:async\s+)?(\.?)([A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*) ?\((.*)\)(?:\s*=>\s*[\w.|<>[\] ]+)?\1\s*#*$/.exec(trimmed);
  if (!match || !IDENTIFIER.test(match[3]!) || /\(/.test(match[4]!.replace(/\([^()]*\)/g, ""))) return undefined;
  // An argument list names one thing per comma ("string [ , options ]", "key, { allowStale } = {}", "...args"); words
  // in parentheses ("PowerShell (VS Code default)", "file_dep (file dependency)") gloss a heading, they call nothing.
  const parts = match[4]!.replace(/=\s*[^,\]}]*/g, "").replace(/[[\]{}]|\.\.\./g, " ").split(",").map((part) => part.trim()).filter(Boolean);
  if (parts.some((part) => part.split(/\s+/).length > 1 || !/^[A-Za-z_$][\w$]*$/.test(part))) return undefined;
  const name = match[3]!;
  return { term: `\`${match[2]}${name}()\``, name, listItem: false, call: match[2] || name.includes(".") ? "method" : "function" };
}

function named(name: string, quoted: boolean): TermHeading {
  return { term: quoted ? `\`${name}\`` : name, name, listItem: false };
}

/**
 * The description of the entry named on line `line`: its inline text when that is a sentence of its own, else the
 * first sentence that starts within a few lines below the name. Whole sentences only, of a description's length, that
 * neither point elsewhere nor hedge.
 */
export function termDescription(text: ReadonlyMap<number, string>, line: number, heading: TermHeading): { text: string; endLine: number } | undefined {
  if (heading.inline) {
    const block = new Map<number, string>([[line, heading.inline]]);
    // Its continuation lines: indented, or (Markdown's lazy continuation) any line that starts no item or heading.
    for (let at = line + 1; at <= line + 6 && text.get(at) !== undefined && /\S/.test(text.get(at)!) && !/^\s*(?:[-*+]\s|#)/.test(text.get(at)!); at++) block.set(at, text.get(at)!);
    const inline = firstSentence(block, line);
    if (inline) return inline;
    // "- `recurse`: boolean, default `false`": a type and a default, with the description indented below.
    if (heading.inline.split(/\s+/).length >= MIN_ANSWER_WORDS) return undefined;
  }
  let start = line + 1;
  // A reStructuredText heading's underline, then blank lines.
  if (isUnderline(text.get(start) ?? "x")) start++;
  while (start <= line + MAX_GAP + 1 && text.get(start) !== undefined && text.get(start)!.trim() === "") start++;
  // Under a call's heading the description is a paragraph of prose: a parameter list, a code block or a table first
  // ("- `data` {String} The data to send.") describes the arguments, not what the call does.
  // A list of the parameters may come first: the paragraph after it is the description.
  if (heading.call && /^[-*+]\s+`/.test(text.get(start) ?? "")) {
    let at = start;
    while (at <= start + 20 && text.get(at) !== undefined && (/^\s*[-*+]\s/.test(text.get(at)!) || /^\s+\S/.test(text.get(at)!))) at++;
    if (text.get(at) === undefined || text.get(at)!.trim() !== "") return undefined;
    start = at;
    while (start <= at + 2 && text.get(start) !== undefined && text.get(start)!.trim() === "") start++;
  }
  if (heading.call && /^\s*(?:[-*+]\s|\d+[.)]\s|```|~~~|\||#|<|\s{4})/.test(text.get(start) ?? "")) return undefined;
  const lines = new Map<number, string>();
  for (let at = start; at <= start + 12 && text.get(at) !== undefined && text.get(at)!.trim() !== ""; at++) {
    if (at > start && (termHeading(text, at) || /^\s*[-*+]\s/.test(text.get(at)!))) break;
    lines.set(at, text.get(at)!);
  }
  const description = firstSentence(lines, start);
  // What a call does is said with a verb ("Get the type …", "Parses `string` as …", "Forcibly close …") or by
  // likeness ("Same as `load()`, but …"); a sentence with a subject of its own ("A help command is added by default
  // if …", "`null` is returned …") says something around the call.
  if (heading.call && description && /^(?:a|an|the|most|some|each|every|all|any|both|one|in|on|for|with|as|at|from|to|`)\b|^`/i.test(description.text)) return undefined;
  return description;
}

function firstSentence(lines: ReadonlyMap<number, string>, start: number): { text: string; endLine: number } | undefined {
  const lead = leadSentence(lines, start);
  if (!lead) return undefined;
  const answer = lead.text;
  // A condition on the entry's own value is its description ("If True, …"); any other hedge or pointer is not.
  // "By default, the add event fires …" describes what happens without the entry, not what the entry does.
  if (/^(?:usually|generally|in general|sometimes|often|unfortunately|however|note|see|refer to|please|we|i|you|it|this|that|these|those|they|there|here|also|see also|deprecated|by default|otherwise|without)\b/i.test(answer)) return undefined;
  if (/^(?:if|when|unless)\b/i.test(answer) && !/^(?:if|when|unless) (?:(?:set )?(?:to )?(?:true|false|yes|no|on|off|none|enabled|disabled|set|given|specified|present|provided|omitted|empty|zero|non-zero|nonzero|\d+)|it is (?:set|true|false|enabled|disabled|given))\b/i.test(answer)) return undefined;
  return lead;
}

/**
 * The kind of the entry on line `line` ("setting"), from the heading of its section, the line that introduces its list,
 * or its own description ("this option"), or undefined when none of them names one.
 */
export function termKind(text: ReadonlyMap<number, string>, line: number, heading: TermHeading, description: string): string | undefined {
  if (heading.call) return heading.call;
  for (let at = line - 1; at >= line - KIND_LOOKBACK && text.get(at) !== undefined; at--) {
    const value = text.get(at)!;
    const trimmed = value.trim();
    if (trimmed === "" || termHeading(text, at)) continue;
    if (heading.listItem) {
      // The list's own items and their indented text, up to the line that introduces the list.
      if (/^[-*+]\s/.test(trimmed) || /^\s/.test(value)) continue;
      if (!/:$/.test(trimmed)) break;
      const kind = PLURAL_KIND.exec(trimmed);
      if (kind) return kind[1]!.toLowerCase();
      break;
    }
    if (isSectionHeading(text, at)) {
      const kind = PLURAL_KIND.exec(trimmed);
      if (kind && trimmed.split(/\s+/).length <= 5) return kind[1]!.toLowerCase();
      break;
    }
  }
  const own = SINGULAR_KIND.exec(description);
  if (own) return own[1]!.toLowerCase();
  return heading.hasDefault ? "option" : undefined;
}

/** A heading line that is not an entry's name: "Builtin Settings¶", "## Options", a reStructuredText title. */
function isSectionHeading(text: ReadonlyMap<number, string>, line: number): boolean {
  const trimmed = text.get(line)!.trim();
  if (/¶$/.test(trimmed) || /^#{1,6}\s+\S/.test(trimmed)) return true;
  const underline = text.get(line + 1)?.trim() ?? "";
  return isUnderline(underline) && /^[A-Z]/.test(trimmed) && trimmed.split(/\s+/).length <= 6;
}

/** "What does the timing setting do?", "What does the `recurse` option do?" */
export function termFacts(text: ReadText, from: number, to: number): Fact[] {
  const facts: Fact[] = [];
  for (let line = from; line <= to; line++) {
    const heading = termHeading(text, line);
    if (!heading) continue;
    const description = termDescription(text, line, heading);
    if (!description) continue;
    const kind = termKind(text, line, heading, description.text);
    if (!kind || namedAfter(text, line, description, heading.name, kind)) continue;
    facts.push({
      question: `What does the ${heading.term} ${kind} do?`,
      answer: description.text,
      evidence: [{ start_line: line, end_line: description.endLine }],
      kind: "term",
    });
  }
  return facts;
}

/**
 * The entry's paragraph names the entry again after the first sentence ("The allow_style setting controls …"): the
 * first sentence sets the scene and the description proper comes later, where the statement shapes read it.
 */
function namedAfter(text: ReadText, line: number, description: { text: string; endLine: number }, name: string, kind: string): boolean {
  const paragraph: string[] = [];
  for (let at = line + 1; at <= description.endLine + 6 && text.get(at) !== undefined; at++) {
    if (at > description.endLine && (text.get(at)!.trim() === "" || termHeading(text, at))) break;
    paragraph.push(text.get(at)!.trim());
  }
  const joined = paragraph.join(" ").replace(/\s+/g, " ");
  const rest = joined.slice(Math.max(0, joined.indexOf(description.text.slice(-20)) + 20));
  return new RegExp(`(?<![\\w.])\`{0,2}${name.replace(/\./g, "\\.")}\`{0,2} ${kind}\\b`, "i").test(rest);
}

/**
 * An entry's default, as a reference page states it in the entry's own text: "- `indent` _(default: 2)_ - …",
 * "* `persistent` (default: `true`). …", or a sentence of the description "Defaults to `false`." / "The default is
 * 1024.". A value of a few words; a default that depends on something ("Defaults to the value of …") or is cut by a
 * line's end inside code is not one.
 */
export function termDefault(text: ReadonlyMap<number, string>, line: number, heading: TermHeading): { text: string; endLine: number } | undefined {
  if (heading.call) return undefined;
  const parts: string[] = [text.get(line) ?? ""];
  let endLine = line;
  // The entry's own text: a list item's line and the lines that continue it, up to the next item, heading or blank
  // line; under an entry's heading, its paragraphs up to the next heading.
  const ends = (value: string, at: number) => (heading.listItem ? !/\S/.test(value) || /^\s*[-*+]\s/.test(value) : /^\s*#/.test(value) || isUnderline(text.get(at + 1) ?? "x")) || /^\s*#/.test(value) || termHeading(text, at) !== undefined;
  for (let at = line + 1; at <= line + (heading.listItem ? 8 : 25) && text.get(at) !== undefined && !ends(text.get(at)!, at); at++) {
    parts.push(text.get(at)!);
    endLine = at;
  }
  const block = parts.join(" ").replace(/\s+/g, " ");
  const match = /[_*]?\((?:[^()]*,\s*)?defaults?(?::|\s+to|\s+is)\s+([^()]{1,40})\)/i.exec(block)
    ?? /(?:^|[.!]\s+)(?:Defaults to|The default(?: value)? is|Default is)\s+(.{1,40}?)[.,;](?:\s|$)/.exec(block);
  if (!match) return undefined;
  const value = match[1]!.trim();
  if (value.split(/\s+/).length > 5 || ((value.match(/`/g) ?? []).length % 2 === 1)) return undefined;
  if (/^(?:the|a|an|whatever|whichever|same|that|this|it|its|their|none of)\b/i.test(value) && !/`/.test(value)) return undefined;
  // The answer's line: the one that states the default.
  const at = [...Array(endLine - line + 1).keys()].map((offset) => line + offset).find((candidate) => (text.get(candidate) ?? "").includes(value.split(/\s+/)[0]!));
  return { text: value, endLine: Math.max(at ?? endLine, line) };
}

/** "What does the `indent` option default to?": an entry's default (termDefault), asked of every entry that states one. */
export function termDefaultFacts(text: ReadText, from: number, to: number): Fact[] {
  const facts: Fact[] = [];
  for (let line = from; line <= to; line++) {
    const heading = termHeading(text, line);
    if (!heading || heading.call) continue;
    const value = termDefault(text, line, heading);
    if (!value) continue;
    const kind = termKind(text, line, heading, termDescription(text, line, heading)?.text ?? "");
    if (!kind) continue;
    facts.push({ question: `What does the ${heading.term} ${kind} default to?`, answer: value.text, evidence: [{ start_line: line, end_line: value.endLine }], kind: "default" });
  }
  return facts;
}

/** The reader's form of a default's question: "What does the `indent` option default to?" → "indent". */
export function termDefaultQuestion(question: string): string | undefined {
  const match = new RegExp(`^what does the (\`?)([A-Za-z_][\\w.]*)\\1 (?:${KINDS}) default to\\?$`, "i").exec(question.trim());
  return match && IDENTIFIER.test(match[2]!) ? match[2]! : undefined;
}

/** The reader's form of the question: "What does the X setting do?" → the name X, or undefined. */
export function termQuestion(question: string): string | undefined {
  const match = new RegExp(`^what does the (\`?)([A-Za-z_][\\w.]*)\\1 (?:${KINDS}) do\\?$`, "i").exec(question.trim())
    ?? /^what does the (`)\.?([A-Za-z_][\w.]*)\(\)\1 (?:function|method) do\?$/i.exec(question.trim());
  return match && IDENTIFIER.test(match[2]!) ? match[2]! : undefined;
}
