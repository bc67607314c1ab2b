import { accountContracts } from "@/lib/accounts/contracts";
import { revokeBearer, signOutCookies, withCookies } from "@/lib/auth/sessions";
import { json } from "@/lib/http/respond";
import { route } from "@/lib/http/route";

export const GET = route(accountContracts.logout, async ({ actor, request }) => {
  await revokeBearer(actor);
  return withCookies(json({ success: true }), signOutCookies(request));
});
