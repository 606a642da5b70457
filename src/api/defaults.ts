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
