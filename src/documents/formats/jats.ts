import { unavailableAdapter } from "./unavailable.js";

export const jatsAdapter = unavailableAdapter("jats", [".xml",".nxml",".jats"], true);
