import type { DocumentContent, DocumentFormat } from "../document.js";

export interface AdapterInput {
  path: string;
  bytes: Buffer;
}

/** One per format. Turns a file's bytes into line-based content; throws `QaforgeError` with a stable code. */
export interface FormatAdapter {
  readonly format: DocumentFormat;
  /** Lower-case extensions with the dot, e.g. ".md". */
  readonly extensions: readonly string[];
  /** Whether the file is text (so NUL bytes and invalid UTF-8 mean `binary_document`). */
  readonly textual: boolean;
  load(input: AdapterInput): Promise<DocumentContent>;
  /**
   * The page renderer alone, for a document whose text came from the ingest cache (so its text is not parsed
   * again). Formats with a visual layout implement it.
   */
  createRenderer?(input: AdapterInput): DocumentContent["render"];
}
