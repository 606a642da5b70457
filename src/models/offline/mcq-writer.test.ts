import type { AIMessage } from "@langchain/core/messages";
import { describe, expect, it } from "vitest";
import { mechanicalProblems } from "../../agents/mcq/checks.js";
import { combineContext, type ContextChunk } from "../../agents/mcq/context.js";
import { generatorMessages } from "../../agents/mcq/generate.js";
import { readGeneratedQuestions, submitQuestionsTool, type McqQuestion } from "../../agents/mcq/question.js";
import { BUILTIN_TEMPLATES, loadTemplate } from "../../config/prompt-templates.js";
import { McqWriterModel } from "./mcq-writer.js";

/** A short paper: prose with in-text citations of every common form, and a reference list (as a section of its own and inside a chunk). */
const paper: ContextChunk[] = [
  {
    section: "Introduction",
    text: [
      "Coastal fog was first measured systematically at the Point Reyes station in 1921 (Bruce et al., 1998).",
      "Later work by Hammond and Ortiz (2004) linked the fog season to upwelling along the Pacific coast.",
      "The keepers recorded 212 foggy days in the wettest year, a figure confirmed by Marlowe (2011).",
      "Upwelling cools the surface water by about 4 degrees, as reported in earlier surveys [12, 14].",
      "The Farallon Islands lie 43 kilometres west of the Golden Gate (Delgado & Sato 2009; Kimura, 2015).",
      "Ship logs from Monterey kept since 1850 describe the same pattern (see Whitcombe, 1987, p. 33).",
      "Fischer et al. 2017 compared the station with the lighthouse at Cape Mendocino.",
    ].join("\n"),
    score: 0.5,
    start_line: 3,
    end_line: 9,
  },
  {
    section: "Methods",
    text: [
      "Visibility was read every 3 hours from a calibrated transmissometer installed by Lindqvist in 1989.",
      "The station moved to Drakes Bay in 1962 after a storm destroyed the original hut.",
      "Observers at Bolinas counted 27 whales during the same survey.",
      "",
      "References",
      "Abernathy, R. J., & Quill, T. (1975). Sea fog in northern California. Journal of Marine Weather, 12(3), 201-219.",
      "Quintero M, Yablonski P. Fog drip and redwoods. Ecology. 1993;74:1201-1210. doi:10.2307/1940062",
    ].join("\n"),
    score: 0.4,
    start_line: 20,
    end_line: 26,
  },
  {
    section: "References",
    text: [
      "[1] Vandermeer, L., Osgood, K. (1966). Advection fog and the California Current. Monthly Weather Review 94: 305-312.",
      "[2] Pemberton H. Lighthouses of the Pacific coast. Seattle: Harbor Press; 1958.",
      "3. Eastwood, C. and Rourke, D. 2001. The fog belt. Geographical Review 91(2): 17-38.",
      "Yarborough, G. (1979). Measuring visibility at sea. In: Proceedings of the Marine Optics Conference, Boston, pp. 44-51.",
    ].join("\n"),
    score: 0.3,
    start_line: 40,
    end_line: 43,
  },
];

const CITED_AUTHORS = ["Bruce", "Hammond", "Ortiz", "Marlowe", "Delgado", "Sato", "Kimura", "Whitcombe", "Fischer"];
const CITATION_YEARS = ["1998", "2004", "2011", "2009", "2015", "1987", "2017"];
const REFERENCE_WORDS = ["Abernathy", "Quill", "Quintero", "Yablonski", "Vandermeer", "Osgood", "Pemberton", "Eastwood", "Rourke", "Yarborough", "1975", "1993", "1966", "1958", "2001", "1979", "Seattle", "Boston", "Harbor Press"];

async function written(count: number, seed: number): Promise<McqQuestion[]> {
  return writtenFrom(paper, "coastal fog", count, seed);
}

describe("offline mcq-writer on a paper", () => {
  it("never asks about a citation or the reference list: no cited author or year as the answer, nothing from the references", async () => {
    const questions = (await Promise.all([0, 1, 2, 3].map((seed) => written(12, seed)))).flat();
    // The paper's prose still gives questions (the station's years, the counts, the places).
    expect(questions.length).toBeGreaterThanOrEqual(12);
    expect(questions.some((question) => question.options[question.correct_answer] === "1921" || question.options[question.correct_answer] === "212")).toBe(true);
    for (const question of questions) {
      const correct = question.options[question.correct_answer]!;
      expect(mechanicalProblems(question)).toEqual([]);
      expect(question.source_section, question.question).not.toBe("References");
      for (const word of [...CITED_AUTHORS, ...CITATION_YEARS]) expect(correct, question.question).not.toContain(word);
      for (const word of REFERENCE_WORDS) {
        expect(question.question, question.question).not.toContain(word);
        expect(question.options.join(" | "), question.question).not.toContain(word);
      }
      // The citation markers themselves are no blank's material either.
      expect(["12", "14"], question.question).not.toContain(correct);
    }
  });
});

async function writtenFrom(chunks: ContextChunk[], topic: string, count: number, seed: number): Promise<McqQuestion[]> {
  const template = await loadTemplate(BUILTIN_TEMPLATES.mcqGenerator);
  const messages = generatorMessages(template, { topic, count, difficulties: Array(count).fill("medium"), context: combineContext(chunks), sections: chunks.map((chunk) => chunk.section), keep: [], feedback: [] });
  const reply = (await new McqWriterModel({ seed }).bindTools([submitQuestionsTool()]).invoke(messages)) as AIMessage;
  const read = readGeneratedQuestions(reply.tool_calls![0]!.args);
  if ("error" in read) throw new Error(read.error);
  return read.items.flatMap((item) => ("question" in item ? [item.question] : []));
}

/** A command-line manual's short section: three statements with phrase answers and no numbers or names to blank out. */
const manual: ContextChunk[] = [
  {
    section: "Command line › Options",
    text: [
      "The -x flag enables custom plugins.",
      "Plugins are loaded from files in the current directory.",
      "The tool will try to guess the correct parser from the file contents, or pass through as plain text if nothing can be guessed.",
      "It won’t colour anything yet.",
      "The -s option processes lines one at a time, which is intended for streaming input such as a growing log file.",
      "The -o option gives an output file name.",
      "Without it the result goes to standard output, and you can use custom templates as well.",
    ].join("\n"),
    score: 0.5,
    start_line: 10,
    end_line: 16,
  },
];

describe("offline mcq-writer on a short manual section", () => {
  it("asks about its statements, with noun phrases of the section as wrong options, never a verb phrase", async () => {
    const bySeed = await Promise.all([0, 1, 2].map((seed) => writtenFrom(manual, "options", 3, seed)));
    // The two statements with short answers both become questions; before, the writer found too few wrong options of
    // like length among the section's facts and wrote none (the third's answer is a long clause: still none).
    for (const questions of bySeed) {
      expect(questions.map((question) => question.question).sort()).toEqual(["What does the -o option give?", "What does the -x flag enable?"]);
    }
    const questions = bySeed.flat();
    for (const question of questions) {
      expect(mechanicalProblems(question)).toEqual([]);
      for (const option of question.options) {
        // Not "colour anything yet" (after "won’t"), "use custom templates" (after "can"), "guess the correct parser".
        expect(option, question.question).not.toMatch(/^(?:colour|use|guess|try)\b/);
      }
    }
  });

  it("blanks out only whole names and stated numbers: no label, equation number, list number, piece of a word, or FAQ question", async () => {
    const notes: ContextChunk[] = [
      {
        section: "Notes",
        text: [
          "The Rcpp Eigen package binds the Eigen library, and Armadillo is bound by another package.",
          "See Example 3 for a longer simulation with Gamma severities.",
          "The compound model of the form ( 1 ) is fitted by Poisson regression in Denmark.",
          "2. Install Bioconductor before running the examples from Ghana.",
          "For more information see Time-zone Support in Python.",
          "Can I call functions defined in the Rmath header from Boston?",
          "The portfolio had 4,200 policies in 1998 and 5,600 policies in 2004 in Norway.",
        ].join("\n"),
        score: 0.5,
        start_line: 1,
        end_line: 7,
      },
    ];
    const questions = (await Promise.all([0, 1, 2, 3].map((seed) => writtenFrom(notes, "notes", 6, seed)))).flat();
    const blanks = questions.filter((question) => question.question.includes("___"));
    expect(blanks.length).toBeGreaterThan(0);
    for (const question of blanks) {
      const correct = question.options[question.correct_answer]!;
      expect(question.question).not.toMatch(/Example ___|\( ___ \)|^Which \w+ fills the blank in this statement of the document: "___\./);
      expect(question.question).not.toMatch(/Can I call/);
      expect(["Eigen", "Time", "3", "1", "2"], question.question).not.toContain(correct);
      // The blank is where the answer was, not inside another word.
      expect(question.question).not.toMatch(/Rcpp ___/);
    }
  });
});
