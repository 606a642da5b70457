import type { BaseMessage } from "@langchain/core/messages";
import { sentencesOf } from "../../documents/sentences.js";
import { contentWords, normaliseForMatch, words } from "../../documents/words.js";
import { stem } from "./answerer.js";
import { OfflineChatModel, type OfflineTurn } from "./chat-model.js";
import { humanTexts, taggedSection } from "./conversation.js";
import { fromXmlAttribute } from "../xml-attribute.js";

/**
 * The MCQ answer validator without a model (`offline:mcq-reader`), a documented baseline. It reads the mcq validator
 * prompt's passages, question and options, and picks the option that a line or sentence of the passages states where that line
 * (with its section's name) holds most of the question's words; it answers `none` when no such line holds at least
 * half of them or two options tie. A line that states two options is no evidence for either. It checks that the key is where the question points, not what the question means.
 */
export class McqReaderModel extends OfflineChatModel {
  readonly engine = "mcq-reader";

  static override lc_name(): string {
    return "OfflineMcqReader";
  }

  protected respond(messages: readonly BaseMessage[]): OfflineTurn {
    const task = humanTexts(messages).at(-1) ?? "";
    const question = taggedSection(task, "question") ?? "";
    const options = (taggedSection(task, "options") ?? "")
      .split("\n")
      .map((line) => /^([A-D])\)\s*(.*)$/.exec(line.trim()))
      .filter((match): match is RegExpExecArray => match !== null)
      .map((match) => match[2]!);
    const passages = [...(taggedSection(task, "passages") ?? "").matchAll(/<passage\b([^>]*)>\n?([\s\S]*?)\n?<\/passage>/g)].map((match) => ({
      section: fromXmlAttribute(/section="([^"]*)"/.exec(match[1]!)?.[1] ?? ""),
      text: match[2]!,
    }));
    const choice = pickOption(question, options, passages);
    if (choice.index === null) return { content: `Answer: none\n${choice.why}`, toolCalls: [] };
    return { content: `Answer: ${"ABCD"[choice.index]}\n"${choice.line}"`, toolCalls: [] };
  }
}

/** Share of the question's content words a line (with its section's name) must hold. */
export const LINE_COVERAGE = 0.5;

export function pickOption(question: string, options: readonly string[], passages: readonly { section: string; text: string }[]): { index: number | null; line: string; why: string } {
  const terms = [...new Set(contentWords(question).map(stem))];
  if (terms.length === 0 || options.length === 0) return { index: null, line: "", why: "The question names nothing to look for." };
  const units = passages.flatMap((passage) => {
    const sectionStems = new Set(words(passage.section).map(stem));
    const lines = passage.text.split("\n");
    const sentences = sentencesOf(new Map(lines.map((line, index) => [index + 1, line] as const))).map((sentence) => sentence.text);
    return [...lines, ...sentences]
      .filter((line) => line.trim() !== "")
      .map((line) => {
        const stems = new Set([...words(line).map(stem), ...sectionStems]);
        return { line: line.trim(), normalised: ` ${normaliseForMatch(line)} `, coverage: terms.filter((term) => stems.has(term)).length / terms.length };
      });
  });
  const keys = options.map((option) => ` ${normaliseForMatch(option)} `);
  // A line that states two of the options tells them apart no better than none (a list, a run-on sentence).
  const telling = units.filter((unit) => keys.filter((key) => key.trim() !== "" && unit.normalised.includes(key)).length === 1);
  const scored = keys.map((key) => {
    let best: { coverage: number; line: string } = { coverage: 0, line: "" };
    if (key.trim() !== "") for (const unit of telling) if (unit.normalised.includes(key) && unit.coverage > best.coverage) best = { coverage: unit.coverage, line: unit.line };
    return best;
  });
  const top = Math.max(...scored.map((score) => score.coverage));
  const winners = scored.flatMap((score, index) => (score.coverage === top ? [index] : []));
  if (top < LINE_COVERAGE) return { index: null, line: "", why: "No line of the passages states an option where it holds most of the question's words." };
  if (winners.length > 1) return { index: null, line: "", why: `Options ${winners.map((index) => "ABCD"[index]).join(" and ")} fit the passages equally.` };
  return { index: winners[0]!, line: scored[winners[0]!]!.line, why: "" };
}
