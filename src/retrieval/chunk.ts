import { createHash } from "node:crypto";

/**
 * A passage of one document, located in `Document.lines` so that every search hit can be cited by line and page.
 * The text is exactly the span from (`startLine`, `startColumn`) to (`endLine`, `endColumn`) of the document's
 * lines joined by "\n": chunks store positions, and `chunkTextFromLines` reproduces the text from them.
 */
export interface Chunk {
  readonly documentId: string;
  /** 1-based position of the chunk within its document. */
  readonly chunkNo: number;
  /** 1-based line of `Document.lines` where the chunk starts. */
  readonly startLine: number;
  /** 0-based column (UTF-16 offset) in `startLine` where the chunk starts. */
  readonly startColumn: number;
  /** 1-based line where the chunk ends (inclusive). */
  readonly endLine: number;
  /** 0-based column in `endLine` just past the chunk's last character. */
  readonly endColumn: number;
  /** 1-based page, only for documents with real pages; a chunk never crosses a page. */
  readonly page?: number;
  /** Headings enclosing the chunk, outermost first (["Monsters A–Z", "Aboleth", "Traits"]). */
  readonly headingPath: readonly string[];
  readonly text: string;
}

export type ChunkSpan = Pick<Chunk, "startLine" | "startColumn" | "endLine" | "endColumn">;

/** The text a span covers: the lines from `startLine` to `endLine` joined by "\n", cut at the two columns. */
export function chunkTextFromLines(lines: readonly string[], span: ChunkSpan): string {
  const covered = lines.slice(span.startLine - 1, span.endLine);
  const lastLine = covered[covered.length - 1] ?? "";
  const joined = covered.join("\n");
  return joined.slice(span.startColumn, joined.length - (lastLine.length - span.endColumn));
}

/**
 * What an embedder sees for a chunk: its heading path as a first line, then the text. Headings carry the topic a
 * passage often leaves implicit ("Actions" under "Aboleth").
 */
export function chunkEmbeddingText(chunk: Pick<Chunk, "headingPath" | "text">): string {
  return chunk.headingPath.length > 0 ? `${chunk.headingPath.join(" › ")}\n${chunk.text}` : chunk.text;
}

/** "lines 12–30, page 2" for citing a chunk to a user or a model. */
export function describeChunkLocation(chunk: Pick<Chunk, "startLine" | "endLine" | "page">): string {
  const lines = chunk.startLine === chunk.endLine ? `line ${chunk.startLine}` : `lines ${chunk.startLine}–${chunk.endLine}`;
  return chunk.page === undefined ? lines : `${lines}, page ${chunk.page}`;
}

/** Identifies a document's chunking: equal fingerprints mean the same chunks with the same spans and text. */
export function chunkSetFingerprint(chunks: readonly Chunk[]): string {
  const hash = createHash("sha256");
  for (const chunk of chunks) {
    hash.update(
      JSON.stringify([chunk.chunkNo, chunk.startLine, chunk.startColumn, chunk.endLine, chunk.endColumn, chunk.page ?? null, chunk.headingPath, chunk.text]),
    );
    hash.update("\n");
  }
  return hash.digest("hex");
}
