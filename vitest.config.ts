import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["src/**/*.test.ts", "test/**/*.test.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
    // Fails the run when a test wrote a `.qaforge` folder into ../shared/corpora, examples/ or test/fixtures/.
    globalSetup: ["test/support/corpus-guard.ts"],
  },
});
