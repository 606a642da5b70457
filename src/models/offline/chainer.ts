import type { BaseMessage } from "@langchain/core/messages";
import { contentWords, STOPWORDS } from "../../documents/words.js";
import { OfflineChatModel, type OfflineEngineContext, type OfflineTurn } from "./chat-model.js";
import { bulletItems, humanTexts, taggedSection, toolExchanges, type ToolExchange } from "./conversation.js";
import { factsIn, type Fact } from "./facts.js";

/**
 * The chains generator without a model (spec 001 step 2's agent, as a baseline). From the seed passage it takes the
 * names and rare terms, searches the corpus for them (fanning out with search_in_parallel when it has it), picks a
 * term that two files (or two far-apart places of one file) both mention, reads around each mention and joins a
 * stated fact of each passage into one two-part question whose answer needs both passages. It writes what it finds
 * and nothing else: no fact is invented, every snippet is copied from the lines read. A real model writes questions
 * that truly chain (the answer of one hop being the key to the next) and fit the category; this one only bridges.
 */
export class ChainerModel extends OfflineChatModel {
  readonly engine = "chainer";

  static override lc_name(): string {
    return "OfflineChainer";
  }

  protected respond(messages: readonly BaseMessage[], context: OfflineEngineContext): OfflineTurn {
    const prompt = humanTexts(messages)[0] ?? "";
    const task = readTask(prompt);
    const exchanges = toolExchanges(messages);
    const can = (name: string) => !context.tools || context.tools.has(name);
    const isSearch = (exchange: ToolExchange) => exchange.name === "grep" || exchange.name === "search_in_parallel";
    // Round 1 follows the seed's terms; round 2 (only when round 1 joined nothing) follows what the facts read in
    // round 1 are about. Each round is its searches, then its reads.
    const firstSearch = exchanges.findIndex(isSearch);
    const secondSearch = exchanges.findIndex((exchange, index) => index > firstSearch && isSearch(exchange) && exchanges.slice(firstSearch, index).some((earlier) => earlier.name === "read"));
    const roundOne = secondSearch < 0 ? exchanges : exchanges.slice(0, secondSearch);
    const searches = roundOne.filter(isSearch);
    const reads = roundOne.filter((exchange) => exchange.name === "read");

    if (searches.length === 0) {
      const terms = seedTerms(task.seedContext).slice(0, MAX_TERMS);
      if (terms.length === 0) return submit(can, [], "The seed passage names nothing to search for.");
      return search(can, terms, (term) => `where else "${term}" is mentioned`, `Searching the corpus for ${terms.map((term) => `"${term}"`).join(", ")}.`);
    }

    const bridges = chooseBridges(searches, task.minHops).slice(0, MAX_BRIDGES);
    if (reads.length === 0) {
      if (bridges.length === 0) return submit(can, [], "No term of the seed passage is mentioned in two places of the corpus.");
      return readAround(bridges.flatMap((bridge) => bridge.hits), bridges.map((bridge) => `"${bridge.term}" is mentioned in ${bridge.hits.map((hit) => `${hit.file}:${hit.line}`).join(" and ")}`).join("; ") + "; reading around each mention.");
    }

    const passages = reads.map((exchange) => parseRead(exchange.result ?? "")).filter((passage): passage is Passage => passage !== undefined);
    const pairs: unknown[] = [];
    const used = new Set<string>();
    // Questions the run already has are not written again: neither part of one is reused.
    const asked = bulletItems(taggedSection(prompt, "already_asked"));
    for (const bridge of bridges) {
      const around = bridge.hits.map((hit) => passages.find((passage) => passage.file === hit.file && passage.from <= hit.line && hit.line <= passage.to));
      if (around.some((passage) => passage === undefined)) continue;
      const [first, second] = around as [Passage, Passage];
      pairs.push(...bridgePairs(bridge.term, first, passageFacts(first, bridge.term), second, passageFacts(second, bridge.term), task.pairs - pairs.length, used, task.aggregates, asked));
      if (pairs.length >= task.pairs) break;
    }
    if (pairs.length > 0) return submit(can, pairs, `Joined stated facts of the passages read into ${pairs.length} two-part question${pairs.length > 1 ? "s" : ""}.`);

    // Round 2: the facts the passages do state, each followed by what it is about to another place of the corpus.
    const leads = factLeads(passages).slice(0, MAX_TERMS);
    if (leads.length === 0 || !can("grep") && !can("search_in_parallel")) return submit(can, [], "The passages read state no facts that can be joined into a question.");
    const roundTwo = exchanges.slice(secondSearch);
    if (secondSearch < 0) {
      return search(can, leads.map((lead) => lead.term), (term) => `another place that says something about "${term}"`, `No seed term joins two stated facts; following what the facts read are about: ${leads.map((lead) => `"${lead.term}"`).join(", ")}.`);
    }
    const places = leadPlaces(roundTwo.filter(isSearch), leads);
    const secondReads = roundTwo.filter((exchange) => exchange.name === "read");
    if (secondReads.length === 0) {
      if (places.length === 0) return submit(can, [], "What the facts read are about is mentioned nowhere else in the corpus.");
      return readAround(places.map((place) => place.hit), places.map((place) => `"${place.lead.term}" is also mentioned in ${place.hit.file}:${place.hit.line}`).join("; ") + "; reading around each mention.");
    }
    const more = secondReads.map((exchange) => parseRead(exchange.result ?? "")).filter((passage): passage is Passage => passage !== undefined);
    for (const place of places) {
      const passage = more.find((candidate) => candidate.file === place.hit.file && candidate.from <= place.hit.line && place.hit.line <= candidate.to);
      if (!passage) continue;
      pairs.push(...bridgePairs(place.lead.term, place.lead.passage, [place.lead.fact], passage, passageFacts(passage, place.lead.term), task.pairs - pairs.length, used, task.aggregates, asked));
      if (pairs.length >= task.pairs) break;
    }
    return submit(can, pairs, pairs.length > 0 ? `Followed stated facts to another place and joined them into ${pairs.length} two-part question${pairs.length > 1 ? "s" : ""}.` : "The places read state no facts that can be joined into a question.");
  }
}

function search(can: (name: string) => boolean, terms: readonly string[], purpose: (term: string) => string, content: string): OfflineTurn {
  if (can("search_in_parallel")) {
    return { content, toolCalls: [{ name: "search_in_parallel", args: { searches: terms.map((term) => ({ pattern: term, ignore_case: true, purpose: purpose(term) })) } }] };
  }
  return { content, toolCalls: terms.map((term) => ({ name: "grep", args: { pattern: term, ignore_case: true } })) };
}

function readAround(hits: readonly Hit[], content: string): OfflineTurn {
  return { content, toolCalls: uniqueHits(hits).map((hit) => ({ name: "read", args: { file: hit.file, start_line: Math.max(1, hit.line - READ_AROUND), end_line: hit.line + READ_AROUND } })) };
}

/** A stated fact of a passage read, and the term it is about (a name, an identifier or a rare word of its question). */
interface Lead {
  term: string;
  fact: Fact;
  passage: Passage;
}

const QUESTION_WORDS = new Set("what which who whom whose when where why how does do did is are was were can could should would may might must will according in of for to at by on with from the a an".split(" "));
/** Words that say how a text goes, not what it is about: following one joins places that share a turn of phrase. */
const GENERIC_WORDS = new Set(
  (
    "following example information possible different another available general particular including various several " +
    "something anything everything otherwise instead section chapter appendix description introduction overview " +
    "details number result important necessary additional similar specific default simple previous instance " +
    "support determine configure provide require contain include describe explain mention consider"
  ).split(" "),
);

/**
 * What a fact's question is about, most specific first: a code identifier or option (`credential.helper`, `--cached`),
 * a name ("Court of Appeal", "Millbrook"), then a long word that is neither a verb form nor a word every text uses.
 */
export function leadTerms(question: string): string[] {
  const words = question.replace(/\?$/, "").split(/\s+/).map((word) => word.replace(/^[("'`‘“]+|[)"'`’”,;:.]+$/g, "")).filter(Boolean);
  const identifiers = words.filter((word) => /^--?[a-z][\w-]{2,}$|^[A-Za-z_]\w*(?:\.[A-Za-z_]\w*)+(?:\(\))?$|^[a-z]+[A-Z]\w*$|^\w+_\w+$|^\w{2,}\(\)$/.test(word));
  const names = [...question.matchAll(/(?<!^)\b[A-Z][a-z]+(?:\s+(?:of|de|the)?\s*[A-Z][a-z]+)*\b/g)].map((match) => match[0]).filter((name) => name.length >= 4 && !QUESTION_WORDS.has(name.toLowerCase()));
  const rare = words
    .map((word) => word.toLowerCase())
    .filter((word) => /^[a-z]{6,}$/.test(word) && !QUESTION_WORDS.has(word) && !GENERIC_WORDS.has(word) && !STOPWORDS.has(word) && !/(?:ed|ing|ly)$/.test(word))
    .sort((a, b) => b.length - a.length);
  const seen = new Set<string>();
  return [...identifiers.map((word) => word.replace(/\(\)$/, "")), ...names, ...rare].filter((term) => !seen.has(term.toLowerCase()) && seen.add(term.toLowerCase()));
}

/** For each fact of the passages, the most specific term of its question that its evidence also states. */
function factLeads(passages: readonly Passage[]): Lead[] {
  const leads: Lead[] = [];
  const seen = new Set<string>();
  for (const passage of passages) {
    for (const fact of factsIn(passage.lines, passage.from, passage.to, {})) {
      const evidence = fact.evidence.map((range) => rangeText(passage, range)).join(" ").toLowerCase();
      const term = leadTerms(fact.question).find((candidate) => evidence.includes(candidate.toLowerCase()) && !fact.answer.toLowerCase().includes(candidate.toLowerCase()));
      if (!term || seen.has(term.toLowerCase())) continue;
      seen.add(term.toLowerCase());
      leads.push({ term, fact, passage });
    }
  }
  return leads;
}

/** For each lead, the first mention of its term away from the passage its fact came from. */
function leadPlaces(searches: readonly ToolExchange[], leads: readonly Lead[]): { lead: Lead; hit: Hit }[] {
  const places: { lead: Lead; hit: Hit }[] = [];
  for (const exchange of searches) {
    const terms = exchange.name === "grep" ? [String(exchange.args.pattern ?? "")] : ((exchange.args.searches as { pattern?: string }[] | undefined) ?? []).map((search) => String(search.pattern ?? ""));
    for (const block of searchBlocks(exchange.result ?? "", terms)) {
      const lead = leads.find((candidate) => candidate.term === block.term);
      if (!lead) continue;
      const away: Hit[] = [];
      for (const hit of block.hits) {
        if (hit.file === lead.passage.file && Math.abs(hit.line - lead.fact.evidence[0]!.start_line) < FAR_APART_LINES) continue;
        if (away.some((place) => place.file === hit.file && Math.abs(place.line - hit.line) < FAR_APART_LINES)) continue;
        away.push(hit);
      }
      for (const hit of orderPlaces(away, true).slice(0, PLACES_PER_LEAD)) places.push({ lead, hit });
    }
  }
  return places;
}

function uniqueHits(hits: readonly Hit[]): Hit[] {
  const seen = new Set<string>();
  return hits.filter((hit) => !seen.has(`${hit.file}:${hit.line}`) && seen.add(`${hit.file}:${hit.line}`));
}

const MAX_TERMS = 6;
const READ_AROUND = 12;
/** Terms tried as bridges in one invocation (each costs its reads). */
const MAX_BRIDGES = 3;
/** Other mentions of a fact's term read in round 2 (different files first). */
const PLACES_PER_LEAD = 3;
/** Two mentions in one file count as two places when this many lines apart. */
const FAR_APART_LINES = 30;

interface Task {
  /** The category asks for figures combined (numerical aggregation): two numbers are summed. */
  aggregates: boolean;
  seedContext: string;
  minHops: number;
  pairs: number;
}

function readTask(prompt: string): Task {
  const hops = /(\d+)/.exec(taggedSection(prompt, "hop_range") ?? "")?.[1];
  const pairs = Number(taggedSection(prompt, "n_pairs") ?? "");
  const category = `${taggedSection(prompt, "category_name") ?? ""} ${taggedSection(prompt, "category_description") ?? ""}`;
  return {
    aggregates: /\b(numerical|aggregat\w*|sum|sums|total|totals|computed)\b/i.test(category),
    seedContext: taggedSection(prompt, "seed_context") ?? "",
    minHops: Math.max(2, Number(hops ?? 2)),
    pairs: Number.isInteger(pairs) && pairs > 0 ? pairs : 3,
  };
}

function submit(can: (name: string) => boolean, pairs: unknown[], content: string): OfflineTurn {
  if (can("submit_pairs")) return { content, toolCalls: [{ name: "submit_pairs", args: { pairs } }] };
  return { content: `${content}\n${JSON.stringify(pairs)}`, toolCalls: [] };
}

/** Names ("Court of Appeal", "Kenneth Lay") first, then long words that are rare in the passage. */
export function seedTerms(seed: string): string[] {
  const body = seed.replace(/^From .*?lines \d+[–-]\d+:\s*/i, "");
  const names = [...body.matchAll(/\b[A-Z][a-z]+(?:\s+(?:of|de|van|von|the)?\s*[A-Z][a-z]+)+\b/g)].map((match) => match[0].replace(/\s+/g, " "));
  const counts = new Map<string, number>();
  for (const word of contentWords(body)) if (word.length >= 7 && !/\d/.test(word)) counts.set(word, (counts.get(word) ?? 0) + 1);
  const rare = [...counts.entries()].sort((a, b) => b[0].length - a[0].length || a[0].localeCompare(b[0])).map(([word]) => word);
  const trimmed = names.map((name) => name.replace(/^(?:The|This|That|These|In|On|At|For|And|But|By|From|When|After|Before)\s+/, "")).filter((name) => name.includes(" "));
  return [...new Set([...trimmed, ...rare])];
}

interface Hit {
  file: string;
  line: number;
}

/** Terms mentioned in at least two places, the ones spread over most files first (then in the seed's order). */
function chooseBridges(searches: readonly ToolExchange[], minHops: number): { term: string; hits: Hit[] }[] {
  const byTerm = new Map<string, Hit[]>();
  for (const exchange of searches) {
    const terms = exchange.name === "grep" ? [String(exchange.args.pattern ?? "")] : ((exchange.args.searches as { pattern?: string }[] | undefined) ?? []).map((search) => String(search.pattern ?? ""));
    for (const block of searchBlocks(exchange.result ?? "", terms)) {
      byTerm.set(block.term, [...(byTerm.get(block.term) ?? []), ...block.hits]);
    }
  }
  const candidates: { term: string; hits: Hit[]; mentions: number }[] = [];
  for (const [term, hits] of byTerm) {
    const places: Hit[] = [];
    for (const hit of hits) {
      if (places.some((place) => place.file === hit.file && Math.abs(place.line - hit.line) < FAR_APART_LINES)) continue;
      places.push(hit);
    }
    const files = new Set(places.map((place) => place.file));
    if (places.length >= minHops) candidates.push({ term, hits: orderPlaces(places, files.size > 1).slice(0, minHops), mentions: hits.length });
  }
  // Spread over most files first; then the most specific (fewest mentions: a name, not a label every page repeats).
  const spread = (candidate: { hits: Hit[] }) => new Set(candidate.hits.map((hit) => hit.file)).size;
  return candidates
    .map((candidate, order) => ({ candidate, order }))
    .sort((a, b) => spread(b.candidate) - spread(a.candidate) || a.order - b.order)
    .map(({ candidate }) => ({ term: candidate.term, hits: candidate.hits }));
}

/** Different files before a second place in the same file. */
function orderPlaces(places: Hit[], manyFiles: boolean): Hit[] {
  if (!manyFiles) return places;
  const seen = new Set<string>();
  const first: Hit[] = [];
  const rest: Hit[] = [];
  for (const place of places) {
    (seen.has(place.file) ? rest : first).push(place);
    seen.add(place.file);
  }
  return [...first, ...rest];
}

/** `file:line: text` lines, attributed to the term whose block they follow (search_in_parallel) or to the one term (grep). */
function searchBlocks(result: string, terms: readonly string[]): { term: string; hits: Hit[] }[] {
  const blocks: { term: string; hits: Hit[] }[] = [];
  let current: { term: string; hits: Hit[] } | undefined = terms.length === 1 ? { term: terms[0]!, hits: [] } : undefined;
  if (current) blocks.push(current);
  for (const line of result.split("\n")) {
    const header = /^## Search \d+: "(.*?)"(?: \(|$)/.exec(line);
    if (header && terms.includes(header[1]!)) {
      current = { term: header[1]!, hits: [] };
      blocks.push(current);
      continue;
    }
    const hit = /^(\S[^:\n]*):(\d+): /.exec(line);
    if (hit && current) current.hits.push({ file: hit[1]!, line: Number(hit[2]) });
  }
  return blocks;
}

interface Passage {
  file: string;
  lines: Map<number, string>;
  from: number;
  to: number;
}

function parseRead(text: string): Passage | undefined {
  const header = /^(\S.*?) lines (\d+)-(\d+) of \d+:/.exec(text);
  if (!header) return undefined;
  const lines = new Map<number, string>();
  for (const line of text.split("\n").slice(1)) {
    const match = /^(\d+)\t(.*)$/.exec(line);
    if (match) lines.set(Number(match[1]), match[2]!);
  }
  return { file: header[1]!, lines, from: Number(header[2]), to: Number(header[3]) };
}

/**
 * Facts of a passage about the bridging term, the term being what joins the hops: its sentence, or its question
 * (where a heading names the subject: "What is the Armor Class of the Aboleth?"), mentions the term.
 */
function passageFacts(passage: Passage, term: string): Fact[] {
  const wanted = term.toLowerCase();
  const mentions = (fact: Fact) => fact.question.toLowerCase().includes(wanted) || fact.evidence.some((range) => rangeText(passage, range).toLowerCase().includes(wanted));
  return factsIn(passage.lines, passage.from, passage.to, {}).filter(mentions);
}

function rangeText(passage: Passage, range: { start_line: number; end_line: number }): string {
  const out: string[] = [];
  for (let line = range.start_line; line <= range.end_line; line++) out.push(passage.lines.get(line) ?? "");
  return out.join(" ").replace(/\s+/g, " ").trim();
}

const MIN_ANSWER_CHARS = 20;

/** Two-part questions from a fact of the first passage and a fact of the second, both about the term joining them. */
function bridgePairs(term: string, first: Passage, left: readonly Fact[], second: Passage, right: readonly Fact[], wanted: number, used: Set<string>, aggregates: boolean, asked: readonly string[]): unknown[] {
  const askedBefore = (question: string) => asked.some((previous) => previous.includes(question.replace(/\?$/, "")) || previous.includes(`${question.charAt(0).toLowerCase()}${question.slice(1).replace(/\?$/, "")}`));
  const pairs: unknown[] = [];
  for (const a of left) {
    for (const b of right) {
      if (pairs.length >= wanted) return pairs;
      if (used.has(a.question) || used.has(b.question) || a.question === b.question || askedBefore(a.question) || askedBefore(b.question)) continue;
      const sum = aggregates ? summed(a, b) : undefined;
      // Two short answers ("1952", "1998") say which is which, so the golden answer reads on its own.
      const joined = `${a.answer}; ${b.answer}`;
      const sentence = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);
      const answer = sum?.answer ?? (joined.length >= MIN_ANSWER_CHARS ? joined : `First part: ${sentence(a.answer)} Second part: ${sentence(b.answer)}`);
      used.add(a.question).add(b.question);
      const snippets = [rangeText(first, a.evidence[0]!), rangeText(second, b.evidence[0]!)];
      const locations = [
        { file: first.file, ...a.evidence[0]! },
        { file: second.file, ...b.evidence[0]! },
      ];
      pairs.push({
        question: sum?.question ?? `${a.question.replace(/\?$/, "")}, and ${b.question.charAt(0).toLowerCase()}${b.question.slice(1)}`,
        golden_answer: answer,
        difficulty: first.file === second.file ? "medium" : "hard",
        entities: [{ label: term, description: `mentioned in ${first.file} and ${second.file}`, evidence_snippet: snippets[0], evidence_location: locations[0] }],
        disambiguation_statement: `The first part is answered by ${first.file}, the second by ${second.file}.`,
        evidence_snippets: snippets,
        source_files: [...new Set([first.file, second.file])],
        evidence_locations: locations,
      });
    }
  }
  return pairs;
}

/** "What is the Armor Class of the Aboleth?" and "… of the Air Elemental?" with 17 and 15 → their sum, 32. */
function summed(a: Fact, b: Fact): { question: string; answer: string } | undefined {
  const number = (answer: string) => (/^\d{1,3}(,\d{3})*(\.\d+)?$|^\d+(\.\d+)?$/.test(answer.trim()) ? Number(answer.replace(/,/g, "")) : undefined);
  const subject = (question: string) => /^What (?:is|was) (the .+)\?$/.exec(question)?.[1];
  const [x, y] = [number(a.answer), number(b.answer)];
  const [first, second] = [subject(a.question), subject(b.question)];
  if (x === undefined || y === undefined || !first || !second) return undefined;
  const total = Math.round((x + y) * 1000) / 1000;
  return { question: `What is the sum of ${first} and ${second}?`, answer: `The sum is ${total}: ${a.answer} plus ${b.answer}.` };
}
