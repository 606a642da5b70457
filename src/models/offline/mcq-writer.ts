import type { BaseMessage } from "@langchain/core/messages";
import { sentencesOf } from "../../documents/sentences.js";
import { normaliseForMatch, STOPWORDS } from "../../documents/words.js";
import { OfflineChatModel, type OfflineEngineContext, type OfflineTurn } from "./chat-model.js";
import { humanTexts, taggedSection } from "./conversation.js";
import { factsIn, type Fact, type ReadText } from "./facts.js";
import { generalSplit } from "./general-questions.js";
import { isKnownVerb } from "./verb-lexicon.js";
import { seededRandom, shuffled } from "./random.js";

/**
 * The MCQ generator without a model (`offline:mcq-writer`), a documented baseline. It reads the `<context>` of the
 * mcq prompt ("[Section]" blocks), finds checkable facts in it with the questioner's fact finder (a key–value line, a
 * table cell, a sentence with a number, date or name), and makes each a question whose correct option is the fact's
 * span. The three distractors are other spans of the same type in the context: other numbers in the answer's own
 * wording ("8 hours" for "12 hours"), other years, other capitalised names, or other facts' answers of like length.
 * It spreads its questions over the sections in turn and skips any question named in `<keep>` or `<feedback>`, so a
 * regeneration writes new ones. A paper's reference list (a References or Bibliography section, the lines under
 * such a heading, lines that read as reference entries) is no question material, and an in-text citation ("(Bruce et
 * al., 1998)", "Marlowe (2011)", "[12]") is never the blank or the answer: a question about who is cited when is
 * trivia. A real model writes questions of understanding; this one asks for stated facts.
 */
export class McqWriterModel extends OfflineChatModel {
  readonly engine = "mcq-writer";

  static override lc_name(): string {
    return "OfflineMcqWriter";
  }

  protected respond(messages: readonly BaseMessage[], context: OfflineEngineContext): OfflineTurn {
    const task = humanTexts(messages).at(-1) ?? "";
    const count = Number(/Write (\d+) question/.exec(task)?.[1] ?? "1");
    const difficulty = /Difficulty: (easy|medium|hard)\b/.exec(task)?.[1];
    const sections = sectionsIn(taggedSection(task, "context") ?? "");
    const asked = new Set(
      [taggedSection(task, "keep") ?? "", taggedSection(task, "feedback") ?? ""]
        .join("\n")
        .split("\n")
        .flatMap((line) => [/^- (.*\?)\s*$/.exec(line.trim())?.[1], /\("(.*?\?)"\)/.exec(line)?.[1]])
        .filter((question): question is string => question !== undefined)
        .map(normaliseForMatch),
    );
    const questions = writeQuestions(sections, count, asked, context.seed, difficulty);
    const args = { questions };
    if (context.tools && !context.tools.has("submit_questions")) return { content: JSON.stringify(args), toolCalls: [] };
    return { content: `Wrote ${questions.length} question(s) from ${sections.length} section(s).`, toolCalls: [{ name: "submit_questions", args }] };
  }
}

interface Section {
  name: string;
  text: ReadText;
  from: number;
  to: number;
}

/** "[Name]\ntext…" blocks, as one numbered text (so that facts can look at the heading above them). */
function sectionsIn(context: string): Section[] {
  const sections: Section[] = [];
  const lines = new Map<number, string>();
  let current: Section | undefined;
  context.split("\n").forEach((line, index) => {
    const number = index + 1;
    const header = /^\[(.+)\]$/.exec(line.trim());
    if (header) {
      current = { name: header[1]!, text: lines, from: number + 1, to: number };
      sections.push(current);
      // The section's own name, as the heading the fact finder looks for above a line.
      lines.set(number, `# ${header[1]!.split(" › ").at(-1)!}`);
      return;
    }
    lines.set(number, line);
    if (current) current.to = number;
  });
  for (const line of referenceLines(sections, lines)) lines.set(line, "");
  return sections;
}

interface WrittenQuestion {
  question: string;
  options: string[];
  correct_answer: number;
  explanation: string;
  source_section: string;
  difficulty?: string;
}

/** A fact to ask about, with the wrong options it may take when they come from a pool of its own (definitions). */
type Candidate = Fact & { pool?: readonly string[]; source?: string };

function writeQuestions(sections: readonly Section[], count: number, asked: ReadonlySet<string>, seed: number, difficulty: string | undefined): WrittenQuestion[] {
  const random = seededRandom(seed, 7);
  const definitions = sections.flatMap(definitionsIn);
  const spans = spansByType(sections);
  const names = [...new Set(definitions.map((definition) => definition.name))];
  const factsBySection = sections.map((section) => ({
    section,
    facts: [
      ...shuffled<Candidate>([...factsIn(section.text, section.from, section.to, {}), ...definitionFacts(section, definitions, names)], random).filter((fact) => !answersFromCitation(fact, section.text)),
      // Statements with a blank come last: the other kinds ask about what a line is for, these only about a span.
      ...shuffled(clozeFacts(section, spans), random),
    ],
  }));
  const allFacts = factsBySection.flatMap((entry) => entry.facts);
  const written: WrittenQuestion[] = [];
  const used = new Set(asked);
  // Round-robin over the sections (spec 002 enhancement 3), each time the next usable fact of the section.
  for (let round = 0; written.length < count && factsBySection.some((entry) => entry.facts.length > 0); round++) {
    for (const entry of factsBySection) {
      if (written.length >= count) break;
      while (entry.facts.length > 0) {
        const fact = entry.facts.shift()!;
        const key = normaliseForMatch(fact.question);
        if (used.has(key)) continue;
        const distractors = distractorsFor(fact, allFacts, sections, random);
        if (distractors.length < 3) continue;
        used.add(key);
        const correct = Math.floor(random() * 4);
        const options = [...distractors.slice(0, 3)];
        options.splice(correct, 0, fact.answer);
        written.push({
          question: fact.question,
          options,
          correct_answer: correct,
          explanation: `The context states it in the section "${entry.section.name}": ${evidenceText(entry.section.text, fact)}`,
          source_section: entry.section.name,
          ...(difficulty ? { difficulty } : {}),
        });
        break;
      }
    }
  }
  return written;
}

type SpanType = "percent" | "year" | "number" | "name" | "phrase";

function typeOf(answer: string): SpanType {
  if (/\d\s*(%|percent\b)/i.test(answer)) return "percent";
  if (/^\D{0,12}\b(1[5-9]\d\d|20\d\d)\b\D{0,12}$/.test(answer)) return "year";
  if (/\d/.test(answer)) return "number";
  if (/^(?:[A-Z][\p{L}'’.-]*)(?:\s+(?:of|the|de|von|van|and|&)?\s*[A-Z][\p{L}'’.-]*)*$/u.test(answer.trim())) return "name";
  return "phrase";
}

/** Up to three wrong options of the answer's type, distinct from it and from each other. */
function distractorsFor(fact: Candidate, facts: readonly Fact[], sections: readonly Section[], random: () => number): string[] {
  const answer = fact.answer.trim();
  const type = typeOf(answer);
  const everything = withoutCitations(sections.flatMap((entry) => [...linesOf(entry)]).join("\n"));
  let candidates: string[];
  if (fact.pool) {
    candidates = shuffled(fact.pool, random);
  } else if (type === "percent" || type === "number" || type === "year") {
    const numberPattern = type === "year" ? /\b(1[5-9]\d\d|20\d\d)\b/g : /\d[\d,]*(?:\.\d+)?/g;
    const inAnswer = [...answer.matchAll(numberPattern)][0];
    if (!inAnswer) return [];
    const others = [...new Set([...everything.matchAll(numberPattern)].map((match) => match[0]))].filter((number) => number !== inAnswer[0] && (type !== "year" || /^\d{4}$/.test(number)));
    const target = Number(inAnswer[0].replace(/,/g, ""));
    // Numbers of a like size are the plausible ones: nearest first (in ratio).
    const ranked = others.sort((a, b) => closeness(Number(a.replace(/,/g, "")), target) - closeness(Number(b.replace(/,/g, "")), target));
    candidates = ranked.map((number) => `${answer.slice(0, inAnswer.index)}${number}${answer.slice(inAnswer.index! + inAnswer[0].length)}`);
  } else if (type === "name") {
    const words = answer.split(/\s+/).length;
    const names = [...everything.matchAll(/(?<![.!?]\s)(?<=\s|^)[A-Z][\p{L}'’-]+(?:\s+[A-Z][\p{L}'’-]+)*/gmu)].map((match) => match[0]);
    candidates = shuffled([...new Set(names)].filter((name) => Math.abs(name.split(/\s+/).length - words) <= 1), random);
    candidates.push(...facts.filter((other) => typeOf(other.answer) === "name").map((other) => other.answer.trim()));
  } else {
    const length = answer.split(/\s+/).length;
    const likeLength = (phrase: string) => Math.abs(phrase.split(/\s+/).length - length) <= Math.max(2, length / 2);
    candidates = shuffled(
      facts.filter((other) => other !== fact && typeOf(other.answer) === "phrase" && likeLength(other.answer.trim())).map((other) => other.answer.trim()),
      random,
    );
    // Too few facts of the kind (a short section of a manual): what the context's other statements say of their own
    // subjects ("guesses a lexer name for a given filename" beside "lists lexers …"), never the fact's own sentence.
    const own = sections[0] ? normaliseForMatch(evidenceText(sections[0].text, fact)) : "";
    const objects = sections
      .flatMap(sectionSentences)
      .filter((sentence) => !own.includes(normaliseForMatch(sentence.text)))
      .map((sentence) => generalSplit(sentence.text, OBJECT_SUBJECT_WORDS)?.object.replace(/[,;:.]+$/, "").trim())
      .filter((object): object is string => object !== undefined && typeOf(object) === "phrase" && likeLength(object));
    candidates.push(...shuffled([...new Set(objects)], random));
    // Still too few, and a short answer ("custom lexers"): noun phrases of its length from the context's other
    // sentences ("streaming input", "Vim modelines"), none sharing a word with the question or the answer.
    if (length <= SHORT_PHRASE_WORDS) {
      const taken = new Set(contentWordsOf(`${fact.question} ${answer}`));
      const phrases = sections
        .flatMap(sectionSentences)
        .filter((sentence) => !own.includes(normaliseForMatch(sentence.text)))
        .flatMap((sentence) => nounPhrases(sentence.text))
        // With an article when the answer has one ("an output file name"), without when it has none ("custom plugins").
        .map((phrase) => (ARTICLE.test(answer.split(/\s+/)[0]!) ? phrase : phrase.replace(/^(?:a|an|the)\s+/i, "")))
        .filter((phrase) => Math.abs(phrase.split(" ").length - length) <= 1 && (length < 2 || phrase.includes(" ")) && !contentWordsOf(phrase).some((word) => taken.has(word)));
      candidates.push(...shuffled([...new Set(phrases)], random));
    }
  }
  const seen = new Set([normaliseForMatch(answer.replace(/^(?:a|an|the)\s+/i, ""))]);
  const chosen: string[] = [];
  for (const candidate of candidates) {
    const key = normaliseForMatch(candidate.replace(/^(?:a|an|the)\s+/i, ""));
    if (key === "" || seen.has(key) || candidate.length > 2 * Math.max(answer.length, 12)) continue;
    seen.add(key);
    chosen.push(candidate);
    if (chosen.length === 3) break;
  }
  return chosen;
}

/** An answer of at most this many words may take plain noun phrases of the context as wrong options. */
const SHORT_PHRASE_WORDS = 5;

function contentWordsOf(text: string): string[] {
  return (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).filter((word) => !STOPWORDS.has(word) && word.length > 2);
}

/**
 * Runs of plain words between punctuation and function words: "the correct lexer from the file contents" gives
 * "correct lexer" and "file contents". A run with a digit, code, a capitalised word or a verb-like "-s"/"-ed" form
 * after its first word is left out, so what remains reads as a noun phrase.
 */
function nounPhrases(sentence: string): string[] {
  const phrases: string[] = [];
  let run: string[] = [];
  let lead = "";
  const close = () => {
    // After "to", a subject pronoun or a modal the first word is a verb ("to guess the …", "you use …").
    if (VERB_LEAD.test(lead) || MODALS.test(lead)) run.shift();
    // A verb's third person at the end ("the result goes") ends the subject, not a noun phrase.
    if (run.length > 0 && /s$/.test(run.at(-1)!) && (THIRD_PERSON.test(run.at(-1)!) || isKnownVerb(run.at(-1)!))) run.pop();
    const words = run[0] !== undefined && ARTICLE.test(run[0]) ? run.slice(1) : run;
    if (
      words.length > 0 &&
      words.every((word) => /^[a-z][a-z-]{2,}$/.test(word) && !/ly$/.test(word) && !MODALS.test(word)) &&
      !words.slice(0, -1).some((word) => /(?:[^s]s|ed)$/.test(word)) &&
      !/ed$/.test(words.at(-1)!)
    ) {
      phrases.push(run.join(" "));
    }
    run = [];
  };
  for (const token of sentence.split(/\s+/)) {
    const opened = /^[("'“‘[]/.test(token);
    const closed = /[)"'”’.,;:!?\]]$/.test(token);
    const word = token.replace(/^[("'“‘[]+|[)"'”’.,;:!?\]]+$/g, "");
    if (opened) {
      close();
      lead = "";
    }
    // An article opens a noun phrase ("a growing log file"): it ends the run before and starts the next.
    if (ARTICLE.test(word)) {
      close();
      lead = "";
      run.push(word);
    } else if (word === "" || STOPWORDS.has(word.toLowerCase()) || MODALS.test(word)) {
      close();
      lead = word.toLowerCase();
    } else {
      run.push(word);
    }
    if (closed) {
      close();
      lead = "";
    }
  }
  close();
  return phrases;
}
const ARTICLE = /^(?:a|an|the)$/i;
const THIRD_PERSON = /^(?:goes|does|has|gets|says|lets|sets|puts)$/;
const MODALS = /^(?:can|could|may|might|must|shall|should|will|would|cannot|won['’]t|don['’]t|doesn['’]t)$/i;
const VERB_LEAD = /^(?:to|i|you|we|they|he|she|it|can|could|may|might|must|shall|should|will|would|cannot|not|also|then|please)$/;

/** The longest subject a statement's object is taken behind, as the statement questioner reads it. */
const OBJECT_SUBJECT_WORDS = 7;

function closeness(value: number, target: number): number {
  if (!Number.isFinite(value) || value === 0 || target === 0) return Number.POSITIVE_INFINITY;
  return Math.abs(Math.log(value / target));
}

function* linesOf(section: Section): Iterable<string> {
  for (let line = section.from; line <= section.to; line++) yield section.text.get(line) ?? "";
}

function evidenceText(text: ReadText, fact: Candidate): string {
  if (fact.source) return fact.source;
  const range = fact.evidence[0];
  if (!range) return fact.answer;
  const lines: string[] = [];
  for (let line = range.start_line; line <= range.end_line; line++) lines.push(text.get(line) ?? "");
  return lines.join(" ").replace(/\s+/g, " ").trim();
}

// ---------------------------------------------------------------------------------------------------------------
// Definitions: "***Name.*** what it is" and "- **Name**: what it is" lines (traits, actions, glossary entries) are
// asked about the other way round: which entry is described so? The distractors are the other entries' names.

interface Definition {
  name: string;
  description: string;
  line: number;
}

const DEFINITION_LINE = /^\s*(?:[-*]\s+)?\*{2,3}([^*\n]{2,60}?)[.:]?\*{2,3}[.:]?\s+(.{30,})$/;
const QUESTION_WORDS = 28;

function definitionsIn(section: Section): Definition[] {
  const found: Definition[] = [];
  for (let line = section.from; line <= section.to; line++) {
    const match = DEFINITION_LINE.exec(section.text.get(line) ?? "");
    if (!match) continue;
    const name = match[1]!.replace(/\s*\([^)]*\)\s*$/, "").trim();
    const description = (/^(.+?[.!?])(\s|$)/.exec(match[2]!.trim())?.[1] ?? match[2]!).replace(/[*_`]/g, "").trim();
    if (name.split(/\s+/).length <= 5 && description.length >= 25) found.push({ name, description, line });
  }
  return found;
}

function definitionFacts(section: Section, definitions: readonly Definition[], names: readonly string[]): Candidate[] {
  const owner = section.name.split(" › ").filter((part) => !/^(traits|actions|bonus actions|reactions|legendary actions)$/i.test(part)).at(-1) ?? section.name;
  return definitions
    .filter((definition) => definition.line >= section.from && definition.line <= section.to)
    .flatMap((definition) => {
      // The name's own words are masked, or the question would give its answer away.
      const nameWords = definition.name.split(/\s+/).filter((word) => word.length > 2).map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
      let described = definition.description;
      if (nameWords.length > 0) described = described.replace(new RegExp(`\\b(?:${nameWords.join("|")})\\w*`, "gi"), "…");
      const wordsOf = described.split(/\s+/);
      if (wordsOf.length > QUESTION_WORDS) described = `${wordsOf.slice(0, QUESTION_WORDS).join(" ")} …`;
      const pool = names.filter((name) => name !== definition.name);
      if (pool.length < 3) return [];
      return [{ question: `Which entry of ${owner} is described as follows: "${described.replace(/"/g, "'")}"?`, answer: definition.name, evidence: [{ start_line: definition.line, end_line: definition.line }], kind: "statement" as const, pool }];
    });
}

// ---------------------------------------------------------------------------------------------------------------
// Statements with a blank: a sentence of the context with a name, a year or a number taken out; the wrong options
// are other spans of the same type in the context that the sentence does not hold.

type ClozeType = "name" | "year" | "number";
const CLOZE_PATTERNS: Record<ClozeType, RegExp> = {
  year: /\b(?:1[5-9]\d\d|20\d\d)\b/g,
  number: /\b\d+(?:[.,]\d+)?(?:\s?%)?(?![\d-])/g,
  name: /(?<=[a-z,;:(]\s+(?:the\s+|of\s+)?)[A-Z][a-z]{2,}(?:\s+(?:of\s+)?[A-Z][a-z]+){0,3}\b/g,
};
const CLOZE_WORDS = 32;
const WEAK_NAMES = new Set(["court", "the court", "justice", "state", "states", "united states", "figure", "table", "section"]);

/** A sentence as read (`source`), and as a blank may be made in it: without its citations (`text`), with the cited authors it names. */
interface ClozeSentence {
  source: string;
  text: string;
  citedAuthors: ReadonlySet<string>;
}

function sectionSentences(section: Section): ClozeSentence[] {
  const lines = new Map<number, string>();
  for (let line = section.from; line <= section.to; line++) lines.set(line, section.text.get(line) ?? "");
  return sentencesOf(lines)
    .filter((sentence) => sentence.complete)
    .map((sentence) => {
      const source = sentence.text.replace(/\s+/g, " ").trim();
      return { source, text: withoutCitations(source), citedAuthors: citedAuthorsIn(source) };
    });
}

/**
 * The spans of a type in a sentence: as blanks (`asBlank`), only those a statement can be asked with; as wrong options
 * for another blank, any ("Figure 10"'s 10 is as good a wrong number as any).
 */
function spansOf(sentence: ClozeSentence, type: ClozeType, asBlank = false): string[] {
  // A question (an FAQ's heading) states nothing to fill in.
  if (asBlank && /\?["'”’)]*$/.test(sentence.text)) return [];
  return [...sentence.text.matchAll(CLOZE_PATTERNS[type])]
    .filter((match) => !asBlank || wholeSpan(sentence.text, match.index, match[0], type))
    .map((match) => match[0])
    .filter((span) => type !== "name" || (!WEAK_NAMES.has(span.toLowerCase()) && !STOPWORDS.has(span.toLowerCase()) && !span.split(/\s+/).some((word) => sentence.citedAuthors.has(word))));
}

/** Numbers that label or point rather than state: "Example 3", "Section 4.2", "version 2.2", "(1)", a list's "2.". */
const LABEL_BEFORE = /\b(?:examples?|sections?|chapters?|figures?|fig\.|tables?|equations?|eqs?\.|faq|pages?|pp?\.|versions?|v\.|appendix|steps?|items?|lines?|parts?|no\.|nr\.|vol\.|volume)\s*$/i;

/**
 * Whether a span can be blanked out whole: not a piece of a word or of a longer name ("Time" of "Time-zone", "Eigen"
 * of "Rcpp Eigen"), and, for a number, not a label, a reference or a list's numbering.
 */
function wholeSpan(text: string, at: number, span: string, type: ClozeType): boolean {
  const before = text.slice(0, at);
  const after = text.slice(at + span.length);
  if (/^[-‐\p{L}\p{N}_]/u.test(after) || /[-‐_\p{L}\p{N}]$/u.test(before)) return false;
  if (type === "name") {
    const previous = /(\S+)\s+$/.exec(before)?.[1] ?? "";
    return !(/^\p{Lu}/u.test(previous) && !STOPWORDS.has(previous.toLowerCase()));
  }
  if (type === "number") {
    if (LABEL_BEFORE.test(before)) return false;
    if (/\(\s*$/.test(before) && /^\s*\)/.test(after)) return false; // an equation's or a list's "(1)"
    if (/^\s*$/.test(before) && /^[.)]/.test(after)) return false; // "2. …" opening a numbered item
  }
  return true;
}

function spansByType(sections: readonly Section[]): Record<ClozeType, string[]> {
  const sentences = sections.flatMap(sectionSentences);
  const pool = (type: ClozeType) => [...new Set(sentences.flatMap((sentence) => spansOf(sentence, type)))];
  return { name: pool("name"), year: pool("year"), number: pool("number").filter((span) => !/^(?:1[5-9]\d\d|20\d\d)$/.test(span)) };
}

function clozeFacts(section: Section, spans: Record<ClozeType, readonly string[]>): Candidate[] {
  const facts: Candidate[] = [];
  for (const sentence of sectionSentences(section)) {
    const { text } = sentence;
    for (const type of ["year", "name", "number"] as const) {
      const inSentence = spansOf(sentence, type, true);
      // Once in the sentence, even inside another word ("Eigen" of "RcppEigen"), or the blank would be ambiguous.
      const answer = inSentence.find((span) => text.split(span).length === 2);
      if (!answer) continue;
      const pool = spans[type].filter((span) => !sentence.source.includes(span));
      if (pool.length < 3) continue;
      const at = text.indexOf(answer);
      const before = text.slice(0, at).split(/\s+/).filter(Boolean);
      const after = text.slice(at + answer.length).split(/\s+/).filter(Boolean);
      const keepBefore = Math.min(before.length, Math.floor(CLOZE_WORDS / 2));
      const keepAfter = Math.min(after.length, CLOZE_WORDS - keepBefore);
      const statement = `${before.length > keepBefore ? "… " : ""}${before.slice(before.length - keepBefore).join(" ")} ___ ${after.slice(0, keepAfter).join(" ")}${after.length > keepAfter ? " …" : ""}`
        .replace(/ ___ ([,.;:])/, " ___$1")
        .replace(/\s+/g, " ")
        .trim();
      const what = type === "name" ? "name" : type === "year" ? "year" : "number";
      facts.push({ question: `Which ${what} fills the blank in this statement of the document: "${statement.replace(/"/g, "'")}"?`, answer, evidence: [], kind: "prose", pool, source: sentence.source });
      break;
    }
  }
  return facts;
}

// ---------------------------------------------------------------------------------------------------------------
// Reference lists and citations. A reference list is found by its heading (a section named References, Bibliography,
// Works Cited, …, or such a heading line inside a section, up to the next heading) or, without one, by lines that read
// as entries ("[3] Author, A. (1998). …", "Author AB, Author C. Title. Journal. 1993;74:1201", a DOI). An in-text
// citation is a parenthesis naming someone and a year ("(Bruce et al., 1998; Lee 2001)", "(see Whitcombe, 1987, p. 33)"),
// a name with a year in parentheses ("Marlowe (2011)", "Hammond and Ortiz (2004)"), "X et al." with or without a year,
// or bracketed numbers ("[12, 14]", "[3–5]").

const YEAR = String.raw`(?:1[5-9]\d\d|20\d\d)[a-z]?`;
const SURNAME = String.raw`\p{Lu}[\p{L}'’-]+`;
const REFERENCE_HEADING = /^(?:#+\s*)?(?:\d+(?:\.\d+)*\.?\s+)?(?:references?(?:\s+and\s+notes)?|bibliography|works\s+cited|literature\s+cited|cited\s+literature|citations)\s*:?\s*$/i;
const REFERENCE_ENTRY_START = new RegExp(String.raw`^(?:\[\d+\]\s*|\d{1,3}\.\s+)?${SURNAME},?\s+(?:\p{Lu}\.?[\s-]?){1,3}(?:[,.;&(]|and\b|\d)`, "u");
const REFERENCE_LOCATOR = new RegExp(String.raw`\bdoi\s*:|doi\.org/|\b\d+\s*\(\d+\)\s*[:,]\s*\d+|\b${YEAR}\s*;\s*\d+\s*[:(]|\bpp?\.\s*\d+`, "iu");
const HAS_YEAR = new RegExp(String.raw`\b${YEAR}\b`);
const CITATIONS = [
  // A parenthesis with a capitalised word and a year: (Bruce et al., 1998), (Delgado & Sato 2009; Kimura, 2015).
  new RegExp(String.raw`\s*\((?=[^()]*\p{Lu})[^()]*?\b${YEAR}\b[^()]*\)`, "gu"),
  // Bracketed reference numbers: [12], [12, 14], [3–5].
  /\s*\[\s*\d+(?:\s*[-–,;]\s*\d+)*\s*\]/g,
  // The year of a narrative citation: Marlowe (2011), Hammond and Ortiz (2004), Fischer et al. 2017.
  new RegExp(String.raw`(?<=${SURNAME}(?:\s+et\s+al\.?,?)?)\s*\(\s*${YEAR}(?:\s*[,;][^()]*)?\)`, "gu"),
  new RegExp(String.raw`(?<=\bet\s+al\.?),?\s*${YEAR}\b`, "gu"),
];
const CITED_NAMES = [
  new RegExp(String.raw`\((?=[^()]*\p{Lu})[^()]*?\b${YEAR}\b[^()]*\)`, "gu"),
  new RegExp(String.raw`${SURNAME}(?:\s+(?:and|&)\s+${SURNAME})?(?:\s+et\s+al\.?,?)?\s*\(\s*${YEAR}(?:\s*[,;][^()]*)?\)`, "gu"),
  new RegExp(String.raw`${SURNAME}\s+et\s+al\b`, "gu"),
];

function isReferenceSection(name: string): boolean {
  return name.split(" › ").some((part) => REFERENCE_HEADING.test(part.trim()));
}

function isReferenceEntry(line: string): boolean {
  const text = line.trim();
  if (text === "") return false;
  if (/\bdoi\s*:|doi\.org\//i.test(text)) return true;
  return HAS_YEAR.test(text) && (REFERENCE_ENTRY_START.test(text) || (/^(?:\[\d+\]|\d{1,3}\.)\s/.test(text) && REFERENCE_LOCATOR.test(text)));
}

/** The lines of the context that belong to a reference list. */
function referenceLines(sections: readonly Section[], lines: ReadonlyMap<number, string>): number[] {
  const found: number[] = [];
  for (const section of sections) {
    let underHeading = isReferenceSection(section.name);
    for (let line = section.from; line <= section.to; line++) {
      const text = (lines.get(line) ?? "").trim();
      if (REFERENCE_HEADING.test(text)) underHeading = true;
      else if (/^#+\s/.test(text)) underHeading = false;
      if (underHeading || isReferenceEntry(text)) found.push(line);
    }
  }
  return found;
}

/** The text with its in-text citations taken out ("… in 1921 (Bruce et al., 1998)." → "… in 1921."). */
function withoutCitations(text: string): string {
  return CITATIONS.reduce((current, pattern) => current.replace(pattern, ""), text).replace(/\(\s*\)/g, "");
}

/** The capitalised words of the citations of a text: the cited authors. */
function citedAuthorsIn(text: string): Set<string> {
  const authors = new Set<string>();
  for (const pattern of CITED_NAMES) for (const match of text.matchAll(pattern)) for (const word of match[0].match(/\p{Lu}[\p{L}'’-]+/gu) ?? []) authors.add(word);
  return authors;
}

/** A fact whose answer is only said inside a citation of its evidence (a cited year), or names a cited author. */
function answersFromCitation(fact: Candidate, text: ReadText): boolean {
  const evidence = evidenceText(text, fact);
  if (fact.evidence.length === 0) return false;
  const authors = citedAuthorsIn(evidence);
  if (fact.answer.split(/\s+/).some((word) => authors.has(word.replace(/[^\p{L}'’-]/gu, "")))) return true;
  return !normaliseForMatch(withoutCitations(evidence)).includes(normaliseForMatch(fact.answer));
}
