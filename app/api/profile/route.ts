import { accountContracts } from "@/lib/accounts/contracts";
import { loadMe } from "@/lib/accounts/me";
import { updateProfileFromForm } from "@/lib/accounts/profile";
import { withCookies } from "@/lib/auth/sessions";
import { json } from "@/lib/http/respond";
import { route } from "@/lib/http/route";

// Answers a fresh token (the spec's contract): a new session JWT for a browser (also set as its
// cookie, with the new language), a new bearer token in place of the old one for an API client.
export const POST = route(accountContracts.profile, async ({ actor, request, t }) => {
  const { user, session } = await updateProfileFromForm(actor, request, t);
  return withCookies(json({ token: session.token, user: await loadMe(user.id) }), session.cookies);
});
