import { describe, expect, it } from "vitest";
import { numberedLines } from "../../../test/support/lines.js";
import { askOfflineReader, readBackAnswer } from "../../../test/support/offline-agent.js";
import { createDocument } from "../../documents/document.js";
import { factsIn } from "./facts.js";
import { hierarchyFacts, typeDescriptionFacts } from "./hierarchy-questions.js";

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

describe("a Doxygen class template's page (set 199's Gecode VarImpVar)", () => {
  const PAGE = [
    "Frob::VarImpVar< VarImp > Class Template Reference",
    "Variables as interfaces to frob variable implementations. More...",
    "#include <var.hpp>",
    "",
    "## Detailed Description",
    "",
    "template<class VarImp>",
    "### class Frob::VarImpVar< VarImp >",
    "Variables as interfaces to frob variable implementations.",
    "Definition at line 47 of file var.hpp.",
  ];

  it("asks what the class is past its declaration repeated, never of its namespace, and reads it back", () => {
    const lines = numberedLines(PAGE);
    const asked = Object.fromEntries(factsIn(lines, 1, PAGE.length, {}).map((fact) => [fact.question, fact.answer]));
    expect(asked["What is the `Frob::VarImpVar` class?"]).toBe("Variables as interfaces to frob variable implementations");
    expect(Object.keys(asked)).not.toContain("What is the `Frob` class?");
    expect(readBackAnswer("What is the `Frob::VarImpVar` class?", lines)).toBe("Variables as interfaces to frob variable implementations");
  });
});

describe("what a type is or does, as Javadoc and Doxygen describe it under its declaration", () => {
  const described = (lines: string[]) => typeDescriptionFacts(numberedLines(lines), 1, lines.length).map((fact) => [fact.question, fact.answer]);

  it("asks a verb's description as what the type does, a noun phrase's as what it is, and 'Thrown to …' as why", () => {
    const parser = ["# Class OptionParser", "public class OptionParser", "extends Object", "Parses command line arguments, using a syntax that attempts to take from the best of POSIX getopt().", "", "## Method Summary"];
    expect(described(parser)).toEqual([["What does the `OptionParser` class do?", "Parses command line arguments, using a syntax that attempts to take from the best of POSIX getopt()"]]);
    expect(readBack("What does the `OptionParser` class do?", parser)).toBe("Parses command line arguments, using a syntax that attempts to take from the best of POSIX getopt()");
    const config = ["public interface Config", "extends ConfigMergeable", "An immutable map from config paths to config values. Paths are dot-separated expressions."];
    expect(described(config)).toEqual([["What is the `Config` interface?", "An immutable map from config paths to config values"]]);
    const thrown = ["public static class FileUploadBase.IOFileUploadException extends FileUploadException", "Thrown to indicate an IOException.", "See Also:"];
    expect(described(thrown)).toEqual([["Why is the `FileUploadBase.IOFileUploadException` class thrown?", "to indicate an IOException"]]);
    expect(readBack("Why is the `FileUploadBase.IOFileUploadException` class thrown?", thrown)).toBe("to indicate an IOException");
    const action = ["public class DuplicateLinesAction", "extends DefaultSyntaxAction", "This Action duplicates the current line, or all the highlighted lines."];
    expect(described(action)).toEqual([["What does the `DuplicateLinesAction` class do?", "duplicates the current line, or all the highlighted lines"]]);
    // "is" is no verb of what the type does: "The element is a container class." says what it is.
    expect(described(["# TiXmlElement Class Reference", "## Detailed Description", "The element is a container class. It has a value, the element name."])).toEqual([["What is the `TiXmlElement` class?", "a container class"]]);
  });

  it("reads Doxygen's description under 'Detailed Description', however far below the title", () => {
    const doxygen = [
      "# Gnome::Glade::VariablesMap Class Reference",
      "List of all members.",
      "",
      "## Detailed Description",
      "Associates named Glade widgets with member variables.",
      "Use connect_widget() to link the widgets with variables that will contain their data.",
      "",
      "## Member Function Documentation",
    ];
    expect(described(doxygen)).toEqual([["What does the `Gnome::Glade::VariablesMap` class do?", "Associates named Glade widgets with member variables"]]);
    expect(typeDescriptionFacts(numberedLines(doxygen), 1, doxygen.length)[0]!.evidence).toEqual([{ start_line: 1, end_line: 1 }, { start_line: 5, end_line: 5 }]);
    expect(readBack("What does the `Gnome::Glade::VariablesMap` class do?", doxygen)).toBe("Associates named Glade widgets with member variables");
    // The page's own answer to what its class does, though the class is in the title: not a light verb's vague question.
    const kept = factsIn(numberedLines(doxygen), 1, doxygen.length, { format: "html", title: "libglademm 2.4: Gnome::Glade::VariablesMap Class Reference" });
    expect(kept.map((fact) => fact.question)).toContain("What does the `Gnome::Glade::VariablesMap` class do?");
  });

  it("is answered by the reader agent with its tools: the declaration's lines, or Doxygen's title and description far below", async () => {
    const javadoc = [
      "## Class OptionParser",
      "public class OptionParser",
      "extends Object",
      "Parses command line arguments, using a syntax that attempts to take from POSIX getopt().",
      "",
      "### Constructor Detail",
      ...Array.from({ length: 4 }, (_, index) => [`#### OptionParser(spec${index})`, `public OptionParser(String spec${index})`, `Creates an option parser that recognizes the options of spec${index}.`, ""]).flat(),
    ];
    const reader = async (lines: string[], question: string) => (await askOfflineReader(createDocument({ id: "page", path: "page.html", format: "html" }, { lines }), question, { reference: "x" })).own;
    expect((await reader(javadoc, "What does the `OptionParser` class do?")).answer).toBe("Parses command line arguments, using a syntax that attempts to take from POSIX getopt()");
    const doxygen = [
      "# Gnome::Glade::VariablesMap Class Reference",
      "## Public Member Functions",
      ...Array.from({ length: 40 }, (_, index) => `virtual void | connect_widget${index} (const Glib::ustring& widget_name)`),
      "",
      "## Detailed Description",
      "Associates named Glade widgets with member variables.",
      "",
    ];
    expect((await reader(doxygen, "What does the `Gnome::Glade::VariablesMap` class do?")).answer).toBe("Associates named Glade widgets with member variables");
  });

  it("is found by the reader's own search, which is RE2 (no lookaround), also past a template's parameters", async () => {
    const page = (lines: string[]) => createDocument({ id: "page", path: "page.html", format: "html" }, { lines });
    const filler = Array.from({ length: 30 }, (_, index) => `CRTP * | member${index} (bool value=true)`);
    const doxygen = ["CLI11 2.1.2", "- CLI", "CLI::OptionBase< CRTP > Class Template Reference", "#include <Option.hpp>", "Public Member Functions | ", ...filler];
    expect(asked(doxygen)).toEqual([["Which header declares the `CLI::OptionBase` class?", "Option.hpp"]]);
    expect((await askOfflineReader(page(doxygen), "Which header declares the `CLI::OptionBase` class?")).own.answer).toBe("Option.hpp");
    const javadoc = ["## Class FrobReader", "public class FrobReader", "extends AbstractReader", "Reads frobs.", ...filler];
    expect((await askOfflineReader(page(javadoc), "Which class does `FrobReader` extend?")).own.answer).toBe("AbstractReader");
  });

  it("asks nothing of a template's declaration, a statement about the type, or a missing description", () => {
    expect(described(["# lime::Lime Class Reference", "## Detailed Description", "template<typename Curve>", "class lime::Lime"])).toEqual([]);
    expect(described(["public class MailServer", "It is not intended for production use."])).toEqual([]);
    expect(described(["public class Frob", "Frob objects are created by the factory."])).toEqual([]);
    expect(described(["public class Frob", "", "## Method Summary"])).toEqual([]);
    expect(described(["frob_stats Struct Reference", "#include <frob.h>", "## Member Data Documentation"])).toEqual([]);
  });
});
