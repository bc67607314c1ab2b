import { requireDocumentOwner } from "@/lib/auth/policy";
import { documentContracts } from "@/lib/documents/contracts";
import { setPageMargins } from "@/lib/documents/settings";
import { route } from "@/lib/http/route";

export const POST = route(documentContracts.setPageMargins, async ({ actor, params, body }) => {
  await requireDocumentOwner(actor, params.id);
  return setPageMargins({ documentId: params.id, userId: actor.user.id }, body);
});
