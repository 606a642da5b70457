import { mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { describeDocumentConformance } from "../../../test/support/document-conformance.js";
import { fixturePath } from "../../../test/support/fixtures.js";
import type { Document } from "../document.js";
import { detectFormat, loadDocument } from "../load.js";

const ENRON = fixturePath("email/enron_mail");
const SENT = fixturePath("email/enron_mail/arnold-j/_sent_mail/7_");
const WITH_CC = fixturePath("email/enron_mail/arnold-j/active_international/1_");
const MULTIPART = fixturePath("email/snow-readings-html-attachments.eml");

describeDocumentConformance("maildir message (Enron)", () => loadDocument(SENT), {
  renders: false,
  containsText: "what is the environment",
});
describeDocumentConformance("maildir message with Cc (Enron)", () => loadDocument(WITH_CC), {
  renders: false,
  containsText: "Active International",
});
describeDocumentConformance("multipart .eml with an HTML body and attachments", () => loadDocument(MULTIPART), {
  renders: false,
  minVisuals: 1,
  containsText: "Site 11 is still holding 655 mm",
});

describe("email adapter on Enron maildir messages", () => {
  it("reads all 43 extension-less messages as email, headers first, then a blank line", async () => {
    const entries = await readdir(ENRON, { recursive: true, withFileTypes: true });
    const files = entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
    expect(files).toHaveLength(43);
    for (const file of files) {
      const document = await loadDocument(file);
      expect(document.format, file).toBe("email");
      expect(document.lines[0], file).toMatch(/^From: \S+@\S+/);
      expect(document.lines[1], file).toMatch(/^To:/);
      const subject = document.lines.findIndex((line) => line.startsWith("Subject:"));
      expect(subject, file).toBeGreaterThanOrEqual(3);
      expect(document.lines[subject + 1], file).toBe("");
      expect(document.attachments, file).toEqual([]);
    }
  });

  it("gives the headers, the plain body on known lines and the subject as title", async () => {
    const document = await loadDocument(SENT);
    expect(detectFormat(SENT)).toBeUndefined();
    expect(document.lines.slice(0, 6)).toEqual([
      "From: john.arnold@enron.com",
      "To: slafontaine@globalp.com",
      "Date: Tue, 12 Dec 2000 09:13:00 -0800 (PST)",
      "Subject: re:f/g",
      "",
      "absolutely agree.  the thought is always, even if cash is piece of shit",
    ]);
    expect(document.lines[12]).toBe("slafontaine@globalp.com on 12/12/2000 03:22:07 PM");
    expect(document.title).toBe("re:f/g");
    expect(document.pageCount).toBe(1);
    expect(document.lines.join("\n")).not.toContain("X-FileName");
  });

  it("adds a Cc line when the message has one, and no title for an empty subject", async () => {
    const document = await loadDocument(WITH_CC);
    expect(document.lines.slice(0, 5)).toEqual([
      "From: tracy.ramsey@enron.com",
      "To: colleen.koenig@enron.com",
      "Cc: carrie.blaskowski@enron.com, jennifer.stewart@enron.com",
      "Date: Thu, 30 Nov 2000 02:01:00 -0800 (PST)",
      "Subject: Active International - Action Items",
    ]);
    const untitled = await loadDocument(fixturePath("email/enron_mail/allen-p/_sent_mail/1_"));
    expect(untitled.lines[3]).toBe("Subject:");
    expect(untitled.title).toBeUndefined();
  });
});

describe("email adapter on a multipart message with an HTML body", () => {
  let document: Document;
  beforeAll(async () => {
    document = await loadDocument(MULTIPART);
  });

  it("decodes the headers and reads the HTML body as text without its style or script", () => {
    expect(document.title).toBe("Snow pillow readings – 1 March");
    expect(document.lines.slice(0, 8)).toEqual([
      "From: Ana Ferreira <ana.ferreira@basin-survey.example.org>",
      "To: Daniel Okafor <d.okafor@example.net>",
      "Cc: Field Team <field-team@basin-survey.example.org>",
      "Date: Thu, 14 Mar 2024 09:41:07 +0100",
      "Subject: Snow pillow readings – 1 March",
      "",
      "Hi Daniel,",
      "Attached are the snow water equivalent readings from 1 March. Site 11 is still holding 655 mm, the most of any pillow this season.",
    ]);
    const text = document.lines.join("\n");
    expect(text).not.toContain("trackOpen");
    expect(text).not.toContain("margin");
    expect(text).not.toContain("multi-part message in MIME format");
  });

  it("lists the attachments in the document and as the last lines", () => {
    expect(document.attachments).toEqual([
      { filename: "swe-2024-03-01.csv", mimeType: "text/csv", size: 77 },
      { filename: "site-7.png", mimeType: "image/png", size: 70 },
    ]);
    expect(document.lines.slice(-3)).toEqual([
      "",
      "Attachment: swe-2024-03-01.csv (text/csv, 77 bytes)",
      "Attachment: site-7.png (image/png, 70 bytes)",
    ]);
  });

  it("locates the HTML body's table at its line in the whole message", () => {
    expect(document.visuals()).toEqual([{ type: "table", line: 9, endLine: 12, label: "Table 1", caption: undefined }]);
    expect(document.lines.slice(8, 12)).toEqual(["Site | SWE (mm)", "--- | ---", "Site 3 | 312", "Site 7 | 498"]);
  });
});

describe("email adapter errors", () => {
  let folder: string;
  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), "qaforge-email-"));
  });
  afterAll(async () => {
    await rm(folder, { recursive: true, force: true });
  });

  it("reports an .eml file without headers as corrupt_document", async () => {
    const path = join(folder, "notes.eml");
    await writeFile(path, "Remember to send the readings.\nThey are due on Friday.\n");
    await expect(loadDocument(path)).rejects.toMatchObject({
      code: "corrupt_document",
      subject: path,
      message: expect.stringContaining("has no email headers"),
    });
  });

  it("prefers the plain-text part of a multipart/alternative message over its HTML", async () => {
    const path = join(folder, "alternative.eml");
    await writeFile(
      path,
      [
        "From: a@example.org",
        "To: b@example.org",
        "Subject: Both parts",
        "Content-Type: multipart/alternative; boundary=sep",
        "",
        "--sep",
        "Content-Type: text/plain; charset=utf-8",
        "",
        "Plain version.",
        "--sep",
        "Content-Type: text/html; charset=utf-8",
        "",
        "<p>HTML version.</p>",
        "--sep--",
        "",
      ].join("\r\n"),
    );
    const document = await loadDocument(path);
    expect(document.lines.slice(2)).toEqual(["Date:", "Subject: Both parts", "", "Plain version."]);
  });

  it("reports headers that are not message headers as corrupt_document", async () => {
    const path = join(folder, "config.eml");
    await writeFile(path, "name: survey\nversion: 2\n\nbody\n");
    await expect(loadDocument(path)).rejects.toMatchObject({ code: "corrupt_document" });
  });
});
