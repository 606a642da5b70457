import { answerPhrase } from "./phrase-bounds.js";
import { contentWords } from "../../documents/words.js";
import type { Fact, ReadText } from "./facts.js";
import { GENERIC_HEADS } from "./context-needs.js";
import { FORMULA_MARKS } from "./question-quality.js";
import { listCut, pointsElsewhere } from "./statement-questions.js";
import { sentencesOf, type Sentence } from "../../documents/sentences.js";
import { isVerbBase } from "./verb-lexicon.js";

/**
 * Conditions, as technical writing states them: a sentence that opens with "If <condition>," (or "When <condition>,")
 * and goes on with what follows from it. Two readings, by the form of the main clause:
 *   - a statement ("If no type is provided, the type of the default value is used.") says what happens:
 *     "What happens if no type is provided?" — "the type of the default value is used";
 *   - advice, an imperative or "you should/must …" ("If the bug has already been fixed, check in with the issue
 *     opener.", "If you're on Windows, do yourself a favor and use …") says what to do: "What should be done if the bug has already been fixed?" — "check in with the issue
 *     opener".
 * Guards: the condition names its own subject (no "it", "this", "so", no elliptical "If not specified"), is not a goal
 * ("If you want to X" is the instruction shape's), and holds at least two content words; the main clause is a clause
 * of its own (a finite verb for a statement), not a pointer ("see …"), not an option among several ("you can …"), and
 * not code or a formula. The answer is the main clause up to its end or a clause boundary, as the reader cuts it.
 * The shape ranks with the general one, after every specific shape of the statement questioner.
 */

const MIN_CONDITION_WORDS = 3;
const MAX_CONDITION_WORDS = 16;
const MIN_ANSWER_WORDS = 2;
const MAX_ANSWER_WORDS = 24;

/** "If you want to …", "If you are unsure …": a goal or a state of mind, not a condition on the thing described. */
const NOT_A_CONDITION =
  /^(?:you|we|I|one)(?:['’]d| would| do| don['’]t| really| only| just)?\s+(?:not\s+)?(?:want|wish|need|like|prefer|plan|intend|are (?:interested|curious|unsure|not sure|sure|in doubt|looking|new|familiar)|have (?:any )?questions?|know|think|agree|care)\b/i;
/** A condition that leaves its subject to the sentence before ("If it is set", "If so", "If not specified"). */
const ELLIPTICAL =
  /^(?:so|not|necessary|needed|possible|desired|required|present|applicable|omitted|specified|given|set|true|false|enabled|disabled|any|none|this|that|these|those|it|its|they|them|such|there is no such|the latter|the former|in doubt|unsure|available|appropriate|applicable|wanted)\b/i;
/**
 * Words of a condition that point at what was said before it: pronouns, "else", "then", "again", "in the meantime",
 * an order ("the last paragraph", "the next section") and a participle that names a thing by what was said of it
 * ("the specified file", "the types already discussed").
 */
const POINTING =
  /\b(?:it|its|this|that|these|those|they|them|their|such|above|below|former|latter|same|previous|aforementioned|else|then|now|again|still|instead|meantime|meanwhile|last|next|following|preceding|earlier|later|already|as described|as shown|as mentioned|as explained|(?:the|a) (?:specified|given|mentioned|said|corresponding|respective|above|described|discussed))\b|\b(?:section|chapter|figure|table|appendix|step|example|equation|eq\.)\s+\(?[\dA-Z]/i;
/** A condition about the writer or a generic person ("If we could …", "If one looks …"), or a goal ("If your goal is …"). */
const PERSONAL = /^(?:we|I|one|your (?:goal|aim|intention|purpose)|all)\b|\b(?:me|us|my|our)\b/i;
/** A finite verb: an auxiliary or modal, or a verb in the third person or the past. */
const FINITE = /\b(?:is|are|was|were|be|been|has|have|had|does|do|did|doesn['’]t|don['’]t|isn['’]t|aren['’]t|can|cannot|can['’]t|could|will|won['’]t|would|should|must|may|might|[a-z]{2,}(?:s|ed))\b/i;
/** The main clause as advice: "you should …", "you must …", "you need to …", "please …". */
const ADVICE_LEAD = /^(?:you\s+(?:should|must|need\s+to|have\s+to)|please|simply|just|do yourself a favou?r(?:,)? and)\s+(?!not\b|be\b)/i;
/** Verbs that open an instruction in a manual ("If X, run …", "If X, check …"). */
const IMPERATIVE =
  /^(?:use|run|set|add|call|pass|type|install|edit|create|open|select|click|specify|enable|disable|remove|delete|press|choose|write|put|invoke|execute|apply|change|append|copy|move|give|start|configure|download|upload|enter|define|mark|provide|supply|insert|commit|make|check|try|keep|save|update|upgrade|restart|reload|export|import|load|register|send|submit|include|exclude|replace|rename|list|print|query|search|read|ask|contact|report|file|open|close|label|wait|avoid|ensure|verify|consider|reinstall|rerun|retry|increase|decrease|reduce|lower|raise|switch|fix|build|compile|rebuild|clean|delete|drop|ignore|skip|stop|kill|mount|unmount|adjust|convert|wrap|post|link|tag|assign|unset|leave|turn|go|look|refer|contact)$/i;
/** The opening of a verb's object: a determiner, a pronoun, code or a quoted name ("merge 'other' to 'topic'"). */
const OBJECT_START = /^(?:the|a|an|it|them|its|their|this|these|those|your|all|any|each|every|[`'"‘“].*)$/i;
/** A main clause that sends the reader elsewhere, or only offers one option of several. */
const NO_ANSWER = /^(?:see|refer|read|consult|look|check out|note|remember|then|you can|you may|you could|you might|we|I|my|our|one can|one may|there|here|this is|that is|it is (?:possible|recommended|advisable|a good idea|best|better))\b/i;

export function conditionFacts(text: ReadText, from: number, to: number): Fact[] {
  const facts: Fact[] = [];
  for (const sentence of sentencesOf(text, { from, to })) {
    // "If you run lsusb -v, is the printer detected?": a question to the reader (a troubleshooting guide's), no fact.
    if (!sentence.complete || /\?["”’')\]]*$/.test(sentence.text.trim())) continue;
    const built = conditionQuestion(sentence.text);
    if (!built || conditionOfItsItem(built.question, sentence, text) !== undefined || [built.answer, conditionOf(built.question)].some((clause) => BARE_KIND.test(clause))) continue;
    facts.push({ ...built, evidence: [{ start_line: sentence.startLine, end_line: sentence.endLine }], kind: "condition" });
  }
  return facts;
}

/**
 * "the method passes silently" after "Session.rollback() rolls back …", "If the function returns `false`" after "`opts.unknown`
 * - a function which …": a kind of named thing with "the" and nothing that says which, as the subject of the
 * condition's or the answer's clause, is the one the sentence before named (a rule of English; the question does not
 * name it).
 */
const BARE_KIND = /^the (?:method|function|class|module|package|library|routine|procedure)\s+(?:is|are|was|were|will|would|can|cannot|may|must|should|does|do|has|have|[a-z]+s)\b/i;

/**
 * A list item opened by a name and a separator: "- `opts.unknown` - a function …", "- _type_: an optional type …",
 * "- `"shared"` (deprecated) - insert defaults by reference."
 */
const NAMED_ITEM = /^\s*(?:[-*+]|\d+[.)])\s+(?:`[^`]+`|_[^_\s][^_]*_|\*\*?[^*\s][^*]*\*\*?|"[^"]+"|“[^”]+”)\s*(?:\([^)]*\)\s*)?(?::|\s[-–—]\s)/;
const LIST_MARK = /^\s*(?:[-*+]|\d+[.)])\s+/;

/** The line opening the list item a line belongs to, when it is one of a list named item by item (NAMED_ITEM). */
function namedItemAt(text: ReadText, line: number): string | undefined {
  for (let at = line; ; at--) {
    const value = text.get(at);
    if (value === undefined || value.trim() === "" || /^\s*#/.test(value)) return undefined;
    if (LIST_MARK.test(value)) return NAMED_ITEM.test(value) ? value : undefined;
  }
}

/**
 * Why a condition is not the reader's to ask without the list item its sentence is in, or undefined. A rule of
 * technical writing: a sentence after the opening of a list item named by an option, a mode or a member ("- `"shared"` - insert
 *     defaults by reference. … If you modify the inserted default …", "- _type_: … If the type of data is different,
 *     …", "* `opts.unknown` - a function … If the function returns `false`, …") states its condition of that item; a
 *     definite phrase of common words in it ("the function", "the type of data") is the item's, which the question does
 *     not name. An indefinite one ("If an error occurs", "If no operator is specified") is any.
 */
/** The condition of a question of this shape: "What happens if X?" → "X". */
function conditionOf(question: string): string {
  return /^What (?:happens|should be done) (?:if|when) (.+)\?$/.exec(question)?.[1] ?? "";
}

export function conditionOfItsItem(question: string, sentence: Sentence, text: ReadText): string | undefined {
  const condition = conditionOf(question) || undefined;
  if (condition === undefined) return undefined;
  const item = namedItemAt(text, sentence.startLine);
  if (item !== undefined) {
    const opening = item.replace(LIST_MARK, "").replace(/\s+/g, " ").trim();
    const ownOpening = opening.startsWith(sentence.text.replace(/\s+/g, " ").trim().split(" ").slice(0, 4).join(" "));
    const definite = /\bthe\s+([a-z][a-z-]*)\b/.exec(condition.replace(/`[^`]*`|"[^"]*"|“[^”]*”/g, "CODE"));
    if (!ownOpening && definite) return `"${definite[0]}" in a sentence of the list item "${opening.split(/\s+/)[0]}" is the item's`;
  }
  return undefined;
}


/** A name called with no arguments, "save()" or "`cache.get()`": its parentheses hold nothing an aside would. */
const EMPTY_CALL = /(?<![\w.$])([A-Za-z_$][\w.$]*)\(\)/g;

/** The question and answer of one "If X, Y." sentence, or undefined when it is not one this shape can ask safely. */
export function conditionQuestion(raw: string): { question: string; answer: string } | undefined {
  const whole = raw.replace(/\s+/g, " ").trim();
  // An aside in parentheses at the end ("… at midnight (in the timezone of the date-time).") adds to what was said; the
  // sentence without it is asked. Anywhere else, asides, references and code keep their text out of a question: a
  // parenthesis, a bracket, a formula.
  const sentence = whole.replace(/\s+\([^()]{0,80}\)(?=[.!]?$)/, "");
  // A call's name with its empty parentheses ("When `save()` is called", "If close() fails") is a name, not an aside.
  if (/[([\]{}<>=|]|\$/.test(sentence.replace(EMPTY_CALL, "$1")) || FORMULA_MARKS.test(sentence)) return undefined;
  // "When X, Y" states a condition as "If X, Y" does ("When a single variable is given, an object … is returned").
  // Without the comma, "then" marks where the main clause begins ("If the check fails then it raises an error.").
  const match = /^(If|When) ([^,;:?!]+), (?:then )?(.+)$/.exec(sentence) ?? /^(If) ([^,;:?!]+?) then (.+)$/.exec(sentence);
  if (!match) return undefined;
  const conjunction = match[1]!.toLowerCase();
  // "When you work with ranked data, where the values have an order, you can …": a relative clause after the
  // condition's comma qualifies the condition's last noun; it belongs to the condition, and the consequence is what
  // follows its own comma.
  const relative = /^((?:where|which|who|whom|whose|in which)\s[^,;:]+),\s+(?:then\s+)?(.+)$/.exec(match[3]!);
  // "If the name contains only letters, digits, and dots, then …": the comma opened a list of the condition's, which
  // ends at its "and"/"or" item (short items, no verb); the consequence is what follows the list's own comma.
  const list = relative ? undefined : LIST_TAIL.exec(match[3]!);
  // "If `eigensolver-block-size` is a negative number, -*n*, then MPB will try …": a symbol set off by commas names
  // the condition's last noun; the consequence is what follows "then".
  const appositive = relative || list ? undefined : /^([-+]?[*_`]?[A-Za-z]{1,2}[*_`]?),\s+then\s+(.+)$/.exec(match[3]!);
  const condition = relative ? `${match[2]!.trim()}, ${relative[1]!}` : list ? `${match[2]!.trim()}, ${list[1]!}` : appositive ? `${match[2]!.trim()}, ${appositive[1]!}` : match[2]!.trim();
  const conditionWords = condition.split(" ");
  if (conditionWords.length < MIN_CONDITION_WORDS || conditionWords.length > MAX_CONDITION_WORDS) return undefined;
  // "When used with …", "If running as root": a participle leaves its subject to the main clause.
  if (/^[a-z]{2,}(?:ed|ing|en)\b/.test(condition) && !/^(?:need|feed|seed|speed|bleed)\b/.test(condition)) return undefined;
  if (NOT_A_CONDITION.test(condition) || ELLIPTICAL.test(condition) || POINTING.test(condition) || PERSONAL.test(condition)) return undefined;
  // "If you" with two common words ("you pass in a list", "you use encryption") holds for many things a document
  // describes; it must name something (a name, code, a number, an identifier) or say more.
  const named = conditionWords.slice(1).some((word) => /\p{Lu}|\d|[`_./*"“]|^-{1,2}\w/u.test(word)) || /^\p{Lu}\p{Ll}*\p{Lu}|^\p{Lu}[\p{L}\d]+$/u.test(conditionWords[0]!) && !/^(?:You|A|An|The|No|Some|Any|Each|Every|All)$/.test(conditionWords[0]!);
  if (!named && /^you\b/i.test(condition) && contentWords(condition).length < 3) return undefined;
  // "If you pass in a byte string", "If you leave out the commit name": an argument passed or left out without the
  // function or option it goes to, which the section names.
  if (!named && /^you\b/i.test(condition) && /\b(?:pass|pass in|leave out|omit|give|supply|specify|provide|call|set)\b/i.test(condition)) return undefined;
  // "less than n elements": a one-letter symbol is defined elsewhere in the text.
  if (conditionWords.some((word) => /^[b-z]$/.test(word.replace(/[,.]$/, "")))) return undefined;
  // "has K categories", "with N columns": a capital letter counting a plural is a symbol too ("a C preprocessor" names one).
  if (/(?:^|\s)[A-Z]\s+[a-z]+s\b/.test(condition)) return undefined;
  // "the result", "the output values": a definite phrase with a generic head and no name says what kind, not which.
  if (genericDefinite(conditionWords)) return undefined;
  // "after the merge", "of the data is", "in the path is": a bare definite noun closing a prepositional phrase of the
  // condition refers to one the text introduced before (which merge, which data).
  if (/\b(?:after|before|of|in|on|to|from|into|at|with|within|for|by|during)\s+the\s+[a-z]+(?=\s+(?:is|are|was|were|has|have|can|will)\b|$)/.test(condition)) return undefined;
  // The condition is a clause: its subject and a finite verb ("no type is provided", "you run git commit").
  if (!FINITE.test(conditionWords.slice(1).join(" ")) && !/^(?:you|users?)(?:\s|['’]re\b)/i.test(condition)) return undefined;
  if (contentWords(condition).length < 2) return undefined;
  if (/\b(?:e\.g|i\.e|etc)\.?$|\b(?:and|or|but|the|a|an|of|to)$/i.test(condition)) return undefined;

  let main = relative ? relative[2]! : list ? list[2]! : appositive ? appositive[2]! : match[3]!;
  // "If mode is ReadWrite, ReadWriteEx or WriteCopy the returned memory region may be written to": the comma was one of
  // the condition's list of names, which ends without a comma of its own, so where the consequence starts is not said.
  if (!relative && !list && /[A-Z0-9`'"][\w`'".-]*$/.test(condition) && new RegExp(String.raw`^(?:\`[^\`]+\`|['"]?[A-Z0-9][\w'".-]*)(?:, [\w\`'".-]+)*,? (?:and|or) [\w\`'".-]+ `).test(main)) return undefined;
  let advice = false;
  if (ADVICE_LEAD.test(main)) {
    main = main.replace(ADVICE_LEAD, "");
    advice = true;
  }
  const first = main.split(" ")[0]!.replace(/[`'"]/g, "");
  // "build fails": a noun that is also a verb, followed by its own verb, is a statement's subject.
  const second = (main.split(" ")[1] ?? "").replace(/[.,;:!]+$/, "");
  if ((IMPERATIVE.test(first) || /^try$/i.test(first) || (isVerbBase(first) && first === first.toLowerCase() && OBJECT_START.test(second))) && !/^(?:is|are|was|were|will|would|can|cannot|may|must|should|fails|succeeds|works|stops|breaks|exits|returns|runs|starts|ends)$/i.test(second)) advice = true;
  else if (advice) return undefined; // "you should be …", "please note": not an instruction this shape can state
  if (NO_ANSWER.test(main)) return undefined;
  // "If you are using Postgres, then this will happen automatically": a demonstrative subject of a verb that says only
  // that it happens points at what the sentence before said ("then this raises a FrobError" says what happens).
  if (/^(?:this|that|it)\s+(?:will\s+|would\s+|should\s+|can\s+|may\s+)?(?:also\s+)?(?:happens?|occurs?|applies|apply|works?|takes? place|be done|is done)\b/i.test(main)) return undefined;
  // "If you are using patch to track a software distribution, this can cause make to … conclude …": "this" alone as the
  // subject is what the sentence before did (sets the timestamp to the current time), not the condition.
  // ("If a path cannot be solved, this will return None for that path" in a function's entry: "this" is the function,
  // and what it returns is what happens.)
  if (/^(?:this|that)\s+(?:(?:will|would|should|can|could|may|might|must)\s+(?:[a-z]+ly\s+)?(?:be|cause|lead|result|make|break|prevent|require|mean)|is|was|causes|caused|means|leads|results|makes|requires|breaks|prevents)\b/i.test(main)) return undefined;
  const answer = answerPhrase(main, 0, true).replace(/[\s.]+$/, "");
  // "the integration will be terminated, unless an event function is defined": cut before its exception, the answer
  // says what is not so. "some performance is lost, and item count is unbounded": cut before a second consequence of
  // its own subject, it is half of what happens. (A second verb of the same subject, "…, and will not match
  // anything", only adds; ", and if …" opens a second condition, a fact of its own.)
  const after = main.slice(answer.length);
  if (/^[\s,]*(?:unless|except|otherwise)\b/i.test(after) || SECOND_CONSEQUENCE.test(after)) return undefined;
  const count = answer.split(" ").length;
  if (count < MIN_ANSWER_WORDS || count > MAX_ANSWER_WORDS) return undefined;
  // "… and reject all POST, PUT" of "… all POST, PUT, and DELETE requests that …": a list cut before its last item.
  if (listCut(main, answer, "")) return undefined;
  if (!advice) {
    // A statement: a subject and a finite verb within its first words, not a bare noun phrase or a participle.
    if (!FINITE.test(answer.split(" ").slice(1, 8).join(" "))) return undefined;
    if (/^(?:and|or|but|so|which|that|because|especially|[a-z]+ly)\b|^["“'‘]/i.test(answer)) return undefined;
    // "it is a good idea to …", "the best solution is …": a judgement is advice, not what happens.
    if (/\b(?:good idea|useful|helpful|preferable|advisable|recommended|best|better|appreciated|worth|encouraged|wise)\b/i.test(answer)) return undefined;
    // "their interactions were not computed": a past event (a changelog's bug), not what happens now.
    if (/^(?:\S+\s+){0,4}?(?:was|were|had|did)\b/i.test(answer)) return undefined;
    // "When X is not available, the frob pool can be used to run …": a tool offered for use is advice too, and
    // "What happens when X is not available?" reads it as an event.
    if (/^(?:\S+\s+){1,5}?(?:can|could|may|might)\s+(?:also\s+|instead\s+|then\s+)?be\s+used\b/i.test(answer)) return undefined;
    // "When CSS comes as Unicode strings, tinycss2.parse_stylesheet() is the function to use": which one to use is
    // advice, not an event.
    if (/\bis (?:the|a|an) (?:[a-z-]+ )?(?:function|method|command|option|tool|class|module|way|approach|choice|one|api|call|setting) to (?:use|call|run|pick|choose)\b/i.test(answer)) return undefined;
    // "you neither need nor want to …": advice in the second person is not an event either.
    if (/^you\s+(?!will\b|won['’]t\b|get\b|see\b|cannot\b|can['’]t\b)/i.test(answer)) return undefined;
  }
  // "this method raises …", "these values are …": a determiner that points back is not a pronoun the question can drop.
  // ("this clears …", "that makes …": a word in -s after "this" or "that" is the pronoun's verb.)
  if (/^(?:(?:this|that)\s+(?!(?:is|was|will|would|can|may|must|should|has)\b)(?:[a-z]*ss|[a-z]*[a-rt-z])|(?:these|those|such)\s+(?!(?:are|were|will|would|can|may|must|should|have)\b)[a-z]+)\b/i.test(answer)) return undefined;
  // "start with a semi_join(). semi_join() never duplicates": an answer that runs on into the next sentence.
  if (/(?<!\b(?:e\.g|i\.e|etc|vs|cf))[)\w`]\.\s+\S/.test(answer)) return undefined;
  // A second condition inside the answer ("…, and if no default value is provided, …") is a second fact.
  if (/\b(?:if|unless|when)\b/i.test(answer)) return undefined;
  // The answer without its opening pronoun ("it will fail …"): what is left must not point elsewhere.
  if (pointsElsewhere(answer.replace(/^(?:it|they|this|you)\s+/i, ""))) return undefined;
  if (/\b(?:the|a|an|of|to|in|for|with|and|or|by|as|on|at|from|that|is|are)$/i.test(answer)) return undefined;
  if (/\b(?:following|below|above)\b/i.test(answer)) return undefined;
  // "skip to Chapter 8": an answer that sends the reader to another part of the document answers nothing.
  if (/\b(?:section|chapter|figure|table|appendix|equation|page)s?\s+[\dA-Z]/i.test(answer)) return undefined;
  if (contentWords(answer).length < 2) return undefined;
  // "a weight map can be specified for each input image", "a zero-length string may be supplied": what one may do in
  // that case, an option the text offers, is not what happens then.
  if (!advice && /^(?:[^,;]*?\s)?(?:can|may)\s+(?:also\s+|optionally\s+|then\s+|instead\s+)?be\s+(?:specified|supplied|passed|given|set|used|omitted|chosen|selected|written|stored|started|resolved|placed|configured|enabled|disabled|added|provided|defined|changed|overridden|called|applied|included|opened|loaded)\b/i.test(answer)) return undefined;
  const question = advice ? `What should be done ${conjunction} ${condition}?` : `What happens ${conjunction} ${condition}?`;
  return { question, answer };
}

/**
 * The rest of a list the condition's first comma cut: items of one to three words with no verb ("digits, dots, and
 * underscores"), the last opened by "and"/"or", then a comma and the consequence (perhaps after "then").
 */
const LIST_ITEM = String.raw`(?!(?:then|it|they|you|this|the|a|an)\b)[\w\`'"-]+(?: (?!(?:is|are|was|were|will|can|may|must|should|has|have)\b)[\w\`'"-]+){0,2}`;
const LIST_TAIL = new RegExp(String.raw`^((?:${LIST_ITEM}, )*(?:${LIST_ITEM},? )?(?:and|or) ${LIST_ITEM}),\s+(?:then\s+)?(.+)$`);

/** ", and <a subject of one to three words> <finite verb>": a second clause with its own subject. */
const SECOND_CONSEQUENCE = /^,?\s+and\s+(?!(?:if|when|will|would|can|cannot|could|is|are|was|were|does|do|did|has|have|must|should|may|might|not|then|also|so)\b)(?:[\w`'-]+\s+){1,3}?(?:is|are|was|were|will|can|cannot|has|have|becomes?|remains?|stays?)\b/i;

/** Words a noun phrase does not run across. */
const PHRASE_STOP = /^(?:of|for|in|on|at|by|with|from|to|into|as|and|or|is|are|was|were|be|been|has|have|had|do|does|did|can|cannot|will|would|should|may|must|not|that|which|when|where|if)$/i;

/** A "the" phrase of common words whose head is generic ("the output value", "the result"), with no name after it. */
function genericDefinite(tokens: string[]): boolean {
  for (const [index, token] of tokens.entries()) {
    if (token.toLowerCase() !== "the") continue;
    for (let at = index + 1; at <= index + 3 && at < tokens.length && /^[a-z][a-z-]*$/.test(tokens[at]!) && !PHRASE_STOP.test(tokens[at]!); at++) {
      const next = tokens[at + 1];
      const ends = next === undefined || PHRASE_STOP.test(next);
      if (!ends) continue;
      const named = next !== undefined && /^(?:of|for)$/i.test(next) && /[`_.()A-Z0-9]/.test(tokens[at + 2] ?? "");
      if (GENERIC_HEADS.has(tokens[at]!) && !named) return true;
      break;
    }
  }
  return false;
}
