import { isQuestionHeading, sentencesOf } from "../../documents/sentences.js";
import { answerPhrase } from "./phrase-bounds.js";
import { MONTH_PATTERN, MONTH_SHORT_PATTERN, normaliseForMatch, words } from "../../documents/words.js";
import { closeUpMarks, verbatimAnswer, withoutAsides, withoutReferences } from "./prose-questions.js";
import { changeOf, releaseAbove } from "./change-questions.js";
import { CITATION_KEY, CITED_AUTHORS, CITING_VERBS, LANGUAGE_NAME, NOT_A_NAME, PERSON_TITLE } from "./statement-questions.js";
import { COMMAND_INSTRUCTION, commandBelow, glossaryFacts, helpEntry, optionRow, rowDescription, wrappedQuestion } from "./entry-questions.js";
import { leadIns, resultsOf } from "./example-questions.js";
import { listsAnswering } from "./list-questions.js";
import { namedRelatives } from "./identifying-questions.js";
import { declarationAt, statedRelation, typeDescriptionFact } from "./hierarchy-questions.js";
import { exceptionsOf } from "./exception-questions.js";
import { returnOf } from "./return-questions.js";
import { declaredValue, overrideHookPurpose, summaryRowFunction, termDefault, termDescription, termHeading, termOwner } from "./term-questions.js";
import { answerToObject } from "./general-questions.js";
import { beforeDisplayMath, beforeMathClause, shieldMath } from "./inline-math.js";
import type { QuestionAnalysis } from "./question-analysis.js";
import { rowCells } from "./table-rows.js";

/**
 * The reader's answer finder: scores the lines it has seen by how many of the question's terms they hold (rare
 * terms count more; terms in the heading above or the neighbouring lines count less) and takes from the best lines
 * the span the question's kind asks for.
 */

export interface Candidate {
  answer: string;
  line: number;
  endLine: number;
  score: number;
}

export type Seen = ReadonlyMap<number, string>;

const MONTHS = `${MONTH_PATTERN}|(?:${MONTH_SHORT_PATTERN})\\.`;
const UNIT_SPELLINGS: Record<string, string[]> = {
  feet: ["feet", "foot", "ft.", "ft"],
  miles: ["miles", "mile", "mi."],
  kilometres: ["km", "kilometres", "kilometers"],
  kilograms: ["kg", "kilograms"],
  pounds: ["pounds", "lb.", "lbs."],
  milligrams: ["mg", "milligrams"],
  grams: ["g", "grams"],
  millilitres: ["ml", "mL", "millilitres", "milliliters"],
  hours: ["hours", "hour", "hrs", "h"],
  minutes: ["minutes", "minute", "min"],
  "degrees celsius": ["°C", "° C", "degrees Celsius"],
  "degrees fahrenheit": ["°F", "° F", "degrees Fahrenheit"],
  temperature: ["°C", "° C", "°F", "° F"],
};

/** How documents name a person who acts: "JUSTICE KENNEDY", "KENNEDY, J.,", "Dr. Smith", "Jane Smith". */
const PERSON = new RegExp(
  [
    CITED_AUTHORS,
    `(?:${PERSON_TITLE})\\s+[A-Z][A-Za-z'-]+(?:\\s+[A-Z][A-Za-z'-]+)?`,
    "[A-Z][A-Z'-]{2,},\\s+(?:C\\.\\s?)?J\\.,?",
    "[A-Z][a-z]+(?:\\s+[A-Z]\\.)?\\s+[A-Z][a-z]+",
  ].join("|"),
  "u",
);

/** Weight of a term: rarer terms locate the answer better. */
export type TermWeights = ReadonlyMap<string, number>;

export function findCandidates(analysis: QuestionAnalysis, seen: Seen, weights: TermWeights): Candidate[] {
  // Found by the page's own form, as the command shape's are: they score as if every term of the question were there.
  const full = [...new Set(analysis.terms)].reduce((sum, term) => sum + (weights.get(term) ?? 1), 0) + 1;
  if (analysis.example) {
    const examples = exampleCandidates(analysis.example, seen, full);
    if (examples.length > 0 || /` after `[^`]+`(?: and `[^`]+`)?\?$/i.test(analysis.question)) return examples;
  }
  // "What are some features of R6?": the list under the lead-in that asks it, read back whole (list-questions.ts).
  const lists = listsAnswering(analysis.question, seen);
  if (lists.length > 0) return lists.map((list) => ({ answer: list.items.join("; "), line: list.leadInLine, endLine: list.endLine, score: full }));
  if (analysis.leadIn) {
    const leadIns = leadInCandidates(analysis.leadIn, seen, full);
    if (leadIns.length > 0) return leadIns;
  }
  const entries = entryCandidates(analysis, seen, weights);
  if (entries.length > 0) return entries;
  if (analysis.condition) return conditionCandidates(analysis.condition, analysis, seen, weights);
  if (analysis.cause) {
    const causes = causeCandidates(analysis, seen, weights);
    if (causes.length > 0) return causes;
  }
  if (analysis.command) return commandCandidates(analysis.command, analysis, seen, weights);
  if (analysis.release) return releaseCandidates(analysis.release, analysis, seen, weights);
  if (analysis.relative) {
    const named = relativeCandidates(analysis.relative, analysis, seen, weights);
    if (named.length > 0) return named;
  }
  const framed = analysis.kind === "statement" && analysis.frame ? framedCandidates(analysis.frame, analysis, seen, weights) : [];
  if (framed.length > 0 || (analysis.frame && !analysis.anchor)) return framed;
  if (analysis.kind === "statement" && analysis.anchor) return statementCandidates(analysis.anchor, analysis, seen, weights);
  const candidates: Candidate[] = [];
  // A message's headers are one block: the subject line vouches for the From, To and Date lines.
  const headerBlock = analysis.kind === "email_header" ? termsIn([...seen].filter(([line]) => line <= 15).map(([, text]) => text).join(" ")) : undefined;
  for (const [line, text] of seen) {
    const base = headerBlock
      ? [...new Set(analysis.terms)].reduce((sum, term) => sum + (headerBlock.has(term) ? (weights.get(term) ?? 1) : 0), 0)
      : lineScore(analysis, seen, line, weights);
    if (base <= 0) continue;
    for (const found of spansFor(analysis, seen, line, text)) {
      const bonus = proximity(analysis, text, found.at, weights);
      // A table's cell is found by its row and its column's name in the header: the header and the table's title
      // hold the question's terms as much as the row (lineScore reads only the row's neighbours and a heading of level
      // one or two, which a table several rows down or under "### Ready state constants" does not reach).
      const own = analysis.kind === "cell" && found.line !== undefined ? cellScore(analysis, seen, found.line, line, weights) : 0;
      candidates.push({ answer: found.answer, line: found.line ?? line, endLine: found.endLine ?? line, score: Math.max(base, own) + bonus });
    }
  }
  if (candidates.length === 0 && analysis.kind === "value" && analysis.key && analysis.subject) {
    // "What are the main features of lme4?" asked of prose: the sentence that says "the main features of lme4 are …".
    const subject = `${analysis.key} of ${analysis.subject}`;
    // "What is the acceptance of the message?": "The acceptance of the message is …", the article the question has.
    const ofThe = new RegExp(`\\b${escapeRegExp(analysis.key)} of the ${escapeRegExp(analysis.subject)}\\b`, "i").test(analysis.question);
    const found = statementCandidates({ subject: ofThe ? `${analysis.key} of the ${analysis.subject}` : subject, verbs: ["is", "are", "include", "includes"] }, analysis, seen, weights);
    // "What is Moran's autocorrelation coefficient?": a possessive name's definition, "Moran's autocorrelation coefficient is …".
    if (found.length > 0 || !/['’]s\s/.test(analysis.question)) return found;
    return statementCandidates({ subject: `${analysis.subject}'s ${analysis.key}`, verbs: ["is", "are"] }, analysis, seen, weights);
  }
  return candidates.sort((a, b) => b.score - a.score || a.line - b.line);
}

/**
 * A line of its own that is the question's heading: the question as an FAQ entry ("2.1. What is Debian?",
 * "How do I …?::"), or the option named ("--no-edit::", "-v, --verbose") alone on its line with its value.
 */
export function isEntryHeading(analysis: QuestionAnalysis, text: string): boolean {
  if (!analysis.entry) return false;
  // An options table's row names its option in its first cell (entry-questions.ts).
  const row = analysis.entry.kind === "option" ? optionRow(text) : undefined;
  const line = row ? row.option : text.trim().replace(/^\.\.\s+(?:option|cmdoption)::\s+/, "");
  if (!new RegExp(analysis.entry.pattern, "i").test(line)) return false;
  if (analysis.entry.kind === "term") {
    if (!line.includes(analysis.entry.term ?? "\u0000")) return false;
    if (line.length <= 120) return true;
    // A list item that names the entry first may run on with its whole description ("* `methods`: Configures the …
    // header. Expects a comma-delimited string … or an array …"), and a related package's line with its links
    // ("- [braces](…): Bash-like brace expansion … | [homepage](…)"), and so does a parameter's item as an API
    // reference writes it ("- `weak` – If true, the signal …"); a long line of prose that mentions the name is no
    // entry of it.
    // A Doxygen summary table's row of a function, its declaration as long as its parameters make it
    // ("CORE_POSIX_DLL_PUBLIC void | core::posix::this_process::env::for_each (const std::function< … > &functor)").
    const escaped = analysis.entry.term?.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    // A table's row that names the entry in its first cell, alone or with its Haskell type (a record's field,
    // "gcStatsMutatorCpuSeconds :: !Double | CPU time spent running mutator threads. This does not include …").
    return namesEntry(analysis, line) || new RegExp(`^[-*+]\\s+(?:\\[|\x60)${escaped}(?:\\]\\(|\x60)`).test(line) || new RegExp(`^${escaped}(?: :: [^|]+)?\\s*\\|`).test(line) || summaryRowFunction(line)?.name === analysis.entry.term;
  }
  if (analysis.entry.kind === "question") return /\?(?::{1,2})?$/.test(line) && line.length <= analysis.question.length + 24;
  const parts = line.replace(/[`*_]/g, "").split(/\s*,\s*|\s+/);
  // A manual page's option takes its value's placeholder in lower case ("-f tonemap"); a letter alone names its option
  // by its case ("-l" and "-L" are two options).
  const short = analysis.entry.option !== undefined && /^-[A-Za-z]$/.test(analysis.entry.option) ? analysis.entry.option : undefined;
  if (short && !parts.some((part) => part.replace(/[=[].*$/, "") === short)) return false;
  return line.length <= 60 && !/[.!]$/.test(line) && parts.every((part, index) => /^-|^<|^\[|^[A-Z_]+$|^$/.test(part) || (index === parts.length - 1 && index > 0 && /^[a-z][a-z_-]*$/.test(part)));
}

/** The line, read alone, names the question's entry as a reference page's heading or list item does (term-questions.ts). */
export function namesEntry(analysis: QuestionAnalysis, text: string): boolean {
  return analysis.entry?.kind === "term" && termHeading(new Map([[1, text.trim()]]), 1)?.name === analysis.entry.term;
}

/** The answer under an entry's heading: the first sentence that starts within a few lines below it. */
function entryCandidates(analysis: QuestionAnalysis, seen: Seen, weights: TermWeights): Candidate[] {
  if (!analysis.entry) return [];
  const full = [...new Set(analysis.terms)].reduce((sum, term) => sum + (weights.get(term) ?? 1), 0);
  const candidates: Candidate[] = [];
  for (const [line, text] of seen) {
    // A --help listing's line: the option, then what it does (entry-questions.ts helpEntry).
    const help = analysis.entry.kind === "option" && !optionRow(text) ? helpEntry(seen, line, false) : undefined;
    if (help && new RegExp(analysis.entry.pattern, "i").test(help.option)) {
      candidates.push({ answer: help.answer.text, line, endLine: help.answer.endLine, score: full + 1 });
      continue;
    }
    // A question heading wrapped over two lines (a PDF's) reads as one; its answer starts under the second line.
    const wrapped = analysis.entry.kind === "question" && !isEntryHeading(analysis, text) ? wrappedQuestion(seen, line) : undefined;
    if (!isEntryHeading(analysis, text) && !(wrapped && isEntryHeading(analysis, wrapped.text))) continue;
    const headingEnd = wrapped?.endLine ?? line;
    if (analysis.entry.relation) {
      const stated = statedRelation(seen, line, analysis.entry.relation);
      if (stated && declarationAt(text)?.name === analysis.entry.term) candidates.push({ answer: stated.value, line, endLine: stated.line, score: full + 1 });
      continue;
    }
    if (analysis.entry.declared) {
      const declared = declaredValue(text);
      if (declared && declared.name === analysis.entry.term) candidates.push({ answer: declared.value, line, endLine: line, score: full + 1 });
      continue;
    }
    if (analysis.entry.kind === "term") {
      // "What does the term “Amphora” mean?": a glossary's term over its definition, read as the questioner reads it.
      const glossary = glossaryFacts(seen, line, line, { askedAsTerm: true })[0];
      if (glossary && normaliseForMatch(glossary.question) === normaliseForMatch(analysis.question)) {
        candidates.push({ answer: glossary.answer, line, endLine: glossary.evidence[0]!.end_line, score: full + 1 });
        continue;
      }
      // "What does the `OptionParser` class do?": the description under a Javadoc or Doxygen declaration of the type.
      const typeFact = analysis.entry.described && declarationAt(text)?.name === analysis.entry.term ? typeDescriptionFact(seen, line) : undefined;
      if (typeFact && normaliseForMatch(typeFact.question) === normaliseForMatch(analysis.question)) {
        candidates.push({ answer: typeFact.answer, line: typeFact.evidence.at(-1)!.start_line, endLine: typeFact.evidence.at(-1)!.end_line, score: full + 1 });
        continue;
      }
      // A constructor's entry ("#### OptionParser()") says what the call does, not what its class is.
      if (analysis.entry.described && termHeading(seen, line)?.call) continue;
      if (analysis.entry.exception) {
        const exception = analysis.entry.exception;
        const listed = termHeading(seen, line)?.name === analysis.entry.term ? exceptionsOf(seen, line).filter((entry) => entry.asked === exception) : [];
        if (listed.length === 1) candidates.push({ answer: listed[0]!.condition, line: listed[0]!.line, endLine: listed[0]!.line, score: full + 1 });
        continue;
      }
      if (analysis.entry.returns) {
        // "… return when given `modeNumber`?": the overload whose heading names those parameters, and only it.
        const heading = termHeading(seen, line);
        const parameters = analysis.entry.parameters;
        const result = heading?.name === analysis.entry.term && (!parameters || (heading?.parameters ?? []).join(",") === parameters.join(",")) ? returnOf(seen, line) : undefined;
        if (result) candidates.push({ answer: result.text, line: result.line, endLine: result.endLine, score: full + 1 });
        continue;
      }
      // The entry's name as the reference page writes it, and the first sentence of its description.
      const heading = termHeading(seen, line);
      // "… do when given `available`?": the overload whose heading names those parameters, and only it.
      const parameters = analysis.entry.parameters;
      if (parameters && heading && (heading.parameters ?? []).join(",") !== parameters.join(",")) continue;
      // "… parameter of `frob.walk()`": a list item another owner's lead-in introduces is another entry (an owner not
      // among the lines read is not known to differ).
      // So is any entry whose owner its page gives another (a reStructuredText method in another class's body, an
      // Objective-C method under another class's heading): termOwner says which entries have one.
      const owner = analysis.entry.owner && heading ? termOwner(seen, line, heading) : undefined;
      if (owner && owner !== analysis.entry.owner) continue;
      const description = heading && heading.name === analysis.entry.term ? (analysis.entry.default ? termDefault(seen, line, heading) : termDescription(seen, line, heading)) : undefined;
      const answer = description && analysis.entry.hook ? overrideHookPurpose(description.text) : description?.text;
      if (description && answer) candidates.push({ answer, line, endLine: description.endLine, score: full + 1 });
      continue;
    }
    const row = analysis.entry.kind === "option" ? optionRow(text) : undefined;
    if (row) {
      const description = rowDescription(row.description, line);
      if (description) candidates.push({ answer: description.text, line, endLine: line, score: full + 1 });
      continue;
    }
    // The entry's heading ends a paragraph: the line under it opens one, so a sentence there that opens with a
    // lower-case name ("xts is an R package …") is read whole, as it is with the heading in view.
    const below = new Map<number, string>([[headingEnd, ""]]);
    // Up to the next entry: under a table of contents' line stands the next question, not an answer.
    // A table of contents may list its questions as list items ("- 1.2 How do I …?"): the next item ends it too.
    for (let at = headingEnd + 1; at <= headingEnd + 24 && seen.has(at) && !isQuestionHeading(seen.get(at)!.trim().replace(/^[-*+]\s+/, "")); at++) below.set(at, seen.get(at)!);
    const first = sentencesOf(below)[0];
    // A question is no answer: under a table of contents' line stands the next entry ("1.3. OK, now I know what
    // Debian is... what is Linux?!"), which the heading test does not know by its start or its end.
    if (!first || !first.complete || first.startLine > headingEnd + 4 || first.text.split(/\s+/).length < 3 || /\?[!"”’')]*$/.test(first.text)) continue;
    candidates.push({ answer: first.text, line, endLine: first.endLine, score: full + 1 });
  }
  return candidates;
}

/** "Which version of X added Y?": the release heading above the changelog entry that says "Added Y". */
function releaseCandidates(release: { name?: string; change: string }, analysis: QuestionAnalysis, seen: Seen, weights: TermWeights): Candidate[] {
  const full = [...new Set(analysis.terms)].reduce((sum, term) => sum + (weights.get(term) ?? 1), 0);
  const candidates: Candidate[] = [];
  for (const line of seen.keys()) {
    const change = changeOf(seen, line);
    if (!change || normaliseForMatch(change.text) !== normaliseForMatch(release.change)) continue;
    const heading = releaseAbove(seen, line);
    if (!heading || (release.name && heading.name?.toLowerCase() !== release.name.toLowerCase())) continue;
    candidates.push({ answer: heading.version, line: heading.line, endLine: change.endLine, score: full + 1 });
  }
  return candidates;
}

/** "What does `ms('1d')` return?": the result the page writes beside that example (example-questions.ts). */
function exampleCandidates(expression: string, seen: Seen, score: number): Candidate[] {
  return resultsOf(seen, expression).map((example) => ({ answer: example.result, line: example.startLine, endLine: example.endLine, score }));
}

/** "How can you X[ in pint]?": the one line of code under the lead-in "You can X:" (example-questions.ts). */
function leadInCandidates(task: string, seen: Seen, score: number): Candidate[] {
  const lines = [...seen.keys()];
  if (lines.length === 0) return [];
  const wanted = normaliseForMatch(task);
  return leadIns(seen, Math.min(...lines), Math.max(...lines))
    .filter((leadIn) => {
      const said = normaliseForMatch(leadIn.task);
      return wanted === said || (wanted.startsWith(`${said} in `) && wanted.slice(said.length + 4).split(" ").length <= 2);
    })
    .map((leadIn) => ({ answer: leadIn.code, line: leadIn.sentenceLine, endLine: leadIn.codeLine, score }));
}

/** "Which command do you run to X?": the one-line command under the instruction "To X, run:" that names the same goal. */
function commandCandidates(goal: string, analysis: QuestionAnalysis, seen: Seen, weights: TermWeights): Candidate[] {
  const full = [...new Set(analysis.terms)].reduce((sum, term) => sum + (weights.get(term) ?? 1), 0);
  const candidates: Candidate[] = [];
  for (const sentence of sentencesOf(seen)) {
    const instruction = COMMAND_INSTRUCTION.exec(sentence.text.replace(/\s+/g, " ").trim());
    if (!instruction || normaliseForMatch(instruction[1]!) !== normaliseForMatch(goal)) continue;
    const command = commandBelow(seen, sentence.endLine);
    if (command) candidates.push({ answer: command.text, line: sentence.startLine, endLine: command.line, score: full + 1 });
  }
  return candidates;
}

/**
 * The rest of the clause after the question's subject and verb, in the sentences of what was read: "the lmer
 * function returns an object of class merMod" answers "What does the lmer function return?".
 */
function statementCandidates(anchor: NonNullable<QuestionAnalysis["anchor"]>, analysis: QuestionAnalysis, seen: Seen, weights: TermWeights): Candidate[] {
  const subjectTokens = anchor.subject.replace(/^(the|a|an)\s+/i, "").split(/\s+/).filter(Boolean).map(escapeRegExp);
  if (subjectTokens.length === 0) return [];
  // "applies only to the string form": a limiting adverb may stand between a verb and its own preposition; "can now be
  // used to", "is typically used to": an adverb may stand after the auxiliary of a verb of several words; and "will
  // automatically compile", "can easily handle": after a modal before its verb.
  const verbs = anchor.verbs
    .map((verb) => verb.split(/\s+/).map(escapeRegExp).join("\\s+").replace(/^(is|are|was|were|can|may)\\s\+(?=be\b|[a-z]+(?:ed|en)\b)/, "$1\\s+(?:(?:now|still|thus|therefore|already|\\p{L}+ly)\\s+)?").replace(/^(will|would|can|could|should|must|might|shall|may)\\s\+(?!\(\?:)/, "$1\\s+(?:(?:also|always|now|still|then|first|\\p{L}+ly)\\s+)?").replace(/\\s\+(of|on|to|with|in|from|for|into)$/, "\\s+(?:(?:only|just|mainly|mostly|primarily|also|directly|always|solely|exclusively)\\s+)?$1"))
    .join("|");
  // "lazy_eval() that uses …": a restrictive "that" after a name in code describes it as ", which" does (statement-questions.ts).
  const codeSubject = /[()`_.]/.test(anchor.subject.split(/\s+/).at(-1)!.replace(/\.$/, ""));
  // "to X" with the verb ",": an instruction, "To X, (please) run …", whose answer is the instruction.
  const instruction = anchor.verbs.length === 1 && anchor.verbs[0] === ",";
  // "A radix tree, or trie, is …": the thing's other name between commas stands between subject and verb
  // (statement-questions.ts asks of the first name).
  const pattern = instruction
    ? new RegExp(`^(?:if\\s+you(?:\\s+(?:(?:really|only|just)\\s+)?(?:want|wish|need|would\\s+like)|['’]d\\s+like)\\s+)?${subjectTokens.join("\\s+")}(?:,\\s+(?:(?:please|simply|just|you can|you should|you need to|you must|you can simply|then)\\s+)?|\\s+(?:(?:you can|you should|you need to|simply|just)\\s+)?(?=(?:use|run|call|pass|type)\\s+(?:the|a|an)\\s|(?:use|run|call|pass|type)\\s+[\`'"]))`, "iu")
    : new RegExp(`(?:^|[^\\p{L}\\p{N}])${subjectTokens.join("\\s+")}(?:,\\s+or\\s+[^,]{1,40},)?(?:\\s+(?:(?:also|then|now|only|often|first|thus|therefore|again|still|always|further|just|even|already|\\p{L}+ly)\\s+){0,2}(?:${verbs})|\\s*,\\s+which\\s+(?:\\p{L}+ly\\s+)?(?:${verbs})${codeSubject ? `|\\s+that\\s+(?:\\p{L}+ly\\s+)?(?:${verbs})` : ""})(?:\\s+|$)`, "iu");
  const candidates: Candidate[] = [];
  for (const sentence of sentencesOf(seen)) {
    // Inline math is one unit and display math ends the sentence's words, as the questioner reads them (statement-questions.ts).
    const cleaned = closeUpMarks(withoutAsides(withoutReferences(shieldMath(beforeDisplayMath(sentence.text))))).trim();
    const text = instruction ? cleaned.replace(/^(?:however|also|then|now|finally|alternatively),?\s+/i, "") : cleaned;
    const match = pattern.exec(text);
    if (!match) continue;
    // "The main benefit of xts is …", "Writing tests with testtools is …", "the model for which Effect() is …": a name
    // after a preposition or a relative pronoun is no subject of the verb, so the clause says nothing of it.
    // A relative clause still describes the name it follows: "keep an eye on Frobber, which is an experimental …".
    if (!instruction && !/,\s+which\s|\sthat\s/i.test(match[0]) && OBJECT_OF_WORD.test(text.slice(0, match.index))) continue;
    // "Now that you know what Debian Jr. is all about, …", "how frobber is built": a name inside an embedded question is
    // no subject of a statement, and what follows its verb says nothing of what it is or does.
    if (!instruction && EMBEDDED_QUESTION.test(text.slice(0, match.index))) continue;
    const whole = beforeMathClause(answerPhrase(text, match.index + match[0].length), 1).replace(/\.$/, "");
    // A value asked under its condition: the sentence that states it under that condition, the value without it.
    const conditioned = anchor.condition === undefined ? undefined : whole.toLowerCase().lastIndexOf(` ${anchor.condition.toLowerCase()}`);
    if (conditioned !== undefined && (conditioned <= 0 || conditioned + anchor.condition!.length + 1 !== whole.length)) continue;
    const clause = conditioned === undefined ? whole : whole.slice(0, conditioned).replace(/,$/, "");
    if (/\u27E6/.test(clause)) continue;
    // "What is R6?" is not answered by "R6 is not built on the S4 class system": a negated copula says what the
    // subject is not, which is no rival to its definition.
    if (/\b(?:is|are)\s*$/i.test(match[0]) && !/\bnot\b/i.test(analysis.question) && /^not\b/i.test(clause)) continue;
    // A name ends at a comma: 'is called "plumbing", with …' names "plumbing".
    // A name ends at a comma, and so does a relative clause: ", which is (essentially) a t test of …, and …".
    const relative = /,\s+which\s|\sthat\s/i.test(match[0]);
    // A long definition's head is its answer: "is a cache of the state of a directory tree, used to create commits, …".
    const head = /^([^,]+),\s/.exec(clause)?.[1];
    const definitionHead = /\b(?:is|are)\s*$/i.test(match[0]) && clause.split(" ").length > 22 && head && head.split(" ").length >= 4 ? head : undefined;
    // "To X, use Y, to Z use W": the second instruction is not this one's.
    const own = instruction ? clause.replace(/,\s+(?:to|and to)\s.*$/, "") : clause;
    const rest = definitionHead ? definitionHead : /\b(?:called|known as|named|referred to as|abbreviated as)\s*$/i.test(match[0]) || relative
      ? clause.replace(/,\s.*$/, "").replace(relative ? /^\p{L}+ly\s+/u : /^$/, "")
      : own;
    if (!rest) continue;
    // "What do braced sections start with?" asks for the verb's object: "`{`" of "`{` and end with `}`", as a reader
    // stops at a second predicate ("and end with …", "but …") or a trailing adverb.
    const object = /^what (?:does|do|can|will)\s/i.test(analysis.question) ? answerToObject(rest) || rest : rest;
    const kept = /\b(?:used|designed|intended|needed|required|meant|is|are)\s+(to)\s*$|\b(?:deposited|stored|located|kept|held|archived|hosted|published|installed|saved|written|found)\s+(in|at|on|under)\s*$/i.exec(match[0]);
    // "In which language is trace2dbest written?": the name after "written in" ("Perl, it requires …"), no place.
    const language = anchor.language ? LANGUAGE_NAME.exec(object)?.[1] ?? "" : undefined;
    if (language === "") continue;
    const read = language ?? (kept ? `${(kept[1] ?? kept[2])!.toLowerCase()} ${object}` : object);
    // As the sentence states it, with the asides and references that sit inside the span.
    const answer = verbatimAnswer(sentence.text, read) ?? read;
    const terms = new Set(words(sentence.text));
    const score = [...new Set(analysis.terms)].reduce((sum, term) => sum + (terms.has(term) || terms.has(`${term}s`) ? (weights.get(term) ?? 1) : 0), 0);
    candidates.push({ answer, line: sentence.startLine, endLine: sentence.endLine, score: score + 1 });
  }
  // "What is gsl?" asks what gsl is: "a transparent R wrapper for …" says it, "unusual in that its documentation …" or
  // "too big to deal with here" only says how it is. When the page defines the name with a noun phrase somewhere, the
  // other predicates are no rival definitions (nor the reader's answer).
  const definitional = /^what (?:is|are)\s/i.test(analysis.question) && anchor.verbs.length === 1 && /^(?:is|are)$/.test(anchor.verbs[0]!);
  const kept = definitional && candidates.some((candidate) => DEFINING_PHRASE.test(candidate.answer)) ? candidates.filter((candidate) => DEFINING_PHRASE.test(candidate.answer)) : candidates;
  return kept.sort((a, b) => b.score - a.score || a.line - b.line);
}

/** Text ending with a word that opens an embedded question ("know what", "see how", "wonder why", "whether"). */
const EMBEDDED_QUESTION = /(?:^|[^\p{L}])(?:what|how|why|whether)[\s`'"*_“‘(]*$/iu;
/** Text ending with a preposition or a relative pronoun (and the quote or emphasis marks of the name after it). */
const OBJECT_OF_WORD = /(?:^|[^\p{L}])(?:of|with|for|in|on|by|to|from|about|at|into|than|like|via|without|under|over|between|which|whom|whose)[\s`'"*_“‘(]*$/iu;
/**
 * A predicate that names what its subject is, as a definition does: a noun phrase opened by an article, a determiner,
 * a number, a name or code, after an adverb or two ("basically a drop-in substitute for …").
 */
const DEFINING_PHRASE = /^(?:(?:\p{L}+ly|also|just|now|still|often|always|only|merely)\s+){0,2}(?:(?:a|an|the|one|two|three|four|its|their|his|her|our|your|this|these|those|some|several|many|each|every|another|any|all|both)\s|[\d`"“'(]|\p{Lu})/u;

/** The words of a sentence between the frame's `before` and `after` (or the end of the clause after `before`). */
function framedCandidates(frame: { before: string; after?: string }, analysis: QuestionAnalysis, seen: Seen, weights: TermWeights): Candidate[] {
  // A question leaves out the sentence's short parenthetical asides ("the largest (most positive) eigenvalues" → "the
  // largest eigenvalues"), so one may stand between any two of its words.
  const loose = (text: string) => text.split(/\s+/).filter(Boolean).map(escapeRegExp).join("(?:[\\s`'\"]+\\([^()]{1,40}\\))?[\\s`'\"]+");
  // "What can you use to X?" is also answered by the imperative "Use Y to X".
  // "How can you X?" is also answered by "It is possible to X by …", and by the imperative "X by …".
  const means = /^you can (.+)$/.exec(frame.before);
  const uses = /^(.+) (uses|provides|offers|gives|includes|contains|supports|accepts)$/.exec(frame.before);
  const verb = uses?.[2] === "uses" ? "uses|use|employs|employ|will\\s+use" : `${uses?.[2]}|${uses?.[2]?.replace(/s$/, "")}`;
  const lead = frame.before === "can use" ? "(?:can[\\s`'\"]+use|^use)"
    : uses ? `[_*]{0,2}${loose(uses[1]!)}[_*]{0,2}\\s+(?:(?:also|only|just|mainly|merely|simply|always)\\s+)?(?:${verb})` // "_Black_ uses": emphasis marks; "X only uses"
    : means ? `(?:(?:you\\s+can(?:\\s+also)?|it\\s+is\\s+(?:also\\s+)?possible\\s+to)\\s+|^)${loose(means[1]!)}` : loose(frame.before);
  const pattern = new RegExp(`(?:^|[^\\p{L}])${lead}\\s+(.+?)${frame.after ? `\\s+${loose(frame.after)}(?:[\\s.,;:!?]|$)` : "$"}`, "iu");
  // "To retrieve the data, rdbnomics will use the base function readLines": the purpose in front of the clause
  // (statement-questions.ts purposeFronted), the means the rest of it.
  const fronted = uses && frame.after && /^to\s/.test(frame.after) ? new RegExp(`^${loose(frame.after)},\\s+${lead}\\s+(.+)$`, "iu") : undefined;
  const candidates: Candidate[] = [];
  for (const sentence of sentencesOf(seen)) {
    const front = fronted?.exec(sentence.text);
    const match = front ? undefined : pattern.exec(sentence.text);
    if (!front && !match) continue;
    // "… provides an easy way to truncate a string: str_trunc().": the name after the colon is the means asked for
    // (statement-questions.ts, narrowedByPurpose).
    const named = match && frame.after ? /^:\s+(`[^`]+`|[\w.$]+\(\)|[\w.$]*[._$A-Z][\w.$]*)[.!]?\s*$/u.exec(sentence.text.slice(match.index + match[0].length - 1).replace(/\s+/g, " ")) : null;
    const answer = named ? named[1]! : (front ? answerPhrase(front[1]!, 0) : frame.after ? match![1]! : answerPhrase(match![1]!, 0)).replace(/[\s.]+$/, "");
    if (!answer) continue;
    const terms = new Set(words(sentence.text));
    const score = [...new Set(analysis.terms)].reduce((sum, term) => sum + (terms.has(term) || terms.has(`${term}s`) ? (weights.get(term) ?? 1) : 0), 0);
    candidates.push({ answer, line: sentence.startLine, endLine: sentence.endLine, score: score + 1 });
  }
  return candidates.sort((a, b) => b.score - a.score || a.line - b.line);
}

/** "Which argument specifies X?": the name of "the svtol argument that specifies X" (identifying-questions.ts namedRelatives). */
function relativeCandidates(relative: { kind: string; clause: string }, analysis: QuestionAnalysis, seen: Seen, weights: TermWeights): Candidate[] {
  const clause = relative.clause.toLowerCase().replace(/\s+/g, " ");
  const candidates: Candidate[] = [];
  for (const sentence of sentencesOf(seen)) {
    for (const found of namedRelatives(sentence.text)) {
      // The question may leave the sentence's short asides out of the clause.
      if (found.kind.toLowerCase() !== relative.kind || found.clause.toLowerCase().replace(/\s*\([^()]{1,40}\)/g, "") !== clause) continue;
      const terms = new Set(words(sentence.text));
      const score = [...new Set(analysis.terms)].reduce((sum, term) => sum + (terms.has(term) || terms.has(`${term}s`) ? (weights.get(term) ?? 1) : 0), 0);
      candidates.push({ answer: found.name, line: sentence.startLine, endLine: sentence.endLine, score: score + 1 });
    }
  }
  return candidates.sort((a, b) => b.score - a.score || a.line - b.line);
}

/**
 * "What happens if X?": the sentence that opens with "If X," (or "If X then") and the clause after it; for "What should be done if X?"
 * without the "you should" or "please" that makes it advice.
 */
function conditionCandidates(condition: { clause: string; advice: boolean; conjunction: string }, analysis: QuestionAnalysis, seen: Seen, weights: TermWeights): Candidate[] {
  const loose = condition.clause.split(/\s+/).filter(Boolean).map(escapeRegExp).join("[\\s`'\"]+");
  const pattern = new RegExp(`^[\\s"“'(*_]*${condition.conjunction === "when" ? "when" : "if"}\\s+${loose}(?:\\s*,\\s+(?:then\\s+)?|\\s+then\\s+)(.+)$`, "iu");
  const candidates: Candidate[] = [];
  for (const sentence of sentencesOf(seen)) {
    const match = pattern.exec(sentence.text.replace(/\s+/g, " "));
    if (!match) continue;
    const main = condition.advice ? match[1]!.replace(/^(?:you\s+(?:should|must|need\s+to|have\s+to)|please|simply|just)\s+/i, "") : match[1]!;
    const answer = answerPhrase(main, 0, true).replace(/[\s.]+$/, "");
    if (!answer) continue;
    const terms = new Set(words(sentence.text));
    const score = [...new Set(analysis.terms)].reduce((sum, term) => sum + (terms.has(term) || terms.has(`${term}s`) ? (weights.get(term) ?? 1) : 0), 0);
    candidates.push({ answer, line: sentence.startLine, endLine: sentence.endLine, score: score + 1 });
  }
  return candidates.sort((a, b) => b.score - a.score || a.line - b.line);
}

/**
 * "Why are X not affected by the problem?": a sentence that holds every word of the question before its "because"
 * (or "since" before a clause), and the reason after it.
 */
function causeCandidates(analysis: QuestionAnalysis, seen: Seen, weights: TermWeights): Candidate[] {
  const stem = (word: string) => word.replace(/(?:es|s)$/, "");
  const wanted = [...new Set(analysis.terms.map(stem))];
  if (wanted.length === 0) return [];
  // "Why is c() type-unstable?": a call's name is a term of its own, though "c" is too short a word to count; the
  // sentence must name the same call ("c()" is not "sapply()").
  const calls = [...(analysis.cause ?? "").matchAll(/(?<![\w.$])([A-Za-z_.][\w.$]*)\(\)/g)].map((match) => new RegExp(`(?<![\\w.$])${escapeRegExp(match[1]!)}\\(`));
  const candidates: Candidate[] = [];
  for (const sentence of sentencesOf(seen)) {
    const text = closeUpMarks(withoutAsides(withoutReferences(sentence.text))).trim();
    // "Because X, Y." / "Since X, Y.": a reason put first, up to its comma; the question's words are in Y.
    const fronted = /^(?:because(?:\s+of)?|since)\s+([^,]+),\s+(.+)$/i.exec(text);
    if (fronted) {
      const main = new Set(words(fronted[2]!).map(stem));
      if (wanted.every((term) => main.has(term))) {
        const answer = verbatimAnswer(sentence.text, fronted[1]!) ?? fronted[1]!;
        const score = [...new Set(analysis.terms)].reduce((sum, term) => sum + (weights.get(term) ?? 1), 0);
        candidates.push({ answer, line: sentence.startLine, endLine: sentence.endLine, score: score + 1 });
        continue;
      }
    }
    const reason = /,?\s(?:because(?:\s+of)?|since(?=\s+(?:the|a|an|it|they|this|these|there|we|you|its|their|\S+\s+(?:is|are|was|were|do|does|did|has|have|can|will))\s))\s+/i.exec(text);
    if (!reason) continue;
    const before = new Set(words(text.slice(0, reason.index)).map(stem));
    if (!wanted.every((term) => before.has(term)) || !calls.every((call) => call.test(text.slice(0, reason.index)))) continue;
    const read = answerPhrase(text, reason.index + reason[0].length);
    if (!read) continue;
    const answer = verbatimAnswer(sentence.text, read) ?? read;
    // Every word of the question is there: the sentence holds the question's whole weight.
    const score = [...new Set(analysis.terms)].reduce((sum, term) => sum + (weights.get(term) ?? 1), 0);
    candidates.push({ answer, line: sentence.startLine, endLine: sentence.endLine, score: score + 1 });
  }
  return candidates.sort((a, b) => b.score - a.score || a.line - b.line);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

function termsIn(text: string): Set<string> {
  const set = new Set<string>();
  for (const word of words(text)) {
    set.add(word);
    if (word.endsWith("s")) set.add(word.slice(0, -1));
    if (word.endsWith("'s")) set.add(word.slice(0, -2));
  }
  return set;
}

function lineScore(analysis: QuestionAnalysis, seen: Seen, line: number, weights: TermWeights): number {
  const own = termsIn(seen.get(line) ?? "");
  const near = termsIn(`${seen.get(line - 1) ?? ""} ${seen.get(line + 1) ?? ""}`);
  const headingText = sectionHeading(seen, line) ?? "";
  const heading = termsIn(headingText);
  // A heading that names more than the question does ("Ogre Zombie" for "the Ogre") counts in proportion.
  const headingWords = new Set(words(headingText));
  const questionTerms = new Set(analysis.terms);
  const headingShare = headingWords.size === 0 ? 0 : [...headingWords].filter((word) => questionTerms.has(word)).length / headingWords.size;
  let score = 0;
  for (const term of new Set(analysis.terms)) {
    const weight = weights.get(term) ?? 1;
    if (own.has(term)) score += weight;
    else if (heading.has(term)) score += 0.9 * headingShare * weight;
    else if (near.has(term)) score += 0.5 * weight;
  }
  return score;
}

/**
 * The weight of the question's terms a table's cell stands with: in its row, in the header row that names its column,
 * and in the table's title (the first line above the header, and the nearest heading of any level above it, within forty lines),
 * when that title names the table the question names.
 */
function cellScore(analysis: QuestionAnalysis, seen: Seen, header: number, row: number, weights: TermWeights): number {
  const parts = [seen.get(row) ?? "", seen.get(header) ?? ""];
  let first = true;
  for (let at = header - 1; at >= header - TABLE_TITLE_LINES && seen.has(at); at--) {
    const text = seen.get(at)!;
    if (text.trim() === "") continue;
    if (first || /^#{1,6}\s/.test(text)) parts.push(text);
    first = false;
    if (/^#{1,6}\s/.test(text)) break;
  }
  const held = termsIn(parts.join(" "));
  // The table the question names ("… for the Ready state constants?") must be this one: every term of its name in the
  // title or the header, or the cell counts only as a line of its own.
  const terms = new Set(analysis.terms);
  if (!words(analysis.subject ?? "").filter((word) => terms.has(word)).every((word) => held.has(word))) return 0;
  return [...new Set(analysis.terms)].reduce((sum, term) => sum + (held.has(term) ? (weights.get(term) ?? 1) : 0), 0);
}
const TABLE_TITLE_LINES = 40;

/** The nearest Markdown heading above a line among the lines seen, skipping a gap of unseen lines. */
export function sectionHeading(seen: Seen, line: number): string | undefined {
  for (let at = line; at > 0 && seen.has(at); at--) {
    const text = seen.get(at)!;
    if (/^#{1,2}\s/.test(text)) return text.replace(/^#+\s*/, "");
  }
  return undefined;
}

function proximity(analysis: QuestionAnalysis, text: string, at: number, weights: TermWeights): number {
  if (at < 0) return 0;
  const around = termsIn(text.slice(Math.max(0, at - 60), at + 60));
  let bonus = 0;
  for (const term of new Set(analysis.terms)) if (around.has(term)) bonus += 0.3 * (weights.get(term) ?? 1);
  return bonus;
}

interface Found {
  answer: string;
  at: number;
  line?: number;
  endLine?: number;
}

function spansFor(analysis: QuestionAnalysis, seen: Seen, line: number, text: string): Found[] {
  // A span may run onto the next line of wrapped prose; it must start on this one.
  const joined = `${text} ${seen.get(line + 1) ?? ""}`;
  const onLine = (pattern: RegExp, group = 0): Found[] =>
    [...joined.matchAll(pattern)]
      .filter((match) => match.index < text.length)
      .map((match) => ({ answer: match[group]!.trim(), at: match.index, ...(match.index + match[0].length > text.length + 1 ? { endLine: line + 1 } : {}) }));

  switch (analysis.kind) {
    case "year":
      return onLine(/(?<![\w.,$-])(1[5-9]\d\d|20\d\d)(?![\w%])/g).filter((found) => joined[found.at - 1] !== "(");
    case "date":
      return onLine(new RegExp(`\\b(?:${MONTHS})\\s+\\d{1,2},?\\s+\\d{4}\\b|\\b\\d{1,2}\\s+(?:${MONTHS})\\s+\\d{4}\\b`, "g"));
    case "month":
      return onLine(new RegExp(`\\b(?:${MONTHS})\\s+\\d{4}\\b`, "g"));
    case "percent":
      return onLine(/\b\d+(?:\.\d+)?\s?(?:%|percent\b)/g);
    case "money":
      return onLine(/\$\s?\d[\d,]*(?:\.\d+)?(?:\s?(?:million|billion|thousand)\b|[MBK]\b)?/g);
    case "quantity":
      return quantities(analysis.noun ?? "", joined).filter((found) => found.at < text.length);
    case "value":
      return keyValue(analysis, text);
    case "cell":
      return tableCell(analysis, seen, line, text);
    case "email_header":
      return emailHeader(analysis, seen, line, text);
    case "person":
      return persons(analysis, seen, line, text);
    case "visual_label":
      return onLine(/\b(Figure|Fig\.|Table|Image|Chart|Plate)\s+[A-Z]?\d+[A-Za-z]?\b/g).filter((found) => found.at < 20);
    case "statement":
    case "unknown":
      return [];
  }
}

function quantities(noun: string, text: string): Found[] {
  const spellings = UNIT_SPELLINGS[noun] ?? [noun, noun.replace(/s$/, "")];
  const alternatives = spellings.map((s) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|");
  const pattern = new RegExp(`(?<![\\w.,$-])(\\d{1,3}(?:,\\d{3})+|\\d+(?:\\.\\d+)?)(\\s?(?:${alternatives}))(?![\\w])`, "gi");
  return [...text.matchAll(pattern)].map((match) => ({
    answer: UNIT_SPELLINGS[noun] ? `${match[1]}${match[2]}` : match[1]!,
    at: match.index,
  }));
}

/** "- **Armor Class:** 17", "**CR** 10 (XP 5,900)", "Armor Class: 17" whose key is the one asked for. */
function keyValue(analysis: QuestionAnalysis, text: string): Found[] {
  const match = /^[\s>*+-]*\**([A-Za-z][\w '()/-]{0,40}?)(?:\*\*\s*:|:\s*\*\*|\*\*|:)\s*(.+)$/.exec(text);
  if (!match || !analysis.key) return [];
  const key = normaliseForMatch(match[1]!);
  const wanted = normaliseForMatch(analysis.key);
  if (key !== wanted) return [];
  const value = match[2]!.replace(/\*+/g, "").replace(/^:\s*/, "").trim();
  return value ? [{ answer: value, at: -1 }] : [];
}

function tableCell(analysis: QuestionAnalysis, seen: Seen, line: number, text: string): Found[] {
  const cells = askedRow(analysis, text);
  if (!cells) return [];
  const header = tableTop(seen, line);
  if (header === line || !splitRow(seen.get(header)!)) return [];
  const columns = splitRow(seen.get(header)!)!;
  const column = columns.findIndex((name) => normaliseForMatch(name) === normaliseForMatch(analysis.key!));
  // A trailing separator ("detect(x, p),") is no part of the cell, as the questioner reads it (facts.ts).
  if (normaliseForMatch(cells[column] ?? "") === normaliseForMatch(analysis.row!)) return []; // the row's own name (a quoted cell: not its own equivalent)
  const cell = column > 0 ? cells[column]?.replace(/\s*[,;]$/, "") : undefined;
  return cell ? [{ answer: cell, at: -1, line: header, endLine: line }] : [];
}

/** The cells of a row that is the question's ("What is the lircd driver of ATI Remote Wonder II?"), else undefined. */
function askedRow(analysis: QuestionAnalysis, text: string): string[] | undefined {
  const cells = splitRow(text);
  if (!cells || !analysis.key || !analysis.row) return undefined;
  const holds = (cell: string | undefined) => normaliseForMatch(cell ?? "") === normaliseForMatch(analysis.row!);
  // A row is named by its first cell, or by a later one where the first repeats a type ("static int | DONE | …").
  return (analysis.rowByCell ? cells.slice(1).some(holds) : holds(cells[0]) || cells.slice(1).some(holds)) ? cells : undefined;
}

/** The first line of the run of table rows (and rules) seen up to `line`: the table's header when all of it was read. */
function tableTop(seen: Seen, line: number): number {
  let top = line;
  while (seen.has(top - 1) && (splitRow(seen.get(top - 1)!) || isRule(seen.get(top - 1)!))) top--;
  return top;
}

/**
 * The line above the rows read so far of the table that holds the question's row, when it was not read: the table
 * goes on above, to a header further up than the lines read around the row (a table of a hundred devices under one
 * header). A reader reads up to the header to know the row's columns. Undefined when the header was read.
 */
export function unreadTableTop(analysis: QuestionAnalysis, seen: Seen): number | undefined {
  if (analysis.kind !== "cell") return undefined;
  for (const [line, text] of seen) {
    if (!askedRow(analysis, text)) continue;
    const top = tableTop(seen, line);
    if (top > 1 && !seen.has(top - 1)) return top - 1;
  }
  return undefined;
}

function isRule(text: string): boolean {
  return text.includes("-") && /^[\s|:-]+$/.test(text);
}

function splitRow(text: string): string[] | undefined {
  if (!text.includes("|") || /^[\s|:-]+$/.test(text)) return undefined;
  const cells = rowCells(text)?.map((cell) => cell.replace(/\*+/g, "").trim());
  return cells && cells.length >= 2 ? cells : undefined;
}

/** A header of the message itself: in the block before the first blank line, not in a quoted reply. */
function emailHeader(analysis: QuestionAnalysis, seen: Seen, line: number, text: string): Found[] {
  if (line > 40 || !analysis.header) return [];
  for (let above = 1; above < line; above++) if ((seen.get(above) ?? "").trim() === "") return [];
  const match = new RegExp(`^${analysis.header}:\\s*(.+)$`, "i").exec(text);
  return match ? [{ answer: match[1]!.trim(), at: -1 }] : [];
}

/** The subject of the question's verb: the name right before it, which may sit at the end of the line above. */
function persons(analysis: QuestionAnalysis, seen: Seen, line: number, text: string): Found[] {
  if (!analysis.verb) return [];
  const previous = seen.get(line - 1) ?? "";
  const window = `${previous} ${text}`;
  if (analysis.passive) return passiveAgents(analysis.verb, previous, window, line);
  // A paper reports what its authors did in the present tense as often as in the past: "show" for "showed".
  const verbs = [analysis.verb, ...Object.entries(CITING_VERBS).filter(([, past]) => past === analysis.verb).map(([form]) => form)];
  const verb = `(?:${[...new Set(verbs)].sort((a, b) => b.length - a.length).join("|")})`;
  const pattern = new RegExp(`(${PERSON.source})\\s*,?\\s+(?:[a-z]+ly\\s+)?(${verb})\\b`, "gu");
  const found: Found[] = [];
  for (const match of window.matchAll(pattern)) {
    const verbAt = match.index + match[0].length - match[2]!.length - previous.length - 1;
    if (verbAt < 0) continue; // the verb is on the line above: that line reports it
    const name = personName(match[1]!);
    if (name) found.push({ answer: name, at: verbAt, ...(match.index < previous.length ? { line: line - 1, endLine: line } : {}) });
  }
  return found;
}

/**
 * A person named by initials and a surname ("R.W. Sinnott", "J. Smith"), or a cited surname ("Vincenty", "Smith et al."),
 * or two surnames before their citation key or year ("Peterson and Brown [PB61] in 1961").
 */
const AGENT_NAME = `\\p{Lu}[\\p{Ll}'-]+\\s+(?:and|&)\\s+\\p{Lu}[\\p{Ll}'-]+(?=\\s*${CITATION_KEY}|\\s+in\\s+\\d{4}|\\s*\\(\\d{4})|(?:\\p{Lu}\\.\\s?)+\\p{Lu}[\\p{Ll}'-]+|${PERSON.source}|\\p{Lu}[\\p{Ll}'-]+(?:\\s+et\\s+al\\.?)?`;

/** "By whom was X published?": the agent after "<be> published by" (the line above may hold the start of the clause). */
function passiveAgents(participle: string, previous: string, window: string, line: number): Found[] {
  const pattern = new RegExp(`\\b(?:is|are|was|were|been)\\s+(?:[a-z]+ly\\s+)?${participle}\\s+by\\s+(${AGENT_NAME})`, "gu");
  const found: Found[] = [];
  for (const match of window.matchAll(pattern)) {
    const nameAt = match.index + match[0].length - match[1]!.length - previous.length - 1;
    if (nameAt < 0) continue;
    const name = personName(match[1]!);
    if (name) found.push({ answer: name, at: nameAt, ...(match.index < previous.length ? { line: line - 1, endLine: line } : {}) });
  }
  return found;
}

function personName(raw: string): string | undefined {
  // "Therefore, Ley and Steel (2009) propose …": the list of names takes in the sentence adverb before them.
  const text = raw.replace(/\s+/g, " ").trim().replace(/\s+\(\d{4}[a-z]?\)$/, "").replace(LEADING_ADVERB, "");
  if (NOT_A_NAME.test(text)) return undefined;
  const court = /^([A-Z][A-Z'-]+), (C\. ?)?J\.,?$/.exec(text);
  if (court) return `${court[2] ? "Chief Justice" : "Justice"} ${capitalised(court[1]!)}`;
  if (/^(The|A|An|In|On|At|For|This|That|These|Those|Its|Their)\b/.test(text)) return undefined;
  return text.split(" ").map((word) => (/^[A-Z'-]{2,}$/.test(word) ? capitalised(word) : word)).join(" ");
}

/** A sentence adverb and its comma before a cited name ("However, ", "Therefore, "). */
const LEADING_ADVERB = new RegExp(`${NOT_A_NAME.source},\\s+(?=\\p{Lu})`, "u");

function capitalised(word: string): string {
  return word.charAt(0) + word.slice(1).toLowerCase();
}
