import { ATTACHMENT_LIMITS, type AttachmentFile } from "./definition";

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
 * against the workspace), in the order of their descriptions in content.files; a file without a
 * description comes last, unnamed. Descriptions of files not in miscFileList are ignored, and the
 * list stops at the block's cap.
 */
export function attachmentEntries(fileIds: readonly string[], files: readonly AttachmentFile[]): AttachmentEntry[] {
  const present = new Set(fileIds);
  const described = files.filter((file) => present.has(file.fileId));
  const named = new Set(described.map((file) => file.fileId));
  return [
    ...described.map((file) => ({ id: file.fileId, name: file.name.trim(), size: file.size })),
    ...[...present].filter((id) => !named.has(id)).map((id) => ({ id, name: "", size: null })),
  ].slice(0, ATTACHMENT_LIMITS.files);
}

/** One description per file of the block, in the order shown (what the editor edits and saves). */
export const describedFiles = (fileIds: readonly string[], files: readonly AttachmentFile[]): AttachmentFile[] =>
  attachmentEntries(fileIds, files).map((entry) => ({ fileId: entry.id, name: entry.name, size: entry.size ?? 0 }));

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
