import { afterEach, describe, expect, it, vi } from "vitest";
import { ProgressLine, REDRAW_INTERVAL_MS } from "./progress.js";

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

function terminal() {
  const drawn: string[] = [];
  vi.spyOn(process.stderr, "write").mockImplementation((chunk: string | Uint8Array) => {
    drawn.push(String(chunk).replace(/\r/g, "").trimEnd());
    return true;
  });
  return { drawn, output: { out: () => undefined, err: () => undefined, isTTY: true, debug: false } };
}

describe("ProgressLine", () => {
  it("redraws at most once per interval and then draws the latest update, not every one", () => {
    vi.useFakeTimers();
    const { drawn, output } = terminal();
    const progress = new ProgressLine(output, true, () => Date.now());
    for (let done = 1; done <= 500; done++) progress.update(`judged ${done}/500`);
    expect(drawn).toEqual(["judged 1/500"]);
    vi.advanceTimersByTime(REDRAW_INTERVAL_MS);
    expect(drawn).toEqual(["judged 1/500", "judged 500/500"]);
    vi.advanceTimersByTime(10 * REDRAW_INTERVAL_MS);
    expect(drawn).toHaveLength(2);
  });

  it("draws nothing waiting after clear(), and nothing at all off a terminal", () => {
    vi.useFakeTimers();
    const { drawn, output } = terminal();
    const progress = new ProgressLine(output, true, () => Date.now());
    progress.update("one");
    progress.update("two");
    progress.clear();
    vi.advanceTimersByTime(REDRAW_INTERVAL_MS * 2);
    expect(drawn.filter((line) => line !== "")).toEqual(["one"]);
    const offTerminal = new ProgressLine({ ...output, isTTY: false }, true);
    offTerminal.update("hidden");
    expect(drawn).not.toContain("hidden");
  });
});
