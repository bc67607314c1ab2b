import { openDealShare } from "@/lib/acceptance/share-access";
import { sendSignerCode } from "@/lib/acceptance/signer-code";
import { signingContracts } from "@/lib/acceptance/signing-contracts";
import { route } from "@/lib/http/route";

// Public: a signer asks for the e-mail code (the share decides who may: lib/acceptance/share-access.ts).
export const POST = route(signingContracts.signerCode, async ({ request, params, body, locale }) => {
  const share = await openDealShare(request, params.key, params.n, "acceptance");
  return sendSignerCode(request, share, body, locale);
});
