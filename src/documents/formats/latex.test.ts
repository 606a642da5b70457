import { mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { loadDocument } from "../load.js";
import { isLatexPath, latexInline, latexMarkdown, looksLikeLatex } from "./latex.js";

// A user's guide as an R package ships its source (evd's `doc/guide22.txt`, the hundred-seventy-first held-out set).
const GUIDE = [
  "\\documentclass[11pt,a4paper]{article}",
  "\\usepackage{amsmath}",
  "\\title{A User's Guide to the frob Package}",
  "\\begin{document}",
  "\\maketitle",
  "% a comment the reader never sees",
  "\\section{Introduction}\\label{intro}",
  "The frob package is an add-on package for the R \\citep{R} statistical computing system.",
  "It contains examples\\footnote{All of the examples are called with",
  "\\verb+options(digits = 4)+.} on the use of the package.",
  "Fitting is discussed in Section~\\ref{fit}, plotting in Section~\\ref{nowhere}.",
  "\\subsection*{Obtaining the package}",
  "\\section{Fitting}",
  "\\label{fit}",
  "The argument \\verb+conf+ of the function \\texttt{profile} controls the range of the profile trace (50\\% by default).",
  "\\begin{itemize}",
  "\\item[\\code{conf}] the confidence level",
  "\\item the \\emph{burn-in} period",
  "\\end{itemize}",
  "\\begin{verbatim}",
  "> fit <- fgev(x) % not a comment in code",
  "\\end{verbatim}",
  "<<plot, echo=TRUE>>=",
  "plot(fit)",
  "@",
  "``Quoted'' words -- and a dash --- here.",
  "\\end{document}",
  "trailing matter",
];

describe("LaTeX source read as the Markdown it typesets", () => {
  const lines = latexMarkdown(GUIDE.join("\n")).split("\n");

  it("keeps every line where the source has it, the preamble blank but its title", () => {
    expect(lines).toHaveLength(GUIDE.length);
    expect(lines.slice(0, 6)).toEqual(["", "", "# A User's Guide to the frob Package", "", "", ""]);
    expect(lines.slice(-2)).toEqual(["", ""]);
  });

  it("numbers sections as LaTeX does, and resolves a reference to a section's label to its number", () => {
    expect(lines[6]).toBe("## 1 Introduction");
    expect(lines[11]).toBe("### Obtaining the package");
    expect(lines[12]).toBe("## 2 Fitting");
    expect(lines[10]).toBe("Fitting is discussed in Section 2, plotting in Section ??.");
  });

  it("leaves out citations and comments, and shows a note as an aside where it stands, over its lines", () => {
    expect(lines[7]).toBe("The frob package is an add-on package for the R statistical computing system.");
    expect(lines[8]).toBe("It contains examples (All of the examples are called with");
    expect(lines[9]).toBe("`options(digits = 4)`.) on the use of the package.");
  });

  it("writes code markup as code, words markup as words, list items as items, and verbatim and Sweave code fenced", () => {
    expect(lines[14]).toBe("The argument `conf` of the function `profile` controls the range of the profile trace (50% by default).");
    expect(lines.slice(15, 19)).toEqual(["", "- `conf`: the confidence level", "- the burn-in period", ""]);
    expect(lines.slice(19, 25)).toEqual(["```", "> fit <- fgev(x) % not a comment in code", "```", "```r", "plot(fit)", "```"]);
    expect(lines[25]).toBe("“Quoted” words – and a dash — here.");
  });

  it("leaves a command it does not know as written", () => {
    expect(latexInline("The \\frobnicate{\\texttt{x}} command and \\emph{y}.")).toBe("The \\frobnicate{`x`} command and y.");
    expect(latexInline("See \\href{https://frob.example.org}{the manual} and \\url{https://frob.example.org}.")).toBe("See the manual and `https://frob.example.org`.");
  });

  it("knows LaTeX by its name or its opening", () => {
    expect(["paper.tex", "notes.ltx", "vignette.Rnw"].every(isLatexPath)).toBe(true);
    expect(isLatexPath("guide.txt")).toBe(false);
    expect(looksLikeLatex(GUIDE.join("\n"))).toBe(true);
    expect(looksLikeLatex("A plain text file that mentions \\documentclass in passing.")).toBe(false);
  });

  it("loads a .tex file as Markdown and a text file that holds LaTeX as the text it typesets, line numbers kept", async () => {
    const folder = await mkdtemp(join(tmpdir(), "qaforge-latex-"));
    await writeFile(join(folder, "guide.tex"), GUIDE.join("\n"));
    await writeFile(join(folder, "guide22.txt"), GUIDE.join("\n"));
    await writeFile(join(folder, "plain.txt"), "The \\verb+x+ markup stays in a file that is no LaTeX.\n");
    const tex = await loadDocument(join(folder, "guide.tex"));
    expect(tex.format).toBe("markdown");
    expect(tex.title).toBe("A User's Guide to the frob Package");
    expect(tex.lines[14]).toBe(lines[14]);
    const text = await loadDocument(join(folder, "guide22.txt"));
    expect(text.format).toBe("text");
    expect(text.lines[6]).toBe("## 1 Introduction");
    expect(text.lines[14]).toBe(lines[14]);
    expect((await loadDocument(join(folder, "plain.txt"))).lines[0]).toBe("The \\verb+x+ markup stays in a file that is no LaTeX.");
  });
});
