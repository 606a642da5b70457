import { sentencesOf } from "../../documents/sentences.js";
import { normaliseForMatch } from "../../documents/words.js";
import type { Fact, ReadText } from "./facts.js";
import { titleName } from "./section-scope.js";
import { pointingWords } from "./pointing.js";

/**
 * Lists as answers: a lead-in that names what a short bullet list is, over the list.
 *
 * - "Some features of R6:" over three bullets → "What are some features of R6?"
 * - "The advantages of using plugins are:" → "What are the advantages of using plugins?"
 * - "Frobnitz supports the following formats:" → "Which formats does Frobnitz support?"
 *
 * The reference answer is the items joined with "; "; the reader reads the same list back (reader-extract.ts). Only
 * lead-ins that name their subject are taken (not "It supports:", not "these"), and only lists of 2–6 short items on
 * one line each, with no links, no nested lists and no code blocks, so that the list is the whole answer.
 */

/** Kinds of things a list under a lead-in sums up ("features of R6", "differences between A and B"). */
const LIST_NOUNS =
  "features|advantages|benefits|differences|limitations|goals|design goals|highlights|characteristics|properties|drawbacks|disadvantages|main uses|uses|applications|principles|strengths|weaknesses|restrictions|caveats|requirements";
/** "Some features of R6:", "The main differences between A and B are:", "Key features of X include:". */
const NOUN_OF = new RegExp(
  `^(Some(?: of the)?(?: (?:main|key|notable|important))?|(?:The )?(?:main|key|most important|notable)|The) (${LIST_NOUNS}) ((?:of|between|in) .+?)(?: (?:are|include|includes))?:$`,
  "i",
);
/** "Frobnitz supports the following formats:", "`frob` provides these commands:": a named subject, a verb, a noun. */
const SUBJECT_VERB = /^((?:`[^`]+`|[A-Z][\w.+-]*)(?: [A-Z][\w.+-]*)?) (supports|provides|offers|implements|includes|uses|exports|ships|ships with|comes with|understands|recognises|recognizes|accepts) (?:(?:the following|these|several|a few) |(?:two|three|four|five|six) (?:main |kinds of |types of )?)?([a-z][a-z -]{2,40}?)(?: \([^)]*\))?:$/;
/** Words that make a lead-in point back or leave its subject out. */
const POINTING = pointingWords("their", "here", "there", "you", "your", "we", "our");
/** Subjects that are no names though capitalised: sentence openers. */
const NOT_A_SUBJECT = /^(?:It|This|That|These|Those|They|He|She|We|You|There|Here|Each|Every|All|Some|Many|Most|Both|The|A|An|Also|Now|Then|Currently|Additionally|However|Note)$/;

const BULLET = /^([ \t]*)([*+•-])[ \t]+(\S.*)$/;
const MAX_ITEM_WORDS = 16;

export interface ListLeadIn {
  question: string;
  items: string[];
  leadInLine: number;
  endLine: number;
}

/** "Supports these glob features:" at the top of a README: the page's own package is the subject left out. */
const BARE_VERB = /^(Supports|Provides|Offers|Implements|Exports|Includes) (?:the following|these|several|(?:two|three|four|five|six)) ([a-z][a-z -]{2,40}?):$/;
/**
 * "The following compression codings are supported:", "The available formats are:", "Several solvers are included in
 * deSolve:": what is available, by the place the lead-in names or else by the page's own package.
 */
const ARE_AVAILABLE = new RegExp(
  "^(?:The following|Several|Some|A number of|(?:Two|Three|Four|Five|Six)(?: different)?) ([a-z][a-z -]{2,40}?) (?:are|can be) (supported|available|implemented|provided|included|used)(?: (in|by|for) (.+?))?:$|" +
    "^The (supported|available|implemented|provided|included) ([a-z][a-z -]{2,40}?) are:$",
);
/** Stands for the page's own package in a question the lead-in leaves it out of (listQuestion). */
export const PAGE_NAME = "{name}";

/**
 * The question a lead-in asks, or undefined when it names no subject or points elsewhere. A question with
 * `PAGE_NAME` in it asks about the page's own package, named by the caller (the questioner by the title; the reader
 * accepts any short name there).
 */
export function listQuestion(leadIn: string): string | undefined {
  const flat = leadIn.replace(/(^|[\s(])[*_]{1,2}([^*_\s][^*_]*?)[*_]{1,2}(?=[\s,.;:)]|$)/g, "$1$2").replace(/\s+/g, " ").trim();
  if (/^#|\]\(|https?:/.test(flat)) return undefined;
  const of = NOUN_OF.exec(flat);
  if (of) {
    const [, determiner, noun, rest] = of as unknown as [string, string, string, string];
    if (POINTING.test(rest) || rest.split(" ").length > 8) return undefined;
    const some = /^some/i.test(determiner) ? "some" : `the${/main|key|most important|notable/i.test(determiner) ? ` ${determiner.replace(/^the /i, "").toLowerCase()}` : ""}`;
    return `What are ${some} ${noun.toLowerCase()} ${rest}?`;
  }
  const verb = SUBJECT_VERB.exec(flat);
  const bare = verb ? undefined : BARE_VERB.exec(flat);
  if (verb || bare) {
    const [subject, said, noun] = verb ? [verb[1]!, verb[2]!, verb[3]!] : [PAGE_NAME, bare![1]!.toLowerCase(), bare![2]!];
    if (NOT_A_SUBJECT.test(subject.split(" ")[0]!) || POINTING.test(noun) || VAGUE_NOUN.test(noun)) return undefined;
    // "supports" → "support", "comes with" → "come with".
    const base = said.replace(/^(\w+)s\b/, "$1");
    return `Which ${noun} does ${subject} ${base}?`;
  }
  const available = ARE_AVAILABLE.exec(flat);
  if (available) {
    const noun = (available[1] ?? available[6])!;
    const how = (available[2] ?? available[5])!;
    const place = available[4];
    if (POINTING.test(noun) || VAGUE_NOUN.test(noun) || (place !== undefined && (POINTING.test(place) || place.split(" ").length > 6))) return undefined;
    const preposition = available[3] ?? (how === "available" || how === "included" || how === "used" ? "in" : "by");
    return `Which ${noun} are ${how} ${preposition} ${place ?? PAGE_NAME}?`;
  }
  return undefined;
}

/** Nouns too vague to ask for ("Supports the following options:" lists options the reader cannot tell from others). */
const VAGUE_NOUN = /\b(?:following|steps?|ways?|things?|options?|methods?|functions?|arguments?|parameters?|properties|attributes|fields|examples?|links?|resources|projects|packages)\b/;

/** The short one-line bullet items right under line `after` (blank lines allowed), or undefined when they are no such list. */
export function listBelow(text: ReadText, after: number): { items: string[]; endLine: number } | undefined {
  let line = after + 1;
  while (text.get(line) !== undefined && text.get(line)!.trim() === "") line++;
  const items: string[] = [];
  let indent: string | undefined;
  let endLine = after;
  for (; text.get(line) !== undefined; line++) {
    const value = text.get(line)!;
    if (value.trim() === "") continue;
    const bullet = BULLET.exec(value);
    if (!bullet) {
      // A line that continues an item or nests under it: the items are no short phrases.
      if (items.length > 0 && /^\s+\S/.test(value) && indent !== undefined && value.match(/^\s*/)![0].length > indent.length) return undefined;
      break;
    }
    if (indent === undefined) indent = bullet[1]!;
    else if (bullet[1] !== indent) return undefined;
    items.push(bullet[3]!.trim());
    endLine = line;
  }
  if (items.length < 2 || items.length > 6) return undefined;
  const cleaned = items.map((item) => item.replace(/(^|[\s(])[*_]{1,2}([^*_\s][^*_]*?)[*_]{1,2}(?=[\s,.;:)]|$)/g, "$1$2").replace(/(?:[.,;]|,? (?:and|or))$/, "").trim());
  // Links (a list of related projects, a table of contents) and long items are not the answer a lead-in sums up.
  if (items.some((item) => /\]\(|\]\[|https?:\/\/|<a\s/.test(item))) return undefined;
  if (cleaned.some((item) => item.split(/\s+/).length > MAX_ITEM_WORDS || item.length < 2)) return undefined;
  return { items: cleaned, endLine };
}

/** Every lead-in of lines from–to with the list under it. */
export function listLeadIns(text: ReadText, from: number, to: number, name?: string): ListLeadIn[] {
  const found: ListLeadIn[] = [];
  for (const sentence of sentencesOf(text, { from, to })) {
    const flat = sentence.text.replace(/\s+/g, " ").trim();
    if (!flat.endsWith(":")) continue;
    // The lead-in is the whole line above the list, not the tail of a longer paragraph line's last sentence.
    const line = text.get(sentence.endLine);
    if (line === undefined || !line.trimEnd().endsWith(":")) continue;
    const asked = listQuestion(flat);
    if (!asked || (asked.includes(PAGE_NAME) && (name === undefined || !opensParagraph(text, sentence.startLine, flat)))) continue;
    const question = name === undefined ? asked : asked.replace(PAGE_NAME, name);
    const list = listBelow(text, sentence.endLine);
    if (!list) continue;
    found.push({ question, items: list.items, leadInLine: sentence.startLine, endLine: list.endLine });
  }
  return found;
}

/**
 * The lead-in is a paragraph of its own: a lead-in that leaves its subject out and follows another sentence is about
 * what that sentence is about ("The current date in UTC. The available formats are:" is about one token's formats,
 * not the package's).
 */
function opensParagraph(text: ReadText, line: number, sentence: string): boolean {
  const before = text.get(line - 1);
  const own = text.get(line)?.replace(/\s+/g, " ").trim() ?? "";
  return (before === undefined || before.trim() === "" || /^\s*#/.test(before)) && own.startsWith(sentence.slice(0, 12));
}

/** "What are some features of R6?" — the items of the list under "Some features of R6:". */
export function listFacts(text: ReadText, from: number, to: number, title?: string): Fact[] {
  const name = titleName(title);
  return listLeadIns(text, from, to, name).map((leadIn) => ({
    question: leadIn.question,
    answer: leadIn.items.join("; "),
    evidence: [{ start_line: leadIn.leadInLine, end_line: leadIn.endLine }],
    kind: "entry" as const,
  }));
}

/** The reader's side: the lists of the lines read whose lead-in asks `question`. */
export function listsAnswering(question: string, text: ReadText): ListLeadIn[] {
  const lines = [...text.keys()];
  if (lines.length === 0 || !/^(?:what are|which) /i.test(question)) return [];
  const wanted = normaliseForMatch(question);
  // The page's own package, which the questioner named by the title, is any name of one to three words here.
  return listLeadIns(text, Math.min(...lines), Math.max(...lines), PAGE_NAME).filter((leadIn) => {
    const [before, after = ""] = leadIn.question.split(PAGE_NAME).map((part) => normaliseForMatch(part).replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
    const pattern = leadIn.question.includes(PAGE_NAME) ? new RegExp(`^${before} \\S+(?: \\S+){0,2} ?${after}$`) : undefined;
    return pattern ? pattern.test(wanted) : normaliseForMatch(leadIn.question) === wanted;
  });
}
