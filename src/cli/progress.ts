import type { Output } from "./io.js";

/** Least time between two redraws: a pipeline may report hundreds of items a second, a person reads a few lines. */
export const REDRAW_INTERVAL_MS = 100;

/**
 * A one-line progress display redrawn in place on a terminal, at most every REDRAW_INTERVAL_MS (an update in between
 * is drawn when the interval ends, unless a newer one replaces it); on a non-terminal nothing is redrawn and each
 * `log` call is one plain line.
 */
export class ProgressLine {
  private lastWidth = 0;
  private active = false;
  private drawnAt = Number.NEGATIVE_INFINITY;
  private waiting: string | undefined;
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly output: Output,
    private readonly enabled: boolean,
    private readonly now: () => number = () => performance.now(),
  ) {}

  update(text: string): void {
    if (!this.enabled || !this.output.isTTY) return;
    const wait = this.drawnAt + REDRAW_INTERVAL_MS - this.now();
    if (wait <= 0) return this.draw(text);
    this.waiting = text;
    this.timer ??= setTimeout(() => {
      this.timer = undefined;
      const latest = this.waiting;
      this.waiting = undefined;
      if (latest !== undefined) this.draw(latest);
    }, wait).unref();
  }

  private draw(text: string): void {
    this.drawnAt = this.now();
    const columns = process.stderr.columns ?? 100;
    const line = text.length > columns - 1 ? `${text.slice(0, columns - 2)}…` : text;
    process.stderr.write(`\r${line}${" ".repeat(Math.max(0, this.lastWidth - line.length))}`);
    this.lastWidth = line.length;
    this.active = true;
  }

  /** A line that stays: printed above the progress line on a terminal, plainly otherwise. */
  log(text: string): void {
    this.clear();
    this.output.err(text);
  }

  clear(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    this.waiting = undefined;
    if (!this.active) return;
    process.stderr.write(`\r${" ".repeat(this.lastWidth)}\r`);
    this.active = false;
    this.lastWidth = 0;
  }
}
