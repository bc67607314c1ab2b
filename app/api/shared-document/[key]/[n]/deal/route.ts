import { readDealView } from "@/lib/acceptance/share-deal-view";
import { openDealShare } from "@/lib/acceptance/share-access";
import { signingContracts } from "@/lib/acceptance/signing-contracts";
import { route } from "@/lib/http/route";

// Public: the share view's scripts read the deal's state (choices, signatures, outcome, the hash to sign).
export const GET = route(signingContracts.deal, async ({ request, params }) => {
  const share = await openDealShare(request, params.key, params.n, "deal");
  return readDealView(share.meta);
});
