/**
 * Whether a document's text reads as words. A PDF whose fonts map their glyphs to no characters (old dvips output
 * with Type 3 bitmap fonts numbered in the order the document first uses them; some subsetted fonts without a
 * ToUnicode map) has a text layer of symbols, "ˆ´¨˜˝˜ˇ˚¨˘˙¯" and "Â³ÝÏ¼Í»¾Ä¾", that no text extractor reads, and a
 * scanned PDF has none at all. Both look like a document with nothing to ask; the user should hear why instead.
 */

import type { Document } from "./document.js";

export interface TextReadability {
  /** Whitespace-separated tokens with a letter or digit. */
  tokens: number;
  /** Of those, tokens that look like a word of some language. */
  words: number;
  /** words / tokens; 1 when there are no tokens. */
  share: number;
}

// Fewer tokens than this say too little: a title page, a figure file.
const MIN_TOKENS = 200;
// Real documents measured at 0.26–0.95 (code-heavy R vignettes lowest), the dvips vignette at 0.01.
const MIN_WORD_SHARE = 0.1;
const EDGE_PUNCTUATION = /^[("'“‘[{<*_`¿¡]+|[)"'”’\]}>.,;:!?*_`]+$/gu;
// A word: letters of one case pattern (lower, Capitalised or UPPER) with inner hyphens or apostrophes.
const WORD = /^(?:\p{Lu}?\p{Ll}+|\p{Lu}+)(?:[-'’](?:\p{L}+))*$/u;
// Scripts without case (Arabic, Hebrew, Indic, Korean) and without spaces (Chinese, Japanese, Thai, where a clause is
// one token): a token of theirs that is mostly letters reads. Not "other letters" at large: "ª" and "º" are ones.
const UNCASED = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Thai}\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Devanagari}\p{Script=Bengali}\p{Script=Tamil}\p{Script=Ethiopic}]/u;
const LATIN = /\p{Script=Latin}/u;
const LATIN_VOWEL = /[aeiouyAEIOUYà-æè-ïò-öù-üÀ-ÆÈ-ÏÒ-ÖÙ-Ü]/u;
// Two letters of Latin-1's accented range side by side ("Â³Ý", "ÃÐ") are mojibake, not a language's spelling.
const ACCENT_RUN = /[\u00c0-\u00ff][\u00c0-\u00ff]/u;

export function textReadability(lines: Iterable<string>): TextReadability {
  let tokens = 0;
  let words = 0;
  for (const line of lines) {
    for (const token of line.split(/\s+/)) {
      if (!/[\p{L}\p{N}]/u.test(token)) continue;
      tokens++;
      const core = token.replace(EDGE_PUNCTUATION, "");
      if (UNCASED.test(core) && !ACCENT_RUN.test(core)) {
        if ((core.match(/\p{L}/gu)?.length ?? 0) * 2 >= core.length) words++;
        continue;
      }
      if (core.length < 2 || !WORD.test(core) || ACCENT_RUN.test(core)) continue;
      if (LATIN.test(core) && !LATIN_VOWEL.test(core)) continue;
      words++;
    }
  }
  return { tokens, words, share: tokens === 0 ? 1 : words / tokens };
}

/** What a user should hear about a document that loaded but whose text cannot be read (ingest and generate say it). */
export function documentWarning(document: Pick<Document, "lines" | "hasPages" | "pageCount">): string | undefined {
  return unreadableText(document.lines, document.hasPages ? document.pageCount : 1);
}

/**
 * Why a document's text cannot be read, in words for the user, or undefined when it can. `pages` is the number of
 * layout pages (a PDF with pages and next to no text has no text layer).
 */
export function unreadableText(lines: Iterable<string>, pages = 1): string | undefined {
  const readability = textReadability(lines);
  if (readability.tokens < MIN_TOKENS) {
    if (pages > 1 && readability.tokens < 10 * pages) {
      return `${pages} pages with ${readability.tokens === 0 ? "no text" : `only ${readability.tokens} words of text`}: a scanned document without a text layer? Questions need a model that views the rendered pages`;
    }
    return undefined;
  }
  if (readability.share >= MIN_WORD_SHARE) return undefined;
  const percent = Math.round(readability.share * 100);
  return `its text does not read as words (${percent} % of ${readability.tokens} tokens are words): its fonts map glyphs to no characters, as old dvips PDFs' bitmap fonts do; questions need a model that views the rendered pages`;
}
