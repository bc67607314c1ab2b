import { activateByLinkToken } from "@/lib/accounts/activation";
import { accountContracts } from "@/lib/accounts/contracts";
import { clientAddress } from "@/lib/auth/rate-limit";
import { route } from "@/lib/http/route";

// The answer names no account: the token is all the caller has shown.
export const POST = route(accountContracts.activateByLink, async ({ params, request }) => {
  await activateByLinkToken(params.token, clientAddress(request));
  return { success: true, isActivated: true };
});
