import { requireDocumentOwner } from "@/lib/auth/policy";
import { documentContracts } from "@/lib/documents/contracts";
import { renameDocument } from "@/lib/documents/settings";
import { route } from "@/lib/http/route";

export const POST = route(documentContracts.rename, async ({ actor, params, body }) => {
  await requireDocumentOwner(actor, params.id);
  return renameDocument({ documentId: params.id, userId: actor.user.id }, body.title);
});
