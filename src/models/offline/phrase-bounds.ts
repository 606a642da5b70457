import { clauseFrom } from "../../documents/sentences.js";
import { isKnownVerb } from "./verb-lexicon.js";

/**
 * Where a phrase of a sentence ends, for every question shape of the offline questioner and for its reader, so that
 * both cut an answer at the same place. An answer noun phrase ends where the phrase ends: it keeps its restrictive
 * modifiers and its coordinated conjuncts, and a shape that finds the whole phrase too long does not ask (its answer
 * span's word limit refuses it).
 */

/** Relative pronouns that open a restrictive relative clause when no comma stands before them. */
const RELATIVE = /^\s+(where|which|who|whom|whose)\s/i;
/** Words a noun phrase does not end with: before one of them a "where"/"which" opens no relative clause of a noun. */
const NOT_A_NOUN_END = /^(?:the|a|an|of|to|in|for|with|and|or|by|as|on|at|from|that|is|are|was|were|be|been|it|this|these|those|them|not|only|also|[a-z]+ly)$/i;
/** The prepositions a relative clause carries before its pronoun: "a file into which …", "the port on which …". */
const RELATIVE_PREPOSITION = "(?:in|into|on|onto|at|from|to|for|with|by|through|under|over|upon|within|about|via)";
/** A phrase that ends in the preposition of a relative clause carried before its pronoun: "a file into" (which …). */
// Not after a comma (", in which case …" adds to the sentence), nor after a verb's participle ("depending on which
// system", "based on which arguments": an embedded question, no relative clause of a noun).
const PIPED_RELATIVE = new RegExp(String.raw`(?<![,;:]|\b(?:[a-z]+ing|based|relied|focused))\s${RELATIVE_PREPOSITION}$`);
/** The same preposition after a comma: ", in" before "which case …". */
const COMMA_PREPOSITION = new RegExp(String.raw`[,;:]\s${RELATIVE_PREPOSITION}$`);
/**
 * A phrase that announces the example in parentheses after it ("in the form", "of the format", "such as"); that
 * parenthesis is no aside (prose-questions.ts `withoutAsides`) and the phrase ends with it.
 */
export const ANNOUNCED_EXAMPLE = /\b(?:(?:in|of) the (?:form|format|shape)|such as)$/i;
/** Verbs that take a "to"-infinitive of their own ("needs to be", "seems to be"): before "to be" they are verbs. */
const RAISING = /^(?:needs|seems|appears|tends|happens|wants|remains|proves|has|ought|used|is|was|are|were|helps|allows|expects|requires|continues|starts|begins|tries|fails|deserves|ceases|comes|gets|stays|turns|chooses|wishes|likes|hopes|means|refuses|claims)$/i;

/**
 * The answer phrase that starts at `offset` of `sentence`: the rest of its clause (clauseFrom) without cutting the
 * phrase short. A relative clause with no comma before it restricts the noun before it ("the common case where N has a
 * Poisson distribution") and belongs to the phrase; so does a conjunct after "and"/"or" that is a noun with its own
 * modifier, not a second predicate ("custom lexers and formatters to be loaded from files": "formatters to be" is a
 * noun and its infinitive; "source and destination files in a links file" a noun and its prepositional phrase; "and
 * returns the value", "and runs in the background" a second verb, which the verb lists know).
 */
export function answerPhrase(sentence: string, offset: number, clause = false): string {
  let start = offset;
  let end = offset;
  let relativeClause = false;
  for (let step = 0; step < 4; step++) {
    const whole = clauseFrom(sentence, start);
    // A comma that opens a list inside the relative clause ("where information about devices, drivers, and …") leaves
    // no clause before it: the phrase is not one an answer can end.
    if (relativeClause && /^[^,;:]*,\s+[^,;:]{1,40},?\s+(?:and|or)\s/.test(sentence.slice(start))) return "";
    // A relative clause ends at its first comma: "the path which the daemon reads, and the port"; in "where N has a
    // Poisson distribution and, therefore, S is …" the conjunction before that comma opens what follows.
    const clause = relativeClause ? whole.replace(/,\s.*$/, "").replace(/\s+(?:and|or|but)$/, "") : whole;
    const at = clause ? sentence.indexOf(clause, start) : start;
    end = at < 0 ? start : at + clause.length;
    relativeClause = false;
    const after = sentence.slice(end);
    const phrase = sentence.slice(offset, end).trim();
    const relative = RELATIVE.exec(after);
    // A name takes no restrictive clause ("OpenCC where … is used", "glm.fit() which carries out …"): what follows
    // it adds to the sentence, not to the name.
    if (relative && phrase && !NOT_A_NOUN_END.test(lastWord(phrase)) && !isName(phrase.split(/\s+/).at(-1)!) && !KIND_AND_NAME.test(phrase)) {
      start = end + relative[0].length - 1;
      relativeClause = true;
      continue;
    }
    const conjunct = /^,?\s+(?:and|or)\s+((?:[^\s,]+\s+){0,2}?)([a-z]{3,}s)\s+(?:to\s+be\s+[a-z]+(?:ed|en|wn|lt)|(?:in|on|at|with|by|to|from|for)\s+[a-z`]+)\b/.exec(after);
    if (conjunct && phrase && !RAISING.test(conjunct[2]!) && !isKnownVerb(conjunct[2]!) && !/\b(?:is|are|was|were|can|will|has|have)\b/.test(conjunct[1]!)) {
      start = end + /^,?\s+(?:and|or)\s/.exec(after)![0].length - 1;
      continue;
    }
    break;
  }
  // "a file into which to write the deduced build order": a preposition carried before "which" opens the relative
  // clause of the noun before it; the phrase keeps that clause whole, not its preposition alone ("a file into").
  // Before ", in which case …" the comma and its preposition are no part of the phrase.
  const piped = PIPED_RELATIVE.exec(sentence.slice(offset, end));
  const dangling = COMMA_PREPOSITION.exec(sentence.slice(offset, end));
  if (piped && /^\s+(?:which|whom)\s(?!case\b)/.test(sentence.slice(end))) {
    const opened = end + /^\s+(?:which|whom)\s/.exec(sentence.slice(end))![0].length - 1;
    const relative = clauseFrom(sentence, opened).replace(/,\s.*$/, "");
    const at = relative ? sentence.indexOf(relative, opened) : -1;
    end = at < 0 ? end - piped[0].length : at + relative.length;
  } else if (dangling && /^\s+(?:which|whom)\s/.test(sentence.slice(end)) && !/[.!?]\s/.test(sentence.slice(offset, end))) end -= dangling[0].length;
  // "as simple sequence in the form (point1_x, point1_y, …)": a phrase that announces its example ends with it, not
  // before its parenthesis (prose-questions.ts keeps that parenthesis as no aside).
  if (ANNOUNCED_EXAMPLE.test(sentence.slice(offset, end).trimEnd()) && /^\s*\(/.test(sentence.slice(end))) {
    const open = sentence.indexOf("(", end);
    const close = sentence.indexOf(")", open);
    if (close > open && !sentence.slice(open + 1, close).includes("(")) end = close + 1;
  }
  const phrase = sentence.slice(offset, end);
  // "bit 4 of the register number and the R bit specifies bit 3 …": a second clause spliced on with "and", its own
  // subject (a determiner and a noun) and verb, ends a noun phrase before it. Where the phrase is itself a clause (a
  // condition's consequence, `clause`), the second consequence is the rest of it ("replication resumes and a
  // background synchronization takes place"): condition-questions.ts refuses or keeps it whole.
  // So does one whose subject is a gerund's phrase: "a RAMDISK and storing files there reduces the amount of memory …".
  const spliced = clause ? null : /,?\s(?:and|but)\s+(?:(?:the|a|an|its|their|each|every)\s+|[a-z]{3,}ing\s+)(?:[\w'’`.-]+\s+){1,3}?([a-z]{3,}s)\s+(?=\S)/.exec(phrase);
  // So does one whose subject is a pronoun: "in the cherrypy.config dict, and you therefore update it by calling …".
  const pronounClause = clause ? null : /,\s+(?:and|but|so)\s+(?:you|we|they|it|he|she)\s+(?:(?:therefore|thus|then|also|now|still|[a-z]+ly)\s+)?(?:can|may|must|should|will|would|could|need|needs|have|has|do|does|are|is|[a-z]+)\b/.exec(phrase);
  const cut = spliced && isKnownVerb(spliced[1]!) && !/(?:ss|us|is)$/.test(spliced[1]!) ? phrase.slice(0, spliced.index) : pronounClause ? phrase.slice(0, pronounClause.index) : phrase;
  return cut.replace(/[\s,.;:]+$/, "").trim();
}

/**
 * Whether `phrase`, read from `offset` of `sentence`, ends inside a condition: the phrase holds "if"/"when" and the
 * sentence goes on with "and"/"or" and a clause with a subject of its own ("GLOBUS_TRUE if the tree is a relation |
 * and its attribute name matches the parameter"). The clause bounds cut there, as they cut a second predicate; in a
 * condition the second clause is the condition's too, so the phrase asks for half of it.
 */
export function conditionCut(sentence: string, offset: number, phrase: string): boolean {
  if (!phrase || !/\s(?:if|when|whenever|unless)\s/.test(phrase)) return false;
  const at = sentence.indexOf(phrase, offset);
  if (at < 0) return false;
  // The condition's own second clause has a subject of its own and no comma before it: after ", and it is
  // recommended …" or "and resets the variable" (the subject's second predicate) the condition has ended.
  return /^\s+(?:and|or)\s+(?:(?:the|a|an|its|their|his|her|this|these|those|it|they|no|each|every|all|any)\s|`|\p{Lu})/u.test(sentence.slice(at + phrase.length));
}

/** "the function zoo", "package actuar": a kind of software thing and its name, which is a name too. */
const KIND_AND_NAME = /\b(?:function|package|class|method|argument|option|command|module|library|program|tool|file|variable|parameter|field|setting|flag)\s+\S+$/i;

/** A proper name or code: a capital inside or after the phrase's start, a digit, code marks, quotes. */
function isName(word: string): boolean {
  return /^\p{Lu}|\p{Ll}\p{Lu}|[\d`"”'’._()]/u.test(word);
}

function lastWord(phrase: string): string {
  return phrase.split(/\s+/).at(-1)!.replace(/[^\p{L}\p{N}]+$/u, "");
}

/** Determiners and articles that open a noun phrase: a noun phrase never runs "… Ns the …". */
const DETERMINER = /^(?:the|a|an|its|their|this|these|those|our|your|his|her|every|each|some|any|no)$/i;
const OPENERS = /^(?:this|that|it|which|who|he|she|they|we|you|there)$/i;

/** A word in the third person singular that is no noun's plural of the common shapes ("class", "status", "physics"). */
function thirdPerson(word: string): boolean {
  return /^[a-z]{3,}s$/.test(word) && !/(?:ss|us|is|ics|ous)$/.test(word);
}

/**
 * Whether a description is a sentence with a subject and a verb of its own, before any relative clause or
 * preposition: a known verb in the third person after a lower-case noun ("The lookup function looks up …"), or a noun
 * and an expression in parentheses before the predicate ("The document (hsep xs) concatenates …"). Such a sentence
 * says what something does, not what the entry it describes is.
 */
export function describesItsOwnSubject(text: string): boolean {
  if (/^(?:the|a|an)\s+\S+\s+\([^)]+\)\s+\p{Ll}/iu.test(text)) return true;
  const words = text.replace(/[.]$/, "").split(/\s+/);
  for (let index = 2; index < words.length; index++) {
    const word = words[index]!;
    if (/^(?:that|which|who|whose|where|when|with|for|of|to|in|on|by)$/i.test(word)) return false;
    if (thirdPerson(word) && isKnownVerb(word) && /^[a-z][\w']*$/.test(words[index - 1]!)) return true;
  }
  return false;
}

/**
 * Whether the words taken as a sentence's subject hold a finite verb, so that the subject was not cut where the
 * subject ends: "This illustrates the Rcpp Attributes" (of "This illustrates the Rcpp Attributes adds …"), "AutoThrottle
 * extension adjusts download" (of "AutoThrottle extension adjusts download delays …"). A word in the third person
 * ("-s") is a verb there when a determiner follows it (a noun phrase does not run "illustrates the"), when a pronoun
 * stands before it ("This illustrates"), or when it is a known verb right after a singular noun ("extension adjusts").
 */
export function subjectHoldsVerb(subjectWords: readonly string[]): boolean {
  // "Returns the maximum time predictors …" (a Doxygen brief, of "… predictors are allowed to execute …"): a known verb
  // in the third person opening the words, a determiner after it, is the description's verb, not a subject's noun.
  const opening = /^([A-Z][a-z]{2,}s)$/.exec(subjectWords[0] ?? "")?.[1];
  if (opening && !/(?:ss|us|is|ics|ous)$/.test(opening) && isKnownVerb(opening.toLowerCase()) && DETERMINER.test(subjectWords[1] ?? "")) return true;
  for (let index = 1; index < subjectWords.length; index++) {
    const word = subjectWords[index]!;
    if (!thirdPerson(word)) continue;
    const previous = subjectWords[index - 1]!;
    const next = subjectWords[index + 1];
    if (/^(?:the|a|an|of|for|in|on|to|with|by|from|and|or|its|their|this|these|those|all|some|any|no|each|every|many|several)$/i.test(previous) && !OPENERS.test(previous)) continue;
    if (next !== undefined && DETERMINER.test(next)) return true;
    if (OPENERS.test(previous) && index === 1) return true;
    // "extension adjusts": a known verb after a singular noun, in a subject with no article ("the test results" is a noun).
    if (isKnownVerb(word) && /^[\p{L}`'’-]*[^s\W`'’]$/u.test(previous) && /^\p{Ll}/u.test(previous) && !DETERMINER.test(subjectWords[0]!)) return true;
  }
  return false;
}

/**
 * "OpenSSL 1.1.0 or greater, and the SHA-3 algorithms require OpenSSL 1.1.1 or greater" of "What do the BLAKE digest
 * algorithms require?": a parallel clause after a comma, its own subject with the question's verb again, says the same
 * of something else; the answer ends before it. ("‘int’, SELECT_TYPE_ARG234 defaults to ‘int *’, …" too.)
 */
export function parallelClauseCut(answer: string, question: string): string {
  const words = question.replace(/\?$/, "").split(" ");
  // "What does SELECT_TYPE_ARG1 default to?": the verb before its preposition.
  const verb = (/^(?:to|on|of|with|for|from|in|into|at|by|as|about|over|up|out)$/.test(words.at(-1)!) ? words.at(-2) : words.at(-1))!;
  if (!/^[a-z]{3,}$/.test(verb)) return answer;
  const stem = verb.replace(/e$/, "");
  // Between the comma and the verb: the other subject, a few words with no relative word or verb of their own before it
  // ("files, which require …" is no other subject).
  const match = new RegExp(`[,;]\\s+(?:(?:and|but|while|whereas)\\s+)?((?:(?!(?:that|which|who|whom|whose|where|when|if|to|and|or)\\s)[^\\s,;]+\\s+){1,6}?)${stem}(?:e|es|s|ed|d)?\\b`).exec(answer);
  if (!match || match.index === 0) return answer;
  return answer.slice(0, match.index).trim();
}
