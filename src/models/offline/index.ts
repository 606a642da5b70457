import type { Callbacks } from "@langchain/core/callbacks/manager";
import type { BaseChatModel } from "@langchain/core/language_models/chat_models";
import type { ModelRole } from "../../config/models.js";
import { QaforgeError } from "../../errors.js";
import type { OfflineChatModel, OfflineChatModelFields } from "./chat-model.js";
import { AnswererModel } from "./answerer.js";
import { ChainerModel } from "./chainer.js";
import { JudgeModel } from "./judge.js";
import { LexicalModel } from "./lexical.js";
import { McqReaderModel } from "./mcq-reader.js";
import { McqWriterModel } from "./mcq-writer.js";
import { QuestionerModel } from "./questioner.js";
import { ReaderModel } from "./reader.js";
import { ResearchCoverageModel, ResearchFactExtractorModel, ResearchPlannerModel, ResearchSynthesizerModel, ResearchVerifierModel } from "./research.js";

export { OfflineChatModel, estimateTokens, type OfflineCallOptions } from "./chat-model.js";
export { QuestionerModel } from "./questioner.js";
export { ReaderModel } from "./reader.js";
export { LexicalModel, DUPLICATE_JACCARD } from "./lexical.js";
export { McqReaderModel } from "./mcq-reader.js";
export { McqWriterModel } from "./mcq-writer.js";

export interface OfflineModelOptions {
  temperature: number;
  maxTokens?: number;
  /** Handlers (the usage ledger's) to attach to the model, as for any chat model. */
  callbacks?: Callbacks;
  /** Seed of the engine's choices (region order, fact order); the same seed gives the same questions. Default 0. */
  seed?: number;
}

const ENGINES = {
  questioner: (fields: OfflineChatModelFields) => new QuestionerModel(fields),
  reader: (fields: OfflineChatModelFields) => new ReaderModel(fields),
  lexical: (fields: OfflineChatModelFields) => new LexicalModel(fields),
  answerer: (fields: OfflineChatModelFields) => new AnswererModel(fields),
  chainer: (fields: OfflineChatModelFields) => new ChainerModel(fields),
  judge: (fields: OfflineChatModelFields) => new JudgeModel(fields),
  planner: (fields: OfflineChatModelFields) => new ResearchPlannerModel(fields),
  synthesizer: (fields: OfflineChatModelFields) => new ResearchSynthesizerModel(fields),
  fact_extractor: (fields: OfflineChatModelFields) => new ResearchFactExtractorModel(fields),
  verifier: (fields: OfflineChatModelFields) => new ResearchVerifierModel(fields),
  coverage: (fields: OfflineChatModelFields) => new ResearchCoverageModel(fields),
  "mcq-writer": (fields: OfflineChatModelFields) => new McqWriterModel(fields),
  "mcq-reader": (fields: OfflineChatModelFields) => new McqReaderModel(fields),
} satisfies Record<string, (fields: OfflineChatModelFields) => OfflineChatModel>;
export type OfflineEngineName = keyof typeof ENGINES;
export const OFFLINE_ENGINES = Object.keys(ENGINES) as OfflineEngineName[];

/** The engine each role gets when the spec is plain `offline`. */
const ENGINE_FOR_ROLE: Partial<Record<ModelRole, OfflineEngineName>> = {
  generator: "questioner",
  validator: "reader",
  deduplicator: "lexical",
  answerer: "answerer",
  judge: "judge",
  planner: "planner",
  synthesizer: "synthesizer",
  fact_extractor: "fact_extractor",
  verifier: "verifier",
  coverage: "coverage",
};

/**
 * The built-in offline engine. `engine` is the name after `offline:`, or undefined to let the role choose:
 * the questioner generates, the reader validates (and answers), the lexical engine deduplicates.
 * Temperature and token limits do not apply: the engine is deterministic for its seed.
 */
export function createOfflineModel(engine: string | undefined, role: ModelRole, options: OfflineModelOptions): BaseChatModel {
  const name = engine ?? ENGINE_FOR_ROLE[role];
  if (name === undefined) {
    throw new QaforgeError(
      "unknown_provider",
      `the offline engine has no default for the ${role} role; name one of ${OFFLINE_ENGINES.join(", ")} (offline:ENGINE) or configure a provider`,
    );
  }
  if (!Object.hasOwn(ENGINES, name)) {
    throw new QaforgeError("unknown_provider", `unknown offline engine "${name}"; offline engines: ${OFFLINE_ENGINES.join(", ")}`);
  }
  return ENGINES[name as OfflineEngineName]({
    seed: options.seed ?? 0,
    ...(options.callbacks !== undefined ? { callbacks: options.callbacks } : {}),
  });
}
