import { describe, expect, it } from "vitest";
import { answerAgreement, isRefusal, keyContent } from "./answer-agreement.js";

describe("refusals", () => {
  it.each(["", "  ", "Not stated in the document.", "not mentioned", "Cannot be determined from the text.", "The document does not say.", "The text doesn't specify this.", "Unknown", "N/A", "I don't know.", "There is no information about this.", "Unable to determine.", "Not explicitly stated in the provided text.", "No information is given in the document.", "There is no mention of the frob option.", "No details about the cache", "Not specified; the text covers only the client."])(
    "%j is a refusal",
    (answer) => expect(isRefusal(answer)).toBe(true),
  );
  it.each(["Not all patients were admitted; 45 were.", "None of the above methods, but REML.", "Unknown Armies is a game", "17", "The document was signed in 1911.", "No data is available on the socket.", "Not available on Windows.", "Not found in the cache, the lookup returns NULL."])(
    "%j is an answer",
    (answer) => expect(isRefusal(answer)).toBe(false),
  );
});

describe("key content", () => {
  it("reads numbers with their formatting normalised, months and proper names", () => {
    expect(keyContent("1,000 patients, 5 % of them, 3.0 kg")).toMatchObject({ numbers: [1000, 5, 3] });
    expect(keyContent("12 March 2014")).toMatchObject({ numbers: [12, 2014], months: [3] });
    expect(keyContent("William the Conqueror").names).toEqual(["william", "conqueror"]);
    expect(keyContent("an object of class merMod").names).toEqual(["mermod"]);
  });
});

describe("answer agreement", () => {
  it.each([
    ["The Duchy was founded in 911 by treaty.", "911"],
    ["1000", "1,000"],
    ["5%", "5 percent"],
    ["March 12, 2014", "12 March 2014"],
    ["2014-03-12", "12 March 2014"],
    ["It was William the Conqueror who led it.", "William the Conqueror"],
    ["functions to fit and analyse linear mixed models", "functions to fit and analyze linear mixed models, generalized linear mixed models and nonlinear mixed models"],
    ["by the function zoo with an index", "by the function zoo"],
    ["five", "5"],
  ])("%j agrees with the reference %j", (own, reference) => expect(answerAgreement(own, reference)).toEqual({ agrees: true }));

  it.each([
    ["Not stated in the document.", "911", "does not answer"],
    ["The Duchy was founded in 912.", "911", '"911"'],
    ["Richard II", "Richard I", '"i"'],
    ["Harold Godwinson", "William the Conqueror", '"william"'],
    ["April 2014", "March 2014", '"march"'],
    ["a matrix of residuals", "an object of class merMod", '"mermod"'],
    ["it reduces memory use", "functions to fit and analyze linear mixed models", "F1"],
  ])("%j disagrees with the reference %j", (own, reference, why) => {
    const agreement = answerAgreement(own, reference);
    expect(agreement.agrees).toBe(false);
    expect(agreement.agrees ? "" : agreement.why).toContain(why);
  });
});

describe("sentence-initial capitals", () => {
  it("are no names in a longer answer", () => {
    expect(keyContent("Using a Cholesky factor of the system matrix").names).toEqual(["cholesky"]);
    expect(answerAgreement("a Cholesky factorisation of the system matrix", "Using a Cholesky factor of the system matrix")).toEqual({ agrees: true });
  });
});
