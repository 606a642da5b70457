import { createHash } from "node:crypto";
import { readFile, stat } from "node:fs/promises";
import { extname } from "node:path";
import { QaforgeError, toQaforgeError } from "../errors.js";
import { createDocument, type Document, type DocumentContent, type DocumentFormat } from "./document.js";
import { adapterForExtension, adapterForFormat, SUPPORTED_EXTENSIONS } from "./formats/index.js";
import { isNotebookPath } from "./formats/notebook.js";

/** RFC 822 headers that mark an extension-less file (a maildir message) as email. */
const EMAIL_HEADER = /^(?:message-id|from|to|subject|date|received|return-path|mime-version|x-[\w-]+):/i;

export function contentHash(bytes: Buffer): string {
  return createHash("sha256").update(bytes).digest("hex");
}

/**
 * The format of a file from its extension (a notebook's, `.ipynb` or `.ipynb.txt`, is Markdown's); extension-less files whose first line is an RFC 822 header are email
 * (maildir messages have names like `1_` or `1234.host`).
 */
export function detectFormat(path: string, head?: Buffer): DocumentFormat | undefined {
  // Sphinx publishes a notebook's source as `_sources/name.ipynb.txt`: a notebook, read as the Markdown it holds.
  if (isNotebookPath(path)) return "markdown";
  const extension = extname(path);
  const adapter = extension && !/^\.\d+$/.test(extension) ? adapterForExtension(extension) : undefined;
  if (adapter) return adapter.format;
  if (head && looksLikeEmail(head)) return "email";
  return undefined;
}

function looksLikeEmail(head: Buffer): boolean {
  const firstLine = head.subarray(0, 512).toString("latin1").split(/\r?\n/, 1)[0] ?? "";
  return EMAIL_HEADER.test(firstLine);
}

export interface LoadDocumentOptions {
  /** Force a format instead of detecting it. */
  format?: DocumentFormat;
}

/** Reads one file into a `Document`. Every failure is a `QaforgeError` naming the file. */
export async function loadDocument(path: string, options: LoadDocumentOptions = {}): Promise<Document> {
  const bytes = await readDocumentBytes(path);
  const format = options.format ?? detectFormat(path, bytes);
  if (!format) {
    const extension = extname(path) || "(no extension)";
    throw new QaforgeError(
      "unsupported_format",
      `unsupported file type ${extension}; qaforge reads ${SUPPORTED_EXTENSIONS.join(" ")} and maildir messages`,
      { subject: path },
    );
  }
  return documentFromBytes(path, bytes, format);
}

export async function documentFromBytes(path: string, bytes: Buffer, format: DocumentFormat): Promise<Document> {
  if (bytes.length === 0) throw new QaforgeError("empty_document", "the file is empty", { subject: path });
  const adapter = adapterForFormat(format);
  let content: DocumentContent;
  try {
    content = await adapter.load({ path, bytes });
  } catch (error) {
    throw toQaforgeError(error, "corrupt_document", path);
  }
  if (content.lines.every((line) => line.trim() === "")) {
    const pages = content.pageStarts?.length ?? 1;
    const scanned = format === "pdf" ? ` (${pages} ${pages === 1 ? "page" : "pages"} without a text layer: a scanned document? qaforge reads text, it does not recognise it in images)` : "";
    throw new QaforgeError("empty_document", `no text could be extracted from the document${scanned}`, { subject: path });
  }
  return createDocument({ id: contentHash(bytes), path, format }, content);
}

async function readDocumentBytes(path: string): Promise<Buffer> {
  try {
    const info = await stat(path);
    if (info.isDirectory()) {
      throw new QaforgeError("invalid_argument", "is a folder, not a document", { subject: path });
    }
    return await readFile(path);
  } catch (error) {
    if (error instanceof QaforgeError) throw error;
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "ENOENT") throw new QaforgeError("document_not_found", "no such file", { subject: path });
    if (code === "EACCES") throw new QaforgeError("document_not_found", "permission denied", { subject: path });
    throw toQaforgeError(error, "document_not_found", path);
  }
}
