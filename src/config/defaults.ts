/**
 * The commands' default settings, in a module that imports nothing: the CLI shows them in `--help` without loading
 * the pipelines (which load the model providers, the document formats and the graphs) before a command runs.
 */

/** generate: candidates of one document written at once. */
export const DEFAULT_PER_DOCUMENT_CONCURRENCY = 3;

/** polish: chains judged at once. */
export const DEFAULT_POLISH_CONCURRENCY = 32;
/** polish: judged chains between two rewrites of qa_chains_validated.json. */
export const DEFAULT_CHECKPOINT_EVERY = 50;

/** chains: chains asked of each category. */
export const DEFAULT_CHAINS_TARGET = 5;
/** chains: categories worked on at once. */
export const DEFAULT_CATEGORY_CONCURRENCY = 3;
/** chains: longest one agent invocation may run, in seconds. */
export const DEFAULT_INVOCATION_TIMEOUT_S = 900;
/** chains: further tries of a category whose reply could not be parsed. */
export const DEFAULT_MAX_RETRIES = 2;

/** eval: questions answered at once. */
export const DEFAULT_EVAL_CONCURRENCY = 4;

/** mcq: the settings a user leaves out. */
export const MCQ_DEFAULTS = { numQuestions: 5, maxIterations: 3, topK: 5, plateauDelta: 0.02, concurrency: 2, difficulty: "medium" } as const;

/** serve: the port on 127.0.0.1. */
export const DEFAULT_SERVE_PORT = 4173;

/** research: passages retrieved for each sub-query. */
export const DEFAULT_TOP_K = 5;
