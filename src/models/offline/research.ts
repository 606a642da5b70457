import type { BaseMessage } from "@langchain/core/messages";
import { sentencesOf, splitSentences } from "../../documents/sentences.js";
import { contentWords, STOPWORDS, words } from "../../documents/words.js";
import { stem } from "./answerer.js";
import { OfflineChatModel, type OfflineTurn } from "./chat-model.js";
import { humanTexts } from "./conversation.js";

/**
 * The research loop's roles (spec 003) without a model, a documented baseline: the planner takes the query's noun
 * phrases as aspects and refines by putting missing points first; the synthesizer picks, for each aspect, the passage
 * sentence that shares most of its words and cites it; the fact extractor takes the answer's sentences as facts; the
 * verifier labels a fact supported when a passage holds nearly all its words and all its numbers, refuted when the
 * closest sentence gives other numbers, unclear otherwise; the coverage evaluator counts an aspect's words in the answer. Each reads the
 * tagged sections of its prompt (the last of each tag) and replies with JSON (the synthesizer with text), like a
 * model would, deterministically.
 */

const QUESTION_WORDS = new Set(["what", "which", "who", "whom", "how", "why", "when", "where", "does", "do", "is", "are", "can", "explain", "describe", "compare", "tell", "list", "give", "discuss", "overview", "role", "main", "key", "kind", "kinds", "type", "types", "way", "ways"]);
const MAX_ASPECTS = 7;
const NARROWED = "query narrowed to the aspect's own words";

/** The text of the last `<tag>…</tag>` of the last human message. */
function section(messages: readonly BaseMessage[], tag: string): string {
  const text = humanTexts(messages).at(-1) ?? "";
  const start = text.lastIndexOf(`<${tag}>`);
  if (start < 0) return "";
  const end = text.indexOf(`</${tag}>`, start);
  return end < 0 ? "" : text.slice(start + tag.length + 2, end).trim();
}

function json<T>(text: string, fallback: T): T {
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
}

const stems = (text: string): Set<string> => new Set(contentWords(text).map(stem));

/** Share of `wanted`'s stems found in `found` (0 when `wanted` has none). */
function overlap(wanted: ReadonlySet<string>, found: ReadonlySet<string>): number {
  if (wanted.size === 0) return 0;
  let shared = 0;
  for (const word of wanted) if (found.has(word)) shared++;
  return shared / wanted.size;
}

/** Runs of content words between stop words and punctuation: "the effects of climate change on coral reefs" → ["effects", "climate change", "coral reefs"]. */
export function nounPhrases(text: string): string[] {
  const phrases: string[] = [];
  for (const clause of text.split(/[,;:?!.()"“”]+|\s[-–—]\s/)) {
    let run: string[] = [];
    const flush = () => {
      if (run.length > 0) phrases.push(run.slice(0, 4).join(" "));
      run = [];
    };
    for (const word of words(clause)) {
      if (STOPWORDS.has(word) || QUESTION_WORDS.has(word) || (word.length < 2 && !/\d/.test(word))) flush();
      else run.push(word);
    }
    flush();
  }
  return [...new Set(phrases)];
}

interface PlanEntry {
  aspect: string;
  query: string;
  reason: string;
}

export class ResearchPlannerModel extends OfflineChatModel {
  readonly engine = "planner";

  static override lc_name(): string {
    return "OfflineResearchPlanner";
  }

  protected respond(messages: readonly BaseMessage[]): OfflineTurn {
    const query = section(messages, "query");
    const current = json<PlanEntry[]>(section(messages, "plan"), []);
    const refined = Array.isArray(current) && current.length > 0 ? refine(query, current, messages) : initialPlan(query);
    // Every aspect dropped (nothing better to look for): the plan stands as it was, as a model would keep it; an empty
    // plan would read as a reply that failed.
    const plan = refined.length > 0 ? refined : current.filter((entry) => typeof entry?.aspect === "string" && typeof entry.query === "string");
    return { content: JSON.stringify(plan.slice(0, MAX_ASPECTS)), toolCalls: [] };
  }
}

function initialPlan(query: string): PlanEntry[] {
  const phrases = nounPhrases(query);
  const topic = phrases[0] ?? query;
  const plan = phrases.map((phrase) => ({ aspect: phrase, query: phrase === topic ? phrase : `${phrase} ${topic}`, reason: `the query names "${phrase}"` }));
  return plan.length > 1 ? plan : [{ aspect: query.trim() || "the query", query: query.trim(), reason: "the query as a whole" }, ...plan];
}

function refine(query: string, current: PlanEntry[], messages: readonly BaseMessage[]): PlanEntry[] {
  const coverage = json<{ missing_salient_points?: string[]; aspect_coverage_details?: { aspect: string; status: string }[] }>(section(messages, "coverage_feedback"), {});
  const statusOf = (aspect: string) => (coverage.aspect_coverage_details ?? []).find((detail) => detail?.aspect === aspect)?.status;
  const factual = json<{ refuted?: { fact: string }[]; unclear?: { fact: string }[] }>(section(messages, "factual_feedback"), {});
  const missing = (coverage.missing_salient_points ?? []).filter((point) => typeof point === "string" && point.trim() !== "");
  const plan: PlanEntry[] = missing.map((point) => ({ aspect: point, query: `${point} ${nounPhrases(query)[0] ?? ""}`.trim(), reason: "a missing salient point" }));
  for (const entry of current) {
    if (typeof entry?.aspect !== "string" || typeof entry.query !== "string") continue;
    if (plan.some((planned) => planned.aspect.toLowerCase() === entry.aspect.toLowerCase())) continue;
    const aspectStems = stems(entry.aspect);
    const related = (facts: { fact: string }[] | undefined) => (facts ?? []).filter((item) => typeof item?.fact === "string" && overlap(aspectStems, stems(item.fact)) > 0);
    // An aspect still not well covered after its query was narrowed has no better passage in the corpus: dropped.
    const status = statusOf(entry.aspect);
    if (status !== undefined && status !== "well-covered" && entry.reason.includes(NARROWED)) continue;
    const narrow = status !== undefined && status !== "well-covered";
    const refuted = related(factual.refuted);
    const unclear = related(factual.unclear);
    const queryStems = stems(entry.query);
    const sharper = [...new Set(unclear.flatMap((item) => contentWords(item.fact)).filter((word) => !queryStems.has(stem(word))))].slice(0, 3);
    const query = narrow ? entry.aspect : entry.query;
    const reasons = [entry.reason, ...(narrow ? [NARROWED] : []), ...(refuted.length > 0 ? [`exclude: ${refuted.map((item) => item.fact).join(" | ")}`] : [])];
    plan.push({ aspect: entry.aspect, query: sharper.length > 0 ? `${query} ${sharper.join(" ")}` : query, reason: reasons.join("; ") });
  }
  return plan;
}

interface EvidencePassage {
  id: number;
  aspects: string[];
  text: string;
  /** The headings above the passage, "Monsters › Aboleth". */
  section?: string;
}

/** The passages of an `<evidence>` section: `[n] document lines a-b, section "s" (aspect: x; y)` then the text. */
function evidencePassages(text: string): EvidencePassage[] {
  const passages: EvidencePassage[] = [];
  const headers = [...text.matchAll(/^\[(\d+)\] [^\n]*?(?:, section "([^"\n]*)")?(?: \(aspect: ([^\n]*)\))?$/gm)];
  headers.forEach((header, index) => {
    const start = header.index! + header[0].length;
    const end = headers[index + 1]?.index ?? text.length;
    passages.push({ id: Number(header[1]), aspects: (header[3] ?? "").split("; ").filter(Boolean), text: text.slice(start, end).trim(), ...(header[2] ? { section: header[2] } : {}) });
  });
  return passages;
}

/** A key–value line of a list or a stat block: "- **Armor Class:** 17", "Speed: 10 ft.". */
const KEY_VALUE_LINE = /^\s*(?:[-*+]\s+)?(?:\*\*|__)?([A-Za-z][^:*_|\n]{1,40}?)(?:\*\*|__)?\s*:\s*(?:\*\*|__)?\s*(\S[^\n]{0,120})$/;

/**
 * A passage's key–value lines as statements of the thing its section is about: "- **Armor Class:** 17" under
 * "Monsters › Aboleth" states "The Armor Class of Aboleth is 17". Without a section there is no thing to say it of.
 */
function keyValueStatements(passage: EvidencePassage): string[] {
  const subject = passage.section?.split(" › ").at(-1)?.trim();
  if (!subject) return [];
  return passage.text.split("\n").flatMap((line) => {
    const match = KEY_VALUE_LINE.exec(line);
    if (!match) return [];
    const key = match[1]!.trim();
    const value = match[2]!.replace(/[*_`]+/g, "").replace(/[.;,]\s*$/, "").trim();
    if (words(key).length > 5 || value === "" || /^https?:/i.test(key)) return [];
    return [`The ${key} of ${subject} ${/s$/i.test(key) && !/ss$/i.test(key) ? "are" : "is"} ${value}.`];
  });
}

function numberedItems(text: string): string[] {
  return text
    .split("\n")
    .map((line) => /^\d+\.\s+(.*)$/.exec(line.trim())?.[1]?.trim())
    .filter((item): item is string => item !== undefined && item !== "");
}

/**
 * A passage's whole sentences, read through the document layer's sentence view: code and console lines (">>> …",
 * "$ …"), headings and table rows are no part of them, and a sentence the passage starts in the middle of ("is to
 * always use UTC internally") or cuts off is left out.
 */
function passageSentences(passage: EvidencePassage): string[] {
  const lines = new Map(passage.text.split("\n").map((line, index) => [index + 1, line] as const));
  return sentencesOf(lines)
    .map((sentence) => ({ ...sentence, text: sentence.text.replace(/\s+/g, " ").trim() }))
    // A whole sentence that introduces its example with a colon ("You can use Babel together with pytz to …:") says
    // what it says without the example.
    .filter((sentence) => sentence.complete || /^["“‘'([]?\p{Lu}.*[^:]:$/u.test(sentence.text))
    .map((sentence) => sentence.text.replace(/:$/, "."))
    .filter((sentence) => {
      const count = sentence.split(/\s+/).length;
      return count >= 5 && count <= 60;
    });
}

export class ResearchSynthesizerModel extends OfflineChatModel {
  readonly engine = "synthesizer";

  static override lc_name(): string {
    return "OfflineResearchSynthesizer";
  }

  protected respond(messages: readonly BaseMessage[]): OfflineTurn {
    const plan = json<PlanEntry[]>(section(messages, "plan"), []);
    const passages = evidencePassages(section(messages, "evidence"));
    const excluded = numberedItems(section(messages, "excluded")).map(stems);
    const used = new Set<string>();
    const written: string[] = [];
    // Among sentences that hold an aspect's words alike, the one that also holds the query's other words (the Aboleth's
    // Armor Class, not the dragon's, for "the Armor Class of the Aboleth") is the answer.
    const queryStems = stems(section(messages, "query"));
    for (const aspect of Array.isArray(plan) ? plan : []) {
      const wanted = stems(`${aspect.aspect} ${aspect.query}`);
      let best: { sentence: string; id: number; score: number } | undefined;
      for (const passage of passages.filter((candidate) => candidate.aspects.includes(aspect.aspect))) {
        for (const sentence of [...passageSentences(passage), ...keyValueStatements(passage)]) {
          const sentenceStems = stems(sentence);
          if (used.has(sentence) || excluded.some((statement) => overlap(statement, sentenceStems) >= 0.8)) continue;
          const aspectShare = overlap(wanted, sentenceStems);
          const score = aspectShare + 0.1 * overlap(queryStems, sentenceStems);
          if (aspectShare > 0 && (!best || score > best.score)) best = { sentence, id: passage.id, score };
        }
      }
      if (!best) continue;
      used.add(best.sentence);
      written.push(`${best.sentence.replace(/[.!?]?$/, "")} [${best.id}].`);
    }
    return { content: written.length > 0 ? written.join(" ") : "The passages found do not answer the query.", toolCalls: [] };
  }
}

export class ResearchFactExtractorModel extends OfflineChatModel {
  readonly engine = "fact_extractor";

  static override lc_name(): string {
    return "OfflineResearchFactExtractor";
  }

  protected respond(messages: readonly BaseMessage[]): OfflineTurn {
    // A citation ends a statement: split there first, then into sentences (markup such as "*Lash.*" can hide a
    // sentence end from the splitter).
    const statements = section(messages, "answer")
      .split(/\s*\[\d+(?:\s*[,;–-]\s*\d+)*\]\s*/)
      .map((statement) => statement.replace(/\s*\n\s*/g, " ").replace(/^[.!?]\s*/, "").trim())
      .filter(Boolean)
      .map((statement) => (/[.!?]["”’)]?$/.test(statement) ? statement : `${statement}.`));
    const facts = statements.flatMap((statement) => splitSentences(statement)).filter((sentence) => contentWords(sentence).length >= 2);
    return { content: JSON.stringify(facts), toolCalls: [] };
  }
}

const numbersIn = (text: string): Set<string> => new Set(words(text).filter((word) => /\d/.test(word)));

export class ResearchVerifierModel extends OfflineChatModel {
  readonly engine = "verifier";

  static override lc_name(): string {
    return "OfflineResearchVerifier";
  }

  protected respond(messages: readonly BaseMessage[]): OfflineTurn {
    const facts = numberedItems(section(messages, "facts"));
    const passages = evidencePassages(section(messages, "evidence"));
    const sentences = passages.flatMap((passage) => passageSentences(passage).map((sentence) => ({ id: passage.id, sentence, stems: stems(sentence) })));
    // A passage's section is part of what it states: the stat block under "Aboleth" is the Aboleth's.
    const passageStems = passages.map((passage) => ({ id: passage.id, stems: stems(`${passage.section ?? ""} ${passage.text}`) }));
    const passageNumbers = passages.map((passage) => ({ id: passage.id, numbers: numbersIn(passage.text) }));
    const verdicts = facts.map((fact, index) => {
      const factStems = stems(fact);
      const closest = sentences.map((entry) => ({ ...entry, score: overlap(factStems, entry.stems) })).sort((a, b) => b.score - a.score)[0];
      const support = passageStems.map((entry) => ({ id: entry.id, score: overlap(factStems, entry.stems) })).sort((a, b) => b.score - a.score)[0];
      const factNumbers = numbersIn(fact);
      // A passage that holds nearly all the fact's words and every one of its numbers supports it.
      const holding = passageNumbers.map((entry, position) => ({ id: entry.id, score: overlap(factStems, passageStems[position]!.stems), numbers: entry.numbers })).filter((entry) => entry.score >= 0.75 && [...factNumbers].every((number) => entry.numbers.has(number))).sort((a, b) => b.score - a.score)[0];
      if (holding) return { fact: index + 1, label: "supported", reason: `passage [${holding.id}] holds ${Math.round(holding.score * 100)}% of its words and all its numbers` };
      if (closest && closest.score >= 0.5 && factNumbers.size > 0) {
        const sentenceNumbers = numbersIn(closest.sentence);
        const foreign = [...factNumbers].filter((number) => !sentenceNumbers.has(number));
        if (sentenceNumbers.size > 0 && foreign.length > 0) {
          return { fact: index + 1, label: "refuted", reason: `passage [${closest.id}] gives ${[...sentenceNumbers].join(", ")}, not ${foreign.join(", ")}` };
        }
      }
      if (support && support.score >= 0.75 && factNumbers.size === 0) return { fact: index + 1, label: "supported", reason: `passage [${support.id}] holds ${Math.round(support.score * 100)}% of its words` };
      return { fact: index + 1, label: "unclear", reason: support ? `the closest passage [${support.id}] holds only ${Math.round(support.score * 100)}% of its words` : "no passage" };
    });
    const problems = verdicts.filter((verdict) => verdict.label !== "supported");
    const written = problems.length === 0 ? "Every fact is stated by a passage." : problems.map((verdict) => `Fact ${verdict.fact} is ${verdict.label}: ${verdict.reason}.`).join(" ");
    return { content: JSON.stringify({ verdicts, written_feedback: written, no_improvements_needed: problems.length === 0 }), toolCalls: [] };
  }
}

export class ResearchCoverageModel extends OfflineChatModel {
  readonly engine = "coverage";

  static override lc_name(): string {
    return "OfflineResearchCoverage";
  }

  protected respond(messages: readonly BaseMessage[]): OfflineTurn {
    const plan = json<PlanEntry[]>(section(messages, "plan"), []);
    const answer = section(messages, "answer");
    const answerStems = stems(answer);
    const aspects = (Array.isArray(plan) ? plan : []).map((aspect, index) => {
      const share = overlap(stems(String(aspect?.aspect ?? "")), answerStems);
      const status = share >= 0.67 ? "well-covered" : share >= 0.34 ? "partially-covered" : "not-covered";
      return { aspect: index + 1, status, note: `${Math.round(share * 100)}% of its words are in the answer` };
    });
    const planned = (Array.isArray(plan) ? plan : []).map((aspect) => stems(String(aspect?.aspect ?? "")));
    const missing = nounPhrases(section(messages, "query")).filter((phrase) => {
      const phraseStems = stems(phrase);
      return overlap(phraseStems, answerStems) < 0.5 && !planned.some((aspect) => overlap(phraseStems, aspect) >= 0.5);
    });
    const weak = aspects.filter((aspect) => aspect.status !== "well-covered").length;
    return {
      content: JSON.stringify({
        aspects,
        missing_salient_points: missing,
        plan_quality: `${aspects.length} aspects, ${weak} not well covered${missing.length > 0 ? `; the plan lacks ${missing.join(", ")}` : ""}`,
        no_improvements_needed: weak === 0 && missing.length === 0,
      }),
      toolCalls: [],
    };
  }
}
