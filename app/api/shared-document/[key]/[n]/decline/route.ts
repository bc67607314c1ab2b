import { declineDeal } from "@/lib/acceptance/decline";
import { openDealShare } from "@/lib/acceptance/share-access";
import { signingContracts } from "@/lib/acceptance/signing-contracts";
import { route } from "@/lib/http/route";

// Public: the client declines the share with a reason.
export const POST = route(signingContracts.decline, async ({ request, params, body }) => {
  const share = await openDealShare(request, params.key, params.n, "acceptance");
  return declineDeal(request, share, body);
});
