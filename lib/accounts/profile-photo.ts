import { createHash } from "node:crypto";
import sharp from "sharp";
import { db } from "@/lib/db/client";
import { AppError } from "@/lib/http/errors";
import { deleteObject, getObject, putObject } from "@/lib/storage/local-disk";

export const MAX_UPLOAD_BYTES = 20 * 1024 * 1024;
const PHOTO_SIZE = 512;
// sharp reads the bytes themselves, so a file that only claims to be an image is refused.
const IMAGE_FORMATS = new Set(["jpeg", "png", "gif", "webp", "heif", "bmp"]);
const MAX_INPUT_PIXELS = 50_000_000; // refuses decompression bombs

/**
 * Stores a profile photo as a 512x512 WebP in the user's first workspace's media (the spec's
 * image picker offers team media for profile photos too), and points the user at it.
 */
export async function setProfilePhoto(userId: string, file: File) {
  if (file.size === 0) throw new AppError("INVALID_INPUT", "imageOnly");
  if (file.size > MAX_UPLOAD_BYTES) throw new AppError("PAYLOAD_TOO_LARGE", "maxFileSize", { size: "20 MB" });
  const input = Buffer.from(await file.arrayBuffer());
  let output: Buffer;
  try {
    const meta = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
    if (!meta.format || !IMAGE_FORMATS.has(meta.format)) throw new Error("not an image");
    output = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize(PHOTO_SIZE, PHOTO_SIZE, { fit: "cover" })
      .webp({ quality: 85 })
      .toBuffer();
  } catch {
    throw new AppError("INVALID_INPUT", "imageOnly");
  }
  const membership = await db.member.findFirst({ where: { userId, acceptedAt: { not: null } }, orderBy: { createdAt: "asc" }, select: { teamId: true } });
  if (!membership) throw new AppError("FORBIDDEN", "forbidden");

  const media = await db.media.create({
    data: {
      teamId: membership.teamId,
      name: "Profile photo",
      sourceFileName: file.name.slice(0, 200) || "profile-photo",
      mimeType: "image/webp",
      width: PHOTO_SIZE,
      height: PHOTO_SIZE,
      sizeBytes: BigInt(output.length),
      checksum: createHash("sha256").update(input).digest("hex"),
      storageKey: "pending",
      uploadedById: userId,
    },
  });
  const storageKey = `media/${membership.teamId}/${media.id}/photo.webp`;
  await putObject(storageKey, output);
  const previous = await db.user.findUniqueOrThrow({ where: { id: userId }, select: { imageId: true } });
  await db.$transaction([
    db.media.update({ where: { id: media.id }, data: { storageKey } }),
    db.user.update({ where: { id: userId }, data: { imageId: media.id } }),
  ]);
  if (previous.imageId) await removeMedia(previous.imageId);
  return `/api/user/${userId}/profile-photo`;
}

async function removeMedia(mediaId: string) {
  const media = await db.media.findUnique({ where: { id: mediaId }, select: { storageKey: true } });
  if (!media) return;
  await db.media.delete({ where: { id: mediaId } });
  await deleteObject(media.storageKey);
}

export async function removeProfilePhoto(userId: string) {
  const { imageId } = await db.user.findUniqueOrThrow({ where: { id: userId }, select: { imageId: true } });
  if (!imageId) return;
  await db.user.update({ where: { id: userId }, data: { imageId: null } });
  await removeMedia(imageId);
}

export async function readProfilePhoto(userId: string): Promise<Buffer | null> {
  const user = await db.user.findUnique({ where: { id: userId }, select: { image: { select: { storageKey: true } } } });
  return user?.image ? getObject(user.image.storageKey) : null;
}
