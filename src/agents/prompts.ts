import type { CorpusConfig, Scenario } from "../config/corpus-config.js";
import type { Document } from "../documents/document.js";
import type { GenerationMode } from "./types.js";
import { xmlAttribute } from "../models/xml-attribute.js";

/**
 * Prompts of the question loop. Sections the roles must read exactly (the question, the accepted list) are wrapped
 * in XML-like tags: models follow them well, and the offline engine reads the same tags.
 */

export interface CorpusBrief {
  config: CorpusConfig;
  scenarioKey: string;
  scenario: Scenario;
}

export interface DocumentBrief {
  path: string;
  format: string;
  lineCount: number;
  pageCount: number;
  hasPages: boolean;
  title?: string;
  visualCount: number;
}

export function documentBrief(document: Document): DocumentBrief {
  return {
    path: document.path,
    format: document.format,
    lineCount: document.lines.length,
    pageCount: document.pageCount,
    hasPages: document.hasPages,
    ...(document.title ? { title: document.title } : {}),
    visualCount: document.visuals().length,
  };
}

/** spec 000 "Meta-Prompt Construction": the corpus context and the scenario shape the question style. */
export function corpusMetaPrompt(corpus: CorpusBrief): string {
  return [
    `You are working with documents from the corpus "${corpus.config.name}".`,
    "",
    "About the corpus:",
    corpus.config.corpus_context.trim(),
    "",
    `Evaluation scenario: ${corpus.scenario.name} (${corpus.scenarioKey})`,
    corpus.scenario.description.trim(),
  ].join("\n");
}

const VISUAL_GUIDANCE = [
  "Visual mode: the question must need a figure, table or image of the document to be answered.",
  "Start with list_visual_content, then view_page the pages that hold the elements you want to ask about.",
  "Skip trivial visual content: blank or near-blank pages, library stamps, catalogue numbers, ownership marks, foxing, stains or other damage, generic decorations, watermarks and institutional logos.",
  "Pages you viewed in earlier attempts are listed; do not revisit them unless they hold content you have not asked about.",
  "If view_page reports that a page cannot be rendered, do not retry it: try a different page.",
  "Name the figures or tables the question needs in content_refs.",
].join("\n");

export function generatorSystemPrompt(corpus: CorpusBrief, mode: GenerationMode): string {
  return [
    "You write evaluation questions grounded in one document, for testing retrieval-augmented systems and language models.",
    "",
    corpusMetaPrompt(corpus),
    "",
    "How to work:",
    "- Explore the document with the tools (read_lines, search" + (mode === "visual" ? ", list_visual_content, view_page" : "") + ") before you write anything.",
    "- Propose exactly ONE question per attempt with submit_qa: the question, the correct answer as the document states it, and the evidence line ranges (as read_lines numbers them) that state the answer.",
    "- The question must be answerable from this document alone, have one clear answer, need the document (no general knowledge, no answer inside the question), fit the scenario above, and be self-contained (name what it is about; never refer to 'line 12' or 'this passage').",
    "- Never ask a question that is already accepted or asks the same thing in other words; pick a different part of the document or a different fact.",
    "- When the document cannot yield another unique, useful question, call report_exhausted with the reason.",
    ...(mode === "visual" ? ["", VISUAL_GUIDANCE] : []),
  ].join("\n");
}

export interface GeneratorTaskInput {
  document: DocumentBrief;
  attempt: number;
  acceptedQuestions: readonly string[];
  /** Recent rejections, so the generator does not repeat them. */
  rejected: readonly { question: string; reason: string; detail: string }[];
  viewedPages: readonly number[];
  mode: GenerationMode;
  /** This candidate's place among those of its round written at once (0-based), when there are several. */
  lane?: { index: number; of: number };
}

export function generatorTaskMessage(input: GeneratorTaskInput): string {
  const { document } = input;
  const lines = [
    `<document path="${xmlAttribute(document.path)}" format="${document.format}" lines="${document.lineCount}" pages="${document.pageCount}" visuals="${document.visualCount}"${document.title ? ` title="${escapeAttribute(document.title)}"` : ""} />`,
    `<attempt>${input.attempt}</attempt>`,
    "<accepted_questions>",
    ...input.acceptedQuestions.map((question) => `- ${question}`),
    "</accepted_questions>",
  ];
  if (input.rejected.length > 0) {
    lines.push("<rejected_questions>", ...input.rejected.map((r) => `- ${r.question} [${r.reason}: ${r.detail}]`), "</rejected_questions>");
  }
  if (input.mode === "visual") lines.push(`<viewed_pages>${input.viewedPages.join(", ")}</viewed_pages>`);
  if (input.lane && input.lane.of > 1) {
    // Candidates written at the same time see the same accepted questions: each starts in its own part of the
    // document, so that they do not all pick the same fact.
    const { index, of } = input.lane;
    const size = Math.ceil(document.lineCount / of);
    const start = Math.min(document.lineCount, index * size + 1);
    const end = Math.min(document.lineCount, (index + 1) * size);
    lines.push(
      `<parallel>${of} questions are being written at once; this is number ${index + 1}. Look first at lines ${start}-${end}, so that it asks about something the others do not.</parallel>`,
    );
  }
  lines.push(
    "",
    input.acceptedQuestions.length === 0
      ? "Write the first question for this document."
      : `Write a new question that differs from the ${input.acceptedQuestions.length} accepted above.`,
  );
  return lines.join("\n");
}

export function validatorSystemPrompt(corpus: CorpusBrief, mode: GenerationMode): string {
  return [
    "You check evaluation questions by answering them from one document, using only what the document says.",
    "",
    corpusMetaPrompt(corpus),
    "",
    "Find the answer with the tools (search, read_lines" + (mode === "visual" ? ", list_visual_content, view_page" : "") + "), then call submit_answer with your answer and the evidence line ranges.",
    "If the document does not answer the question, call submit_answer with answerable=false.",
    "Do not use outside knowledge; do not guess.",
  ].join("\n");
}

export function validatorQuestionMessage(question: string, document: DocumentBrief): string {
  return [
    // The title names the thing the document calls "this module" / "this package" (the offline reader reads it too).
    `<document path="${xmlAttribute(document.path)}" format="${document.format}" lines="${document.lineCount}" pages="${document.pageCount}"${document.title ? ` title="${escapeAttribute(document.title)}"` : ""} />`,
    `<question>${question}</question>`,
  ].join("\n");
}

export function verdictMessage(input: { question: string; ownAnswer: string; referenceAnswer: string; mode: GenerationMode }): string {
  return [
    "Now compare your answer with the reference answer the question's author gave, and judge the question.",
    `<question>${input.question}</question>`,
    `<your_answer>${input.ownAnswer}</your_answer>`,
    `<reference_answer>${input.referenceAnswer}</reference_answer>`,
    "Call submit_verdict. matches_reference: both answers state the same fact (wording, units and formatting may differ; a reference that adds or omits a key fact does not match).",
    "trivial: answerable without the document, or the answer is given away by the question.",
    "ambiguous: the document supports more than one different answer.",
    "relevant: the question fits the corpus context and scenario" +
      (input.mode === "visual" ? " and is not about blank pages, stamps, foxing, watermarks or other trivial visual content." : "."),
  ].join("\n");
}

export function dedupSystemPrompt(): string {
  return [
    "You detect duplicate evaluation questions.",
    "Two questions are duplicates when they ask for the same fact, even in different words (synonyms, reordering, active/passive).",
    "Questions about different facts of the same subject are NOT duplicates.",
    "Call dedup_decision.",
  ].join("\n");
}

export function dedupMessage(candidate: string, nearest: readonly string[]): string {
  return [
    `<new_question>${candidate}</new_question>`,
    "<accepted_questions>",
    ...nearest.map((question, index) => `${index + 1}. ${question}`),
    "</accepted_questions>",
  ].join("\n");
}

/** Reads the text between `<tag>` and `</tag>`; the offline engine and tests use it. */
export function taggedSection(text: string, tag: string): string | undefined {
  const start = text.indexOf(`<${tag}>`);
  if (start < 0) return undefined;
  const end = text.indexOf(`</${tag}>`, start);
  return end < 0 ? undefined : text.slice(start + tag.length + 2, end).trim();
}

/** A title as an attribute value: one line, at most 200 characters, its markup characters as XML writes them. */
function escapeAttribute(value: string): string {
  return xmlAttribute(value.replace(/\s+/g, " ").slice(0, 200));
}

