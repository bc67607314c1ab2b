import { requireDocumentOwner } from "@/lib/auth/policy";
import { route } from "@/lib/http/route";
import { shareContracts } from "@/lib/sharing/contracts";
import { resendShare } from "@/lib/sharing/manage";

export const POST = route(shareContracts.resendShare, async ({ actor, params, body, locale }) => {
  const access = await requireDocumentOwner(actor, params.id);
  return resendShare(actor, access, body.snapshotId, locale);
});
