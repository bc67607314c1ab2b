import { openDealShare } from "@/lib/acceptance/share-access";
import { verifySignerCode } from "@/lib/acceptance/signer-verify";
import { signingContracts } from "@/lib/acceptance/signing-contracts";
import { route } from "@/lib/http/route";

// Public: a signer proves their e-mail with the code and gets the token that signs.
export const POST = route(signingContracts.signerVerify, async ({ request, params, body, t }) => {
  const share = await openDealShare(request, params.key, params.n, "acceptance");
  return verifySignerCode(request, share, body, t);
});
