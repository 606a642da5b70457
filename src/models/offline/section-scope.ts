import { isCodeFence, isPrintedVector, isUnderline, sentencesOf, underlinedTitle, withoutRstRoles } from "../../documents/sentences.js";
import { normaliseForMatch } from "../../documents/words.js";
import { perText } from "../../documents/per-text.js";
import { CHANGE_SECTION } from "./change-questions.js";
import { JUDGEMENT_ADJECTIVES } from "./question-quality.js";
/**
 * Questions that need their section: "How is the priority support implemented?" (the Redis transport's), "What is
 * the character `:`?" (in an IPC address), "What happens if an error occurs?" (in websocket.send's callback). Their
 * subject is a generic technical noun with no name of its own; the section's heading says which one. A rule of
 * technical writing: a reference section states its facts of the thing its heading names, and a sentence under it
 * leaves that thing unsaid. So a question that names nothing says the heading's thing in front ("In Redis message
 * priorities, how is the priority support implemented?"); the reader reads the scope off again (question-analysis.ts).
 */

/**
 * Nouns that say what kind of thing, not which one: in a reference section they stand for the section's thing's own
 * ("the callback", "the option", "an error", "the priority support").
 */
export const GENERIC_NOUNS = new Set([
  "option", "options", "argument", "arguments", "parameter", "parameters", "value", "values", "setting", "settings",
  "callback", "callbacks", "function", "functions", "method", "methods", "routine", "routines", "error", "errors",
  "content", "contents", "result", "results", "key", "keys", "character", "characters", "file", "files", "directory",
  "directories", "subdirectory", "subdirectories", "support", "field", "fields", "flag", "flags", "name", "names",
  "property", "properties", "attribute", "attributes", "event", "events", "listener", "handler", "object", "objects",
  "instance", "default", "defaults", "behavior", "behaviour", "output", "input", "message", "messages", "path", "paths",
  "string", "strings", "list", "lists", "entry", "entries", "level", "levels", "mode", "modes", "type", "types",
  "check", "checks", "response", "responses", "data", "information",
]);

/**
 * A token that names a thing by itself: code (`x`, a.b, snake_case, camelCase, --flag, f()), a path, a number with a
 * letter ("v2"), an acronym, or a capitalised word that is not the question's first word.
 */
function isName(token: string, first: boolean): boolean {
  if (/`[^`]*[A-Za-z][^`]*`/.test(token) || /^["“'‘][A-Za-z]/.test(token)) return true; // code, a quoted term
  const bare = token.replace(/^[("'“‘]+|[)"'”’?,.:;!]+$/g, "");
  if (bare === "") return false;
  if (/^--?[a-z]/i.test(bare) || /[a-z][._/$][a-z]/i.test(bare) || /_/.test(bare) || /\(\)$/.test(bare) || /^\//.test(bare)) return true;
  if (/[a-z][A-Z]/.test(bare)) return true; // camelCase
  if (/^[A-Z]{2,}s?$/.test(bare)) return true; // acronym
  if (/\d/.test(bare) && /[A-Za-z]/.test(bare)) return true;
  return !first && /^[A-Z]/.test(bare) && bare !== "I";
}

/**
 * The generic noun a question is about when the question names nothing of its own: "How is the priority support
 * implemented?" → "support"; "What happens if you append a '*' to the end of your name?" → "name". Undefined when the
 * question has a name (an identifier, a path, a proper noun) or no generic noun.
 */
export function genericNoun(question: string): string | undefined {
  const tokens = question.trim().split(/\s+/);
  if (tokens.some((token, at) => isName(token, at === 0))) return undefined;
  // Backticked symbols with no letter (`:`) name a character, not which one: they do not count as a name.
  const words = tokens.map((token) => token.toLowerCase().replace(/[^a-z-]/g, ""));
  // A noun, not a verb ("to list all packages"), and not said which by what follows ("the list of packages").
  return words.find((word, at) => GENERIC_NOUNS.has(word) && words[at - 1] !== "to" && !/^(of|for)$/.test(words[at + 1] ?? ""));
}

/** Headings that say what the reader does or where in the document, never which thing: no scope. */
const TASK_HEADING = /^(installation|installing|install|usage|examples?|notes?|overview|introduction|getting started|quick ?start|tutorial|summary|conclusions?|background|purpose|rationale|description|details|options|settings|configuration|api|reference|faq|conventions|features|requirements|see also|caveats|limitations|troubleshooting)$/i;

/**
 * The thing a section's heading names, as a question can say it: "Redis Message Priorities" → "Redis message
 * priorities" (Redis is written with its capital in running text; Message and Priorities are not); "4.6. /usr/lib :
 * Libraries for programming and packages" → "/usr/lib"; "IPC connections" → "IPC connections". Undefined for a
 * heading that names no thing: no identifier, path, acronym or proper noun ("Specific Options", "Conventions",
 * "Installing a parser", "How do I …?").
 * `properNoun(word)` says whether the document writes the word with its capital in running text.
 */
export function headingThing(heading: string, properNoun: (word: string) => boolean = () => false): string | undefined {
  // A heading that is one name in code, "`set panels'" as Texinfo quotes it or "`transform`", names that command.
  const code = /^(?:(?:\d+\.)+\d*:?\s+)?`([^`'\s][^`']*)[`']$/.exec(heading.trim());
  if (code && code[1]!.trim().length <= 40) return `\`${code[1]!.trim()}\``;
  // An API entry's heading as the HTML adapter writes Sphinx autodoc's ("method select(**kwargs)", "class
  // pygrib.open(filename)", "attribute frob.Tree.size: int"): the entry, named as code.
  const entry = autodocEntry(heading) ?? domainEntry(heading);
  if (entry) return `\`${entry.name}${entry.args !== undefined && !/^(?:class|exception)$/.test(entry.kind) ? "()" : ""}\``;
  // "internal CM pipeline statistics summary:": a heading's closing colon leads into its section, no part of the name.
  let name = heading.replace(/`/g, "").replace(/¶$/, "").replace(/^\s*(?:\d+\.)+\d*\s+/, "").trim().replace(/\s*:$/, "");
  if (!name || name.length > 60 || /[?!]$/.test(name) || /^(how|why|what|when|where|which|who)\b/i.test(name)) return undefined;
  // "## [6] "stats" "s.misc" "Call"": R's printed output, which knitr marks with "##", reads as a heading in a
  // vignette's text; its index in brackets and quoted values name no section.
  if (isPrintedVector(name)) return undefined;
  if (/^[A-Za-z]+ing\b/.test(name) && !properNoun(name.split(/\s+/)[0]!)) return undefined; // a task: "Making the soup"
  if (TASK_HEADING.test(name)) return undefined;
  // "[report] precision", "[run] branch": a configuration file's option under its section names one setting.
  if (/^\[[\w.:-]+\]\s+[\w.-]+$/.test(name)) return name;
  // "/usr/lib : Libraries for …", "`send()` — sends data": the name before a colon or dash is the thing.
  const head = /^(\S+)\s+[:—–-]\s+\S/.exec(name);
  if (head && isCodeOrPath(head[1]!)) name = head[1]!;
  const words = name.split(/\s+/);
  if (words.length > 6) return undefined;
  const article = (at: number) => at > 0 && /^(the|a|an)$/i.test(words[at - 1]!);
  // The thing a heading names is its first noun phrase: "APIs with JSON" is about APIs, a kind, whatever follows.
  const preposition = words.findIndex((word, at) => at > 0 && /^(with|for|in|on|of|to|from|by|and|or|vs\.?|versus|as|into|via)$/i.test(word));
  const phrase = preposition < 0 ? words : words.slice(0, preposition);
  // An acronym after an article is a kind ("the API"), not a name ("IPC connections", "HTTP API"); so is a plural ("APIs").
  const named = phrase.some((word, at) => isCodeOrPath(word) || (/^[A-Z]{2,}$/.test(word) && !article(at)) || (/^[A-Z][a-z]/.test(word) && properNoun(word)));
  if (!named) return undefined;
  return words.map((word) => (/^[A-Z][a-z]+$/.test(word) && !properNoun(word) ? word.toLowerCase() : word)).join(" ");
}

/**
 * A Sphinx autodoc entry's heading as the HTML adapter writes it, without its "#" marks ("method select(**kwargs)",
 * "abstract property frob.Tree.size: int", "class pygrib.open(filename)"): its kind, its qualified name and the
 * parameters between its parentheses, if any. The one reader of such a heading, for the entry (term-questions.ts) and
 * for its section's scope.
 */
export function autodocEntry(title: string): { kind: string; name: string; args?: string } | undefined {
  const match = AUTODOC_ENTRY.exec(title.trim());
  return match ? { kind: match[1]!, name: match[2]!, ...(match[3] !== undefined ? { args: match[3] } : {}) } : undefined;
}
// "class Gecode::VarImpVar< VarImp >" (Doxygen's C++ class heading, set 199): "::" goes on with the name, no type
// annotation after a colon.
const AUTODOC_ENTRY = /^(?:(?:abstract|async|static|final|await|coroutine|virtual)\s+)*(class|exception|method|classmethod|staticmethod|function|decorator|attribute|property|data)\s+([A-Za-z_]\w*(?:\.[A-Za-z_]\w*)*)(?!::)\s*(?:\((.*)\))?\s*(?:(?:→|->|:(?!:)|=)\s*\S.*)?$/;

/**
 * An entry of Sphinx's C, C++ or JavaScript domain as the HTML adapter writes its heading, without its "#" marks: the
 * kind, then the signature as the page writes it with the entry's name in code ("type `version`", "function int
 * `yr_compiler_create`(YR_COMPILER **compiler)", "template<typename T> class `TemplateClass`"). Its kind, its name and
 * the arguments between the parentheses after the name, if any. The one reader of such a heading, for the entry
 * (term-questions.ts) and for its section's scope.
 */
export function domainEntry(title: string): { kind: string; name: string; args?: string } | undefined {
  const unmarked = UNMARKED_C_ENTRY.exec(title.trim());
  if (unmarked && !title.includes("`")) return { kind: unmarked[1] ?? "type", name: unmarked[2] ?? unmarked[4]!, ...(unmarked[3] !== undefined ? { args: unmarked[3].replace(/\\\*/g, "*") } : {}) };
  const match = DOMAIN_ENTRY.exec(title.trim());
  if (!match || !/^~?[A-Za-z_]\w*(?:(?:::|\.)~?[A-Za-z_]\w*)*$/.test(match[2]!)) return undefined;
  const args = /^\s*\(([^()]*(?:\([^()]*\)[^()]*)*)\)/.exec(match[3]!)?.[1];
  return { kind: match[1]!, name: match[2]!, ...(args !== undefined ? { args } : {}) };
}
/**
 * An entry of Sphinx's C domain whose signature Sphinx did not parse, so that the page marks no name in it (libcorkipset:
 * "function struct ip_map \*ipmap_new(int default_value)", "type struct ip_map", with reStructuredText's "\*" left in):
 * a function's or macro's name is the identifier before its parentheses, after a return type; a type's the name after
 * "struct", "union" or "enum".
 */
const UNMARKED_C_ENTRY = /^(?:(function|macro)\s+(?:[A-Za-z_][\w\s]*?[\s*]|[A-Za-z_][\w\s]*?\\\*)\s*([A-Za-z_]\w*)\s*\(([^()]*)\)|type\s+(?:struct|union|enum)\s+([A-Za-z_]\w*))$/;
const DOMAIN_ENTRY = /^(?:template\s*<[^>]*>\s+)?(function|method|macro|member|variable|type|struct|union|enum|enumerator|class|attribute|data)\s+[^`]*`([^`]+)`(.*)$/;

/** A name in code or a path: a call, an option, a snake_case, camelCase or dotted name, an absolute path. */
export function isCodeOrPath(word: string): boolean {
  const bare = word.replace(/[(),:;]+$/, "");
  return /^\//.test(bare) || /[a-z][._$][a-z]/i.test(bare) || /_/.test(bare) || /[a-z][A-Z]/.test(bare) || /\(\)$/.test(word) || /^--?[a-z]/.test(bare);
}

/**
 * Words the text writes with a capital inside a sentence (not after a full stop, a colon or a line's start) and never
 * in lower case: proper nouns of this document ("Redis", "Celery", "Debian").
 */
export function properNouns(lines: Iterable<string>): (word: string) => boolean {
  const capital = new Map<string, number>();
  const lower = new Map<string, number>();
  const all = [...lines];
  all.forEach((line, at) => {
    // Headings (and titles over an underline) write every word with its capital.
    if (/^\s*(#|[-=~^"*+]{3,}\s*$)/.test(line) || /^\s*[-=~^"*+]{3,}\s*$/.test(all[at + 1] ?? "")) return;
    const tokens = line.split(/\s+/).filter(Boolean);
    tokens.forEach((token, index) => {
      const word = token.replace(/^[("'“‘*_]+|[)"'”’?,.:;!*_]+$/g, "");
      if (!/^[A-Za-z][a-z]+$/.test(word)) return;
      const key = word.toLowerCase();
      if (/^[a-z]/.test(word)) lower.set(key, (lower.get(key) ?? 0) + 1);
      else if (index > 0 && !/[.:!?]$/.test(tokens[index - 1]!)) capital.set(key, (capital.get(key) ?? 0) + 1);
    });
  });
  return (word) => (capital.get(word.toLowerCase()) ?? 0) > (lower.get(word.toLowerCase()) ?? 0);
}

/** `properNouns` of a whole text, computed once per text. */
export const properNounsOf = perText((text: ReadonlyMap<number, string>) => properNouns(text.values()));

/**
 * The question said in its section's scope, or undefined when it stays as it is: it names something of its own, it
 * has no generic noun, the heading names no thing, or the question already says what the heading says. A question
 * with a phrase that points back (`pointsBack`) is scoped whatever else it names.
 */
export function sectionScoped(question: string, thing: string | undefined, pointsBack = false): string | undefined {
  // A question that points back ("the member function") is scoped even when it names something else ("FALSE").
  if (thing === undefined || (!pointsBack && genericNoun(question) === undefined)) return undefined;
  // "**ca_field.h** -- extension fields": a heading's emphasis marks are no words of its name.
  // A Python name's own underscores ("`frob.Seq.__getitem__()`") are no emphasis: "__" only at a word's edge.
  thing = thing.replace(/\*\*|(?<![\w.`])__(?=\S)|(?<=\S)__(?![\w(`])/g, "").replace(/\s+/g, " ").trim();
  const asked = question.toLowerCase();
  // The heading must say something the question does not ("/root" over "the root account's home directory" does not).
  if ((thing.toLowerCase().match(/[a-z0-9]+/g) ?? []).every((word) => new RegExp(`\\b${word}`).test(asked))) return undefined;
  return `In ${codeOrWords(thing)}, ${question.charAt(0).toLowerCase()}${question.slice(1)}`;
}

/** A path or identifier in backticks ("/usr/lib" → "`/usr/lib`"), words as they are. */
function codeOrWords(thing: string): string {
  if (/^`[^`]+`$/.test(thing)) return thing;
  return thing.split(/\s+/).length === 1 && isCodeOrPath(thing) ? `\`${thing}\`` : thing;
}

/**
 * Generic nouns that are relational: a name, value or setting is always some thing's own ("your name" — of what?),
 * where a file, a message or a string can be any one ("What happens if a file is re-added …?" is said of every file).
 * Only these are refused when no heading says whose.
 */
const RELATIONAL = new Set([
  "name", "names", "value", "values", "setting", "settings", "content", "contents", "result", "results", "callback",
  "callbacks", "default", "defaults", "argument", "arguments", "parameter", "parameters", "option", "options", "output",
  "input", "behavior", "behaviour", "error", "errors", "level", "levels", "mode", "modes", "key", "keys", "field",
  "fields", "property", "properties", "attribute", "attributes", "support",
  // A check is of some value or specification, a response is to some request or of some model: "If the check passes",
  // "If the response has K categories" say which only in their section; so do "If some data was downloaded" (by which
  // call?) and "when no line information is available" (in which structure?).
  "check", "checks", "response", "responses", "data", "information",
]);

/** Adjectives that say which one only inside a section: "the optional callback", "the current settings". */
const SITUATED = new Set(["optional", "current", "default", "given", "new", "whole", "entire", "specific", "main", "single", "same", "other", "original", "returned", "passed", "specified", "provided"]);
/** What may follow a bare generic noun that is the question's subject or object: its verb, a symbol, the end. */
const AFTER_BARE = /^(?:\?|`[^`A-Za-z]*`\??|(?:is|are|was|were|occurs?|happens?|fails?|succeeds?|pass(?:es)?|has|have|gets?)\b)/;

/**
 * A bare generic noun phrase: a determiner ("some" and "no" too) or "your", at most one adjective that says which one only in a section
 * ("optional", "current"), and a relational generic noun ("an error occurs", "the character `:`", "your name", "a
 * subdirectory", "the optional callback", "current settings"), followed by its verb, a symbol or the question's end.
 * Not "the echo setting" (a name before the noun), not "the file of `x`" (said which).
 */
export function bareGeneric(question: string): string | undefined {
  if (genericNoun(question) === undefined) return undefined;
  const patterns = [/\b(?:(?:the|a|an|your|some|any|no)\s+|(current|default)\s+)()(\w+)\s*/gi, /\b(?:the|a|an|your|some|any|no)\s+()(\w+)\s+(\w+)\s*/gi];
  for (const [reading, pattern] of patterns.entries()) {
    for (const match of question.matchAll(pattern)) {
      const whole = match[0];
      const adjective = reading === 1 ? match[2]! : undefined;
      const noun = reading === 1 ? match[3]! : match[3]!;
      if (!RELATIONAL.has(noun.toLowerCase())) continue;
      if (adjective !== undefined && !SITUATED.has(adjective.toLowerCase())) continue;
      const after = question.slice((match.index ?? 0) + whole.length);
      // "a message" at the end is any message ("How can you flash a message?"); "an error occurs" is the section's.
      const indefinite = /^(?:an?|some|any|no)\s/i.test(whole);
      if (indefinite ? AFTER_BARE.test(after) && !/^\?/.test(after) : AFTER_BARE.test(after) || after === "") return whole.trim();
    }
  }
  return undefined;
}

/** A heading line of the text: [level, title]; the level is undefined for an underlined title (reStructuredText). */
function headingAt(text: ReadonlyMap<number, string>, line: number, hashes: boolean): { level?: number; title: string } | undefined {
  const value = text.get(line)!;
  const hash = hashes ? /^(#{1,6})\s+(.+?)\s*#*$/.exec(value) : null;
  // "### [.matcher](index.js#L104)": a heading that links to its source reads as its words.
  if (hash) return { level: hash[1]!.length, title: hash[2]!.replace(/\[([^\]]+)\]\([^)]*\)/g, "$1") };
  const next = text.get(line + 1);
  const underlined = underlinedTitle(value, next);
  if (underlined) return { title: underlined };
  // A plain-text standard's numbered heading, on a line of its own: "4.6. /usr/lib : Libraries for programming and packages".
  const numbered = /^((?:\d+\.)+\d*)\s+(\S.{0,70})$/.exec(value);
  if (numbered && !/[.,;]$/.test(numbered[2]!) && (text.get(line - 1) ?? "").trim() === "" && (next ?? "").trim() === "") {
    return { level: numbered[1]!.replace(/\.$/, "").split(".").length, title: numbered[2]! };
  }
  return undefined;
}

/** Sub-headings that name a part of every section, not a thing: the thing is the section above ("4.6.1. Purpose"). */
const PART_HEADING = /^(purpose|description|details|overview|notes?|specific options|options|usage|examples?|parameters|arguments|returns?|synopsis|discussion)$/i;

/**
 * The thing the section over a line is about, when its heading names one (`headingThing`): the nearest heading, or,
 * when that one names only a part of every section ("Purpose", "Specific Options") and has a level, the nearest
 * heading of a higher level. Never a top-level heading or the document's title: the whole document is about that.
 */
export function sectionThing(
  text: ReadonlyMap<number, string>,
  line: number,
  options: { hashes?: boolean; title?: string; properNoun?: (word: string) => boolean } = {},
): string | undefined {
  let below: number | undefined;
  for (let at = line; text.get(at) !== undefined; at--) {
    const heading = headingAt(text, at, options.hashes ?? true);
    if (!heading) continue;
    if (below !== undefined && (heading.level === undefined || heading.level >= below)) continue;
    // ":py:mod:`cycler` API" reads as "cycler API": a role's markup is no word of the heading.
    const marked = withoutRstRoles(heading.title).trim();
    const title = marked.replace(/`/g, "").trim();
    if (heading.level === 1 || (options.title !== undefined && title.toLowerCase() === options.title.replace(/`/g, "").trim().toLowerCase())) return undefined;
    // "New features", "Bug fixes" under a release: a changelog's section of changes is about no one thing ("In New
    // features, what should be done if …?" says nothing of what).
    if (CHANGE_SECTION.test(title)) return undefined;
    // "### __attribute__()" (a class Doxygen names by its compiler attribute): the entry names no thing of the page.
    const call = /^([\w.:]+)\s*\(/.exec(title)?.[1];
    if (call && COMPILER_KEYWORD.test(call.replace(/^.*[.:]/, ""))) return undefined;
    const thing = headingThing(marked, options.properNoun);
    if (thing) return thing;
    if (below === undefined && heading.level !== undefined && PART_HEADING.test(title.replace(/^(?:\d+\.)+\d*\s+/, ""))) {
      below = heading.level;
      continue;
    }
    return undefined;
  }
  return undefined;
}

/**
 * Kinds of thing a text names once and then calls by their kind ("function rcomphierarc … the models supported by the
 * function", "the `.sort()` member function … the member function"): bare, with only a descriptive word before them,
 * they point back at the thing named before. A name before or after them says which ("the lmer function", "the data
 * set NPreg", "the method of aggregate").
 */
const BACK_KINDS = new Set([
  "function", "functions", "member function", "object", "objects", "method", "methods", "package", "packages", "library",
  "libraries", "model", "models", "module", "modules", "class", "classes", "routine", "routines", "procedure", "algorithm",
  "estimator", "estimators", "command", "commands", "script", "tool", "call", "argument", "arguments",
  "parameter", "parameters", "approach", "matrix", "vector", "array", "expression", "formula", "example",
]);

/**
 * Nouns that are always something's own: an implementation, a version, a recommendation, a goal is of some thing, and
 * with no "of …" after them the thing is the one named before ("the robustbase implementation" of which function, "the
 * lite version" of which package, "the alternate recommendation" to what). Any word before them, a name too, leaves
 * them pointing back.
 */
export const BACK_RELATIONS = new Set([
  "implementation", "implementations", "version", "versions", "recommendation", "alternative", "alternatives",
  "counterpart", "equivalent", "analogue", "analog", "variant", "variants", "extension", "generalization",
  "generalisation", "goal", "aim", "purpose", "idea", "advantage", "advantages", "disadvantage", "disadvantages",
  "drawback", "drawbacks", "benefit", "benefits", "reason", "problem", "difference", "limitation", "limitations",
]);

/** Words before a kind that describe it without saying which: "the member function", "the standard library". */
const DESCRIPTIVE = new Set([
  "member", "standard", "internal", "underlying", "main", "same", "new", "old", "given", "original", "whole", "entire",
  "resulting", "corresponding", "respective", "above", "following", "previous", "preceding", "first", "second", "third",
  "last", "final", "other", "current", "default", "specified", "provided", "returned", "basic", "simple", "actual",
  "generic", "custom", "built-in", "user-defined", "optional", "alternate", "full", "complete", "fitted", "underlying",
]);

/**
 * What may follow a noun phrase that says nothing of which one: its verb (an auxiliary, or the last word of "What does
 * X verb?"), a preposition or conjunction that opens something else, the question's end. Anything else ("the function
 * rqss", "the package zoo", "the object database", "the methods for dense matrices", "the models supported by …") is a
 * name in apposition, a noun the word modifies, or a complement that says which.
 */
const ENDS_BARE = /^(?:is|are|was|were|be|been|being|can|could|will|would|should|may|might|must|has|have|had|does|do|did|to|on|at|by|with|into|as|when|if|and|or|but|than|after|before|over|under|while|unless)$/i;

/**
 * A noun phrase of the question that points back at something named before its sentence, or undefined: a demonstrative
 * ("this option", "these functions"), an ordinal standing alone ("the first is FALSE"), a bare kind ("the function", "the
 * member function", "the object") or a relational noun with no "of …" ("the robustbase implementation", "the lite
 * version", "the alternate recommendation"). A rule of English: "the" with a kind and nothing that says which, or
 * "this", refers to what the text said before; read alone, the question does not say what.
 */
export function pointsBack(question: string): string | undefined {
  // Code, quoted terms and a scope said in front ("In `send()`, …") are not read.
  const text = question.replace(/`[^`]*`/g, " CODE ").replace(/"[^"]*"|“[^”]*”/g, " CODE ").replace(/^In [^,]+, /, "");
  const tokens = text.replace(/\?$/, "").split(/\s+/).filter(Boolean);
  const bare = (token: string | undefined) => (token ?? "").toLowerCase().replace(/[,;:.]+$/, "");
  // "What does X verb?": the last word is the verb, which ends the noun phrase before it.
  const verbLast = /^(?:what|which|who|how|where|when|why)\s+(?:does|do|did|can|will|could|should|would|may|must)\b/i.test(text);
  for (let at = 0; at < tokens.length; at++) {
    const word = bare(tokens[at]);
    if (/^(this|these|those)$/.test(word)) {
      const next = bare(tokens[at + 1]);
      if (/^[a-z][a-z-]*$/.test(next) && !/^(is|are|was|were|can|will|does|do|has|have|to|in|of)$/.test(next)) return `${word} ${next}`;
      continue;
    }
    if (word !== "the") continue;
    const phrase: string[] = [];
    let end = at + 1;
    // Up to two words after "the": the head is the last noun before what follows the phrase.
    while (end < tokens.length && phrase.length < 3 && /^[a-z][a-z-]*$/.test(tokens[end]!.replace(/[,;:.]+$/, ""))) {
      phrase.push(bare(tokens[end]));
      if (/[,;:.]$/.test(tokens[end]!)) {
        end++;
        break;
      }
      end++;
    }
    for (let length = phrase.length; length >= 1; length--) {
      const words = phrase.slice(0, length);
      const head = words[length - 1]!;
      const pair = length >= 2 ? `${words[length - 2]} ${head}` : "";
      const kind = BACK_KINDS.has(pair) ? pair : BACK_KINDS.has(head) ? head : undefined;
      const relation = BACK_RELATIONS.has(head);
      const ordinal = length === 1 && /^(first|second|third|last|former|latter)$/.test(head);
      if (!kind && !relation && !ordinal) continue;
      const afterAt = at + 1 + length;
      const after = tokens[afterAt];
      // A name in apposition ("the function rcomppois", "the data set NPreg") or a complement says which.
      // "in more detail", "in practice": an adverbial, not a place that says which ("the function in package X").
      const adverbial = /^(?:in|for)$/i.test(after ?? "") && /^(?:more|detail|details|practice|general|particular|short|fact|addition|turn|order|example|instance|brief)$/i.test(bare(tokens[afterAt + 1]));
      const endsBare = after === undefined || /[,;:.]$/.test(tokens[afterAt - 1]!) || ENDS_BARE.test(bare(after)) || adverbial || (verbLast && afterAt === tokens.length - 1 && /^[a-z]+$/.test(after));
      if (!endsBare) break;
      // "the variable benefit", "the option verbose": a kind first, then its name.
      if (length >= 2 && (BACK_KINDS.has(words[0]!) || GENERIC_NOUNS.has(words[0]!) || /^(?:variable|variables|data|dataset|keyword|column|field)$/.test(words[0]!))) break;
      if (ordinal) {
        // "the first is FALSE", "the latter": an ordinal with no noun after it; "the first argument" is read as a kind.
        return `the ${head}`;
      }
      const modifiers = words.slice(0, length - (kind && kind.includes(" ") ? 2 : 1));
      if (relation || modifiers.every((modifier) => DESCRIPTIVE.has(modifier))) return `the ${words.join(" ")}`;
      break;
    }
  }
  return undefined;
}

/**
 * Kinds a README, a vignette or an API reference calls its own subject by: "This module is the guts of …" in
 * minimist's README, "This method throws an error if …" under "### websocket.ping([data])". A document's own kind
 * (module, package, library, tool, program, utility) is the thing its title names; a section's kind (function, method,
 * class, command) is the thing its heading's call names.
 */
const DOCUMENT_KINDS = new Set(["module", "package", "library", "tool", "program", "utility"]);
const SECTION_KINDS = new Set(["function", "method", "class", "command"]);
const SELF_REFERENCE = /(^|[.!?]\s+|^\s*<p>)(this|This) (module|package|library|tool|program|utility|function|method|class|command)\b/g;

/**
 * The one name a title gives, or undefined: "minimist", "lru-cache", "Commander.js", "brms: An R Package for …" →
 * "brms"; badges and markup dropped. A title of words ("An Introduction to glmnet", "Quick Start — Borg …") names no
 * one thing.
 */
export function titleName(title: string | undefined): string | undefined {
  if (title === undefined) return undefined;
  const plain = title
    .replace(/<[^>]*>/g, " ")
    .replace(/\[!\[[^\]]*\]\([^)]*\)\]\([^)]*\)|\[!\[[^\]]*\]\[[^\]]*\]\]\[[^\]]*\]|!\[[^\]]*\]\([^)]*\)/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  // "The irlba Package", "The CGDS-R library", "Amap Package": a title that names its package by its kind names it too.
  const name = /^([A-Za-z][\w.-]*[A-Za-z0-9])(?::\s+\S.*)?$/.exec(plain)?.[1] ?? /^(?:The\s+)?([A-Za-z][\w.-]*[A-Za-z0-9])\s+(?:package|library)\b/i.exec(plain)?.[1];
  // One word that is a name: not an English word of a page's title ("README", "Options", "Tasks").
  if (name === undefined || /^(?:readme|options|settings|tasks|usage|introduction|overview|changelog|news|faq|index|documentation|tutorial|guide|contents)$/i.test(name)) return undefined;
  return name;
}

/** The call a heading names, as "`name()`" with its kind, or the class of "Class: WebSocket" / "class Frob". */
export function headingCall(heading: string): { name: string; kind: "function" | "method" | "class" } | undefined {
  const plain = heading.replace(/¶$/, "").trim();
  const klass = /^(?:Class:?\s+|class\s+)`?([A-Z][\w$.]*)`?$/.exec(plain);
  if (klass) return { name: `\`${klass[1]}\``, kind: "class" };
  // "mkdirp(dir, [opts]) -> Promise<String | undefined>": a call with what it returns.
  const call = /^`?([A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*)\([^()]*\)`?(?:\s*(?:->|=>|→|⇒|:)\s*\S.*)?$/.exec(plain);
  if (!call) return undefined;
  return { name: `\`${call[1]}()\``, kind: call[1]!.includes(".") ? "method" : "function" };
}

/**
 * The text with each "this <kind>" that stands for the document's or the section's own thing said by its name: "This
 * module is the guts of …" → "The minimist module is the guts of …" (the title names one thing), "This method throws
 * …" under "### websocket.ping([data])" → "The `websocket.ping()` method throws …". A rule of technical writing: a
 * README's "this module" is the module its title names, and a reference section's "this method" is the method its
 * heading names. Resolved only when that name is one name (a code or product name) and the heading is the nearest one
 * over the line; the same map when nothing is resolved. Lines keep their numbers, so evidence stays exact.
 */
export function resolveSelfReferences(text: ReadonlyMap<number, string>, options: { hashes?: boolean; title?: string } = {}): ReadonlyMap<number, string> {
  const product = titleName(options.title);
  let resolved: Map<number, string> | undefined;
  for (const [line, value] of text) {
    // "### django_contact_form/contact_form.html" over "This is used to display the contact form." (or "Used to render
    // the subject of the email."): the paragraph right under a heading that names one file opens with it as its
    // subject, said with the pronoun, or left out.
    const named = /^\s*(?:This is\b|Used (?:to|for|by|when|after|before)\b)/.test(value) && text.get(line - 1) !== undefined ? headingAt(text, line - 1, options.hashes ?? true) : undefined;
    const token = named ? fileHeading(named.title) : undefined;
    if (token) {
      (resolved ??= new Map(text)).set(line, value.replace(/^(\s*)(?:This is\b|(Used)\b)/, (_, space: string, used?: string) => `${space}\`${token}\` is${used ? " used" : ""}`));
      continue;
    }
    // "grs.xml" over "This filter reads XML records …", "grs.marc.type" over "This allows Zebra to read …": a definition
    // list's term, a dotted or joined name alone on its line, and its description opening with "This" for it.
    const term = /^\s*This (?:(?:filter|module|option|function|command|program|tool|setting|variable|element|field|attribute|parameter|method|class|type|format|plugin|backend|driver|mode) )?(?:is|[a-z]{3,}s)\b/.test(value) ? definitionTerm(text.get(line - 1)) : undefined;
    if (term) {
      (resolved ??= new Map(text)).set(line, value.replace(/^(\s*)This(?: ([a-z]+)(?= (?:is|[a-z]{3,}s)\b))?/, (whole, space: string, kind?: string) => (kind && !/^(?:is|[a-z]{3,}s)$/.test(kind) ? `${space}The \`${term}\` ${kind}` : whole.replace(/This/, `\`${term}\``))));
      continue;
    }
    if (!/\b[Tt]his (?:module|package|library|tool|program|utility|function|method|class|command)\b/.test(value)) continue;
    if (/^\s*#/.test(value)) continue; // a heading names its own thing
    let call: ReturnType<typeof headingCall> | null = null;
    const sectionCallOf = () => {
      if (call !== null) return call;
      call = undefined;
      for (let at = line - 1; text.get(at) !== undefined; at--) {
        const heading = headingAt(text, at, options.hashes ?? true);
        if (heading) return (call = headingCall(heading.title));
      }
      return call;
    };
    const next = value.replace(SELF_REFERENCE, (whole, before: string, article: string, kind: string) => {
      const name = DOCUMENT_KINDS.has(kind) ? product : SECTION_KINDS.has(kind) ? sectionCallOf()?.name : undefined;
      if (name === undefined) return whole;
      // "This method" under a function's heading is said as the heading says it: the kind the text uses.
      return `${before}${article === "This" ? "The" : "the"} ${name} ${kind}`;
    });
    if (next !== value) (resolved ??= new Map(text)).set(line, next);
  }
  return resolvedIt(resolved ?? text);
}

/** A sentence that opens with "It" and its verb: "It is inspired by …", "It supports …". */
const IT_OPENING = /(^\s*|[.!?]["”’')\]]*\s+)It(?= (?:[a-z]+ly )?[a-z]{2,}\b)/g;
/**
 * "It is important to …", "It is recommended that …", "It seems that …": "It" that stands for what follows, not for a
 * thing said before.
 */
/**
 * What "it is … to/that" says of the clause after it: "It is possible to …", "Is it worth …?" — the judgements of
 * question-quality.ts and the modal words. One list for both orders.
 */
export const EXTRAPOSED_ADJECTIVES = `${JUDGEMENT_ADJECTIVES}|possible|impossible|recommended|necessary|unnecessary|advisable|best|better|worth|worthwhile|likely|unlikely|common|essential|required|allowed|good|bad|true|false|clear|unclear|known|assumed|expected|safe|unsafe|fine|ok|okay|enough|sufficient|nice|helpful|preferable|crucial|vital|critical|advised|suggested|noted|natural|reasonable|wise|tempting|a good idea|a bad idea`;
const DUMMY_IT = new RegExp(`^It (?:is|was|'s|has been|will be|would be|may be|might be|can be|should be|seems|seemed|appears|appeared|turns out|follows|remains|makes sense|took|takes|pays)\\b(?:\\s+(?:not|also|often|usually|generally|very|quite|therefore|thus|now|still|always|sometimes|then)\\b)*(?:\\s+(?:${EXTRAPOSED_ADJECTIVES}|up|time|the case|that|to|as if|as though|like)\\b|\\s*$)`);
/**
 * What a definition's subject may be: a code span, or a capitalised name. A name in lower case ("swupdate-progress")
 * put for "It" would not open a sentence the sentence view tells from the one before.
 */
const DEFINED_NAME = /^(`[^`]+`|[A-Z][\w.+-]*[A-Za-z0-9+])\s+(?:is|was)\s+(?:a|an|the)\s/;
const ARTICLES = /^(?:The|This|That|These|Those|It|There|Here|A|An|Each|Every|Some|All|Most|Many|One|In|On|For|If|When|See|Note)$/;

/**
 * The text with "It" said for the name that the sentence before it, in the same paragraph, defines: "`hedgehog-classes`
 * is a wrapper around Hedgehog … It is inspired by the quickcheck-classes library." → "`hedgehog-classes` is inspired
 * by …". A rule of technical writing: a paragraph that opens by defining a name goes on about it as "it". Only a
 * definition ("X is a …") whose subject is a name; not the "it" of "It is important to …".
 */
function resolvedIt(text: ReadonlyMap<number, string>): ReadonlyMap<number, string> {
  let resolved: Map<number, string> | undefined;
  for (const [line, value] of text) {
    if (!/(?:^\s*|[.!?]["”’')\]]*\s+)It (?:[a-z]+ly )?[a-z]{2,}\b/.test(value) || /^\s*(?:#|[-*+]\s|\d+[.)]\s)/.test(value)) continue;
    // The paragraph up to this line: the lines above it, back to a blank line or a heading.
    const paragraph = new Map<number, string>();
    let first = line;
    while (first > line - 12 && text.get(first - 1) !== undefined && text.get(first - 1)!.trim() !== "" && !/^\s*(?:#|[-*+]\s|\d+[.)]\s)/.test(text.get(first - 1)!) && !isCodeFence(text.get(first - 1)!)) first--;
    for (let at = first; at <= line; at++) paragraph.set(at, text.get(at)!);
    const sentences = sentencesOf(paragraph);
    const openings = [...value.matchAll(IT_OPENING)];
    if (openings.length !== 1) continue;
    const index = sentences.findIndex((sentence) => sentence.startLine === line && /^It\s/.test(sentence.text));
    // "It is a free upgrade." after "GTC is the successor to …": a second account of what the name is, which "What is
    // GTC?" would ask again.
    if (index < 1 || DUMMY_IT.test(sentences[index]!.text) || /^It (?:is|was) (?:a|an|the)\s/.test(sentences[index]!.text)) continue;
    const subject = DEFINED_NAME.exec(sentences[index - 1]!.text)?.[1];
    if (!subject || ARTICLES.test(subject)) continue;
    // Another sentence between would be read as what "It" follows on from; only the one right before counts.
    const opening = openings[0]!;
    (resolved ??= new Map(text)).set(line, `${value.slice(0, opening.index! + opening[1]!.length)}${subject}${value.slice(opening.index! + opening[0].length)}`);
  }
  return resolved ?? text;
}

/** A definition list's term as the HTML adapter writes it, alone on its line: a name with a dot, underscore or hyphen inside. */
function definitionTerm(line: string | undefined): string | undefined {
  return line === undefined ? undefined : /^\s*`?([A-Za-z_][\w]*(?:[._-][\w]+)+)`?\s*$/.exec(line)?.[1];
}

/**
 * A heading that is one file's path, as a guide names the files it describes: "django_contact_form/contact_form.html",
 * "frob.conf". An identifier's heading ("soup_cookie_jar_get_cookie_list") is an entry the term readers read.
 */
function fileHeading(title: string): string | undefined {
  const token = /^`?([A-Za-z_][\w.-]*(?:\/[\w.-]+)*)`?$/.exec(title.replace(/¶$/, "").trim())?.[1];
  return token && (/\//.test(token) || /\.(?:html?|txt|md|rst|json|ya?ml|toml|ini|conf|cfg|xml|csv|py|js|sh|css|tex|rc)$/.test(token)) ? token : undefined;
}

/**
 * "new WebSocketServer(options[, callback])" → "new WebSocketServer"; "websocket.send(data)" → "websocket.send". Node's
 * reference style labels the call's kind in front ("Class Method: Buffer.alloc(size[, fill])", "Static method: …",
 * "Function: …"): the label is no part of the call, and the section is still that call's.
 */
/** A C or C++ compiler's keyword or extension written like a call: never a function a page documents. */
const COMPILER_KEYWORD = /^(?:__(?:attribute|declspec|asm|extension|typeof|inline|restrict|volatile|alignof|builtin_\w+)(?:__)?|(?:attribute|declspec|asm|extension|typeof|inline|restrict|volatile)__|alignas|alignof|decltype|noexcept|static_assert|sizeof|typeof|_Alignas|_Static_assert)$/;

export function sectionCall(heading: string): { name: string } | undefined {
  const unlabelled = heading.trim().replace(/^(?:(?:class|static|instance)\s+)?(?:method|function|constructor):\s*/i, "");
  const match = /^`?(new\s+)?([A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*)( ?)\(([^()]*)\)`?$/.exec(unlabelled);
  // "cogl_buffer_map ()": a C API reference (gtk-doc) writes a space before the empty parentheses; so does Lua's
  // manual before a parameter list with optional or elided parts ("assert (v [, message])", "select (index, ···)"). "Usage (advanced)", "Setup (Linux, macOS)" are titles with an aside, not calls.
  const parameterList = (args: string) => /^[\w\s.·…]*[[,][\w\s.,·…[\]]*$/.test(args) && /^[a-z_]/.test(match![2]!);
  if (match && match[3] && !(match[4]!.trim() === "" ? /[_.]/.test(match[2]!) : parameterList(match[4]!))) return undefined;
  // "### __attribute__()": Doxygen's entry for a class declared with a compiler attribute ("class ost::__attribute__
  // ((visibility("default"))) IPV4Validator") is named by the attribute, which is no function of the page.
  if (match && COMPILER_KEYWORD.test(match[2]!.replace(/^.*\./, ""))) return undefined;
  return match ? { name: `${match[1] ? "new " : ""}${match[2]!}` } : undefined;
}

/** One parameter of a signature line: a name, with a plain default if any ("method='single'", "members=NULL", "p=2"). */
const SIGNATURE_PARAMETER = /^\s*([A-Za-z_][\w.]*)\s*(?:=\s*(?:'[^',]*'|"[^",]*"|-?[\d.]+|[A-Za-z_][\w.]*))?\s*$/;

/**
 * A line that is nothing but a call's signature, as manuals typeset under a function's entry in PDFs and Rd pages:
 * "smooth.series (x, span=0.5, kernel='gauss')" → { name: "smooth.series", parameters: ["x", "span", "kernel"] }. A
 * formula ("d(A, B) = min d(a, b)"), a call with nested or elided arguments ("f(g(x), n=[...])") or with literal
 * positional arguments ("library('pkg')") is none.
 */
export function signatureLine(line: string): { name: string; parameters: string[] } | undefined {
  const match = /^\s*([A-Za-z_][\w]*(?:\.[A-Za-z_][\w]*)*)\s?\(([^()]*)\)\s*$/.exec(line);
  if (!match || !match[2]!.trim()) return undefined;
  const parameters: string[] = [];
  for (const part of match[2]!.split(",")) {
    const parameter = SIGNATURE_PARAMETER.exec(part);
    if (!parameter) return undefined;
    parameters.push(parameter[1]!);
  }
  return { name: match[1]!, parameters };
}

/** How far above a sentence its function's signature line may stand: one entry's description. */
const SIGNATURE_REACH = 70;

/**
 * "The argument X must be a two-dimensional matrix" under "cluster.vector (X, method='single')", where another
 * function of the manual takes an X of its own: the question names the call whose signature line stands above the
 * sentence when it asks of one of that call's parameters ("In `cluster.vector()`, what must the argument X be?").
 * Undefined when no signature stands above before a section heading, or the question names none of its parameters as
 * a parameter, or names the call already.
 */
export function signatureScoped(text: ReadonlyMap<number, string>, line: number, question: string): string | undefined {
  for (let at = line - 1; at >= line - SIGNATURE_REACH && text.has(at); at--) {
    const value = text.get(at)!;
    // A numbered or hashed section heading ("3 Behaviour for NaN values", "## Options") ends the entry above; a numbered
    // step ("2. Find a pair of nodes …") or a page number run into a line does not.
    if (/^\s*#{1,6}\s/.test(value) || (/^\s*\d+(?:\.\d+)*\s+[A-Z][a-z]/.test(value) && value.trim().length <= 60 && !/[.,;:]$/.test(value.trim()))) return undefined;
    const signature = signatureLine(value);
    if (!signature) continue;
    if (new RegExp(`(?<![\\w.])(?:${signature.name.replace(/\./g, "\\.")}|${signature.name.split(".").pop()!})(?![\\w])`).test(question)) return undefined;
    // Named as a parameter: "the argument X", "the metric parameter", "`span`", "the specified metric"; a plain word
    // ("What data does it need?") may be the parameter's name by chance.
    const asked = signature.parameters.some((parameter) => {
      const name = `['\`]?${parameter.replace(/\./g, "\\.")}['\`]?`;
      return new RegExp(
        `\\b(?:argument|parameter|specified|given|supplied)\\s+${name}(?![\\w.])|(?<![\\w.])${name}\\s+(?:argument|parameter)\\b|\`${parameter.replace(/\./g, "\\.")}\``,
      ).test(question);
    });
    // "linkage(X, method='single')" just above, the full "fastcluster.linkage (X, method, metric, …)" further up: the
    // nearest signature that takes the parameter.
    if (!asked) continue;
    return `In \`${signature.name}()\`, ${question.charAt(0).toLowerCase()}${question.slice(1)}`;
  }
  return undefined;
}

/** The document's sentences, normalised, with the lines each occurs on: made once per read text. */
const sentenceLines = perText((text: ReadonlyMap<number, string>): Map<string, number[]> => {
  const lines = new Map<string, number[]>();
  for (const sentence of sentencesOf(text)) {
    const plain = normaliseForMatch(sentence.text);
    if (plain.split(" ").length >= 4) lines.set(plain, [...(lines.get(plain) ?? []), sentence.startLine]);
  }
  return lines;
});

/**
 * "If the result could not fit in 64 bits, *poverflow is set to True" under both XSyncValueAdd and XSyncValueSubtract:
 * a sentence the document says, word for word, under more than one function or section is said of each one's own; a
 * question made from it ("What happens if the result could not fit in 64 bits?") does not say which. True when the
 * sentence (four words or more) occurs under two or more owners (`ownerOf`: the function or heading over a line); a
 * sentence a section repeats within itself ("The URL … is stored in remote.origin.url" twice in one walk-through) is
 * one owner's.
 */
export function sharedSentence(text: ReadonlyMap<number, string>, sentence: string, ownerOf: (line: number) => string | undefined = () => undefined): boolean {
  const lines = sentenceLines(text).get(normaliseForMatch(sentence)) ?? [];
  return lines.length >= 2 && new Set(lines.map((line) => ownerOf(line) ?? "")).size >= 2;
}

/**
 * A C prototype line, as API manuals typeset above a function's description: "void XSyncValueAdd(XSyncValue *presult,
 * XSyncValue a, Bool *poverflow);" → "XSyncValueAdd". A return type (one or more words, pointers) before the name is
 * required: a call in prose has none.
 */
const PROTOTYPE = /^\s*(?:(?:extern|static|inline|const|unsigned|signed|struct|enum)\s+)*[A-Za-z_]\w*(?:\s+\**|\s*\*+\s*)([A-Za-z_]\w*)\s*\([^()]*\)\s*;?\s*$/;

/**
 * The function a C prototype printed without its ";" declares ("int mp_prime_is_prime (mp_int * a, int t, int
 * *result)", "void frob_free(void)"), or undefined. Stricter than PROTOTYPE: the type is C's (a lower-case word, one
 * with an underscore, or a pointer) and every parameter has a type and a name ("Physical Volume (PV)" is prose).
 */
/** A C prototype's return type and name up to its "(", as a manual prints it: "krb5_error_code krb5_read_password(". */
const PROTOTYPE_HEAD = String.raw`^\s*(?:(?:extern|static|inline|const|unsigned|signed|struct|enum)\s+)*([A-Za-z_]\w*)(\s+\**|\s*\*+\s*)([A-Za-z_]\w*)\s*\(`;
const PRINTED_PROTOTYPE = new RegExp(String.raw`${PROTOTYPE_HEAD}([^()]*)\)\s*$`);
function printedPrototype(line: string): string | undefined {
  const match = PRINTED_PROTOTYPE.exec(line);
  if (!match || STATEMENT_WORD.test(match[1]!) || !(/^[a-z]/.test(match[1]!) || /_/.test(match[1]!) || /\*/.test(match[2]!))) return undefined;
  const parameters = match[4]!.trim();
  if (parameters !== "" && parameters !== "void" && !parameters.split(",").every((part) => /^\s*(?:const\s+)?[A-Za-z_][\w:<>]*(?:\s+\**|\s*\*+\s*)&?\s*[A-Za-z_]\w*(?:\[\w*\])?\s*$|^\s*\.\.\.\s*$/.test(part))) return undefined;
  return match[3];
}

/** Words that open a statement of code, not a declaration's type. */
const STATEMENT_WORD = /^(?:return|throw|raise|yield|await|delete|new|else|case|goto|print|echo|assert|import|from|let|var|const|def|typeof|do)$/;
/** A C or C++ function declared on a line of its own: a return type, the name, its parameters, and ";". */
const DECLARATION = /^(?:template\s*<[^<>]*>\s+)?(?:(?:extern|static|virtual|inline|explicit|constexpr|friend|const|unsigned|signed|struct|enum|typename)\s+)*[A-Za-z_][\w:<>,]*(?:\s*[*&]+\s*|\s+)([A-Za-z_]\w*)\s*\(([^()]*)\)\s*(?:const\s*)?(?:noexcept\s*)?;$/;

/**
 * The function a line declares on its own, as C headers, Doxygen, gtk-doc and BoostBook's class synopsis write one:
 * "void swap(self_t & alloc1, self_t & alloc2);", "unsigned int XSyncValueHigh32(XSyncValue v);", "pointer
 * address(reference value) const;". A return type and a final ";" are required: "return do_the_login();" in a code
 * example calls a function, and a call in prose has no type. The one recogniser of such lines: the questioner's
 * members (term-questions.ts `synopsisEntry`) and the scope of the sentences under them (`declarationAbove`) use it.
 */
export function declaredFunction(line: string): { name: string; parameters: string } | undefined {
  const trimmed = line.trim();
  const match = DECLARATION.exec(trimmed);
  // "const char *lua_tolstring (lua_State *L, …);": C's "const" qualifies a type; JavaScript's opens no declaration.
  const first = trimmed.split(/\s+/)[0]!;
  if (!match || (STATEMENT_WORD.test(first) && first !== "const") || /^(?:if|while|for|switch|return|sizeof|new|delete|operator)$/.test(match[1]!)) return undefined;
  return { name: match[1]!, parameters: match[2]! };
}

/**
 * The function declared on a line of its own right above the paragraph that holds `line` ("void swap(self_t & alloc1,
 * self_t & alloc2);" over "Swaps allocators. …", as BoostBook's class reference lists members), or undefined. Only
 * within the paragraph: a blank line or a heading between them ends the search.
 */
export function declarationAbove(text: ReadonlyMap<number, string>, line: number): string | undefined {
  for (let at = line - 1; at >= line - 4 && text.has(at); at--) {
    const value = text.get(at)!;
    if (value.trim() === "" || /^\s*#{1,6}\s/.test(value)) return undefined;
    // "int get(int n);" over "};" over the sentence (SWIG's manual): a member inside an example's class body, which the
    // sentence after the block is not about.
    if (/^\s*\}|^\s*\.\.\.\s*$|^\s*#\s*endif\b|\{\s*$/.test(value)) return undefined;
    const declared = declaredFunction(value);
    // "VOID writeindi(INDI);" / "write a person back to the database" / "VOID writefam(FAM);" / "write a family …",
    // then "These functions allow you to …" (LifeLines' report manual): a run of declarations, each over its one-line
    // brief, is a group, and the paragraph after the run is said of the group, not of its last member.
    if (declared && line > at + 1 && declaredFunction(text.get(at - 2) ?? "") !== undefined) return undefined;
    if (declared && !constructsObject(declared.parameters)) return declared.name;
    // "int mp_prime_is_prime (mp_int * a, int t, int *result)" as a PDF manual prints a prototype, without its ";":
    // the nearest declaration above is this one, not one further up ("int mp_is_square(…);" on the line before).
    const prototype = printedPrototype(value);
    if (prototype) return prototype;
    // A prototype right under the heading that names its function (Natural Docs), without the ";" of a synopsis.
    const prototyped = headingPrototype(text, at - 1);
    if (prototyped) return prototyped.name;
  }
  return undefined;
}

/** How far above a sentence its function's entry may stand in a PDF API reference (its parameters and return codes between). */
const BRIEF_ENTRY_REACH = 60;
/** The first line of a C prototype as a PDF prints it, perhaps wrapped: "krb5_error_code krb5_read_password(krb5_context …". */
const PROTOTYPE_OPENING = new RegExp(PROTOTYPE_HEAD);

/**
 * The function whose entry a line of a PDF API reference is in, as Sphinx prints Doxygen's (Kerberos's developer guide):
 * "krb5_read_password - Read a password from keyboard input." (or the name alone) over its prototype "krb5_error_code
 * krb5_read_password(krb5_context context, …", then its parameters, return codes and description ("If prompt2 is NULL,
 * the password is read only once."). The nearest prototype above within BRIEF_ENTRY_REACH lines, no heading between,
 * and only when the line above it titles its function so.
 */
export function briefEntryAbove(text: ReadonlyMap<number, string>, line: number): string | undefined {
  for (let at = line - 1; at >= line - BRIEF_ENTRY_REACH && text.get(at) !== undefined; at--) {
    const value = text.get(at)!;
    if (/^\s*#{1,6}\s/.test(value)) return undefined;
    const opening = PROTOTYPE_OPENING.exec(value);
    // "return frob(x)" is a statement of code, not a prototype: its first word is no return type.
    const name = opening && !STATEMENT_WORD.test(opening[1]!) ? opening[3] : undefined;
    if (name === undefined) continue;
    const title = (text.get(at - 1) ?? "").trim();
    return title === name || title.startsWith(`${name} - `) ? name : undefined;
  }
  return undefined;
}

/**
 * "CL_DisplayWindow window(desc);", "Frob f(\"name\", 640);": an object constructed in a listing reads as a function's
 * declaration, but what its parentheses hold are arguments — literals, or variables named without a type — not
 * parameters. A C type named alone ("int", "size_t") is a parameter still.
 */
function constructsObject(parameters: string): boolean {
  const parts = parameters.split(",").map((part) => part.trim()).filter((part) => part !== "");
  return parts.length > 0 && parts.every((part) => /^(?:"[^"]*"|'[^']*'|-?\d[\w.]*|true|false|nullptr|NULL)$/.test(part) || (/^[a-z][a-z\d]*$/.test(part) && !/^(?:void|int|char|float|double|long|short|unsigned|signed|bool|auto)$/.test(part)));
}

/**
 * The function of the reStructuredText directive whose indented body a line is in (".. function:: f1f2_cl(z, energies,
 * width=None)" over "    … The optional argument ``width`` can be used to …"), or undefined: the body's lines and
 * blank lines up to the directive, no line back at the directive's indentation between them.
 */
export function directiveAbove(text: ReadonlyMap<number, string>, line: number, question = ""): string | undefined {
  // A definition of a name ("What is uWSGI?" under ".. function:: postfork(func)") holds whatever the directive.
  if (/^What (?:is|are) (?:`[^`]+`|[\w.-]*[A-Z][\w.-]*)\?$/.test(question)) return undefined;
  const own = text.get(line) ?? "";
  const indent = own.length - own.trimStart().length;
  if (own.trim() === "" || indent === 0) return undefined;
  for (let at = line - 1; at >= line - DIRECTIVE_REACH && text.has(at); at--) {
    const value = text.get(at)!;
    if (value.trim() === "") continue;
    if (value.length - value.trimStart().length >= indent) continue;
    return directiveName(value);
  }
  return undefined;
}
const DIRECTIVE_REACH = 30;

/**
 * The function a reStructuredText API directive line names, without its owner: ".. method:: Bytecode.to_code()" →
 * "to_code"; ".. function:: void cork_env_add(struct cork_env *env, …)", a C directive whose return type comes first,
 * → "cork_env_add" (the name before the parenthesis).
 */
function directiveName(value: string): string | undefined {
  const directive = RST_DIRECTIVE.exec(value);
  if (!directive) return undefined;
  return (/([A-Za-z_][\w.]*)\s*\(/.exec(value.slice(directive.index + directive[0].length - directive[1]!.length))?.[1] ?? directive[1]!).split(".").pop();
}

/** Words of a sentence, which no declaration's type holds. */
const SENTENCE_WORDS = /\b(?:the|a|an|of|to|and|or|is|are|it|this|that|in|on|for|with|if)\b/i;

/**
 * The function a heading names without parentheses when its prototype stands on the next line, as Natural Docs writes
 * an entry: "### alureGetSampleFormat" over "ALURE_API ALenum ALURE_APIENTRY alureGetSampleFormat(ALuint channels,
 * ALuint bits, ALuint floatbits)" → its name and the prototype's parameters; so does libxml2's reference, with the
 * entry's kind before its name ("### Function: xlinkIsLink"). A return type must come before the name,
 * and no word of a sentence ("Call alureGetSampleFormat(…) to …" is prose about it).
 */
export function headingPrototype(text: ReadonlyMap<number, string>, line: number): { name: string; parameters: string } | undefined {
  // libxml2's reference names the kind before the name: "### Function: xlinkIsLink" over "xlinkType xlinkIsLink (…)".
  // gtk-doc 1.x: "### flickcurl_photos_people_add ()" over the prototype wrapped a parameter a line.
  const name = /^\s*#{2,6}\s+(?:(?:Function|Macro|Method):\s+)?`?([A-Za-z_]\w*)`?(?:\s*\(\))?\s*$/.exec(text.get(line) ?? "")?.[1];
  if (!name) return undefined;
  const declared = wrappedPrototype(text, line + 1)?.text ?? "";
  const prototype = new RegExp(`^([\\w\\s*&:<>,~.[\\]]*?[\\s*&:])${name}\\s*\\(([^()]*(?:\\([^()]*\\)[^()]*)*)\\)\\s*(?:const\\s*)?;?$`).exec(declared);
  if (!prototype || SENTENCE_WORDS.test(prototype[1]!)) return undefined;
  return { name, parameters: prototype[2]! };
}

/**
 * The C prototype that starts on line `at`, its lines joined up to the one its parentheses close on: as gtk-doc 1.x
 * wraps it a parameter a line ("int    frob_add    (frob *fc," … "int person_h);"), with a long name's parameters on
 * the next line ("int frob_deleteCoords" over "(frob *fc,"), or on one line. Undefined when a blank line or the
 * twelfth line comes first.
 */
export function wrappedPrototype(text: ReadonlyMap<number, string>, at: number): { text: string; end: number } | undefined {
  let joined = (text.get(at) ?? "").trim();
  let end = at;
  const open = (value: string) => (value.match(/\(/g) ?? []).length > (value.match(/\)/g) ?? []).length;
  while (open(joined) || (!joined.includes("(") && (text.get(end + 1) ?? "").trim().startsWith("("))) {
    const next = text.get(end + 1)?.trim();
    if (!next || end + 1 > at + 12) return undefined;
    joined += ` ${next}`;
    end++;
  }
  return { text: joined.replace(/\s+/g, " "), end };
}

/** A reStructuredText API directive: ".. function:: dump_bytecode(bytecode, *, lineno=False)", ".. method:: Bytecode.to_code()". */
const RST_DIRECTIVE = /^\s*\.\.\s+(?:py:)?(?:function|method|classmethod|staticmethod|class|decorator)::\s*([A-Za-z_][\w.]*)/;

/**
 * The function whose signature, prototype or reStructuredText directive line stands nearest above a line, within one entry (a hashed or numbered
 * section heading ends the search), or undefined.
 */
export function callAbove(text: ReadonlyMap<number, string>, line: number): string | undefined {
  for (let at = line - 1; at >= line - SIGNATURE_REACH && text.has(at); at--) {
    const value = text.get(at)!;
    // "## mkdirp.sync(dir, opts) -> String|null": a hashed heading that opens with a call names the section's function;
    // any other heading ends the entry.
    if (/^\s*#{1,6}\s/.test(value)) {
      const called = /^\s*#{1,6}\s+`?(?:new\s+)?([A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*)\s*\(/.exec(value)?.[1];
      return called && !COMPILER_KEYWORD.test(called.replace(/^.*\./, "")) ? called : undefined;
    }
    if (isUnderline(value)) return undefined;
    const name = PROTOTYPE.exec(value)?.[1] ?? directiveName(value) ?? signatureLine(value)?.name;
    if (name) return COMPILER_KEYWORD.test(name.replace(/^.*[.:]/, "")) ? undefined : name;
  }
  return undefined;
}
