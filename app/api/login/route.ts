import { accountContracts } from "@/lib/accounts/contracts";
import { login } from "@/lib/accounts/login";
import { loadMe } from "@/lib/accounts/me";
import { clientAddress } from "@/lib/auth/rate-limit";
import { signInCookies, withCookies } from "@/lib/auth/sessions";
import { json } from "@/lib/http/respond";
import { route } from "@/lib/http/route";
import { safeRedirectPath } from "@/lib/http/safe-redirect";

export const POST = route(accountContracts.login, async ({ body, request }) => {
  const { user, token } = await login(body, clientAddress(request));
  const me = await loadMe(user.id);
  const redirect = safeRedirectPath(body.redirect, "/documents");
  return withCookies(json({ token, user: me, redirect }), await signInCookies(user, body.rememberme, request));
});
