import { requireDocumentOwner } from "@/lib/auth/policy";
import { route } from "@/lib/http/route";
import { shareContracts } from "@/lib/sharing/contracts";
import { liftSharePinLock } from "@/lib/sharing/manage";

export const POST = route(shareContracts.liftPinLock, async ({ actor, params, body }) => {
  await requireDocumentOwner(actor, params.id);
  return liftSharePinLock(params.id, body.snapshotId);
});
