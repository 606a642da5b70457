import type { BaseChatModel } from "@langchain/core/language_models/chat_models";
import type { RunnableConfig } from "@langchain/core/runnables";
import { normaliseForMatch, tokenF1 } from "../../documents/words.js";
import { buildAnswerMessages, extractThinking, parseAnswerReply, type ChunkContext } from "../answerer.js";
import { answerAgreement } from "../../documents/answer-agreement.js";
import { clip, optionLetter, type McqQuestion } from "./question.js";

/**
 * spec 002 "Future Enhancements" 6, answer validation: an independent validator answers the question from passages
 * of the document alone, without seeing the options or the key (the `ask` prompt), and qaforge maps its answer to
 * the option it names. The question passes only when that option is the keyed one.
 */

export interface McqValidation {
  agrees: boolean;
  /** The validator's own answer. */
  answer: string;
  /** The option its answer names, or null when it names none (or declined). */
  picked: number | null;
  feedback: string;
}

/**
 * The option an answer names: the only option it quotes, else the only one it agrees with by the shared
 * answer-agreement check (numbers, months and names, else words), else the clearest word match among those; null
 * when it names none or cannot be told apart.
 */
export function optionNamedBy(answer: string, options: readonly string[]): number | null {
  const normalisedAnswer = ` ${normaliseForMatch(answer)} `;
  const quoted = options.flatMap((option, index) => (normaliseForMatch(option) !== "" && normalisedAnswer.includes(` ${normaliseForMatch(option)} `) ? [index] : []));
  if (quoted.length === 1) return quoted[0]!;
  const agreeing = options.flatMap((option, index) => (answerAgreement(answer, option).agrees ? [index] : []));
  if (agreeing.length === 1) return agreeing[0]!;
  if (agreeing.length === 0) return null;
  const scores = agreeing.map((index) => tokenF1(answer, options[index]!));
  const best = Math.max(...scores);
  const winners = agreeing.filter((_, position) => scores[position] === best);
  return winners.length === 1 ? winners[0]! : null;
}

export async function validateAnswer(model: BaseChatModel, candidate: McqQuestion, passages: readonly ChunkContext[], config: RunnableConfig = {}): Promise<McqValidation> {
  const reply = await model.invoke(buildAnswerMessages(candidate.question, { source: "fulltext_semantic", chunks: passages }), config);
  const parsed = parseAnswerReply(extractThinking(reply).answer);
  const keyed = optionLetter(candidate.correct_answer);
  if (parsed.declined || parsed.answer === "") {
    return { agrees: false, answer: parsed.answer, picked: null, feedback: `an independent reader could not answer the question from the document, so its keyed answer ${keyed} cannot be confirmed; ask about something the passages state` };
  }
  const picked = optionNamedBy(parsed.answer, candidate.options);
  if (picked === candidate.correct_answer) return { agrees: true, answer: parsed.answer, picked, feedback: "" };
  const feedback =
    picked === null
      ? `an independent reader answered "${clip(parsed.answer, 80)}" from the document, which matches none of the options; the keyed option ${keyed} may be wrong or worded unlike the document`
      : `an independent reader answered "${clip(parsed.answer, 80)}" from the document, which is option ${optionLetter(picked)}, not the keyed option ${keyed}`;
  return { agrees: false, answer: parsed.answer, picked, feedback };
}
