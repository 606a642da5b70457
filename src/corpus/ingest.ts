import { readFile } from "node:fs/promises";
import { availableParallelism } from "node:os";
import { createDocument, type Document, type DocumentContent, type DocumentFormat } from "../documents/document.js";
import { adapterForFormat } from "../documents/formats/index.js";
import { contentHash, documentFromBytes } from "../documents/load.js";
import { documentWarning } from "../documents/readability.js";
import { QaforgeError, toQaforgeError } from "../errors.js";
import { SUPPORTED_EXTENSIONS } from "../documents/formats/index.js";
import { discoverCorpus, type DiscoveredFile, type Discovery } from "./discover.js";

/** The serialisable part of a document: what the cache keeps so that an unchanged file is never parsed twice. */
export type CachedContent = Omit<DocumentContent, "render">;

/**
 * Where ingest keeps extracted content, keyed by content hash. The store implements it with SQLite; the corpus
 * layer only knows this port.
 */
export interface DocumentCache {
  getContent(hash: string): { format: DocumentFormat; content: CachedContent } | undefined;
  putContent(hash: string, format: DocumentFormat, content: CachedContent): void;
  recordIngest(root: string, entry: IngestEntry): void;
}

export interface IngestEntry {
  /** Path relative to the corpus root. */
  path: string;
  absolutePath: string;
  format?: DocumentFormat;
  hash?: string;
  pages: number;
  lines: number;
  visuals: number;
  status: "ok" | "error";
  /** True when the content came from the cache (the file was unchanged). */
  cached: boolean;
  error?: { code: string; message: string };
  /** Why the document's text cannot be read (no text layer, glyphs without characters), when it cannot. */
  warning?: string;
}

export interface IngestProgress {
  done: number;
  total: number;
  entry: IngestEntry;
}

export interface IngestOptions {
  cache?: DocumentCache;
  /** Absolute paths inside the corpus that are not documents (qaforge's own database and exports). */
  exclude?: readonly string[];
  /** Documents parsed at once. */
  concurrency?: number;
  onProgress?: (progress: IngestProgress) => void;
  /** Called with every successfully loaded document (for the text export). */
  onDocument?: (document: Document, entry: IngestEntry) => Promise<void> | void;
}

export interface IngestResult {
  root: string;
  isFile: boolean;
  entries: IngestEntry[];
  failed: number;
}

/**
 * Loads every document of a corpus once. Unchanged files (same content hash) come from the cache without being
 * parsed again; a file that fails is recorded with its error and the rest go on.
 */
export async function ingestCorpus(target: string, options: IngestOptions = {}): Promise<IngestResult> {
  const discovery = await discoverCorpus(target, { exclude: options.exclude });
  return ingestDiscovered(discovery, options);
}

export async function ingestDiscovered(discovery: Discovery, options: IngestOptions = {}): Promise<IngestResult> {
  const entries: IngestEntry[] = new Array(discovery.files.length);
  const concurrency = Math.max(1, options.concurrency ?? Math.min(4, availableParallelism()));
  let next = 0;
  let done = 0;

  const worker = async () => {
    while (next < discovery.files.length) {
      const index = next++;
      const file = discovery.files[index]!;
      const { entry, document } = await ingestFile(file, options.cache);
      if (document && options.onDocument) {
        try {
          await options.onDocument(document, entry);
        } catch (error) {
          const failure = toQaforgeError(error, "internal_error", file.relativePath);
          entry.status = "error";
          entry.error = { code: failure.code, message: failure.describe() };
        }
      }
      options.cache?.recordIngest(discovery.root, entry);
      entries[index] = entry;
      options.onProgress?.({ done: ++done, total: discovery.files.length, entry });
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, discovery.files.length) }, worker));
  return {
    root: discovery.root,
    isFile: discovery.isFile,
    entries,
    failed: entries.filter((entry) => entry.status === "error").length,
  };
}

async function ingestFile(
  file: DiscoveredFile,
  cache: DocumentCache | undefined,
): Promise<{ entry: IngestEntry; document?: Document }> {
  const base = { path: file.relativePath, absolutePath: file.path, format: file.format, pages: 0, lines: 0, visuals: 0 };
  try {
    if (!file.format) {
      throw new QaforgeError(
        "unsupported_format",
        `not a format qaforge reads (supported: ${SUPPORTED_EXTENSIONS.join(" ")} and maildir messages)`,
        { subject: file.relativePath },
      );
    }
    const bytes = await readFile(file.path);
    const document = await loadWithCache(file.path, bytes, file.format, cache);
    const warning = documentWarning(document);
    return {
      document,
      entry: {
        ...base,
        hash: document.id,
        pages: document.pageCount,
        lines: document.lines.length,
        visuals: document.visuals().length,
        status: "ok",
        cached: cacheHit.has(document),
        ...(warning ? { warning } : {}),
      },
    };
  } catch (error) {
    const failure = toQaforgeError(error, "corrupt_document", file.relativePath);
    return {
      entry: { ...base, status: "error", cached: false, error: { code: failure.code, message: failure.message } },
    };
  }
}

const cacheHit = new WeakSet<Document>();

/**
 * The revision of what the format adapters make of a file's bytes. Raise it with any change to an adapter's lines,
 * pages or visuals, so that content extracted by an earlier qaforge is extracted again instead of served from the
 * cache (2: HTML headings keep their level as "#" marks and permalinks are dropped, also in DOCX and email; 3: JATS
 * section titles marked with their level; 4: a Markdown title without its badges and inline HTML, an HTML page's
 * Sphinx "<no title>" placeholder replaced by its first heading; 5: a PDF's numbered footnote mark written as a
 * superscript after its word; 6: an HTML table's marked header rows ruled off with "--- | ---", a Haddock function
 * with documented arguments written with its whole signature; 7: a PDF text's shadow, drawn a point or two off it, read
 * once; 8: a numpydoc field's definitions written as items, "- `k` (int) – Width of the window"; 9: text that is not
 * valid UTF-8 read in the charset its page declares, or as Latin-1 when none of it is UTF-8; 10: entries of Sphinx's C,
 * C++ and JavaScript domains written as headings, "#### type `version`", like its Python domain's; 11: a Haddock
 * record's fields written a row each under "Fields", "gcStatsNumGcs :: !Int64 | Number of garbage collections …"; 12: an
 * HTML page's footnote marks and back-links left out, "… from Crayola's crayons." without its "↩︎"; 13: an HTML list
 * item whose text is a paragraph, `<li><p>…</p></li>`, written with its "- "; 14: a Sphinx 1.x entry, `<dl class="method">`
 * with its name in `<code class="descname">`, written as a heading like a later Sphinx's; 15: a section's own
 * `<header>` kept (gi-docgen's page title, "# Fwupd.Client.activate"), an empty `<span class="sep">` between a name's
 * parts written as a dot; 16: an RDoc method's heading written as one, "#### address()", without the "click to toggle
 * source" advice and the source the page hides until clicked; 17: a table laid out as a grid of `<div>`s, Javadoc 17's
 * `div.summary-table`, written as a table, "public static final int | RING_SIZE | 1000"; 18: an RDoc method headed by
 * its author's call sequences, `<span class="method-callseq">`, headed by the first, "#### figure_name(num)", with the
 * sequences under it; 19: a manual page formatted by man(1) inside a `<pre>` written as a page: its sections' names as
 * headings, a paragraph a line at the margin, an option's tag over its text; 20: a Sphinx permalink that writes its
 * module twice names the entry as the page shows it; 21: a Markdown table named by the heading above it in that
 * heading's words, without its inline HTML, "Table under "Types""; 22: a Jupyter notebook, `.ipynb` or Sphinx's
 * `.ipynb.txt`, read as the Markdown it holds instead of its JSON as text; 23: an HTML paragraph's words end at its end, so that two
 * paragraphs in one table cell are not run together, "metadataWe"; 24: LaTeX source, `.tex`, `.ltx`, Sweave's `.Rnw`, and a
 * text file whose opening is LaTeX's, read as the Markdown it typesets, line for line; 25: the argument of a LaTeX command
 * the reader does not know is read on, its known commands converted, "\frobnicate{\texttt{x}}" → "\frobnicate{`x`}"; 26: a Haddock
 * documentation chunk between entries set apart from the entry above by a blank line; 27: a PDF without a title in its
 * metadata takes the one typeset on its first page, "The CGDS-R library"; 28: measured against the body's type of its
 * first three pages, so that a title page of the title, its authors and date alone gives it; 29: a manual page that man2html
 * splits into a `<pre>` per section under its `<h2>` read as one formatted page, paragraph by paragraph; 30: a PDF's number
 * set small and raised against a symbol, a short name or a number written as the power it is: "op²", "10¹²", not "op2").
 * `src/corpus/content-revision.test.ts` fails when an adapter's output changes and this does not.
 */
export const CONTENT_REVISION = 30;

/** The ingest cache's key of a file's content: its hash, and the adapters' revision after the first. */
export function contentCacheKey(hash: string): string {
  return CONTENT_REVISION > 1 ? `${hash}@${CONTENT_REVISION}` : hash;
}

/** A document from the cache when its bytes were seen before by these adapters, otherwise parsed and cached. */
export async function loadWithCache(
  path: string,
  bytes: Buffer,
  format: DocumentFormat,
  cache: DocumentCache | undefined,
): Promise<Document> {
  const hash = contentHash(bytes);
  const cached = cache?.getContent(contentCacheKey(hash));
  if (cached && cached.format === format) {
    const adapter = adapterForFormat(format);
    const render = adapter.createRenderer?.({ path, bytes });
    const document = createDocument({ id: hash, path, format }, { ...cached.content, render });
    cacheHit.add(document);
    return document;
  }
  const document = await documentFromBytes(path, bytes, format);
  cache?.putContent(contentCacheKey(hash), format, contentOf(document));
  return document;
}

/** The cacheable content of a loaded document. */
export function contentOf(document: Document): CachedContent {
  const pageStarts: number[] = [];
  if (document.hasPages) for (let page = 1; page <= document.pageCount; page++) pageStarts.push(document.firstLineOfPage(page)!);
  return {
    lines: [...document.lines],
    pageStarts: document.hasPages ? pageStarts : undefined,
    visuals: [...document.visuals()],
    title: document.title,
    abstract: document.abstract,
    attachments: [...document.attachments],
  };
}
