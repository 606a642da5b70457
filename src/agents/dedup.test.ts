import { describe, expect, it } from "vitest";
import { AcceptedQuestionVectors } from "./dedup.js";

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
