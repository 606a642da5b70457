import { mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { BUILTIN_TEMPLATES, defineTemplate, loadTemplate, placeholdersIn, renderTemplate } from "./prompt-templates.js";

const GREETING = defineTemplate({ name: "greeting", file: "unused.txt", placeholders: ["NAME", "PLACE"] });

async function userFile(text: string): Promise<string> {
  const path = join(await mkdtemp(join(tmpdir(), "qaforge-template-")), "mine.txt");
  await writeFile(path, text);
  return path;
}

describe("prompt templates", () => {
  it("replaces every placeholder with its value, literally", () => {
    expect(renderTemplate("Hello {{NAME}} in {{PLACE}}, {{NAME}}!", { NAME: "Ada", PLACE: "London" }, "t")).toBe("Hello Ada in London, Ada!");
    // A value is never expanded again, and "$&" is not a replacement pattern.
    expect(renderTemplate("[{{NAME}}] [{{PLACE}}]", { NAME: "{{PLACE}} $& $1", PLACE: "x" }, "t")).toBe("[{{PLACE}} $& $1] [x]");
    expect(placeholdersIn("{{A}} {{B_2}} {{A}} {{lower}}")).toEqual(["A", "B_2"]);
  });

  it("names the template and the placeholder that has no value", () => {
    expect(() => renderTemplate("{{NAME}} {{PLACE}}", { NAME: "Ada" }, "prompts/x.txt")).toThrow(/placeholder \{\{PLACE\}\} has no value; values given: NAME/);
    try {
      renderTemplate("{{PLACE}}", {}, "prompts/x.txt");
    } catch (error) {
      expect(error).toMatchObject({ code: "config_invalid", subject: "prompts/x.txt" });
    }
  });

  it("loads a user's template, refusing one that misses a required placeholder or uses an unknown one", async () => {
    const good = await loadTemplate(GREETING, { override: await userFile("Dear {{NAME}} of {{PLACE}}") });
    expect(good.render({ NAME: "Ada", PLACE: "London" })).toBe("Dear Ada of London");
    // A loaded template is split at its placeholders once and rendered many times: placeholders at either end,
    // side by side and repeated, values with placeholder syntax inserted literally.
    const edges = await loadTemplate(GREETING, { override: await userFile("{{NAME}}{{PLACE}} and {{NAME}}") });
    expect(edges.render({ NAME: "A", PLACE: "{{NAME}}" })).toBe("A{{NAME}} and A");
    expect(edges.render({ NAME: "B", PLACE: "" })).toBe("B and B");
    expect(() => edges.render({ NAME: "B" })).toThrow(/placeholder \{\{PLACE\}\} has no value/);
    await expect(loadTemplate(GREETING, { override: await userFile("Dear {{NAME}}") })).rejects.toThrow("the greeting template must use {{PLACE}}");
    await expect(loadTemplate(GREETING, { override: await userFile("Dear {{NAME}} of {{PALCE}} {{PLACE}}") })).rejects.toThrow("unknown placeholder {{PALCE}}; the greeting template knows {{NAME}}, {{PLACE}}");
    await expect(loadTemplate(GREETING, { override: "/nonexistent/mine.txt" })).rejects.toMatchObject({ code: "config_not_found", subject: "/nonexistent/mine.txt" });
  });

  it("ships built-in templates that use exactly their placeholders and render completely", async () => {
    for (const definition of Object.values(BUILTIN_TEMPLATES)) {
      const template = await loadTemplate(definition);
      const rendered = template.render(Object.fromEntries(definition.placeholders.map((name) => [name, `<value of ${name}>`])));
      expect(rendered).not.toContain("{{");
      for (const name of definition.placeholders) expect(rendered).toContain(`<value of ${name}>`);
    }
    const generator = await loadTemplate(BUILTIN_TEMPLATES.chainsGenerator);
    expect(generator.text).toMatch(/submit_pairs/);
    expect(generator.text).toMatch(/verbatim/);
    const judge = await loadTemplate(BUILTIN_TEMPLATES.chainsJudge);
    expect(judge.text).toMatch(/Do not decide approval yourself/);
  });
});
