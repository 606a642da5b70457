import type { BaseCallbackHandler } from "@langchain/core/callbacks/base";
import type { Callbacks } from "@langchain/core/callbacks/manager";
import type { BaseChatModel } from "@langchain/core/language_models/chat_models";
import { AIMessage, HumanMessage, SystemMessage, ToolMessage, type BaseMessage } from "@langchain/core/messages";
import type { RunnableConfig } from "@langchain/core/runnables";
import type { StructuredToolInterface } from "@langchain/core/tools";
import { Annotation, END, START, StateGraph } from "@langchain/langgraph";
import { answerPhaseDecision, parseToolArguments, verdictDecision, type ValidationDecision } from "../agents/decisions.js";
import { AcceptedQuestionIndex, AcceptedQuestionVectors, fuseShortlists } from "../agents/dedup.js";
import { checkGrounding } from "../agents/grounding.js";
import {
  dedupMessage,
  dedupSystemPrompt,
  generatorSystemPrompt,
  generatorTaskMessage,
  validatorQuestionMessage,
  validatorSystemPrompt,
  verdictMessage,
  documentBrief,
  type CorpusBrief,
} from "../agents/prompts.js";
import {
  TERMINAL_TOOLS,
  type Evidence,
  type GenerationMode,
  type QAPair,
  type RejectedQA,
  type RejectionReason,
  type SubmitAnswerArgs,
  type TerminalToolName,
} from "../agents/types.js";
import type { Document } from "../documents/document.js";
import { documentTools, type DocumentToolName } from "../documents/tools.js";
import { QaforgeError } from "../errors.js";
import { createToolAgent, runToolAgent, terminalToolStub, textOf } from "./tool-agent.js";

/**
 * spec 000 "LangGraph Integration": the orchestrator graph for one document.
 *
 *   START → check_visuals → generate → dedupe → validate → accept → check_exit → generate | END
 *                                    ↘ reject ↙          ↘ reject ↗
 *
 * `generate` also rejects a candidate before any model sees it when its evidence does not hold the answer
 * (mechanical grounding) or the submission is malformed, and ends the document on report_exhausted.
 */

export interface QuestionLoopModels {
  generator: BaseChatModel;
  validator: BaseChatModel;
  deduplicator: BaseChatModel;
  /** Names recorded in generation_metadata. */
  generatorName: string;
  validatorName: string;
}

export interface QuestionLoopHooks {
  onAccepted?: (qa: QAPair, state: LoopSnapshot) => void | Promise<void>;
  onRejected?: (rejected: RejectedQA, state: LoopSnapshot) => void | Promise<void>;
  onEvent?: (event: LoopEvent) => void;
}

export type LoopEvent =
  | { type: "attempt"; attempt: number }
  | { type: "candidate"; attempt: number; question: string }
  | { type: "accepted"; attempt: number; question: string; accepted: number }
  | { type: "rejected"; attempt: number; question: string; reason: RejectionReason; detail: string }
  | { type: "exhausted"; reason: string }
  | { type: "skipped"; reason: string };

export interface LoopSnapshot {
  accepted: number;
  attempts: number;
  consecutiveFailures: number;
  viewedPages: number[];
}

export interface QuestionLoopOptions {
  document: Document;
  /** How the document is named in outputs and usage records (its path relative to the corpus); its path by default. */
  sourcePath?: string;
  corpus: CorpusBrief;
  mode: GenerationMode;
  targetCount: number;
  models: QuestionLoopModels;
  /** Consecutive failures after which the document is exhausted (spec 000 suggests 5–10). */
  exhaustionThreshold?: number;
  /** Model turns per generator or validator attempt. */
  maxAgentSteps?: number;
  /**
   * Callback handlers for each role's calls, for models that do not carry their own (injected models); the usage
   * ledger's handler, typically.
   */
  roleCallbacks?: Partial<Record<"generator" | "validator" | "deduplicator", BaseCallbackHandler[]>>;
  /**
   * The validator's answer phase by retrieval (one call on the passages found) instead of the tool-using agent;
   * the verdict phase is the same in both modes.
   */
  answerByRetrieval?: (question: string, config: RunnableConfig) => Promise<SubmitAnswerArgs>;
  /** Embeds questions for the deduplicator's vector prefilter; lexical only without it. */
  embedQuestions?: (texts: string[]) => Promise<Float32Array[]>;
  /** USD spent so far on this document, to price each candidate. */
  costSoFar?: () => number;
  hooks?: QuestionLoopHooks;
}

interface Candidate {
  question: string;
  answer: string;
  evidence: Evidence[];
  content_refs: string[];
  attempt: number;
  costAtStart: number;
  validatorAnswer?: string;
}

interface PendingRejection {
  reason: RejectionReason;
  detail: string;
  duplicateOf?: string;
}

export const QuestionLoopState = Annotation.Root({
  document_path: Annotation<string>(),
  scenario_name: Annotation<string>(),
  mode: Annotation<GenerationMode>(),
  target_count: Annotation<number>(),
  accepted_questions: Annotation<QAPair[]>({ reducer: (current, next) => [...current, ...next], default: () => [] }),
  rejected_questions: Annotation<RejectedQA[]>({ reducer: (current, next) => [...current, ...next], default: () => [] }),
  current_candidate: Annotation<Candidate | null>({ reducer: (_, next) => next, default: () => null }),
  pending_rejection: Annotation<PendingRejection | null>({ reducer: (_, next) => next, default: () => null }),
  consecutive_failures: Annotation<number>({ reducer: (_, next) => next, default: () => 0 }),
  attempts: Annotation<number>({ reducer: (_, next) => next, default: () => 0 }),
  previous_viewed_pages: Annotation<number[]>({ reducer: (current, next) => [...new Set([...current, ...next])], default: () => [] }),
  exhausted: Annotation<boolean>({ reducer: (_, next) => next, default: () => false }),
  exhausted_reason: Annotation<string | null>({ reducer: (_, next) => next, default: () => null }),
  skipped_reason: Annotation<string | null>({ reducer: (_, next) => next, default: () => null }),
});
export type QuestionLoopStateType = typeof QuestionLoopState.State;

/** What a resumed document starts from: its accepted and rejected questions so far. */
export interface LoopStart {
  accepted?: QAPair[];
  rejected?: RejectedQA[];
  attempts?: number;
  consecutiveFailures?: number;
  viewedPages?: number[];
}

const GENERATOR_TERMINALS: TerminalToolName[] = ["submit_qa", "report_exhausted"];
const RECENT_REJECTIONS_SHOWN = 12;

function terminalDefinitions(names: TerminalToolName[]) {
  return names.map((name) => ({ name, description: TERMINAL_TOOLS[name].description, schema: TERMINAL_TOOLS[name].schema }));
}


export function createQuestionLoop(options: QuestionLoopOptions) {
  const { document, corpus, mode, models } = options;
  const threshold = options.exhaustionThreshold ?? 8;
  const maxSteps = options.maxAgentSteps ?? 12;
  const sourcePath = options.sourcePath ?? document.path;
  const brief = { ...documentBrief(document), path: sourcePath };
  const toolNames: DocumentToolName[] = mode === "visual" ? ["read_lines", "search", "list_visual_content", "view_page"] : ["read_lines", "search"];
  const tools: StructuredToolInterface[] = documentTools(document, { include: toolNames });
  const costSoFar = options.costSoFar ?? (() => 0);
  const hooks = options.hooks ?? {};
  const accepted = new AcceptedQuestionIndex();
  const acceptedVectors = options.embedQuestions ? new AcceptedQuestionVectors(options.embedQuestions) : undefined;

  const generatorAgent = createToolAgent({
    model: models.generator,
    tools,
    terminalTools: terminalDefinitions(GENERATOR_TERMINALS),
    maxSteps,
    nudge: "Call submit_qa with one question, or report_exhausted if the document has nothing more to ask.",
  });
  const validatorAgent = createToolAgent({
    model: models.validator,
    tools,
    terminalTools: terminalDefinitions(["submit_answer"]),
    maxSteps,
    nudge: "Call submit_answer with your answer (answerable=false if the document does not answer it).",
  });
  const verdictModel = bindTerminal(models.validator, "submit_verdict");
  const dedupModel = bindTerminal(models.deduplicator, "dedup_decision");

  const snapshot = (state: QuestionLoopStateType, extra: Partial<LoopSnapshot> = {}): LoopSnapshot => ({
    accepted: state.accepted_questions.length,
    attempts: state.attempts,
    consecutiveFailures: state.consecutive_failures,
    viewedPages: state.previous_viewed_pages,
    ...extra,
  });

  const callConfig = (config: RunnableConfig, role: "generator" | "validator" | "deduplicator"): RunnableConfig => ({
    ...config,
    callbacks: withHandlers(config.callbacks, options.roleCallbacks?.[role]),
    metadata: { ...config.metadata, document: sourcePath, role },
  });

  // -------------------------------------------------------------------------------------------------------------

  const checkVisuals = (state: QuestionLoopStateType): Partial<QuestionLoopStateType> => {
    for (const qa of state.accepted_questions.slice(accepted.size)) accepted.add(qa.question);
    if (mode === "visual" && document.visuals().length === 0) {
      const reason = "the document has no figures, tables or images, so visual mode has nothing to ask about";
      hooks.onEvent?.({ type: "skipped", reason });
      return { skipped_reason: reason };
    }
    return {};
  };

  const generate = async (state: QuestionLoopStateType, config: RunnableConfig): Promise<Partial<QuestionLoopStateType>> => {
    const attempt = state.attempts + 1;
    const costAtStart = costSoFar();
    hooks.onEvent?.({ type: "attempt", attempt });
    const task = generatorTaskMessage({
      document: brief,
      attempt,
      acceptedQuestions: state.accepted_questions.map((qa) => qa.question),
      rejected: state.rejected_questions.slice(-RECENT_REJECTIONS_SHOWN).map((r) => ({ question: r.question, reason: r.rejection_reason, detail: r.rejection_detail })),
      viewedPages: state.previous_viewed_pages,
      mode,
    });
    const result = await runToolAgent(
      generatorAgent,
      [new SystemMessage(generatorSystemPrompt(corpus, mode)), new HumanMessage(task)],
      callConfig(config, "generator"),
      maxSteps,
    );
    const base = { attempts: attempt, previous_viewed_pages: result.viewedPages, pending_rejection: null, current_candidate: null };
    const outcome = result.outcome;

    if (outcome.kind === "terminal" && outcome.name === "report_exhausted") {
      const parsed = parseToolArguments(TERMINAL_TOOLS.report_exhausted.schema, outcome.args);
      const reason = parsed.ok ? parsed.value.reason : "the generator reported the document exhausted";
      hooks.onEvent?.({ type: "exhausted", reason });
      return { ...base, attempts: state.attempts, exhausted: true, exhausted_reason: `generator: ${reason}` };
    }
    if (outcome.kind !== "terminal") {
      const detail =
        outcome.kind === "step_budget"
          ? `the generator did not submit a question within ${maxSteps} steps`
          : `the generator stopped without submitting a question${outcome.text ? `: "${outcome.text.slice(0, 160)}"` : ""}`;
      return { ...base, current_candidate: emptyCandidate(attempt, costAtStart), pending_rejection: { reason: "validation_failed", detail } };
    }
    const parsed = parseToolArguments(TERMINAL_TOOLS.submit_qa.schema, outcome.args);
    if (!parsed.ok) {
      return {
        ...base,
        current_candidate: { ...emptyCandidate(attempt, costAtStart), question: String(outcome.args.question ?? ""), answer: String(outcome.args.answer ?? "") },
        pending_rejection: { reason: "validation_failed", detail: `the submission was malformed: ${parsed.error}` },
      };
    }
    const submission = parsed.value;
    const candidate: Candidate = {
      question: submission.question.trim(),
      answer: submission.answer.trim(),
      evidence: [],
      content_refs: submission.content_refs ?? [],
      attempt,
      costAtStart,
    };
    hooks.onEvent?.({ type: "candidate", attempt, question: candidate.question });
    const grounding = checkGrounding(document, candidate.answer, submission.evidence);
    if (!grounding.grounded) {
      return { ...base, current_candidate: candidate, pending_rejection: { reason: "ungrounded", detail: grounding.detail } };
    }
    return { ...base, current_candidate: { ...candidate, evidence: grounding.evidence } };
  };

  const dedupe = async (state: QuestionLoopStateType, config: RunnableConfig): Promise<Partial<QuestionLoopStateType>> => {
    const candidate = state.current_candidate!;
    const verbatim = accepted.nearVerbatim(candidate.question);
    if (verbatim) {
      return { pending_rejection: { reason: "duplicate", detail: "repeats an accepted question nearly word for word", duplicateOf: verbatim } };
    }
    let shortlist = accepted.nearest(candidate.question).map((entry) => entry.question);
    if (acceptedVectors && state.accepted_questions.length > 0) {
      await acceptedVectors.sync(state.accepted_questions.map((qa) => qa.question));
      const [vector] = await options.embedQuestions!([candidate.question]);
      if (vector) shortlist = fuseShortlists([shortlist, acceptedVectors.nearest(vector).map((entry) => entry.question)]);
    }
    if (shortlist.length === 0) return {};
    const response = (await dedupModel.invoke(
      [new SystemMessage(dedupSystemPrompt()), new HumanMessage(dedupMessage(candidate.question, shortlist))],
      callConfig(config, "deduplicator"),
    )) as AIMessage;
    const call = response.tool_calls?.find((c) => c.name === "dedup_decision");
    const parsed = call ? parseToolArguments(TERMINAL_TOOLS.dedup_decision.schema, call.args) : undefined;
    if (!parsed?.ok || !parsed.value.duplicate) return {};
    const duplicateOf = matchAccepted(parsed.value.duplicate_of ?? "", shortlist);
    return { pending_rejection: { reason: "duplicate", detail: parsed.value.reason ?? "asks the same thing as an accepted question", duplicateOf } };
  };

  const validate = async (state: QuestionLoopStateType, config: RunnableConfig): Promise<Partial<QuestionLoopStateType>> => {
    const candidate = state.current_candidate!;
    const validatorConfig = callConfig(config, "validator");
    const conversation = [new SystemMessage(validatorSystemPrompt(corpus, mode)), new HumanMessage(validatorQuestionMessage(candidate.question, brief))];
    let answer: SubmitAnswerArgs;
    let answered: BaseMessage[];
    let answerCallId: string;
    if (options.answerByRetrieval) {
      answer = await options.answerByRetrieval(candidate.question, validatorConfig);
      answerCallId = `retrieval_answer_${candidate.attempt}`;
      // The verdict sees the answer as if the validator had given it through submit_answer.
      answered = [...conversation, new AIMessage({ content: "", tool_calls: [{ id: answerCallId, name: "submit_answer", args: answer, type: "tool_call" }] })];
    } else {
      const result = await runToolAgent(validatorAgent, conversation, validatorConfig, maxSteps);
      const outcome = result.outcome;
      if (outcome.kind !== "terminal") {
        return {
          pending_rejection: {
            reason: "unanswerable",
            detail: outcome.kind === "step_budget" ? `the validator found no answer within ${maxSteps} steps` : "the validator stopped without answering",
          },
        };
      }
      const parsedAnswer = parseToolArguments(TERMINAL_TOOLS.submit_answer.schema, outcome.args);
      if (!parsedAnswer.ok) return { pending_rejection: { reason: "validation_failed", detail: `the validator's answer was malformed: ${parsedAnswer.error}` } };
      answer = parsedAnswer.value;
      answered = result.messages;
      answerCallId = outcome.callId;
    }
    const early = answerPhaseDecision(answer);
    if (early && !early.pass) return { pending_rejection: { reason: early.reason, detail: early.detail } };

    const verdictConversation = [
      ...answered,
      new ToolMessage({ tool_call_id: answerCallId, name: "submit_answer", content: "Answer recorded." }),
      new HumanMessage(verdictMessage({ question: candidate.question, ownAnswer: answer.answer, referenceAnswer: candidate.answer, mode })),
    ];
    const response = (await verdictModel.invoke(verdictConversation, validatorConfig)) as AIMessage;
    const call = response.tool_calls?.find((c) => c.name === "submit_verdict");
    const verdict = call ? parseToolArguments(TERMINAL_TOOLS.submit_verdict.schema, call.args) : undefined;
    if (!verdict?.ok) {
      return {
        pending_rejection: {
          reason: "validation_failed",
          detail: verdict ? `the validator's verdict was malformed: ${verdict.error}` : `the validator gave no verdict: "${textOf(response.content).slice(0, 160)}"`,
        },
      };
    }
    const decision: ValidationDecision = verdictDecision(answer, verdict.value, candidate.answer);
    if (!decision.pass) return { pending_rejection: { reason: decision.reason, detail: decision.detail } };
    return { current_candidate: { ...candidate, validatorAnswer: answer.answer } };
  };

  const accept = async (state: QuestionLoopStateType): Promise<Partial<QuestionLoopStateType>> => {
    const candidate = state.current_candidate!;
    const qa: QAPair = {
      question: candidate.question,
      answer: candidate.answer,
      source_document: sourcePath,
      category: mode,
      content_refs: candidate.content_refs,
      evidence: candidate.evidence,
      generation_metadata: {
        generator_model: models.generatorName,
        validator_model: models.validatorName,
        attempt_number: candidate.attempt,
        cost_usd: roundCost(costSoFar() - candidate.costAtStart),
        validator_answer: candidate.validatorAnswer,
      },
    };
    accepted.add(qa.question);
    const update = { accepted_questions: [qa], consecutive_failures: 0, current_candidate: null };
    await hooks.onAccepted?.(qa, snapshot(state, { accepted: state.accepted_questions.length + 1, consecutiveFailures: 0 }));
    hooks.onEvent?.({ type: "accepted", attempt: candidate.attempt, question: qa.question, accepted: state.accepted_questions.length + 1 });
    return update;
  };

  const reject = async (state: QuestionLoopStateType): Promise<Partial<QuestionLoopStateType>> => {
    const candidate = state.current_candidate ?? emptyCandidate(state.attempts, costSoFar());
    const pending = state.pending_rejection ?? { reason: "validation_failed", detail: "rejected" };
    const rejected: RejectedQA = {
      question: candidate.question,
      answer: candidate.answer,
      rejection_reason: pending.reason,
      rejection_detail: pending.detail,
      duplicate_of: pending.duplicateOf ?? null,
      attempt_number: candidate.attempt,
    };
    const failures = state.consecutive_failures + 1;
    await hooks.onRejected?.(rejected, snapshot(state, { consecutiveFailures: failures }));
    hooks.onEvent?.({ type: "rejected", attempt: candidate.attempt, question: candidate.question, reason: pending.reason, detail: pending.detail });
    return { rejected_questions: [rejected], consecutive_failures: failures, current_candidate: null, pending_rejection: null };
  };

  const checkExit = (state: QuestionLoopStateType): Partial<QuestionLoopStateType> => {
    if (state.accepted_questions.length < state.target_count && state.consecutive_failures >= threshold && !state.exhausted) {
      const reason = `${state.consecutive_failures} consecutive failures (threshold ${threshold})`;
      hooks.onEvent?.({ type: "exhausted", reason });
      return { exhausted: true, exhausted_reason: reason };
    }
    return {};
  };

  // -------------------------------------------------------------------------------------------------------------

  const afterVisualCheck = (state: QuestionLoopStateType) => (state.skipped_reason ? END : done(state) ? END : "generate");
  const afterGenerate = (state: QuestionLoopStateType) => (state.exhausted ? "check_exit" : state.pending_rejection ? "reject" : "dedupe");
  const afterDedupe = (state: QuestionLoopStateType) => (state.pending_rejection ? "reject" : "validate");
  const afterValidate = (state: QuestionLoopStateType) => (state.pending_rejection ? "reject" : "accept");
  const afterCheckExit = (state: QuestionLoopStateType) => (done(state) ? END : "generate");
  const done = (state: QuestionLoopStateType) => state.exhausted || state.accepted_questions.length >= state.target_count;

  return new StateGraph(QuestionLoopState)
    .addNode("check_visuals", checkVisuals)
    .addNode("generate", generate)
    .addNode("dedupe", dedupe)
    .addNode("validate", validate)
    .addNode("accept", accept)
    .addNode("reject", reject)
    .addNode("check_exit", checkExit)
    .addEdge(START, "check_visuals")
    .addConditionalEdges("check_visuals", afterVisualCheck, { generate: "generate", [END]: END })
    .addConditionalEdges("generate", afterGenerate, { check_exit: "check_exit", reject: "reject", dedupe: "dedupe" })
    .addConditionalEdges("dedupe", afterDedupe, { reject: "reject", validate: "validate" })
    .addConditionalEdges("validate", afterValidate, { reject: "reject", accept: "accept" })
    .addEdge("accept", "check_exit")
    .addEdge("reject", "check_exit")
    .addConditionalEdges("check_exit", afterCheckExit, { generate: "generate", [END]: END })
    .compile();
}

/** Runs the loop for one document, starting from what an earlier, interrupted run already decided. */
export async function runQuestionLoop(
  options: QuestionLoopOptions,
  start: LoopStart = {},
  config: RunnableConfig = {},
): Promise<QuestionLoopStateType> {
  const graph = createQuestionLoop(options);
  const attemptsLeft = Math.max(options.targetCount * 40, 200);
  return (await graph.invoke(
    {
      document_path: options.sourcePath ?? options.document.path,
      scenario_name: options.corpus.scenarioKey,
      mode: options.mode,
      target_count: options.targetCount,
      accepted_questions: start.accepted ?? [],
      rejected_questions: start.rejected ?? [],
      attempts: start.attempts ?? 0,
      consecutive_failures: start.consecutiveFailures ?? 0,
      previous_viewed_pages: start.viewedPages ?? [],
    },
    { ...config, recursionLimit: attemptsLeft * 6 },
  )) as QuestionLoopStateType;
}

function withHandlers(callbacks: Callbacks | undefined, handlers: BaseCallbackHandler[] | undefined): Callbacks | undefined {
  if (!handlers || handlers.length === 0) return callbacks;
  if (!callbacks) return handlers;
  if (Array.isArray(callbacks)) return [...callbacks, ...handlers];
  const manager = callbacks.copy();
  for (const handler of handlers) manager.addHandler(handler, true);
  return manager;
}

/** A model that must answer through one terminal tool, forced where the provider supports forcing. */
function bindTerminal(model: BaseChatModel, name: TerminalToolName) {
  if (!model.bindTools) throw new QaforgeError("llm_error", `the model ${model._llmType()} cannot call tools`);
  return model.bindTools(terminalDefinitions([name]).map(terminalToolStub), { tool_choice: name });
}

function emptyCandidate(attempt: number, costAtStart: number): Candidate {
  return { question: "", answer: "", evidence: [], content_refs: [], attempt, costAtStart };
}

/** The accepted question the deduplicator named, matched against the shortlist it was shown. */
function matchAccepted(named: string, shortlist: string[]): string {
  const trimmed = named.trim().replace(/^\d+\.\s*/, "");
  return shortlist.find((question) => question === trimmed) ?? shortlist.find((q) => q.toLowerCase() === trimmed.toLowerCase()) ?? (trimmed || shortlist[0]!);
}

function roundCost(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}
