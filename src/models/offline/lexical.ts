import type { BaseMessage } from "@langchain/core/messages";
import { codeName, codeNamesDiffer, contentWordSet, jaccard, normaliseForMatch, optionNamesDiffer, words } from "../../documents/words.js";
import { OfflineChatModel, type OfflineTurn } from "./chat-model.js";
import { humanTexts, taggedSection } from "./conversation.js";
import { FRONTED_SCOPE } from "./question-quality.js";
import { relationQuestionOf } from "./hierarchy-questions.js";
import { termQuestion, termQuestionOwner } from "./term-questions.js";

/**
 * The deduplicator role without a model: two questions ask the same thing when their content words overlap by at
 * least DUPLICATE_JACCARD and the words they do not share are neither numbers nor names. 0.6 is the overlap of a
 * reworded question of five content words that changes or adds two of them ("How many applicants did the
 * University reject in 2008?" / "In 2008, how many applicants were rejected by the University?"); the names rule
 * keeps "the Armor Class of the Adult Black Dragon" apart from "… of the Adult Blue Dragon" (overlap 0.67).
 */
export const DUPLICATE_JACCARD = 0.6;

export class LexicalModel extends OfflineChatModel {
  readonly engine = "lexical";

  static override lc_name(): string {
    return "OfflineLexical";
  }

  protected respond(messages: readonly BaseMessage[]): OfflineTurn {
    const text = humanTexts(messages).at(-1) ?? "";
    const candidate = taggedSection(text, "new_question") ?? "";
    const accepted = (taggedSection(text, "accepted_questions") ?? "")
      .split("\n")
      .map((line) => /^\s*\d+\.\s+(.*)$/.exec(line)?.[1]?.trim())
      .filter((question): question is string => question !== undefined && question !== "");
    const match = duplicateOf(candidate, accepted);
    const args = match
      ? { duplicate: true, duplicate_of: match.question, reason: `asks for the same fact: ${Math.round(match.similarity * 100)}% of content words shared, differing only in ordinary words` }
      : { duplicate: false, duplicate_of: null, reason: accepted.length === 0 ? "no accepted questions to compare with" : "no accepted question asks for the same fact" };
    return { content: match ? "This question repeats an accepted one." : "This question is new.", toolCalls: [{ name: "dedup_decision", args }] };
  }
}

export function isLexicalDuplicate(candidate: string, others: readonly string[]): boolean {
  return duplicateOf(candidate, others) !== undefined;
}

/** The accepted question the candidate repeats, if any (the most similar of those that qualify). */
export function duplicateOf(candidate: string, others: readonly string[]): { question: string; similarity: number } | undefined {
  const candidateWords = questionTerms(candidate);
  const normalised = normaliseForMatch(candidate);
  let best: { question: string; similarity: number } | undefined;
  const unscoped = normaliseForMatch(candidate.replace(CODE_SCOPE, ""));
  for (const question of others) {
    // "What does the -l option do?" beside "What does the -L option do?": two options, whatever else the two share.
    if (optionNamesDiffer(candidate, question)) continue;
    if (normaliseForMatch(question) === normalised) return { question, similarity: 1 };
    // "In `data()`, what is the present tree based on?" beside "What is the present tree based on?": the one question,
    // once narrowed to a call.
    if (CODE_SCOPE.test(candidate) !== CODE_SCOPE.test(question) && normaliseForMatch(question.replace(CODE_SCOPE, "")) === unscoped) {
      return { question, similarity: jaccard(candidateWords, questionTerms(question)) };
    }
    // "What is the `AccessibleShape` variable?" beside "What does the `AccessibleShape` field do?": what one named thing
    // is, asked twice under two kinds (a member table's row and its entry below).
    // So is "What is the `address` variable?" beside "What is the `address` field of `ENetPeer`?": the row asked before
    // the reader saw the entry's owner; only two owners named apart make two things.
    const described = describedEntry(candidate);
    const other = described && describedEntry(question);
    if (described && other && described.name === other.name && (described.owner === undefined || other.owner === undefined || described.owner === other.owner)) return { question, similarity: jaccard(candidateWords, questionTerms(question)) };
    // "Which class does `Module` extend?" beside "What is the `Module` class derived from?": one class's parent, asked
    // in two shapes (a Javadoc page's hierarchy and its description).
    const parent = parentAskedOf(candidate);
    if (parent !== undefined && parent === parentAskedOf(question)) return { question, similarity: jaccard(candidateWords, questionTerms(question)) };
    // "What does the `Affine.get_gap_continuation()` method do?" beside "What does `Affine.get_gap_continuation()`
    // return?" (set 225): a getter does nothing but return what it gets; the two ask one fact.
    const getter = getterAsked(candidate);
    if (getter !== undefined && getter === getterAsked(question)) return { question, similarity: jaccard(candidateWords, questionTerms(question)) };
    const otherWords = questionTerms(question);
    const similarity = jaccard(candidateWords, otherWords);
    if (similarity < DUPLICATE_JACCARD || (best && best.similarity >= similarity)) continue;
    const differing = [...candidateWords, ...otherWords].filter((word) => !(candidateWords.has(word) && otherWords.has(word)));
    const names = new Set([...properNames(candidate), ...properNames(question)]);
    if (differing.some((word) => /\d/.test(word) || names.has(word) || word.includes(CODE_JOINER))) continue;
    if (codeNamesDiffer(candidate, question)) continue;
    // "What happens if no perfect match is found?" beside "What happens if a unique match is found?": a negation on one
    // side only asks the opposite case, whatever words the two share.
    if (NEGATION.test(candidate) !== NEGATION.test(question)) continue;
    if (identityAndRelation(candidate, question)) continue;
    best = { question, similarity };
  }
  return best;
}

/**
 * The getter a question asks what it does or returns ("What does the `Frob.get_size()` method do?", "What does
 * `isEmpty()` return?"): a call whose name opens with "get", "is" or "has" before an underscore or a capital.
 */
function getterAsked(question: string): string | undefined {
  const asked = /^What does (?:the )?`([^`\s]+?)(?:\(\))?`(?: (?:method|function|member function))? (?:do|return)\?$/.exec(question.trim());
  const name = asked?.[1];
  return name !== undefined && /^(?:get|is|has)(?:_|[A-Z])/.test(name.split(/[.:#]/).pop()!) ? name : undefined;
}

/** "What is mod_magnet?", "What is the `EchoServer` class?": what a thing is, asked of its name alone. */
const IDENTITY = /^What (?:is|are) (?:(?:the|a|an) )?(?:`[^`]+`|[\w.+/:-]+)(?: (?:`[^`]+`|[\w.+/:-]+)){0,4}\?$/;
/**
 * "What does the `XMLEventReaderInputProcessor` class do?" asks what the class is as "What is …?" does (a Javadoc
 * class's description beside its parent, set 218).
 */
const DESCRIPTION = /^What does (?:the )?(?:`[^`]+`|[\w.+/:-]+)(?: (?:`[^`]+`|[\w.+/:-]+)){0,3} do\?$/;
const isIdentity = (question: string) => IDENTITY.test(question) || DESCRIPTION.test(question);
/** The verb a question asks with, last before its question mark: "What can mod_magnet attract?" → "attract". */
const ASKED_VERB = /^(?:What|Which\s+\w+)\s+(?:does|do|did|can|could|will|would|should|must|may)\s+\S.*\s(?!(?:to|from|for|with|on|in|of|by|into)\?)([a-z]+)(?:\s+(?:to|from|for|with|on|in|of|by|into))?\?$/;
/** Verbs that ask what a thing is in other words: "What does `frob` do?" is "What is `frob`?". */
const MEANING_VERB = /^(?:do|mean|represent|stand|denote|refer|describe)$/;
/**
 * The kinds of a named entry, whose description "What is …?" and "What does … specify/hold/control?" all ask: only its
 * default is another fact of it.
 */
const ENTRY_KIND = /\b(?:property|parameter|field|option|argument|attribute|variable|setting|flag|member|constant|key|signal|column)\b/;

/**
 * What a thing is and what it does with something ("What is mod_magnet?" / "What can mod_magnet attract?", "What is
 * Beautiful Soup?" / "What does Beautiful Soup parse?", "What is the `id` property of `AppIndicator`?" / "What does the
 * `id` property of `AppIndicator` default to?"): two facts of one subject, though the one verb is all their words do
 * not share. A verb that asks the thing's meaning again ("do", "mean", any but "default" of an entry's) makes them one
 * question.
 */
function identityAndRelation(candidate: string, question: string): boolean {
  const identity = isIdentity(candidate) ? candidate : isIdentity(question) ? question : undefined;
  const other = identity === candidate ? question : candidate;
  if (identity === undefined || isIdentity(other)) return false;
  const verb = ASKED_VERB.exec(other)?.[1];
  if (verb === undefined || MEANING_VERB.test(verb)) return false;
  // "What does `f()` do?" → "Releases the blob." beside "What does `f()` release?" → "the blob": one fact in two shapes.
  // Only a default or a parent is another fact of what a thing does.
  if (!IDENTITY.test(identity)) return verb === "default" || /^(?:extend|implement|inherit)$/.test(verb);
  return verb === "default" || !ENTRY_KIND.test(identity);
}

/**
 * The class whose parent a question asks: the hierarchy's own questions as the reader reads them ("Which class does
 * `Module` extend?", "What is the base class of `Module`?": hierarchy-questions.ts `relationQuestionOf`), and a
 * statement's ("What is the `Module` class derived from?") → "module".
 */
function parentAskedOf(question: string): string | undefined {
  const related = relationQuestionOf(question);
  if (related) return related.relation === "extends" || related.relation === "base" ? related.name.toLowerCase() : undefined;
  return /^What is (?:the )?`([^`]+)`(?: (?:class|interface|type))? (?:derived|inherited) from\?$/.exec(question.trim())?.[1]?.toLowerCase();
}

/**
 * The entry a question asks the description of, as the reader reads it (term-questions.ts `termQuestion`): "What is
 * the `X` variable?" and "What does the `X` field do?" → X; with its owner, "What is the `x` field of `A`?" → x of `A`.
 */
function describedEntry(question: string): { name: string; owner?: string } | undefined {
  const name = termQuestion(question);
  const owner = termQuestionOwner(question);
  return name === undefined ? undefined : { name, ...(owner ? { owner } : {}) };
}

/**
 * A scope in code said in front of a question ("In `websocket.send()`, …"), as the offline questioner says which call a
 * sentence belongs to (facts.ts): the question check's fronted scope (question-quality.ts), when it names code. Only a
 * code name: "On Windows, where is the cache kept?" asks a case that "Where is the cache kept?" does not.
 */
const CODE_SCOPE = new RegExp(`(?=In \`)${FRONTED_SCOPE.source}`, FRONTED_SCOPE.flags);

/** A word that turns what a question asks into its opposite. */
const NEGATION = /\b(?:no|not|never|without|cannot|none|nothing|neither|nor)\b|n['’]t\b/i;

/** Joins the words of one code name into one term: "fileuploadbase·iofileuploadexception". */
const CODE_JOINER = "·";

/**
 * A question's content words, a code name of several words counted as one term: "Why is the
 * `FileUploadBase.IOFileUploadException` class thrown?" and "Which class does `FileUploadBase.IOFileUploadException`
 * extend?" share the class and its name, one thing, and differ in what they ask of it; counted word by word the name's
 * two words would make them overlap as a rewording does. A one-word name is its word ("`indent`" is "indent").
 */
function questionTerms(question: string): Set<string> {
  const names: string[] = [];
  const rest = question.replace(/`([^`]+)`/g, (whole, name: string) => {
    const parts = words(codeName(name));
    if (parts.length <= 1) return ` ${name} `;
    names.push(parts.join(CODE_JOINER));
    return " ";
  });
  return new Set([...contentWordSet(rest), ...names]);
}

/**
 * Words written with a capital letter other than at the start of the question, and the words of code spans: names
 * and terms. "`tmp_path`" and "`tmp_path_factory`" name two things, as "Black Dragon" and "Blue Dragon" do.
 */
function properNames(text: string): string[] {
  const tokens = text.split(/\s+/).slice(1);
  const code = [...text.matchAll(/`([^`]+)`/g)].flatMap((match) => words(match[1]!));
  return [...tokens.filter((token) => /^["“'(]?[A-Z]/.test(token)).flatMap((token) => words(token)), ...code];
}
