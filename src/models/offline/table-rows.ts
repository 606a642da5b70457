/**
 * What gtk-doc says every opaque structure holds, "The QrtrNode structure contains (only) private data and should only be
 * accessed using the provided API.": words of the tool, nothing of the structure.
 */
export const GTK_DOC_PRIVATE_CONTENT = String.raw`(?:only )?private (?:data|fields|members)`;

/** gtk-doc's introspection annotations, a cell or line of their own: "[transfer none]", "[nullable][transfer full]", "[array length=n]". */
export const GTK_DOC_ANNOTATION = /^(?:\[[a-z][\w -]*(?:\s*=?\s*[\w.*]+)?\])+$/i;

/**
 * The cells of a table row as document text writes it: Markdown's "| a | b |", and the HTML adapter's "a | b" (cells
 * joined by " | "). Outer pipes are taken off and each cell trimmed; a line with no pipe is no row. Every reader of
 * table rows in the offline engine splits them here (the questioner's table facts and options rows, the reader).
 * A rule row ("|---|:--:|") is split like any other: whether it counts is the caller's rule.
 */
export function rowCells(text: string): string[] | undefined {
  if (!text.includes("|")) return undefined;
  return text.trim().replace(/^\|/, "").replace(/\|$/, "").split("|").map((cell) => cell.trim());
}
