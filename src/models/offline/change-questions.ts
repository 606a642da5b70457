import { clauseFrom, innerStop, sentencesOf, underlinedTitle } from "../../documents/sentences.js";
import { contentWords, MONTH_PATTERN, MONTH_SHORT_PATTERN } from "../../documents/words.js";
import type { Fact, ReadText } from "./facts.js";
import { pointingWords } from "./pointing.js";
import { holdsFiniteVerb, isKnownVerb } from "./verb-lexicon.js";
import { perText } from "../../documents/per-text.js";
import { caseInside, LOWERED_STARTS, wordCasing, type Casing } from "./prose-questions.js";

/**
 * Questions from a changelog (NEWS.md, CHANGELOG.md, a release-notes page): an entry that says what was changed, under
 * the heading of the release that changed it, asks which release did so.
 *   "# sandwich 3.0-2" … "* Added new argument `aggregate` to `meatPL()` which …"
 *     → "Which version of sandwich added new argument `aggregate` to `meatPL()`?" — "3.0-2"
 * The entry must start with a verb in the past tense (what was done) and name its change without pointing elsewhere;
 * the release heading must be read with it.
 */

/** A release's date after its version: "- 2023-01-02", "(2020-05-01)", ": September 19, 2022", "July 18, 2019". */
const MONTH = `(?:${MONTH_PATTERN}|(?:${MONTH_SHORT_PATTERN}|Sep)\\.?)`;
const RELEASE_DATE = `(?:\\d{4}-\\d\\d-\\d\\d|${MONTH}\\s+\\d{1,2},?\\s+\\d{4}|\\d{1,2}\\s+${MONTH}\\s+\\d{4})`;
/**
 * A release's title: "sandwich 3.0-2", "Version 1.6-3 (2022-12-14, rev. 1184-1187)" (an aside after the version, the
 * date in it or not: "Version 1.6-4 (development, rev. 1188-)"), "pygraphviz-1.7" (the name joined to its version), "[1.4.0] - 2023-01-02", "v2.1", "Version 1.2.3 (2020-05-01)", "Version 0.16.0
 * [2022-07-21]", "Path IO 1.7.0"
 * (a name of up to three words; releaseAbove refuses one that reads as a phrase, "New in 1.2"), "Version 1.0.1:
 * September 19, 2022" (as a setext heading writes it, underlined).
 */
const RELEASE_TITLE = new RegExp(
  `^(?:([A-Za-z][\\w.-]*(?:\\s+[A-Za-z][\\w.-]*){0,2})(?:\\s+|-(?=v?\\d)))??\\[?v?(\\d+\\.\\d+(?:[.-]\\w+)*)\\]?:?(?:\\s*(?:[-–,([]\\s*)?${RELEASE_DATE}[)\\]]?|\\s+\\([^()]{1,50}\\))?\\s*$`,
  "i",
);
/** A release's section of changes of one kind: "BUG FIXES", "New features", "Minor improvements", "Breaking changes". */
export const CHANGE_SECTION = /^(?!.*\d)(?=(?:\S+\s+){0,4}\S+$)(?:[\w-]+\s+){0,3}(?:features?|fixes|bug\s*fixes|bugs|improvements?|changes|enhancements?|deprecations?|deprecated|defunct|documentation|internals?|misc(?:ellaneous)?|removals?|additions|security|performance|dependencies|updates)(?:\s+[\w-]+){0,2}:?$/i;
/** A release heading written with hashes: "# sandwich 3.0-2", "## [1.4.0] - 2023-01-02", "### Version 1.2.3 (2020-05-01)". */
export const RELEASE_HEADING = new RegExp(`^#{1,4}\\s+${RELEASE_TITLE.source.slice(1)}`, "i");
/** What an entry says was done, as its first word. */
export const CHANGE_VERBS =
  "Added|Fixed|Improved|Extended|Enabled|Removed|Changed|Updated|Deprecated|Renamed|Replaced|Introduced|Corrected|Moved|Dropped|Switched|Rewrote|Reorganized|Reorganised|Reimplemented|Simplified|Clarified|Documented|Exported|Implemented|Allowed|Disabled|Refactored|Restored";
/** Entries written as commands ("Add …", "Fix …"): their verb in the past tense. */
const PRESENT: Record<string, string> = {
  Add: "Added", Fix: "Fixed", Improve: "Improved", Extend: "Extended", Enable: "Enabled", Remove: "Removed", Change: "Changed",
  Update: "Updated", Deprecate: "Deprecated", Rename: "Renamed", Replace: "Replaced", Introduce: "Introduced", Correct: "Corrected",
  Move: "Moved", Drop: "Dropped", Switch: "Switched", Allow: "Allowed", Disable: "Disabled", Catch: "Caught", Issue: "Issued",
  Export: "Exported", Implement: "Implemented", Support: "Supported", Document: "Documented", Simplify: "Simplified",
};
/** The base forms a changelog's entries open with ("Fix …", "Add …"), as other readers need to tell them from a subject. */
export const CHANGE_BASE_VERBS: readonly string[] = Object.keys(PRESENT);
/** The verbs as entries open with them, capitalised or, as some changelogs write every entry, in lower case ("- removed …"). */
const CAPITALISED_VERBS = `${CHANGE_VERBS}|${Object.keys(PRESENT).join("|")}`;
const VERBS = `${CAPITALISED_VERBS}|${CAPITALISED_VERBS.toLowerCase()}`;
/**
 * A tag some changelogs open an entry with, in capitals, with the code it concerns: "BUG FIX `project_to_curve()`:",
 * "MINOR CHANGE:", "DOCUMENTATION:". What follows the colon is the entry.
 */
const ENTRY_TAG = /^([A-Z][A-Z-]+(?:\s+[A-Z][A-Z-]+)*)(?:\s+(`[^`]+`(?:\s*(?:,|and)\s*`[^`]+`)*))?\s*:\s+/;
/**
 * A bracketed tag of the change's kind some changelogs open an entry with: "- [NEW] Added Kazakh locale.", "- [FIXED]
 * Fixed an OverflowError …" (arrow's). The kind is no part of the entry. Only kinds: "[Wayland] Added …" (GLFW's)
 * names a platform, a scope the question would lose.
 */
const KIND_TAG = /^(\s*[*+-]\s+)\[(?:new|fix(?:ed|es)?|bug ?fix(?:es)?|change[sd]?|added|removed|deprecated|internal|warn(?:ing)?|breaking|features?|enhancements?|improvements?|improved|security|docs?|misc|perf(?:ormance)?)\]\s+/i;
/** An entry's line without its bracketed kind. */
function untagged(line: string): string {
  return line.replace(KIND_TAG, "$1");
}
const ENTRY = new RegExp(`^\\s*[*+-]\\s+(?:${ENTRY_TAG.source.slice(1)})?(${VERBS})\\s+(\\S.*)$`);
/**
 * "* New `weighted_table()` for generating …", "* New `date_start()` and `date_end()` functions for …": an entry that
 * names what a release added by its code names alone. Asked "Which version of hardhat added `weighted_table()`?". Not
 * a new argument, parameter or option, which the entry names without the call it was added to.
 */
const NEW_NAMES = /^New (?:experimental )?(`[^`\s]+`(?:(?:, |,? and |\/)`[^`\s]+`){0,3})(?: (functions?|generics?|alias(?:es)?|attributes?|class(?:es)?|methods?|helpers?|verbs?|(arguments?|parameters?|options?)))?(?=[\s.,;:(]|$)/;
/**
 * "* New argument `mean.point` in the function `fviz()`.", "* New arguments `n.chars` and `max.chars` for
 * `checkCharacter()`": a new argument named with the call it was added to. Asked "Which version of factoextra added
 * the `mean.point` argument to `fviz()`?". Without the call ("New option `--version`.") it names no change of a thing.
 */
const NEW_ARGUMENTS = /^New (argument|parameter|option)(s?) (`[^`\s]+`(?:(?:, |,? and )`[^`\s]+`){0,3})(?: \([^()]{1,40}\))?(?: (?:is |are )?added)? (?:for|in|to) (?:the (?:function|method) )?(`[^`\s]+\(\)`|`[^`\s(]+`(?= (?:function|method)\b))(?!\s*(?:,\s*|,?\s+and\s+|\/)`)(?: (?:function|method))?(?=[\s.,;:(]|$)/;
const NEW_ENTRY = new RegExp(`^\\s*[*+-]\\s+(?:${ENTRY_TAG.source.slice(1)})?New (?:experimental |(?:argument|parameter|option)s? )?\``);
/**
 * An entry written in the passive, its subject first: "Function `auc()` is added to the package.", "In function
 * `plotroc()`, option `calibrate` is added.", "`svy_md()` was renamed to `survey_median()`.", "`mode` has been
 * deprecated". Read as the active entry it says ("Added function `auc()` to the package"), the scope of a fronted "In
 * function `f()`," after it. Only a subject that is code names (with the kind of thing they are, and the call they
 * belong to): "The performance of `exec()` has been improved" has no change that names what was done to what.
 */
const CODE_LIST = "`[^`]+`(?:(?:,\\s+|,?\\s+and\\s+)`[^`]+`){0,4}";
const NAMED_KIND = "(?:functions?|options?|arguments?|parameters?|data ?sets?|methods?|class(?:es)?|generics?|helpers?|fields?|variables?)";
const PARTICIPLES = CHANGE_VERBS.split("|").filter((verb) => verb.endsWith("ed")).join("|").toLowerCase();
const PASSIVE = new RegExp(
  `^(?:In (?:the )?(${NAMED_KIND} ${CODE_LIST}),\\s+)?((?:(?:the|a|new)\\s+)?(?:${NAMED_KIND}\\s+)?${CODE_LIST}(?:\\s+${NAMED_KIND})?(?:\\s+(?:in|of)\\s+${CODE_LIST})?)\\s+(?:is|are|was|were|has been|have been)\\s+(?:now\\s+)?(${PARTICIPLES})\\b(.*)$`,
  "i",
);
/** What a passive entry opens with, before the whole sentence is read. */
const PASSIVE_ENTRY = new RegExp(`^\\s*[*+-]\\s+(?:In (?:the )?${NAMED_KIND} \`|(?:(?:the|a|new)\\s+)?(?:${NAMED_KIND}\\s+)?\`)`, "i");

/**
 * A passive entry whose subject is a short phrase in words, in the past: "pytools.codegen was added.", "Python 2 support
 * was dropped.", "Type annotations were added." (pytools' user-visible changes). Not one that opens with a pronoun or a
 * quantifier ("It was removed", "Several bugs were fixed"): that names no change of its own.
 */
const PLAIN_PASSIVE = new RegExp(
  `^((?!(?:it|this|that|these|those|they|some|several|many|various|most|all|both|other|others|there|which|what|when|whenever|if|once|after|before|while|as|since|because|although|though|even|until|unless)\\b)(?:the\\s+)?[\\p{L}\\d][\\w.+/-]*(?:\\s+(?!(?:was|were|has|have|is|are|following)\\b)[\\w.+/-]+){0,5})\\s+(?:was|were|has been|have been)\\s+(${PARTICIPLES})\\b(.*)$`,
  "iu",
);
/** What a plain passive entry opens with, before the whole sentence is read. */
const PLAIN_PASSIVE_ENTRY = new RegExp(`^\\s*[*+-]\\s+[^\\s,;:\`][^,;:\`]{0,60}?\\s(?:was|were|has been|have been)\\s+(?:${PARTICIPLES})\\b`, "iu");

/**
 * Whether a passive entry's subject opens with a common word, lowered when the entry becomes the question's object. A
 * word before a version ("Python 2 support", "Python 3.8") is a product's name, whatever else the text does with it.
 */
function lowered(first: string, subject: string, casing: Casing): boolean {
  if (LOWERED_STARTS.test(first)) return true;
  if (!/^[A-Z][a-z]+$/.test(first) || /^\S+\s+v?\d/.test(subject)) return false;
  if (/[a-z](?:ed|ing)$/.test(first)) return true;
  return caseInside(first, casing) === first.toLowerCase();
}

/**
 * The active entry a passive one says ("Added function `auc()` to the package."), undefined when it is not one, or ""
 * when it is one that names no change of its own.
 */
function activeOfPassive(sentence: string, casing: Casing): string | undefined {
  const plain = PASSIVE.test(sentence) ? null : PLAIN_PASSIVE.exec(sentence);
  if (plain) {
    const [, subject, participle, rest] = plain;
    // "Following deprecated functions have been removed:", "The following functions … have been deprecated": the change
    // is the list after it, which the subject only points at.
    if (/^\s*:/.test(rest!) || /\bfollowing\b/i.test(subject!)) return "";
    // The subject's first word in lower case where the text writes it so inside its sentences ("Array jobs", "Cluster
    // functions"), or where it is a participle or a gerund ("Depreciated argument flatten", "Plotting functions").
    const object = subject!.replace(/^\S+/, (first) => (lowered(first, subject!, casing) ? first.toLowerCase() : first));
    return `${participle!.charAt(0).toUpperCase()}${participle!.slice(1).toLowerCase()} ${object}${rest!.replace(/\.?\s*$/, "")}.`;
  }
  const passive = PASSIVE.exec(sentence);
  if (!passive) return undefined;
  const [, scope, subject, participle, rest] = passive;
  // "Functions `ddweibull()`, `pdweibull()`, `qdweibull()` are added": the entry's clause would end at the list's first
  // comma, asking after one name as if it were all of them.
  if (subject!.includes(",") || scope?.includes(",")) return undefined;
  const verb = `${participle!.charAt(0).toUpperCase()}${participle!.slice(1).toLowerCase()}`;
  const object = subject!.replace(/^[A-Z](?=[a-z])/, (first) => first.toLowerCase());
  const tail = rest!.replace(/\.?\s*$/, "");
  return `${verb} ${object}${tail}${scope ? ` in ${scope.replace(/^[A-Z]/, (first) => first.toLowerCase())}` : ""}.`;
}
const POINTING = pointingWords();
/**
 * "an OverflowError that could occur when …", "a bug that caused …": "that" opening a relative clause after what was
 * changed, with the clause's verb, points at nothing said before.
 */
const RELATIVE_THAT = /(?<=[\w`)]\s)that\s+(?=(?:\w+ly\s+)?(?:could|would|can|may|might|will|was|were|is|are|has|had|have|did|does|caused?|causes|prevented|prevents|made|makes|led|leads|occurred|occurs|resulted|results|broke|breaks|affected|affects)\b)/gi;
const MAX_CHANGE_WORDS = 18;
/**
 * Upkeep every release of a package may carry: issues, problems or compatibility with forthcoming, upcoming or
 * upstream changes of other packages ("Fix issues with changes in forthcoming upstream packages", "Fixed problems
 * with the upcoming R release"). Asked "Which version …?" it has as many answers as releases that did it.
 */
const UPKEEP = /^\w+\s+(?:(?:some|minor|several|various)\s+)?(?:issues?|problems?|bugs?|compatibility|incompatibilit(?:y|ies))\b.*\b(?:forthcoming|upcoming|upstream|future)\b/i;
/** "Updated code to work with the latest version of dplyr": which latest version, the release's date says; asked
 * "Which version …?" it has as many answers as releases that kept up. */
const KEEPING_UP = /\b(?:work|compatib\w*) with (?:the )?(?:latest|newest|newer|current|recent|new) (?:versions?|releases?)\b/i;
/**
 * The package's housekeeping, not a change of what it does: "Updated e-mail address", "Fixed typos in the
 * documentation", "Updated the maintainer's URL", "Bumped the version". Asked "Which version …?" it is trivia.
 */
const HOUSEKEEPING = /^\w+\s+(?:(?:the|a|an|my|our|his|her|their|some|several|various|minor|small)\s+)*(?:(?:maintainer'?s?|author'?s?|contact|package|project|repository|home ?page|website)\s+)?(?:e-?mail(?: address(?:es)?)?|address(?:es)?|url|urls|links?|typos?|spelling|copyright(?: year)?|year|version number|maintainer|authorship|contact details|citation|badges?|readme|documentation(?: files?)?|docs|description(?: file)?)\b|^\w+\s+(?:\w+\s+){0,2}typos?\b|\btest coverage\b|\btests?\b.*\btest suite\b|\bcode of conduct\b|\bcontinuous integration\b|\b(?:to|in|on|into|for|from)\s+(?:the\s+)?CI\b|\bCI\s+(?:pipelines?|config\w*|builds?|workflows?|jobs?|tests?|runs?|services?|scripts?|setup)\b|\b(?:travis|appveyor|codecov|github actions)\b/i;
/**
 * An object that many entries share: "a bug", "some issues", "several problems", "the crash", "a typo", and what a
 * release adds or improves without naming it: "new functions", "some tests", "the documentation and metadata". Asked
 * "Which version fixed a bug?" or "… added new functions?" it does not say which entry is meant; the clause that says
 * which ("a bug where …", "new functions for …") is kept with it, or the entry is not asked.
 */
const SHARED_OBJECT = "bugs?|problems?|issues?|regressions?|errors?|crash(?:es)?|typos?|glitch(?:es)?|leaks?|memory leaks?|warnings?|inconsistenc(?:y|ies)|edge cases?|corner cases?|functions?|features?|methods?|options?|tests?|examples?|documentation|docs|metadata";
export const BARE_CHANGE = new RegExp(
  `^(?:(?:a|an|the|some|several|various|many|multiple|few|a few|two|three|minor|small|major|rare|serious|new|more|additional|missing)\\s+)*(?:(?:minor|small|major|rare|serious|critical|possible|potential|long-standing|regression|odd|weird|strange|failing|broken|flaky|spurious|occasional|intermittent)\\s+)*(?:${SHARED_OBJECT})(?:\\s+and\\s+(?:the\\s+)?(?:${SHARED_OBJECT}))?$`,
  "i",
);
/**
 * An entry that opens with a participle describing its subject, the entry's verb a passive one after it: "Deprecated
 * option 'fast' was removed", "Updated vignettes are now built …". No determiner after the participle (a verb's object
 * has one: "Improved the way help pages are displayed") and no clause opened before the passive ("how large bundles are
 * detected").
 */
const PARTICIPLE_SUBJECT = new RegExp(
  `^(?:${CHANGE_VERBS})\\s+(?!(?:the|a|an|some|all|any|this|that|these|those|its|their|our|how|what|when|where|which|whether|why)\\b)(?:(?!(?:that|which|who|whom|where|when|if|while|whereas|because|once|unless|as|so|how|what|whether)\\b)\\S+\\s+){1,4}(?:(?:was|were|is|are|has been|have been)\\s+(?:now\\s+)?\\p{L}+(?:ed|en|wn|lt)|(?:is|are)\\s+now)\\b`,
  "u",
);
/** What a release does to a name once: adds it, takes it away, or first documents or exports it. */
const ONCE_VERBS = /^(?:add(?:ed)?|introduc(?:e|ed)|export(?:ed)?|implement(?:ed)?|remov(?:e|ed)|deprecat(?:e|ed)|drop(?:ped)?|document(?:ed)?)$/i;
/** Most lines between a release heading and an entry under it. */
const MAX_DISTANCE = 60;

export function changelogFacts(text: ReadText, from: number, to: number): Fact[] {
  const facts: Fact[] = [];
  for (let line = from; line <= to; line++) {
    const tagged = text.get(line);
    const raw = tagged === undefined ? undefined : untagged(tagged);
    if (raw === undefined || !(ENTRY.test(raw) || NEW_ENTRY.test(raw) || PASSIVE_ENTRY.test(raw) || PLAIN_PASSIVE_ENTRY.test(raw))) continue;
    const release = releaseAbove(text, line);
    if (!release) continue;
    const change = changeOf(text, line);
    if (!change || UPKEEP.test(change.text) || KEEPING_UP.test(change.text) || HOUSEKEEPING.test(change.text)) continue;
    const owner = release.name ? `Which version of ${release.name}` : "Which version";
    facts.push({
      question: `${owner} ${change.text}?`,
      answer: release.version,
      evidence: [
        { start_line: release.line, end_line: release.line },
        { start_line: line, end_line: change.endLine },
      ],
      kind: "entry",
    });
  }
  return facts;
}

/**
 * How many releases the text heads, with hashes ("# ggplot2 3.4.1") or underlined ("5.4.0" / "-----"): from two on,
 * it is a change log, whose entries say what a thing does at each release.
 */
export const releaseHeadings = perText((text: ReadText): number => {
  let count = 0;
  for (const [line, value] of text) {
    const setext = underlinedTitle(value, text.get(line + 1), { versions: true });
    if (RELEASE_HEADING.test(value.trim().replace(/(\*\*|__)(\S(?:[^*_]*\S)?)\1/g, "$2")) || (setext !== undefined && RELEASE_TITLE.test(setext))) count++;
  }
  return count;
});

/** The release heading above an entry, within what was read and with no other heading between them. */
export function releaseAbove(text: ReadonlyMap<number, string>, line: number): { name?: string; version: string; line: number } | undefined {
  for (let at = line - 1; at >= line - MAX_DISTANCE && text.get(at) !== undefined; at--) {
    const value = text.get(at)!;
    // A setext heading: its title over an underline ("Version 1.0.1:  September 19, 2022" / "-----").
    // A version alone, underlined ("5.4.0" / "-----" in qtconsole's changelog), is a release's title too.
    const setext = underlinedTitle(text.get(at - 1), value, { versions: true });
    if (!/^#{1,6}\s/.test(value) && setext === undefined) continue;
    if (setext !== undefined) at--;
    // "### **BDgraph** Version 2.72": emphasis in a heading is no part of its title.
    const heading = setext !== undefined ? RELEASE_TITLE.exec(setext) : RELEASE_HEADING.exec(value.trim().replace(/(\*\*|__)(\S(?:[^*_]*\S)?)\1/g, "$2"));
    // A release's own sections ("### BUG FIXES", "## New features", "### Minor improvements") stand between it and its
    // entries: read on up to the release. Any other heading first ("## Installation") ends the search.
    // So in reStructuredText, underlined ("Additions" / "+++++++++" under "5.4.0" / "-----", qtconsole's changelog).
    if (!heading && CHANGE_SECTION.test((setext ?? value.replace(/^#{1,6}\s+/, "")).trim())) continue;
    if (!heading) return undefined; // another heading first: the release is further up, maybe unread
    // "## New in 1.2", "## Changes since 0.9": a phrase before the version, not the package's name.
    // "BDgraph Version 2.72": the package's name before the word "Version".
    const name = heading[1]?.replace(/^(\S+)\s+(?:version|release)$/i, "$1");
    if (name && /\s/.test(name) && /\b(?:in|since|from|to|for|of|the|and|new|changes?|release|version|notes?)\b/i.test(name)) return undefined;
    return { ...(name && !/^(?:version|release|v)$/i.test(name) ? { name } : {}), version: heading[2]!, line: at };
  }
  return undefined;
}

/** "added new argument `aggregate` to `meatPL()`": the entry's first clause, its verb in lower case, when it stands alone. */
export function changeOf(text: ReadonlyMap<number, string>, line: number): { text: string; endLine: number } | undefined {
  const lines = new Map<number, string>();
  for (let at = line; at <= line + 8 && text.get(at) !== undefined; at++) {
    // A blank line ends the entry: what follows it is another block (nbconvert's next release, "6.4.2" / "-----").
    if (at > line && (/^\s*(?:[*+-]\s|#)/.test(text.get(at)!) || !/\S/.test(text.get(at)!))) break;
    lines.set(at, (at === line ? untagged(text.get(at)!) : text.get(at)!).replace(/^\s*[*+-]\s+/, ""));
  }
  // "BUG FIX `project_to_curve()`: Fix pass-by-reference bug": the tag is no part of the entry; the code it names is
  // where the change was made, said after the change when the entry does not name it.
  const tag = ENTRY_TAG.exec(lines.get(line) ?? "");
  if (tag) lines.set(line, lines.get(line)!.slice(tag[0].length));
  const scope = tag?.[2] && !tag[2].includes(",") && !/\band\b/.test(tag[2]) ? tag[2] : undefined;
  const sentence = sentencesOf(lines)[0];
  if (!sentence || sentence.startLine !== line) return undefined;
  // "Added \"glance\" S3 generic and implementations. \"glance\" produces …": a second sentence the view did not split
  // off (it opens with a quoted name) is cut away; the entry's question is its first sentence's.
  const flat = sentence.text.replace(/\s+/g, " ");
  const stop = innerStop(flat);
  const argument = NEW_ARGUMENTS.exec(flat);
  // "New argument `fill.ind` and `fill.var` added in …": two names are two arguments, whatever number the entry wrote.
  if (argument) return { text: `added the ${argument[3]} ${argument[1]}${argument[2] || /`(?:, |,? and )`/.test(argument[3]!) ? "s" : ""} to ${argument[4]}`, endLine: sentence.endLine };
  const added = NEW_NAMES.exec(flat);
  if (added) return added[3] ? undefined : { text: `added ${added[2] ? `the ${added[1]} ${added[2]}` : added[1]}`, endLine: sentence.endLine };
  const first = stop === undefined ? flat : flat.slice(0, stop + 1);
  // "Deprecated option 'fast' was removed from circlefit()": the participle describes the subject of a passive verb
  // after it, no verb of the entry ("Which version deprecated option 'fast' was removed …?").
  if (PARTICIPLE_SUBJECT.test(first)) return undefined;
  const entry = new RegExp(`^(${VERBS})\\s+(.+)$`).exec(activeOfPassive(first, wordCasing(text)) ?? first);
  if (!entry) return undefined;
  // "Support and vignette for left truncated data": a verb's noun coordinated with another noun, no verb and its object
  // ("Which version supported and vignette for …?"). "Fixed and improved …" joins two verbs.
  const joined = /^and\s+([A-Za-z]+)\b/.exec(entry[2]!);
  if (joined && !new RegExp(`^(?:${VERBS})$`).test(joined[1]!)) return undefined;
  // "Improve how large bundles (file size and count) are detected": an aside inside the clause is no end of it.
  const body = entry[2]!.replace(/\s+\([^()]+\)(?=\s+[a-z])/g, "");
  const clause = clauseFrom(body, 0);
  // "notation in Equations 6, 9, 21, and 22": a comma inside a list, not the clause's end.
  // "… to span, span_range and interval methods": nor one whose next item is the last, joined by "and" (the change is
  // cut at its first comma below).
  if (/,\s+(?:\d|and\b|or\b)/.test(clause) || /,\s+[\w.`'"()-]+\s+(?:and|or)\s/.test(clause)) return undefined;
  // "… at the gene (previous `TRUE` behavior), family, or repertoire level": the clause ends inside a list whose last
  // item comes after it ("at the gene" alone is not what was added).
  const after = body.slice(clause.length).replace(/^\s*\([^()]*\)/, "");
  if (/^\s*,\s*(?:[^,.;()]{1,40},\s+)?(?:and|or)\s/.test(after)) return undefined;
  // "Fix mixed input and print statements on macOS": a clause cut before "and" + a plural word may have been cut inside
  // its own object ("print statements" read as a second verb and its object); the entry is not asked cut so.
  // A second verb in the past ("Added Tableau 10 palettes and renamed old palettes") is a second change, cut rightly.
  if (/^\s+and\s+(?:\S+\s+){0,2}[a-z]{3,}s\s/.test(after) && !/^\s+and\s+(?:(?:also|now|then)\s+)?(?:[a-z]{3,}ed|made|added|fixed|adds|fixes|removes|updates|improves|makes|uses|returns|supports|allows|changes|renames|deprecates|drops)\s/.test(after)) return undefined;
  let extended = false;
  // "… with nonstandard contrib URLs. (#451, #457)": the entry's own stop before its references is no part of it (here
  // and in the whole entry below).
  // A credit at the entry's end ("… (#146) thanks @johnbaums !") is no part of what was done either.
  // "Fixed `ATT` bug introduced in 5.0-14. #194": a bare issue number after the entry's stop is no part of it either
  // ("Fixed issue #11" is the entry's own).
  // "add boolean for grid.newpage ggmatrix print method PR#126": nor is a pull request's number at its end.
  // "… builds of R. Issue #16, PR #17": so are the issue's and the pull request's numbers after it, named.
  // "… template inheritance :ghpull:`1719`" (a Sphinx role naming the pull request, nbconvert's): no part of it either.
  // "remove suggested packages **rgdal**, **rgeos**, **maptools**": a list of names run on with commas alone is cut at
  // its first comma below, one name asked as if it were all of them.
  if (/,\s+[^,\s]+(?:\s+[^,\s]+)?,\s/.test(clause)) return undefined;
  let rest = clause.replace(/\s+(?::[\w-]+:)?`#?\d+`(?:\s*,\s*(?::[\w-]+:)?`#?\d+`)*\s*$/, "").replace(/\.\s+(?:(?:Issues?|PR|Fix(?:es)?|Closes?|See|Refs?)\s+)?#\d+(?:(?:,\s*|\s+|\s*,?\s*(?:and|&)\s+)(?:(?:Issues?|PR)\s+)?#\d+)*\s*$/, "").replace(/,?\s+\(?PR\s?#\d+\)?\.?\s*$/i, "").replace(/,\s.*$/, "").replace(/\s+(?:thanks|thank you|h\/t|via|by)\s+@[\w-]+(?:(?:\s*,\s*|\s+and\s+)@[\w-]+)*\s*!?$/i, "").replace(/\s*\((?:[^()]*)\)\s*$/, "").replace(/\.+$/, "");
  // "Update src/Makevars.win to GDAL 3.4.1 for R < 4.2 https://github.com/r-spatial/sf/pull/1919": an address after the
  // change says where it was discussed, no part of it. One that is what was changed ("new vignette https://…"), or
  // one inside the change, is no words a question can ask by.
  const address = /\s+<?https?:\/\/\S+?>?$/.exec(rest);
  if (address) rest = rest.slice(0, address.index);
  if (/\bhttps?:\/\//.test(rest) || (address && rest.split(" ").length < 3)) return undefined;
  // "improved error message for `Async` when `urls`" of "… when `urls` and `disk` vector lengths do not match": the
  // clause was cut inside its subordinate clause, before that clause's verb.
  const subordinate = /\s(?:when|if|unless|whether|because|where|while|once|until|so that)\s+(.+)$/i.exec(rest);
  // "Fixed bug when `deterministic == 1`": code with an operator or a space is a whole condition.
  // "… when `deployApp()` fails": a name and its verb in the third person.
  if (subordinate && !/^`[^`]*[\s=<>!][^`]*`$/.test(subordinate[1]!) && !/^(?:`[^`]+`|[\w.()-]+)\s+(?:[a-z]{2,}s|[a-z]{2,}ed)\b/.test(subordinate[1]!) && !/^[a-z]{2,}ing\b|^(?:possible|necessary|needed|required|available|applicable|any|present|missing|empty)\b/i.test(subordinate[1]!) && !holdsFiniteVerb(`x ${subordinate[1]!}`)) return undefined;
  // "Fixed a bug where `augment()` results would not include residuals": "a bug" alone is what many entries fixed, so
  // "Which version fixed a bug?" has as many answers as releases; the clause that says which bug is kept with it, or
  // the entry is not asked.
  if (BARE_CHANGE.test(rest)) {
    const whole = entry[2]!.replace(/\s*(?:\((?:[^()]*)\)\s*)*\.?\s*$/, "").replace(/\s*\((?:[^()]*)\)\s*$/, "").replace(/\.+$/, "");
    if (!/^\S+(?:\s+\S+){0,3}\s+(?:where|when|in|with|that|which|causing|affecting|for|on)\s/i.test(whole) || /[,;:]\s/.test(whole) || /\.\s/.test(whole)) return undefined;
    if (whole.split(" ").length > MAX_CHANGE_WORDS + 4) return undefined;
    rest = whole;
    extended = true;
  }
  const count = rest.split(" ").length;
  // "Fix of a bug in …", "Update for R 4.0": the first word is a noun there, not what was done.
  if (/^(?:of|for|in|on|to|at|by|with)\b/i.test(rest)) return undefined;
  // One word names a change only when it is a name of code that a release adds or takes away once ("Added
  // pytools.codegen."): "Added tests" says nothing of which, and "Fixed `ncbi_children()`" may be said of many releases.
  if ((count < 2 && !(/^(?:[\w-]+[.:][\w.:-]*\w(?:\(\))?|\w+\(\)|`[^`\s]+`)$/.test(rest) && ONCE_VERBS.test(entry[1]!))) || count > MAX_CHANGE_WORDS + (extended ? 4 : 0) || POINTING.test(rest.replace(RELATIVE_THAT, " ")) || contentWords(rest).length === 0) return undefined;
  // "… when `elitistNewInstances` is larger than" (its object wrapped onto the next line, past a stop): a comparison or
  // a subordinate clause left open is no change.
  if (/\b(?:the|a|an|of|to|in|for|with|and|or|by|as|on|at|from|than|into|onto|via|when|if|that|which|whether|because)$/i.test(rest) || (rest.match(/`/g) ?? []).length % 2 === 1) return undefined;
  // "added support for some low level feature: the *_magic* private attribute": what the colon names is the change;
  // "some feature" before it names none.
  if (/^\s*:/.test(body.slice(clause.length)) && /\b(?:some|several|various|a few|a number of|the following|two|three|four|five)\s+(?:[\w-]+\s+){0,3}[\w-]+$/i.test(rest)) return undefined;
  // "added vignette 'Futures in R" of "… 'Futures in R: Common issues with solutions'": a title cut inside its quotes.
  if (/(?:^|\s)(['"“‘])[^'"”’]*$/.test(rest)) return undefined;
  // "added `getCacheRootPath()` and `setCacheRootPath()` to specify": a purpose cut after its verb, before its object.
  // The entry's clause was cut there (at "where …"); an entry that ends so ("… the refs to fetch.") is whole.
  // Only a purpose right after what was added ("`setCacheRootPath()` to specify"); "the refs to fetch" names its object.
  const cutAtVerb = /[`')\]] to ([a-z]+)$/.exec(rest);
  if (cutAtVerb && isKnownVerb(cutAtVerb[1]!) && body.replace(/\s*\([^()]*\)\s*$/, "").replace(/\.+$/, "").trim().length > clause.trim().length + 2) return undefined;
  // "fixed a bug in to_snake_case_internal(). groups of digits are not …": a second sentence in lower case, which the
  // sentence view does not split off, is no part of the change.
  if (/(?:\)|[a-z]{3})\.\s+[a-z]/.test(rest)) return undefined;
  const where = scope && !rest.includes(scope) ? ` in ${scope}` : "";
  const verb = `${entry[1]!.charAt(0).toUpperCase()}${entry[1]!.slice(1)}`;
  return { text: `${(PRESENT[verb] ?? verb).toLowerCase()} ${rest}${where}`, endLine: sentence.endLine };
}
