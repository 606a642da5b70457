import { contentWords, MONTH_NAMES, normaliseForMatch, STOPWORDS, tokenF1, words } from "./words.js";

/**
 * Whether two answers state the same fact, checked mechanically. A validator model's `matches_reference: true` counts
 * only when this agrees: its own answer is not a refusal, and it holds the reference's key content (every number,
 * date and proper name of the reference), or, for a reference with none of those, shares enough of its words.
 * It is deliberately lenient about wording (a longer sentence that contains the reference agrees) and strict about
 * facts (a changed number or name disagrees).
 */

/** Plain-text answers agree when token F1 reaches this, or when the answer holds this share of the reference's words. */
export const AGREEMENT_F1 = 0.5;
export const AGREEMENT_RECALL = 0.8;

export type Agreement = { agrees: true } | { agrees: false; why: string };

/** Where a refusal says the answer is missing: "in the document", "in the provided text", "here", "anywhere". */
const ABOUT_THE_TEXT = " (?:(?:in|by|from|within|on|for|of) (?:the |this )?(?:provided |given |supplied )?(?:document|text|passage|context|source|excerpt|question|page|lines?|material)s?(?: provided| given)?|here|anywhere|explicitly|about (?:this|that|it))";
const REFUSAL = new RegExp(
  [
    "^(?:the )?(?:document|text|passage|context|source)s? (?:does not|doesn't|do not|don't) (?:say|state|mention|specify|provide|contain|give|answer|include)",
    // "Not stated in the document.", "not mentioned": not "Not available on Windows.", which says where a thing is not.
    `^(?:it is |this is |that is )?(?:not|never) (?:explicitly |directly |clearly )?(?:stated|mentioned|specified|provided|given|found|available|included|described|indicated|known)(?:${ABOUT_THE_TEXT})?(?:[,;].*)?$`,
    "^(?:it )?(?:cannot|can't|can not) (?:be )?(?:determined|determine|answered|answer|found|find|inferred|tell|say)",
    "^(?:i am |i'm )?(?:unable|not able) to (?:determine|find|answer|tell|say)",
    "^(?:i )?(?:do not|don't) know",
    // "There is no information about this.": not "No data is available on the socket.", a fact of the socket.
    `^(?:there is |there are )?(?:no|insufficient|not enough) (?:information|answer|mention|data|evidence|details?)(?: (?:is |are |was )?(?:given|provided|available|stated|found|present|mentioned|included))?(?:${ABOUT_THE_TEXT}| (?:about|regarding|concerning|on the question of) .+)?(?:[,;].*)?$`,
    "^(?:there is )?no mention (?:of|about) ",
    "^(?:unknown|unanswerable|none|n/?a|no answer|not applicable|unclear|undetermined)$",
  ].join("|"),
);

/** An answer that says the document does not answer: "Not stated in the document.", "Cannot be determined", "". */
export function isRefusal(answer: string): boolean {
  const text = answer.trim().toLowerCase().replace(/[.!]+$/, "").replace(/^(?:answer|response)\s*:\s*/, "").trim();
  if (text === "") return true;
  return REFUSAL.test(text);
}

const MONTHS = MONTH_NAMES.map((name) => name.toLowerCase());
const MONTH_ABBREVIATIONS = new Map(MONTHS.map((name, index) => [name.slice(0, 3), index + 1] as const));
const NUMBER_WORDS = new Map(
  "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen twenty"
    .split(" ")
    .map((word, index) => [word, index] as const),
);
const COMMON_CAPITALISED = new Set(["the", "a", "an", "in", "on", "at", "of", "for", "by", "to", "and", "or", "it", "this", "that", "i"]);

/** The facts a reference answer turns on: its numbers (normalised), months, and proper names. */
export function keyContent(text: string): { numbers: number[]; months: number[]; names: string[] } {
  const numbers: number[] = [];
  for (const match of text.matchAll(/(?<![\p{L}\d.])[-−]?\d[\d,]*(?:\.\d+)?/gu)) {
    const value = Number(match[0].replace(/,(?=\d{3}\b)/g, "").replace("−", "-").replace(/,/g, ""));
    if (Number.isFinite(value)) numbers.push(value);
  }
  for (const word of words(text)) {
    const number = NUMBER_WORDS.get(word);
    if (number !== undefined) numbers.push(number);
  }
  const months: number[] = [];
  for (const word of words(text)) {
    const full = MONTHS.indexOf(word);
    if (full >= 0) months.push(full + 1);
    else if (MONTH_ABBREVIATIONS.has(word) && word !== "may" && word !== "mar") months.push(MONTH_ABBREVIATIONS.get(word)!);
  }
  const names: string[] = [];
  const tokens = text.split(/\s+/).filter(Boolean);
  tokens.forEach((raw, index) => {
    const token = raw.replace(/^[("“'‘[]+|[)"”'’\],.;:!?]+$/g, "").replace(/['’]s$/, "");
    const roman = /^[IVXL]+$/.test(token) && index > 0 && /^\p{Lu}/u.test(tokens[index - 1]!); // "Richard I"
    const identifier = /\p{Ll}\p{Lu}|[A-Za-z]\.[A-Za-z]|_|[A-Za-z]\d|\d[A-Za-z]/u.test(token); // merMod, na.approx, lme4
    if (roman) {
      names.push(token.toLowerCase());
      return;
    }
    if (!identifier && (!/^\p{Lu}/u.test(token) || COMMON_CAPITALISED.has(token.toLowerCase()) || STOPWORDS.has(token.toLowerCase()))) return;
    if (MONTHS.includes(token.toLowerCase())) return;
    // The capital of a sentence's first word makes no name ("Using a Cholesky factor …"), unless the answer is a
    // short name itself ("William the Conqueror") or the next word is capitalised too ("Harold Godwinson was …").
    if (index === 0 && !identifier && tokens.length > 3 && !/^\p{Lu}/u.test(tokens[1] ?? "")) return;
    for (const word of words(token)) if (!/^\d+$/.test(word)) names.push(word);
  });
  return { numbers: [...new Set(numbers)], months: [...new Set(months)], names: [...new Set(names)] };
}

/** Checks that `own` (a validator's answer) states what `reference` states. */
export function answerAgreement(own: string, reference: string): Agreement {
  if (isRefusal(own)) return { agrees: false, why: "the validator's own answer says the document does not answer the question" };
  const expected = keyContent(reference);
  const found = keyContent(own);
  const ownWords = new Set(words(own).flatMap((word) => [word, word.replace(/'s$/, ""), word.replace(/s$/, "")]));
  const missing: string[] = [];
  for (const number of expected.numbers) if (!found.numbers.includes(number)) missing.push(String(number));
  for (const month of expected.months) if (!found.months.includes(month) && !found.numbers.includes(month)) missing.push(MONTHS[month - 1]!);
  for (const name of expected.names) if (!ownWords.has(name) && !ownWords.has(name.replace(/s$/, ""))) missing.push(name);
  if (missing.length > 0) return { agrees: false, why: `its answer lacks the reference's ${missing.map((item) => `"${item}"`).join(", ")}` };
  if (expected.numbers.length + expected.months.length + expected.names.length > 0) return { agrees: true };

  const f1 = tokenF1(own, reference);
  const referenceWords = contentWords(reference);
  const recall = referenceWords.length === 0 ? (normaliseForMatch(own) === normaliseForMatch(reference) ? 1 : 0) : referenceWords.filter((word) => ownWords.has(word) || ownWords.has(word.replace(/s$/, ""))).length / referenceWords.length;
  if (f1 >= AGREEMENT_F1 || recall >= AGREEMENT_RECALL) return { agrees: true };
  return { agrees: false, why: `the answers share too few words (token F1 ${f1.toFixed(2)} < ${AGREEMENT_F1}, ${Math.round(recall * 100)} % of the reference's words)` };
}
