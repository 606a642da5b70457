/**
 * A literal prefilter for regular-expression search: the literal pieces that every match of a pattern must contain,
 * found by a conservative reading of the pattern. A line that holds none of the pieces of any alternative cannot
 * match, so the (linear but slow) RE2 engine only runs on lines that can. When the pattern has a construct this
 * reading does not model, there is no prefilter and every line goes to RE2: the filter may pass too many lines,
 * never too few.
 */

/** For each top-level alternative, one literal it always contains (lower-cased when the search ignores case). */
export type RequiredLiterals = string[];

const MIN_LITERAL = 2;

export function requiredLiterals(pattern: string, ignoreCase: boolean): RequiredLiterals | undefined {
  const alternatives = splitTopLevel(pattern);
  if (!alternatives) return undefined;
  const literals: string[] = [];
  for (const alternative of alternatives) {
    const literal = longestRequiredRun(alternative);
    if (literal === undefined || literal.length < MIN_LITERAL) return undefined;
    literals.push(ignoreCase ? literal.toLowerCase() : literal);
  }
  return literals;
}

/** Whether a line can match: it contains the required literal of at least one alternative. */
export function mayMatch(line: string, literals: RequiredLiterals, ignoreCase: boolean): boolean {
  // RE2 folds case by Unicode orbits: the long s and the Kelvin sign match s and k.
  const haystack = ignoreCase ? line.toLowerCase().replace(/ſ/g, "s").replace(/\u212a/g, "k") : line;
  for (const literal of literals) if (haystack.includes(literal)) return true;
  return false;
}

/** Splits on `|` outside groups and classes; undefined for inline flags and other constructs not modelled. */
function splitTopLevel(pattern: string): string[] | undefined {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let index = 0; index < pattern.length; index++) {
    const char = pattern[index]!;
    if (char === "\\") {
      index++;
      continue;
    }
    if (char === "[") {
      const end = classEnd(pattern, index);
      if (end < 0) return undefined;
      index = end;
      continue;
    }
    if (char === "(") {
      if (pattern[index + 1] === "?" && pattern[index + 2] !== ":") return undefined; // flags, named groups
      depth++;
    } else if (char === ")") {
      depth--;
    } else if (char === "|" && depth === 0) {
      parts.push(pattern.slice(start, index));
      start = index + 1;
    }
  }
  if (depth !== 0) return undefined;
  parts.push(pattern.slice(start));
  return parts;
}

/** Index of the `]` closing the class that opens at `start`, or -1. */
function classEnd(pattern: string, start: number): number {
  let index = start + 1;
  if (pattern[index] === "^") index++;
  if (pattern[index] === "]") index++;
  for (; index < pattern.length; index++) {
    if (pattern[index] === "\\") index++;
    else if (pattern[index] === "]") return index;
  }
  return -1;
}

/** Escapes that stand for one literal character. */
const LITERAL_ESCAPES = new Set([..."\\.^$|?*+()[]{}/-\"'#&~!%,:;<=>@`_ "]);

/**
 * The longest run of characters that every match of this alternative contains in a row. Anything that is not a
 * plain character (classes, groups, anchors, `.`, escapes like `\d`) ends the run; a character made optional by
 * `?`, `*` or `{0,…}` is left out; one repeated by `+` or `{n,…}` counts once and ends the run.
 */
function longestRequiredRun(alternative: string): string | undefined {
  let best = "";
  let run = "";
  const endRun = () => {
    if (run.length > best.length) best = run;
    run = "";
  };
  for (let index = 0; index < alternative.length; index++) {
    const char = alternative[index]!;
    let literal: string | undefined;
    let next = index + 1;
    if (char === "\\") {
      const escaped = alternative[index + 1];
      if (escaped === undefined) return undefined;
      if (escaped === "Q" || escaped === "E" || escaped === "x" || escaped === "p" || escaped === "P") return undefined;
      literal = LITERAL_ESCAPES.has(escaped) ? escaped : undefined;
      next = index + 2;
    } else if (char === "[") {
      const end = classEnd(alternative, index);
      if (end < 0) return undefined;
      next = end + 1;
    } else if (char === "(") {
      const end = groupEnd(alternative, index);
      if (end < 0) return undefined;
      next = end + 1;
    } else if (!".^$*+?{}|)".includes(char)) {
      literal = char;
    }

    const quantifier = quantifierAt(alternative, next);
    if (quantifier === undefined) return undefined;
    if (literal === undefined) {
      endRun();
    } else if (quantifier.kind === "optional") {
      endRun();
    } else if (quantifier.kind === "repeated") {
      run += literal;
      endRun();
    } else {
      run += literal;
    }
    index = quantifier.end - 1;
  }
  endRun();
  return best;
}

/** Index of the `)` closing the group that opens at `start`, or -1. */
function groupEnd(pattern: string, start: number): number {
  let depth = 0;
  for (let index = start; index < pattern.length; index++) {
    const char = pattern[index]!;
    if (char === "\\") index++;
    else if (char === "[") {
      index = classEnd(pattern, index);
      if (index < 0) return -1;
    } else if (char === "(") depth++;
    else if (char === ")" && --depth === 0) return index;
  }
  return -1;
}

type Quantifier = { kind: "none" | "optional" | "repeated"; end: number };

/** The quantifier after an atom (with RE2's lazy `?` suffix), or undefined for a malformed one. */
function quantifierAt(pattern: string, index: number): Quantifier | undefined {
  const char = pattern[index];
  let kind: Quantifier["kind"] = "none";
  let end = index;
  if (char === "?" || char === "*") {
    kind = "optional";
    end = index + 1;
  } else if (char === "+") {
    kind = "repeated";
    end = index + 1;
  } else if (char === "{") {
    const match = /^\{(\d*)(,\d*)?\}/.exec(pattern.slice(index));
    if (match) {
      kind = match[1] === "" || match[1] === "0" ? "optional" : match[1] === "1" && match[2] === undefined ? "none" : "repeated";
      end = index + match[0].length;
    }
  }
  if (kind !== "none" && pattern[end] === "?") end++;
  return { kind, end };
}
