import { db } from "@/lib/db/client";
import { notFound } from "@/lib/http/errors";
import { convertImage, openImage, readImageUpload, type UploadedImage } from "./image-upload";
import { storeMediaFile } from "./media-files";

// Image storage rules (workspace spec §9): jpg, jpeg, gif and png at most 2000x2000 keeping their
// aspect, jpeg at quality 0.9, gif and png not recompressed (only resized when too large), heic and
// heif converted. Orientation is applied and metadata (location included) is dropped.
export const LIBRARY_MAX_SIDE = 2000;
const LIBRARY_FILE_NAME = "original";
const JPEG_QUALITY = 90;

interface Processed {
  output: Buffer;
  mimeType: string;
  extension: string;
  width: number;
  height: number;
}

async function processForLibrary(image: UploadedImage): Promise<Processed> {
  const fits = image.width <= LIBRARY_MAX_SIDE && image.height <= LIBRARY_MAX_SIDE;
  const resize = { width: LIBRARY_MAX_SIDE, height: LIBRARY_MAX_SIDE, fit: "inside" as const, withoutEnlargement: true };
  if (image.format === "png" || image.format === "gif") {
    const mimeType = `image/${image.format}`;
    if (fits) return { output: image.bytes, mimeType, extension: image.format, width: image.width, height: image.height };
    const pipeline = image.format === "gif" ? openImage(image.bytes).resize(resize).gif() : openImage(image.bytes).resize(resize).png();
    const { data, info } = await convertImage(() => pipeline.toBuffer({ resolveWithObject: true }));
    return { output: data, mimeType, extension: image.format, width: info.width, height: info.height };
  }
  // jpeg, webp, heif, bmp: one re-encode as JPEG (rotated upright, metadata dropped).
  const { data, info } = await convertImage(() =>
    openImage(image.bytes).rotate().resize(resize).jpeg({ quality: JPEG_QUALITY, mozjpeg: true }).toBuffer({ resolveWithObject: true }),
  );
  return { output: data, mimeType: "image/jpeg", extension: "jpg", width: info.width, height: info.height };
}

/**
 * Adds an uploaded image to a workspace's media library and answers its id. The same file uploaded
 * again is not stored twice: its existing row is returned, and restored if it had been deleted.
 */
export async function uploadLibraryImage(input: { teamId: string; userId: string; file: File; albumId?: string | null }): Promise<string> {
  if (input.albumId) {
    const album = await db.album.findFirst({ where: { id: input.albumId, teamId: input.teamId }, select: { id: true } });
    if (!album) throw notFound();
  }
  const image = await readImageUpload(input.file);
  // Only library originals count: logos, favicons and profile photos are stored transformed, and
  // removing one of those must never take a library image with it.
  const existing = await db.media.findFirst({
    where: { teamId: input.teamId, checksum: image.checksum, kind: "IMAGE", storageKey: { contains: `/${LIBRARY_FILE_NAME}.` } },
    select: { id: true, deleted: true },
  });
  if (existing) {
    if (existing.deleted) await db.media.update({ where: { id: existing.id }, data: { deleted: false, deletedAt: null } });
    return existing.id;
  }
  const processed = await processForLibrary(image);
  const { id } = await storeMediaFile(image, processed.output, {
    teamId: input.teamId,
    uploadedById: input.userId,
    name: image.fileName.replace(/\.[^.]+$/, "") || "image",
    storedAs: `${LIBRARY_FILE_NAME}.${processed.extension}`,
    mimeType: processed.mimeType,
    width: processed.width,
    height: processed.height,
  });
  if (input.albumId) await db.media.update({ where: { id }, data: { albumId: input.albumId } });
  return id;
}

/** A media item for a member of its workspace, with its stored file's key. */
export function findMediaForDownload(mediaId: string) {
  return db.media.findUnique({ where: { id: mediaId }, select: { teamId: true, storageKey: true, mimeType: true, checksum: true, sourceFileName: true } });
}
