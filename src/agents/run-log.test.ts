import { AIMessage, HumanMessage, ToolMessage } from "@langchain/core/messages";
import { describe, expect, it } from "vitest";
import { invocationLog, RESULT_PREVIEW_CHARS } from "./run-log.js";

describe("invocationLog: what one agent invocation did", () => {
  const long = "x".repeat(RESULT_PREVIEW_CHARS + 50);
  const messages = [
    new HumanMessage("Find pairs."),
    new AIMessage({ content: "I will search for the case first.", tool_calls: [{ id: "1", name: "grep", args: { pattern: "Smith v. Jones" } }, { id: "2", name: "read", args: { file: "c.txt", start_line: 1 } }] }),
    new ToolMessage({ tool_call_id: "1", name: "grep", content: "2 matches:\na.txt:2: in Smith v. Jones\nb.txt:1: Smith v. Jones was" }),
    new ToolMessage({ tool_call_id: "2", name: "read", content: "Error: no such file in the corpus", status: "error" }),
    new AIMessage({ content: "", tool_calls: [{ id: "3", name: "search_in_parallel", args: { searches: [{ pattern: "disapproved", purpose: "later treatment" }, { pattern: "reversed" }] } }] }),
    new ToolMessage({ tool_call_id: "3", name: "search_in_parallel", content: `d.txt:4: disapproved ${long}` }),
    new AIMessage({ content: "Done.", tool_calls: [{ id: "4", name: "submit_pairs", args: { pairs: [] } }] }),
  ];
  const log = invocationLog(messages);

  it("keeps the reasoning and every tool call with its input, a preview and the full length", () => {
    expect(log.reasoning).toEqual(["I will search for the case first.", "Done."]);
    expect(log.tool_calls.map((call) => [call.tool, call.is_error])).toEqual([["grep", false], ["read", true], ["search_in_parallel", false], ["submit_pairs", false]]);
    const fanOut = log.tool_calls[2]!;
    expect(fanOut.result_length).toBe(`d.txt:4: disapproved ${long}`.length);
    expect(fanOut.result_preview).toHaveLength(RESULT_PREVIEW_CHARS + 1);
    expect(log.subagent_calls).toEqual([{ subagent_type: "search_in_parallel", description: "later treatment; reversed", result_preview: fanOut.result_preview }]);
  });

  it("sums up provenance: files seen, queries searched, characters of content returned (errors excluded)", () => {
    expect(log.provenance_summary).toEqual({
      unique_files: ["a.txt", "b.txt", "d.txt"],
      grep_queries: ["Smith v. Jones", "disapproved", "reversed"],
      total_content_read_chars: messages[2]!.content.length + (messages[5]!.content as string).length,
    });
  });
});
