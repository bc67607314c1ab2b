import { readDealOverview } from "@/lib/acceptance/deal-overview";
import { ownerDealContracts } from "@/lib/acceptance/owner-contracts";
import { requireDocumentViewer } from "@/lib/auth/policy";
import { route } from "@/lib/http/route";
import { requireShareHistoryAccess } from "@/lib/sharing/manage";

// Who was sent what and who signed with which address is share history: the owner's and the
// workspace admins' (members 403, anyone else 404, a published team template's viewers included).
export const GET = route(ownerDealContracts.deal, async ({ actor, params }) => {
  requireShareHistoryAccess(await requireDocumentViewer(actor, params.id));
  return readDealOverview(params.id);
});
