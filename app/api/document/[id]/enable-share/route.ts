import { requireDocumentOwner } from "@/lib/auth/policy";
import { route } from "@/lib/http/route";
import { shareContracts } from "@/lib/sharing/contracts";
import { setShareEnabled } from "@/lib/sharing/manage";

export const POST = route(shareContracts.enableShare, async ({ actor, params, body }) => {
  await requireDocumentOwner(actor, params.id);
  return setShareEnabled(params.id, body.snapshotId, true);
});
