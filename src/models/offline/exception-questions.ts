import { sentenceSpans } from "../../documents/sentences.js";
import type { Fact, ReadText } from "./facts.js";
import { perText } from "../../documents/per-text.js";
import { termHeading, type TermHeading } from "./term-questions.js";

/**
 * Questions from what an API reference says a call throws and when, in the list under its entry's label:
 *   Javadoc:  "Throws:" / "java.lang.IllegalArgumentException - if this enum type has no constant with the specified name"
 *   Sphinx:   "Raises" / "KeyError – the table does not have a primary key"
 *   Doxygen:  "Exceptions" / "KeyingErr | if a key can't be generated or algorithm parameters are invalid"
 *     → "When does `valueOf()` throw `IllegalArgumentException`?" — "if this enum type has no constant with the specified name"
 * A condition an API states for every argument ("if sink is null" of a NullPointerException), a lead-in to a list
 * ("May be one of the following:") and an exception listed twice for one call (which of its conditions?) are not asked.
 */

export interface ThrownException {
  /** As the list writes it: "java.lang.IllegalArgumentException", "pg.ProgrammingError". */
  name: string;
  /** The name the question uses: the class without its Java package ("IllegalArgumentException"). */
  asked: string;
  condition: string;
  line: number;
  verb: "throw" | "raise";
}

/** Lines of an entry searched for its exceptions' label, below the entry's heading. */
export const ENTRY_REACH = 40;
const LABEL = /^(Throws|Raises|Exceptions|Exception|Raise)\s*:?$/;
/**
 * A part of an entry as gtk-doc heads it, one level below the entry's own heading; gi-docgen heads its page's parts so
 * too ("#### Declaration [src]", "#### Description [src]" under "# Aravis.Camera.get_height_bounds").
 */
const ENTRY_PART = /^(?:Parameters|Returns?|Return value|Throws|Raises|Errors|Since|See also|Notes?|Warning|Examples?|Members|(?:Declaration|Description)(?: \[src\])?)$/i;
const EXCEPTION_LINE = /^(?:[-*+]\s+)?`?([A-Za-z_$][\w$]*(?:(?:\.|::)[A-Za-z_$][\w$]*)*)`?\s+(?:-|–|—|--|\|)\s+(.+)$/;
/** What every call of an API says of a null argument: no question a reader learns from. */
const BOILERPLATE = /^(?:if|when)\s+(?:the\s+|any\s+|an?\s+)?(?:[\w.]+\s+){0,3}(?:is|are|was)\s+null$/i;
const NOT_CONDITION = /(?::$|^(?:may be|see|one of|thrown|raised)\b)/i;

/**
 * The line of the first label `label` matches within the entry whose heading is on `line` ("Throws:", "Returns"), as
 * an API reference writes it alone on its line under the entry's description, with its match; undefined when the entry
 * (up to the next heading or call entry) has none. The one walk over an entry's labelled parts: its exceptions
 * (exceptionsOf) and what it returns (return-questions.ts).
 */
export function entryLabel(text: ReadonlyMap<number, string>, line: number, label: RegExp): { line: number; match: RegExpExecArray } | undefined {
  const level = /^\s*(#{1,6})\s/.exec(text.get(line) ?? "")?.[1]!.length;
  for (let at = line + 1; at <= line + ENTRY_REACH && text.get(at) !== undefined; at++) {
    const value = text.get(at)!.trim();
    // gtk-doc heads each part of a call's entry one level below the call ("### gspell_get_buffer ()" / "####
    // Parameters" / "#### Returns"): such a heading is the entry's label, or a part of the entry before it.
    const part = level !== undefined ? /^(#{1,6})\s+(.*?)\s*#*$/.exec(value) : null;
    if (part && part[1]!.length > level! && ENTRY_PART.test(part[2]!)) {
      const match = label.exec(part[2]!);
      if (match) return { line: at, match };
      continue;
    }
    if (/^#{1,6}\s/.test(value) || termHeading(text, at)?.call) return undefined;
    const match = label.exec(value);
    if (match) return { line: at, match };
  }
  return undefined;
}

/** The exceptions listed under the entry whose heading is on `line`, each with its condition. */
export function exceptionsOf(text: ReadonlyMap<number, string>, line: number): ThrownException[] {
  const found: ThrownException[] = [];
  const label = entryLabel(text, line, LABEL);
  if (!label) return found;
  const verb = /^rais/i.test(label.match[1]!) ? "raise" : "throw";
  for (let item = label.line + 1; item <= label.line + 12 && text.get(item) !== undefined; item++) {
    const match = EXCEPTION_LINE.exec(text.get(item)!.trim());
    if (!match) break;
    const name = match[1]!;
    const asked = name.startsWith("java.") || name.startsWith("javax.") ? name.split(".").pop()! : name;
    // Its first sentence: "if the connection could not be opened. This could happen either because …".
    const condition = (sentenceSpans(match[2]!.trim())[0]?.text ?? match[2]!.trim()).replace(/\.$/, "");
    found.push({ name, asked, condition, line: item, verb });
  }
  return found;
}

/** A condition the page gives this many calls for one exception is the API's rule, said once: "if value is absent or null". */
const REPEATED_CONDITION = 3;

/**
 * "When does `valueOf()` throw `IllegalArgumentException`?" of every call heading in the range (exceptionsOf). An
 * overloaded call is asked only when its overloads agree on the condition; a condition the page repeats for several
 * calls is not asked of any.
 */
export function exceptionFacts(text: ReadText, from: number, to: number): Fact[] {
  const all = exceptionEntries(text);
  const repeated = new Map<string, number>();
  for (const entry of all) repeated.set(`${entry.exception.asked}\n${entry.condition}`, (repeated.get(`${entry.exception.asked}\n${entry.condition}`) ?? 0) + 1);
  const facts: Fact[] = [];
  for (const entry of all) {
    if (entry.line < from || entry.line > to) continue;
    const question = `When does ${entry.term} ${entry.exception.verb} \`${entry.exception.asked}\`?`;
    const same = all.filter((other) => other.term === entry.term && other.exception.asked === entry.exception.asked);
    if (same.some((other) => other.condition !== entry.condition) || same[0] !== entry) continue;
    if ((repeated.get(`${entry.exception.asked}\n${entry.condition}`) ?? 0) - (same.length - 1) >= REPEATED_CONDITION) continue;
    facts.push({ question, answer: entry.condition, evidence: [{ start_line: entry.line, end_line: entry.line }, { start_line: entry.exception.line, end_line: entry.exception.line }], kind: "term" });
  }
  return facts;
}

interface ExceptionEntry {
  term: string;
  line: number;
  exception: ThrownException;
  condition: string;
}

/**
 * Every call's entry heading in the text read, in line order: the entries whose labelled parts are asked (exceptions
 * here, results in return-questions.ts). Found once per text, which is one map for all of a turn's regions.
 */
export const callEntries = perText((text): { line: number; heading: TermHeading }[] => {
  const entries: { line: number; heading: TermHeading }[] = [];
  for (const [line, value] of text) {
    // A call's heading names it with its parentheses, or names it alone over its prototype ("### Function: xlinkIsLink",
    // "### alureGetVersion": headingPrototype), as gi-docgen's page heading does ("# Aravis.Camera.get_height_bounds").
    if (!/\(/.test(value) && !/^\s*#{1,6}\s/.test(value)) continue;
    const heading = termHeading(text, line);
    if (heading?.call) entries.push({ line, heading });
  }
  return entries.sort((a, b) => a.line - b.line);
});

/** Every call entry's askable exceptions in the text read, with the condition's first sentence. */
const exceptionEntries = perText((text): ExceptionEntry[] => {
  const entries: ExceptionEntry[] = [];
  for (const { line, heading } of callEntries(text)) {
    const listed = exceptionsOf(text, line);
    for (const exception of listed) {
      // One exception listed twice for a call ("TypeError – bad argument type" / "TypeError – invalid connection").
      if (listed.filter((other) => other.asked === exception.asked).length > 1) continue;
      const condition = exception.condition;
      if (condition.split(/\s+/).length < 3 || BOILERPLATE.test(condition) || NOT_CONDITION.test(condition)) continue;
      entries.push({ term: heading.term, line, exception, condition });
    }
  }
  return entries;
});

/** The reader's form of exceptionFacts' question: the call's name as its heading names it and the exception's. */
export function exceptionQuestionOf(question: string): { term: string; name: string; exception: string } | undefined {
  const match = /^When does (`([A-Za-z_$][\w$.:]*)\(\)`) (?:throw|raise) `([A-Za-z_$][\w$.:]*)`\?$/.exec(question.trim());
  return match ? { term: match[1]!, name: match[2]!, exception: match[3]! } : undefined;
}
