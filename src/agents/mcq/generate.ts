import type { BaseChatModel } from "@langchain/core/language_models/chat_models";
import { HumanMessage, SystemMessage, type AIMessage, type BaseMessage } from "@langchain/core/messages";
import type { RunnableConfig } from "@langchain/core/runnables";
import type { PromptTemplate } from "../../config/prompt-templates.js";
import { messageText } from "../../models/offline/conversation.js";
import { invocationLog, type InvocationLog } from "../run-log.js";
import { readGeneratedQuestions, submitQuestionsTool, SUBMIT_QUESTIONS_TOOL_NAME, type McqDifficulty, type McqQuestion } from "./question.js";

/** The question generator of spec 002: one call writes the questions still needed, told the feedback so far. */

export interface GenerationRequest {
  topic: string;
  /** Questions wanted in this call (all of them first, then only as many as were rejected). */
  count: number;
  /** Difficulty of each question wanted, in order. */
  difficulties: readonly McqDifficulty[];
  context: string;
  sections: readonly string[];
  /** Approved questions, which are kept and must not be repeated. */
  keep: readonly McqQuestion[];
  /** The accumulated feedback of every earlier iteration. */
  feedback: readonly string[];
}

/** What one call produced for the slots it was asked to fill: a question or why there is none, in order. */
export interface GenerationOutcome {
  items: ({ question: McqQuestion } | { error: string })[];
  log: InvocationLog;
}

const SYSTEM_PROMPT = "You are an expert writer of assessment items. You write only from the context you are given, and you follow the required JSON format exactly.";

export function generatorMessages(template: PromptTemplate, request: GenerationRequest): BaseMessage[] {
  const levels = [...new Set(request.difficulties)];
  const difficulty = levels.length === 1 ? levels[0]! : `in this order: ${request.difficulties.join(", ")}`;
  const task = template.render({
    TOPIC: request.topic,
    NUM_QUESTIONS: String(request.count),
    DIFFICULTY: difficulty,
    SECTIONS: request.sections.map((section) => `- ${section}`).join("\n") || "- (one section)",
    CONTEXT: request.context,
    KEEP: request.keep.map((question) => `- ${question.question}`).join("\n") || "(none)",
    FEEDBACK: request.feedback.join("\n") || "(none)",
  });
  return [new SystemMessage(SYSTEM_PROMPT), new HumanMessage(task)];
}

/** One generator call; the reply read item by item. A model error propagates; an unreadable reply does not. */
export async function runGenerator(model: BaseChatModel, template: PromptTemplate, request: GenerationRequest, config: RunnableConfig = {}): Promise<GenerationOutcome> {
  const bound = model.bindTools ? model.bindTools([submitQuestionsTool()]) : model;
  const messages = generatorMessages(template, request);
  const reply = (await bound.invoke(messages, config)) as AIMessage;
  const log = invocationLog([...messages, reply]);
  const call = reply.tool_calls?.find((toolCall) => toolCall.name === SUBMIT_QUESTIONS_TOOL_NAME);
  const text = messageText(reply);
  let read = readGeneratedQuestions(call ? call.args : text);
  if ("error" in read && call && text.trim() !== "") {
    const fromText = readGeneratedQuestions(text);
    if (!("error" in fromText)) read = fromText;
  }
  const items: GenerationOutcome["items"] = [];
  for (let slot = 0; slot < request.count; slot++) {
    if ("error" in read) items.push({ error: `the generator's reply could not be read: ${read.error}; reply with the JSON format asked for` });
    else items.push(read.items[slot] ?? { error: `the generator returned ${read.items.length} question${read.items.length === 1 ? "" : "s"} where ${request.count} were asked for` });
  }
  return { items, log };
}
