import { QaforgeError } from "../errors.js";

/** Splits text into lines on \n, \r\n or \r, without a trailing empty line for a final newline. */
export function splitLines(text: string): string[] {
  const lines = text.split(/\r\n|\r|\n/);
  if (lines.length > 1 && lines[lines.length - 1] === "") lines.pop();
  return lines;
}

/**
 * Decodes a file that must be text. NUL bytes or a large share of invalid UTF-8 sequences mean the file is binary
 * whatever its extension says.
 */
export function decodeText(bytes: Buffer, path: string): string {
  const sample = bytes.subarray(0, 64 * 1024);
  if (sample.includes(0)) {
    throw new QaforgeError("binary_document", "holds binary data (NUL bytes) but its extension says text", { subject: path });
  }
  const text = new TextDecoder("utf-8", { fatal: false }).decode(bytes);
  const replacements = countReplacementChars(text.slice(0, 64 * 1024));
  if (replacements > 8 && replacements / Math.min(text.length, 64 * 1024) > 0.01) {
    // Latin-1 text is still text: decode it as such rather than refusing it.
    if (!looksLikeLatin1Text(sample)) {
      throw new QaforgeError("binary_document", "is not valid UTF-8 or Latin-1 text", { subject: path });
    }
    return new TextDecoder("latin1").decode(bytes);
  }
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

function countReplacementChars(text: string): number {
  let count = 0;
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) === 0xfffd) count++;
  return count;
}

function looksLikeLatin1Text(sample: Buffer): boolean {
  let control = 0;
  for (const byte of sample) {
    if (byte < 0x09 || (byte > 0x0d && byte < 0x20) || (byte >= 0x7f && byte < 0xa0)) control++;
  }
  return control / Math.max(sample.length, 1) < 0.01;
}

/** Collapses runs of whitespace to one space and trims. */
export function normaliseSpace(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}
