import { z } from "zod";
import { QaforgeError } from "../errors.js";
import { checkConfig, parseYaml, readConfigFile, uniqueIds } from "./errors.js";

/**
 * spec 001 step 2: `categories.yaml`, the kinds of multi-hop question a chains run writes. Each category says what it
 * tests and how many hops (pieces of evidence joined to reach the answer) its questions take.
 */
export const categorySchema = z
  .object({
    id: z.string().regex(/^[a-z][a-z0-9_]*$/, "category ids are snake_case: lower-case letters, digits and _"),
    display_name: z.string().trim().min(1),
    description: z.string().trim().min(1),
    min_hops: z.number().int().min(1).max(20),
    max_hops: z.number().int().min(1).max(20),
  })
  .strict()
  .refine((category) => category.min_hops <= category.max_hops, { message: "min_hops must not exceed max_hops", path: ["max_hops"] });

export const categoriesConfigSchema = z
  .object({
    domain: z.string().regex(/^[a-z][a-z0-9_]*$/, "the domain is snake_case: lower-case letters, digits and _"),
    description: z.string().trim().min(1).optional(),
    categories: z.array(categorySchema).min(1, "needs at least one category"),
  })
  .strict()
  .superRefine(uniqueIds("categories", "category"));

export type Category = z.infer<typeof categorySchema>;
export type CategoriesConfig = z.infer<typeof categoriesConfigSchema>;

export const CATEGORIES_FILE = "categories.yaml";

export function parseCategories(text: string, file: string): CategoriesConfig {
  return checkConfig(categoriesConfigSchema, parseYaml(text, file), file);
}

export async function loadCategories(file: string): Promise<CategoriesConfig> {
  return parseCategories(await readConfigFile(file, `no such file; write a ${CATEGORIES_FILE} (see examples/categories/) or pass --categories FILE`), file);
}

/** The categories a run asks for (`--category a,b`), in the file's order; an unknown id names the known ones. */
export function selectCategories(config: CategoriesConfig, ids: readonly string[] | undefined, file: string): Category[] {
  if (!ids || ids.length === 0) return config.categories;
  const known = new Set(config.categories.map((category) => category.id));
  const unknown = ids.filter((id) => !known.has(id));
  if (unknown.length > 0) {
    throw new QaforgeError("config_invalid", `unknown categor${unknown.length > 1 ? "ies" : "y"} ${unknown.map((id) => `"${id}"`).join(", ")}; ${file} has ${[...known].join(", ")}`, { subject: file });
  }
  return config.categories.filter((category) => ids.includes(category.id));
}

/** "2–4" or "2" for a prompt. */
export function hopRange(category: Category): string {
  return category.min_hops === category.max_hops ? String(category.min_hops) : `${category.min_hops}–${category.max_hops}`;
}
