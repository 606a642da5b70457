import { existsSync } from "node:fs";

/**
 * The Chromium that browser tests drive (Debian's `chromium`, installed by .ci/run). Without one the tests skip,
 * except where QAFORGE_REQUIRE_CHROMIUM is set (CI), where a missing browser is a failure, not a skip.
 */
export function chromiumPath(): string | undefined {
  const candidates = [process.env.QAFORGE_CHROMIUM, "/usr/bin/chromium", "/usr/bin/chromium-browser"].filter((path): path is string => !!path);
  const found = candidates.find((path) => existsSync(path));
  if (!found && process.env.QAFORGE_REQUIRE_CHROMIUM) throw new Error(`QAFORGE_REQUIRE_CHROMIUM is set but no Chromium was found (looked at ${candidates.join(", ")})`);
  return found;
}
