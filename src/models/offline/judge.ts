import type { BaseMessage } from "@langchain/core/messages";
import { contentWords } from "../../documents/words.js";
import { OfflineChatModel, type OfflineEngineContext, type OfflineTurn } from "./chat-model.js";
import { humanTexts } from "./conversation.js";
import { stem } from "./answerer.js";

/**
 * The judge role without a model, a documented baseline: it scores by word evidence, deterministically. Support is
 * the share of the answer's content words (stemmed) found in the evidence; grounding, the share of the question's.
 * A criterion about the answer (complete, correct, supported, faithful) is scored by support, lowered for an answer
 * too short to be complete; one about fit (suitable, relevant, category) by how much of the category's description
 * and the question the evidence carries, and the question's form; one about clarity by the question's form; one about
 * distractors (a multiple-choice question's `<options>`) by the share of wrong options of the answer's kind and a
 * like length; any other by the mean of these. A real model judges meaning; this one only checks that the words are there.
 */
export class JudgeModel extends OfflineChatModel {
  readonly engine = "judge";

  static override lc_name(): string {
    return "OfflineJudge";
  }

  protected respond(messages: readonly BaseMessage[], context: OfflineEngineContext): OfflineTurn {
    const text = humanTexts(messages).at(-1) ?? "";
    const question = lastSection(text, "question");
    const answer = lastSection(text, "answer");
    const evidence = lastSection(text, "evidence");
    const category = [...text.matchAll(/<category name="[^"]*">([\s\S]*?)<\/category>/g)].at(-1)?.[1] ?? "";
    const criteria = lastSection(text, "rubric")
      .split("\n")
      .map((line) => /^- ([a-z][a-z0-9_]*) \(weight [^)]*\): (.*)$/.exec(line.trim()))
      .filter((match): match is RegExpExecArray => match !== null)
      .map((match) => ({ id: match[1]!, description: match[2]! }));

    const evidenceStems = new Set(contentWords(evidence).map(stem));
    const answerWords = contentWords(answer);
    const missing = answerWords.filter((word) => !evidenceStems.has(stem(word)));
    const support = share(answerWords, evidenceStems);
    const grounding = share(contentWords(question), evidenceStems);
    const form = questionForm(question);
    const completeness = round(support * Math.min(1, 0.6 + answerWords.length / 10));
    // Without a category, the question's grounding stands in for how much of the category's terms the chain carries.
    const categoryCover = category.trim() ? share(contentWords(category), new Set([...evidenceStems, ...contentWords(question).map(stem)])) : grounding;
    const fit = round(0.4 * grounding + 0.3 * categoryCover + 0.3 * form);
    const distractors = distractorScore(answer, lastSection(text, "options"));
    const scoreByTopic = (about: string): number | undefined => {
      if (/distractor/i.test(about) && distractors !== undefined) return distractors;
      if (/complete|correct|support|faithful|accura|grounded/i.test(about)) return completeness;
      if (/suitab|relevan|categor|fit/i.test(about)) return fit;
      if (/clari|clear|well.formed|fluen/i.test(about)) return form;
      return undefined;
    };
    // The id says what a criterion is about more reliably than its description, which may mention other things.
    const scoreOf = (id: string, description: string): number => scoreByTopic(id) ?? scoreByTopic(description) ?? round((completeness + fit + form) / 3);
    const scores = Object.fromEntries(criteria.map((criterion) => [criterion.id, scoreOf(criterion.id, criterion.description)]));
    const weakest = criteria.map((criterion) => criterion.id).sort((a, b) => scores[a]! - scores[b]!)[0];
    const feedback = [
      weakest ? `Weakest: ${weakest} (${scores[weakest]!.toFixed(2)}).` : "No rubric criteria were given.",
      missing.length > 0 ? `Answer words not found in the evidence: ${[...new Set(missing)].slice(0, 8).join(", ")}.` : "Every content word of the answer is in the evidence.",
      form < 1 ? "The question is not a well-formed, self-contained question." : "",
    ]
      .filter(Boolean)
      .join(" ");
    const args = { scores, feedback, polished_answer: polish(answer) };
    if (context.tools && !context.tools.has("submit_judgement")) return { content: JSON.stringify(args), toolCalls: [] };
    return { content: feedback, toolCalls: [{ name: "submit_judgement", args }] };
  }
}

/**
 * The text of the last `<tag>…</tag>`: the judge prompt puts its sections after the pipeline's instructions, which
 * may use the same tags.
 */
function lastSection(text: string, tag: string): string {
  const start = text.lastIndexOf(`<${tag}>`);
  if (start < 0) return "";
  const end = text.indexOf(`</${tag}>`, start);
  return end < 0 ? "" : text.slice(start + tag.length + 2, end).trim();
}

/**
 * For a multiple-choice question (an `<options>` section, "A) …" lines): the share of the wrong options that are of
 * the answer's kind (a number for a number, a name for a name) and of a like length (half to twice), so plausible.
 */
function distractorScore(answer: string, options: string): number | undefined {
  const listed = options
    .split("\n")
    .map((line) => /^[A-Z]\)\s*(.*)$/.exec(line.trim())?.[1]?.trim())
    .filter((option): option is string => option !== undefined && option !== "");
  const wrong = listed.filter((option) => option.toLowerCase() !== answer.trim().toLowerCase());
  if (listed.length === 0 || wrong.length === 0 || wrong.length === listed.length) return undefined;
  const kind = (text: string) => (/\d/.test(text) ? "number" : /^\p{Lu}/u.test(text) ? "name" : "phrase");
  const length = answer.trim().length;
  const plausible = wrong.filter((option) => kind(option) === kind(answer.trim()) && option.length >= length / 2 && option.length <= length * 2);
  return round(plausible.length / wrong.length);
}

function share(words: readonly string[], found: ReadonlySet<string>): number {
  if (words.length === 0) return 0;
  return words.filter((word) => found.has(stem(word))).length / words.length;
}

/** 1 for a question of 6–40 words ending with "?" that does not start by pointing elsewhere; less for each fault. */
function questionForm(question: string): number {
  const trimmed = question.trim();
  const count = trimmed.split(/\s+/).filter(Boolean).length;
  let score = 1;
  if (!trimmed.endsWith("?")) score -= 0.5;
  if (count < 6 || count > 40) score -= 0.3;
  if (/^(it|this|that|they|these|those|he|she)\b/i.test(trimmed)) score -= 0.3;
  return round(Math.max(0, score));
}

function polish(answer: string): string {
  const trimmed = answer.trim().replace(/\s+/g, " ");
  if (trimmed === "") return "";
  const capitalised = `${trimmed.charAt(0).toUpperCase()}${trimmed.slice(1)}`;
  return /[.!?]["”’)]?$/.test(capitalised) ? capitalised : `${capitalised}.`;
}

function round(value: number): number {
  return Math.round(value * 100) / 100;
}
