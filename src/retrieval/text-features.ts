/**
 * The word features shared by the offline embedder and the in-memory BM25: lower-cased Unicode words, English
 * stop words removed, and a light suffix stemmer (plural, -ing, -ed) so that "Normans" meets "Norman".
 */

const STOPWORD_LIST = `a about above after again against all also am an and any are aren't as at be because been before
being below between both but by can could did do does doing down during each few for from further had has have having he
her here hers herself him himself his how i if in into is it its itself just let me more most my myself no nor not of off
on once only or other ought our ours ourselves out over own same she should so some such than that the their theirs them
themselves then there these they this those through to too under until up upon very was we were what when where which
while who whom whose why will with would you your yours yourself yourselves s t d ll m re ve shall may might must`;

export const STOPWORDS: ReadonlySet<string> = new Set(STOPWORD_LIST.split(/\s+/));

/** Lower-cased words and numbers; apostrophes and hyphens split words ("aboleth's" → "aboleth", "s"). */
export function tokenizeWords(text: string): string[] {
  return text.normalize("NFKC").toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
}

/** Strips common English inflections; never shortens a word below three letters. */
export function stem(word: string): string {
  if (word.length <= 3 || /\d/.test(word)) return word;
  const rules: [RegExp, string][] = [
    [/ies$/, "y"],
    [/sses$/, "ss"],
    [/([^su])s$/, "$1"],
    [/eed$/, "ee"],
    [/([aeiou][^aeiou]*)ing$/, "$1"],
    [/([aeiou][^aeiou]*)ed$/, "$1"],
  ];
  for (const [suffix, replacement] of rules) {
    if (suffix.test(word)) {
      const stemmed = word.replace(suffix, replacement);
      return stemmed.length >= 3 ? stemmed : word;
    }
  }
  return word;
}

/** The stemmed content words of a text in order; all stemmed words when the text has only stop words. */
export function contentTerms(text: string): string[] {
  const words = tokenizeWords(text);
  const content = words.filter((word) => !STOPWORDS.has(word));
  return (content.length > 0 ? content : words).map(stem);
}
