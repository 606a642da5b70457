import { z } from "zod";
import { QaforgeError } from "../errors.js";
import { parseJsonLines } from "../json-lines.js";
import { configErrorFromZod, readConfigFile } from "./errors.js";

/**
 * A document registered by URL: one line of a JSONL manifest such as
 * `{"id": "pmid-23071545", "title": "…", "abstract": "…", "url": "https://…/paper.pdf"}`.
 * `qaforge ask <id> --manifest docs.jsonl` answers from its abstract, or from its full text once downloaded.
 */
export interface ManifestEntry {
  id: string;
  title?: string;
  abstract?: string;
  /** Where the full text can be downloaded (open access first, the proxy only with consent). */
  url?: string;
  /** 1-based line of the manifest that registered it. */
  line: number;
}

const manifestLineSchema = z.strictObject({
  id: z
    .string()
    .min(1)
    .max(200, "must be at most 200 characters")
    .regex(/^[^\s/\\]+$/, "must not contain spaces or slashes (it names the downloaded file)"),
  title: z.string().optional(),
  abstract: z.string().optional(),
  url: z.url({ protocol: /^https?$/, message: "expected an http(s) URL" }).optional(),
});

/** Parses a manifest's text; every error names `file:line` and the field. Blank lines are skipped. */
export function parseManifest(text: string, file: string): ManifestEntry[] {
  const entries: ManifestEntry[] = [];
  const seen = new Map<string, number>();
  for (const { value, line: lineNo, where } of parseJsonLines(text, file, { code: "config_invalid", invalid: (reason) => `not a JSON object: ${reason}` })) {
    if (typeof value !== "object" || value === null || Array.isArray(value)) {
      throw new QaforgeError("config_invalid", "expected one JSON object per line", { subject: where });
    }
    const parsed = manifestLineSchema.safeParse(value, { reportInput: true });
    if (!parsed.success) throw configErrorFromZod(where, parsed.error);
    const earlier = seen.get(parsed.data.id);
    if (earlier !== undefined) {
      throw new QaforgeError("config_invalid", `field id: "${parsed.data.id}" is already registered on line ${earlier}`, { subject: where });
    }
    seen.set(parsed.data.id, lineNo);
    entries.push({ ...withoutBlank(parsed.data), line: lineNo });
  }
  return entries;
}

export async function loadManifest(file: string): Promise<ManifestEntry[]> {
  return parseManifest(await readConfigFile(file, "no such manifest"), file);
}

/** An empty title or abstract is the same as none. */
function withoutBlank(entry: z.infer<typeof manifestLineSchema>): Omit<ManifestEntry, "line"> {
  return {
    id: entry.id,
    ...(entry.title?.trim() ? { title: entry.title.trim() } : {}),
    ...(entry.abstract?.trim() ? { abstract: entry.abstract.trim() } : {}),
    ...(entry.url ? { url: entry.url } : {}),
  };
}
