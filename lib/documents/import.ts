import type { Actor } from "@/lib/auth/actor";
import { hasModule } from "@/lib/auth/policy";
import { db } from "@/lib/db/client";
import type { Prisma, TemplateType } from "@/lib/db/generated/client";
import { AppError } from "@/lib/http/errors";
import { MAX_UPLOAD_BYTES, MAX_UPLOAD_LABEL } from "@/lib/media/limits";
import type { z } from "zod";
import {
  ACCEPTED_EXTENSIONS,
  documentFileSchema,
  FILES_INDEX_PATH,
  filesIndexSchema,
  FORMAT_NAME,
  FORMAT_VERSION,
  MANIFEST_PATH,
  manifestHeadSchema,
  manifestSchema,
  MEDIA_INDEX_PATH,
  mediaIndexSchema,
  type DocumentFile,
  type FilesIndexEntry,
  type MediaIndexEntry,
} from "./archive-format";
import { attachmentMimeType } from "./attachment-type";
import { findUnsafeCss } from "./custom-css";
import { ArchiveEntries, refuse, type EntrySource } from "./import-entries";
import { checkImportedImage, commitStagedUploads, sha256, withStagedUploads, type IncomingFile, type IncomingMedia } from "./import-media";
import { documentRows, insertDocumentRows, LARGE_WRITE_TRANSACTION, newRowId, segmentMediaRefs } from "./import-rows";

// POST /api/team/{id}/document-import: recreates every document of an export file (or a .zip of
// the same layout) in a workspace, with fresh ids, the caller as owner, and the media and files it
// uses stored as the workspace's own. The whole file is read and checked first; only then are files
// written and rows inserted, the rows in one transaction. A refused file changes nothing.

export interface ImportedDocument {
  id: string;
  title: string;
}

/** Where zod found the first problem, for the message: "segments.3.segmentType". */
function firstIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  return issue?.path.length ? issue.path.map(String).join(".").slice(0, 120) : "(root)";
}

function parseOrRefuse<S extends z.ZodType>(schema: S, value: unknown, name: string): z.output<S> {
  let result: z.ZodSafeParseResult<z.output<S>>;
  try {
    result = schema.safeParse(value) as z.ZodSafeParseResult<z.output<S>>;
  } catch {
    throw refuse("importInvalidDocument", { name, detail: "(root)" });
  }
  if (!result.success) throw refuse("importInvalidDocument", { name, detail: firstIssue(result.error) });
  return result.data;
}

export const hasAcceptedExtension = (fileName: string) => ACCEPTED_EXTENSIONS.some((extension) => fileName.toLowerCase().endsWith(extension));

export interface CheckedFile {
  documents: { path: string; file: DocumentFile }[];
  media: IncomingMedia[];
  files: IncomingFile[];
}

/** Reads and checks the whole archive; nothing is written. */
async function readExportFile(bytes: Uint8Array): Promise<CheckedFile> {
  const archive = new ArchiveEntries(bytes);
  if (!archive.has(MANIFEST_PATH)) throw refuse("importNoManifest");
  const rawManifest = archive.readJson(MANIFEST_PATH);
  const head = manifestHeadSchema.safeParse(rawManifest);
  if (!head.success) throw refuse("importBadManifest");
  if (head.data.format !== FORMAT_NAME) throw refuse("importUnknownFormat");
  if (head.data.version !== FORMAT_VERSION) throw refuse("importUnsupportedVersion", { version: String(head.data.version).slice(0, 20), supported: FORMAT_VERSION });
  const manifest = manifestSchema.safeParse(rawManifest);
  if (!manifest.success) throw refuse("importBadManifest");
  return readDocumentEntries(archive, manifest.data.documents.map(({ path }) => path));
}

/**
 * Reads and checks the named document.json entries of a source, with the media and files they use
 * (media.json and files.json at the source's top, when present); nothing is written. The archive
 * import names the manifest's documents; the design templates' starter set names its own.
 */
export async function readDocumentEntries(archive: EntrySource, paths: string[]): Promise<CheckedFile> {
  const mediaIndex = archive.has(MEDIA_INDEX_PATH) ? parseOrRefuse(mediaIndexSchema, archive.readJson(MEDIA_INDEX_PATH), MEDIA_INDEX_PATH).media : [];
  const filesIndex = archive.has(FILES_INDEX_PATH) ? parseOrRefuse(filesIndexSchema, archive.readJson(FILES_INDEX_PATH), FILES_INDEX_PATH).files : [];
  const mediaByKey = uniqueByKey(mediaIndex, MEDIA_INDEX_PATH);
  const filesByKey = uniqueByKey(filesIndex, FILES_INDEX_PATH);

  const documents: CheckedFile["documents"] = [];
  const documentKeys = new Set<string>();
  for (const path of paths) {
    const file = parseOrRefuse(documentFileSchema, archive.readJson(path), path);
    if (documentKeys.has(file.key)) throw refuse("importInvalidDocument", { name: path, detail: "key" });
    documentKeys.add(file.key);
    if (file.thumbnail && !mediaByKey.has(file.thumbnail)) throw refuse("importInvalidDocument", { name: path, detail: "thumbnail" });
    file.segments.forEach((segment, index) => {
      if (segment.imageList.some((key) => !mediaByKey.has(key))) throw refuse("importInvalidDocument", { name: path, detail: `segments.${index}.imageList` });
      if (segment.miscFileList.some((key) => !filesByKey.has(key))) throw refuse("importInvalidDocument", { name: path, detail: `segments.${index}.miscFileList` });
    });
    // Custom CSS ends up in a <style> element: the same rule as set-custom-css.
    if (file.customCss && findUnsafeCss(file.customCss)) throw refuse("importInvalidDocument", { name: path, detail: "customCss" });
    documents.push({ path, file });
  }

  // Only what the documents use is read, checked and stored.
  // Media keys inside block content count too; one media.json does not hold is dropped there (documentRows: no image).
  const usedMedia = new Set(documents.flatMap(({ file }) => [...(file.thumbnail ? [file.thumbnail] : []), ...file.segments.flatMap(segmentMediaRefs)]));
  const media: IncomingMedia[] = [];
  for (const entry of mediaIndex) {
    if (!usedMedia.has(entry.key)) continue;
    media.push(await readMedia(archive, entry));
  }
  const usedFiles = new Set(documents.flatMap(({ file }) => file.segments.flatMap((s) => s.miscFileList)));
  const files: IncomingFile[] = filesIndex.filter((entry) => usedFiles.has(entry.key)).map((entry) => readAttachment(archive, entry));
  return { documents, media, files };
}

function uniqueByKey<T extends { key: string }>(entries: T[], name: string): Map<string, T> {
  const byKey = new Map<string, T>();
  for (const entry of entries) {
    if (byKey.has(entry.key)) throw refuse("importInvalidDocument", { name, detail: entry.key });
    byKey.set(entry.key, entry);
  }
  return byKey;
}

async function readMedia(archive: EntrySource, entry: MediaIndexEntry): Promise<IncomingMedia> {
  const raw = Buffer.from(archive.read(entry.file, MAX_UPLOAD_BYTES, () => refuse("importBadImage", { name: entry.key })));
  const checksum = sha256(raw);
  if (checksum !== entry.checksum) throw refuse("importDamaged");
  // The type, size and dimensions come from the bytes, never from media.json.
  const image = await checkImportedImage(raw, entry.kind, entry.key);
  return {
    ref: entry.key,
    bytes: image.bytes,
    checksum,
    name: entry.name.trim() || entry.key,
    sourceFileName: (entry.sourceFileName ?? entry.name).trim() || `${entry.key}.${image.extension}`,
    mimeType: image.mimeType,
    extension: image.extension,
    width: image.width,
    height: image.height,
    kind: entry.kind,
  };
}

function readAttachment(archive: EntrySource, entry: FilesIndexEntry): IncomingFile {
  const bytes = Buffer.from(archive.read(entry.file, MAX_UPLOAD_BYTES, () => new AppError("INVALID_INPUT", "maxFileSize", { size: MAX_UPLOAD_LABEL })));
  const checksum = sha256(bytes);
  if (checksum !== entry.checksum) throw refuse("importDamaged");
  // files.json's type is the archive maker's claim: kept only when allowed and the bytes agree.
  return { ref: entry.key, bytes, checksum, sourceFileName: entry.sourceFileName, mimeType: attachmentMimeType(entry.mimeType, bytes) };
}

/**
 * Team templates stay team templates for users who have the team-templates module; for others they
 * come in as their own templates (the module gates making team templates, an import must not bypass it).
 */
function importedTemplateType(file: DocumentFile, actor: Actor): TemplateType {
  if (file.templateType === "TEAM_TEMPLATE" && !hasModule(actor, "team-templates")) return "TEMPLATE";
  return file.templateType;
}

export async function importDocuments(input: { actor: Actor; teamId: string; file: File }): Promise<{ documents: ImportedDocument[] }> {
  if (!hasAcceptedExtension(input.file.name)) throw refuse("importBadFileType");
  const bytes = new Uint8Array(await input.file.arrayBuffer());
  const checked = await readExportFile(bytes);
  return writeImportedDocuments(checked, { teamId: input.teamId, ownerId: input.actor.user.id, templateType: (file) => importedTemplateType(file, input.actor) });
}

export interface ImportTarget {
  teamId: string;
  ownerId: string;
  templateType: (file: DocumentFile) => TemplateType;
  /**
   * Runs inside the transaction that writes the rows, after them (the starter set records its
   * definitions there). Throwing rolls everything back, the stored files included.
   */
  inTransaction?: (tx: Prisma.TransactionClient, documents: (ImportedDocument & { path: string })[]) => Promise<void>;
}

/** Stores checked documents in a workspace: media and files first, then every row in one transaction. */
export async function writeImportedDocuments(checked: CheckedFile, target: ImportTarget): Promise<{ documents: ImportedDocument[] }> {
  const ids = new Map(checked.documents.map(({ file }) => [file.key, newRowId()]));
  const types = new Map(checked.documents.map(({ file }) => [file.key, target.templateType(file)]));
  const imported = checked.documents.map(({ path, file }) => ({ id: ids.get(file.key)!, title: file.title, path }));
  return withStagedUploads({ teamId: target.teamId, userId: target.ownerId, media: checked.media, files: checked.files }, async (staged) => {
    const rows = checked.documents.map(({ file }) => {
      const templateType = types.get(file.key)!;
      const original = file.teamTemplate.original;
      // The link to the original survives when that team template came in the same file.
      const originalId = templateType === "DOCUMENT_FROM_TEAM_TEMPLATE" && original && types.get(original) === "TEAM_TEMPLATE" ? ids.get(original)! : null;
      return documentRows(file, {
        documentId: ids.get(file.key)!,
        teamId: target.teamId,
        ownerId: target.ownerId,
        templateType,
        originalTeamTemplateDocId: originalId,
        mediaId: (key) => staged.mediaIdByRef.get(key),
        fileId: (key) => staged.fileIdByRef.get(key),
      });
    });
    await db.$transaction(async (tx) => {
      await commitStagedUploads(tx, staged);
      await insertDocumentRows(tx, rows);
      await target.inTransaction?.(tx, imported);
    }, LARGE_WRITE_TRANSACTION);
    return { documents: imported.map(({ id, title }) => ({ id, title })) };
  });
}
