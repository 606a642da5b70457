/** Lines by 1-based number (the sentence view's NumberedLines). */
type NumberedLines = ReadonlyMap<number, string>;

/**
 * A statistic of a whole text (its running heads, its vocabulary, its line width), computed once per text: the sentence
 * view is asked for many ranges of the same lines (each region a questioner reads, each fact it checks), and each
 * request would otherwise read the whole text again. A text is the same while the same map holds the same lines: its
 * size and total length are checked, so lines added to a map that grows as a reader reads are counted.
 */
export function perText<T>(compute: (lines: NumberedLines) => T): (lines: NumberedLines) => T {
  // The value is shared by every caller of the same text: it must not change, but to hold more of what the same text
  // gives (a cache filled as it is asked).
  const cache = new WeakMap<NumberedLines, { size: number; length: number; value: T }>();
  return (lines) => {
    let length = 0;
    for (const text of lines.values()) length += text.length;
    const hit = cache.get(lines);
    if (hit && hit.size === lines.size && hit.length === length) return hit.value;
    const value = compute(lines);
    cache.set(lines, { size: lines.size, length, value });
    return value;
  };
}
