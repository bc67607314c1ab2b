import { db } from "@/lib/db/client";
import { uploadLibraryImage } from "@/lib/media/library-upload";
import { downloadImage, photoImageUrl } from "./client";
import type { PexelsSize } from "./schemas";

/**
 * Adds a Pexels photo to a workspace's media library and answers the media id. The image goes through
 * the same path as an upload (format check, resizing, deduplication), then remembers which stock
 * photo it came from.
 */
export async function importStockPhoto(input: { teamId: string; userId: string; photoId: string; size: PexelsSize }): Promise<string> {
  const bytes = await downloadImage(await photoImageUrl(input.photoId, input.size));
  const file = new File([new Uint8Array(bytes)], `pexels-${input.photoId}.jpg`);
  const id = await uploadLibraryImage({ teamId: input.teamId, userId: input.userId, file });
  await db.media.update({ where: { id }, data: { stockPhotoId: input.photoId } });
  return id;
}
