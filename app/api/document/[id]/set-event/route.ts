import { requireDocumentOwner } from "@/lib/auth/policy";
import { documentContracts } from "@/lib/documents/contracts";
import { setEvent } from "@/lib/documents/settings";
import { route } from "@/lib/http/route";

export const POST = route(documentContracts.setEvent, async ({ actor, params, body }) => {
  await requireDocumentOwner(actor, params.id);
  return setEvent({ documentId: params.id, userId: actor.user.id }, body);
});
