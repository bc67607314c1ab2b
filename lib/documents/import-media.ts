import { createHash } from "node:crypto";
import { requireQuotaLeft } from "@/lib/media/quota";
import type { Metadata } from "sharp";
import { db } from "@/lib/db/client";
import type { MediaKind, Prisma } from "@/lib/db/generated/client";
import { miscFileKey } from "@/lib/misc-files/storage-key";
import { AppError } from "@/lib/http/errors";
import { MAX_INPUT_PIXELS, MAX_UPLOAD_BYTES, openImage } from "@/lib/media/image-upload";
import { deleteStoredFiles } from "@/lib/media/media-files";
import { putObject } from "@/lib/storage";
import { IMAGE_EXTENSIONS } from "./archive-format";
import { newRowId } from "./import-rows";

// Media and attachment files brought into a workspace by an import or by a document created from a
// team template of another workspace. The files are written first, under generated keys (never a
// name from the archive); the rows are written by the caller's transaction with the documents; if
// that fails, the files are removed again (discardStagedUploads).

/** Image storage rules (workspace spec §9): 2000 px, floor plans 4000 px. */
const MAX_SIDE: Record<MediaKind, number> = { IMAGE: 2000, LANDING: 2000, FLOOR_PLAN: 4000 };
const ALLOWED_FORMATS = new Set(["jpeg", "png", "gif", "webp", "heif", "bmp"]);
/** Library originals are stored as `media/<team>/<media>/original.<ext>`; the library's own dedupe looks for that name. */
const STORED_AS = "original";

export interface IncomingMedia {
  /** The caller's name for it: a media.json key, or the id of the media being copied. */
  ref: string;
  bytes: Buffer;
  /** sha256 the workspace's library knows the image by (same file uploaded again = same media). */
  checksum: string;
  name: string;
  sourceFileName: string;
  mimeType: string;
  extension: string;
  width: number;
  height: number;
  kind: MediaKind;
}

export interface IncomingFile {
  ref: string;
  bytes: Buffer;
  checksum: string;
  sourceFileName: string;
  mimeType: string;
}

export interface StagedUploads {
  mediaIdByRef: Map<string, string>;
  fileIdByRef: Map<string, string>;
  mediaRows: Prisma.MediaCreateManyInput[];
  fileRows: Prisma.MiscFileCreateManyInput[];
  /** Existing media of the workspace that were soft-deleted and are used again: restored with the rows. */
  restoreMediaIds: string[];
  /** Storage keys written, removed again if the rows are not written. */
  writtenKeys: string[];
}

export const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

const badImage = (name: string) => new AppError("INVALID_INPUT", "importBadImage", { name });

/**
 * The checks every uploaded image passes (lib/media/image-upload.ts: sharp reads the bytes, the
 * format must be an image format, the pixel count is capped), then the library's storage rules:
 * an image that already fits them (JPEG, PNG, GIF or WebP within the size limit, no EXIF, XMP or
 * IPTC metadata) is kept byte for byte, anything else is converted the way the library converts
 * uploads (oriented, metadata dropped, at most 2000 px; JPEG at quality 90).
 */
export async function checkImportedImage(bytes: Buffer, kind: MediaKind, name: string) {
  if (bytes.length === 0 || bytes.length > MAX_UPLOAD_BYTES) throw badImage(name);
  let meta: Metadata;
  try {
    meta = await openImage(bytes).metadata();
  } catch {
    throw badImage(name);
  }
  if (!meta.format || !ALLOWED_FORMATS.has(meta.format) || !meta.width || !meta.height) throw badImage(name);
  if (meta.width * meta.height > MAX_INPUT_PIXELS) throw badImage(name);
  const maxSide = MAX_SIDE[kind];
  const clean = !meta.exif && !meta.xmp && !meta.iptc && (meta.orientation ?? 1) === 1;
  const fits = meta.width <= maxSide && meta.height <= maxSide;
  if (clean && fits && ["jpeg", "png", "gif", "webp"].includes(meta.format)) {
    const mimeType = `image/${meta.format}`;
    return { bytes, mimeType, extension: IMAGE_EXTENSIONS[mimeType], width: meta.width, height: meta.height };
  }
  const resize = { width: maxSide, height: maxSide, fit: "inside" as const, withoutEnlargement: true };
  try {
    const keepFormat = meta.format === "png" || meta.format === "gif";
    const pipeline = openImage(bytes).rotate().resize(resize);
    const converted = keepFormat ? (meta.format === "gif" ? pipeline.gif() : pipeline.png()) : pipeline.jpeg({ quality: 90, mozjpeg: true });
    const { data, info } = await converted.toBuffer({ resolveWithObject: true });
    const mimeType = keepFormat ? `image/${meta.format}` : "image/jpeg";
    return { bytes: data, mimeType, extension: IMAGE_EXTENSIONS[mimeType], width: info.width, height: info.height };
  } catch {
    throw badImage(name);
  }
}

/**
 * Writes the files of new media and attachments of a workspace. Media the workspace's library
 * already holds (same checksum) are reused instead of stored twice, as a library upload would.
 */
export async function stageUploads(input: { teamId: string; userId: string; media: IncomingMedia[]; files: IncomingFile[] }): Promise<StagedUploads> {
  const staged: StagedUploads = { mediaIdByRef: new Map(), fileIdByRef: new Map(), mediaRows: [], fileRows: [], restoreMediaIds: [], writtenKeys: [] };
  const existingMedia = input.media.length
    ? await db.media.findMany({
        where: { teamId: input.teamId, kind: "IMAGE", checksum: { in: [...new Set(input.media.map((m) => m.checksum))] }, storageKey: { contains: `/${STORED_AS}.` } },
        select: { id: true, checksum: true, deleted: true },
        orderBy: { createdAt: "asc" },
      })
    : [];
  const existingFiles = input.files.length
    ? await db.miscFile.findMany({
        where: { teamId: input.teamId, checksum: { in: [...new Set(input.files.map((f) => f.checksum))] } },
        select: { id: true, checksum: true },
        orderBy: { createdAt: "asc" },
      })
    : [];
  const mediaByChecksum = new Map<string, string>();
  for (const media of existingMedia) if (!mediaByChecksum.has(`IMAGE:${media.checksum}`)) mediaByChecksum.set(`IMAGE:${media.checksum}`, media.id);
  const deleted = new Set(existingMedia.filter((media) => media.deleted).map((media) => media.id));
  const fileByChecksum = new Map(existingFiles.map((file) => [file.checksum, file.id]));
  // What is not stored yet must fit in the workspace's disk space.
  const newBytes =
    input.media.filter((media) => !mediaByChecksum.has(`${media.kind}:${media.checksum}`)).reduce((sum, media) => sum + media.bytes.length, 0) +
    input.files.filter((file) => !fileByChecksum.has(file.checksum)).reduce((sum, file) => sum + file.bytes.length, 0);
  await requireQuotaLeft(input.teamId, newBytes);

  try {
    for (const media of input.media) {
      const dedupeKey = `${media.kind}:${media.checksum}`;
      const known = mediaByChecksum.get(dedupeKey);
      if (known) {
        staged.mediaIdByRef.set(media.ref, known);
        if (deleted.has(known) && !staged.restoreMediaIds.includes(known)) staged.restoreMediaIds.push(known);
        continue;
      }
      const id = newRowId();
      const storageKey = `media/${input.teamId}/${id}/${STORED_AS}.${media.extension}`;
      staged.writtenKeys.push(storageKey);
      await putObject(storageKey, media.bytes);
      staged.mediaRows.push({
        id,
        teamId: input.teamId,
        name: media.name,
        sourceFileName: media.sourceFileName,
        mimeType: media.mimeType,
        width: media.width,
        height: media.height,
        sizeBytes: BigInt(media.bytes.length),
        checksum: media.checksum,
        storageKey,
        kind: media.kind,
        uploadedById: input.userId,
      });
      mediaByChecksum.set(dedupeKey, id);
      staged.mediaIdByRef.set(media.ref, id);
    }
    for (const file of input.files) {
      const known = fileByChecksum.get(file.checksum);
      if (known) {
        staged.fileIdByRef.set(file.ref, known);
        continue;
      }
      const id = newRowId();
      const storageKey = miscFileKey(input.teamId, id);
      staged.writtenKeys.push(storageKey);
      await putObject(storageKey, file.bytes);
      staged.fileRows.push({
        id,
        teamId: input.teamId,
        sourceFileName: file.sourceFileName,
        mimeType: file.mimeType,
        sizeBytes: BigInt(file.bytes.length),
        storageKey,
        checksum: file.checksum,
        uploadedById: input.userId,
      });
      fileByChecksum.set(file.checksum, id);
      staged.fileIdByRef.set(file.ref, id);
    }
  } catch (error) {
    await discardStagedUploads(staged);
    throw error;
  }
  return staged;
}

/** The rows of staged uploads, inside the caller's transaction. */
export async function commitStagedUploads(tx: Prisma.TransactionClient, staged: StagedUploads): Promise<void> {
  if (staged.mediaRows.length) await tx.media.createMany({ data: staged.mediaRows });
  if (staged.fileRows.length) await tx.miscFile.createMany({ data: staged.fileRows });
  if (staged.restoreMediaIds.length) await tx.media.updateMany({ where: { id: { in: staged.restoreMediaIds } }, data: { deleted: false, deletedAt: null } });
}

/** Removes the files of uploads whose rows were not written. */
export async function discardStagedUploads(staged: StagedUploads): Promise<void> {
  await deleteStoredFiles(staged.writtenKeys);
}

/** Stages uploads, runs `write` (which must call commitStagedUploads in its transaction), and removes the files if it fails. */
export async function withStagedUploads<T>(
  input: Parameters<typeof stageUploads>[0],
  write: (staged: StagedUploads) => Promise<T>,
): Promise<T> {
  const staged = await stageUploads(input);
  try {
    return await write(staged);
  } catch (error) {
    await discardStagedUploads(staged);
    throw error;
  }
}
