import { normaliseSpace } from "../../documents/text-utils.js";
import { headingText, isCodeFence, isUnderline, proseText, splitSentences } from "../../documents/sentences.js";
import { answerAgreement } from "../../documents/answer-agreement.js";
import { contentWords, normaliseForMatch } from "../../documents/words.js";
import { changelogFacts, releaseAbove } from "./change-questions.js";
import { commandFacts, entryFacts, glossaryFacts } from "./entry-questions.js";
import { proseFacts } from "./prose-questions.js";
import { questionProblems } from "./question-quality.js";
import { specificityJudge } from "./specificity.js";
import { answerSentence, contextJudge, evidenceLines, unscopedParameterCondition, unsaidOwner } from "./context-needs.js";
import { answerNotContent } from "./self-containment.js";
import { HEAD_KINDS, KINDS, statementFacts } from "./statement-questions.js";
import { declaredValueFacts, enumeratorTableOf, parameterTableCall, sharedMemberCall, termDefaultFacts, termFacts, termQuestion, texinfoEntryAbove } from "./term-questions.js";
import { captionFacts } from "./caption-questions.js";
import { conditionFacts } from "./condition-questions.js";
import { bareGeneric, briefEntryAbove, callAbove, declarationAbove, directiveAbove, pointsBack, properNounsOf, resolveSelfReferences, sectionCall, sectionScoped, sectionThing, sharedSentence, signatureScoped } from "./section-scope.js";
import { usageFacts } from "./usage-questions.js";
import { rowCells } from "./table-rows.js";
import { isVerbBase } from "./verb-lexicon.js";
import { causeFacts } from "./cause-questions.js";
import { exampleResultFacts, leadInFacts } from "./example-questions.js";
import { asksInstall, installFacts, taglineFacts } from "./readme-questions.js";
import { listFacts } from "./list-questions.js";
import { hierarchyFacts, typeDescriptionFacts } from "./hierarchy-questions.js";
import { exceptionFacts } from "./exception-questions.js";
import { returnFacts } from "./return-questions.js";
import { perText } from "../../documents/per-text.js";

/**
 * The questioner's fact finder: turns lines the engine has read into candidate questions whose answer is a span the
 * document states. Structured facts first (key–value lines, table cells under a heading), then prose sentences with
 * a number, date, year or percentage (prose-questions.ts).
 */

export interface Fact {
  question: string;
  answer: string;
  evidence: { start_line: number; end_line: number }[];
  kind: "key_value" | "table_cell" | "email_header" | "prose" | "statement" | "entry" | "term" | "caption" | "general" | "condition" | "usage" | "cause" | "default" | "readme" | "description";
}

export interface FactContext {
  /** The document's title, when it has one (the email subject, the article title). */
  title?: string;
  format?: string;
}

/** Lines as read: 1-based line number → text. */
export type ReadText = ReadonlyMap<number, string>;

const MAX_VALUE_CHARS = 80;

/**
 * Stat-block tables ("|STAT|SCORE|MOD|SAVE|" with rows STR … CHA) are asked about in words:
 * "What is the Air Elemental's Constitution modifier?", not "What is the mod of CON for the Air Elemental?".
 */
const ABILITIES: Record<string, string> = { STR: "Strength", DEX: "Dexterity", CON: "Constitution", INT: "Intelligence", WIS: "Wisdom", CHA: "Charisma" };
const ABILITY_COLUMNS: Record<string, string> = { SCORE: "score", MOD: "modifier", SAVE: "saving throw bonus" };
/** Facts stated on lines `from`–`to`; lines before `from` that were read serve only as context (headings). */
export function factsIn(read: ReadText, from: number, to: number, context: FactContext): Fact[] {
  // "This module is …" in minimist's README, "This method throws …" under "### websocket.ping()": said by the name the
  // title or the section's call heading gives (section-scope.ts); the answer is still checked against the lines as read.
  const text = resolveSelfReferences(read, { hashes: hashHeadings(context), ...(context.title ? { title: context.title } : {}) });
  const facts: Fact[] = [];
  const email = context.format === "email" ? emailFacts(text) : [];
  for (let line = from; line <= to; line++) {
    const value = text.get(line);
    if (value === undefined) continue;
    const fact = keyValueFact(text, line, value, context) ?? tableCellFacts(text, line, value, context);
    if (Array.isArray(fact)) facts.push(...fact);
    else if (fact) facts.push(fact);
  }
  facts.push(...email.filter((fact) => fact.evidence[0]!.start_line >= from && fact.evidence[0]!.start_line <= to));
  facts.push(...proseFacts(text, from, to, subjectForProse(text, from, context)));
  facts.push(...statementFacts(text, from, to));
  facts.push(...entryFacts(text, from, to));
  // "What does the term “Amphora” mean?": a reStructuredText glossary's entries (entry-questions.ts).
  facts.push(...glossaryFacts(text, from, to));
  facts.push(...commandFacts(text, from, to));
  // "What does `ms('1d')` return?", "How can you check which unit systems are available in pint?" (example-questions.ts).
  facts.push(...exampleResultFacts(text, from, to, context.title));
  facts.push(...leadInFacts(text, from, to, context.title));
  // "What are some features of R6?" — the short bullet list under "Some features of R6:" (list-questions.ts).
  facts.push(...listFacts(text, from, to, context.title));
  facts.push(...changelogFacts(text, from, to));
  facts.push(...termFacts(text, from, to));
  facts.push(...termDefaultFacts(text, from, to));
  facts.push(...declaredValueFacts(text, from, to));
  facts.push(...hierarchyFacts(text, from, to));
  facts.push(...typeDescriptionFacts(text, from, to));
  facts.push(...exceptionFacts(text, from, to));
  // "What does `getObjectRegistry()` return?": the paragraph under a call entry's "Returns" label (return-questions.ts).
  facts.push(...returnFacts(text, from, to));
  facts.push(...captionFacts(text, from, to));
  facts.push(...conditionFacts(text, from, to));
  facts.push(...usageFacts(text, from, to));
  facts.push(...causeFacts(text, from, to));
  facts.push(...taglineFacts(read, from, to, context.title, context.format));
  facts.push(...installFacts(read, from, to));
  // "What does Beautiful Soup provide?" in Beautiful Soup's manual: a light verb of the text's main subject (specificity.ts).
  const vague = specificityJudge(text, context.title);
  // "What is the keyword value?", "What will `glob.match` return?" (an example's): they need their section (context-needs.ts).
  const needsContext = contextJudge(text, context.title, (line) => headingAbove(text, line, hashHeadings(context)));
  // "move on to later sections", "in the environment of that function", "quite small": no content (self-containment.ts).
  const proper = properNounsOf(text);
  const sectionOf = (fact: Fact) => {
    const line = fact.evidence[0]?.start_line ?? from;
    return { heading: headingAbove(text, line, hashHeadings(context)), thing: sectionThing(text, line, { hashes: hashHeadings(context), ...(context.title ? { title: context.title } : {}), properNoun: proper }) };
  };
  return facts
    .map(pluralAgreement)
    .filter(
      (fact) =>
        isSound(fact) &&
        // "What do Windows support?" → "- More reliable …": a subject and verb read across a bold run-in title and
        // the dash after it ("* **Windows support** - …"); an answer never opens with a separator.
        !/^[-–—]\s/.test(fact.answer) &&
        // "When a determinant is nearly singular, he uses exact arithmetic …" (Qhull's page, set 194): a person the
        // answer calls "he" or "she" is one the question does not name ("… if the application developer wishes to
        // delete a widget?" → "he should not delete the object directly" names him).
        !(/^(?:he|she|his|her)\s/i.test(fact.answer) && !PERSON_NOUN.test(fact.question)) &&
        statedInEvidence(read, fact) &&
        !cutAtDoubledWord(read, fact) &&
        // A README's tagline says what its package does ("What does Glob do?"), a class page's description what its
        // class does ("What does the `Gnome::Glade::VariablesMap` class do?"): the page's own answer, not a light verb.
        (fact.kind === "readme" || fact.kind === "description" || vague(fact.question) === undefined) &&
        needsContext(fact) === undefined &&
        answerNotContent(fact.question, fact.answer) === undefined,
    )
    .map((fact) => {
      const { heading, thing } = sectionOf(fact);
      // "In `constructor()`, what is `readEntry`?" under one of several classes' "#### constructor(…)": the scope
      // names none of them (term-questions.ts `sharedMemberCall`).
      const call = heading === undefined ? undefined : sectionCall(heading);
      if (call && !SELF_NAMED.has(fact.kind) && sharedMemberCall(text, call.name)) return undefined;
      // "void swap(self_t & a, self_t & b);" over "Swaps allocators. … If each allocator is placed in a different memory
      // segment, the result is undefined.": a member's description under its declaration is said of that member, as
      // under a call's heading: "In `swap()`, what happens if …?" (section-scope.ts `declarationAbove`).
      // So in a reStructuredText directive's body (".. function:: f1f2_cl(…)"): "In `f1f2_cl()`, what can the optional
      // argument `width` be used for?" (section-scope.ts `directiveAbove`).
      const declared = call || SELF_NAMED.has(fact.kind) ? undefined : declarationAbove(text, fact.evidence[0]?.start_line ?? from) ?? directiveAbove(text, fact.evidence[0]?.start_line ?? from, fact.question)
        // "In `krb5_read_password()`, what happens if prompt2 is NULL?": a PDF API reference's entry (section-scope.ts).
        ?? briefEntryAbove(text, fact.evidence[0]?.start_line ?? from);
      if (declared !== undefined) {
        if (new RegExp(`(?<![\\w.])${declared}(?!\\w)`).test(fact.question)) return fact;
        return { ...fact, question: `In \`${declared}()\`, ${fact.question.charAt(0).toLowerCase()}${fact.question.slice(1)}` };
      }
      // So under a Texinfo manual's definition ("Macro: PUSHNEW" over "If no KEYWORDs are supplied, …"): "In
      // `PUSHNEW`, what happens if no KEYWORDs are supplied?" (term-questions.ts `texinfoEntryAbove`).
      const defined = call || SELF_NAMED.has(fact.kind) ? undefined : texinfoEntryAbove(text, fact.evidence[0]?.start_line ?? from);
      if (defined !== undefined) {
        const name = defined.replace(/^`|(?:\(\))?`$/g, "");
        if (new RegExp(`(?<![\\w.-])${name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?![\\w-])`, "i").test(fact.question)) return fact;
        return { ...fact, question: `In ${defined}, ${fact.question.charAt(0).toLowerCase()}${fact.question.slice(1)}` };
      }
      // "What does the member function apply?", "the robustbase implementation", "this option": a phrase that points
      // back at a thing named before the sentence is said in the section's scope, or refused (section-scope.ts).
      const back = SELF_NAMED.has(fact.kind) ? undefined : pointsBack(fact.question);
      // "What must the argument X be?" below "cluster.vector (X, method='single')" in a PDF manual, whose other
      // functions take an X of their own: the question names the signature's call (section-scope.ts).
      const signed = call || SIGNATURE_EXEMPT.has(fact.kind) ? undefined : signatureScoped(text, fact.evidence[0]?.start_line ?? from, fact.question);
      const headingOf = (line: number) => headingAbove(text, line, hashHeadings(context));
      if (signed) return sharedScoped(text, { ...fact, question: signed }, headingOf);
      // "What will a value of 2 display?", "What is the southern-most point?", "… instead?": a noun whose owner the
      // question does not say is said in the section's scope ("In [report] precision, …"), or refused (context-needs.ts).
      const owner = SELF_NAMED.has(fact.kind) ? undefined : unsaidOwner(fact.question);
      const result = sharedScoped(text, scoped(fact, heading, thing, back !== undefined || owner !== undefined), headingOf);
      if (result === undefined || (owner !== undefined && unsaidOwner(result.question) !== undefined)) return undefined;
      // "What happens if you append a '*' to the end of your name?" under "Conventions": a bare generic noun ("your
      // name", "current settings") that no heading says which of is refused (section-scope.ts).
      const named = thing !== undefined || (heading !== undefined && sectionCall(heading) !== undefined);
      if (back !== undefined && !named) return undefined;
      if (!named && !SELF_NAMED.has(fact.kind) && bareGeneric(fact.question) !== undefined) return undefined;
      // A condition on a call's parameter that no scope names the call of (context-needs.ts).
      return unscopedParameterCondition(result.question) === undefined ? result : undefined;
    })
    .filter((fact): fact is Fact => fact !== undefined)
    .filter((fact, _, all) => !describedAlready(fact, all) && !narrowerAsked(fact, all) && !askedOtherwise(fact, all) && !restatedByEntry(fact, all) && !installAskedOtherwise(fact, all));
}

/**
 * Whether a summary table's cell says again what an entry of the page asks: Javadoc's "Field Summary" row "LOGGER |
 * Session attribute key: Logger" beside the field's entry "#### LOGGER … Session attribute key: Logger". The entry's
 * question ("What is the `LOGGER` field?") asks it in its own words; the table's ("What is the description of LOGGER for
 * the Field Summary?") only in the table's.
 */
function restatedByEntry(fact: Fact, facts: readonly Fact[]): boolean {
  if (fact.kind !== "table_cell") return false;
  const answer = normaliseForMatch(fact.answer);
  // The entry's name as the reader reads its question (term-questions.ts), matched by its last parts ("LOGGER" of
  // "org.frob.Filter.LOGGER").
  return facts.some((other) => other.kind === "term" && normaliseForMatch(other.answer) === answer && (termQuestion(other.question) ?? "").split(/[.:]/).some((part) => part.length > 1 && fact.question.includes(part)));
}

/**
 * Whether an install question asks a command another fact of the text already asks for: "To install Frobnitz, run the
 * following command:" / "pip install frobnitz" gives "Which command do you run to install Frobnitz?", and "Which
 * command installs frobnitz?" (readme-questions.ts) would ask it twice.
 */
function installAskedOtherwise(fact: Fact, facts: readonly Fact[]): boolean {
  return asksInstall(fact.question) !== undefined && facts.some((other) => other !== fact && asksInstall(other.question) === undefined && other.answer.trim() === fact.answer);
}

/**
 * Whether another sentence gives the same question another answer: "work_func is responsible for calling
 * g_task_return_*() …" and, two sentences on, "work_func is responsible for checking whether the GCancellable has been
 * cancelled" make "What is work_func responsible for?" a question with two answers, neither of them the answer.
 */
function askedOtherwise(fact: Fact, facts: readonly Fact[]): boolean {
  const answer = normaliseForMatch(fact.answer);
  const line = fact.evidence[0]?.start_line;
  // The same answer said again in other words ("Debian GNU/Linux is a particular distribution …" beside "a particular
  // distribution …") is one answer.
  const same = (other: string) => {
    const theirs = normaliseForMatch(other);
    return ` ${theirs} `.includes(` ${answer} `) || ` ${answer} `.includes(` ${theirs} `) || answerAgreement(other, fact.answer).agrees;
  };
  return facts.some((other) => other !== fact && other.question === fact.question && other.evidence[0]?.start_line !== line && !same(other.answer));
}

/**
 * Whether the same sentence gives a narrower question of the same verb whose answer this one's starts with: "What does
 * SQLAlchemy use for "extensions" distributed with the core?" — "a custom importer" beside "What does SQLAlchemy use?" —
 * "a custom importer for "extensions" distributed with the core" (which leaves out the second thing it uses).
 */
function narrowerAsked(fact: Fact, facts: readonly Fact[]): boolean {
  const stem = fact.question.replace(/\?$/, " ");
  const answer = normaliseForMatch(fact.answer);
  return facts.some((other) =>
    other !== fact && other.question.startsWith(stem) && !/,| and | or /.test(other.question.slice(stem.length)) && other.evidence[0]?.start_line === fact.evidence[0]?.start_line &&
    normaliseForMatch(other.answer) !== answer && answer.startsWith(`${normaliseForMatch(other.answer)} `));
}

/**
 * Whether an entry's description asks the sentence a fact was read from already: "Determine the language of a script
 * file by looking at the file extension." under `getLangFromFilename()` is what the call does, and "In
 * `getLangFromFilename()`, how can you determine the language of a script file?" asks part of the same sentence again.
 */
function describedAlready(fact: Fact, facts: readonly Fact[]): boolean {
  if (SELF_NAMED.has(fact.kind)) return false;
  const [first, last] = [fact.evidence[0], fact.evidence.at(-1)];
  if (!first || !last) return false;
  const answer = normaliseForMatch(fact.answer);
  return facts.some((other) => {
    // What an entry does, as the reader reads the question back ("What does the `toNamedRecord` function do?").
    if (other.kind !== "term" || !/ do\?$/.test(other.question) || termQuestion(other.question) === undefined) return false;
    const range = other.evidence.at(-1)!;
    return first.start_line >= range.start_line && last.end_line <= range.end_line && ` ${normaliseForMatch(other.answer)} `.includes(` ${answer} `);
  });
}

/**
 * "What happens if the result could not fit in 64 bits?" from a sentence the document says under XSyncValueAdd and
 * again under XSyncValueSubtract: a question made from a sentence the document repeats word for word must name whose
 * it is. It is said in front from the prototype or signature line above ("In `XSyncValueAdd()`, …"), kept when it is
 * scoped or names that function already, and refused when nothing above says whose (section-scope.ts `sharedSentence`).
 */
function sharedScoped(text: ReadText, fact: Fact, headingOf: (line: number) => string | undefined): Fact | undefined {
  if (SELF_NAMED.has(fact.kind) || /^In [^,]+, /.test(fact.question)) return fact;
  const sentence = answerSentence(proseText(evidenceLines(text, fact.evidence)), fact.answer);
  if (!sharedSentence(text, sentence, (line) => callAbove(text, line) ?? headingOf(line))) return fact;
  const name = callAbove(text, fact.evidence[0]?.start_line ?? 0);
  if (name === undefined) return undefined;
  if (new RegExp(`(?<![\\w.])${name.replace(/\./g, "\\.")}(?![\\w])`).test(fact.question)) return fact;
  return { ...fact, question: `In \`${name}()\`, ${fact.question.charAt(0).toLowerCase()}${fact.question.slice(1)}` };
}

/** Kinds read off tables, headers and fields, never off a function entry's prose. */
const SIGNATURE_EXEMPT: ReadonlySet<Fact["kind"]> = new Set<Fact["kind"]>(["key_value", "table_cell", "email_header", "readme", "description", "caption"]);

/** Kinds whose question names its own subject: a call heading over them adds nothing. */
const SELF_NAMED: ReadonlySet<Fact["kind"]> = new Set<Fact["kind"]>(["entry", "term", "default", "caption", "key_value", "table_cell", "email_header", "readme", "description"]);

/**
 * An API reference's section is named by a call ("### websocket.send(data[, options][, callback])", "server.close()¶"):
 * what its sentences say ("If an error occurs, the callback is called with the error") is said of that call. A question
 * that does not name it says so in front: "In `websocket.send()`, what happens if an error occurs?". The reader reads
 * the scope off again (question-analysis.ts).
 */
export function scoped(fact: Fact, heading: string | undefined, thing?: string, pointsBack = false): Fact {
  const call = heading === undefined ? undefined : sectionCall(heading);
  if (SELF_NAMED.has(fact.kind)) return fact;
  if (!call) {
    // A section named by a thing ("Redis Message Priorities", "/usr/lib : Libraries …"): a question that names
    // nothing of its own says it in front (section-scope.ts).
    const question = sectionScoped(fact.question, thing, pointsBack);
    return question ? { ...fact, question } : fact;
  }
  if (fact.question.includes(call.name.replace(/^new /, ""))) return fact;
  const rest = fact.question.charAt(0).toLowerCase() + fact.question.slice(1);
  return { ...fact, question: `In \`${call.name}()\`, ${rest}` };
}

/**
 * "The header files defines the C structure …", "Square brackets denotes optional values", "Critical parts follows C
 * paradigm …": a writer's slip of agreement, a plural subject with a singular verb, is not carried into the question.
 * "What does the header files define?" is asked "What do the header files define?". Only of a plain subject: words
 * without a preposition, its head a lower-case plural noun (not "news", "status", "analysis", nor a hyphenated or
 * dotted name such as "os-exception-arguments").
 */
const PLURAL_SLIP = /^((?:In [^,?]+, )?[Ww]hat )does ((?:(?:the|these|those|all|both|some|many|most|nested|[\w.‘’'`:-]+) )*?)([a-z]{2,}[^s\W]s) ([a-z]+(?: (?:to|on|with|for|from|of|in|by))?)\?$/;
/** Kinds a name follows besides the software kinds of statement-questions.ts (KINDS, HEAD_KINDS): "the distance dlcs". */
const OTHER_NAME_KINDS = /^(?:distance|algorithm|program|procedure|type|metric|measure|statistic|model|estimator|test)$/i;
const nameKind = (word: string) => KINDS.test(word) || HEAD_KINDS.test(word) || OTHER_NAME_KINDS.test(word);
const PREPOSITION_WORDS = /\b(?:of|for|in|on|to|with|from|by|at|about|under|over|between|into|without|within|via|per|than|as)\b/i;
const SINGULAR_IN_S = /(?:ss|us|is|ys|os|as|ics|ness|ws|ies|eous|ious)$|^(?:news|series|species|lens|bus|gas|yes|process|this|its|has|was|does|is)$/;
function pluralAgreement(fact: Fact): Fact {
  const match = PLURAL_SLIP.exec(fact.question);
  if (!match) return fact;
  const [, lead, before, head, verb] = match as unknown as [string, string, string, string, string];
  const words = `${before}${head}`.trim().split(" ");
  // "the package cdbs", "the variable hopitalrecursions", "the dating algorithm breakpoints": a name after its kind,
  // not a plural noun; "the variable f lags" a name a PDF split.
  const previous = words.at(-2)!;
  if (words.length < 2 || PREPOSITION_WORDS.test(before) || SINGULAR_IN_S.test(head) || /[\d_.`:-]/.test(head) || nameKind(previous) || previous.length === 1) return fact;
  return { ...fact, question: `${lead}do ${before}${head} ${verb}?` };
}

/** A question is usable when it is a well-formed question that does not give its answer away (question-quality.ts). */
export function isSound(fact: Fact): boolean {
  return questionProblems(fact.question, fact.answer).length === 0;
}

/**
 * Whether the answer stops at a word the evidence writes twice ("FRR's VRRP implementation uses Linux macvlan devices to
 * to implement …" → "Linux macvlan devices to"): the text's slip cut the answer one word into what follows it.
 */
function cutAtDoubledWord(text: ReadText, fact: Fact): boolean {
  const last = /(?:^|\s)([A-Za-z]+)$/.exec(fact.answer.trim())?.[1];
  if (!last) return false;
  return ` ${normaliseSpace(evidenceLines(text, fact.evidence).join(" "))} `.includes(` ${normaliseSpace(fact.answer.trim())} ${last} `);
}

/**
 * The answer's words are in the evidence lines as the graph's grounding check reads them (normalised words; numbers
 * must all be there): a candidate that would be rejected as ungrounded is not worth submitting.
 */
export function statedInEvidence(text: ReadText, fact: Fact): boolean {
  const lines: string[] = [];
  for (const range of fact.evidence) {
    for (let line = range.start_line; line <= range.end_line; line++) {
      const value = text.get(line);
      if (value === undefined) return false;
      lines.push(value);
    }
  }
  // "pygraphviz-1.7": a name joined to its version by a hyphen states the version as a word of its own.
  const joined = lines.join(" ");
  const split = /\p{L}-\d/u.test(joined) ? ` ${normaliseForMatch(joined.replace(/(?<=\p{L})-(?=\d)/gu, " "))}` : "";
  const evidence = ` ${normaliseForMatch(joined)} ${normaliseForMatch(proseText(lines))}${split} `;
  const answerWords = [...new Set(contentWords(fact.answer))];
  const has = (word: string) =>
    evidence.includes(` ${word} `) || evidence.includes(` ${word}s `) || (word.endsWith("s") && evidence.includes(` ${word.slice(0, -1)} `));
  const missing = answerWords.filter((word) => !has(word));
  return answerWords.length > 0 && !missing.some((word) => /\d/.test(word)) && missing.length <= (answerWords.length >= 5 ? 1 : 0);
}

// ---------------------------------------------------------------------------------------------------------------
// Key–value lines: "- **Armor Class:** 17", "**CR** 10 (XP 5,900)", "From: someone@example.com".

const KEY_VALUE = /^\s*(?:[-*+]\s+)?(?:\*\*|__)([^*_:]{1,40}?)(?::\*\*|\*\*:|\*\*|__:|:__)\s*(.+)$/;
const PLAIN_HEADER = /^([A-Z][A-Za-z-]{1,20}):\s+(\S.*)$/;

/**
 * Whether a line goes on with the paragraph or list item above it: text that is not blank, not a list item, not a
 * heading, a table row or a key of its own ("**Type:** …").
 */
function continues(line: string | undefined): boolean {
  if (line === undefined || !/\S/.test(line)) return false;
  const trimmed = line.trim();
  return !/^(?:[-*+]\s|\d+[.)]\s|#|\||>)/.test(trimmed) && !isCodeFence(trimmed) && !isUnderline(trimmed) && !/^[=\-\s]+$/.test(trimmed) && !KEY_VALUE.test(line) && !/^(?:\*\*|__)/.test(trimmed);
}

function keyValueFact(text: ReadText, line: number, raw: string, context: FactContext): Fact | undefined {
  const bold = KEY_VALUE.exec(raw);
  const plain = bold ? undefined : PLAIN_HEADER.exec(raw);
  const match = bold ?? plain;
  if (!match) return undefined;
  // "**Write a grammar**. There are several ways …": a bold phrase closed by a full stop is a paragraph's run-in title,
  // not a key with its value.
  // "* **Windows support** - More reliable windows support than …": so is a bold phrase closed by a dash, a list
  // item's run-in title (a feature) before its description; a key is closed by a colon.
  if (bold && (/^[.!?;,]/.test(match[2]!.trim()) || /^[-–—]\s/.test(match[2]!.trim()))) return undefined;
  // "**Merge** keys are a YAML 1.1 feature …": a bold word that a lower-case word runs on from, with no colon between,
  // is emphasis inside a sentence; "__Please note__: …", "**Warning:** …" open an aside, and name no attribute.
  if (bold && !/:/.test(raw.slice(0, raw.indexOf(match[2]!))) && /^[a-z]/.test(match[2]!.trim())) return undefined;
  if (/^(?:please note|note|notes|nb|important|warning|caution|tip|hint|attention|remember)$/i.test(cleanMarkup(match[1]!).replace(/:$/, "").trim())) return undefined;
  // "variable … was ignored since\n   **parallelly** 1.22.0, when …": a bold word on a line that goes on with the
  // sentence above is emphasis inside it, not a key opening an item of its own.
  const above = text.get(line - 1);
  if (above !== undefined && !/^\s*(?:[-*+]\s|\d+[.)]\s)/.test(raw) && /\S/.test(above) && !/[.:!?]["'”)\]]?\s*$/.test(above) && !KEY_VALUE.test(above) && !isUnderline(above.trim()) && !/^[=\-\s]+$/.test(above.trim()) && !/^\s*#/.test(above)) return undefined;
  // "==========  ====\n**Library**  **Issue Triager(s)** …": a row under a reStructuredText table's border is a row
  // of cells (a header's, here), not a key and its value.
  if (above !== undefined && /^\s*=+(?:\s+=+)+\s*$/.test(above)) return undefined;
  const key = cleanMarkup(match[1]!).replace(/:$/, "").trim();
  let value = cleanMarkup(match[2]!).replace(/^:\s*/, "").trim();
  // "- **peak**: Either ``true`` (the default) or ``sample``. ``true`` is" over an indented line that goes on with it
  // (a list item wrapped over lines, reStructuredText), or "**Rationale:** Operators should be able to easily see what
  // API" over the rest of its paragraph: the value is its first sentence, read on over the lines that continue it, or
  // nothing when it does not end within a few of them.
  let end = line;
  const next = text.get(line + 1) ?? "";
  if ((continues(next) || (/^\s+\S/.test(next) && !/^\s*[-*+]\s/.test(next))) && !/[.!?]["'”)\]]?$/.test(value)) {
    // The document layer's sentence view says where the first sentence ends (not a stop after "e.g." or in a number).
    let joined = value;
    let first: string | undefined;
    for (let at = line + 1; at <= line + 3 && continues(text.get(at)); at++) {
      joined = `${joined} ${cleanMarkup(text.get(at)!.trim())}`;
      const [head, ...rest] = splitSentences(joined);
      if (head && (rest.length > 0 || /[.!?]["'”)\]]?$/.test(joined))) {
        first = head;
        end = at;
        break;
      }
    }
    if (first === undefined) {
      const [head, ...rest] = splitSentences(value);
      if (!head || rest.length === 0) return undefined;
      first = head;
      end = line;
    }
    value = first;
  }
  if (!key || !value || value.length > MAX_VALUE_CHARS || key.split(/\s+/).length > 5 || /[\d/]/.test(key)) return undefined;
  const evidence = [{ start_line: line, end_line: end }];
  if (plain) return undefined; // plain "Key: value" lines are only trusted as an email's headers (emailFacts)
  if (/^(at|in|on|of|for|by|with|to|from)\b/i.test(key)) return undefined; // "At Will" names no attribute
  // "- **prefix**: (String) Change the default prefix message.", "- **Key** The `name` property of the question
  // object", "- **Value** (Depends on the prompt)": a definition list documents what a property is or does, with its
  // type or an aside in front; "What is the prefix of the Question?" reads as asking the property's value, which the
  // page does not give.
  if (/^\(/.test(match[2]!.trim()) || /^the\s+\S+\s+(?:property|attribute|field|option|key|parameter|argument|setting)\b/i.test(value)) return undefined;
  if (!/\d/.test(value) && !/\b[A-Z][a-z]/.test(value)) return undefined;
  const subject = namingHeadingAbove(text, line, hashHeadings(context)) ?? titleSubject(context.title);
  if (!subject) return undefined;
  // "# snakecase 0.11.0" over "* **random**: New case, which …", "* **Vignettes**: The blog article … was added": a
  // changelog item's bold tag names the change's kind or topic, not an attribute of the release ("What is the random
  // of the snakecase 0.11.0?").
  // A release heading may date its release in any form ("snakecase 0.11.0 (25.05.19)").
  if (releaseAbove(text, line) || /^(?:[A-Za-z][\w.-]*\s+){0,2}v?\d+\.\d+(?:[.-]\w+)*(?:\s+\([^()]*\))?$/.test(subject)) return undefined;
  const verb = /[^s]s$/.test(key) ? "are" : "is";
  return { question: `What ${verb} the ${key} of ${withArticle(subject)}?`, answer: value, evidence, kind: "key_value" };
}

// ---------------------------------------------------------------------------------------------------------------
// Pipe tables with a header row: "| STR | 21 | +5 | +5 |" under "|STAT|SCORE|MOD|SAVE|".

function tableCellFacts(text: ReadText, line: number, raw: string, context: FactContext): Fact[] | undefined {
  const cells = pipeCells(raw);
  if (!cells || cells.length < 2 || isSeparatorRow(raw) || inBoxDiagram(text, line)) return undefined;
  const header = tableHeader(text, line);
  if (!header || header.line === line || header.cells.length !== cells.length) return undefined;
  // An HTML page may mark its header rows, and the HTML adapter then writes a rule under them. Many pages mark none
  // (Sphinx's list tables): a first row over several rows whose values never repeat its labels reads as their header
  // (readTableHeader), but a first row over one other row may as well be data ("arguments | s | Bus name to query"
  // over "returns | as | List of queued connection names"): nothing says it heads the other.
  if (context.format === "html" && !isSeparatorRow(text.get(header.line + 1) ?? "") && header.rowKeys.length < 2) return undefined;
  // A row's evidence runs from the table's header: a row too far below it makes evidence no question may have.
  if (line - header.line >= MAX_EVIDENCE_LINES) return undefined;
  // "buffer | a buffer object |" under "#### Parameters": a C API's parameter table has no header row; each row is a
  // parameter of the call above, asked as one (term-questions.ts parameterTableCall), never as a column's value.
  // So are an enumeration's values ("DBUSMENU_STATUS_NORMAL | Everything is normal |" under gtk-doc's "#### Members"):
  // each is asked as an enumerator (term-questions.ts enumeratorTableOf).
  if (parameterTableCall(text, line) || enumeratorTableOf(text, line)) return undefined;
  const key = header.keyColumn;
  const rowKey = cleanMarkup(cells[key]!);
  // "What is the purrr of Extract by name for the Extractor shorthands?": a row that describes a task, in a table whose
  // rows mostly do, compares ways of doing it (columns "base R | purrr"); no column reads as a property of a task.
  if (describesTask(rowKey) || header.rowKeys.filter(describesTask).length * 2 > header.rowKeys.length) return equivalentFacts(header, cells, line);
  if (!/[A-Za-z]/.test(rowKey) || rowKey.length > 40) return undefined;
  if (header.rowKeys.filter((key) => key === rowKey).length > 1) return undefined;
  // "uk.ac.starlink.topcat.LogHandler" over "Modifier and Type | Constant Field | Value": a table's caption that is a
  // qualified name (Javadoc's constant values, a table a class) names what its rows belong to, not the heading above.
  const caption = /^[a-z][\w]*(?:\.[\w$]+){2,}$/.exec(text.get(header.line - 1)?.trim() ?? "")?.[0];
  const subject = caption ? `\`${caption}\`` : namingHeadingAbove(text, header.line, hashHeadings(context)) ?? context.title;
  // A long title ("Plant defense phenotypes determine …") does not read as the thing a table row belongs to.
  if (!subject || subject.split(/\s+/).length > 8 || rowKey.split(/\s+/).length > 5) return undefined;
  const facts: Fact[] = [];
  const headers = header.cells.map(cleanMarkup);
  headers.forEach((column, index) => {
    // "detect(x, p)," in a list of calls: the separator after the cell's last item is no part of it.
    const cell = cleanMarkup(cells[index] ?? "").replace(/\s*[,;]$/, "");
    // A table keyed by a later column has a first column of repeated values ("static int", "void"), which does not
    // tell one row from another: not asked.
    if (index === key || (key > 0 && index === 0) || !column || headers.filter((other) => other === column).length > 1) return;
    if (!/^[A-Za-z][A-Za-z .%/-]{2,30}$/.test(column)) return; // "t", "(intr)", "x2lx2l": no wording to ask with
    if (!cell || !/[\p{L}\p{N}]/u.test(cell) || /^(n\.?d\.?|na|n\/a|-+)$/i.test(cell)) return;
    // A Javadoc summary's "Deprecated." with nothing after it: a status every row of a deprecated class repeats, not
    // what the member is or does ("Deprecated. Specifies an output format …" says it and stays).
    if (/^(?:deprecated|experimental|obsolete|unstable|internal)\.?$/i.test(cell)) return;
    const ability = ABILITIES[rowKey.toUpperCase()];
    const measure = ABILITY_COLUMNS[column.toUpperCase()];
    if (!ability !== !measure && (ability || /^STAT$/i.test(headers[0] ?? ""))) return; // half a stat block: no wording to trust
    facts.push({
      question: ability && measure
        ? `What is ${possessive(withArticle(subject))} ${ability} ${measure}?`
        : `What ${/[^s]s$/i.test(column) ? "are" : "is"} the ${columnWords(column)} of ${rowKey} for ${caption ? subject : withArticle(subject)}?`,
      answer: cell,
      evidence: [{ start_line: header.line, end_line: line }],
      kind: "table_cell",
    });
  });
  return facts;
}

/** One call ("Find(p, x)", "map(x, list(1, 2))"), arguments nested at most one level, as a comparison table's cell. */
const ONE_CALL = /^[A-Za-z_.][\w.]*\((?:[^()`]|\([^()`]*\))*\)$/;

/**
 * A comparison table's row (a task under "base R | purrr"): the last column's call is asked for by another's,
 * "What is the purrr equivalent of `Find(p, x)`?" → "detect(x, p)". Only cells that are one call each: a cell with
 * prose ("c(X, Y), but more complicated …") or code marks inside (lapply(x, `[[`, "a")) is not quoted or answered.
 */
function equivalentFacts(header: { line: number; cells: string[] }, cells: string[], line: number): Fact[] {
  const calls = cells.map((cell, index) => {
    const text = cell.trim().replace(/^`([^`]*)`$/, "$1").replace(/\s*[,;]$/, "");
    return index > 0 && ONE_CALL.test(text) ? text : undefined;
  });
  // Asked one way only, for the last column (the alternative the page presents, "purrr" after "base R"): the mirror
  // question ("What is the base R equivalent of `detect(x, p)`?") would ask the same pair again.
  const target = cells.length - 1;
  const column = cleanMarkup(header.cells[target] ?? "");
  if (!calls[target] || !/^[A-Za-z][A-Za-z .-]{0,20}$/.test(column) || column.split(" ").length > 3) return [];
  return calls
    .filter((source, index): source is string => source !== undefined && index !== target && source !== calls[target])
    .map((source) => ({
      question: `What is the ${column} equivalent of \`${source}\`?`,
      answer: calls[target]!,
      evidence: [{ start_line: header.line, end_line: line }],
      kind: "table_cell" as const,
    }));
}

/** Words after a task's verb that show it takes an object or a manner: "Find a …", "Extract by name", "Extract deeply". */
const TASK_OBJECT = /^(?:a|an|the|all|each|every|any|some|one|two|three|several|multiple|by|with|from|to|into|in|on|at|for|as|over|between|its|their|your|[a-z]+ly)$/i;

/**
 * A table row's first cell that describes a task instead of naming a thing: a verb phrase ("Extract by name",
 * "Recursively combine two lists", "Keep elements that match") or a question ("Does a list contain an object?").
 * A verb alone or before a plain noun ("merge", "Return value", "Cache size") may be a name, and is not read as one.
 */
export function describesTask(rowKey: string): boolean {
  const words = rowKey.trim().split(/\s+/);
  if (/\?$/.test(rowKey.trim())) return words.length >= 3;
  // "Recursively combine …": a manner adverb before the verb; "Apply …" is a verb, "Weekly report format" an adjective.
  const adverb = /^[a-z]{3,}ly$/i.test(words[0]!) && !isVerbBase(words[0]!) && !/^(?:daily|weekly|monthly|yearly|hourly|early|only|family|assembly|friendly|likely)$/i.test(words[0]!);
  const at = adverb && words.length > 2 ? 1 : 0;
  const verb = words[at]!;
  const next = words[at + 1];
  if (next === undefined || !isVerbBase(verb)) return false;
  // "Recursively combine two lists": an adverb before the verb already says it is one.
  if (at === 1) return true;
  return TASK_OBJECT.test(next) || (/[^s]s$/i.test(next) && words.length > at + 2 && /^(?:that|which|of|in|by|with|from|to)$/i.test(words[at + 2]!));
}

/**
 * A line of an ASCII-art diagram: boxes side by side, "|  Window  |    |  Window  |" between the borders "+----------+
 * +----------+" with a gap between them (PLIB's PUI guide, set 190). A grid table's border runs on without a gap
 * ("+------+------+"); a diagram's rows are no table's.
 */
function inBoxDiagram(text: ReadText, line: number): boolean {
  const boxes = /\+-{2,}\+\s+\+-{2,}\+/;
  for (const step of [-1, 1]) {
    for (let at = line + step; Math.abs(at - line) <= 6 && text.get(at) !== undefined && text.get(at)!.trim() !== ""; at += step) {
      if (boxes.test(text.get(at)!)) return true;
    }
  }
  return false;
}

/** A noun that names a person a question may go on to call "he" or "she": "the user", "the application developer". */
const PERSON_NOUN = /\b(?:user|developer|author|reader|administrator|admin|programmer|person|player|customer|client|operator|owner|maintainer|caller|student|writer|editor|designer|someone|somebody|anyone|anybody)s?\b/i;

/** A row of a table of three or more columns, or of one written with outer pipes: two pipes at least. */
function pipeCells(raw: string): string[] | undefined {
  return (raw.match(/\|/g) ?? []).length < 2 ? undefined : rowCells(raw);
}

function isSeparatorRow(raw: string): boolean {
  return /^\s*\|?\s*:?-{3,}:?\s*(\|\s*:?-{3,}:?\s*)*\|?\s*$/.test(raw);
}

/** The header row of the table a row belongs to: the row above a separator, or the first row of the block. */
/** The most lines one range of a question's evidence may span: a reader checks it in one look. */
export const MAX_EVIDENCE_LINES = 40;

interface TableHeader {
  line: number;
  cells: string[];
  rowKeys: string[];
  keyColumn: number;
}

/** The headers of a text's tables by their first line, read once per table and text (a table of many rows is read for each row). */
const tableHeaders = perText((): Map<number, TableHeader | undefined> => new Map());

function tableHeader(text: ReadText, line: number): TableHeader | undefined {
  let first = line;
  while (text.get(first - 1) !== undefined && pipeCells(text.get(first - 1)!)) first--;
  if (text.get(first - 1) === undefined) return undefined; // the table may begin before what was read
  const known = tableHeaders(text);
  if (!known.has(first)) known.set(first, readTableHeader(text, first));
  return known.get(first);
}

function readTableHeader(text: ReadText, first: number): TableHeader | undefined {
  const headerCells = pipeCells(text.get(first)!);
  if (!headerCells) return undefined;
  const rows: string[][] = [];
  for (let row = first + 1; text.get(row) !== undefined && pipeCells(text.get(row)!); row++) {
    if (!isSeparatorRow(text.get(row)!)) rows.push(pipeCells(text.get(row)!)!.map(cleanMarkup));
  }
  const headers = headerCells.map(cleanMarkup);
  // "char * | settings-prefix | Read / Write" over "char * | settings-schema | Read / Write": a table without a header
  // row (gtk-doc's properties) starts with data, and a header's label does not recur as a value of its column.
  if (headers.some((header, column) => header !== "" && rows.some((row) => row[column] === header))) return undefined;
  const keyColumn = tableKeyColumn(headers, rows);
  return { line: first, cells: headerCells, rowKeys: rows.map((row) => row[keyColumn] ?? ""), keyColumn };
}

/** A column header that names the things a table's rows are: "Method", "Field", "Option", "Name". */
const NAMING_COLUMN = /^(?:name|method|function|field|constructor|class|option|flag|parameter|argument|property|attribute|key|setting|command|variable|macro|member|constant|constant field|enum constant|element|nested class|interface)s?$/i;

/**
 * The column that names a table's rows: the first, unless its cells repeat (a type or a category: "void", "void",
 * "int") or its header names a type ("Modifier and Type", as a Javadoc summary lays out its methods), and a later
 * column whose header names things ("Method") holds a different value on every row.
 */
export function tableKeyColumn(headers: string[], rows: string[][]): number {
  const distinct = (index: number) => {
    const values = rows.map((row) => row[index] ?? "");
    return values.every((value) => value !== "") && new Set(values).size === values.length;
  };
  // A first column headed as a type ("Modifier and Type", "Return type") never names its rows, whether or not its
  // cells happen to differ.
  const typed = /^(?:modifier and type|modifiers?|(?:return )?type)$/i.test(headers[0] ?? "");
  if (!typed && (rows.length < 3 || distinct(0))) return 0;
  const named = headers.findIndex((header, index) => index > 0 && NAMING_COLUMN.test(header) && distinct(index));
  return named > 0 ? named : 0;
}

// ---------------------------------------------------------------------------------------------------------------

/**
 * The nearest heading above a line, within what was read: a Markdown heading ("## Options", as the HTML and Markdown
 * adapters give them) or an underlined title of reStructuredText, AsciiDoc or Markdown's setext form ("Options" over
 * "-------", also with an overline).
 */
export function headingAbove(text: ReadText, line: number, hashes = true): string | undefined {
  // Inside the indented text under a call named in bold on a line of its own ("**sqrt(...)**", a reStructuredText
  // reference's definition list), that call is the section.
  let indented = /^\s+\S/.test(text.get(line) ?? "");
  for (let at = line; text.get(at) !== undefined; at--) {
    const value = text.get(at)!;
    if (indented && at < line && value.trim() !== "" && !/^\s/.test(value)) {
      indented = false;
      const term = /^\*\*([A-Za-z_][\w.]*\([^()]*\))\*\*$/.exec(value.trim());
      if (term) return term[1]!;
    }
    const heading = headingText(text.get(at), text.get(at + 1), hashes);
    if (heading) {
      const name = cleanMarkup(heading);
      // Generic sub-headings ("Traits", "Actions") belong to the entity above them.
      if (/^(traits|actions|bonus actions|reactions|legendary actions|lair actions|notes|details|description|overview|name|synopsis)$/i.test(name)) continue;
      return name;
    }
  }
  return undefined;
}

/**
 * Whether "#" lines are headings in this document's text: they are in Markdown and in what the HTML, DOCX and JATS
 * adapters write; in a PDF's text they are printed R or shell output ("## [1] 0.25", "## Call:").
 */
function hashHeadings(context: FactContext): boolean {
  return context.format !== "pdf";
}

function subjectForProse(text: ReadText, line: number, context: FactContext): string | undefined {
  return namingHeadingAbove(text, line, hashHeadings(context)) ?? titleSubject(context.title);
}

/**
 * A title as the subject of a fact said under no heading: itself when short; a long one ("tgp: an R package for Bayesian
 * nonstationary, semiparametric nonlinear regression and design by …", a PDF's typeset title) is no subject: "What is
 * the GROW of the tgp?" of a printed trace line asks nothing of the package.
 */
function titleSubject(title: string | undefined): string | undefined {
  return title !== undefined && title.split(/\s+/).length <= 8 ? title : undefined;
}

/**
 * The heading above a line when it names a thing a question can say a fact is "of" or "for": not a task ("Installing
 * a parser", "Making the soup"), not a question ("How to install", "Why not X?"). Subjects only; `headingAbove` stays
 * the section's name whatever its form.
 */
export function namingHeadingAbove(text: ReadText, line: number, hashes = true): string | undefined {
  const heading = headingAbove(text, line, hashes);
  if (heading === undefined) return undefined;
  if (/^(how|why|what|when|where|which|who)\b/i.test(heading) || /\?$/.test(heading)) return undefined;
  if (/^[A-Za-z]+ing\s+(a|an|the|your|our|my|its|their|this|these|those|some|multiple|several|new|custom)\b/i.test(heading)) return undefined;
  return heading;
}

/** An inline HTML tag as Markdown carries it: an anchor, a span, an emphasis, a break (not "Vec<T>" nor "<file>"). */
const INLINE_HTML_TAG = /<\/?(?:a|span|b|i|em|strong|code|sup|sub|small|br|img|font|u|tt|kbd)(?:\s+[a-z-]+(?:=(?:"[^"]*"|'[^']*'|[^\s>]+))?)*\s*\/?>/gi;

export function cleanMarkup(text: string): string {
  // A Markdown link reads as its words: "[format](#optionsformat)" → "format".
  // A dunder name called ("__init__()", "__attribute__()") keeps its underscores: they are no strong emphasis.
  // Inline HTML in a Markdown heading ("### Types <a id="types"></a>", an anchor for links) is no word of it.
  return text.replace(/\[([^\]]+)\]\([^)]*\)/g, "$1").replace(INLINE_HTML_TAG, "").replace(/(?<![\w])__([A-Za-z]\w*?)__(?=\s*\()/g, "\uE000$1\uE000").replace(/\*+|__|`/g, "")
    .replace(/\uE000/g, "__").replace(/\s+/g, " ").trim();
}

function withArticle(subject: string): string {
  return /^(the|a|an)\s/i.test(subject) || /^["“]/.test(subject) ? subject : `the ${subject}`;
}

function possessive(noun: string): string {
  return /[^s]s$/.test(noun) ? `${noun}'` : `${noun}'s`;
}

// ---------------------------------------------------------------------------------------------------------------
// Email headers: questions that name the message by its subject and date, so they stand on their own in a corpus.

const HEADER_BLOCK_LINES = 30;

function emailFacts(text: ReadText): Fact[] {
  const headers = new Map<string, { value: string; line: number }>();
  for (let line = 1; line <= HEADER_BLOCK_LINES; line++) {
    const raw = text.get(line);
    if (raw === undefined || raw.trim() === "") break;
    const match = /^(From|To|Cc|Date|Subject):\s*(.*)$/i.exec(raw);
    if (match && !headers.has(match[1]!.toLowerCase())) headers.set(match[1]!.toLowerCase(), { value: match[2]!.trim(), line });
  }
  const subject = headers.get("subject")?.value ?? "";
  // "Re:", "Fw:" and an empty subject name no message; the subject quoted whole when it says something.
  const subjectNamed = contentWords(subject.replace(/^((re|fw|fwd)\s*:\s*)+/i, "")).length > 0;
  const date = /(\d{1,2}\s+[A-Z][a-z]{2}\s+\d{4})/.exec(headers.get("date")?.value ?? "")?.[1];
  const from = headers.get("from")?.value;
  const to = headers.get("to")?.value;
  const shortAddress = (value: string | undefined) => value && value.length <= 60 && !value.includes(",") ? value : undefined;
  const message = subjectNamed ? `the email with the subject "${subject}"` : shortAddress(to) ? `the email to ${shortAddress(to)}` : undefined;
  if (!message) return [];
  const sent = date ? ` on ${date}` : "";
  const facts: Fact[] = [];
  const add = (header: string, question: string | undefined) => {
    const entry = headers.get(header);
    if (!question || !entry?.value || entry.value.length > MAX_VALUE_CHARS) return;
    facts.push({ question, answer: entry.value, evidence: [{ start_line: entry.line, end_line: entry.line }], kind: "email_header" });
  };
  add("from", `Who sent ${message}${sent}?`);
  if (subjectNamed) add("to", `Who received ${message}${sent}?`);
  add("cc", `Who was copied on ${message}${sent}?`);
  add("date", subjectNamed ? `When was ${message} sent?` : shortAddress(from) ? `When did ${shortAddress(from)} send ${message}?` : undefined);
  return facts;
}

/** A column header as it reads in a sentence: "Population" → "population"; names of days and months keep their capital. */
function columnWords(column: string): string {
  if (/^(monday|tuesday|wednesday|thursday|friday|saturday|sunday|january|february|march|april|may|june|july|august|september|october|november|december)\b/i.test(column)) return column;
  return /^[A-Z][a-z]+(\s[a-z]+)*$/.test(column) || /^[A-Z]+$/.test(column) ? column.toLowerCase() : column;
}
