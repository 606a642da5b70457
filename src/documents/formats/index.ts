import type { DocumentFormat } from "../document.js";
import type { FormatAdapter } from "./adapter.js";
import { docxAdapter } from "./docx.js";
import { emailAdapter } from "./email.js";
import { htmlAdapter } from "./html.js";
import { jatsAdapter } from "./jats.js";
import { markdownAdapter } from "./markdown.js";
import { pdfAdapter } from "./pdf.js";
import { textAdapter } from "./text.js";

export type { AdapterInput, FormatAdapter } from "./adapter.js";

export const FORMAT_ADAPTERS: readonly FormatAdapter[] = [
  textAdapter,
  markdownAdapter,
  pdfAdapter,
  jatsAdapter,
  htmlAdapter,
  docxAdapter,
  emailAdapter,
];

export function adapterForFormat(format: DocumentFormat): FormatAdapter {
  const adapter = FORMAT_ADAPTERS.find((candidate) => candidate.format === format);
  if (!adapter) throw new Error(`no adapter registered for ${format}`);
  return adapter;
}

export function adapterForExtension(extension: string): FormatAdapter | undefined {
  const lower = extension.toLowerCase();
  return FORMAT_ADAPTERS.find((adapter) => adapter.extensions.includes(lower));
}

export const SUPPORTED_EXTENSIONS: readonly string[] = FORMAT_ADAPTERS.flatMap((adapter) => adapter.extensions);
