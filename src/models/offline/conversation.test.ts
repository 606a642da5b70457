import { describe, expect, it } from "vitest";
import { documentAttributes } from "./conversation.js";

describe("documentAttributes", () => {
  it("reads every attribute when a quoted value holds angle brackets (a README title with inline HTML)", () => {
    const message = 'Write one question.\n<document path="README.md" format="markdown" lines="118" pages="1" visuals="0" title="frob <sup>[![Badge][badge-svg]][pkg]</sup>" />\nMore text.';
    const attributes = documentAttributes(message);
    expect(attributes.lines).toBe("118");
    expect(attributes.title).toBe("frob <sup>[![Badge][badge-svg]][pkg]</sup>");
  });

  it("reads a plain element and returns nothing when there is none", () => {
    expect(documentAttributes('<document path="a.txt" format="text" lines="3" pages="1" />').lines).toBe("3");
    expect(documentAttributes("no element here")).toEqual({});
  });
});
