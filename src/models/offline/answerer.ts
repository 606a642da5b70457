import { HumanMessage, type BaseMessage } from "@langchain/core/messages";
import { splitSentences } from "../../documents/sentences.js";
import { MONTH_PATTERN, STOPWORDS, words } from "../../documents/words.js";
import { OfflineChatModel, type OfflineTurn } from "./chat-model.js";
import { analyseQuestion } from "./question-analysis.js";
import { findCandidates } from "./reader-extract.js";
import { fromXmlAttribute } from "../xml-attribute.js";

/**
 * The offline answerer (`offline:answerer`): answers the `ask` prompt from the passages it is given, extractively.
 * It reads the task message's `<question>` and its `<passage …>` (or `<abstract>`) sections, picks the sentence
 * that holds most of the question's terms (rarer terms weigh more), and takes from it the span the question asks
 * for: a number for "how many", a year or date for "when", a name for "who", a percentage, a place for "where",
 * the words before X for "what type of X", otherwise a name or phrase next to the question's terms (sentences are
 * ranked by the weight of the question's terms they hold and by the question's word pairs they hold side by side).
 * It declines ("The document does not say.") when the question names a thing or number no passage mentions, and
 * otherwise when its doubt is high: a logistic score over signals of the match (coverage of the question by the
 * answer's sentence, the heaviest term and the names that sentence lacks, negation, whether the best sentences hold
 * an answer of the asked type, …) fitted on the development split of bench/ask. Its choice is given as reasoning in a `<think>` block, and its confidence on the
 * last line, as the prompt asks of every answerer. A question of a named thing's value ("What is the Armor Class of
 * the Aboleth?") asked of a key–value line in that thing's section ("- **Armor Class:** 17" under "Aboleth") is
 * answered from that line first, by the reader's reading of such lines: a stat block or a settings list holds no
 * sentence to rank.
 */

export const OFFLINE_DECLINE = "The document does not say.";
/**
 * Doubt (see `declineScore`) from which the engine declines: set on bench/ask's development split of SQuAD 2.0 so
 * that 58 % of its unanswerable questions are declined (`npx tsx bench/ask/fit-decline.ts` prints it).
 */
export const DECLINE_THRESHOLD = 0.817;
/** Weight of a question term found only in the sentence before the one chosen. */
const CONTEXT_SHARE = 0.5;

export type AnswerType = "number" | "date" | "name" | "percent" | "place" | "entity" | "clause";

export interface Passage {
  text: string;
  /** "12-30" as the prompt gives it. */
  lines?: string;
  /** The passage's heading path as the prompt gives it: "Monsters › Aboleth". */
  section?: string;
}

export interface OfflineAnswer {
  answer: string;
  declined: boolean;
  confidence: number;
  type: AnswerType;
  /** Why: the sentence chosen and how much of the question it holds. */
  reasoning: string;
  signals?: AnswerSignals;
  /** When declined: the span it would have answered. */
  candidate?: string;
}

export class AnswererModel extends OfflineChatModel {
  readonly engine = "answerer";

  protected respond(messages: readonly BaseMessage[]): OfflineTurn {
    const task = [...messages].reverse().find((message) => HumanMessage.isInstance(message));
    const text = task ? textOf(task) : "";
    const question = tagged(text, "question");
    if (question === undefined) return { content: `${OFFLINE_DECLINE}\nConfidence: 0`, toolCalls: [] };
    const result = answerFromPassages(question, passagesOf(text));
    return { content: `<think>${result.reasoning}</think>\n${result.answer}\nConfidence: ${result.confidence.toFixed(2)}`, toolCalls: [] };
  }
}

/** The engine's answer to a question from passages, without the chat-model wrapping (the bench calls this). */
export function answerFromPassages(question: string, passages: readonly Passage[], options: { declineThreshold?: number } = {}): OfflineAnswer {
  const threshold = options.declineThreshold ?? DECLINE_THRESHOLD;
  const type = answerTypeOf(question);
  const structured = keyValueAnswer(question, passages, type) ?? statementAnswer(question, passages, type);
  if (structured) return structured;
  const terms = questionTerms(question);
  const sentences = passages.flatMap((passage, passageIndex) => {
    const texts = splitSentences(passage.text);
    const stems = texts.map((text) => new Set(words(text).map(stem)));
    const pairs = texts.map((text) => termPairs(text));
    // The sentence before often names what this one refers to ("It …", "The city …"): its terms count for half.
    return texts.map((text, index) => ({ text, passageIndex, lines: passage.lines, stems: stems[index]!, pairs: pairs[index]!, before: stems[index - 1] ?? new Set<string>() }));
  });
  if (terms.length === 0 || sentences.length === 0) {
    return { answer: OFFLINE_DECLINE, declined: true, confidence: 0.5, type, reasoning: "The context or the question holds no content words to match." };
  }
  // A name or number the question gives that the context never mentions: the context is about something else
  // (SQuAD 2.0 writes many unanswerable questions by swapping one name or number of an answerable one).
  const questionPairs = [...termPairs(question)];
  const mentioned = new Set(sentences.flatMap((sentence) => [...sentence.stems]));
  // So is what "how many" counts ("How many wives …?" of a text that mentions no wife).
  const counted = /\bhow many ([a-z]+)/i.exec(question)?.[1];
  const absent = [...namedWords(question), ...(counted !== undefined && !STOPWORDS.has(counted.toLowerCase()) ? [counted.toLowerCase()] : [])].filter((word) => !mentioned.has(stem(word)));
  const weights = termWeights(terms, sentences.map((sentence) => sentence.stems));
  const total = terms.reduce((sum, term) => sum + weights.get(term)!, 0);
  const ranked = sentences
    .map((sentence) => {
      const held = terms.filter((term) => sentence.stems.has(term));
      const before = terms.filter((term) => !sentence.stems.has(term) && sentence.before.has(term));
      const coverage = (held.reduce((sum, term) => sum + weights.get(term)!, 0) + CONTEXT_SHARE * before.reduce((sum, term) => sum + weights.get(term)!, 0)) / total;
      // Pairs of the question's words in the same order side by side ("Seven Years' War", "rate of flow") point to
      // the sentence that says what the question asks more than the same words scattered.
      const together = questionPairs.length === 0 ? 0 : questionPairs.filter((pair) => sentence.pairs.has(pair)).length / questionPairs.length;
      // Ties go to the passage the search ranked higher.
      return { ...sentence, held, coverage, rank: coverage + PAIR_SHARE * together - sentence.passageIndex * 1e-6 };
    })
    .sort((a, b) => b.rank - a.rank);

  const best = ranked[0]!;
  const unmentioned = terms.filter((term) => !mentioned.has(term)).reduce((sum, term) => sum + weights.get(term)!, 0) / total;
  // The answer: the typed span of the best-matching sentence that holds one (of the three best).
  let chosen: { sentence: (typeof ranked)[number]; span: string } | undefined;
  for (const sentence of ranked.slice(0, 3)) {
    const span = extractSpan(type, sentence.text, question, terms);
    if (span !== undefined) {
      chosen = { sentence, span };
      break;
    }
  }
  const signals: AnswerSignals = {
    coverage: Math.max(0, best.coverage),
    unmentioned,
    absentNames: absent.length,
    negated: NEGATION.test(question) ? 1 : 0,
    spanRank: chosen ? ranked.indexOf(chosen.sentence) : 3,
    margin: Math.max(0, best.coverage) - Math.max(0, ranked[1]?.coverage ?? 0),
    terms: terms.length,
    ...missingFrom(chosen?.sentence ?? best),
  };
  const doubt = absent.length > 0 ? 1 : declineScore(signals, type);

  function missingFrom(sentence: (typeof ranked)[number]): { missingTop: number; namesMissing: number } {
    const lacks = (term: string): boolean => !sentence.stems.has(term) && !sentence.before.has(term);
    const missingTop = Math.max(0, ...terms.filter(lacks).map((term) => weights.get(term)! / total));
    const namesMissing = new Set(namedWords(question).map(stem).filter(lacks)).size;
    return { missingTop, namesMissing };
  }
  if (chosen === undefined || doubt >= threshold) {
    const why =
      absent.length > 0
        ? `The question names ${absent.map((word) => `"${word}"`).join(", ")}, which the context never mentions.`
        : chosen === undefined
          ? `The sentences that match the question best ("${clip(best.text)}") hold no ${TYPE_NAMES[type]}, which the question asks for.`
          : `No sentence of the context holds enough of the question: the closest holds ${percent(best.coverage)} of the weight of its terms (${terms.join(", ")}): "${clip(best.text)}".`;
    return {
      answer: OFFLINE_DECLINE,
      declined: true,
      confidence: round(chosen === undefined ? 0.6 : 0.5 + (0.5 * (doubt - threshold)) / Math.max(1e-6, 1 - threshold)),
      type,
      signals,
      ...(chosen ? { candidate: chosen.span } : {}),
      reasoning: `${why} Doubt ${doubt.toFixed(2)} (declines from ${threshold.toFixed(2)}).`,
    };
  }
  const { sentence, span } = chosen;
  const where = sentence.lines ? ` (passage ${sentence.passageIndex + 1}, lines ${sentence.lines.replace("-", "–")})` : "";
  return {
    answer: span,
    declined: false,
    // Confidence 0.5 at the threshold, 1 at no doubt at all.
    confidence: round(0.5 + 0.5 * (1 - doubt / threshold)),
    type,
    signals,
    reasoning: `The question asks for a ${TYPE_NAMES[type]}. The sentence${where} "${clip(sentence.text)}" holds ${sentence.held.length} of its ${terms.length} terms (${percent(sentence.coverage)} of their weight); the answer is the ${TYPE_NAMES[type]} in it nearest to those terms. Doubt ${doubt.toFixed(2)} (declines from ${threshold.toFixed(2)}).`,
  };
}

/**
 * "What is the <key> of <subject>?" answered from a key–value line ("- **Armor Class:** 17", "Speed: 10 ft.") of a
 * passage under the subject's heading. The passages become the lines the reader has seen, each under its section's
 * last heading, and the reader's finder reads them; only an answer from a line that starts with the asked key counts,
 * so prose (all of SQuAD) goes on to the sentence ranking.
 */
function keyValueAnswer(question: string, passages: readonly Passage[], type: AnswerType): OfflineAnswer | undefined {
  const analysis = analyseQuestion(question);
  if (analysis.kind !== "value" || !analysis.key || !analysis.subject) return undefined;
  const seen = seenLines(passages);
  const keyWords = words(analysis.key).join(" ");
  const startsWithKey = (text: string): boolean => {
    const label = /^\s*(?:[-*+]\s+)?(?:\*\*|__)?([^:*_|]{1,60}?)(?:\*\*|__)?\s*:/.exec(text)?.[1];
    return label !== undefined && words(label).join(" ") === keyWords;
  };
  const weights = new Map(analysis.terms.map((term) => [term, 1]));
  const best = findCandidates(analysis, seen, weights)[0];
  if (!best || !startsWithKey(seen.get(best.line) ?? "")) return undefined;
  // The line must be the subject's: under its heading (another monster's Armor Class is not the Aboleth's).
  const headingLine = [...seen.keys()].filter((line) => line < best.line && /^#{1,6}\s/.test(seen.get(line)!)).at(-1);
  const heading = headingLine === undefined ? "" : seen.get(headingLine)!.replace(/^#+\s*/, "");
  const subjectWords = words(analysis.subject);
  const named = new Set(words(`${heading} ${seen.get(best.line)}`));
  if (subjectWords.length === 0 || !subjectWords.every((word) => named.has(word))) return undefined;
  const under = heading ? ` under "${heading}"` : "";
  return {
    answer: best.answer,
    declined: false,
    confidence: 0.9,
    type,
    reasoning: `The question asks for the ${analysis.key} of ${analysis.subject}. Line ${best.line}${under} gives it as a key and its value: "${clip(seen.get(best.line)!.trim())}".`,
  };
}

/**
 * "What does the Response.history list contain?" answered from the sentence that says "The Response.history list
 * contains …", as the reader reads a statement question: its subject, then its verb, then the answer. Only a sentence
 * of that form answers; any other question goes on to the sentence ranking (on SQuAD's development split this reads
 * 6 questions of 2,224 and moves nothing else).
 */
function statementAnswer(question: string, passages: readonly Passage[], type: AnswerType): OfflineAnswer | undefined {
  const analysis = analyseQuestion(question);
  if (analysis.kind !== "statement" || !analysis.anchor) return undefined;
  const seen = seenLines(passages);
  const best = findCandidates(analysis, seen, new Map(analysis.terms.map((term) => [term, 1])))[0];
  if (!best) return undefined;
  const said = `${analysis.anchor.subject} ${analysis.anchor.verbs[0] ?? ""}`.trim();
  return { answer: best.answer, declined: false, confidence: 0.9, type, reasoning: `The question asks what follows "${said}"; line ${best.line} says it: "${clip(seen.get(best.line)!.trim())}".` };
}

/**
 * The passages as the lines a reader has seen: each at its own line numbers (one after another when the prompt gives
 * none), under its section's last heading when the line above it is not among them.
 */
function seenLines(passages: readonly Passage[]): Map<number, string> {
  const seen = new Map<number, string>();
  let next = 1;
  for (const passage of passages) {
    const first = Number(/^(\d+)/.exec(passage.lines ?? "")?.[1]);
    const start = Number.isInteger(first) && first >= 1 ? first : next + 1;
    const heading = passage.section?.split(" › ").at(-1);
    if (heading && start > 1 && !seen.has(start - 1)) seen.set(start - 1, `## ${heading}`);
    const lines = passage.text.split("\n");
    lines.forEach((text, index) => seen.set(start + index, text));
    next = Math.max(next, start + lines.length);
  }
  return seen;
}

/**
 * How likely the answer is wrong or the question unanswerable, from the signals: a logistic model fitted on
 * bench/ask's development split of SQuAD 2.0 (target: 1 for an unanswerable question, 1 − F1 of the candidate for an
 * answerable one, so that declining costs least where the candidate is poor anyway).
 */
export function declineScore(signals: AnswerSignals, type: AnswerType): number {
  const w = DECLINE_WEIGHTS;
  const z =
    DECLINE_BIAS +
    w.coverage * signals.coverage +
    w.unmentioned * signals.unmentioned +
    w.absentName * Math.min(1, signals.absentNames) +
    w.negated * signals.negated +
    (w.spanRank * Math.min(3, signals.spanRank)) / 3 +
    w.margin * signals.margin +
    (w.terms * Math.min(12, signals.terms)) / 12 +
    w.lowCoverage * (signals.coverage < 0.3 ? 1 : 0) +
    w.missingTop * signals.missingTop +
    w.namesMissing * Math.min(1, signals.namesMissing) +
    w[type];
  return 1 / (1 + Math.exp(-z));
}

// Fitted by `npx tsx bench/ask/fit-decline.ts` on bench/ask's development split, both as `ask` runs and given the
// gold paragraph.
const DECLINE_WEIGHTS = {
  coverage: -0.758,
  unmentioned: -0.329,
  absentName: 0.100,
  negated: 1.521,
  spanRank: 2.689,
  margin: 0.013,
  terms: -0.593,
  lowCoverage: 0.224,
  missingTop: 0.688,
  namesMissing: 0.502,
  number: 0.086,
  date: -0.763,
  name: 0.285,
  percent: -0.021,
  place: -0.274,
  entity: 0.336,
  clause: 0.535,
};
const DECLINE_BIAS = 1.596;

/** What the decision to answer or decline is made of (the bench reads them; the reasoning names them). */
export interface AnswerSignals {
  /** Share of the question's term weight the best sentence holds. */
  coverage: number;
  /** Share of the question's term weight that no passage mentions at all. */
  unmentioned: number;
  /** Names and numbers of the question that no passage mentions. */
  absentNames: number;
  /** 1 when the question is negated ("never", "not"). */
  negated: number;
  /** Rank of the sentence the answer comes from (0 = the best-matching); 3 when none of the best three holds one. */
  spanRank: number;
  /** Coverage of the best sentence above that of the second. */
  margin: number;
  /** Number of the question's content terms. */
  terms: number;
  /** Largest share of the question's term weight one term holds that the answer's sentence (and the one before) lacks. */
  missingTop: number;
  /** Names and numbers of the question that the answer's sentence (and the one before) lacks. */
  namesMissing: number;
}

const NEGATION = /\b(?:not|never|no longer|none|neither|nor|without|fail(?:ed|s)? to)\b|n't\b/i;

const TYPE_NAMES: Record<AnswerType, string> = {
  number: "number",
  date: "date or year",
  name: "name",
  percent: "percentage",
  place: "place",
  entity: "named thing or phrase",
  clause: "phrase",
};

// ---------------------------------------------------------------------------------------------------------------
// Reading the prompt (the answerer's own tiny tag reader: models do not import the agents that write prompts).

function textOf(message: BaseMessage): string {
  const content = message.content;
  if (typeof content === "string") return content;
  return content.map((part) => (typeof part === "string" ? part : part.type === "text" && typeof part.text === "string" ? part.text : "")).join("");
}

function tagged(text: string, tag: string): string | undefined {
  const match = new RegExp(`<${tag}(?:\\s[^>]*)?>([\\s\\S]*?)</${tag}>`).exec(text);
  return match ? match[1]!.trim() : undefined;
}

function fromAttribute(value: string | undefined): string | undefined {
  return value === undefined ? undefined : fromXmlAttribute(value);
}

export function passagesOf(text: string): Passage[] {
  const passages: Passage[] = [];
  // Attribute values are escaped (xml-attribute.ts): a ">" inside one is "&gt;", so "[^>]*" ends at the tag's own end.
  for (const match of text.matchAll(/<passage\b([^>]*)>([\s\S]*?)<\/passage>/g)) {
    const lines = /\blines="([^"]*)"/.exec(match[1]!)?.[1];
    const section = fromAttribute(/\bsection="([^"]*)"/.exec(match[1]!)?.[1]);
    passages.push({ text: match[2]!.trim(), ...(lines ? { lines } : {}), ...(section ? { section } : {}) });
  }
  const abstract = tagged(text, "abstract");
  if (abstract) passages.push({ text: abstract });
  return passages;
}

// ---------------------------------------------------------------------------------------------------------------
// Questions and sentences.

export function answerTypeOf(question: string): AnswerType {
  const q = question.toLowerCase();
  if (/\bwhat (?:percentage|percent|proportion|share)\b|\bhow much of\b/.test(q)) return "percent";
  if (/\bhow (?:many|much|long|old|far|large|big|tall|high)\b|\bwhat (?:number|amount)\b/.test(q)) return "number";
  if (/^when\b|\b(?:what|which) (?:years?|century|centuries|decades?|date|day|month|period)\b|\bin what year\b|\bwhen (?:did|was|were|is|does)\b/.test(q)) return "date";
  if (/^(?:who|whom|whose)\b|\b(?:who|whom)\b.*\?$|\bwhat (?:was|is) (?:the|his|her|their) name\b|\bwhat (?:person|king|leader|ruler|author|group)\b/.test(q)) return "name";
  if (/^where\b|\b(?:what|which|in what) (?:country|countries|city|cities|region|regions|town|place|area|continent|state|island)\b/.test(q)) return "place";
  // "Which university…", "What river…": a named thing, if the sentence names one.
  if (/^(?:which|what)\s+(?!(?:is|was|are|were|did|does|do|has|had|have|can|could|would|will|should|may|might|must)\b)[a-z]/i.test(question.trim())) return "entity";
  return "clause";
}

/** Words of the question's wh-phrase and answer form: they say what is asked, not where it is. */
const QUESTION_FORM = new Set(
  "what which who whom whose when where why how many much year years century centuries decade date day month period percentage percent proportion share number amount name kind type long old far did does do was were is are".split(" "),
);

/** Adjacent content words of a text (stopwords skipped), stemmed, as "a b". */
function termPairs(text: string): Set<string> {
  const content = words(text)
    .filter((word) => !STOPWORDS.has(word) && !QUESTION_FORM.has(word))
    .map(stem);
  const pairs = new Set<string>();
  for (let index = 1; index < content.length; index++) pairs.add(`${content[index - 1]} ${content[index]}`);
  return pairs;
}

/** Weight of the share of the question's word pairs a sentence holds, next to its coverage, in ranking sentences. */
const PAIR_SHARE = 0.2;

export function questionTerms(question: string): string[] {
  return [...new Set(words(question).filter((word) => !STOPWORDS.has(word) && !QUESTION_FORM.has(word) && word.length > 1).map(stem))];
}

/** Irregular verb forms and the stem of their base form, so that "swore" meets "swear" and "gave" meets "give". */
const IRREGULAR_VERBS = new Map<string, string>(
  (
    "swore:swear sworn:swear gave:giv given:giv took:tak taken:tak made:mak began:begin begun:begin became:becom " +
    "came:com went:go gone:go won:win lost:los sold:sell built:build wrote:writ written:writ found:find held:hold " +
    "led:lead left:leav brought:bring bought:buy caught:catch chose:choos chosen:choos drew:draw drawn:draw " +
    "drove:driv driven:driv fell:fall fallen:fall fought:fight felt:feel forgot:forget forgotten:forget froze:freez " +
    "frozen:freez got:get grew:grow grown:grow hid:hid hidden:hid knew:know known:know laid:lay meant:mean met:meet " +
    "paid:pay ran:run rose:ris risen:ris said:say saw:see seen:see sent:send shook:shak shot:shoot spoke:speak " +
    "spoken:speak spent:spend stood:stand stole:steal struck:strik taught:teach told:tell thought:think threw:throw " +
    "thrown:throw understood:understand wore:wear worn:wear kept:keep slew:slay slain:slay bore:bear born:bear " +
    "borne:bear broke:break broken:break flew:fly flown:fly rode:rid ridden:rid sang:sing sung:sing"
  )
    .split(" ")
    .map((pair) => pair.split(":") as [string, string]),
);

/** The question's names and numbers: the words of its capitalised or numeric tokens after the first. */
export function namedWords(question: string): string[] {
  const tokens = question.trim().split(/\s+/).slice(1);
  const named = tokens.filter((token) => /^["'“(]?(?:\p{Lu}|\d)/u.test(token)).flatMap((token) => words(token));
  return [...new Set(named.filter((word) => !STOPWORDS.has(word)))];
}

/** A light stemmer: plural and verb endings, so "Normans" meets "Norman" and "ruled" meets "rule". */
export function stem(word: string): string {
  let w = word.toLowerCase().replace(/'s$/, "");
  const base = IRREGULAR_VERBS.get(w);
  if (base !== undefined) return base;
  if (w.length > 4 && w.endsWith("ies")) return `${w.slice(0, -3)}y`;
  if (w.length > 5 && w.endsWith("ing")) w = w.slice(0, -3);
  else if (w.length > 4 && w.endsWith("ed")) w = w.slice(0, -2);
  else if (w.length > 3 && w.endsWith("es") && /(?:ss|x|ch|sh)es$/.test(w)) w = w.slice(0, -2);
  else if (w.length > 3 && w.endsWith("s") && !w.endsWith("ss")) w = w.slice(0, -1);
  return w.replace(/e$/, "");
}

function termWeights(terms: readonly string[], sentenceStems: readonly ReadonlySet<string>[]): Map<string, number> {
  const weights = new Map<string, number>();
  const count = sentenceStems.length;
  for (const term of terms) {
    const frequency = sentenceStems.filter((stems) => stems.has(term)).length;
    weights.set(term, Math.log(1 + (count + 1) / (frequency + 0.5)));
  }
  return weights;
}

// ---------------------------------------------------------------------------------------------------------------
// Spans.

interface Found {
  text: string;
  start: number;
  end: number;
}

const MONTH = MONTH_PATTERN;
const ORDINAL = "\\d{1,2}(?:st|nd|rd|th)|first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth|thirteenth|fourteenth|fifteenth|sixteenth|seventeenth|eighteenth|nineteenth|twentieth";
const NUMBER_WORD = "one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|thousand|million|billion|dozen|several";

const DATE_PATTERNS = [
  new RegExp(`\\b(?:${ORDINAL})(?:\\s+(?:and|or|to)\\s+(?:${ORDINAL}))?\\s+centur(?:y|ies)(?:\\s+(?:BC|AD|BCE|CE))?`, "gi"),
  new RegExp(`\\b\\d{1,2}\\s+(?:${MONTH})\\s+\\d{3,4}\\b|\\b(?:${MONTH})\\s+\\d{1,2},?\\s+\\d{3,4}\\b|\\b(?:${MONTH})\\s+\\d{3,4}\\b`, "g"),
  /\b(?:1\d{3}|20\d{2})s?(?:\s*(?:–|-|to|and)\s*(?:1\d{3}|20\d{2}))?\b/g,
  // Three-digit years only where a preposition makes them dates ("in 911"), not page or volume numbers.
  /(?<=\b(?:in|by|from|until|after|before|around|since)\s)[5-9]\d{2}(?:\s*(?:–|-|to)\s*\d{3,4})?\b/g,
  /\b\d{3,4}\s*(?:BC|AD|BCE|CE)\b/g,
];

function extractSpan(type: AnswerType, sentence: string, question: string, terms: readonly string[]): string | undefined {
  const anchors = focusPositions(sentence, terms);
  const role = askedRole(question);
  const cue = namingCue(question, sentence, anchors);
  const nearest = (found: Found[], bonus: (candidate: Found) => number = () => 0): string | undefined => {
    const outside = found.filter((candidate) => !questionHolds(candidate.text, terms));
    // A span holding the question's own words ("King Charles III" for "Who swore fealty to King Charles III?") is
    // more likely its subject than its answer: such spans come after the others.
    const scored = outside.map((candidate) => ({
      candidate,
      distance:
        (cue !== undefined && candidate.start >= cue && candidate.start <= cue + 3 ? -1 : distanceTo(candidate, anchors) + sidePenalty(candidate, anchors, role)) +
        (mentionsTerm(candidate.text, terms) ? 1e4 : 0) -
        bonus(candidate),
    }));
    // Nearest first; of overlapping spans ("14 October 1066" and "1066") the longer.
    scored.sort((a, b) => a.distance - b.distance || b.candidate.text.length - a.candidate.text.length || a.candidate.start - b.candidate.start);
    return scored[0]?.candidate.text.trim();
  };
  // "What type of law …?": the words the sentence puts before "law" ("constitutional law").
  const kind = /\b(?:what|which)\s+(?:type|kind|sort|form|class)s?\s+of\s+([\p{L}-]+)/iu.exec(question)?.[1];
  if (kind !== undefined && (type === "entity" || type === "clause")) {
    const head = stem(kind.toLowerCase());
    const tokens = [...sentence.matchAll(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu)];
    const kinds: Found[] = [];
    tokens.forEach((token, index) => {
      if (index === 0 || stem(token[0].toLowerCase()) !== head) return;
      const before: RegExpMatchArray[] = [];
      for (let at = index - 1; at >= Math.max(0, index - 2); at--) {
        const word = tokens[at]![0].toLowerCase();
        if (STOPWORDS.has(word) || AUXILIARIES.has(word) || /[,;:()]/.test(sentence.slice(tokens[at]!.index! + tokens[at]![0].length, tokens[at + 1]!.index))) break;
        before.unshift(tokens[at]!);
      }
      if (before.length === 0 || questionHolds(before.map((word) => word[0]).join(" "), terms)) return;
      const start = before[0]!.index!;
      const end = token.index! + token[0].length;
      kinds.push({ text: sentence.slice(start, end), start, end });
    });
    const found = nearest(kinds);
    if (found !== undefined) return found;
  }
  switch (type) {
    case "percent":
      return nearest(matches(sentence, /\b\d+(?:[.,]\d+)?\s?(?:%|percent\b|per cent\b)/gi));
    case "number":
      return nearest(matches(sentence, new RegExp(`\\b\\d[\\d,]*(?:\\.\\d+)?(?:\\s+(?:${NUMBER_WORD}))?\\b|\\b(?:${NUMBER_WORD})(?:[\\s-]+(?:${NUMBER_WORD}))*\\b`, "gi")));
    case "date": {
      const dates = DATE_PATTERNS.flatMap((pattern) => matches(sentence, pattern));
      const centuries = dates.filter((found) => /centur/i.test(found.text));
      return nearest(/\bcentur/i.test(question) && centuries.length > 0 ? centuries : dates);
    }
    case "name":
      return nearest(capitalisedRuns(sentence));
    case "place": {
      const afterPreposition = capitalisedRuns(sentence).filter((run) => /\b(?:in|at|from|to|of|into|near|across)\s+(?:the\s+)?$/i.test(sentence.slice(Math.max(0, run.start - 12), run.start)));
      return nearest(afterPreposition) ?? nearest(capitalisedRuns(sentence));
    }
    case "entity":
      return nearest(capitalisedRuns(sentence)) ?? nearest(phraseRuns(sentence, terms));
    case "clause": {
      // "What is the first major city …?": a name right beside the words the question repeats, if there is one.
      const beside = capitalisedRuns(sentence).filter((run) => distanceTo(run, anchors) <= 20 && !mentionsTerm(run.text, terms));
      const names = new Set(capitalisedRuns(sentence).map((run) => run.start));
      return (role === "copula" ? nearest(beside) : undefined) ?? nearest([...capitalisedRuns(sentence), ...phraseRuns(sentence, terms)], (candidate) => (names.has(candidate.start) ? CLAUSE_NAME_BONUS : 0));
    }
  }
}

/** How much nearer (in characters) a name counts than a plain phrase when the question's form names no type. */
const CLAUSE_NAME_BONUS = 30;

const AUXILIARIES = new Set("is was are were be been do does did has have had can could will would shall should may might must".split(" "));
const IRREGULAR_PAST = new Set(
  "made led became began took gave won lost sold built wrote found held left brought bought caught chose came drew drove fell fought felt forbade forgot froze got grew hid hung kept knew laid lay meant met paid put ran rose said saw sent set shook shot spoke spent stood stole struck swore taught told thought threw understood went wore".split(" "),
);
const PREPOSITION_OR_DETERMINER = /^(?:the|a|an|his|her|its|their|this|that|these|those|in|on|at|by|for|from|to|into|over|under|up|down|across|through|with|about|after|before|during|between|against|around|out|off)$/i;

/**
 * Whether the question asks for the subject of its verb ("Who killed Harold?", "What pushed up the Pyrenees?") or
 * for something after it (an object, a complement: "What did industry do to the Rhine?", "What is the Rhine
 * called in French?"). In the document's declarative sentence the subject comes before the verb the question
 * repeats, the rest after the words it repeats.
 */
export function askedRole(question: string): "subject" | "copula" | "rest" {
  const tokens = question.trim().replace(/\?$/, "").split(/\s+/);
  const wh = tokens[0]?.toLowerCase();
  const next = tokens[1]?.toLowerCase().replace(/[^a-z'-]/g, "") ?? "";
  // "What is the largest inland port of Europe?": the answer stands on either side ("Duisburg is the home of …",
  // "… its major tributary, the river Aare").
  if ((wh === "what" || wh === "which" || wh === "who") && /^(?:is|are|was|were)$/.test(next) && !/\b(?:\w{3,}ed|called|known|named|made|built|done|found|given|held|led|seen|taken)\b/i.test(tokens.slice(2).join(" "))) {
    return "copula";
  }
  if (!wh || !next || AUXILIARIES.has(next)) return "rest";
  if (wh === "who") return "subject";
  if (wh !== "what" && wh !== "which") return "rest";
  const after = tokens[2]?.toLowerCase() ?? "";
  const verbLike = /ed$/.test(next) || IRREGULAR_PAST.has(next) || (/[^s]s$/.test(next) && PREPOSITION_OR_DETERMINER.test(after));
  return verbLike ? "subject" : "rest";
}

/** A candidate on the side of the question's words where the asked part does not stand, by the question's form. */
function sidePenalty(candidate: Found, anchors: readonly number[], role: "subject" | "copula" | "rest"): number {
  if (anchors.length === 0 || role === "copula") return 0;
  if (role === "subject") return candidate.start > anchors[0]! ? 200 : 0;
  return candidate.end <= anchors[0]! ? 60 : 0;
}

/**
 * Where a naming phrase of the sentence ends ("… is called", "known as", "referred to as", "named", "termed"),
 * when the question asks what something is called: the answer follows it.
 */
function namingCue(question: string, sentence: string, anchors: readonly number[]): number | undefined {
  if (!/\b(?:called|known as|named|referred to as|termed|nicknamed|dubbed)\b/i.test(question)) return undefined;
  const cues = matches(sentence, /\b(?:called|known as|named|referred to as|termed|nicknamed|dubbed|meaning)\s+(?:the\s+)?/gi);
  const first = anchors[0] ?? 0;
  const cue = cues.find((found) => found.start >= first) ?? cues[0];
  return cue?.end;
}

function matches(text: string, pattern: RegExp): Found[] {
  return [...text.matchAll(pattern)].map((match) => ({ text: match[0], start: match.index, end: match.index + match[0].length }));
}

/** Character offsets of the words of the sentence that are question terms. */
/**
 * The question's words where the sentence holds most of them closest together: the smallest window of term
 * positions with the most distinct terms. A term repeated elsewhere in the sentence ("the Rhine Falls" in a
 * sentence about the Rhine's tributary) is no anchor for the answer.
 */
function focusPositions(sentence: string, terms: readonly string[]): number[] {
  const wanted = new Set(terms);
  const hits = [...sentence.matchAll(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu)]
    .map((match) => ({ at: match.index, term: stem(normaliseWord(match[0])) }))
    .filter((hit) => wanted.has(hit.term));
  if (hits.length <= 1) return hits.map((hit) => hit.at);
  let best = { from: 0, to: hits.length - 1, distinct: 0, width: Number.POSITIVE_INFINITY };
  for (let from = 0; from < hits.length; from++) {
    const seen = new Set<string>();
    for (let to = from; to < hits.length; to++) {
      seen.add(hits[to]!.term);
      const width = hits[to]!.at - hits[from]!.at;
      if (seen.size > best.distinct || (seen.size === best.distinct && width < best.width)) best = { from, to, distinct: seen.size, width };
    }
  }
  return hits.slice(best.from, best.to + 1).map((hit) => hit.at);
}

function normaliseWord(word: string): string {
  return words(word)[0] ?? word.toLowerCase();
}

function distanceTo(found: Found, anchors: readonly number[]): number {
  if (anchors.length === 0) return found.start;
  return Math.min(...anchors.map((anchor) => (anchor < found.start ? found.start - anchor : anchor >= found.end ? anchor - found.end : 0)));
}

function mentionsTerm(span: string, terms: readonly string[]): boolean {
  const wanted = new Set(terms);
  return words(span).some((word) => !STOPWORDS.has(word) && wanted.has(stem(word)));
}

/** A span made only of the question's own words restates the question; it is not the answer. */
function questionHolds(span: string, terms: readonly string[]): boolean {
  const spanWords = words(span).filter((word) => !STOPWORDS.has(word));
  if (spanWords.length === 0) return true;
  const wanted = new Set(terms);
  return spanWords.every((word) => wanted.has(stem(word)));
}

const CONNECTORS = new Set(["of", "de", "la", "le", "du", "von", "van", "the", "and", "d'", "al", "bin", "ibn"]);
const SENTENCE_OPENERS = new Set(["The", "A", "An", "In", "On", "At", "By", "For", "From", "It", "This", "These", "Those", "He", "She", "They", "However", "After", "Before", "During", "When", "While", "Although", "As", "Its", "Their", "His", "Her"]);

/** Sentence openers that are no names: adverbs, numerals, discourse words. */
const COMMON_OPENER = /^(?:\p{Lu}\p{Ll}+ly|Soon|Instead|One|Two|Three|Since|Then|Thus|Today|Later|Many|Some|Most|Despite|Following|Under|Although|Because|Through|Within|Without|Unlike|Like|Other|Such|Each|Both|Several|Early|Late|Much|Only|Even|Yet|Still|Also|Meanwhile|Nevertheless|Furthermore|Moreover|Instead|Indeed|Once|Here|There|Another|Among|Around|Until|Upon|Over|With|Whether|Where|What|Which|Who|How|Why|Further|First|Second|Finally|Initially|Originally|Traditionally)$/u;

/** Runs of capitalised words ("William the Conqueror", "Duchy of Normandy"), connectors allowed inside. */
/** A command-line option, a snake_case or camelCase identifier, or a call: names in technical text, whatever their case. */
const CODE_NAME = /^--?\p{L}|^[\p{L}\p{N}]+_[\p{L}\p{N}_]*$|^\p{Ll}+\p{Lu}|\(\)$/u;

function capitalisedRuns(sentence: string): Found[] {
  // A command-line option keeps its dashes ("-L", "--verbose"); an identifier its underscores and call brackets.
  const tokens = [...sentence.matchAll(/(?:(?<![\p{L}\p{N}-])--?(?=\p{L}))?[\p{L}\p{N}][\p{L}\p{N}'’._-]*(?:\(\))?/gu)];
  const runs: Found[] = [];
  let run: RegExpMatchArray[] = [];
  const close = (): void => {
    while (run.length > 0 && CONNECTORS.has(run[run.length - 1]![0].toLowerCase())) run.pop();
    if (run.length > 0) {
      const first = run[0]!;
      const last = run[run.length - 1]!;
      runs.push({ text: sentence.slice(first.index, last.index! + last[0].length).replace(/[.,]$/, ""), start: first.index!, end: last.index! + last[0].length });
    }
    run = [];
  };
  tokens.forEach((token, index) => {
    const word = token[0];
    const capitalised = /^\p{Lu}/u.test(word);
    // A sentence's first word is capitalised whatever it is: a name only if it reads as one.
    const opener = index === 0 && (SENTENCE_OPENERS.has(word) || COMMON_OPENER.test(word) || STOPWORDS.has(word.toLowerCase()));
    // A bracket opens or closes a run: "Community (ECSC)" is two names.
    if (run.length > 0 && /[()[\]]/.test(sentence.slice(run[run.length - 1]!.index! + run[run.length - 1]![0].length, token.index))) close();
    if (CODE_NAME.test(word)) {
      // A name in code stands alone: "the -L option", "the format_timedelta function".
      close();
      run.push(token);
      close();
    } else if (capitalised && !opener) run.push(token);
    else if (run.length > 0 && CONNECTORS.has(word.toLowerCase())) run.push(token);
    else close();
    if (/[,;:]$/.test(sentence.slice(token.index! + word.length, token.index! + word.length + 1))) close();
  });
  close();
  return runs;
}

/**
 * Phrases for open questions: runs of words between punctuation and the question's own terms, trimmed of
 * stopwords at both ends and at most eight words long.
 */
function phraseRuns(sentence: string, terms: readonly string[]): Found[] {
  const wanted = new Set(terms);
  const phrases: Found[] = [];
  for (const clause of matches(sentence, /[^,;:()—–]+/g)) {
    let run: RegExpMatchArray[] = [];
    const close = (): void => {
      // A phrase that opens with a verb or an adverb ("followed a course to the northwest") is answered by what follows it.
      while (run.length > 1 && (STOPWORDS.has(normaliseWord(run[0]![0])) || verbLike(run[0]![0]))) run.shift();
      while (run.length > 0 && STOPWORDS.has(normaliseWord(run[0]![0]))) run.shift();
      while (run.length > 0 && STOPWORDS.has(normaliseWord(run[run.length - 1]![0]))) run.pop();
      if (run.length > 0 && run.length <= 8) {
        const first = run[0]!;
        const last = run[run.length - 1]!;
        const start = clause.start + first.index!;
        const end = clause.start + last.index! + last[0].length;
        phrases.push({ text: sentence.slice(start, end).replace(/[.]$/, ""), start, end });
      }
      run = [];
    };
    for (const token of clause.text.matchAll(/[\p{L}\p{N}][\p{L}\p{N}'’.-]*/gu)) {
      if (wanted.has(stem(normaliseWord(token[0])))) close();
      else run.push(token);
    }
    close();
  }
  return phrases;
}

/** A lower-case word that reads as a verb or an adverb: "-ed", "-ing", "-ly", an auxiliary or an irregular past. */
function verbLike(token: string): boolean {
  if (!/^\p{Ll}/u.test(token)) return false;
  const word = token.toLowerCase();
  return AUXILIARIES.has(word) || IRREGULAR_PAST.has(word) || (word.length > 4 && /(?:ed|ing|ly)$/.test(word));
}

function clip(text: string): string {
  return text.length > 240 ? `${text.slice(0, 237)}…` : text;
}

function percent(share: number): string {
  return `${Math.round(Math.max(0, share) * 100)}%`;
}

function round(value: number): number {
  return Math.round(value * 100) / 100;
}
