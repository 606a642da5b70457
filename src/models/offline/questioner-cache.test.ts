import { HumanMessage, SystemMessage } from "@langchain/core/messages";
import { describe, expect, it, vi } from "vitest";
import { fixturePath } from "../../../test/support/fixtures.js";
import { runToolLoop } from "../../../test/support/offline-agent.js";
import { documentBrief, generatorTaskMessage } from "../../agents/prompts.js";
import { loadDocument } from "../../documents/load.js";
import { documentTools } from "../../documents/tools.js";
import * as facts from "./facts.js";
import { createOfflineModel } from "./index.js";

// Every call of factsIn is counted; what it returns is the real function's.
vi.mock("./facts.js", async (importOriginal) => {
  const real = await importOriginal<typeof facts>();
  return { ...real, factsIn: vi.fn(real.factsIn) };
});

describe("the offline questioner over turns that read the same lines", () => {
  it("finds each region's facts once per text read, and asks the same question from them", async () => {
    const document = await loadDocument(fixturePath("text/scotus-fisher-opinion.txt"));
    const tools = documentTools(document, { include: ["read_lines", "search"] });
    const ask = async (accepted: string[]) => {
      const model = createOfflineModel("questioner", "generator", { temperature: 0, seed: 5 });
      const task = generatorTaskMessage({ document: documentBrief(document), attempt: 1, acceptedQuestions: accepted, rejected: [], viewedPages: [], mode: "textual" });
      return (await runToolLoop(model, tools, ["submit_qa", "report_exhausted"], [new SystemMessage("generator"), new HumanMessage(task)])).call;
    };
    const counted = vi.mocked(facts.factsIn);
    const first = await ask([]);
    expect(first.name).toBe("submit_qa");
    const callsFirst = counted.mock.calls.length;
    expect(callsFirst).toBeGreaterThan(0);

    // The same turns again (a retried candidate, another lane of the round): the text read is the same text, whose
    // facts are known.
    const again = await ask([]);
    expect(again.args).toEqual(first.args);
    expect(counted.mock.calls.length).toBe(callsFirst);

    // With the first question accepted, the next candidate reads on and asks something else; written again (the
    // round's next lane, a retry), it reads the same lines and finds nothing again, the answers of the asked
    // questions included.
    const next = await ask([String(first.args.question)]);
    expect(next.name).toBe("submit_qa");
    expect(next.args.question).not.toBe(first.args.question);
    const callsNext = counted.mock.calls.length;
    expect((await ask([String(first.args.question)])).args).toEqual(next.args);
    expect(counted.mock.calls.length).toBe(callsNext);
  });
});
