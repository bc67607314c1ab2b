import type { Actor } from "@/lib/auth/actor";
import { isSuperAdmin, requireDocumentViewer, type DocumentAccess } from "@/lib/auth/policy";
import { blockMediaIds } from "@/lib/blocks/content-media";
import { db } from "@/lib/db/client";
import { attachmentDisposition } from "@/lib/misc-files/file-name";
import { AppError, notFound } from "@/lib/http/errors";
import { getObject } from "@/lib/storage";
import {
  ARCHIVE_MIME_TYPE,
  documentPath,
  FILE_EXTENSION,
  FILES_INDEX_PATH,
  IMAGE_EXTENSIONS,
  JSON_LIMITS,
  MANIFEST_PATH,
  MAX_DOCUMENTS,
  MEDIA_INDEX_PATH,
  type FilesIndex,
  type MediaIndex,
} from "./archive-format";
import { ARCHIVE_LIMITS, writeArchive, type ArchiveFile } from "./archive-format-zip";
import { exportDocumentSelect, manifestFor, sequentialKeys, toDocumentFile, type ExportableDocument } from "./export-document";
import { sha256 } from "./import-media";

// GET /api/document/{id}/export and GET /api/team/{id}/document/export: the product's own export
// file (docs/export-format.md). Only the workspace's own things go in: its documents, the media
// and attachment files of that workspace they use. Never user ids, share keys or snapshots, nor
// anything of another workspace.

/** Documents loaded and converted per round trip to the database. */
const BATCH = 50;

const encoder = new TextEncoder();
const jsonBytes = (value: unknown) => encoder.encode(JSON.stringify(value, null, 2));

const tooLarge = () => new AppError("PAYLOAD_TOO_LARGE", "exportTooLarge", { size: ARCHIVE_LIMITS.maxTotalLabel, count: ARCHIVE_LIMITS.maxEntries });

/** Keeps an export within what an import accepts (total size, entries, size of one entry, JSON entries). */
class Budget {
  private bytes = 0;
  private entries = 0;
  private jsonBytes = 0;
  add(size: number) {
    this.bytes += size;
    this.entries += 1;
    if (size > ARCHIVE_LIMITS.maxEntryBytes || this.bytes > ARCHIVE_LIMITS.maxTotalBytes || this.entries > ARCHIVE_LIMITS.maxEntries) throw tooLarge();
  }
  /** A JSON entry: also within the import's caps for one JSON entry and for all of them (JSON_LIMITS). */
  addJson(size: number, title?: string) {
    this.add(size);
    this.jsonBytes += size;
    if (size > JSON_LIMITS.maxEntryBytes) {
      throw title === undefined
        ? new AppError("PAYLOAD_TOO_LARGE", "exportContentTooLarge", { size: JSON_LIMITS.maxTotalLabel })
        : new AppError("PAYLOAD_TOO_LARGE", "exportDocumentTooLarge", { title: title.slice(0, 80), size: JSON_LIMITS.maxEntryLabel });
    }
    if (this.jsonBytes > JSON_LIMITS.maxTotalBytes) throw new AppError("PAYLOAD_TOO_LARGE", "exportContentTooLarge", { size: JSON_LIMITS.maxTotalLabel });
  }
}

interface ArchiveOptions {
  /** Ids of the documents whose private note goes in (see toDocumentFile); none unless given. */
  privateNotesOf?: ReadonlySet<string>;
}

/** Builds the archive of documents of one workspace, in the order given. */
async function buildArchive(teamId: string, documentIds: string[], options: ArchiveOptions = {}): Promise<Uint8Array> {
  const exportedAt = new Date();
  const budget = new Budget();
  const files: ArchiveFile[] = [];
  const documentKeys = sequentialKeys("d");
  const segmentKeys = sequentialKeys("s");
  const mediaKeys = new Map<string, string>();
  const fileKeys = new Map<string, string>();
  const mediaIndex: MediaIndex["media"] = [];
  const filesIndex: FilesIndex["files"] = [];
  // Team templates in the file can be named as the original of documents made from them.
  const templatesInFile = new Set(
    (await db.document.findMany({ where: { id: { in: documentIds }, templateType: "TEAM_TEMPLATE" }, select: { id: true } })).map((d) => d.id),
  );
  for (const id of documentIds) documentKeys.keyOf(id);
  let documentCount = 0;

  for (let at = 0; at < documentIds.length; at += BATCH) {
    const ids = documentIds.slice(at, at + BATCH);
    const loaded = await db.document.findMany({ where: { id: { in: ids }, teamId }, select: exportDocumentSelect });
    const byId = new Map(loaded.map((doc) => [doc.id, doc]));
    const docs = ids.flatMap((id) => byId.get(id) ?? []);
    await collectMedia(teamId, docs, mediaKeys, mediaIndex, files, budget);
    await collectFiles(teamId, docs, fileKeys, filesIndex, files, budget);
    for (const doc of docs) {
      const file = toDocumentFile(
        doc,
        {
          document: documentKeys.keyOf,
          segment: segmentKeys.keyOf,
          media: (mediaId) => mediaKeys.get(mediaId) ?? null,
          file: (fileId) => fileKeys.get(fileId) ?? null,
          original: (templateId) => (templatesInFile.has(templateId) ? documentKeys.keyOf(templateId) : null),
        },
        { includePrivateNote: options.privateNotesOf?.has(doc.id) ?? false },
      );
      const bytes = jsonBytes(file);
      budget.addJson(bytes.length, doc.title);
      files.push({ name: documentPath(++documentCount), bytes, compress: true });
    }
  }
  const manifest = jsonBytes(manifestFor(documentCount, exportedAt));
  budget.addJson(manifest.length);
  files.unshift({ name: MANIFEST_PATH, bytes: manifest, compress: true });
  for (const [name, value, count] of [
    [MEDIA_INDEX_PATH, { media: mediaIndex }, mediaIndex.length],
    [FILES_INDEX_PATH, { files: filesIndex }, filesIndex.length],
  ] as const) {
    if (!count) continue;
    const bytes = jsonBytes(value);
    budget.addJson(bytes.length);
    files.push({ name, bytes, compress: true });
  }
  return writeArchive(files, exportedAt);
}

/** The workspace's media used by these documents (thumbnail, blocks' image lists and media ids inside their content), each once. */
async function collectMedia(teamId: string, docs: ExportableDocument[], keys: Map<string, string>, index: MediaIndex["media"], files: ArchiveFile[], budget: Budget) {
  const wanted = new Set<string>();
  for (const doc of docs) {
    if (doc.thumbnailId) wanted.add(doc.thumbnailId);
    for (const segment of doc.segments) {
      for (const id of segment.imageList) wanted.add(id);
      for (const id of blockMediaIds(segment)) wanted.add(id);
    }
  }
  const ids = [...wanted].filter((id) => !keys.has(id));
  if (!ids.length) return;
  const rows = await db.media.findMany({
    where: { id: { in: ids }, teamId },
    select: { id: true, name: true, sourceFileName: true, mimeType: true, width: true, height: true, kind: true, storageKey: true },
  });
  const byId = new Map(rows.map((row) => [row.id, row]));
  for (const id of ids) {
    const row = byId.get(id);
    const extension = row ? IMAGE_EXTENSIONS[row.mimeType] : undefined;
    if (!row || !extension) continue;
    const bytes = await getObject(row.storageKey);
    // A file lost from storage cannot travel; the reference is left out like one to another workspace.
    if (!bytes) continue;
    const key = `m${keys.size + 1}`;
    keys.set(id, key);
    const file = `media/${key}.${extension}`;
    budget.add(bytes.length);
    files.push({ name: file, bytes, compress: false });
    index.push({
      key,
      file,
      name: row.name.slice(0, 200),
      sourceFileName: row.sourceFileName.slice(0, 200),
      mimeType: row.mimeType,
      width: row.width,
      height: row.height,
      kind: row.kind,
      checksum: sha256(bytes),
    });
  }
}

/** The workspace's attachment files used by these documents' blocks, each once. */
async function collectFiles(teamId: string, docs: ExportableDocument[], keys: Map<string, string>, index: FilesIndex["files"], files: ArchiveFile[], budget: Budget) {
  const ids = [...new Set(docs.flatMap((doc) => doc.segments.flatMap((segment) => segment.miscFileList)))].filter((id) => !keys.has(id));
  if (!ids.length) return;
  const rows = await db.miscFile.findMany({ where: { id: { in: ids }, teamId }, select: { id: true, sourceFileName: true, mimeType: true, storageKey: true } });
  const byId = new Map(rows.map((row) => [row.id, row]));
  for (const id of ids) {
    const row = byId.get(id);
    const bytes = row ? await getObject(row.storageKey) : null;
    if (!row || !bytes) continue;
    const key = `f${keys.size + 1}`;
    keys.set(id, key);
    const file = `files/${key}`;
    budget.add(bytes.length);
    files.push({ name: file, bytes, compress: true });
    index.push({ key, file, sourceFileName: row.sourceFileName.slice(0, 200) || "file", mimeType: row.mimeType.slice(0, 100) || "application/octet-stream", checksum: sha256(bytes) });
  }
}

/**
 * One document (the route has checked the caller may export it). Its private note goes in only when
 * `requesterId` is the document's owner; members and the super admin get the file without it.
 */
export async function exportDocument(documentId: string, requesterId: string | null) {
  const doc = await db.document.findUnique({ where: { id: documentId }, select: { id: true, teamId: true, ownerId: true, title: true, deletedAt: true } });
  if (!doc || doc.deletedAt) throw notFound();
  const privateNotesOf = requesterId !== null && doc.ownerId === requesterId ? new Set([doc.id]) : undefined;
  return { bytes: await buildArchive(doc.teamId, [doc.id], { privateNotesOf }), filename: doc.title };
}

/**
 * Every document of a workspace that is not deleted (archived ones, templates and team templates
 * included). Private notes never go in: they belong to each document's owner, not to the workspace.
 */
export async function exportTeamDocuments(teamId: string) {
  // Saved blocks (content templates) are their owner's own, like a private note: not the workspace's.
  const where = { teamId, deletedAt: null, templateType: { notIn: ["SNAPSHOT" as const, "CONTENT_TEMPLATE" as const] } };
  const count = await db.document.count({ where });
  if (count > MAX_DOCUMENTS) throw new AppError("PAYLOAD_TOO_LARGE", "exportTooManyDocuments", { count: MAX_DOCUMENTS });
  const team = await db.team.findUniqueOrThrow({ where: { id: teamId }, select: { name: true } });
  const ids = await db.document.findMany({ where, select: { id: true }, orderBy: [{ createdAt: "asc" }, { id: "asc" }], take: MAX_DOCUMENTS });
  return { bytes: await buildArchive(teamId, ids.map((d) => d.id)), filename: team.name };
}

/** `attachment` with the name in both forms: a plain ASCII fallback and the exact UTF-8 name (RFC 6266 / 5987). */
export function attachmentHeader(baseName: string): string {
  const cleaned = baseName.replace(/[\u0000-\u001f\u007f"\\/:*?<>|]+/g, " ").replace(/\s+/g, " ").trim().slice(0, 150) || "document";
  return attachmentDisposition(`${cleaned}${FILE_EXTENSION}`);
}

/** The download answer of an export. */
export function archiveResponse(archive: { bytes: Uint8Array; filename: string }): Response {
  return new Response(new Uint8Array(archive.bytes), {
    headers: {
      "content-type": ARCHIVE_MIME_TYPE,
      "content-disposition": attachmentHeader(archive.filename),
      "content-length": String(archive.bytes.length),
      "cache-control": "no-store",
      "x-content-type-options": "nosniff",
    },
  });
}

/**
 * Who may export a document: members of its workspace who can see it (lib/auth/policy) and the super
 * admin. A published team template is visible to everyone signed in, but only to create documents
 * from: outsiders get 404, as for a document they cannot see.
 */
export async function requireDocumentExporter(actor: Actor, documentId: string): Promise<DocumentAccess> {
  const access = await requireDocumentViewer(actor, documentId);
  if (!access.membership && !isSuperAdmin(actor.user)) throw notFound();
  return access;
}
