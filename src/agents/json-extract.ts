import { repairJson } from "./tool-call-repair.js";

export type JsonShape = "array" | "object" | "any";

/**
 * JSON out of a model's free text, as spec 001's extractor does and a little further: fenced blocks first, then the
 * whole text, then every balanced `[…]`/`{…}` region in order (strings respected), then the same regions repaired
 * (single quotes, trailing commas, Python literals). The first value of the wanted shape wins.
 */
export function extractJson(text: string, shape: JsonShape = "any"): { value: unknown } | { error: string } {
  const wanted = (value: unknown): boolean =>
    shape === "any" ? typeof value === "object" && value !== null : shape === "array" ? Array.isArray(value) : typeof value === "object" && value !== null && !Array.isArray(value);
  const candidates = [...fencedBlocks(text), text.trim(), ...balancedRegions(text)];
  for (const candidate of candidates) {
    const value = tryParse(candidate);
    if (value !== undefined && wanted(value)) return { value };
  }
  for (const candidate of balancedRegions(text)) {
    const repaired = repairJson(candidate);
    if ("error" in repaired) continue;
    const value = tryParse(repaired.text);
    if (value !== undefined && wanted(value)) return { value };
  }
  const what = shape === "array" ? "a JSON array" : shape === "object" ? "a JSON object" : "JSON";
  return { error: text.trim() === "" ? `the reply is empty; expected ${what}` : `could not read ${what} from the reply` };
}

function tryParse(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function fencedBlocks(text: string): string[] {
  return [...text.matchAll(/```[a-zA-Z]*[ \t]*\n?([\s\S]*?)```/g)].map((match) => match[1]!.trim());
}

const MAX_REGIONS = 50;

/** Balanced bracket regions by where they start (an unclosed one runs to the end, for repair); at most MAX_REGIONS. */
function balancedRegions(text: string): string[] {
  const regions: string[] = [];
  const opener = /[[{]/g;
  for (let starts = 0; regions.length < MAX_REGIONS && starts < MAX_REGIONS * 4; starts++) {
    const found = opener.exec(text);
    if (!found) break;
    const from = found.index;
    const end = matchingClose(text, from);
    if (end !== MISMATCHED) regions.push(end === UNCLOSED ? text.slice(from) : text.slice(from, end + 1)); // unclosed: repair may close it
    // The next start is the next bracket, also inside this region: "[1) and [{…}]" is balanced but not JSON.
  }
  return regions;
}

const UNCLOSED = -1;
const MISMATCHED = -2;

function matchingClose(text: string, from: number): number {
  const stack: string[] = [];
  let quote: string | undefined;
  for (let index = from; index < text.length; index++) {
    const char = text[index]!;
    if (quote) {
      if (char === "\\") index++;
      else if (char === quote) quote = undefined;
      continue;
    }
    if (char === '"') quote = char;
    else if (char === "[" || char === "{") stack.push(char === "[" ? "]" : "}");
    else if (char === "]" || char === "}") {
      if (stack.pop() !== char) return MISMATCHED;
      if (stack.length === 0) return index;
    }
  }
  return UNCLOSED;
}
