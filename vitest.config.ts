import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["src/**/*.test.ts", "test/**/*.test.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
    // Vitest leaves a core idle by default (cores − 1 workers): one worker on a two-core machine, and a test run that
    // nears ten minutes. Much of the suite waits on child processes and local servers, so every core runs a worker
    // (2 cores: 348 s against 558 s, measured 2026-11-29).
    maxWorkers: Math.max(2, availableParallelism()),
    minWorkers: 1,
    // Fails the run when a test wrote a `.qaforge` folder into ../shared/corpora, examples/ or test/fixtures/.
    globalSetup: ["test/support/corpus-guard.ts"],
  },
});
