import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadDocument } from "../../documents/load.js";
import { asksInstall, asksTagline, installFacts, packageName, readmeTagline } from "./readme-questions.js";
import { factsIn } from "./facts.js";
import { analyseQuestion } from "./question-analysis.js";
import { findCandidates } from "./reader-extract.js";
import { termFacts } from "./term-questions.js";
import { numberedLines } from "../../../test/support/lines.js";
import { askOfflineReader } from "../../../test/support/offline-agent.js";

const tagline = (title: string | undefined, lines: string[]) => {
  const found = readmeTagline(numberedLines(lines), title, "markdown");
  return found ? [found.question, found.answer] : undefined;
};

describe("a README's tagline under its title", () => {
  it("asks what the package is when the tagline is a noun phrase", () => {
    expect(tagline("frobcache", ["# frobcache", "", "A store that forgets the oldest frobs first.", "", "## Usage"])).toEqual(["What is frobcache?", "A store that forgets the oldest frobs first."]);
    // Badges and images between the title and the tagline; a blockquoted tagline with no article.
    expect(tagline("Tidewatch", ["# Tidewatch [![npm](https://img.example/t.svg)](https://npm.example/t)", "", "> Small and portable folder watching library", "", "[![CI](https://ci.example/b.svg)](https://ci.example)"])).toEqual([
      "What is Tidewatch?",
      "Small and portable folder watching library",
    ]);
    // A link in the tagline reads as its words; only the first sentence is the answer.
    expect(tagline("frob-args", ["# frob-args", "", "The friendly flag reader used by [frob](https://frob.example).", "Handles every flag."])).toEqual(["What is frob-args?", "The friendly flag reader used by frob."]);
  });

  it("asks what the package does when the tagline is an instruction, and what it is used for after 'Use this package to'", () => {
    expect(tagline("Globber", ["# Globber", "", "Match paths using the wildcards a shell knows."])).toEqual(["What does Globber do?", "Match paths using the wildcards a shell knows."]);
    expect(tagline("dur", ["# dur", "", "![CI](https://ci.example/b.svg)", "", "Use this package to turn spoken durations into seconds."])).toEqual(["What is the dur package used for?", "to turn spoken durations into seconds"]);
  });

  it("reads the title's own subtitle when nothing under the title is a tagline", () => {
    expect(tagline("verso(1) -- The version comparer for frob", ["verso(1) -- The version comparer for frob", "=========================================", "", "## Install"])).toEqual([
      "What is verso?",
      "The version comparer for frob",
    ]);
  });

  it("asks nothing of a sentence with its own subject, a likeness, a generic title, or a list under the title", () => {
    expect(tagline("frobcache", ["# frobcache", "", "frobcache is a store that forgets the oldest frobs."])).toBeUndefined();
    expect(tagline("frobcache", ["# frobcache", "", "This is a store that forgets the oldest frobs."])).toBeUndefined();
    expect(tagline("mkfrob", ["# mkfrob", "", "Like `mkdir -p`, but for frobs!"])).toBeUndefined();
    expect(tagline("Getting started", ["# Getting started", "", "Installation and your first steps with Frob."])).toBeUndefined();
    expect(tagline("Options", ["# Options", "", "A list of every option frob knows."])).toBeUndefined();
    expect(tagline("Contributing", ["# Contributing", "", "Guidelines for sending changes to frob."])).toBeUndefined();
    expect(tagline("frobcache", ["# frobcache", "", "- A store that forgets the oldest frobs first."])).toBeUndefined();
    expect(tagline(undefined, ["> A store that forgets the oldest frobs first."])).toBeUndefined();
    expect(readmeTagline(numberedLines(["# frobcache", "", "A store that forgets the oldest frobs first."]), "frobcache", "html")).toBeUndefined();
  });

  it("names the package as the title does, and knows the questions it writes", () => {
    expect(packageName("Ajax: Another JSON Validator")).toBe("Ajax");
    expect(packageName("Getting started")).toBeUndefined();
    expect(asksTagline("What is frobcache?", "frobcache")).toBe(true);
    expect(asksTagline("What is the dur package used for?", "dur")).toBe(true);
    expect(asksTagline("What is frobcache?", "Other")).toBe(false);
  });
});

const README = ["# frobcache", "", "[![CI](https://ci.example/b.svg)](https://ci.example)", "", "A store that forgets the oldest frobs first.", "", "## Usage", "", "frobcache is fast.", ""];
let folder: string;
beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), "qaforge-readme-"));
  await writeFile(join(folder, "README.md"), README.join("\n"));
});
afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

describe("the reader finds the tagline the questioner asked", () => {
  it("answers 'What is <title>?' with the tagline under the title", async () => {
    const document = await loadDocument(join(folder, "README.md"));
    expect((await askOfflineReader(document, "What is frobcache?")).own).toMatchObject({ answerable: true, answer: "A store that forgets the oldest frobs first." });
  });
});

// A README's list of related packages, each a link with what it does or is after a dash or a colon.
const RELATED = [
  "# frob",
  "",
  "## Related packages",
  "",
  "- [frob-cli](https://example.org/frob-cli) - Run `frob` from a shell script.",
  "- [frob-lint](https://example.org/frob-lint) - plugin to check frob files for unused keys",
  "- [frob-i18n](https://example.org/frob-i18n) - Strip frob comments from source files",
  "- [frob-rx](https://example.org/frob-rx) - Regular expression for matching frob keys",
  "- [frob-kit](https://example.org/frob-kit) - CLI for this module",
  "- [frob-bench](https://example.org/frob-bench) - 30% faster than the next one",
  "- [Tutorial](https://example.org/tutorial) - A step-by-step guide to frob files",
  "- [`hex`](https://example.org/hex) - Example: `frob.hex('#fff')`",
  "* [frob-fast](https://example.org/frob-fast): Fast, minimal frob reader for node. Reads every frob… [more](https://example.org/m) | [homepage](https://example.org/h)",
  "* [frob-range](https://example.org/frob-range): Fill in a range of frobs, optionally passing a `step` to… [more](https://example.org/m)",
  "",
  "## Contents",
  "",
  "- [frob-intro](#frob-intro) - the first steps with frob",
];

describe("a README's related packages, each named by its link", () => {
  const facts = Object.fromEntries(termFacts(numberedLines(RELATED), 1, RELATED.length).map((fact) => [fact.question, fact.answer]));

  it("asks what a package does after a verb, and what it is after a noun phrase", () => {
    expect(facts["What does the frob-cli package do?"]).toBe("Run `frob` from a shell script.");
    expect(facts["What is the frob-lint package?"]).toBe("plugin to check frob files for unused keys");
    expect(facts["What is the frob-fast package?"]).toBe("Fast, minimal frob reader for node.");
  });

  it("asks nothing of a word that may be a verb or an adjective, a pointer, a figure, an example, a cut description, or a list under another heading", () => {
    expect(Object.keys(facts).filter((question) => /frob-(?:i18n|rx|kit|bench|range|intro)|hex|Tutorial/.test(question))).toEqual(
      // "Strip" is no verb the engine knows and no article follows it; "Regular" may open a noun phrase.
      [],
    );
  });

  it("is read back by the reader from the same line", () => {
    const lines = numberedLines(RELATED);
    for (const question of ["What does the frob-cli package do?", "What is the frob-fast package?"]) {
      const analysis = analyseQuestion(question);
      expect(findCandidates(analysis, lines, new Map(analysis.terms.map((term) => [term, 1])))[0]?.answer).toBe(facts[question]);
    }
  });
});

describe("a README's install command", () => {
  const asked = (lines: string[]) => installFacts(numberedLines(lines), 1, lines.length).map((fact) => [fact.question, fact.answer]);

  it("asks which command installs the package, from a code line or a code span", () => {
    expect(asked(["## Install", "", "```sh", "$ npm install --save frobcache", "```"])).toEqual([["Which command installs frobcache?", "npm install --save frobcache"]]);
    expect(asked(["Install with `npm i frob-args`, or copy frob.js into your project."])).toEqual([["Which command installs frob-args?", "npm i frob-args"]]);
    expect(asksInstall("Which command installs frob-args?")).toBe("frob-args");
  });

  it("asks which pip command installs a Python package, and nothing of a requirements file, a path or a pinned version", () => {
    // pytools' installation page: "This command should install pytools:" / "pip install pytools".
    expect(asked(["This command should install frobtools:", "pip install frobtools", "You may need to run this with sudo."])).toEqual([["Which command installs frobtools?", "pip install frobtools"]]);
    expect(asked(["```", "$ python -m pip install -U Frobnik", "```"])).toEqual([["Which command installs Frobnik?", "python -m pip install -U Frobnik"]]);
    expect(asksInstall("Which command installs Frobnik?")).toBe("Frobnik");
    expect(asked(["```", "pip install -r requirements.txt", "pip install -e .", "pip install frob==1.2", "pip install frob[all]", "```"])).toEqual([]);
    expect(asked(["```", "pip install frob", "```", "", "```", "pip3 install --user frob", "```"])).toEqual([]);
  });

  it("lets the reader answer the pip question from the page, as the validator must", async () => {
    const folder = await mkdtemp(join(tmpdir(), "qaforge-pip-"));
    try {
      const file = join(folder, "install.md");
      await writeFile(file, ["# Installation", "", "This command should install frobtools:", "", "```", "pip install frobtools", "```", "", "You may need to run this with sudo.", ""].join("\n"));
      const { verdict } = await askOfflineReader(await loadDocument(file), "Which command installs frobtools?", { reference: "pip install frobtools" });
      expect(verdict).toMatchObject({ matches_reference: true });
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });

  it("asks nothing of a global install, a tagged version, a chained command, or a package installed two ways", () => {
    expect(asked(["```", "npm install -g frobcache", "npm install frobcache@beta", "npm install && npm test", "```"])).toEqual([]);
    expect(asked(["```", "npm install frobcache", "```", "", "```", "yarn add frobcache", "```"])).toEqual([]);
  });
});

describe("bold run-in titles and links in a key", () => {
  const asked = (lines: string[]) => factsIn(numberedLines(lines), 1, lines.length, { format: "markdown", title: "frob" }).map((fact) => [fact.question, fact.answer]);

  it("takes a bold phrase closed by a dash as a feature's title, not a key with its value", () => {
    const facts = asked(["## Features", "", "* **Windows support** - More reliable path handling on Windows.", "* **Well tested** - More than 5,000 tests", "", "**Version:** 2.1"]);
    expect(facts.some(([question]) => /Windows support|Well tested/.test(question!))).toBe(false);
    expect(facts).toContainEqual(["What is the Version of the Features?", "2.1"]);
  });

  it("takes a bold word inside a sentence as emphasis and a bold 'Please note' as an aside, once links read as words", () => {
    const facts = asked(["## Options", "", "**Merge** keys are a [YAML 1.1 feature](http://yaml.example/merge) of frob files.", "", "__Please note__: [Changes in version 2](https://example.org/v2)"]);
    expect(facts.filter(([question]) => /Merge|Please note/.test(question!))).toEqual([]);
  });

  it("reads a Markdown link in a table's row name as its words", () => {
    const facts = asked(["## Options", "", "| Option | Type | Description |", "| --- | --- | --- |", "| [format](#optionsformat) | function | Formats every path before matching it |", ""]);
    expect(facts).toContainEqual(["What is the type of format for the Options?", "function"]);
    expect(facts.some(([question]) => /\[|\]\(/.test(question!))).toBe(false);
  });
});
