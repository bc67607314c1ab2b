import { accountContracts } from "@/lib/accounts/contracts";
import { loadMe } from "@/lib/accounts/me";
import { updateProfile } from "@/lib/accounts/profile";
import { profileSchema } from "@/lib/accounts/schemas";
import { issueApiToken, signInCookies, withCookies } from "@/lib/auth/sessions";
import { db } from "@/lib/db/client";
import { readFormBody } from "@/lib/http/form-body";
import { json } from "@/lib/http/respond";
import { route } from "@/lib/http/route";
import { parseOrThrow } from "@/lib/http/validation";

// Answers a fresh token (the spec's contract). A bearer caller's old token is replaced by it;
// a browser also gets a fresh session cookie and the new language in its locale cookie.
export const POST = route(accountContracts.profile, async ({ actor, request, t }) => {
  const { fields } = await readFormBody(request);
  const input = parseOrThrow(profileSchema, fields, t);
  const user = await updateProfile(actor.user.id, input);
  if (actor.via.kind === "bearer") await db.apiToken.deleteMany({ where: { id: actor.via.tokenId } });
  const token = await issueApiToken(user.id, true, "profile");
  const response = json({ token, user: await loadMe(user.id) });
  return actor.via.kind === "cookie" ? withCookies(response, await signInCookies(user, true)) : response;
});
