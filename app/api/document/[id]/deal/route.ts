import { readDealOverview } from "@/lib/acceptance/deal-overview";
import { ownerDealContracts } from "@/lib/acceptance/owner-contracts";
import { requireDocumentViewer } from "@/lib/auth/policy";
import { route } from "@/lib/http/route";

export const GET = route(ownerDealContracts.deal, async ({ actor, params }) => {
  await requireDocumentViewer(actor, params.id);
  return readDealOverview(params.id);
});
