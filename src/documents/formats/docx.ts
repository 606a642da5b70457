import { unavailableAdapter } from "./unavailable.js";

export const docxAdapter = unavailableAdapter("docx", [".docx"], false);
