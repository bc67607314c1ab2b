import { requireDocumentOwner } from "@/lib/auth/policy";
import { documentContracts } from "@/lib/documents/contracts";
import { setCustomCss } from "@/lib/documents/settings";
import { route } from "@/lib/http/route";

export const POST = route(documentContracts.setCustomCss, async ({ actor, params, body }) => {
  await requireDocumentOwner(actor, params.id);
  return setCustomCss({ documentId: params.id, userId: actor.user.id }, body.customCss);
});
