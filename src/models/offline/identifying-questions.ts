import { holdsMath } from "./inline-math.js";

/**
 * Identifying sentences: a subject that describes a thing without naming it, and a complement that names it.
 *   "A family concerned with the modelling of reaction times is the wiener model."  → "Which family is concerned with
 *                                                                                      the modelling of reaction times?"
 *   "One format that is especially suited to streaming is the NDJSON format."       → "Which format is especially suited
 *                                                                                      to streaming?"
 *   "A multivariate generalization of the Beta family is the dirichlet family."     → "What is a multivariate
 *                                                                                      generalization of the Beta family?"
 * English puts the new information last: in "A N that … is the X", the indefinite subject is what the reader is told
 * (a description) and the definite complement is the thing it picks out, so the description asks and the name answers.
 * The description must say which one by itself: a head noun with a restrictive modifier of its own (a participle, a
 * relative clause, a prepositional phrase), no word that points back ("another", "both", "such", "the same", "these"),
 * and no formula. The answer is the name alone: it ends before what the sentence adds of it ("with density …",
 * "(…)", ", which …"), and it is never a formula.
 */

/** Words that point back at something said before: the description is then not one of its own. */
const POINTS_BACK = /^(?:another|other|both|such|same|similar|further|these|those|this|it|its|they|their|them|above|below|former|latter|previous|following|aforementioned|said|second|third|last|next|latter|also|again|here|there)$/i;
/** A participle or adjective that opens a restrictive modifier after the head noun: "concerned with", "suited to". */
const PARTICIPLE = /^(?:[a-z]{3,}ed|[a-z]{3,}en|suited|available|able|capable|responsible|useful|appropriate|built|made|known|designed|written)$/;
/** Prepositions that open a prepositional modifier: "generalization of", "alternative to". */
const PREPOSITION = /^(?:of|to|for|in|on|with|between|from|against|over)$/;
/** Nouns too bare to ask "Which …?" with: "A way …", "One thing …", "An example …" ask nothing in particular. */
const BARE_HEADS = /^(?:thing|things|one|way|example|instance|case|point|note|idea|problem|question|answer|reason|result|part|step|time|lot|number|bit|kind|sort|type)$/i;
/** Nouns in "-ly", which is otherwise an adverb's ending. */
export const LY_NOUNS = /^(?:family|assembly|supply|anomaly|monopoly|reply|ally|poly|rally|italy|jelly|belly)$/;
export interface Identified {
  question: string;
  answer: string;
}

/**
 * The question an identifying sentence answers, or undefined. `sentence` is one whole sentence (its discourse opener
 * and a fronted condition already taken off by the caller).
 */
export function identifyingFact(sentence: string): Identified | undefined {
  const body = sentence.replace(/[.!?]["”’')]*$/, "").trim();
  const opened = /^(A|An|One)\s+(\S.*)$/.exec(body);
  if (!opened) return undefined;
  // The verb is the first " is " whose subject and complement both read: a relative clause of the subject has its own
  // ("One family that is especially suited to … is the exgaussian family").
  for (const match of body.matchAll(/ is /g)) {
    const found = identified(opened[1]!, body.slice(0, match.index), body.slice(match.index! + " is ".length));
    if (found) return found;
  }
  return undefined;
}

function identified(determiner: string, subject: string, complement: string): Identified | undefined {
  if (holdsMath(subject)) return undefined;
  const words = subject.split(/\s+/);
  if (words.length < 3 || words.length > 16 || words.some((word) => POINTS_BACK.test(word.replace(/[,;:]$/, "")))) return undefined;
  if (/[,;:()]/.test(subject)) return undefined;
  // The head noun phrase: up to three words after the determiner, then the modifier.
  let modifierAt = -1;
  for (let index = 2; index <= Math.min(4, words.length - 1); index++) {
    const word = words[index]!;
    if (/^(?:that|which|who|when)$/.test(word) || PREPOSITION.test(word) || PARTICIPLE.test(word)) {
      modifierAt = index;
      break;
    }
  }
  if (modifierAt < 0) return undefined;
  const head = words[modifierAt - 1]!;
  const before = words.slice(1, modifierAt - 1);
  // The head is a noun: no adjective or adverb ("A feature currently exclusive to …" has its modifier before "to").
  const adverb = (word: string) => /ly$/.test(word) && !LY_NOUNS.test(word);
  if (!/^[a-z][a-z-]{2,}$/.test(head) || BARE_HEADS.test(head) || adverb(head) || before.some((word) => !/^[a-z][a-z-]*$/.test(word) || adverb(word))) return undefined;
  // "A set of …", "A number of …": a quantity, not a thing.
  if (/^(?:set|number|lot|couple|variety|range|list|group|series|pair|bunch|majority|part|piece)$/.test(head) && words[modifierAt] === "of") return undefined;
  const modifier = words.slice(modifierAt);
  // The modifier must say something of its own: a content word after its opener ("an alternative to aptitude").
  if (modifier.length < 2 || !modifier.slice(1).some((word) => /^[A-Za-z][A-Za-z_.-]{3,}$/.test(word) && !/^(?:that|which|with|from|into|than|this|also|only|very|more|most)$/i.test(word))) return undefined;
  const answer = nameOf(complement, KINDS.test(head));
  if (!answer) return undefined;
  const opener = modifier[0]!;
  const rest = modifier.slice(1).join(" ");
  const noun = [...before, head].join(" ");
  if (/^(?:that|which|who)$/.test(opener)) {
    // "One family that is especially suited to …" → "Which family is especially suited to …?"; a relative clause whose
    // own verb is plural ("that are …") is not about one thing.
    if (!/^(?:is|has|can|[a-z]+s)\b/.test(rest) || /^(?:is|has|can) (?:the|a|an)\b/.test(rest)) return undefined;
    return { question: `Which ${noun} ${rest}?`, answer };
  }
  if (PARTICIPLE.test(opener)) return { question: `Which ${noun} is ${opener} ${rest}?`, answer };
  // A prepositional modifier belongs to a relational noun ("a generalization of X", "an alternative to Y"): the
  // description as written, with its article, is what is asked.
  const description = `${determiner.toLowerCase()} ${subject.slice(determiner.length + 1)}`;
  return { question: `What is ${description}?`, answer };
}

/**
 * A noun phrase with no article: words only, the first no function word, adverb, participle or judging adjective;
 * one word only when it is written as a name ("Rcpp", "mclust_fit").
 */
function bareName(words: string[], kind: boolean): boolean {
  if (!words.every((word) => /^[A-Za-z][\w.-]*$/.test(word)) || words.some((word) => POINTS_BACK.test(word))) return false;
  const first = words[0]!;
  const last = words.at(-1)!;
  const plain = (word: string) => /^[a-z]+$/.test(word);
  if (/^(?:a|an|its|their|his|her|our|your|my|not|also|still|very|often|usually|always|never|to|in|on|of|for|by|as|at|from|with|about|no|any|some|all|each|every|used|given|shown|based|done|made|what|how|why|when|where|who|which|whether|that|there|then|now|thus|more|less|most|least|much|many|few|somewhat|quite|rather|fairly|too|so|just|only|even|nothing|something|anything|everything|beyond|available|possible|necessary|important|needed|required)$/i.test(first)) return false;
  if (plain(first) && /(?:ly|ing|ed|ful|ous|ive|able|ible|ic|al|ant|ent|ary|less|er|est)$/.test(first) && !LY_NOUNS.test(first)) return false;
  if (plain(last) && /(?:ous|ful|ive|able|ible|less|ed)$/.test(last)) return false;
  // One word: a name as written ("JSON", "type.multinomial", "apt-get"), or any word where the head is a kind of
  // software thing that a bare word names ("An important option that controls … is method").
  return words.length >= 2 || /[A-Z_.\d-]/.test(first.slice(1)) || /^[A-Z]{2,}$/.test(first) || kind;
}

/** Kinds of things a manual names by a bare word. */
const KINDS = /^(?:option|argument|parameter|function|package|command|setting|field|attribute|method|class|tool|format|module|library|variable|flag|keyword)$/;

/**
 * The name a complement gives: "the wiener diffusion model", "the dirichlet family" of "the dirichlet family with
 * density \[…\]". It ends before an addition of its own; it is short, definite, and no formula.
 */
function nameOf(complement: string, kind = false): string | undefined {
  const parts = complement.split(/(\s+(?:with|where|which|whose|and|or|but|so|because|since|if|when|while|see)\s|\s*(?<!\\)[(,;:\u2014]|\s+-\s|\s+(?:that|who|as|for|in|to|of|on|from|by)\s)/);
  const cut = parts[0]!.trim();
  // "the possibility to impute …", "the case of …": a complement cut before its own complement is not whole.
  if (parts.length > 1 && /^\s+(?:that|who|as|for|in|to|of|on|from|by)\s$/.test(parts[1]!)) return undefined;
  const words = cut.split(/\s+/);
  if (words.length > 7) return undefined;
  // "is market segmentation": a bare noun phrase names a thing as "the …" does; "is a …" classifies, it names nothing.
  if (!/^the$/i.test(words[0]!) && !bareName(words, kind)) return undefined;
  if (/^the$/i.test(words[0]!) && words.length < 2) return undefined;
  if (holdsMath(cut) || /[`*_]{2}/.test(cut)) return undefined;
  if (words.slice(1).some((word) => POINTS_BACK.test(word))) return undefined;
  // "the same", "the first": an ordinal or identity is no name.
  if (/^(?:same|first|one|only|case|following|latter|former|default|result|reason|problem|answer)$/i.test(words[1]!)) return undefined;
  return cut;
}

/**
 * A kind of thing named inside a sentence and described by a relative clause of its own:
 *   "Recent versions include the svtol argument that specifies a maximum for the relative change."
 *                                                      → "Which argument specifies a maximum for the relative change?" / "svtol"
 *   "Moran.I gains the option alternative which specifies the alternative hypothesis." → "Which option specifies the
 *                                                        alternative hypothesis?" / "alternative"
 *   "Package spatial has the function correlogram that computes and plots spatial correlograms."
 * Manuals introduce an argument, option or function this way, and the clause says what it is for: the description
 * asks and the name answers, as in an identifying sentence. The kind is one a manual names by a bare word (KINDS),
 * the name one word (code or a word that is no adjective), the clause's verb singular ("specifies", "computes and
 * plots") and its object ends at the clause's end (a comma, a parenthesis, a semicolon or the sentence's end).
 */
export interface NamedRelative {
  kind: string;
  name: string;
  /** The relative clause without its pronoun: "specifies the alternative hypothesis". */
  clause: string;
}

/** Words before a kind that describe it rather than name it ("the default argument that …", "a new option which …"). */
const DESCRIBING_WORD = /^(?:a|an|the|this|that|these|those|its|their|our|your|new|old|main|default|first|second|third|last|only|same|other|another|extra|single|special|custom|relevant|following|previous|next|optional|additional|further|corresponding|respective|generic|internal|external|top-level|user-defined|standard|usual|original|simple|basic|final|initial|actual|real|given|specific|general|key|core|own|such|which|that|whose|some|any|each|every|one|two|three)$/i;
/** Nouns that follow a kind to make a compound noun ("function factory", "option parser", "class hierarchy"). */
const COMPOUND_HEADS = /^(?:factory|factories|call|calls|body|definition|definitions|name|names|object|objects|value|values|signature|family|interface|wrapper|generator|list|vector|type|types|manager|space|table|file|files|string|label|level|levels|set|sets|mechanism|syntax|parser|hierarchy|handler|handlers|template|pointer|reference|expression|argument|arguments|option|options|method|methods|group|groups|dialog|menu|page|panel|manual|documentation|version|versions|system|library|code|tree|graph|plot|approach|structure|attribute|attributes|definition|composition|evaluation|application|declaration|member|members)$/i;
/** Adjective endings of English: "the numerical argument", "a useful function". */
const ADJECTIVE_ENDING = /(?:al|ive|ed|ing|ous|ful|able|ible|ic|ent|ant|ary|less|er|est|ly)$/;
/** The kinds a named relative introduces (question-analysis.ts reads "Which <kind> …?" with them). */
export const NAMED_KINDS = "option|argument|parameter|function|package|command|setting|field|attribute|method|class|flag|keyword";
const NAMED_RELATIVE = new RegExp(
  String.raw`\b(?:the|an?)\s+(?:(${NAMED_KINDS})\s+([^\s,;:()]+)|([^\s,;:()]+)\s+(${NAMED_KINDS}))\s+(?:that|which)\s+([a-z]{3,}s(?:\s+and\s+[a-z]{3,}s)?\s+[^,;:()]+?)\s*(?=$|[,;:(]|\.(?:\s|$))`,
  "g",
);

export function namedRelatives(sentence: string): NamedRelative[] {
  const found: NamedRelative[] = [];
  for (const match of sentence.replace(/\s+/g, " ").matchAll(NAMED_RELATIVE)) {
    // Only an object's: as the sentence's subject ("The tol argument that bounds X is new"), the clause's end is the
    // sentence's own verb, which this reading cannot tell from the clause's object.
    if (match.index === 0) continue;
    // "an extension of the DeviceManager class which handles …": after "of", the clause may say what the head noun
    // before it does (the extension handles them), not the named thing.
    if (/\bof\s*$/i.test(sentence.replace(/\s+/g, " ").slice(0, match.index))) continue;
    // "useful in constructing a loginHandler function which provides a JSON response": one that the reader would write
    // (after "constructing", "writing", … with "a"), no function of the page's that the clause identifies.
    if (/^an?\s/i.test(match[0]) && /\b(?:constructing|writing|defining|creating|implementing|building)\s*$/i.test(sentence.replace(/\s+/g, " ").slice(0, match.index))) continue;
    const kind = (match[1] ?? match[4])!;
    const name = (match[2] ?? match[3])!.replace(/^[`'"“‘]|[`'"”’]$/g, "");
    // A name before its kind must read as one: code, or a word that is neither a function word nor an adjective.
    const code = /[_.$()\d]|[a-z][A-Z]/.test(name);
    // "a function factory that creates …", "the function call that …": a noun after the kind makes a compound with it.
    if (!code && match[2] !== undefined && COMPOUND_HEADS.test(name)) continue;
    // "the model function that returns …" describes a function by its role; "the svtol argument" names one: a plain word
    // before its kind names only an argument, an option or the like, which a manual calls by its identifier.
    if (!code && match[3] !== undefined && !/^(?:option|argument|parameter|setting|field|attribute|flag|keyword)$/.test(kind)) continue;
    if (!code && (DESCRIBING_WORD.test(name) || POINTS_BACK.test(name) || (match[3] !== undefined && ADJECTIVE_ENDING.test(name)) || !/^[A-Za-z][\w.-]*$/.test(name))) continue;
    // "the function which is …", "an option that has …": a verb that classifies or owns says nothing the name is for.
    const clause = match[5]!.trim();
    // "an env argument that defaults to parent.frame()": a clause cut before a call's parentheses has lost its object.
    if (!/\s$/.test(match[0]) && sentence.replace(/\s+/g, " ").charAt(match.index! + match[0].length) === "(") continue;
    if (/^(?:is|has|was|does|needs|seems|looks|means|takes|makes|gets|comes|goes|belongs|lies)\b/.test(clause) || holdsMath(clause)) continue;
    const words = clause.split(" ");
    // "the argument weights which specifys w": an object of one letter or symbol is a formula's, which the question cannot say.
    if (!words.slice(1).some((word) => /^[A-Za-z][\w.-]{2,}$/.test(word) && !/^(?:the|and|for|its|all|any)$/i.test(word))) continue;
    // "from one iteration to the next" points at nothing said before.
    if (words.length < 2 || words.length > 18 || clause.replace(/\bfrom one \S+ to the next\b/g, "").split(" ").some((word) => POINTS_BACK.test(word))) continue;
    found.push({ kind, name, clause });
  }
  return found;
}

/** The question a named relative asks: "Which argument specifies the tolerance?" */
export function namedRelativeFact(sentence: string): Identified | undefined {
  const [first] = namedRelatives(sentence);
  return first ? { question: `Which ${first.kind} ${first.clause}?`, answer: first.name } : undefined;
}
