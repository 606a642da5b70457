/** Lines as the offline engines read them: 1-based line number → text. */
export function numberedLines(lines: readonly string[]): Map<number, string> {
  return new Map(lines.map((text, index) => [index + 1, text] as const));
}
