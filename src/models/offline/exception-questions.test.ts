import { describe, expect, it } from "vitest";
import { numberedLines } from "../../../test/support/lines.js";
import { readBackAnswer } from "../../../test/support/offline-agent.js";
import { exceptionFacts } from "./exception-questions.js";
import { factsIn } from "./facts.js";

const asked = (lines: string[]) => Object.fromEntries(exceptionFacts(numberedLines(lines), 1, lines.length).map((fact) => [fact.question, fact.answer]));

// Javadoc's method entries as the HTML adapter writes them.
const JAVADOC = [
  "### Method Detail",
  "",
  "#### valueOf(name)",
  "public static CompassPoint.Cardinal valueOf(java.lang.String name)",
  "Returns the enum constant of this type with the specified name.",
  "Parameters:",
  "- `name` – the name of the enum constant to be returned.",
  "Throws:",
  "java.lang.IllegalArgumentException - if this enum type has no constant with the specified name",
  "java.lang.NullPointerException - if the argument is null",
  "",
  "#### control(jobId, action)",
  "void control(java.lang.String jobId, int action)",
  "Hold, release, suspend, resume, or kill the job.",
  "Throws:",
  "DrmaaException - May be one of the following:",
  "",
  "#### printHelpOn(sink)",
  "public void printHelpOn(java.io.OutputStream sink)",
  "Writes information about the options to the sink.",
  "Throws:",
  "java.io.IOException - if there is a problem writing to the sink",
  "",
];

// Sphinx's "Raises" field and Doxygen's "Exceptions" table.
const SPHINX = [
  "### method pg.DB.pkey(table, composite=False)",
  "Return the primary key of a table.",
  "Raises",
  "KeyError – the table does not have a primary key",
  "",
  "### method pg.DB.query(command)",
  "Execute a SQL command.",
  "Raises",
  "TypeError – bad argument type, or too many arguments",
  "TypeError – invalid connection",
  "pg.ProgrammingError – the command is not valid SQL",
  "",
];
const DOXYGEN = ["### GenerateRandom(rng, params)", "Generate a random key or crypto parameters.", "Exceptions", "KeyingErr | if a key can't be generated or algorithm parameters are invalid", ""];

describe("when a call throws what its reference lists", () => {
  it("asks when each listed exception is thrown, by the name the list gives without Java's package", () => {
    expect(asked(JAVADOC)).toEqual({
      "When does `valueOf()` throw `IllegalArgumentException`?": "if this enum type has no constant with the specified name",
      "When does `printHelpOn()` throw `IOException`?": "if there is a problem writing to the sink",
    });
    expect(asked(SPHINX)).toEqual({
      "When does `pg.DB.pkey()` raise `KeyError`?": "the table does not have a primary key",
      "When does `pg.DB.query()` raise `pg.ProgrammingError`?": "the command is not valid SQL",
    });
    expect(asked(DOXYGEN)).toEqual({ "When does `GenerateRandom()` throw `KeyingErr`?": "if a key can't be generated or algorithm parameters are invalid" });
  });

  it("is read back from the exception's line under the call's entry, and not from another call's", () => {
    const lines = numberedLines(JAVADOC);
    expect(readBackAnswer("When does `valueOf()` throw `IllegalArgumentException`?", lines)).toBe("if this enum type has no constant with the specified name");
    expect(readBackAnswer("When does `printHelpOn()` throw `IOException`?", lines)).toBe("if there is a problem writing to the sink");
    expect(readBackAnswer("When does `pg.DB.pkey()` raise `KeyError`?", numberedLines(SPHINX))).toBe("the table does not have a primary key");
  });

  it("asks an overloaded call only when its overloads agree, and no condition the page gives of many calls", () => {
    const entry = (name: string, exception: string, condition: string) => [`#### ${name}(path)`, `public long ${name}(java.lang.String path)`, "Gets a value.", "Throws:", `${exception} - ${condition}`, ""];
    const page = [
      ...entry("getInt", "ConfigException.Missing", "if value is absent or null"),
      ...entry("getLong", "ConfigException.Missing", "if value is absent or null"),
      ...entry("getDouble", "ConfigException.Missing", "if value is absent or null"),
      ...entry("getDouble", "ConfigException.WrongType", "if value is not convertible to a double"),
      ...entry("getBytes", "ConfigException.BadValue", "if value cannot be parsed as a size in bytes"),
      ...entry("getBytes", "ConfigException.BadValue", "if value cannot be parsed as a size in bytes"),
      ...entry("getSize", "ConfigException.BadValue", "if value cannot be parsed as a size"),
      ...entry("getSize", "ConfigException.BadValue", "if value is negative or too large"),
    ];
    expect(asked(page)).toEqual({
      "When does `getDouble()` throw `ConfigException.WrongType`?": "if value is not convertible to a double",
      "When does `getBytes()` throw `ConfigException.BadValue`?": "if value cannot be parsed as a size in bytes",
    });
  });

  it("keeps the questions through the questioner's checks", () => {
    const questions = factsIn(numberedLines(JAVADOC), 1, JAVADOC.length, { format: "html" }).map((fact) => fact.question);
    expect(questions).toContain("When does `valueOf()` throw `IllegalArgumentException`?");
  });
});
