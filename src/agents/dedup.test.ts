import { describe, expect, it } from "vitest";
import { AcceptedQuestionIndex, AcceptedQuestionVectors } from "./dedup.js";

describe("AcceptedQuestionVectors", () => {
  it("embeds each accepted question once when candidates checked at once sync together", async () => {
    const embedded: string[] = [];
    const vectors = new AcceptedQuestionVectors(async (texts) => {
      embedded.push(...texts);
      await new Promise((resolve) => setTimeout(resolve, 5));
      return texts.map((text) => Float32Array.from([text.length, 1]));
    });
    const accepted = ["How long is the Rhine?", "Where does the Danube rise?"];
    await Promise.all([vectors.sync(accepted), vectors.sync(accepted), vectors.sync([...accepted, "Which sea does the Elbe reach?"])]);
    expect(embedded).toEqual([...accepted, "Which sea does the Elbe reach?"]);
    expect(vectors.nearest(Float32Array.from([22, 1]), 10)).toHaveLength(3);
  });
});

describe("AcceptedQuestionIndex.nearVerbatim", () => {
  it("rejects a question that repeats an accepted one word for word, but not one about another name made of its words", () => {
    const index = new AcceptedQuestionIndex(["What does the `transfer_widgets_to_variables()` function do?", "How long is the Rhine?"]);
    expect(index.nearVerbatim("What does the `transfer_variables_to_widgets()` function do?")).toBeUndefined();
    expect(index.nearVerbatim("What does the `transfer_widgets_to_variables` function do?")).toBe("What does the `transfer_widgets_to_variables()` function do?");
    expect(index.nearVerbatim("How long is the Rhine ?")).toBe("How long is the Rhine?");
  });

  it("keeps a manual page's options of one letter apart, however their questions agree (the -l and -L of psnotch)", () => {
    const index = new AcceptedQuestionIndex(["What does the -L option do?", "What does the -f option do?"]);
    expect(index.nearVerbatim("What does the -l option do?")).toBeUndefined();
    expect(index.nearVerbatim("What does the -c option do?")).toBeUndefined();
    expect(index.nearVerbatim("What does the  -L option do?")).toBe("What does the -L option do?");
  });
});
