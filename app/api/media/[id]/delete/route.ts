import { route } from "@/lib/http/route";
import { mediaLibraryContracts } from "@/lib/media/library-contracts";
import { requireLibraryMedia, setMediaDeleted } from "@/lib/media/manage";

export const POST = route(mediaLibraryContracts.remove, async ({ actor, params }) => {
  await requireLibraryMedia(actor, params.id);
  await setMediaDeleted(params.id, true);
  return { success: true };
});
