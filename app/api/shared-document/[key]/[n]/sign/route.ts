import { openDealShare } from "@/lib/acceptance/share-access";
import { signDeal } from "@/lib/acceptance/sign";
import { signingContracts } from "@/lib/acceptance/signing-contracts";
import { route } from "@/lib/http/route";

// Public: a verified signer signs; the last one accepts the share (lib/acceptance/sign.ts).
export const POST = route(signingContracts.sign, async ({ request, params, body }) => {
  const share = await openDealShare(request, params.key, params.n, "acceptance");
  return signDeal(request, share, body);
});
