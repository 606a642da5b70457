import type { z } from "zod";
import { QaforgeError } from "../errors.js";

/** Turns the first zod issue into one line naming the file, the field path and what was expected. */
export function configErrorFromZod(file: string, error: z.ZodError): QaforgeError {
  const issue = error.issues[0]!;
  const path = issue.path.length > 0 ? issue.path.map((part) => (typeof part === "number" ? `[${part}]` : String(part))).join(".").replace(/\.\[/g, "[") : "(top level)";
  return new QaforgeError("config_invalid", `field ${path}: ${describeIssue(issue)}`, { subject: file });
}

function describeIssue(issue: z.core.$ZodIssue): string {
  switch (issue.code) {
    case "invalid_type":
      return issue.input === undefined ? `is required (expected ${issue.expected})` : `expected ${issue.expected}, got ${typeOf(issue.input)}`;
    case "too_small":
      return issue.origin === "string" ? "must not be empty" : issue.message;
    case "unrecognized_keys":
      return `unknown field${issue.keys.length > 1 ? "s" : ""} ${issue.keys.map((key) => `"${key}"`).join(", ")}`;
    default:
      return issue.message;
  }
}

function typeOf(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "a list";
  if (typeof value === "object") return "a mapping";
  return `${typeof value} ${JSON.stringify(value)}`;
}
