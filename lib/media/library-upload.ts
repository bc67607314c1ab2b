import { db } from "@/lib/db/client";
import type { MediaKind } from "@/lib/db/generated/client";
import { mediaUrl } from "@/lib/documents/view";
import { notFound } from "@/lib/http/errors";
import type { MediaUploadPurpose } from "./contracts";
import type { SavedFile } from "@/lib/http/multipart-stream";
import { convertImage, openImage, readImageFile, readImageUpload, sourceBytes, sourceSize, type UploadedImage } from "./image-upload";
import { storeMediaFile } from "./media-files";
import { withProcessingSlot } from "./processing-slots";
import { requireQuotaLeft } from "./quota";

// Image storage rules (workspace spec §9): jpg, jpeg, gif and png at most 2000x2000 keeping their
// aspect, jpeg at quality 0.9, gif and png not recompressed (only resized when too large), heic and
// heif converted. Floor plans (the floor-plan block) keep more detail: up to 4000x4000, jpeg at 0.95.
// Orientation is applied and metadata (location included) is dropped.

/** How one kind of upload is stored. */
export interface StorageRules {
  /** The stored image fits inside maxWidth x maxHeight (keeping its aspect, never enlarged). */
  maxWidth: number;
  maxHeight: number;
  /** sharp's JPEG quality, 1..100. */
  jpegQuality: number;
  /**
   * The stored file's name (before the extension). Deduplication looks for it, so the same bytes
   * uploaded as a floor plan never answer the 2000 px library original, nor the other way round.
   */
  fileName: string;
  kind: MediaKind;
}

export const LIBRARY_RULES: StorageRules = { maxWidth: 2000, maxHeight: 2000, jpegQuality: 90, fileName: "original", kind: "IMAGE" };
export const FLOOR_PLAN_RULES: StorageRules = { maxWidth: 4000, maxHeight: 4000, jpegQuality: 95, fileName: "floorplan", kind: "FLOOR_PLAN" };
/** A share's landing background (spec §9): at most 2000x1100 at 0.95; under 1400x900 the share dialog warns. */
export const LANDING_RULES: StorageRules = { maxWidth: 2000, maxHeight: 1100, jpegQuality: 95, fileName: "landing", kind: "LANDING" };

/** What an upload is for (the multipart `purpose` field; absent: the media library). */
export type UploadPurpose = "library" | MediaUploadPurpose;
const RULES: Record<UploadPurpose, StorageRules> = { library: LIBRARY_RULES, floorPlan: FLOOR_PLAN_RULES, landing: LANDING_RULES };

interface Processed {
  output: Buffer;
  mimeType: string;
  extension: string;
  width: number;
  height: number;
}

async function processImage(image: UploadedImage, rules: StorageRules): Promise<Processed> {
  const { maxWidth, maxHeight } = rules;
  const fits = image.width <= maxWidth && image.height <= maxHeight;
  const resize = { width: maxWidth, height: maxHeight, fit: "inside" as const, withoutEnlargement: true };
  if (image.format === "png" || image.format === "gif") {
    const mimeType = `image/${image.format}`;
    if (fits) return { output: await sourceBytes(image), mimeType, extension: image.format, width: image.width, height: image.height };
    const pipeline = image.format === "gif" ? openImage(image.source).resize(resize).gif() : openImage(image.source).resize(resize).png();
    const { data, info } = await convertImage(() => pipeline.toBuffer({ resolveWithObject: true }));
    return { output: data, mimeType, extension: image.format, width: info.width, height: info.height };
  }
  // jpeg, webp, heif, bmp: one re-encode as JPEG (rotated upright, metadata dropped).
  const { data, info } = await convertImage(() =>
    openImage(image.source).rotate().resize(resize).jpeg({ quality: rules.jpegQuality, mozjpeg: true }).toBuffer({ resolveWithObject: true }),
  );
  return { output: data, mimeType: "image/jpeg", extension: "jpg", width: info.width, height: info.height };
}

/**
 * Adds an uploaded image to a workspace and answers its id: a media library image, or a floor plan
 * (`purpose: "floorPlan"`, stored larger and kept out of the library's list). The same file uploaded
 * again for the same purpose is not stored twice: its existing row is returned, and restored if it
 * had been deleted. A new file is refused (`errors.diskQuotaFull`) once the workspace's quota is full.
 */
export async function uploadLibraryImage(input: {
  teamId: string;
  userId: string;
  /** A file of a parsed form, or a streamed upload's temporary file (lib/http/multipart-stream). */
  file: File | SavedFile;
  albumId?: string | null;
  purpose?: UploadPurpose;
}): Promise<string> {
  const rules = RULES[input.purpose ?? "library"];
  if (input.albumId) {
    const album = await db.album.findFirst({ where: { id: input.albumId, teamId: input.teamId }, select: { id: true } });
    if (!album) throw notFound();
  }
  const image = input.file instanceof File ? await readImageUpload(input.file) : await readImageFile(input.file);
  // Only files stored by these same rules count: logos, favicons and profile photos are stored
  // transformed, and removing one of those must never take a library image with it.
  const existing = await db.media.findFirst({
    where: { teamId: input.teamId, checksum: image.checksum, kind: rules.kind, storageKey: { contains: `/${rules.fileName}.` } },
    select: { id: true, deleted: true },
  });
  if (existing) {
    if (existing.deleted) await db.media.update({ where: { id: existing.id }, data: { deleted: false, deletedAt: null } });
    return existing.id;
  }
  // A file already stored costs nothing more, so only new files meet the quota.
  await requireQuotaLeft(input.teamId, await sourceSize(image));
  const processed = await withProcessingSlot(() => processImage(image, rules));
  const { id } = await storeMediaFile(image, processed.output, {
    teamId: input.teamId,
    uploadedById: input.userId,
    name: image.fileName.replace(/\.[^.]+$/, "") || "image",
    storedAs: `${rules.fileName}.${processed.extension}`,
    mimeType: processed.mimeType,
    width: processed.width,
    height: processed.height,
    kind: rules.kind,
  });
  if (input.albumId) await db.media.update({ where: { id }, data: { albumId: input.albumId } });
  return id;
}

/** A media item for a member of its workspace, with its stored file's key. */
export function findMediaForDownload(mediaId: string) {
  return db.media.findUnique({ where: { id: mediaId }, select: { teamId: true, storageKey: true, mimeType: true, checksum: true, sourceFileName: true } });
}

/**
 * GET /api/media/checksum/{hash}: a library image (not deleted) with this checksum in one of the
 * user's workspaces (accepted memberships), or only in `teamId` when given (the route checks that
 * membership first). Null when there is none. Same rows the upload dedupes against, so a client
 * that finds one can skip the upload.
 */
export async function findLibraryImageByChecksum(userId: string, checksum: string, teamId?: string) {
  const row = await db.media.findFirst({
    where: {
      checksum,
      deleted: false,
      kind: LIBRARY_RULES.kind,
      storageKey: { contains: `/${LIBRARY_RULES.fileName}.` },
      team: { members: { some: { userId, acceptedAt: { not: null } } } },
      ...(teamId ? { teamId } : {}),
    },
    orderBy: { createdAt: "asc" },
    select: { id: true, teamId: true, name: true },
  });
  return row ? { _id: row.id, id: row.id, team: row.teamId, name: row.name, url: mediaUrl(row.id) ?? "" } : null;
}
