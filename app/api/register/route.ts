import { accountContracts } from "@/lib/accounts/contracts";
import { loadMe } from "@/lib/accounts/me";
import { registerAccount } from "@/lib/accounts/registration";
import { clientAddress } from "@/lib/auth/rate-limit";
import { issueApiToken, signInCookies, withCookies } from "@/lib/auth/sessions";
import { startFromDesignAfterSignUp } from "@/lib/design-preview/start";
import { json } from "@/lib/http/respond";
import { route } from "@/lib/http/route";

// Registration signs the new user in, unactivated: documents can be built, sharing waits for activation.
// `activationEmailSent: false` means the account exists but the e-mail failed: the user can resend it.
export const POST = route(accountContracts.register, async ({ body, request }) => {
  const { user, invited, activationEmailSent } = await registerAccount(body, clientAddress(request));
  // Came from "Use this design": the account starts with that design's document, and opens it.
  const fromDesign = body.designTemplateId ? await startFromDesignAfterSignUp(user.id, body.designTemplateId) : null;
  const token = await issueApiToken(user.id, false, "register");
  const me = await loadMe(user.id);
  const redirect = fromDesign ? `/document/${fromDesign.id}` : invited || me.hasCreatedDocuments ? "/documents" : "/welcome";
  return withCookies(json({ token, user: me, redirect, activationEmailSent }, { status: 201 }), await signInCookies(user, false, request));
});
