import { isDoxygenNote, sentenceSpans } from "../../documents/sentences.js";
import { perText } from "../../documents/per-text.js";
import { callEntries, entryLabel } from "./exception-questions.js";
import type { Fact, ReadText } from "./facts.js";
import { GTK_DOC_ANNOTATION } from "./table-rows.js";
import { GI_NO_DESCRIPTION, OPERATOR_NAME, overloadAsked, overloadParameters, termHeading } from "./term-questions.js";

/**
 * Questions from what an API reference says a call returns, in the paragraph under its entry's label:
 *   Doxygen:  "### get_hash()" … "Returns" / "the hash value"
 *   Javadoc:  "#### getObjectRegistry()" … "Returns:" / "the current registry."
 *   Sphinx:   "#### method grib.latlons()" … "Returns" / "lats,lons numpy arrays containing latitudes and longitudes …"
 *     → "What does `getObjectRegistry()` return?" — "the current registry"
 * The label's paragraph is its own part of the entry, so what it says is asked whatever the description above says.
 * Not asked: a result of one or two words ("a Map", "PWM object": the type the declaration shows), one the page gives
 * for many calls ("Enum describing error condition; …": the API's rule, said once), an overloaded call whose overloads
 * differ, and Doxygen's "Return values" table of codes (no label this reads).
 */

/** The label, alone on its line: "Returns", "Returns:", "Return", "Return value:". */
const LABEL = /^(?:Returns?|Return value)\s*:?$/;
/** The same label with the result after it on its line, as a Texinfo manual writes it ("Returns: ASN1_SUCCESS if …"). */
const INLINE_LABEL = /^(?:Returns?|Return value):\s+(\S.*)$/;
/** The next part of an entry, which ends the result's paragraph. */
const NEXT_PART = /^(?:(?:Throws|Raises|Exceptions?|Since|See [Aa]lso|Example|Examples|Note|Notes|Author|Authors|Parameters|Params|Return type|Returns?|Warning|Precondition|Postcondition|Deprecated|Version|Overrides|Specified by|Type)\s*:?$)/;
/** A page's navigation or footer, which a result's paragraph runs into when no blank line parts them (Javadoc, Doxygen). */
const PAGE_CHROME = /^(?:Generated (?:by|on)\b|Overview\s+Package\b|Skip navigation\b|The documentation for this\b|All Classes\b|Copyright\b|©)/;
/** The label as the first cell of a table row, the result in the second, as libxml2's reference writes it ("Returns: | the current function or NULL;"; gtk-doc 1.x: "Returns : | non-0 on failure"). */
const ROW_LABEL = /^(?:Returns?|Return value)\s?:?\s*\|\s*(\S[^|]*?)\s*\|?$/;
/** The type of a result, on a line of its own under the label, as gi-docgen writes it: "Type: gboolean". */
const GI_RESULT_TYPE = /^Type:\s+\S/;
/** Fewest words of a result worth asking: "the current registry", not "a Map". */
const MIN_WORDS = 3;
/** A result the page gives this many calls is the API's rule: "Enum describing error condition; superset of OpenCL error codes". */
const REPEATED_RESULT = 3;
/** Most words of a result given on its label's line (INLINE_LABEL): more is the list of every code the call returns. */
const MAX_LISTED_WORDS = 24;
/** What returns nothing, or only the type the declaration shows. */
const NO_RESULT = /^(?:nothing|none|void|null|n\/a)\b/i;

export interface CallResult {
  /** The result's first sentence, without a leading "Returns" and the closing stop: "false if it is not possible to advance". */
  text: string;
  line: number;
  endLine: number;
}

/** What the entry whose heading is on `line` says it returns, under its "Returns" label; undefined when it says nothing. */
export function returnOf(text: ReadonlyMap<number, string>, line: number): CallResult | undefined {
  // A Texinfo manual writes the result after its label on one line ("Returns: ASN1_SUCCESS if …"); the one walk over an
  // entry's labelled parts (entryLabel) finds it.
  const texinfo = termHeading(text, line)?.texinfo !== undefined;
  const row = texinfo ? undefined : entryLabel(text, line, ROW_LABEL);
  const label = row ?? entryLabel(text, line, texinfo ? INLINE_LABEL : LABEL);
  if (!label) return undefined;
  const inline = texinfo || row ? label.match[1] : undefined;
  const parts: string[] = inline ? [inline] : [];
  let end = label.line;
  // Its sentence runs on to the line that ends it, wrapped as the PDF wraps it ("… ASN1_MAX_" / "NAME_SIZE characters.");
  // a PDF has no blank line before the next entry, so one that reaches it or runs on longer is not read.
  // A row's cell is the whole result.
  if (inline && !row) {
    while (!/\.$/.test(parts.at(-1)!)) {
      const next = text.get(++end)?.trim();
      if (next === undefined || end > label.line + 4 || next === "" || termHeading(text, end)?.call || termHeading(text, end + 1)?.call) return undefined;
      parts.push(next);
    }
  }
  for (let at = label.line + 1; !inline && at <= label.line + 6 && text.get(at) !== undefined; at++) {
    const value = text.get(at)!.trim();
    // gi-docgen gives the result's type on the line under its label ("Type: gboolean"), then what the result is.
    if (at === label.line + 1 && GI_RESULT_TYPE.test(value)) continue;
    if (GI_NO_DESCRIPTION.test(value)) return undefined;
    if (value === "" || value === "undefined" || /^#{1,6}\s/.test(value) || NEXT_PART.test(value) || isDoxygenNote(value) || PAGE_CHROME.test(value) || GTK_DOC_ANNOTATION.test(value)) break;
    // A list after the result's line is the next part of the page: Javadoc's navigation ("- Overview", "- Package").
    if (parts.length > 0 && /^[-*+]\s/.test(value)) break;
    // "the needed offset of the file" over "File size if no more bytes are needed": a line without its stop, then a
    // capital, is a second result (Doxygen writes each of the label's paragraphs on a line of its own).
    if (parts.length > 0 && !/[.,;:(]$/.test(parts.at(-1)!) && /^[A-Z]/.test(value)) break;
    parts.push(value.replace(/^[-*+]\s+/, ""));
    end = at;
  }
  if (parts.length === 0) return undefined;
  const paragraph = parts.join(" ").replace(/\s+/g, " ");
  const first = sentenceSpans(paragraph)[0]?.text ?? paragraph;
  // "Returns amount of video modes.", "Return false if it is not possible to advance.", "return a new default
  // ExifMem": the label said again.
  // "(transfer none) : The icon of the account": gtk-doc's annotation written into the text, before the result.
  const result = first.replace(/^(?:\((?:transfer (?:none|full|container|floating)|nullable|allow-none|out|optional)\)\s*)+:?\s*/i, "").replace(/^Returns?\s+(?=[a-z])/i, "").replace(/[.;]$/, "").trim();
  // "energy density [unit: [Image: $\rho_{\rm nuc} c^2$] ]": a formula the page shows as an image reads as no answer.
  if (result.split(/\s+/).length < MIN_WORDS || NO_RESULT.test(result) || result.includes("[Image:")) return undefined;
  // "On successful conversion IDN2_OK is returned, if … or another error code is returned": a Texinfo manual's list of
  // every code a call returns is no answer a reader gives back.
  if (inline && result.split(/\s+/).length > MAX_LISTED_WORDS) return undefined;
  // Where the sentence ends: the line that holds its last words.
  const tail = result.slice(-20);
  let endLine = inline ? label.line : label.line + 1;
  for (let at = endLine; at <= end; at++) {
    endLine = at;
    if (text.get(at)!.includes(tail)) break;
  }
  return { text: result, line: label.line, endLine };
}

interface ReturnEntry {
  term: string;
  /** What the question adds to name an overload: " when given `minSize` and `maxSize`", or "". */
  given: string;
  line: number;
  result: CallResult;
}

/** Every call entry's result in the text read (the call entries exception-questions.ts finds, once per text). */
const returnEntries = perText((text): ReturnEntry[] => {
  const entries: ReturnEntry[] = [];
  for (const { line, heading } of callEntries(text)) {
    const result = returnOf(text, line);
    if (result) entries.push({ term: heading.term, given: overloadAsked(text, heading), line, result });
  }
  return entries;
});

/**
 * "What does `getObjectRegistry()` return?" of every call heading in the range whose entry says (returnOf). An
 * overloaded call is asked with the parameters its heading names ("What does `getVideoModeResolution()` return when
 * given `modeNumber`?"), and not when two of its headings name the same ones and differ; a result the page gives for
 * several calls is asked of none.
 */
export function returnFacts(text: ReadText, from: number, to: number): Fact[] {
  const all = returnEntries(text);
  const said = new Map<string, Set<string>>();
  for (const entry of all) said.set(entry.result.text, (said.get(entry.result.text) ?? new Set()).add(entry.term));
  const facts: Fact[] = [];
  for (const entry of all) {
    if (entry.line < from || entry.line > to) continue;
    const same = all.filter((other) => other.term === entry.term && other.given === entry.given);
    if (same.some((other) => other.result.text !== entry.result.text) || same[0] !== entry) continue;
    if (said.get(entry.result.text)!.size >= REPEATED_RESULT) continue;
    facts.push({
      question: `What does ${entry.term} return${entry.given}?`,
      answer: entry.result.text,
      evidence: [{ start_line: entry.line, end_line: entry.line }, { start_line: entry.result.line, end_line: entry.result.endLine }],
      kind: "term",
    });
  }
  return facts;
}

/**
 * The reader's form of returnFacts' question: the call's name as its heading names it, with empty parentheses, and
 * the parameters of the overload it names, if it names one.
 */
export function returnQuestionOf(question: string): { term: string; name: string; parameters?: string[] } | undefined {
  const parameters = overloadParameters(question);
  const match = new RegExp(String.raw`^What does (\x60(${OPERATOR_NAME}|[A-Za-z_$][\w$.:]*)\(\)\x60) return(?: when [^?]*)?\?$`).exec(question.trim());
  return match ? { term: match[1]!, name: match[2]!, ...(parameters ? { parameters } : {}) } : undefined;
}
