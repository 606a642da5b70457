import type { Command } from "commander";
import { createInterface } from "node:readline/promises";
import type { ProxyCallback, SemanticSearchAnswer } from "../../agents/answerer.js";
import { action, type CliContext } from "../context.js";
import { EXIT, type Output } from "../io.js";

interface AskFlags {
  answerer?: string;
  embedder?: string;
  maxChunks?: string;
  threshold?: string;
  fulltext: boolean;
  manifest?: string;
  allowProxy?: boolean;
  db?: string;
  modelConfig?: string;
  json?: boolean;
  showReasoning?: boolean;
}

/** Errors that mean the command was given something wrong, rather than work that failed. */
const USAGE_ERRORS = new Set(["configuration_error", "document_not_found"]);

export function registerAsk(program: Command, context: CliContext): void {
  program
    .command("ask")
    .description("answer a question from one document: semantic search in its full text, else its abstract")
    .argument("<document>", "a document file, or the id of a document in --manifest")
    .argument("<question>", "the question")
    .option("--answerer <spec>", "the answering model, provider:model (default offline:answerer)")
    .option("--embedder <spec>", "embedder for the semantic search (default offline)")
    .option("--max-chunks <n>", "most passages given to the answerer (default 5)")
    .option("--threshold <x>", "least cosine similarity of a passage (default 0.08 offline, 0.3 others)")
    .option("--no-fulltext", "answer from the abstract only")
    .option("--manifest <file>", "JSONL manifest of documents by URL: {\"id\", \"title\", \"abstract\", \"url\"} per line")
    .option("--allow-proxy", "download through the configured institutional proxy without asking")
    .option("--db <file>", "database (default: .qaforge/qaforge.db beside the document or the manifest)")
    .option("--model-config <file>", "model configuration (default ./qaforge.config.yaml if present)")
    .option("--json", "print one JSON object: answer, reasoning, source, chunks_used, model, confidence, error")
    .option("--show-reasoning", "print the answerer's reasoning too")
    .addHelpText(
      "after",
      [
        "",
        "Examples:",
        '  qaforge ask examples/srd-and-science/scotus-fisher-opinion.txt "Who delivered the opinion of the Court?"',
        '  qaforge ask paper.pdf "How many patients were enrolled?" --answerer openai:gpt-4.1 --embedder openai:text-embedding-3-small',
        '  qaforge ask pmid-23071545 "What was the primary outcome?" --manifest docs.jsonl --allow-proxy --json',
      ].join("\n"),
    )
    .action(
      action(context, async (document: string, question: string, flags: AskFlags, command: Command) => {
        const io = context.output();
        const [{ answerFromDocument }, { answerToJSON }, { describeChunkLocation }] = await Promise.all([
          import("../../api/ask.js"),
          import("../../agents/answerer.js"),
          import("../../retrieval/index.js"),
        ]);
        const answer = await answerFromDocument(document, question, {
          manifest: flags.manifest,
          dbPath: flags.db,
          runConfigFile: flags.modelConfig,
          answerer: flags.answerer,
          embedder: flags.embedder,
          maxChunks: flags.maxChunks === undefined ? undefined : numberFlag(flags.maxChunks),
          threshold: flags.threshold === undefined ? undefined : numberFlag(flags.threshold),
          ...(command.getOptionValueSource("fulltext") === "cli" ? { useFulltext: flags.fulltext } : {}),
          allowProxy: flags.allowProxy,
          ...(process.stdin.isTTY && !flags.allowProxy ? { proxyCallback: terminalConsent(io) } : {}),
        });
        if (flags.json) io.out(JSON.stringify(answerToJSON(answer), null, 2));
        else printAnswer(answer, io, flags.showReasoning ?? false, describeChunkLocation);
        if (!answer.error) return EXIT.ok;
        return USAGE_ERRORS.has(answer.error.code) ? EXIT.usage : EXIT.failed;
      }),
    );
}

/** "abc" becomes NaN, which the API refuses with a configuration_error naming the flag. */
function numberFlag(value: string): number {
  return value.trim() === "" ? Number.NaN : Number(value);
}

function printAnswer(answer: SemanticSearchAnswer, io: Output, showReasoning: boolean, describeChunkLocation: (chunk: SemanticSearchAnswer["chunksUsed"][number]) => string): void {
  for (const warning of answer.warnings) io.err(`qaforge: warning: ${warning.message}`);
  if (answer.error) {
    io.err(`qaforge: ${answer.error.code}: ${answer.error.message}`);
    return;
  }
  if (showReasoning && answer.reasoning) io.out(`Reasoning:\n${indent(answer.reasoning)}\n`);
  io.out(answer.answer);
  io.out("");
  const confidence = answer.confidence === null ? "" : `, confidence ${answer.confidence.toFixed(2)}`;
  if (answer.source === "fulltext_semantic") {
    io.out(`source: full text, ${answer.chunksUsed.length} passage${answer.chunksUsed.length === 1 ? "" : "s"} (model ${answer.model}${confidence})`);
    for (const chunk of answer.chunksUsed) io.out(`  ${describeChunkLocation(chunk)}  score ${chunk.score.toFixed(3)}`);
  } else {
    io.out(`source: abstract (model ${answer.model}${confidence})`);
  }
}

function indent(text: string): string {
  return text
    .split("\n")
    .map((line) => `  ${line}`)
    .join("\n");
}

/** spec 004's proxy consent on a terminal: a y/N question on stderr, read from stdin. */
function terminalConsent(io: Output): ProxyCallback {
  return async (documentId, title) => {
    const prompt = createInterface({ input: process.stdin, output: process.stderr });
    try {
      const reply = await prompt.question(
        `The full text of ${documentId}${title ? ` ("${title}")` : ""} is not open access. Download it through the institutional proxy? [y/N] `,
      );
      return { pdfMadeAvailable: false, allowProxy: /^\s*y(?:es)?\s*$/i.test(reply) };
    } catch {
      io.err("qaforge: no answer; not using the proxy");
      return { pdfMadeAvailable: false, allowProxy: false };
    } finally {
      prompt.close();
    }
  };
}
