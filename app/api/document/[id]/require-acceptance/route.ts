import { ownerDealContracts } from "@/lib/acceptance/owner-contracts";
import { setRequireAcceptance } from "@/lib/acceptance/require-acceptance";
import { requireDocumentOwner } from "@/lib/auth/policy";
import { route } from "@/lib/http/route";

export const POST = route(ownerDealContracts.requireAcceptance, async ({ actor, params, body }) => {
  await requireDocumentOwner(actor, params.id);
  return setRequireAcceptance({ documentId: params.id, userId: actor.user.id }, body.requireAcceptance);
});
