import type { BaseMessage } from "@langchain/core/messages";
import { normaliseForMatch, words } from "../../documents/words.js";
import { OfflineChatModel, type OfflineEngineContext, type OfflineTurn } from "./chat-model.js";
import {
  documentAttributes,
  humanTexts,
  parseReadLines,
  parseSearch,
  parseVisualManifest,
  taggedSection,
  toolExchanges,
  type ToolExchange,
} from "./conversation.js";
import { analyseQuestion, type QuestionAnalysis } from "./question-analysis.js";
import { findCandidates, isEntryHeading, namesEntry, unreadTableTop, type Candidate, type TermWeights } from "./reader-extract.js";
import { resolveSelfReferences } from "./section-scope.js";
import { ENTRY_REACH } from "./exception-questions.js";
import { GI_KIND_ABOVE, PARAMETER_OWNER_REACH } from "./term-questions.js";
import { DETAILED_DESCRIPTION, declarationAt } from "./hierarchy-questions.js";
import { asksInstall, asksTagline, installCommands, INSTALL_SEARCH, readmeTagline } from "./readme-questions.js";
import { judge } from "./verdict.js";

/** Share of the question's term weight the best line must hold before the reader trusts an answer from it. */
const MIN_SUPPORT = 0.4;
const MAX_SEARCHES = 6;
const MAX_READS = 3;
/** Most windows read upward to a table's header, and their length. */
const TABLE_READS = 2;
const TABLE_WINDOW = 100;
/** Lines read above an entry whose question names its owner: up to its table's caption and the owner's entry. */
const OWNER_LOOKBACK = 40;
/** Lines the search for a named entry returns: enough to reach its heading past the prose that uses its name. */
const TERM_ENTRY_RESULTS = 50;

/**
 * The validator role without a model. Given only the question, it searches the document for the question's
 * distinctive words, reads around the best hits (from the heading down for "the X of Y" questions), scores the lines
 * by the question's terms and extracts the span the question's form asks for; then, shown the reference answer,
 * it compares it with its own and judges the question.
 */
export class ReaderModel extends OfflineChatModel {
  readonly engine = "reader";

  static override lc_name(): string {
    return "OfflineReader";
  }

  protected respond(messages: readonly BaseMessage[], context: OfflineEngineContext): OfflineTurn {
    const humans = humanTexts(messages);
    const last = humans.at(-1) ?? "";
    const exchanges = toolExchanges(messages);
    if (last.includes("<reference_answer>")) return verdictTurn(last, exchanges);
    const task = humans.find((text) => text.includes("<question>")) ?? last;
    const question = taggedSection(task, "question") ?? "";
    const attributes = documentAttributes(task);
    const lineCount = Number(attributes.lines ?? 0);
    const document = { ...(attributes.title ? { title: attributes.title } : {}), ...(attributes.format ? { format: attributes.format } : {}), hashes: attributes.format !== "pdf" };
    return taglineTurn(question, exchanges, context, document) ?? installTurn(question, exchanges, context) ?? answerTurn(analyseQuestion(question), lineCount, exchanges, context, document);
  }
}

function can(context: OfflineEngineContext, tool: string): boolean {
  return !context.tools || context.tools.has(tool);
}

function answerTurn(analysis: QuestionAnalysis, lineCount: number, exchanges: ToolExchange[], context: OfflineEngineContext, document: { title?: string; hashes?: boolean } = {}): OfflineTurn {
  const searches = exchanges.filter((exchange) => exchange.name === "search");
  const reads = exchanges.filter((exchange) => exchange.name === "read_lines");
  const listing = exchanges.find((exchange) => exchange.name === "list_visual_content");

  if (searches.length === 0 && reads.length === 0 && !listing) return firstLook(analysis, context);

  const weights = termWeights(analysis, searches, lineCount);
  const seen = seenLines(searches, reads);
  const unknownSubject = words(analysis.subject ?? "").filter((word) => weights.get(word) === 0);
  if (unknownSubject.length > 0) {
    return unanswerable(`the document never mentions ${unknownSubject.map((word) => `"${word}"`).join(", ")}, part of what the question is about`);
  }

  if (analysis.kind === "visual_label" && listing?.result) {
    const fromManifest = labelFromManifest(analysis, listing.result, weights);
    if (fromManifest) return submit(fromManifest, [], analysis, weights);
  }
  if (reads.length === 0 && can(context, "read_lines")) {
    const windows = readingPlan(analysis, searches, seen, weights);
    if (windows.length > 0) {
      return {
        content: "Reading around the best matches.",
        toolCalls: windows.map(([start, end]) => ({ name: "read_lines", args: { start_line: start, end_line: end } })),
      };
    }
  }
  // A table's row far below its header: read up to the header, a window at a time, before reading its cell.
  const unread = reads.length < MAX_READS + TABLE_READS ? unreadTableTop(analysis, seen) : undefined;
  if (unread !== undefined && can(context, "read_lines")) {
    return { content: "Reading up to the table's header.", toolCalls: [{ name: "read_lines", args: { start_line: Math.max(1, unread - TABLE_WINDOW + 1), end_line: unread } }] };
  }
  // "This module is …" is said of the module the title names, "This method …" of the method its heading names
  // (section-scope.ts): the reader reads such a sentence as the question names its subject.
  const candidates = findCandidates(analysis, resolveSelfReferences(seen, document), weights);
  const best = candidates[0];
  if (!best) return submit(undefined, [], analysis, weights);
  const rivals = candidates.filter((candidate) => candidate.score >= best.score - 1e-9 && !sameAnswer(candidate.answer, best.answer));
  return submit(best, rivals, analysis, weights);
}

/**
 * "What is lru-cache?" of the README titled "lru-cache": the tagline under the title says (readme-questions.ts). The
 * reader reads the page's first lines and finds the same tagline; when there is none, it answers as any question.
 */
function taglineTurn(question: string, exchanges: ToolExchange[], context: OfflineEngineContext, document: { title?: string; format?: string }): OfflineTurn | undefined {
  if (!asksTagline(question, document.title) || !can(context, "read_lines")) return undefined;
  const reads = exchanges.filter((exchange) => exchange.name === "read_lines" && exchange.args.start_line === 1 && exchange.args.end_line === TAGLINE_LINES);
  if (reads.length === 0) {
    if (exchanges.length > 0) return undefined;
    return { content: "Reading the page's title and what it says under it.", toolCalls: [{ name: "read_lines", args: { start_line: 1, end_line: TAGLINE_LINES } }] };
  }
  const seen = seenLines([], reads);
  const tagline = readmeTagline(seen, document.title, document.format);
  if (!tagline || tagline.question !== question.trim()) return exchanges.length === reads.length ? answerTurn(analyseQuestion(question), 0, [], context, document) : undefined;
  return submit({ answer: tagline.answer, line: tagline.line, endLine: tagline.endLine, score: Number.MAX_SAFE_INTEGER }, [], analyseQuestion(question), new Map());
}
const TAGLINE_LINES = 30;

/**
 * "Which command installs lru-cache?": the reader searches for every install command of the page and answers with the
 * one that installs the package; two spellings are two answers (readme-questions.ts).
 */
function installTurn(question: string, exchanges: ToolExchange[], context: OfflineEngineContext): OfflineTurn | undefined {
  const pkg = asksInstall(question);
  if (!pkg || !can(context, "search")) return undefined;
  const search = exchanges.find((exchange) => exchange.name === "search" && exchange.args.pattern === INSTALL_SEARCH);
  if (!search) {
    if (exchanges.length > 0) return undefined;
    return { content: "Searching the page for its install commands.", toolCalls: [{ name: "search", args: { pattern: INSTALL_SEARCH, regex: true, ignore_case: false, context_lines: 0, max_results: 50 } }] };
  }
  const commands = installCommands(seenLines([search], [])).filter((command) => command.pkg === pkg);
  const analysis = analyseQuestion(question);
  if (commands.length === 0) return exchanges.length === 1 ? answerTurn(analysis, 0, [], context) : undefined;
  const [best, ...others] = commands.map((command) => ({ answer: command.command, line: command.line, endLine: command.line, score: Number.MAX_SAFE_INTEGER }));
  return submit(best, others, analysis, new Map());
}

function firstLook(analysis: QuestionAnalysis, context: OfflineEngineContext): OfflineTurn {
  if (analysis.kind === "email_header" && can(context, "read_lines")) {
    return { content: "Reading the message headers.", toolCalls: [{ name: "read_lines", args: { start_line: 1, end_line: 40 } }] };
  }
  const calls: OfflineTurn["toolCalls"] = [];
  if (analysis.kind === "visual_label" && can(context, "list_visual_content")) calls.push({ name: "list_visual_content", args: {} });
  if (can(context, "search") && analysis.entry) {
    // The question may be an FAQ's own entry, or name an option described under its own line: look for that heading.
    // A named entry's name is often a common word ("on", "entries") that prose uses long before the entry's heading.
    const max = analysis.entry.kind === "term" ? TERM_ENTRY_RESULTS : 10;
    calls.push({ name: "search", args: { pattern: analysis.entry.pattern, regex: true, ignore_case: true, context_lines: 0, max_results: max } });
    // What a type is or does: Doxygen says it under "Detailed Description", far below the page's title.
    if (analysis.entry.described) calls.push({ name: "search", args: { pattern: DETAILED_DESCRIPTION, regex: true, ignore_case: false, context_lines: 0, max_results: 5 } });
    // A parameter of a call whose own page heads it ("# Rsvg.Handle.get_intrinsic_dimensions", gi-docgen's): that
    // heading, which may stand far above the parameter, past a long description.
    const owner = ownerHeadingPattern(analysis);
    if (owner) calls.push({ name: "search", args: { pattern: owner, regex: true, ignore_case: false, context_lines: 0, max_results: 5 } });
  }
  if (can(context, "search")) {
    if (analysis.subject) {
      // The section the question is about, found by its heading (a plain search for "Mage" also finds "damage").
      calls.push({ name: "search", args: { pattern: headingPattern(analysis.subject), regex: true, ignore_case: true, context_lines: 0, max_results: 10 } });
    }
    const phrases = [analysis.subject, analysis.key, analysis.row].filter((phrase): phrase is string => !!phrase && words(phrase).length > 1);
    const terms = [...new Set(analysis.terms)].sort((a, b) => b.length - a.length || a.localeCompare(b));
    for (const pattern of [...phrases, ...terms].slice(0, MAX_SEARCHES)) {
      calls.push({ name: "search", args: { pattern, ignore_case: true, context_lines: 1, max_results: 50 } });
    }
  }
  if (calls.length === 0) return submit(undefined, [], analysis, new Map());
  return { content: "Searching the document for the question's terms.", toolCalls: calls };
}

/** The heading of the call whose parameter the question asks after, as its own page writes it ("# Frob.Reel.wind"). */
function ownerHeadingPattern(analysis: QuestionAnalysis): string | undefined {
  const owner = analysis.entry?.owner && /^`([\w.]+)\(\)`$/.exec(analysis.entry.owner)?.[1];
  return owner ? headingPattern(owner) : undefined;
}

/** A search pattern for a Markdown heading whose whole title is `title` (any run of spaces inside it). */
function headingPattern(title: string): string {
  return `^#{1,6}\\s+${title.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/\s+/g, "\\s+")}\\s*$`;
}

/** Rarer words weigh more: ln(1 + lines / (1 + matching lines)), from the search counts. */
function termWeights(analysis: QuestionAnalysis, searches: ToolExchange[], lineCount: number): Map<string, number> {
  const weights = new Map<string, number>();
  const total = Math.max(lineCount, 1);
  for (const term of analysis.terms) weights.set(term, Math.log(1 + total / (1 + total / 20)));
  for (const search of searches) {
    const pattern = String(search.args.pattern ?? "");
    if (search.result === undefined || /\s/.test(pattern)) continue;
    const matches = parseSearch(search.result).totalMatches;
    const term = normaliseForMatch(pattern);
    if (weights.has(term)) weights.set(term, matches === 0 ? 0 : Math.log(1 + total / (1 + matches)));
  }
  return weights;
}

function seenLines(searches: ToolExchange[], reads: ToolExchange[]): Map<number, string> {
  const seen = new Map<number, string>();
  for (const search of searches) {
    if (search.result === undefined) continue;
    const parsed = parseSearch(search.result);
    for (const [line, text] of [...parsed.context, ...parsed.matches]) if (!seen.has(line)) seen.set(line, text);
  }
  for (const read of reads) {
    const parsed = read.result === undefined ? undefined : parseReadLines(read.result);
    if (parsed) for (const [line, text] of parsed.lines) seen.set(line, text);
  }
  return seen;
}

function readingPlan(analysis: QuestionAnalysis, searches: ToolExchange[], seen: Map<number, string>, weights: TermWeights): [number, number][] {
  const declared = declarationWindows(analysis, searches);
  if (declared.length > 0) return declared.slice(0, MAX_READS);
  const headings = entryHeadings(analysis, searches);
  // A definition term is known by the blank line above it: read from there.
  // An entry of its owner's table ("… field of `GCStatistics`?", a row under "Fields" in the type's "Constructors"
  // table) is known by the caption and the type's entry above it: read up to them.
  // What an entry returns or throws is in its labelled part, which may stand below a long description and parameter
  // list (a gi-docgen page's "#### Return value"): read as far down as the questioner looks for it (entryLabel).
  // So may what a call does: a gi-docgen page's description stands under its declaration, one argument a line.
  const reach = analysis.entry?.returns || analysis.entry?.exception || analysis.entry?.kind === "term" ? ENTRY_REACH : 12;
  // A parameter of a call ("… parameter of `Rsvg.Handle.get_intrinsic_dimensions()`?") may stand far below the page's
  // heading of the call, past a long description: read from that heading, as far back as the questioner looks for it.
  const lookback = analysis.entry?.owner ? OWNER_LOOKBACK : analysis.entry?.kind === "term" ? 2 : 0;
  const owners = searches.filter((exchange) => exchange.args.pattern === ownerHeadingPattern(analysis) && exchange.result !== undefined).flatMap((exchange) => [...parseSearch(exchange.result!).matches].map(([line]) => line));
  // The page's kind ("### Method") stands over that heading.
  const from = (line: number) => Math.min(line - lookback, ...owners.filter((owner) => owner < line && line - owner <= PARAMETER_OWNER_REACH).map((owner) => owner - GI_KIND_ABOVE));
  if (headings.length > 0) return headings.slice(0, MAX_READS).map((line) => [Math.max(1, from(line)), line + reach]);
  if (analysis.subject) {
    // "The X of Y": read Y's section from its heading down.
    const subject = normaliseForMatch(analysis.subject);
    const headings = searches
      .flatMap((search) => [...parseSearch(search.result ?? "").matches])
      .filter(([, text]) => /^#{1,6}\s/.test(text) && normaliseForMatch(text.replace(/^#+/, "")) === subject)
      .map(([line]) => line);
    const unique = [...new Set(headings)].sort((a, b) => a - b).slice(0, MAX_READS);
    if (unique.length > 0) return unique.map((line) => [line, line + 100]);
  }
  const scored = [...seen.keys()]
    .map((line) => ({ line, score: scoreOf(analysis, seen.get(line) ?? "", weights) }))
    .filter((entry) => entry.score > 0)
    .sort((a, b) => b.score - a.score || a.line - b.line);
  const chosen: number[] = [];
  for (const { line } of scored) {
    if (chosen.some((other) => Math.abs(other - line) <= 8)) continue;
    chosen.push(line);
    if (chosen.length === MAX_READS) break;
  }
  // A changelog entry's release is named by the heading above it: read up to it.
  if (analysis.release) return chosen.map((line) => [Math.max(1, line - 60), line + 6]);
  return chosen.map((line) => [Math.max(1, line - 6), line + 6]);
}


/**
 * "What does the `OptionParser` class do?": the type's declaration and the lines under it (Javadoc), or its title and
 * the "Detailed Description" below it (Doxygen), as typeDescriptionFact reads them; none when the page declares no such type.
 */
function declarationWindows(analysis: QuestionAnalysis, searches: ToolExchange[]): [number, number][] {
  if (!analysis.entry?.described) return [];
  const matchesOf = (pattern: string) => searches.filter((exchange) => exchange.args.pattern === pattern && exchange.result !== undefined).flatMap((exchange) => [...parseSearch(exchange.result!).matches]);
  const details = matchesOf(DETAILED_DESCRIPTION).map(([line]) => line);
  const windows: [number, number][] = [];
  for (const [line, text] of matchesOf(analysis.entry.pattern)) {
    const declaration = declarationAt(text);
    if (!declaration || declaration.name !== analysis.entry.term) continue;
    if (declaration.style !== "doxygen") windows.push([line, line + 10]);
    else {
      const detail = details.find((at) => at > line);
      if (detail !== undefined) windows.push([line, line], [detail, detail + 8]);
    }
  }
  return windows;
}

/** Lines the entry search found that are headings of their own: the question itself, or the option's line. */
function entryHeadings(analysis: QuestionAnalysis, searches: ToolExchange[]): number[] {
  if (!analysis.entry) return [];
  const search = searches.find((exchange) => exchange.args.pattern === analysis.entry!.pattern && exchange.result !== undefined);
  if (!search) return [];
  const lines = [...parseSearch(search.result!).matches].filter(([, text]) => isEntryHeading(analysis, text));
  // The lines that name the entry as a reference page's heading or item does come first: a short line of prose that
  // only uses the name ("Listen on a port.") is read only when there is no such line.
  return [...lines.filter(([, text]) => namesEntry(analysis, text)), ...lines.filter(([, text]) => !namesEntry(analysis, text))].map(([line]) => line);
}

function scoreOf(analysis: QuestionAnalysis, text: string, weights: TermWeights): number {
  const present = new Set(words(text).flatMap((word) => [word, word.replace(/s$/, "")]));
  return [...new Set(analysis.terms)].reduce((sum, term) => sum + (present.has(term) ? (weights.get(term) ?? 1) : 0), 0);
}

function labelFromManifest(analysis: QuestionAnalysis, manifest: string, weights: TermWeights): Candidate | undefined {
  let best: Candidate | undefined;
  for (const entry of parseVisualManifest(manifest)) {
    if (!entry.label || entry.line === undefined) continue;
    if (analysis.visualKind === "table" ? entry.type !== "table" && !/^table/i.test(entry.label) : /^table/i.test(entry.label)) continue;
    const score = scoreOf(analysis, entry.caption, weights);
    if (!best || score > best.score) best = { answer: entry.label, line: entry.line, endLine: entry.endLine ?? entry.line, score };
  }
  return best;
}

function submit(best: Candidate | undefined, rivals: Candidate[], analysis: QuestionAnalysis, weights: TermWeights): OfflineTurn {
  const needed = MIN_SUPPORT * [...new Set(analysis.terms)].reduce((sum, term) => sum + (weights.get(term) ?? 1), 0);
  if (!best || best.score < needed) {
    return unanswerable(
      analysis.kind === "unknown"
        ? "the question's form names no kind of answer to look for"
        : "no line of the document holds the question's terms together with an answer of the kind asked",
    );
  }
  const distinct = [...new Map(rivals.map((rival) => [normaliseForMatch(rival.answer), rival.answer])).values()];
  return {
    content: `Lines ${best.line}-${best.endLine} answer it.`,
    toolCalls: [
      {
        name: "submit_answer",
        args: {
          answerable: true,
          answer: best.answer,
          evidence: [{ start_line: best.line, end_line: best.endLine }],
          ...(distinct.length > 0 ? { notes: `ambiguous: ${[best.answer, ...distinct].join(" | ")}` } : {}),
        },
      },
    ],
  };
}

function unanswerable(why: string): OfflineTurn {
  return {
    content: "The document does not answer this question.",
    toolCalls: [{ name: "submit_answer", args: { answerable: false, answer: "", evidence: [], notes: why } }],
  };
}

function sameAnswer(a: string, b: string): boolean {
  return normaliseForMatch(a) === normaliseForMatch(b);
}

function verdictTurn(message: string, exchanges: ToolExchange[]): OfflineTurn {
  const submitted = exchanges.filter((exchange) => exchange.name === "submit_answer").at(-1);
  const verdict = judge({
    question: taggedSection(message, "question") ?? "",
    ownAnswer: taggedSection(message, "your_answer") ?? String(submitted?.args.answer ?? ""),
    referenceAnswer: taggedSection(message, "reference_answer") ?? "",
    answerable: submitted?.args.answerable !== false,
    notes: typeof submitted?.args.notes === "string" ? submitted.args.notes : "",
  });
  return { content: verdict.detail, toolCalls: [{ name: "submit_verdict", args: { ...verdict } }] };
}
