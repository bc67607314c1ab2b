import { requireDocumentOwner } from "@/lib/auth/policy";
import { documentContracts } from "@/lib/documents/contracts";
import { setSidebarVisibility } from "@/lib/documents/settings";
import { route } from "@/lib/http/route";

export const POST = route(documentContracts.setSidebarVisibility, async ({ actor, params, body }) => {
  await requireDocumentOwner(actor, params.id);
  return setSidebarVisibility({ documentId: params.id, userId: actor.user.id }, body.visible);
});
