import { HumanMessage, SystemMessage } from "@langchain/core/messages";
import { describe, expect, it } from "vitest";
import { splitSentences } from "../../documents/sentences.js";
import { AnswererModel, answerFromPassages, answerTypeOf, askedRole, DECLINE_THRESHOLD, declineScore } from "./answerer.js";

const PASSAGE = [
  "The Normans were the people who in the 10th and 11th centuries gave their name to Normandy, a region in France.",
  "Their leader Rollo swore fealty to King Charles III of West Francia in 911.",
  "By 1066 about 42 percent of the land was held by Norman lords, and some 7,000 knights crossed the Channel with William the Conqueror.",
].join(" ");

const ask = (question: string) => answerFromPassages(question, [{ text: PASSAGE, lines: "1-3" }]);

describe("the offline answerer", () => {
  it("reads the question's type", () => {
    expect(answerTypeOf("How many knights crossed the Channel?")).toBe("number");
    expect(answerTypeOf("When did Rollo swear fealty?")).toBe("date");
    expect(answerTypeOf("In which year did Rollo swear fealty?")).toBe("date");
    expect(answerTypeOf("Who swore fealty to King Charles III?")).toBe("name");
    expect(answerTypeOf("What percentage of the land was held by Norman lords?")).toBe("percent");
    expect(answerTypeOf("Where is Normandy?")).toBe("place");
    expect(answerTypeOf("What river was Petrela located by?")).toBe("entity");
    expect(answerTypeOf("What is the original meaning of the word Norman?")).toBe("clause");
  });

  it("extracts a number, a year, a century, a name and a percentage", () => {
    expect(ask("How many knights crossed the Channel with William the Conqueror?").answer).toBe("7,000");
    expect(ask("In which year did Rollo swear fealty to King Charles III?").answer).toBe("911");
    expect(ask("In what centuries did the Normans give their name to Normandy?").answer).toBe("10th and 11th centuries");
    expect(ask("Who was the leader who swore fealty to King Charles III?").answer).toBe("Rollo");
    expect(ask("What percentage of the land was held by Norman lords by 1066?").answer).toBe("42 percent");
    expect(ask("Where is the region of Normandy?").answer).toBe("France");
  });

  it("declines a question that names something the context never mentions", () => {
    const swapped = ask("In which year did Rollo swear fealty to King Louis IV?");
    expect(swapped).toMatchObject({ declined: true, answer: "The document does not say." });
    expect(swapped.reasoning).toContain('"louis"');
    expect(ask("In which year did Rollo swear fealty to King Charles III?").declined).toBe(false);
  });

  it("reads where the asked part stands: before the verb, on either side of 'is', or after the repeated words", () => {
    expect(askedRole("Who killed Harold at Hastings?")).toBe("subject");
    expect(askedRole("What pushed up the Pyrenees?")).toBe("subject");
    expect(askedRole("What is the major tributary of the river?")).toBe("copula");
    expect(askedRole("What is the river called in French?")).toBe("rest");
    expect(askedRole("What did industry do to the river?")).toBe("rest");
    expect(askedRole("What river was Petrela located by?")).toBe("rest");

    const river = "The river leaves the lake, flows westward, passes the great Falls, and is joined by its major tributary, the Aare.";
    expect(answerFromPassages("What is the major tributary of the river?", [{ text: river }]).answer).toBe("Aare");
    const port = "Duisburg is the home of the largest inland port of Europe and a hub for the sea ports of Rotterdam and Antwerp.";
    expect(answerFromPassages("What is the largest inland port of Europe?", [{ text: port }]).answer).toBe("Duisburg");
    const uplift = "The collision of Iberia with the continent pushed up the Pyrenees in the Eocene.";
    expect(answerFromPassages("What pushed up the Pyrenees?", [{ text: uplift }]).answer).toMatch(/collision|Iberia/);
  });

  it("declines a question the passages do not answer, and one whose typed answer is absent", () => {
    expect(ask("What is the boiling point of liquid nitrogen?")).toMatchObject({ declined: true, answer: "The document does not say." });
    expect(ask("How many wives did Rollo have?").declined).toBe(true);
    expect(answerFromPassages("Who built it?", [])).toMatchObject({ declined: true });
  });

  it("answers 'what type of X' with the words the sentence puts before X, and takes no sentence opener for a name", () => {
    const delta = "Downstream the river forms a tidal delta with the Meuse, where the sea reaches far inland.";
    expect(answerFromPassages("What type of delta does the river form with the Meuse?", [{ text: delta }]).answer).toBe("tidal delta");
    const enemy = "Soon the Normans fought the Seljuk Turks in Armenia and in Italy.";
    expect(answerFromPassages("Who did the Normans fight in Armenia?", [{ text: enemy }]).answer).toBe("Seljuk Turks");
  });

  it("doubts more where the question is negated, lacks its heaviest term in the sentence, or finds no answer of its type", () => {
    const plain = ask("How many knights crossed the Channel with William the Conqueror?");
    const negated = ask("How many knights never crossed the Channel with William the Conqueror?");
    expect(plain.declined).toBe(false);
    expect(plain.signals).toMatchObject({ negated: 0, spanRank: 0, namesMissing: 0 });
    expect(negated.signals?.negated).toBe(1);
    const base = plain.signals!;
    expect(declineScore({ ...base, negated: 1 }, "number")).toBeGreaterThan(declineScore(base, "number"));
    expect(declineScore({ ...base, missingTop: 0.5, coverage: 0.5 }, "number")).toBeGreaterThan(declineScore(base, "number"));
    expect(declineScore({ ...base, spanRank: 3 }, "number")).toBeGreaterThanOrEqual(DECLINE_THRESHOLD);
    // A confident answer says so; a declined one gives what it would have answered to the bench.
    expect(plain.confidence).toBeGreaterThan(0.5);
    const unsure = answerFromPassages("How many knights crossed the Channel with William the Conqueror?", [{ text: PASSAGE }], { declineThreshold: 0 });
    expect(unsure).toMatchObject({ declined: true, candidate: "7,000" });
  });

  it("splits sentences without breaking at abbreviations or initials", () => {
    expect(splitSentences("Dr. Smith met J. R. Tolkien in 1930. They talked.")).toEqual(["Dr. Smith met J. R. Tolkien in 1930.", "They talked."]);
  });

  it("answers the ask prompt as a chat model: reasoning in <think>, the answer, a confidence line", async () => {
    const model = new AnswererModel();
    const reply = await model.invoke([
      new SystemMessage("You answer a question about one document."),
      new HumanMessage(`<context source="fulltext_semantic">\n<passage n="1" lines="10-12" score="0.400">\n${PASSAGE}\n</passage>\n</context>\n\n<question>Who swore fealty to King Charles III?</question>`),
    ]);
    const text = String(reply.content);
    expect(text).toMatch(/^<think>The question asks for a name\. The sentence \(passage 1, lines 10–12\)/);
    expect(text).toMatch(/<\/think>\nRollo\nConfidence: [01]\.\d\d$/);
    expect(reply.usage_metadata?.input_tokens).toBeGreaterThan(0);
  });

  it("reads an abstract context too", async () => {
    const reply = await new AnswererModel().invoke([new HumanMessage(`<context source="abstract">\n<abstract>\n${PASSAGE}\n</abstract>\n</context>\n<question>In which year did Rollo swear fealty?</question>`)]);
    expect(String(reply.content)).toMatch(/<\/think>\n911\n/);
  });

  it("answers a named thing's value from the key–value line under its heading, not another thing's", () => {
    // Two stat blocks as the ask prompt gives them: each passage with its lines and its section's heading path.
    const ogre = { text: "- **Armor Class:** 11\n- **Hit Points:** 68 (8d10 + 24)\n- **Speed:** 40 ft.", lines: "5-7", section: "Monsters › Ogre" };
    const troll = { text: "- **Armor Class:** 15\n- **Hit Points:** 94 (9d10 + 45)", lines: "31-32", section: "Monsters › Troll" };
    const ac = answerFromPassages("What is the Armor Class of the Troll?", [ogre, troll]);
    expect(ac).toMatchObject({ answer: "15", declined: false });
    expect(ac.reasoning).toContain('Line 31 under "Troll"');
    expect(answerFromPassages("What are the Hit Points of the Ogre?", [troll, ogre]).answer).toBe("68 (8d10 + 24)");
    // A subject whose section is not among the passages gets no other thing's value.
    expect(answerFromPassages("What is the Armor Class of the Goblin?", [ogre, troll])).toMatchObject({ declined: true });
    // Nor does a key the passage states only in prose.
    const prose = { text: "The ogre's armor class rises when it wears hide armor.", lines: "9-9", section: "Monsters › Ogre" };
    expect(answerFromPassages("What is the Armor Class of the Ogre?", [prose]).answer).not.toMatch(/^\d+$/);
  });

  it("names a command-line option with its dashes and an identifier whole, whatever their case", () => {
    const options = { text: "The -L option lists lexers and formatters along with their short names. With --verbose the tool reports each file it reads." };
    expect(answerFromPassages("Which option lists lexers and formatters?", [options]).answer).toBe("-L");
    expect(answerFromPassages("Which flag makes the tool report each file it reads?", [options]).answer).toBe("--verbose");
    const calls = { text: "The format_timedelta function takes a timedelta object and returns a readable representation. To get the current time use the utcnow() method of the datetime object." };
    expect(answerFromPassages("Which function takes a timedelta object?", [calls]).answer).toBe("format_timedelta");
    expect(answerFromPassages("Which method of the datetime object gives the current time?", [calls]).answer).toBe("utcnow()");
    // A hyphen inside a word or a range is no option.
    expect(answerFromPassages("Which Normans crossed the Channel in 1066?", [{ text: "In 1066 the well-known Norman lords crossed the Channel." }]).answer).not.toMatch(/^-/);
  });

  it("answers a statement question from the sentence that says its subject and verb, as the reader does", () => {
    const history = { text: "Requests follows redirects for every verb except HEAD. The Response.history list contains the Response objects that were created in order to complete the request. The list is sorted from the oldest to the most recent response.", lines: "40-42" };
    const read = answerFromPassages("What does the Response.history list contain?", [history]);
    expect(read).toMatchObject({ answer: "the Response objects that were created in order to complete the request", declined: false });
    expect(read.reasoning).toContain('"the Response.history list contain');
    // Another subject's sentence is no answer to it.
    expect(answerFromPassages("What does the Response.cookies jar contain?", [history]).answer).not.toMatch(/^the Response objects/);
  });

  it("reads a passage's section from the prompt", () => {
    const model = new AnswererModel({});
    const prompt = '<context source="fulltext">\n<passage n="1" lines="12-13" section="Monsters › Troll" score="0.3">\n- **Armor Class:** 15\n- **Speed:** 30 ft.\n</passage>\n</context>\n\n<question>What is the Armor Class of the Troll?</question>';
    return model.invoke([new HumanMessage(prompt)]).then((reply) => expect(String(reply.content)).toMatch(/\n15\nConfidence: 0\.90$/));
  });
});
