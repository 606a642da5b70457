import { BaseChatModel } from "@langchain/core/language_models/chat_models";
import { AIMessage, type BaseMessage } from "@langchain/core/messages";
import type { ChatResult } from "@langchain/core/outputs";
import { describe, expect, it } from "vitest";
import { researchTemplates } from "../../api/research.js";
import { messageText } from "../../models/offline/conversation.js";
import { evaluateIcat } from "./icat.js";
import type { AspectRetrieval } from "./types.js";

class Replies extends BaseChatModel {
  prompts: string[] = [];
  constructor(private readonly reply: (prompt: string) => string) {
    super({});
  }
  _llmType(): string {
    return "icat-script";
  }
  async _generate(messages: BaseMessage[]): Promise<ChatResult> {
    const prompt = messageText(messages.at(-1)!);
    this.prompts.push(prompt);
    const text = this.reply(prompt);
    return { generations: [{ text, message: new AIMessage(text) }] };
  }
}

const claims = ["Rollo founded Normandy.", "Normandy was founded in 911.", "The Normans spoke Latin."];
const evidence = async (asked: readonly string[]): Promise<AspectRetrieval[]> =>
  asked.map((claim, index) => ({ aspect: claim, query: claim, passages: [{ id: index + 1, document: "normans.txt", startLine: index + 1, endLine: index + 1, text: `about ${claim}`, score: 1 }] }));

function models() {
  return {
    factExtractor: new Replies(() => JSON.stringify(claims)),
    verifier: new Replies(() => JSON.stringify({ verdicts: [{ fact: 1, label: "supported" }, { fact: 2, label: "supported" }, { fact: 3, label: "refuted" }] })),
    coverage: new Replies((prompt) => {
      const aspects = JSON.parse(/<plan>([\s\S]*?)<\/plan>/.exec(prompt)![1]!) as { aspect: string }[];
      return JSON.stringify({ aspects: aspects.map((aspect, index) => ({ aspect: index + 1, status: aspect.aspect === "language" ? "not-covered" : "well-covered" })) });
    }),
    planner: new Replies(() => JSON.stringify([{ aspect: "founding", query: "founding of Normandy" }, { aspect: "language", query: "Norman language" }, { aspect: "leaders", query: "Norman leaders" }])),
  };
}

describe("ICAT", () => {
  it("with the user's aspects (ICAT-M): supported claims / claims, covered aspects / aspects, their harmonic mean; coverage judged on supported claims only", async () => {
    const scripted = models();
    const { scores, decisions } = await evaluateIcat({ query: "Who founded Normandy?", answer: "Rollo founded Normandy in 911. They spoke Latin.", aspects: ["founding", "language"] }, scripted, (await researchTemplates()).icat, evidence, { subject: "q1", iteration: 0 });
    expect(scores).toMatchObject({ mode: "ICAT-M", claims: 3, supported: 2, refuted: 1, factuality: 2 / 3, coverage: 0.5 });
    expect(scores.icat).toBeCloseTo((2 * (2 / 3) * 0.5) / (2 / 3 + 0.5), 10);
    expect(scripted.planner.prompts).toHaveLength(0);
    // The refuted claim is not offered as coverage.
    expect(scripted.coverage.prompts[0]).toContain("Rollo founded Normandy.");
    expect(scripted.coverage.prompts[0]).not.toContain("The Normans spoke Latin.");
    // Claims are checked against passages retrieved for them, not against the answer's own sources.
    expect(scripted.verifier.prompts[0]).toContain("[3] normans.txt line 3");
    expect(decisions.map((decision) => decision.agent).sort()).toEqual(["coverage", "fact_extractor", "verifier"]);
  });

  it("without aspects (ICAT-A): the planner writes them from the query", async () => {
    const scripted = models();
    const { scores } = await evaluateIcat({ query: "Who founded Normandy?", answer: "Rollo founded Normandy in 911." }, scripted, (await researchTemplates()).icat, evidence, { subject: "q1", iteration: 0 });
    expect(scores.mode).toBe("ICAT-A");
    expect(scores.aspects).toEqual([
      { aspect: "founding", covered: true },
      { aspect: "language", covered: false },
      { aspect: "leaders", covered: true },
    ]);
    expect(scores.coverage).toBeCloseTo(2 / 3, 10);
  });
});
