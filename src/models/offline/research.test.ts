import { describe, expect, it } from "vitest";
import { evaluateCoverage } from "../../agents/research/coverage.js";
import { extractFacts } from "../../agents/research/fact-extractor.js";
import { generateInitialPlan, refinePlan } from "../../agents/research/planner.js";
import { synthesizeAnswer } from "../../agents/research/synthesizer.js";
import type { AspectRetrieval } from "../../agents/research/types.js";
import { verifyFacts } from "../../agents/research/verifier.js";
import { researchTemplates } from "../../api/research.js";
import { createOfflineModel } from "./index.js";
import { nounPhrases } from "./research.js";

const context = { subject: "q1", iteration: 0 };
const engine = (role: "planner" | "synthesizer" | "fact_extractor" | "verifier" | "coverage") => createOfflineModel(undefined, role, { temperature: 0 });

const retrieval: AspectRetrieval[] = [
  {
    aspect: "duchy founding",
    query: "duchy founding Normans",
    passages: [{ id: 1, document: "normans.txt", startLine: 3, endLine: 4, text: "The duchy of Normandy was founded in 911 by Rollo. Rollo was a Viking leader from Scandinavia.", score: 1 }],
  },
  {
    aspect: "language",
    query: "language Normans",
    passages: [{ id: 2, document: "normans.txt", startLine: 9, endLine: 9, text: "The Normans adopted the Old French language and became Christians over several generations.", score: 1 }],
  },
];

describe("the offline research engines, through the agents and the built-in prompts", () => {
  it("the planner takes the query's noun phrases as aspects", async () => {
    expect(nounPhrases("What were the origins of the Normans, and how did their language change?")).toEqual(["origins", "normans", "language change"]);
    const { plan, error } = await generateInitialPlan(engine("planner"), (await researchTemplates()).planner, "What about the duchy founding of Normandy and the Norman language?", context);
    expect(error).toBeUndefined();
    expect(plan.map((aspect) => aspect.aspect)).toEqual(["duchy founding", "normandy", "norman language"]);
  });

  it("the planner puts missing points first, narrows a weak aspect, drops it when still weak after narrowing, and notes refuted facts", async () => {
    const templates = await researchTemplates();
    const plan = [
      { aspect: "duchy founding", query: "duchy founding normans", reason: "named" },
      { aspect: "language", query: "language normans", reason: "named" },
      { aspect: "religion", query: "religion normans", reason: "named; query narrowed to the aspect's own words" },
    ];
    const { plan: refined } = await refinePlan(
      engine("planner"),
      templates.refine,
      {
        query: "Normans",
        plan,
        factual: { stats: { total_facts: 2, supported: 1, refuted: 1, unclear: 0 }, verdicts: [{ fact: "The duchy founding was in 912.", label: "refuted", reason: "911" }], written_feedback: "", no_improvements_needed: false },
        coverage: {
          missing_salient_points: ["conquest of england"],
          aspect_coverage_details: [
            { aspect: "duchy founding", status: "well-covered" },
            { aspect: "language", status: "partially-covered" },
            { aspect: "religion", status: "not-covered" },
          ],
          plan_quality: "",
          no_improvements_needed: false,
        },
      },
      context,
    );
    expect(refined.map((aspect) => aspect.aspect)).toEqual(["conquest of england", "duchy founding", "language"]);
    expect(refined[1]!.reason).toContain("exclude: The duchy founding was in 912.");
    expect(refined[2]).toMatchObject({ query: "language", reason: expect.stringContaining("narrowed") });
  });

  it("the planner keeps its plan when every aspect is still weak after narrowing: no empty plan to read as a failed reply", async () => {
    const templates = await researchTemplates();
    const plan = [
      { aspect: "custom tags", query: "custom tags", reason: "named; query narrowed to the aspect's own words" },
      { aspect: "yaml library", query: "yaml library", reason: "named; query narrowed to the aspect's own words" },
    ];
    const { plan: refined, error } = await refinePlan(
      engine("planner"),
      templates.refine,
      {
        query: "How does the yaml library handle custom tags?",
        plan,
        factual: { stats: { total_facts: 0, supported: 0, refuted: 0, unclear: 0 }, verdicts: [], written_feedback: "", no_improvements_needed: false },
        coverage: {
          missing_salient_points: [],
          aspect_coverage_details: plan.map((entry) => ({ aspect: entry.aspect, status: "not-covered" })),
          plan_quality: "",
          no_improvements_needed: false,
        },
      },
      context,
    );
    expect(error).toBeUndefined();
    expect(refined.map((aspect) => aspect.aspect)).toEqual(["custom tags", "yaml library"]);
  });

  it("the synthesizer cites the passage of each sentence and leaves out excluded statements", async () => {
    const templates = await researchTemplates();
    const plan = retrieval.map((entry) => ({ aspect: entry.aspect, query: entry.query, reason: "" }));
    const result = await synthesizeAnswer(engine("synthesizer"), templates.synthesizer, { query: "Normans", plan, retrieval, excluded: [] }, context);
    expect(result.answer).toBe("The duchy of Normandy was founded in 911 by Rollo [1]. The Normans adopted the Old French language and became Christians over several generations [2].");
    expect(result.citations.map((citation) => [citation.document, citation.startLine, citation.endLine])).toEqual([
      ["normans.txt", 3, 4],
      ["normans.txt", 9, 9],
    ]);
    const without = await synthesizeAnswer(engine("synthesizer"), templates.synthesizer, { query: "Normans", plan, retrieval, excluded: ["The duchy of Normandy was founded in 911 by Rollo."] }, context);
    expect(without.answer).not.toContain("founded in 911");
  });

  it("the synthesizer says whole sentences of a manual: no console example, no sentence the passage starts in the middle of", async () => {
    const templates = await researchTemplates();
    const manual: AspectRetrieval[] = [
      {
        aspect: "time zones",
        query: "time zones display",
        passages: [
          {
            id: 1,
            document: "dates.html",
            startLine: 20,
            endLine: 25,
            text: [
              "is to always use UTC internally and to convert time zones only for display.",
              "You can use the library together with pytz to apply a time zone to any datetime for display:",
              ">>> tz = get_timezone('Europe/London')",
              ">>> format_datetime(dt, 'H:mm zzzz', tzinfo=tz)",
              "u'16:30 British Summer Time'",
              "Here, the given UTC time is adjusted to the London time zone for display.",
            ].join("\n"),
            score: 1,
          },
        ],
      },
    ];
    const plan = [{ aspect: "time zones", query: "time zones display", reason: "" }];
    const result = await synthesizeAnswer(engine("synthesizer"), templates.synthesizer, { query: "time zones for display", plan, retrieval: manual, excluded: [] }, context);
    expect(result.answer).toBe("You can use the library together with pytz to apply a time zone to any datetime for display [1].");
    expect(result.answer).not.toMatch(/>>>|^is to/);
  });

  it("the fact extractor takes sentences as facts; the verifier labels by word overlap and conflicting numbers", async () => {
    const templates = await researchTemplates();
    const { facts } = await extractFacts(engine("fact_extractor"), templates.factExtractor, "The duchy of Normandy was founded in 912 by Rollo [1]. Rollo was a Viking leader from Scandinavia [1]. The Normans built many castles in Wales.", context);
    expect(facts).toEqual(["The duchy of Normandy was founded in 912 by Rollo.", "Rollo was a Viking leader from Scandinavia.", "The Normans built many castles in Wales."]);
    const { feedback } = await verifyFacts(engine("verifier"), templates.verifier, { query: "Normans", facts, retrieval }, context);
    expect(feedback.verdicts.map((verdict) => verdict.label)).toEqual(["refuted", "supported", "unclear"]);
    expect(feedback.verdicts[0]!.reason).toContain("gives 911, not 912");
    expect(feedback.no_improvements_needed).toBe(false);
  });

  it("on Markdown stat blocks: a citation ends a fact, and a passage holding a fact's words and numbers supports it", async () => {
    const templates = await researchTemplates();
    const answer = "*Psychic Drain.* If the aboleth has a creature Charmed, it regains 5 (1d10) Hit Points [1]. *Tentacle.* *Melee Attack Roll:* +9, reach 15 ft [2].";
    const { facts } = await extractFacts(engine("fact_extractor"), templates.factExtractor, answer, context);
    expect(facts).toHaveLength(2);
    expect(facts[1]).toContain("+9, reach 15 ft.");
    const blocks: AspectRetrieval[] = [
      { aspect: "psychic", query: "psychic", passages: [{ id: 1, document: "srd.md", startLine: 54, endLine: 56, text: "*Lash.* The aboleth makes one Tentacle attack. *Psychic Drain.* If the aboleth has a creature Charmed, it regains 5 (1d10) Hit Points.", score: 1 }] },
      { aspect: "tentacle", query: "tentacle", passages: [{ id: 2, document: "srd.md", startLine: 42, endLine: 46, text: "*Tentacle.* *Melee Attack Roll:* +9, reach 15 ft. *Hit:* 12 (2d6 + 5) Bludgeoning damage.", score: 1 }] },
    ];
    const { feedback } = await verifyFacts(engine("verifier"), templates.verifier, { query: "aboleth", facts, retrieval: blocks }, context);
    expect(feedback.verdicts.map((verdict) => verdict.label)).toEqual(["supported", "supported"]);
  });

  it("on a key–value list: each line is said of its passage's section, the query's subject first, and the section supports it", async () => {
    const templates = await researchTemplates();
    const block = (id: number, section: string, armor: number) => ({ id, document: "srd.md", startLine: id * 10, endLine: id * 10 + 2, section, text: `- **Armor Class:** ${armor}\n- **Speed:** 30 ft.`, score: 1 });
    const stats: AspectRetrieval[] = [{ aspect: "armor class", query: "armor class", passages: [block(1, "Monsters › Troll", 15), block(2, "Monsters › Ogre", 11)] }];
    const plan = [{ aspect: "armor class", query: "armor class", reason: "" }];
    const result = await synthesizeAnswer(engine("synthesizer"), templates.synthesizer, { query: "What is the Armor Class of the Ogre?", plan, retrieval: stats, excluded: [] }, context);
    expect(result.answer).toBe("The Armor Class of Ogre is 11 [2].");
    // Without the section a list line says whose it is nowhere: no statement is made of it.
    const bare: AspectRetrieval[] = [{ ...stats[0]!, passages: stats[0]!.passages.map(({ section: _section, ...passage }) => passage) }];
    const unsaid = await synthesizeAnswer(engine("synthesizer"), templates.synthesizer, { query: "What is the Armor Class of the Ogre?", plan, retrieval: bare, excluded: [] }, context);
    expect(unsaid.answer).not.toContain("Ogre is 11");
    const { feedback } = await verifyFacts(engine("verifier"), templates.verifier, { query: "ogre", facts: ["The Armor Class of Ogre is 11."], retrieval: stats }, context);
    expect(feedback.verdicts.map((verdict) => verdict.label)).toEqual(["supported"]);
  });

  it("the coverage evaluator counts each aspect's words in the answer and names query phrases the answer and the plan miss", async () => {
    const templates = await researchTemplates();
    const plan = [
      { aspect: "duchy founding", query: "", reason: "" },
      { aspect: "french language", query: "", reason: "" },
      { aspect: "castles", query: "", reason: "" },
    ];
    const { feedback } = await evaluateCoverage(engine("coverage"), templates.coverage, { query: "duchy founding, castles and the crusades", plan, answer: "The duchy founding was in 911 [1]. They spoke French." }, context);
    expect(feedback.aspect_coverage_details.map((detail) => detail.status)).toEqual(["well-covered", "partially-covered", "not-covered"]);
    expect(feedback.missing_salient_points).toEqual(["crusades"]);
  });
});
