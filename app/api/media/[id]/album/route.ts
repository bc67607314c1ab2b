import { route } from "@/lib/http/route";
import { mediaLibraryContracts } from "@/lib/media/library-contracts";
import { moveMediaToAlbum, requireLibraryMedia } from "@/lib/media/manage";

export const POST = route(mediaLibraryContracts.moveToAlbum, async ({ actor, params, body }) => {
  const media = await requireLibraryMedia(actor, params.id);
  await moveMediaToAlbum(media, body.albumId);
  return { success: true };
});
