import { unavailableAdapter } from "./unavailable.js";

export const htmlAdapter = unavailableAdapter("html", [".html",".htm",".xhtml"], true);
