import { requireDocumentOwner } from "@/lib/auth/policy";
import { documentContracts } from "@/lib/documents/contracts";
import { setThumbnail } from "@/lib/documents/settings";
import { route } from "@/lib/http/route";

export const POST = route(documentContracts.setThumbnail, async ({ actor, params, body }) => {
  await requireDocumentOwner(actor, params.id);
  return setThumbnail(params.id, body.mediaId);
});
