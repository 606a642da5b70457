import { unavailableAdapter } from "./unavailable.js";

export const emailAdapter = unavailableAdapter("email", [".eml"], true);
