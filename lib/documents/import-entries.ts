import { readFileSync, realpathSync, statSync } from "node:fs";
import path from "node:path";
import { AppError, type ErrorMessageKey } from "@/lib/http/errors";
import { isJsonEntryName, JSON_LIMITS, jsonShapeProblem } from "./archive-format";
import { ARCHIVE_LIMITS, listArchiveEntries, readArchiveEntry, type ArchiveEntry } from "./archive-format-zip";

// Where the importer reads an export's entries from (docs/export-format.md): a .eventdocs zip in
// memory (POST /api/team/{id}/document-import), or a folder of the same layout on disk (the design
// templates' starter set, lib/design-templates/starter.ts). Both answer the same checks and errors.

export const refuse = (key: ErrorMessageKey, params: Record<string, string | number> = {}) => new AppError("INVALID_INPUT", key, params);

export abstract class EntrySource {
  abstract has(name: string): boolean;
  /** The entry's bytes, at most `maxBytes` (else `tooLarge()`, or importTooLarge). */
  abstract read(name: string, maxBytes?: number, tooLarge?: () => AppError): Uint8Array;

  /**
   * Parsed JSON of an entry (at most JSON_LIMITS.maxEntryBytes). Text that is not UTF-8 JSON, or is
   * nested absurdly deep, is refused naming the entry; so is JSON of more than JSON_LIMITS.maxNodes values.
   */
  readJson(name: string): unknown {
    const bytes = this.read(name, JSON_LIMITS.maxEntryBytes, () => refuse("importJsonTooLarge", { name, size: JSON_LIMITS.maxEntryLabel }));
    let value: unknown;
    try {
      value = JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(bytes));
    } catch {
      throw refuse("importInvalidJson", { name });
    }
    const problem = jsonShapeProblem(value);
    if (problem === "too-deep") throw refuse("importInvalidJson", { name });
    if (problem === "too-many-nodes") throw refuse("importJsonTooComplex", { name, count: JSON_LIMITS.maxNodes });
    return value;
  }
}

/**
 * JSON entries are parsed whole in memory: each and all together are capped (JSON_LIMITS) on the
 * sizes the central directory declares, before anything is inflated. Inflation stops at the declared
 * size (readArchiveEntry), so the caps hold while inflating too.
 */
function checkJsonEntrySizes(entries: ArchiveEntry[]): void {
  let total = 0;
  for (const entry of entries) {
    if (entry.directory || !isJsonEntryName(entry.name)) continue;
    if (entry.size > JSON_LIMITS.maxEntryBytes) throw refuse("importJsonTooLarge", { name: entry.name.slice(0, 120), size: JSON_LIMITS.maxEntryLabel });
    total += entry.size;
    if (total > JSON_LIMITS.maxTotalBytes) throw refuse("importJsonTotalTooLarge", { size: JSON_LIMITS.maxTotalLabel });
  }
}

/** An opened archive: its entries by name, read on demand. */
export class ArchiveEntries extends EntrySource {
  private readonly entries: Map<string, ArchiveEntry>;
  constructor(private readonly bytes: Uint8Array) {
    super();
    const listed = listArchiveEntries(bytes);
    checkJsonEntrySizes(listed);
    this.entries = new Map(listed.map((entry) => [entry.name, entry]));
  }
  has(name: string) {
    return this.entries.has(name);
  }
  read(name: string, maxBytes: number = ARCHIVE_LIMITS.maxEntryBytes, tooLarge?: () => AppError): Uint8Array {
    const entry = this.entries.get(name);
    if (!entry || entry.directory) throw refuse("importMissingEntry", { name });
    if (entry.size > maxBytes) throw tooLarge?.() ?? refuse("importTooLarge", { size: ARCHIVE_LIMITS.maxTotalLabel });
    return readArchiveEntry(this.bytes, entry);
  }
}

/**
 * A folder laid out like an archive (entry "media/m1.jpg" is the file <root>/media/m1.jpg). Names
 * are relative, forward-slashed and may not leave the folder (no "..", no absolute paths, no links
 * pointing outside); the size is checked before a file is read.
 */
export class FolderEntries extends EntrySource {
  private readonly root: string;
  constructor(root: string) {
    super();
    this.root = realpathSync(root);
  }
  private resolve(name: string): string | null {
    if (!name || name.startsWith("/") || name.includes("\\") || name.split("/").some((part) => part === ".." || part === "." || part === "")) return null;
    try {
      const full = realpathSync(path.join(this.root, ...name.split("/")));
      return full.startsWith(this.root + path.sep) && statSync(full).isFile() ? full : null;
    } catch {
      return null;
    }
  }
  has(name: string) {
    return this.resolve(name) !== null;
  }
  read(name: string, maxBytes: number = ARCHIVE_LIMITS.maxEntryBytes, tooLarge?: () => AppError): Uint8Array {
    const full = this.resolve(name);
    if (!full) throw refuse("importMissingEntry", { name });
    if (statSync(full).size > maxBytes) throw tooLarge?.() ?? refuse("importTooLarge", { size: ARCHIVE_LIMITS.maxTotalLabel });
    return new Uint8Array(readFileSync(full));
  }
}
