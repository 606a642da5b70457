import { describe, expect, it } from "vitest";
import { readerOfReadme } from "../../../test/support/readme-fixture.js";

// A README that defines its package and, two sentences on, says what it is not: "Quillet is not built on the
// legacy engine". The negation is no rival definition, so "What is Quillet?" is not ambiguous.
const README = [
  "# Quillet",
  "",
  "Quillet is a small templating library for shell scripts, and is a faster alternative to the stock macro tools.",
  "",
  "In contrast to the stock macro tools, Quillet is not built on the legacy engine, so it needs no compiler.",
  "",
];

const readerAnswer = readerOfReadme("qaforge-negation-", README);

describe("the reader does not take 'X is not …' as a rival answer to 'What is X?'", () => {
  it("reads the definition alone", async () => {
    const own = await readerAnswer("What is Quillet?");
    expect(own.answer).toBe("a small templating library for shell scripts");
    expect(own.notes ?? "").not.toMatch(/ambiguous/);
  });
});
