import type { Command } from "commander";
import { writeFile } from "node:fs/promises";
import { openDocument } from "../../api/documents.js";
import {
  listVisualContent,
  readLines,
  searchDocument,
  TOOL_NAMES,
  viewPage,
  type ReadLinesData,
  type SearchData,
  type ToolOutput,
  type ViewPageData,
  type VisualManifestData,
} from "../../documents/tools.js";
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
    .option("--json", "print the tool's data as JSON")
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
      ].join("\n"),
    )
    .action(
      action(context, async (documentPath: string, toolName: string, args: string[], flags: ToolFlags) => {
        const io = context.output();
        if (!(TOOL_NAMES as readonly string[]).includes(toolName)) {
          throw new QaforgeError("invalid_argument", `unknown tool "${toolName}"; the tools are ${TOOL_NAMES.join(", ")}`);
        }
        const document = await openDocument(documentPath, { dbPath: flags.db });
        let output: ToolOutput<unknown>;
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
            if (output.artifact) {
              if (!flags.out) throw new QaforgeError("invalid_argument", "view_page needs --out FILE.png to write the image");
              await writeFile(flags.out, Buffer.from(output.artifact.base64, "base64"));
            }
            break;
          }
          default:
            output = listVisualContent(document);
        }
        if (flags.json) io.out(JSON.stringify(toolJson(toolName as ToolName, documentPath, output, flags.out), null, 2));
        else io.out(output.content);
        if (output.artifact && flags.out && !flags.json) io.err(`wrote ${flags.out}`);
        return output.isError ? EXIT.failed : EXIT.ok;
      }),
    );
}

type ToolName = (typeof TOOL_NAMES)[number];

/**
 * What `--json` prints: the tool's data in a shape for programs, not the text the model reads.
 *   search:              { matches: [{ line, page, text, before: [{ line, text }], after: [...] }], total, truncated }
 *   read_lines:          { start, end, total, lines: [{ line, page, text }], notes }
 *   list_visual_content: { count, visuals: [{ type, label, page, line, endLine, caption, box, source }] }
 *   view_page:           { page, status, width, height, bytes, out }
 * Every shape also names the tool and the document; a failed call adds `error`.
 */
export function toolJson(tool: ToolName, document: string, output: ToolOutput<unknown>, out?: string): Record<string, unknown> {
  const base: Record<string, unknown> = { tool, document, ...(output.isError ? { error: output.display } : {}) };
  switch (tool) {
    case "search": {
      const data = output.data as SearchData;
      return {
        ...base,
        pattern: data.pattern,
        regex: data.regex,
        ignore_case: data.ignoreCase,
        total: data.totalMatches,
        truncated: data.truncated,
        matches: data.matches.map((match) => ({ line: match.line, page: match.page ?? null, text: match.text, before: match.before, after: match.after })),
      };
    }
    case "read_lines": {
      const data = output.data as ReadLinesData;
      return {
        ...base,
        start: data.startLine,
        end: data.endLine,
        total: data.totalLines,
        lines: data.lines.map((line) => ({ line: line.line, page: line.page ?? null, text: line.text })),
        notes: data.notes,
      };
    }
    case "list_visual_content": {
      const data = output.data as VisualManifestData;
      return { ...base, count: data.visuals.length, visuals: data.visuals };
    }
    case "view_page": {
      const data = output.data as ViewPageData;
      return { ...base, ...data, ...(out && output.artifact ? { out } : {}) };
    }
  }
}

function integerArg(value: string | undefined, name: string): number {
  if (value === undefined || !/^-?\d+$/.test(value.trim())) {
    throw new QaforgeError("invalid_argument", `${name} must be a whole number${value === undefined ? "" : `, got "${value}"`}`);
  }
  return Number(value);
}
