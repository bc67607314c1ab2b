import { accountContracts } from "@/lib/accounts/contracts";
import { changePassword } from "@/lib/accounts/passwords";
import { signInCookies, withCookies } from "@/lib/auth/sessions";
import { json } from "@/lib/http/respond";
import { route } from "@/lib/http/route";

// Other sessions end (the new sessionVersion refuses their cookies); the caller stays signed in: a fresh
// cookie for the same session, with the same "remember me", or the same bearer token.
export const POST = route(accountContracts.changePassword, async ({ actor, body, request }) => {
  const keep = actor.via.kind === "bearer" ? actor.via.tokenId : undefined;
  const user = await changePassword(actor.user.id, body, keep);
  const response = json({ success: true });
  return actor.via.kind === "cookie" ? withCookies(response, await signInCookies(user, actor.via.rememberMe, request, actor.via.sessionId)) : response;
});
