/**
 * LaTeX source read as the Markdown it typesets, line for line: the line numbers the tools give are the source's own.
 * Sectioning commands become headings ("\section{Fitting}" → "## Fitting"), verbatim environments and Sweave chunks
 * fences, list items "- " items, inline markup its words ("\emph{x}" → x) or code ("\verb+x+", "\texttt{x}",
 * "\code{x}" → `x`); citations, cross-references, labels, footnotes and comments are left out, and so is the preamble
 * (but its title). Mathematics stays as written. Read for `.tex`, `.ltx`, Sweave's `.Rnw`, and text files whose
 * opening is LaTeX's (an R package's `doc/guide.txt` that holds the guide's source).
 */

/** Whether a file is LaTeX source by its name: `.tex`, `.ltx`, Sweave's `.Rnw` / `.Snw`. */
export function isLatexPath(path: string): boolean {
  return /\.(?:tex|ltx|rnw|snw)$/i.test(path);
}

/** Whether a text is LaTeX source by its opening: a document class, or a document environment, near its start. */
export function looksLikeLatex(text: string): boolean {
  const head = text.slice(0, 8000);
  return /^\s*\\documentclass\b/m.test(head) || /^\s*\\begin\{document\}/m.test(head);
}

const SECTIONS: Record<string, string> = { part: "#", chapter: "#", section: "##", subsection: "###", subsubsection: "####", paragraph: "#####", subparagraph: "#####" };
/** Environments shown as code: their lines are kept as written, between fences. */
const VERBATIM = /^(?:verbatim|Verbatim|lstlisting|minted|alltt|Sinput|Soutput|Scode|example|CodeInput|CodeOutput|Code)\*?$/;
/** Commands whose argument is code. */
const CODE_COMMANDS = /^(?:texttt|code|command|file|samp|option|env|kbd|url|path|function)$/;
/** Commands whose argument is shown as its words. */
const WORD_COMMANDS = /^(?:emph|textit|textbf|textsl|textsc|textrm|textsf|textup|textmd|underline|mbox|text|pkg|proglang|dataset|strong|uline|hbox|fbox|makebox|acronym|acro|ac|name|R|var)$/;
/** Commands left out with their argument. */
/** Citation commands: left out with their key, on a line or over several (prepared). */
const CITE_COMMANDS = "cite[a-z]*|nocite|parencite|textcite|autocite";
/** Note commands: shown as an aside where they stand (prepared). */
const NOTE_COMMANDS = "footnote|footnotetext|thanks|marginpar";
const DROPPED_COMMANDS = new RegExp(`^(?:${CITE_COMMANDS}|ref|eqref|pageref|autoref|cref|Cref|label|index|footnotemark|vspace|hspace|bibliography|bibliographystyle|include|input|usepackage|setlength|addtolength|newcommand|renewcommand|pagestyle|thispagestyle|hypersetup|graphicspath|includegraphics|SweaveOpts|VignetteIndexEntry|VignetteEngine|VignetteDepends|VignetteKeyword|VignetteKeywords|VignetteEncoding|setcounter|addtocounter)$`);
/** Commands left out, alone on a line or in it, without an argument. */
const BARE_COMMANDS = /\\(?:maketitle|tableofcontents|listoffigures|listoftables|newpage|clearpage|cleardoublepage|noindent|indent|centering|raggedright|raggedleft|smallskip|medskip|bigskip|par|sloppy|fussy|appendix|hline|toprule|midrule|bottomrule|small|footnotesize|scriptsize|tiny|large|Large|LARGE|huge|Huge|normalsize|bfseries|itshape|ttfamily|rmfamily|sffamily|protect)\b\s*/g;

/** The end of the brace group opening at `open` (the index of its "{"), or -1 when it does not close on the line. */
function closingBrace(text: string, open: number): number {
  let depth = 0;
  for (let at = open; at < text.length; at++) {
    const char = text[at];
    if (char === "\\") {
      at++;
      continue;
    }
    if (char === "{") depth++;
    else if (char === "}" && --depth === 0) return at;
  }
  return -1;
}

/** What a command's group is rewritten to, and the index of its last character (after any further groups it takes). */
type Rewritten = { replacement: string; end: number };

/**
 * Rewrites every brace group a command opens: `pattern` (global) finds "\name{", an optional "~" before it in its first
 * group; `rewrite` gets the match, the argument and the index of its closing brace, and returns what the command and
 * its groups become, or undefined to leave it as written and read on inside it. A group that does not close where the
 * text ends is left as written too. The one walk over commands of this reader: a line's markup (latexInline) and the
 * notes and citations that run over lines (prepared).
 */
function rewriteCommands(text: string, pattern: RegExp, rewrite: (match: RegExpExecArray, argument: string, close: number, text: string) => Rewritten | undefined): string {
  for (let from = 0, guard = 0; guard < 10000; guard++) {
    pattern.lastIndex = from;
    const match = pattern.exec(text);
    if (!match) break;
    const open = match.index + match[0].length - 1;
    const close = closingBrace(text, open);
    const rewritten = close < 0 ? undefined : rewrite(match, text.slice(open + 1, close), close, text);
    if (!rewritten) {
      from = open + 1;
      continue;
    }
    text = `${text.slice(0, match.index)}${rewritten.replacement}${text.slice(rewritten.end + 1)}`;
    from = match.index;
  }
  return text;
}

/** One line's inline markup as its words: commands with their arguments, escapes, quotes and dashes. */
export function latexInline(line: string): string {
  let text = line
    // "\verb+conf+", "\verb|x|": the text between the delimiters is code.
    .replace(/\\verb\*?([^\sa-zA-Z])(.*?)\1/g, (_, _delimiter: string, code: string) => `\`${code.trim()}\``)
    .replace(BARE_COMMANDS, "");
  // Commands with a brace argument, outermost first: their argument kept as words, as code, or dropped with it.
  text = rewriteCommands(text, /(~?)\\([A-Za-z]+)\*?(?:\[[^\]]*\])?\{/g, (match, argument, close, current) => {
    const [, tie, name] = match as unknown as [string, string, string];
    // "\href{https://…}{the manual}": the link's words.
    if (name === "href") {
      const second = current[close + 1] === "{" ? closingBrace(current, close + 1) : -1;
      return second > 0 ? { replacement: `${tie}${current.slice(close + 2, second)}`, end: second } : { replacement: `${tie}${argument}`, end: close };
    }
    if (CODE_COMMANDS.test(name)) return { replacement: `${tie}\`${argument.trim()}\``, end: close };
    if (WORD_COMMANDS.test(name) || SECTIONS[name] !== undefined || name === "title" || name === "caption") return { replacement: `${tie}${argument}`, end: close };
    if (!DROPPED_COMMANDS.test(name)) return undefined; // a command it does not know: left as written, its argument read on
    // "\setcounter{footnote}{0}": every argument goes with the command; "see~\cite{x}": so does the tie before it.
    let end = close;
    while (current[end + 1] === "{" && closingBrace(current, end + 1) > 0) end = closingBrace(current, end + 1);
    return { replacement: "", end };
  });
  return text
    .replace(/``|''/g, (quote) => (quote === "``" ? "“" : "”"))
    .replace(/(?<!-)---(?!-)/g, "—")
    .replace(/(?<![-!<])--(?![->])/g, "–")
    .replace(/(?<!\\)~/g, " ")
    .replace(/\\\\(?:\[[^\]]*\])?\s*$/, "")
    .replace(/\\([%&_#${}])/g, "$1")
    .replace(/\\(?:ldots|dots)\b(?:\{\})?/g, "…")
    .replace(/\\copyright\b(?:\{\})?/g, "©")
    .replace(/\\(?:LaTeX|TeX)\b(?:\{\})?/g, (command) => command.slice(1).replace(/\{\}$/, ""))
    .replace(/\\[,;:!]|\\ /g, " ")
    .replace(/[ \t]{2,}/g, " ")
    .trimEnd();
}

/** A line without its comment: "%" to the line's end, unless escaped ("50\%"). */
function withoutComment(line: string): string {
  const at = line.search(/(?<!\\)%/);
  return at < 0 ? line : line.slice(0, at).trimEnd();
}

/** A note, which may run over several lines: shown as an aside in parentheses where it stands. */
const NOTE = new RegExp(`\\\\(?:${NOTE_COMMANDS})\\*?(?:\\[[^\\]]*\\])?\\{`, "g");
/** A citation, which may run over several lines: left out with the tie before it, its line breaks kept. */
const CITATION = new RegExp(`~?\\\\(?:${CITE_COMMANDS})\\*?(?:\\[[^\\]]*\\])*\\{`, "g");

/**
 * The source without its comments, its notes as asides and its citations left out, each line where it was; and its
 * numbered sections' numbers, and the labels that name them ("\section{Fitting}\label{fit}" → "fit" is section 3).
 */
function prepared(source: string): { text: string; numbers: Map<number, string>; labels: Map<string, string> } {
  const lines = source.split(/\r?\n/).map((line) => (/^\s*%/.test(line) ? "" : line));
  let text = lines.join("\n");
  // Every line break stays, so that each line keeps its number.
  const breaks = (inner: string) => inner.replace(/[^\n]/g, "");
  text = rewriteCommands(text, NOTE, (_, inner, close) => ({ replacement: ` (${inner.replace(/^\s+|\s+$/g, breaks)})`, end: close }));
  text = rewriteCommands(text, CITATION, (_, inner, close) => ({ replacement: breaks(inner), end: close }));
  // LaTeX's numbering of its sections, and the labels set right after a sectioning command.
  const numbers = new Map<number, string>();
  const labels = new Map<string, string>();
  const counters = [0, 0, 0, 0];
  const levels: Record<string, number> = { chapter: -1, section: 0, subsection: 1, subsubsection: 2 };
  const hasChapters = /\\chapter\{/.test(text);
  let last: string | undefined;
  for (const [index, line] of text.split("\n").entries()) {
    const section = /^\s*\\(chapter|section|subsection|subsubsection)(\*?)\{/.exec(line);
    if (section && !section[2]) {
      const level = levels[section[1]!]! + (hasChapters ? 1 : 0);
      counters[level]!++;
      counters.fill(0, level + 1);
      last = counters.slice(0, level + 1).join(".");
      numbers.set(index, last);
    }
    for (const label of line.matchAll(/\\label\{([^}]+)\}/g)) if (last !== undefined && !labels.has(label[1]!)) labels.set(label[1]!, last);
    if (/\\begin\{(?:figure|table|equation|align)/.test(line)) last = undefined;
    if (/\\end\{(?:figure|table|equation|align)/.test(line)) last = undefined;
  }
  return { text, numbers, labels };
}

/** LaTeX source as Markdown, one output line for each source line. */
export function latexMarkdown(source: string): string {
  const { text, numbers, labels } = prepared(source);
  // "Section~\ref{fit}": a section's number, as LaTeX prints it; a reference to anything else, as LaTeX prints an
  // unresolved one.
  const lines = text.split("\n").map((line) => line.replace(/\\(?:ref|autoref|cref|Cref)\{([^}]+)\}/g, (_, label: string) => labels.get(label) ?? "??"));
  const out: string[] = [];
  const begins = lines.findIndex((line) => /^\s*\\begin\{document\}/.test(line));
  let inBody = begins < 0;
  let verbatim: string | undefined;
  let chunk = false;
  for (const [index, raw] of lines.entries()) {
    if (verbatim !== undefined) {
      if (new RegExp(`^\\s*\\\\end\\{${verbatim.replace(/\*/g, "\\*")}\\}`).test(raw)) {
        verbatim = undefined;
        out.push("```");
      } else out.push(raw);
      continue;
    }
    if (chunk) {
      if (/^@\s*$/.test(raw)) {
        chunk = false;
        out.push("```");
      } else out.push(raw);
      continue;
    }
    if (!inBody) {
      // The preamble: only its title is shown.
      const title = /\\title(?:\[[^\]]*\])?\{(.*)\}\s*(?:%.*)?$/.exec(raw);
      out.push(title ? `# ${latexInline(title[1]!)}` : "");
      if (index === begins) inBody = true;
      continue;
    }
    if (/^\s*\\end\{document\}/.test(raw)) {
      inBody = false;
      out.push(...lines.slice(index).map(() => ""));
      break;
    }
    // Sweave's chunk: "<<fit, echo=TRUE>>=" up to a line of "@".
    if (/^<<.*>>=\s*$/.test(raw)) {
      chunk = true;
      out.push("```r");
      continue;
    }
    const line = withoutComment(raw);
    const environment = /^\s*\\(begin|end)\{([^}]+)\}(.*)$/.exec(line);
    if (environment) {
      if (environment[1] === "begin" && VERBATIM.test(environment[2]!)) {
        verbatim = environment[2]!;
        out.push("```");
      } else out.push(latexInline(environment[3]!.replace(/^(?:\[[^\]]*\]|\{[^}]*\})*/, "")));
      continue;
    }
    const section = /^\s*\\([a-z]+)\*?(?:\[[^\]]*\])?\{(.*?)\}\s*(?:\\label\{[^}]*\}\s*)?$/.exec(line);
    if (section && SECTIONS[section[1]!] !== undefined) {
      const number = numbers.get(index);
      out.push(`${SECTIONS[section[1]!]} ${number === undefined ? "" : `${number} `}${latexInline(section[2]!)}`);
      continue;
    }
    // "\item[\code{conf}] the confidence level": a description list's label, then the item.
    const item = /^(\s*)\\item(?:\[([^\]]*)\])?\s*(.*)$/.exec(line);
    if (item) {
      out.push(`${item[1]}- ${item[2] !== undefined ? `${latexInline(item[2])}: ` : ""}${latexInline(item[3]!)}`.trimEnd());
      continue;
    }
    out.push(latexInline(line));
  }
  return out.join("\n");
}
