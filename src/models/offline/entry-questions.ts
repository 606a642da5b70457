import { isQuestionHeading, isUnderline, questionHeadingText, sentencesOf } from "../../documents/sentences.js";
import { contentWords } from "../../documents/words.js";
import { GENERIC_HEADS } from "./context-needs.js";
import { JUDGEMENT_ADJECTIVES } from "./question-quality.js";
import { headingAbove, type Fact, type ReadText } from "./facts.js";
import { readWords } from "./readme-questions.js";
import { rowCells } from "./table-rows.js";
import { EXTRAPOSED_ADJECTIVES } from "./section-scope.js";

/**
 * Questions from a document's entries: a heading line and the text under it that answers or describes it.
 *   FAQ entry:    "1.2. What is Debian GNU/Linux?" / its answer   → "What is Debian GNU/Linux?", the answer's first sentence
 *   option entry: "--no-edit::" / "-v, --verbose" / its description → "What does the --no-edit option do?", its first sentence
 * The heading must stand on a line of its own and the answer must start within a few lines after it, so that a table
 * of contents (a list of questions with no answers under them) yields nothing.
 */

/** Words that point back to something said before the heading: the question would not stand alone. */
const POINTING = /\b(?:it|its|this|that|these|those|they|them|the above|the former|the latter|such)\b/i;
/** "Is it possible to …", "Is it safe to …": "it" stands for the clause that follows, not for something said before. */
/**
 * Words of a heading question that name no subject: a generic noun ("What's the solution?", "What is the
 * difference?", "What's the real long-term fix?") with at most a filler adjective or verb. Such a heading asks about
 * what the section before it set up; out of the page it asks about nothing.
 */
const SUBJECTLESS = new Set([
  ...GENERIC_HEADS, "fix", "fixes", "difference", "differences", "point", "purpose", "catch", "deal", "trick", "way",
  "ways", "alternative", "alternatives", "workaround", "workarounds", "question", "questions", "goal", "use", "benefit",
  "benefits", "advantage", "advantages", "downside", "downsides", "matter", "real", "long", "term", "short",
  "best", "main", "actual", "right", "big", "bigger", "general", "good", "better", "simple", "proper", "correct",
  "quick", "whole", "final", "next", "wrong", "happen", "happens", "happened", "mean", "means", "work", "works",
]);
const DUMMY_IT = new RegExp(`^(?:is|was|would|will) it (?:(?:be|really|ever|still|also) )?(?:${EXTRAPOSED_ADJECTIVES}) (?:to|for)\\b`, "i");
/** A sentence that only appraises its subject: "X is slow.", "Doing Y with Z is not easy." */
const APPRAISAL_ONLY = new RegExp(`^[^,;:]*\\b(?:is|are)\\s+(?:(?:not|very|quite|rather|too|fairly|really|extremely)\\s+)*(?:${JUDGEMENT_ADJECTIVES})\\.?$`, "i");
/** Most lines between a heading and the first line of its answer (blank lines and indentation included). */
const MAX_GAP = 3;
/** Fewest and most words of an entry's answer. */
export const MIN_ANSWER_WORDS = 4;
const MAX_ANSWER_WORDS = 40;

export function entryFacts(text: ReadText, from: number, to: number): Fact[] {
  const facts: Fact[] = [];
  for (let line = from; line <= to; line++) {
    const raw = text.get(line);
    if (raw === undefined) continue;
    const help = optionRow(raw) ? undefined : helpEntry(text, line);
    const row = optionRow(raw) ?? help;
    // A PDF's question heading may be wrapped over two lines: its answer starts under the second.
    const wrapped = row ? undefined : wrappedQuestion(text, line);
    const heading = row ? optionQuestion(row.option) : faqQuestion(raw) ?? optionQuestion(raw, { inOptions: underOptionsHeading(text, line) }) ?? (wrapped ? faqQuestion(wrapped.text) : undefined);
    if (!heading) continue;
    if (!row && stackedOptionName(text, line)) continue;
    if (!row && questionInChecklist(text, line)) continue;
    // A --help line's description is a phrase without a full stop ("Do not attach STDIN"): the whole of it.
    const answer = help ? help.answer : row ? rowDescription(row.description, line) : answerAfter(text, wrapped && !faqQuestion(raw) ? wrapped.endLine : line);
    if (!answer) continue;
    // "Privacy Statement | Legal Notices | © 2017 …": the page's footer under its last question is no answer.
    if (/©|\ball rights reserved\b/i.test(answer.text) || rowCells(answer.text) !== undefined) continue;
    // "How do I …?" wants a way: an answer that names none ("A fetch stores a copy …") answers another question.
    if (/^where\b/i.test(heading) && !/\b(?:in|at|from|under|on|inside)\s+(?:the\s+|a\s+)?[\w/`'"“(]/i.test(answer.text)) continue;
    // "How fast/many/much/long …?" asks a measure, not a way.
    if (/^how\b/i.test(heading) && !/^how (?:fast|slow|many|much|long|big|large|small|often|old|well)\b/i.test(heading) && !/\b(?:use|using|run|set|can|should|way|by|with|via|need to|must)\b/i.test(answer.text)) continue;
    // "How to do mass-insertion?" / "Mass-insertion using the high-level API is slow.": a verdict on the way, not a way.
    if (/^how\b/i.test(heading) && APPRAISAL_ONLY.test(answer.text)) continue;
    if (!answersKind(heading, answer.text)) continue;
    // "In the first case, we send a valid packet." under "Do we want to check an allowed, or a forbidden flow?", "Using
    // only these 3 key points, …": an answer that opens by pointing back at what came before answers another question.
    // ("With this option, eXpress …" under "What does the --no-bias-correct option do?" and "These files are executable
    // scripts …" point at the question's own subject, and answer it.)
    if (/^(?:In (?:the (?:first|second|former|latter)|either) cases?|(?:Using|With) (?:only )?(?:these|those) (?:\d+|two|three|four|five)\b)/.test(answer.text)) continue;
    facts.push({ question: heading, answer: answer.text, evidence: [{ start_line: line, end_line: answer.endLine }], kind: "entry" });
  }
  return facts;
}

/**
 * A reStructuredText glossary's terms (`.. glossary::`, each term alone on an indented line over its definition
 * indented further, Octavia's and Sphinx's glossaries): "What does the term “Amphora” mean?", the definition's first
 * sentence as the answer. Only inside the directive: every line between it and the term is blank or indented, and all
 * of them were read.
 */
export function glossaryFacts(text: ReadText, from: number, to: number, options: { askedAsTerm?: boolean } = {}): Fact[] {
  const facts: Fact[] = [];
  for (let line = from; line <= to; line++) {
    const raw = text.get(line);
    const term = raw === undefined ? undefined : GLOSSARY_TERM.exec(raw);
    // The reader, asked "What does the term “X” mean?", needs no directive in the lines it read: the question says
    // that X is a term (reader-extract.ts).
    if (!term || (!options.askedAsTerm && !inGlossary(text, line))) continue;
    const indent = term[1]!.length;
    const lines = new Map<number, string>();
    for (let at = line + 1; at <= line + 20; at++) {
      const next = text.get(at);
      if (next === undefined || (next.trim() !== "" && /^\s*/.exec(next)![0].length <= indent) || (next.trim() === "" && lines.size > 0)) break;
      if (next.trim() !== "") lines.set(at, next.trim());
    }
    const start = [...lines.keys()][0];
    const lead = start === undefined ? undefined : leadSentence(new Map([...lines, [Math.max(...lines.keys()) + 1, ""]]), start);
    if (!lead) continue;
    facts.push({ question: `What does the term “${term[2]!}” mean?`, answer: lead.text, evidence: [{ start_line: line, end_line: lead.endLine }], kind: "entry" });
  }
  return facts;
}

/** A glossary's term line: indented, one to five words, no sentence's punctuation, no directive option (":sorted:"). */
const GLOSSARY_TERM = /^(\s+)([A-Za-z][\w./+-]*(?: [A-Za-z(][\w./+()-]*){0,4})\s*$/;

/** Whether a line stands in a `.. glossary::` directive's body: above it only blank or indented lines, then the directive. */
function inGlossary(text: ReadText, line: number): boolean {
  for (let at = line - 1; at >= Math.max(1, line - 400); at--) {
    const above = text.get(at);
    if (above === undefined) return false;
    if (/^\.\.\s+glossary::/.test(above)) return true;
    if (above.trim() !== "" && !/^\s/.test(above)) return false;
  }
  return false;
}

/** A yes/no question: it opens with its auxiliary ("Can I fit …?", "Is there …?", "Does X support …?"). */
const YES_NO = /^(?:is|are|was|were|do|does|did|can|could|should|will|would|may|must|has|have)\b/i;
/** An answer that gives its verdict: "Yes, …", "No, …", "The answer is no: …". */
const VERDICT = /^(?:(?:yes|no)\b|the (?:short )?answer is (?:yes|no)\b)/i;
/** A sentence that denies: "X does not …", "cannot", "is not yet …". */
const DENIAL = /\b(?:not|cannot|can['’]t|[a-z]+n['’]t|never|no longer)\b/i;
/** Words of a reason: a "Why …?" answer must give one, not start on the subject's background. */
const REASON = /\b(?:because|since|due to|owing to|so that|in order to|the reason|reasons?|the answer is|is that|as a result|to avoid|to keep|to allow|to make)\b/i;

/**
 * Whether the first sentence under an FAQ's question answers that kind of question: "Why …?" wants a reason, and a
 * yes/no question a verdict or a denial of what it asks ("Pika does not have any notion of threading"); a sentence that
 * starts on the background ("In statistics, deriving intervals … is a common procedure") answers neither.
 */
export function answersKind(question: string, answer: string): boolean {
  // "What gets installed by 'make install', and where?": two questions in one heading; the first sentence under it
  // answers one at most (and often neither: it opens on what the section is about).
  if (/\s(?:and|or)\s+(?:what|where|when|why|how|who|which)\b/i.test(question)) return false;
  if (/^why\b/i.test(question)) return REASON.test(answer);
  // "Are grids stored as points or as arrays?" asks which, not whether.
  if (!YES_NO.test(question) || /\bor\b/i.test(question) || VERDICT.test(answer)) return true;
  const asked = new Set(contentWords(question).map((word) => word.slice(0, 5)));
  // The denial of the main clause: "X has only … since the density does not …" denies something else.
  const main = answer.split(/\b(?:since|because|when|if|which|that|who|while|although|though|as|unless|where)\b/i)[0]!;
  return DENIAL.test(main) && contentWords(answer).some((word) => asked.has(word.slice(0, 5)));
}

/**
 * A question heading wrapped over two lines, as a PDF lays out a long one ("Why should I use xts rather than zoo or
 * another time-series" / "package?"): the first line opens the question after a finished line (or none) and does not
 * end it, the second ends it. The two lines joined, a word hyphenated across them ("dimen-" / "sions") made whole.
 */
export function wrappedQuestion(text: ReadText, line: number): { text: string; endLine: number } | undefined {
  const first = text.get(line)?.trim();
  const second = text.get(line + 1)?.trim();
  if (!first || !second || /[.?!:;,]$/.test(first) || !/\?(?::{1,2})?$/.test(second) || second.split(/\s+/).length > 12) return undefined;
  const before = text.get(line - 1)?.trim();
  if (before && !/[.?!:]$/.test(before) && !/^\d+$/.test(before)) return undefined;
  const joined = /\p{Ll}-$/u.test(first) && /^\p{Ll}/u.test(second) ? `${first.slice(0, -1)}${second}` : `${first} ${second}`;
  return isQuestionHeading(joined) ? { text: joined, endLine: line + 1 } : undefined;
}

/** "1.2. What is Debian GNU/Linux?" → "What is Debian GNU/Linux?"; undefined when the line is no self-contained question. */
export function faqQuestion(raw: string): string | undefined {
  const trimmed = raw.trim();
  if (!isQuestionHeading(trimmed)) return undefined;
  const question = plainHeading(questionHeadingText(trimmed)).replace(/\s+\?$/, "?");
  // "Is it possible to …?": an "it" that stands for the clause after it points back at nothing.
  if (POINTING.test(question.replace(DUMMY_IT, "")) || contentWords(question).length === 0) return undefined;
  // "What about GROUP BY, UNION, etc?": a heading that opens a topic for discussion, not a question one sentence answers.
  if (/^(?:what|how) about\b/i.test(question)) return undefined;
  // "1 What is implemented?", "What is new?" (a vignette's or release's section): a participle or adjective alone names
  // no subject; implemented where, new in what, the section's text says.
  if (/^(?:what|which)\s+(?:is|are|was|were|has been|have been)\s+(?:[a-z]+(?:ed|en)|new|available|possible|missing|planned)\?$/i.test(question)) return undefined;
  // "What's the solution?": only generic words, and no name (code, a capitalised word past the first).
  const named = /`|\b[A-Z]/.test(question.replace(/^\S+/, ""));
  if (!named && contentWords(question).every((word) => SUBJECTLESS.has(word))) return undefined;
  return question;
}

/** A list item: "- …", "* …", "1. …". */
const LIST_ITEM = /^\s*(?:[-*+•]|\d{1,2}[.)])\s+/;

/**
 * A question that is an item of a list of questions ("- What platform are you on?" / "- How did you install
 * Jupyter?" / "- What have you tried already?"): questions for the reader to answer, a checklist; what follows the
 * list answers none of them. An FAQ written as a list has its answer under each item, not another question.
 */
function questionInChecklist(text: ReadText, line: number): boolean {
  const item = (at: number) => LIST_ITEM.test(text.get(at) ?? "") && isQuestionHeading(text.get(at)!.trim().replace(LIST_ITEM, ""));
  if (item(line)) return item(line - 1) || item(line + 1);
  // So is a paragraph that is a question with another question for its next paragraph ("Is the phone line connected
  // …?" / "Can you fax a different document?", a troubleshooting guide's). A table of contents' questions are too; the
  // entries below them have their answers under them.
  let next = line + 1;
  while (next <= line + 2 && text.get(next) !== undefined && text.get(next)!.trim() === "") next++;
  const value = text.get(next)?.trim();
  return !/^#/.test(text.get(line)!.trim()) && value !== undefined && value !== "" && !/^#/.test(value) && !LIST_ITEM.test(value) && isQuestionHeading(value);
}

/**
 * An option's name right under another option's name: a table of options and descriptions that a PDF's text layer gives
 * column by column ("-o <f>", "--tblout <f>", …, "--verbose", then the descriptions in the same order), so the line
 * below the last name describes the first. AsciiDoc stacks the spellings of one option ("-q::" / "--quiet::"), and a
 * short spelling may stand above its long one ("-q" / "--quiet"): those are one entry.
 */
function stackedOptionName(text: ReadText, line: number): boolean {
  // The table's group title may stand between two names of the run ("--Fmid <x>", "Other Options", "--notrunc").
  const title = /^[A-Z][\w-]*(?: [A-Za-z][\w-]*){0,3}$/.test(text.get(line - 1)?.trim() ?? "") && !optionQuestion(text.get(line - 1)!);
  const above = text.get(title ? line - 2 : line - 1)?.trim();
  if (!above || !optionQuestion(above) || /::$/.test(above)) return false;
  const short = /^-([A-Za-z])(?:\s|$)/.exec(above);
  const long = /^--([A-Za-z])/.exec(text.get(line)!.trim());
  return !(short && long && short[1]!.toLowerCase() === long[1]!.toLowerCase());
}

/**
 * The line stands in a section that lists options: the nearest heading above it is "## OPTIONS", "## Options",
 * "## Command-line options", "## OPTIONS AND ARGUMENTS" (a manual page's, as the HTML adapter writes its sections), or
 * an underlined "Options".
 */
export function underOptionsHeading(text: ReadText, line: number): boolean {
  const heading = headingAbove(text, line);
  return heading !== undefined && /^(?:[\w-]+\s+){0,2}options?(?:\s+and\s+arguments)?:?$/i.test(heading.trim());
}

/**
 * An option's entry: the option alone on its line ("--no-edit::", "-v, --verbose", "--format=<format>") with its
 * description below. The question names the longest spelling of the option.
 */
export function optionQuestion(raw: string, context: { inOptions?: boolean } = {}): string | undefined {
  // reStructuredText's ".. option:: --dry-run" (Sphinx) names the option its indented text describes.
  const trimmed = plainHeading(raw.trim().replace(/^\.\.\s+(?:option|cmdoption)::\s+/, "")).replace(/::$/, "");
  if (!/^-{1,2}[A-Za-z]/.test(trimmed) || trimmed.length > 60) return undefined;
  const parts = trimmed.split(/\s*,\s*|\s+/);
  const spellings = parts.filter((part) => /^-{1,2}[A-Za-z][\w-]*(?:[=[].*)?$/.test(part));
  // Every word of the line must be a spelling of the option or its value placeholder. Under a manual page's OPTIONS a
  // placeholder may be one word in lower case after the option ("-f tonemap", "-l carrier").
  const placeholder = (part: string, index: number) => /^<[^>]+>$|^\[[^\]]+\]$|^[A-Z_]+$/.test(part) || (context.inOptions === true && index === parts.length - 1 && index > 0 && /^[a-z][a-z_-]*$/.test(part));
  if (spellings.length === 0 || parts.some((part, index) => !/^-{1,2}[A-Za-z][\w-]*(?:[=[].*)?$/.test(part) && !placeholder(part, index))) return undefined;
  // "-d, --debug": the long spelling names the option. "-O, -Oi, -Or, -Os": several options of one kind share the
  // description, which the first of them has ("-Oi" adds what the text says after it); "--color, --colour" too.
  const names = spellings.map((part) => part.replace(/[=[].*$/, ""));
  const dashes = Math.max(...names.map((name) => /^-*/.exec(name)![0].length));
  const longest = names.filter((name) => /^-*/.exec(name)![0].length === dashes);
  const option = longest.length > 1 ? longest[0]! : names.sort((a, b) => b.length - a.length)[0]!;
  // A letter alone ("-c") is an option only where the page lists its options: elsewhere a dash and a letter are
  // anything (a negative in a formula, a list's item).
  if (option.length < 3 && !(context.inOptions === true && /^-[A-Za-z]$/.test(option))) return undefined;
  return `What does the ${option} option do?`;
}

/**
 * A row of an options table ("-c, --run-command | Execute an external command …"), as docutils' option lists and
 * command references in HTML come out (cells joined by " | "): the first cell names the option as its entry line would
 * ("-v, --verbose", "--format=FORMAT"), the second describes it. Two cells only: a wider row is a table of values.
 */
export function optionRow(raw: string): { option: string; description: string } | undefined {
  const cells = rowCells(raw);
  if (cells?.length !== 2 || !optionQuestion(cells[0]!)) return undefined;
  return { option: cells[0]!, description: cells[1]! };
}

/** The words of a --help listing that head its options: "Options:", "Flags:", "optional arguments:". */
const HELP_SECTION = /^\s*(?:options|flags|global flags|global options|optional arguments|general options|command options):\s*$/i;
/** A type a Go or Rust program's help writes in lower case after an option that takes a value ("--detach-keys string"). */
const HELP_TYPE = /\s+(?:string|strings|stringArray|stringSlice|int|int32|int64|uint|uint16|uint32|uint64|float|float32|float64|bool|duration|bytes|list|map|ip|ipNet|port|path|file|value)$/;

/**
 * An option's line of a program's --help output, as a page quotes it under "Options:" ("      --detach-keys string
 * Override the key sequence for detaching a container", "  -o, --output FILE   write output to FILE"): the option and
 * its value's placeholder, two or more spaces, then its description.
 */
function helpRow(text: ReadText, line: number, asked = true): { option: string; description: string } | undefined {
  const match = /^\s+(-\S.*?)\s{2,}(\S.*)$/.exec(text.get(line) ?? "");
  if (!match) return undefined;
  const option = match[1]!.replace(HELP_TYPE, "");
  // "--help" and "--version" say what every program's do.
  const question = optionQuestion(option);
  if (!question || /the --?(?:help|version) option/.test(question)) return undefined;
  // Under the listing's "Options:" line, every line between them an option's or its description's continuation.
  let section: number | undefined;
  for (let at = line - 1; at >= line - 40 && text.get(at) !== undefined; at--) {
    const above = text.get(at)!;
    if (HELP_SECTION.test(above)) {
      section = at;
      break;
    }
    if (!/^\s+\S/.test(above)) break;
  }
  if (asked && (section === undefined || !documentedProgram(text, section))) return undefined;
  // A description wrapped onto the lines below, indented past the options.
  let description = match[2]!.trim();
  for (let at = line + 1; at <= line + 4 && /^\s{8,}[^\s-]/.test(text.get(at) ?? ""); at++) description += ` ${text.get(at)!.trim()}`;
  return { option, description: description.replace(/\s*(?:\((?:default|env|choices|preset)\b[^)]*\)|\[(?:default|boolean|string|number|array|required)\b[^\]]*\])\s*$/i, "") };
}

/**
 * The help quotes the program the page documents: its "Usage:" line, above the options, names a command whose last
 * word a heading above says ("Usage: docker attach [OPTIONS] CONTAINER" under "# attach"), not an example program of a
 * library's README ("Usage: pizza-options [options]").
 */
function documentedProgram(text: ReadText, section: number): boolean {
  let usage: string | undefined;
  for (let at = section - 1; at >= section - 12 && text.get(at) !== undefined && usage === undefined; at--) {
    usage = /^\s*usage:\s+((?:[\w.-]+)(?:\s+[a-z][\w-]*)*)/i.exec(text.get(at)!)?.[1];
  }
  const command = usage?.split(/\s+/).pop();
  if (!command) return false;
  for (let at = section - 1; at >= 1 && text.get(at) !== undefined; at--) {
    const heading = /^#{1,6}\s+(.*)$/.exec(text.get(at)!.trim())?.[1];
    if (heading !== undefined && new RegExp(`(?:^|[\\s\`])${command.replace(/[.]/g, "\\.")}(?:$|[\\s\`])`).test(heading)) return true;
  }
  return false;
}

/**
 * An option of a --help listing and what it does: its description's first sentence, or the whole of a phrase without a
 * full stop ("Do not attach STDIN") of three words at least ("Print usage" says no more than the option). The
 * questioner asks it only of the listing of the program the page documents (`asked`); the reader answers it from the
 * option's line wherever it has read it.
 */
export function helpEntry(text: ReadText, line: number, asked = true): { option: string; description: string; answer: { text: string; endLine: number } } | undefined {
  const row = helpRow(text, line, asked);
  if (!row) return undefined;
  const phrase = row.description.trim();
  const answer = rowDescription(phrase, line) ?? (phrase.split(/\s+/).length >= 3 && /^\p{L}/u.test(phrase) && !/[.:;,]$/.test(phrase) ? { text: phrase, endLine: line } : undefined);
  return answer ? { ...row, answer } : undefined;
}

/** The first sentence of an options table row's description, by the rules of an entry's answer (answerAfter). */
export function rowDescription(description: string, line: number): { text: string; endLine: number } | undefined {
  const lead = leadSentence(new Map([[line, description]]), line);
  if (!lead || /^(?:if|when|see|refer to|please see|read|usually|generally|sometimes|often|we|i|this|it|deprecated)\b/i.test(lead.text)) return undefined;
  return lead;
}

/** A heading as a question reads it: markup quotes and emphasis dropped. */
export function plainHeading(text: string): string {
  return text.replace(/[`*]+|(?<!\w)_(?=\w)|(?<=\w)_(?!\w)/g, "").replace(/\s+/g, " ").trim();
}

/** The first sentence of the text under the heading on `line`, when it starts within MAX_GAP lines and is whole. */
export function answerAfter(text: ReadText, line: number): { text: string; endLine: number } | undefined {
  let start = line + 1;
  // A reStructuredText title's underline belongs to the heading, not to the answer.
  const underlined = text.get(start) !== undefined && isUnderline(text.get(start)!);
  if (underlined) start++;
  while (start <= line + MAX_GAP + (underlined ? 1 : 0) && text.get(start) !== undefined && text.get(start)!.trim() === "") start++;
  const first = text.get(start);
  if (first === undefined || first.trim() === "" || faqQuestion(first) || optionQuestion(first)) return undefined;
  const lines = new Map<number, string>();
  for (let at = start; at <= start + 20 && text.get(at) !== undefined; at++) lines.set(at, text.get(at)!);
  let lead = leadSentence(lines, start);
  // The next entry's heading ends this one's answer: "ID of function execution(s)." over "--function <FUNCTION>" in a
  // command reference whose entries stand without a blank line between them, read as one sentence. A blank line in
  // the heading's place ends the paragraph, so the answer's last sentence still reads as whole.
  const next = lead ? [...lines.keys()].find((at) => at > start && at <= lead!.endLine && (optionQuestion(lines.get(at)!) !== undefined || faqQuestion(lines.get(at)!) !== undefined)) : undefined;
  if (next !== undefined) lead = leadSentence(new Map([...[...lines].filter(([at]) => at < next), [next, ""]]), start);
  if (!lead) return undefined;
  // "-DENABLE_APPS=0" in a fenced example of a build's command line, the fence's end, then "Note also that …": an answer
  // read across a code fence is no description of the line above it.
  // (A reStructuredText title's underline of tildes is no fence: a Markdown one has three, and perhaps its language.)
  for (let at = line + 1; at <= lead.endLine; at++) if (/^\s*(?:`{3,}|~{3}(?:[^~].*)?$)/.test(text.get(at) ?? "")) return undefined;
  const answer = lead.text;
  // An answer that hedges or sets a condition first is not the answer itself ("Usually, if the password is invalid, …").
  if (/^(?:if|when|while|although|though|since|because|with most|usually|generally|in general|sometimes|often|unfortunately|however|well|it depends|there (?:is|are))\b/i.test(answer)) return undefined;
  // A yes/no question's answer keeps the clause that says why or how ("Yes, the list is hosted on …"); "Yes." alone, or
  // a yes that only sends the reader on ("Yes, see …", "No, of course not"), checks nothing.
  const rest = /^(?:yes|no)\b[,;:.!—–-]*\s*(.*)$/i.exec(answer)?.[1];
  if (rest !== undefined && (rest.split(/\s+/).length < MIN_ANSWER_WORDS || /^(?:see|refer|read|of course|not|but|it depends|if|when|usually|generally)\b/i.test(rest) || !/^(?:yes|no),\s/i.test(answer))) return undefined;
  // An answer that only sends the reader elsewhere answers nothing.
  if (/^(?:we|i|let us|let['’]s)\b/i.test(answer)) return undefined; // the authors speaking of their text, not the answer
  if (/\bthis (?:question|section|chapter|faq|document|manual|page|tutorial|guide|article|paper|vignette)\b|\bsee (?:also |the )?(?:section|chapter|§|\d)/i.test(answer)) return undefined;
  if (/^(?:see|refer to|please see|read)\b/i.test(answer)) return undefined;
  // "The answer is a bit complicated.": an answer announced, not given (a verdict or "… is that …" gives it).
  if (/^the (?:short |basic |simple )?answer (?:is|depends)\b(?! (?:yes|no|that)\b)/i.test(answer)) return undefined;
  // "Here is an example which shows how to …": the answer is the example below, not this sentence.
  if (/^(?:here (?:is|are)|the following|this is an example|for example|for instance|consider)\b/i.test(answer)) return undefined;
  return lead;
}

/**
 * The first sentence of `lines` as an entry's answer (an FAQ's, an option's, a named setting's): it starts on line
 * `start` and ends there or below, is whole, has MIN_ANSWER_WORDS to MAX_ANSWER_WORDS words, and does not end by
 * pointing at what follows ("as follows:"). Each entry shape adds the openings it refuses.
 */
export function leadSentence(lines: ReadonlyMap<number, string>, start: number): { text: string; endLine: number } | undefined {
  const sentence = sentencesOf(lines)[0];
  if (!sentence || sentence.startLine !== start || !sentence.complete) return undefined;
  // An entry's description is read as its words: a link's target ("[`Path` attribute][rfc-6265-5.2.4]") is markup.
  const answer = readWords(sentence.text);
  const count = answer.split(" ").length;
  if (count < MIN_ANSWER_WORDS || count > MAX_ANSWER_WORDS) return undefined;
  if (/\b(?:below|above|as follows|the following)[.:]?$/i.test(answer) || /:$/.test(answer)) return undefined;
  return { text: answer, endLine: sentence.endLine };
}

// ---------------------------------------------------------------------------------------------------------------
// Commands shown under an instruction: "To install MkDocs, run the following command:" / "pip install mkdocs".

/** An instruction that ends in a colon and names its goal: the command is on the line(s) below it. */
export const COMMAND_INSTRUCTION =
  /^(?:To|If you(?: (?:really |only |just )?(?:want|wish|need|would like)|['’]d like) to) ([a-z][^,:]{5,80}?)(?:,? (?:(?:please|simply|just|then|you can|you should|you need to|you must|you can simply|you can just) )?(?:run|type|execute|enter|issue|use)\b[^.:,]{0,60})?::?$/;
/** Words of a goal that point elsewhere: "To do this, run:" asks nothing that stands alone. */
const GOAL_POINTING = /\b(?:it|its|this|that|these|those|they|them|such|above|below|same|following)\b/i;
const MAX_COMMAND_CHARS = 80;

/**
 * "Which command do you run to install MkDocs?" → "pip install mkdocs": the command must be one line alone (a code block
 * of one line), so that the answer is the whole of what the instruction shows.
 */
export function commandFacts(text: ReadText, from: number, to: number): Fact[] {
  const facts: Fact[] = [];
  for (const sentence of sentencesOf(text, { from, to })) {
    const instruction = COMMAND_INSTRUCTION.exec(sentence.text.replace(/\s+/g, " ").trim());
    if (!instruction) continue;
    const goal = instruction[1]!.replace(/\s+/g, " ");
    if (GOAL_POINTING.test(goal) || /^(?:do|be|see|get started|start)\b/.test(goal)) continue;
    // "To update:" over a changed argument: a goal of one verb says neither what is updated nor that a command follows.
    if (!goal.includes(" ")) continue;
    const command = commandBelow(text, sentence.endLine);
    if (!command) continue;
    facts.push({ question: `Which command do you run to ${goal}?`, answer: command.text, evidence: [{ start_line: sentence.startLine, end_line: command.line }], kind: "entry" });
  }
  return facts;
}

/**
 * How one line of code is found under an instruction: the lines skipped before it (blank lines and the `opening` of a
 * block, at most `maxSkip`), the prompt taken off it, and whether the line after it still belongs to the block
 * (`continues`). Shared by the command shape ("To install X, run:") and the lead-in shape ("You can X:").
 */
export interface LineBelowRules {
  opening: (value: string) => boolean;
  maxSkip: number;
  prompt: RegExp;
  /** The line after the code, not blank, which does not end it. */
  continues: (next: string) => boolean;
}

/** The first line with text under line `after`, with its prompt and enclosing code-span marks taken off. */
export function lineBelow(text: ReadonlyMap<number, string>, after: number, rules: LineBelowRules): { raw: string; code: string; line: number } | undefined {
  let at = after + 1;
  while (text.get(at) !== undefined && (text.get(at)!.trim() === "" || rules.opening(text.get(at)!)) && at <= after + rules.maxSkip) at++;
  const raw = text.get(at);
  if (raw === undefined || raw.trim() === "") return undefined;
  return { raw, code: raw.trim().replace(rules.prompt, "").replace(/^``(.+)``$|^`(.+)`$/, "$1$2"), line: at };
}

/** Whether the code found at `line` stands alone: the next line is blank, or does not continue the block. */
export function aloneBelow(text: ReadonlyMap<number, string>, line: number, rules: LineBelowRules): boolean {
  const next = text.get(line + 1);
  return next === undefined || next.trim() === "" || !rules.continues(next);
}

/** A Markdown fence, or a reStructuredText directive (".. code-block:: console") before the code. */
const COMMAND_FENCE = (value: string) => /^\s*(?:```|~~~)[\w-]*\s*$/.test(value) || /^\s*\.\. (?:code-block|code|sourcecode|prompt)::/.test(value);
const COMMAND_LINE: LineBelowRules = {
  opening: COMMAND_FENCE,
  maxSkip: 3,
  prompt: /^[$>%#]\s+/,
  // One line only: what follows is a blank line, a closing fence, or a sentence that starts with a capital.
  continues: (next) => !COMMAND_FENCE(next) && !/^\s*["“(]?[A-Z]/.test(next),
};

/**
 * The one-line command under line `after`: the next line with text (a code fence and blank lines skipped), which reads as
 * a command (no closing full stop, not a sentence), with nothing of the same code block after it. undefined otherwise.
 */
export function commandBelow(text: ReadonlyMap<number, string>, after: number): { text: string; line: number } | undefined {
  const found = lineBelow(text, after, COMMAND_LINE);
  if (!found) return undefined;
  const command = found.code;
  if (command.length < 3 || command.length > MAX_COMMAND_CHARS || /[.:!?]$/.test(command)) return undefined;
  // A command starts with a program's name (lower case, a path or ./): not a sentence, not a heading.
  if (!/^(?:\.{0,2}\/)?[a-z][\w.+-]*(?:\s|$)/.test(command) || /^(?:the|a|an|and|or|to|in|for|if|when|you|we|this|that|it|is|are|note)\s/i.test(command)) return undefined;
  if (command.split(/\s+/).length > 12) return undefined;
  // "from flask import abort", "import numpy as np", "use strict;": a line of a program's source, not a command to run.
  if (/^(?:from\s+[\w.]+\s+import|import\s+[\w.{*]|require\s*\(|use\s+[\w:]+;|#include|package\s+[\w.]+;?$|using\s+[\w.]+;)/.test(command)) return undefined;
  if (!aloneBelow(text, found.line, COMMAND_LINE)) return undefined;
  return { text: command, line: found.line };
}
