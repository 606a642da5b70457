/**
 * Attribute values of the elements qaforge's prompts carry (`<document path="…" title="…"/>`, `<passage
 * section="…">`), written as XML writes them and read back by whoever parses the prompt: the offline engine, a test.
 * A Sphinx page's title "<no title> — Black documentation", a heading "a > b" or a file named `a "b".md` must not end
 * an element early. Prompts are written in `src/agents/` and read in `src/models/offline/`: this is the layer both see.
 */

/** A value between an attribute's double quotes. */
export function xmlAttribute(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

/** An attribute value as `xmlAttribute` wrote it, read back. */
export function fromXmlAttribute(value: string): string {
  return value.replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&quot;/g, '"').replace(/&amp;/g, "&");
}
