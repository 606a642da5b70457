import { innerStop } from "../../documents/sentences.js";
import { contentWords, normaliseForMatch } from "../../documents/words.js";
import { BASE, EVENT_ADVERBS, EVENT_PARTICIPLES, holdsFiniteVerb, isVerbBase } from "./verb-lexicon.js";

/** "When is the time format used?", "When is the option ignored?": a passive of an event, as statement-questions.ts PASSIVE_WHEN asks it. */
const PASSIVE_EVENT_QUESTION = new RegExp(`^when (?:is|are) .+ (?:(?:${EVENT_ADVERBS}) )?(?:${EVENT_PARTICIPLES})\\?$`);

/**
 * The questioner's last look at a question before it submits it: is it a well-formed, self-contained question whose
 * wording fits its answer? Each check catches a kind of leftover that cutting a fact out of a sentence leaves behind
 * ("at with", "of (w/v)", "was Expression of …", a second clause after "and the …"). A candidate with any problem is
 * dropped: skipping a sentence costs nothing, a garbled question costs the user's trust.
 */

export const MAX_QUESTION_WORDS = 30;

/**
 * Formula text from a PDF's text layer: spacing accents ("Vˆi"), a combining hat, tilde, bar or dot over a letter
 * ("V̂i", "β̂"), and mathematical operators ("±", "⊤", "∑"). Accented words of natural languages are precomposed
 * ("Krämer"), so a combining mark over a letter is a formula's.
 */
export const FORMULA_MARKS = /[ˆ´¦˜¯]|[\p{L}][\u0302\u0303\u0304\u0305\u0307\u20d7]|[±∓×÷∑∏∫√∞≤≥≠≈∼⊤⊥∂∇]/u;

/**
 * A preposition at the end is English where the verb takes it: "What is it used for?", "What does it default to?",
 * and after a light verb's fixed part ("give rise to", "take care of", "keep track of": general-questions.ts).
 */
export const NATURAL_STRANDED =
  /(?:give|gives|given) (?:rise|way|birth) to\?$|\b(?:use|care|advantage|account|note|hold|charge|track|sight|fun|sense) of\?$|\battention to\?$|\bpart in\?$|\bprecedence over\?$|\ban eye on\?$|\broom for\?$|(?:used|designed|intended|needed|required|meant|created|developed|written|built) for\?$|^what (?:is|are) [^?]+ for\?$|default to\?$|(?:refer|point|desugar|belong|expand|resolve|correspond|similar|equivalent|identical|analogous|related|limited|restricted|specific|proportional|comparable|complementary|orthogonal) to\?$|(?:depend|rely) on\?$|(?:consist|independent) of\?$|different from\?$|synonymous with\?$|\bthan\?$|^what (?:is|are|was|were) [^?]+ (?:[a-z]{3,}(?:ed|en|wn)|made up) (?:by|of|from|on)\?$/i;

/** A code name as an answer: dotted, with an underscore or a call's parentheses ("read.file", "`frob_init()`"). */
const CODE_NAME = /^`?[A-Za-z_][\w]*(?:[._][\w]+)+(?:\(\))?`?$|^`?[A-Za-z_]\w*\(\)`?$/;
const OPENING =
  /^(what|which|who|whom|whose|when|where|why|how|is|are|was|were|does|do|did|has|have|had|can|could|will|would|(?:in|on|at|by|for|from|to|with|during|since|until|after|before|under) (?:what|which|whom|how)\b)\b/i;
/**
 * "From version 2.4, what does Frob include?": the release a fact holds from, fronted as the document fronts it
 * (statement-questions.ts); the question proper opens after it.
 */
const VERSION_SCOPE = /^(?:from|as of|since|starting (?:with|from)) (?:[A-Za-z][\w.-]* )?(?:version|release) \d[\w.-]*, (?=(?:what|which|who|when|where|why|how)\b)/i;
/** One-word scopes that are discourse, not a name: "In general", "In particular", "In practice", "On return". */
const SCOPE_WORDS = "general|particular|practice|addition|contrast|short|summary|turn|fact|theory|principle|brief|total|detail|effect|sum|doubt|part|time|future|advance|return|case|order|reality|conclusion|comparison|essence|sequence|parallel|isolation|combination|average|common";
/**
 * Words that make a scope of several lower-case words a case the text around sets up rather than a field: a
 * determiner or quantifier ("In all other cases", "In most situations"), an order or a pointer ("In the first case",
 * "In such cases"), a judgement of time or kind ("In recent versions", "In certain cases"), a reason or purpose ("For
 * historical reasons", "For convenience purposes").
 */
const NOT_FIELD_WORDS = "the|a|an|this|that|these|those|all|most|many|some|other|any|each|every|such|both|few|several|much|more|less|no|first|second|third|last|next|previous|same|following|above|below|our|your|their|its|his|her|my|certain|different|various|specific|particular|one|two|three|older|newer|earlier|later|recent|current|rare|special|normal|typical|usual|real|actual|given|latter|former|either|neither|which|what|whose|terms|words|respect|regard|view|spite|place|light|case|cases|reason|reasons|purpose|purposes|example|instance|convenience|simplicity|brevity|clarity";
/**
 * "In natural language processing, what is tokenization?", "In survival analysis, …": a field named by two or three
 * lower-case words, none of them a determiner, pointer or discourse word (NOT_FIELD_WORDS, SCOPE_WORDS).
 */
const FIELD_SCOPE = `(?:(?!(?:${NOT_FIELD_WORDS}|${SCOPE_WORDS})s?\\b)[a-z][a-z-]{2,} ){1,2}(?!(?:${NOT_FIELD_WORDS}|${SCOPE_WORDS})s?\\b)[a-z][a-z-]{2,}`;
/**
 * "On Windows, where is the frob cache kept?", "In Python 2, what does X return?", "In `frob.conf`, what …": a scope
 * that names a platform, language, package or file, fronted as the document fronts it (statement-questions.ts); the
 * reader reads it off the question (question-analysis.ts). A scope of words is a discourse phrase or a case the
 * sentence before sets up ("In particular", "On the other hand", "In all other cases", "In the first case"), which
 * the question cannot carry on its own.
 */
export const FRONTED_SCOPE = new RegExp(
  `^(?:[Ii]n|[Ff]or|[Ww]ith|[Ww]ithin|[Uu]nder|[Oo]n) (?:\`[^\`]+\`|(?:the )?\\p{Lu}[\\p{L}\\d.+#-]*(?: [\\p{L}\\d.+#-]+){0,3}|(?!(?:${SCOPE_WORDS})\\b)[a-z][\\w.+-]*|${FIELD_SCOPE}), (?=(?:what|which|who|when|where|why|how)\\b)`,
  "u",
);
const AUXILIARY = "is|are|was|were|has|have|had|does|do|did|will|would|can|could|should|may|might|must";
/** Prepositions that a removed span leaves stranded in front of another preposition or of the question mark. */
const PREPOSITIONS = "at|in|on|of|with|by|for|from|to|into|onto|about|under|over|within|without|between|among|during|through|via|per|than|toward|towards|upon|across|against|like";
const SECOND_PREPOSITIONS = "at|in|on|of|with|by|for|from|to|into|onto|within|without|between|among|during|through|via|per|as|upon";
/** Pairs that are ordinary English ("from within the department", "in between"). */
const ALLOWED_PAIRS = new Set(["from within", "from among", "in between", "from under", "to within", "from between", "of between", "to about", "of about", "at about", "in about", "for about", "of over", "for over", "in over", "to over", "of under", "for under", "in under", "of within"]);
/** Words that introduce a clause: a verb after one belongs to that clause, not to a second main clause. */
const SUBORDINATORS = new Set([
  "that", "which", "who", "whom", "whose", "when", "where", "while", "until", "unless", "because", "if", "as", "whether", "before", "after",
  "since", "once", "though", "although", "than", "so", "what", "how", "to",
]);
/** Capitalised common words that start sentences; after an auxiliary they betray an uninverted sentence start. */
const SENTENCE_STARTERS = new Set([
  "data", "half", "cells", "patients", "participants", "samples", "results", "most", "all", "some", "many", "each", "both", "several",
  "these", "those", "this", "that", "the", "a", "an", "our", "their", "its", "his", "her", "we", "they", "it", "there", "such", "one",
  "two", "three", "further", "other", "total", "overall", "mean", "median", "only", "approximately", "about", "nearly", "almost",
  "however", "moreover", "thus", "also", "after", "before", "during", "when", "while", "since", "although", "serial", "expression",
  "respondents", "subjects", "children", "women", "men", "people", "staff", "students", "applicants", "strains", "mice", "animals",
]);
const NOUN_SUFFIX = /^[A-Z][a-z]+(tion|tions|sion|sions|ment|ments|ness|ity|ities|ance|ances|ence|ences|ing|ings|ure|ures|ists|ers|ors|ies)$/;

/** A name with a capital, of three letters or more, written twice without a space: "MappingMapping", "astWriteastWrite". */
const DOUBLED_NAME = /(?<![\p{L}\d])((?=[\p{L}\d]*\p{Lu})\p{L}[\p{L}\d]{2,})\1(?![\p{L}\d])/u;

/** Every problem found in the question (empty when it is fine); `answer` adds the checks that need it. */
export function questionProblems(question: string, answer?: string): string[] {
  const problems: string[] = [];
  const q = question.trim();
  const tokens = q.replace(/\?$/, "").split(/\s+/);
  const lower = q.toLowerCase();
  // The question with its code spans masked: a name's own marks ("`Gnome::Glade::VariablesMap`", "`a; b`") are no punctuation.
  const prose = q.replace(/`[^`]*`/g, "`code`");

  if (!q.endsWith("?") || q.slice(0, -1).includes("?")) problems.push("does not end with its only question mark");
  if (!OPENING.test(q.replace(VERSION_SCOPE, "").replace(FRONTED_SCOPE, ""))) problems.push("does not open with a question word or an auxiliary");
  if (q.includes("__")) problems.push("contains a blank (__)");
  // "What does the D mean?" (of "The N in Alpine's FOLDER INDEX means … The D means …"): a letter alone as the subject
  // is a mark of something the sentence before names.
  if (/^What (?:does|do|did) the [A-Z] [a-z]+\?$/.test(q)) problems.push("asks what a letter alone does, without what it marks");
  // "On what date was the document generated by root using texi2html 1.82?": the footer a documentation generator
  // writes on every page (texi2html, Doxygen, Sphinx, Javadoc, pod2html) says how the page was made, not what it says.
  if (/\bgenerated\s+(?:by|on|with|using)\b.*\b(?:texi2html|makeinfo|doxygen|sphinx|javadoc|pod2html|gtk-doc|haddock|asciidoc|docbook|latex2html)\b/i.test(q)) problems.push("asks of the page's generator footer");
  // "What does 1 - enable?" of a value list's item "- 1 - silently enables …": the value and its dash as a subject.
  if (/^What (?:does|do|is|are) -?\d+(?:\.\d+)?\s+[-–—]\s/.test(q)) problems.push("has a list item's value and its dash as its subject");
  // "What is ID?" of "… the worker thread ID, which is …": an identifier, a key or an index is always some thing's own.
  if (/^What (?:is|are) (?:the )?(?:ID|IDs|UID|PID|GID|id|ids|identifier|index|key|number|handle)\?$/.test(q)) problems.push("asks what an identifier is without whose");
  // "What does `` return?" of "`(magnitude z)` returns …": a code span emptied of its aside names nothing.
  if (/(?<![`\w])``(?=[\s?.,;:]|$)/.test(q)) problems.push("has an empty code span");
  if (FORMULA_MARKS.test(q)) problems.push("has formula text from a PDF's text layer (\"Vˆi\")");
  if (/\bline \d+/i.test(q)) problems.push("refers to a line number");
  // "… shortly after I moved to the Department of Genetics …?" (set 221's HMMER guide): the author's first person kept
  // in a question read from the author's sentence ("How do I …?", "Can I …?" ask as the reader); "… correctly please?"
  // keeps the sentence's courtesy word.
  const person = /(?:^|\s)([a-z]+) I [a-z]/.exec(q.replace(/`[^`]*`/g, "`code`"));
  if (person && !/^(?:do|does|did|can|could|should|shall|may|might|will|would|am|have|must|need|if|when|where|what|how|whether|that|which)$/.test(person[1]!)) problems.push("keeps the author's first person");
  if (/\bplease\?$/i.test(q)) problems.push("keeps the sentence's \"please\"");
  if (/\.\.\.|…/.test(q)) problems.push("has an ellipsis: text was cut out of it");
  // "What do `availableCores()` now queries control?" of "`availableCores()` now queries control groups …": the
  // sentence's own verb after its adverb read into the subject, and a noun of the object read as the verb.
  if (/^what (?:do|does) .+ (?:now|also|still|already|no longer|always|never) [a-z]{3,}s [a-z]+\?$/i.test(q.replace(FRONTED_SCOPE, ""))) problems.push("holds the sentence's own verb in its subject");
  // "What is 6 http://…/Biobase.html 7 ExpressionSet?": a page foot's numbered footnote (its number, then its link)
  // glued to what is defined. A link the sentence gives beside a name ("Kompass [http://www.kompass.at]") may stay.
  if (/^what (?:is|are) (?:[^?]*\s)?\d{1,2} https?:\/\//i.test(q)) problems.push("has a page foot's numbered footnote in what it asks to define");
  // "What should the supplied " value" parameter be?": a quote mark set apart from the word it opens, as a PDF's text
  // layer writes a typeset quote; the name inside is not the one the document's reader would search for.
  if (/(?:^|\s)" [A-Za-z][^"]*"/.test(q)) problems.push("has a quote mark set apart from the word it opens");
  if (tokens.length > MAX_QUESTION_WORDS) problems.push(`longer than ${MAX_QUESTION_WORDS} words`);
  // "How can you subscribe?" (to which list?), of "To subscribe, send …" after the sentence that names the lists: a
  // bare verb asks how to act on nothing the question names.
  if (/^How (?:can|could|do|should|would) (?:you|I|we|one|users?) [a-z]+\?$/.test(q)) problems.push("asks how to do something without naming what it is done to");
  // "meatPL()", "r.json()": a function's call marks are not an empty aside; nor are a C++ operator's ("`operator++()`",
  // "`operator[]()`").
  if (/(?<![\w.])\(\s*[)\],;:]|\(\s|\s\)|\[\s*\]/.test(q.replace(/`operator[^\s`]*\(\)`/g, "`operator()`"))) problems.push("has empty or broken parentheses");
  if (new RegExp(`\\b(?:${PREPOSITIONS})\\s+\\(`, "i").test(q)) problems.push("has a preposition before a parenthesis");
  // "How are edges themselves added?", "What does the function itself return?": an intensive pronoun sets the thing
  // against something its sentence's context names (the C API against the R interface), which the question leaves out.
  if (/\b[a-z]+s\s+themselves\b|\bthe\s+(?:[\w`()-]+\s+){1,3}itself\b/i.test(prose)) problems.push("sets its subject against a context it does not name");
  // A scope's "::" between names ("interp::locpoly()") is part of a name, not punctuation.
  if (/\s[,;:]|[,;:]\s*[,;:?]|[,;:]\?/.test(prose.replace(/(?<=\w)::(?=\w)/g, "_"))) problems.push("has stray punctuation");
  // "Why is Java … a very simple and appealing language; especially?": a semicolon joins two clauses, and a question
  // cut from a sentence that keeps one keeps half of the second ("x; y" in code is code).
  else if (/;/.test(prose)) problems.push("keeps a semicolon that joins a second clause");
  // "What is ‘The’ IDCT?": a word the text quotes to stress it ("'The' IDCT is …") is no part of a name.
  if (/[‘'"“]\s*(?:the|a|an)\s*[’'"”]/i.test(q)) problems.push("quotes an article of the sentence it was cut from");
  if (/\s\.(\s|$)|\b[a-z]{3,}\.\s+[A-Z]/.test(q.slice(0, -1))) problems.push("runs into a second sentence");
  // "How can you pass more than one notebook as well. in nbclient?": a sentence's full stop (before its colon) kept
  // inside the question, with the question's words going on after it in lower case.
  else if (/\b(?!(?:etc|approx|resp|incl|cf)\.)[a-z]{3,}\.(?:\s+[a-z]|\?$)/.test(q)) problems.push("keeps a full stop inside it");
  // "How can you introspect a package with UnpackedSDist either?": the "either" of an "either … or" whose two ways
  // went to the answer dangles at the question's end.
  if (/\beither\?$/i.test(q)) problems.push("ends with the \"either\" of a split \"either … or\"");
  // "Which version supported both `news()`?": the "both" of a "both … and" whose second member was cut away.
  // "Two threads both try to call …" is an adverb's "both", with no second member to keep.
  if (/\bboth\s+(?:`|the\b|a\b|an\b)/i.test(q) && !/\band\b|&/i.test(prose)) problems.push("keeps the \"both\" of a \"both … and\" without its second member");
  const inner = innerSentenceEnd(q);
  if (inner && !problems.includes("runs into a second sentence")) problems.push(`carries a sentence end inside it ("${inner}")`);
  // "What do To use to overwrite …?": a sentence's fronted purpose clause ("To use him you need to …") read as its
  // subject; "To" capitalised after the auxiliary is that clause's opening, never a noun phrase's.
  if (new RegExp(`^\\S+(?: [a-z]+)?\\s+(?:${AUXILIARY})\\s+To\\s+[a-z]`).test(q)) problems.push("its subject is a fronted purpose clause (\"To <verb> …\")");
  // "What is checks whether object?": a reference entry's description ("Checks whether object is a pixel buffer.")
  // opens with its verb, the entry being its subject; its verb and clause read as a subject are no noun phrase.
  if (/^(?:(?:In|For) [^,]+, )?(?:what|which|who|how)\s+(?:is|are|was|were|does|do)\s+[a-z]+(?:s|es)\s+(?:whether|if)\b/i.test(q)) problems.push("its subject is a verb and its clause (\"checks whether …\")");

  const pair = new RegExp(`\\b(${PREPOSITIONS})\\s+(${SECOND_PREPOSITIONS})\\b`, "gi");
  for (const match of q.matchAll(pair)) {
    if (!ALLOWED_PAIRS.has(`${match[1]!.toLowerCase()} ${match[2]!.toLowerCase()}`)) problems.push(`has two prepositions in a row ("${match[0]}")`);
  }
  if (new RegExp(`\\b(?:${PREPOSITIONS}|the|a|an|and|or|of)\\?$`, "i").test(q) && !NATURAL_STRANDED.test(q)) {
    problems.push("ends with a dangling word before the question mark");
  }

  for (const match of q.matchAll(new RegExp(`\\b(?:${AUXILIARY})\\s+([A-Z][a-z]+)\\b`, "g"))) {
    const word = match[1]!;
    if (SENTENCE_STARTERS.has(word.toLowerCase()) || NOUN_SUFFIX.test(word)) problems.push(`has a capitalised sentence start after an auxiliary ("${match[0]}")`);
  }
  if (secondMainClause(tokens)) problems.push("joins two main clauses");
  const subject = doSupportSubject(q);
  // A subject is a noun phrase: one that opens with a conjunction, a preposition or a discourse word is a sentence's
  // opening cut into it ("What does but a template … mean?", "What does under a single shift alternative the …?").
  if (subject && SUBJECT_OPENERS.test(subject)) problems.push(`its subject opens with "${subject.split(/\s+/)[0]}", which no noun phrase does`);
  // "What does notice how X print?", "What do Here I'm going to use …?": a sentence that opens by addressing the reader
  // (an imperative of attention, "Here", "There") or the writer's own clause ("I'm going to", "we've") has no subject
  // of its own there; cut into a question it is garbled. A bare "I"/"we" after the auxiliary is a FAQ's reader ("How do
  // I …?") and stays.
  const asked = askedSubject(q);
  // "What is what makes logbook interesting?": the pseudo-cleft "What makes X Y is Z" asked as if "what makes X Y"
  // were a thing; a subject that opens with a question word is a clause, not a noun phrase.
  if (asked && /^(?:what|how|why|whether)\s/i.test(asked)) problems.push(`its subject opens with "${asked.split(/\s+/)[0]}", a clause and not a noun phrase`);
  if (asked && ADDRESSING_OPENERS.test(asked)) problems.push(`its subject opens with "${asked.split(/\s+/)[0]}", which addresses the reader instead of naming a thing`);
  if (WRITER_CLAUSE.test(q)) problems.push("holds the writer's own clause (\"I'm\", \"we've\", \"let's\")");
  // A possessive needs its noun: "What do Debug's enable?" took the noun ("enable state") for the verb.
  if (subject && /['’]s$/.test(subject)) problems.push("its subject ends in a possessive without its noun");
  // "What does A. Object returned by systemfit systemfit return?": a PDF's lettered appendix heading ("A. Object
  // returned by systemfit", "B.1 Options") joined to the sentence under it, whose subject repeats the heading's last word.
  // "How are base pairs Base pairs annotated?": a PDF's run-in heading of two or three words repeated by its sentence.
  if (asked && (/^[A-Z]\.\d+(?:\.\d+)*\.?\s/.test(asked) || /\b([\w.-]{3,}(?:\s+[\w.-]{3,}){0,2})\s+\1\b/i.test(subject ?? asked))) {
    problems.push("its subject is a heading run into the sentence under it");
  }
  const unquoted = q.replace(/"[^"]*"|“[^”]*”/g, '""');
  if (/\s(The|A|An|This|These|Those|Its|Their)\s/.test(unquoted.slice(1))) problems.push("has a sentence start inside it");
  if (/\bthe \w+ of [A-Z]{2,5} for the\b/.test(q)) problems.push("uses a table's abbreviations instead of words");
  // "What are of relevance to FRR's implementation?" of "Of relevance to FRR's implementation are the `bridge` and
  // `private` modes": an inverted sentence's fronted phrase read as its subject.
  if (/^what (?:is|are|was|were) (?:of|among)\s/i.test(q)) problems.push("asks with an inverted sentence's fronted phrase as its subject");

  // "What is a TimeMap?" — "a specialised form of 1-dimensional MappingMapping": a page's text that writes a linked
  // name twice as one word (its link and its index entry side by side); no reader of the page says it so.
  if (DOUBLED_NAME.test(q) || (answer !== undefined && DOUBLED_NAME.test(answer))) problems.push("has a name written twice as one word");
  // "What is 1A call back function?": a PDF footnote's number glued to the word that opens the footnote.
  if (/(?:^|\s)\d{1,2}(?:A|An|The|In|This|See)\s/.test(prose)) problems.push("has a footnote's number glued to a word");
  // "What is Attributes.tx - The.tx attribute?": a label and the sentence after its dash run together as a subject.
  // So is "What does 402 Authorization Required - Method require?" (a status line "402 Authorization Required - Method
  // requires …"): the label, its dash and the text's first word as one subject before the text's own verb.
  if (/\s[-–—]\s(?:The|A|An)\b/.test(prose) || /^What (?:does|do|did) [^?]+ [-–—] \p{Lu}\p{Ll}+ \p{Ll}+\?$/u.test(prose)) problems.push("runs a label and its text together across a dash");
  if (answer !== undefined) {
    const answerWords = contentWords(answer);
    if (answerWords.length === 0) problems.push("the answer has no content words");
    // "What does the linked list contain?" — "two pieces of information": how many, not what.
    if (/^(?:one|two|three|four|five|six|several|many|some|various|\d+)\s+(?:pieces?|bits?|kinds?|types?|sorts?|items?)\s+of\s+(?:information|data|things|stuff)$/i.test(answer.trim().replace(/[.]$/, ""))) problems.push("the answer counts what the text says without saying it");
    // "a second set of eyes to see if" of "… to see if:" over a list: the answer stops at the word that opens what follows.
    // So does one that ends in "and", "or" or "the", and "the mass m0 (cf." of Doxygen's brief description cut at
    // the abbreviation: an open parenthesis with at most a word or two after it.
    // So does one cut at an abbreviation the sentence view took for a stop: "Given a fully qualified variable field name,
    // ie." (set 220's Javadoc summary), "Status of problem: -1 - unknown e.g.".
    if (/\b(?:if|whether|that|because|when|where|which|whose|as follows|the following|and|or|the)$/i.test(answer.trim()) || CUT_IN_PARENTHESIS.test(answer.trim()) || /(?:^|[\s,;:(])(?:e\.?g|i\.?e|viz|cf)\.?$/i.test(answer.trim())) problems.push("the answer stops at a word that opens what follows it");
    // "What will the error message indicate?" — "the cause": a generic noun alone tells nothing the question did not.
    // So does "the definitive reference" or "the necessary work": an evaluating adjective before a generic noun.
    else if (/^(?:the|a|an|its|their)\s+(?:(?:definitive|necessary|appropriate|correct|right|proper|best|usual|same|relevant|desired|required|needed|actual|real|whole|entire)\s+)?(?:cause|reason|result|results|value|error|problem|issue|type|name|thing|things|way|case|details?|information|data|output|reference|work|answer|solution)\.?$/i.test(answer.trim())) problems.push("the answer is a generic noun that says nothing");
    // "What if the parameters are introduced step by step?" — "And do you really want …?": a text's rhetorical
    // questions follow one another; an answer is a statement.
    // A question mark in code ("run `echo $?`", "run echo $?") asks nothing: a question ends a word with it.
    if (/[\p{L}\d)"'”’]\?["'”’)]*$/u.test(answer.replace(/`[^`]*`/g, "CODE").trim())) problems.push("the answer is itself a question");
    // "What does QueryBoolAttribute examine?" — "the attribute": a name's parts hold the answer as well as its words.
    // A code name ("read.file") is one word: the question holds it only as a whole, not as parts of other names
    // ("read.table", "file.choose").
    else if (CODE_NAME.test(answer.trim()) ? new RegExp(`(?<![\\w.])${answer.trim().replace(/`/g, "").replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?![\\w])`).test(q.replace(/`/g, ""))
      : answerWords.every((word) => contentWords(q).includes(word) || contentWords(q.replace(/(\p{Ll})(\p{Lu})/gu, "$1 $2")).includes(word)) || ` ${normaliseForMatch(q)} `.includes(` ${normaliseForMatch(answer)} `)) {
      problems.push("contains its answer");
    }
    if (FORMULA_MARKS.test(answer.replace(/´/g, "'")) || MATH_SYMBOLS.test(answer)) problems.push("the answer has formula text from a PDF's text layer");
    // "as m*10^" of "as m*10^(-e) where …": an answer that ends on an operator was cut inside its formula. Not a C
    // pointer's star ("const char*") nor a path's slash ("pool/main/a/apache/").
    if (/[\w)]\s*[\^=+]$/.test(answer.trim())) problems.push("the answer ends on an operator: it was cut inside a formula");
    // "him you need": an object pronoun and a subject pronoun are the leftovers of a clause ("To use him you need to
    // …") whose words were taken apart; no answer opens with them.
    if (/^(?:him|her|them|us|me)\s+(?:you|we|they|I|he|she|it|one)\b/i.test(answer.trim())) problems.push("the answer opens with an object pronoun and a subject: a clause taken apart");
    // "low-level access to parts of the C API Prefer the Crypto.Argon2 API when possible": a page that lost its full
    // stop runs the next sentence, an imperative, into the answer.
    if (/[\w)]\s+(?:Prefer|Use|See|Note|Call|Avoid|Please|Consider)\s+(?:the|a|an|this|these|that|it)\b/.test(answer.trim())) problems.push("the answer runs into a next sentence whose full stop is missing");
    // "below show a potential culprit" of "The random effect estimates below show …": the subject's plural noun read
    // as the question's verb, and the sentence's own verb left in the answer after the noun's "below".
    // So does "run on amphorae and …" of "HAProxy processes run on amphorae …" when the sentence's verb is a modal or a
    // plural "are" ("The use of point estimates can lead to …"): no object of a verb opens with them.
    if (/^(?:below|above|shown|listed|given)\s+(?:show|indicate|suggest|demonstrate|illustrate|reveal|confirm|give|list|contain|are|were|have|seem|appear|look|point|provide)\b/i.test(answer.trim())
      || (/^What (?:does|do) [^`?]+ [a-z]+\?$/.test(q) && /^(?:can|could|will|would|may|might|must|should|shall|are|were|run|runs)\s+[a-z]/.test(answer.trim()))) problems.push("the answer opens with the sentence's own verb: the question's verb is the subject's noun");
    // "a number formally equal to ex": e to the x (or 10 to the n) whose superscript a PDF's text layer set on the line.
    if (/\b(?:equal|equals|equivalent|proportional|close)\s+(?:to\s+)?(?:e|10)[a-z](?![\w(])/i.test(answer)) problems.push("the answer has a power whose superscript was lost (\"equal to ex\")");
    const misfit = answerMisfit(lower, answer);
    if (misfit) problems.push(misfit);
  }
  return problems;
}

/**
 * The words around a sentence end inside a question, or undefined: a full stop after a word, then a capital, a quote, a
 * code span, emphasis or a placeholder ("… implementations. \"glance\" produces …", "… the CM. <msafile> may be …"),
 * as a second sentence of the entry or of a PDF's text kept in the question leaves it (sentences.ts innerStop).
 */
export function innerSentenceEnd(question: string): string | undefined {
  const body = question.replace(/\?$/, "");
  const stop = innerStop(body);
  return stop === undefined ? undefined : body.slice(Math.max(0, stop - 20), Math.min(body.length, stop + 12)).trim();
}

/** Words that open a clause or a sentence, never a noun phrase. */
const SUBJECT_OPENERS = /^(?:but|and|or|nor|so|yet|because|although|though|while|whereas|if|unless|under|over|with|without|for|from|in|on|at|by|after|before|during|since|until|then|thus|hence|however|also)(?=\s)/i;

/**
 * Words that open a sentence addressed to the reader, never a noun phrase: imperatives of attention ("Notice how …",
 * "Note that …", "See …", "Let's …", "Consider …") and the deictic "Here"/"There" ("Here I use …", "There we …").
 */
const ADDRESSING_OPENERS = /^(?:notice|note|see|remember|consider|imagine|recall|suppose|let|let['’]s|compare|observe|here|there)(?=\s|$)/i;
/** A first-person clause inside a question: a contraction of the writer's "I" or "we", or "let's". */
const WRITER_CLAUSE = /\b(?:I['’](?:m|ve|ll|d)|we['’](?:re|ve|ll|d)|let['’]s)\b/i;

/** What follows a question's word and its auxiliary ("What does <…>", "What is <…>"): where its subject starts. */
function askedSubject(question: string): string | undefined {
  return new RegExp(`^(?:What|Which(?: [a-z]+)?|Who|Whom|How|Where|Why|When)\\s+(?:${AUXILIARY})\\s+(.+?)\\??$`).exec(question)?.[1];
}

/** The subject of a do-support question, "What does <subject> <verb> [preposition]?", when the question has that form. */
function doSupportSubject(question: string): string | undefined {
  return /^(?:What|Which(?: [a-z]+)?|Who|Whom|How|Where|Why|When)\s+(?:does|do)\s+(.+?)\s+[a-z][a-z-]*(?:\s+(?:to|with|on|for|of|in|from|into|by|about|at|as))?\?$/.exec(question)?.[1];
}

/** A second finite auxiliary that no subordinating word introduces: "… has a bed capacity of 117 and the entire KCH has …". */
function secondMainClause(tokens: string[]): boolean {
  const auxiliary = new RegExp(`^(?:${AUXILIARY})$`, "i");
  let seen = false;
  let subordinated = false;
  let doSupport = false;
  for (const [index, raw] of tokens.entries()) {
    const token = raw.toLowerCase().replace(/[^a-z]/g, "");
    if (index === 0) continue; // the question word
    if (SUBORDINATORS.has(token)) subordinated = true;
    if (doSupport && /^(have|do)$/.test(token)) {
      doSupport = false; // "does the KCH have": the main verb after do-support, not a second finite verb
      continue;
    }
    if (!auxiliary.test(token)) continue;
    if (/^(does|do|did)$/.test(token)) doSupport = true;
    if (seen && !subordinated) return true;
    seen = true;
    subordinated = false;
  }
  return false;
}

/** A Greek letter standing as a symbol ("θ to determine …") or glued to a Latin one ("Lθ"): a formula's, not prose. */
const MATH_SYMBOLS = /(?:^|[\s(])\p{Script=Greek}(?=[\s,.;)]|$)|\p{Script=Latin}\p{Script=Greek}|\p{Script=Greek}\p{Script=Latin}/u;

/**
 * Nouns of manner, form and number, not of place: "in encrypted form", "in two modalities", "in this way", "in detail";
 * and "location", which points at a place named elsewhere ("at the location of archives" given before). A "where"
 * answer made of one of them says how, or points, instead of saying where.
 */
const NOT_A_PLACE = /^(?:form|forms|format|formats|modality|modalities|way|ways|manner|mode|modes|fashion|order|general|particular|practice|principle|detail|details|terms|case|cases|addition|contrast|theory|parallel|turn|short|brief|effect|fact|sequence|advance|time|part|parts|full|total|isolation|combination|conjunction|response|accordance|place|use|effect|step|steps|batches|bulk|memory-efficient|style|version|versions|plain|text|words|number|numbers|location|locations|position|positions|spot)$/i;
const PLACE_QUANTIFIER = /^(?:one|two|three|four|five|six|seven|eight|nine|ten|several|many|some|various|multiple|different|each|every|any|\d+)$/i;

/**
 * A "where" answer names a place: a path, an address or a URL, or a prepositional phrase of place whose noun is no
 * noun of manner and that names one place rather than counting some ("on one host", "in two modalities").
 */
export function isPlace(answer: string): boolean {
  const a = answer.trim();
  if (/^(?:<?[a-z]+:\/\/|<?[\w.+-]+@|[~.]?\/[\w.-])/i.test(a)) return true;
  const phrase = /^(?:in|on|at|under|inside|within|from|into|onto|to|below|beneath|near|next to|behind|beside|via|through)\s+(.+)$/i.exec(a);
  if (!phrase) return false;
  const words = phrase[1]!.split(/\s+/).map((word) => word.replace(/^[("'`“‘]+|[)"'`”’,.;:]+$/g, ""));
  const lead = words.findIndex((word) => !/^(?:the|a|an|its|their|your|our|his|her|this|that)$/i.test(word));
  if (lead < 0 || PLACE_QUANTIFIER.test(words[lead]!)) return false;
  // The noun phrase up to its first preposition: "in encrypted form" has "form" in it; "in the dpkg(1) manual page" has none.
  const nounPhrase = words.slice(lead, words.findIndex((word, index) => index > lead && /^(?:of|for|with|and|or|by|in|on|at|to|from|that|which)$/i.test(word)) >>> 0);
  return !nounPhrase.slice(0, 4).some((word) => NOT_A_PLACE.test(word));
}

/** The wh-phrase promises a kind of answer; the answer must be of that kind. */
function answerMisfit(question: string, answer: string): string | undefined {
  const a = answer.trim();
  const fits = (ok: boolean, what: string) => (ok ? undefined : `the answer "${a}" is not ${what}`);
  // "at /usr/share/common-", "includ-": a word broken at a line's end, the answer cut before its second half.
  if (/\p{L}-$/u.test(a)) return `the answer "${a}" ends inside a word broken at a line's end`;
  // "the xlinkType of the node (XLINK_TYPE_NONE if there is no link detected": a parenthesis opened and never closed,
  // in the document or where the answer was cut.
  if ((a.match(/\(/g) ?? []).length > (a.match(/\)/g) ?? []).length) return `the answer "${a}" opens a parenthesis it does not close`;
  if (OPEN_END.test(a)) return `the answer "${a}" ends on "${OPEN_END.exec(a)![1]}", before what that word introduces`;
  if (/\bwhich month and year\b/.test(question)) return fits(/^[A-Z][a-z]+\.? \d{4}$/.test(a), "a month and year");
  if (/\b(what|which) date\b/.test(question)) return fits(/\d/.test(a) && /[A-Za-z]/.test(a), "a date");
  if (/\b(which|what) year\b/.test(question)) return fits(/^(1[5-9]|20)\d\d$/.test(a), "a year");
  if (/\bwhat (percentage|percent|proportion)\b/.test(question)) return fits(/^\d+(\.\d+)?\s?(%|percent)$/.test(a), "a percentage");
  if (/\bwhat temperature\b/.test(question)) return fits(/^-?\d+(\.\d+)?\s?°\s?[CF]$/.test(a), "a temperature");
  if (/\bhow much money\b/.test(question)) return fits(/^[$€£]\s?\d/.test(a), "an amount of money");
  if (/\bhow many\b/.test(question)) return fits(/^(about |over |approximately )?\d[\d,.]*\b/.test(a), "a number");
  if (/^who\b/.test(question) && !/\bemail\b/.test(question)) return fits(!/\d/.test(a) && /^[A-Z]/.test(a) && a.split(/\s+/).length <= 6, "a name");
  // "When is the callback called?" — "when the server closes": an event is the time of an invocation.
  if (/^when (?:is|are) .+ (?:called|invoked|emitted|fired|triggered|executed)\?$/.test(question)) return fits(/^(?:only\s+)?(?:when|whenever|once|after|before|as soon as)\s+\S/.test(a), "an event");
  // "When is the time format used?" — "when guessing column types", "When is the option ignored?" — "if the flags
  // option is set": the event or the condition of a passive of use, run or change (statement-questions.ts PASSIVE_WHEN).
  // "When is the Debug Toolbar shown?" — "only if your IP address is listed in INTERNAL_IPS": so with "only".
  if (PASSIVE_EVENT_QUESTION.test(question)) return fits(/^(?:only\s+)?(?:when|whenever|once|after|before|if|unless)\s+\S/.test(a), "an event or a condition");
  // "When does vec_c() throw an error?" — "if the inputs are not vectors": the condition an action happens under.
  if (/^when (?:does|do) .+\?$/.test(question) && /^(?:if|when|whenever)\s+\S/.test(a)) return undefined;
  if (/^when\b/.test(question)) return fits(/\d/.test(a), "a time");
  // "Where is optionator written?" — "in LiveScript": what a thing is written in, named with no article, is its
  // language, not a place ("written to the cache directory" is one).
  if (/^where\b.* written\?$/.test(question) && /^in [A-Z][\w+#.-]*(?:\s|$)/.test(a)) return `the answer "${a}" is a language, not a place`;
  if (/^where\b/.test(question)) return fits(isPlace(a), "a place");
  // "How was the logo created?" — "by [Jane Doe]": a person is who did it, not how (AGENT_ANSWER).
  if (/^how\b/.test(question) && AGENT_ANSWER.test(a)) return `the answer "${a}" names who, not how`;
  // "How is the grouping mark ignored?" — "by the more flexible number parser": the passive's agent, a doer named by a
  // noun made from a verb ("parser", "user"), answers "What ignores …?", not how. "by using …", "by the function zoo"
  // (a means named after its kind) and "by a factor of two" are ways and stay.
  if (/^how (?:is|are|was|were)\b/.test(question) && agentNoun(a)) return `the answer "${a}" names the doer of a passive, not how`;
  // "What do lazy iterators evaluate?" — "only when necessary": the verb is intransitive there and what follows it is
  // an adverbial of time or condition, no object. ("What does the option do?" — "if true, sorts the keys" is its
  // action and stays; "When …?" questions want exactly such clauses.)
  // "What will on_cell_execute run?" — "right before the code cell is executed": so with a modal, and with a time
  // adverbial ("right before", "after", "every time") that says when, which a "When …?" question asks.
  if (/^what (?:does|do|did|will|would|can|could|should|may|must) .+ (?!do\?)[a-z]+\?$/.test(question) && ADVERBIAL_ANSWER.test(a)) return `the answer "${a}" is an adverbial, not the verb's object`;
  // "What does local-minimum crossover compute?" — "a new trial solution in two steps": an answer that ends by
  // announcing what follows ("in two steps", "as follows", "in three ways", "the following") was cut before it.
  if (ANNOUNCING_END.test(a)) return `the answer "${a}" ends by announcing what it was cut before`;
  // "What is the `Reify` class?" — "Convert type level into value level using": an answer that ends on a word that
  // cannot end a phrase ("using", "via", "such as", "the") stops before what that word introduces. A stranded
  // preposition of a relative clause ("the instance we are using", "the buffer to read into") ends a phrase well.
  // "What does the usual oauth web flow stop?" — "working for people …": "stops working" says that the flow no longer
  // works; a gerund after a verb of beginning or ending is its aspect, not its object.
  if (/^what (?:does|do|did|will|can) .+ (?:stop|start|begin|continue|keep|finish|quit|cease|resume)\?$/.test(question) && /^[a-z]+ing\b/.test(a)) return `the answer "${a}" is the verb's gerund ("stops working"), not its object`;
  // "What is the measure for whether one trial solution better than?" — "another is the trial solution's fitness
  // value": a copula question whose answer opens with one word and the sentence's own "is" was split inside a
  // subordinate clause of its subject, not at the main verb.
  if (/^what (?:is|are|was|were)\b/.test(question) && /^[a-z]+ (?:is|are|was|were) (?:the|a|an)\s/.test(a)) return `the answer "${a}" holds the sentence's main verb`;
  // "How is item parameter estimation performed?" — "using cml, for the person parameters we use joint ml": after a
  // comma, a pronoun subject with its verb (perhaps behind a short phrase) is a comma splice's second clause.
  if (COMMA_SPLICE.test(a)) return `the answer "${a}" runs on into a second clause after a comma`;
  // "What does OAD mean?" — "that OAD was initiated first, and similarly for Ins": an elliptical tail that stands for a
  // second answer the reader must rebuild ("and similarly for Ins", "and likewise for …").
  if (/,?\s+and (?:similarly|likewise|analogously)(?: so)? (?:for|with|in|of)\b/i.test(a)) return `the answer "${a}" ends in an elliptical "and similarly for …"`;
  // "How can you use the audio interface?" — "read audio_interface/readme.txt": a pointer to another text is no way.
  if (/^how\b/.test(question) && /^(?:read|see|consult|refer to|look at|check out)\s/i.test(a)) return `the answer "${a}" points at another text`;
  // "What does the use of predicted point estimate?" — "without incorporating any uncertainty can lead to …": a
  // preposition opening the answer of a bare verb is no object; the verb was a noun of the subject ("point estimates").
  if (/^what (?:does|do|did|will|can) .+ (?!do\?)[a-z]+\?$/.test(question) && /^(?:without|within|despite|during|until|unlike|upon|via|through|against)\b/.test(a)) return `the answer "${a}" opens with a preposition, not the verb's object`;
  // "What is the syntax of regular expressions?" — "otherwise that of egrep": an answer that opens with an adverb
  // relating it to what the sentence or the one before said ("otherwise", "likewise", "also") holds only beside that.
  if (/^(?:otherwise|likewise|similarly|also|again|instead(?! of)|still)\b/i.test(a)) return `the answer "${a}" opens with "${a.split(/\s+/)[0]}", which relates it to something said before`;
  // "What does the special value 0 for step mean?" — "that only one element corresponding to the start index": a
  // that-clause without a verb of its own was cut before it.
  // ("that of well-known bus names" is the pronoun, no clause.)
  if (/^that\s(?!of\b)/i.test(a) && !holdsFiniteVerb(a)) return `the answer "${a}" is a that-clause without its verb`;
  // "What are the operators supported?" — "the same as for regular expression queries": a likeness says what they are
  // like, not what they are.
  if (/^what (?:is|are|was|were)\b/.test(question) && /^(?:the same as|similar to|identical to|equivalent to)\b/.test(a)) return `the answer "${a}" is a likeness, not what it is`;
  // "What does the decimal_mark option control?" — "which readr uses when parsing doubles": a relative clause whose head
  // was left in the sentence ("the mark, which readr uses …") names nothing on its own. "which columns are parsed"
  // (an interrogative clause with its own noun) stays.
  if (/^what\b/.test(question) && headlessRelative(a)) return `the answer "${a}" is a relative clause without its noun`;
  // "What is the concept of competing risks?" — "one where persons in a given state": cut before the relative clause's
  // verb (at the comma of an aside, "…, “alive”, say, are subject to …").
  if (unfinishedRelative(a)) return `the answer "${a}" stops inside a relative clause, before its verb`;
  // "What is on.exit()?" — "a very useful function": an appraisal and a generic head say nothing checkable of it.
  if (/^what (?:is|are|was|were)\b/.test(question) && VACUOUS_APPRAISAL.test(a)) return `the answer "${a}" is an appraisal, not what it is`;
  // "What is spam filtering?" — "a common desire for contact forms": how often a thing is wanted, not what it is.
  if (/^what (?:is|are|was|were)\b/.test(question) && WANTED_THING.test(a)) return `the answer "${a}" says how often it is wanted or met, not what it is`;
  // "What is the implementation of use?" — "straightforward": a judgement, with what it judges left out.
  if (/^what\b/.test(question) && BARE_APPRAISAL.test(a)) return `the answer "${a}" is an appraisal, not what it is`;
  // "What are the overrides of allow-long-titles for the Option conflict resolution?" — "Yes": a table's yes/no cell
  // answers whether, which a what-question does not ask. A value that is "yes" ("What is the default of
  // --enable-fpu?") is asked as a value.
  if (/^what\b/.test(question) && !/\b(?:defaults?|values?|settings?)\b/.test(question) && /^(?:yes|no)\.?$/i.test(a)) return `the answer "${a}" says whether, which a what-question does not ask`;
  // "What does the asn1c compiler produce?" — "a number of files": a count where the sentence leads into a list.
  if (VAGUE_QUANTITY.test(a)) return `the answer "${a}" says how many, not which`;
  // "How are the starting values obtained?" — "using LS and some options for optim need to be modified": a phrase
  // answer that a second subject with its own verb runs on from has taken in the next clause.
  if (RUN_ON_CLAUSE.test(a)) return `the answer "${a}" runs into a second clause`;
  // "the Kubernetes Python client, and as part of the installation process": the answer took in the opening phrase of
  // the next clause and stopped at its comma.
  if (!/[.!?]$/.test(a) && /,\s+and\s+(?!in particular\b|in general\b|in turn\b)(?:as|in|on|at|for|by|with|from|after|before|during|once|when|if)\s[^,]*$/.test(a)) return `the answer "${a}" runs into a second clause`;
  return undefined;
}

/** The word an answer cut too early ends on: "… using", "… such as", "… the" (not "we are using"). */
const OPEN_END = /(?<!\b(?:is|are|was|were|be|been|being|am)\s)\b(using|via|including|such as|than|the|an)[.:]?$/i;

/** An answer that ends inside a parenthesis it opened a word or two before: "Individual particule mass m0 (cf.". */
const CUT_IN_PARENTHESIS = /\((?:[^()\s]+\s?){0,2}$/;
/** "a very useful function", "a great tool", "the nice feature": an evaluative adjective on a generic head, nothing else. */
const VACUOUS_APPRAISAL =
  /^(?:a|an|the)\s+(?:(?:very|really|quite|extremely|pretty|super|most|particularly)\s+)?(?:useful|great|nice|good|handy|powerful|convenient|cool|neat|excellent|awesome|important|helpful|valuable|popular|wonderful|fantastic|amazing|brilliant|fine|helper|convenience|utility|wrapper|recommended|preferred|best|better|right|safest|simplest|easiest)\s+(?:choice|function|tool|feature|package|library|way|thing|method|option|module|utility|command|idea|addition|approach|solution|resource|trick|technique|program|application|one)$/i;
/** "a common desire for contact forms", "a frequent source of confusion": how often a thing is wanted or met. */
const WANTED_THING = /^(?:a|an)\s+(?:(?:very|really|quite|fairly)\s+)?(?:common|frequent|popular|typical|usual|recurring|widespread)\s+(?:desire|wish|need|request|requirement|complaint|mistake|pitfall|concern|question|source of (?:confusion|errors?|bugs?))\b/i;
/** Adjectives that judge how a thing is to use or do, and say nothing of what it is: one list for every check. */
export const JUDGEMENT_ADJECTIVES = "slow|fast|hard|difficult|easy|tricky|simple|straightforward|trivial|obvious|complex|complicated|expensive|cheap|costly|inefficient|efficient|painful|cumbersome|error-prone|important|useful|convenient|lengthy|tedious|verbose";
/** A judgement alone: "straightforward", "quite simple". */
const BARE_APPRAISAL = new RegExp(`^(?:(?:very|quite|fairly|pretty|relatively|rather|really|extremely|dead|super|incredibly|remarkably|surprisingly|somewhat|a bit|a little)\\s+)?(?:${JUDGEMENT_ADJECTIVES})$`, "i");
/** Nouns of an unspecified amount ("a number of", "a couple of"): one list for subjects and answers alike. */
export const VAGUE_AMOUNT_NOUNS = "lot|number|few|couple|majority|bunch|variety|range|host|handful";
/** An unspecified quantity of one plain noun: "a number of files", "several options", "various ways", "very little functionality". */
const VAGUE_QUANTITY = new RegExp(`^(?:a (?:${VAGUE_AMOUNT_NOUNS}) of|several|various|numerous|multiple|a few|some|many|(?:very |too |relatively )?(?:little|few))\\s+[a-z][\\w-]*$`, "i");
/** A phrase answer (a means, a noun phrase) then "and" with a determined subject and a finite verb of its own. */
const RUN_ON_CLAUSE =
  /^(?:using|by|with|via|through|a|an|the)\s.*\band (?:some|the|a|an|all|many|several|its|their|this|these|those|other|most) (?:[\w-]+ ){0,4}(?:need|needs|is|are|was|were|must|should|has|have|can|will|may|might)\b/;

/** An adverbial clause of time or condition, perhaps narrowed by "only", "just" or "even". */
const ADVERBIAL_ANSWER = /^(?:only |just |even |also |right |immediately |directly |shortly )?(?:when|whenever|if|unless|once|while|until|as soon as|because|before|after|every time|each time)\b/i;

/** An answer's end that announces a list or steps after it: "in two steps", "in several ways", "as follows". */
const ANNOUNCING_END = /(?:\bin (?:two|three|four|five|several|a few|\d+) (?:steps|stages|phases|ways|parts|passes)|\bas follows|\bthe following|\b(?:two|three|four|several) (?:ways|steps|things))$/i;

/**
 * A phrase answer (lower case: a sentence given whole, "For X, you can …", says its own clause), a comma, up to a
 * short phrase, and a pronoun subject with a verb after it: a second clause spliced on.
 */
const COMMA_SPLICE = /^[a-z][^,]*,\s+(?:(?:for|in|on|at|with|by|from)\s+(?:[\w-]+\s+){1,4})?(?:(?:we|I|they|you|he|she)\s+[a-z]{2,}|it\s+(?:is|was|has|had|can|will|would|should|must|may|might|does|did|[a-z]{2,}s))\b/;

/** Nouns in -er/-or whose stem is a verb but that name a thing used rather than a doer ("a counter", "a marker"). */
const INSTRUMENT_NOUNS = new Set(["counter", "marker", "filter", "number", "order", "parameter"]);

/**
 * "by the more flexible number parser", "by a user", "by the garbage collector": "by", a determiner, up to four
 * modifiers and a lowercase noun in -er/-or made from a known verb (parse → parser, use → user, collect → collector),
 * ending the answer. That is the doer of the passive.
 */
function agentNoun(answer: string): boolean {
  const match = /^by (?:the|a|an) (?:[a-z-]+ ){0,4}([a-z]+(?:er|or))$/.exec(answer);
  if (!match || INSTRUMENT_NOUNS.has(match[1]!)) return false;
  const stem = match[1]!.replace(/(?:er|or)$/, "");
  return isVerbBase(stem) || isVerbBase(`${stem}e`);
}

/**
 * A relative clause that lost its head: "which"/"whom" and a subject followed by its verb with nothing after it but the
 * end or a clause of time, condition or means ("which readr uses when parsing doubles", "which the tokenizer strips"):
 * the verb's object is the missing head. After a pronoun or a determiner's noun any finite verb ("-s", "-ed") will do;
 * after one bare word ("which rows enter …" has its own noun) only a known verb in the third person.
 */
/**
 * A relative clause of place or possession at an answer's end that is only its subject, a noun and a phrase after it,
 * with no verb: "one where persons in a given state". ("a place where users live" has its verb.)
 */
function unfinishedRelative(answer: string): boolean {
  const clause = /\b(?:where|whereby|whose|(?:in|on|at|under|for|by) which)\s+(\S.*)$/i.exec(answer);
  const words = clause?.[1]!.split(/\s+/) ?? [];
  if (words.length < 3 || !/^(?:in|of|on|at|with|from|for|under|within)$/i.test(words[1]!)) return false;
  return !holdsFiniteVerb(clause![1]!);
}

function headlessRelative(answer: string): boolean {
  const rest = String.raw`(?=$|[,.;]|\s+(?:when|whenever|while|if|unless|by|during|before|after|for|in|to)\b)`;
  if (new RegExp(`^(?:which|whom) (?:(?:it|you|we|they|he|she|one) [a-z]+|(?:the|a|an|this|its|their) [\\w.-]+ [a-z]+(?:s|ed))${rest}`).test(answer)) return true;
  const bare = new RegExp(`^(?:which|whom) [\\w.-]+ ([a-z]+)${rest}`).exec(answer);
  return bare !== null && BASE.has(bare[1]!);
}

/**
 * "by" and a person's name (a first and a last name, perhaps with an initial, ending there or before a comma, "and",
 * "in" or a parenthesis): the agent of a passive, which answers "who", not "how". "by Dual Energy X-Ray
 * Absorptiometry" (a method, more capitalised words follow) and "by R to produce …" are ways, and are kept.
 */
const AGENT_ANSWER = /^by \[?[A-Z][a-z]+ (?:[A-Z]\. )?[A-Z][a-z]+\]?(?=$|[,;.)]|\s+(?:and|in|on|at|\()\b|\s+\()/;
