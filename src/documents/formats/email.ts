import PostalMime from "postal-mime";
import type { Address, Email } from "postal-mime";
import { QaforgeError } from "../../errors.js";
import type { Attachment, DocumentContent, VisualElement } from "../document.js";
import { normaliseSpace, splitLines } from "../text-utils.js";
import type { AdapterInput, FormatAdapter } from "./adapter.js";
import { htmlContent } from "./html.js";

/** Headers that make a file a message; a file with none of them is not email whatever its name. */
const MESSAGE_HEADERS = new Set(["from", "to", "cc", "subject", "date", "message-id", "received", "return-path"]);
const HEADER_LINE = /^[!-9;-~]+:/;

/**
 * Email (.eml files and maildir messages): the From, To, Cc, Date and Subject headers as the first lines, a blank
 * line, the plain-text body (or the readable text of the HTML body when there is no plain text), then one line per
 * attachment. Attachments are also listed in `DocumentContent.attachments`.
 */
export const emailAdapter: FormatAdapter = {
  format: "email",
  extensions: [".eml"],
  textual: true,
  async load({ path, bytes }: AdapterInput): Promise<DocumentContent> {
    if (!startsWithHeader(bytes)) {
      throw new QaforgeError("corrupt_document", "has no email headers: an email starts with lines like \"From: …\"", {
        subject: path,
      });
    }
    const email = await PostalMime.parse(bytes, { attachmentEncoding: "arraybuffer" });
    if (!email.headers.some((header) => MESSAGE_HEADERS.has(header.key))) {
      throw new QaforgeError("corrupt_document", "has no From, To, Subject or Date header, so it is not an email message", {
        subject: path,
      });
    }
    return emailContent(email);
  },
};

function startsWithHeader(bytes: Buffer): boolean {
  const head = bytes.subarray(0, 4096).toString("latin1").replace(/^\uFEFF/, "");
  const firstLine = head.split(/\r?\n/).find((line) => line.trim() !== "") ?? "";
  return HEADER_LINE.test(firstLine);
}

function emailContent(email: Email): DocumentContent {
  const subject = normaliseSpace(email.subject ?? "");
  const headerLines = [
    `From: ${formatAddresses(email.from ? [email.from] : [])}`,
    `To: ${formatAddresses(email.to ?? [])}`,
    ...(email.cc && email.cc.length > 0 ? [`Cc: ${formatAddresses(email.cc)}`] : []),
    `Date: ${rawHeader(email, "date") ?? email.date ?? ""}`,
    `Subject: ${subject}`,
  ].map((line) => line.trimEnd());

  const lines = [...headerLines, ""];
  const bodyStart = lines.length;
  const body = messageBody(email);
  lines.push(...body.lines);
  const visuals = body.visuals.map((visual) => offsetVisual(visual, bodyStart));

  const attachments: Attachment[] = email.attachments.map((attachment, index) => ({
    filename: attachment.filename ?? `attachment-${index + 1}`,
    mimeType: attachment.mimeType,
    size: contentSize(attachment.content),
  }));
  if (attachments.length > 0) {
    if (lines[lines.length - 1] !== "") lines.push("");
    for (const attachment of attachments) {
      lines.push(`Attachment: ${attachment.filename} (${attachment.mimeType}, ${attachment.size} bytes)`);
    }
  }
  return { lines, visuals, attachments, title: subject || undefined };
}

function messageBody(email: Email): { lines: string[]; visuals: VisualElement[] } {
  if (email.text !== undefined && email.text.trim() !== "") {
    return { lines: trimBlankEdges(splitLines(email.text).map((line) => line.trimEnd())), visuals: [] };
  }
  if (email.html) {
    const content = htmlContent(email.html);
    return { lines: content.lines, visuals: content.visuals ?? [] };
  }
  return { lines: [], visuals: [] };
}

function trimBlankEdges(lines: string[]): string[] {
  let start = 0;
  let end = lines.length;
  while (start < end && lines[start] === "") start++;
  while (end > start && lines[end - 1] === "") end--;
  return lines.slice(start, end);
}

function offsetVisual(visual: VisualElement, offset: number): VisualElement {
  const moved: VisualElement = { ...visual };
  if (visual.line !== undefined) moved.line = visual.line + offset;
  if (visual.endLine !== undefined) moved.endLine = visual.endLine + offset;
  return moved;
}

/** The header as written (unfolded), e.g. the sender's own date format rather than a re-formatted one. */
function rawHeader(email: Email, key: string): string | undefined {
  const value = email.headers.find((header) => header.key === key)?.value;
  return value === undefined ? undefined : normaliseSpace(value);
}

function formatAddresses(addresses: Address[]): string {
  return addresses
    .map((address) => {
      if (address.group) return `${address.name}: ${formatAddresses(address.group)};`;
      if (address.name && address.address) return `${address.name} <${address.address}>`;
      return address.address || address.name;
    })
    .join(", ");
}

function contentSize(content: ArrayBuffer | Uint8Array | string): number {
  if (typeof content === "string") return Buffer.byteLength(content);
  return content.byteLength;
}
