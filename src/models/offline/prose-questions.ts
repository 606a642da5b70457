import type { Fact, ReadText } from "./facts.js";

/**
 * Prose facts for the questioner: sentences with one year, date, percentage, amount of money, count or measurement,
 * turned into a wh-question by moving the fact out of the clause and inverting the clause around its auxiliary
 * ("In 1996, the system was held unconstitutional" → "In which year was the system held unconstitutional?").
 * Sentences that do not fit these shapes are left alone rather than turned into awkward or giveaway questions.
 */

interface Sentence {
  text: string;
  startLine: number;
  endLine: number;
}

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

const MONTHS = "January|February|March|April|May|June|July|August|September|October|November|December";
const UNITS = "feet|foot|ft\\.|miles|mile|km|kilometers|kilometres|meters|metres|kg|kilograms|pounds|lb\\.|mg|g|ml|mL|hours|hrs|minutes|min|seconds|days|weeks|months|years|°C|°F|degrees|acres|tons";
const AUXILIARIES = new Set(["is", "are", "was", "were", "has", "have", "had", "will", "would", "can", "could", "may", "might", "must", "should", "shall"]);
const IRREGULAR_PAST: Record<string, string> = {
  held: "hold", found: "find", made: "make", took: "take", gave: "give", said: "say", began: "begin", became: "become",
  came: "come", went: "go", saw: "see", knew: "know", thought: "think", brought: "bring", told: "tell", left: "leave",
  sought: "seek", wrote: "write", rose: "rise", fell: "fall", won: "win", lost: "lose", paid: "pay", sold: "sell",
  spent: "spend", built: "build", led: "lead", met: "meet", ran: "run", kept: "keep", grew: "grow", drew: "draw",
};
const DETERMINERS = new Set(["the", "a", "an", "this", "that", "these", "those", "its", "their", "his", "her", "our", "each", "every", "any", "some", "no"]);
const PRONOUNS = new Set(["he", "she", "it", "they", "we", "i", "you", "his", "her", "their", "its", "our", "there", "which", "who", "such"]);
const DISCOURSE = /^(however|moreover|thus|therefore|indeed|instead|accordingly|furthermore|in addition|in contrast|as a result|but|and|so|yet|also|still)\s*,?\s+/i;
const ABBREVIATIONS = new Set([
  "v", "vs", "id", "e.g", "i.e", "no", "nos", "co", "univ", "cal", "bd", "cty", "dr", "mr", "mrs", "ms", "st", "al", "inc", "corp", "jr", "sr",
  "fig", "figs", "ref", "tr", "arg", "supra", "cf", "pp", "p", "ed", "et", "ct", "app", "supp", "ann", "stat", "art", "sec", "ch", "vol", "approx", "ca", "resp",
]);

export function proseFacts(text: ReadText, from: number, to: number, _subject: string | undefined): Fact[] {
  const facts: Fact[] = [];
  for (const sentence of sentencesIn(text, from, to)) {
    const spans = spansIn(sentence.text);
    for (const span of spans) {
      if (spans.some((other) => other !== span && sameFamily(other.type, span.type))) continue;
      const question = questionFor(sentence.text, span);
      if (!question) continue;
      facts.push({
        question,
        answer: span.answer,
        evidence: [{ start_line: sentence.startLine, end_line: sentence.endLine }],
        kind: "prose",
      });
    }
  }
  return facts;
}

function isTime(type: SpanType): boolean {
  return type === "year" || type === "date" || type === "month";
}

function sameFamily(a: SpanType, b: SpanType): boolean {
  const family = (type: SpanType) => (type === "year" || type === "date" || type === "month" ? "time" : type);
  return family(a) === family(b);
}

// ---------------------------------------------------------------------------------------------------------------
// Sentences across wrapped lines

/** Lines that are page furniture or structure, not running prose. */
function isProse(line: string): boolean {
  if (line.trim() === "") return false;
  if (/^\s*(#|\||[-*+]\s+\*\*|\[(Figure|Table|Image))/.test(line)) return false;
  if (/\S\s{5,}\S/.test(line.trim())) return false; // running heads laid out in columns
  if (/^\s{12,}/.test(line)) return false; // centred headings
  return true;
}

function sentencesIn(text: ReadText, from: number, to: number): Sentence[] {
  const sentences: Sentence[] = [];
  let passage = "";
  let offsets: { offset: number; line: number }[] = [];
  const flush = () => {
    if (passage) sentences.push(...splitSentences(passage, offsets).filter((s) => s.startLine >= from));
    passage = "";
    offsets = [];
  };
  for (let line = Math.max(1, from - 3); line <= to; line++) {
    const raw = text.get(line);
    if (raw === undefined || !isProse(raw)) {
      flush();
      continue;
    }
    const cleaned = raw.replace(/\*+/g, "").trim();
    if (passage.endsWith("-") && /^[a-z]/.test(cleaned)) passage = passage.slice(0, -1);
    else if (passage) passage += " ";
    offsets.push({ offset: passage.length, line });
    passage += cleaned;
  }
  flush();
  return sentences;
}

function splitSentences(passage: string, offsets: { offset: number; line: number }[]): Sentence[] {
  const lineAt = (offset: number) => {
    let line = offsets[0]?.line ?? 1;
    for (const entry of offsets) if (entry.offset <= offset) line = entry.line;
    return line;
  };
  const sentences: Sentence[] = [];
  let start = 0;
  for (const match of passage.matchAll(/[.!?]["”’)]?\s+(?=["“(]?[A-Z])/g)) {
    const end = match.index + 1;
    const word = /([A-Za-z.]+)\.$/.exec(passage.slice(Math.max(0, end - 12), end))?.[1]?.toLowerCase() ?? "";
    if (word.length === 1 || ABBREVIATIONS.has(word) || /^[a-z]\.[a-z]$/.test(word)) continue;
    pushSentence(passage, start, match.index + match[0].trimEnd().length, lineAt, sentences);
    start = match.index + match[0].length;
  }
  pushSentence(passage, start, passage.length, lineAt, sentences);
  return sentences;
}

function pushSentence(passage: string, start: number, end: number, lineAt: (offset: number) => number, out: Sentence[]): void {
  const text = passage.slice(start, end).trim();
  if (!/^["“(]?[A-Z]/.test(text) || !/[.!?]["”’)]?$/.test(text)) return; // fragments cut by the edge of what was read
  out.push({ text, startLine: lineAt(start), endLine: lineAt(Math.max(start, end - 1)) });
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

const TIME_PREPOSITIONS = /(?:^|\s)(in|during|since|by|until|before|after|on|through)\s+(?:about\s+|around\s+)?$/i;

function questionFor(sentence: string, span: Span): string | undefined {
  const body = sentence.replace(/[.!?]["”’)]?$/, "");
  let before = body.slice(0, span.start);
  const after = body.slice(span.nounEnd ?? span.end);
  let wh: string;

  switch (span.type) {
    case "year":
    case "date":
    case "month": {
      const preposition = TIME_PREPOSITIONS.exec(before);
      if (!preposition) return undefined;
      before = before.slice(0, preposition.index);
      const word = capitalise(preposition[1]!.toLowerCase());
      wh = span.type === "year" ? `${word} which year` : span.type === "date" ? `${word} what date` : `${word} which month and year`;
      break;
    }
    case "percent":
      wh = "What percentage";
      break;
    case "money":
      wh = "How much money";
      break;
    case "count":
    case "measure":
      if (/^\s*ago\b/.test(after)) return undefined;
      wh = `How many ${span.type === "measure" ? unitName(span.noun!) : span.noun!}`;
      break;
  }
  before = before.replace(/\b(approximately|about|nearly|almost|roughly|some|over|around|only|just)\s*$/i, "");
  if (span.type === "percent" && /^\s*of\s/.test(after) && before.trim() === "") {
    // "20% of the students were …" → "What percentage of the students were …?"
    return finish(`${wh} ${after.trim()}`);
  }
  const clause = tidy(`${before} ${after}`).replace(DISCOURSE, "").replace(/^[^,]{1,30},\s+(?=\S)/, (lead) => (/^(in|on|at|after|before|during|within|decades|years|months)\b/i.test(lead) ? "" : lead));
  if (before.trim() === "" && !isTime(span.type)) return /^(is|are|was|were|has|have|had|will|would|can|could|may|must|should)\b/.test(clause) ? finish(`${wh} ${clause}`) : undefined;
  if (/,/.test(clause.replace(/,\s*(?:and|or)\s/g, " ")) || clause.split(" ").length > 30 || clause.split(" ").length < 3) return undefined;
  if (/\b(of|to|in|at|by|for|with|from|on|the|a|an|and|or|after|before|about|into|over|under|within|per|than|as|that|which|between|among)$/i.test(clause)) return undefined;
  const inverted = invert(clause);
  return inverted ? finish(`${wh} ${inverted}`) : undefined;
}

/** "the system was held unconstitutional" → "was the system held unconstitutional". */
function invert(clause: string): string | undefined {
  const tokens = clause.split(" ");
  const first = tokens[0]?.toLowerCase() ?? "";
  if (PRONOUNS.has(first)) return undefined;
  if (/^(this|these|that|those)$/.test(first)) tokens[0] = "the";
  else if (/^(The|A|An|Its|Their|Each|Every|Some|All|Many|Most|Both)$/.test(tokens[0] ?? "")) tokens[0] = first;
  // A capitalised common noun that only starts the sentence ("Cells were grown …"); names keep their capital.
  else if (/^[A-Z][a-z]+(s|tion|ment|ness|ity|ing|ure|ance|ence)$/.test(tokens[0] ?? "") && !/^[A-Z]/.test(tokens[1] ?? "")) tokens[0] = first;

  for (let index = 1; index < Math.min(tokens.length, 10); index++) {
    const token = tokens[index]!;
    if (/[,;:]$/.test(tokens[index - 1]!) || /^(that|which|who|because|when|if|while|although|whether)$/i.test(token)) return undefined;
    const irregular = IRREGULAR_PAST[token];
    if (irregular && !DETERMINERS.has(tokens[index - 1]!.toLowerCase())) {
      return ["did", ...tokens.slice(0, index), irregular, ...tokens.slice(index + 1)].join(" ");
    }
    if (AUXILIARIES.has(token)) return [token, ...tokens.slice(0, index), ...tokens.slice(index + 1)].join(" ");
    if (/^[a-z]{3,}ed$/.test(token) && !DETERMINERS.has(tokens[index - 1]!.toLowerCase())) {
      return ["did", ...tokens.slice(0, index), baseForm(token), ...tokens.slice(index + 1)].join(" ");
    }
  }
  return undefined;
}

function baseForm(verb: string): string {
  if (verb.endsWith("ied")) return `${verb.slice(0, -3)}y`;
  const stem = verb.slice(0, -2);
  if (/([bdgmnprt])\1$/.test(stem)) return stem.slice(0, -1);
  if (/([cvzu]|[^aeiou]at|[^aeiou]id|[^aeiou]ur|as|is)$/.test(stem)) return `${stem}e`;
  return stem;
}

function unitName(unit: string): string {
  const names: Record<string, string> = { "ft.": "feet", foot: "feet", mile: "miles", km: "kilometres", kg: "kilograms", "lb.": "pounds", mg: "milligrams", g: "grams", ml: "millilitres", mL: "millilitres", hrs: "hours", min: "minutes", "°C": "degrees Celsius", "°F": "degrees Fahrenheit" };
  return names[unit] ?? unit;
}

function tidy(text: string): string {
  return text
    .replace(/\s+/g, " ")
    .replace(/\s+([,;:])/g, "$1")
    .replace(/([,;:]){2,}/g, "$1")
    .replace(/^[\s,;:]+|[\s,;:]+$/g, "")
    .trim();
}

function finish(question: string): string {
  const text = tidy(question).replace(/[,;:]+$/, "");
  return `${capitalise(text)}?`;
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
