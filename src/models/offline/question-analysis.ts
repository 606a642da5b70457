import { contentWords } from "../../documents/words.js";
import { relationQuestionOf, typeDescriptionQuestionOf, type Relation } from "./hierarchy-questions.js";
import { exceptionQuestionOf } from "./exception-questions.js";
import { returnQuestionOf } from "./return-questions.js";
import { declaredValueQuestion, overloadParameters, termDefaultQuestion, termQuestion, termQuestionOwner } from "./term-questions.js";
import { ASKED_COMPARATIVE } from "./comparatives.js";
import { EVENT_ADVERBS, EVENT_PARTICIPLES, isVerbBase, OFFERED_PARTICIPLES, PASSIVE_PARTICIPLE, PLACED_PARTICIPLES, SENT_TO_PARTICIPLES, thirdPerson } from "./verb-lexicon.js";
import { NAMED_KINDS } from "./identifying-questions.js";

/** "What is X much faster than?", as the questioner asks it (statement-questions.ts). */
const COMPARED_WITH = new RegExp(`^what (is|are) (.+?) (${ASKED_COMPARATIVE}) than$`, "i");

/**
 * The reader's reading of a question: what kind of answer it wants and which words should be near it. This is the
 * reader's own understanding of question forms; it shares nothing with how the questioner writes them.
 */

export type AnswerKind =
  | "year"
  | "date"
  | "month"
  | "percent"
  | "money"
  | "quantity"
  | "value"
  | "cell"
  | "email_header"
  | "visual_label"
  | "person"
  | "statement"
  | "unknown";

export interface QuestionAnalysis {
  question: string;
  kind: AnswerKind;
  /** Content words that should appear with the answer (the wh-phrase's own words removed). */
  terms: string[];
  /** "value": the attribute asked for ("Armor Class"); "cell": the column. */
  key?: string;
  /** "cell": the row label. */
  row?: string;
  /** "cell": `row` is the text of another cell in the row, not its first ("What is the purrr equivalent of `Find(p, x)`?"). */
  rowByCell?: boolean;
  /** What the question is about ("Aboleth"), for value and cell questions. */
  subject?: string;
  /** "quantity": the counted noun or unit ("applicants", "feet"). */
  noun?: string;
  /** "email_header": the header that holds the answer. */
  header?: "From" | "To" | "Cc" | "Date";
  /** "visual_label": figure or table. */
  visualKind?: "figure" | "table";
  /** "person": the verb whose subject is the answer ("delivered" in "Who delivered the opinion?"). */
  verb?: string;
  /** "person": the answer is the agent of a passive ("By whom was the formula published?" — "… published by R. Smith"). */
  passive?: boolean;
  /**
   * "statement": the words that must stand in the sentence right before the answer, as alternatives: the subject
   * and then the verb forms that can follow it ("the lmer function" + "returns"/"return"); and the condition the
   * answer holds under, which the sentence gives after it ("What is the naming convention for a module foo when the
   * module is version independent?" — "… is tcl-foo when the module is version independent").
   */
  anchor?: { subject: string; verbs: string[]; condition?: string; language?: boolean };
  /**
   * "statement": the words around the answer when it stands inside its sentence rather than after the subject:
   * "What can you use to run the tests?" → before "can use", after "to run the tests".
   */
  frame?: { before: string; after?: string };
  /**
   * A heading that may stand in the document with the answer under it: the question itself as an FAQ's entry, or the
   * option an "What does the --x option do?" question names. `pattern` finds the heading line (RE2 and JavaScript
   * alike, case ignored); the answer is the first sentence below it.
   */
  entry?: {
    pattern: string; kind: "question" | "option" | "term"; term?: string; /** the entry's default is asked */ default?: boolean;
    /** a declared value is asked (a C macro's, an autodoc attribute's): the line that declares it is the entry */
    declared?: boolean;
    /** a type's place among others is asked (its base class, its interfaces, its header): its declaration is the entry */
    relation?: Relation;
    /** An overloaded call's heading by the parameters it names ("### charset(available)"): [] for "charset()". */
    parameters?: string[];
    /** The entry's owner as the question names it ("… parameter of `frob.walk()`"): a list item under another owner is another entry. */
    owner?: string;
    /** what a hook is overridden to do is asked: the purpose its description gives ("Override this to validate …") */
    hook?: boolean;
    /** what a type is or does is asked: a Javadoc or Doxygen declaration's description may answer (typeDescriptionFact) */
    described?: boolean;
    /** when the call throws this exception is asked: the condition its entry's "Throws:" list gives (exceptionFacts) */
    exception?: string;
    /** what the call returns is asked: the paragraph under its entry's "Returns" label (return-questions.ts) */
    returns?: boolean;
    /** the option asked, as the question writes it ("-l", "--dry-run"): a letter alone names its option by its case */
    option?: string;
  };
  /** "Which version of sandwich added X?": the release heading above the changelog entry "Added X" answers it. */
  release?: { name?: string; change: string };
  /** "Which command do you run to X?": the goal X, whose instruction ("To X, run:") has the command on the line below. */
  command?: string;
  /** "Which argument specifies X?": the name in "the svtol argument that specifies X" (identifying-questions.ts namedRelatives). */
  relative?: { kind: string; clause: string };
  /**
   * "What happens if X?" / "What should be done if X?": the condition X, whose sentence "If X, …" goes on with the
   * answer; `advice` when the answer is what to do (an imperative or "you should …").
   */
  condition?: { clause: string; advice: boolean; conjunction: string };
  /** "Why …?": the rest of the question, whose words the sentence states before its "because" or "since". */
  cause?: string;
  /** "What does `ms('1d')` return?": the example whose result the page writes beside it (example-questions.ts). */
  example?: string;
  /** "How can you check which unit systems are available?": the task a lead-in over one line of code names. */
  leadIn?: string;
}

/** Stat-block words as the reader knows them: "Constitution modifier" is the CON row's MOD column. */
const ABILITY_ROWS: Record<string, string> = { strength: "STR", dexterity: "DEX", constitution: "CON", intelligence: "INT", wisdom: "WIS", charisma: "CHA" };
const ABILITY_COLUMNS: [RegExp, string][] = [
  [/^saving throw(?: bonus)?$|^save$/, "SAVE"],
  [/^modifier$|^mod$/, "MOD"],
  [/^score$/, "SCORE"],
];

const QUESTION_FORM_WORDS = new Set(["year", "date", "month", "percentage", "percent", "money", "figure", "table", "shows", "gives", "email"]);

export function analyseQuestion(question: string): QuestionAnalysis {
  // "In `websocket.send()`, what happens if …?": the call names the section the question is asked in (facts.ts
  // `scoped`); the question proper is the rest.
  // "In Redis message priorities, how …?", "In `/usr/lib`, what …?": a section named by a thing (section-scope.ts).
  const scope = /^In (?:`[^`]+`|[^,?`]{1,60}), ((?:what|how|when|where|which|who|why)\b)/i.exec(question.trim());
  if (scope) {
    const rest = question.trim().slice(scope[0].length - scope[1]!.length);
    return analyseQuestion(`${rest.charAt(0).toUpperCase()}${rest.slice(1)}`);
  }
  // "What does `format_date(d, locale='en')` return after `d = date(2007, 4, 1)`?", "What is `r.status_code` after …?"
  const example = /^what (?:does `([^`]+)` return|is `([^`]+)`)( after `[^`]+`(?: and `[^`]+`)?)?\?$/i.exec(question.trim());
  const expression = example?.[3] || example?.[1] ? (example[1] ?? example[2]) : undefined;
  // With a set-up, only the example reads it; without, "What does `x` return?" may be a statement's question too.
  if (expression && example![3]) return { question: question.trim(), kind: "statement", terms: contentWords(expression), example: expression };
  const analysis = analyseForm(question);
  const entry = entryOf(analysis.question);
  // "How can you X?" may be a lead-in's over its code (example-questions.ts); the reader tries that reading first.
  const leadIn = /^how can you (.+?)\?$/i.exec(analysis.question)?.[1];
  return { ...analysis, ...(entry ? { entry } : {}), ...(leadIn ? { leadIn } : {}), ...(expression ? { example: expression } : {}) };
}

/** A code name as a pattern matches it: "opts['--']" with its brackets and dots literal. */
function escapeName(name: string): string {
  return name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** The heading an FAQ entry or an option's description would have for this question. */
function entryOf(q: string): QuestionAnalysis["entry"] {
  // "What does the timing setting do?": a reference page's entry named "timing" (term-questions.ts).
  // "What is the `DIRPD_LEFT_S` macro defined as?", "What is the value of the `frob.Error.status` attribute?": the
  // line that declares the name (a `#define`, an autodoc entry's heading) holds its value.
  const declared = declaredValueQuestion(q);
  if (declared) return { kind: "term", term: declared.name, declared: true, pattern: declared.pattern };
  // "Which interfaces does `Frob` implement?": the lines after the type's declaration say.
  const related = relationQuestionOf(q);
  if (related) return { kind: "term", term: related.name, relation: related.relation, pattern: related.pattern };
  const defaulted = termDefaultQuestion(q);
  // gtk-doc heads a GObject property in curly quotes: "### The “path” property". Its default is asked of its owner
  // (termDefaultFacts), and only its own heading and declaration write the name so: a name as common as "path" or
  // "name" would fill the search's results with prose long before the property's entry.
  if (defaulted) {
    const gobject = / of `[^`]+` default to\?$/.test(q);
    return { kind: "term", term: defaulted, default: true, pattern: gobject ? `“${escapeName(defaulted)}”` : `(?:^|[\\s\`*#.“]|\`')${escapeName(defaulted)}(?:$|[\\s\`¶:(”]|'\`)` };
  }
  // "When does `valueOf()` throw `IllegalArgumentException`?": the call's entry, and the exception's line in it.
  const thrown = exceptionQuestionOf(q);
  if (thrown) return { kind: "term", term: thrown.name, exception: thrown.exception, pattern: `(?:^|[\\s\`*#.[])${escapeName(thrown.name)}(?:$|[\\s\`¶:(\\]])` };
  // "What does `getObjectRegistry()` return?": the call's entry, and the paragraph under its "Returns" label.
  const returned = returnQuestionOf(q);
  if (returned) return { kind: "term", term: returned.name, returns: true, ...(returned.parameters ? { parameters: returned.parameters } : {}), pattern: `(?:^|[\\s\`*#.[])${escapeName(returned.name)}(?:$|[\\s\`¶:(\\]])` };
  // "What is the `validate_widgets()` function overridden to do?": the entry as "What does … do?" names it.
  const hook = /^(what) is (the .+) overridden to do\?$/i.exec(q);
  if (hook) {
    const name = termQuestion(`${hook[1]} does ${hook[2]} do?`);
    const owner = name ? termQuestionOwner(`${hook[1]} does ${hook[2]} do?`) : undefined;
    if (name) return { kind: "term", term: name, hook: true, ...(owner ? { owner } : {}), pattern: `(?:^|[\\s\`*#.[])${escapeName(name)}(?:$|[\\s\`¶:(\\]])` };
  }
  const term = termQuestion(q) ?? typeDescriptionQuestionOf(q);
  const described = typeDescriptionQuestionOf(q) !== undefined;
  // A related package is named by a link: "- [ms.macro](…) - …".
  const parameters = term ? overloadParameters(q) : undefined;
  const owner = term ? termQuestionOwner(q) : undefined;
  if (term) return { kind: "term", term, ...(described ? { described } : {}), ...(parameters ? { parameters } : {}), ...(owner ? { owner } : {}), pattern: `(?:^|[\\s\`*#.[“:]|\`')${escapeName(term)}(?:$|[\\s\`¶:(\\]”<]|'\`)` };
  const option = /^what does the (-{1,2}[a-z][\w-]*) option do\?$/i.exec(q);
  // The other spellings before it are parted by commas or spaces, each with its value's placeholder ("-r --range
  // <range>", "-o <file>, --output <file>"), as the questioner reads the line (entry-questions.ts optionQuestion).
  if (option) return { kind: "option", option: option[1]!, pattern: `^[\\s\`*_]*(?:\\.\\.\\s+(?:option|cmdoption)::\\s+)?(?:-{1,2}[a-z][\\w-]*(?:[=\\[][^\\s,]*)?(?:\\s+(?:<[^>]+>|\\[[^\\]]+\\]|[A-Z_]+))?(?:\\s*,\\s*|\\s+))*${option[1]!}(?:$|[^\\w-])` };
  const tokens = q.replace(/\?$/, "").match(/[A-Za-z0-9]+/g) ?? [];
  if (tokens.length < 3 || tokens.length > 30) return undefined;
  return { kind: "question", pattern: `${tokens.join("[^A-Za-z0-9]+")}[^A-Za-z0-9?]*\\?` };
}

function analyseForm(question: string): QuestionAnalysis {
  const q = question.trim().replace(/\s+/g, " ");
  const lower = q.toLowerCase();
  const base = (kind: AnswerKind, extra: Partial<QuestionAnalysis> = {}): QuestionAnalysis => {
    const exclude = new Set([...QUESTION_FORM_WORDS, ...(extra.noun ? contentWords(extra.noun) : [])]);
    return { question: q, kind, terms: contentWords(q).filter((word) => !exclude.has(word)), ...extra };
  };

  // "What happens if no type is provided?": the rest of the sentence that opens with the condition.
  const condition = /^what (happens|should be done) (if|when) (.+?)\?*$/i.exec(q);
  if (condition) {
    const [, form, conjunction, clause] = condition as unknown as [string, string, string, string];
    return { question: q, kind: "statement", terms: contentWords(clause), condition: { clause, advice: form.toLowerCase() !== "happens", conjunction: conjunction.toLowerCase() } };
  }

  const visual = /^which (figure|table|image|chart|diagram)\b/.exec(lower);
  if (visual) return base("visual_label", { visualKind: visual[1] === "table" ? "table" : "figure" });

  if (/\bemail\b/.test(lower)) {
    if (/^who sent\b|^from whom\b|\bwho wrote\b/.test(lower)) return base("email_header", { header: "From" });
    if (/^to whom\b|\bwho received\b|\baddressed\b/.test(lower)) return base("email_header", { header: "To" });
    if (/\bcopied\b|\bcc\b/.test(lower)) return base("email_header", { header: "Cc" });
    if (/^when\b|\bwhat date\b/.test(lower)) return base("email_header", { header: "Date" });
  }

  if (/\bwhich month and year\b|\bwhat month\b/.test(lower)) return base("month");
  if (/\bwhat date\b|\bwhich date\b|\bwhich day\b/.test(lower)) return base("date");
  // "When is the optional callback called?", "When is the time format used?": the clause after "X is called" ("when the
  // server closes"), "X is used" ("when guessing column types"), not a year.
  const invoked = new RegExp(`^when (is|are) (.+?) ((?:(?:${EVENT_ADVERBS}) )?(?:called|${EVENT_PARTICIPLES}))\\?*$`, "i").exec(q);
  if (invoked) {
    const [, be, subject, verb] = invoked as unknown as [string, string, string, string];
    return { question: q, kind: "statement", terms: contentWords(subject).concat(contentWords(verb)), anchor: { subject, verbs: [`${be} ${verb}`] } };
  }
  // "When does vec_c() throw an error?": the condition after "vec_c() throws an error" ("if the inputs are not …"),
  // not a year (statement-questions.ts conditionalObject).
  const conditional = /^[Ww]hen (?:does|do) (.+?) ([a-z]+) ((?:an?|the|no) [a-z-]+(?: [a-z-]+){0,2}|`[^`]+`|[A-Z][A-Za-z_]*|[a-z_][\w.]*\(\))\?*$/.exec(q);
  if (conditional) {
    const [, subject, verb, object] = conditional as unknown as [string, string, string, string];
    return { question: q, kind: "statement", terms: contentWords(subject).concat(contentWords(`${verb} ${object}`)), anchor: { subject, verbs: [`${thirdPerson(verb)} ${object}`] } };
  }
  if (/\b(which|what) year\b|^when\b/.test(lower)) return base("year");
  if (/\bwhat (percentage|percent|proportion|share)\b/.test(lower)) return base("percent");
  if (/^what (?:is|was|are|were) the [^?]*\b(rate|rates|proportion|percentage|prevalence|incidence|coverage|occupancy)\b/.test(lower)) return base("percent");
  if (/\bwhat temperature\b/.test(lower)) return base("quantity", { noun: "temperature" });
  if (/\bhow much money\b|\bhow much did\b.*\b(cost|spend|spent|pay|paid)\b/.test(lower)) return base("money");
  const howMany = /\bhow (many|much) ([a-z°][\w°-]*(?: (?:celsius|fahrenheit))?)/.exec(lower);
  if (howMany) return base("quantity", { noun: howMany[2]! });

  const byWhom = /^by whom (?:is|are|was|were|has been|have been) .+ ([a-z]{3,}(?:ed|en|wn|lt|t))\?*$/.exec(lower);
  if (byWhom) return base("person", { verb: byWhom[1]!, passive: true });
  const who = /^who (?:\w+ly )?([a-z]+)\b/.exec(lower);
  if (who && !/^(is|are|was|were|has|have|had|does|do|did)$/.test(who[1]!)) return base("person", { verb: who[1]! });

  const ability = /^what (?:is|was) (?:the )?(.+?)['’]s? (strength|dexterity|constitution|intelligence|wisdom|charisma) (.+?)\?*$/i.exec(q);
  const column = ability ? ABILITY_COLUMNS.find(([pattern]) => pattern.test(ability[3]!.toLowerCase()))?.[1] : undefined;
  if (ability && column) {
    const row = ABILITY_ROWS[ability[2]!.toLowerCase()]!;
    const subject = ability[1]!.replace(/^the /i, "");
    return { question: q, kind: "cell", key: column, row, subject, terms: [...contentWords(subject), row.toLowerCase(), column.toLowerCase()] };
  }
  // "What are the two modes of format validation?": the list after "There are two modes of format validation:", before
  // the value reading takes "two modes" for a key of "format validation".
  const enumeration = /^what (are|were) the ((?:two|three|four|five|six|seven|eight|nine|ten|several|\d+) .+?)\?*$/i.exec(q);
  if (enumeration) return { question: q, kind: "statement", terms: contentWords(enumeration[2]!), frame: { before: `there ${enumeration[1]} ${enumeration[2]}:` } };
  // "Which two stacks are supported?": the list after "Two stacks are supported:" (statement-questions.ts).
  const counted = new RegExp(`^which ((?:two|three|four|five|six|seven|eight|nine|ten|twelve|\\d+) [a-z][\\w-]*(?: [a-z][\\w-]*){0,2}) (are|were) ((?:(?:also|currently|now) )?(?:${OFFERED_PARTICIPLES}))\\?*$`, "i").exec(q);
  if (counted) return { question: q, kind: "statement", terms: contentWords(`${counted[1]} ${counted[3]}`), frame: { before: `${counted[1]} ${counted[2]} ${counted[3]}:` } };
  // "Which three layers does `tinyrpc` consider?": the list after "`tinyrpc` considers three layers:" (statement-questions.ts
  // countedListFact); so with "of" ("Which two parts does X consist of?").
  const listed = /^which ((?:two|three|four|five|six|seven|eight|nine|ten|twelve|\d+) [a-z][\w-]*(?: [a-z][\w-]*){0,5}) (does|do) (.+?) ([a-z]+)( of)?\?*$/i.exec(q);
  if (listed && isVerbBase(listed[4]!.toLowerCase())) {
    const verb = listed[2]!.toLowerCase() === "does" ? thirdPerson(listed[4]!.toLowerCase()) : listed[4]!.toLowerCase();
    return { question: q, kind: "statement", terms: contentWords(`${listed[3]} ${listed[1]}`), frame: { before: `${listed[3]} ${verb}${listed[5] ?? ""} ${listed[1]}:` } };
  }
  // "What is the region of integration given by?" is a passive's agent (statementAnalysis), not a value of a thing.
  const passive = /^what (?:is|are|was|were) .+ (?:[a-z]{3,}(?:ed|en|wn|lt)|made up) (?:by|of|from|on)\?*$/i.test(q);
  // "What is the purrr equivalent of `Find(p, x)`?": a comparison table's cell in the named column, in the row that
  // holds the quoted call in another (facts.ts equivalentFacts).
  const equivalent = /^what is the ([A-Za-z][\w .-]{0,30}?) equivalent of `([^`]+)`\?*$/i.exec(q);
  // Its terms are the call's words: the column's name stands in the header, not in the row that answers.
  if (equivalent) return { question: q, kind: "cell", key: equivalent[1]!, row: equivalent[2]!, rowByCell: true, terms: contentWords(equivalent[2]!) };
  const cell = /^what (?:is|was|are|were) the (.+?) of (.+?) for (?:the )?(.+?)\?*$/i.exec(q);
  if (cell && !passive) return base("cell", { key: cell[1]!, row: cell[2]!, subject: cell[3]! });
  const value = /^what (?:is|was|are|were) the (.+?) of (?:the )?(.+?)\?*$/i.exec(q);
  if (value && !passive) return base("value", { key: value[1]!, subject: value[2]! });
  const possessive = /^what (?:is|was|are|were) (?:the )?(.+?)['’]s (.+?)\?*$/i.exec(q);
  if (possessive) return base("value", { key: possessive[2]!, subject: possessive[1]! });
  const release = /^which version(?: of (\S+))? ((?:[a-z]+ed|caught|rewrote) .+?)\?*$/i.exec(q);
  if (release) return { question: q, kind: "statement", terms: contentWords(release[2]!), release: { ...(release[1] ? { name: release[1] } : {}), change: release[2]! } };
  const relative = new RegExp(`^which (${NAMED_KINDS}) ([a-z]{3,}s(?: and [a-z]{3,}s)? .+?)\\?*$`, "i").exec(q);
  // Also read as an identifying sentence's description ("An argument that specifies X is …", statementAnalysis).
  const named = relative ? { relative: { kind: relative[1]!.toLowerCase(), clause: relative[2]! } } : {};
  const command = /^which command do you run to (.+?)\?*$/i.exec(q);
  if (command) return { question: q, kind: "statement", terms: contentWords(command[1]!), command: command[1]! };
  const tool = /^what can you use to (.+?)\?*$/i.exec(q);
  if (tool) return { question: q, kind: "statement", terms: contentWords(tool[1]!), frame: { before: "can use", after: `to ${tool[1]}` } };
  // "What does Celery use to store …?", "What does Jinja use for escaping?": the means between "uses" and the purpose;
  // so for the other light verbs a question is narrowed by its purpose with ("What does X provide to truncate …?").
  const uses = /^what (?:does|do|will) (.+?) (use|provide|offer|give|include|contain|support|accept) (to|for) (.+?)\?*$/i.exec(q);
  if (uses) return { question: q, kind: "statement", terms: contentWords(`${uses[1]} ${uses[4]}`), frame: { before: `${uses[1]} ${uses[2]}s`, after: `${uses[3]} ${uses[4]}` } };
  const statement = statementAnalysis(q);
  // "Why are X not affected by the problem?": the sentence that says so, and its reason after "because"/"since".
  const cause = /^why\s+(?:is|are|was|were|can|cannot|must|should|may|might|need|has|have|does|do|did|will|would)\s+(.+?)\?*$/i.exec(q)?.[1];
  if (cause && !statement) return { question: q, kind: "statement", terms: contentWords(cause), cause };
  // "How can you X?": an instruction ("To X, run …", the anchor) or a means ("You can X by …", the frame).
  const means = /^how can you (.+?)\?*$/i.exec(q);
  // A "Why" question's words are all in its sentence's main clause: the cause reading looks for them, not for a subject.
  if (statement) return { question: q, kind: "statement", ...named, ...(cause ? { cause } : {}), terms: cause ? contentWords(cause) : contentWords(statement.subject).concat(statement.verbs.flatMap((verb) => contentWords(verb)).slice(0, 1)), anchor: statement, ...(means ? { frame: { before: `you can ${means[1]}` } } : {}) };
  return base("unknown");
}

/**
 * Questions about what a sentence says of a named subject: the answer is the rest of the clause after the subject and
 * its verb. "What does the lmer function return?" → subject "the lmer function", verbs "returns" / "return".
 */
function statementAnalysis(question: string): NonNullable<QuestionAnalysis["anchor"]> | undefined {
  // A fronted scope ("In lme4, …", "From version 2.4, …") is read off the question; the statement holds it before its subject.
  const q = question.replace(/^(?:in|for|with|within|under|on|in r|in practice|in particular)\b[^,]{0,40},\s*/i, "").replace(/^(?:from|as of|since|starting (?:with|from)) (?:[a-z][\w.-]* )?(?:version|release) \d[\w.-]*,\s*/i, "").replace(/\?+$/, "").trim().replace(/\s+by default$/i, "");
  let match = /^what does (.+?) default to$/i.exec(q);
  if (match) return { subject: match[1]!, verbs: ["defaults to"] };
  // "What is the naming convention for a module foo when the module is version independent?" (statement-questions.ts):
  // a value under a condition, which its sentence states after the value. Not an overload's "when called without
  // arguments" or "when given `x`" (term-questions.ts).
  match = /^what (is|are) (the \S+(?: \S+)? (?:of|for) .+?) ((?:when|if|whenever) (?!called\b|given\b).+)$/i.exec(q);
  if (match) return { subject: match[2]!, verbs: [match[1]!.toLowerCase()], condition: match[3]! };
  match = /^what is the default value of (.+)$/i.exec(q);
  if (match) return { subject: `default value of ${match[1]}`, verbs: ["is"] };
  // "What is WPS intended to be?": "WPS is intended to be state-less protocol" (statement-questions.ts, a quality).
  match = /^what (is|are) (.+?) ((?:[a-z]{3,}ly )?(?:intended|meant|designed|supposed)) to be$/i.exec(q);
  if (match) return { subject: match[2]!, verbs: [`${match[1]} ${match[3]} to be`] };
  match = /^what (is|are) (.+?) (?:[a-z]{3,}ly )?(used|designed|intended|needed|required|meant) for$/i.exec(q);
  if (match) return { subject: match[2]!, verbs: [`${match[1]} ${match[3]} to`, `${match[1]} ${match[3]} for`] };
  match = /^what (can|may) (.+?) be (used|designed) for$/i.exec(q);
  if (match) return { subject: match[2]!, verbs: [`${match[1]} be ${match[3]} to`, `${match[1]} be ${match[3]} for`] };
  match = /^what (is|are) (.+?) ((?:synonymous|similar|equivalent|identical|analogous|related|proportional|comparable|orthogonal|complementary) (?:with|to)|different from|independent of|specific to|limited to|restricted to|(?:(?:also|solely|primarily|mainly|chiefly|entirely|only) )?responsible for)$/i.exec(q);
  if (match) return { subject: match[2]!, verbs: [`${match[1]} ${match[3]}`] };
  match = /^what does (.+?) (let|allow|enable|help|permit) (you|users|the user) (to )?do$/i.exec(q);
  if (match) return { subject: match[1]!, verbs: [`${thirdPerson(match[2]!)} ${match[3]}${match[4] ? " to" : ""}`] };
  // "What do the models give rise to?", "What does X keep track of?": a light verb with its fixed part
  // (general-questions.ts withFixedComplement), read as one verb.
  match = /^what (does|do) (.+?) (give|make|take|keep|pay|lose) ((?:rise|way|birth) to|(?:use|care|advantage|account|note|hold|charge|track|sight|fun|sense) of|attention to|part in|into account|precedence over|an eye on|room for)$/i.exec(q);
  if (match) return { subject: match[2]!, verbs: [`${match[1]!.toLowerCase() === "does" ? thirdPerson(match[3]!.toLowerCase()) : match[3]!.toLowerCase()} ${match[4]!.toLowerCase()}`] };
  // "What does frobexp take as argument?": "frobexp takes as argument a square matrix …" (statement-questions.ts).
  match = /^what (does|do) (.+?) (take|accept|expect) as ((?:(?:its|an|a) )?(?:first |second |only |sole )?(?:argument|input|parameter)s?)$/i.exec(q);
  if (match) return { subject: match[2]!, verbs: [`${match[1]!.toLowerCase() === "does" ? thirdPerson(match[3]!.toLowerCase()) : match[3]!.toLowerCase()} as ${match[4]!.toLowerCase()}`] };
  // "What does Tidelift help do?": "Tidelift helps make …", "helps to make …" (general-questions.ts withFixedComplement).
  match = /^what (does|do) (.+?) help do$/i.exec(q);
  if (match) return { subject: match[2]!, verbs: match[1]!.toLowerCase() === "does" ? ["helps to", "helps"] : ["help to", "help"] };
  match = /^what (must|should) (.+?) be$/i.exec(q);
  if (match) return { subject: match[2]!, verbs: [`${match[1]} be`] };
  match = /^how does (.+?) work$/i.exec(q);
  if (match) return { subject: match[1]!, verbs: ["works"] };
  match = /^how can you (.+)$/i.exec(q);
  if (match) return { subject: `to ${match[1]}`, verbs: [","] };
  // "What does X need to install?"; not "What does the default connection to a signal invoke?", whose "to" is a
  // preposition inside the subject (a determiner follows it).
  match = /^what does (.+?) ([a-z]+) (to (?!(?:a|an|the|this|that|these|those|its|their|each|every|any|all|some|one)\s)[a-z].*)$/i.exec(q);
  // "What does the exclude argument to glmnet accept?": the question ends with a verb and "to" is followed by a name,
  // not a verb, so "to glmnet" belongs to the subject and "accept" is the verb asked with.
  const toName = match ? !isVerbBase(match[3]!.split(/\s+/)[1] ?? "") && isVerbBase(q.split(/\s+/).at(-1) ?? "") : false;
  if (match && !/^(default)$/i.test(match[2]!) && !toName) return { subject: match[1]!, verbs: [thirdPerson(match[2]!)] };
  match = /^what (is|are) (.+?) ((?:(?:often|usually|commonly|sometimes|also|generally|typically|simply|now) ){0,2})(called|known as|named|referred to as|denoted by|abbreviated as)$/i.exec(q);
  if (match) return { subject: match[2]!, verbs: [`${match[1]} ${match[3]}${match[4]}`] };
  // "What is the -m flag for?": "the -m flag is to give …".
  match = /^what (is|are) (.+?) for$/i.exec(q);
  if (match && !/\b(?:used|designed|intended|needed|required|meant)$/i.test(match[2]!)) return { subject: match[2]!, verbs: [`${match[1]} to`] };
  // "What is the region of integration given by?": "the region of integration is given by …".
  match = /^what (is|are|was|were) (.+?) ((?:[a-z]+ly )?(?:[a-z]{3,}(?:ed|en|wn|lt)|made up)) (by|of|from|on)$/i.exec(q);
  if (match && !/^(?:used|designed|intended|needed|required|meant)$/i.test(match[3]!)) return { subject: match[2]!, verbs: [`${match[1]} ${match[3]} ${match[4]}`] };
  // "Under which license is GLFW licensed?": "GLFW is licensed under the zlib/libpng license" (statement-questions.ts).
  match = /^under which licen[cs]e (is|are) (.+?) ((?:(?:also|currently|now|dual|freely) )?(?:licensed|released|distributed|available|dual-licensed|published|provided|copyrighted))$/i.exec(q);
  if (match) return { subject: match[2]!, verbs: [`${match[1]} ${match[3]} under`] };
  // "In which language is trace2dbest written?": "trace2dbest is written in Perl" (statement-questions.ts).
  match = /^in which (?:programming )?language (is|are|was|were) (.+?) written$/i.exec(q);
  // The answer is the language's name alone (reader-extract.ts reads it with statement-questions.ts LANGUAGE_NAME).
  if (match) return { subject: match[2]!, verbs: [`${match[1]} written in`], language: true };
  match = /^where (is|are) (.+?) available$/i.exec(q);
  if (match) return { subject: match[2]!, verbs: [`${match[1]} available`] };
  // "Where can the full references be found?", "Where should bug reports be filed?", "Where are crash dumps written?"
  // (statement-questions.ts PLACED_IN): the place after the participle's preposition.
  const placedAs = (participle: string) => [...((PLACED_PARTICIPLES as readonly string[]).includes(participle) ? ["in", "at", "on", "under"] : []), ...((SENT_TO_PARTICIPLES as readonly string[]).includes(participle) ? ["to"] : [])];
  const participles = [...new Set([...PLACED_PARTICIPLES, ...SENT_TO_PARTICIPLES])].join("|");
  match = new RegExp(`^where (can|should|must) (.+?) be (${participles})$`, "i").exec(q);
  if (match) return { subject: match[2]!, verbs: placedAs(match[3]!.toLowerCase()).map((preposition) => `${match![1]!.toLowerCase()} be ${match![3]} ${preposition}`) };
  match = new RegExp(`^where (is|are|was|were) (.+?) (${participles})$`, "i").exec(q);
  if (match) return { subject: match[2]!, verbs: placedAs(match[3]!.toLowerCase()).map((preposition) => `${match![1]} ${match![3]} ${preposition}`) };
  // "How can labeled isolines be drawn in the grid graphics system?": the participle's own phrase before the means
  // ("… can be drawn in the grid graphics system via …", statement-questions.ts passiveByMeans).
  match = new RegExp(`^how (can|may) (.+?) be (${PASSIVE_PARTICIPLE}) ((?:in|into|on|from|to|for|with|at|as) .+)$`, "i").exec(q);
  if (match) return { subject: match[2]!, verbs: [`${match[1]} be ${match[3]} ${match[4]}`] };
  match = /^how (is|are|can|may|was|were) (.+?) (be )?((?:[a-z]+ly )?[a-z]+)$/i.exec(q);
  if (match) return { subject: match[2]!, verbs: [`${match[1]} ${match[3] ?? ""}${match[4]}`.replace(/\s+/g, " ")] };
  match = COMPARED_WITH.exec(q);
  if (match) return { subject: match[2]!, verbs: [`${match[1]} ${match[3]} than`] };
  match = /^why (is|are|was|were|can|must|should|has|have|does|do|did) (.+?) ([a-z]+(?: [a-z]+)*)$/i.exec(q);
  if (match && /^(does|do|did)$/i.test(match[1]!)) {
    const [verb, ...rest] = match[3]!.split(" ");
    return { subject: match[2]!, verbs: [[thirdPerson(verb!), ...rest, "because"].join(" "), [verb!, ...rest, "because"].join(" ")] };
  }
  // The verb keeps its own preposition: "What does X apply to?", "What do braced sections start with?".
  match = /^what does (.+?) ([a-z]+(?: of| on| to| with| in| from| for| into)?)$/i.exec(q);
  if (match && !/^(say|state)$/i.test(match[2]!)) {
    const [verb, preposition] = match[2]!.split(" ");
    const tail = preposition ? ` ${preposition}` : "";
    // An adverb before the verb ("typically show") is not part of the subject; the reader allows it before the verb.
    return { subject: match[1]!.replace(/\s+(?:[a-z]+ly|also|then|now|only|often|first)$/i, ""), verbs: [`${thirdPerson(verb!)}${tail}`, `also ${thirdPerson(verb!)}${tail}`] };
  }
  match = /^what (is|are) (.+?) ((?:strongly )?(?:encouraged|expected|required|recommended|advised|supposed|allowed|permitted)) to do$/i.exec(q);
  if (match) return { subject: match[2]!, verbs: [`${match[1]} ${match[3]} to`] };
  match = /^what (can|may|will) (.+?) (?:((?:[a-z]{3,}ly|also|always) ))?([a-z]+)$/i.exec(q);
  if (match && !/^be$/i.test(match[4]!)) return { subject: match[2]!, verbs: [`${match[1]} ${match[3] ?? ""}${match[4]}`] };
  match = /^what do (.+?) ([a-z]+(?: of| on| to| with| in| from| for| into)?)$/i.exec(q);
  if (match) {
    // A plural subject the writer gave a singular verb ("Square brackets denotes optional values"): the question asks it
    // with "do" (facts.ts pluralAgreement), the text says it in the third person.
    const [verb, preposition] = match[2]!.split(" ");
    return { subject: match[1]!, verbs: [match[2]!, `${thirdPerson(verb!)}${preposition ? ` ${preposition}` : ""}`] };
  }
  // An identifying sentence's description (identifying-questions.ts): "What is a generalization of X?" is answered by
  // "A generalization of X is the Y family"; "Which family is concerned with X?" by "A family concerned with X is …"
  // or "One family that is concerned with X is …".
  match = /^what is (an?|one) (.+)$/i.exec(q);
  if (match) return { subject: `${match[1]} ${match[2]}`, verbs: ["is"] };
  match = /^which ((?:[a-z-]+ ){0,2}?[a-z-]+) (is|has|can|[a-z]+s) (.+)$/i.exec(q);
  if (match) {
    const [, noun, verb, rest] = match as unknown as [string, string, string, string];
    return { subject: noun, verbs: [`that ${verb} ${rest} is`, `which ${verb} ${rest} is`, ...(verb === "is" ? [`${rest} is`] : [])] };
  }
  match = /^what (is|are) (?!the \S+(?: \S+)? of )(.+)$/i.exec(q);
  if (match && !/\bof\b/.test(match[2]!)) return { subject: match[2]!, verbs: [match[1]!] };
  return undefined;
}

