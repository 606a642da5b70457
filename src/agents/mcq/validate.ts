import type { BaseChatModel } from "@langchain/core/language_models/chat_models";
import { HumanMessage, SystemMessage, type BaseMessage } from "@langchain/core/messages";
import type { RunnableConfig } from "@langchain/core/runnables";
import type { PromptTemplate } from "../../config/prompt-templates.js";
import { normaliseForMatch } from "../../documents/words.js";
import { xmlAttribute } from "../../models/xml-attribute.js";
import { extractThinking } from "../answerer.js";
import type { ContextChunk } from "./context.js";
import { clip, letteredOptions, optionLetter, type McqQuestion } from "./question.js";

/**
 * spec 002 "Future Enhancements" 6, answer validation: an independent validator (a model other than the generator)
 * is given the question, its four options and passages of the document, never the key nor the explanation, and must
 * pick the option the passages show to be correct. The question passes only when it picks the keyed one.
 */

export interface McqValidation {
  agrees: boolean;
  /** The validator's reply, as it gave it (reasoning removed). */
  answer: string;
  /** The option it picked, or null when it picked none. */
  picked: number | null;
  feedback: string;
}

const SYSTEM_PROMPT = "You check multiple-choice questions against a document. You answer only from the passages given, and you say so when they do not decide the answer.";

/** Passages as the validator sees them: numbered, with their section and lines. */
export function validatorPassages(chunks: readonly ContextChunk[]): string {
  return chunks
    .map((chunk, index) => `<passage n="${index + 1}" section="${xmlAttribute(chunk.section)}" lines="${chunk.start_line}-${chunk.end_line}">\n${chunk.text.replace(/<\/?(?:passage|passages|question|options)\b/gi, (tag) => tag.replace("<", "‹"))}\n</passage>`)
    .join("\n");
}

/** What the validator reads: the topic's passages (where the question should come from), then those a search for the question finds. */
export function validationPassages(topicChunks: readonly ContextChunk[], found: readonly ContextChunk[]): ContextChunk[] {
  const seen = new Set(topicChunks.map((chunk) => `${chunk.start_line}-${chunk.end_line}`));
  return [...topicChunks, ...found.filter((chunk) => !seen.has(`${chunk.start_line}-${chunk.end_line}`))];
}

export function validatorMessages(template: PromptTemplate, question: McqQuestion, chunks: readonly ContextChunk[]): BaseMessage[] {
  return [new SystemMessage(SYSTEM_PROMPT), new HumanMessage(template.render({ PASSAGES: validatorPassages(chunks), QUESTION: question.question, OPTIONS: letteredOptions(question.options) }))];
}

/** The option a reply picks: `Answer: B`, `B)`, `(B)`, or an option quoted whole; null for `none` or anything else. */
export function pickedOption(reply: string, options: readonly string[]): number | null {
  const stated = /\banswer\s*(?:is)?\s*[:=]?\s*\**\s*\(?\s*([A-D]|none)\b/i.exec(reply) ?? /^\s*\**\(?([A-D])\)?[).:\s*]/i.exec(reply);
  if (stated) return stated[1]!.toLowerCase() === "none" ? null : "ABCD".indexOf(stated[1]!.toUpperCase());
  const firstLine = ` ${normaliseForMatch(reply.split("\n")[0] ?? "")} `;
  const quoted = options.flatMap((option, index) => (normaliseForMatch(option) !== "" && firstLine.includes(` ${normaliseForMatch(option)} `) ? [index] : []));
  return quoted.length === 1 ? quoted[0]! : null;
}

export async function validateAnswer(model: BaseChatModel, template: PromptTemplate, question: McqQuestion, chunks: readonly ContextChunk[], config: RunnableConfig = {}): Promise<McqValidation> {
  const reply = await model.invoke(validatorMessages(template, question, chunks), config);
  const answer = extractThinking(reply).answer.trim();
  const picked = pickedOption(answer, question.options);
  const keyed = optionLetter(question.correct_answer);
  if (picked === question.correct_answer) return { agrees: true, answer, picked, feedback: "" };
  const said = clip(answer.split("\n")[0] ?? "", 80);
  const feedback =
    picked === null
      ? `an independent reader given the document's passages picked no option ("${said}"), so the keyed option ${keyed} is not confirmed: the passages must state the answer so that exactly one option fits`
      : `an independent reader given the document's passages picked option ${optionLetter(picked)}, not the keyed option ${keyed}: the key is wrong or option ${optionLetter(picked)} is also correct`;
  return { agrees: false, answer, picked, feedback };
}
