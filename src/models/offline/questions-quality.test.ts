import { HumanMessage, SystemMessage } from "@langchain/core/messages";
import { readdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { askOfflineReader, runToolLoop } from "../../../test/support/offline-agent.js";
import { checkGrounding } from "../../agents/grounding.js";
import { documentBrief, generatorTaskMessage } from "../../agents/prompts.js";
import type { Document } from "../../documents/document.js";
import { loadDocument } from "../../documents/load.js";
import { documentTools } from "../../documents/tools.js";
import { normaliseForMatch } from "../../documents/words.js";
import { createOfflineModel } from "./index.js";
import { NATURAL_STRANDED, questionProblems } from "./question-quality.js";

/**
 * The questions a new user sees first: the quickstart's example corpus, every document, about ten attempts each.
 * Every question must read as a real question (the checks below, which the bad examples of earlier versions fail),
 * its answer must be in its evidence lines as the graph's grounding check reads them, and the reader must find the
 * same answer from the question alone.
 */

const PREPOSITIONS = "at|in|on|of|with|by|for|from|to|into|onto|about|under|over|within|without|between|among|during|through|via|per|than";
const AUXILIARIES = "is|are|was|were|has|have|had|does|do|did|will|would|can|could";

/** The test's own reading of a well-formed question, independent of the questioner's checker. */
function defects(question: string, answer: string): string[] {
  const found: string[] = [];
  const words = question.replace(/\?$/, "").split(/\s+/);
  if (!question.endsWith("?")) found.push("no question mark");
  // A named scope may come first, as the document fronts it: "For Cut6, how was …?", "On Windows, what …?".
  const unscoped = question.replace(/^(?:In|On|For|With|Within|Under) (?:`[^`]+`|(?:the )?[A-Z][\w.+#-]*(?: [\w.+#-]+){0,3}|[a-z][\w.+-]*), (?=(?:what|which|who|when|where|why|how)\b)/, "");
  if (!/^(What|Which|Who|Whom|Whose|When|Where|How|Is|Are|Was|Were|Does|Do|Did|Has|Have|Had|(In|On|At|For|By|During|Since|Until|To) (what|which|whom|how))\b/.test(unscoped.charAt(0).toUpperCase() + unscoped.slice(1))) {
    found.push("no wh-word or auxiliary first");
  }
  if (question.includes("__")) found.push("blank");
  // A call's parentheses after its name ("interp::locpoly()") are not empty ones.
  if (/(?<![\w\]])\(\s*\)|\(\s|\s\)/.test(question)) found.push("empty parentheses");
  if (new RegExp(`\\b(${PREPOSITIONS})\\s+(\\(|(${PREPOSITIONS}|as)\\b)`, "i").test(question.replace(/\bfrom within\b|\bin between\b|\b(of|for|in) (about|over|under)\b/gi, ""))) {
    found.push("two prepositions in a row");
  }
  if (new RegExp(`\\b(${PREPOSITIONS})\\?$`, "i").test(question) && !NATURAL_STRANDED.test(question)) found.push("preposition before the question mark");
  if (words.length > 30) found.push("longer than 30 words");
  if (new RegExp(`\\band (the|a|an|its|their) [^?]*\\b(${AUXILIARIES})\\b`).test(question)) found.push("a second clause");
  if (new RegExp(`\\b(${AUXILIARIES}) (Expression|Half|Data|Cells|Samples|Patients|The|A|An)\\b`).test(question)) found.push("capitalised sentence start after an auxiliary");
  if (` ${normaliseForMatch(question)} `.includes(` ${normaliseForMatch(answer)} `)) found.push("answer in the question");
  return found;
}

const BAD: [string, string][] = [
  ["How many degrees Celsius were cells grown in 7H9 complete medium containing 50 µg/mL hygromycin B at with shaking until an OD600 value of 3 was reached?", "37°C"],
  ["What percentage was Expression of recombinant proteins induced for 16 hrs by adding acetamide to a final concentration of (w/v)?", "0.2%"],
  ["What percentage were Half inactivation times (t1/2) defined as the time needed to reach lipase residual activity at a given xI value?", "50%"],
  ["How many beds has the Medical Department a bed capacity of 117 and the entire KCH has in total?", "1000"],
  ["How many outpatients did the quantitative aspect of the analysis consist of conducting structured interviews with as they exited from the consulting rooms in a convenience sampling approach?", "100"],
  ["What is the mod of CON for the Air Elemental?", "+2"],
  ["What is the save of CHA for the Adult Red Dragon?", "+6"],
  ["What percentage were supernatants discarded and gel pieces were washed twice ( ACN in 100 mM NH4HCO3) before being dried?", "50%"],
  ["At what temperature were samples allowed to air dry . MALDI-TOF analyses were performed on a Microflex II mass spectrometer?", "25°C"],
  ["For how many minutes does second Failure The target have the Unconscious condition?", "10 minutes"],
  ["In which year was the system held unconstitutional?", "June 1996"],
  ["What percentage of the students were admitted?", "1996"],
  ["Who delivered the opinion of the Court?", "1996"],
  ["What does the `VariablesMap` class do ,?", "Associates named Glade widgets with member variables"],
  ["What is a TimeMap?", "a specialised form of 1-dimensional MappingMapping"],
  ["What is Attributes.tx - The.tx attribute?", "the USART transmit register"],
  ["What is 1A call back function?", "a pointer to a function"],
  ["What does the linked list contain?", "two pieces of information"],
  ["What is the PR reviewer?", "a second set of eyes to see if"],
  ["What is the `m_0` field of `Lorene::Eos_poly`?", "Individual particule mass [Image: $m_0$] (cf."],
  ["What does the `get_kap()` function do?", "Returns the pressure coefficient (cf. Eq."],
  // The author's first person and a courtesy word kept from the sentence (set 221's HMMER guide and padme page).
  ["In which month and year was the first public release of HMMER shortly after I moved to St. Louis?", "April 1995"],
  ["In `padme.proxy`, how can you ensure that all the dunder methods work correctly please?", "use the @proxy.direct decorator on them"],
  // Cut at an abbreviation the sentence view took for a stop (set 220's Javadoc summary row).
  ["What is the description of findFieldName(Variable v) for the Method Summary?", "Given a fully qualified variable field name, ie."],
  ["What does the `status()` function do?", "Status of problem: -1 - unknown e.g."],
  ["What are of relevance to FRR's implementation?", "the `bridge` and `private` modes"],
  ["What does the pool keep?", "the open connections and"],
  // Subscribe to what? The sentence before named the mailing lists.
  ["How can you subscribe?", "send a message with the word subscribe in the Subject"],
  // Cut inside its formula, of "as m*10^(-e) where m and e are integers".
  ["How are frob decimals represented?", "as m*10^"],
  // Cut at an aside's comma before the relative clause's verb (Epi's competing-risks vignette).
  ["What is the concept of competing risks?", "one where persons in a given state"],
  ["What does OAD mean?", "that OAD was initiated first, and similarly for Ins"],
  // "Edges themselves are added via the netAddEdge API function": the C API, against the R interface named before.
  ["How are edges themselves added?", "via the netAddEdge API function"],
  ["What does the frob function itself return?", "a list of frobs"],
];

const GOOD: [string, string][] = [
  // A relative clause with its verb, though the verb is not in the engine's lexicon.
  ["What is a frob yard?", "a place where users live"],
  ["What does the `Gnome::Glade::VariablesMap` class do?", "Associates named Glade widgets with member variables"],
  ["In which year was the system held unconstitutional by the United States Court of Appeals for the Fifth Circuit?", "1996"],
  ["In which month and year was data collection carried out?", "June 2010"],
  ["How many beds does the entire KCH have in total?", "over 1000"],
  ["How can you disable parallelism?", "use `--threads 0`"],
  ["What is the type of `frob_stats::name`?", "const char*"],
  ["At what temperature were cells grown in 7H9 complete medium containing 50 µg/mL hygromycin B with shaking until an OD600 value of 3 was reached?", "37°C"],
  ["Who delivered the opinion of the Court?", "Justice Kennedy"],
  ["What is the Air Elemental's Constitution modifier?", "+2"],
  ["What is the Adult Red Dragon's Charisma saving throw bonus?", "+6"],
  ["Who sent the email with the subject \"Re: HARVARD\" on 12 Dec 2000?", "john.arnold@enron.com"],
  ["What is the `m_0` field of `Lorene::Eos_poly`?", "Individual particle mass (cf. Eq. (1))"],
  ["What does the `frob()` function do?", "Reads the frob index, i.e. the first table of the file."],
  ["How do I install a frob package from source?", "run frob-build in the unpacked tree"],
  ["Which version of LAME removed Layer I decoding support?", "3.97"],
  ["What is the type signature of `nest`?", "Int -> Doc a -> Doc a"],
  ["What does the `--out` option name?", "the file to write the report to"],
  ["What is the relevance of the `bridge` mode?", "it is one of the modes FRR implements"],
  ["What does function frob::locpoly() return?", "estimated values of the regression function"],
];

describe("the questioner's quality checks", () => {
  it("find a problem in each of the bad questions of earlier versions and none in good ones", () => {
    for (const [question, answer] of BAD) expect(questionProblems(question, answer), question).not.toEqual([]);
    for (const [question, answer] of GOOD) expect(questionProblems(question, answer), question).toEqual([]);
  });

  it("refuse a do-support question whose subject opens a clause instead of a noun phrase, or ends in a possessive without its noun", () => {
    const bad = ["What does but a cache without expiry mean?", "What does under heavy load the scheduler start?", "What does so `--limit 5` return?", "What do Parser's return?"];
    for (const question of bad) expect(questionProblems(question).join("; "), question).toMatch(/subject opens with|possessive without its noun/);
    const good = ["What does the bundle's manifest list?", "What does in-place sorting change?", "What does so-called lazy loading defer?", "What does the package splines provide?", "What is the Aboleth's speed?", "How can you modify a tag's children?"];
    for (const question of good) expect(questionProblems(question), question).toEqual([]);
  });

  it("refuse a question whose subject addresses the reader or holds the writer's own clause", () => {
    const bad = [
      "What does notice how the cache grow?", "What does note that the parser accept?", "What do Here we are going to load for the demo?",
      "What does consider a table with two keys need?", "What do Let's use?", "What is There a way to return?", "What will I'm about to show in the report?",
      "How does we've seen that the pool grow?",
    ];
    for (const question of bad) expect(questionProblems(question).join("; "), question).toMatch(/addresses the reader|writer's own clause/);
    const good = ["How do I read a token from the environment?", "What should I put in user.name?", "What does the notice file contain?", "What does `see` print?", "What does the therapy group receive?"];
    for (const question of good) expect(questionProblems(question), question).toEqual([]);
  });

  it("refuse a question that keeps a semicolon's second clause or quotes an article of its sentence", () => {
    expect(questionProblems("Why is Java with loose variables a very simple and appealing language; especially?").join("; ")).toMatch(/semicolon/);
    expect(questionProblems("What is ‘The’ IDCT?").join("; ")).toMatch(/quotes an article/);
    // Code keeps its semicolons, and a quoted word that is no article is the text's own term.
    expect(questionProblems("What does `a; b` print?")).toEqual([]);
    expect(questionProblems("Which version of frob supported both `news()`?").join("; ")).toMatch(/both/);
    expect(questionProblems("Which version of frob supported both `news()` and `NEWS.md`?")).toEqual([]);
    expect(questionProblems("What happens if two threads both try to call a C function?")).toEqual([]);
    expect(questionProblems("What is the ‘safe’ mode of the parser?")).toEqual([]);
    expect(questionProblems("What will the error message of `ParseError` indicate?", "the cause").join("; ")).toMatch(/generic noun/);
    // An evaluating adjective adds nothing to it (BradleyTerry2's vignette, hundred-fifty-second held-out set).
    expect(questionProblems("What do the standard R help files provide?", "the definitive reference").join("; ")).toMatch(/generic noun/);
    expect(questionProblems("What does the frob() function return?", "the absolute value").join("; ")).not.toMatch(/generic noun/);
    expect(questionProblems("What will the error message of `ParseError` indicate?", "the cause of the syntax error")).toEqual([]);
  });

  it("the test's own reading agrees on the bad examples that break the form of a question", () => {
    const formal = BAD.slice(0, 5).concat([BAD[7]!]);
    for (const [question, answer] of formal) expect(defects(question, answer), question).not.toEqual([]);
    for (const [question, answer] of GOOD) expect(defects(question, answer), question).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------------------------

const EXAMPLE = fileURLToPath(new URL("../../../examples/srd-and-science/", import.meta.url));
const ATTEMPTS = 10;



interface Generated {
  question: string;
  answer: string;
  evidence: { start_line: number; end_line: number }[];
}

async function generate(document: Document, seed: number): Promise<Generated[]> {
  const tools = documentTools(document, { include: ["read_lines", "search"] });
  const model = createOfflineModel("questioner", "generator", { temperature: 0, seed });
  const accepted: string[] = [];
  const generated: Generated[] = [];
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    const task = generatorTaskMessage({ document: documentBrief(document), attempt, acceptedQuestions: accepted, rejected: [], viewedPages: [], mode: "textual" });
    const call = (await runToolLoop(model, tools, ["submit_qa", "report_exhausted"], [new SystemMessage("generator"), new HumanMessage(task)])).call;
    if (call.name === "report_exhausted") break;
    const qa = call.args as Generated;
    generated.push(qa);
    accepted.push(qa.question);
  }
  return generated;
}

async function readerAgrees(document: Document, { question, answer }: Generated): Promise<boolean> {
  const { verdict } = await askOfflineReader(document, question, { reference: answer });
  return verdict?.matches_reference === true;
}

describe("the questions of the example corpus", () => {
  const files = readdirSync(EXAMPLE).filter((name) => /\.(pdf|nxml|xml|txt|md|html|docx|eml)$/.test(name)).sort();

  it("are well-formed, grounded in their evidence, and answered alike by the reader", async () => {
    expect(files.length).toBeGreaterThanOrEqual(4);
    let total = 0;
    let agreed = 0;
    for (const file of files) {
      const document = await loadDocument(`${EXAMPLE}${file}`);
      const generated = await generate(document, 0);
      expect(generated.length, file).toBeGreaterThan(0);
      for (const qa of generated) {
        const where = `${file}: ${qa.question} → ${qa.answer}`;
        expect(defects(qa.question, qa.answer), where).toEqual([]);
        expect(questionProblems(qa.question, qa.answer), where).toEqual([]);
        expect(checkGrounding(document, qa.answer, qa.evidence), where).toMatchObject({ grounded: true });
        total++;
        if (await readerAgrees(document, qa)) agreed++;
      }
    }
    expect(total).toBeGreaterThanOrEqual(15);
    // Measured: 22 of 22 with seed 0; the floor leaves room for harmless changes.
    expect(agreed / total).toBeGreaterThanOrEqual(0.9);
  }, 120_000);

  it("are the same for a seed", async () => {
    const document = await loadDocument(`${EXAMPLE}scotus-fisher-opinion.txt`);
    expect(await generate(document, 3)).toEqual(await generate(document, 3));
    // Two whole runs over a 2,000-line opinion: about 30 s on a quiet two-core machine, twice that under load.
  }, 180_000);
});

describe("a reference entry's description read as a subject", () => {
  it("refuses a verb and its clause as the subject, and keeps a plural noun before a clause", () => {
    expect(questionProblems("In `cogl_is_pixel_buffer()`, what is checks whether object?", "a pixel buffer").join()).toMatch(/verb and its clause/);
    expect(questionProblems("What is returns whether the key exists?", "a boolean").join()).toMatch(/verb and its clause/);
    expect(questionProblems("What does `frob_is_buffer()` check?", "whether buffer is a buffer object")).toEqual([]);
    expect(questionProblems("What are files that match the pattern?", "the ones it lists")).toEqual([]);
  });
});

describe("an answer that is a code name", () => {
  it("is contained in the question only as a whole name, not as parts of other names", () => {
    expect(questionProblems("Which function combines the file.choose and read.table functions into one function?", "read.file")).toEqual([]);
    expect(questionProblems("What does read.file combine into one function?", "read.file")).toContain("contains its answer");
    expect(questionProblems("Which call does `frob_init()` wrap?", "frob_init()")).toContain("contains its answer");
  });
});
