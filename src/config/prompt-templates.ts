import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { QaforgeError } from "../errors.js";
import { readConfigFile } from "./errors.js";

/**
 * Prompt templates as files with named `{{PLACEHOLDERS}}`, shared by every pipeline. The built-in ones live in the
 * package's `prompts/` folder; a user may give their own file, checked to use every required placeholder and no
 * unknown one, so that a typo fails at load instead of sending a broken prompt to a model.
 */

export interface TemplateDefinition {
  name: string;
  /** File name in the package's prompts/ folder. */
  file: string;
  placeholders: readonly string[];
}

export interface PromptTemplate {
  name: string;
  /** The file it was read from. */
  source: string;
  text: string;
  placeholders: readonly string[];
  render(values: Readonly<Record<string, string>>): string;
}

export function defineTemplate(definition: TemplateDefinition): TemplateDefinition {
  return definition;
}

export const BUILTIN_TEMPLATES = {
  chainsGenerator: defineTemplate({
    name: "chains-generator",
    file: "chains-generator.txt",
    placeholders: ["DOMAIN", "FILE_LIST", "CATEGORY_NAME", "CATEGORY_DESCRIPTION", "HOP_RANGE", "N_PAIRS", "SEED_CONTEXT", "SEED_ENTITY"],
  }),
  chainsJudge: defineTemplate({
    name: "chains-judge",
    file: "chains-judge.txt",
    placeholders: ["CHAIN_ID", "CATEGORY", "CATEGORY_DESCRIPTION", "HOP_COUNT", "TERMINATION_REASON", "QUESTION", "HOP_PATH_TEXT", "ANSWER"],
  }),
  // spec 003's research loop: one template per agent.
  researchPlanner: defineTemplate({ name: "research-planner", file: "research-planner.txt", placeholders: ["QUERY", "MAX_ASPECTS"] }),
  researchRefine: defineTemplate({
    name: "research-refine",
    file: "research-refine.txt",
    placeholders: ["QUERY", "PLAN", "FACTUAL_FEEDBACK", "COVERAGE_FEEDBACK", "MAX_ASPECTS"],
  }),
  researchSynthesizer: defineTemplate({ name: "research-synthesizer", file: "research-synthesizer.txt", placeholders: ["QUERY", "PLAN", "EXCLUDED", "EVIDENCE"] }),
  researchFactExtractor: defineTemplate({ name: "research-fact-extractor", file: "research-fact-extractor.txt", placeholders: ["ANSWER"] }),
  researchVerifier: defineTemplate({ name: "research-verifier", file: "research-verifier.txt", placeholders: ["QUERY", "FACTS", "EVIDENCE"] }),
  researchCoverage: defineTemplate({ name: "research-coverage", file: "research-coverage.txt", placeholders: ["QUERY", "PLAN", "ANSWER"] }),
  mcqGenerator: defineTemplate({
    name: "mcq-generator",
    file: "mcq-generator.txt",
    placeholders: ["TOPIC", "NUM_QUESTIONS", "DIFFICULTY", "SECTIONS", "CONTEXT", "KEEP", "FEEDBACK"],
  }),
  mcqEvaluator: defineTemplate({
    name: "mcq-evaluator",
    file: "mcq-evaluator.txt",
    placeholders: ["TOPIC", "QUESTION", "OPTIONS", "CORRECT_OPTION", "EXPLANATION", "SOURCE_SECTION", "DIFFICULTY", "MIN_QUESTION_SCORE"],
  }),
  mcqValidator: defineTemplate({
    name: "mcq-validator",
    file: "mcq-validator.txt",
    placeholders: ["PASSAGES", "QUESTION", "OPTIONS"],
  }),
  evalJudge: defineTemplate({
    name: "eval-judge",
    file: "eval-judge.txt",
    placeholders: ["QUESTION", "REFERENCE", "ANSWER"],
  }),
} as const;

const PLACEHOLDER = /\{\{([A-Z][A-Z0-9_]*)\}\}/g;

export const PROMPTS_DIR = fileURLToPath(new URL("../../prompts/", import.meta.url));

/** The placeholders a text uses, in order of first use. */
export function placeholdersIn(text: string): string[] {
  return [...new Set([...text.matchAll(PLACEHOLDER)].map((match) => match[1]!))];
}

/** Every placeholder replaced by its value, inserted literally (a value is never expanded again). */
export function renderTemplate(text: string, values: Readonly<Record<string, string>>, source: string): string {
  return compileTemplate(text, source)(values);
}

/**
 * The text split once at its placeholders: a pipeline renders the same template for thousands of items. Rendering
 * names every placeholder without a value at once, with the values that were given.
 */
function compileTemplate(text: string, source: string): (values: Readonly<Record<string, string>>) => string {
  const literals: string[] = [];
  const names: string[] = [];
  let last = 0;
  for (const match of text.matchAll(PLACEHOLDER)) {
    literals.push(text.slice(last, match.index));
    names.push(match[1]!);
    last = match.index + match[0].length;
  }
  literals.push(text.slice(last));
  const distinct = [...new Set(names)];
  return (values) => {
    const missing = distinct.filter((name) => !Object.hasOwn(values, name));
    if (missing.length > 0) {
      throw new QaforgeError("config_invalid", `placeholder${missing.length > 1 ? "s" : ""} ${missing.map((name) => `{{${name}}}`).join(", ")} ha${missing.length > 1 ? "ve" : "s"} no value; values given: ${Object.keys(values).join(", ") || "none"}`, { subject: source });
    }
    let out = literals[0]!;
    for (let i = 0; i < names.length; i++) out += values[names[i]!]! + literals[i + 1]!;
    return out;
  };
}

/** A template checked against its definition: every required placeholder used, none unknown. */
export function checkTemplate(definition: TemplateDefinition, text: string, source: string): PromptTemplate {
  const used = placeholdersIn(text);
  const unknown = used.filter((name) => !definition.placeholders.includes(name));
  if (unknown.length > 0) {
    throw new QaforgeError("config_invalid", `unknown placeholder${unknown.length > 1 ? "s" : ""} ${unknown.map((name) => `{{${name}}}`).join(", ")}; the ${definition.name} template knows ${definition.placeholders.map((name) => `{{${name}}}`).join(", ")}`, { subject: source });
  }
  const unused = definition.placeholders.filter((name) => !used.includes(name));
  if (unused.length > 0) {
    throw new QaforgeError("config_invalid", `the ${definition.name} template must use ${unused.map((name) => `{{${name}}}`).join(", ")}`, { subject: source });
  }
  return { name: definition.name, source, text, placeholders: definition.placeholders, render: compileTemplate(text, source) };
}

/** The built-in template, or the user's file when `override` names one. */
export async function loadTemplate(definition: TemplateDefinition, options: { override?: string } = {}): Promise<PromptTemplate> {
  if (options.override) return checkTemplate(definition, await readConfigFile(options.override, "no such prompt template"), options.override);
  const source = `${PROMPTS_DIR}${definition.file}`;
  return checkTemplate(definition, readFileSync(source, "utf8"), source);
}
