/**
 * Does a question stand on its own, as its answer reads? An answer must state content: one that points at another
 * place of the text ("move on to later sections", "the following", "in the environment of that function") or only
 * appraises its subject ("quite small") answers nothing a reader of the question alone can use. Rules of English,
 * measured over every rated question by bench/generate/standalone.ts.
 */

/**
 * An answer that points at another place of the text instead of stating content: "move on to later sections", "as
 * follows", "the following", "in the environment of that function". A rule of English: a place word, or a
 * demonstrative whose noun neither the question nor the answer has named before it, stands for text outside the
 * answer, which the reader of the question never saw. A demonstrative that opens the answer ("This option changes
 * …") stands for the question's subject; one whose noun was named before ("the docs directory … that directory")
 * stands for that.
 */
const POINTS_ELSEWHERE =
  /\b(?:later|earlier|next|previous|following|preceding|above|below|other|subsequent) (?:sections?|chapters?|examples?|pages?|paragraphs?|parts?|steps?)\b|\bas (?:follows|above|below|shown|described|explained|mentioned|discussed)\b|\bthe (?:following|above|preceding|previous)\b|\bsee (?:also )?(?:below|above|section|chapter)\b|\b(?:below|above)$/i;
/** Kinds of thing a technical text refers back to with a demonstrative ("that function", "these arguments"). */
const REFERENT_KINDS =
  "functions?|methods?|options?|arguments?|parameters?|variables?|values?|examples?|cases?|files?|objects?|settings?|classes|class|packages?|commands?|models?|tests?|versions?|features?|steps?|sections?|tables?|figures?|approach(?:es)?|calls?|results?|data|codes?|keys?|fields?|types?|modes?|flags?";
const DEMONSTRATIVE = new RegExp(`\\b(this|that|these|those) (${REFERENT_KINDS})\\b`, "gi");
/** A degree adverb before an adjective: an appraisal ("quite small", "very easy"), not what a thing is. */
const APPRAISAL = /^(?:quite|very|rather|fairly|pretty|extremely|relatively|really|too|so|somewhat|remarkably|surprisingly|incredibly|reasonably)\s+[a-z]+/i;

/** Why an answer states no content of its own, or undefined when it does. */
export function answerNotContent(question: string, answer: string): string | undefined {
  const text = answer.trim();
  const pointer = POINTS_ELSEWHERE.exec(text);
  if (pointer) return `the answer points elsewhere ("${pointer[0]}") instead of stating content`;
  for (const match of text.matchAll(DEMONSTRATIVE)) {
    if (match.index === 0) continue; // "This option changes …": the question's subject
    const noun = match[2]!.toLowerCase().replace(/(?:es|s)$/, "");
    const before = `${question} ${text.slice(0, match.index)}`.toLowerCase();
    if (!new RegExp(`\\b${noun}`).test(before)) return `"${match[0]}" in the answer points back at something the question does not name`;
  }
  if (/^what (?:is|are|was|were)\b/i.test(question.trim()) && APPRAISAL.test(text)) return 'the answer appraises ("quite small") instead of saying what it is';
  return undefined;
}
