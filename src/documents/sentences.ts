import type { Document } from "./document.js";
import { STOPWORDS } from "./words.js";
import { perText } from "./per-text.js";
import { superscriptDigits } from "./text-utils.js";

/**
 * The sentence view of a document: the line-based text (what the tools number) read back as running prose.
 * Sentences run across wrapped lines and page breaks, words hyphenated at a line end are joined where the joined
 * form is a word, running heads and page numbers are left out, and every sentence keeps the range of lines it came
 * from so that evidence stays exact. The offline questioner, reader and answerer and the chunker all read prose
 * through this module.
 */

export interface Sentence {
  text: string;
  /** 1-based first and last line of the line-based text the sentence was read from. */
  startLine: number;
  endLine: number;
  /**
   * The sentence begins as a sentence does (a capital, a digit, an opening quote) and ends with its full stop; false
   * for a fragment cut by the edge of the lines given, or a list item without a full stop.
   */
  complete: boolean;
}

/** Lines by 1-based number: a whole document, or the parts of one that a tool returned. */
export type NumberedLines = ReadonlyMap<number, string>;

export interface SentenceViewOptions {
  /** Read only sentences that start on lines from–to (lines shortly before `from` are read to find where one begins). */
  from?: number;
  to?: number;
  /** Lines known to be page furniture, in addition to those recognised by their shape. */
  furniture?: ReadonlySet<number>;
}

const TERMINAL = /[.!?]["”’')\]]*$/;
/** Words after which a full stop does not end a sentence. */
const ABBREVIATIONS = new Set([
  "mr", "mrs", "ms", "dr", "prof", "st", "vs", "v", "cf", "e.g", "i.e", "al", "fig", "figs", "eq", "eqs",
  "inc", "ltd", "co", "corp", "jr", "sr", "approx", "ca", "c", "ref", "refs", "vol", "vols", "pp", "p",
  "ed", "eds", "univ", "supp", "resp", "dept", "jan", "feb", "mar", "apr", "jun",
  "jul", "aug", "sep", "sept", "oct", "nov", "dec", "u.s", "u.k", "ph.d", "b.c", "a.d", "viz", "cit", "ibid",
  // written without their stops: "… aliases for types, eg. `{Path: 'String'}` would …"
  "eg", "ie",
]);
/**
 * Abbreviations that are also words a sentence ends on ("… for a given sequence id.", "… of the app.", "Answer no."):
 * abbreviations only before a number ("No. 5", "Sec. 3.2", "Art. 12", "Id. 4"). "etc." before a capital ends its
 * sentence ("… creation, deletion, enumeration, etc. There is …").
 */
const NUMBERED_ABBREVIATIONS = new Set(["no", "nos", "id", "sec", "secs", "ch", "cal", "app", "ann", "art", "est", "op", "tab"]);

// ---------------------------------------------------------------------------------------------------------------
// Lines: prose, structure and furniture

/** A page number alone on its line: "12", "- 12 -", "Page 3 of 10", "iv". */
const PAGE_NUMBER = /^\s*(?:[-–—]\s*)?(?:page\s+)?(?:\d{1,4}|[ivxlc]{1,6})(?:\s*(?:\/|of)\s*\d{1,4})?(?:\s*[-–—])?\s*$/i;
/** A running head with its page number: "2 Linear Mixed Models with lme4", "Douglas Bates, Martin Mächler 3". */
const NUMBERED_HEAD = /^\s*\d{1,4}\s{1,4}\p{Lu}[^.!?]{3,100}$|^\s*\p{Lu}[^.!?]{3,100}?\s{1,4}\d{1,4}\s*$/u;
/** A running head that begins with a lower-case name ("4 zoo: An S3 Class and Methods …"): mostly capitalised words. */
function isTitleHead(text: string): boolean {
  const match = /^\s*\d{1,4}\s{1,4}(\S[^.!?]{3,100})$/u.exec(text);
  if (!match) return false;
  const tokens = match[1]!.split(/\s+/).filter((token) => /\p{L}/u.test(token));
  const capitalised = tokens.filter((token) => /^\p{Lu}/u.test(token)).length;
  return tokens.length >= 3 && capitalised / tokens.length >= 0.5 && /:/.test(match[1]!);
}

/**
 * Lines that are page furniture: page numbers, running heads that carry one, and short lines that recur through the
 * document (a journal's name at the top of every page). Only lines that cannot be part of a sentence qualify.
 */
/** The lines of page furniture (running heads and footers, page numbers); a copy the caller may add to. */
export function furnitureLines(lines: NumberedLines): Set<number> {
  return new Set(furnitureOf(lines));
}

const furnitureOf = perText((lines: NumberedLines): ReadonlySet<number> => {
  const furniture = new Set<number>();
  const recurring = new Map<string, number[]>();
  for (const [line, text] of lines) {
    const trimmed = text.trim();
    if (trimmed === "") continue;
    if (PAGE_NUMBER.test(trimmed) || isTitleHead(trimmed) || (NUMBERED_HEAD.test(trimmed) && !TERMINAL.test(trimmed) && trimmed.split(/\s+/).length <= 14)) {
      furniture.add(line);
      continue;
    }
    if (trimmed.length <= 90 && !TERMINAL.test(trimmed)) {
      const key = trimmed.toLowerCase().replace(/\d+/g, "#").replace(/\s+/g, " ");
      const seen = recurring.get(key);
      if (seen) seen.push(line);
      else recurring.set(key, [line]);
    }
  }
  // A short line seen on three or more far-apart lines is a running head or footer, not a heading. Seen twice, it is
  // one when it carries the page's number and that number grows ("trace2dbest 3.0 UserGuide 10" … "… 11"): the lines
  // a tool returned may hold only two pages' heads.
  for (const [key, at] of recurring) {
    if (at.length < 2 || /^[#\s|:*-]*$/.test(key) || /^\s*[|#>-]/.test(key)) continue;
    const spread = at.every((line, index) => index === 0 || line - at[index - 1]! > 10);
    if (spread && (at.length >= 3 || pagesNumbered(at.map((line) => lines.get(line)!.trim())))) for (const line of at) furniture.add(line);
  }
  return furniture;
});

/**
 * Whether lines that differ only in their digits are running heads numbered by page: three words or more beside a
 * number at the line's start or end ("12 Linear Mixed Models", "trace2dbest 3.0 UserGuide 11"), the number growing
 * from each line to the next.
 */
function pagesNumbered(texts: readonly string[]): boolean {
  const numbers = texts.map((text) => {
    const match = /^(\d{1,4})\s+(\S.*)$|^(.*\S)\s+(\d{1,4})$/.exec(text);
    if (!match) return undefined;
    const rest = match[2] ?? match[3]!;
    return rest.split(/\s+/).length >= 3 ? Number(match[1] ?? match[4]) : undefined;
  });
  return numbers.every((number, index) => number !== undefined && (index === 0 || number > numbers[index - 1]!));
}

/** What a line is to the sentence view. */
type LineRole = "prose" | "break" | "skip";

/** Doxygen's notes under a member's description: where it is used, what it implements or overrides, where it is defined. */
const DOXYGEN_NOTE = /^(?:(?:Referenced by|References|Implemented in|Implements|Reimplemented (?:from|in))\s+(\S+)|Definition at line \d+ of file\s+\S+)/;

/**
 * Whether a line is one of Doxygen's notes under a member ("Referenced by exif_data_new(), …", "References
 * exif_mem_new().", "Implements bliss::AbstractGraph.", "Reimplemented from codec.", "Definition at line 565 of file
 * isoSpec++.h."): the one recogniser of them, for the sentence view and for the engine's reading of an entry. Anywhere
 * in a text (`named`), the first name must read as code (a call's parentheses, a scope's "::" or an underscore), since
 * a sentence may open "References to other work …"; under an entry's description any name will do ("Implements codec.").
 */
export function isDoxygenNote(line: string, options: { named?: boolean } = {}): boolean {
  const note = DOXYGEN_NOTE.exec(line.trim());
  if (!note) return false;
  return !options.named || note[1] === undefined || /\(\)|::|_/.test(note[1]);
}

/**
 * A vector as R prints it, indexed from "[1]": strings, numbers or logicals ('[1] "Normal Completion"', "[1] 2.56",
 * '[6] "stats" "s.misc"', which knitr marks "##" in a vignette's text). A numbered reference ("[1] J. M. Cheverud, …")
 * starts with a name instead.
 */
const PRINTED_VECTOR = /^\[\d+\]\s+(?:["'\d.-]|TRUE\b|FALSE\b|NA\b)/;

/** Whether a line (without knitr's "##") is R's printed vector: the one recogniser of it. */
export function isPrintedVector(line: string): boolean {
  return PRINTED_VECTOR.test(line.trim());
}

/** A console's prompt in front of a command: "> ", "R> ", ">>> ", "$ ", "% ", "# ". */
const CONSOLE_PROMPT = /^(?:[>$%#]|\w{1,3}>|>>>)\s/;

/**
 * A console's continuation line ("+ " in R, under its prompt's line): code, no list item. A "+ " line that no prompt
 * line stands right above (through other "+ " lines) is a Markdown list item, as a changelog writes them.
 */
function isConsoleContinuation(lines: NumberedLines, line: number): boolean {
  if (!/^\s*\+\s/.test(lines.get(line) ?? "")) return false;
  for (let at = line - 1; at >= line - 200; at--) {
    const above = (lines.get(at) ?? "").trim();
    if (/^\+\s/.test(above)) continue;
    return CONSOLE_PROMPT.test(above);
  }
  return false;
}

/** Lines that hold structure rather than running prose: headings, table rows, code, figure placeholders. */
function isStructure(text: string): boolean {
  const trimmed = text.trim();
  if (!/[\p{L}\p{N}]/u.test(trimmed)) return true; // rules and markup lines: "----", "+", "====", "***"
  if (/^\[\[[^\]]*\]\]$|^\[[a-z]+(?:[,=][^\]]*)?\]$|^:[\w-]+:(?:\s|$)/.test(trimmed)) return true; // AsciiDoc anchors, block attributes
  // Numbered headings of several levels, whatever their case: "8.1.4. synaptic", "2.3 Model formulation"; so with the
  // page's number before them, as a PDF's running head gives it ("22 4.4 Derived measures CmpRskParSim").
  if (/^(?:\d{1,4}\s+)?\d+(?:\.\d+)+\.?\s+\S[^.!?]{0,80}[^.!?,;:]$/u.test(trimmed) && trimmed.split(/\s+/).length <= 10) return true;
  // A question on a line of its own (an FAQ's entry, optionally numbered or marked "Q:"): a heading, not running prose.
  if (isQuestionHeading(trimmed)) return true;
  if (/^(#{1,6}\s|\||<!--|\[(Figure|Table|Image|Fig\.)\b|!\[)/.test(trimmed) || isCodeFence(trimmed)) return true;
  if (CONSOLE_PROMPT.test(trimmed)) return true; // console prompts ("R> ", ">>> ", "$ ") and their output
  if (isBareCodeLine(trimmed)) return true;
  // Doxygen's cross-references under a member's description, no part of its prose: "Referenced by exif_data_new(),
  // and exif_loader_new().", "References exif_mem_new().", "Implements bliss::AbstractGraph.", "Definition at line 565
  // of file isoSpec++.h." A sentence without its full stop above one ends there.
  if (isDoxygenNote(trimmed, { named: true })) return true;
  if (/\S\s{5,}\S/.test(trimmed)) return true; // columns laid out with spaces
  if (/^\s{12,}\S/.test(text)) return true; // centred headings
  // Numbered headings: "1. Introduction", "2.3 Model formulation", "A.1 Details" with no full stop at the end.
  if (/^(?:\d+(?:\.\d+)*\.?|[A-Z]\.\d+(?:\.\d+)*\.?)\s+\p{Lu}[^.!?]{0,80}$/u.test(trimmed) && !/[,;]$/.test(trimmed)) return true;
  const letters = (trimmed.match(/\p{L}/gu) ?? []).length;
  return trimmed.length >= 8 && letters / trimmed.length < 0.45; // formulas, code, rows of numbers
}

/** An assignment with R's arrow: "fit <- lm(y ~ x)", "data$error <- s * rnorm(n)", "R[lower.tri(R)] <- 0". */
const ARROW_ASSIGNMENT = /^[\p{L}.][\w.$@]*(?:\[[^\]]*\])*\s*<<?-\s/u;
/** A control statement with its condition in parentheses, as code writes it: "if (x > 0) stop(…)", "for (i in 1:n)". */
const CONTROL_STATEMENT = /^(?:if|for|while)\s?\(.*\)/;
/** A block's opening or closing brace: "f <- function(x) {", "repeat {", "} else {". */
const BRACE_LINE = /\{\s*$|^\}/;

/**
 * A line of code printed without a console prompt, as Sweave and knitr vignettes print their chunks: an assignment
 * with the R arrow, a line opening or closing a brace block, a control statement, a printed vector, or a whole line that is one call ("car::ncvTest(m2, ~ x)",
 * "summary(fit)" — its first parenthesis closes at the line's end). Prose that names a call goes on after it.
 */
function isBareCodeLine(trimmed: string): boolean {
  if (ARROW_ASSIGNMENT.test(trimmed) || BRACE_LINE.test(trimmed) || CONTROL_STATEMENT.test(trimmed) || isPrintedVector(trimmed)) return true;
  const call = /^[\p{L}.][\w.]*(?:::?[\w.]+)?\(/u.exec(trimmed);
  if (!call) return false;
  let depth = 0;
  for (let index = call[0].length - 1; index < trimmed.length; index++) {
    const character = trimmed[index];
    if (character === "(") depth++;
    else if (character === ")" && --depth === 0) return /^\s*(?:#.*)?$/.test(trimmed.slice(index + 1));
  }
  return false;
}

/**
 * A Markdown code fence's line: three backticks or tildes or more, with the block's language after them ("```r",
 * "~~~ {.python}"). A backtick fence's info string holds no backtick (CommonMark), so a line that opens with inline code
 * in triple backticks ("```primesieve::iterator``` which lets you …", primesieve's API guide) is prose, not a fence.
 * Every reader of fences in line text uses this one.
 */
export function isCodeFence(line: string): boolean {
  return /^\s*(?:`{3,}[^`]*|~{3,}.*)$/.test(line);
}

/**
 * A title's underline (or overline) in reStructuredText, AsciiDoc or Markdown's setext form: one punctuation character
 * repeated, at least three times ("=====", "-----", "~~~~"). Every reader of headings in line text uses this one.
 */
export function isUnderline(line: string): boolean {
  return /^\s*([=\-~^"'`*+#:.])\1{2,}\s*$/.test(line);
}

/**
 * The heading a line sets, without its markup: a Markdown heading ("## Database Migrations", which the HTML, DOCX and
 * JATS adapters also write) or a title over its underline (underlinedTitle). `hashes: false` for text whose "#" lines
 * are printed output (a PDF's "## [1] 0.25").
 */
export function headingText(line: string | undefined, next: string | undefined, hashes = true): string | undefined {
  return (hashes ? /^#{1,6}\s+(.+?)\s*#*$/.exec(line ?? "")?.[1] : undefined) ?? underlinedTitle(line, next);
}

/**
 * The title a setext or reStructuredText heading writes over its underline ("Version 1.0.1:  September 19, 2022" over
 * dashes, "Bug fixes" over "---------"), trimmed, or undefined: a line with a letter, no underline itself, under
 * which an underline runs at least as long. A code fence ("```") underlines nothing. The one reading of an underlined
 * heading for every reader of line text.
 */
export function underlinedTitle(title: string | undefined, next: string | undefined, options: { versions?: boolean } = {}): string | undefined {
  const trimmed = title?.trim() ?? "";
  // With `versions`, a release's version alone is a title too ("5.4.0" over "-----" in qtconsole's changelog): the
  // changelog reader's question; elsewhere a row of numbers over a rule is no heading.
  const version = options.versions === true && /^v?\d+(?:\.\d+)+[\w.-]*$/.test(trimmed);
  if (next === undefined || !isUnderline(next) || /^\s*`+\s*$/.test(next) || (!/\p{L}/u.test(trimmed) && !version)) return undefined;
  if (isUnderline(trimmed) || next.trim().length < trimmed.length || trimmed.length > 80) return undefined;
  return trimmed;
}

/**
 * An FAQ entry's question as its heading line reads without its markup: "1.2. What is Debian?" → "What is Debian?",
 * and so "Q: How do I …?", "What does `x` do?::", and a Markdown heading ("## 1.1 How do I …?", as HTML's <h2> also
 * comes out).
 */
export function questionHeadingText(trimmed: string): string {
  // "- Is Pika thread safe?": an FAQ written as a list, each item a question over its answer (docutils' items).
  return trimmed.replace(/^#{1,6}\s+/, "").replace(/^[-*+]\s+(?=\p{Lu})/u, "").replace(/^(?:\d+(?:\.\d+)*\.?\s+|Q(?:uestion)?\s*\d*[:.)]\s*)/i, "").replace(/::$/, "").replace(/\s+#+$/, "");
}

/** An FAQ entry's question on its own line: "1.2. What is Debian?", "Q: How do I …?", "## Why is X slow?". */
export function isQuestionHeading(trimmed: string): boolean {
  const text = questionHeadingText(trimmed);
  if (!/\?$/.test(text) || text.slice(0, -1).includes("?")) return false;
  const words = text.split(/\s+/).length;
  return words >= 3 && words <= 30 && /^\p{Lu}/u.test(text) && /^(?:what|which|who|whom|whose|when|where|why|how|is|are|was|were|do|does|did|can|could|should|will|would|may|must|has|have)\b/i.test(text);
}

/** An admonition's label before its text: "Note | An object is …", "Warning: Do not …". */
const ADMONITION = /^(?:Note|Tip|Hint|Warning|Caution|Important|Attention)\s*[|:]\s+(?=\p{Lu})/u;
/** A line that introduces a reStructuredText literal block: it ends with "::" after a word, a space or a stop ("data::", "Example ::"). */
const LITERAL_INTRO = /(?:^|[^:\s])\s*::\s*$/;
/** A directive ("..  code-block:: python", ".. image:: x.png"): its own block, not a literal one after prose. */
const RST_DIRECTIVE = /^\s*\.\.\s/;
/**
 * A reStructuredText admonition whose text starts on the directive's line (".. warning:: In versions previous to 0.7,
 * …"): the directive is markup, and the lines after it, indented to where its text starts, go on with that text.
 */
const RST_ADMONITION = /^(\s*\.\.\s+(?:(?:versionchanged|versionadded|deprecated)::\s+v?\d[\w.]*\s+|(?:note|tip|hint|warning|caution|important|attention|danger|error|seealso|versionchanged|versionadded|deprecated)::\s+))(?=\S)/i;
/**
 * A version directive with its version alone (".. versionchanged:: 1.5", its text on the lines under it): markup as a
 * bare ".. note::" is; the version is the directive's argument, never the first word of the sentence under it ("1.5
 * `Verbatim` keeps …" of Sphinx's LaTeX chapter, set 195). With text after the version, RST_ADMONITION reads it.
 */
const RST_VERSION_ALONE = /^\s*\.\.\s+(?:versionchanged|versionadded|deprecated)::\s+v?\d[\w.]*\s*$/i;

/** A Markdown image, inline or by reference ("![Version Badge][npm-version-svg]", "![logo](logo.png)"): no words of a sentence. */
const MARKDOWN_IMAGE = /!\[[^\]]*\](?:\([^)\s]*(?:\s+"[^"]*")?\)|\[[^\]]*\])/g;
/** A Markdown link, inline or by reference ("The [main export](#micromatch) takes …"): the words it shows. */
const MARKDOWN_LINK = /\[([^\][]*)\](?:\([^)\s]*(?:\s+"[^"]*")?\)|\[[^\]]*\])/g;

/** Words between single underscores, as Markdown emphasises them: letters only, so `snake_case` names stay whole. */
const EMPHASIS_UNDERSCORES = /(?<![\p{L}\d_])_(\p{L}[\p{L}’'-]*(?: [\p{L}’'-]+){0,3})_(?![\p{L}\d_])/gu;
/**
 * Words between single asterisks, as Markdown and reStructuredText emphasise them ("*podcastparser* is a …"): up to
 * four words of letters, digits and hyphens, so that "*args, **kwargs" and "2 * 3 * 4" stay as written.
 */
const EMPHASIS_ASTERISKS = /(?<![\p{L}\d*])\*(\p{L}[\p{L}\d’'-]*(?: [\p{L}\d’'-]+){0,3})\*(?![\p{L}\d*])/gu;

/**
 * A footnote mark the PDF adapter writes as a superscript after the word it annotates ("index²", "Theurer²,³"): not
 * part of the sentence. A word of one or two letters keeps its superscript, an exponent or a unit ("x²", "m²").
 */
const SUPERSCRIPT_MARK = /(?<=\p{L}{3})[⁰¹²³⁴⁵⁶⁷⁸⁹]+(?:,[⁰¹²³⁴⁵⁶⁷⁸⁹]+)*(?![\p{L}\d⁰¹²³⁴⁵⁶⁷⁸⁹])/gu;

/** Text without the footnote marks a PDF's words carry as superscripts. */
function withoutFootnoteMarks(text: string): string {
  return text.replace(SUPERSCRIPT_MARK, "");
}

/** A footnote's own line in a PDF: its mark glued to its first word ("3If weights are …", "12The package …"). */
const FOOTNOTE_START = /^\d{1,2}(?=\p{Lu}\p{Ll}+\s)/u;

/**
 * A footnote's own line in a PDF whose mark is spaced from its first word ("21 pmp.bma returns a matrix …"): a bare
 * number at the line's start is the footnote's when the page above carries the same number as a mark glued to a word
 * or a stop ("… as follows:21", "… the prior.3"). Without that mark the number is the sentence's ("2 means …").
 */
const SPACED_FOOTNOTE = /^(\d{1,2}) (?=\S)/;
const FOOTNOTE_LOOKBACK = 60;
/** The pattern of each footnote mark ("1" to "99"), made once. */
const GLUED_MARKS = new Map<string, RegExp>();
function spacedFootnoteMark(lines: NumberedLines, line: number, raw: string): string | undefined {
  const mark = SPACED_FOOTNOTE.exec(raw.trim())?.[1];
  if (mark === undefined) return undefined;
  // The mark in the text it annotates: glued to its word ("(LOO)10") or set as the superscript it is ("(LOO)¹⁰").
  let glued = GLUED_MARKS.get(mark);
  if (!glued) {
    const raised = superscriptDigits(mark);
    glued = new RegExp(`(?:\\p{Ll}{3}|[.,:;)”’])${mark}(?![\\d.,]?\\d)|[\\p{L}.,:;)”’]${raised}(?![⁰¹²³⁴⁵⁶⁷⁸⁹])`, "u");
    GLUED_MARKS.set(mark, glued);
  }
  for (let at = line - 1; at >= line - FOOTNOTE_LOOKBACK && at >= 1; at--) {
    if (glued.test(lines.get(at) ?? "")) return mark;
  }
  return undefined;
}

/**
 * `edit` applied to the text outside inline code spans only: emphasis marks are markup in prose, but "`**`" and
 * "`__init__`" are what a reader types.
 */
function outsideCode(text: string, edit: (prose: string) => string): string {
  if (!text.includes("`")) return edit(text);
  return text
    .split(/(`+[^`]+`+)/)
    .map((part, index) => (index % 2 === 1 ? part : edit(part)))
    .join("");
}

/**
 * A list item numbered "1." or "2)" that opens with a capital reads like a numbered heading, but a heading ends on its
 * line: an item is one when its sentence goes on to the next line, which is prose, and the item's line is filled to
 * the text's width or ends in a word no phrase ends with ("… regarding the").
 */
function numberedItemRunsOn(raw: string, next: string | undefined, typicalWidth: number): boolean {
  const text = raw.trim();
  if (!/^\d{1,2}[.)]\s+\p{Lu}/u.test(text) || TERMINAL.test(text) || /:/.test(text) || !next?.trim() || isStructure(next)) return false;
  // A heading as wide as the text ("5. Integrating systems containing complex numbers, function zvode") is followed by a
  // paragraph; an item's last line finishes its sentence and nothing more.
  const finishes = TERMINAL.test(next.trim()) && !/[.!?]\s+\p{Lu}/u.test(next.trim().slice(0, -1));
  return (text.length >= typicalWidth * 0.85 && finishes) || /(?:\b(?:the|a|an|of|and|or|to|in|for|with|by|on|as|at|from)|\p{L}[-\u00ad])$/iu.test(text);
}

/** A list item starts a passage of its own: "• text", "- text", "(1) text", "2) text". */
function isItemStart(text: string): boolean {
  return /^\s*(?:[•◦▪‣*+-]\s+|\((?:\d{1,2}|[a-z]|[ivx]{1,4})\)\s+|\d{1,2}[.)]\s+(?=\p{Ll}))/u.test(text);
}

/**
 * A list item's marker is no word of its sentence: a bullet, or the number of an item that starts with a name in lower
 * case ("2. const can be used to set …", which isItemStart takes for an item too); an item in capitals keeps its
 * number ("1. Install the package"), a step the text counts.
 */
function stripItemMarker(text: string): string {
  return text.replace(/^\s*(?:[•◦▪‣*+-]\s+|\d{1,2}[.)]\s+(?=\p{Ll}))/u, "");
}

// ---------------------------------------------------------------------------------------------------------------
// Hyphenation

interface Vocabulary {
  words: Set<string>;
  compounds: Set<string>;
}

const vocabularyOf = perText((lines: NumberedLines): Vocabulary => {
  const words = new Set<string>();
  const compounds = new Set<string>();
  let previousHyphenated = false;
  for (const text of lines.values()) {
    const tokens = text.toLowerCase().match(/\p{L}[\p{L}'’-]*\p{L}|\p{L}/gu) ?? [];
    const hyphenated = /\p{L}[-\u00ad‐]\s*$/u.test(text);
    // The pieces of a word broken at a line end ("var-" / "ious") are not words of the document.
    const whole = tokens.slice(previousHyphenated ? 1 : 0, hyphenated ? -1 : undefined);
    previousHyphenated = hyphenated;
    for (const token of whole) {
      if (token.includes("-")) {
        compounds.add(token);
        const parts = token.split("-").filter(Boolean);
        for (const part of parts) words.add(part);
        // "action-if-found" writes "if-found" with its hyphen too: "action-if-" / "found" keeps it.
        for (let at = 1; at < parts.length - 1; at++) compounds.add(`${parts[at]}-${parts[at + 1]}`);
      } else words.add(token);
    }
  }
  return { words, compounds };
});

/**
 * A prefix English sets before a name with a hyphen: "non-" / "NACKing) receivers", "pre-" / "C99 compilers",
 * "non-" / "ASCII". Written in lower case, it is never a word of its own before a capital: one word, hyphen kept.
 */
const PREFIX_BEFORE_NAME = /^(?:non|pre|post|anti|pro|multi|sub|inter|intra|semi|pseudo|quasi|self|cross|neo|un)$/;

/**
 * Whether a line ending in a hyphen and a next line opening with a capital are one word the document writes elsewhere:
 * a name written whole ("LibTom-" / "Math …" of a manual that says "LibTomMath"), joined, or a compound of two names
 * written with its hyphen ("Rabin-" / "Miller" of a text that says "Rabin-Miller"), which keeps it (joinHyphenated).
 * So is a prefix before a name (PREFIX_BEFORE_NAME), hyphen kept. Otherwise the capital may open anything, and the
 * lines are read apart.
 */
export function joinsCapitalised(left: string, right: string, vocabulary: Vocabulary): boolean {
  const head = /(\p{L}+)[-‐]$/u.exec(left)?.[1];
  const tail = /^(\p{Lu}\p{L}*)/u.exec(right)?.[1];
  if (!head || !tail) return false;
  if (PREFIX_BEFORE_NAME.test(head)) return true;
  return vocabulary.words.has(`${head}${tail}`.toLowerCase()) || vocabulary.compounds.has(`${head}-${tail}`.toLowerCase());
}

/** Words English writes as one that are made of two words, which a line end may break: "with-" / "out". */
const CLOSED_COMPOUNDS = new Set([
  "without", "within", "however", "therefore", "another", "cannot", "whereas", "whereby", "itself", "himself", "herself",
  "themselves", "ourselves", "yourself", "nothing", "something", "anything", "everything", "everyone", "someone",
  "anyone", "otherwise", "throughout", "meanwhile", "nevertheless", "nonetheless", "furthermore", "moreover", "whatever",
  "whenever", "wherever", "somewhere", "anywhere", "everywhere", "nowhere", "sometimes", "become", "becomes", "before",
  "beside", "besides", "outside", "inside", "upon", "into", "onto", "overall", "hereby", "thereby", "therein", "herein",
  "whereupon", "understand", "underlying", "overview", "outline", "output", "input", "upload", "download", "update",
]);

/**
 * A name broken at a line end after one of its underscores, as a PDF wraps one ("The obsolete macro AC_TYPE_" /
 * "SIGNAL (see …)", "ASN1_MAX_" / "NAME_SIZE characters"): one word, joined without a space. Not a dunder ("__init__")
 * nor Markdown's emphasis, whose underscores come in pairs.
 */
function brokenAtUnderscore(left: string, right: string): boolean {
  return /(?:^|[\s(`'"‘“])[A-Za-z][A-Za-z\d]*(?:_[A-Za-z\d]+)*_$/.test(left) && /^[A-Za-z\d]/.test(right);
}

/**
 * Joins a line ending in a hyphen to the next line's first word. "visual-" + "ized" is one word split by the line
 * end; "well-" + "known" is a compound that keeps its hyphen. The document's own words decide: a compound the text
 * writes with a hyphen elsewhere keeps it, a joined form it writes elsewhere is joined, two parts that are both words
 * keep the hyphen, and a part that is no word ("ized", "tion") is a syllable: joined.
 */
export function joinHyphenated(left: string, right: string, vocabulary: Vocabulary): string {
  const head = /(\p{L}+)[-\u00ad‐]$/u.exec(left)?.[1];
  const written = /^(\p{L}+)/u.exec(right)?.[1];
  if (!head || !written || (/^\p{Lu}/u.test(written) && (!joinsCapitalised(left, right, vocabulary) || PREFIX_BEFORE_NAME.test(head)))) return `${left}${right}`;
  const tail = written.toLowerCase();
  const stem = left.slice(0, -1);
  const lowerHead = head.toLowerCase();
  if (left.endsWith("\u00ad")) return `${stem}${right}`; // a soft hyphen is always a line-end break
  if (vocabulary.compounds.has(`${lowerHead}-${tail}`)) return `${left}${right}`;
  if (vocabulary.words.has(`${lowerHead}${tail}`)) return `${stem}${right}`;
  // "with-" / "out": English writes some words of two words as one, never with a hyphen; a passage too short to write
  // them elsewhere (a retrieved chunk) reads them as the whole document does.
  if (CLOSED_COMPOUNDS.has(`${lowerHead}${tail}`)) return `${stem}${right}`;
  const isWord = (word: string) => vocabulary.words.has(word) && (word.length > 2 || /^(a|i|x|y|z|on|in|up|co|re)$/.test(word));
  if (isWord(lowerHead) && isWord(tail) && /\p{Ll}$/u.test(head) && head.length > 1) return `${left}${right}`;
  return `${stem}${right}`;
}

// ---------------------------------------------------------------------------------------------------------------
// The view

interface Passage {
  text: string;
  offsets: { offset: number; line: number }[];
  /** The passage opens a paragraph: the line before it is blank, a heading or other structure, or a finished line. */
  opensParagraph?: boolean;
}

/**
 * The views of a text already made, by range: every shape of one questioner's turn asks for the sentences of the same
 * region, and a PDF manual of 11449 lines spent 157 of its 183 seconds making them again (set 208's stopt manual).
 */
const VIEWS = perText((): Map<string, Sentence[]> => new Map());
/** The footnote mark, or none, of each line of a text that opens with a spaced number (spacedFootnoteMark). */
const SPACED_MARKS = perText((): Map<number, string | null> => new Map());

/** The sentences of numbered lines, in order. */
export function sentencesOf(lines: NumberedLines, options: SentenceViewOptions = {}): Sentence[] {
  // A view with furniture of the caller's own is made for that caller only.
  const views = options.furniture === undefined ? VIEWS(lines) : undefined;
  const key = `${options.from ?? ""}:${options.to ?? ""}`;
  const made = views?.get(key);
  if (made) return [...made];
  const sentences = makeSentences(lines, options);
  views?.set(key, sentences);
  return [...sentences];
}

function makeSentences(lines: NumberedLines, options: SentenceViewOptions): Sentence[] {
  const numbers = [...lines.keys()].sort((a, b) => a - b);
  if (numbers.length === 0) return [];
  const spacedMarks = SPACED_MARKS(lines);
  const from = options.from ?? numbers[0]!;
  const to = options.to ?? numbers.at(-1)!;
  const furniture = options.furniture ? new Set([...furnitureOf(lines), ...options.furniture]) : furnitureOf(lines);
  const vocabulary = vocabularyOf(lines);
  const typicalWidth = typicalLineWidth(lines);
  const unwrapped = isUnwrapped(lines);

  const sentences: Sentence[] = [];
  let passage: Passage = { text: "", offsets: [] };
  const flush = () => {
    if (passage.text) sentences.push(...splitPassage(passage).filter((sentence) => sentence.startLine >= from && sentence.startLine <= to));
    passage = { text: "", offsets: [] };
  };
  let previousLine: number | undefined;
  let pendingBlank = false;
  // The column where an admonition's text starts on its directive's line, while its indented lines go on with it.
  let admonitionColumn: number | undefined;
  // The indentation of a paragraph that ended with "::" while the literal block under it lasts (reStructuredText).
  let literalIndent: number | undefined;
  for (const line of numbers) {
    if (line < from - 8) continue;
    if (line > to && !passage.text) break;
    if (line > to + 30) break;
    const raw = lines.get(line)!;
    if (previousLine !== undefined && line !== previousLine + 1) flush(); // a gap in what was read
    previousLine = line;
    // "2. Another helpful write-up for installation on OS" / "X Mavericks is provided by …": a numbered item whose
    // sentence runs on to the next line is prose, not a heading, and the next line does not start a sentence.
    const runsOn = numberedItemRunsOn(raw, lines.get(line + 1), typicalWidth);
    const directive = RST_ADMONITION.exec(raw);
    const indent = raw.length - raw.trimStart().length;
    // reStructuredText's literal block: after a paragraph that ends with "::", the lines indented deeper than it are
    // code and its output ("1 loops, best of 3: 4.65 s per loop"), never prose, up to the first line that is not.
    if (literalIndent !== undefined && raw.trim() !== "") literalIndent = indent > literalIndent ? literalIndent : undefined;
    if (literalIndent !== undefined) {
      if (raw.trim() !== "") {
        flush();
        pendingBlank = false;
      }
      continue;
    }
    // (A blank line follows the "::" in reStructuredText; AsciiDoc's "term::" has its definition on the next line.)
    if (LITERAL_INTRO.test(raw) && !RST_DIRECTIVE.test(raw) && lines.get(line + 1)?.trim() === "") literalIndent = indent;
    const admonitionLine = admonitionColumn !== undefined && raw.trim() !== "" && indent === admonitionColumn;
    admonitionColumn = directive ? directive[1]!.length : admonitionLine ? admonitionColumn : undefined;
    const role = RST_VERSION_ALONE.test(raw) ? "break" : runsOn || admonitionLine ? "prose" : directive ? roleOf(raw.slice(directive[1]!.length), line, furniture, lines) : roleOf(raw, line, furniture, lines);
    if (role === "skip") continue;
    if (raw.trim() === "") {
      pendingBlank = true;
      continue;
    }
    if (role === "break") {
      flush();
      pendingBlank = false;
      continue;
    }
    let known = spacedMarks.get(line);
    if (known === undefined) spacedMarks.set(line, (known = spacedFootnoteMark(lines, line, raw) ?? null));
    const spacedMark = known ?? undefined;
    const footnote = FOOTNOTE_START.test(raw.trim()) || spacedMark !== undefined;
    // A section number of several levels in front of a passage ("1.3. OK, now I know …") is not part of its sentence.
    const numbering = /^\s*(?:\d+\.\d+\.(?:\d+\.?)*|\d+\.\d+\.\d+)\s+(?=\p{Lu})/u; // "1.3.", "8.1.4": not "2.5 Million"
    // Footnote marks written as "^[1]" or "[^1]" are not words of the sentence, nor is the underscore pair of
    // Markdown's emphasis left in a page's text ("_Black_ uses the issue tracker", "so _eventually_ it will be …").
    const text = (runsOn ? (marked: string) => marked.replace(/^\d{1,2}[.)]\s+/, "") : (marked: string) => marked)(stripItemMarker(outsideCode(withoutRstRoles(raw.replace(RST_ADMONITION, "")), (prose) => prose.replace(/(?<![\w*])\*\*(?=\S)|(?<=\S)\*\*(?![\w*])|(?<=^|[\s(["'])__(?=\S)|(?<=\S)__(?=$|[\s.,;:!?)\]"'])|\s?\^\[\d{1,3}\]|\[\^\d{1,3}\]/g, "").replace(SUPERSCRIPT_MARK, "").replace(EMPHASIS_UNDERSCORES, "$1").replace(EMPHASIS_ASTERISKS, "$1").replace(MARKDOWN_IMAGE, "").replace(MARKDOWN_LINK, "$1").replace(REVERSED_OPENING_QUOTE, "“")).replace(/\s+/g, " ").trim()).replace(spacedMark === undefined ? FOOTNOTE_START : SPACED_FOOTNOTE, "").replace(numbering, "").replace(ADMONITION, ""));
    const continues = passage.text !== "" && !TERMINAL.test(passage.text) && /^[\p{Ll}(\d]/u.test(text);
    // Text with a paragraph per line (HTML, unwrapped Markdown) never runs a sentence onto the next line, unless this
    // paragraph is wrapped after all (a Markdown README wrapped at 80 columns among long option lines): the line
    // before is of a wrapped line's width, unfinished, and this one goes on in lower case or with code.
    const wrappedHere = !pendingBlank && passage.text !== "" && !TERMINAL.test(passage.text) && /^[\p{Ll}(\d`]/u.test(text) && isWrappedWidth(lastLineOf(passage));
    // A line ending with a colon introduces a display (code, a list, a formula) that is not part of the sentence; a
    // footnote is not part of the sentence it interrupts.
    if ((unwrapped && !wrappedHere) || footnote || /:$/.test(passage.text) || isItemStart(raw) || runsOn || (pendingBlank && !continues)) flush();
    pendingBlank = false;
    // So does one that opens with a quoted name: "Ravi Varadhan" / "“SQUAREM” is a package …".
    if (passage.text && endsHeadingLike(passage, typicalWidth) && /^[“"]?\p{Lu}/u.test(text)) flush();
    if (passage.text === "") {
      passage.offsets.push({ offset: 0, line });
      passage.text = text;
      const before = lines.get(line - 1);
      passage.opensParagraph = before !== undefined && (before.trim() === "" || roleOf(before, line - 1, furniture, lines) === "break" || (unwrapped && TERMINAL.test(before.trim())));
    } else if (/\p{L}[-\u00ad‐]$/u.test(passage.text) && (/^\p{Ll}/u.test(text) || joinsCapitalised(passage.text, text, vocabulary))) {
      const joined = joinHyphenated(passage.text, text, vocabulary);
      passage.offsets.push({ offset: joined.length - text.length, line });
      passage.text = joined;
    } else if (brokenAtUnderscore(passage.text, text)) {
      passage.offsets.push({ offset: passage.text.length, line });
      passage.text += text;
    } else {
      passage.text += " ";
      passage.offsets.push({ offset: passage.text.length, line });
      passage.text += text;
    }
    if (line > to && TERMINAL.test(passage.text)) break;
  }
  flush();
  return sentences;
}

function roleOf(raw: string, line: number, furniture: ReadonlySet<number>, lines: NumberedLines): LineRole {
  if (furniture.has(line)) return "skip";
  if (raw.trim() === "") return "prose";
  // An underlined title ("macholib 1.16.1" over dashes) is a heading: a list item above it without a full stop
  // ("* Update classifiers for Python 3.11", a blank line) does not run on into it, though the title opens in lower case.
  if (underlinedTitle(raw, lines.get(line + 1)) !== undefined) return "break";
  return isStructure(raw) || isConsoleContinuation(lines, line) ? "break" : "prose";
}

/**
 * A line as long as a hard-wrapped paragraph's lines are (filled to 72–100 columns, give or take a word): not a
 * command or a label on a line of its own ("cd my-project"), not a whole paragraph on one line.
 */
function isWrappedWidth(line: string): boolean {
  return line.length >= 50 && line.length <= 100;
}

function lastLineOf(passage: Passage): string {
  return passage.text.slice(passage.offsets.at(-1)!.offset);
}

/** Text laid out with a whole paragraph on each line: several lines longer than any wrapped text has. */
const isUnwrapped = perText((lines: NumberedLines): boolean => {
  let long = 0;
  let prose = 0;
  for (const text of lines.values()) {
    const length = text.trim().length;
    if (length > 40) prose++;
    if (length > 120) long++;
  }
  return long >= 2 && long >= prose * 0.08;
});

const typicalLineWidth = perText((lines: NumberedLines): number => {
  const widths = [...lines.values()].map((text) => text.trim().length).filter((width) => width > 20).sort((a, b) => a - b);
  return widths.length === 0 ? 80 : widths[Math.floor(widths.length / 2)]!;
});

/** The passage so far is one short line without a full stop (a title or heading) before a line that begins anew. */
function endsHeadingLike(passage: Passage, typicalWidth: number): boolean {
  const lastLine = lastLineOf(passage);
  if (TERMINAL.test(lastLine) || /[,;:(–-]$/.test(lastLine)) return false;
  if (/\b(?:the|a|an|of|and|or|to|in|for|with|by|on|as|at|from|is|are|was|were)$/i.test(lastLine)) return false; // cut mid-phrase
  return lastLine.length < typicalWidth * 0.6;
}

/** Verbs a name as a sentence's subject is followed by: "mclust is …", "npm provides …", "pytest can …". */
const NAME_SUBJECT_VERB = /^(?:is|are|was|provides|supports|uses|offers|implements|allows|lets|makes|has|can|will|does|accepts|returns|takes|requires|comes|ships|includes|contains|exports|reads|writes|parses|creates|runs|depends|extends|wraps|stores|handles|defines|computes|converts|generates|produces|builds|checks|loads|prints|calls|works|needs|should|must|may)$/;

/**
 * Whether a paragraph's sentence opens with a name written in lower case, as packages and commands are ("mclust",
 * "npm", "pytest"), as its subject: one lower-case word that is no function word, then one of the verbs a subject
 * takes. A paragraph of ordinary prose opens with a capital; one opening with "however" or "the" is a fragment.
 */
function opensWithLowerCaseName(text: string): boolean {
  const [first = "", second = ""] = text.split(/\s+/, 2);
  return /^[a-z][a-z0-9._-]*[a-z0-9]$/.test(first) && !STOPWORDS.has(first) && NAME_SUBJECT_VERB.test(second);
}

/**
 * Whether a sentence opens with a call as its subject, written as code writes it but without code marks ("fit_model()
 * returns …", "df.head() shows …", "skip_on_os() allows …"): an identifier with empty parentheses, then a verb in the
 * third person (or a modal), after at most one adverb. A call in the middle of a sentence is never so followed at the
 * start of a line of prose; a bare lower-case word ("which is …") is not a call.
 */
function opensWithCall(text: string): boolean {
  return /^[a-z_][\w.]*\(\)\s+(?:(?:also|only|always|often|[a-z]{3,}ly)\s+)?(?:is|are|can|will|does|has|[a-z]{2,}[^s\W]s)\s/.test(text);
}

/**
 * Whether a sentence opens with a name in camel case as its subject ("maxLik provides …", "compareDerivatives supports
 * …") or a qualified one ("concurrent.futures.ThreadPoolExecutor can be used …", "os.path.join joins …"): a lower-case
 * start with a capital, a dot or an underscore inside is a code name, never a word of prose going on, and a verb in the
 * third person (or a modal) follows it.
 */
function opensWithCamelName(text: string): boolean {
  return /^(?:[a-z]+[A-Z][\w.]*|[a-z_][a-z\d]*(?:[._][A-Za-z_]\w+)+)\s+(?:(?:also|only|always|often|[a-z]{3,}ly)\s+)?(?:is|are|can|will|does|has|[a-z]{2,}[^s\W]s)\s/.test(text);
}

function splitPassage(passage: Passage): Sentence[] {
  const lineAt = (offset: number) => {
    let line = passage.offsets[0]!.line;
    for (const entry of passage.offsets) {
      if (entry.offset > offset) break;
      line = entry.line;
    }
    return line;
  };
  return splitWithOffsets(passage.text).map(({ text, start, end }) => ({
    text,
    startLine: lineAt(start),
    endLine: lineAt(Math.max(start, end - 1)),
    // A sentence may open with a code span as its subject ("`tmp_path` is a `pathlib.Path` object."), with a call
    // written without its code marks ("skip_on_cran() skips tests on CRAN.", as HTML and PDF text shows it), and a
    // paragraph or a sentence after a full stop with a lower-case name as its subject ("mclust is a contributed R package …").
    complete: (/^["“‘'([]?[\p{Lu}\d]/u.test(text) || /^`[^`\s][^`]*`\s+[a-z]/.test(text) || opensWithCall(text) || opensWithCamelName(text) || (start === 0 ? passage.opensParagraph === true : /[.!?]["”’')\]]*\s*$/u.test(passage.text.slice(0, start))) && opensWithLowerCaseName(text)) && TERMINAL.test(text),
  }));
}

/**
 * Sentence boundaries of flat text with their offsets, by the same rule as the sentence view (abbreviations,
 * initials, decimals). The chunker breaks chunks at these.
 */
export function sentenceSpans(text: string): { text: string; start: number; end: number }[] {
  return splitWithOffsets(text);
}

function splitWithOffsets(text: string): { text: string; start: number; end: number }[] {
  const out: { text: string; start: number; end: number }[] = [];
  let start = 0;
  // A sentence may also open with a call in lower case as its subject ("… as file path). getSources() lists …"),
  // as HTML and PDF text writes code names without their marks (opensWithCall).
  // And a package or command named in lower case may open a sentence after a full stop ("… time-indexed data. xts
  // extends zoo …", "… a data frame? xts uses a matrix …"), as R and Python documents write their names (opensWithNameAfterStop).
  // And so may a code span as its subject ("… typeclass laws. `frob-classes` is inspired by …").
  for (const match of text.matchAll(/[.!?]["”’')\]]*\s+(?=["“‘'([]?[\p{Lu}\d]|`[^`\s][^`]*`\s+[a-z]|[a-z_][\w.]*\(\)\s|[a-z]+[A-Z][\w.]*\s|[a-z_][a-z\d]*(?:[._][A-Za-z_]\w+)+\s|[a-z][a-z0-9._-]*[a-z0-9]\s+[a-z]+\s)/gu)) {
    const end = match.index + match[0].trimEnd().length;
    if (!endsSentence(text, match.index)) continue;
    const next = text.slice(match.index + match[0].length);
    if (/^[a-z_]/.test(next) && !opensWithCall(next) && !opensWithCamelName(next) && !opensWithNameAfterStop(text, match.index, next)) continue;
    push(text, start, end, out);
    start = match.index + match[0].length;
  }
  push(text, start, text.length, out);
  return out;
}

/**
 * Whether the text after a sentence stop opens a new sentence with a lower-case name as its subject ("… data. xts extends
 * zoo …"): the name and a verb a subject takes (opensWithLowerCaseName), and the stop is no item marker ("1. xts is a
 * subclass …", "a. numDeriv …") nor an abbreviation (endsSentence has checked that).
 */
function opensWithNameAfterStop(text: string, index: number, next: string): boolean {
  if (/(?:^|[\s(])(?:\d{1,3}|[a-z])$/.test(text.slice(0, index))) return false;
  return opensWithLowerCaseName(next);
}

function push(text: string, start: number, end: number, out: { text: string; start: number; end: number }[]): void {
  const slice = text.slice(start, end);
  const lead = slice.length - slice.trimStart().length;
  const trimmed = slice.trim();
  if (trimmed) out.push({ text: trimmed, start: start + lead, end: start + lead + trimmed.length });
}

/**
 * The index of the first full stop in `text` that ends a sentence with more after it, or undefined: after a word, and
 * before a capital, a quote, a code span, emphasis or a placeholder ("… implementations. \"glance\" produces …", "… the
 * CM. <msafile> may be …"), which the sentence view does not split at. Not after an abbreviation, an initial
 * ("R.W. Sinnott") or a version number ("version 2.1. The").
 */
export function innerStop(text: string): number | undefined {
  for (const match of text.matchAll(/([\p{L}\d_`)*”"'’\]>]+)\.\s+(?=["“‘'`<*]|\p{Lu})/gu)) {
    const stop = match.index + match[1]!.length;
    const word = match[1]!.replace(/[`)*”"'’\]>]+$/, "");
    if (/^v?\d+(?:\.\d+)*$/i.test(word)) continue;
    if (endsSentence(text, stop)) return stop;
  }
  return undefined;
}

/** A word that opens sentences and is nobody's name, after the space that follows a stop. */
const SENTENCE_OPENER = /^\s+(?:It|Its|This|These|That|Those|The|An|We|You|They|There|Here|However|If|When|In|For|To|With|But|So|Then|Also|Each|All|Some|Our|Your|Their|Thus|Hence|Therefore|Moreover|Furthermore|Since|Because|While|Note|See|Both|Many|Most|Other|Any|Please|Use|Now|Finally|Instead|Otherwise)\b(?![.'’-])/;

/** Whether the stop at `index` ends a sentence: not after an abbreviation, an initial or inside a number. */
function endsSentence(text: string, index: number): boolean {
  if (text[index] !== ".") return true;
  const word = /([\p{L}.]+)$/u.exec(text.slice(Math.max(0, index - 12), index))?.[1] ?? "";
  const lower = word.toLowerCase();
  if (ABBREVIATIONS.has(lower)) return false;
  if (NUMBERED_ABBREVIATIONS.has(lower) && /^\s*(?:\d|[IVXLC]+\b)/.test(text.slice(index + 1))) return false;
  // An initial: "J. R. Tolkien", "M. tuberculosis"; not an option's letter ("… by options -L and -U. The histogram …"),
  // nor a one-letter name before a word no name is ("… analysis workflow in R. It provides …", "… of type T. The").
  if (/^\p{Lu}$/u.test(word) && !/(?:^|\s)-$/.test(text.slice(Math.max(0, index - 3), index - 1)) && !SENTENCE_OPENER.test(text.slice(index + 1))) return false;
  if (/^(?:\p{L}\.)+\p{L}$/u.test(word)) return false; // "e.g", "U.S"
  return true;
}

/** Sentences of a flat passage (text without line numbers): wrapped lines joined, hyphenated words mended. */
export function splitSentences(text: string): string[] {
  const lines = new Map<number, string>();
  text.split(/\r?\n/).forEach((line, index) => lines.set(index + 1, line));
  return sentencesOf(lines).map((sentence) => sentence.text);
}

const documentViews = new WeakMap<Document, readonly Sentence[]>();

/** The sentence view of a whole document, computed once per document. */
export function documentSentences(document: Document): readonly Sentence[] {
  let view = documentViews.get(document);
  if (!view) {
    const lines = new Map<number, string>();
    document.lines.forEach((text, index) => lines.set(index + 1, text));
    view = Object.freeze(sentencesOf(lines));
    documentViews.set(document, view);
  }
  return view;
}

/**
 * reStructuredText's inline markup read as the words it shows: a role ":class:`click.File`" is the code `click.File`,
 * ":math:`\gamma`" the inline math $\gamma$,
 * ":ref:`options <options>`" the words "options", a literal "``nargs``" the code `nargs`; interpreted text or a
 * hyperlink with an explicit target ("`protocol <typing.Protocol>`", "`Seep <https://…>`_") the words before the
 * target; a reference whose target is elsewhere ("`documented here.`__") its words. Without a role or a trailing underscore the target must be a dotted name or an address, and the words no
 * command's option, so a Markdown code span with a placeholder ("`cp <file>`", "`git rm --cached <file/pattern>`")
 * stays code.
 */
export function withoutRstRoles(line: string): string {
  return line
    // "The \ :math:`\gamma` is …": a backslash-space only parts markup from the word before it, and a math role is
    // inline math, written as TeX writes it.
    .replace(/\\ (?=:[a-z]+:`)/g, "")
    // "… the `RFC-4180 standard <https://…>`_\ :": so does a backslash-space after markup, before the next character.
    .replace(/(?<=`_{0,2})\\ /g, "")
    .replace(/:math:`([^`]+)`/g, "$$$1$$")
    .replace(/:(?:[a-z]+:)?[a-z]+:`([^`<]*?)\s*<[^`>]*>`/g, "$1")
    .replace(/(?<![`:\w])`(\p{L}[\p{L}\d .'-]*?)\s+<([^`<>\s]+)>`(__?)?(?!`)/gu, (whole, shown: string, target: string, link?: string) =>
      (link || /^(?:[A-Za-z_]\w*(?:\.[A-Za-z_]\w*)+|https?:\/\/\S+)$/.test(target)) && !/(?:^|\s)-/.test(shown) ? shown : whole)
    .replace(/:(?:[a-z]+:)?(?:ref|doc|term)+:`([^`]+)`/g, "$1")
    // A hyperlink reference with no target of its own ("`documented here.`__", "`the tutorial`_"): its words. A space
    // inside says it is words, not a Markdown code span followed by an underscore.
    .replace(/(?<![`:\w])`([^`<>]*\s[^`<>]*)`__?(?![\w`])/g, "$1")
    // A bare reference to a named target: "Content-Security-Policy_ is a complicated header". Only a name that opens
    // with a capital (a title, a header's name), whose underscore no identifier ("class_", "max_") ends with.
    .replace(/(?<![\w`:/.*-])(\p{Lu}[\p{L}\d]*(?:-[\p{L}\d]+)*)__?(?=[\s.,;:!?)]|$)/gu, "$1")
    .replace(/:(?:[a-z]+:)?[a-z]+:`~?([^`]+)`/g, "`$1`")
    .replace(/``([^`]+)``/g, "`$1`");
}

/**
 * The rest of the clause that starts at `offset` of a sentence: up to a semicolon, a colon, a relative or
 * contrasting clause after a comma (", but …", or a connective adverb: ", however, reads get slower"), a second clause spliced on with a comma (", the left-tail AD gives …", ", status
 * indicates …" in a list of a data set's variables; ", it can generate …" after a definition, primesieve's guide), a
 * parenthesis or the sentence's end, without the closing punctuation. After a comma, "and"/"but" and up to six words
 * before a finite verb open a clause with its own subject (", and technically both nchar() and str_length() return
 * …"), which ends this one before its own "and" does. "and X
 * based on Y" / "built on Y" is a list's last item with its participle, not a second clause ("… for clustering,
 * classification, and density estimation based on mixture modelling"). A consequence joined by "so" without a comma
 * ("a subclass of Fl_Group so make sure your constructor calls end()") ends the clause too.
 */
export function clauseFrom(sentence: string, offset: number): string {
  const rest = sentence.slice(offset);
  const ends = firstOutsideCode(rest, CLAUSE_END);
  // A clause that opens with a subordinate one ("after all the registers have been mapped, it is necessary to …") has
  // its main clause after the comma: no splice there.
  const splice = SUBORDINATE_OPENING.test(rest) ? null : firstOutsideCode(rest, PRONOUN_SPLICE);
  const end = splice && (!ends || splice.index < ends.index) ? splice : ends;
  // "assumes that the corresponding functions (standing for …) are defined": a clause opened by "that" has its verb
  // after the aside; the aside is skipped, not taken for the clause's end (the answer keeps it: verbatimAnswer).
  // So is an aside inside a list whose items go on after it: "by resource type, IP address (usually a broadcast …), port
  // number, interface and optional instance ID" (BIRD's guide) ends at its last item, not after the second.
  if (end && end[0] === " (") {
    const close = rest.indexOf(")", end.index);
    // Past a second aside the list's last item may come at once: ", the end (the line after it), and the page."
    const listGoesOn = LIST_GOES_ON.test(rest.slice(close + 1)) || (rest.slice(0, end.index).includes(", ") && LAST_ITEM.test(rest.slice(close + 1)));
    if (close > 0 && !rest.slice(end.index + 2, close).includes("(") && (/^\s*that\s/.test(rest) || listGoesOn)) {
      const after = clauseFrom(rest, close + 1);
      if (after) return `${rest.slice(0, end.index).trim()}${listGoesOn ? "" : " "}${after}`.replace(/[\s,.;:]+$/, "").trim();
    }
  }
  return (end ? rest.slice(0, end.index) : rest).replace(/[\s,.;:]+$/, "").trim();
}

/**
 * The first match of `pattern` that does not stand inside an inline-code span: in "raise an error only if `strict:
 * true` is set", "add `filter: <function>` to the options" the colon is code, no clause boundary, and an answer cut
 * there ends inside an open span ("add `filter").
 */
function firstOutsideCode(text: string, pattern: RegExp): RegExpExecArray | null {
  const global = new RegExp(pattern.source, pattern.flags.includes("g") ? pattern.flags : `${pattern.flags}g`);
  for (let match = global.exec(text); match; match = global.exec(text)) {
    // A stray backtick with no partner after the match opens no span.
    const open = (text.slice(0, match.index).match(/`/g) ?? []).length % 2 === 1 && text.indexOf("`", match.index) >= 0;
    if (!open) return match;
    global.lastIndex = match.index + 1;
  }
  return null;
}

/**
 * A second clause spliced on with a comma and a pronoun: "a highly optimized library for generating prime numbers, it
 * can generate …" (primesieve's guide), "the rows, they still hold …".
 */
const PRONOUN_SPLICE = /,\s+(?=(?:it\s+(?:(?:also|now|then|still|only)\s+)?(?:can|could|will|would|may|might|must|should|is|was|has|had|does|did|[a-z]{3,}s)|they\s+(?:(?:also|now|then|still|only)\s+)?(?:can|could|will|would|may|might|must|should|are|were|have|had|do|did|[a-z]{3,}))\s)/;
/** A subordinate clause's conjunction at a clause's start. */
const SUBORDINATE_OPENING = /^\s*(?:after|before|when|whenever|once|until|while|if|unless|although|though|even though|even if|since|because|as soon as|as long as)\s/i;

/** A list's next items after a comma, up to its last one after "and"/"or": ", port number, interface and optional …". */
const LIST_GOES_ON = /^,\s+(?!(?:and|or|then|but|so)\s)[^,;:.]{1,60}?(?:,\s+[^,;:.]{1,60}?)*,?\s+(?:and|or)\s+[^\s,;:]/;

/** A list's last item after a comma and "and"/"or", ending its sentence: ", and the page." */
const LAST_ITEM = /^,\s+(?:and|or)\s+[^\s,;:()]+(?:\s+[^\s,;:()]+){0,3}\.?$/;

const CLAUSE_END = /;|:\s|\s\(|\s[—–]\s|(?<=\p{L}{2})\s-\s(?=\p{L}{2})|\s(?:where|which|who|because|since|unless|although|though|whereas|while)\s|(?<!\bbetween\s+\S+),?\s+and\s+(?!(?:\d[\d,.]*|one|two|three|four|five|six|seven|eight|nine|ten)\s)(?:(?!and\s)\S+\s+){0,2}(?!based\s+on\s|built\s+(?:on|with)\s)[a-z]{3,}(?:s|ed)\s+(?:the|a|an|its|their|all|each|by|to|in|on|at|with)\s|,\s+(?:and|but)\s+(?:(?!(?:that|which|who|whose|whom)\s)[^\s,]+\s+){0,6}(?:returns?|is|are|was|were|can|could|will|would|should|may|must|does|do|has|have|had)\b|,?\s+and\s+(?:(?!and\s)[^\s,]+\s+){0,3}(?:returns?|is|are|was|were|can|could|will|would|should|may|must|does|do|has|have|had)\b|,?\s+and\s+(?:indicates|means|implies|shows|signals|states|ensures|guarantees|denotes)\s+(?:that|whether|how)\s|,?\s+and\s+`[^`]+`\s+(?:[a-z]{2,}s\s+(?:that|whether|if|the|a|an|its|their|each|all|every|any)\b|(?:is|are|was|were|can|will|must|should|may|has|have)\b)|\s+but\s+(?:also\s+)?(?:is|are|was|were|has|have|can|will|does|do|may|must|should)\b|\sas inputs and\s|(?<!\bdo|\bdoing|\bdone|\bor)\sso\s+(?=(?:make sure|be sure|that|you|we|it|they|this|your)\s)|,\s+(?:which|where|while|whereas|although|though|but|so that|so|thus|hence|however|therefore|nevertheless|nonetheless|consequently|moreover|furthermore|i\.e\.|e\.g\.|see)\b|,\s+otherwise,?\s+(?=(?:it|they|he|she|we|you|this|that|there|the)\b)|,\s+(?=\p{Lu}[\p{L}-]*\s+(?:has|have|is|are|provides|uses|supports|offers)\s)|,\s+(?=(?:(?:variable|column|field|argument)\s+)?[\p{Ll}_][\p{L}\d_.]*\s+(?:indicates|represents|denotes|specifies|holds|stores|means)\s)|,\s+(?=the\s+[\p{L}\d-]+(?:\s+[\p{L}\d-]+){0,2}\s+(?:gives|is|are|has|have|provides|uses|returns|takes|contains|does|can|will|may|must|should)\s)|\.\s*$|[.!?]["”’')\]]*$/u;

/**
 * A closing double quote that opens a word: LaTeX's two apostrophes typeset as "”SQUAREM” is a package …" (27
 * development PDFs). Read as the opening quote it stands for, so the quoted name is one name to the shapes.
 */
const REVERSED_OPENING_QUOTE = /(?<=^|[\s([])”(?=\p{L})/gu;

/** A page's lines as numbered lines, made once per page (the vocabulary is read once per text). */
const CONTEXTS = new WeakMap<readonly string[], NumberedLines>();
function contextLines(context: readonly string[]): NumberedLines {
  let numbered = CONTEXTS.get(context);
  if (!numbered) {
    numbered = new Map(context.map((text, index) => [index + 1, text] as const));
    CONTEXTS.set(context, numbered);
  }
  return numbered;
}

/**
 * Lines read as one run of prose: joined with spaces, footnote marks left out and a word hyphenated at a line end
 * mended where the sentence view would mend it. Evidence checks compare answers with this text, so "segre-" / "gated" holds "segregated".
 * `context` gives the words that decide a hyphen (the whole page the lines are of; the lines themselves by default).
 */
export function proseText(lines: readonly string[], context: readonly string[] = lines): string {
  // The words that decide a line-end hyphen are the context's: the lines alone, or the whole page they are of.
  const vocabulary = vocabularyOf(context === lines ? new Map(lines.map((text, index) => [index + 1, text] as const)) : contextLines(context));
  let text = "";
  for (const raw of lines) {
    const line = withoutFootnoteMarks(raw.trim());
    if (!line) continue;
    if (/\p{L}[-\u00ad‐]$/u.test(text) && (/^\p{Ll}/u.test(line) || joinsCapitalised(text, line, vocabulary))) text = joinHyphenated(text, line, vocabulary);
    else if (brokenAtUnderscore(text, line)) text = `${text}${line}`;
    else text = text ? `${text} ${line}` : line;
  }
  return text;
}
