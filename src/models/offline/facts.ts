import { contentWords, normaliseForMatch } from "../../documents/words.js";
import { proseFacts } from "./prose-questions.js";

/**
 * The questioner's fact finder: turns lines the engine has read into candidate questions whose answer is a span the
 * document states. Structured facts first (key–value lines, table cells under a heading), then prose sentences with
 * a number, date, year or percentage (prose-questions.ts).
 */

export interface Fact {
  question: string;
  answer: string;
  evidence: { start_line: number; end_line: number }[];
  kind: "key_value" | "table_cell" | "email_header" | "prose";
}

export interface FactContext {
  /** The document's title, when it has one (the email subject, the article title). */
  title?: string;
  format?: string;
}

/** Lines as read: 1-based line number → text. */
export type ReadText = ReadonlyMap<number, string>;

const MAX_VALUE_CHARS = 80;
const EMAIL_QUESTIONS: Record<string, (subject: string) => string> = {
  from: (subject) => `Who sent the email "${subject}"?`,
  to: (subject) => `To whom was the email "${subject}" addressed?`,
  cc: (subject) => `Who was copied on the email "${subject}"?`,
  date: (subject) => `When was the email "${subject}" sent?`,
};

/** Facts stated on lines `from`–`to`; lines before `from` that were read serve only as context (headings). */
export function factsIn(text: ReadText, from: number, to: number, context: FactContext): Fact[] {
  const facts: Fact[] = [];
  for (let line = from; line <= to; line++) {
    const value = text.get(line);
    if (value === undefined) continue;
    const fact = keyValueFact(text, line, value, context) ?? tableCellFacts(text, line, value, context);
    if (Array.isArray(fact)) facts.push(...fact);
    else if (fact) facts.push(fact);
  }
  facts.push(...proseFacts(text, from, to, subjectForProse(text, from, context)));
  return facts.filter(isSound);
}

/** A question is usable when it is a real question that does not give its answer away. */
export function isSound(fact: Fact): boolean {
  const question = fact.question;
  if (!question.endsWith("?") || question.includes("__")) return false;
  if (!/^(what|which|who|whom|when|where|how|in|on|by|since|until|to|is|are|was|were|does|do|did|has|have|had)\b/i.test(question)) return false;
  const answerWords = contentWords(fact.answer);
  if (answerWords.length === 0) return false;
  const questionWords = new Set(contentWords(question));
  if (answerWords.every((word) => questionWords.has(word))) return false;
  return !` ${normaliseForMatch(question)} `.includes(` ${normaliseForMatch(fact.answer)} `);
}

// ---------------------------------------------------------------------------------------------------------------
// Key–value lines: "- **Armor Class:** 17", "**CR** 10 (XP 5,900)", "From: someone@example.com".

const KEY_VALUE = /^\s*(?:[-*+]\s+)?(?:\*\*|__)([^*_:]{1,40}?)(?::\*\*|\*\*:|\*\*|__:|:__)\s*(.+)$/;
const PLAIN_HEADER = /^([A-Z][A-Za-z-]{1,20}):\s+(\S.*)$/;

function keyValueFact(text: ReadText, line: number, raw: string, context: FactContext): Fact | undefined {
  const bold = KEY_VALUE.exec(raw);
  const plain = bold ? undefined : PLAIN_HEADER.exec(raw);
  const match = bold ?? plain;
  if (!match) return undefined;
  const key = cleanMarkup(match[1]!).replace(/:$/, "").trim();
  const value = cleanMarkup(match[2]!).replace(/^:\s*/, "").trim();
  if (!key || !value || value.length > MAX_VALUE_CHARS || key.split(/\s+/).length > 5 || /[\d/]/.test(key)) return undefined;
  const evidence = [{ start_line: line, end_line: line }];

  if (plain) {
    // Plain "Key: value" lines are only trusted as message headers at the top of an email.
    const emailQuestion = EMAIL_QUESTIONS[key.toLowerCase()];
    if (context.format !== "email" || !context.title || !emailQuestion || line > 30) return undefined;
    return { question: emailQuestion(context.title), answer: value, evidence, kind: "email_header" };
  }
  if (!/\d/.test(value) && !/\b[A-Z][a-z]/.test(value)) return undefined;
  const subject = headingAbove(text, line) ?? context.title;
  if (!subject) return undefined;
  const verb = /[^s]s$/.test(key) ? "are" : "is";
  return { question: `What ${verb} the ${key} of ${withArticle(subject)}?`, answer: value, evidence, kind: "key_value" };
}

// ---------------------------------------------------------------------------------------------------------------
// Pipe tables with a header row: "| STR | 21 | +5 | +5 |" under "|STAT|SCORE|MOD|SAVE|".

function tableCellFacts(text: ReadText, line: number, raw: string, context: FactContext): Fact[] | undefined {
  const cells = pipeCells(raw);
  if (!cells || cells.length < 2 || isSeparatorRow(raw)) return undefined;
  const header = tableHeader(text, line);
  if (!header || header.line === line || header.cells.length !== cells.length) return undefined;
  const rowKey = cleanMarkup(cells[0]!);
  if (!/[A-Za-z]/.test(rowKey) || rowKey.length > 40) return undefined;
  if (header.rowKeys.filter((key) => key === rowKey).length > 1) return undefined;
  const subject = headingAbove(text, header.line) ?? context.title;
  if (!subject) return undefined;
  const facts: Fact[] = [];
  const headers = header.cells.map(cleanMarkup);
  headers.forEach((column, index) => {
    const cell = cleanMarkup(cells[index] ?? "");
    if (index === 0 || !column || headers.filter((other) => other === column).length > 1) return;
    if (!cell || !/[\p{L}\p{N}]/u.test(cell) || /^(n\.?d\.?|na|n\/a|-+)$/i.test(cell)) return;
    facts.push({
      question: `What is the ${column.toLowerCase()} of ${rowKey} for ${withArticle(subject)}?`,
      answer: cell,
      evidence: [{ start_line: header.line, end_line: line }],
      kind: "table_cell",
    });
  });
  return facts;
}

function pipeCells(raw: string): string[] | undefined {
  if ((raw.match(/\|/g) ?? []).length < 2) return undefined;
  const trimmed = raw.trim().replace(/^\|/, "").replace(/\|$/, "");
  return trimmed.split("|").map((cell) => cell.trim());
}

function isSeparatorRow(raw: string): boolean {
  return /^\s*\|?\s*:?-{3,}:?\s*(\|\s*:?-{3,}:?\s*)*\|?\s*$/.test(raw);
}

/** The header row of the table a row belongs to: the row above a separator, or the first row of the block. */
function tableHeader(text: ReadText, line: number): { line: number; cells: string[]; rowKeys: string[] } | undefined {
  let first = line;
  while (text.get(first - 1) !== undefined && pipeCells(text.get(first - 1)!)) first--;
  if (text.get(first - 1) === undefined) return undefined; // the table may begin before what was read
  const headerCells = pipeCells(text.get(first)!);
  if (!headerCells) return undefined;
  const rowKeys: string[] = [];
  for (let row = first + 1; text.get(row) !== undefined && pipeCells(text.get(row)!); row++) {
    if (!isSeparatorRow(text.get(row)!)) rowKeys.push(cleanMarkup(pipeCells(text.get(row)!)![0] ?? ""));
  }
  return { line: first, cells: headerCells, rowKeys };
}

// ---------------------------------------------------------------------------------------------------------------

/** The nearest Markdown heading above a line, within what was read. */
export function headingAbove(text: ReadText, line: number): string | undefined {
  for (let at = line; text.get(at) !== undefined; at--) {
    const heading = /^#{1,6}\s+(.+?)\s*#*$/.exec(text.get(at)!);
    if (heading) {
      const name = cleanMarkup(heading[1]!);
      // Generic sub-headings ("Traits", "Actions") belong to the entity above them.
      if (/^(traits|actions|bonus actions|reactions|legendary actions|lair actions|notes|details|description|overview)$/i.test(name)) continue;
      return name;
    }
  }
  return undefined;
}

function subjectForProse(text: ReadText, line: number, context: FactContext): string | undefined {
  return headingAbove(text, line) ?? context.title;
}

export function cleanMarkup(text: string): string {
  return text.replace(/\*+|__|`/g, "").replace(/\s+/g, " ").trim();
}

function withArticle(subject: string): string {
  return /^(the|a|an)\s/i.test(subject) || /^["“]/.test(subject) ? subject : `the ${subject}`;
}
