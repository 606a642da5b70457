import { describe, expect, it } from "vitest";
import { numberedLines } from "../../../test/support/lines.js";
import { readBackAnswer } from "../../../test/support/offline-agent.js";
import { factsIn } from "./facts.js";
import { hierarchyFacts } from "./hierarchy-questions.js";

const asked = (lines: string[]) => hierarchyFacts(numberedLines(lines), 1, lines.length).map((fact) => [fact.question, fact.answer]);

const readBack = (question: string, lines: string[]) => readBackAnswer(question, numberedLines(lines));

describe("a type's place among others, as an API reference opens its page", () => {
  it("asks what a Javadoc class extends and implements, on lines of their own or on the declaration's line", () => {
    const javadoc11 = ["## Class FrobReader", "public class FrobReader", "extends AbstractReader", "implements java.io.Closeable, Runnable", "Reads frobs."];
    expect(asked(javadoc11)).toEqual([
      ["Which class does `FrobReader` extend?", "AbstractReader"],
      ["Which interfaces does `FrobReader` implement?", "java.io.Closeable, Runnable"],
    ]);
    const javadoc17 = ["# Class MailServer", "public class MailServer extends Object implements Runnable", "A simple server."];
    expect(asked(javadoc17)).toEqual([["Which interfaces does `MailServer` implement?", "Runnable"]]);
    expect(readBack("Which interfaces does `FrobReader` implement?", javadoc11)).toBe("java.io.Closeable, Runnable");
    expect(readBack("Which interfaces does `MailServer` implement?", javadoc17)).toBe("Runnable");
  });

  it("asks an interface's superinterfaces as what it extends, and nothing of java.lang.Object", () => {
    expect(asked(["public interface Config", "extends ConfigMergeable", "An immutable map."])).toEqual([["Which interfaces does `Config` extend?", "ConfigMergeable"]]);
    expect(asked(["public class Plain", "extends java.lang.Object", "A plain class."])).toEqual([]);
  });

  it("asks a Sphinx class's bases and a Doxygen type's header, not 'object' nor a header named after the type", () => {
    const sphinx = ["### class frob.tree.Leaf(value: str)", "Bases: frob.tree.NodeOrLeaf", "A leaf of the tree.", "", "### class frob.tree.Root", "Bases: object"];
    expect(asked(sphinx)).toEqual([["What is the base class of `frob.tree.Leaf`?", "frob.tree.NodeOrLeaf"]]);
    expect(readBack("What is the base class of `frob.tree.Leaf`?", sphinx)).toBe("frob.tree.NodeOrLeaf");
    const doxygen = ["frob_stats Struct Reference", "Per-pipeline state.", "#include <FrobRuntime.h>", "", "FrobReader Class Referencefinal", "#include <FrobReader.hxx>"];
    expect(asked(doxygen)).toEqual([["Which header declares the `frob_stats` struct?", "FrobRuntime.h"]]);
    expect(readBack("Which header declares the `frob_stats` struct?", doxygen)).toBe("FrobRuntime.h");
  });

  it("asks nothing of a class named in prose or code", () => {
    const prose = ["The public class FrobReader extends AbstractReader to read frobs.", "", "    public class Example extends Base {"];
    expect(asked(prose)).toEqual([]);
    // What the questioner asks goes through every check of the fact finder.
    expect(factsIn(numberedLines(["## Class FrobReader", "public class FrobReader", "extends AbstractReader", "Reads frobs."]), 1, 4, {}).map((fact) => fact.question)).toContain("Which class does `FrobReader` extend?");
  });
});
