import { describe, expect, it } from "vitest";
import { GenerateProgress } from "./generate-progress.js";
import type { Output } from "./io.js";

function capture(isTTY: boolean): { output: Output; lines: string[] } {
  const lines: string[] = [];
  return { lines, output: { out: (text) => lines.push(text), err: (text) => lines.push(text), isTTY, debug: false } };
}

describe("generate progress when not on a terminal", () => {
  it("prints one plain line per event, and an exhausted document once", () => {
    const { output, lines } = capture(false);
    const progress = new GenerateProgress(output);
    progress.handle({ type: "run_started", runId: "r1", resumed: true, documents: 2, finished: 1, outputPath: "/o.json", notes: ["a note"] });
    progress.handle({ type: "document_started", path: "a.md", accepted: 1, target: 3 });
    progress.handle({ type: "accepted", path: "a.md", attempt: 2, question: "What is X?", accepted: 2 });
    progress.handle({ type: "rejected", path: "a.md", attempt: 3, question: "What is Y?", reason: "duplicate", detail: "same as X" });
    progress.handle({ type: "exhausted", path: "a.md", reason: "8 consecutive failures" });
    progress.handle({ type: "document_finished", path: "a.md", status: "exhausted", accepted: 2, note: "8 consecutive failures" });
    expect(lines).toEqual([
      "resuming run r1: 2 documents, 1 already finished; output /o.json",
      "note: a note",
      "[a.md] started (1/3 accepted so far)",
      "[a.md] accepted 2/3: What is X?",
      "[a.md] rejected (duplicate): What is Y? — same as X",
      "[a.md] exhausted: 2 accepted (8 consecutive failures)",
    ]);
  });

  it("says that a lane's exhaustion report was not the document's end when a candidate of its round was rejected", () => {
    const { output, lines } = capture(false);
    const progress = new GenerateProgress(output);
    progress.handle({ type: "exhaustion_deferred", path: "a.md", reason: "no new fact", rejected: 1 });
    progress.handle({ type: "exhaustion_deferred", path: "a.md", reason: "no new fact", rejected: 2 });
    expect(lines).toEqual([
      "[a.md] reported nothing more to ask (no new fact), but a candidate of its round was rejected: asking once more",
      "[a.md] reported nothing more to ask (no new fact), but 2 candidates of its round were rejected: asking once more",
    ]);
    expect(lines.some((line) => line.includes("exhausted"))).toBe(false);
  });

  it("prints nothing with --json", () => {
    const { output, lines } = capture(false);
    new GenerateProgress(output, true).handle({ type: "document_started", path: "a.md", accepted: 0, target: 3 });
    expect(lines).toEqual([]);
  });
});
