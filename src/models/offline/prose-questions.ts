import { sentencesOf } from "../../documents/sentences.js";
import type { Fact, ReadText } from "./facts.js";
import { perText } from "../../documents/per-text.js";
import { isVerbBase } from "./verb-lexicon.js";
import { MONTH_PATTERN } from "../../documents/words.js";
import { ANNOUNCED_EXAMPLE } from "./phrase-bounds.js";

/**
 * Prose facts for the questioner: sentences with one year, date, percentage, amount of money, count or measurement,
 * turned into a wh-question by moving the fact out of the clause and inverting the clause around its auxiliary
 * ("In 1996, the system was held unconstitutional" → "In which year was the system held unconstitutional?").
 * Sentences that do not fit these shapes are left alone rather than turned into awkward or giveaway questions.
 */

type SpanType = "year" | "date" | "month" | "percent" | "money" | "count" | "measure";

interface Span {
  type: SpanType;
  start: number;
  end: number;
  /** The answer as written. */
  answer: string;
  /** For counts and measurements: the noun or unit after the number, which goes into "How many …". */
  noun?: string;
  nounEnd?: number;
}

const MONTHS = MONTH_PATTERN;
const UNITS = "feet|foot|ft\\.|miles|mile|km|kilometers|kilometres|meters|metres|kg|kilograms|pounds|lb\\.|mg|g|ml|mL|hours|hrs|minutes|min|seconds|days|weeks|months|years|°C|°F|degrees|acres|tons|bits|bit|bytes|byte|kilobytes|megabytes|gigabytes|KiB|MiB|GiB|KB|kB|MB|GB|milliseconds|ms";
const IRREGULAR_PAST: Record<string, string> = {
  held: "hold", found: "find", made: "make", took: "take", gave: "give", said: "say", began: "begin", became: "become",
  came: "come", went: "go", saw: "see", knew: "know", thought: "think", brought: "bring", told: "tell", left: "leave",
  sought: "seek", wrote: "write", rose: "rise", fell: "fall", won: "win", lost: "lose", paid: "pay", sold: "sell",
  spent: "spend", built: "build", led: "lead", met: "meet", ran: "run", kept: "keep", grew: "grow", drew: "draw",
};
const DETERMINERS = new Set(["the", "a", "an", "this", "that", "these", "those", "its", "their", "his", "her", "our", "each", "every", "any", "some", "no"]);
const PRONOUNS = new Set(["he", "she", "it", "they", "we", "i", "you", "his", "her", "their", "its", "our", "there", "which", "who", "such"]);
const DISCOURSE = /^(however|moreover|thus|therefore|indeed|instead|accordingly|furthermore|in addition|in contrast|as a result|but|and|so|yet|also|still)\s*,?\s+/i;

export function proseFacts(text: ReadText, from: number, to: number, _subject: string | undefined): Fact[] {
  const facts: Fact[] = [];
  const casing = wordCasing(text);
  for (const sentence of sentencesOf(text, { from, to }).filter((candidate) => candidate.complete)) {
    const evidence = [{ start_line: sentence.startLine, end_line: sentence.endLine }];
    const cleaned = withoutReferences(sentence.text);
    if (cleaned.split(/\s+/).length > 45 || /;/.test(cleaned)) continue; // long or compound sentences do not invert reliably
    const spans = spansIn(cleaned);
    for (const span of spans) {
      if (spans.some((other) => other !== span && sameFamily(other.type, span.type))) continue;
      const built = questionFor(cleaned, span, casing);
      if (built) facts.push({ question: built.question, answer: built.answer, evidence, kind: "prose" });
    }
    const who = whoFact(cleaned);
    if (who) facts.push({ ...who, evidence, kind: "prose" });
  }
  return facts;
}

/**
 * Citation markers ("[11]", "[9], [28]") are not part of what a sentence says. A mark that opens a word is no mark left
 * where a marker was: "A .endm directive" (set 206's ASxxxx manual), ".NET" keep their space.
 */
export function withoutReferences(sentence: string): string {
  return closeUpMarks(sentence.replace(/\s*\[\d+(?:\s*[-–,]\s*\d+)*\](?:\s*,\s*\[\d+\])*/g, ""));
}

/**
 * One space between words and none before a comma, full stop, semicolon or colon, as the shapes and the reader read a
 * sentence; a mark that opens a word keeps its space ("A .endm directive", ".NET").
 */
export function closeUpMarks(text: string): string {
  return text.replace(/\s+/g, " ").replace(/\s+([.,;:])(?![\p{L}\d_])/gu, "$1");
}

function isTime(type: SpanType): boolean {
  return type === "year" || type === "date" || type === "month";
}

function sameFamily(a: SpanType, b: SpanType): boolean {
  const family = (type: SpanType) => (type === "year" || type === "date" || type === "month" ? "time" : type);
  return family(a) === family(b);
}

// ---------------------------------------------------------------------------------------------------------------
// Fact spans

function spansIn(sentence: string): Span[] {
  const spans: Span[] = [];
  const taken = (start: number, end: number) => spans.some((span) => start < span.end && end > span.start);
  const add = (span: Span) => {
    if (!taken(span.start, span.end)) spans.push(span);
  };
  for (const match of sentence.matchAll(new RegExp(`\\b(?:${MONTHS})\\s+\\d{1,2},\\s+\\d{4}\\b`, "g"))) {
    add({ type: "date", start: match.index, end: match.index + match[0].length, answer: match[0] });
  }
  for (const match of sentence.matchAll(new RegExp(`\\b(?:${MONTHS})\\s+\\d{4}\\b`, "g"))) {
    add({ type: "month", start: match.index, end: match.index + match[0].length, answer: match[0] });
  }
  for (const match of sentence.matchAll(/(?<![\d.<>–-])\d+(?:\.\d+)?\s?(?:%|percent\b)(?!\s?[–-]\s?\d)/g)) {
    add({ type: "percent", start: match.index, end: match.index + match[0].length, answer: match[0] });
  }
  for (const match of sentence.matchAll(/\$\s?\d[\d,]*(?:\.\d+)?(?:\s?(?:million|billion|thousand)\b|[MBK]\b)?/g)) {
    add({ type: "money", start: match.index, end: match.index + match[0].length, answer: match[0] });
  }
  for (const match of sentence.matchAll(new RegExp(`(?<![\\w.,(/<>–-])(\\d{1,3}(?:,\\d{3})+|\\d+(?:\\.\\d+)?)\\s?(${UNITS})(?![\\w–])`, "g"))) {
    add({ type: "measure", start: match.index, end: match.index + match[0].length, answer: match[0], noun: match[2]!, nounEnd: match.index + match[0].length });
  }
  for (const match of sentence.matchAll(/(?<![\w.,(/$<>–-])(\d{1,3}(?:,\d{3})+|\d+)\s+([a-z]{3,}s)\b/g)) {
    const noun = match[2]!;
    if (/(ss|us|is)$/.test(noun) || match[1] === "1") continue;
    const numberEnd = match.index + match[1]!.length;
    add({ type: "count", start: match.index, end: numberEnd, answer: match[1]!, noun, nounEnd: match.index + match[0].length });
  }
  for (const match of sentence.matchAll(/(?<![\w.,(/-])(1[6-9]\d\d|20\d\d)(?![\w%)])/g)) {
    if (sentence[match.index - 1] === "(") continue; // citation years
    add({ type: "year", start: match.index, end: match.index + match[0].length, answer: match[0] });
  }
  return spans;
}

// ---------------------------------------------------------------------------------------------------------------
// Question shapes
//
// Each shape is a sentence form the questioner can transform reliably; a sentence of any other form is skipped.
//   time:        "<clause> in <year>" / "In <year>, <clause>"   → "In which year <inverted clause>?"
//   object:      "<subject> <verb> <number> <nouns> <tail>"     → "How many <nouns> <aux> <subject> <verb> <tail>?"
//   temperature: "<clause> at 37°C <rest>"                      → "At what temperature <inverted clause>?"
//   duration:    "<clause> for 16 hrs <rest>"                   → "For how many hours <inverted clause>?"
//   share:       "45% of the <noun phrase> <verb phrase>"        → "What percentage of the <noun phrase> <verb phrase>?"
//   rate:        "The <… rate> was 85%"                          → "What was the <… rate>?"
//   who:         "JUSTICE KENNEDY delivered the opinion …"      → "Who delivered the opinion …?"

interface Built {
  question: string;
  answer: string;
}

/** How the text writes each word: a word written in lower case inside sentences is a common word, not a name. */
export interface Casing {
  lower: ReadonlyMap<string, number>;
  capitalised: ReadonlyMap<string, number>;
}

const ANSWER_QUALIFIER = /\b(approximately|about|nearly|almost|roughly|over|around|more than|less than|fewer than|up to|at least)\s+$/i;
const DROPPED_QUALIFIER = /\b(only|just|some)\s+$/i;
const TIME_PREPOSITION = /(?:^|\s)(in|during|since|by|until|before|after|on|through)\s+$/i;
const DURATION_UNITS = /^(hours|hrs|minutes|min|seconds|days|weeks|months|years)$/;
const CLAUSE_WORDS = new Set(["that", "which", "who", "whom", "whose", "because", "when", "if", "while", "although", "though", "whether", "as", "where", "unless", "since", "so"]);
/** Words that open a clause of circumstance: the fact may belong to it rather than to the main clause. */
const ADVERBIAL_CLAUSE = new Set(["because", "when", "if", "while", "although", "though", "whereas", "unless", "since", "as", "so", "whenever"]);
const REFERRING = new Set(["it", "they", "them", "he", "she", "him", "her", "we", "us", "i", "you", "your", "my", "our", "me", "this", "these", "those", "such", "there", "here"]);
const MODALS = new Set(["will", "would", "can", "could", "may", "might", "must", "should", "shall"]);
const BE = new Set(["is", "are", "was", "were"]);
const HAVE: Record<string, string> = { has: "does", have: "do", had: "did" };
const PARTICIPLES = new Set(["been", "made", "found", "held", "taken", "given", "done", "seen", "known", "shown", "grown", "drawn", "written", "built", "kept", "led", "met", "paid", "sold", "spent", "won", "lost", "begun", "become", "brought", "thought", "told", "left", "sought", "run", "set", "put", "cut", "read"]);
const RATE_WORDS = /\b(rate|rates|proportion|percentage|share|prevalence|incidence|coverage|occupancy|accuracy|sensitivity|specificity|efficiency|yield|response)\b/i;
export const LOWERED_STARTS = /^(The|A|An|Its|Their|Each|Every|Some|All|Many|Most|Both|Our|His|Her|No|Any|Several|Few)$/;

export const wordCasing = perText((text: ReadText): Casing => {
  const lower = new Map<string, number>();
  const capitalised = new Map<string, number>();
  for (const line of text.values()) {
    const tokens = line.split(/\s+/).filter(Boolean);
    tokens.forEach((raw, index) => {
      const token = raw.replace(/^[("“'*_]+|[)"”'.,;:!?*_]+$/g, "");
      if (/^[a-z]{2,}$/.test(token)) lower.set(token, (lower.get(token) ?? 0) + 1);
      // A name inside running text: after a lower-case word that ends no sentence (not in a title's Capitalised Words).
      else if (/^[A-Z][a-z]+$/.test(token) && index > 0 && /^[a-z]/.test(tokens[index - 1]!) && !/[.!?:]["”)]?$/.test(tokens[index - 1]!)) {
        capitalised.set(token, (capitalised.get(token) ?? 0) + 1);
      }
    });
  }
  return { lower, capitalised };
});

/** The first word of a sentence as it reads inside a question, or undefined when the text cannot tell a name from a common word. */
export function caseInside(word: string, casing: Casing): string | undefined {
  if (/^(this|that|these|those)$/i.test(word)) return "the";
  if (LOWERED_STARTS.test(word)) return word.toLowerCase();
  // "In-gel digestion": a hyphenated word reads as its first part does ("in", a common word).
  const hyphenated = /^([A-Z][a-z]+)(-[\p{L}\p{N}-]+)$/u.exec(word);
  if (hyphenated) {
    const head = caseInside(hyphenated[1]!, casing);
    return head === undefined ? undefined : `${head}${hyphenated[2]}`;
  }
  if (!/^[A-Z][a-z]+$/.test(word)) return word; // acronyms, symbols and mixed-case names keep their form
  const lower = casing.lower.get(word.toLowerCase()) ?? 0;
  const capitalised = casing.capitalised.get(word) ?? 0;
  if (lower > capitalised) return word.toLowerCase();
  if (capitalised > lower) return word;
  return undefined;
}

function questionFor(sentence: string, span: Span, casing: Casing): Built | undefined {
  const body = sentence.replace(/[.!?]["”’)]?$/, "");
  let before = body.slice(0, span.start);
  const after = body.slice(span.nounEnd ?? span.end);
  if ((before.match(/\(/g) ?? []).length !== (before.match(/\)/g) ?? []).length) return undefined; // inside parentheses
  if (/^[\w%°/-]/.test(after)) return undefined; // part of a longer token ("1990s", "50%-70%")
  let answer = span.answer;
  const qualifier = ANSWER_QUALIFIER.exec(before);
  if (qualifier) {
    if (isTime(span.type)) return undefined; // "about 1870" is not a year to ask for
    answer = `${qualifier[1]!.toLowerCase()} ${answer}`;
    before = before.slice(0, qualifier.index);
  } else {
    const dropped = DROPPED_QUALIFIER.exec(before);
    if (dropped) before = before.slice(0, dropped.index);
  }
  const built = (question: string | undefined) => (question ? { question, answer } : undefined);

  switch (span.type) {
    case "year":
    case "date":
    case "month": {
      const preposition = TIME_PREPOSITION.exec(before);
      if (!preposition) return undefined;
      const word = capitalise(preposition[1]!.toLowerCase());
      const wh = span.type === "year" ? `${word} which year` : span.type === "date" ? `${word} what date` : `${word} which month and year`;
      return built(clauseQuestion(wh, before.slice(0, preposition.index), after, casing));
    }
    case "measure":
    case "count": {
      if (/^\s*(ago|old|later|earlier|apart)\b/.test(after)) return undefined;
      const unit = span.noun!;
      if (/^°[CF]$/.test(unit) && /\bat\s+$/i.test(before)) {
        return built(clauseQuestion("At what temperature", before.replace(/\bat\s+$/i, ""), after, casing));
      }
      if (DURATION_UNITS.test(unit) && /\bfor\s+$/i.test(before)) {
        return built(clauseQuestion(`For how many ${unitName(unit)}`, before.replace(/\bfor\s+$/i, ""), after, casing));
      }
      if (span.type === "measure" && /^°/.test(unit)) return undefined;
      // "Each sector takes 4096 bytes of data": what the count is of goes with it ("How many bytes of data does each
      // sector take?"), not after the verb ("… take of data?").
      const of = /^\s+(of\s+(?:(?:the|each|both|all)\s+)?[a-z][\w-]*(?:\s+[a-z][\w-]*)?)(?=\s*$|\s*[,;]|\s+(?:in|on|at|for|per|to|from|with|by|during|when|if)\b)/.exec(after);
      const counted = `How many ${span.type === "measure" ? unitName(unit) : unit}${of ? ` ${of[1]}` : ""}`;
      return built(objectQuestion(counted, before, of ? after.slice(of[0].length) : after, casing));
    }
    case "money":
      return built(objectQuestion("How much money", before, after, casing));
    case "percent": {
      if (before.trim() === "" && /^\s+of\s+\S/.test(after)) {
        // "20% of the students were admitted" → "What percentage of the students were admitted?"
        const rest = tidy(after);
        if (!/\b(is|are|was|were|had|have|has|did|do|does|[a-z]{3,}ed)\b/.test(rest) || !cleanTail(rest.split(" "), 24)) return undefined;
        return built(finish(`What percentage ${rest}`));
      }
      const rate = /^(.+?)\s+(is|are|was|were)\s+$/.exec(before);
      if (!rate || !RATE_WORDS.test(rate[1]!)) return undefined;
      const subject = subjectTokens(rate[1]!.trim().split(/\s+/), true, casing);
      const tail = tidy(after).split(" ").filter(Boolean);
      if (!subject || !cleanTail(tail, 8)) return undefined;
      return built(finish(`What ${rate[2]} ${[...subject, ...tail].join(" ")}`));
    }
  }
}

/** A clause with the fact removed, turned into a question after a wh-phrase: "In which year" + "was the system held …". */
function clauseQuestion(wh: string, before: string, after: string, casing: Casing): string | undefined {
  // The fact belongs to the clause it sits in: the last conjunct before it, and nothing after a following "and <clause>".
  const afterTokens = tidy(withoutAsides(after)).split(" ").filter(Boolean);
  if (secondClause(afterTokens) || afterTokens.some((token) => ADVERBIAL_CLAUSE.has(token.toLowerCase().replace(/[^a-z]/g, "")))) return undefined;
  const beforeWords = tidy(withoutAsides(before)).replace(DISCOURSE, "").split(" ").filter(Boolean);
  const conjunct = lastConjunct(beforeWords);
  let clause = tidy([...conjunct, ...afterTokens].join(" "));
  // A short fronted phrase ("In brief,", "During the study,") is not part of the clause to invert.
  const unfronted = clause.replace(/^[^,]{1,30},\s+(?=\S)/, (lead) => (/^(in|on|at|after|before|during|within|decades|years|months|briefly|clinically|overall|here)\b/i.test(lead) ? "" : lead));
  const fronted = unfronted !== clause;
  clause = unfronted;
  const tokens = clause.split(" ").filter(Boolean);
  // Only a clause that still begins where the sentence began has a capital that may not belong to a name.
  const atStart = before.trim() !== "" && !fronted && conjunct.length === beforeWords.length && tidy(withoutAsides(before)).split(" ").filter(Boolean).length === beforeWords.length;
  if (tokens.length < 3 || tokens.length > 26 || tokens.some((token) => /[,;:]$/.test(token))) return undefined;
  if (/^(of|to|in|at|by|for|with|from|on|the|a|an|and|or|about|into|over|under|within|per|than|as|that|which|between|among)$/i.test(tokens.at(-1)!)) return undefined;
  const first = atStart ? caseInside(tokens[0]!, casing) : tokens[0];
  if (first === undefined) return undefined;
  const inverted = invert([first, ...tokens.slice(1)]);
  return inverted ? finish(`${wh} ${inverted.join(" ")}`) : undefined;
}

/** "… and cells were harvested": a conjunction that starts a clause of its own (a subject, then a finite verb). */
function secondClause(tokens: string[]): boolean {
  for (let index = 0; index < tokens.length - 1; index++) {
    if (!/^(and|but|while|whereas|or)$/i.test(tokens[index]!.replace(/,$/, ""))) continue;
    const next = tokens.slice(index + 1, index + 5).map((token) => token.toLowerCase());
    if (next.some((token) => BE.has(token) || token in HAVE || MODALS.has(token))) return true;
  }
  return false;
}

/** "<subject> <verb> ___ <tail>": the number was the verb's object; ask for it with do-support or inversion. */
function objectQuestion(wh: string, before: string, after: string, casing: Casing): string | undefined {
  let tokens = withoutAsides(before).trim().split(/\s+/).filter(Boolean);
  const shortened = lastConjunct(tokens);
  const atStart = shortened.length === tokens.length;
  tokens = shortened;
  if (tokens.length >= 2 && MEASURE_VERB.test(tokens.at(-1)!)) return presentMeasure(wh, tokens, after, atStart, casing);
  const tail = tidy(withoutAsides(after)).split(" ").filter(Boolean);
  if (tokens.length < 2 || !cleanTail(tail, 10) || secondClause(tail)) return undefined;
  const last = tokens.at(-1)!;
  const previous = tokens.at(-2)!.toLowerCase();
  let verbGroup: { aux: string; verb: string; subjectEnd: number } | undefined;
  if (HAVE[last]) verbGroup = { aux: HAVE[last]!, verb: "have", subjectEnd: tokens.length - 1 };
  else if ((BE.has(previous) || previous in HAVE) && isParticiple(last)) verbGroup = { aux: previous, verb: last, subjectEnd: tokens.length - 2 };
  else if (MODALS.has(previous) && /^[a-z]+$/.test(last)) verbGroup = { aux: previous, verb: last, subjectEnd: tokens.length - 2 };
  else if (IRREGULAR_PAST[last]) verbGroup = { aux: "did", verb: IRREGULAR_PAST[last]!, subjectEnd: tokens.length - 1 };
  else if (/^[a-z]{3,}ed$/.test(last)) verbGroup = { aux: "did", verb: baseForm(last), subjectEnd: tokens.length - 1 };
  if (!verbGroup) return undefined;
  const subject = subjectTokens(tokens.slice(0, verbGroup.subjectEnd), atStart, casing);
  if (!subject) return undefined;
  return finish(`${wh} ${[verbGroup.aux, ...subject, verbGroup.verb, ...tail].join(" ")}`);
}

/**
 * Verbs that state what a thing costs in some measure, in the present tense: "bit vectors cost 1 bit per element", "a
 * frob index uses 8 bytes per entry", "the full build takes about 3 hours". The number is the verb's object; the
 * question asks it with do-support ("How many bits do bit vectors cost per element?").
 */
const MEASURE_VERB = /^(?:cost|costs|take|takes|use|uses|need|needs|require|requires|occupy|occupies|consume|consumes)$/;
/** A contrast or addition that opens the sentence without a comma ("By contrast bit vectors cost …"): no part of the subject. */
const OPENER = /^(?:by contrast|in contrast|however|moreover|furthermore|in addition|also|thus|hence|therefore|typically|usually|normally|internally|in practice|on average),?$/i;
/**
 * The tail after a measure ends where the sentence goes on to a purpose ("in order to code three states") or a second
 * verb of the same subject ("and support only two states"): the question keeps only what scopes the measure ("per
 * element", "on a modern PC").
 */
const MEASURE_TAIL_END = /\s+(?:in order to|so as to|so that|to|and|but|while|whereas|which|because|since)\s.*$/;

function presentMeasure(wh: string, tokens: string[], after: string, atStart: boolean, casing: Casing): string | undefined {
  const verb = tokens.at(-1)!;
  let words = tokens.slice(0, -1);
  let start = atStart;
  for (const length of [2, 1]) {
    if (words.length > length && OPENER.test(words.slice(0, length).join(" "))) {
      words = words.slice(length);
      start = true;
      break;
    }
  }
  // A gerund or an infinitive subject ("enumerating all models for 25 covariates takes …") is an event, not a thing
  // the question can name in a few words; a comma inside the subject is a clause of its own.
  if (words.length === 0 || words.length > 6 || /ing$/i.test(words[0]!) || words.some((word) => /[,;:]$/.test(word))) return undefined;
  const subject = subjectTokens(words, start, casing);
  if (!subject) return undefined;
  const tail = tidy(withoutAsides(after).replace(MEASURE_TAIL_END, "")).split(" ").filter(Boolean);
  if (!cleanTail(tail, 6)) return undefined;
  const singular = /s$/.test(verb);
  const base = verb === "occupies" ? "occupy" : verb.replace(/s$/, "");
  return finish(`${wh} ${[singular ? "does" : "do", ...subject, base, ...tail].join(" ")}`);
}

/** A clean subject noun phrase: no verb, no clause, no pronoun; its first word cased as it reads inside a sentence. */
function subjectTokens(tokens: string[], atStart: boolean, casing: Casing): string[] | undefined {
  if (tokens.length === 0 || tokens.length > 9) return undefined;
  if (REFERRING.has(tokens[0]!.toLowerCase()) && !/^(this|these|those)$/i.test(tokens[0]!)) return undefined;
  for (const [index, token] of tokens.entries()) {
    const word = token.toLowerCase();
    if (/[,;:]$/.test(token) || CLAUSE_WORDS.has(word) || BE.has(word) || word in HAVE || MODALS.has(word) || IRREGULAR_PAST[word]) return undefined;
    if (index > 0 && REFERRING.has(word) && !/^(this|these|those)$/.test(word)) return undefined;
    if (/^[a-z]{3,}ed$/.test(word) && !DETERMINERS.has(tokens[index - 1]?.toLowerCase() ?? "")) return undefined;
  }
  const first = atStart ? caseInside(tokens[0]!, casing) : tokens[0];
  return first === undefined ? undefined : [first, ...tokens.slice(1)];
}

/** The words after the asked-for fact: short, with no clause of their own and nothing that points elsewhere. */
function cleanTail(tokens: string[], max: number): boolean {
  if (tokens.length > max) return false;
  return tokens.every((token, index) => {
    const word = token.toLowerCase().replace(/[^a-z]/g, "");
    if (/[,;:]$/.test(token) && index < tokens.length - 1) return false;
    if (!/^[\p{L}\p{N}(][\p{L}\p{N}.,/()'’%°µ-]*$/u.test(token)) return false; // "+", "=", "&": arithmetic, not a phrase
    return !CLAUSE_WORDS.has(word) && !(REFERRING.has(word) && word !== "this" && word !== "these");
  });
}

/** In "A has 117 beds and the entire KCH has over 1000 beds", the fact belongs to the last clause: keep only that one. */
function lastConjunct(tokens: string[]): string[] {
  for (let index = tokens.length - 2; index > 0; index--) {
    if (!/^(and|but|while|whereas)$/i.test(tokens[index]!)) continue;
    const left = tokens.slice(0, index);
    const right = tokens.slice(index + 1);
    const finite = left.some((token) => BE.has(token.toLowerCase()) || token.toLowerCase() in HAVE || MODALS.has(token.toLowerCase()));
    const finiteWord = (token: string | undefined) => !!token && (BE.has(token) || token in HAVE || MODALS.has(token));
    const startsClause = /^(the|a|an|its|their|each|[A-Z][A-Za-z]*)$/.test(right[0] ?? "") || finiteWord(right[1]) || finiteWord(right[2]);
    if (finite && startsClause) return right;
  }
  return tokens;
}

/**
 * Parenthetical asides ("(HDU)", "(w/v)") and dashes' asides are supplementary: a question reads better without them.
 * Parentheses written against a name ("vapply()", "c(x, y)", "vec_c()") are its call marks, not an aside: without them
 * "c() is type-unstable" reads "c is type-unstable", a subject no reader can find.
 */
export function withoutAsides(text: string): string {
  // "J(f )" of a PDF's formula is no call: its parentheses pad their contents, a call's do not.
  // "as simple sequence in the form (point1_x, point1_y, …)": the example a phrase announces is no aside of it.
  return text.replace(/\s*\([^()]{0,60}\)/g, (aside, offset: number) => ((/^\((?!\s)(?:[^()]*\S)?\)$/.test(aside) && /[\p{L}\d_$.\]]$/u.test(text.slice(0, offset))) || ANNOUNCED_EXAMPLE.test(text.slice(0, offset)) ? aside : "")).replace(/\s*—[^—]{0,60}—/g, "");
}

/**
 * The answer as the sentence states it. An answer read from the sentence without its asides and references
 * ("with trypsin, following …") is looked up in the sentence itself, where asides may sit between its words
 * ("with trypsin (Sigma-Aldrich), following …"): the verbatim words are returned, or undefined when the sentence
 * does not state them in that order.
 */
export function verbatimAnswer(sentence: string, answer: string): string | undefined {
  const text = sentence.replace(/\s+/g, " ");
  if (text.includes(answer)) return withItsCall(answer, text.slice(text.indexOf(answer) + answer.length));
  const escape = (token: string) => token.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const aside = String.raw`(?:\s*(?:\([^()]{0,60}\)|—[^—]{0,60}—|\[\d+(?:\s*[-–,]\s*\d+)*\]))*`;
  // Punctuation the cleaning moved ("word ," → "word,") may come after an aside: let it float.
  const tokens = answer.split(" ").filter(Boolean);
  const pieces = tokens.map((token, index) => {
    if (index === tokens.length - 1) return escape(token);
    const [, word, punctuation] = /^(.*?)([,.;:]?)$/.exec(token)!;
    return `${escape(word!)}${aside}${punctuation ? `\\s*${escape(punctuation)}` : ""}`;
  });
  const match = new RegExp(pieces.join(String.raw`\s+`)).exec(text);
  return match ? withItsCall(match[0].trim(), text.slice(match.index + match[0].length)) : undefined;
}

/**
 * An answer that ends where a code name's call marks begin ("both nchar" of "both nchar() and …", after the cleaning
 * took "()" for an empty aside) ends inside the name: its call marks, empty or a short argument list without spaces,
 * belong to it. A longer argument list stays out: the name alone still names the call.
 */
function withItsCall(answer: string, after: string): string {
  const named = withItsName(answer, after);
  if (named !== answer) return named;
  if (!/[\p{L}\d_]$/u.test(answer) || !after.startsWith("(")) return answer;
  const call = /^\([^()\s]{0,30}\)/.exec(after);
  return call ? `${answer}${call[0]}` : answer;
}

/**
 * "The quickest way to read a file is without opening it first (`frob.slurp`)": a parenthesis that holds nothing but a
 * code name says what the answer is about, and an answer without it ("without opening it first") leaves the reader
 * to guess the function it means. The name in code marks ("`frob.slurp`", "`slurp()`") belongs to the answer; a
 * parenthesis of words, a citation or an example ("(e.g. …)", "(Smith 2002)") stays an aside.
 */
function withItsName(answer: string, after: string): string {
  const name = /^\s*\((`[^`\s]{2,40}`)\)/.exec(after);
  return name ? `${answer} (${name[1]})` : answer;
}

function isParticiple(word: string): boolean {
  return /^[a-z]{3,}(ed|en)$/.test(word) || PARTICIPLES.has(word);
}

/** "the system was held unconstitutional" → "was the system held unconstitutional". */
function invert(clause: string[]): string[] | undefined {
  const first = clause[0]?.toLowerCase() ?? "";
  if (PRONOUNS.has(first)) return undefined;
  // "this system" points back to the sentence before; "the system" reads on its own.
  const tokens = /^(this|that|these|those)$/.test(first) ? ["the", ...clause.slice(1)] : clause;
  for (let index = 1; index < Math.min(tokens.length, 10); index++) {
    const token = tokens[index]!;
    const word = token.toLowerCase();
    if (/[,;:]$/.test(tokens[index - 1]!) || CLAUSE_WORDS.has(word)) return undefined;
    // "This version corresponds to X and was typeset on …": an auxiliary right after "and" or "or" is a second
    // predicate of a subject that had its own verb before it; the words before it are no subject to invert.
    if (/^(?:and|or|but)$/i.test(tokens[index - 1]!) && (BE.has(word) || word in HAVE || MODALS.has(word))) return undefined;
    const subject = tokens.slice(0, index);
    const rest = tokens.slice(index + 1);
    if (subject.some((part) => REFERRING.has(part.toLowerCase()) && !/^(this|these|those)$/i.test(part))) return undefined;
    if (word in HAVE) {
      // "has recruited" inverts ("has the study recruited"); a main-verb "has" takes do-support ("does the KCH have").
      const next = (rest[0] ?? "").toLowerCase();
      if (isParticiple(next) || (/ly$/.test(next) && isParticiple((rest[1] ?? "").toLowerCase()))) return [word, ...subject, ...rest];
      return [HAVE[word]!, ...subject, "have", ...rest];
    }
    if (BE.has(word) || MODALS.has(word)) return [word, ...subject, ...rest];
    const irregular = IRREGULAR_PAST[word];
    if (irregular && !DETERMINERS.has(tokens[index - 1]!.toLowerCase())) return ["did", ...subject, irregular, ...rest];
    if (/^[a-z]{3,}ed$/.test(token) && !DETERMINERS.has(tokens[index - 1]!.toLowerCase())) {
      return ["did", ...subject, baseForm(token), ...rest];
    }
  }
  return undefined;
}

// ---------------------------------------------------------------------------------------------------------------
// Who: a named person as the subject of a past-tense verb, in the forms court opinions and reports use.

const TITLES = "CHIEF JUSTICE|JUSTICE|Chief Justice|Justice|Judge|Dr\\.|Mr\\.|Mrs\\.|Ms\\.|Professor|Prof\\.|President|Senator|Governor";
const WHO = new RegExp(`^(?:(${TITLES})\\s+([A-Z][A-Za-z'-]+(?:\\s+[A-Z][A-Za-z'-]+)?)|([A-Z][A-Z'-]{2,}),\\s+(?:C\\.\\s?)?J\\.,)\\s+([a-z]+)\\s+(.+?)[.!]?$`);

function whoFact(sentence: string): Built | undefined {
  const match = WHO.exec(sentence.trim());
  if (!match) return undefined;
  const verb = match[4]!;
  if (!(/^[a-z]{3,}ed$/.test(verb) || IRREGULAR_PAST[verb])) return undefined;
  // A non-restrictive clause after a comma ("…, in which ROBERTS, C. J., … joined") adds other names: leave it out.
  const rest = match[5]!.replace(/,\s+(?:in which|which|who|whom|where)\b.*$/, "");
  const tail = rest.split(/\s+/);
  if (rest.includes(",") || tail.length > 18 || REFERRING.has(tail[0]!.toLowerCase())) return undefined;
  let answer: string;
  if (match[3]) answer = titleCase(match[3]); // "KENNEDY, J.": the surname is what the line states
  else {
    const title = match[1]!;
    answer = `${/^[A-Z ]+$/.test(title) ? titleCase(title) : title} ${/^[A-Z' -]+$/.test(match[2]!) ? titleCase(match[2]!) : match[2]!}`;
  }
  return { question: finish(`Who ${verb} ${rest}`), answer };
}

function titleCase(text: string): string {
  return text.toLowerCase().replace(/(^|[\s'-])([a-z])/g, (_, lead: string, letter: string) => `${lead}${letter.toUpperCase()}`);
}

function baseForm(verb: string): string {
  if (verb.endsWith("ied")) return `${verb.slice(0, -3)}y`;
  const stem = verb.slice(0, -2);
  if (/([bdgmnprt])\1$/.test(stem)) return stem.slice(0, -1);
  // A verb the lexicon knows decides ("contributed" → "contribute", "listed" → "list").
  if (isVerbBase(stem)) return stem;
  if (isVerbBase(`${stem}e`)) return `${stem}e`;
  // "merged", "judged", "licensed", "pulsed", "computed": the e that the -ed swallowed.
  if (/([cvzu]|[^aeiou]at|[^aeiou]id|[^aeiou]ur|[^aeiou]ut|as|is|[rld]g|[nlr]s)$/.test(stem)) return `${stem}e`;
  return stem;
}

function unitName(unit: string): string {
  const names: Record<string, string> = { "ft.": "feet", foot: "feet", mile: "miles", km: "kilometres", kg: "kilograms", "lb.": "pounds", mg: "milligrams", g: "grams", ml: "millilitres", mL: "millilitres", hrs: "hours", min: "minutes", bit: "bits", byte: "bytes", ms: "milliseconds", "°C": "degrees Celsius", "°F": "degrees Fahrenheit" };
  return names[unit] ?? unit;
}

function tidy(text: string): string {
  return text
    .replace(/\s+/g, " ")
    .replace(/\s+([,;:])/g, "$1")
    // A run of punctuation left where words were taken out is one mark; a scope's "::" between names ("interp::locpoly()",
    // "std::vector") is part of the name.
    .replace(/([,;:]){2,}/g, (run: string, last: string, at: number, whole: string) => (run === "::" && /\w/.test(whole[at - 1] ?? "") && /\w/.test(whole[at + 2] ?? "") ? run : last))
    .replace(/^[\s,;:]+|[\s,;:]+$/g, "")
    .trim();
}

export function finish(question: string): string {
  const text = tidy(question).replace(/[,;:]+$/, "");
  return `${capitalise(text)}?`;
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
