import { QaforgeError } from "../errors.js";

/** Digits as superscripts: "2,3" → "²,³" (a PDF's footnote marks and powers, and the marks a sentence looks for). */
export function superscriptDigits(digits: string): string {
  return digits.replace(/\d/g, (digit) => "⁰¹²³⁴⁵⁶⁷⁸⁹"[Number(digit)]!);
}

/** Splits text into lines on \n, \r\n or \r, without a trailing empty line for a final newline. */
export function splitLines(text: string): string[] {
  const lines = text.split(/\r\n|\r|\n/);
  if (lines.length > 1 && lines[lines.length - 1] === "") lines.pop();
  return lines;
}

/**
 * Decodes a file that must be text. NUL bytes or a large share of invalid UTF-8 sequences mean the file is binary
 * whatever its extension says. Text that is not valid UTF-8 is read in the charset it declares (an HTML page's
 * "<meta … charset=ISO-8859-1>", an XML declaration's encoding), or as Latin-1 when none of it is UTF-8 (a page's
 * no-break spaces as byte A0 would otherwise read as "Chapter�2."). Valid UTF-8 is read as UTF-8 whatever it declares:
 * pages that declare Latin-1 and are written in UTF-8 are common.
 */
export function decodeText(bytes: Buffer, path: string): string {
  const sample = bytes.subarray(0, 64 * 1024);
  if (sample.includes(0)) {
    throw new QaforgeError("binary_document", "holds binary data (NUL bytes) but its extension says text", { subject: path });
  }
  const text = new TextDecoder("utf-8", { fatal: false }).decode(bytes);
  const replacements = countReplacementChars(text.slice(0, 64 * 1024));
  if (replacements === 0) return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const declared = declaredDecoder(sample);
  if (declared) return declared.decode(bytes);
  // Latin-1 text is still text: decode it as such rather than refusing it. Few stray bytes in UTF-8 text (one
  // character of another encoding pasted in) leave the UTF-8 reading, whose other characters Latin-1 would garble.
  const utf8Characters = /[\u0080-\ufffc\ufffe\uffff]/.test(text.slice(0, 64 * 1024));
  if ((replacements > 8 && replacements / Math.min(text.length, 64 * 1024) > 0.01) || !utf8Characters) {
    if (!looksLikeLatin1Text(sample)) {
      throw new QaforgeError("binary_document", "is not valid UTF-8 or Latin-1 text", { subject: path });
    }
    return new TextDecoder("latin1").decode(bytes);
  }
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

/** The decoder of the charset a page or an XML file declares at its top, when it is a known one other than UTF-8. */
function declaredDecoder(sample: Buffer): InstanceType<typeof TextDecoder> | undefined {
  const head = sample.subarray(0, 4096).toString("latin1");
  const label = /<meta\b[^>]*\bcharset\s*=\s*["']?([\w.:-]+)/i.exec(head)?.[1] ?? /^\s*<\?xml\b[^>]*\bencoding\s*=\s*["']([\w.:-]+)["']/i.exec(head)?.[1];
  if (!label || /^utf-?8$/i.test(label)) return undefined;
  try {
    return new TextDecoder(label.toLowerCase());
  } catch {
    return undefined;
  }
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
