/**
 * Words that point back at something said before ("it", "these", "the above", "the latter"). A question or answer that
 * holds one leans on its context. Every shape adds the words that point in its own kind of text (a cause's "so" and
 * "then", a list's "here" and "you"): one core list, extended where a shape needs more.
 */
export const POINTING_CORE = ["it", "its", "this", "that", "these", "those", "they", "them", "such", "above", "below", "former", "latter", "same", "previous"] as const;

/** A whole-word, case-insensitive pattern of the core pointing words and `extra`. */
export function pointingWords(...extra: string[]): RegExp {
  return new RegExp(`\\b(?:${[...POINTING_CORE, ...extra].join("|")})\\b`, "i");
}
