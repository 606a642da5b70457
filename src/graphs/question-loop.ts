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
import { laneConfig } from "./lane-config.js";
import { createToolAgent, runToolAgent, terminalToolStub, textOf } from "./tool-agent.js";

/**
 * spec 000 "LangGraph Integration": the orchestrator graph for one document.
 *
 *   START → check_visuals → generate → dedupe → validate → settle → check_exit → generate | END
 *
 * Each round carries a batch of candidates: one by default, up to `perDocumentConcurrency` at once. Generation and
 * validation of a round run concurrently, and so do the duplicate checks against the questions accepted before the
 * round; the accept/reject decisions run one candidate at a time, each after a check against the questions accepted
 * earlier in its round, so each decision sees every question accepted before it. `generate` also rejects a candidate before any
 * model sees it when its evidence does not hold the answer (mechanical grounding) or the submission is malformed.
 *
 * A lane's report_exhausted ends the document only when it is final: when no candidate of its round was rejected
 * (`check_exit` decides, once the rest of the round is decided). A lane says "nothing more" knowing only what was
 * accepted or rejected before the round; when a sibling's candidate is then rejected, the facts behind it (or others
 * the generator would offer once it sees the rejection) were never asked, so one more round runs, with the rejection
 * in the generator's history. For a model provider that is one extra round of generator calls (and the validation
 * of what it submits) per such round, no more: the extra round is judged afresh by the same rule. It terminates: a
 * round that is not final either accepted a question (at most the target's worth) or rejected every candidate, each
 * a consecutive failure, which ends the document at `exhaustionThreshold`.
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
  /** A lane reported the document exhausted, but `rejected` candidates of its round were rejected: one more round runs. */
  | { type: "exhaustion_deferred"; reason: string; rejected: number }
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
   * The validator's answer phase by retrieval (one call on the passages found) instead of the tool-using agent;
   * the verdict phase is the same in both modes.
   */
  answerByRetrieval?: (question: string, config: RunnableConfig) => Promise<SubmitAnswerArgs>;
  /** Embeds questions for the deduplicator's vector prefilter; lexical only without it. */
  embedQuestions?: (texts: string[]) => Promise<Float32Array[]>;
  /** USD spent so far on this document, to price each candidate. */
  costSoFar?: () => number;
  /**
   * Candidates of this document in flight at once (generation and validation run concurrently; the duplicate
   * decision stays serial and exact). 1 by default.
   */
  perDocumentConcurrency?: number;
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

interface BatchItem {
  candidate: Candidate;
  rejection?: PendingRejection;
  /** How many questions were accepted when this candidate passed the duplicate check. */
  acceptedAtDedupe?: number;
}

export const QuestionLoopState = Annotation.Root({
  document_path: Annotation<string>(),
  scenario_name: Annotation<string>(),
  mode: Annotation<GenerationMode>(),
  target_count: Annotation<number>(),
  accepted_questions: Annotation<QAPair[]>({ reducer: (current, next) => [...current, ...next], default: () => [] }),
  rejected_questions: Annotation<RejectedQA[]>({ reducer: (current, next) => [...current, ...next], default: () => [] }),
  /** The candidates of the current round, in attempt order, each with its rejection once one is decided. */
  batch: Annotation<BatchItem[]>({ reducer: (_, next) => next, default: () => [] }),
  consecutive_failures: Annotation<number>({ reducer: (_, next) => next, default: () => 0 }),
  attempts: Annotation<number>({ reducer: (_, next) => next, default: () => 0 }),
  previous_viewed_pages: Annotation<number[]>({ reducer: (current, next) => [...new Set([...current, ...next])], default: () => [] }),
  exhausted: Annotation<boolean>({ reducer: (_, next) => next, default: () => false }),
  exhausted_reason: Annotation<string | null>({ reducer: (_, next) => next, default: () => null }),
  /**
   * Why a lane of the current round reported the document exhausted, until `check_exit` decides whether that is
   * final. It lives within one round and is never stored: a run resumed in the middle of a round starts a new round
   * from the decisions stored so far, where the generator reports again or not; what bounds the retries (accepted
   * questions and consecutive failures) is stored with each decision.
   */
  exhaustion_reported: Annotation<string | null>({ reducer: (_, next) => next, default: () => null }),
  /** Candidates of the current round rejected so far (set when the round is settled). */
  round_rejections: Annotation<number>({ reducer: (_, next) => next, default: () => 0 }),
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

/** Where LangGraph keeps the abort signals a subgraph inherits from the graph that runs it. */

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
  const perDocument = Math.max(1, Math.trunc(options.perDocumentConcurrency ?? 1));

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

  /** One generator run: a grounded candidate, a candidate already rejected, or the document reported exhausted. */
  const generateOne = async (
    state: QuestionLoopStateType,
    attempt: number,
    lane: { index: number; of: number },
    config: RunnableConfig,
  ): Promise<{ item?: BatchItem; exhausted?: string; viewedPages: number[] }> => {
    const costAtStart = costSoFar();
    hooks.onEvent?.({ type: "attempt", attempt });
    const task = generatorTaskMessage({
      document: brief,
      attempt,
      acceptedQuestions: state.accepted_questions.map((qa) => qa.question),
      rejected: state.rejected_questions.slice(-RECENT_REJECTIONS_SHOWN).map((r) => ({ question: r.question, reason: r.rejection_reason, detail: r.rejection_detail })),
      viewedPages: state.previous_viewed_pages,
      mode,
      lane,
    });
    const result = await runToolAgent(
      generatorAgent,
      [new SystemMessage(generatorSystemPrompt(corpus, mode)), new HumanMessage(task)],
      callConfig(config, "generator"),
      maxSteps,
    );
    const viewedPages = result.viewedPages;
    const outcome = result.outcome;

    if (outcome.kind === "terminal" && outcome.name === "report_exhausted") {
      const parsed = parseToolArguments(TERMINAL_TOOLS.report_exhausted.schema, outcome.args);
      return { exhausted: parsed.ok ? parsed.value.reason : "the generator reported the document exhausted", viewedPages };
    }
    if (outcome.kind !== "terminal") {
      const detail =
        outcome.kind === "step_budget"
          ? `the generator did not submit a question within ${maxSteps} steps`
          : `the generator stopped without submitting a question${outcome.text ? `: "${outcome.text.slice(0, 160)}"` : ""}`;
      return { item: { candidate: emptyCandidate(attempt, costAtStart), rejection: { reason: "validation_failed", detail } }, viewedPages };
    }
    const parsed = parseToolArguments(TERMINAL_TOOLS.submit_qa.schema, outcome.args);
    if (!parsed.ok) {
      return {
        item: {
          candidate: { ...emptyCandidate(attempt, costAtStart), question: String(outcome.args.question ?? ""), answer: String(outcome.args.answer ?? "") },
          rejection: { reason: "validation_failed", detail: `the submission was malformed: ${parsed.error}` },
        },
        viewedPages,
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
    if (!grounding.grounded) return { item: { candidate, rejection: { reason: "ungrounded", detail: grounding.detail } }, viewedPages };
    return { item: { candidate: { ...candidate, evidence: grounding.evidence } }, viewedPages };
  };

  /**
   * A round of up to `perDocumentConcurrency` candidates, generated concurrently; never more than the target still
   * needs, so a round can never overshoot it.
   */
  const generate = async (state: QuestionLoopStateType, config: RunnableConfig): Promise<Partial<QuestionLoopStateType>> => {
    const size = Math.max(1, Math.min(perDocument, state.target_count - state.accepted_questions.length));
    const results = await Promise.all(Array.from({ length: size }, (_, index) => generateOne(state, state.attempts + 1 + index, { index, of: size }, laneConfig(config))));
    const batch = results.flatMap((result) => (result.item ? [result.item] : []));
    const exhaustedReason = results.find((result) => result.exhausted !== undefined)?.exhausted;
    return {
      batch,
      attempts: Math.max(state.attempts, ...batch.map((item) => item.candidate.attempt)),
      previous_viewed_pages: results.flatMap((result) => result.viewedPages),
      exhaustion_reported: exhaustedReason ?? null,
      round_rejections: 0,
    };
  };

  /**
   * Is `question` a duplicate of an accepted question? `index` holds the ones to compare with (all accepted, or
   * those accepted since an earlier check); `acceptedAll` is every accepted question, in order, for the vector
   * prefilter. The deduplicator model is asked only about the near ones.
   */
  const duplicateCheck = async (
    question: string,
    index: AcceptedQuestionIndex,
    acceptedAll: readonly string[],
    config: RunnableConfig,
    only?: ReadonlySet<string>,
  ): Promise<PendingRejection | undefined> => {
    const verbatim = index.nearVerbatim(question);
    if (verbatim) return { reason: "duplicate", detail: "repeats an accepted question nearly word for word", duplicateOf: verbatim };
    let shortlist = index.nearest(question).map((entry) => entry.question);
    if (acceptedVectors && acceptedAll.length > 0) {
      await acceptedVectors.sync(acceptedAll);
      const [vector] = await options.embedQuestions!([question]);
      if (vector) {
        const near = acceptedVectors.nearest(vector).map((entry) => entry.question).filter((entry) => !only || only.has(entry));
        shortlist = fuseShortlists([shortlist, near]);
      }
    }
    if (shortlist.length === 0) return undefined;
    const response = (await dedupModel.invoke(
      [new SystemMessage(dedupSystemPrompt()), new HumanMessage(dedupMessage(question, shortlist))],
      callConfig(config, "deduplicator"),
    )) as AIMessage;
    const call = response.tool_calls?.find((c) => c.name === "dedup_decision");
    const parsed = call ? parseToolArguments(TERMINAL_TOOLS.dedup_decision.schema, call.args) : undefined;
    if (!parsed?.ok || !parsed.value.duplicate) return undefined;
    return { reason: "duplicate", detail: parsed.value.reason ?? "asks the same thing as an accepted question", duplicateOf: matchAccepted(parsed.value.duplicate_of ?? "", shortlist) };
  };

  /**
   * Every candidate of the round against every question accepted before the round, concurrently: that set does not
   * change until the round is settled, where each candidate is checked again against those accepted before it in
   * the same round.
   */
  const dedupe = async (state: QuestionLoopStateType, config: RunnableConfig): Promise<Partial<QuestionLoopStateType>> => {
    const acceptedQuestions = state.accepted_questions.map((qa) => qa.question);
    const batch = await Promise.all(
      state.batch.map(async (item): Promise<BatchItem> => {
        if (item.rejection) return item;
        const rejection = await duplicateCheck(item.candidate.question, accepted, acceptedQuestions, laneConfig(config));
        return rejection ? { ...item, rejection } : { ...item, acceptedAtDedupe: acceptedQuestions.length };
      }),
    );
    return { batch };
  };

  const validateOne = async (candidate: Candidate, config: RunnableConfig): Promise<{ rejection: PendingRejection } | { validatorAnswer: string }> => {
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
          rejection: {
            reason: "unanswerable",
            detail: outcome.kind === "step_budget" ? `the validator found no answer within ${maxSteps} steps` : "the validator stopped without answering",
          },
        };
      }
      const parsedAnswer = parseToolArguments(TERMINAL_TOOLS.submit_answer.schema, outcome.args);
      if (!parsedAnswer.ok) return { rejection: { reason: "validation_failed", detail: `the validator's answer was malformed: ${parsedAnswer.error}` } };
      answer = parsedAnswer.value;
      answered = result.messages;
      answerCallId = outcome.callId;
    }
    const early = answerPhaseDecision(answer);
    if (early && !early.pass) return { rejection: { reason: early.reason, detail: early.detail } };

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
        rejection: {
          reason: "validation_failed",
          detail: verdict ? `the validator's verdict was malformed: ${verdict.error}` : `the validator gave no verdict: "${textOf(response.content).slice(0, 160)}"`,
        },
      };
    }
    const decision: ValidationDecision = verdictDecision(answer, verdict.value, candidate.answer);
    if (!decision.pass) return { rejection: { reason: decision.reason, detail: decision.detail } };
    return { validatorAnswer: answer.answer };
  };

  /** The round's candidates are validated concurrently. */
  const validate = async (state: QuestionLoopStateType, config: RunnableConfig): Promise<Partial<QuestionLoopStateType>> => {
    const batch = await Promise.all(
      state.batch.map(async (item): Promise<BatchItem> => {
        if (item.rejection) return item;
        const result = await validateOne(item.candidate, laneConfig(config));
        return "rejection" in result ? { ...item, rejection: result.rejection } : { ...item, candidate: { ...item.candidate, validatorAnswer: result.validatorAnswer } };
      }),
    );
    return { batch };
  };

  /**
   * Accepts and rejects the round's candidates one after the other, in attempt order. A candidate that passed the
   * duplicate check before other candidates of its round were accepted is checked again against those, so every
   * accepted question was compared with every question accepted before it: no two accepted questions are duplicates.
   */
  const settle = async (state: QuestionLoopStateType, config: RunnableConfig): Promise<Partial<QuestionLoopStateType>> => {
    const acceptedQuestions = state.accepted_questions.map((qa) => qa.question);
    const acceptedNow: QAPair[] = [];
    const rejectedNow: RejectedQA[] = [];
    let failures = state.consecutive_failures;
    for (const item of state.batch) {
      const { candidate } = item;
      let rejection = item.rejection;
      const since = acceptedQuestions.slice(item.acceptedAtDedupe ?? acceptedQuestions.length);
      if (!rejection && since.length > 0) {
        rejection = await duplicateCheck(candidate.question, new AcceptedQuestionIndex(since), acceptedQuestions, config, new Set(since));
      }
      if (rejection) {
        const rejected: RejectedQA = {
          question: candidate.question,
          answer: candidate.answer,
          rejection_reason: rejection.reason,
          rejection_detail: rejection.detail,
          duplicate_of: rejection.duplicateOf ?? null,
          attempt_number: candidate.attempt,
        };
        failures++;
        rejectedNow.push(rejected);
        await hooks.onRejected?.(rejected, snapshot(state, { accepted: acceptedQuestions.length, consecutiveFailures: failures }));
        hooks.onEvent?.({ type: "rejected", attempt: candidate.attempt, question: candidate.question, reason: rejection.reason, detail: rejection.detail });
        continue;
      }
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
      acceptedQuestions.push(qa.question);
      acceptedNow.push(qa);
      failures = 0;
      await hooks.onAccepted?.(qa, snapshot(state, { accepted: acceptedQuestions.length, consecutiveFailures: 0 }));
      hooks.onEvent?.({ type: "accepted", attempt: candidate.attempt, question: qa.question, accepted: acceptedQuestions.length });
    }
    return { accepted_questions: acceptedNow, rejected_questions: rejectedNow, consecutive_failures: failures, batch: [], round_rejections: rejectedNow.length };
  };

  /**
   * Ends the document on a lane's exhaustion report when it is final (no candidate of its round was rejected, or the
   * round had none), or after `threshold` consecutive failures; otherwise the next round runs.
   */
  const checkExit = (state: QuestionLoopStateType): Partial<QuestionLoopStateType> => {
    const reported = state.exhaustion_reported;
    if (reported !== null && state.round_rejections === 0) {
      hooks.onEvent?.({ type: "exhausted", reason: reported });
      return { exhausted: true, exhausted_reason: `generator: ${reported}`, exhaustion_reported: null };
    }
    if (state.accepted_questions.length < state.target_count && state.consecutive_failures >= threshold && !state.exhausted) {
      const reason = `${state.consecutive_failures} consecutive failures (threshold ${threshold})`;
      hooks.onEvent?.({ type: "exhausted", reason });
      return { exhausted: true, exhausted_reason: reason, exhaustion_reported: null };
    }
    if (reported !== null) hooks.onEvent?.({ type: "exhaustion_deferred", reason: reported, rejected: state.round_rejections });
    return { exhaustion_reported: null };
  };

  // -------------------------------------------------------------------------------------------------------------

  const afterVisualCheck = (state: QuestionLoopStateType) => (state.skipped_reason ? END : done(state) ? END : "generate");
  const afterGenerate = (state: QuestionLoopStateType) => (state.batch.length > 0 ? "dedupe" : "check_exit");
  const afterCheckExit = (state: QuestionLoopStateType) => (done(state) ? END : "generate");
  const done = (state: QuestionLoopStateType) => state.exhausted || state.accepted_questions.length >= state.target_count;

  return new StateGraph(QuestionLoopState)
    .addNode("check_visuals", checkVisuals)
    .addNode("generate", generate)
    .addNode("dedupe", dedupe)
    .addNode("validate", validate)
    .addNode("settle", settle)
    .addNode("check_exit", checkExit)
    .addEdge(START, "check_visuals")
    .addConditionalEdges("check_visuals", afterVisualCheck, { generate: "generate", [END]: END })
    .addConditionalEdges("generate", afterGenerate, { check_exit: "check_exit", dedupe: "dedupe" })
    .addEdge("dedupe", "validate")
    .addEdge("validate", "settle")
    .addEdge("settle", "check_exit")
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
