import { readFile } from "node:fs/promises";
import { parseDocument } from "yaml";
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

/** Reads a configuration file; a missing or unreadable file is `config_not_found` naming it. */
export async function readConfigFile(file: string, missing = "no such file"): Promise<string> {
  try {
    return await readFile(file, "utf8");
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new QaforgeError("config_not_found", code === "ENOENT" ? missing : (error as Error).message, { subject: file });
  }
}

/** Parses YAML text; broken YAML is `config_invalid` naming the file and the line. */
export function parseYaml(text: string, file: string): unknown {
  const yamlDocument = parseDocument(text, { prettyErrors: true });
  if (yamlDocument.errors.length > 0) {
    const first = yamlDocument.errors[0]!;
    const where = first.linePos?.[0] ? ` at line ${first.linePos[0].line}` : "";
    throw new QaforgeError("config_invalid", `not valid YAML${where}: ${first.message.split("\n")[0]}`, { subject: file });
  }
  return yamlDocument.toJS();
}

/** Checks parsed content against a schema; the first problem names the file, the field and the expectation. */
export function checkConfig<Schema extends z.ZodType>(schema: Schema, content: unknown, file: string): z.infer<Schema> {
  const parsed = schema.safeParse(content, { reportInput: true });
  if (!parsed.success) throw configErrorFromZod(file, parsed.error);
  return parsed.data;
}

/** A list field whose items' `id` must be unique: the second of two equal ids is the issue, at its own path. */
export function uniqueIds<Field extends string>(field: Field, noun: string) {
  return (value: { [key in Field]: readonly { id: string }[] }, context: z.core.$RefinementCtx): void => {
    const seen = new Set<string>();
    value[field].forEach((item, index) => {
      if (seen.has(item.id)) context.addIssue({ code: "custom", message: `duplicate ${noun} id "${item.id}"`, path: [field, index, "id"] });
      seen.add(item.id);
    });
  };
}
