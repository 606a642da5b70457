import { isCodeFence, sentencesOf } from "../../documents/sentences.js";
import { contentWords } from "../../documents/words.js";
import type { Fact, ReadText } from "./facts.js";
import { COMMAND_INSTRUCTION, aloneBelow, lineBelow, type LineBelowRules } from "./entry-questions.js";
import { titleName } from "./section-scope.js";
import { perText } from "../../documents/per-text.js";

/**
 * Pages of code examples (Sphinx and reStructuredText pages, R Markdown vignettes, READMEs) are made of two forms a
 * reader can check against the page:
 *
 * - **an example with its result**: a doctest ("&gt;&gt;&gt; cattrs.structure(1, str)" over "'1'") or a call with
 *   its result written as a comment ("ms('1d') // 86400000", "console.log(semver.valid('1.2.3')) //=> '1.2.3'"):
 *   "What does `ms('1d')` return?" — "86400000". Only when the example stands alone: every name it uses is a
 *   builtin, a literal's, or imported by the page (a variable set up earlier would be a premise the question leaves
 *   out), it is one short expression (no assignment, no statement), no call of it was set up earlier on the page (an
 *   object whose state the page changed), and its result is one short literal on one line (no traceback, no object
 *   with an address, no "…" of elided output, no words after the value);
 * - **a lead-in over its code**: "You can check which unit systems are available:" over one line of code →
 *   "How can you check which unit systems are available in pint?" — "dir(ureg.sys)". The lead-in names a task
 *   ("You can [also] <verb> …:"), the code under it is one line (a doctest's output may follow), and the answer is
 *   that line. "To X, run:" over a shell command is the command shape's (entry-questions.ts); a "To X:" over a call
 *   that is no shell command is asked here.
 *
 * Questions name the library when the page names it (a Sphinx title "… — pint 0.19 documentation", or the one
 * module the page imports) and the question does not.
 */

const MAX_EXPRESSION_CHARS = 60;
const MAX_RESULT_CHARS = 40;
const MAX_CODE_CHARS = 70;

/** Names an example may use without the page defining them: builtins of Python and JavaScript, typing's generics. */
const BUILTINS = new Set([
  "dir", "len", "str", "int", "float", "bool", "list", "dict", "set", "tuple", "frozenset", "sorted", "repr", "type", "isinstance", "abs",
  "round", "min", "max", "sum", "range", "bytes", "Optional", "Any", "Union", "List", "Dict", "Tuple", "Set", "FrozenSet", "None", "True",
  "False", "JSON", "Math", "Number", "String", "Boolean", "Array", "Object", "true", "false", "null", "undefined", "NaN", "Infinity", "in",
  "is", "not", "and", "or", "new", "typeof", "c", "TRUE", "FALSE", "NULL", "NA",
]);

/** One literal value: a number, a quoted string, a constant, or a bracketed collection or repr closed on its line. */
const LITERAL_RESULT =
  /^(?:-?\d[\d_,]*(?:\.\d+)?(?:e[+-]?\d+)?|[ub]?'[^'\n]*'|[ub]?"[^"\n]*"|true|false|null|undefined|None|True|False|NaN|TRUE|FALSE|NULL|NA|\[[^\n]*\]|\{[^\n]*\}|\([^\n]*\)|[A-Z][\w.]*\([^\n]*\))$/;

/** The result as a question's answer: a comment's arrow and quotes of a JavaScript string left in (they are the value). */
export function resultValue(raw: string): string | undefined {
  const value = raw.trim().replace(/^(?:=>|=&gt;|→|->|⇒)\s*/, "").replace(/;$/, "").trim();
  if (value.length === 0 || value.length > MAX_RESULT_CHARS || !LITERAL_RESULT.test(value)) return undefined;
  // Elided or mangled output, an object's address, an error: nothing a reader can check.
  if (/\.\.\.|…|\bat 0x|\b(?:Error|Exception|Traceback|Warning)\b|<|>/.test(value)) return undefined;
  if (!balanced(value)) return undefined;
  return value;
}

/** Every bracket of the text closed in order, quoted strings aside. */
export function balanced(text: string): boolean {
  let depth = 0;
  for (const char of text.replace(/'[^']*'|"[^"]*"/g, "''")) {
    if ("([{".includes(char)) depth++;
    if (")]}".includes(char)) depth--;
    if (depth < 0) return false;
  }
  return depth === 0;
}

/** The names an expression uses as its own: identifiers outside strings, not after a dot, not keyword or key names. */
export function freeNames(expression: string): string[] {
  const code = expression.replace(/'(?:[^'\\]|\\.)*'|"(?:[^"\\]|\\.)*"|`[^`]*`/g, "''");
  const names: string[] = [];
  for (const match of code.matchAll(/(?<![\w.$])[A-Za-z_$][\w$]*/g)) {
    const after = code.slice(match.index + match[0].length);
    // "locale='en'", "{ long: true }": an argument's or a key's name, not a name the example uses.
    if (/^\s*=(?!=)/.test(after) || /^\s*:(?!:)/.test(after)) continue;
    names.push(match[0]);
  }
  return names;
}

/** An example of one expression: not an assignment, an import or another statement, short, with a call in it. */
export function isExpression(expression: string): boolean {
  const code = expression.replace(/'(?:[^'\\]|\\.)*'|"(?:[^"\\]|\\.)*"/g, "''");
  if (expression.length > MAX_EXPRESSION_CHARS || !/[\w$\])]\s*\(/.test(code) || !balanced(expression)) return false;
  if (/^(?:import|from|def|class|for|while|if|with|return|del|assert|raise|print|let|const|var|await|async|function|library|require)\b/.test(expression.trim())) return false;
  // An assignment ("q = …", "x <- …") sets something up; "==", "<=", ">=", "!=" and keyword arguments compare or pass.
  const outside = code.replace(/\([^()]*\)/g, "()").replace(/\([^()]*\)/g, "()");
  if (/(?<![=!<>])=(?![=>])|<-|\+=|-=/.test(outside)) return false;
  // console.log is unwrapped before; another logger's or printer's output is not a return value.
  if (/\bconsole\.|\bprint\s*\(|\blogger\b|\blog\(/.test(code)) return false;
  return true;
}

/** Names the page imports: "import pint", "from babel.dates import format_date", "const ms = require('ms')", "import { parse } from 'yaml'". */
export const importedNames = perText((text: ReadText): ReadonlyMap<string, string> => {
  const names = new Map<string, string>();
  for (const raw of text.values()) {
    const line = raw.trim().replace(/^(?:>>>|\$|>|R>)\s+/, "");
    let match = /^import\s+([\w.]+)(?:\s+as\s+(\w+))?\s*$/.exec(line);
    if (match) names.set(match[2] ?? match[1]!.split(".")[0]!, match[1]!.split(".")[0]!);
    // "from . import ureg": the reader's own module, which the page does not show.
    match = /^from\s+(\w[\w.]*)\s+import\s+\(?([\w\s,]+?)\)?\s*$/.exec(line);
    if (match) for (const name of match[2]!.split(/\s*,\s*/)) if (/^\w+$/.test(name.trim())) names.set(name.trim().split(/\s+as\s+/).pop()!, match[1]!.split(".")[0]!);
    match = /^(?:const|let|var)\s+(\w+)\s*=\s*require\(\s*['"]([^'"]+)['"]\s*\)\s*;?$/.exec(line);
    if (match) names.set(match[1]!, match[2]!);
    match = /^(?:const|let|var)\s+\{([\w\s,]+)\}\s*=\s*require\(\s*['"]([^'"]+)['"]\s*\)\s*;?$/.exec(line);
    if (match) for (const name of match[1]!.split(",")) if (name.trim()) names.set(name.trim(), match[2]!);
    match = /^import\s+(\w+)\s+from\s+['"]([^'"]+)['"]\s*;?$/.exec(line);
    if (match) names.set(match[1]!, match[2]!);
    match = /^import\s+\{([\w\s,]+)\}\s+from\s+['"]([^'"]+)['"]\s*;?$/.exec(line);
    if (match) for (const name of match[1]!.split(",")) if (name.trim()) names.set(name.trim().split(/\s+as\s+/).pop()!, match[2]!);
    match = /^library\((\w[\w.]*)\)\s*;?$/.exec(line);
    if (match) names.set(match[1]!, match[1]!);
  }
  return names;
});

/** Names the page assigns (a variable's or a function's definition) in any other way than by importing them. */
const assignedNames = perText((text: ReadText): ReadonlySet<string> => {
  const names = new Set<string>();
  for (const raw of text.values()) {
    const line = raw.trim().replace(/^(?:>>>|\.\.\.|\$|>|R>)\s+/, "");
    if (/\brequire\(|^import\b|^from\s+\S+\s+import\b/.test(line)) continue;
    const assigned = /^(?:(?:const|let|var)\s+)?([A-Za-z_$][\w$]*)\s*(?:=(?![=>])|<-)/.exec(line);
    if (assigned) names.add(assigned[1]!);
    const defined = /^(?:def|class|function|async function)\s+([A-Za-z_$][\w$]*)/.exec(line);
    if (defined) names.add(defined[1]!);
  }
  return names;
});

interface ExampleLine {
  expression: string;
  result: string;
  /** The lines of the example: the expression's and the result's. */
  startLine: number;
  endLine: number;
}

/** The example with its result that starts on `line`, when there is one: a doctest, an R console, or a result comment. */
export function exampleAt(text: ReadText, line: number): ExampleLine | undefined {
  const raw = text.get(line);
  if (raw === undefined) return undefined;
  // A call with its result in a comment: "ms('1d')  // 86400000", "console.log(mm.isMatch('a', 'b')) //=> true".
  const comment = /^\s*(.+?);?\s*(?:\/\/|#)\s*((?:=>|→|->)?\s*\S.*)$/.exec(raw);
  if (comment && !/^\s*(?:>>>|#|\/\/)/.test(raw)) {
    let expression = comment[1]!.trim().replace(/;$/, "");
    const logged = /^console\.log\((.*)\)$/.exec(expression);
    if (logged) expression = logged[1]!.trim();
    const result = resultValue(comment[2]!);
    if (result === undefined || !isExpression(expression)) return undefined;
    return { expression, result, startLine: line, endLine: line };
  }
  // A doctest or an R console: the prompt's expression, then one line of output, then nothing more of it.
  const prompt = /^\s*(?:>>>|R>|>)\s+(.+)$/.exec(raw);
  if (!prompt) return undefined;
  const expression = prompt[1]!.trim();
  const output = text.get(line + 1);
  if (output === undefined || output.trim() === "" || /^\s*(?:>>>|\.\.\.|R>|>|\+)\s/.test(output)) return undefined;
  const after = text.get(line + 2);
  // A second line of output (not the next prompt, a blank line or a closing fence) makes it a listing, not a value.
  if (after !== undefined && after.trim() !== "" && !/^\s*(?:>>>|R>|>)\s/.test(after) && !isCodeFence(after) && !/^\s*\p{Lu}[\p{Ll}’']*\s+\p{Ll}/u.test(after)) return undefined;
  const r = /^\s*\[1\]\s+(.+)$/.exec(output);
  const result = resultValue(r ? r[1]!.replace(/^"(.*)"$/, '"$1"') : output);
  if (result === undefined || !(isExpression(expression) || ATTRIBUTE.test(expression))) return undefined;
  // R's "[1] 3 4 5" is a vector of several values: one value only.
  if (r && /\s/.test(result) && !/^["']/.test(result)) return undefined;
  return { expression, result, startLine: line, endLine: line + 1 };
}

/** The library a page documents, when it says: a Sphinx title's "— pint 0.19.2 documentation", or its one import. */
export function libraryName(text: ReadText, title?: string): string | undefined {
  const sphinx = title ? (/[—–-]\s+(\S+(?:\s\S+)?)\s+v?\d[\w.]*\s+documentation\b/i.exec(title) ?? /[—–-]\s+(\S+(?:\s\S+)?)\s+Documentation\s+\(v?\d[\w.]*\)\s*$/.exec(title))?.[1] : undefined;
  // The name is one the page uses: "Borg - Deduplicating Archiver 1.2 documentation" names no library as "Deduplicating Archiver".
  const said = (name: string) => [...text.values()].some((line) => new RegExp(`\\b${name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\b`, "i").test(line));
  if (sphinx && !/^(?:the|a)$/i.test(sphinx) && said(sphinx)) return sphinx;
  const modules = new Set(importedNames(text).values());
  return modules.size === 1 ? [...modules][0] : undefined;
}

/** "What does `ms('1d')` return?" — the example's result, for every example of lines from–to that stands alone. */
export function exampleResultFacts(text: ReadText, from: number, to: number, title?: string): Fact[] {
  const imported = new Map(importedNames(text));
  // The page's own library is known by its name: "ms('1d')" in ms's README, "cattrs.structure(…)" in cattrs' manual.
  for (const own of [titleName(title), libraryName(text, title)]) if (own && /^[\w.-]+$/.test(own)) imported.set(own, own);
  const assigned = assignedNames(text);
  const facts: Fact[] = [];
  const perBlock = new Map<number, number>();
  for (let line = from; line <= to; line++) {
    const example = exampleAt(text, line);
    if (!example) continue;
    // A block of a dozen calls of one function ("ms('1d')", "ms('10h')", …) teaches one thing: two of it are asked.
    const block = blockStart(text, example.startLine);
    if ((perBlock.get(block) ?? 0) >= MAX_EXAMPLES_PER_BLOCK) continue;
    const setup = setUpBefore(example, text, imported);
    if (ATTRIBUTE.test(example.expression) && !setup) continue; // "What is `x.y`?" would ask what a thing is
    // "psutil.cpu_count()" → "4", "os.getcwd()": a call given nothing returns the state of the machine or the session
    // the writer ran it in, not a value the page teaches (a call on an object the example set up depends on that object).
    if (!setup && /^[A-Za-z_$][\w$.]*\(\s*\)$/.test(example.expression)) continue;
    const known = setup ? new Map([...imported, ...setup.names.map((name) => [name, name] as const)]) : imported;
    if (!standsAlone(example, text, known, setup ? new Set([...assigned].filter((name) => !setup.names.includes(name))) : assigned)) continue;
    const evidence = [{ start_line: setup?.startLine ?? example.startLine, end_line: example.endLine }];
    facts.push({ question: exampleQuestion(example.expression, text, title, setup?.statements), answer: example.result, evidence, kind: "entry" });
    perBlock.set(block, (perBlock.get(block) ?? 0) + 1);
  }
  return facts;
}

const MAX_EXAMPLES_PER_BLOCK = 2;

/** The first line of the block of code `line` is in: after the blank line or fence above it. */
function blockStart(text: ReadText, line: number): number {
  let start = line;
  for (let above = text.get(start - 1); above !== undefined && above.trim() !== "" && !isCodeFence(above); above = text.get(start - 1)) start--;
  return start;
}

function exampleQuestion(expression: string, text: ReadText, title?: string, setup?: string[]): string {
  const library = libraryName(text, title);
  const ask = ATTRIBUTE.test(expression) ? `is \`${expression}\`` : `does \`${expression}\` return`;
  // "What does `format_date(d, locale='en')` return after `d = date(2007, 4, 1)`?": the set-up is part of the example.
  if (setup) return `What ${ask} after ${setup.map((statement) => `\`${statement}\``).join(" and ")}?`;
  const named = library !== undefined && expression.toLowerCase().includes(library.toLowerCase());
  return `${library && !named ? `In ${library}, what` : "What"} ${ask}?`;
}

/** An attribute read, not a call: "ureg.default_system". Asked only of an object the same example sets up. */
const ATTRIBUTE = /^[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)+$/;
const MAX_SETUP_CHARS = 50;

/**
 * The statements of the same doctest that set up the names an example uses ("&gt;&gt;&gt; d = date(2007, 4, 1)" right
 * above "&gt;&gt;&gt; format_date(d, locale='en')"): at most two assignments, each once, from literals and known names,
 * with nothing between them and the example but other examples and their results (a statement without a result may
 * change what the set-up made). undefined when the example needs no set-up or its set-up is not all there.
 */
function setUpBefore(example: ExampleLine, text: ReadText, imported: ReadonlyMap<string, string>): { names: string[]; statements: string[]; startLine: number } | undefined {
  const needed = [...new Set(freeNames(example.expression).filter((name) => !BUILTINS.has(name) && !imported.has(name)))];
  if (needed.length === 0 || needed.length > 2 || !/^\s*>>>/.test(text.get(example.startLine) ?? "")) return undefined;
  const statements = new Map<string, { statement: string; line: number }>();
  for (let line = example.startLine - 1; line >= example.startLine - 12; line--) {
    const raw = text.get(line);
    if (raw === undefined || raw.trim() === "") break;
    const prompt = /^\s*>>>\s+(.+)$/.exec(raw);
    if (!prompt) {
      // A result line belongs to the prompt above it; anything else (prose, a "..." continuation) ends the example.
      if (/^\s*>>>\s/.test(text.get(line - 1) ?? "") && exampleAt(text, line - 1)) continue;
      break;
    }
    if (exampleAt(text, line)) continue;
    if (/^(?:import|from)\s/.test(prompt[1]!)) continue;
    const assignment = /^([A-Za-z_]\w*)\s*=(?!=)\s*(.+)$/.exec(prompt[1]!.trim());
    if (!assignment || !needed.includes(assignment[1]!) || statements.has(assignment[1]!)) return undefined;
    const value = assignment[2]!;
    if (prompt[1]!.trim().length > MAX_SETUP_CHARS || !balanced(value) || freeNames(value).some((name) => !BUILTINS.has(name) && !imported.has(name))) return undefined;
    statements.set(assignment[1]!, { statement: prompt[1]!.trim(), line });
  }
  if (needed.some((name) => !statements.has(name))) return undefined;
  const ordered = [...statements.values()].sort((a, b) => a.line - b.line);
  return { names: needed, statements: ordered.map((entry) => entry.statement), startLine: ordered[0]!.line };
}

function standsAlone(example: ExampleLine, text: ReadText, imported: ReadonlyMap<string, string>, assigned: ReadonlySet<string>): boolean {
  for (const name of freeNames(example.expression)) {
    if (BUILTINS.has(name)) continue;
    if (!imported.has(name) || assigned.has(name)) return false;
  }
  // A call of the example that the page made before in a statement ("signal('ready').connect(…)") set up the state
  // its result depends on.
  const calls = [...example.expression.matchAll(/[A-Za-z_$][\w$.]*\([^()]*\)/g)].map((match) => match[0]).filter((call) => /\(\s*\S/.test(call));
  for (const [line, raw] of text) {
    if (line >= example.startLine) continue;
    if (exampleAt(text, line)) continue;
    if (calls.some((call) => raw.includes(call))) return false;
  }
  return true;
}

/** The result of the example `expression` as the page gives it, for the reader: every line where it stands with one. */
export function resultsOf(text: ReadText, expression: string): ExampleLine[] {
  const found: ExampleLine[] = [];
  for (const line of text.keys()) {
    const example = exampleAt(text, line);
    if (example && example.expression.replace(/\s+/g, "") === expression.replace(/\s+/g, "")) found.push(example);
  }
  return found;
}

// ---------------------------------------------------------------------------------------------------------------
// Lead-ins over their code

/** "You can check which unit systems are available:", "You can also enable debug by …:": the task after "can". */
const YOU_CAN = /^You can (?:also |even |now |then |simply |easily )?([a-z][^:]{5,90}?)(?:,? (?:like this|as follows|as shown below|as simply as|(?:using|with|via|in) (?:the |this )?(?:following(?: [a-z]+)?|command|code|snippet)|using|with|by running|by calling|by typing|via))?:$/;
/** Words of a task that point at what was said before or at what is shown, or that leave its object out. */
const TASK_POINTING = /\b(?:it|its|this|that|these|those|they|them|such|above|below|same|following|here|there|so|do so|e\.g|i\.e|etc|your|the (?:former|latter))\b/i;

export interface LeadIn {
  task: string;
  sentenceLine: number;
  code: string;
  codeLine: number;
}

/** The lead-ins of lines from–to with the one line of code each introduces. */
export function leadIns(text: ReadText, from: number, to: number): LeadIn[] {
  const found: LeadIn[] = [];
  for (const sentence of sentencesOf(text, { from, to })) {
    const flat = sentence.text.replace(/\s+/g, " ").trim();
    const you = YOU_CAN.exec(flat);
    const command = you ? undefined : COMMAND_INSTRUCTION.exec(flat);
    // "You can install *structlog* from PyPI using *pip*:": emphasis is markup, not words of the task.
    const task = (you ?? command)?.[1]?.replace(/(^|[\s(])[*_]{1,2}([^*_\s][^*_]*?)[*_]{1,2}(?=[\s,.;:)]|$)/g, "$1$2").replace(/\s+/g, " ").trim();
    if (!task || TASK_POINTING.test(task) || /^(?:do|be|see|get started|start|use|try|find|read|go)\b/.test(task)) continue;
    // "… using the form: operator spec": what follows is a form to fill in, no code that does the task.
    if (/\b(?:using|with|in) (?:the |this )?(?:form|syntax|notation|pattern|template|shape)\b/.test(task)) continue;
    if (contentWords(task).length < 2) continue;
    const code = codeBelow(text, sentence.endLine);
    if (!code) continue;
    // "To install MkDocs, run:" over a shell command is the command shape's question.
    if (command && !/\(/.test(code.text)) continue;
    // "To remove negations except in literals use literalize():" names its tool: the line below is an example of it
    // ("(~(x|~y)).literalize()"), no answer to how.
    if (command && /\buse\s+(?:the\s+)?(?:`[^`]+`|[\w.]+\(\))/.test(flat)) continue;
    found.push({ task, sentenceLine: sentence.startLine, code: code.text, codeLine: code.line });
  }
  return found;
}

/** "How can you check which unit systems are available in pint?" — the code line. */
export function leadInFacts(text: ReadText, from: number, to: number, title?: string): Fact[] {
  const library = libraryName(text, title);
  return leadIns(text, from, to).map((leadIn) => {
    const named = library === undefined || new RegExp(`\\b${library.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\b`, "i").test(leadIn.task);
    return {
      question: `How can you ${leadIn.task}${named ? "" : ` in ${library}`}?`,
      answer: leadIn.code,
      evidence: [{ start_line: leadIn.sentenceLine, end_line: leadIn.codeLine }],
      kind: "entry" as const,
    };
  });
}

/**
 * The one line of code under line `after`: a fence or directive and blank lines skipped, a prompt taken off; one
 * line alone (a doctest's one line of output may follow it), no assignment, no import, short.
 */
export function codeBelow(text: ReadText, after: number): { text: string; line: number } | undefined {
  const found = lineBelow(text, after, CODE_LINE);
  if (!found) return undefined;
  // A list's item is no code: "* taking over orphaned packages" under "You can contribute in various ways:".
  if (/^\s*(?:[*+•-]|\d{1,2}[.)])\s/.test(found.raw)) return undefined;
  const code = found.code.replace(/;$/, "");
  if (code.length < 3 || code.length > MAX_CODE_CHARS || /[.:!?]$/.test(code) || /^\p{Lu}\p{Ll}+\s+\p{Ll}/u.test(code)) return undefined;
  if (/^(?:import|from\s+\S+\s+import|const|let|var|def|class|function|require|#|\/\/)\b/.test(code) || /^#|^\/\//.test(code)) return undefined;
  if (/(?<![=!<>])=(?![=>])/.test(code.replace(/\([^()]*\)/g, "()").replace(/--?[\w-]+=\S+/g, ""))) return undefined; // an assignment sets something up
  if (!/[(\s]/.test(code) && !/[./]/.test(code)) return undefined; // one bare word is no code a reader would run
  // One line only: a doctest's one output line may follow, then nothing more of the block.
  const doctest = /^\s*>>>\s+/.test(found.raw);
  const output = text.get(found.line + 1);
  const last = doctest && output !== undefined && output.trim() !== "" && !/^\s*>>>/.test(output) ? found.line + 1 : found.line;
  if (!aloneBelow(text, last, CODE_LINE)) return undefined;
  return { text: code, line: found.line };
}

const CODE_LINE: LineBelowRules = {
  opening: (value) => /^\s*(?:```|~~~)[\w-]*\s*$/.test(value) || /^\s*\.\. (?:code-block|code|sourcecode|prompt|doctest)::/.test(value) || /^\s*:\w[\w-]*:/.test(value),
  maxSkip: 4,
  prompt: /^(?:>>>|\$|%|R>)\s+/,
  continues: (next) => !/^\s*(?:```|~~~)\s*$/.test(next) && !/^\s*["“(]?\p{Lu}[\p{Ll}’']*\s/u.test(next),
};
