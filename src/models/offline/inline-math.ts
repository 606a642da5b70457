/**
 * Math in prose, as the offline engine reads it. R Markdown and MathJax HTML keep TeX: inline "\(\alpha\)" inside
 * sentences, display "\[ … \]" set apart; a PDF's text layer has formula characters. A question and its answer are in
 * words: math may stay in a fronted condition of a question ("For \(\phi \rightarrow \infty\), what …?"), never in
 * what it asks of nor in an answer; a clause that brings in a formula is cut off, and a sentence is read only up to its
 * display math.
 */

/** Inline math of a TeX source or of MathJax HTML, or formula characters of a PDF's text. */
export const MATH = /\\[()[\]]|\\[a-zA-Z]{2,}|[\u27E6\u27E7≤≥≈∞→∑∏√±]|_\{/;

/** Math in a text as a question or an answer would carry it: MATH outside code spans, or a relation between symbols. */
export function holdsMath(text: string): boolean {
  const prose = text.replace(/`[^`]*`/g, "code");
  return MATH.test(prose) || /(?:^|\s)[=<>](?:\s|$)/.test(prose);
}

/** A shielded math span (shieldMath). */
export const SHIELDED = /[\u27E6\u27E7]/;

/**
 * Inline TeX math ("\(\alpha\)", as R Markdown and MathJax HTML keep it) written as one unit, "⟦\alpha⟧", with its own
 * parentheses turned into "⦅⦆": the aside and parenthesis rules would otherwise cut it apart. unshieldMath undoes it.
 */
export function shieldMath(text: string): string {
  return text.replace(/\\\((.*?)\\\)/g, (whole, inner: string) => (isTeX(inner) ? `\u27E6${inner.replace(/\(/g, "\u2985").replace(/\)/g, "\u2986")}\u27E7` : whole));
}

/**
 * What TeX delimiters hold when they hold math: a symbol ("y", "N", "1"), a command ("\alpha") or an operator. A
 * Markdown escape ("dict\[ionary\]", "foo\(bar\)") holds a word.
 */
function isTeX(inner: string): boolean {
  return /^\s*(?:[A-Za-z]|-?\d+(?:\.\d+)?)\s*$/.test(inner) || /\\[A-Za-z]+|[=<>^_+*/|{}]|\s-\s/.test(inner) || /^\s/.test(inner);
}

export function unshieldMath(text: string): string {
  return text.replace(/\u27E6(.*?)\u27E7/g, (_, inner: string) => `\\(${inner.replace(/\u2985/g, "(").replace(/\u2986/g, ")")}\\)`);
}

/**
 * "The frob family implements a hazards model which assumes a hazard ⟦h(y) = …⟧ …": what a sentence states in words
 * ends before the first relative clause, "with" phrase or conjunct that brings in a formula; the words before it are a
 * statement of their own. Math before any such word is in the subject or the verb's object, and stays (to be refused).
 */
export function beforeMathClause(main: string, minWords = 4): string {
  const at = main.indexOf("\u27E6");
  if (at < 0) return main;
  const connectives = [...main.slice(0, at).matchAll(/,?\s+(?:which|that|where|with|and|or|so that|such that|whereas)\s/g)];
  const cut = connectives.at(-1);
  if (!cut || main.slice(0, cut.index).split(" ").length < minWords) return main;
  return `${main.slice(0, cut.index)}.`;
}

/**
 * Display math ("\[ f(y) = … \]") is a formula set apart from the text: the sentence's words before it state the fact
 * ("… is the dirichlet family with density"), what follows is the formula's own "where …" or the next sentence, which
 * the sentence view runs on into this one.
 */
export function beforeDisplayMath(text: string): string {
  const display = /\\\[([\s\S]*?)(?:\\\]|$)/.exec(text);
  if (!display || !isTeX(display[1]!)) return text;
  const at = display.index;
  // The phrase that introduces the formula ("with density", "and has density", "is given by") says nothing without it.
  const words = text.slice(0, at).trimEnd().replace(/(?:,?\s+(?:and\s+)?(?:has|with)\s+(?:the\s+|a\s+)?[a-z-]+|\s+of\s+the\s+form|\s+(?:is|are)\s+(?:given|defined|computed|written)\s+(?:by|as)|\s+given\s+by|\s+as\s+follows|:)$/, "");
  return /[.!?]$/.test(words) ? words : `${words}.`;
}

