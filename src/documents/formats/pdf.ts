import { unavailableAdapter } from "./unavailable.js";

export const pdfAdapter = unavailableAdapter("pdf", [".pdf"], false);
