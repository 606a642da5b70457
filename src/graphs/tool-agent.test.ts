import { HumanMessage, ToolMessage } from "@langchain/core/messages";
import { tool } from "@langchain/core/tools";
import { afterEach, describe, expect, it } from "vitest";
import { z } from "zod";
import { scriptedModel } from "../../test/support/scripted-model.js";
import { createDocument } from "../documents/document.js";
import { documentTools } from "../documents/tools.js";
import { createToolAgent, runToolAgent } from "./tool-agent.js";

const document = createDocument(
  { id: "c".repeat(64), path: "notes.txt", format: "text" },
  { lines: Array.from({ length: 40 }, (_, index) => `note ${index + 1}`) },
);
const finish = { name: "finish", description: "Ends the task.", schema: z.object({ done: z.boolean() }) };

const warnings: Error[] = [];
const onWarning = (warning: Error) => void warnings.push(warning);

afterEach(() => {
  process.off("warning", onWarning);
  warnings.length = 0;
});

describe("tool agent", () => {
  it("runs many tool calls of one message at once without piling abort listeners on one signal", async () => {
    process.on("warning", onWarning);
    const reads = Array.from({ length: 16 }, (_, index) => ({ name: "read_lines", args: { start_line: index + 1, end_line: index + 1 } }));
    const model = scriptedModel({ toolCalls: reads }, { toolCalls: [{ name: "finish", args: { done: true } }] });
    const agent = createToolAgent({ model, tools: documentTools(document, { include: ["read_lines"] }), terminalTools: [finish] });

    const result = await runToolAgent(agent, [new HumanMessage("Read the notes.")]);
    await new Promise((resolve) => setImmediate(resolve)); // process warnings are emitted on a later tick

    expect(result.outcome).toMatchObject({ kind: "terminal", name: "finish" });
    const answers = result.messages.filter((message): message is ToolMessage => message instanceof ToolMessage);
    expect(answers.map((message) => String(message.content).split("\n")[1])).toEqual(reads.map((_, index) => `${String(index + 1).padStart(2)}\tnote ${index + 1}`));
    expect(warnings.map((warning) => `${warning.name}: ${warning.message}`)).toEqual([]);
  });

  it("still aborts every running call when the caller aborts", async () => {
    const signals: (AbortSignal | undefined)[] = [];
    const wait = tool(
      (_input, config) =>
        new Promise<string>(() => {
          signals.push(config?.signal);
        }),
      { name: "wait", description: "Never returns.", schema: z.object({}) },
    );
    const model = scriptedModel({ toolCalls: Array.from({ length: 12 }, () => ({ name: "wait", args: {} })) });
    const agent = createToolAgent({ model, tools: [wait], terminalTools: [finish] });
    const controller = new AbortController();
    const run = runToolAgent(agent, [new HumanMessage("Wait.")], { signal: controller.signal });
    while (signals.length < 12) await new Promise((resolve) => setTimeout(resolve, 1));
    controller.abort(new Error("stopped by the caller"));
    await expect(run).rejects.toThrow("stopped by the caller");
    expect(signals.map((signal) => signal?.aborted)).toEqual(Array.from({ length: 12 }, () => true));
  });
});
