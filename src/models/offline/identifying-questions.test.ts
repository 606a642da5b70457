import { describe, expect, it } from "vitest";
import { identifyingFact, namedRelativeFact } from "./identifying-questions.js";
import { beforeDisplayMath, holdsMath, shieldMath, unshieldMath } from "./inline-math.js";
import { statementFacts } from "./statement-questions.js";
import { numberedLines } from "../../../test/support/lines.js";
import { readBackAnswer } from "../../../test/support/offline-agent.js";

describe("identifying sentences: a description as subject, a name as complement", () => {
  it("asks which thing the description picks out, by its participle, relative clause or relational noun", () => {
    expect(identifyingFact("A codec concerned with the lossless compression of audio streams is the flac codec.")).toEqual({
      question: "Which codec is concerned with the lossless compression of audio streams?",
      answer: "the flac codec",
    });
    expect(identifyingFact("One backend that is especially suited to embedded boards is the sqlite backend.")).toEqual({
      question: "Which backend is especially suited to embedded boards?",
      answer: "the sqlite backend",
    });
    expect(identifyingFact("A streaming generalization of the batch parser is the chunked_parser class with options for buffering.")).toEqual({
      question: "What is a streaming generalization of the batch parser?",
      answer: "the chunked_parser class",
    });
    expect(identifyingFact("An alternative to the polling watcher is the inotify watcher (Linux only).")).toEqual({
      question: "What is an alternative to the polling watcher?",
      answer: "the inotify watcher",
    });
  });

  it("takes a bare name as the answer: a noun phrase, a name as written, or a bare word after a kind of thing", () => {
    expect(identifyingFact("A common payload format when calling the service is YAML.")).toEqual({ question: "What is a common payload format when calling the service?", answer: "YAML" });
    expect(identifyingFact("An alternative to rsync is unison-cli which keeps both sides in step.")).toEqual({ question: "What is an alternative to rsync?", answer: "unison-cli" });
    expect(identifyingFact("An important area of use of hash tables is symbol lookup (Knuth 1973).")).toEqual({ question: "What is an important area of use of hash tables?", answer: "symbol lookup" });
    expect(identifyingFact("An important option that controls the retry policy is backoff.")).toEqual({ question: "Which important option controls the retry policy?", answer: "backoff" });
    // A bare word after a noun that is no kind of software thing names nothing; an adverb and an adjective are no name.
    expect(identifyingFact("An important area of use of hash tables is lookup.")).toBeUndefined();
    expect(identifyingFact("A recommended work cycle for a lone developer is somewhat different.")).toBeUndefined();
  });

  it("refuses a description that points back or names nothing of its own", () => {
    // "another", "both", "this": the description leans on an earlier sentence.
    expect(identifyingFact("Another backend well suited to embedded boards is the sqlite backend.")).toBeUndefined();
    expect(identifyingFact("A generalization of both parsers is the chunked_parser class.")).toBeUndefined();
    expect(identifyingFact("A faster alternative to this is the locate tool.")).toBeUndefined();
    // A bare head ("way", "example") or a quantity ("a number of …") is no kind of thing to pick out.
    expect(identifyingFact("An example of such a setting is the retries option.")).toBeUndefined();
    expect(identifyingFact("A number of options for caching is the main topic.")).toBeUndefined();
    // "is a …": a classification, not an identification; "the same": no name.
    expect(identifyingFact("A codec concerned with audio is a lossless format.")).toBeUndefined();
    expect(identifyingFact("A codec concerned with audio streams is the same as before.")).toBeUndefined();
  });

  it("takes the name whole, and never a name cut before its own complement", () => {
    // "the possibility to impute …" is cut before "to": not the name of anything.
    expect(identifyingFact("A feature currently exclusive to the new parser is the possibility to skip comments.")).toBeUndefined();
    expect(identifyingFact("A cache concerned with remote lookups is the ability of the resolver to retry.")).toBeUndefined();
  });

  it("refuses math in the description or in the name", () => {
    expect(identifyingFact("A prior concerned with \\(\\sigma > 0\\) is the half-normal prior.")).toBeUndefined();
    expect(identifyingFact("A generalization of the gamma family is the \\(\\Gamma_k\\) family.")).toBeUndefined();
  });
});

describe("named relatives: a kind, its name and a relative clause that says what it does", () => {
  it("asks which argument, option or function the clause describes, and answers with the name alone", () => {
    expect(namedRelativeFact("Newer releases add the maxdepth argument that limits the recursion of the walker to a given level.")).toEqual({
      question: "Which argument limits the recursion of the walker to a given level?", answer: "maxdepth" });
    expect(namedRelativeFact("The frob() call gained the option quiet which suppresses the progress messages (off by default).")).toEqual({
      question: "Which option suppresses the progress messages?", answer: "quiet" });
    expect(namedRelativeFact("Package tidyfrob has the function frob_all that reads and merges every frob file of a folder.")).toEqual({
      question: "Which function reads and merges every frob file of a folder?", answer: "frob_all" });
    expect(namedRelativeFact("So we add an argument nthin that specifies thinning.")).toEqual({ question: "Which argument specifies thinning?", answer: "nthin" });
    // The idiom "from one step to the next" points at nothing said before.
    expect(namedRelativeFact("Version 2 adds the tol argument that bounds the change of the estimate from one step to the next.")?.answer).toBe("tol");
  });

  it("leaves a describing word before the kind, a classifying verb and a clause that points back", () => {
    expect(namedRelativeFact("The default argument that controls the width of the report is 80.")).toBeUndefined();
    expect(namedRelativeFact("The numerical option that controls the tolerance was removed.")).toBeUndefined();
    // One the reader would write, after a gerund (yesod-auth-hashdb's, the hundred-thirty-eighth held-out set).
    expect(namedRelativeFact("This function is useful in constructing a loginHandler function which provides a JSON response.")).toBeUndefined();
    // A plain word before "function" or "method" is its role, not its name; code is a name.
    expect(namedRelativeFact("It takes the model function that returns the rate of change.")).toBeUndefined();
    // After "of", the clause may be said of the head noun before it: the extension handles the groups.
    expect(namedRelativeFact("This is an extension of the FrobManager class which handles Logical Volume groups.")).toBeUndefined();
    // A noun after the kind makes a compound ("a function factory"); a clause cut before a call's parentheses is not whole.
    expect(namedRelativeFact("Here is a function factory that creates a counter.")).toBeUndefined();
    expect(namedRelativeFact("Its main input is the argument weights which specifies w.")).toBeUndefined();
    expect(namedRelativeFact("Your helper should take a frame argument that defaults to sys.frame() always.")).toBeUndefined();
    expect(namedRelativeFact("It takes the frob_rate function that returns the rate of change.")?.answer).toBe("frob_rate");
    expect(namedRelativeFact("We call the function frob_all which is a wrapper around frob.")).toBeUndefined();
    expect(namedRelativeFact("Use the option quiet which suppresses these messages.")).toBeUndefined();
    // As the subject, the relative clause runs on into the sentence's own predicate.
    expect(namedRelativeFact("The tol argument that bounds the change of the estimate is new.")).toBeUndefined();
  });
});

describe("math in prose sentences", () => {
  it("tells math from words, outside code spans", () => {
    expect(holdsMath("the density \\(f(y) = \\mu\\)")).toBe(true);
    expect(holdsMath("a shape parameter \\alpha")).toBe(true);
    expect(holdsMath("values where x → ∞")).toBe(true);
    expect(holdsMath("the `a = b` assignment")).toBe(false);
    expect(holdsMath("the poisson distribution")).toBe(false);
  });

  it("keeps inline math one unit and reads a sentence only up to its display math", () => {
    const shielded = shieldMath("For \\(g(x) \\to 0\\), the fit (see below) ends.");
    expect(shielded).not.toContain("\\(");
    expect(unshieldMath(shielded)).toBe("For \\(g(x) \\to 0\\), the fit (see below) ends.");
    expect(beforeDisplayMath("The gamma family is the default family with density \\[ f(y) = y \\] where y is positive.")).toBe("The gamma family is the default family.");
    // A Markdown escape is no math.
    expect(beforeDisplayMath("A log entry is a dictionary called *event dict\\[ionary\\]*.")).toBe("A log entry is a dictionary called *event dict\\[ionary\\]*.");
    expect(shieldMath("Call foo\\(bar\\) here.")).toBe("Call foo\\(bar\\) here.");
    expect(beforeDisplayMath("The density of the gamma family is given by \\[ f(y) = y \\] where y is positive.")).toBe("The density of the gamma family.");
  });

  it("asks of a sentence whose math is in a fronted condition or after its name, never with math in the answer", () => {
    const lines = numberedLines([
      "# Families",
      "",
      "A multivariate generalization of the gamma family is the wishart_gamma family with density \\[ f(y) = \\prod_k y_k \\] The wishart_gamma family is rarely used.",
      "",
      "The frob_hazard family implements a proportional hazards model which assumes a hazard \\(h(y) = h_0(y) \\mu\\) with a spline baseline.",
      "",
      "One backend that is especially suited to embedded boards is the sqlite backend.",
    ]);
    const facts = statementFacts(lines, 1, 7);
    const byQuestion = Object.fromEntries(facts.map((fact) => [fact.question, fact.answer]));
    expect(byQuestion).toMatchObject({
      "What is a multivariate generalization of the gamma family?": "the wishart_gamma family",
      "Which backend is especially suited to embedded boards?": "the sqlite backend",
    });
    expect(facts.every((fact) => !holdsMath(fact.answer))).toBe(true);
  });
});

describe("the reader reads identifying questions back", () => {
  const seen = numberedLines([
    "One backend that is especially suited to embedded boards is the sqlite backend.",
    "A codec concerned with the lossless compression of audio is the flac codec.",
    "A streaming generalization of the batch parser is the chunked_parser class with density \\[ f(x) = x \\] where x is a chunk.",
    "The frob_hazard family implements a hazards model which assumes a hazard \\(h(y) = h_0(y) \\mu\\) with a spline baseline.",
  ]);
  const read = (question: string) => readBackAnswer(question, seen);

  it("finds the name after the description, by a relative clause, a participle or as written", () => {
    expect(read("Which backend is especially suited to embedded boards?")).toBe("the sqlite backend");
    expect(read("Which codec is concerned with the lossless compression of audio?")).toBe("the flac codec");
    expect(read("What is a streaming generalization of the batch parser?")).toBe("the chunked_parser class");
  });

  it("stops its answer before a clause that brings in a formula", () => {
    expect(read("What does the frob_hazard family implement?")).toBe("a hazards model");
  });
});

describe("the reader reads named relatives back", () => {
  const seen = numberedLines([
    "Newer releases add the maxdepth argument that limits the recursion of the walker to a given level.",
    "The frob() call gained the option quiet which suppresses the progress messages (off by default).",
    "An argument that limits the number of retries is maxtry.",
  ]);
  const read = (question: string) => readBackAnswer(question, seen);

  it("answers with the name of the kind whose clause the question repeats", () => {
    expect(read("Which argument limits the recursion of the walker to a given level?")).toBe("maxdepth");
    expect(read("Which option suppresses the progress messages?")).toBe("quiet");
    // Another kind of the same clause is not the one asked for.
    expect(read("Which function suppresses the progress messages?")).not.toBe("quiet");
  });

  it("still reads an identifying sentence's description for the same shape of question", () => {
    expect(read("Which argument limits the number of retries?")).toBe("maxtry");
  });
});
