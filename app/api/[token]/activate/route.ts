import { activateByLinkToken } from "@/lib/accounts/activation";
import { accountContracts } from "@/lib/accounts/contracts";
import { clientAddress } from "@/lib/auth/rate-limit";
import { route } from "@/lib/http/route";

export const POST = route(accountContracts.activateByLink, async ({ params, request }) => {
  const user = await activateByLinkToken(params.token, clientAddress(request));
  return { success: true, isActivated: true, username: user.username };
});
