/**
 * Comparatives, as the questioner, the reader and the context judge all read them. The questioner asks "X is much
 * faster than Y" as "What is X much faster than?" and the reader must read that question the same way, so both build
 * their pattern from here; the context judge, which only has to notice a comparison, accepts any degree word.
 */

/** Degree words the questioner keeps in a "than" question ("much more flexible than", "far larger than"). */
export const ASKED_DEGREE = ["much", "far", "considerably", "substantially"] as const;

/** Every degree word a comparative may carry: "completely different", "slightly faster", "a lot more". */
export const ANY_DEGREE = [...ASKED_DEGREE, "significantly", "slightly", "somewhat", "completely", "entirely", "totally", "quite", "even", "very", "a bit", "a little", "a lot"] as const;

/** "more flexible", "less costly", "faster", each perhaps after a degree word the questioner keeps (regex source). */
export const ASKED_COMPARATIVE = `(?:(?:${ASKED_DEGREE.join("|")}) )?(?:(?:more|less) [a-z]+|[a-z]{3,}er)`;
