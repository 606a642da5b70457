import { existsSync } from "node:fs";

const SYSTEM_CHROMIUMS = ["/usr/bin/chromium", "/usr/bin/chromium-browser"];

/** The Chromium browser tests drive: QAFORGE_CHROMIUM when set (and then only it), else the distribution's package. */
export function chromiumPath(): string | undefined {
  const explicit = process.env.QAFORGE_CHROMIUM;
  if (explicit) return existsSync(explicit) ? explicit : undefined;
  return SYSTEM_CHROMIUMS.find((path) => existsSync(path));
}

/**
 * The Chromium to drive, or a skip that says why there is none. Where QAFORGE_REQUIRE_CHROMIUM is set (.ci/run sets
 * it after installing Debian's chromium) a missing browser fails the test instead, so CI cannot pass by skipping.
 */
export function chromiumOrSkip(skip: (note: string) => never): string {
  const path = chromiumPath();
  if (path) return path;
  const lookedAt = process.env.QAFORGE_CHROMIUM ? `QAFORGE_CHROMIUM=${process.env.QAFORGE_CHROMIUM}` : SYSTEM_CHROMIUMS.join(", ");
  const reason = `no Chromium found (looked at ${lookedAt}); install one (apt-get install chromium) or set QAFORGE_CHROMIUM`;
  if (process.env.QAFORGE_REQUIRE_CHROMIUM && process.env.QAFORGE_REQUIRE_CHROMIUM !== "0") {
    throw new Error(`QAFORGE_REQUIRE_CHROMIUM is set but ${reason}`);
  }
  console.warn(`skipping browser test: ${reason}`);
  return skip(reason);
}
