import { QaforgeError } from "../../errors.js";
import type { DocumentFormat } from "../document.js";
import type { FormatAdapter } from "./adapter.js";

/** Placeholder used only while an adapter is being written; replaced by the real adapter file. */
export function unavailableAdapter(format: DocumentFormat, extensions: string[], textual: boolean): FormatAdapter {
  return {
    format,
    extensions,
    textual,
    async load({ path }) {
      throw new QaforgeError("unsupported_format", `${format} documents are not supported yet`, { subject: path });
    },
  };
}
