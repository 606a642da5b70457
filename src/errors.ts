/**
 * One error hierarchy for the whole toolkit. Every error a user or a model can meet carries a stable `code`;
 * the CLI maps codes to one clear line and an exit code, and a library user can switch on `code`.
 */
export const ERROR_CODES = {
  document_not_found: "the document does not exist or cannot be read",
  unsupported_format: "the file's format is not one qaforge reads",
  empty_document: "the document has no content",
  binary_document: "the file holds binary data where text was expected",
  corrupt_document: "the document is damaged and cannot be parsed",
  encrypted_document: "the document is encrypted",
  malformed_xml: "the XML is not well formed",
  page_out_of_range: "the page does not exist in the document",
  line_out_of_range: "the line does not exist in the document",
  render_failed: "the page could not be rendered",
  not_applicable: "the operation does not apply to this format",
  path_outside_root: "the path leaves the corpus root",
  invalid_pattern: "the search pattern is not a valid expression",
  invalid_argument: "an argument has the wrong form",
  config_invalid: "a configuration file or option is invalid",
  config_not_found: "a configuration file does not exist",
  same_model_roles: "the validator must be a different model from the generator",
  missing_api_key: "a provider needs an API key that is not set",
  unknown_provider: "the model spec names a provider qaforge does not know",
  llm_error: "a model call failed",
  embedding_failed: "texts could not be embedded",
  semantic_search_failed: "the vector index could not be searched",
  no_text_available: "the document has neither full text nor an abstract to answer from",
  no_fulltext: "the full text is needed but is not available and cannot be fetched",
  download_failed: "the document's full text could not be downloaded",
  database_error: "the database could not be read or written",
  configuration_error: "the question, an option or the configuration is invalid",
  proxy_required: "the full text is only available through the institutional proxy, which was not allowed",
  user_cancelled: "the user declined to fetch the full text through the proxy",
  store_error: "the run database could not be used",
  run_not_found: "no run matches",
  internal_error: "an unexpected internal error",
} as const;

export type ErrorCode = keyof typeof ERROR_CODES;

export class QaforgeError extends Error {
  readonly code: ErrorCode;
  /** What the error is about: a file, a field, a page. Shown before the message by the CLI. */
  readonly subject?: string;

  constructor(code: ErrorCode, message: string, options?: { subject?: string; cause?: unknown }) {
    super(message, options?.cause === undefined ? undefined : { cause: options.cause });
    this.name = "QaforgeError";
    this.code = code;
    this.subject = options?.subject;
  }

  /** One line for a human: `subject: message`. */
  describe(): string {
    return this.subject ? `${this.subject}: ${this.message}` : this.message;
  }

  toJSON(): { code: ErrorCode; message: string } {
    return { code: this.code, message: this.describe() };
  }
}

export function isQaforgeError(value: unknown): value is QaforgeError {
  return value instanceof QaforgeError;
}

/** Wraps anything thrown into a QaforgeError so callers only ever see one shape. */
export function toQaforgeError(value: unknown, fallback: ErrorCode = "internal_error", subject?: string): QaforgeError {
  if (value instanceof QaforgeError) return value;
  const message = value instanceof Error ? value.message : String(value);
  return new QaforgeError(fallback, message, { subject, cause: value });
}
