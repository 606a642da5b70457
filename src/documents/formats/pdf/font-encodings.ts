/**
 * TeX's font encodings, for glyphs whose font gives no usable Unicode. pdfTeX writes TeX's bitmap fonts (EC fonts in
 * the T1 encoding, when no Type 1 version is installed) as Type 3 fonts whose glyphs are named /a<code>: pdfjs then
 * gives the character code itself, so the ligature "fi" (code 28) arrives as U+001C and "files" reads "\u001Cles".
 * TeX's math fonts (cmmi, cmsy, cmex and their Latin Modern versions) have fixed encodings too, but PDF producers
 * often give them no mapping or a wrong one (lme4's paper maps cmsy's "|" to "♣", sandwich's maps cmmi's β to "´"). The font decides what its codes draw, so
 * for these fonts the code is read through the encoding's table.
 */

/** T1 (Cork) text fonts, OML math italic (cmmi), OMS math symbols (cmsy), OMX math extension (cmex). */
export type TexEncoding = "T1" | "OML" | "OMS" | "OMX";

/** The encoding of a font from its name; Type 3 fonts are TeX's bitmap text fonts when they give control codes. */
export function texEncoding(name: string | undefined, isType3: boolean): TexEncoding | undefined {
  const base = (name ?? "").replace(/^[A-Z]{6}\+/, "");
  if (/^(?:CMMIB?\d|LMMathItalic|cmmib?\d)/i.test(base)) return "OML";
  if (/^(?:CMB?SY\d|LMMathSymbols|cmbsy|cmsy\d)/i.test(base)) return "OMS";
  if (/^(?:CMEX\d|LMMathExtension|cmex\d)/i.test(base)) return "OMX";
  if (isType3 || /^(?:SF(?:RM|BX|TT|SS|IT|SL|CC|BI|SX|TI|ST)\d|EC(?:RM|BX|TT|SS|IT|SL|CC|BI|SX|TI|ST)\d)/i.test(base)) return "T1";
  return undefined;
}

// Code points 0–31 of T1: accents, quotes, dashes, ligatures. The compound-word mark and the per-mille zero draw
// nothing one would read.
const T1_LOW = [
  "`", "´", "ˆ", "˜", "¨", "˝", "˚", "ˇ", "˘", "¯", "˙", "¸", "˛", "‚", "‹", "›",
  "“", "”", "„", "«", "»", "–", "—", "", "", "ı", "ȷ", "ff", "fi", "fl", "ffi", "ffl",
];

// cmmi, codes 0–127: Greek, harpoons, old-style digits, italic letters read as plain letters.
const OML = [
  "Γ", "Δ", "Θ", "Λ", "Ξ", "Π", "Σ", "Υ", "Φ", "Ψ", "Ω", "α", "β", "γ", "δ", "ϵ",
  "ζ", "η", "θ", "ι", "κ", "λ", "μ", "ν", "ξ", "π", "ρ", "σ", "τ", "υ", "ϕ", "χ",
  "ψ", "ω", "ε", "ϑ", "ϖ", "ϱ", "ς", "φ", "↼", "↽", "⇀", "⇁", "", "", "▷", "◁",
  ..."0123456789", ".", ",", "<", "/", ">", "⋆",
  "∂", ..."ABCDEFGHIJKLMNOPQRSTUVWXYZ", "♭", "♮", "♯", "⌣", "⁀",
  "ℓ", ..."abcdefghijklmnopqrstuvwxyz", "ı", "ȷ", "℘", "", "",
];

// cmsy, codes 0–127; calligraphic capitals read as plain capitals.
const OMS = [
  "−", "·", "×", "∗", "÷", "⋄", "±", "∓", "⊕", "⊖", "⊗", "⊘", "⊙", "◯", "∘", "•",
  "≍", "≡", "⊆", "⊇", "≤", "≥", "⪯", "⪰", "∼", "≈", "⊂", "⊃", "≪", "≫", "≺", "≻",
  "←", "→", "↑", "↓", "↔", "↗", "↘", "≃", "⇐", "⇒", "⇑", "⇓", "⇔", "↖", "↙", "∝",
  "′", "∞", "∈", "∋", "△", "▽", "/", "", "∀", "∃", "¬", "∅", "ℜ", "ℑ", "⊤", "⊥",
  "ℵ", ..."ABCDEFGHIJKLMNOPQRSTUVWXYZ", "∪", "∩", "⊎", "∧", "∨",
  "⊢", "⊣", "⌊", "⌋", "⌈", "⌉", "{", "}", "⟨", "⟩", "|", "‖", "↕", "⇕", "\\", "≀",
  "√", "⨿", "∇", "∫", "⊔", "⊓", "⊑", "⊒", "§", "†", "‡", "¶", "♣", "♢", "♡", "♠",
];

// cmex, codes 0–127: delimiters in four sizes, the pieces tall ones are built from (a top or left piece reads as the
// delimiter, the other pieces as nothing), big operators, radicals.
const OMX = [
  "(", ")", "[", "]", "⌊", "⌋", "⌈", "⌉", "{", "}", "⟨", "⟩", "|", "‖", "/", "\\",
  "(", ")", "(", ")", "[", "]", "⌊", "⌋", "⌈", "⌉", "{", "}", "⟨", "⟩", "/", "\\",
  "(", ")", "[", "]", "⌊", "⌋", "⌈", "⌉", "{", "}", "⟨", "⟩", "/", "\\", "/", "\\",
  "(", ")", "[", "]", "", "", "", "", "{", "}", "", "", "", "", "", "",
  "", "", "", "", "⟨", "⟩", "⊔", "⊔", "∮", "∮", "⊙", "⊙", "⊕", "⊕", "⊗", "⊗",
  "∑", "∏", "∫", "⋃", "⋂", "⊎", "⋀", "⋁", "∑", "∏", "∫", "⋃", "⋂", "⊎", "⋀", "⋁",
  "∐", "∐", "^", "^", "^", "~", "~", "~", "[", "]", "⌊", "⌋", "⌈", "⌉", "{", "}",
  "√", "√", "√", "√", "√", "", "", "", "↑", "↓", "", "", "", "", "⇑", "⇓",
];

/** The bullet's code in TeX's TS1 (text companion) encoding. */
const TS1_BULLET = 0x88;

const TABLES: Record<"OML" | "OMS" | "OMX", readonly string[]> = { OML, OMS, OMX };

/**
 * The text of one glyph. `unicode` is pdfjs's reading, `code` the glyph's character code. Math fonts are read by
 * their code; a T1 font's control codes by T1's table; a control code of any other font is no text and is left out
 * (tab, line feed and the other white space stay: they space words).
 */
export function glyphText(unicode: string, code: number | undefined, encoding: TexEncoding | undefined): string {
  if (encoding !== undefined && encoding !== "T1") {
    const decoded = code !== undefined && code >= 0 && code < 128 ? TABLES[encoding][code] : undefined;
    if (decoded !== undefined) return decoded;
  }
  if (unicode.length !== 1) return unicode;
  const point = unicode.charCodeAt(0);
  // LaTeX's text companion fonts (TS1: tcrm, tcss) draw \textbullet, the bullet of an itemize list, at code 136; a PDF
  // that gives them no Unicode passes the code on as the control character U+0088, which no text means.
  if (point === TS1_BULLET) return "•";
  if (point >= 0x20 && point !== 0x7f) return unicode;
  if (encoding === "T1") return point < 0x20 ? T1_LOW[point]! : "-";
  return /\s/.test(unicode) ? unicode : "";
}
