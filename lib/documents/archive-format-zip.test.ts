import { strToU8, zipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { AppError } from "@/lib/http/errors";
import { isSafeEntryName, listArchiveEntries, readArchiveEntry, writeArchive } from "./archive-format-zip";

const messageKey = (work: () => unknown) => {
  try {
    work();
  } catch (error) {
    return error instanceof AppError ? error.messageKey : String(error);
  }
  return "no error";
};

describe("archive entry names", () => {
  it.each(["manifest.json", "documents/1/document.json", "media/m1.png", "folder/"])("accepts %s", (name) => {
    expect(isSafeEntryName(name)).toBe(true);
  });

  it.each(["", "/etc/passwd", "../x", "a/../b", "./a", "a//b", "a\\b", "C:/x", "c:x", "a/b:c", "a\u0000b", "x".repeat(256)])("refuses %j", (name) => {
    expect(isSafeEntryName(name)).toBe(false);
  });
});

describe("reading archives", () => {
  it("reads back what writeArchive wrote, compressed or stored", () => {
    const json = strToU8(JSON.stringify({ hello: "world".repeat(1000) }));
    const image = new Uint8Array([137, 80, 78, 71, 1, 2, 3]);
    const bytes = writeArchive(
      [
        { name: "a.json", bytes: json, compress: true },
        { name: "b.png", bytes: image, compress: false },
      ],
      new Date("2026-01-01T00:00:00Z"),
    );
    const entries = listArchiveEntries(bytes);
    expect(entries.map((e) => [e.name, e.method, e.size])).toEqual([
      ["a.json", 8, json.length],
      ["b.png", 0, image.length],
    ]);
    expect(readArchiveEntry(bytes, entries[0])).toEqual(json);
    expect(readArchiveEntry(bytes, entries[1])).toEqual(image);
  });

  it("refuses a wrong CRC, a cut-off directory and a file that only looks like a zip", () => {
    const bytes = zipSync({ "a.txt": strToU8("hello hello hello") });
    const [entry] = listArchiveEntries(bytes);
    expect(messageKey(() => readArchiveEntry(bytes, { ...entry, crc: entry.crc ^ 1 }))).toBe("importDamaged");
    expect(messageKey(() => listArchiveEntries(bytes.subarray(0, bytes.length - 1)))).toBe("importDamaged");
    expect(messageKey(() => listArchiveEntries(strToU8("PK\u0005\u0006")))).toBe("importNotAZip");
  });
});
