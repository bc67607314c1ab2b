import { db } from "@/lib/db/client";
import { AppError } from "@/lib/http/errors";
import { convertImage, openImage, readImageUpload } from "@/lib/media/image-upload";
import { removeMediaFile } from "@/lib/media/media-files";
import { getObject, putObject } from "@/lib/storage";

const PHOTO_SIZE = 512;

/**
 * Stores a profile photo as a 512x512 WebP in the user's first workspace's media (the spec's
 * image picker offers team media for profile photos too), and points the user at it.
 */
export async function setProfilePhoto(userId: string, file: File) {
  const image = await readImageUpload(file, "profile-photo");
  const output = await convertImage(() =>
    openImage(image.source).rotate().resize(PHOTO_SIZE, PHOTO_SIZE, { fit: "cover" }).webp({ quality: 85 }).toBuffer(),
  );
  const membership = await db.member.findFirst({ where: { userId, acceptedAt: { not: null } }, orderBy: { createdAt: "asc" }, select: { teamId: true } });
  if (!membership) throw new AppError("FORBIDDEN", "forbidden");

  const media = await db.media.create({
    data: {
      teamId: membership.teamId,
      name: "Profile photo",
      sourceFileName: image.fileName,
      mimeType: "image/webp",
      width: PHOTO_SIZE,
      height: PHOTO_SIZE,
      sizeBytes: BigInt(output.length),
      checksum: image.checksum,
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
  if (previous.imageId) await removeMediaFile(previous.imageId);
  return `/api/user/${userId}/profile-photo`;
}

export async function removeProfilePhoto(userId: string) {
  const { imageId } = await db.user.findUniqueOrThrow({ where: { id: userId }, select: { imageId: true } });
  if (!imageId) return;
  await db.user.update({ where: { id: userId }, data: { imageId: null } });
  await removeMediaFile(imageId);
}

export async function readProfilePhoto(userId: string): Promise<Buffer | null> {
  const user = await db.user.findUnique({ where: { id: userId }, select: { image: { select: { storageKey: true } } } });
  return user?.image ? getObject(user.image.storageKey) : null;
}
