import { inflateRawSync } from "node:zlib";

const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
const CENTRAL_DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_FILE_HEADER = 0x04034b50;

/** True when the bytes start like a zip archive (a local file header or an empty archive). */
export function looksLikeZip(bytes: Buffer): boolean {
  return bytes.length >= 4 && (bytes.readUInt32LE(0) === LOCAL_FILE_HEADER || bytes.readUInt32LE(0) === END_OF_CENTRAL_DIRECTORY);
}

/**
 * Reads one entry of a zip archive (stored or deflated), enough for the XML parts of Office files.
 * Returns undefined when the archive has no such entry; throws when the archive is damaged.
 */
export function readZipEntry(bytes: Buffer, name: string): Buffer | undefined {
  const end = findEndOfCentralDirectory(bytes);
  const entryCount = bytes.readUInt16LE(end + 10);
  let offset = bytes.readUInt32LE(end + 16);
  for (let i = 0; i < entryCount; i++) {
    if (offset + 46 > bytes.length || bytes.readUInt32LE(offset) !== CENTRAL_DIRECTORY_ENTRY) {
      throw new Error("the zip central directory is damaged");
    }
    const method = bytes.readUInt16LE(offset + 10);
    const compressedSize = bytes.readUInt32LE(offset + 20);
    const nameLength = bytes.readUInt16LE(offset + 28);
    const extraLength = bytes.readUInt16LE(offset + 30);
    const commentLength = bytes.readUInt16LE(offset + 32);
    const localHeader = bytes.readUInt32LE(offset + 42);
    const entryName = bytes.toString("utf8", offset + 46, offset + 46 + nameLength);
    if (entryName === name) return readLocalEntry(bytes, localHeader, method, compressedSize);
    offset += 46 + nameLength + extraLength + commentLength;
  }
  return undefined;
}

function findEndOfCentralDirectory(bytes: Buffer): number {
  // The record is 22 bytes plus a comment of at most 65535 bytes, at the end of the file.
  const earliest = Math.max(0, bytes.length - 22 - 0xffff);
  for (let offset = bytes.length - 22; offset >= earliest; offset--) {
    if (bytes.readUInt32LE(offset) === END_OF_CENTRAL_DIRECTORY) return offset;
  }
  throw new Error("not a zip archive (no end of central directory)");
}

function readLocalEntry(bytes: Buffer, offset: number, method: number, compressedSize: number): Buffer {
  if (offset + 30 > bytes.length || bytes.readUInt32LE(offset) !== LOCAL_FILE_HEADER) {
    throw new Error("a zip entry header is damaged");
  }
  const start = offset + 30 + bytes.readUInt16LE(offset + 26) + bytes.readUInt16LE(offset + 28);
  const data = bytes.subarray(start, start + compressedSize);
  if (method === 0) return data;
  if (method === 8) return inflateRawSync(data);
  throw new Error(`unsupported zip compression method ${method}`);
}
