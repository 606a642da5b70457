import type { Fact, ReadText } from "./facts.js";
import { BASE, isVerbBase } from "./verb-lexicon.js";
import { perText } from "../../documents/per-text.js";
import { isCodeFence } from "../../documents/sentences.js";

/**
 * Questions from a library README's tagline: the one-line description a README puts right under its title, or in the
 * title itself after a dash or a colon, says what the package is or does.
 *   "# lru-cache" / "A cache object that deletes the least-recently-used items." → "What is lru-cache?"
 *   "# Glob" / "Match files using the patterns the shell uses, like stars and stuff." → "What does Glob do?"
 *   "# ms" / "Use this package to easily convert various time formats to milliseconds." → "What is the ms package used for?"
 *   "semver(1) -- The semantic versioner for npm" (a title) → "What is semver?"
 * The package is named by the page title: a single name as code spells it ("lru-cache", "Commander.js", "JS-YAML"),
 * never a generic title ("Getting started", "Options", "README"). A tagline is a noun phrase (no verb of its own
 * outside a relative clause or a participle), an instruction that opens with a verb, or "Use this package to …"; a
 * likeness ("Like `mkdir -p`, but in Node.js!"), a sentence with a subject ("This is …", "Ajv is …") and a paragraph of
 * more than one sentence's worth of words are not taglines. The reader finds the same tagline by the same function.
 */

export interface Tagline {
  /** The package's name, from the title. */
  name: string;
  question: string;
  answer: string;
  line: number;
  endLine: number;
}

/** Titles that name a kind of page, not a package. */
const GENERIC_TITLE = /^(?:readme|introduction|overview|tutorials?|options|usage|changelog|changes|history|news|faq|index|api|examples?|documentation|docs|guide|install(?:ation)?|quickstart|contents|contributing|license|security|roadmap|authors|credits|about|features|configuration|reference|manual|help|support|troubleshooting|migration|upgrading|setup|notes|glossary|appendix|summary|welcome)$/i;
/** A package's name as its README title writes it: one token, letters first ("lru-cache", "Commander.js", "JS-YAML"). */
const PACKAGE_NAME = /^[A-Za-z@][\w.@/-]{0,39}$/;
/** Words after which a noun phrase's head has ended: a relative clause, a participle, a preposition. */
const HEAD_ENDS = /^(?:that|which|who|whose|for|of|in|to|with|on|from|by|at|into|over|under|like|as|used|done|made|modelled|modeled|built|written|based|designed|inspired|and|or)$/i;
/** Finite verbs of a subject's own clause ("Ajv is …", "It works …"): a sentence, not a tagline. */
const FINITE = /^(?:is|are|was|were|has|have|had|can|could|will|would|should|may|might|must|does|do|did|lets|allows|makes|gives|works|helps)$/i;
/** Openings of a sentence about something else, or of no description at all. */
const NOT_A_TAGLINE = /^(?:this|these|those|it|its|we|you|i|our|your|please|now|note|see|read|install|like|unlike|just|also|here|there|if|when|for|to|with|in|on|by|at|from|as|because|since|while|although|yes|no|not|only|so|but|and|or)\b/i;
const MIN_WORDS = 3;
const MAX_WORDS = 25;

/** The README's tagline, when the lines read hold its title and the tagline under it (or the title holds it). */
export function readmeTagline(text: ReadText, title: string | undefined, format?: string): Tagline | undefined {
  if (!title || (format !== undefined && format !== "markdown")) return undefined;
  const name = packageName(title);
  if (!name) return undefined;
  const parts = TITLE_PARTS.exec(title.trim());
  const titleLine = titleLineOf(text, name);
  if (titleLine === undefined) return undefined;
  const below = paragraphBelow(text, titleLine.end);
  const under = below ? taglineQuestion(name, below.text) : undefined;
  if (below && under) return { name, ...under, line: below.line, endLine: below.endLine };
  // No tagline under the title: the title's own subtitle ("semver(1) -- The semantic versioner for npm").
  if (!parts) return undefined;
  const subtitle = readWords(parts[2]!);
  if (!/^(?:--|-|–|—)/.test(title.trim().slice(parts[1]!.length).trim()) && !/^the\b|^an?\b/i.test(subtitle)) return undefined;
  const tagline = nounPhrase(subtitle) ? { question: `What is ${name}?`, answer: subtitle } : undefined;
  return tagline ? { name, ...tagline, line: titleLine.start, endLine: titleLine.start } : undefined;
}

/** "semver(1) -- The semantic versioner for npm", "Ajv: Another JSON Schema Validator": the name, and its subtitle. */
const TITLE_PARTS = /^(.+?)(?:\s+(?:--|-|–|—)\s+|:\s+)(.+)$/;

/** The package a README's title names: its first part, one name as code spells it; not a page's kind ("Options"). */
export function packageName(title: string | undefined): string | undefined {
  if (!title) return undefined;
  const name = (TITLE_PARTS.exec(title.trim())?.[1] ?? title).trim().replace(/\(\d\)$/, "");
  return PACKAGE_NAME.test(name) && !GENERIC_TITLE.test(name) ? name : undefined;
}

/**
 * The reader's form of a tagline's question, for the document whose title is `title`: "What is lru-cache?", "What does
 * Glob do?", "What is the ms package used for?" → true.
 */
export function asksTagline(question: string, title: string | undefined): boolean {
  const name = packageName(title);
  if (!name) return false;
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(`^(?:What is ${escaped}\\?|What does ${escaped} do\\?|What is the ${escaped} (?:package|library|module|tool|utility) used for\\?)$`).test(question.trim());
}

/** The title's line: "# name …" or a setext title ("name -- …" over "====="), within the first lines of the page. */
function titleLineOf(text: ReadText, name: string): { start: number; end: number } | undefined {
  const lower = name.toLowerCase();
  for (let line = 1; line <= 12; line++) {
    const value = text.get(line);
    if (value === undefined) continue;
    const trimmed = value.trim();
    const hash = /^#\s+(.+)$/.exec(trimmed);
    if (hash) return hash[1]!.toLowerCase().startsWith(lower) ? { start: line, end: line } : undefined;
    if (/^=+$/.test(text.get(line + 1)?.trim() ?? "") && trimmed !== "") return trimmed.toLowerCase().startsWith(lower) ? { start: line, end: line + 1 } : undefined;
  }
  return undefined;
}

/**
 * The first paragraph under the title, past blank lines, badges, images and HTML: its text with Markdown links read as
 * their words, or undefined when a heading, a list, code or a table comes first.
 */
function paragraphBelow(text: ReadText, titleEnd: number): { text: string; line: number; endLine: number } | undefined {
  for (let line = titleEnd + 1; line <= titleEnd + 12; line++) {
    const value = text.get(line);
    if (value === undefined) return undefined;
    const trimmed = value.trim();
    if (trimmed === "" || /^(?:\[?!\[|<|---+$|\*\*\*+$)/.test(trimmed) || badgesOnly(trimmed)) continue;
    if (/^(?:#|[-*+]\s|\d+[.)]\s|\||=+$)/.test(trimmed) || isCodeFence(trimmed) || /^\s{4}/.test(value)) return undefined;
    const lines: string[] = [];
    let end = line;
    for (let at = line; at <= line + 4 && text.get(at) !== undefined && text.get(at)!.trim() !== ""; at++) {
      if (at > line && (/^(?:#|[-*+]\s|\[?!\[|<)/.test(text.get(at)!.trim()) || isCodeFence(text.get(at)!))) break;
      lines.push(text.get(at)!.trim().replace(/^>\s*/, ""));
      end = at;
    }
    return { text: readWords(lines.join(" ")), line, endLine: end };
  }
  return undefined;
}

function badgesOnly(line: string): boolean {
  return line.replace(/\[!\[[^\]]*\]\([^)]*\)\]\([^)]*\)|!\[[^\]]*\]\([^)]*\)|\[!\[[^\]]*\]\[[^\]]*\]\]\[[^\]]*\]/g, "").trim() === "";
}

/**
 * Markdown links and emphasis read as their words: "[yargs](https://…)" → "yargs", a reference link
 * "[`Path` attribute][rfc-6265-5.2.4]" → "`Path` attribute".
 */
export function readWords(text: string): string {
  return text.replace(/\[([^\]]+)\]\([^)]*\)/g, "$1").replace(/\[([^\]]+)\]\[[^\]]*\]/g, "$1").replace(/(\*\*|__)(.+?)\1/g, "$2").replace(/\s+/g, " ").trim();
}

/** The question a tagline answers, and its answer: the tagline's first sentence. */
function taglineQuestion(name: string, paragraph: string): { question: string; answer: string } | undefined {
  const sentence = paragraph.split(/(?<=[.!?])\s+(?=[A-Z])/)[0]!.trim();
  const words = sentence.replace(/[.!?]$/, "").split(/\s+/);
  if (words.length < MIN_WORDS || words.length > MAX_WORDS || /!$/.test(sentence) || /[:;]$/.test(sentence)) return undefined;
  // "Use this package to easily convert …": what the package is used for.
  const use = /^Use (this|the) (package|library|module|tool|utility) to (.+?)\.?$/.exec(sentence);
  if (use) return { question: `What is the ${name} ${use[2]} used for?`, answer: `to ${use[3]}` };
  // "Match files using the patterns …", "parse argument options": an instruction says what the package does.
  const first = words[0]!;
  if (isVerbBase(first) && !/^(?:use|install|read|see|run|try)$/i.test(first) && /^[a-z]+$/i.test(first)) return { question: `What does ${name} do?`, answer: sentence };
  if (NOT_A_TAGLINE.test(sentence) || new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\b`, "i").test(sentence)) return undefined;
  return nounPhrase(sentence) ? { question: `What is ${name}?`, answer: sentence } : undefined;
}

/** A noun phrase: no finite verb before its head ends (at a relative clause, a participle or a preposition). */
function nounPhrase(sentence: string): boolean {
  const words = sentence.replace(/[.!?]$/, "").split(/\s+/);
  if (words.length < MIN_WORDS || words.length > MAX_WORDS || NOT_A_TAGLINE.test(sentence)) return false;
  for (const raw of words) {
    const word = raw.replace(/[,;:]$/, "");
    if (HEAD_ENDS.test(word)) return true;
    if (FINITE.test(word) || BASE.has(word.toLowerCase())) return false;
    if (/[,;:]$/.test(raw)) return /,$/.test(raw) && /^(?:a|an|the)\b/i.test(sentence) ? true : false;
  }
  return true;
}

/** "What is lru-cache?", "What does Glob do?", "What is the ms package used for?": the tagline's question, as a fact. */
export function taglineFacts(text: ReadText, from: number, to: number, title: string | undefined, format?: string): Fact[] {
  const tagline = readmeTagline(text, title, format);
  if (!tagline || tagline.line < from || tagline.line > to) return [];
  return [{ question: tagline.question, answer: tagline.answer, evidence: [{ start_line: tagline.line, end_line: tagline.endLine }], kind: "readme" }];
}

/**
 * A README's install command: "npm install lru-cache --save", "npm i glob", "$ npm install --save micromatch", "pip
 * install pytools" (PIP_INSTALL), or the
 * same in a code span of a sentence ("Install with `npm install rimraf`"). The package it names, and the command as
 * a user types it (without a shell prompt). A global install ("-g"), a version or tag ("ajv@beta"), several packages
 * or a command chained to another are other commands.
 */
export interface InstallCommand {
  pkg: string;
  command: string;
  line: number;
}

const INSTALL = /^(?:\$\s*)?((?:npm|pnpm)\s+(?:install|i|add)|yarn\s+add)((?:\s+(?:--save|-S|--save-dev|-D|--save-prod|-P))*)\s+(@?[a-z0-9][\w.-]*(?:\/[\w.-]+)?)((?:\s+(?:--save|-S|--save-dev|-D|--save-prod|-P))*)\s*$/;
/**
 * Python's: "pip install pytools", "pip3 install --user frob", "python -m pip install -U Frob" (a name on PyPI may have
 * capitals). Not a requirements file ("-r"), a path (".", "-e ."), extras or a version ("frob[all]", "frob==1.2").
 */
const PIP_INSTALL = /^(?:\$\s*)?((?:python3?\s+-m\s+)?pip3?\s+install)((?:\s+(?:--user|-U|--upgrade))*)\s+([A-Za-z0-9][\w.-]*)((?:\s+(?:--user|-U|--upgrade))*)\s*$/;

/** Every install command of the lines, a code line of its own or a code span. */
export const installCommands = perText((text: ReadText): readonly InstallCommand[] => {
  const found: InstallCommand[] = [];
  for (const [line, value] of text) {
    const spans = [value.trim(), ...[...value.matchAll(/`([^`]+)`/g)].map((match) => match[1]!.trim())];
    for (const span of spans) {
      const match = INSTALL.exec(span) ?? PIP_INSTALL.exec(span);
      if (match) found.push({ pkg: match[3]!, command: span.replace(/^\$\s*/, "").replace(/\s+/g, " "), line });
    }
  }
  return found;
});

/**
 * "Which command installs lru-cache?": asked when the lines read install the package by one command only (a second
 * spelling, "npm i x" beside "yarn add x", leaves the question two answers).
 */
export function installFacts(text: ReadText, from: number, to: number): Fact[] {
  const commands = installCommands(text);
  const facts: Fact[] = [];
  for (const command of commands) {
    if (command.line < from || command.line > to || facts.some((fact) => fact.answer === command.command)) continue;
    const same = new Set(commands.filter((other) => other.pkg === command.pkg).map((other) => other.command));
    if (same.size !== 1) continue;
    facts.push({ question: `Which command installs ${command.pkg}?`, answer: command.command, evidence: [{ start_line: command.line, end_line: command.line }], kind: "readme" });
  }
  return facts;
}

/** The reader's form of an install question: "Which command installs lru-cache?" → "lru-cache". */
export function asksInstall(question: string): string | undefined {
  return /^Which command installs (@?[A-Za-z0-9][\w.-]*(?:\/[\w.-]+)?)\?$/.exec(question.trim())?.[1];
}

/** What the reader searches for to find install commands. */
export const INSTALL_SEARCH = String.raw`(?:npm|pnpm)\s+(?:install|i|add)\b|yarn\s+add\b|pip3?\s+install\b`;
