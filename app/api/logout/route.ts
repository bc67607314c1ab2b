import { accountContracts } from "@/lib/accounts/contracts";
import { endSession, signOutCookies, withCookies } from "@/lib/auth/sessions";
import { json } from "@/lib/http/respond";
import { route } from "@/lib/http/route";

// Ends the session on the server too: a copy of the cookie (or the bearer token) is refused afterwards.
export const GET = route(accountContracts.logout, async ({ actor, request }) => {
  await endSession(actor);
  return withCookies(json({ success: true }), signOutCookies(request));
});
