import { sentencesOf } from "../../documents/sentences.js";
import { contentWords, normaliseForMatch } from "../../documents/words.js";
import type { ReadText } from "./facts.js";
import { releaseHeadings } from "./change-questions.js";
import { thirdPerson } from "./verb-lexicon.js";
import { perText } from "../../documents/per-text.js";

/**
 * Is a "What does X <verb>?" question specific enough for a person to know which of the document's statements it asks
 * for? "What does Beautiful Soup provide?" in the Beautiful Soup manual is not: the document says many things of its
 * main subject, and a light verb (provide, support, use, have, …) does not pick one of them out, so the sentence the
 * question was made from is one answer among many. A question is refused when both hold:
 *   - its verb is light: one that a subject does with many objects (LIGHT_VERBS);
 *   - its subject is one the document says many things of: the subject phrase is in the document's title, or it
 *     begins at least SUBJECT_SENTENCES sentences of what was read (it is their subject), or at least
 *     MENTION_SENTENCES sentences of what was read mention it;
 * unless the question carries other content (a qualifier such as "by default", a fronted scope "In lme4, …") whose
 * words, with the subject's, are found together in one sentence only of what was read: then they identify it.
 * A specific verb ("desugar to", "configure", "decode") fixes its object and is asked of any subject; a subject the
 * document names rarely ("the docs folder", "the package cdbs") identifies its sentence with any verb. Whatever its
 * verb, a change log's question is refused too when the text says its subject does two different things with that
 * verb and the question names nothing else to choose between them (objectsSaid).
 */

/** Verbs whose object the verb does not fix: a subject provides, supports, uses or has many things. */
export const LIGHT_VERBS = new Set([
  "provide", "support", "use", "consider", "pick", "have", "include", "allow", "make", "give", "take", "offer", "contain", "handle",
  "need", "require", "accept", "involve", "enable", "permit", "let", "help", "get", "keep", "hold", "cover", "treat", "see", "do",
  "expect", "assume", "add", "bring", "carry", "deal with", "work with", "rely on", "depend on", "supply",
  // Verbs of a tool's main activity, which its main subject does to everything: "What does Beautiful Soup find?"
  "find", "show", "return", "produce", "create", "generate", "search", "look for", "search for",
]);
/**
 * "define" of a tool, a language or a standard is light ("What does ANTLR define?" of its run-time manual, set 194: one
 * token class among the many it defines); of a part of code or of a document it is that part's content ("What does
 * clFFT.h define?", "What does the `required` validator define?", "What does the RTCRay structure define?"). So it is
 * light only of a subject written as prose: no code marks, no identifier's inner capital, no kind of part named.
 */
const DEFINING_CODE = /[`_./()<>]|\p{Ll}\p{Lu}/u;
const DEFINING_PART = /\b(?:struct|structure|type|header|file|module|class|macro|block|argument|option|parameter|element|attribute|tag|field|function|method|variable|constant|enum|enumeration|interface|schema|dtd|grammar|validator|record|section|directive|statement|keyword|key|property|rule|table|list|array|object|value|flag|setting|command)s?\b/i;
function lightVerb(verb: string, subject: string): boolean {
  return LIGHT_VERBS.has(verb) || (verb === "define" && !DEFINING_CODE.test(subject) && !DEFINING_PART.test(subject));
}
/** Sentences of what was read that begin with the subject: from this many on, the document says many things of it. */
export const SUBJECT_SENTENCES = 2;
/**
 * Sentences of what was read that mention the subject anywhere: from this many on, and this share of the sentences
 * read, it is a topic of the text ("Beautiful Soup" in 11 % of its manual's sentences, "AMQP" in 9 % of a routing
 * guide's; "package tseries" in 3 of a vignette's 346 is a thing named in passing).
 */
export const MENTION_SENTENCES = 3;
export const MENTION_SHARE = 0.05;

const QUESTION = /^(?:(?<scope>[^,?]{2,60}), )?[Ww]hat (?:does|do|will|can) (?<subject>.+?) (?:(?:also|[a-z]{3,}ly) )?(?<verb>[a-z]+(?: (?:with|on|for))?)(?: (?:you|users|the user)(?: to)? do)?(?<qualifier> by default)?\?$/;
const ARTICLE = /^(?:the|a|an)\s+/;

/**
 * "What does shuffleSet() return?" of a vignette that names shuffleSet() in a few sentences but says what it returns in
 * one: a call returns or produces one thing, and a sentence that says so with the call as its subject is the
 * only one the question can mean. Only of a name written as code (a call's parentheses, a dotted or underscored name,
 * backticks), never of the document's title; a verb the call is said with twice is still one answer among two. Not
 * "take", "accept" or "require": a call takes several arguments, and a sentence names one of them.
 */
const CALL_VERBS = new Set(["return", "produce", "create", "generate"]);
const CODE_NAME = /^(?:the )?(?:`[^`]+`|[A-Za-z_][\w.:]*\(\)|[a-z][a-z\d]*(?:[._][A-Za-z\d]+)+)(?: (?:function|method|call|helper))?$/;
function saidWith(subject: string, verb: string, sentences: readonly string[]): number {
  return objectsSaid(subject, verb, sentences).length;
}
/**
 * What the sentences say the subject does with the verb: the few words after the verb of each sentence with the subject
 * before it ("alpha now affects both fill and colour …", "alpha once again only affects fill …"), one per sentence.
 */
function objectsSaid(subject: string, verb: string, sentences: readonly string[]): string[] {
  const phrase = normaliseForMatch(subject).replace(ARTICLE, "").replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  if (!phrase) return [];
  const said = new RegExp(`(?:^| )${phrase} (?:(?:also|then|now|only|always|again|still|once|[a-z]+ly) ){0,3}(?:${thirdPerson(verb)}|will ${verb}|can ${verb})\\b((?: \\S+){0,4})`);
  return sentences.flatMap((sentence) => {
    const match = said.exec(normaliseForMatch(sentence));
    return match ? [match[1]!.trim()] : [];
  });
}

/** The questioner asks of the same read text once per region: its sentence view is made once per text (perText). */
const sentenceTexts = perText((text: ReadText): string[] => sentencesOf(text).map((sentence) => normaliseForMatch(sentence.text)));

/** How often what was read speaks of a subject. */
export interface SubjectSalience {
  /** Sentences that begin with the subject. */
  asSubject: number;
  /** Sentences that mention it anywhere. */
  mentions: number;
  /** The subject is in the document's title. */
  inTitle: boolean;
  /** Sentences read. */
  sentences: number;
}

/** Counts of a subject in the sentences of what was read (the sentence view, not lines) and in the title. */
export function subjectSalience(subject: string, sentences: readonly string[], title?: string): SubjectSalience {
  const phrase = normaliseForMatch(subject).replace(ARTICLE, "");
  if (!phrase) return { asSubject: 0, mentions: 0, inTitle: false, sentences: sentences.length };
  const pattern = phrasePattern(subject);
  // The phrase is the sentence's whole subject when a verb follows it: "AMQP uses …", not "zoo objects are …".
  const start = new RegExp(`^(?:(?:the|a|an) )?${phrase.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")} (?:(?:also|then|now|only|often|always|[a-z]+ly) )?(?:is|are|was|were|has|have|had|can|cannot|will|would|may|might|must|should|does|do|did|[a-z]+(?:s|ed))(?! (?:is|are|was|were|has|have|can|will|may|must|should)\\b)`);
  let asSubject = 0;
  let mentions = 0;
  for (const sentence of sentences) {
    const text = normaliseForMatch(sentence);
    if (!pattern.test(text)) continue;
    mentions++;
    if (start.test(text)) asSubject++;
  }
  return { asSubject, mentions, inTitle: title !== undefined && pattern.test(normaliseForMatch(title)), sentences: sentences.length };
}

/** The subject phrase as whole words of a normalised text ("mkdocs" is not in "mkdocs yml"), plural or possessive. */
function phrasePattern(subject: string): RegExp {
  const phrase = normaliseForMatch(subject).replace(ARTICLE, "").replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(`(?:^| )${phrase}(?:s|es|'s)?(?= |$)(?! (?:yml|yaml|json|toml|cfg|ini|txt|py|js|md|html)\\b)`);
}

/** The subject is one the document says many things of (see the file's comment). */
export function salient(salience: SubjectSalience): boolean {
  return salience.inTitle || salience.asSubject >= SUBJECT_SENTENCES || (salience.mentions >= MENTION_SENTENCES && salience.mentions >= MENTION_SHARE * salience.sentences);
}

/** The light-verb question's parts, or undefined when the question is not "What does X <light verb>?". */
export function lightVerbQuestion(question: string): { subject: string; verb: string; extra: string[] } | undefined {
  const match = QUESTION.exec(question.trim());
  if (!match?.groups) return undefined;
  const { scope, subject, verb, qualifier } = match.groups as { scope?: string; subject: string; verb: string; qualifier?: string };
  if (!lightVerb(verb!, subject!)) return undefined;
  const subjectWords = new Set(contentWords(subject!));
  const extra = contentWords(`${scope ?? ""} ${qualifier ?? ""}`).filter((word) => !subjectWords.has(word));
  return { subject: subject!, verb: verb!, extra };
}

/**
 * A subject that is a whole release or install of the software, not one part of it: "version 1.1", "release 2.0",
 * "the default installation", "the library". (A package named by its name, "the sp package", is left to the salience
 * rule below: "What does the sp package provide?" is the package's tagline, asked and answered in its introduction.) Whatever the document's salience of it, "What does
 * version 1.1 use?" or "What does the default installation rely on?" asks for one of everything that release or
 * install uses, and the sentence gives one (a new prior, one random number generator) that the question does not name.
 */
const WHOLE_SUBJECT =
  /^(?:(?:version|release|v)\s*\d+(?:\.\d+)*[a-z]?|(?:the\s+)?(?:(?:new|current|latest|default|standard|basic|base|full|minimal|stable|whole|entire|typical)\s+)?(?:package|installation|install|library|release|distribution|version|software|build))$/i;
/** Verbs a whole release or install does with many objects: the light verbs, and a release's "fix" and "change". */
const WHOLE_VERBS = new Set([...LIGHT_VERBS, "fix", "change", "improve", "introduce", "ship", "bundle", "depend", "rely"]);

/**
 * "What does version 1.1 use?", "What does the CVXOPT package provide?": a light verb of a whole release, package or
 * installation, with nothing else in the question that says which of its things is asked (see WHOLE_SUBJECT).
 */
export function wholeSubject(question: string): string | undefined {
  const match = QUESTION.exec(question.trim());
  if (!match?.groups) return undefined;
  const { scope, subject, verb, qualifier } = match.groups as { scope?: string; subject: string; verb: string; qualifier?: string };
  const head = verb.split(" ")[0]!;
  if (scope !== undefined || qualifier !== undefined || !(WHOLE_VERBS.has(verb) || WHOLE_VERBS.has(head)) || !WHOLE_SUBJECT.test(subject.trim())) return undefined;
  return `"${subject}" is a whole release, package or installation and "${verb}" does not say which of its things is meant`;
}

/**
 * A reusable judge for one read text: the sentence view is built once, on first use, for every question asked of it.
 * Returns a reason when the question is too vague for its subject, undefined when it is specific enough.
 */
export function specificityJudge(text: ReadText, title?: string): (question: string) => string | undefined {
  const light = (question: string): string | undefined => {
    const parts = lightVerbQuestion(question);
    if (!parts) return undefined;
    const sentences = sentenceTexts(text);
    // "Beautiful Soup 4" is Beautiful Soup: a version number after a name does not make it another subject.
    const salience = subjectSalience(parts.subject.replace(/\s+v?\d+(?:\.\d+)*[a-z]?$/i, ""), sentences, title);
    if (!salient(salience)) return undefined;
    if (!salience.inTitle && CALL_VERBS.has(parts.verb) && CODE_NAME.test(parts.subject) && saidWith(parts.subject, parts.verb, sentences) <= 1) return undefined;
    // "What does `WebKit.uri_for_display()` return?" on that call's own page (gi-docgen's, its title the call's name):
    // the page says what its call returns once, under its "Return value".
    if (parts.verb === "return" && title !== undefined && parts.subject.replace(/^`|\(\)`?$|`$/g, "") === title.trim()) return undefined;
    if (parts.extra.length > 0) {
      const mentions = phrasePattern(parts.subject);
      const together = sentences.filter((sentence) => {
        const text = ` ${sentence} `;
        return mentions.test(sentence) && parts.extra.every((word) => text.includes(` ${word}`));
      }).length;
      if (together <= 1) return undefined;
    }
    const why = salience.inTitle ? "is in the document's title" : salience.asSubject >= SUBJECT_SENTENCES ? `is the subject of ${salience.asSubject} sentences` : `is mentioned in ${salience.mentions} sentences`;
    return `"${parts.subject}" ${why} and "${parts.verb}" does not say which of the things it ${thirdPerson(parts.verb)} is meant`;
  };
  const twice = (question: string): string | undefined => {
    // "What does `alpha` affect?" of a NEWS file that says "`alpha` now affects both fill and colour" in one release and
    // "alpha once again only affects fill" in a later one (set 195): in a change log, whatever the verb, a subject the
    // text says it does two different things with, and nothing else in the question to choose (no release), has two
    // answers. (Elsewhere two sentences may say one thing in two wordings, "implements GInitable" and "implements the
    // GInitable interface"; the light verbs' rule above reads those.)
    const asked = QUESTION.exec(question.trim())?.groups;
    if (asked && asked.scope === undefined && asked.qualifier === undefined && releaseHeadings(text) >= 2) {
      const objects = new Set(objectsSaid(asked.subject!, asked.verb!, sentenceTexts(text)));
      if (objects.size >= 2) return `the text says "${asked.subject}" ${thirdPerson(asked.verb!)} ${objects.size} different things and the question does not say which`;
    }
    return undefined;
  };
  return (question) => wholeSubject(question) ?? light(question) ?? twice(question);
}
