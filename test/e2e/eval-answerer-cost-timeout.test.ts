import { BaseChatModel, type BaseChatModelCallOptions } from "@langchain/core/language_models/chat_models";
import { AIMessage, type BaseMessage } from "@langchain/core/messages";
import type { ChatResult } from "@langchain/core/outputs";
import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { evaluate } from "../../src/api/eval.js";
import { researchAnswerer } from "../../src/api/eval-answerers.js";
import { createOfflineModel } from "../../src/models/offline/index.js";
import type { EvalResultFile } from "../../src/outputs/eval.js";
import { fixturePath } from "../support/fixtures.js";
import { scriptedModel } from "../support/scripted-model.js";
import { copyToTempCorpus } from "../support/temp-corpus.js";

const calm = async () => ({ ramPercent: 30, gpus: [] });

/** A qaforge generate output over a temporary copy of the Supreme Court opinion. */
async function dataset(questions: { question: string; answer: string }[]): Promise<{ dir: string; file: string }> {
  const dir = await copyToTempCorpus([fixturePath("text/scotus-fisher-opinion.txt")], "qaforge-eval-cost-");
  const file = join(dir, "set.json");
  await writeFile(
    file,
    JSON.stringify({
      corpus_name: "opinion",
      corpus_path: ".",
      scenario: "rag_eval",
      mode: "textual",
      questions: questions.map((qa) => ({ ...qa, source_document: "scotus-fisher-opinion.txt", category: "textual", content_refs: [], evidence: [] })),
    }),
  );
  return { dir, file };
}

describe("eval with the ask answerer: a question's cost", () => {
  it("counts the answerer's calls for that question, beside the judge's, and sums them in the run", async () => {
    const { dir, file } = await dataset([
      { question: "Who delivered the opinion of the Court?", answer: "Justice Kennedy" },
      { question: "Which university's admissions program was at issue?", answer: "the University of Texas at Austin" },
    ]);
    const config = join(dir, "qaforge.config.yaml");
    // USD per 1M tokens: 1,000 input and 100 output tokens cost 0.002 + 0.0008.
    await writeFile(config, ["prices:", "  answer-model: { input: 2.0, output: 8.0 }", ""].join("\n"));
    const answerer = scriptedModel({ content: "Justice Kennedy", usage: { input: 1000, output: 100 } }, { content: "The University of Texas at Austin", usage: { input: 1000, output: 100 } });
    const out = join(dir, "out");
    const summary = await evaluate(file, { answerer: "ask:openai-compatible:answer-model@http://127.0.0.1:9/v1", answererModel: answerer, runConfigFile: config, out, concurrency: 2 });
    expect(summary.failed).toEqual([]);
    const results = (JSON.parse(await readFile(join(out, "eval_results.json"), "utf8")) as EvalResultFile).results;
    expect(results).toHaveLength(2);
    // The offline judge costs nothing: each question's cost is its answer's.
    for (const result of results) expect(result.cost_usd).toBeCloseTo(0.0028, 8);
    const usage = (JSON.parse(await readFile(join(out, "eval_results.json"), "utf8")) as EvalResultFile).usage;
    expect(usage.find((entry) => entry.role === "answerer")).toMatchObject({ calls: 2, input_tokens: 2000, output_tokens: 200 });
    expect(usage.find((entry) => entry.role === "judge")).toMatchObject({ calls: 2 });
    expect(summary.cost_usd).toBeCloseTo(0.0056, 8);
  }, 60_000);
});

describe("eval with the research answerer: the timeout", () => {
  it("stops a question's research run at the timeout, fails it with answerer_timeout, and answers the others", async () => {
    const { dir, file } = await dataset([
      { question: "Who delivered the opinion of the Court?", answer: "Justice Kennedy" },
      { question: "What happened SLOWLY in the Court of Appeals?", answer: "it affirmed" },
      { question: "What standard of review applies to race-conscious admissions?", answer: "strict scrutiny" },
    ]);
    const planner = new HangingFor("SLOWLY");
    // Far above what an offline research run on the opinion takes on a loaded two-core machine (1.5 s was not: a run
    // under the whole suite took longer), far below the planner's 20 s hang.
    const answerer = researchAnswerer({ corpusRoot: dir, outDir: join(dir, "out"), dbPath: join(dir, "out", ".qaforge", "qaforge.db"), timeoutMs: 8000, research: { models: { planner }, memory: calm } });
    const failures: string[] = [];
    const summary = await evaluate(file, { answerer, out: join(dir, "out"), judge: false, concurrency: 3, onFailure: (failure) => failures.push(`${failure.question}: ${failure.code}: ${failure.message}`) });
    expect(failures).toEqual(["What happened SLOWLY in the Court of Appeals?: answerer_timeout: research gave no answer within 8 s and was stopped"]);
    expect(summary.scored).toBe(2);
    expect(summary.failed.map((failure) => failure.code)).toEqual(["answerer_timeout"]);
    // The run was stopped, not left to go on: the planner's call saw the abort.
    expect(planner.aborted).toBe(1);
  }, 60_000);
});

/** The offline planner, except that a call about a query with `word` waits until it is aborted (or 20 s). */
class HangingFor extends BaseChatModel {
  aborted = 0;
  private readonly engine = createOfflineModel(undefined, "planner", { temperature: 0 });
  constructor(private readonly word: string) {
    super({ maxRetries: 0 });
  }
  _llmType(): string {
    return "hanging-planner";
  }
  async _generate(messages: BaseMessage[], options: this["ParsedCallOptions"]): Promise<ChatResult> {
    if (String(messages.at(-1)!.content).includes(this.word)) {
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, 20_000);
        timer.unref();
        (options as BaseChatModelCallOptions).signal?.addEventListener("abort", () => {
          this.aborted++;
          clearTimeout(timer);
          resolve();
        });
      });
      throw new Error("stopped");
    }
    const reply = await this.engine.invoke(messages);
    return { generations: [{ text: String(reply.content), message: new AIMessage(String(reply.content)) }] };
  }
}
