import { join } from "node:path";
import { z } from "zod";
import { isQaforgeError, QaforgeError } from "../errors.js";
import { checkConfig, configErrorFromZod, parseYaml, readConfigFile } from "./errors.js";
import {
  formatModelSpec,
  isSameModel,
  MODEL_PROVIDERS,
  MODEL_ROLES,
  parseModelSpec,
  type ModelProvider,
  type ModelRole,
  type ModelSpec,
} from "./models.js";

export const RUN_CONFIG_FILE = "qaforge.config.yaml";

/** The roles every run has; the others exist only when configured. */
export const REQUIRED_ROLES = ["generator", "validator", "deduplicator"] as const;
export type RequiredRole = (typeof REQUIRED_ROLES)[number];

/** With nothing configured every role runs on the built-in offline engine, so a fresh machine needs no key. */
export const DEFAULT_ROLE_SPECS: Readonly<Record<RequiredRole, string>> = {
  generator: "offline:questioner",
  validator: "offline:reader",
  deduplicator: "offline:lexical",
};

/** The answerer of `qaforge ask` when none is configured; it is not a role of every run, so it is not in `roles`. */
export const DEFAULT_ANSWERER_SPEC = "offline:answerer";

/** The research loop's roles (spec 003) when none is configured: each its own offline engine. */
export const DEFAULT_RESEARCH_SPECS: Readonly<Record<"planner" | "synthesizer" | "fact_extractor" | "verifier" | "coverage", string>> = {
  planner: "offline:planner",
  synthesizer: "offline:synthesizer",
  fact_extractor: "offline:fact_extractor",
  verifier: "offline:verifier",
  coverage: "offline:coverage",
};

export const DEFAULT_TEMPERATURES: Readonly<Record<ModelRole, number>> = {
  generator: 0.7,
  validator: 0,
  deduplicator: 0,
  answerer: 0.3,
  judge: 0,
  planner: 0.3,
  embedder: 0,
  synthesizer: 0.7,
  fact_extractor: 0,
  verifier: 0.3,
  coverage: 0,
};

export const DEFAULT_CONCURRENCY = 4;
export const DEFAULT_TIMEOUT_MS = 120_000;
export const DEFAULT_MAX_RETRIES = 4;
export const DEFAULT_RETRY_BASE_MS = 500;
export const DEFAULT_MAX_RETRY_WAIT_MS = 60_000;

export type NetworkProvider = Exclude<ModelProvider, "offline">;

/** Where a provider's key and base URL come from when the config file does not give them. */
export const PROVIDER_ENVIRONMENT: Readonly<Record<NetworkProvider, { apiKey?: string; baseUrl?: string; keyRequired: boolean }>> = {
  openai: { apiKey: "OPENAI_API_KEY", baseUrl: "OPENAI_BASE_URL", keyRequired: true },
  anthropic: { apiKey: "ANTHROPIC_API_KEY", baseUrl: "ANTHROPIC_BASE_URL", keyRequired: true },
  "openai-compatible": { apiKey: "OPENAI_COMPATIBLE_API_KEY", keyRequired: false },
  ollama: { baseUrl: "OLLAMA_BASE_URL", keyRequired: false },
};

/**
 * An API key. It prints, serializes and inspects as "[redacted]" so that a config logged, stored with a run or put
 * in an error never shows it; only the provider client calls `reveal()`.
 */
export class Secret {
  readonly #value: string;
  constructor(value: string) {
    this.#value = value;
  }
  reveal(): string {
    return this.#value;
  }
  toString(): string {
    return "[redacted]";
  }
  toJSON(): string {
    return "[redacted]";
  }
  [Symbol.for("nodejs.util.inspect.custom")](): string {
    return "Secret([redacted])";
  }
}

/** USD per one million tokens. */
export interface ModelPrice {
  input: number;
  output: number;
  /** Input tokens read from the provider's prompt cache; priced as input when absent. */
  cachedInput?: number;
  /** Input tokens written to the provider's prompt cache (Anthropic); priced as input when absent. */
  cacheWrite?: number;
}
export type PriceTable = Readonly<Record<string, ModelPrice>>;

export interface RoleSettings {
  spec: ModelSpec;
  temperature: number;
  maxTokens?: number;
  /** Whether identical calls are answered from the response cache. */
  cache: boolean;
}

export interface ProviderSettings {
  apiKey?: Secret;
  baseUrl?: string;
}

export interface RunConfig {
  roles: Record<RequiredRole, RoleSettings> & Partial<Record<ModelRole, RoleSettings>>;
  providers: Partial<Record<NetworkProvider, ProviderSettings>>;
  /** Simultaneous calls per provider; see `concurrencyFor`. */
  concurrency: Partial<Record<ModelProvider, number>>;
  /** Per HTTP attempt. */
  timeoutMs: number;
  /** Retries after the first attempt, for 429, 5xx, timeouts and connection errors. */
  maxRetries: number;
  /** First backoff delay; doubles per retry (with jitter) when the server gives no Retry-After. */
  retryBaseMs: number;
  /** Longest wait between attempts; a Retry-After beyond it ends the retries. */
  maxRetryWaitMs: number;
  /** Overrides of the default price table, by model name or `provider:model`. */
  prices: PriceTable;
  /** Seed of the offline engine's choices: the same seed gives the same questions. */
  seed: number;
  /** The `ask` section of the file, for `qaforge ask`. */
  ask?: AskSettings;
  /** The configuration file read, if any. */
  file?: string;
}

/** How `qaforge ask` finds, fetches and searches a document's text (spec 004 `document_qa`). */
export interface AskSettings {
  useFulltext?: boolean;
  downloadMissing?: boolean;
  /** Use the proxy without asking when open access fails. */
  alwaysAllowProxy?: boolean;
  /** Template of the institutional proxy, `{url}` standing for the document's URL. */
  proxyUrl?: string;
  maxChunks?: number;
  similarityThreshold?: number;
  /** Embedder spec for the document-scoped semantic search. */
  embedder?: string;
}

const temperatureSchema = z.number().min(0, "must be at least 0").max(2, "must be at most 2");
const positiveInteger = z.number().int("must be a whole number").positive("must be greater than 0");

/** A role is `{ model, temperature, max_tokens, cache }`, or just the model spec as a string. */
const roleSchema = z.preprocess(
  (value) => (typeof value === "string" ? { model: value } : value),
  z.strictObject({
    model: z.string().min(1).optional(),
    temperature: temperatureSchema.optional(),
    max_tokens: positiveInteger.optional(),
    cache: z.boolean().optional(),
  }),
);

const providerSchema = z.strictObject({
  api_key: z.string().min(1).optional(),
  base_url: z.url({ message: "expected an http(s) URL" }).optional(),
});

const priceSchema = z.strictObject({
  input: z.number().nonnegative(),
  output: z.number().nonnegative(),
  cached_input: z.number().nonnegative().optional(),
  cache_write: z.number().nonnegative().optional(),
});

const askSchema = z.strictObject({
  use_fulltext: z.boolean().optional(),
  download_missing: z.boolean().optional(),
  always_allow_proxy: z.boolean().optional(),
  proxy_url: z
    .string()
    .regex(/^https?:\/\/\S*\{url\}\S*$/, 'expected an http(s) URL template holding {url}, e.g. "https://proxy.example.edu/login?url={url}"')
    .optional(),
  max_chunks: positiveInteger.max(100, "must be at most 100").optional(),
  similarity_threshold: z.number().min(-1, "must be at least -1").max(1, "must be at most 1").optional(),
  embedder: z.string().min(1).optional(),
});

const networkProviders = MODEL_PROVIDERS.filter((provider): provider is NetworkProvider => provider !== "offline");

export const runConfigFileSchema = z.strictObject({
  roles: z.partialRecord(z.enum(MODEL_ROLES), roleSchema).optional(),
  providers: z.partialRecord(z.enum(networkProviders), providerSchema).optional(),
  concurrency: z.partialRecord(z.enum(MODEL_PROVIDERS), positiveInteger).optional(),
  timeout_ms: positiveInteger.optional(),
  max_retries: z.number().int("must be a whole number").min(0, "must be 0 or more").optional(),
  retry_base_ms: z.number().int("must be a whole number").min(0, "must be 0 or more").optional(),
  max_retry_wait_ms: positiveInteger.optional(),
  cache: z.boolean().optional(),
  seed: z.number().int("must be a whole number").min(0, "must be 0 or more").optional(),
  prices: z.record(z.string().min(1), priceSchema).optional(),
  ask: askSchema.optional(),
});
export type RunConfigFile = z.infer<typeof runConfigFileSchema>;
/** The file's content as written (roles may be bare spec strings). */
export type RunConfigFileInput = z.input<typeof runConfigFileSchema>;

/** Options given on the command line; they win over the config file. */
export interface RunConfigFlags extends Partial<Record<ModelRole, string>> {
  timeoutMs?: number;
  maxRetries?: number;
  retryBaseMs?: number;
  /** false turns the response cache off for every role. */
  cache?: boolean;
  seed?: number;
}

export interface ResolveRunConfigOptions {
  /** An explicit config file; when absent, `qaforge.config.yaml` in `cwd` is read if it exists. */
  file?: string;
  flags?: RunConfigFlags;
  cwd?: string;
  env?: Readonly<Record<string, string | undefined>>;
}

/** Parses the text of a `qaforge.config.yaml`; errors name the file, the field and what was expected. */
export function parseRunConfigFile(text: string, file: string): RunConfigFile {
  const content: unknown = parseYaml(text, file) ?? {};
  const parsed = checkConfig(runConfigFileSchema, content, file);
  for (const [role, value] of Object.entries(parsed.roles ?? {})) {
    if (value.model !== undefined) parseSpecInFile(value.model, file, specField(content, role));
  }
  return parsed;
}

/** Where the spec of a role was written: `roles.x` for the short form, `roles.x.model` otherwise. */
function specField(content: unknown, role: string): string {
  const written = (content as { roles?: Record<string, unknown> } | undefined)?.roles?.[role];
  return typeof written === "string" ? `roles.${role}` : `roles.${role}.model`;
}

function parseSpecInFile(spec: string, file: string, field: string): ModelSpec {
  try {
    return parseModelSpec(spec);
  } catch (error) {
    if (isQaforgeError(error)) throw new QaforgeError(error.code, `field ${field}: ${error.message}`, { subject: file });
    throw error;
  }
}

export async function loadRunConfigFile(file: string): Promise<RunConfigFile> {
  return parseRunConfigFile(await readConfigFile(file), file);
}

/** Merges defaults ← config file (with environment variables for keys and URLs) ← command-line flags. */
export async function resolveRunConfig(options: ResolveRunConfigOptions = {}): Promise<RunConfig> {
  const env = options.env ?? process.env;
  let file = options.file;
  let fileConfig: RunConfigFile = {};
  if (file !== undefined) {
    fileConfig = await loadRunConfigFile(file);
  } else {
    const candidate = join(options.cwd ?? process.cwd(), RUN_CONFIG_FILE);
    try {
      fileConfig = await loadRunConfigFile(candidate);
      file = candidate;
    } catch (error) {
      if (!(isQaforgeError(error) && error.code === "config_not_found")) throw error;
    }
  }
  return buildRunConfig(fileConfig, options.flags ?? {}, env, file);
}

/** The pure merge behind `resolveRunConfig`, for callers that already hold the parsed file. */
export function buildRunConfig(
  fileContent: RunConfigFileInput,
  flags: RunConfigFlags,
  env: Readonly<Record<string, string | undefined>>,
  file?: string,
): RunConfig {
  const checked = runConfigFileSchema.safeParse(fileContent, { reportInput: true });
  if (!checked.success) throw configErrorFromZod(file ?? "run configuration", checked.error);
  const fileConfig = checked.data;
  const globalCache = flags.cache ?? fileConfig.cache ?? true;
  const roles: Partial<Record<ModelRole, RoleSettings>> = {};
  for (const role of MODEL_ROLES) {
    const fileSettings = fileConfig.roles?.[role] ?? {};
    const specText = flags[role] ?? fileSettings.model ?? (isRequiredRole(role) ? DEFAULT_ROLE_SPECS[role] : undefined);
    if (specText === undefined) continue;
    const spec =
      flags[role] !== undefined
        ? parseFlagSpec(flags[role], role)
        : file !== undefined && fileSettings.model !== undefined
          ? parseSpecInFile(specText, file, `roles.${role}.model`)
          : parseModelSpec(specText);
    const temperature = fileSettings.temperature ?? DEFAULT_TEMPERATURES[role];
    roles[role] = {
      spec: withRoleEngine(spec, role),
      temperature,
      ...(fileSettings.max_tokens !== undefined ? { maxTokens: fileSettings.max_tokens } : {}),
      cache: globalCache && (fileSettings.cache ?? temperature === 0),
    };
  }

  const providers: Partial<Record<NetworkProvider, ProviderSettings>> = {};
  for (const provider of networkProviders) {
    const fromFile = fileConfig.providers?.[provider];
    const names = PROVIDER_ENVIRONMENT[provider];
    const apiKey = fromFile?.api_key ?? (names.apiKey ? nonEmpty(env[names.apiKey]) : undefined);
    const baseUrl = fromFile?.base_url ?? (names.baseUrl ? nonEmpty(env[names.baseUrl]) : undefined);
    if (apiKey === undefined && baseUrl === undefined) continue;
    providers[provider] = {
      ...(apiKey !== undefined ? { apiKey: new Secret(apiKey) } : {}),
      ...(baseUrl !== undefined ? { baseUrl: baseUrl.replace(/\/+$/, "") } : {}),
    };
  }

  const prices: Record<string, ModelPrice> = {};
  for (const [model, price] of Object.entries(fileConfig.prices ?? {})) {
    prices[model] = {
      input: price.input,
      output: price.output,
      ...(price.cached_input !== undefined ? { cachedInput: price.cached_input } : {}),
      ...(price.cache_write !== undefined ? { cacheWrite: price.cache_write } : {}),
    };
  }

  return {
    roles: roles as RunConfig["roles"],
    providers,
    concurrency: { ...fileConfig.concurrency },
    timeoutMs: flags.timeoutMs ?? fileConfig.timeout_ms ?? DEFAULT_TIMEOUT_MS,
    maxRetries: flags.maxRetries ?? fileConfig.max_retries ?? DEFAULT_MAX_RETRIES,
    retryBaseMs: flags.retryBaseMs ?? fileConfig.retry_base_ms ?? DEFAULT_RETRY_BASE_MS,
    maxRetryWaitMs: fileConfig.max_retry_wait_ms ?? DEFAULT_MAX_RETRY_WAIT_MS,
    seed: flags.seed ?? fileConfig.seed ?? 0,
    prices,
    ...(fileConfig.ask !== undefined ? { ask: askSettings(fileConfig.ask) } : {}),
    ...(file !== undefined ? { file } : {}),
  };
}

function askSettings(ask: NonNullable<RunConfigFile["ask"]>): AskSettings {
  const settings: AskSettings = {
    useFulltext: ask.use_fulltext,
    downloadMissing: ask.download_missing,
    alwaysAllowProxy: ask.always_allow_proxy,
    proxyUrl: ask.proxy_url,
    maxChunks: ask.max_chunks,
    similarityThreshold: ask.similarity_threshold,
    embedder: ask.embedder,
  };
  return Object.fromEntries(Object.entries(settings).filter(([, value]) => value !== undefined)) as AskSettings;
}

function parseFlagSpec(text: string, role: ModelRole): ModelSpec {
  try {
    return parseModelSpec(text);
  } catch (error) {
    if (isQaforgeError(error)) throw new QaforgeError(error.code, error.message, { subject: `--${role}` });
    throw error;
  }
}

function isRequiredRole(role: ModelRole): role is RequiredRole {
  return (REQUIRED_ROLES as readonly string[]).includes(role);
}

/** A bare `offline` means the offline engine made for the role, so `--validator offline` is distinct from the generator. */
function withRoleEngine(spec: ModelSpec, role: ModelRole): ModelSpec {
  if (spec.provider !== "offline" || spec.model !== "") return spec;
  const engineSpec = isRequiredRole(role) ? DEFAULT_ROLE_SPECS[role] : role === "answerer" ? DEFAULT_ANSWERER_SPEC : Object.hasOwn(DEFAULT_RESEARCH_SPECS, role) ? DEFAULT_RESEARCH_SPECS[role as keyof typeof DEFAULT_RESEARCH_SPECS] : undefined;
  return engineSpec === undefined ? spec : { ...spec, model: parseModelSpec(engineSpec).model };
}

function nonEmpty(value: string | undefined): string | undefined {
  return value === undefined || value.trim() === "" ? undefined : value.trim();
}

/** The settings of a role, or a config error saying how to configure it. */
export function roleSettings(config: RunConfig, role: ModelRole): RoleSettings {
  const settings = config.roles[role];
  if (settings) return settings;
  if (role === "answerer") {
    return { spec: parseModelSpec(DEFAULT_ANSWERER_SPEC), temperature: DEFAULT_TEMPERATURES.answerer, cache: false };
  }
  if (Object.hasOwn(DEFAULT_RESEARCH_SPECS, role)) {
    return { spec: parseModelSpec(DEFAULT_RESEARCH_SPECS[role as keyof typeof DEFAULT_RESEARCH_SPECS]), temperature: DEFAULT_TEMPERATURES[role], cache: false };
  }
  throw new QaforgeError(
    "config_invalid",
    `no model is configured for the ${role}; set roles.${role}.model in ${RUN_CONFIG_FILE} or pass --${role} provider:model`,
  );
}

/** Simultaneous calls allowed to a provider; the offline engine is unlimited. */
export function concurrencyFor(config: RunConfig, provider: ModelProvider): number {
  return config.concurrency[provider] ?? (provider === "offline" ? Number.POSITIVE_INFINITY : DEFAULT_CONCURRENCY);
}

/**
 * spec 000 "Enforcement": the validator must be a different model from the generator, or it confirms its own
 * questions. Call at startup, before any document is read.
 */
export function assertDistinctValidator(config: RunConfig): void {
  const { generator, validator } = config.roles;
  if (!isSameModel(generator.spec, validator.spec)) return;
  throw new QaforgeError(
    "same_model_roles",
    `the validator (${formatModelSpec(validator.spec)}) is the same model as the generator (${formatModelSpec(generator.spec)}); ` +
      "a model that checks its own questions confirms its own mistakes (self-confirmation). " +
      "Choose a validator from a different model, e.g. --validator anthropic:claude-sonnet-4-5 with an OpenAI generator",
  );
}

/** The API key for a provider, or a missing_api_key error naming the environment variable to set. */
export function requireApiKey(config: RunConfig, provider: NetworkProvider): Secret | undefined {
  const apiKey = config.providers[provider]?.apiKey;
  const names = PROVIDER_ENVIRONMENT[provider];
  if (apiKey !== undefined || !names.keyRequired) return apiKey;
  throw new QaforgeError(
    "missing_api_key",
    `${names.apiKey} is not set; export it or set providers.${provider}.api_key in ${RUN_CONFIG_FILE}`,
  );
}

/** Checks at startup that every configured role has the key its provider needs. */
export function assertCredentials(config: RunConfig): void {
  for (const settings of Object.values(config.roles)) {
    if (settings.spec.provider !== "offline") requireApiKey(config, settings.spec.provider);
  }
}
