import { describe, expect, it } from "vitest";
import { mechanicalProblems, duplicateOf } from "./checks.js";
import { readGeneratedQuestions, type McqQuestion } from "./question.js";
import { contextChunksOf } from "./context.js";
import { pickedOption, validatorPassages } from "./validate.js";
import { fromXmlAttribute } from "../../models/xml-attribute.js";
import { stopReason, type LoopStatus } from "./decisions.js";
import type { McqEvaluation } from "./evaluate.js";

const good: McqQuestion = {
  question: "What is the primary goal of machine learning?",
  options: ["To replace human intelligence", "To enable systems to learn from data", "To create robots", "To store information"],
  correct_answer: 1,
  explanation: "Machine learning focuses on systems that learn from experience.",
  source_section: "Machine Learning",
};

describe("reading a generator's reply", () => {
  it("reads spec 002's format from tool arguments, a bare list, or JSON in a fenced text", () => {
    for (const raw of [{ questions: [good] }, [good], `Here you are:\n\`\`\`json\n${JSON.stringify({ questions: [good] })}\n\`\`\``]) {
      const read = readGeneratedQuestions(raw);
      expect(read).toEqual({ items: [{ question: good }] });
    }
  });

  it("repairs a letter index, options as an {A: …} object with letter prefixes, and `answer` for correct_answer", () => {
    const read = readGeneratedQuestions({ questions: [{ question: "Which?", options: { A: "A) one", B: "B) two", C: "C) three", D: "D) four" }, answer: "C", explanation: "x", source_section: "s" }] });
    expect(read).toEqual({ items: [{ question: { question: "Which?", options: ["one", "two", "three", "four"], correct_answer: 2, explanation: "x", source_section: "s" } }] });
  });

  it("turns an unreadable item or reply into a reason, keeping the readable items", () => {
    const read = readGeneratedQuestions({ questions: [good, { question: "No options?" }, "text", { options: ["a"] }] });
    expect("items" in read && read.items.map((item) => ("error" in item ? item.error : "ok"))).toEqual(["ok", 'item 2 ("No options?") has no list of options', "item 3 is not an object", "item 4 has no question text"]);
    expect(readGeneratedQuestions("I could not write any questions, sorry {")).toHaveProperty("error");
    expect(readGeneratedQuestions({ result: "none" })).toEqual({ error: 'the reply holds no list of questions (expected {"questions": [...]})' });
  });
});

describe("mechanical checks", () => {
  it("passes a well-formed question", () => {
    expect(mechanicalProblems(good)).toEqual([]);
  });

  it("names three options, an empty or duplicate option, an index out of range and 'all of the above'", () => {
    expect(mechanicalProblems({ ...good, options: good.options.slice(0, 3) })).toEqual(["it has 3 options; exactly 4 are required"]);
    expect(mechanicalProblems({ ...good, options: ["a thing", " ", "b thing", "c thing"] })).toEqual(["option B is empty"]);
    expect(mechanicalProblems({ ...good, options: ["To create robots", "To enable systems to learn from data", "to create robots.", "x y"] })).toEqual(['options A and C are the same ("to create robots."); all four must differ']);
    expect(mechanicalProblems({ ...good, correct_answer: 4 })).toEqual(["correct_answer 4 is not the index of an option (0 to 3)"]);
    expect(mechanicalProblems({ ...good, correct_answer: -1 })).toHaveLength(1);
    expect(mechanicalProblems({ ...good, options: [...good.options.slice(0, 3), "All of the above"] })).toEqual(['option D is "all/none of the above", which is not allowed']);
    expect(mechanicalProblems({ ...good, options: ["None of these", ...good.options.slice(1)] })).toEqual(['option A is "all/none of the above", which is not allowed']);
  });

  it("rejects a correct option given away by its length or by repeating the question's words", () => {
    const long = { ...good, options: ["Robots", "To enable computer systems to learn patterns from examples and data", "Storage", "Search"] };
    expect(mechanicalProblems(long)[0]).toMatch(/much longer than every distractor/);
    const echo = { ...good, question: "What does supervised learning use to train models?", options: ["Random noise", "Supervised learning uses labelled training data", "Manual rules", "Chance"], correct_answer: 1 };
    expect(mechanicalProblems(echo).join(" ")).toMatch(/repeats \d words of the question and no distractor repeats any/);
    // The same overlap is no give-away when a distractor shares the question's words too.
    expect(mechanicalProblems({ ...echo, options: ["Supervised learning uses random noise", "Supervised learning uses labelled data", "Manual rules", "Chance"] })).toEqual([]);
  });

  it("finds a repeated question in the set", () => {
    expect(duplicateOf({ ...good, question: "What is the primary goal of machine learning ?" }, [good])).toBe(0);
    expect(duplicateOf({ ...good, question: "Which algorithm splits data into clusters?" }, [good])).toBeUndefined();
  });
});

describe("reading the validator's pick", () => {
  const options = ["10 ft.", "20 ft.", "30 ft.", "40 ft."];
  it("reads `Answer: X`, a bare letter, `none`, or an option quoted whole", () => {
    expect(pickedOption("Answer: C\n\"Speed: 30 ft.\"", options)).toBe(2);
    expect(pickedOption("**Answer:** (b)", options)).toBe(1);
    expect(pickedOption("D) 40 ft. is stated", options)).toBe(3);
    expect(pickedOption("Answer: none\nNo line states it.", options)).toBeNull();
    expect(pickedOption("The speed is 20 ft.", options)).toBe(1);
    expect(pickedOption("I cannot tell.", options)).toBeNull();
  });
});

describe("should_continue", () => {
  const evaluation = (approved: boolean, score: number): McqEvaluation => ({ question_index: 0, score, approved, feedback: "", criteria_scores: {}, check_failures: [], iteration: 1 });
  const status = (overrides: Partial<LoopStatus>): LoopStatus => ({ no_context_found: false, evaluations: [evaluation(true, 0.9), evaluation(false, 0.5)], num_questions: 2, iteration: 1, max_iterations: 3, score_history: [0.7], approved_history: [1], ...overrides });
  it("follows spec 002's order: no context, all approved, max iterations, then the plateau, else regenerate", () => {
    expect(stopReason(status({ no_context_found: true }))).toBe("no_context");
    expect(stopReason(status({ evaluations: [evaluation(true, 0.9), evaluation(true, 0.8)] }))).toBe("all_approved");
    expect(stopReason(status({ iteration: 3 }))).toBe("max_iterations");
    expect(stopReason(status({}))).toBeUndefined();
    expect(stopReason(status({ iteration: 2, score_history: [0.7, 0.71], approved_history: [1, 1], plateau_delta: 0.02 }))).toBe("plateau");
    expect(stopReason(status({ iteration: 2, score_history: [0.7, 0.71], approved_history: [0, 1], plateau_delta: 0.02 }))).toBeUndefined();
    expect(stopReason(status({ iteration: 2, score_history: [0.7, 0.71], approved_history: [1, 1] }))).toBeUndefined();
    // Rounds that never reached the judge (scores 0) are no plateau: their feedback is mechanical and actionable.
    expect(stopReason(status({ iteration: 2, score_history: [0, 0], approved_history: [0, 0], plateau_delta: 0.02 }))).toBeUndefined();
  });
});

describe("the topic's context", () => {
  const hit = (text: string, score: number) => ({ chunk: { id: "c", documentId: "d", text, startLine: 1, endLine: 2, headingPath: [], ordinal: 0 } as never, score });

  it("keeps a chunk below the threshold when it names every word of the topic, and only then", () => {
    const hits = [hit("Tests for heteroskedasticity: the Breusch-Pagan test.", 0.09), hit("Serial correlation of the residuals.", 0.1), hit("Anything at all.", 0.3)];
    expect(contextChunksOf(hits, 0.15, "heteroskedasticity").map((chunk) => chunk.text)).toEqual(["Tests for heteroskedasticity: the Breusch-Pagan test.", "Anything at all."]);
    expect(contextChunksOf(hits, 0.15, "heteroskedasticity robustness").map((chunk) => chunk.score)).toEqual([0.3]);
    expect(contextChunksOf(hits, 0.15).map((chunk) => chunk.score)).toEqual([0.3]);
  });
});

describe("the validator's passages", () => {
  it("write a section holding '>' or quotes as an attribute value, so a reader gets the section and the text back whole", () => {
    const written = validatorPassages([{ section: 'When a > b, the "left" wins', text: "The left operand is larger.", score: 1, start_line: 3, end_line: 4 }]);
    const [match] = [...written.matchAll(/<passage\b([^>]*)>\n?([\s\S]*?)\n?<\/passage>/g)];
    expect(match?.[2]).toBe("The left operand is larger.");
    expect(fromXmlAttribute(/section="([^"]*)"/.exec(match![1]!)![1]!)).toBe('When a > b, the "left" wins');
  });
});
