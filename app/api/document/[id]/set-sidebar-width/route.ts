import { requireDocumentOwner } from "@/lib/auth/policy";
import { documentContracts } from "@/lib/documents/contracts";
import { setSidebarWidth } from "@/lib/documents/settings";
import { route } from "@/lib/http/route";

export const POST = route(documentContracts.setSidebarWidth, async ({ actor, params, body }) => {
  await requireDocumentOwner(actor, params.id);
  return setSidebarWidth({ documentId: params.id, userId: actor.user.id }, body.width);
});
