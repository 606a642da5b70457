import type { BaseChatModel } from "@langchain/core/language_models/chat_models";
import type { RunnableConfig } from "@langchain/core/runnables";
import type { Document } from "../documents/document.js";
import type { Retriever } from "../retrieval/retriever.js";
import { buildAnswerMessages, chunkContextOf, defaultSimilarityThreshold, DEFAULT_MAX_CHUNKS, extractThinking, parseAnswerReply } from "./answerer.js";
import type { SubmitAnswerArgs } from "./types.js";

export interface RetrievalAnswerOptions {
  retriever: Retriever;
  model: BaseChatModel;
  maxChunks?: number;
  threshold?: number;
}

/**
 * The validator's answer phase by retrieval instead of a tool-using agent (`--validator-mode retrieval`): the
 * passages of this document most like the question (spec 004's document-scoped search), and one model call that
 * answers from them alone. One call instead of a ReAct loop: cheaper, but it only sees what the search finds.
 */
export async function answerByRetrieval(
  document: Document,
  question: string,
  options: RetrievalAnswerOptions,
  config: RunnableConfig = {},
): Promise<SubmitAnswerArgs> {
  await options.retriever.ensureIndexed(document);
  const hits = await options.retriever.retrieve(question, {
    documentId: document.id,
    limit: options.maxChunks ?? DEFAULT_MAX_CHUNKS,
    threshold: options.threshold ?? defaultSimilarityThreshold(options.retriever.embedder.id),
    mode: "semantic",
  });
  if (hits.length === 0) {
    return { answerable: false, answer: "", evidence: [], notes: "no passage of the document is like the question" };
  }
  const chunks = hits.map(chunkContextOf);
  const reply = await options.model.invoke(buildAnswerMessages(question, { source: "fulltext_semantic", chunks, ...(document.title ? { title: document.title } : {}) }), config);
  const parsed = parseAnswerReply(extractThinking(reply).answer);
  return {
    answerable: !parsed.declined && parsed.answer.trim() !== "",
    answer: parsed.declined ? "" : parsed.answer,
    evidence: chunks.map((chunk) => ({ start_line: chunk.startLine, end_line: chunk.endLine })),
    ...(parsed.declined ? { notes: "the passages found do not answer it" } : {}),
  };
}
