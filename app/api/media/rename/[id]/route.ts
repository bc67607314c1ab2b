import { route } from "@/lib/http/route";
import { mediaLibraryContracts } from "@/lib/media/library-contracts";
import { renameMedia, requireLibraryMedia } from "@/lib/media/manage";

export const POST = route(mediaLibraryContracts.rename, async ({ actor, params, body }) => {
  await requireLibraryMedia(actor, params.id);
  return renameMedia(params.id, body.newName);
});
