import { accountContracts } from "@/lib/accounts/contracts";
import { loadMe } from "@/lib/accounts/me";
import { registerAccount } from "@/lib/accounts/registration";
import { issueApiToken, signInCookies, withCookies } from "@/lib/auth/sessions";
import { appUrl } from "@/lib/mail/config";
import { json } from "@/lib/http/respond";
import { route } from "@/lib/http/route";

// Registration signs the new user in, unactivated: documents can be built, sharing waits for activation.
export const POST = route(accountContracts.register, async ({ body, request }) => {
  const { user, invited } = await registerAccount(body, appUrl(request));
  const token = await issueApiToken(user.id, false, "register");
  const me = await loadMe(user.id);
  const redirect = invited || me.hasCreatedDocuments ? "/documents" : "/welcome";
  return withCookies(json({ token, user: me, redirect }, { status: 201 }), await signInCookies(user, false));
});
