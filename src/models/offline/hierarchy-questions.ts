import { sentenceSpans } from "../../documents/sentences.js";
import type { Fact, ReadText } from "./facts.js";
import { BASE } from "./verb-lexicon.js";

/**
 * Questions from what an API reference states of a type's place among others, on the lines that open its page or
 * entry, where a class with little prose still says something a reader can check:
 *   Javadoc:  "public class Frob" / "extends Base" / "implements Runnable, Closeable"
 *               → "Which class does `Frob` extend?" — "Base"; "Which interfaces does `Frob` implement?"
 *   Sphinx:   "### class frob.Tree(root)" / "Bases: frob.Node"  → "What is the base class of `frob.Tree`?"
 *   Doxygen:  "frob_stats Struct Reference" / "#include <frob.h>" → "Which header declares the `frob_stats` struct?"
 * Nothing is asked of what every type has ("extends java.lang.Object", "Bases: object"), nor of a header named after
 * the type itself ("Frob.h" for Frob): the question would hold its answer.
 */

export type Relation = "base" | "extends" | "implements" | "header";

interface Declaration {
  name: string;
  /** What the declaration's own line goes on to state: "extends Object implements Runnable". */
  rest?: string;
  /** "class", "interface", "struct", …: as the page names the type. */
  kind: string;
  style: "javadoc" | "sphinx" | "doxygen";
}

const JAVA_MODIFIERS = "public|protected|private|abstract|static|final|sealed|non-sealed|strictfp";
// "public class Frob", or on one line with its relations as Javadoc 17 writes it: "public class MailServer extends Object
// implements Runnable".
const JAVADOC_DECLARATION = new RegExp(`^(?:(?:${JAVA_MODIFIERS})\\s+)+(class|interface|enum|record|@interface)\\s+([A-Za-z_$][\\w$.]*)(?:<[^>]*(?:<[^>]*>[^>]*)*>)?((?:\\s+(?:extends|implements)\\s+.+)?)$`);
const SPHINX_CLASS = /^#{2,6}\s+(?:(?:abstract|final)\s+)?(class|exception)\s+([A-Za-z_][\w.]*)(?:\(.*\))?(?:\s*¶)?$/;
// Doxygen's title, as its page shows it or as a heading of the page's text ("# Gnome::Glade::VariablesMap Class Reference").
const DOXYGEN_TITLE = /^(?:#{1,2}\s+)?([A-Za-z_][\w:]*)(?:<[^>]*>)? (Class|Struct|Union|Interface)(?: Template)? Reference(?:final|abstract|sealed)?$/;
/** Lines between a declaration and what it states of its type's place. */
const STATED_WITHIN = 3;

/** The type a line declares as an API reference opens its page or entry on it, or undefined. */
export function declarationAt(line: string): Declaration | undefined {
  const trimmed = line.trim();
  // "public class Example extends Base {": a line of code, which a page's declaration never is.
  if (/[{;]$/.test(trimmed)) return undefined;
  const javadoc = JAVADOC_DECLARATION.exec(trimmed);
  if (javadoc) return { name: javadoc[2]!, kind: javadoc[1] === "@interface" ? "annotation" : javadoc[1]!, style: "javadoc", ...(javadoc[3]!.trim() ? { rest: javadoc[3]!.trim() } : {}) };
  const sphinx = SPHINX_CLASS.exec(trimmed);
  if (sphinx) return { name: sphinx[2]!, kind: sphinx[1]!, style: "sphinx" };
  const doxygen = DOXYGEN_TITLE.exec(trimmed);
  if (doxygen) return { name: doxygen[1]!, kind: doxygen[2]!.toLowerCase(), style: "doxygen" };
  return undefined;
}

/** What the lines after a declaration on `line` state of one relation of its type, and the line that states it. */
export function statedRelation(text: ReadText, line: number, relation: Relation): { value: string; line: number } | undefined {
  const declaration = declarationAt(text.get(line) ?? "");
  if (!declaration) return undefined;
  // "extends Object implements Runnable" on the declaration's line: each clause as if on a line of its own.
  for (const clause of declaration.rest?.split(/\s+(?=extends\s|implements\s)/) ?? []) {
    const value = relationOn(clause, relation, declaration);
    if (value) return trivial(value, declaration) ? undefined : { value, line };
  }
  for (let at = line + 1; at <= line + STATED_WITHIN && text.get(at) !== undefined; at++) {
    const value = relationOn(text.get(at)!.trim(), relation, declaration);
    if (value) return trivial(value, declaration) ? undefined : { value, line: at };
  }
  return undefined;
}

function relationOn(line: string, relation: Relation, declaration: Declaration): string | undefined {
  const list = (text: string) => text.split(/\s*,\s*/).map((part) => part.trim()).filter(Boolean).join(", ");
  if (declaration.style === "javadoc") {
    // A class extends one class; an interface extends interfaces, asked as "implements" is of a class.
    if (relation === "extends" && declaration.kind !== "interface") return /^extends\s+([\w$.]+(?:<.*>)?)$/.exec(line)?.[1];
    if (relation === "implements") {
      const listed = declaration.kind === "interface" ? /^extends\s+(.+)$/.exec(line) : /^implements\s+(.+)$/.exec(line);
      return listed ? list(listed[1]!) : undefined;
    }
    return undefined;
  }
  if (declaration.style === "sphinx") return relation === "base" ? (/^Bases:\s+(.+)$/.exec(line)?.[1] ?? undefined) : undefined;
  return relation === "header" ? /^#include\s+[<"]([^>"]+)[>"]$/.exec(line)?.[1] : undefined;
}

/** What every type states, or what the question would already hold. */
function trivial(value: string, declaration: Declaration): boolean {
  if (/^(?:java\.lang\.Object|Object|object|builtins\.object)$/.test(value)) return true;
  const header = /([^/]+?)(?:\.[a-z]+)?$/.exec(value)?.[1]?.toLowerCase();
  const simple = declaration.name.split(/[.:]+/).pop()!.toLowerCase();
  return header === simple;
}

/** The question of one relation of a declared type. */
function relationQuestion(declaration: Declaration, relation: Relation, value: string): string {
  const name = `\`${declaration.name}\``;
  const several = value.includes(",");
  if (relation === "base") return several ? `What are the base classes of ${name}?` : `What is the base class of ${name}?`;
  if (relation === "extends") return `Which class does ${name} extend?`;
  if (relation === "implements") return declaration.kind === "interface" ? `Which interfaces does ${name} extend?` : `Which interfaces does ${name} implement?`;
  return `Which header declares the ${name} ${declaration.kind}?`;
}

export function hierarchyFacts(text: ReadText, from: number, to: number): Fact[] {
  const facts: Fact[] = [];
  for (let line = from; line <= to; line++) {
    const declaration = declarationAt(text.get(line) ?? "");
    if (!declaration) continue;
    for (const relation of ["base", "extends", "implements", "header"] as const) {
      const stated = statedRelation(text, line, relation);
      if (!stated) continue;
      facts.push({
        question: relationQuestion(declaration, relation, stated.value),
        answer: stated.value,
        evidence: [{ start_line: line, end_line: stated.line }],
        kind: "term",
      });
    }
  }
  return facts;
}

/**
 * The reader's form of a relation's question: the type's name, the relation, and the pattern of the line that
 * declares the type. "Which interfaces does `Frob` extend?" asks an interface's "implements" (relationQuestion).
 */
export function relationQuestionOf(question: string): { name: string; relation: Relation; pattern: string } | undefined {
  const q = question.trim();
  const match =
    /^what (?:is|are) the base class(?:es)? of `([^`]+)`\?$/i.exec(q)?.slice(1).concat("base") ??
    /^which class does `([^`]+)` extend\?$/i.exec(q)?.slice(1).concat("extends") ??
    /^which interfaces does `([^`]+)` (?:implement|extend)\?$/i.exec(q)?.slice(1).concat("implements") ??
    /^which header declares the `([^`]+)` \w+\?$/i.exec(q)?.slice(1).concat("header");
  if (!match) return undefined;
  const name = match[0]!.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  // The document tools search with RE2: no lookaround. Doxygen's title writes a template's parameters after its name
  // ("CLI::OptionBase< CRTP > Class Template Reference").
  return { name: match[0]!, relation: match[1] as Relation, pattern: `(?:\\b(?:class|interface|enum|record|exception)\\s+${name}(?:$|[^\\w$.])|^(?:#{1,2}\\s+)?${name}(?:\\s*<[^>]*>)? (?:Class|Struct|Union|Interface)(?: Template)? Reference)` };
}

/** Doxygen's heading over a type's description, as a search pattern (the reader's) and as a test of a line. */
export const DETAILED_DESCRIPTION = String.raw`^(?:#{1,6}\s*)?Detailed Description$`;
const DETAILED_DESCRIPTION_LINE = new RegExp(DETAILED_DESCRIPTION);

/** Most lines between Doxygen's title and its "Detailed Description" (the member summary stands between them). */
const DOXYGEN_DESCRIPTION_WITHIN = 400;
/** A type's description ends at the first of these: Javadoc's labels, a heading, a blank line. */
const DESCRIPTION_END = /^(?:#|See also\b|Since:|Authors?:|Version:|Type Parameters:|Parameters:|Deprecated|Direct Known Subclasses:|All Known|Enclosing|Functional Interface:|Note:|Warning:|Definition at line|The documentation for)/i;
/** A line of code, a template's declaration, a diagram's label: not a description. */
const NOT_PROSE = /[{};=]|<[^>]*>|^template\b|^#include\b|diagram for |^\[Image/;
/** An opening that makes the sentence something other than what the type is or does. */
const NOT_DESCRIPTION = /^(?:deprecated|todo|fixme|see|note|use|you|we|it|please|for (?:internal|example)|internal\b|undocumented)\b/i;
/** A finite verb outside a relative clause: the sentence says something of the type, it is not a noun phrase naming it. */
const FINITE = /^(?:(?!\b(?:that|which|who|whose)\b).)*?\b(?:is|are|was|were|can|cannot|will|should|must|may|has|have|does|do)\b/i;
/** Words after which a capitalised word ending in "s" is a verb: "Associates named Glade widgets with …". */
const OBJECT_OPENERS = new Set(["a", "an", "the", "all", "any", "each", "one", "named", "its", "their", "this", "these", "those", "some", "several", "multiple", "data", "information"]);

/**
 * What an API reference says a type is or does under its declaration, asked of the type: Javadoc's first sentence
 * after "public class Frob" (and its relations), Doxygen's first under "Detailed Description".
 *   "Parses command line arguments, …"            → "What does the `OptionParser` class do?"
 *   "This Action duplicates the current line, …"   → "What does the `DuplicateLinesAction` class do?" — "duplicates …"
 *   "An immutable map from config paths to …"      → "What is the `Config` interface?"
 *   "Thrown to indicate an IOException."           → "Why is the `IOFileUploadException` class thrown?" — "to indicate …"
 * A sentence that says something else of it ("It is not intended for production use.") is left to the other shapes.
 */
export function typeDescriptionFact(text: ReadText, line: number): Fact | undefined {
  const declaration = declarationAt(text.get(line) ?? "");
  if (!declaration || declaration.style === "sphinx") return undefined;
  let at = line + 1;
  if (declaration.style === "javadoc") {
    // Its relations and annotations stand between the declaration and its description.
    while (at <= line + STATED_WITHIN + 2 && text.get(at) !== undefined && /^(?:(?:extends|implements)\s|@\w+|$)/.test(text.get(at)!.trim())) at++;
  } else {
    // Lines not read between them (the reader reads the title and the description only) are passed over.
    for (; ; at++) {
      if (at > line + DOXYGEN_DESCRIPTION_WITHIN) return undefined;
      const value = text.get(at);
      if (value === undefined) continue;
      if (at > line && declarationAt(value)) return undefined;
      if (DETAILED_DESCRIPTION_LINE.test(value.trim())) break;
    }
    at++;
    while (text.get(at)?.trim() === "") at++;
    // A class template's description opens with its declaration again: "template<class VarImp>" over "### class
    // Gecode::VarImpVar< VarImp >" (set 199's Gecode page), then what the class is.
    if (/^template\s*</.test(text.get(at)?.trim() ?? "")) {
      at++;
      if (/^(?:#{1,6}\s+)?(?:class|struct|union)\s+\S/.test(text.get(at)?.trim() ?? "")) at++;
    }
  }
  const start = at;
  const parts: string[] = [];
  for (; at < start + 8 && text.get(at) !== undefined && text.get(at)!.trim() !== "" && !DESCRIPTION_END.test(text.get(at)!.trim()); at++) parts.push(text.get(at)!.trim());
  if (parts.length === 0) return undefined;
  const sentence = sentenceSpans(parts.join(" "))[0]?.text.trim().replace(/\.$/, "");
  if (!sentence || NOT_PROSE.test(sentence) || NOT_DESCRIPTION.test(sentence)) return undefined;
  const words = sentence.split(/\s+/);
  if (words.length < 2 || words.length > 40) return undefined;
  const end = start + parts.findIndex((part, index) => parts.slice(0, index + 1).join(" ").length >= sentence.length);
  const described = describe(`\`${declaration.name}\``, declaration.kind, sentence);
  if (!described) return undefined;
  const evidence = declaration.style === "javadoc" ? [{ start_line: line, end_line: Math.max(end, start) }] : [{ start_line: line, end_line: line }, { start_line: start, end_line: Math.max(end, start) }];
  return { ...described, evidence, kind: "description" };
}

function describe(name: string, kind: string, sentence: string): { question: string; answer: string } | undefined {
  const thrown = /^(?:This exception is |Is )?[Tt]hrown (to|when|if) (.{8,})$/.exec(sentence);
  if (thrown) return thrown[1] === "to" ? { question: `Why is the ${name} ${kind} thrown?`, answer: `to ${thrown[2]}` } : { question: `When is the ${name} ${kind} thrown?`, answer: `${thrown[1]} ${thrown[2]}` };
  // "This is a simple implementation of …", "The element is a container class.": what the type is.
  const thisIs = /^(?:This|The) (?:\w+ )?is ((?:an?|the) .{8,})$/.exec(sentence);
  if (thisIs) return FINITE.test(thisIs[1]!) ? undefined : { question: `What is the ${name} ${kind}?`, answer: thisIs[1]! };
  // "This Action duplicates …", "This interface represents …": the verb phrase, without the subject that points back.
  const thisDoes = /^(?:This|The) (?:[A-Za-z]+ )?([a-z]+s) (.{8,})$/.exec(sentence);
  if (thisDoes && isThirdPerson(thisDoes[1]!, thisDoes[2]!)) return { question: `What does the ${name} ${kind} do?`, answer: `${thisDoes[1]} ${thisDoes[2]}` };
  const [first, second] = sentence.split(/\s+/) as [string, string];
  if (/^[A-Z][a-z]+s$/.test(first) && isThirdPerson(first.toLowerCase(), second)) return { question: `What does the ${name} ${kind} do?`, answer: sentence };
  if (/^(?:This|These|It|They|Here|There)\b/.test(sentence) || FINITE.test(sentence)) return undefined;
  return { question: `What is the ${name} ${kind}?`, answer: sentence };
}

function isThirdPerson(verb: string, rest: string): boolean {
  if (/^(?:is|was|has|does|as|us|its|this|thus|plus|yes)$/.test(verb)) return false;
  if (BASE.has(verb)) return true;
  return /[^su]s$/.test(verb) && OBJECT_OPENERS.has(rest.split(/\s+/)[0]!.toLowerCase());
}

/** What Javadoc and Doxygen say a type is or does (typeDescriptionFact), for every declaration in the range. */
export function typeDescriptionFacts(text: ReadText, from: number, to: number): Fact[] {
  const facts: Fact[] = [];
  for (let line = from; line <= to; line++) {
    const fact = typeDescriptionFact(text, line);
    if (fact) facts.push(fact);
  }
  return facts;
}

/** The type a question of typeDescriptionFact's asks about: "What does the `OptionParser` class do?" → OptionParser. */
export function typeDescriptionQuestionOf(question: string): string | undefined {
  const kinds = "class|interface|enum|record|annotation|struct|union";
  const q = question.trim();
  return (new RegExp(`^what does the \`([^\`]+)\` (?:${kinds}) do\\?$`, "i").exec(q)
    ?? new RegExp(`^what is the \`([^\`]+)\` (?:${kinds})\\?$`, "i").exec(q)
    ?? new RegExp(`^(?:why|when) is the \`([^\`]+)\` (?:${kinds}) thrown\\?$`, "i").exec(q))?.[1];
}
