import type { AttachmentFile } from "./definition";

// Pure helpers of the attachment block, shared by its view and editor.

export interface AttachmentEntry {
  /** The misc file id (what the download link names). */
  id: string;
  /** The name shown; "" when content has no entry for this file (an API client set miscFileList alone). */
  name: string;
  /** Bytes, or null when unknown. */
  size: number | null;
}

/**
 * The files to list: miscFileList decides which files there are (it is what the server checked
 * against the workspace), content.files describes them by index. Extra descriptions are ignored.
 */
export function attachmentEntries(fileIds: readonly string[], files: readonly AttachmentFile[]): AttachmentEntry[] {
  return fileIds.map((id, index) => {
    const file = files[index] as AttachmentFile | undefined;
    return { id, name: file?.name.trim() ?? "", size: file ? file.size : null };
  });
}

/** content.files padded or cut to one description per file, so an edit saves aligned lists. */
export const alignedFiles = (fileIds: readonly string[], files: readonly AttachmentFile[]): AttachmentFile[] =>
  fileIds.map((_, index) => files[index] ?? { name: "", size: 0 });

/** The lower-case extension of a file name ("pdf"), or "" when it has none worth showing. */
export function fileExtension(name: string): string {
  const match = /\.([a-z0-9]{1,5})$/i.exec(name.trim());
  return match ? match[1].toLowerCase() : "";
}

export type FileKind = "pdf" | "document" | "sheet" | "slides" | "image" | "archive" | "other";

const KINDS: Record<string, FileKind> = {
  pdf: "pdf",
  doc: "document", docx: "document", odt: "document", rtf: "document", txt: "document", pages: "document",
  xls: "sheet", xlsx: "sheet", ods: "sheet", csv: "sheet", numbers: "sheet",
  ppt: "slides", pptx: "slides", odp: "slides", key: "slides",
  jpg: "image", jpeg: "image", png: "image", gif: "image", webp: "image", heic: "image", heif: "image", bmp: "image", tif: "image", tiff: "image", avif: "image",
  zip: "archive", rar: "archive", "7z": "archive", gz: "archive", tar: "archive",
};

export const fileKind = (extension: string): FileKind => (Object.hasOwn(KINDS, extension) ? KINDS[extension] : "other");

const UNITS = ["kilobyte", "megabyte", "gigabyte"] as const;

/**
 * "1.2 MB": unit symbols read the same in every language of the app, and a fixed locale keeps the
 * server-rendered share view and the editor identical.
 */
export function formatBytes(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return "";
  if (bytes < 1024) return `${Math.round(bytes)} B`;
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return new Intl.NumberFormat("en", { style: "unit", unit: UNITS[unit], unitDisplay: "short", maximumFractionDigits: value < 10 ? 1 : 0 }).format(value);
}

/** The list with items i and i+by swapped (callers keep both in range). */
export function swap<T>(list: readonly T[], index: number, by: -1 | 1): T[] {
  const next = [...list];
  [next[index], next[index + by]] = [next[index + by], next[index]];
  return next;
}
