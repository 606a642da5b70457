import { dirname, join } from "node:path";
import { z } from "zod";
import { QaforgeError } from "../errors.js";
import { checkConfig, parseYaml, readConfigFile } from "./errors.js";

/** spec 000 "Corpus Configuration": name, corpus_context, and named evaluation scenarios. */
export const scenarioSchema = z
  .object({
    name: z.string().trim().min(1),
    description: z.string().trim().min(1),
  })
  .strict();

export const corpusConfigSchema = z
  .object({
    name: z.string().trim().min(1),
    corpus_context: z.string().trim().min(1),
    scenarios: z
      .record(z.string().regex(/^[A-Za-z0-9_.-]+$/, "scenario keys are letters, digits, _ . -"), scenarioSchema)
      .refine((scenarios) => Object.keys(scenarios).length > 0, "needs at least one scenario"),
  })
  .strict();

export type Scenario = z.infer<typeof scenarioSchema>;
export type CorpusConfig = z.infer<typeof corpusConfigSchema>;

export const CORPUS_CONFIG_FILE = "corpus.yaml";

/** Used when a corpus has no corpus.yaml; the CLI says so. */
export const GENERIC_CORPUS_CONFIG: CorpusConfig = {
  name: "Unnamed corpus",
  corpus_context:
    "A collection of documents supplied by the user. Their domain is not described; infer it from the documents themselves.",
  scenarios: {
    rag_eval: {
      name: "RAG System Evaluation",
      description:
        "Specific factual questions with exact, checkable answers stated in the document, of the kind a user would ask a retrieval-augmented assistant about these documents. Tests accurate retrieval and extraction of document-specific facts.",
    },
  },
};

export function parseCorpusConfig(text: string, file: string): CorpusConfig {
  return checkConfig(corpusConfigSchema, parseYaml(text, file), file);
}

export async function loadCorpusConfig(file: string): Promise<CorpusConfig> {
  return parseCorpusConfig(await readConfigFile(file), file);
}

export interface ResolvedCorpusConfig {
  config: CorpusConfig;
  /** The file it came from; undefined when the generic configuration is used. */
  file?: string;
}

/**
 * The corpus configuration for a corpus folder (or a single file): the `--config` file when given, otherwise
 * `corpus.yaml` beside the data, otherwise the generic configuration.
 */
export async function resolveCorpusConfig(corpusPath: string, isFile: boolean, explicitFile?: string): Promise<ResolvedCorpusConfig> {
  if (explicitFile) return { config: await loadCorpusConfig(explicitFile), file: explicitFile };
  const candidate = join(isFile ? dirname(corpusPath) : corpusPath, CORPUS_CONFIG_FILE);
  try {
    return { config: await loadCorpusConfig(candidate), file: candidate };
  } catch (error) {
    if (error instanceof QaforgeError && error.code === "config_not_found") return { config: GENERIC_CORPUS_CONFIG };
    throw error;
  }
}

/** The scenario by key; the first scenario when no key is given. */
export function selectScenario(config: CorpusConfig, key: string | undefined, file = "corpus configuration"): { key: string; scenario: Scenario } {
  const keys = Object.keys(config.scenarios);
  const chosen = key ?? keys[0]!;
  const scenario = config.scenarios[chosen];
  if (!scenario) {
    throw new QaforgeError("config_invalid", `no scenario "${chosen}"; the scenarios are ${keys.join(", ")}`, { subject: file });
  }
  return { key: chosen, scenario };
}
