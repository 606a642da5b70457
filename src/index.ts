/** The public library API: every command is a function first. */
export { generate, type GenerateOptions, type GenerateSummary, type GenerateEvent } from "./api/generate.js";
export { ingest, type IngestCommandOptions, type IngestReport } from "./api/ingest.js";
export { listRuns, runStatistics, type RunListing, type RunStatistics } from "./api/runs.js";
export { openDocument } from "./api/documents.js";
export { chains, type ChainsOptions, type ChainsSummary, type ChainsEvent } from "./api/chains.js";
export { polish, type PolishOptions, type PolishSummary, type ValidatedChain } from "./api/polish.js";
export { report, type ReportOptions, type ReportSummary } from "./api/report.js";
export { serve, type ServeOptions, type ServeHandle } from "./api/serve.js";
export { reviewQuestion, exportReviewedSet, reviewedSet, reviewedQuestions, reviewStateOf, type ReviewState, type ReviewVerdict, type ReviewedQuestion, type ReviewedSetScope } from "./api/review.js";
export { ReviewRepository, REVIEW_ACTIONS, type ReviewAction, type ReviewRow, type NewReview } from "./store/reviews.js";
export { research, type ResearchOptions, type ResearchSummary, type ResearchEvent, type ResearchQuery, type ResearchQueryResult } from "./api/research.js";
export { icat, type IcatOptions, type IcatSummary, type IcatRow } from "./api/icat.js";
export { runResearchLoop, createResearchGraph, runResearchBaseline, type ResearchModels, type ResearchLoopOptions } from "./graphs/research.js";
export { mcq, MCQ_DEFAULTS, type McqOptions, type McqSummary, type McqEvent } from "./api/mcq.js";
export { runMcqGraph, createMcqGraph, type McqGraphServices } from "./graphs/mcq.js";
export type { McqQuestion, McqDifficulty, McqDifficultyChoice } from "./agents/mcq/question.js";
export type { McqTopicResult, ApprovedMcq, RejectedMcq } from "./agents/mcq/result.js";
export type { McqOutput } from "./outputs/mcq.js";
export { evaluate, type EvalOptions, type EvalSummary } from "./api/eval.js";
export { exportDataset, type ExportOptions, type ExportSummary } from "./api/export.js";
export { readDataset } from "./api/dataset-input.js";
export { httpAnswerer, commandAnswerer, askAnswerer, parseAnswererSpec, splitCommandLine } from "./api/eval-answerers.js";
export { AnswererError, parseAnswererReply, type Answerer, type AnswererRequest, type AnswererReply, type AnswererContext } from "./agents/eval/answerer.js";
export type { QaDataset, DatasetItem, QuestionType } from "./agents/eval/dataset.js";
export type { ScoredQuestion, FailedQuestion, ScoreGroup, EvalAggregate } from "./agents/eval/score.js";
export { EXPORT_FORMATS, type ExportFormat } from "./outputs/export/formats.js";
export { runJudge, decideApproval, type Judgement, type JudgeInput } from "./agents/judge.js";
export { loadCategories, parseCategories, type CategoriesConfig, type Category } from "./config/categories.js";
export { parseRubric, CHAINS_POLISH_RUBRIC, EVAL_CORRECTNESS_RUBRIC, mcqRubric, type Rubric } from "./config/rubric.js";
export { loadTemplate, BUILTIN_TEMPLATES, type PromptTemplate } from "./config/prompt-templates.js";
export { renderReport, writeReport, type ReportDocument } from "./outputs/report/report.js";
export type { ChainRecord } from "./agents/chains/convert.js";
export { answerFromDocument, documentTextStatus, answerToJSON, describeQAError, QA_ERROR_CODES, type AskOptions, type SemanticSearchAnswer, type AnswerSource, type ChunkContext, type DocumentTextStatus, type ProxyCallback, type ProxyCallbackResult, type QAError, type QAErrorCode } from "./api/ask.js";

export { loadDocument, detectFormat, contentHash } from "./documents/load.js";
export type { Document, DocumentFormat, VisualElement, RenderResult, RenderOptions } from "./documents/document.js";
export {
  documentTools,
  readLines,
  searchDocument,
  viewPage,
  listVisualContent,
  type ToolOutput,
  type ToolError,
  type ImageArtifact,
  type ReadLinesData,
  type SearchData,
  type SearchMatch,
  type ViewPageData,
  type VisualManifestData,
  type VisualManifestEntry,
} from "./documents/tools.js";
export { corpusTools, CorpusTools } from "./corpus/tools.js";
export { ingestCorpus } from "./corpus/ingest.js";

export { loadCorpusConfig, parseCorpusConfig, type CorpusConfig, type Scenario } from "./config/corpus-config.js";
export { parseModelSpec, type ModelSpec, type ModelRole, type ModelProvider } from "./config/models.js";
export { resolveRunConfig, assertDistinctValidator, type RunConfig } from "./config/run-config.js";
export { createChatModel } from "./models/create.js";
export { UsageLedger } from "./models/usage.js";

export { runQuestionLoop, createQuestionLoop } from "./graphs/question-loop.js";
export type { QAPair, RejectedQA, RejectionReason, GenerationStats, GenerationResult, CorpusGenerationResult, GenerationMode, Evidence } from "./agents/types.js";

export { QaforgeError, ERROR_CODES, type ErrorCode } from "./errors.js";
