import type { Fact, ReadText } from "./facts.js";

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
const DOXYGEN_TITLE = /^([A-Za-z_][\w:]*)(?:<[^>]*>)? (Class|Struct|Union|Interface)(?: Template)? Reference(?:final|abstract|sealed)?$/;
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
  return { name: match[0]!, relation: match[1] as Relation, pattern: `(?:\\b(?:class|interface|enum|record|exception)\\s+${name}(?![\\w$.])|^${name} (?:Class|Struct|Union|Interface)(?: Template)? Reference)` };
}
