import { normaliseSpace } from "../../documents/text-utils.js";
import { perText } from "../../documents/per-text.js";
import { innerStop, isCodeFence, isDoxygenNote, isUnderline } from "../../documents/sentences.js";
import { contentWords } from "../../documents/words.js";
import { leadSentence, MIN_ANSWER_WORDS } from "./entry-questions.js";
import { balanced } from "./example-questions.js";
import type { Fact, ReadText } from "./facts.js";
import { nameWords } from "./self-containment.js";
import { describesItsOwnSubject } from "./phrase-bounds.js";
import { GTK_DOC_ANNOTATION, GTK_DOC_PRIVATE_CONTENT, rowCells } from "./table-rows.js";
import { autodocEntry, declaredFunction, domainEntry, headingPrototype, wrappedPrototype } from "./section-scope.js";
import { BASE, isKnownVerb, isVerbBase, opensCallDescription } from "./verb-lexicon.js";

/**
 * Questions from a reference page's named entries: a setting, option, parameter or field written under its own name
 * (a heading, a reStructuredText or Markdown definition term, a list item "`name`: …") with a description after it.
 *   "Builtin Settings" / "timing¶" / "If True, the elapsed time is reported for each command executed."
 *     → "What does the timing setting do?", the description's first sentence
 *   "The following options are valid:" / "- `recurse`: boolean, default `false`" / "    Look for command modules …"
 *     → "What does the `recurse` option do?"
 * The kind of thing ("setting", "option") must be named by the section's heading, the lead-in line of the list, or the
 * description itself ("this setting …"): a name with no kind asks nothing, so that a short heading in prose ("echo")
 * or a code word a PDF put on a line of its own is never taken for an entry. The reader finds the same entry by the
 * name (reader-extract.ts) and reads the same sentence, through termDescription below.
 */

const KINDS = "setting|option|parameter|argument|variable|field|attribute|property|key|flag|method|constructor|modifier|enumerator|enumeration";
/** "options", "properties": a kind named in the plural by a heading or a list's lead-in. */
const PLURAL_KIND = new RegExp(`\\b(${KINDS.replace("property", "propert(?=ies)")})(?:s|ies)\\b`, "i");
const singularKind = (kind: string) => kind.toLowerCase().replace(/^propert$/, "property");
const SINGULAR_KIND = new RegExp(`\\bthis (${KINDS})\\b`, "i");
/** A name as code writes it: lower-case identifier, dotted or with underscores ("allow_style", "exports.command"). */
const IDENTIFIER = /^[a-z_][a-z0-9_]*(?:\.[a-z_][a-z0-9_]*)*$/i;
/**
 * A member of an object as code writes it, with a dot or a quoted key in brackets: "opts.stopEarly", "opts['--']",
 * "argv._". The name of an entry in a list of an object's options or properties.
 */
const MEMBER = /^[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*|\[(['"])[^'"\]\s]{1,20}\1\])+$/;
/**
 * A C++ operator as Doxygen heads its member: "operator!=", "operator++", "operator->", "operator()", "operator[]".
 * Its heading adds the call's parentheses ("### operator!=()"), and an overload's number ("### operator=() [1/2]").
 */
export const OPERATOR_NAME = String.raw`operator(?:\(\)|\[\]|->\*?|[-+*/%^&|~!=<>,]{1,3})`;
const OPERATOR = new RegExp(`^${OPERATOR_NAME}$`);
/** The name in a question: an identifier or a member ("opts['--']"). */
const QUESTION_NAME = String.raw`[A-Za-z_$][\w.$]*(?:\[['"][^'"\]\s]{1,20}['"]\])*`;
/** The owner a question may name after the entry: "of `parseArgs()`", "of `FSWatcher`". */
const QUESTION_OWNER = String.raw`(?: of \x60[^\x60]+\x60)?`;
/** The kinds a question names an entry by: a section's plural kinds, and an API reference's classes (autodocHeading). */
const QUESTION_KINDS = `${KINDS}|class|exception|value|macro|type|structure|union|pattern synonym|special form|generic function|procedure`;
/** Most lines between an entry's name and its description, and most lines above it searched for its kind. */
const MAX_GAP = 3;
const KIND_LOOKBACK = 60;

export interface TermHeading {
  /** The name as the question writes it: in backticks when the document writes it so. */
  term: string;
  /** Plain name, for matching. */
  name: string;
  /** The description that follows the name on its own line ("- `name`: a string used as …"), when there is one. */
  inline?: string;
  /** The line `inline` stands on when it is not the name's: a gi-docgen parameter's description, under its type. */
  inlineLine?: number;
  /** A list item, whose kind is named by the line that introduces the list. */
  listItem: boolean;
  /** The item gives its default ("`persistent` (default: `true`)"): a setting of something, an option. */
  hasDefault?: boolean;
  /** A call heading ("### mime.getType(pathOrExtension)"): the entry is a function, or a method when it is dotted. */
  call?: "function" | "method";
  /** A call heading's parameters as named in it ("pathOrExtension"; empty for "### charset()"). */
  parameters?: string[];
  /** A list item whose description follows its name with no separator ("* `pause` Temporarily stop the search"). */
  bare?: boolean;
  /** A row of a parameter table ("buffer | a buffer object |"): its description is its own cell, one line. */
  row?: boolean;
  /** A Haskell function as Haddock documents it: its signature line, the description under it. */
  haddock?: boolean;
  /** A Haskell value as Haddock documents it: a signature without an arrow ("defSz :: PartSize"), no function. */
  haddockValue?: boolean;
  /** A Haskell pattern synonym as Haddock documents it ("pattern UNICODE_MAX :: Int32 Source"): asked as one. */
  haddockPattern?: boolean;
  /** A Haskell type or type class as Haddock documents it ("data TableType Source" over its description): which. */
  haddockType?: "type" | "class";
  /**
   * A constructor of a Haskell data type, a row of the "Constructors" table under the type's entry ("LenShort Int |
   * Short form with only one byte."): the type it constructs, as the question names it ("`ASN1Length`").
   */
  constructorOf?: string;
  /** A field of a Haskell record, a row under "Fields" in its type's "Constructors" table: the type, as the question names it. */
  recordOf?: string;
  /** A C or C++ enumeration's heading over its declaration ("### frob_level" over "enum frob_level", as Doxygen writes it). */
  enumerationDeclared?: boolean;
  /** A C type's heading over its typedef ("### tr_close_fp" over "typedef void(* tr_close_fp) (void *socket)", Doxygen's). */
  typedefDeclared?: boolean;
  /**
   * A row of Doxygen's table of an enumeration's values ("Enumerator |" over "shs_f | First non-unit cell."): the
   * enumeration it belongs to, as the question names it ("`SplittingHeuristic`").
   */
  enumeration?: string;
  /** A list item named by a link to a related package ("- [ms.macro](https://…) - Run `ms` as a macro at build-time."). */
  link?: boolean;
  /** A call heading that says in itself what the call does ("## str_pad(): Pad a string"): `inline` holds that gloss. */
  gloss?: boolean;
  /** A Sphinx autodoc entry's heading ("#### method frob.Tree.walk(visitor)"): the kind of entry it names. */
  autodoc?: string;
  /**
   * A function's definition as a Texinfo manual writes it ("Function: gcry_error_t gcry_cipher_open (gcry_cipher_hd_t
   * *hd, …)" in its HTML, "int idn2_to_ascii_8z (const char * input, … [Function]" in its PDF): the line after the
   * definition, where its parameters' lines and its description start.
   */
  texinfo?: number;
  /**
   * A Lisp definition's category as a Texinfo manual names it ("Macro: PUSHNEW (item place &key …)", "Special Form:
   * setq …"), in lower case: the kind the question names the entry by ("macro", "special form").
   */
  category?: string;
  /** An Objective-C method's entry over its declaration (objcMethodHeading): its description follows "Availability: …". */
  objc?: boolean;
  /**
   * A parameter on lines of its own under its call's definition: a Texinfo definition's ("input: zero terminated input
   * UTF-8 string."), a gi-docgen page's ("min" / "Type: gint*" / "Minimum height." under "#### Parameters"). The call,
   * as the question names it.
   */
  parameterOf?: string;
  /** A gi-docgen page of one call (giDocgenEntry): the line its description starts on, under "#### Description". */
  giDocgen?: number;
  /**
   * The same entry as reStructuredText source writes it, a directive (".. method:: Graph.add_node(node[, node_data])")
   * over its indented body: the directive's own indent.
   */
  directive?: number;
  /**
   * An entry of Sphinx's C, C++ or JavaScript domain as the HTML adapter writes it ("#### type `version`", "#####
   * enumerator `kHammer`"): one nested under another's heading is that entry's (domainOwner).
   */
  domain?: boolean;
  /**
   * A data member whose heading is followed by its declaration ("### time" over "uint64_t frob_stats::time", as
   * Doxygen documents a struct's fields; "#### SUSPEND" over "static final int SUSPEND", as Javadoc documents a
   * field): the type or class that declares it, when the declaration names one ("frob_stats").
   */
  member?: { owner?: string };
  /**
   * A GObject property as gtk-doc documents it: "### The “accelerator” property" over its declaration ("  “accelerator”
   * char *"), a description, then "Owner: DzlShortcutsShortcut", "Flags: Read / Write", "Default value: NULL".
   */
  gobject?: boolean;
  /**
   * A type, variable or macro as a Doxygen summary table lists it, its brief on the row below ("enum |
   * NC_DATASTORE_TYPE { … }" over " | Enumeration of the supported types of datastores. More..."): the kind the
   * declaration names it by.
   */
  summary?: string;
  /**
   * A row of a summary table without a header ("border_width | The outer (unchecked area) border width." under "##
   * Object properties", as LDoc writes a Lua class's page; "asymmetry([intrinsic]) | Asymmetry check." as Sphinx's
   * autosummary does): the kind its section's heading names, or "method"/"function" for a call.
   */
  rowKind?: string;
}

/** An entry's description, and the form of question it answers: what the entry does, or what it is (a noun phrase). */
export interface TermDescription {
  text: string;
  endLine: number;
  /** "an object mapping string argument names to default values": a noun phrase answers "What is …?". */
  form?: "is";
}

/**
 * The entry's name on line `line`, or undefined. The forms: a Sphinx HTML heading ("timing¶"), a Markdown heading
 * ("### `debug`"), a reStructuredText heading (the name over a line of "-" or "~"), a definition term in backticks or
 * with an underscore alone on its line over indented text, and a list item that starts with a name in backticks.
 * A plain word (no underscore, dot or backticks) only counts as a heading marked as one (¶, #, an underline).
 */
export function termHeading(text: ReadonlyMap<number, string>, line: number): TermHeading | undefined {
  const raw = text.get(line);
  if (raw === undefined) return undefined;
  const trimmed = raw.trim();
  // "- `name`: …", "- `name` (boolean) – …", and "* `name` (default: `true`). Indicates …" (a full stop after the
  // parenthetical only: "`name`." alone is a sentence about code).
  // The parenthetical may be in emphasis: "- `indent` _(default: 2)_ - indentation width to use".
  const item = /^[-*+]\s+(`{1,2})([^`]+?)\1\s*(?:(?:[_*]?\(([^)]{1,30})\)[_*]?)?\s*(?::|—|–|\s-)|[_*]?\(([^)]{1,30})\)[_*]?\.)\s*(.*)$/.exec(trimmed);
  const itemName = item ? itemEntryName(item[2]!) : undefined;
  // "* `match(fname)` Return true if …": after a call's signature the description may follow with no separator, a
  // sentence that opens with a capital (a plain name so followed is a word of a sentence: "`negate` True if …").
  // So may a plain name's, in a list whose section heading names the kind ("### Methods" / "* `pause` Temporarily
  // stop the search"): termKind reads it from the heading. A value's gloss ("`negate` True if …") describes no entry.
  const link = linkItem(trimmed);
  if (link) return link;
  const bareCall = item && itemName ? undefined : /^[-*+]\s+`([^`]+)`\s+([A-Z][a-z].*)$/.exec(trimmed);
  const bareName = bareCall && !/^(?:True|False|Yes|No|None|Null)\b/.test(bareCall[2]!) ? itemEntryName(bareCall[1]!) : undefined;
  if (bareCall && bareName) return { ...bareName, inline: bareCall[2]!.trim(), listItem: true, bare: true };
  if (item && itemName) {
    const inline = item[5]!.trim();
    const parenthetical = item[3] ?? item[4];
    return {
      ...itemName,
      ...(inline ? { inline } : {}),
      listItem: true,
      ...(parenthetical && /\bdefaults?\b/i.test(parenthetical) ? { hasDefault: true } : {}),
    };
  }
  const row = parameterRow(text, line);
  if (row) return row;
  const gobject = gobjectProperty(text, line);
  if (gobject) return gobject;
  // A Haddock constructor with fields ("Word (WordCompleter m) | Completion function takes single word.") is no call
  // of a summary table: its row is asked as a constructor of its type before the summary rows are tried.
  const constructor = haddockConstructorRow(text, line) ?? haddockFieldRow(text, line);
  if (constructor) return constructor;
  const summary = doxygenSummaryRow(text, line) ?? headerlessSummaryRow(text, line);
  if (summary) return summary;
  const directive = directiveHeading(text, line);
  if (directive) return directive;
  const texinfo = texinfoDefinition(text, line) ?? texinfoParameter(text, line) ?? lispDefinition(text, line);
  if (texinfo) return texinfo;
  const objc = objcMethodHeading(text, line);
  if (objc) return objc;
  const gi = giDocgenEntry(text, line) ?? giDocgenParameter(text, line);
  if (gi) return gi;
  const call = callHeading(trimmed) ?? glossedCallHeading(trimmed) ?? autodocHeading(trimmed) ?? synopsisEntry(text, line) ?? haddockEntry(trimmed) ?? haddockTypeEntry(trimmed);
  if (call) return call;
  const sphinx = /^([a-z_][\w.]*)¶$/.exec(trimmed);
  if (sphinx && IDENTIFIER.test(sphinx[1]!)) return named(sphinx[1]!, false);
  const markdown = /^#{2,6}\s+(`?)([A-Za-z_][\w.]*)\1\s*#*$/.exec(trimmed);
  const member = markdown ? memberDeclaration(text.get(line + 1) ?? "", markdown[2]!) : undefined;
  if (markdown && member) return { ...named(markdown[2]!, true), member };
  if (markdown && enumDeclaration(text.get(line + 1) ?? "", markdown[2]!)) return { ...named(markdown[2]!, true), enumerationDeclared: true };
  if (markdown && typedefDeclaration(text.get(line + 1) ?? "", markdown[2]!)) return { ...named(markdown[2]!, true), typedefDeclared: true };
  // "### alureGetVersion" over "ALURE_API void ALURE_APIENTRY alureGetVersion(ALuint *major, ALuint *minor)": a
  // function's heading that names it without parentheses (Natural Docs) over its prototype is a call's heading.
  const prototyped = markdown || /^#{2,6}\s+(?:Function|Macro|Method):\s/.test(trimmed) ? headingPrototype(text, line) : undefined;
  if (prototyped) {
    return { term: `\`${prototyped.name}()\``, name: prototyped.name, listItem: false, call: "function", parameters: prototypeParameters(prototyped.parameters) };
  }
  if (markdown && IDENTIFIER.test(markdown[2]!) && (markdown[1] || /^[a-z]/.test(markdown[2]!))) return named(markdown[2]!, !!markdown[1]);
  // A dictionary's key as reStructuredText writes it, a string in code ("``'papersize'``" of Sphinx's latex_elements):
  // the name without its quotes.
  const bare = /^(`{0,2})([a-z_][\w.]*)\1$/.exec(trimmed) ?? /^(`{1,2})'([a-z_][\w.]*)'\1$/.exec(trimmed);
  if (!bare || !IDENTIFIER.test(bare[2]!) || raw !== raw.trimStart()) return undefined;
  const underline = text.get(line + 1)?.trim() ?? "";
  if (isUnderline(underline) && underline.length >= trimmed.length) return named(bare[2]!, !!bare[1]);
  // A definition term: marked as code, over an indented description, after a blank line (not a word a PDF cut off).
  const marked = !!bare[1] || /[_.]/.test(bare[2]!);
  const before = text.get(line - 1);
  const after = text.get(line + 1);
  if (marked && (before === undefined || before.trim() === "") && after !== undefined && /^\s+\S/.test(after)) return named(bare[2]!, !!bare[1]);
  return undefined;
}

/**
 * The line after a C prototype that opens at `start` ("CoglBool" / "cogl_buffer_set_data (CoglBuffer *buffer," / "…
 * size_t size);"): at most two lines of return type, then the call's name and its argument lines up to ");". Doxygen's
 * prototype is one line with the return type or "#define" before the name and no ";" ("#define LITL_READ_GET_CODE(
 * read_event) (read_event)->event->code"), and a macro's body may follow it ("Value:" over lines that end in "\").
 */
function afterPrototype(text: ReadonlyMap<number, string>, start: number, name: string): number | undefined {
  // The type may be qualified or an array: "public CompassPoint.Cardinal nextClockwise()", "static Frob[] values()".
  const declaration = new RegExp(`^(?:#define\\s+|([\\w\\s*&:<>,~.[\\]]*?[\\s*&:]))${name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\s*\\(`);
  const line = text.get(start)?.trim() ?? "";
  // gtk-doc 1.x puts a long name's parameters on the next line: "int flickcurl_photos_people_deleteCoords" over
  // "(flickcurl *fc,".
  if (new RegExp(`^[\\w\\s*&]+[\\s*&]${name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`).test(line) && (text.get(start + 1) ?? "").trim().startsWith("(")) {
    const wrapped = wrappedPrototype(text, start);
    if (wrapped) return wrapped.end + 1;
  }
  const declared = declaration.exec(line);
  // A declaration's type is no phrase, and it ends in no sentence's stop: "Return the first accepted type (and it is
  // returned as the same text as what" under "#### .type(types)" is a description.
  const sentence = (type: string) => /\b(?:the|a|an|of|to|and|or|is|are|it|this|that|in|on|for|with|if)\b/i.test(type) || /[.!?]$|`/.test(line);
  if (declared && (line.startsWith("#define") || !sentence(declared[1] ?? ""))) {
    // gtk-doc 1.x wraps a prototype a parameter a line, aligned under its "(" ("int    flickcurl_photos_people_add
    // (flickcurl *fc," … "int person_h);"): the description follows its last line.
    const wrapped = line.startsWith("#define") || balanced(line) ? undefined : wrappedPrototype(text, start);
    if (wrapped) return wrapped.end + 1;
    return afterMacroValue(text, start + 1);
  }
  const opens = (value: string) => value.trim().startsWith(`${name} (`) || value.trim().startsWith(`${name}(`);
  // A script API's synopsis is the call as it is written, alone on its line, its result assigned or not: "channel =
  // cockpit.channel(options)", "channel.send(data)", "promise = channel.wait([callback])" (DocBook's, under the
  // call's heading).
  const synopsis = new RegExp(`^(?:[A-Za-z_$][\\w$.]*\\s*=\\s*)?${name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\s*\\(.*\\)\\s*;?$`);
  if (synopsis.test(line) && balanced(line)) return start + 1;
  const first = [start, start + 1, start + 2].find((at) => opens(text.get(at) ?? ""));
  if (first === undefined) return undefined;
  // hotdoc writes the prototype without its ";", the return type alone on the line above ("TrackerResource *" over
  // "tracker_resource_deserialize (GVariant* variant)"): it ends where its parentheses close, before any blank line.
  const typed = first === start + 1 && /^[A-Za-z_][\w\s]*?[\s*&]*$/.test(line) && !/\b(?:the|a|an|of|to|is|are)\b/.test(line);
  let prototype = "";
  for (let at = first; at <= first + 12 && text.get(at) !== undefined; at++) {
    if (/\);\s*$/.test(text.get(at)!)) return at + 1;
    if (!typed || text.get(at)!.trim() === "") continue;
    prototype += text.get(at)!;
    if (/\)\s*$/.test(text.get(at)!) && balanced(prototype)) return at + 1;
  }
  return undefined;
}

/**
 * The line after what Javadoc writes between a method's signature and its description: the signature's "throws"
 * clause on a line of its own ("   throws DrmaaException"), and the note "Description copied from interface:
 * OptionDeclarer" over a description inherited from elsewhere.
 */
function afterJavadocNotes(text: ReadonlyMap<number, string>, at: number): number {
  let line = at;
  if (/^\s*throws\s+[\w.]+(?:\s*,\s*[\w.]+)*\s*$/.test(text.get(line) ?? "")) line++;
  if (/^Description copied from (?:interface|class):\s*[\w.]+$/.test(text.get(line)?.trim() ?? "")) line++;
  return line;
}

/**
 * A C, C++ or Java declaration of the data member `name` on one line, as an API reference shows it under the member's
 * heading: a type, then the name, qualified by its class ("uint64_t halide_stats::time", "const char* frob::name",
 * "static final int SUSPEND", "int counts[4]"), without a call's parentheses or an initialiser. Undefined for any other
 * line.
 */
export function memberDeclaration(line: string, name: string): { owner?: string } | undefined {
  // "enum vkd3d_shader_log_level", "union frob_value": the declaration of a type, not of a data member.
  if (/^(?:enum|union|typedef|namespace|class|interface)\s/.test(line.trim())) return undefined;
  const declared = typedDeclaration(line);
  if (!declared || declared.call || declared.name !== name) return undefined;
  return declared.qualifiers ? { owner: declared.qualifiers } : {};
}

/**
 * A C++ member's declaration on a line of its own with its description on the next, as BoostBook's class synopsis
 * writes it: "void deallocate_one(const pointer & p);" over "Deallocates memory previously allocated with
 * allocate_one(). …". The declaration has a return type and ends in ";"; the next line is prose (a capitalised word,
 * then words, no ";" at its end). A name declared more than once (an overload) is no one entry. The declaration is
 * read by section-scope.ts `declaredFunction`.
 */
function synopsisEntry(text: ReadonlyMap<number, string>, line: number): TermHeading | undefined {
  const declared = declaredFunction(text.get(line)!);
  if (!declared || !describedBelow(text, line)) return undefined;
  if ((synopsisNames(text).get(declared.name) ?? 0) > 1) return undefined;
  return { term: `\`${declared.name}()\``, name: declared.name, listItem: false, call: "function", parameters: parameterNames(declared.parameters) };
}

/**
 * Haddock's entry of a Haskell function: "uniqFromSupply :: UniqSupply -> Unique Source", the link to its source after
 * the type, its description on the lines under it ("Obtain the Unique from this particular UniqSupply"). Named without
 * parentheses: "What does the `uniqFromSupply` function do?".
 */
/** A Haskell operator as it is named alone, in its parentheses: "(===)", "(.=)", "(<$>)". */
const HADDOCK_OPERATOR = String.raw`\([!#$%&*+./<=>?@\\^|~:-]+\)`;

/** Haddock's entry of a pattern synonym: "pattern UNICODE_MAX :: Int32 Source", "pattern (:<|) :: a -> Seq a -> Seq a Source". */
const HADDOCK_PATTERN = new RegExp(`^pattern ([A-Z][\\w']*|\\(:[!#$%&*+./<=>?@\\\\^|~:-]*\\)) :: \\S.* Source$`);

function haddockEntry(trimmed: string): TermHeading | undefined {
  // A pattern synonym ("pattern UNICODE_MAX :: Int32 Source", haskell-gi's constants, lens's "pattern Exception :: …")
  // is named as Haskell writes it, with a capital, and asked as what it is.
  const pattern = HADDOCK_PATTERN.exec(trimmed);
  if (pattern) return / Source #/.test(trimmed) ? undefined : { term: `\`${pattern[1]}\``, name: pattern[1]!, listItem: false, haddock: true, haddockValue: true, haddockPattern: true };
  // "(===) :: a -> a -> Bool infix 4 Source": an operator is named in its parentheses, as Haskell writes it alone.
  const match = new RegExp(`^([a-z_][\\w']*|${HADDOCK_OPERATOR}) :: \\S.* Source$`).exec(trimmed);
  if (!match || / Source #/.test(trimmed)) return undefined;
  // "defSz :: PartSize Source": a type with no arrow outside its brackets is a value's, asked as one.
  const type = trimmed.slice(trimmed.indexOf(" :: ") + 4).replace(/ Source$/, "");
  let outer = type;
  for (let inner = outer.replace(/\([^()]*\)|\[[^[\]]*\]/g, " "); inner !== outer; inner = inner.replace(/\([^()]*\)|\[[^[\]]*\]/g, " ")) outer = inner;
  const value = !/->/.test(outer.replace(/^.*=>/, ""));
  return { term: `\`${match[1]}\``, name: match[1]!, listItem: false, call: "function", parameters: [], haddock: true, ...(value ? { haddockValue: true } : {}) };
}

/**
 * A Haskell type's entry as Haddock writes it: "data TableType Source", "newtype Alignment Source", "type MkfsOpts =
 * [String] Source", "class Monad m => MonadLogger m where Source", its description on the next line. A type
 * variable may carry its kind ("class Monad m => MonadIO (m :: Type -> Type) where Source"); the class is the one after
 * the context's "=>", never the context's own.
 */
const HADDOCK_TYPE = /^(data|newtype|type|class)\s+(?:[^=]*=>\s*)?([A-Z][\w']*)(?:\s+(?:[a-z][\w']*|\([a-z][\w']*\s*::[^()]*\)))*(?:\s+where|\s*=(?!>)\s*\S.*)?\s+Source$/;

function haddockTypeEntry(trimmed: string): TermHeading | undefined {
  const match = HADDOCK_TYPE.exec(trimmed);
  if (!match) return undefined;
  return { term: `\`${match[2]}\``, name: match[2]!, listItem: false, haddock: true, haddockType: match[1] === "class" ? "class" : "type" };
}

/**
 * A row of the "Constructors" table under a Haddock data type's entry: the constructor and its fields, then its
 * description ("LenShort Int | Short form with only one byte. length has to be < 127.").
 */
function haddockConstructorRow(text: ReadonlyMap<number, string>, line: number): TermHeading | undefined {
  const cells = rowCells(text.get(line)!);
  const name = cells?.length === 2 ? /^([A-Z][\w']*)(?:\s|$)/.exec(cells[0]!)?.[1] : undefined;
  if (!name || !/\p{L}{2}/u.test(cells![1]!)) return undefined;
  const type = constructedType(text, line);
  return type ? { term: `\`${name}\``, name, inline: cells![1]!, listItem: true, row: true, constructorOf: `\`${type}\`` } : undefined;
}

/**
 * The data type whose "Constructors" table the row on `line` is in: up over its rows (and a record's "Fields" among
 * them) to the caption, then to the type's entry over its description (a paragraph a line, Haddock's way).
 */
function constructedType(text: ReadonlyMap<number, string>, line: number): string | undefined {
  let at = line - 1;
  while (text.get(at) !== undefined && (rowCells(text.get(at)!) || text.get(at)!.trim() === "Fields")) at--;
  if (text.get(at)?.trim() !== "Constructors") return undefined;
  for (let up = at - 1; up >= at - 6 && text.get(up) !== undefined; up--) {
    const type = HADDOCK_TYPE.exec(text.get(up)!.trim());
    if (type && /^(?:data|newtype)$/.test(type[1]!)) return type[2]!;
    if (/\sSource(?:\s#)?$|^#/.test(text.get(up)!.trim())) return undefined;
  }
  return undefined;
}

/**
 * A field of a Haskell record, a row under "Fields" in its type's "Constructors" table ("gcStatsBytesAllocated ::
 * !Int64 | Total number of bytes allocated"): asked, when described, as "What is the `gcStatsBytesAllocated` field of
 * `GCStatistics`?".
 */
function haddockFieldRow(text: ReadonlyMap<number, string>, line: number): TermHeading | undefined {
  const cells = rowCells(text.get(line)!);
  const field = cells?.length === 2 ? /^([a-z_][\w']*) :: \S/.exec(cells[0]!) : undefined;
  if (!field || !/\p{L}{2}/u.test(cells![1]!)) return undefined;
  const type = fieldRecord(text, line);
  return type ? { term: `\`${field[1]}\``, name: field[1]!, inline: cells![1]!, listItem: true, row: true, recordOf: `\`${type}\`` } : undefined;
}

/** The record type whose field the row on `line` is: up over the other fields to "Fields", then to the type (constructedType). */
function fieldRecord(text: ReadonlyMap<number, string>, line: number): string | undefined {
  let at = line - 1;
  while (text.get(at) !== undefined && rowCells(text.get(at)!) && / :: /.test(text.get(at)!)) at--;
  return text.get(at)?.trim() === "Fields" ? constructedType(text, at) : undefined;
}

/** The line after `line` is prose: a capitalised word, then words, and no ";" or brace at its end. */
function describedBelow(text: ReadonlyMap<number, string>, line: number): boolean {
  const next = text.get(line + 1)?.trim() ?? "";
  // "Figure 1: transCpp: …" under a listing's last line is its caption, not a description.
  return /^[A-Z][a-z]+\s+\S+\s+\S/.test(next) && !/[;{}]$/.test(next) && !/^(?:Figure|Fig\.|Table|Listing|Example|Output|Note)\b/.test(next);
}

/**
 * How many times each name is declared and described on a line of its own (an overload is described more than once;
 * the synopsis above the descriptions declares each member once more, undescribed).
 */
const synopsisNames = perText((text) => {
  const counts = new Map<string, number>();
  for (const [line, value] of text) {
    const name = declaredFunction(value)?.name;
    if (name && describedBelow(text, line)) counts.set(name, (counts.get(name) ?? 0) + 1);
  }
  return counts;
});

/** "enum frob_level", "enum class Frob::Level", "enum bliss::Graph::SplittingHeuristic": the declaration of enumeration `name`. */
function enumDeclaration(line: string, name: string): boolean {
  return new RegExp(`^enum\\s+(?:class\\s+|struct\\s+)?(?:[A-Za-z_]\\w*::)*${name}\\s*$`).test(line.trim());
}

/**
 * "typedef void(* tr_close_fp) (void *socket)", "typedef struct _GwyFrob GwyFrob", "typedef int frob_level;": the
 * declaration of type `name`, a function pointer's or an alias's.
 */
function typedefDeclaration(line: string, name: string): boolean {
  return new RegExp(`^typedef\\s.*?(?:\\(\\s*\\*\\s*${name}\\s*\\)|\\s\\**${name}\\s*(?:;|\\[[^\\]]*\\])?\\s*$)`).test(line.trim());
}

/** The line after a macro's body as Doxygen shows it under the prototype: "Value:", then lines continued by "\". */
function afterMacroValue(text: ReadonlyMap<number, string>, at: number): number {
  if (text.get(at)?.trim() !== "Value:") return at;
  let line = at + 1;
  while (line <= at + 40 && /\\\s*$/.test(text.get(line) ?? "")) line++;
  return text.get(line) === undefined ? at : line + 1;
}

/** What an API reference calls the list of a call's parameters, as a lead-in ("Parameters:") or a heading. */
const PARAMETER_LIST_NAMES = "parameters|params|arguments|args|keyword arguments|other parameters";
/** The heading of a C API reference's table of parameters, as the HTML adapter writes gtk-doc's and Doxygen's. */
const PARAMETER_TABLE_HEADING = new RegExp(`^#{1,6}\\s+(?:${PARAMETER_LIST_NAMES})\\s*$`, "i");

/**
 * A row of a C API reference's parameter table, cells joined by " | " as the HTML adapter writes them: "buffer | a
 * buffer object |" under "#### Parameters", under the call's own heading ("### cogl_buffer_map ()"). The first cell
 * names the parameter, the second describes it: a list item of its call (termOwner names the call).
 */
function parameterRow(text: ReadonlyMap<number, string>, line: number): TermHeading | undefined {
  // gtk-doc's third cell holds the parameter's annotations ("spell_checker | a GspellChecker, or NULL to unset the
  // spell checker. | [nullable]"): no part of its description.
  const all = rowCells(text.get(line)!);
  const cells = all?.length === 3 && GTK_DOC_ANNOTATION.test(all[2]!) ? all.slice(0, 2) : all;
  if (cells?.length !== 2 || !/\p{L}{2}/u.test(cells[1]!)) return undefined;
  // libxml2's parameter rows name the parameter with a colon ("doc: | the document containing the node").
  // gtk-doc 1.x spaces the colon off: "photo_id : | The id of the photo to remove a person from.".
  const labelled = /^([A-Za-z_]\w*) ?:$/.exec(cells[0]!)?.[1];
  const prototyped = labelled ? prototypeRowCall(text, line) : undefined;
  if (prototyped) return { term: `\`${labelled}\``, name: labelled!, inline: cells[1]!, listItem: true, row: true, rowKind: "parameter" };
  if (!/^[A-Za-z_]\w*$/.test(cells[0]!)) return undefined;
  const enumeration = enumeratorTableOf(text, line);
  if (enumeration) return { term: `\`${cells[0]}\``, name: cells[0]!, inline: cells[1]!, listItem: true, row: true, enumeration };
  return parameterTableCall(text, line) ? { term: `\`${cells[0]}\``, name: cells[0]!, inline: cells[1]!, listItem: true, row: true } : undefined;
}

/**
 * The enumeration whose table of values holds the row on `line`, as Doxygen documents an enum: its heading, the
 * declaration "enum bliss::Graph::SplittingHeuristic", a description, then a table whose header row is "Enumerator |"
 * and whose rows are "shs_f | First non-unit cell. …". The name as the question gives it: the declaration's last part
 * ("`SplittingHeuristic`"). Undefined for a row of any other table.
 */
export function enumeratorTableOf(text: ReadonlyMap<number, string>, line: number): string | undefined {
  let at = line - 1;
  while (text.get(at) !== undefined && rowCells(text.get(at)!) && !/^Enumerator\s*\|/.test(text.get(at)!.trim())) at--;
  // gtk-doc's: "### enum DbusmenuStatus", its description, then "#### Members" over rows "DBUSMENU_STATUS_NORMAL |
  // Everything is normal |" (the table has no header row).
  const members = /^#{2,6}\s+Members\s*$/.test(text.get(at)?.trim() ?? "");
  if (!members && !/^Enumerator\s*\|\s*$/.test(text.get(at)?.trim() ?? "")) return undefined;
  for (let up = at - 1; up >= at - 12 && text.get(up) !== undefined; up--) {
    const value = text.get(up)!.trim();
    const declared = members ? /^#{2,6}\s+enum\s+([A-Za-z_]\w*)\s*$/.exec(value) : /^enum\s+(?:class\s+|struct\s+)?((?:[A-Za-z_]\w*::)*([A-Za-z_]\w*))\s*$/.exec(value);
    if (declared) return `\`${declared.at(-1)}\``;
    if (/^#{1,6}\s/.test(value)) return undefined;
  }
  return undefined;
}

/**
 * The call whose parameter table holds the row on `line`, as the question names it ("`cogl_buffer_map()`"): the call
 * heading nearest above the table's "Parameters" heading. A table under any other heading is no parameter table.
 */
export function parameterTableCall(text: ReadonlyMap<number, string>, line: number): string | undefined {
  const prototyped = prototypeRowCall(text, line);
  if (prototyped) return prototyped;
  let at = line - 1;
  while (text.get(at) !== undefined && rowCells(text.get(at)!) && !/^\s*#/.test(text.get(at)!)) at--;
  if (!PARAMETER_TABLE_HEADING.test(text.get(at)?.trim() ?? "")) return undefined;
  for (let up = at - 1; up >= at - 40 && text.get(up) !== undefined; up--) {
    const value = text.get(up)!.trim();
    if (!/^#{1,6}\s/.test(value)) continue;
    const call = callHeading(value);
    return call ? `\`${call.name}()\`` : undefined;
  }
  return undefined;
}

/**
 * The call whose entry holds the parameter row on `line` as libxml2's reference writes one: "### Function: xlinkIsLink"
 * over its prototype "xlinkType xlinkIsLink (xmlDocPtr doc, xmlNodePtr node)", a description, then a row for each
 * parameter with no "Parameters" heading ("doc: | the document containing the node"). The prototype must name the
 * row's parameter, and no blank line part them.
 */
function prototypeRowCall(text: ReadonlyMap<number, string>, line: number): string | undefined {
  const name = /^([A-Za-z_]\w*) ?:$/.exec(rowCells(text.get(line) ?? "")?.[0] ?? "")?.[1];
  if (!name) return undefined;
  for (let up = line - 1; up >= line - 30 && text.get(up) !== undefined; up--) {
    const value = text.get(up)!.trim();
    if (value === "") return undefined;
    if (!/^#{1,6}\s/.test(value)) continue;
    const prototyped = headingPrototype(text, up);
    return prototyped && prototypeParameters(prototyped.parameters).includes(name) ? `\`${prototyped.name}()\`` : undefined;
  }
  return undefined;
}

/** The parameters a C prototype names: "xmlDocPtr doc, xmlNodePtr node" → ["doc", "node"]; "void" → []. */
function prototypeParameters(parameters: string): string[] {
  return parameterNames(parameters.replace(/\bvoid\b/, "")).map((part) => /([A-Za-z_]\w*)\s*$/.exec(part)?.[1] ?? part);
}

/**
 * An API reference's entry is named by its call signature as a Markdown heading: "### mime.getType(pathOrExtension)",
 * "### load (string [ , options ])", "### `get(key, options = {}) => value`", "### .helpOption(flags)". The name is
 * the call without its arguments; a dotted name is a method of the object before the dot. A constructor ("new X(…)")
 * and a heading with words besides the call ("Stand-alone executable (sub)commands") are not entries.
 */
function callHeading(trimmed: string): TermHeading | undefined {
  const yard = yardHeading(trimmed) ?? erlangHeading(trimmed);
  if (yard) return yard;
  const match = new RegExp(String.raw`^#{2,6}\s+(\x60?)(?:async\s+)?(\.?)(${OPERATOR_NAME}|[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*) ?\((.*)\)(?:\s*=>\s*[\w.|<>[\] ]+)?\1(?:\s+\[\d+\/\d+\])?\s*#*$`).exec(trimmed);
  if (!match || !(IDENTIFIER.test(match[3]!) || OPERATOR.test(match[3]!)) || !argumentList(match[4]!)) return undefined;
  // "#### Fl_Widget.set_flag(SHORTCUT_LABEL)": a call with a constant documents that one use, not the call.
  if (match[4]!.split(",").some((part) => /^\s*[A-Z][A-Z0-9]*_[A-Z0-9_]+\s*$/.test(part))) return undefined;
  const name = match[3]!;
  return { term: `\`${match[2]}${name}()\``, name, listItem: false, call: match[2] || name.includes(".") ? "method" : "function", parameters: parameterNames(match[4]!) };
}

/**
 * A Ruby method's heading as YARD writes it: "### #all_of(*matchers) ⇒ AllOf" (an instance method), "### .parse(text)
 * ⇒ Document" (a class method), "### #any_parameters ⇒ AnyParameters" (no parameters, no parentheses). The "⇒" and the
 * result after it make the heading a method's, with or without its parentheses.
 */
function yardHeading(trimmed: string): TermHeading | undefined {
  const match = /^#{2,6}\s+([#.])([A-Za-z_]\w*[?!]?)(?:\(([^()]*)\))?\s+⇒\s+\S.*$/.exec(trimmed);
  if (!match || (match[3] !== undefined && !argumentList(match[3]))) return undefined;
  const name = match[2]!;
  return { term: `\`${name}()\``, name, listItem: false, call: "method", parameters: match[3] === undefined ? [] : parameterNames(match[3]) };
}

/**
 * An Erlang/OTP module page's function heading: "#### getId(This) -> integer()", "#### skip(This, Options :: [Option])
 * -> ok". A function's name is an atom (lower case); its parameters are variables, typed or not (":: [Option]").
 */
function erlangHeading(trimmed: string): TermHeading | undefined {
  const match = /^#{2,6}\s+([a-z][\w@]*)\(((?:\s*[A-Z_][\w@]*(?:\s*::\s*[^,()]+(?:\(\))?)?\s*,?)*)\)\s*->\s*\S.*$/.exec(trimmed);
  if (!match) return undefined;
  const parameters = match[2]!.split(",").map((part) => part.replace(/::.*$/, "").trim()).filter(Boolean);
  return { term: `\`${match[1]}()\``, name: match[1]!, listItem: false, call: "function", parameters };
}

/** The kind a question names an autodoc entry by ("What does the `x` method do?"). */
const AUTODOC_QUESTION_KIND: Readonly<Record<string, string>> = {
  class: "class", exception: "exception", method: "method", classmethod: "method", staticmethod: "method",
  function: "function", decorator: "function", attribute: "attribute", property: "property", data: "variable",
};

/**
 * The kinds a question names an entry of Sphinx's C, C++ or JavaScript domain by, from the kind its heading writes
 * (html.ts): a struct's or class's data member is a field, a JavaScript module's data a variable.
 */
const DOMAIN_QUESTION_KIND: Readonly<Record<string, string>> = {
  function: "function", method: "method", macro: "macro", member: "field", variable: "variable", type: "type", struct: "structure",
  union: "union", enum: "enumeration", enumerator: "enumerator", class: "class", attribute: "attribute", data: "variable",
};

/**
 * A Sphinx API entry as the HTML adapter writes its signature: a heading that names the entry's kind before its name
 * ("#### class frob.Tree(root: Node)", "##### method frob.Tree.walk(visitor, depth=None) → int", "##### abstract
 * property frob.Tree.size: int", "#### data frob.DEFAULT = 4"). The name is the (qualified) name without the type
 * annotation, the default value or the return type; words in parentheses after an attribute's name are its type.
 * So is an entry of its C, C++ or JavaScript domain, its name in code ("#### type `version`", "#### function int
 * `yr_compiler_create`(YR_COMPILER **compiler)", "##### enumerator `kHammer`"): a C function's or macro's parameters
 * are the last names of its arguments, and one nested under another's heading is that entry's (domainOwner).
 */
function autodocHeading(trimmed: string): TermHeading | undefined {
  const title = /^#{2,6}\s+(.*)$/.exec(trimmed)?.[1];
  const python = title !== undefined ? autodocEntry(title) : undefined;
  const entry = python ?? (title !== undefined ? domainEntry(title) : undefined);
  if (!entry) return undefined;
  const kind = (python ? AUTODOC_QUESTION_KIND : DOMAIN_QUESTION_KIND)[entry.kind]!;
  const name = entry.name;
  const domain = python ? {} : { domain: true };
  if (python ? kind === "method" || kind === "function" : entry.args !== undefined && /^(?:function|method|macro)$/.test(kind)) {
    const parameters = python
      ? parameterNames((entry.args ?? "").replace(/:[^,=]*/g, ""))
      : parameterNames(entry.args!.replace(/^\s*void\s*$/, "")).map((part) => /([A-Za-z_]\w*)\s*(?:\[\s*\])?\s*$/.exec(part)?.[1] ?? part);
    return { term: `\`${name}()\``, name, listItem: false, call: kind === "method" ? "method" : "function", autodoc: kind, ...domain, parameters };
  }
  return { term: `\`${name}\``, name, listItem: false, autodoc: kind, ...domain };
}

/** A Texinfo definition's category as its HTML writes it before the definition ("Function: …") or its PDF after it ("… [Function]"). */
const TEXINFO_CATEGORY = "Function|Macro|Library Function";
const TEXINFO_HTML = new RegExp(`^(?:${TEXINFO_CATEGORY}): (.+\\S)$`);
const TEXINFO_PDF = new RegExp(`^(.+\\S)\\s+\\[(?:${TEXINFO_CATEGORY})\\]$`);
/** A parameter's line under a Texinfo definition, its name as the PDF may write it (underscores lost: "error desc: …"). */
const TEXINFO_PARAMETER_LINE = /^[A-Za-z_][\w ]*: \S.*[.)]$/;
/** A C declaration's name and where its arguments open: "gcry_error_t gcry_cipher_open (" → gcry_cipher_open. */
const DECLARED_CALL = /^(?:[A-Za-z_][\w]*[\s*]+)+?\**([A-Za-z_]\w*)\s*\(([^)]*)(\)?)/;

/**
 * A function's definition in a Texinfo manual (TermHeading.texinfo): "Function: gcry_error_t gcry_cipher_open
 * (gcry_cipher_hd_t *hd, int algo, …)" as its HTML writes it, "int idn2_to_ascii_8z (const char * input, char **
 * output, int [Function]" over "flags)" as its PDF does, the arguments wrapped onto the lines below. Only a C
 * declaration, its return type before its name: a Lisp definition ("Function: car cons-cell") names no parameters so.
 */
function texinfoDefinition(text: ReadonlyMap<number, string>, line: number): TermHeading | undefined {
  const raw = text.get(line)!.trim();
  const definition = TEXINFO_HTML.exec(raw)?.[1] ?? TEXINFO_PDF.exec(raw)?.[1];
  const declared = definition ? DECLARED_CALL.exec(definition) : undefined;
  if (!declared) return undefined;
  let args = declared[2]!;
  let next = line + 1;
  // The PDF's arguments run on below the category, up to the closing parenthesis.
  if (!declared[3]) {
    for (; next <= line + 3 && text.get(next) !== undefined && !args.includes(")"); next++) args += ` ${text.get(next)!.trim()}`;
    if (!args.includes(")")) return undefined;
    args = args.slice(0, args.indexOf(")"));
  }
  const name = declared[1]!;
  const parameters = parameterNames(args.replace(/^\s*void\s*$/, "")).map((part) => /([A-Za-z_]\w*)\s*(?:\[\s*\])?\s*$/.exec(part)?.[1] ?? part);
  return { term: `\`${name}()\``, name, listItem: false, call: "function", parameters, texinfo: next };
}

/** The categories of a Lisp definition a Texinfo manual writes before its name, of what is called. */
const LISP_CATEGORY = /^(Function|Macro|Special Form|Command|Generic Function|Procedure|Scheme Procedure): ([^\s()]+)(?:\s+(.*\S))?$/i;
/** A lambda list: "(list1 list2 &key (test #'eql) test-not)" as GCL writes it, or its words bare ("cons-cell &optional n"). */
const LAMBDA_LIST = /^(?:\((?:[^()]|\([^()]*\))*\)|[&\w*:<>.[\]-]+(?:\s+[&\w*:<>.[\]-]+)*)$/;
/** Words of C a name is never in a Lisp definition ("Function: void x" is a C definition DECLARED_CALL did not read). */
const C_TYPE_WORD = /^(?:void|int|char|long|short|unsigned|signed|const|struct|enum|union|double|float|bool|size_t|static|extern)$/;

/**
 * A Lisp function's, macro's or special form's definition in a Texinfo manual: "Function: NTH (n list)" over
 * "Package:LISP" and "Returns the N-th element of LIST, …" (GCL's), "Function: car cons-cell" (Emacs Lisp's), "Special
 * Form: setq [symbol form]…". The name is asked as the manual writes it ("What does the `NTH` function do?"), by the
 * category's kind; the description starts after the definition, and after a package line under it.
 */
function lispDefinition(text: ReadonlyMap<number, string>, line: number): TermHeading | undefined {
  const match = LISP_CATEGORY.exec(text.get(line)!.trim());
  if (!match || C_TYPE_WORD.test(match[2]!) || !/\p{L}/u.test(match[2]!)) return undefined;
  const args = match[3];
  if (args !== undefined && !LAMBDA_LIST.test(args)) return undefined;
  const parameters: string[] = [];
  for (const item of (args ?? "").replace(/^\((.*)\)$/, "$1").matchAll(/\(([^\s()]+)[^()]*\)|([^\s()]+)/g)) {
    const name = item[1] ?? item[2]!;
    if (!name.startsWith("&") && !/^[[\].]+$/.test(name)) parameters.push(name.replace(/[[\]]|\.\.\.?$/g, ""));
  }
  const name = match[2]!;
  // "Package:LISP Returns a new copy of ALIST.": the description run into the package's line is not where an answer starts.
  let next = line + 1;
  if (/^Package:/.test(text.get(next)?.trim() ?? "")) {
    if (!/^Package:\s*\S+$/.test(text.get(next)!.trim())) return undefined;
    next++;
  }
  // "Syntax:" over the form as it is written ("(pushnew item place {keyword value}*)"): what it does follows.
  if (text.get(next)?.trim() === "Syntax:") for (next++; /^\(/.test(text.get(next)?.trim() ?? ""); ) next++;
  const category = match[1]!.toLowerCase().replace(/^(?:scheme )?procedure$/, "procedure");
  return { term: `\`${name}\``, name, listItem: false, call: "function", parameters, texinfo: next, ...(category === "function" ? {} : { category }) };
}

/** Most lines between a Texinfo definition and a sentence of its entry that it scopes (texinfoEntryAbove). */
const TEXINFO_ENTRY_REACH = 8;

/**
 * The Lisp definition of a Texinfo manual whose entry holds the line, as a question names it ("`PUSHNEW`"): the
 * nearest definition within a few lines above, no heading between. "If no KEYWORDs are supplied, …" under "Macro:
 * PUSHNEW" is said of `PUSHNEW`, and a question made from it says so ("In `PUSHNEW`, what happens if …?"), as one
 * made under a C declaration does (section-scope.ts `declarationAbove`).
 */
export function texinfoEntryAbove(text: ReadonlyMap<number, string>, line: number): string | undefined {
  for (let at = line - 1; at >= line - TEXINFO_ENTRY_REACH && text.get(at) !== undefined; at--) {
    if (/^\s*#{1,6}\s/.test(text.get(at)!)) return undefined;
    // Only a Lisp definition's: a C definition's paragraphs in a GNU manual run on into the section's prose between
    // entries ("The CTR mode requires a counter" after gcry_cipher_setkey's), which is no part of its entry.
    if (texinfoDefinition(text, at)) return undefined;
    const entry = lispDefinition(text, at);
    if (entry) return entry.texinfo! <= line ? entry.term : undefined;
  }
  return undefined;
}

/** The kinds of call a gi-docgen page is of, as its first heading names them ("### Method"). */
const GI_CALL_KIND = /^###\s+(Method|Function|Constructor|Class [Mm]ethod|Virtual [Mm]ethod|Type [Ff]unction)\s*$/;
const GI_DECLARATION = /^####\s+Declaration(?:\s+\[src\])?$/;
const GI_DESCRIPTION = /^####\s+Description(?:\s+\[src\])?$/;
/** What gi-docgen writes where the source gave no description. */
export const GI_NO_DESCRIPTION = /^No description available\.?$/;
/** The types of the parameters a call has by convention (giDocgenParameter). */
const GI_CONVENTION_TYPE = /^(?:GError\s*\*\*|GCancellable\*?|GAsyncReadyCallback)$/;
/** Lines of a gi-docgen prototype's argument list, one argument a line, read before its closing parenthesis. */
const GI_PROTOTYPE_LINES = 40;

/**
 * How far above a parameter's line its call's entry may stand and still own it (giDocgenParameter: the "#### Parameters"
 * heading below a long description, the call's title above its prototype). A reader of "the `x` parameter of `f()`"
 * reads that far back.
 */
export const PARAMETER_OWNER_REACH = GI_PROTOTYPE_LINES * 5 + 20;
/** Most lines above a gi-docgen call's heading its page's kind ("### Method") may stand, blank lines between. */
export const GI_KIND_ABOVE = 3;

/**
 * A call's own page as gi-docgen writes it (GNOME's API references), as the HTML adapter reads it: "### Method" over
 * "# Aravis.Camera.get_height_bounds" (namespace, type, method), "since: 0.8.0", then "#### Declaration [src]" over the
 * C prototype ("void" / "arv_camera_get_height_bounds (" / "  gint* min," … / ")"), "#### Description [src]" over what
 * the call does, "#### Parameters" (giDocgenParameter) and "#### Return value" (return-questions.ts). The entry is named
 * as its page names it, in every language the introspection data serves (`Aravis.Camera.get_height_bounds()`; a
 * virtual method's prototype names only its slot, "control_lost ("); its parameters are the prototype's. `giDocgen` is
 * the description's first line, or -1 when the page has none.
 */
function giDocgenEntry(text: ReadonlyMap<number, string>, line: number): TermHeading | undefined {
  const page = /^#\s+((?:[A-Z]\w*\.)+[a-z_]\w*)\s*$/.exec(text.get(line)!.trim());
  if (!page) return undefined;
  let up = line - 1;
  while (up >= line - GI_KIND_ABOVE && text.get(up)?.trim() === "") up--;
  const kind = GI_CALL_KIND.exec(text.get(up)?.trim() ?? "")?.[1];
  if (!kind) return undefined;
  // "since: 0.8.0", "deprecated: 1.6" and blank lines before the declaration.
  let declaration = line + 1;
  while (declaration <= line + 4 && text.get(declaration) !== undefined && !GI_DECLARATION.test(text.get(declaration)!.trim())) declaration++;
  if (!GI_DECLARATION.test(text.get(declaration)?.trim() ?? "")) return undefined;
  // The result's type on a line or two ("const char*"), then the name and the opening parenthesis.
  let open = declaration + 1;
  while (open <= declaration + 4 && text.get(open) !== undefined && !/^[A-Za-z_]\w*\s*\($/.test(text.get(open)!.trim())) open++;
  const name = /^([A-Za-z_]\w*)\s*\($/.exec(text.get(open)?.trim() ?? "")?.[1];
  if (!name) return undefined;
  const parameters: string[] = [];
  let close = open + 1;
  for (; close <= open + GI_PROTOTYPE_LINES && text.get(close) !== undefined && text.get(close)!.trim() !== ")"; close++) {
    const parameter = /([A-Za-z_]\w*)\s*(?:\[[^\]]*\])?\s*,?$/.exec(text.get(close)!.trim())?.[1];
    if (parameter && parameter !== "void") parameters.push(parameter);
  }
  if (text.get(close)?.trim() !== ")") return undefined;
  let description = -1;
  for (let at = close + 1; at <= close + 3 && text.get(at) !== undefined; at++) if (GI_DESCRIPTION.test(text.get(at)!.trim())) description = at + 1;
  if (GI_NO_DESCRIPTION.test(text.get(description)?.trim() ?? "")) description = -1;
  return { term: `\`${page[1]}()\``, name: page[1]!, listItem: false, call: /method/i.test(kind) ? "method" : "function", parameters, giDocgen: description };
}

/**
 * A parameter of a gi-docgen page's call (giDocgenEntry), under its "#### Parameters": the name alone on its line, then
 * "Type: gint*", then its description ("Minimum height."). The parameters every call of the kind has are not asked:
 * an error's return location, an asynchronous call's cancellable, callback and user data (GIO's conventions, described
 * alike on every page: "The return location for a recoverable error.", "A GCancellable or NULL.").
 */
function giDocgenParameter(text: ReadonlyMap<number, string>, line: number): TermHeading | undefined {
  const name = /^[A-Za-z_]\w*$/.exec(text.get(line)!.trim())?.[0];
  const type = /^Type:\s+(\S.*)$/.exec(text.get(line + 1)?.trim() ?? "")?.[1];
  const description = text.get(line + 2)?.trim();
  if (!name || !type || !description || GI_NO_DESCRIPTION.test(description) || GI_CONVENTION_TYPE.test(type) || (name === "user_data" && type === "gpointer")) return undefined;
  for (let at = line - 1; at >= line - GI_PROTOTYPE_LINES * 4 && text.get(at) !== undefined; at--) {
    const value = text.get(at)!.trim();
    if (!/^#{1,6}\s/.test(value)) continue;
    if (!/^####\s+Parameters$/.test(value)) return undefined;
    for (let entry = at - 1; entry >= line - PARAMETER_OWNER_REACH && text.get(entry) !== undefined; entry--) {
      if (!/^#\s/.test(text.get(entry)!)) continue;
      const call = giDocgenEntry(text, entry);
      return call?.parameters?.includes(name) ? { term: `\`${name}\``, name, inline: description, inlineLine: line + 2, listItem: true, row: true, parameterOf: call.term } : undefined;
    }
    return undefined;
  }
  return undefined;
}

/**
 * A parameter of the Texinfo definition above, each on a line of its own right under it, as the PDF of a gdoc-made
 * manual writes them ("input: zero terminated input UTF-8 string.", "flags: optional idn2_flags to modify behaviour.")
 * — a name the definition's arguments name, and a description that ends on its own line.
 */
function texinfoParameter(text: ReadonlyMap<number, string>, line: number): TermHeading | undefined {
  const item = /^([A-Za-z_]\w*): (\S.*[.)])$/.exec(text.get(line)!.trim());
  if (!item) return undefined;
  for (let at = line - 1; at >= line - 12 && text.get(at) !== undefined; at--) {
    const definition = texinfoDefinition(text, at);
    if (definition) {
      if (definition.texinfo! > line || !definition.parameters!.includes(item[1]!)) return undefined;
      // Every line between is another parameter's.
      for (let between = definition.texinfo!; between < line; between++) if (!TEXINFO_PARAMETER_LINE.test(text.get(between)!.trim())) return undefined;
      // "error: is an error returned by a libtasn1 function": the description without the copula it opens with.
      return { term: `\`${item[1]}\``, name: item[1]!, inline: item[2]!.replace(/^is\s+(?=(?:a|an|the)\s)/, ""), listItem: true, row: true, parameterOf: definition.term };
    }
  }
  return undefined;
}

/** Calls whose parameter of one name a page describes alike, at which the description is the API's convention. */
const REPEATED_PARAMETER = 3;

/** How many of a text's parameter rows (a table's, a Texinfo definition's lines) give each name and description. */
const parameterRowCounts = perText((text): Map<string, number> => {
  const counts = new Map<string, number>();
  for (const [line, raw] of text) {
    if (!raw.includes("|") && !/^[A-Za-z_]\w*: /.test(raw.trim())) continue;
    const heading = termHeading(text, line);
    if (heading?.row && heading.inline) counts.set(`${heading.name}\n${heading.inline}`, (counts.get(`${heading.name}\n${heading.inline}`) ?? 0) + 1);
  }
  return counts;
});

/**
 * An Objective-C method's entry as GNUstep's autogsdoc writes it: the selector as a heading ("### sharedColorPanel"),
 * its declaration below ("+ (NSColorPanel*) sharedColorPanel;"), then "Availability: OpenStep" and the description.
 * Only a selector without arguments: one with them ("### dragColor: withEvent: fromView:") is named by its parts.
 */
function objcMethodHeading(text: ReadonlyMap<number, string>, line: number): TermHeading | undefined {
  const name = /^#{2,6}\s+([A-Za-z_]\w*)\s*$/.exec(text.get(line)!.trim())?.[1];
  if (!name || !new RegExp(`^[-+]\\s*\\([^()]*\\)\\s*${name}\\s*;$`).test(text.get(line + 1)?.trim() ?? "")) return undefined;
  return { term: `\`${name}\``, name, listItem: false, call: "method", objc: true };
}

/**
 * The class whose methods an autogsdoc page lists under its heading ("## NSCondition : NSObject", a category's "##
 * NSApplication(NSColorPanel)"), as the question names it ("`NSCondition`"); undefined when it is above the lines read.
 */
function objcClassAbove(text: ReadonlyMap<number, string>, line: number): string | undefined {
  for (let at = line - 1; at >= 1 && text.get(at) !== undefined; at--) {
    const heading = /^(#{1,6})\s+(.*)$/.exec(text.get(at)!.trim());
    if (!heading || heading[1]!.length > 2) continue;
    const declared = /^([A-Z]\w*)(?:\s*:\s*[A-Z]\w*|\s*\(\w+\))?$/.exec(heading[2]!.trim());
    return declared && heading[1]!.length === 2 ? `\`${declared[1]}\`` : undefined;
  }
  return undefined;
}

/** The line where a Texinfo definition's description starts: after its wrapped arguments and its parameters' lines. */
function afterTexinfoDefinition(text: ReadonlyMap<number, string>, heading: TermHeading): number {
  let at = heading.texinfo!;
  while (TEXINFO_PARAMETER_LINE.test(text.get(at)?.trim() ?? "") && !/^(?:Returns?|Return value|Since|Note|See also):/i.test(text.get(at)!.trim())) at++;
  return at;
}

/**
 * A Python API entry as reStructuredText source declares it, the directive Sphinx renders as the heading autodocHeading
 * reads: ".. method:: Graph.add_node(node[, node_data])", ".. py:class:: Graph([edges])", ".. attribute:: name". An
 * entry nested in a class's body (".. class:: Bytecode" / "   .. method:: to_code()") is that class's (directiveOwner).
 */
function directiveHeading(text: ReadonlyMap<number, string>, line: number): TermHeading | undefined {
  const match = RST_API_DIRECTIVE.exec(text.get(line) ?? "");
  const entry = match ? autodocHeading(`#### ${match[2]} ${match[3]!.trim()}`) : undefined;
  return entry ? { ...entry, directive: match![1]!.length } : undefined;
}

/**
 * The class whose body holds the directive on `line`, indented `indent` under it, as the question names it
 * ("`Bytecode`"): undefined for a directive at the margin, one nested in no class, and one whose class is above the
 * lines read (the agent's reading), whose owner is not known yet.
 */
function directiveOwner(text: ReadonlyMap<number, string>, line: number, indent: number): string | undefined {
  if (indent === 0) return undefined;
  let at = line - 1;
  let margin = indent;
  for (;;) {
    while (at >= 1 && text.get(at) !== undefined && (text.get(at)!.trim() === "" || text.get(at)!.search(/\S/) >= margin)) at--;
    // A sibling entry indented one space less ("   .. method:: a" over "    .. method:: b", as hand-written source
    // slips): the class is above it.
    const sibling = RST_API_DIRECTIVE.exec(text.get(at) ?? "");
    if (!sibling || /^(?:class|exception)$/.test(sibling[2]!) || sibling[1]!.length === 0) break;
    margin = sibling[1]!.length;
  }
  const owner = RST_API_DIRECTIVE.exec(text.get(at) ?? "");
  return owner && /^(?:class|exception)$/.test(owner[2]!) ? `\`${/^[A-Za-z_][\w.]*/.exec(owner[3]!)![0]}\`` : undefined;
}
const RST_API_DIRECTIVE = /^(\s*)\.\.\s+(?:py:)?(class|exception|method|classmethod|staticmethod|function|decorator|attribute|property|data)::\s+([A-Za-z_]\S*.*)$/;

/** The entry of Sphinx's C, C++ or JavaScript domain whose heading the one on `line` is nested under, in code. */
function domainOwner(text: ReadonlyMap<number, string>, line: number): string | undefined {
  const level = /^\s*(#+)/.exec(text.get(line) ?? "")?.[1]!.length ?? 0;
  for (let at = line - 1; at >= 1 && text.get(at) !== undefined; at--) {
    const above = /^\s*(#+)\s/.exec(text.get(at)!);
    if (!above || above[1]!.length >= level) continue;
    const owner = autodocHeading(text.get(at)!.trim());
    return owner?.domain ? `\`${owner.name}\`` : undefined;
  }
  return undefined;
}

/** The names of an argument list ("string [ , options ]" → string, options). */
function parameterNames(args: string): string[] {
  return args.replace(/=\s*[^,\]}]*/g, "").replace(/[[\]{}]|\.\.\./g, " ").split(/,|\s\/\s/).map((part) => part.trim()).filter(Boolean);
}

/**
 * The call headings of a text, read once per text: for each call term the parameter lists its headings give (more than
 * one: "### charset()" and "### charset(available)", an overloaded call, each heading a behaviour of its own), and for
 * each undotted call name the parent headings it appears under (more than one: "#### constructor(options)" under "###
 * class frob.Reader" and again under "### class frob.Writer", each a member of its own class; a dotted name says whose
 * it is).
 */
interface CallHeadingIndex {
  signaturesByTerm: Map<string, Set<string>>;
  parentsByName: Map<string, Set<string>>;
}
const callHeadingIndex = perText((text: ReadonlyMap<number, string>): CallHeadingIndex => {
  const index: CallHeadingIndex = { signaturesByTerm: new Map(), parentsByName: new Map() };
  const open: string[] = []; // the heading open at each level, "#" at 0
  for (const at of [...text.keys()].sort((a, b) => a - b)) {
    const trimmed = text.get(at)!.trim();
    const heading = /^(#{1,6})\s+(.+?)\s*#*$/.exec(trimmed);
    if (!heading) continue;
    const level = heading[1]!.length - 1;
    const call = callHeading(trimmed);
    if (call) {
      index.signaturesByTerm.set(call.term, (index.signaturesByTerm.get(call.term) ?? new Set<string>()).add((call.parameters ?? []).join(",")));
      if (!call.name.includes(".")) {
        const parent = open.slice(0, level).filter(Boolean).pop() ?? "";
        index.parentsByName.set(call.name, (index.parentsByName.get(call.name) ?? new Set<string>()).add(parent));
      }
    }
    open.length = level;
    open[level] = heading[2]!;
  }
  return index;
});

/** Whether a call heading is overloaded: its call is headed elsewhere in the text with other parameters. */
function overloaded(text: ReadonlyMap<number, string>, heading: TermHeading): boolean {
  return (callHeadingIndex(text).signaturesByTerm.get(heading.term)?.size ?? 0) > 1;
}

/**
 * Whether a call name is headed under several parents (a member of several classes), so that "`constructor()`" read
 * alone names none of them, unlike an overload, whose headings share one parent.
 */
export function sharedMemberCall(text: ReadonlyMap<number, string>, name: string): boolean {
  return (callHeadingIndex(text).parentsByName.get(name)?.size ?? 0) > 1;
}

/** The qualifier overloadQualifier adds to a question, before its question mark. */
const OVERLOAD_QUALIFIER = / when (?:called without arguments|given ((?:`[A-Za-z_$][\w$]*`)(?: and `[A-Za-z_$][\w$]*`)*))\?$/;

/**
 * The parameters an overloaded call's question names: [] for "… do when called without arguments?", the names for
 * "… do when given `available`?", undefined for a question that names no overload.
 */
export function overloadParameters(question: string): string[] | undefined {
  const match = OVERLOAD_QUALIFIER.exec(question.trim());
  if (!match) return undefined;
  return match[1] ? [...match[1].matchAll(/`([^`]+)`/g)].map((name) => name[1]!) : [];
}

/**
 * What an overloaded call's heading asks: the call is named with what it is given, so that each heading's question
 * has one answer ("What does `charset()` do?" would have two, and the reader rightly refuses it as ambiguous).
 */
function overloadQualifier(heading: TermHeading): string {
  const parameters = heading.parameters ?? [];
  return parameters.length === 0 ? " when called without arguments" : ` when given ${parameters.map((name) => `\`${name}\``).join(" and ")}`;
}

/** What a question of a call heading adds to name its overload: "" for a call headed once in the text (overloadQualifier). */
export function overloadAsked(text: ReadonlyMap<number, string>, heading: TermHeading): string {
  return heading.call && heading.parameters && overloaded(text, heading) ? overloadQualifier(heading) : "";
}

/**
 * A function reference's section heading may name the call and say what it does after a colon or a dash, as R
 * vignettes and pkgdown pages do: "## str_pad(): Pad a string", "### fetch_rows() – Fetch rows from a cursor". The
 * name is the call (empty parentheses); the gloss is the description (glossDescription).
 */
function glossedCallHeading(trimmed: string): TermHeading | undefined {
  const match = /^#{2,6}\s+(`?)(\.?)([A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*)\(\)\1\s*(?::|\s[-–—])\s+(\S.*?)\s*#*$/.exec(trimmed);
  if (!match || !IDENTIFIER.test(match[3]!)) return undefined;
  const name = match[3]!;
  return { term: `\`${match[2]}${name}()\``, name, inline: match[4]!, listItem: false, call: match[2] || name.includes(".") ? "method" : "function", gloss: true };
}

/**
 * A glossed call heading's description is the gloss itself, when it says what the call does with a verb of its own
 * ("Pad a string", "Extract and replace substrings from a character vector", "duplicate strings within a vector"):
 * a noun phrase ("The length of a string") or a title ("Why it matters", "A closer look") is a section's name, not
 * what the call does. Nothing below the heading is read: the paragraph under it is the section's prose.
 */
function glossDescription(gloss: string, name: string, line: number): TermDescription | undefined {
  const text = gloss.replace(/[.:]$/, "").replace(/\s+/g, " ").trim();
  const words = text.split(" ");
  const first = words[0]!.toLowerCase();
  if (words.length < MIN_ANSWER_WORDS || words.length > 22 || !/^[A-Za-z]+$/.test(words[0]!)) return undefined;
  if (/\b(?:this|these|those|above|below|following|see)\b/i.test(text) || (text.match(/`/g) ?? []).length % 2 === 1) return undefined;
  if ((text.match(/\(/g) ?? []).length !== (text.match(/\)/g) ?? []).length || /[?!]/.test(text)) return undefined;
  // An imperative of a known verb ("Detect", "Count", "Split up"), or the verb the call is named by ("Pad a string" of
  // `str_pad()`, "duplicate strings" of `str_dup()`): not a noun or a title's first word.
  if (!isVerbBase(first) && !BASE.has(first) && !nameWords(name).some((word) => word.length >= 3 && first.startsWith(word))) return undefined;
  return { text, endLine: line };
}

/**
 * An argument list names one thing per comma ("string [ , options ]", "key, { allowStale } = {}", "...args", and
 * alternatives "path / paths"); words in parentheses ("PowerShell (VS Code default)", "file_dep (file dependency)")
 * gloss a heading, and literal arguments ("' = v 2.1.5'") show a call in an example: neither names an entry.
 */
function argumentList(args: string): boolean {
  if (/\(/.test(args.replace(/\([^()]*\)/g, ""))) return false;
  const parts = args.replace(/=\s*[^,\]}]*/g, "").replace(/[[\]{}]|\.\.\./g, " ").split(/,|\s\/\s/).map((part) => part.trim()).filter(Boolean);
  // "*matchers", "**kwargs", "&block": Ruby's and Python's rest, keyword and block parameters are names too.
  return !parts.some((part) => part.split(/\s+/).length > 1 || !/^(?:\*{1,2}|&)?[A-Za-z_$][\w$]*$/.test(part));
}

/**
 * The name of a list item's entry, from the code span it opens with: an identifier ("`recurse`"), a member of an object
 * ("`opts.stopEarly`", "`opts['--']`"), or a call with its argument list ("`valid(v)`", "`.add(path / paths)`"): a
 * function, or a method when it is dotted, named without its arguments.
 */
function itemEntryName(code: string): Pick<TermHeading, "term" | "name" | "call"> | undefined {
  // "- `String` - set `origin` to a specific origin": a list of the types an option's value may have, not of entries.
  if (VALUE_TYPES.test(code)) return undefined;
  if (IDENTIFIER.test(code) || MEMBER.test(code)) return { term: `\`${code}\``, name: code };
  const call = /^(\.?)([A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*) ?\((.*)\)$/.exec(code);
  if (!call || !IDENTIFIER.test(call[2]!) || !argumentList(call[3]!)) return undefined;
  return { term: `\`${call[1]}${call[2]}()\``, name: call[2]!, call: call[1] || call[2]!.includes(".") ? "method" : "function" };
}

/** The names of value types, which a list of the forms an option's value takes names its items by. */
const VALUE_TYPES = /^(?:String|Boolean|Number|Integer|Float|RegExp|Array|Function|Object|Promise|Date|Buffer|Map|Set|Symbol|BigInt|null|undefined|str|int|float|bool|list|dict|tuple|None)$/;

/**
 * A GObject property's entry as gtk-doc writes it (TermHeading.gobject): its heading over its declaration, the class
 * that owns it named by the entry's "Owner:" line, before the next heading.
 */
function gobjectProperty(text: ReadonlyMap<number, string>, line: number): TermHeading | undefined {
  const heading = /^#{2,6}\s+The “([A-Za-z][\w-]*)” property\s*$/.exec(text.get(line)!.trim());
  if (!heading || !gobjectDeclaration(text.get(line + 1) ?? "", heading[1]!)) return undefined;
  let owner: string | undefined;
  for (let at = line + 2; at <= line + 30 && text.get(at) !== undefined && !/^\s*#/.test(text.get(at)!); at++) {
    owner = /^Owner:\s*([A-Za-z_]\w*)\s*$/.exec(text.get(at)!.trim())?.[1];
    if (owner) break;
  }
  return owner ? { term: `\`${heading[1]}\``, name: heading[1]!, listItem: false, member: { owner }, gobject: true } : undefined;
}

/**
 * The function a row of a Doxygen summary table declares, by its last name and its parameter list: "CORE_POSIX_DLL_PUBLIC
 * void | core::posix::this_process::env::for_each (const std::function< … > &functor) noexcept(true)" → for_each. The
 * one reader of such a row, for the questioner's entry (doxygenSummaryRow), its count of overloads, and the reader's
 * search for the entry (reader-extract.ts).
 */
export function summaryRowFunction(row: string): { name: string; args: string } | undefined {
  const cells = rowCells(row);
  if (cells?.length !== 2 || !/^[\w:<>*&\s]+$/.test(cells[0]!)) return undefined;
  const call = /^(?:[A-Za-z_]\w*::)*([A-Za-z_]\w*) ?\((.*)\)(?:\s*(?:const|noexcept(?:\([^()]*\))?|override))*$/.exec(cells[1]!);
  return call ? { name: call[1]!, args: call[2]! } : undefined;
}

/**
 * A row of a Doxygen summary table that declares a type, a variable or a macro, with its brief on the next row (see
 * TermHeading.summary). A function is left to its own entry further down the page, where its description is, and
 * asked from the row only when the page has none.
 */
/**
 * A Doxygen reference page, as its title says near the top ("SAMLConstants.h File Reference", "Frob Class Reference")
 * or its include graph's caption: its summary tables' rows are members with their briefs.
 */
const doxygenReference = perText((text) => {
  const first = Math.min(...text.keys());
  for (let at = first; at < first + 15 && text.get(at) !== undefined; at++) {
    if (/\b(?:File|Class|Struct|Union|Namespace|Module|Interface|Group|Class Template) Reference\s*$|^Include dependency graph for\b/.test(text.get(at)!.trim())) return true;
  }
  return false;
});

function doxygenSummaryRow(text: ReadonlyMap<number, string>, line: number): TermHeading | undefined {
  const cells = rowCells(text.get(line)!);
  // The brief's row has an empty first cell: " | Enumeration of … More...". A member with a brief and no detailed
  // description has no "More..." (Shibboleth's SAMLConstants.h, set 196: " | Liberty PAOS XML Namespace (…)"): read
  // so on a Doxygen page only.
  const next = text.get(line + 1) ?? "";
  // The page's kind is read only for a line that can be a brief's row: asked of every line, checking that the text is
  // still the one it was read from (perText) made each line cost a pass over the whole text.
  if (!/^\s*\|/.test(next)) return undefined;
  const brief = /^\s*\|\s*(\S.*?)\s+More\.\.\.$/.exec(next)?.[1]
    ?? (doxygenReference(text) ? /^\s*\|\s*(\S+(?:\s+\S+)+?)\s*\|?\s*$/.exec(next)?.[1] : undefined);
  if (cells?.length !== 2 || !brief) return undefined;
  const [declaration, named] = cells as [string, string];
  // A function the page lists without an entry of its own further down (a header's file page, Doxygen's "File
  // Reference" of a library whose functions are documented elsewhere): its brief is all the page says of it.
  // "core::posix::this_process::env::for_each (const std::function< … > &functor) noexcept(true)" → `for_each()`.
  const call = summaryRowFunction(text.get(line)!);
  if (call && !headedNames(text).has(call.name) && (summaryCalls(text).get(call.name) ?? 0) === 1) {
    const parameters = parameterNames(call.args.replace(/^\s*void\s*$/, "").replace(/<[^<>]*>/g, "")).map((part) => /([A-Za-z_]\w*)\s*(?:=.*)?$/.exec(part.replace(/=.*$/, "").trim())?.[1] ?? part);
    return { term: `\`${call.name}()\``, name: call.name, inline: brief, listItem: false, row: true, call: "function", parameters, summary: "function" };
  }
  // "samlconstants::PAOS_NS []": a variable of a namespace is named by its own name.
  const name = /^(?:[A-Za-z_]\w*::)*([A-Za-z_]\w*)(?:\s*\[\])?(?:\s+(?:\{.*\}|"[^"]*"|\S+))?$/.exec(named)?.[1];
  if (!name || /\(/.test(named.split(/\s/)[0]!)) return undefined;
  // C++11's scoped enumeration ("enum class | State { ready , active , done }") is an enumeration as a plain one is.
  const kind = /^enum(?:\s+(?:class|struct))?$/.test(declaration) ? "enumeration" : /^(?:struct|class|union)$/.test(declaration) ? { struct: "structure", class: "class", union: "union" }[declaration]!
    : /^#define$/.test(declaration) ? (/^[A-Za-z_]\w*\(/.test(named) ? undefined : "macro") : /^typedef\b/.test(declaration) ? "type"
    : /^[\w:<>*&\s]+$/.test(declaration) && !/\(/.test(named) ? "variable" : undefined;
  // A member the page documents further down under its own heading ("### time") is asked there, of its owner.
  if (!kind || headedNames(text).has(name)) return undefined;
  return { term: `\`${name}\``, name, inline: brief, listItem: false, row: true, member: {}, summary: kind };
}

/** A summary row's first cell: a call, its owner before a dot or colon ("wibox.widget.checkbox:setup (args)"), or a name. */
const SUMMARY_CALL = /^(?:[A-Za-z_][\w.]*[.:])?([A-Za-z_]\w*)\s?\(([^()]*)\)$/;
const SUMMARY_NAME = /^(?:[A-Za-z_]\w*\.)*([A-Za-z_]\w*)$/;
/** The kinds a summary's section heading names: "Object properties", "Theme variables", "Methods", "Functions", "Fields". */
const SUMMARY_SECTION = /^#{1,6}\s+(?:[A-Za-z]+\s+)?(propert(?:y|ies)|variables?|methods?|functions?|fields?|attributes?|settings?|options?)\s*$/i;

/**
 * A row of a table without a header that sums up a page's entries, name and description ("border_width | The outer
 * (unchecked area) border width." under LDoc's "## Object properties"; "from_adjlist(adjlist[, focal_col, ...]) |
 * Return an adjacency list representation …" in a Sphinx autosummary). The table is two such rows or more, no rule
 * under a header row among them, right under a heading that names the entries' kind (a call may stand under any).
 */
function headerlessSummaryRow(text: ReadonlyMap<number, string>, line: number): TermHeading | undefined {
  const cells = rowCells(text.get(line)!);
  if (cells?.length !== 2 || !/^[A-Z]\S*(?:\s+\S+)+$/.test(cells[1]!)) return undefined;
  const call = SUMMARY_CALL.exec(cells[0]!);
  const name = call ? undefined : SUMMARY_NAME.exec(cells[0]!);
  if (!call && !name) return undefined;
  // An entry the page documents further down under a heading of its own ("#### function ffcx.naming.cdtype_to_numpy(…)")
  // is asked there.
  const entry = (call ?? name)![1]!;
  if (headedNames(text).has(entry)) return undefined;
  let top = line;
  while (text.get(top - 1) !== undefined && rowCells(text.get(top - 1)!)?.length === 2) top--;
  let bottom = line;
  while (text.get(bottom + 1) !== undefined && rowCells(text.get(bottom + 1)!)?.length === 2) bottom++;
  if (bottom === top) return undefined;
  for (let at = top; at <= bottom; at++) if (/^[\s|:-]+$/.test(text.get(at)!)) return undefined;
  let above = top - 1;
  while (text.get(above) !== undefined && text.get(above)!.trim() === "") above--;
  const section = SUMMARY_SECTION.exec(text.get(above)?.trim() ?? "");
  if (call) {
    const kind = section && /^methods?$/i.test(section[1]!) ? "method" : "function";
    const parameters = parameterNames(call[2]!.replace(/[[\]]/g, "")).map((part) => /([A-Za-z_]\w*)\s*(?:=.*)?$/.exec(part.replace(/=.*$/, "").trim())?.[1] ?? part).filter((part) => /^[A-Za-z_]\w*$/.test(part));
    return { term: `\`${call[1]}()\``, name: call[1]!, inline: cells[1]!, listItem: false, row: true, call: "function", parameters, rowKind: kind };
  }
  if (!section || /^(?:methods?|functions?)$/i.test(section[1]!)) return undefined;
  // A property described by what it does ("forced_height | Force a widget height.") is asked what it does.
  const first = cells[1]!.split(" ")[0]!.toLowerCase();
  const does = isVerbBase(first) || /^(?:get|force|make|keep|let|put)$/.test(first);
  return { term: `\`${name![1]}\``, name: name![1]!, inline: cells[1]!, listItem: false, row: true, ...(does ? {} : { member: {} }), rowKind: section[1]!.toLowerCase().replace(/ies$/, "y").replace(/s$/, "") };
}

/** How many rows of a text's Doxygen summary tables list a function of each name (an overload is listed twice). */
const summaryCalls = perText((text) => {
  const counts = new Map<string, number>();
  for (const value of text.values()) {
    const name = summaryRowFunction(value)?.name;
    if (name) counts.set(name, (counts.get(name) ?? 0) + 1);
  }
  return counts;
});

/**
 * The names a text's headings give on their own or before a call's parentheses ("### time", "### frob_open(path)"),
 * after a kind word and as the last part of a dotted or colon-separated name ("#### function ffcx.naming.cdtype_to_numpy(…)").
 */
const headedNames = perText((text) => {
  const names = new Set<string>();
  for (const value of text.values()) {
    const name = /^#{2,6}\s+(?:[a-z]+\s+)?`?(?:[A-Za-z_]\w*[.:]+)*([A-Za-z_]\w*)`?\s*(?:\(|\[|$|:)/.exec(value.trim())?.[1];
    if (name) names.add(name);
  }
  return names;
});

/** gtk-doc's declaration of the property `name` under its heading: the quoted name, then its type ("“icon”  GIcon *"). */
function gobjectDeclaration(line: string, name: string): boolean {
  return line.trim().startsWith(`“${name}”`) && /”\s+\S/.test(line);
}

function named(name: string, quoted: boolean): TermHeading {
  return { term: quoted ? `\`${name}\`` : name, name, listItem: false };
}

/**
 * The description of the entry named on line `line`: its inline text when that is a sentence of its own, else the
 * first sentence that starts within a few lines below the name. Whole sentences only, of a description's length, that
 * neither point elsewhere nor hedge.
 */
export function termDescription(text: ReadonlyMap<number, string>, line: number, heading: TermHeading): TermDescription | undefined {
  const description = entryDescription(text, line, heading);
  if (!description) return undefined;
  // "Options `ff` and `fs` are deprecated; use …" (a change log's item under a function's name): the status of
  // something, not what the entry does or is.
  const first = description.text.split(" ")[0]!.toLowerCase();
  if (!isKnownVerb(first) && !/^(?:if|when|unless|whether)$/.test(first) && STATUS_CLAUSE.test(description.text)) return undefined;
  // "Be careful that you're sure you're not chopping a UTF8 char in two!" under `hGetUTF8` (utf8-light, set 192): a
  // warning about the entry says neither what it does nor what it is.
  if (WARNING_OPENING.test(description.text)) return undefined;
  // "Word32s not representing valid UTF8 chars are dropped." under `encodeUTF8'`: a Haddock description that is a
  // clause of another subject tells one detail of what the function does, not what it does.
  if (heading.haddock && !isKnownVerb(first) && OTHER_SUBJECT_PASSIVE.test(description.text)) return undefined;
  // "Set the talloc context for msgb_alloc Deprecated, use msgb_talloc_ctx_init() instead.": Doxygen runs a brief into
  // the deprecation note after it, with no full stop between; the brief is what the entry does.
  const brief = RUN_ON_DEPRECATION.exec(description.text);
  const described = brief ? { ...description, text: brief[1]! } : description;
  // "O(n) Yield the maximum element of the vector." (Haskell's vector and its kin): the cost in front is no part of what
  // the function does; a description that is only costs ("O(1) for the element, O(log(n)) for the reduced queue.",
  // set 202's fingertree) says nothing of it.
  const cost = COST_PREFIX.exec(described.text);
  if (!cost) return described;
  const rest = described.text.slice(cost[0].length);
  return /^\p{Lu}/u.test(rest) ? { ...described, text: rest } : undefined;
}

/** A function's cost written before its description: "O(1) ", "O(m+min(n1,n2)) ", "O(log(n)) ". */
const COST_PREFIX = /^O\((?:[^()]|\([^()]*\))*\)\s+/;

/** A description that opens with a warning to the reader: "Be careful that …", "Beware: …" ("Never use mmap(2)" and "Make sure all modules … are processed" say what an entry does). */
const WARNING_OPENING = /^(?:Be careful|Beware|Careful|Caution|Warning)\b/;
/** A plural subject of its own and its passive: "Word32s not representing valid UTF8 chars are dropped." */
const OTHER_SUBJECT_PASSIVE = /^[A-Z][\w']*s\b(?:\s+(?!are\b|were\b)\S+){0,8}?\s+(?:are|were)\s+(?:[a-z]+ly\s+)?[a-z]+(?:ed|en)\b/;
/** A clause opening a description that says something is deprecated or gone: "Options `ff` and `fs` are deprecated". */
const STATUS_CLAUSE = /^[^;,.:]{1,60}? (?:is|are|was|were|has been|have been) (?:now )?(?:deprecated|obsolete|removed|no longer (?:supported|used))\b/i;
/** A brief and, run into it with no full stop, Doxygen's deprecation note: "… for msgb_alloc Deprecated, use …". */
const RUN_ON_DEPRECATION = /^(\S+(?: \S+){2,}?[\w)\]]) Deprecated(?:[,:.]| since\b| in\b| as\b)/;

function entryDescription(text: ReadonlyMap<number, string>, line: number, heading: TermHeading): TermDescription | undefined {
  if (heading.link) return linkDescription(heading.inline ?? "", line);
  // Haddock writes an entry's description right under its signature; a paragraph after a blank line is the page's own
  // words between entries ("Convert between List types" under an undescribed `sortOn`), no entry's.
  if (heading.haddock && !heading.inline && (text.get(line + 1) ?? "").trim() === "") return undefined;
  if (heading.gloss) return glossDescription(heading.inline ?? "", heading.name, line);
  // A Doxygen summary's brief is on the row below its declaration, and names what the entry is.
  // A Haskell constructor's description is its own cell, and names what the constructed value is ("Short form with
  // only one byte.", "Long form of N bytes").
  if (heading.constructorOf || heading.recordOf) {
    const cell = new Map([[line, heading.inline ?? ""]]);
    const brief = autodocDescription(firstSentence(cell, line) ?? unpunctuated(cell, line, true));
    return brief ? { ...brief, form: "is" } : undefined;
  }
  if (heading.summary) {
    // A function's brief says what it does, often with its own name for subject: "for_each invokes a functor for
    // every key-value pair in the environment." → "invokes a functor …".
    const inline = heading.call ? (heading.inline ?? "").replace(new RegExp(`^${heading.name}\\s+([a-z])`), (_, first: string) => first.toUpperCase()) : heading.inline ?? "";
    const brief = firstSentence(new Map([[line + 1, inline]]), line + 1) ?? unpunctuated(new Map([[line + 1, inline]]), line + 1, true);
    return brief ? (heading.call ? brief : { ...brief, form: "is" }) : undefined;
  }
  if (heading.inline) {
    // The description stands on the entry's own line, or (a gi-docgen parameter's) on the line `inlineLine`.
    const own = heading.inlineLine ?? line;
    const block = new Map<number, string>([[own, heading.inline]]);
    // Its continuation lines: indented, or (Markdown's lazy continuation) any line that starts no item or heading.
    for (let at = line + 1; !heading.row && at <= line + 6 && text.get(at) !== undefined && /\S/.test(text.get(at)!) && !/^\s*(?:[-*+]\s|#)/.test(text.get(at)!) && !isCodeFence(text.get(at)!); at++) block.set(at, text.get(at)!);
    // A parameter's description in a parameter list or table is a noun phrase, capitalised or not ("Number of
    // characters available in return string", as Doxygen writes one).
    const inline = firstSentence(block, own) ?? phraseDescription(block, own, heading, heading.row || parameterListItem(text, line));
    // What a call does is said with a verb, as under a call's heading (below): "An iterator over …" names what it is.
    if (inline && heading.call && /^(?:a|an|the)\s/i.test(inline.text)) return undefined;
    if (inline) return inline;
    // A table row's description is its own cell: the next row is another entry's.
    if (heading.row) return undefined;
    // "- `recurse`: boolean, default `false`": a type and a default, with the description indented below.
    if (heading.inline.split(/\s+/).length >= MIN_ANSWER_WORDS) return undefined;
  }
  let start = line + 1;
  // A reStructuredText heading's underline, then blank lines.
  if (isUnderline(text.get(start) ?? "x")) start++;
  while (start <= line + MAX_GAP + 1 && text.get(start) !== undefined && text.get(start)!.trim() === "") start++;
  // A list item's description below its name is indented under it: a paragraph after a blank line at the list's own
  // margin ("Definition at line 243 of file litl_read.h." after "- `read_event` – An event") follows the list.
  if (heading.listItem && start > line + 1 && !/^\s+\S/.test(text.get(start) ?? "")) return undefined;
  // A C API's entry repeats its prototype under its heading ("CoglBool" / "cogl_is_buffer (void *object);"): what the
  // call does follows it.
  // A gi-docgen page's description is under its "#### Description" (giDocgenEntry), after the declaration.
  if (heading.giDocgen !== undefined && heading.giDocgen < 0) return undefined;
  if (heading.giDocgen !== undefined) start = heading.giDocgen;
  else if (heading.objc) start = /^Availability:\s/.test(text.get(line + 2)?.trim() ?? "") ? line + 3 : line + 2;
  else if (heading.texinfo) start = afterTexinfoDefinition(text, heading);
  else if (heading.call) start = afterJavadocNotes(text, afterPrototype(text, start, heading.name) ?? start);
  // RDoc's call sequences under the heading restate the call ("figure_name(num) → a_string", "autocleanup =
  // a_boolean", "def_figure(name) do ... end"): its description follows them.
  while (heading.call && start <= line + MAX_GAP + 4 && callSequence(text.get(start) ?? "", heading.name)) start++;
  // Haddock's notes on a function's arguments ("Arguments" over "=> String | initial value") come before what it does.
  if (heading.haddock && text.get(start)?.trim() === "Arguments") {
    start++;
    while (rowCells(text.get(start) ?? "")) start++;
  }
  // Erlang/OTP's module pages type a function's arguments under its heading ("#### getId(This) -> integer()" over
  // "### Types" and "This = wxEvent()"): what it does follows them.
  if (heading.call && /^#{1,6}\s+Types$/.test(text.get(start)?.trim() ?? "")) {
    start++;
    while (start <= line + 40 && /^\s*[A-Z]\w*(?:\s*::\s*[^=]+)?\s*=\s*\S/.test(text.get(start) ?? "")) start++;
  }
  if ((heading.gobject && gobjectDeclaration(text.get(start) ?? "", heading.name)) || (heading.member && memberDeclaration(text.get(start) ?? "", heading.name)) || (heading.enumerationDeclared && enumDeclaration(text.get(start) ?? "", heading.name)) || (heading.typedefDeclared && typedefDeclaration(text.get(start) ?? "", heading.name))) start++;
  // A class's docstring opens with its base classes ("Bases: object"): what the class is follows.
  if (heading.autodoc && /^Bases:\s/.test(text.get(start)?.trim() ?? "")) start++;
  // Under a call's heading the description is a paragraph of prose: a parameter list, a code block or a table first
  // ("- `data` {String} The data to send.") describes the arguments, not what the call does.
  // A list of the parameters may come first: the paragraph after it is the description.
  if (heading.call && /^[-*+]\s+`/.test(text.get(start) ?? "")) {
    let at = start;
    while (at <= start + 20 && text.get(at) !== undefined && (/^\s*[-*+]\s/.test(text.get(at)!) || /^\s+\S/.test(text.get(at)!))) at++;
    if (text.get(at) === undefined || text.get(at)!.trim() !== "") return undefined;
    start = at;
    while (start <= at + 2 && text.get(start) !== undefined && text.get(start)!.trim() === "") start++;
  }
  // A directive's body is indented under it, by any number of spaces; code under any other heading is.
  const body = heading.directive !== undefined && (text.get(start) ?? "").search(/\S/) > heading.directive ? (text.get(start) ?? "").trimStart() : text.get(start) ?? "";
  if (heading.call && (/^\s*(?:[-*+]\s|\d+[.)]\s|\||#|<|\s{4})/.test(body) || isCodeFence(body))) return undefined;
  const lines = new Map<number, string>();
  // gtk-doc and Haddock write each paragraph of a description on a line of its own (gtk-doc its notes, "Owner: …",
  // below): the first paragraph is the first line.
  const last = heading.gobject || heading.haddock ? start : start + 12;
  for (let at = start; at <= last && text.get(at) !== undefined && text.get(at)!.trim() !== ""; at++) {
    // A table's row ("gldrawable : | a GdkGLDrawable.", gtk-doc's parameters under the description) is no part of it,
    // nor is the line where Doxygen says where the entry is defined.
    // A declaration on a line of its own (BoostBook's synopsis) opens the next member's entry.
    // Doxygen's notes after a member's description: "Implements codec.", "Reimplemented from Base.", "References f()."
    if (at > start && isDoxygenNote(text.get(at)!)) break;
    // A docstring's labelled note after the description ("Deprecated: Use `mapped_supported_values`.") is no part of it.
    if (at > start && /^(?:Deprecated|Note|Notes|Warning|See also|Since|Changed in version [\d.]+|New in version [\d.]+):\s/i.test(text.get(at)!.trim())) break;
    // Haddock's next declaration ("data CurlResponse … Source", an operator's "(==>) :: … Source") opens its own entry.
    if (at > start && heading.haddock && /\sSource(?:\s#)?$/.test(text.get(at)!.trim())) break;
    if (at > start && (termHeading(text, at) || declaredFunction(text.get(at)!) !== undefined || /^\s*[-*+]\s/.test(text.get(at)!) || (/\s\|\s|\s\|$/.test(text.get(at)!) && rowCells(text.get(at)!)) || /^Definition at line \d+ of file /.test(text.get(at)!))) break;
    lines.set(at, text.get(at)!);
  }
  // "Returns the name of the codec ("Quoted-Printable")" over "Implements codec.": Doxygen's brief description of a
  // call, one line without a full stop, ended by its notes; what the call does, said with a verb.
  // So is Haddock's: "Obtain the Unique from this particular UniqSupply" over the next function's signature.
  const after = text.get(start + 1)?.trim() ?? "";
  // So is a docstring's summary line over a blank line ("Connect receiver to sender for signal", pydoc's and Sphinx's).
  // So is libxml2's, over its parameter or result rows ("Get the default xlink detection routine" / "Returns: | …").
  const briefEnds = isDoxygenNote(after) || heading.haddock === true || (heading.autodoc !== undefined && after === "") || (/^[A-Za-z_]\w*:\s\|\s/.test(after) && rowCells(after) !== undefined);
  const brief = !firstSentence(lines, start) && heading.call && briefEnds ? unpunctuated(text, start, true) : undefined;
  // A Haskell value ("getUniqueM :: m Unique") is asked what it is: "Get …" does not answer that (verb-lexicon.ts).
  const description = plainly(firstSentence(lines, start)) ?? (brief && (heading.haddockValue ? isKnownVerb : opensCallDescription)(brief.text.split(" ")[0]!.toLowerCase()) ? { text: brief.text, endLine: brief.endLine } : undefined) ?? (heading.call ? selfDescribed(lines, start, heading.call) : undefined);
  if (heading.autodoc && !heading.call) return autodocDescription(description ?? unpunctuated(text, start));
  // A Haskell value is what its description names ("Default partition size …"), or what it does ("Gets parted
  // installed."); a sentence with a subject of its own ("4MiB alignment is optimal for …") says something about it.
  if (heading.haddockValue) return autodocDescription(description);
  // A Haskell type is what its description names ("Types of partition tables supported by parted.", "ASN1 Length with
  // all different formats"), a line of its own.
  if (heading.haddockType) return autodocDescription(description ?? unpunctuated(text, start, true));
  // A data member described by a noun phrase without a full stop ("Total time spent inside this pipeline (in
  // nanoseconds)"), as Doxygen shows a brief description.
  if (heading.member && !description) return autodocDescription(unpunctuated(text, start, heading.gobject));
  // What a call does is said with a verb ("Get the type …", "Parses `string` as …", "Forcibly close …") or by
  // likeness ("Same as `load()`, but …"); a sentence with a subject of its own ("A help command is added by default
  // if …", "`null` is returned …") says something around the call.
  // "Returns None if there is no definition.": the call's failure, not what it does.
  if (heading.call && description && /^returns? (?:none|null|nil|undefined) (?:if|when|unless)\b/i.test(description.text)) return undefined;
  // "Invoked by the application when the command is run.", "Called at plugin activation, …": when or by whom the call
  // is made, not what it does ("Called to make the drive bootable." says what it is for, and stays).
  if (heading.call && description && /^(?:invoked|called|triggered|emitted|fired|executed)\s+(?:by|at|when|whenever|after|before|on|once|if|during|upon|from|each|every)\b/i.test(description.text)) return undefined;
  // A Haskell function may be described by what it is ("The main combinator used to start the chain."): a noun phrase
  // with no verb of its own, asked as what the function is.
  // "The lookup function looks up …", "The document (hsep xs) concatenates …": a subject and its verb say what the
  // function does in a sentence about something else, not what it is.
  if (heading.haddock && description && /^(?:a|an|the)\s/i.test(description.text)) return describesItsOwnSubject(description.text) ? undefined : autodocDescription(description);
  // "Whether the file chooser should allow selecting multiple files.", "Whether or not to do automatic cleanup …" (an
  // RDoc attribute's): the value a getter or setter holds, not what the call does.
  if (heading.call && description && /^Whether\b/.test(description.text)) return undefined;
  // "Not all float features have evenly distributed allowed values, …": a negation opens a sentence about something else.
  if (heading.call && description && /^(?:a|an|the|most|some|each|every|all|any|both|one|in|on|for|with|as|at|from|to|not|`)\b|^`/i.test(description.text)) return undefined;
  // So does a docstring's "uWSGI is a preforking server, so …", "Advanced users may want to …", "Starting from uWSGI
  // 1.3-dev, …" and "Use `spoolforever` when you want to …": a subject and its verb, a time, advice on the entry itself;
  // and a gi-docgen page's "Regular expression patterns must follow certain rules." (get_regex_error's).
  if (heading.call && (heading.autodoc || heading.giDocgen !== undefined) && description && (ownSubject(description.text) || /^(?:starting|since|as of)\b/i.test(description.text) || new RegExp(`^Use \x60*${heading.name.split(".").pop()!.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\b`).test(description.text))) return undefined;
  // "drawBufferi is a fast query function.": the call's own name as the subject, then only the kind it is, says
  // nothing it does; "colorMaski is a version of colorMask that only applies to …" says it by likeness.
  const bareName = heading.name.split(".").pop()!;
  if (heading.call && description && description.text.startsWith(`${bareName} `) && /^\S+ (?:is|are) (?:a|an|the)\s+(?:(?!of\b|that\b|which\b|for\b|to\b|with\b|like\b)\S+\s*){1,5}$/.test(description.text.replace(/[.]$/, ""))) return undefined;
  return description;
}

/**
 * "In simple terms, queries the width, height, and viewBox attributes …" (librsvg's): a phrase that says how plainly the
 * description speaks is no part of what the call does; the description is what follows it.
 */
function plainly(description: { text: string; endLine: number } | undefined): { text: string; endLine: number } | undefined {
  const lead = description && /^(?:in simple terms|in plain terms|simply put|put simply|in short|in a nutshell|basically|essentially),\s+(?=[a-z])/i.exec(description.text);
  return lead ? { ...description, text: description.text.slice(lead[0].length) } : description;
}

/**
 * A description that opens with a subject of its own and its finite verb: "Advanced users may …", "uWSGI is …", and
 * a subject of three words ("Regular expression patterns must …") unless the first word is the call's verb or a
 * clause of its object holds the finite verb ("Validates if driver can …", "Commit transaction which is …").
 */
const FINITE = "(?:is|are|was|were|may|might|can|will|would|should|must|has|have)\\b";
function ownSubject(description: string): boolean {
  if (new RegExp(`^(?:\\S+\\s+){1,2}${FINITE}`, "i").test(description)) return true;
  const words = description.split(/\s+/);
  return new RegExp(`^(?:\\S+\\s+){3}${FINITE}`, "i").test(description) && !opensCallDescription(words[0]!.toLowerCase()) && !/^(?:true|false)\b/i.test(description) && !words.slice(1, 3).some((word) => /^(?:that|which|who|if|whether|when|where)$/i.test(word));
}

/** A line that restates a call as RDoc's call sequence does: its name, its arguments, then a result, a value or a block. */
function callSequence(value: string, name: string): boolean {
  return new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?:\\([^()]*\\))?\\s*(?:→|->|=>|=\\s|\\{|do\\b)`).test(value.trim());
}

/**
 * "This function creates the context handle required for …" under a call's entry (GNU manuals write their descriptions
 * so): what the call does is the sentence after "This function", from its verb ("creates the context handle …").
 */
function selfDescribed(lines: ReadonlyMap<number, string>, start: number, kind: string): TermDescription | undefined {
  const lead = leadSentence(lines, start);
  const said = lead ? new RegExp(`^This (?:${kind}|call|routine) ((?:[a-z]+ly )?([a-z]{3,}s) \\S.*)$`).exec(lead.text) : null;
  // "This function differs from runDB in that it returns …" (yesod-persistent's getDBRunner): a comparison with another
  // call, or how it behaves, is no answer to what it does.
  if (!lead || !said || !isKnownVerb(said[2]!) || /^(?:is|was|has|does|differs|resembles|corresponds|behaves|works|acts|mirrors)$/.test(said[2]!)) return undefined;
  return { text: said[1]!, endLine: lead.endLine };
}

/**
 * A docstring of one line without a full stop, alone under its entry's heading ("Timestamp of the last outcome"): the
 * whole line, when it is of a description's length and ends in a word. Only a noun phrase is taken (autodocDescription).
 */
function unpunctuated(text: ReadonlyMap<number, string>, start: number, endsHere = false): TermDescription | undefined {
  const value = text.get(start)?.trim() ?? "";
  const next = text.get(start + 1);
  if (!endsHere && next !== undefined && next.trim() !== "" && !/^#{1,6}\s/.test(next) && !/^Definition at line \d+ of file /.test(next)) return undefined;
  const words = value.split(/\s+/);
  // A noun phrase may open with an acronym: "SAML 2.0 Assertion XML namespace (…)", "HTTP status of the reply".
  if (words.length < MIN_ANSWER_WORDS || words.length > 20 || !/^(?:A |[A-Z][a-z]|[A-Z]{2,}\d*\s+\S)/.test(value) || !/[A-Za-z)]$/.test(value)) return undefined;
  return { text: value, endLine: start, form: "is" };
}

/** Words that end a noun phrase's head and start what qualifies it: "The base class for all nodes …". */
const QUALIFIER_WORDS = /^(?:that|which|who|whose|where|when|for|of|to|with|in|on|from|by|as|at|used|made|related|available|associated)$/i;
/** A finite verb: a sentence with one before its qualifier has a subject of its own ("Leafs are tokens …"). */
const FINITE_VERB = /^(?:is|are|was|were|has|have|had|can|cannot|will|would|does|do|did|may|might|must|should|could|shall)$/i;

/**
 * What a class, an attribute or a property of an API reference is or does, from its docstring's first sentence: a verb
 * says what it does ("Returns the start position …", "Provide a cache implementation for …", a condition on its value
 * "If True, …"); a noun phrase what it is ("The super class for all nodes.", "A mapping of names to signals."). A
 * sentence with a subject and verb of its own ("Leafs are basically tokens …") says something about it, and a first
 * word that is code, an adverb or a pointer ("str() The value …", "Typically …", "This …") neither.
 */
function autodocDescription(description: TermDescription | undefined): TermDescription | undefined {
  if (!description) return undefined;
  const words = description.text.split(" ");
  const [first, second] = [words[0]!, words[1] ?? ""];
  if (/^(?:if|when|unless)$/i.test(first)) return description;
  if (/^returns? (?:none|null|nil|undefined)(?: (?:if|when|unless)\b|[,.;])/i.test(description.text)) return undefined;
  // "Used to store …", "Emitted after each connect()": a participle says how it is used or when, not what it is.
  if (/^[A-Z][a-z]+ed$|^(?:sent|made|built|given|taken|held|kept|found|thrown|written|done|set)$/i.test(first) || FINITE_VERB.test(first)) return undefined;
  // "The ancestors of this node will be checked.": a verb of its own, not in a relative clause ("…, which represents …").
  const relative = words.findIndex((word) => /^(?:that|which|who|whose|where|when|whether|if)$/i.test(word));
  if (words.some((word, index) => FINITE_VERB.test(word) && (relative < 0 || index < relative))) return undefined;
  if (!/^[A-Za-z]+$/.test(first) || /ly$/i.test(first) || /^(?:this|that|these|those|it|its|they|there|here|see|note|also|only|same|new)$/i.test(first)) return undefined;
  // "Any * -> * type parametric in the argument permits an instance of Invariant.": a rule about every such thing, a
  // sentence of its own, not what the entry is.
  // ("Any object or ANY", "No HTTP status body." name what the entry holds: no verb before a comma.)
  if (/^(?:any|every|each|all|no|most|many)$/i.test(first) && words.slice(1, words.findIndex((word) => /,$/.test(word)) + 1 || undefined).some((word) => BASE.has(word.toLowerCase().replace(/[^a-z]/g, "")) || FINITE_VERB.test(word))) return undefined;
  // "Returns …", "Represents …"; a base form only before what it acts on ("Provide a cache …", not "State related to …").
  if (BASE.has(first.toLowerCase()) || (isVerbBase(first) && /^(?:a|an|the|all|any|each|every|its|their|one|some|no)$/i.test(second))) return description;
  for (const [index, word] of words.slice(1, 10).entries()) {
    if (QUALIFIER_WORDS.test(word)) break;
    if (FINITE_VERB.test(word) || BASE.has(word.toLowerCase())) return undefined;
    // "Keyword statements start with …": a plural subject and its verb.
    if (isVerbBase(word) && /[^s]s$/.test(words[index]!)) return undefined;
  }
  return { ...description, form: "is" };
}

/** Words a description uses to say what any entry does: they say nothing of this one ("specifies a schema to use"). */
const EMPTY_DESCRIPTION_WORDS = new Set(["specify", "specifies", "set", "sets", "use", "used", "define", "defines", "value", "values", "name", "names", "option", "options", "true", "false", "whether", "given"]);
/** Words that say only where a value came from: "The options object passed in." */
const ORIGIN_WORDS = new Set(["object", "passed", "supplied", "provided", "constructor", "argument", "arguments", "instance"]);

/** The description says more than the entry's name and the words any description uses: two content words of its own. */
function saysMoreThanName(description: string, name: string, empty: ReadonlySet<string> = EMPTY_DESCRIPTION_WORDS): boolean {
  const nameWords = new Set(contentWords(name.replace(/[._[\]'"]+/g, " ").replace(/([a-z])([A-Z])/g, "$1 $2")));
  return contentWords(description).filter((word) => !nameWords.has(word) && !empty.has(word)).length >= 2;
}
/** Words that open a noun phrase describing what an entry holds: "an object mapping …", "string to put before …". */
const NOUN_OPENING = /^(?:a|an|the|one|either|string|strings|boolean|booleans|object|array|list|function|callback|number|integer|map|regexp|path|dictionary|dict|tuple|set of)\b/;

/**
 * A list item's description written as a phrase, in lower case after the name and its separator, as option lists in
 * READMEs write them: a verb phrase says what the entry does ("when true, populate `argv._` with …", "sort the
 * subcommands alphabetically", "do not throw on invalid types"); a noun phrase says what the entry is ("an object
 * mapping string argument names to default values"). The phrase runs to its first full stop or the item's end; it
 * must say more than the entry's name does ("specifies a schema to use" of `schema` says nothing).
 */
function phraseDescription(block: ReadonlyMap<number, string>, start: number, heading: TermHeading, capitalised = false): TermDescription | undefined {
  const first = block.get(start)?.trim() ?? "";
  if (!(capitalised ? /^\p{L}/u : /^[a-z]/).test(first)) return undefined;
  let text = "";
  let endLine = start;
  for (const [at, value] of block) {
    const joined = `${text} ${value.trim()}`.trim();
    // A full stop outside code and after no abbreviation ends the phrase.
    const masked = joined.replace(/`[^`]*`/g, (code) => "x".repeat(code.length)).replace(/\b(?:e\.g|i\.e|etc|vs|cf)\./gi, (abbreviation) => "x".repeat(abbreviation.length));
    const stop = /[.;](?=\s|$)/.exec(masked);
    endLine = at;
    if (stop) {
      text = joined.slice(0, stop.index);
      break;
    }
    text = joined;
  }
  text = text.replace(/\s+/g, " ").replace(/[,:]$/, "").trim();
  const words = text.split(" ");
  if (words.length < MIN_ANSWER_WORDS || words.length > 40 || (text.match(/`/g) ?? []).length % 2 === 1) return undefined;
  if ((text.match(/\(/g) ?? []).length !== (text.match(/\)/g) ?? []).length) return undefined;
  // "array of strings, default `['js']`": a type and a default, not a description; a link or a second list is neither.
  if (/,\s*defaults?\b|\bdefaults? (?:is|to)\b|https?:|:\s/i.test(text)) return undefined;
  // "using this quoting style", "(see `replacer` docs …)": a phrase that points at other text.
  if (/\b(?:this|these|those|above|below|following|see)\b/i.test(text)) return undefined;
  if (!saysMoreThanName(text, heading.name)) return undefined;
  // "when true, populate …", "if `true`, sort keys …": a condition on the entry's own value, then what it does.
  const condition = /^(?:if|when|unless) (?:set(?: to)? )?`?(?:true|false|set|given|enabled|disabled|present)`?, (.+)$/.exec(text);
  const verb = (condition?.[1] ?? text).split(" ")[0]!;
  // After the condition comes what the entry then does, an imperative ("populate …"): any word but a subject's.
  const imperative = condition !== null && /^[a-z]+$/.test(verb) && !/^(?:a|an|the|it|this|that|they|these|those|there|will|is|are|all|any|each|every|no)$/.test(verb);
  if (imperative || isKnownVerb(verb) || /^(?:do not|don't|never|always)\b/.test(condition?.[1] ?? text)) return { text, endLine };
  // "strings will be quoted using …": a noun with its own verb is a clause, not a noun phrase.
  const head = /^(?:a|an|the|one)$/.test(words[0]!) ? 2 : 1;
  if (/^(?:will|is|are|was|were|can|cannot|could|should|must|may|might|has|have|do|does)$/.test(words[head] ?? "")) return undefined;
  if (!condition && NOUN_OPENING.test(text)) return { text, endLine, form: "is" };
  // A parameter list's item is described by what the parameter is: any noun phrase ("Number of characters available in
  // return string", "The size of image to retrieve").
  if (capitalised && !condition) return { text, endLine, form: "is" };
  return undefined;
}

function firstSentence(lines: ReadonlyMap<number, string>, start: number): { text: string; endLine: number } | undefined {
  const whole = leadSentence(lines, start);
  if (!whole) return undefined;
  // "Dump a bytecode to the standard output. `ConcreteBytecode`, `Bytecode` and … are accepted for bytecode.": the
  // sentence view does not part sentences before a code span (sentences.ts innerStop); a description's first does end there.
  const stop = innerStop(whole.text);
  const cut = stop !== undefined && whole.text.slice(stop + 1).trimStart().startsWith("`") ? whole.text.slice(0, stop + 1) : undefined;
  const stopped = cut && cut.split(" ").length >= MIN_ANSWER_WORDS ? { ...whole, text: cut } : whole;
  // "Get info about all processes @return array result An array of …": a docstring written with Javadoc's tags and
  // printed as it is (supervisor's, by autodoc); the description ends where its first tag starts.
  const tag = /\s@(?:param|return|returns|throws|exception|raise|raises|rtype|type|see|since|deprecated|note)\b/.exec(stopped.text);
  const lead = tag && stopped.text.slice(0, tag.index).split(" ").length >= MIN_ANSWER_WORDS ? { ...stopped, text: `${stopped.text.slice(0, tag.index).trim()}.` } : stopped;
  // "[See *pcre_fullinfo* in the PCRE docs.]", "[PCRE 6.0 and later. See …]": a bracketed note or pointer is an
  // aside, not a description (a Markdown link, "[ms](…) parses …", is no bracket).
  if (/^\[(?![^\]]*\]\()/.test(lead.text)) return undefined;
  // "Referenced by StarFileManager::checkUnparsed().", "Reimplemented from StarObject.": where Doxygen says an entry is
  // used or inherited, not what it is or does.
  if (isDoxygenNote(lead.text)) return undefined;
  // "QueryBoolAttribute examines the attribute - see QueryIntAttribute().": what it does is told elsewhere.
  if (/\s[-—–]\s+see\b/i.test(lead.text)) return undefined;
  // "Alias for sentry_sdk.Hub.last_event_id()" over "Returns the last event ID.": two lines of a docstring, the first
  // without its full stop, read as one sentence; a call's parentheses then a capitalised word join no sentence. What
  // the entry does is the second.
  const joined = /^.*?\w\(\)\s+(\p{Lu}\p{Ll}.*)$/u.exec(lead.text);
  if (joined) return firstSentence(new Map([[lead.endLine, joined[1]!]]), lead.endLine);
  const answer = lead.text;
  // A condition on the entry's own value is its description ("If True, …"); any other hedge or pointer is not.
  // "By default, the add event fires …" describes what happens without the entry, not what the entry does.
  // "Observe that, unlike the other functions in this module, …": a remark about the entry, not what it does; "Rtype
  // bool" (Sphinx's field label of a malformed `:rtype bool:`) is a field list, not a description.
  if (/^(?:usually|generally|in general|sometimes|often|unfortunately|however|note|notice|observe|see|refer to|please|we|i|you|it|this|that|these|those|they|there|here|also|see also|deprecated|by default|otherwise|without|rtype|return type)\b/i.test(answer)) return undefined;
  // "gexiv2_metadata_from_stream is deprecated and should not be used …": the entry's status, not what it does or is.
  if (/^\S+ (?:is|are|has been|have been) (?:now )?(?:deprecated|obsolete|removed|no longer (?:supported|used))\b/i.test(answer)) return undefined;
  // "Has no effect unless the surface is anchored to an edge." (gtk_layer_set_exclusive_zone): when the entry does
  // nothing, a caveat before the sentence that says what it does.
  if (/^(?:has no effect|does nothing|is ignored|is a no-?op)\b/i.test(answer)) return undefined;
  // "Only available with CL 2.1." (pyopencl's `Kernel.clone()`, set 215), "Defined in the module header_rename.mfl."
  // (mailfromd's `header_rename`, set 216): where the entry can be used or is found, not what it does.
  if (/^(?:only available|available only|not available|available (?:since|from|in|with|on) |(?:defined|declared|provided|implemented) in (?:the )?(?:module|file|header|library|package)\b)/i.test(answer)) return undefined;
  if (/^(?:if|when|unless)\b/i.test(answer) && !/^(?:if|when|unless) (?:(?:set )?(?:to )?(?:true|false|yes|no|on|off|none|enabled|disabled|set|given|specified|present|provided|omitted|empty|zero|non-zero|nonzero|\d+)|it is (?:set|true|false|enabled|disabled|given))\b/i.test(answer)) return undefined;
  return lead;
}

/**
 * The kind of the entry on line `line` ("setting"), from the heading of its section, the line that introduces its list,
 * or its own description ("this option"), or undefined when none of them names one.
 */
export function termKind(text: ReadonlyMap<number, string>, line: number, heading: TermHeading, description: string): string | undefined {
  if (heading.link) return linkListKind(text, line);
  if (heading.haddockPattern) return "pattern synonym";
  if (heading.haddockValue) return "value";
  if (heading.haddockType) return heading.haddockType;
  if (heading.constructorOf) return "constructor";
  if (heading.recordOf) return "field";
  if (heading.parameterOf) return "parameter";
  if (heading.category) return heading.category;
  if (heading.call === "function" && heading.listItem) return listOfMethods(text, line) ? "method" : "function";
  if (heading.call === "function" && sectionOfMethods(text, line)) return "method";
  if (heading.gobject) return "property";
  if (heading.summary) return heading.summary;
  if (heading.rowKind) return heading.rowKind;
  if (heading.member) return "field";
  if (heading.enumeration) return "enumerator";
  if (heading.enumerationDeclared) return "enumeration";
  if (heading.typedefDeclared) return "type";
  // A C macro that takes arguments is called like a function and named a macro.
  if (heading.domain && heading.autodoc === "macro") return "macro";
  if (heading.call) return heading.call;
  if (heading.autodoc) return heading.autodoc;
  // An item of a list nested in another entry's item ("* `origin`: … Possible values:" / "  - `String` - set
  // `origin` to …") is one of that entry's values, not an entry of the kind the outer list's heading names: its kind
  // is named by the outer item's lead-in ("* `options`: an object with these properties:") or by its own description
  // ("… set to this key"), and a value marked "(default)" is no option. A nested list under a plain label
  // ("* _Polling-specific settings_") groups entries of the outer list's kind.
  const parent = heading.listItem ? parentItem(text, line) : undefined;
  if (parent !== undefined && (termHeading(text, parent) || NAMED_ITEM.test(text.get(parent)!))) {
    const lead = text.get(parent)!.trim().split(/[.;!?]\s+/).at(-1)!;
    const kind = /:$/.test(lead) ? PLURAL_KIND.exec(lead) : null;
    return kind ? singularKind(kind[1]!) : SINGULAR_KIND.exec(description)?.[1]?.toLowerCase();
  }
  // A definition list's terms, each over its indented description, under the line that introduces them: "Keys that
  // you may want to override include:" names the kind of every term (Sphinx's LaTeX chapter, set 195).
  // A section heading that names the kind ("##### Options") is read first, as before.
  let introduced = false;
  let leadKind: string | undefined;
  for (let at = line - 1; at >= line - KIND_LOOKBACK && text.get(at) !== undefined; at--) {
    const value = text.get(at)!;
    const trimmed = value.trim();
    if (trimmed === "" || termHeading(text, at)) continue;
    if (!heading.listItem && !heading.call && !introduced && !/^\s/.test(value)) {
      introduced = true;
      const kind = /:$/.test(trimmed) && !isSectionHeading(text, at) ? PLURAL_KIND.exec(trimmed) : null;
      if (kind) leadKind = singularKind(kind[1]!);
    }
    if (heading.listItem) {
      // The list's own items and their indented text, up to the line that introduces the list.
      if (/^[-*+]\s/.test(trimmed) || /^\s/.test(value) || lazyContinuation(text, at)) continue;
      // A list right under its section's heading: "### Methods", "### Modifiers" name the kind of every item.
      if (isSectionHeading(text, at) && !/:$/.test(trimmed)) {
        const kind = PLURAL_KIND.exec(trimmed);
        if (kind && trimmed.replace(/^#+\s*/, "").split(/\s+/).length <= 2) return singularKind(kind[1]!);
        break;
      }
      if (!/:$/.test(trimmed) || heading.bare) break;
      const kind = PLURAL_KIND.exec(trimmed);
      if (kind) return singularKind(kind[1]!);
      break;
    }
    if (isSectionHeading(text, at)) {
      const kind = PLURAL_KIND.exec(trimmed);
      if (kind && trimmed.split(/\s+/).length <= 5) return singularKind(kind[1]!);
      break;
    }
  }
  if (leadKind) return leadKind;
  const own = SINGULAR_KIND.exec(description);
  if (own) return own[1]!.toLowerCase();
  return heading.hasDefault ? "option" : undefined;
}

/** The line of the list item an indented list item is nested in, when there is one within a few lines above. */
function parentItem(text: ReadonlyMap<number, string>, line: number): number | undefined {
  const indent = (value: string) => value.length - value.trimStart().length;
  const own = indent(text.get(line) ?? "");
  if (own === 0) return undefined;
  for (let at = line - 1; at >= line - NESTING_LOOKBACK && text.get(at) !== undefined; at--) {
    const value = text.get(at)!;
    if (value.trim() === "" || indent(value) >= own) continue;
    return /^\s*[-*+]\s/.test(value) ? at : undefined;
  }
  return undefined;
}
const NESTING_LOOKBACK = 20;
/** A list item that names something in code or emphasis before a colon or a dash: "- _inlineRefs_: Affects …". */
const NAMED_ITEM = /^\s*[-*+]\s+(?:`[^`]+`|_[^_\s][^_]*_|\*\*[^*]+\*\*|\*[^*\s][^*]*\*)\s*(?::|\s[-–—]\s)/;

/**
 * A list of calls after "Methods of `FSWatcher`:" or in a section "### Internal Methods and Properties": each call is
 * a method, though not dotted.
 */
function listOfMethods(text: ReadonlyMap<number, string>, line: number): boolean {
  for (let at = line - 1; at >= line - KIND_LOOKBACK && text.get(at) !== undefined; at--) {
    const value = text.get(at)!;
    const trimmed = value.trim();
    if (trimmed === "" || /^[-*+]\s/.test(trimmed) || /^\s/.test(value) || lazyContinuation(text, at)) continue;
    // The list's lead-in, or the heading of its section over the paragraphs before it.
    if (/:$/.test(trimmed) || isSectionHeading(text, at)) return /\bmethods\b/i.test(trimmed);
  }
  return false;
}

/**
 * Whether a call's heading ("#### init(contact)") stands in a section of methods: the nearest heading of a higher level
 * above it names methods ("### Method Detail", as Javadoc heads a class's methods; "## Methods").
 */
function sectionOfMethods(text: ReadonlyMap<number, string>, line: number): boolean {
  const level = /^(#{1,6})\s/.exec(text.get(line) ?? "")?.[1]?.length;
  if (level === undefined) return false;
  for (let at = line - 1; at >= 1 && text.get(at) !== undefined; at--) {
    const parent = /^(#{1,6})\s+(.*)$/.exec(text.get(at)!);
    if (parent && parent[1]!.length < level) return /\bmethods?\b/i.test(parent[2]!);
  }
  return false;
}

/**
 * A line of a list item's text that Markdown runs on without indenting it ("* `opts.string` - a string or array of" /
 * "strings"): the lines above it, with no blank line between, reach an item before a line that ends in a colon.
 */
function lazyContinuation(text: ReadonlyMap<number, string>, line: number): boolean {
  // "Parameters:" right under a list of what the function does (docutils' items, as the HTML adapter writes them, have
  // no blank line between them and the next paragraph): a lead-in of its own, not the last item's text.
  if (PARAMETER_LEAD_IN.test(text.get(line)?.trim() ?? "")) return false;
  for (let at = line - 1; at >= line - 8 && /\S/.test(text.get(at) ?? ""); at--) {
    const value = text.get(at)!.trim();
    if (/^[-*+]\s/.test(value)) return true;
    if (/:$/.test(value) || /^#/.test(value)) return false;
  }
  return false;
}

/** A heading line that is not an entry's name: "Builtin Settings¶", "## Options", a reStructuredText title. */
function isSectionHeading(text: ReadonlyMap<number, string>, line: number): boolean {
  const trimmed = text.get(line)!.trim();
  if (/¶$/.test(trimmed) || /^#{1,6}\s+\S/.test(trimmed)) return true;
  const underline = text.get(line + 1)?.trim() ?? "";
  return isUnderline(underline) && /^[A-Z]/.test(trimmed) && trimmed.split(/\s+/).length <= 6;
}

/**
 * What an entry of a list belongs to, when the page says: the list's lead-in names it ("Methods of `FSWatcher`:"), or
 * the entry is a member of a parameter of the call its section is named by ("`opts.stopEarly`" under "## var argv =
 * parseArgs(args, opts={})"). A page about several functions has options of each: the question names whose.
 */
export function termOwner(text: ReadonlyMap<number, string>, line: number, heading: TermHeading): string | undefined {
  if (heading.member?.owner) return `\`${heading.member.owner}\``;
  if (heading.constructorOf) return heading.constructorOf;
  if (heading.recordOf) return heading.recordOf;
  if (heading.parameterOf) return heading.parameterOf;
  if (heading.domain) return domainOwner(text, line);
  if (heading.directive) return directiveOwner(text, line, heading.directive);
  if (heading.objc) return objcClassAbove(text, line);
  if (!heading.listItem) return undefined;
  // "data | a pointer to the data …" under "#### Parameters" under "### cogl_buffer_set_data ()".
  if (rowCells(text.get(line) ?? "")) return heading.enumeration ?? parameterTableCall(text, line);
  let root = /^([A-Za-z_$][\w$]*)[.[]/.exec(heading.name)?.[1];
  let leadIn = false;
  for (let at = line - 1; at >= line - KIND_LOOKBACK && text.get(at) !== undefined; at--) {
    const value = text.get(at)!;
    const trimmed = value.trim();
    if (trimmed === "" || /^[-*+]\s/.test(trimmed) || /^\s/.test(value) || lazyContinuation(text, at)) continue;
    if (/:$/.test(trimmed) && !leadIn) {
      leadIn = true;
      const of = LISTED_OF.exec(trimmed);
      if (of) return of[1]!;
      // "Parameters:" under an API entry's docstring ("#### method frob.Tree.walk(visitor)"): the call's parameters.
      if (!root && PARAMETER_LEAD_IN.test(trimmed)) return parametersOf(text, at)?.term;
      // "options:" under "### load (string [ , options ])": the list is of the call's parameter of that name.
      if (!root) root = /^(options|opts)\s*:$/i.exec(trimmed)?.[1];
      if (!root) return undefined;
      continue;
    }
    const section = /^#{1,6}\s+(.+)$/.exec(trimmed);
    if (!section) continue;
    // "## New arguments to `reprex()`" over its list: the section's items are that call's.
    const owned = LISTED_OF.exec(`${section[1]!.trim().replace(/:$/, "")}:`);
    if (owned && !root) return owned[1]!;
    if (!root) return undefined;
    // "var argv = parseArgs(args, opts={})": the call whose parameters include the entry's object.
    for (const call of section[1]!.replace(/`/g, "").matchAll(/([A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*) ?\(([^()]*)\)/g)) {
      const parameters = call[2]!.split(",").map((part) => part.replace(/[=[].*$/, "").replace(/[\]\s{}.]/g, ""));
      if (parameters.includes(root)) return `\`${call[1]}()\``;
    }
    return undefined;
  }
  return undefined;
}

/**
 * A lead-in or heading that says whose its list is: "Methods of `Frob` instances:", "New arguments to `reprex()`:",
 * "Options for `frob.open()`:".
 */
const LISTED_OF = /\b(?:methods|properties|options|events|attributes|fields|arguments|parameters) (?:of|to|for) (`[^`\s]+`)(?: instances?)?:$/i;

/** The lead-in of an autodoc entry's parameter list, as the HTML adapter writes Sphinx's field list. */
const PARAMETER_LEAD_IN = new RegExp(`^(?:${PARAMETER_LIST_NAMES}):$`, "i");

/** Whether the list item on `line` is one of a list led in by "Parameters:" (the items above it and the lead-in). */
function parameterListItem(text: ReadonlyMap<number, string>, line: number): boolean {
  let at = line - 1;
  while (at >= line - 30 && /^\s*[-*+]\s|^\s+\S/.test(text.get(at) ?? "")) at--;
  return PARAMETER_LEAD_IN.test(text.get(at)?.trim() ?? "");
}

/** The call whose docstring holds the parameter list led in on line `leadIn`: its autodoc heading, a few lines up. */
function parametersOf(text: ReadonlyMap<number, string>, leadIn: number): TermHeading | undefined {
  // The nearest heading above: a member's description, warnings and an example may stand between it and its list.
  for (let at = leadIn - 1; at >= leadIn - 60 && text.get(at) !== undefined; at--) {
    if (!/^#{1,6}\s/.test(text.get(at)!)) continue;
    const line = text.get(at)!.trim();
    const heading = autodocHeading(line);
    if (heading?.call) return heading;
    // "### LITL_READ_GET_CODE(read_event)", a Doxygen member as the HTML adapter heads it, or a Markdown call heading.
    const call = heading ? undefined : callHeading(line);
    if (call) return call;
    // "### class nacl.secret.SecretBox(key, encoder)": a class's signature is its constructor's, and its parameter list
    // is the class's; a question names the class as their owner ("What is the `key` parameter of `…SecretBox`?").
    const args = heading && /^(?:class|exception)$/.test(heading.autodoc ?? "") ? autodocEntry(line.replace(/^#{2,6}\s+/, ""))?.args : undefined;
    return args ? { ...heading!, parameters: parameterNames(args.replace(/:[^,=]*/g, "")) } : undefined;
  }
  return undefined;
}

/**
 * The autodoc call whose parameter list ("Parameters:" / "- `depth` (int) – …") holds the item on `line`. Its question
 * asks of a parameter the signature names: a list that names the type first ("- `bool` (depth) – …") names none.
 */
function parameterListCall(text: ReadonlyMap<number, string>, line: number): TermHeading | undefined {
  for (let at = line - 1; at >= line - 20 && text.get(at) !== undefined; at--) {
    const value = text.get(at)!.trim();
    if (/^[-*+]\s/.test(value) || /^\s/.test(text.get(at)!)) continue;
    return PARAMETER_LEAD_IN.test(value) ? parametersOf(text, at) : undefined;
  }
  return undefined;
}

/** The owner a question names after its entry: "What does the `depth` parameter of `frob.walk()` do?" → "`frob.walk()`". */
export function termQuestionOwner(question: string): string | undefined {
  return / of (`[^`]+`)(?: do)?(?: when [^?]*)?\?$/.exec(question.trim())?.[1];
}


/** A placeholder where a description would be: a base class's stub inherited as is, a note to the writer. */
// "The MateMixerStreamControl structure contains only private data and should only be accessed using the provided
// API.": gtk-doc's words for every opaque structure, which say nothing of what this one is.
const STUB_DESCRIPTION = new RegExp(String.raw`^(?:override (?:this|to|in|it)\b|to be overridden\b|subclasses (?:should|must|may|can) override\b|todo\b|fixme\b|xxx\b|not (?:yet )?implemented\b|undocumented\b|no description\b|no documentation\b|(?:the \S+ (?:structure|struct|object|instance|class) )?contains ${GTK_DOC_PRIVATE_CONTENT}\b|all (?:the )?fields (?:in|of) the \S+ (?:structure|struct) are private\b)`, "i");

/**
 * A hook's description that says what a subclass overrides it for: "Override this to validate the data that the user
 * enters into the widgets." — a purpose of at least three words that is not a placeholder ("to do something useful").
 */
const OVERRIDE_HOOK = /^override (?:this|it)(?: (?:method|function|member))? (?:in a subclass |in subclasses )?to ((?!do\b|implement\b|provide\b|change\b|customi[sz]e\b)[a-z]+(?: [^ .]+){2,}?)\.?$/i;

/** A description that advises instead of describing: "Should be prefered to head and tail.", "Use `frob()` instead." */
// "Do not use: deprecated." (osmnx's) says only that the entry is not to be used.
const ADVICE_DESCRIPTION = /^(?:should|must|ought|prefer|please|consider|see|do not use|don't use)\b|^use\b.*\binstead\b/i;

/** What a hook's description says to override it for, if it says: "validate the data that the user enters into the widgets". */
export function overrideHookPurpose(description: string): string | undefined {
  return OVERRIDE_HOOK.exec(description)?.[1];
}

/** A description that opens with the entry's default ("The default value is …", "Defaults to …", "Default: …"). */
const DEFAULT_ONLY = /^(?:the default(?: value| setting)?(?: is|:)|defaults? (?:to|is)|default(?: value)?:)\s/i;

/** "What does the timing setting do?", "What does the `recurse` option do?", "What is the `opts.default` option of `parseArgs()`?" */
export function termFacts(text: ReadText, from: number, to: number): Fact[] {
  const facts: Fact[] = [];
  for (let line = from; line <= to; line++) {
    const heading = termHeading(text, line);
    if (!heading) continue;
    const description = termDescription(text, line, heading);
    if (!description) continue;
    // "##### chunkSize / The default value is `16384`.": a description that only gives the default says nothing of
    // what the entry does; its default is asked as one (termDefaultFacts).
    if (DEFAULT_ONLY.test(description.text)) continue;
    // "- `accelerator` – For instance, "<control>q" - Use <control>, <shift>, …": an example of the entry's value, not
    // what the entry is or does.
    if (/^(?:for (?:instance|example)\b|e\.\s?g\.|eg\b|example\b|such as\b)/i.test(description.text)) continue;
    // "Override to do something useful.", "TODO": a stub a base class leaves for subclasses says nothing of the entry;
    // a hook that says what to override it for does ("Override this to validate the data that the user enters …").
    const hook = overrideHookPurpose(description.text);
    if (STUB_DESCRIPTION.test(description.text) && !hook) continue;
    const kind = termKind(text, line, heading, description.text);
    if (!kind || namedAfter(text, line, description, heading.name, kind)) continue;
    const owner = termOwner(text, line, heading);
    // "What is the `level` parameter?": a parameter is some call's, and a question that names none asks of any.
    if (!owner && kind === "parameter") continue;
    // So is a reStructuredText entry nested in a class's body, unless the entry names its class ("Graph.add_node"), and
    // an Objective-C method (a page of several classes gives each its own `name`).
    if (!owner && ((heading.directive && !heading.name.includes(".")) || heading.objc)) continue;
    // "error | A return location for a GError or NULL." under seven calls: the API's convention, said once.
    if (kind === "parameter" && heading.row && (parameterRowCounts(text).get(`${heading.name}\n${heading.inline}`) ?? 0) >= REPEATED_PARAMETER) continue;
    const of = owner ? ` of ${owner}` : "";
    if (hook) {
      if (heading.call) facts.push({ question: `What is the ${heading.term} ${kind}${of} overridden to do?`, answer: hook, evidence: [{ start_line: line, end_line: description.endLine }], kind: "term" });
      continue;
    }
    // An API reference's parameter: one its call's signature names, said to be (a noun phrase) or to do (a verb).
    const call = heading.listItem ? parameterListCall(text, line) : undefined;
    const parameter = call ? autodocDescription(description) : undefined;
    if (call && (!parameter || !(call.parameters ?? []).some((name) => name.replace(/^\*+|:.*$/g, "").trim() === heading.name))) continue;
    // "What does the `constructor()` function do …?" of a README where several classes have one: it names none.
    if (heading.call && !heading.autodoc && sharedMemberCall(text, heading.name)) continue;
    const given = overloadAsked(text, heading);
    // A property holds a value: "The minimatch object that the glob uses." says what it is; "Created by the `makeRe`
    // method." says neither what it is nor what it does.
    // So does a parameter its description names with an article: "- `position` (tuple) – A position tuple, …".
    const holdsValue = heading.member !== undefined || heading.enumeration !== undefined || heading.enumerationDeclared === true || heading.typedefDeclared === true || (heading.listItem && (/^(?:property|attribute|field|variable)$/.test(kind) || (/^(?:parameter|argument)$/.test(kind) && /^(?:a|an|the)\s/i.test(description.text))));
    if (holdsValue && /^[A-Z][a-z]+ed\b/.test(description.text)) continue;
    const [first, second] = description.text.split(" ");
    // A Texinfo parameter's description names what it is ("Input zero-terminated UTF-8 string."), unless a verb in
    // the third person says what it does ("Specifies the flags …").
    const texinfoForm = heading.parameterOf && !(/s$/.test(first!) && isKnownVerb(first!)) ? "is" : undefined;
    const form = call ? parameter!.form : description.form ?? texinfoForm ?? (holdsValue && (!isKnownVerb(first!) || second === "of") ? "is" : undefined);
    // "The options supplied to the constructor." of `options`: the name again, and where it came from.
    if (form === "is" && holdsValue && !saysMoreThanName(description.text, heading.name, new Set([...EMPTY_DESCRIPTION_WORDS, ...ORIGIN_WORDS]))) continue;
    // "Should be prefered to head and tail." under `viewL`: advice on when to use the entry, not what it does.
    if (form !== "is" && kind !== "enumerator" && ADVICE_DESCRIPTION.test(description.text)) continue;
    // "To get the “number format string” of an existing cell …, select the cell and click on …": how to find a value
    // for the entry, an instruction, neither what it is nor what it does.
    if (/^To [a-z]+\b[^,]{0,140},\s*(?:select|click|use|run|call|set|see|type|open|choose|refer|look|check|go)\b/.test(description.text)) continue;
    facts.push({
      // An enumerator stands for what its row says: "What does the `shs_f` enumerator of `SplittingHeuristic` mean?"
      question: kind === "enumerator" ? `What does the ${heading.term} ${kind}${of} mean?` : form === "is" ? `What is the ${heading.term} ${kind}${of}${given}?` : `What does the ${heading.term} ${kind}${of} do${given}?`,
      answer: description.text,
      evidence: [{ start_line: line, end_line: description.endLine }],
      kind: "term",
    });
  }
  return facts;
}

/**
 * The entry's paragraph names the entry again after the first sentence ("The allow_style setting controls …"): the
 * first sentence sets the scene and the description proper comes later, where the statement shapes read it.
 */
function namedAfter(text: ReadText, line: number, description: { text: string; endLine: number }, name: string, kind: string): boolean {
  const paragraph: string[] = [];
  for (let at = line + 1; at <= description.endLine + 6 && text.get(at) !== undefined; at++) {
    if (at > description.endLine && (text.get(at)!.trim() === "" || termHeading(text, at))) break;
    paragraph.push(text.get(at)!.trim());
  }
  const joined = paragraph.join(" ").replace(/\s+/g, " ");
  const rest = joined.slice(Math.max(0, joined.indexOf(description.text.slice(-20)) + 20));
  return new RegExp(`(?<![\\w.])\`{0,2}${name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\`{0,2} ${kind}\\b`, "i").test(rest);
}

/**
 * An entry's default, as a reference page states it in the entry's own text: "- `indent` _(default: 2)_ - …",
 * "* `persistent` (default: `true`). …", or a sentence of the description "Defaults to `false`." / "The default is
 * 1024.". A value of a few words; a default that depends on something ("Defaults to the value of …") or is cut by a
 * line's end inside code is not one.
 */
export function termDefault(text: ReadonlyMap<number, string>, line: number, heading: TermHeading): { text: string; endLine: number } | undefined {
  if (heading.call) return undefined;
  const parts: string[] = [text.get(line) ?? ""];
  let endLine = line;
  // The entry's own text: a list item's line and the lines that continue it, up to the next item, heading or blank
  // line; under an entry's heading, its paragraphs up to the next heading.
  const ends = (value: string, at: number) => (heading.listItem ? !/\S/.test(value) || /^\s*[-*+]\s/.test(value) : /^\s*#/.test(value) || isUnderline(text.get(at + 1) ?? "x")) || /^\s*#/.test(value) || termHeading(text, at) !== undefined;
  for (let at = line + 1; at <= line + (heading.listItem ? 8 : 25) && text.get(at) !== undefined && !ends(text.get(at)!, at); at++) {
    parts.push(text.get(at)!);
    endLine = at;
  }
  const block = parts.join(" ").replace(/\s+/g, " ");
  const match = /[_*]?\((?:[^()]*,\s*)?defaults?(?::|\s+to|\s+is)\s+([^()]{1,40})\)/i.exec(block)
    ?? /(?:^|[.!]\s+)(?:Defaults to|The default(?: value)? is|Default is)\s+(.{1,40}?)[.,;](?:\s|$)/.exec(block)
    // gtk-doc's note under a property's description: "Default value: GTK_TEXT_DIR_NONE" (an empty string's `""` is none).
    ?? (heading.gobject ? parts.map((part) => /^\s*Default value:\s+(\S.{0,39})$/.exec(part)).find((found) => found && found[1] !== '""') : null)
    // A definition list's "Default: ``'letterpaper'``" on a line of its own in the term's description (Sphinx's
    // reStructuredText, set 195), the value in reStructuredText's double backticks.
    ?? (!heading.listItem && heading.name === heading.term.replace(/^`|`$/g, "") ? parts.slice(1).map((part) => /^\s+Default:\s+(``[^`]{1,38}``)\s*$/.exec(part)).find((found) => found) : null);
  if (!match) return undefined;
  const value = match[1]!.trim().replace(/``/g, "`");
  if (value.split(/\s+/).length > 5 || ((value.match(/`/g) ?? []).length % 2 === 1)) return undefined;
  if (/^(?:the|a|an|whatever|whichever|same|that|this|it|its|their|none of)\b/i.test(value) && !/`/.test(value)) return undefined;
  // The answer's line: the one that states the default.
  const noted = parts.findIndex((part, index) => (heading.gobject && /^\s*Default value:/.test(part)) || (index > 0 && /^\s+Default:\s+``/.test(part) && part.includes(match[1]!)));
  if (noted >= 0) return { text: value, endLine: line + noted };
  const at = [...Array(endLine - line + 1).keys()].map((offset) => line + offset).find((candidate) => (text.get(candidate) ?? "").includes(value.split(/\s+/)[0]!));
  return { text: value, endLine: Math.max(at ?? endLine, line) };
}

/** "What does the `indent` option default to?": an entry's default (termDefault), asked of every entry that states one. */
export function termDefaultFacts(text: ReadText, from: number, to: number): Fact[] {
  const facts: Fact[] = [];
  for (let line = from; line <= to; line++) {
    const heading = termHeading(text, line);
    // An API call's parameter list is of one call among several: "What does the `weak` parameter default to?" says not whose.
    if (!heading || heading.call || (heading.listItem && parameterListCall(text, line))) continue;
    const value = termDefault(text, line, heading);
    if (!value) continue;
    const kind = termKind(text, line, heading, termDescription(text, line, heading)?.text ?? "");
    if (!kind) continue;
    // A GObject property is its class's: "What does the `direction` property of `DzlShortcutsShortcut` default to?".
    const of = heading.gobject ? ` of ${termOwner(text, line, heading)}` : "";
    facts.push({ question: `What does the ${heading.term} ${kind}${of} default to?`, answer: value.text, evidence: [{ start_line: line, end_line: value.endLine }], kind: "default" });
  }
  return facts;
}

/** What a declaration gives a value to: a C macro, or a Python attribute or module-level datum. */
export type DeclaredKind = "macro" | "attribute" | "data" | "signature" | "returns" | "type" | "field";

/** Words of a declaration that are no part of its type: access, storage and dispatch. */
const DECLARATION_MODIFIERS = /^(?:(?:public|protected|private|static|final|abstract|synchronized|native|virtual|inline|explicit|constexpr|friend|transient|default|extern|mutable)\s+)*/;
/**
 * A C++ or Java member declared on its own line under its entry's heading, as Doxygen and Javadoc show it: its type,
 * the name (qualified by its class in Doxygen), then a call's parameters or nothing ("unsigned int
 * gx_engine::GxConvolverBase::get_buffersize()", "const char * Lorene::Eos::get_name() const", "public static final
 * char EXTENSION_SEPARATOR").
 */
const TYPED_DECLARATION = /^((?:(?:const|volatile|unsigned|signed|struct|enum|long|short)\s+)*[A-Za-z_][\w.:,]*(?:\s*<[^()]*?>)?(?:\s*\[\])*(?:\s+(?:const|int|long|double|char))?(?:\s*[*&]+)?)\s*(?<=[\s*&])((?:[A-Za-z_]\w*::)*)([A-Za-z_]\w*)\s*(?:(\([^()]*\))\s*(?:const\s*)?(?:override\s*)?|(\[[^\]]*\])\s*)?;?$/;

/**
 * A member's declaration read into its parts: the type, the classes that qualify its name ("gx_engine::GxConvolverBase"),
 * the name, and whether it is a call. The one reading of a declaration line for a data member's entry
 * (memberDeclaration) and for a member's type (declaredValue).
 */
function typedDeclaration(line: string): { type: string; qualifiers?: string; name: string; call: boolean } | undefined {
  if (/^#/.test(line.trim())) return undefined;
  // "ISOSPEC_FORCE_INLINE double IsoSpec::…::mass() const", "GDK_AVAILABLE_IN_ALL GType …": a macro in capitals
  // before the type (inlining, export, availability) is no part of it, when a type and a name still follow.
  const unmacroed = line.trim().replace(/^(?:[A-Z][A-Z0-9]*_[A-Z0-9_]+\s+)+(?=\S+\s+\S)/, "");
  const typed = TYPED_DECLARATION.exec(unmacroed.replace(DECLARATION_MODIFIERS, ""));
  if (!typed) return undefined;
  const [, type, qualifiers, name, args, array] = typed as unknown as [string, string, string, string, string | undefined, string | undefined];
  // "char Lorene::Eos::name[100]": an array's dimension is part of its type ("char[100]").
  return { type: array ? `${type.trim()}${array.replace(/\s+/g, "")}` : type, ...(qualifiers ? { qualifiers: qualifiers.slice(0, -2) } : {}), name, call: args !== undefined };
}
/** Words that open a statement or a sentence, not a declaration's type. */
const NOT_A_TYPE = /^(?:return|new|delete|throw|if|while|for|else|case|goto|the|a|an|this|that|see|use|call|returns?|is|are)$/i;

/**
 * A name given a value on one line, as an API reference shows it: an object-like C macro's definition ("#define
 * DIRPD_LEFT_S 0xd000"), or a Sphinx autodoc entry's heading with its value ("#### attribute
 * restless.exceptions.NotFound.status = 404", "### data frob.DEFAULT_PORT = 8080"). Not a macro with parameters (its
 * body repeats them, and a question naming them holds its answer), a body continued on the next line ("\\" at its
 * end), one with a comment, a value longer than a short expression, or a value that says nothing (None, an empty
 * string or collection).
 */
export function declaredValue(line: string): { name: string; value: string; kind: DeclaredKind; owner?: string } | undefined {
  const typed = typedDeclaration(line);
  if (typed) {
    const { type, name } = typed;
    const owner = typed.qualifiers?.split("::").pop();
    // A constructor's or a destructor's class is no type; "void" says nothing it returns.
    // "enum vkd3d_shader_source_type" declares a type, not a member of one.
    if (NOT_A_TYPE.test(type.split(/\s+/)[0]!) || name === owner || /^(?:void|enum|struct|union|class|interface|typedef|namespace)$/.test(type.trim())) return undefined;
    return { name, value: normaliseSpace(type).replace(/\s+([*&]+)$/, "$1"), kind: typed.call ? "returns" : "type", ...(owner ? { owner } : {}) };
  }
  // Haddock's documentation of a Haskell function: "curlGetString :: URLString -> [CurlOption] -> IO (CurlCode,
  // String) Source", the link to its source after the type. An instance's method ("… Source #", run into the instance
  // details) and the synopsis's list item ("- tokens :: …", no link) are not entries of their own.
  // An operator-like function's fixity follows its type ("… -> n c infixr 2 Source"): it is no part of the type.
  // A Haskell record's field, a row under "Fields" (haddockFieldRow): "gcStatsBytesAllocated :: !Int64 | Total number of
  // bytes allocated"; a strict field's "!" is no part of its type.
  const field = /^([a-z_][\w']*) :: ([^|]+?)\s*\|(?:\s.*)?$/.exec(line.trim());
  if (field) return field[2]!.length <= 60 ? { name: field[1]!, value: field[2]!.replace(/^!/, ""), kind: "field" } : undefined;
  // A pattern synonym's ("pattern UNICODE_MAX :: Int32 Source") is read the same way.
  const haddock = /^(?:pattern (?=[A-Z]))?([A-Za-z_][\w']*) :: (\S.*?)(?: infix[lr]? \d)? Source$/.exec(line.trim());
  if (haddock && (/^[a-z_]/.test(haddock[1]!) || line.trim().startsWith("pattern "))) return haddock[2]!.length <= 100 && !/\|| Source\b/.test(haddock[2]!) ? { name: haddock[1]!, value: haddock[2]!, kind: "signature" } : undefined;
  // OCaml's signature as ocamldoc shows a module's or a class's type ("val cardinal : 'a t -> int", "method append :
  // unit -> Gtk.tree_iter"), on one line: a type wrapped onto the lines below ("val update :") is not read.
  const ocaml = /^(?:val|method)(?: private| virtual| mutable)* ([a-z_][\w']*) : (\S.*)$/.exec(line.trim());
  if (ocaml) return ocaml[2]!.length <= 100 && !/(?:->|:|\*)$/.test(ocaml[2]!) ? { name: ocaml[1]!, value: ocaml[2]!, kind: "signature" } : undefined;
  const macro = /^#define\s+([A-Za-z_]\w*)\s+(\S.*)$/.exec(line.trim());
  const entry = macro ? null : /^#{1,6}\s+(?:(?:class|static|final)\s+)?(attribute|data)\s+([A-Za-z_][\w.]*)\s*(?::\s*[^=]+?)?\s*=\s*(\S.*)$/.exec(line.trim());
  const name = macro?.[1] ?? entry?.[2];
  const value = (macro?.[2] ?? entry?.[3])?.trim();
  if (!name || !value) return undefined;
  if (value.length > 60 || /\\$|\/[*/]/.test(value)) return undefined;
  if (/^(?:None|null|NULL|nil|''|""|\[\]|\{\}|\(\)|<[^>]*>)$/.test(value)) return undefined;
  return { name, value, kind: macro ? "macro" : (entry![1] as DeclaredKind) };
}

/** The question that asks a declared name's value; `declaredValueQuestion` reads it back. */
function valueQuestion(name: string, kind: DeclaredKind, owner?: string): string {
  const qualified = owner ? `${owner}::${name}` : name;
  if (kind === "returns") return `What type does \`${qualified}()\` return?`;
  if (kind === "type") return `What is the type of \`${qualified}\`?`;
  if (kind === "field") return `What is the type of the \`${name}\` field of \`${owner}\`?`;
  if (kind === "macro") return `What is the \`${name}\` macro defined as?`;
  if (kind === "signature") return `What is the type signature of \`${name}\`?`;
  return kind === "attribute" ? `What is the value of the \`${name}\` attribute?` : `What is the value of \`${name}\`?`;
}

/**
 * "What is the `DIRPD_LEFT_S` macro defined as?" → "0xd000", "What is the value of the
 * `restless.exceptions.NotFound.status` attribute?" → "404": a declared value, as an API reference states it on the
 * entry's own line (a macro's `#define` right under the macro's heading, Doxygen's "### DIRPD_LEFT_S"; an autodoc
 * entry's heading). A `#define` in a code example or a summary table has no heading of its own.
 */
export function declaredValueFacts(text: ReadText, from: number, to: number): Fact[] {
  const facts: Fact[] = [];
  for (let line = from; line <= to; line++) {
    const declared = declaredValue(text.get(line) ?? "");
    if (!declared) continue;
    if (declared.kind === "macro" && /^#{2,6}\s+`?([A-Za-z_]\w*)`?\s*$/.exec(text.get(line - 1)?.trim() ?? "")?.[1] !== declared.name) continue;
    // A member's type is read only under its own entry's heading ("### get_buffersize()", "#### EXTENSION_SEPARATOR"),
    // and only of a name with one entry on the page (an overloaded call's return types may differ).
    if ((declared.kind === "returns" || declared.kind === "type") && !typedEntry(text, line, declared.name, declared.kind)) continue;
    // A record's field is asked of its type, the one whose "Constructors" table lists it under "Fields".
    const record = declared.kind === "field" ? fieldRecord(text, line) : undefined;
    if (declared.kind === "field" && !record) continue;
    facts.push({ question: valueQuestion(declared.name, declared.kind, record ?? declared.owner), answer: declared.value, evidence: [{ start_line: line, end_line: line }], kind: "term" });
  }
  return facts;
}

/** Whether the heading right above `line` is the entry of `name` alone on the page: a call's for "returns", a name's for "type". */
function typedEntry(text: ReadText, line: number, name: string, kind: DeclaredKind): boolean {
  const entry = new RegExp(`^#{2,6}\\s+\`?${name}${kind === "returns" ? "\\s*\\([^()]*\\)" : ""}\`?(?:\\s+\\[\\d+/\\d+\\])?\\s*$`);
  if (!entry.test(text.get(line - 1)?.trim() ?? "")) return false;
  const named = new RegExp(`^#{2,6}\\s+\`?${name}\\b(?!\\.)`);
  let headings = 0;
  for (const value of text.values()) if (named.test(value.trim()) && ++headings > 1) return false;
  return true;
}

/** The reader's form of a declared value's question: the name, its kind, and the pattern of the line that declares it. */
export function declaredValueQuestion(question: string): { name: string; kind: DeclaredKind; pattern: string } | undefined {
  const q = question.trim();
  const returned = /^what type does `(?:[A-Za-z_]\w*::)?([A-Za-z_]\w*)\(\)` return\?$/i.exec(q)?.[1];
  if (returned) return { name: returned, kind: "returns", pattern: `(?:^|[\\s*&:])${returned}\\s*\\(` };
  const typed = /^what is the type of `(?:[A-Za-z_]\w*::)?([A-Za-z_]\w*)`\?$/i.exec(q)?.[1];
  if (typed) return { name: typed, kind: "type", pattern: `(?:^|[\\s*&:])${typed}\\s*;?$` };
  const field = /^what is the type of the `([a-z_][\w']*)` field of `[A-Z][\w']*`\?$/i.exec(q)?.[1];
  if (field) return { name: field, kind: "field", pattern: `^${field} :: ` };
  const signature = /^what is the type signature of `([A-Za-z_][\w']*)`\?$/i.exec(q)?.[1];
  if (signature) return { name: signature, kind: "signature", pattern: `^(?:(?:val|method)(?: private| virtual| mutable)* |pattern )?${signature}\\s+::?\\s` };
  const macro = /^what is the `([A-Za-z_]\w*)` macro defined as\?$/i.exec(q)?.[1];
  if (macro) return { name: macro, kind: "macro", pattern: `^#define\\s+${macro}\\b` };
  const entry = /^what is the value of (?:the )?`([A-Za-z_][\w.]*)`( attribute)?\?$/i.exec(q);
  if (!entry) return undefined;
  const kind: DeclaredKind = entry[2] ? "attribute" : "data";
  return { name: entry[1]!, kind, pattern: `^#{1,6}\\s+(?:\\w+\\s+)?${kind}\\s+${entry[1]!.replace(/\./g, "\\.")}\\s*[:=]` };
}

/** The reader's form of a default's question: "What does the `indent` option default to?" → "indent". */
export function termDefaultQuestion(question: string): string | undefined {
  const match = new RegExp(`^what does the (\`?)([A-Za-z_][\\w.]*)\\1 (?:${KINDS})${QUESTION_OWNER} default to\\?$`, "i").exec(question.trim());
  if (match && IDENTIFIER.test(match[2]!)) return match[2]!;
  return new RegExp(`^what does the \`(${GOBJECT_PROPERTY_NAME})\` property${QUESTION_OWNER} default to\\?$`, "i").exec(question.trim())?.[1];
}

/** A GObject property's name as gtk-doc heads it: words joined by hyphens ("status-details", "menu-model"). */
const GOBJECT_PROPERTY_NAME = String.raw`[a-z][a-z0-9]*(?:-[a-z0-9]+)+`;

/**
 * The reader's form of the question: "What does the X setting do?", "What is the `opts.default` option of
 * `parseArgs()`?", "What does the `.add()` method of `FSWatcher` do?" → the name X, or undefined.
 */
export function termQuestion(question: string): string | undefined {
  const q = question.trim().replace(OVERLOAD_QUALIFIER, "?");
  const match = new RegExp(`^what does the (\`?)(${QUESTION_NAME})\\1 (?:${QUESTION_KINDS})${QUESTION_OWNER} do\\?$`, "i").exec(q)
    ?? new RegExp(`^what is the (\`)(${QUESTION_NAME})\\1 (?:${QUESTION_KINDS})${QUESTION_OWNER}\\?$`, "i").exec(q)
    // Haddock's function described by what it is: "What is the `plate` function?".
    ?? new RegExp(`^what is the (\`)([A-Za-z_][\\w']*|${HADDOCK_OPERATOR})\\1 function\\?$`, "i").exec(q)
    ?? new RegExp(`^what does the (\`)\\.?(${OPERATOR_NAME}|[A-Za-z_][\\w.]*)\\(\\)\\1 (?:function|method)${QUESTION_OWNER} do\\?$`, "i").exec(q)
    ?? new RegExp(`^what does the (\`)(${QUESTION_NAME})\\1 enumerator${QUESTION_OWNER} mean\\?$`, "i").exec(q)
    // Haddock's function, named without parentheses and always as code: "What does the `initUs_` function do?".
    ?? new RegExp(`^what does the (\`)([A-Za-z_][\\w']*|${HADDOCK_OPERATOR})\\1 function do\\?$`, "i").exec(q);
  // A glossary's term (entry-questions.ts glossaryFacts): "What does the term “Amphora” mean?".
  const glossary = /^what does the term “([^”]{1,60})” mean\?$/i.exec(q);
  if (glossary) return glossary[1]!;
  // A GObject property of hyphenated words: "What is the `menu-model` property of `CloudProvidersAccount`?".
  const property = new RegExp(`^what is the \`(${GOBJECT_PROPERTY_NAME})\` property${QUESTION_OWNER}\\?$`, "i").exec(q);
  if (property) return property[1]!;
  // A Haskell name may end in primes: `sum'`, `foldl'`.
  if (match && (IDENTIFIER.test(match[2]!) || MEMBER.test(match[2]!) || OPERATOR.test(match[2]!) || /^[A-Za-z_]\w*'+$/.test(match[2]!) || new RegExp(`^${HADDOCK_OPERATOR}$`).test(match[2]!))) return match[2]!;
  // "What does the ms.macro package do?", "What is the ajv-cli package?": a related package of a README's list.
  const linked = /^what (?:does|is) the ([@A-Za-z][\w.@/-]*) package(?: do)?\?$/i.exec(q);
  return linked && PACKAGE.test(linked[1]!) ? linked[1]! : undefined;
}

/** A package's name as a link shows it: "ms.macro", "ajv-cli", "@query/schema". */
const PACKAGE = /^@?[A-Za-z][\w.-]*(?:\/[\w.-]+)?$/;

/**
 * "- [ms.macro](https://github.com/…) - Run `ms` as a macro at build-time.", "* [braces](https://…): Bash-like brace
 * expansion, …": a list item that links a package by its name and says after a dash or a colon what it does or is.
 * The link's words are one name as code spells it (not "[for numbers](…)", not a code span: "[`rgb`](…)" names a
 * value); the rest of the item is its description.
 */
function linkItem(trimmed: string): TermHeading | undefined {
  const match = /^[-*+]\s+\[([^\]`]+)\]\([^)\s]+(?:\s+"[^"]*")?\)\s*(?::|—|–|\s-)\s+(\S.*)$/.exec(trimmed);
  // A package's name is written as code writes it: lower case, or with a hyphen, dot, digit or inner capital
  // ("ms.macro", "ajv-cli", "ESLint"); a plain capitalised word ("[Tutorial](…)") names a page, not a package.
  if (!match || !PACKAGE.test(match[1]!) || !/[a-z]/.test(match[1]!) || !/^[a-z@]|[-._/\d]|.[A-Z]/.test(match[1]!)) return undefined;
  return { term: match[1]!, name: match[1]!, inline: match[2]!, listItem: true, link: true };
}

/** Openings of a related package's line that describe nothing: an example, a pointer, a figure, a likeness. */
const NOT_A_DESCRIPTION = /^(?:example|e\.g|see|note|like|unlike|same|similar|more|also|this|these|it|its|\d|[^A-Za-z])/i;
/** Finite verbs of a clause with its own subject: "… is …" is a sentence about something, not a package's gloss. */
const CLAUSE_VERB = /^(?:is|are|was|were|has|have|can|will|does|do|lets|allows)$/i;

/**
 * A related package's description: the item's first sentence, its links read as their words, up to a " | " that
 * starts the next link or a " - " that starts a gloss of a second name. A verb ("Run `ms` as a macro …", "produces a
 * compact module …", "extract text from bundle …") says what the package does; a noun phrase ("plugin to configure
 * async validation mode", "Bash-like brace expansion, implemented in JavaScript") what it is. A description cut short
 * ("… complete support… [more](…)"), one that points back ("CLI for this module") and one of fewer than two words are
 * not asked.
 */
function linkDescription(inline: string, line: number): TermDescription | undefined {
  let text = inline.split(/\s\|\s/)[0]!.replace(/\[([^\]]+)\]\([^)]*\)/g, "$1").replace(/\s+/g, " ").trim();
  text = text.split(/\s[-–—]\s/)[0]!.trim();
  const masked = text.replace(/`[^`]*`/g, (code) => "x".repeat(code.length)).replace(/\b(?:e\.g|i\.e|ie|etc|vs|cf)\./gi, (abbreviation) => "x".repeat(abbreviation.length));
  const stop = /[.!?](?=\s+[A-Z]|$)/.exec(masked);
  if (stop) text = text.slice(0, stop.index + 1);
  const words = text.replace(/[.!?]$/, "").split(/\s+/);
  if (/…|\.\.\./.test(text) || words.length < 2 || words.length > 30 || NOT_A_DESCRIPTION.test(text) || /\b(?:this|these|those)\b/i.test(text) || /https?:|:\s/.test(text)) return undefined;
  if ((text.match(/`/g) ?? []).length % 2 === 1 || (text.match(/\(/g) ?? []).length !== (text.match(/\)/g) ?? []).length) return undefined;
  const [first, second] = words as [string, string];
  // "Run `ms` as a macro", "produces a compact module", "Wordwrap a string …": a verb, known or before an article. A
  // base form before a plural ("format validators for …") may be a noun's modifier: neither reading is sure.
  if (BASE.has(first.toLowerCase()) || (isVerbBase(first) && !/[^s]s$/.test(second)) || (/^[A-Z][a-z]+$/.test(first) && /^(?:a|an|the)$/.test(second))) return { text, endLine: line };
  // A noun phrase: an article first, a lower-case word (a gloss: "plugin to configure …", "command line interface"),
  // or a capitalised word that is no imperative ("ANSI escape codes …", "Bash-like brace expansion", "Fast, minimal …").
  const noun = /^(?:a|an|the)$/i.test(first) || /^[a-z]/.test(first) || /^[A-Z]{2,}\b|^[A-Za-z]+-[a-z]|,$/.test(first);
  if (!noun) return undefined;
  for (const word of words.slice(0, 6)) {
    if (CLAUSE_VERB.test(word)) return undefined;
    if (/^(?:that|which|who|for|of|to|with|in|on|from|by|used|implemented|written|built|based)$/i.test(word)) break;
  }
  return { text, endLine: line, form: "is" };
}

/**
 * The kind of a linked list's items, from the heading of their section or the list's lead-in: "## Related packages",
 * "### Related projects" / "You might also be interested in these projects:", "## Related", "## Plugins" — packages.
 * A list of links under any other heading (a table of contents, "## Validation keywords") names no packages.
 */
function linkListKind(text: ReadonlyMap<number, string>, line: number): string | undefined {
  for (let at = line - 1; at >= line - KIND_LOOKBACK && text.get(at) !== undefined; at--) {
    const trimmed = text.get(at)!.trim();
    if (trimmed === "" || /^[-*+]\s/.test(trimmed)) continue;
    if (/:$/.test(trimmed) && /\b(?:packages|projects|plugins|modules|libraries)\b/i.test(trimmed)) return "package";
    const heading = /^#{1,6}\s+(.+)$/.exec(trimmed);
    if (!heading) continue;
    return /^(?:related(?: (?:packages|projects|modules|libraries))?|plugins|(?:some )?packages using \S+)$/i.test(heading[1]!.trim()) ? "package" : undefined;
  }
  return undefined;
}
