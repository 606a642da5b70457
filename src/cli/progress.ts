import type { Output } from "./io.js";

/**
 * A one-line progress display redrawn in place on a terminal; on a non-terminal nothing is redrawn and each
 * `log` call is one plain line.
 */
export class ProgressLine {
  private lastWidth = 0;
  private active = false;

  constructor(private readonly output: Output, private readonly enabled: boolean) {}

  update(text: string): void {
    if (!this.enabled || !this.output.isTTY) return;
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
    if (!this.active) return;
    process.stderr.write(`\r${" ".repeat(this.lastWidth)}\r`);
    this.active = false;
    this.lastWidth = 0;
  }
}
