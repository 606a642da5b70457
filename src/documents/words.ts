/**
 * Word-level text analysis shared by grounding checks, deduplication, retrieval and the offline engine: one
 * definition of "the content words of a text" so that every layer agrees on it.
 */

/** The months' names, in order: the one list every reader of dates uses. */
export const MONTH_NAMES = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"] as const;
/** The months' names as a regular expression's alternation: "January|February|…|December". */
export const MONTH_PATTERN = MONTH_NAMES.join("|");
/** The months' short forms, without their stop ("Jan", "Sept"), as an alternation: "May" is its own. */
export const MONTH_SHORT_PATTERN = "Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sept?|Oct|Nov|Dec";

export const STOPWORDS: ReadonlySet<string> = new Set(
  (
    "a an and are as at be been being but by can could did do does doing for from had has have having he her hers him his how " +
    "i if in into is it its itself me more most my no nor not of off on once only or other our ours out over own same she should " +
    "so some such than that the their theirs them then there these they this those through to too under until up very was we " +
    "were what when where which while who whom why will with would you your yours about above after again against all am any " +
    "because before below between both during each few further here just s t don now also per according document documents " +
    "question answer stated states state says say given named many much whose"
  ).split(" "),
);

/** Lower-case, accents folded, punctuation to spaces (keeping decimal points and signs inside numbers). */
export function normaliseForMatch(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[’‘`]/g, "'")
    .replace(/(\d),(?=\d{3}\b)/g, "$1")
    .replace(/[.](?!\d)|[^\p{L}\p{N}.%$+\-\s]/gu, " ")
    .replace(/(?<![\p{L}\p{N}])[-+](?![\p{N}])|(?<=[\p{L}])-(?=[\p{L}])/gu, " ")
    .replace(/\s+/g, " ")
    .trim();
}

/** Words of a text after normalisation, in order. */
export function words(text: string): string[] {
  const normalised = normaliseForMatch(text);
  return normalised ? normalised.split(" ").map((word) => word.replace(/^[.]+|[.]+$/g, "")).filter(Boolean) : [];
}

/** Words that carry content: not stopwords, and either longer than one letter or a number. */
export function contentWords(text: string): string[] {
  return words(text).filter((word) => !STOPWORDS.has(word) && (word.length > 1 || /\d/.test(word)));
}

export function contentWordSet(text: string): Set<string> {
  return new Set(contentWords(text));
}

/** A code span's name as questions compare it: lower case, a call's empty parentheses left out ("`setPrefix()`" is "setprefix"). */
export function codeName(span: string): string {
  return span.trim().replace(/\(\)$/, "").toLowerCase();
}

/** The names a text writes as code spans, each whole (codeName): the deduplicators and the offline questioner compare these. */
export function codeNames(text: string): Set<string> {
  return new Set([...text.matchAll(/`([^`]+)`/g)].map((match) => codeName(match[1]!)));
}

/**
 * Whether each of two questions names in code a thing the other does not, compared as whole names:
 * `transfer_widgets_to_variables()` and `transfer_variables_to_widgets()` are two functions made of the same words, so
 * two questions about them are not one question however many words they share (codeNames).
 */
export function codeNamesDiffer(one: string, other: string): boolean {
  const first = codeNames(one);
  const second = codeNames(other);
  return ([...first].some((name) => !second.has(name)) && [...second].some((name) => !first.has(name))) || optionNamesDiffer(one, other);
}

/** The command-line options a question names ("-l", "--dry-run"), as written: a letter's case tells two apart. */
function optionNames(question: string): string {
  return [...question.matchAll(/(?:^|[\s`(])(-{1,2}[A-Za-z][\w-]*)(?=$|[\s`),?])/g)].map((match) => match[1]!).sort().join(" ");
}

/**
 * Whether both questions name command-line options, and not the same ones: "What does the -l option do?" and "What
 * does the -L option do?" ask after two options of a manual page, though they differ in one letter's case alone.
 */
export function optionNamesDiffer(one: string, other: string): boolean {
  const [first, second] = [optionNames(one), optionNames(other)];
  return first !== "" && second !== "" && first !== second;
}

export function jaccard(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  if (a.size === 0 && b.size === 0) return 1;
  let shared = 0;
  for (const word of a) if (b.has(word)) shared++;
  return shared / (a.size + b.size - shared);
}

/** SQuAD-style token F1 between two answers. */
export function tokenF1(prediction: string, reference: string): number {
  const predicted = words(prediction).filter((w) => !["a", "an", "the"].includes(w));
  const expected = words(reference).filter((w) => !["a", "an", "the"].includes(w));
  if (predicted.length === 0 || expected.length === 0) return predicted.length === expected.length ? 1 : 0;
  const counts = new Map<string, number>();
  for (const word of expected) counts.set(word, (counts.get(word) ?? 0) + 1);
  let overlap = 0;
  for (const word of predicted) {
    const left = counts.get(word) ?? 0;
    if (left > 0) {
      overlap++;
      counts.set(word, left - 1);
    }
  }
  if (overlap === 0) return 0;
  const precision = overlap / predicted.length;
  const recall = overlap / expected.length;
  return (2 * precision * recall) / (precision + recall);
}

/** SQuAD's official answer normalisation: lower case, no punctuation, no articles, single spaces. */
export function squadNormalise(text: string): string {
  return text
    .toLowerCase()
    .replace(/[!"#$%&'()*+,\-./:;<=>?@[\\\]^_`{|}~]/g, "")
    .replace(/\b(a|an|the)\b/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

/** SQuAD's exact match: 1 when the answer equals one of the references after normalisation. */
export function squadExactMatch(prediction: string, references: readonly string[]): number {
  return references.some((reference) => squadNormalise(reference) === squadNormalise(prediction)) ? 1 : 0;
}

/** SQuAD's token F1 against the best of the references, on SQuAD's normalisation (the official evaluation script). */
export function squadF1(prediction: string, references: readonly string[]): number {
  const predicted = squadNormalise(prediction).split(" ").filter(Boolean);
  return Math.max(
    0,
    ...references.map((reference) => {
      const expected = squadNormalise(reference).split(" ").filter(Boolean);
      if (predicted.length === 0 || expected.length === 0) return predicted.length === expected.length ? 1 : 0;
      const counts = new Map<string, number>();
      for (const token of expected) counts.set(token, (counts.get(token) ?? 0) + 1);
      let overlap = 0;
      for (const token of predicted) {
        const left = counts.get(token) ?? 0;
        if (left > 0) {
          overlap++;
          counts.set(token, left - 1);
        }
      }
      if (overlap === 0) return 0;
      const precision = overlap / predicted.length;
      const recall = overlap / expected.length;
      return (2 * precision * recall) / (precision + recall);
    }),
  );
}
