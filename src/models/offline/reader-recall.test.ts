import { describe, expect, it } from "vitest";
import { analyseQuestion } from "./question-analysis.js";
import { isEntryHeading } from "./reader-extract.js";
import { readerOfReadme } from "../../../test/support/readme-fixture.js";

// Questions the questioner writes of a README's options list, its command-line usage, its prose and its tables, each
// of which the reader once refused as unanswerable though the document answers it (bench/generate diagnose.ts).
const README = [
  "# frobnik",
  "",
  "Frob files in bulk.",
  "",
  "## Usage",
  "",
  "```",
  "Usage: frobnik [options] <file>",
  "",
  "Options:",
  "-w --width <columns>",
  "        Wrap the report at the given number of columns.",
  "```",
  "",
  "## Options",
  "",
  "* `timeout`: Sets the number of seconds the frobber waits for a reply before it gives up. Expects a positive integer (ex: `30`) or `Infinity` (ex: `{ timeout: Infinity }`).",
  "* `retry`: Retries a failed frob once.",
  "",
  "There are two modes of frob validation: `quick` and `thorough`. The mode applies to every file of the batch and can be changed per file with the `mode` setting of its header.",
  "",
  "## Bindings",
  "",
  "The default binding to a socket forwards every frame to the handler it was given.",
  "A closed socket drops its frames; a socket closed by the peer is opened again once.",
  "",
  "### Frob states",
  "",
  "Each frobber reports one of the following states while it runs on a batch of files.",
  "",
  "| State    | Value | Description                 |",
  "| -------- | ----- | --------------------------- |",
  "| IDLE     | 0     | Nothing to frob.            |",
  "| WAITING  | 1     | Waiting for a reply.        |",
  "| BUSY     | 2     | Frobbing a file.            |",
  "| STALLED  | 3     | No reply within the timeout.|",
  "| CLOSED   | 4     | The frobber has shut down.  |",
  "",
  "## Notes",
  "",
  // Prose that uses a common word before the entry named by it: more lines than a search's first ten results.
  ...Array.from({ length: 12 }, (_, index) => `Batch ${index + 1} is cleared once its report is clear of errors and the clear flag is set.`),
  "",
  "## API",
  "",
  "### `clear()`",
  "",
  "Removes every result the frobber keeps in its cache.",
  "",
];

const readerAnswer = readerOfReadme("qaforge-reader-recall-", README);

describe("the reader answers what the document says in the questioner's shapes", () => {
  it("reads a list item that names an option and runs on past 120 characters as that option's entry", async () => {
    expect(await readerAnswer("What does the `timeout` option do?")).toMatchObject({ answerable: true, answer: "Sets the number of seconds the frobber waits for a reply before it gives up." });
    const analysis = analyseQuestion("What does the `timeout` option do?");
    // A long line of prose that only mentions the name is no entry of it.
    expect(isEntryHeading(analysis, "If the reply takes longer than the `timeout` allows, the frobber logs the file's name, marks the batch as incomplete and goes on.")).toBe(false);
  });

  it("finds an option whose spellings are parted by a space and followed by its value's placeholder", async () => {
    expect(await readerAnswer("What does the --width option do?")).toMatchObject({ answerable: true, answer: "Wrap the report at the given number of columns." });
  });

  it("reads 'What are the two X of Y?' from 'There are two X of Y: …'", async () => {
    expect(await readerAnswer("What are the two modes of frob validation?")).toMatchObject({ answerable: true, answer: "`quick` and `thorough`" });
  });

  it("keeps a prepositional phrase 'to a …' in the subject of 'What does X VERB?'", async () => {
    expect(analyseQuestion("What does the default binding to a socket forward?").anchor).toMatchObject({ subject: "the default binding to a socket" });
    expect(await readerAnswer("What does the default binding to a socket forward?")).toMatchObject({ answerable: true, answer: "every frame to the handler it was given" });
    // "to" before a verb is still the infinitive: "What does X need to install?" asks what X needs.
    expect(analyseQuestion("What does the frobber need to start?").anchor).toMatchObject({ subject: "the frobber", verbs: ["needs"] });
  });

  it("finds an entry named by a common word past the prose that uses the word", async () => {
    expect(await readerAnswer("What does the `clear()` function do?")).toMatchObject({ answerable: true, answer: "Removes every result the frobber keeps in its cache." });
  });

  it("reads a table's cell far below its header under a heading of level three, and only for the table named", async () => {
    expect(await readerAnswer("What is the value of CLOSED for the Frob states?")).toMatchObject({ answerable: true, answer: "4" });
    expect(await readerAnswer("What is the description of STALLED for the Frob states?")).toMatchObject({ answerable: true, answer: "No reply within the timeout." });
    expect((await readerAnswer("What is the value of CLOSED for the Socket states?")).answerable).toBe(false);
  });
});

// A hardware table of a hundred rows under one header, in groups, as the HTML adapter writes one: a row far below the
// header is read beyond the lines around it (readingPlan reads six either side).
const DEVICES = [
  "# Supported hardware",
  "",
  "Hardware | Required kernel setup | Driver | Default config file",
  "Serial devices |  |  | ",
  ...Array.from({ length: 60 }, (_, index) => `Serial receiver model ${index + 1} |  | serial_${index + 1} | serial/${index + 1}.conf`),
  "USB devices |  |  | ",
  ...Array.from({ length: 40 }, (_, index) => `USB receiver model ${index + 1} |  | usb_${index + 1} | usb/${index + 1}.conf`),
  "Blaster Deluxe IR |  | blaster_deluxe | blaster/deluxe.conf",
];
const deviceAnswer = readerOfReadme("qaforge-reader-table-", DEVICES);

describe("the reader reads a long table up to its header", () => {
  it("answers a cell of a row a hundred lines below the table's header by reading up to the header", async () => {
    expect(await deviceAnswer("What is the driver of Blaster Deluxe IR for the Supported hardware?")).toMatchObject({ answerable: true, answer: "blaster_deluxe" });
    expect(await deviceAnswer("What is the default config file of USB receiver model 3 for the Supported hardware?")).toMatchObject({ answerable: true, answer: "usb/3.conf" });
  });
});
