import { AIMessage, HumanMessage, ToolMessage, type BaseMessage } from "@langchain/core/messages";
import { describe, expect, it } from "vitest";
import { aiTurn, scriptedModel, type FakeBuiltModel } from "../../test/support/scripted-model.js";
import { TimedModel } from "../../test/support/timed-model.js";
import { GENERIC_CORPUS_CONFIG } from "../config/corpus-config.js";
import type { CorpusBrief } from "../agents/prompts.js";
import type { GenerationMode, QAPair, RejectedQA } from "../agents/types.js";
import { createDocument } from "../documents/document.js";
import { storeWithOneRun } from "../../test/support/run-store.js";
import { runQuestionLoop, type LoopEvent, type QuestionLoopOptions } from "./question-loop.js";

const corpus: CorpusBrief = { config: GENERIC_CORPUS_CONFIG, scenarioKey: "rag_eval", scenario: GENERIC_CORPUS_CONFIG.scenarios.rag_eval! };

const bestiary = createDocument(
  { id: "a".repeat(64), path: "bestiary.md", format: "markdown" },
  {
    lines: [
      "## Aboleth", // 1
      "- **Armor Class:** 17", // 2
      "- **Hit Points:** 150 (20d10 + 40)", // 3
      "## Owlbear", // 4
      "- **Armor Class:** 13", // 5
      "- **Speed:** 40 ft., Climb 40 ft.", // 6
    ],
  },
);

const PNG = Buffer.from(
  "89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a5f0c1f20000000049454e44ae426082",
  "hex",
);
const atlas = createDocument(
  { id: "b".repeat(64), path: "atlas.pdf", format: "pdf" },
  {
    lines: ["Figure 1. Rainfall by month.", "Table 1. Rivers longer than 500 km.", "The Danube is 2850 km long."],
    pageStarts: [1, 2, 3],
    visuals: [
      { type: "figure", page: 1, line: 1, label: "Figure 1", caption: "Rainfall by month." },
      { type: "table", page: 2, line: 2, label: "Table 1", caption: "Rivers longer than 500 km." },
    ],
    render: async () => ({ kind: "png", png: PNG, width: 1, height: 1, scale: 1 }),
  },
);

const submitAc = (question = "What is the Armor Class of the Aboleth?", answer = "17", evidence = [{ start_line: 1, end_line: 2 }]) =>
  aiTurn({ toolCalls: [{ name: "submit_qa", args: { question, answer, evidence } }], usage: { input: 100, output: 20 } });
const answer = (text: string, answerable = true) =>
  aiTurn({ toolCalls: [{ name: "submit_answer", args: { answerable, answer: text, evidence: [{ start_line: 2, end_line: 2 }] } }] });
const verdict = (overrides: Partial<{ matches_reference: boolean; trivial: boolean; ambiguous: boolean; relevant: boolean }> = {}) =>
  aiTurn({
    toolCalls: [{ name: "submit_verdict", args: { matches_reference: true, trivial: false, ambiguous: false, relevant: true, detail: "checked", ...overrides } }],
  });
const search = (pattern: string) => aiTurn({ toolCalls: [{ name: "search", args: { pattern } }] });

interface Run {
  accepted: QAPair[];
  rejected: RejectedQA[];
  events: LoopEvent[];
  state: Awaited<ReturnType<typeof runQuestionLoop>>;
}

async function run(
  models: { generator: FakeBuiltModel; validator?: FakeBuiltModel; deduplicator?: FakeBuiltModel },
  overrides: Partial<QuestionLoopOptions> = {},
  start: Parameters<typeof runQuestionLoop>[1] = {},
): Promise<Run> {
  const accepted: QAPair[] = [];
  const rejected: RejectedQA[] = [];
  const events: LoopEvent[] = [];
  const state = await runQuestionLoop(
    {
      document: bestiary,
      corpus,
      mode: "textual" as GenerationMode,
      targetCount: 1,
      models: {
        generator: models.generator,
        validator: models.validator ?? scriptedModel(),
        deduplicator: models.deduplicator ?? scriptedModel(),
        generatorName: "scripted:generator",
        validatorName: "scripted:validator",
      },
      hooks: { onAccepted: (qa) => void accepted.push(qa), onRejected: (r) => void rejected.push(r), onEvent: (e) => void events.push(e) },
      ...overrides,
    },
    start,
  );
  return { accepted, rejected, events, state };
}

describe("question loop: accept", () => {
  it("explores, submits, validates and accepts with verified evidence and metadata", async () => {
    const generator = scriptedModel(
      aiTurn({ toolCalls: [{ name: "read_lines", args: { start_line: 1, end_line: 3 } }] }),
      submitAc(),
    );
    const validator = scriptedModel(search("Armor Class"), answer("17"), verdict());
    const result = await run({ generator, validator });

    expect(result.accepted).toHaveLength(1);
    const qa = result.accepted[0]!;
    expect(qa).toMatchObject({
      question: "What is the Armor Class of the Aboleth?",
      answer: "17",
      source_document: "bestiary.md",
      category: "textual",
      evidence: [{ start_line: 1, end_line: 2, text: "## Aboleth\n- **Armor Class:** 17" }],
      generation_metadata: { generator_model: "scripted:generator", validator_model: "scripted:validator", attempt_number: 1, validator_answer: "17" },
    });
    expect(result.state.accepted_questions).toEqual([qa]);
    expect(result.state.consecutive_failures).toBe(0);

    // The generator saw its tool result; the validator never saw the reference answer before answering.
    expect(generator.calls[1]!.messages.some((m) => m instanceof ToolMessage && String(m.content).includes("Armor Class:** 17"))).toBe(true);
    const answerPhase = validator.calls[0]!.messages.map((m) => String(m.content)).join("\n");
    expect(answerPhase).toContain("<question>What is the Armor Class of the Aboleth?</question>");
    expect(answerPhase).not.toContain("reference_answer");
    const verdictPhase = validator.calls[2]!.messages.map((m) => String(m.content)).join("\n");
    expect(verdictPhase).toContain("<reference_answer>17</reference_answer>");
  });

  it("stops at the target count", async () => {
    const generator = scriptedModel(submitAc(), submitAc("How many hit points does the Aboleth have?", "150", [{ start_line: 3, end_line: 3 }]));
    const validator = scriptedModel(answer("17"), verdict(), answer("150"), verdict());
    const deduplicator = scriptedModel(aiTurn({ toolCalls: [{ name: "dedup_decision", args: { duplicate: false, duplicate_of: null } }] }));
    const result = await run({ generator, validator, deduplicator }, { targetCount: 2 });
    expect(result.accepted.map((qa) => qa.answer)).toEqual(["17", "150"]);
    expect(result.state.exhausted).toBe(false);
    expect(generator.callCount).toBe(2);
  });
});

describe("question loop: rejections", () => {
  it("rejects a near-verbatim repeat as duplicate without calling the deduplicator", async () => {
    const earlier = { question: "What is the Armor Class of the Aboleth?" } as QAPair;
    const generator = scriptedModel(submitAc("What is the armor class of the aboleth"), { toolCalls: [{ name: "report_exhausted", args: { reason: "done" } }] });
    const deduplicator = scriptedModel();
    const result = await run({ generator, deduplicator }, { targetCount: 2 }, { accepted: [earlier] });
    expect(result.rejected[0]).toMatchObject({ rejection_reason: "duplicate", duplicate_of: "What is the Armor Class of the Aboleth?" });
    expect(deduplicator.callCount).toBe(0);
  });

  it("rejects a reworded duplicate found by the deduplicator model, which sees only a short list", async () => {
    const accepted = Array.from({ length: 30 }, (_, i) => ({ question: `What is the speed of creature number ${i}?` }) as QAPair);
    accepted.push({ question: "What is the Armor Class of the Aboleth?" } as QAPair);
    const generator = scriptedModel(
      submitAc("Which armor class does an aboleth have?"),
      { toolCalls: [{ name: "report_exhausted", args: { reason: "done" } }] },
    );
    const deduplicator = scriptedModel(
      aiTurn({ toolCalls: [{ name: "dedup_decision", args: { duplicate: true, duplicate_of: "What is the Armor Class of the Aboleth?", reason: "same fact" } }] }),
    );
    const result = await run({ generator, deduplicator }, { targetCount: 40 }, { accepted });
    expect(result.rejected[0]).toMatchObject({ rejection_reason: "duplicate", rejection_detail: "same fact", duplicate_of: "What is the Armor Class of the Aboleth?" });
    const shown = String(deduplicator.calls[0]!.messages[1]!.content);
    expect(shown.split("\n").filter((line) => /^\d+\. /.test(line)).length).toBeLessThanOrEqual(8);
    expect(shown).toContain("1. What is the Armor Class of the Aboleth?");
  });

  it("finds a reworded duplicate that shares no words through the vector prefilter, where an embedder is set", async () => {
    const accepted = [{ question: "What is the Armor Class of the Aboleth?" } as QAPair];
    const reworded = "How hard is it to hit that tentacled fish-monster?";
    const exhausted = { toolCalls: [{ name: "report_exhausted", args: { reason: "done" } }] };
    const duplicateVerdict = aiTurn({ toolCalls: [{ name: "dedup_decision", args: { duplicate: true, duplicate_of: "What is the Armor Class of the Aboleth?" } }] });
    // Every question maps to the same direction: the embedder calls them the same.
    const embedQuestions = async (texts: string[]) => texts.map(() => new Float32Array([1, 0, 0]));

    const lexicalOnly = scriptedModel();
    const withoutEmbedder = await run(
      { generator: scriptedModel(submitAc(reworded, "17", [{ start_line: 2, end_line: 2 }]), exhausted), validator: scriptedModel(answer("17"), verdict()), deduplicator: lexicalOnly },
      { targetCount: 3 },
      { accepted },
    );
    expect(lexicalOnly.callCount).toBe(0);
    expect(withoutEmbedder.accepted).toHaveLength(1);

    const deduplicator = scriptedModel(duplicateVerdict);
    const withEmbedder = await run(
      { generator: scriptedModel(submitAc(reworded, "17", [{ start_line: 2, end_line: 2 }]), exhausted), deduplicator },
      { targetCount: 3, embedQuestions },
      { accepted },
    );
    expect(withEmbedder.rejected[0]).toMatchObject({ rejection_reason: "duplicate", duplicate_of: "What is the Armor Class of the Aboleth?" });
    expect(String(deduplicator.calls[0]!.messages[1]!.content)).toContain("1. What is the Armor Class of the Aboleth?");
  });

  it.each([
    ["refuses", "Not stated in the document.", "the validator's own answer says the document does not answer"],
    ["states another number", "The Aboleth has an Armor Class of 19.", 'lacks the reference\'s "17"'],
  ])("rejects as wrong_answer a validator that %s and then claims a match", async (_, own, why) => {
    const generator = scriptedModel(submitAc(), { toolCalls: [{ name: "report_exhausted", args: { reason: "done" } }] });
    const validator = scriptedModel(answer(own), verdict({ matches_reference: true }));
    const result = await run({ generator, validator });
    expect(result.accepted).toHaveLength(0);
    expect(result.rejected[0]).toMatchObject({ rejection_reason: "wrong_answer" });
    expect(result.rejected[0]!.rejection_detail).toContain(`answered "${own}" and the reference is "17"`);
    expect(result.rejected[0]!.rejection_detail).toContain(why);
  });

  it("accepts a validator's longer answer that states the reference's fact", async () => {
    const generator = scriptedModel(submitAc(), { toolCalls: [{ name: "report_exhausted", args: { reason: "done" } }] });
    const validator = scriptedModel(answer("Its Armor Class is 17 (natural armor)."), verdict());
    const result = await run({ generator, validator });
    expect(result.accepted).toHaveLength(1);
  });

  it.each([
    ["unanswerable", [answer("", false)]],
    ["wrong_answer", [answer("19"), verdict({ matches_reference: false })]],
    ["ambiguous", [answer("17"), verdict({ ambiguous: true })]],
    ["trivial", [answer("17"), verdict({ trivial: true })]],
    ["validation_failed", [answer("17"), verdict({ relevant: false })]],
  ] as const)("maps a %s verdict to that rejection reason", async (reason, validatorTurns) => {
    const generator = scriptedModel(submitAc(), { toolCalls: [{ name: "report_exhausted", args: { reason: "done" } }] });
    const validator = scriptedModel(...validatorTurns);
    const result = await run({ generator, validator });
    expect(result.accepted).toHaveLength(0);
    expect(result.rejected).toHaveLength(1);
    expect(result.rejected[0]!.rejection_reason).toBe(reason);
    expect(result.rejected[0]!.rejection_detail.length).toBeGreaterThan(0);
  });

  it("rejects evidence that does not contain the answer as ungrounded, without a validator call", async () => {
    const generator = scriptedModel(
      submitAc("What is the Armor Class of the Owlbear?", "13", [{ start_line: 1, end_line: 2 }]),
      submitAc("What is the Armor Class of the Owlbear?", "13", [{ start_line: 90, end_line: 95 }]),
      { toolCalls: [{ name: "report_exhausted", args: { reason: "done" } }] },
    );
    const validator = scriptedModel();
    const result = await run({ generator, validator });
    expect(result.rejected.map((r) => r.rejection_reason)).toEqual(["ungrounded", "ungrounded"]);
    expect(result.rejected[0]!.rejection_detail).toContain('"13"');
    expect(result.rejected[1]!.rejection_detail).toContain("do not exist");
    expect(validator.callCount).toBe(0);
  });

  it("sends a submission that breaks its schema back to the generator, naming the field", async () => {
    const generator = scriptedModel(
      aiTurn({ toolCalls: [{ name: "submit_qa", args: { question: "What is the Armor Class of the Aboleth?", answer: "17" } }] }),
      submitAc(),
    );
    const validator = scriptedModel(answer("17"), verdict());
    const result = await run({ generator, validator });
    const reply = generator.calls[1]!.messages.at(-1)!;
    expect(reply).toBeInstanceOf(ToolMessage);
    expect(String(reply.content)).toContain("evidence");
    expect(result.accepted).toHaveLength(1);
  });

  it("repairs malformed JSON tool arguments, and answers unrepairable ones with an error the model can act on", async () => {
    const broken = new AIMessage({
      content: "",
      tool_calls: [],
      invalid_tool_calls: [
        { id: "c1", name: "read_lines", args: "```json\n{'start_line': 1, 'end_line': 2,}\n```", type: "invalid_tool_call", error: "bad json" },
        { id: "c2", name: "search", args: "{pattern: ", type: "invalid_tool_call", error: "bad json" },
      ],
    });
    const generator = scriptedModel(broken, submitAc());
    const validator = scriptedModel(answer("17"), verdict());
    const result = await run({ generator, validator });
    const seen = generator.calls[1]!.messages;
    const toolReplies = seen.filter((m): m is ToolMessage => m instanceof ToolMessage);
    expect(toolReplies.find((m) => m.tool_call_id === "c1")!.content).toContain("Lines 1-2 of 6");
    const rejected = toolReplies.find((m) => m.tool_call_id === "c2")!;
    expect(rejected.status).toBe("error");
    expect(String(rejected.content)).toMatch(/^Error: /);
    // The assistant turn sent back still holds both calls, so every tool message answers a call.
    const assistant = seen.find((m): m is AIMessage => m instanceof AIMessage)!;
    expect(assistant.tool_calls!.map((c) => c.id).sort()).toEqual(["c1", "c2"]);
    expect(result.accepted).toHaveLength(1);
  });
});

describe("question loop: retrieval validator mode", () => {
  it("answers by retrieval in one step, then gives the same verdict phase as the agent", async () => {
    const asked: string[] = [];
    const answerByRetrieval = async (question: string) => {
      asked.push(question);
      return { answerable: true, answer: "17", evidence: [{ start_line: 1, end_line: 2 }] };
    };
    const validator = scriptedModel(verdict());
    const result = await run({ generator: scriptedModel(submitAc()), validator }, { answerByRetrieval });
    expect(asked).toEqual(["What is the Armor Class of the Aboleth?"]);
    expect(result.accepted[0]!.generation_metadata.validator_answer).toBe("17");
    // The verdict conversation holds the retrieval answer as a submit_answer call, answered by a tool message.
    const seen = validator.calls[0]!.messages;
    const call = seen.find((m): m is AIMessage => m instanceof AIMessage)!;
    expect(call.tool_calls![0]).toMatchObject({ name: "submit_answer", args: { answer: "17" } });
    expect(seen.some((m) => m instanceof ToolMessage && m.tool_call_id === call.tool_calls![0]!.id)).toBe(true);
  });

  it("rejects as unanswerable when retrieval finds nothing, without a verdict call", async () => {
    const validator = scriptedModel();
    const result = await run(
      { generator: scriptedModel(submitAc(), { toolCalls: [{ name: "report_exhausted", args: { reason: "x" } }] }), validator },
      { answerByRetrieval: async () => ({ answerable: false, answer: "", evidence: [], notes: "no passage" }) },
    );
    expect(result.rejected[0]).toMatchObject({ rejection_reason: "unanswerable" });
    expect(validator.callCount).toBe(0);
  });
});

describe("question loop: exits", () => {
  it("ends the document when the generator reports it exhausted", async () => {
    const generator = scriptedModel({ toolCalls: [{ name: "report_exhausted", args: { reason: "every stat asked" } }] });
    const result = await run({ generator }, { targetCount: 5 });
    expect(result.state.exhausted).toBe(true);
    expect(result.state.exhausted_reason).toBe("generator: every stat asked");
    expect(result.rejected).toHaveLength(0);
    expect(result.events).toContainEqual({ type: "exhausted", reason: "every stat asked" });
  });

  it("ends the document after the threshold of consecutive failures", async () => {
    const bad = () => submitAc("What is the Armor Class of the Owlbear?", "13", [{ start_line: 1, end_line: 1 }]);
    const generator = scriptedModel(bad(), bad(), bad(), bad());
    const result = await run({ generator }, { targetCount: 5, exhaustionThreshold: 3 });
    expect(result.rejected).toHaveLength(3);
    expect(result.state.exhausted).toBe(true);
    expect(result.state.exhausted_reason).toContain("3 consecutive failures");
    expect(generator.callCount).toBe(3);
  });

  it("counts a generator that never submits as a failure", async () => {
    const generator = scriptedModel({ content: "I think the answer is 17." }, { content: "Still thinking." }, { toolCalls: [{ name: "report_exhausted", args: { reason: "x" } }] });
    const result = await run({ generator });
    expect(result.rejected[0]!.rejection_detail).toContain("without submitting");
    // The agent was nudged once before the attempt was abandoned.
    expect(generator.calls[1]!.messages.at(-1)).toBeInstanceOf(HumanMessage);
  });

  it("resumes from an interrupted run's counters", async () => {
    const generator = scriptedModel(submitAc("What is the Armor Class of the Owlbear?", "13", [{ start_line: 5, end_line: 5 }]));
    const validator = scriptedModel(answer("13"), verdict());
    const deduplicator = scriptedModel(aiTurn({ toolCalls: [{ name: "dedup_decision", args: { duplicate: false } }] }));
    const earlier = { question: "What is the Armor Class of the Aboleth?", answer: "17" } as QAPair;
    const result = await run({ generator, validator, deduplicator }, { targetCount: 2 }, { accepted: [earlier], attempts: 4, consecutiveFailures: 2 });
    expect(result.accepted[0]!.generation_metadata.attempt_number).toBe(5);
    expect(result.state.accepted_questions).toHaveLength(2);
    expect(String(generator.calls[0]!.messages[1]!.content)).toContain("- What is the Armor Class of the Aboleth?");
  });
});

describe("question loop: visual mode", () => {
  it("attaches the images of two view_page calls as one user message after both tool results", async () => {
    const generator = scriptedModel(
      aiTurn({ toolCalls: [{ name: "list_visual_content", args: {} }] }),
      aiTurn({ toolCalls: [{ name: "view_page", args: { page_number: 1 } }, { name: "view_page", args: { page_number: 2 } }] }),
      submitAcVisual(),
    );
    const validator = scriptedModel(answer("2850 km"), verdict());
    const result = await run({ generator, validator }, { document: atlas, mode: "visual" });

    const seen: BaseMessage[] = generator.calls[2]!.messages;
    const aiIndex = seen.findIndex((m) => m instanceof AIMessage && (m.tool_calls?.length ?? 0) === 2);
    expect(seen[aiIndex + 1]).toBeInstanceOf(ToolMessage);
    expect(seen[aiIndex + 2]).toBeInstanceOf(ToolMessage);
    const images = seen[aiIndex + 3]!;
    expect(images).toBeInstanceOf(HumanMessage);
    const parts = images.content as { type: string; image_url?: { url: string } }[];
    expect(parts.filter((p) => p.type === "image_url")).toHaveLength(2);
    expect(parts[1]!.image_url!.url).toBe(`data:image/png;base64,${PNG.toString("base64")}`);
    expect(seen.length).toBe(aiIndex + 4);

    expect(result.state.previous_viewed_pages).toEqual([1, 2]);
    expect(result.accepted[0]!.content_refs).toEqual(["Table 1"]);
    expect(result.accepted[0]!.category).toBe("visual");
  });

  it("reports and skips a document with no visual content, without calling any model", async () => {
    const generator = scriptedModel();
    const result = await run({ generator }, { mode: "visual" });
    expect(result.state.skipped_reason).toContain("no figures, tables or images");
    expect(generator.callCount).toBe(0);
    expect(result.events).toEqual([{ type: "skipped", reason: expect.any(String) }]);
  });

  it("offers view_page only in visual mode", async () => {
    const generator = scriptedModel(
      aiTurn({ toolCalls: [{ name: "view_page", args: { page_number: 1 } }] }),
      { toolCalls: [{ name: "report_exhausted", args: { reason: "x" } }] },
    );
    await run({ generator });
    const reply = generator.calls[1]!.messages.at(-1)!;
    expect(reply).toBeInstanceOf(ToolMessage);
    expect(String(reply.content)).toBe('Error: there is no tool named "view_page"; available tools: read_lines, search, submit_qa, report_exhausted');
  });
});

function submitAcVisual() {
  return aiTurn({
    toolCalls: [
      {
        name: "submit_qa",
        args: { question: "According to Table 1, how long is the Danube?", answer: "2850 km", evidence: [{ start_line: 2, end_line: 3 }], content_refs: ["Table 1"] },
      },
    ],
  });
}

describe("question loop: several candidates of one document at once", () => {
  const RIVERS = ["Alpha", "Bravo", "Cedar", "Delta", "Ember", "Fjord", "Gamma", "Heron", "Indus", "Juniper"];
  const rivers = createDocument(
    { id: "c".repeat(64), path: "rivers.txt", format: "text" },
    { lines: RIVERS.map((name, index) => `The river ${name} is ${101 + index} km long.`) },
  );
  const text = (messages: BaseMessage[]) => messages.map((m) => String(m.content)).join("\n");
  const tag = (messages: BaseMessage[], name: string) => new RegExp(`<${name}>([^<]*)</${name}>`).exec(text(messages))?.[1];
  const submit = (question: string, river: string) => {
    const line = RIVERS.indexOf(river) + 1;
    return aiTurn({ toolCalls: [{ name: "submit_qa", args: { question, answer: `${100 + line} km`, evidence: [{ start_line: line, end_line: line }] } }] });
  };
  /** Answers each question with the length of the river it names, then agrees in the verdict phase. */
  const validatorModel = () =>
    new TimedModel((messages) => {
      if (text(messages).includes("<reference_answer>")) {
        return aiTurn({ toolCalls: [{ name: "submit_verdict", args: { matches_reference: true, trivial: false, ambiguous: false, relevant: true, detail: "ok" } }] });
      }
      const question = tag(messages, "question") ?? "";
      const line = RIVERS.findIndex((name) => question.toLowerCase().includes(name.toLowerCase())) + 1;
      return aiTurn({ toolCalls: [{ name: "submit_answer", args: { answerable: true, answer: `${100 + line} km`, evidence: [{ start_line: line, end_line: line }] } }] });
    });
  /** A duplicate when the candidate names the same river as a question on its list. */
  const deduplicatorModel = () =>
    new TimedModel((messages) => {
      const candidate = tag(messages, "new_question") ?? "";
      const listed = [...text(messages).matchAll(/^\d+\. (.+)$/gm)].map((match) => match[1]!);
      const river = RIVERS.find((name) => candidate.includes(name));
      const same = listed.find((question) => river !== undefined && question.includes(river));
      return aiTurn({ toolCalls: [{ name: "dedup_decision", args: { duplicate: same !== undefined, duplicate_of: same ?? null, reason: "same river" } }] });
    });
  const loop = (generator: TimedModel, validator: TimedModel, deduplicator: TimedModel, overrides: Partial<QuestionLoopOptions>, start = {}) =>
    run(
      { generator: generator as unknown as FakeBuiltModel, validator: validator as unknown as FakeBuiltModel, deduplicator: deduplicator as unknown as FakeBuiltModel },
      { document: rivers, ...overrides },
      start,
    );

  it("generates and validates up to K candidates at once, decides them one at a time, and never passes the target", async () => {
    // Attempt n asks about river n: each candidate of a round is a different one.
    const generator = new TimedModel((messages) => {
      const river = RIVERS[Number(tag(messages, "attempt")) - 1]!;
      return submit(`How long is the river ${river}?`, river);
    });
    const validator = validatorModel();
    const deduplicator = deduplicatorModel();
    const result = await loop(generator, validator, deduplicator, { targetCount: 7, perDocumentConcurrency: 3 });

    expect(result.accepted.map((qa) => qa.generation_metadata.attempt_number)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(result.rejected).toEqual([]);
    // Rounds of 3, 3 and 1: the last round asks only for what the target still needs.
    expect(generator.calls).toHaveLength(7);
    expect(generator.maxInFlight).toBe(3);
    expect(validator.maxInFlight).toBe(3);
    // The checks against the questions accepted before a round run at once (none in the first round); then each
    // candidate but a round's first is checked, one call each, against those accepted earlier in its own round.
    expect(deduplicator.maxInFlight).toBe(3);
    expect(deduplicator.calls).toHaveLength((0 + 2) + (3 + 2) + (1 + 0));
    // Each lane of a round was told where to look first, so that a real model spreads its candidates.
    expect(text(generator.calls[1]!)).toContain("<parallel>3 questions are being written at once; this is number 2.");
  });

  it("rejects a candidate that repeats one accepted earlier in its own round, verbatim or reworded", async () => {
    const generator = new TimedModel((messages) => {
      const attempt = Number(tag(messages, "attempt"));
      if (attempt === 1) return submit("How long is the river Alpha?", "Alpha");
      if (attempt === 2) return submit("how long is the river alpha", "Alpha");
      if (attempt === 3) return submit("What length does the Alpha reach?", "Alpha");
      return submit(`How long is the river ${RIVERS[attempt - 3]}?`, RIVERS[attempt - 3]!);
    });
    const deduplicator = deduplicatorModel();
    const result = await loop(generator, validatorModel(), deduplicator, { targetCount: 3, perDocumentConcurrency: 3 });

    expect(result.accepted.map((qa) => qa.question)).toEqual(["How long is the river Alpha?", "How long is the river Bravo?", "How long is the river Cedar?"]);
    expect(result.rejected).toMatchObject([
      { question: "how long is the river alpha", rejection_reason: "duplicate", duplicate_of: "How long is the river Alpha?" },
      { question: "What length does the Alpha reach?", rejection_reason: "duplicate", duplicate_of: "How long is the river Alpha?" },
    ]);
    // The verbatim repeat needs no model; the rewording went to the deduplicator, which saw the question accepted in
    // the same round.
    const reworded = deduplicator.calls.find((call) => text(call).includes("What length does the Alpha reach?"));
    expect(reworded && text(reworded)).toContain("How long is the river Alpha?");
    // No two accepted questions name the same river.
    const named = result.accepted.map((qa) => RIVERS.find((river) => qa.question.includes(river)));
    expect(new Set(named).size).toBe(named.length);
  });

  it("adds no abort listener per candidate to the run's signal: twelve at once print no Node warning", async () => {
    const generator = new TimedModel((messages) => {
      const attempt = Number(tag(messages, "attempt"));
      const river = RIVERS[(attempt - 1) % RIVERS.length]!;
      return submit(`How long is the river ${river}? (${attempt})`, river);
    });
    const warnings: string[] = [];
    const listener = (warning: Error) => warnings.push(`${warning.name}: ${warning.message}`);
    process.on("warning", listener);
    try {
      const result = await loop(generator, validatorModel(), new TimedModel(() => aiTurn({ toolCalls: [{ name: "dedup_decision", args: { duplicate: false } }] })), {
        targetCount: 12,
        perDocumentConcurrency: 12,
      });
      await new Promise((resolve) => setTimeout(resolve, 20)); // warnings are emitted on a later tick
      expect(generator.maxInFlight).toBe(12);
      expect(result.accepted.length + result.rejected.length).toBe(12);
    } finally {
      process.off("warning", listener);
    }
    expect(warnings).toEqual([]);
  });

  it("resumes with K > 1 from the questions accepted before the interruption", async () => {
    const earlier = ["Alpha", "Bravo"].map((river, index) => ({ question: `How long is the river ${river}?`, answer: `${101 + index} km` }) as QAPair);
    const generator = new TimedModel((messages) => {
      const river = RIVERS[Number(tag(messages, "attempt")) - 1]!;
      return submit(`How long is the river ${river}?`, river);
    });
    const result = await loop(generator, validatorModel(), deduplicatorModel(), { targetCount: 5, perDocumentConcurrency: 4 }, { accepted: earlier, attempts: 2 });

    expect(result.accepted.map((qa) => qa.generation_metadata.attempt_number)).toEqual([3, 4, 5]);
    expect(result.state.accepted_questions).toHaveLength(5);
    // One round of three (not four): the target needs only three more.
    expect(generator.calls).toHaveLength(3);
    for (const call of generator.calls) expect(text(call)).toContain("- How long is the river Bravo?");
  });

  describe("a lane's report_exhausted ends the document only when no candidate of its round was rejected", () => {
    /** A fact the scripted generator can ask: `wrong` gives an answer its evidence does not hold (rejected as ungrounded). */
    interface ScriptedFact {
      river: string;
      wrong?: boolean;
      /** Offered only once a question about this river was asked (accepted or rejected), as a fact that repeats it waits. */
      after?: string;
    }
    const question = (fact: ScriptedFact) => `How long is the river ${fact.river}?`;
    /**
     * Like the offline questioner: lane i of a round submits the (i+1)-th fact no accepted or rejected question asks
     * yet, and reports the document exhausted when the round has no more than i.
     */
    const factGenerator = (facts: ScriptedFact[]) =>
      new TimedModel((messages) => {
        const task = text(messages);
        const asked = (river: string) => task.includes(`- How long is the river ${river}?`);
        const lane = Number(/this is number (\d+)/.exec(task)?.[1] ?? 1) - 1;
        const offered = facts.filter((fact) => !asked(fact.river) && (fact.after === undefined || asked(fact.after)));
        const fact = offered[lane];
        if (!fact) return aiTurn({ toolCalls: [{ name: "report_exhausted", args: { reason: "the other lanes ask the last facts" } }] });
        if (!fact.wrong) return submit(question(fact), fact.river);
        const line = RIVERS.indexOf(fact.river) + 1;
        return aiTurn({ toolCalls: [{ name: "submit_qa", args: { question: question(fact), answer: "999 km", evidence: [{ start_line: line, end_line: line }] } }] });
      });

    it("runs another round when lane 1 reports exhausted and lane 0's candidate is rejected, and accepts what that round offers", async () => {
      // Cedar waits behind Alpha, whose candidate is wrong: only the round after Alpha's rejection offers it.
      const generator = factGenerator([{ river: "Alpha", wrong: true }, { river: "Cedar", after: "Alpha" }]);
      const result = await loop(generator, validatorModel(), deduplicatorModel(), { targetCount: 5, perDocumentConcurrency: 2 });

      expect(result.rejected.map((r) => [r.question, r.rejection_reason])).toEqual([["How long is the river Alpha?", "ungrounded"]]);
      expect(result.accepted.map((qa) => qa.question)).toEqual(["How long is the river Cedar?"]);
      // Two rounds of two lanes; the second round's report is final (its one candidate was accepted).
      expect(generator.calls).toHaveLength(4);
      expect(text(generator.calls[2]!)).toContain("- How long is the river Alpha? [ungrounded");
      expect(result.state.exhausted_reason).toBe("generator: the other lanes ask the last facts");
      expect(result.events.filter((e) => e.type === "exhaustion_deferred" || e.type === "exhausted")).toEqual([
        { type: "exhaustion_deferred", reason: "the other lanes ask the last facts", rejected: 1 },
        { type: "exhausted", reason: "the other lanes ask the last facts" },
      ]);
    });

    it("ends the document when lane 1 reports exhausted and lane 0's candidate is accepted: no extra round", async () => {
      const generator = factGenerator([{ river: "Alpha" }, { river: "Cedar", after: "Bravo" }]);
      const result = await loop(generator, validatorModel(), deduplicatorModel(), { targetCount: 5, perDocumentConcurrency: 2 });

      expect(result.accepted.map((qa) => qa.question)).toEqual(["How long is the river Alpha?"]);
      expect(generator.calls).toHaveLength(2);
      expect(result.state.exhausted_reason).toBe("generator: the other lanes ask the last facts");
      expect(result.events.some((e) => e.type === "exhaustion_deferred")).toBe(false);
    });

    it("still ends a generator that always reports exhausted from one lane and submits rejected candidates from the other, at the failure threshold", async () => {
      // Lane 0 always has a new wrong fact; lane 1 never has one.
      const wrong = RIVERS.map((river) => ({ river, wrong: true }));
      const generator = new TimedModel((messages, call) => {
        const task = text(messages);
        if (task.includes("this is number 2")) return aiTurn({ toolCalls: [{ name: "report_exhausted", args: { reason: "nothing more" } }] });
        const fact = wrong.find((f) => !task.includes(`- ${question(f)}`)) ?? wrong[call % wrong.length]!;
        const line = RIVERS.indexOf(fact.river) + 1;
        return aiTurn({ toolCalls: [{ name: "submit_qa", args: { question: question(fact), answer: "999 km", evidence: [{ start_line: line, end_line: line }] } }] });
      });
      const result = await loop(generator, validatorModel(), deduplicatorModel(), { targetCount: 5, perDocumentConcurrency: 2, exhaustionThreshold: 3 });

      expect(result.accepted).toEqual([]);
      expect(result.rejected).toHaveLength(3);
      expect(result.state.exhausted_reason).toBe("3 consecutive failures (threshold 3)");
      expect(generator.calls).toHaveLength(6);
      expect(result.events.filter((e) => e.type === "exhaustion_deferred")).toHaveLength(2);
    });

    it.each([1, 2])("resumed from the run store after %i decision(s) of such a round, ends as an uninterrupted run", async (decisionsBeforeKill) => {
      // One round: Alpha rejected, Bravo accepted, lane 3 exhausted; Cedar waits behind Alpha.
      const facts: ScriptedFact[] = [{ river: "Alpha", wrong: true }, { river: "Bravo" }, { river: "Cedar", after: "Alpha" }];
      const options = { targetCount: 5, perDocumentConcurrency: 3 };
      const uninterrupted = await loop(factGenerator(facts), validatorModel(), deduplicatorModel(), options);
      expect(uninterrupted.accepted.map((qa) => qa.question)).toEqual(["How long is the river Bravo?", "How long is the river Cedar?"]);

      // The same run, writing each decision to the run store as `generate` does, killed after `decisionsBeforeKill`
      // decisions of the first round (before the round's exhaustion report is decided), then resumed from the store.
      const { db, runs, run: stored } = storeWithOneRun(["rivers.txt"], { targetCount: 5 });
      try {
        let decisions = 0;
        const storeHooks = (kill: boolean): QuestionLoopOptions["hooks"] => ({
          onAccepted: (qa, progress) => {
            runs.recordAccepted(stored.id, "rivers.txt", qa, progress, []);
            if (kill && ++decisions === decisionsBeforeKill) throw new Error("killed");
          },
          onRejected: (rejected, progress) => {
            runs.recordRejected(stored.id, "rivers.txt", rejected, progress, []);
            if (kill && ++decisions === decisionsBeforeKill) throw new Error("killed");
          },
        });
        await expect(loop(factGenerator(facts), validatorModel(), deduplicatorModel(), { ...options, hooks: storeHooks(true) })).rejects.toThrow("killed");
        const row = runs.documents(stored.id)[0]!;
        expect(row.accepted + row.rejected).toBe(decisionsBeforeKill);
        const start = {
          accepted: runs.accepted(stored.id, "rivers.txt"),
          rejected: runs.rejected(stored.id, "rivers.txt"),
          attempts: row.attempts,
          consecutiveFailures: row.consecutive_failures,
          viewedPages: JSON.parse(row.viewed_pages) as number[],
        };
        const resumed = await loop(factGenerator(facts), validatorModel(), deduplicatorModel(), { ...options, hooks: storeHooks(false) }, start);

        expect(resumed.state.accepted_questions.map((qa) => qa.question).sort()).toEqual(uninterrupted.state.accepted_questions.map((qa) => qa.question).sort());
        expect(resumed.state.rejected_questions.map((r) => r.question)).toEqual(uninterrupted.state.rejected_questions.map((r) => r.question));
        expect(resumed.state.exhausted_reason).toBe(uninterrupted.state.exhausted_reason);
        expect(runs.accepted(stored.id, "rivers.txt").map((qa) => qa.question).sort()).toEqual(["How long is the river Bravo?", "How long is the river Cedar?"]);
      } finally {
        db.close();
      }
    });
  });
});
