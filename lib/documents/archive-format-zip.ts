import { crc32 } from "node:zlib";
import { Inflate, zipSync, type Zippable } from "fflate";
import { AppError, type ErrorMessageKey } from "@/lib/http/errors";

// The ZIP container of the export format (docs/export-format.md), read defensively. Imports are
// hostile until proven otherwise, so this reader:
//
// - reads the central directory itself and checks every entry (count, names, declared sizes, the
//   total and the compression ratio) BEFORE inflating anything;
// - inflates with fflate's streaming Inflate in small chunks and stops as soon as an entry grows past
//   the size it declared (fflate's one-shot unzipSync trusts the declared size only for its buffer and
//   keeps decoding past it, which turns a lying header into a CPU bomb);
// - checks each entry's length and CRC-32, so truncated or tampered data is refused;
// - never uses an entry name as a file path (media are stored under generated keys); unsafe names are
//   refused anyway, so an archive that tries is reported as hostile.

export const ARCHIVE_LIMITS = {
  /** Entries of one archive, directories included. */
  maxEntries: 2_000,
  /** Sum of the declared uncompressed sizes. */
  maxTotalBytes: 100 * 1024 * 1024,
  maxTotalLabel: "100 MB",
  /** Largest uncompressed size of one entry. */
  maxEntryBytes: 25 * 1024 * 1024,
  /** Entries above this size may not compress better than maxRatio (zip bombs do, by orders of magnitude). */
  ratioFloorBytes: 1024 * 1024,
  maxRatio: 200,
  maxNameLength: 255,
} as const;

/** Compressed bytes handed to the inflater per step: one step can yield at most ~1032x this. */
const INFLATE_CHUNK = 16 * 1024;

const refuse = (key: ErrorMessageKey, params: Record<string, string | number> = {}) => new AppError("INVALID_INPUT", key, params);

export interface ArchiveEntry {
  name: string;
  /** 0 stored, 8 deflated. */
  method: number;
  crc: number;
  compressedSize: number;
  size: number;
  dataStart: number;
  directory: boolean;
}

const u16 = (b: Uint8Array, at: number) => b[at] | (b[at + 1] << 8);
const u32 = (b: Uint8Array, at: number) => (b[at] | (b[at + 1] << 8) | (b[at + 2] << 16) | (b[at + 3] << 24)) >>> 0;

const SIG_LOCAL = 0x04034b50;
const SIG_CENTRAL = 0x02014b50;
const SIG_END = 0x06054b50;

const decodeName = (raw: Uint8Array) => new TextDecoder("utf-8", { fatal: false }).decode(raw);

/** Names only the format's own folders could use: relative, forward slashes, no `.`/`..`, no drive letters. */
export function isSafeEntryName(name: string): boolean {
  if (!name || name.length > ARCHIVE_LIMITS.maxNameLength) return false;
  if (name.startsWith("/") || name.includes("\\") || /^[a-zA-Z]:/.test(name)) return false;
  if (/[\u0000-\u001f\u007f]/.test(name)) return false;
  const parts = name.replace(/\/$/, "").split("/");
  return parts.every((part) => part !== "" && part !== "." && part !== ".." && !part.includes(":"));
}

function findEndOfCentralDirectory(bytes: Uint8Array): number {
  // The record is 22 bytes plus a comment of at most 65,535 bytes, at the very end.
  const lowest = Math.max(0, bytes.length - 22 - 0xffff);
  for (let at = bytes.length - 22; at >= lowest; at--) {
    if (u32(bytes, at) === SIG_END && at + 22 + u16(bytes, at + 20) === bytes.length) return at;
  }
  return -1;
}

/**
 * Lists and checks every entry of a ZIP archive without inflating anything. Throws a 400 AppError
 * naming the problem: not a zip, damaged (truncated), too many entries, unsafe names, too large,
 * suspicious compression.
 */
export function listArchiveEntries(bytes: Uint8Array): ArchiveEntry[] {
  if (bytes.length < 22) throw refuse(bytes.length >= 4 && u32(bytes, 0) === SIG_LOCAL ? "importDamaged" : "importNotAZip");
  const end = findEndOfCentralDirectory(bytes);
  // A file that starts like a zip but has lost its end (the directory is written last) was cut short.
  if (end < 0) throw refuse(u32(bytes, 0) === SIG_LOCAL ? "importDamaged" : "importNotAZip");

  const count = u16(bytes, end + 10);
  const directorySize = u32(bytes, end + 12);
  const directoryStart = u32(bytes, end + 16);
  if (u16(bytes, end + 4) !== 0 || u16(bytes, end + 6) !== 0 || u16(bytes, end + 8) !== count) throw refuse("importDamaged");
  // ZIP64 markers: archives past 4 GB or 65,535 entries, far beyond what an import may hold.
  if (count === 0xffff || directoryStart === 0xffffffff || directorySize === 0xffffffff) throw refuse("importTooLarge", { size: ARCHIVE_LIMITS.maxTotalLabel });
  if (count > ARCHIVE_LIMITS.maxEntries) throw refuse("importTooManyEntries", { count: ARCHIVE_LIMITS.maxEntries });
  if (directoryStart + directorySize > end) throw refuse("importDamaged");

  // First the directory alone: names, methods and declared sizes (the total included) are checked
  // before any data is looked at.
  const listed: (Omit<ArchiveEntry, "dataStart"> & { localOffset: number })[] = [];
  const names = new Set<string>();
  let total = 0;
  let at = directoryStart;
  for (let index = 0; index < count; index++) {
    if (at + 46 > end || u32(bytes, at) !== SIG_CENTRAL) throw refuse("importDamaged");
    const flags = u16(bytes, at + 8);
    const method = u16(bytes, at + 10);
    const crc = u32(bytes, at + 16);
    const compressedSize = u32(bytes, at + 20);
    const size = u32(bytes, at + 24);
    const nameLength = u16(bytes, at + 28);
    const extraLength = u16(bytes, at + 30);
    const commentLength = u16(bytes, at + 32);
    const localOffset = u32(bytes, at + 42);
    const next = at + 46 + nameLength + extraLength + commentLength;
    if (next > end) throw refuse("importDamaged");
    const name = decodeName(bytes.subarray(at + 46, at + 46 + nameLength));
    at = next;

    if (!isSafeEntryName(name)) throw refuse("importUnsafePath");
    if (names.has(name)) throw refuse("importDamaged");
    names.add(name);
    if (flags & 0x1) throw refuse("importEncrypted");
    if (method !== 0 && method !== 8) throw refuse("importDamaged");
    if (compressedSize === 0xffffffff || size === 0xffffffff || localOffset === 0xffffffff) throw refuse("importTooLarge", { size: ARCHIVE_LIMITS.maxTotalLabel });
    if (size > ARCHIVE_LIMITS.maxEntryBytes) throw refuse("importTooLarge", { size: ARCHIVE_LIMITS.maxTotalLabel });
    total += size;
    if (total > ARCHIVE_LIMITS.maxTotalBytes) throw refuse("importTooLarge", { size: ARCHIVE_LIMITS.maxTotalLabel });
    if (method === 0 && compressedSize !== size) throw refuse("importDamaged");
    listed.push({ name, method, crc, compressedSize, size, localOffset, directory: name.endsWith("/") });
  }

  for (const entry of listed) {
    if (entry.size > ARCHIVE_LIMITS.ratioFloorBytes && entry.size / Math.max(entry.compressedSize, 1) > ARCHIVE_LIMITS.maxRatio) throw refuse("importZipBomb");
  }

  // Then each entry's local header: it repeats the name, and its data must lie before the directory.
  return listed.map(({ localOffset, ...entry }) => {
    if (localOffset + 30 > directoryStart || u32(bytes, localOffset) !== SIG_LOCAL) throw refuse("importDamaged");
    const localNameLength = u16(bytes, localOffset + 26);
    const localExtraLength = u16(bytes, localOffset + 28);
    const dataStart = localOffset + 30 + localNameLength + localExtraLength;
    if (dataStart + entry.compressedSize > directoryStart) throw refuse("importDamaged");
    if (decodeName(bytes.subarray(localOffset + 30, localOffset + 30 + localNameLength)) !== entry.name) throw refuse("importDamaged");
    return { ...entry, dataStart };
  });
}

/**
 * The bytes of one listed entry. Inflation stops as soon as the output passes the declared size;
 * the result must have exactly that size and CRC-32.
 */
export function readArchiveEntry(bytes: Uint8Array, entry: ArchiveEntry): Uint8Array {
  const data = bytes.subarray(entry.dataStart, entry.dataStart + entry.compressedSize);
  let output: Uint8Array;
  if (entry.method === 0) {
    output = data;
  } else {
    output = new Uint8Array(entry.size);
    let written = 0;
    let finished = false;
    const inflater = new Inflate((chunk, final) => {
      if (written + chunk.length > entry.size) throw refuse("importZipBomb");
      output.set(chunk, written);
      written += chunk.length;
      if (final) finished = true;
    });
    try {
      for (let offset = 0; offset < data.length; offset += INFLATE_CHUNK) {
        const last = offset + INFLATE_CHUNK >= data.length;
        inflater.push(data.subarray(offset, offset + INFLATE_CHUNK), last);
      }
      if (data.length === 0) inflater.push(new Uint8Array(0), true);
    } catch (error) {
      if (error instanceof AppError) throw error;
      throw refuse("importDamaged");
    }
    if (!finished || written !== entry.size) throw refuse("importDamaged");
  }
  if (output.length !== entry.size || crc32(output) >>> 0 !== entry.crc) throw refuse("importDamaged");
  return output;
}

/** Files of an archive to write: JSON text is deflated, images (already compressed) are stored. */
export interface ArchiveFile {
  name: string;
  bytes: Uint8Array;
  compress: boolean;
}

export function writeArchive(files: ArchiveFile[], mtime: Date): Uint8Array {
  const zippable: Zippable = {};
  for (const file of files) zippable[file.name] = [file.bytes, { level: file.compress ? (6 as const) : (0 as const) }];
  return zipSync(zippable, { mtime });
}
