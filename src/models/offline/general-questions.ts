import { answerPhrase, conditionCut } from "./phrase-bounds.js";
import { BASE, BASE_FORMS, isKnownVerb, isVerbBase, PREPOSITIONAL } from "./verb-lexicon.js";
import { contentWords } from "../../documents/words.js";

/**
 * The last-resort shape of the statement questioner, after Heilman & Smith's syntactic question generation ("Good
 * Question!", 2010) cut down to what can be done safely without a parser: a declarative sentence whose subject names
 * one thing and whose verb is a present-tense verb of common English, with its object as the answer phrase.
 *   "Advanced range syntax desugars to primitive comparators."  → "What does advanced range syntax desugar to?"
 *   "The `hilo` argument selects the direction of the test."    → "What does the `hilo` argument select?"
 *   "Caret ranges allow changes that do not modify …"          → "What do caret ranges allow?"
 * The verb must be one of a fixed list of verbs (base forms), so that a plural noun ("arguments", "results") is never
 * taken for one; the object must open like a noun phrase (an article, a determiner, a number, code or a name), so that
 * an intransitive use ("fails if …") or a clause ("shows that …") asks nothing. The subject's checks, the answer's
 * checks and the ranking (after every specific shape) are the statement questioner's.
 */

/** Nouns that end like an adverb: "The binomial family supports …" has its verb after "family". */
const LY_NOUN = /^(?:family|assembly|supply|anomaly|monopoly|reply|ally|poly|rally)$/;

/**
 * What an object noun phrase never opens with: a clause ("that …", "whether …", "how …"), a preposition (the verb is
 * used intransitively: "fails with …"), a pronoun that points elsewhere, an adverb or a participle.
 */
const NOT_AN_OBJECT = /^(?:of|is|are|was|were|be|been|being|will|would|can|cannot|could|may|might|must|shall|should|has|have|had|does|do|did|that|whether|if|how|what|when|where|why|which|who|whom|to|by|in|on|at|with|from|for|into|onto|as|than|about|after|before|during|over|under|through|via|it|them|this|these|those|us|you|me|him|her|itself|themselves|there|not|so|too|very|well|up|out|down|off|back|and|or|but|[a-z]+ly|[a-z]{3,}ing|[a-z]{3,}ed)$/i;

export interface GeneralSplit {
  /** The sentence's subject words, as written (before the verb). */
  subjectWords: string[];
  /** The verb as the question asks with it: "desugar to", "select", "allow". */
  base: string;
  /** "does" for a singular subject, "do" for a plural one, or the sentence's modal ("can", "will"). */
  auxiliary: "does" | "do" | "can" | "will";
  /** An adverb between subject and verb that hedges the claim ("often", "usually"): the question keeps it. */
  hedge?: string;
  /** The object, up to the clause's end. */
  object: string;
}

/**
 * "Defines how the kernel will handle unknown object classes …" (set 205's CIL reference): a description that opens
 * with its verb in the third person, before a clause or an object, has no subject ("Defines how the kernel" is none:
 * "What will defines how the kernel handle?"); nor does one that opens with its verb's base form before a clause.
 */
export function opensWithItsVerb(tokens: readonly string[]): boolean {
  if (/^\p{Lu}\p{Ll}+s$/u.test(tokens[0] ?? "") && isKnownVerb(tokens[0]!.toLowerCase()) && /^(?:how|what|whether|which|when|where|if|that|the|a|an|all|each|every|one|two|any|its|their)$/.test(tokens[1] ?? "")) return true;
  // "Set whether the event box uses a visible … window." (gtk-doc's description of a setter, set 215): a verb in its
  // base form before an embedded question is an instruction or a call's summary, no subject ("What does set whether
  // the event box use?").
  return /^\p{Lu}\p{Ll}+$/u.test(tokens[0] ?? "") && isVerbBase(tokens[0]!.toLowerCase()) && /^(?:how|what|whether|which|if)$/.test(tokens[1] ?? "");
}

/**
 * The subject, verb and object of a declarative sentence whose verb is one of VERBS in the present tense, or
 * undefined. An adverb between subject and verb is left out of both ("X also supports Y").
 */
export function generalSplit(sentence: string, maxSubjectWords: number): GeneralSplit | undefined {
  const body = sentence.replace(/[.!?]["”’')]*$/, "");
  const tokens = body.split(" ");
  // "Whenever Lua calls C, it ensures …": a clause that opens with a conjunction is the sentence's condition, not its
  // subject and verb ("What does whenever Lua call?").
  if (/^(?:whenever|when|if|once|while|although|though|because|since|unless|until|after|before|as|wherever|whereas)$/i.test(tokens[0] ?? "")) return undefined;
  if (opensWithItsVerb(tokens)) return undefined;
  for (let index = 1; index <= Math.min(maxSubjectWords, tokens.length - 2); index++) {
    const previous = tokens[index - 1]!;
    if (/[,;:]$/.test(previous)) return undefined; // an introductory phrase or a list, not a subject
    // "A single Git repository can maintain multiple branches": a modal before a verb of the list.
    const modal = /^(?:can|will)$/.test(tokens[index]!) && !/^(?:the|a|an|this|that|these|those|its|their|of|for|in|on|to|with|by|from|and|or)$/i.test(previous) ? tokens[index]! as "can" | "will" : undefined;
    if (modal) {
      // "lazy_eval() will always coerce …": an adverb of frequency after the modal is left out of the question, as
      // after the subject ("X always coerces …").
      const verbAt = /^(?:also|always|[a-z]{3,}ly)$/.test(tokens[index + 1] ?? "") ? index + 2 : index + 1;
      const verb = tokens[verbAt] ?? "";
      const phrasal = BASE_FORMS.has(`${verb} ${tokens[verbAt + 1] ?? ""}`) ? `${verb} ${tokens[verbAt + 1]}` : BASE_FORMS.has(verb) ? verb : undefined;
      if (!phrasal) return undefined;
      const rest = tokens.slice(verbAt + phrasal.split(" ").length).join(" ");
      const object = answerPhrase(rest, 0);
      if (!object || conditionCut(rest, 0, object) || NOT_AN_OBJECT.test(object.split(" ")[0]!.replace(/[,;:]$/, ""))) return undefined;
      return { subjectWords: tokens.slice(0, index), base: phrasal, auxiliary: modal, object, ...hedgeOf(tokens[index + 1]) };
    }
    if (/^(?:that|which|who|whom|whose|when|if|because|although|while|whether|where|can|could|may|might|must|should|will|would|shall|has|have|had|does|do|did|not|is|are|was|were|be|been)$/i.test(tokens[index]!)) return undefined;
    const adverb = /^(?:also|then|thus|therefore|hence|now|only|often|further|again|still|always|just|even|already|[a-z]{3,}ly)$/.test(tokens[index]!) && !LY_NOUN.test(tokens[index]!) && !/^(?:only|apply|supply|reply)$/.test(tokens[index + 1] ?? "x");
    const at = adverb ? index + 1 : index;
    const word = tokens[at] ?? "";
    const next = tokens[at + 1] ?? "";
    // A verb after a determiner or a preposition is a noun ("the returns", "of uses").
    if (/^(?:the|a|an|this|that|these|those|its|their|of|for|in|on|to|with|by|from|and|or)$/i.test(previous)) continue;
    const singular = BASE.get(`${word} ${next}`) ?? BASE.get(word);
    const plural = !singular && /[a-z][^sui]s$/.test(previous) && (BASE_FORMS.has(`${word} ${next}`) ? `${word} ${next}` : BASE_FORMS.has(word) ? word : undefined);
    const base = singular ?? (plural || undefined);
    if (!base) continue;
    // "eBPF registers map 1:1 to hardware registers": the word read as the verb is a noun the sentence uses again as one,
    // and a verb's base form follows it, the sentence's verb.
    if (singular && (BASE_FORMS.has(next) || isVerbBase(next)) && tokens.slice(at + 2).some((token) => token.replace(/[.,;:]$/, "") === word)) return undefined;
    // "Tests of equality between sets …": a subject that ends in a function word was cut inside a noun phrase.
    if (/^(?:of|for|in|on|to|with|by|from|between|and|or|the|a|an)$/i.test(previous)) return undefined;
    const objectAt = at + base.split(" ").length;
    const rest = tokens.slice(objectAt).join(" ");
    const object = answerPhrase(rest, 0);
    // "GLOBUS_TRUE if the tree is a relation" of "… and its name matches the parameter": half a condition (set 202).
    if (!object || conditionCut(rest, 0, object) || NOT_AN_OBJECT.test(object.split(" ")[0]!.replace(/[,;:]$/, ""))) return undefined;
    return { subjectWords: tokens.slice(0, index), base, auxiliary: singular ? "does" : "do", object, ...(adverb ? hedgeOf(tokens[index]) : {}) };
  }
  return undefined;
}

/**
 * Adverbs of frequency or degree that hedge a claim: "Nonlinear optimizers often report false convergence" asked as
 * "What do nonlinear optimizers report?" turns a tendency into a rule, so the question keeps the hedge ("What do
 * nonlinear optimizers often report?"), as the statement shapes keep theirs.
 */
const HEDGE = /^(?:often|usually|sometimes|typically|generally|mostly|frequently|occasionally|commonly|rarely|seldom|normally|largely|mainly|partly|possibly|probably)$/;

function hedgeOf(word: string | undefined): { hedge: string } | Record<string, never> {
  return word !== undefined && HEDGE.test(word) ? { hedge: word } : {};
}

/** A subject too vague to stand alone even when the statement questioner accepts it: "the user", "one", "you". */
export function vagueSubject(subjectWords: string[]): boolean {
  const content = contentWords(subjectWords.join(" "));
  return content.length === 0 || /^(?:you|we|i|one|people|everyone|someone|anyone|nobody|users?|the user)$/i.test(subjectWords.join(" "));
}

const PREPOSITION = /^(?:(only|just|mainly|mostly|primarily|also|directly|always|solely|exclusively)\s+)?(to|with|on|of|in|into|for|from|about|at|by|upon|onto|as|over|under|through|via|back)\s+(\S.*)$/i;

/**
 * "What does X VERB?" with an answer that opens with a preposition: the verb's own preposition was left in the answer.
 * Keeps it with the verb when it is the verb's own ("What does X apply to?" — "the string form"), refuses otherwise
 * (undefined). Questions of other shapes, and those whose verb already has its particle, are returned unchanged.
 */
export function withVerbPreposition(question: string, answer: string): { question: string; answer: string } | undefined {
  const asked = /^(.*\bWhat (?:does|do|can|will) .+ )([a-z]+)((?: by default)?)\?$/.exec(question);
  const opened = PREPOSITION.exec(answer);
  // "What can X be used for?": a passive or a verb that has its particle already asks with it.
  if (!asked || !opened || / be [a-z]+ $/.test(asked[1]!) || PREPOSITION.test(`${asked[2]} x`)) return { question, answer };
  const [, head, verb, tail] = asked;
  if (PREPOSITIONAL[verb!] !== opened[2]!.toLowerCase()) return undefined;
  return { question: `${head}${verb} ${opened[2]!.toLowerCase()}${tail}?`, answer: opened[3]! };
}

/**
 * Light verbs whose object is a fixed part of the verb: "give rise to", "make use of", "take care of", "keep track of",
 * "take place". Cut after the light verb, the question drops the part its answer depends on ("What do the models
 * give?" — "rise to predictive densities"). A fixed part that ends in a preposition goes into the question ("What do
 * the models give rise to?" — "predictive densities"); one that does not ("take place", "make sense") leaves no object
 * to ask for.
 */
const FIXED_PARTS: Record<string, RegExp> = {
  give: /^(rise to|way to|birth to)\s+(\S.*)$|^(rise|way)$/i,
  make: /^(use of|sense of|fun of|room for)\s+(\S.*)$|^(sense|sure|certain|do|way)\b/i,
  take: /^(care of|advantage of|account of|note of|hold of|charge of|part in|into account|precedence over|place of)\s+(\S.*)$|^(care|place|part|advantage|note|account|effect|precedence|turns|shape|time)\b/i,
  keep: /^(track of|an eye on|hold of)\s+(\S.*)$|^(track|in mind|going|up)\b/i,
  pay: /^(attention to)\s+(\S.*)$|^(attention|off)\b/i,
  lose: /^(track of|sight of)\s+(\S.*)$/i,
};

/**
 * "What does X help?" — "make open source sustainable": "help", "let" and "make" take a bare infinitive, so the answer
 * opens with a verb whose own object follows; asked as "What does X help do?" the question keeps the verb it drops.
 * "let" and "make" are refused instead ("lets you decide …" is asked by its own shape).
 */
const BARE_INFINITIVE_VERBS = /^(?:help|let|make)$/;

/** Words that open a noun phrase after "help" ("helps new users", "helps the reader"), never a verb. */
const NOUN_PHRASE_OPENING = /^(?:the|a|an|this|that|these|those|you|your|it|its|them|their|us|our|me|my|him|her|his|one|each|every|all|any|some|many|most|more|both|other|new|old|such|no)$/;
/**
 * The first word of what follows "help" is a bare infinitive: a known verb, or a lower-case word with no ending of a
 * noun in the plural, a participle, an adverb or an adjective ("make", "mitigate"; not "developers", "existing").
 */
function bareInfinitive(word: string): boolean {
  if (NOUN_PHRASE_OPENING.test(word)) return false;
  return isVerbBase(word) || !/(?:s|ed|ing|ly|al|ic|ous|ful|ive|able|ible|er|est|ion|ment|ness|ity)$/.test(word);
}

/**
 * A "What does X VERB?" question whose verb's fixed part or bare infinitive was left in the answer: mended by moving
 * the fixed part into the question, undefined when it cannot be (refused), unchanged otherwise.
 */
export function withFixedComplement(question: string, answer: string): { question: string; answer: string } | undefined {
  const asked = /^(.*\bWhat (?:does|do|can|will) .+ )([a-z]+)((?: by default)?)\?$/.exec(question);
  if (!asked) return { question, answer };
  const [, head, verb, tail] = asked;
  const fixed = FIXED_PARTS[verb!]?.exec(answer.trim());
  if (fixed) return fixed[1] ? { question: `${head}${verb} ${fixed[1].toLowerCase()}${tail}?`, answer: fixed[2]! } : undefined;
  if (BARE_INFINITIVE_VERBS.test(verb!)) {
    const opening = /^(?:to\s+)?([a-z]+)\s+(\S.*)$/.exec(answer.trim());
    if (opening && bareInfinitive(opening[1]!)) {
      return verb === "help" ? { question: `${head}help do${tail}?`, answer: answer.trim().replace(/^to\s+/, "") } : undefined;
    }
  }
  return { question, answer };
}

/**
 * Where an answer runs past its object into a second predicate, cut it there: "the fit dramatically but can in turn be
 * improved by …" → "the fit"; "`{` and end with `}`" → "`{`". A trailing adverb after the object ("dramatically") is
 * not part of the object either.
 */
export function answerToObject(answer: string): string {
  const second = /\s*,?\s+(?:but|yet|whereas|while)\s.*$|\s*,?\s+(?:and|or)\s+(?:(?:can|could|may|might|will|would|must|should|does|do|did|is|are|was|were|has|have|had|cannot|then)\b|([a-z]+)\s+(?:with|to|on|into|from|at)\s).*$/;
  // "and end with …": a second verb (one of the known verbs, in either number) with its preposition after the object.
  let cut = answer.replace(second, (match, word?: string) => !word || isKnownVerb(word) ? "" : match);
  // "models and uses frobgen to search …": a known verb with its object and an infinitive of purpose is a second
  // predicate of the subject, not a noun of the object's list.
  cut = cut.replace(/,?\s+and\s+([a-z]{3,}s)\s+\S+\s+to\s+[a-z]{2,}\s.*$/, (match, word: string) => (isKnownVerb(word) ? "" : match));
  // ", and optional arguments take the form …": a second clause, its own subject (one to three words) and a known verb.
  cut = cut.replace(/,\s+(?:and|or)\s+(\S.*)$/, (match, rest: string) => {
    const words = rest.split(/\s+/);
    const verbAt = [1, 2, 3].find((at) => at < words.length - 1 && /^[a-z]+$/.test(words[at]!) && isKnownVerb(words[at]!));
    return verbAt !== undefined && words.slice(0, verbAt).every((word) => /^[A-Za-z]+$/.test(word)) && !/^(?:the|a|an)$/i.test(words[verbAt - 1]!) ? "" : match;
  });
  const trailing = /\s+(?!(?:only|family|assembly|supply|apply|reply|anomaly|monopoly|multiply|comply|imply|rely|ally|italy|jelly|belly|rally|poly|friendly|elderly|lonely|costly|ugly|early|daily|weekly|monthly|yearly|hourly)$)[a-z]{3,}ly$/i;
  while (trailing.test(cut)) cut = cut.replace(trailing, "");
  return cut;
}
