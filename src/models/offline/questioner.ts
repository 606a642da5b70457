import { createHash } from "node:crypto";
import type { BaseMessage } from "@langchain/core/messages";
import { unreadableText } from "../../documents/readability.js";
import { codeName, codeNames, contentWords, contentWordSet, jaccard, normaliseForMatch } from "../../documents/words.js";
import { OfflineChatModel, type OfflineEngineContext, type OfflineTurn } from "./chat-model.js";
import {
  bulletItems,
  documentAttributes,
  humanTexts,
  parseReadLines,
  parseSearch,
  parseVisualManifest,
  taggedSection,
  toolExchanges,
  turnsTaken,
  type ToolExchange,
  type VisualEntry,
} from "./conversation.js";
import { perText } from "../../documents/per-text.js";
import { factsIn, MAX_EVIDENCE_LINES, type Fact } from "./facts.js";
import { isLexicalDuplicate } from "./lexical.js";
import { isCodeOrPath } from "./section-scope.js";
import { seededRandom, shuffled } from "./random.js";

/** Lines per region: about one Markdown section or one printed page, well inside read_lines' limits. */
const REGION_LINES = 80;
/** Lines read before a region only for context (the heading a stat block or table sits under). */
const LOOKBACK_LINES = 30;
/** Regions read past one with only second-choice facts, looking for a first-choice fact (isFirstChoice). */
const LOOKAHEAD_REGIONS = 3;
/** Most read_lines calls in one turn. */
const MAX_READS_PER_TURN = 24;

const FACT_KINDS: readonly Fact["kind"][] = ["key_value", "prose", "statement", "entry", "table_cell", "email_header"];

interface GeneratorTask {
  lineCount: number;
  /** Layout pages, as the task's `<document pages="…">` gives them. */
  pageCount: number;
  format?: string;
  title?: string;
  attempt: number;
  /**
   * This candidate's place among those written at once in one round (0-based): the lanes of a round read in the
   * same order and each submits a different one of the new facts found, so that they do not repeat each other.
   */
  lane: { index: number; of: number };
  /** Accepted and recently rejected questions: asking any of them again is wasted work. */
  asked: string[];
  visual: boolean;
}

/**
 * The generator role without a model. Each attempt reads regions of the document in a seed-dependent order that
 * advances with the attempt number, and submits the first fact of a region that no accepted or rejected question
 * already covers; when every region has been read without such a fact it reports the document exhausted.
 * In visual mode it lists the visual content, views the page of a captioned figure or table not yet asked about
 * and asks which element shows what its caption describes.
 */
export class QuestionerModel extends OfflineChatModel {
  readonly engine = "questioner";

  static override lc_name(): string {
    return "OfflineQuestioner";
  }

  protected respond(messages: readonly BaseMessage[], context: OfflineEngineContext): OfflineTurn {
    const task = parseTask(humanTexts(messages)[0] ?? "");
    const exchanges = toolExchanges(messages);
    if (task.visual) return visualTurn(task, exchanges, context);
    return textualTurn(task, exchanges, context, turnsTaken(messages));
  }
}

function parseTask(text: string): GeneratorTask {
  const attributes = documentAttributes(text);
  const rejected = bulletItems(taggedSection(text, "rejected_questions")).map((item) => item.replace(/\s*\[[^\]]*\]$/, ""));
  const parallel = /^(\d+) questions are being written at once; this is number (\d+)\b/.exec(taggedSection(text, "parallel") ?? "");
  const of = parallel ? Number(parallel[1]) : 1;
  const number = parallel ? Number(parallel[2]) : 1;
  const lane = of > 1 && number >= 1 && number <= of ? { index: number - 1, of } : { index: 0, of: 1 };
  const attempt = Math.max(1, Number(taggedSection(text, "attempt") ?? 1) || 1);
  return {
    lineCount: Number(attributes.lines ?? 0),
    pageCount: Math.max(1, Number(attributes.pages ?? 1) || 1),
    ...(attributes.format ? { format: attributes.format } : {}),
    ...(attributes.title ? { title: attributes.title } : {}),
    // The lanes of a round share the first lane's attempt number, and with it the reading order.
    attempt: Math.max(1, attempt - lane.index),
    lane,
    asked: [...bulletItems(taggedSection(text, "accepted_questions")), ...rejected],
    visual: text.includes("<viewed_pages>"),
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Textual mode

interface Region {
  index: number;
  start: number;
  end: number;
}

function textualTurn(task: GeneratorTask, exchanges: ToolExchange[], context: OfflineEngineContext, turns: number): OfflineTurn {
  if (task.lineCount === 0) return exhausted("the document has no lines to read");
  const read = readText(exchanges);
  const regions = regionOrder(task, context.seed);
  const unread: Region[] = [];
  // New facts in reading order; lane i of a round submits the (i+1)-th, so that the lanes ask different things.
  // A first-choice fact counts as found at once; the others wait while the next LOOKAHEAD_REGIONS regions are read for
  // a first-choice one, and count only past that window (or once the whole document is read).
  const found: Fact[] = [];
  const later: Fact[] = [];
  let window = Number.POSITIVE_INFINITY;
  const askedAnswers = answersOfAsked(read, task);
  const submit = (fact: Fact): OfflineTurn =>
    siblingLookup([...found.slice(0, task.lane.of), fact], task, read, exchanges, askedAnswers, context) ?? {
      content: `Lines ${fact.evidence[0]!.start_line}-${fact.evidence[0]!.end_line} state a fact no accepted question covers.`,
      toolCalls: [{ name: "submit_qa", args: { question: fact.question, answer: fact.answer, evidence: fact.evidence.map((range) => ({ ...range })) } }],
    };
  for (const [at, region] of regions.entries()) {
    if (!covered(read, region.start, region.end)) {
      unread.push(region);
      continue;
    }
    if (unread.length > 0) continue; // keep the seed's order: a later region waits for the earlier ones
    if (at > window) found.push(...later.splice(0));
    if (found.length > task.lane.index) return submit(found[task.lane.index]!);
    for (const fact of newFacts(region, read, task, context.seed, askedAnswers)) {
      if (found.some((other) => repeats(fact, other)) || later.some((other) => repeats(fact, other))) continue;
      if (at > window || isFirstChoice(fact)) found.push(fact);
      else later.push(fact);
      if (found.length > task.lane.index) return submit(found[task.lane.index]!);
    }
    if (later.length > 0 && window === Number.POSITIVE_INFINITY) window = at + LOOKAHEAD_REGIONS;
  }
  if (unread.length === 0) {
    found.push(...later);
    if (found.length > task.lane.index) return submit(found[task.lane.index]!);
    // Fewer new facts than lanes: a later lane repeats none of the earlier ones and has nothing of its own left.
    if (found.length > 0) {
      return exhausted(`read all ${regions.length === 1 ? "of the document" : `${regions.length} regions of the document`}; its last ${found.length === 1 ? "new fact is" : `${found.length} new facts are`} asked by the other questions written at once`);
    }
    const unreadable = unreadableText(read.values(), task.pageCount);
    if (unreadable) return exhausted(`read all ${regions.length === 1 ? "of the document" : `${regions.length} regions of the document`}; ${unreadable}`);
    return exhausted(`read all ${regions.length === 1 ? "of the document" : `${regions.length} regions of the document`}; every statement the offline engine can make a question of (a definition, purpose, default, documented entry, number with its subject, key–value line or table cell) is already asked`);
  }
  const batch = unread.slice(0, 2 ** Math.min(turns, 12));
  // Documents with long lines (HTML and JATS paragraphs) fill read_lines' character limit before a region's end:
  // read such a region in several calls of the size that came back, all in one turn.
  const perCall = linesPerCall(exchanges);
  const calls: OfflineTurn["toolCalls"] = [];
  for (const region of batch) {
    const shown = firstMissing(read, region.start, region.end);
    let start = shown === region.start ? Math.max(1, region.start - LOOKBACK_LINES) : shown;
    while (start <= region.end && calls.length < MAX_READS_PER_TURN) {
      const end = Math.min(region.end, start + perCall - 1);
      calls.push({ name: "read_lines", args: { start_line: start, end_line: end } });
      start = end + 1;
    }
  }
  return { content: `Reading ${batch.length === 1 ? "a region" : `${batch.length} regions`} not used yet.`, toolCalls: calls };
}

/** The fewest lines a read returned when cut short by the tool's limits; unlimited while no read was cut. */
function linesPerCall(exchanges: ToolExchange[]): number {
  let fewest = Number.POSITIVE_INFINITY;
  for (const exchange of exchanges) {
    if (exchange.name !== "read_lines" || exchange.result === undefined) continue;
    const result = parseReadLines(exchange.result);
    const requested = Number(exchange.args.end_line);
    if (result && Number.isFinite(requested) && result.end < requested) fewest = Math.min(fewest, Math.max(1, result.end - result.start + 1));
  }
  return fewest;
}

function regionOrder(task: GeneratorTask, seed: number): Region[] {
  const count = Math.ceil(task.lineCount / REGION_LINES);
  const regions = Array.from({ length: count }, (_, index) => ({
    index,
    start: index * REGION_LINES + 1,
    end: Math.min(task.lineCount, (index + 1) * REGION_LINES),
  }));
  const order = shuffled(regions, seededRandom(seed));
  const offset = (task.attempt - 1) % count;
  return [...order.slice(offset), ...order.slice(0, offset)];
}

/** Kinds of fact read from a sentence's wording, whose questions may lean on what the text said before them. */
const SENTENCE_KINDS: ReadonlySet<Fact["kind"]> = new Set(["statement", "general", "condition", "usage", "cause"]);

/**
 * Whether a fact is asked as soon as it is found. A question made from a sentence stands alone far more often when it
 * names what it asks about: a code name (`f()`, an option, a snake_case, camelCase or dotted name), "Which … ?" that
 * identifies a thing by what the text says of it, or "What does X do?". On held-out documents, rated at their one
 * measurement (sets 1–33, 1,229 questions), such questions were 90 % valid and the other sentence questions 63 %
 * ("What is the southern-most point?", "What does the default installation rely on?"). So the others wait while the
 * next few regions are read for a first-choice fact: a document with named facts is asked about those first, and a
 * document without them still gets every question it has, at the cost of a few more reads. Structured facts (key–value lines,
 * table cells, changelog entries, reference entries, captions, numbers and dates) are first choices.
 */
export function isFirstChoice(fact: Pick<Fact, "kind" | "question">): boolean {
  if (fillsIn(fact)) return false;
  if (!SENTENCE_KINDS.has(fact.kind)) return true;
  const question = fact.question;
  if (/`[^`]+`/.test(question)) return true;
  if (/^Which (?!version\b)/.test(question) || /^What does \S.* do\?$/.test(question)) return true;
  return question
    .replace(/[?]$/, "")
    .split(/\s+/)
    .some((word) => !/^(?:e\.g|i\.e)\.?,?$/i.test(word) && isCodeOrPath(word.replace(/^[("'“]+|[)"'”]+$/g, "")));
}

/**
 * A fact read off a declaration alone ("What is the type signature of `curlGet`?", Haddock's; "What type does
 * `GxConvolverBase::get_buffersize()` return?", a Doxygen or Javadoc member's; "What is the type of the `objectPath` field
 * of `Object`?", a Haskell record's): checkable, but what the
 * page's prose says of a function is the better question. It waits behind every other fact of its region and is
 * asked where the page says nothing else (a module page of signatures only).
 */
function fillsIn(fact: Pick<Fact, "kind" | "question">): boolean {
  return fact.kind === "term" && /^What (?:is the type signature of|type does|is the type of(?: the)?) `/.test(fact.question);
}

/** Two candidate facts that would make duplicate questions: the same question in other words, or the same answer. */
function repeats(fact: Fact, other: Fact): boolean {
  return isLexicalDuplicate(fact.question, [other.question]) || answerKey(fact.answer) === answerKey(other.answer);
}

/** Fewest content words of an answer that, stated again, makes a fact a repeat of an asked one: "true" is no such answer. */
const SPECIFIC_ANSWER_WORDS = 3;

/**
 * The answers of the facts the accepted and rejected questions were made from, in the text read, each with the
 * questions that asked it: a fact with the same specific answer about the same thing asks it again in other words
 * ("What is the description of nextClockwise() for the Method Summary?" and "What does the `nextClockwise()` method
 * do?" — "Returns the next cardinal point in the clockwise direction."), which the questions' words alone do not show.
 * Two classes with one base class are two facts.
 */
function answersOfAsked(read: Map<number, string>, task: GeneratorTask): Map<string, string[]> {
  const answers = new Map<string, string[]>();
  if (task.asked.length === 0) return answers;
  // The question as asked may name a call's kind as the lines read then showed it ("function" before the "Method
  // Detail" heading was read, "method" after): both are the one question.
  const questionKey = (question: string) => normaliseForMatch(question).replace(/\b(?:function|method)\b/g, "call");
  const asked = new Set(task.asked.map(questionKey));
  for (const fact of factsOf(read, 1, task.lineCount, task)) {
    // A shorter answer is specific enough when the question names code: asksAgain compares the names too ("the print
    // to be rotated" of `getTarget()`).
    if ((contentWords(fact.answer).length < SPECIFIC_ANSWER_WORDS && (namesIn(fact.question).size === 0 || contentWords(fact.answer).length < 2)) || !asked.has(questionKey(fact.question))) continue;
    const answer = answerKey(fact.answer);
    answers.set(answer, [...(answers.get(answer) ?? []), fact.question]);
  }
  return answers;
}

/**
 * An answer as the one fact it states: "Returns the print to be rotated." (what `getTarget()` does) and "the print to
 * be rotated" (what it returns) are one answer of one call.
 */
function answerKey(answer: string): string {
  return normaliseForMatch(answer.replace(/^returns?\s+/i, ""));
}

/**
 * The member a Javadoc summary table's row or a member's own entry is asked about: "What is the description of
 * setPrefix(String prefix) for the Method Summary?" and "What does the `setPrefix()` method do?" are one fact, the
 * entry's first sentence that the summary repeats, whichever of the two the lines read so far show.
 */
function summarisedMember(question: string): { name: string; form: "summary" | "entry" } | undefined {
  const summary = /^What is the description of ([A-Za-z_$][\w$]*)\s*\(.*\) for the (?:Method|Constructor)s? Summary\?$/.exec(question);
  if (summary) return { name: summary[1]!, form: "summary" };
  const entry = /^What does the `(?:[\w$]+\.)*([A-Za-z_$][\w$]*)\(\)` (?:function|method|constructor)(?: of `[^`]+`)? do(?: when [^?]*)?\?$/.exec(question);
  return entry ? { name: entry[1]!, form: "entry" } : undefined;
}

/** Whether an asked question asks the fact's member in the other of summarisedMember's two forms. */
function summarisedElsewhere(fact: Fact, asked: readonly string[]): boolean {
  const member = summarisedMember(fact.question);
  if (!member) return false;
  return asked.some((question) => {
    const other = summarisedMember(question);
    return other !== undefined && other.name === member.name && other.form !== member.form;
  });
}

/** Whether a fact's question asks about the same thing as one of the asked questions that had its answer. */
function asksAgain(fact: Fact, askedAnswers: ReadonlyMap<string, string[]>): boolean {
  const others = askedAnswers.get(answerKey(fact.answer));
  if (!others) return false;
  const names = namesIn(fact.question);
  const words = contentWordSet(fact.question);
  return others.some((other) => {
    const theirs = namesIn(other);
    if (names.size > 0 || theirs.size > 0) return [...names].some((name) => theirs.has(name) || inheritedAlike(name, theirs));
    return jaccard(words, contentWordSet(other)) >= 0.5;
  });
}

/**
 * Whether a member's name is another class's member of the same name, asked already with the same answer: one method
 * every subclass inherits, documented once and repeated under each ("Return data set title" of
 * `guiqwt.styles.GridParam.get_title()` and of `guiqwt.styles.AxesShapeParam.get_title()`, twenty-one classes). Asked
 * once: the second question tells nothing the first did not. Two classes themselves (one base class, two names) differ.
 */
function inheritedAlike(name: string, others: ReadonlySet<string>): boolean {
  const member = memberOf(name);
  return member !== undefined && [...others].some((other) => other !== name && memberOf(other) === member);
}

/** A member's name without its owner: "guiqwt.styles.GridParam.get_title()" → "get_title"; undefined for a bare name. */
function memberOf(name: string): string | undefined {
  return /^.+(?:\.|::)([^.:]+)$/.exec(name.replace(/\(\)$/, ""))?.[1];
}

/** Lines read after each match of a lookup's search: a member's heading and the description under it. */
const LOOKUP_LINES = 6;

/**
 * Before a member's question is submitted (or another lane's of the same round), the entries of other classes' members of the same name that asked
 * questions name ("What does the `guiqwt.styles.GridParam.get_title()` method do?") are looked up when their lines were
 * not read in this attempt: searched for by their full names, then read, so that asksAgain can tell an inherited
 * description asked already (inheritedAlike) from a member of its own. Every asked member not read is looked up at once
 * (one turn of searches, one of reads), not one candidate's at a time. Undefined when the fact's
 * own members need nothing looked up (no such asked question, its fact read already, its search found nothing, its
 * lines read): the fact is submitted.
 */
function siblingLookup(facts: readonly Fact[], task: GeneratorTask, read: Map<number, string>, exchanges: ToolExchange[], askedAnswers: ReadonlyMap<string, string[]>, context: OfflineEngineContext): OfflineTurn | undefined {
  if (context.tools && !context.tools.has("search")) return undefined;
  const spansOf = (question: string) => [...question.matchAll(/`([^`]+)`/g)].map((match) => match[1]!.replace(/\(\)$/, ""));
  const membersOf = (question: string) => new Set(spansOf(question).map(memberOf).filter((member): member is string => member !== undefined));
  // Every lane's pick of the round, not this lane's only: the lanes look up alike, read alike and so keep picking
  // different facts.
  const own = new Set(facts.flatMap((fact) => [...membersOf(fact.question)]));
  if (own.size === 0) return undefined;
  const asking = new Set(facts.flatMap((fact) => spansOf(fact.question)));
  const known = new Set([...askedAnswers.values()].flat());
  // The asked names of members whose facts were not read; `own` when another owner's member of the fact's name.
  const names: { name: string; own: boolean }[] = [];
  for (const question of task.asked) {
    if (known.has(question)) continue;
    for (const name of spansOf(question)) {
      const member = memberOf(name);
      if (member === undefined || asking.has(name) || names.some((other) => other.name === name)) continue;
      names.push({ name, own: own.has(member) });
    }
  }
  if (!names.some((entry) => entry.own)) return undefined;
  const unsearched = names.filter(({ name }) => !exchanges.some((exchange) => exchange.name === "search" && exchange.args.pattern === name));
  if (unsearched.some((entry) => entry.own)) {
    return {
      content: `Looking up ${unsearched.length === 1 ? "a member" : `${unsearched.length} members`} asked already, to tell whether ${[...own].map((member) => `\`${member}\``).join(", ")} is described alike.`,
      toolCalls: unsearched.slice(0, MAX_READS_PER_TURN).map(({ name }) => ({ name: "search", args: { pattern: name, ignore_case: false, context_lines: 0, max_results: 3 } })),
    };
  }
  const reads: { start: number; end: number }[] = [];
  for (const exchange of exchanges) {
    if (exchange.name !== "search" || exchange.result === undefined || !names.some(({ name }) => name === exchange.args.pattern)) continue;
    for (const line of parseSearch(exchange.result).matches.keys()) {
      const end = Math.min(task.lineCount, line + LOOKUP_LINES - 1);
      if (!covered(read, line, end) && !reads.some((other) => other.start === line)) reads.push({ start: line, end });
    }
  }
  if (reads.length === 0) return undefined;
  return { content: `Reading the ${reads.length === 1 ? "entry" : `${reads.length} entries`} looked up.`, toolCalls: reads.slice(0, MAX_READS_PER_TURN).map(({ start, end }) => ({ name: "read_lines", args: { start_line: start, end_line: end } })) };
}

/** The names a question asks about: code spans, and words written as code is (camelCase, with an underscore or a dot). */
function namesIn(question: string): Set<string> {
  const bare = question.replace(/`[^`]+`/g, " ").match(/\b[A-Za-z_][\w.]*(?:[a-z][A-Z]|_|\.[A-Za-z])[\w.]*(?:\(\))?/g) ?? [];
  return new Set([...codeNames(question), ...bare.map(codeName)]);
}

/** The facts of a region that no accepted or rejected question already covers, best first. */
function newFacts(region: Region, read: Map<number, string>, task: GeneratorTask, seed: number, askedAnswers: ReadonlyMap<string, string[]> = new Map()): Fact[] {
  // Vary the kind of fact from attempt to attempt, so that a table does not crowd out everything else.
  const shift = task.attempt - 1 + region.index;
  // The general subject–verb–object shape only fills in: it comes after every specific shape of the region.
  // A reference page's named entries and captions (term-, caption-questions.ts) come after the specific shapes too,
  // before the general one; an entry's default (term-questions.ts) after what the entry does.
  const rank = (fact: Fact) =>
    fillsIn(fact) ? FACT_KINDS.length + 2 :
    fact.kind === "general" || fact.kind === "condition" || fact.kind === "usage" || fact.kind === "cause" || fact.kind === "default" ? FACT_KINDS.length + 1 : fact.kind === "term" || fact.kind === "description" || fact.kind === "caption" ? FACT_KINDS.length : (FACT_KINDS.indexOf(fact.kind) - shift + FACT_KINDS.length * 1000) % FACT_KINDS.length;
  const facts = shuffled(factsOf(read, region.start, region.end, task), seededRandom(seed, region.index + 1)).sort((a, b) => rank(a) - rank(b));
  const asked = task.asked.map((question) => normaliseForMatch(question));
  const answerInAsked = (answer: string) => {
    const words = contentWords(answer);
    return asked.some((question) => words.length > 0 && ` ${question} `.includes(` ${normaliseForMatch(answer)} `));
  };
  return facts.filter(
    (fact) =>
      !asked.includes(normaliseForMatch(fact.question)) &&
      !isLexicalDuplicate(fact.question, task.asked) &&
      !answerInAsked(fact.answer) &&
      !asksAgain(fact, askedAnswers) &&
      !summarisedElsewhere(fact, task.asked) &&
      fact.evidence.every((range) => range.end_line - range.start_line < MAX_EVIDENCE_LINES),
  );
}

function readText(exchanges: ToolExchange[]): Map<number, string> {
  const lines = new Map<number, string>();
  for (const exchange of exchanges) {
    if (exchange.name !== "read_lines" || exchange.result === undefined) continue;
    const result = parseReadLines(exchange.result);
    if (result) for (const [line, text] of result.lines) lines.set(line, text);
  }
  return internedText(lines);
}

/** Texts read lately, by their lines: a turn that has read the same lines as an earlier one gets the same map. */
const READ_TEXTS = new Map<string, Map<number, string>>();
/** Texts kept: a few documents' candidates written at once, each over the same lines once it has read them all. */
const MAX_READ_TEXTS = 16;

/**
 * The text read, as the same map each turn that has read the same lines. Every turn rebuilds what it has read from the
 * conversation, and the facts of a region depend on all of it (the headings above, the names the text defines): with
 * a new map each turn, everything computed per text (the sentence view, the facts of each region, the answers of the
 * asked questions) was computed again, turn after turn, over every region already used. On an 11,449-line manual a
 * target of 50 made that most of the run. Once a document is read, each later turn reuses all of it.
 */
function internedText(lines: Map<number, string>): Map<number, string> {
  const hash = createHash("sha1");
  for (const [line, text] of lines) hash.update(`${line}\u0000${text}\u0000`);
  const key = hash.digest("hex");
  const known = READ_TEXTS.get(key);
  if (known) {
    READ_TEXTS.delete(key);
    READ_TEXTS.set(key, known);
    return known;
  }
  READ_TEXTS.set(key, lines);
  if (READ_TEXTS.size > MAX_READ_TEXTS) READ_TEXTS.delete(READ_TEXTS.keys().next().value!);
  return lines;
}

/**
 * The facts of lines `from`–`to` of a text read, found once per text, range and document: a cache per text filled as it
 * is asked, on the one per-text layer the sentence view's caches use (VIEWS, SPACED_MARKS).
 */
const FACTS = perText((): Map<string, readonly Fact[]> => new Map());
function factsOf(read: Map<number, string>, from: number, to: number, task: GeneratorTask): readonly Fact[] {
  const ranges = FACTS(read);
  const key = `${from}-${to}\u0000${task.title ?? ""}\u0000${task.format ?? ""}`;
  let facts = ranges.get(key);
  if (!facts) ranges.set(key, (facts = Object.freeze(factsIn(read, from, to, task))));
  return facts;
}

function covered(read: Map<number, string>, start: number, end: number): boolean {
  return firstMissing(read, start, end) > end;
}

function firstMissing(read: Map<number, string>, start: number, end: number): number {
  let line = start;
  while (line <= end && read.has(line)) line++;
  return line;
}

function exhausted(reason: string): OfflineTurn {
  return { content: "Nothing new to ask.", toolCalls: [{ name: "report_exhausted", args: { reason } }] };
}

// ---------------------------------------------------------------------------------------------------------------
// Visual mode

const LABEL = /^(figure|fig\.?|table|image|plate|chart|map|diagram)\s*[\w.-]+$/i;

interface VisualCandidate {
  entry: VisualEntry & { label: string; line: number };
  question: string;
}

function visualTurn(task: GeneratorTask, exchanges: ToolExchange[], context: OfflineEngineContext): OfflineTurn {
  if (context.tools && !context.tools.has("list_visual_content")) return exhausted("no visual tools are available for this document");
  const listing = exchanges.find((exchange) => exchange.name === "list_visual_content");
  if (!listing) return { content: "Listing the document's figures and tables.", toolCalls: [{ name: "list_visual_content", args: {} }] };
  if (listing.result === undefined) return exhausted("the list of visual content did not come back");
  const entries = parseVisualManifest(listing.result);
  if (entries.length === 0) return exhausted("no visual content: the document has no figures, tables or images");

  const asked = task.asked.map((question) => normaliseForMatch(question));
  const candidates = shuffled(
    entries.flatMap((entry): VisualCandidate[] => {
      if (!entry.label || entry.line === undefined || !LABEL.test(entry.label)) return [];
      const question = visualQuestion(entry.label, entry.caption);
      return question ? [{ entry: { ...entry, label: entry.label, line: entry.line }, question }] : [];
    }),
    seededRandom(context.seed, 7919),
  );
  const offset = candidates.length === 0 ? 0 : (task.attempt - 1) % candidates.length;
  const ordered = [...candidates.slice(offset), ...candidates.slice(0, offset)];

  for (const candidate of ordered) {
    if (asked.includes(normaliseForMatch(candidate.question)) || isLexicalDuplicate(candidate.question, task.asked)) continue;
    const { entry } = candidate;
    const captionRead = exchanges.find((exchange) => exchange.name === "read_lines" && exchange.args.start_line === entry.line);
    if (!captionRead) {
      const calls: OfflineTurn["toolCalls"] = [{ name: "read_lines", args: { start_line: entry.line, end_line: entry.endLine ?? entry.line } }];
      if (!context.tools || context.tools.has("view_page")) calls.unshift({ name: "view_page", args: { page_number: entry.page ?? 1 } });
      return { content: `Looking at ${entry.label}.`, toolCalls: calls };
    }
    const text = [...(parseReadLines(captionRead.result ?? "")?.lines.values() ?? [])].join(" ");
    if (!` ${normaliseForMatch(text)} `.includes(` ${normaliseForMatch(entry.label)} `)) continue;
    return {
      content: `${entry.label}'s caption says what it shows.`,
      toolCalls: [
        {
          name: "submit_qa",
          args: {
            question: candidate.question,
            answer: entry.label,
            evidence: [{ start_line: entry.line, end_line: entry.endLine ?? entry.line }],
            content_refs: [entry.label],
          },
        },
      ],
    };
  }
  return exhausted("every captioned figure and table of the document has been asked about");
}

function visualQuestion(label: string, caption: string): string | undefined {
  const kind = /^table/i.test(label) ? "table" : "figure";
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const first = caption
    .replace(new RegExp(`^\\s*\\[?${escaped}\\]?[.:]?\\s*`, "i"), "")
    .split(/(?<=[a-z)][.;])\s/)[0]!
    .replace(/[.;:]\s*$/, "")
    .trim();
  const words = first.split(/\s+/);
  if (contentWords(first).length < 2 || words.length > 18) return undefined;
  const phrase = /^[A-Z][a-z]/.test(first) ? first.charAt(0).toLowerCase() + first.slice(1) : first;
  return `Which ${kind} ${kind === "table" ? "gives" : "shows"} ${phrase}?`;
}
