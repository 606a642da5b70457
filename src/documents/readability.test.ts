import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { fixturePath } from "../../test/support/fixtures.js";
import { textReadability, unreadableText } from "./readability.js";

// What a dvips PDF's Type 3 bitmap fonts give a text extractor: glyph codes in the order the fonts first use them,
// read through an encoding they do not have (written here in the same character classes, not copied).
const GARBLED = [
  "`ˆ´¨˜˝˜ˇ˚¨˘˙¯˛¸‹‚“›„”»«—–“ıȷ” ffflfiflffi ffl!´¨ffl!\"$#!˚%˜ˇ˚¨fffl&(')ffl!'+*(",
  "Â³ÝÏ¼Í»¾Ä¾ÑÒÂ³Ë-Ä]ÃÐÀÚßflÄ6¼NÄ¾μ·¶¾Ä¾μ·Ê³¶6å×+Ëgμ·âiÂ³»¾¶¾μ·Ä½¿ÃLÀÏð0ÌdÂ³¸Y¼Nμ·ÌgÂ-å",
  ",/.$)x*1)+#7%('˝032ˇ4a#103uy dF#7n9032´*1)+#&ktz\\ 9:=)+?ˇ)+*7T!%(dF{|% #‹4(2´*‚6ˇ)x",
  "2´\"3'],/.$)^C #>2´*1)ff,/.$)^*1)+6ˇ*1)+#‚#1 ˇ*ı?a2´*7%(2´b34 )+#„2´\"3'„Q ,/.$)ff*1)+#1cN",
];

function repeat(lines: readonly string[], times: number): string[] {
  return Array.from({ length: times }, () => lines).flat();
}

describe("textReadability", () => {
  it("reads real documents as words: a court opinion, a Markdown rulebook, an R session in a vignette", () => {
    const opinion = readFileSync(fixturePath("text/scotus-fisher-opinion.txt"), "utf8").split("\n");
    expect(textReadability(opinion).share).toBeGreaterThan(0.8);
    const monsters = readFileSync(fixturePath("markdown/srd52-monsters_az.md"), "utf8").split("\n");
    expect(textReadability(monsters).share).toBeGreaterThan(0.6);
    const session = repeat(["R> fm <- lmer(Reaction ~ Days + (Days | Subject), sleepstudy)", "The model is fitted by maximum likelihood.", "## [1] 0.4 1.2 -3"], 30);
    expect(unreadableText(session)).toBeUndefined();
  });

  it("reads scripts without case or spaces, and Cyrillic and Greek, as words", () => {
    expect(unreadableText(repeat(["文档中的每个问题都必须能从原文回答，并且答案可以核对。"], 250))).toBeUndefined();
    expect(unreadableText(repeat(["Каждый вопрос должен иметь ответ в самом документе."], 60))).toBeUndefined();
    expect(unreadableText(repeat(["Κάθε ερώτηση πρέπει να απαντάται από το έγγραφο."], 60))).toBeUndefined();
  });

  it("finds a text layer of glyph codes unreadable, naming the share of words", () => {
    const lines = repeat(GARBLED, 20);
    expect(textReadability(lines).share).toBeLessThan(0.1);
    expect(unreadableText(lines)).toMatch(/^its text does not read as words \(\d+ % of \d+ tokens are words\)/);
  });

  it("finds pages without text a scanned document, and leaves a short document alone", () => {
    expect(unreadableText([], 12)).toMatch(/^12 pages with no text: a scanned document without a text layer\?/);
    expect(unreadableText(["Figure 3", "12"], 4)).toMatch(/^4 pages with only 3 words of text/);
    expect(unreadableText(["A title page", "2026"], 1)).toBeUndefined();
    expect(unreadableText(repeat(["A one-page note of a few words."], 3), 1)).toBeUndefined();
  });
});
