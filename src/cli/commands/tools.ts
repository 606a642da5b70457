import type { Command } from "commander";
import { writeFile } from "node:fs/promises";
import { TOOL_NAMES } from "../../documents/tool-names.js";
import type { ToolOutput } from "../../documents/tools.js";
import { QaforgeError } from "../../errors.js";
import { action, type CliContext } from "../context.js";
import { EXIT } from "../io.js";

interface ToolFlags {
  context?: string;
  max?: string;
  ignoreCase?: boolean;
  regex?: boolean;
  out?: string;
  json?: boolean;
  db?: string;
}

export function registerTools(program: Command, context: CliContext): void {
  program
    .command("tools")
    .description("run one document tool from the shell and print what the model would see")
    .argument("<document>", "the document")
    .argument("<tool>", TOOL_NAMES.join(" | "))
    .argument("[args...]", "the tool's arguments (see examples)")
    .option("--context <n>", "search: context lines before and after each match", "2")
    .option("--max <n>", "search: most matches", "20")
    .option("--ignore-case", "search: match regardless of case")
    .option("--regex", "search: the pattern is an RE2 regular expression")
    .option("--out <file.png>", "view_page: where to write the PNG")
    .option("--db <file>", "database with the ingest cache (default: .qaforge/qaforge.db beside the document)")
    .option("--json", "print the tool's result as structured JSON (matches, lines, visuals, page metadata) instead of the model's text")
    .addHelpText(
      "after",
      [
        "",
        "Examples:",
        "  qaforge tools examples/srd-and-science/srd-monsters.md read_lines 1 20",
        '  qaforge tools examples/srd-and-science/scotus-fisher-opinion.txt search "strict scrutiny" --context 1 --ignore-case',
        '  qaforge tools examples/srd-and-science/srd-monsters.md search "Armor Class:\\*\\* \\d+" --regex',
        "  qaforge tools examples/srd-and-science/bmc-hsr-2014.pdf view_page 3 --out page3.png",
        "  qaforge tools examples/srd-and-science/pone.0046493.nxml list_visual_content --json",
        '  qaforge tools examples/srd-and-science/bmc-hsr-2014.pdf search "patients" --max 3 --json',
      ].join("\n"),
    )
    .action(
      action(context, async (documentPath: string, toolName: string, args: string[], flags: ToolFlags) => {
        const io = context.output();
        if (!(TOOL_NAMES as readonly string[]).includes(toolName)) {
          throw new QaforgeError("invalid_argument", `unknown tool "${toolName}"; the tools are ${TOOL_NAMES.join(", ")}`);
        }
        const [{ openDocument }, { listVisualContent, readLines, searchDocument, viewPage }] = await Promise.all([import("../../api/documents.js"), import("../../documents/tools.js")]);
        const document = await openDocument(documentPath, { dbPath: flags.db });
        let output: ToolOutput<object>;
        /** view_page --json: where the PNG was written. */
        let written: { out: string | null } | undefined;
        switch (toolName) {
          case "read_lines": {
            const start = integerArg(args[0], "read_lines <start> [end]: start");
            const end = args[1] === undefined ? undefined : integerArg(args[1], "read_lines <start> [end]: end");
            output = readLines(document, { start_line: start, end_line: end });
            break;
          }
          case "search": {
            if (args[0] === undefined) throw new QaforgeError("invalid_argument", "search needs a pattern: search <pattern>");
            output = searchDocument(document, {
              pattern: args.join(" "),
              regex: flags.regex ?? false,
              ignore_case: flags.ignoreCase ?? false,
              context_lines: integerArg(flags.context, "--context"),
              max_results: integerArg(flags.max, "--max"),
            });
            break;
          }
          case "view_page": {
            const page = integerArg(args[0], "view_page <n>: n");
            output = await viewPage(document, { page_number: page });
            written = { out: null };
            if (output.artifact) {
              if (!flags.out) throw new QaforgeError("invalid_argument", "view_page needs --out FILE.png to write the image");
              await writeFile(flags.out, Buffer.from(output.artifact.base64, "base64"));
              written = { out: flags.out };
            }
            break;
          }
          default:
            output = listVisualContent(document);
        }
        if (flags.json) io.out(JSON.stringify({ ...output.data, ...written, error: output.error ?? null }, null, 2));
        else io.out(output.content);
        if (output.artifact && flags.out && !flags.json) io.err(`wrote ${flags.out}`);
        return output.error ? EXIT.failed : EXIT.ok;
      }),
    );
}

function integerArg(value: string | undefined, name: string): number {
  if (value === undefined || !/^-?\d+$/.test(value.trim())) {
    throw new QaforgeError("invalid_argument", `${name} must be a whole number${value === undefined ? "" : `, got "${value}"`}`);
  }
  return Number(value);
}
