import { describe, expect, it } from "vitest";
import { numberedLines } from "../../../test/support/lines.js";
import { factsIn } from "./facts.js";
import { questionProblems } from "./question-quality.js";
import { answerNotContent, countedSet, nameWords, restatesName } from "./self-containment.js";

describe("answerNotContent", () => {
  it("refuses a change or a default asked with a light verb that names neither (sets 195 and 196's NEWS items)", () => {
    expect(answerNotContent("What does `geom_point()` use?", "shape 19 instead of 16")).toMatch(/a change or a default that "use" does not ask for/);
    expect(answerNotContent("What does `predict.refmodel()` use?", "a default of `newdata = NULL`")).toMatch(/default/);
    // A use that is what the thing uses is asked so; a question that names the default keeps its answer.
    expect(answerNotContent("What does `vcov.brglmFit()` use?", "`vcov.summary.glm()`")).toBeUndefined();
    expect(answerNotContent("What does `geom_point()` use by default?", "shape 19 instead of 16")).toBeUndefined();
    // haskell-from-sum: what a function takes is "a default value and a Maybe value", no change of a default.
    expect(answerNotContent("What does the fromMaybe function take?", "a default value and a Maybe value")).toBeUndefined();
    expect(answerNotContent("What do the ordinary `run` functions use?", "a default `reset-fields` of `true`")).toMatch(/default/);
  });

  it("refuses a to-do note or a wish read as what an option does (hundred-fifty-first held-out set)", () => {
    expect(answerNotContent("What does the --long_names option do?", "It would be useful to implement the GNU long option names, e.g.: '--debug', '--quiet', etc.")).toMatch(/wish/);
    expect(answerNotContent("What does the --frob option do?", "TODO: document this option.")).toMatch(/wish/);
    expect(answerNotContent("What does the --frob option do?", "It would be printed to stderr instead.")).toBeUndefined();
    expect(answerNotContent("What does the qvcalc package contain?", "a function of the same name which does the necessary work")).toMatch(/needed for a task/);
    expect(answerNotContent("What does the frob package contain?", "the work queue of the scheduler")).toBeUndefined();
    // An amount of unnamed things of a kind (set 169's LLVM chapter); a purpose or a name says what they are.
    expect(answerNotContent("What does the FrobPrinter base class provide?", "a number of useful methods and routines")).toMatch(/amount of unnamed things/);
    expect(answerNotContent("What does frob add?", "several new features.")).toMatch(/amount of unnamed things/);
    expect(answerNotContent("What does the FrobPrinter base class provide?", "a number of methods for printing frobs")).toBeUndefined();
    expect(answerNotContent("What does frob add?", "several new frob formats")).toBeUndefined();
    // lifted-base's Data.IORef.Lifted: each function "Generalized version of" its own name.
    expect(answerNotContent("What does the `readIORef` function do?", "Generalized version of readIORef.")).toMatch(/version of itself/);
    expect(answerNotContent("What does the `modifyIORef'` function do?", "Generalized version of modifyIORef'.")).toMatch(/version of itself/);
    expect(answerNotContent("What does the `foldl'` function do?", "Strict version of foldl.")).toBeUndefined();
    // A description that opens with the background (clisp's -norc, CLP's exactOutgoing(), pex's --inherit-path).
    expect(answerNotContent("What does the -norc option do?", "Normally CLISP loads the user “run control” (RC) file on startup.")).toMatch(/background/);
    expect(answerNotContent("What does the `exactOutgoing()` function do when given `onOff`?", "Normally outgoing variables can go out to slightly negative values.")).toMatch(/background/);
    expect(answerNotContent("What does the --inherit-path option do?", "By default, PEX environments are completely scrubbed empty of any packages.")).toMatch(/background/);
    expect(answerNotContent("What does the --frob option do?", "Skips the checks that normally run first.")).toBeUndefined();
    // argyll's dispcal (hundred-fifty-sixth held-out set): "a way of doing this" — doing what the sentence before says.
    expect(answerNotContent("What is the -a option?", "a way of doing this")).toMatch(/points back at a task/);
    expect(answerNotContent("What is the -a option?", "a way of doing this faster than the -b option")).toBeUndefined();
  });

  it("refuses an answer whose head is 'one', which stands for a noun of the sentence before", () => {
    expect(answerNotContent("What is mirror-eu?", "the fastest one")).toMatch(/stands for a noun/);
    expect(answerNotContent("What are the nightly builds?", "the unstable ones")).toMatch(/stands for a noun/);
    expect(answerNotContent("What is mirror-eu?", "the fastest mirror in Europe")).toBeUndefined();
  });

  it("refuses a definition that only rates the thing, and keeps one that says what it is", () => {
    expect(answerNotContent("What is asynchronous IO?", "a really powerful tool, as we've seen")).toMatch(/rates the thing/);
    expect(answerNotContent("What is `monthly_downloads`?", "a good source name")).toMatch(/rates the thing/);
    expect(answerNotContent("What is the plugin interface?", "a work in progress")).toMatch(/rates the thing/);
    expect(answerNotContent("What is lxml?", "a powerful library for processing XML in Python")).toBeUndefined();
    expect(answerNotContent("How does frob read files?", "a simple loop")).toBeUndefined();
  });

  it("refuses the manner of a verb used without an object for what it acts on", () => {
    // asdf's "The validate function will return successfully if the object is valid, or raise an error if not."
    expect(answerNotContent("What will the validate function return?", "successfully if the object is valid, or raise an error if not")).toMatch(/how the verb goes/);
    expect(answerNotContent("What does the std::sort algorithm perform?", "adequately for the majority of data types")).toMatch(/how the verb goes/);
    expect(answerNotContent("What does `tally()` return?", "the tally for a given category")).toBeUndefined();
    expect(answerNotContent("What does the core distribution include?", "only the BeanShell interpreter")).toBeUndefined();
  });

  it("refuses an answer that points at another place of the text", () => {
    expect(answerNotContent("How can you learn more?", "read on to later sections")).toMatch(/points elsewhere/);
    expect(answerNotContent("How is the cache configured?", "as described above")).toMatch(/points elsewhere/);
    expect(answerNotContent("What does the tool print?", "the following")).toMatch(/points elsewhere/);
    // A listing's numbered lines, a numbered list's step: places of the text, not content.
    expect(answerNotContent("What does the summary method use?", "the table frobs in lines 4 and 5")).toMatch(/points elsewhere/);
    expect(answerNotContent("Where is the key generated?", "in step 3")).toMatch(/points elsewhere/);
    expect(answerNotContent("What does the reader skip?", "blank lines and lines starting with #")).toBeUndefined();
  });

  it("refuses an answer that only sends the reader to documentation it does not name, and keeps one that names it", () => {
    expect(answerNotContent("Where can more information about the frob levels be found?", "in the specification")).toMatch(/other documentation/);
    expect(answerNotContent("How can you fully understand frob normalization?", "check out some official Frob documentation")).toMatch(/other documentation/);
    expect(answerNotContent("How can you look at a full web-app?", "check out the Example app")).toMatch(/other documentation/);
    // A named tool or a named document with its address is content.
    expect(answerNotContent("How can you create a directory recursively?", "check out mkdirp")).toBeUndefined();
    expect(answerNotContent("Where can a description of Frob's conventions be found?", "in the documentation for FrobDirectory, at http://example.org/frob.html")).toBeUndefined();
  });

  it("refuses a demonstrative whose noun neither the question nor the answer named before it", () => {
    expect(answerNotContent("Where is the cutoff stored?", "in the closure of that function")).toMatch(/"that function"/);
    expect(answerNotContent("What do the hooks receive?", "the same values as these arguments")).toMatch(/"these arguments"/);
  });

  it("keeps a demonstrative that stands for something named before it or for the question's subject", () => {
    // Opening the answer: the question's subject.
    expect(answerNotContent("What does core.pager really do?", "This option sets the program that pages output.")).toBeUndefined();
    // Named earlier in the answer, or in the question.
    expect(answerNotContent("How can you add a logo?", "create an img folder in the site directory and copy the logo to that directory")).toBeUndefined();
    expect(answerNotContent("How can you list the flags of a given command?", "pass --help to that command")).toBeUndefined();
    // A demonstrative of no referent kind ("that spot") is left alone.
    expect(answerNotContent("What does the dot option do?", "Let patterns match names with a period in that spot.")).toBeUndefined();
  });

  it("refuses an appraisal given as what a thing is, and keeps an appraisal that is content", () => {
    expect(answerNotContent("What is the core of Tinysig?", "quite small but very flexible")).toMatch(/appraises/);
    expect(answerNotContent("What can the reader handle?", "very large files")).toBeUndefined();
    expect(answerNotContent("What is the default frob width?", "usually")).toMatch(/how often/);
    expect(answerNotContent("When is the frob cache cleared?", "usually at exit")).toBeUndefined();
    expect(answerNotContent("What is the core of Tinysig?", "a registry of named signals")).toBeUndefined();
  });

  it("is applied by the fact finder: the pointing answer is not asked, the contentful one is", () => {
    const lines = [
      "# Tuning",
      "",
      "The step size controls how far each update moves the weights.",
      "To learn more, move on to later sections.",
    ];
    const text = numberedLines(lines);
    const facts = factsIn(text, 1, lines.length, {});
    expect(facts.some((fact) => /later sections/.test(fact.answer))).toBe(false);
    expect(facts.some((fact) => /how far each update moves the weights/.test(fact.answer))).toBe(true);
  });
});

describe("an answer that counts unnamed things, or says a status (set 185's vdiffr change log)", () => {
  it("refuses a count of things of a generic kind outside a 'How many' question, and a status for what a thing is", () => {
    expect(answerNotContent("What does the 1.0 release of frob include?", "two major changes")).toMatch(/counts things/);
    expect(answerNotContent("What does frob 2.0 add?", "3 new features.")).toMatch(/counts things/);
    expect(answerNotContent("How many changes does the 1.0 release of frob include?", "two major changes")).toBeUndefined();
    expect(answerNotContent("What does the 1.0 release of frob include?", "two major changes to the SVG engine")).toBeUndefined();
    expect(answerNotContent("What is the `user_fonts` argument of `expect_frob()`?", "defunct")).toMatch(/status/);
    expect(answerNotContent("What is the `verbose` argument of `expect_frob()`?", "soft-deprecated")).toMatch(/status/);
    expect(answerNotContent("What is the `verbose` argument of `expect_frob()`?", "a flag that prints every step")).toBeUndefined();
  });
});

describe("an answer that counts a set named before it", () => {
  it("refuses 'all three Xs', 'the two Xs' and 'both' whose things the question does not name", () => {
    expect(countedSet("Where are fit statistics available?", "in all three packages")).toMatch(/"all three packages"/);
    expect(countedSet("Which estimator is faster?", "the two")).toMatch(/counts a set/);
    expect(countedSet("What does Frob support?", "both")).toMatch(/two things/);
    expect(countedSet("How are the weights updated?", "in both cases")).toMatch(/two things/);
    expect(answerNotContent("Where are fit statistics available?", "in all three packages")).toMatch(/counts a set/);
  });

  it("keeps a set the question names, 'both A and B', and a count of things that is content", () => {
    expect(countedSet("What are the two main backends?", "the two backends sqlite and redis")).toBeUndefined();
    expect(countedSet("Which modes does the cache work in?", "both modes")).toBeUndefined();
    expect(countedSet("What does Frob accept?", "both a path and a URL")).toBeUndefined();
    expect(countedSet("What does `frob.recent()` return?", "the 10 most recent items")).toBeUndefined();
  });
});

describe("a 'how' question answered by a person (question-quality.ts)", () => {
  it("refuses 'by' and a person's name: it says who, not how", () => {
    expect(questionProblems("How was the project's logo drawn?", "by [Ada Byron]")).toContain('the answer "by [Ada Byron]" names who, not how');
    expect(questionProblems("How is the Lua port maintained?", "by Ana Q. Silva, and the Go port by B. Lee")).toEqual(
      expect.arrayContaining([expect.stringMatching(/names who, not how/)]),
    );
    expect(questionProblems("How was the mirror network founded?", "by Lars Holm in 2001")).toEqual(expect.arrayContaining([expect.stringMatching(/names who/)]));
  });

  it("keeps a way, a method or a tool after 'by'", () => {
    expect(questionProblems("How was the bone density measured?", "by Dual Energy X-Ray Absorptiometry")).toEqual([]);
    expect(questionProblems("How are the reports rendered?", "by Pandoc to produce HTML pages")).toEqual([]);
    expect(questionProblems("How can you skip a check?", "by passing `--no-verify`")).toEqual([]);
  });

  it("refuses 'how' asked of a passive's doer named by a noun made from a verb", () => {
    expect(questionProblems("How are trailing commas dropped?", "by the lenient config loader")).toEqual(
      expect.arrayContaining([expect.stringMatching(/names the doer of a passive/)]),
    );
    expect(questionProblems("How is the cache invalidated?", "by a user")).toEqual(expect.arrayContaining([expect.stringMatching(/doer of a passive/)]));
    // A means named after its kind, an instrument, a measure and a gerund are ways.
    expect(questionProblems("How are vectors of class \"ts\" created?", "by the function ts")).toEqual([]);
    expect(questionProblems("How is the retry count kept?", "by a counter")).toEqual([]);
    expect(questionProblems("How is the image scaled?", "by a factor of two")).toEqual([]);
    expect(questionProblems("How is the index rebuilt?", "by running the indexer")).toEqual([]);
  });

  it("refuses an adverbial of time or condition as the object of 'What does X <verb>?'", () => {
    expect(questionProblems("What do deferred queries execute?", "only when their results are read")).toEqual(
      expect.arrayContaining([expect.stringMatching(/is an adverbial, not the verb's object/)]),
    );
    expect(questionProblems("What does the watcher rebuild?", "whenever a source file changes")).toEqual(expect.arrayContaining([expect.stringMatching(/adverbial/)]));
    // An object, and an option's action that opens with its condition, stay.
    expect(questionProblems("What does the watcher rebuild?", "only the changed modules")).toEqual([]);
    expect(questionProblems("What does the `strict` option do?", "if true, rejects unknown keys")).toEqual([]);
  });

  it("refuses an answer that is a relative clause without its noun", () => {
    expect(questionProblems("What does the quote_char setting control?", "which the tokenizer strips when reading fields")).toEqual(
      expect.arrayContaining([expect.stringMatching(/relative clause without its noun/)]),
    );
    expect(questionProblems("What does the sep option set?", "which pandas uses")).toEqual(expect.arrayContaining([expect.stringMatching(/without its noun/)]));
    expect(questionProblems("What does the sep option set?", "which you use to split fields")).toEqual(expect.arrayContaining([expect.stringMatching(/without its noun/)]));
    // An interrogative clause with its own noun names what is controlled.
    expect(questionProblems("What does the weights argument control?", "which rows enter which of the two samples")).toEqual([]);
    expect(questionProblems("What does the engine option choose?", "which backend renders the plot")).toEqual([]);
  });

  it("refuses a subject that is a lettered heading run into the sentence under it", () => {
    expect(questionProblems("What does B. Value returned by tidyfit tidyfit hold?", "a data frame of the fitted models")).toEqual(
      expect.arrayContaining(["its subject is a heading run into the sentence under it"]),
    );
    expect(questionProblems("What does C.2 Tuning options control?", "the step size of the optimiser")).toEqual(
      expect.arrayContaining(["its subject is a heading run into the sentence under it"]),
    );
    // A verb that repeats the subject's noun, and an initial before a name, are English.
    expect(questionProblems("What does the Wald test test?", "joint restrictions on the coefficients")).toEqual([]);
    expect(questionProblems("What did J. Ramsey propose?", "a general specification test")).toEqual([]);
  });
});

describe("answers that judge or count instead of saying (sixty-fourth held-out set)", () => {
  it("refuses a bare judgement and an unspecified quantity of one noun, and keeps what they qualify", () => {
    expect(questionProblems("What is the implementation of use?", "straightforward")).toContain('the answer "straightforward" is an appraisal, not what it is');
    // The hundred-thirty-seventh held-out set: a noun of the subject read as the verb, and a likeness as what a thing is.
    expect(questionProblems("What does the use of predicted point estimate?", "without incorporating any uncertainty can lead to overconfidence")).toContain('the answer "without incorporating any uncertainty can lead to overconfidence" opens with a preposition, not the verb\'s object');
    expect(questionProblems("What are the operators supported?", "the same as for regular expression queries")).toContain('the answer "the same as for regular expression queries" is a likeness, not what it is');
    expect(questionProblems("What does the frob estimator use?", "a second loop over the data")).toEqual([]);
    // The hundred-forty-second: "The syntax of regular expressions is otherwise that of egrep" kept its "otherwise".
    expect(questionProblems("What is the syntax of regular expressions?", "otherwise that of egrep")).toContain('the answer "otherwise that of egrep" opens with "otherwise", which relates it to something said before');
    expect(questionProblems("What does the frob parser accept?", "other parsers' output, too")).toEqual([]);
    // Octavia's "L7 rules typically match against a specific header" (set 147): the verb's own preposition left in the answer.
    expect(questionProblems("What do L7 rules typically match?", "against a specific header or part of the URI")).toContain('the answer "against a specific header or part of the URI" opens with a preposition, not the verb\'s object');
    // gpuarray's "The special value 0 for step means that only one element corresponding to the start index and …" (set 146).
    expect(questionProblems("What does the special value 0 for step mean?", "that only one element corresponding to the start index")).toContain('the answer "that only one element corresponding to the start index" is a that-clause without its verb');
    expect(questionProblems("What does the special value 0 for step mean?", "that only one element is taken")).toEqual([]);
    expect(questionProblems("What does RFC 2616 require?", "that we either send a Content-Length header or use chunks")).toEqual([]);
    // sjmisc's "group_labels() creates the related value labels" (set 145): related to what, the question does not say.
    expect(answerNotContent("What does group_labels() create?", "the related value labels")).toMatch(/relates to something/);
    expect(answerNotContent("What does group_labels() create?", "value labels for the groups of a grouped variable")).toBeUndefined();
    // "Too many pending requests." and "Instead of …, use …" open with no such adverb (kdumpfile's, librepo's).
    expect(questionProblems("What does the `FROB_ERR_BUSY` enumerator mean?", "Too many pending requests.")).toEqual([]);
    expect(questionProblems("What is the `base_url` parameter?", "Instead of the mirrors in the handle, use the repository at this URL.")).toEqual([]);
    // "… is written in Perl, it requires Perl version 5.4 or later": "it" with its verb after a comma is a second clause.
    expect(questionProblems("What does the frob tool need?", "a runtime in Perl, it requires Perl version 5.4 or later")).toContain('the answer "a runtime in Perl, it requires Perl version 5.4 or later" runs on into a second clause after a comma');
    // "it" as an object after a comma is no second clause (mapproxy's "…, by limiting it to the query_extent").
    expect(questionProblems("How can you speed up the frob cache?", "by returning the tiles in their projection, by limiting it to the extent")).toEqual([]);
    // The hundred-fortieth held-out set: an appraisal with "a bit", and a pointer to another file for a way.
    expect(questionProblems("What are the instructions for Windows?", "a bit lengthy")).toContain('the answer "a bit lengthy" is an appraisal, not what it is');
    expect(questionProblems("How can you use the audio interface?", "read audio_interface/readme.txt")).toContain('the answer "read audio_interface/readme.txt" points at another text');
    // "The D means that a message is marked for deletion." after "The N in Alpine's FOLDER INDEX means …" (set 138).
    expect(questionProblems("What does the D mean?", "that a message is marked for deletion")).toContain("asks what a letter alone does, without what it marks");
    expect(questionProblems("What does the D key in the index do?", "marks a message for deletion")).not.toContain("asks what a letter alone does, without what it marks");
    // "`(magnitude z)` returns the absolute value": the code span emptied of its parenthesis names nothing.
    expect(questionProblems("What does `` return?", "the absolute value")).toContain("has an empty code span");
    expect(questionProblems("What does ``frob`` return?", "the absolute value")).not.toContain("has an empty code span");
    // "The API of `hedgehog-classes` is dead simple." (the hundred-thirty-sixth held-out set)
    expect(questionProblems("What is the API of `frob-classes`?", "dead simple")).toContain('the answer "dead simple" is an appraisal, not what it is');
    expect(questionProblems("What does the asn1c compiler produce?", "a number of files")).toContain('the answer "a number of files" says how many, not which');
    expect(questionProblems("What does the asn1c compiler produce?", "a number of C source files from an ASN.1 specification")).toEqual([]);
    expect(questionProblems("What does the parser use?", "several tables")).toEqual(expect.arrayContaining([expect.stringMatching(/how many/)]));
  });

  it("refuses an answer that took in the opening phrase of the next clause, and keeps an apposition", () => {
    expect(questionProblems("What does the OpenShift client depend on?", "the Kubernetes Python client, and as part of the installation process")).toEqual(expect.arrayContaining([expect.stringMatching(/second clause/)]));
    expect(questionProblems("What does the renderer use?", "several caches, and in particular the kernel cache")).not.toEqual(expect.arrayContaining([expect.stringMatching(/second clause/)]));
  });
});

describe("answers that say nothing checkable, or the wrong kind of thing (twenty-third held-out set)", () => {
  it("refuses an appraisal on a generic head as what a thing is", () => {
    expect(questionProblems("What is frob_all()?", "a really handy tool")).toContain('the answer "a really handy tool" is an appraisal, not what it is');
    expect(questionProblems("What is Blarg?", "a great feature")).toEqual(expect.arrayContaining([expect.stringMatching(/appraisal/)]));
    expect(questionProblems("What is frob_all()?", "a handy tool for resizing images")).toEqual([]);
  });

  it("refuses how often a thing is wanted, and a helper's kind alone, as what it is (eighty-eighth held-out set)", () => {
    // django-contact-form: "What is spam filtering?" — "a common desire for contact forms, due to …"; cmtspeech:
    // "What is the `cmtspeech_event_to_state_transition()` function?" — "a helper function".
    expect(questionProblems("What is spam filtering?", "a common desire for contact forms, due to the large amount of spam they can attract")).toEqual([expect.stringMatching(/how often it is wanted/)]);
    expect(questionProblems("What is the `frob_event()` function?", "a helper function")).toEqual([expect.stringMatching(/appraisal/)]);
    expect(questionProblems("What is JSON?", "a common format for data exchange")).toEqual([]);
    expect(questionProblems("What is the `frob_event()` function?", "a helper function that maps an event to a state transition")).toEqual([]);
  });

  it("refuses a yes or no as the answer to a what-question (ninety-first held-out set)", () => {
    // doc8's README: a table of options with Yes/No cells, "What are the overrides of sphinx for the Option conflict resolution?" — "Yes".
    expect(questionProblems("What are the overrides of frob-titles for the Option conflict resolution?", "Yes")).toEqual([expect.stringMatching(/says whether/)]);
    expect(questionProblems("What is the default of frob-titles?", "yes, unless --strict is given")).toEqual([]);
    expect(questionProblems("What is the default of --enable-frob for the Configure Options?", "yes")).toEqual([]);
  });

  it("refuses a means the text describes elsewhere (ninetieth held-out set)", () => {
    // JavaCC's grammar: "How can you localize the effect of IGNORE_CASE?" — "by using an alternate mechanism described later".
    expect(answerNotContent("How can you localize the effect of FROB_CASE?", "by using an alternate mechanism described later")).toMatch(/points elsewhere/);
    expect(answerNotContent("How can you localize the effect of FROB_CASE?", "by setting it on the token described by the rule")).toBeUndefined();
  });

  it("refuses an amount without a thing as what a package provides (eighty-ninth held-out set)", () => {
    // wai: "What does the Network.Wai package provide?" — "very little functionality".
    expect(questionProblems("What does the Frob.Wai package provide?", "very little functionality")).toEqual([expect.stringMatching(/says how many, not which/)]);
    expect(questionProblems("What does the Frob.Wai package provide?", "a little web server")).toEqual([]);
  });

  it("refuses a language after 'written in' as a place", () => {
    expect(questionProblems("Where is `blarg` written?", "in CoffeeScript")).toContain('the answer "in CoffeeScript" is a language, not a place');
    expect(questionProblems("Where is the report written?", "in the output directory")).toEqual([]);
  });

  it("refuses a phrase answer that runs into a second clause", () => {
    expect(questionProblems("How are the weights chosen?", "by a grid search and the tolerance must be lowered")).toEqual(expect.arrayContaining([expect.stringMatching(/runs into a second clause/)]));
    expect(questionProblems("How are the weights chosen?", "by a grid search and a line search")).toEqual([]);
  });
});

describe("an answer that judges or compares instead of stating content", () => {
  it("refuses 'a good example' and its kin for 'What is …?', and 'more information' anywhere", () => {
    expect(answerNotContent("What is the draw() method?", "a typical example")).toMatch(/judges/);
    expect(answerNotContent("What is the gamma family?", "a natural candidate but only for positive data")).toMatch(/judges/);
    expect(answerNotContent("What does the verbose flag print?", "a bit of extra output, such as timings")).toMatch(/compares/);
    expect(answerNotContent("What does the describe() method give?", "more detail on each column")).toMatch(/compares/);
  });

  it("keeps a noun phrase that says what the thing is", () => {
    expect(answerNotContent("What is the draw() method?", "a generic function that renders a plot object")).toBeUndefined();
    expect(answerNotContent("What does the verbose flag print?", "extraction timings for each file")).toBeUndefined();
    expect(answerNotContent("What does the test show?", "a good fit of the model to the data")).toBeUndefined();
  });
});

describe("restatesName: an answer that only restates the name it asks of", () => {
  it("refuses the name's own words as the answer, split at capitals and underscores", () => {
    expect(restatesName("What does OpenWidgetWindow open?", "a widget window")).toMatch(/restates/);
    expect(restatesName("What is the *buffer_size* argument?", "the size of the buffer")).toMatch(/restates/);
    expect(restatesName("What is `max_retry_count`?", "the maximum retry count")).toBeUndefined(); // "maximum" is new
    // A class that stands for an enumeration of the same name, the name written as code in the answer (pglast's).
    expect(restatesName("What is the `pglast.enums.primnodes.XmlOptionType` class?", "Corresponds to the XmlOptionType enum.")).toMatch(/restates/);
    expect(restatesName("What is the `pglast.enums.primnodes.XmlExprOp` class?", "Corresponds to the XmlExprOp enum.")).toMatch(/restates/);
    expect(restatesName("What is the `pglast.enums.primnodes.XmlOptionType` class?", "Corresponds to the XML option of a document node.")).toBeUndefined();
  });
  it("keeps an answer that says something the name does not, or a verb the name does not hold", () => {
    expect(restatesName("What does OpenWidgetWindow open?", "a window for the current display")).toBeUndefined();
    expect(restatesName("What does TreeNode.parent() return?", "the node")).toBeUndefined();
    expect(restatesName("What is the type of maxCount in ConfigString?", "string")).toBeUndefined();
  });
  it("splits code names into words", () => {
    expect(nameWords("XSyncCreateAlarm")).toEqual(["x", "sync", "create", "alarm"]);
    expect(nameWords("buf_len")).toEqual(["buf", "len"]);
  });
});

describe("restatesName: abbreviated name words", () => {
  it("matches an abbreviation of four letters or more against the word it begins", () => {
    expect(restatesName("What is the *param_count* field?", "the count of the parameters")).toMatch(/restates/);
  });
});
