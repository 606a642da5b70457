import type { GenerateEvent } from "../api/generate.js";
import type { Output } from "./io.js";
import { ProgressLine } from "./progress.js";

/**
 * What a person watching `qaforge generate` sees. On a terminal: one status line redrawn in place (documents
 * done/total, accepted/target of each active document, rejections by reason, tokens, cost) with accepted questions
 * and finished documents printed above it. Elsewhere (CI, a log file): one plain line per event.
 */
export class GenerateProgress {
  private readonly line: ProgressLine;
  private total = 0;
  private finished = 0;
  private target = 0;
  private readonly active = new Map<string, number>();
  private readonly rejections = new Map<string, number>();
  private tokens = 0;
  private cost = 0;

  constructor(private readonly output: Output, private readonly quiet = false) {
    this.line = new ProgressLine(output, !quiet);
  }

  handle(event: GenerateEvent): void {
    if (this.quiet) return;
    switch (event.type) {
      case "run_started":
        this.total = event.documents;
        this.finished = event.finished;
        this.log(
          `${event.resumed ? "resuming" : "starting"} run ${event.runId}: ${event.documents} documents` +
            (event.finished > 0 ? `, ${event.finished} already finished` : "") +
            `; output ${event.outputPath}`,
        );
        for (const note of event.notes) this.log(`note: ${note}`);
        break;
      case "document_started":
        this.target = event.target;
        this.active.set(event.path, event.accepted);
        if (!this.output.isTTY) this.log(`[${event.path}] started (${event.accepted}/${event.target} accepted so far)`);
        if (event.warning) this.log(`[${event.path}] warning: ${event.warning}`);
        break;
      case "accepted":
        this.active.set(event.path, event.accepted);
        this.log(`[${event.path}] accepted ${event.accepted}/${this.target}: ${event.question}`);
        break;
      case "rejected":
        this.rejections.set(event.reason, (this.rejections.get(event.reason) ?? 0) + 1);
        if (!this.output.isTTY) this.log(`[${event.path}] rejected (${event.reason}): ${event.question || "(no question)"} — ${event.detail}`);
        break;
      case "exhausted":
        // Said once, with the reason, when the document finishes.
        break;
      case "exhaustion_deferred":
        // Not the document's end: said like a rejection, in the plain log only.
        if (!this.output.isTTY) {
          const rejected = event.rejected === 1 ? "a candidate of its round was" : `${event.rejected} candidates of its round were`;
          this.log(`[${event.path}] reported nothing more to ask (${event.reason}), but ${rejected} rejected: asking once more`);
        }
        break;
      case "skipped":
        this.log(`[${event.path}] skipped: ${event.reason}`);
        break;
      case "document_finished":
        this.active.delete(event.path);
        this.finished++;
        this.log(`[${event.path}] ${event.status}: ${event.accepted} accepted${event.note ? ` (${event.note})` : ""}`);
        break;
      case "usage":
        this.tokens = event.totals.inputTokens + event.totals.outputTokens;
        this.cost = event.totals.costUsd;
        break;
      case "run_finished":
        this.line.clear();
        return;
      default:
        break;
    }
    this.redraw();
  }

  /** Clears the status line (before a final message). */
  stop(): void {
    this.line.clear();
  }

  private redraw(): void {
    const active = [...this.active].map(([path, accepted]) => `${shorten(path)} ${accepted}/${this.target}`).join(", ");
    const rejected = [...this.rejections].map(([reason, count]) => `${reason} ${count}`).join(", ");
    this.line.update(
      `docs ${this.finished}/${this.total}` +
        (active ? ` | ${active}` : "") +
        (rejected ? ` | rejected: ${rejected}` : "") +
        ` | ${formatTokens(this.tokens)} tokens | $${this.cost.toFixed(4)}`,
    );
  }

  private log(text: string): void {
    this.line.log(text);
  }
}

function shorten(path: string): string {
  return path.length > 28 ? `…${path.slice(-27)}` : path;
}

export function formatTokens(count: number): string {
  return count >= 1_000_000 ? `${(count / 1_000_000).toFixed(1)}M` : count >= 1000 ? `${(count / 1000).toFixed(1)}k` : String(count);
}
