import { describe, expect, it } from "vitest";
import { launch, shellQuote, type LauncherIO } from "./launcher.js";

function scripted(answers: string[]): LauncherIO & { printed: string[]; asked: string[] } {
  const printed: string[] = [];
  const asked: string[] = [];
  return {
    printed,
    asked,
    ask: async (question) => {
      asked.push(question);
      const answer = answers.shift();
      if (answer === undefined) throw new Error(`no scripted answer for "${question}"`);
      return answer;
    },
    print: (text) => printed.push(text),
  };
}

describe("the guided launcher", () => {
  it("builds the command from the answers, shows it, and runs it on confirmation", async () => {
    const io = scripted(["12", "3", "my corpus", "", "", "2", "", "", "y"]);
    const runs: string[][] = [];
    const code = await launch(io, async (args) => (runs.push(args), 0));
    expect(code).toBe(0);
    expect(runs).toEqual([["chains", "my corpus", "--categories", "examples/categories/california-case-law.yaml", "--target", "2"]]);
    expect(io.printed).toContain('"12" is not one of 1-10');
    expect(io.printed.join("\n")).toContain("qaforge chains 'my corpus' --categories examples/categories/california-case-law.yaml --target 2");
  });

  it("runs nothing when declined or quit", async () => {
    const declined = scripted(["3", "", "", "", "", "", "", "n"]);
    const runs: string[][] = [];
    expect(await launch(declined, async (args) => (runs.push(args), 0))).toBe(0);
    expect(runs).toEqual([]);
    expect(declined.printed.at(-1)).toBe("not run; type the command above when you want it");
    const quit = scripted(["10"]);
    expect(await launch(quit, async () => 1)).toBe(0);
    expect(shellQuote("it's")).toBe(`'it'\\''s'`);
  });

  it("asks a step's own positional argument and adds a yes/no flag only when answered yes", async () => {
    const io = scripted(["6", "What is an aboleth?", "", "", "", "y", "y"]);
    const runs: string[][] = [];
    await launch(io, async (args) => (runs.push(args), 0));
    expect(io.asked[1]).toBe("research query [How are aboleths and beholders alike?]: ");
    expect(runs).toEqual([["research", "What is an aboleth?", "--corpus", "examples/srd-and-science", "--evaluate"]]);
    const without = scripted(["6", "", "corpus", "", "", "", "y"]);
    await launch(without, async (args) => (runs.push(args), 0));
    expect(runs[1]).toEqual(["research", "How are aboleths and beholders alike?", "--corpus", "corpus"]);
  });

  it("passes the command's exit code on", async () => {
    const io = scripted(["5", "out", "y"]);
    expect(await launch(io, async (args) => (args[0] === "report" ? 2 : 0))).toBe(2);
  });

  it("builds an mcq command on one document, the topic required", async () => {
    const io = scripted(["9", "", "", "Vampire", "3", "mixed", "", "", "y"]);
    const runs: string[][] = [];
    await launch(io, async (args) => (runs.push(args), 0));
    expect(io.printed).toContain("--topic is required");
    expect(runs).toEqual([["mcq", "examples/srd-and-science/srd-monsters.md", "--topic", "Vampire", "-n", "3", "--difficulty", "mixed"]]);
  });
});
