import { db } from "@/lib/db/client";
import type { MediaKind } from "@/lib/db/generated/client";
import { deleteObject, putObject } from "@/lib/storage";
import type { UploadedImage } from "./image-upload";

export interface NewMediaFile {
  teamId: string;
  uploadedById: string;
  /** The name shown in the media library. */
  name: string;
  /** The stored file's name inside its own folder, e.g. "logo.png". */
  storedAs: string;
  mimeType: string;
  width: number;
  height: number;
  kind?: MediaKind;
}

/**
 * Stores an image as a Media row of the workspace and its file under media/<team>/<media>/. The row
 * exists before the file (the key holds its id); if writing the file fails the row is removed again.
 */
export async function storeMediaFile(image: UploadedImage, output: Buffer, file: NewMediaFile) {
  const media = await db.media.create({
    data: {
      teamId: file.teamId,
      name: file.name,
      sourceFileName: image.fileName,
      mimeType: file.mimeType,
      width: file.width,
      height: file.height,
      sizeBytes: BigInt(output.length),
      checksum: image.checksum,
      storageKey: "pending",
      kind: file.kind ?? "IMAGE",
      uploadedById: file.uploadedById,
    },
    select: { id: true },
  });
  const storageKey = `media/${file.teamId}/${media.id}/${file.storedAs}`;
  try {
    await putObject(storageKey, output);
    await db.media.update({ where: { id: media.id }, data: { storageKey } });
  } catch (error) {
    await db.media.delete({ where: { id: media.id } }).catch(() => undefined);
    await deleteObject(storageKey).catch(() => undefined);
    throw error;
  }
  return { id: media.id, storageKey };
}

/** Removes a Media row (its variants cascade) and then its files. Unknown ids are ignored. */
export async function removeMediaFile(mediaId: string) {
  const media = await db.media.findUnique({ where: { id: mediaId }, select: { storageKey: true, variants: { select: { storageKey: true } } } });
  if (!media) return;
  await db.media.deleteMany({ where: { id: mediaId } });
  await deleteStoredFiles([media.storageKey, ...media.variants.map((v) => v.storageKey)]);
}

/** Deletes files after their rows are gone; a file that is already missing is fine. */
export async function deleteStoredFiles(keys: string[]) {
  await Promise.all(keys.filter((key) => key && key !== "pending").map((key) => deleteObject(key).catch(() => undefined)));
}
