import type { Aspect, AspectRetrieval, CoverageFeedback, FactualFeedback, Passage } from "./types.js";

/** How the agents' inputs are written into their prompts; the offline engines read the same forms back. */

export function planText(plan: readonly Aspect[]): string {
  return JSON.stringify(plan.map((aspect, index) => ({ n: index + 1, ...aspect })), null, 2);
}

/** Distinct passages of a retrieval, in order of their numbers. */
export function passagesOf(retrieval: readonly AspectRetrieval[]): Passage[] {
  const byId = new Map<number, Passage>();
  for (const entry of retrieval) for (const passage of entry.passages) if (!byId.has(passage.id)) byId.set(passage.id, passage);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

export function passageHeader(passage: Pick<Passage, "id" | "document" | "startLine" | "endLine">): string {
  const lines = passage.startLine === passage.endLine ? `line ${passage.startLine}` : `lines ${passage.startLine}-${passage.endLine}`;
  return `[${passage.id}] ${passage.document} ${lines}`;
}

/**
 * Each passage once, under a header naming its number, document and lines, its section (the headings above it: a
 * stat block's or a settings list's lines say whose they are only there), and the aspects it was found for.
 */
export function evidenceText(retrieval: readonly AspectRetrieval[], maxCharsPerPassage = 1200): string {
  const aspectsOf = new Map<number, string[]>();
  for (const entry of retrieval) for (const passage of entry.passages) aspectsOf.set(passage.id, [...(aspectsOf.get(passage.id) ?? []), entry.aspect]);
  const passages = passagesOf(retrieval);
  if (passages.length === 0) return "(no passage was found)";
  return passages
    .map((passage) => {
      const text = passage.text.length > maxCharsPerPassage ? `${passage.text.slice(0, maxCharsPerPassage)}…` : passage.text;
      const section = passage.section ? `, section "${passage.section.replace(/["\n]/g, "'")}"` : "";
      return `${passageHeader(passage)}${section} (aspect: ${[...new Set(aspectsOf.get(passage.id))].join("; ")})\n${text}`;
    })
    .join("\n\n");
}

export function numberedList(items: readonly string[]): string {
  return items.length === 0 ? "(none)" : items.map((item, index) => `${index + 1}. ${item}`).join("\n");
}

export function factualFeedbackText(feedback: FactualFeedback | undefined): string {
  if (!feedback) return "(none yet)";
  return JSON.stringify(
    {
      stats: feedback.stats,
      refuted: feedback.verdicts.filter((verdict) => verdict.label === "refuted").map(({ fact, reason }) => ({ fact, reason })),
      unclear: feedback.verdicts.filter((verdict) => verdict.label === "unclear").map(({ fact, reason }) => ({ fact, reason })),
      written_feedback: feedback.written_feedback,
    },
    null,
    2,
  );
}

export function coverageFeedbackText(feedback: CoverageFeedback | undefined): string {
  if (!feedback) return "(none yet)";
  return JSON.stringify(feedback, null, 2);
}
